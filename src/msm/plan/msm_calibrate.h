/* Internal: how msm_desc_costs (msm_calibrate.c) scales a CPU family's own built-in figures to
 * the running machine, for the tests. */
#ifndef ECBATCH_MSM_CALIBRATE_H
#define ECBATCH_MSM_CALIBRATE_H

#include "msm/plan/msm_plan.h"

/* The one ratio by which msm_desc_costs scales the built-in figures c of a CPU family that has
 * its own: the geometric mean over m's runs of their time over c's estimate of them (a whole
 * MSM as the estimates price it: the timed units alone, on a shared machine, measured up to
 * 1.35x dearer than the MSMs they price), else m's add over c's; each held within [1/4, 8]. */
double msm_calibration_scale(const msm_group_desc *d, const ecb_msm_costs *c,
                             const msm_calibration *m);

#endif
