/* ecbatch bls ...: BLS signatures on BLS12-381 from the command line. Each subcommand is a
 * function of its own file; this one only dispatches. */
#include <stdio.h>
#include <string.h>

#include "cli_file.h"
#include "cli_text.h"
#include "commands.h"

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} subcommands[] = {
    {"threshold", cmd_bls_threshold, "threshold BLS signatures (t of n)"},
};

static void bls_usage(FILE *out) {
    fprintf(out, "usage: ecbatch bls SUBCOMMAND [OPTIONS]\n\nsubcommands:\n");
    for (size_t i = 0; i < sizeof subcommands / sizeof subcommands[0]; i++)
        fprintf(out, "  %-22s %s\n", subcommands[i].name, subcommands[i].summary);
    fprintf(out, "`ecbatch bls SUBCOMMAND --help` describes a subcommand's options.\n" CLI_EXIT_HELP);
}

int cmd_bls(int argc, char **argv) {
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        bls_usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? CLI_EXIT_USAGE : CLI_EXIT_OK;
    }
    for (size_t i = 0; i < sizeof subcommands / sizeof subcommands[0]; i++)
        if (!strcmp(argv[1], subcommands[i].name)) return subcommands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "ecbatch bls: unknown subcommand '%s'\n\n", cli_text(argv[1]));
    bls_usage(stderr);
    return CLI_EXIT_USAGE;
}
