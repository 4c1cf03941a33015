/* Implementation of a short Weierstrass group y^2 = x^3 + b (interface: weierstrass.h),
 * instantiated once per group by a small .c file that defines, then includes this file:
 *
 *   W_NAME       the group prefix (g1_381): types W_NAME_jac, ... and functions
 *   W_F          the coordinate field prefix (fp381, fp2_381); it must provide _zero, _one,
 *                _add, _sub, _neg, _dbl, _mul, _sqr, _inv, _inv_var, _is_zero, _equal, _cmov
 *   W_MUL_BY_B   a function (F *r, const F *a) computing r = b a
 *   W_FT         (optional) the field element type when it differs from W_F, e.g. W_F = fp381i
 *                (the inlinable copy of fp381_inline.h) with W_FT = fp381
 *
 * Hot code is written once here; the compiler sees the field calls directly (no function
 * pointers). */
#include <sodium.h>
#include <string.h>

#include "field/scalar_wnaf.h"

#define W_PASTE2(a, b) a##_##b
#define W_PASTE(a, b) W_PASTE2(a, b)
#define G_(op) W_PASTE(W_NAME, op)
#define F_(op) W_PASTE(W_F, op)
#ifdef W_FT
#define W_T W_FT
#else
#define W_T W_F
#endif
#define W_AFF G_(aff)
#define W_JAC G_(jac)
#define W_XYZZ G_(xyzz)
#define W_PROJ G_(proj)

/* ---- basics ------------------------------------------------------------------------------ */

void G_(jac_identity)(W_JAC *r) {
    F_(one)(&r->X);
    F_(one)(&r->Y);
    F_(zero)(&r->Z);
}

int G_(jac_is_identity)(const W_JAC *a) {
    return F_(is_zero)(&a->Z);
}

int G_(aff_is_identity)(const W_AFF *a) {
    return F_(is_zero)(&a->x) & F_(is_zero)(&a->y);
}

void G_(jac_from_aff)(W_JAC *r, const W_AFF *a) {
    int inf = G_(aff_is_identity)(a);
    r->X = a->x;
    r->Y = a->y;
    F_(one)(&r->Z);
    W_T z;
    F_(zero)(&z);
    F_(cmov)(&r->Z, &z, inf);
}

void G_(jac_neg)(W_JAC *r, const W_JAC *a) {
    r->X = a->X;
    F_(neg)(&r->Y, &a->Y);
    r->Z = a->Z;
}

void G_(aff_neg)(W_AFF *r, const W_AFF *a) {
    r->x = a->x;
    F_(neg)(&r->y, &a->y);
}

/* ---- Jacobian doubling and addition ------------------------------------------------------ */

/* EFD dbl-2009-l (a = 0): A = X^2, B = Y^2, C = B^2, D = 2((X + B)^2 - A - C), E = 3A,
 * X3 = E^2 - 2D, Y3 = E (D - X3) - 8C, Z3 = 2 Y Z. Z = 0 or Y = 0 give Z3 = 0. */
void G_(jac_dbl)(W_JAC *r, const W_JAC *a) {
    W_T A, B, C, D, E, t, z3;
    F_(mul)(&z3, &a->Y, &a->Z);
    F_(dbl)(&z3, &z3);
    F_(sqr)(&A, &a->X);
    F_(sqr)(&B, &a->Y);
    F_(sqr)(&C, &B);
    F_(add)(&t, &a->X, &B);
    F_(sqr)(&t, &t);
    F_(sub)(&t, &t, &A);
    F_(sub)(&t, &t, &C);
    F_(dbl)(&D, &t);
    F_(dbl)(&E, &A);
    F_(add)(&E, &E, &A);
    F_(sqr)(&t, &E);
    F_(sub)(&t, &t, &D);
    F_(sub)(&r->X, &t, &D);
    F_(sub)(&t, &D, &r->X);
    F_(mul)(&t, &E, &t);
    F_(dbl)(&C, &C);
    F_(dbl)(&C, &C);
    F_(dbl)(&C, &C);
    F_(sub)(&r->Y, &t, &C);
    r->Z = z3;
}

/* EFD add-2007-bl. Sets *h_zero / *r_zero to whether H = U2 - U1 and S2 - S1 vanish (the
 * exceptional cases: equal or opposite points). Results are meaningful only when neither input
 * is the identity and H != 0 (H = 0 with S2 != S1 gives Z3 = 0, the correct identity). */
static inline void G_(jac_add_formula)(W_JAC *r, const W_JAC *a, const W_JAC *b, int *h_zero,
                                       int *r_zero) {
    W_T z1z1, z2z2, u1, u2, s1, s2, h, i, j, rr, v, t;
    F_(sqr)(&z1z1, &a->Z);
    F_(sqr)(&z2z2, &b->Z);
    F_(mul)(&u1, &a->X, &z2z2);
    F_(mul)(&u2, &b->X, &z1z1);
    F_(mul)(&s1, &a->Y, &b->Z);
    F_(mul)(&s1, &s1, &z2z2);
    F_(mul)(&s2, &b->Y, &a->Z);
    F_(mul)(&s2, &s2, &z1z1);
    F_(sub)(&h, &u2, &u1);
    F_(sub)(&rr, &s2, &s1);
    *h_zero = F_(is_zero)(&h);
    *r_zero = F_(is_zero)(&rr);
    F_(dbl)(&rr, &rr);
    F_(dbl)(&i, &h);
    F_(sqr)(&i, &i);
    F_(mul)(&j, &h, &i);
    F_(mul)(&v, &u1, &i);
    F_(add)(&t, &a->Z, &b->Z); /* Z3 = ((Z1 + Z2)^2 - Z1Z1 - Z2Z2) H */
    F_(sqr)(&t, &t);
    F_(sub)(&t, &t, &z1z1);
    F_(sub)(&t, &t, &z2z2);
    F_(mul)(&r->Z, &t, &h);
    F_(sqr)(&t, &rr); /* X3 = r^2 - J - 2V */
    F_(sub)(&t, &t, &j);
    F_(sub)(&t, &t, &v);
    F_(sub)(&r->X, &t, &v);
    F_(sub)(&t, &v, &r->X); /* Y3 = r (V - X3) - 2 S1 J */
    F_(mul)(&t, &rr, &t);
    F_(mul)(&s1, &s1, &j);
    F_(dbl)(&s1, &s1);
    F_(sub)(&r->Y, &t, &s1);
}

void G_(jac_add)(W_JAC *r, const W_JAC *a, const W_JAC *b) {
    W_JAC sum, dbl;
    int h_zero, r_zero;
    int a_inf = G_(jac_is_identity)(a), b_inf = G_(jac_is_identity)(b);
    G_(jac_add_formula)(&sum, a, b, &h_zero, &r_zero);
    G_(jac_dbl)(&dbl, a);
    int use_dbl = h_zero & r_zero & (1 - a_inf) & (1 - b_inf);
    F_(cmov)(&sum.X, &dbl.X, use_dbl);
    F_(cmov)(&sum.Y, &dbl.Y, use_dbl);
    F_(cmov)(&sum.Z, &dbl.Z, use_dbl);
    F_(cmov)(&sum.X, &b->X, a_inf);
    F_(cmov)(&sum.Y, &b->Y, a_inf);
    F_(cmov)(&sum.Z, &b->Z, a_inf);
    int keep_a = b_inf & (1 - a_inf);
    F_(cmov)(&sum.X, &a->X, keep_a);
    F_(cmov)(&sum.Y, &a->Y, keep_a);
    F_(cmov)(&sum.Z, &a->Z, keep_a);
    *r = sum;
}

void G_(jac_add_var)(W_JAC *r, const W_JAC *a, const W_JAC *b) {
    W_JAC sum;
    int h_zero, r_zero;
    if (G_(jac_is_identity)(a)) {
        *r = *b;
        return;
    }
    if (G_(jac_is_identity)(b)) {
        *r = *a;
        return;
    }
    G_(jac_add_formula)(&sum, a, b, &h_zero, &r_zero);
    if (h_zero) {
        if (r_zero)
            G_(jac_dbl)(r, a);
        else
            G_(jac_identity)(r);
        return;
    }
    *r = sum;
}

/* EFD madd-2007-bl: Z1Z1 = Z1^2, U2 = X2 Z1Z1, S2 = Y2 Z1 Z1Z1, H = U2 - X1, HH = H^2,
 * I = 4 HH, J = H I, r = 2 (S2 - Y1), V = X1 I, X3 = r^2 - J - 2V, Y3 = r (V - X3) - 2 Y1 J,
 * Z3 = (Z1 + H)^2 - Z1Z1 - HH. */
void G_(jac_add_aff_var)(W_JAC *r, const W_JAC *a, const W_AFF *b) {
    W_T z1z1, u2, s2, h, hh, i, j, rr, v, t, y1j;
    if (G_(aff_is_identity)(b)) {
        *r = *a;
        return;
    }
    if (G_(jac_is_identity)(a)) {
        G_(jac_from_aff)(r, b);
        return;
    }
    F_(sqr)(&z1z1, &a->Z);
    F_(mul)(&u2, &b->x, &z1z1);
    F_(mul)(&s2, &b->y, &a->Z);
    F_(mul)(&s2, &s2, &z1z1);
    F_(sub)(&h, &u2, &a->X);
    F_(sub)(&rr, &s2, &a->Y);
    if (F_(is_zero)(&h)) {
        if (F_(is_zero)(&rr))
            G_(jac_dbl)(r, a);
        else
            G_(jac_identity)(r);
        return;
    }
    F_(dbl)(&rr, &rr);
    F_(sqr)(&hh, &h);
    F_(dbl)(&i, &hh);
    F_(dbl)(&i, &i);
    F_(mul)(&j, &h, &i);
    F_(mul)(&v, &a->X, &i);
    F_(mul)(&y1j, &a->Y, &j);
    F_(add)(&t, &a->Z, &h);
    F_(sqr)(&t, &t);
    F_(sub)(&t, &t, &z1z1);
    F_(sub)(&r->Z, &t, &hh);
    F_(sqr)(&t, &rr);
    F_(sub)(&t, &t, &j);
    F_(sub)(&t, &t, &v);
    F_(sub)(&r->X, &t, &v);
    F_(sub)(&t, &v, &r->X);
    F_(mul)(&t, &rr, &t);
    F_(dbl)(&y1j, &y1j);
    F_(sub)(&r->Y, &t, &y1j);
}

/* X1 Z2^2 = X2 Z1^2 and Y1 Z2^3 = Y2 Z1^3, or both the identity. */
int G_(jac_equal)(const W_JAC *a, const W_JAC *b) {
    W_T z1z1, z2z2, u1, u2, s1, s2;
    int a_inf = G_(jac_is_identity)(a), b_inf = G_(jac_is_identity)(b);
    F_(sqr)(&z1z1, &a->Z);
    F_(sqr)(&z2z2, &b->Z);
    F_(mul)(&u1, &a->X, &z2z2);
    F_(mul)(&u2, &b->X, &z1z1);
    F_(mul)(&s1, &a->Y, &b->Z);
    F_(mul)(&s1, &s1, &z2z2);
    F_(mul)(&s2, &b->Y, &a->Z);
    F_(mul)(&s2, &s2, &z1z1);
    int same = F_(equal)(&u1, &u2) & F_(equal)(&s1, &s2);
    return (same & (1 - a_inf) & (1 - b_inf)) | (a_inf & b_inf);
}

/* ---- affine conversion ------------------------------------------------------------------- */

void G_(jac_to_aff)(W_AFF *r, const W_JAC *a) {
    W_T zi, zi2;
    F_(inv)(&zi, &a->Z); /* 0 for the identity, giving (0, 0) */
    F_(sqr)(&zi2, &zi);
    F_(mul)(&r->x, &a->X, &zi2);
    F_(mul)(&zi2, &zi2, &zi);
    F_(mul)(&r->y, &a->Y, &zi2);
}

static void G_(batch_to_aff_impl)(W_AFF *out, const W_JAC *in, size_t n, W_T *scratch, int var) {
    W_T acc, one, z, zi, zi2, zero;
    if (n == 0) return;
    F_(one)(&one);
    F_(zero)(&zero);
    acc = one;
    for (size_t i = 0; i < n; i++) {
        scratch[i] = acc;
        z = in[i].Z;
        F_(cmov)(&z, &one, F_(is_zero)(&z));
        F_(mul)(&acc, &acc, &z);
    }
    if (var)
        F_(inv_var)(&acc, &acc);
    else
        F_(inv)(&acc, &acc);
    for (size_t i = n; i-- > 0;) {
        int inf = F_(is_zero)(&in[i].Z);
        z = in[i].Z;
        F_(cmov)(&z, &one, inf);
        F_(mul)(&zi, &acc, &scratch[i]);
        F_(mul)(&acc, &acc, &z);
        F_(cmov)(&zi, &zero, inf);
        F_(sqr)(&zi2, &zi);
        F_(mul)(&out[i].x, &in[i].X, &zi2);
        F_(mul)(&zi2, &zi2, &zi);
        F_(mul)(&out[i].y, &in[i].Y, &zi2);
    }
}

void G_(jac_batch_to_aff)(W_AFF *out, const W_JAC *in, size_t n, W_T *scratch) {
    G_(batch_to_aff_impl)(out, in, n, scratch, 0);
}

void G_(jac_batch_to_aff_var)(W_AFF *out, const W_JAC *in, size_t n, W_T *scratch) {
    G_(batch_to_aff_impl)(out, in, n, scratch, 1);
}

int G_(aff_is_on_curve)(const W_AFF *a) {
    W_T lhs, rhs, b;
    F_(sqr)(&lhs, &a->y);
    F_(sqr)(&rhs, &a->x);
    F_(mul)(&rhs, &rhs, &a->x);
    F_(one)(&b);
    W_MUL_BY_B(&b, &b);
    F_(add)(&rhs, &rhs, &b);
    return F_(equal)(&lhs, &rhs);
}

int G_(jac_is_on_curve)(const W_JAC *a) {
    W_T lhs, rhs, z6;
    F_(sqr)(&lhs, &a->Y);
    F_(sqr)(&rhs, &a->X);
    F_(mul)(&rhs, &rhs, &a->X);
    F_(sqr)(&z6, &a->Z);
    F_(mul)(&z6, &z6, &a->Z);
    F_(sqr)(&z6, &z6);
    W_MUL_BY_B(&z6, &z6);
    F_(add)(&rhs, &rhs, &z6);
    return F_(equal)(&lhs, &rhs) | G_(jac_is_identity)(a);
}

/* ---- XYZZ -------------------------------------------------------------------------------- */

void G_(xyzz_identity)(W_XYZZ *r) {
    F_(one)(&r->X);
    F_(one)(&r->Y);
    F_(zero)(&r->ZZ);
    F_(zero)(&r->ZZZ);
}

void G_(xyzz_from_aff)(W_XYZZ *r, const W_AFF *a) {
    W_T z;
    int inf = G_(aff_is_identity)(a);
    F_(zero)(&z);
    r->X = a->x;
    r->Y = a->y;
    F_(one)(&r->ZZ);
    F_(one)(&r->ZZZ);
    F_(cmov)(&r->ZZ, &z, inf);
    F_(cmov)(&r->ZZZ, &z, inf);
}

/* x = X / ZZ = (X ZZ) / ZZ^2 and y = Y / ZZZ = (Y ZZZ) / ZZZ^2 = (Y ZZZ) / ZZ^3. */
void G_(xyzz_to_jac)(W_JAC *r, const W_XYZZ *a) {
    W_T z = a->ZZ;
    F_(mul)(&r->X, &a->X, &a->ZZ);
    F_(mul)(&r->Y, &a->Y, &a->ZZZ);
    r->Z = z;
}

/* EFD dbl-2008-s-1 (a = 0): U = 2Y, V = U^2, W = U V, S = X V, M = 3 X^2,
 * X3 = M^2 - 2S, Y3 = M (S - X3) - W Y, ZZ3 = V ZZ, ZZZ3 = W ZZZ. */
void G_(xyzz_dbl)(W_XYZZ *r, const W_XYZZ *a) {
    W_T u, v, w, s, m, t;
    F_(dbl)(&u, &a->Y);
    F_(sqr)(&v, &u);
    F_(mul)(&w, &u, &v);
    F_(mul)(&s, &a->X, &v);
    F_(sqr)(&m, &a->X);
    F_(dbl)(&t, &m);
    F_(add)(&m, &m, &t);
    F_(mul)(&r->ZZ, &v, &a->ZZ);
    F_(mul)(&r->ZZZ, &w, &a->ZZZ);
    F_(mul)(&w, &w, &a->Y);
    F_(sqr)(&t, &m);
    F_(sub)(&t, &t, &s);
    F_(sub)(&r->X, &t, &s);
    F_(sub)(&t, &s, &r->X);
    F_(mul)(&t, &m, &t);
    F_(sub)(&r->Y, &t, &w);
}

/* EFD add-2008-s: U1 = X1 ZZ2, U2 = X2 ZZ1, S1 = Y1 ZZZ2, S2 = Y2 ZZZ1, P = U2 - U1,
 * R = S2 - S1, PP = P^2, PPP = P PP, Q = U1 PP, X3 = R^2 - PPP - 2Q,
 * Y3 = R (Q - X3) - S1 PPP, ZZ3 = ZZ1 ZZ2 PP, ZZZ3 = ZZZ1 ZZZ2 PPP. */
void G_(xyzz_add_var)(W_XYZZ *r, const W_XYZZ *a, const W_XYZZ *b) {
    W_T u1, u2, s1, s2, p, rr, pp, ppp, q, t;
    if (F_(is_zero)(&a->ZZ)) {
        *r = *b;
        return;
    }
    if (F_(is_zero)(&b->ZZ)) {
        *r = *a;
        return;
    }
    F_(mul)(&u1, &a->X, &b->ZZ);
    F_(mul)(&u2, &b->X, &a->ZZ);
    F_(mul)(&s1, &a->Y, &b->ZZZ);
    F_(mul)(&s2, &b->Y, &a->ZZZ);
    F_(sub)(&p, &u2, &u1);
    F_(sub)(&rr, &s2, &s1);
    if (F_(is_zero)(&p)) {
        if (F_(is_zero)(&rr))
            G_(xyzz_dbl)(r, a);
        else
            G_(xyzz_identity)(r);
        return;
    }
    F_(sqr)(&pp, &p);
    F_(mul)(&ppp, &p, &pp);
    F_(mul)(&q, &u1, &pp);
    F_(mul)(&t, &a->ZZ, &b->ZZ);
    F_(mul)(&r->ZZ, &t, &pp);
    F_(mul)(&t, &a->ZZZ, &b->ZZZ);
    F_(mul)(&r->ZZZ, &t, &ppp);
    F_(sqr)(&t, &rr);
    F_(sub)(&t, &t, &ppp);
    F_(sub)(&t, &t, &q);
    F_(sub)(&r->X, &t, &q);
    F_(sub)(&t, &q, &r->X);
    F_(mul)(&t, &rr, &t);
    F_(mul)(&s1, &s1, &ppp);
    F_(sub)(&r->Y, &t, &s1);
}

/* EFD madd-2008-s: U2 = X2 ZZ1, S2 = Y2 ZZZ1, P = U2 - X1, R = S2 - Y1, PP = P^2, PPP = P PP,
 * Q = X1 PP, X3 = R^2 - PPP - 2Q, Y3 = R (Q - X3) - Y1 PPP, ZZ3 = ZZ1 PP, ZZZ3 = ZZZ1 PPP. */
void G_(xyzz_add_aff_var)(W_XYZZ *r, const W_XYZZ *a, const W_AFF *b) {
    W_T u2, s2, p, rr, pp, ppp, q, t;
    if (G_(aff_is_identity)(b)) {
        *r = *a;
        return;
    }
    if (F_(is_zero)(&a->ZZ)) {
        G_(xyzz_from_aff)(r, b);
        return;
    }
    F_(mul)(&u2, &b->x, &a->ZZ);
    F_(mul)(&s2, &b->y, &a->ZZZ);
    F_(sub)(&p, &u2, &a->X);
    F_(sub)(&rr, &s2, &a->Y);
    if (F_(is_zero)(&p)) {
        if (F_(is_zero)(&rr))
            G_(xyzz_dbl)(r, a);
        else
            G_(xyzz_identity)(r);
        return;
    }
    F_(sqr)(&pp, &p);
    F_(mul)(&ppp, &p, &pp);
    F_(mul)(&q, &a->X, &pp);
    F_(mul)(&r->ZZ, &a->ZZ, &pp);
    F_(mul)(&r->ZZZ, &a->ZZZ, &ppp);
    F_(sqr)(&t, &rr);
    F_(sub)(&t, &t, &ppp);
    F_(mul)(&ppp, &a->Y, &ppp); /* Y1 PPP, read before Y3 is written */
    F_(sub)(&t, &t, &q);
    F_(sub)(&r->X, &t, &q);
    F_(sub)(&t, &q, &r->X);
    F_(mul)(&t, &rr, &t);
    F_(sub)(&r->Y, &t, &ppp);
}

/* ---- scalar multiplication --------------------------------------------------------------- */

/* Constant-time: table[i] = i P (i < 16), then for each 4-bit window from the top four
 * doublings and one complete addition of table[digit]; the digit selects its entry through a
 * scan of all 16 entries with masked moves, so neither branches nor addresses depend on k. */
/* ---- homogeneous projective coordinates and the constant-time multiplications -------------- */

/* r = 3 b a */
static inline void G_(mul_by_3b)(W_T *r, const W_T *a) {
    W_T t;
    F_(dbl)(&t, a);
    F_(add)(&t, &t, a);
    W_MUL_BY_B(r, &t);
}

/* Jacobian (X, Y, Z) -> (X Z, Y, Z^3): x = X Z / Z^3 = X / Z^2, y = Y / Z^3. The identity
 * (Z = 0) becomes (0 : Y : 0), a projective identity. */
void G_(proj_from_jac)(W_PROJ *r, const W_JAC *a) {
    W_T z2;
    F_(sqr)(&z2, &a->Z);
    F_(mul)(&r->X, &a->X, &a->Z);
    r->Y = a->Y;
    F_(mul)(&r->Z, &z2, &a->Z);
}

/* (X : Y : Z) -> Jacobian (X Z, Y Z^2, Z); Z = 0 stays the identity. */
void G_(proj_to_jac)(W_JAC *r, const W_PROJ *a) {
    W_T z2;
    F_(sqr)(&z2, &a->Z);
    F_(mul)(&r->X, &a->X, &a->Z);
    F_(mul)(&r->Y, &a->Y, &z2);
    r->Z = a->Z;
}

/* Renes, Costello, Batina, "Complete addition formulas for prime order elliptic curves"
 * (EUROCRYPT 2016), Algorithm 7 (a = 0): 12M + 2 multiplications by 3b, no exceptional
 * inputs (identity, P = Q and P = -Q included) for curves without points of order 2 among the
 * inputs' multiples, as on prime-order subgroups. */
void G_(proj_add)(W_PROJ *r, const W_PROJ *p, const W_PROJ *q) {
    W_T t0, t1, t2, t3, t4, x3, y3, z3;
    F_(mul)(&t0, &p->X, &q->X);
    F_(mul)(&t1, &p->Y, &q->Y);
    F_(mul)(&t2, &p->Z, &q->Z);
    F_(add)(&t3, &p->X, &p->Y);
    F_(add)(&t4, &q->X, &q->Y);
    F_(mul)(&t3, &t3, &t4);
    F_(add)(&t4, &t0, &t1);
    F_(sub)(&t3, &t3, &t4);
    F_(add)(&t4, &p->Y, &p->Z);
    F_(add)(&x3, &q->Y, &q->Z);
    F_(mul)(&t4, &t4, &x3);
    F_(add)(&x3, &t1, &t2);
    F_(sub)(&t4, &t4, &x3);
    F_(add)(&x3, &p->X, &p->Z);
    F_(add)(&y3, &q->X, &q->Z);
    F_(mul)(&x3, &x3, &y3);
    F_(add)(&y3, &t0, &t2);
    F_(sub)(&y3, &x3, &y3);
    F_(add)(&x3, &t0, &t0);
    F_(add)(&t0, &x3, &t0);
    G_(mul_by_3b)(&t2, &t2);
    F_(add)(&z3, &t1, &t2);
    F_(sub)(&t1, &t1, &t2);
    G_(mul_by_3b)(&y3, &y3);
    F_(mul)(&x3, &t4, &y3);
    F_(mul)(&t2, &t3, &t1);
    F_(sub)(&x3, &t2, &x3);
    F_(mul)(&y3, &y3, &t0);
    F_(mul)(&t1, &t1, &z3);
    F_(add)(&y3, &t1, &y3);
    F_(mul)(&t0, &t0, &t3);
    F_(mul)(&z3, &z3, &t4);
    F_(add)(&z3, &z3, &t0);
    r->X = x3;
    r->Y = y3;
    r->Z = z3;
}

/* RCB 2016 Algorithm 9 (a = 0): 6M + 2S + 1 multiplication by 3b, complete. */
void G_(proj_dbl)(W_PROJ *r, const W_PROJ *p) {
    W_T t0, t1, t2, x3, y3, z3;
    F_(sqr)(&t0, &p->Y);
    F_(dbl)(&z3, &t0);
    F_(dbl)(&z3, &z3);
    F_(dbl)(&z3, &z3);
    F_(mul)(&t1, &p->Y, &p->Z);
    F_(sqr)(&t2, &p->Z);
    G_(mul_by_3b)(&t2, &t2);
    F_(mul)(&x3, &t2, &z3);
    F_(add)(&y3, &t0, &t2);
    F_(mul)(&z3, &t1, &z3);
    F_(dbl)(&t1, &t2);
    F_(add)(&t2, &t1, &t2);
    F_(sub)(&t0, &t0, &t2);
    F_(mul)(&y3, &t0, &y3);
    F_(add)(&y3, &x3, &y3);
    F_(mul)(&t1, &p->X, &p->Y);
    F_(mul)(&x3, &t0, &t1);
    F_(dbl)(&x3, &x3);
    r->X = x3;
    r->Y = y3;
    r->Z = z3;
}

void G_(proj_table16)(W_PROJ t[16], const W_JAC *p) {
    F_(zero)(&t[0].X);
    F_(one)(&t[0].Y);
    F_(zero)(&t[0].Z);
    G_(proj_from_jac)(&t[1], p);
    for (int i = 2; i < 16; i++) {
        if (i % 2 == 0)
            G_(proj_dbl)(&t[i], &t[i / 2]);
        else
            G_(proj_add)(&t[i], &t[i - 1], &t[1]);
    }
}

/* r = table[digit] by a scan of all 16 entries with masked moves. */
static inline void G_(proj_lookup16)(W_PROJ *r, const W_PROJ table[16], uint64_t digit) {
    *r = table[0];
    for (uint64_t i = 1; i < 16; i++) {
        uint64_t x = i ^ digit;
        int eq = (int)(((x | (0 - x)) >> 63) ^ 1);
        F_(cmov)(&r->X, &table[i].X, eq);
        F_(cmov)(&r->Y, &table[i].Y, eq);
        F_(cmov)(&r->Z, &table[i].Z, eq);
    }
}

void G_(proj_mul_multi)(W_JAC *r, const W_PROJ (*tables)[16], const uint64_t *digits, int m,
                        int limbs) {
    W_PROJ acc, t;
    F_(zero)(&acc.X);
    F_(one)(&acc.Y);
    F_(zero)(&acc.Z);
    for (int w = 16 * limbs - 1; w >= 0; w--) {
        for (int d = 0; d < 4; d++)
            G_(proj_dbl)(&acc, &acc);
        for (int j = 0; j < m; j++) {
            uint64_t digit = (digits[j * limbs + w / 16] >> (4 * (w % 16))) & 15;
            G_(proj_lookup16)(&t, tables[j], digit);
            G_(proj_add)(&acc, &acc, &t);
        }
    }
    G_(proj_to_jac)(r, &acc);
    sodium_memzero(&acc, sizeof acc);
    sodium_memzero(&t, sizeof t);
}

/* Constant time: table[i] = i P (i < 16), then for each 4-bit window from the top four
 * doublings and one complete addition of table[digit]; the digit selects its entry through a
 * scan of all 16 entries with masked moves, so neither branches nor addresses depend on k. */
void G_(jac_mul)(W_JAC *r, const W_JAC *p, const uint64_t k[4]) {
    W_PROJ table[1][16];
    G_(proj_table16)(table[0], p);
    G_(proj_mul_multi)(r, (const W_PROJ(*)[16])table, k, 1, 4);
    sodium_memzero(table, sizeof table);
}

void G_(jac_odd_multiples_var)(W_JAC t[8], const W_JAC *p) {
    W_JAC p2;
    t[0] = *p;
    G_(jac_dbl)(&p2, p);
    for (int i = 1; i < 8; i++)
        G_(jac_add_var)(&t[i], &t[i - 1], &p2);
}

void G_(jac_mul_multi_var)(W_JAC *r, const W_JAC (*odd)[8], const uint64_t *digits, int m,
                           int limbs) {
    int8_t naf[4][257];
    int len[4], top = 0;
    W_JAC acc, neg;
    for (int j = 0; j < m; j++) {
        uint64_t k[4] = {0, 0, 0, 0};
        for (int i = 0; i < limbs; i++)
            k[i] = digits[j * limbs + i];
        len[j] = (int)scalar_wnaf(naf[j], 257, k, 4, 256, 5); /* digits in {0, +-1, ..., +-15} */
        if (len[j] > top) top = len[j];
    }
    G_(jac_identity)(&acc);
    for (int i = top - 1; i >= 0; i--) {
        G_(jac_dbl)(&acc, &acc);
        for (int j = 0; j < m; j++) {
            int d = i < len[j] ? naf[j][i] : 0;
            if (d > 0) {
                G_(jac_add_var)(&acc, &acc, &odd[j][d / 2]);
            } else if (d < 0) {
                G_(jac_neg)(&neg, &odd[j][-d / 2]);
                G_(jac_add_var)(&acc, &acc, &neg);
            }
        }
    }
    *r = acc;
}

/* The endomorphism is called once per table entry (16 or 8 times), not per digit. */
void G_(jac_mul_endo2)(W_JAC *r, const W_JAC *p, const uint64_t kk[4],
                       void (*endo)(W_PROJ *, const W_PROJ *)) {
    W_PROJ tables[2][16];
    G_(proj_table16)(tables[0], p);
    for (int i = 0; i < 16; i++)
        endo(&tables[1][i], &tables[0][i]);
    G_(proj_mul_multi)(r, (const W_PROJ(*)[16])tables, kk, 2, 2);
    sodium_memzero(tables, sizeof tables);
}

void G_(jac_mul_endo2_var)(W_JAC *r, const W_JAC *p, const uint64_t kk[4],
                           void (*endo)(W_JAC *, const W_JAC *)) {
    W_JAC odd[2][8];
    G_(jac_odd_multiples_var)(odd[0], p);
    for (int i = 0; i < 8; i++)
        endo(&odd[1][i], &odd[0][i]);
    G_(jac_mul_multi_var)(r, (const W_JAC(*)[8])odd, kk, 2, 2);
}

void G_(jac_mul_var)(W_JAC *r, const W_JAC *p, const uint64_t k[4]) {
    W_JAC odd[1][8];
    G_(jac_odd_multiples_var)(odd[0], p);
    G_(jac_mul_multi_var)(r, (const W_JAC(*)[8])odd, k, 1, 4);
}

void G_(jac_mul_u64_var)(W_JAC *r, const W_JAC *p, uint64_t k) {
    W_JAC acc, base = *p;
    G_(jac_identity)(&acc);
    for (int bit = 63; bit >= 0; bit--) {
        G_(jac_dbl)(&acc, &acc);
        if ((k >> bit) & 1) G_(jac_add_var)(&acc, &acc, &base);
    }
    *r = acc;
}

/* Double-and-add from the top set bit of k with the complete addition: the branches depend on
 * k only, every point operation is constant time in P. */
void G_(jac_mul_u64)(W_JAC *r, const W_JAC *p, uint64_t k) {
    W_JAC acc = *p;
    int top = 63;
    if (k == 0) {
        G_(jac_identity)(r);
        return;
    }
    while (((k >> top) & 1) == 0)
        top--;
    for (int bit = top - 1; bit >= 0; bit--) {
        G_(jac_dbl)(&acc, &acc);
        if ((k >> bit) & 1) G_(jac_add)(&acc, &acc, p);
    }
    *r = acc;
}

#undef G_
#undef F_
#undef W_T
#undef W_AFF
#undef W_JAC
#undef W_XYZZ
#undef W_PROJ
