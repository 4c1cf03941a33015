/* Straus strategy (interleaved width-w NAF, Moller 2001): per point a table of odd multiples,
 * one shared chain of doublings with a mixed addition per non-zero digit.
 * Part of the MSM engine template (msm_engine_impl.h includes it; see there for the contract the
 * instantiating group provides). Variable time: public points and scalars only. */

#include "field/scalar_wnaf.h"

#ifdef MSM_PAIR
/* The chain on a pair of accumulators (MSM_PAIR): as straus_chain_single, but the digits of a
 * position are taken two at a time, one per accumulator, so each step adds two table entries
 * (the odd one out pairs with the identity); the two sums are joined at the end. */
MSM_HOT static void engine_straus_chain_pair(msm_pt *r, const struct engine_call *c,
                                             const msm_digit *ent, const uint32_t *end) {
    unsigned pending = 0;
    int started = 0;
    size_t k = 0;
    msm_pair acc;
    for (unsigned pos = c->bits + 1; pos-- > 0;) {
        if (started) pending++;
        if (k == end[pos]) continue;
        if (!started) {
            msm_pt a[2];
            for (int h = 0; h < 2; h++) {
                if (k == end[pos]) {
                    msm_pt_identity(&a[h]);
                    continue;
                }
                int d = ent[k].d;
                const msm_aff *e = c->col_tab[ent[k].col] + ((d < 0 ? -d : d) >> 1);
                if (d > 0)
                    msm_pt_from_aff(&a[h], e);
                else
                    msm_pt_from_neg_aff(&a[h], e);
                k++;
            }
            msm_pair_set(&acc, &a[0], &a[1]);
            started = 1;
        } else if (pending) {
            msm_pair_dbl_n(&acc, &acc, pending);
            pending = 0;
        }
        while (k < end[pos]) {
            const msm_aff *e[2] = {NULL, NULL};
            unsigned neg = 0;
            for (int h = 0; h < 2 && k < end[pos]; h++, k++) {
                int d = ent[k].d;
                e[h] = c->col_tab[ent[k].col] + ((d < 0 ? -d : d) >> 1);
                neg |= (unsigned)(d < 0) << h;
            }
            msm_pair_add_aff(&acc, &acc, e[0], e[1], neg);
        }
    }
    if (!started) {
        msm_pt_identity(r);
        return;
    }
    if (pending) msm_pair_dbl_n(&acc, &acc, pending);
    msm_pt a, b;
    msm_pair_get(&a, &b, &acc);
    msm_pt_add(r, &a, &b);
}
#endif

/* The interleaved chain over the task's digits, grouped by bit position from the top: for
 * each position one doubling of the accumulator (deferred and batched while no digit is
 * non-zero), then +-table[(|d|-1)/2] of its column for every digit at that position. */
MSM_HOT static void engine_straus_chain_single(msm_pt *r, const struct engine_call *c,
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

/* The chain over a task's `columns` points: paired (MSM_PAIR) when the plan chose the pair
 * shape (c->shape) and two digits can share a position; one column never has two, and its
 * pair chain would double a half-empty vector. */
static void engine_straus_chain(msm_pt *r, const struct engine_call *c, const msm_digit *ent,
                                const uint32_t *end, size_t columns) {
#ifdef MSM_PAIR
    if (c->shape != NULL && columns > 1) {
        engine_straus_chain_pair(r, c, ent, end);
        return;
    }
#else
    (void)columns;
#endif
    engine_straus_chain_single(r, c, ent, end);
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
MSM_HOT static void engine_straus_tables_affine(struct engine_call *c, size_t E, size_t lo,
                                                size_t hi) {
    size_t m = hi - lo;
    unsigned char *area = (unsigned char *)(c->tab_pt + lo * E);
    msm_aff *D = (msm_aff *)(void *)area;
    msm_aff **acc = (msm_aff **)(void *)(area + m * sizeof(msm_aff));
    const msm_aff **add = (const msm_aff **)(void *)(area + m * (sizeof(msm_aff) + sizeof(void *)));
    uint8_t *neg = area + m * (sizeof(msm_aff) + 2 * sizeof(void *));
    unsigned char *scratch =
        (unsigned char *)engine_region(c, MSM_R_BATCH) + lo * E * MSM_DESC->batch_scratch;
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

MSM_HOT static void engine_straus_tables(struct engine_call *c, unsigned w, size_t lo, size_t hi) {
    size_t E = (size_t)1 << (w - 2);
#if defined(MSM_INPUT_AFFINE) && defined(MSM_HAVE_BATCH_AFFINE)
    /* the inputs sit normalised at aff + i E (msm_inputs_normalised) */
    if (E > 1 && hi - lo >= MSM_STRAUS_AFFINE_MIN) {
        engine_straus_tables_affine(c, E, lo, hi);
        return;
    }
#endif
#ifdef MSM_AFF_PROJECTIVE
    /* entry e = entry e-1 + 2P as a mixed addition, each converted without an inversion;
     * under the pair shape (MSM_PAIR, c->shape) two points' tables at a time */
#ifdef MSM_PAIR
    for (; c->shape != NULL && lo + 1 < hi; lo += 2) {
        msm_aff *a = c->aff + lo * E, *b = a + E, da, db;
        msm_pair t, p2;
        msm_pair_set(&t, &c->points[lo], &c->points[lo + 1]);
        msm_pair_to_aff(&a[0], &b[0], &t);
        if (E == 1) continue;
        msm_pair_dbl_n(&p2, &t, 1);
        msm_pair_to_aff(&da, &db, &p2);
        for (size_t e = 1; e < E; e++) {
            msm_pair_add_aff(&t, &t, &da, &db, 0);
            msm_pair_to_aff(&a[e], &b[e], &t);
        }
    }
#endif
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
    unsigned char *batch = engine_region(c, MSM_R_BATCH);
    msm_batch_to_aff(c->aff + lo * E, c->tab_pt + lo * E, (hi - lo) * E,
                     batch + lo * E * MSM_DESC->batch_scratch);
#endif
}

/* A column's sparse wNAF (scalar_wnaf_sparse). */
struct engine_wnaf {
    unsigned m;
    uint16_t pos[MSM_MAX_SCALAR_BITS / MSM_STRAUS_WMIN + 2];
    int8_t dig[MSM_MAX_SCALAR_BITS / MSM_STRAUS_WMIN + 2];
};

/* straus_run keeps the digits of this many columns (on the stack) from its counting pass to
 * its placing pass; the others are recoded twice. */
#define MSM_STRAUS_KEEP 32u

/* Recodes column col's scalar (width w) into *dg and counts its digits per position. */
static void engine_straus_count(const struct engine_call *c, size_t col, unsigned w, uint32_t *cnt,
                                struct engine_wnaf *dg) {
    dg->m = scalar_wnaf_sparse(dg->pos, dg->dig, msm_scalar_limbs(&c->scalars[col]),
                               MSM_SCALAR_LIMBS, c->bits, w);
    for (unsigned i = 0; i < dg->m; i++)
        cnt[dg->pos[i]]++;
}

/* Places column col's digits (kept, or recoded at width w when kept is NULL) at their
 * positions' cursors. */
static void engine_straus_place(const struct engine_call *c, size_t col, unsigned w, uint32_t *cur,
                                msm_digit *ent, const struct engine_wnaf *kept) {
    struct engine_wnaf t;
    if (kept == NULL) {
        t.m = scalar_wnaf_sparse(t.pos, t.dig, msm_scalar_limbs(&c->scalars[col]), MSM_SCALAR_LIMBS,
                                 c->bits, w);
        kept = &t;
    }
    for (unsigned i = 0; i < kept->m; i++)
        ent[cur[kept->pos[i]]++] = (msm_digit){(uint32_t)col, kept->dig[i]};
}

/* The digits of columns [slo, shi) (width ws) and [lo, hi) (width w) grouped by position from
 * the top (a counting sort into ent, with the worker's position counters), then the chain
 * over them into *r. */
static void engine_straus_run(msm_pt *r, const struct engine_call *c, unsigned worker,
                              msm_digit *ent, size_t slo, size_t shi, unsigned ws, size_t lo,
                              size_t hi, unsigned w) {
    struct engine_wnaf keep[MSM_STRAUS_KEEP], tmp;
    uint32_t *cur = (uint32_t *)((unsigned char *)engine_region(c, MSM_R_WORKER) +
                                 (size_t)worker * c->layout.worker_size);
    unsigned npos = c->bits + 1;
    size_t j = 0;
    memset(cur, 0, npos * sizeof *cur);
    for (size_t i = slo; i < shi; i++, j++)
        engine_straus_count(c, i, ws, cur, j < MSM_STRAUS_KEEP ? &keep[j] : &tmp);
    for (size_t i = lo; i < hi; i++, j++)
        engine_straus_count(c, i, w, cur, j < MSM_STRAUS_KEEP ? &keep[j] : &tmp);
    /* positions from the top: cursor[p] = digits at positions above p */
    uint32_t total = 0;
    for (unsigned p = npos; p-- > 0;) {
        uint32_t k = cur[p];
        cur[p] = total;
        total += k;
    }
    j = 0;
    for (size_t i = slo; i < shi; i++, j++)
        engine_straus_place(c, i, ws, cur, ent, j < MSM_STRAUS_KEEP ? &keep[j] : NULL);
    for (size_t i = lo; i < hi; i++, j++)
        engine_straus_place(c, i, w, cur, ent, j < MSM_STRAUS_KEEP ? &keep[j] : NULL);
    /* now cur[p] is the end of position p's digits */
    engine_straus_chain(r, c, ent, cur, (shi - slo) + (hi - lo));
}

/* Task x handles static chunk x and dynamic chunk x (dynamic columns start at n_static): the
 * dynamic tables, then the digits of every column grouped by position, then the chain. */
static void engine_task_straus(void *ctx, size_t task, unsigned worker) {
    struct engine_call *c = ctx;
    unsigned T = c->plan.threads, w = c->plan.window;
    size_t E = (size_t)1 << (w - 2);
    size_t ns = c->n_static, nd = c->n - ns;
    size_t slo = engine_chunk_lo(ns, T, (unsigned)task);
    size_t shi = engine_chunk_lo(ns, T, (unsigned)task + 1);
    size_t lo = ns + engine_chunk_lo(nd, T, (unsigned)task);
    size_t hi = ns + engine_chunk_lo(nd, T, (unsigned)task + 1);
    if (hi > lo) engine_straus_tables(c, w, lo, hi);
    for (size_t i = lo; i < hi; i++)
        c->col_tab[i] = c->aff + i * E;
    /* this task's digit area: its columns' share of the region */
    msm_digit *ent = (msm_digit *)c->digits + (slo + (lo - ns)) * c->digit_cap;
    engine_straus_run(&c->results[task], c, worker, ent, slo, shi, c->ws, lo, hi, w);
}
