/* The library's one door to the heap and to worker threads: every allocation, free and thread
 * start in src/ goes through these functions.
 *
 * In the release library they are the C library's and POSIX's own calls, inlined. A build with
 * ECBATCH_ALLOC_TESTING defined (a separate library instance, see CMakeLists.txt) routes them
 * through src/util/alloc.c instead, which counts every acquisition and can make the k-th one
 * fail (SQLite's and libsecp256k1's fault-injection practice): tests/test_alloc_failure.c
 * makes each acquisition of each public call fail in turn. */
#ifndef ECBATCH_UTIL_ALLOC_H
#define ECBATCH_UTIL_ALLOC_H

#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>

#ifdef ECBATCH_ALLOC_TESTING

void *ecb_malloc(size_t size);
void *ecb_calloc(size_t count, size_t size);
void ecb_free(void *p);
/* pthread_create with default attributes: 0 when the thread started, else an error number. */
int ecb_thread_create(pthread_t *thread, void *(*start)(void *), void *arg);

/* ---- the fault-injection hook (test builds only) ---- */

/* What an acquisition was. */
typedef enum ecb_alloc_kind {
    ECB_ALLOC_MEMORY = 0, /* ecb_malloc / ecb_calloc */
    ECB_ALLOC_THREAD = 1, /* ecb_thread_create */
} ecb_alloc_kind;

/* Restarts the count of acquisitions; the fail_at-th from now (1-based) fails, 0: none does. */
void ecb_alloc_testing_arm(size_t fail_at);
/* The same, except that every acquisition from the fail_from-th on fails (0: none does): memory
 * that stays short, for fallbacks that allocate again. */
void ecb_alloc_testing_arm_from(size_t fail_from);
/* Acquisitions (allocations and thread starts, failed ones included) since the last arm. */
size_t ecb_alloc_testing_count(void);
/* 1 once the armed acquisition has failed, with its kind in *kind (if non-NULL); else 0. */
int ecb_alloc_testing_failed(ecb_alloc_kind *kind);
/* Allocations made through ecb_malloc / ecb_calloc and not yet given to ecb_free. */
size_t ecb_alloc_testing_live(void);

#else

static inline void *ecb_malloc(size_t size) {
    return malloc(size);
}

static inline void *ecb_calloc(size_t count, size_t size) {
    return calloc(count, size);
}

static inline void ecb_free(void *p) {
    free(p);
}

static inline int ecb_thread_create(pthread_t *thread, void *(*start)(void *), void *arg) {
    return pthread_create(thread, NULL, start, arg);
}

#endif
#endif
