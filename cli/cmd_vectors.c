/* ecbatch vectors [--strategy S] FILE...: runs vector files in the format of
 * ../shared/vectors/FORMAT.md, dispatching on each file's "suite" (and "group"). Prints
 * "FILE: N passed, M failed" per file; exits non-zero when any case fails, a file cannot be
 * read, or its suite is unknown (never skipped silently). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "vector_suites.h"

static void vectors_usage(FILE *out) {
    fprintf(out, "usage: ecbatch vectors [--strategy S] FILE...\n"
                 "  Runs each vector file and prints 'FILE: N passed, M failed'.\n"
                 "  --strategy S  force MSM strategy S for every msm case (naive, double_and_add,\n"
                 "                straus, precomputed_straus, pippenger, batch_affine, glv,\n"
                 "                bucket_1bit, auto);\n"
                 "                a strategy the file's group lacks is an error\n"
                 "  Exit status: 0 when every case of every file passes, 1 otherwise.\n");
}

static int run_file(const char *path, const struct vector_options *opt) {
    struct vector_tally tally = {0, 0, 0};
    size_t len;
    char *text = read_file_all(path, &len);
    int rc = -1;
    if (text == NULL)
        perror(path);
    else
        rc = vectors_run_buffer(path, text, len, opt, &tally);
    free(text);
    if (rc != 0) tally.failed++;
    printf("%s: %ld passed, %ld failed\n", path, tally.passed, tally.failed);
    return tally.failed != 0 || tally.passed == 0;
}

int cmd_vectors(int argc, char **argv) {
    struct vector_options opt = {NULL};
    int first = 1;
    for (; first < argc && argv[first][0] == '-'; first++) {
        if (!strcmp(argv[first], "--help") || !strcmp(argv[first], "-h")) {
            vectors_usage(stdout);
            return 0;
        } else if (!strcmp(argv[first], "--strategy") && first + 1 < argc) {
            opt.strategy = argv[++first];
        } else {
            fprintf(stderr, "ecbatch vectors: unknown option '%s'\n", argv[first]);
            vectors_usage(stderr);
            return 2;
        }
    }
    if (first == argc) {
        vectors_usage(stderr);
        return 2;
    }
    int failures = 0;
    for (int i = first; i < argc; i++)
        failures += run_file(argv[i], &opt);
    return failures ? 1 : 0;
}
