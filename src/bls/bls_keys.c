/* SkToPk and KeyValidate. */
#include <sodium.h>
#include <string.h>

#include "bls/bls_internal.h"

ecb_status ecb_bls_sk_to_pk(ecb_bls_variant v, uint8_t *pk, const uint8_t sk[32]) {
    const bls_suite *s = bls_suite_of(v);
    if (pk == NULL) return ECB_ERR_NULL_POINTER;
    if (s == NULL) return ECB_ERR_INVALID_ARGUMENT;
    memset(pk, 0, s->pk_bytes);
    if (sk == NULL) return ECB_ERR_NULL_POINTER;
    ecb_bls12_381_scalar k;
    ecb_status st = bls_sk_decode(&k, sk);
    if (st != ECB_OK) return st;
    if (v == ECB_BLS_MIN_PK) {
        ecb_bls12_381_g1 g;
        ecb_bls12_381_g1_generator(&g);
        ecb_bls12_381_g1_mul(&g, &k, &g);
        ecb_bls12_381_g1_encode(pk, &g);
        sodium_memzero(&g, sizeof g);
    } else {
        ecb_bls12_381_g2 g;
        ecb_bls12_381_g2_generator(&g);
        ecb_bls12_381_g2_mul(&g, &k, &g);
        ecb_bls12_381_g2_encode(pk, &g);
        sodium_memzero(&g, sizeof g);
    }
    sodium_memzero(&k, sizeof k);
    return ECB_OK;
}

ecb_status ecb_bls_key_validate(ecb_bls_variant v, const uint8_t *pk) {
    const bls_suite *s = bls_suite_of(v);
    bls_point p;
    if (pk == NULL) return ECB_ERR_NULL_POINTER;
    if (s == NULL) return ECB_ERR_INVALID_ARGUMENT;
    return bls_decode_pk(s, &p, pk);
}
