/* The MSM engine, written once and instantiated per group by including this file ("template
 * by include"). Everything here is variable time: public points and scalars only. Every
 * function it defines is static and named engine_<what> (engine_msm, engine_task_pippenger,
 * ...) under the same name in each instance, one instance per translation unit: grep finds a
 * name a profile or debugger shows in its template file, and the instance's backend table
 * (.msm = engine_msm, ...) joins the public entry point to it.
 *
 * Before including, the instantiating file defines:
 *   MSM_DESC            the group's const msm_group_desc * (sizes, strategies, costs)
 *   msm_input           the public point type (inputs and the result)
 *   msm_pt              accumulator point (typedef), msm_aff normalised point, msm_scalar
 *   MSM_SCALAR_LIMBS    64-bit little-endian limbs per scalar
 * and these static inline functions (complete formulas: every input, including equal
 * points, opposite points and the identity, gives the right answer; r may alias inputs):
 *   const uint64_t *msm_scalar_limbs(const msm_scalar *k)
 *   void msm_pt_load(msm_pt *r, const msm_input *p)       public form -> accumulator form
 *   void msm_pt_store(msm_input *r, const msm_pt *p)      accumulator form -> public form
 *   int  msm_input_is_identity_var(const msm_input *p)
 *   void msm_pt_identity(msm_pt *r)
 *   int  msm_pt_is_identity_var(const msm_pt *p)
 *   void msm_pt_add(msm_pt *r, const msm_pt *a, const msm_pt *b)
 *   void msm_pt_add_aff(msm_pt *r, const msm_pt *a, const msm_aff *b)     r = a + b
 *   void msm_pt_sub_aff(msm_pt *r, const msm_pt *a, const msm_aff *b)     r = a - b
 *   void msm_pt_from_aff(msm_pt *r, const msm_aff *b)                     r = b
 *   void msm_pt_from_neg_aff(msm_pt *r, const msm_aff *b)                 r = -b
 *   void msm_pt_dbl_n(msm_pt *r, const msm_pt *p, unsigned k)             r = 2^k p, k >= 1
 *   void msm_pt_scalar_mult_ref(msm_pt *r, const msm_pt *p, const msm_scalar *k)
 *        an independent (constant-time) scalar multiplication: the naive reference
 *   void msm_pt_sample(msm_pt *r)     a fixed non-identity point (for `tune` measurements)
 *   void msm_batch_to_aff(msm_aff *out, const msm_pt *in, size_t n, void *scratch)
 *        normalises n points with one inversion; scratch holds MSM_DESC->batch_scratch * n
 *        bytes; inputs are never the identity of a group whose affine form lacks one
 * and optionally:
 *   MSM_OUTPUT          the result's public type when it differs from msm_input (then
 *                       msm_pt_store takes an MSM_OUTPUT *)
 *   MSM_INPUT_AFFINE    inputs are normalised points: msm_input_to_aff(msm_aff *, const
 *                       msm_input *) copies one; the bucket methods skip normalisation
 *   MSM_AFF_PROJECTIVE  msm_aff is a projective addend, as fast to add as a normalised one
 *                       (IFMA): msm_pt_to_aff(msm_aff *, const msm_pt *) converts one point
 *                       without an inversion; Straus tables are built and stored so
 *   MSM_PAIR            two accumulators in one value (msm_pair; with MSM_AFF_PROJECTIVE):
 *                       msm_pair_set(msm_pair *, const msm_pt *a, const msm_pt *b),
 *                       msm_pair_get(msm_pt *a, msm_pt *b, const msm_pair *), msm_pair_dbl_n,
 *                       msm_pair_add_aff(msm_pair *r, const msm_pair *p, const msm_aff *a,
 *                       const msm_aff *b, unsigned neg): r = p + (+-a, +-b), b NULL for the
 *                       identity, neg bit 0 negates a, bit 1 b; msm_pair_to_aff(msm_aff *a,
 *                       msm_aff *b, const msm_pair *). Under a Straus shape of the level
 *                       (msm_shape.h) Straus adds two digits per chain step and builds two
 *                       tables at once
 *   MSM_SCALAR_CHECK    int msm_scalar_valid_var(const msm_scalar *) rejects scalars outside
 *                       the group's range (ECB_ERR_SCALAR_OUT_OF_RANGE)
 *   MSM_DOUBLE_AND_ADD_SHARED   double_and_add is the simultaneous form (snarkVM): one
 *                       doubling chain, one mixed addition per set bit of every scalar
 *   MSM_HAVE_BATCH_AFFINE       the batch-affine strategies (msm_batch_affine_impl.h) with
 *                       msm_aff_add_batch, msm_aff_set, msm_pt_add_aff_signed,
 *                       msm_pt_from_aff_signed (msm_weierstrass_point.h)
 *   MSM_ENDO_PARTS      the GLV strategy (msm_glv_impl.h): an endomorphism E with eigenvalue
 *                       lambda, msm_endo_split(msm_scalar parts[MSM_ENDO_PARTS], const
 *                       msm_scalar *k) writing k = sum_j parts[j] lambda^j (mod the order)
 *                       with short non-negative parts, and msm_endo_map(msm_aff *r, const
 *                       msm_aff *p): r = E(p). Needs MSM_INPUT_AFFINE.
 *
 * The driver (msm_driver_impl.h) runs the plan (msm_choice.c) with one of the strategies, each in
 * a file of its own; msm_costs_measure_impl.h measures the unit costs for `ecbatch tune`.
 * Strategies (costs in msm_cost_model.c), one file each:
 *   naive               msm_naive_impl.h: sum of reference scalar multiplications
 *   double_and_add      per point: MSB-first double-and-add with full additions, then summed
 *                       (MSM_DOUBLE_AND_ADD_SHARED: one chain for all points, as snarkVM)
 *   straus              msm_straus_impl.h: Straus/Shamir interleaving with width-w NAF digits:
 *                       per point a table of the odd multiples P, 3P, ..., (2^(w-1)-1)P, all
 *                       tables normalised with one inversion (per thread), then one shared
 *                       chain of b doublings with a mixed addition per non-zero digit (Moller
 *                       2001; dalek, libsecp256k1 use w = 5)
 *   pippenger           msm_pippenger_impl.h: bucket method (Pippenger 1976; Bernstein et al.,
 *                       "Faster batch forgery identification", 2012) with signed Booth digits
 *                       of width c: 2^(c-1) buckets per window, normalised inputs added with
 *                       mixed additions, empty buckets filled by a copy, running-sum reduction
 *                       sum_k k B_k, windows joined by c doublings each (Horner); a level may
 *                       list kernel shapes for its bucket loop (msm_shape.h)
 *   precomputed_straus  msm_precomputed_straus_impl.h: static points' wNAF tables built once
 *                       (precomp object), interleaved with dynamic points' Straus tables on one
 *                       doubling chain
 *   batch_affine        msm_batch_affine_impl.h: Pippenger with affine buckets
 *   bucket_1bit         msm_batch_affine_impl.h: snarkVM's 1-bit windows
 *   glv                 msm_glv_impl.h: each scalar split over the endomorphism, then Straus,
 *                       Pippenger or batch_affine on the parts
 * Threads split point chunks (naive, double-and-add, Straus) or windows x point chunks
 * (Pippenger); partial results are added in a fixed order, and since results are group
 * elements every split gives the same element. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "msm/engine/msm_phases.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"
#include "util/alloc.h"
#include "util/parallel.h"

#define MSM_PREFETCH_DIST 8u
/* Entry points: an instantiation may use only some of them. */
#define MSM_API static __attribute__((unused))
#ifndef MSM_OUTPUT
#define MSM_OUTPUT msm_input
#endif

/* One MSM call's state, shared by its tasks. */
struct engine_call {
    size_t n; /* kept points */
    unsigned bits;
    ecb_msm_plan_result plan;
    msm_layout layout;
    unsigned char *base;
    msm_scalar *scalars;     /* kept scalars (n) */
    msm_pt *points;          /* kept points (n) */
    msm_pt *tab_pt;          /* Straus tables before normalisation */
    msm_aff *aff;            /* Straus tables / Pippenger normalised points */
    const msm_aff **col_tab; /* Straus: each column's table */
    void *digits;            /* Straus: sparse wNAF digits (msm_digit), digit_cap per column */
    size_t digit_cap;
    msm_pt *results; /* per task / thread */
    /* the plan's kernel shape (msm_shape.h), NULL: the engine's own loop (Pippenger:
     * msm_pippenger_impl.h's; Straus: the single chain) */
    const msm_shape *shape;
    /* precomputed Straus: the first n_static columns are static, with width ws */
    size_t n_static;
    unsigned ws;
    /* GLV: the kept inputs (n_orig) and the bit length of each split task's parts */
    size_t n_orig;
    unsigned part_bits[ECB_MSM_MAX_THREADS];
};

static inline void *engine_region(const struct engine_call *c, int r) {
    return c->base + c->layout.off[r];
}

static inline size_t engine_chunk_lo(size_t n, unsigned parts, unsigned i) {
    return (size_t)(((unsigned __int128)n * i) / parts);
}

/* A bucket method's task: window j of the points [lo, hi), its K buckets, and the worker's
 * area w. Tasks are numbered window by window, point chunks within a window. */
struct engine_wtask {
    unsigned j;
    size_t K, lo, hi;
    unsigned char *w;
};

static inline struct engine_wtask engine_window_task(const struct engine_call *c, size_t task,
                                                     unsigned worker) {
    unsigned X = c->plan.point_chunks, x = (unsigned)(task % X);
    struct engine_wtask t;
    t.j = (unsigned)(task / X);
    t.K = msm_pippenger_buckets(c->bits, c->plan.window, t.j);
    t.lo = engine_chunk_lo(c->n, X, x);
    t.hi = engine_chunk_lo(c->n, X, x + 1);
    t.w = (unsigned char *)engine_region(c, MSM_R_WORKER) + (size_t)worker * c->layout.worker_size;
    return t;
}

/* One file per strategy; the driver, then the precomputed and measurement entry points. */
#include "msm/engine/msm_naive_impl.h"
#include "msm/engine/msm_straus_impl.h"
#include "msm/engine/msm_pippenger_impl.h"
#ifdef MSM_HAVE_BATCH_AFFINE
#include "msm/engine/msm_batch_affine_impl.h"
#endif
#ifdef MSM_ENDO_PARTS
#include "msm/engine/msm_glv_impl.h"
#endif
#include "msm/engine/msm_driver_impl.h"
#include "msm/engine/msm_precomputed_straus_impl.h"
#include "msm/engine/msm_costs_measure_impl.h"
