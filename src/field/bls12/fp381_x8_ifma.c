/* Eight BLS12-381 base-field elements at once (fp_x8_ifma.h): the 8 x 52-bit IFMA template
 * instantiated for p = 0x1a0111ea...ffffaaab, with Fp2 = Fp[u] / (u^2 + 1) in lanes. */
#include <stddef.h>

#include "field/bls12/fp381_x8_ifma.h"

#if defined(ECB_CPU_IFMA_BUILD)
#define FP8_NAME fp381x8
#define FP8_SCALAR fp381
#define FP8_FP2_NAME fp2_381x8
#define FP8_FP2_SCALAR fp2_381
#define FP8_MODULUS                                                                                \
    {                                                                                              \
        0xeffffffffaaabULL, 0xfeb153ffffb9fULL, 0x6b0f6241eabffULL, 0x12bf6730d2a0fULL,            \
            0x764774b84f385ULL, 0x1ba7b6434bacdULL, 0x1ea397fe69a4bULL, 0x1a011ULL                 \
    }
#define FP8_INV 0x3fffcfffcfffdULL
#include "field/bls12/fp_x8_ifma_impl.h"
#endif
