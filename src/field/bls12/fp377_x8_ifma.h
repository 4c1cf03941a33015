/* Eight BLS12-377 base-field elements at once in 8 x 52-bit limbs (AVX-512 IFMA); the
 * operations are those of fp_x8_ifma.h, bit-identical to fp377's after unpacking. */
#ifndef ECBATCH_FIELD_FP377_X8_IFMA_H
#define ECBATCH_FIELD_FP377_X8_IFMA_H

#include "field/bls12/fp377.h"
#include "field/bls12/fp_x8_ifma.h"

#if defined(ECB_CPU_IFMA_BUILD)
ECB_FP8X52_DECLARE(fp377x8, fp377)
#endif

#endif
