/* The MSM engine's group glue for short Weierstrass groups y^2 = x^3 + b with scalars of four
 * 64-bit limbs (today msm_bls12_381_g1.c, msm_bls12_381_g2.c, msm_bls12_377_g1.c): the point
 * layer of msm_weierstrass_point.h and msm_weierstrass_batch.h plus the public types. Inputs
 * are affine points ((0, 0) the identity), the result a Jacobian point, both in the group's
 * public types, which share the layouts of the internal ones. The instantiating file defines,
 * then includes this file:
 *   MSW_FE, MSW_F(op)   the coordinate field (msm_weierstrass_point.h)
 *   MSW_G(op)           the group layer's prefix (g1_381_...): types _jac, _aff and the
 *                       functions _generator and _jac_mul (the constant-time reference)
 *   msm_input, MSM_OUTPUT, msm_scalar   the public affine, Jacobian and scalar types
 *   msm_group_order     the group order r, 4 little-endian limbs
 * and afterwards the endomorphism (MSM_ENDO_PARTS, msm_endo_split, msm_endo_map), the engine
 * (msm_engine_impl.h) with MSM_DESC the selected backend's descriptor, and its descriptors and
 * backends (MSM_WEIERSTRASS_DESC, MSM_WEIERSTRASS_BACKEND; public calls in the group's
 * public file, e.g. msm_bls12_public.c). */
#ifndef ECBATCH_MSM_WEIERSTRASS_GLUE_H
#define ECBATCH_MSM_WEIERSTRASS_GLUE_H

#include <string.h>

#include "ecbatch/msm.h"
#include "field/bls12/fp_x8_ifma.h"
#include "msm/groups/msm_backend.h"
#include "msm/plan/msm_plan.h"
#include "msm/weierstrass/msm_weierstrass_batch.h"

#define MSM_SCALAR_LIMBS 4
#define MSM_INPUT_AFFINE 1
#define MSM_SCALAR_CHECK 1
#define MSM_DOUBLE_AND_ADD_SHARED 1
#define MSM_HAVE_BATCH_AFFINE 1

_Static_assert(sizeof(msm_input) == sizeof(msm_aff), "public affine layout");
_Static_assert(sizeof(MSM_OUTPUT) == sizeof(MSW_G(jac)), "public Jacobian layout");
_Static_assert(sizeof(msm_scalar) == 4 * sizeof(uint64_t), "scalar layout");

static inline const uint64_t *msm_scalar_limbs(const msm_scalar *k) {
    return k->v;
}

/* k < r */
static inline int msm_scalar_valid_var(const msm_scalar *k) {
    for (int i = 3; i >= 0; i--)
        if (k->v[i] != msm_group_order[i]) return k->v[i] < msm_group_order[i];
    return 0;
}

static inline void msm_input_to_aff(msm_aff *r, const msm_input *p) {
    memcpy(r, p, sizeof *r);
}

static inline void msm_aff_to_input(msm_input *r, const msm_aff *a) {
    memcpy(r, a, sizeof *r);
}

static inline int msm_input_is_identity_var(const msm_input *p) {
    msm_aff a;
    msm_input_to_aff(&a, p);
    return msm_aff_is_identity_var(&a);
}

static inline void msm_pt_load(msm_pt *r, const msm_input *p) {
    msm_aff a;
    msm_input_to_aff(&a, p);
    msm_pt_from_aff(r, &a);
}

/* XYZZ -> Jacobian (X ZZ, Y ZZZ, ZZ): x = X ZZ / ZZ^2, y = Y ZZZ / ZZ^3 = Y / ZZZ. */
static inline void msm_pt_to_jac(MSW_G(jac) * r, const msm_pt *p) {
    MSW_F(mul)(&r->X, &p->X, &p->ZZ);
    MSW_F(mul)(&r->Y, &p->Y, &p->ZZZ);
    r->Z = p->ZZ;
}

/* Jacobian -> XYZZ (X, Y, Z^2, Z^3). */
static inline void msm_pt_from_jac(msm_pt *r, const MSW_G(jac) * p) {
    r->X = p->X;
    r->Y = p->Y;
    MSW_F(sqr)(&r->ZZ, &p->Z);
    MSW_F(mul)(&r->ZZZ, &r->ZZ, &p->Z);
}

static inline void msm_pt_store(MSM_OUTPUT *r, const msm_pt *p) {
    MSW_G(jac) j;
    msm_pt_to_jac(&j, p);
    memcpy(r, &j, sizeof j);
}

/* The reference: the group layer's constant-time fixed-window multiplication (no
 * endomorphism, so independent of the GLV strategy's split). */
static inline void msm_pt_scalar_mult_ref(msm_pt *r, const msm_pt *p, const msm_scalar *k) {
    MSW_G(jac) j;
    msm_pt_to_jac(&j, p);
    MSW_G(jac_mul)(&j, &j, k->v);
    msm_pt_from_jac(r, &j);
}

static inline void msm_pt_sample(msm_pt *r) {
    MSW_G(jac) g;
    MSW_G(generator)(&g);
    msm_pt_from_jac(r, &g);
}

static inline void msm_batch_to_aff(msm_aff *out, const msm_pt *in, size_t n, void *scratch) {
    msm_pt_batch_to_aff(out, in, n, scratch);
}

/* Bytes of normalisation scratch per point (msm_pt_batch_to_aff) */
#define MSM_WEIERSTRASS_BATCH_SCRATCH (2 * sizeof(MSW_FE))

/* After the engine's instantiation (engine_*): the initializer of a descriptor of the group
 * (bls12_381_g1, ...): GROUP its ecb_group, LABEL its name, BITS its scalar length, EXTRA
 * strategies beyond the BLS12 set, ENDO_BITS the length of the endomorphism's parts
 * (MSM_ENDO_PARTS of them), COSTS the level's built-in unit costs, FAMILIES (N_FAMILIES
 * entries, or NULL) those of the CPU families measured apart. */
#define MSM_WEIERSTRASS_DESC(GROUP, LABEL, BITS, EXTRA, ENDO_BITS, COSTS, LANE_SUMS, FAMILIES,     \
                             N_FAMILIES)                                                           \
    {                                                                                              \
        .group = GROUP, .name = LABEL, .max_scalar_bits = BITS, .pt_size = sizeof(msm_pt),         \
        .aff_size = sizeof(msm_aff), .input_size = sizeof(msm_input),                              \
        .scalar_size = sizeof(msm_scalar), .batch_scratch = MSM_WEIERSTRASS_BATCH_SCRATCH,         \
        .strategies = MSM_BIT(ECB_MSM_NAIVE) | MSM_BIT(ECB_MSM_DOUBLE_AND_ADD) |                   \
                      MSM_BIT(ECB_MSM_STRAUS) | MSM_BIT(ECB_MSM_PIPPENGER) |                       \
                      MSM_BIT(ECB_MSM_BATCH_AFFINE) | MSM_BIT(ECB_MSM_GLV) | (EXTRA),              \
        .input_affine = 1, .dbl_add_shared = 1, .endo_parts = MSM_ENDO_PARTS,                      \
        .endo_bits = ENDO_BITS, .ba_scratch = MSM_AFF_BATCH_SCRATCH, .ba_lane_sums = LANE_SUMS,    \
        .costs = COSTS, .family_costs = FAMILIES, .n_family_costs = N_FAMILIES,                    \
        .measure = engine_measure, .calibrate = engine_calibrate,                                  \
    }

/* The initializer of a backend (msm_backend.h) on this engine instantiation: LEVEL the level it
 * needs, DESC its descriptor, LANES its affine batches' lanes. */
#define MSM_WEIERSTRASS_BACKEND(LEVEL, DESC, LANES)                                                \
    {                                                                                              \
        .level = (LEVEL), .desc = (DESC), .aff_lanes = (LANES), .msm = engine_msm,                 \
        .fixed_build = engine_fixed_build, .fixed_msm = engine_fixed_msm,                          \
    }

/* The group's descriptors and backends on this engine instantiation, NAME their prefix
 * (msm_g1_381; NAME_backend the backend type): NAME_desc and NAME_backend_scalar (levels
 * portable and adx) and, where ECB_FP8_HAVE_IFMA, NAME_x8_desc and NAME_backend_x8 (level ifma:
 * affine batches in eight lanes). The two differ only in the batch-affine addition's cost,
 * COSTS(AFF_SCALAR) or COSTS(AFF_X8), and the eight-lane level's is COSTS(AFF_X8_ZEN4) on AMD
 * family 25 (Zen 4, whose 512-bit operations run as two halves) and COSTS(AFF_X8_INTEL) on
 * Intel family 6; the other arguments are MSM_WEIERSTRASS_DESC's. */
#define MSM_WEIERSTRASS_LEVELS(NAME, COSTS, AFF_SCALAR, AFF_X8, AFF_X8_ZEN4, AFF_X8_INTEL, GROUP,  \
                               LABEL, BITS, EXTRA, ENDO_BITS)                                      \
    static const msm_group_desc NAME##_desc =                                                      \
        MSM_WEIERSTRASS_DESC(GROUP, LABEL, BITS, EXTRA, ENDO_BITS, COSTS(AFF_SCALAR), 0, NULL, 0); \
    const NAME##_backend NAME##_backend_scalar =                                                   \
        MSM_WEIERSTRASS_BACKEND(ECB_CPU_PORTABLE, &NAME##_desc, 1);                                \
    MSM_WEIERSTRASS_X8_LEVEL(NAME, COSTS, AFF_X8, AFF_X8_ZEN4, AFF_X8_INTEL, GROUP, LABEL, BITS,   \
                             EXTRA, ENDO_BITS)
#if ECB_FP8_HAVE_IFMA
#define MSM_WEIERSTRASS_X8_LEVEL(NAME, COSTS, AFF_X8, AFF_X8_ZEN4, AFF_X8_INTEL, GROUP, LABEL,     \
                                 BITS, EXTRA, ENDO_BITS)                                           \
    static const msm_family_costs NAME##_x8_families[] = {                                         \
        {ECB_CPU_VENDOR_AMD, 25, COSTS(AFF_X8_ZEN4)},                                              \
        {ECB_CPU_VENDOR_INTEL, 6, COSTS(AFF_X8_INTEL)},                                            \
    };                                                                                             \
    static const msm_group_desc NAME##_x8_desc = MSM_WEIERSTRASS_DESC(                             \
        GROUP, LABEL, BITS, EXTRA, ENDO_BITS, COSTS(AFF_X8), 1, NAME##_x8_families, 2);            \
    const NAME##_backend NAME##_backend_x8 =                                                       \
        MSM_WEIERSTRASS_BACKEND(ECB_CPU_IFMA, &NAME##_x8_desc, 8)
#else
#define MSM_WEIERSTRASS_X8_LEVEL(NAME, ...) extern const NAME##_backend NAME##_backend_scalar
#endif

#endif
