/* The BLS12 groups' backend selection: the one place that maps the CPU level (util/cpu.h:
 * detected once, changed only by ecb_cpu_level_set and ECBATCH_CPU) to a kernel level's
 * backend (msm_backend.h). An array index per call, no feature test and no cached pointer. */
#include "msm/groups/msm_backend.h"

#if defined(ECB_CPU_IFMA_BUILD)
#define BLS12_BY_LEVEL(G)                                                                          \
    { [ECB_CPU_PORTABLE] = &G##_scalar, [ECB_CPU_ADX] = &G##_scalar, [ECB_CPU_IFMA] = &G##_x8 }
#else /* the level never reaches ifma here (util/cpu.h) */
#define BLS12_BY_LEVEL(G)                                                                          \
    { [ECB_CPU_PORTABLE] = &G##_scalar, [ECB_CPU_ADX] = &G##_scalar, [ECB_CPU_IFMA] = &G##_scalar }
#endif

static const msm_g1_381_backend *const g1_381_by_level[3] = BLS12_BY_LEVEL(msm_g1_381_backend);
static const msm_g2_381_backend *const g2_381_by_level[3] = BLS12_BY_LEVEL(msm_g2_381_backend);
static const msm_g1_377_backend *const g1_377_by_level[3] = BLS12_BY_LEVEL(msm_g1_377_backend);

const msm_g1_381_backend *msm_g1_381_selected(void) {
    return g1_381_by_level[ecb_cpu_level_get()];
}

const msm_g2_381_backend *msm_g2_381_selected(void) {
    return g2_381_by_level[ecb_cpu_level_get()];
}

const msm_g1_377_backend *msm_g1_377_selected(void) {
    return g1_377_by_level[ecb_cpu_level_get()];
}
