/* The building blocks of threshold decryption against known answers: the proof generator H of
 * both variants (spec §2.3, first computed from 4 threads at once), the profile transcript and
 * keystream: spec §2.4 (short packets, equal
 * to upstream), profile-v1 primitives (long commits with 2- and 3-byte length suffixes, the
 * V0 collision separated, the challenge of the bare ct namespace), bulk commits against item
 * by item ones, 128-bit blocks, and
 * fork = start(0x02, key = summarize()) then commit(label) built by hand from BLAKE3. */
#include "testlib.h"

#include <pthread.h>

#include "bte/bte_internal.h"
#include "bte/bte_keystream.h"
#include "bte/bte_labels.h"
#include "bte/bte_transcript.h"

static void check_summary(const bte_transcript *t, const char *hex) {
    uint8_t want[32], got[32];
    CHECK(tl_hex_to_bytes(want, 32, hex) == 0);
    bte_transcript_summarize(t, got);
    CHECK_MEM(got, want, 32);
}

static void test_short_packets(void) {
    bte_transcript t, r;
    uint8_t s[32], noise[64], want[64];
    bte_transcript_new(&t, BTE_STR("test"));
    check_summary(&t, "83c46a9c54cfc5eeaa875cedcdb484d3b4e7958a1c0674789c7703f6adcbb916");
    bte_transcript_commit(&t, BTE_STR("A"));
    check_summary(&t, "6ee99eea0fac219a5dc89cdc55371e4d0ff36bb38ae0571b027de04103a20b13");
    /* summarize does not change the state */
    check_summary(&t, "6ee99eea0fac219a5dc89cdc55371e4d0ff36bb38ae0571b027de04103a20b13");

    bte_noise n;
    bte_transcript_noise(&n, &t, BTE_STR("noise"));
    bte_noise_read(&n, noise, 10); /* read in two pieces: the stream is one stream */
    bte_noise_read(&n, noise + 10, 54);
    CHECK(tl_hex_to_bytes(want, 64,
                          "f0381a2bfe00071964bfb4388ca03aacd4698582fc2614f636ae176b723fc328"
                          "a9a4cce2fecc662b2e076308893844dbf9ef10fcb4281f9ca2291331e0bc5069") == 0);
    CHECK_MEM(noise, want, 64);

    bte_transcript_summarize(&t, s);
    bte_transcript_resume(&r, s);
    check_summary(&r, "1a3a28cbb0d3f08f4fdcdcd756825311c2ce6ffe4d972fcbc487e76a40e75a27");

    fr381 c;
    uint8_t enc[32];
    bte_transcript_challenge(&c, &t, BTE_STR("rho"));
    fr381_encode(enc, &c);
    CHECK(tl_hex_to_bytes(want, 32,
                          "6e8a77ff7f87add2011ba19d0f9714691d4a21ee6309ee331bc863f1ea713cbc") == 0);
    CHECK_MEM(enc, want, 32);

    /* fork: BLAKE3 keyed with the summary over 02 || label || suffix */
    bte_transcript f;
    uint8_t manual[32], in[4] = {0x02, 'x', 'y', 0x02};
    bte_transcript_fork(&f, &t, BTE_STR("xy"));
    ecb_blake3_keyed_hash(manual, 32, s, in, sizeof in);
    bte_transcript_summarize(&f, s);
    CHECK_MEM(s, manual, 32);
}

static void test_long_commits(void) {
    static uint8_t buf[16384];
    bte_transcript t;
    memset(buf, 0x61, 128);
    bte_transcript_new(&t, BTE_STR("test"));
    bte_transcript_commit(&t, buf, 128);
    check_summary(&t, "465b21429545b7b566fe9ca9551815d14df8d702df38d6b4e84f1d5d9db0d2d6");
    memset(buf, 0x5a, sizeof buf);
    bte_transcript_new(&t, BTE_STR("test"));
    bte_transcript_commit(&t, buf, sizeof buf);
    check_summary(&t, "62fa26dd3c2c985f1933dc3a07df14dbca3f6ce549df869d77872a82ead301c1");
    /* upstream's V0 collision (spec §14.2) is separated by the reversed suffix */
    memset(buf, 0, 128);
    bte_transcript_new(&t, "", 0);
    bte_transcript_commit(&t, buf, 127);
    bte_transcript_commit(&t, "\x80", 1);
    check_summary(&t, "5380ffda74f5e51c06abaffd8ab52ecf734f3ac54e6fc11dd843b1a2d3c79eef");
    buf[127] = 0x7f;
    bte_transcript_new(&t, "", 0);
    bte_transcript_commit(&t, buf, 128);
    check_summary(&t, "cc1e10090e26bc47179923ef0d27226f1298c4854bc638e26992ac84ea54e3e1");
    /* the challenge of the bare ciphertext namespace (profile primitives) */
    fr381 c;
    uint8_t enc[32], want[32];
    bte_transcript_new(&t, BTE_STR(BTE_NS_CT));
    check_summary(&t, "5bf715e6fd4e8e2acabc270041ec53547dd0dff9316f8bd54b439b4b0ed09219");
    bte_transcript_challenge(&c, &t, BTE_STR(BTE_NOISE_CT));
    fr381_encode(enc, &c);
    CHECK(tl_hex_to_bytes(want, 32,
                          "1126569b0861b11490a663b469beed3bf586e6dd8962a63666cbdc0bd9ee9c84") == 0);
    CHECK_MEM(enc, want, 32);
}

/* Bulk commits are the transcript of item-by-item commits: 48-byte items and u32s across
 * several buffer flushes (over 40 KiB), a zero-length item, one item larger than the buffer,
 * then an empty bulk. */
static void test_bulk_commits(void) {
    static uint8_t big[BTE_BULK_BYTES + 100];
    for (size_t i = 0; i < sizeof big; i++)
        big[i] = (uint8_t)(i * 31 + 7);
    bte_transcript a, b;
    bte_bulk bulk;
    bte_transcript_new(&a, BTE_STR("bulk"));
    bte_transcript_new(&b, BTE_STR("bulk"));
    bte_bulk_start(&bulk, &b);
    for (uint32_t i = 0; i < 800; i++) {
        bte_transcript_commit_u32(&a, i);
        bte_bulk_commit_u32(&bulk, i);
        bte_transcript_commit(&a, big + i, 48);
        bte_bulk_commit(&bulk, big + i, 48);
        if (i == 400) {
            bte_transcript_commit(&a, big, 0);
            bte_bulk_commit(&bulk, big, 0);
            bte_transcript_commit(&a, big, sizeof big);
            bte_bulk_commit(&bulk, big, sizeof big);
        }
    }
    bte_bulk_finish(&bulk);
    uint8_t sa[32], sb[32];
    bte_transcript_summarize(&a, sa);
    bte_transcript_summarize(&b, sb);
    CHECK_MEM(sa, sb, 32);
    bte_bulk_start(&bulk, &b);
    bte_bulk_finish(&bulk);
    bte_transcript_summarize(&b, sb);
    CHECK_MEM(sa, sb, 32);
    bte_transcript_commit(&a, big, 1); /* and the check can fail */
    bte_transcript_summarize(&a, sa);
    CHECK(memcmp(sa, sb, 32) != 0);
}

static void test_blocks(void) {
    uint8_t stream[48];
    uint64_t v[2];
    CHECK(tl_hex_to_bytes(stream, 48,
                          "0102030405060708090a0b0c0d0e0f1000000000000000000000000000000000"
                          "ffffffffffffffffffffffffffffffff") == 0);
    bte_block128(v, stream);
    CHECK(v[0] == 0x0807060504030201ULL && v[1] == 0x100f0e0d0c0b0a09ULL);
    bte_block128(v, stream + 16);
    CHECK(v[0] == 1 && v[1] == 0);
    bte_block128(v, stream + 32);
    CHECK(v[0] == UINT64_MAX && v[1] == UINT64_MAX);
}

static void test_keystream(void) {
    /* profile primitives: MinSig, K = G2 generator, label "label", 40 bytes */
    uint8_t k[96], want[40], out[40], zero[40] = {0};
    CHECK(tl_hex_to_bytes(k, 96,
                          "93e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049"
                          "334cf11213945d57e5ac7d055d042b7e024aa2b2f08f0a91260805272dc51051"
                          "c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8") == 0);
    CHECK(tl_hex_to_bytes(want, 40,
                          "91b707b2ef60246d8d52a9a9f08d40efb7551e2ade63f5625ad3ee7a4b3f60cb"
                          "3412962a642e0330") == 0);
    bte_keystream_xor(out, zero, 40, k, 96, (const uint8_t *)"label", 5);
    CHECK_MEM(out, want, 40);
    /* in place, and unmasking is the same call */
    bte_keystream_xor(out, out, 40, k, 96, (const uint8_t *)"label", 5);
    CHECK_MEM(out, zero, 40);
    /* a long stream read in 1024-byte pieces equals the one-shot XOF */
    static uint8_t big[3000], ref[3000], input[200];
    size_t pos = 0;
    memcpy(input, "ecbatch.bte.v1.kdf", 18);
    pos = 18;
    input[pos++] = 0xb8; /* u64_le(3000) */
    input[pos++] = 0x0b;
    memset(input + pos, 0, 6);
    pos += 6;
    memcpy(input + pos, k, 96);
    pos += 96;
    memset(input + pos, 0, 4);
    pos += 4;
    ecb_blake3_hash(ref, sizeof ref, input, pos);
    memset(big, 0, sizeof big);
    bte_keystream_xor(big, big, sizeof big, k, 96, NULL, 0);
    CHECK_MEM(big, ref, sizeof big);
}

static void *first_use(void *arg) {
    const bte_group_ops *ops = arg;
    return (void *)ops->proof_generator();
}

static void test_proof_generators(void) {
    static const char *kat[2] = {
        "b97cde3d7a1ace46743a31ec069bd9693fbe4e8003e81d9e4575aeabeab9c93abed06656602f824fa989a3b6c4"
        "6c6300",
        "8fbd9769c4052352e6e67910c04638c995ee518dd20e91f3e337e351eb353fe21be4d4c1d86a8be8b9716390e3"
        "834a790e09f9e9cd5379f91c23b68291b64d8e723210d8bd5971db2a1168552dedf0affd0d6b1365dc6cd50534"
        "f888ad0e0e1d"};
    for (uint32_t v = 0; v < 2; v++) {
        const bte_group_ops *ops = bte_group(v);
        pthread_t th[4];
        void *got[4];
        for (int i = 0; i < 4; i++)
            CHECK(pthread_create(&th[i], NULL, first_use, (void *)ops) == 0);
        for (int i = 0; i < 4; i++)
            pthread_join(th[i], &got[i]);
        for (int i = 1; i < 4; i++)
            CHECK(got[i] == got[0]); /* one shared, read-only copy */
        uint8_t want[96];
        CHECK(tl_hex_to_bytes(want, ops->pb, kat[v]) == 0);
        CHECK_MEM(ops->proof_generator()->enc, want, ops->pb);
    }
}

int main(void) {
    tl_init();
    test_proof_generators();
    test_short_packets();
    test_long_commits();
    test_bulk_commits();
    test_blocks();
    test_keystream();
    return tl_finish("test_bte_primitives");
}
