#ifndef ECBATCH_FIELD_SCATTER8_H
#define ECBATCH_FIELD_SCATTER8_H
/* SCATTER8(base, idx, w, scale): writes the 64-bit lane i of w to the byte address base +
 * idx[i] scale, as _mm512_i64scatter_epi64 does (base may be NULL with addresses as indices).
 * MemorySanitizer (the constant-time check of the vector kernels, `make ctcheck-msan`) does not
 * follow scatters: it would take the written words for uninitialised. Its builds write the
 * eight lanes one by one instead, which keeps every word's marking. */
#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#define SCATTER8_PLAIN 1
#endif
#endif

#if defined(SCATTER8_PLAIN)
#include "util/target_ifma_begin.h"
static inline __attribute__((always_inline)) void scatter8_plain(uintptr_t base, __m512i idx,
                                                                 __m512i w, uint64_t scale) {
    uint64_t at[8], v[8];
    _mm512_storeu_si512((void *)at, idx);
    _mm512_storeu_si512((void *)v, w);
    for (int i = 0; i < 8; i++)
        memcpy((void *)(base + (uintptr_t)(at[i] * scale)), &v[i], sizeof v[i]);
}
#include "util/target_ifma_end.h"
#define SCATTER8(base, idx, w, scale) scatter8_plain((uintptr_t)(base), (idx), (w), (scale))
#else
#define SCATTER8(base, idx, w, scale) _mm512_i64scatter_epi64((base), (idx), (w), (scale))
#endif

#endif
#endif
