/* ecbatch bench msm: each strategy's median time per n, the plan's choice and estimate, the
 * ratio of the chosen strategy's time to the fastest, and curve25519-dalek's figures from
 * ../shared/specs/reference-figures.md beside ours. Also the precomputed case
 * "128 static + 16 dynamic". */
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

/* curve25519-dalek 4.1.3 vartime_multiscalar_mul (reference-figures.md), ns. */
struct dalek_row {
    size_t n;
    double avx2, ifma, serial;
};
static const struct dalek_row dalek_ref[] = {
    {1, 24.2e3, 11.7e3, 29.5e3},     {16, 90.2e3, 44.5e3, 121e3},    {64, 331e3, 174e3, 418e3},
    {256, 1.12e6, 472e3, 1.62e6},    {1024, 3.58e6, 1.60e6, 4.96e6}, {4096, 12.3e6, 5.70e6, 16.5e6},
    {16384, 47.0e6, 21.8e6, 62.1e6}, {65536, 187e6, 88.2e6, 248e6},
};
static const double dalek_precomp_avx2 = 540e3, dalek_precomp_ifma = 269e3,
                    dalek_precomp_serial = 746e3;

struct msm_bench_input {
    const ecb_ristretto255_point *points;
    const ecb_ristretto255_scalar *scalars;
    size_t n;
    ecb_msm_options opt;
};

static void run_msm(void *ctx, size_t iters) {
    struct msm_bench_input *in = ctx;
    ecb_ristretto255_point out;
    for (size_t i = 0; i < iters; i++)
        ecb_msm_ristretto255_var(&out, in->points, in->scalars, in->n, &in->opt);
}

struct precomp_bench_input {
    const ecb_msm_ristretto255_precomp *pre;
    const ecb_ristretto255_scalar *ss, *ds;
    const ecb_ristretto255_point *dp;
    size_t ns, nd;
    ecb_msm_options opt;
};

static void run_precomp(void *ctx, size_t iters) {
    struct precomp_bench_input *in = ctx;
    ecb_ristretto255_point out;
    for (size_t i = 0; i < iters; i++)
        ecb_msm_ristretto255_precomp_var(&out, in->pre, in->ss, in->ns, in->dp, in->ds, in->nd,
                                         &in->opt);
}

/* Deterministic inputs: hash-to-group points and reduced scalars. */
static void make_inputs(ecb_ristretto255_point *p, ecb_ristretto255_scalar *s, size_t n,
                        uint64_t tag) {
    unsigned char seed[randombytes_SEEDBYTES] = {0};
    memcpy(seed, &tag, sizeof tag);
    unsigned char buf[64];
    for (size_t i = 0; i < n; i++) {
        memcpy(seed + 8, &i, sizeof i);
        randombytes_buf_deterministic(buf, sizeof buf, seed);
        ecb_ristretto255_from_uniform_bytes(&p[i], buf);
        seed[31] = 1;
        randombytes_buf_deterministic(buf, sizeof buf, seed);
        seed[31] = 0;
        ecb_ristretto255_scalar_reduce64(&s[i], buf);
    }
}

static const struct dalek_row *dalek_for(size_t n) {
    for (size_t i = 0; i < sizeof dalek_ref / sizeof dalek_ref[0]; i++)
        if (dalek_ref[i].n == n) return &dalek_ref[i];
    return NULL;
}

static void fmt_time(char *out, size_t len, double ns) {
    if (ns < 0)
        snprintf(out, len, "-");
    else if (ns < 1e6)
        snprintf(out, len, "%.1f us", ns / 1e3);
    else
        snprintf(out, len, "%.2f ms", ns / 1e6);
}

static void msm_usage(FILE *out) {
    fprintf(out,
            "usage: ecbatch bench msm [--group ristretto255] [--n LIST] [--strategy all|S[,S..]]\n"
            "                         [--threads T] [--json] [--profile FILE] [--samples K]\n"
            "                         [--no-precomp] [--cpu-time]\n"
            "  --n LIST       sizes: \"1,2,4\" or a range of powers of two \"1..65536\"\n"
            "                 (default 1..65536)\n"
            "  --strategy     all (default: naive, double_and_add, straus, pippenger, auto) or\n"
            "                 a comma-separated list\n"
            "  --profile F    unit costs from F (else $ECBATCH_PROFILE, else built-in)\n"
            "  --cpu-time     time with the process CPU clock (for a busy machine; one thread)\n"
            "  Prints each strategy's median, ns per point, the plan's choice and estimate, the\n"
            "  chosen strategy's time over the fastest, and dalek's serial / AVX2 / IFMA figures.\n"
            "  " CLI_EXIT_HELP);
}

#define MAX_SIZES 64

int bench_msm(int argc, char **argv) {
    struct bench_output out = {0, 200.0, 5};
    const char *group = "ristretto255", *nlist = "1..65536", *slist = "all", *profile = NULL;
    unsigned threads = 1;
    int precomp = 1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json"))
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
            if (cli_opt_int("ecbatch bench msm", "--samples", argv[++i], 1, 1000, &out.samples))
                return 2;
        } else if (!strcmp(argv[i], "--no-precomp"))
            precomp = 0;
        else if (!strcmp(argv[i], "--cpu-time"))
            bench_use_cpu_clock(1);
        else if (!strcmp(argv[i], "--help")) {
            msm_usage(stdout);
            return 0;
        } else {
            fprintf(stderr, "ecbatch bench msm: unknown option '%s'\n", argv[i]);
            msm_usage(stderr);
            return 2;
        }
    }
    ecb_group g;
    if (ecb_group_parse(group, &g) != ECB_OK || g != ECB_GROUP_RISTRETTO255) {
        fprintf(stderr, "ecbatch bench msm: no MSM engine for group '%s'\n", group);
        return 2;
    }
    if (threads < 1 || threads > ECB_MSM_MAX_THREADS) {
        fprintf(stderr, "ecbatch bench msm: bad --threads\n");
        return 2;
    }
    ecb_msm_costs costs;
    if (cli_load_costs(profile, g, &costs) != 0) return 2;
    size_t sizes[MAX_SIZES];
    int nsizes = bench_parse_list(nlist, sizes, MAX_SIZES);
    if (nsizes <= 0) {
        fprintf(stderr, "ecbatch bench msm: bad --n '%s'\n", nlist);
        return 2;
    }
    ecb_msm_strategy strategies[ECB_MSM_STRATEGY_COUNT];
    int nstrat = 0;
    if (!strcmp(slist, "all")) {
        static const ecb_msm_strategy all[] = {ECB_MSM_NAIVE, ECB_MSM_DOUBLE_AND_ADD,
                                               ECB_MSM_STRAUS, ECB_MSM_PIPPENGER};
        for (int i = 0; i < 4; i++)
            strategies[nstrat++] = all[i];
    } else {
        char buf[256];
        snprintf(buf, sizeof buf, "%s", slist);
        for (char *tok = strtok(buf, ","); tok != NULL; tok = strtok(NULL, ",")) {
            ecb_msm_strategy s;
            if (ecb_msm_strategy_parse(tok, &s) != ECB_OK || s == ECB_MSM_AUTO ||
                s == ECB_MSM_PRECOMPUTED_STRAUS || !ecb_msm_strategy_available(g, s) ||
                nstrat == ECB_MSM_STRATEGY_COUNT) {
                fprintf(stderr, "ecbatch bench msm: strategy '%s' not available for %s\n", tok,
                        group);
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
    if (nmax < 144) nmax = 144;
    ecb_ristretto255_point *points = malloc(nmax * sizeof *points);
    ecb_ristretto255_scalar *scalars = malloc(nmax * sizeof *scalars);
    if (points == NULL || scalars == NULL) {
        free(points);
        free(scalars);
        fprintf(stderr, "ecbatch bench msm: out of memory\n");
        return 1;
    }
    make_inputs(points, scalars, nmax, 1);
    double calib = bench_sodium_scalarmult_ns(20.0, out.samples); /* bench.h */
    if (out.json) {
        printf("{\"calibration\":\"libsodium_scalarmult_ristretto255\",\"median_ns\":%.0f,"
               "\"reference_ns\":%.0f}\n",
               calib, BENCH_SODIUM_REFERENCE_NS);
    } else {
        printf("calibration: libsodium ristretto255 scalar mult %.1f us here, %.1f us on the "
               "reference machine (x%.2f)\n",
               calib / 1e3, BENCH_SODIUM_REFERENCE_NS / 1e3, calib / BENCH_SODIUM_REFERENCE_NS);
    }
    if (!out.json) {
        printf("MSM %s, backend %s, %u thread%s, median of up to %d samples; dalek = "
               "curve25519-dalek 4.1.3 (serial / AVX2 / IFMA)\n",
               group, bench_backend(ECB_CPU_IFMA), threads, threads > 1 ? "s" : "", out.samples);
        printf("%7s", "n");
        for (int k = 0; k < nstrat; k++)
            printf(" %18s", ecb_msm_strategy_name(strategies[k]));
        printf(" | %-14s %10s %10s %9s %6s | %s\n", "plan", "estimate", "chosen", "ns/pt", "ratio",
               "dalek serial / AVX2 / IFMA");
    }
    for (int si = 0; si < nsizes; si++) {
        size_t n = sizes[si];
        /* the plan the engine makes: effective scalar length of these inputs */
        unsigned bits = 0;
        for (size_t i = 0; i < n; i++)
            for (int l = 3; l >= 0; l--)
                if (scalars[i].v[l]) {
                    unsigned b = 64 * (unsigned)l + 64 - (unsigned)__builtin_clzll(scalars[i].v[l]);
                    if (b > bits) bits = b;
                    break;
                }
        ecb_msm_plan_result plan;
        ecb_msm_plan_ex(g, n, bits, threads, &costs, ECB_MSM_AUTO, 0, &plan);
        double times[ECB_MSM_STRATEGY_COUNT];
        unsigned windows[ECB_MSM_STRATEGY_COUNT];
        double fastest = -1, chosen = -1;
        for (int k = 0; k < nstrat; k++) {
            struct msm_bench_input in = {points, scalars, n, {0}};
            ecb_msm_plan_result used;
            in.opt.strategy = strategies[k];
            in.opt.threads = threads;
            in.opt.costs = &costs;
            in.opt.plan_used = &used;
            /* one timed run to size the sampling: slow configurations get fewer samples */
            uint64_t t0 = bench_now_ns();
            run_msm(&in, 1);
            double once = (double)(bench_now_ns() - t0);
            int samples = once > 2e9   ? 1
                          : once > 3e8 ? (out.samples < 3 ? out.samples : 3)
                                       : out.samples;
            times[k] = once > 2e9 ? once : bench_median_ns(run_msm, &in, out.target_ms, samples);
            windows[k] = used.window;
            if (fastest < 0 || times[k] < fastest) fastest = times[k];
            if (strategies[k] == plan.strategy) chosen = times[k];
            if (out.json) {
                printf("{\"group\":\"%s\",\"backend\":\"%s\",\"n\":%zu,\"threads\":%u,\"strategy\":"
                       "\"%s\","
                       "\"window\":%u,\"median_ns\":%.0f,\"ns_per_point\":%.1f,\"planned\":\"%s\","
                       "\"is_planned\":%s,\"estimate\":%.0f}\n",
                       group, bench_backend(ECB_CPU_IFMA), n, threads,
                       ecb_msm_strategy_name(strategies[k]), used.window, times[k],
                       times[k] / (double)n, ecb_msm_strategy_name(plan.strategy),
                       strategies[k] == plan.strategy ? "true" : "false",
                       plan.strategy_ns[strategies[k]]);
                fflush(stdout);
            }
        }
        if (chosen < 0) { /* the plan's choice was not among the measured strategies */
            struct msm_bench_input in = {points, scalars, n, {0}};
            in.opt.threads = threads;
            in.opt.costs = &costs;
            chosen = bench_median_ns(run_msm, &in, out.target_ms, out.samples);
        }
        const struct dalek_row *dr = dalek_for(n);
        char dref[64] = "";
        if (dr != NULL) {
            char a[16], b[16], c[16];
            fmt_time(a, sizeof a, dr->serial);
            fmt_time(b, sizeof b, dr->avx2);
            fmt_time(c, sizeof c, dr->ifma);
            snprintf(dref, sizeof dref, "%s / %s / %s", a, b, c);
        }
        if (out.json) {
            printf("{\"group\":\"%s\",\"backend\":\"%s\",\"n\":%zu,\"threads\":%u,\"strategy\":"
                   "\"auto\","
                   "\"window\":%u,\"median_ns\":%.0f,\"ns_per_point\":%.1f,\"planned\":\"%s\","
                   "\"is_planned\":true,\"estimate\":%.0f,\"ratio_to_fastest\":%.3f}\n",
                   group, bench_backend(ECB_CPU_IFMA), n, threads, plan.window, chosen,
                   chosen / (double)n, ecb_msm_strategy_name(plan.strategy), plan.estimate_ns,
                   chosen / fastest);
        } else {
            printf("%7zu", n);
            for (int k = 0; k < nstrat; k++) {
                char t[24], cell[48];
                fmt_time(t, sizeof t, times[k]);
                if (windows[k])
                    snprintf(cell, sizeof cell, "%s (%u)", t, windows[k]);
                else
                    snprintf(cell, sizeof cell, "%s", t);
                printf(" %18s", cell);
            }
            char pl[64], est[16], ch[16];
            snprintf(pl, sizeof pl, "%s(%u)", ecb_msm_strategy_name(plan.strategy), plan.window);
            fmt_time(est, sizeof est, plan.estimate_ns);
            fmt_time(ch, sizeof ch, chosen);
            printf(" | %-14s %10s %10s %9.0f %6.3f | %s\n", pl, est, ch, chosen / (double)n,
                   chosen / fastest, dref);
        }
        fflush(stdout);
    }
    if (precomp) {
        /* 128 static points with tables + 16 dynamic points (Bulletproofs-like) */
        ecb_msm_ristretto255_precomp *pre = NULL;
        if (ecb_msm_ristretto255_precomp_new(&pre, points, 128, 0) == ECB_OK) {
            struct precomp_bench_input in = {pre, scalars, scalars + 128, points + 128, 128,
                                             16,  {0}};
            ecb_msm_plan_result used;
            in.opt.threads = threads;
            in.opt.costs = &costs;
            in.opt.plan_used = &used;
            double t = bench_median_ns(run_precomp, &in, out.target_ms, out.samples);
            if (out.json) {
                printf("{\"group\":\"%s\",\"backend\":\"%s\",\"n\":144,\"n_static\":128,\"n_dyn\":"
                       "16,\"threads\":%u,"
                       "\"strategy\":\"%s\",\"window\":%u,\"median_ns\":%.0f,\"ns_per_point\":%.1f,"
                       "\"planned\":\"%s\",\"is_planned\":true,\"estimate\":%.0f}\n",
                       group, bench_backend(ECB_CPU_ADX), threads,
                       ecb_msm_strategy_name(used.strategy), used.window, t, t / 144,
                       ecb_msm_strategy_name(used.strategy), used.estimate_ns);
            } else {
                char a[16];
                fmt_time(a, sizeof a, t);
                printf("precomputed 128 static + 16 dynamic: %s (%s, dynamic w %u, estimate "
                       "%.1f us) | dalek %.0f / %.0f / %.0f us\n",
                       a, ecb_msm_strategy_name(used.strategy), used.window, used.estimate_ns / 1e3,
                       dalek_precomp_serial / 1e3, dalek_precomp_avx2 / 1e3,
                       dalek_precomp_ifma / 1e3);
            }
            ecb_msm_ristretto255_precomp_free(pre);
        }
    }
    free(points);
    free(scalars);
    return 0;
}
