/* Many MSMs in one call (msm_multi_impl.h, ecb_msm_multi_*_var) against a reference sum of
 * constant-time scalar multiplications, in BLS12-381 G1 and G2, BLS12-377 G1 and BN254 G1, every
 * method
 * (independent, tree, table) forced and the plan's: sizes 0..300 and 1000, 128-bit and full
 * scalars, zero scalars, identity points, exactly one zero scalar or identity point (first, in
 * the middle, last) among 5, 6 and 40 terms, repeated points in one bucket (doublings in the
 * batch additions), P and -P (cancelling to the identity), scalars r - 1; 1, 2 and 3 threads
 * give the same point; m = 1..9 rows over one set of bases against m single engine MSMs; the
 * shared-scalar columns; ristretto255's independent rows and table; argument errors; and the
 * BLS12-381 msm vector files through the multi call; window edges (c | b + 1). */
#include "testlib.h"

#include <jansson.h>

#include "msm/many/msm_multi.h"
#include "group/bls12/bls12_381_codec.h"

#define T_GROUP(G, F, RM1)                                                                           \
    static void G##_random_points(G##_aff *out, size_t n) {                                          \
        G##_jac g, p;                                                                                \
        G##_generator(&g);                                                                           \
        for (size_t i = 0; i < n; i++) {                                                             \
            uint64_t k[4];                                                                           \
            tl_random(k, sizeof k);                                                                  \
            k[3] &= 0x0fffffffffffffffULL;                                                           \
            G##_jac_mul_var(&p, &g, k);                                                              \
            G##_jac_to_aff(&out[i], &p);                                                             \
        }                                                                                            \
    }                                                                                                \
    static void G##_reference(G##_jac *out, const G##_aff *pts, const msm_limbs *k, size_t n) {      \
        G##_jac p, t;                                                                                \
        G##_jac_identity(out);                                                                       \
        for (size_t i = 0; i < n; i++) {                                                             \
            G##_jac_from_aff(&p, &pts[i]);                                                           \
            G##_jac_mul(&t, &p, k[i].v);                                                             \
            G##_jac_add(out, out, &t);                                                               \
        }                                                                                            \
    }                                                                                                \
    /* one row through method `method` (AUTO: the plan's) on th threads */                           \
    static void G##_one(G##_jac *out, const G##_aff *pts, const msm_limbs *k, size_t n,              \
                        unsigned th, ecb_msm_multi_method method) {                                  \
        ecb_msm_multi_options o = {method, th, NULL, NULL};                                          \
        CHECK(msm_multi_##G##_run(out, pts, n, k, 1, &o) == ECB_OK);                                 \
    }                                                                                                \
    static void G##_case(const G##_aff *pts, const msm_limbs *k, size_t n) {                         \
        G##_jac want, got;                                                                           \
        G##_reference(&want, pts, k, n);                                                             \
        for (unsigned th = 1; th <= 3; th++)                                                         \
            for (int me = 0; me < ECB_MSM_MULTI_METHOD_COUNT; me++) {                                \
                G##_one(&got, pts, k, n, th, (ecb_msm_multi_method)me);                              \
                CHECK(G##_jac_equal(&got, &want));                                                   \
            }                                                                                        \
    }                                                                                                \
    static void G##_run(void) {                                                                      \
        enum { N = 1000 };                                                                           \
        static G##_aff pts[N];                                                                       \
        static msm_limbs k[N];                                                                       \
        G##_random_points(pts, 64);                                                                  \
        for (size_t i = 64; i < N; i++)                                                              \
            pts[i] = pts[i % 64]; /* repeats: equal points meet in buckets */                        \
        static const size_t sizes[] = {0, 1, 2, 3, 5, 8, 17, 33, 64, 100, 257, 300};                 \
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {                                \
            size_t n = sizes[s];                                                                     \
            for (int bits = 0; bits < 2; bits++) {                                                   \
                tl_random(k, n * sizeof(msm_limbs));                                                 \
                for (size_t i = 0; i < n; i++) {                                                     \
                    k[i].v[3] &= 0x0fffffffffffffffULL; /* < r */                                    \
                    if (bits == 0) k[i].v[2] = k[i].v[3] = 0;                                        \
                }                                                                                    \
                G##_case(pts, k, n);                                                                 \
            }                                                                                        \
        }                                                                                            \
        /* edge cases: zeros, identities, P and -P, equal scalars on equal points, r - 1 */          \
        static const msm_limbs rm1 = {RM1};                                                          \
        for (size_t i = 0; i < 200; i++) {                                                           \
            k[i] = (msm_limbs){{i % 7 == 0 ? 0 : 5 + i % 3, 0, 0, 0}};                               \
            pts[i] = pts[i % 4];                                                                     \
            if (i % 9 == 0) G##_aff_neg(&pts[i], &pts[i]);                                           \
            if (i % 11 == 0) F##_zero(&pts[i].x), F##_zero(&pts[i].y);                               \
            if (i % 13 == 0) k[i] = rm1;                                                             \
        }                                                                                            \
        G##_case(pts, k, 200);                                                                       \
        G##_aff pm[2] = {pts[1], pts[1]};                                                            \
        msm_limbs same[2] = {{{3, 1, 0, 0}}, {{3, 1, 0, 0}}};                                        \
        G##_aff_neg(&pm[1], &pm[1]);                                                                 \
        G##_case(pm, same, 2);                                                                       \
        G##_jac got;                                                                                 \
        for (int me = 0; me < ECB_MSM_MULTI_METHOD_COUNT; me++) {                                    \
            G##_one(&got, pm, same, 2, 1, (ecb_msm_multi_method)me);                                 \
            CHECK(G##_jac_is_identity(&got));                                                        \
        }                                                                                            \
        /* exactly one dropped term (a zero scalar or the identity) first, in the middle or last,  \
         * among 5, 6 and 40 terms: the tree copies the others (4 terms left: the term-by-term    \
         * sum, 5 and more: the buckets), so a copy count off by one loses a term or keeps the     \
         * dropped one; then two dropped terms side by side */ \
        G##_random_points(pts, 40);                                                                  \
        static const size_t few[] = {5, 6, 40};                                                      \
        for (size_t f = 0; f < sizeof few / sizeof few[0]; f++)                                      \
            for (size_t pos = 0; pos < 4; pos++) {                                                   \
                size_t n = few[f], at = pos == 0 ? 0 : pos == 1 ? n / 2 : n - 1;                     \
                G##_aff saved = pts[at];                                                             \
                tl_random(k, n * sizeof(msm_limbs));                                                 \
                for (size_t i = 0; i < n; i++)                                                       \
                    k[i].v[2] = k[i].v[3] = 0;                                                       \
                if (pos == 3) k[at - 1] = (msm_limbs){{0, 0, 0, 0}};                                 \
                k[at] = (msm_limbs){{0, 0, 0, 0}};                                                   \
                G##_case(pts, k, n);                                                                 \
                k[at] = (msm_limbs){{7, 1, 0, 0}};                                                   \
                F##_zero(&pts[at].x), F##_zero(&pts[at].y);                                          \
                G##_case(pts, k, n);                                                                 \
                pts[at] = saved;                                                                     \
            }                                                                                        \
        /* a big one, as the checks of a 1000-ciphertext batch */                                    \
        G##_random_points(pts, N);                                                                   \
        tl_random(k, sizeof k);                                                                      \
        for (size_t i = 0; i < N; i++)                                                               \
            k[i].v[2] = k[i].v[3] = 0;                                                               \
        G##_case(pts, k, tl_quick() ? 300 : N); /* 300: one shift block (256) and a tail */          \
    }

/* Rows: m MSMs over one set of bases against m single engine MSMs (the public call, itself
 * checked against the reference above), for m = 1..9, several sizes, 128-bit and shorter
 * scalars, zero rows and zero scalars, identities, repeated and opposite points, every method
 * and 1 and 3 threads; the plan's choice is reported in plan_used. */
#define T_ROWS(G, F, PUB)                                                                          \
    static void G##_rows(void) {                                                                   \
        enum { N = 700, M = 9 };                                                                   \
        static G##_aff pts[N];                                                                     \
        static msm_limbs k[M * N];                                                                 \
        static G##_jac got[M];                                                                     \
        G##_random_points(pts, 100);                                                               \
        for (size_t i = 100; i < N; i++)                                                           \
            pts[i] = pts[i % 100];                                                                 \
        for (size_t i = 0; i < N; i += 37)                                                         \
            G##_aff_neg(&pts[i], &pts[(i + 1) % N]);                                               \
        F##_zero(&pts[3].x), F##_zero(&pts[3].y);                                                  \
        static const size_t sizes[] = {0, 1, 5, 65, 700};                                          \
        static const size_t rows[] = {1, 2, 9};                                                    \
        for (size_t si = 0; si < 5; si++)                                                          \
            for (size_t ri = 0; ri < 3; ri++) {                                                    \
                size_t n = sizes[si], m = rows[ri];                                                \
                if (n == 700 && tl_quick()) n = 300, m = m > 3 ? 3 : m;                            \
                if (n == 700 && m == 9 && G##_slow) m = 3;                                         \
                tl_random(k, m *n * sizeof(msm_limbs));                                            \
                for (size_t i = 0; i < m * n; i++) {                                               \
                    k[i].v[2] = k[i].v[3] = 0;                                                     \
                    if (ri == 1) k[i].v[1] = 0;                                                    \
                    if (i % 5 == 0 || i / (n ? n : 1) == 1) k[i] = (msm_limbs){{0, 0, 0, 0}};      \
                }                                                                                  \
                if (si == 3 && m > 1) k[n + 1] = (msm_limbs){{1, 2, 3, 0}}; /* 130 bits */         \
                for (int me = 0; me < ECB_MSM_MULTI_METHOD_COUNT; me++)                            \
                    for (unsigned th = 1; th <= 3; th += 2) {                                      \
                        ecb_msm_multi_plan_result plan;                                            \
                        ecb_msm_multi_options o = {(ecb_msm_multi_method)me, th, NULL, &plan};     \
                        CHECK(msm_multi_##G##_run(got, pts, n, k, m, &o) == ECB_OK);               \
                        CHECK(plan.method != ECB_MSM_MULTI_AUTO);                                  \
                        CHECK(me == 0 || plan.method == (ecb_msm_multi_method)me);                 \
                        for (size_t j = 0; j < m; j++) {                                           \
                            G##_jac want;                                                          \
                            CHECK(PUB((void *)&want, (const void *)pts, (const void *)(k + j * n), \
                                      n, NULL) == ECB_OK);                                         \
                            CHECK(G##_jac_equal(&got[j], &want));                                  \
                        }                                                                          \
                    }                                                                              \
            }                                                                                      \
    }

/* Columns: out[p] = sum_i (-1)^neg[i] mag[i] cols[i][p], against the reference per column; with
 * repeated magnitudes (summed first), signs, identities, an odd column count and several
 * scalar sizes (binomials, 128-bit, full). */
#define T_COLUMNS(G, F)                                                                            \
    static void G##_columns(void) {                                                                \
        enum { K = 9, M = 70 };                                                                    \
        static G##_aff pts[K][M], out[M];                                                          \
        const G##_aff *cols[K];                                                                    \
        msm_limbs mag[K], k1[K];                                                                   \
        uint8_t neg[K];                                                                            \
        for (int i = 0; i < K; i++) {                                                              \
            G##_random_points(pts[i], M);                                                          \
            cols[i] = pts[i];                                                                      \
        }                                                                                          \
        F##_zero(&pts[2][5].x), F##_zero(&pts[2][5].y);                                            \
        pts[3][6] = pts[4][6];                                                                     \
        G##_aff_neg(&pts[5][7], &pts[6][7]);                                                       \
        for (int size = 0; size < 3; size++) {                                                     \
            for (int i = 0; i < K; i++) {                                                          \
                tl_random(&mag[i], sizeof mag[i]);                                                 \
                mag[i].v[3] &= 0x0fffffffffffffffULL;                                              \
                if (size < 2) mag[i].v[2] = mag[i].v[3] = 0;                                       \
                if (size == 0) mag[i].v[1] = 0, mag[i].v[0] %= 40;                                 \
                neg[i] = (uint8_t)(i % 3 == 1);                                                    \
            }                                                                                      \
            mag[4] = mag[1];                                                                       \
            mag[7] = mag[1];                                                                       \
            mag[6] = mag[5];                                                                       \
            for (unsigned th = 1; th <= 3; th += 2) {                                              \
                msm_multi_##G##_columns_var(out, cols, mag, neg, K, M, th);                        \
                for (int p = 0; p < M; p++) {                                                      \
                    G##_aff col[K];                                                                \
                    G##_jac want, got;                                                             \
                    for (int i = 0; i < K; i++) {                                                  \
                        col[i] = pts[i][p];                                                        \
                        if (neg[i]) G##_aff_neg(&col[i], &col[i]);                                 \
                        k1[i] = mag[i];                                                            \
                    }                                                                              \
                    G##_reference(&want, col, k1, K);                                              \
                    G##_jac_from_aff(&got, &out[p]);                                               \
                    if (G##_aff_is_identity(&out[p])) G##_jac_identity(&got);                      \
                    CHECK(G##_jac_equal(&got, &want));                                             \
                }                                                                                  \
            }                                                                                      \
        }                                                                                          \
    }

#define RM1_381                                                                                    \
    { 0xffffffff00000000ULL, 0x53bda402fffe5bfeULL, 0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL }
#define RM1_377                                                                                    \
    { 0x0a11800000000000ULL, 0x59aa76fed0000001ULL, 0x60b44d1e5c37b001ULL, 0x12ab655e9a2ca556ULL }
#define RM1_254                                                                                    \
    { 0x43e1f593f0000000ULL, 0x2833e84879b97091ULL, 0xb85045b68181585dULL, 0x30644e72e131a029ULL }
enum { g1_381_slow = 0, g2_381_slow = 1, g1_377_slow = 0, g1_254_slow = 0 };
T_GROUP(g1_381, fp381, RM1_381)
T_GROUP(g2_381, fp2_381, RM1_381)
T_GROUP(g1_377, fp377, RM1_377)
T_GROUP(g1_254, fp254, RM1_254)
T_ROWS(g1_381, fp381, ecb_msm_bls12_381_g1_var)
T_ROWS(g2_381, fp2_381, ecb_msm_bls12_381_g2_var)
T_ROWS(g1_377, fp377, ecb_msm_bls12_377_g1_var)
T_ROWS(g1_254, fp254, ecb_msm_bn254_g1_var)
T_COLUMNS(g1_381, fp381)
T_COLUMNS(g2_381, fp2_381)
T_COLUMNS(g1_377, fp377)
T_COLUMNS(g1_254, fp254)

/* Window edges: b-bit scalars (top bit set) with b + 1 a multiple of the window, where Booth
 * digits need every one of the ceil((b + 1) / c) windows and no more: 127 bits (threshold
 * decryption's shape) and 255 bits, n = 40 and 600, tree and table forced; the plans must
 * reach such windows (tree c = 4 and 8, table c = 8 at these sizes). */
static void window_edges(void) {
    enum { N = 600 };
    static g1_381_aff pts[N];
    static msm_limbs k[N];
    g1_381_random_points(pts, N);
    static const unsigned bits[] = {127, 255};
    static const size_t sizes[] = {40, N};
    int edge[ECB_MSM_MULTI_METHOD_COUNT] = {0};
    for (int bi = 0; bi < 2; bi++)
        for (int si = 0; si < 2; si++) {
            size_t n = sizes[si];
            unsigned b = bits[bi];
            tl_random(k, n * sizeof(msm_limbs));
            for (size_t i = 0; i < n; i++) {
                for (unsigned l = 0; l < 4; l++)
                    if (b <= 64 * l)
                        k[i].v[l] = 0;
                    else if (b < 64 * (l + 1))
                        k[i].v[l] &= ((uint64_t)1 << (b - 64 * l)) - 1;
                k[i].v[(b - 1) / 64] |= (uint64_t)1 << ((b - 1) % 64); /* < r at b = 255 */
                if (b == 255) k[i].v[3] &= 0x4fffffffffffffffULL;
            }
            g1_381_jac want, got;
            g1_381_reference(&want, pts, k, n);
            for (int me = ECB_MSM_MULTI_TREE; me <= ECB_MSM_MULTI_TABLE; me++) {
                ecb_msm_multi_plan_result plan;
                ecb_msm_multi_options o = {(ecb_msm_multi_method)me, 1, NULL, &plan};
                CHECK(msm_multi_g1_381_run(&got, pts, n, k, 1, &o) == ECB_OK);
                CHECK(g1_381_jac_equal(&got, &want));
                if (plan.window > 1 && (b + 1) % plan.window == 0) edge[me]++;
            }
        }
    CHECK(edge[ECB_MSM_MULTI_TREE] > 0 && edge[ECB_MSM_MULTI_TABLE] > 0);
}

/* ristretto255 against a reference sum of constant-time scalar multiplications, at the
 * kernel level the run selects (the test's *_cpu_* variants pin each): every method (AUTO,
 * INDEPENDENT, TABLE; TREE refused) on 1 and 3 threads, sizes 0..300 and m = 1..9 rows, full,
 * 128-bit, short and zero scalars, an all-zero row, identity, repeated and opposite points
 * (buckets cancelling to the identity); the plan read back picks the table for many rows over
 * the same bases and independent rows for one. */
static void ristretto_reference(ecb_ristretto255_point *out, const ecb_ristretto255_point *pts,
                                const ecb_ristretto255_scalar *k, size_t n) {
    ecb_ristretto255_point t;
    ecb_ristretto255_identity(out);
    for (size_t i = 0; i < n; i++) {
        ecb_ristretto255_scalar_mult(&t, &k[i], &pts[i]);
        ecb_ristretto255_add(out, out, &t);
    }
}

static void ristretto_rows(void) {
    enum { N = 300, M = 9 };
    static ecb_ristretto255_point pts[N], got[M], want[M];
    static ecb_ristretto255_scalar k[M * N];
    for (size_t i = 0; i < 50; i++) {
        uint8_t u[64];
        tl_random(u, sizeof u);
        ecb_ristretto255_from_uniform_bytes(&pts[i], u);
    }
    for (size_t i = 50; i < N; i++)
        pts[i] = pts[i % 50];
    for (size_t i = 0; i < N; i += 23)
        ecb_ristretto255_negate(&pts[i], &pts[(i + 1) % N]);
    ecb_ristretto255_identity(&pts[7]);
    static const size_t sizes[] = {0, 1, 2, 5, 33, 300}, rows[] = {1, 2, 9};
    for (size_t si = 0; si < 6; si++)
        for (size_t ri = 0; ri < 3; ri++)
            for (int len = 0; len < 3; len++) {
                size_t n = sizes[si], m = rows[ri];
                for (size_t i = 0; i < m * n; i++) {
                    uint8_t u[64];
                    tl_random(u, sizeof u);
                    ecb_ristretto255_scalar_reduce64(&k[i], u);
                    if (len == 1) k[i].v[3] = k[i].v[2] = 0; /* 128 bits */
                    if (len == 2) k[i].v[3] = k[i].v[2] = k[i].v[1] = 0, k[i].v[0] &= 0xff;
                    if (i % 17 == 0) k[i] = (ecb_ristretto255_scalar){{0}};
                    if (m > 1 && i / n == 1) k[i] = (ecb_ristretto255_scalar){{0}}; /* row 1 */
                }
                if (n > 47) k[47] = k[46]; /* point 46 is -(point 47): they cancel */
                for (size_t r = 0; r < m; r++)
                    ristretto_reference(&want[r], pts, k + r * n, n);
                for (unsigned th = 1; th <= 3; th += 2)
                    for (int me = 0; me < ECB_MSM_MULTI_METHOD_COUNT; me++) {
                        if (me == ECB_MSM_MULTI_TREE) continue;
                        ecb_msm_multi_plan_result plan;
                        ecb_msm_multi_options o = {(ecb_msm_multi_method)me, th, NULL, &plan};
                        CHECK(ecb_msm_multi_ristretto255_var(got, pts, n, k, m, &o) == ECB_OK);
                        CHECK(me == ECB_MSM_MULTI_AUTO ? plan.method != ECB_MSM_MULTI_AUTO
                                                       : plan.method == (ecb_msm_multi_method)me);
                        for (size_t r = 0; r < m; r++)
                            CHECK(ecb_ristretto255_equal(&got[r], &want[r]));
                    }
            }
    /* P and -P with one scalar: the table's buckets cancel to the identity */
    ecb_ristretto255_point pm[2] = {pts[1], pts[1]};
    ecb_ristretto255_negate(&pm[1], &pm[1]);
    ecb_ristretto255_scalar same[4] = {
        {{3, 1, 0, 0}}, {{3, 1, 0, 0}}, {{9, 0, 0, 0}}, {{9, 0, 0, 0}}};
    ecb_msm_multi_options tab = {ECB_MSM_MULTI_TABLE, 1, NULL, NULL};
    CHECK(ecb_msm_multi_ristretto255_var(got, pm, 2, same, 2, &tab) == ECB_OK);
    CHECK(ecb_ristretto255_is_identity(&got[0]) && ecb_ristretto255_is_identity(&got[1]));
    /* the plan: the table for many rows over one set of bases, not for one row */
    ecb_msm_multi_plan_result plan;
    CHECK(ecb_msm_multi_plan(ECB_GROUP_RISTRETTO255, 256, 253, 64, 1, NULL, &plan) == ECB_OK);
    CHECK(plan.method == ECB_MSM_MULTI_TABLE && plan.window > 0);
    CHECK(plan.estimate_ns > 0 && plan.estimate_ns < plan.method_ns[ECB_MSM_MULTI_INDEPENDENT]);
    CHECK(plan.method_ns[ECB_MSM_MULTI_TREE] < 0);
    CHECK(ecb_msm_multi_plan(ECB_GROUP_RISTRETTO255, 256, 253, 1, 1, NULL, &plan) == ECB_OK);
    CHECK(plan.method == ECB_MSM_MULTI_INDEPENDENT && plan.method_ns[ECB_MSM_MULTI_TABLE] > 0);
    ecb_msm_multi_options tree = {ECB_MSM_MULTI_TREE, 1, NULL, NULL};
    CHECK(ecb_msm_multi_ristretto255_var(got, pts, 5, k, 2, &tree) == ECB_ERR_UNSUPPORTED);
    CHECK(ecb_ristretto255_is_identity(&got[0]) && ecb_ristretto255_is_identity(&got[1]));
    CHECK(ecb_msm_multi_ristretto255_var(got, pts, N, k, 0, NULL) == ECB_OK);
}

/* Arguments: NULLs, sizes, methods, threads and scalars out of range are refused, and every
 * output is the identity on error; the plan query. */
static void arguments(void) {
    g1_381_aff p[2];
    g1_381_random_points(p, 2);
    ecb_bls12_381_g1 out[2];
    ecb_bls12_381_scalar k[4] = {{{1, 0, 0, 0}}, {{2, 0, 0, 0}}, {{3, 0, 0, 0}}, {{4, 0, 0, 0}}};
    const ecb_bls12_381_g1_affine *pp = (const ecb_bls12_381_g1_affine *)(const void *)p;
    CHECK(ecb_msm_multi_bls12_381_g1_var(NULL, pp, 2, k, 2, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_multi_bls12_381_g1_var(out, NULL, 2, k, 2, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_multi_bls12_381_g1_var(out, pp, 2, NULL, 2, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_multi_bls12_381_g1_var(out, pp, ECB_MSM_MAX_POINTS + 1, k, 2, NULL) ==
          ECB_ERR_SIZE_OVERFLOW);
    ecb_msm_multi_options o = {ECB_MSM_MULTI_METHOD_COUNT, 1, NULL, NULL};
    CHECK(ecb_msm_multi_bls12_381_g1_var(out, pp, 2, k, 2, &o) == ECB_ERR_INVALID_ARGUMENT);
    o.method = ECB_MSM_MULTI_AUTO;
    o.threads = ECB_MSM_MAX_THREADS + 1;
    CHECK(ecb_msm_multi_bls12_381_g1_var(out, pp, 2, k, 2, &o) == ECB_ERR_INVALID_ARGUMENT);
    k[3] = (ecb_bls12_381_scalar){RM1_381};
    k[3].v[0]++; /* r */
    CHECK(ecb_msm_multi_bls12_381_g1_var(out, pp, 2, k, 2, NULL) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    for (int j = 0; j < 2; j++)
        CHECK(g1_381_jac_is_identity((const g1_381_jac *)(const void *)&out[j]));
    CHECK(ecb_msm_multi_bls12_381_g1_var(out, pp, 2, k, 0, NULL) == ECB_OK);
    ecb_msm_multi_plan_result plan;
    CHECK(ecb_msm_multi_plan(ECB_GROUP_BLS12_381_G2, 1000, 128, 100, 1, NULL, &plan) == ECB_OK);
    CHECK(plan.method == ECB_MSM_MULTI_TABLE && plan.window > 0);
    CHECK(plan.estimate_ns > 0 && plan.estimate_ns <= plan.method_ns[ECB_MSM_MULTI_TREE]);
    CHECK(ecb_msm_multi_plan(ECB_GROUP_BLS12_381_G1, 1000, 128, 1, 1, NULL, &plan) == ECB_OK);
    CHECK(plan.method != ECB_MSM_MULTI_TABLE);
    CHECK(ecb_msm_multi_plan(ECB_GROUP_BLS12_381_G1, 10, 256, 1, 1, NULL, &plan) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_msm_multi_plan(ECB_GROUP_COUNT, 10, 128, 1, 1, NULL, &plan) == ECB_ERR_UNSUPPORTED);
    CHECK(ecb_msm_multi_plan(ECB_GROUP_BLS12_381_G1, 10, 128, 1, 1, NULL, NULL) ==
          ECB_ERR_NULL_POINTER);
}

/* The shared msm vectors: sum scalars[i] points[i] through the multi call (one row). */
static void vector_file(const char *rel, int g2) {
    json_error_t err;
    json_t *root = json_load_file(tl_vector_path(rel), 0, &err);
    CHECK(root != NULL);
    if (root == NULL) return;
    const json_t *cases = json_object_get(root, "cases");
    size_t pb = g2 ? 96 : 48, ran = 0;
    for (size_t c = 0; c < json_array_size(cases); c++) {
        const json_t *cs = json_array_get(cases, c);
        const json_t *pl = json_object_get(cs, "points"), *sl = json_object_get(cs, "scalars");
        size_t n = json_array_size(pl);
        g1_381_aff *a1 = malloc((n + 1) * sizeof *a1);
        g2_381_aff *a2 = malloc((n + 1) * sizeof *a2);
        msm_limbs *k = malloc((n + 1) * sizeof *k);
        uint8_t buf[96], sb[32], want[96], got[96];
        int ok = json_array_size(sl) == n;
        for (size_t i = 0; ok && i < n; i++) {
            ok = tl_hex_to_bytes(buf, pb, json_string_value(json_array_get(pl, i))) == 0 &&
                 tl_hex_to_bytes(sb, 32, json_string_value(json_array_get(sl, i))) == 0;
            for (int l = 0; l < 4; l++) {
                k[i].v[l] = 0;
                for (int b = 0; b < 8; b++)
                    k[i].v[l] |= (uint64_t)sb[31 - 8 * l - b] << (8 * b);
            }
            if (g2) {
                g2_381_jac j;
                ok = ok && g2_381_decode(&j, buf) == ECB_OK;
                g2_381_jac_to_aff(&a2[i], &j);
            } else {
                g1_381_jac j;
                ok = ok && g1_381_decode(&j, buf) == ECB_OK;
                g1_381_jac_to_aff(&a1[i], &j);
            }
        }
        const char *exp = json_string_value(json_object_get(cs, "expected"));
        ok = ok && exp != NULL && tl_hex_to_bytes(want, pb, exp) == 0;
        CHECK(ok);
        if (ok) {
            if (g2) {
                g2_381_jac r;
                g2_381_one(&r, a2, k, n, 2, ECB_MSM_MULTI_AUTO);
                g2_381_encode(got, &r);
            } else {
                g1_381_jac r;
                g1_381_one(&r, a1, k, n, 2, ECB_MSM_MULTI_AUTO);
                g1_381_encode(got, &r);
            }
            CHECK_MEM(got, want, pb);
            ran++;
        }
        free(a1);
        free(a2);
        free(k);
    }
    CHECK(ran > 30);
    json_decref(root);
}

int main(void) {
    tl_init();
    g1_381_run();
    g2_381_run();
    g1_377_run();
    g1_254_run();
    g1_381_rows();
    g2_381_rows();
    g1_377_rows();
    g1_254_rows();
    g1_381_columns();
    g2_381_columns();
    g1_377_columns();
    g1_254_columns();
    window_edges();
    ristretto_rows();
    arguments();
    vector_file("bls12-381-g1/msm.json", 0);
    vector_file("bls12-381-g2/msm.json", 1);
    return tl_finish("test_msm_multi");
}
