/* The fault-injection path of the allocator (util/alloc.h), taken once a test has armed it. */
#include "util/alloc.h"

#include <errno.h>
#include <stdatomic.h>

/* Worker threads allocate too, so the counters are atomic; the k-th acquisition is the k-th
 * to reach the counter. */
static atomic_size_t alloc_count;
static atomic_size_t alloc_fail_at;
static atomic_int alloc_fail_after; /* every acquisition from alloc_fail_at on fails */
static atomic_size_t alloc_live;
static atomic_int alloc_failed;
static atomic_int alloc_failed_kind;

atomic_int ecb_alloc_testing_on;

/* 1 when this acquisition is the one to fail. */
static int alloc_should_fail(ecb_alloc_kind kind) {
    size_t k = atomic_fetch_add(&alloc_count, 1) + 1;
    size_t at = atomic_load(&alloc_fail_at);
    if (at == 0 || (atomic_load(&alloc_fail_after) ? k < at : k != at)) return 0;
    atomic_store(&alloc_failed_kind, (int)kind);
    atomic_store(&alloc_failed, 1);
    return 1;
}

void *ecb_alloc_testing_malloc(size_t size) {
    if (alloc_should_fail(ECB_ALLOC_MEMORY)) return NULL;
    void *p = malloc(size);
    if (p != NULL) atomic_fetch_add(&alloc_live, 1);
    return p;
}

void *ecb_alloc_testing_calloc(size_t count, size_t size) {
    if (alloc_should_fail(ECB_ALLOC_MEMORY)) return NULL;
    void *p = calloc(count, size);
    if (p != NULL) atomic_fetch_add(&alloc_live, 1);
    return p;
}

void ecb_alloc_testing_free(void *p) {
    if (p == NULL) return;
    atomic_fetch_sub(&alloc_live, 1);
    free(p);
}

int ecb_alloc_testing_thread_create(pthread_t *thread, void *(*start)(void *), void *arg) {
    if (alloc_should_fail(ECB_ALLOC_THREAD)) return EAGAIN;
    return pthread_create(thread, NULL, start, arg);
}

void ecb_alloc_testing_arm(size_t fail_at) {
    atomic_store(&ecb_alloc_testing_on, 1);
    atomic_store(&alloc_fail_after, 0);
    atomic_store(&alloc_fail_at, fail_at);
    atomic_store(&alloc_failed, 0);
    atomic_store(&alloc_count, 0);
}

void ecb_alloc_testing_arm_from(size_t fail_from) {
    ecb_alloc_testing_arm(fail_from);
    atomic_store(&alloc_fail_after, 1);
}

size_t ecb_alloc_testing_count(void) {
    return atomic_load(&alloc_count);
}

int ecb_alloc_testing_failed(ecb_alloc_kind *kind) {
    if (!atomic_load(&alloc_failed)) return 0;
    if (kind != NULL) *kind = (ecb_alloc_kind)atomic_load(&alloc_failed_kind);
    return 1;
}

size_t ecb_alloc_testing_live(void) {
    return atomic_load(&alloc_live);
}
