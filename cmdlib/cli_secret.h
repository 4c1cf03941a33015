/* Files that hold a secret, recognised by their content (whatever their mode or name): a
 * threshold-decryption share (`bte keygen`: the library's share encoding, 0x01 || varint(index)
 * || 32-byte secret) and a JSON document with Bulletproofs+ blindings (`bpp prove` writes them
 * beside the proofs; a prover's input may hold them too) and a BLS secret key (`bls keygen`:
 * exactly 32 bytes, big-endian, in 1..r-1). The command never replaces such a
 * file without --force (cli_file.h). */
#ifndef ECBATCH_CMDLIB_CLI_SECRET_H
#define ECBATCH_CMDLIB_CLI_SECRET_H

#include <stddef.h>
#include <stdint.h>

/* The largest existing output whose content is checked for a secret. */
#define CLI_SECRET_SCAN_MAX ((size_t)1 << 30)

/* What secret b[0..len) holds ("a threshold-decryption share", "Bulletproofs+ blindings", "a
 * BLS secret key"), or
 * NULL when none is recognised. */
const char *cli_secret_kind(const uint8_t *b, size_t len);

/* The same for the file at path: NULL when it is missing, empty, not a regular file, or read
 * and found to hold no secret; a description saying so when it cannot be read (or is larger
 * than CLI_SECRET_SCAN_MAX), so that what cannot be checked is treated as a secret. */
const char *cli_file_secret_kind(const char *path);

/* 0 with *index when the file at path is a regular file holding a threshold-decryption share
 * (the library's encoding, index below ECB_BTE_MAX_PARTICIPANTS), else -1. */
int cli_file_share_index(const char *path, uint32_t *index);

#endif
