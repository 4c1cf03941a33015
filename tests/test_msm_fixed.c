/* Fixed-base MSM (ecb_msm_fixed_*) against the plain MSM in every group: random, zero and
 * full-length scalars, identity bases, n = 0 and 1, prefixes of the bases, budgets from one
 * entry per base to every window stored, threads, the save/load round trip, and every
 * single-byte corruption and truncation of the saved bytes rejected. Run once per kernel level
 * (ECBATCH_CPU, tests/vectors.cmake). */
#include "ecbatch.h"
#include "testlib.h"

/* One group behind void pointers. */
typedef struct grp {
    const char *name;
    ecb_group g;
    size_t aff, out, sc; /* sizes of the base, result and scalar types */
    size_t entry;        /* bytes per table entry of the BLS12 form (0: not checked) */
    void (*points)(void *aff, size_t n);
    void (*scalar)(void *sc, int kind); /* kind 0 random, 1 zero, 2 one, 3 r - 1 */
    ecb_status (*fnew)(ecb_msm_fixed **, const void *, size_t, size_t);
    ecb_status (*fmsm)(void *, const ecb_msm_fixed *, const void *, size_t,
                       const ecb_msm_options *);
    ecb_status (*msm)(void *, const void *, const void *, size_t, const ecb_msm_options *);
    int (*eq)(const void *, const void *);
} grp;

static void rand_sc381(void *s, int kind) {
    uint8_t b[64] = {0};
    if (kind == 0) tl_random(b, sizeof b);
    ecb_bls12_381_scalar_reduce64(s, b);
    if (kind == 2) ecb_bls12_381_scalar_from_u64(s, 1);
    if (kind == 3) {
        ecb_bls12_381_scalar one, *k = s;
        ecb_bls12_381_scalar_from_u64(&one, 1);
        ecb_bls12_381_scalar_sub(k, k, &one);
    }
}
static void rand_sc377(void *s, int kind) {
    ecb_bls12_377_scalar *k = s;
    static const uint64_t r[4] = {0x0a11800000000001ULL, 0x59aa76fed0000001ULL,
                                  0x60b44d1e5c37b001ULL, 0x12ab655e9a2ca556ULL};
    memset(k, 0, sizeof *k);
    if (kind == 0) {
        tl_random(k->v, sizeof k->v);
        k->v[3] &= 0x0fffffffffffffffULL;
    } else if (kind == 2) {
        k->v[0] = 1;
    } else if (kind == 3) {
        memcpy(k->v, r, sizeof r);
        k->v[0] -= 1;
    }
}
static void rand_sc254(void *s, int kind) {
    uint8_t b[64] = {0};
    ecb_bn254_scalar *k = s;
    if (kind == 0) tl_random(b, sizeof b);
    ecb_bn254_scalar_reduce64(k, b);
    if (kind == 2) k->v[0] = 1;
    if (kind == 3) { /* r - 1 */
        static const uint64_t r[4] = {0x43e1f593f0000001ULL, 0x2833e84879b97091ULL,
                                      0xb85045b68181585dULL, 0x30644e72e131a029ULL};
        memcpy(k->v, r, sizeof r);
        k->v[0] -= 1;
    }
}
static void rand_sc255(void *s, int kind) {
    uint8_t b[64] = {0};
    if (kind == 0) tl_random(b, sizeof b);
    ecb_ristretto255_scalar_reduce64(s, b);
    if (kind == 2) ecb_ristretto255_scalar_from_u64(s, 1);
    if (kind == 3) {
        ecb_ristretto255_scalar one, *k = s;
        ecb_ristretto255_scalar_from_u64(&one, 1);
        ecb_ristretto255_scalar_sub(k, k, &one);
    }
}

/* Bases [s_i] G with every 7th the identity. */
#define POINTS_FN(fn, JAC, AFF, SC, gen, mul, batch, id, scf)                                      \
    static void fn(void *out, size_t n) {                                                          \
        JAC g, *j = malloc((n ? n : 1) * sizeof(JAC));                                             \
        SC s;                                                                                      \
        gen;                                                                                       \
        for (size_t i = 0; i < n; i++) {                                                           \
            scf(&s, 0);                                                                            \
            if (i % 7 == 3)                                                                        \
                id(&j[i]);                                                                         \
            else                                                                                   \
                mul(&j[i], &s, &g);                                                                \
        }                                                                                          \
        batch((AFF *)out, j, n);                                                                   \
        free(j);                                                                                   \
    }
POINTS_FN(pts_g1, ecb_bls12_381_g1, ecb_bls12_381_g1_affine, ecb_bls12_381_scalar,
          ecb_bls12_381_g1_generator(&g), ecb_bls12_381_g1_mul_var,
          ecb_bls12_381_g1_batch_to_affine, ecb_bls12_381_g1_identity, rand_sc381)
POINTS_FN(pts_g2, ecb_bls12_381_g2, ecb_bls12_381_g2_affine, ecb_bls12_381_scalar,
          ecb_bls12_381_g2_generator(&g), ecb_bls12_381_g2_mul_var,
          ecb_bls12_381_g2_batch_to_affine, ecb_bls12_381_g2_identity, rand_sc381)
POINTS_FN(pts_377, ecb_bls12_377_g1, ecb_bls12_377_g1_affine, ecb_bls12_377_scalar,
          g = ECB_BLS12_377_G1_GENERATOR, ecb_bls12_377_g1_mul_var,
          ecb_bls12_377_g1_batch_to_affine, ecb_bls12_377_g1_identity, rand_sc377)
POINTS_FN(pts_254, ecb_bn254_g1, ecb_bn254_g1_affine, ecb_bn254_scalar, g = ECB_BN254_G1_GENERATOR,
          ecb_bn254_g1_mul_var, ecb_bn254_g1_batch_to_affine, ecb_bn254_g1_identity, rand_sc254)

static void pts_255(void *out, size_t n) {
    ecb_ristretto255_point *p = out, g;
    ecb_ristretto255_scalar s;
    ecb_ristretto255_base(&g);
    for (size_t i = 0; i < n; i++) {
        rand_sc255(&s, 0);
        if (i % 7 == 3)
            ecb_ristretto255_identity(&p[i]);
        else
            ecb_ristretto255_scalar_mult(&p[i], &s, &g);
    }
}

#define GROUP_FNS(tag, AFF, OUT, SC, prefix, eqf)                                                  \
    static ecb_status new_##tag(ecb_msm_fixed **f, const void *p, size_t n, size_t b) {            \
        return ecb_msm_fixed_##prefix##_new(f, p, n, b);                                           \
    }                                                                                              \
    static ecb_status fmsm_##tag(void *o, const ecb_msm_fixed *f, const void *s, size_t n,         \
                                 const ecb_msm_options *opt) {                                     \
        return ecb_msm_fixed_##prefix##_var(o, f, s, n, opt);                                      \
    }                                                                                              \
    static ecb_status msm_##tag(void *o, const void *p, const void *s, size_t n,                   \
                                const ecb_msm_options *opt) {                                      \
        return ecb_msm_##prefix##_var(o, p, s, n, opt);                                            \
    }                                                                                              \
    static int eq_##tag(const void *a, const void *b) {                                            \
        return eqf(a, b);                                                                          \
    }
GROUP_FNS(g1, ecb_bls12_381_g1_affine, ecb_bls12_381_g1, ecb_bls12_381_scalar, bls12_381_g1,
          ecb_bls12_381_g1_equal)
GROUP_FNS(g2, ecb_bls12_381_g2_affine, ecb_bls12_381_g2, ecb_bls12_381_scalar, bls12_381_g2,
          ecb_bls12_381_g2_equal)
GROUP_FNS(377, ecb_bls12_377_g1_affine, ecb_bls12_377_g1, ecb_bls12_377_scalar, bls12_377_g1,
          ecb_bls12_377_g1_equal)
GROUP_FNS(254, ecb_bn254_g1_affine, ecb_bn254_g1, ecb_bn254_scalar, bn254_g1, ecb_bn254_g1_equal)
GROUP_FNS(255, ecb_ristretto255_point, ecb_ristretto255_point, ecb_ristretto255_scalar,
          ristretto255, ecb_ristretto255_equal)

static const grp groups[] = {
    {"ristretto255", ECB_GROUP_RISTRETTO255, sizeof(ecb_ristretto255_point),
     sizeof(ecb_ristretto255_point), sizeof(ecb_ristretto255_scalar), 0, pts_255, rand_sc255,
     new_255, fmsm_255, msm_255, eq_255},
    {"bls12-381-g1", ECB_GROUP_BLS12_381_G1, sizeof(ecb_bls12_381_g1_affine),
     sizeof(ecb_bls12_381_g1), sizeof(ecb_bls12_381_scalar), 96, pts_g1, rand_sc381, new_g1,
     fmsm_g1, msm_g1, eq_g1},
    {"bls12-381-g2", ECB_GROUP_BLS12_381_G2, sizeof(ecb_bls12_381_g2_affine),
     sizeof(ecb_bls12_381_g2), sizeof(ecb_bls12_381_scalar), 192, pts_g2, rand_sc381, new_g2,
     fmsm_g2, msm_g2, eq_g2},
    {"bls12-377-g1", ECB_GROUP_BLS12_377_G1, sizeof(ecb_bls12_377_g1_affine),
     sizeof(ecb_bls12_377_g1), sizeof(ecb_bls12_377_scalar), 96, pts_377, rand_sc377, new_377,
     fmsm_377, msm_377, eq_377},
    {"bn254-g1", ECB_GROUP_BN254_G1, sizeof(ecb_bn254_g1_affine), sizeof(ecb_bn254_g1),
     sizeof(ecb_bn254_scalar), 64, pts_254, rand_sc254, new_254, fmsm_254, msm_254, eq_254},
};

/* The fixed-base MSM over the first m bases equals the plain one, for scalars of `kind`
 * (4: mixed, every 5th zero, some 1 and r - 1), on 1 and 3 threads. */
static void check_against_plain(const grp *G, const ecb_msm_fixed *f, const void *pts, size_t m,
                                int kind) {
    unsigned char *sc = malloc((m ? m : 1) * G->sc), a[1024], b[1024];
    for (size_t i = 0; i < m; i++)
        G->scalar(sc + i * G->sc, kind < 4 ? kind : (i % 5 == 0 ? 1 : (i % 11 == 1 ? 3 : 0)));
    CHECK(G->msm(a, pts, sc, m, NULL) == ECB_OK);
    CHECK(G->fmsm(b, f, sc, m, NULL) == ECB_OK);
    CHECK(G->eq(a, b));
    ecb_msm_plan_result plan;
    ecb_msm_options o = {.threads = 3, .plan_used = &plan};
    memset(b, 0, sizeof b);
    CHECK(G->fmsm(b, f, sc, m, &o) == ECB_OK);
    CHECK(G->eq(a, b));
    CHECK(plan.strategy != ECB_MSM_AUTO);
    /* the table forced, and the plain plan chosen (costs that make every table entry dear) */
    o = (ecb_msm_options){.strategy = ECB_MSM_PIPPENGER, .plan_used = &plan};
    memset(b, 0, sizeof b);
    CHECK(G->fmsm(b, f, sc, m, &o) == ECB_OK);
    CHECK(G->eq(a, b));
    CHECK(plan.strategy == ECB_MSM_PIPPENGER);
    ecb_msm_costs dear;
    CHECK(ecb_msm_costs_default(G->g, &dear) == ECB_OK);
    dear.digit = 1e6;
    o = (ecb_msm_options){.costs = &dear, .plan_used = &plan};
    memset(b, 0, sizeof b);
    CHECK(G->fmsm(b, f, sc, m, &o) == ECB_OK);
    CHECK(G->eq(a, b));
    int kept = 0;
    for (size_t i = 0; i < m; i++)
        kept |= kind != 1;
    CHECK(!kept || plan.strategy != ECB_MSM_PIPPENGER);
    free(sc);
}

static void test_group(const grp *G, size_t n) {
    unsigned char *pts = malloc(n * G->aff);
    G->points(pts, n);
    /* budgets: one entry per base, 2x, 8x, every window (large) */
    const size_t entry = G->entry ? G->entry : 200;
    const size_t budgets[] = {n * 160, n * 2 * entry, n * 8 * entry, n * 300 * entry};
    for (size_t bi = 0; bi < sizeof budgets / sizeof budgets[0]; bi++) {
        ecb_msm_fixed *f = NULL;
        ecb_status st = G->fnew(&f, pts, n, budgets[bi]);
        if (bi == 0 && G->entry) {
            /* below one entry per base in the BLS12 forms */
            CHECK(st == (G->entry > 160 ? ECB_ERR_INVALID_ARGUMENT : ECB_OK));
            if (st != ECB_OK) {
                CHECK(f == NULL);
                st = G->fnew(&f, pts, n, n * G->entry);
            }
        }
        CHECK(st == ECB_OK);
        if (st != ECB_OK) continue;
        CHECK(ecb_msm_fixed_count(f) == n);
        CHECK(ecb_msm_fixed_table_size(f) <= (budgets[bi] > n * entry ? budgets[bi] : n * entry));
        unsigned c, k;
        CHECK(ecb_msm_fixed_shape(f, &c, &k) == ECB_OK && c >= 1 && c <= 20 && k >= 1);
        for (int kind = 0; kind <= 4; kind++)
            check_against_plain(G, f, pts, n, kind);
        size_t prefixes[] = {0, 1, 2, n / 3};
        for (size_t p = 0; p < 4; p++)
            check_against_plain(G, f, pts, prefixes[p], 0);
        /* more scalars than bases */
        unsigned char out[1024], *sc = calloc(n + 1, G->sc);
        CHECK(G->fmsm(out, f, sc, n + 1, NULL) == ECB_ERR_LENGTH);
        free(sc);
        ecb_msm_fixed_free(f);
    }
    /* n = 0 and n = 1 objects */
    for (size_t m = 0; m <= 1; m++) {
        ecb_msm_fixed *f = NULL;
        CHECK(G->fnew(&f, pts, m, 1 << 20) == ECB_OK);
        check_against_plain(G, f, pts, m, 0);
        check_against_plain(G, f, pts, m, 3);
        ecb_msm_fixed_free(f);
    }
    free(pts);
}

/* Save, load, same results; every byte flipped and every truncation rejected. */
static void test_bytes(const grp *G, size_t n) {
    unsigned char *pts = malloc(n * G->aff);
    G->points(pts, n);
    ecb_msm_fixed *f = NULL, *g = NULL;
    CHECK(G->fnew(&f, pts, n, n * 4 * 192) == ECB_OK);
    size_t len = ecb_msm_fixed_saved_size(f);
    unsigned char *buf = malloc(len + 1);
    CHECK(len > 80);
    CHECK(ecb_msm_fixed_save(f, buf, len - 1) == ECB_ERR_LENGTH);
    CHECK(ecb_msm_fixed_save(f, buf, len) == ECB_OK);
    CHECK(ecb_msm_fixed_load(&g, G->g, buf, len) == ECB_OK);
    CHECK(g != NULL && ecb_msm_fixed_count(g) == n);
    if (g != NULL) check_against_plain(G, g, pts, n, 4);
    ecb_msm_fixed_free(g);
    /* another group asked */
    ecb_group other = (ecb_group)((G->g + 1) % ECB_GROUP_COUNT);
    g = (ecb_msm_fixed *)buf;
    CHECK(ecb_msm_fixed_load(&g, other, buf, len) == ECB_ERR_WRONG_GROUP && g == NULL);
    /* an object of another group given to this group's MSM */
    const grp *H = &groups[(G - groups + 1) % 4];
    unsigned char out[1024], sc[64] = {0};
    CHECK(H->fmsm(out, f, sc, 1, NULL) == ECB_ERR_WRONG_GROUP);
    long bad = 0, flips = 0;
    for (size_t i = 0; i < len; i++) {
        for (int bit = 0; bit < 8; bit += 3) {
            buf[i] ^= (unsigned char)(1u << bit);
            g = NULL;
            ecb_status st = ecb_msm_fixed_load(&g, G->g, buf, len);
            flips++;
            if (st == ECB_OK || g != NULL) bad++;
            ecb_msm_fixed_free(g);
            buf[i] ^= (unsigned char)(1u << bit);
        }
    }
    CHECK(flips > 0 && bad == 0);
    bad = 0;
    for (size_t l = 0; l < len; l += (l < 100 ? 1 : 97)) {
        g = NULL;
        if (ecb_msm_fixed_load(&g, G->g, buf, l) != ECB_ERR_LENGTH || g != NULL) bad++;
        ecb_msm_fixed_free(g);
    }
    buf[len] = 0;
    if (ecb_msm_fixed_load(&g, G->g, buf, len + 1) != ECB_ERR_LENGTH) bad++;
    CHECK(bad == 0);
    /* specific codes: magic, version */
    buf[0] ^= 1;
    CHECK(ecb_msm_fixed_load(&g, G->g, buf, len) == ECB_ERR_PARSE);
    buf[0] ^= 1;
    buf[8] ^= 2;
    CHECK(ecb_msm_fixed_load(&g, G->g, buf, len) == ECB_ERR_FORMAT_VERSION);
    buf[8] ^= 2;
    buf[len - 1] ^= 1;
    CHECK(ecb_msm_fixed_load(&g, G->g, buf, len) == ECB_ERR_CHECKSUM);
    buf[len - 1] ^= 1;
    CHECK(ecb_msm_fixed_load(&g, G->g, buf, len) == ECB_OK);
    ecb_msm_fixed_free(g);
    free(buf);
    ecb_msm_fixed_free(f);
    free(pts);
}

static void test_misuse(void) {
    ecb_msm_fixed *f = (ecb_msm_fixed *)&f;
    ecb_ristretto255_point p[2], out;
    ecb_ristretto255_scalar s[2] = {{{1, 0, 0, 0}}, {{2, 0, 0, 0}}};
    pts_255(p, 2);
    CHECK(ecb_msm_fixed_ristretto255_new(NULL, p, 2, 1 << 20) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_fixed_ristretto255_new(&f, NULL, 2, 1 << 20) == ECB_ERR_NULL_POINTER &&
          f == NULL);
    CHECK(ecb_msm_fixed_ristretto255_new(&f, p, 2, 10) == ECB_ERR_INVALID_ARGUMENT && f == NULL);
    CHECK(ecb_msm_fixed_ristretto255_new(&f, p, ECB_MSM_MAX_POINTS + 1, 1 << 20) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_msm_fixed_ristretto255_new(&f, p, 2, 1 << 20) == ECB_OK);
    CHECK(ecb_msm_fixed_ristretto255_var(NULL, f, s, 2, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_fixed_ristretto255_var(&out, NULL, s, 2, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_fixed_ristretto255_var(&out, f, NULL, 2, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_ristretto255_is_identity(&out));
    ecb_msm_options o = {.strategy = ECB_MSM_STRAUS};
    CHECK(ecb_msm_fixed_ristretto255_var(&out, f, s, 2, &o) == ECB_ERR_UNSUPPORTED);
    o = (ecb_msm_options){.threads = ECB_MSM_MAX_THREADS + 1};
    CHECK(ecb_msm_fixed_ristretto255_var(&out, f, s, 2, &o) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_msm_fixed_save(f, NULL, 10) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_fixed_save(NULL, (unsigned char *)&out, 10) == ECB_ERR_NULL_POINTER);
    ecb_msm_fixed *g = f;
    CHECK(ecb_msm_fixed_load(&g, ECB_GROUP_RISTRETTO255, NULL, 10) == ECB_ERR_NULL_POINTER &&
          g == NULL);
    CHECK(ecb_msm_fixed_load(NULL, ECB_GROUP_RISTRETTO255, (unsigned char *)&out, 10) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_fixed_load(&g, (ecb_group)9, (unsigned char *)&out, 10) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_msm_fixed_count(NULL) == 0 && ecb_msm_fixed_saved_size(NULL) == 0);
    unsigned c, k;
    CHECK(ecb_msm_fixed_shape(NULL, &c, &k) == ECB_ERR_NULL_POINTER);
    ecb_msm_fixed_free(f);
    ecb_msm_fixed_free(NULL);
    /* out-of-range scalar in a BLS12 group */
    ecb_bls12_381_g1_affine a[1];
    ecb_bls12_381_g1 r;
    ecb_bls12_381_scalar big = {{~0ULL, ~0ULL, ~0ULL, ~0ULL}};
    pts_g1(a, 1);
    CHECK(ecb_msm_fixed_bls12_381_g1_new(&f, a, 1, 1 << 16) == ECB_OK);
    CHECK(ecb_msm_fixed_bls12_381_g1_var(&r, f, &big, 1, NULL) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    ecb_msm_fixed_free(f);
}

int main(void) {
    tl_init();
    test_misuse();
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
        size_t n = groups[i].g == ECB_GROUP_BLS12_381_G2 ? 40 : 150;
        test_group(&groups[i], n);
        test_bytes(&groups[i], 9);
    }
    /* a larger set in the two groups of the speed goal */
    test_group(&groups[0], 1500);
    test_group(&groups[1], 1500);
    return tl_finish("test_msm_fixed");
}
