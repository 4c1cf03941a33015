/* The ristretto255 part of `ecbatch demo`: encode, decode and hash to the group, with a few
 * timings (medians, see bench/). */
#include <stdio.h>
#include <string.h>

#include <sodium.h>

#include "bench.h"
#include "demo.h"
#include "ecbatch/ristretto255.h"

static void print_hex(const char *label, const uint8_t *b, size_t n) {
    printf("  %-30s ", label);
    for (size_t i = 0; i < n; i++)
        printf("%02x", b[i]);
    printf("\n");
}

struct demo_ctx {
    ecb_ristretto255_point p;
    ecb_ristretto255_scalar k;
    uint8_t enc[32];
    uint8_t uniform[64];
};

static void time_decode(void *c, size_t n) {
    struct demo_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        (void)ecb_ristretto255_decode(&x->p, x->enc);
}
static void time_hash(void *c, size_t n) {
    struct demo_ctx *x = c;
    for (size_t i = 0; i < n; i++) {
        ecb_ristretto255_from_uniform_bytes(&x->p, x->uniform);
        x->uniform[0] ^= (uint8_t)x->p.X.v[0];
    }
}
static void time_base_mult(void *c, size_t n) {
    struct demo_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        ecb_ristretto255_base_mult(&x->p, &x->k);
}
static void time_scalar_mult(void *c, size_t n) {
    struct demo_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        ecb_ristretto255_scalar_mult(&x->p, &x->k, &x->p);
}

int demo_ristretto255(void) {
    struct demo_ctx ctx;
    const char *msg = "ecbatch demo";
    uint8_t enc[32], again[32];
    ecb_ristretto255_point p, q;

    printf("\nristretto255 (RFC 9496)\n");
    ecb_ristretto255_base(&p);
    ecb_ristretto255_encode(enc, &p);
    print_hex("base point B", enc, 32);
    /* hash a message to the group: SHA-512, then the element derivation of §4.3.4 */
    crypto_hash_sha512(ctx.uniform, (const unsigned char *)msg, strlen(msg));
    ecb_ristretto255_from_uniform_bytes(&p, ctx.uniform);
    ecb_ristretto255_encode(enc, &p);
    print_hex("hash(\"ecbatch demo\")", enc, 32);
    const ecb_status st = ecb_ristretto255_decode(&q, enc);
    ecb_ristretto255_encode(again, &q);
    printf("  decode -> %s, re-encodes identically: %s\n", ecb_status_str(st),
           memcmp(again, enc, 32) == 0 ? "yes" : "NO");
    /* the same bytes with bit 255 set: non-canonical, rejected (libsodium 1.0.18 ignores
     * the bit and would accept them) */
    enc[31] |= 0x80;
    const ecb_status st_bit255 = ecb_ristretto255_decode(&q, enc);
    printf("  same bytes with bit 255 set  -> %s\n", ecb_status_str(st_bit255));
    enc[31] &= 0x7f;

    memcpy(ctx.enc, enc, 32);
    ecb_ristretto255_scalar_reduce64(&ctx.k, ctx.uniform);
    ctx.p = p;
    printf("  timings (median):\n");
    printf("    decode            %8.2f us\n", bench_median_ns(time_decode, &ctx, 5.0, 5) / 1e3);
    printf("    hash to group     %8.2f us\n", bench_median_ns(time_hash, &ctx, 5.0, 5) / 1e3);
    printf("    k*B (table, CT)   %8.2f us\n", bench_median_ns(time_base_mult, &ctx, 5.0, 5) / 1e3);
    printf("    k*P (CT)          %8.2f us\n",
           bench_median_ns(time_scalar_mult, &ctx, 5.0, 5) / 1e3);
    return st == ECB_OK && st_bit255 == ECB_ERR_NON_CANONICAL && memcmp(again, enc, 32) == 0 ? 0
                                                                                             : 1;
}
