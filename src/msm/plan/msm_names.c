/* The names of groups, strategies and kernel shapes (ecb_group_name, ecb_msm_strategy_name and
 * their parsers, ecb_msm_shape_name) and which strategies a group runs
 * (ecb_msm_strategy_available). */
#include <string.h>

#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"

static const char *const strategy_names[ECB_MSM_STRATEGY_COUNT] = {
    "auto",         "naive", "double_and_add", "straus", "precomputed_straus", "pippenger",
    "batch_affine", "glv",   "bucket_1bit",
};

static const char *const group_names[ECB_GROUP_COUNT] = {
    "ristretto255",
    "bls12-381-g1",
    "bls12-381-g2",
    "bls12-377-g1",
    "bn254-g1",
};

/* names[i], or "unknown" past the end. */
static const char *name_at(const char *const *names, unsigned count, unsigned i) {
    return i < count ? names[i] : "unknown";
}

/* *index = the position of name in names[0..count); ECB_ERR_INVALID_ARGUMENT when absent. */
static ecb_status name_index(const char *const *names, unsigned count, const char *name,
                             unsigned *index) {
    if (name == NULL) return ECB_ERR_NULL_POINTER;
    unsigned i = 0;
    while (i < count && strcmp(name, names[i]))
        i++;
    *index = i;
    return i < count ? ECB_OK : ECB_ERR_INVALID_ARGUMENT;
}

const char *ecb_msm_strategy_name(ecb_msm_strategy s) {
    return name_at(strategy_names, ECB_MSM_STRATEGY_COUNT, (unsigned)s);
}

const char *ecb_group_name(ecb_group g) {
    return name_at(group_names, ECB_GROUP_COUNT, (unsigned)g);
}

ecb_status ecb_msm_strategy_parse(const char *name, ecb_msm_strategy *out) {
    unsigned i;
    ecb_status st =
        out ? name_index(strategy_names, ECB_MSM_STRATEGY_COUNT, name, &i) : ECB_ERR_NULL_POINTER;
    if (st == ECB_OK) *out = (ecb_msm_strategy)i;
    return st;
}

ecb_status ecb_group_parse(const char *name, ecb_group *out) {
    unsigned i;
    ecb_status st = out ? name_index(group_names, ECB_GROUP_COUNT, name, &i) : ECB_ERR_NULL_POINTER;
    if (st == ECB_OK) *out = (ecb_group)i;
    return st;
}

int ecb_msm_strategy_available(ecb_group g, ecb_msm_strategy s) {
    const msm_group_desc *d = msm_group_lookup(g);
    if (d == NULL || (unsigned)s >= ECB_MSM_STRATEGY_COUNT) return 0;
    return s == ECB_MSM_AUTO || (d->strategies & MSM_BIT(s)) != 0;
}

const char *ecb_msm_shape_name(ecb_group g, unsigned i) {
    const msm_group_desc *d = msm_group_lookup(g);
    return d != NULL && i < d->n_shapes ? d->shapes[i]->name : NULL;
}
