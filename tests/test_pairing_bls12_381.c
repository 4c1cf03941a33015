/* The pairing of BLS12-381 and its tower (src/field/bls12/fp6_381.c, fp12_381.c,
 * src/pairing/):
 *  - every case of ../shared/vectors/bls-signatures/pairing.json (blst's values), single and
 *    multi-pairings, through the internal layers and the public API (include/ecbatch/pairing.h);
 *  - the tower: Frobenius constants recomputed from p, Frobenius against a^p and its 12th
 *    power against the identity, products against schoolbook ones, squaring against product,
 *    inverses, the sparse line product against a full one, cyclotomic squaring against
 *    squaring on cyclotomic elements;
 *  - the final exponentiation against the plain power (p^12 - 1) / r;
 *  - bilinearity, non-degeneracy, identities, prepared against unprepared, multi-pairing against
 *    the product of single pairings;
 *  - GT: encoding round trip, non-canonical and non-member rejection, membership against
 *    a^r = 1, exponentiation (constant-time against variable-time). */
#include <jansson.h>

#include "testlib.h"

#include "ecbatch/bls12_381.h"
#include "ecbatch/pairing.h"
#include "field/bls12/fp12_381.h"
#include "field/bls12/fr381.h"
#include "group/bls12/bls12_381_codec.h"
#include "pairing/gt_381.h"
#include "pairing/pairing_381.h"

_Static_assert(sizeof(ecb_bls12_381_g1_affine) == sizeof(g1_381_aff), "G1 affine layout");
_Static_assert(sizeof(ecb_bls12_381_g2_affine) == sizeof(g2_381_aff), "G2 affine layout");

/* ---- helpers ------------------------------------------------------------------------------ */

static const uint64_t P_LIMBS[6] = {0xb9feffffffffaaabULL, 0x1eabfffeb153ffffULL,
                                    0x6730d2a0f6b0f624ULL, 0x64774b84f38512bfULL,
                                    0x4b1ba7b6434bacd7ULL, 0x1a0111ea397fe69aULL};
static const uint64_t R_LIMBS[4] = {0xffffffff00000001ULL, 0x53bda402fffe5bfeULL,
                                    0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL};
/* (p^4 - p^2 + 1) / r, printed by Python from p and r; test_exponents checks it by
 * multiplication. */
static const uint64_t LAMBDA[20] = {
    0xe516c3f438e3ba79ULL, 0xfa9912aae208ccf1ULL, 0x905ce937335d5b68ULL, 0xc71a2629b0dea236ULL,
    0x83774940996754c8ULL, 0x21d160aeb6a1e799ULL, 0x2ed0b283ed237db4ULL, 0x915c97f36c6f1821ULL,
    0x67f17fcbde783765ULL, 0x2378b9039096d1b7ULL, 0x7988f8761bdc51dcULL, 0x2076995003fc77a1ULL,
    0x827eca0ba621315bULL, 0xe5a72bce8d63cb9fULL, 0xf68f7764c28b6f8aULL, 0x2f230063cf081517ULL,
    0x94506632528d6a9aULL, 0xd3cde88eeb996ca3ULL, 0xc0bd38c3195c899eULL, 0x000f686b3d807d01ULL};

/* r = a b for little-endian limb arrays (r has na + nb limbs, not aliasing a or b). */
static void big_mul(uint64_t *r, const uint64_t *a, size_t na, const uint64_t *b, size_t nb) {
    memset(r, 0, (na + nb) * sizeof *r);
    for (size_t i = 0; i < na; i++) {
        unsigned __int128 c = 0;
        for (size_t j = 0; j < nb; j++) {
            c += (unsigned __int128)a[i] * b[j] + r[i + j];
            r[i + j] = (uint64_t)c;
            c >>= 64;
        }
        r[i + nb] = (uint64_t)c;
    }
}

/* a += s (a small signed value) over n limbs, with carries / borrows */
static void big_add_small(uint64_t *a, size_t n, int64_t s) {
    if (s >= 0) {
        uint64_t c = (uint64_t)s;
        for (size_t i = 0; i < n && c; i++) {
            a[i] += c;
            c = a[i] < c;
        }
    } else {
        uint64_t b = (uint64_t)(-s);
        for (size_t i = 0; i < n && b; i++) {
            uint64_t o = a[i];
            a[i] -= b;
            b = o < b;
        }
    }
}

/* a -= b over n limbs (a >= b) */
static void big_sub(uint64_t *a, const uint64_t *b, size_t n) {
    uint64_t bw = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned __int128 d = (unsigned __int128)a[i] - b[i] - bw;
        a[i] = (uint64_t)d;
        bw = (uint64_t)(d >> 64) & 1;
    }
}

/* q = a / d (a of n limbs), returns the remainder */
static uint64_t big_div_small(uint64_t *q, const uint64_t *a, size_t n, uint64_t d) {
    unsigned __int128 rem = 0;
    for (size_t i = n; i-- > 0;) {
        rem = (rem << 64) | a[i];
        q[i] = (uint64_t)(rem / d);
        rem %= d;
    }
    return (uint64_t)rem;
}

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

static void rand_fp6(fp6_381 *r) {
    rand_fp2(&r->c0);
    rand_fp2(&r->c1);
    rand_fp2(&r->c2);
}

static void rand_fp12(fp12_381 *r) {
    rand_fp6(&r->c0);
    rand_fp6(&r->c1);
}

/* The Fp2 coefficient of w^i (i < 6): g0, h0, g1, h1, g2, h2. */
static fp2_381 *coeff(fp12_381 *a, int i) {
    fp6_381 *half = (i & 1) ? &a->c1 : &a->c0;
    return i < 2 ? &half->c0 : i < 4 ? &half->c1 : &half->c2;
}

/* Schoolbook product in the basis 1, w, ..., w^5 with w^6 = 1 + u: independent of the
 * Karatsuba tower. */
static void fp12_mul_schoolbook(fp12_381 *r, const fp12_381 *a, const fp12_381 *b) {
    fp12_381 x = *a, y = *b;
    fp2_381 acc[11], t;
    for (int k = 0; k < 11; k++)
        fp2_381_zero(&acc[k]);
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++) {
            fp2_381_mul(&t, coeff(&x, i), coeff(&y, j));
            fp2_381_add(&acc[i + j], &acc[i + j], &t);
        }
    for (int k = 6; k < 11; k++) {
        fp2_381_mul_by_nonresidue(&t, &acc[k]);
        fp2_381_add(&acc[k - 6], &acc[k - 6], &t);
    }
    for (int i = 0; i < 6; i++)
        *coeff(r, i) = acc[i];
}

/* a^e by plain square and multiply in Fp12 (no cyclotomic shortcut), e of n limbs. */
static void fp12_pow_plain(fp12_381 *r, const fp12_381 *a, const uint64_t *e, size_t n) {
    fp12_381 acc;
    fp12_381_one(&acc);
    for (size_t i = n * 64; i-- > 0;) {
        fp12_381_sqr(&acc, &acc);
        if ((e[i / 64] >> (i % 64)) & 1) fp12_381_mul(&acc, &acc, a);
    }
    *r = acc;
}

static void fp2_pow_plain(fp2_381 *r, const fp2_381 *a, const uint64_t *e, size_t n) {
    fp2_381 acc;
    fp2_381_one(&acc);
    for (size_t i = n * 64; i-- > 0;) {
        fp2_381_sqr(&acc, &acc);
        if ((e[i / 64] >> (i % 64)) & 1) fp2_381_mul(&acc, &acc, a);
    }
    *r = acc;
}

/* The easy part f^((p^6 - 1)(p^2 + 1)): a cyclotomic element. */
static void easy_part(fp12_381 *m, const fp12_381 *f) {
    fp12_381 t;
    fp12_381_inv(&t, f);
    fp12_381_conj(m, f);
    fp12_381_mul(m, m, &t);
    fp12_381_frobenius(&t, m, 2);
    fp12_381_mul(m, m, &t);
}

static void rand_scalar(ecb_bls12_381_scalar *k) {
    uint8_t b[64];
    tl_random(b, 64);
    ecb_bls12_381_scalar_reduce64(k, b);
}

static void g1_mul_aff(g1_381_aff *r, const ecb_bls12_381_g1 *base, const ecb_bls12_381_scalar *k) {
    ecb_bls12_381_g1 t;
    ecb_bls12_381_g1_affine a;
    ecb_bls12_381_g1_mul(&t, k, base);
    ecb_bls12_381_g1_to_affine(&a, &t);
    memcpy(r, &a, sizeof *r);
}

static void g2_mul_aff(g2_381_aff *r, const ecb_bls12_381_g2 *base, const ecb_bls12_381_scalar *k) {
    ecb_bls12_381_g2 t;
    ecb_bls12_381_g2_affine a;
    ecb_bls12_381_g2_mul(&t, k, base);
    ecb_bls12_381_g2_to_affine(&a, &t);
    memcpy(r, &a, sizeof *r);
}

static void decode_p(g1_381_aff *p, const char *hex) {
    uint8_t b[48];
    ecb_bls12_381_g1_affine a;
    CHECK(tl_hex_to_bytes(b, 48, hex) == 0);
    CHECK(ecb_bls12_381_g1_decode_affine(&a, b) == ECB_OK);
    memcpy(p, &a, sizeof *p);
}

static void decode_q(g2_381_aff *q, const char *hex) {
    uint8_t b[96];
    ecb_bls12_381_g2_affine a;
    CHECK(tl_hex_to_bytes(b, 96, hex) == 0);
    CHECK(ecb_bls12_381_g2_decode_affine(&a, b) == ECB_OK);
    memcpy(q, &a, sizeof *q);
}

static void pairing_internal(fp12_381 *r, const g1_381_aff *p, const g2_381_aff *q, size_t n) {
    g2_381_proj scratch[80];
    fp12_381 f;
    pairing_381_miller_loop_n(&f, p, q, n, scratch);
    pairing_381_final_exp(r, &f);
}

/* ---- the tower ---------------------------------------------------------------------------- */

/* Each gamma_{k, i} = xi^(i (p^k - 1) / 6) from p: gamma_{1, 1} = xi^((p - 1) / 6),
 * gamma_{1, i} = gamma_{1, 1}^i, and with (p^2 - 1) / 6 = ((p - 1) / 6)(p + 1) and
 * (p^3 - 1) / 6 = ((p - 1) / 6)(p^2 + p + 1), where y^p = conj(y) in Fp2:
 * gamma_{2, i} = g conj(g), gamma_{3, i} = g^2 conj(g) for g = gamma_{1, i}. */
static void test_frobenius_constants(void) {
    uint64_t pm1[6], e[6];
    memcpy(pm1, P_LIMBS, sizeof pm1);
    pm1[0] -= 1;
    CHECK(big_div_small(e, pm1, 6, 6) == 0);
    fp2_381 xi, g1, g, c, t;
    fp2_381_one(&xi);
    fp381_one(&xi.c1);
    fp2_pow_plain(&g1, &xi, e, 6);
    g = g1;
    for (int i = 1; i <= 5; i++) {
        fp2_381_conj(&c, &g);
        CHECK(fp2_381_equal(&fp12_381_frobenius_coeff[0][i - 1], &g));
        fp2_381_mul(&t, &g, &c);
        CHECK(fp2_381_equal(&fp12_381_frobenius_coeff[1][i - 1], &t));
        fp2_381_mul(&t, &t, &g);
        CHECK(fp2_381_equal(&fp12_381_frobenius_coeff[2][i - 1], &t));
        fp2_381_mul(&g, &g, &g1);
    }
}

static void test_frobenius(void) {
    for (int it = 0; it < 4; it++) {
        fp12_381 a, b, c, d;
        rand_fp12(&a);
        fp12_381_frobenius(&b, &a, 1);
        fp12_pow_plain(&c, &a, P_LIMBS, 6);
        CHECK(fp12_381_equal(&b, &c)); /* a^p */
        fp12_381_frobenius(&c, &b, 1);
        fp12_381_frobenius(&d, &a, 2);
        CHECK(fp12_381_equal(&c, &d));
        fp12_381_frobenius(&c, &c, 1);
        fp12_381_frobenius(&d, &a, 3);
        CHECK(fp12_381_equal(&c, &d));
        c = a;
        for (int k = 0; k < 12; k++)
            fp12_381_frobenius(&c, &c, 1);
        CHECK(fp12_381_equal(&c, &a));
        CHECK(!fp12_381_equal(&b, &a));
        for (int k = 1; k <= 3; k++) { /* Fp6's map is Fp12's on c0 */
            fp6_381 s;
            fp6_381_frobenius(&s, &a.c0, k);
            fp12_381_frobenius(&c, &a, k);
            CHECK(fp6_381_equal(&s, &c.c0));
        }
    }
}

static void test_arithmetic(void) {
    for (int it = 0; it < 20; it++) {
        fp12_381 a, b, c, d, e;
        rand_fp12(&a);
        rand_fp12(&b);
        fp12_381_mul(&c, &a, &b);
        fp12_mul_schoolbook(&d, &a, &b);
        CHECK(fp12_381_equal(&c, &d));
        fp12_381_sqr(&c, &a);
        fp12_mul_schoolbook(&d, &a, &a);
        CHECK(fp12_381_equal(&c, &d));
        fp12_381_inv(&c, &a);
        fp12_381_mul(&d, &c, &a);
        CHECK(fp12_381_is_one(&d));
        /* the sparse line product against the full one */
        fp2_381 l0, l1, l2;
        rand_fp2(&l0);
        rand_fp2(&l1);
        rand_fp2(&l2);
        fp12_381_zero(&e);
        e.c0.c0 = l0;
        e.c0.c1 = l1;
        e.c1.c1 = l2;
        fp12_381_mul_by_line(&c, &a, &l0, &l1, &l2);
        fp12_mul_schoolbook(&d, &a, &e);
        CHECK(fp12_381_equal(&c, &d));
        /* Fp6 */
        fp6_381 x, y, z, w;
        fp6_381_mul(&x, &a.c0, &b.c0);
        fp6_381_sqr(&y, &a.c0);
        fp6_381_mul(&z, &a.c0, &a.c0);
        CHECK(fp6_381_equal(&y, &z));
        fp6_381_inv(&y, &a.c0);
        fp6_381_mul(&z, &y, &a.c0);
        fp6_381_one(&w);
        CHECK(fp6_381_equal(&z, &w));
        fp6_381_mul_by_01(&y, &a.c0, &l0, &l1);
        fp6_381_zero(&w);
        w.c0 = l0;
        w.c1 = l1;
        fp6_381_mul(&z, &a.c0, &w);
        CHECK(fp6_381_equal(&y, &z));
        fp6_381_mul_by_1(&y, &a.c0, &l2);
        fp6_381_zero(&w);
        w.c1 = l2;
        fp6_381_mul(&z, &a.c0, &w);
        CHECK(fp6_381_equal(&y, &z));
        (void)x;
    }
    fp12_381 z, r;
    fp12_381_zero(&z);
    fp12_381_inv(&r, &z);
    CHECK(fp12_381_equal(&r, &z));
}

static void test_cyclotomic(void) {
    for (int it = 0; it < 8; it++) {
        fp12_381 a, m, s, c;
        rand_fp12(&a);
        easy_part(&m, &a);
        fp12_381_sqr(&s, &m);
        fp12_381_cyclotomic_sqr(&c, &m);
        CHECK(fp12_381_equal(&s, &c));
        fp12_381_conj(&c, &m); /* the inverse of a unitary element */
        fp12_381_mul(&c, &c, &m);
        CHECK(fp12_381_is_one(&c));
        /* outside the subgroup the shortcut is wrong: the check above can fail */
        fp12_381_sqr(&s, &a);
        fp12_381_cyclotomic_sqr(&c, &a);
        CHECK(!fp12_381_equal(&s, &c));
    }
}

/* LAMBDA r = p^4 - p^2 + 1, and the final exponentiation is the plain power
 * 3 (p^12 - 1) / r = (p^6 - 1)(p^2 + 1) 3 LAMBDA, the cube of the reduced pairing. */
static void test_final_exp(void) {
    uint64_t p2[24] = {0}, lr[24], l3[21];
    big_mul(p2, P_LIMBS, 6, P_LIMBS, 6);
    big_mul(lr, p2, 12, p2, 12);
    big_sub(lr, p2, 24);
    big_add_small(lr, 24, 1);
    uint64_t prod[24];
    big_mul(prod, LAMBDA, 20, R_LIMBS, 4);
    CHECK(memcmp(prod, lr, sizeof prod) == 0);
    uint64_t three = 3;
    big_mul(l3, LAMBDA, 20, &three, 1);
    for (int it = 0; it < 2; it++) {
        fp12_381 f, m, want, got, plain;
        rand_fp12(&f);
        easy_part(&m, &f);
        fp12_pow_plain(&want, &m, l3, 21);
        pairing_381_final_exp(&got, &f);
        CHECK(fp12_381_equal(&got, &want));
        fp12_pow_plain(&plain, &m, LAMBDA, 20);
        fp12_381_cyclotomic_sqr(&m, &plain);
        fp12_381_mul(&m, &m, &plain);
        CHECK(fp12_381_equal(&got, &m)); /* the cube of the plain power */
        CHECK(!fp12_381_equal(&got, &plain));
    }
}

/* ---- pairing properties -------------------------------------------------------------------- */

static void test_bilinearity(void) {
    ecb_bls12_381_g1 G1;
    ecb_bls12_381_g2 G2;
    ecb_bls12_381_g1_generator(&G1);
    ecb_bls12_381_g2_generator(&G2);
    for (int it = 0; it < 3; it++) {
        ecb_bls12_381_scalar s, t, a, b, one = {{1, 0, 0, 0}};
        rand_scalar(&s);
        rand_scalar(&t);
        rand_scalar(&a);
        rand_scalar(&b);
        g1_381_aff P, aP, P2, PP2;
        g2_381_aff Q, bQ, Q2, QQ2;
        g1_mul_aff(&P, &G1, &s);
        g2_mul_aff(&Q, &G2, &t);
        g1_mul_aff(&aP, &G1, &s); /* recomputed below as a s G1 */
        fr381 fa, fb, fs, ft, fab;
        fr381_to_mont(&fa, a.v);
        fr381_to_mont(&fb, b.v);
        fr381_to_mont(&fs, s.v);
        fr381_to_mont(&ft, t.v);
        ecb_bls12_381_scalar as, bt, ab;
        fr381_mul(&fab, &fa, &fs);
        fr381_from_mont(as.v, &fab);
        fr381_mul(&fab, &fb, &ft);
        fr381_from_mont(bt.v, &fab);
        fr381_mul(&fab, &fa, &fb);
        fr381_from_mont(ab.v, &fab);
        g1_mul_aff(&aP, &G1, &as);
        g2_mul_aff(&bQ, &G2, &bt);
        fp12_381 e, eab, want;
        pairing_internal(&e, &P, &Q, 1);
        pairing_internal(&eab, &aP, &bQ, 1);
        gt_381_pow_var(&want, &e, ab.v, 4);
        CHECK(fp12_381_equal(&eab, &want)); /* e(aP, bQ) = e(P, Q)^(ab) */
        CHECK(!fp12_381_is_one(&e));
        CHECK(gt_381_is_member_var(&e));
        gt_381_pow(&eab, &e, ab.v); /* constant time = variable time */
        CHECK(fp12_381_equal(&eab, &want));
        /* additivity on each side */
        ecb_bls12_381_scalar u;
        rand_scalar(&u);
        g1_mul_aff(&P2, &G1, &u);
        g2_mul_aff(&Q2, &G2, &u);
        fr381 fu, fsum;
        fr381_to_mont(&fu, u.v);
        fr381_add(&fsum, &fs, &fu);
        ecb_bls12_381_scalar su;
        fr381_from_mont(su.v, &fsum);
        g1_mul_aff(&PP2, &G1, &su);
        fr381_add(&fsum, &ft, &fu);
        fr381_from_mont(su.v, &fsum);
        g2_mul_aff(&QQ2, &G2, &su);
        fp12_381 x, y, z;
        pairing_internal(&x, &PP2, &Q, 1);
        pairing_internal(&y, &P2, &Q, 1);
        fp12_381_mul(&y, &y, &e);
        CHECK(fp12_381_equal(&x, &y)); /* e(P + P', Q) = e(P, Q) e(P', Q) */
        pairing_internal(&x, &P, &QQ2, 1);
        pairing_internal(&z, &P, &Q2, 1);
        fp12_381_mul(&z, &z, &e);
        CHECK(fp12_381_equal(&x, &z)); /* e(P, Q + Q') = e(P, Q) e(P, Q') */
        /* e(-P, Q) = e(P, Q)^-1, and the pair multiplies to 1 */
        g1_381_aff pp[2] = {P, P};
        g2_381_aff qq[2] = {Q, Q};
        fp381_neg(&pp[1].y, &pp[1].y);
        pairing_internal(&x, &pp[1], &Q, 1);
        fp12_381_conj(&y, &e);
        CHECK(fp12_381_equal(&x, &y));
        pairing_internal(&x, pp, qq, 2);
        CHECK(fp12_381_is_one(&x));
        (void)one;
    }
}

/* Identity pairs contribute 1 wherever they are; the multi-pairing equals the product of the
 * single pairings; prepared lines give the unprepared value. */
static void test_multi_and_prepared(void) {
    ecb_bls12_381_g1 G1;
    ecb_bls12_381_g2 G2;
    ecb_bls12_381_g1_generator(&G1);
    ecb_bls12_381_g2_generator(&G2);
    enum { N = 9 };
    g1_381_aff p[N];
    g2_381_aff q[N];
    fp12_381 single[N], prod, multi, one;
    fp12_381_one(&one);
    for (int i = 0; i < N; i++) {
        ecb_bls12_381_scalar s;
        rand_scalar(&s);
        g1_mul_aff(&p[i], &G1, &s);
        rand_scalar(&s);
        g2_mul_aff(&q[i], &G2, &s);
    }
    memset(&p[3], 0, sizeof p[3]); /* identities on either side */
    memset(&q[5], 0, sizeof q[5]);
    memset(&p[7], 0, sizeof p[7]);
    memset(&q[7], 0, sizeof q[7]);
    fp12_381_one(&prod);
    for (int i = 0; i < N; i++) {
        pairing_internal(&single[i], &p[i], &q[i], 1);
        if (i == 3 || i == 5 || i == 7) CHECK(fp12_381_is_one(&single[i]));
        fp12_381_mul(&prod, &prod, &single[i]);
    }
    for (size_t n = 1; n <= N; n++) {
        fp12_381 want;
        fp12_381_one(&want);
        for (size_t i = 0; i < n; i++)
            fp12_381_mul(&want, &want, &single[i]);
        pairing_internal(&multi, p, q, n);
        CHECK(fp12_381_equal(&multi, &want));
    }
    /* prepared lines, internally and through the API */
    static pairing_381_line lines[N][PAIRING_381_LINES];
    const unsigned char *lp[N];
    for (int i = 0; i < N; i++) {
        if (g2_381_aff_is_identity(&q[i])) {
            lp[i] = NULL;
            continue;
        }
        pairing_381_prepare(lines[i], &q[i]);
        lp[i] = (const unsigned char *)lines[i];
    }
    fp12_381 f;
    pairing_381_miller_loop_prepared_n(&f, p, lp, N);
    pairing_381_final_exp(&f, &f);
    CHECK(fp12_381_equal(&f, &prod));

    size_t size = ecb_bls12_381_g2_prepared_size();
    CHECK(size == 16 + PAIRING_381_LINES * sizeof(pairing_381_line));
    unsigned char *buf = malloc(N * size + 1);
    const void *bp[N];
    for (int i = 0; i < N; i++) {
        bp[i] = buf + 1 + i * size; /* unaligned on purpose */
        CHECK(ecb_bls12_381_g2_prepare(buf + 1 + i * size, size,
                                       (const ecb_bls12_381_g2_affine *)&q[i]) == ECB_OK);
    }
    ecb_bls12_381_gt out, want;
    memcpy(&want, &prod, sizeof want);
    CHECK(ecb_bls12_381_multi_pairing_prepared(&out, (const ecb_bls12_381_g1_affine *)p, bp, size,
                                               N) == ECB_OK);
    CHECK(ecb_bls12_381_gt_equal(&out, &want));
    CHECK(ecb_bls12_381_multi_pairing_affine(&out, (const ecb_bls12_381_g1_affine *)p,
                                             (const ecb_bls12_381_g2_affine *)q, N) == ECB_OK);
    CHECK(ecb_bls12_381_gt_equal(&out, &want));
    /* prepared-API errors */
    CHECK(ecb_bls12_381_g2_prepare(buf, size - 1, (const ecb_bls12_381_g2_affine *)&q[0]) ==
          ECB_ERR_SCRATCH_TOO_SMALL);
    CHECK(ecb_bls12_381_g2_prepare(NULL, size, (const ecb_bls12_381_g2_affine *)&q[0]) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_multi_pairing_prepared(&out, (const ecb_bls12_381_g1_affine *)p, bp,
                                               size - 1, N) == ECB_ERR_SCRATCH_TOO_SMALL);
    CHECK(!ecb_bls12_381_gt_is_one(&out) && !ecb_bls12_381_gt_equal(&out, &out));
    buf[1 + 2 * size] ^= 1; /* a header that prepare did not write */
    CHECK(ecb_bls12_381_multi_pairing_prepared(&out, (const ecb_bls12_381_g1_affine *)p, bp, size,
                                               N) == ECB_ERR_INVALID_ARGUMENT);
    buf[1 + 2 * size] ^= 1;
    memset(buf + 1 + 2 * size + 8, 2, 8); /* identity flag out of range */
    CHECK(ecb_bls12_381_multi_pairing_prepared(&out, (const ecb_bls12_381_g1_affine *)p, bp, size,
                                               N) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls12_381_g2_prepare(buf + 1 + 2 * size, size,
                                   (const ecb_bls12_381_g2_affine *)&q[2]) == ECB_OK);
    CHECK(ecb_bls12_381_multi_pairing_prepared(&out, (const ecb_bls12_381_g1_affine *)p, bp, size,
                                               N) == ECB_OK);
    CHECK(ecb_bls12_381_gt_equal(&out, &want));
    bp[4] = NULL;
    CHECK(ecb_bls12_381_multi_pairing_prepared(&out, (const ecb_bls12_381_g1_affine *)p, bp, size,
                                               N) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_multi_pairing_prepared(&out, (const ecb_bls12_381_g1_affine *)p, bp, size,
                                               ECB_BLS12_381_PAIRING_MAX_PAIRS + 1) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls12_381_multi_pairing_prepared(&out, NULL, NULL, 0, 0) == ECB_OK);
    CHECK(ecb_bls12_381_gt_is_one(&out));
    free(buf);
}

/* ---- GT ------------------------------------------------------------------------------------- */

static void test_gt(void) {
    fp12_381 e, x, y;
    g1_381_aff P;
    g2_381_aff Q;
    ecb_bls12_381_g1 G1;
    ecb_bls12_381_g2 G2;
    ecb_bls12_381_scalar s;
    ecb_bls12_381_g1_generator(&G1);
    ecb_bls12_381_g2_generator(&G2);
    rand_scalar(&s);
    g1_mul_aff(&P, &G1, &s);
    g2_mul_aff(&Q, &G2, &s);
    pairing_internal(&e, &P, &Q, 1);

    uint8_t b[576], c[576];
    gt_381_encode(b, &e);
    CHECK(gt_381_decode(&x, b) == ECB_OK);
    CHECK(fp12_381_equal(&x, &e));
    ecb_bls12_381_gt g, h;
    CHECK(ecb_bls12_381_gt_decode(&g, b) == ECB_OK);
    ecb_bls12_381_gt_encode(c, &g);
    CHECK_MEM(b, c, 576);
    /* the identity's bytes */
    ecb_bls12_381_gt_one(&h);
    ecb_bls12_381_gt_encode(c, &h);
    CHECK(c[47] == 1);
    c[47] = 0;
    uint8_t zeros[576] = {0};
    CHECK_MEM(c, zeros, 576);
    /* every coefficient >= p is rejected: p itself, the value plus p (which reduction mod p
     * would map back to a member), all bits set */
    uint8_t pbytes[48];
    fp381 pm1;
    fp381_one(&pm1);
    fp381_neg(&pm1, &pm1);
    fp381_encode(pbytes, &pm1); /* p - 1, then + 1 */
    for (int i = 47; i >= 0 && ++pbytes[i] == 0; i--)
        ;
    for (int k = 0; k < 12; k++) {
        uint8_t t[576];
        memcpy(t, b, 576);
        memcpy(t + 48 * k, pbytes, 48);
        CHECK(ecb_bls12_381_gt_decode(&h, t) == ECB_ERR_NON_CANONICAL);
        CHECK(!ecb_bls12_381_gt_is_one(&h) && !ecb_bls12_381_gt_equal(&h, &h));
        memcpy(t, b, 576);
        unsigned carry = 0;
        for (int i = 47; i >= 0; i--) {
            carry += (unsigned)t[48 * k + i] + pbytes[i];
            t[48 * k + i] = (uint8_t)carry;
            carry >>= 8;
        }
        CHECK(carry == 0 && ecb_bls12_381_gt_decode(&h, t) == ECB_ERR_NON_CANONICAL);
        memset(t + 48 * k, 0xff, 48);
        CHECK(gt_381_decode(&y, t) == ECB_ERR_NON_CANONICAL);
    }
    /* membership: GT elements pass, anything else fails, and the test agrees with a^r = 1 */
    fp12_381 a, m, t;
    for (int it = 0; it < 6; it++) {
        rand_fp12(&a);
        easy_part(&m, &a);
        const fp12_381 *cand[3] = {&a, &m, &e};
        for (int j = 0; j < 3; j++) {
            gt_381_pow_var(&t, cand[j], R_LIMBS, 4);
            int by_order = fp12_381_is_one(&t) && j != 0; /* a^r via cyclotomic squarings */
            if (j == 0) {
                fp12_pow_plain(&t, cand[j], R_LIMBS, 4);
                by_order = fp12_381_is_one(&t);
            }
            CHECK(gt_381_is_member_var(cand[j]) == by_order);
            CHECK(by_order == (j == 2));
        }
        fp12_381_mul(&e, &e, &e);
    }
    CHECK(gt_381_is_member_var(&e));
    fp12_381_mul(&t, &e, &m);
    CHECK(!gt_381_is_member_var(&t));
    gt_381_encode(c, &t);
    CHECK(ecb_bls12_381_gt_decode(&h, c) == ECB_ERR_NOT_IN_SUBGROUP);
    CHECK(ecb_bls12_381_gt_decode(&h, zeros) == ECB_ERR_NOT_IN_SUBGROUP); /* zero */
    CHECK(!ecb_bls12_381_gt_equal(&h, &h));
    /* An element of Fp* of order dividing |x| + 1 = -(x - 1) satisfies a^p = a = a^x, the second
     * test; only the cyclotomic test rejects it. */
    uint64_t pm1l[6], ex[6];
    memcpy(pm1l, P_LIMBS, sizeof pm1l);
    pm1l[0] -= 1;
    CHECK(big_div_small(ex, pm1l, 6, 0xd201000000010001ULL) == 0);
    fp381 base, small;
    fp381_from_u64(&base, 7);
    fp381_pow(&small, &base, ex);
    fp12_381_zero(&a);
    a.c0.c0.c0 = small;
    CHECK(!fp12_381_is_one(&a));
    fp12_381_frobenius(&x, &a, 1);
    const uint64_t abs_x = 0xd201000000010000ULL;
    fp12_pow_plain(&y, &a, &abs_x, 1);
    fp12_381_inv(&y, &y);
    CHECK(fp12_381_equal(&x, &y));
    CHECK(!gt_381_is_member_var(&a));
    /* public API: product, inverse, powers */
    ecb_bls12_381_gt ge, gi, gp, gv;
    memcpy(&ge, &e, sizeof ge);
    ecb_bls12_381_gt_inverse(&gi, &ge);
    ecb_bls12_381_gt_mul(&gp, &gi, &ge);
    CHECK(ecb_bls12_381_gt_is_one(&gp));
    CHECK(!ecb_bls12_381_gt_is_one(&ge));
    rand_scalar(&s);
    ecb_bls12_381_gt_pow(&gp, &ge, &s);
    ecb_bls12_381_gt_pow_var(&gv, &ge, &s);
    CHECK(ecb_bls12_381_gt_equal(&gp, &gv));
    CHECK(!ecb_bls12_381_gt_equal(&gp, &ge));
    ecb_bls12_381_scalar r1 = {{R_LIMBS[0] - 1, R_LIMBS[1], R_LIMBS[2], R_LIMBS[3]}};
    ecb_bls12_381_gt_pow(&gp, &ge, &r1); /* e^(r - 1) = e^-1 */
    CHECK(ecb_bls12_381_gt_equal(&gp, &gi));
    CHECK(ecb_bls12_381_gt_decode(NULL, b) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_gt_decode(&h, NULL) == ECB_ERR_NULL_POINTER);
}

/* ---- the byte-level API ----------------------------------------------------------------------- */

static void test_api(void) {
    ecb_bls12_381_g1 G1;
    ecb_bls12_381_g2 G2;
    ecb_bls12_381_g1_generator(&G1);
    ecb_bls12_381_g2_generator(&G2);
    uint8_t p[3 * 48], q[3 * 96];
    ecb_bls12_381_g1_encode(p, &G1);
    ecb_bls12_381_g2_encode(q, &G2);
    ecb_bls12_381_g1_negate(&G1, &G1);
    ecb_bls12_381_g1_encode(p + 48, &G1);
    memcpy(q + 96, q, 96);
    ecb_bls12_381_g1_identity(&G1);
    ecb_bls12_381_g1_encode(p + 96, &G1);
    memcpy(q + 192, q, 96);
    ecb_bls12_381_gt out, e;
    CHECK(ecb_bls12_381_pairing(&e, p, q) == ECB_OK);
    CHECK(!ecb_bls12_381_gt_is_one(&e));
    CHECK(ecb_bls12_381_multi_pairing(&out, p, 144, q, 288, 3) == ECB_OK);
    CHECK(ecb_bls12_381_gt_is_one(&out)); /* e(g1, g2) e(-g1, g2) e(O, g2) */
    CHECK(ecb_bls12_381_multi_pairing(&out, p, 48, q, 96, 1) == ECB_OK);
    CHECK(ecb_bls12_381_gt_equal(&out, &e));
    CHECK(ecb_bls12_381_multi_pairing(&out, NULL, 0, NULL, 0, 0) == ECB_OK);
    CHECK(ecb_bls12_381_gt_is_one(&out));
    /* errors: argument checks in their order, then decoding */
    CHECK(ecb_bls12_381_multi_pairing(NULL, p, 144, q, 288, 3) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_multi_pairing(&out, NULL, 144, q, 288, 3) == ECB_ERR_NULL_POINTER);
    CHECK(!ecb_bls12_381_gt_is_one(&out));
    CHECK(ecb_bls12_381_multi_pairing(&out, p, 144, q, 288, ECB_BLS12_381_PAIRING_MAX_PAIRS + 1) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls12_381_multi_pairing(&out, p, 144, q, 288, SIZE_MAX) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls12_381_multi_pairing(&out, p, 143, q, 288, 3) == ECB_ERR_LENGTH);
    CHECK(ecb_bls12_381_multi_pairing(&out, p, 144, q, 289, 3) == ECB_ERR_LENGTH);
    q[192 + 95] ^= 1; /* a G2 x that is (almost surely) off the curve or out of the group */
    ecb_status st = ecb_bls12_381_multi_pairing(&out, p, 144, q, 288, 3);
    CHECK(st == ECB_ERR_NOT_ON_CURVE || st == ECB_ERR_NOT_IN_SUBGROUP);
    CHECK(!ecb_bls12_381_gt_is_one(&out) && !ecb_bls12_381_gt_equal(&out, &e));
    q[192 + 95] ^= 1;
    p[48] &= 0x7f; /* compression bit cleared */
    CHECK(ecb_bls12_381_multi_pairing(&out, p, 144, q, 288, 3) == ECB_ERR_BAD_FLAGS);
    CHECK(ecb_bls12_381_pairing(&out, p + 48, q) == ECB_ERR_BAD_FLAGS);
    CHECK(ecb_bls12_381_pairing(&out, NULL, q) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_pairing(NULL, p, q) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_multi_pairing_affine(&out, NULL, NULL, 1) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_multi_pairing_affine(
              &out, NULL, NULL, ECB_BLS12_381_PAIRING_MAX_PAIRS + 1) == ECB_ERR_NULL_POINTER);
    ecb_bls12_381_g1_affine pa;
    ecb_bls12_381_g2_affine qa;
    CHECK(ecb_bls12_381_multi_pairing_affine(&out, &pa, &qa, ECB_BLS12_381_PAIRING_MAX_PAIRS + 1) ==
          ECB_ERR_SIZE_OVERFLOW);
}

/* ---- vectors ------------------------------------------------------------------------------ */

static void test_vectors(void) {
    json_error_t err;
    json_t *root = json_load_file(tl_vector_path("bls-signatures/pairing.json"), 0, &err);
    CHECK(root != NULL);
    if (root == NULL) return;
    json_t *cases = json_object_get(root, "cases");
    size_t i;
    json_t *c;
    int count = 0;
    json_array_foreach(cases, i, c) {
        const char *kind = json_string_value(json_object_get(c, "kind"));
        g1_381_aff p[64];
        g2_381_aff q[64];
        size_t n = 0;
        const char *want_hex;
        if (strcmp(kind, "pairing") == 0) {
            decode_p(&p[0], json_string_value(json_object_get(c, "p")));
            decode_q(&q[0], json_string_value(json_object_get(c, "q")));
            n = 1;
            want_hex = json_string_value(json_object_get(c, "output"));
        } else {
            json_t *pairs = json_object_get(c, "pairs"), *pr;
            size_t j;
            json_array_foreach(pairs, j, pr) {
                decode_p(&p[n], json_string_value(json_array_get(pr, 0)));
                decode_q(&q[n], json_string_value(json_array_get(pr, 1)));
                n++;
            }
            want_hex = json_string_value(json_object_get(c, "product"));
        }
        uint8_t want[576], got[576];
        CHECK(tl_hex_to_bytes(want, 576, want_hex) == 0);
        fp12_381 r;
        pairing_internal(&r, p, q, n);
        gt_381_encode(got, &r);
        CHECK_MEM(got, want, 576);
        /* the same through the public byte-level API */
        {
            ecb_bls12_381_g1_affine pa[64];
            ecb_bls12_381_g2_affine qa[64];
            uint8_t pb[64 * 48], qb[64 * 96];
            ecb_bls12_381_gt out;
            memcpy(pa, p, n * sizeof *pa);
            memcpy(qa, q, n * sizeof *qa);
            for (size_t j = 0; j < n; j++) {
                ecb_bls12_381_g1 pj;
                ecb_bls12_381_g2 qj;
                ecb_bls12_381_g1_from_affine(&pj, &pa[j]);
                ecb_bls12_381_g2_from_affine(&qj, &qa[j]);
                ecb_bls12_381_g1_encode(pb + 48 * j, &pj);
                ecb_bls12_381_g2_encode(qb + 96 * j, &qj);
            }
            CHECK(ecb_bls12_381_multi_pairing(&out, pb, 48 * n, qb, 96 * n, n) == ECB_OK);
            ecb_bls12_381_gt_encode(got, &out);
            CHECK_MEM(got, want, 576);
            CHECK(ecb_bls12_381_gt_decode(&out, want) == ECB_OK);
            json_t *is_one = json_object_get(c, "is_one");
            if (is_one != NULL) CHECK(ecb_bls12_381_gt_is_one(&out) == json_is_true(is_one));
        }
        if (memcmp(got, want, 576) != 0)
            fprintf(stderr, "case %s differs\n", json_string_value(json_object_get(c, "id")));
        count++;
    }
    CHECK(count == 36);
    json_decref(root);
}

int main(void) {
    tl_init();
    test_frobenius_constants();
    test_frobenius();
    test_arithmetic();
    test_cyclotomic();
    test_final_exp();
    test_vectors();
    test_bilinearity();
    test_multi_and_prepared();
    test_gt();
    test_api();
    return tl_finish("test_pairing_bls12_381");
}
