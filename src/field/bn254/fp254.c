/* BN254 base field: the 4x64 Montgomery template instantiated for
 * p = 0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47. */
#include "field/bn254/fp254.h"

#define FP4_NAME fp254
#include "field/bn254/fp254_params.h"
#include "field/fp4x64_impl.h"

/* (p + 1) / 4 */
static const uint64_t fp254_sqrt_exp[4] = {0x4f082305b61f3f52ULL, 0x65e05aa45a1c72a3ULL,
                                           0x6e14116da0605617ULL, 0x0c19139cb84c680aULL};

/* For a square a = s^2: a^((p+1)/4) squared is a^((p+1)/2) = a s^(p-1) = a (Fermat). */
int fp254_sqrt(fp254 *r, const fp254 *a) {
    fp254 z, check;
    fp254_pow(&z, a, fp254_sqrt_exp);
    fp254_sqr(&check, &z);
    int ok = fp254_equal(&check, a);
    *r = z;
    return ok;
}
