/* Prover group arithmetic (see prover_group.h). Points are combined only through the public
 * ristretto255 API (complete, constant-time formulas); selection masks whole point structs. */
#include <sodium.h>
#include <string.h>

#include "prover_group.h"

#define POINT_WORDS (sizeof(ecb_ristretto255_point) / sizeof(uint64_t))
#define CT_WINDOW_ENTRIES 9 /* identity, P, 2P, ..., 8P */

void bpp_point_select(ecb_ristretto255_point *out, const ecb_ristretto255_point *a,
                      const ecb_ristretto255_point *b, uint64_t flag) {
    uint64_t wa[POINT_WORDS], wb[POINT_WORDS], mask = (uint64_t)0 - flag;
    memcpy(wa, a, sizeof wa);
    memcpy(wb, b, sizeof wb);
    for (size_t i = 0; i < POINT_WORDS; i++)
        wa[i] = (wa[i] & mask) | (wb[i] & ~mask);
    memcpy(out, wa, sizeof wa);
}

/* out = table[index] for index < CT_WINDOW_ENTRIES, reading every entry. */
static void table_lookup(ecb_ristretto255_point *out, const ecb_ristretto255_point *table,
                         uint64_t index) {
    uint64_t acc[POINT_WORDS] = {0}, w[POINT_WORDS];
    for (uint64_t j = 0; j < CT_WINDOW_ENTRIES; j++) {
        uint64_t diff = j ^ index;
        uint64_t mask = ((diff | ((uint64_t)0 - diff)) >> 63) - 1; /* all ones iff j == index */
        memcpy(w, &table[j], sizeof w);
        for (size_t i = 0; i < POINT_WORDS; i++)
            acc[i] |= w[i] & mask;
    }
    memcpy(out, acc, sizeof acc);
}

/* 64 signed radix-16 digits in [-8, 8) (the last in [-8, 8]) with s = sum d_i 16^i, without
 * branches (carry propagation as in ed25519 base multiplication). */
static void recode_radix16(int8_t digits[64], const ecb_ristretto255_scalar *s) {
    uint8_t bytes[32];
    ecb_ristretto255_scalar_encode(bytes, s);
    for (int i = 0; i < 32; i++) {
        digits[2 * i] = (int8_t)(bytes[i] & 15);
        digits[2 * i + 1] = (int8_t)(bytes[i] >> 4);
    }
    int8_t carry = 0;
    for (int i = 0; i < 63; i++) {
        digits[i] = (int8_t)(digits[i] + carry);
        carry = (int8_t)((digits[i] + 8) >> 4);
        digits[i] = (int8_t)(digits[i] - (carry << 4));
    }
    digits[63] = (int8_t)(digits[63] + carry);
    sodium_memzero(bytes, sizeof bytes);
}

size_t bpp_ct_msm_scratch_size(size_t n) {
    return n * (CT_WINDOW_ENTRIES * sizeof(ecb_ristretto255_point) + 64);
}

void bpp_ct_msm(ecb_ristretto255_point *out, const ecb_ristretto255_point *points,
                const ecb_ristretto255_scalar *scalars, size_t n, void *scratch) {
    ecb_ristretto255_point *tables = scratch, acc, term, neg;
    int8_t *digits = (int8_t *)(tables + n * CT_WINDOW_ENTRIES);
    ecb_ristretto255_identity(&acc);
    for (size_t i = 0; i < n; i++) {
        ecb_ristretto255_point *table = tables + i * CT_WINDOW_ENTRIES;
        ecb_ristretto255_identity(&table[0]);
        table[1] = points[i];
        for (int j = 2; j < CT_WINDOW_ENTRIES; j++)
            ecb_ristretto255_add(&table[j], &table[j - 1], &points[i]);
        recode_radix16(digits + 64 * i, &scalars[i]);
    }
    for (int w = 63; w >= 0; w--) {
        if (w != 63)
            for (int d = 0; d < 4; d++)
                ecb_ristretto255_double(&acc, &acc);
        for (size_t i = 0; i < n; i++) {
            int digit = digits[64 * i + (size_t)w];
            uint64_t sign = (uint64_t)((uint8_t)digit >> 7);
            uint64_t magnitude = (uint64_t)(digit * (1 - 2 * (int)sign));
            table_lookup(&term, tables + i * CT_WINDOW_ENTRIES, magnitude);
            ecb_ristretto255_negate(&neg, &term);
            bpp_point_select(&term, &neg, &term, sign);
            ecb_ristretto255_add(&acc, &acc, &term);
        }
    }
    *out = acc;
    sodium_memzero(&term, sizeof term);
    sodium_memzero(&neg, sizeof neg);
    sodium_memzero(scratch, bpp_ct_msm_scratch_size(n));
}

/* Width-5 NAF of a public scalar: digits odd in (-16, 16) or zero, at most 254 of them. */
static int naf5(int8_t naf[256], const ecb_ristretto255_scalar *k) {
    uint64_t limb[5] = {k->v[0], k->v[1], k->v[2], k->v[3], 0};
    memset(naf, 0, 256);
    int top = 0;
    for (int i = 0; i < 256; i++) {
        if (limb[0] & 1) {
            int d = (int)(limb[0] & 31);
            if (d >= 16) d -= 32;
            naf[i] = (int8_t)d;
            top = i;
            /* limb -= d */
            if (d > 0) {
                uint64_t borrow = (uint64_t)d;
                for (int j = 0; j < 5 && borrow; j++) {
                    uint64_t before = limb[j];
                    limb[j] -= borrow;
                    borrow = before < borrow;
                }
            } else {
                uint64_t carry = (uint64_t)(-d);
                for (int j = 0; j < 5 && carry; j++) {
                    limb[j] += carry;
                    carry = limb[j] < carry;
                }
            }
        }
        /* limb >>= 1 */
        for (int j = 0; j < 4; j++)
            limb[j] = (limb[j] >> 1) | (limb[j + 1] << 63);
        limb[4] >>= 1;
    }
    return top;
}

void bpp_point_mul_public(ecb_ristretto255_point *out, const ecb_ristretto255_scalar *k,
                          const ecb_ristretto255_point *p) {
    ecb_ristretto255_point odd[8], twice, acc; /* odd[i] = (2i+1) p */
    int8_t naf[256];
    int top = naf5(naf, k);
    odd[0] = *p;
    ecb_ristretto255_double(&twice, p);
    for (int i = 1; i < 8; i++)
        ecb_ristretto255_add(&odd[i], &odd[i - 1], &twice);
    ecb_ristretto255_identity(&acc);
    for (int i = top; i >= 0; i--) {
        ecb_ristretto255_double(&acc, &acc);
        if (naf[i] > 0)
            ecb_ristretto255_add(&acc, &acc, &odd[naf[i] >> 1]);
        else if (naf[i] < 0)
            ecb_ristretto255_sub(&acc, &acc, &odd[(-naf[i]) >> 1]);
    }
    *out = acc;
}
