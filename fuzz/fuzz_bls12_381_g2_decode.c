/* libFuzzer target: BLS12-381 G2 point decoding, compressed (first 96 bytes) and
 * uncompressed (first 192 bytes). Every accepted encoding must re-encode byte for byte, lie
 * on the curve in the subgroup, and decode to the same point from its other format; every
 * rejection must leave the identity and a status from the decoders' documented set. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bls12_381.h"

static void check_rejection(ecb_status st, const ecb_bls12_381_g2 *p) {
    if (st != ECB_ERR_BAD_FLAGS && st != ECB_ERR_INFINITY_PAYLOAD && st != ECB_ERR_NON_CANONICAL &&
        st != ECB_ERR_NOT_ON_CURVE && st != ECB_ERR_NOT_IN_SUBGROUP)
        abort();
    if (!ecb_bls12_381_g2_is_identity(p)) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    ecb_bls12_381_g2 p, q;
    uint8_t c[96], u[192];
    if (size >= 96) {
        ecb_status st = ecb_bls12_381_g2_decode(&p, data);
        if (st == ECB_OK) {
            ecb_bls12_381_g2_encode(c, &p);
            if (memcmp(c, data, 96) != 0) abort();
            if (!ecb_bls12_381_g2_is_in_subgroup_var(&p)) abort();
            ecb_bls12_381_g2_encode_uncompressed(u, &p);
            if (ecb_bls12_381_g2_decode_uncompressed(&q, u) != ECB_OK) abort();
            if (!ecb_bls12_381_g2_equal(&p, &q)) abort();
        } else {
            check_rejection(st, &p);
        }
    }
    if (size >= 192) {
        ecb_status st = ecb_bls12_381_g2_decode_uncompressed(&p, data);
        if (st == ECB_OK) {
            ecb_bls12_381_g2_encode_uncompressed(u, &p);
            if (memcmp(u, data, 192) != 0) abort();
            ecb_bls12_381_g2_encode(c, &p);
            if (ecb_bls12_381_g2_decode(&q, c) != ECB_OK) abort();
            if (!ecb_bls12_381_g2_equal(&p, &q)) abort();
        } else {
            check_rejection(st, &p);
        }
    }
    return 0;
}
