/* SHA-256 (src/hash/sha256.c) against FIPS 180-4's examples (NIST CSRC: "abc", the 448- and
 * 896-bit messages, a million "a"s) and the empty message, each through the kernel the level
 * selects and through each kernel directly (portable; the SHA extensions where the CPU has
 * them); random messages of every length 0 .. 300 against libsodium's crypto_hash_sha256; the
 * incremental interface at every split of a 200-byte message and in odd-sized pieces; and the
 * kernel the level selects (ECBATCH_CPU: portable at portable, the SHA extensions above where
 * the CPU has them). */
#include <sodium.h>

#include "testlib.h"

#include "hash/sha256.h"
#include "util/cpu.h"

static void hex(uint8_t *out, size_t len, const char *text) {
    if (tl_hex_to_bytes(out, len, text) != 0) {
        fprintf(stderr, "bad hex in test\n");
        exit(2);
    }
}

/* The digest of msg by the kernel blocks, through the compression function alone (the padding
 * written here, FIPS 180-4 §5.1.1), for the kernels the selection does not reach. */
static void digest_with(uint8_t out[32], ecb_sha256_blocks_fn blocks, const uint8_t *msg,
                        size_t len) {
    static const uint32_t h0[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    uint32_t h[8];
    memcpy(h, h0, sizeof h);
    blocks(h, msg, len / 64);
    uint8_t tail[128] = {0};
    size_t rest = len % 64, tail_len = rest < 56 ? 64 : 128;
    memcpy(tail, msg + len - rest, rest);
    tail[rest] = 0x80;
    for (int i = 0; i < 8; i++)
        tail[tail_len - 1 - i] = (uint8_t)(((uint64_t)len * 8) >> (8 * i));
    blocks(h, tail, tail_len / 64);
    for (int i = 0; i < 32; i++)
        out[i] = (uint8_t)(h[i / 4] >> (24 - 8 * (i % 4)));
}

struct kat {
    const char *msg;
    size_t repeat;
    const char *digest;
};

static const struct kat kats[] = {
    {"", 1, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
    {"abc", 1, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
    {"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 1,
     "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
    {"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnop"
     "qrsmnopqrstnopqrstu",
     1, "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"},
    {"a", 1000000, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"},
};

static void test_kats(void) {
    ecb_sha256_blocks_fn kernels[2] = {ecb_sha256_blocks_portable, NULL};
#if defined(ECB_SHA256_SHANI_BUILD)
    if (ecb_sha256_shani_available()) kernels[1] = ecb_sha256_blocks_shani;
#endif
    for (size_t k = 0; k < sizeof kats / sizeof kats[0]; k++) {
        size_t piece = strlen(kats[k].msg), len = piece * kats[k].repeat;
        uint8_t *msg = malloc(len + 1), want[32], got[32];
        if (msg == NULL) exit(2);
        for (size_t i = 0; i < kats[k].repeat; i++)
            memcpy(msg + i * piece, kats[k].msg, piece);
        hex(want, 32, kats[k].digest);
        ecb_sha256(got, msg, len);
        CHECK_MEM(got, want, 32);
        for (int v = 0; v < 2; v++) {
            if (kernels[v] == NULL) continue;
            digest_with(got, kernels[v], msg, len);
            CHECK_MEM(got, want, 32);
        }
        free(msg);
    }
}

/* Every length 0 .. 300 (the padding's one- and two-block cases, each side of 55, 56 and 64),
 * against libsodium. */
static void test_lengths(void) {
    uint8_t msg[300], want[32], got[32];
    tl_random(msg, sizeof msg);
    for (size_t len = 0; len <= sizeof msg; len++) {
        crypto_hash_sha256(want, msg, len);
        ecb_sha256(got, msg, len);
        CHECK_MEM(got, want, 32);
#if defined(ECB_SHA256_SHANI_BUILD)
        if (ecb_sha256_shani_available()) {
            digest_with(got, ecb_sha256_blocks_shani, msg, len);
            CHECK_MEM(got, want, 32);
        }
#endif
        digest_with(got, ecb_sha256_blocks_portable, msg, len);
        CHECK_MEM(got, want, 32);
    }
}

static void test_incremental(void) {
    uint8_t msg[200], want[32], got[32];
    tl_random(msg, sizeof msg);
    crypto_hash_sha256(want, msg, sizeof msg);
    for (size_t split = 0; split <= sizeof msg; split++) {
        ecb_sha256_state st;
        ecb_sha256_init(&st);
        ecb_sha256_update(&st, msg, split);
        ecb_sha256_update(&st, msg + split, sizeof msg - split);
        ecb_sha256_final(&st, got);
        CHECK_MEM(got, want, 32);
    }
    static const size_t pieces[] = {1, 3, 7, 13, 63, 64, 65, 100};
    for (size_t p = 0; p < sizeof pieces / sizeof pieces[0]; p++) {
        ecb_sha256_state st;
        ecb_sha256_init(&st);
        for (size_t at = 0; at < sizeof msg; at += pieces[p])
            ecb_sha256_update(&st, msg + at,
                              at + pieces[p] <= sizeof msg ? pieces[p] : sizeof msg - at);
        ecb_sha256_final(&st, got);
        CHECK_MEM(got, want, 32);
    }
}

static void test_selection(void) {
    int want_shani = ecb_cpu_has_mulx_adx() && ecb_sha256_shani_available();
    CHECK(strcmp(ecb_sha256_kernel_name(), want_shani ? "shani" : "portable") == 0);
    if (ecb_cpu_level_get() == ECB_CPU_PORTABLE)
        CHECK(ecb_sha256_blocks_selected() == ecb_sha256_blocks_portable);
    printf("test_hash_sha256: level %s, kernel %s\n", ecb_cpu_level_name(ecb_cpu_level_get()),
           ecb_sha256_kernel_name());
}

int main(void) {
    tl_init();
    if (sodium_init() < 0) return 2;
    test_kats();
    test_lengths();
    test_incremental();
    test_selection();
    return tl_finish("test_hash_sha256");
}
