/* The many-MSM plan's result (msm_multi_plan.h). */
#include "msm/many/msm_multi_plan.h"

#include <string.h>

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
