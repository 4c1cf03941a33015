/* Inputs and MSM calls of the groups `ecbatch bench msm` measures (bench_msm_groups.h). */
#include "bench_msm_groups.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* splitmix64 from a fixed start: the same inputs on every run */
static uint64_t mix_state;
static uint64_t mix64(void) {
    uint64_t z = (mix_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void random_bytes(uint8_t *b, size_t len) {
    for (size_t i = 0; i < len; i++)
        b[i] = (uint8_t)mix64();
}

/* ristretto255: hash-to-group points and wide-reduced scalars */
static void r255_make(void *pv, void *sv, size_t n) {
    ecb_ristretto255_point *p = pv;
    ecb_ristretto255_scalar *s = sv;
    uint8_t buf[64];
    mix_state = 1;
    for (size_t i = 0; i < n; i++) {
        random_bytes(buf, sizeof buf);
        ecb_ristretto255_from_uniform_bytes(&p[i], buf);
        random_bytes(buf, sizeof buf);
        ecb_ristretto255_scalar_reduce64(&s[i], buf);
    }
}

/* BLS12: points P_i = P_{i-1} + R_{h(i)} for 16 random multiples R of the generator (cheap,
 * and without structure the bucket methods could exploit), batch-converted to affine. */
#define BASES 16
#define MAKE_POINTS(G, JAC, AFF, SC, GEN, ADD, MUL, TO_AFF, SCALAR)                                \
    static void G##_make(void *affv, void *scv, size_t n) {                                        \
        JAC *jac = malloc((n ? n : 1) * sizeof *jac), r[BASES], g;                                 \
        SC *sc = scv, k;                                                                           \
        if (jac == NULL) abort();                                                                  \
        mix_state = 1;                                                                             \
        GEN;                                                                                       \
        for (int i = 0; i < BASES; i++) {                                                          \
            SCALAR(&k);                                                                            \
            MUL(&r[i], &k, &g);                                                                    \
        }                                                                                          \
        for (size_t i = 0; i < n; i++) {                                                           \
            if (i == 0)                                                                            \
                jac[0] = r[0];                                                                     \
            else                                                                                   \
                ADD(&jac[i], &jac[i - 1], &r[mix64() % BASES]);                                    \
            SCALAR(&sc[i]);                                                                        \
        }                                                                                          \
        TO_AFF((AFF *)affv, jac, n);                                                               \
        free(jac);                                                                                 \
    }

static void scalar381(ecb_bls12_381_scalar *s) {
    uint8_t b[64];
    random_bytes(b, sizeof b);
    ecb_bls12_381_scalar_reduce64(s, b);
}

/* uniform below r by rejection over 253-bit candidates */
static void scalar377(ecb_bls12_377_scalar *s) {
    uint8_t b[32];
    do {
        random_bytes(b, sizeof b);
        b[0] &= 0x1f;
    } while (ecb_bls12_377_scalar_decode(s, b) != ECB_OK);
}

/* uniform below r by reduction of 512 bits (bias below 2^-250) */
static void scalar254(ecb_bn254_scalar *s) {
    uint8_t b[64];
    random_bytes(b, sizeof b);
    ecb_bn254_scalar_reduce64(s, b);
}

MAKE_POINTS(g1_381, ecb_bls12_381_g1, ecb_bls12_381_g1_affine, ecb_bls12_381_scalar,
            ecb_bls12_381_g1_generator(&g), ecb_bls12_381_g1_add, ecb_bls12_381_g1_mul_var,
            ecb_bls12_381_g1_batch_to_affine, scalar381)
MAKE_POINTS(g2_381, ecb_bls12_381_g2, ecb_bls12_381_g2_affine, ecb_bls12_381_scalar,
            ecb_bls12_381_g2_generator(&g), ecb_bls12_381_g2_add, ecb_bls12_381_g2_mul_var,
            ecb_bls12_381_g2_batch_to_affine, scalar381)
MAKE_POINTS(g1_377, ecb_bls12_377_g1, ecb_bls12_377_g1_affine, ecb_bls12_377_scalar,
            g = ECB_BLS12_377_G1_GENERATOR, ecb_bls12_377_g1_add, ecb_bls12_377_g1_mul_var,
            ecb_bls12_377_g1_batch_to_affine, scalar377)
MAKE_POINTS(g1_254, ecb_bn254_g1, ecb_bn254_g1_affine, ecb_bn254_scalar, g = ECB_BN254_G1_GENERATOR,
            ecb_bn254_g1_add, ecb_bn254_g1_mul_var, ecb_bn254_g1_batch_to_affine, scalar254)

static ecb_status r255_msm(void *out, const void *p, const void *s, size_t n,
                           const ecb_msm_options *o) {
    return ecb_msm_ristretto255_var(out, p, s, n, o);
}
static ecb_status g1_381_msm(void *out, const void *p, const void *s, size_t n,
                             const ecb_msm_options *o) {
    return ecb_msm_bls12_381_g1_var(out, p, s, n, o);
}
static ecb_status g2_381_msm(void *out, const void *p, const void *s, size_t n,
                             const ecb_msm_options *o) {
    return ecb_msm_bls12_381_g2_var(out, p, s, n, o);
}
static ecb_status g1_377_msm(void *out, const void *p, const void *s, size_t n,
                             const ecb_msm_options *o) {
    return ecb_msm_bls12_377_g1_var(out, p, s, n, o);
}
static ecb_status g1_254_msm(void *out, const void *p, const void *s, size_t n,
                             const ecb_msm_options *o) {
    return ecb_msm_bn254_g1_var(out, p, s, n, o);
}

static const struct bench_msm_group groups[] = {
    {ECB_GROUP_RISTRETTO255, sizeof(ecb_ristretto255_point), sizeof(ecb_ristretto255_scalar),
     sizeof(ecb_ristretto255_point), r255_make, r255_msm},
    {ECB_GROUP_BLS12_381_G1, sizeof(ecb_bls12_381_g1_affine), sizeof(ecb_bls12_381_scalar),
     sizeof(ecb_bls12_381_g1), g1_381_make, g1_381_msm},
    {ECB_GROUP_BLS12_381_G2, sizeof(ecb_bls12_381_g2_affine), sizeof(ecb_bls12_381_scalar),
     sizeof(ecb_bls12_381_g2), g2_381_make, g2_381_msm},
    {ECB_GROUP_BLS12_377_G1, sizeof(ecb_bls12_377_g1_affine), sizeof(ecb_bls12_377_scalar),
     sizeof(ecb_bls12_377_g1), g1_377_make, g1_377_msm},
    {ECB_GROUP_BN254_G1, sizeof(ecb_bn254_g1_affine), sizeof(ecb_bn254_scalar),
     sizeof(ecb_bn254_g1), g1_254_make, g1_254_msm},
};

const struct bench_msm_group *bench_msm_group_of(ecb_group g) {
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++)
        if (groups[i].g == g) return &groups[i];
    return NULL;
}

_Static_assert(sizeof(ecb_ristretto255_scalar) == 32 && sizeof(ecb_bls12_381_scalar) == 32 &&
                   sizeof(ecb_bls12_377_scalar) == 32 && sizeof(ecb_bn254_scalar) == 32,
               "scalars are four 64-bit limbs");

unsigned bench_msm_scalar_bits(const struct bench_msm_group *grp, const void *scalars, size_t n) {
    unsigned bits = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t v[4];
        memcpy(v, (const uint8_t *)scalars + i * grp->scalar_size, sizeof v);
        for (int l = 3; l >= 0; l--)
            if (v[l]) {
                unsigned b = 64 * (unsigned)l + 64 - (unsigned)__builtin_clzll(v[l]);
                if (b > bits) bits = b;
                break;
            }
    }
    return bits;
}
