/* The unit costs the plan prices with on the running machine: a group's built-in figures for
 * the CPU family (msm_desc_costs_on), scaled by one short measurement per group descriptor,
 * kept for the life of the process (msm_desc_costs); the public defaults and the full
 * measurement that `ecbatch tune` writes into a profile (ecb_msm_costs_measure). */
#define _POSIX_C_SOURCE 200809L /* sysconf */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "msm/plan/msm_calibrate.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"
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

/* Every time figure (ns) of out times s, rounded as a profile stores it. */
static void msm_costs_times(ecb_msm_costs *out, double s) {
    double *t[] = {&out->add,           &out->madd,       &out->dbl,      &out->norm,
                   &out->inv,           &out->set,        &out->digit,    &out->bucket,
                   &out->wnaf,          &out->smul,       &out->point,    &out->thread,
                   &out->aff_add,       &out->endo_split, &out->endo_map, &out->stream,
                   &out->cache_penalty, &out->llc_penalty};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        *t[i] = profile_figure(*t[i] * s);
}

/* c with every time figure (ns) times s: the built-in costs of a faster or slower machine of
 * the same kind (the kernel shapes' built-in figures follow add, msm_shape_costs.c). */
static void msm_costs_scaled(ecb_msm_costs *out, const ecb_msm_costs *c, double s) {
    *out = *c;
    msm_costs_times(out, s);
}

/* A ratio of measured to built-in time held within [1/4, 8] (a broken timer, a preempted
 * run). */
static double clamped_ratio(double measured, double builtin) {
    if (!(measured > 0) || !(builtin > 0)) return 1;
    double s = measured / builtin;
    return s < 0.25 ? 0.25 : (s > 8 ? 8 : s);
}

/* A unit the calibration timed: its time, held within [1/4, 8] of the built-in figure; the
 * built-in figure where either is 0 (a unit the level lacks, a timing not taken). */
static double timed_unit(double builtin, double timed) {
    return builtin > 0 && timed > 0 ? builtin * clamped_ratio(timed, builtin) : builtin;
}

/* The private cache's size (bytes) as the C library reads it (CPUID), or 0. */
static double private_cache_bytes(void) {
#ifdef _SC_LEVEL2_CACHE_SIZE
    long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
    if (l2 >= 65536 && l2 <= (1L << 30)) return (double)l2;
#endif
    return 0;
}

/* The probe's working set: four times the private cache (three quarters of its updates miss
 * it), within the last-level cache of the machines measured. */
static double probe_bytes(const ecb_msm_costs *c) {
    double l2 = private_cache_bytes();
    return 4 * (l2 > 0 ? l2 : c->cache_bytes);
}

double msm_calibration_scale(const msm_group_desc *d, const ecb_msm_costs *c,
                             const msm_calibration *m) {
    double logs = 0;
    unsigned k = 0;
    const double ns[] = {m->pip_ns, m->ba_ns};
    const ecb_msm_strategy s[] = {ECB_MSM_PIPPENGER, ECB_MSM_BATCH_AFFINE};
    for (unsigned i = 0; i < 2 && m->run_n > 0 && m->run_c > 0; i++) {
        unsigned w = m->run_c;
        double e = ns[i] > 0 ? msm_estimate(d, c, s[i], m->run_n, m->run_bits, 1, &w, NULL) : -1;
        if (e > 0) logs += log(clamped_ratio(ns[i], e)), k++;
    }
    return k > 0 ? exp(logs / k) : clamped_ratio(m->add, c->add);
}

void msm_costs_from_calibration(ecb_msm_costs *out, const msm_group_desc *d, const ecb_msm_costs *c,
                                const msm_calibration *m, double l2) {
    *out = *c;
    double s_add = clamped_ratio(m->add, c->add), s_dbl = clamped_ratio(m->dbl, c->dbl);
    double s_book = sqrt(s_add * s_dbl);
    out->add = timed_unit(c->add, m->add);
    out->madd = timed_unit(c->madd, m->madd);
    out->dbl = timed_unit(c->dbl, m->dbl);
    out->inv = timed_unit(c->inv, m->inv);
    out->norm = timed_unit(c->norm, m->norm);
    out->aff_add = timed_unit(c->aff_add, m->aff_add);
    out->endo_split = timed_unit(c->endo_split, m->endo_split);
    out->endo_map = timed_unit(c->endo_map, m->endo_map);
    double *book[] = {&out->set, &out->digit, &out->bucket, &out->wnaf, &out->point, &out->stream};
    for (size_t i = 0; i < sizeof book / sizeof book[0]; i++)
        *book[i] *= s_book;
    out->smul *= s_dbl;
    /* the kernel shapes' figures follow add (msm_shape_costs.c); their timed units serve the
     * cache probe below */
    if (l2 > 0 && l2 < out->llc_bytes) out->cache_bytes = l2;
    if (m->far_bytes > out->cache_bytes) /* the probe ran */
        out->cache_penalty = m->far_extra / (1 - out->cache_bytes / m->far_bytes);
    msm_costs_times(out, 1);
    /* the whole MSMs' level from the runs, the units' ratios kept */
    ecb_msm_costs units = *out;
    msm_costs_scaled(out, &units, msm_calibration_scale(d, &units, m));
}

/* ECBATCH_COSTS, read once: "builtin" plans with the built-in figures as they are (no
 * calibration), "generic" as on a CPU family without figures of its own (the level's common
 * ones, calibrated unit by unit), anything else (or unset) as this CPU. */
typedef enum { COSTS_CALIBRATED, COSTS_BUILTIN, COSTS_GENERIC } costs_mode;

static costs_mode costs_mode_read(void) {
    const char *v = getenv("ECBATCH_COSTS");
    if (v != NULL && strcmp(v, "builtin") == 0) return COSTS_BUILTIN;
    if (v != NULL && strcmp(v, "generic") == 0) return COSTS_GENERIC;
    return COSTS_CALIBRATED;
}

/* The costs the plan prices with, once per descriptor and process (calibration takes a few
 * milliseconds on the first plan of a group and level). A CPU family with built-in figures
 * keeps their ratios, which were fitted to whole MSMs there, and scales them uniformly
 * (msm_calibration_scale): the host behind a machine kind changes (the same family has shown
 * every unit 2.2x dearer on one host than on another), so the estimates become this machine's
 * and the choices stay. Other families derive each unit from the calibration
 * (msm_costs_from_calibration). */
#define CALIBRATED_MAX 16
static struct {
    const msm_group_desc *d;
    ecb_msm_costs costs;
} calibrated[CALIBRATED_MAX];
static unsigned n_calibrated;
static int mode_read;
static costs_mode mode;
static pthread_mutex_t calibrated_lock = PTHREAD_MUTEX_INITIALIZER;

const ecb_msm_costs *msm_desc_costs(const msm_group_desc *d) {
    ecb_cpu_id id = ecb_cpu_id_get();
    pthread_mutex_lock(&calibrated_lock);
    if (!mode_read) mode = costs_mode_read(), mode_read = 1;
    const ecb_msm_costs *base =
        mode == COSTS_GENERIC ? &d->costs : msm_desc_costs_on(d, id.vendor, id.family);
    const ecb_msm_costs *r = base;
    if (mode != COSTS_BUILTIN && d->calibrate != NULL && base->add > 0) {
        unsigned i = 0;
        while (i < n_calibrated && calibrated[i].d != d)
            i++;
        if (i == n_calibrated && i < CALIBRATED_MAX) {
            msm_calibration m;
            memset(&m, 0, sizeof m);
            m.far_bytes = probe_bytes(base);
            m.costs = base;
            d->calibrate(&m);
            if (base == &d->costs)
                msm_costs_from_calibration(&calibrated[i].costs, d, base, &m,
                                           private_cache_bytes());
            else
                msm_costs_scaled(&calibrated[i].costs, base, msm_calibration_scale(d, base, &m));
            calibrated[i].d = d;
            n_calibrated++;
        }
        if (i < n_calibrated) r = &calibrated[i].costs;
    }
    pthread_mutex_unlock(&calibrated_lock);
    return r;
}

ecb_status ecb_msm_costs_measure(ecb_group g, ecb_msm_costs *out) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    const msm_group_desc *d = msm_group_lookup(g);
    if (d == NULL || d->measure == NULL) return ECB_ERR_UNSUPPORTED;
    return d->measure(out);
}
