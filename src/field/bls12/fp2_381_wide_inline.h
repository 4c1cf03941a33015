/* Unreduced ("wide") Fp2 values for lazy reduction in Fp6 and Fp12: each coefficient a 12-limb
 * integer below p 2^384 that stands for its Montgomery reduction (F_redc). Sums of products
 * are formed on these with additions and subtractions mod p 2^384 and reduced once, where the
 * fp2_381i_ operations reduce every product. Reduction gives the fully reduced element, so
 * results are byte-identical to the reduce-every-product formulas. Constant time. Include at
 * most once per translation unit (it includes fp2_381_inline.h). */
#ifndef ECBATCH_FIELD_FP2_381_WIDE_INLINE_H
#define ECBATCH_FIELD_FP2_381_WIDE_INLINE_H

#include "field/bls12/fp2_381_inline.h"

typedef struct fp2_381w {
    uint64_t c0[12], c1[12];
} fp2_381w;

/* r = a b unreduced: fp2_381i_mul without its two reductions (c0 = a0 b0 - a1 b1 mod p 2^384,
 * c1 = a0 b1 + a1 b0 < 2 p^2 < p 2^384). r must not alias. */
static inline void fp2_381w_mul(fp2_381w *r, const fp2_381 *a, const fp2_381 *b) {
    uint64_t t1[12], s01[12], sa[6], sb[6];
    fp381i_mul_wide(r->c0, a->c0.v, b->c0.v);
    fp381i_mul_wide(t1, a->c1.v, b->c1.v);
    fp381i_add_wide(sa, &a->c0, &a->c1);
    fp381i_add_wide(sb, &b->c0, &b->c1);
    fp381i_mul_wide(r->c1, sa, sb);
    fp381i_add_double(s01, r->c0, t1);
    fp381i_sub_double(r->c1, r->c1, s01);
    fp381i_sub_wide(r->c0, r->c0, t1);
}

static inline void fp2_381w_add(fp2_381w *r, const fp2_381w *a, const fp2_381w *b) {
    fp381i_add_double_mod(r->c0, a->c0, b->c0);
    fp381i_add_double_mod(r->c1, a->c1, b->c1);
}

static inline void fp2_381w_sub(fp2_381w *r, const fp2_381w *a, const fp2_381w *b) {
    fp381i_sub_wide(r->c0, a->c0, b->c0);
    fp381i_sub_wide(r->c1, a->c1, b->c1);
}

/* r = a (1 + u) = (a0 - a1) + (a0 + a1) u */
static inline void fp2_381w_mul_xi(fp2_381w *r, const fp2_381w *a) {
    uint64_t t[12];
    fp381i_sub_wide(t, a->c0, a->c1);
    fp381i_add_double_mod(r->c1, a->c0, a->c1);
    memcpy(r->c0, t, sizeof t);
}

static inline void fp2_381w_redc(fp2_381 *r, const fp2_381w *a) {
    fp381i_redc(&r->c0, a->c0);
    fp381i_redc(&r->c1, a->c1);
}

#endif
