/* BLS12-377 scalar field: the 4x64 Montgomery template instantiated for
 * r = 0x12ab655e9a2ca55660b44d1e5c37b00159aa76fed00000010a11800000000001. */
#include "field/bls12/fr377.h"

#define FR_NAME fr377
#define FR_MODULUS FR377_ORDER
#define FR_ONE_R                                                                                   \
    { 0x7d1c7ffffffffff3ULL, 0x7257f50f6ffffff2ULL, 0x16d81575512c0feeULL, 0x0d4bda322bbb9a9dULL }
#define FR_R2                                                                                      \
    { 0x25d577bab861857bULL, 0xcc2c27b58860591fULL, 0xa7cc008fe5dc8593ULL, 0x011fdae7eff1c939ULL }
#define FR_R3                                                                                      \
    { 0x6a4295c90f65454cULL, 0x624d23ffae271699ULL, 0xb1e55ef6f1c9d713ULL, 0x0601dfa555c48ddaULL }
#define FR_INV 0x0a117fffffffffffULL
#define FR_MODINFO                                                                                 \
    {                                                                                              \
        {0x0a11800000000001LL, 0x26a9dbfb40000004LL, 0x0b44d1e5c37b0015LL, 0x2ad957a68b295598LL,   \
         0x12LL},                                                                                  \
            0x35ee800000000001ULL, 5, 12                                                           \
    }

#include "field/bls12/fr4x64_impl.h"

const uint64_t fr377_order[4] = FR377_ORDER;
