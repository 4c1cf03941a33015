/* ctcheck: runs every section; `make ctcheck` runs it under valgrind, where any branch or
 * memory index depending on a secret is an error (exit status 42). */
#include <sodium.h>
#include <stdlib.h>

#include "ctcheck.h"

long ct_checks, ct_failures;

int main(void) {
    if (sodium_init() < 0) return 2;
    ctcheck_ristretto255();
    ctcheck_bpp();
    ctcheck_bte();
    printf("ctcheck: %ld passed, %ld failed%s\n", ct_checks - ct_failures, ct_failures,
           RUNNING_ON_VALGRIND ? "" : " (not under valgrind: results only)");
    return ct_failures ? 1 : 0;
}
