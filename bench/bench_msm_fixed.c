/* ecbatch bench msm --fixed: the fixed-base MSM (ecb_msm_fixed) against the plain plan over
 * the same bases and scalars, interleaved sample by sample (plain, fixed, plain, ...), with
 * each one's minimum and median, the ratio of the medians, the table's window and passes and
 * its size over the bases' size. One thread. Every option value is checked (a usage error
 * naming the range), and every path frees what it allocated. */
#define _POSIX_C_SOURCE 200809L
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "ecbatch.h"

typedef struct fixed_input {
    ecb_group g;
    size_t n;
    void *pts, *sc;
    const ecb_msm_fixed *f;
} fixed_input;

static void run_plain(void *ctx, size_t iters) {
    fixed_input *in = ctx;
    unsigned char out[512];
    for (size_t i = 0; i < iters; i++) {
        switch (in->g) {
        case ECB_GROUP_RISTRETTO255:
            ecb_msm_ristretto255_var((void *)out, in->pts, in->sc, in->n, NULL);
            break;
        case ECB_GROUP_BLS12_381_G1:
            ecb_msm_bls12_381_g1_var((void *)out, in->pts, in->sc, in->n, NULL);
            break;
        case ECB_GROUP_BLS12_381_G2:
            ecb_msm_bls12_381_g2_var((void *)out, in->pts, in->sc, in->n, NULL);
            break;
        case ECB_GROUP_BLS12_377_G1:
            ecb_msm_bls12_377_g1_var((void *)out, in->pts, in->sc, in->n, NULL);
            break;
        case ECB_GROUP_BN254_G1:
            ecb_msm_bn254_g1_var((void *)out, in->pts, in->sc, in->n, NULL);
            break;
        }
    }
}

static void run_fixed(void *ctx, size_t iters) {
    fixed_input *in = ctx;
    unsigned char out[512];
    for (size_t i = 0; i < iters; i++) {
        switch (in->g) {
        case ECB_GROUP_RISTRETTO255:
            ecb_msm_fixed_ristretto255_var((void *)out, in->f, in->sc, in->n, NULL);
            break;
        case ECB_GROUP_BLS12_381_G1:
            ecb_msm_fixed_bls12_381_g1_var((void *)out, in->f, in->sc, in->n, NULL);
            break;
        case ECB_GROUP_BLS12_381_G2:
            ecb_msm_fixed_bls12_381_g2_var((void *)out, in->f, in->sc, in->n, NULL);
            break;
        case ECB_GROUP_BLS12_377_G1:
            ecb_msm_fixed_bls12_377_g1_var((void *)out, in->f, in->sc, in->n, NULL);
            break;
        case ECB_GROUP_BN254_G1:
            ecb_msm_fixed_bn254_g1_var((void *)out, in->f, in->sc, in->n, NULL);
            break;
        }
    }
}

/* Random bases (multiples of the generator, by a short chain of additions) and scalars into
 * in->pts and in->sc, which the caller frees also when this fails (-1). */
static int make_inputs(fixed_input *in, size_t *base_size) {
    size_t n = in->n;
    uint8_t wide[64];
    switch (in->g) {
    case ECB_GROUP_RISTRETTO255: {
        ecb_ristretto255_point *p = malloc(n * sizeof *p), g;
        ecb_ristretto255_scalar *s = malloc(n * sizeof *s);
        in->pts = p;
        in->sc = s;
        if (p == NULL || s == NULL) return -1;
        ecb_ristretto255_base(&g);
        for (size_t i = 0; i < n; i++) {
            randombytes_buf(wide, sizeof wide);
            ecb_ristretto255_scalar_reduce64(&s[i], wide);
            if (i < 64)
                ecb_ristretto255_scalar_mult(&p[i], &s[i], &g);
            else
                ecb_ristretto255_add(&p[i], &p[i - 64], &p[i - 63]);
        }
        *base_size = sizeof *p;
        return 0;
    }
    case ECB_GROUP_BLS12_381_G1:
    case ECB_GROUP_BLS12_381_G2: {
        int g2 = in->g == ECB_GROUP_BLS12_381_G2;
        size_t jac = g2 ? sizeof(ecb_bls12_381_g2) : sizeof(ecb_bls12_381_g1);
        size_t aff = g2 ? sizeof(ecb_bls12_381_g2_affine) : sizeof(ecb_bls12_381_g1_affine);
        unsigned char *j = malloc(n * jac), *a = malloc(n * aff);
        ecb_bls12_381_scalar *s = malloc(n * sizeof *s);
        in->pts = a;
        in->sc = s;
        if (j == NULL || a == NULL || s == NULL) {
            free(j);
            return -1;
        }
        for (size_t i = 0; i < n; i++) {
            randombytes_buf(wide, sizeof wide);
            ecb_bls12_381_scalar_reduce64(&s[i], wide);
            if (g2) {
                ecb_bls12_381_g2 *q = (ecb_bls12_381_g2 *)j;
                if (i < 64) {
                    ecb_bls12_381_g2_generator(&q[i]);
                    ecb_bls12_381_g2_mul_var(&q[i], &s[i], &q[i]);
                } else {
                    ecb_bls12_381_g2_add(&q[i], &q[i - 64], &q[i - 63]);
                }
            } else {
                ecb_bls12_381_g1 *q = (ecb_bls12_381_g1 *)j;
                if (i < 64) {
                    ecb_bls12_381_g1_generator(&q[i]);
                    ecb_bls12_381_g1_mul_var(&q[i], &s[i], &q[i]);
                } else {
                    ecb_bls12_381_g1_add(&q[i], &q[i - 64], &q[i - 63]);
                }
            }
        }
        if (g2)
            ecb_bls12_381_g2_batch_to_affine((void *)a, (void *)j, n);
        else
            ecb_bls12_381_g1_batch_to_affine((void *)a, (void *)j, n);
        free(j);
        *base_size = aff;
        return 0;
    }
    case ECB_GROUP_BLS12_377_G1: {
        ecb_bls12_377_g1 *q = malloc(n * sizeof *q);
        ecb_bls12_377_g1_affine *a = malloc(n * sizeof *a);
        ecb_bls12_377_scalar *s = malloc(n * sizeof *s);
        in->pts = a;
        in->sc = s;
        if (q == NULL || a == NULL || s == NULL) {
            free(q);
            return -1;
        }
        for (size_t i = 0; i < n; i++) {
            randombytes_buf(s[i].v, sizeof s[i].v);
            s[i].v[3] &= 0x0fffffffffffffffULL; /* below r */
            if (i < 64)
                ecb_bls12_377_g1_mul_var(&q[i], &s[i], &ECB_BLS12_377_G1_GENERATOR);
            else
                ecb_bls12_377_g1_add(&q[i], &q[i - 64], &q[i - 63]);
        }
        ecb_bls12_377_g1_batch_to_affine(a, q, n);
        free(q);
        *base_size = sizeof *a;
        return 0;
    }
    case ECB_GROUP_BN254_G1: {
        ecb_bn254_g1 *q = malloc(n * sizeof *q);
        ecb_bn254_g1_affine *a = malloc(n * sizeof *a);
        ecb_bn254_scalar *s = malloc(n * sizeof *s);
        in->pts = a;
        in->sc = s;
        if (q == NULL || a == NULL || s == NULL) {
            free(q);
            return -1;
        }
        for (size_t i = 0; i < n; i++) {
            randombytes_buf(wide, sizeof wide);
            ecb_bn254_scalar_reduce64(&s[i], wide);
            if (i < 64)
                ecb_bn254_g1_mul_var(&q[i], &s[i], &ECB_BN254_G1_GENERATOR);
            else
                ecb_bn254_g1_add(&q[i], &q[i - 64], &q[i - 63]);
        }
        ecb_bn254_g1_batch_to_affine(a, q, n);
        free(q);
        *base_size = sizeof *a;
        return 0;
    }
    }
    return -1;
}

static ecb_status build(fixed_input *in, ecb_msm_fixed **f, size_t budget) {
    switch (in->g) {
    case ECB_GROUP_RISTRETTO255:
        return ecb_msm_fixed_ristretto255_new(f, in->pts, in->n, budget);
    case ECB_GROUP_BLS12_381_G1:
        return ecb_msm_fixed_bls12_381_g1_new(f, in->pts, in->n, budget);
    case ECB_GROUP_BLS12_381_G2:
        return ecb_msm_fixed_bls12_381_g2_new(f, in->pts, in->n, budget);
    case ECB_GROUP_BLS12_377_G1:
        return ecb_msm_fixed_bls12_377_g1_new(f, in->pts, in->n, budget);
    case ECB_GROUP_BN254_G1:
        return ecb_msm_fixed_bn254_g1_new(f, in->pts, in->n, budget);
    }
    return ECB_ERR_UNSUPPORTED;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Calls per sample so that one sample of fn takes about target_ms. */
static size_t calibrate(bench_fn fn, void *ctx, double target_ms) {
    size_t iters = 1;
    for (;;) {
        uint64_t t0 = bench_now_ns();
        fn(ctx, iters);
        double ms = (double)(bench_now_ns() - t0) / 1e6;
        if (ms >= target_ms / 4 || iters > ((size_t)1 << 30)) {
            double want = (double)iters * target_ms / (ms > 1e-3 ? ms : 1e-3);
            return want < 1 ? 1 : (size_t)want;
        }
        iters *= 4;
    }
}

static double sample(bench_fn fn, void *ctx, size_t iters) {
    uint64_t t0 = bench_now_ns();
    fn(ctx, iters);
    return (double)(bench_now_ns() - t0) / (double)iters;
}

/* Measures one n: builds the table, then interleaved samples of the plain and fixed MSMs into
 * tp and tf; prints the row. 0, or CLI_EXIT_CHECK after a message. */
static int measure_n(ecb_group g, size_t n, double budget_x, int samples, int json, double *tp,
                     double *tf) {
    const double target_ms = bench_sample_ms(20);
    fixed_input in = {.g = g, .n = n};
    size_t base_size = 0;
    ecb_msm_fixed *f = NULL;
    int rc = CLI_EXIT_CHECK;
    if (make_inputs(&in, &base_size) != 0) {
        fprintf(stderr, "ecbatch bench msm --fixed: out of memory at n = %zu\n", n);
        goto done;
    }
    uint64_t t0 = bench_now_ns();
    ecb_status st = build(&in, &f, (size_t)(budget_x * (double)(n * base_size)));
    if (st != ECB_OK) {
        fprintf(stderr, "ecbatch bench msm --fixed: building the table failed: %s\n",
                ecb_status_str(st));
        goto done;
    }
    double build_ms = (double)(bench_now_ns() - t0) / 1e6;
    in.f = f;
    size_t ip = calibrate(run_plain, &in, target_ms), jf = calibrate(run_fixed, &in, target_ms);
    for (int s = 0; s < samples; s++) {
        tp[s] = sample(run_plain, &in, ip);
        tf[s] = sample(run_fixed, &in, jf);
    }
    qsort(tp, (size_t)samples, sizeof *tp, cmp_double);
    qsort(tf, (size_t)samples, sizeof *tf, cmp_double);
    unsigned c = 0, k = 0;
    ecb_msm_fixed_shape(f, &c, &k);
    double table_x = (double)ecb_msm_fixed_table_size(f) / (double)(n * base_size);
    double pm = tp[samples / 2], fm = tf[samples / 2];
    if (json)
        printf("{\"group\":\"%s\",\"backend\":\"%s\",\"n\":%zu,\"threads\":1,\"strategy\":"
               "\"fixed\",\"window\":%u,\"passes\":%u,\"median_ns\":%.0f,\"min_ns\":%.0f,"
               "\"ns_per_point\":%.1f,\"plain_median_ns\":%.0f,\"plain_min_ns\":%.0f,"
               "\"table_over_bases\":%.2f,\"build_ms\":%.1f}\n",
               ecb_group_name(g), ecb_cpu_level_name(ecb_cpu_level_get()), n, c, k, fm, tf[0],
               fm / (double)n, pm, tp[0], table_x, build_ms);
    else
        printf("%-8zu %10.3fms %10.3fms %10.3fms %10.3fms %6.2fx %6.2fx %3u,%u\n", n, tp[0] / 1e6,
               pm / 1e6, tf[0] / 1e6, fm / 1e6, pm / fm, table_x, c, k);
    fflush(stdout);
    rc = 0;
done:
    ecb_msm_fixed_free(f);
    free(in.pts);
    free(in.sc);
    return rc;
}

int bench_msm_fixed(int argc, char **argv) {
    static const char *who = "ecbatch bench msm --fixed";
    const char *group = "bls12-381-g1", *nlist = "256..65536", *v;
    double budget_x = 8;
    int samples = 7, json = 0, clock;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--fixed"))
            continue;
        else if (!strcmp(a, "--json"))
            json = 1;
        else if ((clock = bench_cpu_time_option(who, a)) != 0) {
            if (clock < 0) return CLI_EXIT_USAGE;
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            bench_msm_usage(stdout);
            return CLI_EXIT_OK;
        } else if (!strcmp(a, "--group") || !strcmp(a, "--n") || !strcmp(a, "--budget") ||
                   !strcmp(a, "--samples")) {
            if ((v = cli_opt_value(who, argc, argv, &i)) == NULL) return CLI_EXIT_USAGE;
            if (!strcmp(a, "--group"))
                group = v;
            else if (!strcmp(a, "--n"))
                nlist = v;
            else if (!strcmp(a, "--budget")) {
                if (cli_opt_double(who, a, v, 1, BENCH_FIXED_MAX_BUDGET, &budget_x) != 0)
                    return CLI_EXIT_USAGE;
            } else if (cli_opt_int(who, a, v, 1, BENCH_MAX_SAMPLES, &samples) != 0)
                return CLI_EXIT_USAGE;
        } else {
            fprintf(stderr, "%s: unknown option '%s' (ecbatch bench msm --help)\n", who, a);
            return CLI_EXIT_USAGE;
        }
    }
    ecb_group g;
    size_t ns[32];
    int count = bench_parse_list(nlist, ns, 32);
    if (ecb_group_parse(group, &g) != ECB_OK) {
        fprintf(stderr, "%s: option --group: unknown group '%s'\n", who, group);
        return CLI_EXIT_USAGE;
    }
    for (int r = 0; r < count; r++)
        if (ns[r] == 0 || ns[r] > ECB_MSM_MAX_POINTS) count = -1;
    if (count <= 0) {
        fprintf(stderr, "%s: option --n: '%s' is not a list of sizes in 1..%zu\n", who, nlist,
                (size_t)ECB_MSM_MAX_POINTS);
        return CLI_EXIT_USAGE;
    }
    double *tp = malloc((size_t)samples * sizeof *tp), *tf = malloc((size_t)samples * sizeof *tf);
    int rc = tp != NULL && tf != NULL ? CLI_EXIT_OK : CLI_EXIT_CHECK;
    if (rc != CLI_EXIT_OK) fprintf(stderr, "%s: out of memory\n", who);
    if (rc == CLI_EXIT_OK && !json)
        printf("%-8s %12s %12s %12s %12s %7s %7s %6s\n", "n", "plain_min", "plain_med", "fixed_min",
               "fixed_med", "ratio", "table", "c,k");
    for (int r = 0; rc == CLI_EXIT_OK && r < count; r++)
        rc = measure_n(g, ns[r], budget_x, samples, json, tp, tf);
    free(tp);
    free(tf);
    return rc;
}
