/* ecbatch bench bte: the threshold-decryption phases of spec §12 (commonware PR #2189's
 * criterion benches), medians per (n, size, threads) of rounds that interleave the thread
 * counts and phases:
 *   prepare  build the request (checks every ciphertext) and respond for share 0
 *   verify   verify the t responses of shares 0..t-1 (all at once), then combine
 *   recover  combine the t verified responses only
 * with t = quorum(n) = n - floor((n - 1) / 3), size ciphertexts "bench-msg-{i}" under label
 * "bench-label", context "bench-{size}". --breakdown splits verify into its MSM and scalar
 * multiplication calls and the rest. Rows as a table or JSON lines of the benchmarks' one schema
 * (bench_report.h); --compare sets other libraries' measured figures beside ours. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "bench_report.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "bte/bte_internal.h"
#include "ecbatch/bte.h"

static const char *const phase_names[3] = {"prepare", "verify", "recover"};

struct bte_setup {
    ecb_bte_variant variant;
    uint32_t n, t;
    size_t size;
    ecb_bte_public *pub;
    ecb_bte_share *shares;
    ecb_bte_point *hi;
    ecb_bte_ciphertext **cts;
    ecb_bte_request *req;
    ecb_bte_response **resp; /* shares 0..t-1 */
    uint32_t *idx;
    char context[32];
};

static void setup_free(struct bte_setup *s) {
    for (uint32_t i = 0; s->resp != NULL && i < s->t; i++)
        ecb_bte_response_free(s->resp[i]);
    ecb_bte_request_free(s->req);
    for (size_t j = 0; s->cts != NULL && j < s->size; j++)
        ecb_bte_ciphertext_free(s->cts[j]);
    ecb_bte_public_free(s->pub);
    if (s->shares != NULL) sodium_memzero(s->shares, s->n * sizeof *s->shares);
    free(s->shares);
    free(s->hi);
    free(s->cts);
    free(s->resp);
    free(s->idx);
}

static int setup_new(struct bte_setup *s, ecb_bte_variant v, uint32_t n, size_t size) {
    memset(s, 0, sizeof *s);
    s->variant = v;
    s->n = n;
    s->t = n - (n - 1) / 3;
    s->size = size;
    s->shares = malloc(n * sizeof *s->shares);
    s->hi = malloc(n * sizeof *s->hi);
    s->cts = calloc(size, sizeof *s->cts);
    s->resp = calloc(s->t, sizeof *s->resp);
    s->idx = malloc(s->t * sizeof *s->idx);
    if (!s->shares || !s->hi || !s->cts || !s->resp || !s->idx) return -1;
    if (ecb_bte_deal(&s->pub, s->shares, v, s->t, n) != ECB_OK) return -1;
    ecb_bte_point pk;
    ecb_bte_public_key(s->pub, &pk);
    for (uint32_t i = 0; i < n; i++)
        ecb_bte_public_share_var(s->pub, i, &s->hi[i]);
    for (size_t j = 0; j < size; j++) {
        char msg[32];
        int len = snprintf(msg, sizeof msg, "bench-msg-%zu", j);
        if (ecb_bte_encrypt(&s->cts[j], &pk, (const uint8_t *)"bench-label", 11,
                            (const uint8_t *)msg, (size_t)len) != ECB_OK)
            return -1;
    }
    int clen = snprintf(s->context, sizeof s->context, "bench-%zu", size);
    if (ecb_bte_request_new_var(&s->req, &pk, (const ecb_bte_ciphertext *const *)s->cts, size,
                                (const uint8_t *)s->context, (size_t)clen, s->t, 2) != ECB_OK)
        return -1;
    for (uint32_t i = 0; i < s->t; i++) {
        s->idx[i] = i;
        if (ecb_bte_respond(&s->resp[i], s->req, &s->shares[i], 2) != ECB_OK) return -1;
    }
    return 0;
}

/* One run of a phase; returns its wall time in ns, or 0 on a failure. */
static double run_phase(const struct bte_setup *s, int phase, unsigned threads) {
    ecb_bte_point pk;
    ecb_bte_public_key(s->pub, &pk);
    uint64_t t0 = bench_now_ns();
    int ok = 1;
    if (phase == 0) {
        ecb_bte_request *req = NULL;
        ecb_bte_response *r = NULL;
        ok = ecb_bte_request_new_var(&req, &pk, (const ecb_bte_ciphertext *const *)s->cts, s->size,
                                     (const uint8_t *)s->context, strlen(s->context), s->t,
                                     threads) == ECB_OK &&
             ecb_bte_respond(&r, req, &s->shares[0], threads) == ECB_OK;
        ecb_bte_response_free(r);
        ecb_bte_request_free(req);
    } else {
        if (phase == 1) {
            ecb_bte_error *res = malloc(s->t * sizeof *res);
            ok = res != NULL && ecb_bte_verify_responses_var(
                                    s->req, s->idx, s->hi, (const ecb_bte_response *const *)s->resp,
                                    s->t, threads, res, NULL) == ECB_OK;
            free(res);
        }
        ecb_bte_plaintext *pts = NULL;
        size_t count = 0;
        ok = ok &&
             ecb_bte_combine_var(s->req, s->idx, s->t, (const ecb_bte_response *const *)s->resp,
                                 s->t, threads, &pts, &count, NULL) == ECB_OK &&
             count == s->size;
        ecb_bte_plaintexts_free(pts, count);
    }
    double ns = (double)(bench_now_ns() - t0);
    return ok ? ns : 0;
}

/* med[c][phase] = the median of `samples` runs of each phase on threads[c] threads, sampled in
 * interleaved rounds (every phase on every thread count, then the next round), so that a load
 * that comes and goes on a shared machine falls on all of them alike and the speed-ups compare
 * the same minutes. Returns the failed phase, or -1. */
static int median_phases(double med[][3], const struct bte_setup *s, const size_t *threads, int nth,
                         int samples) {
    double t[8][3][BENCH_MAX_SAMPLES];
    for (int i = 0; i < samples; i++)
        for (int phase = 0; phase < 3; phase++)
            for (int c = 0; c < nth; c++)
                if ((t[c][phase][i] = run_phase(s, phase, (unsigned)threads[c])) == 0) return phase;
    for (int c = 0; c < nth; c++)
        for (int phase = 0; phase < 3; phase++)
            med[c][phase] = bench_median(t[c][phase], samples);
    return -1;
}

/* The MSM share of verify on one thread: the calls verify makes (the U* of every response in
 * one engine call over the headers, the Uhat of each, the combined residual, the column MSMs of
 * combine) with the same sizes, timed alone. */
static double verify_msm_once(const struct bte_setup *s) {
    const bte_group_ops *ops = bte_group(s->variant);
    size_t m = s->req->m;
    bte_limbs *rho = malloc(s->t * m * sizeof *rho + 1);
    bte_resp_candidate *cand = calloc(s->t, sizeof *cand);
    bte_limbs *w = malloc(2 * s->t * sizeof *w);
    bte_weights wl = {NULL, NULL, 0, {{0}}};
    uint8_t *k_enc = malloc(m * ops->pb);
    double ns = 0;
    if (rho && cand && w && k_enc && bte_combination_weights(&wl, s->idx, s->t) == ECB_OK) {
        bte_transcript tr;
        bte_rho_transcript(&tr, s->req->digest, 0, s->resp[0]->partial_enc, m, ops->pb);
        bte_rho_derive(rho, &tr, m);
        for (uint32_t i = 1; i < s->t; i++)
            memcpy(rho + i * m, rho, m * sizeof *rho);
        randombytes_buf(w, 2 * s->t * sizeof *w);
        for (uint32_t i = 0; i < 2 * s->t; i++)
            w[i].v[2] = w[i].v[3] = 0;
        uint64_t t0 = bench_now_ns();
        for (uint32_t i = 0; i < s->t; i++) {
            cand[i].resp = s->resp[i];
            cand[i].hi = bte_point_of_c(&s->hi[i]);
        }
        ops->headers_aggregates(cand, s->req, rho, s->t, 1);
        for (uint32_t i = 0; i < s->t; i++)
            ops->partials_aggregate(&cand[i], s->req, s->resp[i], rho + i * m);
        int ok;
        ops->resp_residual(&ok, NULL, cand, s->t, w, 1);
        ops->combine_keys(k_enc, s->req, &wl, (const ecb_bte_response *const *)s->resp, s->t, 1);
        ns = (double)(bench_now_ns() - t0);
    }
    free(rho);
    free(cand);
    free(w);
    bte_weights_free(&wl);
    free(k_enc);
    return ns;
}

static double verify_msm_ns(const struct bte_setup *s, int samples) {
    double t[BENCH_MAX_SAMPLES];
    for (int i = 0; i < samples; i++)
        t[i] = verify_msm_once(s);
    return bench_median(t, samples);
}

static void bte_usage(FILE *out) {
    fprintf(out,
            "usage: ecbatch bench bte [--n LIST] [--size LIST] [--threads LIST]\n"
            "                         [--variant minsig|minpk] [--samples K] [--breakdown]\n"
            "                         [--cpu-time] [--json] [--compare FILE]\n"
            "  Medians of the phases of spec §12 (prepare, verify, recover) per n, size and\n"
            "  thread count, sampled in rounds that interleave the thread counts and phases\n"
            "  (speed-ups compare the same minutes); t = n - floor((n - 1) / 3). Defaults:\n"
            "  --n 10,100 --size 10,100,1000 --threads 1,2 --variant minsig --samples 5.\n"
            "  Lists: \"1,2,4\" or powers of two \"1..64\", at most 8 values; n in 1..1000,\n"
            "  size in 1..100000, threads in 1..%u; K in 1..%d.\n"
            "  --breakdown  also the share of one-thread verify spent in MSM calls\n"
            "  --cpu-time   process CPU time (all threads summed) instead of wall time:\n"
            "               steadier on a shared machine for one thread; meaningless for\n"
            "               speed-ups\n"
            "  --json       one JSON object per line (the schema: README \"Benchmark JSON\")\n"
            "  --compare F  other libraries' measured figures, JSON lines {\"library\",\n"
            "               \"bench\": \"bte\", \"what\" (the phase), \"variant\",\n"
            "               \"sizes\": {\"n\", \"size\"}, \"median_ns\", optional \"machine\",\n"
            "               \"threads\"}; their time and theirs/ours are printed under each\n"
            "               phase, labelled with the machine\n"
            "  " CLI_EXIT_HELP,
            ECB_BTE_MAX_THREADS, BENCH_MAX_SAMPLES);
}

/* A row {"bench":"bte","what":phase,"variant","sizes":{"n","size"},"t","threads"} without
 * the times. */
static json_t *bte_row(const struct bench_report *rep, const char *what, ecb_bte_variant v,
                       size_t n, size_t size, uint32_t t, size_t threads) {
    json_t *row = bench_row_new(rep, "bte");
    json_object_set_new(row, "what", json_string(what));
    json_object_set_new(row, "variant", json_string(v == ECB_BTE_MINSIG ? "minsig" : "minpk"));
    json_object_set_new(row, "sizes",
                        json_pack("{sIsI}", "n", (json_int_t)n, "size", (json_int_t)size));
    json_object_set_new(row, "t", json_integer(t));
    json_object_set_new(row, "threads", json_integer((json_int_t)threads));
    return row;
}

int bench_bte(int argc, char **argv) {
    size_t ns_[8] = {10, 100}, sizes[8] = {10, 100, 1000}, threads[8] = {1, 2};
    int nn = 2, nsz = 3, nth = 2, samples = 5, json = 0, breakdown = 0, cpu = 0;
    const char *compare = NULL;
    ecb_bte_variant variant = ECB_BTE_MINSIG;
    static const char *who = "ecbatch bench bte";
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
        int clock = bench_cpu_time_option(who, a);
        if (clock < 0) return CLI_EXIT_USAGE;
        if (clock > 0) {
            cpu = 1;
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            bte_usage(stdout);
            return CLI_EXIT_OK;
        } else if (!strcmp(a, "--json")) {
            json = 1;
        } else if (!strcmp(a, "--breakdown")) {
            breakdown = 1;
        } else if (next != NULL && !strcmp(a, "--compare")) {
            compare = next, i++;
        } else if (next != NULL && !strcmp(a, "--n")) {
            nn = bench_parse_list(next, ns_, 8), i++;
        } else if (next != NULL && !strcmp(a, "--size")) {
            nsz = bench_parse_list(next, sizes, 8), i++;
        } else if (next != NULL && !strcmp(a, "--threads")) {
            nth = bench_parse_list(next, threads, 8), i++;
        } else if (next != NULL && !strcmp(a, "--samples")) {
            if (cli_opt_int(who, "--samples", next, 1, BENCH_MAX_SAMPLES, &samples) != 0)
                return CLI_EXIT_USAGE;
            i++;
        } else if (next != NULL && !strcmp(a, "--variant")) {
            if (ecb_bte_variant_parse(next, &variant) != ECB_OK) {
                fprintf(stderr, "%s: option --variant: unknown variant '%s'\n", who, next);
                nn = -1;
            }
            i++;
        } else {
            fprintf(stderr, "%s: unknown option or missing value '%s'\n", who, a);
            nn = -1;
        }
    }
    if (nn <= 0 || nsz <= 0 || nth <= 0) {
        bte_usage(stderr);
        return CLI_EXIT_USAGE;
    }
    for (int a = 0; a < nn; a++)
        for (int b = 0; b < nsz; b++)
            for (int c = 0; c < nth; c++)
                if (ns_[a] < 1 || ns_[a] > 1000 || sizes[b] < 1 || sizes[b] > 100000 ||
                    threads[c] < 1 || threads[c] > ECB_BTE_MAX_THREADS) {
                    fprintf(stderr, "%s: n in 1..1000, size in 1..100000, threads in 1..%u\n", who,
                            ECB_BTE_MAX_THREADS);
                    return CLI_EXIT_USAGE;
                }
    struct bench_report rep;
    int rc = bench_report_init(&rep, "ecbatch bench bte", json, compare);
    if (rc != 0) return rc;
    if (!json) {
        printf("threshold decryption, %s (%s), backend %s, medians of %d interleaved rounds (%s "
               "time); machine: %s\n",
               ecb_bte_variant_name(variant), variant == ECB_BTE_MINSIG ? "G2" : "G1",
               ecb_cpu_level_name(ecb_cpu_level_get()), samples, cpu ? "cpu" : "wall", rep.machine);
        bench_compare_legend(&rep, "bte");
        printf("%5s %4s %6s %7s  %-8s %11s %13s %8s\n", "n", "t", "size", "threads", "phase", "ms",
               "us/ciphertext", "speed-up");
    }
    for (int a = 0; a < nn; a++)
        for (int b = 0; b < nsz; b++) {
            struct bte_setup s;
            double one_thread[3] = {0, 0, 0};
            if (setup_new(&s, variant, (uint32_t)ns_[a], sizes[b]) != 0) {
                fprintf(stderr, "ecbatch bench bte: setup failed\n");
                setup_free(&s);
                bench_report_free(&rep);
                return 1;
            }
            double med[8][3];
            int failed = median_phases(med, &s, threads, nth, samples);
            if (failed >= 0) {
                fprintf(stderr, "ecbatch bench bte: %s failed\n", phase_names[failed]);
                setup_free(&s);
                bench_report_free(&rep);
                return CLI_EXIT_CHECK;
            }
            for (int c = 0; c < nth; c++)
                for (int phase = 0; phase < 3; phase++) {
                    double ns = med[c][phase], ms = ns / 1e6;
                    if (threads[c] == 1) one_thread[phase] = ms;
                    double speedup = threads[c] > 1 && one_thread[phase] > 0 && ms > 0
                                         ? one_thread[phase] / ms
                                         : -1;
                    json_t *row = bte_row(&rep, phase_names[phase], variant, ns_[a], sizes[b], s.t,
                                          threads[c]);
                    json_t *key = json_deep_copy(row);
                    json_object_set_new(row, "median_ns", bench_json_ns(ns));
                    json_object_set_new(row, "item", json_string("ciphertext"));
                    json_object_set_new(row, "per_item_ns", bench_json_ns(ns / (double)sizes[b]));
                    json_object_set_new(row, "clock", json_string(cpu ? "cpu" : "wall"));
                    if (!json) {
                        char sp[16] = "";
                        if (speedup > 0) snprintf(sp, sizeof sp, "%.2fx", speedup);
                        printf("%5zu %4u %6zu %7zu  %-8s %11.2f %13.1f %8s\n", ns_[a], s.t,
                               sizes[b], threads[c], phase_names[phase], ms,
                               ns / 1e3 / (double)sizes[b], sp);
                    }
                    bench_row_emit(&rep, row);
                    bench_compare_report(&rep, key, ns, "ecbatch");
                    json_decref(key);
                    if (phase == 1 && breakdown && threads[c] == 1) {
                        double msm_ns = verify_msm_ns(&s, samples), msm = msm_ns / 1e6;
                        json_t *part =
                            bte_row(&rep, "verify-msm", variant, ns_[a], sizes[b], s.t, threads[c]);
                        json_object_set_new(part, "median_ns", bench_json_ns(msm_ns));
                        json_object_set_new(part, "item", json_string("ciphertext"));
                        json_object_set_new(part, "per_item_ns",
                                            bench_json_ns(msm_ns / (double)sizes[b]));
                        json_object_set_new(part, "clock", json_string(cpu ? "cpu" : "wall"));
                        json_object_set_new(part, "share", bench_json_ratio(msm / ms));
                        bench_row_emit(&rep, part);
                        if (!json)
                            printf("%5s %4s %6s %7s  %-8s %11.2f %10.0f%% of verify\n", "", "", "",
                                   "", "  msm", msm, 100.0 * msm / ms);
                    }
                    fflush(stdout);
                }
            setup_free(&s);
        }
    bench_report_free(&rep);
    return 0;
}
