/* ristretto255's MSM engine on the radix-2^64 kernels and the backend of levels portable and
 * adx (msm_backend.h): one engine instance for both, its field product picking MULX/ADX or C
 * per call (fe25519_64.h); the AVX-512 IFMA level is msm_ristretto255_ifma.c, the selection
 * msm_r255_backend.c and the public entry points msm_r255_public.c. Every level gives the same
 * group elements (complete formulas, exact conversions), so identical encodings.
 * Accumulation runs on edwards25519 extended coordinates over the radix-2^64 field
 * (edwards25519_64.h); inputs and the result are ge25519_p3 and convert exactly:
 *   accumulator   ge64_p3 (X:Y:Z:T)
 *   normalised    ge64_niels (y+x, y-x, 2dxy): mixed addition 7M, full addition 9M
 *   doubling      p2 -> p1p1 -> p2 chains, 4S + 3M each (4S + 4M for the last)
 * The addition law is complete, and a ristretto255 element is the class of its edwards25519
 * representatives modulo the 4-torsion, so every strategy's result encodes identically.
 * Identity points are the four representatives with X = 0 or Y = 0. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include "ecbatch/msm.h"
#include "group/ristretto255/edwards25519.h"
#include "group/ristretto255/edwards25519_64.h"
#include "msm/plan/msm_plan.h"
#include "msm/groups/msm_backend.h"

typedef ge25519_p3 msm_input;
typedef ge64_p3 msm_pt;
typedef ge64_niels msm_aff;
typedef ecb_ristretto255_scalar msm_scalar;
#define MSM_SCALAR_LIMBS 4

static inline const uint64_t *msm_scalar_limbs(const msm_scalar *k) {
    return k->v;
}
static inline void msm_pt_load(msm_pt *r, const msm_input *p) {
    ge64_from_ge25519(r, p);
}
static inline void msm_pt_store(msm_input *r, const msm_pt *p) {
    ge64_to_ge25519(r, p);
}
static inline int msm_input_is_identity_var(const msm_input *p) {
    return ge25519_is_ristretto_identity_var(p);
}
static inline void msm_pt_identity(msm_pt *r) {
    ge64_p3_0(r);
}
static inline int msm_pt_is_identity_var(const msm_pt *p) {
    return ge64_is_ristretto_identity_var(p);
}
static inline void msm_pt_add(msm_pt *r, const msm_pt *a, const msm_pt *b) {
    ge64_add_p3(r, a, b);
}
static inline void msm_pt_add_aff(msm_pt *r, const msm_pt *a, const msm_aff *b) {
    ge64_p1p1 t;
    ge64_add_niels(&t, a, b);
    ge64_p1p1_to_p3(r, &t);
}
static inline void msm_pt_sub_aff(msm_pt *r, const msm_pt *a, const msm_aff *b) {
    ge64_p1p1 t;
    ge64_sub_niels(&t, a, b);
    ge64_p1p1_to_p3(r, &t);
}
static inline void msm_pt_from_aff(msm_pt *r, const msm_aff *b) {
    ge64_from_niels(r, b);
}
static inline void msm_pt_from_neg_aff(msm_pt *r, const msm_aff *b) {
    ge64_from_neg_niels(r, b);
}
static inline void msm_pt_dbl_n(msm_pt *r, const msm_pt *p, unsigned k) {
    ge64_dbl_n(r, p, k);
}
/* The reference: the library's constant-time scalar multiplication, on the radix-2^51 form. */
static inline void msm_pt_scalar_mult_ref(msm_pt *r, const msm_pt *p, const msm_scalar *k) {
    ge25519_p3 a, b;
    ge64_to_ge25519(&a, p);
    ecb_ristretto255_scalar_mult(&b, k, &a);
    ge64_from_ge25519(r, &b);
}
static inline void msm_pt_sample(msm_pt *r) {
    ge25519_p3 b;
    ecb_ristretto255_base(&b);
    ge64_from_ge25519(r, &b);
}
static inline void msm_batch_to_aff(msm_aff *out, const msm_pt *in, size_t n, void *scratch) {
    ge64_batch_to_niels(out, in, n, scratch);
}

/* This instantiation's descriptor, defined after the engine (it names the engine's measure). */
static const msm_group_desc engine_desc;
#define MSM_DESC (&engine_desc)
#define MSM_PRECOMP struct msm_r255_tables
#include "msm/engine/msm_engine_impl.h"
#include "msm/fixed/msm_fixed_base_impl.h"

static const msm_group_desc engine_desc = {
    .group = ECB_GROUP_RISTRETTO255,
    .name = "ristretto255",
    .max_scalar_bits = 253,
    .pt_size = sizeof(msm_pt),
    .aff_size = sizeof(msm_aff),
    .input_size = sizeof(msm_input),
    .scalar_size = sizeof(msm_scalar),
    .batch_scratch = sizeof(fe64),
    .strategies = MSM_BIT(ECB_MSM_NAIVE) | MSM_BIT(ECB_MSM_DOUBLE_AND_ADD) |
                  MSM_BIT(ECB_MSM_STRAUS) | MSM_BIT(ECB_MSM_PRECOMPUTED_STRAUS) |
                  MSM_BIT(ECB_MSM_PIPPENGER),
    /* measured with `ecbatch tune` on the project's machine (2-core AMD EPYC under KVM,
     * MULX/ADX kernels); thread start-up as on an idle machine; beyond the first cache level
     * BLS12-381 G1's figures (msm_bls12_381_g1.c) per byte of a point */
    .costs = {.add = 140,
              .madd = 122,
              .dbl = 117,
              .norm = 100,
              .inv = 4000,
              .set = 17,
              .digit = 12,
              .bucket = 20,
              .wnaf = 7,
              .smul = 43000,
              .point = 40,
              .thread = 40000,
              .cache_bytes = 512 * 1024,
              .cache_penalty = 50,
              .llc_bytes = 32 << 20,
              .llc_penalty = 100,
              .stream = 32},
    .measure = engine_measure,
    .calibrate = engine_calibrate,
};

/* The backend of levels portable and adx: this file's engine instance, its tables in the
 * radix-2^64 forms. */
const msm_r255_backend msm_r255_backend_portable = {
    .level = ECB_CPU_PORTABLE,
    .desc = &engine_desc,
    .msm = engine_msm,
    .fixed_build = engine_fixed_build,
    .fixed_msm = engine_fixed_msm,
    .precomp_form = MSM_R255_FORM_RADIX64,
    .fixed_form = MSM_FIXED_FORM_R255_NIELS,
    .precomp_new = engine_precomp_new,
    .precomp_free = engine_precomp_free,
    .precomp_msm = engine_precomp_msm,
    .prover = &msm_r255_prover_portable,
    .decode_lanes = 1,
    .scalar_lanes = 1,
};
