/* The MSM engine on BLS12-377 G1 against the naive reference (tests/msm_bls_test_impl.h),
 * snarkVM's bucket_1bit baseline included. */
#include "ecbatch.h"

#define TB_NAME "test_msm_bls12_377_g1"
#define TB_JAC ecb_bls12_377_g1
#define TB_AFF ecb_bls12_377_g1_affine
#define TB_SC ecb_bls12_377_scalar
#define TB_(op) ecb_bls12_377_g1_##op
#define TB_MSM ecb_msm_bls12_377_g1_var
#define TB_GROUP ECB_GROUP_BLS12_377_G1
#define TB_ENC ECB_BLS12_377_G1_BYTES
#define TB_ORDER                                                                                   \
    { 0x0a11800000000001ULL, 0x59aa76fed0000001ULL, 0x60b44d1e5c37b001ULL, 0x12ab655e9a2ca556ULL }
#define TB_U 0x8508c00000000001ULL
#define TB_U2                                                                                      \
    { 0x0a11800000000001ULL, 0x452217cc90000001ULL, 0, 0 }
#define TB_MU msm_bls12_377_mu
#define TB_HAS_1BIT 1
#define TB_FULL_MAX 4096
#define TB_MAX_N 4096
#define TB_EDGE_N 300

static void tb_generator(ecb_bls12_377_g1 *g) {
    *g = ECB_BLS12_377_G1_GENERATOR;
}

static void tb_scalar_random(ecb_bls12_377_scalar *s);

#include "msm_bls_test_impl.h"

/* uniform below r: rejection over 253-bit candidates */
static void tb_scalar_random(ecb_bls12_377_scalar *s) {
    uint8_t b[32];
    do {
        tl_random(b, sizeof b);
        b[0] &= 0x1f;
    } while (ecb_bls12_377_scalar_decode(s, b) != ECB_OK);
}
