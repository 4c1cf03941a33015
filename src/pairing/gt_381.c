/* GT of BLS12-381 (see gt_381.h). */
#include "pairing/gt_381.h"

/* The Fp2 coefficient of w^i (i < 6). */
static fp2_381 *coeff(fp12_381 *a, int i) {
    fp6_381 *half = (i & 1) ? &a->c1 : &a->c0;
    return i < 2 ? &half->c0 : i < 4 ? &half->c1 : &half->c2;
}

void gt_381_encode(uint8_t out[GT_381_BYTES], const fp12_381 *a) {
    fp12_381 t = *a;
    for (int i = 0; i < 6; i++) {
        const fp2_381 *c = coeff(&t, i);
        fp381_encode(out + 96 * i, &c->c0);
        fp381_encode(out + 96 * i + 48, &c->c1);
    }
}

ecb_status gt_381_decode(fp12_381 *r, const uint8_t in[GT_381_BYTES]) {
    ecb_status st = ECB_OK;
    for (int i = 0; i < 6; i++) {
        fp2_381 *c = coeff(r, i);
        ecb_status s0 = fp381_decode(&c->c0, in + 96 * i);
        ecb_status s1 = fp381_decode(&c->c1, in + 96 * i + 48);
        if (s0 != ECB_OK) st = s0;
        if (s1 != ECB_OK) st = s1;
    }
    if (st != ECB_OK) fp12_381_zero(r);
    return st;
}

/* r = a^|x| by plain squarings: valid for every a, so that each test of gt_381_is_member_var
 * stands on its own (the cyclotomic squaring would be wrong outside the cyclotomic subgroup). */
static void pow_abs_x_plain(fp12_381 *r, const fp12_381 *a) {
    const uint64_t abs_x = 0xd201000000010000ULL;
    fp12_381 acc = *a;
    for (int i = 62; i >= 0; i--) {
        fp12_381_sqr(&acc, &acc);
        if ((abs_x >> i) & 1) fp12_381_mul(&acc, &acc, a);
    }
    *r = acc;
}

int gt_381_is_member_var(const fp12_381 *a) {
    fp12_381 t, u, zero;
    fp12_381_zero(&zero);
    if (fp12_381_equal(a, &zero)) return 0;
    fp12_381_frobenius(&t, a, 2);
    fp12_381_frobenius(&u, &t, 2);
    fp12_381_mul(&u, &u, a);
    if (!fp12_381_equal(&u, &t)) return 0;
    pow_abs_x_plain(&t, a);
    fp12_381_inv(&t, &t); /* a^x (not the conjugate, which needs a unitary a) */
    fp12_381_frobenius(&u, a, 1);
    return fp12_381_equal(&t, &u);
}

void gt_381_pow_var(fp12_381 *r, const fp12_381 *a, const uint64_t *e, size_t limbs) {
    fp12_381 acc;
    fp12_381_one(&acc);
    for (size_t i = limbs * 64; i-- > 0;) {
        fp12_381_cyclotomic_sqr(&acc, &acc);
        if ((e[i / 64] >> (i % 64)) & 1) fp12_381_mul(&acc, &acc, a);
    }
    *r = acc;
}

void gt_381_pow(fp12_381 *r, const fp12_381 *a, const uint64_t k[4]) {
    fp12_381 table[16], acc, t;
    fp12_381_one(&table[0]);
    table[1] = *a;
    for (int i = 2; i < 16; i++)
        fp12_381_mul(&table[i], &table[i - 1], a);
    fp12_381_one(&acc);
    for (int w = 63; w >= 0; w--) {
        for (int s = 0; s < 4; s++)
            fp12_381_cyclotomic_sqr(&acc, &acc);
        unsigned d = (unsigned)(k[w / 16] >> (4 * (w % 16))) & 15;
        t = table[0];
        for (unsigned i = 1; i < 16; i++)
            fp12_381_cmov(&t, &table[i], (int)(((i ^ d) - 1) >> 31) & 1);
        fp12_381_mul(&acc, &acc, &t);
    }
    *r = acc;
}
