/* ecbatch bte verify|combine: the response files checked against the batch (one combined
 * check, then every invalid responder named), and for combine the plaintexts of the valid
 * ones, exactly: quoted with C escapes on standard output, as hex in JSON (--json, --out -),
 * or as files DIR/plaintext-<position> (--out DIR). A file named twice is refused, and so are
 * two responses of one server in verify (its count would be wrong); combine verifies each and
 * uses the first valid response of every server. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <jansson.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bte_cli.h"
#include "cli_file.h"
#include "cli_text.h"
#include "jsonutil.h"

#define WHO BTE_WHO

/* The response files of the command line, read and verified. */
struct responses {
    size_t k;
    char **paths; /* k names */
    ecb_bte_response **resp;
    uint32_t *idx;
    ecb_bte_point *hi;
    ecb_bte_error *res;
};

static void responses_free(struct responses *r) {
    for (size_t i = 0; r->resp != NULL && i < r->k; i++)
        ecb_bte_response_free(r->resp[i]);
    free(r->resp);
    free(r->idx);
    free(r->hi);
    free(r->res);
}

struct file_id {
    dev_t dev;
    ino_t ino;
    size_t i;
};

static int compare_file_id(const void *a, const void *b) {
    const struct file_id *x = a, *y = b;
    if (x->dev != y->dev) return x->dev < y->dev ? -1 : 1;
    if (x->ino != y->ino) return x->ino < y->ino ? -1 : 1;
    return x->i < y->i ? -1 : x->i > y->i;
}

/* 0, or CLI_EXIT_USAGE after naming two arguments that are the same file (links followed);
 * a file that cannot be examined is left to the reader, which names it. */
static int named_twice(const char *sub, char **paths, size_t k) {
    struct file_id *ids = malloc((k ? k : 1) * sizeof *ids);
    size_t m = 0;
    int rc = 0;
    if (ids == NULL) return CLI_EXIT_INPUT;
    for (size_t i = 0; i < k; i++) {
        struct stat sb;
        if (stat(paths[i], &sb) == 0) ids[m++] = (struct file_id){sb.st_dev, sb.st_ino, i};
    }
    qsort(ids, m, sizeof *ids, compare_file_id);
    for (size_t j = 1; rc == 0 && j < m; j++)
        if (ids[j].dev == ids[j - 1].dev && ids[j].ino == ids[j - 1].ino) {
            fprintf(stderr, WHO " %s: %s and %s are the same file; name each response once\n", sub,
                    cli_text(paths[ids[j - 1].i]), cli_text(paths[ids[j].i]));
            rc = CLI_EXIT_USAGE;
        }
    free(ids);
    return rc;
}

struct server_of {
    uint32_t server;
    size_t i;
};

static int compare_server_of(const void *a, const void *b) {
    const struct server_of *x = a, *y = b;
    if (x->server != y->server) return x->server < y->server ? -1 : 1;
    return x->i < y->i ? -1 : x->i > y->i;
}

/* 0, or CLI_EXIT_INPUT after naming two responses of one server. */
static int server_twice(const struct responses *r) {
    struct server_of *s = malloc((r->k ? r->k : 1) * sizeof *s);
    int rc = 0;
    if (s == NULL) return CLI_EXIT_INPUT;
    for (size_t i = 0; i < r->k; i++)
        s[i] = (struct server_of){r->idx[i], i};
    qsort(s, r->k, sizeof *s, compare_server_of);
    for (size_t j = 1; rc == 0 && j < r->k; j++)
        if (s[j].server == s[j - 1].server) {
            fprintf(stderr,
                    WHO " verify: %s and %s are both responses of server %u; verify each once\n",
                    cli_text(r->paths[s[j - 1].i]), cli_text(r->paths[s[j].i]), s[j].server);
            rc = CLI_EXIT_INPUT;
        }
    free(s);
    return rc;
}

/* Reads every response and its server's public share; 0, or the exit code after naming the
 * file at fault. */
static int read_responses(struct responses *r, const ecb_bte_public *pub, const char *pub_path) {
    ecb_bte_variant v = ecb_bte_public_variant(pub);
    r->resp = calloc(r->k, sizeof *r->resp);
    r->idx = calloc(r->k, sizeof *r->idx);
    r->hi = calloc(r->k, sizeof *r->hi);
    r->res = calloc(r->k, sizeof *r->res);
    if (r->resp == NULL || r->idx == NULL || r->hi == NULL || r->res == NULL) {
        fprintf(stderr, WHO ": out of memory\n");
        return CLI_EXIT_CHECK;
    }
    struct cli_limit limit = bte_file_limit(BTE_FILE_RESPONSE, &v);
    for (size_t i = 0; i < r->k; i++) {
        size_t len;
        uint8_t *b = cli_read_file(WHO, r->paths[i], &limit, &len);
        if (b == NULL) return CLI_EXIT_INPUT;
        ecb_status st = ecb_bte_response_decode(&r->resp[i], v, b, len);
        free(b);
        if (st != ECB_OK) {
            fprintf(stderr, WHO ": %s: not a %s response (%s)\n", cli_text(r->paths[i]),
                    ecb_bte_variant_name(v), ecb_status_str(st));
            return CLI_EXIT_INPUT;
        }
        r->idx[i] = ecb_bte_response_index(r->resp[i]);
        if ((st = ecb_bte_public_share_var(pub, r->idx[i], &r->hi[i])) != ECB_OK) {
            fprintf(stderr, WHO ": %s: server index %u has no public share in %s (%s)\n",
                    cli_text(r->paths[i]), r->idx[i], cli_text(pub_path), ecb_status_str(st));
            return CLI_EXIT_INPUT;
        }
    }
    return 0;
}

/* Verifies every response and prints each verdict and the count to f; *valid receives the
 * number of valid ones. 0, or CLI_EXIT_CHECK when verification itself failed. */
static int verify_all(struct responses *r, const ecb_bte_request *req, unsigned threads, FILE *f,
                      size_t *valid) {
    size_t bad = 0;
    ecb_status st = ecb_bte_verify_responses_var(
        req, r->idx, r->hi, (const ecb_bte_response *const *)r->resp, r->k, threads, r->res, &bad);
    if (st != ECB_OK && st != ECB_ERR_INVALID_RESPONSE) {
        fprintf(stderr, WHO ": verify: %s\n", ecb_status_str(st));
        return CLI_EXIT_CHECK;
    }
    for (size_t i = 0; i < r->k; i++) {
        char who[4200];
        snprintf(who, sizeof who, "%s (server %u)", cli_text(r->paths[i]), r->idx[i]);
        bte_print_error(f, who, &r->res[i]);
    }
    fprintf(f, "%zu of %zu responses valid\n", r->k - bad, r->k);
    *valid = r->k - bad;
    return 0;
}

/* Prints b[0..len) in double quotes, exactly: printable ASCII as itself but for " and \, which
 * are escaped, as are \n, \r and \t; every other byte as \xHH (always two digits). */
static void print_quoted(FILE *f, const uint8_t *b, size_t len) {
    fputc('"', f);
    for (size_t i = 0; i < len; i++) {
        uint8_t c = b[i];
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c == '\n' || c == '\r' || c == '\t')
            fprintf(f, "\\%c", c == '\n' ? 'n' : c == '\r' ? 'r' : 't');
        else if (c >= 0x20 && c < 0x7f)
            fputc(c, f);
        else
            fprintf(f, "\\x%02x", c);
    }
    fputc('"', f);
}

/* --out DIR: the folder without trailing slashes and the path of position p's file. */
static void plaintext_path(char *path, size_t len, const char *dir, uint32_t p) {
    snprintf(path, len, "%s/plaintext-%u", dir, p);
}

/* Before any work: the files of --out DIR for every valid position of req can be written (DIR
 * a folder or missing, each file writable, none a secret without --force, none an input).
 * 0, or CLI_EXIT_OUTPUT after a message. */
static int check_plaintext_files(const char *dir, const ecb_bte_request *req, int force,
                                 const char *const *inputs, size_t n_inputs) {
    struct stat sb;
    char path[4200];
    if (stat(dir, &sb) != 0) { /* created when writing: its parent must be writable */
        if (errno == ENOENT && cli_check_output(WHO " combine", dir, 0) == 0) return 0;
        fprintf(stderr, WHO " combine: --out %s: cannot create the folder\n", cli_text(dir));
        return CLI_EXIT_OUTPUT;
    }
    if (!S_ISDIR(sb.st_mode)) {
        fprintf(stderr, WHO " combine: --out %s: not a directory\n", cli_text(dir));
        return CLI_EXIT_OUTPUT;
    }
    unsigned flags = CLI_WRITE_SECRET | (force ? CLI_WRITE_FORCE : 0);
    const uint32_t *valid = ecb_bte_request_valid_indices(req);
    for (size_t i = 0; i < ecb_bte_request_valid_count(req); i++) {
        plaintext_path(path, sizeof path, dir, valid[i]);
        if (cli_check_output(WHO " combine", path, flags) != 0 ||
            cli_check_not_input(WHO " combine", path, inputs, n_inputs) != 0)
            return CLI_EXIT_OUTPUT;
    }
    return 0;
}

/* Writes every plaintext to DIR/plaintext-<position> (mode 0600); on any failure removes what
 * it wrote (and DIR when it made it). 0, or CLI_EXIT_OUTPUT. */
static int write_plaintext_files(const char *dir, const ecb_bte_plaintext *pts, size_t count,
                                 int force, FILE *f) {
    char path[4200];
    int made = mkdir(dir, 0700) == 0;
    size_t written = 0;
    unsigned flags = CLI_WRITE_SECRET | (force ? CLI_WRITE_FORCE : 0);
    for (; written < count; written++) {
        plaintext_path(path, sizeof path, dir, pts[written].position);
        if (cli_write_atomic(WHO " combine", path, pts[written].data, pts[written].len, flags) != 0)
            break;
    }
    if (written == count) {
        for (size_t p = 0; p < count; p++) {
            plaintext_path(path, sizeof path, dir, pts[p].position);
            fprintf(f, "ciphertext %u: %zu bytes written to %s\n", pts[p].position, pts[p].len,
                    cli_text(path));
        }
        return 0;
    }
    for (size_t p = 0; p < written; p++) {
        plaintext_path(path, sizeof path, dir, pts[p].position);
        unlink(path);
    }
    if (made) rmdir(dir);
    return CLI_EXIT_OUTPUT;
}

/* {"plaintexts": [{"position", "hex"}]} on standard output; 0 or CLI_EXIT_OUTPUT. */
static int print_plaintexts_json(const ecb_bte_plaintext *pts, size_t count) {
    json_t *list = json_array(), *doc = json_object();
    char *text = NULL;
    for (size_t p = 0; list != NULL && p < count; p++) {
        json_t *one = json_object();
        json_object_set_new(one, "position", json_integer(pts[p].position));
        json_object_set_new(one, "hex", json_hex_string(pts[p].data, pts[p].len));
        json_array_append_new(list, one);
    }
    if (doc != NULL && list != NULL) json_object_set(doc, "plaintexts", list);
    if (doc != NULL) text = json_dumps(doc, JSON_INDENT(1));
    int ok = text != NULL && printf("%s\n", text) >= 0 && fflush(stdout) == 0;
    if (text != NULL) sodium_memzero(text, strlen(text));
    free(text);
    json_decref(list);
    json_decref(doc);
    if (!ok) fprintf(stderr, WHO " combine: cannot write the plaintexts to standard output\n");
    return ok ? 0 : CLI_EXIT_OUTPUT;
}

/* Combines the valid responses (the first valid one of each server) and puts the plaintexts
 * where o says. */
static int combine_valid(const struct bte_opts *o, const struct responses *r,
                         const ecb_bte_request *req, FILE *f) {
    const ecb_bte_response **use = malloc((r->k ? r->k : 1) * sizeof *use);
    uint32_t *idx = malloc((r->k ? r->k : 1) * sizeof *idx);
    uint8_t *taken = calloc(ECB_BTE_MAX_PARTICIPANTS / 8, 1);
    ecb_bte_plaintext *pts = NULL;
    size_t k = 0, count = 0;
    int rc = CLI_EXIT_CHECK;
    if (use == NULL || idx == NULL || taken == NULL) goto done;
    for (size_t i = 0; i < r->k; i++) {
        uint32_t s = r->idx[i]; /* below ECB_BTE_MAX_PARTICIPANTS: it has a public share */
        if (r->res[i].status != ECB_OK) continue;
        if (taken[s / 8] & (1u << (s % 8))) {
            fprintf(f, "%s (server %u): a second valid response of server %u; not used\n",
                    cli_text(r->paths[i]), s, s);
            continue;
        }
        taken[s / 8] |= (uint8_t)(1u << (s % 8));
        idx[k] = s;
        use[k++] = r->resp[i];
    }
    ecb_bte_error err;
    ecb_status st =
        ecb_bte_combine_var(req, idx, k, use, k, (unsigned)o->threads, &pts, &count, &err);
    if (st != ECB_OK) {
        bte_print_error(f, "combine", &err);
        goto done;
    }
    int json = o->json || cli_is_stdout(o->out);
    rc = CLI_EXIT_OK;
    if (o->out != NULL && !cli_is_stdout(o->out))
        rc = write_plaintext_files(o->out, pts, count, o->force, f);
    else if (!json)
        for (size_t p = 0; p < count; p++) {
            fprintf(f, "ciphertext %u: ", pts[p].position);
            print_quoted(f, pts[p].data, pts[p].len);
            fputc('\n', f);
        }
    if (rc == CLI_EXIT_OK && json) rc = print_plaintexts_json(pts, count);
done:
    ecb_bte_plaintexts_free(pts, count);
    free(taken);
    free(idx);
    free(use);
    return rc;
}

int bte_verify_or_combine(const struct bte_opts *o, int argc, char **argv, int combine) {
    const char *sub = combine ? "combine" : "verify";
    if (o->pub == NULL || o->batch == NULL || o->first_file >= argc) {
        fprintf(stderr, WHO " %s: need --pub, --batch and responses\n", sub);
        return CLI_EXIT_USAGE;
    }
    struct responses r = {
        (size_t)(argc - o->first_file), argv + o->first_file, NULL, NULL, NULL, NULL};
    int rc = named_twice(sub, r.paths, r.k);
    if (rc != 0) return rc;
    /* JSON on standard output: the report goes to standard error */
    FILE *f = combine && (o->json || cli_is_stdout(o->out)) ? stderr : stdout;
    const char **inputs = calloc(r.k + 2, sizeof *inputs);
    ecb_bte_public *pub = NULL;
    struct bte_batch b = {NULL, 0, 0, NULL};
    ecb_bte_request *req = NULL;
    size_t valid = 0;
    rc = CLI_EXIT_INPUT;
    if (inputs == NULL) goto done;
    inputs[0] = o->pub;
    inputs[1] = o->batch;
    for (size_t i = 0; i < r.k; i++)
        inputs[i + 2] = r.paths[i];
    if ((pub = bte_read_public(o->pub)) == NULL ||
        bte_read_batch(&b, o->batch, ecb_bte_public_variant(pub)) != 0)
        goto done;
    rc = CLI_EXIT_CHECK;
    if ((req = bte_batch_request(pub, &b, (unsigned)o->threads)) == NULL) goto done;
    if (combine && o->out != NULL && !cli_is_stdout(o->out) &&
        (rc = check_plaintext_files(o->out, req, o->force, inputs, r.k + 2)) != 0)
        goto done;
    if ((rc = read_responses(&r, pub, o->pub)) != 0) goto done;
    if (!combine && (rc = server_twice(&r)) != 0) goto done;
    if ((rc = verify_all(&r, req, (unsigned)o->threads, f, &valid)) != 0) goto done;
    if (!combine)
        rc = valid == r.k ? CLI_EXIT_OK : CLI_EXIT_CHECK;
    else
        rc = combine_valid(o, &r, req, f);
done:
    responses_free(&r);
    free(inputs);
    ecb_bte_request_free(req);
    bte_batch_free(&b);
    ecb_bte_public_free(pub);
    return rc;
}
