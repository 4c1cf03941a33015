/* ecb_bpp_verifier: the memory of batch verification held between calls (verify.h), sized once
 * from the verifier's bounds and touched at creation, so that a call within the bounds
 * allocates nothing and takes no page fault on its buffers. */
#include <sodium.h>
#include <string.h>

#include "msm/plan/msm_request.h"
#include "util/alloc.h"
#include "verify.h"

struct ecb_bpp_verifier {
    size_t max_batch, bit_length, max_aggregation;
    unsigned threads;
    size_t work_count; /* entries of mem.work: min(max_batch, ECB_BPP_BATCH_CHUNK) */
    bpp_verify_memory mem;
};

static int power_of_two_at_most(size_t x, size_t limit) {
    return x != 0 && x <= limit && (x & (x - 1)) == 0;
}

static size_t log2_exact(size_t x) {
    size_t r = 0;
    while (((size_t)1 << r) < x)
        r++;
    return r;
}

/* Bytes of the chunk block and of the MSM scratch that every call within the bounds fits. */
static void verifier_sizes(const ecb_bpp_verifier *v, size_t *block, size_t *msm_scratch) {
    size_t N = v->bit_length * v->max_aggregation, rounds = log2_exact(N);
    size_t proofs = v->work_count, workers = v->threads < 1 ? 1 : v->threads;
    if (workers > BPP_MAX_WORKERS) workers = BPP_MAX_WORKERS;
    size_t dyn = proofs * bpp_dynamic_count(v->max_aggregation, rounds);
    size_t n_static = 1 + ECB_BPP_MAX_EXTENSION_DEGREE + 2 * N;
    size_t acc = bpp_static_acc_bytes(N, 0), acc_lanes = bpp_static_acc_bytes(N, 1);
    *block = bpp_chunk_bytes(dyn, n_static, N, workers, proofs * (rounds + 3),
                             acc > acc_lanes ? acc : acc_lanes);
    msm_request rq = {.group = ECB_GROUP_RISTRETTO255,
                      .points = MSM_POINTS_PLAIN,
                      .n = dyn + n_static,
                      .threads = v->threads,
                      .caller_scratch = 1};
    msm_answer a;
    *msm_scratch = msm_ask(&rq, &a) == ECB_OK ? a.scratch_bytes : 0;
}

/* Allocates n bytes and touches every page, so later calls do not fault on them. */
static void *acquire_touched(size_t n) {
    void *p = ecb_malloc(n > 0 ? n : 1);
    if (p != NULL) memset(p, 0, n);
    return p;
}

ecb_status ecb_bpp_verifier_create(ecb_bpp_verifier **out, size_t max_batch, size_t bit_length,
                                   size_t max_aggregation, unsigned threads) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    if (max_batch > PTRDIFF_MAX / sizeof(ecb_bpp_proof)) return ECB_ERR_SIZE_OVERFLOW;
    if (max_batch == 0 || !power_of_two_at_most(bit_length, ECB_BPP_MAX_BIT_LENGTH) ||
        !power_of_two_at_most(max_aggregation, ECB_BPP_MAX_AGGREGATION) ||
        threads > ECB_MSM_MAX_THREADS)
        return ECB_ERR_INVALID_ARGUMENT;
    ecb_bpp_verifier *v = ecb_calloc(1, sizeof *v);
    if (v == NULL) return ECB_ERR_OUT_OF_MEMORY;
    v->max_batch = max_batch;
    v->bit_length = bit_length;
    v->max_aggregation = max_aggregation;
    v->threads = threads < 1 ? 1 : threads;
    v->work_count = max_batch < ECB_BPP_BATCH_CHUNK ? max_batch : ECB_BPP_BATCH_CHUNK;
    verifier_sizes(v, &v->mem.block_bytes, &v->mem.msm_scratch_bytes);
    v->mem.work = acquire_touched(v->work_count * sizeof *v->mem.work);
    v->mem.block = acquire_touched(v->mem.block_bytes);
    v->mem.msm_scratch = acquire_touched(v->mem.msm_scratch_bytes);
    if (v->mem.msm_scratch_bytes == 0 || v->mem.work == NULL || v->mem.block == NULL ||
        v->mem.msm_scratch == NULL) {
        ecb_bpp_verifier_free(v);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    *out = v;
    return ECB_OK;
}

void ecb_bpp_verifier_free(ecb_bpp_verifier *verifier) {
    if (verifier == NULL) return;
    bpp_verify_memory *m = &verifier->mem;
    /* mask recovery leaves values derived from seed nonces in the work entries */
    if (m->work != NULL) sodium_memzero(m->work, verifier->work_count * sizeof *m->work);
    if (m->block != NULL) sodium_memzero(m->block, m->block_bytes);
    if (m->msm_scratch != NULL) sodium_memzero(m->msm_scratch, m->msm_scratch_bytes);
    ecb_free(m->work);
    ecb_free(m->block);
    ecb_free(m->msm_scratch);
    sodium_memzero(verifier, sizeof *verifier);
    ecb_free(verifier);
}

/* ECB_ERR_SCRATCH_TOO_SMALL when the call is outside the verifier's bounds: more proofs or
 * threads, or a well-formed statement with a larger n or m (a malformed one is the proof's
 * own failure, reported as ecb_bpp_verify_batch_var does). */
static ecb_status verifier_fits(const ecb_bpp_verifier *v, const ecb_bpp_statement *statements,
                                size_t count, const ecb_bpp_verify_options *options) {
    if (count > v->max_batch || (options != NULL && options->threads > v->threads))
        return ECB_ERR_SCRATCH_TOO_SMALL;
    for (size_t i = 0; i < count; i++) {
        const ecb_bpp_statement *st = &statements[i];
        if (ecb_bpp_statement_check(st) == ECB_OK &&
            (ecb_bpp_params_bit_length(st->params) > v->bit_length ||
             st->aggregation > v->max_aggregation))
            return ECB_ERR_SCRATCH_TOO_SMALL;
    }
    return ECB_OK;
}

ecb_status ecb_bpp_verifier_verify_batch_var(
    ecb_bpp_verifier *verifier, const ecb_merlin_transcript *transcripts, size_t transcript_count,
    const ecb_bpp_statement *statements, const ecb_bpp_proof *proofs, size_t count,
    ecb_bpp_action action, ecb_bpp_mask *masks, const ecb_bpp_verify_options *options) {
    if (verifier == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st =
        bpp_verify_args(transcripts, transcript_count, statements, proofs, count, action, options);
    if (st == ECB_OK) st = verifier_fits(verifier, statements, count, options);
    if (st != ECB_OK) return st;
    return bpp_verify_run(&verifier->mem, transcripts, transcript_count, statements, proofs, count,
                          action, masks, options);
}
