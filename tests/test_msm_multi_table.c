/* ristretto255's many-MSM table (ECB_MSM_MULTI_TABLE, msm_multi_ristretto255.c) where the
 * shapes of test_msm_multi do not reach, at the kernel level the run selects (the *_cpu_*
 * reruns pin the others), against a reference sum of constant-time scalar multiplications:
 *   the threaded build: 2 and 3 threads split the bases into blocks of ceil(n / (4 threads)),
 *   and n = 13 and n = 100 leave a short last block (every n test_msm_multi uses fills its
 *   blocks); the rows must equal the one-thread table's and the independent rows';
 *   several passes: the table stays below 64 MiB (MSM_MULTI_R255_TABLE_BYTES) by raising its
 *   passes k, which only inputs of megabytes need; msm_multi_r255_run lowers the bound, so
 *   the same rows run with k > 1 and must equal the one-pass table's, and the table must
 *   keep within the bound and cover every window (k T >= W). */
#include "testlib.h"

#include "ecbatch.h"
#include "msm/plan/msm_plan.h"
#include "msm/groups/ristretto255/msm_multi_ristretto255.h"

#define MAX_N 100
#define ROWS 3

typedef ecb_ristretto255_point point;
typedef ecb_ristretto255_scalar scalar;

static point pts[MAX_N];
static scalar ks[ROWS * MAX_N];

static void random_inputs(size_t n, unsigned short_every) {
    for (size_t i = 0; i < n; i++) {
        uint8_t u[64];
        tl_random(u, sizeof u);
        ecb_ristretto255_from_uniform_bytes(&pts[i], u);
    }
    for (size_t i = 0; i < ROWS * n; i++) {
        uint8_t u[64];
        tl_random(u, sizeof u);
        ecb_ristretto255_scalar_reduce64(&ks[i], u);
        if (short_every && i % short_every == 0) ks[i].v[3] = ks[i].v[2] = ks[i].v[1] = 0;
    }
}

static void reference(point want[ROWS], size_t n) {
    for (size_t r = 0; r < ROWS; r++) {
        point t;
        ecb_ristretto255_identity(&want[r]);
        for (size_t i = 0; i < n; i++) {
            ecb_ristretto255_scalar_mult(&t, &ks[r * n + i], &pts[i]);
            ecb_ristretto255_add(&want[r], &want[r], &t);
        }
    }
}

static int rows_equal(const point *a, const point *b) {
    int ok = 1;
    for (size_t r = 0; r < ROWS; r++)
        ok &= ecb_ristretto255_equal(&a[r], &b[r]);
    return ok;
}

/* The table on 1, 2 and 3 threads, and the independent rows, equal the reference. */
static void threaded_build(size_t n) {
    point want[ROWS], got[ROWS], one_thread[ROWS];
    random_inputs(n, 0);
    reference(want, n);
    for (unsigned th = 1; th <= 3; th++) {
        ecb_msm_multi_plan_result plan;
        ecb_msm_multi_options o = {ECB_MSM_MULTI_TABLE, th, NULL, &plan};
        CHECK(ecb_msm_multi_ristretto255_var(got, pts, n, ks, ROWS, &o) == ECB_OK);
        CHECK(plan.method == ECB_MSM_MULTI_TABLE);
        CHECK(rows_equal(got, want));
        if (th == 1) memcpy(one_thread, got, sizeof got);
        CHECK(rows_equal(got, one_thread));
    }
    ecb_msm_multi_options indep = {ECB_MSM_MULTI_INDEPENDENT, 3, NULL, NULL};
    CHECK(ecb_msm_multi_ristretto255_var(got, pts, n, ks, ROWS, &indep) == ECB_OK);
    CHECK(rows_equal(got, want));
}

/* The table's shape: within `bound` bytes (or one entry per base where even that is more), k
 * passes of T entries per base covering the W windows of the scalars' length. */
static int shape_ok(const msm_multi_r255_table *t, size_t n, size_t bound) {
    uint64_t orl[4] = {0};
    for (size_t i = 0; i < ROWS * n; i++)
        for (int l = 0; l < 4; l++)
            orl[l] |= ks[i].v[l];
    unsigned W = msm_pippenger_windows(msm_bitlen(orl, 4), t->window);
    return t->window > 0 && (t->bytes <= bound || t->entries == 1) &&
           t->passes == (W + t->entries - 1) / t->entries;
}

/* Tables under memory bounds that force k > 1 passes (1 byte: one entry per base, k = W;
 * 512 n bytes: at most 5 entries of 96 bytes or more per base, while W >= 13) equal the
 * one-pass table, on 1 and 3 threads; full and mixed-length scalars. */
static void several_passes(size_t n, unsigned short_every) {
    const size_t bounds[] = {1, 512 * n};
    point want[ROWS], one_pass[ROWS], got[ROWS];
    msm_multi_r255_table t;
    random_inputs(n, short_every);
    reference(want, n);
    ecb_msm_multi_options o = {ECB_MSM_MULTI_TABLE, 1, NULL, NULL};
    CHECK(msm_multi_r255_run(one_pass, pts, n, ks, ROWS, &o, MSM_MULTI_R255_TABLE_BYTES, &t) ==
          ECB_OK);
    CHECK(t.passes == 1 && shape_ok(&t, n, MSM_MULTI_R255_TABLE_BYTES));
    CHECK(rows_equal(one_pass, want));
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++)
        for (unsigned th = 1; th <= 3; th += 2) {
            o.threads = th;
            CHECK(msm_multi_r255_run(got, pts, n, ks, ROWS, &o, bounds[b], &t) == ECB_OK);
            CHECK(t.passes > 1 && shape_ok(&t, n, bounds[b]));
            CHECK(b > 0 || t.entries == 1);
            CHECK(rows_equal(got, one_pass));
        }
    /* the plan read back under a lowered bound is the table's, at the table's window */
    ecb_msm_multi_plan_result plan;
    o.plan_used = &plan;
    CHECK(msm_multi_r255_run(got, pts, n, ks, ROWS, &o, 1, &t) == ECB_OK);
    CHECK(plan.method == ECB_MSM_MULTI_TABLE && plan.window == t.window && t.passes > 1);
    /* no table runs for independent rows */
    o.method = ECB_MSM_MULTI_INDEPENDENT;
    CHECK(msm_multi_r255_run(got, pts, n, ks, ROWS, &o, 1, &t) == ECB_OK);
    CHECK(t.passes == 0 && t.bytes == 0 && rows_equal(got, want));
}

int main(void) {
    tl_init();
    threaded_build(13);
    threaded_build(100);
    several_passes(13, 0);
    several_passes(100, 3);
    return tl_finish("test_msm_multi_table");
}
