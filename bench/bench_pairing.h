/* What `bench pairing` (bench/bench_pairing.c) and `bench bls` (bench/bench_bls.c) share: their
 * options and their rows {"bench", "what", "sizes": {"n"[, "messages"]}[, "variant"],
 * "threads", "median_ns", "samples", "clock"}, named as blst-pairing-bench names its figures. */
#ifndef ECBATCH_BENCH_PAIRING_H
#define ECBATCH_BENCH_PAIRING_H

#include <stddef.h>

#include "bench_report.h"
#include "ecbatch/bls.h"

struct bench_pairing_opts {
    int json, samples, cpu; /* cpu: --cpu-time */
    unsigned threads;        /* bench bls: the batch verifications' threads */
    ecb_bls_variant variant; /* bench bls */
    const char *compare;
};

/* Parses --samples, --cpu-time, --json, --compare (and with bls --threads and --variant) into o: 0, 1 for
 * --help, or -1 after a message. */
int bench_pairing_opts(struct bench_pairing_opts *o, const char *who, int argc, char **argv,
                       int bls);

/* Prints one row (a table line or JSON) and the --compare figures beside it; messages 0 leaves
 * "messages" out, variant NULL "variant". */
void bench_pairing_row(const struct bench_report *r, const char *bench, const char *what,
                       size_t n, size_t messages, const char *variant, unsigned threads,
                       double ns, int samples);

#endif
