/* ecbatch bls batch-verify FILE: n (public key, message, signature) triples from a JSON document
 * (docs/formats.md), checked in one batch (ecb_bls_batch_verify: random weights, one
 * multi-pairing, the invalid triples found by bisection) and the invalid ones named by index. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bls_cli.h"
#include "bpp_json.h"
#include "cli_file.h"
#include "cli_text.h"
#include "json_file.h"
#include "jsonutil.h"

struct triples {
    size_t n;
    uint8_t *pks, *sigs, **msgs;
    size_t *lens;
};

static void triples_free(struct triples *t) {
    for (size_t i = 0; t->msgs != NULL && i < t->n; i++)
        free(t->msgs[i]);
    free(t->msgs);
    free(t->lens);
    free(t->pks);
    free(t->sigs);
}

/* The list of triples of the document: an array, or {"triples": array} with annotations. NULL
 * after a message. */
static const json_t *triple_list(const char *who, const char *path, const json_t *doc) {
    if (json_is_array(doc)) return doc;
    if (!json_is_object(doc)) {
        fprintf(stderr, "%s: %s: not an array of triples nor an object holding one\n", who,
                cli_text(path));
        return NULL;
    }
    const char *key;
    const json_t *v;
    json_object_foreach((json_t *)doc, key, v) {
        if (strcmp(key, "triples") != 0 && !bpp_json_is_annotation(key)) {
            fprintf(stderr, "%s: %s: unknown key \"%s\" (the document holds \"triples\" and "
                            "annotations)\n",
                    who, cli_text(path), cli_text(key));
            return NULL;
        }
    }
    v = json_object_get(doc, "triples");
    if (!json_is_array(v)) {
        fprintf(stderr, "%s: %s: \"triples\" must be an array\n", who, cli_text(path));
        return NULL;
    }
    return v;
}

/* Triple i of the list into t; 0, or -1 after a message naming the triple and the key. */
static int read_triple(const char *who, const char *path, const json_t *e, size_t i,
                       ecb_bls_variant v, struct triples *t) {
    static const char *const keys[] = {"pubkey", "message", "signature"};
    const char *key;
    const json_t *value;
    if (!json_is_object(e)) {
        fprintf(stderr, "%s: %s: triples[%zu]: not an object\n", who, cli_text(path), i);
        return -1;
    }
    json_object_foreach((json_t *)e, key, value) {
        int known = bpp_json_is_annotation(key);
        for (size_t k = 0; k < 3; k++)
            known |= !strcmp(key, keys[k]);
        if (!known) {
            fprintf(stderr, "%s: %s: triples[%zu]: unknown key \"%s\"\n", who, cli_text(path), i,
                    cli_text(key));
            return -1;
        }
    }
    for (size_t k = 0; k < 3; k++) {
        size_t len = 0;
        const json_t *hex = json_object_get(e, keys[k]);
        uint8_t *b = hex != NULL ? json_hex_value_alloc(hex, &len) : NULL;
        if (b == NULL) {
            fprintf(stderr, "%s: %s: triples[%zu].%s: %s\n", who, cli_text(path), i, keys[k],
                    hex == NULL ? "missing" : "not a string of hex digits (two per byte)");
            return -1;
        }
        if (k == 1) {
            t->msgs[i] = b;
            t->lens[i] = len;
            continue;
        }
        char kind = k == 0 ? 'k' : 's';
        size_t want = bls_kind_bytes(v, kind);
        if (len != want) {
            fprintf(stderr, "%s: %s: triples[%zu].%s: %zu bytes; a %s %s is %zu bytes\n", who,
                    cli_text(path), i, keys[k], len, v == ECB_BLS_MIN_PK ? "min-pk" : "min-sig",
                    bls_kind_name(kind), want);
            free(b);
            return -1;
        }
        memcpy((k == 0 ? t->pks : t->sigs) + i * want, b, want);
        free(b);
    }
    return 0;
}

/* The triples of the document at path into t; 0, or -1 after a message. */
static int read_triples(const char *who, const char *path, ecb_bls_variant v, struct triples *t) {
    json_t *doc = json_read_file(who, path);
    const json_t *list = doc != NULL ? triple_list(who, path, doc) : NULL;
    int rc = -1;
    memset(t, 0, sizeof *t);
    if (list == NULL) goto done;
    size_t n = json_array_size(list);
    if (n == 0 || n > ECB_BLS_MAX_COUNT) {
        fprintf(stderr, "%s: %s: %zu triples; a batch holds 1..%zu (ECB_BLS_MAX_COUNT)\n", who,
                cli_text(path), n, ECB_BLS_MAX_COUNT);
        goto done;
    }
    t->pks = malloc(n * ecb_bls_public_key_bytes(v));
    t->sigs = malloc(n * ecb_bls_signature_bytes(v));
    t->msgs = calloc(n, sizeof *t->msgs);
    t->lens = calloc(n, sizeof *t->lens);
    t->n = n;
    if (!t->pks || !t->sigs || !t->msgs || !t->lens) {
        fprintf(stderr, "%s: out of memory for %zu triples\n", who, n);
        goto done;
    }
    for (size_t i = 0; i < n; i++)
        if (read_triple(who, path, json_array_get(list, i), i, v, t) != 0) goto done;
    rc = 0;
done:
    json_decref(doc);
    return rc;
}

/* Prints the verdict: a line of text, or with --json one object. */
static void report(const struct bls_opts *o, const struct triples *t, const uint8_t *valid,
                   size_t invalid) {
    if (o->json) {
        printf("{\"valid\": %s, \"variant\": \"%s\", \"count\": %zu, \"invalid\": [",
               invalid == 0 ? "true" : "false", o->variant_name, t->n);
        for (size_t i = 0, k = 0; invalid > 0 && i < t->n; i++)
            if (!valid[i]) printf("%s%zu", k++ ? ", " : "", i);
        printf("]}\n");
        return;
    }
    if (invalid == 0) {
        printf("valid: all %zu triples (%s)\n", t->n, o->variant_name);
        return;
    }
    printf("invalid: %zu of %zu triples (%s), at indices (from 0):", invalid, t->n,
           o->variant_name);
    for (size_t i = 0; i < t->n; i++)
        if (!valid[i]) printf(" %zu", i);
    printf("\n");
}

int bls_batch_verify_cmd(const struct bls_opts *o, int argc, char **argv) {
    static const char *who = BLS_WHO " batch-verify";
    if (argc - o->first_file != 1) {
        fprintf(stderr, "%s: need one FILE (- for standard input); %d given\n", who,
                argc - o->first_file);
        return CLI_EXIT_USAGE;
    }
    const char *path = argv[o->first_file];
    struct triples t;
    if (read_triples(who, path, o->variant, &t) != 0) {
        triples_free(&t);
        return CLI_EXIT_INPUT;
    }
    int rc = CLI_EXIT_INPUT;
    size_t invalid = 0;
    uint8_t *valid = malloc(t.n);
    if (valid == NULL) {
        fprintf(stderr, "%s: out of memory\n", who);
        goto done;
    }
    ecb_status st = ecb_bls_batch_verify(
        o->variant, t.pks, t.n * ecb_bls_public_key_bytes(o->variant),
        (const uint8_t *const *)t.msgs, t.lens, t.sigs, t.n * ecb_bls_signature_bytes(o->variant),
        t.n, (unsigned)o->threads, valid, &invalid);
    if (st == ECB_OK || st == ECB_ERR_VERIFY_FAILED) {
        report(o, &t, valid, st == ECB_OK ? 0 : invalid);
        rc = st == ECB_OK ? CLI_EXIT_OK : CLI_EXIT_CHECK;
    } else {
        fprintf(stderr, "%s: %s\n", who, ecb_status_str(st));
    }
done:
    free(valid);
    triples_free(&t);
    return rc;
}
