/* The file formats of `ecbatch bte` that are the command's own (the library's encodings aside):
 *   public file: variant byte (0 MinPk, 1 MinSig) || the public polynomial's encoding;
 *   batch file:  0x01 || varint(|context|) || context || varint(count) ||
 *                count x (varint(len) || ciphertext encoding).
 * Decoders take the bytes and give a reason naming the part at fault; the command and the fuzz
 * target fuzz_cli_bte_files call the same code. */
#ifndef ECBATCH_CLI_BTE_FILES_H
#define ECBATCH_CLI_BTE_FILES_H

#include <stddef.h>
#include <stdint.h>

#include "cli_file.h"
#include "ecbatch/bte.h"

#define BTE_BATCH_VERSION 0x01

/* The largest file of each kind (docs/formats.md), in bytes:
 *   a share: 0x01, the index below 2^16 (3 varint bytes at most), 32 bytes;
 *   a public file: variant byte, 0x01, t <= 2^16, t points of MinSig's 96 bytes;
 *   a ciphertext: 0x01, a label of 2^24 bytes, a body of 2^30 bytes, 4 points, 2 scalars;
 *   a response: 0x01, an index, 2^20 positions (4 bytes each) and 2^20 partials, the proof;
 *   a batch file: a stated bound, 2^31 bytes (a largest ciphertext, or 2^20 small ones, fit);
 *   a message (bte encrypt --msg-file): the largest body. */
#define BTE_SHARE_FILE_MAX (1 + 3 + ECB_BTE_SCALAR_BYTES)
#define BTE_PUBLIC_FILE_MAX (2 + 3 + (size_t)ECB_BTE_MAX_PARTICIPANTS * ECB_BTE_G2_BYTES)
#define BTE_CIPHERTEXT_FILE_MAX                                                                    \
    (1 + 4 + (size_t)ECB_BTE_MAX_LABEL_BYTES + 5 + (size_t)ECB_BTE_MAX_BODY_BYTES +                \
     4 * ECB_BTE_G2_BYTES + 2 * ECB_BTE_SCALAR_BYTES)
#define BTE_RESPONSE_FILE_MAX                                                                      \
    (1 + 5 + 3 + (size_t)ECB_BTE_MAX_BATCH * (4 + ECB_BTE_G2_BYTES) + 3 + 2 * ECB_BTE_G2_BYTES +   \
     2 * ECB_BTE_SCALAR_BYTES)
#define BTE_BATCH_FILE_MAX ((size_t)1 << 31)
#define BTE_MESSAGE_FILE_MAX ((size_t)ECB_BTE_MAX_BODY_BYTES)

/* The kinds of file `ecbatch bte` reads. */
enum bte_file_kind {
    BTE_FILE_SHARE,
    BTE_FILE_PUBLIC,
    BTE_FILE_CIPHERTEXT,
    BTE_FILE_BATCH,
    BTE_FILE_RESPONSE,
    BTE_FILE_MESSAGE,
};

/* The cli_read_file limit of a kind: its largest size and, for the framed kinds, the length
 * their first bytes announce (so a file is read no further than that, and /dev/zero stops at
 * its first byte). *v, the variant (read from the public file first), must outlive the
 * limit; public files and shares and messages ignore it. */
struct cli_limit bte_file_limit(enum bte_file_kind kind, const ecb_bte_variant *v);

/* A batch file, decoded: the context and the ciphertexts. */
struct bte_batch {
    uint8_t *context;
    size_t context_len, count;
    ecb_bte_ciphertext **cts;
};

/* Decodes a batch file of variant v. Returns ECB_OK, or an error with b empty and a reason in
 * why (e.g. "ciphertext 2 of 3: ..."). */
ecb_status bte_batch_decode(struct bte_batch *b, ecb_bte_variant v, const uint8_t *in, size_t len,
                            char *why, size_t why_len);
void bte_batch_free(struct bte_batch *b);

/* Encodes context and ciphertexts (each cts[i] of lens[i] bytes) as a batch file into a fresh
 * buffer of *out_len bytes. NULL when out of memory or a length exceeds 2^32 - 1. */
uint8_t *bte_batch_encode(const uint8_t *context, size_t context_len, const uint8_t *const *cts,
                          const size_t *lens, size_t count, size_t *out_len);

/* Decodes a public file. ECB_OK or an error with a reason in why. */
ecb_status bte_public_file_decode(ecb_bte_public **pub, const uint8_t *in, size_t len, char *why,
                                  size_t why_len);

#endif
