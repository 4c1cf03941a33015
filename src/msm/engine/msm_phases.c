/* The measurement build's counters (msm_phases.h); compiled only with ECBATCH_MSM_PHASES. */
#include "msm/engine/msm_phases.h"

struct msm_phases ecb_msm_phases;
