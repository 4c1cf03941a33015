/* Encryption, ciphertext checks (single and batched, profile point 9) and batch requests
 * (spec §4, §5; conventions 16-20). */
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "bte/bte_internal.h"
#include "bte/bte_keygen.h"
#include "util/alloc.h"
#include "util/parallel.h"

/* ---- encryption ------------------------------------------------------------------------------ */

static ecb_status encrypt(ecb_bte_ciphertext **out, const ecb_bte_point *pk, const uint8_t *label,
                          size_t label_len, const uint8_t *msg, size_t msg_len, const fr381 *r,
                          const fr381 *s) {
    const bte_point *p = bte_point_of_c(pk);
    const bte_group_ops *ops = bte_group(p->variant);
    if (ops == NULL) return ECB_ERR_INVALID_ARGUMENT;
    ecb_bte_ciphertext *ct = bte_ciphertext_alloc(p->variant, label_len, msg_len);
    if (ct == NULL) return ECB_ERR_OUT_OF_MEMORY;
    if (label_len > 0) memcpy(ct->label, label, label_len);
    ops->encrypt(ct, p, msg, r, s);
    *out = ct;
    return ECB_OK;
}

static ecb_status encrypt_args(ecb_bte_ciphertext **out, const ecb_bte_point *pk,
                               const uint8_t *label, size_t label_len, const uint8_t *msg,
                               size_t msg_len) {
    if (out == NULL || pk == NULL || (label == NULL && label_len > 0) ||
        (msg == NULL && msg_len > 0))
        return ECB_ERR_NULL_POINTER;
    *out = NULL;
    if (label_len > ECB_BTE_MAX_LABEL_BYTES || msg_len > ECB_BTE_MAX_BODY_BYTES)
        return ECB_ERR_SIZE_OVERFLOW;
    return ECB_OK;
}

ecb_status ecb_bte_encrypt(ecb_bte_ciphertext **out, const ecb_bte_point *pk, const uint8_t *label,
                           size_t label_len, const uint8_t *msg, size_t msg_len) {
    ecb_status st = encrypt_args(out, pk, label, label_len, msg, msg_len);
    if (st != ECB_OK) return st;
    fr381 rs[2];
    if ((st = bte_random_scalar(&rs[0])) == ECB_OK && (st = bte_random_scalar(&rs[1])) == ECB_OK)
        st = encrypt(out, pk, label, label_len, msg, msg_len, &rs[0], &rs[1]);
    sodium_memzero(rs, sizeof rs);
    return st;
}

ecb_status ecb_bte_encrypt_seeded(ecb_bte_ciphertext **out, const ecb_bte_point *pk,
                                  const uint8_t *label, size_t label_len, const uint8_t *msg,
                                  size_t msg_len, const uint8_t r_seed[ECB_BTE_SEED_BYTES],
                                  const uint8_t s_seed[ECB_BTE_SEED_BYTES]) {
    ecb_status st = encrypt_args(out, pk, label, label_len, msg, msg_len);
    if (st != ECB_OK) return st;
    if (r_seed == NULL || s_seed == NULL) return ECB_ERR_NULL_POINTER;
    fr381 rs[2];
    bte_keygen(&rs[0], r_seed);
    bte_keygen(&rs[1], s_seed);
    st = encrypt(out, pk, label, label_len, msg, msg_len, &rs[0], &rs[1]);
    sodium_memzero(rs, sizeof rs);
    return st;
}

void ecb_bte_ciphertext_free(ecb_bte_ciphertext *ct) {
    ecb_free(ct);
}

ecb_bte_variant ecb_bte_ciphertext_variant(const ecb_bte_ciphertext *ct) {
    return (ecb_bte_variant)ct->variant;
}

const uint8_t *ecb_bte_ciphertext_label(const ecb_bte_ciphertext *ct, size_t *len) {
    *len = ct->label_len;
    return ct->label;
}

const uint8_t *ecb_bte_ciphertext_body(const ecb_bte_ciphertext *ct, size_t *len) {
    *len = ct->body_len;
    return ct->body;
}

void ecb_bte_ciphertext_header(const ecb_bte_ciphertext *ct, ecb_bte_point *out) {
    memset(out, 0, sizeof *out);
    *bte_point_of(out) = ct->pt[BTE_CT_U];
}

/* ---- checks ------------------------------------------------------------------------------ */

ecb_status ecb_bte_ciphertext_verify_var(const ecb_bte_point *pk, const ecb_bte_ciphertext *ct) {
    if (pk == NULL || ct == NULL) return ECB_ERR_NULL_POINTER;
    const bte_point *p = bte_point_of_c(pk);
    const bte_group_ops *ops = bte_group(p->variant);
    if (ops == NULL || ct->variant != p->variant) return ECB_ERR_INVALID_ARGUMENT;
    bte_ct_stage stage = ops->ct_prefilter(p, ct);
    if (stage == BTE_CT_OK) stage = ops->ct_equations(ct);
    return stage == BTE_CT_OK ? ECB_OK : ECB_ERR_INVALID_CIPHERTEXT;
}

struct ct_check_job {
    const bte_group_ops *ops;
    const bte_point *pk;
    const ecb_bte_ciphertext *const *cts;
    const uint32_t *cand; /* the second pass: candidate positions */
    size_t n, slices;
    uint8_t *valid;
    bte_transcript *spec; /* the first pass, if set: its task 0 writes the weights transcript
                             over all n ciphertexts (cand: 0..n-1) */
};

static void prefilter_slice(void *ctx, size_t task, unsigned worker) {
    struct ct_check_job *job = ctx;
    if (job->spec != NULL && task-- == 0) {
        bte_ct_weights_transcript(job->spec, job->pk->enc, job->ops->pb, job->cts, job->cand,
                                  job->n);
        return;
    }
    size_t lo = job->n * task / job->slices, hi = job->n * (task + 1) / job->slices;
    (void)worker;
    for (size_t j = lo; j < hi; j++)
        job->valid[j] = job->ops->ct_prefilter(job->pk, job->cts[j]) == BTE_CT_OK;
}

static void equations_slice(void *ctx, size_t task, unsigned worker) {
    struct ct_check_job *job = ctx;
    size_t lo = job->n * task / job->slices, hi = job->n * (task + 1) / job->slices;
    (void)worker;
    for (size_t p = lo; p < hi; p++)
        job->valid[job->cand[p]] = job->ops->ct_equations(job->cts[job->cand[p]]) == BTE_CT_OK;
}

/* Profile point 9: per-ciphertext identity and challenge checks (parallel), then one combined
 * residual over the candidates with weights from their transcript; on failure each candidate's
 * two equations (parallel). valid[j] ends as the single check's verdict. On more than one
 * thread the transcript is computed beside the checks, over every ciphertext (the candidates
 * when all pass; else it is computed again), and the checks run in 32 slices per thread so
 * that the others absorb it. */
static ecb_status cts_check_run(const bte_group_ops *ops, const bte_point *pk,
                                const ecb_bte_ciphertext *const *cts, size_t n, unsigned threads,
                                uint8_t *valid) {
    uint32_t *cand = ecb_malloc(n * sizeof(uint32_t) + 1);
    if (cand == NULL) {
        memset(valid, 0, n);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    bte_transcript t;
    int spec = threads > 1 && n > 1;
    struct ct_check_job job = {
        ops, pk, cts, cand, n, bte_slices(spec ? 32 * threads : 1, n), valid, spec ? &t : NULL};
    for (size_t j = 0; j < n; j++)
        cand[j] = (uint32_t)j;
    ecb_parallel_run(threads, job.slices + (spec ? 1 : 0), prefilter_slice, &job);
    size_t q = 0;
    for (size_t j = 0; j < n; j++)
        q += valid[j];
    bte_limbs *w = q > 0 ? ecb_malloc(2 * q * sizeof(bte_limbs)) : NULL;
    ecb_status st = q > 0 && w == NULL ? ECB_ERR_OUT_OF_MEMORY : ECB_OK;
    if (w != NULL) {
        if (q < n || !spec) {
            for (size_t j = 0, p = 0; j < n; j++)
                if (valid[j]) cand[p++] = (uint32_t)j;
            bte_ct_weights_transcript(&t, pk->enc, ops->pb, cts, cand, q);
        }
        bte_weights_derive(w, &t, q);
        int ok = 0;
        st = ops->ct_residual(&ok, NULL, cts, cand, q, w, threads);
        if (st == ECB_OK && !ok) {
            job.n = q;
            job.slices = bte_slices(threads, q);
            job.spec = NULL;
            ecb_parallel_run(threads, job.slices, equations_slice, &job);
        }
    }
    ecb_free(cand);
    ecb_free(w);
    return st;
}

/* cts_check_run in one scope of threads (its runs share their helpers). */
static ecb_status cts_check(const bte_group_ops *ops, const bte_point *pk,
                            const ecb_bte_ciphertext *const *cts, size_t n, unsigned threads,
                            uint8_t *valid) {
    ecb_parallel_scope scope;
    ecb_parallel_scope_begin(&scope, threads);
    ecb_status st = cts_check_run(ops, pk, cts, n, threads, valid);
    ecb_parallel_scope_end(&scope);
    return st;
}

/* Shared argument checks: every ciphertext of pk's variant. */
static ecb_status batch_args(const bte_group_ops **ops, const ecb_bte_point *pk,
                             const ecb_bte_ciphertext *const *cts, size_t n, unsigned threads) {
    if (pk == NULL || (cts == NULL && n > 0)) return ECB_ERR_NULL_POINTER;
    const bte_point *p = bte_point_of_c(pk);
    *ops = bte_group(p->variant);
    if (*ops == NULL || bte_check_threads(threads) != ECB_OK) return ECB_ERR_INVALID_ARGUMENT;
    if (n > ECB_BTE_MAX_BATCH) return ECB_ERR_SIZE_OVERFLOW;
    for (size_t j = 0; j < n; j++) {
        if (cts[j] == NULL) return ECB_ERR_NULL_POINTER;
        if (cts[j]->variant != p->variant) return ECB_ERR_INVALID_ARGUMENT;
    }
    return ECB_OK;
}

ecb_status ecb_bte_ciphertexts_verify_var(const ecb_bte_point *pk,
                                          const ecb_bte_ciphertext *const *cts, size_t n,
                                          unsigned threads, uint8_t *valid, size_t *valid_count) {
    const bte_group_ops *ops;
    ecb_status st = batch_args(&ops, pk, cts, n, threads);
    if (st != ECB_OK) return st;
    if (valid == NULL && n > 0) return ECB_ERR_NULL_POINTER;
    st = cts_check(ops, bte_point_of_c(pk), cts, n, threads, valid);
    if (st != ECB_OK) {
        memset(valid, 0, n);
        if (valid_count != NULL) *valid_count = 0;
        return st;
    }
    if (valid_count != NULL) {
        size_t c = 0;
        for (size_t j = 0; j < n; j++)
            c += valid[j];
        *valid_count = c;
    }
    return st;
}

/* ---- requests ----------------------------------------------------------------------------- */

ecb_status ecb_bte_request_new_var(ecb_bte_request **out, const ecb_bte_point *pk,
                                   const ecb_bte_ciphertext *const *cts, size_t n,
                                   const uint8_t *context, size_t context_len, uint32_t threshold,
                                   unsigned threads) {
    const bte_group_ops *ops;
    if (out == NULL || (context == NULL && context_len > 0)) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    ecb_status st = batch_args(&ops, pk, cts, n, threads);
    if (st != ECB_OK) return st;
    if (threshold < 1 || threshold > ECB_BTE_MAX_PARTICIPANTS) return ECB_ERR_INVALID_ARGUMENT;
    if (context_len > ECB_BTE_MAX_CONTEXT_BYTES) return ECB_ERR_SIZE_OVERFLOW;

    uint8_t *valid = ecb_malloc(n + 1);
    if (valid == NULL) return ECB_ERR_OUT_OF_MEMORY;
    st = cts_check(ops, bte_point_of_c(pk), cts, n, threads, valid);
    size_t m = 0;
    for (size_t j = 0; j < n; j++)
        m += valid[j];
    /* one block: struct | headers (affine) | header_enc pointers | valid | context */
    size_t hsize = m * ops->aff_size;
    ecb_bte_request *req = st == ECB_OK ? ecb_malloc(sizeof *req + hsize + m * sizeof(uint8_t *) +
                                                     m * sizeof(uint32_t) + context_len + 1)
                                        : NULL;
    if (req == NULL) {
        ecb_free(valid);
        return st != ECB_OK ? st : ECB_ERR_OUT_OF_MEMORY;
    }
    memset(req, 0, sizeof *req);
    req->variant = ops->variant;
    req->threshold = threshold;
    req->pk = *bte_point_of_c(pk);
    req->cts = cts;
    req->n = n;
    req->m = m;
    req->headers = req + 1;
    req->header_enc = (const uint8_t **)(void *)((uint8_t *)req->headers + hsize);
    req->valid = (uint32_t *)(void *)(req->header_enc + m);
    req->context = (uint8_t *)(req->valid + m);
    req->context_len = context_len;
    if (context_len > 0) memcpy(req->context, context, context_len);
    for (size_t j = 0, p = 0; j < n; j++)
        if (valid[j]) {
            req->valid[p] = (uint32_t)j;
            req->header_enc[p] = cts[j]->pt[BTE_CT_U].enc;
            p++;
        }
    ecb_free(valid);
    ops->request_headers(req);
    bte_request_digest(req->digest, req->context, context_len, req->header_enc, m, ops->pb);
    *out = req;
    return ECB_OK;
}

ecb_status ecb_bte_request_from_public_var(ecb_bte_request **out, const ecb_bte_public *pub,
                                           const ecb_bte_ciphertext *const *cts, size_t n,
                                           const uint8_t *context, size_t context_len,
                                           uint32_t threshold, unsigned threads) {
    if (out == NULL || pub == NULL) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    if (n == 0) return ECB_ERR_NO_VALID_CIPHERTEXTS;
    if (threshold != pub->t) return ECB_ERR_THRESHOLD_MISMATCH;
    ecb_bte_point pk;
    ecb_bte_public_key(pub, &pk);
    return ecb_bte_request_new_var(out, &pk, cts, n, context, context_len, pub->t, threads);
}

void ecb_bte_request_free(ecb_bte_request *req) {
    ecb_free(req);
}

size_t ecb_bte_request_valid_count(const ecb_bte_request *req) {
    return req->m;
}

const uint32_t *ecb_bte_request_valid_indices(const ecb_bte_request *req) {
    return req->valid;
}

void ecb_bte_request_digest(const ecb_bte_request *req, uint8_t out[ECB_BTE_DIGEST_BYTES]) {
    memcpy(out, req->digest, ECB_BTE_DIGEST_BYTES);
}

uint32_t ecb_bte_request_threshold(const ecb_bte_request *req) {
    return req->threshold;
}
