/* Allocation failure, every site in turn (SQLite's and libsecp256k1's practice). Linked with
 * the ECBATCH_ALLOC_TESTING instance of the library (src/util/alloc.h): for each public call
 * that allocates or starts threads, one run counts its acquisitions N, then for k = 1..N the
 * k-th acquisition fails. A failed allocation must give ECB_ERR_OUT_OF_MEMORY, free everything
 * the call allocated and leave its outputs as the header says, unless the allocation was
 * optional (a table or bucket memory with a slower path that needs none): then, as for a failed
 * thread start (the other workers take its share), the answer must be right. After each
 * failure the same call, without faults, must give the right answer again. */
#include "testlib.h"

#include "ecbatch.h"
#include "msm/many/msm_multi.h"
#include "util/alloc.h"

/* ---- the sweep ------------------------------------------------------------------------------ */

/* One public call under test: run() makes it (outputs go into the case's context), ok() checks
 * a run without a failed allocation (status and outputs), oom() the outputs after
 * ECB_ERR_OUT_OF_MEMORY, release() frees what a run returned (NULL outputs included). */
typedef struct sweep_ops {
    ecb_status (*run)(void *ctx);
    int (*ok)(void *ctx, ecb_status st);
    int (*oom)(void *ctx);
    void (*release)(void *ctx);
} sweep_ops;

static size_t sweep_calls, sweep_faults, sweep_absorbed;

#define SWEEP_CHECK(cond, name, k)                                                                 \
    do {                                                                                           \
        CHECK(cond);                                                                               \
        if (!(cond)) fprintf(stderr, "  in %s, acquisition %zu failing\n", (name), (size_t)(k));   \
    } while (0)

/* Runs the call once without faults (checked), releases it; returns the acquisitions. */
static size_t sweep_clean_run(const char *name, const sweep_ops *ops, void *ctx, size_t live0,
                              size_t k) {
    ecb_alloc_testing_arm(0);
    ecb_status st = ops->run(ctx);
    size_t count = ecb_alloc_testing_count();
    SWEEP_CHECK(ops->ok(ctx, st), name, k);
    ops->release(ctx);
    SWEEP_CHECK(ecb_alloc_testing_live() == live0, name, k);
    return count;
}

static void sweep(const char *name, const sweep_ops *ops, void *ctx) {
    size_t live0 = ecb_alloc_testing_live();
    size_t n = sweep_clean_run(name, ops, ctx, live0, 0);
    for (size_t k = 1; k <= n; k++) {
        ecb_alloc_testing_arm(k);
        ecb_status st = ops->run(ctx);
        ecb_alloc_kind kind = ECB_ALLOC_MEMORY;
        int hit = ecb_alloc_testing_failed(&kind);
        ecb_alloc_testing_arm(0);
        /* a failed allocation either fails the call or was optional: the call took a path
         * that needs no memory (as for a thread start) and the answer must be right */
        int right = st == ECB_ERR_OUT_OF_MEMORY && kind == ECB_ALLOC_MEMORY ? ops->oom(ctx)
                                                                            : ops->ok(ctx, st);
        if (st != ECB_ERR_OUT_OF_MEMORY) sweep_absorbed++;
        ops->release(ctx);
        size_t live = ecb_alloc_testing_live();
        SWEEP_CHECK(hit && right && live == live0, name, k);
        if (!(hit && right && live == live0))
            fprintf(stderr, "  (%s failed: status %s, outputs %s, %td allocations leaked)\n",
                    kind == ECB_ALLOC_THREAD ? "thread start" : "allocation", ecb_status_str(st),
                    right ? "right" : "wrong", (ptrdiff_t)(live - live0));
        sweep_clean_run(name, ops, ctx, live0, k);
        sweep_faults++;
    }
    sweep_calls++;
    if (getenv("ECBATCH_SWEEP_VERBOSE") != NULL) printf("%-48s %zu acquisitions\n", name, n);
}

/* For a call whose fallbacks allocate again: every acquisition from the k-th on fails, for each
 * k; the call must still give the right answer (or ECB_ERR_OUT_OF_MEMORY where ops->oom allows
 * it) and leak nothing. */
static void sweep_memory_stays_short(const char *name, const sweep_ops *ops, void *ctx) {
    size_t live0 = ecb_alloc_testing_live();
    size_t n = sweep_clean_run(name, ops, ctx, live0, 0);
    for (size_t k = 1; k <= n; k++) {
        ecb_alloc_testing_arm_from(k);
        ecb_status st = ops->run(ctx);
        ecb_alloc_testing_arm(0);
        int right = st == ECB_ERR_OUT_OF_MEMORY ? ops->oom(ctx) : ops->ok(ctx, st);
        ops->release(ctx);
        SWEEP_CHECK(right && ecb_alloc_testing_live() == live0, name, k);
        sweep_faults++;
    }
}

static void release_nothing(void *ctx) {
    (void)ctx;
}

/* ---- MSM ------------------------------------------------------------------------------------ */

#define MSM_N 48

static ecb_ristretto255_point r_pts[MSM_N];
static ecb_ristretto255_scalar r_sc[MSM_N];
static ecb_bls12_381_g1_affine g1_pts[MSM_N];
static ecb_bls12_381_g2_affine g2_pts[MSM_N];
static ecb_bls12_381_scalar b381_sc[MSM_N];
static ecb_bls12_377_g1_affine g377_pts[MSM_N];
static ecb_bls12_377_scalar b377_sc[MSM_N];
static ecb_bn254_g1_affine g254_pts[MSM_N];
static ecb_bn254_scalar b254_sc[MSM_N];

typedef union msm_point {
    ecb_ristretto255_point r;
    ecb_bls12_381_g1 g1;
    ecb_bls12_381_g2 g2;
    ecb_bls12_377_g1 g377;
    ecb_bn254_g1 g254;
} msm_point;

typedef struct msm_case {
    ecb_group group;
    ecb_msm_options opt;
    msm_point out, expect;
    const ecb_msm_ristretto255_precomp *pre; /* ristretto255 with static points */
} msm_case;

static ecb_status msm_call(msm_point *out, ecb_group g, const ecb_msm_options *opt) {
    switch (g) {
    case ECB_GROUP_RISTRETTO255:
        return ecb_msm_ristretto255_var(&out->r, r_pts, r_sc, MSM_N, opt);
    case ECB_GROUP_BLS12_381_G1:
        return ecb_msm_bls12_381_g1_var(&out->g1, g1_pts, b381_sc, MSM_N, opt);
    case ECB_GROUP_BLS12_381_G2:
        return ecb_msm_bls12_381_g2_var(&out->g2, g2_pts, b381_sc, MSM_N, opt);
    case ECB_GROUP_BLS12_377_G1:
        return ecb_msm_bls12_377_g1_var(&out->g377, g377_pts, b377_sc, MSM_N, opt);
    case ECB_GROUP_BN254_G1:
        return ecb_msm_bn254_g1_var(&out->g254, g254_pts, b254_sc, MSM_N, opt);
    }
    return ECB_ERR_UNSUPPORTED;
}

static int msm_equal(ecb_group g, const msm_point *a, const msm_point *b) {
    switch (g) {
    case ECB_GROUP_RISTRETTO255:
        return ecb_ristretto255_equal(&a->r, &b->r);
    case ECB_GROUP_BLS12_381_G1:
        return ecb_bls12_381_g1_equal(&a->g1, &b->g1);
    case ECB_GROUP_BLS12_381_G2:
        return ecb_bls12_381_g2_equal(&a->g2, &b->g2);
    case ECB_GROUP_BLS12_377_G1:
        return ecb_bls12_377_g1_equal(&a->g377, &b->g377);
    case ECB_GROUP_BN254_G1:
        return ecb_bn254_g1_equal(&a->g254, &b->g254);
    }
    return 0;
}

static int msm_is_identity(ecb_group g, const msm_point *a) {
    switch (g) {
    case ECB_GROUP_RISTRETTO255:
        return ecb_ristretto255_is_identity(&a->r);
    case ECB_GROUP_BLS12_381_G1:
        return ecb_bls12_381_g1_is_identity(&a->g1);
    case ECB_GROUP_BLS12_381_G2:
        return ecb_bls12_381_g2_is_identity(&a->g2);
    case ECB_GROUP_BLS12_377_G1:
        return ecb_bls12_377_g1_is_identity(&a->g377);
    case ECB_GROUP_BN254_G1:
        return ecb_bn254_g1_is_identity(&a->g254);
    }
    return 0;
}

static ecb_status msm_run(void *ctx) {
    msm_case *c = ctx;
    c->out = c->expect; /* not the identity, which a failed call must store */
    if (c->pre != NULL)
        return ecb_msm_ristretto255_precomp_var(&c->out.r, c->pre, r_sc, MSM_N / 2,
                                                r_pts + MSM_N / 2, r_sc + MSM_N / 2,
                                                MSM_N - MSM_N / 2, &c->opt);
    return msm_call(&c->out, c->group, &c->opt);
}

static int msm_ok(void *ctx, ecb_status st) {
    msm_case *c = ctx;
    return st == ECB_OK && msm_equal(c->group, &c->out, &c->expect);
}

static int msm_oom(void *ctx) {
    msm_case *c = ctx;
    return msm_is_identity(c->group, &c->out);
}

static const sweep_ops msm_ops = {msm_run, msm_ok, msm_oom, release_nothing};

static void msm_inputs(void) {
    uint8_t b[64];
    for (size_t i = 0; i < MSM_N; i++) {
        tl_random(b, 64);
        ecb_ristretto255_from_uniform_bytes(&r_pts[i], b);
        tl_random(b, 64);
        ecb_ristretto255_scalar_reduce64(&r_sc[i], b);
        tl_random(b, 64);
        ecb_bls12_381_scalar_reduce64(&b381_sc[i], b);
        do {
            tl_random(b, 32);
            b[0] &= 0x1f;
        } while (ecb_bls12_377_scalar_decode(&b377_sc[i], b) != ECB_OK);
        tl_random(b, 64);
        ecb_bn254_scalar_reduce64(&b254_sc[i], b);
    }
    /* points: multiples of the generators by the scalars, so none is the identity */
    ecb_bls12_381_g1 g1, p1[MSM_N];
    ecb_bls12_381_g2 g2, p2[MSM_N];
    ecb_bls12_377_g1 p3[MSM_N];
    ecb_bn254_g1 p4[MSM_N];
    ecb_bls12_381_g1_generator(&g1);
    ecb_bls12_381_g2_generator(&g2);
    for (size_t i = 0; i < MSM_N; i++) {
        ecb_bls12_381_g1_mul_var(&p1[i], &b381_sc[(i + 1) % MSM_N], &g1);
        ecb_bls12_381_g2_mul_var(&p2[i], &b381_sc[(i + 2) % MSM_N], &g2);
        ecb_bls12_377_g1_mul_var(&p3[i], &b377_sc[(i + 1) % MSM_N], &ECB_BLS12_377_G1_GENERATOR);
        ecb_bn254_g1_mul_var(&p4[i], &b254_sc[(i + 1) % MSM_N], &ECB_BN254_G1_GENERATOR);
    }
    ecb_bls12_381_g1_batch_to_affine(g1_pts, p1, MSM_N);
    ecb_bls12_381_g2_batch_to_affine(g2_pts, p2, MSM_N);
    ecb_bls12_377_g1_batch_to_affine(g377_pts, p3, MSM_N);
    ecb_bn254_g1_batch_to_affine(g254_pts, p4, MSM_N);
}

static void msm_sweeps(void) {
    static const ecb_group groups[] = {ECB_GROUP_RISTRETTO255, ECB_GROUP_BLS12_381_G1,
                                       ECB_GROUP_BLS12_381_G2, ECB_GROUP_BLS12_377_G1,
                                       ECB_GROUP_BN254_G1};
    static const unsigned threads[] = {1, 3};
    static const ecb_msm_strategy inners[] = {ECB_MSM_STRAUS, ECB_MSM_PIPPENGER,
                                              ECB_MSM_BATCH_AFFINE};
    char name[96];
    for (size_t gi = 0; gi < sizeof groups / sizeof groups[0]; gi++) {
        ecb_group g = groups[gi];
        msm_case c;
        memset(&c, 0, sizeof c);
        c.group = g;
        ecb_msm_options naive = {.strategy = ECB_MSM_NAIVE};
        CHECK(msm_call(&c.expect, g, &naive) == ECB_OK);
        CHECK(!msm_is_identity(g, &c.expect));
        for (int s = ECB_MSM_AUTO; s < ECB_MSM_STRATEGY_COUNT; s++) {
            if (!ecb_msm_strategy_available(g, (ecb_msm_strategy)s) ||
                s == ECB_MSM_PRECOMPUTED_STRAUS)
                continue;
            for (size_t ti = 0; ti < 2; ti++)
                for (size_t ii = 0; ii < (s == ECB_MSM_GLV ? 3u : 1u); ii++) {
                    memset(&c.opt, 0, sizeof c.opt);
                    c.opt.strategy = (ecb_msm_strategy)s;
                    c.opt.threads = threads[ti];
                    if (s == ECB_MSM_GLV) c.opt.inner = inners[ii];
                    snprintf(
                        name, sizeof name, "msm %s %s%s%s threads=%u", ecb_group_name(g),
                        ecb_msm_strategy_name((ecb_msm_strategy)s), s == ECB_MSM_GLV ? "/" : "",
                        s == ECB_MSM_GLV ? ecb_msm_strategy_name(inners[ii]) : "", threads[ti]);
                    sweep(name, &msm_ops, &c);
                    /* caller scratch of the queried size: no allocation, threads only */
                    ecb_msm_plan_result plan;
                    CHECK(ecb_msm_plan_ex(g, MSM_N, 253, threads[ti], NULL, c.opt.strategy, 0,
                                          &plan) == ECB_OK ||
                          s == ECB_MSM_AUTO);
                    if (s == ECB_MSM_GLV) continue; /* the plan query has no inner method */
                    size_t size = ecb_msm_scratch_size(g, MSM_N, s == ECB_MSM_AUTO ? NULL : &plan);
                    CHECK(size > 0);
                    void *scratch = malloc(size);
                    c.opt.scratch = scratch;
                    c.opt.scratch_size = size;
                    c.opt.threads = s == ECB_MSM_AUTO ? 1 : threads[ti];
                    strncat(name, " scratch", sizeof name - strlen(name) - 1);
                    sweep(name, &msm_ops, &c);
                    free(scratch);
                }
        }
    }
}

/* ---- many MSMs over one set of bases ----------------------------------------------------------
 */

#define MULTI_M 3

/* Rows j < MULTI_M: the scalars rotated by j over the same points (row 1 all zero). */
static ecb_ristretto255_scalar r_rows[MULTI_M * MSM_N];
static ecb_bls12_381_scalar b381_rows[MULTI_M * MSM_N];
static ecb_bls12_377_scalar b377_rows[MULTI_M * MSM_N];
static ecb_bn254_scalar b254_rows[MULTI_M * MSM_N];

typedef struct multi_case {
    ecb_group group;
    ecb_msm_multi_options opt;
    msm_point out[MULTI_M], expect[MULTI_M];
} multi_case;

static ecb_status multi_call(msm_point *out, ecb_group g, const ecb_msm_multi_options *opt) {
    ecb_status st = ECB_ERR_UNSUPPORTED;
    switch (g) {
    case ECB_GROUP_RISTRETTO255: {
        ecb_ristretto255_point o[MULTI_M];
        st = ecb_msm_multi_ristretto255_var(o, r_pts, MSM_N, r_rows, MULTI_M, opt);
        for (size_t i = 0; i < MULTI_M; i++)
            out[i].r = o[i];
        break;
    }
    case ECB_GROUP_BLS12_381_G1: {
        ecb_bls12_381_g1 o[MULTI_M];
        st = ecb_msm_multi_bls12_381_g1_var(o, g1_pts, MSM_N, b381_rows, MULTI_M, opt);
        for (size_t i = 0; i < MULTI_M; i++)
            out[i].g1 = o[i];
        break;
    }
    case ECB_GROUP_BLS12_381_G2: {
        ecb_bls12_381_g2 o[MULTI_M];
        st = ecb_msm_multi_bls12_381_g2_var(o, g2_pts, MSM_N, b381_rows, MULTI_M, opt);
        for (size_t i = 0; i < MULTI_M; i++)
            out[i].g2 = o[i];
        break;
    }
    case ECB_GROUP_BLS12_377_G1: {
        ecb_bls12_377_g1 o[MULTI_M];
        st = ecb_msm_multi_bls12_377_g1_var(o, g377_pts, MSM_N, b377_rows, MULTI_M, opt);
        for (size_t i = 0; i < MULTI_M; i++)
            out[i].g377 = o[i];
        break;
    }
    case ECB_GROUP_BN254_G1: {
        ecb_bn254_g1 o[MULTI_M];
        st = ecb_msm_multi_bn254_g1_var(o, g254_pts, MSM_N, b254_rows, MULTI_M, opt);
        for (size_t i = 0; i < MULTI_M; i++)
            out[i].g254 = o[i];
        break;
    }
    }
    return st;
}

static ecb_status multi_run(void *ctx) {
    multi_case *c = ctx;
    memcpy(c->out, c->expect, sizeof c->out); /* not all identities, which a failure stores */
    return multi_call(c->out, c->group, &c->opt);
}

static int multi_ok(void *ctx, ecb_status st) {
    multi_case *c = ctx;
    int ok = st == ECB_OK;
    for (size_t j = 0; j < MULTI_M; j++)
        ok &= msm_equal(c->group, &c->out[j], &c->expect[j]);
    return ok;
}

static int multi_oom(void *ctx) {
    multi_case *c = ctx;
    int ok = 1;
    for (size_t j = 0; j < MULTI_M; j++)
        ok &= msm_is_identity(c->group, &c->out[j]);
    return ok;
}

static const sweep_ops multi_ops = {multi_run, multi_ok, multi_oom, release_nothing};

/* Every method of every group on 1 and 3 threads; the expected rows are single MSMs. The BLS12
 * methods absorb every failure (rows fall back to the tree, then to term-by-term sums). */
static void multi_sweeps(void) {
    static const ecb_group groups[] = {ECB_GROUP_RISTRETTO255, ECB_GROUP_BLS12_381_G1,
                                       ECB_GROUP_BLS12_381_G2, ECB_GROUP_BLS12_377_G1,
                                       ECB_GROUP_BN254_G1};
    static const unsigned threads[] = {1, 3};
    char name[96];
    for (size_t j = 0; j < MULTI_M; j++)
        for (size_t i = 0; i < MSM_N; i++) {
            size_t from = (i + j) % MSM_N;
            r_rows[j * MSM_N + i] = r_sc[from];
            b381_rows[j * MSM_N + i] = b381_sc[from];
            b377_rows[j * MSM_N + i] = b377_sc[from];
            b254_rows[j * MSM_N + i] = b254_sc[from];
            if (j == 1) {
                memset(&r_rows[j * MSM_N + i], 0, sizeof r_rows[0]);
                memset(&b381_rows[j * MSM_N + i], 0, sizeof b381_rows[0]);
                memset(&b377_rows[j * MSM_N + i], 0, sizeof b377_rows[0]);
                memset(&b254_rows[j * MSM_N + i], 0, sizeof b254_rows[0]);
            }
        }
    for (size_t gi = 0; gi < sizeof groups / sizeof groups[0]; gi++) {
        ecb_group g = groups[gi];
        multi_case c;
        memset(&c, 0, sizeof c);
        c.group = g;
        ecb_msm_multi_options one = {ECB_MSM_MULTI_INDEPENDENT, 1, NULL, NULL};
        CHECK(multi_call(c.expect, g, &one) == ECB_OK);
        for (int me = 0; me < ECB_MSM_MULTI_METHOD_COUNT; me++)
            for (size_t ti = 0; ti < 2; ti++) {
                if (g == ECB_GROUP_RISTRETTO255 && me == ECB_MSM_MULTI_TREE) continue;
                ecb_msm_multi_options o = {(ecb_msm_multi_method)me, threads[ti], NULL, NULL};
                c.opt = o;
                snprintf(name, sizeof name, "msm multi %s method %d threads=%u", ecb_group_name(g),
                         me, threads[ti]);
                sweep(name, &multi_ops, &c);
            }
    }
}

/* ---- many MSMs with dropped terms ----------------------------------------------------------
 * The tree Pippenger drops the terms with a zero scalar or the identity point, copying the
 * others, and without memory sums the terms one by one; so do the columns of threshold
 * decryption, one tree per column when their own memory fails. Rows of 6 terms with exactly
 * one dropped (5 left: the buckets run), at the front, in the middle and at the back, first a
 * zero scalar then the identity point: losing a term or keeping the dropped one changes the
 * sum in every path, the fallbacks included. Expected rows: naive single MSMs. */

#define DROP_N 6

static ecb_bls12_381_g1_affine drop_g1[DROP_N];
static ecb_bls12_381_g2_affine drop_g2[DROP_N];
static ecb_bls12_377_g1_affine drop_g377[DROP_N];
static ecb_bls12_381_scalar drop_381[MULTI_M * DROP_N];
static ecb_bls12_377_scalar drop_377[MULTI_M * DROP_N];

/* out[j] = row j over the DROP_N points, by the many-MSM call (opt) or by naive single MSMs
 * (opt NULL). */
static ecb_status drop_call(msm_point *out, ecb_group g, const ecb_msm_multi_options *opt) {
    ecb_msm_options naive = {.strategy = ECB_MSM_NAIVE};
    ecb_status st = ECB_OK;
    switch (g) {
    case ECB_GROUP_BLS12_381_G1: {
        ecb_bls12_381_g1 o[MULTI_M];
        if (opt != NULL)
            st = ecb_msm_multi_bls12_381_g1_var(o, drop_g1, DROP_N, drop_381, MULTI_M, opt);
        for (size_t j = 0; opt == NULL && st == ECB_OK && j < MULTI_M; j++)
            st = ecb_msm_bls12_381_g1_var(&o[j], drop_g1, drop_381 + j * DROP_N, DROP_N, &naive);
        for (size_t j = 0; j < MULTI_M; j++)
            out[j].g1 = o[j];
        break;
    }
    case ECB_GROUP_BLS12_381_G2: {
        ecb_bls12_381_g2 o[MULTI_M];
        if (opt != NULL)
            st = ecb_msm_multi_bls12_381_g2_var(o, drop_g2, DROP_N, drop_381, MULTI_M, opt);
        for (size_t j = 0; opt == NULL && st == ECB_OK && j < MULTI_M; j++)
            st = ecb_msm_bls12_381_g2_var(&o[j], drop_g2, drop_381 + j * DROP_N, DROP_N, &naive);
        for (size_t j = 0; j < MULTI_M; j++)
            out[j].g2 = o[j];
        break;
    }
    default: {
        ecb_bls12_377_g1 o[MULTI_M];
        if (opt != NULL)
            st = ecb_msm_multi_bls12_377_g1_var(o, drop_g377, DROP_N, drop_377, MULTI_M, opt);
        for (size_t j = 0; opt == NULL && st == ECB_OK && j < MULTI_M; j++)
            st = ecb_msm_bls12_377_g1_var(&o[j], drop_g377, drop_377 + j * DROP_N, DROP_N, &naive);
        for (size_t j = 0; j < MULTI_M; j++)
            out[j].g377 = o[j];
        break;
    }
    }
    return st;
}

static ecb_status drop_run(void *ctx) {
    multi_case *c = ctx;
    memcpy(c->out, c->expect, sizeof c->out);
    return drop_call(c->out, c->group, &c->opt);
}

static const sweep_ops drop_ops = {drop_run, multi_ok, multi_oom, release_nothing};

/* The columns (msm_multi.h), in G1: out[p] = sum_i mag[i] cols[i][p] over DROP_N entries, for
 * MULTI_M columns. */
typedef struct drop_columns_case {
    g1_381_aff cols[DROP_N][MULTI_M], out[MULTI_M], want[MULTI_M];
    msm_limbs mag[DROP_N];
    uint8_t neg[DROP_N];
    unsigned threads;
} drop_columns_case;

static ecb_status drop_columns_run(void *ctx) {
    drop_columns_case *c = ctx;
    const g1_381_aff *cols[DROP_N];
    for (size_t i = 0; i < DROP_N; i++)
        cols[i] = c->cols[i];
    memset(c->out, 0x5a, sizeof c->out);
    msm_multi_g1_381_columns_var(c->out, cols, c->mag, c->neg, DROP_N, MULTI_M, c->threads);
    return ECB_OK;
}

static int drop_columns_ok(void *ctx, ecb_status st) {
    drop_columns_case *c = ctx;
    int ok = st == ECB_OK;
    for (size_t p = 0; p < MULTI_M; p++) {
        g1_381_jac a, b;
        g1_381_jac_from_aff(&a, &c->out[p]);
        g1_381_jac_from_aff(&b, &c->want[p]);
        if (g1_381_aff_is_identity(&c->out[p])) g1_381_jac_identity(&a);
        if (g1_381_aff_is_identity(&c->want[p])) g1_381_jac_identity(&b);
        ok &= g1_381_jac_equal(&a, &b);
    }
    return ok;
}

static int drop_columns_oom(void *ctx) {
    (void)ctx;
    return 0; /* the columns never fail: without memory every column is its own tree */
}

static const sweep_ops drop_columns_ops = {drop_columns_run, drop_columns_ok, drop_columns_oom,
                                           release_nothing};

/* The reference of every column: constant-time multiplications, one term at a time. */
static void drop_columns_want(drop_columns_case *c) {
    for (size_t p = 0; p < MULTI_M; p++) {
        g1_381_jac sum, t;
        g1_381_jac_identity(&sum);
        for (size_t i = 0; i < DROP_N; i++) {
            g1_381_jac_from_aff(&t, &c->cols[i][p]);
            if (g1_381_aff_is_identity(&c->cols[i][p])) g1_381_jac_identity(&t);
            g1_381_jac_mul(&t, &t, c->mag[i].v);
            if (c->neg[i]) g1_381_jac_neg(&t, &t);
            g1_381_jac_add(&sum, &sum, &t);
        }
        g1_381_jac_to_aff(&c->want[p], &sum);
    }
}

static void drop_columns_sweeps(void) {
    static drop_columns_case c;
    g1_381_jac g, p;
    g1_381_generator(&g);
    for (size_t i = 0; i < DROP_N; i++) {
        for (size_t q = 0; q < MULTI_M; q++) {
            g1_381_jac_mul_var(&p, &g, b381_sc[i * MULTI_M + q].v);
            g1_381_jac_to_aff(&c.cols[i][q], &p);
        }
        memcpy(c.mag[i].v, b381_sc[i + 20].v, sizeof c.mag[i].v);
        c.neg[i] = (uint8_t)(i & 1);
    }
    static const size_t at[] = {0, DROP_N / 2, DROP_N - 1};
    char name[96];
    for (size_t a = 0; a < 3; a++)
        for (int kind = 0; kind < 2; kind++) {
            drop_columns_case saved = c;
            if (kind == 0) /* a zero weight: dropped from every column */
                memset(&c.mag[at[a]], 0, sizeof c.mag[0]);
            else /* an identity in one column */
                memset(&c.cols[at[a]][a], 0, sizeof c.cols[0][0]);
            drop_columns_want(&c);
            for (c.threads = 1; c.threads <= 3; c.threads += 2) {
                snprintf(name, sizeof name, "msm columns bls12-381-g1 %s at %zu threads=%u",
                         kind == 0 ? "zero weight" : "identity", at[a], c.threads);
                sweep(name, &drop_columns_ops, &c);
                sweep_memory_stays_short(name, &drop_columns_ops, &c);
            }
            c = saved;
        }
}

/* Rows j < MULTI_M of DROP_N terms: row j's dropped term at at[j] (a zero scalar), or every
 * row's at at[a] (the identity point); every BLS12 method on 1 and 3 threads. */
static void multi_dropped_sweeps(void) {
    static const ecb_group groups[] = {ECB_GROUP_BLS12_381_G1, ECB_GROUP_BLS12_381_G2,
                                       ECB_GROUP_BLS12_377_G1};
    static const size_t at[MULTI_M] = {0, DROP_N / 2, DROP_N - 1};
    char name[112];
    for (int kind = 0; kind < 1 + MULTI_M; kind++) {
        memcpy(drop_g1, g1_pts, sizeof drop_g1);
        memcpy(drop_g2, g2_pts, sizeof drop_g2);
        memcpy(drop_g377, g377_pts, sizeof drop_g377);
        for (size_t j = 0; j < MULTI_M; j++)
            for (size_t i = 0; i < DROP_N; i++) {
                drop_381[j * DROP_N + i] = b381_sc[(i + 7 * j) % MSM_N];
                drop_377[j * DROP_N + i] = b377_sc[(i + 7 * j) % MSM_N];
            }
        if (kind == 0) { /* zero scalars */
            for (size_t j = 0; j < MULTI_M; j++) {
                memset(&drop_381[j * DROP_N + at[j]], 0, sizeof drop_381[0]);
                memset(&drop_377[j * DROP_N + at[j]], 0, sizeof drop_377[0]);
            }
        } else { /* the identity point (0, 0) */
            size_t i = at[kind - 1];
            memset(&drop_g1[i], 0, sizeof drop_g1[i]);
            memset(&drop_g2[i], 0, sizeof drop_g2[i]);
            memset(&drop_g377[i], 0, sizeof drop_g377[i]);
        }
        for (size_t gi = 0; gi < 3; gi++) {
            ecb_group g = groups[gi];
            multi_case c;
            memset(&c, 0, sizeof c);
            c.group = g;
            CHECK(drop_call(c.expect, g, NULL) == ECB_OK);
            for (size_t j = 0; j < MULTI_M; j++)
                CHECK(!msm_is_identity(g, &c.expect[j]));
            for (int me = 0; me < ECB_MSM_MULTI_METHOD_COUNT; me++)
                for (unsigned t = 1; t <= 3; t += 2) {
                    ecb_msm_multi_options o = {(ecb_msm_multi_method)me, t, NULL, NULL};
                    c.opt = o;
                    snprintf(name, sizeof name, "msm multi %s dropped %s method %d threads=%u",
                             ecb_group_name(g), kind == 0 ? "zero scalars" : "identity", me, t);
                    sweep(name, &drop_ops, &c);
                }
        }
    }
}

/* ecb_msm_costs_measure takes about a second, so it has its own loop: its allocations all come
 * first and each makes it fail at once; the first acquisition past them is a thread start of
 * the timing loop, and with it failing the run completes (one full, right run at the end). */
static void measure_sweep(ecb_group g) {
    size_t live0 = ecb_alloc_testing_live();
    ecb_msm_costs costs, poison;
    memset(&poison, 0xa5, sizeof poison);
    for (size_t k = 1; k < 64; k++) {
        costs = poison;
        ecb_alloc_testing_arm(k);
        ecb_status st = ecb_msm_costs_measure(g, &costs);
        ecb_alloc_kind kind = ECB_ALLOC_MEMORY;
        int hit = ecb_alloc_testing_failed(&kind);
        ecb_alloc_testing_arm(0);
        SWEEP_CHECK(hit, "msm costs_measure", k);
        SWEEP_CHECK(ecb_alloc_testing_live() == live0, "msm costs_measure", k);
        sweep_faults++;
        if (kind == ECB_ALLOC_THREAD) {
            sweep_absorbed++;
            /* every figure measured, none left at the poison */
            SWEEP_CHECK(st == ECB_OK && costs.add > 0 && costs.dbl > 0 && costs.smul > 0 &&
                            memcmp(&costs.cache_bytes, &poison.cache_bytes, sizeof(double)) != 0,
                        "msm costs_measure", k);
            break;
        }
        SWEEP_CHECK(st == ECB_ERR_OUT_OF_MEMORY && memcmp(&costs, &poison, sizeof costs) == 0,
                    "msm costs_measure", k);
    }
    sweep_calls++;
}

/* ristretto255 precomputed tables */
typedef struct precomp_case {
    ecb_msm_ristretto255_precomp *pre;
} precomp_case;

static ecb_status precomp_run(void *ctx) {
    precomp_case *c = ctx;
    c->pre = (ecb_msm_ristretto255_precomp *)ctx; /* a failed call must store NULL */
    return ecb_msm_ristretto255_precomp_new(&c->pre, r_pts, MSM_N / 2, 5);
}

static int precomp_ok(void *ctx, ecb_status st) {
    precomp_case *c = ctx;
    return st == ECB_OK && ecb_msm_ristretto255_precomp_count(c->pre) == MSM_N / 2;
}

static int precomp_oom(void *ctx) {
    precomp_case *c = ctx;
    return c->pre == NULL;
}

static void precomp_release(void *ctx) {
    precomp_case *c = ctx;
    ecb_msm_ristretto255_precomp_free(c->pre);
    c->pre = NULL;
}

static const sweep_ops precomp_ops = {precomp_run, precomp_ok, precomp_oom, precomp_release};

static void precomp_sweeps(void) {
    precomp_case pc = {NULL};
    sweep("msm ristretto255 precomp_new", &precomp_ops, &pc);
    ecb_msm_ristretto255_precomp *pre = NULL;
    CHECK(ecb_msm_ristretto255_precomp_new(&pre, r_pts, MSM_N / 2, 5) == ECB_OK);
    if (pre == NULL) return;
    msm_case c;
    memset(&c, 0, sizeof c);
    c.group = ECB_GROUP_RISTRETTO255;
    ecb_msm_options naive = {.strategy = ECB_MSM_NAIVE};
    CHECK(msm_call(&c.expect, c.group, &naive) == ECB_OK);
    c.pre = pre;
    static const ecb_msm_strategy s[] = {ECB_MSM_AUTO, ECB_MSM_PRECOMPUTED_STRAUS,
                                         ECB_MSM_PIPPENGER, ECB_MSM_NAIVE};
    char name[96];
    for (size_t i = 0; i < 4; i++)
        for (unsigned t = 1; t <= 3; t += 2) {
            memset(&c.opt, 0, sizeof c.opt);
            c.opt.strategy = s[i];
            c.opt.threads = t;
            snprintf(name, sizeof name, "msm ristretto255 precomp_var %s threads=%u",
                     ecb_msm_strategy_name(s[i]), t);
            sweep(name, &msm_ops, &c);
        }
    ecb_msm_ristretto255_precomp_free(pre);
}

/* fixed-base precomputations (every group): new, load, and the MSM over them */
typedef struct fixed_case {
    ecb_group group;
    ecb_msm_fixed *f;
    const unsigned char *saved; /* non-NULL: load these bytes instead of building */
    size_t saved_len;
} fixed_case;

static ecb_status fixed_new_any(ecb_msm_fixed **f, ecb_group g) {
    const size_t budget = MSM_N * 4 * 192;
    switch (g) {
    case ECB_GROUP_RISTRETTO255:
        return ecb_msm_fixed_ristretto255_new(f, r_pts, MSM_N, budget);
    case ECB_GROUP_BLS12_381_G1:
        return ecb_msm_fixed_bls12_381_g1_new(f, g1_pts, MSM_N, budget);
    case ECB_GROUP_BLS12_381_G2:
        return ecb_msm_fixed_bls12_381_g2_new(f, g2_pts, MSM_N, budget);
    case ECB_GROUP_BLS12_377_G1:
        return ecb_msm_fixed_bls12_377_g1_new(f, g377_pts, MSM_N, budget);
    case ECB_GROUP_BN254_G1:
        return ecb_msm_fixed_bn254_g1_new(f, g254_pts, MSM_N, budget);
    }
    return ECB_ERR_UNSUPPORTED;
}

static ecb_status fixed_run(void *ctx) {
    fixed_case *c = ctx;
    c->f = (ecb_msm_fixed *)ctx; /* a failed call must store NULL */
    if (c->saved != NULL) return ecb_msm_fixed_load(&c->f, c->group, c->saved, c->saved_len);
    return fixed_new_any(&c->f, c->group);
}

static int fixed_ok(void *ctx, ecb_status st) {
    fixed_case *c = ctx;
    return st == ECB_OK && ecb_msm_fixed_count(c->f) == MSM_N;
}

static int fixed_oom(void *ctx) {
    fixed_case *c = ctx;
    return c->f == NULL;
}

static void fixed_release(void *ctx) {
    fixed_case *c = ctx;
    ecb_msm_fixed_free(c->f);
    c->f = NULL;
}

static const sweep_ops fixed_ops = {fixed_run, fixed_ok, fixed_oom, fixed_release};

typedef struct fixed_msm_case {
    msm_case m;
    const ecb_msm_fixed *f;
} fixed_msm_case;

static ecb_status fixed_msm_run(void *ctx) {
    fixed_msm_case *c = ctx;
    c->m.out = c->m.expect; /* not the identity, which a failed call must store */
    switch (c->m.group) {
    case ECB_GROUP_RISTRETTO255:
        return ecb_msm_fixed_ristretto255_var(&c->m.out.r, c->f, r_sc, MSM_N, &c->m.opt);
    case ECB_GROUP_BLS12_381_G1:
        return ecb_msm_fixed_bls12_381_g1_var(&c->m.out.g1, c->f, b381_sc, MSM_N, &c->m.opt);
    case ECB_GROUP_BLS12_381_G2:
        return ecb_msm_fixed_bls12_381_g2_var(&c->m.out.g2, c->f, b381_sc, MSM_N, &c->m.opt);
    case ECB_GROUP_BLS12_377_G1:
        return ecb_msm_fixed_bls12_377_g1_var(&c->m.out.g377, c->f, b377_sc, MSM_N, &c->m.opt);
    case ECB_GROUP_BN254_G1:
        return ecb_msm_fixed_bn254_g1_var(&c->m.out.g254, c->f, b254_sc, MSM_N, &c->m.opt);
    }
    return ECB_ERR_UNSUPPORTED;
}

static int fixed_msm_ok(void *ctx, ecb_status st) {
    return msm_ok(&((fixed_msm_case *)ctx)->m, st);
}

static int fixed_msm_oom(void *ctx) {
    fixed_msm_case *c = ctx;
    return msm_is_identity(c->m.group, &c->m.out);
}

static const sweep_ops fixed_msm_ops = {fixed_msm_run, fixed_msm_ok, fixed_msm_oom,
                                        release_nothing};

static void fixed_sweeps(void) {
    char name[96];
    for (unsigned g = 0; g < ECB_GROUP_COUNT; g++) {
        fixed_case fc = {.group = (ecb_group)g};
        snprintf(name, sizeof name, "msm %s fixed_new", ecb_group_name((ecb_group)g));
        sweep(name, &fixed_ops, &fc);
        ecb_msm_fixed *f = NULL;
        CHECK(fixed_new_any(&f, (ecb_group)g) == ECB_OK);
        if (f == NULL) continue;
        size_t len = ecb_msm_fixed_saved_size(f);
        unsigned char *buf = malloc(len);
        CHECK(buf != NULL && ecb_msm_fixed_save(f, buf, len) == ECB_OK);
        fc.saved = buf;
        fc.saved_len = len;
        snprintf(name, sizeof name, "msm %s fixed_load", ecb_group_name((ecb_group)g));
        sweep(name, &fixed_ops, &fc);
        free(buf);
        fixed_msm_case c;
        memset(&c, 0, sizeof c);
        c.m.group = (ecb_group)g;
        c.f = f;
        ecb_msm_options naive = {.strategy = ECB_MSM_NAIVE};
        CHECK(msm_call(&c.m.expect, c.m.group, &naive) == ECB_OK);
        for (unsigned t = 1; t <= 3; t += 2) {
            c.m.opt.threads = t;
            snprintf(name, sizeof name, "msm %s fixed_var threads=%u", ecb_group_name((ecb_group)g),
                     t);
            sweep(name, &fixed_msm_ops, &c);
        }
        ecb_msm_fixed_free(f);
    }
}

/* ---- Bulletproofs+ -------------------------------------------------------------------------- */

#define BPP_BITS 8
#define BPP_PROOFS 3
#define BPP_T 2

typedef struct params_case {
    ecb_bpp_pedersen_gens gens;
    ecb_bpp_params *params;
} params_case;

static ecb_status params_run(void *ctx) {
    params_case *c = ctx;
    c->params = (ecb_bpp_params *)ctx; /* a failed call must store NULL */
    return ecb_bpp_params_create(&c->params, BPP_BITS, 2, &c->gens);
}

static int params_ok(void *ctx, ecb_status st) {
    params_case *c = ctx;
    return st == ECB_OK && ecb_bpp_params_bit_length(c->params) == BPP_BITS &&
           ecb_bpp_params_max_aggregation(c->params) == 2;
}

static int params_oom(void *ctx) {
    params_case *c = ctx;
    return c->params == NULL;
}

static void params_release(void *ctx) {
    params_case *c = ctx;
    ecb_bpp_params_free(c->params);
    c->params = NULL;
}

static const sweep_ops params_ops = {params_run, params_ok, params_oom, params_release};

/* Three proofs (m = 1 with a seed nonce, m = 2, m = 1 with a seed nonce) of one parameter set. */
typedef struct bpp_batch {
    ecb_bpp_params *params;
    ecb_bpp_statement st[BPP_PROOFS];
    uint8_t commitments[4][32];
    uint64_t values[4];
    ecb_ristretto255_scalar blindings[4 * BPP_T];
    ecb_ristretto255_scalar seeds[BPP_PROOFS];
    ecb_bpp_proof proofs[BPP_PROOFS];
    ecb_bpp_mask expect_masks[BPP_PROOFS];
} bpp_batch;

static void zero_rng(void *ctx, uint8_t out[32]) {
    (void)ctx;
    memset(out, 0, 32);
}

static void bpp_transcript(ecb_merlin_transcript *t) {
    ecb_merlin_init(t, (const uint8_t *)"alloc sweep", 11);
}

typedef struct prove_case {
    bpp_batch *b;
    size_t which; /* the statement proved */
    ecb_bpp_proof proof;
} prove_case;

static ecb_bpp_witness prove_witness(const prove_case *c) {
    size_t at = c->which == 0 ? 0 : c->which == 1 ? 1 : 3;
    ecb_bpp_witness w = {c->b->st[c->which].aggregation, BPP_T, c->b->values + at,
                         c->b->blindings + at * BPP_T};
    return w;
}

static ecb_status prove_run(void *ctx) {
    prove_case *c = ctx;
    ecb_merlin_transcript t;
    bpp_transcript(&t);
    memset(&c->proof, 0xa5, sizeof c->proof); /* a failed call must zero it */
    ecb_bpp_witness w = prove_witness(c);
    return ecb_bpp_prove(&c->proof, &t, &c->b->st[c->which], &w, zero_rng, NULL);
}

static int prove_ok(void *ctx, ecb_status st) {
    prove_case *c = ctx;
    return st == ECB_OK && memcmp(&c->proof, &c->b->proofs[c->which], sizeof c->proof) == 0;
}

static int prove_oom(void *ctx) {
    prove_case *c = ctx;
    static const ecb_bpp_proof zero;
    return memcmp(&c->proof, &zero, sizeof zero) == 0;
}

static const sweep_ops prove_ops = {prove_run, prove_ok, prove_oom, release_nothing};

typedef struct verify_case {
    const bpp_batch *b;
    ecb_bpp_proof proofs[BPP_PROOFS]; /* the batch's, proof `bad` altered when bad < count */
    size_t bad;
    ecb_bpp_action action;
    ecb_bpp_verify_options opt;
    ecb_status status[BPP_PROOFS];
    ecb_bpp_mask masks[BPP_PROOFS];
    ecb_bpp_verifier *verifier; /* NULL: the stateless call; else a fresh verifier per run */
} verify_case;

static ecb_status verify_run(void *ctx) {
    verify_case *c = ctx;
    ecb_merlin_transcript t;
    bpp_transcript(&t);
    memset(c->masks, 0xa5, sizeof c->masks);
    for (size_t i = 0; i < BPP_PROOFS; i++)
        c->status[i] = ECB_ERR_PARSE;
    c->opt.proof_status = c->status;
    if (c->verifier != NULL)
        return ecb_bpp_verifier_verify_batch_var(c->verifier, &t, 1, c->b->st, c->proofs,
                                                 BPP_PROOFS, c->action, c->masks, &c->opt);
    return ecb_bpp_verify_batch_var(&t, 1, c->b->st, c->proofs, BPP_PROOFS, c->action, c->masks,
                                    &c->opt);
}

static int verify_ok(void *ctx, ecb_status st) {
    verify_case *c = ctx;
    int recover_only = c->action == ECB_BPP_RECOVER_ONLY;
    int bad = c->bad < BPP_PROOFS && !recover_only;
    if (st != (bad ? ECB_ERR_VERIFY_FAILED : ECB_OK)) return 0;
    for (size_t i = 0; i < BPP_PROOFS; i++) {
        int this_bad = bad && (i == c->bad || !c->opt.identify_invalid);
        if (c->status[i] != (this_bad ? ECB_ERR_VERIFY_FAILED : ECB_OK)) return 0;
        ecb_bpp_mask want;
        memset(&want, 0, sizeof want);
        if (c->action != ECB_BPP_VERIFY_ONLY && (recover_only || !bad))
            want = c->b->expect_masks[i];
        if (want.present != c->masks[i].present ||
            (want.present && memcmp(&want, &c->masks[i], sizeof want) != 0))
            return 0;
    }
    return 1;
}

/* Out of memory: no verdict on any proof and no mask (bulletproofs_plus.h). */
static int verify_oom(void *ctx) {
    verify_case *c = ctx;
    for (size_t i = 0; i < BPP_PROOFS; i++)
        if (c->status[i] != ECB_ERR_OUT_OF_MEMORY || c->masks[i].present != 0) return 0;
    return 1;
}

static const sweep_ops verify_ops = {verify_run, verify_ok, verify_oom, release_nothing};

/* A fresh verifier for the next run (made after the run's count, so never failed), whose
 * first call grows its scratch for the parameters' fixed-base table at the IFMA level. */
static void verifier_renew(void *ctx) {
    verify_case *c = ctx;
    ecb_bpp_verifier_free(c->verifier);
    c->verifier = NULL;
    CHECK(ecb_bpp_verifier_create(&c->verifier, BPP_PROOFS, BPP_BITS, 2, 3) == ECB_OK);
}

static const sweep_ops verifier_verify_ops = {verify_run, verify_ok, verify_oom, verifier_renew};

typedef struct verifier_case {
    ecb_bpp_verifier *v;
} verifier_case;

static ecb_status verifier_create_run(void *ctx) {
    verifier_case *c = ctx;
    c->v = (ecb_bpp_verifier *)ctx; /* a failed call must store NULL */
    return ecb_bpp_verifier_create(&c->v, BPP_PROOFS, BPP_BITS, 2, 3);
}

static int verifier_create_ok(void *ctx, ecb_status st) {
    verifier_case *c = ctx;
    return st == ECB_OK && c->v != NULL;
}

static int verifier_create_oom(void *ctx) {
    verifier_case *c = ctx;
    return c->v == NULL;
}

static void verifier_create_release(void *ctx) {
    verifier_case *c = ctx;
    ecb_bpp_verifier_free(c->v);
    c->v = NULL;
}

static const sweep_ops verifier_create_ops = {verifier_create_run, verifier_create_ok,
                                              verifier_create_oom, verifier_create_release};

static void bpp_sweeps(void) {
    params_case pc;
    memset(&pc, 0, sizeof pc);
    CHECK(ecb_bpp_pedersen_gens_default(&pc.gens, BPP_T) == ECB_OK);
    sweep("bpp params_create", &params_ops, &pc);

    static bpp_batch b;
    CHECK(ecb_bpp_params_create(&b.params, BPP_BITS, 2, &pc.gens) == ECB_OK);
    if (b.params == NULL) return;
    uint8_t r[64];
    for (size_t j = 0; j < 4; j++) {
        b.values[j] = 17 + 50 * j;
        for (size_t k = 0; k < BPP_T; k++) {
            tl_random(r, 64);
            ecb_ristretto255_scalar_reduce64(&b.blindings[j * BPP_T + k], r);
        }
        ecb_ristretto255_point cp;
        CHECK(ecb_bpp_commit(&cp, &pc.gens, b.values[j], &b.blindings[j * BPP_T], BPP_T) == ECB_OK);
        ecb_ristretto255_encode(b.commitments[j], &cp);
    }
    static const size_t first[BPP_PROOFS] = {0, 1, 3}, m[BPP_PROOFS] = {1, 2, 1};
    for (size_t i = 0; i < BPP_PROOFS; i++) {
        tl_random(r, 64);
        ecb_ristretto255_scalar_reduce64(&b.seeds[i], r);
        ecb_bpp_statement st = {b.params, m[i], (const uint8_t(*)[32])b.commitments[first[i]],
                                NULL,     NULL, m[i] == 1 ? &b.seeds[i] : NULL};
        b.st[i] = st;
        prove_case p = {&b, i, {0}};
        CHECK(prove_run(&p) == ECB_OK);
        b.proofs[i] = p.proof;
        b.expect_masks[i].present = m[i] == 1;
        if (m[i] == 1) {
            b.expect_masks[i].extension_degree = BPP_T;
            memcpy(b.expect_masks[i].blindings, &b.blindings[first[i] * BPP_T],
                   BPP_T * sizeof(ecb_ristretto255_scalar));
        }
    }
    char name[96];
    for (size_t i = 0; i < BPP_PROOFS; i++) {
        prove_case p = {&b, i, {0}};
        snprintf(name, sizeof name, "bpp prove m=%zu", m[i]);
        sweep(name, &prove_ops, &p);
    }
    static const ecb_bpp_action actions[] = {ECB_BPP_VERIFY_ONLY, ECB_BPP_RECOVER_ONLY,
                                             ECB_BPP_RECOVER_AND_VERIFY};
    static verify_case v;
    v.b = &b;
    for (size_t a = 0; a < 3; a++)
        for (unsigned t = 1; t <= 3; t += 2)
            for (int identify = 0; identify <= 1; identify++)
                for (size_t bad = 1; bad <= BPP_PROOFS; bad += BPP_PROOFS - 1) {
                    if (actions[a] == ECB_BPP_RECOVER_ONLY && bad < BPP_PROOFS) continue;
                    memcpy(v.proofs, b.proofs, sizeof v.proofs);
                    v.bad = bad;
                    if (bad < BPP_PROOFS) v.proofs[bad].r1 = v.proofs[bad].s1;
                    v.action = actions[a];
                    memset(&v.opt, 0, sizeof v.opt);
                    v.opt.threads = t;
                    v.opt.identify_invalid = identify;
                    snprintf(name, sizeof name, "bpp verify_batch action=%zu threads=%u%s%s", a, t,
                             identify ? " identify" : "", bad < BPP_PROOFS ? " bad" : "");
                    sweep(name, &verify_ops, &v);
                    /* the same on a verifier (fresh for each run) */
                    CHECK(ecb_bpp_verifier_create(&v.verifier, BPP_PROOFS, BPP_BITS, 2, 3) ==
                          ECB_OK);
                    snprintf(name, sizeof name,
                             "bpp verifier_verify_batch action=%zu threads=%u%s%s", a, t,
                             identify ? " identify" : "", bad < BPP_PROOFS ? " bad" : "");
                    sweep(name, &verifier_verify_ops, &v);
                    ecb_bpp_verifier_free(v.verifier);
                    v.verifier = NULL;
                }
    verifier_case vc = {NULL};
    sweep("bpp verifier_create", &verifier_create_ops, &vc);
    ecb_bpp_params_free(b.params);
}

/* ---- threshold decryption ------------------------------------------------------------------ */

#define BTE_T 2
#define BTE_N_MAX                                                                                  \
    8 /* servers (the last one answers with a wrong share): 3, or 8 with 70                        \
       * ciphertexts, where the shifted-copy tables pay */
#define BTE_CTS_MAX                                                                                \
    70 /* ciphertexts (the last one altered): 3, or 70 to reach the bucket                         \
        * method and the shifted-copy tables beyond the engine's 64 terms */

typedef struct bte_world {
    ecb_bte_variant v;
    size_t ncts;
    uint32_t nserv;
    uint8_t coeffs[BTE_T * 32];
    ecb_bte_public *pub;
    ecb_bte_share shares[BTE_N_MAX];
    ecb_bte_point pk, hi[BTE_N_MAX];
    uint8_t msgs[BTE_CTS_MAX][24];
    ecb_bte_ciphertext *cts[BTE_CTS_MAX];
    ecb_bte_request *req;
    ecb_bte_response *resps[BTE_N_MAX];
    uint8_t *pub_enc, *ct_enc, *resp_enc;
    size_t pub_len, ct_len, resp_len;
    uint8_t seed[ECB_BTE_SEED_BYTES];
} bte_world;

/* Every bte call under test: `op` says which, `threads` how many threads. */
enum bte_op {
    BTE_DEAL,
    BTE_DEAL_COEFFS,
    BTE_PUBLIC_DECODE,
    BTE_SHARE_CHECK,
    BTE_ENCRYPT,
    BTE_ENCRYPT_SEEDED,
    BTE_CT_DECODE,
    BTE_CT_VERIFY,
    BTE_CTS_VERIFY,
    BTE_REQUEST,
    BTE_RESPOND,
    BTE_RESPOND_SEEDED,
    BTE_RESP_DECODE,
    BTE_RESP_VERIFY,
    BTE_RESPS_VERIFY,
    BTE_COMBINE,
    BTE_OPS
};

static const char *const bte_op_names[BTE_OPS] = {"deal",
                                                  "deal_from_coefficients",
                                                  "public_decode",
                                                  "share_check",
                                                  "encrypt",
                                                  "encrypt_seeded",
                                                  "ciphertext_decode",
                                                  "ciphertext_verify",
                                                  "ciphertexts_verify",
                                                  "request_new",
                                                  "respond",
                                                  "respond_seeded",
                                                  "response_decode",
                                                  "verify_response",
                                                  "verify_responses",
                                                  "combine"};

typedef struct bte_case {
    bte_world *w;
    enum bte_op op;
    unsigned threads;
    void *obj; /* the object a constructor returned */
    ecb_bte_share shares[BTE_N_MAX];
    uint8_t valid[BTE_CTS_MAX];
    size_t count;
    ecb_bte_error errs[BTE_N_MAX];
    ecb_bte_plaintext *pts;
} bte_case;

static const uint32_t bte_indices[BTE_N_MAX] = {0, 1, 2, 3, 4, 5, 6, 7};

static ecb_status bte_run(void *ctx) {
    bte_case *c = ctx;
    bte_world *w = c->w;
    void *poison = c; /* a failed constructor must store NULL */
    c->obj = poison;
    memset(c->shares, 0xa5, sizeof c->shares);
    memset(c->valid, 0xa5, sizeof c->valid);
    c->count = 99;
    memset(c->errs, 0xa5, sizeof c->errs);
    c->pts = poison;
    static const uint8_t label[3] = "lbl";
    switch (c->op) {
    case BTE_DEAL:
        return ecb_bte_deal((ecb_bte_public **)&c->obj, c->shares, w->v, BTE_T, w->nserv);
    case BTE_DEAL_COEFFS:
        return ecb_bte_deal_from_coefficients((ecb_bte_public **)&c->obj, c->shares, w->v, BTE_T,
                                              w->nserv, w->coeffs);
    case BTE_PUBLIC_DECODE:
        return ecb_bte_public_decode((ecb_bte_public **)&c->obj, w->v, w->pub_enc, w->pub_len);
    case BTE_SHARE_CHECK: {
        ecb_bte_point h;
        ecb_status st = ecb_bte_public_share_var(w->pub, 1, &h);
        if (st != ECB_OK) return st;
        if (!ecb_bte_point_equal(&h, &w->hi[1])) return ECB_ERR_VERIFY_FAILED;
        return ecb_bte_share_check(w->pub, &w->shares[1]);
    }
    case BTE_ENCRYPT:
        return ecb_bte_encrypt((ecb_bte_ciphertext **)&c->obj, &w->pk, label, 3, w->msgs[0],
                               sizeof w->msgs[0]);
    case BTE_ENCRYPT_SEEDED:
        return ecb_bte_encrypt_seeded((ecb_bte_ciphertext **)&c->obj, &w->pk, label, 3, w->msgs[0],
                                      sizeof w->msgs[0], w->seed, w->seed);
    case BTE_CT_DECODE:
        return ecb_bte_ciphertext_decode((ecb_bte_ciphertext **)&c->obj, w->v, w->ct_enc,
                                         w->ct_len);
    case BTE_CT_VERIFY:
        return ecb_bte_ciphertext_verify_var(&w->pk, w->cts[0]);
    case BTE_CTS_VERIFY:
        return ecb_bte_ciphertexts_verify_var(&w->pk, (const ecb_bte_ciphertext *const *)w->cts,
                                              w->ncts, c->threads, c->valid, &c->count);
    case BTE_REQUEST:
        return ecb_bte_request_new_var((ecb_bte_request **)&c->obj, &w->pk,
                                       (const ecb_bte_ciphertext *const *)w->cts, w->ncts, label, 3,
                                       BTE_T, c->threads);
    case BTE_RESPOND:
        return ecb_bte_respond((ecb_bte_response **)&c->obj, w->req, &w->shares[0], c->threads);
    case BTE_RESPOND_SEEDED:
        return ecb_bte_respond_seeded((ecb_bte_response **)&c->obj, w->req, &w->shares[0], w->seed,
                                      c->threads);
    case BTE_RESP_DECODE:
        return ecb_bte_response_decode((ecb_bte_response **)&c->obj, w->v, w->resp_enc,
                                       w->resp_len);
    case BTE_RESP_VERIFY:
        return ecb_bte_verify_response_var(w->req, 0, &w->hi[0], w->resps[0], &c->errs[0]);
    case BTE_RESPS_VERIFY:
        return ecb_bte_verify_responses_var(w->req, bte_indices, w->hi,
                                            (const ecb_bte_response *const *)w->resps, w->nserv,
                                            c->threads, c->errs, &c->count);
    case BTE_COMBINE:
        return ecb_bte_combine_var(w->req, bte_indices, BTE_T,
                                   (const ecb_bte_response *const *)w->resps, BTE_T, c->threads,
                                   &c->pts, &c->count, &c->errs[0]);
    case BTE_OPS:
        break;
    }
    return ECB_ERR_INVALID_ARGUMENT;
}

/* obj's encoding equals `enc` (len bytes). */
static int bte_encoding_is(const bte_case *c, const uint8_t *enc, size_t len) {
    uint8_t buf[8192];
    size_t n;
    switch (c->op) {
    case BTE_DEAL_COEFFS:
    case BTE_PUBLIC_DECODE:
        n = ecb_bte_public_encoded_size(c->obj);
        if (n != len || n > sizeof buf) return 0;
        ecb_bte_public_encode(buf, c->obj);
        break;
    case BTE_ENCRYPT_SEEDED:
    case BTE_CT_DECODE:
        n = ecb_bte_ciphertext_encoded_size(c->obj);
        if (n != len || n > sizeof buf) return 0;
        ecb_bte_ciphertext_encode(buf, c->obj);
        break;
    default:
        n = ecb_bte_response_encoded_size(c->obj);
        if (n != len || n > sizeof buf) return 0;
        ecb_bte_response_encode(buf, c->obj);
        break;
    }
    return memcmp(buf, enc, len) == 0;
}

static int bte_ok(void *ctx, ecb_status st) {
    bte_case *c = ctx;
    bte_world *w = c->w;
    switch (c->op) {
    case BTE_DEAL: {
        if (st != ECB_OK || ecb_bte_public_threshold(c->obj) != BTE_T) return 0;
        for (uint32_t i = 0; i < w->nserv; i++)
            if (c->shares[i].index != i || ecb_bte_share_check(c->obj, &c->shares[i]) != ECB_OK)
                return 0;
        return 1;
    }
    case BTE_DEAL_COEFFS:
        return st == ECB_OK && bte_encoding_is(c, w->pub_enc, w->pub_len) &&
               memcmp(c->shares, w->shares, w->nserv * sizeof c->shares[0]) == 0;
    case BTE_PUBLIC_DECODE:
        return st == ECB_OK && bte_encoding_is(c, w->pub_enc, w->pub_len);
    case BTE_SHARE_CHECK:
    case BTE_CT_VERIFY:
        return st == ECB_OK;
    case BTE_ENCRYPT:
        return st == ECB_OK && ecb_bte_ciphertext_verify_var(&w->pk, c->obj) == ECB_OK;
    case BTE_ENCRYPT_SEEDED:
    case BTE_CT_DECODE:
        return st == ECB_OK && bte_encoding_is(c, w->ct_enc, w->ct_len);
    case BTE_CTS_VERIFY:
        for (size_t j = 0; j < w->ncts; j++)
            if (c->valid[j] != (j + 1 < w->ncts)) return 0;
        return st == ECB_OK && c->count == w->ncts - 1;
    case BTE_REQUEST: {
        uint8_t d[ECB_BTE_DIGEST_BYTES], want[ECB_BTE_DIGEST_BYTES];
        if (st != ECB_OK || ecb_bte_request_valid_count(c->obj) != w->ncts - 1) return 0;
        ecb_bte_request_digest(c->obj, d);
        ecb_bte_request_digest(w->req, want);
        return memcmp(d, want, sizeof d) == 0;
    }
    case BTE_RESPOND:
        return st == ECB_OK &&
               ecb_bte_verify_response_var(w->req, 0, &w->hi[0], c->obj, NULL) == ECB_OK;
    case BTE_RESPOND_SEEDED:
    case BTE_RESP_DECODE:
        return st == ECB_OK && bte_encoding_is(c, w->resp_enc, w->resp_len);
    case BTE_RESP_VERIFY:
        return st == ECB_OK && c->errs[0].status == ECB_OK;
    case BTE_RESPS_VERIFY:
        for (uint32_t q = 0; q < w->nserv; q++)
            if (c->errs[q].status != (q + 1 < w->nserv ? ECB_OK : ECB_ERR_INVALID_RESPONSE))
                return 0;
        return st == ECB_ERR_INVALID_RESPONSE && c->count == 1;
    case BTE_COMBINE:
        if (st != ECB_OK || c->count != w->ncts - 1 || c->errs[0].status != ECB_OK) return 0;
        for (size_t p = 0; p < c->count; p++)
            if (c->pts[p].position != p || c->pts[p].len != sizeof w->msgs[p] ||
                memcmp(c->pts[p].data, w->msgs[p], sizeof w->msgs[p]) != 0)
                return 0;
        return 1;
    case BTE_OPS:
        break;
    }
    return 0;
}

/* Out of memory: constructors store NULL and leave other outputs unchanged; batch checks
 * report no verdict (bte.h). */
static int bte_oom(void *ctx) {
    bte_case *c = ctx;
    switch (c->op) {
    case BTE_DEAL:
    case BTE_DEAL_COEFFS: {
        uint8_t poison[sizeof c->shares];
        memset(poison, 0xa5, sizeof poison);
        return c->obj == NULL && memcmp(c->shares, poison, sizeof poison) == 0;
    }
    case BTE_PUBLIC_DECODE:
    case BTE_ENCRYPT:
    case BTE_ENCRYPT_SEEDED:
    case BTE_CT_DECODE:
    case BTE_REQUEST:
    case BTE_RESPOND:
    case BTE_RESPOND_SEEDED:
    case BTE_RESP_DECODE:
        return c->obj == NULL;
    case BTE_SHARE_CHECK:
    case BTE_CT_VERIFY:
        return 1;
    case BTE_CTS_VERIFY: {
        for (size_t j = 0; j < c->w->ncts; j++)
            if (c->valid[j] != 0) return 0;
        return c->count == 0;
    }
    case BTE_RESP_VERIFY:
        return c->errs[0].status == ECB_ERR_OUT_OF_MEMORY;
    case BTE_RESPS_VERIFY: {
        for (size_t q = 0; q < c->w->nserv; q++)
            if (c->errs[q].status != ECB_ERR_OUT_OF_MEMORY) return 0;
        return c->count == c->w->nserv;
    }
    case BTE_COMBINE:
        return c->pts == NULL && c->count == 0 && c->errs[0].status == ECB_ERR_OUT_OF_MEMORY;
    case BTE_OPS:
        break;
    }
    return 0;
}

static void bte_release(void *ctx) {
    bte_case *c = ctx;
    if (c->obj != (void *)c) {
        switch (c->op) {
        case BTE_DEAL:
        case BTE_DEAL_COEFFS:
        case BTE_PUBLIC_DECODE:
            ecb_bte_public_free(c->obj);
            break;
        case BTE_ENCRYPT:
        case BTE_ENCRYPT_SEEDED:
        case BTE_CT_DECODE:
            ecb_bte_ciphertext_free(c->obj);
            break;
        case BTE_REQUEST:
            ecb_bte_request_free(c->obj);
            break;
        case BTE_RESPOND:
        case BTE_RESPOND_SEEDED:
        case BTE_RESP_DECODE:
            ecb_bte_response_free(c->obj);
            break;
        default:
            break;
        }
    }
    c->obj = NULL;
    if (c->pts != (void *)c) ecb_bte_plaintexts_free(c->pts, c->count);
    c->pts = NULL;
}

static const sweep_ops bte_ops = {bte_run, bte_ok, bte_oom, bte_release};

static void bte_world_free(bte_world *w) {
    for (size_t j = 0; j < w->nserv; j++)
        ecb_bte_response_free(w->resps[j]);
    ecb_bte_request_free(w->req);
    for (size_t j = 0; j < w->ncts; j++)
        ecb_bte_ciphertext_free(w->cts[j]);
    ecb_bte_public_free(w->pub);
    free(w->pub_enc);
    free(w->ct_enc);
    free(w->resp_enc);
}

static int bte_world_make(bte_world *w, ecb_bte_variant v, size_t ncts, uint32_t nserv) {
    memset(w, 0, sizeof *w);
    w->v = v;
    w->ncts = ncts;
    w->nserv = nserv;
    for (size_t k = 0; k < BTE_T; k++) {
        tl_random(w->coeffs + 32 * k, 32);
        w->coeffs[32 * k] &= 0x3f;
        w->coeffs[32 * k + 31] |= 1;
    }
    tl_random(w->seed, sizeof w->seed);
    if (ecb_bte_deal_from_coefficients(&w->pub, w->shares, v, BTE_T, w->nserv, w->coeffs) != ECB_OK)
        return 0;
    ecb_bte_public_key(w->pub, &w->pk);
    for (uint32_t i = 0; i < w->nserv; i++)
        if (ecb_bte_public_share_var(w->pub, i, &w->hi[i]) != ECB_OK) return 0;
    w->pub_len = ecb_bte_public_encoded_size(w->pub);
    w->pub_enc = malloc(w->pub_len);
    ecb_bte_public_encode(w->pub_enc, w->pub);
    for (size_t j = 0; j < ncts; j++) {
        tl_random(w->msgs[j], sizeof w->msgs[j]);
        if (ecb_bte_encrypt_seeded(&w->cts[j], &w->pk, (const uint8_t *)"lbl", 3, w->msgs[j],
                                   sizeof w->msgs[j], w->seed, w->seed) != ECB_OK)
            return 0;
    }
    w->ct_len = ecb_bte_ciphertext_encoded_size(w->cts[0]);
    w->ct_enc = malloc(w->ct_len);
    ecb_bte_ciphertext_encode(w->ct_enc, w->cts[0]);
    /* the last ciphertext's body altered: its proof no longer holds */
    size_t len = ecb_bte_ciphertext_encoded_size(w->cts[ncts - 1]);
    uint8_t *enc = malloc(len);
    ecb_bte_ciphertext_encode(enc, w->cts[ncts - 1]);
    enc[1 + 1 + 3 + 1] ^= 1;
    ecb_bte_ciphertext_free(w->cts[ncts - 1]);
    w->cts[ncts - 1] = NULL;
    ecb_status st = ecb_bte_ciphertext_decode(&w->cts[ncts - 1], v, enc, len);
    free(enc);
    if (st != ECB_OK) return 0;
    if (ecb_bte_request_new_var(&w->req, &w->pk, (const ecb_bte_ciphertext *const *)w->cts, ncts,
                                (const uint8_t *)"lbl", 3, BTE_T, 1) != ECB_OK)
        return 0;
    for (uint32_t i = 0; i < w->nserv; i++) {
        ecb_bte_share s = w->shares[i];
        if (i == w->nserv - 1) memcpy(s.secret, w->shares[0].secret, sizeof s.secret);
        if (ecb_bte_respond_seeded(&w->resps[i], w->req, &s, w->seed, 1) != ECB_OK) return 0;
    }
    w->resp_len = ecb_bte_response_encoded_size(w->resps[0]);
    w->resp_enc = malloc(w->resp_len);
    ecb_bte_response_encode(w->resp_enc, w->resps[0]);
    return 1;
}

static void bte_sweeps(void) {
    /* every call on 3 ciphertexts and 3 servers, in both variants and on 1 and 3 threads; then
     * the batch calls on 70 ciphertexts and 8 servers (MinPk, 3 threads: the same code), where
     * the sums outgrow the MSM engine (bucket method) and the shifted-copy tables pay */
    static const enum bte_op many[] = {BTE_CTS_VERIFY, BTE_REQUEST, BTE_RESPS_VERIFY, BTE_COMBINE};
    static const struct {
        ecb_bte_variant v;
        size_t ncts;
        uint32_t nserv;
    } worlds[] = {
        {ECB_BTE_MINPK, 3, 3}, {ECB_BTE_MINSIG, 3, 3}, {ECB_BTE_MINPK, BTE_CTS_MAX, BTE_N_MAX}};
    char name[96];
    for (size_t wi = 0; wi < sizeof worlds / sizeof worlds[0]; wi++) {
        static bte_world w;
        int big = worlds[wi].ncts == BTE_CTS_MAX;
        int made = bte_world_make(&w, worlds[wi].v, worlds[wi].ncts, worlds[wi].nserv);
        CHECK(made);
        size_t ops = big ? sizeof many / sizeof many[0] : BTE_OPS;
        for (size_t i = 0; made && i < ops; i++)
            for (unsigned t = big ? 3 : 1; t <= 3; t += 2) {
                static bte_case c;
                memset(&c, 0, sizeof c);
                c.w = &w;
                c.op = big ? many[i] : (enum bte_op)i;
                c.threads = t;
                snprintf(name, sizeof name, "bte %s %zu ciphertexts %u servers %s threads=%u",
                         ecb_bte_variant_name(worlds[wi].v), worlds[wi].ncts, worlds[wi].nserv,
                         bte_op_names[c.op], t);
                sweep(name, &bte_ops, &c);
            }
        bte_world_free(&w);
    }
}

/* ---- batch point decoding ------------------------------------------------------------------ */

#define DEC_N 200
#define DEC_BAD 150

typedef struct dec_case {
    uint8_t in[DEC_N * 48];
    ecb_bls12_381_g1_affine want[DEC_N], out[DEC_N];
    ecb_status want_st[DEC_N], st[DEC_N];
    size_t first;
} dec_case;

static ecb_status dec_run(void *ctx) {
    dec_case *c = ctx;
    memset(c->out, 0x5a, sizeof c->out);
    c->first = 0;
    return ecb_bls12_381_g1_batch_decode_affine(c->out, DEC_N, c->in, sizeof c->in, 3, c->st,
                                                &c->first);
}

static int dec_ok(void *ctx, ecb_status st) {
    dec_case *c = ctx;
    return st == c->want_st[DEC_BAD] && c->first == DEC_BAD &&
           memcmp(c->st, c->want_st, sizeof c->st) == 0 &&
           memcmp(c->out, c->want, sizeof c->out) == 0;
}

static int dec_oom(void *ctx) {
    (void)ctx;
    return 0; /* the batch decoder allocates nothing: no allocation may fail it */
}

static const sweep_ops dec_ops = {dec_run, dec_ok, dec_oom, release_nothing};

/* Thread starts of the batch decoder failing in turn: the caller decodes their share. */
static void decode_sweeps(void) {
    static dec_case c;
    ecb_bls12_381_g1 g, p;
    ecb_bls12_381_g1_generator(&g);
    p = g;
    for (size_t i = 0; i < DEC_N; i++) {
        ecb_bls12_381_g1_encode(c.in + 48 * i, &p);
        ecb_bls12_381_g1_add(&p, &p, &g);
    }
    c.in[48 * DEC_BAD] ^= 0x80; /* the compression flag cleared */
    for (size_t i = 0; i < DEC_N; i++)
        c.want_st[i] = ecb_bls12_381_g1_decode_affine(&c.want[i], c.in + 48 * i);
    CHECK(c.want_st[DEC_BAD] == ECB_ERR_BAD_FLAGS);
    sweep("bls12-381-g1 batch_decode_affine threads=3", &dec_ops, &c);
}

/* ---- KZG (kzg.h) ---------------------------------------------------------------------------- */

#define KZG_BLOBS 3
#define KZG_CELLS 4

enum kzg_op {
    KZG_LOAD,
    KZG_LOAD_TEXT,
    KZG_PRECOMPUTE,
    KZG_COMMIT,
    KZG_PROOF,
    KZG_BLOB_PROOF,
    KZG_VERIFY,
    KZG_VERIFY_BLOB,
    KZG_VERIFY_BATCH,
    KZG_CELLS_COMPUTE,
    KZG_CELLS_VERIFY,
    KZG_CELL_PROOFS,
    KZG_RECOVER,
    KZG_OPS
};

static const char *const kzg_op_names[KZG_OPS] = {"settings_load",
                                                  "settings_load_text",
                                                  "settings_precompute",
                                                  "blob_to_commitment",
                                                  "compute_proof",
                                                  "compute_blob_proof",
                                                  "verify_proof",
                                                  "verify_blob_proof",
                                                  "verify_blob_proof_batch",
                                                  "compute_cells",
                                                  "verify_cell_proof_batch",
                                                  "compute_cells_and_proofs",
                                                  "recover_cells_and_proofs"};

/* The mainnet setup (text and the points' bytes), settings loaded from it, and valid inputs of
 * every call: blobs 0 and 2 random, blob 1 constant (a polynomial of degree 0, whose cell proofs
 * are the identity), their commitments and blob proofs, a proof of blob 0 at z, blob 0's cells
 * and cell proofs, its odd cells (for recovery), and four cells of blob 1 with their (identity)
 * proofs. */
typedef struct kzg_world {
    uint8_t *text, *g1_lagrange, *g2_monomial, *g1_monomial;
    size_t text_len;
    ecb_kzg_settings *s;
    uint8_t *blobs, *cells, *cells_want, *odd_cells;
    uint8_t cell_proofs_out[128 * 48], cell_proofs_want[128 * 48];
    uint64_t odd[64];
    uint8_t cms[KZG_BLOBS * 48], proofs[KZG_BLOBS * 48], z[32], y[32], proof_z[48];
    uint8_t cell_cms[KZG_CELLS * 48], cell_proofs[KZG_CELLS * 48];
    uint64_t cell_indices[KZG_CELLS];
    size_t table_size; /* of the table KZG_PRECOMPUTE builds */
} kzg_world;

typedef struct kzg_case {
    kzg_world *w;
    enum kzg_op op;
    ecb_kzg_settings *obj; /* what a load returned */
    size_t table_before;   /* the settings' table before KZG_PRECOMPUTE */
    uint8_t out[48], y[32];
} kzg_case;

/* A budget of two entries per point: the table of 13 windows of 10 bits, cheap to build. */
#define KZG_BUDGET (2 * ECB_KZG_TABLE_MIN_BYTES)

static ecb_status kzg_run(void *ctx) {
    kzg_case *c = ctx;
    kzg_world *w = c->w;
    c->obj = (ecb_kzg_settings *)(void *)c; /* a failed load must store NULL */
    memset(c->out, 0x5a, sizeof c->out);    /* a failed computation stores the identity */
    memset(c->y, 0x5a, sizeof c->y);
    memset(w->cells, 0x5a, ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL);
    memset(w->cell_proofs_out, 0x5a, sizeof w->cell_proofs_out);
    c->table_before = ecb_kzg_settings_table_size(w->s);
    const size_t B = ECB_KZG_BYTES_PER_BLOB;
    switch (c->op) {
    case KZG_LOAD:
        return ecb_kzg_settings_load(&c->obj, w->g1_lagrange, ECB_KZG_SETUP_G1_BYTES,
                                     w->g2_monomial, ECB_KZG_SETUP_G2_BYTES, w->g1_monomial,
                                     ECB_KZG_SETUP_G1_BYTES, 2);
    case KZG_LOAD_TEXT:
        return ecb_kzg_settings_load_text(&c->obj, (const char *)w->text, w->text_len, 1);
    case KZG_PRECOMPUTE:
        return ecb_kzg_settings_precompute(w->s, KZG_BUDGET);
    case KZG_COMMIT:
        return ecb_kzg_blob_to_commitment(c->out, w->blobs, B, w->s);
    case KZG_PROOF:
        return ecb_kzg_compute_proof(c->out, c->y, w->blobs, B, w->z, w->s);
    case KZG_BLOB_PROOF:
        return ecb_kzg_compute_blob_proof(c->out, w->blobs, B, w->cms, w->s);
    case KZG_VERIFY:
        return ecb_kzg_verify_proof(w->cms, w->z, w->y, w->proof_z, w->s);
    case KZG_VERIFY_BLOB:
        return ecb_kzg_verify_blob_proof(w->blobs, B, w->cms, w->proofs, w->s);
    case KZG_VERIFY_BATCH:
        return ecb_kzg_verify_blob_proof_batch(w->blobs, KZG_BLOBS * B, w->cms, KZG_BLOBS * 48,
                                               w->proofs, KZG_BLOBS * 48, KZG_BLOBS, w->s);
    case KZG_CELLS_COMPUTE:
        return ecb_kzg_compute_cells(w->cells, ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL,
                                     w->blobs, B, w->s);
    case KZG_CELLS_VERIFY:
        return ecb_kzg_verify_cell_proof_batch(
            w->cell_cms, KZG_CELLS * 48, w->cell_indices,
            w->cells_want + ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL,
            KZG_CELLS * ECB_KZG_BYTES_PER_CELL, w->cell_proofs, KZG_CELLS * 48, KZG_CELLS, w->s);
    case KZG_CELL_PROOFS:
        return ecb_kzg_compute_cells_and_proofs(
            w->cells, ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL, w->cell_proofs_out,
            sizeof w->cell_proofs_out, w->blobs, B, w->s);
    case KZG_RECOVER:
        return ecb_kzg_recover_cells_and_proofs(
            w->cells, ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL, w->cell_proofs_out,
            sizeof w->cell_proofs_out, w->odd, w->odd_cells, 64 * ECB_KZG_BYTES_PER_CELL, 64, w->s);
    case KZG_OPS:
        break;
    }
    return ECB_ERR_UNSUPPORTED;
}

static int kzg_ok(void *ctx, ecb_status st) {
    kzg_case *c = ctx;
    kzg_world *w = c->w;
    if (st != ECB_OK) return 0;
    switch (c->op) {
    case KZG_LOAD:
    case KZG_LOAD_TEXT: {
        uint8_t cm[48];
        return c->obj != NULL &&
               ecb_kzg_blob_to_commitment(cm, w->blobs, ECB_KZG_BYTES_PER_BLOB, c->obj) == ECB_OK &&
               memcmp(cm, w->cms, 48) == 0;
    }
    case KZG_PRECOMPUTE:
        return ecb_kzg_settings_table_size(w->s) == w->table_size;
    case KZG_COMMIT:
        return memcmp(c->out, w->cms, 48) == 0;
    case KZG_PROOF:
        return memcmp(c->out, w->proof_z, 48) == 0 && memcmp(c->y, w->y, 32) == 0;
    case KZG_BLOB_PROOF:
        return memcmp(c->out, w->proofs, 48) == 0;
    case KZG_CELLS_COMPUTE:
        return memcmp(w->cells, w->cells_want,
                      ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL) == 0;
    case KZG_CELL_PROOFS:
    case KZG_RECOVER:
        return memcmp(w->cells, w->cells_want,
                      ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL) == 0 &&
               memcmp(w->cell_proofs_out, w->cell_proofs_want, sizeof w->cell_proofs_out) == 0;
    case KZG_VERIFY:
    case KZG_VERIFY_BLOB:
    case KZG_VERIFY_BATCH:
    case KZG_CELLS_VERIFY:
        return 1;
    case KZG_OPS:
        break;
    }
    return 0;
}

/* Out of memory: loads store NULL, the table stays as it was, computations store the identity
 * (and y zero, cells zeros), verifiers give no verdict. */
static int kzg_oom(void *ctx) {
    kzg_case *c = ctx;
    kzg_world *w = c->w;
    static const uint8_t zero[48];
    uint8_t identity[48] = {0xc0};
    switch (c->op) {
    case KZG_LOAD:
    case KZG_LOAD_TEXT:
        return c->obj == NULL;
    case KZG_PRECOMPUTE:
        return ecb_kzg_settings_table_size(w->s) == c->table_before;
    case KZG_COMMIT:
    case KZG_BLOB_PROOF:
        return memcmp(c->out, identity, 48) == 0;
    case KZG_PROOF:
        return memcmp(c->out, identity, 48) == 0 && memcmp(c->y, zero, 32) == 0;
    case KZG_CELLS_COMPUTE:
    case KZG_CELL_PROOFS:
    case KZG_RECOVER: {
        int all = 1;
        for (size_t i = 0; i < ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL; i++)
            all &= w->cells[i] == 0;
        for (size_t i = 0; c->op != KZG_CELLS_COMPUTE && i < 128; i++)
            all &= memcmp(w->cell_proofs_out + 48 * i, identity, 48) == 0;
        return all;
    }
    case KZG_VERIFY:
    case KZG_VERIFY_BLOB:
    case KZG_VERIFY_BATCH:
    case KZG_CELLS_VERIFY:
        return 1;
    case KZG_OPS:
        break;
    }
    return 0;
}

/* Frees what a load returned; a table built where there was none is freed too (a replaced
 * table stays: the settings hold one table as before). */
static void kzg_release(void *ctx) {
    kzg_case *c = ctx;
    if (c->obj != (ecb_kzg_settings *)(void *)c) ecb_kzg_settings_free(c->obj);
    c->obj = NULL;
    if (c->op == KZG_PRECOMPUTE && c->table_before == 0)
        CHECK(ecb_kzg_settings_precompute(c->w->s, 0) == ECB_OK);
}

static const sweep_ops kzg_ops = {kzg_run, kzg_ok, kzg_oom, kzg_release};

/* The hex token of `digits` digits at *p (after whitespace) into out; 0 on success. */
static int kzg_hex_token(uint8_t *out, size_t digits, const uint8_t **p) {
    while (**p == ' ' || **p == '\n' || **p == '\r' || **p == '\t')
        (*p)++;
    char hex[193];
    memcpy(hex, *p, digits);
    hex[digits] = 0;
    *p += digits;
    return tl_hex_to_bytes(out, digits / 2, hex);
}

static int kzg_world_make(kzg_world *w) {
    memset(w, 0, sizeof *w);
    FILE *f = fopen(tl_vector_path("kzg/trusted_setup.txt"), "rb");
    if (f == NULL) return 0;
    w->text = malloc(ECB_KZG_SETUP_TEXT_MAX_BYTES);
    w->text_len = w->text != NULL ? fread(w->text, 1, ECB_KZG_SETUP_TEXT_MAX_BYTES, f) : 0;
    fclose(f);
    w->g1_lagrange = malloc(ECB_KZG_SETUP_G1_BYTES);
    w->g2_monomial = malloc(ECB_KZG_SETUP_G2_BYTES);
    w->g1_monomial = malloc(ECB_KZG_SETUP_G1_BYTES);
    w->blobs = malloc(KZG_BLOBS * ECB_KZG_BYTES_PER_BLOB);
    w->cells = malloc(ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL);
    w->cells_want = malloc(2 * ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL);
    w->odd_cells = malloc(64 * ECB_KZG_BYTES_PER_CELL);
    if (w->text_len == 0 || w->g1_lagrange == NULL || w->g2_monomial == NULL ||
        w->g1_monomial == NULL || w->blobs == NULL || w->cells == NULL || w->cells_want == NULL ||
        w->odd_cells == NULL)
        return 0;
    /* the counts 4096 and 65, then the points */
    const uint8_t *p = w->text;
    for (int k = 0; k < 2; k++) {
        while (*p == ' ' || *p == '\n')
            p++;
        while (*p >= '0' && *p <= '9')
            p++;
    }
    int bad = 0;
    for (size_t i = 0; i < 4096; i++)
        bad |= kzg_hex_token(w->g1_lagrange + 48 * i, 96, &p);
    for (size_t i = 0; i < 65; i++)
        bad |= kzg_hex_token(w->g2_monomial + 96 * i, 192, &p);
    for (size_t i = 0; i < 4096; i++)
        bad |= kzg_hex_token(w->g1_monomial + 48 * i, 96, &p);
    if (bad || ecb_kzg_settings_load_text(&w->s, (const char *)w->text, w->text_len, 2) != ECB_OK)
        return 0;
    const size_t B = ECB_KZG_BYTES_PER_BLOB;
    tl_random(w->blobs, KZG_BLOBS * B);
    for (size_t i = 0; i < KZG_BLOBS * 4096; i++)
        w->blobs[32 * i] &= 0x1f;
    for (size_t i = 0; i < 4096; i++)
        memcpy(w->blobs + B + 32 * i, w->blobs + B, 32); /* blob 1: one value everywhere */
    memset(w->z, 0x11, 32);
    int ok = 1;
    for (size_t k = 0; k < KZG_BLOBS; k++)
        ok &= ecb_kzg_blob_to_commitment(w->cms + 48 * k, w->blobs + k * B, B, w->s) == ECB_OK &&
              ecb_kzg_compute_blob_proof(w->proofs + 48 * k, w->blobs + k * B, B, w->cms + 48 * k,
                                         w->s) == ECB_OK;
    ok &= ecb_kzg_compute_proof(w->proof_z, w->y, w->blobs, B, w->z, w->s) == ECB_OK;
    const size_t CB = ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL;
    for (size_t k = 0; k < 2; k++)
        ok &=
            ecb_kzg_compute_cells(w->cells_want + k * CB, CB, w->blobs + k * B, B, w->s) == ECB_OK;
    /* blob 0's cell proofs (its cells again, the same), and its odd cells */
    ok &=
        ecb_kzg_compute_cells_and_proofs(w->cells, CB, w->cell_proofs_want,
                                         sizeof w->cell_proofs_want, w->blobs, B, w->s) == ECB_OK &&
        memcmp(w->cells, w->cells_want, CB) == 0;
    for (size_t i = 0; i < 64; i++) {
        w->odd[i] = 2 * i + 1;
        memcpy(w->odd_cells + i * ECB_KZG_BYTES_PER_CELL,
               w->cells_want + w->odd[i] * ECB_KZG_BYTES_PER_CELL, ECB_KZG_BYTES_PER_CELL);
    }
    /* blob 1's cells 0, 5, 64, 127, in the order verify_cell_proof_batch reads them */
    static const uint64_t columns[KZG_CELLS] = {0, 5, 64, 127};
    uint8_t *blob1_cells = w->cells_want + CB;
    for (size_t k = 0; k < KZG_CELLS; k++) {
        w->cell_indices[k] = columns[k];
        memmove(blob1_cells + k * ECB_KZG_BYTES_PER_CELL,
                blob1_cells + columns[k] * ECB_KZG_BYTES_PER_CELL, ECB_KZG_BYTES_PER_CELL);
        memcpy(w->cell_cms + 48 * k, w->cms + 48, 48);
        memset(w->cell_proofs + 48 * k, 0, 48);
        w->cell_proofs[48 * k] = 0xc0;
    }
    ok &= ecb_kzg_verify_cell_proof_batch(w->cell_cms, sizeof w->cell_cms, w->cell_indices,
                                          blob1_cells, KZG_CELLS * ECB_KZG_BYTES_PER_CELL,
                                          w->cell_proofs, sizeof w->cell_proofs, KZG_CELLS,
                                          w->s) == ECB_OK;
    /* ... and the sweep's verifiers must give their verdict on valid inputs only */
    ok &= ecb_kzg_verify_blob_proof_batch(w->blobs, KZG_BLOBS * B, w->cms, sizeof w->cms, w->proofs,
                                          sizeof w->proofs, KZG_BLOBS, w->s) == ECB_OK;
    ok &= ecb_kzg_settings_precompute(w->s, KZG_BUDGET) == ECB_OK;
    w->table_size = ecb_kzg_settings_table_size(w->s);
    ok &= w->table_size > 0 && ecb_kzg_settings_precompute(w->s, 0) == ECB_OK;
    return ok;
}

static void kzg_world_free(kzg_world *w) {
    ecb_kzg_settings_free(w->s);
    free(w->text);
    free(w->g1_lagrange);
    free(w->g2_monomial);
    free(w->g1_monomial);
    free(w->blobs);
    free(w->cells);
    free(w->cells_want);
    free(w->odd_cells);
}

/* Every KZG call that allocates: the loads (from bytes on two threads, from text on one), the
 * table's build where there is none and replacing one, and the computations and verifications
 * on settings of two threads, the commitments and proofs without and with the table. slow: only
 * the loads (about a second each) and the cell proofs (128 MSMs and as many allocations each),
 * whose runs take minutes: a ctest entry of their own, labelled full; else everything but them. */
static void kzg_sweeps(int slow) {
    static kzg_world w;
    int made = kzg_world_make(&w);
    CHECK(made);
    char name[96];
    for (int table = 0; made && table < 2; table++) {
        /* the second pass: the table built first, then rebuilt by the sweep, then used */
        if (table) CHECK(ecb_kzg_settings_precompute(w.s, KZG_BUDGET) == ECB_OK);
        for (int op = 0; op < KZG_OPS; op++) {
            if ((op == KZG_LOAD || op == KZG_LOAD_TEXT || op == KZG_CELL_PROOFS ||
                 op == KZG_RECOVER) != slow)
                continue;
            if (table && op != KZG_PRECOMPUTE && op != KZG_COMMIT && op != KZG_PROOF &&
                op != KZG_BLOB_PROOF)
                continue;
            kzg_case c = {.w = &w, .op = (enum kzg_op)op};
            snprintf(name, sizeof name, "kzg %s%s", kzg_op_names[op], table ? " with a table" : "");
            sweep(name, &kzg_ops, &c);
            CHECK((ecb_kzg_settings_table_size(w.s) != 0) == table);
        }
    }
    kzg_world_free(&w);
}

/* No argument: every sweep but the slow KZG ones (kzg_sweeps); --kzg-slow: those only. */
/* The plan's costs are calibrated on a group's first plan in the process (msm_calibrate.c),
 * which allocates: done here, unarmed, so that each sweep counts its own call's acquisitions
 * (a calibration whose allocation fails plans with the built-in figures). */
static void calibrate_first(void) {
    static const ecb_group groups[] = {ECB_GROUP_RISTRETTO255, ECB_GROUP_BLS12_381_G1,
                                       ECB_GROUP_BLS12_381_G2, ECB_GROUP_BLS12_377_G1,
                                       ECB_GROUP_BN254_G1};
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
        ecb_msm_costs c;
        CHECK(ecb_msm_costs_default(groups[i], &c) == ECB_OK);
    }
}

int main(int argc, char **argv) {
    tl_init();
    calibrate_first();
    if (argc > 1 && strcmp(argv[1], "--kzg-slow") == 0) {
        kzg_sweeps(1);
        CHECK(sweep_faults > 0);
        printf("%zu calls swept, %zu acquisitions failed in turn\n", sweep_calls, sweep_faults);
        return tl_finish("test_lib_alloc_failure --kzg-slow");
    }
    msm_inputs();
    msm_sweeps();
    multi_sweeps();
    multi_dropped_sweeps();
    drop_columns_sweeps();
    precomp_sweeps();
    fixed_sweeps();
    measure_sweep(ECB_GROUP_BLS12_377_G1);
    measure_sweep(ECB_GROUP_BN254_G1);
    decode_sweeps();
    bpp_sweeps();
    bte_sweeps();
    kzg_sweeps(0);
    CHECK(sweep_faults > 0 && sweep_absorbed < sweep_faults); /* the hook is live */
    printf("%zu calls swept, %zu acquisitions failed in turn (%zu absorbed: a thread start or "
           "an optional allocation)\n",
           sweep_calls, sweep_faults, sweep_absorbed);
    return tl_finish("test_lib_alloc_failure");
}
