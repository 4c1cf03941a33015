/* BLS12-377 G1's MSM: the engine (msm_engine_impl.h) over msm_weierstrass_glue.h with the inlined fp377
 * field, snarkVM's baselines (the shared double-and-add and bucket_1bit) and the GLV
 * endomorphism phi(x, y) = (omega x, y), which acts on G1 as lambda = x^2 - 1 (g1_377.h):
 * with k = q x^2 + s (both below x^2 < 2^127, msm_bls12_split.h),
 * k = (s + q) + q lambda, so k P = (s + q) P + q phi(P). */
#define _POSIX_C_SOURCE 200809L
#include "ecbatch/msm.h"
#include "field/bls12/fp377_inline.h"
#include "field/bls12/fp377_x8_ifma.h"
#include "field/bls12/fr377.h"
#include "group/bls12/g1_377.h"
#include "msm/groups/bls12/msm_bls12_costs.h"
#include "msm/groups/bls12/msm_bls12_split.h"

#define MSW_FE fp377
#define MSW_F(op) fp377i_##op
#define MSW_G(op) g1_377_##op
#if defined(ECB_CPU_IFMA_BUILD)
#define MSW_FE8 fp377x8 /* msm_weierstrass_batch_x8_ifma.h */
#define MSW_F8(op) fp377x8_##op
#endif
typedef ecb_bls12_377_g1_affine msm_input;
#define MSM_OUTPUT ecb_bls12_377_g1
typedef ecb_bls12_377_scalar msm_scalar;
#define msm_group_order fr377_order
#include "msm/weierstrass/msm_weierstrass_glue.h"

#define MSM_ENDO_PARTS 2

static inline void msm_endo_split(msm_scalar parts[2], const msm_scalar *k) {
    uint64_t q[2], s[2];
    msm_div_u2(q, s, k->v, msm_bls12_377_u2, msm_bls12_377_mu);
    msm_u128 k0 = (((msm_u128)s[1] << 64) | s[0]) + (((msm_u128)q[1] << 64) | q[0]);
    parts[0] = (msm_scalar){{(uint64_t)k0, (uint64_t)(k0 >> 64), 0, 0}};
    parts[1] = (msm_scalar){{q[0], q[1], 0, 0}};
    if (q[1] == 0 && q[0] < MSM_SPLIT_FOLD) { /* k = s + q u^2 whole (msm_bls12_split.h) */
        parts[0] = *k;
        parts[1] = (msm_scalar){{0, 0, 0, 0}};
    }
}

/* omega (Montgomery form): the cube root of unity of g1_377_phi */
static const fp377 msm_g1_377_omega = {{0xdacd106da5847973ULL, 0xd8fe2454bac2a79aULL,
                                        0x1ada4fd6fd832edcULL, 0xfb9868449d150908ULL,
                                        0xd63eb8aeea32285eULL, 0x0167d6a36f873fd0ULL}};

static inline void msm_endo_map(msm_aff *r, const msm_aff *p) {
    fp377i_mul(&r->x, &p->x, &msm_g1_377_omega);
    r->y = p->y;
}

#define MSM_DESC (msm_g1_377_selected()->desc)
/* the fixed-base choices price with the scalar level's costs at every level (as before the
 * per-level descriptors; msm_fixed_base_impl.h) */
#define MSM_FIXED_DESC (&msm_g1_377_desc)
static const msm_group_desc msm_g1_377_desc;
#include "msm/engine/msm_engine_impl.h"
#include "msm/fixed/msm_fixed_base_impl.h"

/* many MSMs in one call (msm_multi.h) on this engine's point layer */
#define MG g1_377
#define MS_RUN msm_multi_g1_377_run
#define MS_PLAN msm_multi_g1_377_plan
#define MS_COLUMNS_VAR msm_multi_g1_377_columns_var
#define MS_MUL_VAR g1_377_mul_glv_var
#define MS_GROUP ECB_GROUP_BLS12_377_G1
#define MS_ENGINE ecb_msm_bls12_377_g1_var
#include "msm/many/msm_multi_impl.h"

/* The descriptors and backends of this one engine: the portable one serves portable and adx
 * (the 6x64 field product picks its MULX/ADX form itself), at ifma the batches of affine
 * additions take eight lanes; they differ in the batch-affine addition's cost
 * (msm_bls12_costs.h). */
static const msm_group_desc msm_g1_377_desc = {
    MSM_WEIERSTRASS_DESC_FIELDS,
    .strategies = MSM_WEIERSTRASS_STRATEGIES | MSM_BIT(ECB_MSM_BUCKET_1BIT),
    .group = ECB_GROUP_BLS12_377_G1,
    .name = "bls12-377-g1",
    .max_scalar_bits = 253,
    .endo_bits = 128,
    .costs = MSM_G1_377_COSTS(152),
};
const msm_g1_377_backend msm_g1_377_backend_portable = {
    .level = ECB_CPU_PORTABLE,
    .desc = &msm_g1_377_desc,
    .msm = engine_msm,
    .fixed_build = engine_fixed_build,
    .fixed_msm = engine_fixed_msm,
};
#if defined(ECB_CPU_IFMA_BUILD)
/* the eight-lane batch-affine addition's cost on AMD family 25 (Zen 4, 512-bit operations as
 * two halves) and on Intel family 6 */
static const msm_family_costs msm_g1_377_x8_families[] = {
    {ECB_CPU_VENDOR_AMD, 25, MSM_G1_377_COSTS(79)},
    {ECB_CPU_VENDOR_INTEL, 6, MSM_G1_377_COSTS(79)},
};
/* the batch-affine shapes (msm_weierstrass_glue.h): the eight lanes at aff_add, the serial loop
 * at the scalar level's figure, on Intel family 6 at its measured ratio to the lanes (2.36 and 2.13 times 79) */
static msm_shape_set msm_g1_377_ba_x8_set, msm_g1_377_ba_serial_set;
static const msm_shape msm_g1_377_ba_x8 = MSM_WEIERSTRASS_BA_X8_SHAPE(&msm_g1_377_ba_x8_set);
static const msm_shape msm_g1_377_ba_serial =
    MSM_WEIERSTRASS_BA_SERIAL_SHAPE(152, 178, &msm_g1_377_ba_serial_set);
static const msm_shape *const msm_g1_377_x8_shapes[] = {&msm_g1_377_ba_x8, &msm_g1_377_ba_serial};
static const msm_group_desc msm_g1_377_x8_desc = {
    MSM_WEIERSTRASS_DESC_FIELDS,
    .strategies = MSM_WEIERSTRASS_STRATEGIES | MSM_BIT(ECB_MSM_BUCKET_1BIT),
    .group = ECB_GROUP_BLS12_377_G1,
    .name = "bls12-377-g1",
    .max_scalar_bits = 253,
    .endo_bits = 128,
    .costs = MSM_G1_377_COSTS(79),
    .ba_lane_sums = 1,
    .family_costs = msm_g1_377_x8_families,
    .n_family_costs = 2,
    .shapes = msm_g1_377_x8_shapes,
    .n_shapes = 2,
};
const msm_g1_377_backend msm_g1_377_backend_ifma = {
    .level = ECB_CPU_IFMA,
    .desc = &msm_g1_377_x8_desc,
    .msm = engine_msm,
    .fixed_build = engine_fixed_build,
    .fixed_msm = engine_fixed_msm,
};
#endif
