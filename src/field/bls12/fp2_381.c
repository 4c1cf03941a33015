/* Fp2 = Fp[u] / (u^2 + 1) for BLS12-381 (see fp2_381.h). */
#include "field/bls12/fp2_381.h"

#include "field/bls12/fp2_381_inline.h"

void fp2_381_zero(fp2_381 *r) {
    fp381i_zero(&r->c0);
    fp381i_zero(&r->c1);
}

void fp2_381_one(fp2_381 *r) {
    fp381i_one(&r->c0);
    fp381i_zero(&r->c1);
}

void fp2_381_add(fp2_381 *r, const fp2_381 *a, const fp2_381 *b) {
    fp381i_add(&r->c0, &a->c0, &b->c0);
    fp381i_add(&r->c1, &a->c1, &b->c1);
}

void fp2_381_sub(fp2_381 *r, const fp2_381 *a, const fp2_381 *b) {
    fp381i_sub(&r->c0, &a->c0, &b->c0);
    fp381i_sub(&r->c1, &a->c1, &b->c1);
}

void fp2_381_neg(fp2_381 *r, const fp2_381 *a) {
    fp381i_neg(&r->c0, &a->c0);
    fp381i_neg(&r->c1, &a->c1);
}

void fp2_381_dbl(fp2_381 *r, const fp2_381 *a) {
    fp381i_dbl(&r->c0, &a->c0);
    fp381i_dbl(&r->c1, &a->c1);
}

void fp2_381_half(fp2_381 *r, const fp2_381 *a) {
    fp381i_half(&r->c0, &a->c0);
    fp381i_half(&r->c1, &a->c1);
}

void fp2_381_mul(fp2_381 *r, const fp2_381 *a, const fp2_381 *b) {
    fp2_381i_mul(r, a, b);
}

void fp2_381_sqr(fp2_381 *r, const fp2_381 *a) {
    fp2_381i_sqr(r, a);
}

void fp2_381_mul_fp(fp2_381 *r, const fp2_381 *a, const fp381 *s) {
    fp381i_mul(&r->c0, &a->c0, s);
    fp381i_mul(&r->c1, &a->c1, s);
}

void fp2_381_conj(fp2_381 *r, const fp2_381 *a) {
    r->c0 = a->c0;
    fp381i_neg(&r->c1, &a->c1);
}

void fp2_381_mul_by_nonresidue(fp2_381 *r, const fp2_381 *a) {
    fp381 t;
    fp381i_sub(&t, &a->c0, &a->c1);
    fp381i_add(&r->c1, &a->c0, &a->c1);
    r->c0 = t;
}

static void fp2_381_inv_impl(fp2_381 *r, const fp2_381 *a, int var) {
    fp381 n, t;
    fp381i_sqr(&n, &a->c0);
    fp381i_sqr(&t, &a->c1);
    fp381i_add(&n, &n, &t);
    if (var)
        fp381i_inv_var(&n, &n);
    else
        fp381i_inv(&n, &n);
    fp381i_mul(&r->c0, &a->c0, &n);
    fp381i_mul(&t, &a->c1, &n);
    fp381i_neg(&r->c1, &t);
}

void fp2_381_inv(fp2_381 *r, const fp2_381 *a) {
    fp2_381_inv_impl(r, a, 0);
}

void fp2_381_inv_var(fp2_381 *r, const fp2_381 *a) {
    fp2_381_inv_impl(r, a, 1);
}

void fp2_381_batch_inv_var(fp2_381 *out, const fp2_381 *in, size_t n, fp2_381 *scratch) {
    fp2_381 acc, t;
    size_t i;
    if (n == 0) return;
    fp2_381_one(&acc);
    for (i = 0; i < n; i++) {
        scratch[i] = acc;
        if (!fp2_381_is_zero(&in[i])) fp2_381_mul(&acc, &acc, &in[i]);
    }
    fp2_381_inv_var(&acc, &acc);
    for (i = n; i-- > 0;) {
        if (fp2_381_is_zero(&in[i])) {
            fp2_381_zero(&out[i]);
            continue;
        }
        fp2_381_mul(&t, &acc, &scratch[i]);
        fp2_381_mul(&acc, &acc, &in[i]);
        out[i] = t;
    }
}

int fp2_381_sqrt(fp2_381 *r, const fp2_381 *a) {
    fp381 n, s, t, t2, x, d, ix, it, h;
    fp2_381 cand_a, cand_b, check;
    fp381i_sqr(&n, &a->c0);
    fp381i_sqr(&t, &a->c1);
    fp381i_add(&n, &n, &t);
    fp381_sqrt(&s, &n); /* a non-square norm fails the final check */
    fp381i_add(&t, &a->c0, &s);
    fp381i_half(&t, &t);
    /* t = 0 only when a1 = 0 and s = -a0: use the other root's (a0 - s) / 2 = a0 instead */
    fp381i_sub(&t2, &t, &s);
    fp381i_cmov(&t, &t2, fp381i_is_zero(&t));
    int t_square = fp381_sqrt(&x, &t); /* x^2 = t, or x^2 = -t */
    fp381i_mul(&d, &t, &x);
    fp381i_inv(&d, &d);
    fp381i_mul(&ix, &t, &d); /* 1 / x */
    fp381i_mul(&it, &x, &d); /* 1 / t */
    fp381i_half(&h, &a->c1);
    /* t square: x0 = x, x1 = a1 / (2x) */
    cand_a.c0 = x;
    fp381i_mul(&cand_a.c1, &h, &ix);
    /* t non-square, then (a0 - s) / 2 = -a1^2 / (4t) is the square: x0 = a1 x / (2t),
     * x1 = t / x (x0^2 - x1^2 = t - a1^2 / (4t) = a0, 2 x0 x1 = a1) */
    fp381i_mul(&cand_b.c0, &h, &x);
    fp381i_mul(&cand_b.c0, &cand_b.c0, &it);
    fp381i_mul(&cand_b.c1, &t, &ix);
    fp2_381_cmov(&cand_b, &cand_a, t_square);
    fp2_381_sqr(&check, &cand_b);
    *r = cand_b;
    return fp2_381_equal(&check, a);
}

int fp2_381_is_square(const fp2_381 *a) {
    fp381 n, t;
    fp381i_sqr(&n, &a->c0);
    fp381i_sqr(&t, &a->c1);
    fp381i_add(&n, &n, &t);
    return fp381i_is_square(&n);
}

int fp2_381_is_zero(const fp2_381 *a) {
    return fp381i_is_zero(&a->c0) & fp381i_is_zero(&a->c1);
}

int fp2_381_equal(const fp2_381 *a, const fp2_381 *b) {
    return fp381i_equal(&a->c0, &b->c0) & fp381i_equal(&a->c1, &b->c1);
}

void fp2_381_cmov(fp2_381 *r, const fp2_381 *a, int flag) {
    fp381i_cmov(&r->c0, &a->c0, flag);
    fp381i_cmov(&r->c1, &a->c1, flag);
}

int fp2_381_sgn0(const fp2_381 *a) {
    int sign0 = fp381i_is_odd(&a->c0), zero0 = fp381i_is_zero(&a->c0);
    int sign1 = fp381i_is_odd(&a->c1);
    return sign0 | (zero0 & sign1);
}

int fp2_381_is_lexlargest(const fp2_381 *a) {
    int z1 = fp381i_is_zero(&a->c1);
    return (z1 & fp381i_is_lexlargest(&a->c0)) | ((1 - z1) & fp381i_is_lexlargest(&a->c1));
}

ecb_status fp2_381_decode(fp2_381 *r, const uint8_t in[96]) {
    ecb_status s1 = fp381i_decode(&r->c1, in);
    ecb_status s0 = fp381i_decode(&r->c0, in + 48);
    if (s1 != ECB_OK || s0 != ECB_OK) {
        fp2_381_zero(r);
        return ECB_ERR_NON_CANONICAL;
    }
    return ECB_OK;
}

void fp2_381_encode(uint8_t out[96], const fp2_381 *a) {
    fp381i_encode(out, &a->c1);
    fp381i_encode(out + 48, &a->c0);
}
