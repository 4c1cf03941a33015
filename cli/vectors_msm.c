/* Vector suites "msm" (group ristretto255, FORMAT.md §3) and "bulletproofs-plus/msm":
 * expected = sum scalars[i] * points[i]. The sum is computed naively, one constant-time
 * scalar multiplication per term, so the only strategy accepted is "naive" (or none). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/ristretto255.h"
#include "vector_suites.h"

/* Runs one case; returns NULL when it passes, else why it failed. */
static const char *run_case(const json_t *c) {
    const json_t *points = json_object_get(c, "points");
    const json_t *scalars = json_object_get(c, "scalars");
    const json_t *n_field = json_object_get(c, "n");
    uint8_t want[32], got[32];
    if (!json_is_array(points) || !json_is_array(scalars) ||
        json_hex_fixed(c, "expected", want, 32) != 0)
        return "missing points/scalars/expected";
    const size_t n = json_array_size(points);
    if (json_array_size(scalars) != n ||
        (json_is_integer(n_field) && (size_t)json_integer_value(n_field) != n))
        return "n, points and scalars disagree";
    ecb_ristretto255_point sum, p, t;
    ecb_ristretto255_identity(&sum);
    for (size_t i = 0; i < n; i++) {
        uint8_t pe[32], se[32];
        ecb_ristretto255_scalar k;
        const json_t *pv = json_array_get(points, i), *sv = json_array_get(scalars, i);
        size_t len;
        unsigned char *pb = json_hex_value_alloc(pv, &len);
        if (pb == NULL || len != 32) {
            free(pb);
            return "malformed point";
        }
        memcpy(pe, pb, 32);
        free(pb);
        unsigned char *sb = json_hex_value_alloc(sv, &len);
        if (sb == NULL || len != 32) {
            free(sb);
            return "malformed scalar";
        }
        memcpy(se, sb, 32);
        free(sb);
        if (ecb_ristretto255_decode(&p, pe) != ECB_OK) return "point does not decode";
        if (ecb_ristretto255_scalar_decode(&k, se) != ECB_OK) return "scalar out of range";
        ecb_ristretto255_scalar_mult(&t, &k, &p);
        ecb_ristretto255_add(&sum, &sum, &t);
    }
    ecb_ristretto255_encode(got, &sum);
    return memcmp(got, want, 32) == 0 ? NULL : "wrong sum";
}

int vectors_msm(const json_t *root, const struct vector_options *opt, struct vector_tally *tally) {
    const char *group = json_str(root, "group");
    if (group == NULL || strcmp(group, "ristretto255") != 0) {
        fprintf(stderr, "msm: group '%s' is not supported by this runner\n", group ? group : "");
        return -1;
    }
    if (opt != NULL && opt->strategy != NULL && strcmp(opt->strategy, "naive") != 0) {
        fprintf(stderr, "msm: strategy '%s' is not available (only 'naive')\n", opt->strategy);
        return -1;
    }
    const json_t *cases = json_object_get(root, "cases");
    if (!json_is_array(cases)) {
        fprintf(stderr, "msm: no \"cases\" array\n");
        return -1;
    }
    size_t i;
    const json_t *c;
    json_array_foreach(cases, i, c) {
        const char *why = run_case(c);
        tally_case(tally, json_str(c, "id"), why == NULL, why);
    }
    return 0;
}
