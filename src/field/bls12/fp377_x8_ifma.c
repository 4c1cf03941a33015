/* Eight BLS12-377 base-field elements at once (fp_x8_ifma.h): the 8 x 52-bit IFMA template
 * instantiated for p = 0x01ae3a46...8508c00000000001. */
#include "field/bls12/fp377_x8_ifma.h"

#if defined(ECB_CPU_IFMA_BUILD)
#define FP8_NAME fp377x8
#define FP8_SCALAR fp377
#define FP8_MODULUS                                                                                \
    {                                                                                              \
        0x8c00000000001ULL, 0x4430000000850ULL, 0xa094800170b5dULL, 0x138f1ef3622fbULL,            \
            0xb1a22d9f300f5ULL, 0x3b05c06ca1493ULL, 0xa4617c510eac6ULL, 0x1ae3ULL                  \
    }
#define FP8_INV 0x8bfffffffffffULL
#include "field/bls12/fp_x8_ifma_impl.h"
#endif
