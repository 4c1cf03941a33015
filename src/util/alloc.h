/* The library's one door to the heap and to worker threads: every allocation, free and thread
 * start in src/ goes through these functions.
 *
 * They are the C library's and POSIX's own calls, inlined, behind one relaxed load of a flag
 * that only a test sets: ecb_alloc_testing_arm() turns on src/util/alloc.c's path, which counts
 * every acquisition and can make the k-th one fail (SQLite's and libsecp256k1's
 * fault-injection practice): tests/test_lib_alloc_failure.c makes each acquisition of each public
 * call fail in turn. The hook's symbols are internal: the shared and static libraries keep them
 * local (CMakeLists.txt's version script and prelinked archive), so no caller of the public API
 * can reach them; the cost in a normal process is the flag's load per acquisition, a few per
 * call. */
#ifndef ECBATCH_UTIL_ALLOC_H
#define ECBATCH_UTIL_ALLOC_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>

/* ---- the fault-injection hook (tests only) ---- */

/* 1 once a test has called ecb_alloc_testing_arm or _arm_from, never 0 again in that process;
 * 0 in every other process. */
extern atomic_int ecb_alloc_testing_on;

/* The counting forms of the four calls below (src/util/alloc.c). */
void *ecb_alloc_testing_malloc(size_t size);
void *ecb_alloc_testing_calloc(size_t count, size_t size);
void ecb_alloc_testing_free(void *p);
int ecb_alloc_testing_thread_create(pthread_t *thread, void *(*start)(void *), void *arg);

/* What an acquisition was. */
typedef enum ecb_alloc_kind {
    ECB_ALLOC_MEMORY = 0, /* ecb_malloc / ecb_calloc */
    ECB_ALLOC_THREAD = 1, /* ecb_thread_create */
} ecb_alloc_kind;

/* Turns the counting on (for good) and restarts the count of acquisitions; the fail_at-th from
 * now (1-based) fails, 0: none does. */
void ecb_alloc_testing_arm(size_t fail_at);
/* The same, except that every acquisition from the fail_from-th on fails (0: none does): memory
 * that stays short, for fallbacks that allocate again. */
void ecb_alloc_testing_arm_from(size_t fail_from);
/* Acquisitions (allocations and thread starts, failed ones included) since the last arm. */
size_t ecb_alloc_testing_count(void);
/* 1 once the armed acquisition has failed, with its kind in *kind (if non-NULL); else 0. */
int ecb_alloc_testing_failed(ecb_alloc_kind *kind);
/* Allocations made through ecb_malloc / ecb_calloc and not yet given to ecb_free since the
 * counting was turned on (modulo 2^64: compare two readings, as the tests do). */
size_t ecb_alloc_testing_live(void);

/* ---- the calls ---- */

static inline int ecb_alloc_testing_active(void) {
    return atomic_load_explicit(&ecb_alloc_testing_on, memory_order_relaxed) != 0;
}

static inline void *ecb_malloc(size_t size) {
    if (ecb_alloc_testing_active()) return ecb_alloc_testing_malloc(size);
    return malloc(size);
}

static inline void *ecb_calloc(size_t count, size_t size) {
    if (ecb_alloc_testing_active()) return ecb_alloc_testing_calloc(count, size);
    return calloc(count, size);
}

static inline void ecb_free(void *p) {
    if (ecb_alloc_testing_active()) {
        ecb_alloc_testing_free(p);
        return;
    }
    free(p);
}

/* pthread_create with default attributes: 0 when the thread started, else an error number. */
static inline int ecb_thread_create(pthread_t *thread, void *(*start)(void *), void *arg) {
    if (ecb_alloc_testing_active()) return ecb_alloc_testing_thread_create(thread, start, arg);
    return pthread_create(thread, NULL, start, arg);
}

#endif
