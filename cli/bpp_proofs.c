#include "bpp_proofs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_text.h"
#include "jsonutil.h"

void bpp_items_free(struct bpp_item *items, size_t count) {
    for (size_t i = 0; items != NULL && i < count; i++)
        bpp_item_free(&items[i]);
    free(items);
}

/* One proof object of a document: the object, the object its missing keys default to, how
 * strictly it is read and its place for messages ("proofs[3]", "batches[2].proofs[1]"). */
struct source {
    const json_t *obj, *defaults;
    int flags;
    char where[96];
};

/* The shared vector files (../shared/vectors/bulletproofs-plus, FORMAT.md there): the suite,
 * the key of its proof objects' list, whether that list holds batches (each with its own
 * "proofs") and whether the document's top-level keys are the objects' defaults. */
static const struct {
    const char *suite, *list;
    int batches, root_defaults;
} shared_suites[] = {
    {"bulletproofs-plus/valid-proofs", "cases", 0, 0},
    {"bulletproofs-plus/negative", "vectors", 0, 0},
    {"bulletproofs-plus/batches", "batches", 1, 0},
    {"bulletproofs-plus/spec-examples-proofs", "cases", 0, 0},
    {"bulletproofs-plus/spec-examples-batch", "proofs", 0, 1},
};

/* The index in shared_suites of root's "suite", or -1. */
static int shared_suite(const json_t *root) {
    const char *suite = json_string_value(json_object_get(root, "suite"));
    for (size_t i = 0; suite != NULL && i < sizeof shared_suites / sizeof shared_suites[0]; i++)
        if (!strcmp(suite, shared_suites[i].suite)) return (int)i;
    return -1;
}

/* Appends the objects of list (named name) to src; their number, or 0 with why set. */
static size_t add_list(struct source *src, size_t n, const json_t *list, const char *name,
                       const json_t *defaults, int flags, char *why, size_t why_len) {
    if (!json_is_array(list)) {
        snprintf(why, why_len, "%s: not an array", name);
        return 0;
    }
    for (size_t i = 0; src != NULL && i < json_array_size(list); i++) {
        struct source *s = &src[n + i];
        s->obj = json_array_get(list, i);
        s->defaults = defaults;
        s->flags = flags;
        snprintf(s->where, sizeof s->where, "%s[%zu]", name, i);
    }
    return json_array_size(list);
}

/* The proof objects of a shared vector file (src NULL: only counted); their number, or 0 with
 * why set. Their other keys (expected results, intermediates, tari's errors) are read past. */
static size_t shared_sources(const json_t *root, int k, struct source *src, char *why,
                             size_t why_len) {
    const json_t *list = json_object_get(root, shared_suites[k].list);
    const json_t *defaults = shared_suites[k].root_defaults ? root : NULL;
    size_t n = 0;
    if (!shared_suites[k].batches)
        return add_list(src, 0, list, shared_suites[k].list, defaults, BPP_JSON_LENIENT, why,
                        why_len);
    if (!json_is_array(list)) {
        snprintf(why, why_len, "%s: not an array", shared_suites[k].list);
        return 0;
    }
    for (size_t b = 0; b < json_array_size(list); b++) {
        char name[48];
        snprintf(name, sizeof name, "%s[%zu].proofs", shared_suites[k].list, b);
        size_t m = add_list(src, n, json_object_get(json_array_get(list, b), "proofs"), name, NULL,
                            BPP_JSON_LENIENT, why, why_len);
        if (m == 0) return 0;
        n += m;
    }
    return n;
}

/* The proof objects of the command's own documents: {"suite": BPP_PROOFS_SUITE (optional),
 * "proofs": [...]} with annotations, an array, or one object; read strictly. */
static size_t own_sources(const json_t *root, struct source *src, char *why, size_t why_len) {
    if (json_is_object(root) && json_object_get(root, "proofs") != NULL) {
        const char *key, *suite = NULL;
        const json_t *value;
        json_object_foreach((json_t *)root, key, value) {
            if (!strcmp(key, "suite"))
                suite = json_is_string(value) ? json_string_value(value) : "";
            else if (strcmp(key, "proofs") != 0 && !bpp_json_is_annotation(key)) {
                snprintf(why, why_len, "%s: unknown key", cli_text(key));
                return 0;
            }
        }
        if (suite != NULL && strcmp(suite, BPP_PROOFS_SUITE) != 0) {
            snprintf(why, why_len, "suite: \"%s\", expected \"%s\" or a shared vector suite",
                     cli_text(suite), BPP_PROOFS_SUITE);
            return 0;
        }
        return add_list(src, 0, json_object_get(root, "proofs"), "proofs", NULL, BPP_JSON_STRICT,
                        why, why_len);
    }
    if (json_is_object(root)) {
        if (src != NULL) *src = (struct source){root, NULL, BPP_JSON_STRICT, "proofs[0]"};
        return 1;
    }
    if (!json_is_array(root)) {
        snprintf(why, why_len, "neither a proof object nor an array of them");
        return 0;
    }
    return add_list(src, 0, root, "proofs", NULL, BPP_JSON_STRICT, why, why_len);
}

int bpp_proofs_read(const json_t *root, struct bpp_item **items, size_t *count, char *why,
                    size_t why_len) {
    int k = json_is_object(root) ? shared_suite(root) : -1;
    *items = NULL;
    *count = 0;
    snprintf(why, why_len, "proofs: empty");
    /* counted first, then listed */
    size_t n = k >= 0 ? shared_sources(root, k, NULL, why, why_len)
                      : own_sources(root, NULL, why, why_len);
    if (n == 0) return -1;
    struct source *src = calloc(n, sizeof *src);
    struct bpp_item *it = calloc(n, sizeof *it);
    if (src == NULL || it == NULL) {
        snprintf(why, why_len, "out of memory");
        free(src);
        free(it);
        return -1;
    }
    if (k >= 0)
        shared_sources(root, k, src, why, why_len);
    else
        own_sources(root, src, why, why_len);
    for (size_t i = 0; i < n; i++) {
        char inner[200];
        if (bpp_item_from_json(&it[i], src[i].obj, src[i].defaults, src[i].flags, inner,
                               sizeof inner) != 0) {
            snprintf(why, why_len, "%s: %s", src[i].where, inner);
            bpp_items_free(it, i);
            free(src);
            return -1;
        }
    }
    free(src);
    *items = it;
    *count = n;
    return 0;
}

/* A proof's shape against its statement, checked without parameters: what
 * ecb_bpp_verify_batch_var checks of each proof before it touches a point or a generator (its
 * structural checks), in its order, so that a proof refused here gets the status the library
 * would give it: unparsable bytes; m not a power of two, or a seed nonce with m > 1
 * (ecb_bpp_statement_check; m <= M was checked when the item was read); the proof's T byte not
 * the statement's; a promise of 2^n or more; log2(n m) L/R pairs not in the proof. */
static ecb_status proof_shape(const struct bpp_item *it, ecb_bpp_proof *proof) {
    if (it->proof_bytes == NULL) return ECB_ERR_PROOF_FORMAT;
    ecb_status s = ecb_bpp_proof_parse_var(proof, it->proof_bytes, it->proof_len);
    if (s != ECB_OK) return s;
    if ((it->m & (it->m - 1)) != 0 || (it->has_seed && it->m != 1)) return ECB_ERR_INVALID_ARGUMENT;
    if (proof->extension_degree != it->T) return ECB_ERR_PARAMETERS;
    for (size_t j = 0; it->n < 64 && j < it->m; j++)
        if (it->promises[j] >> it->n != 0) return ECB_ERR_VALUE_OUT_OF_RANGE;
    /* parsing bounds rounds by ECB_BPP_MAX_ROUNDS, n m by 64 * 1024: no overflow */
    if (((size_t)1 << proof->rounds) != it->n * it->m) return ECB_ERR_PROOF_FORMAT;
    return ECB_OK;
}

ecb_status bpp_verify_grouped(bpp_params_cache *pc, const struct bpp_item *items, size_t count,
                              ecb_bpp_action action, unsigned threads, ecb_status *status,
                              ecb_bpp_mask *masks) {
    size_t n = count ? count : 1;
    ecb_bpp_statement *gst = calloc(n, sizeof *gst);
    ecb_bpp_proof *proofs = calloc(n, sizeof *proofs), *gproofs = calloc(n, sizeof *gproofs);
    ecb_merlin_transcript *gts = calloc(n, sizeof *gts);
    ecb_bpp_mask *gmasks = calloc(n, sizeof *gmasks);
    ecb_status *gstatus = calloc(n, sizeof *gstatus), result = ECB_ERR_OUT_OF_MEMORY;
    size_t *members = calloc(n, sizeof *members);
    uint8_t *done = calloc(n, 1);
    if (!gst || !proofs || !gproofs || !gts || !gmasks || !gstatus || !members || !done) goto out;
    result = ECB_OK;
    /* every proof's shape first, before any parameters are built */
    for (size_t i = 0; i < count; i++) {
        ecb_status s = proof_shape(&items[i], &proofs[i]);
        memset(&masks[i], 0, sizeof masks[i]);
        status[i] = s;
        done[i] = s != ECB_OK;
        if (s != ECB_OK && result == ECB_OK) result = s;
    }
    /* one batch per (n, T), in order of first appearance, on one parameter set: the largest m of
     * the batch's well-shaped proofs as M. The verdict does not depend on M, which only bounds
     * m (checked when read): the transcript absorbs m, and Gi/Hi depend on n and the party
     * only. So the parameters built follow what the proofs hold, never what they claim. */
    for (size_t g = 0; g < count; g++) {
        if (done[g]) continue;
        size_t k = 0, largest_m = 0;
        for (size_t h = g; h < count; h++) {
            if (done[h] || items[h].n != items[g].n || items[h].T != items[g].T) continue;
            done[h] = 1;
            members[k++] = h;
            if (items[h].m > largest_m) largest_m = items[h].m;
        }
        const ecb_bpp_params *params = bpp_params_get(pc, items[g].n, largest_m, items[g].T);
        ecb_status s = ECB_ERR_OUT_OF_MEMORY; /* the shape is valid: only memory can fail */
        if (params != NULL) {
            for (size_t q = 0; q < k; q++) {
                bpp_item_statement_for(&items[members[q]], params, &gst[q]);
                gproofs[q] = proofs[members[q]];
                bpp_item_transcript(&items[members[q]], &gts[q]);
            }
            ecb_bpp_verify_options opt;
            memset(&opt, 0, sizeof opt);
            opt.threads = threads;
            opt.identify_invalid = 1;
            opt.proof_status = gstatus;
            s = ecb_bpp_verify_batch_var(gts, k, gst, gproofs, k, action, gmasks, &opt);
        }
        for (size_t q = 0; q < k; q++) {
            status[members[q]] =
                s == ECB_ERR_OUT_OF_MEMORY || s == ECB_ERR_THREADS ? s : gstatus[q];
            if (params != NULL) masks[members[q]] = gmasks[q];
        }
        if (s != ECB_OK && result == ECB_OK) result = s;
    }
out:
    free(gst);
    free(proofs);
    free(gproofs);
    free(gts);
    free(gmasks);
    free(gstatus);
    free(members);
    free(done);
    return result;
}
