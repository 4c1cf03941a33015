/* Benchmark templates shared by the 6x64- and 4x64-limb fields and the short Weierstrass groups
 * (bench_ops_bls12_381.c, bench_ops_bls12_377.c, bench_ops_bn254.c): each macro stamps out the timed loops and
 * one function printing their rows for one instance. Every loop feeds each result into the next
 * call, so the figures are latencies of dependent chains. */
#ifndef ECBATCH_BENCH_WEIERSTRASS_H
#define ECBATCH_BENCH_WEIERSTRASS_H

#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "field/bls12/fp6x64.h" /* ECB_FP_HAVE_ADX */
#include "group/point_layout.h"
#include "util/cpu.h"

#define BATCH 1024

/* The field benchmarks of one Montgomery field F with the API of fp6x64.h or fp4x64.h (the
 * same names): F_bench_fields(out, group, mul_ref) prints
 * mul (dispatching, MULX/ADX when present, portable), sqr, add, inv, inv_var, sqrt. */
#define FP_BENCH(F)                                                                                \
    struct F##_bctx {                                                                              \
        F a, b;                                                                                    \
    };                                                                                             \
    static void F##_b_mul(void *c, size_t n) {                                                     \
        struct F##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            F##_mul(&x->a, &x->a, &x->b);                                                          \
    }                                                                                              \
    static void F##_b_mul_portable(void *c, size_t n) {                                            \
        struct F##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            F##_mul_portable(&x->a, &x->a, &x->b);                                                 \
    }                                                                                              \
    FP_BENCH_ADX(F)                                                                                \
    static void F##_b_sqr(void *c, size_t n) {                                                     \
        struct F##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            F##_sqr(&x->a, &x->a);                                                                 \
    }                                                                                              \
    static void F##_b_add(void *c, size_t n) {                                                     \
        struct F##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            F##_add(&x->a, &x->a, &x->b);                                                          \
    }                                                                                              \
    static void F##_b_inv(void *c, size_t n) {                                                     \
        struct F##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            F##_inv(&x->a, &x->a);                                                                 \
    }                                                                                              \
    static void F##_b_inv_var(void *c, size_t n) {                                                 \
        struct F##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            F##_inv_var(&x->a, &x->a);                                                             \
    }                                                                                              \
    static void F##_b_sqrt(void *c, size_t n) {                                                    \
        struct F##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            F##_sqrt(&x->a, &x->a);                                                                \
    }                                                                                              \
    static void F##_bench_fields(const struct bench_output *out, const char *group,                \
                                 const char *mul_ref) {                                            \
        struct F##_bctx x;                                                                         \
        double t = out->target_ms;                                                                 \
        int s = out->samples;                                                                      \
        F##_from_u64(&x.a, 0x1234567);                                                             \
        F##_from_u64(&x.b, 0x7654321);                                                             \
        F##_inv(&x.b, &x.b);                                                                       \
        bench_print_op(out, group, "fp_mul", bench_median_ns(F##_b_mul, &x, t, s), mul_ref);       \
        FP_BENCH_ADX_ROW(F)                                                                        \
        bench_print_op(out, group, "fp_mul_portable",                                              \
                       bench_median_ns(F##_b_mul_portable, &x, t, s), NULL);                       \
        bench_print_op(out, group, "fp_sqr", bench_median_ns(F##_b_sqr, &x, t, s), NULL);          \
        bench_print_op(out, group, "fp_add", bench_median_ns(F##_b_add, &x, t, s), NULL);          \
        bench_print_op(out, group, "fp_inv (constant time)", bench_median_ns(F##_b_inv, &x, t, s), \
                       NULL);                                                                      \
        bench_print_op(out, group, "fp_inv_var", bench_median_ns(F##_b_inv_var, &x, t, s), NULL);  \
        bench_print_op(out, group, "fp_sqrt", bench_median_ns(F##_b_sqrt, &x, t, s), NULL);        \
    }

#if ECB_FP_HAVE_ADX
#define FP_BENCH_ADX(F)                                                                            \
    static void F##_b_mul_adx(void *c, size_t n) {                                                 \
        struct F##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            F##_mul_adx(&x->a, &x->a, &x->b);                                                      \
    }
#define FP_BENCH_ADX_ROW(F)                                                                        \
    if (ecb_cpu_has_mulx_adx())                                                                    \
        bench_print_op(out, group, "fp_mul_adx", bench_median_ns(F##_b_mul_adx, &x, t, s), mul_ref);
#else
#define FP_BENCH_ADX(F)
#define FP_BENCH_ADX_ROW(F)
#endif

/* The 8-lane IFMA field V over the field F (fp_x8_ifma.h): V_bench_lanes(out, group) prints,
 * when the CPU has AVX-512 IFMA, the 8-lane product and square per lane (one dependent chain of
 * vector products, and four independent chains), beside the scalar product over four
 * independent chains (its throughput, where fp_mul above is its latency). */
#if defined(ECB_CPU_IFMA_BUILD)
#define FP8X52_BENCH(V, F)                                                                         \
    struct V##_bctx {                                                                              \
        V a[4], b;                                                                                 \
        F s[4], t;                                                                                 \
    };                                                                                             \
    static void V##_b_mul(void *c, size_t n) {                                                     \
        struct V##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            V##_mul(&x->a[0], &x->a[0], &x->b);                                                    \
    }                                                                                              \
    static void V##_b_mul4(void *c, size_t n) {                                                    \
        struct V##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            for (int j = 0; j < 4; j++)                                                            \
                V##_mul(&x->a[j], &x->a[j], &x->b);                                                \
    }                                                                                              \
    static void V##_b_sqr(void *c, size_t n) {                                                     \
        struct V##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            V##_sqr(&x->a[0], &x->a[0]);                                                           \
    }                                                                                              \
    static void V##_b_add(void *c, size_t n) {                                                     \
        struct V##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            V##_add(&x->a[0], &x->a[0], &x->b);                                                    \
    }                                                                                              \
    static void V##_b_scalar_mul4(void *c, size_t n) {                                             \
        struct V##_bctx *x = c;                                                                    \
        for (size_t i = 0; i < n; i++)                                                             \
            for (int j = 0; j < 4; j++)                                                            \
                F##_mul(&x->s[j], &x->s[j], &x->t);                                                \
    }                                                                                              \
    static void V##_bench_lanes(const struct bench_output *out, const char *group) {               \
        static struct V##_bctx x;                                                                  \
        F e[8];                                                                                    \
        double t = out->target_ms;                                                                 \
        int s = out->samples;                                                                      \
        if (!ecb_cpu_has_ifma()) return;                                                           \
        for (int k = 0; k < 8; k++)                                                                \
            F##_from_u64(&e[k], 0x1234567 + (uint64_t)k);                                          \
        for (int j = 0; j < 4; j++) {                                                              \
            V##_pack(&x.a[j], e);                                                                  \
            x.s[j] = e[j];                                                                         \
        }                                                                                          \
        F##_inv(&e[0], &e[0]);                                                                     \
        x.t = e[0];                                                                                \
        V##_pack(&x.b, e);                                                                         \
        bench_print_op(out, group, "fp_mul x8 IFMA, per lane (1 chain)",                           \
                       bench_median_ns(V##_b_mul, &x, t, s) / 8, NULL);                            \
        bench_print_op(out, group, "fp_mul x8 IFMA, per lane (4 chains)",                          \
                       bench_median_ns(V##_b_mul4, &x, t, s) / 32, NULL);                          \
        bench_print_op(out, group, "fp_sqr x8 IFMA, per lane (1 chain)",                           \
                       bench_median_ns(V##_b_sqr, &x, t, s) / 8, NULL);                            \
        bench_print_op(out, group, "fp_add x8 IFMA, per lane (1 chain)",                           \
                       bench_median_ns(V##_b_add, &x, t, s) / 8, NULL);                            \
        bench_print_op(out, group, "fp_mul scalar, per product (4 chains)",                        \
                       bench_median_ns(V##_b_scalar_mul4, &x, t, s) / 4, NULL);                    \
    }
#else
#define FP8X52_BENCH(V, F)                                                                         \
    static void V##_bench_lanes(const struct bench_output *out, const char *group) {               \
        (void)out, (void)group;                                                                    \
    }
#endif

/* The group benchmarks of one Weierstrass instance G over the field type F (compressed
 * encodings of ENC_BYTES in point layout LAYOUT, group/point_layout.h; MUL_SPLIT and
 * MUL_SPLIT_VAR its endomorphism-split multiplications): G_bench(out, group, ref) prints each row, with
 * ref[0..3] the reference figures of add, mixed add, double and batch to affine. */
#define GROUP_BENCH(G, F, ENC_BYTES, LAYOUT, MUL_SPLIT, MUL_SPLIT_VAR)                             \
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
            if (G##_decode_with(&x->acc, x->enc, &LAYOUT) != ECB_OK) abort();                      \
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
        x->k[3] &= 0x0fffffffffffffffULL; /* below both orders */                                  \
        G##_encode_with(x->enc, &x->q, &LAYOUT);                                                   \
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

#endif
