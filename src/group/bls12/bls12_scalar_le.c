/* Little-endian scalar encodings of BLS12-381 and BLS12-377 (blst, arkworks and gnark's
 * Element.SetBytesLE order) and wide reduction of 64 bytes mod r, for the public APIs
 * (include/ecbatch/bls12_381.h, bls12_377.h): the bytes are reversed and handed to the
 * big-endian field codecs. Constant time except for the decoders' status; temporaries are
 * wiped (scalars may be secret). */
#include <sodium.h>
#include <string.h>

#include "ecbatch/bls12_377.h"
#include "ecbatch/bls12_381.h"
#include "field/bls12/fr377.h"

static void reverse(uint8_t *out, const uint8_t *in, size_t len) {
    for (size_t i = 0; i < len; i++)
        out[i] = in[len - 1 - i];
}

void ecb_bls12_377_scalar_reduce64(ecb_bls12_377_scalar *out, const uint8_t in[64]) {
    fr377 a;
    fr377_reduce_wide(&a, in);
    fr377_from_mont(out->v, &a);
    sodium_memzero(&a, sizeof a);
}

/* The little-endian decoder, encoder and wide reduction of the curve C (bls12_381 or
 * bls12_377) over its big-endian ones. */
#define SCALAR_LE(C)                                                                               \
    ecb_status ecb_##C##_scalar_decode_le(ecb_##C##_scalar *out, const uint8_t in[32]) {           \
        uint8_t be[32];                                                                            \
        if (out == NULL) return ECB_ERR_NULL_POINTER;                                              \
        if (in == NULL) {                                                                          \
            memset(out, 0, sizeof *out);                                                           \
            return ECB_ERR_NULL_POINTER;                                                           \
        }                                                                                          \
        reverse(be, in, sizeof be);                                                                \
        ecb_status st = ecb_##C##_scalar_decode(out, be);                                          \
        sodium_memzero(be, sizeof be);                                                             \
        return st;                                                                                 \
    }                                                                                              \
    void ecb_##C##_scalar_encode_le(uint8_t out[32], const ecb_##C##_scalar *s) {                  \
        uint8_t be[32];                                                                            \
        ecb_##C##_scalar_encode(be, s);                                                            \
        reverse(out, be, sizeof be);                                                               \
        sodium_memzero(be, sizeof be);                                                             \
    }                                                                                              \
    void ecb_##C##_scalar_reduce64_le(ecb_##C##_scalar *out, const uint8_t in[64]) {               \
        uint8_t be[64];                                                                            \
        reverse(be, in, sizeof be);                                                                \
        ecb_##C##_scalar_reduce64(out, be);                                                        \
        sodium_memzero(be, sizeof be);                                                             \
    }
SCALAR_LE(bls12_381)
SCALAR_LE(bls12_377)
#undef SCALAR_LE
