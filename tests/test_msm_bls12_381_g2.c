/* The MSM engine on BLS12-381 G2 against the naive reference (tests/msm_bls_test_impl.h).
 * Fewer sizes than G1 to keep the test's time sane (every operation costs about three times
 * G1's): the sweep stops at 1000 points (4096 would take the naive reference alone seconds),
 * every strategy runs on 2 and 3 threads up to 300 points, and the repeated-point edge cases
 * use 120 points. */
#include "ecbatch.h"

#define TB_NAME "test_msm_bls12_381_g2"
#define TB_JAC ecb_bls12_381_g2
#define TB_AFF ecb_bls12_381_g2_affine
#define TB_SC ecb_bls12_381_scalar
#define TB_(op) ecb_bls12_381_g2_##op
#define TB_MSM ecb_msm_bls12_381_g2_var
#define TB_GROUP ECB_GROUP_BLS12_381_G2
#define TB_ENC ECB_BLS12_381_G2_BYTES
#define TB_ORDER                                                                                   \
    { 0xffffffff00000001ULL, 0x53bda402fffe5bfeULL, 0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL }
#define TB_U 0xd201000000010000ULL
#define TB_U2                                                                                      \
    { 0x0000000100000000ULL, 0xac45a4010001a402ULL, 0, 0 }
#define TB_MU msm_bls12_381_mu
#define TB_HAS_1BIT 0
#define TB_FULL_MAX 300
#define TB_MAX_N 1000
#define TB_EDGE_N 120

static void tb_generator(ecb_bls12_381_g2 *g) {
    ecb_bls12_381_g2_generator(g);
}

static void tb_scalar_random(ecb_bls12_381_scalar *s);

#include "msm_bls_test_impl.h"

static void tb_scalar_random(ecb_bls12_381_scalar *s) {
    uint8_t b[64];
    tl_random(b, sizeof b);
    ecb_bls12_381_scalar_reduce64(s, b);
}
