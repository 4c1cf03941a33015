/* The base field of BLS12-377, p = 0x01ae3a46...8508c00000000001 (377 bits, p = 1 mod 4,
 * 2-adicity 46), as a 6x64 Montgomery field; the operations are those of fp6x64.h. */
#ifndef ECBATCH_FIELD_FP377_H
#define ECBATCH_FIELD_FP377_H

#include "field/bls12/fp6x64.h"

ECB_FP6X64_DECLARE(fp377)

/* A square root of a by the constant-time Tonelli–Shanks of RFC 9380 Appendix I.4
 * (non-square 5). Returns 1 and r with r^2 = a when a is a square, else 0 (r unspecified).
 * Constant time. r may alias a. */
int fp377_sqrt(fp377 *r, const fp377 *a);

#endif
