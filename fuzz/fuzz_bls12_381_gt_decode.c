/* libFuzzer target: GT decoding (ecb_bls12_381_gt_decode), the 576-byte encoding of
 * include/ecbatch/pairing.h. The input, zero-padded to 576 bytes, is decoded. A decode that
 * succeeds must give an element with a^r = 1 (the plain order check, against the decoder's
 * cheaper membership test) that re-encodes to the input byte for byte; a failure must return
 * ECB_ERR_NON_CANONICAL or ECB_ERR_NOT_IN_SUBGROUP and leave the zero element, which is neither
 * one nor equal to itself.
 *
 * Inputs of 2..10 bytes are near-valid encodings instead: e(G1, G2)^k (k = bytes 2.., a 64-bit
 * little-endian integer) with bit data[1] % 8 of byte (data[0] * 256 + data[1]) / 8 % 576
 * flipped unless data[1] is 0xff. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/pairing.h"
#include "pairing/gt_381.h"

static const uint64_t r381[4] = {0xffffffff00000001ULL, 0x53bda402fffe5bfeULL,
                                 0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL};

static void near_valid(uint8_t in[576], const uint8_t *data, size_t size) {
    ecb_bls12_381_g1 g1;
    ecb_bls12_381_g2 g2;
    uint8_t p[48], q[96];
    ecb_bls12_381_gt e;
    ecb_bls12_381_scalar k = {{0, 0, 0, 0}};
    memcpy(&k.v[0], data + 2, size - 2);
    ecb_bls12_381_g1_generator(&g1);
    ecb_bls12_381_g2_generator(&g2);
    ecb_bls12_381_g1_encode(p, &g1);
    ecb_bls12_381_g2_encode(q, &g2);
    if (ecb_bls12_381_pairing(&e, p, q) != ECB_OK) abort();
    ecb_bls12_381_gt_pow_var(&e, &e, &k);
    ecb_bls12_381_gt_encode(in, &e);
    if (data[1] != 0xff)
        in[((data[0] * 256u + data[1]) / 8) % 576] ^= (uint8_t)(1u << (data[1] % 8));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint8_t in[576] = {0}, again[576];
    ecb_bls12_381_gt a;
    if (size >= 2 && size <= 10)
        near_valid(in, data, size);
    else
        memcpy(in, data, size < 576 ? size : 576);
    ecb_status st = ecb_bls12_381_gt_decode(&a, in);
    if (st != ECB_OK) {
        if (st != ECB_ERR_NON_CANONICAL && st != ECB_ERR_NOT_IN_SUBGROUP) abort();
        if (ecb_bls12_381_gt_is_one(&a) || ecb_bls12_381_gt_equal(&a, &a)) abort();
        return 0;
    }
    fp12_381 x, t;
    memcpy(&x, &a, sizeof x);
    gt_381_pow_var(&t, &x, r381, 4);
    if (!fp12_381_is_one(&t)) abort();
    ecb_bls12_381_gt_encode(again, &a);
    if (memcmp(again, in, sizeof in) != 0) abort();
    return 0;
}
