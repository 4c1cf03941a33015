/* Every kernel shape of every group at the active level (ecb_msm_shape_name; the *_cpu_*
 * reruns pin the levels, where the lower ones list none) run alone: figures set for the shapes
 * (ecb_msm_shape_cost_set) that make all others dear put the plan on it (checked with
 * msm_plan_shape), and its sums equal the naive MSM's (sum of constant-time multiplications).
 *
 * ristretto255: Pippenger's shapes across the kernel's edges: chunk lengths around multiples
 * of the 8 lanes (1, 7, 8, 9, 63, 200), windows with fewer than and at least
 * MSM_X8_ROWS_MIN = 128 buckets (c = 4 and c = 9, whose lane reduction runs in rows), scalars
 * with a zero digit in every window (short ones), and two threads with the points in chunks.
 * Straus's two chain forms (the single chain and the level's pair shape, each forced by unit
 * costs) give the naive MSM's sums at every n in 1..70, plain and with precomputed tables.
 *
 * The short Weierstrass groups (BLS12-381 G1 and G2, BLS12-377 G1, BN254 G1): at level ifma
 * the batch-affine strategy's two shapes, the eight-lane batch and the serial loop, and no
 * shape at the lower levels; each run as batch-affine and as GLV over batch-affine, at windows
 * whose running sums run in batches (c = 5: dense buckets, MSM_BA_RS_MIN of them joined) and
 * in XYZZ (c = 9), on one and two threads, with n = 1, 30 (batches below the lanes' minimum)
 * and 300 (quick: 100), some scalars zero or short. */
#include <stdlib.h>
#include <string.h>

#include "testlib.h"

#include "ecbatch.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"
#include "msm/weierstrass/msm_weierstrass_lanes.h"
#include "util/cpu.h"

#define MAX_N 200
#define STRAUS_MAX_N 70

static const size_t sizes[] = {1, 7, 8, 9, 63, MAX_N};
static const unsigned windows[] = {4, 9};

static ecb_ristretto255_point points[MAX_N];
static ecb_ristretto255_scalar scalars[MAX_N];

/* Sets kernel shape k of group g's active level to unit and dbl (0: built-in). */
static void shape_set(ecb_group g, unsigned k, double unit, double dbl) {
    CHECK(ecb_msm_shape_cost_set(g, ecb_msm_shape_name(g, k), unit, dbl) == ECB_OK);
}

/* Every shape of g back to its built-in figures. */
static void shapes_reset(ecb_group g) {
    for (unsigned k = 0; ecb_msm_shape_name(g, k) != NULL; k++)
        shape_set(g, k, 0, 0);
}

/* Shape k of g cheap (1 ns), every other one of g dear (1e6 ns). */
static void shapes_force(ecb_group g, unsigned k) {
    const msm_group_desc *d = msm_group_lookup(g);
    for (unsigned o = 0; o < d->n_shapes; o++) {
        double v = o == k ? 1 : 1e6;
        shape_set(g, o, v, d->shapes[o]->strategy == ECB_MSM_STRAUS ? v : 0);
    }
}

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
    shapes_force(ECB_GROUP_RISTRETTO255, k);
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
    shapes_reset(ECB_GROUP_RISTRETTO255);
}

/* Straus at every n in 1..STRAUS_MAX_N, on one and two threads, and precomputed Straus (half the
 * points static), in the form forced by costs: pair = 1 the shape k's chain (cheap units),
 * else the single chain (dear ones); checked against the naive MSM and msm_plan_shape. */
static void run_straus(const msm_group_desc *d, int k, int pair) {
    ecb_msm_costs costs;
    CHECK(ecb_msm_costs_default(ECB_GROUP_RISTRETTO255, &costs) == ECB_OK);
    shapes_reset(ECB_GROUP_RISTRETTO255);
    if (k >= 0) shape_set(ECB_GROUP_RISTRETTO255, (unsigned)k, pair ? 1 : 1e6, pair ? 1 : 1e6);
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
    shapes_reset(ECB_GROUP_RISTRETTO255);
}

/* ---- the short Weierstrass groups' batch-affine shapes ------------------------------------ */

#define W_MAX_N 300

/* One short Weierstrass group through its public calls, points and results as bytes. */
typedef struct wgroup {
    ecb_group g;
    size_t jac_size, aff_size;
    void (*points)(void *aff, size_t n); /* P_i = (i + 1) G */
    ecb_status (*msm)(void *out, const void *aff, const void *sc, size_t n,
                      const ecb_msm_options *o);
    int (*equal)(const void *a, const void *b);
} wgroup;

static void g1_381_points(void *aff, size_t n) {
    ecb_bls12_381_g1 g, *jac = malloc(n * sizeof *jac);
    CHECK(jac != NULL);
    ecb_bls12_381_g1_generator(&g);
    jac[0] = g;
    for (size_t i = 1; i < n; i++)
        ecb_bls12_381_g1_add(&jac[i], &jac[i - 1], &g);
    ecb_bls12_381_g1_batch_to_affine(aff, jac, n);
    free(jac);
}
static ecb_status g1_381_msm(void *out, const void *aff, const void *sc, size_t n,
                             const ecb_msm_options *o) {
    return ecb_msm_bls12_381_g1_var(out, aff, sc, n, o);
}
static int g1_381_equal(const void *a, const void *b) {
    return ecb_bls12_381_g1_equal(a, b);
}

static void g2_381_points(void *aff, size_t n) {
    ecb_bls12_381_g2 g, *jac = malloc(n * sizeof *jac);
    CHECK(jac != NULL);
    ecb_bls12_381_g2_generator(&g);
    jac[0] = g;
    for (size_t i = 1; i < n; i++)
        ecb_bls12_381_g2_add(&jac[i], &jac[i - 1], &g);
    ecb_bls12_381_g2_batch_to_affine(aff, jac, n);
    free(jac);
}
static ecb_status g2_381_msm(void *out, const void *aff, const void *sc, size_t n,
                             const ecb_msm_options *o) {
    return ecb_msm_bls12_381_g2_var(out, aff, sc, n, o);
}
static int g2_381_equal(const void *a, const void *b) {
    return ecb_bls12_381_g2_equal(a, b);
}

static void g1_377_points(void *aff, size_t n) {
    ecb_bls12_377_g1 *jac = malloc(n * sizeof *jac);
    CHECK(jac != NULL);
    jac[0] = ECB_BLS12_377_G1_GENERATOR;
    for (size_t i = 1; i < n; i++)
        ecb_bls12_377_g1_add(&jac[i], &jac[i - 1], &ECB_BLS12_377_G1_GENERATOR);
    ecb_bls12_377_g1_batch_to_affine(aff, jac, n);
    free(jac);
}
static ecb_status g1_377_msm(void *out, const void *aff, const void *sc, size_t n,
                             const ecb_msm_options *o) {
    return ecb_msm_bls12_377_g1_var(out, aff, sc, n, o);
}
static int g1_377_equal(const void *a, const void *b) {
    return ecb_bls12_377_g1_equal(a, b);
}

static void g1_254_points(void *aff, size_t n) {
    ecb_bn254_g1 *jac = malloc(n * sizeof *jac);
    CHECK(jac != NULL);
    jac[0] = ECB_BN254_G1_GENERATOR;
    for (size_t i = 1; i < n; i++)
        ecb_bn254_g1_add(&jac[i], &jac[i - 1], &ECB_BN254_G1_GENERATOR);
    ecb_bn254_g1_batch_to_affine(aff, jac, n);
    free(jac);
}
static ecb_status g1_254_msm(void *out, const void *aff, const void *sc, size_t n,
                             const ecb_msm_options *o) {
    return ecb_msm_bn254_g1_var(out, aff, sc, n, o);
}
static int g1_254_equal(const void *a, const void *b) {
    return ecb_bn254_g1_equal(a, b);
}

static const wgroup wgroups[] = {
    {ECB_GROUP_BLS12_381_G1, sizeof(ecb_bls12_381_g1), sizeof(ecb_bls12_381_g1_affine),
     g1_381_points, g1_381_msm, g1_381_equal},
    {ECB_GROUP_BLS12_381_G2, sizeof(ecb_bls12_381_g2), sizeof(ecb_bls12_381_g2_affine),
     g2_381_points, g2_381_msm, g2_381_equal},
    {ECB_GROUP_BLS12_377_G1, sizeof(ecb_bls12_377_g1), sizeof(ecb_bls12_377_g1_affine),
     g1_377_points, g1_377_msm, g1_377_equal},
    {ECB_GROUP_BN254_G1, sizeof(ecb_bn254_g1), sizeof(ecb_bn254_g1_affine), g1_254_points,
     g1_254_msm, g1_254_equal},
};

/* n scalars below 2^251 (below every group's order), every seventh zero, every fifth short. */
static void w_scalars(uint64_t (*s)[4], size_t n) {
    for (size_t i = 0; i < n; i++) {
        tl_random(s[i], sizeof s[i]);
        s[i][3] &= ((uint64_t)1 << 59) - 1;
        if (i % 5 == 4) s[i][1] = s[i][2] = s[i][3] = 0;
        if (i % 7 == 6) s[i][0] = s[i][1] = s[i][2] = s[i][3] = 0;
    }
}

/* Group w's shapes: the eight-lane batch and the serial loop at level ifma (where built), none
 * below; each forced alone gives the naive MSM's sums, as batch-affine and as GLV over it. */
static void run_weierstrass(const wgroup *w) {
    const msm_group_desc *d = msm_group_lookup(w->g);
    CHECK(d != NULL);
    unsigned named = 0;
    while (ecb_msm_shape_name(w->g, named) != NULL)
        named++;
    CHECK(named == d->n_shapes && d->n_shapes <= MSM_SHAPES_MAX);
    int lanes = msm_weierstrass_lanes() == 8;
    CHECK(d->n_shapes == (lanes ? 2u : 0u));
    if (lanes) {
        CHECK(strcmp(ecb_msm_shape_name(w->g, 0), "batch_affine_x8_ifma") == 0);
        CHECK(strcmp(ecb_msm_shape_name(w->g, 1), "batch_affine_serial") == 0);
        CHECK(d->shapes[0]->strategy == ECB_MSM_BATCH_AFFINE && d->shapes[0]->lanes == 8);
        CHECK(d->shapes[1]->strategy == ECB_MSM_BATCH_AFFINE && d->shapes[1]->lanes == 1);
    }
    const size_t nmax = tl_quick() ? 100 : W_MAX_N;
    const size_t ns[] = {1, 30, nmax};
    static const unsigned w_windows[] = {5, 9};
    unsigned char *aff = malloc(nmax * w->aff_size), *want = malloc(w->jac_size),
                  *got = malloc(w->jac_size);
    uint64_t(*sc)[4] = malloc(nmax * sizeof *sc);
    CHECK(aff != NULL && want != NULL && got != NULL && sc != NULL);
    w->points(aff, nmax);
    w_scalars(sc, nmax);
    unsigned runs = 0;
    /* k = d->n_shapes: none listed (the lower levels), the engine's own batches */
    for (unsigned k = 0; k < (d->n_shapes ? d->n_shapes : 1); k++) {
        if (d->n_shapes) shapes_force(w->g, k);
        const msm_shape *want_shape = d->n_shapes ? d->shapes[k] : NULL;
        for (size_t ni = 0; ni < sizeof ns / sizeof ns[0]; ni++) {
            ecb_msm_options naive = {0};
            naive.strategy = ECB_MSM_NAIVE;
            CHECK(w->msm(want, aff, sc, ns[ni], &naive) == ECB_OK);
            for (int glv = 0; glv < 2; glv++)
                for (size_t wi = 0; wi < sizeof w_windows / sizeof w_windows[0]; wi++)
                    for (unsigned th = 1; th <= 2; th++) {
                        ecb_msm_plan_result used;
                        ecb_msm_options o = {0};
                        o.strategy = glv ? ECB_MSM_GLV : ECB_MSM_BATCH_AFFINE;
                        o.inner = glv ? ECB_MSM_BATCH_AFFINE : ECB_MSM_AUTO;
                        o.window = w_windows[wi];
                        o.threads = th;
                        o.plan_used = &used;
                        CHECK(w->msm(got, aff, sc, ns[ni], &o) == ECB_OK);
                        CHECK(w->equal(got, want));
                        CHECK(used.strategy == o.strategy && used.window == w_windows[wi]);
                        if (used.n > 0) CHECK(msm_plan_shape(d, NULL, &used) == want_shape);
                        if (want_shape != NULL && used.n > 0) {
                            const char *name = ecb_msm_plan_shape_name(w->g, &used, NULL);
                            CHECK(name != NULL && strcmp(name, want_shape->name) == 0);
                        }
                        runs++;
                    }
        }
    }
    CHECK(runs == (d->n_shapes ? d->n_shapes : 1) * 3 * 2 * 2 * 2);
    shapes_reset(w->g);
    free(aff);
    free(want);
    free(got);
    free(sc);
}

int main(void) {
    tl_init();
    const msm_group_desc *d = msm_group_lookup(ECB_GROUP_RISTRETTO255);
    CHECK(d != NULL);
    unsigned named = 0;
    while (ecb_msm_shape_name(ECB_GROUP_RISTRETTO255, named))
        named++;
    CHECK(named == d->n_shapes && d->n_shapes <= MSM_SHAPES_MAX);
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
    for (size_t i = 0; i < sizeof wgroups / sizeof wgroups[0]; i++)
        run_weierstrass(&wgroups[i]);
    return tl_finish("test_msm_shapes");
}
