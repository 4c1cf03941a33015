/* ZCash / IETF point serialisation for BLS12-381 (see bls12_381_codec.h): the generic codec
 * of weierstrass_codec.h in the ZCash layouts of point_layout.h. */
#include "group/bls12/bls12_381_codec.h"

ecb_status g1_381_decode(g1_381_jac *out, const uint8_t in[48]) {
    return g1_381_decode_with(out, in, &ecb_layout_zcash_compressed);
}

ecb_status g1_381_decode_uncompressed(g1_381_jac *out, const uint8_t in[96]) {
    return g1_381_decode_with(out, in, &ecb_layout_zcash_uncompressed);
}

void g1_381_encode(uint8_t out[48], const g1_381_jac *p) {
    g1_381_encode_with(out, p, &ecb_layout_zcash_compressed);
}

void g1_381_encode_uncompressed(uint8_t out[96], const g1_381_jac *p) {
    g1_381_encode_with(out, p, &ecb_layout_zcash_uncompressed);
}

ecb_status g2_381_decode(g2_381_jac *out, const uint8_t in[96]) {
    return g2_381_decode_with(out, in, &ecb_layout_zcash_compressed);
}

ecb_status g2_381_decode_uncompressed(g2_381_jac *out, const uint8_t in[192]) {
    return g2_381_decode_with(out, in, &ecb_layout_zcash_uncompressed);
}

void g2_381_encode(uint8_t out[96], const g2_381_jac *p) {
    g2_381_encode_with(out, p, &ecb_layout_zcash_compressed);
}

void g2_381_encode_uncompressed(uint8_t out[192], const g2_381_jac *p) {
    g2_381_encode_with(out, p, &ecb_layout_zcash_uncompressed);
}
