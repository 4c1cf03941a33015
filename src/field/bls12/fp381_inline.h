/* The fp381 operations as static inline functions with the prefix fp381i_ (fp381i_mul, ...)
 * on the same type fp381: the template of fp381.c instantiated a second time, for hot code in
 * other translation units (group formulas, Fp2) that should not pay a call per field
 * operation. Results are identical to the fp381_ functions. Include at most once per
 * translation unit, and not together with another fp6x64 instance. */
#ifndef ECBATCH_FIELD_FP381_INLINE_H
#define ECBATCH_FIELD_FP381_INLINE_H

#include "field/bls12/fp381.h"

#define FP_NAME fp381i
#define FP_T fp381
#define FP_API static inline
#include "field/bls12/fp381_params.h"
#include "field/bls12/fp6x64_impl.h"

#endif
