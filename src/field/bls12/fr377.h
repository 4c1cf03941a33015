/* The scalar field of BLS12-377: integers mod the 253-bit group order
 * r = 0x12ab655e9a2ca55660b44d1e5c37b00159aa76fed00000010a11800000000001, as a 4x64 Montgomery
 * field with the operations of fr4x64.h. */
#ifndef ECBATCH_FIELD_FR377_H
#define ECBATCH_FIELD_FR377_H

#include "field/bls12/fr4x64.h"

ECB_FR4X64_DECLARE(fr377)

/* r as 4 little-endian limbs: the one definition every BLS12-377 user reads. */
#define FR377_ORDER                                                                                \
    { 0x0a11800000000001ULL, 0x59aa76fed0000001ULL, 0x60b44d1e5c37b001ULL, 0x12ab655e9a2ca556ULL }
extern const uint64_t fr377_order[4];

#endif
