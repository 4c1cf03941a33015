/* Constant-time multiplication of many points by one secret scalar (bte_smul.h): the kernel of
 * bte_smul_impl.h over the BLS12-381 endomorphisms (bls12_split.h): G1 splits k into two
 * 128-bit halves over -sigma (acting as z^2), G2 into four 64-bit digits over -psi (|z|). */
#include "bte/bte_smul.h"

#include <sodium.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "field/bls12/fp381_x8_ifma.h"
#include "group/bls12/bls12_split.h"
#include "util/alloc.h"
#include "util/cpu.h"
#include "util/ct_declassify.h"
#include "util/parallel.h"

/* k = h0 + h1 z^2 with h0 = d0 + d1 |z| and h1 = d2 + d3 |z| (each below |z|^2 < 2^128). */
static void split_g1(uint64_t sub[2][2], const uint64_t k[4]) {
    uint64_t d[4];
    bls12_base_digits(d, k, BLS12_381_Z_ABS);
    for (int h = 0; h < 2; h++) {
        unsigned __int128 t = (unsigned __int128)d[2 * h + 1] * BLS12_381_Z_ABS + d[2 * h];
        sub[h][0] = (uint64_t)t;
        sub[h][1] = (uint64_t)(t >> 64);
    }
    sodium_memzero(d, sizeof d);
}

static void split_g2(uint64_t sub[4][1], const uint64_t k[4]) {
    uint64_t d[4];
    bls12_base_digits(d, k, BLS12_381_Z_ABS);
    for (int i = 0; i < 4; i++)
        sub[i][0] = d[i];
    sodium_memzero(d, sizeof d);
}

#define SM_G g1_381
#define SM_F fp381
#if defined(ECB_CPU_IFMA_BUILD)
#define SM_FE8 fp381x8 /* batches in eight lanes (bte_smul_x8_ifma_impl.h) */
#define SM_F8(op) fp381x8_##op
#endif
#define SM_BASES 2
#define SM_LIMBS 2
#define SM_SPLIT split_g1
#define SM_ENDO g1_381_sigma
#define SM_FALLBACK g1_381_mul_glv
#include "bte/bte_smul_impl.h"

#define SM_G g2_381
#define SM_F fp2_381
#if defined(ECB_CPU_IFMA_BUILD)
#define SM_FE8 fp2_381x8 /* batches in eight lanes (bte_smul_x8_ifma_impl.h) */
#define SM_F8(op) fp2_381x8_##op
#endif
#define SM_BASES 4
#define SM_LIMBS 1
#define SM_SPLIT split_g2
#define SM_ENDO g2_381_psi
#define SM_FALLBACK g2_381_mul_gls
#include "bte/bte_smul_impl.h"
