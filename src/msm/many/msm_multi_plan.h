/* The many-MSM plan (ecb_msm_multi_plan_result) of every group: its result, and the plans of
 * the short Weierstrass groups (msm_multi_impl.h) and of ristretto255
 * (msm_multi_ristretto255.c). */
#ifndef ECBATCH_MSM_MULTI_PLAN_H
#define ECBATCH_MSM_MULTI_PLAN_H

#include "ecbatch/msm.h"

/* An empty plan: no estimates (-1), independent rows. */
void msm_multi_plan_init(ecb_msm_multi_plan_result *plan);

/* A forced method (not AUTO) replaces the plan's choice, with that method's window and
 * estimate. */
void msm_multi_plan_force(ecb_msm_multi_plan_result *plan, ecb_msm_multi_method method);

/* The plans of m MSMs of `bits`-bit scalars over n points of group g on `threads` threads (0
 * counts as 1) with `costs` (NULL: the selected level's built-in ones), every method's estimate
 * from the cost model (msm_cost_model.h) and the cheapest in *plan. Independent rows are m times
 * the engine's own plan (ecb_msm_plan_ex). */

/* The short Weierstrass groups' (msm_multi_impl.h): independent rows, m tree Pippengers or the
 * table of shifted copies. */
void msm_multi_plan_weierstrass(ecb_msm_multi_plan_result *plan, ecb_group g, size_t n,
                                unsigned bits, size_t m, unsigned threads,
                                const ecb_msm_costs *costs);

/* ristretto255's (msm_multi_ristretto255.c): independent rows or one fixed-base table shared by
 * the rows, within table_bytes. */
void msm_multi_plan_fixed(ecb_msm_multi_plan_result *plan, ecb_group g, size_t n, unsigned bits,
                          size_t m, unsigned threads, const ecb_msm_costs *costs,
                          size_t table_bytes);

#endif
