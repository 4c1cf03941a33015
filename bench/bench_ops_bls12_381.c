/* ecbatch bench ops --group bls12-381-g1 | bls12-381-g2: field and group operation costs,
 * with blst's figures on this machine kind beside them (../shared/specs/reference-figures.md).
 * The timed loops are the templates of bench_weierstrass.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "bench_weierstrass.h"
#include "group/bls12/bls12_381_codec.h"
#include "field/bls12/fp381_x8_ifma.h"
#include "group/bls12/bls12_381_h2c.h"
#include "util/cpu.h"

struct fp2_ctx {
    fp2_381 a2, b2;
};

static void b_fp2_mul(void *c, size_t n) {
    struct fp2_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp2_381_mul(&x->a2, &x->a2, &x->b2);
}
static void b_fp2_sqr(void *c, size_t n) {
    struct fp2_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp2_381_sqr(&x->a2, &x->a2);
}

FP_BENCH(fp381)
FP8X52_BENCH(fp381x8, fp381)

static int bench_fields(const struct bench_output *out, const char *group) {
    struct fp2_ctx x;
    printf("%s", out->json ? "" : "  field (BLS12-381 Fp, Fp2)\n");
    fp381_bench_fields(out, group,
                       ecb_cpu_has_mulx_adx() ? "blst 24.3 ns (mulx/adx kernel)"
                                              : "blst 24.3 ns (portable kernel)");
    fp381x8_bench_lanes(out, group);
    fp381_from_u64(&x.a2.c0, 0x1234567);
    fp381_from_u64(&x.a2.c1, 0x7654321);
    fp381_inv(&x.a2.c1, &x.a2.c1);
    x.b2.c0 = x.a2.c1;
    x.b2.c1 = x.a2.c0;
    bench_print_op(out, group, "fp2_mul",
                   bench_median_ns(b_fp2_mul, &x, out->target_ms, out->samples), NULL);
    bench_print_op(out, group, "fp2_sqr",
                   bench_median_ns(b_fp2_sqr, &x, out->target_ms, out->samples), NULL);
    return 0;
}

GROUP_BENCH(g1_381, fp381, 48, ecb_layout_zcash_compressed, g1_381_mul_glv, g1_381_mul_glv_var)
GROUP_BENCH(g2_381, fp2_381, 96, ecb_layout_zcash_compressed, g2_381_mul_gls, g2_381_mul_gls_var)

/* Hashing to the groups (RFC 9380): hash_to_curve (RO) and encode_to_curve (NU) of a 32-byte
 * message under the BLS signature DST, and their two stages, map_to_curve of one field element
 * and clear_cofactor. The message changes every call. */
#define H2C_BENCH(G, F, DST)                                                                       \
    struct G##_h2c_ctx {                                                                           \
        uint8_t msg[32];                                                                           \
        F u;                                                                                       \
        G##_jac p, r;                                                                              \
    };                                                                                             \
    static void G##_b_hash(void *c, size_t n) {                                                    \
        struct G##_h2c_ctx *x = c;                                                                 \
        for (size_t i = 0; i < n; i++, x->msg[0]++)                                                \
            G##_hash_to_curve(&x->r, x->msg, 32, (const uint8_t *)DST, sizeof DST - 1);            \
    }                                                                                              \
    static void G##_b_encode(void *c, size_t n) {                                                  \
        struct G##_h2c_ctx *x = c;                                                                 \
        for (size_t i = 0; i < n; i++, x->msg[0]++)                                                \
            G##_encode_to_curve(&x->r, x->msg, 32, (const uint8_t *)DST, sizeof DST - 1);          \
    }                                                                                              \
    static void G##_b_map(void *c, size_t n) {                                                     \
        struct G##_h2c_ctx *x = c;                                                                 \
        for (size_t i = 0; i < n; i++)                                                             \
            G##_map_to_curve(&x->r, &x->u);                                                        \
    }                                                                                              \
    static void G##_b_clear(void *c, size_t n) {                                                   \
        struct G##_h2c_ctx *x = c;                                                                 \
        for (size_t i = 0; i < n; i++)                                                             \
            G##_clear_cofactor(&x->r, &x->p);                                                      \
    }                                                                                              \
    static void G##_h2c_bench(const struct bench_output *out, const char *group) {                 \
        struct G##_h2c_ctx x;                                                                      \
        memset(&x, 0, sizeof x);                                                                   \
        G##_encode_to_curve(&x.r, x.msg, 32, (const uint8_t *)DST, sizeof DST - 1);                \
        x.u = x.r.X;                                                                               \
        G##_map_to_curve(&x.p, &x.u);                                                              \
        double t = out->target_ms;                                                                 \
        int s = out->samples;                                                                      \
        bench_print_op(out, group, "hash_to_curve (RO, 32-byte msg)",                              \
                       bench_median_ns(G##_b_hash, &x, t, s), NULL);                               \
        bench_print_op(out, group, "encode_to_curve (NU, 32-byte msg)",                            \
                       bench_median_ns(G##_b_encode, &x, t, s), NULL);                             \
        bench_print_op(out, group, "map_to_curve (SSWU + isogeny)",                                \
                       bench_median_ns(G##_b_map, &x, t, s), NULL);                                \
        bench_print_op(out, group, "clear_cofactor", bench_median_ns(G##_b_clear, &x, t, s),       \
                       NULL);                                                                      \
    }

H2C_BENCH(g1_381, fp381, "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_")
H2C_BENCH(g2_381, fp2_381, "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_")

int bench_ops_bls12_381_g1(const struct bench_output *out) {
    static const char *ref[4] = {"blst 475 ns", "blst 380 ns", "blst 217 ns", "blst 193 ns"};
    if (bench_fields(out, "bls12-381-g1") != 0) return 1;
    if (!out->json) printf("  G1\n");
    if (g1_381_bench(out, "bls12-381-g1", ref) != 0) return 1;
    g1_381_h2c_bench(out, "bls12-381-g1");
    return 0;
}

int bench_ops_bls12_381_g2(const struct bench_output *out) {
    static const char *ref[4] = {NULL, NULL, NULL, NULL};
    if (bench_fields(out, "bls12-381-g2") != 0) return 1;
    if (!out->json) printf("  G2\n");
    if (g2_381_bench(out, "bls12-381-g2", ref) != 0) return 1;
    g2_381_h2c_bench(out, "bls12-381-g2");
    return 0;
}
