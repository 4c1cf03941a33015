/* The MSM plan: the cheapest strategy, window, thread count and point chunks for one call
 * (msm_plan_desc, ecb_msm_plan_ex), or for precomputed Straus with static and dynamic points
 * (msm_plan_precomp), priced by the cost model (msm_cost_model.c) within a scratch limit; the
 * scratch a planned call needs (ecb_msm_scratch_size and its bound over every scalar length). */
#include <stdint.h>
#include <string.h>

#include "msm/plan/msm_cost_model.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"

/* *out = the chosen candidate, keeping the per-strategy figures gathered in *out. */
static void take_best(ecb_msm_plan_result *out, const ecb_msm_plan_result *best) {
    double ns[ECB_MSM_STRATEGY_COUNT];
    unsigned ws[ECB_MSM_STRATEGY_COUNT];
    memcpy(ns, out->strategy_ns, sizeof ns);
    memcpy(ws, out->strategy_window, sizeof ws);
    *out = *best;
    memcpy(out->strategy_ns, ns, sizeof ns);
    memcpy(out->strategy_window, ws, sizeof ws);
}

int msm_plan_runnable(const msm_group_desc *d, const ecb_msm_plan_result *p) {
    if ((unsigned)p->strategy >= ECB_MSM_STRATEGY_COUNT || p->strategy == ECB_MSM_AUTO ||
        !(d->strategies & MSM_BIT(p->strategy)) || p->threads > ECB_MSM_MAX_THREADS ||
        p->point_chunks > ECB_MSM_MAX_THREADS)
        return 0;
    ecb_msm_strategy method = p->strategy;
    if (method == ECB_MSM_GLV) {
        method = p->inner;
        if (method != ECB_MSM_STRAUS && method != ECB_MSM_PIPPENGER &&
            method != ECB_MSM_BATCH_AFFINE)
            return 0;
        if (method != ECB_MSM_STRAUS && !(d->strategies & MSM_BIT(method))) return 0;
    }
    unsigned lo, hi;
    msm_cost_window_range(method, MSM_PIPPENGER_CMAX, &lo, &hi);
    return p->window >= lo && p->window <= hi;
}

ecb_status msm_plan_desc(const msm_group_desc *d, size_t n, unsigned bits, unsigned threads,
                         const ecb_msm_costs *costs, ecb_msm_strategy strategy,
                         ecb_msm_strategy inner, unsigned window, size_t scratch_limit,
                         ecb_msm_plan_result *out) {
    if (d == NULL) return ECB_ERR_UNSUPPORTED;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (n > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    if (threads > ECB_MSM_MAX_THREADS || bits > d->max_scalar_bits ||
        (unsigned)strategy >= ECB_MSM_STRATEGY_COUNT)
        return ECB_ERR_INVALID_ARGUMENT;
    if (strategy != ECB_MSM_AUTO && !(d->strategies & MSM_BIT(strategy)))
        return ECB_ERR_UNSUPPORTED;
    if (inner != ECB_MSM_AUTO) {
        if (strategy != ECB_MSM_GLV) return ECB_ERR_INVALID_ARGUMENT;
        if (inner != ECB_MSM_STRAUS && inner != ECB_MSM_PIPPENGER && inner != ECB_MSM_BATCH_AFFINE)
            return ECB_ERR_INVALID_ARGUMENT;
        if (!(d->strategies & MSM_BIT(inner))) return ECB_ERR_UNSUPPORTED;
    }
    if (window != 0) {
        /* a forced window must suit the strategy (GLV: one of its inner methods) */
        unsigned lo, hi;
        int ok = 0;
        if (strategy == ECB_MSM_GLV && inner != ECB_MSM_AUTO) {
            msm_cost_window_range(inner, MSM_PIPPENGER_CMAX, &lo, &hi);
            ok = window >= lo && window <= hi;
        } else if (strategy == ECB_MSM_GLV) {
            msm_cost_window_range(ECB_MSM_STRAUS, MSM_PIPPENGER_CMAX, &lo, &hi);
            ok |= window >= lo && window <= hi;
            msm_cost_window_range(ECB_MSM_PIPPENGER, MSM_PIPPENGER_CMAX, &lo, &hi);
            ok |= window >= lo && window <= hi;
        } else if (strategy != ECB_MSM_AUTO) {
            msm_cost_window_range(strategy, MSM_PIPPENGER_CMAX, &lo, &hi);
            ok = window >= lo && window <= hi;
        }
        if (!ok) return ECB_ERR_INVALID_ARGUMENT;
    }
    const ecb_msm_costs *c = costs ? costs : msm_desc_costs(d);
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
        double e = msm_cost_best(d, c, (ecb_msm_strategy)s, n, bits, T,
                                 s == (unsigned)strategy ? inner : ECB_MSM_AUTO,
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
    take_best(out, &best_p);
    out->n = n;
    out->scalar_bits = bits;
    out->estimate_ns = best;
    return ECB_OK;
}

/* A candidate of the precomputed plan with estimate e: skipped when its scratch exceeds the
 * limit, else recorded as its strategy's best (out's per-strategy figures) and the plan's. */
static void consider(const msm_group_desc *d, size_t n, size_t scratch_limit,
                     const ecb_msm_plan_result *cand, double e, ecb_msm_plan_result *out,
                     double *best, ecb_msm_plan_result *best_p) {
    if (scratch_limit != SIZE_MAX && msm_plan_scratch(d, n, cand) > scratch_limit) return;
    unsigned s = (unsigned)cand->strategy;
    if (out->strategy_ns[s] < 0 || e < out->strategy_ns[s]) {
        out->strategy_ns[s] = e;
        out->strategy_window[s] = cand->window;
    }
    if (*best < 0 || e < *best) {
        *best = e;
        *best_p = *cand;
    }
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
    const ecb_msm_costs *c = costs ? costs : msm_desc_costs(d);
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
                int form;
                double e = msm_cost_precomputed_straus(d, c, ns, nd, bits, w, ws, t, &form);
                cand.strategy = ECB_MSM_PRECOMPUTED_STRAUS;
                cand.window = w;
                consider(d, n, scratch_limit, &cand, e, out, &best, &best_p);
            }
        }
        if (strategy == ECB_MSM_AUTO || strategy == ECB_MSM_PIPPENGER) {
            unsigned clo = window ? window : 1, chi = window ? window : msm_pippenger_cmax(bits);
            for (unsigned cw = clo; cw <= chi; cw++)
                for (unsigned X = 1; X <= t; X = (X == t ? t + 1 : (2 * X > t ? t : 2 * X))) {
                    double e = msm_cost_pippenger(d, c, n, bits, cw, X, t) -
                               msm_cost_per_thread(ns, t) * c->norm;
                    cand.strategy = ECB_MSM_PIPPENGER;
                    cand.window = cw;
                    cand.point_chunks = X;
                    consider(d, n, scratch_limit, &cand, e, out, &best, &best_p);
                }
            cand.point_chunks = 1;
        }
        if (strategy == ECB_MSM_NAIVE) {
            double e = msm_cost_naive(c, n, t);
            cand.strategy = ECB_MSM_NAIVE;
            cand.window = 0;
            if (scratch_limit != SIZE_MAX && msm_plan_scratch(d, n, &cand) > scratch_limit)
                continue;
            if (best < 0 || e < best) {
                best = e;
                best_p = cand;
            }
        }
    }
    if (best < 0)
        return scratch_limit != SIZE_MAX ? ECB_ERR_SCRATCH_TOO_SMALL : ECB_ERR_UNSUPPORTED;
    take_best(out, &best_p);
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
    return msm_plan_desc(d, n, scalar_bits, threads, costs, strategy, ECB_MSM_AUTO, window,
                         SIZE_MAX, plan);
}

ecb_status ecb_msm_plan(ecb_group group, size_t n, unsigned scalar_bits, unsigned threads,
                        ecb_msm_plan_result *plan) {
    return ecb_msm_plan_ex(group, n, scalar_bits, threads, NULL, ECB_MSM_AUTO, 0, plan);
}

size_t ecb_msm_scratch_size(ecb_group group, size_t n, const ecb_msm_plan_result *plan) {
    const msm_group_desc *d = msm_group_lookup(group);
    if (d == NULL || n > ECB_MSM_MAX_POINTS) return 0;
    if (plan != NULL &&
        (plan->threads > ECB_MSM_MAX_THREADS || plan->point_chunks > ECB_MSM_MAX_THREADS))
        return 0;
    ecb_msm_plan_result p;
    if (plan == NULL) {
        if (msm_plan_desc(d, n, d->max_scalar_bits, 1, NULL, ECB_MSM_AUTO, ECB_MSM_AUTO, 0,
                          SIZE_MAX, &p) != ECB_OK)
            return 0;
        plan = &p;
    }
    msm_layout l;
    if (msm_layout_make(d, n, plan, &l) != 0) return 0;
    return l.total;
}

size_t msm_scratch_bound_desc(const msm_group_desc *d, size_t n, const ecb_msm_options *options) {
    /* The call plans for its effective scalar length b (and its non-zero terms), so the bound
     * is the largest need over every b; a forced strategy's window and point chunks vary
     * with b. */
    size_t most = 0;
    for (unsigned bits = 1; bits <= d->max_scalar_bits; bits++) {
        ecb_msm_plan_result p;
        msm_layout l;
        if (msm_plan_desc(d, n, bits, options->threads, options->costs, options->strategy,
                          options->inner, options->window, SIZE_MAX, &p) != ECB_OK ||
            msm_layout_make(d, n, &p, &l) != 0)
            return 0;
        if (l.total > most) most = l.total;
    }
    return most;
}

size_t ecb_msm_scratch_size_options(ecb_group group, size_t n, const ecb_msm_options *options) {
    const msm_group_desc *d = msm_group_lookup(group);
    if (d == NULL || n > ECB_MSM_MAX_POINTS) return 0;
    if (options == NULL) return ecb_msm_scratch_size(group, n, NULL);
    if (options->strategy == ECB_MSM_PRECOMPUTED_STRAUS ||
        !ecb_msm_strategy_available(group, options->strategy))
        return 0;
    return msm_scratch_bound_desc(d, n, options);
}

const char *ecb_msm_plan_shape_name(ecb_group g, const ecb_msm_plan_result *p,
                                    const ecb_msm_costs *costs) {
    const msm_group_desc *d = msm_group_lookup(g);
    if (d == NULL || p == NULL) return NULL;
    const msm_shape *sh = msm_plan_shape(d, costs, p);
    return sh != NULL ? sh->name : NULL;
}
