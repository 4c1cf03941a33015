/* The protocols' questions to the plan (msm/plan/msm_request.h) against the choices the
 * protocols made themselves before they asked: for the situations Bulletproofs+ and threshold
 * decryption decide (which tables to build for the generators, which method runs a verifier's
 * static + dynamic MSM, the scratch it grows to, the scalars' lanes, the plain MSM's scratch),
 * the answer equals the old inline rule evaluated on the selected level's backend facts
 * (msm_backend.h); a split answer's run equals the plain MSM over both sets; the provers' MSMs
 * by their msm-level names equal the selected level's entries; and the bte kernel's level test
 * (ecb_cpu_has_ifma) equals the lanes fact it replaced (msm_weierstrass_lanes). Run once per
 * kernel level (ECBATCH_CPU, tests/vectors.cmake). */
#include "testlib.h"

#include "ecbatch.h"
#include "field/bls12/fp_x8_ifma.h"
#include "msm/groups/msm_backend.h"
#include "msm/plan/msm_request.h"
#include "msm/weierstrass/msm_weierstrass_lanes.h"
#include "util/cpu.h"

typedef ecb_ristretto255_point point;
typedef ecb_ristretto255_scalar scalar;

static void random_scalar(scalar *s) {
    unsigned char b[64];
    tl_random(b, sizeof b);
    ecb_ristretto255_scalar_reduce64(s, b);
}

static void random_point(point *p) {
    unsigned char b[64];
    tl_random(b, sizeof b);
    ecb_ristretto255_from_uniform_bytes(p, b);
}

static int same_point(const point *a, const point *b) {
    unsigned char x[32], y[32];
    ecb_ristretto255_encode(x, a);
    ecb_ristretto255_encode(y, b);
    return memcmp(x, y, 32) == 0;
}

/* ---- the old inline rules (Bulletproofs+ generators.c and verify.c before the request) ---- */

static unsigned old_precomp_window(const msm_r255_backend *be, size_t count) {
    return be->precomp_window ? be->precomp_window : count <= 300 ? 8 : count <= 1100 ? 7 : 6;
}

static msm_method old_split(const msm_r255_backend *be, const void *precomp, const void *fixed,
                            size_t n_static, size_t dyn) {
    if (precomp != NULL && dyn < n_static && !be->fixed_beats_precomp) return MSM_RUN_PRECOMPUTED;
    if (fixed != NULL && dyn < n_static && be->fixed_beats_precomp) return MSM_RUN_FIXED_AND_PLAIN;
    return MSM_RUN_PLAIN;
}

static size_t old_fixed_scratch(const ecb_msm_fixed *f, size_t n, unsigned threads) {
    const msm_r255_backend *runner = msm_r255_fixed_runner(f->form);
    return runner == NULL ? 0 : msm_fixed_scratch_bound(f, runner->desc, n, threads);
}

/* ---- the generators' tables ---------------------------------------------------------------- */

static void test_static(void) {
    const msm_r255_backend *be = msm_r255_selected();
    static const size_t counts[] = {1, 7, 131, 135, 299, 300, 301, 1031, 1100, 1101, 4103, 8199};
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        msm_request rq = {
            .group = ECB_GROUP_RISTRETTO255, .points = MSM_POINTS_STATIC, .n = counts[i]};
        msm_answer a;
        CHECK(msm_ask(&rq, &a) == ECB_OK);
        CHECK(a.precomp_window == old_precomp_window(be, counts[i]));
        CHECK(a.fixed_bytes == (be->fixed_beats_precomp ? 8 * counts[i] * sizeof(point) : 0));
        CHECK(a.scalar_lanes == be->scalar_lanes);
    }
}

/* ---- the verifier's split ------------------------------------------------------------------- */

static void test_split(void) {
    const msm_r255_backend *be = msm_r255_selected();
    static const size_t statics[] = {1, 9, 131, 1031};
    for (size_t si = 0; si < sizeof statics / sizeof statics[0]; si++) {
        size_t ns = statics[si];
        point *pts = malloc(ns * sizeof *pts);
        for (size_t i = 0; i < ns; i++)
            random_point(&pts[i]);
        ecb_msm_ristretto255_precomp *pre = NULL;
        ecb_msm_fixed *fix = NULL;
        CHECK(ecb_msm_ristretto255_precomp_new(&pre, pts, ns, 5) == ECB_OK);
        CHECK(ecb_msm_fixed_ristretto255_new(&fix, pts, ns, 8 * ns * sizeof *pts) == ECB_OK);
        const size_t dyns[] = {0, 1, ns / 2, ns - 1, ns, ns + 1, 4 * ns};
        for (int have = 0; have < 4; have++) {
            const ecb_msm_ristretto255_precomp *p = (have & 1) ? pre : NULL;
            const ecb_msm_fixed *f = (have & 2) ? fix : NULL;
            for (size_t di = 0; di < sizeof dyns / sizeof dyns[0]; di++)
                for (unsigned threads = 0; threads <= 4; threads += 2) {
                    msm_request rq = {.group = ECB_GROUP_RISTRETTO255,
                                      .points = MSM_POINTS_SPLIT,
                                      .n = ns,
                                      .n_dynamic = dyns[di],
                                      .precomp = p,
                                      .fixed = f,
                                      .threads = threads};
                    msm_answer a;
                    CHECK(msm_ask(&rq, &a) == ECB_OK);
                    msm_method want = old_split(be, p, f, ns, dyns[di]);
                    CHECK(a.method == want);
                    CHECK(a.scratch_bytes == 0);
                    CHECK(a.scalar_lanes == be->scalar_lanes);
                    rq.caller_scratch = 1;
                    CHECK(msm_ask(&rq, &a) == ECB_OK);
                    CHECK(a.method == want);
                    CHECK(
                        a.scratch_bytes ==
                        (want == MSM_RUN_FIXED_AND_PLAIN ? old_fixed_scratch(f, ns, threads) : 0));
                }
        }
        ecb_msm_ristretto255_precomp_free(pre);
        ecb_msm_fixed_free(fix);
        free(pts);
    }
}

/* A split answer's run against the plain MSM over both sets, for each table method whatever
 * the level would choose; a plain answer is the caller's to run. */
static void test_run_split(void) {
    enum { NS = 67, ND = 23 };
    point *pts = malloc((NS + ND) * sizeof *pts), want, got;
    scalar *sc = malloc((NS + ND) * sizeof *sc);
    for (size_t i = 0; i < NS + ND; i++) {
        random_point(&pts[i]);
        random_scalar(&sc[i]);
    }
    memset(&sc[3], 0, sizeof sc[3]);
    ecb_ristretto255_identity(&pts[NS + 2]);
    ecb_msm_ristretto255_precomp *pre = NULL;
    ecb_msm_fixed *fix = NULL;
    CHECK(ecb_msm_ristretto255_precomp_new(&pre, pts, NS, 6) == ECB_OK);
    CHECK(ecb_msm_fixed_ristretto255_new(&fix, pts, NS, 8 * NS * sizeof *pts) == ECB_OK);
    CHECK(ecb_msm_ristretto255_var(&want, pts, sc, NS + ND, NULL) == ECB_OK);
    msm_request rq = {.group = ECB_GROUP_RISTRETTO255,
                      .points = MSM_POINTS_SPLIT,
                      .n = NS,
                      .n_dynamic = ND,
                      .precomp = pre,
                      .fixed = fix,
                      .threads = 2};
    ecb_msm_options o;
    memset(&o, 0, sizeof o);
    o.threads = 2;
    for (int m = MSM_RUN_PLAIN; m <= MSM_RUN_FIXED_AND_PLAIN; m++) {
        msm_answer a = {.method = (msm_method)m};
        ecb_status st = msm_r255_run_split(&got, &rq, &a, sc, pts + NS, sc + NS, &o);
        if (m == MSM_RUN_PLAIN) {
            CHECK(st == ECB_ERR_UNSUPPORTED);
            continue;
        }
        CHECK(st == ECB_OK);
        CHECK(same_point(&got, &want));
    }
    /* the level's own answer runs too (or is plain) */
    msm_answer a;
    CHECK(msm_ask(&rq, &a) == ECB_OK);
    if (a.method != MSM_RUN_PLAIN) {
        CHECK(msm_r255_run_split(&got, &rq, &a, sc, pts + NS, sc + NS, &o) == ECB_OK);
        CHECK(same_point(&got, &want));
    }
    ecb_msm_ristretto255_precomp_free(pre);
    ecb_msm_fixed_free(fix);
    free(pts);
    free(sc);
}

/* ---- plain requests and errors -------------------------------------------------------------- */

static void test_plain(void) {
    static const ecb_group groups[] = {ECB_GROUP_RISTRETTO255, ECB_GROUP_BLS12_381_G1,
                                       ECB_GROUP_BLS12_381_G2, ECB_GROUP_BLS12_377_G1,
                                       ECB_GROUP_BN254_G1};
    static const size_t ns[] = {0, 1, 64, 1024, 5000};
    for (size_t g = 0; g < sizeof groups / sizeof groups[0]; g++)
        for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++)
            for (unsigned threads = 1; threads <= 4; threads *= 2) {
                msm_request rq = {.group = groups[g],
                                  .points = MSM_POINTS_PLAIN,
                                  .n = ns[i],
                                  .threads = threads,
                                  .caller_scratch = 1};
                msm_answer a;
                CHECK(msm_ask(&rq, &a) == ECB_OK);
                ecb_msm_options o;
                memset(&o, 0, sizeof o);
                o.threads = threads;
                CHECK(a.method == MSM_RUN_PLAIN);
                CHECK(a.scratch_bytes == ecb_msm_scratch_size_options(groups[g], ns[i], &o));
                CHECK(
                    a.scalar_lanes ==
                    (groups[g] == ECB_GROUP_RISTRETTO255 ? msm_r255_selected()->scalar_lanes : 1));
            }
    msm_request rq = {.group = ECB_GROUP_BLS12_381_G1, .points = MSM_POINTS_STATIC, .n = 4};
    msm_answer a;
    CHECK(msm_ask(NULL, &a) == ECB_ERR_NULL_POINTER);
    CHECK(msm_ask(&rq, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(msm_ask(&rq, &a) == ECB_ERR_UNSUPPORTED);
    rq.points = MSM_POINTS_SPLIT;
    CHECK(msm_ask(&rq, &a) == ECB_ERR_UNSUPPORTED);
    rq.group = ECB_GROUP_RISTRETTO255;
    rq.points = (msm_points_kind)7;
    CHECK(msm_ask(&rq, &a) == ECB_ERR_INVALID_ARGUMENT);
    rq.points = MSM_POINTS_SPLIT;
    rq.n_dynamic = (size_t)ECB_MSM_MAX_POINTS + 1;
    CHECK(msm_ask(&rq, &a) == ECB_ERR_SIZE_OVERFLOW);
    rq.n_dynamic = 0;
    rq.threads = ECB_MSM_MAX_THREADS + 1;
    CHECK(msm_ask(&rq, &a) == ECB_ERR_INVALID_ARGUMENT);
    rq.threads = 1;
    rq.group = ECB_GROUP_COUNT;
    CHECK(msm_ask(&rq, &a) == ECB_ERR_UNSUPPORTED);
}

/* ---- the provers' MSMs by name, and bte's lanes --------------------------------------------- */

static void test_prover_names(void) {
    enum { N = 13 };
    const msm_r255_prover *k = msm_r255_selected()->prover;
    point p[N], a, b, q;
    scalar s[N];
    uint8_t bits[N];
    for (size_t i = 0; i < N; i++) {
        random_point(&p[i]);
        random_scalar(&s[i]);
        tl_random(&bits[i], 1);
        bits[i] &= 1;
    }
    void *scratch = malloc(ge25519_multi_scratch_size(N));
    msm_r255_prover_ct_msm(&a, p, s, N, scratch);
    k->ct_msm(&b, p, s, N, scratch);
    CHECK(same_point(&a, &b));
    msm_r255_prover_public_msm_static(&a, p, NULL, s, N, scratch);
    k->public_msm_static(&b, p, NULL, s, N, scratch);
    CHECK(same_point(&a, &b));
    random_point(&q);
    msm_r255_prover_public_mul_add(&a, &s[0], &p[0], &q);
    k->public_mul_add(&b, &s[0], &p[0], &q);
    CHECK(same_point(&a, &b));
    a = b = q;
    msm_r255_prover_selected_sum(&a, bits, p, N);
    k->selected_sum(&b, bits, p, N);
    CHECK(same_point(&a, &b));
    ge25519_comb *combs = malloc(2 * sizeof *combs);
    const ge25519_comb *cp[2] = {&combs[0], &combs[1]};
    ge25519_comb_init(&combs[0], &p[1]);
    ge25519_comb_init(&combs[1], &p[2]);
    msm_r255_prover_comb_msm(&a, cp, s, 2);
    k->comb_msm(&b, cp, s, 2);
    CHECK(same_point(&a, &b));
    free(combs);
    free(scratch);
}

static void test_bte_lanes(void) {
    /* bte_smul_impl.h runs its batches in lanes where ECB_CPU_IFMA_BUILD and ecb_cpu_has_ifma();
     * it read msm_weierstrass_lanes() == 8 before */
#if defined(ECB_CPU_IFMA_BUILD)
    CHECK(ecb_cpu_has_ifma() == (msm_weierstrass_lanes() == 8));
#else
    CHECK(msm_weierstrass_lanes() == 1);
#endif
}

int main(void) {
    tl_init();
    test_static();
    test_split();
    test_run_split();
    test_plain();
    test_prover_names();
    test_bte_lanes();
    return tl_finish("test_msm_request");
}
