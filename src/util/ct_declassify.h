/* Declassification points for the constant-time check (tests/ctcheck). Some values are
 * computed from secrets but public by design, above all Fiat–Shamir challenges, which a proof
 * reveals; code after them may branch on them. The library calls ecb_ct_declassify(p, len) on
 * such values. Here it does nothing (a weak, empty function); the ctcheck program defines its
 * own, which marks the bytes defined for valgrind's memcheck, so that memcheck reports only
 * branches and indices on values that stay secret (libsecp256k1's secp256k1_declassify). */
#ifndef ECBATCH_UTIL_CT_DECLASSIFY_H
#define ECBATCH_UTIL_CT_DECLASSIFY_H

#include <stddef.h>

void ecb_ct_declassify(const void *p, size_t len);

#endif
