/* Constant-time check of the secret-handling BLS12-377 G1 functions, as test_ct_bls12_381.c:
 * secrets (scalars, points) are marked undefined for valgrind's memcheck, which then reports
 * any branch or memory index that depends on them (run under valgrind by ctest when valgrind
 * is installed, see tests/vectors.cmake). Covered: the GLV and plain constant-time
 * multiplications, complete addition, the encoders of all five layouts and the public API's
 * multiplication and scalar encoding. Without valgrind the program still checks the results
 * against the variable-time functions. */
#include "testlib.h"

#include "ctime.h"

#include "ecbatch/bls12_377.h"
#include "group/g1_377.h"

static const ecb_point_layout *const layouts[5] = {
    &ecb_layout_zcash_compressed, &ecb_layout_zcash_uncompressed, &ecb_layout_ark_compressed,
    &ecb_layout_ark_uncompressed, &ecb_layout_snarkvm_uncompressed};

int main(void) {
    tl_init();
    g1_377_jac p, r, t, want;
    uint64_t k[4];
    uint8_t enc[5][96], check[96], sb[32];
    for (int i = 0; i < 4; i++) {
        tl_random(k, 32);
        k[3] &= 0x0fffffffffffffffULL;
        g1_377_generator_snarkvm(&p);
        g1_377_mul_glv_var(&want, &p, k);
        SECRET(k, sizeof k);
        SECRET(&p, sizeof p);
        g1_377_mul_glv(&r, &p, k);
        g1_377_jac_mul(&t, &p, k);
        g1_377_jac_add(&r, &r, &t); /* 2 k P */
        for (int l = 0; l < 5; l++)
            g1_377_encode_with(enc[l], &r, layouts[l]);
        PUBLIC(&r, sizeof r);
        PUBLIC(enc, sizeof enc);
        PUBLIC(k, sizeof k);
        g1_377_jac_dbl(&want, &want);
        CHECK(g1_377_jac_equal(&r, &want));
        for (int l = 0; l < 5; l++) {
            g1_377_encode_with(check, &want, layouts[l]);
            CHECK_MEM(check, enc[l], ecb_point_layout_len(layouts[l], 48));
        }
    }
    /* the public API: k G and the scalar's bytes */
    ecb_bls12_377_scalar s;
    ecb_bls12_377_g1 a, b;
    ecb_bls12_377_scalar_from_u64(&s, 0x0123456789abcdefULL);
    s.v[2] = 0x1122334455667788ULL;
    SECRET(&s, sizeof s);
    ecb_bls12_377_g1_mul(&a, &s, &ECB_BLS12_377_G1_GENERATOR);
    ecb_bls12_377_scalar_encode(sb, &s);
    PUBLIC(&a, sizeof a);
    PUBLIC(&s, sizeof s);
    PUBLIC(sb, sizeof sb);
    ecb_bls12_377_g1_mul_var(&b, &s, &ECB_BLS12_377_G1_GENERATOR);
    CHECK(ecb_bls12_377_g1_equal(&a, &b));
    CHECK(sb[31] == 0xef && sb[15] == 0x88 && sb[0] == 0);
    return tl_finish("test_ct_bls12_377");
}
