/* Little-endian loads and stores for the hash layer (Keccak lanes, BLAKE3 words). Byte-wise,
 * so they are correct on any host; compilers turn them into single moves on little-endian
 * machines. */
#ifndef ECBATCH_HASH_BYTES_H
#define ECBATCH_HASH_BYTES_H

#include <stdint.h>

static inline uint32_t hash_load32_le(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline void hash_store32_le(uint8_t *p, uint32_t x) {
    p[0] = (uint8_t)x;
    p[1] = (uint8_t)(x >> 8);
    p[2] = (uint8_t)(x >> 16);
    p[3] = (uint8_t)(x >> 24);
}

static inline uint64_t hash_load64_le(const uint8_t *p) {
    return (uint64_t)hash_load32_le(p) | (uint64_t)hash_load32_le(p + 4) << 32;
}

static inline void hash_store64_le(uint8_t *p, uint64_t x) {
    hash_store32_le(p, (uint32_t)x);
    hash_store32_le(p + 4, (uint32_t)(x >> 32));
}

#endif
