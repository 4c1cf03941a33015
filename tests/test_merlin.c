/* Merlin transcripts: the upstream conformance vector, every transcript case of
 * bulletproofs-plus/merlin_ristretto.json (read in place, including the wide-reduced scalar
 * challenge, reduced with libsodium), and a differential check against a byte-at-a-time
 * STROBE-128 written directly from the STROBE v1.0.2 / merlin framing, for message and
 * challenge lengths around the 166-byte rate. */
#include <jansson.h>

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

/* A message in the vector file: hex, or "XX repeated N times". */
static uint8_t *vector_message(const char *text, size_t *len) {
    unsigned byte = 0, count = 0;
    char tail[8];
    if (sscanf(text, "%2x repeated %u %7s", &byte, &count, tail) == 3 &&
        strcmp(tail, "times") == 0) {
        uint8_t *m = malloc(count + 1);
        if (m) memset(m, (int)byte, count);
        *len = count;
        return m;
    }
    size_t hex_len = strlen(text), bin_len = 0;
    uint8_t *m = malloc(hex_len / 2 + 1);
    if (m == NULL || hex_len % 2 != 0 ||
        sodium_hex2bin(m, hex_len / 2, text, hex_len, NULL, &bin_len, NULL) != 0) {
        free(m);
        return NULL;
    }
    *len = bin_len;
    return m;
}

static const char *op_string(const json_t *op, size_t i) {
    return json_string_value(json_array_get(op, i));
}

/* Replays one case's ops; each challenge must match the next entry of "outputs". */
static void run_transcript_case(const json_t *c, size_t index) {
    const json_t *ops = json_object_get(c, "ops"), *outputs = json_object_get(c, "outputs");
    CHECK(json_is_array(ops) && json_is_array(outputs) && json_array_size(ops) >= 2);
    ecb_merlin_transcript t;
    size_t next_output = 0;
    uint8_t last[256];
    size_t last_len = 0;
    for (size_t i = 0; i < json_array_size(ops); i++) {
        const json_t *op = json_array_get(ops, i);
        const char *kind = op_string(op, 0), *label = op_string(op, 1);
        if (kind == NULL || label == NULL) {
            CHECK(0 && "malformed op");
            return;
        }
        const uint8_t *lab = (const uint8_t *)label;
        if (!strcmp(kind, "new")) {
            CHECK(i == 0);
            ecb_merlin_init(&t, lab, strlen(label));
        } else if (!strcmp(kind, "append_message")) {
            const char *msg = op_string(op, 2);
            CHECK(msg != NULL);
            if (msg)
                ecb_merlin_append_message(&t, lab, strlen(label), (const uint8_t *)msg,
                                          strlen(msg));
        } else if (!strcmp(kind, "append_message_hex")) {
            size_t len = 0;
            uint8_t *msg = op_string(op, 2) ? vector_message(op_string(op, 2), &len) : NULL;
            CHECK(msg != NULL);
            if (msg) ecb_merlin_append_message(&t, lab, strlen(label), msg, len);
            free(msg);
        } else if (!strcmp(kind, "append_u64")) {
            const json_t *x = json_array_get(op, 2);
            CHECK(json_is_integer(x));
            ecb_merlin_append_u64(&t, lab, strlen(label), (uint64_t)json_integer_value(x));
        } else if (!strcmp(kind, "challenge_bytes")) {
            const json_t *n = json_array_get(op, 2);
            size_t len = json_is_integer(n) ? (size_t)json_integer_value(n) : 0;
            uint8_t want[256];
            const char *hex = json_string_value(json_array_get(outputs, next_output++));
            CHECK(len > 0 && len <= sizeof want && hex != NULL);
            if (len == 0 || len > sizeof want || hex == NULL) return;
            ecb_merlin_challenge_bytes(&t, lab, strlen(label), last, len);
            last_len = len;
            CHECK(tl_hex_to_bytes(want, len, hex) == 0);
            if (memcmp(last, want, len) != 0)
                fprintf(stderr, "case %zu op %zu differs\n", index, i);
            CHECK_MEM(last, want, len);
        } else {
            fprintf(stderr, "case %zu: unknown op '%s'\n", index, kind);
            CHECK(0 && "unknown transcript op");
        }
    }
    CHECK(next_output == json_array_size(outputs));
    /* scalar_wide: the last 64-byte challenge reduced mod l (Scalar::from_bytes_mod_order_wide) */
    const char *wide = json_string_value(json_object_get(c, "scalar_wide"));
    if (wide != NULL) {
        uint8_t want[32], got[32];
        CHECK(last_len == 64);
        CHECK(tl_hex_to_bytes(want, 32, wide) == 0);
        crypto_core_ristretto255_scalar_reduce(got, last);
        CHECK_MEM(got, want, 32);
    }
    ecb_merlin_wipe(&t);
}

static void test_vector_file(void) {
    json_error_t err;
    json_t *root =
        json_load_file(tl_vector_path("bulletproofs-plus/merlin_ristretto.json"), 0, &err);
    CHECK(root != NULL);
    if (root == NULL) {
        fprintf(stderr, "cannot read merlin_ristretto.json: %s\n", err.text);
        return;
    }
    const json_t *cases = json_object_get(root, "merlin_transcripts");
    CHECK(json_is_array(cases) && json_array_size(cases) >= 3);
    long before = tl_passed;
    for (size_t i = 0; i < json_array_size(cases); i++)
        run_transcript_case(json_array_get(cases, i), i);
    CHECK(tl_passed - before > 3 * (long)json_array_size(cases));
    json_decref(root);
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

int main(void) {
    tl_init();
    test_conformance();
    test_vector_file();
    test_differential();
    test_framing_binds();
    return tl_finish("test_merlin");
}
