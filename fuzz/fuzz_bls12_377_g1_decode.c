/* libFuzzer target: BLS12-377 G1 decoding in every layout (gnark compressed / uncompressed,
 * arkworks compressed / uncompressed, snarkVM uncompressed). The input, zero-padded to 96
 * bytes, is given to each decoder. A decode that succeeds must give a point on the curve with
 * [r] P = O (the slow check against the endomorphism test) that re-encodes to the input byte
 * for byte; a failure must leave the identity and return one of the documented codes. The
 * gnark and arkworks compressed decoders, and the gnark and snarkVM uncompressed decoders, must
 * agree (status and point) on inputs translated from one layout to the other.
 *
 * Inputs of 2..10 bytes are near-valid encodings instead, so that every path is reached: the
 * encoding of [k] G (k = bytes 2.., a 64-bit little-endian integer) in layout data[0] % 5,
 * with bit data[1] % 8 of byte data[1] / 8 flipped unless data[1] is 0xff. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "group/bls12/g1_377.h"

static const uint64_t r377[4] = {0x0a11800000000001ULL, 0x59aa76fed0000001ULL,
                                 0x60b44d1e5c37b001ULL, 0x12ab655e9a2ca556ULL};

static const ecb_point_layout *const layouts[] = {
    &ecb_layout_zcash_compressed, &ecb_layout_zcash_uncompressed, &ecb_layout_ark_compressed,
    &ecb_layout_ark_uncompressed, &ecb_layout_snarkvm_uncompressed};

static int documented(ecb_status st) {
    return st == ECB_ERR_BAD_FLAGS || st == ECB_ERR_INFINITY_PAYLOAD ||
           st == ECB_ERR_NON_CANONICAL || st == ECB_ERR_NOT_ON_CURVE ||
           st == ECB_ERR_NOT_IN_SUBGROUP;
}

static ecb_status check_layout(const ecb_point_layout *l, const uint8_t *in, g1_377_jac *p) {
    uint8_t again[96];
    g1_377_jac t;
    ecb_status st = g1_377_decode_with(p, in, l);
    if (st != ECB_OK) {
        if (!documented(st) || !g1_377_jac_is_identity(p)) abort();
        return st;
    }
    if (!g1_377_jac_is_on_curve(p)) abort();
    g1_377_jac_mul_var(&t, p, r377);
    if (!g1_377_jac_is_identity(&t)) abort();
    g1_377_encode_with(again, p, l);
    if (memcmp(again, in, ecb_point_layout_len(l, 48)) != 0) abort();
    return st;
}

static void reverse48(uint8_t *out, const uint8_t *in) {
    for (int i = 0; i < 48; i++)
        out[i] = in[47 - i];
}

static void near_valid(uint8_t in[96], const uint8_t *data, size_t size) {
    uint64_t k = 0;
    g1_377_jac g;
    memcpy(&k, data + 2, size - 2);
    g1_377_generator(&g);
    g1_377_jac_mul_u64_var(&g, &g, k);
    g1_377_encode_with(in, &g, layouts[data[0] % 5]);
    if (data[1] != 0xff) in[(data[1] / 8) % 96] ^= (uint8_t)(1u << (data[1] % 8));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint8_t in[96] = {0}, other[96];
    g1_377_jac p[5], q;
    ecb_status st[5];
    if (size >= 2 && size <= 10)
        near_valid(in, data, size);
    else
        memcpy(in, data, size < 96 ? size : 96);
    for (int i = 0; i < 5; i++)
        st[i] = check_layout(layouts[i], in, &p[i]);
    /* gnark compressed (flags 0x80 | 0x40 inf | 0x20 sign in byte 0) as arkworks compressed
     * (0x40 inf | 0x80 sign in the last byte); the compression bit has no counterpart */
    if (in[0] & 0x80) {
        uint8_t x[48];
        memcpy(x, in, 48);
        x[0] &= 0x1f;
        reverse48(other, x);
        other[47] |= (uint8_t)(((in[0] & 0x40) ? 0x40 : 0) | ((in[0] & 0x20) ? 0x80 : 0));
        ecb_status s = g1_377_decode_with(&q, other, &ecb_layout_ark_compressed);
        if (s != st[0] || !g1_377_jac_equal(&q, &p[0])) abort();
    }
    /* gnark uncompressed without flags as snarkVM uncompressed (their identities differ),
     * when the top two bits of y, snarkVM's flag bits, are clear */
    if ((in[0] & 0xe0) == 0 && (in[48] & 0xc0) == 0) {
        reverse48(other, in);
        reverse48(other + 48, in + 48);
        ecb_status s = g1_377_decode_with(&q, other, &ecb_layout_snarkvm_uncompressed);
        if (s != st[1] || !g1_377_jac_equal(&q, &p[1])) abort();
    }
    return 0;
}
