/* The MSM engine on a short Weierstrass group against an independent reference, written once and
 * included by test_msm_bls12_381_g1.c, test_msm_bls12_381_g2.c, test_msm_bls12_377_g1.c and
 * test_msm_bn254_g1.c. The
 * reference is the naive strategy: a sum of the group layer's constant-time fixed-window
 * multiplications (no endomorphism, no buckets), computed once per input. Every other
 * strategy (glv with each inner method, several windows) on 1, 2 and 3 threads must give the
 * same point, compared by encoding.
 *
 * The including file defines:
 *   TB_NAME          the program's name
 *   TB_JAC, TB_AFF, TB_SC     the public point, affine point and scalar types
 *   TB_(op)          the public group prefix (ecb_bls12_381_g1_##op)
 *   TB_MSM           the MSM entry point
 *   TB_GROUP         the ecb_group
 *   TB_ENC           compressed encoding length
 *   TB_ORDER         r as 4 little-endian limbs (an initialiser)
 *   TB_U             BLS12: u, the absolute value of the curve parameter (64 bits), whose
 *                    powers the split's digits are in
 *   TB_U2            BLS12: u^2 of the endomorphism split as 4 limbs (an initialiser)
 *   TB_MU            BLS12: its Barrett constant (msm_bls12_split.h)
 *   TB_GLV_COUNT     without TB_U: the number of scalars on the split's boundaries the
 *                    including file's tb_glv_scalars(TB_SC *s, size_t max) writes
 *   TB_HAS_1BIT      1 when the group has bucket_1bit
 *   TB_FULL_MAX      the largest n run under every strategy and thread count (larger sizes run
 *                    double_and_add and the Straus methods on one thread only)
 *   TB_MAX_N         the largest size of the size sweep
 *   TB_EDGE_N        the number of points of the repeated-point edge cases
 *   tb_generator(TB_JAC *), tb_scalar_random(TB_SC *) */
#include "testlib.h"

#include "ecbatch.h"
#ifdef TB_U
#include "msm/groups/bls12/msm_bls12_split.h"
#else
typedef unsigned __int128 msm_u128;
#endif

static const uint64_t tb_order[4] = TB_ORDER;
#ifdef TB_U
static const uint64_t tb_u2[4] = TB_U2;
#endif

/* The bit length of r: 255 (BLS12-381) or 253 (BLS12-377). */
static unsigned tb_bits(void) {
    return 192 + 64 - (unsigned)__builtin_clzll(tb_order[3]);
}

/* ---- inputs ------------------------------------------------------------------------------ */

static void tb_scalar_limbs(TB_SC *s, uint64_t l0, uint64_t l1, uint64_t l2, uint64_t l3) {
    s->v[0] = l0;
    s->v[1] = l1;
    s->v[2] = l2;
    s->v[3] = l3;
}

/* r - k for a small k >= 1 */
static void tb_order_minus(TB_SC *s, uint64_t k) {
    uint64_t borrow = k;
    for (int i = 0; i < 4; i++) {
        uint64_t x = tb_order[i];
        s->v[i] = x - borrow;
        borrow = x < borrow;
    }
}

/* n points P_i = P_{i-1} + R_j for random multiples R_j of the generator, in affine form. */
static void tb_points(TB_AFF *out, size_t n) {
    enum { R = 8 };
    TB_JAC g, r[R], *jac = malloc((n ? n : 1) * sizeof *jac);
    tb_generator(&g);
    for (int i = 0; i < R; i++) {
        TB_SC k;
        tb_scalar_random(&k);
        TB_(mul_var)(&r[i], &k, &g);
    }
    for (size_t i = 0; i < n; i++) {
        uint8_t b;
        tl_random(&b, 1);
        if (i == 0)
            jac[0] = r[b % R];
        else
            TB_(add)(&jac[i], &jac[i - 1], &r[b % R]);
    }
    TB_(batch_to_affine)(out, jac, n);
    free(jac);
}

static void tb_scalars(TB_SC *s, size_t n) {
    for (size_t i = 0; i < n; i++)
        tb_scalar_random(&s[i]);
}

/* ---- running and comparing --------------------------------------------------------------- */

static void tb_encode_result(uint8_t enc[TB_ENC], const TB_JAC *p) {
    TB_(encode)(enc, p);
}

/* One MSM; returns its status and writes the encoding of the result. */
static ecb_status tb_run(uint8_t enc[TB_ENC], const TB_AFF *p, const TB_SC *s, size_t n,
                         ecb_msm_strategy st, ecb_msm_strategy inner, unsigned window,
                         unsigned threads) {
    ecb_msm_options opt = {0};
    opt.strategy = st;
    opt.inner = inner;
    opt.window = window;
    opt.threads = threads;
    TB_JAC out;
    ecb_status rc = TB_MSM(&out, p, s, n, &opt);
    tb_encode_result(enc, &out);
    return rc;
}

static int tb_same(const uint8_t want[TB_ENC], const TB_AFF *p, const TB_SC *s, size_t n,
                   ecb_msm_strategy st, ecb_msm_strategy inner, unsigned window, unsigned threads) {
    uint8_t got[TB_ENC];
    if (tb_run(got, p, s, n, st, inner, window, threads) != ECB_OK) return 0;
    return memcmp(got, want, TB_ENC) == 0;
}

/* Every strategy against the naive reference, on 1, 2 and 3 threads. Above TB_FULL_MAX points
 * every strategy runs on one thread, and auto and the batch-affine methods on all three.
 * thorough: more windows as well (several on one thread, a few on more). */
static void tb_check_all(const TB_AFF *p, const TB_SC *s, size_t n, int thorough) {
    static const unsigned straus_w[] = {2, 4, 6, 8}, straus_w_mt[] = {3};
    static const unsigned bucket_c[] = {1, 3, 6, 9}, bucket_c_mt[] = {2, 7};
    uint8_t want[TB_ENC];
    CHECK(tb_run(want, p, s, n, ECB_MSM_NAIVE, ECB_MSM_AUTO, 0, 1) == ECB_OK);
    int full = n <= (tl_quick() && TB_FULL_MAX > 300 ? 300 : TB_FULL_MAX);
    for (unsigned t = 1; t <= 3; t++) {
        CHECK(tb_same(want, p, s, n, ECB_MSM_AUTO, ECB_MSM_AUTO, 0, t));
        CHECK(tb_same(want, p, s, n, ECB_MSM_BATCH_AFFINE, ECB_MSM_AUTO, 0, t));
        CHECK(tb_same(want, p, s, n, ECB_MSM_GLV, ECB_MSM_BATCH_AFFINE, 0, t));
        if (!full && t > 1) continue;
        CHECK(tb_same(want, p, s, n, ECB_MSM_PIPPENGER, ECB_MSM_AUTO, 0, t));
        CHECK(tb_same(want, p, s, n, ECB_MSM_GLV, ECB_MSM_AUTO, 0, t));
        CHECK(tb_same(want, p, s, n, ECB_MSM_GLV, ECB_MSM_PIPPENGER, 0, t));
        if (n <= 300 && t > 1) CHECK(tb_same(want, p, s, n, ECB_MSM_NAIVE, ECB_MSM_AUTO, 0, t));
        CHECK(tb_same(want, p, s, n, ECB_MSM_DOUBLE_AND_ADD, ECB_MSM_AUTO, 0, t));
        CHECK(tb_same(want, p, s, n, ECB_MSM_STRAUS, ECB_MSM_AUTO, 0, t));
        CHECK(tb_same(want, p, s, n, ECB_MSM_GLV, ECB_MSM_STRAUS, 0, t));
        if (TB_HAS_1BIT && n <= 300)
            CHECK(tb_same(want, p, s, n, ECB_MSM_BUCKET_1BIT, ECB_MSM_AUTO, 0, t));
        if (!thorough) continue;
        const unsigned *ws = t == 1 ? straus_w : straus_w_mt;
        const unsigned *cs = t == 1 ? bucket_c : bucket_c_mt;
        size_t nw = t == 1 ? sizeof straus_w / sizeof *ws : sizeof straus_w_mt / sizeof *ws;
        size_t nc = t == 1 ? sizeof bucket_c / sizeof *cs : sizeof bucket_c_mt / sizeof *cs;
        for (size_t i = 0; i < nw; i++) {
            CHECK(tb_same(want, p, s, n, ECB_MSM_STRAUS, ECB_MSM_AUTO, ws[i], t));
            CHECK(tb_same(want, p, s, n, ECB_MSM_GLV, ECB_MSM_STRAUS, ws[i], t));
        }
        for (size_t i = 0; i < nc; i++) {
            CHECK(tb_same(want, p, s, n, ECB_MSM_PIPPENGER, ECB_MSM_AUTO, cs[i], t));
            CHECK(tb_same(want, p, s, n, ECB_MSM_BATCH_AFFINE, ECB_MSM_AUTO, cs[i], t));
            CHECK(tb_same(want, p, s, n, ECB_MSM_GLV, ECB_MSM_PIPPENGER, cs[i], t));
            CHECK(tb_same(want, p, s, n, ECB_MSM_GLV, ECB_MSM_BATCH_AFFINE, cs[i], t));
        }
    }
}

static void tb_test_sizes(void) {
    static const size_t sizes[] = {63, 64, 65, 100, 189, 190, 191, 255, 256, 257, 1000, 4096};
    TB_AFF *p = malloc(4096 * sizeof *p);
    TB_SC *s = malloc(4096 * sizeof *s);
    for (size_t n = 0; n <= 40; n++) {
        tb_points(p, n);
        tb_scalars(s, n);
        tb_check_all(p, s, n, n <= 2 || n == 17 || n == 40);
    }
    size_t max_n = tl_quick() ? 257 : TB_MAX_N;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0] && sizes[i] <= max_n; i++) {
        size_t n = sizes[i];
        tb_points(p, n);
        tb_scalars(s, n);
        tb_check_all(p, s, n, n == 100 || n == 257);
        if (n != 257) continue;
        /* the wide windows the auto plan picks only for n >= 1000: the batch cap
         * (MSM_BA_BATCH_MAX: K / 4 at c = 12) and the top window's partial buckets at c = 12
         * (batch affine, GLV's halves) and c = 16 (Pippenger) */
        uint8_t want[TB_ENC];
        CHECK(tb_run(want, p, s, n, ECB_MSM_NAIVE, ECB_MSM_AUTO, 0, 1) == ECB_OK);
        CHECK(tb_same(want, p, s, n, ECB_MSM_BATCH_AFFINE, ECB_MSM_AUTO, 12, 1));
        CHECK(tb_same(want, p, s, n, ECB_MSM_GLV, ECB_MSM_BATCH_AFFINE, 12, 1));
        CHECK(tb_same(want, p, s, n, ECB_MSM_PIPPENGER, ECB_MSM_AUTO, 16, 1));
    }
    free(p);
    free(s);
}

/* ---- edge cases -------------------------------------------------------------------------- */

static void tb_test_edges(void) {
    enum { N = TB_EDGE_N };
    TB_AFF *p = malloc(N * sizeof *p), id;
    TB_SC *s = malloc(N * sizeof *s), zero, one, rm1;
    TB_JAC idj;
    TB_(identity)(&idj);
    TB_(to_affine)(&id, &idj);
    tb_scalar_limbs(&zero, 0, 0, 0, 0);
    tb_scalar_limbs(&one, 1, 0, 0, 0);
    tb_order_minus(&rm1, 1);
    /* all-zero scalars; all identity points */
    tb_points(p, 48);
    for (int i = 0; i < 48; i++)
        s[i] = zero;
    tb_check_all(p, s, 48, 0);
    tb_scalars(s, 48);
    for (int i = 0; i < 48; i++)
        p[i] = id;
    tb_check_all(p, s, 48, 0);
    /* zero scalars, identity points and r - 1 mixed in */
    tb_points(p, 64);
    tb_scalars(s, 64);
    for (int i = 0; i < 64; i += 5)
        p[i] = id;
    for (int i = 1; i < 64; i += 4)
        s[i] = zero;
    for (int i = 2; i < 64; i += 6)
        s[i] = rm1;
    tb_check_all(p, s, 64, 1);
    /* every scalar r - 1: minus the sum */
    for (int i = 0; i < 64; i++)
        s[i] = rm1;
    tb_check_all(p, s, 64, 0);
    /* one point repeated with one scalar: every bucket addition is a doubling (the tangent
     * inside batch-affine batches), and the queue overflows into the XYZZ twins */
    tb_points(p, 1);
    tb_scalar_random(&s[0]);
    for (int i = 1; i < N; i++) {
        p[i] = p[0];
        s[i] = s[0];
    }
    tb_check_all(p, s, N, 1);
    /* P and -P with equal scalars: cancellations inside batches, the sum is the identity */
    tb_points(p, N / 2);
    tb_scalars(s, N / 2);
    for (int i = 0; i < N / 2; i++) {
        TB_JAC a;
        TB_(from_affine)(&a, &p[i]);
        TB_(negate)(&a, &a);
        TB_(to_affine)(&p[N / 2 + i], &a);
        s[N / 2 + i] = s[i];
    }
    tb_check_all(p, s, N, 1);
    /* P, P, -P, P, ...: doublings and cancellations interleaved */
    for (int i = 0; i < N; i++) {
        p[i] = p[(i % 3 == 2) ? N / 2 : 0];
        s[i] = s[0];
    }
    tb_check_all(p, s, N, 0);
    /* small scalars (one digit, few buckets) and all equal small scalars */
    tb_points(p, N);
    for (int i = 0; i < N; i++)
        tb_scalar_limbs(&s[i], 1 + (uint64_t)(i % 17), 0, 0, 0);
    tb_check_all(p, s, N, 0);
    for (int i = 0; i < N; i++)
        s[i] = one;
    tb_check_all(p, s, N, 1);
#ifdef TB_U
    /* the split's boundaries: u^2 - 1, u^2, u^2 + 1, 2 u^2, (u^2 - 1) u^2, k < u^2, r - 1 */
    TB_SC u2, t;
    tb_scalar_limbs(&u2, tb_u2[0], tb_u2[1], 0, 0);
    tb_points(p, 9);
    s[0] = u2;
    s[0].v[0] -= 1;
    s[1] = u2;
    s[2] = u2;
    s[2].v[0] += 1;
    tb_scalar_limbs(&s[3], tb_u2[0] << 1, (tb_u2[1] << 1) | (tb_u2[0] >> 63), tb_u2[1] >> 63, 0);
    /* (u^2 - 1) u^2 = u^4 - u^2 (the largest multiple of u^2 below r = u^4 -+ u^2 + 1 for
     * BLS12-381's z^2 and BLS12-377's x^2 alike: both have r > u^4 - u^2) */
    {
        uint64_t a[2] = {tb_u2[0] - 1, tb_u2[1]}, prod[4] = {0, 0, 0, 0};
        for (int i = 0; i < 2; i++) {
            msm_u128 c = 0;
            for (int j = 0; j < 2; j++) {
                c += (msm_u128)a[i] * tb_u2[j] + prod[i + j];
                prod[i + j] = (uint64_t)c;
                c >>= 64;
            }
            prod[i + 2] = (uint64_t)c;
        }
        tb_scalar_limbs(&s[4], prod[0], prod[1], prod[2], prod[3]);
    }
    tb_scalar_limbs(&s[5], 12345, 6789, 0, 0);
    s[6] = rm1;
    tb_order_minus(&s[7], 2);
    s[8] = one;
    tb_check_all(p, s, 9, 1);
    for (int i = 0; i < 9; i++) {
        t = s[i];
        tb_check_all(p, &t, 1, 0);
    }
#endif
    free(p);
    free(s);
}

/* Full scalars with short ones among them: 64-, 128-, 130- and 192-bit ones, whose GLV split
 * has a small top part (folded into the part below: msm_bls12_split.h), and a crowd of equal
 * small ones, which pile on one bucket of the lowest window, so the batch-affine task ends
 * with a queue crowding that bucket, which it drains into XYZZ twins that the running sums
 * fold back into the affine buckets. */
static void tb_test_crowded(void) {
    enum { N = 600 };
    TB_AFF *p = malloc(N * sizeof *p);
    TB_SC *s = malloc(N * sizeof *s);
    tb_points(p, N);
    tb_scalars(s, N);
    for (int i = 0; i < N; i++) {
        if (i % 6 == 0) s[i].v[2] = s[i].v[3] = 0;
        if (i % 6 == 1) tb_scalar_limbs(&s[i], 7, 0, 0, 0);
        if (i % 6 == 2) s[i].v[1] = s[i].v[2] = s[i].v[3] = 0;
        if (i % 6 == 3) s[i].v[3] = 0;
        if (i % 12 == 4) s[i].v[2] &= 3, s[i].v[3] = 0;
    }
    uint8_t want[TB_ENC];
    CHECK(tb_run(want, p, s, N, ECB_MSM_NAIVE, ECB_MSM_AUTO, 0, 1) == ECB_OK);
    for (unsigned t = 1; t <= 2; t++) {
        CHECK(tb_same(want, p, s, N, ECB_MSM_AUTO, ECB_MSM_AUTO, 0, t));
        CHECK(tb_same(want, p, s, N, ECB_MSM_GLV, ECB_MSM_BATCH_AFFINE, 0, t));
        CHECK(tb_same(want, p, s, N, ECB_MSM_GLV, ECB_MSM_BATCH_AFFINE, 11, t));
        CHECK(tb_same(want, p, s, N, ECB_MSM_BATCH_AFFINE, ECB_MSM_AUTO, 0, t));
    }
    free(p);
    free(s);
}

#ifdef TB_U
/* ---- GLV scalars from the curve parameter ---------------------------------------------------
 * The GLV split writes k in base u (BLS12-381 G2: four base-u digits; G1 and BLS12-377: two
 * parts over u^2) and folds a top part t < MSM_SPLIT_FOLD into the part below
 * (msm_bls12_split.h). Scalars built from u's powers sit on those boundaries: t u^j + d for
 * t = 0..4 (the fold's bounds), j = 0..4 and d = -1, 0, 1 (so u^j, u^j +- 1, t u^j); every sum
 * c_3 u^3 + c_2 u^2 + c_1 u + c_0 with c_j in {0, 1, 3} (small parts in a row: a fold must stop
 * after the top one); and the negatives r - k of all (z^j for BLS12-381's negative z), all
 * reduced mod r. Each runs alone under GLV with every inner method, and all of them together
 * on 1 to 3 threads, against the naive reference. */

#define TB_BIG 5 /* limbs of the values built here: below 5 u^4 < 2^259 */

static void tb_big_mul_add(uint64_t v[TB_BIG], uint64_t m, uint64_t a) {
    msm_u128 c = a;
    for (int i = 0; i < TB_BIG; i++) {
        c += (msm_u128)v[i] * m;
        v[i] = (uint64_t)c;
        c >>= 64;
    }
}

/* v mod r into a scalar (v below a few r), or r - (v mod r) when neg and v mod r != 0 */
static void tb_big_to_scalar(TB_SC *s, const uint64_t v[TB_BIG], int neg) {
    uint64_t t[TB_BIG];
    memcpy(t, v, sizeof t);
    for (;;) {
        int below = t[4] == 0;
        for (int i = 3; below && i >= 0; i--) {
            if (t[i] != tb_order[i]) {
                below = t[i] < tb_order[i];
                break;
            }
            if (i == 0) below = 0; /* equal to r */
        }
        if (below) break;
        uint64_t borrow = 0;
        for (int i = 0; i < TB_BIG; i++) {
            uint64_t o = i < 4 ? tb_order[i] : 0;
            msm_u128 d = (msm_u128)t[i] - o - borrow;
            t[i] = (uint64_t)d;
            borrow = (uint64_t)(d >> 64) & 1;
        }
    }
    if (neg && (t[0] | t[1] | t[2] | t[3])) {
        uint64_t borrow = 0;
        for (int i = 0; i < 4; i++) {
            msm_u128 d = (msm_u128)tb_order[i] - t[i] - borrow;
            t[i] = (uint64_t)d;
            borrow = (uint64_t)(d >> 64) & 1;
        }
    }
    tb_scalar_limbs(s, t[0], t[1], t[2], t[3]);
}

/* c[4] u^4 + c[3] u^3 + ... + c[0] + d, for d >= -1 (the sum never below 1 when d = -1) */
static void tb_big_poly(uint64_t v[TB_BIG], const uint64_t c[5], int d) {
    memset(v, 0, TB_BIG * sizeof v[0]);
    for (int j = 4; j >= 0; j--)
        tb_big_mul_add(v, TB_U, c[j]); /* Horner */
    if (d > 0) tb_big_mul_add(v, 1, (uint64_t)d);
    for (int i = 0; d < 0 && i < TB_BIG; i++) /* - 1 */
        if (v[i]-- != 0) break;
}

/* The scalars above into s (at most max); returns their count. */
static size_t tb_glv_scalars(TB_SC *s, size_t max) {
    size_t n = 0;
    uint64_t v[TB_BIG];
    for (int neg = 0; neg < 2; neg++) {
        for (int j = 0; j <= 4; j++)
            for (uint64_t t = 0; t <= 4; t++)
                for (int d = -1; d <= 1; d++) {
                    uint64_t c[5] = {0, 0, 0, 0, 0};
                    c[j] = t;
                    if (t == 0 && d < 0) continue;
                    tb_big_poly(v, c, d);
                    if (n < max) tb_big_to_scalar(&s[n++], v, neg);
                }
        for (unsigned m = 1; m < 81; m++) { /* c_j = m's base-3 digits, 2 standing for 3 */
            uint64_t c[5] = {0, 0, 0, 0, 0};
            for (unsigned j = 0, x = m; j < 4; j++, x /= 3)
                c[j] = x % 3 == 2 ? 3 : x % 3;
            tb_big_poly(v, c, 0);
            if (n < max) tb_big_to_scalar(&s[n++], v, neg);
        }
    }
    return n;
}
#define TB_GLV_COUNT 300
#endif

/* Each scalar on the split's boundaries (tb_glv_scalars) alone under GLV with every inner
 * method, and all of them together on 1 to 3 threads, against the naive reference. */
static void tb_test_glv_powers(void) {
    enum { MAX = 400 };
    static const ecb_msm_strategy inners[] = {ECB_MSM_AUTO, ECB_MSM_STRAUS, ECB_MSM_PIPPENGER,
                                              ECB_MSM_BATCH_AFFINE};
    TB_SC *s = malloc(MAX * sizeof *s);
    TB_AFF *p = malloc(MAX * sizeof *p);
    size_t n = tb_glv_scalars(s, MAX);
    CHECK(n == TB_GLV_COUNT);
#ifdef TB_U
    /* the parameter: u^2 as the split's constant has it */
    msm_u128 u2 = (msm_u128)TB_U * TB_U;
    CHECK((uint64_t)u2 == tb_u2[0] && (uint64_t)(u2 >> 64) == tb_u2[1]);
#endif
    tb_points(p, n);
    uint8_t want[TB_ENC];
    for (size_t i = 0; i < n; i++) {
        CHECK(tb_run(want, &p[i], &s[i], 1, ECB_MSM_NAIVE, ECB_MSM_AUTO, 0, 1) == ECB_OK);
        for (size_t m = 0; m < sizeof inners / sizeof inners[0]; m++) {
            int same = tb_same(want, &p[i], &s[i], 1, ECB_MSM_GLV, inners[m], 0, 1);
            CHECK(same);
            if (!same)
                fprintf(stderr, "  GLV/%s differs for k = %016llx %016llx %016llx %016llx\n",
                        ecb_msm_strategy_name(inners[m]), (unsigned long long)s[i].v[3],
                        (unsigned long long)s[i].v[2], (unsigned long long)s[i].v[1],
                        (unsigned long long)s[i].v[0]);
        }
    }
    CHECK(tb_run(want, p, s, n, ECB_MSM_NAIVE, ECB_MSM_AUTO, 0, 1) == ECB_OK);
    for (unsigned t = 1; t <= 3; t++)
        for (size_t m = 0; m < sizeof inners / sizeof inners[0]; m++)
            CHECK(tb_same(want, p, s, n, ECB_MSM_GLV, inners[m], 0, t));
    free(s);
    free(p);
}

#ifdef TB_U
/* The Barrett split used by GLV: k = q u^2 + s with s < u^2 for boundary and random k < r. */
static void tb_test_split(void) {
    const uint64_t *mu = TB_MU;
    for (int i = 0; i < 2000; i++) {
        TB_SC k;
        if (i == 0)
            tb_scalar_limbs(&k, 0, 0, 0, 0);
        else if (i == 1)
            tb_order_minus(&k, 1);
        else if (i == 2)
            tb_scalar_limbs(&k, tb_u2[0], tb_u2[1], 0, 0);
        else if (i == 3)
            tb_scalar_limbs(&k, tb_u2[0] - 1, tb_u2[1], 0, 0);
        else
            tb_scalar_random(&k);
        uint64_t q[2], s[2], back[4] = {0, 0, 0, 0};
        msm_div_u2(q, s, k.v, tb_u2, mu);
        /* s < u^2 */
        CHECK(s[1] < tb_u2[1] || (s[1] == tb_u2[1] && s[0] < tb_u2[0]));
        /* q u^2 + s == k */
        for (int a = 0; a < 2; a++) {
            msm_u128 c = 0;
            for (int b = 0; b < 2; b++) {
                c += (msm_u128)q[a] * tb_u2[b] + back[a + b];
                back[a + b] = (uint64_t)c;
                c >>= 64;
            }
            back[a + 2] += (uint64_t)c;
        }
        msm_u128 c = (msm_u128)back[0] + s[0];
        back[0] = (uint64_t)c;
        c = (c >> 64) + back[1] + s[1];
        back[1] = (uint64_t)c;
        c = (c >> 64) + back[2];
        back[2] = (uint64_t)c;
        back[3] += (uint64_t)(c >> 64);
        CHECK_MEM(back, k.v, sizeof back);
    }
}
#endif

/* ---- API: errors, scratch, plan, affine form --------------------------------------------- */

static void tb_test_api(void) {
    enum { N = 40 };
    TB_AFF p[N];
    TB_SC s[N], bad;
    TB_JAC out;
    uint8_t want[TB_ENC], got[TB_ENC];
    tb_points(p, N);
    tb_scalars(s, N);
    CHECK(tb_run(want, p, s, N, ECB_MSM_NAIVE, ECB_MSM_AUTO, 0, 1) == ECB_OK);
    /* scalars >= r */
    memcpy(bad.v, tb_order, sizeof bad.v);
    TB_SC s2[N];
    memcpy(s2, s, sizeof s2);
    s2[7] = bad;
    CHECK(tb_run(got, p, s2, N, ECB_MSM_AUTO, ECB_MSM_AUTO, 0, 1) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    tb_scalar_limbs(&s2[7], ~0ull, ~0ull, ~0ull, ~0ull);
    CHECK(tb_run(got, p, s2, N, ECB_MSM_GLV, ECB_MSM_AUTO, 0, 1) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK(TB_MSM(&out, p, s2, N, NULL) == ECB_ERR_SCALAR_OUT_OF_RANGE && TB_(is_identity)(&out));
    /* arguments */
    CHECK(TB_MSM(NULL, p, s, N, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(TB_MSM(&out, NULL, s, N, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(TB_MSM(&out, NULL, NULL, 0, NULL) == ECB_OK && TB_(is_identity)(&out));
    CHECK(TB_MSM(&out, p, s, ECB_MSM_MAX_POINTS + 1, NULL) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(TB_MSM(&out, p, s, N, NULL) == ECB_OK);
    tb_encode_result(got, &out);
    CHECK_MEM(got, want, TB_ENC);
    CHECK(tb_run(got, p, s, N, ECB_MSM_PRECOMPUTED_STRAUS, ECB_MSM_AUTO, 0, 1) ==
          ECB_ERR_UNSUPPORTED);
    CHECK(tb_run(got, p, s, N, ECB_MSM_BUCKET_1BIT, ECB_MSM_AUTO, 0, 1) ==
          (TB_HAS_1BIT ? ECB_OK : ECB_ERR_UNSUPPORTED));
    CHECK(tb_run(got, p, s, N, ECB_MSM_PIPPENGER, ECB_MSM_STRAUS, 0, 1) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(tb_run(got, p, s, N, ECB_MSM_GLV, ECB_MSM_NAIVE, 0, 1) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(tb_run(got, p, s, N, ECB_MSM_GLV, ECB_MSM_STRAUS, 9, 1) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(tb_run(got, p, s, N, ECB_MSM_BATCH_AFFINE, ECB_MSM_AUTO, 21, 1) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(tb_run(got, p, s, N, ECB_MSM_STRAUS, ECB_MSM_AUTO, 1, 1) == ECB_ERR_INVALID_ARGUMENT);
    /* caller scratch: the size query for the plan that runs, and one byte short */
    static const ecb_msm_strategy st[] = {ECB_MSM_STRAUS, ECB_MSM_PIPPENGER, ECB_MSM_BATCH_AFFINE,
                                          ECB_MSM_GLV, ECB_MSM_DOUBLE_AND_ADD};
    for (size_t k = 0; k < sizeof st / sizeof st[0]; k++) {
        ecb_msm_plan_result plan;
        CHECK(ecb_msm_plan_ex(TB_GROUP, N, tb_bits(), 2, NULL, st[k], 0, &plan) == ECB_OK);
        size_t need = ecb_msm_scratch_size(TB_GROUP, N, &plan);
        CHECK(need > 0);
        unsigned char *buf = malloc(need);
        ecb_msm_options opt = {0};
        opt.strategy = st[k];
        opt.inner = plan.inner;
        opt.threads = 2;
        opt.scratch = buf;
        opt.scratch_size = need;
        CHECK(TB_MSM(&out, p, s, N, &opt) == ECB_OK);
        tb_encode_result(got, &out);
        CHECK_MEM(got, want, TB_ENC);
        opt.scratch_size = need / 4;
        ecb_status rc = TB_MSM(&out, p, s, N, &opt);
        CHECK(rc == ECB_ERR_SCRATCH_TOO_SMALL || rc == ECB_OK);
        if (rc == ECB_OK) {
            tb_encode_result(got, &out);
            CHECK_MEM(got, want, TB_ENC);
        }
        free(buf);
    }
    CHECK(ecb_msm_scratch_size(TB_GROUP, N, NULL) > 0);
    /* the plan: GLV at every size for full scalars, Straus below a few dozen points and a
     * bucket method (batch-affine) at thousands */
    ecb_msm_plan_result plan;
    unsigned bits = tb_bits();
    CHECK(ecb_msm_plan(TB_GROUP, 4, bits, 1, &plan) == ECB_OK);
    CHECK(plan.strategy == ECB_MSM_GLV && plan.inner == ECB_MSM_STRAUS);
    CHECK(ecb_msm_plan(TB_GROUP, 16384, bits, 1, &plan) == ECB_OK);
    CHECK(plan.strategy == ECB_MSM_GLV && plan.inner == ECB_MSM_BATCH_AFFINE);
    CHECK(plan.strategy_ns[ECB_MSM_GLV] == plan.estimate_ns);
    CHECK(plan.strategy_ns[ECB_MSM_NAIVE] > plan.estimate_ns);
    CHECK(plan.strategy_ns[ECB_MSM_PRECOMPUTED_STRAUS] < 0);
    CHECK(ecb_msm_strategy_available(TB_GROUP, ECB_MSM_BATCH_AFFINE));
    CHECK(ecb_msm_strategy_available(TB_GROUP, ECB_MSM_BUCKET_1BIT) == TB_HAS_1BIT);
    ecb_msm_costs c;
    CHECK(ecb_msm_costs_default(TB_GROUP, &c) == ECB_OK && c.aff_add > 0 && c.endo_map > 0);
}

static void tb_test_affine(void) {
    enum { N = 300 };
    TB_JAC *j = malloc(N * sizeof *j), g, back;
    TB_AFF *a = malloc(N * sizeof *a), one;
    tb_generator(&g);
    TB_(identity)(&j[0]);
    j[1] = g;
    for (int i = 2; i < N; i++)
        TB_(add)(&j[i], &j[i - 1], &g);
    TB_(batch_to_affine)(a, j, N);
    for (int i = 0; i < N; i++) {
        TB_(to_affine)(&one, &j[i]);
        CHECK_MEM(&one, &a[i], sizeof one);
        TB_(from_affine)(&back, &a[i]);
        CHECK(TB_(equal)(&back, &j[i]));
    }
    /* the identity is (0, 0) */
    TB_AFF zero;
    memset(&zero, 0, sizeof zero);
    CHECK_MEM(&a[0], &zero, sizeof zero);
    TB_(from_affine)(&back, &zero);
    CHECK(TB_(is_identity)(&back));
    free(j);
    free(a);
}

int main(void) {
    tl_init();
    tb_test_affine();
#ifdef TB_U
    tb_test_split();
#endif
    tb_test_api();
    tb_test_edges();
    tb_test_crowded();
    tb_test_glv_powers();
    tb_test_sizes();
    return tl_finish(TB_NAME);
}
