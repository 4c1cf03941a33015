/* Timing for `ecbatch demo` (demo_clock.h). */
#define _POSIX_C_SOURCE 200809L
#include "demo_clock.h"

#include <sodium.h>
#include <time.h>

double demo_cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

double demo_reference_scale(void) {
    unsigned char in[64], out[32];
    crypto_core_ristretto255_random(in);
    crypto_core_ristretto255_scalar_random(in + 32);
    double best = 1e30;
    for (int i = 0; i < 15; i++) {
        double t0 = demo_cpu_ms();
        if (crypto_scalarmult_ristretto255(out, in + 32, in) != 0) out[0] ^= 1;
        double t = demo_cpu_ms() - t0;
        if (t < best) best = t;
    }
    return 38.0e-3 / best;
}
