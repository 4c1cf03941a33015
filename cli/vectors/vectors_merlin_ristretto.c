/* Suite bulletproofs-plus/merlin-ristretto: Merlin transcript replays (with the wide-reduced
 * challenge scalar), ristretto255 small multiples of B, the RFC 9496 bad encodings and
 * hash-to-point through SHA-512, as tari_bulletproofs_plus 0.4.1 on dalek produced them. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/merlin.h"
#include "ecbatch/ristretto255.h"
#include "vector_suites.h"

/* A message (a JSON string): hex, or "XX repeated N times" (N below 2^24). */
static uint8_t *transcript_message(const json_t *value, size_t *len) {
    const char *text = json_string_value(value);
    unsigned byte = 0, count = 0;
    char tail[8];
    if (text != NULL && strlen(text) == json_string_length(value) &&
        sscanf(text, "%2x repeated %u %7s", &byte, &count, tail) == 3 && !strcmp(tail, "times")) {
        uint8_t *m = count < (1u << 24) ? malloc((size_t)count + 1) : NULL;
        if (m) memset(m, (int)byte, count);
        *len = count;
        return m;
    }
    return json_hex_value_alloc(value, len);
}

/* Replays one transcript; returns 1 when every challenge matches "outputs". */
static int replay_transcript(const json_t *c) {
    const json_t *ops = json_object_get(c, "ops"), *outputs = json_object_get(c, "outputs");
    ecb_merlin_transcript t;
    uint8_t got[256], want[256], last[64];
    size_t next = 0, last_len = 0;
    int ok = json_is_array(ops) && json_is_array(outputs);
    for (size_t i = 0; ok && i < json_array_size(ops); i++) {
        const json_t *op = json_array_get(ops, i);
        const char *kind = json_string_value(json_array_get(op, 0));
        size_t ll = 0;
        const uint8_t *lab = json_text_value(json_array_get(op, 1), &ll);
        const json_t *arg = json_array_get(op, 2);
        uint64_t u = 0;
        if (kind == NULL || lab == NULL) return 0;
        if (!strcmp(kind, "new") && i == 0) {
            ecb_merlin_init(&t, lab, ll);
        } else if (i == 0) {
            return 0;
        } else if (!strcmp(kind, "append_message") && json_is_string(arg)) {
            size_t ml = 0;
            const uint8_t *m = json_text_value(arg, &ml);
            ecb_merlin_append_message(&t, lab, ll, m, ml);
        } else if (!strcmp(kind, "append_message_hex") && json_is_string(arg)) {
            size_t len = 0;
            uint8_t *m = transcript_message(arg, &len);
            if (m == NULL) return 0;
            ecb_merlin_append_message(&t, lab, ll, m, len);
            free(m);
        } else if (!strcmp(kind, "append_u64") && json_uint_value(arg, UINT64_MAX, &u) == 0) {
            ecb_merlin_append_u64(&t, lab, ll, u);
        } else if (!strcmp(kind, "challenge_bytes") && json_uint_value(arg, sizeof got, &u) == 0) {
            size_t len = (size_t)u;
            const json_t *hex = json_array_get(outputs, next++);
            size_t want_len = 0;
            uint8_t *w = json_hex_value_alloc(hex, &want_len);
            if (w == NULL || len == 0 || len > sizeof got || want_len != len) {
                free(w);
                return 0;
            }
            memcpy(want, w, len);
            free(w);
            ecb_merlin_challenge_bytes(&t, lab, ll, got, len);
            ok &= memcmp(got, want, len) == 0;
            last_len = len < sizeof last ? len : sizeof last;
            memcpy(last, got, last_len);
        } else {
            return 0;
        }
    }
    ok &= next == json_array_size(outputs);
    /* scalar_wide: the last 64-byte challenge reduced mod l */
    if (ok && json_object_get(c, "scalar_wide") != NULL) {
        uint8_t expect[32], enc[32];
        ecb_ristretto255_scalar s;
        ok = last_len == 64 && json_hex_fixed(c, "scalar_wide", expect, 32) == 0;
        ecb_ristretto255_scalar_reduce64(&s, last);
        ecb_ristretto255_scalar_encode(enc, &s);
        ok &= memcmp(enc, expect, 32) == 0;
    }
    return ok;
}

static int small_multiple_ok(const json_t *c) {
    uint8_t want[32], enc[32];
    uint64_t k;
    if (json_uint(c, "k", UINT64_MAX, &k) != 0 || json_hex_fixed(c, "k*B", want, 32) != 0) return 0;
    ecb_ristretto255_scalar s;
    ecb_ristretto255_point p;
    ecb_ristretto255_scalar_from_u64(&s, k);
    ecb_ristretto255_base_mult(&p, &s);
    ecb_ristretto255_encode(enc, &p);
    return memcmp(enc, want, 32) == 0 && ecb_ristretto255_decode(&p, want) == ECB_OK;
}

static int bad_encoding_rejected(const json_t *c) {
    uint8_t enc[32];
    ecb_ristretto255_point p;
    return json_hex_fixed(c, "encoding", enc, 32) == 0 &&
           json_is_false(json_object_get(c, "decompress_ok")) &&
           ecb_ristretto255_decode(&p, enc) != ECB_OK;
}

static int hash_to_point_ok(const json_t *c) {
    size_t input_len = 0;
    const uint8_t *input = json_text(c, "input", &input_len);
    uint8_t digest[64], want_digest[64], want[32], enc[32];
    if (input == NULL || json_hex_fixed(c, "sha512", want_digest, 64) != 0 ||
        json_hex_fixed(c, "from_uniform_bytes(sha512)", want, 32) != 0)
        return 0;
    crypto_hash_sha512(digest, input, input_len);
    ecb_ristretto255_point p;
    ecb_ristretto255_from_uniform_bytes(&p, digest);
    ecb_ristretto255_encode(enc, &p);
    return memcmp(digest, want_digest, 64) == 0 && memcmp(enc, want, 32) == 0;
}

struct merlin_ristretto_part {
    const char *key;
    int (*check)(const json_t *c);
};

int vectors_merlin_ristretto(const json_t *root, const struct vector_options *opt,
                             struct vector_tally *tally) {
    (void)opt;
    static const struct merlin_ristretto_part parts[] = {
        {"merlin_transcripts", replay_transcript},
        {"ristretto_small_multiples", small_multiple_ok},
        {"ristretto_bad_encodings", bad_encoding_rejected},
        {"ristretto_hash_to_point_sha512", hash_to_point_ok},
    };
    for (size_t p = 0; p < sizeof parts / sizeof parts[0]; p++) {
        const json_t *cases = json_object_get(root, parts[p].key);
        if (!json_is_array(cases) || json_array_size(cases) == 0) {
            fprintf(stderr, "merlin-ristretto: missing '%s'\n", parts[p].key);
            return -1;
        }
        for (size_t i = 0; i < json_array_size(cases); i++) {
            char id[96];
            snprintf(id, sizeof id, "%s[%zu]", parts[p].key, i);
            tally_case(tally, id, parts[p].check(json_array_get(cases, i)), NULL);
        }
    }
    return 0;
}
