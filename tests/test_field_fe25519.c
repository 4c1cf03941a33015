/* GF(2^255 - 19) in radix 2^51 against a slow, independent reference (8 x 32-bit limbs,
 * schoolbook product, fold by 2^256 = 38 mod p): mul, sq, add, sub, neg, invert, pow22523,
 * byte conversions with non-canonical and unreduced inputs, and SQRT_RATIO_M1 edge cases. */
#include "field/ristretto255/fe25519.h"
#include "testlib.h"

/* ---- slow reference: integers mod p as 8 little-endian 32-bit limbs ------------------------ */
typedef struct {
    uint32_t w[8];
} ref_fe;

static const ref_fe REF_P = {{0xffffffed, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff,
                              0xffffffff, 0xffffffff, 0x7fffffff}};

static int ref_geq(const ref_fe *a, const ref_fe *b) {
    for (int i = 7; i >= 0; i--) {
        if (a->w[i] != b->w[i]) return a->w[i] > b->w[i];
    }
    return 1;
}

static void ref_sub_raw(ref_fe *r, const ref_fe *a, const ref_fe *b) {
    int64_t borrow = 0;
    for (int i = 0; i < 8; i++) {
        int64_t d = (int64_t)a->w[i] - b->w[i] - borrow;
        borrow = d < 0;
        r->w[i] = (uint32_t)d;
    }
}

static void ref_canon(ref_fe *r) {
    while (ref_geq(r, &REF_P))
        ref_sub_raw(r, r, &REF_P);
}

/* Reduces a 16-limb product (< 2^512) mod p. */
static void ref_reduce16(ref_fe *r, const uint32_t x[16]) {
    uint64_t t[9] = {0};
    uint64_t c = 0;
    for (int i = 0; i < 8; i++) { /* lo + 38 hi */
        c += (uint64_t)x[i] + 38 * (uint64_t)x[i + 8];
        t[i] = (uint32_t)c;
        c >>= 32;
    }
    t[8] = c;
    while (t[8] != 0) { /* fold the excess again */
        uint64_t hi = t[8];
        t[8] = 0;
        c = 38 * hi;
        for (int i = 0; i < 8; i++) {
            c += t[i];
            t[i] = (uint32_t)c;
            c >>= 32;
        }
        t[8] = c;
    }
    for (int i = 0; i < 8; i++)
        r->w[i] = (uint32_t)t[i];
    ref_canon(r);
}

static void ref_mul(ref_fe *r, const ref_fe *a, const ref_fe *b) {
    uint32_t x[16] = {0};
    for (int i = 0; i < 8; i++) {
        uint64_t c = 0;
        for (int j = 0; j < 8; j++) {
            c += (uint64_t)a->w[i] * b->w[j] + x[i + j];
            x[i + j] = (uint32_t)c;
            c >>= 32;
        }
        x[i + 8] = (uint32_t)c;
    }
    ref_reduce16(r, x);
}

static void ref_add(ref_fe *r, const ref_fe *a, const ref_fe *b) {
    uint32_t x[16] = {0};
    uint64_t c = 0;
    for (int i = 0; i < 8; i++) {
        c += (uint64_t)a->w[i] + b->w[i];
        x[i] = (uint32_t)c;
        c >>= 32;
    }
    x[8] = (uint32_t)c;
    ref_reduce16(r, x);
}

static void ref_sub(ref_fe *r, const ref_fe *a, const ref_fe *b) {
    ref_fe t;
    ref_sub_raw(&t, &REF_P, b); /* p - b, b canonical */
    ref_add(r, a, &t);
}

static void ref_frombytes(ref_fe *r, const uint8_t s[32]) { /* all 256 bits, reduced */
    uint32_t x[16] = {0};
    for (int i = 0; i < 8; i++)
        x[i] = (uint32_t)s[4 * i] | (uint32_t)s[4 * i + 1] << 8 | (uint32_t)s[4 * i + 2] << 16 |
               (uint32_t)s[4 * i + 3] << 24;
    ref_reduce16(r, x);
}

static void ref_tobytes(uint8_t s[32], const ref_fe *a) {
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 4; j++)
            s[4 * i + j] = (uint8_t)(a->w[i] >> (8 * j));
}

static void ref_pow(ref_fe *r, const ref_fe *a, const uint8_t e[32]) { /* e little-endian */
    ref_fe acc = {{1}};
    for (int bit = 255; bit >= 0; bit--) {
        ref_mul(&acc, &acc, &acc);
        if ((e[bit / 8] >> (bit % 8)) & 1) ref_mul(&acc, &acc, a);
    }
    *r = acc;
}

/* ---- helpers ------------------------------------------------------------------------------ */
static void random_fe(fe25519 *f, ref_fe *ref) {
    uint8_t s[32];
    tl_random(s, sizeof s);
    s[31] &= 0x7f;
    fe25519_frombytes(f, s);
    ref_frombytes(ref, s);
}

/* Same value, limbs pushed towards the loose bound: add k p limb-wise (k p = 0 mod p). */
static void loosen(fe25519 *f) {
    static const uint64_t p_limbs[5] = {0x7ffffffffffed, 0x7ffffffffffff, 0x7ffffffffffff,
                                        0x7ffffffffffff, 0x7ffffffffffff};
    for (int i = 0; i < 5; i++)
        f->v[i] += 5 * p_limbs[i]; /* < 2^51 * 6 < 2^54 */
}

static int same(const fe25519 *f, const ref_fe *ref) {
    uint8_t a[32], b[32];
    ref_fe c = *ref;
    ref_canon(&c);
    fe25519_tobytes(a, f);
    ref_tobytes(b, &c);
    return memcmp(a, b, 32) == 0;
}

static int is_tight(const fe25519 *f) {
    for (int i = 0; i < 5; i++)
        if (f->v[i] >= ((uint64_t)1 << 52)) return 0;
    return 1;
}

static void test_arithmetic(void) {
    for (int it = 0; it < 3000; it++) {
        fe25519 a, b, r;
        ref_fe ra, rb, rr;
        random_fe(&a, &ra);
        random_fe(&b, &rb);
        if (it % 2) {
            loosen(&a);
            loosen(&b);
        }
        fe25519_mul(&r, &a, &b);
        ref_mul(&rr, &ra, &rb);
        CHECK(same(&r, &rr));
        CHECK(is_tight(&r));
        fe25519_sq(&r, &a);
        ref_mul(&rr, &ra, &ra);
        CHECK(same(&r, &rr));
        CHECK(is_tight(&r));
        fe25519_sub(&r, &a, &b);
        ref_sub(&rr, &ra, &rb);
        CHECK(same(&r, &rr));
        CHECK(is_tight(&r));
        fe25519_neg(&r, &a);
        ref_sub(&rr, &(ref_fe){{0}}, &ra);
        CHECK(same(&r, &rr));
        if (it % 2 == 0) {
            fe25519_add(&r, &a, &b);
            ref_add(&rr, &ra, &rb);
            CHECK(same(&r, &rr));
        }
        fe25519_mul_small(&r, &a, 121666);
        ref_fe k = {{121666}};
        ref_mul(&rr, &ra, &k);
        CHECK(same(&r, &rr));
        CHECK(fe25519_equal(&a, &a) == 1);
        CHECK(fe25519_equal(&a, &b) == 0);
    }
}

static void test_extreme_limbs(void) {
    /* every limb at the loose maximum 2^54 - 1, and at the tight maximum */
    const uint64_t tops[2] = {((uint64_t)1 << 54) - 1, ((uint64_t)1 << 52) - 1};
    for (int k = 0; k < 2; k++) {
        fe25519 a;
        ref_fe ra = {{0}}, pow51 = {{0}}, limb, t;
        for (int i = 0; i < 5; i++)
            a.v[i] = tops[k];
        /* ra = sum tops * 2^(51 i) mod p, built with the reference */
        ref_fe one = {{1}};
        pow51 = one;
        ref_fe two51 = {{0, 1u << 19}}; /* 2^51 */
        for (int i = 0; i < 5; i++) {
            limb = (ref_fe){{(uint32_t)tops[k], (uint32_t)(tops[k] >> 32)}};
            ref_mul(&t, &limb, &pow51);
            ref_add(&ra, &ra, &t);
            ref_mul(&pow51, &pow51, &two51);
        }
        fe25519 r;
        ref_fe rr;
        fe25519_mul(&r, &a, &a);
        ref_mul(&rr, &ra, &ra);
        CHECK(same(&r, &rr));
        fe25519_sq(&r, &a);
        CHECK(same(&r, &rr));
        fe25519_sub(&r, &a, &a);
        CHECK(fe25519_iszero(&r));
        fe25519_neg(&r, &a);
        fe25519_add(&r, &r, &a);
        CHECK(fe25519_iszero(&r));
        CHECK(same(&a, &ra)); /* tobytes of an unreduced input */
    }
}

static void test_bytes(void) {
    uint8_t s[32], out[32];
    fe25519 f;
    /* p, p + 1, 2^255 - 1 (all >= p) decode to 0, 1, 18 */
    memset(s, 0xff, 32);
    s[0] = 0xed;
    s[31] = 0x7f;
    fe25519_frombytes(&f, s);
    CHECK(fe25519_iszero(&f));
    s[0] = 0xee;
    fe25519_frombytes(&f, s);
    fe25519_tobytes(out, &f);
    CHECK(out[0] == 1 && out[1] == 0 && out[31] == 0);
    memset(s, 0xff, 32); /* bit 255 set too: ignored */
    fe25519_frombytes(&f, s);
    fe25519_tobytes(out, &f);
    CHECK(out[0] == 18 && out[1] == 0 && out[31] == 0);
    /* p - 1 round-trips and is "negative" (odd) */
    memset(s, 0xff, 32);
    s[0] = 0xec;
    s[31] = 0x7f;
    fe25519_frombytes(&f, s);
    fe25519_tobytes(out, &f);
    CHECK_MEM(out, s, 32);
    CHECK(fe25519_isnegative(&f) == 0); /* p - 1 is even */
    fe25519_1(&f);
    CHECK(fe25519_isnegative(&f) == 1);
    fe25519_neg(&f, &f); /* -1 = p - 1: even */
    CHECK(fe25519_isnegative(&f) == 0);
    /* random canonical round trips */
    for (int i = 0; i < 1000; i++) {
        tl_random(s, 32);
        s[31] &= 0x7f;
        if (s[31] == 0x7f) s[31] = 0x3f; /* keep below p */
        fe25519_frombytes(&f, s);
        fe25519_tobytes(out, &f);
        CHECK_MEM(out, s, 32);
    }
}

static void test_invert_pow(void) {
    uint8_t pm2[32], p58[32];
    memset(pm2, 0xff, 32); /* p - 2 = 2^255 - 21 */
    pm2[0] = 0xeb;
    pm2[31] = 0x7f;
    memset(p58, 0xff, 32); /* (p - 5)/8 = 2^252 - 3 */
    p58[0] = 0xfd;
    p58[31] = 0x0f;
    for (int it = 0; it < 40; it++) {
        fe25519 a, r, t;
        ref_fe ra, rr;
        random_fe(&a, &ra);
        fe25519_invert(&r, &a);
        ref_pow(&rr, &ra, pm2);
        CHECK(same(&r, &rr));
        fe25519_mul(&t, &r, &a);
        fe25519 one;
        fe25519_1(&one);
        CHECK(fe25519_equal(&t, &one));
        fe25519_pow22523(&r, &a);
        ref_pow(&rr, &ra, p58);
        CHECK(same(&r, &rr));
    }
    fe25519 z, r;
    fe25519_0(&z);
    fe25519_invert(&r, &z);
    CHECK(fe25519_iszero(&r));
}

static void test_sqrt_ratio(void) {
    fe25519 u, v, r, t, zero, one, two;
    fe25519_0(&zero);
    fe25519_1(&one);
    fe25519_add(&two, &one, &one);
    /* u = 0: square, r = 0 (also v = 0) */
    CHECK(fe25519_sqrt_ratio_m1(&r, &zero, &one) == 1 && fe25519_iszero(&r));
    CHECK(fe25519_sqrt_ratio_m1(&r, &zero, &zero) == 1 && fe25519_iszero(&r));
    /* v = 0, u != 0: not square, r = 0 */
    CHECK(fe25519_sqrt_ratio_m1(&r, &one, &zero) == 0 && fe25519_iszero(&r));
    /* 1/1: roots +-1; 1 is odd ("negative"), so r = -1 */
    fe25519_neg(&t, &one);
    CHECK(fe25519_sqrt_ratio_m1(&r, &one, &one) == 1 && fe25519_equal(&r, &t));
    /* -1 is a square (p = 1 mod 4): r = SQRT_M1, non-negative */
    fe25519_neg(&t, &one);
    CHECK(fe25519_sqrt_ratio_m1(&r, &t, &one) == 1 && fe25519_equal(&r, &fe25519_sqrt_m1));
    CHECK(fe25519_isnegative(&fe25519_sqrt_m1) == 0);
    fe25519_sq(&t, &fe25519_sqrt_m1);
    fe25519_add(&t, &t, &one);
    CHECK(fe25519_iszero(&t));
    /* 2 is a non-square mod p (p = 5 mod 8): r = sqrt(2 i) */
    CHECK(fe25519_sqrt_ratio_m1(&r, &two, &one) == 0);
    fe25519_sq(&t, &r);
    fe25519 want;
    fe25519_mul(&want, &two, &fe25519_sqrt_m1);
    CHECK(fe25519_equal(&t, &want));
    CHECK(fe25519_isnegative(&r) == 0);
    /* random: r^2 v = u or u i, r non-negative; squares of x/y are found */
    int squares = 0;
    for (int it = 0; it < 200; it++) {
        ref_fe dummy;
        random_fe(&u, &dummy);
        random_fe(&v, &dummy);
        int sq = fe25519_sqrt_ratio_m1(&r, &u, &v);
        squares += sq;
        fe25519_sq(&t, &r);
        fe25519_mul(&t, &t, &v);
        if (sq) {
            CHECK(fe25519_equal(&t, &u));
        } else {
            fe25519_mul(&want, &u, &fe25519_sqrt_m1);
            CHECK(fe25519_equal(&t, &want));
        }
        CHECK(fe25519_isnegative(&r) == 0);
        /* (x^2 / y^2): always a square, root = |x/y| */
        fe25519 x, y, x2, y2;
        random_fe(&x, &dummy);
        random_fe(&y, &dummy);
        fe25519_sq(&x2, &x);
        fe25519_sq(&y2, &y);
        CHECK(fe25519_sqrt_ratio_m1(&r, &x2, &y2) == 1);
        fe25519_invert(&t, &y);
        fe25519_mul(&t, &t, &x);
        fe25519_abs(&t, &t);
        CHECK(fe25519_equal(&r, &t));
    }
    CHECK(squares > 60 && squares < 140); /* about half of random ratios are squares */
}

static void test_cmov_cswap(void) {
    fe25519 a, b, c, d;
    ref_fe dummy;
    random_fe(&a, &dummy);
    random_fe(&b, &dummy);
    c = a;
    fe25519_cmov(&c, &b, 0);
    CHECK(memcmp(&c, &a, sizeof c) == 0);
    fe25519_cmov(&c, &b, 1);
    CHECK(memcmp(&c, &b, sizeof c) == 0);
    c = a;
    d = b;
    fe25519_cswap(&c, &d, 1);
    CHECK(memcmp(&c, &b, sizeof c) == 0 && memcmp(&d, &a, sizeof d) == 0);
    fe25519_cswap(&c, &d, 0);
    CHECK(memcmp(&c, &b, sizeof c) == 0 && memcmp(&d, &a, sizeof d) == 0);
    fe25519_cneg(&c, &a, 1);
    fe25519_add(&c, &c, &a);
    CHECK(fe25519_iszero(&c));
    fe25519_cneg(&c, &a, 0);
    CHECK(fe25519_equal(&c, &a));
}

int main(void) {
    tl_init();
    test_arithmetic();
    test_extreme_limbs();
    test_bytes();
    test_invert_pow();
    test_sqrt_ratio();
    test_cmov_cswap();
    return tl_finish("test_field_fe25519");
}
