/* The unit costs the plan prices with on the running machine: a group's built-in figures for
 * the CPU family (msm_desc_costs_on), scaled by one short measurement per group descriptor,
 * kept for the life of the process (msm_desc_costs); the public defaults and the full
 * measurement that `ecbatch tune` writes into a profile (ecb_msm_costs_measure). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "msm/plan/msm_plan.h"
#include "util/cpu.h"

ecb_status ecb_msm_costs_default(ecb_group g, ecb_msm_costs *out) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    const msm_group_desc *d = msm_group_lookup(g);
    if (d == NULL) return ECB_ERR_UNSUPPORTED;
    *out = *msm_desc_costs(d);
    return ECB_OK;
}

const ecb_msm_costs *msm_desc_costs_on(const msm_group_desc *d, ecb_cpu_vendor vendor,
                                       unsigned family) {
    for (unsigned i = 0; i < d->n_family_costs; i++)
        if (d->family_costs[i].vendor == vendor && d->family_costs[i].family == family)
            return &d->family_costs[i].costs;
    return &d->costs;
}

/* v as a profile stores it (6 significant digits, ecb_msm_costs_write in msm_profile.c): scaled
 * figures written and read back stay the same figures. */
static double profile_figure(double v) {
    char b[32];
    snprintf(b, sizeof b, "%.6g", v);
    return strtod(b, NULL);
}

/* c with every time figure (ns) times s: the built-in costs of a faster or slower machine of
 * the same kind (the kernel shapes' built-in figures follow add, msm_shape_costs.c). */
static void msm_costs_scaled(ecb_msm_costs *out, const ecb_msm_costs *c, double s) {
    *out = *c;
    double *t[] = {&out->add,           &out->madd,       &out->dbl,      &out->norm,
                   &out->inv,           &out->set,        &out->digit,    &out->bucket,
                   &out->wnaf,          &out->smul,       &out->point,    &out->thread,
                   &out->aff_add,       &out->endo_split, &out->endo_map, &out->stream,
                   &out->cache_penalty, &out->llc_penalty};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        *t[i] = profile_figure(*t[i] * s);
}

/* The built-in costs scaled to the running machine, once per descriptor: the host behind a
 * machine kind changes (the same CPU family has shown every unit 2.2x dearer on one host than
 * on another), while the ratios between units, which fix the plan's choice, hold; a uniform
 * scale keeps every choice and makes the estimates the running machine's. The scale is the
 * measured `add` over the built-in one, held within [1/4, 8]. */
#define CALIBRATED_MAX 16
static struct {
    const msm_group_desc *d;
    ecb_msm_costs costs;
} calibrated[CALIBRATED_MAX];
static unsigned n_calibrated;
static pthread_mutex_t calibrated_lock = PTHREAD_MUTEX_INITIALIZER;

const ecb_msm_costs *msm_desc_costs(const msm_group_desc *d) {
    ecb_cpu_id id = ecb_cpu_id_get();
    const ecb_msm_costs *base = msm_desc_costs_on(d, id.vendor, id.family);
    if (d->calibrate == NULL || base->add <= 0) return base;
    const ecb_msm_costs *r = base;
    pthread_mutex_lock(&calibrated_lock);
    unsigned i = 0;
    while (i < n_calibrated && calibrated[i].d != d)
        i++;
    if (i == n_calibrated && i < CALIBRATED_MAX) {
        double s = d->calibrate() / base->add;
        s = s < 0.25 ? 0.25 : (s > 8 ? 8 : s);
        msm_costs_scaled(&calibrated[i].costs, base, s);
        calibrated[i].d = d;
        n_calibrated++;
    }
    if (i < n_calibrated) r = &calibrated[i].costs;
    pthread_mutex_unlock(&calibrated_lock);
    return r;
}

ecb_status ecb_msm_costs_measure(ecb_group g, ecb_msm_costs *out) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    const msm_group_desc *d = msm_group_lookup(g);
    if (d == NULL || d->measure == NULL) return ECB_ERR_UNSUPPORTED;
    return d->measure(out);
}
