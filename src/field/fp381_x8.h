/* Eight BLS12-381 base-field elements at once in 8 x 52-bit limbs (AVX-512 IFMA); the
 * operations are those of fp8x52.h, bit-identical to fp381's after unpacking. */
#ifndef ECBATCH_FIELD_FP381_X8_H
#define ECBATCH_FIELD_FP381_X8_H

#include "field/fp381.h"
#include "field/fp8x52.h"

#if ECB_FP8_HAVE_IFMA
ECB_FP8X52_DECLARE(fp381x8, fp381)
#endif

#endif
