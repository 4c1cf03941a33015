/* The radix-2^64 field with its portable kernels against fe25519 (see fe64_checks.h). */
#include "fe64_checks.h"

int main(void) {
    tl_init();
    run_fe64_checks();
    return tl_finish("test_field_fe25519_64");
}
