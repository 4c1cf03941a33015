/* The 6x64 Montgomery fields fp381 and fp377 against a slow big-integer reference: products
 * (portable and MULX/ADX kernels, bit-identical), the additive family, codec canonicity,
 * inversion (constant and variable time, batch), exponentiation, Legendre symbol vs Euler's
 * criterion, square roots. */
#include "testlib.h"

#include "bigref.h"
#include "field/bls12/fp377.h"
#include "field/bls12/fp381.h"
#include "util/cpu.h"

#define TF fp381
#define TF_P                                                                                       \
    {                                                                                              \
        0xb9feffffffffaaabULL, 0x1eabfffeb153ffffULL, 0x6730d2a0f6b0f624ULL,                       \
            0x64774b84f38512bfULL, 0x4b1ba7b6434bacd7ULL, 0x1a0111ea397fe69aULL                    \
    }
#include "fp_test_impl.h"
#undef TF
#undef TF_P

#define TF fp377
#define TF_P                                                                                       \
    {                                                                                              \
        0x8508c00000000001ULL, 0x170b5d4430000000ULL, 0x1ef3622fba094800ULL,                       \
            0x1a22d9f300f5138fULL, 0xc63b05c06ca1493bULL, 0x01ae3a4617c510eaULL                    \
    }
#include "fp_test_impl.h"
#undef TF
#undef TF_P

int main(void) {
    tl_init();
    printf("mulx/adx kernel: %s\n", ecb_cpu_has_mulx_adx() ? "tested" : "not available");
    fp381_run();
    fp377_run();
    return tl_finish("test_field_fp6x64");
}
