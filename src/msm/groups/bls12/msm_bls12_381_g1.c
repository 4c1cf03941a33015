/* BLS12-381 G1's MSM: the engine (msm_engine_impl.h) over msm_weierstrass_glue.h with the inlined fp381
 * field, and the GLV endomorphism E = -sigma: E(x, y) = (beta x, -y) acts on G1 as
 * multiplication by z^2 (g1_381.h: sigma acts as -z^2), so with k = k0 + k1 z^2 (both below
 * z^2 < 2^128, msm_bls12_split.h) k P = k0 P + k1 E(P). */
#define _POSIX_C_SOURCE 200809L
#include "ecbatch/msm.h"
#include "field/bls12/fp381_inline.h"
#include "field/bls12/fp381_x8_ifma.h"
#include "field/bls12/fr381.h"
#include "group/bls12/g1_381.h"
#include "msm/groups/bls12/msm_bls12_costs.h"
#include "msm/groups/bls12/msm_bls12_split.h"

#define MSW_FE fp381
#define MSW_F(op) fp381i_##op
#define MSW_G(op) g1_381_##op
#if defined(ECB_CPU_IFMA_BUILD)
#define MSW_FE8 fp381x8 /* msm_weierstrass_batch_x8_ifma.h */
#define MSW_F8(op) fp381x8_##op
#endif
typedef ecb_bls12_381_g1_affine msm_input;
#define MSM_OUTPUT ecb_bls12_381_g1
typedef ecb_bls12_381_scalar msm_scalar;
#define msm_group_order fr381_order
#include "msm/weierstrass/msm_weierstrass_glue.h"

#define MSM_ENDO_PARTS 2

static inline void msm_endo_split(msm_scalar parts[2], const msm_scalar *k) {
    uint64_t q[2], s[2];
    msm_div_u2(q, s, k->v, msm_bls12_381_u2, msm_bls12_381_mu);
    parts[0] = (msm_scalar){{s[0], s[1], 0, 0}};
    parts[1] = (msm_scalar){{q[0], q[1], 0, 0}};
    if (q[1] == 0 && q[0] < MSM_SPLIT_FOLD) { /* k = s + q u^2 whole (msm_bls12_split.h) */
        parts[0] = *k;
        parts[1] = (msm_scalar){{0, 0, 0, 0}};
    }
}

/* beta (Montgomery form): the cube root of unity of g1_381_sigma */
static const fp381 msm_g1_381_beta = {{0x30f1361b798a64e8ULL, 0xf3b8ddab7ece5a2aULL,
                                       0x16a8ca3ac61577f7ULL, 0xc26a2ff874fd029bULL,
                                       0x3636b76660701c6eULL, 0x051ba4ab241b6160ULL}};

static inline void msm_endo_map(msm_aff *r, const msm_aff *p) {
    fp381i_mul(&r->x, &p->x, &msm_g1_381_beta);
    fp381i_neg(&r->y, &p->y);
}

#define MSM_DESC (msm_g1_381_selected()->desc)
/* the fixed-base choices price with the scalar level's costs at every level (as before the
 * per-level descriptors; msm_fixed_base_impl.h) */
#define MSM_FIXED_DESC (&msm_g1_381_desc)
static const msm_group_desc msm_g1_381_desc;
#include "msm/engine/msm_engine_impl.h"
#include "msm/fixed/msm_fixed_base_impl.h"

/* many MSMs in one call (msm_multi.h) on this engine's point layer */
#define MG g1_381
#define MS_RUN msm_multi_g1_381_run
#define MS_PLAN msm_multi_g1_381_plan
#define MS_COLUMNS_VAR msm_multi_g1_381_columns_var
#define MS_MUL_VAR g1_381_mul_glv_var
#define MS_GROUP ECB_GROUP_BLS12_381_G1
#define MS_ENGINE ecb_msm_bls12_381_g1_var
#include "msm/many/msm_multi_impl.h"

/* The descriptors and backends of this one engine: the portable one serves portable and adx
 * (the 6x64 field product picks its MULX/ADX form itself), at ifma the batches of affine
 * additions take eight lanes; they differ in the batch-affine addition's cost
 * (msm_bls12_costs.h). */
static const msm_group_desc msm_g1_381_desc = {
    MSM_WEIERSTRASS_DESC_FIELDS,
    .strategies = MSM_WEIERSTRASS_STRATEGIES,
    .group = ECB_GROUP_BLS12_381_G1,
    .name = "bls12-381-g1",
    .max_scalar_bits = 255,
    .endo_bits = 128,
    .costs = MSM_G1_381_COSTS(160),
};
const msm_g1_381_backend msm_g1_381_backend_portable = {
    .level = ECB_CPU_PORTABLE,
    .desc = &msm_g1_381_desc,
    .msm = engine_msm,
    .fixed_build = engine_fixed_build,
    .fixed_msm = engine_fixed_msm,
};
#if defined(ECB_CPU_IFMA_BUILD)
/* the eight-lane batch-affine addition's cost on AMD family 25 (Zen 4, 512-bit operations as
 * two halves) and on Intel family 6 */
static const msm_family_costs msm_g1_381_x8_families[] = {
    {ECB_CPU_VENDOR_AMD, 25, MSM_G1_381_COSTS(78)},
    {ECB_CPU_VENDOR_INTEL, 6, MSM_G1_381_COSTS(78)},
};
/* the batch-affine shapes (msm_weierstrass_glue.h): the eight lanes at aff_add, the serial loop
 * at the scalar level's figure, on Intel family 6 at its measured ratio to the lanes (2.39 and 2.10 times 78) */
static msm_shape_set msm_g1_381_ba_x8_set, msm_g1_381_ba_serial_set;
static const msm_shape msm_g1_381_ba_x8 = MSM_WEIERSTRASS_BA_X8_SHAPE(&msm_g1_381_ba_x8_set);
static const msm_shape msm_g1_381_ba_serial =
    MSM_WEIERSTRASS_BA_SERIAL_SHAPE(160, 175, &msm_g1_381_ba_serial_set);
static const msm_shape *const msm_g1_381_x8_shapes[] = {&msm_g1_381_ba_x8, &msm_g1_381_ba_serial};
static const msm_group_desc msm_g1_381_x8_desc = {
    MSM_WEIERSTRASS_DESC_FIELDS,
    .strategies = MSM_WEIERSTRASS_STRATEGIES,
    .group = ECB_GROUP_BLS12_381_G1,
    .name = "bls12-381-g1",
    .max_scalar_bits = 255,
    .endo_bits = 128,
    .costs = MSM_G1_381_COSTS(78),
    .ba_lane_sums = 1,
    .family_costs = msm_g1_381_x8_families,
    .n_family_costs = 2,
    .shapes = msm_g1_381_x8_shapes,
    .n_shapes = 2,
};
const msm_g1_381_backend msm_g1_381_backend_ifma = {
    .level = ECB_CPU_IFMA,
    .desc = &msm_g1_381_x8_desc,
    .msm = engine_msm,
    .fixed_build = engine_fixed_build,
    .fixed_msm = engine_fixed_msm,
};
#endif
