/* Constant-time checks under valgrind (the libsecp256k1 method): secret inputs are marked as
 * undefined memory with memcheck's client requests, the function under test runs, and
 * memcheck reports every conditional branch or memory index that depends on them. Outputs
 * are marked defined again ("declassified") before the program looks at them. Outside
 * valgrind the requests do nothing and the program only checks results. */
#ifndef ECBATCH_CTCHECK_H
#define ECBATCH_CTCHECK_H

#include <stdio.h>
#include <valgrind/memcheck.h>

#define CT_SECRET(p, len) VALGRIND_MAKE_MEM_UNDEFINED((p), (len))
#define CT_PUBLIC(p, len) VALGRIND_MAKE_MEM_DEFINED((p), (len))

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

/* One section per module with secret-handling functions. */
void ctcheck_ristretto255(void);
void ctcheck_bpp(void); /* ctcheck_bpp.c */
void ctcheck_bte(void);

#endif
