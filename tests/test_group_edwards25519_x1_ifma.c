/* The AVX-512 IFMA field and point kernels (fe25519_x4_ifma.h, edwards25519_x1_ifma.h) against the
 * portable fe25519 and ristretto255 code, compared as canonical bytes: field products,
 * squares, signed sums and carries of random and edge values (zero, one, p - 1, p, p + 1,
 * 2^255 - 1 and limbs at the top of the reduced and lazy bounds), long dependent chains, and the
 * point formulas on random points, equal points, opposite points and the identity. On a CPU
 * (or an ECBATCH_CPU cap) without IFMA only the check that the library reports so runs. */
#include "testlib.h"

#include "ecbatch/ristretto255.h"
#include "field/ristretto255/fe25519.h"
#include "field/ristretto255/fe25519_x4_ifma.h"
#include "group/ristretto255/edwards25519.h"
#include "group/ristretto255/edwards25519_x1_ifma.h"
#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)

#define NVALS 96
#define REDUCED_TOP ((1ull << 51) + (1ull << 16) - 1)
#define LAZY_TOP ((1ull << 59) - 1)

static void fe_bytes_equal(const fe25519 *a, const fe25519 *b) {
    uint8_t x[32], y[32];
    fe25519_tobytes(x, a);
    fe25519_tobytes(y, b);
    CHECK_MEM(x, y, 32);
}

/* Reduced-bound values: edge cases, then random limbs below the bound. */
static void make_values(fe25519 *v) {
    const uint64_t m = FE25519_MASK51;
    const fe25519 e[] = {
        {{0, 0, 0, 0, 0}},
        {{1, 0, 0, 0, 0}},
        {{m - 19, m, m, m, m}}, /* p - 1 */
        {{m - 18, m, m, m, m}}, /* p */
        {{m - 17, m, m, m, m}}, /* p + 1 */
        {{m, m, m, m, m}},      /* 2^255 - 1 */
        {{REDUCED_TOP, REDUCED_TOP, REDUCED_TOP, REDUCED_TOP, REDUCED_TOP}},
        {{0, 0, 0, 0, REDUCED_TOP}},
        {{REDUCED_TOP, 0, 0, 0, 0}},
        {{19, 0, 0, 0, 0}},
        {{0, 0, 0, 0, 1ull << 51}},
    };
    size_t ne = sizeof e / sizeof e[0];
    memcpy(v, e, sizeof e);
    for (size_t i = ne; i < NVALS; i++) {
        tl_random(v[i].v, sizeof v[i].v);
        for (int k = 0; k < 5; k++)
            v[i].v[k] %= REDUCED_TOP + 1;
    }
}

/* The tests of the lanes, compiled for AVX-512 IFMA (run only at the ifma level). */
#include "util/target_ifma_begin.h"

/* fe4 lanes set verbatim (no carry), so the kernels see the edge limbs as they are. */
static void fe4_set_raw(fe4 *h, const fe25519 *a, const fe25519 *b, const fe25519 *c,
                        const fe25519 *d) {
    for (int i = 0; i < 5; i++)
        h->l[i] = (fe4_vec)_mm256_set_epi64x((long long)d->v[i], (long long)c->v[i],
                                             (long long)b->v[i], (long long)a->v[i]);
}

static int fe4_lanes_below(const fe4 *f, uint64_t bound) {
    for (int lane = 0; lane < 4; lane++) {
        fe25519 t;
        fe4_lane_to_fe25519(&t, f, lane);
        for (int i = 0; i < 5; i++)
            if (t.v[i] >= bound) return 0;
    }
    return 1;
}

static int fe4_lanes_reduced(const fe4 *f) {
    return fe4_lanes_below(f, (1ull << 51) + (1ull << 17));
}

static int fe4_lanes_lazy(const fe4 *f) {
    return fe4_lanes_below(f, LAZY_TOP + 1);
}

/* Lane `lane` of a lazy f, carried to a tight fe25519. */
static void fe4_lane_carried(fe25519 *h, const fe4 *f, int lane) {
    fe4 t;
    fe4_carry(&t, f);
    CHECK(fe4_lanes_reduced(&t));
    fe4_lane_to_fe25519(h, &t, lane);
}

static void check_field(void) {
    static fe25519 v[NVALS];
    make_values(v);
    for (int i = 0; i < NVALS; i++) {
        for (int j = 0; j < NVALS; j += 4) {
            fe4 f, g, h;
            fe4_set_raw(&f, &v[i], &v[(i + 1) % NVALS], &v[(i + 2) % NVALS], &v[(i + 3) % NVALS]);
            fe4_set_raw(&g, &v[j], &v[j + 1], &v[j + 2], &v[j + 3]);
            fe4_mul(&h, &f, &g);
            CHECK(fe4_lanes_lazy(&h));
            fe4 prod = h;
            for (int lane = 0; lane < 4; lane++) {
                fe25519 got, want;
                fe4_lane_carried(&got, &h, lane);
                fe25519_mul(&want, &v[(i + lane) % NVALS], &v[j + lane]);
                fe_bytes_equal(&got, &want);
            }
            /* a lazy product negated: f - fg, f + fg */
            fe4_addsub(&h, &f, &prod, 0x5);
            CHECK(fe4_lanes_reduced(&h));
            for (int lane = 0; lane < 4; lane++) {
                fe25519 got, want, fg;
                fe4_lane_to_fe25519(&got, &h, lane);
                fe25519_mul(&fg, &v[(i + lane) % NVALS], &v[j + lane]);
                if ((0x5 >> lane) & 1)
                    fe25519_sub(&want, &v[(i + lane) % NVALS], &fg);
                else
                    fe25519_add(&want, &v[(i + lane) % NVALS], &fg);
                fe_bytes_equal(&got, &want);
            }
            /* f + g, f - g, g - f in chosen lanes */
            for (unsigned neg = 0; neg < 16; neg += 5) {
                fe4_addsub(&h, &f, &g, (__mmask8)neg);
                CHECK(fe4_lanes_reduced(&h));
                for (int lane = 0; lane < 4; lane++) {
                    fe25519 got, want, a = v[(i + lane) % NVALS], b = v[j + lane];
                    fe4_lane_to_fe25519(&got, &h, lane);
                    if ((neg >> lane) & 1)
                        fe25519_sub(&want, &a, &b);
                    else
                        fe25519_add(&want, &a, &b);
                    fe_bytes_equal(&got, &want);
                }
            }
        }
        fe4 f, h;
        fe4_set_raw(&f, &v[i], &v[(i + 5) % NVALS], &v[(i + 6) % NVALS], &v[(i + 7) % NVALS]);
        fe4_sq(&h, &f);
        CHECK(fe4_lanes_lazy(&h));
        for (int lane = 0; lane < 4; lane++) {
            fe25519 got, want;
            fe4_lane_carried(&got, &h, lane);
            fe25519_sq(&want, &v[lane == 0 ? i : (i + 4 + lane) % NVALS]);
            fe_bytes_equal(&got, &want);
        }
    }
    /* negation of lazy limbs up to the bound (LAZY_TOP in every limb, then random) */
    for (int r = 0; r < 200; r++) {
        fe25519 w[4];
        tl_random(w, sizeof w);
        for (int lane = 0; lane < 4; lane++)
            for (int k = 0; k < 5; k++)
                w[lane].v[k] = r < 2 ? LAZY_TOP : w[lane].v[k] % (LAZY_TOP + 1);
        fe4 f, g, h;
        fe4_set_raw(&f, &v[r % NVALS], &v[(r + 1) % NVALS], &v[(r + 2) % NVALS],
                    &v[(r + 3) % NVALS]);
        fe4_set_raw(&g, &w[0], &w[1], &w[2], &w[3]);
        fe4_addsub(&h, &f, &g, (__mmask8)(r & 0xf));
        CHECK(fe4_lanes_reduced(&h));
        for (int lane = 0; lane < 4; lane++) {
            fe25519 got, want, gl;
            fe4_lane_to_fe25519(&got, &h, lane);
            fe25519_carry(&gl, w[lane].v[0], w[lane].v[1], w[lane].v[2], w[lane].v[3],
                          w[lane].v[4]);
            if ((r >> lane) & 1)
                fe25519_sub(&want, &v[(r + lane) % NVALS], &gl);
            else
                fe25519_add(&want, &v[(r + lane) % NVALS], &gl);
            fe_bytes_equal(&got, &want);
        }
    }
    /* carry of wide limbs (up to 2^62 - 1) against fe25519_carry */
    for (int r = 0; r < 200; r++) {
        fe25519 w[4];
        tl_random(w, sizeof w);
        for (int lane = 0; lane < 4; lane++)
            for (int k = 0; k < 5; k++)
                w[lane].v[k] >>= (r < 4 ? 2 : 2 + (unsigned)(w[lane].v[k] % 50));
        fe4 f, h;
        fe4_set_raw(&f, &w[0], &w[1], &w[2], &w[3]);
        fe4_carry(&h, &f);
        CHECK(fe4_lanes_reduced(&h));
        for (int lane = 0; lane < 4; lane++) {
            fe25519 got, want;
            fe4_lane_to_fe25519(&got, &h, lane);
            fe25519_carry(&want, w[lane].v[0], w[lane].v[1], w[lane].v[2], w[lane].v[3],
                          w[lane].v[4]);
            fe_bytes_equal(&got, &want);
        }
    }
    /* dependent chains: x <- x * y, x <- x^2 - y, 2000 steps */
    fe25519 x[4], y[4];
    for (int lane = 0; lane < 4; lane++) {
        x[lane] = v[20 + lane];
        y[lane] = v[40 + lane];
    }
    fe4 fx, fy, t;
    fe4_set_raw(&fx, &x[0], &x[1], &x[2], &x[3]);
    fe4_set_raw(&fy, &y[0], &y[1], &y[2], &y[3]);
    for (int s = 0; s < 2000; s++) {
        fe4_mul(&t, &fx, &fy);
        fe4_carry(&fx, &t);
        fe4_sq(&t, &fx);
        fe4_addsub(&fx, &t, &fy, 0xf);
        for (int lane = 0; lane < 4; lane++) {
            fe25519_mul(&x[lane], &x[lane], &y[lane]);
            fe25519_sq(&x[lane], &x[lane]);
            fe25519_sub(&x[lane], &x[lane], &y[lane]);
        }
    }
    for (int lane = 0; lane < 4; lane++) {
        fe25519 got;
        fe4_lane_to_fe25519(&got, &fx, lane);
        fe_bytes_equal(&got, &x[lane]);
    }
}

static void enc(uint8_t out[32], const ge25519_p3 *p) {
    ecb_ristretto255_encode(out, p);
}

static void check_point_eq(const ge4_p3 *got, const ge25519_p3 *want) {
    ge25519_p3 g;
    uint8_t a[32], b[32];
    ge4_to_ge25519(&g, got);
    enc(a, &g);
    enc(b, want);
    CHECK_MEM(a, b, 32);
    CHECK(fe4_lanes_lazy(&got->v));
}

static void check_points(void) {
    enum { NP = 24 };
    ge25519_p3 P[NP];
    for (int i = 0; i < NP; i++) {
        uint8_t u[64];
        tl_random(u, sizeof u);
        ecb_ristretto255_from_uniform_bytes(&P[i], u);
    }
    ecb_ristretto255_identity(&P[0]);
    ecb_ristretto255_base(&P[1]);
    P[3] = P[2];
    ecb_ristretto255_negate(&P[4], &P[2]);
    ge4_p3 Q[NP];
    for (int i = 0; i < NP; i++)
        ge4_from_ge25519(&Q[i], &P[i]);
    ge4_cached norm[NP];
    for (int i = 0; i < NP; i++)
        ge4_p3_to_cached(&norm[i], &Q[i]);
    for (int i = 0; i < NP; i++) {
        ge4_p3 r;
        ge25519_p3 want;
        ecb_ristretto255_double(&want, &P[i]);
        ge4_dbl(&r, &Q[i]);
        check_point_eq(&r, &want);
        ge4_dbl_n(&r, &Q[i], 5);
        for (int k = 1; k < 5; k++)
            ecb_ristretto255_double(&want, &want);
        check_point_eq(&r, &want);
        ecb_ristretto255_negate(&want, &P[i]);
        ge4_from_cached(&r, &norm[i], 1);
        check_point_eq(&r, &want);
        ge4_from_cached(&r, &norm[i], 0);
        check_point_eq(&r, &P[i]);
        CHECK(ge4_is_ristretto_identity_var(&Q[i]) == ecb_ristretto255_is_identity(&P[i]));
        for (int j = 0; j < NP; j++) {
            ecb_ristretto255_add(&want, &P[i], &P[j]);
            ge4_add_p3(&r, &Q[i], &Q[j]);
            check_point_eq(&r, &want);
            ge4_add_cached(&r, &Q[i], &norm[j], 0);
            check_point_eq(&r, &want);
            ecb_ristretto255_sub(&want, &P[i], &P[j]);
            ge4_add_cached(&r, &Q[i], &norm[j], 1);
            check_point_eq(&r, &want);
        }
    }
    ge4_p3 z;
    ge4_p3_0(&z);
    CHECK(ge4_is_ristretto_identity_var(&z));
    check_point_eq(&z, &P[0]);
}

#include "util/target_ifma_end.h"

int main(void) {
    tl_init();
    if (ecb_cpu_has_ifma()) {
        check_field();
        check_points();
    } else {
        printf(
            "test_group_edwards25519_x1_ifma: IFMA kernels not run (CPU or ECBATCH_CPU cap: %s)\n",
            ecb_cpu_level_name(ecb_cpu_level_get()));
        CHECK(!ecb_cpu_has_ifma());
    }
    return tl_finish("test_group_edwards25519_x1_ifma");
}

#else

int main(void) {
    tl_init();
    printf("test_group_edwards25519_x1_ifma: no IFMA kernels in this build\n");
    CHECK(!ecb_cpu_has_ifma());
    return tl_finish("test_group_edwards25519_x1_ifma");
}

#endif
