/* The groups with an MSM engine: one descriptor per group, defined next to its instantiation
 * (src/msm/msm_<group>.c); ristretto255's is the selected level's (msm_backend.h). */
#include "msm/msm_backend.h"

#include <stddef.h>

const msm_group_desc *msm_group_lookup(ecb_group g) {
    switch (g) {
    case ECB_GROUP_RISTRETTO255:
        return msm_r255_selected()->desc;
    case ECB_GROUP_BLS12_381_G1:
        return &msm_bls12_381_g1_desc;
    case ECB_GROUP_BLS12_381_G2:
        return &msm_bls12_381_g2_desc;
    case ECB_GROUP_BLS12_377_G1:
        return &msm_bls12_377_g1_desc;
    default:
        return NULL;
    }
}
