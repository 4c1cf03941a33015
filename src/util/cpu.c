/* CPUID-based feature detection (see cpu.h). */
#include "util/cpu.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif

atomic_int ecb_cpu_mulx_adx_state = -1;

static int detect(void) {
    const char *force = getenv("ECBATCH_PORTABLE");
    if (force != NULL && strcmp(force, "1") == 0) return 0;
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
