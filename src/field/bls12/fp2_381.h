/* Fp2 = Fp[u] / (u^2 + 1) over the BLS12-381 base field: elements c0 + c1 u. The field of
 * G2's coordinates. All functions are constant time unless named _var; outputs may alias
 * inputs. */
#ifndef ECBATCH_FIELD_FP2_381_H
#define ECBATCH_FIELD_FP2_381_H

#include "field/bls12/fp381.h"

typedef struct fp2_381 {
    fp381 c0, c1;
} fp2_381;

void fp2_381_zero(fp2_381 *r);
void fp2_381_one(fp2_381 *r);
void fp2_381_add(fp2_381 *r, const fp2_381 *a, const fp2_381 *b);
void fp2_381_sub(fp2_381 *r, const fp2_381 *a, const fp2_381 *b);
void fp2_381_neg(fp2_381 *r, const fp2_381 *a);
void fp2_381_dbl(fp2_381 *r, const fp2_381 *a);
void fp2_381_half(fp2_381 *r, const fp2_381 *a);
/* Karatsuba with lazy reduction: 3 double-width base-field products, 2 Montgomery
 * reductions. */
void fp2_381_mul(fp2_381 *r, const fp2_381 *a, const fp2_381 *b);
/* (a0 + a1)(a0 - a1) + 2 a0 a1 u: 2 base-field products. */
void fp2_381_sqr(fp2_381 *r, const fp2_381 *a);
/* r = a * s for s in Fp. */
void fp2_381_mul_fp(fp2_381 *r, const fp2_381 *a, const fp381 *s);
/* r = a0 - a1 u: the conjugate, which is also the p-power Frobenius map. */
void fp2_381_conj(fp2_381 *r, const fp2_381 *a);
/* r = a * (1 + u), the non-residue of the sextic twist (G2's b = 4 (1 + u)). */
void fp2_381_mul_by_nonresidue(fp2_381 *r, const fp2_381 *a);
/* r = a^-1 = conj(a) / (a0^2 + a1^2); 0 for 0. */
void fp2_381_inv(fp2_381 *r, const fp2_381 *a);
/* The same, variable time (public a only). */
void fp2_381_inv_var(fp2_381 *r, const fp2_381 *a);
/* out[i] = in[i]^-1 with one base-field inversion; zero inputs give zero; scratch holds n
 * elements; out may equal in. Variable time (public data). */
void fp2_381_batch_inv_var(fp2_381 *out, const fp2_381 *in, size_t n, fp2_381 *scratch);
/* A square root of a: returns 1 and r with r^2 = a when a is a square in Fp2, else 0 (r then
 * unspecified). Two base-field exponentiations and one inversion (the norm method: with
 * n = a0^2 + a1^2 and s^2 = n, x0^2 = (a0 +- s) / 2 and x1 = a1 / (2 x0)). */
int fp2_381_sqrt(fp2_381 *r, const fp2_381 *a);
/* 1 when a is a square in Fp2 (its norm a0^2 + a1^2 is a square in Fp; 0 is a square). */
int fp2_381_is_square(const fp2_381 *a);
int fp2_381_is_zero(const fp2_381 *a);
int fp2_381_equal(const fp2_381 *a, const fp2_381 *b);
void fp2_381_cmov(fp2_381 *r, const fp2_381 *a, int flag);
/* sgn0 of RFC 9380 §4.1: sgn0(c0), or sgn0(c1) when c0 = 0. */
int fp2_381_sgn0(const fp2_381 *a);
/* The ZCash "larger" order: c1 > (p-1)/2 when c1 != 0, else c0 > (p-1)/2. */
int fp2_381_is_lexlargest(const fp2_381 *a);
/* 96 bytes c1 || c0, each 48 bytes big-endian; ECB_ERR_NON_CANONICAL (and zero) when either
 * is >= p. Constant time except for the status. */
ecb_status fp2_381_decode(fp2_381 *r, const uint8_t in[96]);
void fp2_381_encode(uint8_t out[96], const fp2_381 *a);

#endif
