/* A kernel shape (msm_shape.h) of ristretto255's ifma level: the sorted 8-lane Pippenger task
 * (msm_r255_sorted_x8_impl.h), its eight addends per step gathered limb by limb. Its entry is
 * in the ifma descriptor's shapes (msm_ristretto255_ifma.c). Variable time: public points and
 * scalars only. */
#define _POSIX_C_SOURCE 200809L
#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include <string.h>

#include "group/ristretto255/edwards25519_x1_ifma.h"
#include "group/ristretto255/edwards25519_x8_ifma.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"

#include "util/target_ifma_begin.h"

#define X8_FETCH x8_gather
#include "msm/groups/ristretto255/msm_r255_sorted_x8_impl.h"

/* The fetch (msm_r255_sorted_x8_impl.h): each coordinate limb of the eight addends by one
 * gather. */
static inline void x8_gather(ge8_cached *q, const ge4_cached *pa, const uint32_t *entries) {
    __m256i e = _mm256_loadu_si256((const __m256i *)(const void *)entries);
    const __mmask8 real = _mm256_cmpneq_epu32_mask(e, _mm256_set1_epi32((int)MSM_X8_PAD));
    __m512i idx = _mm512_cvtepu32_epi64(_mm256_and_si256(e, _mm256_set1_epi32(0x7fffffff)));
    __m512i off = _mm512_add_epi64(_mm512_slli_epi64(idx, 7), _mm512_slli_epi64(idx, 5));
    fe8 *coord[4] = {&q->YmX, &q->YpX, &q->Z2, &q->T2d};
    for (int cd = 0; cd < 4; cd++) {
        for (int i = 0; i < 5; i++) {
            long long id = i != 0 ? 0 : cd == 3 ? 0 : cd == 2 ? 2 : 1;
            const unsigned char *base = (const unsigned char *)pa + 32 * i + 8 * cd;
            coord[cd]->l[i] =
                _mm512_mask_i64gather_epi64(_mm512_set1_epi64(id), real, off, base, 1);
        }
    }
}

/* `ecbatch tune` on AMD EPYC Zen 4 (cpu family 25) put it at 0.61x madd (19.2 against
 * 31.6 ns, gathers from 16384 points included), 29 here; raised to 38 so that the plan
 * keeps Straus at n = 64, where the two measure even (Straus's estimate runs further above
 * its time than Pippenger's). Intel family 6: 22 (msm_ristretto255_ifma.c, its costs). */
static msm_shape_set sorted_x8_set;
const msm_shape msm_r255_pippenger_sorted_x8_ifma =
    SORTED_X8_SHAPE("pippenger_sorted_x8_ifma", 38, 22, &sorted_x8_set);

#include "util/target_ifma_end.h"

#endif
