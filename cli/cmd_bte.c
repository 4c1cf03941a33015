/* ecbatch bte ...: batched threshold decryption from the command line. `demo` runs a whole
 * round trip in one process; the other subcommands work on files, so that the dealer, the
 * clients, the servers and the combiner can be separate processes:
 *
 *   keygen   --variant V --t T --n N --dir D [--force]  D/public.bte, D/share-<i>.bte
 *            (cli/bte_keygen.c)
 *   encrypt  --pub P --msg TEXT|--msg-file F|--msg-hex HEX [--label L] --out C
 *   request  --pub P --context TEXT --out B C...   a batch file (context and ciphertexts);
 *                                                  prints the valid positions and the digest
 *   respond  --pub P --share S --batch B --out R [--threads K]
 *   verify   --pub P --batch B [--threads K] R...  names every invalid responder
 *   combine  --pub P --batch B [--out DIR|-] [--json] R...  verifies, then combines the valid
 *            ones (verify and combine: cli/bte_verify.c)
 *
 * Files: public.bte and batch files are described in bte_files.h; shares, ciphertexts and
 * responses are the library's encodings (bte.h). Every output is written atomically
 * (cli_file.h), never onto one of the command's inputs nor onto a secret without --force;
 * shares are secrets (mode 0600). --out - writes to standard output. */
#include <sodium.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bte_cli.h"
#include "bte_files.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "cli_text.h"
#include "commands.h"
#include "ecbatch/bte.h"

#define WHO BTE_WHO

/* ---- files ---------------------------------------------------------------------------------- */

void bte_print_hex(const char *label, const uint8_t *b, size_t len) {
    char hex[2 * 64 + 1];
    size_t n = len < 64 ? len : 64;
    sodium_bin2hex(hex, sizeof hex, b, n);
    printf("%s%s%s\n", label, hex, len > n ? "..." : "");
}

ecb_bte_public *bte_read_public(const char *path) {
    size_t len;
    char why[160];
    struct cli_limit limit = bte_file_limit(BTE_FILE_PUBLIC, NULL);
    uint8_t *b = cli_read_file(WHO, path, &limit, &len);
    ecb_bte_public *pub = NULL;
    if (b != NULL && bte_public_file_decode(&pub, b, len, why, sizeof why) != ECB_OK)
        fprintf(stderr, WHO ": %s: %s\n", cli_text(path), why);
    free(b);
    return pub;
}

int bte_read_batch(struct bte_batch *out, const char *path, ecb_bte_variant v) {
    size_t len;
    char why[200];
    struct cli_limit limit = bte_file_limit(BTE_FILE_BATCH, &v);
    uint8_t *buf = cli_read_file(WHO, path, &limit, &len);
    memset(out, 0, sizeof *out);
    if (buf == NULL) return -1;
    ecb_status st = bte_batch_decode(out, v, buf, len, why, sizeof why);
    free(buf);
    if (st != ECB_OK) {
        fprintf(stderr, WHO ": %s: not a %s batch file: %s\n", cli_text(path),
                ecb_bte_variant_name(v), why);
        return -1;
    }
    return 0;
}

ecb_bte_request *bte_batch_request(const ecb_bte_public *pub, const struct bte_batch *b,
                                   unsigned threads) {
    ecb_bte_point pk;
    ecb_bte_request *req = NULL;
    ecb_bte_public_key(pub, &pk);
    ecb_status st =
        ecb_bte_request_new_var(&req, &pk, (const ecb_bte_ciphertext *const *)b->cts, b->count,
                                b->context, b->context_len, ecb_bte_public_threshold(pub), threads);
    if (st != ECB_OK) {
        fprintf(stderr, WHO ": request: %s\n", ecb_status_str(st));
        return NULL;
    }
    return req;
}

/* Checks an output before any work: writable, not a secret without --force, none of inputs. */
static int check_output(const char *who, const char *out, unsigned flags, const char *const *inputs,
                        size_t n_inputs) {
    if (cli_check_output(who, out, flags) != 0) return -1;
    return cli_check_not_input(who, out, inputs, n_inputs);
}

/* Where a command's report goes: standard error when its output is standard output. */
static FILE *report_to(const char *out) {
    return cli_is_stdout(out) ? stderr : stdout;
}

/* ---- options ------------------------------------------------------------------------------ */

/* The options each subcommand takes (anything else is a usage error). */
static const struct {
    const char *sub, *options;
} takes[] = {
    {"demo", " variant t n "},
    {"keygen", " variant t n dir force "},
    {"encrypt", " pub msg msg-file msg-hex label out force "},
    {"request", " pub context out threads force "},
    {"respond", " pub share batch out threads force "},
    {"verify", " pub batch threads "},
    {"combine", " pub batch threads out json force "},
};

/* The option value of --k into its field of o; 0, or -1 after a message. */
static int set_value(struct bte_opts *o, const char *k, const char *v) {
    static const struct {
        const char *name;
        size_t offset;
    } text[] = {
        {"variant", offsetof(struct bte_opts, variant)},
        {"dir", offsetof(struct bte_opts, dir)},
        {"pub", offsetof(struct bte_opts, pub)},
        {"msg", offsetof(struct bte_opts, msg)},
        {"msg-file", offsetof(struct bte_opts, msg_file)},
        {"msg-hex", offsetof(struct bte_opts, msg_hex)},
        {"label", offsetof(struct bte_opts, label)},
        {"out", offsetof(struct bte_opts, out)},
        {"context", offsetof(struct bte_opts, context)},
        {"share", offsetof(struct bte_opts, share)},
        {"batch", offsetof(struct bte_opts, batch)},
    };
    for (size_t i = 0; i < sizeof text / sizeof text[0]; i++)
        if (!strcmp(k, text[i].name)) {
            *(const char **)((char *)o + text[i].offset) = v;
            return 0;
        }
    if (!strcmp(k, "t")) return cli_opt_long(WHO, "--t", v, 1, 1000, &o->t);
    if (!strcmp(k, "n")) return cli_opt_long(WHO, "--n", v, 1, 1000, &o->n);
    return cli_opt_long(WHO, "--threads", v, 1, ECB_BTE_MAX_THREADS, &o->threads);
}

static int parse_opts(struct bte_opts *o, const char *sub, int argc, char **argv) {
    const char *allowed = NULL;
    memset(o, 0, sizeof *o);
    o->variant = "minsig";
    o->label = "";
    o->threads = 1;
    for (size_t k = 0; k < sizeof takes / sizeof takes[0]; k++)
        if (!strcmp(sub, takes[k].sub)) allowed = takes[k].options;
    if (allowed == NULL) {
        fprintf(stderr, WHO ": unknown subcommand '%s'\n", cli_text(sub));
        return -1;
    }
    static const char *const flags[] = {"--force", "--json", NULL};
    int first_file = cli_opt_options_first(argc, argv, flags), i = 1;
    for (; i < first_file; i++) {
        const char *k = argv[i] + 2, *v;
        char word[40];
        snprintf(word, sizeof word, " %s ", k);
        if (strlen(k) > 20 || strstr(allowed, word) == NULL) {
            fprintf(stderr, WHO " %s: unknown option '%s'\n", sub, cli_text(argv[i]));
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
    if (i < argc && strcmp(sub, "request") && strcmp(sub, "verify") && strcmp(sub, "combine")) {
        fprintf(stderr, WHO " %s: unexpected argument '%s'\n", sub, cli_text(argv[i]));
        return -1;
    }
    return 0;
}

static void bte_usage(FILE *out) {
    fprintf(out,
            "usage:\n"
            "  ecbatch bte demo [--variant minsig|minpk] [--t T] [--n N]\n"
            "  ecbatch bte keygen --t T --n N --dir DIR [--variant minsig|minpk] [--force]\n"
            "  ecbatch bte encrypt --pub DIR/public.bte (--msg TEXT | --msg-file FILE |\n"
            "                      --msg-hex HEX) [--label TEXT] --out CT [--force]\n"
            "  ecbatch bte request --pub P --context TEXT --out BATCH [--threads K] [--force]\n"
            "                      CT...\n"
            "  ecbatch bte respond --pub P --share S --batch BATCH --out RESP [--threads K]\n"
            "                      [--force]\n"
            "  ecbatch bte verify --pub P --batch BATCH [--threads K] RESP...\n"
            "  ecbatch bte combine --pub P --batch BATCH [--threads K] [--out DIR] [--json]\n"
            "                      [--force] RESP...\n"
            "demo: one round in one process, 2 <= T < N <= 64 (default T 3, N 5; with --t alone\n"
            "N is T + 2, with --n alone T is max(2, N - 2); the demo prints what it uses).\n"
            "keygen: T and N in 1..1000 (T <= N); without --force it refuses a DIR holding a\n"
            "dealing (public.bte, share-*.bte); with --force it first removes the old dealing's\n"
            "shares share-N.bte beyond the new N, then writes the new one. Every share-N.bte\n"
            "must hold share N: any other file of such a name is refused, --force or not.\n"
            "encrypt: exactly one of --msg (text), --msg-file (its bytes; - for standard input)\n"
            "and --msg-hex (bytes in hex).\n"
            "A response's server index comes from the response itself; verify checks it against\n"
            "that server's public share from the public polynomial, and refuses a response\n"
            "named twice or two responses of one server. combine verifies, then combines the\n"
            "valid responses (one per server) and prints each plaintext exactly, in quotes with\n"
            "C escapes (\\\", \\\\, \\n, \\r, \\t, \\xHH for every other byte outside printable\n"
            "ASCII); --out DIR also writes plaintext-P (the bytes of the ciphertext at position\n"
            "P, mode 0600) into DIR; --json prints {\"plaintexts\": [{\"position\", \"hex\"}]} to\n"
            "standard output instead (the report goes to standard error); --out - is --json.\n"
            "Outputs are written atomically (a temporary file, then rename): a failing command\n"
            "leaves no output and an existing one untouched. --out - writes to standard output;\n"
            "a device, FIFO or socket is never an output (exit 4, --force or not). Options may\n"
            "follow the files. request refuses a batch with no valid ciphertext (exit 1).\n"
            "No output may be one of the command's inputs, and none replaces a file holding a\n"
            "secret (a share, Bulletproofs+ blindings) unless --force is given. Shares are\n"
            "created with mode 0600.\n"
            "K is an integer in 1..%u.\n" CLI_EXIT_HELP,
            ECB_BTE_MAX_THREADS);
}

/* ---- subcommands -------------------------------------------------------------------------- */

/* The message of encrypt given on the command line (--msg TEXT or --msg-hex HEX) into a fresh
 * buffer of *len bytes; NULL after a message (a usage error). The message is a secret: an error
 * names the position and the rule, never the text. */
static uint8_t *inline_message(const struct bte_opts *o, size_t *len) {
    const char *text = o->msg != NULL ? o->msg : o->msg_hex;
    size_t tlen = strlen(text), bad = strspn(text, "0123456789abcdefABCDEF");
    if (o->msg_hex != NULL && bad < tlen) {
        fprintf(stderr,
                WHO
                " encrypt: option --msg-hex: character %zu of %zu is not a hex digit (0-9, a-f, "
                "A-F)\n",
                bad + 1, tlen);
        return NULL;
    }
    if (o->msg_hex != NULL && tlen % 2 != 0) {
        fprintf(stderr,
                WHO " encrypt: option --msg-hex: %zu hex digits, not an even number (two per "
                    "byte)\n",
                tlen);
        return NULL;
    }
    uint8_t *b = malloc(tlen + 1);
    if (b == NULL) {
        fprintf(stderr, WHO " encrypt: out of memory\n");
        return NULL;
    }
    if (o->msg != NULL) {
        memcpy(b, text, tlen);
        *len = tlen;
    } else { /* checked above: an even number of hex digits, all of them decoded */
        (void)sodium_hex2bin(b, tlen, text, tlen, NULL, len, NULL);
    }
    return b;
}

static int bte_encrypt_cmd(const struct bte_opts *o) {
    const char *inputs[] = {o->pub, o->msg_file};
    unsigned flags = o->force ? CLI_WRITE_FORCE : 0;
    if (o->pub == NULL || o->out == NULL ||
        (o->msg != NULL) + (o->msg_file != NULL) + (o->msg_hex != NULL) != 1) {
        fprintf(stderr, WHO " encrypt: need --pub, --out and exactly one of --msg, --msg-file "
                            "and --msg-hex\n");
        return CLI_EXIT_USAGE;
    }
    size_t msg_len = 0;
    uint8_t *msg = o->msg_file == NULL ? inline_message(o, &msg_len) : NULL;
    if (o->msg_file == NULL && msg == NULL) return CLI_EXIT_USAGE;
    ecb_bte_public *pub = NULL;
    ecb_bte_ciphertext *ct = NULL;
    int rc = CLI_EXIT_OUTPUT;
    if (check_output(WHO " encrypt", o->out, flags, inputs, 2) != 0) goto done;
    rc = CLI_EXIT_INPUT;
    struct cli_limit limit = bte_file_limit(BTE_FILE_MESSAGE, NULL);
    if (o->msg_file != NULL &&
        (msg = cli_read_file(WHO " encrypt", o->msg_file, &limit, &msg_len)) == NULL)
        goto done;
    if ((pub = bte_read_public(o->pub)) == NULL) goto done;
    ecb_bte_point pk;
    ecb_bte_public_key(pub, &pk);
    ecb_status st =
        ecb_bte_encrypt(&ct, &pk, (const uint8_t *)o->label, strlen(o->label), msg, msg_len);
    if (st != ECB_OK) {
        fprintf(stderr, WHO " encrypt: %s\n", ecb_status_str(st));
        rc = st == ECB_ERR_SIZE_OVERFLOW ? CLI_EXIT_INPUT : CLI_EXIT_OUTPUT;
        goto done;
    }
    rc = CLI_EXIT_OUTPUT;
    size_t len = ecb_bte_ciphertext_encoded_size(ct);
    uint8_t *b = malloc(len);
    if (b != NULL) {
        ecb_bte_ciphertext_encode(b, ct);
        if (cli_write_atomic(WHO " encrypt", o->out, b, len, flags) == 0) {
            rc = CLI_EXIT_OK;
            fprintf(report_to(o->out), "ciphertext of %zu bytes (message: %zu) written to %s\n",
                    len, msg_len, cli_is_stdout(o->out) ? "standard output" : cli_text(o->out));
        }
    }
    free(b);
done:
    if (msg != NULL) sodium_memzero(msg, msg_len);
    free(msg);
    ecb_bte_ciphertext_free(ct);
    ecb_bte_public_free(pub);
    return rc;
}

/* Prints the valid positions and the digest of a request to f. */
static void print_request(FILE *f, const ecb_bte_request *req, size_t count) {
    size_t m = ecb_bte_request_valid_count(req);
    const uint32_t *valid = ecb_bte_request_valid_indices(req);
    uint8_t d[ECB_BTE_DIGEST_BYTES];
    char hex[2 * ECB_BTE_DIGEST_BYTES + 1];
    fprintf(f, "batch of %zu ciphertexts, %zu valid:", count, m);
    for (size_t i = 0; i < m; i++)
        fprintf(f, " %u", valid[i]);
    ecb_bte_request_digest(req, d);
    sodium_bin2hex(hex, sizeof hex, d, sizeof d);
    fprintf(f, "\nrequest digest D = %s\n", hex);
}

static int bte_request_cmd(const struct bte_opts *o, int argc, char **argv) {
    if (o->pub == NULL || o->context == NULL || o->out == NULL || o->first_file >= argc) {
        fprintf(stderr, WHO " request: need --pub, --context, --out and ciphertexts\n");
        return CLI_EXIT_USAGE;
    }
    size_t count = (size_t)(argc - o->first_file), len = 0;
    const char **inputs = calloc(count + 1, sizeof *inputs);
    if (inputs == NULL) return CLI_EXIT_OUTPUT;
    inputs[0] = o->pub;
    for (size_t i = 0; i < count; i++)
        inputs[i + 1] = argv[o->first_file + (int)i];
    int refused =
        check_output(WHO " request", o->out, o->force ? CLI_WRITE_FORCE : 0, inputs, count + 1);
    free(inputs);
    if (refused) return CLI_EXIT_OUTPUT;
    ecb_bte_public *pub = bte_read_public(o->pub);
    if (pub == NULL) return CLI_EXIT_INPUT;
    ecb_bte_variant v = ecb_bte_public_variant(pub);
    uint8_t **cts = calloc(count, sizeof *cts), *out = NULL;
    size_t *lens = calloc(count, sizeof *lens);
    struct bte_batch b = {NULL, 0, 0, NULL};
    ecb_bte_request *req = NULL;
    int rc = CLI_EXIT_INPUT;
    if (cts == NULL || lens == NULL) goto done;
    /* every input is checked here, so an error names the file at fault */
    struct cli_limit limit = bte_file_limit(BTE_FILE_CIPHERTEXT, &v);
    for (size_t i = 0; i < count; i++) {
        const char *path = argv[o->first_file + (int)i];
        ecb_bte_ciphertext *ct = NULL;
        if ((cts[i] = cli_read_file(WHO " request", path, &limit, &lens[i])) == NULL) goto done;
        ecb_status st = ecb_bte_ciphertext_decode(&ct, v, cts[i], lens[i]);
        ecb_bte_ciphertext_free(ct);
        if (st != ECB_OK) {
            fprintf(stderr, WHO " request: %s: not a %s ciphertext (%s)\n", cli_text(path),
                    ecb_bte_variant_name(v), ecb_status_str(st));
            goto done;
        }
    }
    char why[200];
    out = bte_batch_encode((const uint8_t *)o->context, strlen(o->context),
                           (const uint8_t *const *)cts, lens, count, &len);
    /* decoded as every party will decode the file */
    if (out == NULL || bte_batch_decode(&b, v, out, len, why, sizeof why) != ECB_OK) {
        fprintf(stderr, WHO " request: cannot form the batch: %s\n", out ? why : "too large");
        goto done;
    }
    rc = CLI_EXIT_CHECK;
    if ((req = bte_batch_request(pub, &b, (unsigned)o->threads)) == NULL) goto done;
    if (ecb_bte_request_valid_count(req) == 0) {
        /* no server could answer it: every ciphertext's proof fails under this key and label */
        fprintf(stderr,
                WHO " request: none of the %zu ciphertexts is valid under %s (each one's proof "
                    "fails); no batch written\n",
                b.count, cli_text(o->pub));
        goto done;
    }
    rc = CLI_EXIT_OUTPUT;
    if (cli_write_atomic(WHO " request", o->out, out, len, o->force ? CLI_WRITE_FORCE : 0) != 0)
        goto done;
    print_request(report_to(o->out), req, b.count);
    rc = CLI_EXIT_OK;
done:
    for (size_t i = 0; cts != NULL && i < count; i++)
        free(cts[i]);
    free(cts);
    free(lens);
    ecb_bte_request_free(req);
    bte_batch_free(&b);
    free(out);
    ecb_bte_public_free(pub);
    return rc;
}

static int bte_respond_cmd(const struct bte_opts *o) {
    const char *inputs[] = {o->pub, o->share, o->batch};
    if (o->pub == NULL || o->share == NULL || o->batch == NULL || o->out == NULL) {
        fprintf(stderr, WHO " respond: need --pub, --share, --batch and --out\n");
        return CLI_EXIT_USAGE;
    }
    if (check_output(WHO " respond", o->out, o->force ? CLI_WRITE_FORCE : 0, inputs, 3) != 0)
        return CLI_EXIT_OUTPUT;
    ecb_bte_public *pub = bte_read_public(o->pub);
    struct bte_batch b = {NULL, 0, 0, NULL};
    ecb_bte_share share;
    ecb_bte_request *req = NULL;
    ecb_bte_response *resp = NULL;
    size_t slen = 0;
    struct cli_limit limit = bte_file_limit(BTE_FILE_SHARE, NULL);
    uint8_t *sb = pub != NULL ? cli_read_file(WHO " respond", o->share, &limit, &slen) : NULL;
    int rc = CLI_EXIT_INPUT;
    memset(&share, 0, sizeof share);
    if (sb == NULL || bte_read_batch(&b, o->batch, ecb_bte_public_variant(pub)) != 0) goto done;
    ecb_status st = ecb_bte_share_decode(&share, sb, slen);
    if (st != ECB_OK) {
        fprintf(stderr, WHO " respond: %s: not a share (%s)\n", cli_text(o->share),
                ecb_status_str(st));
        goto done;
    }
    if ((st = ecb_bte_share_check(pub, &share)) != ECB_OK) {
        fprintf(stderr, WHO " respond: %s: not a share of %s (%s)\n", cli_text(o->share),
                cli_text(o->pub), ecb_status_str(st));
        goto done;
    }
    rc = CLI_EXIT_CHECK;
    if ((req = bte_batch_request(pub, &b, (unsigned)o->threads)) == NULL) goto done;
    st = ecb_bte_respond(&resp, req, &share, (unsigned)o->threads);
    if (st != ECB_OK) {
        fprintf(stderr, WHO " respond: %s\n", ecb_status_str(st));
        goto done;
    }
    size_t len = ecb_bte_response_encoded_size(resp);
    uint8_t *enc = malloc(len);
    rc = CLI_EXIT_OUTPUT;
    if (enc != NULL) {
        ecb_bte_response_encode(enc, resp);
        if (cli_write_atomic(WHO " respond", o->out, enc, len, o->force ? CLI_WRITE_FORCE : 0) ==
            0) {
            rc = CLI_EXIT_OK;
            fprintf(report_to(o->out),
                    "server %u: %zu partials and one proof (%zu bytes) written to %s\n",
                    share.index, ecb_bte_response_partial_count(resp), len,
                    cli_is_stdout(o->out) ? "standard output" : cli_text(o->out));
        }
    }
    free(enc);
done:
    ecb_bte_response_free(resp);
    ecb_bte_request_free(req);
    sodium_memzero(&share, sizeof share);
    if (sb != NULL) sodium_memzero(sb, slen);
    free(sb);
    bte_batch_free(&b);
    ecb_bte_public_free(pub);
    return rc;
}

void bte_print_error(FILE *f, const char *who, const ecb_bte_error *e) {
    switch (e->status) {
    case ECB_OK:
        fprintf(f, "%s: valid\n", who);
        break;
    case ECB_ERR_INDEX_MISMATCH:
        fprintf(f, "%s: INVALID IndexMismatch{expected: %llu, provided: %llu}\n", who,
                (unsigned long long)e->expected, (unsigned long long)e->actual);
        break;
    case ECB_ERR_LENGTH_MISMATCH:
    case ECB_ERR_TOO_FEW:
        fprintf(f, "%s: INVALID %s{expected: %llu, actual: %llu}\n", who,
                e->status == ECB_ERR_TOO_FEW ? "InsufficientResponses" : "LengthMismatch",
                (unsigned long long)e->expected, (unsigned long long)e->actual);
        break;
    case ECB_ERR_INVALID_RESPONSE:
        fprintf(f, "%s: INVALID InvalidAggregatedProof{index: %u}\n", who, e->index);
        break;
    case ECB_ERR_DUPLICATE_INDEX:
        fprintf(f, "%s: DuplicateIndex{index: %u}\n", who, e->index);
        break;
    case ECB_ERR_INVALID_CIPHERTEXT_SET:
        fprintf(f, "%s: INVALID InvalidCiphertextSet\n", who);
        break;
    case ECB_ERR_NO_VALID_CIPHERTEXTS:
        fprintf(f, "%s: NoValidCiphertexts\n", who);
        break;
    default:
        fprintf(f, "%s: %s\n", who, ecb_status_str(e->status));
        break;
    }
}

/* bte demo: --t and --n checked (2 <= t < n <= 64), a missing one derived from the other and
 * said. */
static int bte_demo_cmd(const struct bte_opts *o) {
    ecb_bte_variant v;
    if (ecb_bte_variant_parse(o->variant, &v) != ECB_OK) {
        fprintf(stderr, WHO " demo: unknown variant '%s'\n", o->variant);
        return CLI_EXIT_USAGE;
    }
    long t = o->t, n = o->n;
    if (t == 0 && n == 0) t = 3, n = 5;
    if (n == 0) {
        n = t + 2;
        printf("bte demo: --n not given: n = t + 2 = %ld\n", n);
    } else if (t == 0) {
        t = n - 2 > 2 ? n - 2 : 2;
        printf("bte demo: --t not given: t = max(2, n - 2) = %ld\n", t);
    }
    if (t < 2 || t >= n || n > 64) {
        fprintf(stderr,
                WHO " demo: t = %ld, n = %ld: need 2 <= t < n <= 64 (t of n servers, one of them "
                    "lies)\n",
                t, n);
        return CLI_EXIT_USAGE;
    }
    return demo_bte_round(v, (uint32_t)t, (uint32_t)n);
}

int cmd_bte(int argc, char **argv) {
    struct bte_opts o;
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        bte_usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? CLI_EXIT_USAGE : CLI_EXIT_OK;
    }
    if (argc > 2 && (!strcmp(argv[2], "--help") || !strcmp(argv[2], "-h"))) {
        bte_usage(stdout);
        return CLI_EXIT_OK;
    }
    if (parse_opts(&o, argv[1], argc - 1, argv + 1) != 0) {
        fprintf(stderr, "(ecbatch bte --help lists every subcommand's options)\n");
        return CLI_EXIT_USAGE;
    }
    int sub_argc = argc - 1;
    char **sub_argv = argv + 1;
    const char *sub = argv[1];
    if (!strcmp(sub, "demo")) return bte_demo_cmd(&o);
    if (!strcmp(sub, "keygen")) return bte_keygen_cmd(&o);
    if (!strcmp(sub, "encrypt")) return bte_encrypt_cmd(&o);
    if (!strcmp(sub, "request")) return bte_request_cmd(&o, sub_argc, sub_argv);
    if (!strcmp(sub, "respond")) return bte_respond_cmd(&o);
    if (!strcmp(sub, "verify")) return bte_verify_or_combine(&o, sub_argc, sub_argv, 0);
    return bte_verify_or_combine(&o, sub_argc, sub_argv, 1); /* combine: parse_opts knew it */
}
