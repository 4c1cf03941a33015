/* Eight elements of a 6x64 Montgomery field (fp381, fp377) at once, in 8 x 52-bit limbs for
 * AVX-512 IFMA, or of a 4x64 one (fp254) in 5 x 52-bit limbs: the interface, stamped out per
 * field by ECB_FP8X52_DECLARE(V, F) (8 limbs) or ECB_FP8X52_DECLARE_LIMBS(V, F, 5) for the lane
 * type V over the scalar type F; one implementation, fp_x8_ifma_impl.h, included per field.
 *
 * Layout (structure of arrays): l[i][k] is limb i (bits 52 i .. 52 i + 51) of lane k, so limb i
 * of all eight lanes is one 512-bit vector. Lane k holds the same Montgomery representative
 * x 2^384 mod p (x 2^256 mod p for fp254) as the scalar type F (the radix differs, the
 * represented integer does not), so V_pack and V_unpack only move bits, and every result unpacks
 * to exactly the bytes the scalar F_ function gives.
 *
 * Every element is fully reduced: limbs below 2^52 and the integer below p, on input and on
 * output. Every function is constant time (no branch or memory index depends on the values)
 * and may alias its output with an input. Compiled only where ECB_CPU_IFMA_BUILD is defined
 * (util/cpu.h), and called only at the ifma level (msm/weierstrass/msm_weierstrass_lanes.h,
 * bte_smul.c, the pairing's lanes).
 *
 *   V_pack, V_unpack      eight F elements <-> one V (lane k = in[k])
 *   V_pack_ptr,           the same through eight pointers (lane k = *in[k]), for elements
 *   V_unpack_ptr          scattered in memory (the pointers are public; they may repeat in
 *                         V_pack_ptr, and must be distinct in V_unpack_ptr)
 *   V_mul, V_sqr          lane-wise Montgomery product a b 2^-384 mod p
 *   V_add, V_sub, V_neg   lane-wise a + b, a - b, -a mod p
 *   V_dbl, V_half         lane-wise 2a and a / 2 mod p
 *   V_cneg                lane k = -a_k where bit k of mask is set, else a_k
 *   V_select              lane k = b_k where bit k of mask is set, else a_k
 *
 * ECB_FP2X8_DECLARE(V2, V, F2) declares the same operations for eight elements of
 * Fp2 = Fp[u] / (u^2 + 1) over V (two lane vectors c0, c1), converting to and from the scalar
 * type F2 (fields c0, c1 of type F); V2_mul is a lazy-reduction Karatsuba product (one
 * Montgomery reduction per coefficient, fp_x8_ifma_impl.h). Besides those of V:
 *   V2_mul_fp             lane k = a_k s_k for s in V (an Fp factor per lane)
 *   V2_mul_by_nonresidue  lane k = a_k (1 + u)
 * the scalar counterparts being F2_mul_fp and F2_mul_by_nonresidue (fp2_381.h). */
#ifndef ECBATCH_FIELD_FP_X8_IFMA_H
#define ECBATCH_FIELD_FP_X8_IFMA_H

#include <stdint.h>

#include "util/cpu.h" /* ECB_CPU_IFMA_BUILD */

#define ECB_FP8X52_DECLARE(V, F) ECB_FP8X52_DECLARE_LIMBS(V, F, 8)
#define ECB_FP8X52_DECLARE_LIMBS(V, F, LIMBS)                                                      \
    typedef struct V {                                                                             \
        _Alignas(64) uint64_t l[LIMBS][8];                                                         \
    } V;                                                                                           \
    void V##_pack(V *r, const F in[8]);                                                            \
    void V##_unpack(F out[8], const V *a);                                                         \
    void V##_pack_ptr(V *r, const F *const in[8]);                                                 \
    void V##_unpack_ptr(F *const out[8], const V *a);                                              \
    void V##_mul(V *r, const V *a, const V *b);                                                    \
    void V##_sqr(V *r, const V *a);                                                                \
    void V##_add(V *r, const V *a, const V *b);                                                    \
    void V##_sub(V *r, const V *a, const V *b);                                                    \
    void V##_neg(V *r, const V *a);                                                                \
    void V##_dbl(V *r, const V *a);                                                                \
    void V##_half(V *r, const V *a);                                                               \
    void V##_cneg(V *r, const V *a, unsigned mask);                                                \
    void V##_select(V *r, const V *a, const V *b, unsigned mask);

#define ECB_FP2X8_DECLARE(V2, V, F2)                                                               \
    typedef struct V2 {                                                                            \
        V c0, c1;                                                                                  \
    } V2;                                                                                          \
    void V2##_pack(V2 *r, const F2 in[8]);                                                         \
    void V2##_unpack(F2 out[8], const V2 *a);                                                      \
    void V2##_pack_ptr(V2 *r, const F2 *const in[8]);                                              \
    void V2##_unpack_ptr(F2 *const out[8], const V2 *a);                                           \
    void V2##_mul(V2 *r, const V2 *a, const V2 *b);                                                \
    void V2##_sqr(V2 *r, const V2 *a);                                                             \
    void V2##_add(V2 *r, const V2 *a, const V2 *b);                                                \
    void V2##_sub(V2 *r, const V2 *a, const V2 *b);                                                \
    void V2##_neg(V2 *r, const V2 *a);                                                             \
    void V2##_dbl(V2 *r, const V2 *a);                                                             \
    void V2##_half(V2 *r, const V2 *a);                                                            \
    void V2##_mul_fp(V2 *r, const V2 *a, const V *s);                                              \
    void V2##_mul_by_nonresidue(V2 *r, const V2 *a);                                               \
    void V2##_cneg(V2 *r, const V2 *a, unsigned mask);                                             \
    void V2##_select(V2 *r, const V2 *a, const V2 *b, unsigned mask);

#endif
