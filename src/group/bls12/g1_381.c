/* BLS12-381 G1: the Weierstrass template and its codec over fp381 with b = 4, the generator,
 * sigma and the subgroup check. */
#include "group/bls12/g1_381.h"

#include <sodium.h>

#include "field/bls12/fp381_inline.h"
#include "group/bls12/bls12_split.h"

/* b a = 4 a */
static inline void g1_381_mul_by_b(fp381 *r, const fp381 *a) {
    fp381i_dbl(r, a);
    fp381i_dbl(r, r);
}

#define W_NAME g1_381
#define W_F fp381i
#define W_FT fp381
#define W_MUL_BY_B g1_381_mul_by_b
#include "group/weierstrass/weierstrass_impl.h"
#define W_FBYTES 48
#include "group/weierstrass/weierstrass_codec_impl.h"

void g1_381_generator(g1_381_jac *r) {
    static const fp381 gx = {{0x5cb38790fd530c16ULL, 0x7817fc679976fff5ULL, 0x154f95c7143ba1c1ULL,
                              0xf0ae6acdf3d0e747ULL, 0xedce6ecc21dbf440ULL, 0x120177419e0bfb75ULL}};
    static const fp381 gy = {{0xbaac93d50ce72271ULL, 0x8c22631a7918fd8eULL, 0xdd595f13570725ceULL,
                              0x51ac582950405194ULL, 0x0e1c8c3fad0059c0ULL, 0x0bbc3efc5008a26aULL}};
    r->X = gx;
    r->Y = gy;
    fp381_one(&r->Z);
}

/* beta in Montgomery form */
const fp381 g1_381_beta = {{0x30f1361b798a64e8ULL, 0xf3b8ddab7ece5a2aULL,
                                   0x16a8ca3ac61577f7ULL, 0xc26a2ff874fd029bULL,
                                   0x3636b76660701c6eULL, 0x051ba4ab241b6160ULL}};

void g1_381_sigma(g1_381_jac *r, const g1_381_jac *a) {
    fp381i_mul(&r->X, &a->X, &g1_381_beta);
    r->Y = a->Y;
    r->Z = a->Z;
}

int g1_381_is_in_subgroup_var(const g1_381_jac *a) {
    g1_381_jac t, s;
    g1_381_jac_mul_u64_var(&t, a, BLS12_381_Z_ABS);
    g1_381_jac_mul_u64_var(&t, &t, BLS12_381_Z_ABS); /* [z^2] P */
    g1_381_jac_neg(&t, &t);
    g1_381_sigma(&s, a);
    return g1_381_jac_equal(&s, &t);
}

/* k1 = d0 + d1 |z|, k2 = d2 + d3 |z| (each < |z|^2 < 2^128), two limbs each. */
static void glv_halves(uint64_t kk[4], const uint64_t k[4]) {
    uint64_t d[4];
    bls12_base_digits(d, k, BLS12_381_Z_ABS);
    unsigned __int128 t = (unsigned __int128)d[1] * BLS12_381_Z_ABS + d[0];
    kk[0] = (uint64_t)t;
    kk[1] = (uint64_t)(t >> 64);
    t = (unsigned __int128)d[3] * BLS12_381_Z_ABS + d[2];
    kk[2] = (uint64_t)t;
    kk[3] = (uint64_t)(t >> 64);
    sodium_memzero(d, sizeof d);
}

/* -sigma(P) = [z^2] P */
static void g1_381_z2(g1_381_jac *r, const g1_381_jac *a) {
    g1_381_sigma(r, a);
    g1_381_jac_neg(r, r);
}

void g1_381_mul_glv(g1_381_jac *r, const g1_381_jac *p, const uint64_t k[4]) {
    g1_381_proj tables[2][16];
    uint64_t kk[4];
    glv_halves(kk, k);
    g1_381_proj_table16(tables[0], p);
    for (int i = 0; i < 16; i++) { /* -sigma on (X : Y : Z): (beta X : -Y : Z) */
        fp381i_mul(&tables[1][i].X, &tables[0][i].X, &g1_381_beta);
        fp381i_neg(&tables[1][i].Y, &tables[0][i].Y);
        tables[1][i].Z = tables[0][i].Z;
    }
    g1_381_proj_mul_multi(r, (const g1_381_proj(*)[16])tables, kk, 2, 2);
    sodium_memzero(tables, sizeof tables);
    sodium_memzero(kk, sizeof kk);
}

void g1_381_mul_glv_var(g1_381_jac *r, const g1_381_jac *p, const uint64_t k[4]) {
    g1_381_jac odd[2][8];
    uint64_t kk[4];
    glv_halves(kk, k);
    g1_381_jac_odd_multiples_var(odd[0], p);
    for (int i = 0; i < 8; i++)
        g1_381_z2(&odd[1][i], &odd[0][i]);
    g1_381_jac_mul_multi_var(r, (const g1_381_jac(*)[8])odd, kk, 2, 2);
}
