/* Scalars mod l = 2^252 + c (scalar25519.h), eight at once with AVX-512 IFMA (VPMADD52LUQ/HUQ
 * on 512-bit vectors): sc8 holds limb i (bits 52 i .. 52 i + 51) of eight scalars in the eight
 * 64-bit lanes of l[i], five limbs, structure of arrays as fe25519_x8_ifma.h.
 *
 * Every lane value is canonical: limbs below 2^52 and the integer below l, on input and on
 * output, so sc8_load / sc8_store only move bits and every result stores to exactly the bytes
 * the scalar25519 functions give.
 *
 * Products are Montgomery products with R = 2^260: sc8_mont_mul(a, b) = a b R^-1 mod l. A
 * factor f enters a product in its Montgomery form f R mod l (sc8_to_mont, or
 * sc25519_mont_form on one scalar), so that sc8_mont_mul(x, f R) = x f: values stay in the
 * ordinary representation and only the factors are converted. The rows are the operand-scanning
 * CIOS of fp_x8_ifma_impl.h with five 52-bit limbs: for each limb b_i, t += a b_i; m = t_0 (-l^-1)
 * mod 2^52; t += m l; t = t / 2^52. A position receives at most four terms below 2^52 per row
 * over five rows (below 2^57), and the result is below a b / 2^260 + l < 2^252 + l < 2l for
 * any a, b < 2^256: one conditional subtraction of l. So sc8_mont_mul and sc8_to_mont also take
 * non-canonical inputs below 2^256 (any four words loaded by sc8_load) and return canonical
 * values. l has limbs (l_0, l_1, l_2, 0, 2^44), so a
 * reduction row costs three limb products and two shifts.
 *
 * Every function is constant time (no branch or memory index depends on the values) and compiled
 * for AVX-512 IFMA (util/target_ifma_begin.h): call them only from code compiled the same way,
 * and only at the ifma level (its backend's scalar_lanes, msm/groups/msm_backend.h). */
#ifndef ECBATCH_FIELD_SCALAR25519_X8_IFMA_H
#define ECBATCH_FIELD_SCALAR25519_X8_IFMA_H

#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include <immintrin.h>
#include <stdint.h>

#include "field/ristretto255/scalar25519.h"

#include "util/target_ifma_begin.h"

#define SC8_MASK52 0xfffffffffffffULL

typedef struct {
    __m512i l[5];
} sc8;

/* l in 52-bit limbs (limb 3 is 0), and -l^-1 mod 2^52 */
#define SC8_L0 0x2631a5cf5d3edULL
#define SC8_L1 0xdea2f79cd6581ULL
#define SC8_L2 0x14def9ULL
#define SC8_L4 0x100000000000ULL
#define SC8_INV 0x51da312547e1bULL

/* R mod l and R^2 mod l (R = 2^260) as four 64-bit limbs: the Montgomery form of 1, and the
 * factor that takes a value to its Montgomery form. */
static inline void sc25519_mont_one(sc25519 *r) {
    static const sc25519 one = {{0x45af48bd6721e6edULL, 0x35e51b3bab5ac67eULL,
                                 0xffffffffffffffebULL, 0x0fffffffffffffffULL}};
    *r = one;
}

static inline void sc25519_mont_r2(sc25519 *r) {
    static const sc25519 r2 = {{0x69f9d265e952d13bULL, 0x687604d63c715beaULL, 0xec73d217f5be65cbULL,
                                0x09411b7c309a3dceULL}};
    *r = r2;
}

/* r = a R mod l for one scalar, with the portable product. */
static inline void sc25519_mont_form(sc25519 *r, const sc25519 *a) {
    sc25519 one;
    sc25519_mont_one(&one);
    ecb_ristretto255_scalar_mul(r, a, &one);
}

static inline __m512i sc8_bcast64(uint64_t x) {
    return _mm512_set1_epi64((long long)x);
}

/* Four 64-bit words per lane (w[k] = word k) <-> five 52-bit limbs, for integers below 2^256. */
static inline void sc8_from_words(sc8 *r, const __m512i w[4]) {
    const __m512i mask = sc8_bcast64(SC8_MASK52);
    r->l[0] = _mm512_and_si512(w[0], mask);
    /* (x >> s | y << (64 - s)) & mask: ternary logic 0xa8 is (A | B) & C */
    r->l[1] = _mm512_ternarylogic_epi64(_mm512_srli_epi64(w[0], 52), _mm512_slli_epi64(w[1], 12),
                                        mask, 0xa8);
    r->l[2] = _mm512_ternarylogic_epi64(_mm512_srli_epi64(w[1], 40), _mm512_slli_epi64(w[2], 24),
                                        mask, 0xa8);
    r->l[3] = _mm512_ternarylogic_epi64(_mm512_srli_epi64(w[2], 28), _mm512_slli_epi64(w[3], 36),
                                        mask, 0xa8);
    r->l[4] = _mm512_srli_epi64(w[3], 16);
}

static inline void sc8_to_words(__m512i w[4], const sc8 *a) {
    w[0] = _mm512_or_si512(a->l[0], _mm512_slli_epi64(a->l[1], 52));
    w[1] = _mm512_or_si512(_mm512_srli_epi64(a->l[1], 12), _mm512_slli_epi64(a->l[2], 40));
    w[2] = _mm512_or_si512(_mm512_srli_epi64(a->l[2], 24), _mm512_slli_epi64(a->l[3], 28));
    w[3] = _mm512_or_si512(_mm512_srli_epi64(a->l[3], 36), _mm512_slli_epi64(a->l[4], 16));
}

/* Lane k = in[k]. The transpose goes through memory rather than gathers and scatters, which
 * MemorySanitizer (the constant-time check) does not follow; it runs once per eight scalars. */
static inline void sc8_load(sc8 *r, const sc25519 in[8]) {
    uint64_t t[4][8];
    __m512i w[4];
    for (int j = 0; j < 8; j++)
        for (int k = 0; k < 4; k++)
            t[k][j] = in[j].v[k];
    for (int k = 0; k < 4; k++)
        w[k] = _mm512_loadu_si512((const void *)t[k]);
    sc8_from_words(r, w);
}

/* out[k] = lane k. */
static inline void sc8_store(sc25519 out[8], const sc8 *a) {
    uint64_t t[4][8];
    __m512i w[4];
    sc8_to_words(w, a);
    for (int k = 0; k < 4; k++)
        _mm512_storeu_si512((void *)t[k], w[k]);
    for (int j = 0; j < 8; j++)
        for (int k = 0; k < 4; k++)
            out[j].v[k] = t[k][j];
}

/* Every lane = *a. */
static inline void sc8_bcast(sc8 *r, const sc25519 *a) {
    __m512i w[4];
    for (int k = 0; k < 4; k++)
        w[k] = sc8_bcast64(a->v[k]);
    sc8_from_words(r, w);
}

/* Lanes as 40 words in memory (limb i of lane k at m[8 i + k]), any alignment. */
static inline void sc8_loadu(sc8 *r, const uint64_t m[40]) {
    for (int i = 0; i < 5; i++)
        r->l[i] = _mm512_loadu_si512((const void *)(m + 8 * i));
}

static inline void sc8_storeu(uint64_t m[40], const sc8 *a) {
    for (int i = 0; i < 5; i++)
        _mm512_storeu_si512((void *)(m + 8 * i), a->l[i]);
}

/* Carries the bits above 52 of each limb into the next, arithmetically (limbs may be
 * negative); the top limb keeps the sign. */
static inline void sc8_carry_signed(__m512i t[5]) {
    const __m512i mask = sc8_bcast64(SC8_MASK52);
    for (int j = 0; j < 4; j++) {
        t[j + 1] = _mm512_add_epi64(t[j + 1], _mm512_srai_epi64(t[j], 52));
        t[j] = _mm512_and_si512(t[j], mask);
    }
}

/* r = u where u >= 0 (its top limb is not negative), else s. */
static inline void sc8_select_nonneg(sc8 *r, const __m512i u[5], const __m512i s[5]) {
    const __mmask8 neg = _mm512_cmplt_epi64_mask(u[4], _mm512_setzero_si512());
    for (int j = 0; j < 5; j++)
        r->l[j] = _mm512_mask_blend_epi64(neg, u[j], s[j]);
}

static inline __m512i sc8_l(int j) {
    static const uint64_t l[5] = {SC8_L0, SC8_L1, SC8_L2, 0, SC8_L4};
    return sc8_bcast64(l[j]);
}

/* r = t - l where that is not negative, else t; t normalised and below 2l. */
static inline void sc8_reduce_once(sc8 *r, const __m512i t[5]) {
    __m512i u[5];
    for (int j = 0; j < 5; j++)
        u[j] = _mm512_sub_epi64(t[j], sc8_l(j));
    sc8_carry_signed(u);
    sc8_select_nonneg(r, u, t);
}

/* r = a b R^-1 mod l, lane-wise (r may alias a or b). */
static inline void sc8_mont_mul(sc8 *r, const sc8 *a, const sc8 *b) {
    const __m512i zero = _mm512_setzero_si512(), mask = sc8_bcast64(SC8_MASK52);
    const __m512i inv = sc8_bcast64(SC8_INV), l0 = sc8_l(0), l1 = sc8_l(1), l2 = sc8_l(2);
    __m512i t[6];
    for (int j = 0; j < 6; j++)
        t[j] = zero;
    for (int i = 0; i < 5; i++) {
        for (int j = 0; j < 5; j++) {
            t[j] = _mm512_madd52lo_epu64(t[j], a->l[j], b->l[i]);
            t[j + 1] = _mm512_madd52hi_epu64(t[j + 1], a->l[j], b->l[i]);
        }
        const __m512i m = _mm512_madd52lo_epu64(zero, t[0], inv);
        t[0] = _mm512_madd52lo_epu64(t[0], m, l0);
        t[1] = _mm512_madd52hi_epu64(t[1], m, l0);
        t[1] = _mm512_madd52lo_epu64(t[1], m, l1);
        t[2] = _mm512_madd52hi_epu64(t[2], m, l1);
        t[2] = _mm512_madd52lo_epu64(t[2], m, l2);
        t[3] = _mm512_madd52hi_epu64(t[3], m, l2);
        /* m l_4 = m 2^44: low 52 bits (m mod 2^8) 2^44, high part m >> 8 */
        t[4] = _mm512_add_epi64(t[4], _mm512_and_si512(_mm512_slli_epi64(m, 44), mask));
        t[5] = _mm512_add_epi64(t[5], _mm512_srli_epi64(m, 8));
        /* t_0 = 0 mod 2^52 now: shift down one limb, carrying t_0's upper bits */
        t[1] = _mm512_add_epi64(t[1], _mm512_srli_epi64(t[0], 52));
        for (int j = 0; j < 5; j++)
            t[j] = t[j + 1];
        t[5] = zero;
    }
    sc8_carry_signed(t);
    sc8_reduce_once(r, t);
}

/* r = a R mod l, lane-wise: the Montgomery form of factors. */
static inline void sc8_to_mont(sc8 *r, const sc8 *a) {
    sc25519 r2;
    sc8 f;
    sc25519_mont_r2(&r2);
    sc8_bcast(&f, &r2);
    sc8_mont_mul(r, a, &f);
}

/* r = a + b mod l: s = a + b and u = a + b - l, r = u where u >= 0. */
static inline void sc8_add(sc8 *r, const sc8 *a, const sc8 *b) {
    __m512i s[5], u[5];
    for (int j = 0; j < 5; j++) {
        s[j] = _mm512_add_epi64(a->l[j], b->l[j]);
        u[j] = _mm512_sub_epi64(s[j], sc8_l(j));
    }
    sc8_carry_signed(s);
    sc8_carry_signed(u);
    sc8_select_nonneg(r, u, s);
}

/* r = a - b mod l: d = a - b and s = a - b + l, r = d where d >= 0. */
static inline void sc8_sub(sc8 *r, const sc8 *a, const sc8 *b) {
    __m512i d[5], s[5];
    for (int j = 0; j < 5; j++) {
        d[j] = _mm512_sub_epi64(a->l[j], b->l[j]);
        s[j] = _mm512_add_epi64(d[j], sc8_l(j));
    }
    sc8_carry_signed(d);
    sc8_carry_signed(s);
    sc8_select_nonneg(r, d, s);
}

/* r = b in the lanes of `mask`, a in the others. */
static inline void sc8_blend(sc8 *r, __mmask8 mask, const sc8 *a, const sc8 *b) {
    for (int j = 0; j < 5; j++)
        r->l[j] = _mm512_mask_blend_epi64(mask, a->l[j], b->l[j]);
}

/* r = a in the lanes of `mask`, 0 in the others. */
static inline void sc8_maskz(sc8 *r, __mmask8 mask, const sc8 *a) {
    for (int j = 0; j < 5; j++)
        r->l[j] = _mm512_maskz_mov_epi64(mask, a->l[j]);
}

#include "util/target_ifma_end.h"

#endif
#endif
