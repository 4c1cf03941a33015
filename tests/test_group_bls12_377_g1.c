/* BLS12-377 G1: group laws in every coordinate system, scalar multiplication against repeated
 * addition and r G = O (group_test_impl.h); the curve constants derived from the BLS parameter
 * x (r = x^4 - x^2 + 1, lambda = x^2 - 1, omega a cube root of unity with phi(G) = [lambda] G);
 * both generators against their published coordinates; the endomorphism subgroup check against
 * [r] P = O on points outside G1, including every point of order 2 and 3; the codec in all five
 * layouts (round trips, relations between the layouts, identity bytes, rejections of bad flags,
 * payloads, coordinates >= p, off-curve and small-order points); scalars; the public API. */
#include "testlib.h"

#include "bigref.h"
#include "ecbatch/bls12_377.h"
#include "field/bls12/fr377.h"
#include "group/bls12/g1_377.h"

static const uint64_t p377[6] = {0x8508c00000000001ULL, 0x170b5d4430000000ULL,
                                 0x1ef3622fba094800ULL, 0x1a22d9f300f5138fULL,
                                 0xc63b05c06ca1493bULL, 0x01ae3a4617c510eaULL};
static const uint64_t r377[4] = {0x0a11800000000001ULL, 0x59aa76fed0000001ULL,
                                 0x60b44d1e5c37b001ULL, 0x12ab655e9a2ca556ULL};
static uint64_t lambda377[4]; /* x^2 - 1, computed in main */

static void rand_fp(fp377 *r) {
    uint8_t b[48];
    do {
        tl_random(b, 48);
        b[0] &= 0x01;
    } while (fp377_decode(r, b) != ECB_OK);
}

static void g1_rhs(fp377 *r, const fp377 *x) {
    fp377 one;
    fp377_sqr(r, x);
    fp377_mul(r, r, x);
    fp377_one(&one);
    fp377_add(r, r, &one);
}

#define TG g1_377
#define TF fp377
#define TG_RAND_X rand_fp
#define TG_RHS g1_rhs
#define TG_SQRT fp377_sqrt
#define TG_ENDO g1_377_phi
#define TG_ENDO_EIGEN lambda377
#define TG_ORDER r377
#define TG_MUL_SPLIT g1_377_mul_glv
#define TG_MUL_SPLIT_VAR g1_377_mul_glv_var
#define TG_SPLIT_BASE G1_377_X
#include "group_test_impl.h"

/* ---- helpers ----------------------------------------------------------------------------- */

/* A decimal string as 6 little-endian limbs. */
static void from_decimal(uint64_t out[6], const char *s) {
    memset(out, 0, 48);
    for (; *s; s++) {
        unsigned __int128 c = (unsigned)(*s - '0');
        for (int i = 0; i < 6; i++) {
            c += (unsigned __int128)out[i] * 10;
            out[i] = (uint64_t)c;
            c >>= 64;
        }
    }
}

/* 48 big-endian bytes of 6 limbs. */
static void limbs_to_be(uint8_t out[48], const uint64_t v[6]) {
    for (int i = 0; i < 48; i++)
        out[47 - i] = (uint8_t)(v[i / 8] >> (8 * (i % 8)));
}

/* The affine coordinates of p as canonical integers. */
static void affine_ints(uint64_t x[6], uint64_t y[6], const g1_377_jac *p) {
    g1_377_aff a;
    g1_377_jac_to_aff(&a, p);
    fp377_from_mont(x, &a.x);
    fp377_from_mont(y, &a.y);
}

/* be (48 bytes) += p377 */
static void be_add_p(uint8_t be[48]) {
    uint8_t pb[48];
    unsigned c = 0;
    limbs_to_be(pb, p377);
    for (int i = 47; i >= 0; i--) {
        c += (unsigned)be[i] + pb[i];
        be[i] = (uint8_t)c;
        c >>= 8;
    }
}

static void reverse(uint8_t *out, const uint8_t *in, size_t n) {
    for (size_t i = 0; i < n; i++)
        out[i] = in[n - 1 - i];
}

static void rand_point(g1_377_jac *p) {
    uint64_t k[4];
    tl_random(k, 32);
    k[3] &= 0x0fffffffffffffffULL;
    g1_377_generator(p);
    g1_377_jac_mul_var(p, p, k);
}

static int slow_in_subgroup(const g1_377_jac *p) {
    g1_377_jac t;
    g1_377_jac_mul_var(&t, p, r377);
    return g1_377_jac_is_identity(&t);
}

/* ---- constants ---------------------------------------------------------------------------- */

static void test_constants(void) {
    /* r = x^4 - x^2 + 1, and lambda = x^2 - 1 is a root of l^2 + l + 1 mod r */
    uint64_t x[4] = {G1_377_X, 0, 0, 0}, x2[8], x4[8], t[6] = {G1_377_X, 0, 0, 0, 0, 0};
    ref_mul(x2, x, x, 4);
    ref_mul(x4, x2, x2, 4);
    uint64_t expect[4];
    memcpy(expect, x4, 32);
    ref_sub_inplace(expect, x2, 4);
    expect[0] += 1; /* no carry: x^4 - x^2 is even */
    CHECK_MEM(expect, r377, 32);
    CHECK(lambda377[0] == 0x0a11800000000000ULL && lambda377[1] == 0x452217cc90000001ULL);
    fr377 l, l2, one, sum;
    fr377_to_mont(&l, lambda377);
    fr377_sqr(&l2, &l);
    fr377_one(&one);
    fr377_add(&sum, &l2, &l);
    fr377_add(&sum, &sum, &one);
    CHECK(fr377_is_zero(&sum));
    /* the cofactor (x - 1)^2 / 3 times r is #E(Fp) = p + 1 - t with t = x + 1 */
    uint64_t xm1[4] = {G1_377_X - 1, 0, 0, 0}, h[8], hr[8], n[8] = {0};
    ref_mul(h, xm1, xm1, 4);
    uint64_t h3[4] = {0}; /* h / 3 by long division */
    unsigned __int128 rem = 0;
    for (int i = 3; i >= 0; i--) {
        rem = (rem << 64) | h[i];
        h3[i] = (uint64_t)(rem / 3);
        rem %= 3;
    }
    CHECK(rem == 0 && h3[0] == 0 && h3[1] == 0x170b5d4430000000ULL && h3[2] == 0);
    ref_mul(hr, h3, r377, 4);
    memcpy(n, p377, 48);
    ref_sub_inplace(n, t, 6); /* p + 1 - (x + 1) = p - x */
    CHECK_MEM(hr, n, 64);
    /* omega = phi's factor: omega^3 = 1, omega != 1 */
    g1_377_jac u, v;
    fp377_one(&u.X);
    u.Y = u.X;
    u.Z = u.X;
    g1_377_phi(&v, &u);
    fp377 w3;
    fp377_sqr(&w3, &v.X);
    fp377_mul(&w3, &w3, &v.X);
    CHECK(fp377_equal(&w3, &u.X) && !fp377_equal(&v.X, &u.X));
    /* phi(G) = [lambda] G for both generators; phi^2 acts as -x^2 = -lambda - 1 */
    for (int gen = 0; gen < 2; gen++) {
        g1_377_jac g, a, b;
        if (gen)
            g1_377_generator_snarkvm(&g);
        else
            g1_377_generator(&g);
        g1_377_phi(&a, &g);
        g1_377_jac_mul_var(&b, &g, lambda377);
        CHECK(g1_377_jac_equal(&a, &b));
        g1_377_phi(&a, &a);
        g1_377_jac_mul_u64_var(&b, &g, G1_377_X);
        g1_377_jac_mul_u64_var(&b, &b, G1_377_X);
        g1_377_jac_neg(&b, &b);
        CHECK(g1_377_jac_equal(&a, &b));
    }
}

/* ---- generators --------------------------------------------------------------------------- */

static void test_generators(void) {
    static const char *std_x = "81937999373150964239938255573465948239988671502647976594219695644"
                               "855304257327692006745978603320413799295628339695";
    static const uint8_t std_y_be[48] = {0x01, 0x91, 0x4a, 0x69, 0xc5, 0x10, 0x2e, 0xff, 0x1f, 0x67,
                                         0x4f, 0x5d, 0x30, 0xaf, 0xee, 0xc4, 0xbd, 0x7f, 0xb3, 0x48,
                                         0xca, 0x3e, 0x52, 0xd9, 0x6d, 0x18, 0x2a, 0xd4, 0x4f, 0xb8,
                                         0x23, 0x05, 0xc2, 0xfe, 0x3d, 0x36, 0x34, 0xa9, 0x59, 0x1a,
                                         0xfd, 0x82, 0xde, 0x55, 0x55, 0x9c, 0x8e, 0xa6};
    static const char *svm_x = "89363714989903307245735717098563574705733591463163614225748337416"
                               "674727625843187853442697973404985688481508350822";
    static const char *svm_y = "37021772729371906505780659728088604814338205140728182166377963201"
                               "25658674906330993856598323293086021583822603349";
    /* snarkVM's constants hold the Montgomery limbs (R = 2^384), as ours do */
    static const uint64_t svm_x_mont[6] = {1171681672315280277ULL,  6528257384425852712ULL,
                                           7514971432460253787ULL,  2032708395764262463ULL,
                                           12876543207309632302ULL, 107509843840671767ULL};
    static const uint64_t svm_y_mont[6] = {13572190014569192121ULL, 15344828677741220784ULL,
                                           17067903700058808083ULL, 10342263224753415805ULL,
                                           1083990386877464092ULL,  21335464879237822ULL};
    uint64_t x[6], y[6], want[6];
    uint8_t yb[48];
    g1_377_jac g, s, t;
    g1_377_generator(&g);
    g1_377_generator_snarkvm(&s);
    affine_ints(x, y, &g);
    from_decimal(want, std_x);
    CHECK_MEM(x, want, 48);
    limbs_to_be(yb, y);
    CHECK_MEM(yb, std_y_be, 48);
    affine_ints(x, y, &s);
    from_decimal(want, svm_x);
    CHECK_MEM(x, want, 48);
    from_decimal(want, svm_y);
    CHECK_MEM(y, want, 48);
    CHECK_MEM(s.X.v, svm_x_mont, 48);
    CHECK_MEM(s.Y.v, svm_y_mont, 48);
    /* both on the curve, of order r, distinct; the public constants are the same points */
    CHECK(g1_377_jac_is_on_curve(&g) && g1_377_jac_is_on_curve(&s));
    CHECK(slow_in_subgroup(&g) && slow_in_subgroup(&s));
    CHECK(!g1_377_jac_is_identity(&g) && !g1_377_jac_equal(&g, &s));
    CHECK(g1_377_is_in_subgroup_var(&g) && g1_377_is_in_subgroup_var(&s));
    CHECK(memcmp(&ECB_BLS12_377_G1_GENERATOR, &g, sizeof g) == 0);
    CHECK(memcmp(&ECB_BLS12_377_G1_GENERATOR_SNARKVM, &s, sizeof s) == 0);
    /* the standard generator's gnark encoding (FORMAT.md §2.3) starts a0 88 48 de */
    uint8_t enc[48];
    g1_377_encode_with(enc, &g, &ecb_layout_zcash_compressed);
    CHECK(enc[0] == 0xa0 && enc[1] == 0x88 && enc[2] == 0x48 && enc[3] == 0xde);
    /* [r - 1] S = -S */
    uint64_t k[4];
    memcpy(k, r377, 32);
    k[0] -= 1;
    g1_377_jac_mul(&t, &s, k);
    g1_377_jac_neg(&s, &s);
    CHECK(g1_377_jac_equal(&t, &s));
}

/* ---- subgroup check ----------------------------------------------------------------------- */

static void test_small_order(void) {
    g1_377_aff a;
    g1_377_jac p, t, g;
    fp377 one, omega;
    g1_377_jac u, v;
    fp377_one(&one);
    u.X = one, u.Y = one, u.Z = one;
    g1_377_phi(&v, &u);
    omega = v.X;
    g1_377_generator(&g);
    /* the three points of order 2: (-1, 0), (-omega, 0), (-omega^2, 0) */
    fp377_neg(&a.x, &one);
    for (int i = 0; i < 3; i++) {
        fp377_zero(&a.y);
        CHECK(g1_377_aff_is_on_curve(&a));
        g1_377_jac_from_aff(&p, &a);
        g1_377_jac_dbl(&t, &p);
        CHECK(g1_377_jac_is_identity(&t) && !g1_377_jac_is_identity(&p));
        CHECK(!g1_377_is_in_subgroup_var(&p) && !slow_in_subgroup(&p));
        g1_377_jac_add(&t, &p, &g); /* G + T: order 2r */
        CHECK(!g1_377_is_in_subgroup_var(&t) && !slow_in_subgroup(&t));
        fp377_mul(&a.x, &a.x, &omega);
    }
    /* the two points of order 3: (0, 1), (0, -1) */
    fp377_zero(&a.x);
    for (int i = 0; i < 2; i++) {
        a.y = one;
        if (i) fp377_neg(&a.y, &one);
        CHECK(g1_377_aff_is_on_curve(&a));
        g1_377_jac_from_aff(&p, &a);
        g1_377_jac_mul_u64_var(&t, &p, 3);
        CHECK(g1_377_jac_is_identity(&t) && !g1_377_jac_is_identity(&p));
        CHECK(!g1_377_is_in_subgroup_var(&p) && !slow_in_subgroup(&p));
        g1_377_jac_add(&t, &p, &g);
        CHECK(!g1_377_is_in_subgroup_var(&t) && !slow_in_subgroup(&t));
    }
    g1_377_jac_identity(&p);
    CHECK(g1_377_is_in_subgroup_var(&p));
}

/* Random curve points (cofactor not cleared), their cofactor multiples [h] P (in G1) and
 * their components [r] P outside G1: the fast check agrees with [r] P = O on every one. */
static void test_subgroup_random(void) {
    int outside = 0;
    for (int i = 0; i < 24; i++) {
        g1_377_jac p, q;
        g1_377_aff a;
        fp377 rhs;
        do {
            rand_fp(&a.x);
            g1_rhs(&rhs, &a.x);
        } while (!fp377_sqrt(&a.y, &rhs));
        g1_377_jac_from_aff(&p, &a);
        int slow = slow_in_subgroup(&p);
        CHECK(g1_377_is_in_subgroup_var(&p) == slow);
        outside += !slow;
        /* h = 0x170b5d4430000000 2^64 */
        g1_377_jac_mul_u64_var(&q, &p, 0x170b5d4430000000ULL);
        g1_377_jac_mul_u64_var(&q, &q, 1ULL << 32);
        g1_377_jac_mul_u64_var(&q, &q, 1ULL << 32);
        CHECK(!g1_377_jac_is_identity(&q));
        CHECK(g1_377_is_in_subgroup_var(&q) && slow_in_subgroup(&q));
        g1_377_jac_mul_var(&q, &p, r377);
        CHECK(!g1_377_jac_is_identity(&q));
        CHECK(!g1_377_is_in_subgroup_var(&q) && !slow_in_subgroup(&q));
    }
    CHECK(outside == 24);
}

/* ---- codec -------------------------------------------------------------------------------- */

#define N_LAYOUTS 5
static const ecb_point_layout *const layouts[N_LAYOUTS] = {
    &ecb_layout_zcash_compressed, &ecb_layout_zcash_uncompressed, &ecb_layout_ark_compressed,
    &ecb_layout_ark_uncompressed, &ecb_layout_snarkvm_uncompressed};

/* Every layout round-trips p, and the layouts relate as documented: arkworks bytes are the
 * reversed gnark coordinates with the sign moved from 0x20 of byte 0 to 0x80 of the last byte
 * (also in the uncompressed form); snarkVM's uncompressed form drops the sign. */
static void check_layouts(const g1_377_jac *p) {
    uint8_t enc[N_LAYOUTS][96], again[96], want[96];
    g1_377_jac q;
    int inf = g1_377_jac_is_identity(p);
    for (int l = 0; l < N_LAYOUTS; l++) {
        size_t len = ecb_point_layout_len(layouts[l], 48);
        g1_377_encode_with(enc[l], p, layouts[l]);
        CHECK(g1_377_decode_with(&q, enc[l], layouts[l]) == ECB_OK);
        CHECK(g1_377_jac_equal(&q, p));
        g1_377_encode_with(again, &q, layouts[l]);
        CHECK_MEM(again, enc[l], len);
    }
    int sign = (enc[0][0] & 0x20) != 0;
    if (inf) {
        static const uint8_t zero[96] = {0};
        CHECK(enc[0][0] == 0xc0 && memcmp(enc[0] + 1, zero, 47) == 0);
        CHECK(enc[1][0] == 0x40 && memcmp(enc[1] + 1, zero, 95) == 0);
        CHECK(enc[2][47] == 0x40 && memcmp(enc[2], zero, 47) == 0);
        CHECK(enc[3][95] == 0x40 && memcmp(enc[3], zero, 95) == 0);
        CHECK(enc[4][95] == 0x40 && enc[4][48] == 1 && memcmp(enc[4], zero, 48) == 0 &&
              memcmp(enc[4] + 49, zero, 46) == 0);
        return;
    }
    CHECK((enc[0][0] & 0xc0) == 0x80 && (enc[1][0] & 0xe0) == 0);
    CHECK_MEM(enc[0] + 1, enc[1] + 1, 47); /* same x */
    reverse(want, enc[1], 48);
    reverse(want + 48, enc[1] + 48, 48);
    CHECK_MEM(enc[4], want, 96);
    want[95] |= (uint8_t)(sign << 7);
    CHECK_MEM(enc[3], want, 96);
    want[47] |= (uint8_t)(sign << 7);
    CHECK_MEM(enc[2], want, 48);
    /* the sign flag selects -p */
    g1_377_jac np;
    g1_377_jac_neg(&np, p);
    enc[0][0] ^= 0x20;
    CHECK(g1_377_decode_with(&q, enc[0], layouts[0]) == ECB_OK && g1_377_jac_equal(&q, &np));
    enc[2][47] ^= 0x80;
    CHECK(g1_377_decode_with(&q, enc[2], layouts[2]) == ECB_OK && g1_377_jac_equal(&q, &np));
    enc[3][95] ^= 0x80; /* uncompressed: the sign must agree with y */
    CHECK(g1_377_decode_with(&q, enc[3], layouts[3]) == ECB_ERR_BAD_FLAGS);
    CHECK(g1_377_jac_is_identity(&q));
    enc[4][95] |= 0x80; /* snarkVM: no sign bit at all */
    CHECK(g1_377_decode_with(&q, enc[4], layouts[4]) == ECB_ERR_BAD_FLAGS);
}

static void test_codec_round_trips(void) {
    g1_377_jac p;
    g1_377_jac_identity(&p);
    check_layouts(&p);
    g1_377_generator(&p);
    check_layouts(&p);
    g1_377_generator_snarkvm(&p);
    check_layouts(&p);
    for (int i = 0; i < 24; i++) {
        rand_point(&p);
        check_layouts(&p);
    }
}

/* Encodes big-endian coordinates xb (and yb) with flag byte value f in layout l (a test of
 * the decoder on arbitrary, possibly invalid, coordinates). */
static void raw_encoding(uint8_t *out, const ecb_point_layout *l, const uint8_t xb[48],
                         const uint8_t yb[48], uint8_t f) {
    size_t len = ecb_point_layout_len(l, 48);
    if (l->little_endian) {
        reverse(out, xb, 48);
        if (!l->compressed) reverse(out + 48, yb, 48);
        out[len - 1] |= f;
    } else {
        memcpy(out, xb, 48);
        if (!l->compressed) memcpy(out + 48, yb, 48);
        out[0] |= f;
    }
}

static ecb_status decode_raw(const ecb_point_layout *l, const uint8_t xb[48], const uint8_t yb[48],
                             uint8_t f) {
    uint8_t enc[96];
    g1_377_jac q;
    raw_encoding(enc, l, xb, yb, f);
    ecb_status st = g1_377_decode_with(&q, enc, l);
    if (st != ECB_OK) CHECK(g1_377_jac_is_identity(&q));
    return st;
}

static void test_codec_rejects(void) {
    uint8_t xb[48], yb[48], t[48], zero[48] = {0}, one_b[48] = {0}, pb[48], pm1[48];
    uint64_t x[6], y[6];
    g1_377_jac p;
    one_b[47] = 1;
    limbs_to_be(pb, p377);
    memcpy(pm1, pb, 48);
    pm1[47] -= 1; /* p - 1 = -1; p ends in 01 */
    rand_point(&p);
    affine_ints(x, y, &p);
    limbs_to_be(xb, x);
    limbs_to_be(yb, y);
    g1_377_aff a;
    g1_377_jac_to_aff(&a, &p);
    int s = fp377_is_lexlargest(&a.y);
    /* the flag values of each layout: compressed bit (zcash compressed only), sign */
    for (int li = 0; li < N_LAYOUTS; li++) {
        const ecb_point_layout *l = layouts[li];
        uint8_t base = l->compressed ? l->flag_compressed : 0;
        uint8_t sf = (l->compressed || l->flag_sign) && s ? l->flag_sign : 0;
        uint8_t inf = l->flag_infinity;
        CHECK(decode_raw(l, xb, yb, base | sf) == ECB_OK);
        /* infinity with the sign flag; a flag the form does not have */
        CHECK(decode_raw(l, zero, zero, base | inf | (l->little_endian ? 0x80 : 0x20)) ==
              ECB_ERR_BAD_FLAGS);
        if (l->compressed && !l->little_endian)
            CHECK(decode_raw(l, xb, yb, sf) == ECB_ERR_BAD_FLAGS);
        if (!l->compressed && !l->little_endian)
            CHECK(decode_raw(l, xb, yb, 0x80) == ECB_ERR_BAD_FLAGS);
        if (!l->compressed && !l->little_endian)
            CHECK(decode_raw(l, xb, yb, 0x20) == ECB_ERR_BAD_FLAGS);
        /* infinity over a non-zero payload (x of a point; a stray low bit) */
        CHECK(decode_raw(l, xb, yb, base | inf) == ECB_ERR_INFINITY_PAYLOAD);
        CHECK(decode_raw(l, one_b, zero, base | inf) == ECB_ERR_INFINITY_PAYLOAD);
        /* the other layouts' identity payloads: y = 1 is snarkVM's only */
        if (!l->compressed)
            CHECK(decode_raw(l, zero, one_b, base | inf) ==
                  (l->identity_y_one ? ECB_OK : ECB_ERR_INFINITY_PAYLOAD));
        if (l->identity_y_one) CHECK(decode_raw(l, zero, zero, inf) == ECB_ERR_INFINITY_PAYLOAD);
        /* x + p, x = p, y + p, top payload bit: non-canonical */
        memcpy(t, xb, 48);
        be_add_p(t);
        CHECK(decode_raw(l, t, yb, base | sf) == ECB_ERR_NON_CANONICAL);
        CHECK(decode_raw(l, pb, yb, base) == ECB_ERR_NON_CANONICAL);
        memcpy(t, xb, 48);
        t[0] |= 0x10; /* bit 380 (a payload bit in every layout) */
        CHECK(decode_raw(l, t, yb, base | sf) == ECB_ERR_NON_CANONICAL);
        if (!l->compressed) {
            memcpy(t, yb, 48);
            be_add_p(t);
            CHECK(decode_raw(l, xb, t, base | sf) == ECB_ERR_NON_CANONICAL);
        }
        /* off the curve: (x, y + 1); an x with no square root of x^3 + 1 */
        if (!l->compressed) {
            memcpy(t, yb, 48);
            t[47] ^= 1; /* y +- 1 */
            fp377 ty;
            CHECK(fp377_decode(&ty, t) == ECB_OK);
            uint8_t tsf = l->flag_sign && fp377_is_lexlargest(&ty) ? l->flag_sign : 0;
            CHECK(decode_raw(l, xb, t, base | tsf) == ECB_ERR_NOT_ON_CURVE);
            CHECK(decode_raw(l, zero, zero, base) == ECB_ERR_NOT_ON_CURVE);
        } else {
            int found = 0;
            for (int k = 0; k < 64 && !found; k++) {
                fp377 fx, rhs, r;
                rand_fp(&fx);
                g1_rhs(&rhs, &fx);
                if (fp377_sqrt(&r, &rhs)) continue;
                found = 1;
                fp377_encode(t, &fx);
                CHECK(decode_raw(l, t, zero, base) == ECB_ERR_NOT_ON_CURVE);
            }
            CHECK(found);
        }
        /* small order: (-1, 0) of order 2, (0, +-1) of order 3 */
        CHECK(decode_raw(l, pm1, zero, base) == ECB_ERR_NOT_IN_SUBGROUP);
        CHECK(decode_raw(l, zero, one_b, base) == ECB_ERR_NOT_IN_SUBGROUP);
        uint8_t largest = (l->compressed || l->flag_sign) ? l->flag_sign : 0;
        CHECK(decode_raw(l, zero, pm1, base | largest) == ECB_ERR_NOT_IN_SUBGROUP);
        /* a random curve point outside G1 */
        g1_377_aff b;
        fp377 rhs;
        do {
            rand_fp(&b.x);
            g1_rhs(&rhs, &b.x);
        } while (!fp377_sqrt(&b.y, &rhs));
        uint8_t bx[48], by[48];
        fp377_encode(bx, &b.x);
        fp377_encode(by, &b.y);
        uint8_t bsf = largest && fp377_is_lexlargest(&b.y) ? largest : 0;
        CHECK(decode_raw(l, bx, by, base | bsf) == ECB_ERR_NOT_IN_SUBGROUP);
    }
}

/* ---- public API --------------------------------------------------------------------------- */

static void test_public_api(void) {
    static const uint8_t r_be[32] = {0x12, 0xab, 0x65, 0x5e, 0x9a, 0x2c, 0xa5, 0x56,
                                     0x60, 0xb4, 0x4d, 0x1e, 0x5c, 0x37, 0xb0, 0x01,
                                     0x59, 0xaa, 0x76, 0xfe, 0xd0, 0x00, 0x00, 0x01,
                                     0x0a, 0x11, 0x80, 0x00, 0x00, 0x00, 0x00, 0x01};
    uint8_t buf[32], enc[96], again[96];
    ecb_bls12_377_scalar a, b, k;
    ecb_bls12_377_g1 g = ECB_BLS12_377_G1_GENERATOR, p, q, t;
    /* scalars: r and 2^256 - 1 are out of range, r - 1 decodes and re-encodes */
    CHECK(ecb_bls12_377_scalar_decode(&k, r_be) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK(k.v[0] == 0 && k.v[1] == 0 && k.v[2] == 0 && k.v[3] == 0);
    memset(buf, 0xff, 32);
    CHECK(ecb_bls12_377_scalar_decode(&k, buf) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    memcpy(buf, r_be, 32);
    buf[31] -= 1;
    CHECK(ecb_bls12_377_scalar_decode(&k, buf) == ECB_OK);
    CHECK(k.v[0] == r377[0] - 1 && k.v[3] == r377[3]);
    ecb_bls12_377_scalar_encode(again, &k);
    CHECK_MEM(again, buf, 32);
    /* (r - 1) G = -G, in constant and variable time */
    ecb_bls12_377_g1_mul(&p, &k, &g);
    ecb_bls12_377_g1_negate(&q, &g);
    CHECK(ecb_bls12_377_g1_equal(&p, &q));
    ecb_bls12_377_g1_mul_var(&p, &k, &g);
    CHECK(ecb_bls12_377_g1_equal(&p, &q));
    ecb_bls12_377_g1_add(&t, &p, &g);
    CHECK(ecb_bls12_377_g1_is_identity(&t));
    /* a G + b G = (a + b) G with small a, b; 2 G = G + G */
    ecb_bls12_377_scalar_from_u64(&a, 1000003);
    ecb_bls12_377_scalar_from_u64(&b, 77);
    ecb_bls12_377_g1_mul(&p, &a, &g);
    ecb_bls12_377_g1_mul_var(&q, &b, &g);
    ecb_bls12_377_g1_add(&p, &p, &q);
    ecb_bls12_377_scalar_from_u64(&k, 1000080);
    ecb_bls12_377_g1_mul(&q, &k, &g);
    CHECK(ecb_bls12_377_g1_equal(&p, &q));
    ecb_bls12_377_g1_double(&p, &g);
    ecb_bls12_377_g1_add(&q, &g, &g);
    CHECK(ecb_bls12_377_g1_equal(&p, &q) && ecb_bls12_377_g1_is_in_subgroup_var(&p));
    /* random scalars: CT and wNAF agree; the five codecs round-trip */
    for (int i = 0; i < 8; i++) {
        tl_random(buf, 32);
        buf[0] &= 0x0f;
        CHECK(ecb_bls12_377_scalar_decode(&k, buf) == ECB_OK);
        ecb_bls12_377_g1_mul(&p, &k, &ECB_BLS12_377_G1_GENERATOR_SNARKVM);
        ecb_bls12_377_g1_mul_var(&q, &k, &ECB_BLS12_377_G1_GENERATOR_SNARKVM);
        CHECK(ecb_bls12_377_g1_equal(&p, &q));
        ecb_bls12_377_g1_encode(enc, &p);
        CHECK(ecb_bls12_377_g1_decode(&t, enc) == ECB_OK && ecb_bls12_377_g1_equal(&t, &p));
        ecb_bls12_377_g1_encode_uncompressed(enc, &p);
        CHECK(ecb_bls12_377_g1_decode_uncompressed(&t, enc) == ECB_OK &&
              ecb_bls12_377_g1_equal(&t, &p));
        ecb_bls12_377_g1_encode_ark(enc, &p);
        CHECK(ecb_bls12_377_g1_decode_ark(&t, enc) == ECB_OK && ecb_bls12_377_g1_equal(&t, &p));
        ecb_bls12_377_g1_encode_ark_uncompressed(enc, &p);
        CHECK(ecb_bls12_377_g1_decode_ark_uncompressed(&t, enc) == ECB_OK &&
              ecb_bls12_377_g1_equal(&t, &p));
        ecb_bls12_377_g1_encode_snarkvm_uncompressed(enc, &p);
        CHECK(ecb_bls12_377_g1_decode_snarkvm_uncompressed(&t, enc) == ECB_OK &&
              ecb_bls12_377_g1_equal(&t, &p));
        /* snarkVM's uncompressed bytes are arkworks' exactly when y is the smaller root */
        ecb_bls12_377_g1_encode_ark_uncompressed(again, &p);
        ecb_status st = ecb_bls12_377_g1_decode_ark_uncompressed(&t, enc);
        CHECK(st == ((again[95] & 0x80) ? ECB_ERR_BAD_FLAGS : ECB_OK));
    }
    ecb_bls12_377_g1_identity(&p);
    CHECK(ecb_bls12_377_g1_is_identity(&p) && !ecb_bls12_377_g1_is_identity(&g));
    ecb_bls12_377_g1_mul(&p, &k, &p);
    CHECK(ecb_bls12_377_g1_is_identity(&p));
}

int main(void) {
    tl_init();
    /* lambda = x^2 - 1 */
    unsigned __int128 x2 = (unsigned __int128)G1_377_X * G1_377_X - 1;
    lambda377[0] = (uint64_t)x2;
    lambda377[1] = (uint64_t)(x2 >> 64);
    test_constants();
    g1_377_run();
    test_generators();
    test_small_order();
    test_subgroup_random();
    test_codec_round_trips();
    test_codec_rejects();
    test_public_api();
    return tl_finish("test_group_bls12_377_g1");
}
