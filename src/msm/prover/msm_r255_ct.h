/* Multi-scalar multiplications for provers, which the (variable-time) MSM engine does not
 * cover. All are Straus: one chain of doublings shared by every term. By entry of a level's
 * msm_r255_prover:
 *   ct_msm             sum s_i P_i, constant time in the scalars and the points: signed
 *                      radix-16 digits, per point a table of 1P..8P read by a full
 *                      constant-time scan (252 doublings; per point 64 additions + 7).
 *   public_msm_static  sum s_i P_i for public scalars: width-5 NAF, per point a table of the
 *                      odd multiples 1P..15P (or a prebuilt width-6 static table); variable time
 *                      in the scalars only, so the points may be secret (the formulas are
 *                      complete and constant time).
 *   public_mul_add     x P + Q for a public x (one table, one chain): folding generators.
 *   comb_msm           sum s_b P_b for fixed bases with comb tables ((j + 1) 256^i P_b, as for
 *                      the base point): constant time, 64 mixed additions per base and
 *                      4 doublings in all.
 *   selected_sum       sum b_i P_i for secret bits b_i: constant time, one addition each.
 * The five MSMs are kernels of a level: the portable ones here (msm_r255_prover_portable, for
 * levels portable and adx), the AVX-512 IFMA ones in msm_r255_ct_x1_ifma.h, both with the same
 * contract and the same group element as result. Callers run the selected level's by the
 * names below, msm_r255_prover_ct_msm and so on (msm_r255_backend.c picks the level's through
 * its backend table, msm_backend.h); only tests name a level's kernel.
 * Tables, combs and scratch sizes are the same at every level.
 * Internal interface (the types are those of edwards25519.h). */
#ifndef ECBATCH_MSM_R255_CT_H
#define ECBATCH_MSM_R255_CT_H

#include <stddef.h>

#include "field/ristretto255/scalar25519.h"
#include "group/ristretto255/edwards25519.h"

/* Bytes of scratch for n terms (the same for ct_msm and public_msm_static at every level),
 * 64-byte multiples. */
size_t ge25519_multi_scratch_size(size_t n);

/* out = sum scalars[i] points[i], i < n (n = 0: the identity). scratch holds
 * ge25519_multi_scratch_size(n) bytes, 16-byte aligned, and is wiped. */
void ge25519_ct_msm_portable(ge25519_p3 *out, const ge25519_p3 *points, const sc25519 *scalars,
                             size_t n, void *scratch);

/* A fixed base's comb: row i, entry j is (j + 1) 256^i P (30 KiB). */
#define GE25519_COMB_ROWS 32
typedef struct ge25519_comb {
    ge25519_niels row[GE25519_COMB_ROWS][8];
} ge25519_comb;

/* Builds the comb of p (a public base point). */
void ge25519_comb_init(ge25519_comb *comb, const ge25519_p3 *p);

/* out = sum_{b < n} scalars[b] P_b where combs[b] is the comb of P_b; constant time in the
 * scalars. */
void ge25519_comb_msm_portable(ge25519_p3 *out, const ge25519_comb *const *combs,
                               const sc25519 *scalars, size_t n);

/* Odd multiples 1P, 3P, ..., 31P of a public static point, affine (width-6 NAF table,
 * 1.9 KiB): built once, then used by public_msm_static. */
#define GE25519_STATIC_TABLE 16
void ge25519_static_table_init(ge25519_niels table[GE25519_STATIC_TABLE], const ge25519_p3 *p);

/* public_msm_static: as ct_msm, variable time in the scalars (public), scratch
 * not wiped; static_tables[i], when not NULL, is points[i]'s table from
 * ge25519_static_table_init (width 6, no table to build, mixed additions); NULL entries (or a
 * NULL array: the plain public-scalar MSM) get width-5 tables built in scratch. */
void ge25519_public_msm_static_portable(ge25519_p3 *out, const ge25519_p3 *points,
                                        const ge25519_niels *const *static_tables,
                                        const sc25519 *scalars, size_t n, void *scratch);

/* acc += sum_{i < n} bits[i] points[i] (each bit 0 or 1): constant time in the bits and the
 * points (each term adds the point or the identity, chosen by masks). */
void ge25519_selected_sum_portable(ge25519_p3 *acc, const uint8_t *bits, const ge25519_p3 *points,
                                   size_t n);

/* out = x p + q, variable time in x only. */
void ge25519_public_mul_add_portable(ge25519_p3 *out, const sc25519 *x, const ge25519_p3 *p,
                                     const ge25519_p3 *q);

/* One level's kernels, the entries listed at the top. */
typedef struct msm_r255_prover {
    void (*ct_msm)(ge25519_p3 *out, const ge25519_p3 *points, const sc25519 *scalars, size_t n,
                   void *scratch);
    void (*public_msm_static)(ge25519_p3 *out, const ge25519_p3 *points,
                              const ge25519_niels *const *static_tables, const sc25519 *scalars,
                              size_t n, void *scratch);
    void (*public_mul_add)(ge25519_p3 *out, const sc25519 *x, const ge25519_p3 *p,
                           const ge25519_p3 *q);
    void (*selected_sum)(ge25519_p3 *acc, const uint8_t *bits, const ge25519_p3 *points, size_t n);
    void (*comb_msm)(ge25519_p3 *out, const ge25519_comb *const *combs, const sc25519 *scalars,
                     size_t n);
} msm_r255_prover;

/* The portable kernels above (msm_r255_ct.c). */
extern const msm_r255_prover msm_r255_prover_portable;

/* The selected level's kernels, each as its entry above (msm_r255_backend.c). */
void msm_r255_prover_ct_msm(ge25519_p3 *out, const ge25519_p3 *points, const sc25519 *scalars,
                            size_t n, void *scratch);
void msm_r255_prover_public_msm_static(ge25519_p3 *out, const ge25519_p3 *points,
                                       const ge25519_niels *const *static_tables,
                                       const sc25519 *scalars, size_t n, void *scratch);
void msm_r255_prover_public_mul_add(ge25519_p3 *out, const sc25519 *x, const ge25519_p3 *p,
                                    const ge25519_p3 *q);
void msm_r255_prover_selected_sum(ge25519_p3 *acc, const uint8_t *bits, const ge25519_p3 *points,
                                  size_t n);
void msm_r255_prover_comb_msm(ge25519_p3 *out, const ge25519_comb *const *combs,
                              const sc25519 *scalars, size_t n);

#endif
