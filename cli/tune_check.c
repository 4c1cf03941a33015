/* `ecbatch tune` checks what it writes: at a few sizes per group (64 to 65536 points) the plan
 * under the candidate costs (with the kernel shapes' figures the measurement or the profile set,
 * msm_shape.h) is compared with the plan under the built-in ones, and where they
 * choose differently (strategy, window, point chunks or kernel shape) both choices run on the
 * same inputs, alternately, the fastest of TUNE_CHECK_RUNS each. The candidate is kept only if
 * none of its choices measures more than TUNE_CHECK_SLACK times the built-in choice's time:
 * a profile can move the plan to a faster choice, never to a slower one. Variable time, public
 * inputs only. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_msm_groups.h"
#include "clock.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"
#include "tune_check.h"
#include "util/cpu.h"

#define TUNE_CHECK_RUNS 5
#define TUNE_CHECK_SLACK 1.05

static const size_t check_sizes[] = {64, 1024, 16384, 65536};

/* The kernel shapes' figures of one side of the check: the candidate's (as set when the check
 * starts) or the built-in ones (all 0); the process holds one set at a time (msm_shape.h), so
 * each plan and run puts its side's in place first. */
typedef struct shape_side {
    const msm_group_desc *d;
    double unit[MSM_SHAPES_MAX], dbl[MSM_SHAPES_MAX];
} shape_side;

static void shape_side_use(const shape_side *s) {
    msm_shape_cost_set_all(s->d, s->unit, s->dbl);
}

/* The kernel shape plan p runs under costs c and shape figures s (NULL: none). */
static const char *plan_shape(ecb_group g, const ecb_msm_plan_result *p, const ecb_msm_costs *c,
                              const shape_side *s) {
    shape_side_use(s);
    return ecb_msm_plan_shape_name(g, p, c);
}

/* The plans of the two sides differ in what runs. */
static int plans_differ(ecb_group g, const ecb_msm_plan_result *a, const ecb_msm_costs *ca,
                        const shape_side *sa, const ecb_msm_plan_result *b, const ecb_msm_costs *cb,
                        const shape_side *sb) {
    if (a->strategy != b->strategy || a->inner != b->inner || a->window != b->window ||
        a->point_chunks != b->point_chunks || a->threads != b->threads)
        return 1;
    const char *na = plan_shape(g, a, ca, sa), *nb = plan_shape(g, b, cb, sb);
    return (na == NULL) != (nb == NULL) || (na != NULL && strcmp(na, nb) != 0);
}

/* What a plan runs, as the log shows it: "pippenger(7) pippenger_sorted_x8_ifma", "glv(straus
 * 5)": the strategy, its window (GLV: its inner method's), and the kernel shape, if any. */
static void plan_label(char *out, size_t len, ecb_group g, const ecb_msm_plan_result *p,
                       const ecb_msm_costs *c, const shape_side *s) {
    const char *shape = plan_shape(g, p, c, s);
    int w = p->strategy == ECB_MSM_GLV
                ? snprintf(out, len, "glv(%s %u)", ecb_msm_strategy_name(p->inner), p->window)
                : snprintf(out, len, "%s(%u)", ecb_msm_strategy_name(p->strategy), p->window);
    if (shape != NULL && w > 0 && (size_t)w < len) snprintf(out + w, len - (size_t)w, " %s", shape);
}

/* One MSM under costs c and shape figures s (the plan's own choice); its time in ns, or < 0 on
 * failure. */
static double run_once(const struct bench_msm_group *grp, void *out, const void *points,
                       const void *scalars, size_t n, const ecb_msm_costs *c, const shape_side *s) {
    shape_side_use(s);
    ecb_msm_options o;
    memset(&o, 0, sizeof o);
    o.costs = c;
    uint64_t t0 = bench_now_ns();
    ecb_status st = grp->msm(out, points, scalars, n, &o);
    return st == ECB_OK ? (double)(bench_now_ns() - t0) : -1;
}

int tune_check(ecb_group g, const ecb_msm_costs *candidate, FILE *log) {
    const struct bench_msm_group *grp = bench_msm_group_of(g);
    ecb_msm_costs builtin;
    if (grp == NULL || ecb_msm_costs_default(g, &builtin) != ECB_OK) return -1;
    shape_side cand = {msm_group_lookup(g), {0}, {0}}, base = cand;
    msm_shape_cost_get_all(cand.d, cand.unit, cand.dbl);
    size_t nmax = check_sizes[sizeof check_sizes / sizeof check_sizes[0] - 1];
    void *points = malloc(nmax * grp->point_size), *scalars = malloc(nmax * grp->scalar_size);
    void *out = malloc(grp->out_size);
    int keep = points != NULL && scalars != NULL && out != NULL ? 1 : -1;
    if (keep == 1) grp->make(points, scalars, nmax);
    for (size_t i = 0; keep == 1 && i < sizeof check_sizes / sizeof check_sizes[0]; i++) {
        size_t n = check_sizes[i];
        unsigned bits = bench_msm_scalar_bits(grp, scalars, n);
        ecb_msm_plan_result pc, pb;
        shape_side_use(&cand);
        ecb_status sc = ecb_msm_plan_ex(g, n, bits, 1, candidate, ECB_MSM_AUTO, 0, &pc);
        shape_side_use(&base);
        if (sc != ECB_OK ||
            ecb_msm_plan_ex(g, n, bits, 1, &builtin, ECB_MSM_AUTO, 0, &pb) != ECB_OK) {
            keep = -1;
            break;
        }
        if (!plans_differ(g, &pc, candidate, &cand, &pb, &builtin, &base)) continue;
        double best_c = -1, best_b = -1;
        for (int r = 0; r < TUNE_CHECK_RUNS; r++) {
            double tc = run_once(grp, out, points, scalars, n, candidate, &cand);
            double tb = run_once(grp, out, points, scalars, n, &builtin, &base);
            if (tc < 0 || tb < 0) {
                keep = -1;
                break;
            }
            if (best_c < 0 || tc < best_c) best_c = tc;
            if (best_b < 0 || tb < best_b) best_b = tb;
        }
        if (keep != 1) break;
        int slower = best_c > TUNE_CHECK_SLACK * best_b;
        char lc[96], lb[96];
        plan_label(lc, sizeof lc, g, &pc, candidate, &cand);
        plan_label(lb, sizeof lb, g, &pb, &builtin, &base);
        fprintf(log,
                "ecbatch tune: %s:%s n = %zu: measured costs plan %s (%.0f us), built-in %s "
                "(%.0f us)%s\n",
                ecb_cpu_level_name(ecb_cpu_level_get()), ecb_group_name(g), n, lc, best_c / 1e3, lb,
                best_b / 1e3, slower ? ": slower, the measured figures are not written" : "");
        if (slower) keep = 0;
    }
    free(points);
    free(scalars);
    free(out);
    /* the candidate's shape figures stay where they are written, else the built-in ones */
    shape_side_use(keep == 1 ? &cand : &base);
    return keep;
}
