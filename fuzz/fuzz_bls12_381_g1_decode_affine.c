/* libFuzzer target: BLS12-381 G1 decoding straight to affine form, against the Jacobian decoders
 * (compressed 48 bytes, uncompressed 96); the checks are in
 * fuzz_bls12_381_decode_affine_impl.h. */
#define FZ_G ecb_bls12_381_g1
#define FZ_LEN 48
#include "fuzz_bls12_381_decode_affine_impl.h"
