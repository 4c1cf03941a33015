/* Scalar decomposition for the BLS12 endomorphisms: the digits of k in base u, for u the
 * (absolute value of the) curve parameter, a 64-bit integer with its top bit set:
 * k = d0 + d1 u + d2 u^2 + d3 u^3 with 0 <= d_i < u, for every k < u^4 (every k < r, since
 * r = u^4 - u^2 + 1 with the parameter's sign).
 *
 * BLS12-381, u = |z|: sigma on G1 acts as -z^2 (so k P = (d0 + d1 |z|) P + (d2 + d3 |z|)
 * (-sigma(P))) and psi on G2 as z (so k P = d0 P + d1 (-psi P) + d2 psi^2 P + d3 (-psi^3 P)).
 * BLS12-377, u = x: phi on G1 acts as x^2 - 1, so with s = d0 + d1 x and q = d2 + d3 x,
 * k = s + q x^2 = (s + q) + q (x^2 - 1) and k P = (s + q) P + q phi(P).
 * The multiplications then run over 128- or 64-bit digits instead of 255 bits. */
#ifndef ECBATCH_GROUP_BLS12_SPLIT_H
#define ECBATCH_GROUP_BLS12_SPLIT_H

#include <stdint.h>

/* |z| for the BLS12-381 parameter z = -0xd201000000010000 */
#define BLS12_381_Z_ABS 0xd201000000010000ULL

/* d = the base-u digits of k (4 little-endian limbs), for 2^63 <= u and k < u^4. Constant
 * time in k (u is a public constant): bit-serial long division with masked subtractions. */
void bls12_base_digits(uint64_t d[4], const uint64_t k[4], uint64_t u);

#endif
