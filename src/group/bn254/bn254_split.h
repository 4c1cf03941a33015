/* The GLV split of BN254 scalars (Gallant, Lambert, Vanstone, CRYPTO 2001) into two
 * non-negative parts below 2^127: k = k1 + k2 lambda (mod r), where lambda =
 * 0xb3c4d79d41a917585bfc41088d8daaa78b17ea66b99c90dd is the eigenvalue of the endomorphism
 * phi(x, y) = (beta x, y) on G1 (g1_254.h).
 *
 * The lattice L = {(a, b) : a + b lambda = 0 mod r} has the reduced basis w1 = (A, B),
 * w2 = (-B, C) with, for the BN parameter x = 0x44e992b44a6909f1,
 *   A = 6x^2 + 4x + 1,  B = 2x + 1,  C = 6x^2 + 2x,   A C + B^2 = r
 * (the extended Euclidean algorithm on r and lambda, GLV section 4). The pairs (k1, k2) with
 * k1 + k2 lambda = k are the coset (k, 0) + L; the split takes its one point in the
 * parallelogram (B, 0) + [0, 1) w1 + [0, 1) w2, whose first coordinate lies in (0, A + B) and
 * second in [0, B + C): both parts are non-negative (the MSM engine's contract) and below 2^127
 * (A + B, B + C < 2^127). With K = k + r - B > 0 (k + r has the same coset), the coordinates of
 * (K, 0) in the basis are X = K C / r and Y = -K B / r, and
 *   m1 = floor(X),  n2 = ceil(K B / r) = -floor(Y),
 *   k1 = k + r - m1 A - n2 B,  k2 = n2 C - m1 B.
 * The quotients are exact: a Barrett estimate with floor(2^256 C / r) (floor(2^256 B / r)) is
 * the quotient or one less, and the remainder decides (K < 2^255 keeps the estimate's error
 * below 1/2). */
#ifndef ECBATCH_GROUP_BN254_SPLIT_H
#define ECBATCH_GROUP_BN254_SPLIT_H

#include <stdint.h>

/* kk = (k1 low, k1 high, k2 low, k2 high) for k < r (4 little-endian limbs), as above.
 * Constant time in k (no branch or memory index depends on it). */
void bn254_glv_split(uint64_t kk[4], const uint64_t k[4]);

#endif
