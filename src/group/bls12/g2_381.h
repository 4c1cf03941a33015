/* BLS12-381 G2: y^2 = x^3 + 4 (1 + u) over fp2_381 (the M-type sextic twist), the group
 * operations of weierstrass.h and weierstrass_codec.h plus the generator, the endomorphism
 * psi and the subgroup check. */
#ifndef ECBATCH_GROUP_G2_381_H
#define ECBATCH_GROUP_G2_381_H

#include "field/bls12/fp2_381.h"
#include "group/weierstrass/weierstrass.h"
#include "group/weierstrass/weierstrass_codec.h"

ECB_WEIERSTRASS_DECLARE(g2_381, fp2_381)
ECB_WEIERSTRASS_CODEC_DECLARE(g2_381)

/* The standard generator (ZCash / IETF; compressed 93e02b60...bdb8). */
void g2_381_generator(g2_381_jac *r);

/* psi = untwist-Frobenius-twist: psi(x, y) = (conj(x) cx, conj(y) cy) with
 * cx = 1 / (1 + u)^((p - 1) / 3), cy = 1 / (1 + u)^((p - 1) / 2). On G2 it acts as
 * multiplication by z (= p mod r). Constant time. */
void g2_381_psi(g2_381_jac *r, const g2_381_jac *a);

/* 1 when a (a point on the twist) lies in the order-r subgroup, by Scott's test
 * psi(P) = [z] P (ePrint 2021/1130, §4): one multiplication by |z| instead of one by r.
 * Variable time: public points only. */
int g2_381_is_in_subgroup_var(const g2_381_jac *a);

/* r = k P for k < r with the 4-dimensional GLS split over psi: k = sum d_i |z|^i with
 * d_i < 2^64 (bls12_split.h) and |z| P = -psi(P), so 64 shared doublings. For P in G2
 * (psi acts as z only there). Constant time in k and P. */
void g2_381_mul_gls(g2_381_jac *r, const g2_381_jac *p, const uint64_t k[4]);

/* The same product by interleaved wNAF; public k and P only. */
void g2_381_mul_gls_var(g2_381_jac *r, const g2_381_jac *p, const uint64_t k[4]);

#endif
