/* GF(2^255 - 19): constants, canonical byte conversion, exponentiations and the square root
 * of a ratio (RFC 9496 §4.2). All constant time. */
#include "field/ristretto255/fe25519.h"

/* Limbs in radix 2^51 of the RFC 9496 §4.1 constants (values checked by the RFC 9496
 * Appendix A vectors in tests/test_ristretto255_rfc.c). */
const fe25519 fe25519_d = {{0x34dca135978a3ull, 0x1a8283b156ebdull, 0x5e7a26001c029ull,
                            0x739c663a03cbbull, 0x52036cee2b6ffull}};
const fe25519 fe25519_d2 = {{0x69b9426b2f159ull, 0x35050762add7aull, 0x3cf44c0038052ull,
                             0x6738cc7407977ull, 0x2406d9dc56dffull}};
const fe25519 fe25519_sqrt_m1 = {{0x61b274a0ea0b0ull, 0x0d5a5fc8f189dull, 0x7ef5e9cbd0c60ull,
                                  0x78595a6804c9eull, 0x2b8324804fc1dull}};
const fe25519 fe25519_sqrt_ad_minus_one = {{0x7f6a0497b2e1bull, 0x1836f0a97afd2ull,
                                            0x7d747f6be7638ull, 0x456079e7e6498ull,
                                            0x376931bf2b834ull}};
const fe25519 fe25519_invsqrt_a_minus_d = {{0x0fdaa805d40eaull, 0x2eb482e57d339ull,
                                            0x007610274bc58ull, 0x6510b613dc8ffull,
                                            0x786c8905cfaffull}};
const fe25519 fe25519_one_minus_d_sq = {{0x409c1945fc176ull, 0x719abc6a1fc4full, 0x1c37f90b20684ull,
                                         0x06bccca55eedfull, 0x029072a8b2b3eull}};
const fe25519 fe25519_d_minus_one_sq = {{0x55aaa44ed4d20ull, 0x59603c3332635ull, 0x26d3baf4a7928ull,
                                         0x120a66e6997a9ull, 0x5968b37af66c2ull}};

static void store64_le(uint8_t *s, uint64_t x) {
    for (int i = 0; i < 8; i++)
        s[i] = (uint8_t)(x >> (8 * i));
}

static uint64_t load64_le(const uint8_t *s) {
    uint64_t x = 0;
    for (int i = 0; i < 8; i++)
        x |= (uint64_t)s[i] << (8 * i);
    return x;
}

void fe25519_tobytes(uint8_t s[32], const fe25519 *f) {
    fe25519 t;
    /* Two carry passes leave every limb below 2^51, so the value is below 2^255 < 2p. */
    fe25519_carry(&t, f->v[0], f->v[1], f->v[2], f->v[3], f->v[4]);
    fe25519_carry(&t, t.v[0], t.v[1], t.v[2], t.v[3], t.v[4]);
    /* q = 1 exactly when value >= p, i.e. when value + 19 reaches 2^255. */
    uint64_t q = (t.v[0] + 19) >> 51;
    q = (t.v[1] + q) >> 51;
    q = (t.v[2] + q) >> 51;
    q = (t.v[3] + q) >> 51;
    q = (t.v[4] + q) >> 51;
    /* value - q p = value + 19 q - q 2^255: add 19q, carry, drop bit 255. */
    uint64_t t0 = t.v[0] + 19 * q, t1 = t.v[1], t2 = t.v[2], t3 = t.v[3], t4 = t.v[4];
    t1 += t0 >> 51;
    t0 &= FE25519_MASK51;
    t2 += t1 >> 51;
    t1 &= FE25519_MASK51;
    t3 += t2 >> 51;
    t2 &= FE25519_MASK51;
    t4 += t3 >> 51;
    t3 &= FE25519_MASK51;
    t4 &= FE25519_MASK51;
    store64_le(s, t0 | (t1 << 51));
    store64_le(s + 8, (t1 >> 13) | (t2 << 38));
    store64_le(s + 16, (t2 >> 26) | (t3 << 25));
    store64_le(s + 24, (t3 >> 39) | (t4 << 12));
}

void fe25519_frombytes(fe25519 *h, const uint8_t s[32]) {
    const uint64_t w0 = load64_le(s), w1 = load64_le(s + 8), w2 = load64_le(s + 16),
                   w3 = load64_le(s + 24);
    h->v[0] = w0 & FE25519_MASK51;
    h->v[1] = ((w0 >> 51) | (w1 << 13)) & FE25519_MASK51;
    h->v[2] = ((w1 >> 38) | (w2 << 26)) & FE25519_MASK51;
    h->v[3] = ((w2 >> 25) | (w3 << 39)) & FE25519_MASK51;
    h->v[4] = (w3 >> 12) & FE25519_MASK51;
}

int fe25519_iszero(const fe25519 *f) {
    uint8_t s[32];
    uint8_t acc = 0;
    fe25519_tobytes(s, f);
    for (int i = 0; i < 32; i++)
        acc |= s[i];
    return (int)(((unsigned)acc - 1) >> 31) & 1;
}

int fe25519_equal(const fe25519 *f, const fe25519 *g) {
    fe25519 d;
    fe25519_sub(&d, f, g);
    return fe25519_iszero(&d);
}

int fe25519_isnegative(const fe25519 *f) {
    uint8_t s[32];
    fe25519_tobytes(s, f);
    return s[0] & 1;
}

void fe25519_abs(fe25519 *h, const fe25519 *f) {
    fe25519_cneg(h, f, (unsigned)fe25519_isnegative(f));
}

/* Sets *z11 = z^11 and *z250 = z^(2^250 - 1), the common prefix of the chains for p - 2 and
 * (p - 5)/8. Names say which power of z is held: z_a_b = z^(2^a - 2^b). */
static void fe25519_pow_prefix(fe25519 *z11, fe25519 *z250, const fe25519 *z) {
    fe25519 t, z9, z_5_0, z_10_0, z_20_0, z_50_0, z_100_0;
    fe25519_sq(&t, z);                /* z^2 */
    fe25519_sqn(&z9, &t, 2);          /* z^8 */
    fe25519_mul(&z9, &z9, z);         /* z^9 */
    fe25519_mul(z11, &z9, &t);        /* z^11 */
    fe25519_sq(&t, z11);              /* z^22 */
    fe25519_mul(&z_5_0, &t, &z9);     /* z^31 = z^(2^5 - 1) */
    fe25519_sqn(&t, &z_5_0, 5);       /* z^(2^10 - 2^5) */
    fe25519_mul(&z_10_0, &t, &z_5_0); /* z^(2^10 - 1) */
    fe25519_sqn(&t, &z_10_0, 10);
    fe25519_mul(&z_20_0, &t, &z_10_0); /* z^(2^20 - 1) */
    fe25519_sqn(&t, &z_20_0, 20);
    fe25519_mul(&t, &t, &z_20_0); /* z^(2^40 - 1) */
    fe25519_sqn(&t, &t, 10);
    fe25519_mul(&z_50_0, &t, &z_10_0); /* z^(2^50 - 1) */
    fe25519_sqn(&t, &z_50_0, 50);
    fe25519_mul(&z_100_0, &t, &z_50_0); /* z^(2^100 - 1) */
    fe25519_sqn(&t, &z_100_0, 100);
    fe25519_mul(&t, &t, &z_100_0); /* z^(2^200 - 1) */
    fe25519_sqn(&t, &t, 50);
    fe25519_mul(z250, &t, &z_50_0); /* z^(2^250 - 1) */
}

void fe25519_invert(fe25519 *h, const fe25519 *f) {
    fe25519 z11, t;
    fe25519_pow_prefix(&z11, &t, f);
    fe25519_sqn(&t, &t, 5);   /* z^(2^255 - 2^5) */
    fe25519_mul(h, &t, &z11); /* z^(2^255 - 21) = z^(p - 2) */
}

void fe25519_pow22523(fe25519 *h, const fe25519 *f) {
    fe25519 z11, t;
    fe25519_pow_prefix(&z11, &t, f);
    fe25519_sqn(&t, &t, 2); /* z^(2^252 - 4) */
    fe25519_mul(h, &t, f);  /* z^(2^252 - 3) */
}

void fe25519_sqrt_ratio_m1_begin(fe25519 *v3, fe25519 *uv7, const fe25519 *u, const fe25519 *v) {
    fe25519 v7;
    fe25519_sq(v3, v);
    fe25519_mul(v3, v3, v); /* v^3 */
    fe25519_sq(&v7, v3);
    fe25519_mul(&v7, &v7, v); /* v^7 */
    fe25519_mul(uv7, u, &v7);
}

int fe25519_sqrt_ratio_m1_end(fe25519 *r, const fe25519 *u, const fe25519 *v, const fe25519 *v3,
                              const fe25519 *pow) {
    fe25519 check, neg_u, neg_u_i, r_prime;
    /* r = (u v^3) (u v^7)^((p-5)/8) */
    fe25519_mul(r, u, v3);
    fe25519_mul(r, r, pow);
    /* check = v r^2 is one of u, -u, -u*SQRT_M1, u*SQRT_M1 */
    fe25519_sq(&check, r);
    fe25519_mul(&check, &check, v);
    fe25519_neg(&neg_u, u);
    fe25519_mul(&neg_u_i, &neg_u, &fe25519_sqrt_m1);
    const int correct_sign = fe25519_equal(&check, u);
    const int flipped_sign = fe25519_equal(&check, &neg_u);
    const int flipped_sign_i = fe25519_equal(&check, &neg_u_i);
    fe25519_mul(&r_prime, r, &fe25519_sqrt_m1);
    fe25519_cmov(r, &r_prime, (unsigned)(flipped_sign | flipped_sign_i));
    fe25519_abs(r, r);
    return correct_sign | flipped_sign;
}

int fe25519_sqrt_ratio_m1(fe25519 *r, const fe25519 *u, const fe25519 *v) {
    fe25519 v3, uv7, pow;
    fe25519_sqrt_ratio_m1_begin(&v3, &uv7, u, v);
    fe25519_pow22523(&pow, &uv7);
    return fe25519_sqrt_ratio_m1_end(r, u, v, &v3, &pow);
}
