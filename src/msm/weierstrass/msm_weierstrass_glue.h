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
 * (msm_engine_impl.h) with MSM_DESC the selected backend's descriptor, and its descriptors
 * (MSM_WEIERSTRASS_DESC_FIELDS) and backends (msm_backend.h; public calls in the group's public
 * file, e.g. msm_bls12_public.c). */
#ifndef ECBATCH_MSM_WEIERSTRASS_GLUE_H
#define ECBATCH_MSM_WEIERSTRASS_GLUE_H

#include <string.h>

#include "ecbatch/msm.h"
#include "field/bls12/fp_x8_ifma.h"
#include "msm/groups/msm_backend.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"
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
/* Straus's affine tables (E >= 2 entries a point, msm_straus_impl.h) run the batch kernel and its
 * kinds in the normalisation scratch of their points. */
_Static_assert(MSM_AFF_BATCH_SCRATCH + 1 <= 2 * MSM_WEIERSTRASS_BATCH_SCRATCH,
               "the affine tables' batches fit the normalisation scratch");

/* After the engine's instantiation (engine_*), the fields every short Weierstrass group's
 * descriptor shares, for its designated initializer: sizes, affine inputs, the endomorphism's
 * part count and the engine's measurement. The group's file adds .group, .name,
 * .max_scalar_bits, .endo_bits, .costs, .strategies (MSM_WEIERSTRASS_STRATEGIES, and its
 * extras) and, for the eight-lane level, .ba_lane_sums = 1, .family_costs /
 * .n_family_costs and .shapes / .n_shapes (MSM_WEIERSTRASS_BA_X8_SHAPE, _SERIAL_SHAPE below). */
#define MSM_WEIERSTRASS_STRATEGIES                                                                 \
    (MSM_BIT(ECB_MSM_NAIVE) | MSM_BIT(ECB_MSM_DOUBLE_AND_ADD) | MSM_BIT(ECB_MSM_STRAUS) |          \
     MSM_BIT(ECB_MSM_PIPPENGER) | MSM_BIT(ECB_MSM_BATCH_AFFINE) | MSM_BIT(ECB_MSM_GLV))
#define MSM_WEIERSTRASS_DESC_FIELDS                                                                \
    .pt_size = sizeof(msm_pt), .aff_size = sizeof(msm_aff), .input_size = sizeof(msm_input),       \
    .scalar_size = sizeof(msm_scalar), .batch_scratch = MSM_WEIERSTRASS_BATCH_SCRATCH,             \
    .input_affine = 1, .dbl_add_shared = 1, .endo_parts = MSM_ENDO_PARTS,                          \
    .ba_scratch = MSM_AFF_BATCH_SCRATCH, .measure = engine_measure, .calibrate = engine_calibrate

/* The batch-affine strategy's kernel shapes at the eight-lane level (msm_shape.h), each group
 * listing both in its ifma descriptor (.shapes) with its own set figures: the eight-lane batch
 * (msm_weierstrass_batch_x8_ifma.h, running sums in batches), priced at the level's aff_add,
 * and the serial loop (msm_weierstrass_batch.h, running sums in XYZZ) at its built-in figure
 * `unit` (ns; the field product picks MULX/ADX itself), `intel` on Intel family 6, so that a
 * CPU whose 512-bit operations lose to it (AMD Zen 4 runs them as two halves) runs it once
 * `tune` measures so. `unit` is the scalar level's aff_add (measured on Zen 4 at level adx);
 * `intel` the family's eight-lane aff_add times the serial loop's measured ratio to it
 * (ecb_msm_costs_measure at level ifma, Xeon family 6 model 207, loaded machine, two runs per
 * group: 2.10-2.42, so the lanes win there and the plan keeps them). */
#define MSM_WEIERSTRASS_BA_X8_SHAPE(set_)                                                          \
    { .name = "batch_affine_x8_ifma", .strategy = ECB_MSM_BATCH_AFFINE, .lanes = 8, .set = set_ }
#define MSM_WEIERSTRASS_BA_SERIAL_SHAPE(unit, intel, set_)                                         \
    {                                                                                              \
        .name = "batch_affine_serial", .strategy = ECB_MSM_BATCH_AFFINE, .unit_ns = unit,          \
        .families = (const msm_shape_family[]){{ECB_CPU_VENDOR_INTEL, 6, intel, 0}},               \
        .n_families = 1, .lanes = 1, .set = set_                                                   \
    }

#endif
