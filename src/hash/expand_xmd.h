/* expand_message_xmd with SHA-256 (RFC 9380 §5.3.1): a domain-separated expansion of a message
 * into len_in_bytes uniform bytes, the first step of hash_to_field. Built on libsodium's
 * incremental crypto_hash_sha256. */
#ifndef ECBATCH_HASH_EXPAND_XMD_H
#define ECBATCH_HASH_EXPAND_XMD_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/status.h"

/* The largest output: ell = ceil(len_in_bytes / 32) must not exceed 255 (§5.3.1 step 2; the
 * RFC's other bound, len_in_bytes <= 65535, is implied by it). */
#define ECB_XMD_SHA256_MAX_BYTES (255 * 32)

/* Writes expand_message_xmd(msg, dst, out_len) with H = SHA-256 to out.
 *
 * A dst longer than 255 bytes is first replaced by SHA-256("H2C-OVERSIZE-DST-" || dst)
 * (§5.3.3). msg may be NULL when msg_len is 0; out may be NULL when out_len is 0 (the RFC
 * allows len_in_bytes = 0: nothing is written).
 *
 * Returns ECB_OK, or: ECB_ERR_NULL_POINTER (dst NULL, or msg / out NULL with a non-zero
 * length), ECB_ERR_INVALID_ARGUMENT (dst_len = 0: tags must be non-empty, §3.1),
 * ECB_ERR_SIZE_OVERFLOW (out_len > ECB_XMD_SHA256_MAX_BYTES, i.e. ell > 255). Nothing is
 * written on error.
 *
 * Constant time in msg and in the output (SHA-256 is, and no branch looks at either); the
 * lengths and dst are public. Intermediate hash states are wiped. */
ecb_status ecb_expand_message_xmd_sha256(uint8_t *out, size_t out_len, const uint8_t *msg,
                                         size_t msg_len, const uint8_t *dst, size_t dst_len);

/* expand_message_xmd of the message aug || msg (aug_len + msg_len bytes, hashed in place
 * without a copy): the augmented messages of the BLS signature schemes (blst's `aug`). aug may
 * be NULL when aug_len is 0 (then this is ecb_expand_message_xmd_sha256); errors, timing and
 * wiping as there (ECB_ERR_NULL_POINTER also for aug NULL with aug_len > 0). */
ecb_status ecb_expand_message_xmd_sha256_aug(uint8_t *out, size_t out_len, const uint8_t *aug,
                                             size_t aug_len, const uint8_t *msg, size_t msg_len,
                                             const uint8_t *dst, size_t dst_len);

#endif
