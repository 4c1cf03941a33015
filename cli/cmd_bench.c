/* ecbatch bench ops|msm ...: medians and per-point costs as a table or JSON lines. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "commands.h"
#include "util/cpu.h"

struct ops_group {
    const char *name;
    int (*run)(const struct bench_output *);
};

static const struct ops_group ops_groups[] = {
    {"ristretto255", bench_ops_ristretto255}, {"hash", bench_ops_hash},
    {"bls12-381-g1", bench_ops_bls12_381_g1}, {"bls12-381-g2", bench_ops_bls12_381_g2},
    {"bls12-377-g1", bench_ops_bls12_377_g1}, {"bn254-g1", bench_ops_bn254_g1},
    {"bls12-381-pairing", bench_ops_pairing}, {NULL, NULL},
};

static void bench_usage(FILE *out) {
    fprintf(out,
            "usage: ecbatch bench ops|msm|bpp|bte|pairing|bls|kzg [OPTIONS]\n"
            "  ops  median ns per elementary operation of one group\n"
            "  msm  MSM strategies and the plan's choice in every group; with --fixed the\n"
            "       fixed-base MSM against the plain plan\n"
            "  bpp  Bulletproofs+ verification, recovery and proving\n"
            "  bte  threshold decryption's phases\n"
            "  pairing  Miller loop, final exponentiation, pairing, products of 8-64, hash to G2\n"
            "  bls  BLS sign, verify, aggregate and batch verification\n"
            "  kzg  EIP-4844 KZG commitments, proofs and (batch) verification\n"
            "  `ecbatch bench SUB --help` lists each one's options. msm, bpp, bte, pairing,\n"
            "  bls and kzg print JSON lines of one schema (--json) and set other libraries'\n"
            "  measured figures beside theirs (--compare FILE).\n" CLI_EXIT_HELP);
}

static void ops_usage(FILE *out) {
    fprintf(out,
            "usage: ecbatch bench ops [--group G] [--json] [--samples K]\n"
            "  median ns per operation of group G: ristretto255 (default), hash,\n"
            "  bls12-381-g1, bls12-381-g2, bls12-377-g1, bn254-g1, bls12-381-pairing\n"
            "  --json        one JSON object per line instead of a table\n"
            "  --samples K   samples per median, 1..%d (default 11)\n" CLI_EXIT_HELP,
            BENCH_MAX_SAMPLES);
}

static int bench_ops(int argc, char **argv) {
    static const char *who = "ecbatch bench ops";
    struct bench_output out = {0, 20.0, 11};
    const char *group = "ristretto255";
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) {
            out.json = 1;
        } else if (!strcmp(argv[i], "--group") || !strcmp(argv[i], "--samples")) {
            const char *opt = argv[i], *v = cli_opt_value(who, argc, argv, &i);
            if (v == NULL) return CLI_EXIT_USAGE;
            if (!strcmp(opt, "--group"))
                group = v;
            else if (cli_opt_int(who, opt, v, 1, BENCH_MAX_SAMPLES, &out.samples) != 0)
                return CLI_EXIT_USAGE;
        } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            ops_usage(stdout);
            return CLI_EXIT_OK;
        } else {
            fprintf(stderr, "%s: unknown option '%s'\n", who, argv[i]);
            return CLI_EXIT_USAGE;
        }
    }
    for (size_t g = 0; ops_groups[g].name != NULL; g++) {
        if (strcmp(group, ops_groups[g].name) != 0) continue;
        if (!out.json)
            printf("backend: %s (ECBATCH_CPU=portable|adx|ifma caps it)\n",
                   ecb_cpu_level_name(ecb_cpu_level_get()));
        return ops_groups[g].run(&out);
    }
    fprintf(stderr, "%s: option --group: unknown group '%s'\n", who, group);
    return CLI_EXIT_USAGE;
}

/* 1 when the arguments hold the flag `flag`. */
static int has_arg(int argc, char **argv, const char *flag) {
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], flag)) return 1;
    return 0;
}

int cmd_bench(int argc, char **argv) {
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        bench_usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    if (!strcmp(argv[1], "ops")) return bench_ops(argc - 1, argv + 1);
    if (!strcmp(argv[1], "msm") && has_arg(argc - 1, argv + 1, "--fixed"))
        return bench_msm_fixed(argc - 1, argv + 1);
    if (!strcmp(argv[1], "msm")) return bench_msm(argc - 1, argv + 1);
    if (!strcmp(argv[1], "bpp")) return bench_bpp(argc - 1, argv + 1);
    if (!strcmp(argv[1], "bte")) return bench_bte(argc - 1, argv + 1);
    if (!strcmp(argv[1], "pairing")) return bench_pairing(argc - 1, argv + 1);
    if (!strcmp(argv[1], "bls")) return bench_bls(argc - 1, argv + 1);
    if (!strcmp(argv[1], "kzg")) return bench_kzg(argc - 1, argv + 1);
    fprintf(stderr, "ecbatch bench: unknown benchmark '%s'\n", argv[1]);
    bench_usage(stderr);
    return 2;
}
