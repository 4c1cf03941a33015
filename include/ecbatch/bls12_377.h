/** @file
 * BLS12-377 G1: the group y^2 = x^3 + 1 over the 377-bit field
 *   p =
 * 0x01ae3a4617c510eac63b05c06ca1493b1a22d9f300f5138f1ef3622fba094800170b5d44300000008508c00000000001
 * restricted to its subgroup of prime order
 *   r = 0x12ab655e9a2ca55660b44d1e5c37b00159aa76fed00000010a11800000000001 (253 bits),
 * and scalars mod r.
 *
 * Points are held in Jacobian coordinates (treat the type as opaque); two representations of
 * one point compare equal with ecb_bls12_377_g1_equal and encode to the same bytes.
 *
 * Two families of point encodings, each compressed (48 bytes) and uncompressed (96 bytes):
 *  - gnark-crypto (G1Affine.Bytes / RawBytes; ZCash style, ../shared/vectors/FORMAT.md §2.3):
 *    big-endian x (|| y); byte 0 flags 0x80 compressed (set exactly in the compressed form),
 *    0x40 infinity, 0x20 "y is the larger of y, p - y" (compressed form only). Identity:
 *    c0 00..00 / 40 00..00.
 *  - arkworks CanonicalSerialize (ark-ec >= 0.4, SWFlags): little-endian x (|| y), flags in the
 *    top bits of the last byte: 0x80 "YIsNegative" = y is the larger of y, p - y (in both
 *    forms), 0x40 infinity; the identity is zeros with 0x40 in the last byte. snarkVM's
 *    compressed form is identical; its uncompressed form never sets 0x80 and writes the
 *    identity as (x, y) = (0, 1) with 0x40, and has its own functions (_snarkvm_uncompressed).
 * Decoders accept exactly the canonical encodings (one per point) and check, in this order,
 * reporting the first failure: ECB_ERR_BAD_FLAGS (a flag that must be clear is set, the
 * compression bit missing, infinity together with the sign flag), ECB_ERR_INFINITY_PAYLOAD
 * (infinity with any other bit set), ECB_ERR_NON_CANONICAL (a coordinate >= p),
 * ECB_ERR_BAD_FLAGS (arkworks uncompressed: the sign flag disagrees with y),
 * ECB_ERR_NOT_ON_CURVE (no square root of x^3 + 1 / y^2 != x^3 + 1),
 * ECB_ERR_NOT_IN_SUBGROUP (on the curve, outside the order-r subgroup, e.g. (-1, 0) of order 2
 * and (0, +-1) of order 3). On error *out is the identity. This is stricter than arkworks and
 * snarkVM themselves, which ignore the sign bit of an uncompressed encoding and (arkworks) the
 * payload under the infinity flag; everything they write is accepted. Decoders are variable
 * time: points arriving as bytes are public. Encoders are constant time.
 *
 * Scalars: 32 bytes big-endian, canonical (< r), or little-endian with the _le functions.
 *
 * Every other function is constant time in all its inputs unless its name ends in _var, in
 * which case it may only be given public data. */
#ifndef ECBATCH_BLS12_377_H
#define ECBATCH_BLS12_377_H

#include <stddef.h>
#include <stdint.h>

#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Bytes of a compressed G1 point (either family). */
#define ECB_BLS12_377_G1_BYTES 48
/** Bytes of an uncompressed G1 point (either family). */
#define ECB_BLS12_377_G1_UNCOMPRESSED_BYTES 96
/** Bytes of an encoded scalar. */
#define ECB_BLS12_377_SCALAR_BYTES 32

/** An element of Fp in Montgomery form (internal representation; opaque). */
typedef struct ecb_bls12_377_fp {
    uint64_t v[6]; /**< little-endian limbs of x * 2^384 mod p */
} ecb_bls12_377_fp;

/** A G1 point (X : Y : Z), x = X/Z^2, y = Y/Z^3, Z = 0 the identity. Opaque. */
typedef struct ecb_bls12_377_g1 {
    ecb_bls12_377_fp X; /**< Jacobian X */
    ecb_bls12_377_fp Y; /**< Jacobian Y */
    ecb_bls12_377_fp Z; /**< Jacobian Z (0: the identity) */
} ecb_bls12_377_g1;

/** An affine point (x, y), the identity written (0, 0) (not on the curve, b = 1): the input
 * type of the MSM (include/ecbatch/msm.h). Convert with the _to_affine / _from_affine
 * functions. */
typedef struct ecb_bls12_377_g1_affine {
    ecb_bls12_377_fp x; /**< affine x (Montgomery form) */
    ecb_bls12_377_fp y; /**< affine y (Montgomery form) */
} ecb_bls12_377_g1_affine;

/** A scalar mod r, always fully reduced: v[0] holds the least significant 64 bits. */
typedef struct ecb_bls12_377_scalar {
    uint64_t v[4]; /**< the integer, little-endian 64-bit limbs */
} ecb_bls12_377_scalar;

/** The standard generator, used by arkworks / Zexe, gnark-crypto and libff:
 *   x =
 * 0x008848defe740a67c8fc6225bf87ff5485951e2caa9d41bb188282c8bd37cb5cd5481512ffcd394eeab9b16eb21be9ef
 *   y =
 * 0x01914a69c5102eff1f674f5d30afeec4bd7fb348ca3e52d96d182ad44fb82305c2fe3d3634a9591afd82de55559c8ea6
 * (gnark compressed a08848de...b21be9ef). */
extern const ecb_bls12_377_g1 ECB_BLS12_377_G1_GENERATOR;
/** snarkVM's generator (Aleo), a different point of the same subgroup:
 *   x =
 * 89363714989903307245735717098563574705733591463163614225748337416674727625843187853442697973404985688481508350822
 *   y =
 * 3702177272937190650578065972808860481433820514072818216637796320125658674906330993856598323293086021583822603349
 * Vectors and serialised keys must say which generator they use. */
extern const ecb_bls12_377_g1 ECB_BLS12_377_G1_GENERATOR_SNARKVM;

/* ---- encodings (see the file comment for the layouts and the errors) -------------------- */

/** Decodes a gnark-crypto compressed point (48 bytes, big-endian x, flags in byte 0).
 * @return ECB_OK, or the first failing check of the file comment (ECB_ERR_BAD_FLAGS,
 *         ECB_ERR_INFINITY_PAYLOAD, ECB_ERR_NON_CANONICAL, ECB_ERR_NOT_ON_CURVE,
 *         ECB_ERR_NOT_IN_SUBGROUP; *out is then the identity); ECB_ERR_NULL_POINTER when out
 *         or in is NULL. in needs no alignment (as every byte array of this header). Variable
 *         time: encoded points are public. */
ecb_status ecb_bls12_377_g1_decode(ecb_bls12_377_g1 *out, const uint8_t in[48]);
/** The canonical gnark-crypto compressed encoding (48 bytes). Constant time in p. */
void ecb_bls12_377_g1_encode(uint8_t out[48], const ecb_bls12_377_g1 *p);
/** Decodes a gnark-crypto uncompressed point (96 bytes big-endian x || y; only the infinity
 * flag may be set). Errors and timing as ecb_bls12_377_g1_decode (ECB_ERR_NOT_ON_CURVE when
 * y^2 != x^3 + 1). */
ecb_status ecb_bls12_377_g1_decode_uncompressed(ecb_bls12_377_g1 *out, const uint8_t in[96]);
/** The canonical gnark-crypto uncompressed encoding (96 bytes). Constant time in p. */
void ecb_bls12_377_g1_encode_uncompressed(uint8_t out[96], const ecb_bls12_377_g1 *p);
/** Decodes an arkworks (and snarkVM) compressed point (48 bytes little-endian x, flags in the
 * last byte). Errors and timing as ecb_bls12_377_g1_decode. */
ecb_status ecb_bls12_377_g1_decode_ark(ecb_bls12_377_g1 *out, const uint8_t in[48]);
/** The canonical arkworks compressed encoding (48 bytes). Constant time in p. */
void ecb_bls12_377_g1_encode_ark(uint8_t out[48], const ecb_bls12_377_g1 *p);
/** Decodes an arkworks uncompressed point (96 bytes little-endian x || y, sign flag included
 * and checked: ECB_ERR_BAD_FLAGS when it disagrees with y). Otherwise errors and timing as
 * ecb_bls12_377_g1_decode. */
ecb_status ecb_bls12_377_g1_decode_ark_uncompressed(ecb_bls12_377_g1 *out, const uint8_t in[96]);
/** The canonical arkworks uncompressed encoding (96 bytes, sign flag set for the larger y).
 * Constant time in p. */
void ecb_bls12_377_g1_encode_ark_uncompressed(uint8_t out[96], const ecb_bls12_377_g1 *p);
/** Decodes a snarkVM uncompressed point (96 bytes little-endian x || y, no sign flag, the
 * identity written as (0, 1) with the infinity flag). Errors and timing as
 * ecb_bls12_377_g1_decode. */
ecb_status ecb_bls12_377_g1_decode_snarkvm_uncompressed(ecb_bls12_377_g1 *out,
                                                        const uint8_t in[96]);
/** The canonical snarkVM uncompressed encoding (96 bytes). Constant time in p. */
void ecb_bls12_377_g1_encode_snarkvm_uncompressed(uint8_t out[96], const ecb_bls12_377_g1 *p);

/* ---- decoding straight to affine form ----------------------------------------------------- */

/** The five encodings of the file comment, for the affine and batch decoders. */
typedef enum ecb_bls12_377_encoding {
    ECB_BLS12_377_GNARK = 0,                /**< gnark-crypto compressed (48 bytes) */
    ECB_BLS12_377_GNARK_UNCOMPRESSED = 1,   /**< gnark-crypto uncompressed (96 bytes) */
    ECB_BLS12_377_ARK = 2,                  /**< arkworks / snarkVM compressed (48 bytes) */
    ECB_BLS12_377_ARK_UNCOMPRESSED = 3,     /**< arkworks uncompressed (96 bytes) */
    ECB_BLS12_377_SNARKVM_UNCOMPRESSED = 4, /**< snarkVM uncompressed (96 bytes) */
} ecb_bls12_377_encoding;

/** Bytes of one point in encoding enc (48 or 96); 0 for a value outside the enum. */
size_t ecb_bls12_377_encoding_bytes(ecb_bls12_377_encoding enc);

/** Decodes one point in encoding enc (in_len bytes) into the affine form the MSM takes: the
 * same checks in the same order and the same statuses as the Jacobian decoder of that encoding
 * (ecb_bls12_377_g1_decode, _decode_uncompressed, _decode_ark, _decode_ark_uncompressed,
 * _decode_snarkvm_uncompressed; for every input the two agree on the status and, on ECB_OK,
 * on the point), the identity written (0, 0). Argument errors first: ECB_ERR_NULL_POINTER (out
 * or in NULL), ECB_ERR_INVALID_ARGUMENT (enc outside the enum), ECB_ERR_LENGTH (in_len !=
 * ecb_bls12_377_encoding_bytes(enc)). On error *out (when not NULL) is (0, 0). No inversion.
 * Variable time (public points). */
ecb_status ecb_bls12_377_g1_decode_affine(ecb_bls12_377_g1_affine *out, const uint8_t *in,
                                          size_t in_len, ecb_bls12_377_encoding enc);
/** Decodes n points in encoding enc stored back to back at in (in_len = n *
 * ecb_bls12_377_encoding_bytes(enc)) on up to `threads` threads, each element as
 * ecb_bls12_377_g1_decode_affine would. statuses, first_bad, the return value and the argument
 * errors as ecb_bls12_381_g1_batch_decode_affine (include/ecbatch/bls12_381.h), with
 * ECB_ERR_INVALID_ARGUMENT also for enc outside the enum (checked before everything else). */
ecb_status ecb_bls12_377_g1_batch_decode_affine(ecb_bls12_377_g1_affine *out, size_t n,
                                                const uint8_t *in, size_t in_len,
                                                ecb_bls12_377_encoding enc, unsigned threads,
                                                ecb_status *statuses, size_t *first_bad);
/** UNCHECKED: loads one uncompressed point (96 bytes in encoding enc, which must be one of the
 * three uncompressed ones, else ECB_ERR_INVALID_ARGUMENT) into affine form checking only its
 * format (flags, identity payload, coordinates < p, the arkworks sign flag against y). It does
 * NOT check the curve equation or subgroup membership: only for points this program validated
 * before; others must go through ecb_bls12_377_g1_decode_affine. ECB_ERR_NULL_POINTER,
 * ECB_ERR_LENGTH as there; on error *out is (0, 0). Variable time. */
ecb_status ecb_bls12_377_g1_affine_from_raw_unchecked(ecb_bls12_377_g1_affine *out,
                                                      const uint8_t *in, size_t in_len,
                                                      ecb_bls12_377_encoding enc);

/* ---- group operations ------------------------------------------------------------------- */

/** out = the identity (point at infinity). */
void ecb_bls12_377_g1_identity(ecb_bls12_377_g1 *out);
/** 1 when p is the identity, else 0 (constant time). */
int ecb_bls12_377_g1_is_identity(const ecb_bls12_377_g1 *p);
/** 1 when a and b are the same point, else 0 (constant time). */
int ecb_bls12_377_g1_equal(const ecb_bls12_377_g1 *a, const ecb_bls12_377_g1 *b);
/** out = a + b for any inputs (complete: equal, opposite and identity inputs included;
 * constant time). */
void ecb_bls12_377_g1_add(ecb_bls12_377_g1 *out, const ecb_bls12_377_g1 *a,
                          const ecb_bls12_377_g1 *b);
/** out = 2 a (complete, constant time). */
void ecb_bls12_377_g1_double(ecb_bls12_377_g1 *out, const ecb_bls12_377_g1 *a);
/** out = -a (constant time). */
void ecb_bls12_377_g1_negate(ecb_bls12_377_g1 *out, const ecb_bls12_377_g1 *a);
/** out = k P, constant time in k and P (GLV split over the endomorphism phi into two 128-bit
 * halves, fixed 4-bit windows, constant-time table lookups, complete additions). P must be in
 * G1 (decoded points and the generators are). */
void ecb_bls12_377_g1_mul(ecb_bls12_377_g1 *out, const ecb_bls12_377_scalar *k,
                          const ecb_bls12_377_g1 *p);
/** out = k P by GLV and interleaved width-5 wNAF, variable time: public k and P only. */
void ecb_bls12_377_g1_mul_var(ecb_bls12_377_g1 *out, const ecb_bls12_377_scalar *k,
                              const ecb_bls12_377_g1 *p);
/** 1 when p is in the order-r subgroup ([x^2] phi(P) = -P, with the GLV endomorphism phi;
 * variable time). Points from the decoders always are; this is for points built otherwise. */
int ecb_bls12_377_g1_is_in_subgroup_var(const ecb_bls12_377_g1 *p);

/* ---- affine form ------------------------------------------------------------------------- */

/** out = p in affine coordinates (one inversion; the identity gives (0, 0)). Constant time. */
void ecb_bls12_377_g1_to_affine(ecb_bls12_377_g1_affine *out, const ecb_bls12_377_g1 *p);
/** out[i] = in[i] in affine coordinates for i < n, one inversion per 128 points; identities give
 * (0, 0); out and in may not overlap. Constant time in the values (n is public). n is bounded
 * by the caller's arrays only: no allocation, work linear in n. */
void ecb_bls12_377_g1_batch_to_affine(ecb_bls12_377_g1_affine *out, const ecb_bls12_377_g1 *in,
                                      size_t n);
/** out = the point (x, y), or the identity for (0, 0); (x, y) must be a point of G1 (as the
 * output of _to_affine is; nothing is checked). Constant time. */
void ecb_bls12_377_g1_from_affine(ecb_bls12_377_g1 *out, const ecb_bls12_377_g1_affine *p);

/* ---- scalars mod r ------------------------------------------------------------------------ */

/** Decodes 32 big-endian bytes; ECB_ERR_SCALAR_OUT_OF_RANGE (and *out = 0) when >= r;
 * ECB_ERR_NULL_POINTER when out or in is NULL. Constant time except for the status. */
ecb_status ecb_bls12_377_scalar_decode(ecb_bls12_377_scalar *out, const uint8_t in[32]);
/** The canonical 32 big-endian bytes (constant time). */
void ecb_bls12_377_scalar_encode(uint8_t out[32], const ecb_bls12_377_scalar *s);
/** out = v. */
void ecb_bls12_377_scalar_from_u64(ecb_bls12_377_scalar *out, uint64_t v);
/** Decodes 32 little-endian bytes (arkworks' and snarkVM's order); ECB_ERR_SCALAR_OUT_OF_RANGE
 * (and *out = 0) when >= r; ECB_ERR_NULL_POINTER when out or in is NULL. Constant time except
 * for the status. */
ecb_status ecb_bls12_377_scalar_decode_le(ecb_bls12_377_scalar *out, const uint8_t in[32]);
/** The canonical 32 little-endian bytes (constant time). */
void ecb_bls12_377_scalar_encode_le(uint8_t out[32], const ecb_bls12_377_scalar *s);
/** 64 big-endian bytes, any value, reduced mod r (constant time). */
void ecb_bls12_377_scalar_reduce64(ecb_bls12_377_scalar *out, const uint8_t in[64]);
/** 64 little-endian bytes, any value, reduced mod r (constant time). */
void ecb_bls12_377_scalar_reduce64_le(ecb_bls12_377_scalar *out, const uint8_t in[64]);

#ifdef __cplusplus
}
#endif
#endif
