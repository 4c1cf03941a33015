/* msm_aff_add_batch in eight lanes (fp_x8_ifma.h, AVX-512 IFMA), over the point layer of
 * msm_weierstrass_point.h (included from msm_weierstrass_batch.h when the instantiating file
 * defines MSW_FE8, the 8-lane type of MSW_FE,
 * and MSW_F8(op), its operations). Same sums, bit for bit, as the scalar batch.
 *
 * Lane k runs entries k L .. k L + L - 1 (L = ceil(m / 8)) as its own chain of Montgomery's
 * trick, so the running products of both passes and the slope formulas run eight entries at a
 * time; the eight chain products share one inversion (a batch inversion of eight). Chords and
 * tangents both run in lanes: per lane the denominator is x2 - x1 or 2 y1 and the numerator
 * y2 - y1 or 3 x1^2, chosen by a lane mask (the square is computed only for rows holding a
 * tangent: rare in buckets, frequent in the many-MSM's doublings, msm_multi_impl.h). Copies,
 * cancellations, identities and the padding of the last lanes sit in their lane as the dummy
 * chord (0, 0) + (1, 0): d = 1 leaves the chain unchanged, and its results go to a sink; they
 * finish afterwards in scalar code, without an inverse. */
#ifndef ECBATCH_MSM_WEIERSTRASS_BATCH_X8_IFMA_H
#define ECBATCH_MSM_WEIERSTRASS_BATCH_X8_IFMA_H

#include <stddef.h>
#include <stdint.h>

#include "msm/weierstrass/msm_weierstrass_point.h"
#include "util/cpu.h"

/* Batches below this size stay scalar: the eight chains' inversion costs about 25 products.
 * From 24 entries up the lanes pay (BLS12-381 G1 MSM, n = 32 and 64, Straus tables of 32 and 64
 * points: 22 -> 16 us per point against a threshold of 64, taskset -c 1, loaded machine). */
#define MSM_AFF_X8_MIN 24

/* Scratch bytes per entry of the eight-lane batch: its 2 ceil(m / 8) lane vectors (the prefix
 * products P_j and the denominators D_j) from the first 64-byte boundary, for batches of
 * m >= MSM_AFF_X8_MIN entries. With E = sizeof(MSW_FE8) / 8 they take at most
 * 2 E (m + 7) + 63 <= m (2 E + ceil((14 E + 63) / MSM_AFF_X8_MIN)) bytes; at least a field
 * element, the scalar batch's need (msm_aff_add_batch). */
#define MSM_AFF_X8_ENTRY_BYTES                                                                     \
    (2 * (sizeof(MSW_FE8) / 8) +                                                                   \
     (14 * (sizeof(MSW_FE8) / 8) + 63 + MSM_AFF_X8_MIN - 1) / MSM_AFF_X8_MIN)
_Static_assert(MSM_AFF_X8_ENTRY_BYTES >= sizeof(MSW_FE), "room for the scalar batch");

/* The lane rows in scratch: P at the first 64-byte boundary, D after it. */
static inline MSW_FE8 *msm_aff_x8_rows(void *scratch) {
    return (MSW_FE8 *)(void *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
}

/* The lanes of a that hold 0, as a mask (bit k: lane k). A lane's limbs are fully reduced
 * (fp_x8_ifma.h: limb i of lane k at word 8 i + k; an Fp2 lane is two such elements), so they
 * are all zero exactly when the lane is 0. */
static inline unsigned msm_aff_x8_zero_lanes(const MSW_FE8 *a) {
    const uint64_t *w = (const uint64_t *)(const void *)a;
    uint64_t any[8] = {0};
    unsigned mask = 0;
    for (size_t r = 0; r < sizeof(MSW_FE8) / 64; r++)
        for (size_t k = 0; k < 8; k++)
            any[k] |= w[8 * r + k];
    for (size_t k = 0; k < 8; k++)
        mask |= (unsigned)(any[k] == 0) << k;
    return mask;
}

/* Classifies the batch's entries into kind[] and runs its chords and tangents in eight lanes,
 * as described above; returns the number of other entries (left to msm_aff_finish_trivial).
 * The forward pass classifies a row in lanes: an entry is a chord unless x2 = x1 or a point is
 * the identity (0, 0), whose x is 0, so only a row with a zero lane in d = x2 - x1, x1 or x2
 * takes msm_aff_classify (for those lanes), which sets their d: 2 y1 for a tangent, 1 for the
 * dummy chord.
 * The lanes' prefix products P_j and denominators D_j stay in lane form in scratch
 * (msm_aff_x8_rows), so the backward pass loads them instead of gathering and recomputing
 * them, and x2 = D + x1 on chord lanes (x1 on tangent lanes) instead of a gather. */
__attribute__((noinline)) static size_t msm_aff_x8_slopes(msm_aff *const *acc,
                                                          const msm_aff *const *add,
                                                          const uint8_t *neg, size_t m,
                                                          void *scratch, uint8_t *kind) {
    MSW_FE8 run, d2, num, t, lam, x3, y3, ax, ay, bx, by, one8;
    MSW_FE runs[8], inv_scratch[8], sink[8][2], d;
    size_t trivial = 0;
    msm_aff zero_pt, one_pt;
    const MSW_FE *pax[8], *pay[8], *pbx[8], *pby[8];
    MSW_FE *px[8], *py[8];
    const size_t L = (m + 7) / 8;
    MSW_FE8 *P = msm_aff_x8_rows(scratch), *D = P + L;
    msm_aff_identity(&zero_pt);
    MSW_F(one)(&one_pt.x);
    MSW_F(zero)(&one_pt.y);
    for (int k = 0; k < 8; k++)
        runs[k] = one_pt.x;
    MSW_F8(pack)(&P[0], runs);
    one8 = P[0];
    MSM_PHASE_COUNT_AT(lane_rows, L);
    MSM_PHASE_START(t_fwd);
    for (size_t j = 0; j < L; j++) { /* forward: kinds, P_{j+1} = P_j D_j */
        unsigned inrange = 0;
        for (size_t k = 0; k < 8; k++) {
            size_t i = k * L + j;
            int in = i < m;
            pax[k] = in ? &acc[i]->x : &zero_pt.x;
            pbx[k] = in ? &add[i]->x : &one_pt.x;
            inrange |= (unsigned)in << k;
            if (in) kind[i] = MSM_AFF_ADD;
        }
        MSW_F8(pack_ptr)(&ax, pax);
        MSW_F8(pack_ptr)(&bx, pbx);
        MSW_F8(sub)(&D[j], &bx, &ax);
        unsigned odd = (msm_aff_x8_zero_lanes(&D[j]) | msm_aff_x8_zero_lanes(&ax) |
                        msm_aff_x8_zero_lanes(&bx)) &
                       inrange;
        if (__builtin_expect(odd != 0, 0)) { /* those lanes' kinds, then their d */
            unsigned dblmask = 0, dummymask = 0;
            for (size_t k = 0; k < 8; k++) {
                size_t i = k * L + j;
                if ((odd >> k) & 1) kind[i] = msm_aff_classify(&d, acc[i], add[i], neg[i]);
                int live = i < m && kind[i] <= MSM_AFF_DBL;
                trivial += i < m && !live;
                pay[k] = live ? &acc[i]->y : &zero_pt.y;
                dblmask |= (unsigned)(live && kind[i] == MSM_AFF_DBL) << k;
                dummymask |= (unsigned)(i < m && !live) << k;
            }
            if (dblmask) { /* tangent lanes: d = 2 y1 */
                MSW_F8(pack_ptr)(&ay, pay);
                MSW_F8(add)(&d2, &ay, &ay);
                MSW_F8(select)(&D[j], &D[j], &d2, dblmask);
            }
            if (dummymask) /* the dummy chord's d = 1 - 0 */
                MSW_F8(select)(&D[j], &D[j], &one8, dummymask);
        }
        MSW_F8(mul)(j + 1 < L ? &P[j + 1] : &run, &P[j], &D[j]);
    }
    MSM_PHASE_STOP(MSM_PH_FORWARD, t_fwd);
    MSM_PHASE_START(t_inv);
    MSW_F8(unpack)(runs, &run);
    MSW_F(batch_inv_var)(runs, runs, 8, inv_scratch);
    MSW_F8(pack)(&run, runs);
    MSM_PHASE_STOP(MSM_PH_INVERT, t_inv);
    MSM_PHASE_START(t_bwd);
    for (size_t j = L; j-- > 0;) { /* backward: inverses and the sums */
        unsigned negmask = 0, dblmask = 0;
        for (size_t k = 0; k < 8; k++) {
            size_t i = k * L + j;
            int live = i < m && kind[i] <= MSM_AFF_DBL;
            const msm_aff *a = live ? acc[i] : &zero_pt, *b = live ? add[i] : &one_pt;
            pax[k] = &a->x;
            pay[k] = &a->y;
            pby[k] = &b->y;
            px[k] = live ? &acc[i]->x : &sink[k][0];
            py[k] = live ? &acc[i]->y : &sink[k][1];
            negmask |= (unsigned)(live && neg[i]) << k;
            dblmask |= (unsigned)(live && kind[i] == MSM_AFF_DBL) << k;
        }
        MSW_F8(pack_ptr)(&ax, pax);
        MSW_F8(pack_ptr)(&ay, pay);
        MSW_F8(pack_ptr)(&by, pby);
        MSW_F8(cneg)(&by, &by, negmask);
        MSW_F8(add)(&bx, &D[j], &ax); /* x2 = (x2 - x1) + x1 on chord lanes */
        MSW_F8(sub)(&num, &by, &ay);
        if (dblmask) { /* tangent lanes: x2 = x1, num = 3 x1^2 */
            MSW_F8(select)(&bx, &bx, &ax, dblmask);
            MSW_F8(sqr)(&t, &ax);
            MSW_F8(add)(&d2, &t, &t);
            MSW_F8(add)(&d2, &d2, &t);
            MSW_F8(select)(&num, &num, &d2, dblmask);
        }
        MSW_F8(mul)(&t, &run, &P[j]); /* 1 / d */
        MSW_F8(mul)(&run, &run, &D[j]);
        MSW_F8(mul)(&lam, &num, &t);
        MSW_F8(sqr)(&x3, &lam);
        MSW_F8(sub)(&x3, &x3, &ax);
        MSW_F8(sub)(&x3, &x3, &bx);
        MSW_F8(sub)(&y3, &ax, &x3);
        MSW_F8(mul)(&y3, &lam, &y3);
        MSW_F8(sub)(&y3, &y3, &ay);
        MSW_F8(unpack_ptr)(px, &x3);
        MSW_F8(unpack_ptr)(py, &y3);
    }
    MSM_PHASE_STOP(MSM_PH_BACKWARD, t_bwd);
    return trivial;
}

/* Out of line: called once per batch, and kept out of the engine's flattened loops (whose
 * register pressure is at clang's limit with the inlined MULX/ADX product). */
__attribute__((noinline)) static void msm_aff_add_batch_x8(msm_aff *const *acc,
                                                           const msm_aff *const *add,
                                                           const uint8_t *neg, size_t m,
                                                           void *scratch, uint8_t *kind) {
    const size_t trivial = msm_aff_x8_slopes(acc, add, neg, m, scratch, kind);
    MSM_PHASE_COUNT_AT(chords, m - trivial);
    MSM_PHASE_START(t_cls);
    for (size_t i = 0; trivial > 0 && i < m; i++)
        if (kind[i] > MSM_AFF_DBL) msm_aff_finish_trivial(acc[i], add[i], neg[i], kind[i]);
    MSM_PHASE_STOP(MSM_PH_CLASSIFY, t_cls);
}

#endif
