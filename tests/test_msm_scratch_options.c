/* ecb_msm_scratch_size_options: the scratch it reports suffices for every MSM run with those
 * options, whatever the scalars' length, for forced and automatic strategies on one and two
 * threads (ristretto255 and BLS12-381 G1); results equal the internally allocated run. */
#include "ecbatch.h"
#include "testlib.h"

enum { N = 64 };

static const unsigned lengths[] = {1, 5, 17, 64, 130, 200, 252};

/* A random scalar of at most `bits` bits, encoded in `big_endian` order (32 bytes). */
static void scalar_bytes(uint8_t out[32], unsigned bits, int big_endian) {
    uint8_t le[32];
    tl_random(le, 32);
    for (unsigned i = 0; i < 32; i++) {
        unsigned lo = 8 * i;
        if (lo >= bits)
            le[i] = 0;
        else if (bits - lo < 8)
            le[i] &= (uint8_t)((1u << (bits - lo)) - 1);
    }
    for (unsigned i = 0; i < 32; i++)
        out[i] = big_endian ? le[31 - i] : le[i];
}

static void check_ristretto255(const ecb_msm_options *base) {
    static ecb_ristretto255_point p[N];
    static ecb_ristretto255_scalar s[N];
    for (int i = 0; i < N; i++) {
        uint8_t wide[64];
        tl_random(wide, 64);
        ecb_ristretto255_from_uniform_bytes(&p[i], wide);
    }
    size_t need = ecb_msm_scratch_size_options(ECB_GROUP_RISTRETTO255, N, base);
    CHECK(need > 0);
    CHECK(need >= ecb_msm_scratch_size(ECB_GROUP_RISTRETTO255, N, NULL) || base->threads > 1 ||
          base->strategy != ECB_MSM_AUTO);
    unsigned char *buf = malloc(need);
    ecb_msm_options opt = *base;
    opt.scratch = buf;
    opt.scratch_size = need;
    for (size_t k = 0; k < sizeof lengths / sizeof lengths[0]; k++) {
        for (int i = 0; i < N; i++) {
            uint8_t b[32];
            scalar_bytes(b, lengths[k], 0);
            CHECK(ecb_ristretto255_scalar_decode(&s[i], b) == ECB_OK);
        }
        for (size_t n = 1; n <= N; n += 21) {
            ecb_ristretto255_point got, want;
            ecb_msm_options own = *base;
            CHECK(ecb_msm_ristretto255_var(&want, p, s, n, &own) == ECB_OK);
            CHECK(ecb_msm_ristretto255_var(&got, p, s, n, &opt) == ECB_OK);
            CHECK(ecb_ristretto255_equal(&got, &want));
        }
    }
    free(buf);
}

static void check_bls12_381_g1(const ecb_msm_options *base) {
    static ecb_bls12_381_g1 proj[N];
    static ecb_bls12_381_g1_affine p[N];
    static ecb_bls12_381_scalar s[N];
    ecb_bls12_381_g1 g;
    ecb_bls12_381_g1_generator(&g);
    for (int i = 0; i < N; i++) {
        uint8_t b[32];
        scalar_bytes(b, 128, 1);
        CHECK(ecb_bls12_381_scalar_decode(&s[i], b) == ECB_OK);
        ecb_bls12_381_g1_mul_var(&proj[i], &s[i], &g);
    }
    ecb_bls12_381_g1_batch_to_affine(p, proj, N);
    size_t need = ecb_msm_scratch_size_options(ECB_GROUP_BLS12_381_G1, N, base);
    CHECK(need > 0);
    /* never below the plan for the longest scalars (for pippenger on two threads, above it) */
    ecb_msm_plan_result longest;
    CHECK(ecb_msm_plan_ex(ECB_GROUP_BLS12_381_G1, N, 255, base->threads, NULL, base->strategy, 0,
                          &longest) == ECB_OK);
    CHECK(need >= ecb_msm_scratch_size(ECB_GROUP_BLS12_381_G1, N, &longest));
    unsigned char *buf = malloc(need);
    ecb_msm_options opt = *base;
    opt.scratch = buf;
    opt.scratch_size = need;
    static const unsigned bls_lengths[] = {1, 5, 17, 64, 130, 200, 255};
    for (size_t k = 0; k < sizeof bls_lengths / sizeof bls_lengths[0]; k++) {
        for (int i = 0; i < N; i++) {
            uint8_t b[32];
            scalar_bytes(b, bls_lengths[k], 1);
            if (bls_lengths[k] == 255) b[0] &= 0x3f; /* stay below r */
            CHECK(ecb_bls12_381_scalar_decode(&s[i], b) == ECB_OK);
        }
        for (size_t n = 1; n <= N; n += 21) {
            ecb_bls12_381_g1 got, want;
            ecb_msm_options own = *base;
            CHECK(ecb_msm_bls12_381_g1_var(&want, p, s, n, &own) == ECB_OK);
            CHECK(ecb_msm_bls12_381_g1_var(&got, p, s, n, &opt) == ECB_OK);
            CHECK(ecb_bls12_381_g1_equal(&got, &want));
        }
    }
    free(buf);
}

int main(void) {
    tl_init();
    static const struct {
        ecb_msm_strategy strategy;
        unsigned threads;
    } cases[] = {{ECB_MSM_AUTO, 1},      {ECB_MSM_AUTO, 2},          {ECB_MSM_PIPPENGER, 1},
                 {ECB_MSM_PIPPENGER, 2}, {ECB_MSM_STRAUS, 2},        {ECB_MSM_BATCH_AFFINE, 2},
                 {ECB_MSM_GLV, 2},       {ECB_MSM_DOUBLE_AND_ADD, 1}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ecb_msm_options o;
        memset(&o, 0, sizeof o);
        o.strategy = cases[i].strategy;
        o.threads = cases[i].threads;
        if (ecb_msm_strategy_available(ECB_GROUP_RISTRETTO255, o.strategy))
            check_ristretto255(&o);
        else
            CHECK(ecb_msm_scratch_size_options(ECB_GROUP_RISTRETTO255, N, &o) == 0);
        check_bls12_381_g1(&o);
    }
    /* NULL options: the size query of the one-thread plan; bad inputs give 0 */
    CHECK(ecb_msm_scratch_size_options(ECB_GROUP_BLS12_381_G1, N, NULL) ==
          ecb_msm_scratch_size(ECB_GROUP_BLS12_381_G1, N, NULL));
    ecb_msm_options bad;
    memset(&bad, 0, sizeof bad);
    CHECK(ecb_msm_scratch_size_options((ecb_group)ECB_GROUP_COUNT, N, &bad) == 0);
    CHECK(ecb_msm_scratch_size_options(ECB_GROUP_BLS12_381_G1, ECB_MSM_MAX_POINTS + 1, &bad) == 0);
    bad.threads = ECB_MSM_MAX_THREADS + 1;
    CHECK(ecb_msm_scratch_size_options(ECB_GROUP_BLS12_381_G1, N, &bad) == 0);
    bad.threads = 1;
    bad.strategy = ECB_MSM_PRECOMPUTED_STRAUS;
    CHECK(ecb_msm_scratch_size_options(ECB_GROUP_RISTRETTO255, N, &bad) == 0);
    bad.strategy = ECB_MSM_PIPPENGER;
    bad.window = 99;
    CHECK(ecb_msm_scratch_size_options(ECB_GROUP_BLS12_381_G1, N, &bad) == 0);
    return tl_finish("test_msm_scratch_options");
}
