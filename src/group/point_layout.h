/* Byte layouts of serialised short Weierstrass points: where the coordinates and the flag bits
 * go, independent of the curve. The curve-specific half (square roots, curve equation,
 * subgroup) is weierstrass_codec_impl.h; this half only moves bytes and checks flags.
 *
 * A serialised point is one coordinate (compressed) or two (x || y), each coord_len bytes, with
 * up to three flag bits in the top of one flag byte:
 *   big-endian layouts (ZCash, gnark-crypto): coordinates big-endian, flags in byte 0;
 *   little-endian layouts (arkworks, snarkVM CanonicalSerialize): coordinates little-endian
 *   (prime-field coordinates only), flags in the last byte.
 * Flag meanings per layout: `compressed` must be set exactly when the form is compressed (0:
 * the layout has no such bit); `infinity` marks the identity; `sign` is set exactly when y is
 * the lexicographically larger of y, -y (0: this form carries no sign). Every other bit in
 * `mask` must be clear, and infinity excludes the sign bit. The identity is the flags over a
 * zero payload, except that `identity_y_one` layouts write y = 1 (snarkVM's (0, 1, true)).
 * Two layouts of BN254 fit this scheme with one more rule each: gnark-crypto's compressed form
 * reads its two flag bits as one code (`infinity_alone`: the identity is flag_infinity without
 * flag_compressed, and flag_sign, the same bit, means the sign only beside flag_compressed), and
 * EIP-196's uncompressed form has no flags at all (`identity_zero`: the all-zero encoding, which
 * is not a curve point, is the identity). */
#ifndef ECBATCH_GROUP_POINT_LAYOUT_H
#define ECBATCH_GROUP_POINT_LAYOUT_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/status.h"

typedef struct ecb_point_layout {
    uint8_t compressed;    /* 1: x and a sign bit; 0: x || y */
    uint8_t little_endian; /* 1: little-endian coordinates, flags in the last byte */
    uint8_t flag_compressed;
    uint8_t flag_infinity;
    uint8_t flag_sign;
    uint8_t mask;           /* every bit reserved for flags in the flag byte */
    uint8_t identity_y_one; /* the uncompressed identity is (0, 1) */
    uint8_t infinity_alone; /* the flag bits are one code; the identity's is flag_infinity */
    uint8_t identity_zero;  /* no flags: the all-zero encoding is the identity */
} ecb_point_layout;

/* ZCash / IETF (BLS12-381) and gnark-crypto (BLS12-377): byte 0 carries 0x80 compressed,
 * 0x40 infinity, 0x20 sign (compressed form only). */
extern const ecb_point_layout ecb_layout_zcash_compressed;
extern const ecb_point_layout ecb_layout_zcash_uncompressed;
/* arkworks-rs/algebra >= 0.4 SWFlags: the last byte carries 0x80 "YIsNegative" (y is the
 * larger root; also written in the uncompressed form) and 0x40 "PointAtInfinity"; the
 * identity is (0, 0). snarkVM's compressed form is the same. */
extern const ecb_point_layout ecb_layout_ark_compressed;
extern const ecb_point_layout ecb_layout_ark_uncompressed;
/* snarkVM's uncompressed form: as arkworks, but no sign bit and the identity is (0, 1). */
extern const ecb_point_layout ecb_layout_snarkvm_uncompressed;
/* gnark-crypto's compressed BN254 G1 form (ecc/bn254/marshal.go, G1Affine.Bytes): the top two
 * bits of byte 0 are 0b10 (compressed, y the smaller root), 0b11 (compressed, y the larger) or
 * 0b01 (the identity, every other bit zero); 0b00 is its uncompressed form. */
extern const ecb_point_layout ecb_layout_gnark_bn254_compressed;
/* EIP-196's uncompressed BN254 G1 form, also gnark-crypto's (G1Affine.RawBytes): big-endian
 * x || y without flags, the identity all zeros. */
extern const ecb_point_layout ecb_layout_eip196;

/* The serialised length: coord_len, or 2 coord_len uncompressed. */
static inline size_t ecb_point_layout_len(const ecb_point_layout *l, size_t coord_len) {
    return l->compressed ? coord_len : 2 * coord_len;
}

/* Checks the flags of `in` (ecb_point_layout_len bytes) and, for the identity, the payload.
 * On ECB_OK sets *infinity and *sign (the sign bit's value; 0 when the form has none) and,
 * unless *infinity, writes the coordinates big-endian with the flags cleared to x_be (and y_be
 * when uncompressed; coord_len <= 96), ready for the field decoder. Errors: ECB_ERR_BAD_FLAGS,
 * ECB_ERR_INFINITY_PAYLOAD. Variable time: encodings are public. */
ecb_status ecb_point_parse(const ecb_point_layout *l, const uint8_t *in, size_t coord_len,
                           uint8_t *x_be, uint8_t *y_be, int *infinity, int *sign);

/* Writes a point in layout l from its big-endian coordinates (y_be unused when compressed),
 * its sign (1: y is the larger root) and whether it is the identity (then the coordinates are
 * ignored). Constant time in every input. */
void ecb_point_format(const ecb_point_layout *l, uint8_t *out, size_t coord_len,
                      const uint8_t *x_be, const uint8_t *y_be, int infinity, int sign);

#endif
