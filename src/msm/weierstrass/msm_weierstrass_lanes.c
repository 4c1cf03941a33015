/* msm_weierstrass_lanes (msm_weierstrass_lanes.h). */
#include "msm/weierstrass/msm_weierstrass_lanes.h"

#include "util/cpu.h"

unsigned msm_weierstrass_lanes(void) {
#if defined(ECB_CPU_IFMA_BUILD)
    return ecb_cpu_level_get() == ECB_CPU_IFMA ? 8 : 1;
#else
    return 1;
#endif
}
