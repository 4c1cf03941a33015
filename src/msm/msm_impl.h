/* The MSM engine, written once and instantiated per group by including this file ("template
 * by include"). Everything here is variable time: public points and scalars only.
 *
 * Before including, the instantiating file defines:
 *   MSM_FN(name)        mangles the names of the functions generated here (all static)
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
 *   MSM_SCALAR_CHECK    int msm_scalar_valid_var(const msm_scalar *) rejects scalars outside
 *                       the group's range (ECB_ERR_SCALAR_OUT_OF_RANGE)
 *   MSM_DOUBLE_AND_ADD_SHARED   double_and_add is the simultaneous form (snarkVM): one
 *                       doubling chain, one mixed addition per set bit of every scalar
 *   MSM_HAVE_BATCH_AFFINE       the batch-affine strategies (msm_batch_affine_impl.h) with
 *                       msm_aff_add_batch, msm_aff_set, msm_pt_add_aff_signed,
 *                       msm_pt_from_aff_signed (msm_weierstrass.h)
 *   MSM_ENDO_PARTS      the GLV strategy (msm_glv_impl.h): an endomorphism E with eigenvalue
 *                       lambda, msm_endo_split(msm_scalar parts[MSM_ENDO_PARTS], const
 *                       msm_scalar *k) writing k = sum_j parts[j] lambda^j (mod the order)
 *                       with short non-negative parts, and msm_endo_map(msm_aff *r, const
 *                       msm_aff *p): r = E(p). Needs MSM_INPUT_AFFINE.
 *
 * Strategies (costs in msm_plan.c):
 *   naive            sum of reference scalar multiplications
 *   double_and_add   per point: MSB-first double-and-add with full additions, then summed
 *                    (MSM_DOUBLE_AND_ADD_SHARED: one chain for all points, as snarkVM)
 *   straus           Straus/Shamir interleaving with width-w NAF digits: per point a table of
 *                    the odd multiples P, 3P, ..., (2^(w-1)-1)P, all tables normalised with one
 *                    inversion (per thread), then one shared chain of b doublings with a mixed
 *                    addition per non-zero digit (Moller 2001; dalek, libsecp256k1 use w = 5)
 *   pippenger        bucket method (Pippenger 1976; Bernstein et al., "Faster batch forgery
 *                    identification", 2012) with signed Booth digits of width c: 2^(c-1)
 *                    buckets per window, normalised inputs added with mixed additions, empty
 *                    buckets filled by a copy, running-sum reduction sum_k k B_k, windows
 *                    joined by c doublings each (Horner)
 *   precomputed      static points' wNAF tables built once (precomp object), interleaved with
 *                    dynamic points' Straus tables on one doubling chain
 *   batch_affine     Pippenger with affine buckets, bucket_1bit snarkVM's 1-bit windows
 *                    (msm_batch_affine_impl.h)
 *   glv              each scalar split over the endomorphism, then Straus, Pippenger or
 *                    batch_affine on the parts (msm_glv_impl.h)
 * Threads split point chunks (naive, double-and-add, Straus) or windows x point chunks
 * (Pippenger); partial results are added in a fixed order, and since results are group
 * elements every split gives the same element. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "msm/msm_internal.h"
#include "util/alloc.h"
#include "util/parallel.h"

#define MSM_PREFETCH_DIST 8u
/* Hot loops: every group operation they call is inlined (compilers otherwise keep the field
 * multiplication out of line in large functions). Not in sanitizer builds: instrumenting the
 * flattened loops of the 6-limb groups takes the compiler minutes per file, and under TSan
 * clang runs out of registers for the inlined MULX/ADX product. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define MSM_INSTRUMENTED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define MSM_INSTRUMENTED 1
#endif
#endif
#ifdef MSM_INSTRUMENTED
#define MSM_HOT
#else
#define MSM_HOT __attribute__((flatten))
#endif
/* Entry points: an instantiation may use only some of them. */
#define MSM_API static __attribute__((unused))
#ifndef MSM_OUTPUT
#define MSM_OUTPUT msm_input
#endif

/* One MSM call's state, shared by its tasks. */
struct MSM_FN(call) {
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
    /* precomputed Straus: the first n_static columns are static, with width ws */
    size_t n_static;
    unsigned ws;
    /* GLV: the kept inputs (n_orig) and the bit length of each split task's parts */
    size_t n_orig;
    unsigned part_bits[ECB_MSM_MAX_THREADS];
};

static inline void *MSM_FN(region)(const struct MSM_FN(call) * c, int r) {
    return c->base + c->layout.off[r];
}

static inline size_t MSM_FN(chunk_lo)(size_t n, unsigned parts, unsigned i) {
    return (size_t)(((unsigned __int128)n * i) / parts);
}

/* ---- naive and double-and-add ------------------------------------------------------------ */

static void MSM_FN(task_naive)(void *ctx, size_t task, unsigned worker) {
    (void)worker;
    struct MSM_FN(call) *c = ctx;
    unsigned T = c->plan.threads;
    size_t lo = MSM_FN(chunk_lo)(c->n, T, (unsigned)task);
    size_t hi = MSM_FN(chunk_lo)(c->n, T, (unsigned)task + 1);
    msm_pt acc, t;
    msm_pt_identity(&acc);
    for (size_t i = lo; i < hi; i++) {
        msm_pt_scalar_mult_ref(&t, &c->points[i], &c->scalars[i]);
        msm_pt_add(&acc, &acc, &t);
    }
    c->results[task] = acc;
}

#ifndef MSM_DOUBLE_AND_ADD_SHARED
/* r = k p, MSB first, with full additions. */
MSM_HOT static void MSM_FN(double_and_add_one)(msm_pt *r, const msm_pt *p, const msm_scalar *k) {
    const uint64_t *l = msm_scalar_limbs(k);
    unsigned top = msm_bitlen(l, MSM_SCALAR_LIMBS);
    unsigned pending = 0;
    int started = 0;
    msm_pt_identity(r);
    for (unsigned i = top; i-- > 0;) {
        if (started) pending++;
        if ((l[i >> 6] >> (i & 63)) & 1) {
            if (!started) {
                *r = *p;
                started = 1;
                continue;
            }
            msm_pt_dbl_n(r, r, pending);
            pending = 0;
            msm_pt_add(r, r, p);
        }
    }
    if (pending) msm_pt_dbl_n(r, r, pending);
}
#endif

#ifdef MSM_DOUBLE_AND_ADD_SHARED
/* One chain over the chunk's points: from the top bit down, a doubling (deferred while the
 * accumulator is unset or no bit is set), then a mixed addition of every point whose scalar
 * has that bit. */
MSM_HOT static void MSM_FN(task_double_and_add)(void *ctx, size_t task, unsigned worker) {
    (void)worker;
    struct MSM_FN(call) *c = ctx;
    unsigned T = c->plan.threads;
    size_t lo = MSM_FN(chunk_lo)(c->n, T, (unsigned)task);
    size_t hi = MSM_FN(chunk_lo)(c->n, T, (unsigned)task + 1);
    msm_pt acc;
    unsigned pending = 0;
    int started = 0;
    msm_pt_identity(&acc);
    for (unsigned bit = c->bits; bit-- > 0;) {
        if (started) pending++;
        for (size_t i = lo; i < hi; i++) {
            const uint64_t *l = msm_scalar_limbs(&c->scalars[i]);
            if (!((l[bit >> 6] >> (bit & 63)) & 1)) continue;
            if (!started) {
                msm_pt_from_aff(&acc, &c->aff[i]);
                started = 1;
                continue;
            }
            if (pending) {
                msm_pt_dbl_n(&acc, &acc, pending);
                pending = 0;
            }
            msm_pt_add_aff(&acc, &acc, &c->aff[i]);
        }
    }
    if (started && pending) msm_pt_dbl_n(&acc, &acc, pending);
    c->results[task] = acc;
}
#else
static void MSM_FN(task_double_and_add)(void *ctx, size_t task, unsigned worker) {
    (void)worker;
    struct MSM_FN(call) *c = ctx;
    unsigned T = c->plan.threads;
    size_t lo = MSM_FN(chunk_lo)(c->n, T, (unsigned)task);
    size_t hi = MSM_FN(chunk_lo)(c->n, T, (unsigned)task + 1);
    msm_pt acc, t;
    msm_pt_identity(&acc);
    for (size_t i = lo; i < hi; i++) {
        MSM_FN(double_and_add_one)(&t, &c->points[i], &c->scalars[i]);
        msm_pt_add(&acc, &acc, &t);
    }
    c->results[task] = acc;
}
#endif

/* ---- Straus ---------------------------------------------------------------------------------- */

/* The interleaved chain over the task's digits, grouped by bit position from the top: for
 * each position one doubling of the accumulator (deferred and batched while no digit is
 * non-zero), then +-table[(|d|-1)/2] of its column for every digit at that position. */
MSM_HOT static void MSM_FN(straus_chain)(msm_pt *r, const struct MSM_FN(call) * c,
                                         const msm_digit *ent, const uint32_t *end) {
    unsigned pending = 0;
    int started = 0;
    size_t k = 0;
    for (unsigned pos = c->bits + 1; pos-- > 0;) {
        if (started) pending++;
        for (; k < end[pos]; k++) {
            int d = ent[k].d;
            const msm_aff *e = c->col_tab[ent[k].col] + ((d < 0 ? -d : d) >> 1);
            if (!started) {
                if (d > 0)
                    msm_pt_from_aff(r, e);
                else
                    msm_pt_from_neg_aff(r, e);
                started = 1;
                continue;
            }
            if (pending) {
                msm_pt_dbl_n(r, r, pending);
                pending = 0;
            }
            if (d > 0)
                msm_pt_add_aff(r, r, e);
            else
                msm_pt_sub_aff(r, r, e);
        }
    }
    if (!started)
        msm_pt_identity(r);
    else if (pending)
        msm_pt_dbl_n(r, r, pending);
}

/* Builds the odd-multiple tables of width w for points [lo, hi) (table points in tab_pt,
 * entries in aff, both at index i * E), normalised with one inversion for the whole range
 * (projective addends under MSM_AFF_PROJECTIVE). */
#if defined(MSM_INPUT_AFFINE) && defined(MSM_HAVE_BATCH_AFFINE)
/* From this many points up, tables are built by batches of affine additions. */
#define MSM_STRAUS_AFFINE_MIN 5u

/* The tables of points [lo, hi) (entry 0, the point itself, already at aff + i E) level by
 * level in affine coordinates: D_i = 2 P_i as one batch of tangents, then entry e = entry
 * e - 1 + D_i as one batch of chords per level, E inversions for the whole range instead of
 * one XYZZ addition (14M) and a normalisation (7M) per entry. The batches' pointers and D
 * live in the range's share of tab_pt, the kernel's scratch in its share of the
 * normalisation scratch. */
MSM_HOT static void MSM_FN(straus_tables_affine)(struct MSM_FN(call) * c, size_t E, size_t lo,
                                                 size_t hi) {
    size_t m = hi - lo;
    unsigned char *area = (unsigned char *)(c->tab_pt + lo * E);
    msm_aff *D = (msm_aff *)(void *)area;
    msm_aff **acc = (msm_aff **)(void *)(area + m * sizeof(msm_aff));
    const msm_aff **add = (const msm_aff **)(void *)(area + m * (sizeof(msm_aff) + sizeof(void *)));
    uint8_t *neg = area + m * (sizeof(msm_aff) + 2 * sizeof(void *));
    unsigned char *scratch =
        (unsigned char *)MSM_FN(region)(c, MSM_R_BATCH) + lo * E * MSM_DESC->batch_scratch;
    uint8_t *kind = scratch + m * MSM_DESC->ba_scratch;
    memset(neg, 0, m);
    for (size_t i = 0; i < m; i++) {
        D[i] = c->aff[(lo + i) * E];
        acc[i] = &D[i];
        add[i] = &c->aff[(lo + i) * E];
    }
    msm_aff_add_batch(acc, add, neg, m, scratch, kind);
    for (size_t e = 1; e < E; e++) {
        for (size_t i = 0; i < m; i++) {
            msm_aff *t = &c->aff[(lo + i) * E + e];
            *t = t[-1];
            acc[i] = t;
            add[i] = &D[i];
        }
        msm_aff_add_batch(acc, add, neg, m, scratch, kind);
    }
}
#endif

MSM_HOT static void MSM_FN(straus_tables)(struct MSM_FN(call) * c, unsigned w, size_t lo,
                                          size_t hi) {
    size_t E = (size_t)1 << (w - 2);
#if defined(MSM_INPUT_AFFINE) && defined(MSM_HAVE_BATCH_AFFINE)
    /* the inputs sit normalised at aff + i E (msm_inputs_normalised) */
    if (E > 1 && hi - lo >= MSM_STRAUS_AFFINE_MIN) {
        MSM_FN(straus_tables_affine)(c, E, lo, hi);
        return;
    }
#endif
#ifdef MSM_AFF_PROJECTIVE
    /* entry e = entry e-1 + 2P as a mixed addition, each converted without an inversion */
    for (size_t i = lo; i < hi; i++) {
        msm_aff *a = c->aff + i * E, d2;
        msm_pt t = c->points[i], p2;
        msm_pt_to_aff(&a[0], &t);
        if (E == 1) continue;
        msm_pt_dbl_n(&p2, &t, 1);
        msm_pt_to_aff(&d2, &p2);
        for (size_t e = 1; e < E; e++) {
            msm_pt_add_aff(&t, &t, &d2);
            msm_pt_to_aff(&a[e], &t);
        }
    }
#else
    for (size_t i = lo; i < hi; i++) {
        msm_pt *t = c->tab_pt + i * E;
#if defined(MSM_INPUT_AFFINE) && defined(MSM_HAVE_BATCH_AFFINE)
        msm_pt_from_aff(&t[0], &c->aff[i * E]);
        const msm_pt *p = &t[0];
#else
        const msm_pt *p = &c->points[i];
        t[0] = *p;
#endif
        if (E > 1) {
            msm_pt p2;
            msm_pt_dbl_n(&p2, p, 1);
            for (size_t e = 1; e < E; e++)
                msm_pt_add(&t[e], &t[e - 1], &p2);
        }
    }
    unsigned char *batch = MSM_FN(region)(c, MSM_R_BATCH);
    msm_batch_to_aff(c->aff + lo * E, c->tab_pt + lo * E, (hi - lo) * E,
                     batch + lo * E * MSM_DESC->batch_scratch);
#endif
}

/* Recodes column col's scalar (width w) and either counts its digits per position (cnt) or
 * places them at their positions' cursors (cur). */
static void MSM_FN(straus_digits)(const struct MSM_FN(call) * c, size_t col, unsigned w,
                                  uint32_t *cnt, uint32_t *cur, msm_digit *ent) {
    uint16_t pos[MSM_MAX_SCALAR_BITS / MSM_STRAUS_WMIN + 2];
    int8_t dig[MSM_MAX_SCALAR_BITS / MSM_STRAUS_WMIN + 2];
    unsigned m =
        msm_wnaf_sparse(pos, dig, msm_scalar_limbs(&c->scalars[col]), MSM_SCALAR_LIMBS, c->bits, w);
    for (unsigned i = 0; i < m; i++) {
        if (cnt != NULL)
            cnt[pos[i]]++;
        else
            ent[cur[pos[i]]++] = (msm_digit){(uint32_t)col, dig[i]};
    }
}

/* The digits of columns [slo, shi) (width ws) and [lo, hi) (width w) grouped by position from
 * the top (a counting sort into ent, with the worker's position counters), then the chain
 * over them into *r. */
static void MSM_FN(straus_run)(msm_pt *r, const struct MSM_FN(call) * c, unsigned worker,
                               msm_digit *ent, size_t slo, size_t shi, unsigned ws, size_t lo,
                               size_t hi, unsigned w) {
    uint32_t *cur = (uint32_t *)((unsigned char *)MSM_FN(region)(c, MSM_R_WORKER) +
                                 (size_t)worker * c->layout.worker_size);
    unsigned npos = c->bits + 1;
    memset(cur, 0, npos * sizeof *cur);
    for (size_t i = slo; i < shi; i++)
        MSM_FN(straus_digits)(c, i, ws, cur, NULL, NULL);
    for (size_t i = lo; i < hi; i++)
        MSM_FN(straus_digits)(c, i, w, cur, NULL, NULL);
    /* positions from the top: cursor[p] = digits at positions above p */
    uint32_t total = 0;
    for (unsigned p = npos; p-- > 0;) {
        uint32_t k = cur[p];
        cur[p] = total;
        total += k;
    }
    for (size_t i = slo; i < shi; i++)
        MSM_FN(straus_digits)(c, i, ws, NULL, cur, ent);
    for (size_t i = lo; i < hi; i++)
        MSM_FN(straus_digits)(c, i, w, NULL, cur, ent);
    /* now cur[p] is the end of position p's digits */
    MSM_FN(straus_chain)(r, c, ent, cur);
}

/* Task x handles static chunk x and dynamic chunk x (dynamic columns start at n_static): the
 * dynamic tables, then the digits of every column grouped by position, then the chain. */
static void MSM_FN(task_straus)(void *ctx, size_t task, unsigned worker) {
    struct MSM_FN(call) *c = ctx;
    unsigned T = c->plan.threads, w = c->plan.window;
    size_t E = (size_t)1 << (w - 2);
    size_t ns = c->n_static, nd = c->n - ns;
    size_t slo = MSM_FN(chunk_lo)(ns, T, (unsigned)task);
    size_t shi = MSM_FN(chunk_lo)(ns, T, (unsigned)task + 1);
    size_t lo = ns + MSM_FN(chunk_lo)(nd, T, (unsigned)task);
    size_t hi = ns + MSM_FN(chunk_lo)(nd, T, (unsigned)task + 1);
    if (hi > lo) MSM_FN(straus_tables)(c, w, lo, hi);
    for (size_t i = lo; i < hi; i++)
        c->col_tab[i] = c->aff + i * E;
    /* this task's digit area: its columns' share of the region */
    msm_digit *ent = (msm_digit *)c->digits + (slo + (lo - ns)) * c->digit_cap;
    MSM_FN(straus_run)(&c->results[task], c, worker, ent, slo, shi, c->ws, lo, hi, w);
}

/* ---- Pippenger ------------------------------------------------------------------------------- */

static void MSM_FN(task_normalise)(void *ctx, size_t task, unsigned worker) {
    (void)worker;
    struct MSM_FN(call) *c = ctx;
    unsigned T = c->plan.threads;
    size_t lo = c->n_static + MSM_FN(chunk_lo)(c->n - c->n_static, T, (unsigned)task);
    size_t hi = c->n_static + MSM_FN(chunk_lo)(c->n - c->n_static, T, (unsigned)task + 1);
    unsigned char *batch = MSM_FN(region)(c, MSM_R_BATCH);
    if (hi > lo)
        msm_batch_to_aff(c->aff + lo, c->points + lo, hi - lo,
                         batch + lo * MSM_DESC->batch_scratch);
}

/* Task (window j, chunk x): accumulate the chunk's points into the worker's buckets by their
 * digit of window j, then reduce sum_k k B_k with running sums from the top bucket. */
MSM_HOT static void MSM_FN(task_pippenger)(void *ctx, size_t task, unsigned worker) {
    struct MSM_FN(call) *c = ctx;
    unsigned cw = c->plan.window, X = c->plan.point_chunks;
    unsigned j = (unsigned)(task / X), x = (unsigned)(task % X);
    size_t K = msm_pippenger_buckets(c->bits, cw, j);
    unsigned char *wbase =
        (unsigned char *)MSM_FN(region)(c, MSM_R_WORKER) + (size_t)worker * c->layout.worker_size;
    msm_pt *B = (msm_pt *)wbase;
    uint8_t *filled = wbase + c->layout.buckets_size;
    int32_t *dig = (int32_t *)(filled + ((K + 63) & ~(size_t)63));
    size_t lo = MSM_FN(chunk_lo)(c->n, X, x), hi = MSM_FN(chunk_lo)(c->n, X, x + 1);
    memset(filled, 0, K);
    for (size_t blk = lo; blk < hi; blk += MSM_DIGIT_BLOCK) {
        size_t m = hi - blk < MSM_DIGIT_BLOCK ? hi - blk : MSM_DIGIT_BLOCK;
        for (size_t t = 0; t < m; t++)
            dig[t] =
                msm_booth_digit(msm_scalar_limbs(&c->scalars[blk + t]), MSM_SCALAR_LIMBS, cw, j);
        const msm_aff *pa = c->aff + blk;
        for (size_t t = 0; t < m; t++) {
            if (t + MSM_PREFETCH_DIST < m) {
                int32_t dn = dig[t + MSM_PREFETCH_DIST];
                if (dn != 0) __builtin_prefetch(&B[(dn < 0 ? -dn : dn) - 1], 1, 3);
            }
            int32_t d = dig[t];
            if (d == 0) continue;
            if (d > 0) {
                size_t k = (size_t)d - 1;
                if (filled[k])
                    msm_pt_add_aff(&B[k], &B[k], &pa[t]);
                else {
                    msm_pt_from_aff(&B[k], &pa[t]);
                    filled[k] = 1;
                }
            } else {
                size_t k = (size_t)(-d) - 1;
                if (filled[k])
                    msm_pt_sub_aff(&B[k], &B[k], &pa[t]);
                else {
                    msm_pt_from_neg_aff(&B[k], &pa[t]);
                    filled[k] = 1;
                }
            }
        }
    }
    /* sum_{k=1}^{K} k B_k = sum_k R_k with R_k = sum_{i >= k} B_i */
    msm_pt run, tot;
    int have_run = 0, have_tot = 0;
    for (size_t k = K; k-- > 0;) {
        if (filled[k]) {
            if (have_run)
                msm_pt_add(&run, &run, &B[k]);
            else {
                run = B[k];
                have_run = 1;
            }
        }
        if (have_run) {
            if (have_tot)
                msm_pt_add(&tot, &tot, &run);
            else {
                tot = run;
                have_tot = 1;
            }
        }
    }
    if (!have_tot) msm_pt_identity(&tot);
    c->results[task] = tot;
}

/* sum_j 2^(c j) sum_x results[j][x], top window first. */
MSM_HOT static void MSM_FN(pippenger_combine)(msm_pt *out, const struct MSM_FN(call) * c) {
    unsigned cw = c->plan.window, X = c->plan.point_chunks;
    unsigned W = msm_pippenger_windows(c->bits, cw);
    int started = 0;
    unsigned pending = 0;
    msm_pt_identity(out);
    for (unsigned j = W; j-- > 0;) {
        if (started) pending += cw;
        for (unsigned x = 0; x < X; x++) {
            const msm_pt *r = &c->results[(size_t)j * X + x];
            if (msm_pt_is_identity_var(r)) continue;
            if (!started) {
                *out = *r;
                started = 1;
                continue;
            }
            if (pending) {
                msm_pt_dbl_n(out, out, pending);
                pending = 0;
            }
            msm_pt_add(out, out, r);
        }
    }
    if (started && pending) msm_pt_dbl_n(out, out, pending);
}

MSM_HOT static void MSM_FN(sum_results)(msm_pt *out, const msm_pt *r, unsigned count) {
    msm_pt_identity(out);
    for (unsigned i = 0; i < count; i++)
        msm_pt_add(out, out, &r[i]);
}

/* The window tasks of a bucket method (W windows x point chunks), then Horner. */
static void MSM_FN(run_windows)(msm_pt *out, struct MSM_FN(call) * c, ecb_task_fn task) {
    unsigned W = msm_pippenger_windows(c->bits, c->plan.window);
    ecb_parallel_run(c->plan.threads, (size_t)W * c->plan.point_chunks, task, c);
    MSM_FN(pippenger_combine)(out, c);
}

#ifdef MSM_HAVE_BATCH_AFFINE
#include "msm/msm_batch_affine_impl.h"
#endif
#ifdef MSM_ENDO_PARTS
#include "msm/msm_glv_impl.h"
#endif

/* ---- driver ---------------------------------------------------------------------------------- */

/* Runs the planned strategy on c->n kept points / scalars already in scratch. */
static void MSM_FN(execute)(msm_pt *out, struct MSM_FN(call) * c) {
    unsigned T = c->plan.threads ? c->plan.threads : 1;
    c->plan.threads = T;
    switch (c->plan.strategy) {
    case ECB_MSM_NAIVE:
        ecb_parallel_run(T, T, MSM_FN(task_naive), c);
        MSM_FN(sum_results)(out, c->results, T);
        break;
    case ECB_MSM_DOUBLE_AND_ADD:
        ecb_parallel_run(T, T, MSM_FN(task_double_and_add), c);
        MSM_FN(sum_results)(out, c->results, T);
        break;
    case ECB_MSM_STRAUS:
    case ECB_MSM_PRECOMPUTED_STRAUS:
        ecb_parallel_run(T, T, MSM_FN(task_straus), c);
        MSM_FN(sum_results)(out, c->results, T);
        break;
    case ECB_MSM_PIPPENGER:
        if (!msm_inputs_normalised(MSM_DESC, &c->plan))
            ecb_parallel_run(T, T, MSM_FN(task_normalise), c);
        MSM_FN(run_windows)(out, c, MSM_FN(task_pippenger));
        break;
#ifdef MSM_HAVE_BATCH_AFFINE
    case ECB_MSM_BATCH_AFFINE:
        MSM_FN(run_windows)(out, c, MSM_FN(task_batch_affine));
        break;
    case ECB_MSM_BUCKET_1BIT:
        MSM_FN(run_windows)(out, c, MSM_FN(task_bucket_1bit));
        break;
#endif
#ifdef MSM_ENDO_PARTS
    case ECB_MSM_GLV:
        MSM_FN(glv_execute)(out, c);
        break;
#endif
    default:
        msm_pt_identity(out);
        break;
    }
}

/* Points the call's region pointers into scratch at base (64-byte aligned). */
static void MSM_FN(bind)(struct MSM_FN(call) * c, unsigned char *base) {
    c->base = base;
    c->scalars = MSM_FN(region)(c, MSM_R_SCALARS);
    c->points = MSM_FN(region)(c, MSM_R_POINTS);
    c->tab_pt = MSM_FN(region)(c, MSM_R_TAB_PT);
    c->aff = MSM_FN(region)(c, MSM_R_AFF);
    c->digits = MSM_FN(region)(c, MSM_R_DIGITS);
    c->digit_cap = msm_straus_digit_cap(MSM_DESC, &c->plan);
    c->results = MSM_FN(region)(c, MSM_R_RESULTS);
    c->col_tab = MSM_FN(region)(c, MSM_R_COL_TAB);
    c->n_orig = c->n;
}

/* Checks options common to every entry point; fills strategy, threads, window, costs. */
static ecb_status MSM_FN(read_options)(const ecb_msm_options *opt, ecb_msm_strategy *s,
                                       unsigned *threads, unsigned *window) {
    *s = ECB_MSM_AUTO;
    *threads = 1;
    *window = 0;
    if (opt == NULL) return ECB_OK;
    if ((unsigned)opt->strategy >= ECB_MSM_STRATEGY_COUNT ||
        (unsigned)opt->inner >= ECB_MSM_STRATEGY_COUNT)
        return ECB_ERR_INVALID_ARGUMENT;
    if (opt->threads > ECB_MSM_MAX_THREADS) return ECB_ERR_INVALID_ARGUMENT;
    if (opt->scratch == NULL && opt->scratch_size != 0) return ECB_ERR_NULL_POINTER;
    if (opt->window != 0 && opt->strategy == ECB_MSM_AUTO) return ECB_ERR_INVALID_ARGUMENT;
    *s = opt->strategy;
    *threads = opt->threads ? opt->threads : 1;
    *window = opt->window;
    return ECB_OK;
}

/* Gets scratch (caller's or one allocation) for c->layout; *owned receives the allocation. */
static ecb_status MSM_FN(get_scratch)(struct MSM_FN(call) * c, const ecb_msm_options *opt,
                                      void **owned) {
    unsigned char *raw;
    *owned = NULL;
    if (opt != NULL && opt->scratch != NULL) {
        if (opt->scratch_size < c->layout.total) return ECB_ERR_SCRATCH_TOO_SMALL;
        raw = opt->scratch;
    } else {
        raw = ecb_malloc(c->layout.total);
        if (raw == NULL) return ECB_ERR_OUT_OF_MEMORY;
        *owned = raw;
    }
    uintptr_t a = ((uintptr_t)raw + 63) & ~(uintptr_t)63;
    MSM_FN(bind)(c, (unsigned char *)a);
    return ECB_OK;
}

/* *out = the identity, in the public form. */
static void MSM_FN(store_identity)(MSM_OUTPUT *out) {
    msm_pt id;
    msm_pt_identity(&id);
    msm_pt_store(out, &id);
}

/* Runs the plan and stores the result in the public form. */
static void MSM_FN(execute_store)(MSM_OUTPUT *out, struct MSM_FN(call) * c) {
    msm_pt r;
    MSM_FN(execute)(&r, c);
    msm_pt_store(out, &r);
}

/* Counts the terms with a non-zero scalar and a non-identity point, and their bit length.
 * ECB_ERR_SCALAR_OUT_OF_RANGE when the group rejects a scalar (MSM_SCALAR_CHECK). */
static ecb_status MSM_FN(scan)(const msm_input *points, const msm_scalar *scalars, size_t n,
                               size_t *kept, unsigned *bits) {
    size_t k = 0;
    uint64_t orl[MSM_SCALAR_LIMBS] = {0};
    *kept = 0;
    *bits = 0;
    for (size_t i = 0; i < n; i++) {
        const uint64_t *l = msm_scalar_limbs(&scalars[i]);
#ifdef MSM_SCALAR_CHECK
        if (!msm_scalar_valid_var(&scalars[i])) return ECB_ERR_SCALAR_OUT_OF_RANGE;
#endif
        uint64_t any = 0;
        for (unsigned j = 0; j < MSM_SCALAR_LIMBS; j++)
            any |= l[j];
        if (any == 0 || msm_input_is_identity_var(&points[i])) continue;
        for (unsigned j = 0; j < MSM_SCALAR_LIMBS; j++)
            orl[j] |= l[j];
        k++;
    }
    *kept = k;
    *bits = msm_bitlen(orl, MSM_SCALAR_LIMBS);
    return ECB_OK;
}

/* Copies the kept terms into scratch (the call's regions): the points as accumulator points,
 * or, when the plan keeps them normalised (msm_inputs_normalised), as normalised points at
 * every msm_input_stride-th slot (Straus: each table's first entry; GLV's bucket methods:
 * the images fill the slots between). */
static void MSM_FN(gather)(struct MSM_FN(call) * c, size_t at, const msm_input *points,
                           const msm_scalar *scalars, size_t n) {
#ifdef MSM_INPUT_AFFINE
    int normalised = msm_inputs_normalised(MSM_DESC, &c->plan);
    size_t stride = msm_input_stride(MSM_DESC, &c->plan);
#endif
    for (size_t i = 0; i < n; i++) {
        const uint64_t *l = msm_scalar_limbs(&scalars[i]);
        uint64_t any = 0;
        for (unsigned k = 0; k < MSM_SCALAR_LIMBS; k++)
            any |= l[k];
        if (any == 0 || msm_input_is_identity_var(&points[i])) continue;
        c->scalars[at] = scalars[i];
#ifdef MSM_INPUT_AFFINE
        if (normalised)
            msm_input_to_aff(&c->aff[at * stride], &points[i]);
        else
#endif
            msm_pt_load(&c->points[at], &points[i]);
        at++;
    }
}

/* Validates the arguments shared by the entry points. */
static ecb_status MSM_FN(check_args)(const MSM_OUTPUT *out, const msm_input *points,
                                     const msm_scalar *scalars, size_t n) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (n > 0 && (points == NULL || scalars == NULL)) return ECB_ERR_NULL_POINTER;
    if (n > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    return ECB_OK;
}

/* Runs `plan` (strategy, window, threads, chunks) on the kept terms of the input. */
static ecb_status MSM_FN(run_plan)(MSM_OUTPUT *out, const msm_input *points,
                                   const msm_scalar *scalars, size_t n, size_t kept, unsigned bits,
                                   const ecb_msm_plan_result *plan, const ecb_msm_options *opt) {
    struct MSM_FN(call) c;
    memset(&c, 0, sizeof c);
    c.plan = *plan;
    c.plan.n = kept;
    c.plan.scalar_bits = bits;
    if (c.plan.threads == 0) c.plan.threads = 1;
    if (c.plan.point_chunks == 0) c.plan.point_chunks = 1;
    if (opt != NULL && opt->plan_used != NULL) *opt->plan_used = c.plan;
    if (kept == 0 || bits == 0) return ECB_OK;
    c.n = kept;
    c.bits = bits;
    if (msm_layout_make(MSM_DESC, kept, &c.plan, &c.layout) != 0) return ECB_ERR_SIZE_OVERFLOW;
    void *owned;
    ecb_status st = MSM_FN(get_scratch)(&c, opt, &owned);
    if (st != ECB_OK) return st;
    MSM_FN(gather)(&c, 0, points, scalars, n);
    MSM_FN(execute_store)(out, &c);
    ecb_free(owned);
    return ECB_OK;
}

/* out = sum scalars[i] points[i] with a given plan (tests and benchmarks pin every
 * parameter this way); plan->strategy must be one the group implements. */
MSM_API ecb_status MSM_FN(msm_with_plan)(MSM_OUTPUT *out, const msm_input *points,
                                         const msm_scalar *scalars, size_t n,
                                         const ecb_msm_plan_result *plan,
                                         const ecb_msm_options *opt) {
    ecb_status st = MSM_FN(check_args)(out, points, scalars, n);
    if (st != ECB_OK) return st;
    MSM_FN(store_identity)(out);
    if (plan == NULL) return ECB_ERR_NULL_POINTER;
    if (!msm_plan_runnable(MSM_DESC, plan) || plan->strategy == ECB_MSM_PRECOMPUTED_STRAUS)
        return ECB_ERR_INVALID_ARGUMENT;
    size_t kept;
    unsigned bits;
    st = MSM_FN(scan)(points, scalars, n, &kept, &bits);
    if (st != ECB_OK) return st;
    if (bits > MSM_DESC->max_scalar_bits) return ECB_ERR_INVALID_ARGUMENT;
    return MSM_FN(run_plan)(out, points, scalars, n, kept, bits, plan, opt);
}

/* out = sum scalars[i] points[i], the plan's choice or the options' strategy. */
MSM_API ecb_status MSM_FN(msm)(MSM_OUTPUT *out, const msm_input *points, const msm_scalar *scalars,
                               size_t n, const ecb_msm_options *opt) {
    ecb_status st = MSM_FN(check_args)(out, points, scalars, n);
    if (st != ECB_OK) return st;
    MSM_FN(store_identity)(out);
    ecb_msm_strategy s;
    unsigned threads, window;
    st = MSM_FN(read_options)(opt, &s, &threads, &window);
    if (st != ECB_OK) return st;
    if (s != ECB_MSM_AUTO && !(MSM_DESC->strategies & MSM_BIT(s))) return ECB_ERR_UNSUPPORTED;
    if (s == ECB_MSM_PRECOMPUTED_STRAUS) return ECB_ERR_UNSUPPORTED;
    size_t kept;
    unsigned bits;
    st = MSM_FN(scan)(points, scalars, n, &kept, &bits);
    if (st != ECB_OK) return st;
    if (bits > MSM_DESC->max_scalar_bits) return ECB_ERR_INVALID_ARGUMENT;
    ecb_msm_plan_result plan;
    size_t limit = (opt != NULL && opt->scratch != NULL) ? opt->scratch_size : SIZE_MAX;
    st = msm_plan_desc(MSM_DESC, kept, bits, threads, opt ? opt->costs : NULL, s,
                       opt ? opt->inner : ECB_MSM_AUTO, window, limit, &plan);
    if (st != ECB_OK) return st;
    return MSM_FN(run_plan)(out, points, scalars, n, kept, bits, &plan, opt);
}

/* ---- precomputed tables for static points -------------------------------------------------- */

/* Odd multiples P, 3P, ..., (2^(w-1) - 1)P of every static point, normalised, built once.
 * An instantiation may name the type (MSM_PRECOMP) to share it between instantiations of
 * the same group. */
#ifndef MSM_PRECOMP
#define MSM_PRECOMP struct MSM_FN(precomp)
#endif
MSM_PRECOMP {
    size_t n;
    unsigned w;
    size_t E;      /* entries per point, 2^(w-2) */
    msm_aff *tab;  /* n * E */
    uint8_t *skip; /* 1 for identity points (no table) */
};

#define MSM_PRECOMP_CHUNK 64u

MSM_API void MSM_FN(precomp_free)(MSM_PRECOMP *pre) {
    if (pre == NULL) return;
    ecb_free(pre->tab);
    ecb_free(pre->skip);
    ecb_free(pre);
}

/* Builds the tables, normalising MSM_PRECOMP_CHUNK points' tables per inversion. */
MSM_API ecb_status MSM_FN(precomp_new)(MSM_PRECOMP **out, const msm_input *points, size_t n,
                                       unsigned w) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    if (n > 0 && points == NULL) return ECB_ERR_NULL_POINTER;
    if (n > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    if (w == 0) w = 8;
    if (w < MSM_STRAUS_WMIN || w > MSM_STRAUS_WMAX) return ECB_ERR_INVALID_ARGUMENT;
    size_t E = (size_t)1 << (w - 2);
    MSM_PRECOMP *pre = ecb_calloc(1, sizeof *pre);
    msm_pt *tmp = ecb_malloc(MSM_PRECOMP_CHUNK * E * sizeof(msm_pt));
    msm_aff *tmpa = ecb_malloc(MSM_PRECOMP_CHUNK * E * sizeof(msm_aff));
    void *batch = ecb_malloc(MSM_PRECOMP_CHUNK * E * MSM_DESC->batch_scratch);
    if (pre != NULL) {
        pre->tab = ecb_calloc(n ? n * E : 1, sizeof(msm_aff));
        pre->skip = ecb_calloc(n ? n : 1, 1);
    }
    if (pre == NULL || tmp == NULL || tmpa == NULL || batch == NULL || pre->tab == NULL ||
        pre->skip == NULL) {
        MSM_FN(precomp_free)(pre);
        ecb_free(tmp);
        ecb_free(tmpa);
        ecb_free(batch);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    pre->n = n;
    pre->w = w;
    pre->E = E;
    size_t idx[MSM_PRECOMP_CHUNK];
    for (size_t lo = 0; lo < n; lo += MSM_PRECOMP_CHUNK) {
        size_t hi = n - lo < MSM_PRECOMP_CHUNK ? n : lo + MSM_PRECOMP_CHUNK, m = 0;
        for (size_t i = lo; i < hi; i++) {
            if (msm_input_is_identity_var(&points[i])) {
                pre->skip[i] = 1;
                continue;
            }
            msm_pt *t = tmp + m * E, p2;
            msm_pt_load(&t[0], &points[i]);
            if (E > 1) {
                msm_pt_dbl_n(&p2, &t[0], 1);
                for (size_t e = 1; e < E; e++)
                    msm_pt_add(&t[e], &t[e - 1], &p2);
            }
            idx[m++] = i;
        }
        msm_batch_to_aff(tmpa, tmp, m * E, batch);
        for (size_t k = 0; k < m; k++)
            memcpy(pre->tab + idx[k] * E, tmpa + k * E, E * sizeof(msm_aff));
    }
    ecb_free(tmp);
    ecb_free(tmpa);
    ecb_free(batch);
    *out = pre;
    return ECB_OK;
}

/* out = sum_{i < ns} ss[i] P_i + sum_{j < nd} ds[j] dp[j], P_i the static points. */
MSM_API ecb_status MSM_FN(precomp_msm)(MSM_OUTPUT *out, const MSM_PRECOMP *pre,
                                       const msm_scalar *ss, size_t ns, const msm_input *dp,
                                       const msm_scalar *ds, size_t nd,
                                       const ecb_msm_options *opt) {
    if (out == NULL || pre == NULL) return ECB_ERR_NULL_POINTER;
    MSM_FN(store_identity)(out);
    if ((ns > 0 && ss == NULL) || (nd > 0 && (dp == NULL || ds == NULL)))
        return ECB_ERR_NULL_POINTER;
    if (nd > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    if (ns > pre->n) return ECB_ERR_LENGTH;
    ecb_msm_strategy s;
    unsigned threads, window;
    ecb_status st = MSM_FN(read_options)(opt, &s, &threads, &window);
    if (st != ECB_OK) return st;
    if (s != ECB_MSM_AUTO && s != ECB_MSM_NAIVE && s != ECB_MSM_STRAUS &&
        s != ECB_MSM_PRECOMPUTED_STRAUS && s != ECB_MSM_PIPPENGER)
        return ECB_ERR_UNSUPPORTED;
    /* static terms kept: non-zero scalar and a table */
    size_t ks = 0, kd;
    unsigned bd;
    uint64_t orl[MSM_SCALAR_LIMBS] = {0};
    for (size_t i = 0; i < ns; i++) {
        const uint64_t *l = msm_scalar_limbs(&ss[i]);
        uint64_t any = 0;
        for (unsigned k = 0; k < MSM_SCALAR_LIMBS; k++)
            any |= l[k];
        if (any == 0 || pre->skip[i]) continue;
        for (unsigned k = 0; k < MSM_SCALAR_LIMBS; k++)
            orl[k] |= l[k];
        ks++;
    }
    st = MSM_FN(scan)(dp, ds, nd, &kd, &bd);
    if (st != ECB_OK) return st;
    unsigned bits = msm_bitlen(orl, MSM_SCALAR_LIMBS);
    if (bd > bits) bits = bd;
    if (bits > MSM_DESC->max_scalar_bits) return ECB_ERR_INVALID_ARGUMENT;
    struct MSM_FN(call) c;
    memset(&c, 0, sizeof c);
    size_t limit = (opt != NULL && opt->scratch != NULL) ? opt->scratch_size : SIZE_MAX;
    st = msm_plan_precomp(MSM_DESC, ks, kd, bits, threads, opt ? opt->costs : NULL, s, window,
                          pre->w, limit, &c.plan);
    if (st != ECB_OK) return st;
    if (opt != NULL && opt->plan_used != NULL) *opt->plan_used = c.plan;
    if (ks + kd == 0 || bits == 0) return ECB_OK;
    c.n = ks + kd;
    c.n_static = ks;
    c.bits = bits;
    c.ws = pre->w;
    if (msm_layout_make(MSM_DESC, c.n, &c.plan, &c.layout) != 0) return ECB_ERR_SIZE_OVERFLOW;
    void *owned;
    st = MSM_FN(get_scratch)(&c, opt, &owned);
    if (st != ECB_OK) return st;
    size_t j = 0;
    for (size_t i = 0; i < ns; i++) {
        const uint64_t *l = msm_scalar_limbs(&ss[i]);
        uint64_t any = 0;
        for (unsigned k = 0; k < MSM_SCALAR_LIMBS; k++)
            any |= l[k];
        if (any == 0 || pre->skip[i]) continue;
        const msm_aff *t = pre->tab + i * pre->E;
        c.scalars[j] = ss[i];
        if (c.plan.strategy == ECB_MSM_PRECOMPUTED_STRAUS)
            c.col_tab[j] = t;
        else if (c.plan.strategy == ECB_MSM_PIPPENGER)
            c.aff[j] = *t;
        else
            msm_pt_from_aff(&c.points[j], t);
        j++;
    }
    MSM_FN(gather)(&c, j, dp, ds, nd);
    if (c.plan.strategy == ECB_MSM_NAIVE) c.n_static = 0;
    MSM_FN(execute_store)(out, &c);
    ecb_free(owned);
    return ECB_OK;
}

/* ---- unit-cost measurement (ecbatch tune) ---------------------------------------------------- */

/* Thread CPU time: robust when other processes share the cores. */
static double MSM_FN(now_ns)(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static uint64_t MSM_FN(splitmix)(uint64_t *s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* The plan time_plan pins: strategy s, window w, one thread, one chunk. */
static ecb_msm_plan_result MSM_FN(pinned_plan)(ecb_msm_strategy s, unsigned w) {
    ecb_msm_plan_result plan;
    memset(&plan, 0, sizeof plan);
    plan.strategy = s;
    plan.window = w;
    plan.threads = 1;
    plan.point_chunks = 1;
    return plan;
}

/* Bytes of scratch time_plan needs for n points (SIZE_MAX when the sizes overflow). */
static size_t MSM_FN(pinned_scratch)(size_t n, ecb_msm_strategy s, unsigned w) {
    ecb_msm_plan_result plan = MSM_FN(pinned_plan)(s, w);
    msm_layout l;
    return msm_layout_make(MSM_DESC, n, &plan, &l) == 0 ? l.total : SIZE_MAX;
}

/* Median of 5 timings of an MSM with a pinned plan, in ns, in the given scratch (so the
 * timings hold no allocation and cannot fail). */
static double MSM_FN(time_plan)(const msm_input *p, const msm_scalar *k, size_t n,
                                ecb_msm_strategy s, unsigned w, const ecb_msm_options *scratch) {
    ecb_msm_plan_result plan = MSM_FN(pinned_plan)(s, w);
    double t[5];
    MSM_OUTPUT out;
    for (int r = 0; r < 5; r++) {
        double t0 = MSM_FN(now_ns)();
        MSM_FN(msm_with_plan)(&out, p, k, n, &plan, scratch);
        t[r] = MSM_FN(now_ns)() - t0;
    }
    for (int i = 0; i < 5; i++)
        for (int j = i + 1; j < 5; j++)
            if (t[j] < t[i]) {
                double x = t[i];
                t[i] = t[j];
                t[j] = x;
            }
    return t[2];
}

static void MSM_FN(noop_task)(void *ctx, size_t task, unsigned worker) {
    (void)ctx;
    (void)task;
    (void)worker;
}

/* Times the group operations directly, then fits the bookkeeping terms (wnaf, digit, bucket,
 * cache_penalty) to whole Straus and Pippenger runs as the residual over the model. */
MSM_API ecb_status MSM_FN(measure)(ecb_msm_costs *out) {
    enum { N = 16384, R = 2048 };
    /* the timed runs: Straus w = 5 on 256 points, Pippenger c1 on n1, c2 on n2, c3 on N and
     * batch-affine c4 on N, all in one scratch of the largest size */
    unsigned c1 = 6, c2 = 11, c3 = 16;
    size_t n1 = 8192, n2 = 2048;
#ifdef MSM_HAVE_BATCH_AFFINE
    unsigned c4 = 11;
#endif
    size_t sizes[] = {
        MSM_FN(pinned_scratch)(256, ECB_MSM_STRAUS, 5),
        MSM_FN(pinned_scratch)(n1, ECB_MSM_PIPPENGER, c1),
        MSM_FN(pinned_scratch)(n2, ECB_MSM_PIPPENGER, c2),
        MSM_FN(pinned_scratch)(N, ECB_MSM_PIPPENGER, c3),
#ifdef MSM_HAVE_BATCH_AFFINE
        MSM_FN(pinned_scratch)(N, ECB_MSM_BATCH_AFFINE, c4),
#endif
    };
    ecb_msm_options run;
    memset(&run, 0, sizeof run);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        if (sizes[i] > run.scratch_size) run.scratch_size = sizes[i];
    if (run.scratch_size == SIZE_MAX) return ECB_ERR_SIZE_OVERFLOW;
    ecb_msm_costs c = MSM_DESC->costs;
    msm_pt *pts = ecb_malloc(N * sizeof(msm_pt));
    msm_aff *aff = ecb_malloc(N * sizeof(msm_aff));
    msm_scalar *ks = ecb_malloc(N * sizeof(msm_scalar));
    void *batch = ecb_malloc(N * MSM_DESC->batch_scratch);
    msm_pt *B = ecb_malloc(256 * sizeof(msm_pt));
    msm_input *in = ecb_malloc(N * sizeof(msm_input));
    run.scratch = ecb_malloc(run.scratch_size);
#ifdef MSM_HAVE_BATCH_AFFINE
    enum { M = 256 }; /* batch-affine additions timed at once */
    void *kscratch = ecb_malloc(M * MSM_DESC->ba_scratch);
    int kscratch_ok = kscratch != NULL;
#else
    void *kscratch = NULL;
    int kscratch_ok = 1;
#endif
    if (!pts || !aff || !ks || !batch || !B || !in || !run.scratch || !kscratch_ok) {
        ecb_free(in);
        ecb_free(pts);
        ecb_free(aff);
        ecb_free(ks);
        ecb_free(batch);
        ecb_free(B);
        ecb_free(run.scratch);
        ecb_free(kscratch);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    uint64_t seed = 1;
    msm_pt g;
    msm_pt_sample(&g);
    pts[0] = g;
    for (size_t i = 1; i < N; i++)
        msm_pt_add(&pts[i], &pts[i - 1], &g);
#ifdef MSM_INPUT_AFFINE
    msm_batch_to_aff(aff, pts, N, batch);
    for (size_t i = 0; i < N; i++)
        msm_aff_to_input(&in[i], &aff[i]);
#else
    for (size_t i = 0; i < N; i++)
        msm_pt_store(&in[i], &pts[i]);
#endif
    unsigned mb = MSM_DESC->max_scalar_bits;
    for (size_t i = 0; i < N; i++) {
        uint64_t *l = (uint64_t *)msm_scalar_limbs(&ks[i]);
        do {
            for (unsigned j = 0; j < MSM_SCALAR_LIMBS; j++) {
                l[j] = MSM_FN(splitmix)(&seed);
                if (mb <= 64 * j)
                    l[j] = 0;
                else if (mb < 64 * (j + 1))
                    l[j] &= ((uint64_t)1 << (mb - 64 * j)) - 1;
            }
#ifdef MSM_SCALAR_CHECK
        } while (!msm_scalar_valid_var(&ks[i]));
#else
        } while (0);
#endif
    }
    /* each micro-measurement: the minimum of 7 runs (robust when the machine is shared) */
#define MSM_MIN_TIME(var, per, body)                                                               \
    do {                                                                                           \
        double best_ = -1;                                                                         \
        for (int rep_ = 0; rep_ < 7; rep_++) {                                                     \
            double t0_ = MSM_FN(now_ns)();                                                         \
            body;                                                                                  \
            double dt_ = MSM_FN(now_ns)() - t0_;                                                   \
            if (best_ < 0 || dt_ < best_) best_ = dt_;                                             \
        }                                                                                          \
        var = best_ / (per);                                                                       \
    } while (0)
    msm_pt r = pts[0];
    MSM_MIN_TIME(c.add, R, for (size_t i = 0; i < R; i++) msm_pt_add(&r, &r, &pts[i & 1023]));
    MSM_MIN_TIME(c.dbl, R, msm_pt_dbl_n(&r, &r, R));
    double inv1, tn;
    MSM_MIN_TIME(inv1, 1, msm_batch_to_aff(aff, pts, 1, batch));
    MSM_MIN_TIME(tn, 1, msm_batch_to_aff(aff, pts, 4096, batch));
    c.inv = inv1;
    c.norm = (tn - inv1) / 4096;
    for (size_t k = 0; k < 256; k++)
        msm_pt_from_aff(&B[k], &aff[k]);
    MSM_MIN_TIME(
        c.madd, R, for (size_t i = 0; i < R; i++) {
            size_t k = MSM_FN(splitmix)(&seed) & 255;
            msm_pt_add_aff(&B[k], &B[k], &aff[i & 4095]);
        });
    MSM_MIN_TIME(c.set, R,
                 for (size_t i = 0; i < R; i++) msm_pt_from_aff(&B[i & 255], &aff[i & 4095]));
    MSM_MIN_TIME(c.smul, 4,
                 for (size_t i = 0; i < 4; i++) msm_pt_scalar_mult_ref(&r, &pts[i], &ks[i]));
#ifdef MSM_HAVE_BATCH_AFFINE
    {
        /* 256 additions into distinct accumulators, one inversion, minus the inversion */
        msm_aff *acc[M];
        const msm_aff *add[M];
        uint8_t neg[M], kind[M];
        for (size_t i = 0; i < M; i++) {
            acc[i] = &aff[i];
            add[i] = &aff[M + i];
            neg[i] = (uint8_t)(i & 1);
        }
        MSM_MIN_TIME(c.aff_add, M, msm_aff_add_batch(acc, add, neg, M, kscratch, kind));
        c.aff_add -= c.inv / M;
        if (c.aff_add < 0) c.aff_add = 0;
        /* the batch changed aff[0..M): normalise the sample points again */
        msm_batch_to_aff(aff, pts, N, batch);
    }
#endif
#ifdef MSM_ENDO_PARTS
    {
        msm_scalar parts[MSM_ENDO_PARTS];
        msm_aff img = aff[0];
        volatile uint64_t sink = 0;
        MSM_MIN_TIME(
            c.endo_split, R, for (size_t i = 0; i < R; i++) {
                msm_endo_split(parts, &ks[i]);
                sink ^= msm_scalar_limbs(&parts[MSM_ENDO_PARTS - 1])[0];
            });
        (void)sink;
        MSM_MIN_TIME(c.endo_map, R, for (size_t i = 0; i < R; i++) msm_endo_map(&img, &img));
        msm_pt_from_aff(&r, &img);
    }
#endif
#undef MSM_MIN_TIME
    /* thread start-up is wall time */
    struct timespec w0, w1;
    clock_gettime(CLOCK_MONOTONIC, &w0);
    for (int i = 0; i < 20; i++)
        ecb_parallel_run(2, 2, MSM_FN(noop_task), NULL);
    clock_gettime(CLOCK_MONOTONIC, &w1);
    c.thread = ((double)(w1.tv_sec - w0.tv_sec) * 1e9 + (double)(w1.tv_nsec - w0.tv_nsec)) / 20;
    size_t kept;
    unsigned bits;
    double t0 = MSM_FN(now_ns)();
    if (MSM_FN(scan)(in, ks, N, &kept, &bits) != ECB_OK) bits = MSM_DESC->max_scalar_bits;
    c.point = 2 * (MSM_FN(now_ns)() - t0) / N;
    /* residual fits: Straus w = 5 at n = 256 for wnaf */
    c.wnaf = 0;
    unsigned w = 5;
    double e0 = msm_estimate(MSM_DESC, &c, ECB_MSM_STRAUS, 256, bits, 1, &w, NULL);
    double ts = MSM_FN(time_plan)(in, ks, 256, ECB_MSM_STRAUS, 5, &run);
    c.wnaf = (ts - e0) / (256.0 * (bits + 1));
    if (c.wnaf < 0) c.wnaf = 0;
    /* Pippenger: digit (per point and window) and bucket (per bucket and window) from two runs
     * whose buckets stay in cache */
    c.digit = c.bucket = c.cache_penalty = 0;
    double r1 = MSM_FN(time_plan)(in, ks, n1, ECB_MSM_PIPPENGER, c1, &run) -
                msm_estimate(MSM_DESC, &c, ECB_MSM_PIPPENGER, n1, bits, 1, &c1, NULL);
    double r2 = MSM_FN(time_plan)(in, ks, n2, ECB_MSM_PIPPENGER, c2, &run) -
                msm_estimate(MSM_DESC, &c, ECB_MSM_PIPPENGER, n2, bits, 1, &c2, NULL);
    double a1 = (double)n1 * msm_pippenger_windows(bits, c1), b1 = 0;
    double a2 = (double)n2 * msm_pippenger_windows(bits, c2), b2 = 0;
    for (unsigned j = 0; j < msm_pippenger_windows(bits, c1); j++)
        b1 += (double)msm_pippenger_buckets(bits, c1, j);
    for (unsigned j = 0; j < msm_pippenger_windows(bits, c2); j++)
        b2 += (double)msm_pippenger_buckets(bits, c2, j);
    double det = a1 * b2 - a2 * b1;
    if (det != 0) {
        c.digit = (r1 * b2 - r2 * b1) / det;
        c.bucket = (a1 * r2 - a2 * r1) / det;
    }
    if (c.digit < 0) c.digit = 0;
    if (c.bucket < 0) c.bucket = 0;
    /* cache: a window whose buckets far exceed cache_bytes */
    double r3 = MSM_FN(time_plan)(in, ks, N, ECB_MSM_PIPPENGER, c3, &run) -
                msm_estimate(MSM_DESC, &c, ECB_MSM_PIPPENGER, N, bits, 1, &c3, NULL);
    double bytes = (double)((size_t)1 << (c3 - 1)) * sizeof(msm_pt);
    double frac = bytes > c.cache_bytes ? 1.0 - c.cache_bytes / bytes : 0;
    double hits = (double)N * msm_pippenger_windows(bits, c3) * frac;
    c.cache_penalty = hits > 0 && r3 > 0 ? r3 / hits : 0;
#ifdef MSM_HAVE_BATCH_AFFINE
    /* batch_affine's bookkeeping (flags, queue, copies) as a surcharge on its additions,
     * fitted to one run whose buckets stay in cache: about W (n - K) additions */
    double r4 = MSM_FN(time_plan)(in, ks, N, ECB_MSM_BATCH_AFFINE, c4, &run) -
                msm_estimate(MSM_DESC, &c, ECB_MSM_BATCH_AFFINE, N, bits, 1, &c4, NULL);
    double adds4 = (double)msm_pippenger_windows(bits, c4) * (double)(N - ((size_t)1 << (c4 - 1)));
    if (r4 > 0) c.aff_add += r4 / adds4;
#endif
    ecb_free(pts);
    ecb_free(aff);
    ecb_free(ks);
    ecb_free(batch);
    ecb_free(B);
    ecb_free(in);
    ecb_free(run.scratch);
    ecb_free(kscratch);
    *out = c;
    return ECB_OK;
}
