/* The BLS12 groups' public MSM entry points (msm.h): each dispatches once through its group's
 * backend table (msm_backend.h) at the selected CPU level. Fixed-base tables have one form at
 * every level (affine, Montgomery limbs); their (c, k) is chosen with the scalar level's unit
 * costs at every level, as before the per-level descriptors. The call writes the group's
 * identity on errors found before the engine runs. The many-MSM calls run msm_multi_impl.h in
 * the group's engine file (on the selected level's batch additions). */
#include "msm/groups/msm_backend.h"
#include "msm/many/msm_multi.h"

/* ---- bls12-381-g1 ---- */

ecb_status ecb_msm_bls12_381_g1_var(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1_affine *points,
                                    const ecb_bls12_381_scalar *scalars, size_t n,
                                    const ecb_msm_options *options) {
    return msm_g1_381_selected()->msm(out, points, scalars, n, options);
}

ecb_status ecb_msm_fixed_bls12_381_g1_new(ecb_msm_fixed **out,
                                          const ecb_bls12_381_g1_affine *points, size_t n,
                                          size_t budget_bytes) {
    ecb_status st = msm_fixed_new(out, ECB_GROUP_BLS12_381_G1, MSM_FIXED_FORM_WEIERSTRASS,
                                  msm_g1_381_backend_portable.desc, points, n, budget_bytes);
    return st != ECB_OK ? st
                        : msm_fixed_finish(out, msm_g1_381_selected()->fixed_build(*out, points));
}

ecb_status ecb_msm_fixed_bls12_381_g1_var(ecb_bls12_381_g1 *out, const ecb_msm_fixed *f,
                                          const ecb_bls12_381_scalar *scalars, size_t n,
                                          const ecb_msm_options *options) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = msm_fixed_check(f, ECB_GROUP_BLS12_381_G1, scalars, n);
    if (st != ECB_OK) {
        ecb_bls12_381_g1_identity(out);
        return st;
    }
    return msm_g1_381_selected()->fixed_msm(out, f, scalars, n, options);
}

ecb_status ecb_msm_multi_bls12_381_g1_var(ecb_bls12_381_g1 *out,
                                          const ecb_bls12_381_g1_affine *points, size_t n,
                                          const ecb_bls12_381_scalar *scalars, size_t m,
                                          const ecb_msm_multi_options *options) {
    return msm_multi_g1_381_run((g1_381_jac *)(void *)out, (const g1_381_aff *)(const void *)points,
                                n, (const msm_limbs *)(const void *)scalars, m, options);
}

/* ---- bls12-381-g2 ---- */

ecb_status ecb_msm_bls12_381_g2_var(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2_affine *points,
                                    const ecb_bls12_381_scalar *scalars, size_t n,
                                    const ecb_msm_options *options) {
    return msm_g2_381_selected()->msm(out, points, scalars, n, options);
}

ecb_status ecb_msm_fixed_bls12_381_g2_new(ecb_msm_fixed **out,
                                          const ecb_bls12_381_g2_affine *points, size_t n,
                                          size_t budget_bytes) {
    ecb_status st = msm_fixed_new(out, ECB_GROUP_BLS12_381_G2, MSM_FIXED_FORM_WEIERSTRASS,
                                  msm_g2_381_backend_portable.desc, points, n, budget_bytes);
    return st != ECB_OK ? st
                        : msm_fixed_finish(out, msm_g2_381_selected()->fixed_build(*out, points));
}

ecb_status ecb_msm_fixed_bls12_381_g2_var(ecb_bls12_381_g2 *out, const ecb_msm_fixed *f,
                                          const ecb_bls12_381_scalar *scalars, size_t n,
                                          const ecb_msm_options *options) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = msm_fixed_check(f, ECB_GROUP_BLS12_381_G2, scalars, n);
    if (st != ECB_OK) {
        ecb_bls12_381_g2_identity(out);
        return st;
    }
    return msm_g2_381_selected()->fixed_msm(out, f, scalars, n, options);
}

ecb_status ecb_msm_multi_bls12_381_g2_var(ecb_bls12_381_g2 *out,
                                          const ecb_bls12_381_g2_affine *points, size_t n,
                                          const ecb_bls12_381_scalar *scalars, size_t m,
                                          const ecb_msm_multi_options *options) {
    return msm_multi_g2_381_run((g2_381_jac *)(void *)out, (const g2_381_aff *)(const void *)points,
                                n, (const msm_limbs *)(const void *)scalars, m, options);
}

/* ---- bls12-377-g1 ---- */

ecb_status ecb_msm_bls12_377_g1_var(ecb_bls12_377_g1 *out, const ecb_bls12_377_g1_affine *points,
                                    const ecb_bls12_377_scalar *scalars, size_t n,
                                    const ecb_msm_options *options) {
    return msm_g1_377_selected()->msm(out, points, scalars, n, options);
}

ecb_status ecb_msm_fixed_bls12_377_g1_new(ecb_msm_fixed **out,
                                          const ecb_bls12_377_g1_affine *points, size_t n,
                                          size_t budget_bytes) {
    ecb_status st = msm_fixed_new(out, ECB_GROUP_BLS12_377_G1, MSM_FIXED_FORM_WEIERSTRASS,
                                  msm_g1_377_backend_portable.desc, points, n, budget_bytes);
    return st != ECB_OK ? st
                        : msm_fixed_finish(out, msm_g1_377_selected()->fixed_build(*out, points));
}

ecb_status ecb_msm_fixed_bls12_377_g1_var(ecb_bls12_377_g1 *out, const ecb_msm_fixed *f,
                                          const ecb_bls12_377_scalar *scalars, size_t n,
                                          const ecb_msm_options *options) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = msm_fixed_check(f, ECB_GROUP_BLS12_377_G1, scalars, n);
    if (st != ECB_OK) {
        ecb_bls12_377_g1_identity(out);
        return st;
    }
    return msm_g1_377_selected()->fixed_msm(out, f, scalars, n, options);
}

ecb_status ecb_msm_multi_bls12_377_g1_var(ecb_bls12_377_g1 *out,
                                          const ecb_bls12_377_g1_affine *points, size_t n,
                                          const ecb_bls12_377_scalar *scalars, size_t m,
                                          const ecb_msm_multi_options *options) {
    return msm_multi_g1_377_run((g1_377_jac *)(void *)out, (const g1_377_aff *)(const void *)points,
                                n, (const msm_limbs *)(const void *)scalars, m, options);
}
