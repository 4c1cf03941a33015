/* FastAggregateVerify (one message, the keys summed after each passed KeyValidate; from bytes or
 * from decoded keys) and AggregateVerify (a message per key, one multi-pairing). */
#include "bls/bls_internal.h"
#include "util/alloc.h"

/* The argument checks both functions share, in the documented order. */
static ecb_status check_lists(const bls_suite *s, const uint8_t *pks, size_t pks_len, size_t n,
                              const uint8_t *sig) {
    if (pks == NULL || sig == NULL) return ECB_ERR_NULL_POINTER;
    if (s == NULL || n == 0) return ECB_ERR_INVALID_ARGUMENT;
    if (n > ECB_BLS_MAX_COUNT) return ECB_ERR_SIZE_OVERFLOW;
    if (pks_len != n * s->pk_bytes) return ECB_ERR_LENGTH;
    return ECB_OK;
}

/* The checks after the keys' sum: not the identity, the signature's decoding, the pairing. */
static ecb_status verify_sum(const bls_suite *s, const bls_point *sum, int identity,
                             const uint8_t *msg, size_t msg_len, const uint8_t *sig) {
    bls_point sg, h;
    if (identity) return ECB_ERR_IDENTITY;
    ecb_status st = bls_decode_sig(s, &sg, sig);
    if (st != ECB_OK) return st;
    bls_hash_affine(s, &h, msg, msg_len, s->sig_dst);
    return bls_pairing_check(s, sum, &h, 1, &sg);
}

/* The sum of n keys: from bytes (each through KeyValidate, the first failure's status) when
 * pks is not NULL, else the decoded keys dec (already validated). */
static ecb_status sum_keys(const bls_suite *s, const uint8_t *pks, const ecb_bls_public_key *dec,
                           size_t n, bls_point *sum, int *identity) {
    ecb_status st = ECB_OK;
    bls_point key;
    if (s->variant == ECB_BLS_MIN_PK) {
        ecb_bls12_381_g1 acc, x;
        ecb_bls12_381_g1_identity(&acc);
        for (size_t i = 0; i < n && st == ECB_OK; i++) {
            if (pks != NULL)
                st = bls_decode_pk(s, &key, pks + i * s->pk_bytes);
            else
                (void)bls_public_key_open(&dec[i], &key);
            ecb_bls12_381_g1_from_affine(&x, &key.g1);
            ecb_bls12_381_g1_add(&acc, &acc, &x);
        }
        *identity = ecb_bls12_381_g1_is_identity(&acc);
        ecb_bls12_381_g1_to_affine(&sum->g1, &acc);
    } else {
        ecb_bls12_381_g2 acc, x;
        ecb_bls12_381_g2_identity(&acc);
        for (size_t i = 0; i < n && st == ECB_OK; i++) {
            if (pks != NULL)
                st = bls_decode_pk(s, &key, pks + i * s->pk_bytes);
            else
                (void)bls_public_key_open(&dec[i], &key);
            ecb_bls12_381_g2_from_affine(&x, &key.g2);
            ecb_bls12_381_g2_add(&acc, &acc, &x);
        }
        *identity = ecb_bls12_381_g2_is_identity(&acc);
        ecb_bls12_381_g2_to_affine(&sum->g2, &acc);
    }
    return st;
}

ecb_status ecb_bls_fast_aggregate_verify(ecb_bls_variant v, const uint8_t *pks, size_t pks_len,
                                         size_t n, const uint8_t *msg, size_t msg_len,
                                         const uint8_t *sig) {
    const bls_suite *s = bls_suite_of(v);
    if (msg == NULL && msg_len > 0) return ECB_ERR_NULL_POINTER;
    ecb_status st = check_lists(s, pks, pks_len, n, sig);
    if (st != ECB_OK) return st;
    if (msg_len > PTRDIFF_MAX) return ECB_ERR_SIZE_OVERFLOW;
    bls_point sum;
    int identity;
    st = sum_keys(s, pks, NULL, n, &sum, &identity);
    if (st != ECB_OK) return st;
    return verify_sum(s, &sum, identity, msg, msg_len, sig);
}

ecb_status ecb_bls_fast_aggregate_verify_keys(const ecb_bls_public_key *pks, size_t n,
                                              const uint8_t *msg, size_t msg_len,
                                              const uint8_t *sig) {
    if (pks == NULL || sig == NULL || (msg == NULL && msg_len > 0)) return ECB_ERR_NULL_POINTER;
    if (n == 0) return ECB_ERR_INVALID_ARGUMENT;
    if (n > ECB_BLS_MAX_COUNT || msg_len > PTRDIFF_MAX) return ECB_ERR_SIZE_OVERFLOW;
    bls_point key, sum;
    const bls_suite *s = bls_public_key_open(&pks[0], &key);
    if (s == NULL) return ECB_ERR_INVALID_ARGUMENT;
    for (size_t i = 1; i < n; i++)
        if (bls_public_key_open(&pks[i], &key) != s) return ECB_ERR_INVALID_ARGUMENT;
    int identity;
    (void)sum_keys(s, NULL, pks, n, &sum, &identity);
    return verify_sum(s, &sum, identity, msg, msg_len, sig);
}

ecb_status ecb_bls_aggregate_verify(ecb_bls_variant v, const uint8_t *pks, size_t pks_len,
                                    const uint8_t *const *msgs, const size_t *msg_lens, size_t n,
                                    const uint8_t *sig) {
    const bls_suite *s = bls_suite_of(v);
    if (msgs == NULL || msg_lens == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = check_lists(s, pks, pks_len, n, sig);
    if (st != ECB_OK) return st;
    st = bls_check_messages(msgs, msg_lens, n);
    if (st != ECB_OK) return st;
    bls_point *mem = ecb_malloc(2 * n * sizeof *mem), sg;
    if (mem == NULL) return ECB_ERR_OUT_OF_MEMORY;
    bls_point *keys = mem, *hashes = mem + n;
    for (size_t i = 0; i < n && st == ECB_OK; i++)
        st = bls_decode_pk(s, &keys[i], pks + i * s->pk_bytes);
    if (st == ECB_OK) st = bls_decode_sig(s, &sg, sig);
    if (st == ECB_OK) {
        for (size_t i = 0; i < n; i++)
            bls_hash_affine(s, &hashes[i], msgs[i], msg_lens[i], s->sig_dst);
        st = bls_pairing_check(s, keys, hashes, n, &sg);
    }
    ecb_free(mem);
    return st;
}
