/* CPU feature detection for run-time selection of arithmetic kernels.
 *
 * The kernels form levels, each a superset of the one below:
 *   portable  C only, baseline x86-64 (or any other target)
 *   adx       BMI2 (MULX) and ADX (ADCX/ADOX): the 64-bit multiprecision kernels
 *   ifma      adx plus AVX-512 F, VL and IFMA (VPMADD52LUQ/HUQ) with the OS saving the ZMM
 *             state (XGETBV): the vector kernels
 * Detection runs once (on first use) and is cached; concurrent first calls from several threads
 * are safe (each computes the same answer and stores it atomically). The environment variable
 * ECBATCH_CPU=portable|adx|ifma, read at that first call, caps the level (it never raises it
 * above what the CPU has; an unrecognised value caps to portable, the safe choice);
 * ECBATCH_PORTABLE=1 is the older spelling of ECBATCH_CPU=portable. A group's code dispatches
 * on the highest level it has kernels for. */
#ifndef ECBATCH_UTIL_CPU_H
#define ECBATCH_UTIL_CPU_H

#include <stdatomic.h>

typedef enum { ECB_CPU_PORTABLE = 0, ECB_CPU_ADX = 1, ECB_CPU_IFMA = 2 } ecb_cpu_level;

/* The vector kernels are compiled (with per-function target attributes) only for x86-64 with
 * GCC or clang; elsewhere the level never reaches ifma. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ECB_CPU_IFMA_BUILD 1
#endif

/* Cached level: -1 not yet detected. Use ecb_cpu_level(). Hidden from the shared library's
 * symbol table, so hot code reads it without a GOT indirection. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((visibility("hidden")))
#endif
extern atomic_int ecb_cpu_level_state;

/* Runs the detection (CPUID leaves 1 and 7, XGETBV), applies ECBATCH_CPU, stores and returns. */
ecb_cpu_level ecb_cpu_detect(void);

static inline ecb_cpu_level ecb_cpu_level_get(void) {
    int v = atomic_load_explicit(&ecb_cpu_level_state, memory_order_relaxed);
    if (__builtin_expect(v < 0, 0)) return ecb_cpu_detect();
    return (ecb_cpu_level)v;
}

/* 1 when the MULX/ADX kernels may run (level adx or above), else 0. */
static inline int ecb_cpu_has_mulx_adx(void) {
    return ecb_cpu_level_get() >= ECB_CPU_ADX;
}

/* 1 when the AVX-512 IFMA kernels may run (level ifma), else 0. */
static inline int ecb_cpu_has_ifma(void) {
    return ecb_cpu_level_get() >= ECB_CPU_IFMA;
}

/* "portable", "adx" or "ifma". */
const char *ecb_cpu_level_name(ecb_cpu_level level);

/* The level detection gives (the CPU's, capped by ECBATCH_CPU), whatever ecb_cpu_level_set
 * chose since. */
ecb_cpu_level ecb_cpu_level_detected(void);

/* Runs later calls at min(level, ecb_cpu_level_detected()) and returns that: for tools that
 * measure each level in turn (`ecbatch tune`). Call it only while no other thread runs library
 * code. */
ecb_cpu_level ecb_cpu_level_set(ecb_cpu_level level);

/* The CPU's vendor and family (CPUID leaf 0's vendor string; leaf 1's family, plus its extended
 * family when the base family is 15: AMD Zen 4 is AMD 25, Zen 5 AMD 26), read once and cached
 * like the level: unit costs may differ between families of one level (msm_plan.h). */
typedef enum {
    ECB_CPU_VENDOR_OTHER = 0,
    ECB_CPU_VENDOR_INTEL = 1,
    ECB_CPU_VENDOR_AMD = 2
} ecb_cpu_vendor;
typedef struct ecb_cpu_id {
    ecb_cpu_vendor vendor;
    unsigned family; /* 0 where CPUID is unavailable */
} ecb_cpu_id;
ecb_cpu_id ecb_cpu_id_get(void);

#endif
