/* The cost model: every estimate the plans compare, the engine's strategies (msm_cost_model.c,
 * compared by msm_choice.c) and the table methods (msm_cost_tables.c: the fixed-base MSM, the
 * methods of many MSMs over one base set and their windows). Times in ns; n points, b-bit
 * scalars, T threads, unit costs c. */
#ifndef ECBATCH_MSM_COST_MODEL_H
#define ECBATCH_MSM_COST_MODEL_H

#include <stddef.h>

#include "ecbatch/msm.h"
#include "msm/plan/msm_plan.h"

/* Largest Pippenger window worth trying for b-bit scalars. */
static inline unsigned msm_pippenger_cmax(unsigned b) {
    unsigned m = b + 1 < MSM_PIPPENGER_CMAX ? b + 1 : MSM_PIPPENGER_CMAX;
    return m < 1 ? 1 : m;
}

/* ceil(n / T): one thread's share of n items. */
double msm_cost_per_thread(size_t n, unsigned T);

/* The naive sum of n scalar multiplications. */
double msm_cost_naive(const ecb_msm_costs *c, size_t n, unsigned T);

/* Pippenger with window cw and X point chunks (its cheapest kernel shape). */
double msm_cost_pippenger(const msm_group_desc *d, const ecb_msm_costs *c, size_t n, unsigned b,
                          unsigned cw, unsigned X, unsigned T);

/* Precomputed Straus on t threads: ns static columns (width ws, tables built) and nd dynamic
 * ones (width w); *shape receives its chain form (a shape index, or -1). */
double msm_cost_precomputed_straus(const msm_group_desc *d, const ecb_msm_costs *c, size_t ns,
                                   size_t nd, unsigned b, unsigned w, unsigned ws, unsigned t,
                                   int *shape);

/* The window range of method s for b-bit scalars ([0, 0] when it has none). */
void msm_cost_window_range(ecb_msm_strategy s, unsigned b, unsigned *lo, unsigned *hi);

/* Best estimate for strategy s over windows, chunks, thread counts up to T and, for GLV, inner
 * methods; fills the parameters into *p and returns the estimate, or -1 when none fits the
 * scratch limit or the strategy is unavailable. */
double msm_cost_best(const msm_group_desc *d, const ecb_msm_costs *c, ecb_msm_strategy s, size_t n,
                     unsigned b, unsigned T, ecb_msm_strategy forced_inner, unsigned forced_window,
                     size_t scratch_limit, ecb_msm_plan_result *p);

/* ---- the table methods (msm_cost_tables.c) ---- */

/* One fixed-base MSM (msm_fixed.h) of n bases with window cw and T entries per base on
 * `threads` threads, from d's unit costs (c NULL: its built-in ones). */
double msm_cost_fixed(const msm_group_desc *d, const ecb_msm_costs *c, size_t n, unsigned b,
                      unsigned cw, unsigned T, unsigned threads);

/* The best (window *cw, passes *k) of a fixed-base table of n bases with at most max_T entries
 * per base; returns its msm_cost_fixed. */
double msm_cost_fixed_choose(const msm_group_desc *d, const ecb_msm_costs *c, size_t n, unsigned b,
                             unsigned max_T, unsigned threads, unsigned *cw, unsigned *k);

/* The window of the many-MSM's tree Pippenger (msm_multi_impl.h) over n points: it minimises
 * its batch-affine additions per MSM, written to *adds. */
unsigned msm_cost_multi_tree_window(size_t n, unsigned b, double *adds);

/* The window of the many-MSM's shifted copies for m MSMs over n points: it minimises the
 * additions of the m rows and the copies' doublings, written to *adds. */
unsigned msm_cost_multi_copies_window(size_t n, unsigned b, size_t m, double *adds);

/* m tree Pippengers over n points on T >= 1 threads; *window = their window. */
double msm_cost_multi_tree(const ecb_msm_costs *c, size_t n, unsigned b, size_t m, unsigned T,
                           unsigned *window);

/* The shifted copies of n points built once and m rows over them on T >= 1 threads; *window =
 * the copies' window. */
double msm_cost_multi_copies(const ecb_msm_costs *c, size_t n, unsigned b, size_t m, unsigned T,
                             unsigned *window);

/* A fixed-base table of n points (window cw, T entries per base) built once and shared by m
 * rows, on `threads` >= 1 threads, with d's kernels and unit costs c. */
double msm_cost_multi_fixed(const msm_group_desc *d, const ecb_msm_costs *c, size_t n, unsigned b,
                            size_t m, unsigned threads, unsigned cw, unsigned T);

/* The best window *cw and entries per base *T of that table within table_bytes; returns its
 * msm_cost_multi_fixed. */
double msm_cost_multi_fixed_choose(const msm_group_desc *d, const ecb_msm_costs *c, size_t n,
                                   unsigned b, size_t m, unsigned threads, size_t table_bytes,
                                   unsigned *cw, unsigned *T);

/* The wNAF width of m MSMs sharing their scalars of b bits (msm_multi_columns_impl.h). */
unsigned msm_cost_columns_window(unsigned b);

#endif
