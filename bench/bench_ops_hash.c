/* ecbatch bench ops --group hash: the hash layer's primitives. Throughput figures (GB/s)
 * are printed beside the medians for the BLAKE3 sizes. */
#include <stdio.h>
#include <string.h>

#include "bench.h"
#include "ecbatch/merlin.h"
#include "hash/blake3.h"
#include "hash/keccak.h"
#include "hash/sha3.h"

struct hash_ctx {
    uint64_t state[25];
    uint8_t in[65536];
    uint8_t out[64];
    size_t len;
    ecb_merlin_transcript transcript;
};

static void run_keccak_f(void *p, size_t iters) {
    struct hash_ctx *c = p;
    for (size_t i = 0; i < iters; i++)
        ecb_keccak_f1600(c->state);
}

static void run_sha3_512(void *p, size_t iters) {
    struct hash_ctx *c = p;
    for (size_t i = 0; i < iters; i++) {
        ecb_sha3_512(c->out, c->in, 64);
        c->in[0] ^= c->out[0];
    }
}

static void run_shake256(void *p, size_t iters) {
    struct hash_ctx *c = p;
    for (size_t i = 0; i < iters; i++) {
        ecb_shake256(c->out, 64, c->in, 32);
        c->in[0] ^= c->out[0];
    }
}

/* One proof-style step: append a 32-byte point, then draw a 64-byte challenge. */
static void run_merlin(void *p, size_t iters) {
    struct hash_ctx *c = p;
    for (size_t i = 0; i < iters; i++) {
        ecb_merlin_append_message(&c->transcript, (const uint8_t *)"A", 1, c->in, 32);
        ecb_merlin_challenge_bytes(&c->transcript, (const uint8_t *)"y", 1, c->out, 64);
    }
}

static void run_blake3(void *p, size_t iters) {
    struct hash_ctx *c = p;
    for (size_t i = 0; i < iters; i++) {
        ecb_blake3_hash(c->out, 32, c->in, c->len);
        c->in[0] ^= c->out[0];
    }
}

int bench_ops_hash(const struct bench_output *out) {
    static struct hash_ctx ctx;
    const char *g = "hash";
    for (size_t i = 0; i < sizeof ctx.in; i++)
        ctx.in[i] = (uint8_t)(i * 31 + 7);
    ecb_merlin_init(&ctx.transcript, (const uint8_t *)"bench", 5);
    if (!out->json) printf("hash layer (median ns per call)\n");

    bench_print_op(out, g, "keccak_f1600",
                   bench_median_ns(run_keccak_f, &ctx, out->target_ms, out->samples), NULL);
    bench_print_op(out, g, "sha3_512_64B",
                   bench_median_ns(run_sha3_512, &ctx, out->target_ms, out->samples), NULL);
    bench_print_op(out, g, "shake256_32B_in_64B_out",
                   bench_median_ns(run_shake256, &ctx, out->target_ms, out->samples), NULL);
    bench_print_op(out, g, "merlin_append32_challenge64",
                   bench_median_ns(run_merlin, &ctx, out->target_ms, out->samples), NULL);

    static const size_t sizes[] = {64, 1024, 65536};
    static const char *names[] = {"blake3_64B", "blake3_1KiB", "blake3_64KiB"};
    for (int s = 0; s < 3; s++) {
        ctx.len = sizes[s];
        double ns = bench_median_ns(run_blake3, &ctx, out->target_ms, out->samples);
        char rate[32];
        snprintf(rate, sizeof rate, "%.2f GB/s", (double)sizes[s] / ns);
        bench_print_op(out, g, names[s], ns, rate);
    }
    ecb_merlin_wipe(&ctx.transcript);
    return 0;
}
