/* ristretto255's MSM engine with the MULX/ADX field multiplication (fe25519_64.h with
 * FE64_MULX): called only when the CPU has BMI2 and ADX (msm_ristretto255.c dispatches). */
#define _POSIX_C_SOURCE 200809L
#define FE64_MULX 1
#define MSM_FN(name) msm_r255x_##name
#include "msm/msm_ristretto255_glue.h"

ecb_status msm_r255x_msm_entry(ge25519_p3 *out, const ge25519_p3 *points,
                               const ecb_ristretto255_scalar *scalars, size_t n,
                               const ecb_msm_options *options) {
    return msm_r255x_msm(out, points, scalars, n, options);
}

ecb_status msm_r255x_precomp_new_entry(struct msm_r255_tables **out, const ge25519_p3 *points,
                                       size_t n, unsigned window) {
    return msm_r255x_precomp_new(out, points, n, window);
}

ecb_status msm_r255x_precomp_msm_entry(ge25519_p3 *out, const struct msm_r255_tables *pre,
                                       const ecb_ristretto255_scalar *ss, size_t ns,
                                       const ge25519_p3 *dp, const ecb_ristretto255_scalar *ds,
                                       size_t nd, const ecb_msm_options *options) {
    return msm_r255x_precomp_msm(out, pre, ss, ns, dp, ds, nd, options);
}

ecb_status msm_r255x_measure_entry(ecb_msm_costs *out) {
    return msm_r255x_measure(out);
}
