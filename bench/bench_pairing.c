/* ecbatch bench pairing: the pairing's parts and wholes, one thread, as rows of the benchmarks'
 * one schema (bench_report.h) named as blst-pairing-bench names its figures, so that --compare
 * sets blst's beside them (bench_compare.c):
 *   miller_loop 1, final_exp 1, pairing 1   one pair of distinct random-looking points
 *   multi_pairing 8, 16, 64                 the product of k pairings through the public API
 *                                           (ecb_bls12_381_multi_pairing_affine): one Miller
 *                                           loop over the k pairs (eight side by side in IFMA
 *                                           lanes at level ifma), one final exponentiation
 *   hash_to_g2 1                            hash_to_curve of a 32-byte message under the min-pk
 *                                           signature DST
 * Also the option parsing and the row helper `bench bls` shares (bench_pairing.h). */
#include "bench_pairing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "ecbatch/bls12_381.h"
#include "ecbatch/pairing.h"
#include "pairing/pairing_381.h"

#define PAIRS 64

int bench_pairing_opts(struct bench_pairing_opts *o, const char *who, int argc, char **argv,
                       int bls) {
    memset(o, 0, sizeof *o);
    o->samples = bls ? 5 : 21;
    o->threads = 1;
    o->variant = ECB_BLS_MIN_PK;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) return 1;
        int clock = bench_cpu_time_option(who, a);
        if (clock < 0) return -1;
        if (clock > 0) {
            o->cpu = 1;
            continue;
        }
        if (!strcmp(a, "--json")) {
            o->json = 1;
            continue;
        }
        const char *v = NULL;
        if (!strcmp(a, "--compare") || !strcmp(a, "--samples") ||
            (bls && (!strcmp(a, "--threads") || !strcmp(a, "--variant")))) {
            if ((v = cli_opt_value(who, argc, argv, &i)) == NULL) return -1;
        } else {
            fprintf(stderr, "%s: unknown option '%s'\n", who, a);
            return -1;
        }
        if (!strcmp(a, "--compare")) {
            o->compare = v;
        } else if (!strcmp(a, "--samples")) {
            if (cli_opt_int(who, a, v, 1, BENCH_MAX_SAMPLES, &o->samples) != 0) return -1;
        } else if (!strcmp(a, "--threads")) {
            if (cli_opt_unsigned(who, a, v, 1, ECB_BLS_MAX_THREADS, &o->threads) != 0) return -1;
        } else if (!strcmp(v, "min-pk") || !strcmp(v, "min-sig")) {
            o->variant = !strcmp(v, "min-pk") ? ECB_BLS_MIN_PK : ECB_BLS_MIN_SIG;
        } else {
            fprintf(stderr, "%s: option --variant: '%s' is neither min-pk nor min-sig\n", who, v);
            return -1;
        }
    }
    return 0;
}

void bench_pairing_row(const struct bench_report *r, const char *bench, const char *what, size_t n,
                       size_t messages, const char *variant, unsigned threads, double ns,
                       int samples) {
    json_t *row = bench_row_new(r, bench);
    json_t *sizes = json_pack("{sI}", "n", (json_int_t)n);
    if (messages > 0) json_object_set_new(sizes, "messages", json_integer((json_int_t)messages));
    json_object_set_new(row, "what", json_string(what));
    json_object_set_new(row, "sizes", sizes);
    if (variant != NULL) json_object_set_new(row, "variant", json_string(variant));
    json_object_set_new(row, "threads", json_integer(threads));
    json_object_set_new(row, "median_ns", bench_json_ns(ns));
    json_object_set_new(row, "samples", json_integer(samples));
    json_object_set_new(row, "clock", json_string(r->cpu ? "cpu" : "wall"));
    if (!r->json) {
        char t[24], size[48];
        bench_format_ns(t, sizeof t, ns);
        if (messages > 0)
            snprintf(size, sizeof size, "%zu (%zu messages)", n, messages);
        else
            snprintf(size, sizeof size, "%zu", n);
        printf("  %-22s %-18s %12s\n", what, size, t);
    }
    /* the row first, then the figures set beside it */
    bench_row_emit(r, json_incref(row));
    bench_compare_report(r, row, ns, "ecbatch");
    json_decref(row);
}

struct pairing_ctx {
    g1_381_aff p[PAIRS];
    g2_381_aff q[PAIRS];
    g2_381_proj scratch[PAIRS];
    fp12_381 f, m;
    uint8_t msg[32];
    size_t k; /* b_multi's pairs */
};

static void b_miller(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        pairing_381_miller_loop_n(&x->f, x->p, x->q, 1, x->scratch);
}
static void b_final_exp(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        pairing_381_final_exp(&x->m, &x->f);
}
static void b_pairing(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++) {
        pairing_381_miller_loop_n(&x->m, x->p, x->q, 1, x->scratch);
        pairing_381_final_exp(&x->m, &x->m);
    }
}
static void b_multi(void *c, size_t n) {
    struct pairing_ctx *x = c;
    ecb_bls12_381_gt out;
    for (size_t i = 0; i < n; i++)
        if (ecb_bls12_381_multi_pairing_affine(&out, (const ecb_bls12_381_g1_affine *)x->p,
                                               (const ecb_bls12_381_g2_affine *)x->q,
                                               x->k) != ECB_OK)
            abort();
}
static void b_hash(void *c, size_t n) {
    static const char dst[] = "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
    struct pairing_ctx *x = c;
    ecb_bls12_381_g2 h;
    for (size_t i = 0; i < n; i++) {
        x->msg[0] = (uint8_t)i;
        if (ecb_bls12_381_g2_hash_to_curve(&h, x->msg, sizeof x->msg, (const uint8_t *)dst,
                                           sizeof dst - 1) != ECB_OK)
            abort();
    }
}

static void pairing_usage(FILE *out) {
    fprintf(out,
            "usage: ecbatch bench pairing [--samples K] [--cpu-time] [--json] [--compare FILE]\n"
            "  median time of the Miller loop, the final exponentiation, a pairing, products\n"
            "  of 8, 16 and 64 pairings (public API: one Miller loop over the pairs, eight side\n"
            "  by side in IFMA lanes at level ifma, one final exponentiation) and a hash to G2\n"
            "  (32-byte message), one thread\n"
            "  --samples K   samples per median, 1..%d (default 21; a sample is about 2 ms)\n"
            "  --cpu-time    process CPU time instead of wall time (steadier on a shared\n"
            "                machine; blst's figures are wall time)\n"
            "  --json        one JSON object per line (README \"Benchmark JSON\")\n"
            "  --compare F   blst's figures as blst-pairing-run.sh writes them (or this\n"
            "                schema's lines with \"bench\": \"pairing\"), set beside ours\n"
            "  " CLI_EXIT_HELP,
            BENCH_MAX_SAMPLES);
}

int bench_pairing(int argc, char **argv) {
    static const char *who = "ecbatch bench pairing";
    struct bench_pairing_opts o;
    int rc = bench_pairing_opts(&o, who, argc, argv, 0);
    if (rc != 0) {
        pairing_usage(rc > 0 ? stdout : stderr);
        return rc > 0 ? CLI_EXIT_OK : CLI_EXIT_USAGE;
    }
    struct bench_report rep;
    if ((rc = bench_report_init(&rep, who, o.json, o.compare)) != 0) return rc;
    rep.cpu = o.cpu;
    struct pairing_ctx *x = calloc(1, sizeof *x);
    if (x == NULL) {
        fprintf(stderr, "%s: out of memory\n", who);
        bench_report_free(&rep);
        return CLI_EXIT_OUTPUT;
    }
    /* distinct points: k G1 and (k + 1) G2 for k = 2 .. PAIRS + 1 */
    g1_381_jac g1, t1;
    g2_381_jac g2, t2;
    g1_381_generator(&g1);
    g2_381_generator(&g2);
    for (size_t i = 0; i < PAIRS; i++) {
        g1_381_jac_mul_u64_var(&t1, &g1, 0x9e3779b97f4a7c15u * (i + 2));
        g2_381_jac_mul_u64_var(&t2, &g2, 0xc2b2ae3d27d4eb4fu * (i + 3));
        g1_381_jac_to_aff(&x->p[i], &t1);
        g2_381_jac_to_aff(&x->q[i], &t2);
    }
    pairing_381_miller_loop_n(&x->f, x->p, x->q, 1, x->scratch);
    if (!o.json) {
        printf("pairing of BLS12-381, one thread, backend %s, medians of %d samples (%s time); "
               "machine: %s\n",
               ecb_cpu_level_name(ecb_cpu_level_get()), o.samples, o.cpu ? "cpu" : "wall",
               rep.machine);
        bench_compare_legend(&rep, "pairing");
        printf("  %-22s %-18s %12s\n", "what", "n", "median");
    }
    /* short samples, as blst-pairing-bench takes one call per sample: on a shared machine a
     * long sample almost always holds a preemption, a short one seldom */
    double t = 2.0;
    int s = o.samples;
    bench_pairing_row(&rep, "pairing", "miller_loop", 1, 0, NULL, 1,
                      bench_median_ns(b_miller, x, t, s), s);
    bench_pairing_row(&rep, "pairing", "final_exp", 1, 0, NULL, 1,
                      bench_median_ns(b_final_exp, x, t, s), s);
    bench_pairing_row(&rep, "pairing", "pairing", 1, 0, NULL, 1,
                      bench_median_ns(b_pairing, x, t, s), s);
    static const size_t ks[] = {8, 16, PAIRS};
    for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
        x->k = ks[i];
        bench_pairing_row(&rep, "pairing", "multi_pairing", x->k, 0, NULL, 1,
                          bench_median_ns(b_multi, x, t, s), s);
    }
    bench_pairing_row(&rep, "pairing", "hash_to_g2", 1, 0, NULL, 1,
                      bench_median_ns(b_hash, x, t, s), s);
    free(x);
    bench_report_free(&rep);
    return CLI_EXIT_OK;
}
