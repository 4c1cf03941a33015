/* Aggregate: the sum of signatures, each decoded and subgroup-checked on its own. */
#include <string.h>

#include "bls/bls_internal.h"

ecb_status ecb_bls_aggregate(ecb_bls_variant v, uint8_t *out, const uint8_t *sigs, size_t sigs_len,
                             size_t n) {
    const bls_suite *s = bls_suite_of(v);
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (s == NULL) return ECB_ERR_INVALID_ARGUMENT;
    memset(out, 0, s->sig_bytes);
    if (sigs == NULL) return ECB_ERR_NULL_POINTER;
    if (n == 0) return ECB_ERR_INVALID_ARGUMENT;
    if (n > ECB_BLS_MAX_COUNT) return ECB_ERR_SIZE_OVERFLOW;
    if (sigs_len != n * s->sig_bytes) return ECB_ERR_LENGTH;
    ecb_status st = ECB_OK;
    if (v == ECB_BLS_MIN_PK) {
        ecb_bls12_381_g2 sum, x;
        ecb_bls12_381_g2_identity(&sum);
        for (size_t i = 0; i < n && st == ECB_OK; i++) {
            st = ecb_bls12_381_g2_decode(&x, sigs + i * s->sig_bytes);
            ecb_bls12_381_g2_add(&sum, &sum, &x);
        }
        if (st == ECB_OK) ecb_bls12_381_g2_encode(out, &sum);
    } else {
        ecb_bls12_381_g1 sum, x;
        ecb_bls12_381_g1_identity(&sum);
        for (size_t i = 0; i < n && st == ECB_OK; i++) {
            st = ecb_bls12_381_g1_decode(&x, sigs + i * s->sig_bytes);
            ecb_bls12_381_g1_add(&sum, &sum, &x);
        }
        if (st == ECB_OK) ecb_bls12_381_g1_encode(out, &sum);
    }
    return st;
}
