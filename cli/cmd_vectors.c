/* ecbatch vectors [--strategy S] [--setup FILE] FILE...: runs vector files in the format of
 * ../shared/vectors/FORMAT.md, dispatching on each file's "suite" (and "group"), and folders of
 * the KZG vectors (<function>/<suite>/<case>/data.yaml, cli/vectors/vectors_kzg.c) under the
 * trusted setup of --setup (default: the folder's ../trusted_setup.txt). Prints
 * "FILE: N passed, M failed" per file or folder; exits 1 when any case fails and 3 when a file
 * cannot be read or its suite is unknown (never skipped silently). */
#define _POSIX_C_SOURCE 200809L /* stat */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "commands.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "cli_text.h"
#include "json_file.h"
#include "profile.h"
#include "ecbatch/kzg.h"
#include "ecbatch/msm.h"
#include "vector_suites.h"

static void vectors_usage(FILE *out) {
    fprintf(out,
            "usage: ecbatch vectors [--strategy S] [--setup FILE] FILE...\n"
            "  Runs each vector file and prints 'FILE: N passed, M failed'. A FILE that is a\n"
            "  folder holds the KZG vectors, <function>/<suite>/<case>/data.yaml (the twelve\n"
            "  functions of EIP-4844 and EIP-7594): every case is run.\n"
            "  --strategy S  force MSM strategy S for every msm case (naive, double_and_add,\n"
            "                straus, precomputed_straus, pippenger, batch_affine, glv,\n"
            "                bucket_1bit, auto);\n"
            "                a strategy the file's group lacks is an error\n"
            "  --setup FILE  the trusted setup of the KZG folders (default: the folder's\n"
            "                ../trusted_setup.txt)\n"
            "  exit status: 0 when every case of every file passes, 1 when a case fails, 2 usage\n"
            "  error, 3 when a file cannot be read, is not JSON or has an unknown suite.\n");
}

/* A KZG vectors folder: the setup loaded (setup_path, or DIR/../trusted_setup.txt), then every
 * case. */
static int run_kzg_dir(const char *path, const char *setup_path) {
    struct vector_tally tally = {0, 0, 0};
    char name[CLI_TEXT_MAX + 1], default_setup[4096];
    snprintf(name, sizeof name, "%s", cli_text(path));
    if (setup_path == NULL) {
        snprintf(default_setup, sizeof default_setup, "%s/../trusted_setup.txt", path);
        setup_path = default_setup;
    }
    ecb_kzg_settings *s = NULL;
    ecb_status st = ecb_kzg_settings_load_file(&s, setup_path, 1);
    if (st != ECB_OK) {
        fprintf(stderr, "ecbatch vectors: %s: not a trusted setup: %s\n", cli_text(setup_path),
                ecb_status_str(st));
        printf("%s: 0 passed, 1 failed\n", name);
        return CLI_EXIT_INPUT;
    }
    vectors_kzg_dir(path, s, &tally);
    ecb_kzg_settings_free(s);
    printf("%s: %ld passed, %ld failed\n", name, tally.passed, tally.failed);
    return tally.failed != 0 || tally.passed == 0 ? CLI_EXIT_CHECK : CLI_EXIT_OK;
}

static int run_file(const char *path, const struct vector_options *opt) {
    struct vector_tally tally = {0, 0, 0};
    size_t len;
    char *text = (char *)cli_read_file("ecbatch vectors", path, &json_file_limit, &len);
    if (text == NULL) {
        printf("%s: 0 passed, 1 failed\n", cli_text(path));
        return CLI_EXIT_INPUT;
    }
    char name[CLI_TEXT_MAX + 1]; /* the runners print it */
    snprintf(name, sizeof name, "%s", cli_text(path));
    int rc = vectors_run_buffer(name, text, len, opt, &tally);
    free(text);
    if (rc == VECTORS_UNREADABLE) {
        printf("%s: 0 passed, 1 failed\n", name);
        return CLI_EXIT_INPUT;
    }
    if (rc != 0) tally.failed++;
    printf("%s: %ld passed, %ld failed\n", name, tally.passed, tally.failed);
    return tally.failed != 0 || tally.passed == 0 ? CLI_EXIT_CHECK : CLI_EXIT_OK;
}

int cmd_vectors(int argc, char **argv) {
    static const char *const flags[] = {"--help", "-h", NULL};
    struct vector_options opt = {NULL};
    const char *setup_path = NULL;
    int first = 1, files = cli_opt_options_first(argc, argv, flags);
    for (; first < files; first++) {
        if (!strcmp(argv[first], "--help") || !strcmp(argv[first], "-h")) {
            vectors_usage(stdout);
            return 0;
        } else if (!strcmp(argv[first], "--setup") && first + 1 < files) {
            setup_path = argv[++first];
        } else if (!strcmp(argv[first], "--strategy") && first + 1 < files) {
            ecb_msm_strategy known;
            opt.strategy = argv[++first];
            if (strcmp(opt.strategy, "auto") != 0 &&
                ecb_msm_strategy_parse(opt.strategy, &known) != ECB_OK) {
                fprintf(stderr, "ecbatch vectors: option --strategy: unknown strategy '%s'\n",
                        cli_text(opt.strategy));
                return CLI_EXIT_USAGE;
            }
        } else {
            fprintf(stderr, "ecbatch vectors: unknown option '%s'\n", cli_text(argv[first]));
            vectors_usage(stderr);
            return 2;
        }
    }
    if (first == argc) {
        vectors_usage(stderr);
        return 2;
    }
    /* a profile named by ECBATCH_PROFILE is a bad input file of the whole run, before any case
     * counts (every line is checked whatever group is asked for: msm_profile.h) */
    ecb_msm_costs costs;
    if (getenv("ECBATCH_PROFILE") != NULL &&
        cli_load_costs(NULL, ECB_GROUP_RISTRETTO255, &costs) != 0)
        return CLI_EXIT_INPUT;
    int worst = CLI_EXIT_OK;
    for (int i = first; i < argc; i++) {
        struct stat st;
        int rc = stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode) ? run_kzg_dir(argv[i], setup_path)
                                                                : run_file(argv[i], &opt);
        if (rc > worst) worst = rc;
    }
    return worst;
}
