/* The internal edwards25519 interface (src/group/ristretto255/edwards25519.h) that the MSM engine uses:
 * every addition form (cached, niels, p3; add and sub), both doublings, the coordinate
 * conversions, negations, batch_to_niels and the ristretto identity test, checked exactly
 * (same affine edwards point) against each other and against libsodium's ristretto255 add. */
#include "group/ristretto255/edwards25519.h"
#include "testlib.h"

/* Same edwards25519 point: X1 Z2 = X2 Z1 and Y1 Z2 = Y2 Z1. */
static int same_affine(const fe25519 *x1, const fe25519 *y1, const fe25519 *z1, const fe25519 *x2,
                       const fe25519 *y2, const fe25519 *z2) {
    fe25519 l, r;
    fe25519_mul(&l, x1, z2);
    fe25519_mul(&r, x2, z1);
    int ok = fe25519_equal(&l, &r);
    fe25519_mul(&l, y1, z2);
    fe25519_mul(&r, y2, z1);
    return ok & fe25519_equal(&l, &r);
}

static int same_p3(const ge25519_p3 *a, const ge25519_p3 *b) {
    return same_affine(&a->X, &a->Y, &a->Z, &b->X, &b->Y, &b->Z);
}

/* An extended point must satisfy XY = ZT and the curve equation -X^2 + Y^2 = Z^2 + d T^2. */
static int valid_p3(const ge25519_p3 *p) {
    fe25519 l, r, t;
    fe25519_mul(&l, &p->X, &p->Y);
    fe25519_mul(&r, &p->Z, &p->T);
    int ok = fe25519_equal(&l, &r);
    fe25519_sq(&l, &p->Y);
    fe25519_sq(&t, &p->X);
    fe25519_sub(&l, &l, &t);
    fe25519_sq(&r, &p->T);
    fe25519_mul(&r, &r, &fe25519_d);
    fe25519_sq(&t, &p->Z);
    fe25519_add(&r, &r, &t);
    return ok & fe25519_equal(&l, &r);
}

static void random_point(ge25519_p3 *p, uint8_t enc[32]) {
    uint8_t h[64];
    tl_random(h, sizeof h);
    ecb_ristretto255_from_uniform_bytes(p, h);
    ecb_ristretto255_encode(enc, p);
}

/* A representative with Z != 1 and non-trivial: scale (X, Y, Z, T) by a random factor. */
static void rescale(ge25519_p3 *p) {
    uint8_t s[32];
    fe25519 k;
    tl_random(s, 32);
    fe25519_frombytes(&k, s);
    fe25519_mul(&p->X, &p->X, &k);
    fe25519_mul(&p->Y, &p->Y, &k);
    fe25519_mul(&p->Z, &p->Z, &k);
    fe25519_mul(&p->T, &p->T, &k);
}

static void test_add_forms(void) {
    enum { N = 300 };
    static ge25519_p3 ps[N], qs[N];
    static ge25519_niels qn[N];
    static fe25519 scratch[N];
    uint8_t pe[N][32], qe[N][32];
    for (int i = 0; i < N; i++) {
        random_point(&ps[i], pe[i]);
        random_point(&qs[i], qe[i]);
        rescale(&ps[i]);
        rescale(&qs[i]);
    }
    ge25519_batch_to_niels(qn, qs, N, scratch);
    for (int i = 0; i < N; i++) {
        ge25519_cached qc, nqc;
        ge25519_niels nqn;
        ge25519_p1p1 t;
        ge25519_p3 r1, r2, r3, r4;
        ge25519_p2 r2p;
        uint8_t want[32], got[32];

        /* P + Q four ways */
        ge25519_p3_to_cached(&qc, &qs[i]);
        ge25519_add_cached(&t, &ps[i], &qc);
        ge25519_p1p1_to_p3(&r1, &t);
        ge25519_add_niels(&t, &ps[i], &qn[i]);
        ge25519_p1p1_to_p3(&r2, &t);
        ge25519_add_p3(&r3, &ps[i], &qs[i]);
        ge25519_p1p1_to_p2(&r2p, &t);
        CHECK(valid_p3(&r1) && valid_p3(&r2) && valid_p3(&r3));
        CHECK(same_p3(&r1, &r2));
        CHECK(same_p3(&r1, &r3));
        CHECK(same_affine(&r2p.X, &r2p.Y, &r2p.Z, &r1.X, &r1.Y, &r1.Z));
        CHECK(crypto_core_ristretto255_add(want, pe[i], qe[i]) == 0);
        ecb_ristretto255_encode(got, &r1);
        CHECK_MEM(got, want, 32);

        /* P - Q: sub forms and add of the negated forms */
        ge25519_sub_cached(&t, &ps[i], &qc);
        ge25519_p1p1_to_p3(&r1, &t);
        ge25519_sub_niels(&t, &ps[i], &qn[i]);
        ge25519_p1p1_to_p3(&r2, &t);
        ge25519_neg_cached(&nqc, &qc);
        ge25519_add_cached(&t, &ps[i], &nqc);
        ge25519_p1p1_to_p3(&r3, &t);
        ge25519_neg_niels(&nqn, &qn[i]);
        ge25519_add_niels(&t, &ps[i], &nqn);
        ge25519_p1p1_to_p3(&r4, &t);
        CHECK(valid_p3(&r1));
        CHECK(same_p3(&r1, &r2) && same_p3(&r1, &r3) && same_p3(&r1, &r4));
        CHECK(crypto_core_ristretto255_sub(want, pe[i], qe[i]) == 0);
        ecb_ristretto255_encode(got, &r1);
        CHECK_MEM(got, want, 32);

        /* doubling: p3_dbl, p2_dbl and P + P agree */
        ge25519_p2 pp;
        ge25519_p3_dbl(&t, &ps[i]);
        ge25519_p1p1_to_p3(&r1, &t);
        ge25519_p3_to_p2(&pp, &ps[i]);
        ge25519_p2_dbl(&t, &pp);
        ge25519_p1p1_to_p3(&r2, &t);
        ge25519_p3_to_cached(&qc, &ps[i]);
        ge25519_add_cached(&t, &ps[i], &qc);
        ge25519_p1p1_to_p3(&r3, &t);
        CHECK(valid_p3(&r1) && same_p3(&r1, &r2) && same_p3(&r1, &r3));
        CHECK(crypto_core_ristretto255_add(want, pe[i], pe[i]) == 0);
        ecb_ristretto255_encode(got, &r1);
        CHECK_MEM(got, want, 32);

        /* P - P is the identity (exactly (0 : 1) on the curve, since the law is complete) */
        ge25519_sub_cached(&t, &ps[i], &qc);
        ge25519_p1p1_to_p3(&r1, &t);
        ge25519_p3_0(&r2);
        CHECK(same_p3(&r1, &r2));
        CHECK(ge25519_is_ristretto_identity_var(&r1));
        CHECK(!ge25519_is_ristretto_identity_var(&ps[i]));

        /* niels coordinates are the affine ones: (y+x) - (y-x) = 2x, xy2d = 2dxy */
        fe25519 zinv, x, y, t1, t2;
        fe25519_invert(&zinv, &qs[i].Z);
        fe25519_mul(&x, &qs[i].X, &zinv);
        fe25519_mul(&y, &qs[i].Y, &zinv);
        fe25519_sub(&t1, &qn[i].yplusx, &qn[i].yminusx);
        fe25519_add(&t2, &x, &x);
        CHECK(fe25519_equal(&t1, &t2));
        fe25519_mul(&t1, &x, &y);
        fe25519_mul(&t1, &t1, &fe25519_d2);
        CHECK(fe25519_equal(&t1, &qn[i].xy2d));
    }
}

/* The 4-torsion points (0, -1), (+-sqrt(-1), 0) are the ristretto identity; adding one to P
 * changes the edwards point but not the ristretto element or its encoding. */
static void test_torsion(void) {
    ge25519_p3 t4[3], p, q;
    ge25519_p3_0(&t4[0]);
    fe25519_neg(&t4[0].Y, &t4[0].Y); /* (0, -1) */
    for (int s = 0; s < 2; s++) {
        fe25519_copy(&t4[1 + s].X, &fe25519_sqrt_m1);
        if (s) fe25519_neg(&t4[1 + s].X, &t4[1 + s].X);
        fe25519_0(&t4[1 + s].Y);
        fe25519_1(&t4[1 + s].Z);
        fe25519_0(&t4[1 + s].T);
    }
    uint8_t pe[32], qe[32];
    for (int k = 0; k < 3; k++) {
        CHECK(valid_p3(&t4[k]));
        CHECK(ge25519_is_ristretto_identity_var(&t4[k]));
        CHECK(ecb_ristretto255_is_identity(&t4[k]));
        ecb_ristretto255_encode(qe, &t4[k]);
        CHECK(sodium_is_zero(qe, 32));
        for (int it = 0; it < 20; it++) {
            random_point(&p, pe);
            ge25519_add_p3(&q, &p, &t4[k]);
            CHECK(valid_p3(&q));
            CHECK(!same_p3(&p, &q));
            CHECK(ecb_ristretto255_equal(&p, &q));
            ecb_ristretto255_encode(qe, &q);
            CHECK_MEM(qe, pe, 32);
        }
    }
    /* the identity's cached and niels forms are neutral */
    ge25519_cached c0;
    ge25519_niels n0;
    ge25519_p1p1 t;
    ge25519_cached_0(&c0);
    ge25519_niels_0(&n0);
    random_point(&p, pe);
    ge25519_add_cached(&t, &p, &c0);
    ge25519_p1p1_to_p3(&q, &t);
    CHECK(same_p3(&p, &q));
    ge25519_add_niels(&t, &p, &n0);
    ge25519_p1p1_to_p3(&q, &t);
    CHECK(same_p3(&p, &q));
}

static void test_batch_sizes(void) {
    ge25519_p3 in[5];
    ge25519_niels out[5], one;
    fe25519 scratch[5];
    uint8_t e[32];
    for (int i = 0; i < 5; i++)
        random_point(&in[i], e);
    ge25519_batch_to_niels(out, in, 0, scratch); /* nothing to do, nothing touched */
    ge25519_batch_to_niels(out, in, 5, scratch);
    for (int i = 0; i < 5; i++) {
        ge25519_batch_to_niels(&one, &in[i], 1, scratch);
        uint8_t a[32], b[32];
        fe25519_tobytes(a, &one.xy2d);
        fe25519_tobytes(b, &out[i].xy2d);
        CHECK_MEM(a, b, 32);
        fe25519_tobytes(a, &one.yplusx);
        fe25519_tobytes(b, &out[i].yplusx);
        CHECK_MEM(a, b, 32);
    }
}

int main(void) {
    tl_init();
    test_add_forms();
    test_torsion();
    test_batch_sizes();
    return tl_finish("test_group_edwards25519");
}
