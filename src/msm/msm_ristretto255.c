/* ristretto255's MSM: the engine instantiated twice from msm_ristretto255_glue.h, with the
 * portable radix-2^64 kernels here and the MULX/ADX kernels in msm_ristretto255_adx.c, once
 * more on the AVX-512 IFMA kernels (msm_ristretto255_ifma.c), and the public entry points,
 * which pick the best build the CPU level allows (util/cpu.h); precomputed tables run on the
 * MULX/ADX build under ifma. Every build gives the same group elements (complete formulas,
 * exact conversions), so identical encodings. */
#define _POSIX_C_SOURCE 200809L
#define MSM_FN(name) msm_r255_##name
#include "group/edwards25519_ifma.h"
#include "msm/msm_ristretto255_glue.h"
#include "util/cpu.h"
#include "util/alloc.h"

static ecb_status msm_r255_measure_dispatch(ecb_msm_costs *out) {
    if (ecb_cpu_has_mulx_adx()) return msm_r255x_measure_entry(out);
    return msm_r255_measure(out);
}

const msm_group_desc msm_ristretto255_desc = {
    .group = ECB_GROUP_RISTRETTO255,
    .name = "ristretto255",
    .max_scalar_bits = 253,
    .pt_size = sizeof(msm_pt),
    .aff_size = sizeof(msm_aff),
    .scalar_size = sizeof(msm_scalar),
    .batch_scratch = sizeof(fe64),
    .strategies = MSM_BIT(ECB_MSM_NAIVE) | MSM_BIT(ECB_MSM_DOUBLE_AND_ADD) |
                  MSM_BIT(ECB_MSM_STRAUS) | MSM_BIT(ECB_MSM_PRECOMPUTED_STRAUS) |
                  MSM_BIT(ECB_MSM_PIPPENGER),
    /* measured with `ecbatch tune` on the project's machine (2-core AMD EPYC under KVM,
     * MULX/ADX kernels); thread start-up as on an idle machine */
    .costs = {.add = 140,
              .madd = 122,
              .dbl = 117,
              .norm = 100,
              .inv = 4000,
              .set = 17,
              .digit = 12,
              .bucket = 20,
              .wnaf = 7,
              .smul = 43000,
              .point = 40,
              .thread = 40000,
              .cache_bytes = 512 * 1024,
              .cache_penalty = 50},
    .measure = msm_r255_measure_dispatch,
};

#if defined(ECB_CPU_IFMA_BUILD)
/* The AVX-512 IFMA build (msm_ristretto255_ifma.c): its own point sizes and unit costs. */
const msm_group_desc msm_ristretto255_ifma_desc = {
    .group = ECB_GROUP_RISTRETTO255,
    .name = "ristretto255",
    .max_scalar_bits = 253,
    .pt_size = sizeof(ge4_p3),
    .aff_size = sizeof(ge4_cached),
    .scalar_size = sizeof(msm_scalar),
    .batch_scratch = sizeof(fe25519),
    .strategies = MSM_BIT(ECB_MSM_NAIVE) | MSM_BIT(ECB_MSM_DOUBLE_AND_ADD) |
                  MSM_BIT(ECB_MSM_STRAUS) | MSM_BIT(ECB_MSM_PRECOMPUTED_STRAUS) |
                  MSM_BIT(ECB_MSM_PIPPENGER),
    /* `ecbatch tune` on the project's machine (AMD EPYC Zen 4 under KVM, shared), IFMA over
     * MULX/ADX in one run (add 0.53x, madd 0.45x, dbl 0.53x, set and bucket 1.3x: larger
     * points), applied to the MULX/ADX figures above; norm and inv: one conversion to a
     * projective addend (one vector multiplication, no inversion). Then lazy products and
     * small-factor addends, `ecbatch tune` old against new alternately in one session: add
     * 0.76x, madd 0.875x, dbl 0.86x, norm 0.39x, set 0.88x, applied to the figures before */
    .costs = {.add = 56,
              .madd = 48,
              .dbl = 52,
              .norm = 10,
              .inv = 10,
              .set = 19,
              .digit = 12,
              .bucket = 26,
              .wnaf = 7,
              .smul = 43000,
              .point = 50,
              .thread = 40000,
              .cache_bytes = 512 * 1024,
              .cache_penalty = 50},
    .measure = msm_r255v_measure_entry,
    .straus_pairs = 1,
};
#endif

const msm_group_desc *msm_ristretto255_active_desc(void) {
#if defined(ECB_CPU_IFMA_BUILD)
    if (ecb_cpu_has_ifma()) return &msm_ristretto255_ifma_desc;
#endif
    return &msm_ristretto255_desc;
}

/* ---- public entry points ------------------------------------------------------------------- */

struct ecb_msm_ristretto255_precomp {
    struct msm_r255_tables *tables;
};

ecb_status ecb_msm_ristretto255_var(ecb_ristretto255_point *out,
                                    const ecb_ristretto255_point *points,
                                    const ecb_ristretto255_scalar *scalars, size_t n,
                                    const ecb_msm_options *options) {
#if defined(ECB_CPU_IFMA_BUILD)
    if (ecb_cpu_has_ifma()) return msm_r255v_msm_entry(out, points, scalars, n, options);
#endif
    if (ecb_cpu_has_mulx_adx()) return msm_r255x_msm_entry(out, points, scalars, n, options);
    return msm_r255_msm(out, points, scalars, n, options);
}

ecb_status ecb_msm_ristretto255_precomp_new(ecb_msm_ristretto255_precomp **out,
                                            const ecb_ristretto255_point *points, size_t n,
                                            unsigned window) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    ecb_msm_ristretto255_precomp *pre = ecb_malloc(sizeof *pre);
    if (pre == NULL) return ECB_ERR_OUT_OF_MEMORY;
    ecb_status st = msm_r255_precomp_new(&pre->tables, points, n, window);
    if (st != ECB_OK) {
        ecb_free(pre);
        return st;
    }
    *out = pre;
    return ECB_OK;
}

void ecb_msm_ristretto255_precomp_free(ecb_msm_ristretto255_precomp *pre) {
    if (pre == NULL) return;
    msm_r255_precomp_free(pre->tables);
    ecb_free(pre);
}

size_t ecb_msm_ristretto255_precomp_count(const ecb_msm_ristretto255_precomp *pre) {
    return pre == NULL ? 0 : pre->tables->n;
}

ecb_status ecb_msm_ristretto255_precomp_var(ecb_ristretto255_point *out,
                                            const ecb_msm_ristretto255_precomp *pre,
                                            const ecb_ristretto255_scalar *static_scalars,
                                            size_t n_static,
                                            const ecb_ristretto255_point *dyn_points,
                                            const ecb_ristretto255_scalar *dyn_scalars,
                                            size_t n_dyn, const ecb_msm_options *options) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (pre == NULL) {
        ge25519_p3_0(out);
        return ECB_ERR_NULL_POINTER;
    }
    if (ecb_cpu_has_mulx_adx())
        return msm_r255x_precomp_msm_entry(out, pre->tables, static_scalars, n_static, dyn_points,
                                           dyn_scalars, n_dyn, options);
    return msm_r255_precomp_msm(out, pre->tables, static_scalars, n_static, dyn_points, dyn_scalars,
                                n_dyn, options);
}
