/* Shared pieces of threshold BLS signatures (include/ecbatch/bls.h, "threshold signatures"):
 * the pairing of a BLS variant with a threshold-decryption polynomial of the same key group,
 * partial signatures' index prefix and its bounds, the polynomial's points in the form the MSM
 * and the pairing take, and the batch verifier's body with fixed randomness.
 *
 *   bls_threshold.c                 sizes, the group key, Sign, Verify of one partial
 *   bls_threshold_weights.c         the batch weights' transcript
 *   bls_threshold_batch.c           ecb_bls_threshold_batch_verify: arguments and randomness
 *   bls_threshold_batch_verify.c    its body: one weighted equation, bisection
 *   bls_threshold_recover.c         Lagrange interpolation in the exponent
 *
 * The polynomial is bte's own object (src/bte/bte_internal.h): its commitments are read in
 * place, never decoded again. */
#ifndef ECBATCH_BLS_THRESHOLD_INTERNAL_H
#define ECBATCH_BLS_THRESHOLD_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "bls/bls_internal.h"
#include "bte/bte_internal.h"

/* The suite of v when pub's key group is v's: ECB_OK and *s set; ECB_ERR_INVALID_ARGUMENT for an
 * unknown variant, ECB_ERR_WRONG_GROUP for a polynomial of the other group. */
ecb_status bls_threshold_suite(const bls_suite **s, ecb_bls_variant v, const ecb_bte_public *pub);

/* The participant index x of a partial signature (its first 4 bytes, big-endian). */
uint32_t bls_partial_index(const uint8_t *partial);

/* ECB_OK when 1 <= x <= ECB_BTE_MAX_PARTICIPANTS and x <= n for a polynomial that knows n;
 * ECB_ERR_ZERO_INDEX for 0, else ECB_ERR_INDEX_OUT_OF_RANGE. */
ecb_status bls_partial_index_check(const ecb_bte_public *pub, uint32_t x);

/* out[k] = C_k for k < t, affine in the key group, back to back (t times the affine size of
 * that group, which out must hold). */
void bls_threshold_commitments(unsigned char *out, const bls_suite *s, const ecb_bte_public *pub);

/* The 64-bit weights of batch verification: w[i] for i < n from a BLAKE3 transcript (derive-key
 * context "ecbatch bls threshold batch-verify weights v1") of the variant, the polynomial's t
 * and n and every commitment's encoding, msg's digest, the count n, every partial's bytes, then
 * the 32 seed bytes; non-zero. */
void bls_threshold_weights(ecb_bls12_381_scalar *w, const bls_suite *s, const ecb_bte_public *pub,
                           const uint8_t *msg, size_t msg_len, const uint8_t *partials, size_t n,
                           const uint8_t seed[32]);

/* The body of ecb_bls_threshold_batch_verify after its argument checks, with the fresh
 * randomness given, so that tests can fix the weights. valid has n entries (written); returns
 * ECB_OK, ECB_ERR_VERIFY_FAILED or ECB_ERR_OUT_OF_MEMORY. */
ecb_status bls_threshold_batch_verify_seeded(const bls_suite *s, const ecb_bte_public *pub,
                                             const uint8_t *msg, size_t msg_len,
                                             const uint8_t *partials, size_t n, unsigned threads,
                                             const uint8_t seed[32], uint8_t *valid,
                                             size_t *invalid);

#endif
