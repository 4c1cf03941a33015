/* Eight independent chains of G1 doublings and additions of affine points, one per AVX-512 IFMA
 * lane (fp381x8, field/bls12/fp381_x8_ifma.h): the vector kernel of many scalar multiplications
 * (g1_381_mul_many.c) and of KZG's FK20 products (kzg/kzg_fk20_lanes.c).
 *
 * A lane runs its own program, a list of operations: double the running sum, or add an affine
 * point, optionally negated and/or mapped by -sigma ((x, y) -> (beta x, -y), the GLV
 * endomorphism's image [z^2]P on G1). Every operation of every lane is one complete projective
 * addition (Renes, Costello, Batina 2016, Algorithm 7: 12 products, exact for every pair of
 * points of an odd-order group, doublings and the identity included): a doubling adds the sum to
 * itself, so the lanes never wait for one another, and no input needs a special case. A lane
 * whose program has ended adds the identity. Cost: the longest program's length times one
 * 8-lane addition (about 1.2 us here: 12 IFMA products of eight elements).
 *
 * Variable time: the programs (public scalars' digits) choose the work. Call only at the ifma
 * level (g1_381_lanes_available). */
#ifndef ECBATCH_GROUP_G1_381_LANES_H
#define ECBATCH_GROUP_G1_381_LANES_H

#include <stddef.h>
#include <stdint.h>

#include "group/bls12/g1_381.h"

#define G1_381_LANES 8

/* Flags of an addition */
#define G1_381_LANE_NEG 1u   /* add -P */
#define G1_381_LANE_SIGMA 2u /* add -sigma(P) = (beta x, -y) (with NEG: sigma(P)) */

/* One operation: point NULL doubles the running sum, else the sum gains the point (never the
 * identity (0, 0)) as flags say. */
typedef struct g1_381_lane_op {
    const g1_381_aff *point;
    unsigned flags;
} g1_381_lane_op;

/* 1 when the lanes run here (the ifma level, with the kernels built). */
int g1_381_lanes_available(void);

/* out[k] = the result of program k (ops[k][0 .. counts[k]) from the identity) for k < lanes
 * (at most G1_381_LANES); the other outputs are not written. */
void g1_381_lanes_run_var(g1_381_jac *out, const g1_381_lane_op *const ops[G1_381_LANES],
                          const size_t counts[G1_381_LANES], unsigned lanes);

#endif
