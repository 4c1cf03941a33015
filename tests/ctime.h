/* Marking secrets for valgrind's memcheck in the constant-time tests (test_ct_*.c), in the
 * manner of libsecp256k1's ctime tests: SECRET(p, n) makes n bytes undefined, so memcheck
 * reports every branch or memory index that depends on them; PUBLIC(p, n) makes results
 * defined again before they are compared. Without valgrind's header both do nothing. */
#ifndef ECBATCH_TESTS_CTIME_H
#define ECBATCH_TESTS_CTIME_H

#if defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#endif
#endif
#ifndef SECRET
#define SECRET(p, n) ((void)(p), (void)(n))
#define PUBLIC(p, n) ((void)(p), (void)(n))
#endif

#endif
