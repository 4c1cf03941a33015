/* MSM for the threshold-decryption checks (see bte_msm.h): the one place that picks the
 * algorithm for every MSM of src/bte.
 *
 * Small sums (at most BTE_MSM_ENGINE_MAX terms) go to the project's MSM engine
 * (include/ecbatch/msm.h), whose plan picks Straus there. Larger ones run the bucket method of
 * bte_msm_impl.h, whose per-window tree of batch-affine bucket sums and lock-step running
 * sums measured 1.35-1.85x faster than the engine's batch-affine Pippenger (conflict queue)
 * at the checks' dominant shape, 1000 G2 points with 128-bit scalars; if the engine adopts
 * them, this file reduces to the engine calls. The column MSMs (bte_columns_*) have no
 * counterpart in the engine. */
#include "bte/bte_msm.h"

#include <stdlib.h>
#include <string.h>

#include "ecbatch/msm.h"
#include "util/alloc.h"
#include "util/parallel.h"

#define BTE_MSM_ENGINE_MAX 64

/* The engine's types are the group's, under their public names. */
_Static_assert(sizeof(ecb_bls12_381_g1_affine) == sizeof(g1_381_aff), "G1 affine layout");
_Static_assert(sizeof(ecb_bls12_381_g2_affine) == sizeof(g2_381_aff), "G2 affine layout");
_Static_assert(sizeof(ecb_bls12_381_g1) == sizeof(g1_381_jac), "G1 layout");
_Static_assert(sizeof(ecb_bls12_381_g2) == sizeof(g2_381_jac), "G2 layout");
_Static_assert(sizeof(ecb_bls12_381_scalar) == sizeof(bte_limbs), "scalar layout");

#define MG g1_381
#define MF fp381
#define MS_MUL_VAR g1_381_mul_glv_var
#include "bte/bte_msm_impl.h"

#define MG g2_381
#define MF fp2_381
#define MS_MUL_VAR g2_381_mul_gls_var
#include "bte/bte_msm_impl.h"

/* The engine for a small sum; its status can only be ECB_ERR_OUT_OF_MEMORY here (inputs are
 * subgroup points or (0, 0), scalars below r), then the bucket method runs instead. */
void bte_msm_g1_381_var(g1_381_jac *out, const g1_381_aff *pts, const bte_limbs *k, size_t n,
                        unsigned threads) {
    ecb_msm_options o;
    memset(&o, 0, sizeof o);
    o.threads = threads;
    if (n <= BTE_MSM_ENGINE_MAX &&
        ecb_msm_bls12_381_g1_var((ecb_bls12_381_g1 *)(void *)out,
                                 (const ecb_bls12_381_g1_affine *)(const void *)pts,
                                 (const ecb_bls12_381_scalar *)(const void *)k, n, &o) == ECB_OK)
        return;
    bte_msm_g1_381_pippenger(out, pts, k, n, threads);
}

void bte_msm_g2_381_var(g2_381_jac *out, const g2_381_aff *pts, const bte_limbs *k, size_t n,
                        unsigned threads) {
    ecb_msm_options o;
    memset(&o, 0, sizeof o);
    o.threads = threads;
    if (n <= BTE_MSM_ENGINE_MAX &&
        ecb_msm_bls12_381_g2_var((ecb_bls12_381_g2 *)(void *)out,
                                 (const ecb_bls12_381_g2_affine *)(const void *)pts,
                                 (const ecb_bls12_381_scalar *)(const void *)k, n, &o) == ECB_OK)
        return;
    bte_msm_g2_381_pippenger(out, pts, k, n, threads);
}

/* Tables pay only beyond the engine's range: smaller sums stay with it. */
int bte_msm_g1_381_table_new(bte_msm_table *t, const g1_381_aff *pts, size_t n, unsigned bits,
                             size_t q, unsigned threads) {
    if (n <= BTE_MSM_ENGINE_MAX) {
        memset(t, 0, sizeof *t);
        return 0;
    }
    return bte_msm_g1_381_tab_build(t, pts, n, bits, q, threads);
}

int bte_msm_g2_381_table_new(bte_msm_table *t, const g2_381_aff *pts, size_t n, unsigned bits,
                             size_t q, unsigned threads) {
    if (n <= BTE_MSM_ENGINE_MAX) {
        memset(t, 0, sizeof *t);
        return 0;
    }
    return bte_msm_g2_381_tab_build(t, pts, n, bits, q, threads);
}

void bte_msm_g1_381_table_var(g1_381_jac *out, const bte_msm_table *t, const g1_381_aff *pts,
                              const bte_limbs *k) {
    bte_msm_g1_381_tab_msm(out, t, pts, k);
}

void bte_msm_g2_381_table_var(g2_381_jac *out, const bte_msm_table *t, const g2_381_aff *pts,
                              const bte_limbs *k) {
    bte_msm_g2_381_tab_msm(out, t, pts, k);
}

void bte_msm_table_free(bte_msm_table *t) {
    ecb_free(t->pts);
    memset(t, 0, sizeof *t);
}
