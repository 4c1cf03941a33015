/* The fp377 operations as static inline functions with the prefix fp377i_ (fp377i_mul, ...)
 * on the same type fp377, for hot code in other translation units (the BLS12-377 G1 formulas,
 * its MSM): the template of fp377.c instantiated a second time, with identical results.
 * Include at most once per translation unit, and not together with another fp6x64 instance
 * (see fp381_inline.h, which the BLS12-381 G1 code uses the same way). */
#ifndef ECBATCH_FIELD_FP377_INLINE_H
#define ECBATCH_FIELD_FP377_INLINE_H

#include "field/bls12/fp377.h"

#define FP_NAME fp377i
#define FP_T fp377
#define FP_API static inline
#include "field/bls12/fp377_params.h"
#include "field/bls12/fp6x64_impl.h"

#endif
