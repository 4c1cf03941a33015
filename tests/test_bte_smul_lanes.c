/* bte_smul's eight-lane batches (bte_smul_x8_ifma_impl.h) against its scalar batches, in G1 and G2, on
 * 27 points: one block whose batches all run in lanes at level ifma (27 >= 24 entries) and
 * whose last lanes hold padding (27 is not a multiple of 8). The file promises the lanes'
 * zero-denominator flag is the scalar batch's, so the same scalars must send the same points
 * to the complete multiplication (bte_smul's return value) at ifma and at adx, and the
 * results must be equal, byte for byte, and equal to the group's constant-time
 * multiplication: random scalars (no point recomputed: padding must not raise the flag) and
 * scalars whose chain meets a zero denominator (every point recomputed: the flag must be
 * raised, or the results are wrong). Skipped (exit 77) where the build or the CPU lacks
 * AVX-512 IFMA. */
#include "testlib.h"

#include "bte/bte_smul.h"
#include "group/bls12/bls12_split.h"
#include "util/cpu.h"

#define TEST_SKIPPED 77
#define POINTS 27

static const uint64_t r_limbs[4] = {0xffffffff00000001ULL, 0x53bda402fffe5bfeULL,
                                    0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL};

/* out = r - a for a below r (4 limbs). */
static void r_minus(uint64_t out[4], const uint64_t a[4]) {
    uint64_t borrow = 0;
    for (int l = 0; l < 4; l++) {
        unsigned __int128 d = (unsigned __int128)r_limbs[l] - a[l] - borrow;
        out[l] = (uint64_t)d;
        borrow = (uint64_t)(d >> 64) & 1;
    }
}

/* Scalars that meet a zero denominator in both groups: -|z|^2 = r - |z|^2 (base-|z| digits
 * 1, 0, |z| - 2, |z| - 1: G2's even-digit corrections meet acc = B_1, G1's chain the identity)
 * and, in G1, r - 1 (the chain ends in the identity). */
static void exceptional(uint64_t minus_z2[4], uint64_t minus_1[4]) {
    unsigned __int128 z2 = (unsigned __int128)BLS12_381_Z_ABS * BLS12_381_Z_ABS;
    const uint64_t a[4] = {(uint64_t)z2, (uint64_t)(z2 >> 64), 0, 0}, one[4] = {1, 0, 0, 0};
    r_minus(minus_z2, a);
    r_minus(minus_1, one);
}

#define T_LANES(G)                                                                                 \
    static void G##_random_points(G##_aff *out, size_t n) {                                        \
        G##_jac g, p;                                                                              \
        G##_generator(&g);                                                                         \
        for (size_t i = 0; i < n; i++) {                                                           \
            uint64_t r[4];                                                                         \
            tl_random(r, sizeof r);                                                                \
            r[3] &= 0x3fffffffffffffffULL;                                                         \
            G##_jac_mul_var(&p, &g, r);                                                            \
            G##_jac_to_aff(&out[i], &p);                                                           \
        }                                                                                          \
    }                                                                                              \
    /* k times the points at level ifma and at adx: equal counts, equal bytes, correct points;     \
     * returns the count */                                                                        \
    static size_t G##_compare(const G##_aff *in, const uint64_t k[4]) {                            \
        static G##_aff lanes[POINTS], scalar[POINTS];                                              \
        CHECK(ecb_cpu_level_set(ECB_CPU_IFMA) == ECB_CPU_IFMA);                                    \
        size_t in_lanes = bte_smul_##G##_mul(lanes, in, POINTS, k, 1);                             \
        CHECK(ecb_cpu_level_set(ECB_CPU_ADX) == ECB_CPU_ADX);                                      \
        size_t in_scalar = bte_smul_##G##_mul(scalar, in, POINTS, k, 1);                           \
        ecb_cpu_level_set(ECB_CPU_IFMA);                                                           \
        CHECK(in_lanes == in_scalar);                                                              \
        CHECK_MEM(lanes, scalar, sizeof lanes);                                                    \
        for (size_t i = 0; i < POINTS; i++) {                                                      \
            G##_jac p, want, got;                                                                  \
            G##_jac_from_aff(&p, &in[i]);                                                          \
            G##_jac_mul(&want, &p, k);                                                             \
            G##_jac_from_aff(&got, &lanes[i]);                                                     \
            if (G##_aff_is_identity(&lanes[i])) G##_jac_identity(&got);                            \
            CHECK(G##_jac_equal(&got, &want));                                                     \
        }                                                                                          \
        return in_scalar;                                                                          \
    }                                                                                              \
    static void G##_run(void) {                                                                    \
        static G##_aff in[POINTS];                                                                 \
        G##_random_points(in, POINTS);                                                             \
        for (int i = 0; i < 4; i++) {                                                              \
            uint64_t k[4];                                                                         \
            tl_random(k, sizeof k);                                                                \
            k[3] &= 0x3fffffffffffffffULL;                                                         \
            CHECK(G##_compare(in, k) == 0);                                                        \
        }                                                                                          \
        uint64_t minus_z2[4], minus_1[4];                                                          \
        exceptional(minus_z2, minus_1);                                                            \
        CHECK(G##_compare(in, minus_z2) == POINTS);                                                \
        G##_compare(in, minus_1); /* the same count at both levels, whichever it is */             \
    }

T_LANES(g1_381)
T_LANES(g2_381)

int main(void) {
    tl_init();
    if (ecb_cpu_level_detected() < ECB_CPU_IFMA) {
        printf("test_bte_smul_lanes: skipped: this CPU (or ECBATCH_CPU) has no AVX-512 IFMA\n");
        return TEST_SKIPPED;
    }
    g1_381_run();
    g2_381_run();
    return tl_finish("test_bte_smul_lanes");
}
