/* BLS12-381 base field: the 6x64 Montgomery template instantiated for
 * p =
 * 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab.
 */
#include "field/bls12/fp381.h"

#define FP_NAME fp381
#include "field/bls12/fp381_params.h"
#include "field/bls12/fp6x64_impl.h"

/* (p + 1) / 4 */
const uint64_t fp381_sqrt_exp[6] = {0xee7fbfffffffeaabULL, 0x07aaffffac54ffffULL,
                                    0xd9cc34a83dac3d89ULL, 0xd91dd2e13ce144afULL,
                                    0x92c6e9ed90d2eb35ULL, 0x0680447a8e5ff9a6ULL};

int fp381_sqrt(fp381 *r, const fp381 *a) {
    fp381 s, c;
    fp381_pow(&s, a, fp381_sqrt_exp);
    fp381_sqr(&c, &s);
    int ok = fp381_equal(&c, a);
    *r = s;
    return ok;
}
