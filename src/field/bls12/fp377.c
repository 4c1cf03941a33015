/* BLS12-377 base field: the 6x64 Montgomery template instantiated for
 * p =
 * 0x01ae3a4617c510eac63b05c06ca1493b1a22d9f300f5138f1ef3622fba094800170b5d44300000008508c00000000001.
 */
#include "field/bls12/fp377.h"

#define FP_NAME fp377
#include "field/bls12/fp377_params.h"
#include "field/bls12/fp6x64_impl.h"

/* p - 1 = 2^46 t with t odd; (t - 1) / 2 */
static const uint64_t fp377_ts_c3[6] = {0xba88600000010a11ULL, 0xc45f741290002e16ULL,
                                        0xb3e601ea271e3de6ULL, 0x0b80d94292763445ULL,
                                        0x748c2f8a21d58c76ULL, 0x000000000000035cULL};
/* 5^t, a primitive 2^46-th root of unity (5 is a non-square), in Montgomery form */
static const fp377 fp377_ts_c5 = {{0x68f876aa8bb191f2ULL, 0x254e4780a6722e51ULL,
                                   0xa818ea191f8a0eafULL, 0x2c1a6dd31d8d5057ULL,
                                   0xcce5a0cba0df931bULL, 0x00ba7904c8cf8495ULL}};

/* RFC 9380 Appendix I.4 sqrt_ct with c1 = 46: z = a^((t+1)/2) is corrected by powers of c5
 * chosen without branches; every iteration does the same work. */
int fp377_sqrt(fp377 *r, const fp377 *a) {
    fp377 z, t, b, c = fp377_ts_c5, zt, tt, one, check;
    fp377_one(&one);
    fp377_pow(&z, a, fp377_ts_c3);
    fp377_sqr(&t, &z);
    fp377_mul(&t, &t, a);
    fp377_mul(&z, &z, a);
    b = t;
    for (int k = 46; k >= 2; k--) {
        for (int i = 1; i <= k - 2; i++)
            fp377_sqr(&b, &b);
        int e = fp377_equal(&b, &one);
        fp377_mul(&zt, &z, &c);
        fp377_cmov(&z, &zt, 1 - e);
        fp377_sqr(&c, &c);
        fp377_mul(&tt, &t, &c);
        fp377_cmov(&t, &tt, 1 - e);
        b = t;
    }
    fp377_sqr(&check, &z);
    int ok = fp377_equal(&check, a);
    *r = z;
    return ok;
}
