/* BN254 G1's public MSM entry points (msm.h): each dispatches once through the group's backend
 * table (msm_backend.h) at the selected CPU level, as the BLS12 groups' (msm_bls12_public.c).
 * Fixed-base tables have one form at every level (affine, Montgomery limbs), their (c, k)
 * chosen with the scalar level's unit costs. The call writes the identity on errors found
 * before the engine runs. The many-MSM call runs msm_multi_impl.h in the engine file. */
#include "msm/groups/msm_backend.h"
#include "msm/many/msm_multi.h"

ecb_status ecb_msm_bn254_g1_var(ecb_bn254_g1 *out, const ecb_bn254_g1_affine *points,
                                const ecb_bn254_scalar *scalars, size_t n,
                                const ecb_msm_options *options) {
    return msm_g1_254_selected()->msm(out, points, scalars, n, options);
}

ecb_status ecb_msm_fixed_bn254_g1_new(ecb_msm_fixed **out, const ecb_bn254_g1_affine *points,
                                      size_t n, size_t budget_bytes) {
    ecb_status st = msm_fixed_new(out, ECB_GROUP_BN254_G1, MSM_FIXED_FORM_WEIERSTRASS,
                                  msm_g1_254_backend_portable.desc, points, n, budget_bytes);
    return st != ECB_OK ? st
                        : msm_fixed_finish(out, msm_g1_254_selected()->fixed_build(*out, points));
}

ecb_status ecb_msm_fixed_bn254_g1_var(ecb_bn254_g1 *out, const ecb_msm_fixed *f,
                                      const ecb_bn254_scalar *scalars, size_t n,
                                      const ecb_msm_options *options) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = msm_fixed_check(f, ECB_GROUP_BN254_G1, scalars, n);
    if (st != ECB_OK) {
        ecb_bn254_g1_identity(out);
        return st;
    }
    return msm_g1_254_selected()->fixed_msm(out, f, scalars, n, options);
}

ecb_status ecb_msm_multi_bn254_g1_var(ecb_bn254_g1 *out, const ecb_bn254_g1_affine *points,
                                      size_t n, const ecb_bn254_scalar *scalars, size_t m,
                                      const ecb_msm_multi_options *options) {
    return msm_multi_g1_254_run((g1_254_jac *)(void *)out, (const g1_254_aff *)(const void *)points,
                                n, (const msm_limbs *)(const void *)scalars, m, options);
}
