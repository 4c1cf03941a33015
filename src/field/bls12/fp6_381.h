/* Fp6 = Fp2[v] / (v^3 - (1 + u)) over the BLS12-381 base field: elements c0 + c1 v + c2 v^2,
 * the middle floor of the pairing's tower Fp2 -> Fp6 -> Fp12 (fp12_381.h). The non-residue
 * xi = 1 + u is the one of G2's twist (b' = 4 xi). All functions are constant time; outputs
 * may alias inputs. */
#ifndef ECBATCH_FIELD_FP6_381_H
#define ECBATCH_FIELD_FP6_381_H

#include "field/bls12/fp2_381.h"

typedef struct fp6_381 {
    fp2_381 c0, c1, c2;
} fp6_381;

void fp6_381_zero(fp6_381 *r);
void fp6_381_one(fp6_381 *r);
void fp6_381_add(fp6_381 *r, const fp6_381 *a, const fp6_381 *b);
void fp6_381_sub(fp6_381 *r, const fp6_381 *a, const fp6_381 *b);
void fp6_381_neg(fp6_381 *r, const fp6_381 *a);
/* Karatsuba over Fp2 (Devegili, O hEigeartaigh, Scott, Dahab, "Multiplication and squaring on
 * pairing-friendly fields", ePrint 2006/471, §4): 6 Fp2 products. */
void fp6_381_mul(fp6_381 *r, const fp6_381 *a, const fp6_381 *b);
/* Chung-Hasan SQR3 (same paper, §4): 2 Fp2 products and 3 Fp2 squarings. */
void fp6_381_sqr(fp6_381 *r, const fp6_381 *a);
/* r = a v: (xi c2, c0, c1). */
void fp6_381_mul_by_v(fp6_381 *r, const fp6_381 *a);
/* r = a (b0 + b1 v), the sparse product of the Miller loop's lines: 5 Fp2 products. */
void fp6_381_mul_by_01(fp6_381 *r, const fp6_381 *a, const fp2_381 *b0, const fp2_381 *b1);
/* r = a (b1 v): 3 Fp2 products. */
void fp6_381_mul_by_1(fp6_381 *r, const fp6_381 *a, const fp2_381 *b1);
/* r = a^-1 (0 for 0): one Fp2 inversion (the norm to Fp2, then Cramer's rule). */
void fp6_381_inv(fp6_381 *r, const fp6_381 *a);
/* r = a^(p^k) for k = 1, 2, 3 (fp12_381.h's constants: v = w^2). */
void fp6_381_frobenius(fp6_381 *r, const fp6_381 *a, int k);
int fp6_381_is_zero(const fp6_381 *a);
int fp6_381_equal(const fp6_381 *a, const fp6_381 *b);
void fp6_381_cmov(fp6_381 *r, const fp6_381 *a, int flag);

#endif
