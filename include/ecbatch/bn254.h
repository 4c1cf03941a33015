/** @file
 * BN254 G1 (alt_bn128, the curve of Ethereum's precompiles, EIP-196 / EIP-197): the group
 * y^2 = x^3 + 3 over the 254-bit field
 *   p = 0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47
 *     = 21888242871839275222246405745257275088696311157297823662689037894645226208583,
 * which has prime order
 *   r = 0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001
 *     = 21888242871839275222246405745257275088548364400416034343698204186575808495617
 * (the cofactor is 1: every point on the curve is in G1), and scalars mod r.
 *
 * Points are held in Jacobian coordinates (treat the type as opaque); two representations of
 * one point compare equal with ecb_bn254_g1_equal and encode to the same bytes.
 *
 * Two encodings:
 *  - uncompressed, 64 bytes: big-endian x || y, no flag bits, the identity all zeros (the
 *    input and output form of the EIP-196 precompiles ecAdd and ecMul, and gnark-crypto's
 *    G1Affine.RawBytes);
 *  - compressed, 32 bytes (gnark-crypto's G1Affine.Bytes, ecc/bn254/marshal.go): big-endian x
 *    with a two-bit code in the top bits of byte 0 (free since p < 2^254): 0b10 y is the
 *    smaller of y, p - y, 0b11 y is the larger (y > (p - 1) / 2), 0b01 the identity (every
 *    other bit zero); 0b00 marks gnark's uncompressed form, not a compressed encoding.
 * Decoders accept exactly the canonical encodings (one per point) and check, in this order,
 * reporting the first failure: ECB_ERR_BAD_FLAGS (compressed: the code 0b00),
 * ECB_ERR_INFINITY_PAYLOAD (compressed: the identity's code with any other bit set),
 * ECB_ERR_NON_CANONICAL (a coordinate >= p; in the uncompressed form a set top bit is such a
 * coordinate), ECB_ERR_NOT_ON_CURVE (no square root of x^3 + 3 / y^2 != x^3 + 3). On error
 * *out is the identity. Decoders are variable time: points arriving as bytes are public.
 * Encoders are constant time.
 *
 * Scalars: 32 bytes big-endian, canonical (< r). EIP-196's ecMul takes any 256-bit integer:
 * reduce it with ecb_bn254_scalar_reduce64 (32 zero bytes, then the integer).
 *
 * Every other function is constant time in all its inputs unless its name ends in _var, in
 * which case it may only be given public data. */
#ifndef ECBATCH_BN254_H
#define ECBATCH_BN254_H

#include <stddef.h>
#include <stdint.h>

#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Bytes of a compressed G1 point. */
#define ECB_BN254_G1_BYTES 32
/** Bytes of an uncompressed G1 point (EIP-196). */
#define ECB_BN254_G1_UNCOMPRESSED_BYTES 64
/** Bytes of an encoded scalar. */
#define ECB_BN254_SCALAR_BYTES 32

/** An element of Fp in Montgomery form (internal representation; opaque). */
typedef struct ecb_bn254_fp {
    uint64_t v[4]; /**< little-endian limbs of x * 2^256 mod p */
} ecb_bn254_fp;

/** A G1 point (X : Y : Z), x = X/Z^2, y = Y/Z^3, Z = 0 the identity. Opaque. */
typedef struct ecb_bn254_g1 {
    ecb_bn254_fp X; /**< Jacobian X */
    ecb_bn254_fp Y; /**< Jacobian Y */
    ecb_bn254_fp Z; /**< Jacobian Z (0: the identity) */
} ecb_bn254_g1;

/** An affine point (x, y), the identity written (0, 0) (not on the curve, b = 3): the input
 * type of the MSM (include/ecbatch/msm.h). Convert with the _to_affine / _from_affine
 * functions. */
typedef struct ecb_bn254_g1_affine {
    ecb_bn254_fp x; /**< affine x (Montgomery form) */
    ecb_bn254_fp y; /**< affine y (Montgomery form) */
} ecb_bn254_g1_affine;

/** A scalar mod r, always fully reduced: v[0] holds the least significant 64 bits. */
typedef struct ecb_bn254_scalar {
    uint64_t v[4]; /**< the integer, little-endian 64-bit limbs */
} ecb_bn254_scalar;

/** The generator (1, 2) of EIP-196, gnark-crypto (g1Gen), arkworks and libff
 * (uncompressed 00..01 || 00..02, compressed 80..01). */
extern const ecb_bn254_g1 ECB_BN254_G1_GENERATOR;

/* ---- encodings (see the file comment for the layouts and the errors) -------------------- */

/** Decodes a gnark-crypto compressed point (32 bytes, big-endian x, the code in byte 0).
 * @return ECB_OK, or the first failing check of the file comment (ECB_ERR_BAD_FLAGS,
 *         ECB_ERR_INFINITY_PAYLOAD, ECB_ERR_NON_CANONICAL, ECB_ERR_NOT_ON_CURVE; *out is then
 *         the identity); ECB_ERR_NULL_POINTER when out or in is NULL. in needs no alignment (as
 *         every byte array of this header). Variable time: encoded points are public. */
ecb_status ecb_bn254_g1_decode(ecb_bn254_g1 *out, const uint8_t in[32]);
/** The canonical gnark-crypto compressed encoding (32 bytes). Constant time in p. */
void ecb_bn254_g1_encode(uint8_t out[32], const ecb_bn254_g1 *p);
/** Decodes an uncompressed point (64 bytes big-endian x || y, EIP-196; all zeros is the
 * identity). Errors and timing as ecb_bn254_g1_decode (ECB_ERR_NON_CANONICAL for a coordinate
 * >= p, ECB_ERR_NOT_ON_CURVE when y^2 != x^3 + 3). */
ecb_status ecb_bn254_g1_decode_uncompressed(ecb_bn254_g1 *out, const uint8_t in[64]);
/** The canonical uncompressed encoding (64 bytes, EIP-196). Constant time in p. */
void ecb_bn254_g1_encode_uncompressed(uint8_t out[64], const ecb_bn254_g1 *p);

/* ---- decoding straight to affine form ----------------------------------------------------- */

/** The two encodings of the file comment, for the affine and batch decoders. */
typedef enum ecb_bn254_encoding {
    ECB_BN254_GNARK = 0,  /**< gnark-crypto compressed (32 bytes) */
    ECB_BN254_EIP196 = 1, /**< uncompressed, EIP-196 and gnark-crypto RawBytes (64 bytes) */
} ecb_bn254_encoding;

/** Bytes of one point in encoding enc (32 or 64); 0 for a value outside the enum. */
size_t ecb_bn254_encoding_bytes(ecb_bn254_encoding enc);

/** Decodes one point in encoding enc (in_len bytes) into the affine form the MSM takes: the
 * same checks in the same order and the same statuses as the Jacobian decoder of that encoding
 * (ecb_bn254_g1_decode, _decode_uncompressed; for every input the two agree on the status and,
 * on ECB_OK, on the point), the identity written (0, 0). Argument errors first:
 * ECB_ERR_NULL_POINTER (out or in NULL), ECB_ERR_INVALID_ARGUMENT (enc outside the enum),
 * ECB_ERR_LENGTH (in_len != ecb_bn254_encoding_bytes(enc)). On error *out (when not NULL) is
 * (0, 0). No inversion. Variable time (public points). */
ecb_status ecb_bn254_g1_decode_affine(ecb_bn254_g1_affine *out, const uint8_t *in, size_t in_len,
                                      ecb_bn254_encoding enc);
/** Decodes n points in encoding enc stored back to back at in (in_len = n *
 * ecb_bn254_encoding_bytes(enc)) on up to `threads` threads, each element as
 * ecb_bn254_g1_decode_affine would. statuses, first_bad, the return value and the argument
 * errors as ecb_bls12_381_g1_batch_decode_affine (include/ecbatch/bls12_381.h), with
 * ECB_ERR_INVALID_ARGUMENT also for enc outside the enum (checked before everything else). */
ecb_status ecb_bn254_g1_batch_decode_affine(ecb_bn254_g1_affine *out, size_t n, const uint8_t *in,
                                            size_t in_len, ecb_bn254_encoding enc, unsigned threads,
                                            ecb_status *statuses, size_t *first_bad);
/** UNCHECKED: loads one uncompressed point (64 bytes, enc ECB_BN254_EIP196, else
 * ECB_ERR_INVALID_ARGUMENT) into affine form checking only that both coordinates are below p
 * (ECB_ERR_NON_CANONICAL). It does NOT check the curve equation: only for points this program
 * validated before; others must go through ecb_bn254_g1_decode_affine. ECB_ERR_NULL_POINTER,
 * ECB_ERR_LENGTH as there; on error *out is (0, 0). Variable time. */
ecb_status ecb_bn254_g1_affine_from_raw_unchecked(ecb_bn254_g1_affine *out, const uint8_t *in,
                                                  size_t in_len, ecb_bn254_encoding enc);

/* ---- group operations ------------------------------------------------------------------- */

/** out = the identity (point at infinity). */
void ecb_bn254_g1_identity(ecb_bn254_g1 *out);
/** 1 when p is the identity, else 0 (constant time). */
int ecb_bn254_g1_is_identity(const ecb_bn254_g1 *p);
/** 1 when a and b are the same point, else 0 (constant time). */
int ecb_bn254_g1_equal(const ecb_bn254_g1 *a, const ecb_bn254_g1 *b);
/** out = a + b for any inputs (complete: equal, opposite and identity inputs included;
 * constant time). EIP-196's ecAdd. */
void ecb_bn254_g1_add(ecb_bn254_g1 *out, const ecb_bn254_g1 *a, const ecb_bn254_g1 *b);
/** out = 2 a (complete, constant time). */
void ecb_bn254_g1_double(ecb_bn254_g1 *out, const ecb_bn254_g1 *a);
/** out = -a (constant time). */
void ecb_bn254_g1_negate(ecb_bn254_g1 *out, const ecb_bn254_g1 *a);
/** out = k P, constant time in k and P (GLV split over the endomorphism (x, y) -> (beta x, y)
 * into two 127-bit parts, fixed 4-bit windows, constant-time table lookups, complete
 * additions). EIP-196's ecMul for a scalar reduced mod r. */
void ecb_bn254_g1_mul(ecb_bn254_g1 *out, const ecb_bn254_scalar *k, const ecb_bn254_g1 *p);
/** out = k P by GLV and interleaved width-5 wNAF, variable time: public k and P only. */
void ecb_bn254_g1_mul_var(ecb_bn254_g1 *out, const ecb_bn254_scalar *k, const ecb_bn254_g1 *p);

/* ---- affine form ------------------------------------------------------------------------- */

/** out = p in affine coordinates (one inversion; the identity gives (0, 0)). Constant time. */
void ecb_bn254_g1_to_affine(ecb_bn254_g1_affine *out, const ecb_bn254_g1 *p);
/** out[i] = in[i] in affine coordinates for i < n, one inversion per 128 points; identities give
 * (0, 0); out and in may not overlap. Constant time in the values (n is public). n is bounded
 * by the caller's arrays only: no allocation, work linear in n. */
void ecb_bn254_g1_batch_to_affine(ecb_bn254_g1_affine *out, const ecb_bn254_g1 *in, size_t n);
/** out = the point (x, y), or the identity for (0, 0); (x, y) must be on the curve (as the
 * output of _to_affine is; nothing is checked). Constant time. */
void ecb_bn254_g1_from_affine(ecb_bn254_g1 *out, const ecb_bn254_g1_affine *p);

/* ---- scalars mod r ------------------------------------------------------------------------ */

/** Decodes 32 big-endian bytes; ECB_ERR_SCALAR_OUT_OF_RANGE (and *out = 0) when >= r;
 * ECB_ERR_NULL_POINTER when out or in is NULL. Constant time except for the status. */
ecb_status ecb_bn254_scalar_decode(ecb_bn254_scalar *out, const uint8_t in[32]);
/** The canonical 32 big-endian bytes (constant time). */
void ecb_bn254_scalar_encode(uint8_t out[32], const ecb_bn254_scalar *s);
/** out = v. */
void ecb_bn254_scalar_from_u64(ecb_bn254_scalar *out, uint64_t v);
/** 64 big-endian bytes, any value, reduced mod r (constant time). */
void ecb_bn254_scalar_reduce64(ecb_bn254_scalar *out, const uint8_t in[64]);

#ifdef __cplusplus
}
#endif
#endif
