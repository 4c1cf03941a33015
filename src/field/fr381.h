/* The scalar field of BLS12-381: integers mod the 255-bit group order
 * r = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001, as a 4x64 Montgomery
 * field with the operations of fr4x64.h. */
#ifndef ECBATCH_FIELD_FR381_H
#define ECBATCH_FIELD_FR381_H

#include "field/fr4x64.h"

ECB_FR4X64_DECLARE(fr381)

#endif
