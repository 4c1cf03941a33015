/* BLS12-381 G1 and G2: group laws in every coordinate system (Jacobian complete and variable
 * time, mixed, XYZZ, batch to affine), scalar multiplication against repeated addition and
 * r G = O, endomorphism eigenvalues, the fast subgroup checks against [r] P = O on points whose
 * cofactor is not cleared (including (0, +-2) of order 3), encodings, and the public API. */
#include "testlib.h"

#include "ecbatch/bls12_381.h"
#include "group/bls12/bls12_381_codec.h"

static void rand_fp(fp381 *r) {
    uint8_t b[48];
    do {
        tl_random(b, 48);
        b[0] &= 0x1f;
    } while (fp381_decode(r, b) != ECB_OK);
}

static void rand_fp2(fp2_381 *r) {
    rand_fp(&r->c0);
    rand_fp(&r->c1);
}

static void g1_rhs(fp381 *r, const fp381 *x) {
    fp381 b;
    fp381_sqr(r, x);
    fp381_mul(r, r, x);
    fp381_from_u64(&b, 4);
    fp381_add(r, r, &b);
}

static void g2_rhs(fp2_381 *r, const fp2_381 *x) {
    fp2_381 b;
    fp2_381_sqr(r, x);
    fp2_381_mul(r, r, x);
    fp381_from_u64(&b.c0, 4);
    b.c1 = b.c0;
    fp2_381_add(r, r, &b);
}

/* -z^2 mod r and z mod r, z = -0xd201000000010000 */
static const uint64_t g1_eigen[4] = {0xfffffffe00000001ULL, 0xa7780001fffcb7fcULL,
                                     0x3339d80809a1d804ULL, 0x73eda753299d7d48ULL};
static const uint64_t g2_eigen[4] = {0x2dfefffeffff0001ULL, 0x53bda402fffe5bfeULL,
                                     0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL};
static const uint64_t order_381[4] = {0xffffffff00000001ULL, 0x53bda402fffe5bfeULL,
                                      0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL};

#define TG g1_381
#define TF fp381
#define TG_RAND_X rand_fp
#define TG_RHS g1_rhs
#define TG_SQRT fp381_sqrt
#define TG_ENDO g1_381_sigma
#define TG_ENDO_EIGEN g1_eigen
#define TG_ORDER order_381
#define TG_MUL_SPLIT g1_381_mul_glv
#define TG_MUL_SPLIT_VAR g1_381_mul_glv_var
#define TG_SPLIT_BASE 0xd201000000010000ULL
#include "group_test_impl.h"
#undef TG
#undef TF
#undef TG_RAND_X
#undef TG_RHS
#undef TG_SQRT
#undef TG_ENDO
#undef TG_ENDO_EIGEN
#undef TG_ORDER
#undef TG_MUL_SPLIT
#undef TG_MUL_SPLIT_VAR
#undef TG_SPLIT_BASE

#define TG g2_381
#define TF fp2_381
#define TG_RAND_X rand_fp2
#define TG_RHS g2_rhs
#define TG_SQRT fp2_381_sqrt
#define TG_ENDO g2_381_psi
#define TG_ENDO_EIGEN g2_eigen
#define TG_ORDER order_381
#define TG_MUL_SPLIT g2_381_mul_gls
#define TG_MUL_SPLIT_VAR g2_381_mul_gls_var
#define TG_SPLIT_BASE 0xd201000000010000ULL
#include "group_test_impl.h"

/* (0, 2) and (0, -2) have order 3: on the curve, outside G1. */
static void test_g1_order3(void) {
    g1_381_aff a;
    g1_381_jac p, t;
    fp381_zero(&a.x);
    fp381_from_u64(&a.y, 2);
    CHECK(g1_381_aff_is_on_curve(&a));
    g1_381_jac_from_aff(&p, &a);
    CHECK(!g1_381_is_in_subgroup_var(&p));
    g1_381_jac_mul_u64_var(&t, &p, 3);
    CHECK(g1_381_jac_is_identity(&t));
    uint8_t enc[48] = {0x80};
    g1_381_jac q;
    CHECK(g1_381_decode(&q, enc) == ECB_ERR_NOT_IN_SUBGROUP);
    CHECK(g1_381_jac_is_identity(&q));
}

static void test_codec(void) {
    uint8_t e1[48], e1u[96], e2[96], e2u[192], again[192];
    ecb_bls12_381_g1 p1, q1;
    ecb_bls12_381_g2 p2, q2;
    ecb_bls12_381_scalar k;
    for (int i = 0; i < 20; i++) {
        uint8_t kb[32];
        tl_random(kb, 32);
        kb[0] &= 0x3f;
        if (i == 0) memset(kb, 0, 32);
        CHECK(ecb_bls12_381_scalar_decode(&k, kb) == ECB_OK);
        ecb_bls12_381_g1_generator(&p1);
        ecb_bls12_381_g1_mul(&p1, &k, &p1);
        ecb_bls12_381_g1_encode(e1, &p1);
        CHECK(ecb_bls12_381_g1_decode(&q1, e1) == ECB_OK);
        CHECK(ecb_bls12_381_g1_equal(&p1, &q1));
        ecb_bls12_381_g1_encode(again, &q1);
        CHECK_MEM(again, e1, 48);
        ecb_bls12_381_g1_encode_uncompressed(e1u, &p1);
        CHECK(ecb_bls12_381_g1_decode_uncompressed(&q1, e1u) == ECB_OK);
        CHECK(ecb_bls12_381_g1_equal(&p1, &q1));
        ecb_bls12_381_g2_generator(&p2);
        ecb_bls12_381_g2_mul_var(&p2, &k, &p2);
        ecb_bls12_381_g2_encode(e2, &p2);
        CHECK(ecb_bls12_381_g2_decode(&q2, e2) == ECB_OK);
        CHECK(ecb_bls12_381_g2_equal(&p2, &q2));
        ecb_bls12_381_g2_encode(again, &q2);
        CHECK_MEM(again, e2, 96);
        ecb_bls12_381_g2_encode_uncompressed(e2u, &p2);
        CHECK(ecb_bls12_381_g2_decode_uncompressed(&q2, e2u) == ECB_OK);
        CHECK(ecb_bls12_381_g2_equal(&p2, &q2));
        CHECK(ecb_bls12_381_g2_is_identity(&p2) == (i == 0));
        /* flipping the sort flag gives the negated point; dropping compression is refused */
        if (i > 0) {
            e1[0] ^= 0x20;
            CHECK(ecb_bls12_381_g1_decode(&q1, e1) == ECB_OK);
            ecb_bls12_381_g1_negate(&q1, &q1);
            CHECK(ecb_bls12_381_g1_equal(&p1, &q1));
            e1[0] ^= 0xa0;
            CHECK(ecb_bls12_381_g1_decode(&q1, e1) == ECB_ERR_BAD_FLAGS);
            CHECK(ecb_bls12_381_g1_is_identity(&q1));
            e2u[0] |= 0x80;
            CHECK(ecb_bls12_381_g2_decode_uncompressed(&q2, e2u) == ECB_ERR_BAD_FLAGS);
        }
    }
}

static void test_public_api(void) {
    ecb_bls12_381_scalar a, b, c, inv, s[6], out[6], scratch[6];
    uint8_t buf[32], wide[64];
    ecb_bls12_381_g1 g, p, q;
    for (int i = 0; i < 6; i++) {
        tl_random(buf, 32);
        buf[0] &= 0x3f;
        CHECK(ecb_bls12_381_scalar_decode(&s[i], buf) == ECB_OK);
    }
    ecb_bls12_381_scalar_from_u64(&s[3], 0);
    CHECK(ecb_bls12_381_scalar_batch_invert(out, s, 6, scratch) == ECB_ERR_ZERO);
    for (int i = 0; i < 6; i++) {
        ecb_status st = ecb_bls12_381_scalar_invert(&inv, &s[i]);
        CHECK(st == (i == 3 ? ECB_ERR_ZERO : ECB_OK));
        CHECK(ecb_bls12_381_scalar_equal(&inv, &out[i]));
    }
    /* (a b) G = a (b G), (a + b) G = a G + b G, a a^-1 = 1 */
    a = s[0];
    b = s[1];
    ecb_bls12_381_g1_generator(&g);
    ecb_bls12_381_scalar_mul(&c, &a, &b);
    ecb_bls12_381_g1_mul(&p, &c, &g);
    ecb_bls12_381_g1_mul_var(&q, &b, &g);
    ecb_bls12_381_g1_mul(&q, &a, &q);
    CHECK(ecb_bls12_381_g1_equal(&p, &q));
    ecb_bls12_381_scalar_add(&c, &a, &b);
    ecb_bls12_381_g1_mul(&p, &c, &g);
    ecb_bls12_381_g1_mul(&q, &b, &g);
    ecb_bls12_381_g1_mul_var(&g, &a, &g);
    ecb_bls12_381_g1_add(&q, &q, &g);
    CHECK(ecb_bls12_381_g1_equal(&p, &q));
    ecb_bls12_381_scalar_sub(&c, &c, &b);
    CHECK(ecb_bls12_381_scalar_equal(&c, &a));
    ecb_bls12_381_scalar_neg(&c, &a);
    ecb_bls12_381_scalar_add(&c, &c, &a);
    CHECK(ecb_bls12_381_scalar_is_zero(&c));
    ecb_bls12_381_scalar_invert(&inv, &a);
    ecb_bls12_381_scalar_mul(&c, &inv, &a);
    ecb_bls12_381_scalar_from_u64(&b, 1);
    CHECK(ecb_bls12_381_scalar_equal(&c, &b));
    ecb_bls12_381_scalar_encode(buf, &a);
    CHECK(ecb_bls12_381_scalar_decode(&c, buf) == ECB_OK && ecb_bls12_381_scalar_equal(&a, &c));
    /* reduce64 of 0^32 || x is x; r itself is out of range */
    memset(wide, 0, 32);
    memcpy(wide + 32, buf, 32);
    ecb_bls12_381_scalar_reduce64(&c, wide);
    CHECK(ecb_bls12_381_scalar_equal(&a, &c));
    static const uint8_t r_be[32] = {0x73, 0xed, 0xa7, 0x53, 0x29, 0x9d, 0x7d, 0x48,
                                     0x33, 0x39, 0xd8, 0x08, 0x09, 0xa1, 0xd8, 0x05,
                                     0x53, 0xbd, 0xa4, 0x02, 0xff, 0xfe, 0x5b, 0xfe,
                                     0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01};
    CHECK(ecb_bls12_381_scalar_decode(&c, r_be) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK(ecb_bls12_381_scalar_is_zero(&c));
    ecb_bls12_381_g1_double(&p, &g);
    ecb_bls12_381_g1_add(&q, &g, &g);
    CHECK(ecb_bls12_381_g1_equal(&p, &q));
    CHECK(ecb_bls12_381_g1_is_in_subgroup_var(&p));
    ecb_bls12_381_g2 h, h2;
    ecb_bls12_381_g2_generator(&h);
    ecb_bls12_381_g2_double(&h2, &h);
    ecb_bls12_381_g2_negate(&h, &h);
    ecb_bls12_381_g2_add(&h2, &h2, &h);
    ecb_bls12_381_g2_add(&h2, &h2, &h);
    CHECK(ecb_bls12_381_g2_is_identity(&h2) && ecb_bls12_381_g2_is_in_subgroup_var(&h));
    ecb_bls12_381_g1_identity(&p);
    CHECK(ecb_bls12_381_g1_is_identity(&p));
    ecb_bls12_381_g2_identity(&h2);
    ecb_bls12_381_g2_mul(&h2, &a, &h2);
    CHECK(ecb_bls12_381_g2_is_identity(&h2));
}

int main(void) {
    tl_init();
    g1_381_run();
    g2_381_run();
    test_g1_order3();
    test_codec();
    test_public_api();
    return tl_finish("test_group_bls12_381");
}
