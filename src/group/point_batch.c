/* The batch decoder runner of point_batch.h. Each worker keeps the first failure of its own
 * runs (its runs come in increasing order); the smallest over the workers is the first. */
#include "group/point_batch.h"

#include <stdint.h>

#include "util/parallel.h"

typedef struct batch_ctx {
    unsigned char *out;
    size_t out_size;
    const uint8_t *in;
    size_t enc_len, n;
    ecb_point_decode_fn decode;         /* one element, or NULL: */
    ecb_point_decode_run_fn decode_run; /* a run at once */
    const void *ctx;
    ecb_status *statuses;
    size_t bad_index[ECB_POINT_BATCH_MAX_THREADS]; /* per worker: first failure, or n */
    ecb_status bad_status[ECB_POINT_BATCH_MAX_THREADS];
} batch_ctx;

static void batch_task(void *arg, size_t task, unsigned worker) {
    batch_ctx *b = arg;
    size_t lo = task * ECB_POINT_BATCH_RUN;
    size_t hi = b->n - lo < ECB_POINT_BATCH_RUN ? b->n : lo + ECB_POINT_BATCH_RUN;
    ecb_status run_st[ECB_POINT_BATCH_RUN];
    if (b->decode_run != NULL)
        b->decode_run(b->out + lo * b->out_size, b->in + lo * b->enc_len, hi - lo, run_st, b->ctx);
    for (size_t i = lo; i < hi; i++) {
        ecb_status st = b->decode_run != NULL
                            ? run_st[i - lo]
                            : b->decode(b->out + i * b->out_size, b->in + i * b->enc_len, b->ctx);
        if (b->statuses != NULL) b->statuses[i] = st;
        if (st != ECB_OK && i < b->bad_index[worker]) {
            b->bad_index[worker] = i;
            b->bad_status[worker] = st;
        }
    }
}

static ecb_status batch_decode(void *out, size_t out_size, const uint8_t *in, size_t in_len,
                               size_t enc_len, size_t n, unsigned threads,
                               ecb_point_decode_fn decode, ecb_point_decode_run_fn decode_run,
                               const void *ctx, ecb_status *statuses, size_t *first_bad) {
    if (first_bad != NULL) *first_bad = 0;
    if (n > 0 && (out == NULL || in == NULL)) return ECB_ERR_NULL_POINTER;
    if (n > PTRDIFF_MAX / enc_len || n > PTRDIFF_MAX / out_size) return ECB_ERR_SIZE_OVERFLOW;
    if (in_len != n * enc_len) return ECB_ERR_LENGTH;
    if (threads > ECB_POINT_BATCH_MAX_THREADS) return ECB_ERR_INVALID_ARGUMENT;
    if (threads == 0) threads = 1;
    if (n == 0) return ECB_OK;
    batch_ctx b = {.out = out,
                   .out_size = out_size,
                   .in = in,
                   .enc_len = enc_len,
                   .n = n,
                   .decode = decode,
                   .decode_run = decode_run,
                   .ctx = ctx,
                   .statuses = statuses};
    for (unsigned w = 0; w < threads; w++) {
        b.bad_index[w] = n;
        b.bad_status[w] = ECB_OK;
    }
    size_t runs = (n + ECB_POINT_BATCH_RUN - 1) / ECB_POINT_BATCH_RUN;
    ecb_parallel_run(threads, runs, batch_task, &b);
    size_t bad = n;
    ecb_status st = ECB_OK;
    for (unsigned w = 0; w < threads; w++)
        if (b.bad_index[w] < bad) {
            bad = b.bad_index[w];
            st = b.bad_status[w];
        }
    if (first_bad != NULL) *first_bad = bad;
    return st;
}

ecb_status ecb_point_batch_decode(void *out, size_t out_size, const uint8_t *in, size_t in_len,
                                  size_t enc_len, size_t n, unsigned threads,
                                  ecb_point_decode_fn decode, const void *ctx, ecb_status *statuses,
                                  size_t *first_bad) {
    return batch_decode(out, out_size, in, in_len, enc_len, n, threads, decode, NULL, ctx, statuses,
                        first_bad);
}

ecb_status ecb_point_batch_decode_runs(void *out, size_t out_size, const uint8_t *in, size_t in_len,
                                       size_t enc_len, size_t n, unsigned threads,
                                       ecb_point_decode_run_fn decode_run, const void *ctx,
                                       ecb_status *statuses, size_t *first_bad) {
    return batch_decode(out, out_size, in, in_len, enc_len, n, threads, NULL, decode_run, ctx,
                        statuses, first_bad);
}
