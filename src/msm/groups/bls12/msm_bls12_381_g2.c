/* BLS12-381 G2's MSM: the engine (msm_engine_impl.h) over msm_weierstrass_glue.h with the inlined Fp2
 * (fp2_381_inline.h), and the GLS endomorphism E = -psi, which acts on G2 as multiplication
 * by |z| (g2_381.h: psi acts as z = -|z|): with the base-|z| digits k = d0 + d1 |z| +
 * d2 |z|^2 + d3 |z|^3 (each below 2^64, msm_bls12_split.h), k P = sum_j d_j E^j(P)
 * (Galbraith, Lin, Scott, EUROCRYPT 2009; survey §6.2). */
#define _POSIX_C_SOURCE 200809L
#include "ecbatch/msm.h"
#include "field/bls12/fp2_381_inline.h"
#include "field/bls12/fp381_x8_ifma.h"
#include "field/bls12/fr381.h"
#include "group/bls12/bls12_split.h"
#include "group/bls12/g2_381.h"
#include "msm/groups/bls12/msm_bls12_costs.h"
#include "msm/groups/bls12/msm_bls12_split.h"

/* The field of the point layer: Fp2 with its products out of line. A call per product costs a
 * few nanoseconds against its three base-field products (about 2 %), and keeps the engine's
 * flattened loops small enough to compile in seconds rather than minutes. */
#define MSW_FE fp2_381
#define MSW_F(op) msm_fp2_##op
__attribute__((noinline)) static void msm_fp2_mul(fp2_381 *r, const fp2_381 *a, const fp2_381 *b) {
    fp2_381i_mul(r, a, b);
}
__attribute__((noinline)) static void msm_fp2_sqr(fp2_381 *r, const fp2_381 *a) {
    fp2_381i_sqr(r, a);
}
#define msm_fp2_zero fp2_381i_zero
#define msm_fp2_one fp2_381i_one
#define msm_fp2_add fp2_381i_add
#define msm_fp2_sub fp2_381i_sub
#define msm_fp2_neg fp2_381i_neg
#define msm_fp2_dbl fp2_381i_dbl
#define msm_fp2_is_zero fp2_381i_is_zero
#define msm_fp2_equal fp2_381i_equal
#define msm_fp2_inv_var fp2_381i_inv_var
#define msm_fp2_batch_inv_var fp2_381_batch_inv_var
#if defined(ECB_CPU_IFMA_BUILD)
#define MSW_FE8 fp2_381x8 /* msm_weierstrass_batch_x8_ifma.h */
#define MSW_F8(op) fp2_381x8_##op
#endif
#define MSW_G(op) g2_381_##op
typedef ecb_bls12_381_g2_affine msm_input;
#define MSM_OUTPUT ecb_bls12_381_g2
typedef ecb_bls12_381_scalar msm_scalar;
#define msm_group_order fr381_order
#include "msm/weierstrass/msm_weierstrass_glue.h"

#define MSM_ENDO_PARTS 4

/* a small top digit folded into the one below (msm_bls12_split.h) */
static inline void msm_endo_split(msm_scalar parts[4], const msm_scalar *k) {
    uint64_t q[2], s[2], d[4];
    msm_div_u2(q, s, k->v, msm_bls12_381_u2, msm_bls12_381_mu);
    d[1] = msm_div_u(&d[0], s[0], s[1], BLS12_381_Z_ABS);
    d[3] = msm_div_u(&d[2], q[0], q[1], BLS12_381_Z_ABS);
    for (int j = 0; j < 4; j++)
        parts[j] = (msm_scalar){{d[j], 0, 0, 0}};
    for (int j = 3; j > 0; j--) {
        if (d[j] == 0) continue;
        if (d[j] < MSM_SPLIT_FOLD) {
            msm_u128 v = (msm_u128)d[j] * BLS12_381_Z_ABS + d[j - 1];
            parts[j - 1] = (msm_scalar){{(uint64_t)v, (uint64_t)(v >> 64), 0, 0}};
            parts[j] = (msm_scalar){{0, 0, 0, 0}};
        }
        break;
    }
}

/* E(P) = -psi(P), through the group layer's psi on the point with Z = 1. */
static inline void msm_endo_map(msm_aff *r, const msm_aff *p) {
    g2_381_jac j;
    j.X = p->x;
    j.Y = p->y;
    fp2_381i_one(&j.Z);
    g2_381_psi(&j, &j);
    r->x = j.X;
    fp2_381i_neg(&r->y, &j.Y);
}

#define MSM_DESC (msm_g2_381_selected()->desc)
/* the fixed-base choices price with the scalar level's costs at every level (as before the
 * per-level descriptors; msm_fixed_base_impl.h) */
#define MSM_FIXED_DESC (&msm_g2_381_desc)
static const msm_group_desc msm_g2_381_desc;
#include "msm/engine/msm_engine_impl.h"
#include "msm/fixed/msm_fixed_base_impl.h"

/* many MSMs in one call (msm_multi.h) on this engine's point layer */
#define MG g2_381
#define MS_RUN msm_multi_g2_381_run
#define MS_PLAN msm_multi_g2_381_plan
#define MS_COLUMNS_VAR msm_multi_g2_381_columns_var
#define MS_MUL_VAR g2_381_mul_gls_var
#define MS_GROUP ECB_GROUP_BLS12_381_G2
#define MS_ENGINE ecb_msm_bls12_381_g2_var
#include "msm/many/msm_multi_impl.h"

/* The descriptors and backends of this one engine: the portable one serves portable and adx
 * (the 6x64 field product picks its MULX/ADX form itself), at ifma the batches of affine
 * additions take eight lanes; they differ in the batch-affine addition's cost
 * (msm_bls12_costs.h). */
static const msm_group_desc msm_g2_381_desc = {
    MSM_WEIERSTRASS_DESC_FIELDS,
    .strategies = MSM_WEIERSTRASS_STRATEGIES,
    .group = ECB_GROUP_BLS12_381_G2,
    .name = "bls12-381-g2",
    .max_scalar_bits = 255,
    .endo_bits = 64,
    .costs = MSM_G2_381_COSTS(520),
};
const msm_g2_381_backend msm_g2_381_backend_portable = {
    .level = ECB_CPU_PORTABLE,
    .desc = &msm_g2_381_desc,
    .msm = engine_msm,
    .fixed_build = engine_fixed_build,
    .fixed_msm = engine_fixed_msm,
};
#if defined(ECB_CPU_IFMA_BUILD)
/* the eight-lane batch-affine addition's cost on AMD family 25 (Zen 4, 512-bit operations as
 * two halves) and on Intel family 6 */
static const msm_family_costs msm_g2_381_x8_families[] = {
    {ECB_CPU_VENDOR_AMD, 25, MSM_G2_381_COSTS(MSM_G2_381_X8_ZEN4)},
    {ECB_CPU_VENDOR_INTEL, 6, MSM_G2_381_COSTS(MSM_G2_381_X8_INTEL)},
};
/* the batch-affine shapes (msm_weierstrass_glue.h): the eight lanes at aff_add, the serial loop
 * at the scalar level's figure, on Intel family 6 at its measured ratio to the lanes (2.36 and 2.33 times 200) */
static msm_shape_set msm_g2_381_ba_x8_set, msm_g2_381_ba_serial_set;
static const msm_shape msm_g2_381_ba_x8 = MSM_WEIERSTRASS_BA_X8_SHAPE(&msm_g2_381_ba_x8_set);
static const msm_shape msm_g2_381_ba_serial =
    MSM_WEIERSTRASS_BA_SERIAL_SHAPE(520, 470, &msm_g2_381_ba_serial_set);
static const msm_shape *const msm_g2_381_x8_shapes[] = {&msm_g2_381_ba_x8, &msm_g2_381_ba_serial};
static const msm_group_desc msm_g2_381_x8_desc = {
    MSM_WEIERSTRASS_DESC_FIELDS,
    .strategies = MSM_WEIERSTRASS_STRATEGIES,
    .group = ECB_GROUP_BLS12_381_G2,
    .name = "bls12-381-g2",
    .max_scalar_bits = 255,
    .endo_bits = 64,
    .costs = MSM_G2_381_COSTS(146),
    .ba_lane_sums = 1,
    .family_costs = msm_g2_381_x8_families,
    .n_family_costs = 2,
    .shapes = msm_g2_381_x8_shapes,
    .n_shapes = 2,
};
const msm_g2_381_backend msm_g2_381_backend_ifma = {
    .level = ECB_CPU_IFMA,
    .desc = &msm_g2_381_x8_desc,
    .msm = engine_msm,
    .fixed_build = engine_fixed_build,
    .fixed_msm = engine_fixed_msm,
};
#endif
