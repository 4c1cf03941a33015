/* Fp2 = Fp[u]/(u^2 + 1) over BLS12-381: the lazy-reduction Karatsuba product against the
 * schoolbook formula and against Karatsuba over reduced products on edge coefficients,
 * squaring (also against its formula over reduced base-field operations there), inversion,
 * square roots (sqrt(a^2) = +-a, non-squares rejected consistently with the norm test),
 * conjugation, the twist non-residue, sgn0 and the codec. */
#include "testlib.h"

#include "field/bls12/fp2_381.h"

static void rand_fp(fp381 *r) {
    uint8_t b[48];
    do {
        tl_random(b, 48);
        b[0] &= 0x1f;
    } while (fp381_decode(r, b) != ECB_OK);
}

static void rand_fp2(fp2_381 *r, int i) {
    rand_fp(&r->c0);
    rand_fp(&r->c1);
    if (i % 11 == 1) fp381_zero(&r->c1);
    if (i % 11 == 2) fp381_zero(&r->c0);
    if (i == 3) fp2_381_zero(r);
}

int main(void) {
    tl_init();
    fp2_381 a, b, r, s, t, one;
    fp381 x, y;
    fp2_381_one(&one);
    int squares = 0, non_squares = 0;
    for (int i = 0; i < 200; i++) {
        rand_fp2(&a, i);
        rand_fp2(&b, i + 500);
        /* schoolbook: (a0 b0 - a1 b1) + (a0 b1 + a1 b0) u */
        fp2_381_mul(&r, &a, &b);
        fp381_mul(&x, &a.c0, &b.c0);
        fp381_mul(&y, &a.c1, &b.c1);
        fp381_sub(&s.c0, &x, &y);
        fp381_mul(&x, &a.c0, &b.c1);
        fp381_mul(&y, &a.c1, &b.c0);
        fp381_add(&s.c1, &x, &y);
        CHECK(fp2_381_equal(&r, &s));
        fp2_381_sqr(&r, &a);
        fp2_381_mul(&s, &a, &a);
        CHECK(fp2_381_equal(&r, &s));
        /* inverse */
        fp2_381_inv(&r, &a);
        fp2_381_inv_var(&t, &a);
        CHECK(fp2_381_equal(&r, &t));
        fp2_381_mul(&r, &r, &a);
        CHECK(fp2_381_equal(&r, &one) == !fp2_381_is_zero(&a));
        /* non-residue 1 + u and conjugation */
        fp2_381_mul_by_nonresidue(&r, &a);
        fp2_381_one(&t);
        fp381_one(&t.c1);
        fp2_381_mul(&s, &a, &t);
        CHECK(fp2_381_equal(&r, &s));
        fp2_381_conj(&r, &a);
        fp2_381_mul(&s, &r, &a); /* the norm, in Fp */
        CHECK(fp381_is_zero(&s.c1));
        fp2_381_add(&s, &r, &a);
        fp2_381_dbl(&t, &a);
        CHECK(fp381_equal(&s.c0, &t.c0));
        fp2_381_half(&t, &t);
        CHECK(fp2_381_equal(&t, &a));
        /* sqrt(a^2) = +-a */
        fp2_381_sqr(&s, &a);
        CHECK(fp2_381_sqrt(&r, &s) == 1);
        fp2_381_neg(&t, &r);
        CHECK(fp2_381_equal(&r, &a) || fp2_381_equal(&t, &a));
        /* sqrt(a) succeeds exactly for squares */
        int sq = fp2_381_is_square(&a);
        int ok = fp2_381_sqrt(&r, &a);
        CHECK(ok == sq);
        if (ok) {
            fp2_381_sqr(&s, &r);
            CHECK(fp2_381_equal(&s, &a));
        }
        squares += sq;
        non_squares += !sq;
        /* sgn0 and the "larger" order are opposite for a and -a (a != 0) */
        fp2_381_neg(&t, &a);
        if (!fp2_381_is_zero(&a)) {
            CHECK(fp2_381_is_lexlargest(&a) != fp2_381_is_lexlargest(&t));
            CHECK(fp2_381_sgn0(&a) != fp2_381_sgn0(&t));
        }
        /* codec */
        uint8_t enc[96], enc2[96];
        fp2_381_encode(enc, &a);
        CHECK(fp2_381_decode(&r, enc) == ECB_OK);
        CHECK(fp2_381_equal(&r, &a));
        fp2_381_encode(enc2, &r);
        CHECK_MEM(enc, enc2, 96);
        enc[0] |= 0x80;
        CHECK(fp2_381_decode(&r, enc) == ECB_ERR_NON_CANONICAL);
    }
    CHECK(squares > 50 && non_squares > 50);
    /* the lazy-reduction product against the Karatsuba formula over reduced base-field
     * products, coefficients from 0, 1, 2, p - 1, p - 2, (p - 1) / 2 and random: every sign of
     * a0 b0 - a1 b1 and the largest unreduced sums */
    {
        fp381 e[9];
        fp381_zero(&e[0]);
        fp381_one(&e[1]);
        fp381_add(&e[2], &e[1], &e[1]);
        fp381_neg(&e[3], &e[1]);
        fp381_neg(&e[4], &e[2]);
        memset(&e[5], 0, sizeof e[5]);
        e[5].v[0] = 1; /* the integer 1, R^-1 in Montgomery form */
        fp381_neg(&e[6], &e[5]);
        rand_fp(&e[7]);
        rand_fp(&e[8]);
        for (int i = 0; i < 9 * 9 * 9 * 9; i++) {
            fp381 v0, v1, sa, sb;
            a.c0 = e[i % 9], a.c1 = e[(i / 9) % 9];
            b.c0 = e[(i / 81) % 9], b.c1 = e[i / 729];
            fp2_381_mul(&r, &a, &b);
            fp381_mul(&v0, &a.c0, &b.c0);
            fp381_mul(&v1, &a.c1, &b.c1);
            fp381_add(&sa, &a.c0, &a.c1);
            fp381_add(&sb, &b.c0, &b.c1);
            fp381_mul(&sa, &sa, &sb);
            fp381_sub(&s.c0, &v0, &v1);
            fp381_sub(&sa, &sa, &v0);
            fp381_sub(&s.c1, &sa, &v1);
            CHECK_MEM(&r, &s, sizeof r);
            if (i < 81) { /* the square of unreduced factors against reduced ones */
                fp2_381_sqr(&r, &a);
                fp381_add(&sa, &a.c0, &a.c1);
                fp381_sub(&sb, &a.c0, &a.c1);
                fp381_mul(&s.c0, &sa, &sb);
                fp381_mul(&s.c1, &a.c0, &a.c1);
                fp381_dbl(&s.c1, &s.c1);
                CHECK_MEM(&r, &s, sizeof r);
            }
        }
    }
    /* u itself: sqrt(-1) = +-u, and u^2 = -1 */
    fp2_381_zero(&a);
    fp381_one(&a.c0);
    fp2_381_neg(&a, &a);
    CHECK(fp2_381_sqrt(&r, &a) == 1);
    CHECK(fp381_is_zero(&r.c0));
    /* batch inversion with a zero */
    fp2_381 in[5], out[5], scr[5];
    for (int i = 0; i < 5; i++)
        rand_fp2(&in[i], 100 + i);
    fp2_381_zero(&in[2]);
    fp2_381_batch_inv_var(out, in, 5, scr);
    for (int i = 0; i < 5; i++) {
        fp2_381_inv(&r, &in[i]);
        CHECK(fp2_381_equal(&r, &out[i]));
    }
    return tl_finish("test_field_fp2_381");
}
