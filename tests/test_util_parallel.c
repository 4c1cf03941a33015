/* The parallel runner (src/util/parallel.c) and its scopes: every task runs exactly once on a
 * worker below the run's thread count, inside and outside scopes; runs in a scope with fewer
 * threads than it has helpers, with more (they start their own), thousands in a row (the
 * seqlock hand-over), after the helpers have gone to sleep, from a task of a scope's run
 * (which may not reuse the busy scope), in nested scopes, and in scopes of several threads at
 * once. `make tsan` runs it under ThreadSanitizer. */
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>

#include "testlib.h"
#include "util/parallel.h"

#define MAX_TASKS 512

struct count_job {
    atomic_uint hits[MAX_TASKS];
    atomic_uint bad_worker;
    unsigned threads;
};

static void count_task(void *ctx, size_t task, unsigned worker) {
    struct count_job *j = ctx;
    atomic_fetch_add(&j->hits[task], 1);
    if (worker >= j->threads) atomic_fetch_add(&j->bad_worker, 1);
}

/* One run of `tasks` tasks on `threads`: each task once, every worker id in range. */
static int run_once(unsigned threads, size_t tasks) {
    static struct count_job j;
    for (size_t i = 0; i < MAX_TASKS; i++)
        atomic_init(&j.hits[i], 0);
    atomic_init(&j.bad_worker, 0);
    j.threads = threads;
    unsigned used = ecb_parallel_run(threads, tasks, count_task, &j);
    int ok =
        (tasks == 0 ? used == 0 : used >= 1 && used <= threads) && atomic_load(&j.bad_worker) == 0;
    for (size_t i = 0; i < MAX_TASKS; i++)
        ok &= atomic_load(&j.hits[i]) == (i < tasks ? 1u : 0u);
    return ok;
}

static void sleep_ms(long ms) {
    struct timespec t = {0, ms * 1000000L};
    nanosleep(&t, NULL);
}

static void test_runs(void) {
    static const size_t tasks[] = {0, 1, 2, 3, 7, 64, MAX_TASKS};
    for (unsigned t = 1; t <= 6; t++)
        for (size_t i = 0; i < sizeof tasks / sizeof *tasks; i++)
            CHECK(run_once(t, tasks[i]));
    ecb_parallel_scope s;
    ecb_parallel_scope_begin(&s, 4);
    for (unsigned t = 1; t <= 6; t++) /* fewer threads than helpers + 1, as many, more */
        for (size_t i = 0; i < sizeof tasks / sizeof *tasks; i++)
            CHECK(run_once(t, tasks[i]));
    int ok = 1;
    for (int r = 0; r < 3000; r++) /* helpers hand over runs back to back */
        ok &= run_once(2 + (unsigned)(r % 3), 1 + (size_t)(r % 40));
    CHECK(ok);
    for (int r = 0; r < 3; r++) { /* past the polling time: the helpers sleep, then wake */
        sleep_ms(3);
        CHECK(run_once(4, 64));
    }
    ecb_parallel_scope_end(&s);
    CHECK(run_once(3, 64)); /* after the scope: threads of its own again */
}

/* A task that makes a run of its own (the scope is busy with the outer run). */
struct nested_job {
    atomic_uint inner_ok;
};

static void nested_task(void *ctx, size_t task, unsigned worker) {
    struct nested_job *j = ctx;
    struct count_job *c = calloc(1, sizeof *c);
    (void)task;
    (void)worker;
    if (c == NULL) return;
    c->threads = 2;
    ecb_parallel_run(2, 16, count_task, c);
    int ok = atomic_load(&c->bad_worker) == 0;
    for (size_t i = 0; i < 16; i++)
        ok &= atomic_load(&c->hits[i]) == 1;
    if (ok) atomic_fetch_add(&j->inner_ok, 1);
    free(c);
}

static void test_nesting(void) {
    struct nested_job j;
    atomic_init(&j.inner_ok, 0);
    ecb_parallel_scope outer, inner, wider;
    ecb_parallel_scope_begin(&outer, 3);
    ecb_parallel_run(3, 8, nested_task, &j);
    CHECK(atomic_load(&j.inner_ok) == 8);
    ecb_parallel_scope_begin(&inner, 2); /* the outer scope serves it */
    CHECK(run_once(3, 100));
    ecb_parallel_scope_begin(&wider, 5); /* more than the outer has: helpers of its own */
    CHECK(run_once(5, 100));
    ecb_parallel_scope_end(&wider);
    CHECK(run_once(3, 100));
    ecb_parallel_scope_end(&inner);
    ecb_parallel_scope_end(&outer);
    CHECK(run_once(2, 100));
}

/* Scopes of several threads at once, each running its own jobs. */
struct owner {
    pthread_t tid;
    int ok;
};

static void sum_task(void *ctx, size_t task, unsigned worker) {
    atomic_ullong *sum = ctx;
    (void)worker;
    atomic_fetch_add(sum, (unsigned long long)task + 1);
}

static void *owner_main(void *arg) {
    struct owner *o = arg;
    ecb_parallel_scope s;
    ecb_parallel_scope_begin(&s, 3);
    o->ok = 1;
    for (size_t r = 1; r <= 200; r++) {
        atomic_ullong sum;
        atomic_init(&sum, 0);
        ecb_parallel_run(3, r, sum_task, &sum);
        o->ok &= atomic_load(&sum) == (unsigned long long)(r * (r + 1) / 2);
    }
    ecb_parallel_scope_end(&s);
    return NULL;
}

static void test_owners(void) {
    struct owner o[4];
    for (int i = 0; i < 4; i++)
        CHECK(pthread_create(&o[i].tid, NULL, owner_main, &o[i]) == 0);
    for (int i = 0; i < 4; i++) {
        pthread_join(o[i].tid, NULL);
        CHECK(o[i].ok);
    }
}

int main(void) {
    test_runs();
    test_nesting();
    test_owners();
    return tl_finish("test_util_parallel");
}
