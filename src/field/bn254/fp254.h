/* The base field of BN254 (alt_bn128, the curve of Ethereum's precompiles, EIP-196),
 * p = 0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47
 * = 21888242871839275222246405745257275088696311157297823662689037894645226208583 (254 bits,
 * p = 3 mod 4), as a 4x64 Montgomery field; the operations are those of fp4x64.h. */
#ifndef ECBATCH_FIELD_BN254_FP254_H
#define ECBATCH_FIELD_BN254_FP254_H

#include "field/fp4x64.h"

ECB_FP4X64_DECLARE(fp254)

/* A square root of a: r = a^((p + 1) / 4), correct since p = 3 mod 4. Returns 1 and r with
 * r^2 = a when a is a square, else 0 (r unspecified). Constant time. r may alias a. */
int fp254_sqrt(fp254 *r, const fp254 *a);

#endif
