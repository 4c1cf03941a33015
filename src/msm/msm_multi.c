/* Many MSMs in one call: msm_multi_impl.h per BLS12 group, the public ecb_msm_multi_*_var
 * calls of the BLS12 groups and the plan of every group (ristretto255's method and plan in
 * msm_multi_ristretto255.c). */
#include "msm/msm_multi.h"

#include <string.h>

#include "field/fp2_381.h"
#include "field/fp377.h"
#include "field/fp377_x8.h"
#include "field/fp381.h"
#include "field/fp381_x8.h"
#include "field/fr377.h"
#include "field/fr381.h"
#include "field/scalar_wnaf.h"
#include "msm/msm_internal.h"
#include "util/alloc.h"
#include "util/cpu.h"
#include "util/parallel.h"

_Static_assert(sizeof(ecb_bls12_381_g1_affine) == sizeof(g1_381_aff), "G1 affine layout");
_Static_assert(sizeof(ecb_bls12_381_g2_affine) == sizeof(g2_381_aff), "G2 affine layout");
_Static_assert(sizeof(ecb_bls12_377_g1_affine) == sizeof(g1_377_aff), "BLS12-377 affine layout");
_Static_assert(sizeof(ecb_bls12_381_g1) == sizeof(g1_381_jac), "G1 layout");
_Static_assert(sizeof(ecb_bls12_381_g2) == sizeof(g2_381_jac), "G2 layout");
_Static_assert(sizeof(ecb_bls12_377_g1) == sizeof(g1_377_jac), "BLS12-377 layout");
_Static_assert(sizeof(ecb_bls12_381_scalar) == sizeof(msm_limbs), "scalar layout");
_Static_assert(sizeof(ecb_bls12_377_scalar) == sizeof(msm_limbs), "scalar layout");

void msm_multi_plan_init(ecb_msm_multi_plan_result *plan) {
    memset(plan, 0, sizeof *plan);
    for (int i = 0; i < ECB_MSM_MULTI_METHOD_COUNT; i++)
        plan->method_ns[i] = -1;
    plan->method = ECB_MSM_MULTI_INDEPENDENT;
}

void msm_multi_plan_force(ecb_msm_multi_plan_result *plan, ecb_msm_multi_method method) {
    if (method == ECB_MSM_MULTI_AUTO || method == plan->method) return;
    plan->method = method;
    plan->window = plan->method_window[method];
    plan->estimate_ns = plan->method_ns[method];
}

#define MG g1_381
#define MF fp381
#if ECB_FP8_HAVE_IFMA
#define MS_FE8 fp381x8 /* batch additions in eight lanes (msm_multi_x8.h) */
#define MS_F8(op) fp381x8_##op
#endif
#define MS_MUL_VAR g1_381_mul_glv_var
#define MS_GROUP ECB_GROUP_BLS12_381_G1
#define MS_ORDER fr381_order
#define MS_ENGINE ecb_msm_bls12_381_g1_var
#define MS_PUB_AFF ecb_bls12_381_g1_affine
#define MS_PUB_JAC ecb_bls12_381_g1
#define MS_PUB_SCALAR ecb_bls12_381_scalar
#include "msm/msm_multi_impl.h"

#define MG g2_381
#define MF fp2_381
#if ECB_FP8_HAVE_IFMA
#define MS_FE8 fp2_381x8 /* batch additions in eight lanes (msm_multi_x8.h) */
#define MS_F8(op) fp2_381x8_##op
#endif
#define MS_MUL_VAR g2_381_mul_gls_var
#define MS_GROUP ECB_GROUP_BLS12_381_G2
#define MS_ORDER fr381_order
#define MS_ENGINE ecb_msm_bls12_381_g2_var
#define MS_PUB_AFF ecb_bls12_381_g2_affine
#define MS_PUB_JAC ecb_bls12_381_g2
#define MS_PUB_SCALAR ecb_bls12_381_scalar
#include "msm/msm_multi_impl.h"

#define MG g1_377
#define MF fp377
#if ECB_FP8_HAVE_IFMA
#define MS_FE8 fp377x8 /* batch additions in eight lanes (msm_multi_x8.h) */
#define MS_F8(op) fp377x8_##op
#endif
#define MS_MUL_VAR g1_377_mul_glv_var
#define MS_GROUP ECB_GROUP_BLS12_377_G1
#define MS_ORDER fr377_order
#define MS_ENGINE ecb_msm_bls12_377_g1_var
#define MS_PUB_AFF ecb_bls12_377_g1_affine
#define MS_PUB_JAC ecb_bls12_377_g1
#define MS_PUB_SCALAR ecb_bls12_377_scalar
#include "msm/msm_multi_impl.h"

ecb_status ecb_msm_multi_plan(ecb_group group, size_t n, unsigned scalar_bits, size_t m,
                              unsigned threads, const ecb_msm_costs *costs,
                              ecb_msm_multi_plan_result *plan) {
    if (plan == NULL) return ECB_ERR_NULL_POINTER;
    if (n > ECB_MSM_MAX_POINTS || m > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    if (threads > ECB_MSM_MAX_THREADS) return ECB_ERR_INVALID_ARGUMENT;
    const msm_group_desc *d = msm_group_lookup(group);
    if (d == NULL) return ECB_ERR_UNSUPPORTED;
    if (scalar_bits > d->max_scalar_bits) return ECB_ERR_INVALID_ARGUMENT;
    switch (group) {
    case ECB_GROUP_BLS12_381_G1:
        msm_multi_g1_381_plan(plan, n, scalar_bits, m, threads, costs);
        return ECB_OK;
    case ECB_GROUP_BLS12_381_G2:
        msm_multi_g2_381_plan(plan, n, scalar_bits, m, threads, costs);
        return ECB_OK;
    case ECB_GROUP_BLS12_377_G1:
        msm_multi_g1_377_plan(plan, n, scalar_bits, m, threads, costs);
        return ECB_OK;
    default:
        msm_multi_r255_plan(plan, n, scalar_bits, m, threads, costs);
        return ECB_OK;
    }
}

ecb_status ecb_msm_multi_bls12_381_g1_var(ecb_bls12_381_g1 *out,
                                          const ecb_bls12_381_g1_affine *points, size_t n,
                                          const ecb_bls12_381_scalar *scalars, size_t m,
                                          const ecb_msm_multi_options *options) {
    return msm_multi_g1_381_run((g1_381_jac *)(void *)out, (const g1_381_aff *)(const void *)points,
                                n, (const msm_limbs *)(const void *)scalars, m, options);
}

ecb_status ecb_msm_multi_bls12_381_g2_var(ecb_bls12_381_g2 *out,
                                          const ecb_bls12_381_g2_affine *points, size_t n,
                                          const ecb_bls12_381_scalar *scalars, size_t m,
                                          const ecb_msm_multi_options *options) {
    return msm_multi_g2_381_run((g2_381_jac *)(void *)out, (const g2_381_aff *)(const void *)points,
                                n, (const msm_limbs *)(const void *)scalars, m, options);
}

ecb_status ecb_msm_multi_bls12_377_g1_var(ecb_bls12_377_g1 *out,
                                          const ecb_bls12_377_g1_affine *points, size_t n,
                                          const ecb_bls12_377_scalar *scalars, size_t m,
                                          const ecb_msm_multi_options *options) {
    return msm_multi_g1_377_run((g1_377_jac *)(void *)out, (const g1_377_aff *)(const void *)points,
                                n, (const msm_limbs *)(const void *)scalars, m, options);
}
