/* BLAKE3: the official test vectors (blake3/test_vectors.json, read in place) in all three
 * modes with 131-byte extended outputs; incremental updates at odd split sizes equal the
 * one-shot result; finalize_seek reads any window of the XOF; finalisation leaves the hasher
 * usable. */
#include <jansson.h>

#include "hash/blake3.h"
#include "hash/blake3_compress.h"
#include "testlib.h"

/* The vectors' input: the repeating byte sequence 0, 1, ..., 250. */
static void pattern(uint8_t *buf, size_t len) {
    for (size_t i = 0; i < len; i++)
        buf[i] = (uint8_t)(i % 251);
}

static const char *vec_key = "whats the Elvish word for friend";
static const char *vec_context = "BLAKE3 2019-12-27 16:29:52 test vectors context";

enum mode { MODE_HASH, MODE_KEYED, MODE_DERIVE };

static void mode_init(ecb_blake3_hasher *h, enum mode mode) {
    if (mode == MODE_HASH)
        ecb_blake3_init(h);
    else if (mode == MODE_KEYED)
        ecb_blake3_init_keyed(h, (const uint8_t *)vec_key);
    else
        ecb_blake3_init_derive_key(h, vec_context);
}

/* Checks one mode of one case: one-shot XOF, finalize (32 bytes), pieces fed at several split
 * sizes, and seek windows of the extended output. */
static void check_mode(enum mode mode, const uint8_t *input, size_t len, const uint8_t *want,
                       size_t want_len, int thorough) {
    uint8_t got[256];
    ecb_blake3_hasher h;

    if (mode == MODE_HASH)
        ecb_blake3_hash(got, want_len, input, len);
    else if (mode == MODE_KEYED)
        ecb_blake3_keyed_hash(got, want_len, (const uint8_t *)vec_key, input, len);
    else
        ecb_blake3_derive_key(got, want_len, vec_context, strlen(vec_context), input, len);
    CHECK_MEM(got, want, want_len);

    mode_init(&h, mode);
    ecb_blake3_update(&h, input, len);
    ecb_blake3_finalize(&h, got);
    CHECK_MEM(got, want, 32);
    ecb_blake3_finalize_xof(&h, got, want_len);
    CHECK_MEM(got, want, want_len);

    /* seek: every offset for a short window, and windows crossing the 64-byte blocks */
    int seek_ok = 1;
    for (size_t off = 0; off < want_len; off++) {
        size_t n = want_len - off < 5 ? want_len - off : 5;
        ecb_blake3_finalize_seek(&h, off, got, n);
        seek_ok &= memcmp(got, want + off, n) == 0;
    }
    CHECK(seek_ok);
    ecb_blake3_finalize_seek(&h, 60, got, want_len - 60);
    CHECK_MEM(got, want + 60, want_len - 60);

    static const size_t pieces[] = {1, 3, 7, 63, 64, 65, 127, 1000, 1023, 1024, 1025, 2049, 8193};
    for (size_t p = 0; p < sizeof pieces / sizeof pieces[0]; p++) {
        if (!thorough && pieces[p] < 63) continue;
        mode_init(&h, mode);
        for (size_t at = 0; at < len; at += pieces[p])
            ecb_blake3_update(&h, input + at, len - at < pieces[p] ? len - at : pieces[p]);
        ecb_blake3_finalize_xof(&h, got, want_len);
        if (memcmp(got, want, want_len) != 0)
            fprintf(stderr, "mode %d len %zu piece %zu differs\n", (int)mode, len, pieces[p]);
        CHECK_MEM(got, want, want_len);
    }
    ecb_blake3_wipe(&h);
}

static void test_official_vectors(void) {
    json_error_t err;
    json_t *root = json_load_file(tl_vector_path("blake3/test_vectors.json"), 0, &err);
    CHECK(root != NULL);
    if (root == NULL) {
        fprintf(stderr, "cannot read blake3/test_vectors.json: %s\n", err.text);
        return;
    }
    const char *key = json_string_value(json_object_get(root, "key"));
    const char *context = json_string_value(json_object_get(root, "context_string"));
    CHECK(key != NULL && strcmp(key, vec_key) == 0);
    CHECK(context != NULL && strcmp(context, vec_context) == 0);
    const json_t *cases = json_object_get(root, "cases");
    CHECK(json_array_size(cases) == 35);
    static uint8_t input[102400];
    pattern(input, sizeof input);
    static const char *fields[3] = {"hash", "keyed_hash", "derive_key"};
    for (size_t i = 0; i < json_array_size(cases); i++) {
        const json_t *c = json_array_get(cases, i);
        size_t len = (size_t)json_integer_value(json_object_get(c, "input_len"));
        CHECK(len <= sizeof input);
        if (len > sizeof input) continue;
        for (int m = 0; m < 3; m++) {
            const char *hex = json_string_value(json_object_get(c, fields[m]));
            uint8_t want[131];
            CHECK(hex != NULL && tl_hex_to_bytes(want, sizeof want, hex) == 0);
            if (hex == NULL) continue;
            check_mode((enum mode)m, input, len, want, sizeof want, len <= 8193);
        }
    }
    json_decref(root);
}

/* Known answers from the BLAKE3 paper's README examples, independent of the file. */
static void test_known_answers(void) {
    uint8_t want[32], got[32];
    tl_hex_to_bytes(want, 32, "af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262");
    ecb_blake3_hash(got, 32, NULL, 0);
    CHECK_MEM(got, want, 32);
    /* "abc" */
    tl_hex_to_bytes(want, 32, "6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85");
    ecb_blake3_hash(got, 32, (const uint8_t *)"abc", 3);
    CHECK_MEM(got, want, 32);
}

/* A longer random input (about 1.2 MiB, a deep tree with a ragged last chunk): random split
 * sizes equal the one-shot result; outputs of different lengths are prefixes of each other;
 * finalize does not disturb later updates. */
static void test_incremental_random(void) {
    const size_t len = 1234567;
    uint8_t *input = malloc(len);
    CHECK(input != NULL);
    if (input == NULL) return;
    tl_random(input, len);
    uint8_t ref[200], got[200];
    ecb_blake3_hash(ref, sizeof ref, input, len);

    for (int trial = 0; trial < 4; trial++) {
        ecb_blake3_hasher h;
        ecb_blake3_init(&h);
        size_t at = 0;
        while (at < len) {
            uint16_t r;
            tl_random(&r, sizeof r);
            size_t n = trial == 0 ? r % 64 : trial == 1 ? r % 3000 : trial == 2 ? r : 9 * 1024;
            if (n > len - at) n = len - at;
            ecb_blake3_update(&h, input + at, n);
            at += n;
            if (trial == 1 && (r & 0xf00) == 0) ecb_blake3_finalize(&h, got); /* no effect */
        }
        ecb_blake3_finalize_xof(&h, got, sizeof got);
        CHECK_MEM(got, ref, sizeof ref);
    }

    /* prefixes: a shorter output is a prefix of a longer one */
    ecb_blake3_hash(got, 33, input, len);
    CHECK_MEM(got, ref, 33);
    /* long XOF read in pieces via seek equals one read */
    static uint8_t big[4096], pieces[4096];
    ecb_blake3_hasher h;
    ecb_blake3_init(&h);
    ecb_blake3_update(&h, input, 5000);
    ecb_blake3_finalize_xof(&h, big, sizeof big);
    for (size_t off = 0; off < sizeof big;) {
        size_t n = 1 + (off * 7) % 150;
        if (n > sizeof big - off) n = sizeof big - off;
        ecb_blake3_finalize_seek(&h, off, pieces + off, n);
        off += n;
    }
    CHECK_MEM(pieces, big, sizeof big);
    /* far seek: output block 2^40 is reachable and differs from block 0 */
    ecb_blake3_finalize_seek(&h, (uint64_t)1 << 46, got, 64);
    CHECK(memcmp(got, big, 64) != 0);
    /* different modes and keys separate */
    uint8_t key2[32];
    memcpy(key2, vec_key, 32);
    ecb_blake3_keyed_hash(got, 32, key2, input, 100);
    key2[31] ^= 1;
    ecb_blake3_keyed_hash(got + 32, 32, key2, input, 100);
    CHECK(memcmp(got, got + 32, 32) != 0);
    ecb_blake3_wipe(&h);
    static const ecb_blake3_hasher zeros;
    CHECK(memcmp(&h, &zeros, sizeof h) == 0);
    free(input);
}

#ifndef ECBATCH_SYSTEM_BLAKE3
/* The bundled backend's internals (with a system libblake3 they are not built): the
 * multi-chunk hasher equals chunk-by-chunk compression for every count of chunks, with
 * chunk counters crossing 2^32 (the high counter word) and both key schedules. */
static void test_hash_chunks(void) {
    static uint8_t input[ECB_BLAKE3_PARALLEL_CHUNKS * 1024];
    tl_random(input, sizeof input);
    const uint64_t counters[3] = {0, 0xfffffffdULL, 0x123456789abULL};
    const uint32_t flags[2] = {0, ECB_BLAKE3_KEYED_HASH};
    uint32_t key[8];
    tl_random(key, sizeof key);
    for (size_t n = 1; n <= ECB_BLAKE3_PARALLEL_CHUNKS; n++) {
        for (int c = 0; c < 3; c++) {
            for (int f = 0; f < 2; f++) {
                uint32_t got[ECB_BLAKE3_PARALLEL_CHUNKS][8];
                ecb_blake3_hash_chunks(input, n, f ? key : ecb_blake3_iv, counters[c], flags[f],
                                       got);
                int ok = 1;
                for (size_t i = 0; i < n; i++) {
                    uint32_t cv[8];
                    memcpy(cv, f ? key : ecb_blake3_iv, sizeof cv);
                    for (int b = 0; b < 16; b++)
                        ecb_blake3_compress_in_place(
                            cv, input + 1024 * i + 64 * b, 64, counters[c] + i,
                            flags[f] | (b == 0 ? ECB_BLAKE3_CHUNK_START : 0) |
                                (b == 15 ? ECB_BLAKE3_CHUNK_END : 0));
                    ok &= memcmp(cv, got[i], sizeof cv) == 0;
                }
                CHECK(ok);
            }
        }
    }
}
#endif

int main(void) {
    tl_init();
    test_official_vectors();
    test_known_answers();
    test_incremental_random();
#ifndef ECBATCH_SYSTEM_BLAKE3
    test_hash_chunks();
#endif
    return tl_finish("test_hash_blake3");
}
