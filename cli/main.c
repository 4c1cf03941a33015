/* ecbatch: the command-line front end. Dispatches to the subcommands in cli/cmd_*.c. */
#include <sodium.h>
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "cli_file.h"
#include "util/cpu.h"

struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
};

static const struct command commands[] = {
    {"vectors", cmd_vectors, "run test-vector files (../shared/vectors format)"},
    {"bench", cmd_bench,
     "benchmarks: bench ops, bench msm (--fixed), bench bpp, bench bte,\n"
     "             bench pairing, bench bls, bench kzg"},
    {"demo", cmd_demo, "a short tour of what ecbatch does, with timings"},
    {"bte", cmd_bte,
     "threshold decryption: demo, keygen, encrypt, request, respond, verify,\n"
     "             combine"},
    {"tune", cmd_tune, "measure this machine's MSM unit costs into a profile file"},
    {"bpp", cmd_bpp, "Bulletproofs+ range proofs: prove, verify (JSON)"},
    {"bls", cmd_bls,
     "BLS signatures: keygen, pubkey, sign, verify, aggregate,\n"
     "             aggregate-verify, fast-aggregate-verify, pop-prove, pop-verify,\n"
     "             batch-verify, threshold"},
    {"kzg", cmd_kzg,
     "EIP-4844 KZG commitments: commit, prove, verify, verify-batch;\n"
     "             EIP-7594 cells: cells, recover"},
};

static void usage(FILE *out) {
    fprintf(out, "usage: ecbatch COMMAND [OPTIONS]\n       ecbatch --version | --help\n\n"
                 "commands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(out, "  %-10s %s\n", commands[i].name, commands[i].summary);
    fprintf(out, "\n  --version  the version and the active kernel level (backend)\n"
                 "  --help     this text\n"
                 "`ecbatch COMMAND --help` describes a command's options.\n" CLI_EXIT_HELP);
}

int main(int argc, char **argv) {
    if (sodium_init() < 0) {
        fprintf(stderr, "ecbatch: libsodium failed to initialise\n");
        return 2;
    }
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("ecbatch %s\nbackend: %s\n", ECBATCH_VERSION,
               ecb_cpu_level_name(ecb_cpu_level_get()));
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name)) return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "ecbatch: unknown command '%s'\n\n", argv[1]);
    usage(stderr);
    return 2;
}
