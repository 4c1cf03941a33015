/* GF(p), p = 2^255 - 19, in radix 2^51: five unsigned 64-bit limbs, value = sum v[i] 2^(51 i).
 *
 * Every function here is constant time. The hot ones (mul, sq, add, sub, ...) are static
 * inline so that group formulas compile to straight-line code; the exponentiations and the
 * byte conversions live in fe25519.c.
 *
 * Limb bounds (the contract between functions; no normalisation happens unless stated):
 *   tight : every limb < 2^52. Output of mul, sq, sub, neg, cneg, mul_small, frombytes and
 *           of every constant below.
 *   loose : every limb < 2^54. Accepted by every input of every function.
 * add does not carry: the sum of up to four tight elements is loose. sub and neg carry, so
 * they take any loose operands and give tight results. */
#ifndef ECBATCH_FIELD_FE25519_H
#define ECBATCH_FIELD_FE25519_H

#include <stdint.h>

#include "ecbatch/ristretto255.h"

typedef ecb_fe25519 fe25519;
typedef unsigned __int128 fe25519_u128;

#define FE25519_MASK51 ((uint64_t)0x7ffffffffffff)

/* Curve and ristretto255 constants (RFC 9496 §4.1), tight, defined in fe25519.c. */
extern const fe25519 fe25519_d;                 /* d = -121665/121666 */
extern const fe25519 fe25519_d2;                /* 2d */
extern const fe25519 fe25519_sqrt_m1;           /* SQRT_M1, the non-negative sqrt(-1) */
extern const fe25519 fe25519_sqrt_ad_minus_one; /* SQRT_AD_MINUS_ONE */
extern const fe25519 fe25519_invsqrt_a_minus_d; /* INVSQRT_A_MINUS_D */
extern const fe25519 fe25519_one_minus_d_sq;    /* ONE_MINUS_D_SQ */
extern const fe25519 fe25519_d_minus_one_sq;    /* D_MINUS_ONE_SQ */

static inline void fe25519_0(fe25519 *h) {
    h->v[0] = h->v[1] = h->v[2] = h->v[3] = h->v[4] = 0;
}

static inline void fe25519_1(fe25519 *h) {
    h->v[0] = 1;
    h->v[1] = h->v[2] = h->v[3] = h->v[4] = 0;
}

static inline void fe25519_copy(fe25519 *h, const fe25519 *f) {
    *h = *f;
}

/* h = f + g without carries: limbs add, so bounds add. */
static inline void fe25519_add(fe25519 *h, const fe25519 *f, const fe25519 *g) {
    for (int i = 0; i < 5; i++)
        h->v[i] = f->v[i] + g->v[i];
}

/* One carry pass over limbs below 2^63: the result is tight (limb 0 takes 19 times the
 * carry out of limb 4, as 2^255 = 19 mod p). */
static inline void fe25519_carry(fe25519 *h, uint64_t t0, uint64_t t1, uint64_t t2, uint64_t t3,
                                 uint64_t t4) {
    t1 += t0 >> 51;
    t0 &= FE25519_MASK51;
    t2 += t1 >> 51;
    t1 &= FE25519_MASK51;
    t3 += t2 >> 51;
    t2 &= FE25519_MASK51;
    t4 += t3 >> 51;
    t3 &= FE25519_MASK51;
    t0 += 19 * (t4 >> 51);
    t4 &= FE25519_MASK51;
    h->v[0] = t0;
    h->v[1] = t1;
    h->v[2] = t2;
    h->v[3] = t3;
    h->v[4] = t4;
}

/* h = f - g, tight. Computed as f + 16p - g (16p limb-wise is 2^55 - 304, 2^55 - 16, ...,
 * above every loose limb, so no limb underflows), then carried. */
static inline void fe25519_sub(fe25519 *h, const fe25519 *f, const fe25519 *g) {
    fe25519_carry(h, f->v[0] + 0x7ffffffffffed0ull - g->v[0],
                  f->v[1] + 0x7ffffffffffff0ull - g->v[1], f->v[2] + 0x7ffffffffffff0ull - g->v[2],
                  f->v[3] + 0x7ffffffffffff0ull - g->v[3], f->v[4] + 0x7ffffffffffff0ull - g->v[4]);
}

/* h = -f, tight. */
static inline void fe25519_neg(fe25519 *h, const fe25519 *f) {
    fe25519_carry(h, 0x7ffffffffffed0ull - f->v[0], 0x7ffffffffffff0ull - f->v[1],
                  0x7ffffffffffff0ull - f->v[2], 0x7ffffffffffff0ull - f->v[3],
                  0x7ffffffffffff0ull - f->v[4]);
}

/* Reduces five 128-bit column sums to a tight element. For loose inputs every column is
 * below 77 * 2^108 < 2^115 and column 4 below 5 * 2^108, so the carry out of column 4 is
 * below 2^60 and 19 times it still fits a limb. */
static inline void fe25519_reduce_wide(fe25519 *h, fe25519_u128 r0, fe25519_u128 r1,
                                       fe25519_u128 r2, fe25519_u128 r3, fe25519_u128 r4) {
    const uint64_t c0 = (uint64_t)(r0 >> 51), c1 = (uint64_t)(r1 >> 51), c2 = (uint64_t)(r2 >> 51),
                   c3 = (uint64_t)(r3 >> 51), c4 = (uint64_t)(r4 >> 51);
    const uint64_t s0 = ((uint64_t)r0 & FE25519_MASK51) + 19 * c4;
    const uint64_t s1 = ((uint64_t)r1 & FE25519_MASK51) + c0;
    const uint64_t s2 = ((uint64_t)r2 & FE25519_MASK51) + c1;
    const uint64_t s3 = ((uint64_t)r3 & FE25519_MASK51) + c2;
    const uint64_t s4 = ((uint64_t)r4 & FE25519_MASK51) + c3;
    h->v[0] = (s0 & FE25519_MASK51) + 19 * (s4 >> 51);
    h->v[1] = (s1 & FE25519_MASK51) + (s0 >> 51);
    h->v[2] = (s2 & FE25519_MASK51) + (s1 >> 51);
    h->v[3] = (s3 & FE25519_MASK51) + (s2 >> 51);
    h->v[4] = (s4 & FE25519_MASK51) + (s3 >> 51);
}

/* h = f * g: schoolbook 5x5 with the columns above 2^255 folded back times 19 (2^255 = 19
 * mod p). */
static inline void fe25519_mul(fe25519 *h, const fe25519 *f, const fe25519 *g) {
    const uint64_t f0 = f->v[0], f1 = f->v[1], f2 = f->v[2], f3 = f->v[3], f4 = f->v[4];
    const uint64_t g0 = g->v[0], g1 = g->v[1], g2 = g->v[2], g3 = g->v[3], g4 = g->v[4];
    const uint64_t g1_19 = 19 * g1, g2_19 = 19 * g2, g3_19 = 19 * g3, g4_19 = 19 * g4;
    fe25519_u128 r0, r1, r2, r3, r4;
    r0 = (fe25519_u128)f0 * g0 + (fe25519_u128)f1 * g4_19 + (fe25519_u128)f2 * g3_19 +
         (fe25519_u128)f3 * g2_19 + (fe25519_u128)f4 * g1_19;
    r1 = (fe25519_u128)f0 * g1 + (fe25519_u128)f1 * g0 + (fe25519_u128)f2 * g4_19 +
         (fe25519_u128)f3 * g3_19 + (fe25519_u128)f4 * g2_19;
    r2 = (fe25519_u128)f0 * g2 + (fe25519_u128)f1 * g1 + (fe25519_u128)f2 * g0 +
         (fe25519_u128)f3 * g4_19 + (fe25519_u128)f4 * g3_19;
    r3 = (fe25519_u128)f0 * g3 + (fe25519_u128)f1 * g2 + (fe25519_u128)f2 * g1 +
         (fe25519_u128)f3 * g0 + (fe25519_u128)f4 * g4_19;
    r4 = (fe25519_u128)f0 * g4 + (fe25519_u128)f1 * g3 + (fe25519_u128)f2 * g2 +
         (fe25519_u128)f3 * g1 + (fe25519_u128)f4 * g0;
    fe25519_reduce_wide(h, r0, r1, r2, r3, r4);
}

/* h = f^2: the 15 distinct products of the schoolbook square, cross terms doubled. */
static inline void fe25519_sq(fe25519 *h, const fe25519 *f) {
    const uint64_t f0 = f->v[0], f1 = f->v[1], f2 = f->v[2], f3 = f->v[3], f4 = f->v[4];
    const uint64_t f0_2 = 2 * f0, f1_2 = 2 * f1;
    const uint64_t f1_38 = 38 * f1, f2_38 = 38 * f2, f3_38 = 38 * f3;
    const uint64_t f3_19 = 19 * f3, f4_19 = 19 * f4;
    fe25519_u128 r0, r1, r2, r3, r4;
    r0 = (fe25519_u128)f0 * f0 + (fe25519_u128)f1_38 * f4 + (fe25519_u128)f2_38 * f3;
    r1 = (fe25519_u128)f0_2 * f1 + (fe25519_u128)f2_38 * f4 + (fe25519_u128)f3_19 * f3;
    r2 = (fe25519_u128)f0_2 * f2 + (fe25519_u128)f1 * f1 + (fe25519_u128)f3_38 * f4;
    r3 = (fe25519_u128)f0_2 * f3 + (fe25519_u128)f1_2 * f2 + (fe25519_u128)f4_19 * f4;
    r4 = (fe25519_u128)f0_2 * f4 + (fe25519_u128)f1_2 * f3 + (fe25519_u128)f2 * f2;
    fe25519_reduce_wide(h, r0, r1, r2, r3, r4);
}

/* h = f^(2^n), n >= 1. */
static inline void fe25519_sqn(fe25519 *h, const fe25519 *f, int n) {
    fe25519_sq(h, f);
    while (--n > 0)
        fe25519_sq(h, h);
}

/* h = f * c for a small constant c < 2^20, tight. */
static inline void fe25519_mul_small(fe25519 *h, const fe25519 *f, uint32_t c) {
    fe25519_u128 r0 = (fe25519_u128)f->v[0] * c, r1 = (fe25519_u128)f->v[1] * c,
                 r2 = (fe25519_u128)f->v[2] * c, r3 = (fe25519_u128)f->v[3] * c,
                 r4 = (fe25519_u128)f->v[4] * c;
    fe25519_reduce_wide(h, r0, r1, r2, r3, r4);
}

/* An all-ones mask when b = 1, zero when b = 0, hidden from the optimiser so that selects
 * stay branch-free. MemorySanitizer (the constant-time check of the vector path, `make
 * ctcheck-msan`) reports any secret operand of inline assembly, so its builds hide the mask
 * behind a volatile round trip instead, which keeps the secret marking. */
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#define FE25519_MASK_VOLATILE 1
#endif
#endif
static inline uint64_t fe25519_mask(unsigned int b) {
    uint64_t m = (uint64_t)0 - (uint64_t)(b & 1);
#if defined(FE25519_MASK_VOLATILE)
    volatile uint64_t hidden = m;
    m = hidden;
#else
    __asm__("" : "+r"(m));
#endif
    return m;
}

/* h = f when b = 1, unchanged when b = 0 (b in {0, 1}). */
static inline void fe25519_cmov(fe25519 *h, const fe25519 *f, unsigned int b) {
    const uint64_t m = fe25519_mask(b);
    for (int i = 0; i < 5; i++)
        h->v[i] ^= m & (h->v[i] ^ f->v[i]);
}

/* Swaps f and g when b = 1 (b in {0, 1}). */
static inline void fe25519_cswap(fe25519 *f, fe25519 *g, unsigned int b) {
    const uint64_t m = fe25519_mask(b);
    for (int i = 0; i < 5; i++) {
        const uint64_t x = m & (f->v[i] ^ g->v[i]);
        f->v[i] ^= x;
        g->v[i] ^= x;
    }
}

/* h = -f when b = 1, f when b = 0 (b in {0, 1}); tight when f is. */
static inline void fe25519_cneg(fe25519 *h, const fe25519 *f, unsigned int b) {
    fe25519 n;
    fe25519_neg(&n, f);
    fe25519_copy(h, f);
    fe25519_cmov(h, &n, b);
}

/* ---- fe25519.c ---------------------------------------------------------------------------- */

/* Canonical little-endian encoding (the unique representative in [0, p)). */
void fe25519_tobytes(uint8_t s[32], const fe25519 *f);
/* Reads 32 little-endian bytes with bit 255 ignored; values in [p, 2^255) are accepted and
 * reduced implicitly (callers that need canonical input check it first). Tight. */
void fe25519_frombytes(fe25519 *h, const uint8_t s[32]);
/* 1 if f = 0 mod p, else 0. */
int fe25519_iszero(const fe25519 *f);
/* 1 if f and g are equal mod p, else 0. */
int fe25519_equal(const fe25519 *f, const fe25519 *g);
/* The low bit of the canonical encoding: RFC 9496 §4.1 IS_NEGATIVE. */
int fe25519_isnegative(const fe25519 *f);
/* h = |f|: f or -f, whichever is non-negative (RFC 9496 CT_ABS). */
void fe25519_abs(fe25519 *h, const fe25519 *f);
/* h = f^(p-2) = 1/f (0 for f = 0), a fixed addition chain. */
void fe25519_invert(fe25519 *h, const fe25519 *f);
/* h = f^((p-5)/8) = f^(2^252 - 3). */
void fe25519_pow22523(fe25519 *h, const fe25519 *f);
/* RFC 9496 §4.2 SQRT_RATIO_M1: sets *r to the non-negative sqrt(u/v) and returns 1 when u/v
 * is a square (r = 0 when u = 0); otherwise sets *r to the non-negative sqrt(SQRT_M1 * u/v)
 * and returns 0 (r = 0 when v = 0 and u != 0). */
int fe25519_sqrt_ratio_m1(fe25519 *r, const fe25519 *u, const fe25519 *v);
/* SQRT_RATIO_M1 in two halves around its exponentiation, for callers that run many
 * exponentiations at once (the batch decoder): _begin sets v3 = v^3 and uv7 = u v^7;
 * _end takes pow = uv7^((p-5)/8) (fe25519_pow22523) and finishes as fe25519_sqrt_ratio_m1,
 * which is exactly begin, pow22523, end. */
void fe25519_sqrt_ratio_m1_begin(fe25519 *v3, fe25519 *uv7, const fe25519 *u, const fe25519 *v);
int fe25519_sqrt_ratio_m1_end(fe25519 *r, const fe25519 *u, const fe25519 *v, const fe25519 *v3,
                              const fe25519 *pow);

#endif
