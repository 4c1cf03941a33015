/* The BLAKE3 compression function (BLAKE3 paper §2.2) and a multi-chunk hasher: the
 * interface between the tree logic of blake3.c and the compression code of
 * blake3_compress.c. Constant time: no branch or index depends on the data. */
#ifndef ECBATCH_HASH_BLAKE3_COMPRESS_H
#define ECBATCH_HASH_BLAKE3_COMPRESS_H

#include <stddef.h>
#include <stdint.h>

/* Domain flags (BLAKE3 paper Table 3). */
#define ECB_BLAKE3_CHUNK_START 0x01
#define ECB_BLAKE3_CHUNK_END 0x02
#define ECB_BLAKE3_PARENT 0x04
#define ECB_BLAKE3_ROOT 0x08
#define ECB_BLAKE3_KEYED_HASH 0x10
#define ECB_BLAKE3_DERIVE_KEY_CONTEXT 0x20
#define ECB_BLAKE3_DERIVE_KEY_MATERIAL 0x40

/* Chunks hashed side by side by ecb_blake3_hash_chunks. */
#define ECB_BLAKE3_PARALLEL_CHUNKS 8

extern const uint32_t ecb_blake3_iv[8];

/* cv <- first 8 words of compress(cv, block, counter, block_len, flags): the chaining value
 * update of a non-root node. */
void ecb_blake3_compress_in_place(uint32_t cv[8], const uint8_t block[64], uint32_t block_len,
                                  uint64_t counter, uint32_t flags);

/* All 16 output words of compress(...), as 64 little-endian bytes: a root output block
 * (BLAKE3 paper §2.6: words 0..7 are v[i] ^ v[i+8], words 8..15 are v[i+8] ^ cv[i]). */
void ecb_blake3_compress_xof(const uint32_t cv[8], const uint8_t block[64], uint32_t block_len,
                             uint64_t counter, uint32_t flags, uint8_t out[64]);

/* Chaining values of n (1..ECB_BLAKE3_PARALLEL_CHUNKS) whole 1024-byte chunks at
 * input + 1024 * i, with chunk counters counter + i, none of them a root. */
void ecb_blake3_hash_chunks(const uint8_t *input, size_t n, const uint32_t key[8], uint64_t counter,
                            uint32_t flags, uint32_t out_cvs[][8]);

#endif
