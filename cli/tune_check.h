/* `ecbatch tune`'s check of the figures it is about to write (tune_check.c). */
#ifndef ECBATCH_CLI_TUNE_CHECK_H
#define ECBATCH_CLI_TUNE_CHECK_H

#include <stdio.h>

#include "ecbatch/msm.h"

/* 1 when the candidate costs of group g, with its kernel shapes' figures as set at the call
 * (ecb_msm_costs_measure or a loaded profile), may be written at the active CPU level (no size
 * of the check list plans a choice under them that measures slower than the built-in costs'
 * choice), 0 when one does, -1 on failure (no engine, no memory). Each size whose choices
 * differ gets a line on log with both times. The shapes' figures are left as the candidate's
 * when it passes, else built-in. */
int tune_check(ecb_group g, const ecb_msm_costs *candidate, FILE *log);

#endif
