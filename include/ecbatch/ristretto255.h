/** @file
 * ristretto255 (RFC 9496): a prime-order group of order
 *   l = 2^252 + 27742317777372353535851937790883648493
 * built on edwards25519, and its scalars mod l.
 *
 * Points are held in extended Edwards coordinates; two representations of the same
 * ristretto255 element compare equal with ecb_ristretto255_equal() and encode to the same
 * bytes. Every function here is constant time in all its inputs unless its name ends in
 * _var, in which case it may only be given public data. Encodings are 32 bytes: points per
 * RFC 9496 §4.3.2, scalars little-endian canonical (< l). */
#ifndef ECBATCH_RISTRETTO255_H
#define ECBATCH_RISTRETTO255_H

#include <stddef.h>
#include <stdint.h>

#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Bytes of an encoded group element. */
#define ECB_RISTRETTO255_BYTES 32
/** Bytes of an encoded scalar. */
#define ECB_RISTRETTO255_SCALAR_BYTES 32
/** Bytes hashed to a group element by ecb_ristretto255_from_uniform_bytes. */
#define ECB_RISTRETTO255_UNIFORM_BYTES 64

/** An element of GF(2^255 - 19) in radix 2^51 (internal representation; treat as opaque). */
typedef struct ecb_fe25519 {
    uint64_t v[5]; /**< little-endian 51-bit limbs */
} ecb_fe25519;

/** A ristretto255 element as an edwards25519 point in extended coordinates (X:Y:Z:T),
 * x = X/Z, y = Y/Z, xy = T/Z. Treat as opaque. */
typedef struct ecb_ristretto255_point {
    ecb_fe25519 X; /**< extended X */
    ecb_fe25519 Y; /**< extended Y */
    ecb_fe25519 Z; /**< extended Z */
    ecb_fe25519 T; /**< extended T = XY/Z */
} ecb_ristretto255_point;

/** A scalar mod l, always fully reduced: v[0] holds the least significant 64 bits. */
typedef struct ecb_ristretto255_scalar {
    uint64_t v[4]; /**< the integer, little-endian 64-bit limbs */
} ecb_ristretto255_scalar;

/* ---- points ------------------------------------------------------------------------------ */

/** Decodes 32 bytes (RFC 9496 §4.3.1). Rejects, in this order: s >= p (the whole 256-bit value,
 * so bit 255 set is rejected) ECB_ERR_NON_CANONICAL; s odd ECB_ERR_NEGATIVE; no square root
 * ECB_ERR_NON_SQUARE; t = x*y negative ECB_ERR_NEGATIVE_XY; y = 0 ECB_ERR_Y_ZERO.
 * On error *out is the identity. ECB_ERR_NULL_POINTER when out or in is NULL (then *out,
 * when there is one, is the identity). in needs no alignment; this holds for every byte-array
 * argument of this header. Constant time in the bytes except for the returned status. */
ecb_status ecb_ristretto255_decode(ecb_ristretto255_point *out, const uint8_t in[32]);

/** Decodes n encodings, in[32 i .. 32 i + 32) into out[i], each with exactly the result and
 * status ecb_ristretto255_decode gives it (a failed element's out[i] is the identity). For
 * verifiers of many public points (proofs, commitments): the inverse square roots run eight at
 * a time in AVX-512 IFMA lanes where the CPU has them (ECBATCH_CPU caps this), one at a time
 * otherwise. Variable time: public encodings only; ecb_ristretto255_decode stays the
 * constant-time decoder.
 *
 * status, when not NULL, receives every element's status (n entries). Returns ECB_OK when every
 * element decoded, else the status of the failing element with the lowest index. threads > 1
 * splits the work into blocks of 64 elements over up to that many threads (the caller's
 * included), at most one per 256 elements; 0 or 1 runs on the calling thread only. n = 0 returns
 * ECB_OK and touches nothing; otherwise ECB_ERR_NULL_POINTER when out or in is NULL,
 * ECB_ERR_SIZE_OVERFLOW when n points exceed PTRDIFF_MAX bytes, ECB_ERR_INVALID_ARGUMENT when
 * threads is above 256 (all before writing anything). */
ecb_status ecb_ristretto255_decode_batch_var(ecb_ristretto255_point *out, ecb_status *status,
                                             const uint8_t *in, size_t n, unsigned threads);

/** Encodes a point to its canonical 32 bytes (RFC 9496 §4.3.2). */
void ecb_ristretto255_encode(uint8_t out[32], const ecb_ristretto255_point *p);

/** 1 if a and b are the same ristretto255 element, else 0 (RFC 9496 §4.3.3). */
int ecb_ristretto255_equal(const ecb_ristretto255_point *a, const ecb_ristretto255_point *b);

/** 1 if p is the identity element, else 0. */
int ecb_ristretto255_is_identity(const ecb_ristretto255_point *p);

/** The element derived from 64 uniform bytes (RFC 9496 §4.3.4): MAP(b[0..32]) + MAP(b[32..64]),
 * each half little-endian with bit 255 masked off. Equals libsodium's
 * crypto_core_ristretto255_from_hash and dalek's RistrettoPoint::from_uniform_bytes. */
void ecb_ristretto255_from_uniform_bytes(ecb_ristretto255_point *out, const uint8_t in[64]);

/** out = the identity element (encoding: 32 zero bytes). */
void ecb_ristretto255_identity(ecb_ristretto255_point *out);
/** The base point B of RFC 9496 §4.4 (encoding e2f2ae0a...2d76). */
void ecb_ristretto255_base(ecb_ristretto255_point *out);
/** out = a + b. */
void ecb_ristretto255_add(ecb_ristretto255_point *out, const ecb_ristretto255_point *a,
                          const ecb_ristretto255_point *b);
/** out = a - b. */
void ecb_ristretto255_sub(ecb_ristretto255_point *out, const ecb_ristretto255_point *a,
                          const ecb_ristretto255_point *b);
/** out = 2 a. */
void ecb_ristretto255_double(ecb_ristretto255_point *out, const ecb_ristretto255_point *a);
/** out = -a. */
void ecb_ristretto255_negate(ecb_ristretto255_point *out, const ecb_ristretto255_point *a);

/** out = k*p, constant time in k and p. */
void ecb_ristretto255_scalar_mult(ecb_ristretto255_point *out, const ecb_ristretto255_scalar *k,
                                  const ecb_ristretto255_point *p);

/** out = k*B with a precomputed table of the base point, constant time in k. */
void ecb_ristretto255_base_mult(ecb_ristretto255_point *out, const ecb_ristretto255_scalar *k);

/** out = a*A + b*B (B the base point). Variable time: public a, A, b only (verification). */
void ecb_ristretto255_double_scalar_mult_var(ecb_ristretto255_point *out,
                                             const ecb_ristretto255_scalar *a,
                                             const ecb_ristretto255_point *A,
                                             const ecb_ristretto255_scalar *b);

/* ---- scalars mod l ----------------------------------------------------------------------- */

/** Decodes 32 little-endian bytes; ECB_ERR_SCALAR_OUT_OF_RANGE when the value is >= l
 * (then *out is zero); ECB_ERR_NULL_POINTER when out or in is NULL. */
ecb_status ecb_ristretto255_scalar_decode(ecb_ristretto255_scalar *out, const uint8_t in[32]);
/** The canonical 32-byte little-endian encoding. */
void ecb_ristretto255_scalar_encode(uint8_t out[32], const ecb_ristretto255_scalar *s);
/** 64 little-endian bytes reduced mod l (for hashing to a scalar). */
void ecb_ristretto255_scalar_reduce64(ecb_ristretto255_scalar *out, const uint8_t in[64]);
/** out = v. */
void ecb_ristretto255_scalar_from_u64(ecb_ristretto255_scalar *out, uint64_t v);
/** out = a + b mod l. */
void ecb_ristretto255_scalar_add(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *a,
                                 const ecb_ristretto255_scalar *b);
/** out = a - b mod l. */
void ecb_ristretto255_scalar_sub(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *a,
                                 const ecb_ristretto255_scalar *b);
/** out = -a mod l. */
void ecb_ristretto255_scalar_neg(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *a);
/** out = a b mod l. */
void ecb_ristretto255_scalar_mul(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *a,
                                 const ecb_ristretto255_scalar *b);
/** out = a^2 mod l. */
void ecb_ristretto255_scalar_sqr(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *a);
/** out = a^-1 mod l, constant time; ECB_ERR_ZERO (and out = 0) when a = 0;
 * ECB_ERR_NULL_POINTER when out or a is NULL. */
ecb_status ecb_ristretto255_scalar_invert(ecb_ristretto255_scalar *out,
                                          const ecb_ristretto255_scalar *a);
/** out[i] = in[i]^-1 for i < n with one inversion (Montgomery's trick), constant time in the
 * values. ECB_ERR_ZERO when any input is zero (out then unspecified). out may equal in.
 * scratch holds n scalars. n = 0 returns ECB_OK and touches nothing; otherwise
 * ECB_ERR_NULL_POINTER when an array is NULL, ECB_ERR_SIZE_OVERFLOW when n scalars exceed
 * PTRDIFF_MAX bytes. */
ecb_status ecb_ristretto255_scalar_batch_invert(ecb_ristretto255_scalar *out,
                                                const ecb_ristretto255_scalar *in, size_t n,
                                                ecb_ristretto255_scalar *scratch);
/** 1 when a = 0, else 0 (constant time). */
int ecb_ristretto255_scalar_is_zero(const ecb_ristretto255_scalar *a);
/** 1 when a = b, else 0 (constant time). */
int ecb_ristretto255_scalar_equal(const ecb_ristretto255_scalar *a,
                                  const ecb_ristretto255_scalar *b);

#ifdef __cplusplus
}
#endif
#endif
