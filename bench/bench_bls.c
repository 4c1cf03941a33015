/* ecbatch bench bls: BLS signatures (include/ecbatch/bls.h) through the public API, bytes in,
 * as rows named as blst-pairing-bench names its figures (bench_pairing.h):
 *   sign 1, verify 1                  one key, a 32-byte message
 *   aggregate_verify 64               64 keys, 64 distinct messages, one aggregate signature
 *   fast_aggregate_verify 64          64 keys, one message, one aggregate signature
 *   batch_verify 64 (64 messages)     64 independent triples, distinct messages
 *   batch_verify 1024 (16 messages)   1024 triples, triple i signing message i mod 16
 *   verify_each 1024 (16 messages)    the same 1024 triples verified one by one
 *   key_validate 64                   KeyValidate of the 64 keys one by one: what our
 *                                     aggregate verifications spend decoding the keys
 * Every timed call must succeed (checked before timing, and in it). Our functions take
 * compressed keys and signatures and decode and check them; blst's figures start from affine
 * points (its aggregate_verify and fast_aggregate_verify from unchecked keys). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "bench_pairing.h"
#include "cli_file.h"

#define KEYS 1024
#define AGG 64
#define SHARED 16

struct bls_ctx {
    ecb_bls_variant v;
    unsigned threads;
    size_t pkn, sgn;
    uint8_t sk[32];
    uint8_t msgs[AGG][32]; /* distinct messages; the first SHARED are the shared ones */
    const uint8_t *mp_distinct[AGG], *mp_shared[KEYS];
    size_t lens[KEYS];
    uint8_t *pks, *sigs_distinct, *sigs_shared, sig1[96], agg_distinct[96], agg_same[96], *out;
    uint8_t *valid;
    int failed;
};

static void b_sign(void *c, size_t n) {
    struct bls_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_bls_sign(x->v, x->out, x->sk, x->msgs[0], 32) != ECB_OK;
}
static void b_verify(void *c, size_t n) {
    struct bls_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_bls_verify(x->v, x->pks, x->msgs[0], 32, x->sig1) != ECB_OK;
}
static void b_aggregate_verify(void *c, size_t n) {
    struct bls_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_bls_aggregate_verify(x->v, x->pks, AGG * x->pkn, x->mp_distinct, x->lens,
                                              AGG, x->agg_distinct) != ECB_OK;
}
static void b_fast_aggregate_verify(void *c, size_t n) {
    struct bls_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_bls_fast_aggregate_verify(x->v, x->pks, AGG * x->pkn, AGG, x->msgs[0], 32,
                                                   x->agg_same) != ECB_OK;
}
static void b_key_validate(void *c, size_t n) {
    struct bls_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        for (size_t k = 0; k < AGG; k++)
            x->failed |= ecb_bls_key_validate(x->v, x->pks + k * x->pkn) != ECB_OK;
}
static void b_batch_distinct(void *c, size_t n) {
    struct bls_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_bls_batch_verify(x->v, x->pks, AGG * x->pkn, x->mp_distinct, x->lens,
                                          x->sigs_distinct, AGG * x->sgn, AGG, x->threads, x->valid,
                                          NULL) != ECB_OK;
}
static void b_batch_shared(void *c, size_t n) {
    struct bls_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_bls_batch_verify(x->v, x->pks, KEYS * x->pkn, x->mp_shared, x->lens,
                                          x->sigs_shared, KEYS * x->sgn, KEYS, x->threads, x->valid,
                                          NULL) != ECB_OK;
}
static void b_verify_each(void *c, size_t n) {
    struct bls_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        for (size_t k = 0; k < KEYS; k++)
            x->failed |= ecb_bls_verify(x->v, x->pks + k * x->pkn, x->mp_shared[k], 32,
                                        x->sigs_shared + k * x->sgn) != ECB_OK;
}

static void ctx_free(struct bls_ctx *x) {
    free(x->pks);
    free(x->sigs_distinct);
    free(x->sigs_shared);
    free(x->out);
    free(x->valid);
    free(x);
}

/* KEYS key pairs from fixed IKMs, the messages and every signature the rows verify. */
static int setup(struct bls_ctx *x) {
    x->pkn = ecb_bls_public_key_bytes(x->v);
    x->sgn = ecb_bls_signature_bytes(x->v);
    x->pks = malloc(KEYS * x->pkn);
    x->sigs_distinct = malloc(AGG * x->sgn);
    x->sigs_shared = malloc(KEYS * x->sgn);
    x->out = malloc(96);
    x->valid = malloc(KEYS);
    uint8_t *same = malloc(AGG * x->sgn);
    int ok = x->pks && x->sigs_distinct && x->sigs_shared && x->out && x->valid && same;
    for (size_t i = 0; i < AGG; i++) {
        memset(x->msgs[i], 0x5a, 32);
        memcpy(x->msgs[i], &i, sizeof i);
        x->mp_distinct[i] = x->msgs[i];
    }
    for (size_t k = 0; ok && k < KEYS; k++) {
        uint8_t ikm[32] = {0}, sk[32];
        memcpy(ikm, &k, sizeof k);
        x->mp_shared[k] = x->msgs[k % SHARED];
        x->lens[k] = 32;
        ok = ecb_bls_keygen(sk, ikm, 32, NULL, 0) == ECB_OK &&
             ecb_bls_sk_to_pk(x->v, x->pks + k * x->pkn, sk) == ECB_OK &&
             ecb_bls_sign(x->v, x->sigs_shared + k * x->sgn, sk, x->mp_shared[k], 32) == ECB_OK;
        if (ok && k < AGG)
            ok = ecb_bls_sign(x->v, x->sigs_distinct + k * x->sgn, sk, x->msgs[k], 32) == ECB_OK &&
                 ecb_bls_sign(x->v, same + k * x->sgn, sk, x->msgs[0], 32) == ECB_OK;
        if (k == 0) memcpy(x->sk, sk, 32);
    }
    ok = ok && ecb_bls_sign(x->v, x->sig1, x->sk, x->msgs[0], 32) == ECB_OK &&
         ecb_bls_aggregate(x->v, x->agg_distinct, x->sigs_distinct, AGG * x->sgn, AGG) == ECB_OK &&
         ecb_bls_aggregate(x->v, x->agg_same, same, AGG * x->sgn, AGG) == ECB_OK;
    free(same);
    return ok ? 0 : -1;
}

static void bls_usage(FILE *out) {
    fprintf(out,
            "usage: ecbatch bench bls [--variant min-pk|min-sig] [--threads T] [--samples K]\n"
            "                         [--cpu-time] [--json] [--compare FILE]\n"
            "  median time of sign, verify, aggregate_verify of 64 distinct messages,\n"
            "  fast_aggregate_verify of 64 keys, batch verification of 64 distinct-message\n"
            "  triples and of 1024 triples over 16 messages, and verify one by one of the\n"
            "  same 1024 (keys and signatures as bytes, decoded and checked by every call),\n"
            "  and KeyValidate of 64 keys (the decoding those aggregate checks include)\n"
            "  --variant V   min-pk (default) or min-sig\n"
            "  --threads T   the batch verifications' threads, 1..%u (default 1)\n"
            "  --samples K   samples per median, 1..%d (default 5)\n"
            "  --cpu-time    process CPU time (all threads summed) instead of wall time\n"
            "  --json        one JSON object per line (README \"Benchmark JSON\")\n"
            "  --compare F   blst's figures as blst-pairing-run.sh writes them (min-pk; its\n"
            "                aggregate_verify also beside our batch of as many distinct\n"
            "                messages), or this schema's lines with \"bench\": \"bls\"\n"
            "  " CLI_EXIT_HELP,
            ECB_BLS_MAX_THREADS, BENCH_MAX_SAMPLES);
}

int bench_bls(int argc, char **argv) {
    static const char *who = "ecbatch bench bls";
    struct bench_pairing_opts o;
    int rc = bench_pairing_opts(&o, who, argc, argv, 1);
    if (rc != 0) {
        bls_usage(rc > 0 ? stdout : stderr);
        return rc > 0 ? CLI_EXIT_OK : CLI_EXIT_USAGE;
    }
    struct bench_report rep;
    if ((rc = bench_report_init(&rep, who, o.json, o.compare)) != 0) return rc;
    rep.cpu = o.cpu;
    struct bls_ctx *x = calloc(1, sizeof *x);
    if (x != NULL) {
        x->v = o.variant;
        x->threads = o.threads;
    }
    if (x == NULL || setup(x) != 0) {
        fprintf(stderr, "%s: cannot set up the keys and signatures\n", who);
        if (x != NULL) ctx_free(x);
        bench_report_free(&rep);
        return CLI_EXIT_CHECK;
    }
    const char *vname = o.variant == ECB_BLS_MIN_PK ? "min-pk" : "min-sig";
    if (!o.json) {
        printf("BLS signatures, %s, backend %s, batch threads %u, medians of %d samples (%s "
               "time); machine: %s\n",
               vname, ecb_cpu_level_name(ecb_cpu_level_get()), o.threads, o.samples,
               o.cpu ? "cpu" : "wall", rep.machine);
        bench_compare_legend(&rep, "bls");
        printf("  %-22s %-18s %12s\n", "what", "n", "median");
    }
    double t = 2.0, each; /* short samples, as in bench pairing */
    int s = o.samples;
    unsigned th = o.threads;
    bench_pairing_row(&rep, "bls", "sign", 1, 0, vname, 1, bench_median_ns(b_sign, x, t, s), s);
    bench_pairing_row(&rep, "bls", "verify", 1, 0, vname, 1, bench_median_ns(b_verify, x, t, s),
                      s);
    bench_pairing_row(&rep, "bls", "aggregate_verify", AGG, 0, vname, 1,
                      bench_median_ns(b_aggregate_verify, x, t, s), s);
    bench_pairing_row(&rep, "bls", "fast_aggregate_verify", AGG, 0, vname, 1,
                      bench_median_ns(b_fast_aggregate_verify, x, t, s), s);
    bench_pairing_row(&rep, "bls", "key_validate", AGG, 0, vname, 1,
                      bench_median_ns(b_key_validate, x, t, s), s);
    bench_pairing_row(&rep, "bls", "batch_verify", AGG, AGG, vname, th,
                      bench_median_ns(b_batch_distinct, x, t, s), s);
    double batch = bench_median_ns(b_batch_shared, x, t, s);
    bench_pairing_row(&rep, "bls", "batch_verify", KEYS, SHARED, vname, th, batch, s);
    bench_pairing_row(&rep, "bls", "verify_each", KEYS, SHARED, vname, 1,
                      each = bench_median_ns(b_verify_each, x, t, s), s);
    if (!o.json)
        printf("  batch of %d triples over %d messages: %.1fx the speed of one by one\n", KEYS,
               SHARED, each / batch);
    rc = x->failed ? CLI_EXIT_CHECK : CLI_EXIT_OK;
    if (x->failed) fprintf(stderr, "%s: a timed verification failed\n", who);
    ctx_free(x);
    bench_report_free(&rep);
    return rc;
}
