/* edwards25519 point arithmetic on eight independent points at once (multi-buffer, fe25519_x8_ifma.h):
 * lane k of every coordinate belongs to point k, so one vector operation serves eight
 * different sums (for eight different Pippenger buckets) where edwards25519_x1_ifma.h spreads one
 * sum over four lanes. Formulas are those of edwards25519.h (Hisil, Wong, Carter, Dawson
 * 2008, a = -1, complete: no lane needs a special case):
 *   ge8_p3     (X, Y, Z, T)         extended, coordinates lazy (products, not carried)
 *   ge8_cached (Y-X, Y+X, 2Z, 2dT)  an addend, reduced (possibly scaled projectively, as
 *                                   ge4_cached is by 121666)
 * Addition: (A, B, C, D) = ((Y1-X1)(Y2-X2), (Y1+X1)(Y2+X2), T1 2dT2, Z1 2Z2); (E, F, G, H) =
 * (B-A, D-C, D+C, B+A); (X3, Y3, Z3, T3) = (E F, G H, F G, E H): eight multiplications, each
 * a vector operation for eight points. Every function is constant time and compiled for AVX-512
 * IFMA (see fe25519_x8_ifma.h). */
#ifndef ECBATCH_GROUP_EDWARDS25519_X8_IFMA_H
#define ECBATCH_GROUP_EDWARDS25519_X8_IFMA_H

#include "field/ristretto255/fe25519_x8_ifma.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include "util/target_ifma_begin.h"

typedef struct {
    fe8 X, Y, Z, T;
} ge8_p3;
typedef struct {
    fe8 YmX, YpX, Z2, T2d;
} ge8_cached;

/* r = the identity (0 : 1 : 1 : 0) in every lane. */
static inline void ge8_p3_0(ge8_p3 *r) {
    for (int i = 0; i < 5; i++) {
        const __m512i c = _mm512_set1_epi64(i == 0 ? 1 : 0);
        r->X.l[i] = r->T.l[i] = _mm512_setzero_si512();
        r->Y.l[i] = r->Z.l[i] = c;
    }
}

/* r = the identity in the lanes set in `lanes`, p elsewhere. */
static inline void ge8_reset_lanes(ge8_p3 *r, const ge8_p3 *p, __mmask8 lanes) {
    const __m512i zero = _mm512_setzero_si512(), one = _mm512_set1_epi64(1);
    for (int i = 0; i < 5; i++) {
        const __m512i c = i == 0 ? one : zero;
        r->X.l[i] = _mm512_mask_blend_epi64(lanes, p->X.l[i], zero);
        r->Y.l[i] = _mm512_mask_blend_epi64(lanes, p->Y.l[i], c);
        r->Z.l[i] = _mm512_mask_blend_epi64(lanes, p->Z.l[i], c);
        r->T.l[i] = _mm512_mask_blend_epi64(lanes, p->T.l[i], zero);
    }
}

/* r = p + q in the lanes clear in neg, p - q in the lanes set (-q = (Y+X, Y-X, 2Z, -2dT)). */
static inline void ge8_add_cached(ge8_p3 *r, const ge8_p3 *p, const ge8_cached *q, __mmask8 neg) {
    fe8 ymx, ypx, z, t, qa, qb, a, b, cc, d, e, f, g, h;
    fe8_addsub(&ymx, &p->Y, &p->X, 0xff);
    fe8_addsub(&ypx, &p->Y, &p->X, 0);
    fe8_carry(&z, p->Z.l);
    fe8_carry(&t, p->T.l);
    fe8_select(&qa, &q->YmX, &q->YpX, neg);
    fe8_select(&qb, &q->YpX, &q->YmX, neg);
    fe8_mul_lazy(&a, &ymx, &qa);
    fe8_mul_lazy(&b, &ypx, &qb);
    fe8_mul_lazy(&cc, &t, &q->T2d);
    fe8_mul_lazy(&d, &z, &q->Z2);
    fe8_addsub(&e, &b, &a, 0xff);
    fe8_addsub(&h, &b, &a, 0);
    fe8_addsub(&f, &d, &cc, (__mmask8)~neg);
    fe8_addsub(&g, &d, &cc, neg);
    fe8_mul_lazy(&r->X, &e, &f);
    fe8_mul_lazy(&r->Y, &g, &h);
    fe8_mul_lazy(&r->Z, &f, &g);
    fe8_mul_lazy(&r->T, &e, &h);
}

/* (X, Y, Z, T) lazy -> the addend (Y-X, Y+X, 2Z, 2dT), unscaled. */
static inline void ge8_p3_to_cached(ge8_cached *r, const ge8_p3 *p) {
    fe8 d2, t;
    fe8_set1(&d2, &fe25519_d2);
    fe8_addsub(&r->YmX, &p->Y, &p->X, 0xff);
    fe8_addsub(&r->YpX, &p->Y, &p->X, 0);
    fe8_addsub(&r->Z2, &p->Z, &p->Z, 0);
    fe8_carry(&t, p->T.l);
    fe8_mul(&r->T2d, &t, &d2);
}

/* r = p + q lane by lane (nine multiplications). */
static inline void ge8_add_p3(ge8_p3 *r, const ge8_p3 *p, const ge8_p3 *q) {
    ge8_cached c;
    ge8_p3_to_cached(&c, q);
    ge8_add_cached(r, p, &c, 0);
}

#include "util/target_ifma_end.h"

#endif
#endif
