/* Hashing to BLS12-381 G1, suites BLS12381G1_XMD:SHA-256_SSWU_RO_ and _NU_ (RFC 9380 §8.8.1):
 * simplified SWU onto E1' (11-isogenous to E: y^2 = x^3 + 4), the 11-isogeny, and cofactor
 * clearing by h_eff. Everything is straight-line: constant time in the message and all values
 * derived from it. */
#include <sodium.h>

#include "field/bls12/fp381_inline.h"
#include "group/bls12/bls12_381_h2c.h"
#include "group/bls12/bls12_381_iso.h"

/* h_eff = 1 - z for the BLS parameter z = -0xd201000000010000 (§8.8.1) */
#define G1_H_EFF 0xd201000000010001ULL

/* sqrt_ratio for q = 3 mod 4 (appendix F.2.1.2): returns 1 and y = sqrt(u / v) when u / v is a
 * square, else 0 and y = sqrt(Z u / v). v != 0. With c1 = (p - 3) / 4:
 * y1 = u v (u v^3)^c1, so y1^2 v = u (u v^3)^((p-1)/2) = +-u, the sign telling whether u / v
 * is a square; otherwise y1 sqrt(-Z) is the root of Z u / v. */
static int sqrt_ratio(fp381 *y, const fp381 *u, const fp381 *v) {
    fp381 tv1, tv2, tv3, y1, y2;
    fp381i_sqr(&tv1, v);
    fp381i_mul(&tv2, u, v);
    fp381i_mul(&tv1, &tv1, &tv2);
    fp381i_pow(&y1, &tv1, bls12_381_p_minus_3_div_4);
    fp381i_mul(&y1, &y1, &tv2);
    fp381i_mul(&y2, &y1, &bls12_381_iso11_sqrt_minus_z);
    fp381i_sqr(&tv3, &y1);
    fp381i_mul(&tv3, &tv3, v);
    int is_qr = fp381i_equal(&tv3, u);
    fp381i_cmov(&y2, &y1, is_qr);
    *y = y2;
    return is_qr;
}

/* map_to_curve_simple_swu, appendix F.2 step by step, stopping before the final division
 * x = x / tv4: the caller gets x as xn / xd. */
void g1_381_sswu(fp381 *xn, fp381 *xd, fp381 *y, const fp381 *u) {
    const fp381 *A = &bls12_381_iso11_a, *B = &bls12_381_iso11_b, *Z = &bls12_381_iso11_z;
    fp381 tv1, tv2, tv3, tv4, tv5, tv6, one, x, yy, y1;
    fp381i_one(&one);
    fp381i_sqr(&tv1, u);
    fp381i_mul(&tv1, Z, &tv1);    /* 1-2. tv1 = Z u^2 */
    fp381i_sqr(&tv2, &tv1);       /* 3. */
    fp381i_add(&tv2, &tv2, &tv1); /* 4. tv2 = Z^2 u^4 + Z u^2 */
    fp381i_add(&tv3, &tv2, &one); /* 5. */
    fp381i_mul(&tv3, B, &tv3);    /* 6. tv3 = B (tv2 + 1) */
    fp381i_neg(&tv4, &tv2);
    fp381i_cmov(&tv4, Z, fp381i_is_zero(&tv2));       /* 7. tv4 = CMOV(Z, -tv2, tv2 != 0) */
    fp381i_mul(&tv4, A, &tv4);                        /* 8. */
    fp381i_sqr(&tv2, &tv3);                           /* 9. */
    fp381i_sqr(&tv6, &tv4);                           /* 10. */
    fp381i_mul(&tv5, A, &tv6);                        /* 11. */
    fp381i_add(&tv2, &tv2, &tv5);                     /* 12. */
    fp381i_mul(&tv2, &tv2, &tv3);                     /* 13. */
    fp381i_mul(&tv6, &tv6, &tv4);                     /* 14. */
    fp381i_mul(&tv5, B, &tv6);                        /* 15. */
    fp381i_add(&tv2, &tv2, &tv5);                     /* 16. g(x1) = tv2 / tv6 */
    fp381i_mul(&x, &tv1, &tv3);                       /* 17. x2 numerator */
    int is_gx1_square = sqrt_ratio(&y1, &tv2, &tv6);  /* 18. */
    fp381i_mul(&yy, &tv1, u);                         /* 19. */
    fp381i_mul(&yy, &yy, &y1);                        /* 20. */
    fp381i_cmov(&x, &tv3, is_gx1_square);             /* 21. */
    fp381i_cmov(&yy, &y1, is_gx1_square);             /* 22. */
    int flip = fp381i_is_odd(u) ^ fp381i_is_odd(&yy); /* 23. e1 = sgn0(u) == sgn0(y) */
    fp381i_cneg(&yy, &yy, flip);                      /* 24. */
    *xn = x;
    *xd = tv4;
    *y = yy;
}

/* sum_{i <= n} c_i xn^i xd^(n-i), the homogenised polynomial at x' = xn / xd, by Horner's rule:
 * acc = c_n, then acc = acc xn + c_i xd^(n-i). c holds len coefficients; a monic polynomial
 * (leading 1 not stored) has degree n = len, otherwise n = len - 1. xd_pow[k] = xd^k. */
static void iso_eval(fp381 *r, const fp381 *c, int len, int monic, const fp381 *xn,
                     const fp381 *xd_pow) {
    int n = monic ? len : len - 1;
    fp381 acc, t;
    if (monic) {
        fp381i_mul(&t, &c[n - 1], &xd_pow[1]);
        fp381i_add(&acc, xn, &t);
    } else {
        acc = c[n];
    }
    for (int i = n - 1 - monic; i >= 0; i--) {
        fp381i_mul(&acc, &acc, xn);
        fp381i_mul(&t, &c[i], &xd_pow[n - i]);
        fp381i_add(&acc, &acc, &t);
    }
    *r = acc;
}

/* x = x_num / x_den and y = y' y_num / y_den at x' = xn / xd, homogenised to avoid inversions
 * (Wahby–Boneh, "Fast and simple constant-time hashing to the BLS12-381 elliptic curve", §4.3):
 * x = Nx / Dx with Nx = xd^11 x_num(x') and Dx = xd^11 x_den(x') (x_den has degree 10, so one
 * more factor xd), y = y' Ny / Dy with Ny = xd^15 y_num(x'), Dy = xd^15 y_den(x'). The Jacobian
 * point Z = Dx Dy, X = Nx Dy Z, Y = y' Ny Dx Z^2 has X / Z^2 = Nx / Dx and Y / Z^3 = y' Ny / Dy.
 * A point of the isogeny's kernel has Dx Dy = 0 and maps to the identity. */
void g1_381_iso_map(g1_381_jac *r, const fp381 *xn, const fp381 *xd, const fp381 *y) {
    fp381 xd_pow[16], nx, dx, ny, dy, t;
    fp381i_one(&xd_pow[0]);
    xd_pow[1] = *xd;
    for (int k = 2; k < 16; k++)
        fp381i_mul(&xd_pow[k], &xd_pow[k - 1], xd);
    iso_eval(&nx, bls12_381_iso11_xnum, BLS12_381_ISO11_XNUM_LEN, 0, xn, xd_pow);
    iso_eval(&dx, bls12_381_iso11_xden, BLS12_381_ISO11_XDEN_LEN, 1, xn, xd_pow);
    fp381i_mul(&dx, &dx, xd);
    iso_eval(&ny, bls12_381_iso11_ynum, BLS12_381_ISO11_YNUM_LEN, 0, xn, xd_pow);
    iso_eval(&dy, bls12_381_iso11_yden, BLS12_381_ISO11_YDEN_LEN, 1, xn, xd_pow);
    fp381i_mul(&r->Z, &dx, &dy);
    fp381i_mul(&t, &nx, &dy);
    fp381i_mul(&r->X, &t, &r->Z);
    fp381i_sqr(&t, &r->Z);
    fp381i_mul(&t, &t, &dx);
    fp381i_mul(&t, &t, &ny);
    fp381i_mul(&r->Y, &t, y);
}

void g1_381_map_to_curve(g1_381_jac *r, const fp381 *u) {
    fp381 xn, xd, y;
    g1_381_sswu(&xn, &xd, &y, u);
    g1_381_iso_map(r, &xn, &xd, &y);
}

void g1_381_clear_cofactor(g1_381_jac *r, const g1_381_jac *p) {
    g1_381_jac_mul_u64(r, p, G1_H_EFF);
}

ecb_status g1_381_hash_to_curve(g1_381_jac *r, const uint8_t *msg, size_t msg_len,
                                const uint8_t *dst, size_t dst_len) {
    fp381 u[2];
    g1_381_jac q0, q1;
    g1_381_jac_identity(r);
    ecb_status st = bls12_381_hash_to_fp(u, 2, msg, msg_len, dst, dst_len);
    if (st != ECB_OK) return st;
    g1_381_map_to_curve(&q0, &u[0]);
    g1_381_map_to_curve(&q1, &u[1]);
    g1_381_jac_add(&q0, &q0, &q1);
    g1_381_clear_cofactor(r, &q0);
    sodium_memzero(u, sizeof u);
    sodium_memzero(&q0, sizeof q0);
    sodium_memzero(&q1, sizeof q1);
    return ECB_OK;
}

ecb_status g1_381_encode_to_curve(g1_381_jac *r, const uint8_t *msg, size_t msg_len,
                                  const uint8_t *dst, size_t dst_len) {
    fp381 u;
    g1_381_jac q;
    g1_381_jac_identity(r);
    ecb_status st = bls12_381_hash_to_fp(&u, 1, msg, msg_len, dst, dst_len);
    if (st != ECB_OK) return st;
    g1_381_map_to_curve(&q, &u);
    g1_381_clear_cofactor(r, &q);
    sodium_memzero(&u, sizeof u);
    sodium_memzero(&q, sizeof q);
    return ECB_OK;
}
