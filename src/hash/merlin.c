/* Merlin transcripts (merlin.cool, "Merlin v1.0") over STROBE-128: every message and
 * challenge is framed as meta-AD(label), meta-AD(LE32(length)) continuing it, then AD(message)
 * or PRF(length). */
#include "ecbatch/merlin.h"

#include <sodium.h>
#include <string.h>

#include "hash/hash_bytes.h"
#include "hash/strobe128.h"

static const uint8_t merlin_protocol_label[] = "Merlin v1.0";

static void merlin_fail(ecb_merlin_transcript *t) {
    sodium_memzero(t, sizeof *t);
    t->cur_flags = ECB_MERLIN_FAILED;
}

/* Merlin encodes lengths as LE32; a longer buffer has no encoding, and silently truncating it
 * would make two transcripts collide: the transcript fails instead (merlin.h). Labels are
 * held to the same bound, so no length drives the hashing before it is checked. A position
 * beyond the rate is no transcript state (STROBE would write past the state): refused too. */
static ecb_status merlin_frame(ecb_merlin_transcript *t, const uint8_t *label, size_t label_len,
                               size_t len) {
    uint8_t len32[4];
    if (t->cur_flags == ECB_MERLIN_FAILED || t->pos >= ECB_STROBE128_R) return ECB_ERR_TRANSCRIPT;
    if (len > UINT32_MAX || label_len > UINT32_MAX) {
        merlin_fail(t);
        return ECB_ERR_TOO_LONG;
    }
    hash_store32_le(len32, (uint32_t)len);
    ecb_strobe128_meta_ad(t, label, label_len, 0);
    ecb_strobe128_meta_ad(t, len32, 4, 1);
    return ECB_OK;
}

ecb_status ecb_merlin_init(ecb_merlin_transcript *t, const uint8_t *label, size_t label_len) {
    static const uint8_t dom_sep[] = "dom-sep";
    ecb_strobe128_init(t, merlin_protocol_label, sizeof merlin_protocol_label - 1);
    return ecb_merlin_append_message(t, dom_sep, sizeof dom_sep - 1, label, label_len);
}

ecb_status ecb_merlin_append_message(ecb_merlin_transcript *t, const uint8_t *label,
                                     size_t label_len, const uint8_t *message, size_t message_len) {
    ecb_status st = merlin_frame(t, label, label_len, message_len);
    if (st == ECB_OK) ecb_strobe128_ad(t, message, message_len, 0);
    return st;
}

ecb_status ecb_merlin_append_u64(ecb_merlin_transcript *t, const uint8_t *label, size_t label_len,
                                 uint64_t x) {
    uint8_t le[8];
    hash_store64_le(le, x);
    return ecb_merlin_append_message(t, label, label_len, le, sizeof le);
}

ecb_status ecb_merlin_challenge_bytes(ecb_merlin_transcript *t, const uint8_t *label,
                                      size_t label_len, uint8_t *out, size_t out_len) {
    ecb_status st = merlin_frame(t, label, label_len, out_len);
    if (st == ECB_OK)
        ecb_strobe128_prf(t, out, out_len, 0);
    else if (st == ECB_ERR_TRANSCRIPT && out_len > 0)
        memset(out, 0, out_len);
    return st;
}

void ecb_merlin_wipe(ecb_merlin_transcript *t) {
    sodium_memzero(t, sizeof *t);
}
