/* edwards25519: the non-inline parts of edwards25519.h. */
#include "group/ristretto255/edwards25519.h"

/* Montgomery's trick: prefix products z_0 z_1 ... z_i in scratch, one inversion of the whole
 * product, then a backward pass peels off 1/z_i = (z_0 ... z_{i-1}) / (z_0 ... z_i). */
void ge25519_batch_to_niels(ge25519_niels *out, const ge25519_p3 *in, size_t n, fe25519 *scratch) {
    fe25519 acc, zinv, x, y, t;
    if (n == 0) return;
    fe25519_copy(&scratch[0], &in[0].Z);
    for (size_t i = 1; i < n; i++)
        fe25519_mul(&scratch[i], &scratch[i - 1], &in[i].Z);
    fe25519_invert(&acc, &scratch[n - 1]); /* 1 / (z_0 ... z_{n-1}) */
    for (size_t i = n; i-- > 0;) {
        if (i > 0) {
            fe25519_mul(&zinv, &acc, &scratch[i - 1]);
            fe25519_mul(&acc, &acc, &in[i].Z);
        } else {
            fe25519_copy(&zinv, &acc);
        }
        fe25519_mul(&x, &in[i].X, &zinv);
        fe25519_mul(&y, &in[i].Y, &zinv);
        fe25519_add(&out[i].yplusx, &y, &x);
        fe25519_sub(&out[i].yminusx, &y, &x);
        fe25519_mul(&t, &x, &y);
        fe25519_mul(&out[i].xy2d, &t, &fe25519_d2);
    }
}
