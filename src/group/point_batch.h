/* Decoding arrays of encoded points on several threads, shared by the groups' batch decoders
 * (ecb_bls12_381_g1_batch_decode_affine and its siblings).
 *
 * Each element is decoded on its own by `decode`: the decoders' affine output needs no
 * inversion (x comes from the bytes, y from the bytes or a square root), so the elements share
 * nothing but the threads. Elements are split into runs of ECB_POINT_BATCH_RUN, handed to the
 * threads in order (util/parallel.h); every element is decoded even after a failure. A group
 * with a vector decoder passes a run decoder instead (ecb_point_batch_decode_runs), which
 * decodes a run's elements together (BLS12-381 G1 in eight IFMA lanes) with the same results. */
#ifndef ECBATCH_GROUP_POINT_BATCH_H
#define ECBATCH_GROUP_POINT_BATCH_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/status.h"

/* The most threads a batch decoder takes (more: ECB_ERR_INVALID_ARGUMENT). */
#define ECB_POINT_BATCH_MAX_THREADS 256u
/* Elements per task. */
#define ECB_POINT_BATCH_RUN 64u

/* Decodes one encoding (enc_len bytes at in) into *out (out_size bytes); on error *out must be
 * the group's affine identity. ctx is passed through. */
typedef ecb_status (*ecb_point_decode_fn)(void *out, const uint8_t *in, const void *ctx);

/* Decodes count (1 .. ECB_POINT_BATCH_RUN) consecutive encodings at in into out[0 .. count)
 * (out_size bytes apart) with, element by element, the results of the group's
 * ecb_point_decode_fn: statuses[i] its status, out[i] its output. ctx is passed through. */
typedef void (*ecb_point_decode_run_fn)(void *out, const uint8_t *in, size_t count,
                                        ecb_status *statuses, const void *ctx);

/* out[i] = decode(in + i * enc_len) for i < n on min(threads, runs) threads (0 counts as 1).
 * Argument checks first, in this order: ECB_ERR_NULL_POINTER (out or in NULL with n > 0),
 * ECB_ERR_SIZE_OVERFLOW (n * enc_len or n * out_size above PTRDIFF_MAX), ECB_ERR_LENGTH
 * (in_len != n * enc_len), ECB_ERR_INVALID_ARGUMENT (threads above
 * ECB_POINT_BATCH_MAX_THREADS); then nothing is written but *first_bad = 0. Otherwise every
 * element is decoded, statuses[i] (when statuses is not NULL) receives element i's status,
 * and the call returns ECB_OK when all are valid, else the status of the first invalid
 * element, whose index goes to *first_bad (n when all are valid; first_bad may be NULL). */
ecb_status ecb_point_batch_decode(void *out, size_t out_size, const uint8_t *in, size_t in_len,
                                  size_t enc_len, size_t n, unsigned threads,
                                  ecb_point_decode_fn decode, const void *ctx, ecb_status *statuses,
                                  size_t *first_bad);

/* ecb_point_batch_decode with a run decoder: the same checks, threads and results. */
ecb_status ecb_point_batch_decode_runs(void *out, size_t out_size, const uint8_t *in, size_t in_len,
                                       size_t enc_len, size_t n, unsigned threads,
                                       ecb_point_decode_run_fn decode_run, const void *ctx,
                                       ecb_status *statuses, size_t *first_bad);

#endif
