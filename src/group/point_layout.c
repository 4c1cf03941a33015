/* Point byte layouts and their flag bits (see point_layout.h). */
#include "group/point_layout.h"

#include <string.h>

#define MAX_LEN 192 /* two coordinates of BLS12-381 G2 */

const ecb_point_layout ecb_layout_zcash_compressed = {.compressed = 1,
                                                      .flag_compressed = 0x80,
                                                      .flag_infinity = 0x40,
                                                      .flag_sign = 0x20,
                                                      .mask = 0xe0};
const ecb_point_layout ecb_layout_zcash_uncompressed = {
    .compressed = 0, .flag_compressed = 0x80, .flag_infinity = 0x40, .mask = 0xe0};
const ecb_point_layout ecb_layout_ark_compressed = {
    .compressed = 1, .little_endian = 1, .flag_infinity = 0x40, .flag_sign = 0x80, .mask = 0xc0};
const ecb_point_layout ecb_layout_ark_uncompressed = {
    .compressed = 0, .little_endian = 1, .flag_infinity = 0x40, .flag_sign = 0x80, .mask = 0xc0};
const ecb_point_layout ecb_layout_snarkvm_uncompressed = {
    .compressed = 0, .little_endian = 1, .flag_infinity = 0x40, .mask = 0xc0, .identity_y_one = 1};
const ecb_point_layout ecb_layout_gnark_bn254_compressed = {.compressed = 1,
                                                            .flag_compressed = 0x80,
                                                            .flag_infinity = 0x40,
                                                            .flag_sign = 0x40,
                                                            .mask = 0xc0,
                                                            .infinity_alone = 1};
const ecb_point_layout ecb_layout_eip196 = {.compressed = 0, .identity_zero = 1};

static uint8_t required_flags(const ecb_point_layout *l) {
    return l->compressed ? l->flag_compressed : 0;
}

static size_t flag_index(const ecb_point_layout *l, size_t len) {
    return l->little_endian ? len - 1 : 0;
}

/* The identity's encoding: its flags over a zero payload, or over y = 1 for identity_y_one. */
static void encode_identity(const ecb_point_layout *l, uint8_t *out, size_t coord_len) {
    size_t len = ecb_point_layout_len(l, coord_len);
    memset(out, 0, len);
    out[flag_index(l, len)] = (l->infinity_alone ? 0 : required_flags(l)) | l->flag_infinity;
    if (l->identity_y_one && !l->compressed) out[l->little_endian ? coord_len : len - 1] = 1;
}

/* dst = src as big-endian bytes (a copy, or the reversal of a little-endian src). */
static void coordinate_to_be(const ecb_point_layout *l, uint8_t *dst, const uint8_t *src,
                             size_t coord_len) {
    for (size_t i = 0; i < coord_len; i++)
        dst[i] = l->little_endian ? src[coord_len - 1 - i] : src[i];
}

ecb_status ecb_point_parse(const ecb_point_layout *l, const uint8_t *in, size_t coord_len,
                           uint8_t *x_be, uint8_t *y_be, int *infinity, int *sign) {
    size_t len = ecb_point_layout_len(l, coord_len);
    uint8_t f = in[flag_index(l, len)] & l->mask, required = required_flags(l);
    uint8_t allowed = required | l->flag_infinity | l->flag_sign;
    if (l->identity_zero) {
        uint8_t any = 0;
        for (size_t i = 0; i < len; i++)
            any |= in[i];
        if (any == 0) {
            *infinity = 1, *sign = 0;
            return ECB_OK;
        }
    }
    if (l->infinity_alone) { /* one code: flag_infinity alone, or compressed with the sign */
        *infinity = f == l->flag_infinity;
        *sign = !*infinity && (f & l->flag_sign) != 0;
        if (!*infinity && (f & required) != required) return ECB_ERR_BAD_FLAGS;
    } else {
        *infinity = (f & l->flag_infinity) != 0;
        *sign = (f & l->flag_sign) != 0;
        if ((f & required) != required || (f & (uint8_t)~allowed) != 0) return ECB_ERR_BAD_FLAGS;
        if (*infinity && *sign) return ECB_ERR_BAD_FLAGS;
    }
    if (*infinity) {
        uint8_t identity[MAX_LEN];
        encode_identity(l, identity, coord_len);
        return memcmp(in, identity, len) == 0 ? ECB_OK : ECB_ERR_INFINITY_PAYLOAD;
    }
    coordinate_to_be(l, x_be, in, coord_len);
    if (!l->compressed) coordinate_to_be(l, y_be, in + coord_len, coord_len);
    /* the flag byte is the most significant byte of x (big-endian layouts) or of the last
     * coordinate (little-endian layouts) */
    uint8_t *top = (l->little_endian && !l->compressed) ? y_be : x_be;
    top[0] &= (uint8_t)~l->mask;
    return ECB_OK;
}

void ecb_point_format(const ecb_point_layout *l, uint8_t *out, size_t coord_len,
                      const uint8_t *x_be, const uint8_t *y_be, int infinity, int sign) {
    size_t len = ecb_point_layout_len(l, coord_len);
    uint8_t identity[MAX_LEN];
    /* big-endian -> layout order is the same copy-or-reverse as the other direction */
    coordinate_to_be(l, out, x_be, coord_len);
    if (!l->compressed) coordinate_to_be(l, out + coord_len, y_be, coord_len);
    out[flag_index(l, len)] |= required_flags(l) | (l->flag_sign & (uint8_t)(0 - (sign & 1)));
    encode_identity(l, identity, coord_len);
    uint8_t take = (uint8_t)(0 - (infinity & 1));
    for (size_t i = 0; i < len; i++)
        out[i] ^= (out[i] ^ identity[i]) & take;
}
