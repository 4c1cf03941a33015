/* The optimal ate pairing of BLS12-381, e(P, Q) = f_{x,Q}(P)^((p^12 - 1) / r) for P in G1,
 * Q in G2 (Vercauteren, "Optimal pairings", IEEE Trans. Inf. Theory 2010), with the curve
 * parameter x = -0xd201000000010000: a Miller loop over the bits of |x| with lines from
 * homogeneous projective doubling and addition steps on the M-type twist (Costello, Lange,
 * Naehrig, "Faster pairing computations on curves with high-degree twists", PKC 2010, §5 and
 * §6), a conjugation for the sign of x, then the final exponentiation. The values equal blst's
 * (blst_miller_loop then blst_final_exp) byte for byte.
 *
 * Timing: constant time in the coordinates of the points; whether a point is the identity is
 * public (identity pairs are skipped, they contribute 1). */
#ifndef ECBATCH_PAIRING_PAIRING_381_H
#define ECBATCH_PAIRING_PAIRING_381_H

#include <stddef.h>

#include "field/bls12/fp12_381.h"
#include "group/bls12/g1_381.h"
#include "group/bls12/g2_381.h"

/* The coefficients of one Miller-loop line before it meets P = (xP, yP): the line's value at P
 * is c0 + (c1 xP) v + (c2 yP) v w (fp12_381_mul_by_line), up to a factor in Fp2 that the final
 * exponentiation removes. */
typedef struct pairing_381_line {
    fp2_381 c0, c1, c2;
} pairing_381_line;

/* Lines of one Miller loop: 63 doublings and 5 additions (|x| has 64 bits, 6 of them set). */
#define PAIRING_381_LINES 68

/* lines = the 68 lines of the Miller loop of q, in the loop's order; q must not be the
 * identity (and must be in G2 for the lines to mean anything). */
void pairing_381_prepare(pairing_381_line lines[PAIRING_381_LINES], const g2_381_aff *q);

/* f = prod_i f_{x,q_i}(p_i) (conjugated for x < 0), the Miller loop of n pairs sharing one
 * accumulator: each step squares f once and multiplies in every pair's line. Pairs where p_i or
 * q_i is the identity are skipped; with none left f = 1. scratch holds n projective points.
 * At level ifma, with at least PAIRING_381_X8_MIN_PAIRS pairs left, the pairs run eight side by
 * side in IFMA lanes (pairing_381_x8_ifma.h; the same f, scratch unused); else serially. */
void pairing_381_miller_loop_n(fp12_381 *f, const g1_381_aff *p, const g2_381_aff *q, size_t n,
                               g2_381_proj *scratch);

/* The same from prepared lines: lines[i] is NULL for an identity q_i (the pair is skipped),
 * else the 68 lines of pairing_381_prepare (read with memcpy: no alignment needed). Lanes at
 * level ifma from PAIRING_381_X8_MIN_PAIRS_PREPARED pairs on. */
void pairing_381_miller_loop_prepared_n(fp12_381 *f, const g1_381_aff *p,
                                        const unsigned char *const *lines, size_t n);

/* The serial loops at every level (the reference of the lanes' tests and benchmarks). */
void pairing_381_miller_loop_serial_n(fp12_381 *f, const g1_381_aff *p, const g2_381_aff *q,
                                      size_t n, g2_381_proj *scratch);
void pairing_381_miller_loop_prepared_serial_n(fp12_381 *f, const g1_381_aff *p,
                                               const unsigned char *const *lines, size_t n);

/* r = f^(3 (p^12 - 1) / r_order), blst's final exponentiation (its value is the cube of the
 * plain power (p^12 - 1) / r: still a non-degenerate bilinear pairing, 3 being prime to r, and
 * the value blst's users compare against; the test suite checks both facts). The easy
 * part f^((p^6 - 1)(p^2 + 1)), then 3 (p^4 - p^2 + 1) / r = (x - 1)^2 (x + p)(x^2 + p^2 - 1)
 * + 3 by the decomposition of Hayashida, Hayasaka and Teruya, "Efficient final exponentiation
 * via cyclotomic structure for pairings over families of elliptic curves", ePrint 2020/875:
 * five exponentiations by x (cyclotomic squarings), three Frobenius maps. f must be nonzero
 * (a Miller loop's value is). */
void pairing_381_final_exp(fp12_381 *r, const fp12_381 *f);

#endif
