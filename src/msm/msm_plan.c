/* The MSM plan: a cost model per strategy (in ns, from per-group unit costs), the choice of
 * the cheapest strategy, window and thread split, and the scratch layout that goes with it.
 *
 * Notation: n points, b-bit scalars, T threads; unit costs from ecb_msm_costs.
 *   naive           n (smul + add)
 *   double_and_add  n (b dbl + b/2 add + add)
 *   straus(w)       n [dbl + (E-1) add + E norm + (b+1) wnaf + (b+1)/(w+1) madd] + b dbl + inv,
 *                   E = 2^(w-2) table entries (odd multiples), wNAF density 1/(w+1)
 *   pippenger(c)    n norm + inv + sum_j [n digit + nz (madd + mem) - fill (madd + mem - set)
 *                                        + K_j bucket + (fill + K_j) add] + b dbl + W add
 *                   W = ceil((b+1)/c) windows, K_j = 2^(c-1) buckets (fewer in the top window),
 *                   nz = n (1 - 1/(2K_j)) non-zero digits, fill = K_j (1 - e^(-nz/K_j)) first
 *                   hits (a copy instead of an addition), running-sum reduction
 *                   (fill + K_j additions), mem = the cache penalty once buckets outgrow
 *                   cache_bytes.
 * With T threads the work splits into tasks (point chunks for naive, double-and-add and
 * Straus; windows x point chunks for Pippenger) scheduled largest first; the wall time is the
 * busiest thread's load plus thread start-up and the final sums. */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msm/msm_internal.h"

static const char *const strategy_names[ECB_MSM_STRATEGY_COUNT] = {
    "auto",         "naive", "double_and_add", "straus", "precomputed_straus", "pippenger",
    "batch_affine", "glv",   "bucket_1bit",
};

static const char *const group_names[ECB_GROUP_COUNT] = {
    "ristretto255",
    "bls12-381-g1",
    "bls12-381-g2",
    "bls12-377-g1",
};

const char *ecb_msm_strategy_name(ecb_msm_strategy s) {
    if ((unsigned)s >= ECB_MSM_STRATEGY_COUNT) return "unknown";
    return strategy_names[s];
}

ecb_status ecb_msm_strategy_parse(const char *name, ecb_msm_strategy *out) {
    if (name == NULL || out == NULL) return ECB_ERR_NULL_POINTER;
    for (unsigned i = 0; i < ECB_MSM_STRATEGY_COUNT; i++)
        if (!strcmp(name, strategy_names[i])) {
            *out = (ecb_msm_strategy)i;
            return ECB_OK;
        }
    return ECB_ERR_INVALID_ARGUMENT;
}

const char *ecb_group_name(ecb_group g) {
    if ((unsigned)g >= ECB_GROUP_COUNT) return "unknown";
    return group_names[g];
}

ecb_status ecb_group_parse(const char *name, ecb_group *out) {
    if (name == NULL || out == NULL) return ECB_ERR_NULL_POINTER;
    for (unsigned i = 0; i < ECB_GROUP_COUNT; i++)
        if (!strcmp(name, group_names[i])) {
            *out = (ecb_group)i;
            return ECB_OK;
        }
    return ECB_ERR_INVALID_ARGUMENT;
}

int ecb_msm_strategy_available(ecb_group g, ecb_msm_strategy s) {
    const msm_group_desc *d = msm_group_lookup(g);
    if (d == NULL || (unsigned)s >= ECB_MSM_STRATEGY_COUNT) return 0;
    return s == ECB_MSM_AUTO || (d->strategies & MSM_BIT(s)) != 0;
}

/* ---- costs ---------------------------------------------------------------------------------- */

ecb_status ecb_msm_costs_default(ecb_group g, ecb_msm_costs *out) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    const msm_group_desc *d = msm_group_lookup(g);
    if (d == NULL) return ECB_ERR_UNSUPPORTED;
    *out = d->costs;
    return ECB_OK;
}

ecb_status ecb_msm_costs_measure(ecb_group g, ecb_msm_costs *out) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    const msm_group_desc *d = msm_group_lookup(g);
    if (d == NULL || d->measure == NULL) return ECB_ERR_UNSUPPORTED;
    return d->measure(out);
}

/* The keys of the profile file, in the order of ecb_msm_costs. */
#define COST_FIELDS(X)                                                                             \
    X(add)                                                                                         \
    X(madd)                                                                                        \
    X(dbl) X(norm) X(inv) X(set) X(digit) X(bucket) X(wnaf) X(smul) X(point) X(thread)             \
        X(cache_bytes) X(cache_penalty)

static double *cost_field(ecb_msm_costs *c, const char *key) {
#define MATCH(f)                                                                                   \
    if (!strcmp(key, #f)) return &c->f;
    COST_FIELDS(MATCH)
#undef MATCH
    return NULL;
}

ecb_status ecb_msm_costs_write(void *f, ecb_group g, const ecb_msm_costs *c) {
    if (f == NULL || c == NULL) return ECB_ERR_NULL_POINTER;
    if ((unsigned)g >= ECB_GROUP_COUNT) return ECB_ERR_INVALID_ARGUMENT;
    FILE *fp = f;
    int ok = 1;
#define WRITE(field) ok &= fprintf(fp, "%s.%s=%.6g\n", group_names[g], #field, c->field) > 0;
    COST_FIELDS(WRITE)
#undef WRITE
    return ok ? ECB_OK : ECB_ERR_IO;
}

ecb_status ecb_msm_costs_load(const char *path, ecb_group g, ecb_msm_costs *out) {
    if (path == NULL || out == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = ecb_msm_costs_default(g, out);
    if (st != ECB_OK) return st;
    FILE *fp = fopen(path, "r");
    if (fp == NULL) return ECB_ERR_IO;
    char line[256];
    size_t prefix = strlen(group_names[g]);
    st = ECB_OK;
    while (fgets(line, sizeof line, fp) != NULL) {
        size_t len = strlen(line);
        if (len + 1 == sizeof line && line[len - 1] != '\n') {
            st = ECB_ERR_PARSE;
            break;
        }
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r' || line[len - 1] == ' '))
            line[--len] = '\0';
        if (len == 0 || line[0] == '#') continue;
        char *eq = strchr(line, '=');
        char *dot = strchr(line, '.');
        if (eq == NULL || dot == NULL || dot > eq) {
            st = ECB_ERR_PARSE;
            break;
        }
        *eq = '\0';
        char *end;
        errno = 0;
        double v = strtod(eq + 1, &end);
        if (end == eq + 1 || *end != '\0' || errno != 0 || !isfinite(v) || v < 0) {
            st = ECB_ERR_PARSE;
            break;
        }
        if ((size_t)(dot - line) != prefix || strncmp(line, group_names[g], prefix) != 0)
            continue; /* another group's line */
        double *field = cost_field(out, dot + 1);
        if (field == NULL) {
            st = ECB_ERR_PARSE;
            break;
        }
        *field = v;
    }
    fclose(fp);
    if (st != ECB_OK) ecb_msm_costs_default(g, out);
    return st;
}

/* ---- cost model ----------------------------------------------------------------------------- */

/* Wall time of `full` tasks of cost a and `top` tasks of cost t (t <= a) on T workers, taken
 * largest first by whichever worker is free (the engine's queue order). */
static double makespan(size_t full, double a, size_t top, double t, unsigned T) {
    double loads[ECB_MSM_MAX_THREADS];
    size_t q = full / T, r = full % T;
    for (unsigned i = 0; i < T; i++)
        loads[i] = a * (double)(q + (i < r));
    for (size_t k = 0; k < top; k++) {
        unsigned best = 0;
        for (unsigned i = 1; i < T; i++)
            if (loads[i] < loads[best]) best = i;
        loads[best] += t;
    }
    double m = 0;
    for (unsigned i = 0; i < T; i++)
        if (loads[i] > m) m = loads[i];
    return m;
}

static double threads_overhead(const ecb_msm_costs *c, unsigned T) {
    return T > 1 ? (double)(T - 1) * c->thread + (double)T * c->add : 0.0;
}

static double per_thread(size_t n, unsigned T) {
    return (double)((n + T - 1) / T);
}

static double est_naive(const ecb_msm_costs *c, size_t n, unsigned T) {
    return per_thread(n, T) * (c->smul + c->add) + threads_overhead(c, T);
}

static double est_double_and_add(const ecb_msm_costs *c, size_t n, unsigned b, unsigned T) {
    double pp = (double)b * c->dbl + (double)b / 2 * c->add + c->add;
    return per_thread(n, T) * pp + threads_overhead(c, T);
}

/* Straus cost of one dynamic point: its table, normalisation share, digits and additions. */
static double straus_point(const ecb_msm_costs *c, unsigned b, unsigned w) {
    double E = (double)(1u << (w - 2));
    double table = (E > 1 ? c->dbl + (E - 1) * c->add : 0) + E * c->norm;
    return table + (double)(b + 1) * c->wnaf + (double)(b + 1) / (w + 1) * c->madd;
}

static double est_straus(const ecb_msm_costs *c, size_t n, unsigned b, unsigned w, unsigned T) {
    return per_thread(n, T) * straus_point(c, b, w) + (double)b * c->dbl + c->inv +
           threads_overhead(c, T);
}

double msm_estimate_static(const ecb_msm_costs *c, size_t n_static, unsigned b, unsigned ws) {
    return (double)n_static * ((double)(b + 1) * c->wnaf + (double)(b + 1) / (ws + 1) * c->madd);
}

/* One Pippenger task: window j over a chunk of m points. */
static double pippenger_task(const msm_group_desc *d, const ecb_msm_costs *c, double m, unsigned b,
                             unsigned cw, unsigned j) {
    double K = (double)msm_pippenger_buckets(b, cw, j);
    double nz = m * (1.0 - 1.0 / (2.0 * K));
    double fill = K * (1.0 - exp(-nz / K));
    double mem = 0;
    double bytes = K * (double)d->pt_size;
    if (bytes > c->cache_bytes) mem = c->cache_penalty * (1.0 - c->cache_bytes / bytes);
    double acc = m * c->digit + nz * (c->madd + mem) - fill * (c->madd + mem - c->set);
    return acc + K * c->bucket + (fill + K) * c->add;
}

static double est_pippenger(const msm_group_desc *d, const ecb_msm_costs *c, size_t n, unsigned b,
                            unsigned cw, unsigned X, unsigned T) {
    unsigned W = msm_pippenger_windows(b, cw);
    double m = (double)n / X;
    double full = pippenger_task(d, c, m, b, cw, 0);
    double top = pippenger_task(d, c, m, b, cw, W - 1);
    double work =
        W == 1 ? makespan(0, 0, X, top, T) : makespan((size_t)(W - 1) * X, full, X, top, T);
    double normalise = per_thread(n, T) * c->norm + c->inv;
    double combine = (double)b * c->dbl + (double)W * X * c->add;
    return normalise + work + combine + (T > 1 ? (double)(T - 1) * c->thread : 0);
}

/* Largest Straus / Pippenger windows worth trying for b-bit scalars. */
static unsigned pippenger_cmax(unsigned b) {
    unsigned m = b + 1 < MSM_PIPPENGER_CMAX ? b + 1 : MSM_PIPPENGER_CMAX;
    return m < 1 ? 1 : m;
}

static size_t plan_scratch(const msm_group_desc *d, size_t n, const ecb_msm_plan_result *p) {
    msm_layout l;
    if (msm_layout_make(d, n, p, &l) != 0) return SIZE_MAX;
    return l.total;
}

/* Best estimate for one strategy over windows, chunks and thread counts up to T; fills the
 * parameters into *p (strategy, window, threads, point_chunks) and returns the estimate, or -1
 * when none fits the scratch limit or the strategy is unavailable. */
static double best_of(const msm_group_desc *d, const ecb_msm_costs *c, ecb_msm_strategy s, size_t n,
                      unsigned b, unsigned T, unsigned forced_window, size_t scratch_limit,
                      ecb_msm_plan_result *p) {
    if (!(d->strategies & MSM_BIT(s))) return -1;
    double best = -1;
    ecb_msm_plan_result cand = *p;
    cand.strategy = s;
    for (unsigned t = 1; t <= T; t = (t == T ? T + 1 : (2 * t > T ? T : 2 * t))) {
        unsigned wlo = 0, whi = 0;
        if (s == ECB_MSM_STRAUS) {
            wlo = forced_window ? forced_window : MSM_STRAUS_WMIN;
            whi = forced_window ? forced_window : MSM_STRAUS_WMAX;
        } else if (s == ECB_MSM_PIPPENGER) {
            wlo = forced_window ? forced_window : 1;
            whi = forced_window ? forced_window : pippenger_cmax(b);
        }
        for (unsigned w = wlo; w <= whi; w++) {
            unsigned xmax = s == ECB_MSM_PIPPENGER ? t : 1;
            for (unsigned X = 1; X <= xmax;
                 X = (X == xmax ? xmax + 1 : (2 * X > xmax ? xmax : 2 * X))) {
                double e;
                switch (s) {
                case ECB_MSM_NAIVE:
                    e = est_naive(c, n, t);
                    break;
                case ECB_MSM_DOUBLE_AND_ADD:
                    e = est_double_and_add(c, n, b, t);
                    break;
                case ECB_MSM_STRAUS:
                    e = est_straus(c, n, b, w, t);
                    break;
                case ECB_MSM_PIPPENGER:
                    e = est_pippenger(d, c, n, b, w, X, t);
                    break;
                default:
                    return -1;
                }
                cand.window = w;
                cand.threads = t;
                cand.point_chunks = X;
                if (scratch_limit != SIZE_MAX && plan_scratch(d, n, &cand) > scratch_limit)
                    continue;
                if (best < 0 || e < best) {
                    best = e;
                    *p = cand;
                }
            }
        }
    }
    if (best >= 0) {
        p->estimate_ns = best + (double)n * c->point;
    }
    return best < 0 ? -1 : p->estimate_ns;
}

ecb_status msm_plan_desc(const msm_group_desc *d, size_t n, unsigned bits, unsigned threads,
                         const ecb_msm_costs *costs, ecb_msm_strategy strategy, unsigned window,
                         size_t scratch_limit, ecb_msm_plan_result *out) {
    if (d == NULL) return ECB_ERR_UNSUPPORTED;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (n > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    if (threads > ECB_MSM_MAX_THREADS || bits > d->max_scalar_bits ||
        (unsigned)strategy >= ECB_MSM_STRATEGY_COUNT)
        return ECB_ERR_INVALID_ARGUMENT;
    if (strategy != ECB_MSM_AUTO && !(d->strategies & MSM_BIT(strategy)))
        return ECB_ERR_UNSUPPORTED;
    if (window != 0) {
        if (strategy == ECB_MSM_STRAUS && (window < MSM_STRAUS_WMIN || window > MSM_STRAUS_WMAX))
            return ECB_ERR_INVALID_ARGUMENT;
        if (strategy == ECB_MSM_PIPPENGER && window > MSM_PIPPENGER_CMAX)
            return ECB_ERR_INVALID_ARGUMENT;
        if (strategy != ECB_MSM_STRAUS && strategy != ECB_MSM_PIPPENGER)
            return ECB_ERR_INVALID_ARGUMENT;
    }
    const ecb_msm_costs *c = costs ? costs : &d->costs;
    unsigned T = threads ? threads : 1;
    memset(out, 0, sizeof *out);
    out->n = n;
    out->scalar_bits = bits;
    out->threads = 1;
    out->point_chunks = 1;
    for (unsigned s = 0; s < ECB_MSM_STRATEGY_COUNT; s++)
        out->strategy_ns[s] = -1;
    if (n == 0 || bits == 0) {
        /* the empty sum: every strategy returns the identity at once */
        out->strategy = strategy == ECB_MSM_AUTO ? ECB_MSM_NAIVE : strategy;
        out->window = 0;
        return ECB_OK;
    }
    double best = -1;
    ecb_msm_plan_result best_p = *out;
    for (unsigned s = ECB_MSM_NAIVE; s < ECB_MSM_STRATEGY_COUNT; s++) {
        if (s == ECB_MSM_PRECOMPUTED_STRAUS) continue; /* needs a precomp object */
        if (strategy != ECB_MSM_AUTO && s != (unsigned)strategy) continue;
        ecb_msm_plan_result p = *out;
        double e = best_of(d, c, (ecb_msm_strategy)s, n, bits, T,
                           s == (unsigned)strategy ? window : 0, scratch_limit, &p);
        out->strategy_ns[s] = e;
        out->strategy_window[s] = p.window;
        if (e < 0) continue;
        /* the reference is never the plan's own choice */
        if (strategy == ECB_MSM_AUTO && s == ECB_MSM_NAIVE) continue;
        if (best < 0 || e < best) {
            best = e;
            best_p = p;
        }
    }
    if (best < 0) {
        if (strategy == ECB_MSM_PRECOMPUTED_STRAUS) return ECB_ERR_UNSUPPORTED;
        return scratch_limit != SIZE_MAX ? ECB_ERR_SCRATCH_TOO_SMALL : ECB_ERR_UNSUPPORTED;
    }
    double ns[ECB_MSM_STRATEGY_COUNT];
    unsigned ws[ECB_MSM_STRATEGY_COUNT];
    memcpy(ns, out->strategy_ns, sizeof ns);
    memcpy(ws, out->strategy_window, sizeof ws);
    *out = best_p;
    memcpy(out->strategy_ns, ns, sizeof ns);
    memcpy(out->strategy_window, ws, sizeof ws);
    out->n = n;
    out->scalar_bits = bits;
    out->estimate_ns = best;
    return ECB_OK;
}

double msm_estimate(const msm_group_desc *d, const ecb_msm_costs *c, ecb_msm_strategy s, size_t n,
                    unsigned bits, unsigned threads, unsigned *window, unsigned *chunks) {
    ecb_msm_plan_result p;
    memset(&p, 0, sizeof p);
    double e = best_of(d, c, s, n, bits ? bits : 1, threads ? threads : 1, window ? *window : 0,
                       SIZE_MAX, &p);
    if (e >= 0) {
        if (window) *window = p.window;
        if (chunks) *chunks = p.point_chunks;
    }
    return e;
}

/* ---- scratch layout ------------------------------------------------------------------------- */

#define ALIGN 64u

/* *acc = align(*acc) + count * size, failing on overflow. */
static int region(size_t *acc, size_t *off, size_t count, size_t size) {
    size_t a = (*acc + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    if (a < *acc) return -1;
    if (size != 0 && count > (SIZE_MAX - a) / size) return -1;
    *off = a;
    *acc = a + count * size;
    return 0;
}

int msm_layout_make(const msm_group_desc *d, size_t n, const ecb_msm_plan_result *p,
                    msm_layout *out) {
    memset(out, 0, sizeof *out);
    size_t acc = 0;
    unsigned T = p->threads ? p->threads : 1;
    size_t bits = d->max_scalar_bits;
    int bad = 0;
    bad |= region(&acc, &out->off[MSM_R_SCALARS], n, d->scalar_size);
    bad |= region(&acc, &out->off[MSM_R_POINTS], n, d->pt_size);
    switch (p->strategy) {
    case ECB_MSM_STRAUS:
    case ECB_MSM_PRECOMPUTED_STRAUS: {
        unsigned w = p->window ? p->window : 5;
        if (w < MSM_STRAUS_WMIN || w > MSM_STRAUS_WMAX) return -1;
        size_t E = (size_t)1 << (w - 2);
        if (n > SIZE_MAX / E) return -1;
        bad |= region(&acc, &out->off[MSM_R_TAB_PT], n * E, d->pt_size);
        bad |= region(&acc, &out->off[MSM_R_AFF], n * E, d->aff_size);
        bad |= region(&acc, &out->off[MSM_R_BATCH], n * E, d->batch_scratch);
        bad |= region(&acc, &out->off[MSM_R_DIGITS], n, bits + 1);
        bad |= region(&acc, &out->off[MSM_R_COL_TAB], n, sizeof(void *));
        bad |= region(&acc, &out->off[MSM_R_RESULTS], T, d->pt_size);
        break;
    }
    case ECB_MSM_PIPPENGER: {
        unsigned c = p->window;
        if (c < 1 || c > MSM_PIPPENGER_CMAX) return -1;
        size_t K = (size_t)1 << (c - 1);
        unsigned X = p->point_chunks ? p->point_chunks : 1;
        size_t W = msm_pippenger_windows((unsigned)bits, c);
        bad |= region(&acc, &out->off[MSM_R_AFF], n, d->aff_size);
        bad |= region(&acc, &out->off[MSM_R_BATCH], n, d->batch_scratch);
        size_t w = 0, flags = 0, digits = 0;
        bad |= region(&w, &out->buckets_size, K, d->pt_size);
        out->buckets_size = w;
        bad |= region(&w, &flags, K, 1);
        bad |= region(&w, &digits, MSM_DIGIT_BLOCK, sizeof(int32_t));
        w = (w + ALIGN - 1) & ~(size_t)(ALIGN - 1);
        out->worker_size = w;
        bad |= region(&acc, &out->off[MSM_R_WORKER], T, w);
        bad |= region(&acc, &out->off[MSM_R_RESULTS], W * X, d->pt_size);
        break;
    }
    default:
        bad |= region(&acc, &out->off[MSM_R_RESULTS], T, d->pt_size);
        break;
    }
    if (bad) return -1;
    out->total = acc + ALIGN; /* room to align the caller's base pointer */
    return 0;
}

ecb_status msm_plan_precomp(const msm_group_desc *d, size_t ns, size_t nd, unsigned bits,
                            unsigned threads, const ecb_msm_costs *costs, ecb_msm_strategy strategy,
                            unsigned window, unsigned ws, size_t scratch_limit,
                            ecb_msm_plan_result *out) {
    if (d == NULL) return ECB_ERR_UNSUPPORTED;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (ns > ECB_MSM_MAX_POINTS || nd > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    if (threads > ECB_MSM_MAX_THREADS || bits > d->max_scalar_bits) return ECB_ERR_INVALID_ARGUMENT;
    if (strategy == ECB_MSM_STRAUS) strategy = ECB_MSM_PRECOMPUTED_STRAUS;
    if (strategy != ECB_MSM_AUTO && strategy != ECB_MSM_NAIVE &&
        strategy != ECB_MSM_PRECOMPUTED_STRAUS && strategy != ECB_MSM_PIPPENGER)
        return ECB_ERR_UNSUPPORTED;
    if (window != 0 && strategy == ECB_MSM_PRECOMPUTED_STRAUS &&
        (window < MSM_STRAUS_WMIN || window > MSM_STRAUS_WMAX))
        return ECB_ERR_INVALID_ARGUMENT;
    if (window != 0 && strategy == ECB_MSM_PIPPENGER && window > MSM_PIPPENGER_CMAX)
        return ECB_ERR_INVALID_ARGUMENT;
    if (window != 0 && (strategy == ECB_MSM_AUTO || strategy == ECB_MSM_NAIVE))
        return ECB_ERR_INVALID_ARGUMENT;
    const ecb_msm_costs *c = costs ? costs : &d->costs;
    unsigned T = threads ? threads : 1;
    size_t n = ns + nd;
    memset(out, 0, sizeof *out);
    for (unsigned s = 0; s < ECB_MSM_STRATEGY_COUNT; s++)
        out->strategy_ns[s] = -1;
    out->n = n;
    out->scalar_bits = bits;
    out->threads = 1;
    out->point_chunks = 1;
    out->strategy = strategy == ECB_MSM_AUTO ? ECB_MSM_PRECOMPUTED_STRAUS : strategy;
    out->window = 5;
    if (n == 0 || bits == 0) return ECB_OK;
    double best = -1;
    ecb_msm_plan_result cand = *out, best_p = *out;
    for (unsigned t = 1; t <= T; t = (t == T ? T + 1 : (2 * t > T ? T : 2 * t))) {
        cand.threads = t;
        cand.point_chunks = 1;
        if (strategy == ECB_MSM_AUTO || strategy == ECB_MSM_PRECOMPUTED_STRAUS) {
            unsigned wlo = window ? window : MSM_STRAUS_WMIN,
                     whi = window ? window : MSM_STRAUS_WMAX;
            for (unsigned w = wlo; w <= whi; w++) {
                double e = per_thread(ns, t) * msm_estimate_static(c, 1, bits, ws) +
                           per_thread(nd, t) * straus_point(c, bits, w) + (double)bits * c->dbl +
                           (nd ? c->inv : 0) + threads_overhead(c, t);
                cand.strategy = ECB_MSM_PRECOMPUTED_STRAUS;
                cand.window = w;
                if (scratch_limit != SIZE_MAX && plan_scratch(d, n, &cand) > scratch_limit)
                    continue;
                if (out->strategy_ns[ECB_MSM_PRECOMPUTED_STRAUS] < 0 ||
                    e < out->strategy_ns[ECB_MSM_PRECOMPUTED_STRAUS]) {
                    out->strategy_ns[ECB_MSM_PRECOMPUTED_STRAUS] = e;
                    out->strategy_window[ECB_MSM_PRECOMPUTED_STRAUS] = w;
                }
                if (best < 0 || e < best) {
                    best = e;
                    best_p = cand;
                }
            }
        }
        if (strategy == ECB_MSM_AUTO || strategy == ECB_MSM_PIPPENGER) {
            unsigned clo = window ? window : 1, chi = window ? window : pippenger_cmax(bits);
            for (unsigned cw = clo; cw <= chi; cw++)
                for (unsigned X = 1; X <= t; X = (X == t ? t + 1 : (2 * X > t ? t : 2 * X))) {
                    double e = est_pippenger(d, c, n, bits, cw, X, t) - per_thread(ns, t) * c->norm;
                    cand.strategy = ECB_MSM_PIPPENGER;
                    cand.window = cw;
                    cand.point_chunks = X;
                    if (scratch_limit != SIZE_MAX && plan_scratch(d, n, &cand) > scratch_limit)
                        continue;
                    if (out->strategy_ns[ECB_MSM_PIPPENGER] < 0 ||
                        e < out->strategy_ns[ECB_MSM_PIPPENGER]) {
                        out->strategy_ns[ECB_MSM_PIPPENGER] = e;
                        out->strategy_window[ECB_MSM_PIPPENGER] = cw;
                    }
                    if (best < 0 || e < best) {
                        best = e;
                        best_p = cand;
                    }
                }
            cand.point_chunks = 1;
        }
        if (strategy == ECB_MSM_NAIVE) {
            double e = est_naive(c, n, t);
            cand.strategy = ECB_MSM_NAIVE;
            cand.window = 0;
            if (scratch_limit != SIZE_MAX && plan_scratch(d, n, &cand) > scratch_limit) continue;
            if (best < 0 || e < best) {
                best = e;
                best_p = cand;
            }
        }
    }
    if (best < 0)
        return scratch_limit != SIZE_MAX ? ECB_ERR_SCRATCH_TOO_SMALL : ECB_ERR_UNSUPPORTED;
    double nsv[ECB_MSM_STRATEGY_COUNT];
    unsigned wsv[ECB_MSM_STRATEGY_COUNT];
    memcpy(nsv, out->strategy_ns, sizeof nsv);
    memcpy(wsv, out->strategy_window, sizeof wsv);
    *out = best_p;
    memcpy(out->strategy_ns, nsv, sizeof nsv);
    memcpy(out->strategy_window, wsv, sizeof wsv);
    out->estimate_ns = best + (double)n * c->point;
    return ECB_OK;
}

/* ---- public plan and scratch queries -------------------------------------------------------- */

ecb_status ecb_msm_plan_ex(ecb_group group, size_t n, unsigned scalar_bits, unsigned threads,
                           const ecb_msm_costs *costs, ecb_msm_strategy strategy, unsigned window,
                           ecb_msm_plan_result *plan) {
    if (plan == NULL) return ECB_ERR_NULL_POINTER;
    const msm_group_desc *d = msm_group_lookup(group);
    if (d == NULL) return ECB_ERR_UNSUPPORTED;
    return msm_plan_desc(d, n, scalar_bits, threads, costs, strategy, window, SIZE_MAX, plan);
}

ecb_status ecb_msm_plan(ecb_group group, size_t n, unsigned scalar_bits, unsigned threads,
                        ecb_msm_plan_result *plan) {
    return ecb_msm_plan_ex(group, n, scalar_bits, threads, NULL, ECB_MSM_AUTO, 0, plan);
}

size_t ecb_msm_scratch_size(ecb_group group, size_t n, const ecb_msm_plan_result *plan) {
    const msm_group_desc *d = msm_group_lookup(group);
    if (d == NULL || n > ECB_MSM_MAX_POINTS) return 0;
    ecb_msm_plan_result p;
    if (plan == NULL) {
        if (msm_plan_desc(d, n, d->max_scalar_bits, 1, NULL, ECB_MSM_AUTO, 0, SIZE_MAX, &p) !=
            ECB_OK)
            return 0;
        plan = &p;
    }
    msm_layout l;
    if (msm_layout_make(d, n, plan, &l) != 0) return 0;
    return l.total;
}
