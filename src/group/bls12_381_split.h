/* Scalar decomposition for the BLS12-381 endomorphisms: k = d0 + d1 |z| + d2 |z|^2 + d3 |z|^3
 * with 0 <= d_i < |z|, |z| = 0xd201000000010000 the absolute value of the curve parameter.
 * sigma on G1 acts as -z^2 (so k P = (d0 + d1 |z|) P + (d2 + d3 |z|) (-sigma(P))) and psi on
 * G2 as z (so k P = d0 P + d1 (-psi P) + d2 psi^2 P + d3 (-psi^3 P)): the multiplications
 * run over 128- or 64-bit digits instead of 255 bits. */
#ifndef ECBATCH_GROUP_BLS12_381_SPLIT_H
#define ECBATCH_GROUP_BLS12_381_SPLIT_H

#include <stdint.h>

#define BLS12_381_Z_ABS 0xd201000000010000ULL

/* d = the base-|z| digits of k (4 little-endian limbs), for k < |z|^4 (every k < r).
 * Constant time: bit-serial long division with masked subtractions. */
void bls12_381_z_digits(uint64_t d[4], const uint64_t k[4]);

#endif
