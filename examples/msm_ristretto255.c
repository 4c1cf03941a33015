/* Example: a multi-scalar multiplication over ristretto255 with the installed ecbatch.
 *
 * Computes S = k_0 P_0 + ... + k_{n-1} P_{n-1} with ecb_msm_ristretto255_var for points
 * P_i = a_i B (B the base point): once with the plan's choice of strategy on one thread, once
 * forcing Pippenger on two threads, and checks both against a second route,
 * S = (k_0 a_0 + ... + k_{n-1} a_{n-1}) B, one fixed-base multiplication. Prints the plan and
 * the encodings; exits 1 on any mismatch.
 *
 * The MSM functions are variable time: they are for public points and scalars (verifying),
 * never for secrets.
 *
 * Build against an installed ecbatch:
 *   cc msm_ristretto255.c $(pkg-config --cflags --libs ecbatch)
 * or with CMake: find_package(ecbatch) and link ecbatch::ecbatch (see CMakeLists.txt here). */
#include <ecbatch.h>
#include <stdio.h>
#include <string.h>

#define N 40

static void print_hex(const char *label, const uint8_t *b, size_t len) {
    printf("%-32s ", label);
    for (size_t i = 0; i < len; i++)
        printf("%02x", b[i]);
    printf("\n");
}

int main(void) {
    static ecb_ristretto255_point points[N];
    static ecb_ristretto255_scalar scalars[N];
    ecb_ristretto255_point sum, forced, check;
    ecb_ristretto255_scalar a, combined, t;
    uint8_t enc_sum[ECB_RISTRETTO255_BYTES], enc_forced[ECB_RISTRETTO255_BYTES],
        enc_check[ECB_RISTRETTO255_BYTES];

    /* public inputs: P_i = a_i B with a_i = 1000 + i; scalars k_i = 3^(i+1) * 12345 mod l */
    ecb_ristretto255_scalar_from_u64(&combined, 0);
    ecb_ristretto255_scalar_from_u64(&t, 12345);
    for (int i = 0; i < N; i++) {
        ecb_ristretto255_scalar three;
        ecb_ristretto255_scalar_from_u64(&three, 3);
        ecb_ristretto255_scalar_mul(&t, &t, &three);
        scalars[i] = t;
        ecb_ristretto255_scalar_from_u64(&a, 1000 + (uint64_t)i);
        ecb_ristretto255_base_mult(&points[i], &a);
        ecb_ristretto255_scalar_mul(&a, &a, &scalars[i]);
        ecb_ristretto255_scalar_add(&combined, &combined, &a);
    }

    /* the plan's choice, one thread; plan_used reports what ran */
    ecb_msm_plan_result plan;
    ecb_msm_options opt;
    memset(&opt, 0, sizeof opt);
    opt.strategy = ECB_MSM_AUTO;
    opt.plan_used = &plan;
    ecb_status st = ecb_msm_ristretto255_var(&sum, points, scalars, N, &opt);
    printf("MSM of %d ristretto255 points: %s, plan %s (window %u, estimate %.0f us)\n", N,
           ecb_status_str(st), ecb_msm_strategy_name(plan.strategy), plan.window,
           plan.estimate_ns / 1e3);
    ecb_ristretto255_encode(enc_sum, &sum);

    /* Pippenger forced, two threads: the result does not depend on either choice */
    opt.strategy = ECB_MSM_PIPPENGER;
    opt.threads = 2;
    ecb_status st2 = ecb_msm_ristretto255_var(&forced, points, scalars, N, &opt);
    ecb_ristretto255_encode(enc_forced, &forced);

    /* the check: one fixed-base multiplication by the combined scalar */
    ecb_ristretto255_base_mult(&check, &combined);
    ecb_ristretto255_encode(enc_check, &check);

    print_hex("sum k_i P_i (auto):", enc_sum, sizeof enc_sum);
    print_hex("sum k_i P_i (pippenger, 2 thr):", enc_forced, sizeof enc_forced);
    print_hex("(sum k_i a_i) B:", enc_check, sizeof enc_check);
    if (st != ECB_OK || st2 != ECB_OK || memcmp(enc_sum, enc_check, sizeof enc_sum) != 0 ||
        memcmp(enc_forced, enc_check, sizeof enc_forced) != 0) {
        printf("MISMATCH\n");
        return 1;
    }
    printf("ok\n");
    return 0;
}
