/* Constant-time check of hashing to BLS12-381 (RFC 9380), as test_ct_bls12_381.c does for the
 * multiplications: the message is marked undefined for valgrind's memcheck, which then reports
 * any branch or memory index that depends on it, through expand_message_xmd, hash_to_field,
 * the SSWU maps and sqrt_ratio, the isogenies and cofactor clearing (run under valgrind by
 * ctest when valgrind is installed, see tests/vectors.cmake). Without valgrind the program
 * still checks that the secret-marked runs give the same points as unmarked ones. */
#include "testlib.h"

#if defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#endif
#endif
#ifndef SECRET
#define SECRET(p, n) ((void)(p), (void)(n))
#define PUBLIC(p, n) ((void)(p), (void)(n))
#endif

#include "group/bls12_381_h2c.h"
#include "hash/expand_xmd.h"

int main(void) {
    tl_init();
    static const char dst1[] = "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_";
    static const char dst2[] = "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_";
    const uint8_t *d1 = (const uint8_t *)dst1, *d2 = (const uint8_t *)dst2;
    uint8_t msg[70], bytes[256];
    g1_381_jac p1[2], w1[2];
    g2_381_jac p2[2], w2[2];
    for (int i = 0; i < 3; i++) {
        size_t len = (size_t)i * 35;
        tl_random(msg, sizeof msg);
        CHECK(g1_381_hash_to_curve(&w1[0], msg, len, d1, sizeof dst1 - 1) == ECB_OK);
        CHECK(g1_381_encode_to_curve(&w1[1], msg, len, d1, sizeof dst1 - 1) == ECB_OK);
        CHECK(g2_381_hash_to_curve(&w2[0], msg, len, d2, sizeof dst2 - 1) == ECB_OK);
        CHECK(g2_381_encode_to_curve(&w2[1], msg, len, d2, sizeof dst2 - 1) == ECB_OK);
        SECRET(msg, sizeof msg);
        ecb_status s0 = ecb_expand_message_xmd_sha256(bytes, sizeof bytes, msg, len, d1, 300);
        ecb_status s1 = g1_381_hash_to_curve(&p1[0], msg, len, d1, sizeof dst1 - 1);
        ecb_status s2 = g1_381_encode_to_curve(&p1[1], msg, len, d1, sizeof dst1 - 1);
        ecb_status s3 = g2_381_hash_to_curve(&p2[0], msg, len, d2, sizeof dst2 - 1);
        ecb_status s4 = g2_381_encode_to_curve(&p2[1], msg, len, d2, sizeof dst2 - 1);
        PUBLIC(msg, sizeof msg);
        PUBLIC(bytes, sizeof bytes);
        PUBLIC(p1, sizeof p1);
        PUBLIC(p2, sizeof p2);
        CHECK(s0 == ECB_OK && s1 == ECB_OK && s2 == ECB_OK && s3 == ECB_OK && s4 == ECB_OK);
        for (int j = 0; j < 2; j++) {
            CHECK(g1_381_jac_equal(&p1[j], &w1[j]));
            CHECK(g2_381_jac_equal(&p2[j], &w2[j]));
        }
    }
    return tl_finish("test_ct_bls12_381_h2c");
}
