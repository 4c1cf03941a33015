/* Implementation of the 8-lane 52-bit-limb fields (interface: fp_x8_ifma.h), instantiated once per
 * prime by a tiny .c file that defines, then includes this file:
 *
 *   FP8_NAME       the lane type and function prefix (fp381x8)
 *   FP8_SCALAR     the 6x64 (or 4x64) scalar type it converts to and from (fp381)
 *   FP8_MODULUS    p in FP8_LIMBS little-endian 52-bit limbs, p < 2^(52 FP8_LIMBS - 2)
 *   FP8_INV        -p^-1 mod 2^52
 * and, for a 4x64 scalar field (BN254's fp254), FP8_LIMBS 5 and FP8_WORDS 4: 5 x 52-bit limbs
 * over 4 64-bit words (the default is 8 limbs over 6 words). The text below speaks of the 8-limb
 * fields; with L limbs over W words every "8" is L, "2^384" is 2^(64 W) = R, "2^416" is
 * 2^(52 L) and the shift "32" is S = 52 L - 64 W (4 for 5 limbs over 4 words: B' = B 2^4 < 2^258
 * still fits 5 limbs, and a position receives at most 4 terms per row over 6 rows).
 *
 * Every function here is compiled for AVX-512 IFMA (util/target_ifma_begin.h), so only the
 * instantiating file needs those instructions; the register-level kernels (fp8_mont_mul,
 * fp8_add, ...) are static inline for callers in the same translation unit that keep values in
 * registers.
 *
 * Montgomery product. A lane holds A = x 2^384 mod p (the scalar code's representative), and
 * the product must be A B 2^-384 mod p. Eight 52-bit reduction rows divide by 2^416, so the
 * product runs on B' = B 2^32, the integer shifted by 32 bits (B < p < 2^382 gives
 * B' < 2^414: still 8 limbs, no reduction needed): A B' 2^-416 = A B 2^-384. The rows are the
 * operand-scanning CIOS of fp6x64_impl.h in radix 2^52 (VPMADD52LUQ / VPMADD52HUQ add the low
 * and high 52 bits of a 52 x 52-bit product to a 64-bit accumulator): for each limb B'_i,
 * t += A B'_i; m = t_0 (-p^-1) mod 2^52; t += m p; t = t / 2^52. The accumulators are not
 * normalised between rows: a position receives at most four 52-bit terms per row over at most
 * nine rows, below 2^58, and only t_0 mod 2^52 enters m (the multiplier ignores bits 52..63),
 * the bits above 52 being carried into the next position when t_0 leaves. The result is below
 * A B' / 2^416 + p = A B / 2^384 + p < p (p / 2^382) + p < 2p, so one conditional subtraction
 * of p, after one carry pass, gives [0, p).
 *
 * Additions work on two candidates side by side (a + b and a + b - p; a - b and a - b + p),
 * each normalised by an arithmetic carry pass, and select by the sign of the second: no
 * branch, and the two carry chains overlap. */
#include <immintrin.h>

#include "field/scatter8.h"

#include "util/target_ifma_begin.h"

#define FP8_PASTE2(a, b) a##_##b
#define FP8_PASTE(a, b) FP8_PASTE2(a, b)
#define FP8_FN(op) FP8_PASTE(FP8_NAME, op)

#define FP8_KERNEL static inline __attribute__((always_inline))

#define FP8_MASK52 0xfffffffffffffULL
#ifndef FP8_LIMBS
#define FP8_LIMBS 8
#define FP8_WORDS 6
#endif
/* 52 L - 64 W: the product's operand shift (B' = B 2^S), even (the square shifts by S / 2) */
#define FP8_SHIFT (52 * FP8_LIMBS - 64 * FP8_WORDS)
_Static_assert(FP8_SHIFT > 0 && FP8_SHIFT % 2 == 0, "52-bit limbs cover the words with room");
/* Full unrolling of the limb loops, so the limbs stay in registers (GCC and clang). */
#define FP8_UNROLL _Pragma("GCC unroll 16")

static const uint64_t fp8_p[FP8_LIMBS] = FP8_MODULUS;
static const uint64_t fp8_inv = FP8_INV;

/* ---- helpers -------------------------------------------------------------------------------- */

FP8_KERNEL __m512i fp8_bcast(uint64_t x) {
    return _mm512_set1_epi64((long long)x);
}

/* Carries the bits above 52 of each limb into the next, arithmetically (limbs may be
 * negative); the top limb keeps the sign. */
FP8_KERNEL void fp8_carry_signed(__m512i t[FP8_LIMBS]) {
    const __m512i mask = fp8_bcast(FP8_MASK52);
    for (int j = 0; j < FP8_LIMBS - 1; j++) {
        t[j + 1] = _mm512_add_epi64(t[j + 1], _mm512_srai_epi64(t[j], 52));
        t[j] = _mm512_and_si512(t[j], mask);
    }
}

/* r = u when u >= 0 (its top limb is not negative), else s; both normalised. */
FP8_KERNEL void fp8_select_nonneg(__m512i r[FP8_LIMBS], const __m512i u[FP8_LIMBS],
                                  const __m512i s[FP8_LIMBS]) {
    __mmask8 neg = _mm512_cmplt_epi64_mask(u[FP8_LIMBS - 1], _mm512_setzero_si512());
    for (int j = 0; j < FP8_LIMBS; j++)
        r[j] = _mm512_mask_blend_epi64(neg, u[j], s[j]);
}

/* ---- kernels -------------------------------------------------------------------------------- */

/* r = a 2^s for a normalised a below 2^(416 - s), s a constant: limb i takes bits 0..51-s of
 * a_i shifted up by s and the top s bits of a_{i-1} (0xa8: (x | y) & mask). A macro, so the
 * shift counts are immediates in every build. */
#define FP8_SHL(r, a, s)                                                                           \
    do {                                                                                           \
        const __m512i fp8_shl_mask = fp8_bcast(FP8_MASK52);                                        \
        for (int fp8_i = FP8_LIMBS - 1; fp8_i > 0; fp8_i--)                                        \
            (r)[fp8_i] = _mm512_ternarylogic_epi64(_mm512_slli_epi64((a)[fp8_i], s),               \
                                                   _mm512_srli_epi64((a)[fp8_i - 1], 52 - (s)),    \
                                                   fp8_shl_mask, 0xa8);                            \
        (r)[0] = _mm512_and_si512(_mm512_slli_epi64((a)[0], s), fp8_shl_mask);                     \
    } while (0)

/* r = t - p when that is not negative, else t; t normalised below 2p. */
FP8_KERNEL void fp8_reduce_once(__m512i r[FP8_LIMBS], __m512i t[FP8_LIMBS]) {
    __m512i u[FP8_LIMBS];
    for (int j = 0; j < FP8_LIMBS; j++)
        u[j] = _mm512_sub_epi64(t[j], fp8_bcast(fp8_p[j]));
    fp8_carry_signed(u);
    fp8_select_nonneg(r, u, t);
}

/* r = a b 2^-384 mod p, lane-wise; a, b normalised and below p, or both below 2p (the result
 * stays below A B / 2^384 + p < 2p; see the file comment). */
FP8_KERNEL void fp8_mont_mul(__m512i r[FP8_LIMBS], const __m512i a[FP8_LIMBS],
                             const __m512i b[FP8_LIMBS]) {
    const __m512i zero = _mm512_setzero_si512();
    const __m512i inv = fp8_bcast(fp8_inv);
    __m512i bs[FP8_LIMBS], t[FP8_LIMBS + 1];
    FP8_SHL(bs, b, FP8_SHIFT); /* B' = B 2^S */
    for (int j = 0; j < FP8_LIMBS + 1; j++)
        t[j] = zero;
    for (int i = 0; i < FP8_LIMBS; i++) {
        for (int j = 0; j < FP8_LIMBS; j++) {
            t[j] = _mm512_madd52lo_epu64(t[j], a[j], bs[i]);
            t[j + 1] = _mm512_madd52hi_epu64(t[j + 1], a[j], bs[i]);
        }
        __m512i m = _mm512_madd52lo_epu64(zero, t[0], inv);
        for (int j = 0; j < FP8_LIMBS; j++) {
            t[j] = _mm512_madd52lo_epu64(t[j], m, fp8_bcast(fp8_p[j]));
            t[j + 1] = _mm512_madd52hi_epu64(t[j + 1], m, fp8_bcast(fp8_p[j]));
        }
        /* t_0 = 0 mod 2^52 now: shift down one limb, carrying t_0's upper bits */
        t[1] = _mm512_add_epi64(t[1], _mm512_srli_epi64(t[0], 52));
        for (int j = 0; j < FP8_LIMBS; j++)
            t[j] = t[j + 1];
        t[FP8_LIMBS] = zero;
    }
    /* normalise (all limbs non-negative), then subtract p once when t >= p */
    fp8_carry_signed(t);
    fp8_reduce_once(r, t);
}

/* t += a b, double width: 16 limbs, unnormalised (position k receives at most 16 terms below
 * 2^52). */
FP8_KERNEL void fp8_mul_wide_acc(__m512i t[2 * FP8_LIMBS], const __m512i a[FP8_LIMBS],
                                 const __m512i b[FP8_LIMBS]) {
    FP8_UNROLL
    for (int i = 0; i < FP8_LIMBS; i++)
        FP8_UNROLL
    for (int j = 0; j < FP8_LIMBS; j++) {
        t[i + j] = _mm512_madd52lo_epu64(t[i + j], a[j], b[i]);
        t[i + j + 1] = _mm512_madd52hi_epu64(t[i + j + 1], a[j], b[i]);
    }
}

/* r = t 2^-416 mod p for a double-width t with 0 <= t < p 2^416 whose limbs may be negative
 * (|t_k| < 2^59): eight reduction rows m = t_i (-p^-1) mod 2^52, t += m p 2^(52 i) (the
 * multiplier reads the low 52 bits of t_i, its residue also when t_i is negative), after which
 * t_i is a multiple of 2^52 carried arithmetically into t_{i+1}. The upper half is then
 * t 2^-416 + (m p) 2^-416 < 2p: one carry pass and one conditional subtraction. */
FP8_KERNEL void fp8_redc_wide(__m512i r[FP8_LIMBS], __m512i t[2 * FP8_LIMBS]) {
    const __m512i zero = _mm512_setzero_si512();
    const __m512i inv = fp8_bcast(fp8_inv);
    FP8_UNROLL
    for (int i = 0; i < FP8_LIMBS; i++) {
        __m512i m = _mm512_madd52lo_epu64(zero, t[i], inv);
        FP8_UNROLL
        for (int j = 0; j < FP8_LIMBS; j++) {
            t[i + j] = _mm512_madd52lo_epu64(t[i + j], m, fp8_bcast(fp8_p[j]));
            t[i + j + 1] = _mm512_madd52hi_epu64(t[i + j + 1], m, fp8_bcast(fp8_p[j]));
        }
        t[i + 1] = _mm512_add_epi64(t[i + 1], _mm512_srai_epi64(t[i], 52));
    }
    fp8_carry_signed(t + FP8_LIMBS);
    fp8_reduce_once(r, t + FP8_LIMBS);
}

/* r = a^2 2^-384 mod p: the square of A' = A 2^16 (below 2^398, 8 limbs) is A^2 2^32, and its
 * reduction divides by 2^416. The 28 cross products a'_i a'_j (i < j) once, doubled, plus the 8
 * diagonal ones: 72 limb products instead of 128. Position k receives at most 8 doubled
 * cross terms and 2 diagonal ones, below 2^57. */
FP8_KERNEL void fp8_mont_sqr(__m512i r[FP8_LIMBS], const __m512i a[FP8_LIMBS]) {
    __m512i x[FP8_LIMBS], t[2 * FP8_LIMBS];
    FP8_SHL(x, a, FP8_SHIFT / 2);
    FP8_UNROLL
    for (int k = 0; k < 2 * FP8_LIMBS; k++)
        t[k] = _mm512_setzero_si512();
    FP8_UNROLL
    for (int i = 0; i < FP8_LIMBS; i++)
        FP8_UNROLL
    for (int j = i + 1; j < FP8_LIMBS; j++) {
        t[i + j] = _mm512_madd52lo_epu64(t[i + j], x[i], x[j]);
        t[i + j + 1] = _mm512_madd52hi_epu64(t[i + j + 1], x[i], x[j]);
    }
    FP8_UNROLL
    for (int k = 0; k < 2 * FP8_LIMBS; k++)
        t[k] = _mm512_add_epi64(t[k], t[k]);
    FP8_UNROLL
    for (int i = 0; i < FP8_LIMBS; i++) {
        t[2 * i] = _mm512_madd52lo_epu64(t[2 * i], x[i], x[i]);
        t[2 * i + 1] = _mm512_madd52hi_epu64(t[2 * i + 1], x[i], x[i]);
    }
    fp8_redc_wide(r, t);
}

/* r = a + b as integers, normalised, no reduction (below 2p for a, b below p). */
FP8_KERNEL void fp8_add_noreduce(__m512i r[FP8_LIMBS], const __m512i a[FP8_LIMBS],
                                 const __m512i b[FP8_LIMBS]) {
    for (int j = 0; j < FP8_LIMBS; j++)
        r[j] = _mm512_add_epi64(a[j], b[j]);
    fp8_carry_signed(r);
}

/* r = a + b mod p: s = a + b and u = a + b - p, r = u when u >= 0. */
FP8_KERNEL void fp8_add(__m512i r[FP8_LIMBS], const __m512i a[FP8_LIMBS],
                        const __m512i b[FP8_LIMBS]) {
    __m512i s[FP8_LIMBS], u[FP8_LIMBS];
    for (int j = 0; j < FP8_LIMBS; j++) {
        s[j] = _mm512_add_epi64(a[j], b[j]);
        u[j] = _mm512_sub_epi64(s[j], fp8_bcast(fp8_p[j]));
    }
    fp8_carry_signed(s);
    fp8_carry_signed(u);
    fp8_select_nonneg(r, u, s);
}

/* r = a - b mod p: d = a - b and s = a - b + p, r = d when d >= 0. */
FP8_KERNEL void fp8_sub(__m512i r[FP8_LIMBS], const __m512i a[FP8_LIMBS],
                        const __m512i b[FP8_LIMBS]) {
    __m512i d[FP8_LIMBS], s[FP8_LIMBS];
    for (int j = 0; j < FP8_LIMBS; j++) {
        d[j] = _mm512_sub_epi64(a[j], b[j]);
        s[j] = _mm512_add_epi64(d[j], fp8_bcast(fp8_p[j]));
    }
    fp8_carry_signed(d);
    fp8_carry_signed(s);
    fp8_select_nonneg(r, d, s);
}

/* r = p - a, and 0 where a = 0. */
FP8_KERNEL void fp8_neg(__m512i r[FP8_LIMBS], const __m512i a[FP8_LIMBS]) {
    __m512i d[FP8_LIMBS], any = a[0];
    for (int j = 1; j < FP8_LIMBS; j++)
        any = _mm512_or_si512(any, a[j]);
    __mmask8 nonzero = _mm512_test_epi64_mask(any, any);
    for (int j = 0; j < FP8_LIMBS; j++)
        d[j] = _mm512_sub_epi64(fp8_bcast(fp8_p[j]), a[j]);
    fp8_carry_signed(d);
    for (int j = 0; j < FP8_LIMBS; j++)
        r[j] = _mm512_maskz_mov_epi64(nonzero, d[j]);
}

/* r = a / 2 mod p: a + p when a is odd (p is odd, so the sum is even, below 2p), then one bit
 * down across the limbs. */
FP8_KERNEL void fp8_half(__m512i r[FP8_LIMBS], const __m512i a[FP8_LIMBS]) {
    const __m512i one = fp8_bcast(1);
    __mmask8 odd = _mm512_test_epi64_mask(a[0], one);
    __m512i t[FP8_LIMBS];
    for (int j = 0; j < FP8_LIMBS; j++)
        t[j] = _mm512_mask_add_epi64(a[j], odd, a[j], fp8_bcast(fp8_p[j]));
    fp8_carry_signed(t);
    for (int j = 0; j < FP8_LIMBS - 1; j++)
        r[j] = _mm512_or_si512(
            _mm512_srli_epi64(t[j], 1),
            _mm512_and_si512(_mm512_slli_epi64(t[j + 1], 51), fp8_bcast(FP8_MASK52)));
    r[FP8_LIMBS - 1] = _mm512_srli_epi64(t[FP8_LIMBS - 1], 1);
}

#if FP8_LIMBS == 8
/* 6 x 64-bit words (w[k] = word k of each lane) -> 8 x 52-bit limbs; limb i starts at bit
 * 52 i, inside word 52 i / 64 at offset 52 i mod 64 (0, 52, 40, 28, 16, 4, 56, 44). */
FP8_KERNEL void fp8_from_words(__m512i l[8], const __m512i w[6]) {
    const __m512i mask = fp8_bcast(FP8_MASK52);
#define FP8_SPLICE(lo, shift, hi)                                                                  \
    _mm512_ternarylogic_epi64(_mm512_srli_epi64(lo, shift), _mm512_slli_epi64(hi, 64 - (shift)),   \
                              mask, 0xa8)
    l[0] = _mm512_and_si512(w[0], mask);
    l[1] = FP8_SPLICE(w[0], 52, w[1]);
    l[2] = FP8_SPLICE(w[1], 40, w[2]);
    l[3] = FP8_SPLICE(w[2], 28, w[3]);
    l[4] = FP8_SPLICE(w[3], 16, w[4]);
    l[5] = _mm512_and_si512(_mm512_srli_epi64(w[4], 4), mask);
    l[6] = FP8_SPLICE(w[4], 56, w[5]);
    l[7] = _mm512_srli_epi64(w[5], 44);
#undef FP8_SPLICE
}

/* The inverse of fp8_from_words, for normalised limbs of an integer below 2^384. */
FP8_KERNEL void fp8_to_words(__m512i w[6], const __m512i l[8]) {
#define FP8_JOIN(lo, shift, hi)                                                                    \
    _mm512_or_si512(_mm512_srli_epi64(lo, shift), _mm512_slli_epi64(hi, 52 - (shift)))
    w[0] = _mm512_or_si512(l[0], _mm512_slli_epi64(l[1], 52));
    w[1] = FP8_JOIN(l[1], 12, l[2]);
    w[2] = FP8_JOIN(l[2], 24, l[3]);
    w[3] = FP8_JOIN(l[3], 36, l[4]);
    w[4] = _mm512_ternarylogic_epi64(_mm512_srli_epi64(l[4], 48), _mm512_slli_epi64(l[5], 4),
                                     _mm512_slli_epi64(l[6], 56), 0xfe);
    w[5] = FP8_JOIN(l[6], 8, l[7]);
#undef FP8_JOIN
}
#elif FP8_LIMBS == 5
/* 4 x 64-bit words -> 5 x 52-bit limbs at word offsets 0, 52, 40, 28, 16. */
FP8_KERNEL void fp8_from_words(__m512i l[5], const __m512i w[4]) {
    const __m512i mask = fp8_bcast(FP8_MASK52);
#define FP8_SPLICE(lo, shift, hi)                                                                  \
    _mm512_ternarylogic_epi64(_mm512_srli_epi64(lo, shift), _mm512_slli_epi64(hi, 64 - (shift)),   \
                              mask, 0xa8)
    l[0] = _mm512_and_si512(w[0], mask);
    l[1] = FP8_SPLICE(w[0], 52, w[1]);
    l[2] = FP8_SPLICE(w[1], 40, w[2]);
    l[3] = FP8_SPLICE(w[2], 28, w[3]);
    l[4] = _mm512_srli_epi64(w[3], 16);
#undef FP8_SPLICE
}

/* The inverse of fp8_from_words, for normalised limbs of an integer below 2^256. */
FP8_KERNEL void fp8_to_words(__m512i w[4], const __m512i l[5]) {
#define FP8_JOIN(lo, shift, hi)                                                                    \
    _mm512_or_si512(_mm512_srli_epi64(lo, shift), _mm512_slli_epi64(hi, 52 - (shift)))
    w[0] = _mm512_or_si512(l[0], _mm512_slli_epi64(l[1], 52));
    w[1] = FP8_JOIN(l[1], 12, l[2]);
    w[2] = FP8_JOIN(l[2], 24, l[3]);
    w[3] = FP8_JOIN(l[3], 36, l[4]);
#undef FP8_JOIN
}
#endif

/* ---- memory interface ----------------------------------------------------------------------- */

FP8_KERNEL void fp8_load(__m512i r[FP8_LIMBS], const FP8_NAME *a) {
    for (int j = 0; j < FP8_LIMBS; j++)
        r[j] = _mm512_load_si512((const void *)a->l[j]);
}

FP8_KERNEL void fp8_store(FP8_NAME *r, const __m512i a[FP8_LIMBS]) {
    for (int j = 0; j < FP8_LIMBS; j++)
        _mm512_store_si512((void *)r->l[j], a[j]);
}

/* Word k of lane i is 64-bit word W i + k of the array: fixed indices, public addresses. */
FP8_KERNEL __m512i fp8_lane_index(void) {
    return _mm512_set_epi64(7 * FP8_WORDS, 6 * FP8_WORDS, 5 * FP8_WORDS, 4 * FP8_WORDS,
                            3 * FP8_WORDS, 2 * FP8_WORDS, FP8_WORDS, 0);
}

void FP8_FN(pack)(FP8_NAME *r, const FP8_SCALAR in[8]) {
    __m512i w[FP8_WORDS], l[FP8_LIMBS];
    const __m512i idx = fp8_lane_index();
    for (int k = 0; k < FP8_WORDS; k++)
        w[k] = _mm512_i64gather_epi64(idx, (const void *)&in[0].v[k], 8);
    fp8_from_words(l, w);
    fp8_store(r, l);
}

void FP8_FN(unpack)(FP8_SCALAR out[8], const FP8_NAME *a) {
    __m512i w[FP8_WORDS], l[FP8_LIMBS];
    const __m512i idx = fp8_lane_index();
    fp8_load(l, a);
    fp8_to_words(w, l);
    for (int k = 0; k < FP8_WORDS; k++)
        SCATTER8((void *)&out[0].v[k], idx, w[k], 8);
}

/* Through pointers: the gather and scatter take the 64-bit addresses themselves as indices
 * (base 0, scale 1); word k of lane i is at in[i] + 8 k. */
void FP8_FN(pack_ptr)(FP8_NAME *r, const FP8_SCALAR *const in[8]) {
    __m512i w[FP8_WORDS], l[FP8_LIMBS];
    const __m512i addr = _mm512_loadu_si512((const void *)in);
    for (int k = 0; k < FP8_WORDS; k++)
        w[k] = _mm512_i64gather_epi64(_mm512_add_epi64(addr, fp8_bcast(8 * (uint64_t)k)),
                                      (const void *)0, 1);
    fp8_from_words(l, w);
    fp8_store(r, l);
}

void FP8_FN(unpack_ptr)(FP8_SCALAR *const out[8], const FP8_NAME *a) {
    __m512i w[FP8_WORDS], l[FP8_LIMBS];
    const __m512i addr = _mm512_loadu_si512((const void *)out);
    fp8_load(l, a);
    fp8_to_words(w, l);
    for (int k = 0; k < FP8_WORDS; k++)
        SCATTER8((void *)0, _mm512_add_epi64(addr, fp8_bcast(8 * (uint64_t)k)), w[k], 1);
}

void FP8_FN(mul)(FP8_NAME *r, const FP8_NAME *a, const FP8_NAME *b) {
    __m512i x[FP8_LIMBS], y[FP8_LIMBS], z[FP8_LIMBS];
    fp8_load(x, a);
    fp8_load(y, b);
    fp8_mont_mul(z, x, y);
    fp8_store(r, z);
}

void FP8_FN(sqr)(FP8_NAME *r, const FP8_NAME *a) {
    __m512i x[FP8_LIMBS], z[FP8_LIMBS];
    fp8_load(x, a);
    fp8_mont_sqr(z, x);
    fp8_store(r, z);
}

void FP8_FN(add)(FP8_NAME *r, const FP8_NAME *a, const FP8_NAME *b) {
    __m512i x[FP8_LIMBS], y[FP8_LIMBS], z[FP8_LIMBS];
    fp8_load(x, a);
    fp8_load(y, b);
    fp8_add(z, x, y);
    fp8_store(r, z);
}

void FP8_FN(sub)(FP8_NAME *r, const FP8_NAME *a, const FP8_NAME *b) {
    __m512i x[FP8_LIMBS], y[FP8_LIMBS], z[FP8_LIMBS];
    fp8_load(x, a);
    fp8_load(y, b);
    fp8_sub(z, x, y);
    fp8_store(r, z);
}

void FP8_FN(neg)(FP8_NAME *r, const FP8_NAME *a) {
    __m512i x[FP8_LIMBS], z[FP8_LIMBS];
    fp8_load(x, a);
    fp8_neg(z, x);
    fp8_store(r, z);
}

void FP8_FN(dbl)(FP8_NAME *r, const FP8_NAME *a) {
    __m512i x[8], z[8];
    fp8_load(x, a);
    fp8_add(z, x, x);
    fp8_store(r, z);
}

void FP8_FN(half)(FP8_NAME *r, const FP8_NAME *a) {
    __m512i x[8], z[8];
    fp8_load(x, a);
    fp8_half(z, x);
    fp8_store(r, z);
}

void FP8_FN(cneg)(FP8_NAME *r, const FP8_NAME *a, unsigned mask) {
    __m512i x[FP8_LIMBS], z[FP8_LIMBS];
    fp8_load(x, a);
    fp8_neg(z, x);
    for (int j = 0; j < FP8_LIMBS; j++)
        z[j] = _mm512_mask_blend_epi64((__mmask8)mask, x[j], z[j]);
    fp8_store(r, z);
}

void FP8_FN(select)(FP8_NAME *r, const FP8_NAME *a, const FP8_NAME *b, unsigned mask) {
    __m512i x[FP8_LIMBS], y[FP8_LIMBS];
    fp8_load(x, a);
    fp8_load(y, b);
    for (int j = 0; j < FP8_LIMBS; j++)
        x[j] = _mm512_mask_blend_epi64((__mmask8)mask, x[j], y[j]);
    fp8_store(r, x);
}

#ifdef FP8_FP2_NAME
_Static_assert(FP8_LIMBS == 8, "the Fp2 lanes are written for 8 limbs");
/* ---- Fp2 = Fp[u] / (u^2 + 1) in lanes: FP8_FP2_NAME over FP8_FP2_SCALAR --------------------
 *
 * Product: Karatsuba with one Montgomery reduction per coefficient (lazy reduction). With
 * B' = B 2^32 as above, the double-width T0 = a0 b0', T1 = a1 b1', T2 = (a0 + a1)(b0 + b1)'
 * (the sums normalised but not reduced: below 2p < 2^382, so (b0 + b1) 2^32 still fits 8
 * limbs), then c1 = T2 - T0 - T1 = (a0 b1 + a1 b0) 2^32 < 2 p^2 2^32 and
 * c0 = T0 - T1 + p 2^413, in [0, p^2 2^32 + p 2^413); both are below p 2^416, the bound of
 * fp8_redc_wide, whose division by 2^416 leaves the products times 2^-384. Limbwise the
 * differences are signed (above -2^57), which fp8_redc_wide accepts.
 * Square: (a0 + a1)(a0 - a1 + p) and a0 (2 a1), two products of fp8_mont_mul on operands below
 * 2p (not reduced). */

#define FP8_FN2(op) FP8_PASTE(FP8_FP2_NAME, op)

/* t += p 2^413 for a double-width t: 413 = 7 * 52 + 49, so limb 7 + j receives bits 0..2 of p's
 * limb j shifted up by 49 and bits 3..51 of limb j - 1 shifted down by 3. */
FP8_KERNEL void fp8_add_p_shl413(__m512i t[16]) {
    t[7] = _mm512_add_epi64(t[7], fp8_bcast((fp8_p[0] << 49) & FP8_MASK52));
    FP8_UNROLL
    for (int j = 1; j < 8; j++)
        t[7 + j] = _mm512_add_epi64(
            t[7 + j], fp8_bcast(((fp8_p[j] << 49) | (fp8_p[j - 1] >> 3)) & FP8_MASK52));
    t[15] = _mm512_add_epi64(t[15], fp8_bcast(fp8_p[7] >> 3));
}

FP8_KERNEL void fp8_fp2_mul(__m512i r0[8], __m512i r1[8], const __m512i a0[8], const __m512i a1[8],
                            const __m512i b0[8], const __m512i b1[8]) {
    __m512i bs[8], sa[8], sb[8], t0[16], t1[16], t2[16];
    FP8_UNROLL
    for (int k = 0; k < 16; k++)
        t0[k] = t1[k] = t2[k] = _mm512_setzero_si512();
    FP8_SHL(bs, b0, 32);
    fp8_mul_wide_acc(t0, a0, bs);
    FP8_SHL(bs, b1, 32);
    fp8_mul_wide_acc(t1, a1, bs);
    fp8_add_noreduce(sa, a0, a1);
    fp8_add_noreduce(sb, b0, b1);
    FP8_SHL(bs, sb, 32);
    fp8_mul_wide_acc(t2, sa, bs);
    FP8_UNROLL
    for (int k = 0; k < 16; k++) {
        t2[k] = _mm512_sub_epi64(_mm512_sub_epi64(t2[k], t0[k]), t1[k]);
        t0[k] = _mm512_sub_epi64(t0[k], t1[k]);
    }
    fp8_add_p_shl413(t0);
    fp8_redc_wide(r0, t0);
    fp8_redc_wide(r1, t2);
}

FP8_KERNEL void fp8_fp2_sqr(__m512i r0[8], __m512i r1[8], const __m512i a0[8],
                            const __m512i a1[8]) {
    __m512i s[8], d[8], m[8];
    fp8_add_noreduce(s, a0, a1);
    for (int j = 0; j < 8; j++)
        d[j] = _mm512_add_epi64(_mm512_sub_epi64(a0[j], a1[j]), fp8_bcast(fp8_p[j]));
    fp8_carry_signed(d); /* a0 - a1 + p, in (0, 2p) */
    fp8_add_noreduce(m, a1, a1);
    fp8_mont_mul(r1, a0, m);
    fp8_mont_mul(r0, s, d);
}

FP8_KERNEL void fp8_load2(__m512i r0[8], __m512i r1[8], const FP8_FP2_NAME *a) {
    fp8_load(r0, &a->c0);
    fp8_load(r1, &a->c1);
}

FP8_KERNEL void fp8_store2(FP8_FP2_NAME *r, const __m512i a0[8], const __m512i a1[8]) {
    fp8_store(&r->c0, a0);
    fp8_store(&r->c1, a1);
}

/* Coefficient c of lane i is at word 12 i + 6 c of the array (fixed indices). */
void FP8_FN2(pack)(FP8_FP2_NAME *r, const FP8_FP2_SCALAR in[8]) {
    __m512i w[6], l[8];
    const __m512i idx = _mm512_set_epi64(84, 72, 60, 48, 36, 24, 12, 0);
    for (int c = 0; c < 2; c++) {
        const uint64_t *base = c ? in[0].c1.v : in[0].c0.v;
        for (int k = 0; k < 6; k++)
            w[k] = _mm512_i64gather_epi64(idx, (const void *)(base + k), 8);
        fp8_from_words(l, w);
        fp8_store(c ? &r->c1 : &r->c0, l);
    }
}

void FP8_FN2(unpack)(FP8_FP2_SCALAR out[8], const FP8_FP2_NAME *a) {
    __m512i w[6], l[8];
    const __m512i idx = _mm512_set_epi64(84, 72, 60, 48, 36, 24, 12, 0);
    for (int c = 0; c < 2; c++) {
        uint64_t *base = c ? out[0].c1.v : out[0].c0.v;
        fp8_load(l, c ? &a->c1 : &a->c0);
        fp8_to_words(w, l);
        for (int k = 0; k < 6; k++)
            SCATTER8((void *)(base + k), idx, w[k], 8);
    }
}

/* Through pointers, as FP8_FN(pack_ptr): word k of coefficient c of lane i at
 * in[i] + offsetof(c) + 8 k. */
void FP8_FN2(pack_ptr)(FP8_FP2_NAME *r, const FP8_FP2_SCALAR *const in[8]) {
    __m512i w[6], l[8];
    const __m512i addr = _mm512_loadu_si512((const void *)in);
    for (int c = 0; c < 2; c++) {
        uint64_t off = c ? offsetof(FP8_FP2_SCALAR, c1) : offsetof(FP8_FP2_SCALAR, c0);
        for (int k = 0; k < 6; k++)
            w[k] = _mm512_i64gather_epi64(_mm512_add_epi64(addr, fp8_bcast(off + 8 * (uint64_t)k)),
                                          (const void *)0, 1);
        fp8_from_words(l, w);
        fp8_store(c ? &r->c1 : &r->c0, l);
    }
}

void FP8_FN2(unpack_ptr)(FP8_FP2_SCALAR *const out[8], const FP8_FP2_NAME *a) {
    __m512i w[6], l[8];
    const __m512i addr = _mm512_loadu_si512((const void *)out);
    for (int c = 0; c < 2; c++) {
        uint64_t off = c ? offsetof(FP8_FP2_SCALAR, c1) : offsetof(FP8_FP2_SCALAR, c0);
        fp8_load(l, c ? &a->c1 : &a->c0);
        fp8_to_words(w, l);
        for (int k = 0; k < 6; k++)
            SCATTER8((void *)0, _mm512_add_epi64(addr, fp8_bcast(off + 8 * (uint64_t)k)), w[k], 1);
    }
}

void FP8_FN2(mul)(FP8_FP2_NAME *r, const FP8_FP2_NAME *a, const FP8_FP2_NAME *b) {
    __m512i a0[8], a1[8], b0[8], b1[8], r0[8], r1[8];
    fp8_load2(a0, a1, a);
    fp8_load2(b0, b1, b);
    fp8_fp2_mul(r0, r1, a0, a1, b0, b1);
    fp8_store2(r, r0, r1);
}

void FP8_FN2(sqr)(FP8_FP2_NAME *r, const FP8_FP2_NAME *a) {
    __m512i a0[8], a1[8], r0[8], r1[8];
    fp8_load2(a0, a1, a);
    fp8_fp2_sqr(r0, r1, a0, a1);
    fp8_store2(r, r0, r1);
}

void FP8_FN2(add)(FP8_FP2_NAME *r, const FP8_FP2_NAME *a, const FP8_FP2_NAME *b) {
    FP8_FN(add)(&r->c0, &a->c0, &b->c0);
    FP8_FN(add)(&r->c1, &a->c1, &b->c1);
}

void FP8_FN2(sub)(FP8_FP2_NAME *r, const FP8_FP2_NAME *a, const FP8_FP2_NAME *b) {
    FP8_FN(sub)(&r->c0, &a->c0, &b->c0);
    FP8_FN(sub)(&r->c1, &a->c1, &b->c1);
}

void FP8_FN2(neg)(FP8_FP2_NAME *r, const FP8_FP2_NAME *a) {
    FP8_FN(neg)(&r->c0, &a->c0);
    FP8_FN(neg)(&r->c1, &a->c1);
}

void FP8_FN2(dbl)(FP8_FP2_NAME *r, const FP8_FP2_NAME *a) {
    FP8_FN(dbl)(&r->c0, &a->c0);
    FP8_FN(dbl)(&r->c1, &a->c1);
}

void FP8_FN2(half)(FP8_FP2_NAME *r, const FP8_FP2_NAME *a) {
    FP8_FN(half)(&r->c0, &a->c0);
    FP8_FN(half)(&r->c1, &a->c1);
}

void FP8_FN2(mul_fp)(FP8_FP2_NAME *r, const FP8_FP2_NAME *a, const FP8_NAME *s) {
    __m512i x[8], y[8], z[8];
    fp8_load(y, s);
    fp8_load(x, &a->c0);
    fp8_mont_mul(z, x, y);
    fp8_store(&r->c0, z);
    fp8_load(x, &a->c1);
    fp8_mont_mul(z, x, y);
    fp8_store(&r->c1, z);
}

/* (a0 + a1 u)(1 + u) = (a0 - a1) + (a0 + a1) u */
void FP8_FN2(mul_by_nonresidue)(FP8_FP2_NAME *r, const FP8_FP2_NAME *a) {
    __m512i a0[8], a1[8], r0[8], r1[8];
    fp8_load2(a0, a1, a);
    fp8_sub(r0, a0, a1);
    fp8_add(r1, a0, a1);
    fp8_store2(r, r0, r1);
}

void FP8_FN2(cneg)(FP8_FP2_NAME *r, const FP8_FP2_NAME *a, unsigned mask) {
    FP8_FN(cneg)(&r->c0, &a->c0, mask);
    FP8_FN(cneg)(&r->c1, &a->c1, mask);
}

void FP8_FN2(select)(FP8_FP2_NAME *r, const FP8_FP2_NAME *a, const FP8_FP2_NAME *b, unsigned mask) {
    FP8_FN(select)(&r->c0, &a->c0, &b->c0, mask);
    FP8_FN(select)(&r->c1, &a->c1, &b->c1, mask);
}
#endif

#include "util/target_ifma_end.h"
