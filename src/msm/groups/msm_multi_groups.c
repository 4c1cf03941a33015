/* Many MSMs in one call: the plan of every group, by group (ristretto255's method and plan in
 * msm_multi_ristretto255.c; the short Weierstrass many-MSM, msm_multi_impl.h, runs inside each
 * BLS12 and BN254 engine file, its public calls are in msm_bls12_public.c and
 * msm_bn254_public.c). */
#include "msm/groups/ristretto255/msm_multi_ristretto255.h"
#include "msm/many/msm_multi.h"
#include "msm/plan/msm_plan.h"

_Static_assert(sizeof(ecb_bls12_381_g1_affine) == sizeof(g1_381_aff), "G1 affine layout");
_Static_assert(sizeof(ecb_bls12_381_g2_affine) == sizeof(g2_381_aff), "G2 affine layout");
_Static_assert(sizeof(ecb_bls12_377_g1_affine) == sizeof(g1_377_aff), "BLS12-377 affine layout");
_Static_assert(sizeof(ecb_bn254_g1_affine) == sizeof(g1_254_aff), "BN254 affine layout");
_Static_assert(sizeof(ecb_bls12_381_g1) == sizeof(g1_381_jac), "G1 layout");
_Static_assert(sizeof(ecb_bls12_381_g2) == sizeof(g2_381_jac), "G2 layout");
_Static_assert(sizeof(ecb_bls12_377_g1) == sizeof(g1_377_jac), "BLS12-377 layout");
_Static_assert(sizeof(ecb_bn254_g1) == sizeof(g1_254_jac), "BN254 layout");
_Static_assert(sizeof(ecb_bls12_381_scalar) == sizeof(msm_limbs), "scalar layout");
_Static_assert(sizeof(ecb_bls12_377_scalar) == sizeof(msm_limbs), "scalar layout");
_Static_assert(sizeof(ecb_bn254_scalar) == sizeof(msm_limbs), "scalar layout");

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
    case ECB_GROUP_BN254_G1:
        msm_multi_g1_254_plan(plan, n, scalar_bits, m, threads, costs);
        return ECB_OK;
    default:
        msm_multi_r255_plan(plan, n, scalar_bits, m, threads, costs);
        return ECB_OK;
    }
}
