/* Keccak-f[1600] (FIPS 202 §3.3, 24 rounds) and byte access to its state.
 *
 * The state is 25 64-bit lanes, lane (x, y) at index x + 5y; byte i of the state is byte
 * i mod 8 of lane i / 8, least significant first (FIPS 202 §B.1). All functions are constant
 * time in the state's contents; byte offsets and lengths are public. */
#ifndef ECBATCH_HASH_KECCAK_H
#define ECBATCH_HASH_KECCAK_H

#include <stddef.h>
#include <stdint.h>

#define ECB_KECCAK_STATE_BYTES 200

/* Applies the permutation Keccak-f[1600] to state in place. */
void ecb_keccak_f1600(uint64_t state[25]);

/* XORs in[0..len) into state bytes offset..offset+len. Requires offset + len <= 200. */
void ecb_keccak_xor_bytes(uint64_t state[25], size_t offset, const uint8_t *in, size_t len);

/* Copies state bytes offset..offset+len to out. Requires offset + len <= 200. */
void ecb_keccak_extract_bytes(const uint64_t state[25], size_t offset, uint8_t *out, size_t len);

/* Sets state bytes offset..offset+len to zero. Requires offset + len <= 200. */
void ecb_keccak_clear_bytes(uint64_t state[25], size_t offset, size_t len);

#endif
