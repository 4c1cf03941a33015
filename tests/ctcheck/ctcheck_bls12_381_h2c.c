/* Hashing to BLS12-381 G1 and G2 (RFC 9380), constant time in the message (it may be a
 * secret, e.g. a VRF input): the message is marked secret through expand_message_xmd,
 * hash_to_field, the SSWU maps with their sqrt_ratio, the isogenies and cofactor clearing,
 * for the public functions (hash_to_curve and encode_to_curve of both groups, empty and
 * non-empty messages) and for each internal stage with its field input marked. Each result
 * is compared with the same computation on unmarked data. */
#include <sodium.h>
#include <string.h>

#include "ctcheck.h"
#include "ecbatch/bls12_381.h"
#include "group/bls12/bls12_381_h2c.h"
#include "hash/expand_xmd.h"

static const char dst1[] = "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_";
static const char dst2[] = "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_";

static void check_public_api(size_t len) {
    const uint8_t *d1 = (const uint8_t *)dst1, *d2 = (const uint8_t *)dst2;
    uint8_t msg[70], bytes[256], want_bytes[256];
    ecb_bls12_381_g1 p1[2], w1[2];
    ecb_bls12_381_g2 p2[2], w2[2];
    ecb_status s[5];
    randombytes_buf(msg, sizeof msg);
    CT_EXPECT(ecb_expand_message_xmd_sha256(want_bytes, sizeof want_bytes, msg, len, d1, 300) ==
              ECB_OK);
    CT_EXPECT(ecb_bls12_381_g1_hash_to_curve(&w1[0], msg, len, d1, sizeof dst1 - 1) == ECB_OK);
    CT_EXPECT(ecb_bls12_381_g1_encode_to_curve(&w1[1], msg, len, d1, sizeof dst1 - 1) == ECB_OK);
    CT_EXPECT(ecb_bls12_381_g2_hash_to_curve(&w2[0], msg, len, d2, sizeof dst2 - 1) == ECB_OK);
    CT_EXPECT(ecb_bls12_381_g2_encode_to_curve(&w2[1], msg, len, d2, sizeof dst2 - 1) == ECB_OK);
    CT_SECRET(msg, sizeof msg);
    s[0] = ecb_expand_message_xmd_sha256(bytes, sizeof bytes, msg, len, d1, 300);
    s[1] = ecb_bls12_381_g1_hash_to_curve(&p1[0], msg, len, d1, sizeof dst1 - 1);
    s[2] = ecb_bls12_381_g1_encode_to_curve(&p1[1], msg, len, d1, sizeof dst1 - 1);
    s[3] = ecb_bls12_381_g2_hash_to_curve(&p2[0], msg, len, d2, sizeof dst2 - 1);
    s[4] = ecb_bls12_381_g2_encode_to_curve(&p2[1], msg, len, d2, sizeof dst2 - 1);
    CT_PUBLIC(msg, sizeof msg);
    CT_PUBLIC(bytes, sizeof bytes);
    CT_PUBLIC(p1, sizeof p1);
    CT_PUBLIC(p2, sizeof p2);
    CT_PUBLIC(s, sizeof s);
    for (int i = 0; i < 5; i++)
        CT_EXPECT(s[i] == ECB_OK);
    CT_EXPECT(memcmp(bytes, want_bytes, sizeof bytes) == 0);
    for (int j = 0; j < 2; j++) {
        CT_EXPECT(ecb_bls12_381_g1_equal(&p1[j], &w1[j]));
        CT_EXPECT(ecb_bls12_381_g2_equal(&p2[j], &w2[j]));
    }
}

/* hash_to_field, map_to_curve (SSWU then the isogeny) and clear_cofactor one stage at a time,
 * each with its input marked secret. */
static void check_stages(void) {
    const uint8_t *d1 = (const uint8_t *)dst1, *d2 = (const uint8_t *)dst2;
    uint8_t msg[32];
    fp381 u1[2], v1[2], xn, xd, y;
    fp2_381 u2[2], v2[2], xn2, xd2, y2;
    g1_381_jac q1, r1, want1;
    g2_381_jac q2, r2, want2;
    randombytes_buf(msg, sizeof msg);
    CT_EXPECT(bls12_381_hash_to_fp(v1, 2, msg, sizeof msg, d1, sizeof dst1 - 1) == ECB_OK);
    CT_EXPECT(bls12_381_hash_to_fp2(v2, 2, msg, sizeof msg, d2, sizeof dst2 - 1) == ECB_OK);
    CT_SECRET(msg, sizeof msg);
    ecb_status s1 = bls12_381_hash_to_fp(u1, 2, msg, sizeof msg, d1, sizeof dst1 - 1);
    ecb_status s2 = bls12_381_hash_to_fp2(u2, 2, msg, sizeof msg, d2, sizeof dst2 - 1);
    CT_PUBLIC(msg, sizeof msg);
    CT_PUBLIC(&s1, sizeof s1);
    CT_PUBLIC(&s2, sizeof s2);
    CT_PUBLIC(u1, sizeof u1);
    CT_PUBLIC(u2, sizeof u2);
    CT_EXPECT(s1 == ECB_OK && s2 == ECB_OK && memcmp(u1, v1, sizeof u1) == 0 &&
              memcmp(u2, v2, sizeof u2) == 0);

    g1_381_map_to_curve(&want1, &u1[0]);
    g1_381_clear_cofactor(&r1, &want1);
    g2_381_map_to_curve(&want2, &u2[0]);
    g2_381_clear_cofactor(&r2, &want2);
    CT_SECRET(u1, sizeof u1);
    CT_SECRET(u2, sizeof u2);
    g1_381_sswu(&xn, &xd, &y, &u1[0]);
    g1_381_iso_map(&q1, &xn, &xd, &y);
    g2_381_sswu(&xn2, &xd2, &y2, &u2[0]);
    g2_381_iso_map(&q2, &xn2, &xd2, &y2);
    CT_PUBLIC(&q1, sizeof q1);
    CT_PUBLIC(&q2, sizeof q2);
    CT_EXPECT(g1_381_jac_equal(&q1, &want1) && g2_381_jac_equal(&q2, &want2));
    g1_381_map_to_curve(&q1, &u1[0]);
    g2_381_map_to_curve(&q2, &u2[0]);
    g1_381_clear_cofactor(&q1, &q1);
    g2_381_clear_cofactor(&q2, &q2);
    CT_PUBLIC(&q1, sizeof q1);
    CT_PUBLIC(&q2, sizeof q2);
    CT_PUBLIC(u1, sizeof u1);
    CT_PUBLIC(u2, sizeof u2);
    CT_EXPECT(g1_381_jac_equal(&q1, &r1) && g2_381_jac_equal(&q2, &r2));
}

void ctcheck_bls12_381_h2c(void) {
    check_public_api(0);
    check_public_api(35);
    check_public_api(70);
    check_stages();
}
