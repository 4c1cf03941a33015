/* BLS12-381 scalar field: the 4x64 Montgomery template instantiated for
 * r = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001. */
#include "field/bls12/fr381.h"

#define FR_NAME fr381
#define FR_MODULUS FR381_ORDER
#define FR_ONE_R                                                                                   \
    { 0x00000001fffffffeULL, 0x5884b7fa00034802ULL, 0x998c4fefecbc4ff5ULL, 0x1824b159acc5056fULL }
#define FR_R2                                                                                      \
    { 0xc999e990f3f29c6dULL, 0x2b6cedcb87925c23ULL, 0x05d314967254398fULL, 0x0748d9d99f59ff11ULL }
#define FR_R3                                                                                      \
    { 0xc62c1807439b73afULL, 0x1b3e0d188cf06990ULL, 0x73d13c71c7b5f418ULL, 0x6e2a5bb9c8db33e9ULL }
#define FR_INV 0xfffffffeffffffffULL
#define FR_MODINFO                                                                                 \
    {                                                                                              \
        {0x3fffffff00000001LL, 0x0ef6900bfff96ffbLL, 0x339d80809a1d8055LL, 0x3b69d4ca675f520cLL,   \
         0x73LL},                                                                                  \
            0x100000001ULL, 5, 12                                                                  \
    }

#include "field/bls12/fr4x64_impl.h"

const uint64_t fr381_order[4] = FR381_ORDER;
