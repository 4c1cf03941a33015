/* Unreduced Fp6 products over the wide Fp2 values of fp2_381w: the Karatsuba products of
 * fp6_381.c with every Fp2 coefficient left unreduced, so that Fp12 products (fp12_381.c)
 * combine them before reducing each of their 12 base-field coefficients once. Constant time.
 * Include at most once per translation unit. */
#ifndef ECBATCH_FIELD_FP6_381_WIDE_INLINE_H
#define ECBATCH_FIELD_FP6_381_WIDE_INLINE_H

#include <string.h>

#include "field/bls12/fp2_381_wide_inline.h"
#include "field/bls12/fp6_381.h"

typedef struct fp6_381w {
    fp2_381w c0, c1, c2;
} fp6_381w;

static inline void fp6_381w_add(fp6_381w *r, const fp6_381w *a, const fp6_381w *b) {
    fp2_381w_add(&r->c0, &a->c0, &b->c0);
    fp2_381w_add(&r->c1, &a->c1, &b->c1);
    fp2_381w_add(&r->c2, &a->c2, &b->c2);
}

static inline void fp6_381w_sub(fp6_381w *r, const fp6_381w *a, const fp6_381w *b) {
    fp2_381w_sub(&r->c0, &a->c0, &b->c0);
    fp2_381w_sub(&r->c1, &a->c1, &b->c1);
    fp2_381w_sub(&r->c2, &a->c2, &b->c2);
}

/* r = a v = xi a2 + a0 v + a1 v^2 (r may alias a) */
static inline void fp6_381w_mul_by_v(fp6_381w *r, const fp6_381w *a) {
    fp2_381w t;
    fp2_381w_mul_xi(&t, &a->c2);
    r->c2 = a->c1;
    r->c1 = a->c0;
    r->c0 = t;
}

static inline void fp6_381w_redc(fp6_381 *r, const fp6_381w *a) {
    fp2_381w_redc(&r->c0, &a->c0);
    fp2_381w_redc(&r->c1, &a->c1);
    fp2_381w_redc(&r->c2, &a->c2);
}

/* t_i = a_i b_i; c0 = t0 + xi ((a1 + a2)(b1 + b2) - t1 - t2), c1 = (a0 + a1)(b0 + b1) - t0 - t1
 * + xi t2, c2 = (a0 + a2)(b0 + b2) - t0 - t2 + t1. r must not alias. */
static inline void fp6_381w_mul(fp6_381w *r, const fp6_381 *a, const fp6_381 *b) {
    fp2_381w t0, t1, t2, y;
    fp2_381 s, u;
    fp2_381w_mul(&t0, &a->c0, &b->c0);
    fp2_381w_mul(&t1, &a->c1, &b->c1);
    fp2_381w_mul(&t2, &a->c2, &b->c2);

    fp2_381i_add(&s, &a->c1, &a->c2);
    fp2_381i_add(&u, &b->c1, &b->c2);
    fp2_381w_mul(&r->c0, &s, &u);
    fp2_381w_sub(&r->c0, &r->c0, &t1);
    fp2_381w_sub(&r->c0, &r->c0, &t2);
    fp2_381w_mul_xi(&r->c0, &r->c0);
    fp2_381w_add(&r->c0, &r->c0, &t0);

    fp2_381i_add(&s, &a->c0, &a->c1);
    fp2_381i_add(&u, &b->c0, &b->c1);
    fp2_381w_mul(&r->c1, &s, &u);
    fp2_381w_sub(&r->c1, &r->c1, &t0);
    fp2_381w_sub(&r->c1, &r->c1, &t1);
    fp2_381w_mul_xi(&y, &t2);
    fp2_381w_add(&r->c1, &r->c1, &y);

    fp2_381i_add(&s, &a->c0, &a->c2);
    fp2_381i_add(&u, &b->c0, &b->c2);
    fp2_381w_mul(&r->c2, &s, &u);
    fp2_381w_sub(&r->c2, &r->c2, &t0);
    fp2_381w_sub(&r->c2, &r->c2, &t2);
    fp2_381w_add(&r->c2, &r->c2, &t1);
}

/* fp6_381w_mul with b = b0 + b1 v (b2 = 0): c0 = t0 + xi (a1 + a2) b1 - xi t1,
 * c1 = (a0 + a1)(b0 + b1) - t0 - t1, c2 = (a0 + a2) b0 - t0 + t1. r must not alias. */
static inline void fp6_381w_mul_by_01(fp6_381w *r, const fp6_381 *a, const fp2_381 *b0,
                                      const fp2_381 *b1) {
    fp2_381w t0, t1;
    fp2_381 s, u;
    fp2_381w_mul(&t0, &a->c0, b0);
    fp2_381w_mul(&t1, &a->c1, b1);

    fp2_381i_add(&s, &a->c1, &a->c2);
    fp2_381w_mul(&r->c0, &s, b1);
    fp2_381w_sub(&r->c0, &r->c0, &t1);
    fp2_381w_mul_xi(&r->c0, &r->c0);
    fp2_381w_add(&r->c0, &r->c0, &t0);

    fp2_381i_add(&s, &a->c0, &a->c1);
    fp2_381i_add(&u, b0, b1);
    fp2_381w_mul(&r->c1, &s, &u);
    fp2_381w_sub(&r->c1, &r->c1, &t0);
    fp2_381w_sub(&r->c1, &r->c1, &t1);

    fp2_381i_add(&s, &a->c0, &a->c2);
    fp2_381w_mul(&r->c2, &s, b0);
    fp2_381w_sub(&r->c2, &r->c2, &t0);
    fp2_381w_add(&r->c2, &r->c2, &t1);
}

/* (a0 + a1 v + a2 v^2) b1 v = xi a2 b1 + a0 b1 v + a1 b1 v^2. r must not alias. */
static inline void fp6_381w_mul_by_1(fp6_381w *r, const fp6_381 *a, const fp2_381 *b1) {
    fp2_381w_mul(&r->c0, &a->c2, b1);
    fp2_381w_mul_xi(&r->c0, &r->c0);
    fp2_381w_mul(&r->c1, &a->c0, b1);
    fp2_381w_mul(&r->c2, &a->c1, b1);
}

#endif
