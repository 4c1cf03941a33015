/* The groups `ecbatch bench msm` measures, behind one interface: deterministic inputs and the
 * MSM call through void pointers (benchmark plumbing only), so one driver (bench_msm.c) runs
 * every group. */
#ifndef ECBATCH_BENCH_MSM_GROUPS_H
#define ECBATCH_BENCH_MSM_GROUPS_H

#include <stddef.h>

#include "ecbatch.h"

struct bench_msm_group {
    ecb_group g;
    size_t point_size, scalar_size, out_size; /* bytes of one input point, scalar, result */
    /* Fills n points and n scalars, the same ones for the same n on every run. */
    void (*make)(void *points, void *scalars, size_t n);
    ecb_status (*msm)(void *out, const void *points, const void *scalars, size_t n,
                      const ecb_msm_options *opt);
};

/* The group g's entry, or NULL when it has no MSM engine. */
const struct bench_msm_group *bench_msm_group_of(ecb_group g);

/* The effective scalar length of n scalars (the highest set bit over all), as the engine
 * measures it before planning; every group's scalar is four little-endian 64-bit limbs. */
unsigned bench_msm_scalar_bits(const struct bench_msm_group *grp, const void *scalars, size_t n);

#endif
