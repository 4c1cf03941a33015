/* Benchmark framework: medians of repeated timed samples, printed as a table or as JSON
 * lines. Speed is measured here, never in tests. */
#ifndef ECBATCH_BENCH_H
#define ECBATCH_BENCH_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "clock.h" /* bench_now_ns, bench_use_cpu_clock */
#include "util/cpu.h"

/* Runs the measured operation `iters` times. */
typedef void (*bench_fn)(void *ctx, size_t iters);

/* The one spelling of the CPU-clock option of every benchmark. */
#define BENCH_CPU_TIME_FLAG "--cpu-time"
/* For a benchmark's argument arg: 1 when it is --cpu-time (the CPU clock is then in use), -1
 * after a usage message when it is an old spelling (--cpu-clock, --cpu), else 0. */
int bench_cpu_time_option(const char *who, const char *arg);

/* Samples per median: every benchmark takes --samples K in 1..BENCH_MAX_SAMPLES. */
#define BENCH_MAX_SAMPLES 101

/* The time one sample should take (ms): the environment's ECBATCH_BENCH_SAMPLE_MS when set to a
 * number in (0, 10000], else fallback, the benchmark's own choice. Short samples (the tests'
 * `ECBATCH_BENCH_SAMPLE_MS=1`) check the rows' form, not the speed. */
double bench_sample_ms(double fallback);

/* Median nanoseconds per single call of fn: calibrates an inner loop count so one sample
 * takes about target_ms (or ECBATCH_BENCH_SAMPLE_MS, bench_sample_ms), then takes `samples` (1..BENCH_MAX_SAMPLES) samples. */
double bench_median_ns(bench_fn fn, void *ctx, double target_ms, int samples);

/* The median of t[0..n) (n >= 1), sorting t in place. */
double bench_median(double *t, int n);

struct bench_output {
    int json;         /* 1: one JSON object per line; 0: a table */
    double target_ms; /* time per sample */
    int samples;      /* samples per median */
};

/* One row of `bench ops`: {"group":..,"op":..,"median_ns":..} or a table line, with the
 * published figure `reference` (another machine's, labelled so) beside it when not NULL. */
void bench_print_op(const struct bench_output *out, const char *group, const char *op, double ns,
                    const char *reference);

/* `bench ops` for one group: prints every row and returns 0 (bench_ops_<group>.c). */
int bench_ops_ristretto255(const struct bench_output *out);
/* `bench ops` runners per group (bench/bench_ops_<module>.c). */
int bench_ops_bls12_381_g1(const struct bench_output *out);
int bench_ops_bls12_381_g2(const struct bench_output *out);
int bench_ops_bls12_377_g1(const struct bench_output *out);
int bench_ops_bn254_g1(const struct bench_output *out);
int bench_ops_pairing(const struct bench_output *out);

/* Parses "1,2,4" or "1..65536" (powers of two) into values; returns the count or -1. */
int bench_parse_list(const char *text, size_t *values, int max);

/* ecbatch bench msm ... for every group (bench/bench_msm.c); returns the exit code. */
int bench_msm(int argc, char **argv);

/* ecbatch bench msm --fixed ... (bench/bench_msm_fixed.c); returns the exit code. */
int bench_msm_fixed(int argc, char **argv);
/* bench msm --fixed --budget X: the table at most X times the bases' size, X in 1..this (one
 * entry per base takes at most the base's size in every group; beyond 256 entries per base
 * no table grows). */
#define BENCH_FIXED_MAX_BUDGET 256
/* The help of `bench msm`, its --fixed form included (bench/bench_msm.c). */
void bench_msm_usage(FILE *out);

/* ecbatch bench bpp ... (bench/bench_bpp.c); returns the exit code. */
int bench_bpp(int argc, char **argv);
/* ecbatch bench bte ... (bench/bench_bte.c); returns the exit code. */
int bench_bte(int argc, char **argv);
/* ecbatch bench pairing and bench bls (bench/bench_pairing.c, bench/bench_bls.c); each returns
 * the exit code. */
int bench_pairing(int argc, char **argv);
int bench_bls(int argc, char **argv);
/* ecbatch bench kzg ... (bench/bench_kzg.c); returns the exit code. */
int bench_kzg(int argc, char **argv);
/* `bench ops` groups, one per bench/bench_ops_<group>.c; each returns the exit code. */
int bench_ops_hash(const struct bench_output *out);

#endif
