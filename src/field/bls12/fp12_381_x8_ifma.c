/* Eight elements of Fp12 at once (see fp12_381_x8_ifma.h): the Karatsuba formulas of fp6_381.c
 * and fp12_381.c on fp2_381x8 lanes. */
#include "field/bls12/fp12_381_x8_ifma.h"

_Static_assert(sizeof(fp12_381) == 6 * sizeof(fp2_381), "fp12_381 is six fp2_381");

#if defined(ECB_CPU_IFMA_BUILD)
static void fp6x8_add(fp6_381x8 *r, const fp6_381x8 *a, const fp6_381x8 *b) {
    fp2_381x8_add(&r->c0, &a->c0, &b->c0);
    fp2_381x8_add(&r->c1, &a->c1, &b->c1);
    fp2_381x8_add(&r->c2, &a->c2, &b->c2);
}

static void fp6x8_sub(fp6_381x8 *r, const fp6_381x8 *a, const fp6_381x8 *b) {
    fp2_381x8_sub(&r->c0, &a->c0, &b->c0);
    fp2_381x8_sub(&r->c1, &a->c1, &b->c1);
    fp2_381x8_sub(&r->c2, &a->c2, &b->c2);
}

/* r = a v = xi a2 + a0 v + a1 v^2 */
static void fp6x8_mul_by_v(fp6_381x8 *r, const fp6_381x8 *a) {
    fp2_381x8 t;
    fp2_381x8_mul_by_nonresidue(&t, &a->c2);
    r->c2 = a->c1;
    r->c1 = a->c0;
    r->c0 = t;
}

/* t_i = a_i b_i; c0 = t0 + xi ((a1 + a2)(b1 + b2) - t1 - t2), c1 = (a0 + a1)(b0 + b1) - t0 - t1
 * + xi t2, c2 = (a0 + a2)(b0 + b2) - t0 - t2 + t1: 6 Fp2 products. */
static void fp6x8_mul(fp6_381x8 *r, const fp6_381x8 *a, const fp6_381x8 *b) {
    fp2_381x8 t0, t1, t2, s, u, c0, c1, c2;
    fp2_381x8_mul(&t0, &a->c0, &b->c0);
    fp2_381x8_mul(&t1, &a->c1, &b->c1);
    fp2_381x8_mul(&t2, &a->c2, &b->c2);

    fp2_381x8_add(&s, &a->c1, &a->c2);
    fp2_381x8_add(&u, &b->c1, &b->c2);
    fp2_381x8_mul(&c0, &s, &u);
    fp2_381x8_sub(&c0, &c0, &t1);
    fp2_381x8_sub(&c0, &c0, &t2);
    fp2_381x8_mul_by_nonresidue(&c0, &c0);
    fp2_381x8_add(&c0, &c0, &t0);

    fp2_381x8_add(&s, &a->c0, &a->c1);
    fp2_381x8_add(&u, &b->c0, &b->c1);
    fp2_381x8_mul(&c1, &s, &u);
    fp2_381x8_sub(&c1, &c1, &t0);
    fp2_381x8_sub(&c1, &c1, &t1);
    fp2_381x8_mul_by_nonresidue(&u, &t2);
    fp2_381x8_add(&c1, &c1, &u);

    fp2_381x8_add(&s, &a->c0, &a->c2);
    fp2_381x8_add(&u, &b->c0, &b->c2);
    fp2_381x8_mul(&c2, &s, &u);
    fp2_381x8_sub(&c2, &c2, &t0);
    fp2_381x8_sub(&c2, &c2, &t2);
    fp2_381x8_add(&r->c2, &c2, &t1);
    r->c0 = c0;
    r->c1 = c1;
}

/* fp6x8_mul with b = b0 + b1 v: c0 = t0 + xi ((a1 + a2) b1 - t1), c1 = (a0 + a1)(b0 + b1) - t0
 * - t1, c2 = (a0 + a2) b0 - t0 + t1: 5 Fp2 products. */
static void fp6x8_mul_by_01(fp6_381x8 *r, const fp6_381x8 *a, const fp2_381x8 *b0,
                            const fp2_381x8 *b1) {
    fp2_381x8 t0, t1, s, u, c0, c1;
    fp2_381x8_mul(&t0, &a->c0, b0);
    fp2_381x8_mul(&t1, &a->c1, b1);

    fp2_381x8_add(&s, &a->c1, &a->c2);
    fp2_381x8_mul(&c0, &s, b1);
    fp2_381x8_sub(&c0, &c0, &t1);
    fp2_381x8_mul_by_nonresidue(&c0, &c0);
    fp2_381x8_add(&c0, &c0, &t0);

    fp2_381x8_add(&s, &a->c0, &a->c1);
    fp2_381x8_add(&u, b0, b1);
    fp2_381x8_mul(&c1, &s, &u);
    fp2_381x8_sub(&c1, &c1, &t0);
    fp2_381x8_sub(&c1, &c1, &t1);

    fp2_381x8_add(&s, &a->c0, &a->c2);
    fp2_381x8_mul(&s, &s, b0);
    fp2_381x8_sub(&s, &s, &t0);
    fp2_381x8_add(&r->c2, &s, &t1);
    r->c0 = c0;
    r->c1 = c1;
}

/* (a0 + a1 v + a2 v^2) b1 v = xi a2 b1 + a0 b1 v + a1 b1 v^2: 3 Fp2 products. */
static void fp6x8_mul_by_1(fp6_381x8 *r, const fp6_381x8 *a, const fp2_381x8 *b1) {
    fp2_381x8 c0, c1;
    fp2_381x8_mul(&c0, &a->c2, b1);
    fp2_381x8_mul_by_nonresidue(&c0, &c0);
    fp2_381x8_mul(&c1, &a->c0, b1);
    fp2_381x8_mul(&r->c2, &a->c1, b1);
    r->c0 = c0;
    r->c1 = c1;
}

void fp12_381x8_one(fp12_381x8 *r) {
    fp12_381 one[8];
    for (int k = 0; k < 8; k++)
        fp12_381_one(&one[k]);
    fp12_381x8_pack(r, one);
}

/* The six Fp2 coefficients of fp12_381 in memory order (c0.c0 .. c1.c2), lane k of each from
 * in[k] at the same offset. */
void fp12_381x8_pack(fp12_381x8 *r, const fp12_381 in[8]) {
    fp2_381x8 *v[6] = {&r->c0.c0, &r->c0.c1, &r->c0.c2, &r->c1.c0, &r->c1.c1, &r->c1.c2};
    for (int i = 0; i < 6; i++) {
        const fp2_381 *src[8];
        for (int k = 0; k < 8; k++)
            src[k] = (const fp2_381 *)&in[k] + i;
        fp2_381x8_pack_ptr(v[i], src);
    }
}

void fp12_381x8_unpack(fp12_381 out[8], const fp12_381x8 *a) {
    const fp2_381x8 *v[6] = {&a->c0.c0, &a->c0.c1, &a->c0.c2, &a->c1.c0, &a->c1.c1, &a->c1.c2};
    for (int i = 0; i < 6; i++) {
        fp2_381 *dst[8];
        for (int k = 0; k < 8; k++)
            dst[k] = (fp2_381 *)&out[k] + i;
        fp2_381x8_unpack_ptr(dst, v[i]);
    }
}

/* t = a0 a1: c0 = (a0 + a1)(a0 + v a1) - t - v t, c1 = 2 t. */
void fp12_381x8_sqr(fp12_381x8 *r, const fp12_381x8 *a) {
    fp6_381x8 t, s, u;
    fp6x8_mul(&t, &a->c0, &a->c1);
    fp6x8_add(&s, &a->c0, &a->c1);
    fp6x8_mul_by_v(&u, &a->c1);
    fp6x8_add(&u, &u, &a->c0);
    fp6x8_mul(&s, &s, &u);
    fp6x8_sub(&s, &s, &t);
    fp6x8_mul_by_v(&u, &t);
    fp6x8_sub(&r->c0, &s, &u);
    fp6x8_add(&r->c1, &t, &t);
}

/* The line l = L0 + L1 w with L0 = l0 + l1 v, L1 = l2 v: a l = (a0 L0 + v a1 L1)
 * + ((a0 + a1)(L0 + L1) - a0 L0 - a1 L1) w. */
void fp12_381x8_mul_by_line(fp12_381x8 *r, const fp12_381x8 *a, const fp2_381x8 *l0,
                            const fp2_381x8 *l1, const fp2_381x8 *l2) {
    fp6_381x8 t0, t1, s;
    fp2_381x8 m;
    fp6x8_mul_by_01(&t0, &a->c0, l0, l1);
    fp6x8_mul_by_1(&t1, &a->c1, l2);
    fp6x8_add(&s, &a->c0, &a->c1);
    fp2_381x8_add(&m, l1, l2);
    fp6x8_mul_by_01(&s, &s, l0, &m);
    fp6x8_sub(&s, &s, &t0);
    fp6x8_sub(&r->c1, &s, &t1);
    fp6x8_mul_by_v(&t1, &t1);
    fp6x8_add(&r->c0, &t0, &t1);
}
#endif
