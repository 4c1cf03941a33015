/* Hashing to BLS12-381 G2, suites BLS12381G2_XMD:SHA-256_SSWU_RO_ and _NU_ (RFC 9380 §8.8.2):
 * simplified SWU onto E2': y^2 = x^3 + 240 u x + 1012 (1 + u) with Z = -(2 + u), the 3-isogeny
 * to the twist y^2 = x^3 + 4 (1 + u), and cofactor clearing through the endomorphism psi.
 * Everything is straight-line: constant time in the message and all values derived from it. */
#include <sodium.h>

#include "field/bls12/fp381_inline.h"
#include "group/bls12/bls12_381_h2c.h"
#include "group/bls12/bls12_381_iso.h"

/* |z| for the BLS parameter z = -0xd201000000010000 */
#define BLS12_381_Z_ABS 0xd201000000010000ULL

/* ---- constants of E2' applied by additions and Fp products ------------------------------- */

/* r = Z a = -(2 + u)(a0 + a1 u) = (a1 - 2 a0) - (a0 + 2 a1) u */
static void mul_by_z(fp2_381 *r, const fp2_381 *a) {
    fp381 t0, t1;
    fp381i_dbl(&t0, &a->c0);
    fp381i_sub(&t0, &a->c1, &t0);
    fp381i_dbl(&t1, &a->c1);
    fp381i_add(&t1, &t1, &a->c0);
    fp381i_neg(&r->c1, &t1);
    r->c0 = t0;
}

/* r = A' a = 240 u (a0 + a1 u) = -240 a1 + 240 a0 u */
static void mul_by_a(fp2_381 *r, const fp2_381 *a) {
    fp381 t;
    fp381i_mul(&t, &a->c1, &bls12_381_iso3_240);
    fp381i_mul(&r->c1, &a->c0, &bls12_381_iso3_240);
    fp381i_neg(&r->c0, &t);
}

/* r = B' a = 1012 (1 + u) a */
static void mul_by_b(fp2_381 *r, const fp2_381 *a) {
    fp2_381_mul_by_nonresidue(r, a);
    fp2_381_mul_fp(r, r, &bls12_381_iso3_1012);
}

/* ---- sqrt_ratio over Fp2 ----------------------------------------------------------------- */

/* z = (U V^3)^((p-3)/4) in Fp. Then x = U V z has x^2 V = chi(U V) U, chi the quadratic
 * character (z^2 U V^3 = (U V^3)^((p-1)/2) = chi(U V)): x is a square root of U / V when that
 * is a square and of -U / V otherwise (-1 is not a square, p = 3 mod 4). For U != 0 also
 * 1 / (V x) = chi(U V) V z, which spares an inversion. */
static void fp_ratio_pow(fp381 *z, const fp381 *u, const fp381 *v) {
    fp381 t, uv;
    fp381i_sqr(&t, v);
    fp381i_mul(&uv, u, v);
    fp381i_mul(&t, &t, &uv);
    fp381i_pow(z, &t, bls12_381_p_minus_3_div_4);
}

/* sqrt_ratio(u, v) for Fp2 with the contract of RFC 9380 appendix F.2.1: returns 1 and
 * y = sqrt(u / v) when u / v is a square, else 0 and y = sqrt(Z u / v); v != 0. Instead of the
 * generic F.2.1.1 (an exponentiation in Fp2 by a 758-bit exponent) it works through the norm
 * N(a) = a0^2 + a1^2 to Fp, with two Fp exponentiations and no inversion:
 *
 * 1. w = u / v = a / m with a = u conj(v) and m = N(v) in Fp. w is a square in Fp2 iff
 *    N(w) = N(u) / m is a square in Fp; s = N(u) m z1 (fp_ratio_pow) has s^2 = +-N(w).
 * 2. b = w, or Z w when w is not a square (Z is not, so Z w is); b = beta / m. N(Z) = 5, and
 *    when s^2 = -N(w) the root of N(b) = 5 N(w) is s_b = c s with c^2 = -5.
 * 3. A root y0 + y1 u of b has y0^2 = t or t', t = (b0 + s_b) / 2, t' = (b0 - s_b) / 2, where
 *    t + t' = b0 and t t' = -b1^2 / 4. Here t = T / m with T = (beta0 + s_b m) / 2 (T = 0 only
 *    when b1 = 0; then T = (beta0 - s_b m) / 2 instead, the other root's). With
 *    z = (T m^3)^((p-3)/4), x = T m z has x^2 = chi(t) t and 1 / (m x) = chi(t) m z, so
 *    h = beta1 m z / 2 equals chi(t) b1 / (2 x):
 *      chi(t) = 1:  y = x + (b1 / 2x) u = x + h u;
 *      chi(t) = -1: x^2 = -t, and y = b1 / (2x) + x u = -h + x u squares to t' + t + b1 u = b.
 *    Both candidates are formed and one is kept by a constant-time move. */
static int sqrt_ratio(fp2_381 *y, const fp2_381 *u, const fp2_381 *v) {
    fp381 m, nu, z, s, sb, T, T2, x, h, t;
    fp2_381 a, beta;
    /* 1. */
    fp381i_sqr(&m, &v->c0);
    fp381i_sqr(&t, &v->c1);
    fp381i_add(&m, &m, &t);
    fp381i_sqr(&nu, &u->c0);
    fp381i_sqr(&t, &u->c1);
    fp381i_add(&nu, &nu, &t);
    fp_ratio_pow(&z, &nu, &m);
    fp381i_mul(&s, &nu, &m);
    fp381i_mul(&s, &s, &z);
    fp381i_sqr(&t, &s);
    fp381i_mul(&t, &t, &m);
    int is_qr = fp381i_equal(&t, &nu);
    /* 2. */
    fp2_381_conj(&a, v);
    fp2_381_mul(&a, u, &a);
    mul_by_z(&beta, &a);
    fp2_381_cmov(&beta, &a, is_qr);
    fp381i_mul(&sb, &s, &bls12_381_iso3_sqrt_minus_norm_z);
    fp381i_cmov(&sb, &s, is_qr);
    /* 3. */
    fp381i_mul(&t, &sb, &m);
    fp381i_add(&T, &beta.c0, &t);
    fp381i_half(&T, &T);
    fp381i_sub(&T2, &T, &t);
    fp381i_cmov(&T, &T2, fp381i_is_zero(&T));
    fp_ratio_pow(&z, &T, &m);
    fp381i_mul(&x, &T, &m);
    fp381i_mul(&x, &x, &z);
    fp381i_sqr(&t, &x);
    fp381i_mul(&t, &t, &m);
    int t_square = fp381i_equal(&t, &T);
    fp381i_mul(&h, &beta.c1, &m);
    fp381i_mul(&h, &h, &z);
    fp381i_half(&h, &h);
    fp381i_neg(&y->c0, &h);
    y->c1 = x;
    fp381i_cmov(&y->c0, &x, t_square);
    fp381i_cmov(&y->c1, &h, t_square);
    return is_qr;
}

/* ---- the map ----------------------------------------------------------------------------- */

/* map_to_curve_simple_swu, appendix F.2 step by step (as for G1), stopping before the final
 * division: x = xn / xd. */
void g2_381_sswu(fp2_381 *xn, fp2_381 *xd, fp2_381 *y, const fp2_381 *u) {
    fp2_381 tv1, tv2, tv3, tv4, tv5, tv6, one, zc, x, yy, y1;
    fp2_381_one(&one);
    mul_by_z(&zc, &one);
    fp2_381_sqr(&tv1, u);
    mul_by_z(&tv1, &tv1);          /* 1-2. tv1 = Z u^2 */
    fp2_381_sqr(&tv2, &tv1);       /* 3. */
    fp2_381_add(&tv2, &tv2, &tv1); /* 4. tv2 = Z^2 u^4 + Z u^2 */
    fp2_381_add(&tv3, &tv2, &one); /* 5. */
    mul_by_b(&tv3, &tv3);          /* 6. tv3 = B (tv2 + 1) */
    fp2_381_neg(&tv4, &tv2);
    fp2_381_cmov(&tv4, &zc, fp2_381_is_zero(&tv2));  /* 7. tv4 = CMOV(Z, -tv2, tv2 != 0) */
    mul_by_a(&tv4, &tv4);                            /* 8. */
    fp2_381_sqr(&tv2, &tv3);                         /* 9. */
    fp2_381_sqr(&tv6, &tv4);                         /* 10. */
    mul_by_a(&tv5, &tv6);                            /* 11. */
    fp2_381_add(&tv2, &tv2, &tv5);                   /* 12. */
    fp2_381_mul(&tv2, &tv2, &tv3);                   /* 13. */
    fp2_381_mul(&tv6, &tv6, &tv4);                   /* 14. */
    mul_by_b(&tv5, &tv6);                            /* 15. */
    fp2_381_add(&tv2, &tv2, &tv5);                   /* 16. g(x1) = tv2 / tv6 */
    fp2_381_mul(&x, &tv1, &tv3);                     /* 17. */
    int is_gx1_square = sqrt_ratio(&y1, &tv2, &tv6); /* 18. */
    fp2_381_mul(&yy, &tv1, u);                       /* 19. */
    fp2_381_mul(&yy, &yy, &y1);                      /* 20. */
    fp2_381_cmov(&x, &tv3, is_gx1_square);           /* 21. */
    fp2_381_cmov(&yy, &y1, is_gx1_square);           /* 22. */
    int flip = fp2_381_sgn0(u) ^ fp2_381_sgn0(&yy);  /* 23. */
    fp2_381_neg(&y1, &yy);
    fp2_381_cmov(&yy, &y1, flip); /* 24. */
    *xn = x;
    *xd = tv4;
    *y = yy;
}

/* The homogenised polynomial at x' = xn / xd, as iso_eval in bls12_381_h2c_g1.c. */
static void iso_eval(fp2_381 *r, const fp2_381 *c, int len, int monic, const fp2_381 *xn,
                     const fp2_381 *xd_pow) {
    int n = monic ? len : len - 1;
    fp2_381 acc, t;
    if (monic) {
        fp2_381_mul(&t, &c[n - 1], &xd_pow[1]);
        fp2_381_add(&acc, xn, &t);
    } else {
        acc = c[n];
    }
    for (int i = n - 1 - monic; i >= 0; i--) {
        fp2_381_mul(&acc, &acc, xn);
        fp2_381_mul(&t, &c[i], &xd_pow[n - i]);
        fp2_381_add(&acc, &acc, &t);
    }
    *r = acc;
}

/* The 3-isogeny at x' = xn / xd, homogenised as in g1_381_iso_map: x_num has degree 3 and x_den
 * degree 2 (Dx = xd^3 x_den(x')), y_num and y_den degree 3. */
void g2_381_iso_map(g2_381_jac *r, const fp2_381 *xn, const fp2_381 *xd, const fp2_381 *y) {
    fp2_381 xd_pow[4], nx, dx, ny, dy, t;
    fp2_381_one(&xd_pow[0]);
    xd_pow[1] = *xd;
    fp2_381_sqr(&xd_pow[2], xd);
    fp2_381_mul(&xd_pow[3], &xd_pow[2], xd);
    iso_eval(&nx, bls12_381_iso3_xnum, BLS12_381_ISO3_XNUM_LEN, 0, xn, xd_pow);
    iso_eval(&dx, bls12_381_iso3_xden, BLS12_381_ISO3_XDEN_LEN, 1, xn, xd_pow);
    fp2_381_mul(&dx, &dx, xd);
    iso_eval(&ny, bls12_381_iso3_ynum, BLS12_381_ISO3_YNUM_LEN, 0, xn, xd_pow);
    iso_eval(&dy, bls12_381_iso3_yden, BLS12_381_ISO3_YDEN_LEN, 1, xn, xd_pow);
    fp2_381_mul(&r->Z, &dx, &dy);
    fp2_381_mul(&t, &nx, &dy);
    fp2_381_mul(&r->X, &t, &r->Z);
    fp2_381_sqr(&t, &r->Z);
    fp2_381_mul(&t, &t, &dx);
    fp2_381_mul(&t, &t, &ny);
    fp2_381_mul(&r->Y, &t, y);
}

void g2_381_map_to_curve(g2_381_jac *r, const fp2_381 *u) {
    fp2_381 xn, xd, y;
    g2_381_sswu(&xn, &xd, &y, u);
    g2_381_iso_map(r, &xn, &xd, &y);
}

/* clear_cofactor_bls12381_g2 of appendix G.3 with c1 = z = -|z|:
 *   t1 = z P, t2 = psi(P), t3 = psi^2(2P) - t2, t2 = z (t1 + t2), Q = t3 + t2 - t1 - P,
 * i.e. Q = [z^2 - z - 1] P + [z - 1] psi(P) + psi^2(2P) = h_eff P. Multiplications by the
 * public |z| use complete additions; psi^2 is psi applied twice. */
void g2_381_clear_cofactor(g2_381_jac *r, const g2_381_jac *p) {
    g2_381_jac t1, t2, t3, t;
    g2_381_jac_mul_u64(&t1, p, BLS12_381_Z_ABS);
    g2_381_jac_neg(&t1, &t1); /* 1. t1 = z P */
    g2_381_psi(&t2, p);       /* 2. */
    g2_381_jac_dbl(&t3, p);   /* 3. */
    g2_381_psi(&t3, &t3);
    g2_381_psi(&t3, &t3); /* 4. t3 = psi^2(2P) */
    g2_381_jac_neg(&t, &t2);
    g2_381_jac_add(&t3, &t3, &t);  /* 5. t3 = t3 - t2 */
    g2_381_jac_add(&t2, &t1, &t2); /* 6. t2 = t1 + t2 */
    g2_381_jac_mul_u64(&t2, &t2, BLS12_381_Z_ABS);
    g2_381_jac_neg(&t2, &t2);      /* 7. t2 = z t2 */
    g2_381_jac_add(&t3, &t3, &t2); /* 8. */
    g2_381_jac_neg(&t, &t1);
    g2_381_jac_add(&t3, &t3, &t); /* 9. t3 = t3 - t1 */
    g2_381_jac_neg(&t, p);
    g2_381_jac_add(r, &t3, &t); /* 10. Q = t3 - P */
}

ecb_status g2_381_hash_to_curve(g2_381_jac *r, const uint8_t *msg, size_t msg_len,
                                const uint8_t *dst, size_t dst_len) {
    fp2_381 u[2];
    g2_381_jac q0, q1;
    g2_381_jac_identity(r);
    ecb_status st = bls12_381_hash_to_fp2(u, 2, msg, msg_len, dst, dst_len);
    if (st != ECB_OK) return st;
    g2_381_map_to_curve(&q0, &u[0]);
    g2_381_map_to_curve(&q1, &u[1]);
    g2_381_jac_add(&q0, &q0, &q1);
    g2_381_clear_cofactor(r, &q0);
    sodium_memzero(u, sizeof u);
    sodium_memzero(&q0, sizeof q0);
    sodium_memzero(&q1, sizeof q1);
    return ECB_OK;
}

ecb_status g2_381_encode_to_curve(g2_381_jac *r, const uint8_t *msg, size_t msg_len,
                                  const uint8_t *dst, size_t dst_len) {
    fp2_381 u;
    g2_381_jac q;
    g2_381_jac_identity(r);
    ecb_status st = bls12_381_hash_to_fp2(&u, 1, msg, msg_len, dst, dst_len);
    if (st != ECB_OK) return st;
    g2_381_map_to_curve(&q, &u);
    g2_381_clear_cofactor(r, &q);
    sodium_memzero(&u, sizeof u);
    sodium_memzero(&q, sizeof q);
    return ECB_OK;
}
