/* Base-u digits of a scalar (see bls12_split.h). */
#include "group/bls12/bls12_split.h"

#include <sodium.h>

/* q = n / u and the remainder, for n below 2^bits; q has 4 limbs. Each step shifts one bit
 * of n into the remainder (< 2 u < 2^65) and subtracts u under a mask. */
static uint64_t div_u(uint64_t q[4], const uint64_t n[4], int bits, uint64_t u) {
    unsigned __int128 rem = 0;
    const unsigned __int128 d = u;
    q[0] = q[1] = q[2] = q[3] = 0;
    for (int bit = bits - 1; bit >= 0; bit--) {
        rem = (rem << 1) | ((n[bit / 64] >> (bit % 64)) & 1);
        unsigned __int128 t = rem - d;
        uint64_t ge = 1 ^ (uint64_t)(t >> 127);
        unsigned __int128 mask = (unsigned __int128)0 - ge;
        rem = (t & mask) | (rem & ~mask);
        q[bit / 64] |= ge << (bit % 64);
    }
    return (uint64_t)rem;
}

void bls12_base_digits(uint64_t d[4], const uint64_t k[4], uint64_t u) {
    uint64_t q1[4], q2[4], q3[4];
    d[0] = div_u(q1, k, 256, u);
    d[1] = div_u(q2, q1, 192, u); /* k < u^4: q1 < u^3 < 2^192 */
    d[2] = div_u(q3, q2, 128, u); /* q2 < u^2 < 2^128 */
    d[3] = q3[0];
    sodium_memzero(q1, sizeof q1); /* k is secret */
    sodium_memzero(q2, sizeof q2);
    sodium_memzero(q3, sizeof q3);
}
