/* CPUID-based feature detection (see cpu.h). */
#include "util/cpu.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif

atomic_int ecb_cpu_mulx_adx_state = -1;
atomic_int ecb_cpu_avx512ifma_state = -1;

static int forced_portable(void) {
    const char *force = getenv("ECBATCH_PORTABLE");
    return force != NULL && strcmp(force, "1") == 0;
}

static int detect(void) {
    if (forced_portable()) return 0;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    unsigned eax, ebx, ecx, edx;
    if (__get_cpuid_max(0, NULL) < 7) return 0;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    (void)eax, (void)ecx, (void)edx;
    return ((ebx >> 8) & 1) && ((ebx >> 19) & 1);
#else
    return 0;
#endif
}

int ecb_cpu_detect_mulx_adx(void) {
    int v = detect();
    atomic_store_explicit(&ecb_cpu_mulx_adx_state, v, memory_order_relaxed);
    return v;
}

static int detect_avx512ifma(void) {
    if (forced_portable()) return 0;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    unsigned eax, ebx, ecx, edx, xcr0_lo, xcr0_hi;
    if (__get_cpuid_max(0, NULL) < 7) return 0;
    __cpuid(1, eax, ebx, ecx, edx);
    if (((ecx >> 27) & 1) == 0) return 0; /* OSXSAVE: XGETBV usable */
    __asm__ volatile("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0));
    (void)xcr0_hi;
    if ((xcr0_lo & 0xe6) != 0xe6) return 0;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    (void)eax, (void)ecx, (void)edx;
    return ((ebx >> 16) & 1) && ((ebx >> 21) & 1) && ((ebx >> 31) & 1);
#else
    return 0;
#endif
}

int ecb_cpu_detect_avx512ifma(void) {
    int v = detect_avx512ifma();
    atomic_store_explicit(&ecb_cpu_avx512ifma_state, v, memory_order_relaxed);
    return v;
}
