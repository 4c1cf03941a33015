/* The parameters of the BLS12-377 base field for the 6x64 template (fp6x64_impl.h):
 * p =
 * 0x01ae3a4617c510eac63b05c06ca1493b1a22d9f300f5138f1ef3622fba094800170b5d44300000008508c00000000001
 * and its Montgomery constants (R = 2^384). Shared by fp377.c and fp377_inline.h. */
#ifndef ECBATCH_FIELD_FP377_PARAMS_H
#define ECBATCH_FIELD_FP377_PARAMS_H

#define FP_MODULUS                                                                                 \
    {                                                                                              \
        0x8508c00000000001ULL, 0x170b5d4430000000ULL, 0x1ef3622fba094800ULL,                       \
            0x1a22d9f300f5138fULL, 0xc63b05c06ca1493bULL, 0x01ae3a4617c510eaULL                    \
    }
#define FP_ONE_R                                                                                   \
    {                                                                                              \
        0x02cdffffffffff68ULL, 0x51409f837fffffb1ULL, 0x9f7db3a98a7d3ff2ULL,                       \
            0x7b4e97b76e7c6305ULL, 0x4cf495bf803c84e8ULL, 0x008d6661e2fdf49aULL                    \
    }
#define FP_R2                                                                                      \
    {                                                                                              \
        0xb786686c9400cd22ULL, 0x0329fcaab00431b1ULL, 0x22a5f11162d6b46dULL,                       \
            0xbfdf7d03827dc3acULL, 0x837e92f041790bf9ULL, 0x006dfccb1e914b88ULL                    \
    }
#define FP_R3                                                                                      \
    {                                                                                              \
        0x581f532f8815de20ULL, 0xe50f4148be329585ULL, 0x2be8b1180449f513ULL,                       \
            0x6a2a9516c804a20eULL, 0x3f72540713590cb9ULL, 0x01065ab4c0e7dda5ULL                    \
    }
#define FP_HALF                                                                                    \
    {                                                                                              \
        0x4284600000000000ULL, 0x0b85aea218000000ULL, 0x8f79b117dd04a400ULL,                       \
            0x8d116cf9807a89c7ULL, 0x631d82e03650a49dULL, 0x00d71d230be28875ULL                    \
    }
#define FP_INV 0x8508bfffffffffffULL
#define FP_MODINFO                                                                                 \
    {                                                                                              \
        {0x0508c00000000001LL,                                                                     \
         0x1c2d7510c0000002LL,                                                                     \
         0x2f3622fba0948001LL,                                                                     \
         0x08b67cc03d44e3c7LL,                                                                     \
         0x3b05c06ca1493b1aLL,                                                                     \
         0x38e9185f1443ab18LL,                                                                     \
         0x1aLL},                                                                                  \
            0x3af7400000000001ULL, 7, 18                                                           \
    }

#endif
