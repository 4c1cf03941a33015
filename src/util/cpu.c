/* CPUID-based feature detection (see cpu.h). */
#include "util/cpu.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif

atomic_int ecb_cpu_level_state = -1;
/* Cached ecb_cpu_id: vendor << 16 | family; -1 not yet read. */
static atomic_int cpu_id_state = -1;

const char *ecb_cpu_level_name(ecb_cpu_level level) {
    switch (level) {
    case ECB_CPU_ADX:
        return "adx";
    case ECB_CPU_IFMA:
        return "ifma";
    default:
        return "portable";
    }
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
/* XCR0: the OS saves SSE (bit 1), AVX (2), opmask (5), ZMM_Hi256 (6) and Hi16_ZMM (7) state. */
static unsigned long long xgetbv0(void) {
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((unsigned long long)hi << 32) | lo;
}

static ecb_cpu_level detect_hw(void) {
    unsigned eax, ebx, ecx, edx, ecx1;
    if (__get_cpuid_max(0, NULL) < 7) return ECB_CPU_PORTABLE;
    __cpuid(1, eax, ebx, ecx1, edx);
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    (void)eax, (void)ecx, (void)edx;
    /* leaf 7 EBX: BMI2 bit 8, ADX bit 19 */
    if (!((ebx >> 8) & 1) || !((ebx >> 19) & 1)) return ECB_CPU_PORTABLE;
    /* leaf 7 EBX: AVX2 bit 5, AVX512F bit 16, AVX512_IFMA bit 21, AVX512VL bit 31; leaf 1
     * ECX: OSXSAVE bit 27 (XGETBV usable) */
    int avx512 = ((ebx >> 5) & 1) && ((ebx >> 16) & 1) && ((ebx >> 21) & 1) && ((ebx >> 31) & 1) &&
                 ((ecx1 >> 27) & 1);
    if (!avx512 || (xgetbv0() & 0xe6) != 0xe6) return ECB_CPU_ADX;
    return ECB_CPU_IFMA;
}

static ecb_cpu_id read_id(void) {
    ecb_cpu_id id = {ECB_CPU_VENDOR_OTHER, 0};
    unsigned eax, ebx, ecx, edx;
    if (__get_cpuid_max(0, NULL) < 1) return id;
    __cpuid(0, eax, ebx, ecx, edx);
    char v[12];
    memcpy(v, &ebx, 4);
    memcpy(v + 4, &edx, 4);
    memcpy(v + 8, &ecx, 4);
    if (memcmp(v, "GenuineIntel", 12) == 0) id.vendor = ECB_CPU_VENDOR_INTEL;
    if (memcmp(v, "AuthenticAMD", 12) == 0) id.vendor = ECB_CPU_VENDOR_AMD;
    __cpuid(1, eax, ebx, ecx, edx);
    /* leaf 1 EAX: family bits 8..11, extended family bits 20..27 (added when family is 15) */
    id.family = (eax >> 8) & 0xf;
    if (id.family == 15) id.family += (eax >> 20) & 0xff;
    return id;
}
#else
static ecb_cpu_level detect_hw(void) {
    return ECB_CPU_PORTABLE;
}

static ecb_cpu_id read_id(void) {
    return (ecb_cpu_id){ECB_CPU_VENDOR_OTHER, 0};
}
#endif

ecb_cpu_id ecb_cpu_id_get(void) {
    int v = atomic_load_explicit(&cpu_id_state, memory_order_relaxed);
    if (v < 0) {
        ecb_cpu_id id = read_id();
        v = (int)id.vendor << 16 | (int)id.family;
        atomic_store_explicit(&cpu_id_state, v, memory_order_relaxed);
    }
    return (ecb_cpu_id){(ecb_cpu_vendor)(v >> 16), (unsigned)v & 0xffff};
}

/* The cap from ECBATCH_CPU (or ECBATCH_PORTABLE=1); ECB_CPU_IFMA when neither is set. */
static ecb_cpu_level env_cap(void) {
    const char *portable = getenv("ECBATCH_PORTABLE");
    if (portable != NULL && strcmp(portable, "1") == 0) return ECB_CPU_PORTABLE;
    const char *cap = getenv("ECBATCH_CPU");
    if (cap == NULL || cap[0] == '\0') return ECB_CPU_IFMA;
    if (strcasecmp(cap, "ifma") == 0) return ECB_CPU_IFMA;
    if (strcasecmp(cap, "adx") == 0) return ECB_CPU_ADX;
    return ECB_CPU_PORTABLE;
}

static ecb_cpu_level detected_level(void) {
    ecb_cpu_level hw = detect_hw(), cap = env_cap();
    return hw < cap ? hw : cap;
}

ecb_cpu_level ecb_cpu_detect(void) {
    ecb_cpu_level v = detected_level();
    atomic_store_explicit(&ecb_cpu_level_state, (int)v, memory_order_relaxed);
    return v;
}

ecb_cpu_level ecb_cpu_level_detected(void) {
    return detected_level();
}

ecb_cpu_level ecb_cpu_level_set(ecb_cpu_level level) {
    ecb_cpu_level top = detected_level();
    ecb_cpu_level v = level < top ? level : top;
    atomic_store_explicit(&ecb_cpu_level_state, (int)v, memory_order_relaxed);
    return v;
}
