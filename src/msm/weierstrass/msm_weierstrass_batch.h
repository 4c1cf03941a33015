/* msm_aff_add_batch: a batch of affine additions with one inversion (Montgomery's trick), the
 * last part of the MSM engine's point layer for short Weierstrass curves
 * (msm_weierstrass_point.h), which it completes; with MSW_FE8 defined its large batches run in
 * eight lanes (msm_weierstrass_batch_x8_ifma.h). */
#ifndef ECBATCH_MSM_WEIERSTRASS_BATCH_H
#define ECBATCH_MSM_WEIERSTRASS_BATCH_H

#include <stddef.h>
#include <stdint.h>

#include "msm/weierstrass/msm_weierstrass_lanes.h"
#include "msm/weierstrass/msm_weierstrass_point.h"
#ifdef MSW_FE8
#include "msm/weierstrass/msm_weierstrass_batch_x8_ifma.h"
#endif

/* *acc[i] += (neg[i] ? -*add[i] : *add[i]) for i < m, the acc[i] pairwise distinct and never
 * the add[j] of another entry (add[i] == acc[i] is allowed: a doubling), with one inversion for the
 * whole batch (Montgomery's trick; 5M + 1S per entry besides it): a first pass multiplies the
 * denominators into a running product, the inverse of the product is peeled back entry by entry in
 * a second pass, which finishes each sum. kind[i] receives what entry i was (MSM_AFF_*); a
 * cancelled entry leaves the identity (0, 0). scratch holds m field elements and m bytes
 * (MSM_AFF_BATCH_SCRATCH per entry). With MSW_FE8 defined and a CPU with AVX-512 IFMA, batches of
 * MSM_AFF_X8_MIN entries or more run in eight lanes (msm_weierstrass_x8_ifma.h), with the same results:
 * msm_aff_add_batch_in_lanes with lanes = msm_weierstrass_lanes(); lanes = 1 keeps every batch
 * in the serial loop (a batch-affine kernel shape, msm_shape.h), lanes = 8 takes the eight lanes
 * only where the selected level has them.
 */
static inline void msm_aff_add_batch_in_lanes(msm_aff *const *acc, const msm_aff *const *add,
                                              const uint8_t *neg, size_t m, void *scratch,
                                              uint8_t *kind, unsigned lanes) {
    MSW_FE *prefix = scratch;
    MSW_FE run, d, t;
    if (m == 0) return;
    MSM_PHASE_START(t_kernel);
    MSM_PHASE_COUNT_AT(entries, m);
    MSM_PHASE_COUNT_AT(batches, 1);
#ifdef MSW_FE8
    if (m >= MSM_AFF_X8_MIN && lanes == 8 && msm_weierstrass_lanes() == 8) {
        msm_aff_add_batch_x8(acc, add, neg, m, scratch, kind);
        MSM_PHASE_STOP(MSM_PH_KERNEL, t_kernel);
        return;
    }
#else
    (void)lanes;
#endif
    MSW_F(one)(&run);
    for (size_t i = 0; i < m; i++) {
        prefix[i] = run;
        kind[i] = msm_aff_classify(&d, acc[i], add[i], neg[i]);
        if (kind[i] <= MSM_AFF_DBL) MSW_F(mul)(&run, &run, &d);
        MSM_PHASE_COUNT_AT(chords, kind[i] <= MSM_AFF_DBL);
    }
    MSW_F(inv_var)(&run, &run);
    for (size_t i = m; i-- > 0;) {
        msm_aff *a = acc[i];
        const msm_aff *b = add[i];
        if (kind[i] > MSM_AFF_DBL) {
            msm_aff_finish_trivial(a, b, neg[i], kind[i]);
            continue;
        }
        if (kind[i] == MSM_AFF_DBL)
            MSW_F(dbl)(&d, &a->y);
        else
            MSW_F(sub)(&d, &b->x, &a->x);
        MSW_F(mul)(&t, &run, &prefix[i]); /* 1 / d */
        MSW_F(mul)(&run, &run, &d);
        msm_aff_chord(a, b, neg[i], kind[i], &t);
    }
    MSM_PHASE_STOP(MSM_PH_KERNEL, t_kernel);
}

/* The batch in the lanes of the selected level (8 at level ifma where built, else 1). */
static inline void msm_aff_add_batch(msm_aff *const *acc, const msm_aff *const *add,
                                     const uint8_t *neg, size_t m, void *scratch, uint8_t *kind) {
    msm_aff_add_batch_in_lanes(acc, add, neg, m, scratch, kind, msm_weierstrass_lanes());
}

#endif
