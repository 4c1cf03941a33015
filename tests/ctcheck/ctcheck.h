/* Constant-time checks under valgrind (the libsecp256k1 method), the one set of helpers for
 * every ctcheck_<module>.c: secret inputs are marked as undefined memory with memcheck's
 * client requests, the function under test runs, and memcheck reports every conditional
 * branch or memory index that depends on them. Outputs are marked defined again
 * ("declassified") before the program looks at them. Outside valgrind (or without its header)
 * the requests do nothing and the program only checks results.
 *
 * A new module adds tests/ctcheck/ctcheck_<module>.c defining `void ctcheck_<module>(void)`
 * and one line in the registry of ctcheck_main.c. */
#ifndef ECBATCH_CTCHECK_H
#define ECBATCH_CTCHECK_H

#include <stdio.h>

#if defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define CT_SECRET(p, len) VALGRIND_MAKE_MEM_UNDEFINED((p), (len))
#define CT_PUBLIC(p, len) VALGRIND_MAKE_MEM_DEFINED((p), (len))
#define CT_UNDER_VALGRIND() RUNNING_ON_VALGRIND
#endif
#endif
#ifndef CT_SECRET
#define CT_SECRET(p, len) ((void)(p), (void)(len))
#define CT_PUBLIC(p, len) ((void)(p), (void)(len))
#define CT_UNDER_VALGRIND() 0
#endif

/* Counts a functional check (results must still be right under the marking). */
extern long ct_checks, ct_failures;
#define CT_EXPECT(cond)                                                                            \
    do {                                                                                           \
        ct_checks++;                                                                               \
        if (!(cond)) {                                                                             \
            ct_failures++;                                                                         \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);               \
        }                                                                                          \
    } while (0)

#endif
