/* Threshold decryption building blocks that need no group: IETF KeyGen (spec §2.2 known
 * answers, EIP-2333 test case 0) and the two LEB128 framings (profile conventions 8 and 31). */
#include "testlib.h"

#include "bte/bte_keygen.h"
#include "bte/bte_varint.h"

static void check_keygen(const char *ikm_hex, const char *sk_hex) {
    uint8_t ikm[64], want[32], got[32];
    fr381 sk;
    CHECK(tl_hex_to_bytes(ikm, sizeof ikm, ikm_hex) == 0);
    CHECK(tl_hex_to_bytes(want, sizeof want, sk_hex) == 0);
    bte_keygen(&sk, ikm);
    fr381_encode(got, &sk);
    CHECK_MEM(got, want, 32);
}

static void test_keygen(void) {
    /* spec §2.2: 64 zero bytes */
    check_keygen("0000000000000000000000000000000000000000000000000000000000000000"
                 "0000000000000000000000000000000000000000000000000000000000000000",
                 "183fafb9c86eb835e61b03046f68f4337b1f7e0280418e1cca75633d3abccb1f");
    /* EIP-2333 test case 0: master_SK =
     * 6083874454709270928345386274498605044986640685124978867557563392430687146096 */
    check_keygen("c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e5349553"
                 "1f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04",
                 "0d7359d57963ab8fbbde1852dcf553fedbc31f464d80ee7d40ae683122b45070");
    /* spec §15: a0 = KeyGen(64 x 0x01) */
    check_keygen("0101010101010101010101010101010101010101010101010101010101010101"
                 "0101010101010101010101010101010101010101010101010101010101010101",
                 "37746aa7a3e15f4aae2bedbd3757313a36bb425b131f6aa1164a94d372a3c74f");
}

static void test_varints(void) {
    static const struct {
        uint32_t v;
        const char *leb, *suffix;
    } cases[] = {
        {0, "00", "00"},
        {1, "01", "01"},
        {127, "7f", "7f"},
        {128, "8001", "0180"},
        {150, "9601", "0196"},
        {300, "ac02", "02ac"},
        {16384, "808001", "018080"},
        {4294967295u, "ffffffff0f", "0fffffffff"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint8_t buf[10], want[10];
        size_t n = bte_varint_put(buf, cases[i].v), wn = strlen(cases[i].leb) / 2;
        CHECK(n == wn && tl_hex_to_bytes(want, wn, cases[i].leb) == 0);
        CHECK_MEM(buf, want, wn);
        bte_reader r = {buf, n};
        uint32_t back = 0;
        CHECK(bte_read_varint(&r, &back) == ECB_OK && back == cases[i].v && r.left == 0);
        n = bte_length_suffix(buf, cases[i].v);
        wn = strlen(cases[i].suffix) / 2;
        CHECK(n == wn && tl_hex_to_bytes(want, wn, cases[i].suffix) == 0);
        CHECK_MEM(buf, want, wn);
    }
    /* rejected: non-minimal, too long, above 2^32 - 1, truncated */
    static const char *bad[] = {"8000", "ff80808000", "8080808080", "ffffffff10", "80", ""};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        uint8_t buf[8];
        size_t n = strlen(bad[i]) / 2;
        CHECK(tl_hex_to_bytes(buf, n, bad[i]) == 0);
        bte_reader r = {buf, n};
        uint32_t v;
        CHECK(bte_read_varint(&r, &v) == ECB_ERR_PROOF_FORMAT);
    }
    /* a 64-bit length suffix: 2^63 needs 10 LEB128 bytes */
    uint8_t buf[10];
    CHECK(bte_length_suffix(buf, (uint64_t)1 << 63) == 10 && buf[0] == 0x01 && buf[9] == 0x80);
}

int main(void) {
    tl_init();
    test_keygen();
    test_varints();
    return tl_finish("test_bte_keygen");
}
