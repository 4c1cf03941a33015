/* libFuzzer target: the Bulletproofs+ proof documents of `ecbatch bpp verify` (and of the
 * vector suite bulletproofs-plus/proofs): JSON text through bpp_proofs_read and, for small
 * statements, bpp_verify_grouped with a parameter cache per input, the same code the command
 * runs. A document is either refused with a reason or read into items whose fields respect the
 * reader's bounds; verification gives one status per proof, the batch is accepted exactly when
 * every proof is, and the parameters built hold no more generators than the proofs' n m. */
#include <jansson.h>
#include <sodium.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bpp_proofs.h"
#include "jsonutil.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Parameter sets above this many generators are read but not verified (speed). */
#define MAX_VERIFIED_N 64
#define MAX_VERIFIED_PROOFS 8

static int in_bounds(const struct bpp_item *it) {
    return it->n >= 1 && it->n <= 64 && (it->n & (it->n - 1)) == 0 && it->T >= 1 &&
           it->T <= ECB_BPP_MAX_EXTENSION_DEGREE && it->m >= 1 && it->m <= it->M &&
           it->M <= ECB_BPP_MAX_AGGREGATION && it->label != NULL && it->commitments != NULL &&
           it->promises != NULL && (it->blindings == NULL || it->values != NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (sodium_init() < 0) abort();
    json_error_t err;
    json_t *root = json_loadb_exact((const char *)data, size, &err);
    if (root == NULL) return 0;
    struct bpp_item *items = NULL;
    size_t count = 0;
    char why[300] = "";
    if (bpp_proofs_read(root, &items, &count, why, sizeof why) != 0) {
        if (items != NULL || count != 0 || why[0] == '\0') abort();
        json_decref(root);
        return 0;
    }
    int small = count <= MAX_VERIFIED_PROOFS;
    for (size_t i = 0; i < count; i++) {
        if (!in_bounds(&items[i])) abort();
        small &= items[i].n * items[i].M <= MAX_VERIFIED_N;
    }
    if (small) {
        bpp_params_cache *pc = bpp_params_cache_new();
        ecb_status *status = calloc(count, sizeof *status);
        ecb_bpp_mask *masks = calloc(count, sizeof *masks);
        if (pc == NULL || status == NULL || masks == NULL) abort();
        ecb_status all =
            bpp_verify_grouped(pc, items, count, ECB_BPP_RECOVER_AND_VERIFY, 1, status, masks);
        /* parameters follow what the proofs hold: at most n m generators per proof */
        size_t held = 0, generators;
        for (size_t i = 0; i < count; i++)
            held += items[i].n * items[i].m;
        if (bpp_params_cache_size(pc, &generators) > count || generators > held) abort();
        int every = 1;
        for (size_t i = 0; i < count; i++)
            every &= status[i] == ECB_OK;
        if ((all == ECB_OK) != every) abort();
        free(status);
        free(masks);
        bpp_params_cache_free(pc);
    }
    bpp_items_free(items, count);
    json_decref(root);
    return 0;
}
