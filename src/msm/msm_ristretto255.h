/* Internal: the MULX/ADX and AVX-512 IFMA builds of ristretto255's MSM engine
 * (msm_ristretto255_adx.c, msm_ristretto255_ifma.c), called by the public entry points in
 * msm_ristretto255.c by CPU level. */
#ifndef ECBATCH_MSM_RISTRETTO255_H
#define ECBATCH_MSM_RISTRETTO255_H

#include <stddef.h>

#include "ecbatch/msm.h"

struct msm_r255_tables;  /* precomputed Straus tables, radix-2^64 form (glue header) */
struct msm_r255v_tables; /* the same in the IFMA form (msm_ristretto255_ifma.c) */

ecb_status msm_r255x_msm_entry(ecb_ristretto255_point *out, const ecb_ristretto255_point *points,
                               const ecb_ristretto255_scalar *scalars, size_t n,
                               const ecb_msm_options *options);
ecb_status msm_r255x_precomp_new_entry(struct msm_r255_tables **out,
                                       const ecb_ristretto255_point *points, size_t n,
                                       unsigned window);
ecb_status msm_r255x_precomp_msm_entry(ecb_ristretto255_point *out,
                                       const struct msm_r255_tables *pre,
                                       const ecb_ristretto255_scalar *ss, size_t ns,
                                       const ecb_ristretto255_point *dp,
                                       const ecb_ristretto255_scalar *ds, size_t nd,
                                       const ecb_msm_options *options);
ecb_status msm_r255x_measure_entry(ecb_msm_costs *out);

/* The AVX-512 IFMA build (msm_ristretto255_ifma.c), called when ecb_cpu_has_ifma(). */
ecb_status msm_r255v_msm_entry(ecb_ristretto255_point *out, const ecb_ristretto255_point *points,
                               const ecb_ristretto255_scalar *scalars, size_t n,
                               const ecb_msm_options *options);
ecb_status msm_r255v_precomp_new_entry(struct msm_r255v_tables **out,
                                       const ecb_ristretto255_point *points, size_t n,
                                       unsigned window);
void msm_r255v_precomp_free_entry(struct msm_r255v_tables *pre);
ecb_status msm_r255v_precomp_msm_entry(ecb_ristretto255_point *out,
                                       const struct msm_r255v_tables *pre,
                                       const ecb_ristretto255_scalar *ss, size_t ns,
                                       const ecb_ristretto255_point *dp,
                                       const ecb_ristretto255_scalar *ds, size_t nd,
                                       const ecb_msm_options *options);
ecb_status msm_r255v_measure_entry(ecb_msm_costs *out);

#endif
