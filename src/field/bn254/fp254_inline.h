/* The fp254 operations as static inline functions with the prefix fp254i_ (fp254i_mul, ...)
 * on the same type fp254, for hot code in other translation units (the BN254 G1 formulas, its
 * MSM): the template of fp254.c instantiated a second time, with identical results. Include at
 * most once per translation unit (as bls12/fp377_inline.h). */
#ifndef ECBATCH_FIELD_BN254_FP254_INLINE_H
#define ECBATCH_FIELD_BN254_FP254_INLINE_H

#include "field/bn254/fp254.h"

#define FP4_NAME fp254i
#define FP4_T fp254
#define FP4_API static inline
#include "field/bn254/fp254_params.h"
#include "field/fp4x64_impl.h"

#endif
