/* Vector suites "msm" (group ristretto255, FORMAT.md §3) and "bulletproofs-plus/msm":
 * expected = sum scalars[i] * points[i], computed by the MSM engine with the strategy given by
 * --strategy (default: the plan's choice). "precomputed_straus" builds static tables for the
 * first half of each case's points and passes the rest as dynamic points. A strategy the
 * group lacks (batch_affine, glv, bucket_1bit for ristretto255) is an error, never a skip. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/msm.h"
#include "ecbatch/ristretto255.h"
#include "profile.h"
#include "vector_suites.h"

/* Decodes the i-th 32-byte hex string of arr. */
static int hex32_at(const json_t *arr, size_t i, uint8_t out[32]) {
    size_t len;
    unsigned char *b = json_hex_value_alloc(json_array_get(arr, i), &len);
    if (b == NULL || len != 32) {
        free(b);
        return -1;
    }
    memcpy(out, b, 32);
    free(b);
    return 0;
}

/* Runs one case; returns NULL when it passes, else why it failed. */
static const char *run_case(const json_t *c, ecb_msm_strategy strategy,
                            const ecb_msm_costs *costs) {
    const json_t *points = json_object_get(c, "points");
    const json_t *scalars = json_object_get(c, "scalars");
    const json_t *n_field = json_object_get(c, "n");
    uint8_t want[32], got[32];
    if (!json_is_array(points) || !json_is_array(scalars) ||
        json_hex_fixed(c, "expected", want, 32) != 0)
        return "missing points/scalars/expected";
    const size_t n = json_array_size(points);
    uint64_t n_given = n;
    if (n_field != NULL && json_uint_value(n_field, SIZE_MAX, &n_given) != 0)
        return "malformed n (not an integer >= 0)";
    if (json_array_size(scalars) != n || n_given != n) return "n, points and scalars disagree";
    ecb_ristretto255_point *p = malloc((n ? n : 1) * sizeof *p);
    ecb_ristretto255_scalar *k = malloc((n ? n : 1) * sizeof *k);
    const char *why = NULL;
    if (p == NULL || k == NULL) why = "out of memory";
    for (size_t i = 0; why == NULL && i < n; i++) {
        uint8_t pe[32], se[32];
        if (hex32_at(points, i, pe) != 0)
            why = "malformed point";
        else if (hex32_at(scalars, i, se) != 0)
            why = "malformed scalar";
        else if (ecb_ristretto255_decode(&p[i], pe) != ECB_OK)
            why = "point does not decode";
        else if (ecb_ristretto255_scalar_decode(&k[i], se) != ECB_OK)
            why = "scalar out of range";
    }
    if (why == NULL) {
        ecb_ristretto255_point sum;
        ecb_msm_options opt = {0};
        opt.costs = costs;
        ecb_status st;
        if (strategy == ECB_MSM_PRECOMPUTED_STRAUS) {
            size_t ns = n / 2;
            ecb_msm_ristretto255_precomp *pre = NULL;
            st = ecb_msm_ristretto255_precomp_new(&pre, p, ns, 0);
            opt.strategy = ECB_MSM_PRECOMPUTED_STRAUS;
            if (st == ECB_OK)
                st = ecb_msm_ristretto255_precomp_var(&sum, pre, k, ns, p + ns, k + ns, n - ns,
                                                      &opt);
            ecb_msm_ristretto255_precomp_free(pre);
        } else {
            opt.strategy = strategy;
            st = ecb_msm_ristretto255_var(&sum, p, k, n, &opt);
        }
        if (st != ECB_OK)
            why = "msm failed";
        else {
            ecb_ristretto255_encode(got, &sum);
            if (memcmp(got, want, 32) != 0) why = "wrong sum";
        }
    }
    free(p);
    free(k);
    return why;
}

int vectors_msm(const json_t *root, const struct vector_options *opt, struct vector_tally *tally) {
    const char *group = json_str(root, "group");
    ecb_group g;
    if (group == NULL || ecb_group_parse(group, &g) != ECB_OK || g != ECB_GROUP_RISTRETTO255) {
        fprintf(stderr, "msm: group '%s' is not supported by this runner\n", group ? group : "");
        return -1;
    }
    ecb_msm_strategy strategy = ECB_MSM_AUTO;
    if (opt != NULL && opt->strategy != NULL) {
        if (ecb_msm_strategy_parse(opt->strategy, &strategy) != ECB_OK) {
            fprintf(stderr, "msm: unknown strategy '%s'\n", opt->strategy);
            return -1;
        }
        if (!ecb_msm_strategy_available(g, strategy)) {
            fprintf(stderr, "msm: strategy '%s' is not available for %s\n", opt->strategy, group);
            return -1;
        }
    }
    ecb_msm_costs costs; /* the plan reads $ECBATCH_PROFILE when set */
    if (cli_load_costs(NULL, g, &costs) != 0) return -1;
    const json_t *cases = json_object_get(root, "cases");
    if (!json_is_array(cases)) {
        fprintf(stderr, "msm: no \"cases\" array\n");
        return -1;
    }
    size_t i;
    const json_t *c;
    json_array_foreach(cases, i, c) {
        const char *why = run_case(c, strategy, &costs);
        tally_case(tally, json_str(c, "id"), why == NULL, why);
    }
    return 0;
}
