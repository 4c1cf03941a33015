/* Eight BLS12-381 scalar-field elements at once in 5 x 52-bit limbs (AVX-512 IFMA); the
 * operations are those of fp_x8_ifma.h, bit-identical to fr381's after unpacking. */
#ifndef ECBATCH_FIELD_BLS12_FR381_X8_IFMA_H
#define ECBATCH_FIELD_BLS12_FR381_X8_IFMA_H

#include "field/bls12/fp_x8_ifma.h"
#include "field/bls12/fr381.h"

#if defined(ECB_CPU_IFMA_BUILD)
ECB_FP8X52_DECLARE_LIMBS(fr381x8, fr381, 5)
#endif

#endif
