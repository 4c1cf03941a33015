/* Eight BN254 base-field elements at once in 5 x 52-bit limbs (AVX-512 IFMA); the operations
 * are those of bls12/fp_x8_ifma.h, bit-identical to fp254's after unpacking. */
#ifndef ECBATCH_FIELD_BN254_FP254_X8_IFMA_H
#define ECBATCH_FIELD_BN254_FP254_X8_IFMA_H

#include "field/bls12/fp_x8_ifma.h"
#include "field/bn254/fp254.h"

#if defined(ECB_CPU_IFMA_BUILD)
ECB_FP8X52_DECLARE_LIMBS(fp254x8, fp254, 5)
#endif

#endif
