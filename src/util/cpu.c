#include "util/cpu.h"

#if defined(__x86_64__)
#include <cpuid.h>

/* CPUID leaf 7, sub-leaf 0: EBX bit 8 is BMI2, bit 19 is ADX. Asked on every call (a few
 * tens of nanoseconds, once per MSM), so no global state. */
int ecb_cpu_has_mulx_adx(void) {
    unsigned a, b, c, d;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    (void)a;
    (void)c;
    (void)d;
    return (b & (1u << 8)) && (b & (1u << 19));
}
#else
int ecb_cpu_has_mulx_adx(void) {
    return 0;
}
#endif
