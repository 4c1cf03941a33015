/* The result of a many-MSM plan (ecb_msm_multi_plan_result), shared by every group's
 * many-MSM plan (msm_multi_impl.h, msm_multi_ristretto255.c). */
#ifndef ECBATCH_MSM_MULTI_PLAN_H
#define ECBATCH_MSM_MULTI_PLAN_H

#include "ecbatch/msm.h"

/* An empty plan: no estimates (-1), independent rows. */
void msm_multi_plan_init(ecb_msm_multi_plan_result *plan);

/* A forced method (not AUTO) replaces the plan's choice, with that method's window and
 * estimate. */
void msm_multi_plan_force(ecb_msm_multi_plan_result *plan, ecb_msm_multi_method method);

#endif
