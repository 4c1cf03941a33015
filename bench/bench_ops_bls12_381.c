/* ecbatch bench ops --group bls12-381-g1 | bls12-381-g2: field and group operation costs,
 * with blst's figures on this machine kind beside them (../shared/specs/reference-figures.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "group/bls12_381_codec.h"
#include "util/cpu.h"

#define BATCH 1024

struct fp_ctx {
    fp381 a, b;
    fp2_381 a2, b2;
};

static void b_fp_mul(void *c, size_t n) {
    struct fp_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp381_mul(&x->a, &x->a, &x->b);
}
static void b_fp_mul_portable(void *c, size_t n) {
    struct fp_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp381_mul_portable(&x->a, &x->a, &x->b);
}
#if ECB_FP_HAVE_ADX
static void b_fp_mul_adx(void *c, size_t n) {
    struct fp_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp381_mul_adx(&x->a, &x->a, &x->b);
}
#endif
static void b_fp_sqr(void *c, size_t n) {
    struct fp_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp381_sqr(&x->a, &x->a);
}
static void b_fp_add(void *c, size_t n) {
    struct fp_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp381_add(&x->a, &x->a, &x->b);
}
static void b_fp_inv(void *c, size_t n) {
    struct fp_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp381_inv(&x->a, &x->a);
}
static void b_fp_inv_var(void *c, size_t n) {
    struct fp_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp381_inv_var(&x->a, &x->a);
}
static void b_fp_sqrt(void *c, size_t n) {
    struct fp_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp381_sqrt(&x->a, &x->a);
}
static void b_fp2_mul(void *c, size_t n) {
    struct fp_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp2_381_mul(&x->a2, &x->a2, &x->b2);
}
static void b_fp2_sqr(void *c, size_t n) {
    struct fp_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp2_381_sqr(&x->a2, &x->a2);
}

static void fp_ctx_init(struct fp_ctx *x) {
    fp381_from_u64(&x->a, 0x1234567);
    fp381_from_u64(&x->b, 0x7654321);
    fp381_inv(&x->b, &x->b);
    x->a2.c0 = x->a;
    x->a2.c1 = x->b;
    x->b2.c0 = x->b;
    x->b2.c1 = x->a;
}

static int bench_fields(const struct bench_output *out, const char *group) {
    struct fp_ctx x;
    fp_ctx_init(&x);
    printf("%s", out->json ? "" : "  field (BLS12-381 Fp, Fp2)\n");
    bench_print_op(out, group, "fp_mul",
                   bench_median_ns(b_fp_mul, &x, out->target_ms, out->samples),
                   ecb_cpu_has_mulx_adx() ? "blst 24.3 ns (mulx/adx kernel)"
                                          : "blst 24.3 ns (portable kernel)");
#if ECB_FP_HAVE_ADX
    if (ecb_cpu_has_mulx_adx())
        bench_print_op(out, group, "fp_mul_adx",
                       bench_median_ns(b_fp_mul_adx, &x, out->target_ms, out->samples),
                       "blst 24.3 ns");
#endif
    bench_print_op(out, group, "fp_mul_portable",
                   bench_median_ns(b_fp_mul_portable, &x, out->target_ms, out->samples), NULL);
    bench_print_op(out, group, "fp_sqr",
                   bench_median_ns(b_fp_sqr, &x, out->target_ms, out->samples), NULL);
    bench_print_op(out, group, "fp_add",
                   bench_median_ns(b_fp_add, &x, out->target_ms, out->samples), NULL);
    bench_print_op(out, group, "fp_inv (constant time)",
                   bench_median_ns(b_fp_inv, &x, out->target_ms, out->samples), NULL);
    bench_print_op(out, group, "fp_inv_var",
                   bench_median_ns(b_fp_inv_var, &x, out->target_ms, out->samples), NULL);
    bench_print_op(out, group, "fp_sqrt",
                   bench_median_ns(b_fp_sqrt, &x, out->target_ms, out->samples), NULL);
    bench_print_op(out, group, "fp2_mul",
                   bench_median_ns(b_fp2_mul, &x, out->target_ms, out->samples), NULL);
    bench_print_op(out, group, "fp2_sqr",
                   bench_median_ns(b_fp2_sqr, &x, out->target_ms, out->samples), NULL);
    return 0;
}

/* The group benchmarks, written once for G1 and G2. */
#define GROUP_BENCH(G, F, ENC_BYTES, MUL_SPLIT, MUL_SPLIT_VAR)                                     \
    struct G##_ctx {                                                                               \
        G##_jac p, q, acc;                                                                         \
        G##_aff qa;                                                                                \
        G##_xyzz x, xq;                                                                            \
        G##_jac batch[BATCH];                                                                      \
        G##_aff batch_aff[BATCH];                                                                  \
        uint64_t k[4];                                                                             \
        uint8_t enc[ENC_BYTES];                                                                    \
    };                                                                                             \
    static void G##_b_add(void *c, size_t n) {                                                     \
        struct G##_ctx *x = c;                                                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            G##_jac_add_var(&x->acc, &x->acc, &x->q);                                              \
    }                                                                                              \
    static void G##_b_add_ct(void *c, size_t n) {                                                  \
        struct G##_ctx *x = c;                                                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            G##_jac_add(&x->acc, &x->acc, &x->q);                                                  \
    }                                                                                              \
    static void G##_b_madd(void *c, size_t n) {                                                    \
        struct G##_ctx *x = c;                                                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            G##_jac_add_aff_var(&x->acc, &x->acc, &x->qa);                                         \
    }                                                                                              \
    static void G##_b_dbl(void *c, size_t n) {                                                     \
        struct G##_ctx *x = c;                                                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            G##_jac_dbl(&x->acc, &x->acc);                                                         \
    }                                                                                              \
    static void G##_b_xyzz_add(void *c, size_t n) {                                                \
        struct G##_ctx *x = c;                                                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            G##_xyzz_add_var(&x->x, &x->x, &x->xq);                                                \
    }                                                                                              \
    static void G##_b_xyzz_madd(void *c, size_t n) {                                               \
        struct G##_ctx *x = c;                                                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            G##_xyzz_add_aff_var(&x->x, &x->x, &x->qa);                                            \
    }                                                                                              \
    static void G##_b_xyzz_dbl(void *c, size_t n) {                                                \
        struct G##_ctx *x = c;                                                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            G##_xyzz_dbl(&x->x, &x->x);                                                            \
    }                                                                                              \
    static void G##_b_batch(void *c, size_t n) {                                                   \
        struct G##_ctx *x = c;                                                                     \
        static F scratch[BATCH];                                                                   \
        for (size_t i = 0; i < n; i++)                                                             \
            G##_jac_batch_to_aff_var(x->batch_aff, x->batch, BATCH, scratch);                      \
    }                                                                                              \
    static void G##_b_decode(void *c, size_t n) {                                                  \
        struct G##_ctx *x = c;                                                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            if (G##_decode(&x->acc, x->enc) != ECB_OK) abort();                                    \
    }                                                                                              \
    static void G##_b_subgroup(void *c, size_t n) {                                                \
        struct G##_ctx *x = c;                                                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            if (!G##_is_in_subgroup_var(&x->p)) abort();                                           \
    }                                                                                              \
    static void G##_b_mul(void *c, size_t n) {                                                     \
        struct G##_ctx *x = c;                                                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            MUL_SPLIT(&x->acc, &x->p, x->k);                                                       \
    }                                                                                              \
    static void G##_b_mul_var(void *c, size_t n) {                                                 \
        struct G##_ctx *x = c;                                                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            MUL_SPLIT_VAR(&x->acc, &x->p, x->k);                                                   \
    }                                                                                              \
    static int G##_bench(const struct bench_output *out, const char *group, const char **ref) {    \
        struct G##_ctx *x = calloc(1, sizeof *x);                                                  \
        if (x == NULL) return 1;                                                                   \
        G##_generator(&x->p);                                                                      \
        G##_jac_dbl(&x->q, &x->p);                                                                 \
        G##_jac_dbl(&x->q, &x->q);                                                                 \
        G##_jac_add_var(&x->q, &x->q, &x->p); /* 5G, Z != 1 */                                     \
        G##_jac_to_aff(&x->qa, &x->q);                                                             \
        x->acc = x->q;                                                                             \
        G##_jac_dbl(&x->acc, &x->acc);                                                             \
        G##_xyzz_from_aff(&x->x, &x->qa);                                                          \
        G##_xyzz_dbl(&x->x, &x->x);                                                                \
        G##_xyzz_dbl(&x->xq, &x->x);                                                               \
        x->batch[0] = x->q;                                                                        \
        for (int i = 1; i < BATCH; i++)                                                            \
            G##_jac_add_var(&x->batch[i], &x->batch[i - 1], &x->q);                                \
        for (int i = 0; i < 4; i++)                                                                \
            x->k[i] = 0x9e3779b97f4a7c15ULL * (uint64_t)(i + 1);                                   \
        x->k[3] &= 0x3fffffffffffffffULL;                                                          \
        G##_encode(x->enc, &x->q);                                                                 \
        double t = out->target_ms;                                                                 \
        int s = out->samples;                                                                      \
        bench_print_op(out, group, "add (Jacobian, _var)", bench_median_ns(G##_b_add, x, t, s),    \
                       ref[0]);                                                                    \
        bench_print_op(out, group, "add (Jacobian, complete CT)",                                  \
                       bench_median_ns(G##_b_add_ct, x, t, s), NULL);                              \
        bench_print_op(out, group, "mixed add (Jacobian + affine)",                                \
                       bench_median_ns(G##_b_madd, x, t, s), ref[1]);                              \
        bench_print_op(out, group, "double (Jacobian)", bench_median_ns(G##_b_dbl, x, t, s),       \
                       ref[2]);                                                                    \
        bench_print_op(out, group, "XYZZ add", bench_median_ns(G##_b_xyzz_add, x, t, s), NULL);    \
        bench_print_op(out, group, "XYZZ mixed add", bench_median_ns(G##_b_xyzz_madd, x, t, s),    \
                       NULL);                                                                      \
        bench_print_op(out, group, "XYZZ double", bench_median_ns(G##_b_xyzz_dbl, x, t, s), NULL); \
        bench_print_op(out, group, "batch to affine, per point (1024)",                            \
                       bench_median_ns(G##_b_batch, x, t, s) / BATCH, ref[3]);                     \
        bench_print_op(out, group, "subgroup check", bench_median_ns(G##_b_subgroup, x, t, s),     \
                       NULL);                                                                      \
        bench_print_op(out, group, "decode compressed + subgroup check",                           \
                       bench_median_ns(G##_b_decode, x, t, s), NULL);                              \
        bench_print_op(out, group, "scalar mult (constant time, endo split)",                      \
                       bench_median_ns(G##_b_mul, x, t, s), NULL);                                 \
        bench_print_op(out, group, "scalar mult (wNAF, endo split, _var)",                         \
                       bench_median_ns(G##_b_mul_var, x, t, s), NULL);                             \
        free(x);                                                                                   \
        return 0;                                                                                  \
    }

GROUP_BENCH(g1_381, fp381, 48, g1_381_mul_glv, g1_381_mul_glv_var)
GROUP_BENCH(g2_381, fp2_381, 96, g2_381_mul_gls, g2_381_mul_gls_var)

int bench_ops_bls12_381_g1(const struct bench_output *out) {
    static const char *ref[4] = {"blst 475 ns", "blst 380 ns", "blst 217 ns", "blst 193 ns"};
    if (bench_fields(out, "bls12-381-g1") != 0) return 1;
    if (!out->json) printf("  G1\n");
    return g1_381_bench(out, "bls12-381-g1", ref);
}

int bench_ops_bls12_381_g2(const struct bench_output *out) {
    static const char *ref[4] = {NULL, NULL, NULL, NULL};
    if (bench_fields(out, "bls12-381-g2") != 0) return 1;
    if (!out->json) printf("  G2\n");
    return g2_381_bench(out, "bls12-381-g2", ref);
}
