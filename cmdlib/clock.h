/* The command's clocks: the benchmarks' sample clock (bench/) and the demo's thread CPU time
 * (cli/demo_*.c). */
#ifndef ECBATCH_CMDLIB_CLOCK_H
#define ECBATCH_CMDLIB_CLOCK_H

#include <stdint.h>

/* Nanoseconds on the benchmarks' clock (bench_use_cpu_clock chooses it). */
uint64_t bench_now_ns(void);

/* on = 1: bench_now_ns reads the process CPU-time clock (immune to other processes sharing
 * the cores, but it sums the time of all threads); 0: the monotonic wall clock (default). */
void bench_use_cpu_clock(int on);

/* This thread's CPU time in milliseconds: `ecbatch demo` times one thread, on a machine that
 * may be shared. */
double demo_cpu_ms(void);

#endif
