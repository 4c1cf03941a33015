/* ecbatch bench bpp: Bulletproofs+ verification, recovery and proving in the cases of
 * tari_bulletproofs_plus's verify_bench (spec §14.1: 64-bit proofs, T = 1, a promise of v/3 on
 * every commitment, seed nonces on single proofs, label "VerifyBench"), as a table or JSON lines
 * of the benchmarks' one schema (bench_report.h); --compare sets other libraries' measured
 * figures beside ours. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "bench_report.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "ecbatch.h"

#define MAX_BATCH 256
#define LABEL "VerifyBench"

struct bench_case {
    const char *what; /* "verify", "recover", "recover_verify", "prove" */
    size_t batch, m;
};

static const struct bench_case cases[] = {
    {"verify", 1, 1},          {"verify", 4, 1},   {"verify", 16, 1},         {"verify", 64, 1},
    {"verify", 256, 1},        {"verify", 1, 2},   {"verify", 1, 8},          {"verify", 1, 16},
    {"recover", 16, 1},        {"recover", 64, 1}, {"recover_verify", 64, 1}, {"prove", 1, 1},
    {"prove", 1, 2},           {"prove", 1, 4},    {"prove", 1, 8},           {"decode", 1024, 1},
    {"decode_batch", 1024, 1},
};

/* Proofs of one aggregation size, made once. */
struct proof_set {
    size_t m, count;
    ecb_bpp_params *params;
    uint64_t *values, *promises;
    ecb_ristretto255_scalar *blindings, *seeds;
    uint8_t (*commitments)[32];
    ecb_ristretto255_point *points; /* decoded commitments, as tari's statements hold them */
    ecb_bpp_statement *statements;
    ecb_bpp_proof *proofs;
};

static void bench_rng(void *ctx, uint8_t out[32]) {
    uint64_t *counter = ctx;
    unsigned char seed[randombytes_SEEDBYTES] = {0};
    memcpy(seed, counter, sizeof *counter);
    (*counter)++;
    randombytes_buf_deterministic(out, 32, seed);
}

static void random_scalar(ecb_ristretto255_scalar *s, uint64_t *counter) {
    uint8_t wide[64];
    bench_rng(counter, wide);
    bench_rng(counter, wide + 32);
    ecb_ristretto255_scalar_reduce64(s, wide);
}

/* The witness and statement of proof i (values v >> 1, promise v / 3, spec §14.1). */
static int make_statement(struct proof_set *s, size_t i, uint64_t *counter) {
    size_t m = s->m;
    for (size_t j = 0; j < m; j++) {
        uint8_t r[32];
        ecb_ristretto255_point c;
        bench_rng(counter, r);
        memcpy(&s->values[i * m + j], r, 8);
        s->values[i * m + j] >>= 1;
        s->promises[i * m + j] = s->values[i * m + j] / 3;
        random_scalar(&s->blindings[i * m + j], counter);
        ecb_bpp_commit(&c, ecb_bpp_params_pedersen_gens(s->params), s->values[i * m + j],
                       &s->blindings[i * m + j], 1);
        ecb_ristretto255_encode(s->commitments[i * m + j], &c);
        s->points[i * m + j] = c;
    }
    random_scalar(&s->seeds[i], counter);
    ecb_bpp_statement *st = &s->statements[i];
    memset(st, 0, sizeof *st);
    st->params = s->params;
    st->aggregation = m;
    st->commitments = (const uint8_t(*)[32])(s->commitments + i * m);
    st->commitment_points = s->points + i * m;
    st->minimum_value_promises = s->promises + i * m;
    st->seed_nonce = m == 1 ? &s->seeds[i] : NULL;
    return 0;
}

static int proof_set_make(struct proof_set *s, size_t m, size_t count) {
    ecb_bpp_pedersen_gens pc;
    uint64_t counter = 8675309 + m;
    memset(s, 0, sizeof *s);
    s->m = m;
    s->count = count;
    if (ecb_bpp_pedersen_gens_default(&pc, 1) != ECB_OK ||
        ecb_bpp_params_create(&s->params, 64, m, &pc) != ECB_OK)
        return -1;
    s->values = calloc(count * m, sizeof *s->values);
    s->promises = calloc(count * m, sizeof *s->promises);
    s->blindings = calloc(count * m, sizeof *s->blindings);
    s->seeds = calloc(count, sizeof *s->seeds);
    s->commitments = calloc(count * m, 32);
    s->points = calloc(count * m, sizeof *s->points);
    s->statements = calloc(count, sizeof *s->statements);
    s->proofs = calloc(count, sizeof *s->proofs);
    if (!s->values || !s->promises || !s->blindings || !s->seeds || !s->commitments || !s->points ||
        !s->statements || !s->proofs)
        return -1;
    for (size_t i = 0; i < count; i++) {
        ecb_merlin_transcript t;
        make_statement(s, i, &counter);
        ecb_bpp_witness w = {m, 1, s->values + i * m, s->blindings + i * m};
        ecb_merlin_init(&t, (const uint8_t *)LABEL, strlen(LABEL));
        if (ecb_bpp_prove(&s->proofs[i], &t, &s->statements[i], &w, bench_rng, &counter) != ECB_OK)
            return -1;
    }
    return 0;
}

static void proof_set_free(struct proof_set *s) {
    ecb_bpp_params_free(s->params);
    free(s->values);
    free(s->promises);
    free(s->blindings);
    free(s->seeds);
    free(s->commitments);
    free(s->points);
    free(s->statements);
    free(s->proofs);
}

struct run_ctx {
    struct proof_set *set;
    ecb_bpp_verifier *verifier; /* held memory: repeated calls allocate nothing */
    size_t batch;
    ecb_bpp_action action;
    unsigned threads;
    ecb_merlin_transcript transcript;
    ecb_bpp_mask *masks;
    ecb_status status;
};

static void run_verify(void *ctx, size_t iters) {
    struct run_ctx *c = ctx;
    ecb_bpp_verify_options opt;
    memset(&opt, 0, sizeof opt);
    opt.threads = c->threads;
    for (size_t i = 0; i < iters; i++) {
        ecb_status s =
            ecb_bpp_verifier_verify_batch_var(c->verifier, &c->transcript, 1, c->set->statements,
                                              c->set->proofs, c->batch, c->action, c->masks, &opt);
        if (s != ECB_OK) c->status = s;
    }
}

static void run_prove(void *ctx, size_t iters) {
    struct run_ctx *c = ctx;
    struct proof_set *s = c->set;
    uint64_t counter = 1;
    ecb_bpp_proof proof;
    ecb_bpp_witness w = {s->m, 1, s->values, s->blindings};
    for (size_t i = 0; i < iters; i++) {
        ecb_merlin_transcript t = c->transcript;
        ecb_status st = ecb_bpp_prove(&proof, &t, &s->statements[0], &w, bench_rng, &counter);
        if (st != ECB_OK) c->status = st;
    }
}

/* The first `batch` point encodings of the m = 1 proofs (A, A1, B, L, R, commitment per proof),
 * decoded one by one ("decode") or with the batch decoder ("decode_batch"). */
struct decode_ctx {
    uint8_t (*enc)[32];
    ecb_ristretto255_point *out;
    size_t n;
    unsigned threads;
    ecb_status status;
};

static int decode_ctx_make(struct decode_ctx *d, const struct proof_set *set, size_t n) {
    d->enc = malloc(n * 32);
    d->out = malloc(n * sizeof *d->out);
    d->n = 0;
    if (d->enc == NULL || d->out == NULL) return -1;
    for (size_t i = 0; i < set->count && d->n < n; i++) {
        const ecb_bpp_proof *p = &set->proofs[i];
        const uint8_t *e[3 + 2 * ECB_BPP_MAX_ROUNDS + 1];
        size_t k = 0;
        e[k++] = p->A;
        e[k++] = p->A1;
        e[k++] = p->B;
        for (size_t j = 0; j < p->rounds; j++) {
            e[k++] = p->L[j];
            e[k++] = p->R[j];
        }
        e[k++] = set->commitments[i];
        for (size_t j = 0; j < k && d->n < n; j++)
            memcpy(d->enc[d->n++], e[j], 32);
    }
    return d->n == n ? 0 : -1;
}

static void run_decode(void *ctx, size_t iters) {
    struct decode_ctx *d = ctx;
    for (size_t i = 0; i < iters; i++)
        for (size_t j = 0; j < d->n; j++)
            if (ecb_ristretto255_decode(&d->out[j], d->enc[j]) != ECB_OK) d->status = ECB_ERR_PARSE;
}

static void run_decode_batch(void *ctx, size_t iters) {
    struct decode_ctx *d = ctx;
    for (size_t i = 0; i < iters; i++)
        if (ecb_ristretto255_decode_batch_var(d->out, NULL, d->enc[0], d->n, d->threads) != ECB_OK)
            d->status = ECB_ERR_PARSE;
}

static void usage(FILE *out) {
    fprintf(out,
            "usage: ecbatch bench bpp [--threads T] [--json] [--compare FILE] [--samples K]\n"
            "                         [--cpu-time]\n"
            "  Bulletproofs+ (64-bit proofs, T = 1) as tari's verify_bench: batches of 1..256\n"
            "  single proofs, aggregated proofs, recover-only, recover-and-verify, proving;\n"
            "  decoding 1024 proof points one by one and with the batch decoder.\n"
            "  --threads T   threads for verification, 1..64 (default 1)\n"
            "  --json        one JSON object per line (the schema: README \"Benchmark JSON\")\n"
            "  --compare F   other libraries' measured figures, JSON lines {\"library\",\n"
            "                \"bench\": \"bpp\", \"what\", \"sizes\": {\"batch\", \"m\"},\n"
            "                \"median_ns\", optional \"machine\", \"threads\"}; their time and\n"
            "                theirs/ours are printed under each case, labelled with the machine\n"
            "  --samples K   samples per median, 1..%d (default 7)\n"
            "  --cpu-time    time with the process CPU clock (robust on a shared machine;\n"
            "                only meaningful with one thread)\n"
            "  " CLI_EXIT_HELP,
            BENCH_MAX_SAMPLES);
}

/* A row {"bench":"bpp","what",...,"sizes":{"batch","m"},"threads"} without the times. */
static json_t *bpp_row(const struct bench_report *rep, const struct bench_case *bc,
                       unsigned threads) {
    json_t *row = bench_row_new(rep, "bpp");
    json_object_set_new(row, "what", json_string(bc->what));
    json_object_set_new(
        row, "sizes", json_pack("{sIsI}", "batch", (json_int_t)bc->batch, "m", (json_int_t)bc->m));
    json_object_set_new(row, "threads", json_integer(threads));
    return row;
}

/* One case: a JSON row or a table line, then the compared figures. Per item: per proof. */
static void print_case(const struct bench_report *rep, const struct bench_case *bc,
                       unsigned threads, double ns, ecb_status status) {
    json_t *row = bpp_row(rep, bc, threads);
    json_t *key = json_deep_copy(row);
    json_object_set_new(row, "median_ns", bench_json_ns(ns));
    json_object_set_new(row, "item", json_string("proof"));
    json_object_set_new(row, "per_item_ns", bench_json_ns(ns / (double)bc->batch));
    json_object_set_new(row, "ok", json_boolean(status == ECB_OK));
    if (!rep->json) {
        char what[64], t[24], per[24];
        snprintf(what, sizeof what, "%s batch %zu x m=%zu", bc->what, bc->batch, bc->m);
        bench_format_ns(t, sizeof t, ns);
        bench_format_ns(per, sizeof per, ns / (double)bc->batch);
        printf("  %-30s %12s %12s%s\n", what, t, per, status == ECB_OK ? "" : "  FAILED");
    }
    bench_row_emit(rep, row);
    bench_compare_report(rep, key, ns, "ecbatch");
    json_decref(key);
}

int bench_bpp(int argc, char **argv) {
    struct bench_output out = {0, 200.0, 7};
    unsigned threads = 1;
    const char *compare = NULL;
    int clock;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json"))
            out.json = 1;
        else if (!strcmp(argv[i], "--compare")) {
            if ((compare = cli_opt_value("ecbatch bench bpp", argc, argv, &i)) == NULL)
                return CLI_EXIT_USAGE;
        } else if (!strcmp(argv[i], "--threads") && i + 1 < argc) {
            if (cli_opt_unsigned("ecbatch bench bpp", "--threads", argv[++i], 1, 64, &threads))
                return 2;
        } else if (!strcmp(argv[i], "--samples") && i + 1 < argc) {
            if (cli_opt_int("ecbatch bench bpp", "--samples", argv[++i], 1, BENCH_MAX_SAMPLES,
                            &out.samples))
                return CLI_EXIT_USAGE;
        } else if ((clock = bench_cpu_time_option("ecbatch bench bpp", argv[i])) != 0) {
            if (clock < 0) return CLI_EXIT_USAGE;
        } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else {
            fprintf(stderr, "ecbatch bench bpp: unknown option '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (threads < 1) threads = 1;
    struct bench_report rep;
    int rc = bench_report_init(&rep, "ecbatch bench bpp", out.json, compare);
    if (rc != 0) return rc;
    static const size_t sizes[] = {1, 2, 4, 8, 16};
    struct proof_set sets[5];
    for (size_t k = 0; k < 5; k++) {
        if (proof_set_make(&sets[k], sizes[k], sizes[k] == 1 ? MAX_BATCH : 1) != 0) {
            fprintf(stderr, "ecbatch bench bpp: cannot make the proofs\n");
            for (size_t j = 0; j <= k; j++) /* a set is zeroed first: freeing it is safe */
                proof_set_free(&sets[j]);
            bench_report_free(&rep);
            return CLI_EXIT_CHECK;
        }
    }
    if (!out.json) {
        printf("Bulletproofs+ (64-bit, T = 1), backend %s, %u thread%s, median of %d; "
               "machine: %s\n",
               ecb_cpu_level_name(ecb_cpu_level_get()), threads, threads > 1 ? "s" : "",
               out.samples, rep.machine);
        bench_compare_legend(&rep, "bpp");
        printf("  %-30s %12s %12s\n", "case", "time", "per proof");
    }
    int failed = 0;
    ecb_bpp_mask *masks = calloc(MAX_BATCH, sizeof *masks);
    ecb_bpp_verifier *verifier = NULL; /* every verify case's shape, as an application keeps one */
    if (ecb_bpp_verifier_create(&verifier, MAX_BATCH, 64, 16, threads) != ECB_OK) failed = 1;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const struct bench_case *bc = &cases[i];
        struct proof_set *set = NULL;
        for (size_t k = 0; k < 5; k++)
            if (sizes[k] == bc->m) set = &sets[k];
        struct run_ctx c;
        memset(&c, 0, sizeof c);
        c.set = set;
        c.batch = bc->batch;
        c.threads = threads;
        c.masks = masks;
        c.verifier = verifier;
        c.status = ECB_OK;
        ecb_merlin_init(&c.transcript, (const uint8_t *)LABEL, strlen(LABEL));
        double ns = 0;
        if (!strcmp(bc->what, "prove")) {
            ns = bench_median_ns(run_prove, &c, out.target_ms, out.samples);
        } else if (!strncmp(bc->what, "decode", 6)) {
            struct decode_ctx d = {NULL, NULL, 0, threads, ECB_OK};
            const int batch = !strcmp(bc->what, "decode_batch");
            if (decode_ctx_make(&d, set, bc->batch) != 0)
                d.status = ECB_ERR_OUT_OF_MEMORY;
            else
                ns = bench_median_ns(batch ? run_decode_batch : run_decode, &d, out.target_ms,
                                     out.samples);
            free(d.enc);
            free(d.out);
            c.status = d.status;
        } else {
            c.action = !strcmp(bc->what, "recover")          ? ECB_BPP_RECOVER_ONLY
                       : !strcmp(bc->what, "recover_verify") ? ECB_BPP_RECOVER_AND_VERIFY
                                                             : ECB_BPP_VERIFY_ONLY;
            ns = bench_median_ns(run_verify, &c, out.target_ms, out.samples);
        }
        if (c.status != ECB_OK) failed = 1;
        print_case(&rep, bc, threads, ns, c.status);
    }
    free(masks);
    ecb_bpp_verifier_free(verifier);
    for (size_t k = 0; k < 5; k++)
        proof_set_free(&sets[k]);
    bench_report_free(&rep);
    return failed;
}
