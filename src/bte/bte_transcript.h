/* The threshold-decryption transcript (spec §2.4 with the profile's injective framing,
 * profile conventions 7-12): one BLAKE3 hasher.
 *
 *   new(ns)        unkeyed BLAKE3, absorb tag 0x00, then commit(ns)
 *   resume(S)      BLAKE3 keyed with the 32-byte summary S, absorb tag 0x01
 *   fork(label)    BLAKE3 keyed with summarize(), absorb tag 0x02, then commit(label)
 *   commit(data)   absorb data, then rev(LEB128(len(data))) (bte_length_suffix)
 *   summarize()    the first 32 output bytes; the state is unchanged (commits may follow)
 *   noise(label)   BLAKE3 keyed with summarize(), absorb tag 0x03, commit(label); its XOF
 *                  stream from offset 0 is the noise
 *
 * Derived values: scalar_from_transcript (KeyGen of consecutive 64-byte noise chunks, the
 * first non-zero result) and 128-bit coefficients (block k of the noise = bytes
 * [16k, 16k + 16) as a little-endian integer, zero replaced by 1).
 *
 * Constant time in the absorbed bytes (BLAKE3 is). A transcript that absorbed secrets must be
 * wiped with bte_transcript_wipe. */
#ifndef ECBATCH_BTE_TRANSCRIPT_H
#define ECBATCH_BTE_TRANSCRIPT_H

#include <stddef.h>
#include <stdint.h>

#include "field/bls12/fr381.h"
#include "hash/blake3.h"

#define BTE_SUMMARY_BYTES 32

enum { BTE_TAG_NEW = 0x00, BTE_TAG_RESUME = 0x01, BTE_TAG_FORK = 0x02, BTE_TAG_NOISE = 0x03 };

typedef struct bte_transcript {
    ecb_blake3_hasher h;
} bte_transcript;

/* The XOF stream of a noise hasher, read front to back. */
typedef struct bte_noise {
    ecb_blake3_hasher h;
    uint64_t pos; /* bytes already read */
} bte_noise;

void bte_transcript_new(bte_transcript *t, const void *ns, size_t ns_len);
void bte_transcript_resume(bte_transcript *t, const uint8_t summary[BTE_SUMMARY_BYTES]);
/* out = the fork of t (t is unchanged; out may not alias t). */
void bte_transcript_fork(bte_transcript *out, const bte_transcript *t, const void *label,
                         size_t label_len);
void bte_transcript_commit(bte_transcript *t, const void *data, size_t len);
/* commit(u32_le(x)) and commit(u64_le(x)) (convention 4). */
void bte_transcript_commit_u32(bte_transcript *t, uint32_t x);
void bte_transcript_commit_u64(bte_transcript *t, uint64_t x);
void bte_transcript_summarize(const bte_transcript *t, uint8_t out[BTE_SUMMARY_BYTES]);
/* Starts the noise stream of label on t's current state (t is unchanged). */
void bte_transcript_noise(bte_noise *out, const bte_transcript *t, const void *label,
                          size_t label_len);
void bte_transcript_wipe(bte_transcript *t);

/* Commits in bulk: items gather in a buffer that reaches the hasher in updates of many
 * chunks, which BLAKE3 hashes side by side (ecb_blake3_update); the transcript is the same as
 * committing item by item (about 4x faster for the 48-byte items of a large request). For
 * public data (the buffer is not wiped). */
#define BTE_BULK_BYTES 16384
typedef struct bte_bulk {
    bte_transcript *t;
    size_t len;
    uint8_t buf[BTE_BULK_BYTES];
} bte_bulk;

void bte_bulk_start(bte_bulk *b, bte_transcript *t);
void bte_bulk_commit(bte_bulk *b, const void *data, size_t len);
void bte_bulk_commit_u32(bte_bulk *b, uint32_t x);
/* Hands the buffered bytes to the transcript; b is done. */
void bte_bulk_finish(bte_bulk *b);

/* The next len bytes of the stream. */
void bte_noise_read(bte_noise *n, uint8_t *out, size_t len);
void bte_noise_wipe(bte_noise *n);

/* scalar_from_transcript(t, label): KeyGen of the first 64-byte chunk of noise(label) whose
 * KeyGen is non-zero; KeyGen never returns zero, so that is always the first chunk. */
void bte_transcript_challenge(fr381 *out, const bte_transcript *t, const void *label,
                              size_t label_len);

/* The 128-bit coefficient of one 16-byte noise block: the little-endian integer as two
 * 64-bit limbs (lo, hi), 1 when the block is zero. */
void bte_block128(uint64_t out[2], const uint8_t block[16]);

#endif
