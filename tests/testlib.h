/* A minimal test harness: CHECK macros that count, deterministic test randomness, paths to
 * ../shared/vectors, and a closing line "NAME: N passed, M failed". Header-only, one include
 * per test program. */
#ifndef ECBATCH_TESTLIB_H
#define ECBATCH_TESTLIB_H

#include <sodium.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long tl_passed, tl_failed;

#define CHECK(cond)                                                                            \
    do {                                                                                       \
        if (cond) {                                                                            \
            tl_passed++;                                                                       \
        } else {                                                                               \
            tl_failed++;                                                                       \
            if (tl_failed <= 20) fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__,        \
                                         __LINE__, #cond);                                     \
        }                                                                                      \
    } while (0)

#define CHECK_MEM(a, b, len) CHECK(memcmp((a), (b), (len)) == 0)

/* Deterministic bytes for reproducible tests: a ChaCha20 stream keyed by a counter, through
 * libsodium's randombytes_buf_deterministic. */
static uint64_t tl_rng_counter;
static inline void tl_random(void *out, size_t len) {
    unsigned char seed[randombytes_SEEDBYTES] = {0};
    uint64_t c = tl_rng_counter++;
    memcpy(seed, &c, sizeof c);
    memcpy(seed + 8, "ecbatch-tests", 13);
    randombytes_buf_deterministic(out, len, seed);
}

static inline void tl_init(void) {
    if (sodium_init() < 0) {
        fprintf(stderr, "sodium_init failed\n");
        exit(2);
    }
}

/* Path of a file under the shared vectors folder (static buffer, valid until the next call). */
static inline const char *tl_vector_path(const char *relative) {
    static char path[4096];
    snprintf(path, sizeof path, "%s/%s", ECBATCH_VECTORS_DIR, relative);
    return path;
}

static inline int tl_hex_to_bytes(unsigned char *out, size_t out_len, const char *hex) {
    size_t bin_len = 0;
    if (strlen(hex) != 2 * out_len) return -1;
    if (sodium_hex2bin(out, out_len, hex, strlen(hex), NULL, &bin_len, NULL) != 0) return -1;
    return bin_len == out_len ? 0 : -1;
}

/* 1 when ECBATCH_TEST_QUICK=1: the per-level reruns of `make test` (tests/vectors.cmake) drop the
 * largest sizes of a sweep, keeping the sizes that reach every code path (lane tails, chunk and
 * digit-block bounds, window edges); `make test-full` runs them at every size. */
static inline int tl_quick(void) {
    const char *q = getenv("ECBATCH_TEST_QUICK");
    return q != NULL && strcmp(q, "1") == 0;
}

static inline int tl_finish(const char *name) {
    printf("%s: %ld passed, %ld failed\n", name, tl_passed, tl_failed);
    return tl_failed == 0 && tl_passed > 0 ? 0 : 1;
}

#endif
