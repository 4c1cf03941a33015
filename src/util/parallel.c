#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "util/parallel.h"

#include <sched.h>
#include <time.h>
#include <unistd.h>

#include "util/alloc.h"

#define PARALLEL_MAX_WORKERS 256u
/* How long a scope's helper polls for the next run before it sleeps: longer than the serial
 * stretches between the runs of one call (transcripts, set-up: up to about 0.3 ms). */
#define PARALLEL_SPIN_NS 500000

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

/* The calling thread's innermost scope. */
static _Thread_local ecb_parallel_scope *current_scope;

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

/* One step of a polling loop: a pause, and every 64th step the processor handed to any other
 * runnable thread (with more threads than processors a poller must not hold one up). */
static void poll_step(unsigned step) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
    if ((step & 63) == 63) sched_yield();
}

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* The processors online, read once (sysconf reads a sysfs file on every call); 0 unknown. */
static long processors(void) {
    static atomic_long cached = -1;
    long n = atomic_load_explicit(&cached, memory_order_relaxed);
    if (n < 0) {
        n = sysconf(_SC_NPROCESSORS_ONLN);
        if (n < 0) n = 0;
        atomic_store_explicit(&cached, n, memory_order_relaxed);
    }
    return n;
}

/* ---- scopes --------------------------------------------------------------------------------- */

/* Waits until a run other than `seen` is published (seq even and changed) or the scope stops:
 * polling for PARALLEL_SPIN_NS, then on the condition variable. Returns that seq. */
static unsigned scope_wait(ecb_parallel_scope *s, unsigned seen) {
    long long start = 0;
    for (unsigned spins = 0;; spins++) {
        unsigned q = atomic_load_explicit(&s->seq, memory_order_acquire);
        if ((q != seen && !(q & 1)) || atomic_load(&s->stop)) return q;
        if (s->poll) {
            poll_step(spins);
            if ((spins & 255) != 0) continue;
            if (start == 0) start = now_ns();
            if (now_ns() - start < PARALLEL_SPIN_NS) continue;
        }
        /* sleep: `sleeping` is raised before seq is read again, and the runner reads it after
         * publishing (both sequentially consistent), so one of them sees the other */
        pthread_mutex_lock(&s->lock);
        atomic_fetch_add(&s->sleeping, 1);
        while (atomic_load(&s->seq) == q && !atomic_load(&s->stop))
            pthread_cond_wait(&s->wake, &s->lock);
        atomic_fetch_sub(&s->sleeping, 1);
        pthread_mutex_unlock(&s->lock);
        start = 0;
    }
}

/* A helper: takes part in every run whose helper count includes its id, reading the run
 * (job, helper count) as a seqlock snapshot between two equal even seq values. A run cannot
 * be replaced while a helper of it is still draining (the runner waits for `pending`). */
static void *scope_main(void *arg) {
    struct ecb_parallel_helper *h = arg;
    ecb_parallel_scope *s = h->scope;
    unsigned seen = 0; /* the scope's seq before its first run, which may precede this start */
    for (;;) {
        unsigned q = scope_wait(s, seen);
        if (atomic_load(&s->stop)) return NULL;
        struct parallel_job *job = atomic_load_explicit(&s->job, memory_order_relaxed);
        unsigned helpers = atomic_load_explicit(&s->run_helpers, memory_order_relaxed);
        atomic_thread_fence(memory_order_acquire);
        if (atomic_load_explicit(&s->seq, memory_order_relaxed) != q) continue; /* torn */
        seen = q;
        if (h->id > helpers) continue;
        parallel_drain(job, h->id);
        atomic_fetch_sub_explicit(&s->pending, 1, memory_order_release);
    }
}

void ecb_parallel_scope_begin(ecb_parallel_scope *s, unsigned threads) {
    s->active = 0;
    s->helpers = 0;
    s->busy = 0;
    s->outer = current_scope;
    if (threads <= 1 || (current_scope != NULL && current_scope->helpers + 1 >= threads)) return;
    unsigned want = threads - 1 < ECB_PARALLEL_SCOPE_MAX ? threads - 1 : ECB_PARALLEL_SCOPE_MAX;
    pthread_mutex_init(&s->lock, NULL);
    pthread_cond_init(&s->wake, NULL);
    atomic_init(&s->seq, 0);
    atomic_init(&s->job, NULL);
    atomic_init(&s->run_helpers, 0);
    atomic_init(&s->pending, 0);
    atomic_init(&s->sleeping, 0);
    atomic_init(&s->stop, 0);
    s->active = 1;
    long cpus = processors();
    s->poll = cpus < 1 || (long)want < cpus; /* polling helpers would crowd out the caller */
    for (unsigned i = 0; i < want; i++) {
        s->arg[i].scope = s;
        s->arg[i].id = i + 1;
        if (ecb_thread_create(&s->tid[i], scope_main, &s->arg[i]) != 0) break;
        s->helpers++;
    }
    current_scope = s;
}

void ecb_parallel_scope_end(ecb_parallel_scope *s) {
    if (!s->active) return;
    current_scope = s->outer;
    pthread_mutex_lock(&s->lock);
    atomic_store(&s->stop, 1);
    pthread_cond_broadcast(&s->wake);
    pthread_mutex_unlock(&s->lock);
    for (unsigned i = 0; i < s->helpers; i++)
        pthread_join(s->tid[i], NULL);
    pthread_cond_destroy(&s->wake);
    pthread_mutex_destroy(&s->lock);
    s->active = 0;
}

/* A run on the scope's helpers 1..threads-1: published as job and helper count between an
 * odd and the next even seq, the sleepers woken, then drained by the caller too. */
static void scope_run(ecb_parallel_scope *s, struct parallel_job *job, unsigned threads) {
    s->busy = 1;
    atomic_store(&s->pending, threads - 1);
    unsigned q = atomic_load_explicit(&s->seq, memory_order_relaxed);
    atomic_store(&s->seq, q + 1);
    atomic_store_explicit(&s->job, job, memory_order_relaxed);
    atomic_store_explicit(&s->run_helpers, threads - 1, memory_order_relaxed);
    atomic_store(&s->seq, q + 2);
    if (atomic_load(&s->sleeping) > 0) {
        pthread_mutex_lock(&s->lock);
        pthread_cond_broadcast(&s->wake);
        pthread_mutex_unlock(&s->lock);
    }
    parallel_drain(job, 0);
    for (unsigned step = 0; atomic_load_explicit(&s->pending, memory_order_acquire) != 0; step++)
        poll_step(step);
    s->busy = 0;
}

unsigned ecb_parallel_run(unsigned threads, size_t tasks, ecb_task_fn fn, void *ctx) {
    if (tasks == 0) return 0;
    if (threads < 1) threads = 1;
    if (threads > PARALLEL_MAX_WORKERS) threads = PARALLEL_MAX_WORKERS;
    if ((size_t)threads > tasks) threads = (unsigned)tasks;
    struct parallel_job job = {fn, ctx, tasks, 0};
    atomic_init(&job.next, 0);
    ecb_parallel_scope *s = current_scope;
    if (threads > 1 && s != NULL && !s->busy && threads - 1 <= s->helpers) {
        scope_run(s, &job, threads);
        return threads;
    }
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
