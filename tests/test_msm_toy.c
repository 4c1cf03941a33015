/* The MSM engine on a toy group (integers mod 2^61 - 1 in projective form, see
 * msm_toy_group.h), where every answer is checked by direct arithmetic: every strategy, window,
 * thread count and point split, for many sizes and edge cases, plus operation counts (one
 * inversion per normalisation batch) and the API's errors. */
#include "testlib.h"

#include "msm_toy_group.h"

static uint64_t rnd64(void) {
    uint64_t v;
    tl_random(&v, sizeof v);
    return v;
}

static void random_points(toy_pt *p, size_t n) {
    for (size_t i = 0; i < n; i++) {
        p[i].x = rnd64() % TOY_Q;
        do
            p[i].z = rnd64() % TOY_Q;
        while (p[i].z == 0);
    }
}

static void random_scalars(toy_scalar *s, size_t n, unsigned bits) {
    for (size_t i = 0; i < n; i++) {
        for (int k = 0; k < 4; k++)
            s[i].v[k] = rnd64();
        for (unsigned k = 0; k < 4; k++) {
            if (bits <= 64 * k)
                s[i].v[k] = 0;
            else if (bits < 64 * (k + 1))
                s[i].v[k] &= ((uint64_t)1 << (bits - 64 * k)) - 1;
        }
    }
}

static uint64_t expected(const toy_pt *p, const toy_scalar *s, size_t n) {
    uint64_t r = 0;
    for (size_t i = 0; i < n; i++)
        r = toy_addm(r, toy_mulm(toy_value(&p[i]), toy_scalar_mod(&s[i])));
    return r;
}

/* Runs one configuration and checks the value; returns the value. */
static uint64_t run(const toy_pt *p, const toy_scalar *s, size_t n, ecb_msm_strategy st,
                    unsigned window, unsigned threads) {
    ecb_msm_options opt = {0};
    opt.strategy = st;
    opt.window = window;
    opt.threads = threads;
    toy_pt out;
    ecb_status rc = engine_msm(&out, p, s, n, &opt);
    CHECK(rc == ECB_OK);
    return toy_value(&out);
}

static void check_all(const toy_pt *p, const toy_scalar *s, size_t n, int thorough) {
    uint64_t want = expected(p, s, n);
    static const unsigned threads[] = {1, 2, 3};
    for (unsigned ti = 0; ti < 3; ti++) {
        unsigned t = threads[ti];
        if (n <= 300) CHECK(run(p, s, n, ECB_MSM_NAIVE, 0, t) == want);
        CHECK(run(p, s, n, ECB_MSM_DOUBLE_AND_ADD, 0, t) == want);
        CHECK(run(p, s, n, ECB_MSM_AUTO, 0, t) == want);
        for (unsigned w = MSM_STRAUS_WMIN; w <= MSM_STRAUS_WMAX; w++)
            if (thorough || w == 5 || w == 2) CHECK(run(p, s, n, ECB_MSM_STRAUS, w, t) == want);
        for (unsigned c = 1; c <= 16; c++)
            if (thorough || c == 1 || c == 4 || c == 7 || c == 13)
                CHECK(run(p, s, n, ECB_MSM_PIPPENGER, c, t) == want);
    }
}

/* Pippenger with an explicit split: threads x point chunks. */
static void check_split(const toy_pt *p, const toy_scalar *s, size_t n) {
    uint64_t want = expected(p, s, n);
    for (unsigned T = 1; T <= 3; T++)
        for (unsigned X = 1; X <= 4; X++)
            for (unsigned c = 2; c <= 9; c += 3) {
                ecb_msm_plan_result plan;
                memset(&plan, 0, sizeof plan);
                plan.strategy = ECB_MSM_PIPPENGER;
                plan.window = c;
                plan.threads = T;
                plan.point_chunks = X;
                toy_pt out;
                CHECK(engine_msm_with_plan(&out, p, s, n, &plan, NULL) == ECB_OK);
                CHECK(toy_value(&out) == want);
            }
}

static void test_sizes(void) {
    static const size_t sizes[] = {63, 64, 65, 100, 189, 190, 191, 255, 256, 257, 1000, 4096};
    toy_pt *p = malloc(4096 * sizeof *p);
    toy_scalar *s = malloc(4096 * sizeof *s);
    for (size_t n = 0; n <= 40; n++) {
        random_points(p, n);
        random_scalars(s, n, 256);
        check_all(p, s, n, n < 8 || n == 33);
    }
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        size_t n = sizes[i];
        random_points(p, n);
        random_scalars(s, n, 256);
        check_all(p, s, n, n == 100);
        if (n <= 257) check_split(p, s, n);
    }
    free(p);
    free(s);
}

static void test_edges(void) {
    enum { N = 70 };
    toy_pt p[N];
    toy_scalar s[N];
    /* all-zero scalars, all-identity points, empty */
    random_points(p, N);
    memset(s, 0, sizeof s);
    check_all(p, s, N, 0);
    random_scalars(s, N, 256);
    for (int i = 0; i < N; i++)
        p[i].x = 0;
    check_all(p, s, N, 0);
    /* some identity points and zero scalars mixed in */
    random_points(p, N);
    for (int i = 0; i < N; i += 3)
        p[i].x = 0;
    for (int i = 1; i < N; i += 4)
        memset(&s[i], 0, sizeof s[i]);
    check_all(p, s, N, 1);
    /* maximal scalars 2^256 - 1 and q, q - 1 */
    random_points(p, N);
    for (int i = 0; i < N; i++)
        memset(&s[i], 0xff, sizeof s[i]);
    s[1] = (toy_scalar){{TOY_Q, 0, 0, 0}};
    s[2] = (toy_scalar){{TOY_Q - 1, 0, 0, 0}};
    check_all(p, s, N, 1);
    /* repeated points, P and -P with equal scalars (cancel) */
    for (int i = 0; i < N; i++)
        p[i] = p[0];
    random_scalars(s, N, 256);
    check_all(p, s, N, 0);
    for (int i = 0; i < N; i += 2) {
        p[i + 1].x = toy_subm(0, p[i].x);
        p[i + 1].z = p[i].z;
        s[i + 1] = s[i];
    }
    CHECK(expected(p, s, N) == 0);
    check_all(p, s, N, 1);
    /* small scalars: 1, 2, 4, 16 and 61 bits */
    static const unsigned bits[] = {1, 2, 4, 16, 61};
    for (int b = 0; b < 5; b++) {
        random_points(p, N);
        random_scalars(s, N, bits[b]);
        check_all(p, s, N, 1);
        check_all(p, s, 1, 1);
    }
}

/* Scalars whose value needs every one of the 256 bits with carries into the top window. */
static void test_top_bits(void) {
    toy_pt p[3];
    toy_scalar s[3];
    random_points(p, 3);
    for (unsigned b = 250; b <= 256; b++) {
        for (int i = 0; i < 3; i++)
            memset(&s[i], 0, sizeof s[i]);
        for (unsigned k = 0; k < b; k++)
            s[0].v[k / 64] |= (uint64_t)1 << (k % 64);
        s[1].v[(b - 1) / 64] = (uint64_t)1 << ((b - 1) % 64);
        s[2] = s[0];
        s[2].v[0] ^= 0x5555;
        check_all(p, s, 3, 1);
    }
}

static void test_counts(void) {
    enum { N = 500 };
    toy_pt *p = malloc(N * sizeof *p);
    toy_scalar *s = malloc(N * sizeof *s);
    random_points(p, N);
    random_scalars(s, N, 256);
    toy_pt out;
    ecb_msm_options opt = {0};
    /* Straus: one inversion for all the tables, 2^(w-2) - 1 table additions per point */
    opt.strategy = ECB_MSM_STRAUS;
    opt.window = 5;
    toy_reset_counts();
    CHECK(engine_msm(&out, p, s, N, &opt) == ECB_OK);
    CHECK(atomic_load(&toy_count_inv) == 1);
    CHECK(atomic_load(&toy_count_add) == N * 7 + 1);
    /* about (b + 1) / (w + 1) digits per point */
    long madd = atomic_load(&toy_count_madd) + atomic_load(&toy_count_set);
    CHECK(madd > N * 38 && madd < N * 48);
    CHECK(atomic_load(&toy_count_dbl) <= 256 + N);
    /* Pippenger: one inversion per thread, every digit at most one bucket operation */
    for (unsigned t = 1; t <= 3; t++) {
        opt.strategy = ECB_MSM_PIPPENGER;
        opt.window = 6;
        opt.threads = t;
        toy_reset_counts();
        CHECK(engine_msm(&out, p, s, N, &opt) == ECB_OK);
        CHECK(atomic_load(&toy_count_inv) == (long)t);
        long ops = atomic_load(&toy_count_madd) + atomic_load(&toy_count_set);
        unsigned W = msm_pippenger_windows(256, 6);
        CHECK(ops <= (long)N * W && ops > (long)N * W * 95 / 100);
        CHECK(atomic_load(&toy_count_set) <= (long)W * 32);
        CHECK(atomic_load(&toy_count_dbl) == 6 * (W - 1));
        CHECK(toy_value(&out) == expected(p, s, N));
    }
    /* naive: one reference multiplication per kept point */
    for (int i = 0; i < N; i += 5)
        memset(&s[i], 0, sizeof s[i]);
    opt.strategy = ECB_MSM_NAIVE;
    opt.window = 0;
    opt.threads = 1;
    toy_reset_counts();
    CHECK(engine_msm(&out, p, s, N, &opt) == ECB_OK);
    CHECK(atomic_load(&toy_count_smul) == N - N / 5);
    free(p);
    free(s);
}

static void test_errors(void) {
    toy_pt p[4], out;
    toy_scalar s[4];
    random_points(p, 4);
    random_scalars(s, 4, 256);
    ecb_msm_options opt = {0};
    CHECK(engine_msm(NULL, p, s, 4, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(engine_msm(&out, NULL, s, 4, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(engine_msm(&out, p, NULL, 4, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(engine_msm(&out, NULL, NULL, 0, NULL) == ECB_OK && toy_value(&out) == 0);
    CHECK(engine_msm(&out, p, s, ECB_MSM_MAX_POINTS + 1, NULL) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(engine_msm(&out, p, s, SIZE_MAX, NULL) == ECB_ERR_SIZE_OVERFLOW);
    opt.strategy = (ecb_msm_strategy)99;
    CHECK(engine_msm(&out, p, s, 4, &opt) == ECB_ERR_INVALID_ARGUMENT);
    opt.strategy = ECB_MSM_BATCH_AFFINE;
    CHECK(engine_msm(&out, p, s, 4, &opt) == ECB_ERR_UNSUPPORTED);
    opt.strategy = ECB_MSM_GLV;
    CHECK(engine_msm(&out, p, s, 4, &opt) == ECB_ERR_UNSUPPORTED);
    opt.strategy = ECB_MSM_STRAUS;
    opt.window = 9;
    CHECK(engine_msm(&out, p, s, 4, &opt) == ECB_ERR_INVALID_ARGUMENT);
    opt.strategy = ECB_MSM_PIPPENGER;
    opt.window = 21;
    CHECK(engine_msm(&out, p, s, 4, &opt) == ECB_ERR_INVALID_ARGUMENT);
    opt.strategy = ECB_MSM_AUTO;
    opt.window = 5;
    CHECK(engine_msm(&out, p, s, 4, &opt) == ECB_ERR_INVALID_ARGUMENT);
    opt.window = 0;
    opt.threads = ECB_MSM_MAX_THREADS + 1;
    CHECK(engine_msm(&out, p, s, 4, &opt) == ECB_ERR_INVALID_ARGUMENT);
    opt.threads = 1;
    /* caller scratch: too small is reported, exactly the query's size works */
    unsigned char small[64];
    opt.strategy = ECB_MSM_PIPPENGER;
    opt.scratch = small;
    opt.scratch_size = sizeof small;
    CHECK(engine_msm(&out, p, s, 4, &opt) == ECB_ERR_SCRATCH_TOO_SMALL);
    opt.scratch_size = 0;
    opt.scratch = NULL;
    opt.scratch_size = 8;
    CHECK(engine_msm(&out, p, s, 4, &opt) == ECB_ERR_NULL_POINTER);
    opt.scratch_size = 0;
    ecb_msm_plan_result plan;
    CHECK(msm_plan_desc(&toy_desc, 4, 256, 1, NULL, ECB_MSM_PIPPENGER, ECB_MSM_AUTO, 3, SIZE_MAX, &plan) ==
          ECB_OK);
    msm_layout l;
    CHECK(msm_layout_make(&toy_desc, 4, &plan, &l) == 0);
    unsigned char *buf = malloc(l.total);
    opt.scratch = buf;
    opt.scratch_size = l.total;
    opt.window = 3;
    CHECK(engine_msm(&out, p, s, 4, &opt) == ECB_OK);
    CHECK(toy_value(&out) == expected(p, s, 4));
    opt.scratch_size = l.total - 1;
    CHECK(engine_msm(&out, p, s, 4, &opt) == ECB_ERR_SCRATCH_TOO_SMALL);
    /* auto with small caller scratch falls back to a strategy that fits */
    opt.strategy = ECB_MSM_AUTO;
    opt.window = 0;
    opt.scratch_size = l.total;
    ecb_msm_plan_result used;
    opt.plan_used = &used;
    CHECK(engine_msm(&out, p, s, 4, &opt) == ECB_OK);
    CHECK(toy_value(&out) == expected(p, s, 4));
    CHECK(used.strategy != ECB_MSM_AUTO && used.strategy != ECB_MSM_NAIVE);
    free(buf);
}

int main(void) {
    tl_init();
    test_sizes();
    test_edges();
    test_top_bits();
    test_counts();
    test_errors();
    return tl_finish("test_msm_toy");
}
