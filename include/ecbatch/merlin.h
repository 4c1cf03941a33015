/** @file
 * Merlin transcripts (merlin.cool, version 1.0): STROBE-128 over Keccak-f[1600], as used by
 * dalek's Bulletproofs and tari_bulletproofs_plus. Constant time; transcripts may absorb
 * secrets (e.g. when proving) and are wiped with ecb_merlin_wipe().
 *
 * Merlin frames every message and challenge length as 32 bits (LE32), so a length of 2^32
 * bytes or more has no encoding (the reference implementation panics). Labels are held to the
 * same bound (2^32 - 1 bytes), so no length is hashed before it is checked. Such a call
 * returns ECB_ERR_TOO_LONG without reading the label or message or writing the output, and
 * leaves the
 * transcript failed: its state is wiped, and every later append or challenge on it (or on a
 * copy) returns ECB_ERR_TRANSCRIPT, absorbs nothing and gives all-zero challenge bytes, so a
 * caller that ignores the status cannot go on with a transcript that silently dropped a
 * message. ecb_merlin_init() starts it afresh. A struct whose position lies beyond the
 * STROBE rate (166 bytes) holds no transcript state and is refused the same way. */
#ifndef ECBATCH_MERLIN_H
#define ECBATCH_MERLIN_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The value of cur_flags in a failed transcript (no STROBE operation has these flags). */
#define ECB_MERLIN_FAILED 0xff

/** STROBE-128 state: the Keccak-f[1600] state plus the duplex position and flags.
 * Treat as opaque; copy it to fork a transcript. */
typedef struct ecb_merlin_transcript {
    uint64_t state[25]; /**< the Keccak-f[1600] state */
    uint8_t pos;        /**< the duplex position in the rate */
    uint8_t pos_begin;  /**< where the current operation began */
    uint8_t cur_flags;  /**< the current operation's flags; ECB_MERLIN_FAILED when failed */
} ecb_merlin_transcript;

/** Transcript::new(label): STROBE-128 initialised with "Merlin v1.0", then
 * append_message("dom-sep", label).
 * @return ECB_OK; ECB_ERR_TOO_LONG when label_len >= 2^32 (the transcript is then failed). */
ecb_status ecb_merlin_init(ecb_merlin_transcript *t, const uint8_t *label, size_t label_len);

/** append_message(label, message): meta-AD(label || LE32(len)), AD(message).
 * @return ECB_OK; ECB_ERR_TOO_LONG when label_len or message_len >= 2^32 (neither is read,
 *         the transcript is failed); ECB_ERR_TRANSCRIPT when t was failed already. */
ecb_status ecb_merlin_append_message(ecb_merlin_transcript *t, const uint8_t *label,
                                     size_t label_len, const uint8_t *message, size_t message_len);

/** append_u64(label, x): append_message(label, LE64(x)).
 * @return ECB_OK; ECB_ERR_TOO_LONG when label_len >= 2^32 (as append_message);
 *         ECB_ERR_TRANSCRIPT when t is failed. */
ecb_status ecb_merlin_append_u64(ecb_merlin_transcript *t, const uint8_t *label, size_t label_len,
                                 uint64_t x);

/** challenge_bytes(label, out): meta-AD(label || LE32(len)), PRF(len).
 * @return ECB_OK; ECB_ERR_TOO_LONG when label_len or out_len >= 2^32 (out is not written, the
 *         transcript is failed); ECB_ERR_TRANSCRIPT when t was failed already (out is
 *         zero-filled). */
ecb_status ecb_merlin_challenge_bytes(ecb_merlin_transcript *t, const uint8_t *label,
                                      size_t label_len, uint8_t *out, size_t out_len);

/** Overwrites the transcript state with zeros. */
void ecb_merlin_wipe(ecb_merlin_transcript *t);

#ifdef __cplusplus
}
#endif
#endif
