/* BN254 G1 (alt_bn128, Ethereum's EIP-196 precompile curve): y^2 = x^3 + 3 over fp254, the
 * group operations of weierstrass.h and weierstrass_codec.h plus the generator, the GLV
 * endomorphism and the GLV multiplications. E(Fp) has prime order
 * r = 0x30644e72...43e1f593f0000001 (fr254.h): the cofactor is 1, so every point on the curve
 * is in G1 and decoding needs no subgroup check. BN parameter x = 0x44e992b44a6909f1:
 * p = 36x^4 + 36x^3 + 24x^2 + 6x + 1, r = 36x^4 + 36x^3 + 18x^2 + 6x + 1. */
#ifndef ECBATCH_GROUP_BN254_G1_254_H
#define ECBATCH_GROUP_BN254_G1_254_H

#include "field/bn254/fp254.h"
#include "group/weierstrass/weierstrass.h"
#include "group/weierstrass/weierstrass_codec.h"

ECB_WEIERSTRASS_DECLARE(g1_254, fp254)
ECB_WEIERSTRASS_CODEC_DECLARE(g1_254)

/* The BN parameter x (positive). */
#define G1_254_X 0x44e992b44a6909f1ULL

/* The generator (1, 2) as a Jacobian point (X, Y, Z = 1) in Montgomery form (R = 2^256), for
 * the internal and the public point types (same layout): the generator of EIP-196, gnark-crypto
 * (g1Gen), arkworks and libff. */
// clang-format off
#define G1_254_ONE_INIT /* 1 in Montgomery form, R mod p */                                        \
    {{0xd35d438dc58f0d9dULL, 0x0a78eb28f5c70b3dULL, 0x666ea36f7879462cULL, 0x0e0a77c19a07df2fULL}}
#define G1_254_GENERATOR_INIT                                                                      \
    {G1_254_ONE_INIT,                                                                              \
     {{0xa6ba871b8b1e1b3aULL, 0x14f1d651eb8e167bULL, 0xccdd46def0f28c58ULL, 0x1c14ef83340fbe5eULL}},\
     G1_254_ONE_INIT}
// clang-format on

/* The generator (1, 2). */
void g1_254_generator(g1_254_jac *r);

/* phi(x, y) = (beta x, y) with beta = 0x59e26bcea0d48bacd4f263f1acdb5c4f5763473177fffffe, the
 * cube root of unity in Fp for which phi acts on G1 as multiplication by
 * lambda = 0xb3c4d79d41a917585bfc41088d8daaa78b17ea66b99c90dd (mod r); the other cube root,
 * beta^2, gives the other root lambda^2 of l^2 + l + 1 = 0 (mod r). gnark-crypto's
 * thirdRootOneG1 and lambdaGLV. In Jacobian coordinates X is scaled by beta. Constant time. */
void g1_254_phi(g1_254_jac *r, const g1_254_jac *a);

/* 1 for every point a on the curve (the cofactor is 1); the codec's subgroup step
 * (weierstrass_codec_impl.h), reached only after the curve equation held. */
int g1_254_is_in_subgroup_var(const g1_254_jac *a);

/* r = k P for k < r (4 little-endian limbs) with the GLV split of bn254_split.h:
 * k = k1 + k2 lambda with 0 <= k1, k2 < 2^127, then k1 P + k2 phi(P) with shared doublings
 * (4-bit windows, constant-time lookups, complete projective additions). Constant time in k
 * and P. */
void g1_254_mul_glv(g1_254_jac *r, const g1_254_jac *p, const uint64_t k[4]);

/* The same product by interleaved wNAF over the two parts; public k and P only. */
void g1_254_mul_glv_var(g1_254_jac *r, const g1_254_jac *p, const uint64_t k[4]);

#endif
