/* bpp_parallel_for: threads - 1 workers plus the calling thread. */
#include <pthread.h>
#include <stdlib.h>

#include "parallel.h"
#include "util/alloc.h"

struct part {
    void (*fn)(void *ctx, size_t begin, size_t end, unsigned worker);
    void *ctx;
    size_t begin, end;
    unsigned worker;
};

static void *run_part(void *arg) {
    struct part *p = arg;
    p->fn(p->ctx, p->begin, p->end, p->worker);
    return NULL;
}

#define MAX_THREADS 64

void bpp_parallel_for(size_t count, unsigned threads,
                      void (*fn)(void *ctx, size_t begin, size_t end, unsigned worker), void *ctx) {
    if (threads < 1) threads = 1;
    if (threads > MAX_THREADS) threads = MAX_THREADS;
    if ((size_t)threads > count) threads = count > 0 ? (unsigned)count : 1;
    struct part parts[MAX_THREADS];
    pthread_t ids[MAX_THREADS];
    int started[MAX_THREADS] = {0};
    for (unsigned w = 0; w < threads; w++) {
        parts[w].fn = fn;
        parts[w].ctx = ctx;
        parts[w].begin = count * w / threads;
        parts[w].end = count * (w + 1) / threads;
        parts[w].worker = w;
    }
    for (unsigned w = 1; w < threads; w++)
        started[w] = ecb_thread_create(&ids[w], run_part, &parts[w]) == 0;
    run_part(&parts[0]);
    for (unsigned w = 1; w < threads; w++) {
        if (started[w])
            pthread_join(ids[w], NULL);
        else
            run_part(&parts[w]);
    }
}
