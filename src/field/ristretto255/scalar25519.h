/* Scalars mod l = 2^252 + c, c = 27742317777372353535851937790883648493 (the order of
 * ristretto255), as four 64-bit limbs, always fully reduced. The public operations are the
 * ecb_ristretto255_scalar_* functions of include/ecbatch/ristretto255.h; this header adds the
 * internal pieces that group code needs: wide reduction and digit recodings. */
#ifndef ECBATCH_FIELD_SCALAR25519_H
#define ECBATCH_FIELD_SCALAR25519_H

#include <stdint.h>

#include "ecbatch/ristretto255.h"

typedef ecb_ristretto255_scalar sc25519;

/* r = x mod l for a 512-bit x (x[0] least significant). Constant time. */
void sc25519_reduce512(sc25519 *r, const uint64_t x[8]);

/* Signed radix-16 digits: s = sum e[i] 16^i with every e[i] in [-8, 8). Needs s < 2^255
 * (true for every reduced scalar). Constant time. */
void sc25519_signed_radix16(int8_t e[64], const sc25519 *s);

/* Width-w NAF (2 <= w <= 8): s = sum naf[i] 2^i with every non-zero naf[i] odd, |naf[i]| <
 * 2^(w-1), and at most one non-zero digit in any w consecutive positions. Returns the index
 * of the highest non-zero digit, or -1 when s = 0. Variable time: public scalars only. */
int sc25519_wnaf_var(int8_t naf[256], const sc25519 *s, unsigned w);

#endif
