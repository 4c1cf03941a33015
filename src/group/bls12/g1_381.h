/* BLS12-381 G1: y^2 = x^3 + 4 over fp381, the group operations of weierstrass.h and
 * weierstrass_codec.h plus the generator, the GLV endomorphism and the subgroup check. */
#ifndef ECBATCH_GROUP_G1_381_H
#define ECBATCH_GROUP_G1_381_H

#include "field/bls12/fp381.h"
#include "group/weierstrass/weierstrass.h"
#include "group/weierstrass/weierstrass_codec.h"

ECB_WEIERSTRASS_DECLARE(g1_381, fp381)
ECB_WEIERSTRASS_CODEC_DECLARE(g1_381)

/* The standard generator (ZCash / IETF; compressed 97f1d3a7...c6bb). */
void g1_381_generator(g1_381_jac *r);

/* sigma(x, y) = (beta x, y) with beta the cube root of unity
 * 0x5f19672f...fffefffe, which acts on G1 as multiplication by -z^2 (mod r), z the BLS
 * parameter -0xd201000000010000. Constant time. */
void g1_381_sigma(g1_381_jac *r, const g1_381_jac *a);

/* sigma's beta (Montgomery form), for code that applies sigma to x alone (g1_381_lanes.c). */
extern const fp381 g1_381_beta;

/* 1 when a (a point on the curve) lies in the order-r subgroup, by Scott's test
 * sigma(P) = -[z^2] P ("A note on group membership tests for G1, G2 and GT on BLS
 * pairing-friendly curves", ePrint 2021/1130, §6): two multiplications by |z| (64 bits) instead
 * of one by r. Variable time: public points only. */
int g1_381_is_in_subgroup_var(const g1_381_jac *a);

/* r = k P for k < r (4 little-endian limbs) with the GLV split: k = k1 + k2 z^2 with
 * k1, k2 < 2^128 (bls12_split.h), then k1 P + k2 (-sigma(P)) with shared doublings.
 * For P in G1 (sigma acts as -z^2 only there). Constant time in k and P. */
void g1_381_mul_glv(g1_381_jac *r, const g1_381_jac *p, const uint64_t k[4]);

/* The same product by interleaved wNAF over the two halves; public k and P only. */
void g1_381_mul_glv_var(g1_381_jac *r, const g1_381_jac *p, const uint64_t k[4]);

#endif
