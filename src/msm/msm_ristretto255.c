/* ristretto255's MSM: the engine instantiated twice from msm_ristretto255_glue.h, with the
 * portable radix-2^64 kernels here and the MULX/ADX kernels in msm_ristretto255_adx.c, once
 * more on the AVX-512 IFMA kernels (msm_ristretto255_ifma.c), and the public entry points,
 * which pick the best build the CPU level allows (util/cpu.h); precomputed Straus tables are
 * built in the form of the level active at the time (IFMA or radix 2^64). Every build gives the
 * same group elements (complete formulas, exact conversions), so identical encodings. */
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
     * MULX/ADX kernels); thread start-up as on an idle machine; beyond the first cache level
     * BLS12-381 G1's figures (msm_bls12_381_g1.c) per byte of a point */
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
              .cache_penalty = 50,
              .llc_bytes = 32 << 20,
              .llc_penalty = 100,
              .stream = 32},
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
    /* the multi-buffer Pippenger (msm_ristretto255_pippenger_x8_impl.h): digit, entry, bucket */
    .pip_sort = 3 * sizeof(uint32_t),
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
              .cache_penalty = 50,
              .llc_bytes = 32 << 20,
              .llc_penalty = 100,
              .stream = 32,
              /* the multi-buffer bucket addition: `ecbatch tune` put it at 0.61x madd (19.2
               * against 31.6 ns, gathers from 16384 points included), 29 here; raised to 38
               * so that the plan keeps Straus at n = 64, where the two measure even (Straus's
               * estimate runs further above its time than Pippenger's) */
              .madd_x8 = 38},
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

/* Precomputed Straus tables in the form of the level active when they were built: the IFMA
 * form (with copies of the points), or else the radix-2^64 form, which the portable and
 * MULX/ADX builds share. A call at a level that cannot run the tables' form (the level lowered
 * since, ecb_cpu_level_set) builds radix-2^64 tables of the copies for the call. */
struct ecb_msm_ristretto255_precomp {
    size_t n;
    unsigned window;
    struct msm_r255_tables *tables;
    struct msm_r255v_tables *vtables;
    ecb_ristretto255_point *points;
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

/* The radix-2^64 tables at the active level's build. */
static ecb_status r255_tables_new(struct msm_r255_tables **out,
                                  const ecb_ristretto255_point *points, size_t n, unsigned window) {
    if (ecb_cpu_has_mulx_adx()) return msm_r255x_precomp_new_entry(out, points, n, window);
    return msm_r255_precomp_new(out, points, n, window);
}

ecb_status ecb_msm_ristretto255_precomp_new(ecb_msm_ristretto255_precomp **out,
                                            const ecb_ristretto255_point *points, size_t n,
                                            unsigned window) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    /* the kernels' builders check the same again; here before the first allocation */
    if (n > 0 && points == NULL) return ECB_ERR_NULL_POINTER;
    if (n > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    if (window != 0 && (window < MSM_STRAUS_WMIN || window > MSM_STRAUS_WMAX))
        return ECB_ERR_INVALID_ARGUMENT;
    ecb_msm_ristretto255_precomp *pre = ecb_calloc(1, sizeof *pre);
    if (pre == NULL) return ECB_ERR_OUT_OF_MEMORY;
    pre->n = n;
    pre->window = window;
    ecb_status st;
#if defined(ECB_CPU_IFMA_BUILD)
    if (ecb_cpu_has_ifma()) {
        st = msm_r255v_precomp_new_entry(&pre->vtables, points, n, window);
        if (st == ECB_OK) {
            pre->points = ecb_malloc(n ? n * sizeof *points : 1);
            if (pre->points == NULL)
                st = ECB_ERR_OUT_OF_MEMORY;
            else if (n > 0)
                memcpy(pre->points, points, n * sizeof *points);
        }
    } else
#endif
        st = r255_tables_new(&pre->tables, points, n, window);
    if (st != ECB_OK) {
        ecb_msm_ristretto255_precomp_free(pre);
        return st;
    }
    *out = pre;
    return ECB_OK;
}

void ecb_msm_ristretto255_precomp_free(ecb_msm_ristretto255_precomp *pre) {
    if (pre == NULL) return;
    msm_r255_precomp_free(pre->tables);
#if defined(ECB_CPU_IFMA_BUILD)
    /* IFMA tables exist only on a CPU with IFMA, whatever the level now */
    if (pre->vtables != NULL) msm_r255v_precomp_free_entry(pre->vtables);
#endif
    ecb_free(pre->points);
    ecb_free(pre);
}

size_t ecb_msm_ristretto255_precomp_count(const ecb_msm_ristretto255_precomp *pre) {
    return pre == NULL ? 0 : pre->n;
}

static ecb_status r255_tables_msm(ecb_ristretto255_point *out, const struct msm_r255_tables *t,
                                  const ecb_ristretto255_scalar *ss, size_t ns,
                                  const ecb_ristretto255_point *dp,
                                  const ecb_ristretto255_scalar *ds, size_t nd,
                                  const ecb_msm_options *options) {
    if (ecb_cpu_has_mulx_adx())
        return msm_r255x_precomp_msm_entry(out, t, ss, ns, dp, ds, nd, options);
    return msm_r255_precomp_msm(out, t, ss, ns, dp, ds, nd, options);
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
    if (pre->tables != NULL)
        return r255_tables_msm(out, pre->tables, static_scalars, n_static, dyn_points, dyn_scalars,
                               n_dyn, options);
#if defined(ECB_CPU_IFMA_BUILD)
    if (ecb_cpu_has_ifma())
        return msm_r255v_precomp_msm_entry(out, pre->vtables, static_scalars, n_static, dyn_points,
                                           dyn_scalars, n_dyn, options);
#endif
    /* IFMA tables at a lower level: radix-2^64 tables of the points, for this call */
    struct msm_r255_tables *t;
    ecb_status st = r255_tables_new(&t, pre->points, pre->n, pre->window);
    if (st != ECB_OK) {
        ge25519_p3_0(out);
        return st;
    }
    st = r255_tables_msm(out, t, static_scalars, n_static, dyn_points, dyn_scalars, n_dyn, options);
    msm_r255_precomp_free(t);
    return st;
}
