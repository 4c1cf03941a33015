/* The cost model of the table methods (msm_cost_model.h), beside the engine's strategies
 * (msm_cost_model.c): the fixed-base MSM over a table of window multiples (msm_fixed.h) and the
 * methods of many MSMs over one base set (msm_multi_plan.c), with their window rules. Times in
 * ns; n bases, b-bit scalars, m MSMs, T threads; unit costs from ecb_msm_costs.
 *
 *   fixed(c, T)      k = ceil(W / T) bucket passes over the n T entries (W = ceil((b+1)/c)
 *                    windows, K = 2^(c-1) buckets): per entry with a non-zero digit one
 *                    bucket addition (affine with one inversion per msm_ba_batch(K) where the
 *                    group has batch-affine kernels, else madd) + digit + mem; per pass and
 *                    chunk the running sums over min(K, n T) filled buckets (2 add each) and K
 *                    bucket; (k - 1) c doublings; n point
 *   many-MSM independent   m times the engine's own plan
 *   many-MSM tree(c) m rows, each W windows of n points into 2^(c-1) buckets summed as trees of
 *                    batch-affine additions (one inversion per tree level), the windows on
 *                    min(W, T) threads, then a reduction in lock step over the windows of
 *                    about 4 2^((c-1)/2 + 1) + (c - 1) inversions; c minimises W (n + 2 2^(c-1))
 *   many-MSM copies(c)  the shifted copies 2^(c j) P_i built once (n c (W - 1) batch
 *                    doublings, one inversion per MSM_MULTI_SHIFT_BLOCK points and doubling),
 *                    then each row ONE window over the n W copies: (n W + 2^c) batch-affine
 *                    additions, the rows spread over the threads; c minimises the additions
 *                    m (n W + 2^c) + n c (W - 1)
 *   many-MSM fixed(c, T)  ristretto255's shared fixed-base table: its build (T - 1 chains of
 *                    c k doublings per base, the entries normalised MSM_FIXED_BUILD_ENTRIES per
 *                    inversion, on min(n, T) threads) and m fixed(c, T) rows on one worker
 *                    each, spread over the threads
 *   columns(w)       m MSMs sharing k scalars: the wNAF width w in 2..7 minimising the additions
 *                    per point, b / (w + 1) + 2^(w-2) */
#include <stdint.h>

#include "msm/plan/msm_cost_model.h"
#include "msm/plan/msm_plan.h"

/* ---- fixed-base tables ------------------------------------------------------------------ */

double msm_cost_fixed(const msm_group_desc *d, const ecb_msm_costs *costs, size_t n, unsigned b,
                      unsigned c, unsigned T, unsigned threads) {
    const ecb_msm_costs *u = costs != NULL ? costs : msm_desc_costs(d);
    if (threads == 0) threads = 1;
    unsigned W = msm_pippenger_windows(b, c);
    if (T > W) T = W;
    unsigned passes = (W + T - 1) / T;
    double K = (double)((size_t)1 << (c - 1));
    /* every entry with a non-zero digit: one addition (digits are zero with about 2^-c) */
    double entries = (double)n * W * (1.0 - 1.0 / (2.0 * K));
    /* affine buckets where the group has them (one inversion per batch shared) */
    double per_add = d->ba_scratch != 0 && u->aff_add > 0
                         ? u->aff_add + u->inv / (double)msm_ba_batch((size_t)K) + u->digit
                         : u->madd + u->digit;
    per_add += msm_bucket_mem_cost(u, K * (double)d->pt_size);
    /* a pass's reduction touches at most min(K, its entries) buckets, two additions each */
    double filled = K < (double)n * T ? K : (double)n * T;
    unsigned X = threads > passes ? (threads + passes - 1) / passes : 1;
    double reduce = (double)passes * X * (filled * 2 * u->add + K * u->bucket);
    return (entries * per_add + reduce) / threads + (double)c * (passes - 1) * u->dbl +
           (double)n * u->point;
}

double msm_cost_fixed_choose(const msm_group_desc *d, const ecb_msm_costs *costs, size_t n,
                             unsigned b, unsigned max_T, unsigned threads, unsigned *c,
                             unsigned *k) {
    double best = -1;
    *c = 1;
    *k = msm_pippenger_windows(b, 1);
    for (unsigned cw = 1; cw <= MSM_PIPPENGER_CMAX; cw++) {
        unsigned W = msm_pippenger_windows(b, cw);
        unsigned T = max_T < W ? max_T : W;
        double est = msm_cost_fixed(d, costs, n, b, cw, T, threads);
        if (best < 0 || est < best) {
            best = est;
            *c = cw;
            *k = (W + T - 1) / T;
        }
    }
    return best;
}

/* ---- many MSMs over one base set --------------------------------------------------------- */

/* The widest window of the tree and the copies. */
#define MULTI_WINDOW_MAX 16u

unsigned msm_cost_multi_tree_window(size_t n, unsigned b, double *adds) {
    double best = 1e300;
    unsigned c = 2;
    for (unsigned cc = 2; cc <= MULTI_WINDOW_MAX; cc++) {
        double cost =
            (double)msm_pippenger_windows(b, cc) * ((double)n + 2.0 * (double)(1u << (cc - 1)));
        if (cost < best) best = cost, c = cc;
    }
    *adds = best;
    return c;
}

unsigned msm_cost_multi_copies_window(size_t n, unsigned b, size_t m, double *adds) {
    double best = 1e300;
    unsigned c = 2;
    for (unsigned cc = 2; cc <= MULTI_WINDOW_MAX; cc++) {
        double w = (double)msm_pippenger_windows(b, cc), nb2 = (double)(1u << cc);
        double tab = (double)m * ((double)n * w + nb2) + (double)n * cc * (w - 1);
        if (tab < best) best = tab, c = cc;
    }
    *adds = best;
    return c;
}

/* The reduction's inversions of one window of 2^(c-1) buckets: its chain of batch-affine steps
 * (msm_multi_impl.h, multi_reduce), about 2 (len + segs) + log2 of the buckets. */
static double multi_reduce_inversions(unsigned c) {
    double lb = (double)(c - 1);
    return 4.0 * (double)(1u << (unsigned)(lb / 2 + 1)) + lb;
}

double msm_cost_multi_tree(const ecb_msm_costs *u, size_t n, unsigned b, size_t m, unsigned threads,
                           unsigned *window) {
    double a = u->aff_add, inv = u->inv, lg = (double)msm_bitlen((const uint64_t[]){n}, 1);
    double adds;
    unsigned c = msm_cost_multi_tree_window(n, b, &adds);
    double w = (double)msm_pippenger_windows(b, c), par = w < threads ? w : threads;
    *window = c;
    return (double)m * (adds * a / par + (w * (lg + 1) / par + multi_reduce_inversions(c)) * inv);
}

double msm_cost_multi_copies(const ecb_msm_costs *u, size_t n, unsigned b, size_t m,
                             unsigned threads, unsigned *window) {
    double a = u->aff_add, inv = u->inv, adds;
    unsigned c = msm_cost_multi_copies_window(n, b, m, &adds);
    double w = (double)msm_pippenger_windows(b, c);
    double rows = (double)m < threads ? (double)m : threads;
    double build = (double)n * c * (w - 1) * a / threads +
                   (w - 1) * c * (double)n / MSM_MULTI_SHIFT_BLOCK * inv;
    double lt = (double)msm_bitlen((const uint64_t[]){(uint64_t)(n * (size_t)w)}, 1);
    /* the reduction's inversions as at the tree's window (the plan's figure since it was
     * written; the copies' own window has more buckets) */
    double red = multi_reduce_inversions(msm_cost_multi_tree_window(n, b, &adds));
    double per = ((double)n * w + (double)(1u << c)) * a + (lt + 1 + red) * inv;
    *window = c;
    return build + (double)m * per / rows;
}

double msm_cost_multi_fixed(const msm_group_desc *d, const ecb_msm_costs *u, size_t n, unsigned b,
                            size_t m, unsigned threads, unsigned c, unsigned T) {
    unsigned W = msm_pippenger_windows(b, c), k = (W + T - 1) / T;
    double entries = (double)n * T;
    double build = (double)n * ((double)(T - 1) * c * k * u->dbl + u->point) + entries * u->norm +
                   (entries / MSM_FIXED_BUILD_ENTRIES + 1) * u->inv;
    double row = msm_cost_fixed(d, u, n, b, c, T, 1);
    double bw = threads < n ? threads : (double)n, rw = threads < m ? threads : (double)m;
    double rounds = (double)((m + (size_t)rw - 1) / (size_t)rw);
    return build / bw + rounds * row + (threads > 1 ? 2.0 * (threads - 1) * u->thread : 0.0);
}

double msm_cost_multi_fixed_choose(const msm_group_desc *d, const ecb_msm_costs *u, size_t n,
                                   unsigned b, size_t m, unsigned threads, size_t table_bytes,
                                   unsigned *c, unsigned *T) {
    size_t max_T = table_bytes / (n * d->aff_size);
    if (max_T < 1) max_T = 1;
    double best = -1;
    for (unsigned cw = 1; cw <= MSM_PIPPENGER_CMAX; cw++) {
        unsigned W = msm_pippenger_windows(b, cw);
        unsigned k = max_T < W ? (unsigned)((W + max_T - 1) / max_T) : 1;
        unsigned t = (W + k - 1) / k;
        double e = msm_cost_multi_fixed(d, u, n, b, m, threads, cw, t);
        if (best < 0 || e < best) best = e, *c = cw, *T = t;
    }
    return best;
}

unsigned msm_cost_columns_window(unsigned b) {
    unsigned w = 2;
    double best = 1e300;
    for (unsigned ww = 2; ww <= 7; ww++) { /* additions per point: digits + table */
        double cost = (double)b / (ww + 1) + (double)(1u << (ww - 2));
        if (cost < best) best = cost, w = ww;
    }
    return w;
}
