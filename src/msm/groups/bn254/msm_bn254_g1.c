/* BN254 G1's MSM: the engine (msm_engine_impl.h) over msm_weierstrass_glue.h with the inlined
 * fp254 field, the strategy set of BLS12-377 G1 (snarkVM's double-and-add and bucket_1bit
 * included), and the GLV endomorphism phi(x, y) = (beta x, y), which acts on G1 as
 * lambda = 36x^3 + 18x^2 + 6x + 1 (g1_254.h): k = k1 + k2 lambda with both parts non-negative
 * and below 2^127 (bn254_split.h), so k P = k1 P + k2 phi(P). */
#define _POSIX_C_SOURCE 200809L
#include "ecbatch/msm.h"
#include "field/bn254/fp254_inline.h"
#include "field/bn254/fp254_x8_ifma.h"
#include "field/bn254/fr254.h"
#include "group/bn254/bn254_split.h"
#include "group/bn254/g1_254.h"
#include "msm/groups/bn254/msm_bn254_costs.h"

#define MSW_FE fp254
#define MSW_F(op) fp254i_##op
#define MSW_G(op) g1_254_##op
#if defined(ECB_CPU_IFMA_BUILD)
#define MSW_FE8 fp254x8 /* msm_weierstrass_batch_x8_ifma.h */
#define MSW_F8(op) fp254x8_##op
#endif
typedef ecb_bn254_g1_affine msm_input;
#define MSM_OUTPUT ecb_bn254_g1
typedef ecb_bn254_scalar msm_scalar;
#define msm_group_order fr254_order
#include "msm/weierstrass/msm_weierstrass_glue.h"

#define MSM_ENDO_PARTS 2

/* A scalar below 2^127 is already a short part: (k, 0), which keeps short scalars (batch
 * verification weights) in the low windows; others split over the lattice. */
static inline void msm_endo_split(msm_scalar parts[2], const msm_scalar *k) {
    uint64_t kk[4];
    if ((k->v[3] | k->v[2] | (k->v[1] >> 63)) == 0) {
        parts[0] = *k;
        parts[1] = (msm_scalar){{0, 0, 0, 0}};
        return;
    }
    bn254_glv_split(kk, k->v);
    parts[0] = (msm_scalar){{kk[0], kk[1], 0, 0}};
    parts[1] = (msm_scalar){{kk[2], kk[3], 0, 0}};
}

/* beta (Montgomery form): the cube root of unity of g1_254_phi */
static const fp254 msm_g1_254_beta = {
    {0x71930c11d782e155ULL, 0xa6bb947cffbe3323ULL, 0xaa303344d4741444ULL, 0x2c3b3f0d26594943ULL}};

static inline void msm_endo_map(msm_aff *r, const msm_aff *p) {
    fp254i_mul(&r->x, &p->x, &msm_g1_254_beta);
    r->y = p->y;
}

#define MSM_DESC (msm_g1_254_selected()->desc)
/* the fixed-base choices price with the scalar level's costs at every level, as the BLS12
 * groups' (msm_fixed_base_impl.h) */
#define MSM_FIXED_DESC (&msm_g1_254_desc)
static const msm_group_desc msm_g1_254_desc;
#include "msm/engine/msm_engine_impl.h"
#include "msm/fixed/msm_fixed_base_impl.h"

/* many MSMs in one call (msm_multi.h) on this engine's point layer */
#define MG g1_254
#define MS_RUN msm_multi_g1_254_run
#define MS_PLAN msm_multi_g1_254_plan
#define MS_COLUMNS_VAR msm_multi_g1_254_columns_var
#define MS_MUL_VAR g1_254_mul_glv_var
#define MS_GROUP ECB_GROUP_BN254_G1
#define MS_ENGINE ecb_msm_bn254_g1_var
#include "msm/many/msm_multi_impl.h"

/* The descriptors and backends of this one engine: the portable one serves portable and adx
 * (the 4x64 field product picks its MULX/ADX form itself), at ifma the batches of affine
 * additions take eight lanes of fp254x8; they differ in the batch-affine addition's cost
 * (msm_bn254_costs.h). */
static const msm_group_desc msm_g1_254_desc = {
    MSM_WEIERSTRASS_DESC_FIELDS,
    .strategies = MSM_WEIERSTRASS_STRATEGIES | MSM_BIT(ECB_MSM_BUCKET_1BIT),
    .group = ECB_GROUP_BN254_G1,
    .name = "bn254-g1",
    .max_scalar_bits = 254,
    .endo_bits = 127,
    .costs = MSM_G1_254_COSTS(90),
};
const msm_g1_254_backend msm_g1_254_backend_portable = {
    .level = ECB_CPU_PORTABLE,
    .desc = &msm_g1_254_desc,
    .msm = engine_msm,
    .fixed_build = engine_fixed_build,
    .fixed_msm = engine_fixed_msm,
};
#if defined(ECB_CPU_IFMA_BUILD)
/* the eight-lane batch-affine addition's cost on AMD family 25 and Intel family 6 (as the
 * common figure: not measured apart) */
static const msm_family_costs msm_g1_254_x8_families[] = {
    {ECB_CPU_VENDOR_AMD, 25, MSM_G1_254_COSTS(48)},
    {ECB_CPU_VENDOR_INTEL, 6, MSM_G1_254_COSTS(48)},
};
/* the batch-affine shapes (msm_weierstrass_glue.h): the eight lanes at aff_add, the serial loop
 * at the scalar level's figure, on Intel family 6 at its measured ratio to the lanes (2.42 and 1.89 times 48) */
static msm_shape_set msm_g1_254_ba_x8_set, msm_g1_254_ba_serial_set;
static const msm_shape msm_g1_254_ba_x8 = MSM_WEIERSTRASS_BA_X8_SHAPE(&msm_g1_254_ba_x8_set);
static const msm_shape msm_g1_254_ba_serial =
    MSM_WEIERSTRASS_BA_SERIAL_SHAPE(90, 103, &msm_g1_254_ba_serial_set);
static const msm_shape *const msm_g1_254_x8_shapes[] = {&msm_g1_254_ba_x8, &msm_g1_254_ba_serial};
static const msm_group_desc msm_g1_254_x8_desc = {
    MSM_WEIERSTRASS_DESC_FIELDS,
    .strategies = MSM_WEIERSTRASS_STRATEGIES | MSM_BIT(ECB_MSM_BUCKET_1BIT),
    .group = ECB_GROUP_BN254_G1,
    .name = "bn254-g1",
    .max_scalar_bits = 254,
    .endo_bits = 127,
    .costs = MSM_G1_254_COSTS(48),
    .ba_lane_sums = 1,
    .family_costs = msm_g1_254_x8_families,
    .n_family_costs = 2,
    .shapes = msm_g1_254_x8_shapes,
    .n_shapes = 2,
};
const msm_g1_254_backend msm_g1_254_backend_ifma = {
    .level = ECB_CPU_IFMA,
    .desc = &msm_g1_254_x8_desc,
    .msm = engine_msm,
    .fixed_build = engine_fixed_build,
    .fixed_msm = engine_fixed_msm,
};
#endif
