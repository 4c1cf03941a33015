/* Differential fuzzing of the MSM engine on the BLS12 groups (BLS12-381 G1 and G2, BLS12-377
 * G1), the companion of fuzz_msm_differential.c (ristretto255): small fuzzed inputs (multiples
 * of the generator by fuzzed 64-bit factors, with identities, repeats and negations mixed in;
 * scalars tiny, near r, at the GLV split's boundary u^2, or from the fuzzer's bytes) through
 * every strategy, GLV inner method, window and thread count on every kernel level the CPU has
 * (portable, MULX/ADX, AVX-512 IFMA), compared by encoding with the naive reference. Then the
 * inputs repeated to BIG_N terms (equal points in a batch, half of them with equal scalars)
 * through the batch-affine methods with windows of 9 to 12 bits and the Straus tables of one
 * thread, whose batches reach the eight-lane size (msm_weierstrass_batch_x8_ifma.h): every level's result
 * against the portable one. And the many-MSMs call (ecb_msm_multi_*_var) on two rows over the
 * same points (the scalars, then the scalars rotated by one), every method on 1 and 2 threads,
 * against the reference per row. Byte 0 picks the group, byte 1 the count, byte 2 the windows. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch.h"
#include "util/cpu.h"

#define MAX_N 16
#define BIG_N 512

static size_t take(const uint8_t **data, size_t *size, uint8_t *out, size_t len) {
    size_t k = *size < len ? *size : len;
    memset(out, 0, len);
    memcpy(out, *data, k);
    *data += k;
    *size -= k;
    return k;
}

static uint64_t load64(const uint8_t *b) {
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v = (v << 8) | b[i];
    return v;
}

/* u^2 of the GLV split (msm_bls12_split.h) for BLS12-381 (|z|^2) and BLS12-377 (x^2) */
static const uint64_t u2_381[2] = {0x0000000100000000ULL, 0xac45a4010001a402ULL};
static const uint64_t u2_377[2] = {0x0a11800000000001ULL, 0x452217cc90000001ULL};

/* The configurations of the repeated inputs. */
static const struct bigconfig {
    ecb_msm_strategy strategy, inner;
} bigconfigs[] = {
    {ECB_MSM_BATCH_AFFINE, ECB_MSM_AUTO}, {ECB_MSM_GLV, ECB_MSM_BATCH_AFFINE},
    {ECB_MSM_GLV, ECB_MSM_STRAUS},        {ECB_MSM_STRAUS, ECB_MSM_AUTO},
    {ECB_MSM_BUCKET_1BIT, ECB_MSM_AUTO},
};

/* The strategies, inner methods and windows every input runs under. */
struct config {
    ecb_msm_strategy strategy, inner;
    int window; /* 0: the plan's; 1: from the fuzzer (Straus range); 2: (bucket range) */
};
static const struct config configs[] = {
    {ECB_MSM_AUTO, ECB_MSM_AUTO, 0},         {ECB_MSM_DOUBLE_AND_ADD, ECB_MSM_AUTO, 0},
    {ECB_MSM_STRAUS, ECB_MSM_AUTO, 1},       {ECB_MSM_PIPPENGER, ECB_MSM_AUTO, 2},
    {ECB_MSM_BATCH_AFFINE, ECB_MSM_AUTO, 2}, {ECB_MSM_GLV, ECB_MSM_STRAUS, 1},
    {ECB_MSM_GLV, ECB_MSM_PIPPENGER, 2},     {ECB_MSM_GLV, ECB_MSM_BATCH_AFFINE, 2},
    {ECB_MSM_BUCKET_1BIT, ECB_MSM_AUTO, 0},
};

/* One group's run: build the inputs, compare every configuration with the reference. */
#define FUZZ_GROUP(NAME, JAC, AFF, SC, GEN, ENC, ENCODE, MSM, MULTI, U2, ORDER_MINUS, REDUCE,      \
                   GROUP)                                                                          \
    static void NAME(const uint8_t *data, size_t size, size_t n, unsigned window) {                \
        JAC j[MAX_N], g, id;                                                                       \
        AFF p[MAX_N];                                                                              \
        SC s[MAX_N];                                                                               \
        GEN;                                                                                       \
        TB_IDENTITY(id);                                                                           \
        for (size_t i = 0; i < n; i++) {                                                           \
            uint8_t kind, buf[40];                                                                 \
            take(&data, &size, &kind, 1);                                                          \
            take(&data, &size, buf, sizeof buf);                                                   \
            switch (kind & 3) {                                                                    \
            case 0: {                                                                              \
                SC f;                                                                              \
                memset(&f, 0, sizeof f);                                                           \
                f.v[0] = load64(buf) | 1;                                                          \
                TB_MUL(&j[i], &f, &g);                                                             \
                break;                                                                             \
            }                                                                                      \
            case 1:                                                                                \
                j[i] = id;                                                                         \
                break;                                                                             \
            case 2:                                                                                \
                if (i > 0)                                                                         \
                    TB_NEG(&j[i], &j[buf[0] % i]);                                                 \
                else                                                                               \
                    j[i] = g;                                                                      \
                break;                                                                             \
            default:                                                                               \
                j[i] = i > 0 ? j[buf[0] % i] : g;                                                  \
                break;                                                                             \
            }                                                                                      \
            memset(&s[i], 0, sizeof s[i]);                                                         \
            switch ((kind >> 2) & 7) {                                                             \
            case 0: /* tiny */                                                                     \
                s[i].v[0] = buf[8];                                                                \
                break;                                                                             \
            case 1: /* r - 1 - small */                                                            \
                ORDER_MINUS(&s[i], (uint64_t)buf[8] + 1);                                          \
                break;                                                                             \
            case 2: /* around u^2 */                                                               \
                s[i].v[0] = U2[0] + (uint64_t)(int8_t)buf[8];                                      \
                s[i].v[1] = U2[1];                                                                 \
                break;                                                                             \
            case 3: /* a multiple of u^2 plus a small part */                                      \
            {                                                                                      \
                unsigned __int128 lo = (unsigned __int128)U2[0] * buf[9] + buf[8];                 \
                unsigned __int128 hi = (unsigned __int128)U2[1] * buf[9] + (uint64_t)(lo >> 64);   \
                s[i].v[0] = (uint64_t)lo;                                                          \
                s[i].v[1] = (uint64_t)hi;                                                          \
                s[i].v[2] = (uint64_t)(hi >> 64);                                                  \
                break;                                                                             \
            }                                                                                      \
            default:                                                                               \
                REDUCE(&s[i], buf + 8);                                                            \
                break;                                                                             \
            }                                                                                      \
        }                                                                                          \
        TB_TO_AFF(p, j, n);                                                                        \
        JAC ref, out;                                                                              \
        uint8_t want[ENC], got[ENC];                                                               \
        ecb_msm_options opt = {0};                                                                 \
        opt.strategy = ECB_MSM_NAIVE;                                                              \
        if (MSM(&ref, p, s, n, &opt) != ECB_OK) abort();                                           \
        ENCODE(want, &ref);                                                                        \
        ecb_cpu_level top = ecb_cpu_level_detected();                                              \
        for (int level = (int)ECB_CPU_PORTABLE; level <= (int)top; level++) {                      \
            ecb_cpu_level_set((ecb_cpu_level)level);                                               \
            for (size_t k = 0; k < sizeof configs / sizeof configs[0]; k++) {                      \
                if (!ecb_msm_strategy_available(GROUP, configs[k].strategy)) continue;             \
                for (unsigned t = 1; t <= 2; t++) {                                                \
                    memset(&opt, 0, sizeof opt);                                                   \
                    opt.strategy = configs[k].strategy;                                            \
                    opt.inner = configs[k].inner;                                                  \
                    opt.threads = t;                                                               \
                    if (configs[k].window == 1) opt.window = 2 + window % 7;                       \
                    if (configs[k].window == 2) opt.window = 1 + (window >> 3) % 12;               \
                    if (MSM(&out, p, s, n, &opt) != ECB_OK) abort();                               \
                    ENCODE(got, &out);                                                             \
                    if (memcmp(got, want, ENC) != 0) abort();                                      \
                }                                                                                  \
            }                                                                                      \
        }                                                                                          \
        if (n == 0) return;                                                                        \
        /* repeated: copy r of term i, scalar s_i on even r, a 64-bit mix of i on odd r */         \
        static AFF bp[BIG_N];                                                                      \
        static SC bs[BIG_N];                                                                       \
        for (size_t i = 0; i < BIG_N; i++) {                                                       \
            size_t r = i / n;                                                                      \
            bp[i] = p[i % n];                                                                      \
            bs[i] = s[i % n];                                                                      \
            if (r & 1) {                                                                           \
                memset(&bs[i], 0, sizeof bs[i]);                                                   \
                bs[i].v[0] = (i + 1) * 0x9e3779b97f4a7c15ULL;                                      \
            }                                                                                      \
        }                                                                                          \
        for (size_t k = 0; k < sizeof bigconfigs / sizeof bigconfigs[0]; k++) {                    \
            if (!ecb_msm_strategy_available(GROUP, bigconfigs[k].strategy)) continue;              \
            for (int level = (int)ECB_CPU_PORTABLE; level <= (int)top; level++) {                  \
                ecb_cpu_level_set((ecb_cpu_level)level);                                           \
                memset(&opt, 0, sizeof opt);                                                       \
                opt.strategy = bigconfigs[k].strategy;                                             \
                opt.inner = bigconfigs[k].inner;                                                   \
                opt.threads = 1;                                                                   \
                if (bigconfigs[k].strategy == ECB_MSM_STRAUS ||                                    \
                    bigconfigs[k].inner == ECB_MSM_STRAUS)                                         \
                    opt.window = 3 + window % 6;                                                   \
                else if (bigconfigs[k].strategy != ECB_MSM_BUCKET_1BIT)                            \
                    opt.window = 9 + (window >> 3) % 4;                                            \
                if (MSM(&out, bp, bs, BIG_N, &opt) != ECB_OK) abort();                             \
                ENCODE(got, &out);                                                                 \
                if (level == (int)ECB_CPU_PORTABLE)                                                \
                    memcpy(want, got, ENC);                                                        \
                else if (memcmp(got, want, ENC) != 0)                                              \
                    abort();                                                                       \
            }                                                                                      \
        }                                                                                          \
        SC rows[2 * MAX_N];                                                                        \
        JAC outs[2];                                                                               \
        uint8_t want0[ENC], want1[ENC];                                                            \
        for (size_t i = 0; i < n; i++) {                                                           \
            rows[i] = s[i];                                                                        \
            rows[n + i] = s[(i + 1) % n];                                                          \
        }                                                                                          \
        opt.strategy = ECB_MSM_NAIVE;                                                              \
        opt.threads = 1;                                                                           \
        opt.inner = ECB_MSM_AUTO;                                                                  \
        opt.window = 0;                                                                            \
        if (MSM(&ref, p, rows, n, &opt) != ECB_OK) abort();                                        \
        ENCODE(want0, &ref);                                                                       \
        if (MSM(&ref, p, rows + n, n, &opt) != ECB_OK) abort();                                    \
        ENCODE(want1, &ref);                                                                       \
        for (int me = 0; me < ECB_MSM_MULTI_METHOD_COUNT; me++)                                    \
            for (unsigned t = 1; t <= 2; t++) {                                                    \
                ecb_msm_multi_options mo = {(ecb_msm_multi_method)me, t, NULL, NULL};              \
                if (MULTI(outs, p, n, rows, 2, &mo) != ECB_OK) abort();                            \
                ENCODE(got, &outs[0]);                                                             \
                if (memcmp(got, want0, ENC) != 0) abort();                                         \
                ENCODE(got, &outs[1]);                                                             \
                if (memcmp(got, want1, ENC) != 0) abort();                                         \
            }                                                                                      \
    }

/* r - k */
#define ORDER_MINUS_FN(NAME, SC, R0, R1, R2, R3)                                                   \
    static void NAME(SC *s, uint64_t k) {                                                          \
        static const uint64_t r[4] = {R0, R1, R2, R3};                                             \
        uint64_t borrow = k;                                                                       \
        for (int i = 0; i < 4; i++) {                                                              \
            s->v[i] = r[i] - borrow;                                                               \
            borrow = r[i] < borrow;                                                                \
        }                                                                                          \
    }
ORDER_MINUS_FN(minus_381, ecb_bls12_381_scalar, 0xffffffff00000001ULL, 0x53bda402fffe5bfeULL,
               0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL)
ORDER_MINUS_FN(minus_377, ecb_bls12_377_scalar, 0x0a11800000000001ULL, 0x59aa76fed0000001ULL,
               0x60b44d1e5c37b001ULL, 0x12ab655e9a2ca556ULL)

/* 32 fuzzed bytes to a scalar below r */
static void reduce_381(ecb_bls12_381_scalar *s, const uint8_t b[32]) {
    uint8_t wide[64] = {0};
    memcpy(wide + 32, b, 32);
    ecb_bls12_381_scalar_reduce64(s, wide);
}
static void reduce_377(ecb_bls12_377_scalar *s, const uint8_t b[32]) {
    uint8_t t[32];
    memcpy(t, b, 32);
    t[0] &= 0x0f; /* below 2^252 < r */
    if (ecb_bls12_377_scalar_decode(s, t) != ECB_OK) abort();
}

#define TB_IDENTITY(id) ecb_bls12_381_g1_identity(&id)
#define TB_MUL ecb_bls12_381_g1_mul_var
#define TB_NEG ecb_bls12_381_g1_negate
#define TB_TO_AFF ecb_bls12_381_g1_batch_to_affine
FUZZ_GROUP(fuzz_g1_381, ecb_bls12_381_g1, ecb_bls12_381_g1_affine, ecb_bls12_381_scalar,
           ecb_bls12_381_g1_generator(&g), 48, ecb_bls12_381_g1_encode, ecb_msm_bls12_381_g1_var,
           ecb_msm_multi_bls12_381_g1_var, u2_381, minus_381, reduce_381, ECB_GROUP_BLS12_381_G1)
#undef TB_IDENTITY
#undef TB_MUL
#undef TB_NEG
#undef TB_TO_AFF
#define TB_IDENTITY(id) ecb_bls12_381_g2_identity(&id)
#define TB_MUL ecb_bls12_381_g2_mul_var
#define TB_NEG ecb_bls12_381_g2_negate
#define TB_TO_AFF ecb_bls12_381_g2_batch_to_affine
FUZZ_GROUP(fuzz_g2_381, ecb_bls12_381_g2, ecb_bls12_381_g2_affine, ecb_bls12_381_scalar,
           ecb_bls12_381_g2_generator(&g), 96, ecb_bls12_381_g2_encode, ecb_msm_bls12_381_g2_var,
           ecb_msm_multi_bls12_381_g2_var, u2_381, minus_381, reduce_381, ECB_GROUP_BLS12_381_G2)
#undef TB_IDENTITY
#undef TB_MUL
#undef TB_NEG
#undef TB_TO_AFF
#define TB_IDENTITY(id) ecb_bls12_377_g1_identity(&id)
#define TB_MUL ecb_bls12_377_g1_mul_var
#define TB_NEG ecb_bls12_377_g1_negate
#define TB_TO_AFF ecb_bls12_377_g1_batch_to_affine
FUZZ_GROUP(fuzz_g1_377, ecb_bls12_377_g1, ecb_bls12_377_g1_affine, ecb_bls12_377_scalar,
           g = ECB_BLS12_377_G1_GENERATOR, 48, ecb_bls12_377_g1_encode, ecb_msm_bls12_377_g1_var,
           ecb_msm_multi_bls12_377_g1_var, u2_377, minus_377, reduce_377, ECB_GROUP_BLS12_377_G1)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 3) return 0;
    uint8_t hdr[3];
    take(&data, &size, hdr, 3);
    size_t n = hdr[1] % (MAX_N + 1);
    switch (hdr[0] % 3) {
    case 0:
        fuzz_g1_381(data, size, n, hdr[2]);
        break;
    case 1:
        fuzz_g2_381(data, size, n / 2, hdr[2]);
        break;
    default:
        fuzz_g1_377(data, size, n, hdr[2]);
        break;
    }
    return 0;
}
