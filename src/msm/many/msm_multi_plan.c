/* The many-MSM plans and their result (msm_multi_plan.h); the estimates are the cost
 * model's (msm_cost_model.h: msm_cost_tables.c). */
#include "msm/many/msm_multi_plan.h"

#include <string.h>

#include "msm/plan/msm_cost_model.h"
#include "msm/plan/msm_plan.h"

void msm_multi_plan_init(ecb_msm_multi_plan_result *plan) {
    memset(plan, 0, sizeof *plan);
    for (int i = 0; i < ECB_MSM_MULTI_METHOD_COUNT; i++)
        plan->method_ns[i] = -1;
    plan->method = ECB_MSM_MULTI_INDEPENDENT;
}

void msm_multi_plan_force(ecb_msm_multi_plan_result *plan, ecb_msm_multi_method method) {
    if (method == ECB_MSM_MULTI_AUTO || method == plan->method) return;
    plan->method = method;
    plan->window = plan->method_window[method];
    plan->estimate_ns = plan->method_ns[method];
}

/* The plan's method becomes `method` with window `window` when its estimate e is lower. */
static void plan_consider(ecb_msm_multi_plan_result *plan, ecb_msm_multi_method method, double e,
                          unsigned window) {
    plan->method_ns[method] = e;
    plan->method_window[method] = window;
    if (e < plan->estimate_ns) {
        plan->estimate_ns = e;
        plan->method = method;
        plan->window = window;
    }
}

void msm_multi_plan_weierstrass(ecb_msm_multi_plan_result *plan, ecb_group g, size_t n,
                                unsigned bits, size_t m, unsigned threads,
                                const ecb_msm_costs *costs) {
    ecb_msm_costs def;
    if (costs == NULL) {
        ecb_msm_costs_default(g, &def);
        costs = &def;
    }
    unsigned th = threads < 1 ? 1 : threads, c;
    msm_multi_plan_init(plan);
    if (n == 0 || m == 0 || bits == 0) return;
    ecb_msm_plan_result one;
    ecb_msm_plan_ex(g, n, bits, th, costs, ECB_MSM_AUTO, 0, &one);
    plan->estimate_ns = plan->method_ns[ECB_MSM_MULTI_INDEPENDENT] = (double)m * one.estimate_ns;
    double tree = msm_cost_multi_tree(costs, n, bits, m, th, &c);
    plan_consider(plan, ECB_MSM_MULTI_TREE, tree, c);
    double copies = msm_cost_multi_copies(costs, n, bits, m, th, &c);
    plan_consider(plan, ECB_MSM_MULTI_TABLE, copies, c);
}

void msm_multi_plan_fixed(ecb_msm_multi_plan_result *plan, ecb_group g, size_t n, unsigned bits,
                          size_t m, unsigned threads, const ecb_msm_costs *costs,
                          size_t table_bytes) {
    const msm_group_desc *d = msm_group_lookup(g);
    msm_multi_plan_init(plan);
    if (d == NULL || n == 0 || m == 0 || bits == 0) return;
    const ecb_msm_costs *u = costs != NULL ? costs : msm_desc_costs(d);
    unsigned th = threads < 1 ? 1 : threads;
    unsigned b = bits < d->max_scalar_bits ? bits : d->max_scalar_bits;
    ecb_msm_plan_result one;
    double indep = 0;
    if (ecb_msm_plan_ex(g, n, b, th, costs, ECB_MSM_AUTO, 0, &one) == ECB_OK)
        indep = (double)m * one.estimate_ns;
    plan->estimate_ns = plan->method_ns[ECB_MSM_MULTI_INDEPENDENT] = indep;
    unsigned c = 1, T = 1;
    double table = msm_cost_multi_fixed_choose(d, u, n, bits, m, th, table_bytes, &c, &T);
    plan_consider(plan, ECB_MSM_MULTI_TABLE, table, c);
}
