/* Fp6 = Fp2[v] / (v^3 - xi), xi = 1 + u (see fp6_381.h). */
#include "field/bls12/fp6_381.h"

#include "field/bls12/fp12_381.h"
#include "field/bls12/fp6_381_wide_inline.h"

/* a (1 + u) = (a0 - a1) + (a0 + a1) u */
static inline void fp2_mul_xi(fp2_381 *r, const fp2_381 *a) {
    fp381 t;
    fp381i_sub(&t, &a->c0, &a->c1);
    fp381i_add(&r->c1, &a->c0, &a->c1);
    r->c0 = t;
}

void fp6_381_zero(fp6_381 *r) {
    fp2_381i_zero(&r->c0);
    fp2_381i_zero(&r->c1);
    fp2_381i_zero(&r->c2);
}

void fp6_381_one(fp6_381 *r) {
    fp2_381i_one(&r->c0);
    fp2_381i_zero(&r->c1);
    fp2_381i_zero(&r->c2);
}

void fp6_381_add(fp6_381 *r, const fp6_381 *a, const fp6_381 *b) {
    fp2_381i_add(&r->c0, &a->c0, &b->c0);
    fp2_381i_add(&r->c1, &a->c1, &b->c1);
    fp2_381i_add(&r->c2, &a->c2, &b->c2);
}

void fp6_381_sub(fp6_381 *r, const fp6_381 *a, const fp6_381 *b) {
    fp2_381i_sub(&r->c0, &a->c0, &b->c0);
    fp2_381i_sub(&r->c1, &a->c1, &b->c1);
    fp2_381i_sub(&r->c2, &a->c2, &b->c2);
}

void fp6_381_neg(fp6_381 *r, const fp6_381 *a) {
    fp2_381i_neg(&r->c0, &a->c0);
    fp2_381i_neg(&r->c1, &a->c1);
    fp2_381i_neg(&r->c2, &a->c2);
}

/* The unreduced product (fp6_381_wide_inline.h), each base-field coefficient reduced once. */
void fp6_381_mul(fp6_381 *r, const fp6_381 *a, const fp6_381 *b) {
    fp6_381w t;
    fp6_381w_mul(&t, a, b);
    fp6_381w_redc(r, &t);
}

/* s0 = a0^2, s1 = 2 a0 a1, s2 = (a0 - a1 + a2)^2, s3 = 2 a1 a2, s4 = a2^2:
 * c0 = s0 + xi s3, c1 = s1 + xi s4, c2 = s1 + s2 + s3 - s0 - s4. */
void fp6_381_sqr(fp6_381 *r, const fp6_381 *a) {
    fp2_381 s0, s1, s2, s3, s4, t;
    fp2_381i_sqr(&s0, &a->c0);
    fp2_381i_mul(&s1, &a->c0, &a->c1);
    fp2_381i_dbl(&s1, &s1);
    fp2_381i_sub(&t, &a->c0, &a->c1);
    fp2_381i_add(&t, &t, &a->c2);
    fp2_381i_sqr(&s2, &t);
    fp2_381i_mul(&s3, &a->c1, &a->c2);
    fp2_381i_dbl(&s3, &s3);
    fp2_381i_sqr(&s4, &a->c2);

    fp2_mul_xi(&t, &s3);
    fp2_381i_add(&r->c0, &s0, &t);
    fp2_381i_add(&r->c2, &s1, &s2);
    fp2_381i_add(&r->c2, &r->c2, &s3);
    fp2_381i_sub(&r->c2, &r->c2, &s0);
    fp2_381i_sub(&r->c2, &r->c2, &s4);
    fp2_mul_xi(&t, &s4);
    fp2_381i_add(&r->c1, &s1, &t);
}

void fp6_381_mul_by_v(fp6_381 *r, const fp6_381 *a) {
    fp2_381 t;
    fp2_mul_xi(&t, &a->c2);
    r->c2 = a->c1;
    r->c1 = a->c0;
    r->c0 = t;
}

void fp6_381_mul_by_01(fp6_381 *r, const fp6_381 *a, const fp2_381 *b0, const fp2_381 *b1) {
    fp6_381w t;
    fp6_381w_mul_by_01(&t, a, b0, b1);
    fp6_381w_redc(r, &t);
}

void fp6_381_mul_by_1(fp6_381 *r, const fp6_381 *a, const fp2_381 *b1) {
    fp6_381w t;
    fp6_381w_mul_by_1(&t, a, b1);
    fp6_381w_redc(r, &t);
}

/* A = a0^2 - xi a1 a2, B = xi a2^2 - a0 a1, C = a1^2 - a0 a2, F = a0 A + xi (a2 B + a1 C);
 * a^-1 = (A + B v + C v^2) / F. */
void fp6_381_inv(fp6_381 *r, const fp6_381 *a) {
    fp2_381 A, B, C, F, t;
    fp2_381i_sqr(&A, &a->c0);
    fp2_381i_mul(&t, &a->c1, &a->c2);
    fp2_mul_xi(&t, &t);
    fp2_381i_sub(&A, &A, &t);

    fp2_381i_sqr(&B, &a->c2);
    fp2_mul_xi(&B, &B);
    fp2_381i_mul(&t, &a->c0, &a->c1);
    fp2_381i_sub(&B, &B, &t);

    fp2_381i_sqr(&C, &a->c1);
    fp2_381i_mul(&t, &a->c0, &a->c2);
    fp2_381i_sub(&C, &C, &t);

    fp2_381i_mul(&F, &a->c2, &B);
    fp2_381i_mul(&t, &a->c1, &C);
    fp2_381i_add(&F, &F, &t);
    fp2_mul_xi(&F, &F);
    fp2_381i_mul(&t, &a->c0, &A);
    fp2_381i_add(&F, &F, &t);
    fp2_381_inv(&F, &F);

    fp2_381i_mul(&r->c0, &A, &F);
    fp2_381i_mul(&r->c1, &B, &F);
    fp2_381i_mul(&r->c2, &C, &F);
}

/* (sum a_j v^j)^(p^k) = sum conj^k(a_j) v^(j p^k), v^(j p^k) = v^j xi^(j (p^k - 1) / 3) = v^j
 * gamma_{k, 2j} with gamma_{k, i} = xi^(i (p^k - 1) / 6) (fp12_381_frobenius_coeff). */
void fp6_381_frobenius(fp6_381 *r, const fp6_381 *a, int k) {
    fp2_381 c0 = a->c0, c1 = a->c1, c2 = a->c2;
    if (k & 1) {
        fp381i_neg(&c0.c1, &c0.c1);
        fp381i_neg(&c1.c1, &c1.c1);
        fp381i_neg(&c2.c1, &c2.c1);
    }
    fp2_381i_mul(&r->c1, &c1, &fp12_381_frobenius_coeff[k - 1][1]);
    fp2_381i_mul(&r->c2, &c2, &fp12_381_frobenius_coeff[k - 1][3]);
    r->c0 = c0;
}

int fp6_381_is_zero(const fp6_381 *a) {
    return fp2_381i_is_zero(&a->c0) & fp2_381i_is_zero(&a->c1) & fp2_381i_is_zero(&a->c2);
}

int fp6_381_equal(const fp6_381 *a, const fp6_381 *b) {
    return fp2_381i_equal(&a->c0, &b->c0) & fp2_381i_equal(&a->c1, &b->c1) &
           fp2_381i_equal(&a->c2, &b->c2);
}

void fp6_381_cmov(fp6_381 *r, const fp6_381 *a, int flag) {
    fp2_381_cmov(&r->c0, &a->c0, flag);
    fp2_381_cmov(&r->c1, &a->c1, flag);
    fp2_381_cmov(&r->c2, &a->c2, flag);
}
