/* BN254 G1's backend selection: the one place that maps the CPU level (util/cpu.h: detected
 * once, changed only by ecb_cpu_level_set and ECBATCH_CPU) to a kernel level's backend
 * (msm_backend.h). An array index per call, no feature test and no cached pointer. */
#include "msm/groups/msm_backend.h"

#if defined(ECB_CPU_IFMA_BUILD)
static const msm_g1_254_backend *const g1_254_by_level[3] = {
    [ECB_CPU_PORTABLE] = &msm_g1_254_backend_scalar,
    [ECB_CPU_ADX] = &msm_g1_254_backend_scalar,
    [ECB_CPU_IFMA] = &msm_g1_254_backend_x8};
#else /* the level never reaches ifma here (util/cpu.h) */
static const msm_g1_254_backend *const g1_254_by_level[3] = {
    [ECB_CPU_PORTABLE] = &msm_g1_254_backend_scalar,
    [ECB_CPU_ADX] = &msm_g1_254_backend_scalar,
    [ECB_CPU_IFMA] = &msm_g1_254_backend_scalar};
#endif

const msm_g1_254_backend *msm_g1_254_selected(void) {
    return g1_254_by_level[ecb_cpu_level_get()];
}
