/* Constant-time check of the secret-handling BLS12-381 functions, in the manner of
 * libsecp256k1's ctime tests: secrets are marked undefined for valgrind's memcheck, which then
 * reports any branch or memory index that depends on them (run under valgrind by ctest when
 * valgrind is installed, see tests/vectors.cmake). Without valgrind the program still checks
 * the results against the variable-time functions. */
#include "testlib.h"

#include "ctime.h"

#include "field/fp377.h"
#include "field/fr381.h"
#include "group/bls12_381_codec.h"

int main(void) {
    tl_init();
    g1_381_jac p, r, want;
    g2_381_jac q, s, want2;
    uint64_t k[4];
    uint8_t enc[192], enc2[192];
    for (int i = 0; i < 4; i++) {
        tl_random(k, 32);
        k[3] &= 0x3fffffffffffffffULL;
        g1_381_generator(&p);
        g2_381_generator(&q);
        g1_381_mul_glv_var(&want, &p, k);
        g2_381_mul_gls_var(&want2, &q, k);
        SECRET(k, sizeof k);
        SECRET(&p, sizeof p);
        SECRET(&q, sizeof q);
        g1_381_mul_glv(&r, &p, k);
        g1_381_jac_mul(&p, &p, k);
        g1_381_jac_add(&r, &r, &p);
        g1_381_encode(enc, &r);
        g2_381_mul_gls(&s, &q, k);
        g2_381_encode(enc2, &s);
        PUBLIC(&r, sizeof r);
        PUBLIC(&s, sizeof s);
        PUBLIC(enc, sizeof enc);
        PUBLIC(enc2, sizeof enc2);
        PUBLIC(k, sizeof k);
        g1_381_jac_dbl(&want, &want);
        CHECK(g1_381_jac_equal(&r, &want));
        CHECK(g2_381_jac_equal(&s, &want2));
        uint8_t check[96];
        g1_381_encode(check, &want);
        CHECK_MEM(check, enc, 48);
        g2_381_encode(check, &want2);
        CHECK_MEM(check, enc2, 96);
    }
    /* field inversions, square roots, Legendre symbols and scalar inversion */
    fp381 a, t, u;
    fp2_381 b, v;
    fr381 x, y, one;
    fp377 c, d;
    fp381_from_u64(&a, 123456789);
    b.c0 = a;
    fp381_from_u64(&b.c1, 987654321);
    fr381_from_u64(&x, 555);
    fp377_from_u64(&c, 49);
    SECRET(&a, sizeof a);
    SECRET(&b, sizeof b);
    SECRET(&x, sizeof x);
    SECRET(&c, sizeof c);
    fp381_inv(&t, &a);
    int sq = fp381_sqrt(&u, &a);
    int leg = fp381_legendre(&a);
    int sq2 = fp2_381_sqrt(&v, &b);
    fp2_381_inv(&v, &b);
    fr381_inv(&y, &x);
    int sq3 = fp377_sqrt(&d, &c);
    PUBLIC(&t, sizeof t);
    PUBLIC(&a, sizeof a);
    PUBLIC(&sq, sizeof sq);
    PUBLIC(&leg, sizeof leg);
    PUBLIC(&sq2, sizeof sq2);
    PUBLIC(&sq3, sizeof sq3);
    PUBLIC(&d, sizeof d);
    PUBLIC(&x, sizeof x);
    PUBLIC(&y, sizeof y);
    fp381_mul(&t, &t, &a);
    fp381_one(&u);
    CHECK(fp381_equal(&t, &u));
    CHECK(sq == (leg >= 0));
    CHECK(sq3 == 1);
    fp377_sqr(&d, &d);
    fp377_from_u64(&c, 49);
    CHECK(fp377_equal(&d, &c));
    fr381_mul(&y, &y, &x);
    fr381_one(&one);
    CHECK(fr381_equal(&y, &one));
    (void)sq2;
    return tl_finish("test_ct_bls12_381");
}
