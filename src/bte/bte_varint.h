/* The two integer framings of the threshold-decryption profile:
 *  - the wire varint (profile convention 29, 31): minimal unsigned LEB128 of a u32, 7 bits per
 *    byte, least-significant group first, 0x80 = continuation; decoders reject non-minimal
 *    forms (80 00), more than 5 bytes, and values above 2^32 - 1;
 *  - the transcript length suffix (convention 8): the same LEB128 of a 64-bit length, byte
 *    order reversed (upstream Version::V1), so the framing of commits is injective.
 * Plus a bounds-checked reader over a byte string. All functions work on public data. */
#ifndef ECBATCH_BTE_VARINT_H
#define ECBATCH_BTE_VARINT_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/status.h"

#define BTE_VARINT32_MAX_BYTES 5
#define BTE_VARINT64_MAX_BYTES 10

/* Writes the minimal LEB128 of x to out; returns its length (1..5). */
size_t bte_varint_put(uint8_t out[BTE_VARINT32_MAX_BYTES], uint32_t x);

/* rev(LEB128(x)) for a 64-bit length: the bytes `commit` absorbs after the data (1..10).
 * Returns the length written. */
size_t bte_length_suffix(uint8_t out[BTE_VARINT64_MAX_BYTES], uint64_t x);

/* A cursor over in[0..len). */
typedef struct bte_reader {
    const uint8_t *p;
    size_t left;
} bte_reader;

/* Reads one wire varint. ECB_ERR_PROOF_FORMAT when the input ends inside it (truncated), a
 * byte after the first is a zero high group (non-minimal), it is longer than 5 bytes, or its
 * value exceeds 2^32 - 1. */
ecb_status bte_read_varint(bte_reader *r, uint32_t *out);

/* Points *out at the next n bytes and advances. ECB_ERR_PROOF_FORMAT when fewer remain. */
ecb_status bte_read_bytes(bte_reader *r, size_t n, const uint8_t **out);

/* Reads a 4-byte big-endian u32. ECB_ERR_PROOF_FORMAT when fewer than 4 bytes remain. */
ecb_status bte_read_u32_be(bte_reader *r, uint32_t *out);

#endif
