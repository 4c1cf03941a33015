/* ristretto255's MSM engine on the AVX-512 IFMA kernels (edwards25519_ifma.h): one point per
 * vector, each formula step four field operations wide; Straus runs two points per 512-bit
 * vector (edwards25519_ifma_x2.h, MSM_PAIR below). Every function of the engine here is
 * compiled for AVX-512 F/VL/IFMA (the pragma below gives each the target attribute, so the
 * rest of the library stays baseline x86-64); msm_ristretto255.c calls it only when
 * ecb_cpu_has_ifma(). Points convert exactly to and from ge25519_p3, so results are the same
 * group elements as the other builds' (identical encodings):
 *   accumulator   ge4_p3 (X, Y, Z, T), limbs lazy
 *   addend        ge4_cached 121666 (Y-X, Y+X, 2Z, 2dT), not normalised: addition of an
 *                 addend 2 vector multiplications, conversion to an addend 1 by small
 *                 factors, doubling 2
 * Precomputed Straus tables (struct msm_r255v_tables, the precomp object's IFMA form) and
 * fixed-base tables (msm_fixed_base_impl.h) are built and run here, their entries ge4_cached. */
#define _POSIX_C_SOURCE 200809L
#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ecbatch/msm.h"
#include "group/edwards25519.h"
#include "group/edwards25519_ifma.h"
#include "group/edwards25519_ifma_x2.h"
#include "msm/msm_internal.h"
#include "msm/msm_ristretto255.h"
#include "util/parallel.h"

#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,avx512f,avx512vl,avx512ifma"))),          \
                             apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,avx512f,avx512vl,avx512ifma")
#endif

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

#define MSM_PIPPENGER_IMPL "msm/msm_ristretto255_pippenger_x8_impl.h"

/* Two accumulators in one 512-bit vector (edwards25519_ifma_x2.h): the Straus chain adds two
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

#define MSM_FN(name) msm_r255v_##name
#define MSM_DESC (&msm_ristretto255_ifma_desc)
#define MSM_PRECOMP struct msm_r255v_tables
#include "msm/msm_impl.h"
#include "msm/msm_fixed_base_impl.h"

ecb_status msm_r255v_msm_entry(ge25519_p3 *out, const ge25519_p3 *points,
                               const ecb_ristretto255_scalar *scalars, size_t n,
                               const ecb_msm_options *options) {
    return msm_r255v_msm(out, points, scalars, n, options);
}

ecb_status msm_r255v_precomp_new_entry(struct msm_r255v_tables **out, const ge25519_p3 *points,
                                       size_t n, unsigned window) {
    return msm_r255v_precomp_new(out, points, n, window);
}

void msm_r255v_precomp_free_entry(struct msm_r255v_tables *pre) {
    msm_r255v_precomp_free(pre);
}

ecb_status msm_r255v_precomp_msm_entry(ge25519_p3 *out, const struct msm_r255v_tables *pre,
                                       const ecb_ristretto255_scalar *ss, size_t ns,
                                       const ge25519_p3 *dp, const ecb_ristretto255_scalar *ds,
                                       size_t nd, const ecb_msm_options *options) {
    return msm_r255v_precomp_msm(out, pre, ss, ns, dp, ds, nd, options);
}

ecb_status msm_r255v_measure_entry(ecb_msm_costs *out) {
    return msm_r255v_measure(out);
}

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

#endif
