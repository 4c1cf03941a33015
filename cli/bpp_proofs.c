#include "bpp_proofs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void bpp_items_free(struct bpp_item *items, size_t count) {
    for (size_t i = 0; items != NULL && i < count; i++)
        bpp_item_free(&items[i]);
    free(items);
}

int bpp_proofs_read(const json_t *root, struct bpp_item **items, size_t *count, char *why,
                    size_t why_len) {
    const json_t *list = root, *one = NULL;
    *items = NULL;
    *count = 0;
    if (json_is_object(root) && json_object_get(root, "proofs") != NULL) {
        const char *key, *suite = NULL;
        const json_t *value;
        json_object_foreach((json_t *)root, key, value) {
            if (!strcmp(key, "suite"))
                suite = json_is_string(value) ? json_string_value(value) : "";
            else if (strcmp(key, "proofs") != 0 && !bpp_json_is_annotation(key)) {
                snprintf(why, why_len, "%s: unknown key", key);
                return -1;
            }
        }
        if (suite != NULL && strcmp(suite, BPP_PROOFS_SUITE) != 0) {
            snprintf(why, why_len, "suite: \"%s\", expected \"%s\"", suite, BPP_PROOFS_SUITE);
            return -1;
        }
        list = json_object_get(root, "proofs");
        if (!json_is_array(list)) {
            snprintf(why, why_len, "proofs: not an array");
            return -1;
        }
    } else if (json_is_object(root)) {
        one = root;
    } else if (!json_is_array(root)) {
        snprintf(why, why_len, "neither a proof object nor an array of them");
        return -1;
    }
    size_t n = one != NULL ? 1 : json_array_size(list);
    if (n == 0) {
        snprintf(why, why_len, "proofs: empty");
        return -1;
    }
    struct bpp_item *it = calloc(n, sizeof *it);
    if (it == NULL) {
        snprintf(why, why_len, "out of memory");
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        char inner[200];
        const json_t *obj = one != NULL ? one : json_array_get(list, i);
        if (bpp_item_from_json(&it[i], obj, NULL, BPP_JSON_STRICT, inner, sizeof inner) != 0) {
            snprintf(why, why_len, "proofs[%zu]: %s", i, inner);
            bpp_items_free(it, i);
            return -1;
        }
    }
    *items = it;
    *count = n;
    return 0;
}

ecb_status bpp_verify_grouped(bpp_params_cache *pc, const struct bpp_item *items, size_t count,
                              ecb_bpp_action action, unsigned threads, ecb_status *status,
                              ecb_bpp_mask *masks) {
    size_t n = count ? count : 1;
    ecb_bpp_statement *st = calloc(n, sizeof *st), *gst = calloc(n, sizeof *gst);
    ecb_bpp_proof *proofs = calloc(n, sizeof *proofs), *gproofs = calloc(n, sizeof *gproofs);
    ecb_merlin_transcript *gts = calloc(n, sizeof *gts);
    ecb_bpp_mask *gmasks = calloc(n, sizeof *gmasks);
    ecb_status *gstatus = calloc(n, sizeof *gstatus), result = ECB_ERR_OUT_OF_MEMORY;
    size_t *members = calloc(n, sizeof *members);
    uint8_t *done = calloc(n, 1);
    if (!st || !gst || !proofs || !gproofs || !gts || !gmasks || !gstatus || !members || !done)
        goto out;
    result = ECB_OK;
    /* per-proof problems before verification: no proof, parameters, unparsable bytes */
    for (size_t i = 0; i < count; i++) {
        ecb_status s = items[i].proof_bytes == NULL ? ECB_ERR_PROOF_FORMAT
                                                    : bpp_item_statement(pc, &items[i], &st[i]);
        if (s == ECB_OK)
            s = ecb_bpp_proof_parse_var(&proofs[i], items[i].proof_bytes, items[i].proof_len);
        memset(&masks[i], 0, sizeof masks[i]);
        status[i] = s;
        done[i] = s != ECB_OK;
        if (s != ECB_OK && result == ECB_OK) result = s;
    }
    /* one batch per (n, T), in order of first appearance */
    for (size_t g = 0; g < count; g++) {
        if (done[g]) continue;
        size_t k = 0;
        for (size_t h = g; h < count; h++) {
            if (done[h] || items[h].n != items[g].n || items[h].T != items[g].T) continue;
            done[h] = 1;
            members[k] = h;
            gst[k] = st[h];
            gproofs[k] = proofs[h];
            bpp_item_transcript(&items[h], &gts[k++]);
        }
        ecb_bpp_verify_options opt;
        memset(&opt, 0, sizeof opt);
        opt.threads = threads;
        opt.identify_invalid = 1;
        opt.proof_status = gstatus;
        ecb_status s = ecb_bpp_verify_batch_var(gts, k, gst, gproofs, k, action, gmasks, &opt);
        for (size_t q = 0; q < k; q++) {
            status[members[q]] =
                s == ECB_ERR_OUT_OF_MEMORY || s == ECB_ERR_THREADS ? s : gstatus[q];
            masks[members[q]] = gmasks[q];
        }
        if (s != ECB_OK && result == ECB_OK) result = s;
    }
out:
    free(st);
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
