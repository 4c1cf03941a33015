/* Fixed-base MSM (the ecb_msm_fixed object, msm_fixed.h): the table of window multiples
 * 2^(c k t) P_i built once, then MSMs over it with any scalars: k bucket passes over the n T
 * table entries and k - 1 chains of c doublings. Included by a group's file after msm_engine_impl.h
 * (uses its contract and the Pippenger helpers); defines the instantiation's fixed_build and
 * fixed_msm entry points, which its backend instance (msm_backend.h) names. Variable time:
 * public points and scalars. */
#include "msm/fixed/msm_fixed.h"
#include "msm/plan/msm_cost_model.h"

/* The descriptor whose built-in unit costs weigh the table against a plain MSM (costs not given):
 * the instantiation's unless it names another. */
#ifndef MSM_FIXED_DESC
#define MSM_FIXED_DESC MSM_DESC
#endif

MSM_API ecb_status engine_fixed_build(msm_fixed *f, const msm_input *points) {
    const size_t T = f->T;
    const size_t per = T < MSM_FIXED_BUILD_ENTRIES ? MSM_FIXED_BUILD_ENTRIES / T : 1;
    msm_pt *tmp = ecb_malloc(per * T * sizeof(msm_pt));
    msm_aff *tmpa = ecb_malloc(per * T * sizeof(msm_aff));
    void *batch = ecb_malloc(per * T * MSM_DESC->batch_scratch);
    size_t *idx = ecb_malloc(per * sizeof(size_t));
    ecb_status st = ECB_ERR_OUT_OF_MEMORY;
    if (tmp == NULL || tmpa == NULL || batch == NULL || idx == NULL) goto done;
    msm_aff *tab = f->tab;
    const unsigned step = f->c * f->k;
    for (size_t lo = 0; lo < f->n; lo += per) {
        size_t hi = f->n - lo < per ? f->n : lo + per, m = 0;
        for (size_t i = lo; i < hi; i++) {
            if (msm_input_is_identity_var(&points[i])) {
                f->skip[i] = 1;
                continue;
            }
            msm_pt *e = tmp + m * T;
            msm_pt_load(&e[0], &points[i]);
            for (size_t t = 1; t < T; t++)
                msm_pt_dbl_n(&e[t], &e[t - 1], step);
            idx[m++] = i;
        }
        if (m == 0) continue;
        msm_batch_to_aff(tmpa, tmp, m * T, batch);
        for (size_t j = 0; j < m; j++)
            memcpy(tab + idx[j] * T, tmpa + j * T, T * sizeof(msm_aff));
    }
    st = ECB_OK;
done:
    ecb_free(tmp);
    ecb_free(tmpa);
    ecb_free(batch);
    ecb_free(idx);
    return st;
}

/* One fixed-base MSM call's state, shared by its tasks. */
struct engine_fixed_call {
    const msm_fixed *f;
    const msm_scalar *s;  /* the caller's scalars, indexed like the bases */
    const uint32_t *kept; /* bases with a non-zero scalar and a table */
    size_t m;
    unsigned W, X; /* windows of the effective scalar length; point chunks */
    unsigned char *work;
    size_t worker_size;
    msm_pt *results; /* k * X: pass q, chunk x */
};

#define MSM_FIXED_BLOCK 256u

/* Collects the next block of (entry, digit) pairs of pass q from kept bases [*i, hi): whole
 * bases until the block is full. Returns the pair count. */
static inline size_t engine_fixed_digits(const struct engine_fixed_call *c, unsigned q, size_t *i,
                                         size_t hi, uint32_t *ent, int32_t *dig) {
    const msm_fixed *f = c->f;
    const unsigned T = f->T, k = f->k;
    size_t nb = 0;
    for (; *i < hi && nb + T <= MSM_FIXED_BLOCK; (*i)++) {
        uint32_t b = c->kept[*i];
        const uint64_t *l = msm_scalar_limbs(&c->s[b]);
        for (unsigned t = 0, j = q; t < T && j < c->W; t++, j += k) {
            int32_t d = msm_booth_digit(l, MSM_SCALAR_LIMBS, f->c, j);
            if (d == 0) continue;
            ent[nb] = (uint32_t)((size_t)b * T + t);
            dig[nb++] = d;
        }
    }
    return nb;
}

#ifdef MSM_HAVE_BATCH_AFFINE
/* Bytes of one worker's batch-affine area for K buckets (layout of task_fixed_ba). */
static size_t engine_fixed_ba_size(size_t K) {
    size_t S = msm_ba_batch(K);
    return K * (sizeof(msm_aff) + sizeof(msm_pt) + 1) +
           S * (2 * sizeof(void *) + 1 + sizeof(uint32_t) + sizeof(uint64_t) + 1) +
           S * MSM_DESC->ba_scratch + 64;
}

/* Task (pass q, chunk x) with affine buckets (the batch-affine strategy's insertion and
 * flush, msm_batch_affine_impl.h, over the table's entries). */
MSM_HOT static void engine_task_fixed_ba(void *ctx, size_t task, unsigned worker) {
    struct engine_fixed_call *c = ctx;
    const unsigned q = (unsigned)(task / c->X), x = (unsigned)(task % c->X);
    const size_t K = (size_t)1 << (c->f->c - 1), S = msm_ba_batch(K);
    unsigned char *w = c->work + (size_t)worker * c->worker_size;
    struct engine_ba s = {.points = c->f->tab, .S = S, .lanes = msm_weierstrass_lanes()};
    s.XB = (msm_pt *)(void *)w;
    w += K * sizeof(msm_pt);
    s.A = (msm_aff *)(void *)w;
    w += K * sizeof(msm_aff);
    s.bacc = (msm_aff **)(void *)w;
    w += S * sizeof(void *);
    s.badd = (const msm_aff **)(void *)w;
    w += S * sizeof(void *);
    s.queue = (uint64_t *)(void *)w;
    w += S * sizeof(uint64_t);
    s.scratch = w;
    w += S * MSM_DESC->ba_scratch;
    s.bk = (uint32_t *)(void *)w;
    w += S * sizeof(uint32_t);
    s.fl = w;
    w += K;
    s.bneg = w;
    w += S;
    s.kind = w;
    uint32_t ent[MSM_FIXED_BLOCK];
    int32_t dig[MSM_FIXED_BLOCK];
    size_t lo = engine_chunk_lo(c->m, c->X, x), hi = engine_chunk_lo(c->m, c->X, x + 1);
    size_t i = lo, top = 0;
    memset(s.fl, 0, K);
    while (i < hi) {
        size_t nb = engine_fixed_digits(c, q, &i, hi, ent, dig);
        for (size_t u = 0; u < nb; u++) {
            if (u + MSM_PREFETCH_DIST < nb) {
                int32_t dn = dig[u + MSM_PREFETCH_DIST];
                __builtin_prefetch(&s.A[(dn < 0 ? -dn : dn) - 1], 1, 3);
            }
            int32_t d = dig[u];
            uint32_t b = (uint32_t)(d < 0 ? -d : d) - 1;
            if (b + 1 > top) top = b + 1;
            engine_ba_insert(&s, b, ent[u], d < 0);
            if (s.nb == s.S) engine_ba_flush(&s);
        }
    }
    engine_ba_drain(&s);
    engine_ba_running_sum(&c->results[task], &s, top);
}
#endif

/* Task (pass q, chunk x): every kept base of the chunk adds its entry t with the digit of
 * window k t + q into the worker's buckets (mixed additions); then sum_b b B_b by running
 * sums. */
MSM_HOT static void engine_task_fixed(void *ctx, size_t task, unsigned worker) {
    struct engine_fixed_call *c = ctx;
    const unsigned q = (unsigned)(task / c->X), x = (unsigned)(task % c->X);
    const size_t K = (size_t)1 << (c->f->c - 1);
    msm_pt *B = (msm_pt *)(void *)(c->work + (size_t)worker * c->worker_size);
    uint8_t *filled = (uint8_t *)(B + K);
    const msm_aff *tab = c->f->tab;
    size_t lo = engine_chunk_lo(c->m, c->X, x), hi = engine_chunk_lo(c->m, c->X, x + 1);
    size_t top = 0; /* buckets below top may be filled */
    uint32_t ent[MSM_FIXED_BLOCK];
    int32_t dig[MSM_FIXED_BLOCK];
    memset(filled, 0, K);
    size_t i = lo;
    while (i < hi) {
        size_t nb = engine_fixed_digits(c, q, &i, hi, ent, dig);
        for (size_t u = 0; u < nb; u++) {
            if (u + MSM_PREFETCH_DIST < nb) {
                int32_t dn = dig[u + MSM_PREFETCH_DIST];
                __builtin_prefetch(&B[(dn < 0 ? -dn : dn) - 1], 1, 3);
            }
            int32_t d = dig[u];
            size_t b = (size_t)(d < 0 ? -d : d) - 1;
            if (b + 1 > top) top = b + 1;
            engine_bucket_add(B, filled, b, tab + ent[u], d < 0);
        }
    }
    engine_bucket_running_sum(&c->results[task], B, filled, top);
}

/* The first n bases as the engine's input points, recovered from their first table entries
 * (the bases themselves, normalised); identity bases given as the identity. */
static void engine_fixed_bases(msm_input *pts, const msm_fixed *f, size_t n) {
    const msm_aff *tab = f->tab;
    for (size_t i = 0; i < n; i++) {
#ifdef MSM_INPUT_AFFINE
        if (f->skip[i])
            memset(&pts[i], 0, sizeof pts[i]); /* (0, 0): the affine identity */
        else
            msm_aff_to_input(&pts[i], &tab[i * f->T]);
#else
        msm_pt p;
        if (f->skip[i])
            msm_pt_identity(&p);
        else
            msm_pt_from_aff(&p, &tab[i * f->T]);
        msm_pt_store(&pts[i], &p);
#endif
    }
}

/* The plain plan over the bases. With caller scratch the points sit at its start (64-byte
 * aligned) and the plan gets the rest (msm_fixed_scratch_bound sizes both); otherwise, or when
 * no plan fits the rest, the points take one allocation. */
static ecb_status engine_fixed_plain(MSM_OUTPUT *out, const msm_fixed *f, const msm_scalar *s,
                                     size_t n, const ecb_msm_options *opt) {
    if (opt != NULL && opt->scratch != NULL) {
        uintptr_t at = ((uintptr_t)opt->scratch + 63) & ~(uintptr_t)63;
        size_t used = (size_t)(at - (uintptr_t)opt->scratch) + n * sizeof(msm_input);
        if (opt->scratch_size > used) {
            ecb_msm_options rest = *opt;
            rest.scratch = (unsigned char *)opt->scratch + used;
            rest.scratch_size = opt->scratch_size - used;
            engine_fixed_bases((msm_input *)at, f, n);
            ecb_status st = engine_msm(out, (const msm_input *)at, s, n, &rest);
            if (st != ECB_ERR_SCRATCH_TOO_SMALL) return st;
        }
    }
    msm_input *pts = ecb_malloc(n * sizeof *pts);
    if (pts == NULL) return ECB_ERR_OUT_OF_MEMORY;
    engine_fixed_bases(pts, f, n);
    ecb_status st = engine_msm(out, pts, s, n, opt);
    ecb_free(pts);
    return st;
}

MSM_API ecb_status engine_fixed_msm(MSM_OUTPUT *out, const msm_fixed *f, const msm_scalar *s,
                                    size_t n, const ecb_msm_options *opt) {
    ecb_msm_strategy strategy;
    unsigned threads, window;
    engine_store_identity(out);
    ecb_status st = engine_read_options(opt, &strategy, &threads, &window);
    if (st != ECB_OK) return st;
    if (strategy != ECB_MSM_AUTO && strategy != ECB_MSM_PIPPENGER) return ECB_ERR_UNSUPPORTED;
    if (window != 0 && window != f->c) return ECB_ERR_INVALID_ARGUMENT;
    size_t m;
    unsigned bits;
    st = engine_scan_terms(NULL, f->skip, s, n, &m, &bits); /* identity bases: skip flags */
    if (st != ECB_OK) return st;
    unsigned X = threads > f->k ? (threads + f->k - 1) / f->k : 1;
    if (X > m && m > 0) X = (unsigned)m;
    if (opt != NULL && opt->plan_used != NULL) {
        ecb_msm_plan_result *p = opt->plan_used;
        memset(p, 0, sizeof *p);
        p->strategy = ECB_MSM_PIPPENGER;
        p->inner = ECB_MSM_AUTO;
        p->window = f->c;
        p->threads = threads;
        p->point_chunks = X;
        p->n = m;
        p->scalar_bits = bits;
        for (unsigned j = 0; j < ECB_MSM_STRATEGY_COUNT; j++)
            p->strategy_ns[j] = -1;
    }
    if (m == 0 || bits == 0) return ECB_OK;
    /* the plain plan over the bases when its estimate is lower (large n, where the table's
     * saving in reductions and doublings is smaller than its longer windows cost) */
    ecb_msm_plan_result plain;
    const ecb_msm_costs *costs = opt != NULL ? opt->costs : NULL;
    if (strategy == ECB_MSM_AUTO && window == 0 &&
        msm_plan_desc(MSM_DESC, m, bits, threads, costs, ECB_MSM_AUTO, ECB_MSM_AUTO, 0, SIZE_MAX,
                      &plain) == ECB_OK &&
        plain.estimate_ns < msm_cost_fixed(MSM_FIXED_DESC, costs, m, bits, f->c, f->T, threads))
        return engine_fixed_plain(out, f, s, n, opt);
    const size_t K = (size_t)1 << (f->c - 1);
    size_t worker_size = K * sizeof(msm_pt) + K;
    ecb_task_fn task = engine_task_fixed;
#ifdef MSM_HAVE_BATCH_AFFINE
    /* affine buckets while the queue can name every entry (31 bits) */
    if (f->n * f->T < ((size_t)1 << 31)) {
        worker_size = engine_fixed_ba_size(K);
        task = engine_task_fixed_ba;
    }
#endif
    worker_size = (worker_size + 63) & ~(size_t)63;
    size_t tasks = (size_t)f->k * X;
    size_t res_off = worker_size * threads, kept_off = res_off + tasks * sizeof(msm_pt);
    /* caller scratch when it holds the layout (msm_fixed_scratch_bound sizes it) */
    size_t need = kept_off + m * sizeof(uint32_t);
    unsigned char *owned = NULL,
                  *work = opt != NULL && opt->scratch != NULL && opt->scratch_size >= need
                              ? opt->scratch
                              : (owned = ecb_malloc(need));
    if (work == NULL) return ECB_ERR_OUT_OF_MEMORY;
    struct engine_fixed_call c = {.f = f,
                                  .s = s,
                                  .kept = (const uint32_t *)(work + kept_off),
                                  .m = m,
                                  .W = msm_pippenger_windows(bits, f->c),
                                  .X = X,
                                  .work = work,
                                  .worker_size = worker_size,
                                  .results = (msm_pt *)(work + res_off)};
    uint32_t *kept = (uint32_t *)(work + kept_off);
    for (size_t i = 0, j = 0; i < n; i++) {
        const uint64_t *l = msm_scalar_limbs(&s[i]);
        uint64_t any = 0;
        for (unsigned t = 0; t < MSM_SCALAR_LIMBS; t++)
            any |= l[t];
        if (any != 0 && !f->skip[i]) kept[j++] = (uint32_t)i;
    }
    ecb_parallel_run(threads, tasks, task, &c);
    /* sum_q 2^(c q) sum_x results[q][x], top pass first */
    msm_pt acc;
    int started = 0;
    msm_pt_identity(&acc);
    for (unsigned q = f->k; q-- > 0;) {
        if (started) msm_pt_dbl_n(&acc, &acc, f->c);
        for (unsigned x = 0; x < X; x++) {
            const msm_pt *r = &c.results[(size_t)q * X + x];
            if (msm_pt_is_identity_var(r)) continue;
            if (started)
                msm_pt_add(&acc, &acc, r);
            else {
                acc = *r;
                started = 1;
            }
        }
    }
    msm_pt_store(out, &acc);
    ecb_free(owned);
    return ECB_OK;
}
