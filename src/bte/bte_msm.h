/* The multi-scalar multiplications of the threshold-decryption checks, one function per
 * group: out = sum_i k[i] pts[i] over affine points ((0, 0) is the identity; identities and
 * zero scalars contribute nothing; scalars are any 256-bit little-endian integers). Every
 * general MSM of src/bte goes through these two functions, so the engine behind them is
 * chosen in one place (bte_msm.c; the algorithm is in bte_msm_impl.h). Variable time: public
 * points and scalars only. threads (0 counts as 1) splits the work; the result does not
 * depend on it. One allocation block per call; if allocation fails the result is still
 * computed, term by term. */
#ifndef ECBATCH_BTE_MSM_H
#define ECBATCH_BTE_MSM_H

#include <stddef.h>

#include "bte/bte_internal.h"
#include "group/g1_381.h"
#include "group/g2_381.h"

void bte_msm_g1_381_var(g1_381_jac *out, const g1_381_aff *pts, const bte_limbs *k, size_t n,
                        unsigned threads);
void bte_msm_g2_381_var(g2_381_jac *out, const g2_381_aff *pts, const bte_limbs *k, size_t n,
                        unsigned threads);

/* Many MSMs over the same n points (the verifier's U* = sum rho_p U_p of every responder):
 * copies 2^(c j) P_i of the points, built once, turn each MSM into one bucket window (see
 * bte_msm_impl.h). table_new decides from n, the scalars' bit length and the number q of MSMs
 * to come whether that pays: it returns 1 with *t built (free with bte_msm_table_free), or 0
 * with *t empty (use bte_msm_<G>_var). table_var computes sum_i k_i pts[i] on one thread, the
 * same point as bte_msm_<G>_var (pts must be the points the table was built from; a scalar
 * longer than the table's bits falls back to the plain MSM). Variable time. */
typedef struct bte_msm_table {
    void *pts; /* windows x n shifted copies */
    size_t n, windows;
    unsigned c, bits;
} bte_msm_table;
int bte_msm_g1_381_table_new(bte_msm_table *t, const g1_381_aff *pts, size_t n, unsigned bits,
                             size_t q, unsigned threads);
int bte_msm_g2_381_table_new(bte_msm_table *t, const g2_381_aff *pts, size_t n, unsigned bits,
                             size_t q, unsigned threads);
void bte_msm_g1_381_table_var(g1_381_jac *out, const bte_msm_table *t, const g1_381_aff *pts,
                              const bte_limbs *k);
void bte_msm_g2_381_table_var(g2_381_jac *out, const bte_msm_table *t, const g2_381_aff *pts,
                              const bte_limbs *k);
void bte_msm_table_free(bte_msm_table *t);

/* Columns: out[p] = sum_i (-1)^neg[i] mag[i] cols[i][p] for p < m, as affine points ((0, 0) for
 * the identity): m MSMs over k points each that share their k scalars (the combination of
 * responses, spec §8), run as one interleaved wNAF chain per block of columns with every step
 * a batch-affine operation over the block; points whose weights have equal magnitudes are
 * summed first and share one chain (the binomial weights of indices 0..t-1 come in equal
 * pairs). Variable time. The column arrays may hold the
 * identity. One allocation per call (on failure, one general MSM per column). */
void bte_columns_g1_381_var(g1_381_aff *out, const g1_381_aff *const *cols, const bte_limbs *mag,
                            const uint8_t *neg, size_t k, size_t m, unsigned threads);
void bte_columns_g2_381_var(g2_381_aff *out, const g2_381_aff *const *cols, const bte_limbs *mag,
                            const uint8_t *neg, size_t k, size_t m, unsigned threads);

#endif
