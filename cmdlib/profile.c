#define _POSIX_C_SOURCE 200809L /* stat */
#include "profile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli_text.h"
#include "msm/plan/msm_profile.h"

int cli_load_profile(const char *path, const char *from, ecb_group g, ecb_msm_costs *out) {
    /* a folder is named as one (the library's read would say "Is a directory" as well) */
    struct stat sb;
    if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "ecbatch: profile %s (%s): is a directory, not a file\n", cli_text(path),
                from);
        return -1;
    }
    msm_profile_error err;
    ecb_status st = msm_profile_load(path, g, out, &err);
    if (st == ECB_OK) return 0;
    if (err.line > 0)
        fprintf(stderr, "ecbatch: profile %s (%s): line %u: %s\n", cli_text(path), from,
                err.line, err.reason);
    else
        fprintf(stderr, "ecbatch: profile %s (%s): %s\n", cli_text(path), from, err.reason);
    return -1;
}

int cli_load_costs(const char *path, ecb_group g, ecb_msm_costs *out) {
    const char *from = "--profile";
    if (path == NULL) path = getenv("ECBATCH_PROFILE"), from = "ECBATCH_PROFILE";
    if (path == NULL || path[0] == '\0') {
        if (ecb_msm_costs_default(g, out) != ECB_OK) {
            fprintf(stderr, "ecbatch: no MSM engine for group %s\n", ecb_group_name(g));
            return -1;
        }
        return 0;
    }
    return cli_load_profile(path, from, g, out);
}
