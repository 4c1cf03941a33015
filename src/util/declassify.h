/* Declassification for the constant-time check (tests/ctcheck, the libsecp256k1 method):
 * under valgrind, secrets are marked undefined and every branch or memory index depending on
 * them is reported. A value computed from secrets that the protocol makes public anyway (a
 * server's partials and proof, the outcome of a validity check of a secret input, the
 * "exceptional scalar" flag of bte_smul) is marked defined with ECB_DECLASSIFY before the code
 * branches on it or hands it to variable-time code. This is a no-op outside valgrind (a few
 * instructions of valgrind's client-request sequence), and compiles to nothing when the
 * valgrind header is absent. It never changes a result. */
#ifndef ECBATCH_UTIL_DECLASSIFY_H
#define ECBATCH_UTIL_DECLASSIFY_H

#if defined(__has_include)
#if __has_include(<valgrind/memcheck.h>) && !defined(ECBATCH_NO_VALGRIND_HOOKS)
#include <valgrind/memcheck.h>
#define ECB_DECLASSIFY(p, len) ((void)VALGRIND_MAKE_MEM_DEFINED((p), (len)))
#endif
#endif

#ifndef ECB_DECLASSIFY
#define ECB_DECLASSIFY(p, len) ((void)(p), (void)(len))
#endif

#endif
