/* BN254 G1: group laws in every coordinate system, scalar multiplication against repeated
 * addition and r G = O (group_test_impl.h; every curve point in the group, cofactor 1); the
 * curve constants derived from the BN parameter x (p, r, lambda = 36x^3 + 18x^2 + 6x + 1, the
 * short lattice basis of the GLV split) and beta derived as a cube root of unity, with
 * phi(G) = [lambda] G; the GLV split's parts (k = k1 + k2 lambda, 0 <= k1, k2 < 2^127) on edge
 * and random scalars; every multiplication against a naive affine double-and-add on the
 * big-integer reference (independent of the field code); the EIP-196 known answers of the
 * Ethereum tests (ecAdd, ecMul); both codecs (round trips, known bytes, the identity, rejections
 * of bad codes, payloads, coordinates >= p, off-curve points, lengths); the public API. */
#include "testlib.h"

#include "bigref.h"
#include "bn254_eip196_vectors.h"
#include "ecbatch/bn254.h"
#include "field/bn254/fr254.h"
#include "group/bn254/bn254_split.h"
#include "group/bn254/g1_254.h"

static const uint64_t p254[4] = {0x3c208c16d87cfd47ULL, 0x97816a916871ca8dULL,
                                 0xb85045b68181585dULL, 0x30644e72e131a029ULL};
static const uint64_t r254[4] = FR254_ORDER;
/* lambda and the lattice basis A, B, C of bn254_split.h, recomputed from x in test_constants */
static uint64_t lambda254[4], basis_a[4], basis_b[4], basis_c[4];

static void rand_fp(fp254 *r) {
    uint8_t b[32];
    do {
        tl_random(b, 32);
        b[0] &= 0x3f;
    } while (fp254_decode(r, b) != ECB_OK);
}

static void g1_rhs(fp254 *r, const fp254 *x) {
    fp254 three;
    fp254_sqr(r, x);
    fp254_mul(r, r, x);
    fp254_from_u64(&three, 3);
    fp254_add(r, r, &three);
}

#define TG g1_254
#define TF fp254
#define TG_RAND_X rand_fp
#define TG_RHS g1_rhs
#define TG_SQRT fp254_sqrt
#define TG_ENDO g1_254_phi
#define TG_ENDO_EIGEN lambda254
#define TG_ORDER r254
#define TG_MUL_SPLIT g1_254_mul_glv
#define TG_MUL_SPLIT_VAR g1_254_mul_glv_var
#define TG_SPLIT_BASE (2 * G1_254_X + 1)
#define TG_PRIME_ORDER_CURVE 1
#include "group_test_impl.h"

/* ---- helpers ----------------------------------------------------------------------------- */

static void limbs_to_be(uint8_t out[32], const uint64_t v[4]) {
    for (int i = 0; i < 32; i++)
        out[31 - i] = (uint8_t)(v[i / 8] >> (8 * (i % 8)));
}

static void be_to_limbs(uint64_t v[4], const uint8_t in[32]) {
    memset(v, 0, 32);
    for (int i = 0; i < 32; i++)
        v[i / 8] |= (uint64_t)in[31 - i] << (8 * (i % 8));
}

static void hex(uint8_t *out, size_t len, const char *h) {
    CHECK(tl_hex_to_bytes(out, len, h) == 0);
}

/* a += b (n limbs), returns the carry */
static uint64_t add_limbs(uint64_t *a, const uint64_t *b, int n) {
    unsigned __int128 c = 0;
    for (int i = 0; i < n; i++) {
        c += (unsigned __int128)a[i] + b[i];
        a[i] = (uint64_t)c;
        c >>= 64;
    }
    return (uint64_t)c;
}

static void rand_point(g1_254_jac *p) {
    uint64_t k[4];
    tl_random(k, 32);
    k[3] &= 0x0fffffffffffffffULL;
    g1_254_generator(p);
    g1_254_jac_mul_var(p, p, k);
}

/* ---- an independent reference: affine arithmetic on bigref integers ------------------------ */

typedef struct {
    uint64_t x[4], y[4];
    int inf;
} ref_pt;

static int ref_is_zero(const uint64_t a[4]) {
    return (a[0] | a[1] | a[2] | a[3]) == 0;
}

static void ref_submod(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t t[4];
    memcpy(t, a, 32);
    if (!ref_geq(a, b, 4)) add_limbs(t, p254, 4); /* a + p < 2^255 */
    ref_sub_inplace(t, b, 4);
    memcpy(r, t, 32);
}

/* a / 2 mod p for a < p: (a or a + p) / 2 */
static void ref_half(uint64_t a[4]) {
    if (a[0] & 1) add_limbs(a, p254, 4);
    for (int i = 0; i < 3; i++)
        a[i] = (a[i] >> 1) | (a[i + 1] << 63);
    a[3] >>= 1;
}

/* a^-1 mod p by the binary extended Euclidean algorithm (a != 0) */
static void ref_inv(uint64_t r[4], const uint64_t a[4]) {
    uint64_t u[4], v[4], x1[4] = {1}, x2[4] = {0};
    memcpy(u, a, 32);
    memcpy(v, p254, 32);
    static const uint64_t one[4] = {1};
    while (memcmp(u, one, 32) != 0 && memcmp(v, one, 32) != 0) {
        while (!(u[0] & 1)) {
            for (int i = 0; i < 3; i++)
                u[i] = (u[i] >> 1) | (u[i + 1] << 63);
            u[3] >>= 1;
            ref_half(x1);
        }
        while (!(v[0] & 1)) {
            for (int i = 0; i < 3; i++)
                v[i] = (v[i] >> 1) | (v[i + 1] << 63);
            v[3] >>= 1;
            ref_half(x2);
        }
        if (ref_geq(u, v, 4)) {
            ref_sub_inplace(u, v, 4);
            ref_submod(x1, x1, x2);
        } else {
            ref_sub_inplace(v, u, 4);
            ref_submod(x2, x2, x1);
        }
    }
    memcpy(r, memcmp(u, one, 32) == 0 ? x1 : x2, 32);
}

static void ref_add(ref_pt *r, const ref_pt *a, const ref_pt *b) {
    uint64_t lam[4], t[4], num[4], den[4], x3[4], y3[4];
    if (a->inf) {
        *r = *b;
        return;
    }
    if (b->inf) {
        *r = *a;
        return;
    }
    if (memcmp(a->x, b->x, 32) == 0) {
        if (memcmp(a->y, b->y, 32) != 0 || ref_is_zero(a->y)) {
            memset(r, 0, sizeof *r);
            r->inf = 1;
            return;
        }
        ref_mulmod(num, a->x, a->x, p254, 4); /* tangent: 3 x^2 / (2 y) */
        ref_addmod(t, num, num, p254, 4);
        ref_addmod(num, t, num, p254, 4);
        ref_addmod(den, a->y, a->y, p254, 4);
    } else {
        ref_submod(num, b->y, a->y); /* chord: (y2 - y1) / (x2 - x1) */
        ref_submod(den, b->x, a->x);
    }
    ref_inv(t, den);
    ref_mulmod(lam, num, t, p254, 4);
    ref_mulmod(x3, lam, lam, p254, 4);
    ref_submod(x3, x3, a->x);
    ref_submod(x3, x3, b->x);
    ref_submod(t, a->x, x3);
    ref_mulmod(y3, lam, t, p254, 4);
    ref_submod(y3, y3, a->y);
    memcpy(r->x, x3, 32);
    memcpy(r->y, y3, 32);
    r->inf = 0;
}

/* k P, most significant bit first (k any 256-bit integer) */
static void ref_scalar_mul(ref_pt *r, const ref_pt *p, const uint64_t k[4]) {
    ref_pt acc = {{0}, {0}, 1};
    for (int bit = 255; bit >= 0; bit--) {
        ref_add(&acc, &acc, &acc);
        if ((k[bit / 64] >> (bit % 64)) & 1) ref_add(&acc, &acc, p);
    }
    *r = acc;
}

static void ref_from_jac(ref_pt *r, const g1_254_jac *p) {
    g1_254_aff a;
    g1_254_jac_to_aff(&a, p);
    r->inf = g1_254_jac_is_identity(p);
    fp254_from_mont(r->x, &a.x);
    fp254_from_mont(r->y, &a.y);
}

static int ref_equals_jac(const ref_pt *r, const g1_254_jac *p) {
    ref_pt q;
    ref_from_jac(&q, p);
    if (r->inf || q.inf) return r->inf == q.inf;
    return memcmp(r->x, q.x, 32) == 0 && memcmp(r->y, q.y, 32) == 0;
}

/* ---- constants ---------------------------------------------------------------------------- */

/* sum c_i x^i for i < n (c_i small, non-negative) into 4 limbs */
static void poly_x(uint64_t out[4], const uint64_t *c, int n) {
    uint64_t x[4] = {G1_254_X}, acc[4] = {0}, pw[4] = {1}, t[8];
    for (int i = 0; i < n; i++) {
        uint64_t ci[4] = {c[i]};
        ref_mul(t, pw, ci, 4);
        add_limbs(acc, t, 4);
        ref_mul(t, pw, x, 4);
        memcpy(pw, t, 32);
    }
    memcpy(out, acc, 32);
}

static void test_constants(void) {
    static const uint64_t cp[5] = {1, 6, 24, 36, 36}, cr[5] = {1, 6, 18, 36, 36};
    static const uint64_t cl[4] = {1, 6, 18, 36}, ca[3] = {1, 4, 6}, cb[2] = {1, 2},
                          cc[3] = {0, 2, 6};
    uint64_t v[4], t[8], t2[8];
    /* p and r are the BN polynomials at x */
    poly_x(v, cp, 5);
    CHECK_MEM(v, p254, 32);
    poly_x(v, cr, 5);
    CHECK_MEM(v, r254, 32);
    /* lambda = 36x^3 + 18x^2 + 6x + 1, a root of l^2 + l + 1 mod r (the known value) */
    poly_x(lambda254, cl, 4);
    CHECK(lambda254[0] == 0x8b17ea66b99c90ddULL && lambda254[2] == 0xb3c4d79d41a91758ULL);
    fr254 l, l2, one, sum;
    fr254_to_mont(&l, lambda254);
    fr254_sqr(&l2, &l);
    fr254_one(&one);
    fr254_add(&sum, &l2, &l);
    fr254_add(&sum, &sum, &one);
    CHECK(fr254_is_zero(&sum));
    /* the lattice basis: A + B lambda = 0 and -B + C lambda = 0 mod r, A C + B^2 = r */
    poly_x(basis_a, ca, 3);
    poly_x(basis_b, cb, 2);
    poly_x(basis_c, cc, 3);
    fr254 a, b, c, e;
    fr254_to_mont(&a, basis_a);
    fr254_to_mont(&b, basis_b);
    fr254_to_mont(&c, basis_c);
    fr254_mul(&e, &b, &l);
    fr254_add(&e, &e, &a);
    CHECK(fr254_is_zero(&e));
    fr254_mul(&e, &c, &l);
    fr254_sub(&e, &e, &b);
    CHECK(fr254_is_zero(&e));
    ref_mul(t, basis_a, basis_c, 4);
    ref_mul(t2, basis_b, basis_b, 4);
    add_limbs(t, t2, 8);
    CHECK_MEM(t, r254, 32);
    CHECK((t[4] | t[5] | t[6] | t[7]) == 0);
    /* beta: 3^((p - 1) / 3) is a primitive cube root of unity c; phi uses c^2, the one acting
     * as lambda on G (c itself acts as lambda^2) */
    uint64_t e3[4];
    memcpy(e3, p254, 32);
    e3[0] -= 1;
    uint64_t q[4] = {0};
    unsigned __int128 rem = 0;
    for (int i = 3; i >= 0; i--) { /* (p - 1) / 3 */
        rem = (rem << 64) | e3[i];
        q[i] = (uint64_t)(rem / 3);
        rem %= 3;
    }
    CHECK(rem == 0);
    fp254 three, cu, cu2, cu3, fone;
    fp254_from_u64(&three, 3);
    fp254_pow(&cu, &three, q);
    fp254_one(&fone);
    fp254_sqr(&cu2, &cu);
    fp254_mul(&cu3, &cu2, &cu);
    CHECK(!fp254_equal(&cu, &fone) && fp254_equal(&cu3, &fone));
    g1_254_jac u, w, g, lg;
    fp254_one(&u.X);
    u.Y = u.X;
    u.Z = u.X;
    g1_254_phi(&w, &u);
    CHECK(fp254_equal(&w.X, &cu2)); /* beta = c^2 */
    uint64_t beta_int[4];
    fp254_from_mont(beta_int, &w.X);
    CHECK(beta_int[0] == 0x5763473177fffffeULL && beta_int[2] == 0x59e26bcea0d48bacULL &&
          beta_int[3] == 0);
    g1_254_generator(&g);
    g1_254_phi(&w, &g);
    g1_254_jac_mul_var(&lg, &g, lambda254);
    CHECK(g1_254_jac_equal(&w, &lg));
    g1_254_jac gc = g; /* (c x, y) = [lambda^2] G */
    fp254_mul(&gc.X, &g.X, &cu);
    fr254_from_mont(v, &l2);
    g1_254_jac_mul_var(&lg, &g, v);
    CHECK(g1_254_jac_equal(&gc, &lg));
}

/* ---- the GLV split ----------------------------------------------------------------------- */

static void check_split(const uint64_t k[4]) {
    uint64_t kk[4], k1[4] = {0}, k2[4] = {0}, bound_a[4], bound_c[4];
    bn254_glv_split(kk, k);
    k1[0] = kk[0], k1[1] = kk[1], k2[0] = kk[2], k2[1] = kk[3];
    CHECK((kk[1] >> 63) == 0 && (kk[3] >> 63) == 0); /* below 2^127 */
    memcpy(bound_a, basis_a, 32);                    /* k1 < A + B, k2 < B + C */
    add_limbs(bound_a, basis_b, 4);
    memcpy(bound_c, basis_c, 32);
    add_limbs(bound_c, basis_b, 4);
    CHECK(!ref_geq(k1, bound_a, 4) && !ref_geq(k2, bound_c, 4));
    fr254 f1, f2, fl, fk, s;
    fr254_to_mont(&f1, k1);
    fr254_to_mont(&f2, k2);
    fr254_to_mont(&fl, lambda254);
    fr254_to_mont(&fk, k);
    fr254_mul(&s, &f2, &fl);
    fr254_add(&s, &s, &f1);
    CHECK(fr254_equal(&s, &fk));
}

static void test_split_parts(void) {
    uint64_t k[4];
    /* edges: 0, 1, B - 1, B, B + 1, A, C, 2^127 +- 1, 2^128, r - 1, r - 2, (r - 1) / 2, lambda,
     * multiples of the basis entries */
    const uint64_t *fixed[] = {basis_a, basis_b, basis_c, lambda254, r254};
    for (int i = 0; i < 5; i++)
        for (int d = -2; d <= 2; d++) {
            memcpy(k, fixed[i], 32);
            if (d < 0) {
                uint64_t sub[4] = {(uint64_t)-d};
                if (!ref_geq(k, sub, 4)) continue;
                ref_sub_inplace(k, sub, 4);
            } else {
                uint64_t add[4] = {(uint64_t)d};
                add_limbs(k, add, 4);
            }
            if (ref_geq(k, r254, 4)) continue;
            check_split(k);
        }
    for (int e = 0; e < 254; e++) { /* 2^e and 2^e - 1 */
        memset(k, 0, 32);
        k[e / 64] = 1ULL << (e % 64);
        check_split(k);
        uint64_t one[4] = {1};
        ref_sub_inplace(k, one, 4);
        check_split(k);
    }
    memcpy(k, r254, 32); /* (r - 1) / 2 */
    for (int i = 0; i < 3; i++)
        k[i] = (k[i] >> 1) | (k[i + 1] << 63);
    k[3] >>= 1;
    check_split(k);
    for (int i = 0; i < 20000; i++) {
        do {
            tl_random(k, 32);
            k[3] &= 0x3fffffffffffffffULL;
        } while (ref_geq(k, r254, 4));
        check_split(k);
    }
}

/* ---- multiplications against the naive reference ----------------------------------------- */

static void test_reference_mul(void) {
    g1_254_jac g, p, a;
    ref_pt rp, rr;
    uint64_t k[4];
    g1_254_generator(&g);
    for (int i = 0; i < 12; i++) {
        if (i % 2)
            rand_point(&p);
        else
            p = g;
        memset(k, 0, 32);
        if (i < 6) {
            tl_random(k, 2); /* 16-bit scalars */
        } else {
            do {
                tl_random(k, 32);
                k[3] &= 0x3fffffffffffffffULL;
            } while (ref_geq(k, r254, 4));
        }
        if (i == 0) k[0] = 0;
        if (i == 7) memcpy(k, r254, 32), k[0] -= 1; /* r - 1: -P */
        ref_from_jac(&rp, &p);
        ref_scalar_mul(&rr, &rp, k);
        g1_254_jac_mul(&a, &p, k);
        CHECK(ref_equals_jac(&rr, &a));
        g1_254_jac_mul_var(&a, &p, k);
        CHECK(ref_equals_jac(&rr, &a));
        g1_254_mul_glv(&a, &p, k);
        CHECK(ref_equals_jac(&rr, &a));
        g1_254_mul_glv_var(&a, &p, k);
        CHECK(ref_equals_jac(&rr, &a));
        ecb_bn254_scalar s;
        ecb_bn254_g1 pub, out;
        memcpy(s.v, k, 32);
        memcpy(&pub, &p, sizeof pub);
        ecb_bn254_g1_mul(&out, &s, &pub);
        CHECK(ref_equals_jac(&rr, (const g1_254_jac *)(const void *)&out));
        ecb_bn254_g1_mul_var(&out, &s, &pub);
        CHECK(ref_equals_jac(&rr, (const g1_254_jac *)(const void *)&out));
    }
    /* the reference agrees with itself: r G = O and 2G by chord and tangent */
    ref_pt rg;
    ref_from_jac(&rg, &g);
    ref_scalar_mul(&rr, &rg, r254);
    CHECK(rr.inf);
}

/* ---- EIP-196 known answers --------------------------------------------------------------- */

static void test_eip196(void) {
    for (size_t i = 0; i < sizeof eip196_add / sizeof eip196_add[0]; i++) {
        uint8_t in[128], want[64], got[64];
        ecb_bn254_g1 a, b, s;
        hex(in, 128, eip196_add[i].input);
        hex(want, 64, eip196_add[i].expected);
        CHECK(ecb_bn254_g1_decode_uncompressed(&a, in) == ECB_OK);
        CHECK(ecb_bn254_g1_decode_uncompressed(&b, in + 64) == ECB_OK);
        ecb_bn254_g1_add(&s, &a, &b);
        ecb_bn254_g1_encode_uncompressed(got, &s);
        CHECK_MEM(got, want, 64);
        if (memcmp(got, want, 64) != 0) fprintf(stderr, "ecAdd %s\n", eip196_add[i].name);
    }
    for (size_t i = 0; i < sizeof eip196_mul / sizeof eip196_mul[0]; i++) {
        uint8_t in[96], want[64], got[64], wide[64] = {0};
        ecb_bn254_g1 p, s;
        ecb_bn254_scalar k;
        hex(in, 96, eip196_mul[i].input);
        hex(want, 64, eip196_mul[i].expected);
        CHECK(ecb_bn254_g1_decode_uncompressed(&p, in) == ECB_OK);
        memcpy(wide + 32, in + 64, 32); /* any 256-bit scalar, reduced mod r */
        ecb_bn254_scalar_reduce64(&k, wide);
        ecb_bn254_g1_mul(&s, &k, &p);
        ecb_bn254_g1_encode_uncompressed(got, &s);
        CHECK_MEM(got, want, 64);
        ecb_bn254_g1_mul_var(&s, &k, &p);
        ecb_bn254_g1_encode_uncompressed(got, &s);
        CHECK_MEM(got, want, 64);
        if (memcmp(got, want, 64) != 0) fprintf(stderr, "ecMul %s\n", eip196_mul[i].name);
    }
}

/* ---- encodings --------------------------------------------------------------------------- */

static void test_codec(void) {
    uint8_t c[32], u[64], c2[32], u2[64], bad[64];
    g1_254_jac g, p, q, o;
    g1_254_aff a;
    g1_254_generator(&g);
    g1_254_jac_identity(&o);
    /* the generator's bytes: (1, 2), y = 2 the smaller root */
    g1_254_encode_with(u, &g, &ecb_layout_eip196);
    memset(u2, 0, 64);
    u2[31] = 1, u2[63] = 2;
    CHECK_MEM(u, u2, 64);
    g1_254_encode_with(c, &g, &ecb_layout_gnark_bn254_compressed);
    memset(c2, 0, 32);
    c2[0] = 0x80, c2[31] = 1;
    CHECK_MEM(c, c2, 32);
    g1_254_jac_neg(&p, &g); /* -G: y = p - 2, the larger root: code 0b11 */
    g1_254_encode_with(c, &p, &ecb_layout_gnark_bn254_compressed);
    c2[0] = 0xc0;
    CHECK_MEM(c, c2, 32);
    CHECK(g1_254_decode_with(&q, c, &ecb_layout_gnark_bn254_compressed) == ECB_OK);
    CHECK(g1_254_jac_equal(&q, &p));
    /* the identity: 64 zero bytes, and the code 0b01 over zeros */
    g1_254_encode_with(u, &o, &ecb_layout_eip196);
    memset(u2, 0, 64);
    CHECK_MEM(u, u2, 64);
    g1_254_encode_with(c, &o, &ecb_layout_gnark_bn254_compressed);
    memset(c2, 0, 32);
    c2[0] = 0x40;
    CHECK_MEM(c, c2, 32);
    CHECK(g1_254_decode_with(&q, u, &ecb_layout_eip196) == ECB_OK && g1_254_jac_is_identity(&q));
    CHECK(g1_254_decode_with(&q, c, &ecb_layout_gnark_bn254_compressed) == ECB_OK &&
          g1_254_jac_is_identity(&q));
    /* round trips of random points in both layouts, both signs; the layouts agree on x */
    int larger = 0;
    for (int i = 0; i < 64; i++) {
        rand_point(&p);
        if (i % 2) g1_254_jac_neg(&p, &p);
        g1_254_encode_with(c, &p, &ecb_layout_gnark_bn254_compressed);
        g1_254_encode_with(u, &p, &ecb_layout_eip196);
        CHECK((c[0] & 0x80) && memcmp(c + 1, u + 1, 31) == 0 && (c[0] & 0x3f) == u[0]);
        g1_254_jac_to_aff(&a, &p);
        CHECK(((c[0] >> 6) & 1) == fp254_is_lexlargest(&a.y));
        larger += (c[0] >> 6) & 1;
        CHECK(g1_254_decode_with(&q, c, &ecb_layout_gnark_bn254_compressed) == ECB_OK);
        CHECK(g1_254_jac_equal(&p, &q));
        CHECK(g1_254_decode_with(&q, u, &ecb_layout_eip196) == ECB_OK);
        CHECK(g1_254_jac_equal(&p, &q));
        g1_254_encode_with(c2, &q, &ecb_layout_gnark_bn254_compressed);
        CHECK_MEM(c2, c, 32);
    }
    CHECK(larger > 10 && larger < 54);
    /* compressed rejections: the code 0b00; the identity's code over any payload bit; x >= p
     * (x = p, x + p when below 2^254, all ones); x without a square root of x^3 + 3 */
    g1_254_encode_with(c, &g, &ecb_layout_gnark_bn254_compressed);
    memcpy(bad, c, 32);
    bad[0] &= 0x3f;
    CHECK(g1_254_decode_with(&q, bad, &ecb_layout_gnark_bn254_compressed) == ECB_ERR_BAD_FLAGS);
    CHECK(g1_254_jac_is_identity(&q));
    for (int pos = 0; pos < 32; pos++) {
        memset(bad, 0, 32);
        bad[0] = 0x40;
        bad[pos] |= pos ? 0x01 : 0x20;
        CHECK(g1_254_decode_with(&q, bad, &ecb_layout_gnark_bn254_compressed) ==
              ECB_ERR_INFINITY_PAYLOAD);
    }
    limbs_to_be(bad, p254);
    bad[0] |= 0x80;
    CHECK(g1_254_decode_with(&q, bad, &ecb_layout_gnark_bn254_compressed) == ECB_ERR_NON_CANONICAL);
    uint64_t xp[4] = {1}; /* 1 + p: G's x made non-canonical */
    add_limbs(xp, p254, 4);
    limbs_to_be(bad, xp);
    CHECK(bad[0] < 0x40);
    bad[0] |= 0x80;
    CHECK(g1_254_decode_with(&q, bad, &ecb_layout_gnark_bn254_compressed) == ECB_ERR_NON_CANONICAL);
    memset(bad, 0xff, 32);
    CHECK(g1_254_decode_with(&q, bad, &ecb_layout_gnark_bn254_compressed) == ECB_ERR_NON_CANONICAL);
    int off_curve = 0;
    for (uint64_t x = 0; x < 40; x++) { /* x^3 + 3 a non-square: not on the curve */
        fp254 fx, rhs, y;
        uint64_t xl[4] = {x};
        fp254_from_u64(&fx, x);
        g1_rhs(&rhs, &fx);
        int on = fp254_sqrt(&y, &rhs);
        limbs_to_be(bad, xl);
        bad[0] |= 0x80;
        ecb_status st = g1_254_decode_with(&q, bad, &ecb_layout_gnark_bn254_compressed);
        CHECK(st == (on ? ECB_OK : ECB_ERR_NOT_ON_CURVE));
        off_curve += !on;
    }
    CHECK(off_curve > 10);
    /* uncompressed rejections: x or y >= p (p, p + 1, a set top bit), (x, y + 1), (0, y) */
    g1_254_encode_with(u, &g, &ecb_layout_eip196);
    for (int coord = 0; coord < 2; coord++) {
        memcpy(bad, u, 64);
        limbs_to_be(bad + 32 * coord, p254);
        CHECK(g1_254_decode_with(&q, bad, &ecb_layout_eip196) == ECB_ERR_NON_CANONICAL);
        memcpy(bad, u, 64);
        bad[32 * coord] |= 0x80;
        CHECK(g1_254_decode_with(&q, bad, &ecb_layout_eip196) == ECB_ERR_NON_CANONICAL);
        memcpy(bad, u, 64);
        bad[32 * coord] |= 0x40;
        CHECK(g1_254_decode_with(&q, bad, &ecb_layout_eip196) == ECB_ERR_NON_CANONICAL);
    }
    uint64_t y2p[4] = {2}; /* (1, 2 + p): G with y made non-canonical */
    add_limbs(y2p, p254, 4);
    memcpy(bad, u, 64);
    limbs_to_be(bad + 32, y2p);
    CHECK(g1_254_decode_with(&q, bad, &ecb_layout_eip196) == ECB_ERR_NON_CANONICAL);
    memcpy(bad, u, 64);
    bad[63] = 3; /* (1, 3) */
    CHECK(g1_254_decode_with(&q, bad, &ecb_layout_eip196) == ECB_ERR_NOT_ON_CURVE);
    CHECK(g1_254_jac_is_identity(&q));
    memset(bad, 0, 64);
    bad[63] = 1; /* (0, 1) */
    CHECK(g1_254_decode_with(&q, bad, &ecb_layout_eip196) == ECB_ERR_NOT_ON_CURVE);
    memset(bad, 0, 64);
    bad[31] = 1; /* (1, 0) */
    CHECK(g1_254_decode_with(&q, bad, &ecb_layout_eip196) == ECB_ERR_NOT_ON_CURVE);
    /* every point of the curve is accepted: random x with a root, both roots */
    for (int i = 0; i < 16; i++) {
        g1_254_jac cp;
        g1_254_rand_curve_point(&cp);
        g1_254_encode_with(u, &cp, &ecb_layout_eip196);
        CHECK(g1_254_decode_with(&q, u, &ecb_layout_eip196) == ECB_OK);
        CHECK(g1_254_jac_equal(&q, &cp));
    }
    /* the unchecked loader: format checks only */
    memcpy(bad, u, 64);
    bad[63] ^= 1;
    CHECK(g1_254_decode_aff_with(&a, bad, &ecb_layout_eip196) == ECB_ERR_NOT_ON_CURVE);
    CHECK(g1_254_load_aff_unchecked_with(&a, bad, &ecb_layout_eip196) == ECB_OK);
    be_to_limbs(xp, bad + 32);
    uint64_t got[4];
    fp254_from_mont(got, &a.y);
    CHECK_MEM(got, xp, 32);
    limbs_to_be(bad, p254);
    CHECK(g1_254_load_aff_unchecked_with(&a, bad, &ecb_layout_eip196) == ECB_ERR_NON_CANONICAL);
}

/* ---- the public API ------------------------------------------------------------------------ */

static void test_public(void) {
    uint8_t c[32], u[64], buf[6 * 64];
    ecb_bn254_g1 g = ECB_BN254_G1_GENERATOR, p, q, o;
    ecb_bn254_g1_affine aff[6], one_aff;
    ecb_status st[6];
    size_t bad;
    ecb_bn254_g1_identity(&o);
    CHECK(ecb_bn254_g1_is_identity(&o) && !ecb_bn254_g1_is_identity(&g));
    /* add, double, negate */
    ecb_bn254_g1_add(&p, &g, &g);
    ecb_bn254_g1_double(&q, &g);
    CHECK(ecb_bn254_g1_equal(&p, &q));
    ecb_bn254_g1_negate(&q, &g);
    ecb_bn254_g1_add(&p, &g, &q);
    CHECK(ecb_bn254_g1_equal(&p, &o));
    /* codec entry points and NULLs */
    ecb_bn254_g1_encode(c, &g);
    ecb_bn254_g1_encode_uncompressed(u, &g);
    CHECK(ecb_bn254_g1_decode(&p, c) == ECB_OK && ecb_bn254_g1_equal(&p, &g));
    CHECK(ecb_bn254_g1_decode_uncompressed(&p, u) == ECB_OK && ecb_bn254_g1_equal(&p, &g));
    CHECK(ecb_bn254_g1_decode(NULL, c) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bn254_g1_decode(&p, NULL) == ECB_ERR_NULL_POINTER && ecb_bn254_g1_is_identity(&p));
    CHECK(ecb_bn254_g1_decode_uncompressed(&p, NULL) == ECB_ERR_NULL_POINTER);
    /* affine decoders: sizes, arguments, agreement with the Jacobian decoders */
    CHECK(ecb_bn254_encoding_bytes(ECB_BN254_GNARK) == 32);
    CHECK(ecb_bn254_encoding_bytes(ECB_BN254_EIP196) == 64);
    CHECK(ecb_bn254_encoding_bytes((ecb_bn254_encoding)2) == 0);
    CHECK(ecb_bn254_g1_decode_affine(&one_aff, c, 32, ECB_BN254_GNARK) == ECB_OK);
    ecb_bn254_g1_from_affine(&p, &one_aff);
    CHECK(ecb_bn254_g1_equal(&p, &g));
    CHECK(ecb_bn254_g1_decode_affine(&one_aff, u, 64, ECB_BN254_EIP196) == ECB_OK);
    ecb_bn254_g1_from_affine(&p, &one_aff);
    CHECK(ecb_bn254_g1_equal(&p, &g));
    CHECK(ecb_bn254_g1_decode_affine(&one_aff, u, 63, ECB_BN254_EIP196) == ECB_ERR_LENGTH);
    CHECK(ecb_bn254_g1_decode_affine(&one_aff, u, 64, ECB_BN254_GNARK) == ECB_ERR_LENGTH);
    CHECK(ecb_bn254_g1_decode_affine(&one_aff, u, 64, (ecb_bn254_encoding)7) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bn254_g1_decode_affine(NULL, u, 64, ECB_BN254_EIP196) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bn254_g1_decode_affine(&one_aff, NULL, 64, ECB_BN254_EIP196) == ECB_ERR_NULL_POINTER);
    u[63] ^= 1; /* off the curve: the status of the Jacobian decoder, (0, 0) written */
    CHECK(ecb_bn254_g1_decode_affine(&one_aff, u, 64, ECB_BN254_EIP196) ==
          ecb_bn254_g1_decode_uncompressed(&p, u));
    ecb_bn254_g1_from_affine(&p, &one_aff);
    CHECK(ecb_bn254_g1_is_identity(&p));
    CHECK(ecb_bn254_g1_affine_from_raw_unchecked(&one_aff, u, 64, ECB_BN254_EIP196) == ECB_OK);
    CHECK(ecb_bn254_g1_affine_from_raw_unchecked(&one_aff, c, 32, ECB_BN254_GNARK) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bn254_g1_affine_from_raw_unchecked(&one_aff, u, 65, ECB_BN254_EIP196) ==
          ECB_ERR_LENGTH);
    u[63] ^= 1;
    /* batch decoding: a bad element is reported, the others decoded */
    ecb_bn254_g1 pts[6], back[6];
    for (int i = 0; i < 6; i++) {
        ecb_bn254_scalar k;
        ecb_bn254_scalar_from_u64(&k, 1000 + (uint64_t)i);
        ecb_bn254_g1_mul(&pts[i], &k, &g);
        ecb_bn254_g1_encode_uncompressed(buf + 64 * i, &pts[i]);
    }
    ecb_bn254_g1_encode_uncompressed(buf + 64 * 2, &o);
    buf[64 * 4 + 63] ^= 1;
    CHECK(ecb_bn254_g1_batch_decode_affine(aff, 6, buf, sizeof buf, ECB_BN254_EIP196, 2, st,
                                           &bad) == ECB_ERR_NOT_ON_CURVE);
    CHECK(bad == 4 && st[0] == ECB_OK && st[2] == ECB_OK && st[4] == ECB_ERR_NOT_ON_CURVE);
    for (int i = 0; i < 6; i++)
        ecb_bn254_g1_from_affine(&back[i], &aff[i]);
    CHECK(ecb_bn254_g1_equal(&back[5], &pts[5]) && ecb_bn254_g1_is_identity(&back[2]));
    CHECK(ecb_bn254_g1_batch_decode_affine(aff, 6, buf, sizeof buf, (ecb_bn254_encoding)9, 1, st,
                                           &bad) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bn254_g1_batch_decode_affine(aff, 6, buf, sizeof buf - 1, ECB_BN254_EIP196, 1, st,
                                           &bad) == ECB_ERR_LENGTH);
    /* affine conversions, batched with an identity */
    pts[3] = o;
    ecb_bn254_g1_batch_to_affine(aff, pts, 6);
    for (int i = 0; i < 6; i++) {
        ecb_bn254_g1_to_affine(&one_aff, &pts[i]);
        CHECK(memcmp(&one_aff, &aff[i], sizeof one_aff) == 0);
        ecb_bn254_g1_from_affine(&p, &aff[i]);
        CHECK(ecb_bn254_g1_equal(&p, &pts[i]));
    }
    /* scalars: canonical decoding, encoding, wide reduction */
    ecb_bn254_scalar s;
    uint8_t sb[32], wide[64];
    limbs_to_be(sb, r254);
    CHECK(ecb_bn254_scalar_decode(&s, sb) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK((s.v[0] | s.v[1] | s.v[2] | s.v[3]) == 0);
    sb[31] -= 1;
    CHECK(ecb_bn254_scalar_decode(&s, sb) == ECB_OK);
    CHECK(memcmp(s.v, r254, 8) != 0 && s.v[0] == r254[0] - 1 && s.v[3] == r254[3]);
    uint8_t sb2[32];
    ecb_bn254_scalar_encode(sb2, &s);
    CHECK_MEM(sb2, sb, 32);
    CHECK(ecb_bn254_scalar_decode(NULL, sb) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bn254_scalar_decode(&s, NULL) == ECB_ERR_NULL_POINTER);
    memset(wide, 0, 64);
    limbs_to_be(wide + 32, r254); /* r + 5 reduces to 5 */
    wide[63] += 5;
    ecb_bn254_scalar_reduce64(&s, wide);
    CHECK(s.v[0] == 5 && s.v[1] == 0 && s.v[2] == 0 && s.v[3] == 0);
}

int main(void) {
    tl_init();
    test_constants();
    g1_254_run();
    test_split_parts();
    test_reference_mul();
    test_eip196();
    test_codec();
    test_public();
    return tl_finish("test_group_bn254_g1");
}
