/* edwards25519 point arithmetic over the radix-2^64 field (fe25519_64.h), for the MSM
 * engine's inner loops. The forms and formulas are those of edwards25519.h (Hisil, Wong,
 * Carter, Dawson 2008, "add-2008-hwcd-3" and "dbl-2008-hwcd" with a = -1, k = 2d); only the
 * field representation differs, and points convert exactly to and from ge25519_p3. The
 * formulas are complete. Every function is static inline and constant time unless its name
 * ends in _var.
 *
 * Costs: add_niels / sub_niels 3M -> p1p1; add_cached 4M; p1p1_to_p3 4M; p1p1_to_p2 3M;
 * dbl 4S -> p1p1. */
#ifndef ECBATCH_GROUP_EDWARDS25519_64_H
#define ECBATCH_GROUP_EDWARDS25519_64_H

#include <stddef.h>

#include "field/ristretto255/fe25519_64.h"
#include "group/ristretto255/edwards25519.h"

typedef struct {
    fe64 X, Y, Z, T;
} ge64_p3; /* extended */
typedef struct {
    fe64 X, Y, Z, T;
} ge64_p1p1; /* completed */
typedef struct {
    fe64 X, Y, Z;
} ge64_p2; /* projective */
typedef struct {
    fe64 YplusX, YminusX, Z, T2d;
} ge64_cached;
typedef struct {
    fe64 yplusx, yminusx, xy2d;
} ge64_niels; /* affine, Z = 1 */

/* 2d and 1/d (d = -121665/121666), reduced. */
static const fe64 ge64_d2 = {
    {0xebd69b9426b2f159ull, 0x00e0149a8283b156ull, 0x198e80f2eef3d130ull, 0x2406d9dc56dffce7ull}};
static const fe64 ge64_invd = {
    {0x25e0f276cdc9f843ull, 0x0b5dd6984279542eull, 0x2b162114cdb9cf66ull, 0x40907ed214d5ce43ull}};

static inline void ge64_p3_0(ge64_p3 *r) {
    fe64_0(&r->X);
    fe64_1(&r->Y);
    fe64_1(&r->Z);
    fe64_0(&r->T);
}

static inline void ge64_from_ge25519(ge64_p3 *r, const ge25519_p3 *p) {
    fe64_from_fe25519(&r->X, &p->X);
    fe64_from_fe25519(&r->Y, &p->Y);
    fe64_from_fe25519(&r->Z, &p->Z);
    fe64_from_fe25519(&r->T, &p->T);
}

static inline void ge64_to_ge25519(ge25519_p3 *r, const ge64_p3 *p) {
    fe64_to_fe25519(&r->X, &p->X);
    fe64_to_fe25519(&r->Y, &p->Y);
    fe64_to_fe25519(&r->Z, &p->Z);
    fe64_to_fe25519(&r->T, &p->T);
}

static inline void ge64_p3_to_cached(ge64_cached *r, const ge64_p3 *p) {
    fe64_add(&r->YplusX, &p->Y, &p->X);
    fe64_sub(&r->YminusX, &p->Y, &p->X);
    r->Z = p->Z;
    fe64_mul(&r->T2d, &p->T, &ge64_d2);
}

/* E = B - A, H = B + A, G = D + C, F = D - C (roles of C swapped for a subtraction). */
static inline void ge64_p1p1_from_abcd(ge64_p1p1 *r, const fe64 *a, const fe64 *b, const fe64 *c,
                                       const fe64 *d, int sub_c) {
    fe64_sub(&r->X, b, a);
    fe64_add(&r->Y, b, a);
    if (sub_c) {
        fe64_sub(&r->Z, d, c);
        fe64_add(&r->T, d, c);
    } else {
        fe64_add(&r->Z, d, c);
        fe64_sub(&r->T, d, c);
    }
}

static inline void ge64_add_cached(ge64_p1p1 *r, const ge64_p3 *p, const ge64_cached *q) {
    fe64 ypx, ymx, a, b, c, d;
    fe64_add(&ypx, &p->Y, &p->X);
    fe64_sub(&ymx, &p->Y, &p->X);
    fe64_mul(&a, &ymx, &q->YminusX);
    fe64_mul(&b, &ypx, &q->YplusX);
    fe64_mul(&c, &p->T, &q->T2d);
    fe64_mul(&d, &p->Z, &q->Z);
    fe64_add(&d, &d, &d);
    ge64_p1p1_from_abcd(r, &a, &b, &c, &d, 0);
}

static inline void ge64_add_niels(ge64_p1p1 *r, const ge64_p3 *p, const ge64_niels *q) {
    fe64 ypx, ymx, a, b, c, d;
    fe64_add(&ypx, &p->Y, &p->X);
    fe64_sub(&ymx, &p->Y, &p->X);
    fe64_mul(&a, &ymx, &q->yminusx);
    fe64_mul(&b, &ypx, &q->yplusx);
    fe64_mul(&c, &p->T, &q->xy2d);
    fe64_add(&d, &p->Z, &p->Z);
    ge64_p1p1_from_abcd(r, &a, &b, &c, &d, 0);
}

/* p - q: -q = (y-x, y+x, -2dxy). */
static inline void ge64_sub_niels(ge64_p1p1 *r, const ge64_p3 *p, const ge64_niels *q) {
    fe64 ypx, ymx, a, b, c, d;
    fe64_add(&ypx, &p->Y, &p->X);
    fe64_sub(&ymx, &p->Y, &p->X);
    fe64_mul(&a, &ymx, &q->yplusx);
    fe64_mul(&b, &ypx, &q->yminusx);
    fe64_mul(&c, &p->T, &q->xy2d);
    fe64_add(&d, &p->Z, &p->Z);
    ge64_p1p1_from_abcd(r, &a, &b, &c, &d, 1);
}

/* dbl-2008-hwcd with H and F negated (as ge25519_dbl_xyz). */
static inline void ge64_dbl_xyz(ge64_p1p1 *r, const fe64 *x, const fe64 *y, const fe64 *z) {
    fe64 a, b, c, s;
    fe64_sq(&a, x);
    fe64_sq(&b, y);
    fe64_sq(&c, z);
    fe64_add(&c, &c, &c);
    fe64_add(&s, x, y);
    fe64_sq(&s, &s);
    fe64_add(&r->Y, &b, &a);
    fe64_sub(&r->Z, &b, &a);
    fe64_sub(&r->X, &s, &r->Y);
    fe64_sub(&r->T, &c, &r->Z);
}

static inline void ge64_p1p1_to_p3(ge64_p3 *r, const ge64_p1p1 *p) {
    fe64_mul(&r->X, &p->X, &p->T);
    fe64_mul(&r->Y, &p->Y, &p->Z);
    fe64_mul(&r->Z, &p->Z, &p->T);
    fe64_mul(&r->T, &p->X, &p->Y);
}

static inline void ge64_p1p1_to_p2(ge64_p2 *r, const ge64_p1p1 *p) {
    fe64_mul(&r->X, &p->X, &p->T);
    fe64_mul(&r->Y, &p->Y, &p->Z);
    fe64_mul(&r->Z, &p->Z, &p->T);
}

static inline void ge64_add_p3(ge64_p3 *r, const ge64_p3 *p, const ge64_p3 *q) {
    ge64_cached qc;
    ge64_p1p1 t;
    ge64_p3_to_cached(&qc, q);
    ge64_add_cached(&t, p, &qc);
    ge64_p1p1_to_p3(r, &t);
}

/* r = 2^k p, k >= 1: intermediate doublings stay projective (4S + 3M each). */
static inline void ge64_dbl_n(ge64_p3 *r, const ge64_p3 *p, unsigned k) {
    ge64_p1p1 t;
    ge64_p2 q;
    q.X = p->X;
    q.Y = p->Y;
    q.Z = p->Z;
    for (unsigned i = 1; i < k; i++) {
        ge64_dbl_xyz(&t, &q.X, &q.Y, &q.Z);
        ge64_p1p1_to_p2(&q, &t);
    }
    ge64_dbl_xyz(&t, &q.X, &q.Y, &q.Z);
    ge64_p1p1_to_p3(r, &t);
}

/* (y+x, y-x, 2dxy) -> (2x : 2y : 2 : 2xy), 2xy = 2dxy / d. */
static inline void ge64_from_niels(ge64_p3 *r, const ge64_niels *b) {
    fe64_sub(&r->X, &b->yplusx, &b->yminusx);
    fe64_add(&r->Y, &b->yplusx, &b->yminusx);
    fe64_0(&r->Z);
    r->Z.v[0] = 2;
    fe64_mul(&r->T, &b->xy2d, &ge64_invd);
}

/* -(x, y) = (-x, y): (-2x : 2y : 2 : -2xy). */
static inline void ge64_from_neg_niels(ge64_p3 *r, const ge64_niels *b) {
    fe64 t;
    fe64_sub(&r->X, &b->yminusx, &b->yplusx);
    fe64_add(&r->Y, &b->yplusx, &b->yminusx);
    fe64_0(&r->Z);
    r->Z.v[0] = 2;
    fe64_mul(&t, &b->xy2d, &ge64_invd);
    fe64_neg(&r->T, &t);
}

/* 1 when p is a ristretto255 identity representative (X = 0 or Y = 0 mod p). Variable time. */
static inline int ge64_is_ristretto_identity_var(const ge64_p3 *p) {
    fe25519 x, y;
    fe64_to_fe25519(&x, &p->X);
    fe64_to_fe25519(&y, &p->Y);
    return fe25519_iszero(&x) || fe25519_iszero(&y);
}

/* out[i] = the niels form of in[i], one inversion for all (Montgomery's trick). scratch holds
 * n elements. Every Z must be non-zero (true of every point of the library). */
static inline void ge64_batch_to_niels(ge64_niels *out, const ge64_p3 *in, size_t n,
                                       fe64 *scratch) {
    if (n == 0) return;
    fe64 acc, zinv, x, y, t;
    scratch[0] = in[0].Z;
    for (size_t i = 1; i < n; i++)
        fe64_mul(&scratch[i], &scratch[i - 1], &in[i].Z);
    fe25519 a51, i51;
    fe64_to_fe25519(&a51, &scratch[n - 1]);
    fe25519_invert(&i51, &a51);
    fe64_from_fe25519(&acc, &i51);
    for (size_t i = n; i-- > 0;) {
        if (i > 0) {
            fe64_mul(&zinv, &acc, &scratch[i - 1]);
            fe64_mul(&acc, &acc, &in[i].Z);
        } else {
            zinv = acc;
        }
        fe64_mul(&x, &in[i].X, &zinv);
        fe64_mul(&y, &in[i].Y, &zinv);
        fe64_add(&out[i].yplusx, &y, &x);
        fe64_sub(&out[i].yminusx, &y, &x);
        fe64_mul(&t, &x, &y);
        fe64_mul(&out[i].xy2d, &t, &ge64_d2);
    }
}

#endif
