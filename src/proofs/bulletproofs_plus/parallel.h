/* A minimal parallel for-loop over an index range with POSIX threads. */
#ifndef ECBATCH_BPP_PARALLEL_H
#define ECBATCH_BPP_PARALLEL_H

#include <stddef.h>

/* Runs fn(ctx, begin, end, worker) over [0, count) split into `threads` contiguous parts
 * (worker = 0 .. threads-1; the caller runs part 0). A part whose thread cannot be started
 * runs on the caller, so the loop always completes. */
void bpp_parallel_for(size_t count, unsigned threads,
                      void (*fn)(void *ctx, size_t begin, size_t end, unsigned worker), void *ctx);

#endif
