/* The calibration every benchmark prints (bench.h): libsodium's constant-time ristretto255
 * scalar multiplication, whose time on the reference machine is known. */
#include <sodium.h>
#include <stdlib.h>

#include "bench.h"

static void run_sodium_scalarmult(void *ctx, size_t iters) {
    const unsigned char *in = ctx; /* 32 bytes point, 32 bytes scalar */
    unsigned char q[32];
    for (size_t i = 0; i < iters; i++)
        if (crypto_scalarmult_ristretto255(q, in + 32, in) != 0) abort();
}

double bench_sodium_scalarmult_ns(double target_ms, int samples) {
    unsigned char in[64];
    crypto_core_ristretto255_random(in);
    crypto_core_ristretto255_scalar_random(in + 32);
    return bench_median_ns(run_sodium_scalarmult, in, target_ms, samples);
}
