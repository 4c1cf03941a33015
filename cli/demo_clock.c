/* Timing for `ecbatch demo` (demo_clock.h). */
#define _POSIX_C_SOURCE 200809L
#include "demo_clock.h"

#include <time.h>

double demo_cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}
