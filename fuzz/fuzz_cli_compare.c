/* libFuzzer target: the --compare file parser of `ecbatch bench` (bench/bench_compare.c), the
 * same code the command runs; the input is the file's bytes. An accepted file gives at most
 * BENCH_COMPARE_MAX_FIGURES objects, each with a string "library", a positive "median_ns" and
 * "threads" (when given) in range; a refusal names a line of the input and a reason that
 * holds no control character (cli_text.h escapes the file's bytes). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bench_compare.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    size_t line = 0, lines = 1;
    char why[256] = "";
    if (size > BENCH_COMPARE_FILE_MAX) return 0; /* the reader refuses these unparsed */
    for (size_t i = 0; i < size; i++)
        lines += data[i] == '\n';
    json_t *figures = bench_compare_parse((const char *)data, size, &line, why, sizeof why);
    if (figures == NULL) {
        if (line < 1 || line > lines || why[0] == '\0') abort();
        for (const char *c = why; *c != '\0'; c++)
            if ((unsigned char)*c < 0x20 || *c == 0x7f) abort();
        return 0;
    }
    if (!json_is_array(figures) || json_array_size(figures) > BENCH_COMPARE_MAX_FIGURES) abort();
    size_t i;
    json_t *e;
    json_array_foreach(figures, i, e) {
        const json_t *t = json_object_get(e, "threads");
        if (!json_is_string(json_object_get(e, "library")) ||
            !(json_number_value(json_object_get(e, "median_ns")) > 0) ||
            (t != NULL &&
             (json_integer_value(t) < 1 || json_integer_value(t) > BENCH_COMPARE_MAX_THREADS)))
            abort();
    }
    json_decref(figures);
    return 0;
}
