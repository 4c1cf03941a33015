/* The cost model's estimates that the plan (msm_choice.c) compares (msm_cost_model.c). Times in
 * ns; n points, b-bit scalars, T threads, unit costs c. */
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

#endif
