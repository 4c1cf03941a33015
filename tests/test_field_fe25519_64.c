/* The radix-2^64 field against fe25519 (see fe64_checks.h) at the running level: its product
 * and square take the MULX/ADX form at level adx and above, the C form at portable (the
 * _cpu_adx and _cpu_portable reruns, tests/vectors.cmake, run both on a CPU with ADX). */
#include "fe64_checks.h"
#include "util/cpu.h"

int main(void) {
    tl_init();
    printf("test_field_fe25519_64: %s product\n", ecb_cpu_has_mulx_adx() ? "MULX/ADX" : "C");
    run_fe64_checks();
    return tl_finish("test_field_fe25519_64");
}
