/* The radix-2^64 field with the MULX/ADX multiplication against fe25519 (see fe64_checks.h);
 * on a CPU without BMI2 and ADX only the check that the library reports so runs. */
#define FE64_MULX 1
#include "fe64_checks.h"
#include "util/cpu.h"

int main(void) {
    tl_init();
    if (ecb_cpu_has_mulx_adx()) {
        run_fe64_checks();
    } else {
        printf("test_field_fe25519_64_adx: CPU without BMI2/ADX, MULX kernels not run\n");
        CHECK(!ecb_cpu_has_mulx_adx());
    }
    return tl_finish("test_field_fe25519_64_adx");
}
