/* Constant-time checks (the libsecp256k1 method), the one set of helpers for every
 * ctcheck_<module>.c: secret inputs are marked as undefined memory, the function under test
 * runs, and the checker reports every conditional branch or memory index that depends on
 * them. Outputs are marked defined again ("declassified") before the program looks at them.
 * Two checkers read the same marks:
 *   valgrind memcheck  client requests (`make ctcheck`); valgrind cannot execute AVX-512, so
 *                      it runs at ECBATCH_CPU=adx and below;
 *   MemorySanitizer    __msan_poison / __msan_unpoison in a clang -fsanitize=memory build
 *                      (`make ctcheck-msan`, ECBATCH_CPU=ifma): the vector kernels. libsodium
 *                      is not instrumented: msan/sodium_shadow.c sets the marks of what it
 *                      writes.
 * Without either (or without valgrind's header) the marks do nothing and the program only
 * checks results.
 *
 * A new module adds tests/ctcheck/ctcheck_<module>.c defining `void ctcheck_<module>(void)`
 * and one line in the registry of ctcheck_main.c. */
#ifndef ECBATCH_CTCHECK_H
#define ECBATCH_CTCHECK_H

#include <stdio.h>

/* CT_SECRET / CT_PUBLIC mark and unmark; CT_CHECKER() names the checker watching the marks
 * (NULL when none). */
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#include <sanitizer/msan_interface.h>
#define CT_SECRET(p, len) __msan_poison((p), (len))
#define CT_PUBLIC(p, len) __msan_unpoison((p), (len))
#define CT_CHECKER() "MemorySanitizer"
#endif
#endif
#if !defined(CT_SECRET) && defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define CT_SECRET(p, len) VALGRIND_MAKE_MEM_UNDEFINED((p), (len))
#define CT_PUBLIC(p, len) VALGRIND_MAKE_MEM_DEFINED((p), (len))
#define CT_CHECKER() (RUNNING_ON_VALGRIND ? "valgrind" : NULL)
#endif
#endif
#ifndef CT_SECRET
#define CT_SECRET(p, len) ((void)(p), (void)(len))
#define CT_PUBLIC(p, len) ((void)(p), (void)(len))
#define CT_CHECKER() NULL
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
