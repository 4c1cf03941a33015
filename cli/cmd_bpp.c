/* ecbatch bpp prove|verify: Bulletproofs+ range proofs from and to JSON in the format of
 * ../shared/vectors/bulletproofs-plus (one object per proof: bit_length,
 * max_aggregation_factor, extension_degree, commitments, minimum_value_promises, seed_nonce,
 * transcript_label, proof; values and blindings for proving). */
#include <jansson.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bpp_json.h"
#include "commands.h"
#include "jsonutil.h"

#define PROOF_CAP (1 + 32 * (ECB_BPP_MAX_EXTENSION_DEGREE + 5 + 2 * ECB_BPP_MAX_ROUNDS))

static void usage(FILE *out) {
    fprintf(out,
            "usage:\n"
            "  ecbatch bpp prove [--zero-rng] [FILE]\n"
            "      Proves each object of FILE (default stdin): bit_length, values, and optionally\n"
            "      max_aggregation_factor (default: the number of values), extension_degree\n"
            "      (default 1), blindings (hex scalars; random when absent),\n"
            "      minimum_value_promises, seed_nonce (hex, single proofs), transcript_label\n"
            "      (default \"BatchedRangeProofTest\"). Writes {\"proofs\": [...]} with the\n"
            "      commitments, blindings and proof added.\n"
            "      --zero-rng  all-zero external randomness (deterministic proofs, as the\n"
            "                  spec-examples vectors; never for real use)\n"
            "  ecbatch bpp verify [--action verify|recover|recover-and-verify] [--threads T] "
            "[FILE]\n"
            "      Verifies every proof of FILE (one batch per bit length and extension degree)\n"
            "      and names the invalid ones.\n"
            "      Writes {\"accept\", \"status\", \"invalid\": [{\"index\", \"reason\"}],\n"
            "      \"masks\"}; exit status 0 when the batch is accepted, 1 otherwise.\n"
            "  FILE holds {\"proofs\": [...]}, an array of proof objects, or one object.\n");
}

/* The proof objects of a document. */
static const json_t *proof_list(json_t *root, json_t **wrapped) {
    *wrapped = NULL;
    if (json_is_array(root)) return root;
    const json_t *p = json_object_get(root, "proofs");
    if (json_is_array(p)) return p;
    *wrapped = json_array();
    json_array_append(*wrapped, root);
    return *wrapped;
}

static json_t *load(const char *path) {
    json_error_t err;
    json_t *root = path ? json_load_file_exact(path, &err) : json_loadf(stdin, 0, &err);
    if (root == NULL)
        fprintf(stderr, "ecbatch bpp: cannot read %s: %s (line %d)\n", path ? path : "stdin",
                err.text, err.line);
    return root;
}

static json_t *hex_json(const uint8_t *b, size_t len) {
    char *hex = malloc(2 * len + 1);
    if (hex == NULL) return json_null();
    sodium_bin2hex(hex, 2 * len + 1, b, len);
    json_t *s = json_string(hex);
    free(hex);
    return s;
}

static json_t *scalar_json(const ecb_ristretto255_scalar *s) {
    uint8_t b[32];
    ecb_ristretto255_scalar_encode(b, s);
    return hex_json(b, 32);
}

static void zero_rng(void *ctx, uint8_t out[32]) {
    (void)ctx;
    memset(out, 0, 32);
}

/* Proves one object; returns the output object or NULL with a message. */
static json_t *prove_one(const json_t *obj, size_t index, int zero) {
    struct bpp_item it;
    char why[200];
    json_t *out = NULL;
    if (bpp_item_from_json(&it, obj, NULL, why, sizeof why) != 0 || it.values == NULL) {
        fprintf(stderr, "ecbatch bpp prove: object %zu: %s\n", index,
                it.values == NULL ? "no values" : why);
        return NULL;
    }
    if (it.blindings == NULL) { /* random blindings */
        it.blindings = calloc(it.m * it.T, sizeof *it.blindings);
        for (size_t i = 0; it.blindings != NULL && i < it.m * it.T; i++) {
            uint8_t wide[64];
            randombytes_buf(wide, sizeof wide);
            ecb_ristretto255_scalar_reduce64(&it.blindings[i], wide);
            sodium_memzero(wide, sizeof wide);
        }
    }
    const ecb_bpp_params *params = bpp_params_cached(it.n, it.M, it.T);
    if (params == NULL || it.blindings == NULL) {
        fprintf(stderr, "ecbatch bpp prove: object %zu: bad parameters\n", index);
        bpp_item_free(&it);
        return NULL;
    }
    for (size_t j = 0; j < it.m; j++) {
        ecb_ristretto255_point c;
        ecb_bpp_commit(&c, ecb_bpp_params_pedersen_gens(params), it.values[j],
                       it.blindings + j * it.T, it.T);
        ecb_ristretto255_encode(it.commitments[j], &c);
    }
    ecb_bpp_statement st;
    ecb_bpp_proof proof;
    ecb_merlin_transcript t;
    ecb_bpp_witness w = {it.m, it.T, it.values, it.blindings};
    uint8_t bytes[PROOF_CAP];
    size_t len = 0;
    ecb_status s = bpp_item_statement(&it, &st);
    bpp_item_transcript(&it, &t);
    if (s == ECB_OK) s = ecb_bpp_prove(&proof, &t, &st, &w, zero ? zero_rng : NULL, NULL);
    if (s == ECB_OK) s = ecb_bpp_proof_serialize(bytes, sizeof bytes, &len, &proof);
    if (s != ECB_OK) {
        fprintf(stderr, "ecbatch bpp prove: object %zu: %s\n", index, ecb_status_str(s));
    } else {
        json_t *coms = json_array(), *proms = json_array(), *vals = json_array(),
               *bl = json_array();
        for (size_t j = 0; j < it.m; j++) {
            char dec[24];
            json_t *row = json_array();
            json_array_append_new(coms, hex_json(it.commitments[j], 32));
            snprintf(dec, sizeof dec, "%llu", (unsigned long long)it.promises[j]);
            json_array_append_new(proms, it.promises[j] ? json_string(dec) : json_null());
            snprintf(dec, sizeof dec, "%llu", (unsigned long long)it.values[j]);
            json_array_append_new(vals, json_string(dec));
            for (size_t k = 0; k < it.T; k++)
                json_array_append_new(row, scalar_json(&it.blindings[j * it.T + k]));
            json_array_append_new(bl, row);
        }
        out = json_object();
        json_object_set_new(out, "bit_length", json_integer((json_int_t)it.n));
        json_object_set_new(out, "max_aggregation_factor", json_integer((json_int_t)it.M));
        json_object_set_new(out, "extension_degree", json_integer((json_int_t)it.T));
        json_object_set_new(out, "transcript_label", json_string(it.label));
        json_object_set_new(out, "values", vals);
        json_object_set_new(out, "blindings", bl);
        json_object_set_new(out, "commitments", coms);
        json_object_set_new(out, "minimum_value_promises", proms);
        json_object_set_new(out, "seed_nonce", it.has_seed ? scalar_json(&it.seed) : json_null());
        json_object_set_new(out, "proof", hex_json(bytes, len));
    }
    sodium_memzero(it.blindings, it.m * it.T * sizeof *it.blindings);
    bpp_item_free(&it);
    return out;
}

static int bpp_prove_cmd(int argc, char **argv) {
    const char *path = NULL;
    int zero = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--zero-rng"))
            zero = 1;
        else if (!strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            fprintf(stderr, "ecbatch bpp prove: unknown option '%s'\n", argv[i]);
            return 2;
        } else {
            path = strcmp(argv[i], "-") ? argv[i] : NULL;
        }
    }
    json_t *root = load(path), *wrapped;
    if (root == NULL) return 2;
    const json_t *list = proof_list(root, &wrapped);
    json_t *proofs = json_array();
    int failed = 0;
    for (size_t i = 0; i < json_array_size(list); i++) {
        json_t *p = prove_one(json_array_get(list, i), i, zero);
        if (p == NULL)
            failed = 1;
        else
            json_array_append_new(proofs, p);
    }
    json_t *out = json_object();
    json_object_set_new(out, "suite", json_string("bulletproofs-plus/proofs"));
    json_object_set_new(out, "proofs", proofs);
    if (!failed) {
        json_dumpf(out, stdout, JSON_INDENT(1));
        printf("\n");
    }
    json_decref(out);
    json_decref(wrapped);
    json_decref(root);
    bpp_params_cache_clear();
    return failed;
}

static int bpp_verify_cmd(int argc, char **argv) {
    const char *path = NULL;
    ecb_bpp_action action = ECB_BPP_VERIFY_ONLY;
    unsigned threads = 1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--action") && i + 1 < argc) {
            const char *a = argv[++i];
            if (!strcmp(a, "verify"))
                action = ECB_BPP_VERIFY_ONLY;
            else if (!strcmp(a, "recover"))
                action = ECB_BPP_RECOVER_ONLY;
            else if (!strcmp(a, "recover-and-verify"))
                action = ECB_BPP_RECOVER_AND_VERIFY;
            else {
                fprintf(stderr, "ecbatch bpp verify: unknown action '%s'\n", a);
                return 2;
            }
        } else if (!strcmp(argv[i], "--threads") && i + 1 < argc) {
            threads = (unsigned)atoi(argv[++i]);
        } else if (!strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            fprintf(stderr, "ecbatch bpp verify: unknown option '%s'\n", argv[i]);
            return 2;
        } else {
            path = strcmp(argv[i], "-") ? argv[i] : NULL;
        }
    }
    json_t *root = load(path), *wrapped;
    if (root == NULL) return 2;
    const json_t *list = proof_list(root, &wrapped);
    size_t count = json_array_size(list);
    struct bpp_item *items = calloc(count ? count : 1, sizeof *items);
    ecb_bpp_statement *st = calloc(count ? count : 1, sizeof *st);
    ecb_bpp_proof *proofs = calloc(count ? count : 1, sizeof *proofs);
    ecb_merlin_transcript *ts = calloc(count ? count : 1, sizeof *ts);
    ecb_bpp_mask *masks = calloc(count ? count : 1, sizeof *masks);
    ecb_status *status = calloc(count ? count : 1, sizeof *status);
    /* per-proof problems found before verification (unusable JSON, unparsable proof) */
    ecb_status *early = calloc(count ? count : 1, sizeof *early);
    int rc = 2;
    if (!items || !st || !proofs || !ts || !masks || !status || !early) goto out;
    size_t good = 0, *map = (size_t *)calloc(count ? count : 1, sizeof *map);
    if (map == NULL) goto out;
    for (size_t i = 0; i < count; i++) {
        char why[200];
        early[i] = ECB_OK;
        if (bpp_item_from_json(&items[good], json_array_get(list, i), NULL, why, sizeof why) != 0 ||
            items[good].proof_bytes == NULL) {
            fprintf(stderr, "ecbatch bpp verify: proof %zu: %s\n", i, why);
            early[i] = ECB_ERR_PARSE;
            continue;
        }
        ecb_status s = bpp_item_statement(&items[good], &st[good]);
        if (s == ECB_OK)
            s = ecb_bpp_proof_parse_var(&proofs[good], items[good].proof_bytes,
                                        items[good].proof_len);
        if (s != ECB_OK) {
            early[i] = s;
            bpp_item_free(&items[good]);
            continue;
        }
        bpp_item_transcript(&items[good], &ts[good]);
        map[good++] = i;
    }
    /* proofs of different bit lengths or extension degrees cannot share a batch (spec §9.1):
     * verify one batch per (n, T), in order of first appearance */
    ecb_status result = ECB_OK;
    ecb_bpp_statement *gst = calloc(good ? good : 1, sizeof *gst);
    ecb_bpp_proof *gproofs = calloc(good ? good : 1, sizeof *gproofs);
    ecb_merlin_transcript *gts = calloc(good ? good : 1, sizeof *gts);
    ecb_bpp_mask *gmasks = calloc(good ? good : 1, sizeof *gmasks);
    ecb_status *gstatus = calloc(good ? good : 1, sizeof *gstatus);
    size_t *members = calloc(good ? good : 1, sizeof *members);
    uint8_t *done = calloc(good ? good : 1, 1);
    if (!gst || !gproofs || !gts || !gmasks || !gstatus || !members || !done) good = 0;
    for (size_t g = 0; g < good; g++) {
        if (done[g]) continue;
        size_t k = 0;
        for (size_t h = g; h < good; h++) {
            if (done[h] || items[h].n != items[g].n || items[h].T != items[g].T) continue;
            done[h] = 1;
            members[k] = h;
            gst[k] = st[h];
            gproofs[k] = proofs[h];
            gts[k++] = ts[h];
        }
        ecb_bpp_verify_options opt;
        memset(&opt, 0, sizeof opt);
        opt.threads = threads;
        opt.identify_invalid = 1;
        opt.proof_status = gstatus;
        ecb_status s = ecb_bpp_verify_batch_var(gts, k, gst, gproofs, k, action, gmasks, &opt);
        if (s != ECB_OK && result == ECB_OK) result = s;
        for (size_t q = 0; q < k; q++) {
            status[members[q]] = gstatus[q];
            masks[members[q]] = gmasks[q];
        }
    }
    free(gst);
    free(gproofs);
    free(gts);
    free(gmasks);
    free(gstatus);
    free(members);
    free(done);
    json_t *out = json_object(), *invalid = json_array(), *mask_list = json_array();
    int accept = good == count && count > 0 && result == ECB_OK;
    ecb_status first = count == 0 ? ECB_ERR_INVALID_ARGUMENT : result;
    for (size_t i = 0, g = 0; i < count; i++) {
        ecb_status s = early[i];
        const ecb_bpp_mask *mask = NULL;
        if (s == ECB_OK) {
            s = status[g];
            mask = &masks[g];
            g++;
        }
        if (s != ECB_OK) {
            json_t *e = json_object();
            json_object_set_new(e, "index", json_integer((json_int_t)i));
            json_object_set_new(e, "reason", json_string(ecb_status_str(s)));
            json_array_append_new(invalid, e);
            if (first == ECB_OK) first = s;
        }
        if (mask != NULL && mask->present) {
            json_t *row = json_array();
            for (size_t k = 0; k < mask->extension_degree; k++)
                json_array_append_new(row, scalar_json(&mask->blindings[k]));
            json_array_append_new(mask_list, row);
        } else {
            json_array_append_new(mask_list, json_null());
        }
    }
    json_object_set_new(out, "accept", json_boolean(accept));
    json_object_set_new(out, "status", json_string(ecb_status_str(accept ? ECB_OK : first)));
    json_object_set_new(out, "proofs", json_integer((json_int_t)count));
    json_object_set_new(out, "invalid", invalid);
    json_object_set_new(out, "masks", mask_list);
    json_dumpf(out, stdout, JSON_INDENT(1));
    printf("\n");
    json_decref(out);
    for (size_t g = 0; g < good; g++)
        bpp_item_free(&items[g]);
    free(map);
    rc = accept ? 0 : 1;
out:
    free(items);
    free(st);
    free(proofs);
    free(ts);
    free(masks);
    free(status);
    free(early);
    json_decref(wrapped);
    json_decref(root);
    bpp_params_cache_clear();
    return rc;
}

int cmd_bpp(int argc, char **argv) {
    if (argc < 2 || !strcmp(argv[1], "--help")) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    if (!strcmp(argv[1], "prove")) return bpp_prove_cmd(argc - 1, argv + 1);
    if (!strcmp(argv[1], "verify")) return bpp_verify_cmd(argc - 1, argv + 1);
    fprintf(stderr, "ecbatch bpp: unknown subcommand '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
