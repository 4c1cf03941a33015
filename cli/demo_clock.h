/* Timing for `ecbatch demo`: this thread's CPU clock (the machine may be shared and every demo
 * call runs on one thread) and the factor that turns times here into times on the machine the
 * reference figures come from. */
#ifndef ECBATCH_CLI_DEMO_CLOCK_H
#define ECBATCH_CLI_DEMO_CLOCK_H

/* This thread's CPU time in milliseconds. */
double demo_cpu_ms(void);

/* libsodium's ristretto255 scalar multiplication took 38.0 us on the reference machine
 * (reference-figures.md): returns 38.0 us over the fastest of 15 runs here. */
double demo_reference_scale(void);

#endif
