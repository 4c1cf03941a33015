/* Threshold BLS signatures, one by one against one batch: 100 partial signatures of one message
 * (all n = 100 participants of a t-of-100 dealing) verified with ecb_bls_threshold_verify one
 * after the other, and with one ecb_bls_threshold_batch_verify; then recovery from t partials
 * and threshold Sign, for t = 1 and t = 67 and both variants, on one thread.
 *
 *   build/bench_bls_threshold [ROUNDS]
 *
 * Each figure is the minimum over ROUNDS (default 7) of the calling thread's CPU time
 * (CLOCK_THREAD_CPUTIME_ID): on a machine shared with other jobs the minimum is the figure least
 * disturbed by them. One-by-one and batch rounds alternate, so a slow minute touches both.
 * Every timed call must succeed; the program exits 1 otherwise. */
#include <sodium.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ecbatch.h"
#include "util/cpu.h"

#define N 100
#define PMAX 100

static double thread_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return 1e9 * (double)ts.tv_sec + (double)ts.tv_nsec;
}

struct setup {
    ecb_bls_variant v;
    uint32_t t;
    size_t pb;
    ecb_bte_public *pub;
    ecb_bte_share shares[N];
    uint8_t partials[N * PMAX], msg[32];
    int failed;
};

static void one_by_one(struct setup *s) {
    for (size_t i = 0; i < N; i++)
        s->failed |= ecb_bls_threshold_verify(s->v, s->pub, s->msg, sizeof s->msg,
                                              s->partials + i * s->pb, s->pb) != ECB_OK;
}

static void batch(struct setup *s) {
    s->failed |= ecb_bls_threshold_batch_verify(s->v, s->pub, s->msg, sizeof s->msg, s->partials,
                                                N * s->pb, N, 1, NULL, NULL) != ECB_OK;
}

static void recover(struct setup *s) {
    uint8_t sig[96];
    s->failed |=
        ecb_bls_threshold_recover(s->v, s->pub, sig, s->partials, s->t * s->pb, s->t, 1) != ECB_OK;
}

static void sign(struct setup *s) {
    uint8_t p[PMAX];
    s->failed |= ecb_bls_threshold_sign(s->v, p, &s->shares[0], s->msg, sizeof s->msg) != ECB_OK;
}

static double timed(void (*fn)(struct setup *), struct setup *s) {
    double t0 = thread_ns();
    fn(s);
    return thread_ns() - t0;
}

static double min_of(double a, double b) {
    return a < b ? a : b;
}

static int run(ecb_bls_variant v, uint32_t t, int rounds) {
    struct setup *s = calloc(1, sizeof *s);
    if (s == NULL) return 1;
    s->v = v;
    s->t = t;
    s->pb = ecb_bls_partial_signature_bytes(v);
    memset(s->msg, 0x5a, sizeof s->msg);
    ecb_bte_variant bv = v == ECB_BLS_MIN_PK ? ECB_BTE_MINPK : ECB_BTE_MINSIG;
    s->failed = ecb_bte_deal(&s->pub, s->shares, bv, t, N) != ECB_OK;
    for (size_t i = 0; !s->failed && i < N; i++)
        s->failed |= ecb_bls_threshold_sign(v, s->partials + i * s->pb, &s->shares[i], s->msg,
                                            sizeof s->msg) != ECB_OK;
    double each = 1e300, all = 1e300, rec = 1e300, sg = 1e300;
    for (int r = 0; !s->failed && r < rounds; r++) {
        each = min_of(each, timed(one_by_one, s));
        all = min_of(all, timed(batch, s));
        rec = min_of(rec, timed(recover, s));
        sg = min_of(sg, timed(sign, s));
    }
    int failed = s->failed;
    if (!failed)
        printf("%-7s t=%-3u  one by one %8.2f ms  batch %7.2f ms  %5.1fx   recover %6.2f ms   "
               "sign %5.2f ms\n",
               v == ECB_BLS_MIN_PK ? "min-pk" : "min-sig", t, each / 1e6, all / 1e6, each / all,
               rec / 1e6, sg / 1e6);
    else
        fprintf(stderr, "bench_bls_threshold: a timed call failed (%s, t = %u)\n",
                v == ECB_BLS_MIN_PK ? "min-pk" : "min-sig", t);
    sodium_memzero(s->shares, sizeof s->shares);
    ecb_bte_public_free(s->pub);
    free(s);
    return failed;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 7;
    if (rounds < 1 || rounds > 1000) {
        fprintf(stderr, "usage: bench_bls_threshold [ROUNDS (1..1000, default 7)]\n");
        return 2;
    }
    if (sodium_init() < 0) return 1;
    printf("threshold BLS, %d partials of one message, one thread, backend %s, min of %d rounds "
           "(thread CPU time)\n",
           N, ecb_cpu_level_name(ecb_cpu_level_get()), rounds);
    int failed = 0;
    for (int v = 0; v < 2; v++)
        for (int k = 0; k < 2; k++)
            failed |= run((ecb_bls_variant)v, k == 0 ? 1 : 67, rounds);
    return failed;
}
