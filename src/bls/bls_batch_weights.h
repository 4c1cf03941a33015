/* The batch verifiers' weights: a BLAKE3 transcript of the whole batch and fresh randomness
 * (ecb_bls_batch_verify's here; threshold batches' in bls_threshold_weights.c). */
#ifndef ECBATCH_BLS_BATCH_WEIGHTS_H
#define ECBATCH_BLS_BATCH_WEIGHTS_H

#include <stddef.h>
#include <stdint.h>

#include "bls/bls_internal.h"
#include "hash/blake3.h"

/* digests[i] = BLAKE3 of message i under its own derive-key context (32 bytes each), the key by
 * which the verifier groups equal messages. */
void bls_message_digests(uint8_t (*digests)[32], const uint8_t *const *msgs, const size_t *msg_lens,
                         size_t n);

/* w[i] for i < n: 128-bit weights, never zero, the output of BLAKE3 (derive-key context
 * "ecbatch bls batch-verify weights v1") over the variant, n, every (key, signature, message
 * digest) in order and the 32 seed bytes, read 16 bytes per weight as a little-endian integer
 * (zero replaced by 1). Changing any input byte changes every weight, and the seed makes them
 * unpredictable to whoever chose the batch. */
void bls_batch_weights(ecb_bls12_381_scalar *w, const bls_suite *s, const uint8_t *pks,
                       const uint8_t *sigs, const uint8_t (*digests)[32], size_t n,
                       const uint8_t seed[32]);

/* w[i] for i < n from the output of h (which absorbed everything the weights depend on): 64
 * words-bit weights (words 1 or 2), 8 words bytes per weight at offset 8 words i, read as a
 * little-endian integer, zero replaced by 1. The hasher is not changed (the caller wipes it). */
void bls_weights_squeeze(ecb_bls12_381_scalar *w, const ecb_blake3_hasher *h, size_t n,
                         unsigned words);

#endif
