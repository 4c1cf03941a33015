/* The base field of BLS12-381, p = 0x1a0111ea...ffffaaab (381 bits, p = 3 mod 4), as a 6x64
 * Montgomery field; the operations are those of fp6x64.h. */
#ifndef ECBATCH_FIELD_FP381_H
#define ECBATCH_FIELD_FP381_H

#include "field/bls12/fp6x64.h"

ECB_FP6X64_DECLARE(fp381)

/* r = a^((p + 1) / 4), a square root of a when one exists (p = 3 mod 4). Returns 1 when
 * r^2 = a, else 0 (a is not a square; then r^2 = -a). Constant time. r may alias a. */
int fp381_sqrt(fp381 *r, const fp381 *a);

/* fp381_sqrt's exponent (p + 1) / 4, 6 little-endian limbs (also raised to in IFMA lanes by
 * group/bls12/g1_381_decode_lanes.c). */
extern const uint64_t fp381_sqrt_exp[6];

#endif
