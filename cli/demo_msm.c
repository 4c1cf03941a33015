/* ecbatch demo, MSM section: multi-scalar multiplications at a few sizes with the strategy
 * the plan chose, its estimate and the measured time (the fastest of three), checked against
 * the naive sum. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "demo.h"
#include "clock.h"
#include "ecbatch.h"
#include "profile.h"

int demo_msm(void) {
    enum { NMAX = 4096 };
    static const size_t sizes[] = {16, 256, 4096};
    ecb_ristretto255_point *p = malloc(NMAX * sizeof *p), out, ref;
    ecb_ristretto255_scalar *s = malloc(NMAX * sizeof *s);
    ecb_msm_costs costs;
    if (p == NULL || s == NULL || cli_load_costs(NULL, ECB_GROUP_RISTRETTO255, &costs) != 0) {
        free(p);
        free(s);
        return 1;
    }
    uint8_t buf[64];
    for (size_t i = 0; i < NMAX; i++) {
        for (int k = 0; k < 64; k++)
            buf[k] = (uint8_t)(i * 131 + (size_t)k * 7 + (i >> 8));
        ecb_ristretto255_from_uniform_bytes(&p[i], buf);
        ecb_ristretto255_scalar_reduce64(&s[i], buf);
    }
    printf("\nMSM (ristretto255): sum s_i P_i, the plan picks the strategy; CPU times on this\n"
           "machine (other libraries: `ecbatch bench msm --compare FILE`)\n");
    int rc = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        size_t n = sizes[k];
        ecb_msm_plan_result used;
        ecb_msm_options opt = {0};
        opt.costs = &costs;
        opt.plan_used = &used;
        ecb_status st = ECB_OK;
        double ms = 1e30; /* the fastest of three runs */
        for (int run = 0; run < 3; run++) {
            double t0 = demo_cpu_ms();
            st |= ecb_msm_ristretto255_var(&out, p, s, n, &opt);
            double t = demo_cpu_ms() - t0;
            if (t < ms) ms = t;
        }
        opt.strategy = ECB_MSM_NAIVE;
        opt.plan_used = NULL;
        double t1 = demo_cpu_ms();
        ecb_status st2 = ecb_msm_ristretto255_var(&ref, p, s, n, &opt);
        double naive_ms = demo_cpu_ms() - t1;
        int ok = st == ECB_OK && st2 == ECB_OK && ecb_ristretto255_equal(&out, &ref);
        printf("  n = %4zu: %-10s window %2u %7.2f ms (estimate %.2f), %6.2f us/pt; naive "
               "%7.2f ms: %s\n",
               n, ecb_msm_strategy_name(used.strategy), used.window, ms, used.estimate_ns / 1e6,
               ms * 1e3 / (double)n, naive_ms, ok ? "equal" : "MISMATCH");
        rc |= !ok;
    }
    free(p);
    free(s);
    return rc;
}
