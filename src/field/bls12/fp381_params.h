/* The parameters of the BLS12-381 base field for the 6x64 template (fp6x64_impl.h):
 * p =
 * 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
 * and its Montgomery constants (R = 2^384). Shared by fp381.c and fp381_inline.h. */
#ifndef ECBATCH_FIELD_FP381_PARAMS_H
#define ECBATCH_FIELD_FP381_PARAMS_H

#define FP_MODULUS                                                                                 \
    {                                                                                              \
        0xb9feffffffffaaabULL, 0x1eabfffeb153ffffULL, 0x6730d2a0f6b0f624ULL,                       \
            0x64774b84f38512bfULL, 0x4b1ba7b6434bacd7ULL, 0x1a0111ea397fe69aULL                    \
    }
#define FP_ONE_R                                                                                   \
    {                                                                                              \
        0x760900000002fffdULL, 0xebf4000bc40c0002ULL, 0x5f48985753c758baULL,                       \
            0x77ce585370525745ULL, 0x5c071a97a256ec6dULL, 0x15f65ec3fa80e493ULL                    \
    }
#define FP_R2                                                                                      \
    {                                                                                              \
        0xf4df1f341c341746ULL, 0x0a76e6a609d104f1ULL, 0x8de5476c4c95b6d5ULL,                       \
            0x67eb88a9939d83c0ULL, 0x9a793e85b519952dULL, 0x11988fe592cae3aaULL                    \
    }
#define FP_R3                                                                                      \
    {                                                                                              \
        0xed48ac6bd94ca1e0ULL, 0x315f831e03a7adf8ULL, 0x9a53352a615e29ddULL,                       \
            0x34c04e5e921e1761ULL, 0x2512d43565724728ULL, 0x0aa6346091755d4dULL                    \
    }
#define FP_HALF                                                                                    \
    {                                                                                              \
        0xdcff7fffffffd555ULL, 0x0f55ffff58a9ffffULL, 0xb39869507b587b12ULL,                       \
            0xb23ba5c279c2895fULL, 0x258dd3db21a5d66bULL, 0x0d0088f51cbff34dULL                    \
    }
#define FP_INV 0x89f3fffcfffcfffdULL
#define FP_MODINFO                                                                                 \
    {                                                                                              \
        {0x39feffffffffaaabLL,                                                                     \
         0x3aaffffac54ffffeLL,                                                                     \
         0x330d2a0f6b0f6241LL,                                                                     \
         0x1dd2e13ce144afd9LL,                                                                     \
         0x1ba7b6434bacd764LL,                                                                     \
         0x0447a8e5ff9a692cLL,                                                                     \
         0x1a0LL},                                                                                 \
            0x360c000300030003ULL, 7, 18                                                           \
    }

#endif
