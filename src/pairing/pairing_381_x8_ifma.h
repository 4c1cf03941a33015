/* The Miller loop of a product of pairings with eight pairs side by side in AVX-512 IFMA lanes
 * (fp381_x8_ifma.h, fp12_381_x8_ifma.h): lane k of a group of eight runs pair k's G2 doubling
 * and addition steps with their line coefficients (the formulas of pairing_381.c, in eight-lane
 * Fp2), scales the line by its own P, and multiplies it into lane k's Fp12 accumulator f_k. All
 * the groups of a pass share the eight accumulators: lane k collects pairs k, k + 8, k + 16, ...,
 * and each step squares the eight accumulators once, whatever the number of pairs (one squaring
 * per step per lane, as the serial loop's one squaring per step). At the end of a pass the eight
 * f_k multiply into one value, which is prod_i f_{x,Q_i}(P_i) for the pass's pairs exactly (the
 * same Fp12 element as the serial loop gives, so the final exponentiation gives the same bytes).
 *
 * Lanes of a partly filled group carry P = (0, 0) and their line is replaced by 1 (a select on a
 * public mask), so they multiply their accumulator by exactly 1; identity pairs are left out
 * before the groups are formed, as the serial loop skips them. Which pairs are identities is
 * public; everything else is constant time in the coordinates.
 *
 * Why this shape (op counts per pair and Miller-loop step, measured unit costs in
 * docs/backends.md): a step of one pair is a G2 doubling with its line (3 Fp2 products, 6 Fp2
 * squarings), the line's scaling by P (4 Fp products) and the sparse product into f (13 Fp2
 * products); the squaring of f (12 Fp2 products) is shared by all pairs. Lanes computing only the
 * G2 steps and lines, with the sparse products into one serial f, leave the 13 products per pair
 * serial (about 60% of the work); a separate accumulator per group squares once per group
 * instead of once per pass. Shared lane accumulators put everything in lanes and pay 8
 * accumulators' squaring once per step. */
#ifndef ECBATCH_PAIRING_PAIRING_381_X8_IFMA_H
#define ECBATCH_PAIRING_PAIRING_381_X8_IFMA_H

#include <stddef.h>

#include "field/bls12/fp12_381_x8_ifma.h"
#include "group/bls12/g1_381.h"
#include "group/bls12/g2_381.h"

/* Groups of eight pairs per pass over the loop (their state lives on the stack: about 4 KB per
 * group); more pairs take further passes whose values multiply. */
#define PAIRING_381_X8_GROUPS 8

/* The fewest pairs (not counting identity pairs) for which the lanes beat the serial loop at
 * level ifma (measured, docs/backends.md): below it pairing_381_miller_loop_n and
 * pairing_381_miller_loop_prepared_n run serially. */
#define PAIRING_381_X8_MIN_PAIRS 4
#define PAIRING_381_X8_MIN_PAIRS_PREPARED 5

#if defined(ECB_CPU_IFMA_BUILD)
/* pairing_381_miller_loop_n's value (f = prod_i f_{x,q_i}(p_i), conjugated for x < 0; pairs with
 * an identity skipped, f = 1 with none left) in lanes, for any n. Only at level ifma. */
void pairing_381_miller_loop_x8(fp12_381 *f, const g1_381_aff *p, const g2_381_aff *q, size_t n);

/* pairing_381_miller_loop_prepared_n's value in lanes (lines[i] NULL for an identity q_i, else
 * 68 lines read with memcpy), for any n. Only at level ifma. */
void pairing_381_miller_loop_prepared_x8(fp12_381 *f, const g1_381_aff *p,
                                         const unsigned char *const *lines, size_t n);
#endif

#endif
