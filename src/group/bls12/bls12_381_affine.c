/* The affine form of BLS12-381 points in the public API (include/ecbatch/bls12_381.h): the
 * input type of the MSM. Conversions go through the group layer's constant-time Jacobian to
 * affine maps; the public types share the internal layouts (checked below). */
#include <string.h>

#include "ecbatch/bls12_381.h"
#include "group/bls12/g1_381.h"
#include "group/bls12/g2_381.h"

_Static_assert(sizeof(ecb_bls12_381_g1_affine) == sizeof(g1_381_aff), "G1 affine layout");
_Static_assert(sizeof(ecb_bls12_381_g2_affine) == sizeof(g2_381_aff), "G2 affine layout");
_Static_assert(sizeof(ecb_bls12_381_g1) == sizeof(g1_381_jac), "G1 layout");
_Static_assert(sizeof(ecb_bls12_381_g2) == sizeof(g2_381_jac), "G2 layout");

/* Points per inversion in the batch conversions (copies and scratch live on the stack). */
#define AFFINE_CHUNK 128

void ecb_bls12_381_g1_to_affine(ecb_bls12_381_g1_affine *out, const ecb_bls12_381_g1 *p) {
    g1_381_jac a;
    g1_381_aff r;
    memcpy(&a, p, sizeof a);
    g1_381_jac_to_aff(&r, &a);
    memcpy(out, &r, sizeof r);
}

void ecb_bls12_381_g2_to_affine(ecb_bls12_381_g2_affine *out, const ecb_bls12_381_g2 *p) {
    g2_381_jac a;
    g2_381_aff r;
    memcpy(&a, p, sizeof a);
    g2_381_jac_to_aff(&r, &a);
    memcpy(out, &r, sizeof r);
}

void ecb_bls12_381_g1_batch_to_affine(ecb_bls12_381_g1_affine *out, const ecb_bls12_381_g1 *in,
                                      size_t n) {
    g1_381_jac jac[AFFINE_CHUNK];
    g1_381_aff aff[AFFINE_CHUNK];
    fp381 scratch[AFFINE_CHUNK];
    for (size_t lo = 0; lo < n; lo += AFFINE_CHUNK) {
        size_t m = n - lo < AFFINE_CHUNK ? n - lo : AFFINE_CHUNK;
        memcpy(jac, in + lo, m * sizeof jac[0]);
        g1_381_jac_batch_to_aff(aff, jac, m, scratch);
        memcpy(out + lo, aff, m * sizeof aff[0]);
    }
}

void ecb_bls12_381_g2_batch_to_affine(ecb_bls12_381_g2_affine *out, const ecb_bls12_381_g2 *in,
                                      size_t n) {
    g2_381_jac jac[AFFINE_CHUNK];
    g2_381_aff aff[AFFINE_CHUNK];
    fp2_381 scratch[AFFINE_CHUNK];
    for (size_t lo = 0; lo < n; lo += AFFINE_CHUNK) {
        size_t m = n - lo < AFFINE_CHUNK ? n - lo : AFFINE_CHUNK;
        memcpy(jac, in + lo, m * sizeof jac[0]);
        g2_381_jac_batch_to_aff(aff, jac, m, scratch);
        memcpy(out + lo, aff, m * sizeof aff[0]);
    }
}

void ecb_bls12_381_g1_from_affine(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1_affine *p) {
    g1_381_aff a;
    g1_381_jac r;
    memcpy(&a, p, sizeof a);
    g1_381_jac_from_aff(&r, &a);
    memcpy(out, &r, sizeof r);
}

void ecb_bls12_381_g2_from_affine(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2_affine *p) {
    g2_381_aff a;
    g2_381_jac r;
    memcpy(&a, p, sizeof a);
    g2_381_jac_from_aff(&r, &a);
    memcpy(out, &r, sizeof r);
}
