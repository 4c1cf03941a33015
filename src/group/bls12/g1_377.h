/* BLS12-377 G1: y^2 = x^3 + 1 over fp377, the group operations of weierstrass.h and
 * weierstrass_codec.h plus the two generators in use, the GLV endomorphism and the subgroup
 * check. The group order is r = x^4 - x^2 + 1 for the BLS parameter x = 0x8508c00000000001;
 * the cofactor is (x - 1)^2 / 3. */
#ifndef ECBATCH_GROUP_G1_377_H
#define ECBATCH_GROUP_G1_377_H

#include "field/bls12/fp377.h"
#include "group/weierstrass/weierstrass.h"
#include "group/weierstrass/weierstrass_codec.h"

ECB_WEIERSTRASS_DECLARE(g1_377, fp377)
ECB_WEIERSTRASS_CODEC_DECLARE(g1_377)

/* The BLS parameter x (positive). */
#define G1_377_X 0x8508c00000000001ULL

/* Initialisers of the generators as Jacobian points (X, Y, Z = 1), Montgomery form, for the
 * internal and the public point types (same layout).
 *
 * G1_377_GENERATOR_INIT: the standard generator of arkworks / Zexe, gnark-crypto (g1Gen) and
 * libff, x = 0x008848de...b21be9ef, y = 0x01914a69...559c8ea6 (FORMAT.md §2.3).
 * G1_377_GENERATOR_SNARKVM_INIT: snarkVM's G1 generator (its hash to curve of "Aleo BLS12-377
 * G1 in 0"), x = 8936371498...8350822 and y = 3702177272...22603349 in decimal, i.e.
 * x = 0x94a2b601...106fdb66, y = 0x6285f497...4a174455 (the smaller square root). */
// clang-format off
#define G1_377_ONE_INIT /* 1 in Montgomery form, R mod p */                                        \
    {{0x02cdffffffffff68ULL, 0x51409f837fffffb1ULL, 0x9f7db3a98a7d3ff2ULL,                         \
      0x7b4e97b76e7c6305ULL, 0x4cf495bf803c84e8ULL, 0x008d6661e2fdf49aULL}}
#define G1_377_GENERATOR_INIT                                                                      \
    {{{0x260f33b9772451f4ULL, 0xc54dd773169d5658ULL, 0x5c1551c469a510ddULL,                        \
       0x761662e4425e1698ULL, 0xc97d78cc6f065272ULL, 0x00a41206b361fd4dULL}},                      \
     {{0x8193961fb8cb81f3ULL, 0x00638d4c5f44adb8ULL, 0xfafaf3dad4daf54aULL,                        \
       0xc27849e2d655cd18ULL, 0x2ec3ddb401d52814ULL, 0x007da93326303c71ULL}},                      \
     G1_377_ONE_INIT}
#define G1_377_GENERATOR_SNARKVM_INIT                                                              \
    {{{0x1042a645ec301b95ULL, 0x5a990780c1060f28ULL, 0x684a8ab3a9007a5bULL,                        \
       0x1c35a184257ba63fULL, 0xb2b2abd2fea8e32eULL, 0x017df3a223fb2017ULL}},                      \
     {{0xbc5a1ae8e2801ab9ULL, 0xd4f3c861cbfe13b0ULL, 0xecdd5ffc4e949f13ULL,                        \
       0x8f87199b7503667dULL, 0x0f0b1b837dc4fe1cULL, 0x004bcc7e053eaabeULL}},                      \
     G1_377_ONE_INIT}
// clang-format on

/* The standard generator (arkworks, gnark-crypto, libff). */
void g1_377_generator(g1_377_jac *r);
/* snarkVM's generator (see G1_377_GENERATOR_SNARKVM_INIT). */
void g1_377_generator_snarkvm(g1_377_jac *r);

/* phi(x, y) = (omega x, y) with omega = 0x9b3af05d...08508c00000000001, the cube root of unity
 * in Fp for which phi acts on G1 as multiplication by lambda = x^2 - 1 (mod r); the other
 * cube root, omega^2, gives the other root -x^2 of lambda^2 + lambda + 1 = 0 (mod r). This is
 * snarkVM's PHI. In Jacobian coordinates X is scaled by omega (x = X / Z^2). Constant time. */
void g1_377_phi(g1_377_jac *r, const g1_377_jac *a);

/* 1 when a (a point on the curve) lies in the order-r subgroup, by the endomorphism test
 * [x^2] phi(P) = -P (Scott, "A note on group membership tests for G1, G2 and GT on BLS
 * pairing-friendly curves", ePrint 2021/1130; gnark-crypto's and snarkVM's G1 test): two
 * multiplications by x (64 bits, 7 set bits) instead of one by r. Variable time: public points
 * only. */
int g1_377_is_in_subgroup_var(const g1_377_jac *a);

/* r = k P for k < r (4 little-endian limbs) with the GLV split of bls12_split.h:
 * k = (s + q) + q lambda with s, q < x^2 the low and high halves of k in base x^2, then
 * (s + q) P + q phi(P) over 128-bit halves with shared doublings. For P in G1 (phi acts as
 * lambda only there). Constant time in k and P. */
void g1_377_mul_glv(g1_377_jac *r, const g1_377_jac *p, const uint64_t k[4]);

/* The same product by interleaved wNAF over the two halves; public k and P only. */
void g1_377_mul_glv_var(g1_377_jac *r, const g1_377_jac *p, const uint64_t k[4]);

#endif
