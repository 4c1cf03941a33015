/* ristretto255's backend selection: the one place that maps the CPU level (util/cpu.h:
 * detected once, changed only by ecb_cpu_level_set and ECBATCH_CPU) to a kernel level's
 * backend (msm_backend.h). An array index per call, no feature test and no cached pointer. */
#include "msm/groups/msm_backend.h"

static const msm_r255_backend *const by_level[3] = {
    [ECB_CPU_PORTABLE] = &msm_r255_backend_portable,
    [ECB_CPU_ADX] = &msm_r255_backend_adx, /* a C product where the CPU is not x86-64 */
#if defined(ECB_CPU_IFMA_BUILD)
    [ECB_CPU_IFMA] = &msm_r255_backend_ifma,
#else
    [ECB_CPU_IFMA] = &msm_r255_backend_adx, /* the level never reaches ifma here (cpu.h) */
#endif
};

const msm_r255_backend *msm_r255_selected(void) {
    return by_level[ecb_cpu_level_get()];
}

/* Radix-2^64 tables run on the MULX/ADX kernels at level ifma; IFMA tables run nowhere below
 * level ifma. */
const msm_r255_backend *msm_r255_precomp_runner(uint32_t form) {
    for (int l = (int)ecb_cpu_level_get(); l >= 0; l--)
        if (by_level[l]->precomp_form == form) return by_level[l];
    return NULL;
}

const msm_r255_backend *msm_r255_fixed_runner(uint32_t form) {
    for (int l = (int)ecb_cpu_level_get(); l >= 0; l--)
        if (by_level[l]->fixed_form == form) return by_level[l];
    return NULL;
}

/* The provers' MSMs of the selected level (msm_r255_ct.h). */
void msm_r255_prover_ct_msm(ge25519_p3 *out, const ge25519_p3 *points, const sc25519 *scalars,
                            size_t n, void *scratch) {
    msm_r255_selected()->prover->ct_msm(out, points, scalars, n, scratch);
}

void msm_r255_prover_public_msm_static(ge25519_p3 *out, const ge25519_p3 *points,
                                       const ge25519_niels *const *static_tables,
                                       const sc25519 *scalars, size_t n, void *scratch) {
    msm_r255_selected()->prover->public_msm_static(out, points, static_tables, scalars, n, scratch);
}

void msm_r255_prover_public_mul_add(ge25519_p3 *out, const sc25519 *x, const ge25519_p3 *p,
                                    const ge25519_p3 *q) {
    msm_r255_selected()->prover->public_mul_add(out, x, p, q);
}

void msm_r255_prover_selected_sum(ge25519_p3 *acc, const uint8_t *bits, const ge25519_p3 *points,
                                  size_t n) {
    msm_r255_selected()->prover->selected_sum(acc, bits, points, n);
}

void msm_r255_prover_comb_msm(ge25519_p3 *out, const ge25519_comb *const *combs,
                              const sc25519 *scalars, size_t n) {
    msm_r255_selected()->prover->comb_msm(out, combs, scalars, n);
}
