/* The bucket methods with their points split into chunks (plan.point_chunks = X > 1, one task
 * per window and chunk; chunk x holds points [n x / X, n (x + 1) / X)) where X does not
 * divide n, so that the chunks differ in length: ristretto255's Pippenger (the multi-buffer
 * kernel of msm_ristretto255_pippenger_x8_impl.h at level ifma, msm_pippenger_impl.h at adx and
 * portable; the *_cpu_* reruns pin each level) and BLS12-381 G1's Pippenger and batch-affine,
 * each against the same group's naive MSM (sum of constant-time multiplications) on one
 * thread. Short scalars (8 and 16 bits) leave one or two windows, so 2 and 3 threads can only
 * be used by chunking the points; unit costs with a free thread start make the plan do so.
 * n = 47 and 101 are prime, so no X > 1 divides them; every (method, threads) pair must have
 * run with X > 1. */
#include "testlib.h"

#include "ecbatch.h"

#define MAX_N 101

static const size_t sizes[] = {47, MAX_N};
static const unsigned scalar_bits[] = {8, 16};

/* a nonzero scalar below 2^bits, as 4 little-endian limbs */
static void short_scalar(uint64_t v[4], unsigned bits) {
    uint64_t r;
    tl_random(&r, sizeof r);
    r &= ((uint64_t)1 << bits) - 1;
    v[0] = r ? r : 1;
    v[1] = v[2] = v[3] = 0;
}

/* options forcing strategy s and window w on th threads, the plan's chunking read back */
static ecb_msm_options options_for(ecb_msm_strategy s, unsigned w, unsigned th,
                                   const ecb_msm_costs *costs, ecb_msm_plan_result *used) {
    ecb_msm_options o = {0};
    o.strategy = s;
    o.window = w;
    o.threads = th;
    o.costs = costs;
    o.plan_used = used;
    return o;
}

/* ---- ristretto255 ----------------------------------------------------------------------- */

static void ristretto255_chunks(void) {
    static ecb_ristretto255_point p[MAX_N];
    static ecb_ristretto255_scalar s[MAX_N];
    ecb_msm_costs costs;
    CHECK(ecb_msm_costs_default(ECB_GROUP_RISTRETTO255, &costs) == ECB_OK);
    costs.thread = 0;
    unsigned chunked[4] = {0};
    for (size_t i = 0; i < MAX_N; i++) {
        uint8_t u[64];
        tl_random(u, sizeof u);
        ecb_ristretto255_from_uniform_bytes(&p[i], u);
    }
    for (size_t ni = 0; ni < 2; ni++)
        for (size_t bi = 0; bi < 2; bi++) {
            size_t n = sizes[ni];
            for (size_t i = 0; i < n; i++)
                short_scalar(s[i].v, scalar_bits[bi]);
            ecb_ristretto255_point want, got;
            ecb_msm_options naive = options_for(ECB_MSM_NAIVE, 0, 1, NULL, NULL);
            CHECK(ecb_msm_ristretto255_var(&want, p, s, n, &naive) == ECB_OK);
            for (unsigned th = 2; th <= 3; th++)
                for (unsigned w = 4; w <= 10; w++) {
                    ecb_msm_plan_result used;
                    ecb_msm_options o = options_for(ECB_MSM_PIPPENGER, w, th, &costs, &used);
                    CHECK(ecb_msm_ristretto255_var(&got, p, s, n, &o) == ECB_OK);
                    CHECK(ecb_ristretto255_equal(&got, &want));
                    if (used.point_chunks > 1 && n % used.point_chunks != 0) chunked[th]++;
                }
        }
    CHECK(chunked[2] > 0 && chunked[3] > 0);
}

/* ---- BLS12-381 G1 ----------------------------------------------------------------------- */

static void g1_chunks(void) {
    static ecb_bls12_381_g1 jac[MAX_N];
    static ecb_bls12_381_g1_affine p[MAX_N];
    static ecb_bls12_381_scalar s[MAX_N];
    static const ecb_msm_strategy methods[] = {ECB_MSM_PIPPENGER, ECB_MSM_BATCH_AFFINE};
    ecb_msm_costs costs;
    CHECK(ecb_msm_costs_default(ECB_GROUP_BLS12_381_G1, &costs) == ECB_OK);
    costs.thread = 0;
    unsigned chunked[2][4] = {{0}};
    ecb_bls12_381_g1 g;
    ecb_bls12_381_g1_generator(&g);
    for (size_t i = 0; i < MAX_N; i++) {
        ecb_bls12_381_scalar k = {{0}};
        tl_random(k.v, 3 * sizeof k.v[0]); /* below 2^192 < r */
        ecb_bls12_381_g1_mul_var(&jac[i], &k, &g);
    }
    ecb_bls12_381_g1_batch_to_affine(p, jac, MAX_N);
    for (size_t ni = 0; ni < 2; ni++)
        for (size_t bi = 0; bi < 2; bi++) {
            size_t n = sizes[ni];
            for (size_t i = 0; i < n; i++)
                short_scalar(s[i].v, scalar_bits[bi]);
            ecb_bls12_381_g1 want, got;
            ecb_msm_options naive = options_for(ECB_MSM_NAIVE, 0, 1, NULL, NULL);
            CHECK(ecb_msm_bls12_381_g1_var(&want, p, s, n, &naive) == ECB_OK);
            for (size_t mi = 0; mi < 2; mi++)
                for (unsigned th = 2; th <= 3; th++)
                    for (unsigned w = 4; w <= 10; w++) {
                        ecb_msm_plan_result used;
                        ecb_msm_options o = options_for(methods[mi], w, th, &costs, &used);
                        CHECK(ecb_msm_bls12_381_g1_var(&got, p, s, n, &o) == ECB_OK);
                        CHECK(ecb_bls12_381_g1_equal(&got, &want));
                        if (used.point_chunks > 1 && n % used.point_chunks != 0) chunked[mi][th]++;
                    }
        }
    for (size_t mi = 0; mi < 2; mi++)
        CHECK(chunked[mi][2] > 0 && chunked[mi][3] > 0);
}

int main(void) {
    tl_init();
    ristretto255_chunks();
    g1_chunks();
    return tl_finish("test_msm_pippenger_chunks");
}
