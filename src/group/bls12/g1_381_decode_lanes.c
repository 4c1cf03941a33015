/* G1 decoding with the square roots and subgroup tests in IFMA lanes (g1_381_decode_lanes.h).
 * A block of encodings goes through three passes: the serial checks of each element, which
 * leave a list of elements waiting for a root (compressed) or for the subgroup test; the roots,
 * eight list entries at a time; the subgroup tests, eight at a time. A partly filled group of
 * eight repeats its first entry in the idle lanes. */
#include "group/bls12/g1_381_decode_lanes.h"

#include <string.h>

#include "field/bls12/fp381_x8_ifma.h"
#include "group/bls12/bls12_split.h"
#include "util/cpu.h"

#define LANES 8
/* Elements per block (the lists' capacity) */
#define BLOCK 64

int g1_381_decode_lanes_available(void) {
#if defined(ECB_CPU_IFMA_BUILD)
    return ecb_cpu_level_get() == ECB_CPU_IFMA;
#else
    return 0;
#endif
}

#if defined(ECB_CPU_IFMA_BUILD)
/* An element on its way: its point so far and the root's target and sign. */
typedef struct pending {
    g1_381_aff a;
    fp381 rhs; /* x^3 + 4 (compressed) */
    int sign;
} pending;

/* The serial checks of g1_381_decode_aff_with, up to the root (compressed) or the subgroup test
 * (uncompressed): returns ECB_OK when the element waits for those, else its final status (with
 * *done set; an error or the identity). */
static ecb_status serial_checks(pending *e, const uint8_t *in, const ecb_point_layout *l,
                                int *done) {
    uint8_t xb[48], yb[48];
    int infinity;
    *done = 1;
    ecb_status st = ecb_point_parse(l, in, 48, xb, yb, &infinity, &e->sign);
    if (st != ECB_OK || infinity) return st;
    if (fp381_decode(&e->a.x, xb) != ECB_OK) return ECB_ERR_NON_CANONICAL;
    if (l->compressed) {
        fp381 b;
        fp381_sqr(&e->rhs, &e->a.x);
        fp381_mul(&e->rhs, &e->rhs, &e->a.x);
        fp381_from_u64(&b, 4);
        fp381_add(&e->rhs, &e->rhs, &b);
    } else {
        if (fp381_decode(&e->a.y, yb) != ECB_OK) return ECB_ERR_NON_CANONICAL;
        if (l->flag_sign && fp381_is_lexlargest(&e->a.y) != e->sign) return ECB_ERR_BAD_FLAGS;
        if (!g1_381_aff_is_on_curve(&e->a)) return ECB_ERR_NOT_ON_CURVE;
    }
    *done = 0;
    return ECB_OK;
}

/* r = a^e lane by lane, e public (6 little-endian limbs, not 0): left-to-right sliding windows
 * of up to 5 bits over the odd powers a, a^3, ..., a^31. */
static void lanes_pow(fp381x8 *r, const fp381x8 *a, const uint64_t e[6]) {
    fp381x8 odd[16], a2, acc;
    odd[0] = *a;
    fp381x8_sqr(&a2, a);
    for (int i = 1; i < 16; i++)
        fp381x8_mul(&odd[i], &odd[i - 1], &a2);
    int bit = 383, started = 0;
    while (((e[bit / 64] >> (bit % 64)) & 1) == 0)
        bit--;
    while (bit >= 0) {
        if (((e[bit / 64] >> (bit % 64)) & 1) == 0) {
            fp381x8_sqr(&acc, &acc);
            bit--;
            continue;
        }
        int low = bit >= 4 ? bit - 4 : 0;
        while (((e[low / 64] >> (low % 64)) & 1) == 0)
            low++;
        unsigned window = 0;
        for (int i = bit; i >= low; i--) {
            window = window << 1 | (unsigned)((e[i / 64] >> (i % 64)) & 1);
            if (started) fp381x8_sqr(&acc, &acc);
        }
        if (started) {
            fp381x8_mul(&acc, &acc, &odd[window >> 1]);
        } else {
            acc = odd[window >> 1];
            started = 1;
        }
        bit = low - 1;
    }
    *r = acc;
}

typedef struct lanes_jac {
    fp381x8 X, Y, Z;
} lanes_jac;

/* r = 2 p, dbl-2009-l (a = 0): A = X^2, B = Y^2, C = B^2, D = 2((X + B)^2 - A - C), E = 3A,
 * X3 = E^2 - 2D, Y3 = E(D - X3) - 8C, Z3 = 2 Y Z. r may alias p. */
static void lanes_dbl(lanes_jac *r, const lanes_jac *p) {
    fp381x8 a, b, c, d, e, t;
    fp381x8_sqr(&a, &p->X);
    fp381x8_sqr(&b, &p->Y);
    fp381x8_sqr(&c, &b);
    fp381x8_add(&t, &p->X, &b);
    fp381x8_sqr(&t, &t);
    fp381x8_sub(&t, &t, &a);
    fp381x8_sub(&t, &t, &c);
    fp381x8_dbl(&d, &t);
    fp381x8_dbl(&e, &a);
    fp381x8_add(&e, &e, &a);
    fp381x8_mul(&r->Z, &p->Y, &p->Z);
    fp381x8_dbl(&r->Z, &r->Z);
    fp381x8_sqr(&t, &e);
    fp381x8_sub(&t, &t, &d);
    fp381x8_sub(&r->X, &t, &d);
    fp381x8_sub(&t, &d, &r->X);
    fp381x8_mul(&t, &e, &t);
    fp381x8_dbl(&c, &c);
    fp381x8_dbl(&c, &c);
    fp381x8_dbl(&c, &c);
    fp381x8_sub(&r->Y, &t, &c);
}

/* r = p + (x, y), madd-2007-bl: Z1Z1 = Z1^2, U2 = x Z1Z1, S2 = y Z1 Z1Z1, H = U2 - X1,
 * I = 4 H^2, J = H I, s = 2 (S2 - Y1), V = X1 I, X3 = s^2 - J - 2V, Y3 = s (V - X3) - 2 Y1 J,
 * Z3 = (Z1 + H)^2 - Z1Z1 - H^2 (= 2 Z1 H). r may alias p. */
static void lanes_add_aff(lanes_jac *r, const lanes_jac *p, const fp381x8 *x, const fp381x8 *y) {
    fp381x8 z1z1, u2, s2, h, hh, i, j, s, v, t, y1j;
    fp381x8_sqr(&z1z1, &p->Z);
    fp381x8_mul(&u2, x, &z1z1);
    fp381x8_mul(&s2, y, &p->Z);
    fp381x8_mul(&s2, &s2, &z1z1);
    fp381x8_sub(&h, &u2, &p->X);
    fp381x8_sqr(&hh, &h);
    fp381x8_dbl(&i, &hh);
    fp381x8_dbl(&i, &i);
    fp381x8_mul(&j, &h, &i);
    fp381x8_sub(&s, &s2, &p->Y);
    fp381x8_dbl(&s, &s);
    fp381x8_mul(&v, &p->X, &i);
    fp381x8_add(&t, &p->Z, &h);
    fp381x8_sqr(&t, &t);
    fp381x8_sub(&t, &t, &z1z1);
    fp381x8_sub(&r->Z, &t, &hh);
    fp381x8_mul(&y1j, &p->Y, &j);
    fp381x8_sqr(&u2, &s);
    fp381x8_sub(&u2, &u2, &j);
    fp381x8_sub(&u2, &u2, &v);
    fp381x8_sub(&r->X, &u2, &v);
    fp381x8_sub(&t, &v, &r->X);
    fp381x8_mul(&t, &s, &t);
    fp381x8_dbl(&y1j, &y1j);
    fp381x8_sub(&r->Y, &t, &y1j);
}

/* r = p + q, add-2007-bl: Z1Z1 = Z1^2, Z2Z2 = Z2^2, U1 = X1 Z2Z2, U2 = X2 Z1Z1,
 * S1 = Y1 Z2 Z2Z2, S2 = Y2 Z1 Z1Z1, H = U2 - U1, I = (2H)^2, J = H I, s = 2 (S2 - S1),
 * V = U1 I, X3 = s^2 - J - 2V, Y3 = s (V - X3) - 2 S1 J, Z3 = ((Z1 + Z2)^2 - Z1Z1 - Z2Z2) H.
 * r may alias p (not q). */
static void lanes_add(lanes_jac *r, const lanes_jac *p, const lanes_jac *q) {
    fp381x8 z1z1, z2z2, u1, u2, s1, s2, h, i, j, s, v, t;
    fp381x8_sqr(&z1z1, &p->Z);
    fp381x8_sqr(&z2z2, &q->Z);
    fp381x8_mul(&u1, &p->X, &z2z2);
    fp381x8_mul(&u2, &q->X, &z1z1);
    fp381x8_mul(&s1, &p->Y, &q->Z);
    fp381x8_mul(&s1, &s1, &z2z2);
    fp381x8_mul(&s2, &q->Y, &p->Z);
    fp381x8_mul(&s2, &s2, &z1z1);
    fp381x8_sub(&h, &u2, &u1);
    fp381x8_dbl(&i, &h);
    fp381x8_sqr(&i, &i);
    fp381x8_mul(&j, &h, &i);
    fp381x8_sub(&s, &s2, &s1);
    fp381x8_dbl(&s, &s);
    fp381x8_mul(&v, &u1, &i);
    fp381x8_add(&t, &p->Z, &q->Z);
    fp381x8_sqr(&t, &t);
    fp381x8_sub(&t, &t, &z1z1);
    fp381x8_sub(&t, &t, &z2z2);
    fp381x8_mul(&r->Z, &t, &h);
    fp381x8_sqr(&t, &s);
    fp381x8_sub(&t, &t, &j);
    fp381x8_sub(&t, &t, &v);
    fp381x8_sub(&r->X, &t, &v);
    fp381x8_sub(&t, &v, &r->X);
    fp381x8_mul(&t, &s, &t);
    fp381x8_mul(&s1, &s1, &j);
    fp381x8_dbl(&s1, &s1);
    fp381x8_sub(&r->Y, &t, &s1);
}

/* q = [|z|^2] (x, y) lane by lane: [|z|] twice by double-and-add from |z|'s top bit. */
static void lanes_mul_z2(lanes_jac *q, const fp381x8 *x, const fp381x8 *y, const fp381x8 *one) {
    lanes_jac acc = {*x, *y, *one}, base;
    for (int bit = 62; bit >= 0; bit--) {
        lanes_dbl(&acc, &acc);
        if ((BLS12_381_Z_ABS >> bit) & 1) lanes_add_aff(&acc, &acc, x, y);
    }
    base = acc;
    for (int bit = 62; bit >= 0; bit--) {
        lanes_dbl(&acc, &acc);
        if ((BLS12_381_Z_ABS >> bit) & 1) lanes_add(&acc, &acc, &base);
    }
    *q = acc;
}

/* The roots of the listed elements: y = rhs^((p + 1) / 4) when y^2 = rhs (fp381_sqrt), the root
 * of the sign bit's order; else the element's status becomes ECB_ERR_NOT_ON_CURVE. Survivors
 * are appended to next (its count *n_next). */
static void roots_in_lanes(pending *elems, ecb_status *statuses, const size_t *list, size_t n,
                           size_t *next, size_t *n_next) {
    for (size_t g = 0; g < n; g += LANES) {
        const fp381 *in[LANES];
        fp381 s[LANES], s2[LANES];
        fp381x8 v, sq;
        for (size_t k = 0; k < LANES; k++)
            in[k] = &elems[list[g + k < n ? g + k : g]].rhs;
        fp381x8_pack_ptr(&v, in);
        lanes_pow(&v, &v, fp381_sqrt_exp);
        fp381x8_sqr(&sq, &v);
        fp381x8_unpack(s, &v);
        fp381x8_unpack(s2, &sq);
        for (size_t k = 0; k < LANES && g + k < n; k++) {
            pending *e = &elems[list[g + k]];
            if (!fp381_equal(&s2[k], &e->rhs)) {
                statuses[list[g + k]] = ECB_ERR_NOT_ON_CURVE;
                continue;
            }
            e->a.y = s[k];
            if (fp381_is_lexlargest(&e->a.y) != e->sign) fp381_neg(&e->a.y, &e->a.y);
            next[(*n_next)++] = list[g + k];
        }
    }
}

/* The subgroup tests of the listed elements: ECB_OK, or ECB_ERR_NOT_IN_SUBGROUP. In lanes,
 * sigma(P) = -Q with Q = [z^2] P = (X : Y : Z) is X = beta x Z^2 and Y = -y Z^3. */
static void subgroup_in_lanes(const pending *elems, ecb_status *statuses, const size_t *list,
                              size_t n) {
    fp381 scalars[LANES];
    fp381x8 v_one, v_beta;
    for (size_t k = 0; k < LANES; k++)
        fp381_one(&scalars[k]);
    fp381x8_pack(&v_one, scalars);
    for (size_t k = 0; k < LANES; k++)
        scalars[k] = g1_381_beta;
    fp381x8_pack(&v_beta, scalars);
    for (size_t g = 0; g < n; g += LANES) {
        const fp381 *xs[LANES], *ys[LANES];
        fp381 dx[LANES], dy[LANES], zs[LANES];
        fp381x8 x, y, zz, t;
        lanes_jac q;
        for (size_t k = 0; k < LANES; k++) {
            const pending *e = &elems[list[g + k < n ? g + k : g]];
            xs[k] = &e->a.x;
            ys[k] = &e->a.y;
        }
        fp381x8_pack_ptr(&x, xs);
        fp381x8_pack_ptr(&y, ys);
        lanes_mul_z2(&q, &x, &y, &v_one);
        fp381x8_sqr(&zz, &q.Z);
        fp381x8_mul(&t, &x, &v_beta);
        fp381x8_mul(&t, &t, &zz);
        fp381x8_sub(&t, &q.X, &t); /* X - beta x Z^2 */
        fp381x8_unpack(dx, &t);
        fp381x8_mul(&zz, &zz, &q.Z);
        fp381x8_mul(&t, &y, &zz);
        fp381x8_add(&t, &q.Y, &t); /* Y + y Z^3 */
        fp381x8_unpack(dy, &t);
        fp381x8_unpack(zs, &q.Z);
        for (size_t k = 0; k < LANES && g + k < n; k++) {
            int in_group;
            if (fp381_is_zero(&zs[k])) { /* an exceptional step: the serial test decides */
                g1_381_jac p;
                g1_381_jac_from_aff(&p, &elems[list[g + k]].a);
                in_group = g1_381_is_in_subgroup_var(&p);
            } else {
                in_group = fp381_is_zero(&dx[k]) && fp381_is_zero(&dy[k]);
            }
            statuses[list[g + k]] = in_group ? ECB_OK : ECB_ERR_NOT_IN_SUBGROUP;
        }
    }
}

static void decode_block(unsigned char *out, const uint8_t *in, size_t count, ecb_status *statuses,
                         const ecb_point_layout *l) {
    pending elems[BLOCK];
    size_t roots[BLOCK], tests[BLOCK], n_roots = 0, n_tests = 0;
    size_t len = ecb_point_layout_len(l, 48);
    for (size_t i = 0; i < count; i++) {
        int done;
        memset(&elems[i].a, 0, sizeof elems[i].a);
        statuses[i] = serial_checks(&elems[i], in + i * len, l, &done);
        if (done) continue;
        if (l->compressed)
            roots[n_roots++] = i;
        else
            tests[n_tests++] = i;
    }
    roots_in_lanes(elems, statuses, roots, n_roots, tests, &n_tests);
    subgroup_in_lanes(elems, statuses, tests, n_tests);
    for (size_t i = 0; i < count; i++) {
        g1_381_aff a;
        memset(&a, 0, sizeof a); /* (0, 0): the identity, on every error */
        if (statuses[i] == ECB_OK) a = elems[i].a;
        memcpy(out + i * sizeof a, &a, sizeof a);
    }
}

void g1_381_decode_aff_run_lanes(void *out, const uint8_t *in, size_t count, ecb_status *statuses,
                                 const void *layout) {
    const ecb_point_layout *l = layout;
    size_t len = ecb_point_layout_len(l, 48);
    for (size_t i = 0; i < count; i += BLOCK)
        decode_block((unsigned char *)out + i * sizeof(g1_381_aff), in + i * len,
                     count - i < BLOCK ? count - i : BLOCK, statuses + i, l);
}
#else
void g1_381_decode_aff_run_lanes(void *out, const uint8_t *in, size_t count, ecb_status *statuses,
                                 const void *layout) {
    size_t len = ecb_point_layout_len(layout, 48);
    for (size_t i = 0; i < count; i++) {
        g1_381_aff a;
        statuses[i] = g1_381_decode_aff_with(&a, in + i * len, layout);
        memcpy((unsigned char *)out + i * sizeof a, &a, sizeof a);
    }
}
#endif
