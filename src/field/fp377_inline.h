/* The fp377 operations as static inline functions with the prefix fp377i_ (fp377i_mul, ...)
 * on the same type fp377: the template of fp377.c instantiated a second time, for hot code in
 * other translation units (the G1 formulas) that should not pay a call per field operation.
 * Results are identical to the fp377_ functions. Include at most once per translation unit,
 * and not together with another fp6x64 instance. */
#ifndef ECBATCH_FIELD_FP377_INLINE_H
#define ECBATCH_FIELD_FP377_INLINE_H

#include "field/fp377.h"

#define FP_NAME fp377i
#define FP_T fp377
#define FP_API static inline
#include "field/fp377_params.h"
#include "field/fp6x64_impl.h"

#endif
