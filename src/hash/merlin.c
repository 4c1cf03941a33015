/* Merlin transcripts (merlin.cool, "Merlin v1.0") over STROBE-128: every message and
 * challenge is framed as meta-AD(label), meta-AD(LE32(length)) continuing it, then AD(message)
 * or PRF(length). */
#include "ecbatch/merlin.h"

#include <sodium.h>
#include <stdlib.h>

#include "hash/hash_bytes.h"
#include "hash/strobe128.h"

static const uint8_t merlin_protocol_label[] = "Merlin v1.0";

/* Merlin encodes lengths as LE32; a longer buffer has no encoding (the reference panics),
 * and silently truncating it would make two transcripts collide. */
static void merlin_frame(ecb_merlin_transcript *t, const uint8_t *label, size_t label_len,
                         size_t len) {
    uint8_t len32[4];
    if (len > UINT32_MAX) abort();
    hash_store32_le(len32, (uint32_t)len);
    ecb_strobe128_meta_ad(t, label, label_len, 0);
    ecb_strobe128_meta_ad(t, len32, 4, 1);
}

void ecb_merlin_init(ecb_merlin_transcript *t, const uint8_t *label, size_t label_len) {
    static const uint8_t dom_sep[] = "dom-sep";
    ecb_strobe128_init(t, merlin_protocol_label, sizeof merlin_protocol_label - 1);
    ecb_merlin_append_message(t, dom_sep, sizeof dom_sep - 1, label, label_len);
}

void ecb_merlin_append_message(ecb_merlin_transcript *t, const uint8_t *label, size_t label_len,
                               const uint8_t *message, size_t message_len) {
    merlin_frame(t, label, label_len, message_len);
    ecb_strobe128_ad(t, message, message_len, 0);
}

void ecb_merlin_append_u64(ecb_merlin_transcript *t, const uint8_t *label, size_t label_len,
                           uint64_t x) {
    uint8_t le[8];
    hash_store64_le(le, x);
    ecb_merlin_append_message(t, label, label_len, le, sizeof le);
}

void ecb_merlin_challenge_bytes(ecb_merlin_transcript *t, const uint8_t *label, size_t label_len,
                                uint8_t *out, size_t out_len) {
    merlin_frame(t, label, label_len, out_len);
    ecb_strobe128_prf(t, out, out_len, 0);
}

void ecb_merlin_wipe(ecb_merlin_transcript *t) {
    sodium_memzero(t, sizeof *t);
}
