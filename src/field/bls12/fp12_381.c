/* Fp12 = Fp6[w] / (w^2 - v) (see fp12_381.h). */
#include "field/bls12/fp12_381.h"

#include "field/bls12/fp6_381_wide_inline.h"

/* Montgomery form (x 2^384 mod p), c0 then c1 of each gamma_{k, i} = xi^(i (p^k - 1) / 6). */
const fp2_381 fp12_381_frobenius_coeff[3][5] = {
    {
        /* k=1, i=1 */
        {{{0x07089552b319d465ULL, 0xc6695f92b50a8313ULL, 0x97e83cccd117228fULL,
           0xa35baecab2dc29eeULL, 0x1ce393ea5daace4dULL, 0x08f2220fb0fb66ebULL}},
         {{0xb2f66aad4ce5d646ULL, 0x5842a06bfc497cecULL, 0xcf4895d42599d394ULL,
           0xc11b9cba40a8e8d0ULL, 0x2e3813cbe5a0de89ULL, 0x110eefda88847fafULL}}},
        /* k=1, i=2 */
        {{{0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
           0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL}},
         {{0xcd03c9e48671f071ULL, 0x5dab22461fcda5d2ULL, 0x587042afd3851b95ULL,
           0x8eb60ebe01bacb9eULL, 0x03f97d6e83d050d2ULL, 0x18f0206554638741ULL}}},
        /* k=1, i=3 */
        {{{0x7bcfa7a25aa30fdaULL, 0xdc17dec12a927e7cULL, 0x2f088dd86b4ebef1ULL,
           0xd1ca2087da74d4a7ULL, 0x2da2596696cebc1dULL, 0x0e2b7eedbbfd87d2ULL}},
         {{0x7bcfa7a25aa30fdaULL, 0xdc17dec12a927e7cULL, 0x2f088dd86b4ebef1ULL,
           0xd1ca2087da74d4a7ULL, 0x2da2596696cebc1dULL, 0x0e2b7eedbbfd87d2ULL}}},
        /* k=1, i=4 */
        {{{0x890dc9e4867545c3ULL, 0x2af322533285a5d5ULL, 0x50880866309b7e2cULL,
           0xa20d1b8c7e881024ULL, 0x14e4f04fe2db9068ULL, 0x14e56d3f1564853aULL}},
         {{0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
           0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL}}},
        /* k=1, i=5 */
        {{{0x82d83cf50dbce43fULL, 0xa2813e53df9d018fULL, 0xc6f0caa53c65e181ULL,
           0x7525cf528d50fe95ULL, 0x4a85ed50f4798a6bULL, 0x171da0fd6cf8eebdULL}},
         {{0x3726c30af242c66cULL, 0x7c2ac1aad1b6fe70ULL, 0xa04007fbba4b14a2ULL,
           0xef517c3266341429ULL, 0x0095ba654ed2226bULL, 0x02e370eccc86f7ddULL}}},
    },
    {
        /* k=2, i=1 */
        {{{0xecfb361b798dba3aULL, 0xc100ddb891865a2cULL, 0x0ec08ff1232bda8eULL,
           0xd5c13cc6f1ca4721ULL, 0x47222a47bf7b5c04ULL, 0x0110f184e51c5f59ULL}},
         {{0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
           0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL}}},
        /* k=2, i=2 */
        {{{0x30f1361b798a64e8ULL, 0xf3b8ddab7ece5a2aULL, 0x16a8ca3ac61577f7ULL,
           0xc26a2ff874fd029bULL, 0x3636b76660701c6eULL, 0x051ba4ab241b6160ULL}},
         {{0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
           0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL}}},
        /* k=2, i=3 */
        {{{0x43f5fffffffcaaaeULL, 0x32b7fff2ed47fffdULL, 0x07e83a49a2e99d69ULL,
           0xeca8f3318332bb7aULL, 0xef148d1ea0f4c069ULL, 0x040ab3263eff0206ULL}},
         {{0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
           0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL}}},
        /* k=2, i=4 */
        {{{0xcd03c9e48671f071ULL, 0x5dab22461fcda5d2ULL, 0x587042afd3851b95ULL,
           0x8eb60ebe01bacb9eULL, 0x03f97d6e83d050d2ULL, 0x18f0206554638741ULL}},
         {{0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
           0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL}}},
        /* k=2, i=5 */
        {{{0x890dc9e4867545c3ULL, 0x2af322533285a5d5ULL, 0x50880866309b7e2cULL,
           0xa20d1b8c7e881024ULL, 0x14e4f04fe2db9068ULL, 0x14e56d3f1564853aULL}},
         {{0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
           0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL}}},
    },
    {
        /* k=3, i=1 */
        {{{0x3e2f585da55c9ad1ULL, 0x4294213d86c18183ULL, 0x382844c88b623732ULL,
           0x92ad2afd19103e18ULL, 0x1d794e4fac7cf0b9ULL, 0x0bd592fc7d825ec8ULL}},
         {{0x7bcfa7a25aa30fdaULL, 0xdc17dec12a927e7cULL, 0x2f088dd86b4ebef1ULL,
           0xd1ca2087da74d4a7ULL, 0x2da2596696cebc1dULL, 0x0e2b7eedbbfd87d2ULL}}},
        /* k=3, i=2 */
        {{{0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
           0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL}},
         {{0x760900000002fffdULL, 0xebf4000bc40c0002ULL, 0x5f48985753c758baULL,
           0x77ce585370525745ULL, 0x5c071a97a256ec6dULL, 0x15f65ec3fa80e493ULL}}},
        /* k=3, i=3 */
        {{{0x3e2f585da55c9ad1ULL, 0x4294213d86c18183ULL, 0x382844c88b623732ULL,
           0x92ad2afd19103e18ULL, 0x1d794e4fac7cf0b9ULL, 0x0bd592fc7d825ec8ULL}},
         {{0x3e2f585da55c9ad1ULL, 0x4294213d86c18183ULL, 0x382844c88b623732ULL,
           0x92ad2afd19103e18ULL, 0x1d794e4fac7cf0b9ULL, 0x0bd592fc7d825ec8ULL}}},
        /* k=3, i=4 */
        {{{0x43f5fffffffcaaaeULL, 0x32b7fff2ed47fffdULL, 0x07e83a49a2e99d69ULL,
           0xeca8f3318332bb7aULL, 0xef148d1ea0f4c069ULL, 0x040ab3263eff0206ULL}},
         {{0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
           0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL}}},
        /* k=3, i=5 */
        {{{0x7bcfa7a25aa30fdaULL, 0xdc17dec12a927e7cULL, 0x2f088dd86b4ebef1ULL,
           0xd1ca2087da74d4a7ULL, 0x2da2596696cebc1dULL, 0x0e2b7eedbbfd87d2ULL}},
         {{0x3e2f585da55c9ad1ULL, 0x4294213d86c18183ULL, 0x382844c88b623732ULL,
           0x92ad2afd19103e18ULL, 0x1d794e4fac7cf0b9ULL, 0x0bd592fc7d825ec8ULL}}},
    },
};

/* a (1 + u) */
static inline void fp2_mul_xi(fp2_381 *r, const fp2_381 *a) {
    fp381 t;
    fp381i_sub(&t, &a->c0, &a->c1);
    fp381i_add(&r->c1, &a->c0, &a->c1);
    r->c0 = t;
}

void fp12_381_zero(fp12_381 *r) {
    fp6_381_zero(&r->c0);
    fp6_381_zero(&r->c1);
}

void fp12_381_one(fp12_381 *r) {
    fp6_381_one(&r->c0);
    fp6_381_zero(&r->c1);
}

void fp12_381_add(fp12_381 *r, const fp12_381 *a, const fp12_381 *b) {
    fp6_381_add(&r->c0, &a->c0, &b->c0);
    fp6_381_add(&r->c1, &a->c1, &b->c1);
}

void fp12_381_sub(fp12_381 *r, const fp12_381 *a, const fp12_381 *b) {
    fp6_381_sub(&r->c0, &a->c0, &b->c0);
    fp6_381_sub(&r->c1, &a->c1, &b->c1);
}

/* t0 = a0 b0, t1 = a1 b1: c0 = t0 + v t1, c1 = (a0 + a1)(b0 + b1) - t0 - t1, the three Fp6
 * products unreduced and each of the 12 base-field coefficients reduced once. */
void fp12_381_mul(fp12_381 *r, const fp12_381 *a, const fp12_381 *b) {
    fp6_381w t0, t1, s;
    fp6_381 sa, sb;
    fp6_381w_mul(&t0, &a->c0, &b->c0);
    fp6_381w_mul(&t1, &a->c1, &b->c1);
    fp6_381_add(&sa, &a->c0, &a->c1);
    fp6_381_add(&sb, &b->c0, &b->c1);
    fp6_381w_mul(&s, &sa, &sb);
    fp6_381w_sub(&s, &s, &t0);
    fp6_381w_sub(&s, &s, &t1);
    fp6_381w_redc(&r->c1, &s);
    fp6_381w_mul_by_v(&t1, &t1);
    fp6_381w_add(&t0, &t0, &t1);
    fp6_381w_redc(&r->c0, &t0);
}

/* t = a0 a1: c0 = (a0 + a1)(a0 + v a1) - t - v t, c1 = 2 t. */
void fp12_381_sqr(fp12_381 *r, const fp12_381 *a) {
    fp6_381 t, s, u;
    fp6_381_mul(&t, &a->c0, &a->c1);
    fp6_381_add(&s, &a->c0, &a->c1);
    fp6_381_mul_by_v(&u, &a->c1);
    fp6_381_add(&u, &u, &a->c0);
    fp6_381_mul(&s, &s, &u);
    fp6_381_sub(&s, &s, &t);
    fp6_381_mul_by_v(&u, &t);
    fp6_381_sub(&r->c0, &s, &u);
    fp6_381_add(&r->c1, &t, &t);
}

void fp12_381_inv(fp12_381 *r, const fp12_381 *a) {
    fp6_381 n, t;
    fp6_381_sqr(&n, &a->c0);
    fp6_381_sqr(&t, &a->c1);
    fp6_381_mul_by_v(&t, &t);
    fp6_381_sub(&n, &n, &t);
    fp6_381_inv(&n, &n);
    fp6_381_mul(&r->c0, &a->c0, &n);
    fp6_381_mul(&t, &a->c1, &n);
    fp6_381_neg(&r->c1, &t);
}

void fp12_381_conj(fp12_381 *r, const fp12_381 *a) {
    r->c0 = a->c0;
    fp6_381_neg(&r->c1, &a->c1);
}

/* g_j is the coefficient of w^(2j), h_j that of w^(2j + 1). */
void fp12_381_frobenius(fp12_381 *r, const fp12_381 *a, int k) {
    const fp2_381 *g = fp12_381_frobenius_coeff[k - 1];
    fp12_381 t = *a;
    if (k & 1) {
        fp381i_neg(&t.c0.c0.c1, &t.c0.c0.c1);
        fp381i_neg(&t.c0.c1.c1, &t.c0.c1.c1);
        fp381i_neg(&t.c0.c2.c1, &t.c0.c2.c1);
        fp381i_neg(&t.c1.c0.c1, &t.c1.c0.c1);
        fp381i_neg(&t.c1.c1.c1, &t.c1.c1.c1);
        fp381i_neg(&t.c1.c2.c1, &t.c1.c2.c1);
    }
    r->c0.c0 = t.c0.c0;
    fp2_381i_mul(&r->c1.c0, &t.c1.c0, &g[0]);
    fp2_381i_mul(&r->c0.c1, &t.c0.c1, &g[1]);
    fp2_381i_mul(&r->c1.c1, &t.c1.c1, &g[2]);
    fp2_381i_mul(&r->c0.c2, &t.c0.c2, &g[3]);
    fp2_381i_mul(&r->c1.c2, &t.c1.c2, &g[4]);
}

/* (a + b t)^2 in Fp4 = Fp2[t] / (t^2 - xi): r0 = a^2 + xi b^2, r1 = 2 a b = (a + b)^2 - a^2 - b^2. */
static inline void fp4_sqr(fp2_381 *r0, fp2_381 *r1, const fp2_381 *a, const fp2_381 *b) {
    fp2_381 a2, b2, s;
    fp2_381i_sqr(&a2, a);
    fp2_381i_sqr(&b2, b);
    fp2_381i_add(&s, a, b);
    fp2_381i_sqr(&s, &s);
    fp2_381i_sub(&s, &s, &a2);
    fp2_381i_sub(r1, &s, &b2);
    fp2_mul_xi(&b2, &b2);
    fp2_381i_add(r0, &a2, &b2);
}

/* z' = 3 t - 2 z and z' = 3 t + 2 z */
static inline void cyc_minus(fp2_381 *z, const fp2_381 *t) {
    fp2_381 d;
    fp2_381i_sub(&d, t, z);
    fp2_381i_dbl(&d, &d);
    fp2_381i_add(z, &d, t);
}

static inline void cyc_plus(fp2_381 *z, const fp2_381 *t) {
    fp2_381 d;
    fp2_381i_add(&d, t, z);
    fp2_381i_dbl(&d, &d);
    fp2_381i_add(z, &d, t);
}

/* With t = w^3 (t^2 = xi), a = (g0 + h1 t) + w (h0 + g2 t) + w^2 (g1 + h2 t), three Fp4
 * elements A, B, C; for a cyclotomic a, a^2 = (3 A^2 - 2 conj(A)) + w (3 t C^2 + 2 conj(B))
 * + w^2 (3 B^2 - 2 conj(C)) (Granger-Scott, §3.1), conj(x + y t) = x - y t. */
void fp12_381_cyclotomic_sqr(fp12_381 *r, const fp12_381 *a) {
    fp2_381 g0 = a->c0.c0, g1 = a->c0.c1, g2 = a->c0.c2;
    fp2_381 h0 = a->c1.c0, h1 = a->c1.c1, h2 = a->c1.c2;
    fp2_381 a0, a1, b0, b1, c0, c1;
    fp4_sqr(&a0, &a1, &g0, &h1);
    fp4_sqr(&b0, &b1, &h0, &g2);
    fp4_sqr(&c0, &c1, &g1, &h2);
    cyc_minus(&g0, &a0);
    cyc_plus(&h1, &a1);
    cyc_minus(&g1, &b0);
    cyc_plus(&h2, &b1);
    fp2_mul_xi(&c1, &c1);
    cyc_plus(&h0, &c1);
    cyc_minus(&g2, &c0);
    r->c0.c0 = g0;
    r->c0.c1 = g1;
    r->c0.c2 = g2;
    r->c1.c0 = h0;
    r->c1.c1 = h1;
    r->c1.c2 = h2;
}

/* The line l = L0 + L1 w with L0 = l0 + l1 v, L1 = l2 v: a l = (a0 L0 + v a1 L1)
 * + ((a0 + a1)(L0 + L1) - a0 L0 - a1 L1) w, the products unreduced and each base-field
 * coefficient reduced once. */
void fp12_381_mul_by_line(fp12_381 *r, const fp12_381 *a, const fp2_381 *l0, const fp2_381 *l1,
                          const fp2_381 *l2) {
    fp6_381w t0, t1, s;
    fp6_381 sa;
    fp2_381 m;
    fp6_381w_mul_by_01(&t0, &a->c0, l0, l1);
    fp6_381w_mul_by_1(&t1, &a->c1, l2);
    fp6_381_add(&sa, &a->c0, &a->c1);
    fp2_381i_add(&m, l1, l2);
    fp6_381w_mul_by_01(&s, &sa, l0, &m);
    fp6_381w_sub(&s, &s, &t0);
    fp6_381w_sub(&s, &s, &t1);
    fp6_381w_redc(&r->c1, &s);
    fp6_381w_mul_by_v(&t1, &t1);
    fp6_381w_add(&t0, &t0, &t1);
    fp6_381w_redc(&r->c0, &t0);
}

int fp12_381_is_one(const fp12_381 *a) {
    fp12_381 one;
    fp12_381_one(&one);
    return fp12_381_equal(a, &one);
}

int fp12_381_equal(const fp12_381 *a, const fp12_381 *b) {
    return fp6_381_equal(&a->c0, &b->c0) & fp6_381_equal(&a->c1, &b->c1);
}

void fp12_381_cmov(fp12_381 *r, const fp12_381 *a, int flag) {
    fp6_381_cmov(&r->c0, &a->c0, flag);
    fp6_381_cmov(&r->c1, &a->c1, flag);
}
