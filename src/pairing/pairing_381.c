/* The optimal ate pairing of BLS12-381 (see pairing_381.h). */
#include "pairing/pairing_381.h"

#include <string.h>

#include "field/bls12/fp2_381_inline.h"
#include "pairing/pairing_381_x8_ifma.h"
#include "util/cpu.h"

/* |x| = 0xd201000000010000, the loop's bits below the top one. */
#define PAIRING_381_ABS_X 0xd201000000010000ULL

/* a * 12 (1 + u) = 3 b' a, b' = 4 (1 + u) the twist's constant */
static inline void fp2_mul_3b(fp2_381 *r, const fp2_381 *a) {
    fp2_381 t, s;
    fp381i_sub(&t.c0, &a->c0, &a->c1);
    fp381i_add(&t.c1, &a->c0, &a->c1);
    fp2_381i_dbl(&t, &t);
    fp2_381i_dbl(&t, &t); /* 4 xi a */
    fp2_381i_dbl(&s, &t);
    fp2_381i_add(r, &s, &t);
}

/* T = 2T on the twist y^2 = x^3 + b' in homogeneous coordinates (x = X/Z, y = Y/Z), and the
 * tangent at T: Costello-Lange-Naehrig §5 for a = 0 (the form of Aranha, Karabina, Longa,
 * Gebotys, Lopez, "Faster explicit formulas for computing pairings over ordinary curves",
 * EUROCRYPT 2011, eq. 10). The tangent's slope is 3X^2 / (2YZ); scaled by 2YZ, and with
 * 3X^3 = 3Y^2 Z - 3b' Z^3 from the curve equation, its value at (xP, yP) untwisted is
 * (Y^2 - 3b' Z^2) - 3X^2 xP v + 2YZ yP v w. */
static inline void line_dbl(pairing_381_line *l, g2_381_proj *t) {
    fp2_381 a, b, c, e, f, g, h, j;
    fp2_381i_mul(&a, &t->X, &t->Y);
    fp2_381_half(&a, &a);    /* XY / 2 */
    fp2_381i_sqr(&b, &t->Y); /* Y^2 */
    fp2_381i_sqr(&c, &t->Z); /* Z^2 */
    fp2_mul_3b(&e, &c);      /* 3b' Z^2 */
    fp2_381i_dbl(&f, &e);
    fp2_381i_add(&f, &f, &e); /* 9b' Z^2 */
    fp2_381i_add(&g, &b, &f);
    fp2_381_half(&g, &g); /* (Y^2 + 9b' Z^2) / 2 */
    fp2_381i_add(&h, &t->Y, &t->Z);
    fp2_381i_sqr(&h, &h);
    fp2_381i_sub(&h, &h, &b);
    fp2_381i_sub(&h, &h, &c); /* 2YZ */
    fp2_381i_sqr(&j, &t->X);  /* X^2 */

    fp2_381i_sub(&l->c0, &b, &e);
    fp2_381i_dbl(&l->c1, &j);
    fp2_381i_add(&l->c1, &l->c1, &j);
    fp2_381i_neg(&l->c1, &l->c1);
    l->c2 = h;

    fp2_381i_sub(&t->X, &b, &f);
    fp2_381i_mul(&t->X, &t->X, &a); /* XY/2 (Y^2 - 9b' Z^2) */
    fp2_381i_sqr(&g, &g);
    fp2_381i_sqr(&e, &e);
    fp2_381i_dbl(&f, &e);
    fp2_381i_add(&e, &f, &e);
    fp2_381i_sub(&t->Y, &g, &e); /* ((Y^2 + 9b' Z^2) / 2)^2 - 27 b'^2 Z^4 */
    fp2_381i_mul(&t->Z, &b, &h); /* 2 Y^3 Z */
}

/* T = T + Q (Q affine, T != +-Q: the loop's multiples of Q stay below its order), and the line
 * through them (Costello-Lange-Naehrig §6, mixed addition): with theta = Y - yQ Z and
 * lambda = X - xQ Z the slope is theta / lambda; scaled by lambda the line's value at P is
 * (theta xQ - lambda yQ) - theta xP v + lambda yP v w. */
static inline void line_add(pairing_381_line *l, g2_381_proj *t, const g2_381_aff *q) {
    fp2_381 theta, lambda, c, d, e, f, g, h, s;
    fp2_381i_mul(&theta, &q->y, &t->Z);
    fp2_381i_sub(&theta, &t->Y, &theta);
    fp2_381i_mul(&lambda, &q->x, &t->Z);
    fp2_381i_sub(&lambda, &t->X, &lambda);
    fp2_381i_sqr(&c, &theta);
    fp2_381i_sqr(&d, &lambda);
    fp2_381i_mul(&e, &lambda, &d); /* lambda^3 */
    fp2_381i_mul(&f, &t->Z, &c);   /* Z theta^2 */
    fp2_381i_mul(&g, &t->X, &d);   /* X lambda^2 */
    fp2_381i_dbl(&h, &g);
    fp2_381i_sub(&h, &f, &h);
    fp2_381i_add(&h, &h, &e); /* lambda^3 + Z theta^2 - 2 X lambda^2 */
    fp2_381i_mul(&t->X, &lambda, &h);
    fp2_381i_sub(&g, &g, &h);
    fp2_381i_mul(&g, &g, &theta);
    fp2_381i_mul(&s, &e, &t->Y);
    fp2_381i_sub(&t->Y, &g, &s);
    fp2_381i_mul(&t->Z, &t->Z, &e);

    fp2_381i_mul(&l->c0, &theta, &q->x);
    fp2_381i_mul(&s, &lambda, &q->y);
    fp2_381i_sub(&l->c0, &l->c0, &s);
    fp2_381i_neg(&l->c1, &theta);
    l->c2 = lambda;
}

/* f = f * l(P) */
static inline void line_eval_mul(fp12_381 *f, const pairing_381_line *l, const g1_381_aff *p) {
    fp2_381 l1, l2;
    fp381i_mul(&l1.c0, &l->c1.c0, &p->x);
    fp381i_mul(&l1.c1, &l->c1.c1, &p->x);
    fp381i_mul(&l2.c0, &l->c2.c0, &p->y);
    fp381i_mul(&l2.c1, &l->c2.c1, &p->y);
    fp12_381_mul_by_line(f, f, &l->c0, &l1, &l2);
}

static inline void proj_from_aff(g2_381_proj *t, const g2_381_aff *q) {
    t->X = q->x;
    t->Y = q->y;
    fp2_381i_one(&t->Z);
}

void pairing_381_prepare(pairing_381_line lines[PAIRING_381_LINES], const g2_381_aff *q) {
    g2_381_proj t;
    size_t k = 0;
    proj_from_aff(&t, q);
    for (int i = 62; i >= 0; i--) {
        line_dbl(&lines[k++], &t);
        if ((PAIRING_381_ABS_X >> i) & 1) line_add(&lines[k++], &t, q);
    }
}

void pairing_381_miller_loop_serial_n(fp12_381 *f, const g1_381_aff *p, const g2_381_aff *q,
                                      size_t n, g2_381_proj *scratch) {
    pairing_381_line l;
    fp12_381_one(f);
    for (size_t j = 0; j < n; j++)
        proj_from_aff(&scratch[j], &q[j]);
    for (int i = 62; i >= 0; i--) {
        if (i != 62) fp12_381_sqr(f, f); /* f = 1 before the first step */
        for (size_t j = 0; j < n; j++) {
            if (g1_381_aff_is_identity(&p[j]) | g2_381_aff_is_identity(&q[j])) continue;
            line_dbl(&l, &scratch[j]);
            line_eval_mul(f, &l, &p[j]);
        }
        if (!((PAIRING_381_ABS_X >> i) & 1)) continue;
        for (size_t j = 0; j < n; j++) {
            if (g1_381_aff_is_identity(&p[j]) | g2_381_aff_is_identity(&q[j])) continue;
            line_add(&l, &scratch[j], &q[j]);
            line_eval_mul(f, &l, &p[j]);
        }
    }
    fp12_381_conj(f, f);
}

void pairing_381_miller_loop_prepared_serial_n(fp12_381 *f, const g1_381_aff *p,
                                               const unsigned char *const *lines, size_t n) {
    pairing_381_line l;
    size_t k = 0;
    fp12_381_one(f);
    for (int i = 62; i >= 0; i--) {
        int add = (PAIRING_381_ABS_X >> i) & 1;
        if (i != 62) fp12_381_sqr(f, f);
        for (size_t j = 0; j < n; j++) {
            if (lines[j] == NULL || g1_381_aff_is_identity(&p[j])) continue;
            memcpy(&l, lines[j] + k * sizeof l, sizeof l);
            line_eval_mul(f, &l, &p[j]);
            if (!add) continue;
            memcpy(&l, lines[j] + (k + 1) * sizeof l, sizeof l);
            line_eval_mul(f, &l, &p[j]);
        }
        k += 1 + (size_t)add;
    }
    fp12_381_conj(f, f);
}

#if defined(ECB_CPU_IFMA_BUILD)
/* 1 when at least min of the n pairs are not skipped: a public count (identities are public). */
static int enough_pairs(const g1_381_aff *p, const g2_381_aff *q, const unsigned char *const *lines,
                        size_t n, size_t min) {
    size_t live = 0;
    for (size_t j = 0; j < n && live < min; j++)
        live += !(g1_381_aff_is_identity(&p[j]) |
                  (q != NULL ? g2_381_aff_is_identity(&q[j]) : lines[j] == NULL));
    return live >= min;
}
#endif

void pairing_381_miller_loop_n(fp12_381 *f, const g1_381_aff *p, const g2_381_aff *q, size_t n,
                               g2_381_proj *scratch) {
#if defined(ECB_CPU_IFMA_BUILD)
    if (ecb_cpu_has_ifma() && enough_pairs(p, q, NULL, n, PAIRING_381_X8_MIN_PAIRS)) {
        pairing_381_miller_loop_x8(f, p, q, n);
        return;
    }
#endif
    pairing_381_miller_loop_serial_n(f, p, q, n, scratch);
}

void pairing_381_miller_loop_prepared_n(fp12_381 *f, const g1_381_aff *p,
                                        const unsigned char *const *lines, size_t n) {
#if defined(ECB_CPU_IFMA_BUILD)
    if (ecb_cpu_has_ifma() && enough_pairs(p, NULL, lines, n, PAIRING_381_X8_MIN_PAIRS_PREPARED)) {
        pairing_381_miller_loop_prepared_x8(f, p, lines, n);
        return;
    }
#endif
    pairing_381_miller_loop_prepared_serial_n(f, p, lines, n);
}

/* r = a^e for a public 64-bit e with top bit at position top, cyclotomic a */
static void cyclotomic_pow_u64(fp12_381 *r, const fp12_381 *a, uint64_t e) {
    fp12_381 acc = *a;
    int top = 63;
    while (!((e >> top) & 1))
        top--;
    for (int i = top - 1; i >= 0; i--) {
        fp12_381_cyclotomic_sqr(&acc, &acc);
        if ((e >> i) & 1) fp12_381_mul(&acc, &acc, a);
    }
    *r = acc;
}

/* r = a^|x| for a cyclotomic a (63 cyclotomic squarings, 5 products). */
static void pow_abs_x(fp12_381 *r, const fp12_381 *a) {
    cyclotomic_pow_u64(r, a, PAIRING_381_ABS_X);
}

/* r = a^x = conj(a^|x|) for cyclotomic a (conjugation inverts a unitary element). */
static void pow_x(fp12_381 *r, const fp12_381 *a) {
    pow_abs_x(r, a);
    fp12_381_conj(r, r);
}

void pairing_381_final_exp(fp12_381 *r, const fp12_381 *f) {
    fp12_381 m, t, a, b;
    /* easy part: m = f^((p^6 - 1)(p^2 + 1)), now cyclotomic */
    fp12_381_inv(&t, f);
    fp12_381_conj(&m, f);
    fp12_381_mul(&m, &m, &t);
    fp12_381_frobenius(&t, &m, 2);
    fp12_381_mul(&m, &m, &t);

    /* hard part, 3 (p^4 - p^2 + 1) / r = (x - 1)^2 (x + p)(x^2 + p^2 - 1) + 3 */
    pow_x(&t, &m);
    fp12_381_conj(&a, &m);
    fp12_381_mul(&a, &t, &a); /* m^(x - 1) */
    pow_x(&t, &a);
    fp12_381_conj(&a, &a);
    fp12_381_mul(&a, &t, &a); /* ^(x - 1) */
    pow_x(&t, &a);
    fp12_381_frobenius(&b, &a, 1);
    fp12_381_mul(&b, &t, &b); /* ^(x + p) */
    pow_x(&t, &b);
    pow_x(&t, &t);
    fp12_381_frobenius(&a, &b, 2);
    fp12_381_mul(&t, &t, &a);
    fp12_381_conj(&b, &b);
    fp12_381_mul(&t, &t, &b); /* ^(x^2 + p^2 - 1) */
    fp12_381_cyclotomic_sqr(&a, &m);
    fp12_381_mul(&a, &a, &m);
    fp12_381_mul(r, &t, &a); /* * m^3 */
}
