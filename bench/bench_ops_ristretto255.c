/* ecbatch bench ops --group ristretto255: median cost of the field, scalar and group
 * operations, with the reference figures of ../shared/specs/reference-figures.md beside ours
 * (curve25519-dalek 4.1.3 AVX2, libsecp256k1). Every measured loop feeds each result into
 * the next call, so the figures are latencies of dependent chains. */
#include <stdio.h>
#include <string.h>

#include <sodium.h>

#include "bench.h"
#include "ecbatch/ristretto255.h"
#include "field/ristretto255/fe25519.h"
#include "group/ristretto255/edwards25519.h"

struct ops_ctx {
    fe25519 fa, fb;
    ecb_ristretto255_point pa, pb;
    ecb_ristretto255_scalar sa, sb;
    uint8_t enc[32];
    uint8_t uniform[64];
};

static void run_fe_mul(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fe25519_mul(&x->fa, &x->fa, &x->fb);
}
static void run_fe_sq(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fe25519_sq(&x->fa, &x->fa);
}
static void run_fe_invert(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fe25519_invert(&x->fa, &x->fa);
}
static void run_point_add(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        ecb_ristretto255_add(&x->pa, &x->pa, &x->pb);
}
static void run_point_add_cached(void *c, size_t n) {
    struct ops_ctx *x = c;
    ge25519_cached q;
    ge25519_p1p1 t;
    ge25519_p3_to_cached(&q, &x->pb);
    for (size_t i = 0; i < n; i++) {
        ge25519_add_cached(&t, &x->pa, &q);
        ge25519_p1p1_to_p3(&x->pa, &t);
    }
}
static void run_point_add_niels(void *c, size_t n) {
    struct ops_ctx *x = c;
    ge25519_niels q;
    ge25519_p1p1 t;
    fe25519 scratch[1];
    ge25519_batch_to_niels(&q, &x->pb, 1, scratch);
    for (size_t i = 0; i < n; i++) {
        ge25519_add_niels(&t, &x->pa, &q);
        ge25519_p1p1_to_p3(&x->pa, &t);
    }
}
static void run_point_double(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        ecb_ristretto255_double(&x->pa, &x->pa);
}
static void run_encode(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++) {
        ecb_ristretto255_encode(x->enc, &x->pa);
        x->pa.X.v[0] ^= x->enc[5] & 1; /* depend on the output; stays a valid input */
        x->pa.X.v[0] ^= x->enc[5] & 1;
    }
}
static void run_decode(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        (void)ecb_ristretto255_decode(&x->pa, x->enc);
}
static void run_hash(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++) {
        ecb_ristretto255_from_uniform_bytes(&x->pa, x->uniform);
        x->uniform[0] ^= (uint8_t)x->pa.X.v[0];
    }
}
static void run_scalar_mul(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        ecb_ristretto255_scalar_mul(&x->sa, &x->sa, &x->sb);
}
static void run_scalar_sqr(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        ecb_ristretto255_scalar_sqr(&x->sa, &x->sa);
}
static void run_scalar_invert(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        (void)ecb_ristretto255_scalar_invert(&x->sa, &x->sa);
}
static void run_scalar_mult(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        ecb_ristretto255_scalar_mult(&x->pa, &x->sa, &x->pa);
}
static void run_base_mult(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++) {
        ecb_ristretto255_base_mult(&x->pa, &x->sa);
        x->sa.v[0] ^= x->pa.X.v[0] & 0xff;
    }
}
static void run_sodium_scalarmult(void *c, size_t n) {
    struct ops_ctx *x = c;
    uint8_t k[32];
    ecb_ristretto255_scalar_encode(k, &x->sa);
    for (size_t i = 0; i < n; i++) {
        if (crypto_scalarmult_ristretto255(x->enc, k, x->enc) != 0) x->enc[0] ^= 1;
    }
}
static void run_double_mult_var(void *c, size_t n) {
    struct ops_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        ecb_ristretto255_double_scalar_mult_var(&x->pa, &x->sa, &x->pa, &x->sb);
}

struct ops_row {
    const char *op;
    bench_fn fn;
    const char *reference;
};

static const struct ops_row rows[] = {
    {"fe25519_mul", run_fe_mul, "libsecp256k1 fe_mul 12.8 ns"},
    {"fe25519_sq", run_fe_sq, NULL},
    {"fe25519_invert", run_fe_invert, NULL},
    {"point_add (p3 + p3)", run_point_add, "dalek 131 ns"},
    {"point_add_cached (p3 + cached)", run_point_add_cached, NULL},
    {"point_add_niels (p3 + affine)", run_point_add_niels, NULL},
    {"point_double", run_point_double, NULL},
    {"encode (compress)", run_encode, "dalek 3.4 us"},
    {"decode (decompress)", run_decode, "dalek 3.4 us"},
    {"hash_to_group (from_uniform_bytes)", run_hash, "dalek 6.9 us"},
    {"scalar_mul", run_scalar_mul, "dalek 66 ns"},
    {"scalar_sqr", run_scalar_sqr, NULL},
    {"scalar_invert", run_scalar_invert, "dalek 9.3 us"},
    {"scalar_mult (constant time)", run_scalar_mult, "libsodium 38.0 us"},
    {"base_mult (constant time, table)", run_base_mult, NULL},
    {"double_scalar_mult_var (aA + bB)", run_double_mult_var, NULL},
    /* The same libsodium call the reference figures list (38.0 us): the ratio of this row to
     * 38.0 us says how much slower or faster the machine runs now than when the reference
     * figures were taken. */
    {"libsodium scalarmult (calibration)", run_sodium_scalarmult, "reference run 38.0 us"},
};

int bench_ops_ristretto255(const struct bench_output *out) {
    struct ops_ctx ctx;
    uint8_t seed[randombytes_SEEDBYTES] = {7};
    uint8_t bytes[64];
    randombytes_buf_deterministic(bytes, sizeof bytes, seed);
    fe25519_frombytes(&ctx.fa, bytes);
    fe25519_frombytes(&ctx.fb, bytes + 32);
    ecb_ristretto255_from_uniform_bytes(&ctx.pb, bytes);
    bytes[0] ^= 1;
    ecb_ristretto255_from_uniform_bytes(&ctx.pa, bytes);
    ecb_ristretto255_encode(ctx.enc, &ctx.pa);
    memcpy(ctx.uniform, bytes, 64);
    ecb_ristretto255_scalar_reduce64(&ctx.sa, bytes);
    bytes[1] ^= 1;
    ecb_ristretto255_scalar_reduce64(&ctx.sb, bytes);
    ecb_ristretto255_base_mult(&ctx.pa, &ctx.sa); /* builds the base tables outside timing */

    if (!out->json) printf("ristretto255 operations (median ns per call, dependent chains)\n");
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const double ns = bench_median_ns(rows[i].fn, &ctx, out->target_ms, out->samples);
        bench_print_op(out, "ristretto255", rows[i].op, ns, rows[i].reference);
    }
    return 0;
}
