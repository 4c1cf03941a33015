/* Timing for `ecbatch demo`: this thread's CPU clock (the machine may be shared and every demo
 * call runs on one thread). */
#ifndef ECBATCH_CLI_DEMO_CLOCK_H
#define ECBATCH_CLI_DEMO_CLOCK_H

/* This thread's CPU time in milliseconds. */
double demo_cpu_ms(void);

#endif
