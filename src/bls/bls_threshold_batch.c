/* ecb_bls_threshold_batch_verify: the argument checks and the fresh randomness; the work is in
 * bls_threshold_batch_verify.c. */
#include <sodium.h>

#include "bls/bls_threshold_internal.h"
#include "util/alloc.h"

ecb_status ecb_bls_threshold_batch_verify(ecb_bls_variant v, const ecb_bte_public *pub,
                                          const uint8_t *msg, size_t msg_len,
                                          const uint8_t *partials, size_t partials_len, size_t n,
                                          unsigned threads, uint8_t *valid, size_t *invalid) {
    const bls_suite *s = bls_suite_of(v);
    if (invalid != NULL) *invalid = n;
    if (pub == NULL || partials == NULL || (msg == NULL && msg_len > 0))
        return ECB_ERR_NULL_POINTER;
    if (s == NULL || n == 0 || threads > ECB_BLS_MAX_THREADS) return ECB_ERR_INVALID_ARGUMENT;
    ecb_status st = bls_threshold_suite(&s, v, pub);
    if (st != ECB_OK) return st;
    if (n > ECB_BLS_MAX_PARTIALS || msg_len > PTRDIFF_MAX) return ECB_ERR_SIZE_OVERFLOW;
    if (partials_len != n * (ECB_BLS_PARTIAL_INDEX_BYTES + s->sig_bytes)) return ECB_ERR_LENGTH;
    if (sodium_init() < 0) return ECB_ERR_RANDOMNESS;
    uint8_t seed[32], *own = NULL;
    size_t bad = n;
    if (valid == NULL) {
        own = ecb_malloc(n);
        if (own == NULL) return ECB_ERR_OUT_OF_MEMORY;
    }
    randombytes_buf(seed, sizeof seed);
    st = bls_threshold_batch_verify_seeded(s, pub, msg, msg_len, partials, n, threads, seed,
                                           valid != NULL ? valid : own, &bad);
    ecb_free(own);
    if (invalid != NULL) *invalid = (st == ECB_OK || st == ECB_ERR_VERIFY_FAILED) ? bad : n;
    return st;
}
