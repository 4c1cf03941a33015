/* ecbatch bench ops --group bls12-377-g1: median cost of the base-field, group, codec and
 * scalar-multiplication operations of BLS12-377 G1, with blst's BLS12-381 figures of
 * ../shared/specs/reference-figures.md beside ours (same 6x64-limb field size, so the nearest
 * reference). Every measured loop feeds each result into the next call, so the figures are
 * latencies of dependent chains. */
#include <stdio.h>
#include <string.h>

#include "bench.h"
#include "ecbatch/bls12_377.h"
#include "group/g1_377.h"
#include "util/cpu.h"

#define BATCH 256

struct ops_ctx {
    fp377 fa, fb;
    g1_377_jac pa, pb;
    g1_377_aff qa;
    g1_377_xyzz xa, xb;
    g1_377_jac batch[BATCH];
    g1_377_aff batch_out[BATCH];
    fp377 scratch[BATCH];
    uint64_t k[4];
    uint8_t enc[48], enc_u[96];
};

static void run_fp_mul(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp377_mul(&x->fa, &x->fa, &x->fb);
}
static void run_fp_mul_portable(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp377_mul_portable(&x->fa, &x->fa, &x->fb);
}
#if ECB_FP_HAVE_ADX
static void run_fp_mul_adx(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp377_mul_adx(&x->fa, &x->fa, &x->fb);
}
#endif
static void run_fp_sqr(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp377_sqr(&x->fa, &x->fa);
}
static void run_fp_inv(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp377_inv(&x->fa, &x->fa);
}
static void run_fp_inv_var(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp377_inv_var(&x->fa, &x->fa);
}
static void run_add(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        g1_377_jac_add(&x->pa, &x->pa, &x->pb);
}
static void run_add_var(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        g1_377_jac_add_var(&x->pa, &x->pa, &x->pb);
}
static void run_add_mixed(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        g1_377_jac_add_aff_var(&x->pa, &x->pa, &x->qa);
}
static void run_dbl(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        g1_377_jac_dbl(&x->pa, &x->pa);
}
static void run_xyzz_add(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        g1_377_xyzz_add_var(&x->xa, &x->xa, &x->xb);
}
static void run_xyzz_add_mixed(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        g1_377_xyzz_add_aff_var(&x->xa, &x->xa, &x->qa);
}
static void run_batch_to_aff(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++) {
        g1_377_jac_batch_to_aff_var(x->batch_out, x->batch, BATCH, x->scratch);
        x->batch[0].X.v[0] ^= x->batch_out[1].x.v[0] & 1; /* depend on the output */
        x->batch[0].X.v[0] ^= x->batch_out[1].x.v[0] & 1;
    }
}
static void run_decode(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        (void)g1_377_decode_with(&x->pa, x->enc, &ecb_layout_zcash_compressed);
}
static void run_decode_uncompressed(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        (void)g1_377_decode_with(&x->pa, x->enc_u, &ecb_layout_zcash_uncompressed);
}
static void run_subgroup(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->pa.X.v[0] ^= (uint64_t)(1 - g1_377_is_in_subgroup_var(&x->pa));
}
static void run_encode(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++) {
        g1_377_encode_with(x->enc, &x->pa, &ecb_layout_zcash_compressed);
        x->pa.X.v[0] ^= x->enc[5] & 1; /* depend on the output; stays a valid input */
        x->pa.X.v[0] ^= x->enc[5] & 1;
    }
}
static void run_mul(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        g1_377_jac_mul(&x->pa, &x->pa, x->k);
}
static void run_mul_var(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        g1_377_jac_mul_var(&x->pa, &x->pa, x->k);
}

static void setup(struct ops_ctx *x) {
    static const uint64_t k[4] = {0x243f6a8885a308d3ULL, 0x13198a2e03707344ULL,
                                  0xa4093822299f31d0ULL, 0x082efa98ec4e6c89ULL}; /* < r */
    memset(x, 0, sizeof *x);
    memcpy(x->k, k, sizeof k);
    g1_377_generator(&x->pa);
    g1_377_jac_mul_var(&x->pb, &x->pa, k);
    g1_377_jac_dbl(&x->pa, &x->pb);
    g1_377_jac_to_aff(&x->qa, &x->pb);
    x->fa = x->pa.X;
    x->fb = x->pb.Y;
    g1_377_xyzz_from_aff(&x->xb, &x->qa);
    g1_377_xyzz_dbl(&x->xb, &x->xb);
    g1_377_xyzz_dbl(&x->xa, &x->xb);
    x->batch[0] = x->pa;
    for (int i = 1; i < BATCH; i++)
        g1_377_jac_add_var(&x->batch[i], &x->batch[i - 1], &x->pb);
    g1_377_encode_with(x->enc, &x->pb, &ecb_layout_zcash_compressed);
    g1_377_encode_with(x->enc_u, &x->pb, &ecb_layout_zcash_uncompressed);
}

struct op_row {
    const char *name;
    bench_fn fn;
    double per; /* divide the median by this (batch sizes) */
    const char *reference;
};

int bench_ops_bls12_377_g1(const struct bench_output *out) {
    static struct ops_ctx ctx;
    const char *group = "bls12-377-g1";
    const struct op_row rows[] = {
        {"fp_mul", run_fp_mul, 1, "blst 381 fp_mul 24.3 ns"},
        {"fp_mul_portable", run_fp_mul_portable, 1, NULL},
#if ECB_FP_HAVE_ADX
        {"fp_mul_adx", ecb_cpu_has_mulx_adx() ? run_fp_mul_adx : NULL, 1, NULL},
#endif
        {"fp_sqr", run_fp_sqr, 1, NULL},
        {"fp_inv", run_fp_inv, 1, NULL},
        {"fp_inv_var", run_fp_inv_var, 1, NULL},
        {"g1_add (complete, CT)", run_add, 1, "blst 381 G1 add 475 ns"},
        {"g1_add_var", run_add_var, 1, NULL},
        {"g1_double", run_dbl, 1, "blst 381 G1 double 217 ns"},
        {"g1_add_mixed_var", run_add_mixed, 1, "blst 381 G1 mixed add 380 ns"},
        {"g1_xyzz_add_var", run_xyzz_add, 1, NULL},
        {"g1_xyzz_add_mixed_var", run_xyzz_add_mixed, 1, NULL},
        {"g1_batch_to_affine (per point, 256)", run_batch_to_aff, BATCH,
         "blst 381 193 ns/point (1024)"},
        {"g1_subgroup_check", run_subgroup, 1, NULL},
        {"g1_decode (compressed, subgroup)", run_decode, 1, NULL},
        {"g1_decode_uncompressed (subgroup)", run_decode_uncompressed, 1, NULL},
        {"g1_encode (compressed)", run_encode, 1, NULL},
        {"g1_mul (CT, 4-bit windows)", run_mul, 1, NULL},
        {"g1_mul_var (wNAF 5)", run_mul_var, 1, NULL},
    };
    setup(&ctx);
    if (!out->json) printf("bls12-377-g1 (median of %d samples)\n", out->samples);
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        if (rows[i].fn == NULL) continue; /* kernel absent on this CPU */
        double ns = bench_median_ns(rows[i].fn, &ctx, out->target_ms, out->samples) / rows[i].per;
        bench_print_op(out, group, rows[i].name, ns, rows[i].reference);
    }
    return 0;
}
