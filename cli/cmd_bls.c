/* ecbatch bls ...: BLS signatures on BLS12-381 (include/ecbatch/bls.h) from the command line,
 * on files (bls_cli.h, docs/formats.md). This file parses the options and dispatches:
 *
 *   keygen, pubkey, pop-prove, pop-verify          cli/bls_keys.c
 *   sign, verify                                   cli/bls_sign.c
 *   aggregate, aggregate-verify,
 *   fast-aggregate-verify                          cli/bls_aggregate.c
 *   batch-verify                                   cli/bls_batch.c
 *   threshold                                      cli/cmd_bls_threshold.c (its own options) */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "bls_cli.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "cli_text.h"
#include "commands.h"

/* The options each subcommand takes (anything else is a usage error) and whether it takes
 * files after them. */
static const struct {
    const char *sub, *options;
    int files;
} takes[] = {
    {"keygen", " variant out pub ikm-file key-info force ", 0},
    {"pubkey", " variant sk out force ", 0},
    {"sign", " variant sk msg out force ", 0},
    {"verify", " variant pub msg sig ", 0},
    {"aggregate", " variant out force ", 1},
    {"aggregate-verify", " variant sig ", 1},
    {"fast-aggregate-verify", " variant msg sig ", 1},
    {"pop-prove", " variant sk out force ", 0},
    {"pop-verify", " variant pub proof ", 0},
    {"batch-verify", " variant threads json ", 1},
};

static void bls_usage(FILE *out) {
    fprintf(out,
            "usage:\n"
            "  ecbatch bls keygen --out SK [--pub PK] [--ikm-file FILE] [--key-info TEXT]\n"
            "                     [--variant V] [--force]\n"
            "  ecbatch bls pubkey --sk SK --out PK [--variant V] [--force]\n"
            "  ecbatch bls sign --sk SK --msg FILE --out SIG [--variant V] [--force]\n"
            "  ecbatch bls verify --pub PK --msg FILE --sig SIG [--variant V]\n"
            "  ecbatch bls aggregate --out SIG [--variant V] [--force] SIG...\n"
            "  ecbatch bls aggregate-verify --sig SIG [--variant V] PK MSG [PK MSG]...\n"
            "  ecbatch bls fast-aggregate-verify --msg FILE --sig SIG [--variant V] PK...\n"
            "  ecbatch bls pop-prove --sk SK --out PROOF [--variant V] [--force]\n"
            "  ecbatch bls pop-verify --pub PK --proof PROOF [--variant V]\n"
            "  ecbatch bls batch-verify [--threads K] [--json] [--variant V] FILE\n"
            "and threshold signatures, t of n: see `ecbatch bls threshold --help`.\n"
            "V is min-pk (default; Ethereum's: keys in G1, 48 bytes, signatures in G2, 96 bytes)\n"
            "or min-sig (keys in G2, 96 bytes, signatures in G1, 48 bytes); the proof-of-\n"
            "possession ciphersuites of draft-irtf-cfrg-bls-signature-05, as blst.\n"
            "Files (docs/formats.md): a secret key SK is 32 bytes big-endian, 0 < sk < r (mode\n"
            "0600; never replaced, nor any file holding a secret, without --force); keys,\n"
            "signatures and proofs of possession are compressed points; messages any bytes (-:\n"
            "standard input, once), at most %zu bytes for all messages of one command.\n"
            "keygen: KeyGen (salt SHA-256(\"BLS-SIG-KEYGEN-SALT-\"), as blst and EIP-2333) of 32\n"
            "fresh random bytes, or of the bytes of --ikm-file (32..%zu bytes: the same file\n"
            "gives the same key) with --key-info; --pub also writes the public key.\n"
            "verify, aggregate-verify, fast-aggregate-verify, pop-verify: exit 0 when the\n"
            "signature verifies, 1 when not (a key or signature that does not decode, lies\n"
            "outside the subgroup or is an identity key, or a pairing equation that fails).\n"
            "aggregate: the sum of the signatures (each decoded and subgroup-checked: exit 3\n"
            "naming a file that fails). At most %zu keys, signatures or triples per command.\n"
            "batch-verify: FILE (-: standard input) is a JSON array of {\"pubkey\", \"message\",\n"
            "\"signature\"} objects of lower- or upper-case hex (or {\"triples\": [...]}), each key\n"
            "once; checks them in one batch (random weights, one multi-pairing) and prints the\n"
            "indices (from 0) of the invalid triples (exit 1); --json prints {\"valid\", \"count\",\n"
            "\"invalid\": [indices]}. K is an integer in 1..%u (default 1).\n"
            "Outputs are written atomically; --out - writes to standard output; a device,\n"
            "FIFO or socket is never an output (exit 4), nor one of the command's inputs.\n"
            "Options may follow the files.\n" CLI_EXIT_HELP,
            BLS_CLI_MESSAGES_MAX, BLS_CLI_IKM_MAX, ECB_BLS_MAX_COUNT, ECB_BLS_MAX_THREADS);
}

/* The option value of --k into its field of o; 0, or -1 after a message. */
static int set_value(struct bls_opts *o, const char *k, const char *v) {
    static const struct {
        const char *name;
        size_t offset;
    } text[] = {
        {"sk", offsetof(struct bls_opts, sk)},
        {"pub", offsetof(struct bls_opts, pub)},
        {"sig", offsetof(struct bls_opts, sig)},
        {"msg", offsetof(struct bls_opts, msg)},
        {"proof", offsetof(struct bls_opts, proof)},
        {"out", offsetof(struct bls_opts, out)},
        {"ikm-file", offsetof(struct bls_opts, ikm_file)},
        {"key-info", offsetof(struct bls_opts, key_info)},
    };
    for (size_t i = 0; i < sizeof text / sizeof text[0]; i++)
        if (!strcmp(k, text[i].name)) {
            *(const char **)((char *)o + text[i].offset) = v;
            return 0;
        }
    if (!strcmp(k, "variant")) return bls_opts_set_variant(o, BLS_WHO, v);
    return cli_opt_long(BLS_WHO, "--threads", v, 1, ECB_BLS_MAX_THREADS, &o->threads);
}

static int parse_opts(struct bls_opts *o, int argc, char **argv) {
    const char *allowed = NULL;
    int files = 0;
    memset(o, 0, sizeof *o);
    o->sub = argv[0];
    o->variant = ECB_BLS_MIN_PK;
    o->variant_name = "min-pk";
    o->threads = 1;
    for (size_t k = 0; k < sizeof takes / sizeof takes[0]; k++)
        if (!strcmp(o->sub, takes[k].sub)) {
            allowed = takes[k].options;
            files = takes[k].files;
        }
    static const char *const flags[] = {"--force", "--json", NULL};
    int first_file = cli_opt_options_first(argc, argv, flags), i = 1;
    for (; i < first_file; i++) {
        const char *k = argv[i] + 2, *v;
        char word[40];
        snprintf(word, sizeof word, " %s ", k);
        if (strlen(k) > 24 || strstr(allowed, word) == NULL) {
            fprintf(stderr, BLS_WHO " %s: unknown option '%s'\n", o->sub, cli_text(argv[i]));
            return -1;
        }
        if (!strcmp(k, "force") || !strcmp(k, "json")) {
            *(k[0] == 'f' ? &o->force : &o->json) = 1;
            continue;
        }
        /* a value comes from the options, never from the file names after them */
        if ((v = cli_opt_value(BLS_WHO, first_file, argv, &i)) == NULL || set_value(o, k, v) != 0)
            return -1;
    }
    o->first_file = i;
    if (i < argc && !files) {
        fprintf(stderr, BLS_WHO " %s: unexpected argument '%s'\n", o->sub, cli_text(argv[i]));
        return -1;
    }
    return 0;
}

/* 1 when a subcommand's arguments ask for help. */
static int wants_help(int argc, char **argv) {
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return 1;
    return 0;
}

int cmd_bls(int argc, char **argv) {
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        bls_usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? CLI_EXIT_USAGE : CLI_EXIT_OK;
    }
    const char *sub = argv[1];
    if (!strcmp(sub, "threshold")) return cmd_bls_threshold(argc - 1, argv + 1);
    int known = 0;
    for (size_t k = 0; k < sizeof takes / sizeof takes[0]; k++)
        known |= !strcmp(sub, takes[k].sub);
    if (!known) {
        fprintf(stderr, BLS_WHO ": unknown subcommand '%s'\n\n", cli_text(sub));
        bls_usage(stderr);
        return CLI_EXIT_USAGE;
    }
    if (wants_help(argc - 1, argv + 1)) {
        bls_usage(stdout);
        return CLI_EXIT_OK;
    }
    struct bls_opts o;
    if (parse_opts(&o, argc - 1, argv + 1) != 0) return CLI_EXIT_USAGE;
    int n = argc - 1;
    char **v = argv + 1;
    if (!strcmp(sub, "keygen")) return bls_keygen_cmd(&o);
    if (!strcmp(sub, "pubkey")) return bls_pubkey_cmd(&o);
    if (!strcmp(sub, "pop-prove")) return bls_pop_prove_cmd(&o);
    if (!strcmp(sub, "pop-verify")) return bls_pop_verify_cmd(&o);
    if (!strcmp(sub, "sign")) return bls_sign_cmd(&o);
    if (!strcmp(sub, "verify")) return bls_verify_cmd(&o);
    if (!strcmp(sub, "aggregate")) return bls_aggregate_cmd(&o, n, v);
    if (!strcmp(sub, "aggregate-verify")) return bls_aggregate_verify_cmd(&o, n, v);
    if (!strcmp(sub, "fast-aggregate-verify")) return bls_fast_aggregate_verify_cmd(&o, n, v);
    return bls_batch_verify_cmd(&o, n, v);
}
