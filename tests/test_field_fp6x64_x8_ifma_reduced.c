/* The invariant of the eight-lane fields (fp_x8_ifma.h): every element is fully reduced, limbs
 * below 2^52 and the integer below p, on output as on input. Checked on the lane limbs
 * themselves (no unpacking) for every operation of fp381x8, fp377x8 and fp2_381x8, on lanes of
 * 0, 1, 2, p - 2, p - 1, (p - 1) / 2 and random representatives, each lane vector also
 * rotated through the lanes, with every mask pattern of cneg and select; then the identities
 * that pin down what reduced forms must be, limb for limb: neg(a) = sub(0, a), neg(0) = 0,
 * neg(neg(a)) = a, a + neg(a) = 0, cneg(a, m) = select(a, neg(a), m). (test_field_fp6x64_x8_ifma
 * compares the unpacked lanes with the scalar fields.) Skipped (exit 77) where the build or
 * the CPU lacks AVX-512 IFMA. */
#include "testlib.h"

#include "field/bls12/fp377_x8_ifma.h"
#include "field/bls12/fp381_x8_ifma.h"
#include "util/cpu.h"

#define TEST_SKIPPED 77

#if defined(ECB_CPU_IFMA_BUILD)

#define LIMB52 ((uint64_t)1 << 52)
#define VALUES 14

/* 1 when lane k of l (8 x 52-bit limbs) is below 2^52 in every limb and below p as an integer
 * (p: 6 little-endian 64-bit words). */
static int lane_reduced(const uint64_t l[8][8], int k, const uint64_t p[6]) {
    uint64_t w[6] = {0};
    for (int i = 0; i < 8; i++) {
        if (l[i][k] >= LIMB52) return 0;
        unsigned bit = 52u * (unsigned)i, word = bit / 64, sh = bit % 64;
        if (word < 6) w[word] |= l[i][k] << sh;
        if (sh > 12 && word + 1 < 6) w[word + 1] |= l[i][k] >> (64 - sh);
        if ((sh > 12 && word + 1 >= 6 && (l[i][k] >> (64 - sh)) != 0) ||
            (word >= 6 && l[i][k] != 0))
            return 0; /* bits at 384 or above */
    }
    for (int j = 5; j >= 0; j--)
        if (w[j] != p[j]) return w[j] < p[j];
    return 0; /* equal to p */
}

static int all_reduced(const uint64_t l[8][8], const uint64_t p[6]) {
    int ok = 1;
    for (int k = 0; k < 8; k++)
        ok &= lane_reduced(l, k, p);
    return ok;
}

/* The representatives (6 words below p) of the test values. */
static void test_values(uint64_t v[VALUES][6], const uint64_t p[6]) {
    memset(v, 0, sizeof(uint64_t) * VALUES * 6);
    v[1][0] = 1;
    v[2][0] = 2;
    for (int j = 0; j < 6; j++)
        v[3][j] = v[4][j] = v[5][j] = p[j];
    v[3][0] -= 2; /* p is odd */
    v[4][0] -= 1;
    for (int j = 0; j < 6; j++) /* (p - 1) / 2 */
        v[5][j] = (v[4][j] >> 1) | (j < 5 ? v[4][j + 1] << 63 : 0);
    for (int i = 6; i < VALUES; i++) {
        tl_random(v[i], 6 * sizeof v[i][0]);
        v[i][5] &= p[5] >> 1; /* below p */
    }
}

#define T_FIELD(V, F, P)                                                                           \
    static const uint64_t V##_p[6] = P;                                                            \
    static void V##_lanes(V *out, const uint64_t v[VALUES][6], int rot) {                          \
        F in[8];                                                                                   \
        for (int k = 0; k < 8; k++)                                                                \
            memcpy(&in[k], v[(k + rot) % VALUES], sizeof in[k]);                                   \
        V##_pack(out, in);                                                                         \
    }                                                                                              \
    static int V##_same(const V *a, const V *b) {                                                  \
        return memcmp(a, b, sizeof *a) == 0;                                                       \
    }                                                                                              \
    static void V##_run(void) {                                                                    \
        uint64_t v[VALUES][6];                                                                     \
        V zero, a, b, r, s, t;                                                                     \
        test_values(v, V##_p);                                                                     \
        memset(&zero, 0, sizeof zero);                                                             \
        for (int ra = 0; ra < VALUES; ra++)                                                        \
            for (int rb = 0; rb < VALUES; rb += 3) {                                               \
                V##_lanes(&a, v, ra);                                                              \
                V##_lanes(&b, v, rb);                                                              \
                CHECK(all_reduced(a.l, V##_p));                                                    \
                V##_add(&r, &a, &b);                                                               \
                CHECK(all_reduced(r.l, V##_p));                                                    \
                V##_sub(&r, &a, &b);                                                               \
                CHECK(all_reduced(r.l, V##_p));                                                    \
                V##_mul(&r, &a, &b);                                                               \
                CHECK(all_reduced(r.l, V##_p));                                                    \
                V##_sqr(&r, &a);                                                                   \
                CHECK(all_reduced(r.l, V##_p));                                                    \
                V##_neg(&r, &a);                                                                   \
                CHECK(all_reduced(r.l, V##_p));                                                    \
                V##_sub(&s, &zero, &a);                                                            \
                CHECK(V##_same(&r, &s));                                                           \
                V##_neg(&s, &r);                                                                   \
                CHECK(V##_same(&s, &a));                                                           \
                V##_add(&s, &a, &r);                                                               \
                CHECK(V##_same(&s, &zero));                                                        \
                for (unsigned m = 0; m < 256; m += (ra == 0 ? 1 : 37)) {                           \
                    V##_cneg(&s, &a, m);                                                           \
                    CHECK(all_reduced(s.l, V##_p));                                                \
                    V##_select(&t, &a, &r, m);                                                     \
                    CHECK(V##_same(&s, &t));                                                       \
                    V##_select(&t, &a, &b, m);                                                     \
                    CHECK(all_reduced(t.l, V##_p));                                                \
                }                                                                                  \
            }                                                                                      \
        V##_neg(&r, &zero);                                                                        \
        CHECK(V##_same(&r, &zero));                                                                \
    }

#define P381                                                                                       \
    {                                                                                              \
        0xb9feffffffffaaabULL, 0x1eabfffeb153ffffULL, 0x6730d2a0f6b0f624ULL,                       \
            0x64774b84f38512bfULL, 0x4b1ba7b6434bacd7ULL, 0x1a0111ea397fe69aULL                    \
    }
#define P377                                                                                       \
    {                                                                                              \
        0x8508c00000000001ULL, 0x170b5d4430000000ULL, 0x1ef3622fba094800ULL,                       \
            0x1a22d9f300f5138fULL, 0xc63b05c06ca1493bULL, 0x01ae3a4617c510eaULL                    \
    }
T_FIELD(fp381x8, fp381, P381)
T_FIELD(fp377x8, fp377, P377)

/* Fp2: both coefficient vectors reduced; neg of each coefficient as above. */
static void fp2x8_run(void) {
    uint64_t v[VALUES][6];
    test_values(v, fp381x8_p);
    fp2_381x8 zero, a, b, r, s;
    memset(&zero, 0, sizeof zero);
    for (int ra = 0; ra < VALUES; ra++) {
        fp381x8_lanes(&a.c0, v, ra);
        fp381x8_lanes(&a.c1, v, ra + 5);
        fp381x8_lanes(&b.c0, v, ra + 2);
        fp381x8_lanes(&b.c1, v, ra + 9);
        const fp2_381x8 *ops[2] = {&r, &s};
        fp2_381x8_neg(&r, &a);
        fp2_381x8_sub(&s, &zero, &a);
        CHECK(memcmp(&r, &s, sizeof r) == 0);
        fp2_381x8_add(&s, &a, &r);
        CHECK(memcmp(&s, &zero, sizeof s) == 0);
        fp2_381x8_mul(&s, &a, &b);
        for (int o = 0; o < 2; o++)
            CHECK(all_reduced(ops[o]->c0.l, fp381x8_p) && all_reduced(ops[o]->c1.l, fp381x8_p));
        fp2_381x8_sqr(&s, &a);
        CHECK(all_reduced(s.c0.l, fp381x8_p) && all_reduced(s.c1.l, fp381x8_p));
        fp2_381x8_cneg(&s, &a, 0x5a);
        CHECK(all_reduced(s.c0.l, fp381x8_p) && all_reduced(s.c1.l, fp381x8_p));
    }
    fp2_381x8_neg(&r, &zero);
    CHECK(memcmp(&r, &zero, sizeof r) == 0);
}
#endif

int main(void) {
    tl_init();
#if defined(ECB_CPU_IFMA_BUILD)
    if (!ecb_cpu_has_ifma()) {
        printf(
            "test_field_fp6x64_x8_ifma_reduced: skipped: this CPU (or ECBATCH_CPU) has no AVX-512 "
            "IFMA\n");
        return TEST_SKIPPED;
    }
    fp381x8_run();
    fp377x8_run();
    fp2x8_run();
    return tl_finish("test_field_fp6x64_x8_ifma_reduced");
#else
    printf("test_field_fp6x64_x8_ifma_reduced: skipped: the eight-lane fields are built only for "
           "x86-64\n");
    return TEST_SKIPPED;
#endif
}
