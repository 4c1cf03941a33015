/* Combining verified responses into plaintexts (spec §8, convention 27): the checks in the
 * spec's order with the index range before them and the index pairing after them, Lagrange
 * weights at 0, one MSM per ciphertext column, and the keystream. */
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "bte/bte_internal.h"
#include "bte/bte_keystream.h"
#include "util/alloc.h"
#include "util/parallel.h"

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static ecb_status fail(ecb_bte_error *e, ecb_status st, uint32_t index, uint64_t expected,
                       uint64_t actual) {
    e->status = st;
    e->index = index;
    e->expected = expected;
    e->actual = actual;
    return st;
}

/* The checks of ecb_bte_combine_var in its documented order (bte.h): the index range, §8
 * steps 1-3, 5 and 6, then each index against its response's own; fills *err and returns its
 * status. */
static ecb_status combine_checks(ecb_bte_error *err, const ecb_bte_request *req,
                                 const uint32_t *share_indices, size_t index_count,
                                 const ecb_bte_response *const *responses, size_t response_count) {
    for (size_t i = 0; i < index_count; i++)
        if (share_indices[i] >= ECB_BTE_MAX_PARTICIPANTS)
            return fail(err, ECB_ERR_INDEX_OUT_OF_RANGE, (uint32_t)i, ECB_BTE_MAX_PARTICIPANTS,
                        share_indices[i]);
    if (index_count != response_count)
        return fail(err, ECB_ERR_LENGTH_MISMATCH, 0, index_count, response_count);
    if (index_count < req->threshold)
        return fail(err, ECB_ERR_TOO_FEW, 0, req->threshold, index_count);
    uint32_t *sorted = ecb_malloc(index_count * sizeof(uint32_t) + 1);
    if (sorted == NULL) return fail(err, ECB_ERR_OUT_OF_MEMORY, 0, 0, 0);
    memcpy(sorted, share_indices, index_count * sizeof(uint32_t));
    qsort(sorted, index_count, sizeof(uint32_t), cmp_u32);
    for (size_t i = 1; i < index_count; i++)
        if (sorted[i] == sorted[i - 1]) {
            uint32_t dup = sorted[i];
            ecb_free(sorted);
            return fail(err, ECB_ERR_DUPLICATE_INDEX, dup, 0, 0);
        }
    ecb_free(sorted);
    if (req->m == 0) return fail(err, ECB_ERR_NO_VALID_CIPHERTEXTS, 0, 0, 0);
    for (size_t i = 0; i < response_count; i++)
        if (responses[i]->m != req->m)
            return fail(err, ECB_ERR_LENGTH_MISMATCH, 0, req->m, responses[i]->m);
    /* the spec trusts the pairing (§8, note); a response names its own server */
    for (size_t i = 0; i < response_count; i++)
        if (share_indices[i] != responses[i]->index)
            return fail(err, ECB_ERR_INDEX_MISMATCH, (uint32_t)i, share_indices[i],
                        responses[i]->index);
    return fail(err, ECB_OK, 0, 0, 0);
}

struct unmask_job {
    const ecb_bte_request *req;
    const uint8_t *k_enc;
    size_t pb, slices;
    ecb_bte_plaintext *out;
};

static void unmask_slice(void *ctx, size_t task, unsigned worker) {
    struct unmask_job *job = ctx;
    size_t m = job->req->m;
    size_t lo = m * task / job->slices, hi = m * (task + 1) / job->slices;
    (void)worker;
    for (size_t p = lo; p < hi; p++) {
        const ecb_bte_ciphertext *ct = job->req->cts[job->req->valid[p]];
        bte_keystream_xor(job->out[p].data, ct->body, ct->body_len, job->k_enc + p * job->pb,
                          job->pb, ct->label, ct->label_len);
    }
}

ecb_status ecb_bte_combine_var(const ecb_bte_request *req, const uint32_t *share_indices,
                               size_t index_count, const ecb_bte_response *const *responses,
                               size_t response_count, unsigned threads, ecb_bte_plaintext **out,
                               size_t *out_count, ecb_bte_error *err) {
    ecb_bte_error local;
    if (err == NULL) err = &local;
    if (out != NULL) *out = NULL;
    if (out_count != NULL) *out_count = 0;
    if (req == NULL || out == NULL || out_count == NULL ||
        (index_count > 0 && share_indices == NULL) || (response_count > 0 && responses == NULL))
        return ECB_ERR_NULL_POINTER;
    if (bte_check_threads(threads) != ECB_OK) return ECB_ERR_INVALID_ARGUMENT;
    if (index_count > ECB_BTE_MAX_PARTICIPANTS || response_count > ECB_BTE_MAX_PARTICIPANTS)
        return ECB_ERR_SIZE_OVERFLOW;
    for (size_t i = 0; i < response_count; i++) {
        if (responses[i] == NULL) return ECB_ERR_NULL_POINTER;
        if (responses[i]->variant != req->variant) return ECB_ERR_INVALID_ARGUMENT;
    }
    ecb_status st = combine_checks(err, req, share_indices, index_count, responses, response_count);
    if (st != ECB_OK) return st;

    const bte_group_ops *ops = bte_group(req->variant);
    size_t m = req->m, k = index_count, bytes = 0;
    for (size_t p = 0; p < m; p++)
        bytes += req->cts[req->valid[p]]->body_len;
    bte_weights w = {NULL, NULL, 0, {{0}}};
    uint8_t *k_enc = ecb_malloc(m * ops->pb);
    ecb_bte_plaintext *pt = ecb_malloc(m * sizeof(ecb_bte_plaintext) + bytes + 1);
    st = ECB_ERR_OUT_OF_MEMORY;
    if (k_enc != NULL && pt != NULL) {
        st = bte_combination_weights(&w, share_indices, k);
        if (st == ECB_OK) st = ops->combine_keys(k_enc, req, &w, responses, k, threads);
    }
    if (st == ECB_OK) {
        uint8_t *data = (uint8_t *)(pt + m);
        for (size_t p = 0; p < m; p++) {
            pt[p].position = req->valid[p];
            pt[p].len = req->cts[req->valid[p]]->body_len;
            pt[p].data = data;
            data += pt[p].len;
        }
        struct unmask_job job = {req, k_enc, ops->pb, bte_slices(threads, m), pt};
        ecb_parallel_run(threads, job.slices, unmask_slice, &job);
        *out = pt;
        *out_count = m;
        pt = NULL;
    }
    if (st != ECB_OK) fail(err, st, 0, 0, 0);
    bte_weights_free(&w);
    if (k_enc != NULL) sodium_memzero(k_enc, m * ops->pb);
    ecb_free(k_enc);
    ecb_free(pt);
    return st;
}

void ecb_bte_plaintexts_free(ecb_bte_plaintext *plaintexts, size_t count) {
    if (plaintexts == NULL) return;
    size_t bytes = 0;
    for (size_t p = 0; p < count; p++)
        bytes += plaintexts[p].len;
    sodium_memzero(plaintexts, count * sizeof *plaintexts + bytes);
    ecb_free(plaintexts);
}
