/* ecbatch bte ...: batched threshold decryption from the command line. `demo` runs a whole
 * round trip in one process; the other subcommands work on files, so that the dealer, the
 * clients, the servers and the combiner can be separate processes:
 *
 *   keygen   --variant V --t T --n N --dir D      D/public.bte, D/share-<i>.bte
 *   encrypt  --pub P --msg TEXT [--label L] --out C
 *   request  --pub P --context TEXT --out B C...   a batch file (context and ciphertexts);
 *                                                  prints the valid positions and the digest
 *   respond  --pub P --share S --batch B --out R [--threads K]
 *   verify   --pub P --batch B [--threads K] R...  names every invalid responder
 *   combine  --pub P --batch B [--threads K] R...  verifies, then combines the valid ones
 *
 * Files: public.bte = variant byte (0 MinPk, 1 MinSig) || the public polynomial's encoding;
 * shares, ciphertexts and responses are the library's encodings (bte.h); a batch file is
 * 0x01 || varint(|context|) || context || varint(count) || count x (varint(len) || ciphertext). */
#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "bench.h"
#include "bte/bte_varint.h"
#include "bte_cli.h"
#include "commands.h"
#include "ecbatch/bte.h"

#define MAX_FILE_BYTES (1u << 30)

/* ---- files ---------------------------------------------------------------------------------- */

static uint8_t *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "ecbatch bte: cannot open %s\n", path);
        return NULL;
    }
    uint8_t *buf = NULL;
    size_t cap = 0, n = 0;
    for (;;) {
        if (n == cap) {
            size_t ncap = cap ? 2 * cap : 4096;
            uint8_t *nb = ncap <= MAX_FILE_BYTES ? realloc(buf, ncap) : NULL;
            if (nb == NULL) {
                fprintf(stderr, "ecbatch bte: %s is too large\n", path);
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
            cap = ncap;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    fclose(f);
    *len = n;
    return buf;
}

static int write_file(const char *path, const uint8_t *data, size_t len) {
    FILE *f = fopen(path, "wb");
    int ok = f != NULL && fwrite(data, 1, len, f) == len;
    if (f != NULL && fclose(f) != 0) ok = 0;
    if (!ok) fprintf(stderr, "ecbatch bte: cannot write %s\n", path);
    return ok ? 0 : -1;
}

void bte_print_hex(const char *label, const uint8_t *b, size_t len) {
    char hex[2 * 64 + 1];
    size_t n = len < 64 ? len : 64;
    sodium_bin2hex(hex, sizeof hex, b, n);
    printf("%s%s%s\n", label, hex, len > n ? "..." : "");
}

/* The public polynomial file: variant byte, then its encoding. */
static ecb_bte_public *read_public(const char *path) {
    size_t len;
    uint8_t *b = read_file(path, &len);
    ecb_bte_public *pub = NULL;
    ecb_status st = ECB_ERR_PROOF_FORMAT;
    if (b != NULL && len > 1 && b[0] <= ECB_BTE_MINSIG)
        st = ecb_bte_public_decode(&pub, (ecb_bte_variant)b[0], b + 1, len - 1);
    if (b != NULL && st != ECB_OK)
        fprintf(stderr, "ecbatch bte: %s: not a public polynomial (%s)\n", path,
                ecb_status_str(st));
    free(b);
    return pub;
}

/* A batch file, decoded: the context and the ciphertexts. */
struct batch {
    uint8_t *context;
    size_t context_len, count;
    ecb_bte_ciphertext **cts;
};

static void batch_free(struct batch *b) {
    for (size_t i = 0; b->cts != NULL && i < b->count; i++)
        ecb_bte_ciphertext_free(b->cts[i]);
    free(b->cts);
    free(b->context);
    memset(b, 0, sizeof *b);
}

static int read_batch(struct batch *out, const char *path, ecb_bte_variant v) {
    size_t len;
    uint8_t *buf = read_file(path, &len);
    memset(out, 0, sizeof *out);
    if (buf == NULL) return -1;
    bte_reader r = {buf, len};
    const uint8_t *p;
    uint32_t ctx_len, count;
    ecb_status st = bte_read_bytes(&r, 1, &p);
    if (st == ECB_OK && p[0] != 0x01) st = ECB_ERR_PROOF_FORMAT;
    if (st == ECB_OK) st = bte_read_varint(&r, &ctx_len);
    if (st == ECB_OK) st = bte_read_bytes(&r, ctx_len, &p);
    if (st == ECB_OK) {
        out->context = malloc(ctx_len + 1);
        if (out->context == NULL)
            st = ECB_ERR_OUT_OF_MEMORY;
        else
            memcpy(out->context, p, ctx_len), out->context_len = ctx_len;
    }
    if (st == ECB_OK) st = bte_read_varint(&r, &count);
    if (st == ECB_OK && (count > ECB_BTE_MAX_BATCH || count > r.left)) st = ECB_ERR_PROOF_FORMAT;
    if (st == ECB_OK && (out->cts = calloc((size_t)count + 1, sizeof *out->cts)) == NULL)
        st = ECB_ERR_OUT_OF_MEMORY;
    for (uint32_t i = 0; st == ECB_OK && i < count; i++) {
        uint32_t n;
        st = bte_read_varint(&r, &n);
        if (st == ECB_OK) st = bte_read_bytes(&r, n, &p);
        if (st == ECB_OK) st = ecb_bte_ciphertext_decode(&out->cts[i], v, p, n);
        if (st == ECB_OK) out->count = i + 1;
    }
    if (st == ECB_OK && r.left != 0) st = ECB_ERR_PROOF_FORMAT;
    free(buf);
    if (st != ECB_OK) {
        fprintf(stderr, "ecbatch bte: %s: not a batch of this variant (%s)\n", path,
                ecb_status_str(st));
        batch_free(out);
        return -1;
    }
    return 0;
}

/* ---- options ------------------------------------------------------------------------------ */

struct opts {
    const char *variant, *dir, *pub, *msg, *label, *out, *context, *share, *batch;
    long t, n, threads;
    int first_file; /* index of the first positional argument */
};

static int parse_opts(struct opts *o, int argc, char **argv) {
    memset(o, 0, sizeof *o);
    o->variant = "minsig";
    o->label = "";
    o->threads = 1;
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i += 2) {
        const char *k = argv[i] + 2, *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (v == NULL) return -1;
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
        else if (!strcmp(k, "t"))
            o->t = atol(v);
        else if (!strcmp(k, "n"))
            o->n = atol(v);
        else if (!strcmp(k, "threads"))
            o->threads = atol(v);
        else
            return -1;
    }
    o->first_file = i;
    return o->threads >= 1 && o->threads <= (long)ECB_BTE_MAX_THREADS ? 0 : -1;
}

static void bte_usage(FILE *out) {
    fprintf(out,
            "usage:\n"
            "  ecbatch bte demo [--variant minsig|minpk] [--t T --n N]\n"
            "  ecbatch bte keygen --t T --n N --dir DIR [--variant minsig|minpk]\n"
            "  ecbatch bte encrypt --pub DIR/public.bte --msg TEXT [--label TEXT] --out CT\n"
            "  ecbatch bte request --pub P --context TEXT --out BATCH CT...\n"
            "  ecbatch bte respond --pub P --share S --batch BATCH --out RESP [--threads K]\n"
            "  ecbatch bte verify --pub P --batch BATCH [--threads K] RESP...\n"
            "  ecbatch bte combine --pub P --batch BATCH [--threads K] RESP...\n"
            "A response's server index comes from the response itself; verify checks it against\n"
            "that server's public share from the public polynomial.\n");
}

/* ---- subcommands -------------------------------------------------------------------------- */

static int bte_keygen(const struct opts *o) {
    ecb_bte_variant v;
    if (ecb_bte_variant_parse(o->variant, &v) != ECB_OK || o->dir == NULL || o->t < 1 ||
        o->n < o->t || o->n > 1000) {
        fprintf(stderr, "ecbatch bte keygen: need --t, --n (1 <= t <= n <= 1000) and --dir\n");
        return 2;
    }
    if (mkdir(o->dir, 0700) != 0 && errno != EEXIST) {
        fprintf(stderr, "ecbatch bte keygen: cannot create %s\n", o->dir);
        return 1;
    }
    ecb_bte_share *shares = malloc((size_t)o->n * sizeof *shares);
    ecb_bte_public *pub = NULL;
    int rc = 1;
    if (shares != NULL && ecb_bte_deal(&pub, shares, v, (uint32_t)o->t, (uint32_t)o->n) == ECB_OK) {
        size_t len = ecb_bte_public_encoded_size(pub);
        uint8_t *b = malloc(len + 1);
        char path[4096];
        rc = b == NULL;
        if (b != NULL) {
            b[0] = (uint8_t)v;
            ecb_bte_public_encode(b + 1, pub);
            snprintf(path, sizeof path, "%s/public.bte", o->dir);
            rc |= write_file(path, b, len + 1) != 0;
            free(b);
        }
        for (long i = 0; i < o->n && rc == 0; i++) {
            uint8_t enc[ECB_BTE_SHARE_MAX_BYTES];
            size_t n = ecb_bte_share_encode(enc, &shares[i]);
            snprintf(path, sizeof path, "%s/share-%ld.bte", o->dir, i);
            rc |= write_file(path, enc, n) != 0;
            sodium_memzero(enc, sizeof enc);
        }
        if (rc == 0)
            printf("%s: %ld-of-%ld dealing written to %s (public.bte, share-0..%ld.bte)\n",
                   ecb_bte_variant_name(v), o->t, o->n, o->dir, o->n - 1);
    }
    if (shares != NULL) sodium_memzero(shares, (size_t)o->n * sizeof *shares);
    free(shares);
    ecb_bte_public_free(pub);
    return rc;
}

static int bte_encrypt_cmd(const struct opts *o) {
    if (o->pub == NULL || o->msg == NULL || o->out == NULL) {
        fprintf(stderr, "ecbatch bte encrypt: need --pub, --msg and --out\n");
        return 2;
    }
    ecb_bte_public *pub = read_public(o->pub);
    if (pub == NULL) return 1;
    ecb_bte_point pk;
    ecb_bte_ciphertext *ct = NULL;
    ecb_bte_public_key(pub, &pk);
    int rc = 1;
    ecb_status st = ecb_bte_encrypt(&ct, &pk, (const uint8_t *)o->label, strlen(o->label),
                                    (const uint8_t *)o->msg, strlen(o->msg));
    if (st == ECB_OK) {
        size_t len = ecb_bte_ciphertext_encoded_size(ct);
        uint8_t *b = malloc(len);
        if (b != NULL) {
            ecb_bte_ciphertext_encode(b, ct);
            rc = write_file(o->out, b, len) != 0;
            if (rc == 0) printf("ciphertext of %zu bytes written to %s\n", len, o->out);
        }
        free(b);
    } else {
        fprintf(stderr, "ecbatch bte encrypt: %s\n", ecb_status_str(st));
    }
    ecb_bte_ciphertext_free(ct);
    ecb_bte_public_free(pub);
    return rc;
}

/* Builds the request of a batch: prints valid positions and the digest when verbose. */
static ecb_bte_request *batch_request(const ecb_bte_public *pub, const struct batch *b,
                                      unsigned threads, int verbose) {
    ecb_bte_point pk;
    ecb_bte_request *req = NULL;
    ecb_bte_public_key(pub, &pk);
    ecb_status st =
        ecb_bte_request_new_var(&req, &pk, (const ecb_bte_ciphertext *const *)b->cts, b->count,
                                b->context, b->context_len, ecb_bte_public_threshold(pub), threads);
    if (st != ECB_OK) {
        fprintf(stderr, "ecbatch bte: request: %s\n", ecb_status_str(st));
        return NULL;
    }
    if (verbose) {
        size_t m = ecb_bte_request_valid_count(req);
        const uint32_t *valid = ecb_bte_request_valid_indices(req);
        uint8_t d[ECB_BTE_DIGEST_BYTES];
        printf("batch of %zu ciphertexts, %zu valid:", b->count, m);
        for (size_t i = 0; i < m; i++)
            printf(" %u", valid[i]);
        printf("\n");
        ecb_bte_request_digest(req, d);
        bte_print_hex("request digest D = ", d, sizeof d);
    }
    return req;
}

static int bte_request_cmd(const struct opts *o, int argc, char **argv) {
    if (o->pub == NULL || o->context == NULL || o->out == NULL || o->first_file >= argc) {
        fprintf(stderr, "ecbatch bte request: need --pub, --context, --out and ciphertexts\n");
        return 2;
    }
    ecb_bte_public *pub = read_public(o->pub);
    if (pub == NULL) return 1;
    size_t count = (size_t)(argc - o->first_file), ctx_len = strlen(o->context);
    /* batch file: version, context, count, then each ciphertext with its length */
    size_t cap = 1 + 5 + ctx_len + 5, len = 0;
    uint8_t *out = malloc(cap);
    struct batch b = {NULL, 0, 0, NULL};
    int rc = 1;
    if (out == NULL) goto done;
    out[len++] = 0x01;
    len += bte_varint_put(out + len, (uint32_t)ctx_len);
    memcpy(out + len, o->context, ctx_len);
    len += ctx_len;
    len += bte_varint_put(out + len, (uint32_t)count);
    for (size_t i = 0; i < count; i++) {
        size_t n;
        uint8_t *ct = read_file(argv[o->first_file + (int)i], &n);
        uint8_t *grown = ct != NULL ? realloc(out, len + 5 + n) : NULL;
        if (grown == NULL) {
            free(ct);
            goto done;
        }
        out = grown;
        len += bte_varint_put(out + len, (uint32_t)n);
        memcpy(out + len, ct, n);
        len += n;
        free(ct);
    }
    if (write_file(o->out, out, len) != 0) goto done;
    /* read it back as every party will, and show the request */
    if (read_batch(&b, o->out, ecb_bte_public_variant(pub)) == 0) {
        ecb_bte_request *req = batch_request(pub, &b, (unsigned)o->threads, 1);
        rc = req == NULL;
        ecb_bte_request_free(req);
    }
done:
    batch_free(&b);
    free(out);
    ecb_bte_public_free(pub);
    return rc;
}

static int bte_respond_cmd(const struct opts *o) {
    if (o->pub == NULL || o->share == NULL || o->batch == NULL || o->out == NULL) {
        fprintf(stderr, "ecbatch bte respond: need --pub, --share, --batch and --out\n");
        return 2;
    }
    ecb_bte_public *pub = read_public(o->pub);
    struct batch b = {NULL, 0, 0, NULL};
    ecb_bte_share share;
    size_t slen;
    uint8_t *sb = read_file(o->share, &slen);
    int rc = 1;
    if (pub == NULL || sb == NULL || read_batch(&b, o->batch, ecb_bte_public_variant(pub)) != 0)
        goto done;
    ecb_status st = ecb_bte_share_decode(&share, sb, slen);
    if (st == ECB_OK) st = ecb_bte_share_check(pub, &share);
    if (st != ECB_OK) {
        fprintf(stderr, "ecbatch bte respond: %s: %s\n", o->share, ecb_status_str(st));
        goto done;
    }
    ecb_bte_request *req = batch_request(pub, &b, (unsigned)o->threads, 0);
    ecb_bte_response *resp = NULL;
    st = req != NULL ? ecb_bte_respond(&resp, req, &share, (unsigned)o->threads) : ECB_ERR_PARSE;
    if (st == ECB_OK) {
        size_t len = ecb_bte_response_encoded_size(resp);
        uint8_t *enc = malloc(len);
        if (enc != NULL) {
            ecb_bte_response_encode(enc, resp);
            rc = write_file(o->out, enc, len) != 0;
            if (rc == 0)
                printf("server %u: %zu partials and one proof (%zu bytes) written to %s\n",
                       share.index, ecb_bte_response_partial_count(resp), len, o->out);
        }
        free(enc);
    } else if (req != NULL) {
        fprintf(stderr, "ecbatch bte respond: %s\n", ecb_status_str(st));
    }
    ecb_bte_response_free(resp);
    ecb_bte_request_free(req);
done:
    sodium_memzero(&share, sizeof share);
    if (sb != NULL) sodium_memzero(sb, slen);
    free(sb);
    batch_free(&b);
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
 * into valid[] and returns their count, or -1 on a usage or file error. */
static long verify_files(const ecb_bte_public *pub, const ecb_bte_request *req, int argc,
                         char **argv, int first, unsigned threads, ecb_bte_response **valid) {
    size_t k = (size_t)(argc - first);
    ecb_bte_response **resp = calloc(k + 1, sizeof *resp);
    ecb_bte_point *hi = calloc(k + 1, sizeof *hi);
    uint32_t *idx = calloc(k + 1, sizeof *idx);
    ecb_bte_error *res = malloc((k + 1) * sizeof *res);
    long good = -1;
    if (resp == NULL || hi == NULL || idx == NULL || res == NULL) goto out;
    for (size_t i = 0; i < k; i++) {
        size_t len;
        uint8_t *b = read_file(argv[first + (int)i], &len);
        ecb_status st = b != NULL
                            ? ecb_bte_response_decode(&resp[i], ecb_bte_public_variant(pub), b, len)
                            : ECB_ERR_IO;
        free(b);
        if (st == ECB_OK) {
            idx[i] = ecb_bte_response_index(resp[i]);
            st = ecb_bte_public_share_var(pub, idx[i], &hi[i]);
        }
        if (st != ECB_OK) {
            fprintf(stderr, "ecbatch bte: %s: not a response (%s)\n", argv[first + (int)i],
                    ecb_status_str(st));
            goto out;
        }
    }
    size_t bad = 0;
    ecb_status st = ecb_bte_verify_responses_var(
        req, idx, hi, (const ecb_bte_response *const *)resp, k, threads, res, &bad);
    if (st != ECB_OK && st != ECB_ERR_INVALID_RESPONSE) {
        fprintf(stderr, "ecbatch bte: verify: %s\n", ecb_status_str(st));
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
        fprintf(stderr, "ecbatch bte %s: need --pub, --batch and responses\n",
                combine ? "combine" : "verify");
        return 2;
    }
    ecb_bte_public *pub = read_public(o->pub);
    struct batch b = {NULL, 0, 0, NULL};
    ecb_bte_request *req = NULL;
    ecb_bte_response **valid = NULL;
    long good = -1;
    int rc = 1;
    if (pub == NULL || read_batch(&b, o->batch, ecb_bte_public_variant(pub)) != 0) goto done;
    req = batch_request(pub, &b, (unsigned)o->threads, 0);
    if (req == NULL) goto done;
    valid = calloc((size_t)(argc - o->first_file) + 1, sizeof *valid);
    if (valid == NULL) goto done;
    good = verify_files(pub, req, argc, argv, o->first_file, (unsigned)o->threads,
                        combine ? valid : NULL);
    if (good < 0) goto done;
    if (!combine) {
        rc = good == argc - o->first_file ? 0 : 1;
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
        rc = 0;
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
    batch_free(&b);
    ecb_bte_public_free(pub);
    return rc;
}

int cmd_bte(int argc, char **argv) {
    struct opts o;
    if (argc < 2 || !strcmp(argv[1], "--help")) {
        bte_usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    if (parse_opts(&o, argc - 1, argv + 1) != 0) {
        bte_usage(stderr);
        return 2;
    }
    int sub_argc = argc - 1;
    char **sub_argv = argv + 1;
    const char *sub = argv[1];
    if (!strcmp(sub, "demo")) {
        ecb_bte_variant v;
        if (ecb_bte_variant_parse(o.variant, &v) != ECB_OK) {
            bte_usage(stderr);
            return 2;
        }
        return demo_bte_round(v, o.t > 0 ? (uint32_t)o.t : 3, o.n > 0 ? (uint32_t)o.n : 5);
    }
    if (!strcmp(sub, "keygen")) return bte_keygen(&o);
    if (!strcmp(sub, "encrypt")) return bte_encrypt_cmd(&o);
    if (!strcmp(sub, "request")) return bte_request_cmd(&o, sub_argc, sub_argv);
    if (!strcmp(sub, "respond")) return bte_respond_cmd(&o);
    if (!strcmp(sub, "verify")) return bte_verify_or_combine(&o, sub_argc, sub_argv, 0);
    if (!strcmp(sub, "combine")) return bte_verify_or_combine(&o, sub_argc, sub_argv, 1);
    fprintf(stderr, "ecbatch bte: unknown subcommand '%s'\n", sub);
    bte_usage(stderr);
    return 2;
}
