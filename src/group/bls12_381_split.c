/* Base-|z| digits of a scalar (see bls12_381_split.h). */
#include "group/bls12_381_split.h"

/* q = n / |z| and the remainder, for n below 2^bits; q has 4 limbs. Each step shifts one bit
 * of n into the remainder (< 2 |z| < 2^65) and subtracts |z| under a mask. */
static uint64_t div_z(uint64_t q[4], const uint64_t n[4], int bits) {
    unsigned __int128 rem = 0;
    const unsigned __int128 z = BLS12_381_Z_ABS;
    q[0] = q[1] = q[2] = q[3] = 0;
    for (int bit = bits - 1; bit >= 0; bit--) {
        rem = (rem << 1) | ((n[bit / 64] >> (bit % 64)) & 1);
        unsigned __int128 d = rem - z;
        uint64_t ge = 1 ^ (uint64_t)(d >> 127);
        unsigned __int128 mask = (unsigned __int128)0 - ge;
        rem = (d & mask) | (rem & ~mask);
        q[bit / 64] |= ge << (bit % 64);
    }
    return (uint64_t)rem;
}

void bls12_381_z_digits(uint64_t d[4], const uint64_t k[4]) {
    uint64_t q1[4], q2[4], q3[4];
    d[0] = div_z(q1, k, 256);
    d[1] = div_z(q2, q1, 192); /* k < |z|^4: q1 < |z|^3 < 2^192 */
    d[2] = div_z(q3, q2, 128); /* q2 < |z|^2 < 2^128 */
    d[3] = q3[0];
}
