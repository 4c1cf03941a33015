/* Two edwards25519 points at once, one per 256-bit half of fe4x2 (fe25519_x4x2_ifma.h): the
 * formulas of edwards25519_x1_ifma.h (see there) step by step on both, so two independent
 * additions or doublings cost one. The Straus chain keeps two accumulators this way, adding
 * two digits' table entries per step, and tables are built two points at a time.
 * Every function is constant time and compiled for AVX-512 IFMA (see fe25519_x4_ifma.h). */
#ifndef ECBATCH_GROUP_EDWARDS25519_X2_IFMA_H
#define ECBATCH_GROUP_EDWARDS25519_X2_IFMA_H

#include "field/ristretto255/fe25519_x4x2_ifma.h"
#include "group/ristretto255/edwards25519_x1_ifma.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include "util/target_ifma_begin.h"

typedef struct {
    fe4x2 v;
} ge4x2_p3;

static inline void ge4x2_join(ge4x2_p3 *r, const ge4_p3 *lo, const ge4_p3 *hi) {
    fe4x2_join(&r->v, &lo->v, &hi->v);
}
static inline void ge4x2_split(ge4_p3 *lo, ge4_p3 *hi, const ge4x2_p3 *p) {
    fe4x2_split(&lo->v, &hi->v, &p->v);
}

/* Two addends side by side; hi NULL stands for the identity, (1, 1, 2, 0) (its addition
 * scales the accumulator by 4Z, which is projectively the same point). */
static inline void ge4x2_cached_join(fe4x2 *r, const ge4_cached *lo, const ge4_cached *hi) {
    static const fe4 id = {{{1, 1, 2, 0}}};
    fe4x2_join(r, &lo->v, hi != NULL ? &hi->v : &id);
}

/* (X, Y, Z, T) lazy -> (Y - X, Y + X, Z, T) reduced, both halves. */
static inline void ge4x2_ymx_ypx(fe4x2 *r, const fe4x2 *p) {
    fe4x2 a, b;
    fe4x2_permute(&a, p, FE4_PERM(1, 1, 2, 3));
    fe4x2_permute_keep(&b, p, FE4_PERM(0, 0, 0, 0), FE4X2_BOTH(GE4_L0 | GE4_L1));
    fe4x2_addsub(r, &a, &b, FE4X2_BOTH(GE4_L0));
}

/* (E, F, G, H) reduced -> (E F, G H, F G, E H), lazy, both halves. */
static inline void ge4x2_efgh_to_p3(ge4x2_p3 *r, const fe4x2 *efgh) {
    fe4x2 a, b;
    fe4x2_permute(&a, efgh, FE4_PERM(0, 2, 1, 0));
    fe4x2_permute(&b, efgh, FE4_PERM(1, 3, 2, 3));
    fe4x2_mul(&r->v, &a, &b);
}

/* Both halves to addends (ge4_p3_to_cached). */
static inline void ge4x2_to_cached(ge4_cached *lo, ge4_cached *hi, const ge4x2_p3 *p) {
    const __m512i k = _mm512_set_epi64(2 * 121665, 2 * 121666, 121666, 121666, 2 * 121665,
                                       2 * 121666, 121666, 121666);
    const fe4x2 zero = {{{0}}};
    fe4x2 t, u;
    ge4x2_ymx_ypx(&t, &p->v);
    fe4x2_mul_small(&u, &t, k);
    fe4x2_addsub(&t, &zero, &u, FE4X2_BOTH(GE4_L3));
    fe4x2_split(&lo->v, &hi->v, &t);
}

/* r = p + (+-q lo, +-q hi) half by half, q two addends (ge4x2_cached_join); neg bit 0 negates
 * the low half's addend, bit 1 the high half's (ge4_add_cached's sub). */
static inline void ge4x2_add_cached(ge4x2_p3 *r, const ge4x2_p3 *p, const fe4x2 *q, unsigned neg) {
    /* per half: -q swaps lanes 0 and 1 of q, and the signs of lanes 1, 2 below */
    __mmask8 swap = (__mmask8)((neg & 1 ? 0x03 : 0) | (neg & 2 ? 0x30 : 0));
    __mmask8 sign = (__mmask8)((neg & 1 ? 0x05 : 0x03) | (neg & 2 ? 0x50 : 0x30));
    fe4x2 s, m, a, b, efgh;
    ge4x2_ymx_ypx(&s, &p->v);
    if (swap) {
        fe4x2 qs;
        for (int i = 0; i < 5; i++)
            qs.l[i] = _mm512_mask_permutex_epi64(q->l[i], swap, q->l[i], FE4_PERM(1, 0, 2, 3));
        fe4x2_mul(&m, &s, &qs);
    } else {
        fe4x2_mul(&m, &s, q);
    }
    /* m = (A, B, D, C): (B - A, D -+ C, D +- C, B + A) */
    fe4x2_permute(&a, &m, FE4_PERM(1, 2, 2, 1));
    fe4x2_permute(&b, &m, FE4_PERM(0, 3, 3, 0));
    fe4x2_addsub(&efgh, &a, &b, sign);
    ge4x2_efgh_to_p3(r, &efgh);
}

/* Both halves doubled (ge4_dbl). */
static inline void ge4x2_dbl(ge4x2_p3 *r, const ge4x2_p3 *p) {
    fe4x2 a, b, sq, t, w;
    fe4x2_permute(&a, &p->v, FE4_PERM(0, 1, 2, 0));
    fe4x2_permute_keep(&b, &p->v, FE4_PERM(0, 0, 0, 1), FE4X2_BOTH(GE4_L3));
    fe4x2_addsub(&t, &a, &b, 0);
    fe4x2_sq(&sq, &t); /* (A, B, Z^2, S), lazy */
    fe4x2_permute(&a, &sq, FE4_PERM(0, 0, 0, 0));
    fe4x2_permute(&b, &sq, FE4_PERM(1, 1, 1, 1));
    fe4x2_add_signed(&t, &a, &b, FE4X2_BOTH(GE4_L1 | GE4_L2));
    fe4x2_permute_keep(&w, &sq, FE4_PERM(3, 2, 0, 0), FE4X2_BOTH(GE4_L0 | GE4_L1));
    fe4x2_add_signed(&t, &t, &w, FE4X2_BOTH(GE4_L0));
    for (int i = 0; i < 5; i++)
        t.l[i] = _mm512_mask_add_epi64(t.l[i], FE4X2_BOTH(GE4_L1), t.l[i], w.l[i]);
    fe4x2_carry(&t, &t);
    ge4x2_efgh_to_p3(r, &t);
}

/* r = 2^k p, k >= 1, both halves. */
static inline void ge4x2_dbl_n(ge4x2_p3 *r, const ge4x2_p3 *p, unsigned k) {
    ge4x2_dbl(r, p);
    for (unsigned i = 1; i < k; i++)
        ge4x2_dbl(r, r);
}

#include "util/target_ifma_end.h"

#endif
#endif
