/* Eight G1 programs in IFMA lanes (g1_381_lanes.h): the running sums in projective coordinates,
 * one lane each, advanced by one complete addition per step, whose second operand is per lane
 * the sum itself (a doubling), a gathered affine point (x, y, 1), possibly negated or mapped by
 * -sigma, or the identity (0 : 1 : 0) once the lane's program has ended. */
#include "group/bls12/g1_381_lanes.h"

#include "field/bls12/fp381_x8_ifma.h"
#include "util/cpu.h"

int g1_381_lanes_available(void) {
#if defined(ECB_CPU_IFMA_BUILD)
    return ecb_cpu_level_get() == ECB_CPU_IFMA;
#else
    return 0;
#endif
}

#if defined(ECB_CPU_IFMA_BUILD)
typedef struct lanes_proj {
    fp381x8 X, Y, Z;
} lanes_proj;

/* r = 3b a = 12 a (b = 4) */
static void mul_by_3b(fp381x8 *r, const fp381x8 *a) {
    fp381x8 t;
    fp381x8_dbl(&t, a);
    fp381x8_add(&t, &t, a);
    fp381x8_dbl(&t, &t);
    fp381x8_dbl(r, &t);
}

/* r = p + q, RCB 2016 Algorithm 7 (a = 0), lane by lane; as weierstrass_impl.h's proj_add. */
static void lanes_add(lanes_proj *r, const lanes_proj *p, const lanes_proj *q) {
    fp381x8 t0, t1, t2, t3, t4, x3, y3, z3;
    fp381x8_mul(&t0, &p->X, &q->X);
    fp381x8_mul(&t1, &p->Y, &q->Y);
    fp381x8_mul(&t2, &p->Z, &q->Z);
    fp381x8_add(&t3, &p->X, &p->Y);
    fp381x8_add(&t4, &q->X, &q->Y);
    fp381x8_mul(&t3, &t3, &t4);
    fp381x8_add(&t4, &t0, &t1);
    fp381x8_sub(&t3, &t3, &t4);
    fp381x8_add(&t4, &p->Y, &p->Z);
    fp381x8_add(&x3, &q->Y, &q->Z);
    fp381x8_mul(&t4, &t4, &x3);
    fp381x8_add(&x3, &t1, &t2);
    fp381x8_sub(&t4, &t4, &x3);
    fp381x8_add(&x3, &p->X, &p->Z);
    fp381x8_add(&y3, &q->X, &q->Z);
    fp381x8_mul(&x3, &x3, &y3);
    fp381x8_add(&y3, &t0, &t2);
    fp381x8_sub(&y3, &x3, &y3);
    fp381x8_add(&x3, &t0, &t0);
    fp381x8_add(&t0, &x3, &t0);
    mul_by_3b(&t2, &t2);
    fp381x8_add(&z3, &t1, &t2);
    fp381x8_sub(&t1, &t1, &t2);
    mul_by_3b(&y3, &y3);
    fp381x8_mul(&x3, &t4, &y3);
    fp381x8_mul(&t2, &t3, &t1);
    fp381x8_sub(&r->X, &t2, &x3);
    fp381x8_mul(&y3, &y3, &t0);
    fp381x8_mul(&t1, &t1, &z3);
    fp381x8_add(&r->Y, &t1, &y3);
    fp381x8_mul(&t0, &t0, &t3);
    fp381x8_mul(&z3, &z3, &t4);
    fp381x8_add(&r->Z, &z3, &t0);
}

void g1_381_lanes_run_var(g1_381_jac *out, const g1_381_lane_op *const ops[G1_381_LANES],
                          const size_t counts[G1_381_LANES], unsigned lanes) {
    fp381 zero, one, scalars[G1_381_LANES];
    fp381_zero(&zero);
    fp381_one(&one);
    lanes_proj acc, b;
    fp381x8 v_zero, v_one, v_beta, t;
    for (unsigned k = 0; k < G1_381_LANES; k++)
        scalars[k] = zero;
    fp381x8_pack(&v_zero, scalars);
    for (unsigned k = 0; k < G1_381_LANES; k++)
        scalars[k] = one;
    fp381x8_pack(&v_one, scalars);
    for (unsigned k = 0; k < G1_381_LANES; k++)
        scalars[k] = g1_381_beta;
    fp381x8_pack(&v_beta, scalars);
    acc.X = v_zero; /* the identity (0 : 1 : 0) */
    acc.Y = v_one;
    acc.Z = v_zero;
    size_t longest = 0;
    for (unsigned k = 0; k < lanes; k++)
        longest = counts[k] > longest ? counts[k] : longest;
    for (size_t i = 0; i < longest; i++) {
        const fp381 *px[G1_381_LANES], *py[G1_381_LANES];
        unsigned dbl = 0, idle = 0, neg = 0, sigma = 0;
        for (unsigned k = 0; k < G1_381_LANES; k++) {
            const g1_381_lane_op *op = k < lanes && i < counts[k] ? &ops[k][i] : NULL;
            px[k] = &zero;
            py[k] = &one;
            if (op == NULL) {
                idle |= 1u << k;
            } else if (op->point == NULL) {
                dbl |= 1u << k;
            } else {
                px[k] = &op->point->x;
                py[k] = &op->point->y;
                neg |= ((op->flags & G1_381_LANE_NEG) != 0) << k;
                sigma |= ((op->flags & G1_381_LANE_SIGMA) != 0) << k;
            }
        }
        if (dbl == (1u << G1_381_LANES) - 1) {
            b = acc;
        } else {
            fp381x8_pack_ptr(&b.X, px);
            fp381x8_pack_ptr(&b.Y, py);
            if (sigma != 0) { /* -sigma(x, y) = (beta x, -y) */
                fp381x8_mul(&t, &b.X, &v_beta);
                fp381x8_select(&b.X, &b.X, &t, sigma);
            }
            if ((neg ^ sigma) != 0) fp381x8_cneg(&b.Y, &b.Y, neg ^ sigma);
            fp381x8_select(&b.Z, &v_one, &v_zero, idle);
            if (dbl != 0) {
                fp381x8_select(&b.X, &b.X, &acc.X, dbl);
                fp381x8_select(&b.Y, &b.Y, &acc.Y, dbl);
                fp381x8_select(&b.Z, &b.Z, &acc.Z, dbl);
            }
        }
        lanes_add(&acc, &acc, &b);
    }
    fp381 xs[G1_381_LANES], ys[G1_381_LANES], zs[G1_381_LANES];
    fp381x8_unpack(xs, &acc.X);
    fp381x8_unpack(ys, &acc.Y);
    fp381x8_unpack(zs, &acc.Z);
    for (unsigned k = 0; k < lanes; k++) {
        g1_381_proj p = {xs[k], ys[k], zs[k]};
        g1_381_proj_to_jac(&out[k], &p);
    }
}
#else
void g1_381_lanes_run_var(g1_381_jac *out, const g1_381_lane_op *const ops[G1_381_LANES],
                          const size_t counts[G1_381_LANES], unsigned lanes) {
    (void)out;
    (void)ops;
    (void)counts;
    (void)lanes;
}
#endif
