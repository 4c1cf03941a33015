/* The Keccak sponge construction (FIPS 202 §4, Algorithm 8) with SHA-3 / SHAKE padding
 * (§5.1, §6, Appendix B.2), kept incremental: pos counts the bytes absorbed into, or
 * squeezed from, the current rate block. */
#include "hash/sha3.h"

#include <assert.h>
#include <sodium.h>
#include <string.h>

#include "hash/keccak.h"

/* Domain bytes: the suffix bits (01 for SHA3, 1111 for SHAKE) followed by pad10*1's first 1
 * bit, read least significant bit first (FIPS 202 Appendix B.2). */
#define SHA3_DOMAIN 0x06
#define SHAKE_DOMAIN 0x1f

static void sponge_init(ecb_keccak_sponge *s, size_t rate, uint8_t pad) {
    memset(s->state, 0, sizeof s->state);
    s->rate = rate;
    s->pos = 0;
    s->pad = pad;
    s->squeezing = 0;
}

void ecb_sha3_256_init(ecb_keccak_sponge *s) {
    sponge_init(s, 136, SHA3_DOMAIN);
}
void ecb_sha3_512_init(ecb_keccak_sponge *s) {
    sponge_init(s, 72, SHA3_DOMAIN);
}
void ecb_shake128_init(ecb_keccak_sponge *s) {
    sponge_init(s, 168, SHAKE_DOMAIN);
}
void ecb_shake256_init(ecb_keccak_sponge *s) {
    sponge_init(s, 136, SHAKE_DOMAIN);
}

void ecb_keccak_absorb(ecb_keccak_sponge *s, const uint8_t *in, size_t len) {
    assert(s->rate > 0 && s->rate < ECB_KECCAK_STATE_BYTES && !s->squeezing);
    while (len > 0) {
        size_t take = s->rate - s->pos;
        if (take > len) take = len;
        ecb_keccak_xor_bytes(s->state, s->pos, in, take);
        s->pos += take;
        in += take;
        len -= take;
        if (s->pos == s->rate) {
            ecb_keccak_f1600(s->state);
            s->pos = 0;
        }
    }
}

/* pad10*1 after the domain bits: the domain byte at pos, 0x80 in the last rate byte (the two
 * may coincide and then combine to domain | 0x80). */
static void sponge_finalise(ecb_keccak_sponge *s) {
    uint8_t first = s->pad, last = 0x80;
    ecb_keccak_xor_bytes(s->state, s->pos, &first, 1);
    ecb_keccak_xor_bytes(s->state, s->rate - 1, &last, 1);
    ecb_keccak_f1600(s->state);
    s->pos = 0;
    s->squeezing = 1;
}

void ecb_keccak_squeeze(ecb_keccak_sponge *s, uint8_t *out, size_t len) {
    assert(s->rate > 0 && s->rate < ECB_KECCAK_STATE_BYTES);
    if (!s->squeezing) sponge_finalise(s);
    while (len > 0) {
        if (s->pos == s->rate) {
            ecb_keccak_f1600(s->state);
            s->pos = 0;
        }
        size_t take = s->rate - s->pos;
        if (take > len) take = len;
        ecb_keccak_extract_bytes(s->state, s->pos, out, take);
        s->pos += take;
        out += take;
        len -= take;
    }
}

void ecb_keccak_wipe(ecb_keccak_sponge *s) {
    sodium_memzero(s, sizeof *s);
}

void ecb_sha3_256_final(ecb_keccak_sponge *s, uint8_t out[32]) {
    ecb_keccak_squeeze(s, out, 32);
    ecb_keccak_wipe(s);
}

void ecb_sha3_512_final(ecb_keccak_sponge *s, uint8_t out[64]) {
    ecb_keccak_squeeze(s, out, 64);
    ecb_keccak_wipe(s);
}

void ecb_sha3_256(uint8_t out[32], const uint8_t *in, size_t len) {
    ecb_keccak_sponge s;
    ecb_sha3_256_init(&s);
    ecb_keccak_absorb(&s, in, len);
    ecb_sha3_256_final(&s, out);
}

void ecb_sha3_512(uint8_t out[64], const uint8_t *in, size_t len) {
    ecb_keccak_sponge s;
    ecb_sha3_512_init(&s);
    ecb_keccak_absorb(&s, in, len);
    ecb_sha3_512_final(&s, out);
}

void ecb_shake128(uint8_t *out, size_t out_len, const uint8_t *in, size_t len) {
    ecb_keccak_sponge s;
    ecb_shake128_init(&s);
    ecb_keccak_absorb(&s, in, len);
    ecb_keccak_squeeze(&s, out, out_len);
    ecb_keccak_wipe(&s);
}

void ecb_shake256(uint8_t *out, size_t out_len, const uint8_t *in, size_t len) {
    ecb_keccak_sponge s;
    ecb_shake256_init(&s);
    ecb_keccak_absorb(&s, in, len);
    ecb_keccak_squeeze(&s, out, out_len);
    ecb_keccak_wipe(&s);
}
