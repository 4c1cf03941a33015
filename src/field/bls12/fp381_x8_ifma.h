/* Eight BLS12-381 base-field elements at once in 8 x 52-bit limbs (AVX-512 IFMA), and eight
 * Fp2 elements (fp2_381x8, two fp381x8); the operations are those of fp_x8_ifma.h, bit-identical
 * to fp381's and fp2_381's after unpacking. */
#ifndef ECBATCH_FIELD_FP381_X8_IFMA_H
#define ECBATCH_FIELD_FP381_X8_IFMA_H

#include "field/bls12/fp2_381.h"
#include "field/bls12/fp381.h"
#include "field/bls12/fp_x8_ifma.h"

#if defined(ECB_CPU_IFMA_BUILD)
ECB_FP8X52_DECLARE(fp381x8, fp381)
ECB_FP2X8_DECLARE(fp2_381x8, fp381x8, fp2_381)
#endif

#endif
