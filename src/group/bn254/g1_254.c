/* BN254 G1: the Weierstrass template and its codec over fp254 with b = 3, the generator, phi
 * and the GLV multiplications. */
#include "group/bn254/g1_254.h"

#include <sodium.h>

#include "field/bn254/fp254_inline.h"
#include "group/bn254/bn254_split.h"

/* b a = 3 a */
static inline void g1_254_mul_by_b(fp254 *r, const fp254 *a) {
    fp254 t;
    fp254i_dbl(&t, a);
    fp254i_add(r, &t, a);
}

#define W_NAME g1_254
#define W_F fp254i
#define W_FT fp254
#define W_MUL_BY_B g1_254_mul_by_b
#include "group/weierstrass/weierstrass_impl.h"
#define W_FBYTES 32
#include "group/weierstrass/weierstrass_codec_impl.h"

void g1_254_generator(g1_254_jac *r) {
    static const g1_254_jac g = G1_254_GENERATOR_INIT;
    *r = g;
}

/* beta in Montgomery form */
static const fp254 g1_254_beta = {
    {0x71930c11d782e155ULL, 0xa6bb947cffbe3323ULL, 0xaa303344d4741444ULL, 0x2c3b3f0d26594943ULL}};

void g1_254_phi(g1_254_jac *r, const g1_254_jac *a) {
    fp254i_mul(&r->X, &a->X, &g1_254_beta);
    r->Y = a->Y;
    r->Z = a->Z;
}

int g1_254_is_in_subgroup_var(const g1_254_jac *a) {
    (void)a;
    return 1;
}

/* phi on (X : Y : Z): (beta X : Y : Z), as in Jacobian coordinates */
static void g1_254_phi_proj(g1_254_proj *r, const g1_254_proj *a) {
    fp254i_mul(&r->X, &a->X, &g1_254_beta);
    r->Y = a->Y;
    r->Z = a->Z;
}

void g1_254_mul_glv(g1_254_jac *r, const g1_254_jac *p, const uint64_t k[4]) {
    uint64_t kk[4];
    bn254_glv_split(kk, k);
    g1_254_jac_mul_endo2(r, p, kk, g1_254_phi_proj);
    sodium_memzero(kk, sizeof kk);
}

void g1_254_mul_glv_var(g1_254_jac *r, const g1_254_jac *p, const uint64_t k[4]) {
    uint64_t kk[4];
    bn254_glv_split(kk, k);
    g1_254_jac_mul_endo2_var(r, p, kk, g1_254_phi);
}
