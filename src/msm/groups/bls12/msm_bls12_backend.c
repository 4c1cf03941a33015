/* The BLS12 groups' backend selection: the one place that maps the CPU level (util/cpu.h:
 * detected once, changed only by ecb_cpu_level_set and ECBATCH_CPU) to a kernel level's
 * backend (msm_backend.h). An array index per call, no feature test and no cached pointer. */
#include "msm/groups/msm_backend.h"

static const msm_g1_381_backend *const g1_381_by_level[3] = {
    [ECB_CPU_PORTABLE] = &msm_g1_381_backend_portable,
    [ECB_CPU_ADX] = &msm_g1_381_backend_portable, /* its field product takes MULX/ADX */
#if defined(ECB_CPU_IFMA_BUILD)
    [ECB_CPU_IFMA] = &msm_g1_381_backend_ifma,
#else
    [ECB_CPU_IFMA] = &msm_g1_381_backend_portable, /* the level never reaches ifma here (cpu.h) */
#endif
};
static const msm_g2_381_backend *const g2_381_by_level[3] = {
    [ECB_CPU_PORTABLE] = &msm_g2_381_backend_portable,
    [ECB_CPU_ADX] = &msm_g2_381_backend_portable, /* its field product takes MULX/ADX */
#if defined(ECB_CPU_IFMA_BUILD)
    [ECB_CPU_IFMA] = &msm_g2_381_backend_ifma,
#else
    [ECB_CPU_IFMA] = &msm_g2_381_backend_portable, /* the level never reaches ifma here (cpu.h) */
#endif
};
static const msm_g1_377_backend *const g1_377_by_level[3] = {
    [ECB_CPU_PORTABLE] = &msm_g1_377_backend_portable,
    [ECB_CPU_ADX] = &msm_g1_377_backend_portable, /* its field product takes MULX/ADX */
#if defined(ECB_CPU_IFMA_BUILD)
    [ECB_CPU_IFMA] = &msm_g1_377_backend_ifma,
#else
    [ECB_CPU_IFMA] = &msm_g1_377_backend_portable, /* the level never reaches ifma here (cpu.h) */
#endif
};

const msm_g1_381_backend *msm_g1_381_selected(void) {
    return g1_381_by_level[ecb_cpu_level_get()];
}

const msm_g2_381_backend *msm_g2_381_selected(void) {
    return g2_381_by_level[ecb_cpu_level_get()];
}

const msm_g1_377_backend *msm_g1_377_selected(void) {
    return g1_377_by_level[ecb_cpu_level_get()];
}
