/* The groups with an MSM engine: the descriptor of the selected level's backend (msm_backend.h),
 * defined next to its instantiation (src/msm/msm_<group>*.c). */
#include "msm/groups/msm_backend.h"

#include <stddef.h>

const msm_group_desc *msm_group_lookup(ecb_group g) {
    switch (g) {
    case ECB_GROUP_RISTRETTO255:
        return msm_r255_selected()->desc;
    case ECB_GROUP_BLS12_381_G1:
        return msm_g1_381_selected()->desc;
    case ECB_GROUP_BLS12_381_G2:
        return msm_g2_381_selected()->desc;
    case ECB_GROUP_BLS12_377_G1:
        return msm_g1_377_selected()->desc;
    case ECB_GROUP_BN254_G1:
        return msm_g1_254_selected()->desc;
    default:
        return NULL;
    }
}
