/* The MSM cost model: the estimated time of each strategy (in ns, from per-group unit costs)
 * and the best window, thread count and point chunks of one strategy (msm_cost_best), which
 * the plan (msm_choice.c) compares across strategies.
 *
 * Notation: n points, b-bit scalars, T threads; unit costs from ecb_msm_costs.
 *   naive           n (smul + add)
 *   double_and_add  n (b dbl + b/2 add + add)
 *   straus(w)       n [dbl + (E-1) add + E norm + (b+1) wnaf + (b+1)/(w+1) (madd + mem)]
 *                   (the E-1 additions madd where tables are built from addends)
 *                   + b dbl + inv, mem = the last-level cache's miss penalty once the tables
 *                   of n E points outgrow it
 *                   E = 2^(w-2) table entries (odd multiples), wNAF density 1/(w+1); groups with
 *                   a batch-affine kernel build the tables of m >= 5 points with m E aff_add +
 *                   E inv instead; a Straus shape (paired accumulators, msm_shape.h) pays its
 *                   step per two digits of a position and its doubling per position, builds
 *                   one table per two points with them and joins its two sums (add); the
 *                   cheaper of the single and the shapes' chains runs
 *   pippenger(c)    n norm + inv + sum_j [n digit + nz (madd + mem) - fill (madd + mem - set)
 *                                        + K_j bucket + (fill + K_j) add] + b dbl + W add
 *                   W = ceil((b+1)/c) windows, K_j = 2^(c-1) buckets (fewer in the top window),
 *                   nz = n (1 - 1/(2K_j)) non-zero digits, fill = K_j (1 - e^(-nz/K_j)) first
 *                   hits (a copy instead of an addition), running-sum reduction
 *                   (fill + K_j additions), mem = the cache penalty once buckets outgrow
 *                   cache_bytes. Groups whose inputs arrive normalised skip n norm + inv.
 *   batch_affine(c) as pippenger with every bucket addition after the first an affine one,
 *                   aff_add + mem + inv / S (S = msm_ba_batch(K_j) additions per inversion,
 *                   plus two partial batches per window), the reduction's R += B_k a madd;
 *                   a level's batch-affine shapes (msm_shape.h: the eight-lane batch, the
 *                   serial loop) price aff_add at their own unit, the cheapest runs
 *   bucket_1bit     b + 1 windows of one bucket: per window n/2 points (a copy each), n/2 - 1
 *                   affine additions in ceil(log2(n/2)) tree levels (one inversion per level
 *                   and per S additions), then b dbl + b add
 *   double_and_add  (shared chain, snarkVM) b dbl + n (b/2 madd + b wnaf)
 *   glv             n (endo_split + images) + the inner method on (parts n, b' = min(b,
 *                   endo_bits)); for inner Straus only n tables, their images cost
 *                   (parts - 1) E endo_map per point
 * With T threads the work splits into tasks (point chunks for naive, double-and-add and
 * Straus; windows x point chunks for Pippenger) scheduled largest first; the wall time is the
 * busiest thread's load plus thread start-up and the final sums. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "field/scalar_wnaf.h"
#include "msm/plan/msm_cost_model.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"

/* ---- memory hierarchy ----------------------------------------------------------------------- */

/* The share of random accesses to `bytes` of memory that miss a cache of `cap` bytes. */
static double miss_share(double bytes, double cap) {
    return bytes > cap ? 1.0 - cap / bytes : 0;
}

double msm_bucket_mem_cost(const ecb_msm_costs *c, double bytes) {
    return c->cache_penalty * miss_share(bytes, c->cache_bytes) +
           c->llc_penalty * miss_share(bytes, c->llc_bytes);
}

double msm_stream_cost(const ecb_msm_costs *c, double m, size_t size) {
    return c->stream * miss_share(m * (double)size, c->llc_bytes);
}

/* ---- cost model ----------------------------------------------------------------------------- */

/* Wall time of `full` tasks of cost a and `top` tasks of cost t (t <= a) on T workers, taken
 * largest first by whichever worker is free (the engine's queue order). The loads form a
 * min-heap, so each of the top tasks costs O(log T), not O(T): a plan for 256 threads makes
 * about 180 of these calls (windows times point chunks). */
static double makespan(size_t full, double a, size_t top, double t, unsigned T) {
    double loads[ECB_MSM_MAX_THREADS];
    size_t q = full / T, r = full % T;
    for (unsigned i = 0; i < T; i++) /* ascending: already a heap */
        loads[i] = a * (double)(q + (i >= T - r));
    for (size_t k = 0; k < top; k++) {
        /* the least loaded worker (the root) takes the task, then sinks to its place */
        double v = loads[0] + t;
        unsigned i = 0;
        for (;;) {
            unsigned child = 2 * i + 1;
            if (child >= T) break;
            if (child + 1 < T && loads[child + 1] < loads[child]) child++;
            if (loads[child] >= v) break;
            loads[i] = loads[child];
            i = child;
        }
        loads[i] = v;
    }
    double m = 0;
    for (unsigned i = 0; i < T; i++)
        if (loads[i] > m) m = loads[i];
    return m;
}

static double threads_overhead(const ecb_msm_costs *c, unsigned T) {
    return T > 1 ? (double)(T - 1) * c->thread + (double)T * c->add : 0.0;
}

double msm_cost_per_thread(size_t n, unsigned T) {
    return (double)((n + T - 1) / T);
}

/* Normalising the inputs of a bucket method: none when they arrive normalised. */
static double normalise_cost(const msm_group_desc *d, const ecb_msm_costs *c, size_t n,
                             unsigned T) {
    return d->input_affine ? 0 : msm_cost_per_thread(n, T) * c->norm + c->inv;
}

double msm_cost_naive(const ecb_msm_costs *c, size_t n, unsigned T) {
    return msm_cost_per_thread(n, T) * (c->smul + c->add) + threads_overhead(c, T);
}

static double est_double_and_add(const msm_group_desc *d, const ecb_msm_costs *c, size_t n,
                                 unsigned b, unsigned T) {
    if (d->dbl_add_shared)
        return msm_cost_per_thread(n, T) * (double)b * (c->madd / 2 + c->wnaf) +
               (double)b * c->dbl + threads_overhead(c, T);
    double pp = (double)b * c->dbl + (double)b / 2 * c->add + c->add;
    return msm_cost_per_thread(n, T) * pp + threads_overhead(c, T);
}

/* Straus: one point's table of E = 2^(w-2) odd multiples, normalised: each entry the last
 * plus 2P, a full addition, or the chain's addition of an addend where the descriptor builds
 * its tables that way (table_addends). */
static double straus_table(const msm_group_desc *d, const ecb_msm_costs *c, unsigned w) {
    double E = (double)(1u << (w - 2)), add = d->table_addends ? c->madd : c->add;
    return (E > 1 ? c->dbl + (E - 1) * add : 0) + E * c->norm;
}

/* Straus: the tables of a thread's m points. Groups with normalised inputs and a batch-affine
 * kernel build them level by level from m >= 5 points up (msm_engine_impl.h): E affine additions per
 * point and one inversion per level; otherwise XYZZ additions and one normalisation. */
static double straus_tables_cost(const msm_group_desc *d, const ecb_msm_costs *c, unsigned w,
                                 double m) {
    double E = (double)(1u << (w - 2));
    if (m == 0) return 0;
    if (d->input_affine && d->ba_scratch != 0 && E > 1 && m >= 5)
        return m * E * c->aff_add + E * c->inv;
    return m * straus_table(d, c, w) + c->inv;
}

/* Straus with paired accumulators (a Straus shape): a position's k digits take ceil(k/2)
 * chain steps. With k ~ Binomial(m, p), p the digit density, E[ceil(k/2)] = (m p + P(k odd))
 * / 2 and P(k odd) = (1 - (1 - 2p)^m) / 2. */
static double straus_pair_steps(double m, double p) {
    return (m * p + (1 - pow(1 - 2 * p, m)) / 2) / 2;
}

/* Straus's chain and tables in form `shape` (-1: the engine's single chain, else a Straus shape
 * of d): the additions of `cols` columns of digit density p per position on b doublings, and
 * the tables (width w) of `tabs` points. The paired chain takes the shape's step and doubling,
 * builds its tables two points at a time with them and joins its two sums (add). */
static double straus_chain(const msm_group_desc *d, const ecb_msm_costs *c, int shape, double cols,
                           double p, double tabs, unsigned b, unsigned w) {
    if (shape < 0)
        return cols * (double)(b + 1) * p * c->madd + (double)b * c->dbl +
               straus_tables_cost(d, c, w, tabs);
    double step = msm_shape_cost_unit(d, d->shapes[shape], c);
    double dbl = msm_shape_cost_dbl(d, d->shapes[shape], c);
    double E = (double)(1u << (w - 2));
    double table = (E > 1 ? dbl + (E - 1) * step : 0) + E * c->norm;
    double tables = tabs > 0 ? ceil(tabs / 2) * table + c->inv : 0;
    return (double)(b + 1) * straus_pair_steps(cols, p) * step + (double)b * dbl + c->add + tables;
}

/* The cheapest Straus form for these parameters (straus_chain's shape: -1 or a Straus shape of
 * d), its straus_chain cost in *cost. */
static int straus_shape(const msm_group_desc *d, const ecb_msm_costs *c, double cols, double p,
                        double tabs, unsigned b, unsigned w, double *cost) {
    int best = -1;
    *cost = straus_chain(d, c, -1, cols, p, tabs, b, w);
    for (unsigned i = 0; i < d->n_shapes; i++) {
        if (d->shapes[i]->strategy != ECB_MSM_STRAUS) continue;
        double e = straus_chain(d, c, (int)i, cols, p, tabs, b, w);
        if (e < *cost) {
            *cost = e;
            best = (int)i;
        }
    }
    return best;
}

/* Straus's table reads: every digit reads one entry of its point's table, and a thread's m
 * tables of E entries are swept in point order at every bit position, one entry of each table
 * at a position no prefetcher predicts (the digit's). Priced like a bucket update at both
 * levels (msm_bucket_mem_cost): on Intel (2 MiB L2) Straus measured 15, 22 and 42 ns more per
 * read than its in-cache figure with 5, 10 and 21 MiB of tables; pricing only the last level
 * left the plan choosing Straus at n = 16384 under `tune`'s figures, 3.7x slower. */
static double straus_table_reads(const msm_group_desc *d, const ecb_msm_costs *c, double m,
                                 unsigned w) {
    double E = (double)(1u << (w - 2));
    return msm_bucket_mem_cost(c, m * E * (double)d->aff_size);
}

static double est_straus(const msm_group_desc *d, const ecb_msm_costs *c, size_t n, unsigned b,
                         unsigned w, unsigned T) {
    double m = msm_cost_per_thread(n, T), chain;
    double reads = m * (double)(b + 1) / (w + 1) * straus_table_reads(d, c, m, w);
    straus_shape(d, c, m, 1.0 / (w + 1), m, b, w, &chain);
    return m * (double)(b + 1) * c->wnaf + reads + chain + threads_overhead(c, T);
}

/* One Pippenger task: window j over a chunk of m points, on kernel shape `shape` of the
 * descriptor's list (-1: the engine's loop, a bucket update per point at madd). A sorted shape adds
 * each point once into a running lane sum and writes each bucket once; its addends are read in
 * bucket order, at random over the chunk's points. */
static double pippenger_task(const msm_group_desc *d, const ecb_msm_costs *c, int shape, double m,
                             unsigned b, unsigned cw, unsigned j) {
    double K = (double)msm_pippenger_buckets(b, cw, j);
    double nz = m * (1.0 - 1.0 / (2.0 * K));
    double fill = K * (1.0 - exp(-nz / K));
    const msm_shape *sh = shape < 0 ? NULL : d->shapes[shape];
    double unit = sh ? msm_shape_cost_unit(d, sh, c) : c->madd;
    if (sh && sh->sorted) {
        double reads = msm_bucket_mem_cost(c, m * (double)d->aff_size);
        return m * c->digit + nz * (unit + reads) + fill * c->set + K * c->bucket +
               (fill + K) * c->add;
    }
    double mem = msm_bucket_mem_cost(c, K * (double)d->pt_size);
    double acc = m * (c->digit + msm_stream_cost(c, m, d->aff_size)) + nz * (unit + mem) -
                 fill * (unit + mem - c->set);
    return acc + K * c->bucket + (fill + K) * c->add;
}

static double est_pippenger_shape(const msm_group_desc *d, const ecb_msm_costs *c, int shape,
                                  size_t n, unsigned b, unsigned cw, unsigned X, unsigned T) {
    unsigned W = msm_pippenger_windows(b, cw);
    double m = (double)n / X;
    double full = pippenger_task(d, c, shape, m, b, cw, 0);
    double top = pippenger_task(d, c, shape, m, b, cw, W - 1);
    double work =
        W == 1 ? makespan(0, 0, X, top, T) : makespan((size_t)(W - 1) * X, full, X, top, T);
    double combine = (double)b * c->dbl + (double)W * X * c->add;
    return normalise_cost(d, c, n, T) + work + combine + (T > 1 ? (double)(T - 1) * c->thread : 0);
}

/* The cheapest of the descriptor's Pippenger shapes for these parameters (-1: the engine's
 * loop, when it lists none), its estimate in *est. */
static int pippenger_shape(const msm_group_desc *d, const ecb_msm_costs *c, size_t n, unsigned b,
                           unsigned cw, unsigned X, unsigned T, double *est) {
    int best = -1;
    *est = -1;
    for (unsigned i = 0; i < d->n_shapes; i++) {
        if (d->shapes[i]->strategy != ECB_MSM_PIPPENGER) continue;
        double e = est_pippenger_shape(d, c, (int)i, n, b, cw, X, T);
        if (*est < 0 || e < *est) {
            *est = e;
            best = (int)i;
        }
    }
    if (*est < 0) *est = est_pippenger_shape(d, c, -1, n, b, cw, X, T);
    return best;
}

double msm_cost_pippenger(const msm_group_desc *d, const ecb_msm_costs *c, size_t n, unsigned b,
                          unsigned cw, unsigned X, unsigned T) {
    double e;
    pippenger_shape(d, c, n, b, cw, X, T, &e);
    return e;
}

/* The affine addition of batch-affine shape sh (NULL: the level's own batch, aff_add). */
static double ba_unit(const msm_group_desc *d, const ecb_msm_costs *c, const msm_shape *sh) {
    return sh != NULL ? msm_shape_cost_unit(d, sh, c) : c->aff_add;
}

/* Batch-affine window j over a chunk of m points, in a task whose batches draw from KG
 * buckets, on shape sh (NULL: the level's own batch): the bucket phase, with its share of the
 * task's inversions (the full batches' and two partial ones a task); a window of fewer than the
 * full 2^(cw-1) buckets fills replicas of them and folds them in log2 of their number more
 * batches (msm_batch_affine_impl.h). */
static double ba_window(const msm_group_desc *d, const ecb_msm_costs *c, const msm_shape *sh,
                        double m, unsigned b, unsigned cw, unsigned j, double KG) {
    double K = (double)msm_pippenger_buckets(b, cw, j), Kfull = (double)((size_t)1 << (cw - 1));
    double fold = K < Kfull ? log2(Kfull / K) * c->inv : 0;
    double S = (double)msm_ba_batch((size_t)KG);
    double nz = m * (1.0 - 1.0 / (2.0 * K));
    double fill = K * (1.0 - exp(-nz / K));
    double adds = nz - fill, mem = msm_bucket_mem_cost(c, K * (double)d->aff_size);
    return m * (c->digit + msm_stream_cost(c, m, d->aff_size)) + fill * (c->set + mem) +
           adds * (ba_unit(d, c, sh) + mem) + (adds / S + 2 * K / KG) * c->inv + fold;
}

/* Batch-affine running sums of window j (XYZZ: msm_batch_affine_impl.h's ba_running_sum_xyzz),
 * or, with dense buckets at a level that sums in lanes (not under a one-lane shape), its share
 * of a task's batched sums over G windows (ba_running_sums_batched: about 2 K affine additions,
 * 2 XYZZ additions per segment, the len doublings; the task's len - 1 + log2 K batches'
 * inversions shared). */
static double ba_sums(const msm_group_desc *d, const ecb_msm_costs *c, const msm_shape *sh,
                      double m, unsigned b, unsigned cw, unsigned j, unsigned G) {
    double K = (double)msm_pippenger_buckets(b, cw, j), Kfull = (double)((size_t)1 << (cw - 1));
    double nz = m * (1.0 - 1.0 / (2.0 * K));
    double fill = K * (1.0 - exp(-nz / K));
    if (!d->ba_lane_sums || (sh != NULL && sh->lanes != 8) || (double)G * Kfull < MSM_BA_RS_MIN ||
        m < MSM_BA_DENSE * Kfull)
        return K * c->bucket + fill * c->madd + K * c->add;
    double segs = 1;
    while (segs * segs * G < 4 * Kfull)
        segs *= 2;
    double len = ceil(Kfull / segs);
    return K * c->bucket + 2 * K * ba_unit(d, c, sh) + 2 * ceil(K / len) * c->add +
           log2(len) * c->dbl + (len - 1 + log2(Kfull)) * c->inv / G;
}

static double est_batch_affine_shape(const msm_group_desc *d, const ecb_msm_costs *c,
                                     const msm_shape *sh, size_t n, unsigned b, unsigned cw,
                                     unsigned X, unsigned T) {
    unsigned W = msm_pippenger_windows(b, cw);
    double Kfull = (double)((size_t)1 << (cw - 1)), m = (double)n / X;
    unsigned G = msm_ba_join((size_t)Kfull, W), tasks = (W + G - 1) / G;
    double full =
        G * (ba_window(d, c, sh, m, b, cw, 0, G * Kfull) + ba_sums(d, c, sh, m, b, cw, 0, G));
    /* the last task: the remaining windows, the top one among them */
    unsigned rest = W - (tasks - 1) * G;
    double top = (rest - 1) * (ba_window(d, c, sh, m, b, cw, 0, rest * Kfull) +
                               ba_sums(d, c, sh, m, b, cw, 0, rest)) +
                 ba_window(d, c, sh, m, b, cw, W - 1, rest * Kfull) +
                 ba_sums(d, c, sh, m, b, cw, W - 1, rest);
    double work =
        tasks == 1 ? makespan(0, 0, X, top, T) : makespan((size_t)(tasks - 1) * X, full, X, top, T);
    double combine = (double)b * c->dbl + (double)W * X * c->add;
    return normalise_cost(d, c, n, T) + work + combine + (T > 1 ? (double)(T - 1) * c->thread : 0);
}

/* The cheapest of the descriptor's batch-affine shapes for these parameters (-1: the level's
 * own batch, when it lists none), its estimate in *est. */
static int batch_affine_shape(const msm_group_desc *d, const ecb_msm_costs *c, size_t n, unsigned b,
                              unsigned cw, unsigned X, unsigned T, double *est) {
    int best = -1;
    *est = -1;
    for (unsigned i = 0; i < d->n_shapes; i++) {
        if (d->shapes[i]->strategy != ECB_MSM_BATCH_AFFINE) continue;
        double e = est_batch_affine_shape(d, c, d->shapes[i], n, b, cw, X, T);
        if (*est < 0 || e < *est) {
            *est = e;
            best = (int)i;
        }
    }
    if (*est < 0) *est = est_batch_affine_shape(d, c, NULL, n, b, cw, X, T);
    return best;
}

static double est_batch_affine(const msm_group_desc *d, const ecb_msm_costs *c, size_t n,
                               unsigned b, unsigned cw, unsigned X, unsigned T) {
    double e;
    batch_affine_shape(d, c, n, b, cw, X, T, &e);
    return e;
}

const msm_shape *msm_plan_shape(const msm_group_desc *d, const ecb_msm_costs *costs,
                                const ecb_msm_plan_result *p) {
    ecb_msm_strategy m = p->strategy == ECB_MSM_GLV ? p->inner : p->strategy;
    if (d->n_shapes == 0 || p->n == 0 || p->scalar_bits == 0) return NULL;
    const ecb_msm_costs *c = costs ? costs : msm_desc_costs(d);
    size_t n = p->n;
    unsigned b = p->scalar_bits, parts = p->strategy == ECB_MSM_GLV ? d->endo_parts : 1;
    if (p->strategy == ECB_MSM_GLV && b > d->endo_bits) b = d->endo_bits;
    double e;
    if (m == ECB_MSM_STRAUS) {
        unsigned w = p->window;
        if (w < MSM_STRAUS_WMIN || w > MSM_STRAUS_WMAX) return NULL;
        double k = msm_cost_per_thread(n, p->threads ? p->threads : 1);
        int i = straus_shape(d, c, parts * k, 1.0 / (w + 1), k, b, w, &e);
        return i < 0 ? NULL : d->shapes[i];
    }
    if (m != ECB_MSM_PIPPENGER && m != ECB_MSM_BATCH_AFFINE) return NULL;
    if (p->window < 1 || p->window > MSM_PIPPENGER_CMAX) return NULL;
    n *= parts;
    unsigned X = p->point_chunks ? p->point_chunks : 1, T = p->threads ? p->threads : 1;
    if (m == ECB_MSM_BATCH_AFFINE) {
        int i = batch_affine_shape(d, c, n, b, p->window, X, T, &e);
        return i < 0 ? NULL : d->shapes[i];
    }
    int i = pippenger_shape(d, c, n, b, p->window, X, T, &e);
    if (i < 0 || d->shapes[i]->pippenger == NULL) return NULL;
    return d->shapes[i];
}

static double est_bucket_1bit(const msm_group_desc *d, const ecb_msm_costs *c, size_t n, unsigned b,
                              unsigned X, unsigned T) {
    double m = (double)n / X, cnt = m / 2;
    double levels = cnt > 1 ? ceil(log2(cnt)) : 0;
    double task = m * c->digit + cnt * c->set + (cnt > 1 ? cnt - 1 : 0) * c->aff_add +
                  (levels + cnt / MSM_BA_BATCH_MAX) * c->inv;
    double work = makespan((size_t)(b + 1) * X, task, 0, 0, T);
    double combine = (double)b * c->dbl + (double)(b + 1) * X * c->add;
    return normalise_cost(d, c, n, T) + work + combine + (T > 1 ? (double)(T - 1) * c->thread : 0);
}

/* The parts' bit length bound after the GLV split of b-bit scalars. */
static unsigned glv_bits(const msm_group_desc *d, unsigned b) {
    return b < d->endo_bits ? b : d->endo_bits;
}

/* GLV with inner Straus (window w): tables for the n points, images for the other parts. */
static double est_glv_straus(const msm_group_desc *d, const ecb_msm_costs *c, size_t n, unsigned b,
                             unsigned w, unsigned T) {
    double E = (double)(1u << (w - 2)), m = d->endo_parts;
    unsigned bp = glv_bits(d, b);
    double k = msm_cost_per_thread(n, T), chain;
    straus_shape(d, c, m * k, 1.0 / (w + 1), k, bp, w, &chain);
    return k * (c->endo_split + (m - 1) * E * c->endo_map) + m * k * (double)(bp + 1) * c->wnaf +
           chain + threads_overhead(c, T);
}

/* GLV with an inner bucket method: the split and the images, then the method on parts * n. */
static double est_glv_buckets(const msm_group_desc *d, const ecb_msm_costs *c,
                              ecb_msm_strategy inner, size_t n, unsigned b, unsigned cw, unsigned X,
                              unsigned T) {
    double m = d->endo_parts;
    unsigned bp = glv_bits(d, b);
    size_t np = n * d->endo_parts;
    double split = msm_cost_per_thread(n, T) * (c->endo_split + (m - 1) * c->endo_map);
    if (inner == ECB_MSM_BATCH_AFFINE) return split + est_batch_affine(d, c, np, bp, cw, X, T);
    return split + msm_cost_pippenger(d, c, np, bp, cw, X, T);
}

/* One candidate's estimate, or -1 when the group cannot run it. */
static double estimate_one(const msm_group_desc *d, const ecb_msm_costs *c, ecb_msm_strategy s,
                           ecb_msm_strategy inner, size_t n, unsigned b, unsigned w, unsigned X,
                           unsigned t) {
    switch (s) {
    case ECB_MSM_NAIVE:
        return msm_cost_naive(c, n, t);
    case ECB_MSM_DOUBLE_AND_ADD:
        return est_double_and_add(d, c, n, b, t);
    case ECB_MSM_STRAUS:
        return est_straus(d, c, n, b, w, t);
    case ECB_MSM_PIPPENGER:
        return msm_cost_pippenger(d, c, n, b, w, X, t);
    case ECB_MSM_BATCH_AFFINE:
        return est_batch_affine(d, c, n, b, w, X, t);
    case ECB_MSM_BUCKET_1BIT:
        return est_bucket_1bit(d, c, n, b, X, t);
    case ECB_MSM_GLV:
        if (inner == ECB_MSM_STRAUS) return est_glv_straus(d, c, n, b, w, t);
        return est_glv_buckets(d, c, inner, n, b, w, X, t);
    default:
        return -1;
    }
}

/* The window range of method s for b-bit scalars ([0, 0] when it has none). */
void msm_cost_window_range(ecb_msm_strategy s, unsigned b, unsigned *lo, unsigned *hi) {
    *lo = *hi = 0;
    if (s == ECB_MSM_STRAUS) {
        *lo = MSM_STRAUS_WMIN;
        *hi = MSM_STRAUS_WMAX;
    } else if (s == ECB_MSM_PIPPENGER || s == ECB_MSM_BATCH_AFFINE) {
        *lo = 1;
        *hi = msm_pippenger_cmax(b);
    } else if (s == ECB_MSM_BUCKET_1BIT) {
        *lo = *hi = 1;
    }
}

/* 1 when method s splits points into chunks across threads. */
static int chunked(ecb_msm_strategy s) {
    return s == ECB_MSM_PIPPENGER || s == ECB_MSM_BATCH_AFFINE || s == ECB_MSM_BUCKET_1BIT;
}

/* Best estimate for one strategy over windows, chunks, thread counts up to T and, for GLV,
 * inner methods; fills the parameters into *p (strategy, inner, window, threads,
 * point_chunks) and returns the estimate, or -1 when none fits the scratch limit or the
 * strategy is unavailable. */
double msm_cost_best(const msm_group_desc *d, const ecb_msm_costs *c, ecb_msm_strategy s, size_t n,
                     unsigned b, unsigned T, ecb_msm_strategy forced_inner, unsigned forced_window,
                     size_t scratch_limit, ecb_msm_plan_result *p) {
    if (!(d->strategies & MSM_BIT(s))) return -1;
    static const ecb_msm_strategy glv_inner[] = {ECB_MSM_STRAUS, ECB_MSM_PIPPENGER,
                                                 ECB_MSM_BATCH_AFFINE};
    double best = -1;
    ecb_msm_plan_result cand = *p;
    cand.strategy = s;
    unsigned ninner = s == ECB_MSM_GLV ? 3 : 1;
    for (unsigned ii = 0; ii < ninner; ii++) {
        ecb_msm_strategy inner = s == ECB_MSM_GLV ? glv_inner[ii] : ECB_MSM_AUTO;
        ecb_msm_strategy method = s == ECB_MSM_GLV ? inner : s;
        if (s == ECB_MSM_GLV && inner != ECB_MSM_STRAUS && !(d->strategies & MSM_BIT(inner)))
            continue;
        if (forced_inner != ECB_MSM_AUTO && inner != forced_inner) continue;
        unsigned bb = s == ECB_MSM_GLV ? glv_bits(d, b) : b;
        for (unsigned t = 1; t <= T; t = (t == T ? T + 1 : (2 * t > T ? T : 2 * t))) {
            unsigned wlo, whi;
            /* a forced window needs only be in the method's absolute range */
            msm_cost_window_range(method, forced_window ? MSM_PIPPENGER_CMAX : bb, &wlo, &whi);
            if (forced_window) {
                if (forced_window < wlo || forced_window > whi) continue;
                wlo = whi = forced_window;
            } else if (method == ECB_MSM_PIPPENGER || method == ECB_MSM_BATCH_AFFINE) {
                /* windows beyond log2(points) + 3 only add empty buckets */
                size_t np = s == ECB_MSM_GLV ? n * d->endo_parts : n;
                unsigned cap = 4;
                while (cap < whi && ((size_t)1 << (cap - 3)) <= np)
                    cap++;
                if (whi > cap) whi = cap;
            }
            for (unsigned w = wlo; w <= whi; w++) {
                unsigned xmax = chunked(method) ? t : 1;
                for (unsigned X = 1; X <= xmax;
                     X = (X == xmax ? xmax + 1 : (2 * X > xmax ? xmax : 2 * X))) {
                    double e = estimate_one(d, c, s, inner, n, b, w, X, t);
                    if (e < 0) return -1;
                    cand.inner = inner;
                    cand.window = w;
                    cand.threads = t;
                    cand.point_chunks = X;
                    if (scratch_limit != SIZE_MAX && msm_plan_scratch(d, n, &cand) > scratch_limit)
                        continue;
                    if (best < 0 || e < best) {
                        best = e;
                        *p = cand;
                    }
                }
            }
        }
    }
    if (best >= 0) {
        /* the scan and the gather: on the call's threads from MSM_SCAN_SLICE_MIN points a
         * thread */
        p->estimate_ns = best + msm_cost_per_thread(n, msm_scan_threads(n, p->threads)) * c->point;
    }
    return best < 0 ? -1 : p->estimate_ns;
}

double msm_estimate(const msm_group_desc *d, const ecb_msm_costs *c, ecb_msm_strategy s, size_t n,
                    unsigned bits, unsigned threads, unsigned *window, unsigned *chunks) {
    ecb_msm_plan_result p;
    memset(&p, 0, sizeof p);
    double e = msm_cost_best(d, c, s, n, bits ? bits : 1, threads ? threads : 1, ECB_MSM_AUTO,
                             window ? *window : 0, SIZE_MAX, &p);
    if (e >= 0) {
        if (window) *window = p.window;
        if (chunks) *chunks = p.point_chunks;
    }
    return e;
}

/* Precomputed Straus on t threads: each chains its share of the ns static columns (width ws,
 * tables built) and of the nd dynamic ones (width w, tables to build); *shape its chain form. */
double msm_cost_precomputed_straus(const msm_group_desc *d, const ecb_msm_costs *c, size_t ns,
                                   size_t nd, unsigned b, unsigned w, unsigned ws, unsigned t,
                                   int *shape) {
    double ms = msm_cost_per_thread(ns, t), md = msm_cost_per_thread(nd, t), cols = ms + md, chain;
    double p = (ms / (ws + 1) + md / (w + 1)) / cols;
    *shape = straus_shape(d, c, cols, p, md, b, w, &chain);
    return cols * (double)(b + 1) * c->wnaf + chain + threads_overhead(c, t);
}

const msm_shape *msm_plan_precomp_shape(const msm_group_desc *d, const ecb_msm_costs *costs,
                                        const ecb_msm_plan_result *p, size_t n_static,
                                        unsigned ws) {
    if (p->strategy != ECB_MSM_PRECOMPUTED_STRAUS) return msm_plan_shape(d, costs, p);
    if (p->n == 0 || p->scalar_bits == 0 || n_static > p->n || p->window < MSM_STRAUS_WMIN ||
        p->window > MSM_STRAUS_WMAX || ws < MSM_STRAUS_WMIN || ws > MSM_STRAUS_WMAX)
        return NULL;
    int i;
    msm_cost_precomputed_straus(d, costs ? costs : msm_desc_costs(d), n_static, p->n - n_static,
                                p->scalar_bits, p->window, ws, p->threads ? p->threads : 1, &i);
    return i < 0 ? NULL : d->shapes[i];
}
