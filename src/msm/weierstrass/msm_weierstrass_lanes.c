/* msm_weierstrass_lanes (msm_weierstrass_lanes.h). */
#include "msm/weierstrass/msm_weierstrass_lanes.h"

#include "field/bls12/fp_x8_ifma.h"
#include "util/cpu.h"

unsigned msm_weierstrass_lanes(void) {
    return ECB_FP8_HAVE_IFMA && ecb_cpu_level_get() == ECB_CPU_IFMA ? 8 : 1;
}
