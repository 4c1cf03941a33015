/* The MSM kernels of src/bte (bte_msm_impl.h) against a reference sum of constant-time scalar
 * multiplications, in G1 and G2, for the general MSM and the shared-scalar columns: sizes 0..300
 * and 1000, 128-bit and full scalars, zero scalars, identity points, repeated points in one bucket
 * (doublings in the batch additions), P and -P (cancelling to the identity), scalars r - 1 and
 * 2^255-ish; 1, 2 and 3 threads give the same point; tables of shifted copies for many MSMs
 * over the same points; and the BLS12-381 msm vector files. */
#include "testlib.h"

#include <jansson.h>

#include "bte/bte_msm.h"
#include "group/bls12_381_codec.h"

#define T_GROUP(G, F)                                                                              \
    static void G##_random_points(G##_aff *out, size_t n) {                                        \
        G##_jac g, p;                                                                              \
        G##_generator(&g);                                                                         \
        for (size_t i = 0; i < n; i++) {                                                           \
            uint64_t k[4];                                                                         \
            tl_random(k, sizeof k);                                                                \
            k[3] &= 0x3fffffffffffffffULL;                                                         \
            G##_jac_mul_var(&p, &g, k);                                                            \
            G##_jac_to_aff(&out[i], &p);                                                           \
        }                                                                                          \
    }                                                                                              \
    static void G##_reference(G##_jac *out, const G##_aff *pts, const bte_limbs *k, size_t n) {    \
        G##_jac p, t;                                                                              \
        G##_jac_identity(out);                                                                     \
        for (size_t i = 0; i < n; i++) {                                                           \
            G##_jac_from_aff(&p, &pts[i]);                                                         \
            G##_jac_mul(&t, &p, k[i].v);                                                           \
            G##_jac_add(out, out, &t);                                                             \
        }                                                                                          \
    }                                                                                              \
    static void G##_case(const G##_aff *pts, const bte_limbs *k, size_t n) {                       \
        G##_jac want, got;                                                                         \
        G##_reference(&want, pts, k, n);                                                           \
        for (unsigned th = 1; th <= 3; th++) {                                                     \
            bte_msm_##G##_var(&got, pts, k, n, th);                                                \
            CHECK(G##_jac_equal(&got, &want));                                                     \
        }                                                                                          \
    }                                                                                              \
    static void G##_run(void) {                                                                    \
        enum { N = 1000 };                                                                         \
        static G##_aff pts[N];                                                                     \
        static bte_limbs k[N];                                                                     \
        G##_random_points(pts, 64);                                                                \
        for (size_t i = 64; i < N; i++)                                                            \
            pts[i] = pts[i % 64]; /* repeats: equal points meet in buckets */                      \
        static const size_t sizes[] = {0, 1, 2, 3, 5, 8, 17, 33, 64, 100, 257, 300};               \
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {                              \
            size_t n = sizes[s];                                                                   \
            for (int bits = 0; bits < 2; bits++) {                                                 \
                tl_random(k, n * sizeof(bte_limbs));                                               \
                for (size_t i = 0; i < n; i++) {                                                   \
                    k[i].v[3] &= 0x3fffffffffffffffULL; /* < r */                                  \
                    if (bits == 0) k[i].v[2] = k[i].v[3] = 0;                                      \
                }                                                                                  \
                G##_case(pts, k, n);                                                               \
            }                                                                                      \
        }                                                                                          \
        /* edge cases: zeros, identities, P and -P, equal scalars on equal points, r - 1 */        \
        static const bte_limbs rm1 = {{0xffffffff00000000ULL, 0x53bda402fffe5bfeULL,               \
                                       0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL}};             \
        for (size_t i = 0; i < 200; i++) {                                                         \
            k[i] = (bte_limbs){{i % 7 == 0 ? 0 : 5 + i % 3, 0, 0, 0}};                             \
            pts[i] = pts[i % 4];                                                                   \
            if (i % 9 == 0) G##_aff_neg(&pts[i], &pts[i]);                                         \
            if (i % 11 == 0) F##_zero(&pts[i].x), F##_zero(&pts[i].y);                             \
            if (i % 13 == 0) k[i] = rm1;                                                           \
        }                                                                                          \
        G##_case(pts, k, 200);                                                                     \
        G##_aff pm[2] = {pts[1], pts[1]};                                                          \
        bte_limbs same[2] = {{{3, 1, 0, 0}}, {{3, 1, 0, 0}}};                                      \
        G##_aff_neg(&pm[1], &pm[1]);                                                               \
        G##_case(pm, same, 2);                                                                     \
        G##_jac got;                                                                               \
        bte_msm_##G##_var(&got, pm, same, 2, 1);                                                   \
        CHECK(G##_jac_is_identity(&got));                                                          \
        /* a big one, as the checks of a 1000-ciphertext batch */                                  \
        G##_random_points(pts, N);                                                                 \
        tl_random(k, sizeof k);                                                                    \
        for (size_t i = 0; i < N; i++)                                                             \
            k[i].v[2] = k[i].v[3] = 0;                                                             \
        G##_case(pts, k, N);                                                                       \
    }

/* Tables of shifted copies: every MSM over a table equals the plain MSM (itself checked against
 * the reference above), for several sizes, 128-bit and shorter scalars, zero scalars, identities,
 * repeated and opposite points, with 1 and 3 threads building the table; a longer scalar than
 * the table's bits falls back; too few MSMs to pay give no table. */
#define T_TABLE(G, F)                                                                              \
    static void G##_tables(void) {                                                                 \
        enum { N = 700 };                                                                          \
        static G##_aff pts[N];                                                                     \
        static bte_limbs k[N];                                                                     \
        G##_random_points(pts, 100);                                                               \
        for (size_t i = 100; i < N; i++)                                                           \
            pts[i] = pts[i % 100];                                                                 \
        for (size_t i = 0; i < N; i += 37)                                                         \
            G##_aff_neg(&pts[i], &pts[(i + 1) % N]);                                               \
        F##_zero(&pts[3].x), F##_zero(&pts[3].y);                                                  \
        static const size_t sizes[] = {65, 130, 700};                                              \
        for (size_t si = 0; si < 3; si++) {                                                        \
            size_t n = sizes[si];                                                                  \
            for (unsigned th = 1; th <= 3; th += 2) {                                              \
                bte_msm_table t;                                                                   \
                CHECK(bte_msm_##G##_table_new(&t, pts, n, 128, 1000, th) == 1);                    \
                for (int round = 0; round < 3; round++) {                                          \
                    tl_random(k, n * sizeof(bte_limbs));                                           \
                    for (size_t i = 0; i < n; i++) {                                               \
                        k[i].v[2] = k[i].v[3] = 0;                                                 \
                        if (round == 1) k[i].v[1] = 0;                                             \
                        if (i % 5 == 0) k[i] = (bte_limbs){{0, 0, 0, 0}};                          \
                    }                                                                              \
                    if (round == 2) k[1].v[2] = 1; /* 129 bits: the plain MSM */                   \
                    G##_jac want, got;                                                             \
                    bte_msm_##G##_var(&want, pts, k, n, 1);                                        \
                    bte_msm_##G##_table_var(&got, &t, pts, k);                                     \
                    CHECK(G##_jac_equal(&got, &want));                                             \
                }                                                                                  \
                bte_msm_table_free(&t);                                                            \
                CHECK(t.pts == NULL);                                                              \
            }                                                                                      \
        }                                                                                          \
        bte_msm_table t;                                                                           \
        CHECK(bte_msm_##G##_table_new(&t, pts, 700, 128, 1, 1) == 0 && t.pts == NULL);             \
        CHECK(bte_msm_##G##_table_new(&t, pts, 40, 128, 1000, 1) == 0 && t.pts == NULL);           \
    }

/* Columns: out[p] = sum_i (-1)^neg[i] mag[i] cols[i][p], against the reference per column; with
 * repeated magnitudes (summed first), signs, identities, an odd column count and several
 * scalar sizes (binomials, 128-bit, full). */
#define T_COLUMNS(G, F)                                                                            \
    static void G##_columns(void) {                                                                \
        enum { K = 9, M = 70 };                                                                    \
        static G##_aff pts[K][M], out[M];                                                          \
        const G##_aff *cols[K];                                                                    \
        bte_limbs mag[K], k1[K];                                                                   \
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
                mag[i].v[3] &= 0x3fffffffffffffffULL;                                              \
                if (size < 2) mag[i].v[2] = mag[i].v[3] = 0;                                       \
                if (size == 0) mag[i].v[1] = 0, mag[i].v[0] %= 40;                                 \
                neg[i] = (uint8_t)(i % 3 == 1);                                                    \
            }                                                                                      \
            mag[4] = mag[1];                                                                       \
            mag[7] = mag[1];                                                                       \
            mag[6] = mag[5];                                                                       \
            for (unsigned th = 1; th <= 3; th += 2) {                                              \
                bte_columns_##G##_var(out, cols, mag, neg, K, M, th);                              \
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

T_GROUP(g1_381, fp381)
T_GROUP(g2_381, fp2_381)
T_TABLE(g1_381, fp381)
T_TABLE(g2_381, fp2_381)
T_COLUMNS(g1_381, fp381)
T_COLUMNS(g2_381, fp2_381)

/* The shared msm vectors: sum scalars[i] points[i] through bte_msm_*. */
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
        bte_limbs *k = malloc((n + 1) * sizeof *k);
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
                bte_msm_g2_381_var(&r, a2, k, n, 2);
                g2_381_encode(got, &r);
            } else {
                g1_381_jac r;
                bte_msm_g1_381_var(&r, a1, k, n, 2);
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
    g1_381_tables();
    g2_381_tables();
    g1_381_columns();
    g2_381_columns();
    vector_file("bls12-381-g1/msm.json", 0);
    vector_file("bls12-381-g2/msm.json", 1);
    return tl_finish("test_bte_msm");
}
