/* ecbatch bench msm --group bls12-381-g1|bls12-381-g2|bls12-377-g1: each strategy's median
 * per n, the plan's choice and estimate, the chosen strategy's time over the fastest, and the
 * reference libraries beside ours (../shared/specs/reference-figures.md): blst's per-point
 * figures for BLS12-381, snarkVM's table for BLS12-377 at its sizes.
 *
 * The machine is shared, so absolute times drift; every run also times libsodium's
 * ristretto255 scalar multiplication (38.0 us in the reference run) and prints our per-point
 * time scaled by reference / measured, the figure to set beside blst's. Strategies whose
 * estimate is more than 10 times the plan's choice are skipped unless listed by name. */
#include <math.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "ecbatch.h"
#include "profile.h"

/* A reference figure: n and microseconds (per point for blst, total for snarkVM). */
struct ref_row {
    size_t n;
    double a, b, c;
};

/* blst, single thread, per point (reference-figures.md) */
static const struct ref_row blst_g1[] = {
    {1, 90.2, 0, 0},     {2, 56.6, 0, 0},    {8, 35.4, 0, 0},     {16, 33.0, 0, 0},
    {31, 27.9, 0, 0},    {32, 26.0, 0, 0},   {64, 21.2, 0, 0},    {256, 15.2, 0, 0},
    {1024, 11.2, 0, 0},  {4096, 9.12, 0, 0}, {16384, 7.67, 0, 0}, {65536, 6.39, 0, 0},
    {262144, 5.73, 0, 0}};
static const struct ref_row blst_g2[] = {{16, 74.2, 0, 0}, {256, 43.9, 0, 0}, {4096, 26.2, 0, 0}};
/* snarkVM BLS12-377 G1, total: 1-bit buckets, standard Pippenger, double-and-add */
static const struct ref_row snarkvm[] = {{13, 1367, 1422, 1372},  {15, 8585, 1133, 1077},
                                         {25, 10687, 1747, 1696}, {31, 11828, 2162, 2095},
                                         {32, 2806, 2068, 2159},  {64, 4050, 3551, 4236}};

/* One group: inputs and the MSM call through void pointers (benchmark plumbing only). */
struct bls_group {
    const char *name;
    ecb_group g;
    size_t aff_size, scalar_size, out_size;
    void (*make)(void *aff, void *scalars, size_t n);
    ecb_status (*msm)(void *out, const void *aff, const void *scalars, size_t n,
                      const ecb_msm_options *opt);
    const struct ref_row *blst;
    size_t nblst;
};

static uint64_t mix_state;
static uint64_t mix64(void) {
    uint64_t z = (mix_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void random_bytes(uint8_t *b, size_t len) {
    for (size_t i = 0; i < len; i++)
        b[i] = (uint8_t)mix64();
}

/* Points P_i = P_{i-1} + R_{h(i)} for 16 random multiples R of the generator (cheap and
 * without structure the bucket methods could exploit), batch-converted to affine. */
#define BASES 16
#define MAKE_POINTS(G, JAC, AFF, SC, GEN, ADD, MUL, TO_AFF, SCALAR)                                \
    static void G##_make(void *affv, void *scv, size_t n) {                                        \
        JAC *jac = malloc((n ? n : 1) * sizeof *jac), r[BASES], g;                                 \
        SC *sc = scv, k;                                                                           \
        GEN;                                                                                       \
        for (int i = 0; i < BASES; i++) {                                                          \
            SCALAR(&k);                                                                            \
            MUL(&r[i], &k, &g);                                                                    \
        }                                                                                          \
        for (size_t i = 0; i < n; i++) {                                                           \
            if (i == 0)                                                                            \
                jac[0] = r[0];                                                                     \
            else                                                                                   \
                ADD(&jac[i], &jac[i - 1], &r[mix64() % BASES]);                                    \
            SCALAR(&sc[i]);                                                                        \
        }                                                                                          \
        TO_AFF((AFF *)affv, jac, n);                                                               \
        free(jac);                                                                                 \
    }

static void scalar381(ecb_bls12_381_scalar *s) {
    uint8_t b[64];
    random_bytes(b, sizeof b);
    ecb_bls12_381_scalar_reduce64(s, b);
}

/* uniform below r by rejection over 253-bit candidates */
static void scalar377(ecb_bls12_377_scalar *s) {
    uint8_t b[32];
    do {
        random_bytes(b, sizeof b);
        b[0] &= 0x1f;
    } while (ecb_bls12_377_scalar_decode(s, b) != ECB_OK);
}

MAKE_POINTS(g1_381, ecb_bls12_381_g1, ecb_bls12_381_g1_affine, ecb_bls12_381_scalar,
            ecb_bls12_381_g1_generator(&g), ecb_bls12_381_g1_add, ecb_bls12_381_g1_mul_var,
            ecb_bls12_381_g1_batch_to_affine, scalar381)
MAKE_POINTS(g2_381, ecb_bls12_381_g2, ecb_bls12_381_g2_affine, ecb_bls12_381_scalar,
            ecb_bls12_381_g2_generator(&g), ecb_bls12_381_g2_add, ecb_bls12_381_g2_mul_var,
            ecb_bls12_381_g2_batch_to_affine, scalar381)
MAKE_POINTS(g1_377, ecb_bls12_377_g1, ecb_bls12_377_g1_affine, ecb_bls12_377_scalar,
            g = ECB_BLS12_377_G1_GENERATOR, ecb_bls12_377_g1_add, ecb_bls12_377_g1_mul_var,
            ecb_bls12_377_g1_batch_to_affine, scalar377)

static ecb_status g1_381_msm(void *out, const void *p, const void *s, size_t n,
                             const ecb_msm_options *o) {
    return ecb_msm_bls12_381_g1_var(out, p, s, n, o);
}
static ecb_status g2_381_msm(void *out, const void *p, const void *s, size_t n,
                             const ecb_msm_options *o) {
    return ecb_msm_bls12_381_g2_var(out, p, s, n, o);
}
static ecb_status g1_377_msm(void *out, const void *p, const void *s, size_t n,
                             const ecb_msm_options *o) {
    return ecb_msm_bls12_377_g1_var(out, p, s, n, o);
}

static const struct bls_group bls_groups[] = {
    {"bls12-381-g1", ECB_GROUP_BLS12_381_G1, sizeof(ecb_bls12_381_g1_affine),
     sizeof(ecb_bls12_381_scalar), sizeof(ecb_bls12_381_g1), g1_381_make, g1_381_msm, blst_g1,
     sizeof blst_g1 / sizeof blst_g1[0]},
    {"bls12-381-g2", ECB_GROUP_BLS12_381_G2, sizeof(ecb_bls12_381_g2_affine),
     sizeof(ecb_bls12_381_scalar), sizeof(ecb_bls12_381_g2), g2_381_make, g2_381_msm, blst_g2,
     sizeof blst_g2 / sizeof blst_g2[0]},
    {"bls12-377-g1", ECB_GROUP_BLS12_377_G1, sizeof(ecb_bls12_377_g1_affine),
     sizeof(ecb_bls12_377_scalar), sizeof(ecb_bls12_377_g1), g1_377_make, g1_377_msm, NULL, 0},
};

struct run_input {
    const struct bls_group *grp;
    const void *aff, *scalars;
    void *out;
    size_t n;
    ecb_msm_options opt;
};

static void run_msm(void *ctx, size_t iters) {
    struct run_input *in = ctx;
    for (size_t i = 0; i < iters; i++)
        in->grp->msm(in->out, in->aff, in->scalars, in->n, &in->opt);
}

/* blst's per-point figure at n: measured, or interpolated log-log between the neighbours
 * (*exact = 0), or -1 outside the table. */
static double blst_at(const struct bls_group *grp, size_t n, int *exact) {
    *exact = 0;
    for (size_t i = 0; i < grp->nblst; i++) {
        if (grp->blst[i].n == n) {
            *exact = 1;
            return grp->blst[i].a;
        }
        if (i + 1 < grp->nblst && grp->blst[i].n < n && n < grp->blst[i + 1].n) {
            double x0 = log((double)grp->blst[i].n), x1 = log((double)grp->blst[i + 1].n);
            double y0 = log(grp->blst[i].a), y1 = log(grp->blst[i + 1].a);
            return exp(y0 + (y1 - y0) * (log((double)n) - x0) / (x1 - x0));
        }
    }
    return -1;
}

static const struct ref_row *snarkvm_at(size_t n) {
    for (size_t i = 0; i < sizeof snarkvm / sizeof snarkvm[0]; i++)
        if (snarkvm[i].n == n) return &snarkvm[i];
    return NULL;
}

static void fmt_time(char *out, size_t len, double ns) {
    if (ns < 0)
        snprintf(out, len, "-");
    else if (ns < 1e6)
        snprintf(out, len, "%.1f us", ns / 1e3);
    else if (ns < 1e9)
        snprintf(out, len, "%.2f ms", ns / 1e6);
    else
        snprintf(out, len, "%.2f s", ns / 1e9);
}

static const char *short_name(ecb_msm_strategy s) {
    switch (s) {
    case ECB_MSM_STRAUS:
        return "st";
    case ECB_MSM_PIPPENGER:
        return "pip";
    case ECB_MSM_BATCH_AFFINE:
        return "ba";
    default:
        return ecb_msm_strategy_name(s);
    }
}

static int compare_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void usage(FILE *out) {
    fprintf(out,
            "usage: ecbatch bench msm --group bls12-381-g1|bls12-381-g2|bls12-377-g1\n"
            "                         [--n LIST] [--strategy all|S[,S..]] [--threads T] [--json]\n"
            "                         [--profile FILE] [--samples K] [--cpu-time] [--min]\n"
            "  --n LIST       \"1,2,4\" or powers of two \"1..262144\" (default 1..65536)\n"
            "  --strategy     all (default: every strategy of the group; those estimated above\n"
            "                 10x the plan's choice are skipped) or a list\n"
            "  --cpu-time     process CPU clock (busy machine; one thread)\n"
            "  --samples K    rounds: every strategy is sampled once per round, interleaved\n"
            "  --min          report each strategy's fastest round instead of the median (a\n"
            "                 loaded machine only ever adds time)\n"
            "  Columns: each strategy's median (window; glv: inner method and window), the\n"
            "  plan's choice and estimate, its measured time, ns per point, its time over the\n"
            "  fastest, then the calibrated us per point (times libsodium's reference / measured\n"
            "  ratio) beside blst's (~: interpolated) and the speed-up over blst. For\n"
            "  bls12-377-g1 at snarkVM's sizes, snarkVM's table (us) follows.\n"
            "  " CLI_EXIT_HELP);
}

#define MAX_SIZES 64
#define MAX_SAMPLES 101

int bench_msm_bls(int argc, char **argv) {
    struct bench_output out = {0, 200.0, 5};
    const char *group = NULL, *nlist = "1..65536", *slist = "all", *profile = NULL;
    unsigned threads = 1;
    int use_min = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--min"))
            use_min = 1;
        else if (!strcmp(argv[i], "--json"))
            out.json = 1;
        else if (!strcmp(argv[i], "--group") && i + 1 < argc)
            group = argv[++i];
        else if (!strcmp(argv[i], "--n") && i + 1 < argc)
            nlist = argv[++i];
        else if (!strcmp(argv[i], "--strategy") && i + 1 < argc)
            slist = argv[++i];
        else if (!strcmp(argv[i], "--threads") && i + 1 < argc) {
            if (cli_opt_unsigned("ecbatch bench msm", "--threads", argv[++i], 1, 64, &threads))
                return 2;
        } else if (!strcmp(argv[i], "--profile") && i + 1 < argc)
            profile = argv[++i];
        else if (!strcmp(argv[i], "--samples") && i + 1 < argc) {
            if (cli_opt_int("ecbatch bench msm", "--samples", argv[++i], 1, MAX_SAMPLES,
                            &out.samples))
                return 2;
        } else if (!strcmp(argv[i], "--cpu-time"))
            bench_use_cpu_clock(1);
        else if (!strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        } else {
            fprintf(stderr, "ecbatch bench msm: unknown option '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    const struct bls_group *grp = NULL;
    for (size_t i = 0; group && i < sizeof bls_groups / sizeof bls_groups[0]; i++)
        if (!strcmp(group, bls_groups[i].name)) grp = &bls_groups[i];
    if (grp == NULL) {
        fprintf(stderr, "ecbatch bench msm: no BLS12 group '%s'\n", group ? group : "");
        return 2;
    }
    if (threads < 1 || threads > ECB_MSM_MAX_THREADS) {
        fprintf(stderr, "ecbatch bench msm: bad --threads\n");
        return 2;
    }
    ecb_msm_costs costs;
    if (cli_load_costs(profile, grp->g, &costs) != 0) return 2;
    size_t sizes[MAX_SIZES];
    int nsizes = bench_parse_list(nlist, sizes, MAX_SIZES);
    if (nsizes <= 0) {
        fprintf(stderr, "ecbatch bench msm: bad --n '%s'\n", nlist);
        return 2;
    }
    ecb_msm_strategy strategies[ECB_MSM_STRATEGY_COUNT];
    int nstrat = 0, listed = strcmp(slist, "all") != 0;
    if (!listed) {
        /* BLS12-377: snarkVM's three columns first (its table's order), then ours */
        static const ecb_msm_strategy all[] = {ECB_MSM_NAIVE,        ECB_MSM_DOUBLE_AND_ADD,
                                               ECB_MSM_STRAUS,       ECB_MSM_PIPPENGER,
                                               ECB_MSM_BATCH_AFFINE, ECB_MSM_GLV};
        static const ecb_msm_strategy all377[] = {
            ECB_MSM_BUCKET_1BIT,  ECB_MSM_PIPPENGER, ECB_MSM_DOUBLE_AND_ADD, ECB_MSM_STRAUS,
            ECB_MSM_BATCH_AFFINE, ECB_MSM_GLV,       ECB_MSM_NAIVE};
        int is377 = grp->g == ECB_GROUP_BLS12_377_G1;
        const ecb_msm_strategy *list = is377 ? all377 : all;
        size_t count = is377 ? sizeof all377 / sizeof all377[0] : sizeof all / sizeof all[0];
        for (size_t i = 0; i < count; i++)
            if (ecb_msm_strategy_available(grp->g, list[i])) strategies[nstrat++] = list[i];
    } else {
        char buf[256];
        snprintf(buf, sizeof buf, "%s", slist);
        for (char *tok = strtok(buf, ","); tok != NULL; tok = strtok(NULL, ",")) {
            ecb_msm_strategy s;
            if (ecb_msm_strategy_parse(tok, &s) != ECB_OK || s == ECB_MSM_AUTO ||
                !ecb_msm_strategy_available(grp->g, s) || nstrat == ECB_MSM_STRATEGY_COUNT) {
                fprintf(stderr, "ecbatch bench msm: strategy '%s' not available for %s\n", tok,
                        grp->name);
                return 2;
            }
            strategies[nstrat++] = s;
        }
    }
    size_t nmax = 1;
    for (int i = 0; i < nsizes; i++) {
        if (sizes[i] > ECB_MSM_MAX_POINTS) {
            fprintf(stderr, "ecbatch bench msm: n too large\n");
            return 2;
        }
        if (sizes[i] > nmax) nmax = sizes[i];
    }
    void *aff = malloc(nmax * grp->aff_size), *scalars = malloc(nmax * grp->scalar_size);
    void *result = malloc(grp->out_size);
    if (aff == NULL || scalars == NULL || result == NULL) {
        free(aff);
        free(scalars);
        free(result);
        fprintf(stderr, "ecbatch bench msm: out of memory\n");
        return 1;
    }
    mix_state = 1;
    grp->make(aff, scalars, nmax);
    double sodium_ns = bench_sodium_scalarmult_ns(50.0, out.samples); /* calibration */
    double scale = BENCH_SODIUM_REFERENCE_NS / sodium_ns;
    if (!out.json) {
        printf("MSM %s, backend %s, %u thread%s, %s of %d interleaved rounds; calibration: "
               "libsodium scalarmult %.1f us here, %.1f us in the reference run (scale %.3f)\n",
               grp->name, bench_backend(ECB_CPU_IFMA), threads, threads > 1 ? "s" : "",
               use_min ? "minimum" : "median", out.samples, sodium_ns / 1e3,
               BENCH_SODIUM_REFERENCE_NS / 1e3, scale);
        printf("%7s", "n");
        for (int k = 0; k < nstrat; k++)
            printf(" %20s", ecb_msm_strategy_name(strategies[k]));
        printf(" | %-16s %9s %9s %8s %6s | %9s %9s %7s\n", "plan", "estimate", "chosen", "ns/pt",
               "ratio", "cal us/pt", "blst", "speedup");
    } else {
        printf("{\"group\":\"%s\",\"calibration_ns\":%.0f,\"reference_ns\":%.0f,\"scale\":%.4f}\n",
               grp->name, sodium_ns, BENCH_SODIUM_REFERENCE_NS, scale);
    }
    fflush(stdout);
    for (int si = 0; si < nsizes; si++) {
        size_t n = sizes[si];
        ecb_msm_plan_result plan;
        unsigned bits = grp->g == ECB_GROUP_BLS12_377_G1 ? 253 : 255;
        ecb_msm_plan_ex(grp->g, n, bits, threads, &costs, ECB_MSM_AUTO, 0, &plan);
        /* configurations: the strategies, then AUTO; sampled in interleaved rounds */
        double times[ECB_MSM_STRATEGY_COUNT + 1], fastest = -1, chosen = -1;
        double samples_ns[ECB_MSM_STRATEGY_COUNT + 1][MAX_SAMPLES];
        size_t iters[ECB_MSM_STRATEGY_COUNT + 1];
        ecb_msm_plan_result used[ECB_MSM_STRATEGY_COUNT + 1];
        struct run_input in[ECB_MSM_STRATEGY_COUNT + 1];
        int rounds = out.samples;
        for (int k = 0; k <= nstrat; k++) {
            times[k] = -1;
            iters[k] = 0;
            memset(&used[k], 0, sizeof used[k]);
            ecb_msm_strategy s = k < nstrat ? strategies[k] : ECB_MSM_AUTO;
            if (k < nstrat && !listed && plan.strategy_ns[s] > 10 * plan.estimate_ns) continue;
            in[k] = (struct run_input){grp, aff, scalars, result, n, {0}};
            in[k].opt.strategy = s;
            in[k].opt.threads = threads;
            in[k].opt.costs = &costs;
            in[k].opt.plan_used = &used[k];
            uint64_t t0 = bench_now_ns();
            run_msm(&in[k], 1);
            double once = (double)(bench_now_ns() - t0);
            if (once > 2e9 && rounds > 1) rounds = 1;
            iters[k] = once >= out.target_ms * 1e6 ? 1 : (size_t)(out.target_ms * 1e6 / once) + 1;
            times[k] = once;
        }
        for (int r = 0; r < rounds; r++)
            for (int k = 0; k <= nstrat; k++) {
                if (iters[k] == 0) continue;
                uint64_t t0 = bench_now_ns();
                run_msm(&in[k], iters[k]);
                samples_ns[k][r] = (double)(bench_now_ns() - t0) / (double)iters[k];
            }
        for (int k = 0; k <= nstrat; k++) {
            if (iters[k] == 0) continue;
            qsort(samples_ns[k], (size_t)rounds, sizeof(double), compare_double);
            times[k] = use_min ? samples_ns[k][0] : samples_ns[k][rounds / 2];
            if (fastest < 0 || times[k] < fastest) fastest = times[k];
            if (out.json && k < nstrat)
                printf("{\"group\":\"%s\",\"backend\":\"%s\",\"n\":%zu,\"threads\":%u,\"strategy\":"
                       "\"%s\","
                       "\"inner\":\"%s\",\"window\":%u,\"%s_ns\":%.0f,\"ns_per_point\":%.1f,"
                       "\"estimate\":%.0f}\n",
                       grp->name, bench_backend(ECB_CPU_IFMA), n, threads,
                       ecb_msm_strategy_name(strategies[k]), ecb_msm_strategy_name(used[k].inner),
                       used[k].window, use_min ? "min" : "median", times[k], times[k] / (double)n,
                       plan.strategy_ns[strategies[k]]);
        }
        chosen = times[nstrat];
        int exact;
        double blst = blst_at(grp, n, &exact);
        double cal = chosen * scale / (double)n / 1e3; /* calibrated us per point */
        if (out.json) {
            printf("{\"group\":\"%s\",\"backend\":\"%s\",\"n\":%zu,\"threads\":%u,\"strategy\":"
                   "\"auto\","
                   "\"chosen\":\"%s\",\"inner\":\"%s\",\"window\":%u,\"median_ns\":%.0f,"
                   "\"ns_per_point\":%.1f,\"estimate\":%.0f,\"ratio_to_fastest\":%.3f,"
                   "\"calibrated_us_per_point\":%.3f,\"blst_us_per_point\":%.3f}\n",
                   grp->name, bench_backend(ECB_CPU_IFMA), n, threads,
                   ecb_msm_strategy_name(plan.strategy), ecb_msm_strategy_name(plan.inner),
                   plan.window, chosen, chosen / (double)n, plan.estimate_ns, chosen / fastest, cal,
                   blst);
        } else {
            printf("%7zu", n);
            for (int k = 0; k < nstrat; k++) {
                char t[24], cell[48];
                fmt_time(t, sizeof t, times[k]);
                if (times[k] >= 0 && used[k].strategy == ECB_MSM_GLV)
                    snprintf(cell, sizeof cell, "%s (%s %u)", t, short_name(used[k].inner),
                             used[k].window);
                else if (times[k] >= 0 && used[k].window)
                    snprintf(cell, sizeof cell, "%s (%u)", t, used[k].window);
                else
                    snprintf(cell, sizeof cell, "%s", t);
                printf(" %20s", cell);
            }
            char pl[48], est[16], ch[16], bl[16] = "-", sp[16] = "-";
            if (plan.strategy == ECB_MSM_GLV)
                snprintf(pl, sizeof pl, "glv(%s %u)", short_name(plan.inner), plan.window);
            else
                snprintf(pl, sizeof pl, "%s(%u)", ecb_msm_strategy_name(plan.strategy),
                         plan.window);
            fmt_time(est, sizeof est, plan.estimate_ns);
            fmt_time(ch, sizeof ch, chosen);
            if (blst > 0) {
                snprintf(bl, sizeof bl, "%s%.2f", exact ? "" : "~", blst);
                snprintf(sp, sizeof sp, "%.2fx", blst / cal);
            }
            printf(" | %-16s %9s %9s %8.0f %6.3f | %9.2f %9s %7s\n", pl, est, ch,
                   chosen / (double)n, chosen / fastest, cal, bl, sp);
            const struct ref_row *sv = grp->g == ECB_GROUP_BLS12_377_G1 ? snarkvm_at(n) : NULL;
            if (sv != NULL) {
                printf("        snarkVM (us): bucket_1bit %.0f, pippenger %.0f, double_and_add "
                       "%.0f | ours calibrated (us):",
                       sv->a, sv->b, sv->c);
                for (int k = 0; k < nstrat; k++)
                    if (times[k] >= 0)
                        printf(" %s %.0f", ecb_msm_strategy_name(strategies[k]),
                               times[k] * scale / 1e3);
                printf(" auto %.0f\n", chosen * scale / 1e3);
            }
        }
        fflush(stdout);
    }
    free(aff);
    free(scalars);
    free(result);
    return 0;
}
