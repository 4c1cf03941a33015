/* BLS12-381 G2: the Weierstrass template and its codec over fp2_381 with b = 4 (1 + u), the
 * generator, psi and the subgroup check. */
#include "group/bls12/g2_381.h"

#include <sodium.h>

#include "group/bls12/bls12_split.h"

/* b a = 4 (1 + u) a */
static inline void g2_381_mul_by_b(fp2_381 *r, const fp2_381 *a) {
    fp2_381_mul_by_nonresidue(r, a);
    fp2_381_dbl(r, r);
    fp2_381_dbl(r, r);
}

#define W_NAME g2_381
#define W_F fp2_381
#define W_MUL_BY_B g2_381_mul_by_b
#include "group/weierstrass/weierstrass_impl.h"
#define W_FBYTES 96
#include "group/weierstrass/weierstrass_codec_impl.h"

void g2_381_generator(g2_381_jac *r) {
    static const fp2_381 gx = {
        {{0xf5f28fa202940a10ULL, 0xb3f5fb2687b4961aULL, 0xa1a893b53e2ae580ULL,
          0x9894999d1a3caee9ULL, 0x6f67b7631863366bULL, 0x058191924350bcd7ULL}},
        {{0xa5a9c0759e23f606ULL, 0xaaa0c59dbccd60c3ULL, 0x3bb17e18e2867806ULL,
          0x1b1ab6cc8541b367ULL, 0xc2b6ed0ef2158547ULL, 0x11922a097360edf3ULL}}};
    static const fp2_381 gy = {
        {{0x4c730af860494c4aULL, 0x597cfa1f5e369c5aULL, 0xe7e6856caa0a635aULL,
          0xbbefb5e96e0d495fULL, 0x07d3a975f0ef25a2ULL, 0x0083fd8e7e80dae5ULL}},
        {{0xadc0fc92df64b05dULL, 0x18aa270a2b1461dcULL, 0x86adac6a3be4eba0ULL,
          0x79495c4ec93da33aULL, 0xe7175850a43ccaedULL, 0x0b2bc2a163de1bf2ULL}}};
    r->X = gx;
    r->Y = gy;
    fp2_381_one(&r->Z);
}

void g2_381_psi(g2_381_jac *r, const g2_381_jac *a) {
    /* cx = 0 + c1 u and cy = c0 + c1 u, Montgomery form */
    static const fp381 cx1 = {{0x890dc9e4867545c3ULL, 0x2af322533285a5d5ULL, 0x50880866309b7e2cULL,
                               0xa20d1b8c7e881024ULL, 0x14e4f04fe2db9068ULL,
                               0x14e56d3f1564853aULL}};
    static const fp2_381 cy = {
        {{0x3e2f585da55c9ad1ULL, 0x4294213d86c18183ULL, 0x382844c88b623732ULL,
          0x92ad2afd19103e18ULL, 0x1d794e4fac7cf0b9ULL, 0x0bd592fc7d825ec8ULL}},
        {{0x7bcfa7a25aa30fdaULL, 0xdc17dec12a927e7cULL, 0x2f088dd86b4ebef1ULL,
          0xd1ca2087da74d4a7ULL, 0x2da2596696cebc1dULL, 0x0e2b7eedbbfd87d2ULL}}};
    fp2_381 x, y;
    fp381 t;
    /* conj(X) cx = (X0 - X1 u)(cx1 u) = X1 cx1 + X0 cx1 u */
    fp2_381_conj(&x, &a->X);
    fp381_mul(&t, &x.c1, &cx1);
    fp381_neg(&t, &t);
    fp381_mul(&x.c1, &x.c0, &cx1);
    x.c0 = t;
    fp2_381_conj(&y, &a->Y);
    fp2_381_mul(&r->Y, &y, &cy);
    r->X = x;
    fp2_381_conj(&r->Z, &a->Z);
}

int g2_381_is_in_subgroup_var(const g2_381_jac *a) {
    g2_381_jac t, s;
    g2_381_jac_mul_u64_var(&t, a, BLS12_381_Z_ABS);
    g2_381_jac_neg(&t, &t); /* [z] P, z < 0 */
    g2_381_psi(&s, a);
    return g2_381_jac_equal(&s, &t);
}

/* -psi(P) = [|z|] P */
static void g2_381_zabs(g2_381_jac *r, const g2_381_jac *a) {
    g2_381_psi(r, a);
    g2_381_jac_neg(r, r);
}

void g2_381_mul_gls(g2_381_jac *r, const g2_381_jac *p, const uint64_t k[4]) {
    g2_381_proj tables[4][16];
    uint64_t d[4];
    bls12_base_digits(d, k, BLS12_381_Z_ABS);
    g2_381_proj_table16(tables[0], p);
    /* psi maps (X : Y : Z) coordinate-wise in projective form too; -psi = [|z|] */
    for (int j = 1; j < 4; j++)
        for (int i = 0; i < 16; i++) {
            g2_381_jac t, u;
            t.X = tables[j - 1][i].X;
            t.Y = tables[j - 1][i].Y;
            t.Z = tables[j - 1][i].Z;
            g2_381_zabs(&u, &t);
            tables[j][i].X = u.X;
            tables[j][i].Y = u.Y;
            tables[j][i].Z = u.Z;
        }
    g2_381_proj_mul_multi(r, (const g2_381_proj(*)[16])tables, d, 4, 1);
    sodium_memzero(tables, sizeof tables);
    sodium_memzero(d, sizeof d);
}

void g2_381_mul_gls_var(g2_381_jac *r, const g2_381_jac *p, const uint64_t k[4]) {
    g2_381_jac odd[4][8];
    uint64_t d[4];
    bls12_base_digits(d, k, BLS12_381_Z_ABS);
    g2_381_jac_odd_multiples_var(odd[0], p);
    for (int j = 1; j < 4; j++)
        for (int i = 0; i < 8; i++)
            g2_381_zabs(&odd[j][i], &odd[j - 1][i]);
    g2_381_jac_mul_multi_var(r, (const g2_381_jac(*)[8])odd, d, 4, 1);
}
