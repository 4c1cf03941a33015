/** @file
 * The optimal ate pairing of BLS12-381, e: G1 x G2 -> GT, and the group GT.
 *
 * e is the value blst computes (blst_miller_loop, then blst_final_exp), byte for byte: a
 * Miller loop over |x| = 0xd201000000010000 (x negative), then the final exponentiation, whose
 * exponent in blst (and here) is 3 (p^12 - 1) / r, the cube of the plain reduced pairing: a
 * non-degenerate bilinear map all the same (3 is prime to r). GT is the order-r subgroup of
 * Fp12* (Fp12 = Fp6[w]/(w^2 - v), Fp6 = Fp2[v]/(v^3 - (1 + u)), Fp2 = Fp[u]/(u^2 + 1)).
 *
 * Encoding of a GT element: 576 bytes, as blst_bendian_from_fp12 writes them: with
 * f = g + h w, g = g0 + g1 v + g2 v^2, h = h0 + h1 v + h2 v^2, the Fp2 coefficients g0, h0,
 * g1, h1, g2, h2 (of w^0 .. w^5), each as c0 then c1 (real part first), each Fp value 48 bytes
 * big-endian, fully reduced. The identity is 47 zero bytes, 01, then 528 zero bytes.
 *
 * Pairs with the identity on either side contribute 1 (they are skipped), also inside a
 * multi-pairing. The product of k pairings shares one Miller loop (its accumulator squared once
 * per step for all pairs; with AVX-512 IFMA and at least 4 pairs, 5 prepared, eight pairs run
 * side by side in vector lanes with eight accumulators multiplied together at the end: the same
 * value) and one final exponentiation.
 *
 * On every error the output GT element is zero (all coefficients 0), which is not an element of
 * GT: ecb_bls12_381_gt_is_one and ecb_bls12_381_gt_equal return 0 for it against any element,
 * so a caller who forgets the status still never accepts.
 *
 * Timing: the pairing functions are constant time in the coordinates of the points (whether a
 * point is the identity is not hidden); decoders and _var functions are variable time (public
 * data only). */
#ifndef ECBATCH_PAIRING_H
#define ECBATCH_PAIRING_H

#include <stddef.h>
#include <stdint.h>

#include "bls12_381.h"
#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Bytes of an encoded GT element. */
#define ECB_BLS12_381_GT_BYTES 576
/** The most pairs one multi-pairing takes (more: ECB_ERR_SIZE_OVERFLOW, checked before any
 * allocation). The byte-level multi-pairing allocates 576 bytes per pair, the affine and prepared
 * ones 288 and none. */
#define ECB_BLS12_381_PAIRING_MAX_PAIRS ((size_t)1 << 16)

/** An element of Fp12 (in GT after any function below that returns ECB_OK). Opaque. */
typedef struct ecb_bls12_381_gt {
    uint64_t v[72]; /**< 12 base-field elements in Montgomery form */
} ecb_bls12_381_gt;

/* ---- pairings ------------------------------------------------------------------------------ */

/** out = e(P, Q) for P and Q given as compressed encodings (48 and 96 bytes), decoded with
 * every check of ecb_bls12_381_g1_decode / ecb_bls12_381_g2_decode, the subgroup checks
 * included. Returns ECB_OK; ECB_ERR_NULL_POINTER (any pointer NULL); or the decoder's status
 * (ECB_ERR_BAD_FLAGS, ECB_ERR_INFINITY_PAYLOAD, ECB_ERR_NON_CANONICAL, ECB_ERR_NOT_ON_CURVE,
 * ECB_ERR_NOT_IN_SUBGROUP), P's first. On error *out (when out is not NULL) is zero. The
 * identity is valid: e(O, Q) = e(P, O) = 1. Decoding is variable time (points are public). */
ecb_status ecb_bls12_381_pairing(ecb_bls12_381_gt *out, const uint8_t p[48], const uint8_t q[96]);

/** out = prod_i e(P_i, Q_i) for n pairs: ps holds the n compressed G1 points back to back
 * (ps_len = 48 n bytes), qs the n compressed G2 points (qs_len = 96 n), each decoded as in
 * ecb_bls12_381_pairing. n = 0 gives 1. Returns ECB_OK or, checked in this order before any
 * allocation or decoding: ECB_ERR_NULL_POINTER (out NULL, or ps / qs NULL with n > 0),
 * ECB_ERR_SIZE_OVERFLOW (n > ECB_BLS12_381_PAIRING_MAX_PAIRS), ECB_ERR_LENGTH (ps_len != 48 n or
 * qs_len != 96 n); then ECB_ERR_OUT_OF_MEMORY; then the status of the first element that fails
 * to decode (pair by pair, P before Q). On error *out is zero. */
ecb_status ecb_bls12_381_multi_pairing(ecb_bls12_381_gt *out, const uint8_t *ps, size_t ps_len,
                                       const uint8_t *qs, size_t qs_len, size_t n);

/** out = prod_i e(p[i], q[i]) for n affine pairs (the identity written (0, 0)), as the affine
 * decoders (ecb_bls12_381_g1_decode_affine, ...) give them. UNCHECKED: the points must lie in
 * G1 and G2 (the decoders guarantee it); nothing is checked here, and other points give
 * meaningless values. Returns ECB_OK, ECB_ERR_NULL_POINTER (out NULL, or p / q NULL with
 * n > 0), ECB_ERR_SIZE_OVERFLOW (n above the bound), ECB_ERR_OUT_OF_MEMORY (288 bytes per pair
 * of scratch); on error *out is zero. Constant time in the coordinates. */
ecb_status ecb_bls12_381_multi_pairing_affine(ecb_bls12_381_gt *out,
                                              const ecb_bls12_381_g1_affine *p,
                                              const ecb_bls12_381_g2_affine *q, size_t n);

/* ---- prepared G2 points --------------------------------------------------------------------- */

/** The bytes of a prepared G2 point: the 68 line coefficients of its Miller loop (63 doublings,
 * 5 additions) with a small header, for a fixed G2 point (a generator, a public key) paired
 * many times. A constant (19600). */
size_t ecb_bls12_381_g2_prepared_size(void);

/** Fills prepared (prepared_len >= ecb_bls12_381_g2_prepared_size() bytes, any alignment,
 * caller-owned: no allocation) with the lines of q, which must lie in G2 (UNCHECKED, as for
 * ecb_bls12_381_multi_pairing_affine); the identity is allowed and pairs to 1. Returns ECB_OK,
 * ECB_ERR_NULL_POINTER, or ECB_ERR_SCRATCH_TOO_SMALL (prepared_len below the size; nothing is
 * written). The bytes are an in-memory form for this build only, not an exchange format.
 * Constant time in q's coordinates. */
ecb_status ecb_bls12_381_g2_prepare(void *prepared, size_t prepared_len,
                                    const ecb_bls12_381_g2_affine *q);

/** out = prod_i e(p[i], Q_i) for n pairs where prepared[i] holds Q_i prepared by
 * ecb_bls12_381_g2_prepare (each buffer at least prepared_len bytes). The same value as
 * ecb_bls12_381_multi_pairing_affine on the unprepared points, without their doubling and
 * addition steps. UNCHECKED points p as in ecb_bls12_381_multi_pairing_affine. Returns ECB_OK,
 * ECB_ERR_NULL_POINTER (out NULL, or p / prepared / an entry NULL with n > 0),
 * ECB_ERR_SIZE_OVERFLOW (n above the bound), ECB_ERR_SCRATCH_TOO_SMALL (prepared_len below the
 * size), ECB_ERR_INVALID_ARGUMENT (an entry that ecb_bls12_381_g2_prepare did not fill: its
 * header does not match). No allocation. On error *out is zero. Constant time in the
 * coordinates. */
ecb_status ecb_bls12_381_multi_pairing_prepared(ecb_bls12_381_gt *out,
                                                const ecb_bls12_381_g1_affine *p,
                                                const void *const *prepared, size_t prepared_len,
                                                size_t n);

/* ---- GT ------------------------------------------------------------------------------------ */

/** out = 1, the identity of GT. */
void ecb_bls12_381_gt_one(ecb_bls12_381_gt *out);
/** 1 when a is the identity of GT, else 0 (also 0 for the zero an error leaves). Constant time. */
int ecb_bls12_381_gt_is_one(const ecb_bls12_381_gt *a);
/** 1 when a and b are the same element, 0 otherwise and whenever either is zero (an error's
 * output). Constant time. */
int ecb_bls12_381_gt_equal(const ecb_bls12_381_gt *a, const ecb_bls12_381_gt *b);
/** out = a b (the group operation). Constant time. */
void ecb_bls12_381_gt_mul(ecb_bls12_381_gt *out, const ecb_bls12_381_gt *a,
                          const ecb_bls12_381_gt *b);
/** out = a^-1, the conjugate (a must be in GT). Constant time. */
void ecb_bls12_381_gt_inverse(ecb_bls12_381_gt *out, const ecb_bls12_381_gt *a);
/** out = a^k, constant time in a and k (fixed 4-bit windows, constant-time table scan). a must
 * be in GT. */
void ecb_bls12_381_gt_pow(ecb_bls12_381_gt *out, const ecb_bls12_381_gt *a,
                          const ecb_bls12_381_scalar *k);
/** out = a^k by square and multiply, variable time in k: public k only. a must be in GT. */
void ecb_bls12_381_gt_pow_var(ecb_bls12_381_gt *out, const ecb_bls12_381_gt *a,
                              const ecb_bls12_381_scalar *k);
/** The 576-byte encoding of a (see the file comment). Constant time. */
void ecb_bls12_381_gt_encode(uint8_t out[576], const ecb_bls12_381_gt *a);
/** Decodes 576 bytes. Errors, first failing check first: ECB_ERR_NULL_POINTER,
 * ECB_ERR_NON_CANONICAL (a coefficient >= p), ECB_ERR_NOT_IN_SUBGROUP (not in GT: zero, outside
 * the cyclotomic subgroup, or a^p != a^x, Scott's test, ePrint 2021/1130). On error *out is
 * zero. Variable time (public data). */
ecb_status ecb_bls12_381_gt_decode(ecb_bls12_381_gt *out, const uint8_t in[576]);

#ifdef __cplusplus
}
#endif
#endif
