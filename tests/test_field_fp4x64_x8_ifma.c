/* The 8-lane IFMA field fp254x8 (5 x 52-bit limbs over fp254's 4 words, the template of
 * fp_x8_ifma_impl.h at FP8_LIMBS 5) against the scalar field fp254, bit for bit after
 * unpacking: products, squares, the additive family, pack/unpack round trips (through pointers
 * too), aliasing, edge integers in every lane position (each 52-bit and 64-bit limb boundary
 * from both sides), and chains of 1000 operations (tests/fp8_test_impl.h). Skipped (exit 77,
 * ctest's SKIP_RETURN_CODE) where the build or the CPU lacks AVX-512 IFMA. */
#include "testlib.h"

#include "bigref.h"
#include "field/bn254/fp254_x8_ifma.h"
#include "util/cpu.h"

#define TEST_SKIPPED 77

#if defined(ECB_CPU_IFMA_BUILD)
#define TV fp254x8
#define TV_LABEL "fp254x8"
#define TF fp254
#define TF_WORDS 4
#define TF_P                                                                                       \
    { 0x3c208c16d87cfd47ULL, 0x97816a916871ca8dULL, 0xb85045b68181585dULL, 0x30644e72e131a029ULL }
#include "fp8_test_impl.h"
#endif

int main(void) {
    tl_init();
#if defined(ECB_CPU_IFMA_BUILD)
    if (!ecb_cpu_has_ifma()) {
        printf("test_field_fp4x64_x8_ifma: skipped: this CPU (or ECBATCH_CPU) has no "
               "AVX512F + AVX512VL + AVX512IFMA\n");
        return TEST_SKIPPED;
    }
    fp254x8_run();
    return tl_finish("test_field_fp4x64_x8_ifma");
#else
    printf(
        "test_field_fp4x64_x8_ifma: skipped: the 8-lane IFMA fields are built only for x86-64\n");
    return TEST_SKIPPED;
#endif
}
