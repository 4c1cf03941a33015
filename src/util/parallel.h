/* A minimal fork-join runner over POSIX threads: `tasks` numbered tasks run on up to
 * `threads` workers (the caller is worker 0), taken in order from a shared counter. Used by
 * the MSM engine with one call per MSM, so one function pointer call per task (never per
 * point). */
#ifndef ECBATCH_UTIL_PARALLEL_H
#define ECBATCH_UTIL_PARALLEL_H

#include <stddef.h>

/* Runs task number `task` on worker `worker` (< the thread count given to ecb_parallel_run).
 * A worker runs its tasks one after another, so per-worker scratch needs no locking. */
typedef void (*ecb_task_fn)(void *ctx, size_t task, unsigned worker);

/* Runs fn(ctx, i, worker) for every i < tasks on min(threads, tasks) workers and returns when
 * all are done. If a worker thread cannot be started, the remaining workers (at least the
 * caller) take its share: the work is always done. Returns the number of workers used. */
unsigned ecb_parallel_run(unsigned threads, size_t tasks, ecb_task_fn fn, void *ctx);

#endif
