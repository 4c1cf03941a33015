/* GF(p), p = 2^255 - 19, eight independent elements at once with AVX-512 IFMA (VPMADD52LUQ/HUQ
 * on 512-bit vectors): fe8 holds limb i of eight elements in the eight 64-bit lanes of l[i]
 * (structure of arrays, as fp_x8_ifma.h for the BLS12 fields), radix 2^51 as fe25519, so lanes
 * convert to and from fe25519 exactly. The arithmetic is fe25519_x4_ifma.h's four-lane product
 * (radix 2^51 under the 52-bit multiplier: the high half of a limb product carries weight
 * 2 * 2^(51(i+j+1))) on twice the lanes; its bounds hold unchanged:
 *   reduced : every limb < 2^51 + 2^17. Output of every function that returns an fe8 (add,
 *             sub and neg carry; canonical gives limbs < 2^51) except mul_lazy, and accepted
 *             by every input.
 *   lazy    : every limb < 2^59. Output of mul_lazy (a product without its carry pass, as
 *             fe4_mul); accepted only by addsub (and by fe8_carry, which takes limbs < 2^62).
 * Predicates (sign, zero, equality) return one mask bit per lane. Used where the work is many
 * independent field computations: the batch decoder runs whole decodings in the lanes. Every
 * function is constant time and compiled for AVX-512 IFMA (util/target_ifma_begin.h): call them
 * only from code compiled the same way, and only at the ifma level (its backend's decode_lanes,
 * msm/groups/msm_backend.h). */
#ifndef ECBATCH_FIELD_FE25519_X8_IFMA_H
#define ECBATCH_FIELD_FE25519_X8_IFMA_H

#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include <immintrin.h>
#include <stdint.h>

#include "field/ristretto255/fe25519.h"
#include "field/scatter8.h"

#include "util/target_ifma_begin.h"

typedef struct {
    __m512i l[5];
} fe8;

/* 19 x, as x + 2 x + 16 x (no 64-bit vector product below AVX-512 DQ). */
static inline __m512i fe8_times19(__m512i x) {
    return _mm512_add_epi64(_mm512_add_epi64(x, _mm512_slli_epi64(x, 1)), _mm512_slli_epi64(x, 4));
}

/* One carry pass over limbs below 2^62, all limbs at once: limb k keeps its low 51 bits plus
 * the carry of limb k-1; limb 0 takes 19 times the carry out of limb 4 (2^255 = 19 mod p). */
static inline void fe8_carry(fe8 *h, const __m512i w[5]) {
    const __m512i mask = _mm512_set1_epi64((long long)FE25519_MASK51);
    __m512i c[5];
    for (int i = 0; i < 5; i++)
        c[i] = _mm512_srli_epi64(w[i], 51);
    h->l[0] = _mm512_add_epi64(_mm512_and_si512(w[0], mask), fe8_times19(c[4]));
    for (int i = 1; i < 5; i++)
        h->l[i] = _mm512_add_epi64(_mm512_and_si512(w[i], mask), c[i - 1]);
}

/* Folds the column sums lo[k], hi[k] (k = i + j) of a product to five lazy limbs: z_k = lo_k +
 * 2 hi_(k-1) < 15 * 2^52, then w_k = z_k + 19 z_(k+5) < 2^59 (fe25519_x4_ifma.h's bound). */
static inline void fe8_fold_lazy(__m512i w[5], const __m512i lo[9], const __m512i hi[9]) {
    __m512i z[10];
    z[0] = lo[0];
    for (int k = 1; k < 9; k++)
        z[k] = _mm512_add_epi64(lo[k], _mm512_add_epi64(hi[k - 1], hi[k - 1]));
    z[9] = _mm512_add_epi64(hi[8], hi[8]);
    for (int k = 0; k < 5; k++) {
        w[k] = _mm512_add_epi64(z[k], fe8_times19(z[k + 5]));
    }
}

/* The folded product and one carry pass. */
static inline void fe8_fold(fe8 *h, const __m512i lo[9], const __m512i hi[9]) {
    __m512i w[5];
    fe8_fold_lazy(w, lo, hi);
    fe8_carry(h, w);
}

/* h = f g lane by lane, lazy (h may alias f or g). */
static inline void fe8_mul_lazy(fe8 *h, const fe8 *f, const fe8 *g) {
    __m512i lo[9], hi[9];
    for (int k = 0; k < 9; k++)
        lo[k] = hi[k] = _mm512_setzero_si512();
    for (int i = 0; i < 5; i++) {
        for (int j = 0; j < 5; j++) {
            lo[i + j] = _mm512_madd52lo_epu64(lo[i + j], f->l[i], g->l[j]);
            hi[i + j] = _mm512_madd52hi_epu64(hi[i + j], f->l[i], g->l[j]);
        }
    }
    fe8_fold_lazy(h->l, lo, hi);
}

/* h = f g lane by lane (h may alias f or g). */
static inline void fe8_mul(fe8 *h, const fe8 *f, const fe8 *g) {
    fe8_mul_lazy(h, f, g);
    fe8_carry(h, h->l);
}

/* h = f^2 lane by lane: the ten cross products on doubled operands (2 f_i < 2^53 does not fit
 * the multiplier, so the cross sums are doubled instead), plus the five squares. */
static inline void fe8_sq(fe8 *h, const fe8 *f) {
    __m512i clo[9], chi[9], lo[9], hi[9];
    for (int k = 0; k < 9; k++)
        clo[k] = chi[k] = lo[k] = hi[k] = _mm512_setzero_si512();
    for (int i = 0; i < 5; i++) {
        lo[2 * i] = _mm512_madd52lo_epu64(lo[2 * i], f->l[i], f->l[i]);
        hi[2 * i] = _mm512_madd52hi_epu64(hi[2 * i], f->l[i], f->l[i]);
        for (int j = i + 1; j < 5; j++) {
            clo[i + j] = _mm512_madd52lo_epu64(clo[i + j], f->l[i], f->l[j]);
            chi[i + j] = _mm512_madd52hi_epu64(chi[i + j], f->l[i], f->l[j]);
        }
    }
    for (int k = 0; k < 9; k++) {
        lo[k] = _mm512_add_epi64(lo[k], _mm512_add_epi64(clo[k], clo[k]));
        hi[k] = _mm512_add_epi64(hi[k], _mm512_add_epi64(chi[k], chi[k]));
    }
    fe8_fold(h, lo, hi);
}

/* h = f^(2^n), n >= 1. */
static inline void fe8_sqn(fe8 *h, const fe8 *f, int n) {
    fe8_sq(h, f);
    while (--n > 0)
        fe8_sq(h, h);
}

/* h = f + g, carried (reduced). */
static inline void fe8_add(fe8 *h, const fe8 *f, const fe8 *g) {
    __m512i w[5];
    for (int i = 0; i < 5; i++)
        w[i] = _mm512_add_epi64(f->l[i], g->l[i]);
    fe8_carry(h, w);
}

/* h = f - g, computed as f + 2p - g (2p limb-wise is 2^52 - 38, 2^52 - 2, ..., above every
 * reduced limb) and carried. */
static inline void fe8_sub(fe8 *h, const fe8 *f, const fe8 *g) {
    const __m512i p2_0 = _mm512_set1_epi64((long long)((1ull << 52) - 38));
    const __m512i p2_i = _mm512_set1_epi64((long long)((1ull << 52) - 2));
    __m512i w[5];
    for (int i = 0; i < 5; i++)
        w[i] = _mm512_add_epi64(f->l[i], _mm512_sub_epi64(i == 0 ? p2_0 : p2_i, g->l[i]));
    fe8_carry(h, w);
}

/* h = f + (g or 512p - g per lane: the lanes set in neg subtract), carried: f below 2^61, g
 * lazy (512p limb-wise is 2^60 - 9728, 2^60 - 512, ..., above every lazy limb), h reduced. */
static inline void fe8_addsub(fe8 *h, const fe8 *f, const fe8 *g, __mmask8 neg) {
    const __m512i p512_0 = _mm512_set1_epi64((long long)((1ull << 60) - 9728));
    const __m512i p512_i = _mm512_set1_epi64((long long)((1ull << 60) - 512));
    __m512i w[5];
    for (int i = 0; i < 5; i++) {
        __m512i sg = _mm512_mask_sub_epi64(g->l[i], neg, i == 0 ? p512_0 : p512_i, g->l[i]);
        w[i] = _mm512_add_epi64(f->l[i], sg);
    }
    fe8_carry(h, w);
}

/* h = -f. */
static inline void fe8_neg(fe8 *h, const fe8 *f) {
    fe8 zero;
    for (int i = 0; i < 5; i++)
        zero.l[i] = _mm512_setzero_si512();
    fe8_sub(h, &zero, f);
}

/* Every lane = c (tight). */
static inline void fe8_set1(fe8 *h, const fe25519 *c) {
    for (int i = 0; i < 5; i++)
        h->l[i] = _mm512_set1_epi64((long long)c->v[i]);
}

/* h = the lanes of g where bit k of take is set, else of f. */
static inline void fe8_select(fe8 *h, const fe8 *f, const fe8 *g, __mmask8 take) {
    for (int i = 0; i < 5; i++)
        h->l[i] = _mm512_mask_blend_epi64(take, f->l[i], g->l[i]);
}

/* h = the canonical representative of f (in [0, p), limbs below 2^51), as fe25519_tobytes:
 * two sequential carry passes leave a value below 2^255, then q = 1 exactly when value + 19
 * reaches 2^255 (value >= p), and value + 19 q with bit 255 dropped is value - q p. */
static inline void fe8_canonical(fe8 *h, const fe8 *f) {
    const __m512i mask = _mm512_set1_epi64((long long)FE25519_MASK51);
    const __m512i n19 = _mm512_set1_epi64(19);
    __m512i t[5];
    for (int i = 0; i < 5; i++)
        t[i] = f->l[i];
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < 4; i++) {
            t[i + 1] = _mm512_add_epi64(t[i + 1], _mm512_srli_epi64(t[i], 51));
            t[i] = _mm512_and_si512(t[i], mask);
        }
        t[0] = _mm512_add_epi64(t[0], fe8_times19(_mm512_srli_epi64(t[4], 51)));
        t[4] = _mm512_and_si512(t[4], mask);
    }
    __m512i q = _mm512_srli_epi64(_mm512_add_epi64(t[0], n19), 51);
    for (int i = 1; i < 5; i++)
        q = _mm512_srli_epi64(_mm512_add_epi64(t[i], q), 51);
    t[0] = _mm512_add_epi64(t[0], fe8_times19(q));
    for (int i = 0; i < 4; i++) {
        t[i + 1] = _mm512_add_epi64(t[i + 1], _mm512_srli_epi64(t[i], 51));
        t[i] = _mm512_and_si512(t[i], mask);
    }
    t[4] = _mm512_and_si512(t[4], mask);
    for (int i = 0; i < 5; i++)
        h->l[i] = t[i];
}

/* Bit k set when lane k of f is negative (RFC 9496 IS_NEGATIVE: its canonical value is odd). */
static inline __mmask8 fe8_isnegative(const fe8 *f) {
    fe8 c;
    fe8_canonical(&c, f);
    return _mm512_test_epi64_mask(c.l[0], _mm512_set1_epi64(1));
}

/* Bit k set when lane k of f is 0 mod p. */
static inline __mmask8 fe8_iszero(const fe8 *f) {
    fe8 c;
    fe8_canonical(&c, f);
    __m512i any = c.l[0];
    for (int i = 1; i < 5; i++)
        any = _mm512_or_si512(any, c.l[i]);
    return _mm512_testn_epi64_mask(any, any);
}

/* Bit k set when lanes k of f and g are equal mod p. */
static inline __mmask8 fe8_equal(const fe8 *f, const fe8 *g) {
    fe8 d;
    fe8_sub(&d, f, g);
    return fe8_iszero(&d);
}

/* h = |f| lane by lane: f or -f, whichever is non-negative (RFC 9496 CT_ABS). */
static inline void fe8_abs(fe8 *h, const fe8 *f) {
    fe8 n;
    const __mmask8 negative = fe8_isnegative(f);
    fe8_neg(&n, f);
    fe8_select(h, f, &n, negative);
}

/* The gathers and scatters below address limb i of in[k] as 64-bit word 5 k + i. */
_Static_assert(sizeof(fe25519) == 5 * sizeof(uint64_t), "fe25519 is five packed limbs");

/* Lane k = in[k] (tight fe25519, limbs below 2^52); the result is carried, so reduced. */
static inline void fe8_from_fe25519(fe8 *h, const fe25519 in[8]) {
    __m512i w[5];
    const __m512i index = _mm512_set_epi64(35, 30, 25, 20, 15, 10, 5, 0);
    for (int i = 0; i < 5; i++)
        w[i] = _mm512_i64gather_epi64(index, (const void *)&in[0].v[i], 8);
    fe8_carry(h, w);
}

/* out[k] = lane k as a tight fe25519 (reduced limbs are below 2^52). */
static inline void fe8_to_fe25519(fe25519 out[8], const fe8 *f) {
    const __m512i index = _mm512_set_epi64(35, 30, 25, 20, 15, 10, 5, 0);
    for (int i = 0; i < 5; i++)
        SCATTER8((void *)&out[0].v[i], index, f->l[i], 8);
}

#include "util/target_ifma_end.h"

#endif
#endif
