/* libFuzzer target: BLS12-381 G2 decoding straight to affine form, against the Jacobian decoders
 * (compressed 96 bytes, uncompressed 192); the checks are in
 * fuzz_bls12_381_decode_affine_impl.h. */
#define FZ_G ecb_bls12_381_g2
#define FZ_LEN 96
#include "fuzz_bls12_381_decode_affine_impl.h"
