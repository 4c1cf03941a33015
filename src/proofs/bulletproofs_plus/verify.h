/* Internal: batch verification (verify.c) over memory given by a verifier (verifier.c) or
 * allocated per call. Both public entry points run the same code: ecb_bpp_verify_batch_var
 * with no memory, ecb_bpp_verifier_verify_batch_var with the verifier's. */
#ifndef ECBATCH_BPP_VERIFY_H
#define ECBATCH_BPP_VERIFY_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/bulletproofs_plus.h"
#include "verify_scalars.h"

/* Per-proof work runs on at most this many workers (options->threads above it only widen the
 * MSM). */
#define BPP_MAX_WORKERS 64

/* Memory held between calls: every buffer one chunk needs. */
typedef struct bpp_verify_memory {
    bpp_proof_work *work; /* one chunk's proofs */
    uint8_t *block;       /* the chunk's arrays, bpp_chunk_bytes of them */
    size_t block_bytes;
    void *msm_scratch; /* the MSM engine's scratch (strategy AUTO); grows once for a fixed-base
                          table (verify.c, fixed_scratch) */
    size_t msm_scratch_bytes;
    /* what the scratch was last sized for: a fixed-base table (its address, window and
     * passes), a base count and threads */
    struct {
        const void *table;
        unsigned c, k, threads;
        size_t n;
    } fixed_sized;
} bpp_verify_memory;

/* Bytes of one chunk's arrays: dyn_total dynamic points, n_static static points (the
 * largest statement's N = max_N generators of each kind, H and T of G_k), `workers` per-proof
 * workers whose proofs need at most inv_per_worker inversions in all, and Gi/Hi
 * accumulators of acc_bytes (bpp_static_acc_bytes of max_N). Each term is monotone in every
 * argument, so bounds on the arguments bound the result. */
size_t bpp_chunk_bytes(size_t dyn_total, size_t n_static, size_t max_N, size_t workers,
                       size_t inv_per_worker, size_t acc_bytes);

/* The argument checks of ecb_bpp_verify_batch_var (its documented order and statuses). */
ecb_status bpp_verify_args(const ecb_merlin_transcript *transcripts, size_t transcript_count,
                           const ecb_bpp_statement *statements, const ecb_bpp_proof *proofs,
                           size_t count, ecb_bpp_action action,
                           const ecb_bpp_verify_options *options);

/* ecb_bpp_verify_batch_var after bpp_verify_args passed, in mem (NULL: allocate per chunk).
 * The caller guarantees mem holds every chunk of the batch (verifier.c checks its bounds). */
ecb_status bpp_verify_run(bpp_verify_memory *mem, const ecb_merlin_transcript *transcripts,
                          size_t transcript_count, const ecb_bpp_statement *statements,
                          const ecb_bpp_proof *proofs, size_t count, ecb_bpp_action action,
                          ecb_bpp_mask *masks, const ecb_bpp_verify_options *options);

#endif
