/* The eight-lane scalars mod l (field/ristretto255/scalar25519_x8_ifma.h) against the portable scalar25519 code,
 * bit for bit after storing: Montgomery products (also of arbitrary 256-bit inputs, up to
 * 2^256 - 1), the Montgomery form, additions and subtractions, load/store round trips of any
 * 256-bit words, broadcast, blend and masking, aliasing; edge values (0, 1, l - 1, 2^252 +- 1,
 * limb boundaries) in every lane position, random values, and chains of 1000 operations.
 * Skipped (exit 77, ctest's SKIP_RETURN_CODE) where the build or the CPU lacks AVX-512 IFMA. */
#include "testlib.h"

#include "ecbatch.h"
#include "field/ristretto255/scalar25519.h"
#include "field/ristretto255/scalar25519_x8_ifma.h"
#include "util/cpu.h"

#define TEST_SKIPPED 77

typedef ecb_ristretto255_scalar scalar;

#if defined(ECB_CPU_IFMA_BUILD)

static const scalar l_minus_one = {
    {0x5812631a5cf5d3ecULL, 0x14def9dea2f79cd6ULL, 0, 0x1000000000000000ULL}};

static void random_scalar(scalar *s) {
    unsigned char b[64];
    tl_random(b, sizeof b);
    ecb_ristretto255_scalar_reduce64(s, b);
}

/* Any 256-bit integer. */
static void random_words(scalar *s) {
    tl_random(s->v, sizeof s->v);
}

/* x mod l for any 256-bit x, through the 512-bit reduction. */
static void reduce256(scalar *r, const scalar *x) {
    uint64_t wide[8] = {x->v[0], x->v[1], x->v[2], x->v[3], 0, 0, 0, 0};
    sc25519_reduce512(r, wide);
}

static void from_u64s(scalar *s, uint64_t v0, uint64_t v1, uint64_t v2, uint64_t v3) {
    s->v[0] = v0;
    s->v[1] = v1;
    s->v[2] = v2;
    s->v[3] = v3;
}

/* Canonical edge values. */
#define EDGES 14
static void edge_values(scalar e[EDGES]) {
    scalar one;
    ecb_ristretto255_scalar_from_u64(&one, 1);
    from_u64s(&e[0], 0, 0, 0, 0);
    e[1] = one;
    ecb_ristretto255_scalar_from_u64(&e[2], 2);
    e[3] = l_minus_one;
    ecb_ristretto255_scalar_sub(&e[4], &l_minus_one, &one);                /* l - 2 */
    from_u64s(&e[5], ~0ULL, ~0ULL, ~0ULL, 0x0fffffffffffffffULL);          /* 2^252 - 1 */
    from_u64s(&e[6], 0, 0, 0, 0x1000000000000000ULL);                      /* 2^252 */
    from_u64s(&e[7], 1, 0, 0, 0x1000000000000000ULL);                      /* 2^252 + 1 */
    from_u64s(&e[8], 0x000fffffffffffffULL, 0, 0, 0);                      /* 2^52 - 1 */
    from_u64s(&e[9], 0, 0x0000010000000000ULL, 0, 0);                      /* 2^104 */
    from_u64s(&e[10], ~0ULL, ~0ULL, ~0ULL, 0x000000000000ffffULL);         /* 2^208 - 1 */
    from_u64s(&e[11], 0x5812631a5cf5d3edULL, 0x14def9dea2f79cd6ULL, 0, 0); /* c */
    sc25519_mont_one(&e[12]);                                              /* R mod l */
    sc25519_mont_r2(&e[13]);                                               /* R^2 mod l */
}

/* Wide (non-canonical) edge words: at and above l, up to 2^256 - 1. */
#define WIDE_EDGES 6
static void wide_values(scalar e[WIDE_EDGES]) {
    from_u64s(&e[0], ~0ULL, ~0ULL, ~0ULL, ~0ULL);     /* 2^256 - 1 */
    from_u64s(&e[1], ~0ULL - 1, ~0ULL, ~0ULL, ~0ULL); /* 2^256 - 2 */
    from_u64s(&e[2], 0, 0, 0, 0x8000000000000000ULL); /* 2^255 */
    from_u64s(&e[3], 0x5812631a5cf5d3edULL, 0x14def9dea2f79cd6ULL, 0,
              0x1000000000000000ULL); /* l */
    from_u64s(&e[4], 0xb024c634b9eba7daULL, 0x29bdf3bd45ef39acULL, 0,
              0x2000000000000000ULL);                 /* 2l */
    from_u64s(&e[5], 0, 0, 0, 0xffff000000000000ULL); /* 2^256 - 2^240 */
}

/* The tests of the lanes, compiled for AVX-512 IFMA (run only at the ifma level). */
#include "util/target_ifma_begin.h"

static void check_lanes(const sc8 *got, const scalar want[8]) {
    scalar out[8];
    sc8_store(out, got);
    CHECK_MEM(out, want, sizeof out);
}

/* Every operation on eight pairs a[k], b[k] (canonical), also with the output aliased. */
static void check_ops(const scalar a[8], const scalar b[8]) {
    sc8 va, vb, vr, vm;
    scalar want[8], bm[8], r_mont;
    sc25519_mont_one(&r_mont);
    sc8_load(&va, a);
    sc8_load(&vb, b);
    check_lanes(&va, a);
    /* a (b R) R^-1 = a b */
    for (int k = 0; k < 8; k++)
        sc25519_mont_form(&bm[k], &b[k]);
    sc8_to_mont(&vm, &vb);
    check_lanes(&vm, bm);
    sc8_mont_mul(&vr, &va, &vm);
    for (int k = 0; k < 8; k++)
        ecb_ristretto255_scalar_mul(&want[k], &a[k], &b[k]);
    check_lanes(&vr, want);
    /* a b R^-1, times R, is a b */
    sc8_mont_mul(&vr, &va, &vb);
    {
        scalar out[8];
        sc8_store(out, &vr);
        for (int k = 0; k < 8; k++)
            ecb_ristretto255_scalar_mul(&out[k], &out[k], &r_mont);
        CHECK_MEM(out, want, sizeof out);
    }
    vr = va;
    sc8_mont_mul(&vr, &vr, &vm);
    check_lanes(&vr, want);
    vr = va;
    sc8_mont_mul(&vr, &vr, &vr); /* a a R^-1 */
    {
        scalar out[8];
        sc8_store(out, &vr);
        for (int k = 0; k < 8; k++) {
            ecb_ristretto255_scalar_mul(&out[k], &out[k], &r_mont);
            ecb_ristretto255_scalar_sqr(&want[k], &a[k]);
        }
        CHECK_MEM(out, want, sizeof out);
    }
    sc8_add(&vr, &va, &vb);
    for (int k = 0; k < 8; k++)
        ecb_ristretto255_scalar_add(&want[k], &a[k], &b[k]);
    check_lanes(&vr, want);
    vr = va;
    sc8_add(&vr, &vr, &vr);
    for (int k = 0; k < 8; k++)
        ecb_ristretto255_scalar_add(&want[k], &a[k], &a[k]);
    check_lanes(&vr, want);
    sc8_sub(&vr, &va, &vb);
    for (int k = 0; k < 8; k++)
        ecb_ristretto255_scalar_sub(&want[k], &a[k], &b[k]);
    check_lanes(&vr, want);
    vr = vb;
    sc8_sub(&vr, &va, &vr);
    check_lanes(&vr, want);
    /* blend and maskz with a lane pattern */
    const __mmask8 mask = 0x5a;
    sc8_blend(&vr, mask, &va, &vb);
    for (int k = 0; k < 8; k++)
        want[k] = (mask >> k) & 1 ? b[k] : a[k];
    check_lanes(&vr, want);
    sc8_maskz(&vr, mask, &va);
    for (int k = 0; k < 8; k++)
        if ((mask >> k) & 1)
            want[k] = a[k];
        else
            memset(&want[k], 0, sizeof want[k]);
    check_lanes(&vr, want);
    /* broadcast, and the 40-word memory form */
    uint64_t words[40];
    sc8_bcast(&vr, &a[3]);
    for (int k = 0; k < 8; k++)
        want[k] = a[3];
    check_lanes(&vr, want);
    sc8_storeu(words, &va);
    for (int k = 0; k < 8; k++) /* limb 0 of lane k: the low 52 bits */
        CHECK(words[k] == (a[k].v[0] & SC8_MASK52));
    sc8_loadu(&vr, words);
    check_lanes(&vr, a);
}

/* Montgomery products and forms of any 256-bit words: reduced mod l first by the reference. */
static void check_wide(const scalar a[8], const scalar b[8]) {
    sc8 va, vb, vr;
    scalar ar[8], br[8], want[8], out[8], r_mont;
    sc25519_mont_one(&r_mont);
    sc8_load(&va, a);
    sc8_load(&vb, b);
    check_lanes(&va, a); /* the words round-trip */
    for (int k = 0; k < 8; k++) {
        reduce256(&ar[k], &a[k]);
        reduce256(&br[k], &b[k]);
        ecb_ristretto255_scalar_mul(&want[k], &ar[k], &br[k]);
    }
    sc8_mont_mul(&vr, &va, &vb);
    sc8_store(out, &vr);
    for (int k = 0; k < 8; k++)
        ecb_ristretto255_scalar_mul(&out[k], &out[k], &r_mont);
    CHECK_MEM(out, want, sizeof out);
    sc8_to_mont(&vr, &va);
    for (int k = 0; k < 8; k++)
        sc25519_mont_form(&want[k], &ar[k]);
    check_lanes(&vr, want);
}

/* Each edge value in each lane against edge and random partners. */
static void test_edges(void) {
    scalar e[EDGES], a[8], b[8];
    edge_values(e);
    for (int i = 0; i < EDGES; i++)
        for (int j = 0; j < EDGES; j++)
            for (int lane = 0; lane < 8; lane++) {
                for (int k = 0; k < 8; k++) {
                    random_scalar(&a[k]);
                    b[k] = e[(j + k) % EDGES];
                }
                a[lane] = e[i];
                check_ops(a, b);
                check_ops(b, a);
            }
}

static void test_random(void) {
    scalar a[8], b[8];
    for (int it = 0; it < 2000; it++) {
        for (int k = 0; k < 8; k++) {
            random_scalar(&a[k]);
            random_scalar(&b[k]);
        }
        check_ops(a, b);
    }
}

static void test_wide(void) {
    scalar w[WIDE_EDGES], e[EDGES], a[8], b[8];
    wide_values(w);
    edge_values(e);
    for (int i = 0; i < WIDE_EDGES; i++)
        for (int lane = 0; lane < 8; lane++) {
            for (int k = 0; k < 8; k++) {
                random_words(&a[k]);
                b[k] = k & 1 ? w[(i + k) % WIDE_EDGES] : e[(i + k) % EDGES];
            }
            a[lane] = w[i];
            check_wide(a, b);
            check_wide(b, a);
        }
    for (int it = 0; it < 500; it++) {
        for (int k = 0; k < 8; k++) {
            random_words(&a[k]);
            random_words(&b[k]);
        }
        check_wide(a, b);
    }
}

/* 1000 dependent operations per lane, compared once at the end. */
static void test_chains(void) {
    scalar x[8], y[8], ym[8];
    sc8 vx, vy, vym;
    for (int k = 0; k < 8; k++) {
        random_scalar(&x[k]);
        random_scalar(&y[k]);
        sc25519_mont_form(&ym[k], &y[k]);
    }
    sc8_load(&vx, x);
    sc8_load(&vy, y);
    sc8_load(&vym, ym);
    for (int it = 0; it < 1000; it++) {
        switch (it % 4) {
        case 0:
            sc8_mont_mul(&vx, &vx, &vym);
            for (int k = 0; k < 8; k++)
                ecb_ristretto255_scalar_mul(&x[k], &x[k], &y[k]);
            break;
        case 1:
            sc8_add(&vx, &vx, &vy);
            for (int k = 0; k < 8; k++)
                ecb_ristretto255_scalar_add(&x[k], &x[k], &y[k]);
            break;
        case 2:
            sc8_sub(&vx, &vy, &vx);
            for (int k = 0; k < 8; k++)
                ecb_ristretto255_scalar_sub(&x[k], &y[k], &x[k]);
            break;
        default:
            sc8_mont_mul(&vy, &vx, &vym);
            for (int k = 0; k < 8; k++)
                ecb_ristretto255_scalar_mul(&y[k], &x[k], &y[k]);
            for (int k = 0; k < 8; k++)
                sc25519_mont_form(&ym[k], &y[k]);
            sc8_to_mont(&vym, &vy);
        }
    }
    check_lanes(&vx, x);
    check_lanes(&vy, y);
}

#include "util/target_ifma_end.h"

int main(void) {
    tl_init();
    if (!ecb_cpu_has_ifma()) {
        printf("test_field_scalar25519_x8_ifma: no AVX-512 IFMA at this CPU level, skipped\n");
        return TEST_SKIPPED;
    }
    test_edges();
    test_random();
    test_wide();
    test_chains();
    return tl_finish("test_field_scalar25519_x8_ifma");
}

#else

int main(void) {
    printf("test_field_scalar25519_x8_ifma: built without the IFMA kernels, skipped\n");
    return TEST_SKIPPED;
}

#endif
