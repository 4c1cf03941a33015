/* BLS12-377 G1: the Weierstrass template and its codec over fp377 with b = 1, the generators,
 * phi, the subgroup check and the GLV multiplications. */
#include "group/bls12/g1_377.h"

#include <sodium.h>

#include "field/bls12/fp377_inline.h"
#include "group/bls12/bls12_split.h"

/* b a = a */
static inline void g1_377_mul_by_b(fp377 *r, const fp377 *a) {
    *r = *a;
}

#define W_NAME g1_377
#define W_F fp377i
#define W_FT fp377
#define W_MUL_BY_B g1_377_mul_by_b
#include "group/weierstrass/weierstrass_impl.h"
#define W_FBYTES 48
#include "group/weierstrass/weierstrass_codec_impl.h"

void g1_377_generator(g1_377_jac *r) {
    static const g1_377_jac g = G1_377_GENERATOR_INIT;
    *r = g;
}

void g1_377_generator_snarkvm(g1_377_jac *r) {
    static const g1_377_jac g = G1_377_GENERATOR_SNARKVM_INIT;
    *r = g;
}

/* omega in Montgomery form */
static const fp377 g1_377_omega = {{0xdacd106da5847973ULL, 0xd8fe2454bac2a79aULL,
                                    0x1ada4fd6fd832edcULL, 0xfb9868449d150908ULL,
                                    0xd63eb8aeea32285eULL, 0x0167d6a36f873fd0ULL}};

void g1_377_phi(g1_377_jac *r, const g1_377_jac *a) {
    fp377i_mul(&r->X, &a->X, &g1_377_omega);
    r->Y = a->Y;
    r->Z = a->Z;
}

/* Why the test is exact. psi = [x^2] phi + 1 is an endomorphism; on G1 it is
 * x^2 lambda + 1 = x^4 - x^2 + 1 = r = 0, so G1 lies in its kernel. E(Fp) = G1 x H with
 * #H = h = (x - 1)^2 / 3 = 2^92 3 7^2 13^2 499^2 prime to r, so the test accepts exactly G1 iff
 * ker psi holds no point of prime order l | h. Every such l divides x - 1, so [x^2] is the
 * identity on E[l] and psi = phi + 1 there: psi(Q) = O means phi(Q) = -Q, hence
 * Q = phi^3(Q) = -Q and Q has order 2; but phi moves each 2-torsion point (-omega^i, 0) to
 * (-omega^(i+1), 0). The tests check this against [r] P = O on points outside G1. */
int g1_377_is_in_subgroup_var(const g1_377_jac *a) {
    g1_377_jac t, minus_a;
    g1_377_jac_mul_u64_var(&t, a, G1_377_X);
    g1_377_jac_mul_u64_var(&t, &t, G1_377_X); /* [x^2] P */
    g1_377_phi(&t, &t);                       /* phi commutes with [x^2] */
    g1_377_jac_neg(&minus_a, a);
    return g1_377_jac_equal(&t, &minus_a);
}

/* k1 = s + q and k2 = q (two limbs each) for s = d0 + d1 x, q = d2 + d3 x, the base-x digits
 * of k: s, q <= x^2 - 1 < 2^127, so k1 < 2^128. */
static void glv_halves(uint64_t kk[4], const uint64_t k[4]) {
    uint64_t d[4];
    bls12_base_digits(d, k, G1_377_X);
    unsigned __int128 s = (unsigned __int128)d[1] * G1_377_X + d[0];
    unsigned __int128 q = (unsigned __int128)d[3] * G1_377_X + d[2];
    unsigned __int128 k1 = s + q;
    kk[0] = (uint64_t)k1;
    kk[1] = (uint64_t)(k1 >> 64);
    kk[2] = (uint64_t)q;
    kk[3] = (uint64_t)(q >> 64);
    sodium_memzero(d, sizeof d);
}

/* phi on (X : Y : Z): (omega X : Y : Z), as in Jacobian coordinates */
static void g1_377_phi_proj(g1_377_proj *r, const g1_377_proj *a) {
    fp377i_mul(&r->X, &a->X, &g1_377_omega);
    r->Y = a->Y;
    r->Z = a->Z;
}

void g1_377_mul_glv(g1_377_jac *r, const g1_377_jac *p, const uint64_t k[4]) {
    uint64_t kk[4];
    glv_halves(kk, k);
    g1_377_jac_mul_endo2(r, p, kk, g1_377_phi_proj);
    sodium_memzero(kk, sizeof kk);
}

void g1_377_mul_glv_var(g1_377_jac *r, const g1_377_jac *p, const uint64_t k[4]) {
    uint64_t kk[4];
    glv_halves(kk, k);
    g1_377_jac_mul_endo2_var(r, p, kk, g1_377_phi);
}
