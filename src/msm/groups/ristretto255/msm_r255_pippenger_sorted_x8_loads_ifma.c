/* A kernel shape (msm_shape.h) of ristretto255's ifma level: the sorted 8-lane Pippenger task
 * (msm_r255_sorted_x8_impl.h) with its eight addends per step loaded whole and transposed into
 * lane order in registers: 40 loads of 256 bits and 40 shuffles where the gathering shape
 * (msm_r255_pippenger_sorted_x8_ifma.c) issues 20 gathers of eight words, for CPUs whose
 * gathers are slow (AMD Zen 4 splits each into many micro-operations). The plan runs whichever
 * of the two the unit costs make cheaper. Variable time: public points and scalars only. */
#define _POSIX_C_SOURCE 200809L
#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include <string.h>

#include "group/ristretto255/edwards25519_x1_ifma.h"
#include "group/ristretto255/edwards25519_x8_ifma.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"

#include "util/target_ifma_begin.h"

#define X8_FETCH x8_loads
#include "msm/groups/ristretto255/msm_r255_sorted_x8_impl.h"

/* Addend of a padding entry: the identity (1, 1, 2, 0) in limb 0, zero above. */
static const ge4_cached x8_identity = {.v = {.l = {{1, 1, 2, 0}}}};

/* The fetch (msm_r255_sorted_x8_impl.h). Limb i of addend l is one 256-bit row (its four
 * coordinates); rows l and l + 4 fill one 512-bit vector w_l, and an 8 x 4 transpose (two
 * unpacks, then a two-source permutation per coordinate) puts coordinate cd of lane l at
 * word l. */
static inline void x8_loads(ge8_cached *q, const ge4_cached *pa, const uint32_t *e) {
    const ge4_cached *p[8];
    for (unsigned l = 0; l < 8; l++)
        p[l] = e[l] == MSM_X8_PAD ? &x8_identity : &pa[e[l] & ~MSM_X8_NEG];
    /* words 0,1 of 128-bit lanes 0 and 2 of a (then b), and words 2,3 */
    const __m512i lo = _mm512_set_epi64(13, 12, 5, 4, 9, 8, 1, 0);
    const __m512i hi = _mm512_set_epi64(15, 14, 7, 6, 11, 10, 3, 2);
    for (int i = 0; i < 5; i++) {
        __m512i w[4];
        for (unsigned l = 0; l < 4; l++)
            w[l] = _mm512_inserti64x4(
                _mm512_castsi256_si512(
                    _mm256_loadu_si256((const __m256i *)(const void *)&p[l]->v.l[i])),
                _mm256_loadu_si256((const __m256i *)(const void *)&p[l + 4]->v.l[i]), 1);
        /* t0 = (p0c0 p1c0 p0c2 p1c2 | p4c0 p5c0 p4c2 p5c2), t1 the same with c1 and c3;
         * t2, t3 for points 2, 3, 6, 7 */
        __m512i t0 = _mm512_unpacklo_epi64(w[0], w[1]), t1 = _mm512_unpackhi_epi64(w[0], w[1]);
        __m512i t2 = _mm512_unpacklo_epi64(w[2], w[3]), t3 = _mm512_unpackhi_epi64(w[2], w[3]);
        q->YmX.l[i] = _mm512_permutex2var_epi64(t0, lo, t2);
        q->Z2.l[i] = _mm512_permutex2var_epi64(t0, hi, t2);
        q->YpX.l[i] = _mm512_permutex2var_epi64(t1, lo, t3);
        q->T2d.l[i] = _mm512_permutex2var_epi64(t1, hi, t3);
    }
}

/* `ecbatch tune` on AMD EPYC Zen 4 (cpu family 25), two runs: 0.87x and 0.76x the
 * gathering shape's addition (25.6 against 29.6 ns, 29.5 against 38.9), applied to its
 * built-in 38. Intel family 6: 20 (msm_ristretto255_ifma.c, its costs). */
static msm_shape_set sorted_x8_loads_set;
const msm_shape msm_r255_pippenger_sorted_x8_loads_ifma =
    SORTED_X8_SHAPE("pippenger_sorted_x8_loads_ifma", 31, 20, &sorted_x8_loads_set);

#include "util/target_ifma_end.h"

#endif
