/* A minimal fork-join runner over POSIX threads: `tasks` numbered tasks run on up to
 * `threads` workers (the caller is worker 0), taken in order from a shared counter. Used by
 * the MSM engine with one call per MSM, so one function pointer call per task (never per
 * point).
 *
 * A call that runs several of them in a row (a threshold-decryption request: the checks, the
 * residual's terms, the MSM's split and windows) opens a scope: its helper threads start once
 * and wait between the runs, so that a run costs no thread start (about 60 us on the machines
 * measured: the start and the wake of an idle core, against 1 us for a waiting helper). */
#ifndef ECBATCH_UTIL_PARALLEL_H
#define ECBATCH_UTIL_PARALLEL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

/* Runs task number `task` on worker `worker` (< the thread count given to ecb_parallel_run).
 * A worker runs its tasks one after another, so per-worker scratch needs no locking. */
typedef void (*ecb_task_fn)(void *ctx, size_t task, unsigned worker);

/* Runs fn(ctx, i, worker) for every i < tasks on min(threads, tasks) workers and returns when
 * all are done. If a worker thread cannot be started, the remaining workers (at least the
 * caller) take its share: the work is always done. Inside a scope of the calling thread with
 * enough helpers (and not from one of its own tasks) the helpers are the workers. Returns the
 * number of workers used. */
unsigned ecb_parallel_run(unsigned threads, size_t tasks, ecb_task_fn fn, void *ctx);

/* Helpers a scope keeps; a run that wants more starts its own threads. */
#define ECB_PARALLEL_SCOPE_MAX 63u

struct ecb_parallel_helper {
    struct ecb_parallel_scope *scope;
    unsigned id;
};

/* A scope of waiting helpers (on the caller's stack; its fields are the runner's). */
typedef struct ecb_parallel_scope {
    pthread_mutex_t lock;
    pthread_cond_t wake;
    pthread_t tid[ECB_PARALLEL_SCOPE_MAX];
    struct ecb_parallel_helper arg[ECB_PARALLEL_SCOPE_MAX];
    unsigned helpers; /* started: ids 1..helpers */
    int active;       /* 0: the scope of an enclosing call serves this one */
    int busy;         /* a run is in progress (a task's own runs start their threads) */
    int poll;         /* helpers poll between runs (fewer threads than processors) */
    atomic_uint seq;  /* two per run: odd while the run is being published */
    _Atomic(void *) job;
    atomic_uint run_helpers; /* the helpers that take part in the current run */
    atomic_uint pending;     /* ... and have not finished it */
    atomic_uint sleeping;
    atomic_int stop;
    struct ecb_parallel_scope *outer;
} ecb_parallel_scope;

/* Opens a scope for `threads` workers on the calling thread (threads - 1 helpers, as many as
 * start; none for threads <= 1, or when an open scope already has enough). Scopes nest and
 * close in reverse order. */
void ecb_parallel_scope_begin(ecb_parallel_scope *s, unsigned threads);

/* Stops and joins the scope's helpers. */
void ecb_parallel_scope_end(ecb_parallel_scope *s);

#endif
