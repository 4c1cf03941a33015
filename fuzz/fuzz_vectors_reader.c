/* libFuzzer target: the reading path of `ecbatch vectors` (cli/vectors/vectors_reader.c): JSON text
 * with any bytes, the suite dispatch and every suite's runner. Any input must be refused with
 * a status (-1, or VECTORS_UNREADABLE for text that is not JSON or names no known suite) or run
 * into a tally (0), never crash, leak or read out of bounds; a file that
 * read twice gives the same verdict and tally (no state carried from one file to the next, as
 * `ecbatch vectors` reads many files in one process). Seeds: the shared vector files cut to a
 * few cases each (scripts/fuzz-seeds). */
#include <stdint.h>
#include <stdlib.h>

#include "vector_suites.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    struct vector_options opt = {NULL};
    struct vector_tally first = {0, 0, 1}, again = {0, 0, 1};
    int rc = vectors_run_buffer("fuzz", (const char *)data, size, &opt, &first);
    if (rc != 0 && rc != -1 && rc != VECTORS_UNREADABLE) abort();
    if (vectors_run_buffer("fuzz", (const char *)data, size, &opt, &again) != rc) abort();
    if (first.passed != again.passed || first.failed != again.failed) abort();
    return 0;
}
