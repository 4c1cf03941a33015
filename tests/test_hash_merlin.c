/* Merlin transcripts: the upstream conformance vector (the transcript cases of
 * bulletproofs-plus/merlin_ristretto.json run through `ecbatch vectors`), and a differential check
 * against a byte-at-a-time STROBE-128 written directly from the STROBE v1.0.2 / merlin framing, for
 * message and challenge lengths around the 166-byte rate; lengths of 2^32 bytes and more
 * refused with a status, never read or written, leaving a failed transcript. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, MAP_NORESERVE */
#include <sys/mman.h>

#include "ecbatch/merlin.h"
#include "hash/keccak.h"
#include "hash/strobe128.h"
#include "testlib.h"

#define L(s) (const uint8_t *)(s), (sizeof(s) - 1)

/* merlin.cool's published test: "test protocol", append "some label" = "some data",
 * challenge "challenge" of 32 bytes. */
static void test_conformance(void) {
    uint8_t want[32], got[32];
    tl_hex_to_bytes(want, 32, "d5a21972d0d5fe320c0d263fac7fffb8145aa640af6e9bca177c03c7efcf0615");
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, L("test protocol"));
    ecb_merlin_append_message(&t, L("some label"), L("some data"));
    ecb_merlin_challenge_bytes(&t, L("challenge"), got, sizeof got);
    CHECK_MEM(got, want, 32);
    /* a copy forks the transcript: both continue identically */
    ecb_merlin_transcript fork = t;
    uint8_t a[40], b[40];
    ecb_merlin_challenge_bytes(&t, L("next"), a, sizeof a);
    ecb_merlin_challenge_bytes(&fork, L("next"), b, sizeof b);
    CHECK_MEM(a, b, sizeof a);
    /* wipe zeroes the whole state */
    ecb_merlin_wipe(&t);
    int zero = t.pos == 0 && t.pos_begin == 0 && t.cur_flags == 0;
    for (int i = 0; i < 25; i++)
        zero &= t.state[i] == 0;
    CHECK(zero);
}

/* ---- a direct byte-at-a-time STROBE-128 / Merlin, for differential testing ---- */

struct ref_strobe {
    uint8_t st[200];
    unsigned pos, pos_begin, flags;
};

static void ref_permute(struct ref_strobe *s) {
    uint64_t lanes[25] = {0};
    ecb_keccak_xor_bytes(lanes, 0, s->st, 200);
    ecb_keccak_f1600(lanes);
    ecb_keccak_extract_bytes(lanes, 0, s->st, 200);
}

static void ref_run_f(struct ref_strobe *s) {
    s->st[s->pos] ^= (uint8_t)s->pos_begin;
    s->st[s->pos + 1] ^= 0x04;
    s->st[167] ^= 0x80;
    ref_permute(s);
    s->pos = s->pos_begin = 0;
}

static void ref_absorb_byte(struct ref_strobe *s, uint8_t b) {
    s->st[s->pos++] ^= b;
    if (s->pos == 166) ref_run_f(s);
}

static void ref_begin(struct ref_strobe *s, unsigned flags) {
    unsigned old = s->pos_begin;
    s->pos_begin = s->pos + 1;
    s->flags = flags;
    ref_absorb_byte(s, (uint8_t)old);
    ref_absorb_byte(s, (uint8_t)flags);
    if ((flags & 0x04) && s->pos != 0) ref_run_f(s);
}

static void ref_meta_ad_frame(struct ref_strobe *s, const uint8_t *label, size_t label_len,
                              size_t len) {
    ref_begin(s, 0x12);
    for (size_t i = 0; i < label_len; i++)
        ref_absorb_byte(s, label[i]);
    for (int i = 0; i < 4; i++)
        ref_absorb_byte(s, (uint8_t)(len >> (8 * i)));
}

static void ref_append(struct ref_strobe *s, const uint8_t *label, size_t label_len,
                       const uint8_t *m, size_t len) {
    ref_meta_ad_frame(s, label, label_len, len);
    ref_begin(s, 0x02);
    for (size_t i = 0; i < len; i++)
        ref_absorb_byte(s, m[i]);
}

static void ref_challenge(struct ref_strobe *s, const uint8_t *label, size_t label_len,
                          uint8_t *out, size_t len) {
    ref_meta_ad_frame(s, label, label_len, len);
    ref_begin(s, 0x07);
    for (size_t i = 0; i < len; i++) {
        out[i] = s->st[s->pos];
        s->st[s->pos++] = 0;
        if (s->pos == 166) ref_run_f(s);
    }
}

static void ref_init(struct ref_strobe *s, const uint8_t *label, size_t label_len) {
    static const uint8_t domain[18] = {1,   168, 1,   0,   1,   96,  'S', 'T', 'R',
                                       'O', 'B', 'E', 'v', '1', '.', '0', '.', '2'};
    memset(s, 0, sizeof *s);
    memcpy(s->st, domain, sizeof domain);
    ref_permute(s);
    ref_begin(s, 0x12);
    for (size_t i = 0; i < 11; i++)
        ref_absorb_byte(s, (const uint8_t) "Merlin v1.0"[i]);
    ref_append(s, L("dom-sep"), label, label_len);
}

static void test_differential(void) {
    static const size_t lengths[] = {0,   1,   2,   31,  32,  33,  100, 160, 161, 162, 163,
                                     164, 165, 166, 167, 168, 200, 331, 332, 333, 500, 1000};
    const size_t nlen = sizeof lengths / sizeof lengths[0];
    uint8_t msg[1000], got[1000], want[1000];
    tl_random(msg, sizeof msg);
    int all_ok = 1;
    for (size_t i = 0; i < nlen; i++) {
        for (size_t j = 0; j < nlen; j++) {
            ecb_merlin_transcript t;
            struct ref_strobe r;
            ecb_merlin_init(&t, L("differential"));
            ref_init(&r, L("differential"));
            ecb_merlin_append_message(&t, L("m"), msg, lengths[i]);
            ref_append(&r, L("m"), msg, lengths[i]);
            ecb_merlin_challenge_bytes(&t, L("c"), got, lengths[j]);
            ref_challenge(&r, L("c"), want, lengths[j]);
            int ok = lengths[j] == 0 || memcmp(got, want, lengths[j]) == 0;
            /* a second round from the state each one left */
            ecb_merlin_append_u64(&t, L("u64-label-of-some-length"), 0x0102030405060708ULL);
            uint8_t le[8] = {8, 7, 6, 5, 4, 3, 2, 1};
            ref_append(&r, L("u64-label-of-some-length"), le, 8);
            ecb_merlin_challenge_bytes(&t, L("c2"), got, 64);
            ref_challenge(&r, L("c2"), want, 64);
            ok &= memcmp(got, want, 64) == 0;
            if (!ok)
                fprintf(stderr, "differential: msg %zu, challenge %zu\n", lengths[i], lengths[j]);
            all_ok &= ok;
            CHECK(ok);
        }
    }
    CHECK(all_ok);
}

/* Labels and lengths are bound: moving a byte between label and message, or between two
 * messages, changes the challenge. */
static void test_framing_binds(void) {
    uint8_t a[32], b[32];
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, L("proto"));
    ecb_merlin_append_message(&t, L("ab"), L("c"));
    ecb_merlin_challenge_bytes(&t, L("x"), a, 32);
    ecb_merlin_init(&t, L("proto"));
    ecb_merlin_append_message(&t, L("a"), L("bc"));
    ecb_merlin_challenge_bytes(&t, L("x"), b, 32);
    CHECK(memcmp(a, b, 32) != 0);
    ecb_merlin_init(&t, L("proto"));
    ecb_merlin_append_message(&t, L("a"), L("b"));
    ecb_merlin_append_message(&t, L("a"), L("c"));
    ecb_merlin_challenge_bytes(&t, L("x"), a, 32);
    ecb_merlin_init(&t, L("proto"));
    ecb_merlin_append_message(&t, L("a"), L("bc"));
    ecb_merlin_challenge_bytes(&t, L("x"), b, 32);
    CHECK(memcmp(a, b, 32) != 0);
}

/* 1 when t is a failed transcript: wiped, with the failed flags. */
static int is_failed(const ecb_merlin_transcript *t) {
    int wiped = t->pos == 0 && t->pos_begin == 0 && t->cur_flags == ECB_MERLIN_FAILED;
    for (int i = 0; i < 25; i++)
        wiped &= t->state[i] == 0;
    return wiped;
}

/* A failed transcript, and a copy of it, refuse everything until ecb_merlin_init. */
static void expect_failed(ecb_merlin_transcript *t) {
    uint8_t out[40];
    CHECK(is_failed(t));
    ecb_merlin_transcript copy = *t;
    CHECK(ecb_merlin_append_message(&copy, L("some label"), L("some data")) == ECB_ERR_TRANSCRIPT);
    CHECK(ecb_merlin_append_u64(t, L("n"), 7) == ECB_ERR_TRANSCRIPT);
    memset(out, 0xaa, sizeof out);
    CHECK(ecb_merlin_challenge_bytes(t, L("challenge"), out, sizeof out) == ECB_ERR_TRANSCRIPT);
    int zero = 1;
    for (size_t i = 0; i < sizeof out; i++)
        zero &= out[i] == 0;
    CHECK(zero);
    CHECK(is_failed(t) && is_failed(&copy));
    /* a fresh start works again: merlin.cool's test vector */
    uint8_t want[32];
    tl_hex_to_bytes(want, 32, "d5a21972d0d5fe320c0d263fac7fffb8145aa640af6e9bca177c03c7efcf0615");
    CHECK(ecb_merlin_init(t, L("test protocol")) == ECB_OK);
    CHECK(ecb_merlin_append_message(t, L("some label"), L("some data")) == ECB_OK);
    CHECK(ecb_merlin_challenge_bytes(t, L("challenge"), out, 32) == ECB_OK);
    CHECK_MEM(out, want, 32);
}

/* Lengths of 2^32 and more over 2^32 + 1 bytes of address space that may be neither read nor
 * written (PROT_NONE, nothing committed): a read or write of any of it would crash. */
static void test_too_long(void) {
#if SIZE_MAX > UINT32_MAX
    const size_t big = (size_t)UINT32_MAX + 1;
    uint8_t *region =
        mmap(NULL, big + 1, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    CHECK(region != MAP_FAILED);
    if (region == MAP_FAILED) return;
    static const size_t lengths[] = {(size_t)UINT32_MAX + 1, (size_t)UINT32_MAX + 2,
                                     (size_t)1 << 40, SIZE_MAX};
    for (size_t k = 0; k < sizeof lengths / sizeof lengths[0]; k++) {
        ecb_merlin_transcript t;
        size_t len = lengths[k];
        const uint8_t *msg = len <= big + 1 ? region : (const uint8_t *)"x";
        CHECK(ecb_merlin_init(&t, L("test protocol")) == ECB_OK);
        CHECK(ecb_merlin_append_message(&t, L("some label"), msg, len) == ECB_ERR_TOO_LONG);
        expect_failed(&t);
        CHECK(ecb_merlin_challenge_bytes(&t, L("challenge"), len <= big + 1 ? region : NULL, len) ==
              ECB_ERR_TOO_LONG);
        expect_failed(&t);
        CHECK(ecb_merlin_init(&t, msg, len) == ECB_ERR_TOO_LONG);
        expect_failed(&t);
    }
    munmap(region, big + 1);
#endif
    /* no transcript state: a position past the rate is refused, not written past */
    ecb_merlin_transcript t;
    uint8_t out[8];
    CHECK(ecb_merlin_init(&t, L("test protocol")) == ECB_OK);
    t.pos = 166;
    CHECK(ecb_merlin_append_message(&t, L("some label"), L("some data")) == ECB_ERR_TRANSCRIPT);
    t.pos = 255;
    CHECK(ecb_merlin_challenge_bytes(&t, L("challenge"), out, sizeof out) == ECB_ERR_TRANSCRIPT);
    CHECK(ecb_merlin_init(&t, L("test protocol")) == ECB_OK);
}

int main(void) {
    tl_init();
    test_conformance();
    test_differential();
    test_framing_binds();
    test_too_long();
    return tl_finish("test_hash_merlin");
}
