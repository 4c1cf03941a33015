#include "profile.h"

#include <stdio.h>
#include <stdlib.h>

int cli_load_costs(const char *path, ecb_group g, ecb_msm_costs *out) {
    if (path == NULL) path = getenv("ECBATCH_PROFILE");
    if (path == NULL || path[0] == '\0') {
        if (ecb_msm_costs_default(g, out) != ECB_OK) {
            fprintf(stderr, "ecbatch: no MSM engine for group %s\n", ecb_group_name(g));
            return -1;
        }
        return 0;
    }
    ecb_status st = ecb_msm_costs_load(path, g, out);
    if (st != ECB_OK) {
        fprintf(stderr, "ecbatch: cannot use profile '%s': %s\n", path, ecb_status_str(st));
        return -1;
    }
    return 0;
}
