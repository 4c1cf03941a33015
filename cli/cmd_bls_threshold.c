/* ecbatch bls threshold ...: t-of-n BLS signatures (include/ecbatch/bls.h, "threshold
 * signatures") with the dealing `ecbatch bte keygen` writes. This file parses the options and
 * dispatches to cli/bls_threshold.c:
 *
 *   sign          --share S --msg M --out PARTIAL           one participant's partial signature
 *   verify        --pub P --msg M --partial PARTIAL         one partial against its public share
 *   batch-verify  --pub P --msg M PARTIAL...                many partials in one batch
 *   recover       --pub P --out SIG PARTIAL...              the group signature from t partials
 *   pubkey        --pub P --out PK                          the group public key */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "bls_cli.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "cli_text.h"
#include "commands.h"

#define WHO BLS_WHO " threshold"

/* The options each subcommand takes (anything else is a usage error) and whether it takes
 * partial signature files after them. */
static const struct {
    const char *sub, *options;
    int files;
} takes[] = {
    {"sign", " share msg out variant force ", 0},
    {"verify", " pub msg partial variant ", 0},
    {"batch-verify", " pub msg threads json variant ", 1},
    {"recover", " pub out threads variant force ", 1},
    {"pubkey", " pub out variant force ", 0},
};

static void usage(FILE *out) {
    fprintf(out,
            "usage:\n"
            "  ecbatch bls threshold sign --share SHARE --msg FILE --out PARTIAL [--variant V]\n"
            "                             [--force]\n"
            "  ecbatch bls threshold verify --pub PUBLIC --msg FILE --partial PARTIAL\n"
            "                               [--variant V]\n"
            "  ecbatch bls threshold batch-verify --pub PUBLIC --msg FILE [--threads K] [--json]\n"
            "                                     [--variant V] PARTIAL...\n"
            "  ecbatch bls threshold recover --pub PUBLIC --out SIG [--threads K] [--variant V]\n"
            "                                [--force] PARTIAL...\n"
            "  ecbatch bls threshold pubkey --pub PUBLIC --out PK [--variant V] [--force]\n"
            "t-of-n BLS signatures over the dealing of `ecbatch bte keygen --t T --n N --dir D`:\n"
            "PUBLIC is D/public.bte (the public polynomial; a MinPk dealing signs min-pk, keys\n"
            "in G1, a MinSig one min-sig, keys in G2), SHARE a D/share-<i>.bte (secret). V is\n"
            "min-pk (default) or min-sig; the dealing's file sets it, and a --variant naming\n"
            "the other one is refused (exit 3). A partial signature PARTIAL is 4 bytes of the\n"
            "participant index x = i + 1 (big-endian) and the compressed signature x_i H(m):\n"
            "100 bytes min-pk, 52 min-sig (docs/formats.md). Messages are any bytes (-:\n"
            "standard input, once), at most %zu bytes.\n"
            "sign: the partial of share i. verify: exit 0 when the partial verifies against its\n"
            "public share, 1 when not (naming the reason: index 0, above n, a point that does\n"
            "not decode or lies outside the subgroup, the pairing equation). batch-verify:\n"
            "checks 1..%zu partials in one batch (random weights, one MSM over the polynomial,\n"
            "one over the signatures, one product of two pairings) and names the invalid\n"
            "ones (exit 1); --json prints {\"valid\", \"variant\", \"count\", \"invalid\":\n"
            "[positions from 0]}. recover: the group signature from t..%zu partials of\n"
            "distinct participants (Lagrange interpolation at 0; it checks no partial: verify\n"
            "them first), an ordinary signature that `ecbatch bls verify` accepts under the\n"
            "group key pubkey writes. K is an integer in 1..%u (default 1).\n"
            "Outputs are written atomically; --out - writes to standard output; a device,\n"
            "FIFO or socket is never an output (exit 4), nor one of the command's inputs.\n"
            "Options may follow the files.\n" CLI_EXIT_HELP,
            BLS_CLI_MESSAGES_MAX, ECB_BLS_MAX_PARTIALS, ECB_BLS_MAX_PARTIALS, ECB_BLS_MAX_THREADS);
}

/* The option value of --k into its field of o; 0, or -1 after a message. */
static int set_value(struct bls_opts *o, const char *k, const char *v) {
    static const struct {
        const char *name;
        size_t offset;
    } text[] = {
        {"share", offsetof(struct bls_opts, share)},
        {"pub", offsetof(struct bls_opts, pub)},
        {"msg", offsetof(struct bls_opts, msg)},
        {"partial", offsetof(struct bls_opts, partial)},
        {"out", offsetof(struct bls_opts, out)},
    };
    for (size_t i = 0; i < sizeof text / sizeof text[0]; i++)
        if (!strcmp(k, text[i].name)) {
            *(const char **)((char *)o + text[i].offset) = v;
            return 0;
        }
    if (!strcmp(k, "variant")) return bls_opts_set_variant(o, WHO, v);
    return cli_opt_long(WHO, "--threads", v, 1, ECB_BLS_MAX_THREADS, &o->threads);
}

static int parse_opts(struct bls_opts *o, int argc, char **argv, const char *allowed, int files) {
    memset(o, 0, sizeof *o);
    o->sub = argv[0];
    o->variant = ECB_BLS_MIN_PK;
    o->variant_name = "min-pk";
    o->threads = 1;
    static const char *const flags[] = {"--force", "--json", NULL};
    int first_file = cli_opt_options_first(argc, argv, flags), i = 1;
    for (; i < first_file; i++) {
        const char *k = argv[i] + 2, *v;
        char word[40];
        snprintf(word, sizeof word, " %s ", k);
        if (strlen(k) > 24 || strstr(allowed, word) == NULL) {
            fprintf(stderr, WHO " %s: unknown option '%s'\n", o->sub, cli_text(argv[i]));
            return -1;
        }
        if (!strcmp(k, "force") || !strcmp(k, "json")) {
            *(k[0] == 'f' ? &o->force : &o->json) = 1;
            continue;
        }
        /* a value comes from the options, never from the file names after them */
        if ((v = cli_opt_value(WHO, first_file, argv, &i)) == NULL || set_value(o, k, v) != 0)
            return -1;
    }
    o->first_file = i;
    if (i < argc && !files) {
        fprintf(stderr, WHO " %s: unexpected argument '%s'\n", o->sub, cli_text(argv[i]));
        return -1;
    }
    return 0;
}

int cmd_bls_threshold(int argc, char **argv) {
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? CLI_EXIT_USAGE : CLI_EXIT_OK;
    }
    const char *sub = argv[1], *allowed = NULL;
    int files = 0;
    for (size_t k = 0; k < sizeof takes / sizeof takes[0]; k++)
        if (!strcmp(sub, takes[k].sub)) {
            allowed = takes[k].options;
            files = takes[k].files;
        }
    if (allowed == NULL) {
        fprintf(stderr, WHO ": unknown subcommand '%s'\n\n", cli_text(sub));
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    for (int i = 2; i < argc; i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return CLI_EXIT_OK;
        }
    struct bls_opts o;
    if (parse_opts(&o, argc - 1, argv + 1, allowed, files) != 0) return CLI_EXIT_USAGE;
    int n = argc - 1;
    char **v = argv + 1;
    if (!strcmp(sub, "sign")) return bls_threshold_sign_cmd(&o);
    if (!strcmp(sub, "verify")) return bls_threshold_verify_cmd(&o);
    if (!strcmp(sub, "batch-verify")) return bls_threshold_batch_verify_cmd(&o, n, v);
    if (!strcmp(sub, "recover")) return bls_threshold_recover_cmd(&o, n, v);
    return bls_threshold_pubkey_cmd(&o);
}
