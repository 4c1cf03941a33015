/* ecbatch demo, BLS12 MSM section: the plan's choice in BLS12-381 G1 and G2 and BLS12-377 G1
 * at a few sizes, each result checked against a second strategy (naive where it is quick). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "demo.h"
#include "clock.h"
#include "ecbatch.h"

/* 32 big-endian bytes of a scalar below 2^252 (below both groups' r) from the index. */
static void scalar_bytes(uint8_t out[32], size_t i) {
    for (int k = 0; k < 32; k++)
        out[k] = (uint8_t)(i * 167 + (size_t)k * 29 + (i >> 7) + 11);
    out[0] &= 0x0f;
}

/* The MSM through the plan (fastest of three runs), then once under `check`; prints the
 * line and sets rc when the results differ. */
#define DEMO_MSM_LINE(label, fn, eq, out_t, n, pts, sc, check)                                     \
    do {                                                                                           \
        out_t r1, r2;                                                                              \
        ecb_msm_plan_result used;                                                                  \
        ecb_msm_options opt = {0};                                                                 \
        opt.plan_used = &used;                                                                     \
        ecb_status st1 = ECB_OK;                                                                   \
        double ms = 1e30;                                                                          \
        for (int run = 0; run < 3; run++) {                                                        \
            double t0 = demo_cpu_ms();                                                             \
            st1 |= fn(&r1, pts, sc, n, &opt);                                                      \
            double t = demo_cpu_ms() - t0;                                                         \
            if (t < ms) ms = t;                                                                    \
        }                                                                                          \
        ecb_msm_options ref = {0};                                                                 \
        ref.strategy = check;                                                                      \
        ecb_status st2 = fn(&r2, pts, sc, n, &ref);                                                \
        int ok = st1 == ECB_OK && st2 == ECB_OK && eq(&r1, &r2);                                   \
        char what[48];                                                                             \
        if (used.strategy == ECB_MSM_GLV)                                                          \
            snprintf(what, sizeof what, "glv (%s)", ecb_msm_strategy_name(used.inner));            \
        else                                                                                       \
            snprintf(what, sizeof what, "%s", ecb_msm_strategy_name(used.strategy));               \
        printf("  %-3s n = %5zu: %-18s w %2u %8.2f ms (estimate %.2f), %7.2f us/pt", label,        \
               (size_t)n, what, used.window, ms, used.estimate_ns / 1e6, ms * 1e3 / (double)(n));  \
        printf("; = %s: %s\n", ecb_msm_strategy_name(check), ok ? "equal" : "MISMATCH");           \
        rc |= !ok;                                                                                 \
    } while (0)

int demo_msm_bls(void) {
    enum { NMAX = 16384, N2 = 256 };
    ecb_bls12_381_g1 *j1 = malloc(NMAX * sizeof *j1);
    ecb_bls12_381_g1_affine *a1 = malloc(NMAX * sizeof *a1);
    ecb_bls12_381_scalar *s1 = malloc(NMAX * sizeof *s1);
    ecb_bls12_381_g2 j2[N2];
    ecb_bls12_381_g2_affine a2[N2];
    ecb_bls12_377_g1 j7[64];
    ecb_bls12_377_g1_affine a7[64];
    ecb_bls12_377_scalar s7[64];
    int rc = 0;
    if (j1 == NULL || a1 == NULL || s1 == NULL) {
        rc = 1;
        goto done;
    }
    /* points: G, then P_i = P_{i-1} + G_step with a fixed odd step multiple */
    ecb_bls12_381_g1 g1, step1;
    ecb_bls12_381_g2 g2, step2;
    ecb_bls12_377_g1 g7, step7;
    ecb_bls12_381_scalar k;
    ecb_bls12_377_scalar k7;
    uint8_t b[32];
    scalar_bytes(b, 99991);
    ecb_bls12_381_scalar_decode(&k, b);
    ecb_bls12_377_scalar_decode(&k7, b);
    ecb_bls12_381_g1_generator(&g1);
    ecb_bls12_381_g1_mul_var(&step1, &k, &g1);
    ecb_bls12_381_g2_generator(&g2);
    ecb_bls12_381_g2_mul_var(&step2, &k, &g2);
    g7 = ECB_BLS12_377_G1_GENERATOR;
    ecb_bls12_377_g1_mul_var(&step7, &k7, &g7);
    j1[0] = g1;
    for (size_t i = 1; i < NMAX; i++)
        ecb_bls12_381_g1_add(&j1[i], &j1[i - 1], &step1);
    j2[0] = g2;
    for (size_t i = 1; i < N2; i++)
        ecb_bls12_381_g2_add(&j2[i], &j2[i - 1], &step2);
    j7[0] = g7;
    for (size_t i = 1; i < 64; i++)
        ecb_bls12_377_g1_add(&j7[i], &j7[i - 1], &step7);
    ecb_bls12_381_g1_batch_to_affine(a1, j1, NMAX);
    ecb_bls12_381_g2_batch_to_affine(a2, j2, N2);
    ecb_bls12_377_g1_batch_to_affine(a7, j7, 64);
    for (size_t i = 0; i < NMAX; i++) {
        scalar_bytes(b, i);
        ecb_bls12_381_scalar_decode(&s1[i], b);
        if (i < 64) ecb_bls12_377_scalar_decode(&s7[i], b);
    }

    printf("\nMSM (BLS12-381 G1 and G2, BLS12-377 G1): the plan's choice, each result checked by\n"
           "another strategy; CPU times on this machine (other libraries: `ecbatch bench msm\n"
           "--group G --compare FILE`)\n");
    static const struct {
        size_t n;
        ecb_msm_strategy check;
    } g1sizes[] = {{16, ECB_MSM_NAIVE},
                   {256, ECB_MSM_NAIVE},
                   {4096, ECB_MSM_PIPPENGER},
                   {16384, ECB_MSM_PIPPENGER}};
    for (size_t i = 0; i < sizeof g1sizes / sizeof g1sizes[0]; i++)
        DEMO_MSM_LINE("G1", ecb_msm_bls12_381_g1_var, ecb_bls12_381_g1_equal, ecb_bls12_381_g1,
                      g1sizes[i].n, a1, s1, g1sizes[i].check);
    static const size_t g2sizes[] = {16, 256};
    for (size_t i = 0; i < sizeof g2sizes / sizeof g2sizes[0]; i++)
        DEMO_MSM_LINE("G2", ecb_msm_bls12_381_g2_var, ecb_bls12_381_g2_equal, ecb_bls12_381_g2,
                      g2sizes[i], a2, s1, ECB_MSM_STRAUS);
    static const size_t g7sizes[] = {13, 32, 64};
    for (size_t i = 0; i < sizeof g7sizes / sizeof g7sizes[0]; i++)
        DEMO_MSM_LINE("377", ecb_msm_bls12_377_g1_var, ecb_bls12_377_g1_equal, ecb_bls12_377_g1,
                      g7sizes[i], a7, s7, ECB_MSM_DOUBLE_AND_ADD);
done:
    free(j1);
    free(a1);
    free(s1);
    return rc;
}
