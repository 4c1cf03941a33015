/* libFuzzer target: BN254 G1 decoding in both encodings (gnark-crypto's 32-byte compressed form,
 * EIP-196's 64-byte x || y). The input, zero-padded to 64 bytes, is given to both decoders
 * (the compressed one reads its first 32 bytes). A decode that succeeds must re-encode to the
 * input byte for byte and agree with the affine decoder of the same encoding (status and
 * point); a failure must leave the identity and return a documented code. A point that
 * decodes compressed must also decode from its uncompressed encoding to the same point.
 *
 * Inputs of 2..10 bytes are near-valid encodings instead, so that every path is reached: the
 * encoding of [k] G (k = bytes 2.., a 64-bit little-endian integer) in encoding data[0] % 2,
 * with bit data[1] % 8 of byte data[1] / 8 flipped unless data[1] is 0xff. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bn254.h"

static int documented(ecb_status st) {
    return st == ECB_ERR_BAD_FLAGS || st == ECB_ERR_INFINITY_PAYLOAD ||
           st == ECB_ERR_NON_CANONICAL || st == ECB_ERR_NOT_ON_CURVE;
}

static ecb_status check(ecb_bn254_encoding enc, const uint8_t *in, ecb_bn254_g1 *p) {
    size_t len = ecb_bn254_encoding_bytes(enc);
    uint8_t again[64];
    ecb_bn254_g1_affine a, a2;
    ecb_status st = enc == ECB_BN254_GNARK ? ecb_bn254_g1_decode(p, in)
                                           : ecb_bn254_g1_decode_uncompressed(p, in);
    if (ecb_bn254_g1_decode_affine(&a, in, len, enc) != st) abort();
    if (st != ECB_OK) {
        if (!documented(st) || !ecb_bn254_g1_is_identity(p)) abort();
        return st;
    }
    if (enc == ECB_BN254_GNARK)
        ecb_bn254_g1_encode(again, p);
    else
        ecb_bn254_g1_encode_uncompressed(again, p);
    if (memcmp(again, in, len) != 0) abort();
    ecb_bn254_g1_to_affine(&a2, p);
    if (memcmp(&a, &a2, sizeof a) != 0) abort();
    return st;
}

static void near_valid(uint8_t in[64], const uint8_t *data, size_t size) {
    uint64_t k = 0;
    ecb_bn254_scalar s;
    ecb_bn254_g1 g;
    memcpy(&k, data + 2, size - 2);
    ecb_bn254_scalar_from_u64(&s, k);
    ecb_bn254_g1_mul_var(&g, &s, &ECB_BN254_G1_GENERATOR);
    if (data[0] % 2 == 0)
        ecb_bn254_g1_encode(in, &g);
    else
        ecb_bn254_g1_encode_uncompressed(in, &g);
    if (data[1] != 0xff) in[(data[1] / 8) % 64] ^= (uint8_t)(1u << (data[1] % 8));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint8_t in[64] = {0}, raw[64];
    ecb_bn254_g1 p, q, r;
    if (size >= 2 && size <= 10)
        near_valid(in, data, size);
    else
        memcpy(in, data, size < 64 ? size : 64);
    ecb_status compressed = check(ECB_BN254_GNARK, in, &p);
    check(ECB_BN254_EIP196, in, &q);
    if (compressed == ECB_OK) {
        ecb_bn254_g1_encode_uncompressed(raw, &p);
        if (ecb_bn254_g1_decode_uncompressed(&r, raw) != ECB_OK || !ecb_bn254_g1_equal(&r, &p))
            abort();
    }
    return 0;
}
