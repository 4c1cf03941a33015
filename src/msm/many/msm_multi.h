/* Many MSMs in one call (msm_multi_impl.h, instantiated in the engine files of BLS12-381 G1
 * and G2, BLS12-377 G1 and BN254 G1), for the library's protocols: the engine behind the public
 * ecb_msm_multi_*_var calls, and the shared-scalar columns of threshold decryption.
 *
 * msm_multi_<G>_columns_var: out[p] = sum_i (-1)^neg[i] mag[i] cols[i][p] for p < m, as affine
 * points ((0, 0) for the identity): m MSMs over k points each that share their k scalars (any
 * 256-bit magnitudes), run as one interleaved wNAF chain per block of columns with every step
 * a batch-affine operation over the block; points whose weights have equal magnitudes are
 * summed first and share one chain. The column arrays may hold the identity. threads (0
 * counts as 1) split the blocks. Variable time. One allocation per call (on failure, one
 * tree Pippenger per column). */
#ifndef ECBATCH_MSM_MULTI_H
#define ECBATCH_MSM_MULTI_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/msm.h"
#include "group/bls12/g1_377.h"
#include "group/bls12/g1_381.h"
#include "group/bls12/g2_381.h"
#include "group/bn254/g1_254.h"

/* A scalar as 4 little-endian 64-bit limbs (the layout of every BLS12 and BN254 public scalar). */
typedef struct msm_limbs {
    uint64_t v[4];
} msm_limbs;

/* Defined by msm_multi_impl.h (MS_RUN, MS_PLAN, MS_COLUMNS_VAR) in each group's engine file. */
ecb_status msm_multi_g1_381_run(g1_381_jac *out, const g1_381_aff *pts, size_t n,
                                const msm_limbs *k, size_t m, const ecb_msm_multi_options *o);
void msm_multi_g1_381_plan(ecb_msm_multi_plan_result *plan, size_t n, unsigned bits, size_t m,
                           unsigned threads, const ecb_msm_costs *costs);
void msm_multi_g1_381_columns_var(g1_381_aff *out, const g1_381_aff *const *cols,
                                  const msm_limbs *mag, const uint8_t *neg, size_t k, size_t m,
                                  unsigned threads);

ecb_status msm_multi_g2_381_run(g2_381_jac *out, const g2_381_aff *pts, size_t n,
                                const msm_limbs *k, size_t m, const ecb_msm_multi_options *o);
void msm_multi_g2_381_plan(ecb_msm_multi_plan_result *plan, size_t n, unsigned bits, size_t m,
                           unsigned threads, const ecb_msm_costs *costs);
void msm_multi_g2_381_columns_var(g2_381_aff *out, const g2_381_aff *const *cols,
                                  const msm_limbs *mag, const uint8_t *neg, size_t k, size_t m,
                                  unsigned threads);

ecb_status msm_multi_g1_377_run(g1_377_jac *out, const g1_377_aff *pts, size_t n,
                                const msm_limbs *k, size_t m, const ecb_msm_multi_options *o);
void msm_multi_g1_377_plan(ecb_msm_multi_plan_result *plan, size_t n, unsigned bits, size_t m,
                           unsigned threads, const ecb_msm_costs *costs);
void msm_multi_g1_377_columns_var(g1_377_aff *out, const g1_377_aff *const *cols,
                                  const msm_limbs *mag, const uint8_t *neg, size_t k, size_t m,
                                  unsigned threads);

ecb_status msm_multi_g1_254_run(g1_254_jac *out, const g1_254_aff *pts, size_t n,
                                const msm_limbs *k, size_t m, const ecb_msm_multi_options *o);
void msm_multi_g1_254_plan(ecb_msm_multi_plan_result *plan, size_t n, unsigned bits, size_t m,
                           unsigned threads, const ecb_msm_costs *costs);
void msm_multi_g1_254_columns_var(g1_254_aff *out, const g1_254_aff *const *cols,
                                  const msm_limbs *mag, const uint8_t *neg, size_t k, size_t m,
                                  unsigned threads);

#endif
