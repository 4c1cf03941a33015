/* edwards25519 point arithmetic: -x^2 + y^2 = 1 + d x^2 y^2 over GF(2^255 - 19), the curve
 * underneath ristretto255. Internal interface shared by the ristretto255 module and the MSM
 * engine; every function is static inline (hot code) unless noted, and constant time unless
 * its name ends in _var.
 *
 * Representations (Hisil, Wong, Carter, Dawson, "Twisted Edwards curves revisited", 2008):
 *   ge25519_p3     extended (X:Y:Z:T), x = X/Z, y = Y/Z, x y = T/Z
 *   ge25519_p2     projective (X:Y:Z), enough input for a doubling
 *   ge25519_p1p1   completed ((X:Z), (Y:T)), x = X/Z, y = Y/T: the output of add and double
 *   ge25519_cached (Y+X, Y-X, Z, 2d T), an addend prepared for add_cached
 *   ge25519_niels  affine (y+x, y-x, 2d x y), Z = 1, an addend prepared for add_niels
 * Coordinates of p3 and p2 points must be tight field elements (fe25519.h), as every function
 * here produces them; cached, niels and p1p1 fields may be loose (they only feed
 * multiplications). The formulas are complete on edwards25519 (a = -1 square, d non-square): they
 * hold for every pair of inputs, including equal points, the identity and points of small order.
 *
 * Costs in field multiplications (M) and squarings (S):
 *   add_cached / sub_cached   4M -> p1p1;  add_niels / sub_niels 3M -> p1p1
 *   p3_dbl / p2_dbl           4S -> p1p1;  p1p1_to_p3 4M;  p1p1_to_p2 3M;  p3_to_cached 1M
 * A typical step "p1p1 -> p3, add" is 8M (cached) or 7M (niels); a doubling that feeds another
 * doubling is 4S + 3M. */
#ifndef ECBATCH_GROUP_EDWARDS25519_H
#define ECBATCH_GROUP_EDWARDS25519_H

#include <stddef.h>

#include "ecbatch/ristretto255.h"
#include "field/ristretto255/fe25519.h"

typedef ecb_ristretto255_point ge25519_p3; /* extended X:Y:Z:T */
typedef struct {
    fe25519 X, Y, Z, T;
} ge25519_p1p1; /* completed */
typedef struct {
    fe25519 X, Y, Z;
} ge25519_p2; /* projective */
typedef struct {
    fe25519 YplusX, YminusX, Z, T2d;
} ge25519_cached;
typedef struct {
    fe25519 yplusx, yminusx, xy2d;
} ge25519_niels; /* affine, Z = 1 */

/* The identity (0 : 1 : 1 : 0). */
static inline void ge25519_p3_0(ge25519_p3 *r) {
    fe25519_0(&r->X);
    fe25519_1(&r->Y);
    fe25519_1(&r->Z);
    fe25519_0(&r->T);
}

/* The identity as a cached addend (1, 1, 1, 0). */
static inline void ge25519_cached_0(ge25519_cached *r) {
    fe25519_1(&r->YplusX);
    fe25519_1(&r->YminusX);
    fe25519_1(&r->Z);
    fe25519_0(&r->T2d);
}

/* The identity as a niels addend (1, 1, 0). */
static inline void ge25519_niels_0(ge25519_niels *r) {
    fe25519_1(&r->yplusx);
    fe25519_1(&r->yminusx);
    fe25519_0(&r->xy2d);
}

static inline void ge25519_p3_to_cached(ge25519_cached *r, const ge25519_p3 *p) {
    fe25519_add(&r->YplusX, &p->Y, &p->X);
    fe25519_sub(&r->YminusX, &p->Y, &p->X);
    fe25519_copy(&r->Z, &p->Z);
    fe25519_mul(&r->T2d, &p->T, &fe25519_d2);
}

static inline void ge25519_p3_to_p2(ge25519_p2 *r, const ge25519_p3 *p) {
    fe25519_copy(&r->X, &p->X);
    fe25519_copy(&r->Y, &p->Y);
    fe25519_copy(&r->Z, &p->Z);
}

/* The shared tail of the addition law "add-2008-hwcd-3" (HWCD §3.1, a = -1, k = 2d):
 * A = (Y1-X1)(Y2-X2), B = (Y1+X1)(Y2+X2), C = T1 k T2, D = 2 Z1 Z2, and the result
 * E = B - A, F = D - C, G = D + C, H = B + A as x = E/G, y = H/F. For a subtraction -q has
 * T2 negated, so C changes sign: then sub_c = 1 gives F = D + C, G = D - C. */
static inline void ge25519_p1p1_from_abcd(ge25519_p1p1 *r, const fe25519 *a, const fe25519 *b,
                                          const fe25519 *c, const fe25519 *d, int sub_c) {
    fe25519_sub(&r->X, b, a); /* E */
    fe25519_add(&r->Y, b, a); /* H */
    if (sub_c) {
        fe25519_sub(&r->Z, d, c); /* G */
        fe25519_add(&r->T, d, c); /* F */
    } else {
        fe25519_add(&r->Z, d, c);
        fe25519_sub(&r->T, d, c);
    }
}

/* r = p + q. */
static inline void ge25519_add_cached(ge25519_p1p1 *r, const ge25519_p3 *p,
                                      const ge25519_cached *q) {
    fe25519 ypx, ymx, a, b, c, d;
    fe25519_add(&ypx, &p->Y, &p->X);
    fe25519_sub(&ymx, &p->Y, &p->X);
    fe25519_mul(&a, &ymx, &q->YminusX);
    fe25519_mul(&b, &ypx, &q->YplusX);
    fe25519_mul(&c, &p->T, &q->T2d);
    fe25519_mul(&d, &p->Z, &q->Z);
    fe25519_add(&d, &d, &d);
    ge25519_p1p1_from_abcd(r, &a, &b, &c, &d, 0);
}

/* r = p - q: the addition law with -q = (Y-X, Y+X, Z, -2dT), so C changes sign. */
static inline void ge25519_sub_cached(ge25519_p1p1 *r, const ge25519_p3 *p,
                                      const ge25519_cached *q) {
    fe25519 ypx, ymx, a, b, c, d;
    fe25519_add(&ypx, &p->Y, &p->X);
    fe25519_sub(&ymx, &p->Y, &p->X);
    fe25519_mul(&a, &ymx, &q->YplusX);
    fe25519_mul(&b, &ypx, &q->YminusX);
    fe25519_mul(&c, &p->T, &q->T2d);
    fe25519_mul(&d, &p->Z, &q->Z);
    fe25519_add(&d, &d, &d);
    ge25519_p1p1_from_abcd(r, &a, &b, &c, &d, 1);
}

/* r = p + q for an affine q (Z2 = 1, so D = 2 Z1 costs no multiplication). */
static inline void ge25519_add_niels(ge25519_p1p1 *r, const ge25519_p3 *p, const ge25519_niels *q) {
    fe25519 ypx, ymx, a, b, c, d;
    fe25519_add(&ypx, &p->Y, &p->X);
    fe25519_sub(&ymx, &p->Y, &p->X);
    fe25519_mul(&a, &ymx, &q->yminusx);
    fe25519_mul(&b, &ypx, &q->yplusx);
    fe25519_mul(&c, &p->T, &q->xy2d);
    fe25519_add(&d, &p->Z, &p->Z);
    ge25519_p1p1_from_abcd(r, &a, &b, &c, &d, 0);
}

/* r = p - q for an affine q. */
static inline void ge25519_sub_niels(ge25519_p1p1 *r, const ge25519_p3 *p, const ge25519_niels *q) {
    fe25519 ypx, ymx, a, b, c, d;
    fe25519_add(&ypx, &p->Y, &p->X);
    fe25519_sub(&ymx, &p->Y, &p->X);
    fe25519_mul(&a, &ymx, &q->yplusx);
    fe25519_mul(&b, &ypx, &q->yminusx);
    fe25519_mul(&c, &p->T, &q->xy2d);
    fe25519_add(&d, &p->Z, &p->Z);
    ge25519_p1p1_from_abcd(r, &a, &b, &c, &d, 1);
}

/* r = 2p from projective coordinates ("dbl-2008-hwcd", a = -1): A = X^2, B = Y^2,
 * C = 2 Z^2, E = (X+Y)^2 - A - B, G = B - A, F = G - C, H = -A - B, result x = E/G,
 * y = H/F. Both H and F are negated here, which leaves y unchanged and saves a negation. */
static inline void ge25519_dbl_xyz(ge25519_p1p1 *r, const fe25519 *x, const fe25519 *y,
                                   const fe25519 *z) {
    fe25519 a, b, c, s;
    fe25519_sq(&a, x);
    fe25519_sq(&b, y);
    fe25519_sq(&c, z);
    fe25519_add(&c, &c, &c);
    fe25519_add(&s, x, y);
    fe25519_sq(&s, &s);
    fe25519_add(&r->Y, &b, &a);    /* -H = A + B */
    fe25519_sub(&r->Z, &b, &a);    /* G = B - A */
    fe25519_sub(&r->X, &s, &r->Y); /* E = (X+Y)^2 - A - B */
    fe25519_sub(&r->T, &c, &r->Z); /* -F = C - G */
}

static inline void ge25519_p2_dbl(ge25519_p1p1 *r, const ge25519_p2 *p) {
    ge25519_dbl_xyz(r, &p->X, &p->Y, &p->Z);
}

static inline void ge25519_p3_dbl(ge25519_p1p1 *r, const ge25519_p3 *p) {
    ge25519_dbl_xyz(r, &p->X, &p->Y, &p->Z);
}

/* (X:Z),(Y:T) -> (XT : YZ : ZT : XY). */
static inline void ge25519_p1p1_to_p3(ge25519_p3 *r, const ge25519_p1p1 *p) {
    fe25519_mul(&r->X, &p->X, &p->T);
    fe25519_mul(&r->Y, &p->Y, &p->Z);
    fe25519_mul(&r->Z, &p->Z, &p->T);
    fe25519_mul(&r->T, &p->X, &p->Y);
}

static inline void ge25519_p1p1_to_p2(ge25519_p2 *r, const ge25519_p1p1 *p) {
    fe25519_mul(&r->X, &p->X, &p->T);
    fe25519_mul(&r->Y, &p->Y, &p->Z);
    fe25519_mul(&r->Z, &p->Z, &p->T);
}

/* r = p + q, both extended (r may alias p or q). */
static inline void ge25519_add_p3(ge25519_p3 *r, const ge25519_p3 *p, const ge25519_p3 *q) {
    ge25519_cached qc;
    ge25519_p1p1 t;
    ge25519_p3_to_cached(&qc, q);
    ge25519_add_cached(&t, p, &qc);
    ge25519_p1p1_to_p3(r, &t);
}

/* -(x, y) = (-x, y): swap Y+X with Y-X and negate the T term. */
static inline void ge25519_neg_cached(ge25519_cached *r, const ge25519_cached *p) {
    fe25519 t;
    fe25519_copy(&t, &p->YplusX);
    fe25519_copy(&r->YplusX, &p->YminusX);
    fe25519_copy(&r->YminusX, &t);
    fe25519_copy(&r->Z, &p->Z);
    fe25519_neg(&r->T2d, &p->T2d);
}

static inline void ge25519_neg_niels(ge25519_niels *r, const ge25519_niels *p) {
    fe25519 t;
    fe25519_copy(&t, &p->yplusx);
    fe25519_copy(&r->yplusx, &p->yminusx);
    fe25519_copy(&r->yminusx, &t);
    fe25519_neg(&r->xy2d, &p->xy2d);
}

/* r = -p. */
static inline void ge25519_neg_p3(ge25519_p3 *r, const ge25519_p3 *p) {
    fe25519_neg(&r->X, &p->X);
    fe25519_copy(&r->Y, &p->Y);
    fe25519_copy(&r->Z, &p->Z);
    fe25519_neg(&r->T, &p->T);
}

/* r = p when b = 1, unchanged when b = 0 (b in {0, 1}); constant time. */
static inline void ge25519_cmov_cached(ge25519_cached *r, const ge25519_cached *p, unsigned int b) {
    fe25519_cmov(&r->YplusX, &p->YplusX, b);
    fe25519_cmov(&r->YminusX, &p->YminusX, b);
    fe25519_cmov(&r->Z, &p->Z, b);
    fe25519_cmov(&r->T2d, &p->T2d, b);
}

static inline void ge25519_cmov_niels(ge25519_niels *r, const ge25519_niels *p, unsigned int b) {
    fe25519_cmov(&r->yplusx, &p->yplusx, b);
    fe25519_cmov(&r->yminusx, &p->yminusx, b);
    fe25519_cmov(&r->xy2d, &p->xy2d, b);
}

/* r = -r when b = 1 (b in {0, 1}); constant time. */
static inline void ge25519_cneg_cached(ge25519_cached *r, unsigned int b) {
    fe25519_cswap(&r->YplusX, &r->YminusX, b);
    fe25519_cneg(&r->T2d, &r->T2d, b);
}

static inline void ge25519_cneg_niels(ge25519_niels *r, unsigned int b) {
    fe25519_cswap(&r->yplusx, &r->yminusx, b);
    fe25519_cneg(&r->xy2d, &r->xy2d, b);
}

/* 1 when p is the identity of ristretto255, i.e. one of the four points (0, +-1),
 * (+-sqrt(-1), 0) of the 4-torsion coset of the neutral element: X = 0 or Y = 0. Variable
 * time (public points only). */
static inline int ge25519_is_ristretto_identity_var(const ge25519_p3 *p) {
    return fe25519_iszero(&p->X) || fe25519_iszero(&p->Y);
}

/* ---- edwards25519.c ----------------------------------------------------------------------- */

/* out[i] = the affine niels form of in[i] for i < n, with one field inversion for all n
 * points (Montgomery's trick). scratch holds n field elements. Every in[i] must have Z != 0
 * (true of every point this library produces). Constant time in the point values; n is
 * public. */
void ge25519_batch_to_niels(ge25519_niels *out, const ge25519_p3 *in, size_t n, fe25519 *scratch);

#endif
