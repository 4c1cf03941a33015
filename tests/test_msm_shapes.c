/* Every kernel shape of ristretto255 at the active level (ecb_msm_shape_name; the *_cpu_*
 * reruns pin the levels, where the lower ones list none) run alone: unit costs that make all
 * other shapes dear put the plan on it (checked with msm_plan_shape), and its Pippenger sums
 * equal the naive MSM's (sum of constant-time multiplications) across the kernel's edges:
 * chunk lengths around multiples of the 8 lanes (1, 7, 8, 9, 63, 200), windows with fewer
 * than and at least MSM_X8_ROWS_MIN = 128 buckets (c = 4 and c = 9, whose lane reduction runs
 * in rows), scalars with a zero digit in every window (short ones), and two threads with the
 * points in chunks. Straus's two chain forms (the single chain and the level's pair shape,
 * each forced by unit costs) give the naive MSM's sums at every n in 1..70, plain and with
 * precomputed tables. */
#include "testlib.h"

#include "ecbatch.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"
#include "util/cpu.h"

#define MAX_N 200
#define STRAUS_MAX_N 70

static const size_t sizes[] = {1, 7, 8, 9, 63, MAX_N};
static const unsigned windows[] = {4, 9};

static ecb_ristretto255_point points[MAX_N];
static ecb_ristretto255_scalar scalars[MAX_N];

static void random_inputs(size_t n, int short_scalars) {
    for (size_t i = 0; i < n; i++) {
        uint8_t u[64];
        tl_random(u, sizeof u);
        ecb_ristretto255_from_uniform_bytes(&points[i], u);
        tl_random(u, sizeof u);
        ecb_ristretto255_scalar_reduce64(&scalars[i], u);
        if (short_scalars) scalars[i].v[1] = scalars[i].v[2] = scalars[i].v[3] = 0;
    }
}

static void run_shape(const msm_group_desc *d, unsigned k) {
    ecb_msm_costs costs;
    CHECK(ecb_msm_costs_default(ECB_GROUP_RISTRETTO255, &costs) == ECB_OK);
    for (unsigned o = 0; o < d->n_shapes; o++)
        costs.shape[o] = o == k ? 1 : 1e6;
    costs.thread = 0;
    unsigned runs = 0;
    for (size_t ni = 0; ni < sizeof sizes / sizeof sizes[0]; ni++)
        for (int shrt = 0; shrt < 2; shrt++) {
            size_t n = sizes[ni];
            random_inputs(n, shrt);
            ecb_ristretto255_point want, got;
            ecb_msm_options naive = {0};
            naive.strategy = ECB_MSM_NAIVE;
            CHECK(ecb_msm_ristretto255_var(&want, points, scalars, n, &naive) == ECB_OK);
            for (size_t wi = 0; wi < 2; wi++)
                for (unsigned th = 1; th <= 2; th++) {
                    ecb_msm_plan_result used;
                    ecb_msm_options o = {0};
                    o.strategy = ECB_MSM_PIPPENGER;
                    o.window = windows[wi];
                    o.threads = th;
                    o.costs = &costs;
                    o.plan_used = &used;
                    CHECK(ecb_msm_ristretto255_var(&got, points, scalars, n, &o) == ECB_OK);
                    CHECK(ecb_ristretto255_equal(&got, &want));
                    CHECK(used.strategy == ECB_MSM_PIPPENGER && used.window == windows[wi]);
                    const msm_shape *ran = msm_plan_shape(d, &costs, &used);
                    CHECK(ran == (d->shapes[k]->pippenger ? d->shapes[k] : NULL));
                    runs++;
                }
        }
    CHECK(runs == 2 * 2 * 2 * sizeof sizes / sizeof sizes[0]);
}

/* Straus at every n in 1..STRAUS_MAX_N, on one and two threads, and precomputed Straus (half the
 * points static), in the form forced by costs: pair = 1 the shape k's chain (cheap units),
 * else the single chain (dear ones); checked against the naive MSM and msm_plan_shape. */
static void run_straus(const msm_group_desc *d, int k, int pair) {
    ecb_msm_costs costs;
    CHECK(ecb_msm_costs_default(ECB_GROUP_RISTRETTO255, &costs) == ECB_OK);
    if (k >= 0) costs.shape[k] = costs.shape_dbl[k] = pair ? 1 : 1e6;
    const msm_shape *want_shape = pair ? d->shapes[k] : NULL;
    random_inputs(STRAUS_MAX_N, 0);
    ecb_msm_ristretto255_precomp *pre = NULL;
    CHECK(ecb_msm_ristretto255_precomp_new(&pre, points, STRAUS_MAX_N, 5) == ECB_OK);
    for (size_t n = 1; n <= STRAUS_MAX_N; n++) {
        ecb_ristretto255_point want, got;
        ecb_msm_options naive = {0};
        naive.strategy = ECB_MSM_NAIVE;
        CHECK(ecb_msm_ristretto255_var(&want, points, scalars, n, &naive) == ECB_OK);
        for (unsigned th = 1; th <= 2; th++) {
            ecb_msm_plan_result used;
            ecb_msm_options o = {0};
            o.strategy = ECB_MSM_STRAUS;
            o.threads = th;
            o.costs = &costs;
            o.plan_used = &used;
            CHECK(ecb_msm_ristretto255_var(&got, points, scalars, n, &o) == ECB_OK);
            CHECK(ecb_ristretto255_equal(&got, &want));
            CHECK(used.strategy == ECB_MSM_STRAUS);
            CHECK(msm_plan_shape(d, &costs, &used) == want_shape);
        }
        /* the first n/2 points static, the others dynamic */
        size_t ns = n / 2;
        ecb_msm_plan_result used;
        ecb_msm_options o = {0};
        o.strategy = ECB_MSM_PRECOMPUTED_STRAUS;
        o.costs = &costs;
        o.plan_used = &used;
        CHECK(ecb_msm_ristretto255_precomp_var(&got, pre, scalars, ns, points + ns, scalars + ns,
                                               n - ns, &o) == ECB_OK);
        CHECK(ecb_ristretto255_equal(&got, &want));
        CHECK(used.strategy == ECB_MSM_PRECOMPUTED_STRAUS);
        CHECK(msm_plan_precomp_shape(d, &costs, &used, ns, 5) == want_shape);
    }
    ecb_msm_ristretto255_precomp_free(pre);
}

int main(void) {
    tl_init();
    const msm_group_desc *d = msm_group_lookup(ECB_GROUP_RISTRETTO255);
    CHECK(d != NULL);
    unsigned named = 0;
    while (named < ECB_MSM_MAX_SHAPES && ecb_msm_shape_name(ECB_GROUP_RISTRETTO255, named))
        named++;
    CHECK(named == d->n_shapes);
    CHECK(ecb_cpu_level_get() == ECB_CPU_IFMA ? d->n_shapes >= 2 : d->n_shapes == 0);
    int straus = -1;
    for (unsigned k = 0; k < d->n_shapes; k++) {
        if (d->shapes[k]->strategy == ECB_MSM_STRAUS) {
            straus = (int)k;
            continue;
        }
        run_shape(d, k);
    }
    CHECK(ecb_cpu_level_get() == ECB_CPU_IFMA ? straus >= 0 : straus < 0);
    run_straus(d, straus, 0);
    if (straus >= 0) run_straus(d, straus, 1);
    return tl_finish("test_msm_shapes");
}
