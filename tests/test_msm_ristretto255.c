/* The MSM engine on ristretto255 against an independent reference: the sum of the library's
 * constant-time scalar multiplications (ecb_ristretto255_scalar_mult + add), computed once per
 * input and compared by encoding with every strategy, window and thread count; edge cases;
 * the precomputed (static + dynamic) calls; scratch and argument errors; the plan. */
#include "testlib.h"
#include "util/cpu.h"

#include "ecbatch.h"

typedef ecb_ristretto255_point point;
typedef ecb_ristretto255_scalar scalar;

static void random_points(point *p, size_t n) {
    unsigned char b[64];
    for (size_t i = 0; i < n; i++) {
        tl_random(b, sizeof b);
        ecb_ristretto255_from_uniform_bytes(&p[i], b);
    }
}

static void random_scalars(scalar *s, size_t n) {
    unsigned char b[64];
    for (size_t i = 0; i < n; i++) {
        tl_random(b, sizeof b);
        ecb_ristretto255_scalar_reduce64(&s[i], b);
    }
}

/* The reference: sum of constant-time scalar multiplications. */
static void reference(unsigned char enc[32], const point *p, const scalar *s, size_t n) {
    point acc, t;
    ecb_ristretto255_identity(&acc);
    for (size_t i = 0; i < n; i++) {
        ecb_ristretto255_scalar_mult(&t, &s[i], &p[i]);
        ecb_ristretto255_add(&acc, &acc, &t);
    }
    ecb_ristretto255_encode(enc, &acc);
}

static int run_eq(const unsigned char want[32], const point *p, const scalar *s, size_t n,
                  ecb_msm_strategy st, unsigned window, unsigned threads) {
    ecb_msm_options opt = {0};
    opt.strategy = st;
    opt.window = window;
    opt.threads = threads;
    point out;
    unsigned char enc[32];
    if (ecb_msm_ristretto255_var(&out, p, s, n, &opt) != ECB_OK) return 0;
    ecb_ristretto255_encode(enc, &out);
    return memcmp(enc, want, 32) == 0;
}

/* Every strategy (several windows) on 1, 2 and 3 threads equals the reference. */
static void check_all(const point *p, const scalar *s, size_t n, int thorough) {
    unsigned char want[32];
    reference(want, p, s, n);
    for (unsigned t = 1; t <= 3; t++) {
        CHECK(run_eq(want, p, s, n, ECB_MSM_AUTO, 0, t));
        if (n <= 300 || t == 1) CHECK(run_eq(want, p, s, n, ECB_MSM_NAIVE, 0, t));
        if (n <= 300 || t == 2) CHECK(run_eq(want, p, s, n, ECB_MSM_DOUBLE_AND_ADD, 0, t));
        CHECK(run_eq(want, p, s, n, ECB_MSM_STRAUS, 0, t));
        CHECK(run_eq(want, p, s, n, ECB_MSM_PIPPENGER, 0, t));
        if (thorough) {
            for (unsigned w = 2; w <= 8; w += (t == 1 ? 1 : 3))
                CHECK(run_eq(want, p, s, n, ECB_MSM_STRAUS, w, t));
            for (unsigned c = 1; c <= 14; c += (t == 1 ? 1 : 4))
                CHECK(run_eq(want, p, s, n, ECB_MSM_PIPPENGER, c, t));
        }
    }
}

static void test_sizes(void) {
    static const size_t sizes[] = {63, 64, 65, 100, 189, 190, 191, 255, 256, 257, 1000, 4096};
    point *p = malloc(4096 * sizeof *p);
    scalar *s = malloc(4096 * sizeof *s);
    for (size_t n = 0; n <= 40; n++) {
        random_points(p, n);
        random_scalars(s, n);
        check_all(p, s, n, n <= 3 || n == 17 || n == 40);
    }
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0] && !(tl_quick() && sizes[i] > 257); i++) {
        size_t n = sizes[i];
        random_points(p, n);
        random_scalars(s, n);
        check_all(p, s, n, n == 100 || n == 257);
    }
    free(p);
    free(s);
}

static void test_edges(void) {
    enum { N = 48 };
    point p[N], id;
    scalar s[N], one, lm1;
    ecb_ristretto255_identity(&id);
    ecb_ristretto255_scalar_from_u64(&one, 1);
    ecb_ristretto255_scalar_neg(&lm1, &one); /* l - 1 */
    /* all-zero scalars */
    random_points(p, N);
    memset(s, 0, sizeof s);
    check_all(p, s, N, 0);
    /* all identity points */
    random_scalars(s, N);
    for (int i = 0; i < N; i++)
        p[i] = id;
    check_all(p, s, N, 0);
    /* zero scalars and identity points mixed in, l - 1 */
    random_points(p, N);
    for (int i = 0; i < N; i += 5)
        p[i] = id;
    for (int i = 1; i < N; i += 4)
        memset(&s[i], 0, sizeof s[i]);
    for (int i = 2; i < N; i += 6)
        s[i] = lm1;
    check_all(p, s, N, 1);
    /* all scalars l - 1: -sum P */
    for (int i = 0; i < N; i++)
        s[i] = lm1;
    check_all(p, s, N, 1);
    /* repeated points, equal scalars (bucket doubling) */
    for (int i = 0; i < N; i++)
        p[i] = p[0];
    check_all(p, s, N, 1);
    random_scalars(s, N);
    check_all(p, s, N, 0);
    /* P and -P with the same scalar cancel */
    random_points(p, N);
    for (int i = 0; i < N; i += 2) {
        ecb_ristretto255_negate(&p[i + 1], &p[i]);
        s[i + 1] = s[i];
    }
    unsigned char want[32], zero[32] = {0};
    reference(want, p, s, N);
    CHECK_MEM(want, zero, 32);
    check_all(p, s, N, 1);
    /* small scalars: 1 bit, 4 bits, 16 bits, 64 bits */
    static const unsigned bits[] = {1, 4, 16, 64};
    for (int b = 0; b < 4; b++) {
        random_points(p, N);
        random_scalars(s, N);
        for (int i = 0; i < N; i++) {
            for (unsigned k = 0; k < 4; k++)
                if (bits[b] <= 64 * k)
                    s[i].v[k] = 0;
                else if (bits[b] < 64 * (k + 1))
                    s[i].v[k] &= ((uint64_t)1 << (bits[b] - 64 * k)) - 1;
        }
        check_all(p, s, N, 1);
        check_all(p, s, 2, 1);
    }
    /* the top bit: scalars 2^252 */
    for (int i = 0; i < N; i++) {
        memset(&s[i], 0, sizeof s[i]);
        s[i].v[3] = (uint64_t)1 << 60;
    }
    check_all(p, s, N, 1);
}

/* Pippenger whose buckets hold long runs of points: under IFMA the multi-buffer kernel
 * (msm_ristretto255_pippenger_x8_impl.h) sorts each window's digits by bucket and cuts the list
 * into eight lanes, so a bucket spans several lanes (partial sums merged), the list's tail is
 * padding (n not a multiple of 8, fewer digits than lanes), identity points and zero scalars
 * mix in; against the reference at several windows and thread counts. */
static void test_bucket_runs(void) {
    static const size_t sizes[] = {1, 2, 5, 7, 8, 9, 15, 17, 63, 100, 257, 1001, 2999};
    enum { NMAX = 2999 };
    point *p = malloc(NMAX * sizeof *p), id;
    scalar *s = malloc(NMAX * sizeof *s), few[6];
    ecb_ristretto255_identity(&id);
    ecb_ristretto255_scalar_from_u64(&few[0], 0);
    ecb_ristretto255_scalar_from_u64(&few[1], 1);
    ecb_ristretto255_scalar_from_u64(&few[2], 0x8421);
    ecb_ristretto255_scalar_neg(&few[3], &few[1]); /* l - 1 */
    ecb_ristretto255_scalar_neg(&few[4], &few[2]);
    random_scalars(&few[5], 1);
    random_points(p, NMAX);
    for (size_t i = 0; i < NMAX; i += 13)
        p[i] = id;
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
        size_t n = sizes[z];
        if (tl_quick() && n > 257) break;
        for (size_t i = 0; i < n; i++) {
            unsigned char r;
            tl_random(&r, 1);
            s[i] = few[r % 6];
        }
        unsigned char want[32];
        reference(want, p, s, n);
        static const unsigned windows[] = {1, 3, 6, 9, 13};
        for (size_t w = 0; w < sizeof windows / sizeof windows[0]; w++)
            for (unsigned t = 1; t <= 3; t += 2)
                CHECK(run_eq(want, p, s, n, ECB_MSM_PIPPENGER, windows[w], t));
        /* one scalar for every point: one bucket per window, across every lane */
        for (size_t i = 0; i < n; i++)
            s[i] = few[5];
        reference(want, p, s, n);
        CHECK(run_eq(want, p, s, n, ECB_MSM_PIPPENGER, 8, 1));
        CHECK(run_eq(want, p, s, n, ECB_MSM_PIPPENGER, 5, 2));
    }
    free(p);
    free(s);
}

static void test_precomp(void) {
    enum { NS = 150, ND = 70 };
    point *sp = malloc(NS * sizeof *sp), dp[ND], id;
    scalar *ss = malloc(NS * sizeof *ss), ds[ND];
    point *all = malloc((NS + ND) * sizeof *all);
    scalar *alls = malloc((NS + ND) * sizeof *alls);
    ecb_ristretto255_identity(&id);
    random_points(sp, NS);
    random_points(dp, ND);
    sp[7] = id; /* an identity static point gets no table */
    for (unsigned w = 2; w <= 8; w += 3) {
        ecb_msm_ristretto255_precomp *pre = NULL;
        CHECK(ecb_msm_ristretto255_precomp_new(&pre, sp, NS, w) == ECB_OK);
        CHECK(ecb_msm_ristretto255_precomp_count(pre) == NS);
        static const size_t counts[][2] = {{0, 0},    {1, 0},   {0, 1},  {5, 3},
                                           {128, 16}, {NS, ND}, {20, ND}};
        for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
            size_t ns = counts[c][0], nd = counts[c][1];
            random_scalars(ss, NS);
            random_scalars(ds, ND);
            if (c == 5) {
                memset(&ss[3], 0, sizeof ss[3]);
                memset(&ds[4], 0, sizeof ds[4]);
            }
            memcpy(all, sp, ns * sizeof *all);
            memcpy(all + ns, dp, nd * sizeof *all);
            memcpy(alls, ss, ns * sizeof *alls);
            memcpy(alls + ns, ds, nd * sizeof *alls);
            unsigned char want[32], enc[32];
            reference(want, all, alls, ns + nd);
            static const ecb_msm_strategy st[] = {ECB_MSM_AUTO, ECB_MSM_PRECOMPUTED_STRAUS,
                                                  ECB_MSM_STRAUS, ECB_MSM_PIPPENGER, ECB_MSM_NAIVE};
            for (unsigned k = 0; k < 5; k++)
                for (unsigned t = 1; t <= 3; t++) {
                    ecb_msm_options opt = {0};
                    opt.strategy = st[k];
                    opt.threads = t;
                    point out;
                    CHECK(ecb_msm_ristretto255_precomp_var(&out, pre, ss, ns, dp, ds, nd, &opt) ==
                          ECB_OK);
                    ecb_ristretto255_encode(enc, &out);
                    CHECK_MEM(enc, want, 32);
                }
        }
        /* errors */
        point out;
        ecb_msm_options opt = {0};
        CHECK(ecb_msm_ristretto255_precomp_var(&out, pre, ss, NS + 1, dp, ds, 0, NULL) ==
              ECB_ERR_LENGTH);
        CHECK(ecb_msm_ristretto255_precomp_var(&out, NULL, ss, 1, dp, ds, 0, NULL) ==
              ECB_ERR_NULL_POINTER);
        CHECK(ecb_msm_ristretto255_precomp_var(&out, pre, NULL, 1, dp, ds, 0, NULL) ==
              ECB_ERR_NULL_POINTER);
        CHECK(ecb_msm_ristretto255_precomp_var(&out, pre, ss, 1, NULL, ds, 1, NULL) ==
              ECB_ERR_NULL_POINTER);
        opt.strategy = ECB_MSM_DOUBLE_AND_ADD;
        CHECK(ecb_msm_ristretto255_precomp_var(&out, pre, ss, 1, dp, ds, 1, &opt) ==
              ECB_ERR_UNSUPPORTED);
        unsigned char small[100];
        opt.strategy = ECB_MSM_PRECOMPUTED_STRAUS;
        opt.scratch = small;
        opt.scratch_size = sizeof small;
        CHECK(ecb_msm_ristretto255_precomp_var(&out, pre, ss, 10, dp, ds, 10, &opt) ==
              ECB_ERR_SCRATCH_TOO_SMALL);
        ecb_msm_ristretto255_precomp_free(pre);
    }
    ecb_msm_ristretto255_precomp *pre = NULL;
    CHECK(ecb_msm_ristretto255_precomp_new(&pre, sp, 4, 9) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_msm_ristretto255_precomp_new(&pre, sp, 4, 1) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_msm_ristretto255_precomp_new(&pre, NULL, 4, 0) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_ristretto255_precomp_new(NULL, sp, 4, 0) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_ristretto255_precomp_new(&pre, sp, SIZE_MAX, 0) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(pre == NULL);
    ecb_msm_ristretto255_precomp_free(NULL);
    free(sp);
    free(ss);
    free(all);
    free(alls);
}

/* Tables built at each level the run allows (ECBATCH_CPU caps it) and used at each level:
 * every pair gives the reference, including IFMA tables at a lower level (rebuilt for the
 * call) and radix-2^64 tables at the IFMA level. */
static void test_precomp_levels(void) {
    enum { NS = 40, ND = 9 };
    point sp[NS], dp[ND], all[NS + ND];
    scalar ss[NS], ds[ND], alls[NS + ND];
    random_points(sp, NS);
    random_points(dp, ND);
    random_scalars(ss, NS);
    random_scalars(ds, ND);
    memcpy(all, sp, sizeof sp);
    memcpy(all + NS, dp, sizeof dp);
    memcpy(alls, ss, sizeof ss);
    memcpy(alls + NS, ds, sizeof ds);
    unsigned char want[32], enc[32];
    reference(want, all, alls, NS + ND);
    const ecb_cpu_level top = ecb_cpu_level_get();
    for (int built = ECB_CPU_PORTABLE; built <= (int)top; built++) {
        ecb_cpu_level_set((ecb_cpu_level)built);
        ecb_msm_ristretto255_precomp *pre = NULL;
        CHECK(ecb_msm_ristretto255_precomp_new(&pre, sp, NS, 6) == ECB_OK);
        for (int used = ECB_CPU_PORTABLE; used <= (int)top; used++) {
            ecb_cpu_level_set((ecb_cpu_level)used);
            static const ecb_msm_strategy st[] = {ECB_MSM_AUTO, ECB_MSM_PRECOMPUTED_STRAUS,
                                                  ECB_MSM_PIPPENGER};
            for (unsigned k = 0; k < 3; k++) {
                ecb_msm_options opt = {0};
                opt.strategy = st[k];
                point out;
                memset(enc, 0, sizeof enc);
                CHECK(ecb_msm_ristretto255_precomp_var(&out, pre, ss, NS, dp, ds, ND, &opt) ==
                      ECB_OK);
                ecb_ristretto255_encode(enc, &out);
                CHECK_MEM(enc, want, 32);
            }
        }
        ecb_msm_ristretto255_precomp_free(pre);
    }
    ecb_cpu_level_set(top);
}

static void test_errors_and_scratch(void) {
    enum { N = 300 };
    point *p = malloc(N * sizeof *p), out;
    scalar *s = malloc(N * sizeof *s);
    random_points(p, N);
    random_scalars(s, N);
    unsigned char want[32], enc[32];
    reference(want, p, s, N);
    ecb_msm_options opt = {0};
    CHECK(ecb_msm_ristretto255_var(NULL, p, s, N, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_ristretto255_var(&out, NULL, s, N, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_ristretto255_var(&out, p, NULL, N, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_ristretto255_var(&out, p, s, SIZE_MAX, NULL) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_msm_ristretto255_var(&out, p, s, ECB_MSM_MAX_POINTS + 1, NULL) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_msm_ristretto255_var(&out, NULL, NULL, 0, NULL) == ECB_OK);
    CHECK(ecb_ristretto255_is_identity(&out));
    static const ecb_msm_strategy missing[] = {ECB_MSM_BATCH_AFFINE, ECB_MSM_GLV,
                                               ECB_MSM_BUCKET_1BIT, ECB_MSM_PRECOMPUTED_STRAUS};
    for (int i = 0; i < 4; i++) {
        opt.strategy = missing[i];
        CHECK(ecb_msm_ristretto255_var(&out, p, s, N, &opt) == ECB_ERR_UNSUPPORTED);
        CHECK(!ecb_msm_strategy_available(ECB_GROUP_RISTRETTO255, missing[i]) || i == 3);
    }
    opt.strategy = (ecb_msm_strategy)ECB_MSM_STRATEGY_COUNT;
    CHECK(ecb_msm_ristretto255_var(&out, p, s, N, &opt) == ECB_ERR_INVALID_ARGUMENT);
    opt.strategy = ECB_MSM_AUTO;
    opt.threads = ECB_MSM_MAX_THREADS + 1;
    CHECK(ecb_msm_ristretto255_var(&out, p, s, N, &opt) == ECB_ERR_INVALID_ARGUMENT);
    opt.threads = 0;
    /* a scalar above 2^253 is rejected */
    scalar big = s[0];
    big.v[3] |= (uint64_t)1 << 63;
    CHECK(ecb_msm_ristretto255_var(&out, p, &big, 1, NULL) == ECB_ERR_INVALID_ARGUMENT);
    /* caller scratch: the size query's bytes suffice for the plan and for auto */
    ecb_msm_plan_result plan;
    CHECK(ecb_msm_plan(ECB_GROUP_RISTRETTO255, N, 253, 2, &plan) == ECB_OK);
    size_t need = ecb_msm_scratch_size(ECB_GROUP_RISTRETTO255, N, &plan);
    CHECK(need > 0);
    unsigned char *buf = malloc(need);
    opt.strategy = plan.strategy;
    opt.window = plan.window;
    opt.threads = plan.threads;
    opt.scratch = buf;
    opt.scratch_size = need;
    CHECK(ecb_msm_ristretto255_var(&out, p, s, N, &opt) == ECB_OK);
    ecb_ristretto255_encode(enc, &out);
    CHECK_MEM(enc, want, 32);
    free(buf);
    /* one byte short of the one-thread plan's size: nothing that fits is forced */
    CHECK(ecb_msm_plan_ex(ECB_GROUP_RISTRETTO255, N, 253, 1, NULL, ECB_MSM_PIPPENGER, 7, &plan) ==
          ECB_OK);
    need = ecb_msm_scratch_size(ECB_GROUP_RISTRETTO255, N, &plan);
    buf = malloc(need);
    opt.strategy = ECB_MSM_PIPPENGER;
    opt.window = 7;
    opt.threads = 1;
    opt.scratch = buf;
    opt.scratch_size = need - 1;
    CHECK(ecb_msm_ristretto255_var(&out, p, s, N, &opt) == ECB_ERR_SCRATCH_TOO_SMALL);
    CHECK(ecb_ristretto255_is_identity(&out));
    opt.scratch_size = need;
    CHECK(ecb_msm_ristretto255_var(&out, p, s, N, &opt) == ECB_OK);
    ecb_ristretto255_encode(enc, &out);
    CHECK_MEM(enc, want, 32);
    free(buf);
    size_t any = ecb_msm_scratch_size(ECB_GROUP_RISTRETTO255, N, NULL);
    buf = malloc(any);
    memset(&opt, 0, sizeof opt);
    opt.scratch = buf;
    opt.scratch_size = any;
    for (size_t n = 0; n <= N; n += 37) {
        unsigned char w2[32];
        reference(w2, p, s, n);
        CHECK(ecb_msm_ristretto255_var(&out, p, s, n, &opt) == ECB_OK);
        ecb_ristretto255_encode(enc, &out);
        CHECK_MEM(enc, w2, 32);
    }
    opt.scratch = NULL;
    CHECK(ecb_msm_ristretto255_var(&out, p, s, N, &opt) == ECB_ERR_NULL_POINTER);
    free(buf);
    /* scratch queries: unsupported group, too many points */
    CHECK(ecb_msm_scratch_size((ecb_group)ECB_GROUP_COUNT, 10, NULL) == 0);
    CHECK(ecb_msm_scratch_size(ECB_GROUP_RISTRETTO255, SIZE_MAX, NULL) == 0);
    free(p);
    free(s);
}

static void test_plan(void) {
    ecb_msm_plan_result plan;
    CHECK(ecb_msm_plan((ecb_group)ECB_GROUP_COUNT, 10, 255, 1, &plan) == ECB_ERR_UNSUPPORTED);
    CHECK(ecb_msm_plan(ECB_GROUP_RISTRETTO255, 10, 254, 1, &plan) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_msm_plan(ECB_GROUP_RISTRETTO255, SIZE_MAX, 253, 1, &plan) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_msm_plan(ECB_GROUP_RISTRETTO255, 10, 253, 1, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_plan_ex(ECB_GROUP_RISTRETTO255, 10, 253, 1, NULL, ECB_MSM_GLV, 0, &plan) ==
          ECB_ERR_UNSUPPORTED);
    CHECK(ecb_msm_plan_ex(ECB_GROUP_RISTRETTO255, 10, 253, 1, NULL, ECB_MSM_STRAUS, 9, &plan) ==
          ECB_ERR_INVALID_ARGUMENT);
    /* small n: Straus; large n: Pippenger with a window above dalek's cap of 8 */
    CHECK(ecb_msm_plan(ECB_GROUP_RISTRETTO255, 16, 253, 1, &plan) == ECB_OK);
    CHECK(plan.strategy == ECB_MSM_STRAUS && plan.estimate_ns > 0);
    CHECK(ecb_msm_plan(ECB_GROUP_RISTRETTO255, 65536, 253, 1, &plan) == ECB_OK);
    CHECK(plan.strategy == ECB_MSM_PIPPENGER && plan.window > 8);
    CHECK(plan.strategy_ns[ECB_MSM_PIPPENGER] == plan.estimate_ns);
    CHECK(plan.strategy_ns[ECB_MSM_STRAUS] > plan.estimate_ns);
    CHECK(plan.strategy_ns[ECB_MSM_GLV] < 0);
    /* two threads: about half the time at large n */
    ecb_msm_plan_result p2;
    CHECK(ecb_msm_plan(ECB_GROUP_RISTRETTO255, 65536, 253, 2, &p2) == ECB_OK);
    CHECK(p2.threads == 2 && p2.estimate_ns < 0.6 * plan.estimate_ns);
    /* tiny scalars change the choice (Straus only without tables: projective IFMA addends
     * cost no inversion) */
    CHECK(ecb_msm_plan(ECB_GROUP_RISTRETTO255, 4, 2, 1, &plan) == ECB_OK);
    CHECK(plan.strategy == ECB_MSM_DOUBLE_AND_ADD || plan.strategy == ECB_MSM_PIPPENGER ||
          (plan.strategy == ECB_MSM_STRAUS && plan.window == 2));
    CHECK(ecb_msm_plan(ECB_GROUP_RISTRETTO255, 0, 0, 1, &plan) == ECB_OK);
    /* names */
    ecb_msm_strategy st;
    CHECK(ecb_msm_strategy_parse("pippenger", &st) == ECB_OK && st == ECB_MSM_PIPPENGER);
    CHECK(ecb_msm_strategy_parse("bogus", &st) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(!strcmp(ecb_msm_strategy_name(ECB_MSM_PRECOMPUTED_STRAUS), "precomputed_straus"));
    ecb_group g;
    CHECK(ecb_group_parse("ristretto255", &g) == ECB_OK && g == ECB_GROUP_RISTRETTO255);
    CHECK(ecb_group_parse("ed448", &g) == ECB_ERR_INVALID_ARGUMENT);
}

static void test_profile(void) {
    ecb_msm_costs c, d;
    CHECK(ecb_msm_costs_default(ECB_GROUP_RISTRETTO255, &d) == ECB_OK);
    CHECK(ecb_msm_costs_default((ecb_group)ECB_GROUP_COUNT, &c) == ECB_ERR_UNSUPPORTED);
    char path[] = "/tmp/ecbatch_test_profile_XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    FILE *f = fdopen(fd, "w");
    c = d;
    c.madd = 123.5;
    c.cache_bytes = 1 << 19;
    fprintf(f, "# test profile\nbls12-381-g1.madd=1\n");
    CHECK(ecb_msm_costs_write(f, ECB_GROUP_RISTRETTO255, &c) == ECB_OK);
    fclose(f);
    ecb_msm_costs r;
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_RISTRETTO255, &r) == ECB_OK);
    CHECK(r.madd == 123.5 && r.cache_bytes == (1 << 19) && r.add == d.add);
    f = fopen(path, "a");
    fprintf(f, "ristretto255.madd=abc\n");
    fclose(f);
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_RISTRETTO255, &r) == ECB_ERR_PARSE);
    CHECK(r.madd == d.madd);
    f = fopen(path, "w");
    fprintf(f, "ristretto255.nosuchkey=1\n");
    fclose(f);
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_RISTRETTO255, &r) == ECB_ERR_PARSE);
    /* backend-prefixed lines: the active level's apply, another level's are skipped, an
     * unknown backend is malformed */
    const char *active = ecb_cpu_level_name(ecb_cpu_level_get());
    const char *other = ecb_cpu_level_get() == ECB_CPU_PORTABLE ? "ifma" : "portable";
    f = fopen(path, "w");
    fprintf(f, "%s:ristretto255.madd=7\n%s:ristretto255.add=9\nristretto255.dbl=11\n", other,
            active);
    fclose(f);
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_RISTRETTO255, &r) == ECB_OK);
    CHECK(r.madd == d.madd && r.add == 9 && r.dbl == 11);
    f = fopen(path, "w");
    fprintf(f, "avx9:ristretto255.madd=7\n");
    fclose(f);
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_RISTRETTO255, &r) == ECB_ERR_PARSE);
    remove(path);
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_RISTRETTO255, &r) == ECB_ERR_IO);
}

int main(void) {
    tl_init();
    test_plan();
    test_profile();
    test_errors_and_scratch();
    test_edges();
    test_bucket_runs();
    test_precomp();
    test_precomp_levels();
    test_sizes();
    return tl_finish("test_msm_ristretto255");
}
