/* The MSM engine's point layer for short Weierstrass curves y^2 = x^3 + b (a = 0): the part of
 * msm_engine_impl.h's group interface shared by BLS12-381 G1 and G2 and BLS12-377 G1, written once
 * over a field given by macros, all static inline so the engine's flattened loops contain no
 * calls. The instantiating file defines, then includes this file:
 *   MSW_FE        the coordinate field type (fp381, fp2_381, fp377)
 *   MSW_F(op)     its inlinable operations: zero, one, add, sub, neg, dbl, mul, sqr,
 *                 is_zero, equal, inv_var
 *   MSW_G(op)     the group layer's prefix (g1_381_...): its affine type MSW_G(aff)
 *
 * Coordinates (EFD, hyperelliptic.org/EFD, "g1p/auto-shortw-xyzz" and "-jacobian-0"):
 *   msm_pt    XYZZ (X, Y, ZZ, ZZZ), x = X / ZZ, y = Y / ZZZ, ZZ^3 = ZZZ^2; ZZ = 0 is the
 *             identity. Mixed addition 8M + 2S (madd-2008-s), addition 12M + 2S (add-2008-s):
 *             the cheapest bucket coordinates (blst, gnark-crypto, arkworks)
 *   msm_aff   affine (x, y); (0, 0) is the identity (never on the curve since b != 0)
 * Chains of k >= 2 doublings run in Jacobian coordinates (dbl-2009-l, 2M + 5S each) between
 * two conversions (2M and 1M + 1S), cheaper than k XYZZ doublings (6M + 3S each).
 *
 * Every function is complete on the points it can meet: identities, equal points (a doubling)
 * and opposite points (the identity) are recognised by variable-time branches. Public data
 * only. */
#ifndef ECBATCH_MSM_WEIERSTRASS_POINT_H
#define ECBATCH_MSM_WEIERSTRASS_POINT_H

#include <stddef.h>
#include <stdint.h>

#include "msm/engine/msm_phases.h"

typedef struct {
    MSW_FE X, Y, ZZ, ZZZ;
} msm_pt;

/* the group layer's affine type (weierstrass.h: x, y), shared with the many-MSM
 * (msm_multi_impl.h) */
typedef MSW_G(aff) msm_aff;

/* ---- affine ---------------------------------------------------------------------------- */

static inline int msm_aff_is_identity_var(const msm_aff *a) {
    return MSW_F(is_zero)(&a->x) && MSW_F(is_zero)(&a->y);
}

static inline void msm_aff_identity(msm_aff *r) {
    MSW_F(zero)(&r->x);
    MSW_F(zero)(&r->y);
}

/* r = neg ? -p : p */
static inline void msm_aff_set(msm_aff *r, const msm_aff *p, int neg) {
    r->x = p->x;
    if (neg)
        MSW_F(neg)(&r->y, &p->y);
    else
        r->y = p->y;
}

/* ---- XYZZ ------------------------------------------------------------------------------ */

static inline void msm_pt_identity(msm_pt *r) {
    MSW_F(one)(&r->X);
    MSW_F(one)(&r->Y);
    MSW_F(zero)(&r->ZZ);
    MSW_F(zero)(&r->ZZZ);
}

static inline int msm_pt_is_identity_var(const msm_pt *p) {
    return MSW_F(is_zero)(&p->ZZ);
}

/* r = neg ? -b : b */
static inline void msm_pt_from_aff_signed(msm_pt *r, const msm_aff *b, int neg) {
    if (msm_aff_is_identity_var(b)) {
        msm_pt_identity(r);
        return;
    }
    r->X = b->x;
    if (neg)
        MSW_F(neg)(&r->Y, &b->y);
    else
        r->Y = b->y;
    MSW_F(one)(&r->ZZ);
    MSW_F(one)(&r->ZZZ);
}

static inline void msm_pt_from_aff(msm_pt *r, const msm_aff *b) {
    msm_pt_from_aff_signed(r, b, 0);
}

static inline void msm_pt_from_neg_aff(msm_pt *r, const msm_aff *b) {
    msm_pt_from_aff_signed(r, b, 1);
}

/* EFD dbl-2008-s-1 (a = 0): U = 2Y, V = U^2, W = U V, S = X V, M = 3 X^2,
 * X3 = M^2 - 2S, Y3 = M (S - X3) - W Y, ZZ3 = V ZZ, ZZZ3 = W ZZZ. The identity (ZZ = 0) and a
 * point with y = 0 give ZZ3 = 0. */
static inline void msm_pt_dbl(msm_pt *r, const msm_pt *a) {
    MSW_FE u, v, w, s, m, t;
    MSM_PHASE_COUNT_AT(dbl, 1);
    MSW_F(dbl)(&u, &a->Y);
    MSW_F(sqr)(&v, &u);
    MSW_F(mul)(&w, &u, &v);
    MSW_F(mul)(&s, &a->X, &v);
    MSW_F(sqr)(&m, &a->X);
    MSW_F(dbl)(&t, &m);
    MSW_F(add)(&m, &m, &t);
    MSW_F(mul)(&r->ZZ, &v, &a->ZZ);
    MSW_F(mul)(&r->ZZZ, &w, &a->ZZZ);
    MSW_F(mul)(&w, &w, &a->Y);
    MSW_F(sqr)(&t, &m);
    MSW_F(sub)(&t, &t, &s);
    MSW_F(sub)(&r->X, &t, &s);
    MSW_F(sub)(&t, &s, &r->X);
    MSW_F(mul)(&t, &m, &t);
    MSW_F(sub)(&r->Y, &t, &w);
}

/* The part shared by both additions below, from U1, U2, S1, S2: P = U2 - U1, R = S2 - S1;
 * P = 0 means the points are equal (R = 0: a doubling of a) or opposite (the identity); else
 * PP = P^2, PPP = P PP, Q = U1 PP, X3 = R^2 - PPP - 2Q, Y3 = R (Q - X3) - S1 PPP,
 * ZZ3 = zz PP, ZZZ3 = zzz PPP (zz, zzz: ZZ1 and ZZZ1, or their products with ZZ2 and ZZZ2).
 * Every input is read before r is written, so they may be coordinates of r. */
static inline void msm_pt_add_finish(msm_pt *r, const msm_pt *a, const MSW_FE *u1, const MSW_FE *u2,
                                     const MSW_FE *s1, const MSW_FE *s2, const MSW_FE *zz,
                                     const MSW_FE *zzz) {
    MSW_FE p, rr, pp, ppp, q, t, s1ppp;
    MSW_F(sub)(&p, u2, u1);
    MSW_F(sub)(&rr, s2, s1);
    if (MSW_F(is_zero)(&p)) {
        if (MSW_F(is_zero)(&rr))
            msm_pt_dbl(r, a);
        else
            msm_pt_identity(r);
        return;
    }
    MSW_F(sqr)(&pp, &p);
    MSW_F(mul)(&ppp, &p, &pp);
    MSW_F(mul)(&q, u1, &pp);
    MSW_F(mul)(&s1ppp, s1, &ppp);
    MSW_F(mul)(&t, zzz, &ppp);
    MSW_F(mul)(&r->ZZ, zz, &pp);
    r->ZZZ = t;
    MSW_F(sqr)(&t, &rr);
    MSW_F(sub)(&t, &t, &ppp);
    MSW_F(sub)(&t, &t, &q);
    MSW_F(sub)(&r->X, &t, &q);
    MSW_F(sub)(&t, &q, &r->X);
    MSW_F(mul)(&t, &rr, &t);
    MSW_F(sub)(&r->Y, &t, &s1ppp);
}

/* EFD madd-2008-s with b (or -b when neg): U2 = x2 ZZ1, S2 = y2 ZZZ1, P = U2 - X1,
 * R = S2 - Y1, PP = P^2, PPP = P PP, Q = X1 PP, X3 = R^2 - PPP - 2Q, Y3 = R (Q - X3) - Y1 PPP,
 * ZZ3 = ZZ1 PP, ZZZ3 = ZZZ1 PPP. P = 0 means b = +-a: a doubling or the identity. */
static inline void msm_pt_add_aff_signed(msm_pt *r, const msm_pt *a, const msm_aff *b, int neg) {
    MSW_FE u2, s2;
    if (msm_aff_is_identity_var(b)) {
        *r = *a;
        return;
    }
    if (MSW_F(is_zero)(&a->ZZ)) {
        msm_pt_from_aff_signed(r, b, neg);
        return;
    }
    MSM_PHASE_COUNT_AT(madd, 1);
    MSW_F(mul)(&u2, &b->x, &a->ZZ);
    MSW_F(mul)(&s2, &b->y, &a->ZZZ);
    if (neg) MSW_F(neg)(&s2, &s2);
    msm_pt_add_finish(r, a, &a->X, &u2, &a->Y, &s2, &a->ZZ, &a->ZZZ);
}

static inline void msm_pt_add_aff(msm_pt *r, const msm_pt *a, const msm_aff *b) {
    msm_pt_add_aff_signed(r, a, b, 0);
}

static inline void msm_pt_sub_aff(msm_pt *r, const msm_pt *a, const msm_aff *b) {
    msm_pt_add_aff_signed(r, a, b, 1);
}

/* EFD add-2008-s: U1 = X1 ZZ2, U2 = X2 ZZ1, S1 = Y1 ZZZ2, S2 = Y2 ZZZ1, P = U2 - U1,
 * R = S2 - S1, PP = P^2, PPP = P PP, Q = U1 PP, X3 = R^2 - PPP - 2Q,
 * Y3 = R (Q - X3) - S1 PPP, ZZ3 = ZZ1 ZZ2 PP, ZZZ3 = ZZZ1 ZZZ2 PPP. */
static inline void msm_pt_add(msm_pt *r, const msm_pt *a, const msm_pt *b) {
    MSW_FE u1, u2, s1, s2, zz, zzz;
    if (MSW_F(is_zero)(&a->ZZ)) {
        *r = *b;
        return;
    }
    if (MSW_F(is_zero)(&b->ZZ)) {
        *r = *a;
        return;
    }
    MSM_PHASE_COUNT_AT(add, 1);
    MSW_F(mul)(&u1, &a->X, &b->ZZ);
    MSW_F(mul)(&u2, &b->X, &a->ZZ);
    MSW_F(mul)(&s1, &a->Y, &b->ZZZ);
    MSW_F(mul)(&s2, &b->Y, &a->ZZZ);
    MSW_F(mul)(&zz, &a->ZZ, &b->ZZ);
    MSW_F(mul)(&zzz, &a->ZZZ, &b->ZZZ);
    msm_pt_add_finish(r, a, &u1, &u2, &s1, &s2, &zz, &zzz);
}

/* r = 2^k p (k >= 1). k = 1: one XYZZ doubling. Otherwise through Jacobian coordinates:
 * (X ZZ, Y ZZZ, ZZ) is Jacobian (x = X ZZ / ZZ^2, y = Y ZZZ / ZZ^3 = Y ZZZ / ZZZ^2), then k
 * times EFD dbl-2009-l (A = X^2, B = Y^2, C = B^2, D = 2((X + B)^2 - A - C), E = 3A,
 * X3 = E^2 - 2D, Y3 = E (D - X3) - 8C, Z3 = 2 Y Z), and back as (X, Y, Z^2, Z^3). The
 * identity stays ZZ = Z = 0. */
static inline void msm_pt_dbl_n(msm_pt *r, const msm_pt *p, unsigned k) {
    MSW_FE X, Y, Z, A, B, C, D, E, t;
    if (k == 1) {
        msm_pt_dbl(r, p);
        return;
    }
    MSW_F(mul)(&X, &p->X, &p->ZZ);
    MSW_F(mul)(&Y, &p->Y, &p->ZZZ);
    Z = p->ZZ;
    MSM_PHASE_COUNT_AT(jdbl, k);
    for (unsigned i = 0; i < k; i++) {
        MSW_F(mul)(&Z, &Y, &Z);
        MSW_F(dbl)(&Z, &Z);
        MSW_F(sqr)(&A, &X);
        MSW_F(sqr)(&B, &Y);
        MSW_F(sqr)(&C, &B);
        MSW_F(add)(&t, &X, &B);
        MSW_F(sqr)(&t, &t);
        MSW_F(sub)(&t, &t, &A);
        MSW_F(sub)(&t, &t, &C);
        MSW_F(dbl)(&D, &t);
        MSW_F(dbl)(&E, &A);
        MSW_F(add)(&E, &E, &A);
        MSW_F(sqr)(&t, &E);
        MSW_F(sub)(&t, &t, &D);
        MSW_F(sub)(&X, &t, &D);
        MSW_F(sub)(&t, &D, &X);
        MSW_F(mul)(&t, &E, &t);
        MSW_F(dbl)(&C, &C);
        MSW_F(dbl)(&C, &C);
        MSW_F(dbl)(&C, &C);
        MSW_F(sub)(&Y, &t, &C);
    }
    r->X = X;
    r->Y = Y;
    MSW_F(sqr)(&r->ZZ, &Z);
    MSW_F(mul)(&r->ZZZ, &r->ZZ, &Z);
}

/* out[i] = in[i] in affine coordinates, one inversion for the batch (Montgomery's trick over
 * the products ZZ ZZZ): with t = 1 / (ZZ ZZZ), 1/ZZ = t ZZZ and 1/ZZZ = t ZZ. Identities give
 * (0, 0). scratch holds 2n field elements. 7M per point plus the inversion. */
static inline void msm_pt_batch_to_aff(msm_aff *out, const msm_pt *in, size_t n, MSW_FE *scratch) {
    MSW_FE acc, t, u;
    MSW_FE *prefix = scratch, *prod = scratch + n;
    if (n == 0) return;
    MSW_F(one)(&acc);
    for (size_t i = 0; i < n; i++) {
        prefix[i] = acc;
        if (MSW_F(is_zero)(&in[i].ZZ)) {
            MSW_F(one)(&prod[i]);
            continue;
        }
        MSW_F(mul)(&prod[i], &in[i].ZZ, &in[i].ZZZ);
        MSW_F(mul)(&acc, &acc, &prod[i]);
    }
    MSW_F(inv_var)(&acc, &acc);
    for (size_t i = n; i-- > 0;) {
        if (MSW_F(is_zero)(&in[i].ZZ)) {
            msm_aff_identity(&out[i]);
            continue;
        }
        MSW_F(mul)(&t, &acc, &prefix[i]); /* 1 / (ZZ ZZZ) */
        MSW_F(mul)(&acc, &acc, &prod[i]);
        MSW_F(mul)(&u, &t, &in[i].ZZZ); /* 1 / ZZ */
        MSW_F(mul)(&t, &t, &in[i].ZZ);  /* 1 / ZZZ */
        MSW_F(mul)(&out[i].x, &in[i].X, &u);
        MSW_F(mul)(&out[i].y, &in[i].Y, &t);
    }
}

/* ---- batches of affine additions ------------------------------------------------------- */

/* What one entry of a batch turned out to be. */
enum {
    MSM_AFF_ADD = 0,    /* the chord: lambda = (y2 - y1) / (x2 - x1) */
    MSM_AFF_DBL = 1,    /* equal points, the tangent: lambda = 3 x1^2 / (2 y1) */
    MSM_AFF_CANCEL = 2, /* opposite points: the sum is the identity */
    MSM_AFF_COPY = 3,   /* the accumulator was the identity */
    MSM_AFF_SKIP = 4,   /* the added point was the identity */
};

/* Bytes of scratch per entry of msm_aff_add_batch: a field element (or with MSW_FE8 the
 * eight-lane batch's share, msm_weierstrass_batch_x8_ifma.h) and a byte. */
#ifdef MSW_FE8
#define MSM_AFF_BATCH_SCRATCH (MSM_AFF_X8_ENTRY_BYTES + 1)
#else
#define MSM_AFF_BATCH_SCRATCH (sizeof(MSW_FE) + 1)
#endif

/* What the entry *a += (neg ? -*b : *b) is (MSM_AFF_*), and for a chord or a tangent the
 * denominator d of its slope (x2 - x1, or 2 y1). */
static inline uint8_t msm_aff_classify(MSW_FE *d, const msm_aff *a, const msm_aff *b, int neg) {
    MSW_FE y2;
    MSW_F(sub)(d, &b->x, &a->x);
    if (__builtin_expect(MSW_F(is_zero)(d), 0)) {
        if (msm_aff_is_identity_var(b)) return MSM_AFF_SKIP;
        if (msm_aff_is_identity_var(a)) return MSM_AFF_COPY;
        y2 = b->y;
        if (neg) MSW_F(neg)(&y2, &y2);
        if (!MSW_F(equal)(&y2, &a->y) || MSW_F(is_zero)(&a->y)) return MSM_AFF_CANCEL;
        MSW_F(dbl)(d, &a->y);
        return MSM_AFF_DBL;
    }
    if (__builtin_expect(msm_aff_is_identity_var(b), 0)) return MSM_AFF_SKIP;
    if (__builtin_expect(msm_aff_is_identity_var(a), 0)) return MSM_AFF_COPY;
    return MSM_AFF_ADD;
}

/* Finishes a chord or tangent entry given t = 1 / d: lambda = (y2 - y1) t or 3 x1^2 t,
 * x3 = lambda^2 - x1 - x2, y3 = lambda (x1 - x3) - y1. */
static inline void msm_aff_chord(msm_aff *a, const msm_aff *b, int neg, uint8_t kind,
                                 const MSW_FE *t) {
    MSW_FE lam, x3, y2;
    if (kind == MSM_AFF_DBL) {
        MSW_F(sqr)(&lam, &a->x);
        MSW_F(dbl)(&y2, &lam);
        MSW_F(add)(&lam, &lam, &y2);
        MSW_F(mul)(&lam, &lam, t);
        MSW_F(sqr)(&x3, &lam);
        MSW_F(sub)(&x3, &x3, &a->x);
        MSW_F(sub)(&x3, &x3, &a->x);
    } else {
        y2 = b->y;
        if (neg) MSW_F(neg)(&y2, &y2);
        MSW_F(sub)(&lam, &y2, &a->y);
        MSW_F(mul)(&lam, &lam, t);
        MSW_F(sqr)(&x3, &lam);
        MSW_F(sub)(&x3, &x3, &a->x);
        MSW_F(sub)(&x3, &x3, &b->x);
    }
    MSW_F(sub)(&y2, &a->x, &x3);
    MSW_F(mul)(&y2, &lam, &y2);
    MSW_F(sub)(&a->y, &y2, &a->y);
    a->x = x3;
}

/* An entry that is no chord nor tangent, finished without an inverse. */
static inline void msm_aff_finish_trivial(msm_aff *a, const msm_aff *b, int neg, uint8_t kind) {
    if (kind == MSM_AFF_COPY)
        msm_aff_set(a, b, neg);
    else if (kind == MSM_AFF_CANCEL)
        msm_aff_identity(a);
}

#endif
