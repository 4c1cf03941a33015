/* Width-w non-adjacent form (wNAF) of little-endian multi-limb scalars: the library's one
 * wNAF recoder, for the field (scalar25519.c), group (weierstrass_impl.h) and MSM layers.
 * Limb arithmetic only; variable time: public scalars only. */
#ifndef ECBATCH_FIELD_SCALAR_WNAF_H
#define ECBATCH_FIELD_SCALAR_WNAF_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* 64 bits of the little-endian limbs starting at bit pos; bits past the end are 0. */
static inline uint64_t scalar_bits64(const uint64_t *limbs, unsigned nlimbs, unsigned pos) {
    unsigned li = pos >> 6, sh = pos & 63;
    if (li >= nlimbs) return 0;
    uint64_t v = limbs[li] >> sh;
    if (sh != 0 && li + 1 < nlimbs) v |= limbs[li + 1] << (64 - sh);
    return v;
}

/* Width-w NAF of the scalar (Solinas 2000; Moller 2001): digits odd, |d| < 2^(w-1), each
 * non-zero digit followed by at least w - 1 zeros, sum d_i 2^i = k, positions 0..bits (a
 * b-bit scalar needs b + 1). Written as (position, digit) pairs in ascending position; runs
 * of zero digits are skipped 64 bits at a time with a count of trailing zeros (trailing ones
 * while a carry is pending). Returns the number of pairs, at most bits / w + 1. */
static inline unsigned scalar_wnaf_sparse(uint16_t *pos_out, int8_t *dig_out, const uint64_t *limbs,
                                          unsigned nlimbs, unsigned bits, unsigned w) {
    const uint32_t width = 1u << w, mask = width - 1;
    uint32_t carry = 0;
    unsigned pos = 0, count = 0;
    while (pos <= bits) {
        /* the bits equal to the carry are zero digits: skip to the first other one, where the
         * window is odd (no data-dependent branch per digit) */
        uint64_t x = scalar_bits64(limbs, nlimbs, pos), y = x ^ (0 - (uint64_t)carry);
        if (y == 0) {
            pos += 64;
            continue;
        }
        unsigned skip = (unsigned)__builtin_ctzll(y);
        pos += skip;
        if (pos > bits) break;
        x = skip <= 64 - w ? x >> skip : scalar_bits64(limbs, nlimbs, pos);
        uint32_t window = carry + ((uint32_t)x & mask);
        carry = window >= width / 2;
        int32_t d = (int32_t)window - (int32_t)(carry << w);
        pos_out[count] = (uint16_t)pos;
        dig_out[count] = (int8_t)d;
        count++;
        pos += w;
    }
    return count;
}

/* Capacity of a scalar's sparse wNAF (see scalar_wnaf_sparse). */
static inline unsigned scalar_wnaf_cap(unsigned bits, unsigned w) {
    return bits / w + 2;
}

/* The largest bit count and width the dense form takes (int8 digits: |d| < 2^(w-1) <= 128). */
#define SCALAR_WNAF_MAX_BITS 256u
#define SCALAR_WNAF_MAX_W 8u

/* Dense wNAF (the digits of scalar_wnaf_sparse at their positions): out[0..cap) zeroed, then
 * out[pos] = digit. Needs bits <= SCALAR_WNAF_MAX_BITS, 2 <= w <= SCALAR_WNAF_MAX_W and
 * cap >= bits + 1. Returns the highest non-zero position + 1 (0 for zero). */
static inline unsigned scalar_wnaf(int8_t *out, size_t cap, const uint64_t *limbs, unsigned nlimbs,
                                   unsigned bits, unsigned w) {
    uint16_t pos[SCALAR_WNAF_MAX_BITS / 2 + 2];
    int8_t dig[SCALAR_WNAF_MAX_BITS / 2 + 2];
    unsigned m = scalar_wnaf_sparse(pos, dig, limbs, nlimbs, bits, w);
    memset(out, 0, cap);
    for (unsigned i = 0; i < m; i++)
        out[pos[i]] = dig[i];
    return m ? pos[m - 1] + 1u : 0;
}

#endif
