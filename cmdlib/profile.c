#define _POSIX_C_SOURCE 200809L /* fileno */
#include "profile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Why a profile the library refused (status st) is unusable, in words. */
static const char *refusal(ecb_status st) {
    switch (st) {
    case ECB_ERR_PARSE:
        return "not a profile: a malformed line or value (each line: '# comment', 'version=N' "
               "or '[backend:]group.key=value' with a known key and a number >= 0)";
    case ECB_ERR_UNSUPPORTED:
        return "a profile version this ecbatch does not know (written by a newer one)";
    default:
        return ecb_status_str(st);
    }
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
    /* the file's own problems first, with the system's reason */
    struct stat sb;
    FILE *f = fopen(path, "r");
    const char *why = NULL;
    if (f == NULL)
        why = strerror(errno);
    else if (fstat(fileno(f), &sb) == 0 && S_ISDIR(sb.st_mode))
        why = "is a directory, not a file";
    if (f != NULL) fclose(f);
    ecb_status st = why == NULL ? ecb_msm_costs_load(path, g, out) : ECB_ERR_IO;
    if (st == ECB_OK) return 0;
    fprintf(stderr, "ecbatch: profile %s (%s): %s\n", path, from, why ? why : refusal(st));
    return -1;
}
