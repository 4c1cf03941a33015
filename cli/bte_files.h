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

#include "ecbatch/bte.h"

#define BTE_BATCH_VERSION 0x01

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
