/* edwards25519 point arithmetic with one point per fe4 (fe25519_x4_ifma.h): the four coordinates
 * of a point in the four lanes, so each step of the formulas is one vector operation (de
 * Valence, "Accelerating Edwards curve arithmetic with parallel formulas", 2018). Formulas are
 * those of edwards25519.h (Hisil, Wong, Carter, Dawson 2008, a = -1, complete):
 *   ge4_p3     (X, Y, Z, T)                 extended, lanes lazy (a product, not carried)
 *   ge4_cached 121666 (Y-X, Y+X, 2Z, 2dT)    an addend, lanes reduced: the projective scale
 *                                           121666 makes 2d = -2 * 121665 / 121666 a small
 *                                           factor (as curve25519-dalek's vector backends do)
 * Addition: (Y1-X1, Y1+X1, Z1, T1) * cached = (A, B, D, C); (E, F, G, H) = (B-A, D-C, D+C,
 * B+A); (X3, Y3, Z3, T3) = (E, G, F, E) * (F, H, G, H): two vector multiplications.
 * Doubling: (X, Y, Z, X+Y)^2 = (A, B, Z^2, S); (E, F, G, H) = (A+B-S, 2Z^2+A-B, A-B, A+B),
 * each the negation of dbl-2008-hwcd's, which the products do not see; then as addition.
 * Each operation carries twice, once before each vector multiplication.
 * Every function is constant time and compiled for AVX-512 IFMA (see fe25519_x4_ifma.h). */
#ifndef ECBATCH_GROUP_EDWARDS25519_X1_IFMA_H
#define ECBATCH_GROUP_EDWARDS25519_X1_IFMA_H

#include "field/ristretto255/fe25519_x4_ifma.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include "group/ristretto255/edwards25519.h"

#include "util/target_ifma_begin.h"

typedef struct {
    fe4 v;
} ge4_p3;
typedef struct {
    fe4 v;
} ge4_cached;

/* Lane masks: lane 0 = bit 0. */
#define GE4_L0 0x1
#define GE4_L1 0x2
#define GE4_L2 0x4
#define GE4_L3 0x8

/* Lane constants in radix 2^51 (limb i of lanes 0..3): (1, 1, 1, 1/d), (1, 1, 1, -1/d). */
#define GE4_INVD(x0, x1, x2, x3, x4)                                                               \
    {                                                                                              \
        {                                                                                          \
            {1, 1, 1, (long long)(x0)}, {0, 0, 0, (long long)(x1)}, {0, 0, 0, (long long)(x2)},    \
                {0, 0, 0, (long long)(x3)}, {                                                      \
                0, 0, 0, (long long)(x4)                                                           \
            }                                                                                      \
        }                                                                                          \
    }
static const fe4 ge4_k_invd = GE4_INVD(0xf276cdc9f843ull, 0x3084f2a85c4bcull, 0x6e73d982d775aull,
                                       0x721958b108a66ull, 0x40907ed214d5cull);
static const fe4 ge4_k_neg_invd =
    GE4_INVD(0x70d89323607aaull, 0x4f7b0d57a3b43ull, 0x118c267d288a5ull, 0xde6a74ef7599ull,
             0x3f6f812deb2a3ull);
#undef GE4_INVD

static inline void ge4_from_ge25519(ge4_p3 *r, const ge25519_p3 *p) {
    fe4_from_fe25519(&r->v, &p->X, &p->Y, &p->Z, &p->T);
}

static inline void ge4_to_ge25519(ge25519_p3 *r, const ge4_p3 *p) {
    fe4 t;
    fe4_carry(&t, &p->v);
    fe4_lane_to_fe25519(&r->X, &t, 0);
    fe4_lane_to_fe25519(&r->Y, &t, 1);
    fe4_lane_to_fe25519(&r->Z, &t, 2);
    fe4_lane_to_fe25519(&r->T, &t, 3);
}

static inline void ge4_p3_0(ge4_p3 *r) {
    ge25519_p3 z;
    ge25519_p3_0(&z);
    ge4_from_ge25519(r, &z);
}

/* (X, Y, Z, T) lazy -> (Y - X, Y + X, Z, T) reduced. */
static inline void ge4_ymx_ypx(fe4 *r, const fe4 *p) {
    fe4 a, b;
    fe4_permute(&a, p, FE4_PERM(1, 1, 2, 3));
    fe4_permute_keep(&b, p, FE4_PERM(0, 0, 0, 0), GE4_L0 | GE4_L1);
    fe4_addsub(r, &a, &b, GE4_L0);
}

/* (E, F, G, H) reduced -> (X3, Y3, Z3, T3) = (E F, G H, F G, E H), lazy. */
static inline void ge4_efgh_to_p3(ge4_p3 *r, const fe4 *efgh) {
    fe4 a, b;
    fe4_permute(&a, efgh, FE4_PERM(0, 2, 1, 0));
    fe4_permute(&b, efgh, FE4_PERM(1, 3, 2, 3));
    fe4_mul(&r->v, &a, &b);
}

/* (X, Y, Z, T) -> (Y-X, Y+X, Z, T) (121666, 121666, 2 * 121666, -2 * 121665). */
static inline void ge4_p3_to_cached(ge4_cached *r, const ge4_p3 *p) {
    const __m256i k = _mm256_set_epi64x(2 * 121665, 2 * 121666, 121666, 121666);
    const fe4 zero = {{{0}}};
    fe4 t, u;
    ge4_ymx_ypx(&t, &p->v);
    fe4_mul_small(&u, &t, k);
    fe4_addsub(&r->v, &zero, &u, GE4_L3);
}

/* r = p + q (sub = 0) or p - q (sub = 1; -q = (Y+X, Y-X, 2Z, -2dT)). */
static inline void ge4_add_cached(ge4_p3 *r, const ge4_p3 *p, const ge4_cached *q, int sub) {
    fe4 s, m, a, b, efgh;
    ge4_ymx_ypx(&s, &p->v);
    if (sub) {
        fe4 qs;
        fe4_permute(&qs, &q->v, FE4_PERM(1, 0, 2, 3));
        fe4_mul(&m, &s, &qs);
    } else {
        fe4_mul(&m, &s, &q->v);
    }
    /* m = (A, B, D, C): (B - A, D -+ C, D +- C, B + A) */
    fe4_permute(&a, &m, FE4_PERM(1, 2, 2, 1));
    fe4_permute(&b, &m, FE4_PERM(0, 3, 3, 0));
    fe4_addsub(&efgh, &a, &b, sub ? (GE4_L0 | GE4_L2) : (GE4_L0 | GE4_L1));
    ge4_efgh_to_p3(r, &efgh);
}

static inline void ge4_add_p3(ge4_p3 *r, const ge4_p3 *p, const ge4_p3 *q) {
    ge4_cached qc;
    ge4_p3_to_cached(&qc, q);
    ge4_add_cached(r, p, &qc, 0);
}

static inline void ge4_dbl(ge4_p3 *r, const ge4_p3 *p) {
    fe4 a, b, sq, t, w;
    /* (X, Y, Z, X + Y) */
    fe4_permute(&a, &p->v, FE4_PERM(0, 1, 2, 0));
    fe4_permute_keep(&b, &p->v, FE4_PERM(0, 0, 0, 1), GE4_L3);
    fe4_addsub(&t, &a, &b, 0);
    fe4_sq(&sq, &t); /* (A, B, Z^2, S), lazy */
    /* (A + B, A - B, A - B, A + B) + (-S, 2 Z^2, 0, 0): lanes below 2^61.4 */
    fe4_permute(&a, &sq, FE4_PERM(0, 0, 0, 0));
    fe4_permute(&b, &sq, FE4_PERM(1, 1, 1, 1));
    fe4_add_signed(&t, &a, &b, GE4_L1 | GE4_L2);
    fe4_permute_keep(&w, &sq, FE4_PERM(3, 2, 0, 0), GE4_L0 | GE4_L1);
    fe4_add_signed(&t, &t, &w, GE4_L0);
    for (int i = 0; i < 5; i++)
        t.l[i] = (fe4_vec)_mm256_mask_add_epi64((__m256i)t.l[i], GE4_L1, (__m256i)t.l[i],
                                                (__m256i)w.l[i]);
    fe4_carry(&t, &t);
    ge4_efgh_to_p3(r, &t);
}

/* r = 2^k p, k >= 1. */
static inline void ge4_dbl_n(ge4_p3 *r, const ge4_p3 *p, unsigned k) {
    ge4_dbl(r, p);
    for (unsigned i = 1; i < k; i++)
        ge4_dbl(r, r);
}

/* A cached point back to extended: (2X : 2Y : 2Z : 2T) (neg = 0) or (-2X : 2Y : 2Z : -2T),
 * times the cached scale, 121666. */
static inline void ge4_from_cached(ge4_p3 *r, const ge4_cached *q, int neg) {
    fe4 a, b, t;
    if (neg) {
        a = q->v;
        fe4_permute_keep(&b, &q->v, FE4_PERM(1, 0, 0, 0), GE4_L0 | GE4_L1);
    } else {
        fe4_permute(&a, &q->v, FE4_PERM(1, 1, 2, 3));
        fe4_permute_keep(&b, &q->v, FE4_PERM(0, 0, 0, 0), GE4_L0 | GE4_L1);
    }
    fe4_addsub(&t, &a, &b, GE4_L0);
    fe4_mul(&r->v, &t, neg ? &ge4_k_neg_invd : &ge4_k_invd);
}

/* 1 when p is a ristretto255 identity representative (X = 0 or Y = 0 mod p). Variable time. */
static inline int ge4_is_ristretto_identity_var(const ge4_p3 *p) {
    fe25519 x, y;
    fe4 t;
    fe4_carry(&t, &p->v);
    fe4_lane_to_fe25519(&x, &t, 0);
    fe4_lane_to_fe25519(&y, &t, 1);
    return fe25519_iszero(&x) || fe25519_iszero(&y);
}

#include "util/target_ifma_end.h"

#endif
#endif
