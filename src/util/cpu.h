/* CPU feature detection for run-time selection of arithmetic kernels.
 *
 * Detection runs once (on first use) and is cached; concurrent first calls from several threads
 * are safe (each computes the same answer and stores it atomically). Setting the environment
 * variable ECBATCH_PORTABLE=1 before the first call forces the portable kernels (for testing
 * the fallback through the whole library). */
#ifndef ECBATCH_UTIL_CPU_H
#define ECBATCH_UTIL_CPU_H

#include <stdatomic.h>

/* Cached result: -1 not yet detected, 0 no, 1 yes. Use ecb_cpu_has_mulx_adx(). Hidden from
 * the shared library's symbol table, so hot code reads it without a GOT indirection. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((visibility("hidden")))
#endif
extern atomic_int ecb_cpu_mulx_adx_state;

/* Runs the detection (CPUID leaf 7: BMI2 = EBX bit 8, ADX = EBX bit 19), stores and returns it. */
int ecb_cpu_detect_mulx_adx(void);

/* 1 when the CPU has both BMI2 (MULX) and ADX (ADCX/ADOX) and they are not disabled, else 0. */
static inline int ecb_cpu_has_mulx_adx(void) {
    int v = atomic_load_explicit(&ecb_cpu_mulx_adx_state, memory_order_relaxed);
    if (__builtin_expect(v < 0, 0)) v = ecb_cpu_detect_mulx_adx();
    return v;
}

#endif
