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
#if defined(__GNUC__) || defined(__clang__)
__attribute__((visibility("hidden")))
#endif
extern atomic_int ecb_cpu_avx512ifma_state;

/* Runs the detection (CPUID leaf 7: BMI2 = EBX bit 8, ADX = EBX bit 19), stores and returns it. */
int ecb_cpu_detect_mulx_adx(void);

/* 1 when the CPU has both BMI2 (MULX) and ADX (ADCX/ADOX) and they are not disabled, else 0. */
static inline int ecb_cpu_has_mulx_adx(void) {
    int v = atomic_load_explicit(&ecb_cpu_mulx_adx_state, memory_order_relaxed);
    if (__builtin_expect(v < 0, 0)) v = ecb_cpu_detect_mulx_adx();
    return v;
}

/* Runs the detection of what the 8-lane IFMA field kernels need (CPUID leaf 7 EBX: AVX512F
 * bit 16, AVX512IFMA bit 21, AVX512VL bit 31; and the OS saving the AVX-512 state: OSXSAVE, then
 * XCR0 bits 1, 2 (SSE, AVX) and 5, 6, 7 (opmask, upper ZMM0-15, ZMM16-31)), stores and returns
 * it. */
int ecb_cpu_detect_avx512ifma(void);

/* 1 when the CPU and the OS support AVX512F, AVX512VL and AVX512IFMA, else 0. */
static inline int ecb_cpu_has_avx512ifma(void) {
    int v = atomic_load_explicit(&ecb_cpu_avx512ifma_state, memory_order_relaxed);
    if (__builtin_expect(v < 0, 0)) v = ecb_cpu_detect_avx512ifma();
    return v;
}

#endif
