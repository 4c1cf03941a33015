/* ecbatch bte ...: batched threshold decryption from the command line. `demo` runs a whole
 * round trip in one process; the other subcommands work on files, so that the dealer, the
 * clients, the servers and the combiner can be separate processes:
 *
 *   keygen   --variant V --t T --n N --dir D [--force]  D/public.bte, D/share-<i>.bte
 *   encrypt  --pub P --msg TEXT [--label L] --out C
 *   request  --pub P --context TEXT --out B C...   a batch file (context and ciphertexts);
 *                                                  prints the valid positions and the digest
 *   respond  --pub P --share S --batch B --out R [--threads K]
 *   verify   --pub P --batch B [--threads K] R...  names every invalid responder
 *   combine  --pub P --batch B [--threads K] R...  verifies, then combines the valid ones
 *
 * Files: public.bte and batch files are described in bte_files.h; shares, ciphertexts and
 * responses are the library's encodings (bte.h). Every output is written atomically
 * (cli_file.h); shares are secrets (mode 0600, never replaced without --force). */
#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bte_cli.h"
#include "bte_files.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "commands.h"
#include "ecbatch/bte.h"

#define WHO "ecbatch bte"

/* ---- files ---------------------------------------------------------------------------------- */

void bte_print_hex(const char *label, const uint8_t *b, size_t len) {
    char hex[2 * 64 + 1];
    size_t n = len < 64 ? len : 64;
    sodium_bin2hex(hex, sizeof hex, b, n);
    printf("%s%s%s\n", label, hex, len > n ? "..." : "");
}

/* The public polynomial file; NULL after naming the file and the reason. */
static ecb_bte_public *read_public(const char *path) {
    size_t len;
    char why[160];
    uint8_t *b = cli_read_file(WHO, path, &len);
    ecb_bte_public *pub = NULL;
    if (b != NULL && bte_public_file_decode(&pub, b, len, why, sizeof why) != ECB_OK)
        fprintf(stderr, WHO ": %s: %s\n", path, why);
    free(b);
    return pub;
}

static int read_batch(struct bte_batch *out, const char *path, ecb_bte_variant v) {
    size_t len;
    char why[200];
    uint8_t *buf = cli_read_file(WHO, path, &len);
    memset(out, 0, sizeof *out);
    if (buf == NULL) return -1;
    ecb_status st = bte_batch_decode(out, v, buf, len, why, sizeof why);
    free(buf);
    if (st != ECB_OK) {
        fprintf(stderr, WHO ": %s: not a %s batch file: %s\n", path, ecb_bte_variant_name(v), why);
        return -1;
    }
    return 0;
}

/* ---- options ------------------------------------------------------------------------------ */

struct opts {
    const char *variant, *dir, *pub, *msg, *label, *out, *context, *share, *batch;
    long t, n, threads;
    int force;
    int first_file; /* index of the first positional argument */
};

/* The options each subcommand takes (anything else is a usage error). */
static const struct {
    const char *sub, *options;
} takes[] = {
    {"demo", " variant t n "},
    {"keygen", " variant t n dir force "},
    {"encrypt", " pub msg label out "},
    {"request", " pub context out threads "},
    {"respond", " pub share batch out threads "},
    {"verify", " pub batch threads "},
    {"combine", " pub batch threads "},
};

static int parse_opts(struct opts *o, const char *sub, int argc, char **argv) {
    const char *allowed = NULL;
    memset(o, 0, sizeof *o);
    o->variant = "minsig";
    o->label = "";
    o->threads = 1;
    for (size_t k = 0; k < sizeof takes / sizeof takes[0]; k++)
        if (!strcmp(sub, takes[k].sub)) allowed = takes[k].options;
    if (allowed == NULL) {
        fprintf(stderr, WHO ": unknown subcommand '%s'\n", sub);
        return -1;
    }
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
        const char *k = argv[i] + 2, *v;
        char word[40];
        snprintf(word, sizeof word, " %s ", k);
        if (strlen(k) > 20 || strstr(allowed, word) == NULL) {
            fprintf(stderr, WHO " %s: unknown option '%s'\n", sub, argv[i]);
            return -1;
        }
        if (!strcmp(k, "force")) {
            o->force = 1;
            continue;
        }
        if ((v = cli_opt_value(WHO, argc, argv, &i)) == NULL) return -1;
        if (!strcmp(k, "variant"))
            o->variant = v;
        else if (!strcmp(k, "dir"))
            o->dir = v;
        else if (!strcmp(k, "pub"))
            o->pub = v;
        else if (!strcmp(k, "msg"))
            o->msg = v;
        else if (!strcmp(k, "label"))
            o->label = v;
        else if (!strcmp(k, "out"))
            o->out = v;
        else if (!strcmp(k, "context"))
            o->context = v;
        else if (!strcmp(k, "share"))
            o->share = v;
        else if (!strcmp(k, "batch"))
            o->batch = v;
        else if (!strcmp(k, "t") && cli_opt_long(WHO, "--t", v, 1, 1000, &o->t) != 0)
            return -1;
        else if (!strcmp(k, "n") && cli_opt_long(WHO, "--n", v, 1, 1000, &o->n) != 0)
            return -1;
        else if (!strcmp(k, "threads") &&
                 cli_opt_long(WHO, "--threads", v, 1, ECB_BTE_MAX_THREADS, &o->threads) != 0)
            return -1;
    }
    o->first_file = i;
    if (i < argc && strcmp(sub, "request") && strcmp(sub, "verify") && strcmp(sub, "combine")) {
        fprintf(stderr, WHO " %s: unexpected argument '%s'\n", sub, argv[i]);
        return -1;
    }
    return 0;
}

static void bte_usage(FILE *out) {
    fprintf(out,
            "usage:\n"
            "  ecbatch bte demo [--variant minsig|minpk] [--t T --n N]\n"
            "  ecbatch bte keygen --t T --n N --dir DIR [--variant minsig|minpk] [--force]\n"
            "  ecbatch bte encrypt --pub DIR/public.bte --msg TEXT [--label TEXT] --out CT\n"
            "  ecbatch bte request --pub P --context TEXT --out BATCH [--threads K] CT...\n"
            "  ecbatch bte respond --pub P --share S --batch BATCH --out RESP [--threads K]\n"
            "  ecbatch bte verify --pub P --batch BATCH [--threads K] RESP...\n"
            "  ecbatch bte combine --pub P --batch BATCH [--threads K] RESP...\n"
            "A response's server index comes from the response itself; verify checks it against\n"
            "that server's public share from the public polynomial.\n"
            "Outputs are written atomically (a temporary file, then rename): a failing command\n"
            "leaves no output and an existing one untouched. Shares are created with mode 0600\n"
            "and keygen never replaces an existing share unless --force is given.\n"
            "T and N are integers in 1..1000, K in 1..%u.\n" CLI_EXIT_HELP,
            ECB_BTE_MAX_THREADS);
}

/* ---- subcommands -------------------------------------------------------------------------- */

/* Removes the files a failed keygen wrote (a partial dealing is useless). */
static void remove_dealing(const char *dir, long written_shares, int public_written) {
    char path[4096];
    if (public_written) {
        snprintf(path, sizeof path, "%s/public.bte", dir);
        unlink(path);
    }
    for (long i = 0; i < written_shares; i++) {
        snprintf(path, sizeof path, "%s/share-%ld.bte", dir, i);
        unlink(path);
    }
}

static int bte_keygen(const struct opts *o) {
    ecb_bte_variant v;
    char path[4096];
    if (ecb_bte_variant_parse(o->variant, &v) != ECB_OK || o->dir == NULL || o->t < 1 ||
        o->n < o->t) {
        fprintf(stderr, WHO " keygen: need --t, --n (1 <= t <= n <= 1000), --dir and a variant "
                            "minsig or minpk\n");
        return CLI_EXIT_USAGE;
    }
    if (strlen(o->dir) > sizeof path - 32) {
        fprintf(stderr, WHO " keygen: %s: folder name too long\n", o->dir);
        return CLI_EXIT_USAGE;
    }
    if (mkdir(o->dir, 0700) != 0 && errno != EEXIST) {
        fprintf(stderr, WHO " keygen: %s: cannot create: %s\n", o->dir, strerror(errno));
        return CLI_EXIT_OUTPUT;
    }
    unsigned secret = CLI_WRITE_SECRET | (o->force ? CLI_WRITE_FORCE : 0);
    /* refuse before dealing when any share exists */
    for (long i = 0; i < o->n; i++) {
        snprintf(path, sizeof path, "%s/share-%ld.bte", o->dir, i);
        if (cli_check_output(WHO " keygen", path, secret) != 0) return CLI_EXIT_OUTPUT;
    }
    ecb_bte_share *shares = malloc((size_t)o->n * sizeof *shares);
    ecb_bte_public *pub = NULL;
    int rc = CLI_EXIT_OUTPUT, public_written = 0;
    long written = 0;
    if (shares != NULL && ecb_bte_deal(&pub, shares, v, (uint32_t)o->t, (uint32_t)o->n) == ECB_OK) {
        size_t len = ecb_bte_public_encoded_size(pub);
        uint8_t *b = malloc(len + 1);
        if (b != NULL) {
            b[0] = (uint8_t)v;
            ecb_bte_public_encode(b + 1, pub);
            snprintf(path, sizeof path, "%s/public.bte", o->dir);
            public_written = cli_write_atomic(WHO " keygen", path, b, len + 1, 0) == 0;
            free(b);
        }
        for (long i = 0; i < o->n && public_written && written == i; i++) {
            uint8_t enc[ECB_BTE_SHARE_MAX_BYTES];
            size_t n = ecb_bte_share_encode(enc, &shares[i]);
            snprintf(path, sizeof path, "%s/share-%ld.bte", o->dir, i);
            if (cli_write_atomic(WHO " keygen", path, enc, n, secret) == 0) written++;
            sodium_memzero(enc, sizeof enc);
        }
        if (public_written && written == o->n) {
            rc = CLI_EXIT_OK;
            printf("%s: %ld-of-%ld dealing written to %s (public.bte, share-0..%ld.bte)\n",
                   ecb_bte_variant_name(v), o->t, o->n, o->dir, o->n - 1);
        } else {
            remove_dealing(o->dir, written, public_written);
        }
    } else {
        fprintf(stderr, WHO " keygen: dealing failed\n");
    }
    if (shares != NULL) sodium_memzero(shares, (size_t)o->n * sizeof *shares);
    free(shares);
    ecb_bte_public_free(pub);
    return rc;
}

static int bte_encrypt_cmd(const struct opts *o) {
    if (o->pub == NULL || o->msg == NULL || o->out == NULL) {
        fprintf(stderr, WHO " encrypt: need --pub, --msg and --out\n");
        return CLI_EXIT_USAGE;
    }
    if (cli_check_output(WHO " encrypt", o->out, 0) != 0) return CLI_EXIT_OUTPUT;
    ecb_bte_public *pub = read_public(o->pub);
    if (pub == NULL) return CLI_EXIT_INPUT;
    ecb_bte_point pk;
    ecb_bte_ciphertext *ct = NULL;
    ecb_bte_public_key(pub, &pk);
    int rc = CLI_EXIT_OUTPUT;
    ecb_status st = ecb_bte_encrypt(&ct, &pk, (const uint8_t *)o->label, strlen(o->label),
                                    (const uint8_t *)o->msg, strlen(o->msg));
    if (st == ECB_OK) {
        size_t len = ecb_bte_ciphertext_encoded_size(ct);
        uint8_t *b = malloc(len);
        if (b != NULL) {
            ecb_bte_ciphertext_encode(b, ct);
            if (cli_write_atomic(WHO " encrypt", o->out, b, len, 0) == 0) {
                rc = CLI_EXIT_OK;
                printf("ciphertext of %zu bytes written to %s\n", len, o->out);
            }
        }
        free(b);
    } else {
        fprintf(stderr, WHO " encrypt: %s\n", ecb_status_str(st));
    }
    ecb_bte_ciphertext_free(ct);
    ecb_bte_public_free(pub);
    return rc;
}

/* The request of a batch, or NULL after printing why. */
static ecb_bte_request *batch_request(const ecb_bte_public *pub, const struct bte_batch *b,
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

/* Prints the valid positions and the digest of a request. */
static void print_request(const ecb_bte_request *req, size_t count) {
    size_t m = ecb_bte_request_valid_count(req);
    const uint32_t *valid = ecb_bte_request_valid_indices(req);
    uint8_t d[ECB_BTE_DIGEST_BYTES];
    printf("batch of %zu ciphertexts, %zu valid:", count, m);
    for (size_t i = 0; i < m; i++)
        printf(" %u", valid[i]);
    printf("\n");
    ecb_bte_request_digest(req, d);
    bte_print_hex("request digest D = ", d, sizeof d);
}

static int bte_request_cmd(const struct opts *o, int argc, char **argv) {
    if (o->pub == NULL || o->context == NULL || o->out == NULL || o->first_file >= argc) {
        fprintf(stderr, WHO " request: need --pub, --context, --out and ciphertexts\n");
        return CLI_EXIT_USAGE;
    }
    if (cli_check_output(WHO " request", o->out, 0) != 0) return CLI_EXIT_OUTPUT;
    ecb_bte_public *pub = read_public(o->pub);
    if (pub == NULL) return CLI_EXIT_INPUT;
    ecb_bte_variant v = ecb_bte_public_variant(pub);
    size_t count = (size_t)(argc - o->first_file), len = 0;
    uint8_t **cts = calloc(count, sizeof *cts), *out = NULL;
    size_t *lens = calloc(count, sizeof *lens);
    struct bte_batch b = {NULL, 0, 0, NULL};
    ecb_bte_request *req = NULL;
    int rc = CLI_EXIT_INPUT;
    if (cts == NULL || lens == NULL) goto done;
    /* every input is checked here, so an error names the file at fault */
    for (size_t i = 0; i < count; i++) {
        const char *path = argv[o->first_file + (int)i];
        ecb_bte_ciphertext *ct = NULL;
        if ((cts[i] = cli_read_file(WHO " request", path, &lens[i])) == NULL) goto done;
        ecb_status st = ecb_bte_ciphertext_decode(&ct, v, cts[i], lens[i]);
        ecb_bte_ciphertext_free(ct);
        if (st != ECB_OK) {
            fprintf(stderr, WHO " request: %s: not a %s ciphertext (%s)\n", path,
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
    if ((req = batch_request(pub, &b, (unsigned)o->threads)) == NULL) goto done;
    rc = CLI_EXIT_OUTPUT;
    if (cli_write_atomic(WHO " request", o->out, out, len, 0) != 0) goto done;
    print_request(req, b.count);
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

static int bte_respond_cmd(const struct opts *o) {
    if (o->pub == NULL || o->share == NULL || o->batch == NULL || o->out == NULL) {
        fprintf(stderr, WHO " respond: need --pub, --share, --batch and --out\n");
        return CLI_EXIT_USAGE;
    }
    if (cli_check_output(WHO " respond", o->out, 0) != 0) return CLI_EXIT_OUTPUT;
    ecb_bte_public *pub = read_public(o->pub);
    struct bte_batch b = {NULL, 0, 0, NULL};
    ecb_bte_share share;
    ecb_bte_request *req = NULL;
    ecb_bte_response *resp = NULL;
    size_t slen = 0;
    uint8_t *sb = pub != NULL ? cli_read_file(WHO " respond", o->share, &slen) : NULL;
    int rc = CLI_EXIT_INPUT;
    memset(&share, 0, sizeof share);
    if (sb == NULL || read_batch(&b, o->batch, ecb_bte_public_variant(pub)) != 0) goto done;
    ecb_status st = ecb_bte_share_decode(&share, sb, slen);
    if (st != ECB_OK) {
        fprintf(stderr, WHO " respond: %s: not a share (%s)\n", o->share, ecb_status_str(st));
        goto done;
    }
    if ((st = ecb_bte_share_check(pub, &share)) != ECB_OK) {
        fprintf(stderr, WHO " respond: %s: not a share of %s (%s)\n", o->share, o->pub,
                ecb_status_str(st));
        goto done;
    }
    rc = CLI_EXIT_CHECK;
    if ((req = batch_request(pub, &b, (unsigned)o->threads)) == NULL) goto done;
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
        if (cli_write_atomic(WHO " respond", o->out, enc, len, 0) == 0) {
            rc = CLI_EXIT_OK;
            printf("server %u: %zu partials and one proof (%zu bytes) written to %s\n", share.index,
                   ecb_bte_response_partial_count(resp), len, o->out);
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

void bte_print_error(const char *who, const ecb_bte_error *e) {
    switch (e->status) {
    case ECB_OK:
        printf("%s: valid\n", who);
        break;
    case ECB_ERR_INDEX_MISMATCH:
        printf("%s: INVALID IndexMismatch{expected: %llu, provided: %llu}\n", who,
               (unsigned long long)e->expected, (unsigned long long)e->actual);
        break;
    case ECB_ERR_LENGTH_MISMATCH:
    case ECB_ERR_TOO_FEW:
        printf("%s: INVALID %s{expected: %llu, actual: %llu}\n", who,
               e->status == ECB_ERR_TOO_FEW ? "InsufficientResponses" : "LengthMismatch",
               (unsigned long long)e->expected, (unsigned long long)e->actual);
        break;
    case ECB_ERR_INVALID_RESPONSE:
        printf("%s: INVALID InvalidAggregatedProof{index: %u}\n", who, e->index);
        break;
    case ECB_ERR_DUPLICATE_INDEX:
        printf("%s: DuplicateIndex{index: %u}\n", who, e->index);
        break;
    case ECB_ERR_INVALID_CIPHERTEXT_SET:
        printf("%s: INVALID InvalidCiphertextSet\n", who);
        break;
    case ECB_ERR_NO_VALID_CIPHERTEXTS:
        printf("%s: NoValidCiphertexts\n", who);
        break;
    default:
        printf("%s: %s\n", who, ecb_status_str(e->status));
        break;
    }
}

/* Reads and verifies the responses named on the command line; fills the valid ones (in order)
 * into valid[] and returns their count, or -1 on an unusable response file (named) and -2 when
 * verification itself failed. */
static long verify_files(const ecb_bte_public *pub, const char *pub_path,
                         const ecb_bte_request *req, int argc, char **argv, int first,
                         unsigned threads, ecb_bte_response **valid) {
    size_t k = (size_t)(argc - first);
    ecb_bte_response **resp = calloc(k + 1, sizeof *resp);
    ecb_bte_point *hi = calloc(k + 1, sizeof *hi);
    uint32_t *idx = calloc(k + 1, sizeof *idx);
    ecb_bte_error *res = malloc((k + 1) * sizeof *res);
    long good = -1;
    if (resp == NULL || hi == NULL || idx == NULL || res == NULL) goto out;
    for (size_t i = 0; i < k; i++) {
        size_t len;
        const char *path = argv[first + (int)i];
        uint8_t *b = cli_read_file(WHO, path, &len);
        if (b == NULL) goto out;
        ecb_status st = ecb_bte_response_decode(&resp[i], ecb_bte_public_variant(pub), b, len);
        free(b);
        if (st != ECB_OK) {
            fprintf(stderr, WHO ": %s: not a %s response (%s)\n", path,
                    ecb_bte_variant_name(ecb_bte_public_variant(pub)), ecb_status_str(st));
            goto out;
        }
        idx[i] = ecb_bte_response_index(resp[i]);
        if ((st = ecb_bte_public_share_var(pub, idx[i], &hi[i])) != ECB_OK) {
            fprintf(stderr, WHO ": %s: server index %u has no public share in %s (%s)\n", path,
                    idx[i], pub_path, ecb_status_str(st));
            goto out;
        }
    }
    size_t bad = 0;
    ecb_status st = ecb_bte_verify_responses_var(
        req, idx, hi, (const ecb_bte_response *const *)resp, k, threads, res, &bad);
    if (st != ECB_OK && st != ECB_ERR_INVALID_RESPONSE) {
        fprintf(stderr, WHO ": verify: %s\n", ecb_status_str(st));
        good = -2;
        goto out;
    }
    good = 0;
    for (size_t i = 0; i < k; i++) {
        char who[4200];
        snprintf(who, sizeof who, "%s (server %u)", argv[first + (int)i], idx[i]);
        bte_print_error(who, &res[i]);
        if (res[i].status == ECB_OK && valid != NULL) {
            valid[good++] = resp[i];
            resp[i] = NULL;
        } else if (res[i].status == ECB_OK) {
            good++;
        }
    }
    printf("%zu of %zu responses valid\n", k - bad, k);
out:
    for (size_t i = 0; resp != NULL && i < k; i++)
        ecb_bte_response_free(resp[i]);
    free(resp);
    free(hi);
    free(idx);
    free(res);
    return good;
}

static int bte_verify_or_combine(const struct opts *o, int argc, char **argv, int combine) {
    if (o->pub == NULL || o->batch == NULL || o->first_file >= argc) {
        fprintf(stderr, WHO " %s: need --pub, --batch and responses\n",
                combine ? "combine" : "verify");
        return CLI_EXIT_USAGE;
    }
    ecb_bte_public *pub = read_public(o->pub);
    struct bte_batch b = {NULL, 0, 0, NULL};
    ecb_bte_request *req = NULL;
    ecb_bte_response **valid = NULL;
    long good = -1;
    int rc = CLI_EXIT_INPUT;
    if (pub == NULL || read_batch(&b, o->batch, ecb_bte_public_variant(pub)) != 0) goto done;
    rc = CLI_EXIT_CHECK;
    req = batch_request(pub, &b, (unsigned)o->threads);
    if (req == NULL) goto done;
    valid = calloc((size_t)(argc - o->first_file) + 1, sizeof *valid);
    if (valid == NULL) goto done;
    good = verify_files(pub, o->pub, req, argc, argv, o->first_file, (unsigned)o->threads,
                        combine ? valid : NULL);
    if (good < 0) {
        rc = good == -1 ? CLI_EXIT_INPUT : CLI_EXIT_CHECK;
        goto done;
    }
    if (!combine) {
        rc = good == argc - o->first_file ? CLI_EXIT_OK : CLI_EXIT_CHECK;
        goto done;
    }
    uint32_t *idx = malloc((size_t)good * sizeof *idx + 1);
    ecb_bte_plaintext *pts = NULL;
    size_t count = 0;
    ecb_bte_error err;
    for (long i = 0; idx != NULL && i < good; i++)
        idx[i] = ecb_bte_response_index(valid[i]);
    ecb_status st =
        idx == NULL
            ? ECB_ERR_OUT_OF_MEMORY
            : ecb_bte_combine_var(req, idx, (size_t)good, (const ecb_bte_response *const *)valid,
                                  (size_t)good, (unsigned)o->threads, &pts, &count, &err);
    if (st == ECB_OK) {
        for (size_t p = 0; p < count; p++) {
            printf("ciphertext %u: \"", pts[p].position);
            for (size_t i = 0; i < pts[p].len; i++)
                putchar(pts[p].data[i] >= 0x20 && pts[p].data[i] < 0x7f ? pts[p].data[i] : '.');
            printf("\"\n");
        }
        rc = CLI_EXIT_OK;
    } else {
        bte_print_error("combine", &err);
    }
    ecb_bte_plaintexts_free(pts, count);
    free(idx);
done:
    for (long i = 0; valid != NULL && i < good; i++)
        ecb_bte_response_free(valid[i]);
    free(valid);
    ecb_bte_request_free(req);
    bte_batch_free(&b);
    ecb_bte_public_free(pub);
    return rc;
}

int cmd_bte(int argc, char **argv) {
    struct opts o;
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
    if (!strcmp(sub, "demo")) {
        ecb_bte_variant v;
        if (ecb_bte_variant_parse(o.variant, &v) != ECB_OK) {
            fprintf(stderr, WHO " demo: unknown variant '%s'\n", o.variant);
            return CLI_EXIT_USAGE;
        }
        return demo_bte_round(v, o.t > 0 ? (uint32_t)o.t : 3, o.n > 0 ? (uint32_t)o.n : 5);
    }
    if (!strcmp(sub, "keygen")) return bte_keygen(&o);
    if (!strcmp(sub, "encrypt")) return bte_encrypt_cmd(&o);
    if (!strcmp(sub, "request")) return bte_request_cmd(&o, sub_argc, sub_argv);
    if (!strcmp(sub, "respond")) return bte_respond_cmd(&o);
    if (!strcmp(sub, "verify")) return bte_verify_or_combine(&o, sub_argc, sub_argv, 0);
    return bte_verify_or_combine(&o, sub_argc, sub_argv, 1); /* combine: parse_opts knew it */
}
