/* SHA-256 (FIPS 180-4 §6.2), incremental, for the hot hashes of public data (the KZG
 * Fiat-Shamir challenges hash every blob and cell they verify).
 *
 * The compression function has two kernels with the same results: portable C
 * (sha256_portable.c) and the x86 SHA extensions (sha256_shani.c: SHA256RNDS2, SHA256MSG1,
 * SHA256MSG2), which run at level adx or above (util/cpu.h; ECBATCH_CPU=portable turns them
 * off) when CPUID reports SHA, SSSE3 and SSE4.1 (read once; the level at every call).
 * Every function is constant time in the data (neither kernel branches on it or indexes memory
 * by it); lengths are public. */
#ifndef ECBATCH_HASH_SHA256_H
#define ECBATCH_HASH_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define ECB_SHA256_BYTES 32
#define ECB_SHA256_BLOCK_BYTES 64

/* x86-64 with GCC or clang: the SHA-extension kernel is compiled (per-function target). */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ECB_SHA256_SHANI_BUILD 1
#endif

typedef struct ecb_sha256_state {
    uint32_t h[8];                       /* the chaining value H(i) */
    uint8_t buf[ECB_SHA256_BLOCK_BYTES]; /* the partial block */
    uint64_t bytes;                      /* the message length so far */
} ecb_sha256_state;

void ecb_sha256_init(ecb_sha256_state *st);
void ecb_sha256_update(ecb_sha256_state *st, const uint8_t *in, size_t len);
/* Pads (FIPS 180-4 §5.1.1), writes the digest and leaves st to be initialised again. */
void ecb_sha256_final(ecb_sha256_state *st, uint8_t out[ECB_SHA256_BYTES]);
void ecb_sha256(uint8_t out[ECB_SHA256_BYTES], const uint8_t *in, size_t len);

/* K: the first 32 bits of the fractional parts of the cube roots of the first 64 primes
 * (FIPS 180-4 §4.2.2), shared by both kernels. */
extern const uint32_t ecb_sha256_k[64];

/* The compression function over n whole blocks: h = compress(h, block) for each block in turn. */
typedef void (*ecb_sha256_blocks_fn)(uint32_t h[8], const uint8_t *blocks, size_t n);
void ecb_sha256_blocks_portable(uint32_t h[8], const uint8_t *blocks, size_t n);
#if defined(ECB_SHA256_SHANI_BUILD)
/* Only on a CPU with SHA, SSSE3 and SSE4.1 (ecb_sha256_shani_available). */
void ecb_sha256_blocks_shani(uint32_t h[8], const uint8_t *blocks, size_t n);
#endif

/* 1 when the CPU has the SHA extensions (with SSSE3 and SSE4.1), whatever the level. */
int ecb_sha256_shani_available(void);

/* The kernel the level chooses (the SHA extensions at adx or above where the CPU has them, else
 * portable), and its name ("shani", "portable"), for tests and benchmarks. */
ecb_sha256_blocks_fn ecb_sha256_blocks_selected(void);
const char *ecb_sha256_kernel_name(void);

#endif
