/* Keccak-f[1600], SHA3-256/512 and SHAKE128/256 against FIPS 202 known answers (NIST CSRC
 * examples, cross-checked with Python hashlib / OpenSSL), and the incremental API against the
 * one-shot functions at every split point. */
#include "hash/keccak.h"
#include "hash/sha3.h"
#include "testlib.h"

static void hex(uint8_t *out, size_t len, const char *text) {
    if (tl_hex_to_bytes(out, len, text) != 0) {
        fprintf(stderr, "bad hex in test\n");
        exit(2);
    }
}

/* Keccak-f[1600] on the all-zero state (Keccak team, KeccakF-1600-IntermediateValues.txt),
 * then twice (first lane of the second application). */
static void test_permutation(void) {
    static const uint64_t once[25] = {
        0xf1258f7940e1dde7ULL, 0x84d5ccf933c0478aULL, 0xd598261ea65aa9eeULL, 0xbd1547306f80494dULL,
        0x8b284e056253d057ULL, 0xff97a42d7f8e6fd4ULL, 0x90fee5a0a44647c4ULL, 0x8c5bda0cd6192e76ULL,
        0xad30a6f71b19059cULL, 0x30935ab7d08ffc64ULL, 0xeb5aa93f2317d635ULL, 0xa9a6e6260d712103ULL,
        0x81a57c16dbcf555fULL, 0x43b831cd0347c826ULL, 0x01f22f1a11a5569fULL, 0x05e5635a21d9ae61ULL,
        0x64befef28cc970f2ULL, 0x613670957bc46611ULL, 0xb87c5a554fd00ecbULL, 0x8c3ee88a1ccf32c8ULL,
        0x940c7922ae3a2614ULL, 0x1841f924a2c509e4ULL, 0x16f53526e70465c2ULL, 0x75f644e97f30a13bULL,
        0xeaf1ff7b5ceca249ULL,
    };
    uint64_t st[25] = {0};
    ecb_keccak_f1600(st);
    for (int i = 0; i < 25; i++)
        CHECK(st[i] == once[i]);
    ecb_keccak_f1600(st);
    CHECK(st[0] == 0x2d5c954df96ecb3cULL);
}

/* Byte access helpers agree with the little-endian lane layout at every offset. */
static void test_byte_access(void) {
    uint8_t bytes[200], back[200];
    tl_random(bytes, sizeof bytes);
    for (size_t off = 0; off < 200; off += 7) {
        for (size_t len = 0; off + len <= 200; len += 13) {
            uint64_t st[25] = {0};
            ecb_keccak_xor_bytes(st, off, bytes, len);
            uint8_t all[200] = {0};
            ecb_keccak_extract_bytes(st, 0, all, 200);
            int ok = 1;
            for (size_t i = 0; i < 200; i++)
                ok &= all[i] == ((i >= off && i < off + len) ? bytes[i - off] : 0);
            CHECK(ok);
            ecb_keccak_extract_bytes(st, off, back, len);
            CHECK(len == 0 || memcmp(back, bytes, len) == 0);
            ecb_keccak_clear_bytes(st, off, len);
            int zero = 1;
            for (int i = 0; i < 25; i++)
                zero &= st[i] == 0;
            CHECK(zero);
        }
    }
}

struct kat {
    const char *name;
    const uint8_t *msg;
    size_t msg_len;
    const char *sha3_256, *sha3_512;
    const char *shake128_32, *shake256_64;
    /* bytes 480..511 of a 512-byte output (NIST's 4096-bit examples end there) */
    const char *shake128_tail, *shake256_tail;
};

static void test_known_answers(void) {
    static uint8_t a3[200];
    memset(a3, 0xa3, sizeof a3);
    const struct kat kats[] = {
        {"empty", (const uint8_t *)"", 0,
         "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a",
         "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a6"
         "15b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26",
         "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26",
         "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f"
         "d75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be",
         "43e41b45a653f2a5c4492c1add544512dda2529833462b71a41a45be97290b6f",
         "ab0bae316339894304e35877b0c28a9b1fd166c796b9cc258a064a8f57e27f2a"},
        {"abc", (const uint8_t *)"abc", 3,
         "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532",
         "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
         "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0",
         "5881092dd818bf5cf8a3ddb793fbcba74097d5c526a6d35f97b83351940f2cc8",
         "483366601360a8771c6863080cc4114d8db44530f8f1e1ee4f94ea37e78b5739"
         "d5a15bef186a5386c75744c0527e1faa9f8726e462a12a4feb06bd8801e751e4",
         NULL, NULL},
        {"a3x200", a3, sizeof a3,
         "79f38adec5c20307a98ef76e8324afbfd46cfd81b22e3973c65fa1bd9de31787",
         "e76dfad22084a8b1467fcf2ffa58361bec7628edf5f3fdc0e4805dc48caeeca8"
         "1b7c13c30adf52a3659584739a2df46be589c51ca1a4a8416df6545a1ce8ba00",
         "131ab8d2b594946b9c81333f9bb6e0ce75c3b93104fa3469d3917457385da037",
         "cd8a920ed141aa0407a22d59288652e9d9f1a7ee0c1e7c1ca699424da84a904d"
         "2d700caae7396ece96604440577da4f3aa22aeb8857f961c4cd8e06f0ae6610b",
         "44c9fb359fd56ac0a9a75a743cff6862f17d7259ab075216c0699511643b6439",
         "6a1a9d7846436e4dca5728b6f760eef0ca92bf0be5615e96959d767197a0beeb"},
    };
    for (size_t k = 0; k < sizeof kats / sizeof kats[0]; k++) {
        const struct kat *t = &kats[k];
        uint8_t want[64], got[512];
        hex(want, 32, t->sha3_256);
        ecb_sha3_256(got, t->msg, t->msg_len);
        CHECK_MEM(got, want, 32);
        hex(want, 64, t->sha3_512);
        ecb_sha3_512(got, t->msg, t->msg_len);
        CHECK_MEM(got, want, 64);
        hex(want, 32, t->shake128_32);
        ecb_shake128(got, 512, t->msg, t->msg_len);
        CHECK_MEM(got, want, 32);
        if (t->shake128_tail) {
            hex(want, 32, t->shake128_tail);
            CHECK_MEM(got + 480, want, 32);
        }
        hex(want, 64, t->shake256_64);
        ecb_shake256(got, 512, t->msg, t->msg_len);
        CHECK_MEM(got, want, 64);
        if (t->shake256_tail) {
            hex(want, 32, t->shake256_tail);
            CHECK_MEM(got + 480, want, 32);
        }
    }
}

typedef void (*sponge_init_fn)(ecb_keccak_sponge *);

/* Absorbing msg in two calls split at every point, then squeezing in two calls split at every
 * point, gives the one-shot output; also for three-way splits around the rate. */
static void test_splits(sponge_init_fn init, const char *name) {
    uint8_t msg[400], ref[400], got[400];
    tl_random(msg, sizeof msg);
    ecb_keccak_sponge s;
    init(&s);
    ecb_keccak_absorb(&s, msg, sizeof msg);
    ecb_keccak_squeeze(&s, ref, sizeof ref);
    size_t rate = s.rate;

    int absorb_ok = 1, squeeze_ok = 1, three_ok = 1;
    for (size_t cut = 0; cut <= sizeof msg; cut++) {
        init(&s);
        ecb_keccak_absorb(&s, msg, cut);
        ecb_keccak_absorb(&s, msg + cut, sizeof msg - cut);
        ecb_keccak_squeeze(&s, got, sizeof got);
        absorb_ok &= memcmp(got, ref, sizeof ref) == 0;

        init(&s);
        ecb_keccak_absorb(&s, msg, sizeof msg);
        ecb_keccak_squeeze(&s, got, cut);
        ecb_keccak_squeeze(&s, got + cut, sizeof got - cut);
        squeeze_ok &= memcmp(got, ref, sizeof ref) == 0;
    }
    for (size_t a = rate - 3; a <= rate + 3; a++) {
        for (size_t b = a; b <= 2 * rate + 2 && b <= sizeof msg; b++) {
            init(&s);
            ecb_keccak_absorb(&s, msg, a);
            ecb_keccak_absorb(&s, msg + a, 0);
            ecb_keccak_absorb(&s, msg + a, b - a);
            ecb_keccak_absorb(&s, msg + b, sizeof msg - b);
            ecb_keccak_squeeze(&s, got, a);
            ecb_keccak_squeeze(&s, got + a, 0);
            ecb_keccak_squeeze(&s, got + a, b - a);
            ecb_keccak_squeeze(&s, got + b, sizeof got - b);
            three_ok &= memcmp(got, ref, sizeof ref) == 0;
        }
    }
    if (!absorb_ok || !squeeze_ok || !three_ok) fprintf(stderr, "split failure in %s\n", name);
    CHECK(absorb_ok);
    CHECK(squeeze_ok);
    CHECK(three_ok);

    /* byte-at-a-time absorb and squeeze */
    init(&s);
    for (size_t i = 0; i < sizeof msg; i++)
        ecb_keccak_absorb(&s, msg + i, 1);
    for (size_t i = 0; i < sizeof got; i++)
        ecb_keccak_squeeze(&s, got + i, 1);
    CHECK_MEM(got, ref, sizeof ref);
}

/* The incremental SHA3 API equals the one-shot one, and final wipes the sponge. */
static void test_sha3_incremental(void) {
    uint8_t msg[300], ref[64], got[64];
    tl_random(msg, sizeof msg);
    for (size_t cut = 0; cut <= sizeof msg; cut += 17) {
        ecb_keccak_sponge s;
        ecb_sha3_512(ref, msg, sizeof msg);
        ecb_sha3_512_init(&s);
        ecb_keccak_absorb(&s, msg, cut);
        ecb_keccak_absorb(&s, msg + cut, sizeof msg - cut);
        ecb_sha3_512_final(&s, got);
        CHECK_MEM(got, ref, 64);
        int wiped = s.rate == 0 && s.pos == 0;
        for (int i = 0; i < 25; i++)
            wiped &= s.state[i] == 0;
        CHECK(wiped);

        ecb_sha3_256(ref, msg, cut);
        ecb_sha3_256_init(&s);
        ecb_keccak_absorb(&s, msg, cut);
        ecb_sha3_256_final(&s, got);
        CHECK_MEM(got, ref, 32);
    }
    /* different lengths give different digests (the padding separates them) */
    ecb_sha3_256(ref, msg, 135);
    ecb_sha3_256(got, msg, 136);
    CHECK(memcmp(ref, got, 32) != 0);
}

int main(void) {
    tl_init();
    test_permutation();
    test_byte_access();
    test_known_answers();
    test_splits(ecb_sha3_256_init, "sha3-256");
    test_splits(ecb_sha3_512_init, "sha3-512");
    test_splits(ecb_shake128_init, "shake128");
    test_splits(ecb_shake256_init, "shake256");
    test_sha3_incremental();
    return tl_finish("test_hash_keccak");
}
