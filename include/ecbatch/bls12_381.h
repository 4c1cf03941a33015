/** @file
 * BLS12-381: the groups G1 (y^2 = x^3 + 4 over Fp) and G2 (y^2 = x^3 + 4(1 + u) over
 * Fp2 = Fp[u]/(u^2 + 1)) of prime order
 *   r = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001,
 * and scalars mod r.
 *
 * Points are held in Jacobian coordinates (treat the types as opaque); two representations of
 * one point compare equal with the _equal functions and encode to the same bytes. Encodings
 * follow ZCash / IETF (../shared/vectors/FORMAT.md §2.2): compressed G1 48 bytes, G2 96
 * bytes; uncompressed G1 96, G2 192 bytes; scalars 32 bytes big-endian, canonical (< r), or
 * little-endian with the _le functions. The _decode_affine decoders and the batch decoders give
 * the affine points the MSM takes directly.
 *
 * Every function is constant time in all its inputs unless its name ends in _var, in which
 * case it may only be given public data. The decoders are variable time: points arriving as
 * bytes are public. */
#ifndef ECBATCH_BLS12_381_H
#define ECBATCH_BLS12_381_H

#include <stddef.h>
#include <stdint.h>

#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Bytes of a compressed G1 point. */
#define ECB_BLS12_381_G1_BYTES 48
/** Bytes of an uncompressed G1 point. */
#define ECB_BLS12_381_G1_UNCOMPRESSED_BYTES 96
/** Bytes of a compressed G2 point. */
#define ECB_BLS12_381_G2_BYTES 96
/** Bytes of an uncompressed G2 point. */
#define ECB_BLS12_381_G2_UNCOMPRESSED_BYTES 192
/** Bytes of an encoded scalar. */
#define ECB_BLS12_381_SCALAR_BYTES 32

/** An element of Fp in Montgomery form (internal representation; opaque). */
typedef struct ecb_bls12_381_fp {
    uint64_t v[6]; /**< little-endian limbs of x * 2^384 mod p */
} ecb_bls12_381_fp;

/** An element c0 + c1 u of Fp2 (opaque). */
typedef struct ecb_bls12_381_fp2 {
    ecb_bls12_381_fp c0; /**< the rational part */
    ecb_bls12_381_fp c1; /**< the coefficient of u */
} ecb_bls12_381_fp2;

/** A G1 point (X : Y : Z), x = X/Z^2, y = Y/Z^3, Z = 0 the identity. Opaque. */
typedef struct ecb_bls12_381_g1 {
    ecb_bls12_381_fp X; /**< Jacobian X */
    ecb_bls12_381_fp Y; /**< Jacobian Y */
    ecb_bls12_381_fp Z; /**< Jacobian Z (0: the identity) */
} ecb_bls12_381_g1;

/** A G2 point in the same coordinates over Fp2. Opaque. */
typedef struct ecb_bls12_381_g2 {
    ecb_bls12_381_fp2 X; /**< Jacobian X */
    ecb_bls12_381_fp2 Y; /**< Jacobian Y */
    ecb_bls12_381_fp2 Z; /**< Jacobian Z (0: the identity) */
} ecb_bls12_381_g2;

/** An affine G1 point (x, y), the identity written (0, 0) (never on either curve, b != 0):
 * the input type of the MSM (include/ecbatch/msm.h), as in blst. Convert with the _to_affine /
 * _from_affine functions below. */
typedef struct ecb_bls12_381_g1_affine {
    ecb_bls12_381_fp x; /**< affine x */
    ecb_bls12_381_fp y; /**< affine y */
} ecb_bls12_381_g1_affine;

/** An affine G2 point (x, y) over Fp2, the identity written (0, 0), as for G1. */
typedef struct ecb_bls12_381_g2_affine {
    ecb_bls12_381_fp2 x; /**< affine x */
    ecb_bls12_381_fp2 y; /**< affine y */
} ecb_bls12_381_g2_affine;

/** A scalar mod r, always fully reduced: v[0] holds the least significant 64 bits. */
typedef struct ecb_bls12_381_scalar {
    uint64_t v[4]; /**< the integer, little-endian 64-bit limbs */
} ecb_bls12_381_scalar;

/* ---- G1 ---------------------------------------------------------------------------------- */

/** Decodes a compressed point (48 bytes). Errors, first failing check first:
 * ECB_ERR_BAD_FLAGS (compression bit missing, sort flag with infinity),
 * ECB_ERR_INFINITY_PAYLOAD, ECB_ERR_NON_CANONICAL (x >= p), ECB_ERR_NOT_ON_CURVE (x^3 + 4 has
 * no square root), ECB_ERR_NOT_IN_SUBGROUP. On error *out is the identity. ECB_ERR_NULL_POINTER
 * when out or in is NULL (then *out, when there is one, is the identity). in needs no
 * alignment; this holds for every byte-array argument of this header. */
ecb_status ecb_bls12_381_g1_decode(ecb_bls12_381_g1 *out, const uint8_t in[48]);
/** Decodes an uncompressed point (96 bytes x || y; only the infinity flag may be set). Errors
 * as above; ECB_ERR_NOT_ON_CURVE when y^2 != x^3 + 4. */
ecb_status ecb_bls12_381_g1_decode_uncompressed(ecb_bls12_381_g1 *out, const uint8_t in[96]);
/** The canonical compressed encoding (48 bytes, flags in byte 0). */
void ecb_bls12_381_g1_encode(uint8_t out[48], const ecb_bls12_381_g1 *p);
/** The canonical uncompressed encoding (96 bytes x || y; the identity is 0x40, 0, ..., 0). */
void ecb_bls12_381_g1_encode_uncompressed(uint8_t out[96], const ecb_bls12_381_g1 *p);

/** out = the identity (point at infinity). */
void ecb_bls12_381_g1_identity(ecb_bls12_381_g1 *out);
/** The standard generator (compressed 97f1d3a7...c6bb). */
void ecb_bls12_381_g1_generator(ecb_bls12_381_g1 *out);
/** 1 when p is the identity, else 0. */
int ecb_bls12_381_g1_is_identity(const ecb_bls12_381_g1 *p);
/** 1 when a and b are the same point, else 0. */
int ecb_bls12_381_g1_equal(const ecb_bls12_381_g1 *a, const ecb_bls12_381_g1 *b);
/** out = a + b for any inputs (complete: equal, opposite and identity inputs included). */
void ecb_bls12_381_g1_add(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1 *a,
                          const ecb_bls12_381_g1 *b);
/** out = 2 a (complete). */
void ecb_bls12_381_g1_double(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1 *a);
/** out = -a. */
void ecb_bls12_381_g1_negate(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1 *a);
/** out = k P, constant time in k and P (GLV split over the endomorphism, fixed 4-bit windows,
 * constant-time table lookups, complete additions). P must be in G1 (decoded points are). */
void ecb_bls12_381_g1_mul(ecb_bls12_381_g1 *out, const ecb_bls12_381_scalar *k,
                          const ecb_bls12_381_g1 *p);
/** out = k P by GLV and interleaved wNAF, variable time: public k and P only. */
void ecb_bls12_381_g1_mul_var(ecb_bls12_381_g1 *out, const ecb_bls12_381_scalar *k,
                              const ecb_bls12_381_g1 *p);
/** 1 when p is in the order-r subgroup (Scott's endomorphism test; variable time). Points from
 * the decoders always are; this is for points built by other means. */
int ecb_bls12_381_g1_is_in_subgroup_var(const ecb_bls12_381_g1 *p);

/* ---- G2 (same contracts over Fp2) ---------------------------------------------------------- */

/** Decodes a compressed point: 96 bytes x.c1 || x.c0 with the flags in byte 0. Errors as
 * ecb_bls12_381_g1_decode. */
ecb_status ecb_bls12_381_g2_decode(ecb_bls12_381_g2 *out, const uint8_t in[96]);
/** Decodes an uncompressed point: 192 bytes x.c1 || x.c0 || y.c1 || y.c0. Errors as
 * ecb_bls12_381_g1_decode_uncompressed. */
ecb_status ecb_bls12_381_g2_decode_uncompressed(ecb_bls12_381_g2 *out, const uint8_t in[192]);
/** The canonical compressed encoding (96 bytes). */
void ecb_bls12_381_g2_encode(uint8_t out[96], const ecb_bls12_381_g2 *p);
/** The canonical uncompressed encoding (192 bytes). */
void ecb_bls12_381_g2_encode_uncompressed(uint8_t out[192], const ecb_bls12_381_g2 *p);
/** out = the identity. */
void ecb_bls12_381_g2_identity(ecb_bls12_381_g2 *out);
/** The standard generator (compressed 93e02b60...bdb8). */
void ecb_bls12_381_g2_generator(ecb_bls12_381_g2 *out);
/** 1 when p is the identity, else 0. */
int ecb_bls12_381_g2_is_identity(const ecb_bls12_381_g2 *p);
/** 1 when a and b are the same point, else 0. */
int ecb_bls12_381_g2_equal(const ecb_bls12_381_g2 *a, const ecb_bls12_381_g2 *b);
/** out = a + b (complete). */
void ecb_bls12_381_g2_add(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2 *a,
                          const ecb_bls12_381_g2 *b);
/** out = 2 a (complete). */
void ecb_bls12_381_g2_double(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2 *a);
/** out = -a. */
void ecb_bls12_381_g2_negate(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2 *a);
/** out = k P, constant time in k and P (GLS split over the endomorphism). P must be in G2. */
void ecb_bls12_381_g2_mul(ecb_bls12_381_g2 *out, const ecb_bls12_381_scalar *k,
                          const ecb_bls12_381_g2 *p);
/** out = k P, variable time: public k and P only. */
void ecb_bls12_381_g2_mul_var(ecb_bls12_381_g2 *out, const ecb_bls12_381_scalar *k,
                              const ecb_bls12_381_g2 *p);
/** 1 when p is in the order-r subgroup (variable time). */
int ecb_bls12_381_g2_is_in_subgroup_var(const ecb_bls12_381_g2 *p);

/* ---- affine form ------------------------------------------------------------------------- */

/** out = p in affine coordinates (one field inversion; the identity gives (0, 0)). Constant
 * time. */
void ecb_bls12_381_g1_to_affine(ecb_bls12_381_g1_affine *out, const ecb_bls12_381_g1 *p);
/** The same for G2. */
void ecb_bls12_381_g2_to_affine(ecb_bls12_381_g2_affine *out, const ecb_bls12_381_g2 *p);
/** out[i] = in[i] in affine coordinates for i < n, one inversion per 128 points (Montgomery's
 * trick); identities give (0, 0); out and in may not overlap. Constant time in the values (n
 * is public). n is bounded by the caller's arrays only: no allocation (a fixed 128-point stack
 * batch), work linear in n. */
void ecb_bls12_381_g1_batch_to_affine(ecb_bls12_381_g1_affine *out, const ecb_bls12_381_g1 *in,
                                      size_t n);
/** The same for G2. */
void ecb_bls12_381_g2_batch_to_affine(ecb_bls12_381_g2_affine *out, const ecb_bls12_381_g2 *in,
                                      size_t n);
/** out = the point (x, y), or the identity for (0, 0). The caller vouches that (x, y) is on
 * the curve and in the subgroup (as the output of _to_affine is; nothing is checked).
 * Constant time. */
void ecb_bls12_381_g1_from_affine(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1_affine *p);
/** The same for G2. */
void ecb_bls12_381_g2_from_affine(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2_affine *p);

/* ---- decoding straight to affine form ----------------------------------------------------- */

/** Decodes a compressed G1 point (48 bytes) into the affine form the MSM takes: the same checks
 * in the same order and the same statuses as ecb_bls12_381_g1_decode (for every input the two
 * agree on the status and, on ECB_OK, on the point), with the identity written (0, 0). On error
 * *out is (0, 0); ECB_ERR_NULL_POINTER when out or in is NULL. No inversion is needed (x comes
 * from the bytes, y from a square root), so this costs no more than ecb_bls12_381_g1_decode
 * and saves the caller's ecb_bls12_381_g1_batch_to_affine. Variable time (public points). */
ecb_status ecb_bls12_381_g1_decode_affine(ecb_bls12_381_g1_affine *out, const uint8_t in[48]);
/** The same for an uncompressed G1 point (96 bytes), as ecb_bls12_381_g1_decode_uncompressed. */
ecb_status ecb_bls12_381_g1_decode_affine_uncompressed(ecb_bls12_381_g1_affine *out,
                                                       const uint8_t in[96]);
/** The same for a compressed G2 point (96 bytes), as ecb_bls12_381_g2_decode. */
ecb_status ecb_bls12_381_g2_decode_affine(ecb_bls12_381_g2_affine *out, const uint8_t in[96]);
/** The same for an uncompressed G2 point (192 bytes), as ecb_bls12_381_g2_decode_uncompressed. */
ecb_status ecb_bls12_381_g2_decode_affine_uncompressed(ecb_bls12_381_g2_affine *out,
                                                       const uint8_t in[192]);

/** Decodes n compressed G1 points, stored back to back at in (in_len bytes, which must be
 * exactly 48 n), into out[0..n) on up to `threads` threads, each element exactly as
 * ecb_bls12_381_g1_decode_affine would. Every element is decoded, also after an invalid one; an
 * invalid element's output is (0, 0), the identity, which the MSM skips, so check the status before
 * using out.
 * @param out        n affine points (may be NULL when n = 0)
 * @param n          the number of points
 * @param in         the n encodings, back to back (may be NULL when n = 0)
 * @param in_len     bytes at in: must be 48 n
 * @param threads    0 or 1: the calling thread only; at most 256
 * @param statuses   NULL, or n entries receiving each element's status
 * @param first_bad  NULL, or receives the index of the first invalid element (n when all are
 *                   valid; 0 when the arguments are rejected)
 * @return ECB_OK when every element is valid; else the status of the first invalid element
 *         (lowest index, whatever the thread count). Argument errors, checked first, in this
 *         order, before anything is written to out: ECB_ERR_NULL_POINTER (out or in NULL with
 *         n > 0), ECB_ERR_SIZE_OVERFLOW (n encodings or n outputs exceed PTRDIFF_MAX bytes),
 *         ECB_ERR_LENGTH (in_len != 48 n), ECB_ERR_INVALID_ARGUMENT (threads above 256).
 *         n = 0 returns ECB_OK and writes nothing but *first_bad = 0.
 * The elements share no inversion because none is needed: affine output is free. Threads
 * take runs of 64 points; no allocation. At the ifma level (AVX-512 IFMA) the square roots and
 * subgroup checks of a run go eight at a time in vector lanes, with the same results. Variable
 * time (public points). */
ecb_status ecb_bls12_381_g1_batch_decode_affine(ecb_bls12_381_g1_affine *out, size_t n,
                                                const uint8_t *in, size_t in_len, unsigned threads,
                                                ecb_status *statuses, size_t *first_bad);
/** The same for uncompressed G1 points (in_len = 96 n). */
ecb_status ecb_bls12_381_g1_batch_decode_affine_uncompressed(ecb_bls12_381_g1_affine *out, size_t n,
                                                             const uint8_t *in, size_t in_len,
                                                             unsigned threads, ecb_status *statuses,
                                                             size_t *first_bad);
/** The same for compressed G2 points (in_len = 96 n). */
ecb_status ecb_bls12_381_g2_batch_decode_affine(ecb_bls12_381_g2_affine *out, size_t n,
                                                const uint8_t *in, size_t in_len, unsigned threads,
                                                ecb_status *statuses, size_t *first_bad);
/** The same for uncompressed G2 points (in_len = 192 n). */
ecb_status ecb_bls12_381_g2_batch_decode_affine_uncompressed(ecb_bls12_381_g2_affine *out, size_t n,
                                                             const uint8_t *in, size_t in_len,
                                                             unsigned threads, ecb_status *statuses,
                                                             size_t *first_bad);

/** UNCHECKED: loads an uncompressed G1 encoding (96 bytes x || y) into affine form checking
 * only its format: flags and identity payload (ECB_ERR_BAD_FLAGS, ECB_ERR_INFINITY_PAYLOAD)
 * and coordinates below p (ECB_ERR_NON_CANONICAL). It does NOT check that (x, y) is on the
 * curve or in G1: only for points this program has validated before (e.g. its own stored,
 * once-decoded bases); anything else must go through ecb_bls12_381_g1_decode_affine_uncompressed.
 * An unchecked point outside G1 makes the MSM and every other operation return meaningless
 * results. On error *out is (0, 0); ECB_ERR_NULL_POINTER when out or in is NULL. Variable time. */
ecb_status ecb_bls12_381_g1_affine_from_raw_unchecked(ecb_bls12_381_g1_affine *out,
                                                      const uint8_t in[96]);
/** UNCHECKED: the same for an uncompressed G2 encoding (192 bytes); G2 membership and the curve
 * equation are NOT checked. */
ecb_status ecb_bls12_381_g2_affine_from_raw_unchecked(ecb_bls12_381_g2_affine *out,
                                                      const uint8_t in[192]);

/* ---- hashing to G1 and G2 (RFC 9380) ------------------------------------------------------ */

/** hash_to_curve of the suite BLS12381G1_XMD:SHA-256_SSWU_RO_ (RFC 9380 §8.8.1): a point of G1
 * indistinguishable from a random oracle's, for the message msg (msg_len bytes; msg may be
 * NULL when msg_len = 0) under the domain-separation tag dst (dst_len >= 1 bytes; a tag longer
 * than 255 bytes is hashed first, §5.3.3). The BLS signature suites use dst =
 * "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_" and related tags.
 * Returns ECB_OK, ECB_ERR_NULL_POINTER (out or dst NULL, or msg NULL with msg_len > 0),
 * ECB_ERR_INVALID_ARGUMENT (dst_len = 0) or ECB_ERR_SIZE_OVERFLOW (msg_len or dst_len above
 * PTRDIFF_MAX, which no object can have); on error *out (when not NULL) is the identity.
 * Constant time in msg (it may be secret); dst and the lengths are public. */
ecb_status ecb_bls12_381_g1_hash_to_curve(ecb_bls12_381_g1 *out, const uint8_t *msg, size_t msg_len,
                                          const uint8_t *dst, size_t dst_len);
/** encode_to_curve of BLS12381G1_XMD:SHA-256_SSWU_NU_: one map_to_curve instead of two, so
 * cheaper, but a nonuniform encoding (RFC 9380 §3): its outputs are not uniformly distributed
 * and it is no random oracle. Same arguments, errors and timing as
 * ecb_bls12_381_g1_hash_to_curve. */
ecb_status ecb_bls12_381_g1_encode_to_curve(ecb_bls12_381_g1 *out, const uint8_t *msg,
                                            size_t msg_len, const uint8_t *dst, size_t dst_len);
/** hash_to_curve of BLS12381G2_XMD:SHA-256_SSWU_RO_ (RFC 9380 §8.8.2); arguments, errors and
 * timing as ecb_bls12_381_g1_hash_to_curve. */
ecb_status ecb_bls12_381_g2_hash_to_curve(ecb_bls12_381_g2 *out, const uint8_t *msg, size_t msg_len,
                                          const uint8_t *dst, size_t dst_len);
/** encode_to_curve of BLS12381G2_XMD:SHA-256_SSWU_NU_ (nonuniform, see
 * ecb_bls12_381_g1_encode_to_curve); arguments and errors as ecb_bls12_381_g1_hash_to_curve. */
ecb_status ecb_bls12_381_g2_encode_to_curve(ecb_bls12_381_g2 *out, const uint8_t *msg,
                                            size_t msg_len, const uint8_t *dst, size_t dst_len);

/** hash_to_curve (as ecb_bls12_381_g1_hash_to_curve) of the augmented message aug || msg, hashed
 * in place without a copy: blst's `aug` argument, used by the BLS "message augmentation"
 * scheme (aug = the signer's public key). Same DST. aug may be NULL when aug_len = 0 (then
 * this is ecb_bls12_381_g1_hash_to_curve). Errors as ecb_bls12_381_g1_hash_to_curve, plus
 * ECB_ERR_NULL_POINTER for aug NULL with aug_len > 0 and ECB_ERR_SIZE_OVERFLOW when aug_len +
 * msg_len exceeds PTRDIFF_MAX; on error *out (when not NULL) is the identity. Constant time in
 * aug and msg. */
ecb_status ecb_bls12_381_g1_hash_to_curve_aug(ecb_bls12_381_g1 *out, const uint8_t *aug,
                                              size_t aug_len, const uint8_t *msg, size_t msg_len,
                                              const uint8_t *dst, size_t dst_len);
/** The same in G2 (BLS12381G2_XMD:SHA-256_SSWU_RO_ of aug || msg). */
ecb_status ecb_bls12_381_g2_hash_to_curve_aug(ecb_bls12_381_g2 *out, const uint8_t *aug,
                                              size_t aug_len, const uint8_t *msg, size_t msg_len,
                                              const uint8_t *dst, size_t dst_len);

/** hash_to_field of RFC 9380 §5.2 for Fp (m = 1, L = 64, expand_message_xmd with SHA-256): the
 * count (1 or 2) field elements u[0..count) of the G1 suites. hash_to_curve is
 * clear_cofactor(map_to_curve(u[0]) + map_to_curve(u[1])) with count = 2, encode_to_curve
 * clear_cofactor(map_to_curve(u[0])) with count = 1. Errors: ECB_ERR_NULL_POINTER (u or dst
 * NULL, or msg NULL with msg_len > 0), ECB_ERR_INVALID_ARGUMENT (count not 1 or 2, or
 * dst_len = 0), ECB_ERR_SIZE_OVERFLOW (a length above PTRDIFF_MAX); on error u[0..count) are
 * zero (when count is valid). Constant time in msg. */
ecb_status ecb_bls12_381_hash_to_field_fp(ecb_bls12_381_fp *u, size_t count, const uint8_t *msg,
                                          size_t msg_len, const uint8_t *dst, size_t dst_len);
/** hash_to_field for Fp2 (m = 2) of the G2 suites: each element takes two 64-byte chunks, c0
 * from the first, c1 from the second. Arguments and errors as ecb_bls12_381_hash_to_field_fp. */
ecb_status ecb_bls12_381_hash_to_field_fp2(ecb_bls12_381_fp2 *u, size_t count, const uint8_t *msg,
                                           size_t msg_len, const uint8_t *dst, size_t dst_len);
/** map_to_curve of the G1 suites (RFC 9380 §6.6.3): the simplified SWU map onto the
 * 11-isogenous curve, then the isogeny. The result lies on the curve but in general NOT in
 * G1: apply ecb_bls12_381_g1_clear_cofactor before using it as a group element. u must be an
 * element from ecb_bls12_381_hash_to_field_fp or ecb_bls12_381_fp_decode. Constant time. */
void ecb_bls12_381_g1_map_to_curve(ecb_bls12_381_g1 *out, const ecb_bls12_381_fp *u);
/** map_to_curve of the G2 suites (SSWU onto the 3-isogenous twist, then the isogeny); the result
 * is on the twist, in general NOT in G2 (see ecb_bls12_381_g2_clear_cofactor). Constant time. */
void ecb_bls12_381_g2_map_to_curve(ecb_bls12_381_g2 *out, const ecb_bls12_381_fp2 *u);
/** clear_cofactor of the G1 suites: out = h_eff p, h_eff = 0xd201000000010001 (RFC 9380
 * §8.8.1); any point of the curve (as from ecb_bls12_381_g1_map_to_curve) goes to G1. Constant
 * time. */
void ecb_bls12_381_g1_clear_cofactor(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1 *p);
/** clear_cofactor of the G2 suites (h_eff of §8.8.2, by the endomorphism psi); any point of the
 * twist goes to G2. Constant time. */
void ecb_bls12_381_g2_clear_cofactor(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2 *p);

/** Decodes 48 big-endian bytes into an element of Fp (e.g. a u of RFC 9380's test vectors for
 * ecb_bls12_381_g1_map_to_curve). ECB_ERR_NON_CANONICAL (and *out = 0) when the integer is
 * >= p; ECB_ERR_NULL_POINTER when out or in is NULL. Constant time except for the status. */
ecb_status ecb_bls12_381_fp_decode(ecb_bls12_381_fp *out, const uint8_t in[48]);
/** The canonical 48 big-endian bytes of a (constant time). */
void ecb_bls12_381_fp_encode(uint8_t out[48], const ecb_bls12_381_fp *a);

/* ---- scalars mod r ------------------------------------------------------------------------- */

/** Decodes 32 big-endian bytes; ECB_ERR_SCALAR_OUT_OF_RANGE (and *out = 0) when >= r;
 * ECB_ERR_NULL_POINTER when out or in is NULL. */
ecb_status ecb_bls12_381_scalar_decode(ecb_bls12_381_scalar *out, const uint8_t in[32]);
/** The canonical 32-byte big-endian encoding. */
void ecb_bls12_381_scalar_encode(uint8_t out[32], const ecb_bls12_381_scalar *s);
/** 64 big-endian bytes reduced mod r (hashing to a scalar). */
void ecb_bls12_381_scalar_reduce64(ecb_bls12_381_scalar *out, const uint8_t in[64]);
/** Decodes 32 little-endian bytes (the order of blst's blst_scalar_from_lendian and arkworks'
 * serialisation); ECB_ERR_SCALAR_OUT_OF_RANGE (and *out = 0) when >= r; ECB_ERR_NULL_POINTER
 * when out or in is NULL. Constant time except for the status. */
ecb_status ecb_bls12_381_scalar_decode_le(ecb_bls12_381_scalar *out, const uint8_t in[32]);
/** The canonical 32-byte little-endian encoding (constant time). */
void ecb_bls12_381_scalar_encode_le(uint8_t out[32], const ecb_bls12_381_scalar *s);
/** 64 little-endian bytes, any value, reduced mod r (a wide hash output to a uniform scalar;
 * constant time). */
void ecb_bls12_381_scalar_reduce64_le(ecb_bls12_381_scalar *out, const uint8_t in[64]);
/** out = v. */
void ecb_bls12_381_scalar_from_u64(ecb_bls12_381_scalar *out, uint64_t v);
/** out = a + b mod r. */
void ecb_bls12_381_scalar_add(ecb_bls12_381_scalar *out, const ecb_bls12_381_scalar *a,
                              const ecb_bls12_381_scalar *b);
/** out = a - b mod r. */
void ecb_bls12_381_scalar_sub(ecb_bls12_381_scalar *out, const ecb_bls12_381_scalar *a,
                              const ecb_bls12_381_scalar *b);
/** out = -a mod r. */
void ecb_bls12_381_scalar_neg(ecb_bls12_381_scalar *out, const ecb_bls12_381_scalar *a);
/** out = a b mod r. */
void ecb_bls12_381_scalar_mul(ecb_bls12_381_scalar *out, const ecb_bls12_381_scalar *a,
                              const ecb_bls12_381_scalar *b);
/** out = a^-1, constant time (safegcd); ECB_ERR_ZERO (and out = 0) when a = 0;
 * ECB_ERR_NULL_POINTER when out or a is NULL. */
ecb_status ecb_bls12_381_scalar_invert(ecb_bls12_381_scalar *out, const ecb_bls12_381_scalar *a);
/** out[i] = in[i]^-1 for i < n with one inversion, constant time in the values. ECB_ERR_ZERO
 * when any input is zero (its output is then zero, the others are correct). out may equal
 * in; scratch holds n scalars. n = 0 returns ECB_OK and touches nothing; otherwise
 * ECB_ERR_NULL_POINTER when an array is NULL, ECB_ERR_SIZE_OVERFLOW when n scalars exceed
 * PTRDIFF_MAX bytes. */
ecb_status ecb_bls12_381_scalar_batch_invert(ecb_bls12_381_scalar *out,
                                             const ecb_bls12_381_scalar *in, size_t n,
                                             ecb_bls12_381_scalar *scratch);
/** 1 when a = 0, else 0 (constant time). */
int ecb_bls12_381_scalar_is_zero(const ecb_bls12_381_scalar *a);
/** 1 when a = b, else 0 (constant time). */
int ecb_bls12_381_scalar_equal(const ecb_bls12_381_scalar *a, const ecb_bls12_381_scalar *b);

#ifdef __cplusplus
}
#endif
#endif
