/* The first-use calibration behind the plan's costs (msm_calibrate.c): it runs once per group
 * and level, from any number of threads at once, within its time bound; the costs of a CPU
 * family without built-in figures follow the timed primitives unit by unit
 * (msm_costs_from_calibration) and a family's own figures scale by one ratio
 * (msm_calibration_scale), both checked on made-up timings; ECBATCH_COSTS (the test's
 * registrations: unset, builtin, generic) picks the figures. */
#include <math.h>
#include <pthread.h>
#include <string.h>
#include <time.h>

#include "ecbatch.h"
#include "msm/plan/msm_calibrate.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"
#include "testlib.h"

#if defined(MSM_INSTRUMENTED) /* msm/plan/msm_plan.h: an AddressSanitizer or ThreadSanitizer build */
#define MSM_INSTRUMENTED_TEST 1
#else
#define MSM_INSTRUMENTED_TEST 0
#endif
#include "util/cpu.h"

static const ecb_group groups[] = {ECB_GROUP_RISTRETTO255, ECB_GROUP_BLS12_381_G1,
                                   ECB_GROUP_BLS12_381_G2, ECB_GROUP_BLS12_377_G1,
                                   ECB_GROUP_BN254_G1};
#define NGROUPS (sizeof groups / sizeof groups[0])
#define RACERS 4

/* The costs each racing thread got, and the address msm_desc_costs gave it. */
static ecb_msm_costs raced[RACERS][NGROUPS];
static const ecb_msm_costs *raced_at[RACERS][NGROUPS];
static pthread_barrier_t start;

static void *racer(void *arg) {
    size_t r = (size_t)arg;
    pthread_barrier_wait(&start);
    for (size_t k = 0; k < NGROUPS; k++) {
        size_t g = (k + r) % NGROUPS; /* the threads start on different groups */
        CHECK(ecb_msm_costs_default(groups[g], &raced[r][g]) == ECB_OK);
        raced_at[r][g] = msm_desc_costs(msm_group_lookup(groups[g]));
    }
    return NULL;
}

/* The process's first plans, from RACERS threads at once: every thread gets the same costs at
 * the same address (one calibration per group), and later calls the same again. */
static void test_once(void) {
    pthread_t t[RACERS];
    CHECK(pthread_barrier_init(&start, NULL, RACERS) == 0);
    for (size_t r = 0; r < RACERS; r++)
        CHECK(pthread_create(&t[r], NULL, racer, (void *)r) == 0);
    for (size_t r = 0; r < RACERS; r++)
        pthread_join(t[r], NULL);
    pthread_barrier_destroy(&start);
    for (size_t g = 0; g < NGROUPS; g++) {
        const ecb_msm_costs *again = msm_desc_costs(msm_group_lookup(groups[g]));
        for (size_t r = 0; r < RACERS; r++) {
            CHECK(memcmp(&raced[r][g], &raced[0][g], sizeof raced[0][g]) == 0);
            CHECK(raced_at[r][g] == again);
        }
        CHECK(memcmp(again, &raced[0][g], sizeof *again) == 0);
    }
}

static double thread_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Each group's calibration at this level takes at most tens of milliseconds of CPU, and times
 * every primitive its level has: positive, the point operations within a factor 20 of the
 * built-in figures. */
static void test_bounded(void) {
    for (size_t g = 0; g < NGROUPS; g++) {
        const msm_group_desc *d = msm_group_lookup(groups[g]);
        CHECK(d != NULL && d->calibrate != NULL);
        if (d == NULL || d->calibrate == NULL) continue;
        msm_calibration m;
        memset(&m, 0, sizeof m);
        m.far_bytes = 4 * d->costs.cache_bytes;
        m.costs = &d->costs;
        double t0 = thread_ms();
        d->calibrate(&m);
        double ms = thread_ms() - t0;
        /* its time is printed, not checked (speed is the benchmarks' business; 4-40 ms on the
         * project's machine, loaded, in the Release build) */
        printf("%s: calibration %.1f ms of CPU\n", d->name, ms);
        const ecb_msm_costs *c = &d->costs;
        double pairs[][2] = {{m.add, c->add}, {m.madd, c->madd}, {m.dbl, c->dbl}};
        /* timed, so within 20x of the built-in figures in an optimised build; a sanitizer's
         * instrumentation (the plan's MSM_INSTRUMENTED) slows them past that */
        for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
            CHECK(pairs[i][0] > 0 &&
                  (MSM_INSTRUMENTED_TEST ||
                   (pairs[i][0] > pairs[i][1] / 20 && pairs[i][0] < 20 * pairs[i][1])));
        /* ristretto255's eight-lane "inversion" is a conversion: a call's overhead */
        CHECK(m.inv > 0 && m.norm > 0);
        CHECK((m.aff_add > 0) == (d->ba_scratch != 0));
        CHECK((m.endo_map > 0) == (d->endo_parts != 0));
        for (unsigned i = 0; i < d->n_shapes; i++)
            CHECK(m.shape[i] > 0 || (d->shapes[i]->unit_adds == NULL &&
                                     d->shapes[i]->strategy != ECB_MSM_STRAUS));
        CHECK(m.far_bytes >= 2 * d->costs.cache_bytes && m.far_extra >= 0);
        CHECK(m.run_n >= 64 && m.run_bits == d->max_scalar_bits && m.pip_ns > 0);
        CHECK((m.ba_ns > 0) == ((d->strategies & MSM_BIT(ECB_MSM_BATCH_AFFINE)) != 0));
    }
}

/* msm_costs_from_calibration on made-up timings: each timed unit in place of the built-in one
 * (within [1/4, 8] of it), the bookkeeping by the geometric mean of add's and dbl's ratios,
 * smul by dbl's, the first cache level from the size given and the probe, the last level and
 * the thread start as built in. */
static void test_derived(void) {
    for (size_t g = 0; g < NGROUPS; g++) {
        const msm_group_desc *d = msm_group_lookup(groups[g]);
        const ecb_msm_costs *c = &d->costs;
        msm_calibration m;
        memset(&m, 0, sizeof m);
        m.add = 2 * c->add; /* ratio 2 */
        m.dbl = 8 * c->dbl; /* ratio 8: the bookkeeping 4x */
        m.madd = 0.5 * c->madd;
        m.inv = 100 * c->inv; /* held at 8x */
        m.norm = 0;           /* not timed: built in */
        m.aff_add = 3 * c->aff_add;
        m.endo_map = 1.5 * c->endo_map;
        m.far_bytes = 4 << 20;
        m.far_extra = 30;
        ecb_msm_costs o;
        msm_costs_from_calibration(&o, d, c, &m, 1 << 20);
        CHECK(o.add == 2 * c->add && o.dbl == 8 * c->dbl && o.madd == 0.5 * c->madd);
        CHECK(o.inv == 8 * c->inv && o.norm == c->norm);
        CHECK(o.aff_add == 3 * c->aff_add && o.endo_map == 1.5 * c->endo_map);
        CHECK(o.digit == 4 * c->digit && o.bucket == 4 * c->bucket && o.wnaf == 4 * c->wnaf);
        CHECK(o.set == 4 * c->set && o.point == 4 * c->point && o.smul == 8 * c->smul);
        CHECK(o.cache_bytes == 1 << 20 && o.cache_penalty == 40); /* 30 / (1 - 1/4) */
        CHECK(o.llc_bytes == c->llc_bytes && o.llc_penalty == c->llc_penalty);
        CHECK(o.thread == c->thread);
        /* no probe, no cache size: the built-in hierarchy */
        m.far_bytes = m.far_extra = 0;
        msm_costs_from_calibration(&o, d, c, &m, 0);
        CHECK(o.cache_bytes == c->cache_bytes && o.cache_penalty == c->cache_penalty);
        /* the runs set the whole MSMs' level: twice their estimates under the units (with
         * batch-affine's, 8 times: the geometric mean 4) scale every time alike */
        m.far_bytes = 4 << 20;
        m.far_extra = 30;
        ecb_msm_costs base, fit;
        msm_costs_from_calibration(&base, d, c, &m, 1 << 20);
        unsigned bits = d->max_scalar_bits, w = 6;
        m.run_n = 256;
        m.run_bits = bits;
        m.run_c = 6;
        m.pip_ns = 2 * msm_estimate(d, &base, ECB_MSM_PIPPENGER, 256, bits, 1, &w, NULL);
        double want = 2;
        if (d->strategies & MSM_BIT(ECB_MSM_BATCH_AFFINE)) {
            w = 6;
            m.ba_ns = 8 * msm_estimate(d, &base, ECB_MSM_BATCH_AFFINE, 256, bits, 1, &w, NULL);
            want = 4;
        }
        msm_costs_from_calibration(&fit, d, c, &m, 1 << 20);
        double ratios[] = {fit.add / base.add, fit.madd / base.madd, fit.digit / base.digit,
                           fit.inv / base.inv, fit.cache_penalty / base.cache_penalty};
        for (size_t i = 0; i < sizeof ratios / sizeof ratios[0]; i++)
            CHECK(fabs(ratios[i] - want) < 1e-4);
        CHECK(fit.cache_bytes == base.cache_bytes && fit.llc_bytes == base.llc_bytes);
        /* a family's own figures: one scale, the runs' time over their estimate (geometric
         * mean), else the timed add's ratio */
        m.add = 3 * c->add;
        w = 6;
        m.pip_ns = 2 * msm_estimate(d, c, ECB_MSM_PIPPENGER, 256, bits, 1, &w, NULL);
        m.ba_ns = 0;
        CHECK(fabs(msm_calibration_scale(d, c, &m) - 2) < 1e-9);
        if (d->strategies & MSM_BIT(ECB_MSM_BATCH_AFFINE)) {
            w = 6;
            m.ba_ns = 8 * msm_estimate(d, c, ECB_MSM_BATCH_AFFINE, 256, bits, 1, &w, NULL);
            CHECK(fabs(msm_calibration_scale(d, c, &m) - 4) < 1e-9);
        }
        m.run_n = 0;
        m.pip_ns = m.ba_ns = 0;
        CHECK(fabs(msm_calibration_scale(d, c, &m) - 3) < 1e-9);
        /* a plan prices with them */
        ecb_msm_plan_result p;
        CHECK(ecb_msm_plan_ex(groups[g], 4096, d->max_scalar_bits, 1, &o, ECB_MSM_AUTO, 0, &p) ==
              ECB_OK);
        CHECK(p.estimate_ns > 0);
    }
}

/* The costs in use by ECBATCH_COSTS: builtin the family's figures as they are (the same choices
 * on every run), generic the level's common figures calibrated unit by unit, unset the
 * family's figures scaled by one ratio where the family has its own, else as generic. */
static void test_mode(void) {
    const char *mode = getenv("ECBATCH_COSTS");
    ecb_cpu_id id = ecb_cpu_id_get();
    for (size_t g = 0; g < NGROUPS; g++) {
        const msm_group_desc *d = msm_group_lookup(groups[g]);
        const ecb_msm_costs *fam = msm_desc_costs_on(d, id.vendor, id.family);
        const ecb_msm_costs *c = msm_desc_costs(d);
        if (mode != NULL && strcmp(mode, "builtin") == 0) {
            CHECK(c == fam);
            continue;
        }
        CHECK(c != fam && c != &d->costs);
        int generic = (mode != NULL && strcmp(mode, "generic") == 0) || fam == &d->costs;
        if (generic) {
            /* the bookkeeping units moved alike; the thread start and the last level only by
             * the runs' scale */
            double s = c->set / d->costs.set, r = c->thread / d->costs.thread;
            CHECK(c->bucket > 0.999 * s * d->costs.bucket &&
                  c->bucket < 1.001 * s * d->costs.bucket);
            CHECK(c->llc_penalty > 0.999 * r * d->costs.llc_penalty &&
                  c->llc_penalty < 1.001 * r * d->costs.llc_penalty);
        } else {
            /* one ratio for every time, shape units included */
            double s = c->add / fam->add;
            CHECK(c->dbl > 0.999 * s * fam->dbl && c->dbl < 1.001 * s * fam->dbl);
            CHECK(c->inv > 0.999 * s * fam->inv && c->inv < 1.001 * s * fam->inv);
            CHECK(c->cache_bytes == fam->cache_bytes);
        }
    }
}

int main(void) {
    tl_init();
    test_once();
    test_bounded();
    test_derived();
    test_mode();
    return tl_finish("test_msm_calibrate");
}
