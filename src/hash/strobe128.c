/* STROBE-128 duplex for Merlin (STROBE v1.0.2 §6-7, as merlin.cool's strobe.rs frames it).
 * pos is the byte position in the rate, pos_begin the position after the current
 * operation's framing (0 after F), cur_flags the current operation's flags. */
#include "hash/strobe128.h"

#include <assert.h>
#include <string.h>

#include "hash/keccak.h"

/* Operation flags (STROBE §6.2). */
#define FLAG_I 0x01 /* inbound */
#define FLAG_A 0x02 /* application data */
#define FLAG_C 0x04 /* cipher: output depends on the state */
#define FLAG_M 0x10 /* meta */

/* F: the framing bytes of STROBE §7.1 (pos_begin at pos, 0x04 at pos+1, pad 0x80 at R+1),
 * then the permutation. */
static void strobe_run_f(ecb_strobe128 *s) {
    uint8_t begin = s->pos_begin, dsep = 0x04, pad = 0x80;
    ecb_keccak_xor_bytes(s->state, s->pos, &begin, 1);
    ecb_keccak_xor_bytes(s->state, (size_t)s->pos + 1, &dsep, 1);
    ecb_keccak_xor_bytes(s->state, ECB_STROBE128_R + 1, &pad, 1);
    ecb_keccak_f1600(s->state);
    s->pos = 0;
    s->pos_begin = 0;
}

/* Duplex absorb: XOR data into the rate, running F whenever the rate fills. */
static void strobe_absorb(ecb_strobe128 *s, const uint8_t *data, size_t len) {
    while (len > 0) {
        size_t take = ECB_STROBE128_R - s->pos;
        if (take > len) take = len;
        ecb_keccak_xor_bytes(s->state, s->pos, data, take);
        s->pos = (uint8_t)(s->pos + take);
        data += take;
        len -= take;
        if (s->pos == ECB_STROBE128_R) strobe_run_f(s);
    }
}

/* Duplex squeeze for PRF: output the rate bytes and overwrite them with zeros (STROBE §6.3,
 * PRF with C set: the input is zero, so the new state byte is 0). */
static void strobe_squeeze(ecb_strobe128 *s, uint8_t *out, size_t len) {
    while (len > 0) {
        size_t take = ECB_STROBE128_R - s->pos;
        if (take > len) take = len;
        ecb_keccak_extract_bytes(s->state, s->pos, out, take);
        ecb_keccak_clear_bytes(s->state, s->pos, take);
        s->pos = (uint8_t)(s->pos + take);
        out += take;
        len -= take;
        if (s->pos == ECB_STROBE128_R) strobe_run_f(s);
    }
}

/* Begins an operation (STROBE §7.3): absorb (old pos_begin, flags), record the new
 * pos_begin, and for C-flagged operations run F so the output starts on a fresh block. */
static void strobe_begin_op(ecb_strobe128 *s, uint8_t flags, int more) {
    if (more) {
        assert(s->cur_flags == flags);
        return;
    }
    uint8_t frame[2] = {s->pos_begin, flags};
    s->pos_begin = (uint8_t)(s->pos + 1);
    s->cur_flags = flags;
    strobe_absorb(s, frame, 2);
    if ((flags & FLAG_C) != 0 && s->pos != 0) strobe_run_f(s);
}

void ecb_strobe128_init(ecb_strobe128 *s, const uint8_t *protocol_label, size_t label_len) {
    /* STROBE §5: the initial block is [1, R+2, 1, 0, 1, 8*12] || "STROBEv1.0.2", permuted. */
    static const uint8_t domain[18] = {
        1,  ECB_STROBE128_R + 2, 1, 0, 1, 96, 'S', 'T', 'R', 'O', 'B', 'E', 'v', '1', '.', '0', '.',
        '2'};
    memset(s->state, 0, sizeof s->state);
    ecb_keccak_xor_bytes(s->state, 0, domain, sizeof domain);
    ecb_keccak_f1600(s->state);
    s->pos = 0;
    s->pos_begin = 0;
    s->cur_flags = 0;
    ecb_strobe128_meta_ad(s, protocol_label, label_len, 0);
}

void ecb_strobe128_meta_ad(ecb_strobe128 *s, const uint8_t *data, size_t len, int more) {
    strobe_begin_op(s, FLAG_M | FLAG_A, more);
    strobe_absorb(s, data, len);
}

void ecb_strobe128_ad(ecb_strobe128 *s, const uint8_t *data, size_t len, int more) {
    strobe_begin_op(s, FLAG_A, more);
    strobe_absorb(s, data, len);
}

void ecb_strobe128_prf(ecb_strobe128 *s, uint8_t *out, size_t len, int more) {
    strobe_begin_op(s, FLAG_I | FLAG_A | FLAG_C, more);
    strobe_squeeze(s, out, len);
}
