/* Example: BLS12-381 hash-to-curve, encodings and subgroup-checked decoding with the installed
 * ecbatch.
 *
 * Hashes a message to G1 and G2 (RFC 9380 random-oracle suites), encodes each point
 * compressed and uncompressed, decodes the bytes back (the decoders check the encoding, the
 * curve equation and the subgroup) and compares. Then shows the decoder refusing bytes that a
 * careless parser would accept: the point (0, 2) lies on the G1 curve y^2 = x^3 + 4 but has
 * order 3, outside the prime-order subgroup, and a corrupted encoding. Prints what it finds;
 * exits 1 on any unexpected answer.
 *
 * Build against an installed ecbatch:
 *   cc bls12_381_hash_and_check.c $(pkg-config --cflags --libs ecbatch)
 * or with CMake: find_package(ecbatch) and link ecbatch::ecbatch (see CMakeLists.txt here). */
#include <ecbatch.h>
#include <stdio.h>
#include <string.h>

static int failures;

static void expect(const char *what, ecb_status got, ecb_status want) {
    int ok = got == want;
    printf("%-44s %-18s %s\n", what, ecb_status_str(got), ok ? "ok" : "UNEXPECTED");
    failures += !ok;
}

static void expect_true(const char *what, int cond) {
    printf("%-44s %-18s %s\n", what, cond ? "yes" : "no", cond ? "ok" : "UNEXPECTED");
    failures += !cond;
}

static void print_hex(const char *label, const uint8_t *b, size_t len) {
    printf("%s ", label);
    for (size_t i = 0; i < len; i++)
        printf("%02x", b[i]);
    printf("\n");
}

int main(void) {
    static const uint8_t msg[] = "message to hash";
    static const uint8_t dst_g1[] = "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_";
    static const uint8_t dst_g2[] = "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_";
    ecb_bls12_381_g1 h1, d1;
    ecb_bls12_381_g2 h2, d2;
    uint8_t c1[ECB_BLS12_381_G1_BYTES], u1[ECB_BLS12_381_G1_UNCOMPRESSED_BYTES];
    uint8_t c2[ECB_BLS12_381_G2_BYTES], u2[ECB_BLS12_381_G2_UNCOMPRESSED_BYTES];

    /* G1 */
    expect("G1 hash_to_curve",
           ecb_bls12_381_g1_hash_to_curve(&h1, msg, sizeof msg - 1, dst_g1, sizeof dst_g1 - 1),
           ECB_OK);
    ecb_bls12_381_g1_encode(c1, &h1);
    ecb_bls12_381_g1_encode_uncompressed(u1, &h1);
    print_hex("  H1 =", c1, sizeof c1);
    expect_true("G1 hash in the subgroup", ecb_bls12_381_g1_is_in_subgroup_var(&h1));
    expect("G1 decode compressed", ecb_bls12_381_g1_decode(&d1, c1), ECB_OK);
    expect_true("  same point", ecb_bls12_381_g1_equal(&d1, &h1));
    expect("G1 decode uncompressed", ecb_bls12_381_g1_decode_uncompressed(&d1, u1), ECB_OK);
    expect_true("  same point", ecb_bls12_381_g1_equal(&d1, &h1));

    /* G2 */
    expect("G2 hash_to_curve",
           ecb_bls12_381_g2_hash_to_curve(&h2, msg, sizeof msg - 1, dst_g2, sizeof dst_g2 - 1),
           ECB_OK);
    ecb_bls12_381_g2_encode(c2, &h2);
    ecb_bls12_381_g2_encode_uncompressed(u2, &h2);
    print_hex("  H2 =", c2, sizeof c2);
    expect_true("G2 hash in the subgroup", ecb_bls12_381_g2_is_in_subgroup_var(&h2));
    expect("G2 decode compressed", ecb_bls12_381_g2_decode(&d2, c2), ECB_OK);
    expect_true("  same point", ecb_bls12_381_g2_equal(&d2, &h2));
    expect("G2 decode uncompressed", ecb_bls12_381_g2_decode_uncompressed(&d2, u2), ECB_OK);
    expect_true("  same point", ecb_bls12_381_g2_equal(&d2, &h2));

    /* a scalar multiple of the hash survives the round trip too: 7 H1 = 3 H1 + 4 H1 */
    ecb_bls12_381_scalar k3, k4, k7;
    ecb_bls12_381_g1 a, b, sum;
    ecb_bls12_381_scalar_from_u64(&k3, 3);
    ecb_bls12_381_scalar_from_u64(&k4, 4);
    ecb_bls12_381_scalar_add(&k7, &k3, &k4);
    ecb_bls12_381_g1_mul(&a, &k3, &h1);
    ecb_bls12_381_g1_mul(&b, &k4, &h1);
    ecb_bls12_381_g1_add(&sum, &a, &b);
    ecb_bls12_381_g1_mul(&a, &k7, &h1);
    expect_true("G1 3H + 4H = 7H", ecb_bls12_381_g1_equal(&sum, &a));

    /* what the decoders refuse */
    uint8_t order3[ECB_BLS12_381_G1_BYTES] = {0x80}; /* x = 0, the smaller root y = 2 */
    expect("G1 decode (0, 2), order 3", ecb_bls12_381_g1_decode(&d1, order3),
           ECB_ERR_NOT_IN_SUBGROUP);
    expect_true("  output left at the identity", ecb_bls12_381_g1_is_identity(&d1));
    c1[0] &= 0x7f; /* clear the compression flag */
    expect("G1 decode without the compression flag", ecb_bls12_381_g1_decode(&d1, c1),
           ECB_ERR_BAD_FLAGS);
    u2[ECB_BLS12_381_G2_UNCOMPRESSED_BYTES - 1] ^= 1; /* y changed: off the curve */
    expect("G2 decode with y corrupted", ecb_bls12_381_g2_decode_uncompressed(&d2, u2),
           ECB_ERR_NOT_ON_CURVE);

    if (failures) {
        printf("%d UNEXPECTED\n", failures);
        return 1;
    }
    printf("ok\n");
    return 0;
}
