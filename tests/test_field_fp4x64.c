/* The 4x64 Montgomery field template (fp4x64_impl.h) through its BN254 instance fp254, against
 * the slow big-integer reference of bigref.h: products (portable and MULX/ADX kernels,
 * bit-identical, and the inlinable copy of fp254_inline.h), the additive family, codec
 * canonicity, inversion (constant and variable time, batch), exponentiation, square roots
 * against Euler's criterion, and fixed values (R mod p, 1/2, 3 a non-square). */
#include "testlib.h"

#include "bigref.h"
#include "field/bn254/fp254.h"
#include "field/bn254/fp254_inline.h"
#include "util/cpu.h"

static const uint64_t P[4] = {0x3c208c16d87cfd47ULL, 0x97816a916871ca8dULL, 0xb85045b68181585dULL,
                              0x30644e72e131a029ULL};

static void rand_int(uint64_t x[4]) {
    do {
        tl_random(x, 32);
        x[3] &= (1ULL << 62) - 1; /* p < 2^254: mostly accepted */
    } while (ref_geq(x, P, 4));
}

/* Edge and random integers below p: index < EDGES gives a fixed edge value. */
#define EDGES 10
static void sample(uint64_t x[4], int i) {
    memset(x, 0, 32);
    switch (i) {
    case 0:
        break; /* 0 */
    case 1:
        x[0] = 1;
        break;
    case 2:
        x[0] = 2;
        break;
    case 3:
        memcpy(x, P, 32), x[0] -= 1; /* p - 1 */
        break;
    case 4:
        memcpy(x, P, 32), x[0] -= 2; /* p - 2 */
        break;
    case 5: /* (p - 1) / 2 */
        memcpy(x, P, 32);
        for (int k = 0; k < 3; k++)
            x[k] = (x[k] >> 1) | (x[k + 1] << 63);
        x[3] >>= 1;
        break;
    case 6:
        x[0] = UINT64_MAX; /* 2^64 - 1 */
        break;
    case 7:
        for (int k = 0; k < 3; k++)
            x[k] = UINT64_MAX; /* low limbs all ones under p's top limb less one */
        x[3] = P[3] - 1;
        break;
    case 8:
        x[3] = P[3] >> 1;
        break;
    case 9:
        x[2] = 1; /* 2^128 */
        break;
    default:
        rand_int(x);
    }
}

static void elem(fp254 *e, uint64_t x[4], int i) {
    sample(x, i);
    fp254_to_mont(e, x);
}

static void be32(uint8_t out[32], const uint64_t x[4]) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++)
            out[(3 - i) * 8 + j] = (uint8_t)(x[i] >> (56 - 8 * j));
}

/* r 2^256 = a b (mod p) and r < p, by the reference. */
static int is_mont_product(const uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t lhs[4], rhs[4], r_mod_p[4], two256[5] = {0, 0, 0, 0, 1};
    ref_mod(r_mod_p, two256, 5, P, 4);
    ref_mulmod(lhs, r, r_mod_p, P, 4);
    ref_mulmod(rhs, a, b, P, 4);
    return !ref_geq(r, P, 4) && memcmp(lhs, rhs, 32) == 0;
}

static void test_mul(void) {
    uint64_t a[4], b[4], want[4], got[4];
    fp254 ea, eb, er, er2;
    for (int i = 0; i < 400; i++) {
        for (int j = 0; j < (i < EDGES ? EDGES : 1); j++) {
            sample(a, i);
            sample(b, i < EDGES ? j : i + 1000);
            /* raw Montgomery product on integer limbs, every kernel */
            memcpy(ea.v, a, 32);
            memcpy(eb.v, b, 32);
            fp254_mul_portable(&er, &ea, &eb);
            CHECK(is_mont_product(er.v, a, b));
#if ECB_FP_HAVE_ADX
            if (ecb_cpu_has_mulx_adx()) {
                fp254_mul_adx(&er2, &ea, &eb);
                CHECK_MEM(er.v, er2.v, 32);
            }
#endif
            fp254i_mul(&er2, &ea, &eb);
            CHECK_MEM(er.v, er2.v, 32);
            /* through the Montgomery domain */
            fp254_to_mont(&ea, a);
            fp254_to_mont(&eb, b);
            fp254_mul(&er, &ea, &eb);
            fp254_from_mont(got, &er);
            ref_mulmod(want, a, b, P, 4);
            CHECK_MEM(got, want, 32);
            fp254_sqr(&er, &ea);
            fp254_from_mont(got, &er);
            ref_mulmod(want, a, a, P, 4);
            CHECK_MEM(got, want, 32);
        }
    }
}

static void test_add_family(void) {
    uint64_t a[4], b[4], want[4], got[4], zero[4] = {0}, half[4];
    fp254 ea, eb, er, c;
    sample(half, 5);
    for (int i = 0; i < 300; i++) {
        elem(&ea, a, i % 40 < EDGES ? i % 40 : 100 + i);
        elem(&eb, b, (i / 7) % 40 < EDGES ? (i / 7) % 40 : 200 + i);
        fp254_add(&er, &ea, &eb);
        CHECK(!ref_geq(er.v, P, 4));
        fp254_from_mont(got, &er);
        ref_addmod(want, a, b, P, 4);
        CHECK_MEM(got, want, 32);
        fp254_dbl(&er, &ea);
        fp254_from_mont(got, &er);
        ref_addmod(want, a, a, P, 4);
        CHECK_MEM(got, want, 32);
        /* sub: (a - b) + b = a, reduced */
        fp254_sub(&er, &ea, &eb);
        CHECK(!ref_geq(er.v, P, 4));
        fp254_from_mont(got, &er);
        ref_addmod(want, got, b, P, 4);
        CHECK_MEM(want, a, 32);
        /* neg: a + (-a) = 0, its limbs reduced (so -0 is 0, not p) */
        fp254_neg(&er, &ea);
        CHECK(!ref_geq(er.v, P, 4));
        CHECK(fp254_is_zero(&er) == fp254_is_zero(&ea));
        fp254_from_mont(got, &er);
        ref_addmod(want, got, a, P, 4);
        CHECK_MEM(want, zero, 32);
        /* the inlinable copy agrees */
        fp254 ei;
        fp254i_sub(&ei, &ea, &eb);
        fp254_sub(&er, &ea, &eb);
        CHECK(fp254_equal(&ei, &er));
        /* cmov, equal, is_zero, the (p - 1) / 2 order */
        c = ea;
        fp254_cmov(&c, &eb, 0);
        CHECK(fp254_equal(&c, &ea));
        fp254_cmov(&c, &eb, 1);
        CHECK(fp254_equal(&c, &eb));
        CHECK(fp254_is_zero(&ea) == (memcmp(a, zero, 32) == 0));
        CHECK(fp254_is_lexlargest(&ea) == !ref_geq(half, a, 4));
    }
}

static void test_codec(void) {
    uint8_t buf[32], out[32];
    uint64_t x[4], got[4];
    fp254 e;
    for (int i = 0; i < 100; i++) {
        sample(x, i);
        be32(buf, x);
        CHECK(fp254_decode(&e, buf) == ECB_OK);
        fp254_from_mont(got, &e);
        CHECK_MEM(got, x, 32);
        fp254_encode(out, &e);
        CHECK_MEM(out, buf, 32);
    }
    /* p, p + 1, 2^256 - 1, the top bits (the flag bits of gnark's compressed form) */
    memcpy(x, P, 32);
    be32(buf, x);
    CHECK(fp254_decode(&e, buf) == ECB_ERR_NON_CANONICAL);
    CHECK(fp254_is_zero(&e));
    x[0] += 1;
    be32(buf, x);
    CHECK(fp254_decode(&e, buf) == ECB_ERR_NON_CANONICAL);
    memset(buf, 0xff, 32);
    CHECK(fp254_decode(&e, buf) == ECB_ERR_NON_CANONICAL);
    for (int bit = 0; bit < 2; bit++) {
        memset(buf, 0, 32);
        buf[0] = (uint8_t)(0x80 >> bit);
        CHECK(fp254_decode(&e, buf) == ECB_ERR_NON_CANONICAL);
    }
    for (int i = 0; i < 200; i++) {
        tl_random(x, 32);
        if (i % 2) x[3] &= (1ULL << 62) - 1; /* near p: about a quarter above it */
        be32(buf, x);
        CHECK((fp254_decode(&e, buf) == ECB_OK) == !ref_geq(x, P, 4));
    }
}

static void test_inv(void) {
    uint64_t a[4];
    fp254 ea, ei, ev, er, one, zero;
    fp254_one(&one);
    fp254_zero(&zero);
    for (int i = 1; i < 120; i++) {
        elem(&ea, a, i);
        fp254_inv(&ei, &ea);
        fp254_inv_var(&ev, &ea);
        CHECK(fp254_equal(&ei, &ev));
        fp254_mul(&er, &ea, &ei);
        CHECK(fp254_equal(&er, &one));
    }
    fp254_inv(&ei, &zero);
    CHECK(fp254_is_zero(&ei));
    fp254_inv_var(&ei, &zero);
    CHECK(fp254_is_zero(&ei));
    /* batch inversion with zeros in the input, out of place and in place */
    fp254 in[17], out[17], scratch[17];
    for (int i = 0; i < 17; i++)
        elem(&in[i], a, (i % 5 == 3) ? 0 : 300 + i);
    fp254_batch_inv(out, in, 17, scratch);
    for (int i = 0; i < 17; i++) {
        fp254_inv(&ei, &in[i]);
        CHECK(fp254_equal(&out[i], &ei));
    }
    fp254_batch_inv_var(in, in, 17, scratch);
    for (int i = 0; i < 17; i++)
        CHECK(fp254_equal(&out[i], &in[i]));
}

static void test_pow_sqrt(void) {
    uint64_t a[4], e[4], want[4], got[4], pm1_half[4];
    fp254 ea, er, sq, root, neg_root;
    sample(pm1_half, 5);
    int squares = 0, non_squares = 0;
    for (int i = 0; i < 80; i++) {
        elem(&ea, a, i);
        if (i < 8) { /* pow against the reference */
            tl_random(e, 32);
            if (i == 0) memset(e, 0, 32);                        /* a^0 = 1 */
            if (i == 1) memset(e, 0, 32), e[0] = 1;              /* a^1 = a */
            if (i == 2) memset(e, 0xff, 32);                     /* all 256 bits set */
            if (i == 3) memset(e, 0, 32), e[3] = 1ULL << 63;     /* a lone top bit */
            if (i == 4) memset(e, 0, 32), e[0] = 0x10, e[2] = 3; /* windows across limbs */
            fp254_pow(&er, &ea, e);
            fp254_from_mont(got, &er);
            ref_powmod(want, a, e, 4, P, 4);
            CHECK_MEM(got, want, 32);
        }
        /* square roots exactly of the squares (Euler's criterion by the reference) */
        ref_powmod(want, a, pm1_half, 4, P, 4);
        int euler = (want[0] == 1 && !(want[1] | want[2] | want[3])) ? 1
                    : fp254_is_zero(&ea)                             ? 0
                                                                     : -1;
        int ok = fp254_sqrt(&root, &ea);
        CHECK(ok == (euler >= 0));
        if (ok) {
            fp254_sqr(&er, &root);
            CHECK(fp254_equal(&er, &ea));
        }
        squares += euler == 1;
        non_squares += euler == -1;
        fp254_sqr(&sq, &ea);
        CHECK(fp254_sqrt(&root, &sq) == 1);
        fp254_neg(&neg_root, &root);
        CHECK(fp254_equal(&root, &ea) || fp254_equal(&neg_root, &ea));
    }
    CHECK(squares > 10 && non_squares > 10);
}

/* Fixed values: 1 is R mod p (the template's FP4_ONE_R), 1/2 is (p + 1) / 2, and 3 is not a
 * square (so no point (0, y) lies on y^2 = x^3 + 3: G1 has prime order, no 3-torsion). */
static void test_fixed(void) {
    static const uint64_t r_mod_p[4] = {0xd35d438dc58f0d9dULL, 0x0a78eb28f5c70b3dULL,
                                        0x666ea36f7879462cULL, 0x0e0a77c19a07df2fULL};
    uint64_t got[4], want[4], two256[5] = {0, 0, 0, 0, 1};
    fp254 one, t, root;
    fp254_one(&one);
    CHECK_MEM(one.v, r_mod_p, 32);
    ref_mod(want, two256, 5, P, 4);
    CHECK_MEM(one.v, want, 32);
    fp254_from_u64(&t, 1);
    CHECK(fp254_equal(&t, &one));
    fp254_from_u64(&t, 2);
    fp254_inv(&t, &t);
    fp254_from_mont(got, &t);
    memcpy(want, P, 32);
    want[0] += 1; /* p + 1 < 2^256, no carry out of limb 0 (p is odd, below 2^64 - 1) */
    for (int k = 0; k < 3; k++)
        want[k] = (want[k] >> 1) | (want[k + 1] << 63);
    want[3] >>= 1;
    CHECK_MEM(got, want, 32);
    fp254_from_u64(&t, 3);
    CHECK(fp254_sqrt(&root, &t) == 0);
    fp254_from_u64(&t, 4); /* 4 = 2^2 */
    CHECK(fp254_sqrt(&root, &t) == 1);
}

int main(void) {
    tl_init();
    printf("mulx/adx kernel: %s\n", ecb_cpu_has_mulx_adx() ? "tested" : "not available");
    test_mul();
    test_add_family();
    test_codec();
    test_inv();
    test_pow_sqrt();
    test_fixed();
    return tl_finish("test_field_fp4x64");
}
