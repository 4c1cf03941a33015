/* The 8-lane IFMA fields fp381x8 and fp377x8 against the scalar fields fp381 and fp377, bit
 * for bit after unpacking: products, squares, the additive family, pack/unpack round trips,
 * aliasing, edge integers in every lane position, and chains of 1000 operations. Skipped
 * (exit 77, ctest's SKIP_RETURN_CODE) where the build or the CPU lacks AVX-512 IFMA. */
#include "testlib.h"

#include "bigref.h"
#include "field/fp377_x8.h"
#include "field/fp381_x8.h"
#include "util/cpu.h"

#define TEST_SKIPPED 77

#if ECB_FP8_HAVE_IFMA
#define TV fp381x8
#define TV_LABEL "fp381x8"
#define TF fp381
#define TF_P                                                                                       \
    {                                                                                              \
        0xb9feffffffffaaabULL, 0x1eabfffeb153ffffULL, 0x6730d2a0f6b0f624ULL,                       \
            0x64774b84f38512bfULL, 0x4b1ba7b6434bacd7ULL, 0x1a0111ea397fe69aULL                    \
    }
#include "fp8_test_impl.h"
#undef TV
#undef TV_LABEL
#undef TF
#undef TF_P

#define TV fp377x8
#define TV_LABEL "fp377x8"
#define TF fp377
#define TF_P                                                                                       \
    {                                                                                              \
        0x8508c00000000001ULL, 0x170b5d4430000000ULL, 0x1ef3622fba094800ULL,                       \
            0x1a22d9f300f5138fULL, 0xc63b05c06ca1493bULL, 0x01ae3a4617c510eaULL                    \
    }
#include "fp8_test_impl.h"
#undef TV
#undef TV_LABEL
#undef TF
#undef TF_P
#endif

int main(void) {
    tl_init();
#if ECB_FP8_HAVE_IFMA
    if (!ecb_cpu_has_ifma()) {
        printf("test_field_fp8x52: skipped: this CPU (or ECBATCH_PORTABLE=1) has no "
               "AVX512F + AVX512VL + AVX512IFMA\n");
        return TEST_SKIPPED;
    }
    fp381x8_run();
    fp377x8_run();
    return tl_finish("test_field_fp8x52");
#else
    printf("test_field_fp8x52: skipped: the 8-lane IFMA fields are built only for x86-64\n");
    return TEST_SKIPPED;
#endif
}
