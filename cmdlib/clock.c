/* The command's clocks (clock.h). */
#define _POSIX_C_SOURCE 200809L
#include "clock.h"

#include <time.h>

static clockid_t bench_clock = CLOCK_MONOTONIC;

void bench_use_cpu_clock(int on) {
    bench_clock = on ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC;
}

uint64_t bench_now_ns(void) {
    struct timespec ts;
    clock_gettime(bench_clock, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

double demo_cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}
