/* The Miller loop of many pairs in eight IFMA lanes (see pairing_381_x8_ifma.h). */
#include "pairing/pairing_381_x8_ifma.h"

#include <string.h>

#include "pairing/pairing_381.h"

#if defined(ECB_CPU_IFMA_BUILD)
/* |x| = 0xd201000000010000, the loop's bits below the top one (pairing_381.c). */
#define ABS_X 0xd201000000010000ULL
#define PASS_PAIRS (8 * PAIRING_381_X8_GROUPS)

typedef struct g2x8_proj {
    fp2_381x8 X, Y, Z;
} g2x8_proj;

typedef struct linex8 {
    fp2_381x8 c0, c1, c2;
} linex8;

/* The lanes' constants: 1 in Fp2, and P = (0, 0) for the unused lanes. */
typedef struct lane_consts {
    fp2_381x8 one;
    fp381 zero;
} lane_consts;

static void lane_consts_init(lane_consts *c) {
    fp2_381 one[8];
    for (int k = 0; k < 8; k++)
        fp2_381_one(&one[k]);
    fp2_381x8_pack(&c->one, one);
    fp381_zero(&c->zero);
}

/* a 12 (1 + u) = 3 b' a, b' = 4 (1 + u) the twist's constant */
static void fp2x8_mul_3b(fp2_381x8 *r, const fp2_381x8 *a) {
    fp2_381x8 t, s;
    fp2_381x8_mul_by_nonresidue(&t, a);
    fp2_381x8_dbl(&t, &t);
    fp2_381x8_dbl(&t, &t); /* 4 xi a */
    fp2_381x8_dbl(&s, &t);
    fp2_381x8_add(r, &s, &t);
}

/* pairing_381.c's line_dbl lane-wise: T = 2T and the tangent (Y^2 - 3b' Z^2) - 3X^2 xP v
 * + 2YZ yP v w before P. */
static void line_dbl_x8(linex8 *l, g2x8_proj *t) {
    fp2_381x8 a, b, c, e, f, g, h, j;
    fp2_381x8_mul(&a, &t->X, &t->Y);
    fp2_381x8_half(&a, &a);   /* XY / 2 */
    fp2_381x8_sqr(&b, &t->Y); /* Y^2 */
    fp2_381x8_sqr(&c, &t->Z); /* Z^2 */
    fp2x8_mul_3b(&e, &c);     /* 3b' Z^2 */
    fp2_381x8_dbl(&f, &e);
    fp2_381x8_add(&f, &f, &e); /* 9b' Z^2 */
    fp2_381x8_add(&g, &b, &f);
    fp2_381x8_half(&g, &g); /* (Y^2 + 9b' Z^2) / 2 */
    fp2_381x8_add(&h, &t->Y, &t->Z);
    fp2_381x8_sqr(&h, &h);
    fp2_381x8_sub(&h, &h, &b);
    fp2_381x8_sub(&h, &h, &c); /* 2YZ */
    fp2_381x8_sqr(&j, &t->X);  /* X^2 */

    fp2_381x8_sub(&l->c0, &b, &e);
    fp2_381x8_dbl(&l->c1, &j);
    fp2_381x8_add(&l->c1, &l->c1, &j);
    fp2_381x8_neg(&l->c1, &l->c1);
    l->c2 = h;

    fp2_381x8_sub(&t->X, &b, &f);
    fp2_381x8_mul(&t->X, &t->X, &a);
    fp2_381x8_sqr(&g, &g);
    fp2_381x8_sqr(&e, &e);
    fp2_381x8_dbl(&f, &e);
    fp2_381x8_add(&e, &f, &e);
    fp2_381x8_sub(&t->Y, &g, &e);
    fp2_381x8_mul(&t->Z, &b, &h);
}

/* pairing_381.c's line_add lane-wise: T = T + Q (Q affine) and the line
 * (theta xQ - lambda yQ) - theta xP v + lambda yP v w before P. */
static void line_add_x8(linex8 *l, g2x8_proj *t, const fp2_381x8 *qx, const fp2_381x8 *qy) {
    fp2_381x8 theta, lambda, c, d, e, f, g, h, s;
    fp2_381x8_mul(&theta, qy, &t->Z);
    fp2_381x8_sub(&theta, &t->Y, &theta);
    fp2_381x8_mul(&lambda, qx, &t->Z);
    fp2_381x8_sub(&lambda, &t->X, &lambda);
    fp2_381x8_sqr(&c, &theta);
    fp2_381x8_sqr(&d, &lambda);
    fp2_381x8_mul(&e, &lambda, &d); /* lambda^3 */
    fp2_381x8_mul(&f, &t->Z, &c);   /* Z theta^2 */
    fp2_381x8_mul(&g, &t->X, &d);   /* X lambda^2 */
    fp2_381x8_dbl(&h, &g);
    fp2_381x8_sub(&h, &f, &h);
    fp2_381x8_add(&h, &h, &e); /* lambda^3 + Z theta^2 - 2 X lambda^2 */
    fp2_381x8_mul(&t->X, &lambda, &h);
    fp2_381x8_sub(&g, &g, &h);
    fp2_381x8_mul(&g, &g, &theta);
    fp2_381x8_mul(&s, &e, &t->Y);
    fp2_381x8_sub(&t->Y, &g, &s);
    fp2_381x8_mul(&t->Z, &t->Z, &e);

    fp2_381x8_mul(&l->c0, &theta, qx);
    fp2_381x8_mul(&s, &lambda, qy);
    fp2_381x8_sub(&l->c0, &l->c0, &s);
    fp2_381x8_neg(&l->c1, &theta);
    l->c2 = lambda;
}

/* f = f l(P) lane-wise; lanes outside active (P = (0, 0) there) multiply by 1. */
static void line_eval_mul_x8(fp12_381x8 *f, const linex8 *l, const fp381x8 *px, const fp381x8 *py,
                             unsigned active, const lane_consts *c) {
    fp2_381x8 l0, l1, l2;
    fp2_381x8_select(&l0, &c->one, &l->c0, active);
    fp2_381x8_mul_fp(&l1, &l->c1, px);
    fp2_381x8_mul_fp(&l2, &l->c2, py);
    fp12_381x8_mul_by_line(f, f, &l0, &l1, &l2);
}

/* f = the product of the eight lanes' values */
static void lanes_product(fp12_381 *f, const fp12_381x8 *acc) {
    fp12_381 v[8];
    fp12_381x8_unpack(v, acc);
    *f = v[0];
    for (int k = 1; k < 8; k++)
        fp12_381_mul(f, f, &v[k]);
}

/* One group's P lanes: the pairs idx[0 .. m), m <= 8; the other lanes (0, 0). Returns the mask of
 * the used lanes. */
static unsigned pack_p(fp381x8 *px, fp381x8 *py, const g1_381_aff *p, const size_t *idx, size_t m,
                       const lane_consts *c) {
    const fp381 *xs[8], *ys[8];
    for (size_t k = 0; k < 8; k++) {
        xs[k] = k < m ? &p[idx[k]].x : &c->zero;
        ys[k] = k < m ? &p[idx[k]].y : &c->zero;
    }
    fp381x8_pack_ptr(px, xs);
    fp381x8_pack_ptr(py, ys);
    return (1u << m) - 1;
}

/* One group's Q lanes; the unused lanes repeat the first pair's Q (their lines are dropped). */
static void pack_q(fp2_381x8 *qx, fp2_381x8 *qy, const g2_381_aff *q, const size_t *idx, size_t m) {
    const fp2_381 *xs[8], *ys[8];
    for (size_t k = 0; k < 8; k++) {
        xs[k] = &q[idx[k < m ? k : 0]].x;
        ys[k] = &q[idx[k < m ? k : 0]].y;
    }
    fp2_381x8_pack_ptr(qx, xs);
    fp2_381x8_pack_ptr(qy, ys);
}

/* f = prod over the m pairs idx[0 .. m) (none an identity, m <= PASS_PAIRS) of their Miller
 * values, unconjugated. */
static void pass_x8(fp12_381 *f, const g1_381_aff *p, const g2_381_aff *q, const size_t *idx,
                    size_t m, const lane_consts *c) {
    g2x8_proj t[PAIRING_381_X8_GROUPS];
    fp381x8 px[PAIRING_381_X8_GROUPS], py[PAIRING_381_X8_GROUPS];
    unsigned active[PAIRING_381_X8_GROUPS];
    fp12_381x8 acc;
    linex8 l;
    size_t groups = (m + 7) / 8;
    for (size_t g = 0; g < groups; g++) {
        size_t in = m - 8 * g < 8 ? m - 8 * g : 8;
        active[g] = pack_p(&px[g], &py[g], p, idx + 8 * g, in, c);
        pack_q(&t[g].X, &t[g].Y, q, idx + 8 * g, in);
        t[g].Z = c->one;
    }
    fp12_381x8_one(&acc);
    for (int i = 62; i >= 0; i--) {
        if (i != 62) fp12_381x8_sqr(&acc, &acc); /* acc = 1 before the first step */
        for (size_t g = 0; g < groups; g++) {
            line_dbl_x8(&l, &t[g]);
            line_eval_mul_x8(&acc, &l, &px[g], &py[g], active[g], c);
        }
        if (!((ABS_X >> i) & 1)) continue;
        for (size_t g = 0; g < groups; g++) {
            fp2_381x8 qx, qy;
            size_t in = m - 8 * g < 8 ? m - 8 * g : 8;
            pack_q(&qx, &qy, q, idx + 8 * g, in);
            line_add_x8(&l, &t[g], &qx, &qy);
            line_eval_mul_x8(&acc, &l, &px[g], &py[g], active[g], c);
        }
    }
    lanes_product(f, &acc);
}

void pairing_381_miller_loop_x8(fp12_381 *f, const g1_381_aff *p, const g2_381_aff *q, size_t n) {
    size_t idx[PASS_PAIRS], m = 0;
    lane_consts c;
    fp12_381 v;
    lane_consts_init(&c);
    fp12_381_one(f);
    for (size_t j = 0; j < n; j++) {
        if (!(g1_381_aff_is_identity(&p[j]) | g2_381_aff_is_identity(&q[j]))) idx[m++] = j;
        if (m == PASS_PAIRS || (j + 1 == n && m > 0)) {
            pass_x8(&v, p, q, idx, m, &c);
            fp12_381_mul(f, f, &v);
            m = 0;
        }
    }
    fp12_381_conj(f, f);
}

/* The prepared counterpart of pass_x8: line k of lane j read from lines[idx[j]]. */
static void pass_prepared_x8(fp12_381 *f, const g1_381_aff *p, const unsigned char *const *lines,
                             const size_t *idx, size_t m, const lane_consts *c) {
    fp381x8 px[PAIRING_381_X8_GROUPS], py[PAIRING_381_X8_GROUPS];
    unsigned active[PAIRING_381_X8_GROUPS];
    fp12_381x8 acc;
    size_t groups = (m + 7) / 8, k = 0;
    for (size_t g = 0; g < groups; g++) {
        size_t in = m - 8 * g < 8 ? m - 8 * g : 8;
        active[g] = pack_p(&px[g], &py[g], p, idx + 8 * g, in, c);
    }
    fp12_381x8_one(&acc);
    for (int i = 62; i >= 0; i--) {
        int add = (ABS_X >> i) & 1;
        if (i != 62) fp12_381x8_sqr(&acc, &acc);
        for (size_t g = 0; g < groups; g++) {
            size_t in = m - 8 * g < 8 ? m - 8 * g : 8;
            for (int s = 0; s <= add; s++) {
                pairing_381_line ls[8];
                const fp2_381 *c0[8], *c1[8], *c2[8];
                linex8 l;
                for (size_t j = 0; j < 8; j++) {
                    /* unused lanes repeat the first pair's line (dropped) */
                    const unsigned char *src = lines[idx[8 * g + (j < in ? j : 0)]];
                    memcpy(&ls[j], src + (k + (size_t)s) * sizeof ls[j], sizeof ls[j]);
                    c0[j] = &ls[j].c0;
                    c1[j] = &ls[j].c1;
                    c2[j] = &ls[j].c2;
                }
                fp2_381x8_pack_ptr(&l.c0, c0);
                fp2_381x8_pack_ptr(&l.c1, c1);
                fp2_381x8_pack_ptr(&l.c2, c2);
                line_eval_mul_x8(&acc, &l, &px[g], &py[g], active[g], c);
            }
        }
        k += 1 + (size_t)add;
    }
    lanes_product(f, &acc);
}

void pairing_381_miller_loop_prepared_x8(fp12_381 *f, const g1_381_aff *p,
                                         const unsigned char *const *lines, size_t n) {
    size_t idx[PASS_PAIRS], m = 0;
    lane_consts c;
    fp12_381 v;
    lane_consts_init(&c);
    fp12_381_one(f);
    for (size_t j = 0; j < n; j++) {
        if (lines[j] != NULL && !g1_381_aff_is_identity(&p[j])) idx[m++] = j;
        if (m == PASS_PAIRS || (j + 1 == n && m > 0)) {
            pass_prepared_x8(&v, p, lines, idx, m, &c);
            fp12_381_mul(f, f, &v);
            m = 0;
        }
    }
    fp12_381_conj(f, f);
}
#endif
