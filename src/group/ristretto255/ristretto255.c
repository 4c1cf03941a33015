/* ristretto255 (RFC 9496 §4): decoding, encoding, equality, the element derivation from
 * uniform bytes, and the group law on the edwards25519 representatives. Constant time. */
#include <string.h>

#include "ecbatch/ristretto255.h"
#include "group/ristretto255/edwards25519.h"
#include "group/ristretto255/ristretto255_decode.h"

/* The edwards25519 base point (x, 4/5) with x non-negative: RFC 9496 §4.4 B. */
static const ge25519_p3 ristretto255_base_point = {
    {{0x62d608f25d51aull, 0x412a4b4f6592aull, 0x75b7171a4b31dull, 0x1ff60527118feull,
      0x216936d3cd6e5ull}},
    {{0x6666666666658ull, 0x4ccccccccccccull, 0x1999999999999ull, 0x3333333333333ull,
      0x6666666666666ull}},
    {{1, 0, 0, 0, 0}},
    {{0x68ab3a5b7dda3ull, 0x00eea2a5eadbbull, 0x2af8df483c27eull, 0x332b375274732ull,
      0x67875f0fd78b7ull}}};

/* 1 when the 256-bit little-endian value of s is below p = 2^255 - 19 (whole value, so bit
 * 255 counts), else 0; constant time. */
static unsigned bytes_below_p(const uint8_t s[32]) {
    static const uint8_t p_bytes[32] = {0xed, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f};
    unsigned borrow = 0; /* borrow out of s - p */
    for (int i = 0; i < 32; i++)
        borrow = ((unsigned)s[i] - p_bytes[i] - borrow) >> 31;
    return borrow;
}

void ristretto255_decode_read(ristretto255_decode_state *st, const uint8_t in[32]) {
    st->canonical = bytes_below_p(in);
    st->s_negative = in[0] & 1; /* s canonical: its low bit is IS_NEGATIVE */
    fe25519_frombytes(&st->s, in);
}

void ristretto255_decode_begin(ristretto255_decode_state *st, const uint8_t in[32]) {
    fe25519 ss, u2_sqr, t, one;
    ristretto255_decode_read(st, in);
    fe25519_1(&one);
    /* RFC 9496 §4.3.1 step 2 */
    fe25519_sq(&ss, &st->s);
    fe25519_sub(&st->u1, &one, &ss); /* 1 - s^2 */
    fe25519_add(&st->u2, &one, &ss); /* 1 + s^2 */
    fe25519_sq(&u2_sqr, &st->u2);
    fe25519_sq(&t, &st->u1);
    fe25519_mul(&t, &t, &fe25519_d);
    fe25519_add(&t, &t, &u2_sqr);
    fe25519_neg(&st->v, &t); /* v = -(D u1^2) - u2^2 */
    fe25519_mul(&st->den, &st->v, &u2_sqr);
    fe25519_sqrt_ratio_m1_begin(&st->v3, &st->uv7, &one, &st->den);
}

ecb_status ristretto255_decode_end(ecb_ristretto255_point *out, const ristretto255_decode_state *st,
                                   const fe25519 *pow) {
    fe25519 t, invsqrt, den_x, den_y, x, y, one;
    fe25519_1(&one);
    const int was_square = fe25519_sqrt_ratio_m1_end(&invsqrt, &one, &st->den, &st->v3, pow);
    fe25519_mul(&den_x, &invsqrt, &st->u2);
    fe25519_mul(&den_y, &invsqrt, &den_x);
    fe25519_mul(&den_y, &den_y, &st->v);
    fe25519_add(&x, &st->s, &st->s);
    fe25519_mul(&x, &x, &den_x);
    fe25519_abs(&x, &x); /* |2 s den_x| */
    fe25519_mul(&y, &st->u1, &den_y);
    fe25519_mul(&t, &x, &y);
    const int t_negative = fe25519_isnegative(&t);
    const int y_zero = fe25519_iszero(&y);

    ecb_status status = ECB_OK;
    if (!st->canonical)
        status = ECB_ERR_NON_CANONICAL;
    else if (st->s_negative)
        status = ECB_ERR_NEGATIVE;
    else if (!was_square)
        status = ECB_ERR_NON_SQUARE;
    else if (t_negative)
        status = ECB_ERR_NEGATIVE_XY;
    else if (y_zero)
        status = ECB_ERR_Y_ZERO;
    if (status != ECB_OK) {
        ge25519_p3_0(out);
        return status;
    }
    out->X = x;
    out->Y = y;
    fe25519_1(&out->Z);
    out->T = t;
    return ECB_OK;
}

ecb_status ecb_ristretto255_decode(ecb_ristretto255_point *out, const uint8_t in[32]) {
    ristretto255_decode_state st;
    fe25519 pow;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (in == NULL) {
        ge25519_p3_0(out);
        return ECB_ERR_NULL_POINTER;
    }
    ristretto255_decode_begin(&st, in);
    fe25519_pow22523(&pow, &st.uv7);
    return ristretto255_decode_end(out, &st, &pow);
}

void ecb_ristretto255_encode(uint8_t out[32], const ecb_ristretto255_point *p) {
    fe25519 u1, u2, t, one, invsqrt, den1, den2, z_inv, ix0, iy0, enchanted, x, y, den_inv;
    /* RFC 9496 §4.3.2 */
    fe25519_add(&t, &p->Z, &p->Y);
    fe25519_sub(&u1, &p->Z, &p->Y);
    fe25519_mul(&u1, &u1, &t); /* (Z0 + Y0)(Z0 - Y0) */
    fe25519_mul(&u2, &p->X, &p->Y);
    fe25519_sq(&t, &u2);
    fe25519_mul(&t, &t, &u1);
    fe25519_1(&one);
    (void)fe25519_sqrt_ratio_m1(&invsqrt, &one, &t);
    fe25519_mul(&den1, &invsqrt, &u1);
    fe25519_mul(&den2, &invsqrt, &u2);
    fe25519_mul(&z_inv, &den1, &den2);
    fe25519_mul(&z_inv, &z_inv, &p->T);
    fe25519_mul(&ix0, &p->X, &fe25519_sqrt_m1);
    fe25519_mul(&iy0, &p->Y, &fe25519_sqrt_m1);
    fe25519_mul(&enchanted, &den1, &fe25519_invsqrt_a_minus_d);
    fe25519_mul(&t, &p->T, &z_inv);
    const unsigned rotate = (unsigned)fe25519_isnegative(&t);
    x = p->X;
    y = p->Y;
    den_inv = den2;
    fe25519_cmov(&x, &iy0, rotate);
    fe25519_cmov(&y, &ix0, rotate);
    fe25519_cmov(&den_inv, &enchanted, rotate);
    fe25519_mul(&t, &x, &z_inv);
    fe25519_cneg(&y, &y, (unsigned)fe25519_isnegative(&t));
    fe25519_sub(&t, &p->Z, &y);
    fe25519_mul(&t, &t, &den_inv);
    fe25519_abs(&t, &t);
    fe25519_tobytes(out, &t);
}

int ecb_ristretto255_equal(const ecb_ristretto255_point *a, const ecb_ristretto255_point *b) {
    /* RFC 9496 §4.3.3: X1 Y2 == Y1 X2 or Y1 Y2 == X1 X2 */
    fe25519 l, r;
    fe25519_mul(&l, &a->X, &b->Y);
    fe25519_mul(&r, &a->Y, &b->X);
    const int e1 = fe25519_equal(&l, &r);
    fe25519_mul(&l, &a->Y, &b->Y);
    fe25519_mul(&r, &a->X, &b->X);
    const int e2 = fe25519_equal(&l, &r);
    return e1 | e2;
}

int ecb_ristretto255_is_identity(const ecb_ristretto255_point *p) {
    return fe25519_iszero(&p->X) | fe25519_iszero(&p->Y);
}

/* RFC 9496 §4.3.4 MAP: the Elligator 2 map of a field element t to an edwards25519 point. */
static void ristretto255_map(ge25519_p3 *out, const fe25519 *t) {
    fe25519 r, u, v, s, s_prime, c, n, w0, w1, w2, w3, tmp, one;
    fe25519_1(&one);
    fe25519_sq(&r, t);
    fe25519_mul(&r, &r, &fe25519_sqrt_m1); /* r = SQRT_M1 t^2 */
    fe25519_add(&u, &r, &one);
    fe25519_mul(&u, &u, &fe25519_one_minus_d_sq); /* u = (r + 1) ONE_MINUS_D_SQ */
    fe25519_mul(&tmp, &r, &fe25519_d);
    fe25519_add(&tmp, &tmp, &one);
    fe25519_neg(&tmp, &tmp); /* -1 - r D */
    fe25519_add(&v, &r, &fe25519_d);
    fe25519_mul(&v, &v, &tmp); /* v = (-1 - r D)(r + D) */
    const unsigned was_square = (unsigned)fe25519_sqrt_ratio_m1(&s, &u, &v);
    fe25519_mul(&s_prime, &s, t);
    fe25519_abs(&s_prime, &s_prime);
    fe25519_neg(&s_prime, &s_prime); /* -|s t| */
    fe25519_cmov(&s, &s_prime, was_square ^ 1);
    fe25519_neg(&c, &one);
    fe25519_cmov(&c, &r, was_square ^ 1); /* c = -1 if was_square else r */
    fe25519_sub(&tmp, &r, &one);
    fe25519_mul(&n, &c, &tmp);
    fe25519_mul(&n, &n, &fe25519_d_minus_one_sq);
    fe25519_sub(&n, &n, &v); /* N = c (r - 1) D_MINUS_ONE_SQ - v */
    fe25519_add(&w0, &s, &s);
    fe25519_mul(&w0, &w0, &v);                        /* w0 = 2 s v */
    fe25519_mul(&w1, &n, &fe25519_sqrt_ad_minus_one); /* w1 = N SQRT_AD_MINUS_ONE */
    fe25519_sq(&tmp, &s);
    fe25519_sub(&w2, &one, &tmp); /* w2 = 1 - s^2 */
    fe25519_add(&w3, &one, &tmp); /* w3 = 1 + s^2 */
    fe25519_mul(&out->X, &w0, &w3);
    fe25519_mul(&out->Y, &w2, &w1);
    fe25519_mul(&out->Z, &w1, &w3);
    fe25519_mul(&out->T, &w0, &w2);
}

void ecb_ristretto255_from_uniform_bytes(ecb_ristretto255_point *out, const uint8_t in[64]) {
    fe25519 t;
    ge25519_p3 p1, p2;
    fe25519_frombytes(&t, in); /* bit 255 masked, value reduced mod p */
    ristretto255_map(&p1, &t);
    fe25519_frombytes(&t, in + 32);
    ristretto255_map(&p2, &t);
    ge25519_add_p3(out, &p1, &p2);
}

void ecb_ristretto255_identity(ecb_ristretto255_point *out) {
    ge25519_p3_0(out);
}

void ecb_ristretto255_base(ecb_ristretto255_point *out) {
    *out = ristretto255_base_point;
}

void ecb_ristretto255_add(ecb_ristretto255_point *out, const ecb_ristretto255_point *a,
                          const ecb_ristretto255_point *b) {
    ge25519_add_p3(out, a, b);
}

void ecb_ristretto255_sub(ecb_ristretto255_point *out, const ecb_ristretto255_point *a,
                          const ecb_ristretto255_point *b) {
    ge25519_cached bc;
    ge25519_p1p1 t;
    ge25519_p3_to_cached(&bc, b);
    ge25519_sub_cached(&t, a, &bc);
    ge25519_p1p1_to_p3(out, &t);
}

void ecb_ristretto255_double(ecb_ristretto255_point *out, const ecb_ristretto255_point *a) {
    ge25519_p1p1 t;
    ge25519_p3_dbl(&t, a);
    ge25519_p1p1_to_p3(out, &t);
}

void ecb_ristretto255_negate(ecb_ristretto255_point *out, const ecb_ristretto255_point *a) {
    ge25519_neg_p3(out, a);
}
