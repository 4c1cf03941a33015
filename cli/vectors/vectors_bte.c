/* Suite "threshold-decryption/profile-v1": entry point, comparison helpers and the primitives
 * (varints, KeyGen, transcripts, proof generators, keystreams, challenge scalars, 128-bit
 * blocks). See vectors_bte.h. */
#include "vectors_bte.h"

#include <sodium.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bte/bte_keygen.h"
#include "bte/bte_keystream.h"
#include "bte/bte_labels.h"
#include "bte/bte_varint.h"
#include "hash/blake3.h"
#include "vector_suites.h"

/* ---- helpers ------------------------------------------------------------------------------ */

void bvt_at(struct bvt *t, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->where, sizeof t->where, fmt, ap);
    va_end(ap);
}

void bvt_check(struct bvt *t, int ok, const char *what) {
    char id[320];
    snprintf(id, sizeof id, "%s.%s", t->where, what);
    tally_case(t->tally, id, ok, "mismatch");
}

uint8_t *bvt_bytes(struct bvt *t, const json_t *obj, const char *key, size_t *len) {
    uint8_t *b = json_hex_alloc(obj, key, len);
    if (b == NULL) bvt_check(t, 0, key);
    return b;
}

int bvt_fixed(struct bvt *t, const json_t *obj, const char *key, uint8_t *out, size_t len) {
    int ok = json_hex_fixed(obj, key, out, len) == 0;
    if (!ok) bvt_check(t, 0, key);
    return ok;
}

void bvt_hex(struct bvt *t, const json_t *obj, const char *key, const uint8_t *got, size_t len) {
    size_t n;
    uint8_t *want = json_hex_alloc(obj, key, &n);
    bvt_check(t, want != NULL && n == len && (len == 0 || memcmp(want, got, len) == 0), key);
    free(want);
}

void bvt_int(struct bvt *t, const json_t *obj, const char *key, long long got) {
    const json_t *v = json_object_get(obj, key);
    bvt_check(t, json_is_integer(v) && json_integer_value(v) == got, key);
}

void bvt_bool(struct bvt *t, const json_t *obj, const char *key, int got) {
    const json_t *v = json_object_get(obj, key);
    bvt_check(t, json_is_boolean(v) && json_is_true(v) == (got != 0), key);
}

int bvt_u32_array(const json_t *arr, uint32_t *out, size_t max) {
    if (!json_is_array(arr) || json_array_size(arr) > max) return -1;
    for (size_t i = 0; i < json_array_size(arr); i++) {
        const json_t *v = json_array_get(arr, i);
        if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > UINT32_MAX)
            return -1;
        out[i] = (uint32_t)json_integer_value(v);
    }
    return (int)json_array_size(arr);
}

void bvt_ints(struct bvt *t, const json_t *obj, const char *key, const uint32_t *got, size_t n) {
    uint32_t want[64];
    int c = bvt_u32_array(json_object_get(obj, key), want, 64);
    bvt_check(t, c == (int)n && (n == 0 || memcmp(want, got, n * sizeof(uint32_t)) == 0), key);
}

void bvt_utf8(struct bvt *t, const json_t *obj, const char *hex_key, const char *utf8_key) {
    size_t text_len = 0, n;
    const uint8_t *text = json_text(obj, utf8_key, &text_len);
    if (json_object_get(obj, utf8_key) == NULL) return;
    uint8_t *b = json_hex_alloc(obj, hex_key, &n);
    bvt_check(t, text != NULL && b != NULL && text_len == n && (n == 0 || memcmp(text, b, n) == 0),
              utf8_key);
    free(b);
}

void bvt_keys(struct bvt *t, const json_t *obj, const char *const *known) {
    const char *key;
    const json_t *value;
    json_object_foreach((json_t *)obj, key, value) {
        int found = 0;
        for (size_t i = 0; known[i] != NULL && !found; i++)
            found = strcmp(known[i], key) == 0;
        if (!found) {
            char what[128];
            snprintf(what, sizeof what, "%s (a value no check reads)", key);
            bvt_check(t, 0, what);
        }
        (void)value;
    }
}

void bvt_summary(struct bvt *t, const json_t *obj, const char *input_key, const char *summary_key,
                 const uint8_t *key, const uint8_t ours[32]) {
    size_t n;
    uint8_t want[32], h[32];
    uint8_t *in = json_hex_alloc(obj, input_key, &n);
    int have = json_hex_fixed(obj, summary_key, want, 32) == 0;
    if (in != NULL) {
        if (key != NULL)
            ecb_blake3_keyed_hash(h, 32, key, in, n);
        else
            ecb_blake3_hash(h, 32, in, n);
    }
    bvt_check(t, in != NULL && have && memcmp(h, want, 32) == 0, input_key);
    bvt_check(t, have && memcmp(ours, want, 32) == 0, summary_key);
    free(in);
}

const char *bvt_error_name(ecb_status st) {
    switch (st) {
    case ECB_ERR_INDEX_MISMATCH:
        return "IndexMismatch";
    case ECB_ERR_LENGTH_MISMATCH:
        return "LengthMismatch";
    case ECB_ERR_INVALID_RESPONSE:
        return "InvalidAggregatedProof";
    case ECB_ERR_DUPLICATE_INDEX:
        return "DuplicateIndex";
    case ECB_ERR_TOO_FEW:
        return "InsufficientResponses";
    case ECB_ERR_NO_VALID_CIPHERTEXTS:
        return "NoValidCiphertexts";
    case ECB_ERR_INVALID_CIPHERTEXT_SET:
        return "InvalidCiphertextSet";
    default:
        return NULL;
    }
}

void bvt_error(struct bvt *t, const json_t *obj, const char *error_key, const char *args_key,
               const ecb_bte_error *err) {
    const char *want = json_str(obj, error_key), *got = bvt_error_name(err->status);
    bvt_check(t, want != NULL && got != NULL && strcmp(want, got) == 0, error_key);
    const json_t *args = json_object_get(obj, args_key);
    const char *key;
    const json_t *v;
    /* the arguments of each error (spec §9); the other fields of err must be 0 */
    int uses_index =
        err->status == ECB_ERR_INVALID_RESPONSE || err->status == ECB_ERR_DUPLICATE_INDEX;
    int uses_pair = err->status == ECB_ERR_INDEX_MISMATCH ||
                    err->status == ECB_ERR_LENGTH_MISMATCH || err->status == ECB_ERR_TOO_FEW;
    size_t want_count = uses_index ? 1 : uses_pair ? 2 : 0;
    bvt_check(t, json_is_object(args) && json_object_size(args) == want_count, args_key);
    json_object_foreach((json_t *)args, key, v) {
        long long x = json_is_integer(v) ? json_integer_value(v) : -1;
        int ok = 0;
        if (!strcmp(key, "index"))
            ok = uses_index && x == err->index;
        else if (!strcmp(key, "expected"))
            ok = uses_pair && x == (long long)err->expected;
        else if (!strcmp(key, "provided"))
            ok = err->status == ECB_ERR_INDEX_MISMATCH && x == (long long)err->actual;
        else if (!strcmp(key, "actual"))
            ok = err->status != ECB_ERR_INDEX_MISMATCH && uses_pair && x == (long long)err->actual;
        char what[64];
        snprintf(what, sizeof what, "%s.%s", args_key, key);
        bvt_check(t, ok, what);
    }
}

/* ---- primitives -------------------------------------------------------------------------- */

static void prim_varints(struct bvt *t, const json_t *list) {
    static const char *const keys[] = {"value", "leb128", "transcript_suffix", NULL};
    for (size_t i = 0; i < json_array_size(list); i++) {
        const json_t *c = json_array_get(list, i);
        uint64_t v = 0;
        int v_ok = json_uint(c, "value", UINT32_MAX, &v) == 0;
        bvt_at(t, "primitives.varints[%zu]", i);
        bvt_keys(t, c, keys);
        bvt_check(t, v_ok, "value (an integer in 0..2^32 - 1)");
        if (!v_ok) continue;
        uint8_t buf[10];
        size_t n = bte_varint_put(buf, (uint32_t)v);
        bvt_hex(t, c, "leb128", buf, n);
        bte_reader r = {buf, n};
        uint32_t back;
        bvt_check(t, bte_read_varint(&r, &back) == ECB_OK && back == v && r.left == 0, "value");
        n = bte_length_suffix(buf, (uint64_t)v);
        bvt_hex(t, c, "transcript_suffix", buf, n);
    }
}

/* Decimal text -> 32-byte big-endian integer (for EIP-2333's decimal secret key). */
static int decimal_to_be32(uint8_t out[32], const char *dec) {
    memset(out, 0, 32);
    if (dec == NULL || *dec == 0) return -1;
    for (; *dec; dec++) {
        if (*dec < '0' || *dec > '9') return -1;
        unsigned carry = (unsigned)(*dec - '0');
        for (int i = 31; i >= 0; i--) {
            unsigned x = out[i] * 10u + carry;
            out[i] = (uint8_t)x;
            carry = x >> 8;
        }
        if (carry) return -1;
    }
    return 0;
}

/* A keygen case's "label" names a seed of the examples' randomness lists: that seed is ikm. */
static int seed_of_label_is(const json_t *examples, const json_t *label, const uint8_t ikm[64]) {
    int found = 0;
    for (size_t e = 0; json_is_string(label) && e < json_array_size(examples); e++) {
        const json_t *list = json_object_get(json_array_get(examples, e), "randomness");
        for (size_t i = 0; i < json_array_size(list); i++) {
            const json_t *r = json_array_get(list, i);
            uint8_t seed[64];
            if (!json_equal(json_object_get(r, "label"), label)) continue;
            if (json_hex_fixed(r, "seed", seed, 64) != 0 || memcmp(seed, ikm, 64) != 0) return 0;
            found = 1;
        }
    }
    return found;
}

static void prim_keygen(struct bvt *t, const json_t *list, const json_t *examples) {
    static const char *const keys[] = {"id", "ikm", "sk", "sk_decimal", "label", "note", NULL};
    for (size_t i = 0; i < json_array_size(list); i++) {
        const json_t *c = json_array_get(list, i);
        bvt_at(t, "primitives.keygen[%s]", json_str(c, "id"));
        bvt_keys(t, c, keys);
        uint8_t ikm[64], sk[32];
        fr381 s;
        if (!bvt_fixed(t, c, "ikm", ikm, 64)) continue;
        bte_keygen(&s, ikm);
        fr381_encode(sk, &s);
        bvt_hex(t, c, "sk", sk, 32);
        if (json_object_get(c, "sk_decimal") != NULL) {
            uint8_t d[32];
            bvt_check(t,
                      decimal_to_be32(d, json_str(c, "sk_decimal")) == 0 && memcmp(d, sk, 32) == 0,
                      "sk_decimal");
        }
        if (json_object_get(c, "label") != NULL)
            bvt_check(t, seed_of_label_is(examples, json_object_get(c, "label"), ikm), "label");
    }
}

/* The noise stream of o (its first n bytes), and the exact bytes its noise hasher absorbs:
 * 03 || label || rev(LEB128(len(label))). */
static void ops_noise(struct bvt_ops *o, uint8_t *stream, size_t n, uint8_t *absorbed,
                      size_t *absorbed_len) {
    bte_noise nz;
    bte_transcript_noise(&nz, &o->tr, o->noise, o->noise_len);
    bte_noise_read(&nz, stream, n);
    bte_noise_wipe(&nz);
    absorbed[0] = 0x03;
    memcpy(absorbed + 1, o->noise, o->noise_len);
    *absorbed_len = 1 + o->noise_len + bte_length_suffix(absorbed + 1 + o->noise_len, o->noise_len);
}

static void prim_transcripts(struct bvt *t, const json_t *list) {
    static const char *const keys[] = {
        "id",      "ops",           "absorbed",       "absorbed_note",      "key",
        "summary", "noise_key",     "noise_absorbed", "noise_first_64",     "noise_first_200",
        "scalar",  "length_suffix", "note",           "v0_summary_of_both", NULL};
    for (size_t i = 0; i < json_array_size(list); i++) {
        const json_t *c = json_array_get(list, i);
        const char *id = json_str(c, "id"), *ops = json_str(c, "ops");
        bvt_at(t, "primitives.transcript[%s]", id ? id : "?");
        bvt_keys(t, c, keys);
        struct bvt_ops o;
        uint8_t sum[32], key[32], stream[200], absorbed[1 + 128 + 10];
        size_t absorbed_len = 0;
        if (ops == NULL || bvt_ops_parse(&o, ops) != 0) {
            bvt_check(t, 0, "ops (not understood)");
            continue;
        }
        bvt_check(t, 1, "ops");
        bte_transcript_summarize(&o.tr, sum);
        if (json_object_get(c, "key") != NULL)
            bvt_check(t, o.keyed && bvt_fixed(t, c, "key", key, 32) && !memcmp(key, o.key, 32),
                      "key");
        if (json_object_get(c, "absorbed") != NULL) {
            bvt_hex(t, c, "absorbed", o.v1, o.v1_len);
            bvt_summary(t, c, "absorbed", "summary", o.keyed ? o.key : NULL, sum);
        } else if (json_object_get(c, "summary") != NULL) {
            bvt_hex(t, c, "summary", sum, 32);
        }
        if (json_object_get(c, "length_suffix") != NULL) {
            uint8_t suf[10];
            size_t n = bte_length_suffix(suf, o.last_commit_len);
            bvt_check(t, o.commits > 0, "length_suffix (a commit)");
            bvt_hex(t, c, "length_suffix", suf, n);
        }
        if (json_object_get(c, "noise_key") != NULL) bvt_hex(t, c, "noise_key", sum, 32);
        int noise_fields = json_object_get(c, "noise_absorbed") || json_object_get(c, "scalar") ||
                           json_object_get(c, "noise_first_64") ||
                           json_object_get(c, "noise_first_200");
        if (noise_fields) bvt_check(t, o.has_noise, "ops (a noise label)");
        if (o.has_noise) {
            ops_noise(&o, stream, sizeof stream, absorbed, &absorbed_len);
            bvt_check(t, o.first == 0 || o.first <= sizeof stream, "ops (first bytes)");
        }
        if (o.has_noise && json_object_get(c, "noise_absorbed") != NULL) {
            size_t n;
            uint8_t *in = bvt_bytes(t, c, "noise_absorbed", &n), h[64];
            if (in != NULL) ecb_blake3_keyed_hash(h, 64, sum, in, n);
            bvt_check(t, in != NULL && memcmp(h, stream, 64) == 0, "noise_absorbed");
            bvt_hex(t, c, "noise_absorbed", absorbed, absorbed_len);
            free(in);
        }
        if (o.has_noise && json_object_get(c, "noise_first_64") != NULL)
            bvt_hex(t, c, "noise_first_64", stream, 64);
        if (o.has_noise && json_object_get(c, "noise_first_200") != NULL) {
            bvt_check(t, o.first == 0 || o.first == 200, "ops (first bytes)");
            bvt_hex(t, c, "noise_first_200", stream, 200);
        }
        if (json_object_get(c, "scalar") != NULL) {
            fr381 x;
            uint8_t enc[32] = {0};
            if (o.scalar) bte_transcript_challenge(&x, &o.tr, o.noise, o.noise_len);
            if (o.scalar) fr381_encode(enc, &x);
            bvt_check(t, o.scalar, "ops (scalar_from_transcript)");
            bvt_hex(t, c, "scalar", enc, 32);
        }
        if (json_object_get(c, "v0_summary_of_both") != NULL) {
            /* upstream V0 suffixes are plain LEB128: the same ops absorb o.v0 there */
            uint8_t h[32];
            ecb_blake3_hash(h, 32, o.v0, o.v0_len);
            bvt_check(t, !o.keyed, "v0_summary_of_both (unkeyed)");
            bvt_hex(t, c, "v0_summary_of_both", h, 32);
        }
        bvt_ops_free(&o);
    }
}

static void prim_proof_generators(struct bvt *t, const json_t *list) {
    static const char *const keys[] = {"variant", "group", "message", "message_utf8",
                                       "dst",     "H",     NULL};
    for (size_t i = 0; i < json_array_size(list); i++) {
        const json_t *c = json_array_get(list, i);
        ecb_bte_variant v;
        bvt_at(t, "primitives.proof_generator[%s]", json_str(c, "variant"));
        bvt_keys(t, c, keys);
        if (ecb_bte_variant_parse(json_str(c, "variant"), &v) != ECB_OK) {
            bvt_check(t, 0, "variant");
            continue;
        }
        const bte_group_ops *ops = bte_group(v);
        const char *group = json_str(c, "group"), *dst = json_str(c, "dst");
        bvt_check(t, group != NULL && !strcmp(group, v == ECB_BTE_MINPK ? "G1" : "G2"), "group");
        bvt_hex(t, c, "message", (const uint8_t *)BTE_STR(BTE_PROOF_GENERATOR_MSG));
        bvt_utf8(t, c, "message", "message_utf8");
        const char *want_dst = v == ECB_BTE_MINPK ? BTE_DST_G2_MESSAGE : BTE_DST_G1_MESSAGE;
        bvt_check(t, dst != NULL && !strcmp(dst, want_dst), "dst");
        bvt_hex(t, c, "H", ops->proof_generator()->enc, ops->pb);
    }
}

static void prim_keystreams(struct bvt *t, const json_t *list) {
    static const char *const keys[] = {"id",    "variant", "K",    "label", "length",
                                       "input", "output",  "note", NULL};
    for (size_t i = 0; i < json_array_size(list); i++) {
        const json_t *c = json_array_get(list, i);
        ecb_bte_variant v;
        bvt_at(t, "primitives.keystream[%s]", json_str(c, "id"));
        bvt_keys(t, c, keys);
        size_t klen, llen, ilen;
        uint64_t n = 0;
        int n_ok = json_uint(c, "length", 4095, &n) == 0;
        uint8_t *k = bvt_bytes(t, c, "K", &klen), *label = bvt_bytes(t, c, "label", &llen);
        uint8_t *input = bvt_bytes(t, c, "input", &ilen);
        ecb_bte_point kp;
        int ok = ecb_bte_variant_parse(json_str(c, "variant"), &v) == ECB_OK && k != NULL &&
                 label != NULL && input != NULL && n_ok;
        bvt_check(t, ok && ecb_bte_point_decode(&kp, v, k, klen) == ECB_OK, "K");
        bvt_check(t, ok, "length");
        if (ok) {
            uint8_t *out = calloc(1, (size_t)n + 1), *ref = malloc((size_t)n + 1);
            bte_keystream_xor(out, out, (size_t)n, k, klen, label, llen);
            ecb_blake3_hash(ref, (size_t)n, input, ilen);
            bvt_hex(t, c, "output", out, (size_t)n);
            /* the KDF input is what we hash: same output, and its fields are ours */
            bvt_check(t,
                      memcmp(ref, out, (size_t)n) == 0 && ilen == 18 + 8 + klen + 4 + llen &&
                          memcmp(input, BTE_KDF_PREFIX, 18) == 0 &&
                          memcmp(input + 26, k, klen) == 0 &&
                          memcmp(input + 30 + klen, label, llen) == 0,
                      "input");
            bvt_check(t, 1, "variant");
            bvt_check(t, 1, "label");
            free(out);
            free(ref);
        }
        free(k);
        free(label);
        free(input);
    }
}

static void prim_scalars(struct bvt *t, const json_t *list) {
    static const char *const keys[] = {"ops", "transcript_summary", "noise_first_64", "scalar",
                                       NULL};
    for (size_t i = 0; i < json_array_size(list); i++) {
        const json_t *c = json_array_get(list, i);
        bvt_at(t, "primitives.scalar_from_transcript[%zu]", i);
        bvt_keys(t, c, keys);
        struct bvt_ops o;
        const char *ops = json_str(c, "ops");
        if (ops == NULL || bvt_ops_parse(&o, ops) != 0 || !o.scalar) {
            if (ops != NULL) bvt_ops_free(&o);
            bvt_check(t, 0, "ops (not a scalar_from_transcript)");
            continue;
        }
        bvt_check(t, 1, "ops");
        uint8_t sum[32], stream[64], absorbed[1 + 128 + 10], enc[32];
        size_t absorbed_len;
        fr381 x;
        bte_transcript_summarize(&o.tr, sum);
        bvt_hex(t, c, "transcript_summary", sum, 32);
        ops_noise(&o, stream, 64, absorbed, &absorbed_len);
        bvt_hex(t, c, "noise_first_64", stream, 64);
        bte_transcript_challenge(&x, &o.tr, o.noise, o.noise_len);
        fr381_encode(enc, &x);
        bvt_hex(t, c, "scalar", enc, 32);
        bvt_ops_free(&o);
    }
}

static void prim_rho_blocks(struct bvt *t, const json_t *c) {
    static const char *const keys[] = {"stream", "values", "note", NULL};
    bvt_at(t, "primitives.rho_blocks");
    bvt_keys(t, c, keys);
    size_t n;
    uint8_t *stream = bvt_bytes(t, c, "stream", &n);
    const json_t *values = json_object_get(c, "values");
    bvt_check(t, stream != NULL && n % 16 == 0 && json_array_size(values) == n / 16, "stream");
    for (size_t k = 0; stream != NULL && k < n / 16 && k < json_array_size(values); k++) {
        bte_limbs l;
        uint8_t enc[32] = {0};
        bte_block128(l.v, stream + 16 * k);
        for (int b = 0; b < 16; b++)
            enc[31 - b] = (uint8_t)(l.v[b / 8] >> (8 * (b % 8)));
        size_t vl;
        uint8_t *want = json_hex_value_alloc(json_array_get(values, k), &vl);
        bvt_check(t, want != NULL && vl == 32 && memcmp(want, enc, 32) == 0, "values");
        free(want);
    }
    free(stream);
}

/* ---- entry -------------------------------------------------------------------------------- */

int vectors_bte_profile(const json_t *root, const struct vector_options *opt,
                        struct vector_tally *tally) {
    static const char *const top[] = {"suite",    "source",   "conventions", "primitives",
                                      "examples", "negative", NULL};
    static const char *const prim[] = {"varints",         "keygen",    "transcript",
                                       "proof_generator", "keystream", "scalar_from_transcript",
                                       "rho_blocks",      NULL};
    struct bvt t = {tally, ""};
    (void)opt;
    const json_t *p = json_object_get(root, "primitives");
    const json_t *examples = json_object_get(root, "examples");
    const json_t *negative = json_object_get(root, "negative");
    if (!json_is_object(p) || !json_is_array(examples) || !json_is_array(negative)) {
        fprintf(stderr, "threshold-decryption: missing primitives, examples or negative\n");
        return -1;
    }
    bvt_at(&t, "root");
    bvt_keys(&t, root, top);
    bvt_check(&t, json_is_array(json_object_get(root, "conventions")), "conventions");
    bvt_check(&t, json_is_string(json_object_get(root, "source")), "source");
    bvt_at(&t, "primitives");
    bvt_keys(&t, p, prim);
    prim_varints(&t, json_object_get(p, "varints"));
    prim_keygen(&t, json_object_get(p, "keygen"), examples);
    prim_transcripts(&t, json_object_get(p, "transcript"));
    prim_proof_generators(&t, json_object_get(p, "proof_generator"));
    prim_keystreams(&t, json_object_get(p, "keystream"));
    prim_scalars(&t, json_object_get(p, "scalar_from_transcript"));
    /* each primitives section is optional: another generator may give fewer */
    if (json_object_get(p, "rho_blocks") != NULL)
        prim_rho_blocks(&t, json_object_get(p, "rho_blocks"));

    size_t ne = json_array_size(examples);
    struct bvt_example *ex = calloc(ne + 1, sizeof *ex);
    if (ex == NULL) return -1;
    for (size_t i = 0; i < ne; i++)
        bvt_run_example(&t, json_array_get(examples, i), &ex[i]);
    for (size_t i = 0; i < json_array_size(negative); i++)
        bvt_run_negative(&t, json_array_get(negative, i), ex, ne);
    for (size_t i = 0; i < ne; i++)
        bvt_example_free(&ex[i]);
    free(ex);
    return 0;
}
