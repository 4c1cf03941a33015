/* The affine form of BLS12-377 G1 points in the public API (include/ecbatch/bls12_377.h): the
 * input type of the MSM, through the group layer's constant-time Jacobian to affine maps. */
#include <string.h>

#include "ecbatch/bls12_377.h"
#include "group/bls12/g1_377.h"

_Static_assert(sizeof(ecb_bls12_377_g1_affine) == sizeof(g1_377_aff), "G1 affine layout");
_Static_assert(sizeof(ecb_bls12_377_g1) == sizeof(g1_377_jac), "G1 layout");

/* Points per inversion in the batch conversion (copies and scratch live on the stack). */
#define AFFINE_CHUNK 128

void ecb_bls12_377_g1_to_affine(ecb_bls12_377_g1_affine *out, const ecb_bls12_377_g1 *p) {
    g1_377_jac a;
    g1_377_aff r;
    memcpy(&a, p, sizeof a);
    g1_377_jac_to_aff(&r, &a);
    memcpy(out, &r, sizeof r);
}

void ecb_bls12_377_g1_batch_to_affine(ecb_bls12_377_g1_affine *out, const ecb_bls12_377_g1 *in,
                                      size_t n) {
    g1_377_jac jac[AFFINE_CHUNK];
    g1_377_aff aff[AFFINE_CHUNK];
    fp377 scratch[AFFINE_CHUNK];
    for (size_t lo = 0; lo < n; lo += AFFINE_CHUNK) {
        size_t m = n - lo < AFFINE_CHUNK ? n - lo : AFFINE_CHUNK;
        memcpy(jac, in + lo, m * sizeof jac[0]);
        g1_377_jac_batch_to_aff(aff, jac, m, scratch);
        memcpy(out + lo, aff, m * sizeof aff[0]);
    }
}

void ecb_bls12_377_g1_from_affine(ecb_bls12_377_g1 *out, const ecb_bls12_377_g1_affine *p) {
    g1_377_aff a;
    g1_377_jac r;
    memcpy(&a, p, sizeof a);
    g1_377_jac_from_aff(&r, &a);
    memcpy(out, &r, sizeof r);
}
