/* The affine form of BN254 G1 points in the public API (include/ecbatch/bn254.h): the input
 * type of the MSM, through the group layer's constant-time Jacobian to affine maps. */
#include <string.h>

#include "ecbatch/bn254.h"
#include "group/bn254/g1_254.h"

_Static_assert(sizeof(ecb_bn254_g1_affine) == sizeof(g1_254_aff), "G1 affine layout");
_Static_assert(sizeof(ecb_bn254_g1) == sizeof(g1_254_jac), "G1 layout");

/* Points per inversion in the batch conversion (copies and scratch live on the stack). */
#define AFFINE_CHUNK 128

void ecb_bn254_g1_to_affine(ecb_bn254_g1_affine *out, const ecb_bn254_g1 *p) {
    g1_254_jac a;
    g1_254_aff r;
    memcpy(&a, p, sizeof a);
    g1_254_jac_to_aff(&r, &a);
    memcpy(out, &r, sizeof r);
}

void ecb_bn254_g1_batch_to_affine(ecb_bn254_g1_affine *out, const ecb_bn254_g1 *in, size_t n) {
    g1_254_jac jac[AFFINE_CHUNK];
    g1_254_aff aff[AFFINE_CHUNK];
    fp254 scratch[AFFINE_CHUNK];
    for (size_t lo = 0; lo < n; lo += AFFINE_CHUNK) {
        size_t m = n - lo < AFFINE_CHUNK ? n - lo : AFFINE_CHUNK;
        memcpy(jac, in + lo, m * sizeof jac[0]);
        g1_254_jac_batch_to_aff(aff, jac, m, scratch);
        memcpy(out + lo, aff, m * sizeof aff[0]);
    }
}

void ecb_bn254_g1_from_affine(ecb_bn254_g1 *out, const ecb_bn254_g1_affine *p) {
    g1_254_aff a;
    g1_254_jac r;
    memcpy(&a, p, sizeof a);
    g1_254_jac_from_aff(&r, &a);
    memcpy(out, &r, sizeof r);
}
