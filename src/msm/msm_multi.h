/* Many MSMs in one call (msm_multi_impl.h, instantiated in the engine files of BLS12-381 G1
 * and G2 and BLS12-377 G1), for the library's protocols: the engine behind the public
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

/* A scalar as 4 little-endian 64-bit limbs (the layout of every BLS12 public scalar). */
typedef struct msm_limbs {
    uint64_t v[4];
} msm_limbs;

#define MSM_MULTI_DECLARE(G)                                                                       \
    ecb_status msm_multi_##G##_run(G##_jac *out, const G##_aff *pts, size_t n, const msm_limbs *k, \
                                   size_t m, const ecb_msm_multi_options *o);                      \
    void msm_multi_##G##_plan(ecb_msm_multi_plan_result *plan, size_t n, unsigned bits, size_t m,  \
                              unsigned threads, const ecb_msm_costs *costs);                       \
    void msm_multi_##G##_columns_var(G##_aff *out, const G##_aff *const *cols,                     \
                                     const msm_limbs *mag, const uint8_t *neg, size_t k, size_t m, \
                                     unsigned threads);
MSM_MULTI_DECLARE(g1_381)
MSM_MULTI_DECLARE(g2_381)
MSM_MULTI_DECLARE(g1_377)
#undef MSM_MULTI_DECLARE

/* An empty plan: no estimates (-1), independent rows. */
void msm_multi_plan_init(ecb_msm_multi_plan_result *plan);

/* A forced method (not AUTO) replaces the plan's choice, with that method's window and
 * estimate. */
void msm_multi_plan_force(ecb_msm_multi_plan_result *plan, ecb_msm_multi_method method);

/* ristretto255's plan (msm_multi_ristretto255.c): independent rows or the shared table. */
void msm_multi_r255_plan(ecb_msm_multi_plan_result *plan, size_t n, unsigned bits, size_t m,
                         unsigned threads, const ecb_msm_costs *costs);

/* ristretto255's shared table may take this many bytes; above it the plan raises the passes k
 * (fewer entries per base, msm_fixed.h). */
#define MSM_MULTI_R255_TABLE_BYTES ((size_t)64 << 20)

/* The shape of a table that ran: window c, passes k, entries per base T (msm_fixed.h) and its
 * bytes (n T entries). */
typedef struct msm_multi_r255_table {
    unsigned window, passes, entries;
    size_t bytes;
} msm_multi_r255_table;

/* ecb_msm_multi_ristretto255_var with the table's memory bound as a parameter: the public call
 * passes MSM_MULTI_R255_TABLE_BYTES; tests pass less, so that tables of several passes run on
 * small inputs. *shape (when not NULL) receives the shape of the table that ran, all zero when
 * none ran. */
ecb_status msm_multi_r255_run(ecb_ristretto255_point *out, const ecb_ristretto255_point *points,
                              size_t n, const ecb_ristretto255_scalar *scalars, size_t m,
                              const ecb_msm_multi_options *options, size_t table_bytes,
                              msm_multi_r255_table *shape);

#endif
