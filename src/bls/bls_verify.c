/* Verify and PopVerify (and Verify with a decoded key): KeyValidate, the signature's subgroup check, then one pairing product
 * of two pairs. */
#include "bls/bls_internal.h"

/* The checks after KeyValidate: the signature's decoding, then the pairing product. */
static ecb_status verify_decoded(const bls_suite *s, const bls_point *key, const uint8_t *msg,
                                 size_t msg_len, const uint8_t *sig, const char *dst) {
    bls_point sg, h;
    ecb_status st = bls_decode_sig(s, &sg, sig);
    if (st != ECB_OK) return st;
    bls_hash_affine(s, &h, msg, msg_len, dst);
    return bls_pairing_check(s, key, &h, 1, &sg);
}

static ecb_status core_verify(const bls_suite *s, const uint8_t *pk, const uint8_t *msg,
                              size_t msg_len, const uint8_t *sig, const char *dst) {
    bls_point key;
    ecb_status st = bls_decode_pk(s, &key, pk);
    if (st != ECB_OK) return st;
    return verify_decoded(s, &key, msg, msg_len, sig, dst);
}

ecb_status ecb_bls_verify(ecb_bls_variant v, const uint8_t *pk, const uint8_t *msg, size_t msg_len,
                          const uint8_t *sig) {
    const bls_suite *s = bls_suite_of(v);
    if (pk == NULL || sig == NULL || (msg == NULL && msg_len > 0)) return ECB_ERR_NULL_POINTER;
    if (s == NULL) return ECB_ERR_INVALID_ARGUMENT;
    if (msg_len > PTRDIFF_MAX) return ECB_ERR_SIZE_OVERFLOW;
    return core_verify(s, pk, msg, msg_len, sig, s->sig_dst);
}

ecb_status ecb_bls_pop_verify(ecb_bls_variant v, const uint8_t *pk, const uint8_t *proof) {
    const bls_suite *s = bls_suite_of(v);
    if (pk == NULL || proof == NULL) return ECB_ERR_NULL_POINTER;
    if (s == NULL) return ECB_ERR_INVALID_ARGUMENT;
    return core_verify(s, pk, pk, s->pk_bytes, proof, s->pop_dst);
}

ecb_status ecb_bls_verify_key(const ecb_bls_public_key *pk, const uint8_t *msg, size_t msg_len,
                              const uint8_t *sig) {
    if (pk == NULL || sig == NULL || (msg == NULL && msg_len > 0)) return ECB_ERR_NULL_POINTER;
    bls_point key;
    const bls_suite *s = bls_public_key_open(pk, &key);
    if (s == NULL) return ECB_ERR_INVALID_ARGUMENT;
    if (msg_len > PTRDIFF_MAX) return ECB_ERR_SIZE_OVERFLOW;
    return verify_decoded(s, &key, msg, msg_len, sig, s->sig_dst);
}
