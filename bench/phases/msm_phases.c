/* Where a batch-affine MSM's time goes, phase by phase (the measurement build only:
 * cmake -DECBATCH_MSM_PHASES=ON builds this program, msm_phases): for each group and size, the
 * planned single-threaded MSM of bench_msm_groups.c's inputs, the round with the least total time
 * of several, its TSC ticks per point in each phase (src/msm/engine/msm_phases.h) and the
 * operations it counted, converted into field products per point; and, in the same run, the
 * ticks of one 8-lane field product (four independent chains, as `ecbatch bench ops`).
 * Usage: msm_phases [ROUNDS] [N ...]   (default 5 rounds; n = 4096 65536 262144)
 * Pin it (taskset -c 1); the TSC runs at a constant rate, not the core clock. On a loaded
 * machine a long call is preempted (the TSC keeps counting): the round kept is the one with
 * the least thread CPU time, and every phase is scaled by that round's CPU time over its TSC
 * time (printed as "share"; preemption assumed spread evenly over the phases). */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <x86intrin.h>

#include "bench_msm_groups.h"
#include "field/bls12/fp377_x8_ifma.h"
#include "field/bls12/fp381_x8_ifma.h"
#include "msm/engine/msm_phases.h"
#include "util/cpu.h"

static double thread_cpu_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* TSC ticks per nanosecond, over 200 ms of the monotonic clock. */
static double tsc_per_ns(void) {
    struct timespec a, b, d = {0, 200000000};
    clock_gettime(CLOCK_MONOTONIC, &a);
    uint64_t t0 = __rdtsc();
    nanosleep(&d, NULL);
    uint64_t t1 = __rdtsc();
    clock_gettime(CLOCK_MONOTONIC, &b);
    return (double)(t1 - t0) /
           ((double)(b.tv_sec - a.tv_sec) * 1e9 + (double)(b.tv_nsec - a.tv_nsec));
}
static double ticks_per_ns;

static const char *const phase_names[MSM_PH_COUNT] = {"gather",  "split",   "digits",  "accumulate",
                                                      "reduce",  "combine", "kernel",  "classify",
                                                      "forward", "invert",  "backward"};

/* Ticks of one 8-lane product per lane: four chains of 1000 products, least of 20 tries. */
#define LANE_PRODUCT_TICKS(V, F)                                                                   \
    static double V##_product_ticks(void) {                                                        \
        static V a[4], b;                                                                          \
        F e[8];                                                                                    \
        for (int k = 0; k < 8; k++)                                                                \
            F##_from_u64(&e[k], 0x1234567 + (uint64_t)k);                                          \
        for (int j = 0; j < 4; j++)                                                                \
            V##_pack(&a[j], e);                                                                    \
        V##_pack(&b, e);                                                                           \
        uint64_t best = UINT64_MAX;                                                                \
        for (int r = 0; r < 20; r++) {                                                             \
            uint64_t t0 = __rdtsc();                                                               \
            for (int i = 0; i < 1000; i++)                                                         \
                for (int j = 0; j < 4; j++)                                                        \
                    V##_mul(&a[j], &a[j], &b);                                                     \
            uint64_t t = __rdtsc() - t0;                                                           \
            best = t < best ? t : best;                                                            \
        }                                                                                          \
        return (double)best / 32000.0;                                                             \
    }
LANE_PRODUCT_TICKS(fp381x8, fp381)
LANE_PRODUCT_TICKS(fp377x8, fp377)

/* Field products of the counted operations (G2's are Fp2 products: no lane figure given). */
static double products(const struct msm_phases *p, int ph) {
    return 6.0 * (double)p->chords[ph] + 10.0 * (double)p->madd[ph] + 14.0 * (double)p->add[ph] +
           9.0 * (double)p->dbl[ph] + 7.0 * (double)p->jdbl[ph];
}

static void run(const struct bench_msm_group *grp, const char *name, size_t n, int rounds,
                double lane_ticks) {
    void *pts = malloc(grp->point_size * n), *sc = malloc(grp->scalar_size * n);
    unsigned char out[512];
    ecb_msm_plan_result plan;
    ecb_msm_options opt;
    struct msm_phases best;
    uint64_t best_total = UINT64_MAX;
    double best_cpu = 1e300, share = 1.0;
    memset(&opt, 0, sizeof opt);
    opt.plan_used = &plan;
    grp->make(pts, sc, n);
    grp->msm(out, pts, sc, n, &opt); /* warm */
    for (int r = 0; r < rounds; r++) {
        memset(&ecb_msm_phases, 0, sizeof ecb_msm_phases);
        double c0 = thread_cpu_ns();
        uint64_t t0 = __rdtsc();
        grp->msm(out, pts, sc, n, &opt);
        uint64_t t = __rdtsc() - t0;
        double cpu = thread_cpu_ns() - c0;
        if (cpu < best_cpu) {
            best_cpu = cpu;
            best_total = t;
            best = ecb_msm_phases;
        }
    }
    /* the kept round's CPU time over its TSC time: the phases' ticks scaled by it */
    share = best_cpu * ticks_per_ns / (double)best_total;
    if (share > 1.0) share = 1.0;
    for (int ph = 0; ph < MSM_PH_COUNT; ph++)
        best.tsc[ph] = (uint64_t)((double)best.tsc[ph] * share);
    best_total = (uint64_t)((double)best_total * share);
    const unsigned part_bits = plan.strategy != ECB_MSM_GLV       ? plan.scalar_bits
                               : grp->g == ECB_GROUP_BLS12_381_G2 ? 64
                                                                  : 128;
    const unsigned W = plan.window ? (part_bits + plan.window) / plan.window : 0;
    printf("%s n=%zu strategy=%d inner=%d window=%u windows~%u total %.0f ticks/point = %.3f us "
           "(share %.2f; 8-lane product %.2f ticks per lane)\n",
           name, n, (int)plan.strategy, (int)plan.inner, plan.window, W,
           (double)best_total / (double)n, (double)best_total / (double)n / ticks_per_ns / 1e3,
           share, lane_ticks);
    double sum = 0;
    for (int ph = 0; ph < MSM_PH_COUNT; ph++) {
        const double per_point = (double)best.tsc[ph] / (double)n;
        if (ph < MSM_PH_KERNEL) sum += per_point;
        printf("  %-10s %8.0f ticks/point %7.1f /point/window  entries %6.2f chords %6.2f "
               "batches %7.4f madd %6.3f add %6.3f dbl %6.3f jdbl %6.3f  products %6.1f\n",
               phase_names[ph], per_point, W ? per_point / W : 0.0,
               (double)best.entries[ph] / (double)n, (double)best.chords[ph] / (double)n,
               (double)best.batches[ph] / (double)n, (double)best.madd[ph] / (double)n,
               (double)best.add[ph] / (double)n, (double)best.dbl[ph] / (double)n,
               (double)best.jdbl[ph] / (double)n, products(&best, ph) / (double)n);
    }
    double prod = 0;
    uint64_t rows = 0, chords = 0;
    for (int ph = 0; ph < MSM_PH_COUNT; ph++) {
        prod += products(&best, ph);
        rows += best.lane_rows[ph];
        chords += best.chords[ph];
    }
    printf("  other      %8.0f ticks/point; products %.1f/point (lane slots used %.3f), "
           "copies %.3f queued %.3f per point; total / (products x lane product) = %.2f\n",
           (double)best_total / (double)n - sum, prod / (double)n,
           rows ? (double)chords / (8.0 * (double)rows) : 0.0, (double)best.copies / (double)n,
           (double)best.queued / (double)n,
           lane_ticks > 0 ? (double)best_total / (prod * lane_ticks) : 0.0);
    free(pts);
    free(sc);
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 5;
    size_t ns[16] = {4096, 65536, 262144};
    int count = 3;
    if (argc > 2) {
        count = 0;
        for (int i = 2; i < argc && count < 16; i++)
            ns[count++] = (size_t)strtoull(argv[i], NULL, 10);
    }
    if (!ecb_cpu_has_ifma()) {
        fprintf(stderr, "msm_phases: the CPU has no AVX-512 IFMA\n");
        return 1;
    }
    ticks_per_ns = tsc_per_ns();
    const double t381 = fp381x8_product_ticks(), t377 = fp377x8_product_ticks();
    const struct {
        ecb_group g;
        const char *name;
        double lane;
    } groups[] = {{ECB_GROUP_BLS12_381_G1, "bls12-381-g1", t381},
                  {ECB_GROUP_BLS12_377_G1, "bls12-377-g1", t377},
                  {ECB_GROUP_BLS12_381_G2, "bls12-381-g2", 0.0}};
    const char *only = getenv("MSM_PHASES_GROUP");
    for (size_t g = 0; g < sizeof groups / sizeof groups[0]; g++) {
        if (only != NULL && strcmp(only, groups[g].name) != 0) continue;
        for (int i = 0; i < count; i++)
            run(bench_msm_group_of(groups[g].g), groups[g].name, ns[i], rounds, groups[g].lane);
    }
    return 0;
}
