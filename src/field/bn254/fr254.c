/* BN254 scalar field: the 4x64 Montgomery template instantiated for
 * r = 0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001. */
#include "field/bn254/fr254.h"

#define FR_NAME fr254
#define FR_MODULUS FR254_ORDER
#define FR_ONE_R                                                                                   \
    { 0xac96341c4ffffffbULL, 0x36fc76959f60cd29ULL, 0x666ea36f7879462eULL, 0x0e0a77c19a07df2fULL }
#define FR_R2                                                                                      \
    { 0x1bb8e645ae216da7ULL, 0x53fe3ab1e35c59e3ULL, 0x8c49833d53bb8085ULL, 0x0216d0b17f4e44a5ULL }
#define FR_R3                                                                                      \
    { 0x5e94d8e1b4bf0040ULL, 0x2a489cbe1cfbb6b8ULL, 0x893cc664a19fcfedULL, 0x0cf8594b7fcc657cULL }
#define FR_INV 0xc2e1f593efffffffULL
#define FR_MODINFO                                                                                 \
    {                                                                                              \
        {0x03e1f593f0000001LL, 0x20cfa121e6e5c245LL, 0x05045b68181585d2LL, 0x19139cb84c680a6eLL,   \
         0x30LL},                                                                                  \
            0x3d1e0a6c10000001ULL, 5, 12                                                           \
    }

#include "field/bls12/fr4x64_impl.h"

const uint64_t fr254_order[4] = FR254_ORDER;
