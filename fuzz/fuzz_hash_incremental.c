/* Differential fuzzing of the hash layer's incremental APIs: the input, cut at points taken
 * from its first bytes, is absorbed piecewise and the output squeezed piecewise; the results
 * must equal the one-shot functions' (SHA3-256/512, SHAKE128/256, BLAKE3 in all three modes
 * with seek). Merlin transcripts are driven by the same pieces, and a forked copy must stay
 * in step. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/merlin.h"
#include "hash/blake3.h"
#include "hash/sha3.h"

#define OUT_MAX 600

static void require(int ok) {
    if (!ok) abort();
}

/* Cut points: up to 4 lengths from the input's first 8 bytes. */
struct cuts {
    size_t n[4];
};

static struct cuts read_cuts(const uint8_t **data, size_t *size) {
    struct cuts c = {{0, 0, 0, 0}};
    for (int i = 0; i < 4 && *size >= 2; i++) {
        c.n[i] = (size_t)((*data)[0] | (*data)[1] << 8) % 2100;
        *data += 2;
        *size -= 2;
    }
    return c;
}

static void sponge_check(void (*init)(ecb_keccak_sponge *), const uint8_t *msg, size_t len,
                         const struct cuts *c, size_t out_len) {
    uint8_t ref[OUT_MAX], got[OUT_MAX];
    ecb_keccak_sponge s;
    init(&s);
    ecb_keccak_absorb(&s, msg, len);
    ecb_keccak_squeeze(&s, ref, out_len);
    init(&s);
    size_t at = 0;
    for (int i = 0; i < 4; i++) {
        size_t n = c->n[i] < len - at ? c->n[i] : len - at;
        ecb_keccak_absorb(&s, msg + at, n);
        at += n;
    }
    ecb_keccak_absorb(&s, msg + at, len - at);
    size_t out_at = 0;
    for (int i = 0; i < 4; i++) {
        size_t n = c->n[i] % 200 < out_len - out_at ? c->n[i] % 200 : out_len - out_at;
        ecb_keccak_squeeze(&s, got + out_at, n);
        out_at += n;
    }
    ecb_keccak_squeeze(&s, got + out_at, out_len - out_at);
    require(memcmp(ref, got, out_len) == 0);
    ecb_keccak_wipe(&s);
}

static void blake3_check(int mode, const uint8_t *msg, size_t len, const struct cuts *c) {
    static const uint8_t key[32] = "fuzzing key for keyed blake3 ok";
    uint8_t ref[OUT_MAX], got[OUT_MAX];
    ecb_blake3_hasher h;
    size_t out_len = 1 + c->n[0] % OUT_MAX;
    if (mode == 0)
        ecb_blake3_hash(ref, out_len, msg, len);
    else if (mode == 1)
        ecb_blake3_keyed_hash(ref, out_len, key, msg, len);
    else
        ecb_blake3_derive_key(ref, out_len, "fuzz context", 12, msg, len);

    if (mode == 0)
        ecb_blake3_init(&h);
    else if (mode == 1)
        ecb_blake3_init_keyed(&h, key);
    else
        ecb_blake3_init_derive_key(&h, "fuzz context");
    size_t at = 0;
    for (int i = 0; i < 4; i++) {
        size_t n = c->n[i] < len - at ? c->n[i] : len - at;
        ecb_blake3_update(&h, msg + at, n);
        at += n;
    }
    ecb_blake3_update(&h, msg + at, len - at);
    ecb_blake3_finalize_xof(&h, got, out_len);
    require(memcmp(ref, got, out_len) == 0);
    size_t seek = c->n[1] % out_len;
    ecb_blake3_finalize_seek(&h, seek, got, out_len - seek);
    require(memcmp(ref + seek, got, out_len - seek) == 0);
    ecb_blake3_wipe(&h);
}

static void merlin_check(const uint8_t *msg, size_t len, const struct cuts *c) {
    ecb_merlin_transcript t, fork;
    uint8_t a[OUT_MAX], b[OUT_MAX];
    ecb_merlin_init(&t, msg, len < 16 ? len : 16);
    size_t at = 0;
    for (int i = 0; i < 4; i++) {
        size_t n = c->n[i] < len - at ? c->n[i] : len - at;
        ecb_merlin_append_message(&t, msg + at, n % 7, msg + at, n);
        at += n;
        fork = t;
        size_t out = c->n[i] % OUT_MAX;
        ecb_merlin_challenge_bytes(&t, (const uint8_t *)"c", 1, a, out);
        ecb_merlin_challenge_bytes(&fork, (const uint8_t *)"c", 1, b, out);
        require(memcmp(a, b, out) == 0 && memcmp(&t, &fork, sizeof t) == 0);
    }
    ecb_merlin_wipe(&t);
    ecb_merlin_wipe(&fork);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    struct cuts c = read_cuts(&data, &size);
    size_t out_len = 1 + c.n[2] % OUT_MAX;
    sponge_check(ecb_sha3_256_init, data, size, &c, 32);
    sponge_check(ecb_sha3_512_init, data, size, &c, 64);
    sponge_check(ecb_shake128_init, data, size, &c, out_len);
    sponge_check(ecb_shake256_init, data, size, &c, out_len);
    for (int mode = 0; mode < 3; mode++)
        blake3_check(mode, data, size, &c);
    merlin_check(data, size, &c);
    return 0;
}
