#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/cpu.h"

int bench_cpu_time_option(const char *who, const char *arg) {
    if (!strcmp(arg, BENCH_CPU_TIME_FLAG)) {
        bench_use_cpu_clock(1);
        return 1;
    }
    if (strcmp(arg, "--cpu-clock") != 0 && strcmp(arg, "--cpu") != 0) return 0;
    fprintf(stderr, "%s: unknown option '%s': the CPU-clock option is " BENCH_CPU_TIME_FLAG "\n",
            who, arg);
    return -1;
}

static int compare_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double bench_sample_ms(double fallback) {
    const char *v = getenv("ECBATCH_BENCH_SAMPLE_MS");
    if (v == NULL || *v == '\0') return fallback;
    char *end;
    errno = 0;
    double ms = strtod(v, &end);
    /* a value outside (0, 10000] or not a number leaves the benchmark's own target */
    if (errno != 0 || *end != '\0' || !(ms > 0 && ms <= 10000)) return fallback;
    return ms;
}

double bench_median_ns(bench_fn fn, void *ctx, double target_ms, int samples) {
    target_ms = bench_sample_ms(target_ms);
    if (samples < 1) samples = 1;
    if (samples > BENCH_MAX_SAMPLES) samples = BENCH_MAX_SAMPLES;
    /* calibrate: double the inner count until one sample reaches target_ms / 4 */
    size_t iters = 1;
    for (;;) {
        uint64_t t0 = bench_now_ns();
        fn(ctx, iters);
        double ms = (double)(bench_now_ns() - t0) / 1e6;
        if (ms >= target_ms / 4 || iters >= ((size_t)1 << 30)) {
            if (ms > 0) {
                double scale = target_ms / ms;
                if (scale > 1) iters = (size_t)((double)iters * scale) + 1;
            }
            break;
        }
        iters *= 2;
    }
    double times[BENCH_MAX_SAMPLES];
    for (int s = 0; s < samples; s++) {
        uint64_t t0 = bench_now_ns();
        fn(ctx, iters);
        times[s] = (double)(bench_now_ns() - t0) / (double)iters;
    }
    return bench_median(times, samples);
}

double bench_median(double *t, int n) {
    qsort(t, (size_t)n, sizeof t[0], compare_double);
    return t[n / 2];
}

void bench_print_op(const struct bench_output *out, const char *group, const char *op, double ns,
                    const char *reference) {
    if (out->json) {
        printf("{\"group\":\"%s\",\"backend\":\"%s\",\"op\":\"%s\",\"median_ns\":%.1f}\n", group,
               ecb_cpu_level_name(ecb_cpu_level_get()), op, ns);
    } else {
        /* the published figures beside ours come from another machine: say so */
        printf("  %-34s %12.1f ns   %s%s\n", op, ns, reference ? "other machine: " : "",
               reference ? reference : "");
    }
    fflush(stdout);
}

/* A decimal number of digits only (strtoul alone would take blanks and signs). */
static int parse_size(const char *text, const char **end, unsigned long *out) {
    char *e;
    if (*text < '0' || *text > '9') return -1;
    errno = 0;
    *out = strtoul(text, &e, 10);
    *end = e;
    return errno == 0 ? 0 : -1;
}

int bench_parse_list(const char *text, size_t *values, int max) {
    int count = 0;
    const char *end, *range = strstr(text, "..");
    unsigned long lo, hi;
    if (range != NULL) {
        if (parse_size(text, &end, &lo) != 0 || end != range ||
            parse_size(range + 2, &end, &hi) != 0 || *end != '\0' || lo == 0 || hi < lo)
            return -1;
        for (unsigned long v = lo; v <= hi && count < max; v *= 2)
            values[count++] = v;
        return count;
    }
    while (*text && count < max) {
        if (parse_size(text, &end, &lo) != 0) return -1;
        values[count++] = lo;
        if (*end == ',' && end[1] != '\0')
            end++;
        else if (*end != '\0')
            return -1;
        text = end;
    }
    return *text == '\0' ? count : -1;
}
