/* Eight BN254 base-field elements at once (bls12/fp_x8_ifma.h): the 52-bit-limb IFMA template
 * instantiated with 5 limbs over the 4 words of fp254, p = 0x30644e72...3c208c16d87cfd47. */
#include "field/bn254/fp254_x8_ifma.h"

#if defined(ECB_CPU_IFMA_BUILD)
#define FP8_NAME fp254x8
#define FP8_SCALAR fp254
#define FP8_LIMBS 5
#define FP8_WORDS 4
#define FP8_MODULUS                                                                                \
    {                                                                                              \
        0x8c16d87cfd47ULL, 0x916871ca8d3c2ULL, 0x181585d97816aULL, 0xa029b85045b68ULL,             \
            0x30644e72e131ULL                                                                      \
    }
#define FP8_INV 0x20782e4866389ULL
#include "field/bls12/fp_x8_ifma_impl.h"
#endif
