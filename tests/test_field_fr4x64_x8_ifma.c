/* The 8-lane IFMA field fr381x8 (5 x 52-bit limbs over fr381's 4 words, the template of
 * fp_x8_ifma_impl.h at FP8_LIMBS 5) against the scalar field fr381, bit for bit after
 * unpacking: products, squares, the additive family, pack/unpack round trips (through pointers
 * too), aliasing, edge integers in every lane position, and chains of 1000 operations
 * (tests/fp8_test_impl.h). Skipped (exit 77, ctest's SKIP_RETURN_CODE) where the build or the
 * CPU lacks AVX-512 IFMA. */
#include "testlib.h"

#include "bigref.h"
#include "field/bls12/fr381_x8_ifma.h"
#include "util/cpu.h"

#define TEST_SKIPPED 77

#if defined(ECB_CPU_IFMA_BUILD)
/* fr381 has no doubling or halving of its own: the references here are a + a and a (1/2). */
static void fr381_dbl(fr381 *r, const fr381 *a) {
    fr381_add(r, a, a);
}

static void fr381_half(fr381 *r, const fr381 *a) {
    fr381 half;
    fr381_from_u64(&half, 2);
    fr381_inv_var(&half, &half);
    fr381_mul(r, a, &half);
}

#define TV fr381x8
#define TV_LABEL "fr381x8"
#define TF fr381
#define TF_WORDS 4
#define TF_P FR381_ORDER
#include "fp8_test_impl.h"
#endif

int main(void) {
    tl_init();
#if defined(ECB_CPU_IFMA_BUILD)
    if (!ecb_cpu_has_ifma()) {
        printf("test_field_fr4x64_x8_ifma: skipped: this CPU (or ECBATCH_CPU) has no "
               "AVX512F + AVX512VL + AVX512IFMA\n");
        return TEST_SKIPPED;
    }
    fr381x8_run();
    return tl_finish("test_field_fr4x64_x8_ifma");
#else
    printf(
        "test_field_fr4x64_x8_ifma: skipped: the 8-lane IFMA fields are built only for x86-64\n");
    return TEST_SKIPPED;
#endif
}
