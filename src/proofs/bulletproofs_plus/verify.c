/* Batch verification and mask recovery (spec §8-§10), in chunks of ECB_BPP_BATCH_CHUNK
 * proofs; every chunk is verified (the PR #151 behaviour, not 0.4.1's first-chunk-only bug).
 *
 * Per chunk:
 *   1. structural checks per proof (statement, consistency with the first statement, promise
 *      range, L/R count) - serial, cheap;
 *   2. per proof, in parallel: transcript replay (y, z, e_j, e and the weight-binding bytes),
 *      then per worker one batch decoding of its proofs' points into the MSM array;
 *   3. the weight transcript and weights (spec §8.2, weights.c) - serial;
 *   4. per proof, in parallel: one batch inversion per worker, dynamic scalars, Gi/Hi scalars
 *      into per-worker accumulators, masks;
 *   5. one MSM: static Gi/Hi of the largest statement, every proof's points, G_k and H; the
 *      batch holds iff the sum is the identity;
 *   6. on failure with identify_invalid: bisection, where each split costs one MSM over half
 *      the proofs and the other half's sum is the difference of two points. */
#include <sodium.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "msm/plan/msm_request.h"
#include "params.h"
#include "parallel.h"
#include "transcript.h"
#include "util/alloc.h"
#include "verify.h"
#include "verify_scalars.h"
#include "weights.h"

typedef ecb_ristretto255_scalar scalar;
typedef ecb_ristretto255_point point;

#define MAX_WORKERS BPP_MAX_WORKERS

struct chunk {
    /* inputs */
    const ecb_merlin_transcript *transcripts;
    size_t transcript_count, first; /* first: index of the chunk's first proof in the batch */
    const ecb_bpp_statement *statements, *reference; /* reference: the batch's first */
    const ecb_bpp_proof *proofs;
    size_t count;
    ecb_bpp_mask *masks;
    const ecb_bpp_verify_options *opt;
    bpp_verify_memory *mem; /* held memory, or NULL: allocate */
    unsigned threads;
    int verify, recover;
    /* state */
    bpp_proof_work *work;
    const ecb_bpp_params *max_params; /* statement with the largest N: source of Gi/Hi */
    size_t max_N, T, dyn_total;
    point *dyn_points;      /* dyn_total dynamic points, proof by proof */
    uint8_t (*dyn_enc)[32]; /* their encodings, and their decoding statuses */
    ecb_status *dyn_status;
    scalar *dyn_scalars;
    int lanes; /* the Gi/Hi scalars in AVX-512 IFMA lanes (bpp_static_acc) */
    /* per-worker scratch for step 4 */
    bpp_static_acc acc[MAX_WORKERS];
    scalar *inv[MAX_WORKERS], *inv_scratch[MAX_WORKERS];
    scalar *cst[MAX_WORKERS]; /* per worker, ECB_BPP_MAX_ROUNDS + 1 sums of w e^2 z by log2(N) */
};

/* ---- step 1: structural checks ------------------------------------------------------------ */

static ecb_status check_proof(const struct chunk *c, size_t i) {
    const ecb_bpp_statement *st = &c->statements[i], *first = c->reference;
    const ecb_bpp_proof *proof = &c->proofs[i];
    ecb_status status = ecb_bpp_statement_check(st);
    if (status != ECB_OK) return status;
    const ecb_bpp_params *p = st->params, *f = first->params;
    size_t n = p->bit_length, T = p->pc.extension_degree;
    if (proof->extension_degree != T) return ECB_ERR_PARAMETERS;
    /* same n, T, H and G_k as the first statement; equal encodings are equal elements. Gi/Hi
     * are then equal over any common prefix: they depend only on n and the party index. */
    if (p != f && (n != f->bit_length || T != f->pc.extension_degree ||
                   memcmp(p->pc.h_bytes, f->pc.h_bytes, 32) != 0 ||
                   memcmp(p->pc.g_bytes, f->pc.g_bytes, 32 * T) != 0))
        return ECB_ERR_PARAMETERS;
    if (st->minimum_value_promises != NULL && n < 64)
        for (size_t j = 0; j < st->aggregation; j++)
            if (st->minimum_value_promises[j] >> n != 0) return ECB_ERR_VALUE_OUT_OF_RANGE;
    size_t N = n * st->aggregation;
    if (proof->rounds >= 8 * sizeof(size_t) || ((size_t)1 << proof->rounds) != N)
        return ECB_ERR_PROOF_FORMAT;
    return ECB_OK;
}

/* ---- step 2: transcripts and decoding ----------------------------------------------------- */

/* Decodes the points of the proofs [begin, end) into their MSM slots V_0..V_{m-1}, A1, B, A,
 * L_0..L_{r-1}, R_0..R_{r-1} (spec §8.4) with one batch decoding: the slots of consecutive
 * proofs are consecutive (a proof that failed its structural checks has none), so their
 * encodings are laid out in the same order in dyn_enc. Slots not to decode (commitments given
 * decoded, proofs whose transcript failed) get 0xff bytes, non-canonical, which the batch
 * decoder rejects before the square root. Each proof's status is its first failure in tari's
 * decompression order A, A1, B, L, R (spec §9.1); the commitments, which tari receives
 * decoded, come last. */
static void decode_points(const struct chunk *c, size_t begin, size_t end) {
    size_t first = SIZE_MAX, last = 0;
    for (size_t i = begin; i < end; i++) {
        bpp_proof_work *w = &c->work[i];
        if (w->dyn_count == 0) continue;
        if (first == SIZE_MAX) first = w->dyn_offset;
        last = w->dyn_offset + w->dyn_count;
        uint8_t(*v)[32] = c->dyn_enc + w->dyn_offset, (*a1)[32] = v + w->m, (*l)[32] = a1 + 3,
        (*r)[32] = l + w->rounds;
        if (w->status != ECB_OK) {
            memset(v, 0xff, w->dyn_count * 32);
            continue;
        }
        if (w->st->commitment_points != NULL)
            memset(v, 0xff, w->m * 32);
        else
            memcpy(v, w->st->commitments, w->m * 32);
        memcpy(a1[0], w->proof->A1, 32);
        memcpy(a1[1], w->proof->B, 32);
        memcpy(a1[2], w->proof->A, 32);
        memcpy(l, w->proof->L, w->rounds * 32);
        memcpy(r, w->proof->R, w->rounds * 32);
    }
    if (first == SIZE_MAX) return;
    (void)ecb_ristretto255_decode_batch_var(c->dyn_points + first, c->dyn_status + first,
                                            c->dyn_enc[first], last - first, 1);
    for (size_t i = begin; i < end; i++) {
        bpp_proof_work *w = &c->work[i];
        if (w->dyn_count == 0 || w->status != ECB_OK) continue;
        const ecb_status *v = c->dyn_status + w->dyn_offset, *a1 = v + w->m, *lr = a1 + 3;
        ecb_status s = a1[2] != ECB_OK ? a1[2] : a1[0] != ECB_OK ? a1[0] : a1[1];
        for (size_t j = 0; j < 2 * w->rounds && s == ECB_OK; j++)
            s = lr[j];
        if (w->st->commitment_points != NULL)
            memcpy(c->dyn_points + w->dyn_offset, w->st->commitment_points, w->m * sizeof(point));
        else
            for (size_t j = 0; j < w->m && s == ECB_OK; j++)
                s = v[j];
        w->status = s;
    }
}

static void step2_worker(void *ctx, size_t begin, size_t end, unsigned worker) {
    struct chunk *c = ctx;
    (void)worker;
    for (size_t i = begin; i < end; i++) {
        bpp_proof_work *w = &c->work[i];
        if (w->status != ECB_OK) continue;
        ecb_merlin_transcript t = c->transcripts[c->transcript_count == 1 ? 0 : c->first + i];
        w->status = bpp_transcript_replay(&t, w->st, w->proof, &w->y, &w->z, w->ej, &w->e,
                                          c->verify ? w->binding : NULL);
    }
    if (c->verify) decode_points(c, begin, end);
}

/* ---- step 4: scalars ----------------------------------------------------------------------- */

static void step4_worker(void *ctx, size_t begin, size_t end, unsigned worker) {
    struct chunk *c = ctx;
    scalar *inv = c->inv[worker];
    size_t total = 0;
    /* one batch inversion for this worker's proofs */
    for (size_t i = begin; i < end; i++)
        if (c->work[i].status == ECB_OK)
            total += bpp_inversion_inputs(&c->work[i], c->recover, inv + total);
    if (total > 0 &&
        ecb_ristretto255_scalar_batch_invert(inv, inv, total, c->inv_scratch[worker]) != ECB_OK) {
        /* a zero among the inputs: only y = 1 can cause it (challenges are non-zero) */
        for (size_t i = begin; i < end; i++)
            if (c->work[i].status == ECB_OK) c->work[i].status = ECB_ERR_VERIFY_FAILED;
        return;
    }
    total = 0;
    for (size_t i = begin; i < end; i++) {
        bpp_proof_work *w = &c->work[i];
        if (w->status != ECB_OK) continue;
        total += bpp_inversion_outputs(w, c->recover, inv + total);
        if (c->recover && c->masks != NULL) bpp_recover_mask(w, &c->masks[c->first + i]);
        if (!c->verify) continue;
        bpp_dynamic_scalars(w, c->dyn_scalars);
        bpp_static_scalars(w, &c->acc[worker], &c->cst[worker][w->rounds]);
    }
}

/* ---- step 5: the MSM ----------------------------------------------------------------------- */

struct msm_buffers {
    point *points;
    scalar *scalars;
    scalar *gi, *hi;    /* max_N each */
    bpp_static_acc acc; /* of max_N generators (bisection) */
};

/* Static scalar of index i: the accumulated tree terms plus +-sum of w e^2 z over the proofs
 * whose N exceeds i (cst[r] collects proofs with N = 2^r). */
static void add_prefix_constants(scalar *gi, scalar *hi, size_t max_N, const scalar *cst) {
    scalar k;
    for (size_t r = 0, lo = 0; lo < max_N; r++) {
        size_t hi_end = (size_t)1 << r; /* indices [lo, 2^r) have N > i iff N >= 2^r */
        memset(&k, 0, sizeof k);
        for (size_t q = r; q <= ECB_BPP_MAX_ROUNDS; q++)
            ecb_ristretto255_scalar_add(&k, &k, &cst[q]);
        for (size_t i = lo; i < hi_end && i < max_N; i++) {
            ecb_ristretto255_scalar_add(&gi[i], &gi[i], &k);
            ecb_ristretto255_scalar_sub(&hi[i], &hi[i], &k);
        }
        lo = hi_end;
    }
}

/* Held memory and a split whose static part runs on the fixed-base table (the IFMA level): the
 * MSM scratch must also hold the table's buckets for its static points, which the verifier
 * could not size before it saw the table (it belongs to the parameters), so the scratch grows
 * once to the plan's answer (whose sizing plans the plain MSM at every scalar length: asked
 * once per table, its shape, count and threads). No growth (out of memory, or the table's
 * kernels not selected): the fixed-base MSM allocates its own, as without a verifier. */
static void fixed_scratch(const struct chunk *c, msm_request rq, ecb_msm_options *mo) {
    if (c->mem == NULL || mo->scratch == NULL) return;
    bpp_verify_memory *m = c->mem;
    unsigned window, passes;
    if (ecb_msm_fixed_shape(rq.fixed, &window, &passes) != ECB_OK) return;
    if (m->fixed_sized.table == rq.fixed && m->fixed_sized.c == window &&
        m->fixed_sized.k == passes && m->fixed_sized.n == rq.n &&
        m->fixed_sized.threads == c->threads)
        return;
    msm_answer a;
    rq.caller_scratch = 1;
    if (msm_ask(&rq, &a) != ECB_OK || a.scratch_bytes == 0) return;
    m->fixed_sized.table = rq.fixed;
    m->fixed_sized.c = window;
    m->fixed_sized.k = passes;
    m->fixed_sized.n = rq.n;
    m->fixed_sized.threads = c->threads;
    if (a.scratch_bytes > c->mem->msm_scratch_bytes) {
        void *grown = ecb_malloc(a.scratch_bytes);
        if (grown == NULL) return;
        memset(grown, 0, a.scratch_bytes); /* touched now, not during later calls */
        ecb_free(c->mem->msm_scratch);
        c->mem->msm_scratch = grown;
        c->mem->msm_scratch_bytes = a.scratch_bytes;
    }
    mo->scratch = c->mem->msm_scratch;
    mo->scratch_size = c->mem->msm_scratch_bytes;
}

/* sum over the proofs idx[0..k) (all structurally valid, scalars computed) of their weighted
 * equation, as one MSM. gi/hi must already hold the static scalars of exactly these proofs
 * (without prefix constants, which are added here from cst). When b->points is the chunk's
 * own dynamic array, the proofs' terms are already in place (idx is every proof, without
 * gaps) and only the static terms are appended. */
static ecb_status run_msm(const struct chunk *c, struct msm_buffers *b, const size_t *idx, size_t k,
                          const scalar *cst, point *out) {
    const ecb_bpp_params *params = c->max_params;
    const size_t T = c->T;
    size_t max_N = 0, dyn = 0;
    for (size_t q = 0; q < k; q++) {
        if (c->work[idx[q]].N > max_N) max_N = c->work[idx[q]].N;
        dyn += c->work[idx[q]].dyn_count;
    }
    add_prefix_constants(b->gi, b->hi, max_N, cst);
    /* layout: dynamic points and scalars first, then the static ones: H, G_1..G_T, Gi[0],
     * Hi[0], Gi[1], ... (spec §8.4 order) */
    const size_t n_static = bpp_static_count(params, max_N);
    scalar *ss = b->scalars + dyn, *h = &ss[0], *g = &ss[1];
    memset(ss, 0, (1 + T) * sizeof(scalar));
    for (size_t i = 0; i < max_N; i++) {
        ss[1 + T + 2 * i] = b->gi[i];
        ss[2 + T + 2 * i] = b->hi[i];
    }
    for (size_t q = 0, at = 0; q < k; q++) {
        const bpp_proof_work *w = &c->work[idx[q]];
        if (b->points != c->dyn_points) {
            memcpy(b->points + at, c->dyn_points + w->dyn_offset, w->dyn_count * sizeof(point));
            memcpy(b->scalars + at, c->dyn_scalars + w->dyn_offset, w->dyn_count * sizeof(scalar));
        }
        at += w->dyn_count;
        ecb_ristretto255_scalar_add(h, h, &w->h_scalar);
        for (size_t t = 0; t < T; t++)
            ecb_ristretto255_scalar_add(&g[t], &g[t], &w->g_scalar[t]);
    }
    ecb_msm_options mo;
    memset(&mo, 0, sizeof mo);
    mo.strategy = c->opt ? c->opt->strategy : ECB_MSM_AUTO;
    mo.threads = c->threads;
    if (c->mem != NULL && mo.strategy == ECB_MSM_AUTO) {
        mo.scratch = c->mem->msm_scratch;
        mo.scratch_size = c->mem->msm_scratch_bytes;
    }
    /* the static points on their tables beside the dynamic ones where the plan says so
     * (msm_request.h: precomputed Straus for single proofs, the fixed-base table under IFMA);
     * else, or when that run fails (a forced strategy the tables lack), one plain MSM over
     * both sets */
    msm_request rq = {.group = ECB_GROUP_RISTRETTO255,
                      .points = MSM_POINTS_SPLIT,
                      .n = n_static,
                      .n_dynamic = dyn,
                      .precomp = params->precomp,
                      .fixed = params->fixed,
                      .threads = c->threads};
    msm_answer a;
    if (msm_ask(&rq, &a) == ECB_OK && a.method != MSM_RUN_PLAIN) {
        if (a.method == MSM_RUN_FIXED_AND_PLAIN) fixed_scratch(c, rq, &mo);
        if (msm_r255_run_split(out, &rq, &a, ss, b->points, b->scalars, &mo) == ECB_OK)
            return ECB_OK;
    }
    point *sp = b->points + dyn;
    sp[0] = params->pc.h;
    for (size_t t = 0; t < T; t++)
        sp[1 + t] = params->pc.g[t];
    for (size_t i = 0; i < max_N; i++) {
        sp[1 + T + 2 * i] = params->gi[i];
        sp[2 + T + 2 * i] = params->hi[i];
    }
    return ecb_msm_ristretto255_var(out, b->points, b->scalars, dyn + n_static, &mo);
}

/* Static scalars of a subset, recomputed (bisection). */
static void subset_static(const struct chunk *c, struct msm_buffers *b, const size_t *idx, size_t k,
                          scalar *cst) {
    bpp_static_acc_init(&b->acc, b->acc.mem, c->max_N, c->lanes);
    memset(cst, 0, (ECB_BPP_MAX_ROUNDS + 1) * sizeof(scalar));
    for (size_t q = 0; q < k; q++) {
        const bpp_proof_work *w = &c->work[idx[q]];
        bpp_static_scalars(w, &b->acc, &cst[w->rounds]);
    }
    bpp_static_acc_get(&b->acc, b->gi, b->hi);
}

/* ---- step 6: bisection --------------------------------------------------------------------- */

/* idx[0..k) sum to `sum` != identity: find the proofs responsible. */
static ecb_status bisect(struct chunk *c, struct msm_buffers *b, size_t *idx, size_t k,
                         const point *sum) {
    if (k == 1) {
        c->work[idx[0]].status = ECB_ERR_VERIFY_FAILED;
        return ECB_OK;
    }
    size_t half = k / 2;
    scalar cst[ECB_BPP_MAX_ROUNDS + 1];
    point left, right;
    subset_static(c, b, idx, half, cst);
    ecb_status s = run_msm(c, b, idx, half, cst, &left);
    if (s != ECB_OK) return s;
    ecb_ristretto255_sub(&right, sum, &left);
    if (!ecb_ristretto255_is_identity(&left) && (s = bisect(c, b, idx, half, &left)) != ECB_OK)
        return s;
    if (!ecb_ristretto255_is_identity(&right)) return bisect(c, b, idx + half, k - half, &right);
    return ECB_OK;
}

/* ---- chunk driver -------------------------------------------------------------------------- */

static ecb_status first_failure(const struct chunk *c) {
    for (size_t i = 0; i < c->count; i++)
        if (c->work[i].status != ECB_OK) return c->work[i].status;
    return ECB_OK;
}

static size_t align64(size_t bytes) {
    return (bytes + 63) & ~(size_t)63;
}

/* Layout of the chunk's block: consecutive 64-byte aligned regions. */
static void *carve(uint8_t **cursor, size_t bytes) {
    void *p = *cursor;
    *cursor += align64(bytes);
    return p;
}

#define CHUNK_REGIONS 10

/* The regions' sizes (in the order verify_chunk carves them) and the block's bytes. */
static size_t chunk_sizes(size_t sizes[CHUNK_REGIONS], size_t dyn_total, size_t n_static,
                          size_t max_N, size_t workers, size_t inv_per_worker, size_t acc_bytes) {
    size_t msm_len = dyn_total + n_static, bytes = 0;
    acc_bytes = align64(acc_bytes);
    size_t s[CHUNK_REGIONS] = {msm_len * sizeof(point),
                               msm_len * sizeof(scalar),
                               msm_len * sizeof(point),
                               msm_len * sizeof(scalar),
                               2 * max_N * sizeof(scalar) + acc_bytes,
                               workers * acc_bytes,
                               workers * 2 * inv_per_worker * sizeof(scalar),
                               workers * (ECB_BPP_MAX_ROUNDS + 1) * sizeof(scalar),
                               dyn_total * 32,
                               dyn_total * sizeof(ecb_status)};
    for (size_t i = 0; i < CHUNK_REGIONS; i++) {
        sizes[i] = s[i];
        bytes += align64(s[i]);
    }
    return bytes;
}

size_t bpp_chunk_bytes(size_t dyn_total, size_t n_static, size_t max_N, size_t workers,
                       size_t inv_per_worker, size_t acc_bytes) {
    size_t sizes[CHUNK_REGIONS];
    return chunk_sizes(sizes, dyn_total, n_static, max_N, workers, inv_per_worker, acc_bytes);
}

static ecb_status verify_chunk(struct chunk *c) {
    const int identify = c->opt != NULL && c->opt->identify_invalid;
    ecb_status status = ECB_OK;
    /* step 1 */
    c->max_N = 0;
    c->dyn_total = 0;
    c->T = c->reference->params->pc.extension_degree;
    memset(c->work, 0, c->count * sizeof *c->work);
    for (size_t i = 0; i < c->count; i++) {
        bpp_proof_work *w = &c->work[i];
        w->st = &c->statements[i];
        w->proof = &c->proofs[i];
        w->status = check_proof(c, i);
        if (w->status != ECB_OK) {
            if (!identify) return w->status;
            continue;
        }
        w->n = w->st->params->bit_length;
        w->m = w->st->aggregation;
        w->N = w->n * w->m;
        w->T = w->st->params->pc.extension_degree;
        w->rounds = w->proof->rounds;
        w->dyn_offset = c->dyn_total;
        w->dyn_count = bpp_dynamic_count(w->m, w->rounds);
        c->dyn_total += w->dyn_count;
        if (w->N > c->max_N) {
            c->max_N = w->N;
            c->max_params = w->st->params;
        }
    }
    if (c->max_N == 0) return first_failure(c);
    /* the Gi/Hi scalars in the lanes the plan's MSM takes them in (bpp_static_acc) */
    msm_request rq = {.group = ECB_GROUP_RISTRETTO255,
                      .points = MSM_POINTS_SPLIT,
                      .n = bpp_static_count(c->max_params, c->max_N),
                      .n_dynamic = c->dyn_total,
                      .precomp = c->max_params->precomp,
                      .fixed = c->max_params->fixed,
                      .threads = c->threads};
    msm_answer a;
    c->lanes = msm_ask(&rq, &a) == ECB_OK && a.scalar_lanes == 8;

    /* one block: dynamic points and scalars, the MSM arrays, per-worker scratch */
    size_t workers = c->threads < 1 ? 1 : c->threads, inv_per_worker = 0;
    if (workers > MAX_WORKERS) workers = MAX_WORKERS;
    for (size_t i = 0; i < c->count; i++)
        inv_per_worker += c->work[i].rounds + 3;
    size_t sizes[CHUNK_REGIONS], acc_bytes = bpp_static_acc_bytes(c->max_N, c->lanes);
    size_t bytes = chunk_sizes(sizes, c->dyn_total, bpp_static_count(c->max_params, c->max_N),
                               c->max_N, workers, inv_per_worker, acc_bytes);
    acc_bytes = align64(acc_bytes);
    uint8_t *block = c->mem != NULL ? c->mem->block : ecb_malloc(bytes), *cursor = block;
    if (block == NULL) return ECB_ERR_OUT_OF_MEMORY;
    if (c->mem != NULL && bytes > c->mem->block_bytes) return ECB_ERR_SCRATCH_TOO_SMALL;
    struct msm_buffers b;
    c->dyn_points = carve(&cursor, sizes[0]);
    c->dyn_scalars = carve(&cursor, sizes[1]);
    b.points = carve(&cursor, sizes[2]);
    b.scalars = carve(&cursor, sizes[3]);
    b.gi = carve(&cursor, sizes[4]);
    b.hi = b.gi + c->max_N;
    b.acc.mem = b.hi + c->max_N;
    uint8_t *acc = carve(&cursor, sizes[5]);
    scalar *inv = carve(&cursor, sizes[6]), *csts = carve(&cursor, sizes[7]);
    c->dyn_enc = carve(&cursor, sizes[8]);
    c->dyn_status = carve(&cursor, sizes[9]);
    for (size_t wk = 0; wk < workers; wk++) {
        bpp_static_acc_init(&c->acc[wk], acc + wk * acc_bytes, c->max_N, c->lanes);
        c->inv[wk] = inv + wk * 2 * inv_per_worker;
        c->inv_scratch[wk] = c->inv[wk] + inv_per_worker;
        c->cst[wk] = csts + wk * (ECB_BPP_MAX_ROUNDS + 1);
    }
    memset(csts, 0, sizes[7]);

    /* step 2 */
    bpp_parallel_for(c->count, (unsigned)workers, step2_worker, c);
    if (!identify && (status = first_failure(c)) != ECB_OK) goto done;
    /* step 3 */
    if (c->verify) bpp_batch_weights(c->work, c->count);
    /* step 4 */
    bpp_parallel_for(c->count, (unsigned)workers, step4_worker, c);
    if (!identify && (status = first_failure(c)) != ECB_OK) goto done;
    if (!c->verify) goto done;

    /* step 5: sum the workers' accumulators, then one MSM over the valid proofs */
    size_t *idx = (size_t *)c->inv[0]; /* the inversion scratch is free again */
    size_t k = 0;
    for (size_t i = 0; i < c->count; i++)
        if (c->work[i].status == ECB_OK) idx[k++] = i;
    if (k == 0) goto done;
    scalar cst[ECB_BPP_MAX_ROUNDS + 1];
    memcpy(cst, c->cst[0], sizeof cst);
    for (size_t wk = 1; wk < workers; wk++) {
        bpp_static_acc_add(&c->acc[0], &c->acc[wk]);
        for (size_t r = 0; r <= ECB_BPP_MAX_ROUNDS; r++)
            ecb_ristretto255_scalar_add(&cst[r], &cst[r], &c->cst[wk][r]);
    }
    bpp_static_acc_get(&c->acc[0], b.gi, b.hi);
    /* the first MSM runs on the dynamic arrays in place when no proof left a gap */
    int contiguous = 1;
    for (size_t q = 0, at = 0; q < k; q++) {
        contiguous &= c->work[idx[q]].dyn_offset == at;
        at += c->work[idx[q]].dyn_count;
    }
    struct msm_buffers full = b;
    if (contiguous) {
        full.points = c->dyn_points;
        full.scalars = c->dyn_scalars;
    }
    point sum;
    if ((status = run_msm(c, &full, idx, k, cst, &sum)) != ECB_OK) goto done;
    if (!ecb_ristretto255_is_identity(&sum)) {
        if (identify) {
            if ((status = bisect(c, &b, idx, k, &sum)) != ECB_OK) goto done;
        } else {
            for (size_t q = 0; q < k; q++)
                c->work[idx[q]].status = ECB_ERR_VERIFY_FAILED;
        }
    }
done:
    /* identify_invalid: the proofs that failed a step before the MSM are skipped, not
     * returned; the chunk fails with the first of them when nothing else failed */
    if (status == ECB_OK) status = first_failure(c);
    if (c->mem == NULL) ecb_free(block);
    return status;
}

ecb_status bpp_verify_args(const ecb_merlin_transcript *transcripts, size_t transcript_count,
                           const ecb_bpp_statement *statements, const ecb_bpp_proof *proofs,
                           size_t count, ecb_bpp_action action,
                           const ecb_bpp_verify_options *options) {
    if (transcripts == NULL || statements == NULL || proofs == NULL) return ECB_ERR_NULL_POINTER;
    if (count > PTRDIFF_MAX / sizeof *proofs) return ECB_ERR_SIZE_OVERFLOW;
    if (count == 0 || (transcript_count != 1 && transcript_count != count) ||
        (action != ECB_BPP_VERIFY_ONLY && action != ECB_BPP_RECOVER_ONLY &&
         action != ECB_BPP_RECOVER_AND_VERIFY) ||
        (options != NULL && options->threads > ECB_MSM_MAX_THREADS))
        return ECB_ERR_INVALID_ARGUMENT;
    if (statements[0].params == NULL) return ECB_ERR_NULL_POINTER;
    return ECB_OK;
}

ecb_status bpp_verify_run(bpp_verify_memory *mem, const ecb_merlin_transcript *transcripts,
                          size_t transcript_count, const ecb_bpp_statement *statements,
                          const ecb_bpp_proof *proofs, size_t count, ecb_bpp_action action,
                          ecb_bpp_mask *masks, const ecb_bpp_verify_options *options) {
    ecb_status *proof_status = options != NULL ? options->proof_status : NULL;
    if (masks != NULL) memset(masks, 0, count * sizeof *masks);
    if (proof_status != NULL)
        for (size_t i = 0; i < count; i++)
            proof_status[i] = ECB_OK;
    bpp_proof_work *work =
        mem != NULL ? mem->work
                    : ecb_malloc((count < ECB_BPP_BATCH_CHUNK ? count : ECB_BPP_BATCH_CHUNK) *
                                 sizeof *work);
    ecb_status result = work == NULL ? ECB_ERR_OUT_OF_MEMORY : ECB_OK;
    for (size_t first = 0; work != NULL && first < count; first += ECB_BPP_BATCH_CHUNK) {
        struct chunk c;
        memset(&c, 0, sizeof c);
        c.transcripts = transcripts;
        c.transcript_count = transcript_count;
        c.first = first;
        c.statements = statements + first;
        c.proofs = proofs + first;
        c.count = count - first < ECB_BPP_BATCH_CHUNK ? count - first : ECB_BPP_BATCH_CHUNK;
        c.masks = masks;
        c.opt = options;
        c.mem = mem;
        c.threads = options != NULL && options->threads > 1 ? options->threads : 1;
        c.verify = action != ECB_BPP_RECOVER_ONLY;
        c.recover = action != ECB_BPP_VERIFY_ONLY;
        c.work = work;
        c.reference = &statements[0];
        ecb_status s = verify_chunk(&c);
        if (proof_status != NULL)
            for (size_t i = 0; i < c.count; i++)
                if (work[i].st != NULL) proof_status[first + i] = work[i].status;
        if (s != ECB_OK && (result == ECB_OK || s == ECB_ERR_OUT_OF_MEMORY)) result = s;
        if (s == ECB_ERR_OUT_OF_MEMORY) break;
        if (s != ECB_OK && (options == NULL || !options->identify_invalid)) break;
    }
    if (mem == NULL) ecb_free(work);
    if (result != ECB_OK && masks != NULL &&
        (action == ECB_BPP_RECOVER_AND_VERIFY || result == ECB_ERR_OUT_OF_MEMORY))
        memset(masks, 0, count * sizeof *masks);
    /* out of memory: no verdict on any proof */
    if (result == ECB_ERR_OUT_OF_MEMORY && proof_status != NULL)
        for (size_t i = 0; i < count; i++)
            proof_status[i] = ECB_ERR_OUT_OF_MEMORY;
    return result;
}

ecb_status ecb_bpp_verify_batch_var(const ecb_merlin_transcript *transcripts,
                                    size_t transcript_count, const ecb_bpp_statement *statements,
                                    const ecb_bpp_proof *proofs, size_t count,
                                    ecb_bpp_action action, ecb_bpp_mask *masks,
                                    const ecb_bpp_verify_options *options) {
    ecb_status st =
        bpp_verify_args(transcripts, transcript_count, statements, proofs, count, action, options);
    if (st != ECB_OK) return st;
    return bpp_verify_run(NULL, transcripts, transcript_count, statements, proofs, count, action,
                          masks, options);
}
