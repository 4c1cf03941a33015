/* Fp12 = Fp6[w] / (w^2 - v) over the BLS12-381 base field (fp6_381.h): elements c0 + c1 w, the
 * field of the pairing's values. As a vector space over Fp2 an element is
 * g0 + h0 w + g1 w^2 + h1 w^3 + g2 w^4 + h2 w^5 with c0 = g0 + g1 v + g2 v^2 and
 * c1 = h0 + h1 v + h2 v^2 (v = w^2, w^6 = xi = 1 + u). All functions are constant time; outputs
 * may alias inputs. */
#ifndef ECBATCH_FIELD_FP12_381_H
#define ECBATCH_FIELD_FP12_381_H

#include "field/bls12/fp6_381.h"

typedef struct fp12_381 {
    fp6_381 c0, c1;
} fp12_381;

/* gamma_{k, i} = xi^(i (p^k - 1) / 6) for k = 1, 2, 3 (row k - 1) and i = 1 .. 5 (column
 * i - 1): w^(i p^k) = w^i gamma_{k, i}. Computed from p by a Python script and checked against
 * the same definition by tests/test_pairing_bls12_381.c. */
extern const fp2_381 fp12_381_frobenius_coeff[3][5];

void fp12_381_zero(fp12_381 *r);
void fp12_381_one(fp12_381 *r);
void fp12_381_add(fp12_381 *r, const fp12_381 *a, const fp12_381 *b);
void fp12_381_sub(fp12_381 *r, const fp12_381 *a, const fp12_381 *b);
/* Karatsuba over Fp6: 3 Fp6 products (18 Fp2 products). */
void fp12_381_mul(fp12_381 *r, const fp12_381 *a, const fp12_381 *b);
/* Complex squaring over Fp6 (ePrint 2006/471, §3): 2 Fp6 products. */
void fp12_381_sqr(fp12_381 *r, const fp12_381 *a);
/* r = a^-1 = (c0 - c1 w) / (c0^2 - v c1^2) (0 for 0): one Fp6 inversion. */
void fp12_381_inv(fp12_381 *r, const fp12_381 *a);
/* r = c0 - c1 w = a^(p^6): the inverse of a unitary element (norm 1 to Fp6, e.g. anything
 * raised to p^6 - 1, and every element of GT). */
void fp12_381_conj(fp12_381 *r, const fp12_381 *a);
/* r = a^(p^k) for k = 1, 2, 3: each Fp2 coefficient of w^i conjugated k times and multiplied
 * by gamma_{k, i}. */
void fp12_381_frobenius(fp12_381 *r, const fp12_381 *a, int k);
/* r = a^2 for a in the cyclotomic subgroup (a^(p^4 - p^2 + 1) = 1, true of every element after
 * the easy part of the final exponentiation, and of GT): Granger and Scott, "Faster squaring
 * in the cyclotomic subgroup of sixth degree extensions", PKC 2010, §3.1: three squarings in
 * Fp4 = Fp2[w^3], 9 Fp2 squarings. Any other a gives a wrong result. */
void fp12_381_cyclotomic_sqr(fp12_381 *r, const fp12_381 *a);
/* r = a (l0 + l1 v + l2 v w): the product by a Miller-loop line of the M-type twist (the line
 * through points of G2 evaluated at a point of G1 has nonzero coefficients at w^0, w^2, w^3
 * only): 13 Fp2 products. */
void fp12_381_mul_by_line(fp12_381 *r, const fp12_381 *a, const fp2_381 *l0, const fp2_381 *l1,
                          const fp2_381 *l2);
int fp12_381_is_one(const fp12_381 *a);
int fp12_381_equal(const fp12_381 *a, const fp12_381 *b);
void fp12_381_cmov(fp12_381 *r, const fp12_381 *a, int flag);

#endif
