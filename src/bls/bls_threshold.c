/* Threshold BLS signatures over a threshold-decryption dealing: the sizes, the group key, Sign
 * with a share (constant time in it) and Verify of one partial signature against its public
 * share h_x = sum_k x^k C_k (Horner's rule in the key group, bte's own). */
#include <sodium.h>
#include <string.h>

#include "bls/bls_threshold_internal.h"
#include "util/ct_declassify.h"

/* The threshold-decryption variant whose points lie in v's key group. */
static uint32_t key_group_variant(const bls_suite *s) {
    return s->variant == ECB_BLS_MIN_PK ? ECB_BTE_MINPK : ECB_BTE_MINSIG;
}

ecb_status bls_threshold_suite(const bls_suite **s, ecb_bls_variant v, const ecb_bte_public *pub) {
    *s = bls_suite_of(v);
    if (*s == NULL) return ECB_ERR_INVALID_ARGUMENT;
    return pub->variant == key_group_variant(*s) ? ECB_OK : ECB_ERR_WRONG_GROUP;
}

uint32_t bls_partial_index(const uint8_t *partial) {
    return (uint32_t)partial[0] << 24 | (uint32_t)partial[1] << 16 | (uint32_t)partial[2] << 8 |
           (uint32_t)partial[3];
}

ecb_status bls_partial_index_check(const ecb_bte_public *pub, uint32_t x) {
    if (x == 0) return ECB_ERR_ZERO_INDEX;
    if (x > ECB_BTE_MAX_PARTICIPANTS || (pub->n != 0 && x > pub->n))
        return ECB_ERR_INDEX_OUT_OF_RANGE;
    return ECB_OK;
}

void bls_threshold_commitments(unsigned char *out, const bls_suite *s, const ecb_bte_public *pub) {
    size_t ka = s->variant == ECB_BLS_MIN_PK ? sizeof(ecb_bls12_381_g1_affine)
                                             : sizeof(ecb_bls12_381_g2_affine);
    for (uint32_t k = 0; k < pub->t; k++)
        memcpy(out + k * ka, pub->commitments[k].aff.w, ka);
}

size_t ecb_bls_partial_signature_bytes(ecb_bls_variant v) {
    const bls_suite *s = bls_suite_of(v);
    return s == NULL ? 0 : ECB_BLS_PARTIAL_INDEX_BYTES + s->sig_bytes;
}

ecb_status ecb_bls_threshold_public_key(ecb_bls_variant v, uint8_t *pk, const ecb_bte_public *pub) {
    const bls_suite *s = bls_suite_of(v);
    if (pk != NULL && s != NULL) memset(pk, 0, s->pk_bytes);
    if (pk == NULL || pub == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = bls_threshold_suite(&s, v, pub);
    if (st != ECB_OK) return st;
    memcpy(pk, pub->commitments[0].enc, s->pk_bytes); /* bte keeps the canonical encoding */
    return ECB_OK;
}

ecb_status ecb_bls_threshold_sign(ecb_bls_variant v, uint8_t *partial, const ecb_bte_share *share,
                                  const uint8_t *msg, size_t msg_len) {
    const bls_suite *s = bls_suite_of(v);
    if (partial == NULL) return ECB_ERR_NULL_POINTER;
    if (s == NULL) return ECB_ERR_INVALID_ARGUMENT;
    memset(partial, 0, ECB_BLS_PARTIAL_INDEX_BYTES + s->sig_bytes);
    if (share == NULL || (msg == NULL && msg_len > 0)) return ECB_ERR_NULL_POINTER;
    if (msg_len > PTRDIFF_MAX) return ECB_ERR_SIZE_OVERFLOW;
    if (share->index >= ECB_BTE_MAX_PARTICIPANTS) return ECB_ERR_INDEX_OUT_OF_RANGE;
    fr381 x;
    ecb_bls12_381_scalar k;
    ecb_status st = fr381_decode(&x, share->secret);
    ecb_ct_declassify(&st, sizeof st); /* a share's range is its holder's to know */
    if (st == ECB_OK) {
        fr381_from_mont(k.v, &x);
        bls_sign_scalar(s, partial + ECB_BLS_PARTIAL_INDEX_BYTES, &k, msg, msg_len, s->sig_dst);
        uint32_t xi = share->index + 1;
        partial[0] = (uint8_t)(xi >> 24);
        partial[1] = (uint8_t)(xi >> 16);
        partial[2] = (uint8_t)(xi >> 8);
        partial[3] = (uint8_t)xi;
    }
    sodium_memzero(&x, sizeof x);
    sodium_memzero(&k, sizeof k);
    return st;
}

ecb_status ecb_bls_threshold_verify(ecb_bls_variant v, const ecb_bte_public *pub,
                                    const uint8_t *msg, size_t msg_len, const uint8_t *partial,
                                    size_t partial_len) {
    const bls_suite *s;
    if (pub == NULL || partial == NULL || (msg == NULL && msg_len > 0)) return ECB_ERR_NULL_POINTER;
    ecb_status st = bls_threshold_suite(&s, v, pub);
    if (st != ECB_OK) return st;
    if (msg_len > PTRDIFF_MAX) return ECB_ERR_SIZE_OVERFLOW;
    if (partial_len != ECB_BLS_PARTIAL_INDEX_BYTES + s->sig_bytes) return ECB_ERR_LENGTH;
    uint32_t x = bls_partial_index(partial);
    if ((st = bls_partial_index_check(pub, x)) != ECB_OK) return st;
    bls_point sig, key, h;
    if ((st = bls_decode_sig(s, &sig, partial + ECB_BLS_PARTIAL_INDEX_BYTES)) != ECB_OK) return st;
    bte_point share;
    bte_group(pub->variant)->public_share(&share, pub->commitments, pub->t, x - 1);
    memcpy(&key, share.aff.w, sizeof key);
    bls_hash_affine(s, &h, msg, msg_len, s->sig_dst);
    return bls_pairing_check(s, &key, &h, 1, &sig);
}
