/* ecb_bls_batch_verify: the argument checks and the fresh randomness; the work is in
 * bls_batch_verify.c. */
#include <sodium.h>
#include <string.h>

#include "bls/bls_internal.h"
#include "util/alloc.h"

ecb_status ecb_bls_batch_verify(ecb_bls_variant v, const uint8_t *pks, size_t pks_len,
                                const uint8_t *const *msgs, const size_t *msg_lens,
                                const uint8_t *sigs, size_t sigs_len, size_t n, unsigned threads,
                                uint8_t *valid, size_t *invalid) {
    const bls_suite *s = bls_suite_of(v);
    if (invalid != NULL) *invalid = n;
    if (pks == NULL || sigs == NULL || msgs == NULL || msg_lens == NULL)
        return ECB_ERR_NULL_POINTER;
    if (s == NULL || n == 0 || threads > ECB_BLS_MAX_THREADS) return ECB_ERR_INVALID_ARGUMENT;
    if (n > ECB_BLS_MAX_COUNT) return ECB_ERR_SIZE_OVERFLOW;
    if (pks_len != n * s->pk_bytes || sigs_len != n * s->sig_bytes) return ECB_ERR_LENGTH;
    ecb_status st = bls_check_messages(msgs, msg_lens, n);
    if (st != ECB_OK) return st;
    if (sodium_init() < 0) return ECB_ERR_RANDOMNESS;
    uint8_t seed[32], *own = NULL;
    size_t bad = n;
    if (valid == NULL) {
        own = ecb_malloc(n);
        if (own == NULL) return ECB_ERR_OUT_OF_MEMORY;
    }
    randombytes_buf(seed, sizeof seed);
    st = bls_batch_verify_seeded(s, pks, msgs, msg_lens, sigs, n, threads, seed,
                                 valid != NULL ? valid : own, &bad);
    ecb_free(own);
    if (invalid != NULL) *invalid = (st == ECB_OK || st == ECB_ERR_VERIFY_FAILED) ? bad : n;
    return st;
}
