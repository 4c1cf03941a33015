/* Server responses: responding (spec §6, convention 21), verifying one (§7, convention 23) and
 * many at once (profile point 8, conventions 25-26). */
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "bte/bte_internal.h"
#include "bte/bte_keygen.h"
#include "bte/bte_labels.h"
#include "util/alloc.h"
#include "util/ct_declassify.h"
#include "util/parallel.h"

/* ---- responding --------------------------------------------------------------------------- */

static ecb_status respond(ecb_bte_response **out, const ecb_bte_request *req,
                          const ecb_bte_share *share, const uint8_t *nonce_seed, unsigned threads) {
    if (out == NULL || req == NULL || share == NULL) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    if (bte_check_threads(threads) != ECB_OK) return ECB_ERR_INVALID_ARGUMENT;
    if (share->index >= ECB_BTE_MAX_PARTICIPANTS) return ECB_ERR_INDEX_OUT_OF_RANGE;
    if (req->m == 0) return ECB_ERR_NO_VALID_CIPHERTEXTS;
    const bte_group_ops *ops = bte_group(req->variant);
    fr381 secrets[2]; /* x, s */
    ecb_status st = fr381_decode(&secrets[0], share->secret);
    ecb_ct_declassify(&st, sizeof st); /* a share's range is its holder's to know */
    if (st != ECB_OK) return st;
    ecb_bte_response *resp = bte_response_alloc(ops, req->m, req->m);
    if (resp == NULL) {
        sodium_memzero(secrets, sizeof secrets);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    resp->index = share->index;
    if (nonce_seed != NULL)
        bte_keygen(&secrets[1], nonce_seed);
    else
        st = bte_random_scalar(&secrets[1]);
    if (st == ECB_OK) {
        ecb_parallel_scope scope; /* the partials, the aggregate MSM, the four products */
        ecb_parallel_scope_begin(&scope, threads);
        st = ops->respond(resp, req, &secrets[0], &secrets[1], threads);
        ecb_parallel_scope_end(&scope);
    }
    sodium_memzero(secrets, sizeof secrets);
    if (st != ECB_OK) {
        ecb_free(resp);
        return st;
    }
    *out = resp;
    return ECB_OK;
}

ecb_status ecb_bte_respond(ecb_bte_response **out, const ecb_bte_request *req,
                           const ecb_bte_share *share, unsigned threads) {
    return respond(out, req, share, NULL, threads);
}

ecb_status ecb_bte_respond_seeded(ecb_bte_response **out, const ecb_bte_request *req,
                                  const ecb_bte_share *share,
                                  const uint8_t nonce_seed[ECB_BTE_SEED_BYTES], unsigned threads) {
    if (nonce_seed == NULL) return ECB_ERR_NULL_POINTER;
    return respond(out, req, share, nonce_seed, threads);
}

void ecb_bte_response_free(ecb_bte_response *resp) {
    ecb_free(resp);
}

ecb_bte_variant ecb_bte_response_variant(const ecb_bte_response *resp) {
    return (ecb_bte_variant)resp->variant;
}

uint32_t ecb_bte_response_index(const ecb_bte_response *resp) {
    return resp->index;
}

size_t ecb_bte_response_partial_count(const ecb_bte_response *resp) {
    return resp->m;
}

/* ---- verification ------------------------------------------------------------------------- */

static void set_error(ecb_bte_error *e, ecb_status st, uint32_t index, uint64_t expected,
                      uint64_t actual) {
    e->status = st;
    e->index = index;
    e->expected = expected;
    e->actual = actual;
}

/* The structural checks of §7 steps 1-4, in order, after the index range. */
static void structural_checks(ecb_bte_error *e, const ecb_bte_request *req, uint32_t eval_index,
                              const ecb_bte_response *resp) {
    set_error(e, ECB_OK, 0, 0, 0);
    if (eval_index >= ECB_BTE_MAX_PARTICIPANTS)
        set_error(e, ECB_ERR_INDEX_OUT_OF_RANGE, 0, ECB_BTE_MAX_PARTICIPANTS, eval_index);
    else if (resp->index != eval_index)
        set_error(e, ECB_ERR_INDEX_MISMATCH, 0, eval_index, resp->index);
    else if (req->m == 0)
        set_error(e, ECB_ERR_NO_VALID_CIPHERTEXTS, 0, 0, 0);
    else if (resp->valid_count != req->m ||
             memcmp(resp->valid, req->valid, req->m * sizeof(uint32_t)) != 0)
        set_error(e, ECB_ERR_INVALID_CIPHERTEXT_SET, 0, 0, 0);
    else if (resp->m != req->m)
        set_error(e, ECB_ERR_LENGTH_MISMATCH, 0, req->m, resp->m);
}

/* §7 step 5: rho from the response's own partials. */
static void derive_rho(const bte_group_ops *ops, const ecb_bte_request *req,
                       const ecb_bte_response *r, bte_limbs *rho) {
    bte_transcript t;
    bte_rho_transcript(&t, req->digest, r->index, r->partial_enc, req->m, ops->pb);
    bte_rho_derive(rho, &t, req->m);
}

/* §7 step 7: the challenge over the aggregates (cand->ustar and cand->uhat set). */
static bte_resp_stage challenge_matches(const bte_group_ops *ops, const bte_resp_candidate *cand,
                                        const ecb_bte_request *req) {
    const ecb_bte_response *r = cand->resp;
    bte_transcript t;
    fr381 c;
    bte_dleq_transcript(&t, req->context, req->context_len, r->index, cand->hi->enc,
                        cand->ustar.enc, cand->uhat.enc, r->A.enc, r->B.enc, ops->pb);
    bte_transcript_challenge(&c, &t, BTE_STR(BTE_NOISE_DLEQ));
    return fr381_equal(&c, &r->c) ? BTE_RESP_OK : BTE_RESP_CHALLENGE;
}

/* §7 steps 5-7 for one response. */
static bte_resp_stage challenge_check(const bte_group_ops *ops, bte_resp_candidate *cand,
                                      const ecb_bte_request *req, bte_limbs *rho) {
    derive_rho(ops, req, cand->resp, rho);
    ops->aggregates(cand, req, cand->resp, rho);
    return challenge_matches(ops, cand, req);
}

static ecb_status same_variant(const ecb_bte_request *req, const ecb_bte_point *hi,
                               const ecb_bte_response *resp) {
    if (bte_point_of_c(hi)->variant != req->variant || resp->variant != req->variant)
        return ECB_ERR_INVALID_ARGUMENT;
    return ECB_OK;
}

ecb_status bte_verify_one(const ecb_bte_request *req, uint32_t eval_index, const bte_point *hi,
                          const ecb_bte_response *resp, ecb_bte_error *err, bte_resp_stage *stage) {
    const bte_group_ops *ops = bte_group(req->variant);
    *stage = BTE_RESP_OK;
    structural_checks(err, req, eval_index, resp);
    if (err->status != ECB_OK) return err->status;
    bte_limbs *rho = ecb_malloc(req->m * sizeof(bte_limbs));
    if (rho == NULL) {
        set_error(err, ECB_ERR_OUT_OF_MEMORY, 0, 0, 0);
        return err->status;
    }
    bte_resp_candidate cand;
    memset(&cand, 0, sizeof cand);
    cand.resp = resp;
    cand.hi = hi;
    *stage = challenge_check(ops, &cand, req, rho);
    ecb_free(rho);
    if (*stage == BTE_RESP_OK) *stage = ops->resp_equations(&cand);
    if (*stage != BTE_RESP_OK) set_error(err, ECB_ERR_INVALID_RESPONSE, resp->index, 0, 0);
    return err->status;
}

ecb_status ecb_bte_verify_response_var(const ecb_bte_request *req, uint32_t eval_index,
                                       const ecb_bte_point *public_share,
                                       const ecb_bte_response *resp, ecb_bte_error *err) {
    ecb_bte_error local;
    bte_resp_stage stage;
    if (err == NULL) err = &local;
    if (req == NULL || public_share == NULL || resp == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = same_variant(req, public_share, resp);
    if (st != ECB_OK) return st;
    return bte_verify_one(req, eval_index, bte_point_of_c(public_share), resp, err, &stage);
}

/* Responses per engine call for the U*: the shifted-copies table over the headers is built
 * once per chunk (about nine rows' worth of work), and the chunk's rho rows stay bounded. */
#define BTE_VERIFY_CHUNK 128u

struct verify_job {
    const bte_group_ops *ops;
    const ecb_bte_request *req;
    const uint32_t *eval_indices;
    const ecb_bte_point *public_shares;
    const ecb_bte_response *const *resps;
    ecb_bte_error *results;
    bte_resp_candidate *cand; /* one per response */
    bte_limbs *rho;           /* a chunk's rows of m: each response's rho (zeros once rejected) */
    size_t lo;                /* the chunk's first response */
    const size_t *pos;        /* second pass: the candidates' response positions */
};

/* First pass: the structural checks and rho of response q. */
static void rho_task(void *ctx, size_t i, unsigned worker) {
    struct verify_job *job = ctx;
    size_t q = job->lo + i;
    const ecb_bte_response *r = job->resps[q];
    (void)worker;
    structural_checks(&job->results[q], job->req, job->eval_indices[q], r);
    if (job->results[q].status != ECB_OK) return;
    bte_resp_candidate *c = &job->cand[q];
    c->resp = r;
    c->hi = bte_point_of_c(&job->public_shares[q]);
    derive_rho(job->ops, job->req, r, job->rho + i * job->req->m);
}

/* Second pass, after every U*: Uhat and the challenge of response q. */
static void challenge_task(void *ctx, size_t i, unsigned worker) {
    struct verify_job *job = ctx;
    size_t q = job->lo + i;
    (void)worker;
    if (job->results[q].status != ECB_OK) return;
    bte_resp_candidate *c = &job->cand[q];
    job->ops->partials_aggregate(c, job->req, c->resp, job->rho + i * job->req->m);
    if (challenge_matches(job->ops, c, job->req) != BTE_RESP_OK)
        set_error(&job->results[q], ECB_ERR_INVALID_RESPONSE, c->resp->index, 0, 0);
}

static void equations_task(void *ctx, size_t i, unsigned worker) {
    struct verify_job *job = ctx;
    size_t q = job->pos[i];
    (void)worker;
    if (job->ops->resp_equations(&job->cand[q]) != BTE_RESP_OK)
        set_error(&job->results[q], ECB_ERR_INVALID_RESPONSE, job->resps[q]->index, 0, 0);
}

ecb_status ecb_bte_verify_responses_var(const ecb_bte_request *req, const uint32_t *eval_indices,
                                        const ecb_bte_point *public_shares,
                                        const ecb_bte_response *const *resps, size_t k,
                                        unsigned threads, ecb_bte_error *results,
                                        size_t *invalid_count) {
    if (req == NULL || (k > 0 && (eval_indices == NULL || public_shares == NULL || resps == NULL ||
                                  results == NULL)))
        return ECB_ERR_NULL_POINTER;
    if (bte_check_threads(threads) != ECB_OK) return ECB_ERR_INVALID_ARGUMENT;
    if (k > ECB_BTE_MAX_PARTICIPANTS) return ECB_ERR_SIZE_OVERFLOW;
    for (size_t q = 0; q < k; q++) {
        if (resps[q] == NULL) return ECB_ERR_NULL_POINTER;
        ecb_status st = same_variant(req, &public_shares[q], resps[q]);
        if (st != ECB_OK) return st;
    }
    const bte_group_ops *ops = bte_group(req->variant);
    unsigned workers = threads < 1 ? 1 : threads;
    struct verify_job job;
    memset(&job, 0, sizeof job);
    job.ops = ops;
    job.req = req;
    job.eval_indices = eval_indices;
    job.public_shares = public_shares;
    job.resps = resps;
    job.results = results;
    job.cand = ecb_calloc(k + 1, sizeof(bte_resp_candidate));
    size_t chunk = k < BTE_VERIFY_CHUNK ? k : BTE_VERIFY_CHUNK;
    job.rho = ecb_malloc((chunk * req->m + 1) * sizeof(bte_limbs));
    size_t *pos = ecb_malloc((k + 1) * sizeof(size_t));
    bte_resp_candidate *packed = ecb_malloc((k + 1) * sizeof(bte_resp_candidate));
    bte_limbs *w = ecb_malloc((2 * k + 1) * sizeof(bte_limbs));
    ecb_status st = ECB_ERR_OUT_OF_MEMORY;
    if (job.cand != NULL && job.rho != NULL && pos != NULL && packed != NULL && w != NULL) {
        st = ECB_OK;
        /* every response's U* sums the same headers: one engine call per chunk of responses */
        for (job.lo = 0; job.lo < k && st == ECB_OK; job.lo += chunk) {
            size_t rows = k - job.lo < chunk ? k - job.lo : chunk;
            memset(job.rho, 0, rows * req->m * sizeof(bte_limbs));
            ecb_parallel_run(workers, rows, rho_task, &job);
            if (req->m > 0)
                st = ops->headers_aggregates(job.cand + job.lo, req, job.rho, rows, threads);
            if (st == ECB_OK) ecb_parallel_run(workers, rows, challenge_task, &job);
        }
        size_t q = 0;
        for (size_t i = 0; i < k && st == ECB_OK; i++)
            if (results[i].status == ECB_OK) {
                pos[q] = i;
                packed[q++] = job.cand[i];
            }
        if (q > 0) {
            bte_transcript t;
            int ok = 0;
            bte_resp_weights_transcript(&t, req->digest, packed, q, ops->pb);
            bte_weights_derive(w, &t, q);
            st = ops->resp_residual(&ok, NULL, packed, q, w, threads);
            if (st == ECB_OK && !ok) {
                job.pos = pos;
                ecb_parallel_run(workers, q, equations_task, &job);
            }
        }
    }
    ecb_free(job.cand);
    ecb_free(job.rho);
    ecb_free(pos);
    ecb_free(packed);
    ecb_free(w);
    if (st != ECB_OK) {
        /* no verdict: every response gets the status, as ecb_bte_verify_response_var would */
        for (size_t i = 0; i < k; i++)
            set_error(&results[i], st, 0, 0, 0);
        if (invalid_count != NULL) *invalid_count = k;
        return st;
    }
    size_t bad = 0;
    for (size_t i = 0; i < k; i++)
        bad += results[i].status != ECB_OK;
    if (invalid_count != NULL) *invalid_count = bad;
    return bad == 0 ? ECB_OK : ECB_ERR_INVALID_RESPONSE;
}
