/* Shared pieces of the BLS signature scheme (include/ecbatch/bls.h): the two ciphersuites, a
 * point of either group in the affine form the MSM and the pairing take, key and signature
 * decoding, hashing a message into the signature group, and the pairing-product check every
 * verifier ends in. */
#ifndef ECBATCH_BLS_INTERNAL_H
#define ECBATCH_BLS_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/bls.h"

typedef struct bls_suite {
    ecb_bls_variant variant;
    size_t pk_bytes, sig_bytes;
    const char *sig_dst, *pop_dst; /* NUL-terminated, lengths by strlen */
} bls_suite;

/* The suite of v, or NULL for an unknown variant. */
const bls_suite *bls_suite_of(ecb_bls_variant v);

/* An affine point of G1 or G2; which one follows from the suite and the role (key or
 * signature). */
typedef union bls_point {
    ecb_bls12_381_g1_affine g1;
    ecb_bls12_381_g2_affine g2;
} bls_point;

/* Secret key bytes to a scalar: ECB_OK when 0 < sk < r, else ECB_ERR_SCALAR_OUT_OF_RANGE and
 * out = 0. Constant time in sk; only the verdict is declassified. */
ecb_status bls_sk_decode(ecb_bls12_381_scalar *out, const uint8_t sk[32]);

/* sig = k H(msg, dst), compressed: k any scalar below r (the identity for 0). Constant time in k
 * and msg; the temporaries are wiped. */
void bls_sign_scalar(const bls_suite *s, uint8_t *sig, const ecb_bls12_381_scalar *k,
                     const uint8_t *msg, size_t msg_len, const char *dst);

/* KeyValidate into affine form (the decoder's status, or ECB_ERR_IDENTITY). */
ecb_status bls_decode_pk(const bls_suite *s, bls_point *out, const uint8_t *pk);
/* The suite and point of a key ecb_bls_public_key_decode filled, or NULL (out untouched) when
 * its header is not one that function wrote. */
const bls_suite *bls_public_key_open(const ecb_bls_public_key *pk, bls_point *out);
/* Signature decoding with the subgroup check (the identity is allowed). */
ecb_status bls_decode_sig(const bls_suite *s, bls_point *out, const uint8_t *sig);

/* out = hash_to_curve(msg, dst) in the signature group, affine (the caller checked the
 * lengths). Constant time in msg. */
void bls_hash_affine(const bls_suite *s, bls_point *out, const uint8_t *msg, size_t msg_len,
                     const char *dst);

/* ECB_OK when prod_i e(keys[i], hashes[i]) = e(g, sig) for the n (key, hash) pairs (min-pk:
 * keys in G1, hashes and sig in G2, g the G1 generator; min-sig: the groups swapped, the
 * pairing's arguments in G1, G2 order), ECB_ERR_VERIFY_FAILED when not, ECB_ERR_OUT_OF_MEMORY
 * (only for n > 1: one pair's check uses the stack).
 * The points must be valid group elements; identities contribute 1. One Miller loop over n + 1
 * pairs and one final exponentiation. */
ecb_status bls_pairing_check(const bls_suite *s, const bls_point *keys, const bls_point *hashes,
                             size_t n, const bls_point *sig);

/* out = sum_{i < n} w[i] pts[i] in the key group (in_key_group) or the signature group of s, as
 * a Jacobian point of that group (ecb_bls12_381_g1 or _g2); pts are n affine points of it back
 * to back, w scalars below r. A single point is one variable-time GLV multiplication (the
 * engine's plan for n = 1 costs about three times as much). Returns ECB_OK or the engine's
 * ECB_ERR_OUT_OF_MEMORY. Variable time. */
ecb_status bls_msm(const bls_suite *s, int in_key_group, void *out, const void *pts,
                   const ecb_bls12_381_scalar *w, size_t n, unsigned threads);

/* 1 when the signature group point is the identity (0, 0). */
int bls_sig_is_identity(const bls_suite *s, const bls_point *p);

/* Message list checks shared by the list functions: ECB_ERR_NULL_POINTER for a NULL message
 * with a non-zero length, ECB_ERR_SIZE_OVERFLOW for a length above PTRDIFF_MAX. */
ecb_status bls_check_messages(const uint8_t *const *msgs, const size_t *msg_lens, size_t n);

/* Batch verification with the fresh randomness given (32 bytes): the body of
 * ecb_bls_batch_verify after its argument checks, so tests can fix the weights. valid has n
 * entries (written); returns ECB_OK, ECB_ERR_VERIFY_FAILED or ECB_ERR_OUT_OF_MEMORY. */
ecb_status bls_batch_verify_seeded(const bls_suite *s, const uint8_t *pks,
                                   const uint8_t *const *msgs, const size_t *msg_lens,
                                   const uint8_t *sigs, size_t n, unsigned threads,
                                   const uint8_t seed[32], uint8_t *valid, size_t *invalid);

#endif
