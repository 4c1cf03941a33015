/* BLAKE3 compression (BLAKE3 paper §2.2): a 16-word state of the chaining value, four IV
 * words, the counter, block length and flags; seven rounds of eight G calls (four on columns,
 * four on diagonals), the message words permuted between rounds. Fully unrolled into named
 * variables v0..v15 and m0..m15, with the message schedule written out, so every access is
 * to a register-sized variable (no array indexing, which instrumented builds would check).
 *
 * ecb_blake3_hash_chunks runs the same rounds on ECB_BLAKE3_PARALLEL_CHUNKS chunks at once,
 * one lane per chunk, in GNU C vector types that compile to SIMD instructions of whatever
 * width the target offers. */
#include "hash/blake3_compress.h"

#include "hash/hash_bytes.h"
#include "hash/target_clones.h"

/* Part of the bundled backend (blake3.c); not built with a system libblake3. */
#ifndef ECBATCH_SYSTEM_BLAKE3

const uint32_t ecb_blake3_iv[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

/* The seven rounds, R(message word order of the round): round r uses the permutation
 * (2,6,3,10,7,0,4,13,1,11,12,5,9,14,15,8) applied r times (BLAKE3 paper §2.2). */
#define BLAKE3_ROUNDS(R)                                                                           \
    R(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);                                       \
    R(2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8);                                       \
    R(3, 4, 10, 12, 13, 2, 7, 14, 6, 5, 9, 0, 11, 15, 8, 1);                                       \
    R(10, 7, 12, 9, 14, 3, 13, 15, 4, 0, 11, 2, 5, 8, 1, 6);                                       \
    R(12, 13, 9, 11, 15, 10, 14, 8, 7, 2, 5, 3, 0, 1, 6, 4);                                       \
    R(9, 14, 11, 5, 8, 12, 15, 1, 13, 3, 0, 10, 2, 6, 4, 7);                                       \
    R(11, 15, 5, 0, 1, 9, 8, 6, 14, 10, 2, 12, 3, 4, 7, 13)

/* One round: G on the four columns, then on the four diagonals. */
#define ROUND(s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15)                \
    do {                                                                                           \
        G(0, 4, 8, 12, s0, s1);                                                                    \
        G(1, 5, 9, 13, s2, s3);                                                                    \
        G(2, 6, 10, 14, s4, s5);                                                                   \
        G(3, 7, 11, 15, s6, s7);                                                                   \
        G(0, 5, 10, 15, s8, s9);                                                                   \
        G(1, 6, 11, 12, s10, s11);                                                                 \
        G(2, 7, 8, 13, s12, s13);                                                                  \
        G(3, 4, 9, 14, s14, s15);                                                                  \
    } while (0)

/* G (BLAKE3 paper §2.2) on state words va, vb, vc, vd with message words mx, my; ROTR is a
 * 32-bit right rotation of a word or of every lane of a vector. */
#define G(a, b, c, d, x, y)                                                                        \
    do {                                                                                           \
        v##a = v##a + v##b + m##x;                                                                 \
        v##d = ROTR(v##d ^ v##a, 16);                                                              \
        v##c = v##c + v##d;                                                                        \
        v##b = ROTR(v##b ^ v##c, 12);                                                              \
        v##a = v##a + v##b + m##y;                                                                 \
        v##d = ROTR(v##d ^ v##a, 8);                                                               \
        v##c = v##c + v##d;                                                                        \
        v##b = ROTR(v##b ^ v##c, 7);                                                               \
    } while (0)

#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

/* The 16 state words after the rounds, in out. */
static inline void compress_rounds(uint32_t out[16], const uint32_t cv[8], const uint8_t block[64],
                                   uint32_t block_len, uint64_t counter, uint32_t flags) {
    uint32_t m0 = hash_load32_le(block + 0), m1 = hash_load32_le(block + 4);
    uint32_t m2 = hash_load32_le(block + 8), m3 = hash_load32_le(block + 12);
    uint32_t m4 = hash_load32_le(block + 16), m5 = hash_load32_le(block + 20);
    uint32_t m6 = hash_load32_le(block + 24), m7 = hash_load32_le(block + 28);
    uint32_t m8 = hash_load32_le(block + 32), m9 = hash_load32_le(block + 36);
    uint32_t m10 = hash_load32_le(block + 40), m11 = hash_load32_le(block + 44);
    uint32_t m12 = hash_load32_le(block + 48), m13 = hash_load32_le(block + 52);
    uint32_t m14 = hash_load32_le(block + 56), m15 = hash_load32_le(block + 60);
    uint32_t v0 = cv[0], v1 = cv[1], v2 = cv[2], v3 = cv[3];
    uint32_t v4 = cv[4], v5 = cv[5], v6 = cv[6], v7 = cv[7];
    uint32_t v8 = ecb_blake3_iv[0], v9 = ecb_blake3_iv[1];
    uint32_t v10 = ecb_blake3_iv[2], v11 = ecb_blake3_iv[3];
    uint32_t v12 = (uint32_t)counter, v13 = (uint32_t)(counter >> 32);
    uint32_t v14 = block_len, v15 = flags;
    BLAKE3_ROUNDS(ROUND);
    out[0] = v0, out[1] = v1, out[2] = v2, out[3] = v3;
    out[4] = v4, out[5] = v5, out[6] = v6, out[7] = v7;
    out[8] = v8, out[9] = v9, out[10] = v10, out[11] = v11;
    out[12] = v12, out[13] = v13, out[14] = v14, out[15] = v15;
}

void ecb_blake3_compress_in_place(uint32_t cv[8], const uint8_t block[64], uint32_t block_len,
                                  uint64_t counter, uint32_t flags) {
    uint32_t v[16];
    compress_rounds(v, cv, block, block_len, counter, flags);
    for (int i = 0; i < 8; i++)
        cv[i] = v[i] ^ v[i + 8];
}

void ecb_blake3_compress_xof(const uint32_t cv[8], const uint8_t block[64], uint32_t block_len,
                             uint64_t counter, uint32_t flags, uint8_t out[64]) {
    uint32_t v[16];
    compress_rounds(v, cv, block, block_len, counter, flags);
    for (int i = 0; i < 8; i++) {
        hash_store32_le(out + 4 * i, v[i] ^ v[i + 8]);
        hash_store32_le(out + 32 + 4 * i, v[i + 8] ^ cv[i]);
    }
}

static uint32_t chunk_block_flags(uint32_t flags, int block) {
    return flags | (block == 0 ? ECB_BLAKE3_CHUNK_START : 0) |
           (block == 15 ? ECB_BLAKE3_CHUNK_END : 0);
}

/* ---- ECB_BLAKE3_PARALLEL_CHUNKS chunks at once, lane l = chunk l, in GNU C vectors (the
 * project needs GCC or clang anyway, for __int128) ---- */

#define LANES ECB_BLAKE3_PARALLEL_CHUNKS
typedef uint32_t lanes __attribute__((vector_size(4 * LANES)));

/* Word i of the current block of every lane's chunk. */
#define LOAD_LANES(i)                                                                              \
    do {                                                                                           \
        for (int l = 0; l < LANES; l++)                                                            \
            m##i[l] = hash_load32_le(chunk[l] + 64 * block + 4 * (i));                             \
    } while (0)

/* On x86-64 Linux, also an AVX2 version: all 8 lanes in one register (the default version
 * uses two SSE2 registers per vector). */
ECB_TARGET_CLONES("avx2")
void ecb_blake3_hash_chunks(const uint8_t *input, size_t n, const uint32_t key[8], uint64_t counter,
                            uint32_t flags, uint32_t out_cvs[][8]) {
    /* zero-initialised: lanes are filled element by element */
    lanes m0 = {0}, m1 = {0}, m2 = {0}, m3 = {0}, m4 = {0}, m5 = {0}, m6 = {0}, m7 = {0};
    lanes m8 = {0}, m9 = {0}, m10 = {0}, m11 = {0}, m12 = {0}, m13 = {0}, m14 = {0}, m15 = {0};
    lanes ctr_lo = {0}, ctr_hi = {0}, h[8];
    /* Lanes past n repeat the last chunk; their results are discarded. */
    const uint8_t *chunk[LANES];
    for (int l = 0; l < LANES; l++) {
        size_t src = (size_t)l < n ? (size_t)l : n - 1;
        chunk[l] = input + 1024 * src;
        ctr_lo[l] = (uint32_t)(counter + src);
        ctr_hi[l] = (uint32_t)((counter + src) >> 32);
    }
    for (int i = 0; i < 8; i++)
        h[i] = (lanes){0} + key[i];
    for (int block = 0; block < 16; block++) {
        LOAD_LANES(0);
        LOAD_LANES(1);
        LOAD_LANES(2);
        LOAD_LANES(3);
        LOAD_LANES(4);
        LOAD_LANES(5);
        LOAD_LANES(6);
        LOAD_LANES(7);
        LOAD_LANES(8);
        LOAD_LANES(9);
        LOAD_LANES(10);
        LOAD_LANES(11);
        LOAD_LANES(12);
        LOAD_LANES(13);
        LOAD_LANES(14);
        LOAD_LANES(15);
        lanes v0 = h[0], v1 = h[1], v2 = h[2], v3 = h[3];
        lanes v4 = h[4], v5 = h[5], v6 = h[6], v7 = h[7];
        lanes v8 = (lanes){0} + ecb_blake3_iv[0], v9 = (lanes){0} + ecb_blake3_iv[1];
        lanes v10 = (lanes){0} + ecb_blake3_iv[2], v11 = (lanes){0} + ecb_blake3_iv[3];
        lanes v12 = ctr_lo, v13 = ctr_hi, v14 = (lanes){0} + 64;
        lanes v15 = (lanes){0} + chunk_block_flags(flags, block);
        BLAKE3_ROUNDS(ROUND);
        h[0] = v0 ^ v8, h[1] = v1 ^ v9, h[2] = v2 ^ v10, h[3] = v3 ^ v11;
        h[4] = v4 ^ v12, h[5] = v5 ^ v13, h[6] = v6 ^ v14, h[7] = v7 ^ v15;
    }
    for (size_t l = 0; l < n; l++)
        for (int i = 0; i < 8; i++)
            out_cvs[l][i] = h[i][l];
}

#endif /* !ECBATCH_SYSTEM_BLAKE3 */
