/* The fp2_381 operations of the hot MSM loops as static inline functions with the prefix
 * fp2_381i_ on the same type fp2_381: the formulas of fp2_381.c over the inlined base field
 * (fp381_inline.h), so a translation unit's flattened loops contain no calls. Results are
 * identical to the fp2_381_ functions. Constant time unless named _var. Include at most once
 * per translation unit (it includes fp381_inline.h). */
#ifndef ECBATCH_FIELD_FP2_381_INLINE_H
#define ECBATCH_FIELD_FP2_381_INLINE_H

#include "field/bls12/fp2_381.h"
#include "field/bls12/fp381_inline.h"

static inline void fp2_381i_zero(fp2_381 *r) {
    fp381i_zero(&r->c0);
    fp381i_zero(&r->c1);
}

static inline void fp2_381i_one(fp2_381 *r) {
    fp381i_one(&r->c0);
    fp381i_zero(&r->c1);
}

static inline void fp2_381i_add(fp2_381 *r, const fp2_381 *a, const fp2_381 *b) {
    fp381i_add(&r->c0, &a->c0, &b->c0);
    fp381i_add(&r->c1, &a->c1, &b->c1);
}

static inline void fp2_381i_sub(fp2_381 *r, const fp2_381 *a, const fp2_381 *b) {
    fp381i_sub(&r->c0, &a->c0, &b->c0);
    fp381i_sub(&r->c1, &a->c1, &b->c1);
}

static inline void fp2_381i_neg(fp2_381 *r, const fp2_381 *a) {
    fp381i_neg(&r->c0, &a->c0);
    fp381i_neg(&r->c1, &a->c1);
}

static inline void fp2_381i_dbl(fp2_381 *r, const fp2_381 *a) {
    fp381i_dbl(&r->c0, &a->c0);
    fp381i_dbl(&r->c1, &a->c1);
}

/* Karatsuba with u^2 = -1 and one Montgomery reduction per coefficient (lazy reduction): the
 * products a0 b0, a1 b1, (a0 + a1)(b0 + b1) stay double width, c0 = a0 b0 - a1 b1 (+ p 2^384 when
 * negative) and c1 = (a0 + a1)(b0 + b1) - (a0 b0 + a1 b1) = a0 b1 + a1 b0 are reduced once each:
 * 3 products and 2 reductions instead of 3 of each. c1's difference is never negative, so one
 * plain subtraction of the summed products does, instead of two corrected ones. Both are below
 * p 2^384, F_redc's bound (c1 < 2 p^2 and 2p < 2^384). */
static inline void fp2_381i_mul(fp2_381 *r, const fp2_381 *a, const fp2_381 *b) {
    uint64_t t0[12], t1[12], t2[12], s01[12], sa[6], sb[6];
    fp381i_mul_wide(t0, a->c0.v, b->c0.v);
    fp381i_mul_wide(t1, a->c1.v, b->c1.v);
    fp381i_add_wide(sa, &a->c0, &a->c1);
    fp381i_add_wide(sb, &b->c0, &b->c1);
    fp381i_mul_wide(t2, sa, sb);
    fp381i_add_double(s01, t0, t1);
    fp381i_sub_double(t2, t2, s01);
    fp381i_sub_wide(t0, t0, t1);
    fp381i_redc(&r->c0, t0);
    fp381i_redc(&r->c1, t2);
}

/* (a0 + a1)(a0 - a1) + 2 a0 a1 u: 2 base-field products whose factors are left unreduced
 * (below 2p: a0 + a1, a0 + (p - a1), a0 + a0), so no reduction of a sum or of the doubled
 * product lies on the path. */
static inline void fp2_381i_sqr(fp2_381 *r, const fp2_381 *a) {
    uint64_t s[6], d[6], a2[6];
    fp381 n;
    fp381i_neg(&n, &a->c1);
    fp381i_add_wide(s, &a->c0, &a->c1);
    fp381i_add_wide(d, &a->c0, &n);
    fp381i_add_wide(a2, &a->c0, &a->c0);
    fp381i_mul_unreduced(&r->c1, a2, a->c1.v);
    fp381i_mul_unreduced(&r->c0, s, d);
}

static inline int fp2_381i_is_zero(const fp2_381 *a) {
    return fp381i_is_zero(&a->c0) & fp381i_is_zero(&a->c1);
}

static inline int fp2_381i_equal(const fp2_381 *a, const fp2_381 *b) {
    return fp381i_equal(&a->c0, &b->c0) & fp381i_equal(&a->c1, &b->c1);
}

/* conj(a) / (a0^2 + a1^2), variable time (public a only); 0 for 0. */
static inline void fp2_381i_inv_var(fp2_381 *r, const fp2_381 *a) {
    fp381 n, t;
    fp381i_sqr(&n, &a->c0);
    fp381i_sqr(&t, &a->c1);
    fp381i_add(&n, &n, &t);
    fp381i_inv_var(&n, &n);
    fp381i_mul(&r->c0, &a->c0, &n);
    fp381i_mul(&t, &a->c1, &n);
    fp381i_neg(&r->c1, &t);
}

#endif
