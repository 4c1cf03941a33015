/* ristretto255's MSM engine on the AVX-512 IFMA kernels (edwards25519_x1_ifma.h): one point per
 * vector, each formula step four field operations wide; Straus runs two points per 512-bit
 * vector (edwards25519_x2_ifma.h, MSM_PAIR below). Every function of the engine here is
 * compiled for AVX-512 F/VL/IFMA (the pragma below gives each the target attribute, so the
 * rest of the library stays baseline x86-64); it runs only as the ifma level's backend
 * (msm_r255_backend.c selects it). Points convert exactly to and from ge25519_p3, so results
 * are the same group elements as the other builds' (identical encodings):
 *   accumulator   ge4_p3 (X, Y, Z, T), limbs lazy
 *   addend        ge4_cached 121666 (Y-X, Y+X, 2Z, 2dT), not normalised: addition of an
 *                 addend 2 vector multiplications, conversion to an addend 1 by small
 *                 factors, doubling 2
 * Precomputed Straus tables (struct msm_r255_tables_ifma, the precomp object's IFMA form) and
 * fixed-base tables (msm_fixed_base_impl.h) are built and run here, their entries ge4_cached;
 * the descriptor with the IFMA unit costs and the backend instance are at the end. */
#define _POSIX_C_SOURCE 200809L
#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ecbatch/msm.h"
#include "group/ristretto255/edwards25519.h"
#include "group/ristretto255/edwards25519_x1_ifma.h"
#include "group/ristretto255/edwards25519_x2_ifma.h"
#include "msm/groups/msm_backend.h"
#include "msm/plan/msm_plan.h"
#include "util/parallel.h"

#include "util/target_ifma_begin.h"

typedef ge25519_p3 msm_input;
typedef ge4_p3 msm_pt;
typedef ge4_cached msm_aff;
typedef ecb_ristretto255_scalar msm_scalar;
#define MSM_SCALAR_LIMBS 4

static inline const uint64_t *msm_scalar_limbs(const msm_scalar *k) {
    return k->v;
}
static inline void msm_pt_load(msm_pt *r, const msm_input *p) {
    ge4_from_ge25519(r, p);
}
static inline void msm_pt_store(msm_input *r, const msm_pt *p) {
    ge4_to_ge25519(r, p);
}
static inline int msm_input_is_identity_var(const msm_input *p) {
    return ge25519_is_ristretto_identity_var(p);
}
static inline void msm_pt_identity(msm_pt *r) {
    ge4_p3_0(r);
}
static inline int msm_pt_is_identity_var(const msm_pt *p) {
    return ge4_is_ristretto_identity_var(p);
}
static inline void msm_pt_add(msm_pt *r, const msm_pt *a, const msm_pt *b) {
    ge4_add_p3(r, a, b);
}
static inline void msm_pt_add_aff(msm_pt *r, const msm_pt *a, const msm_aff *b) {
    ge4_add_cached(r, a, b, 0);
}
static inline void msm_pt_sub_aff(msm_pt *r, const msm_pt *a, const msm_aff *b) {
    ge4_add_cached(r, a, b, 1);
}
static inline void msm_pt_from_aff(msm_pt *r, const msm_aff *b) {
    ge4_from_cached(r, b, 0);
}
static inline void msm_pt_from_neg_aff(msm_pt *r, const msm_aff *b) {
    ge4_from_cached(r, b, 1);
}
static inline void msm_pt_dbl_n(msm_pt *r, const msm_pt *p, unsigned k) {
    ge4_dbl_n(r, p, k);
}
/* The reference: the library's constant-time scalar multiplication, on the radix-2^51 form. */
static inline void msm_pt_scalar_mult_ref(msm_pt *r, const msm_pt *p, const msm_scalar *k) {
    ge25519_p3 a, b;
    ge4_to_ge25519(&a, p);
    ecb_ristretto255_scalar_mult(&b, k, &a);
    ge4_from_ge25519(r, &b);
}
static inline void msm_pt_sample(msm_pt *r) {
    ge25519_p3 b;
    ecb_ristretto255_base(&b);
    ge4_from_ge25519(r, &b);
}
/* Addends stay projective: a vector addition multiplies the Z lane anyway, so a normalised
 * addend would save nothing and cost an inversion. */
#define MSM_AFF_PROJECTIVE 1
static inline void msm_pt_to_aff(msm_aff *r, const msm_pt *p) {
    ge4_p3_to_cached(r, p);
}
static inline void msm_batch_to_aff(msm_aff *out, const msm_pt *in, size_t n, void *scratch) {
    (void)scratch;
    for (size_t i = 0; i < n; i++)
        ge4_p3_to_cached(&out[i], &in[i]);
}

/* Two accumulators in one 512-bit vector (edwards25519_x2_ifma.h): the Straus chain adds two
 * digits per step and tables are built two points at a time. */
#define MSM_PAIR 1
typedef ge4x2_p3 msm_pair;
static inline void msm_pair_set(msm_pair *r, const msm_pt *a, const msm_pt *b) {
    ge4x2_join(r, a, b);
}
static inline void msm_pair_get(msm_pt *a, msm_pt *b, const msm_pair *p) {
    ge4x2_split(a, b, p);
}
/* r = p + (+-a, +-b), b NULL for the identity; neg bit 0 negates a, bit 1 b. */
static inline void msm_pair_add_aff(msm_pair *r, const msm_pair *p, const msm_aff *a,
                                    const msm_aff *b, unsigned neg) {
    fe4x2 q;
    ge4x2_cached_join(&q, a, b);
    ge4x2_add_cached(r, p, &q, neg);
}
static inline void msm_pair_dbl_n(msm_pair *r, const msm_pair *p, unsigned k) {
    ge4x2_dbl_n(r, p, k);
}
static inline void msm_pair_to_aff(msm_aff *a, msm_aff *b, const msm_pair *p) {
    ge4x2_to_cached(a, b, p);
}

/* This instantiation's descriptor, defined after the engine (it names the engine's measure). */
static const msm_group_desc msm_r255_desc_ifma;
#define MSM_DESC (&msm_r255_desc_ifma)
#define MSM_PRECOMP struct msm_r255_tables_ifma
#include "msm/engine/msm_engine_impl.h"
#include "msm/fixed/msm_fixed_base_impl.h"

/* Straus's chain on two accumulators per vector (MSM_PAIR above, msm_straus_impl.h), a kernel
 * shape priced against the single chain. Built-in step and doubling: madd and dbl below, under
 * which it wins from two columns per thread, as it ran unpriced before; AMD family 25 has
 * its own figures (ifma_family_costs), and so has Intel family 6; Zen 5 was not measured. */
static msm_shape_set straus_pair_set;
static const msm_shape msm_r255_straus_pair_ifma = {
    .name = "straus_pair_ifma",
    .strategy = ECB_MSM_STRAUS,
    .unit_ns = 48,
    .dbl_ns = 52,
    .families = (const msm_shape_family[]){{ECB_CPU_VENDOR_INTEL, 6, 44, 42}},
    .n_families = 1,
    .set = &straus_pair_set,
};

/* The kernel shapes at this level (msm_shape.h), Pippenger's each defined in the file of its
 * name: the plan runs the cheapest. */
extern const msm_shape msm_r255_pippenger_sorted_x8_ifma, msm_r255_pippenger_sorted_x8_loads_ifma;
static const msm_shape *const ifma_shapes[] = {
    &msm_r255_pippenger_sorted_x8_ifma,
    &msm_r255_pippenger_sorted_x8_loads_ifma,
    &msm_r255_straus_pair_ifma,
};

/* `ecbatch tune` on the project's machine (AMD EPYC Zen 4 under KVM, shared), IFMA over
 * MULX/ADX in one run (add 0.53x, madd 0.45x, dbl 0.53x, set and bucket 1.3x: larger
 * points), applied to the MULX/ADX figures (msm_ristretto255.c); norm and inv: one
 * conversion to a projective addend (one vector multiplication, no inversion). Then lazy
 * products and small-factor addends, `ecbatch tune` old against new alternately in one
 * session: add 0.76x, madd 0.875x, dbl 0.86x, norm 0.39x, set 0.88x, applied to the
 * figures before */
#define IFMA_COSTS_COMMON                                                                          \
    .add = 56, .norm = 10, .inv = 10, .set = 19, .digit = 12, .bucket = 26, .wnaf = 7,             \
    .smul = 43000, .point = 50, .thread = 40000, .stream = 32
#define IFMA_COSTS                                                                                 \
    IFMA_COSTS_COMMON, .madd = 48, .dbl = 52, .cache_bytes = 512 * 1024, .cache_penalty = 50,      \
                       .llc_bytes = 32 << 20, .llc_penalty = 100
#define IFMA_COSTS_ZEN4                                                                            \
    IFMA_COSTS_COMMON, .madd = 26, .dbl = 31, .cache_bytes = 1 << 20, .cache_penalty = 8,          \
                       .llc_bytes = 8 << 20, .llc_penalty = 80

/* AMD Zen 4 (family 25) runs a 512-bit instruction as two 256-bit halves, so the paired chain
 * gains little. Measured there (ristretto255 MSM at level ifma, single chain against
 * paired): n = 2 13.2 against 20.5 us, n = 4 17.8 / 25.6, n = 16 42.3 / 48.5, equal
 * at n = 64. The single chain's addition and doubling below are fitted to these ratios under
 * the model (msm_cost_model.c straus_chain, the paired chain at the shape's built-in figures, which
 * kept Straus's estimates where they were): single cheaper below about 48 points, paired from
 * there (n = 4: 1.45x the single's estimate, n = 16: 1.08x).
 * Its memory figures are fitted to Pippenger's sorted shapes there, whose addend reads are
 * independent loads the out-of-order core overlaps with the additions: per point and window,
 * n = 1024 took about 31 ns, 16384 (2.6 MiB of addends) 36, 32768 37 and 65536 (10.5 MiB) 64,
 * so a 1 MiB cache (Zen 4's L2) that costs 8 ns a miss and, on this shared host, about 8 MiB
 * of last-level cache before reads cost 80 ns more. The earlier figures (512 KiB at 50 ns)
 * put the estimates 1.5-1.7x above measured from n = 8192 to 32768. */
/* Intel (family 6; measured on a Xeon with AVX-512 FP16, 2 MiB L2 per core, `ecbatch tune`'s
 * units and bench msm --strategy all at n = 1..262144): 512-bit operations at full width.
 * madd is the addition where independent ones overlap (the fixed-base table's and the
 * engine's bucket loops: 27 ns an entry with its digit, measured through bench msm --fixed at
 * 64 to 1024 bases), dbl carries the single Straus chain's latency (tune: 37 ns a dependent
 * addition, 35 a doubling), so that the single chain runs at 1 to 4 points (13.3 against the
 * pair's 15.0 us at n = 2) and the paired chain, whose step covers two columns (44 ns), from
 * 8 (37.4 against 43.1 us at n = 16). Straus's recoding and scan measured 1.6 ns per point and
 * bit where the common figure (5 ns, scaled) put Straus's estimates 1.3-1.35x above measured
 * from n = 32 to 128. The sorted Pippenger shapes' addend reads stay nearly flat in cost (about
 * 35 ns per point and window at n = 1024, 40 at 65536 with 10.5 MiB of addends, 45 at 262144),
 * so a 2 MiB L2 at 10 ns a miss and a last-level cache of 32 MiB at 30 ns; the loads shape
 * measured 3-11 % faster than the gathering one from 512 to 4096 points. With the common
 * figures the estimates were 1.4-2x above measured from n = 4096; now 0.89-1.0x from 1 to
 * 65536, every plan within 1.03x of the fastest forced strategy. */
#define IFMA_COSTS_INTEL                                                                           \
    .add = 40, .madd = 26, .dbl = 45, .norm = 7, .inv = 7, .set = 14, .digit = 7, .bucket = 10,    \
    .wnaf = 1.6, .smul = 30000, .point = 50, .thread = 28000, .stream = 23,                        \
    .cache_bytes = 2 << 20, .cache_penalty = 10, .llc_bytes = 32 << 20, .llc_penalty = 30
/* ... and its shapes': the sorted Pippenger shapes' additions 22 and 20 ns (gathered, loaded),
 * the paired chain's step 44 and doubling 42 (their entries' Intel figures) */

static const msm_family_costs ifma_family_costs[] = {
    {ECB_CPU_VENDOR_AMD, 25, {IFMA_COSTS_ZEN4}},
    {ECB_CPU_VENDOR_INTEL, 6, {IFMA_COSTS_INTEL}},
};

static const msm_group_desc msm_r255_desc_ifma = {
    .group = ECB_GROUP_RISTRETTO255,
    .name = "ristretto255",
    .max_scalar_bits = 253,
    .pt_size = sizeof(ge4_p3),
    .aff_size = sizeof(ge4_cached),
    .input_size = sizeof(msm_input),
    .scalar_size = sizeof(msm_scalar),
    .batch_scratch = sizeof(fe25519),
    .table_addends = 1, /* MSM_AFF_PROJECTIVE: msm_straus_impl.h straus_tables */
    .strategies = MSM_BIT(ECB_MSM_NAIVE) | MSM_BIT(ECB_MSM_DOUBLE_AND_ADD) |
                  MSM_BIT(ECB_MSM_STRAUS) | MSM_BIT(ECB_MSM_PRECOMPUTED_STRAUS) |
                  MSM_BIT(ECB_MSM_PIPPENGER),
    .costs = {IFMA_COSTS},
    .family_costs = ifma_family_costs,
    .n_family_costs = sizeof ifma_family_costs / sizeof ifma_family_costs[0],
    .measure = engine_measure,
    .calibrate = engine_calibrate,
    .shapes = ifma_shapes,
    .n_shapes = sizeof ifma_shapes / sizeof ifma_shapes[0],
};

const msm_r255_backend msm_r255_backend_ifma = {
    .level = ECB_CPU_IFMA,
    .desc = &msm_r255_desc_ifma,
    .msm = engine_msm,
    .fixed_build = engine_fixed_build,
    .fixed_msm = engine_fixed_msm,
    .precomp_form = MSM_R255_FORM_IFMA,
    .fixed_form = MSM_FIXED_FORM_R255_IFMA,
    .precomp_new = engine_precomp_new,
    .precomp_free = engine_precomp_free,
    .precomp_msm = engine_precomp_msm,
    .prover = &msm_r255_prover_ifma,
    .decode_lanes = 8,
    .scalar_lanes = 8,
    .precomp_window = 5,
    .fixed_beats_precomp = 1,
};

#include "util/target_ifma_end.h"

#endif
