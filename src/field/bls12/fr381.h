/* The scalar field of BLS12-381: integers mod the 255-bit group order
 * r = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001, as a 4x64 Montgomery
 * field with the operations of fr4x64.h. */
#ifndef ECBATCH_FIELD_FR381_H
#define ECBATCH_FIELD_FR381_H

#include "field/bls12/fr4x64.h"

ECB_FR4X64_DECLARE(fr381)

/* r as 4 little-endian limbs: the one definition every BLS12-381 user reads. */
#define FR381_ORDER                                                                                \
    { 0xffffffff00000001ULL, 0x53bda402fffe5bfeULL, 0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL }
extern const uint64_t fr381_order[4];

#endif
