/* Internal: the MSM profile reader with the reason a profile is refused (msm_profile.c), for
 * the command (cmdlib/profile.c), which names the file, the line and the fault, and for the
 * fuzz target, which parses bytes in memory. ecb_msm_costs_load is msm_profile_load without
 * the reason. */
#ifndef ECBATCH_MSM_PROFILE_H
#define ECBATCH_MSM_PROFILE_H

#include <stddef.h>

#include "ecbatch/msm.h"

/* Why a profile was refused. */
typedef struct msm_profile_error {
    unsigned line;    /* the line at fault, from 1; 0: the file as a whole */
    char reason[256]; /* what is wrong, printable ASCII (the file's own bytes escaped) */
} msm_profile_error;

/* As ecb_msm_costs_load, with the reason in *err (NULL: not wanted) whenever the status is not
 * ECB_OK (ECB_ERR_IO: the system's reason). */
ecb_status msm_profile_load(const char *path, ecb_group g, ecb_msm_costs *out,
                            msm_profile_error *err);

/* As msm_profile_load on the bytes text[0..len) (any bytes; len beyond
 * ECB_MSM_PROFILE_MAX_BYTES is refused as a file that long is). */
ecb_status msm_profile_parse(const char *text, size_t len, ecb_group g, ecb_msm_costs *out,
                             msm_profile_error *err);

#endif
