/* Sign and PopProve (and threshold Sign's product): the secret key times a hash of the message
 * into the signature group, constant time in the key (the groups' constant-time multiplication). */
#include <sodium.h>
#include <string.h>

#include "bls/bls_internal.h"

void bls_sign_scalar(const bls_suite *s, uint8_t *sig, const ecb_bls12_381_scalar *k,
                     const uint8_t *msg, size_t msg_len, const char *dst) {
    if (s->variant == ECB_BLS_MIN_PK) {
        ecb_bls12_381_g2 h;
        ecb_bls12_381_g2_hash_to_curve(&h, msg, msg_len, (const uint8_t *)dst, strlen(dst));
        ecb_bls12_381_g2_mul(&h, k, &h);
        ecb_bls12_381_g2_encode(sig, &h);
        sodium_memzero(&h, sizeof h);
    } else {
        ecb_bls12_381_g1 h;
        ecb_bls12_381_g1_hash_to_curve(&h, msg, msg_len, (const uint8_t *)dst, strlen(dst));
        ecb_bls12_381_g1_mul(&h, k, &h);
        ecb_bls12_381_g1_encode(sig, &h);
        sodium_memzero(&h, sizeof h);
    }
}

ecb_status ecb_bls_sign(ecb_bls_variant v, uint8_t *sig, const uint8_t sk[32], const uint8_t *msg,
                        size_t msg_len) {
    const bls_suite *s = bls_suite_of(v);
    if (sig == NULL) return ECB_ERR_NULL_POINTER;
    if (s == NULL) return ECB_ERR_INVALID_ARGUMENT;
    memset(sig, 0, s->sig_bytes);
    if (sk == NULL || (msg == NULL && msg_len > 0)) return ECB_ERR_NULL_POINTER;
    if (msg_len > PTRDIFF_MAX) return ECB_ERR_SIZE_OVERFLOW;
    ecb_bls12_381_scalar k;
    ecb_status st = bls_sk_decode(&k, sk);
    if (st != ECB_OK) return st;
    bls_sign_scalar(s, sig, &k, msg, msg_len, s->sig_dst);
    sodium_memzero(&k, sizeof k);
    return ECB_OK;
}

ecb_status ecb_bls_pop_prove(ecb_bls_variant v, uint8_t *proof, const uint8_t sk[32]) {
    const bls_suite *s = bls_suite_of(v);
    uint8_t pk[ECB_BLS12_381_G2_BYTES];
    if (proof == NULL) return ECB_ERR_NULL_POINTER;
    if (s == NULL) return ECB_ERR_INVALID_ARGUMENT;
    memset(proof, 0, s->sig_bytes);
    if (sk == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = ecb_bls_sk_to_pk(v, pk, sk);
    if (st != ECB_OK) return st;
    ecb_bls12_381_scalar k;
    st = bls_sk_decode(&k, sk);
    if (st != ECB_OK) return st;
    bls_sign_scalar(s, proof, &k, pk, s->pk_bytes, s->pop_dst);
    sodium_memzero(&k, sizeof k);
    return ECB_OK;
}
