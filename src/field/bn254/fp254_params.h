/* The parameters of the BN254 base field for the 4x64 template (fp4x64_impl.h):
 * p = 0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47 and its Montgomery
 * constants (R = 2^256). Shared by fp254.c and fp254_inline.h. */
#ifndef ECBATCH_FIELD_BN254_FP254_PARAMS_H
#define ECBATCH_FIELD_BN254_FP254_PARAMS_H

#define FP4_MODULUS                                                                                \
    { 0x3c208c16d87cfd47ULL, 0x97816a916871ca8dULL, 0xb85045b68181585dULL, 0x30644e72e131a029ULL }
#define FP4_ONE_R                                                                                  \
    { 0xd35d438dc58f0d9dULL, 0x0a78eb28f5c70b3dULL, 0x666ea36f7879462cULL, 0x0e0a77c19a07df2fULL }
#define FP4_R2                                                                                     \
    { 0xf32cfc5b538afa89ULL, 0xb5e71911d44501fbULL, 0x47ab1eff0a417ff6ULL, 0x06d89f71cab8351fULL }
#define FP4_R3                                                                                     \
    { 0xb1cd6dafda1530dfULL, 0x62f210e6a7283db6ULL, 0xef7f0b0c0ada0afbULL, 0x20fd6e902d592544ULL }
#define FP4_HALF                                                                                   \
    { 0x9e10460b6c3e7ea3ULL, 0xcbc0b548b438e546ULL, 0xdc2822db40c0ac2eULL, 0x183227397098d014ULL }
#define FP4_INV 0x87d20782e4866389ULL
#define FP4_MODINFO                                                                                \
    {                                                                                              \
        {0x3c208c16d87cfd47LL, 0x1e05aa45a1c72a34LL, 0x05045b68181585d9LL, 0x19139cb84c680a6eLL,   \
         0x30LL},                                                                                  \
            0x382df87d1b799c77ULL, 5, 12                                                           \
    }

#endif
