/* Scalar multiplication on ristretto255:
 *   scalar_mult             k P, constant time: signed radix-16 digits, a table of 1P..8P
 *                           read by a full constant-time scan, 4 doublings + 1 addition per
 *                           digit (252 doublings, 64 additions).
 *   base_mult               k B, constant time: the same digits against a comb of
 *                           (j + 1) 256^i B (edwards25519_basetable.h); odd digits are summed,
 *                           multiplied by 16, then even digits added: 64 mixed additions and
 *                           4 doublings.
 *   double_scalar_mult_var  a A + b B, variable time: interleaved width-5 NAF of a (odd
 *                           multiples of A) and width-8 NAF of b (odd multiples of B, shared
 *                           table), one doubling chain. */
#include <sodium.h>

#include "ecbatch/ristretto255.h"
#include "field/ristretto255/scalar25519.h"
#include "group/ristretto255/edwards25519.h"
#include "group/ristretto255/edwards25519_basetable.h"

/* 1 when a == b for small non-negative a, b, else 0; constant time. */
static unsigned ct_eq_small(unsigned a, unsigned b) {
    return (unsigned)((((uint64_t)(a ^ b)) - 1) >> 63);
}

/* |d| and the sign of a digit d in [-8, 8], constant time. */
static void digit_abs_sign(unsigned *abs, unsigned *neg, int8_t d) {
    const unsigned m = (unsigned)((int)d >> 8) & 1; /* 1 when d < 0 */
    *neg = m;
    *abs = (unsigned)(((int)d ^ -(int)m) + (int)m);
}

/* r = d * P from the table of (j + 1) P, d in [-8, 8]; constant time in d. */
static void select_cached(ge25519_cached *r, const ge25519_cached table[8], int8_t d) {
    unsigned abs, neg;
    digit_abs_sign(&abs, &neg, d);
    ge25519_cached_0(r);
    for (unsigned j = 0; j < 8; j++)
        ge25519_cmov_cached(r, &table[j], ct_eq_small(abs, j + 1));
    ge25519_cneg_cached(r, neg);
}

static void select_niels(ge25519_niels *r, const ge25519_niels table[8], int8_t d) {
    unsigned abs, neg;
    digit_abs_sign(&abs, &neg, d);
    ge25519_niels_0(r);
    for (unsigned j = 0; j < 8; j++)
        ge25519_cmov_niels(r, &table[j], ct_eq_small(abs, j + 1));
    ge25519_cneg_niels(r, neg);
}

/* h = 16 h: four doublings, the first three ending in projective coordinates. */
static void times16(ge25519_p3 *h) {
    ge25519_p1p1 t;
    ge25519_p2 q;
    ge25519_p3_dbl(&t, h);
    ge25519_p1p1_to_p2(&q, &t);
    ge25519_p2_dbl(&t, &q);
    ge25519_p1p1_to_p2(&q, &t);
    ge25519_p2_dbl(&t, &q);
    ge25519_p1p1_to_p2(&q, &t);
    ge25519_p2_dbl(&t, &q);
    ge25519_p1p1_to_p3(h, &t);
}

void ecb_ristretto255_scalar_mult(ecb_ristretto255_point *out, const ecb_ristretto255_scalar *k,
                                  const ecb_ristretto255_point *p) {
    ge25519_cached table[8], c;
    ge25519_p3 h, m;
    ge25519_p1p1 t;
    int8_t e[64];

    /* table[j] = (j + 1) P */
    ge25519_p3_to_cached(&table[0], p);
    m = *p;
    for (int j = 1; j < 8; j++) {
        ge25519_add_cached(&t, &m, &table[0]);
        ge25519_p1p1_to_p3(&m, &t);
        ge25519_p3_to_cached(&table[j], &m);
    }
    sc25519_signed_radix16(e, k);
    ge25519_p3_0(&h);
    for (int i = 63; i >= 0; i--) {
        if (i != 63) times16(&h);
        select_cached(&c, table, e[i]);
        ge25519_add_cached(&t, &h, &c);
        ge25519_p1p1_to_p3(&h, &t);
    }
    *out = h;
    sodium_memzero(e, sizeof e);
    sodium_memzero(table, sizeof table);
    sodium_memzero(&c, sizeof c);
    sodium_memzero(&h, sizeof h);
    sodium_memzero(&m, sizeof m);
    sodium_memzero(&t, sizeof t);
}

void ecb_ristretto255_base_mult(ecb_ristretto255_point *out, const ecb_ristretto255_scalar *k) {
    const ge25519_base_comb_row *comb = ge25519_base_comb();
    ge25519_niels c;
    ge25519_p3 h;
    ge25519_p1p1 t;
    int8_t e[64];

    sc25519_signed_radix16(e, k);
    /* k B = 16 sum_{i odd} e_i 16^(i-1) B + sum_{i even} e_i 16^i B, and row i/2 of the comb
     * holds multiples of 16^(2 (i/2)) B = 256^(i/2) B */
    ge25519_p3_0(&h);
    for (int i = 1; i < 64; i += 2) {
        select_niels(&c, comb[i / 2], e[i]);
        ge25519_add_niels(&t, &h, &c);
        ge25519_p1p1_to_p3(&h, &t);
    }
    times16(&h);
    for (int i = 0; i < 64; i += 2) {
        select_niels(&c, comb[i / 2], e[i]);
        ge25519_add_niels(&t, &h, &c);
        ge25519_p1p1_to_p3(&h, &t);
    }
    *out = h;
    sodium_memzero(e, sizeof e);
    sodium_memzero(&c, sizeof c);
    sodium_memzero(&h, sizeof h);
    sodium_memzero(&t, sizeof t);
}

void ecb_ristretto255_double_scalar_mult_var(ecb_ristretto255_point *out,
                                             const ecb_ristretto255_scalar *a,
                                             const ecb_ristretto255_point *A,
                                             const ecb_ristretto255_scalar *b) {
    const ge25519_niels *btable = ge25519_base_odd_multiples();
    ge25519_cached atable[8]; /* (2 j + 1) A */
    int8_t naf_a[256], naf_b[256];
    ge25519_p3 u, a2;
    ge25519_p1p1 t;
    ge25519_p2 r;

    const int top_a = sc25519_wnaf_var(naf_a, a, 5);
    const int top_b = sc25519_wnaf_var(naf_b, b, 8);
    const int top = top_a > top_b ? top_a : top_b;
    if (top < 0) {
        ge25519_p3_0(out);
        return;
    }
    if (top_a >= 0) {
        ge25519_p3_to_cached(&atable[0], A);
        ge25519_p3_dbl(&t, A);
        ge25519_p1p1_to_p3(&a2, &t);
        for (int j = 1; j < 8; j++) {
            ge25519_add_cached(&t, &a2, &atable[j - 1]);
            ge25519_p1p1_to_p3(&u, &t);
            ge25519_p3_to_cached(&atable[j], &u);
        }
    }
    fe25519_0(&r.X);
    fe25519_1(&r.Y);
    fe25519_1(&r.Z);
    for (int i = top; i >= 0; i--) {
        ge25519_p2_dbl(&t, &r);
        if (naf_a[i] != 0) {
            ge25519_p1p1_to_p3(&u, &t);
            if (naf_a[i] > 0)
                ge25519_add_cached(&t, &u, &atable[naf_a[i] / 2]);
            else
                ge25519_sub_cached(&t, &u, &atable[-naf_a[i] / 2]);
        }
        if (naf_b[i] != 0) {
            ge25519_p1p1_to_p3(&u, &t);
            if (naf_b[i] > 0)
                ge25519_add_niels(&t, &u, &btable[naf_b[i] / 2]);
            else
                ge25519_sub_niels(&t, &u, &btable[-naf_b[i] / 2]);
        }
        if (i > 0) ge25519_p1p1_to_p2(&r, &t);
    }
    ge25519_p1p1_to_p3(out, &t);
}
