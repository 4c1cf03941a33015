/* Eight BLS12-381 scalar-field elements at once (fp_x8_ifma.h): the 52-bit-limb IFMA template
 * instantiated with 5 limbs over the 4 words of fr381,
 * r = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001 (< 2^255, so the
 * template's bound r < 2^258 holds). */
#include "field/bls12/fr381_x8_ifma.h"

#if defined(ECB_CPU_IFMA_BUILD)
#define FP8_NAME fr381x8
#define FP8_SCALAR fr381
#define FP8_LIMBS 5
#define FP8_WORDS 4
#define FP8_MODULUS                                                                                \
    {                                                                                              \
        0xfffff00000001ULL, 0x2fffe5bfefffULL, 0x9a1d80553bda4ULL, 0x7d483339d8080ULL,             \
            0x73eda753299dULL                                                                      \
    }
#define FP8_INV 0xffffeffffffffULL
#include "field/bls12/fp_x8_ifma_impl.h"
#endif
