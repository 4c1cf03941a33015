/* Group arithmetic for the prover, on top of the public ristretto255 point API:
 * constant-time multi-scalar multiplication with secret scalars, constant-time point selection,
 * and a variable-time multiplication by a public scalar for folding public generators. */
#ifndef ECB_BPP_PROVER_GROUP_H
#define ECB_BPP_PROVER_GROUP_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/ristretto255.h"

/* out = (flag ? a : b) for flag in {0, 1}, without branching on flag. */
void bpp_point_select(ecb_ristretto255_point *out, const ecb_ristretto255_point *a,
                      const ecb_ristretto255_point *b, uint64_t flag);

/* Bytes of scratch bpp_ct_msm needs for n terms. */
size_t bpp_ct_msm_scratch_size(size_t n);

/* out = sum scalars[i] * points[i], constant time in the scalars and the points (Straus with
 * signed radix-16 digits: 252 shared doublings, then per point 64 constant-time table lookups
 * and additions). scratch: bpp_ct_msm_scratch_size(n) bytes, aligned for points; wiped. */
void bpp_ct_msm(ecb_ristretto255_point *out, const ecb_ristretto255_point *points,
                const ecb_ristretto255_scalar *scalars, size_t n, void *scratch);

/* out = k * p for a public scalar k (width-5 NAF, variable time in k only: p may be secret,
 * the point operations do not depend on its value). */
void bpp_point_mul_public(ecb_ristretto255_point *out, const ecb_ristretto255_scalar *k,
                          const ecb_ristretto255_point *p);

#endif
