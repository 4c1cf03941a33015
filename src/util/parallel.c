#include "util/parallel.h"

#include <pthread.h>
#include <stdatomic.h>

#include "util/alloc.h"

#define PARALLEL_MAX_WORKERS 256u

struct parallel_job {
    ecb_task_fn fn;
    void *ctx;
    size_t tasks;
    atomic_size_t next;
};

struct parallel_worker {
    struct parallel_job *job;
    unsigned id;
};

static void parallel_drain(struct parallel_job *job, unsigned id) {
    for (;;) {
        size_t t = atomic_fetch_add_explicit(&job->next, 1, memory_order_relaxed);
        if (t >= job->tasks) return;
        job->fn(job->ctx, t, id);
    }
}

static void *parallel_main(void *arg) {
    struct parallel_worker *w = arg;
    parallel_drain(w->job, w->id);
    return NULL;
}

unsigned ecb_parallel_run(unsigned threads, size_t tasks, ecb_task_fn fn, void *ctx) {
    if (tasks == 0) return 0;
    if (threads < 1) threads = 1;
    if (threads > PARALLEL_MAX_WORKERS) threads = PARALLEL_MAX_WORKERS;
    if ((size_t)threads > tasks) threads = (unsigned)tasks;
    struct parallel_job job = {fn, ctx, tasks, 0};
    atomic_init(&job.next, 0);
    pthread_t tid[PARALLEL_MAX_WORKERS];
    struct parallel_worker workers[PARALLEL_MAX_WORKERS];
    unsigned started = 0;
    for (unsigned i = 1; i < threads; i++) {
        workers[started].job = &job;
        workers[started].id = started + 1;
        if (ecb_thread_create(&tid[started], parallel_main, &workers[started]) != 0) break;
        started++;
    }
    parallel_drain(&job, 0);
    for (unsigned i = 0; i < started; i++)
        pthread_join(tid[i], NULL);
    return started + 1;
}
