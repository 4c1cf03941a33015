/* ecbatch bench msm: for every group with an MSM engine, each strategy's time per n and the
 * plan's own choice (auto), with the cost model's estimates, as a table or as JSON lines of one
 * schema (bench_report.h, README "Benchmark JSON"); --compare sets other libraries' measured
 * figures beside ours.
 *
 * The configurations of one n are sampled in interleaved rounds, so a load that comes and goes
 * on a shared machine touches all of them alike. With --strategy all, strategies the plan
 * estimates above 10 times its choice are skipped; named ones always run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "bench_msm_groups.h"
#include "bench_report.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "ecbatch.h"
#include "msm/plan/msm_plan.h"
#include "profile.h"

#define MAX_SIZES 64
#define MAX_CONFIGS ECB_MSM_STRATEGY_COUNT

struct msm_run {
    const struct bench_msm_group *grp;
    const void *points, *scalars;
    void *out;
    size_t n;
    ecb_msm_options opt;
    ecb_status status; /* the last failure, else ECB_OK */
};

static void run_msm(void *ctx, size_t iters) {
    struct msm_run *in = ctx;
    for (size_t i = 0; i < iters; i++) {
        ecb_status st = in->grp->msm(in->out, in->points, in->scalars, in->n, &in->opt);
        if (st != ECB_OK) in->status = st;
    }
}

static int compare_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
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

/* "strategy(window)" or "glv(inner window)", then the kernel shape that runs it, if any
 * (Pippenger's bucket loop, Straus's paired chain) */
static void format_plan(char *out, size_t len, ecb_group g, const ecb_msm_plan_result *p,
                        const ecb_msm_costs *costs) {
    const char *shape = ecb_msm_plan_shape_name(g, p, costs);
    if (p->strategy == ECB_MSM_GLV)
        snprintf(out, len, "glv(%s %u)%s%s", short_name(p->inner), p->window, shape ? " " : "",
                 shape ? shape : "");
    else
        snprintf(out, len, "%s(%u)%s%s", ecb_msm_strategy_name(p->strategy), p->window,
                 shape ? " " : "", shape ? shape : "");
}

void bench_msm_usage(FILE *out) {
    fprintf(
        out,
        "usage: ecbatch bench msm [--group G] [--n LIST] [--strategy all|S[,S..]]\n"
        "                         [--window W] [--threads T] [--json] [--compare FILE]\n"
        "                         [--profile FILE] [--samples K] [--min] [--cpu-time]\n"
        "       ecbatch bench msm --fixed [--group G] [--n LIST] [--budget X] [--samples K]\n"
        "                         [--cpu-time] [--json]\n"
        "  --group G      ristretto255 (default), bls12-381-g1, bls12-381-g2, bls12-377-g1,\n"
        "                 bn254-g1\n"
        "  --n LIST       sizes in 1..2^28: \"1,2,4\" or powers of two \"1..65536\" (default\n"
        "                 1..65536; --fixed: 256..65536)\n"
        "  --strategy     all (default: every strategy of the group, those estimated above\n"
        "                 10x the plan's choice skipped, then auto) or a comma-separated\n"
        "                 list; auto is the plan's own choice\n"
        "  --window W     force window W on every listed strategy that has one: straus %u..%u,\n"
        "                 pippenger, batch_affine and glv (its inner method's) 1..%u; W must\n"
        "                 suit all of them; the others run as they are; default: the plan's\n"
        "  --threads T    threads per MSM, 1..%u (default 1)\n"
        "  --json         one JSON object per line (the schema: README \"Benchmark JSON\")\n"
        "  --compare F    other libraries' measured figures, JSON lines {\"library\",\n"
        "                 \"group\", \"n\", \"median_ns\", optional \"machine\", \"threads\"};\n"
        "                 their time and theirs/ours are printed under each n (ours: auto,\n"
        "                 else the fastest strategy measured), labelled with the machine\n"
        "  --profile F    unit costs from F (else $ECBATCH_PROFILE, else built-in); a profile\n"
        "                 that cannot be read or is malformed exits 3 with the reason\n"
        "  --samples K    rounds, 1..%d (default 5; --fixed: samples of each, default 7)\n"
        "  --min          each configuration's fastest round instead of the median\n"
        "  --cpu-time     process CPU clock (busy machine; one thread)\n"
        "  --fixed        the fixed-base MSM (ecb_msm_fixed_*) against the plain plan over the\n"
        "                 same bases, interleaved: minimum and median of each, one thread\n"
        "  --budget X     --fixed: the table at most X times the bases' size, X a number in\n"
        "                 1..%d (default 8)\n"
        "  Columns: each strategy's time (window; glv: inner method and window; \"pair\":\n"
        "  Straus on its paired chain), then the plan's choice (with the kernel shape that\n"
        "  runs it, if any: Pippenger's bucket loop, Straus's paired chain), its estimate,\n"
        "  auto's ns per point and auto over the fastest.\n"
        "  " CLI_EXIT_HELP,
        MSM_STRAUS_WMIN, MSM_STRAUS_WMAX, MSM_PIPPENGER_CMAX, ECB_MSM_MAX_THREADS,
        BENCH_MAX_SAMPLES, BENCH_FIXED_MAX_BUDGET);
}

/* The window range [*lo, *hi] of strategy s when --window applies to it (0 when it has no
 * window to force: naive, double_and_add, bucket_1bit's fixed 1, auto). */
static int window_range(ecb_msm_strategy s, unsigned *lo, unsigned *hi) {
    switch (s) {
    case ECB_MSM_STRAUS:
        *lo = MSM_STRAUS_WMIN, *hi = MSM_STRAUS_WMAX;
        return 1;
    case ECB_MSM_PIPPENGER:
    case ECB_MSM_BATCH_AFFINE:
    case ECB_MSM_GLV: /* an inner method that takes the window: straus or pippenger */
        *lo = 1, *hi = MSM_PIPPENGER_CMAX;
        return 1;
    default:
        return 0;
    }
}

/* --window W against the listed strategies: 0, or -1 after a usage message naming the range
 * every one of them takes. */
static int check_window(const char *who, unsigned window, const ecb_msm_strategy *list, int count) {
    unsigned lo = 1, hi = MSM_PIPPENGER_CMAX, slo, shi;
    int windowed = 0;
    char names[256] = "";
    for (int k = 0; k < count; k++) {
        if (!window_range(list[k], &slo, &shi)) continue;
        windowed = 1;
        lo = slo > lo ? slo : lo;
        hi = shi < hi ? shi : hi;
        size_t used = strlen(names);
        snprintf(names + used, sizeof names - used, "%s%s %u..%u", used ? ", " : "",
                 ecb_msm_strategy_name(list[k]), slo, shi);
    }
    if (window == 0 || (windowed && window >= lo && window <= hi)) return 0;
    if (!windowed)
        fprintf(stderr, "%s: option --window: no listed strategy takes a window\n", who);
    else
        fprintf(stderr,
                "%s: option --window: %u is outside %u..%u, the windows every listed strategy "
                "takes (%s)\n",
                who, window, lo, hi, names);
    return -1;
}

/* Parses --strategy into list; returns the count, or -1 after a message. */
static int parse_strategies(ecb_group g, const char *text, ecb_msm_strategy *list, int *named) {
    int count = 0;
    *named = strcmp(text, "all") != 0;
    if (!*named) {
        for (int s = 1; s < ECB_MSM_STRATEGY_COUNT; s++)
            if (s != ECB_MSM_PRECOMPUTED_STRAUS &&
                ecb_msm_strategy_available(g, (ecb_msm_strategy)s))
                list[count++] = (ecb_msm_strategy)s;
        list[count++] = ECB_MSM_AUTO;
        return count;
    }
    char buf[256];
    snprintf(buf, sizeof buf, "%s", text);
    for (char *tok = strtok(buf, ","); tok != NULL; tok = strtok(NULL, ",")) {
        ecb_msm_strategy s;
        int dup = 0;
        if (ecb_msm_strategy_parse(tok, &s) != ECB_OK || s == ECB_MSM_PRECOMPUTED_STRAUS ||
            !ecb_msm_strategy_available(g, s)) {
            fprintf(stderr, "ecbatch bench msm: strategy '%s' not available for %s\n", tok,
                    ecb_group_name(g));
            return -1;
        }
        for (int k = 0; k < count; k++)
            dup |= list[k] == s;
        if (!dup) list[count++] = s;
    }
    return count;
}

/* The measured configurations of one n. */
struct msm_size_result {
    double times[MAX_CONFIGS]; /* < 0: skipped */
    ecb_msm_plan_result used[MAX_CONFIGS];
};

/* Measures every configuration of list at n; returns 0, or -1 after a message when an MSM
 * fails. */
static int measure_size(struct msm_size_result *res, const struct bench_msm_group *grp,
                        const void *points, const void *scalars, void *out, size_t n,
                        const ecb_msm_strategy *list, int count, int named,
                        const ecb_msm_plan_result *plan, unsigned threads, unsigned window,
                        const ecb_msm_costs *costs, int samples, int use_min) {
    static double rounds_ns[MAX_CONFIGS][BENCH_MAX_SAMPLES];
    struct msm_run in[MAX_CONFIGS];
    size_t iters[MAX_CONFIGS];
    const double target_ns = bench_sample_ms(200) * 1e6; /* per sample */
    int rounds = samples;
    for (int k = 0; k < count; k++) {
        ecb_msm_strategy s = list[k];
        res->times[k] = -1;
        iters[k] = 0;
        memset(&res->used[k], 0, sizeof res->used[k]);
        if (!named && s != ECB_MSM_AUTO && plan->strategy_ns[s] > 10 * plan->estimate_ns) continue;
        in[k] = (struct msm_run){grp, points, scalars, out, n, {0}, ECB_OK};
        in[k].opt.strategy = s;
        in[k].opt.threads = threads;
        unsigned lo, hi;
        in[k].opt.window = window_range(s, &lo, &hi) ? window : 0;
        in[k].opt.costs = costs;
        in[k].opt.plan_used = &res->used[k];
        uint64_t t0 = bench_now_ns();
        run_msm(&in[k], 1);
        double once = (double)(bench_now_ns() - t0);
        if (in[k].status != ECB_OK) {
            fprintf(stderr, "ecbatch bench msm: %s at n = %zu: %s\n", ecb_msm_strategy_name(s), n,
                    ecb_status_str(in[k].status));
            return -1;
        }
        if (once > 2e9) rounds = 1; /* slow configurations: one round */
        iters[k] = once >= target_ns ? 1 : (size_t)(target_ns / (once > 1 ? once : 1)) + 1;
        res->times[k] = once;
    }
    for (int r = 0; r < rounds; r++)
        for (int k = 0; k < count; k++) {
            if (iters[k] == 0) continue;
            uint64_t t0 = bench_now_ns();
            run_msm(&in[k], iters[k]);
            rounds_ns[k][r] = (double)(bench_now_ns() - t0) / (double)iters[k];
        }
    for (int k = 0; k < count; k++) {
        if (iters[k] == 0) continue;
        qsort(rounds_ns[k], (size_t)rounds, sizeof(double), compare_double);
        res->times[k] = use_min ? rounds_ns[k][0] : rounds_ns[k][rounds / 2];
    }
    return 0;
}

static json_t *msm_row(const struct bench_report *rep, ecb_group g, size_t n, unsigned threads) {
    json_t *row = bench_row_new(rep, "msm");
    json_object_set_new(row, "group", json_string(ecb_group_name(g)));
    json_object_set_new(row, "n", json_integer((json_int_t)n));
    json_object_set_new(row, "threads", json_integer(threads));
    return row;
}

static void print_size(const struct bench_report *rep, const struct bench_msm_group *grp, size_t n,
                       unsigned threads, const ecb_msm_strategy *list, int count,
                       const struct msm_size_result *res, const ecb_msm_plan_result *plan,
                       const ecb_msm_costs *costs, int use_min) {
    double fastest = -1, auto_ns = -1;
    int fastest_k = -1;
    for (int k = 0; k < count; k++) {
        if (res->times[k] < 0) continue;
        if (fastest < 0 || res->times[k] < fastest) fastest = res->times[k], fastest_k = k;
        if (list[k] == ECB_MSM_AUTO) auto_ns = res->times[k];
    }
    for (int k = 0; k < count && rep->json; k++) {
        if (res->times[k] < 0) continue;
        const ecb_msm_plan_result *u = &res->used[k];
        json_t *row = msm_row(rep, grp->g, n, threads);
        json_object_set_new(row, "strategy", json_string(ecb_msm_strategy_name(list[k])));
        json_object_set_new(row, "inner",
                            u->strategy == ECB_MSM_GLV
                                ? json_string(ecb_msm_strategy_name(u->inner))
                                : json_null());
        json_object_set_new(row, "window", json_integer(u->window));
        const char *shape = ecb_msm_plan_shape_name(grp->g, u, costs);
        json_object_set_new(row, "shape", shape ? json_string(shape) : json_null());
        json_object_set_new(row, "stat", json_string(use_min ? "min" : "median"));
        json_object_set_new(row, "median_ns", bench_json_ns(res->times[k]));
        json_object_set_new(row, "ns_per_point", bench_json_ns(res->times[k] / (double)n));
        json_object_set_new(row, "estimate", bench_json_ns(u->estimate_ns));
        json_object_set_new(row, "plan", json_string(ecb_msm_strategy_name(plan->strategy)));
        bench_row_emit(rep, row);
    }
    if (!rep->json) {
        printf("%7zu", n);
        for (int k = 0; k < count; k++) {
            char t[24], cell[48];
            const ecb_msm_plan_result *u = &res->used[k];
            bench_format_ns(t, sizeof t, res->times[k]);
            /* Straus's chain form: "pair" when its paired-chain shape ran */
            ecb_msm_strategy m = u->strategy == ECB_MSM_GLV ? u->inner : u->strategy;
            const char *pair =
                m == ECB_MSM_STRAUS && ecb_msm_plan_shape_name(grp->g, u, costs) ? " pair" : "";
            if (res->times[k] >= 0 && u->strategy == ECB_MSM_GLV)
                snprintf(cell, sizeof cell, "%s (%s %u%s)", t, short_name(u->inner), u->window,
                         pair);
            else if (res->times[k] >= 0 && u->window)
                snprintf(cell, sizeof cell, "%s (%u%s)", t, u->window, pair);
            else
                snprintf(cell, sizeof cell, "%s", t);
            printf(" %20s", cell);
        }
        char pl[80], est[24], ratio[16] = "-", per[16] = "-";
        format_plan(pl, sizeof pl, grp->g, plan, costs);
        bench_format_ns(est, sizeof est, plan->estimate_ns);
        if (auto_ns > 0) {
            snprintf(per, sizeof per, "%.0f", auto_ns / (double)n);
            snprintf(ratio, sizeof ratio, "%.3f", auto_ns / fastest);
        }
        printf(" | %-44s %9s %9s %7s\n", pl, est, per, ratio);
    }
    if (fastest_k >= 0) {
        json_t *key = msm_row(rep, grp->g, n, threads);
        if (auto_ns > 0)
            bench_compare_report(rep, key, auto_ns, "auto");
        else
            bench_compare_report(rep, key, fastest, ecb_msm_strategy_name(list[fastest_k]));
        json_decref(key);
    }
    fflush(stdout);
}

int bench_msm(int argc, char **argv) {
    const char *who = "ecbatch bench msm";
    const char *group = "ristretto255", *nlist = "1..65536", *slist = "all", *profile = NULL;
    const char *compare = NULL;
    unsigned threads = 1, window = 0;
    int json = 0, samples = 5, use_min = 0, clock;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--json"))
            json = 1;
        else if (!strcmp(a, "--min"))
            use_min = 1;
        else if ((clock = bench_cpu_time_option(who, a)) != 0) {
            if (clock < 0) return CLI_EXIT_USAGE;
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            bench_msm_usage(stdout);
            return CLI_EXIT_OK;
        } else if (!strcmp(a, "--group") || !strcmp(a, "--n") || !strcmp(a, "--strategy") ||
                   !strcmp(a, "--profile") || !strcmp(a, "--compare") || !strcmp(a, "--threads") ||
                   !strcmp(a, "--window") || !strcmp(a, "--samples")) {
            const char *v = cli_opt_value(who, argc, argv, &i);
            if (v == NULL) return CLI_EXIT_USAGE;
            if (!strcmp(a, "--group"))
                group = v;
            else if (!strcmp(a, "--n"))
                nlist = v;
            else if (!strcmp(a, "--strategy"))
                slist = v;
            else if (!strcmp(a, "--profile"))
                profile = v;
            else if (!strcmp(a, "--compare"))
                compare = v;
            else if (!strcmp(a, "--threads")) {
                if (cli_opt_unsigned(who, a, v, 1, ECB_MSM_MAX_THREADS, &threads))
                    return CLI_EXIT_USAGE;
            } else if (!strcmp(a, "--window")) {
                if (cli_opt_unsigned(who, a, v, 1, MSM_PIPPENGER_CMAX, &window))
                    return CLI_EXIT_USAGE;
            } else if (cli_opt_int(who, a, v, 1, BENCH_MAX_SAMPLES, &samples))
                return CLI_EXIT_USAGE;
        } else {
            fprintf(stderr, "%s: unknown option '%s'\n", who, a);
            bench_msm_usage(stderr);
            return CLI_EXIT_USAGE;
        }
    }
    ecb_group g;
    const struct bench_msm_group *grp = NULL;
    if (ecb_group_parse(group, &g) == ECB_OK) grp = bench_msm_group_of(g);
    if (grp == NULL) {
        fprintf(stderr, "%s: no MSM engine for group '%s'\n", who, group);
        return CLI_EXIT_USAGE;
    }
    ecb_msm_strategy list[MAX_CONFIGS];
    int named, count = parse_strategies(g, slist, list, &named);
    if (count <= 0 || check_window(who, window, list, count) != 0) return CLI_EXIT_USAGE;
    size_t sizes[MAX_SIZES], nmax = 1;
    int nsizes = bench_parse_list(nlist, sizes, MAX_SIZES);
    for (int i = 0; i < nsizes; i++) {
        if (sizes[i] == 0 || sizes[i] > ECB_MSM_MAX_POINTS) nsizes = -1;
        if (nsizes > 0 && sizes[i] > nmax) nmax = sizes[i];
    }
    if (nsizes <= 0) {
        fprintf(stderr, "%s: bad --n '%s' (sizes 1..2^28)\n", who, nlist);
        return CLI_EXIT_USAGE;
    }
    ecb_msm_costs costs;
    if (cli_load_costs(profile, g, &costs) != 0) return CLI_EXIT_INPUT;
    struct bench_report rep;
    int rc = bench_report_init(&rep, who, json, compare);
    if (rc != 0) return rc;
    void *points = malloc(nmax * grp->point_size), *scalars = malloc(nmax * grp->scalar_size);
    void *out = malloc(grp->out_size);
    if (points == NULL || scalars == NULL || out == NULL) {
        fprintf(stderr, "%s: out of memory\n", who);
        rc = CLI_EXIT_CHECK;
        goto done;
    }
    grp->make(points, scalars, nmax);
    if (!json) {
        printf("MSM %s, backend %s, %u thread%s, %s of %d interleaved rounds; machine: %s\n",
               ecb_group_name(g), ecb_cpu_level_name(ecb_cpu_level_get()), threads,
               threads > 1 ? "s" : "", use_min ? "minimum" : "median", samples, rep.machine);
        bench_compare_legend(&rep, "msm");
        printf("%7s", "n");
        for (int k = 0; k < count; k++)
            printf(" %20s", ecb_msm_strategy_name(list[k]));
        printf(" | %-44s %9s %9s %7s\n", "plan", "estimate", "ns/pt", "/fastest");
        fflush(stdout);
    }
    for (int si = 0; si < nsizes; si++) {
        size_t n = sizes[si];
        struct msm_size_result res;
        ecb_msm_plan_result plan;
        unsigned bits = bench_msm_scalar_bits(grp, scalars, n);
        if (ecb_msm_plan_ex(g, n, bits, threads, &costs, ECB_MSM_AUTO, 0, &plan) != ECB_OK) {
            fprintf(stderr, "%s: no plan for n = %zu\n", who, n);
            rc = CLI_EXIT_CHECK;
            break;
        }
        if (measure_size(&res, grp, points, scalars, out, n, list, count, named, &plan, threads,
                         window, &costs, samples, use_min) != 0) {
            rc = CLI_EXIT_CHECK;
            break;
        }
        print_size(&rep, grp, n, threads, list, count, &res, &plan, &costs, use_min);
    }
done:
    free(points);
    free(scalars);
    free(out);
    bench_report_free(&rep);
    return rc;
}
