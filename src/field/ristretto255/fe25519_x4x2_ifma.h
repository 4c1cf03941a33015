/* GF(p), p = 2^255 - 19, eight elements at once on 512-bit vectors: fe4x2 is two fe4
 * (fe25519_x4_ifma.h) side by side, the low 256 bits of l[i] holding limb i of the first four
 * elements, the high 256 bits limb i of the other four. Same radix, limb bounds and
 * algorithms as fe4 (see there); a 512-bit VPMADD52 costs the same as a 256-bit one on
 * machines with full-width AVX-512 units, so two independent fe4 computations run for the
 * price of one. Permutations act on each 256-bit half alike (VPERMQ with an immediate), lane
 * masks have eight bits (bits 0-3 the low half, 4-7 the high half).
 * Every function is constant time and compiled for AVX-512 IFMA (util/target_ifma_begin.h): call
 * them only from code compiled the same way, and only at the ifma level (fe25519_x4_ifma.h). */
#ifndef ECBATCH_FIELD_FE25519_X4X2_IFMA_H
#define ECBATCH_FIELD_FE25519_X4X2_IFMA_H

#include "field/ristretto255/fe25519_x4_ifma.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include "util/target_ifma_begin.h"

typedef struct {
    __m512i l[5];
} fe4x2;

/* A four-lane mask repeated in both halves. */
#define FE4X2_BOTH(m) ((__mmask8)((m) | ((m) << 4)))

#define fe4x2_permute(h, f, imm)                                                                   \
    do {                                                                                           \
        for (int fe4x2_i_ = 0; fe4x2_i_ < 5; fe4x2_i_++)                                           \
            (h)->l[fe4x2_i_] = _mm512_permutex_epi64((f)->l[fe4x2_i_], imm);                       \
    } while (0)
#define fe4x2_permute_keep(h, f, imm, keep)                                                        \
    do {                                                                                           \
        for (int fe4x2_i_ = 0; fe4x2_i_ < 5; fe4x2_i_++)                                           \
            (h)->l[fe4x2_i_] = _mm512_maskz_permutex_epi64(keep, (f)->l[fe4x2_i_], imm);           \
    } while (0)

/* fe4_carry on both halves. */
static inline void fe4x2_carry(fe4x2 *h, const fe4x2 *f) {
    const __m512i mask = _mm512_set1_epi64((long long)FE25519_MASK51);
    const __m512i r19 = _mm512_set1_epi64(19);
    __m512i c[5], t[5];
    for (int i = 0; i < 5; i++) {
        c[i] = _mm512_srli_epi64(f->l[i], 51);
        t[i] = _mm512_and_si512(f->l[i], mask);
    }
    h->l[0] = _mm512_madd52lo_epu64(t[0], c[4], r19);
    for (int i = 1; i < 5; i++)
        h->l[i] = _mm512_add_epi64(t[i], c[i - 1]);
}

/* fe4_fold on both halves (same bounds). */
static inline void fe4x2_fold(fe4x2 *h, const __m512i lo[9], const __m512i hi[9]) {
    __m512i z[10];
    z[0] = lo[0];
    for (int k = 1; k < 9; k++)
        z[k] = _mm512_add_epi64(lo[k], _mm512_add_epi64(hi[k - 1], hi[k - 1]));
    z[9] = _mm512_add_epi64(hi[8], hi[8]);
    for (int k = 0; k < 5; k++) {
        __m512i u = z[k + 5];
        __m512i u19 =
            _mm512_add_epi64(_mm512_add_epi64(u, _mm512_slli_epi64(u, 1)), _mm512_slli_epi64(u, 4));
        h->l[k] = _mm512_add_epi64(z[k], u19);
    }
}

/* h = f g lane by lane; f, g reduced, h lazy (fe4_mul). */
static inline void fe4x2_mul(fe4x2 *h, const fe4x2 *f, const fe4x2 *g) {
    __m512i lo[9], hi[9];
    for (int k = 0; k < 9; k++)
        lo[k] = hi[k] = _mm512_setzero_si512();
    for (int i = 0; i < 5; i++) {
        for (int j = 0; j < 5; j++) {
            lo[i + j] = _mm512_madd52lo_epu64(lo[i + j], f->l[i], g->l[j]);
            hi[i + j] = _mm512_madd52hi_epu64(hi[i + j], f->l[i], g->l[j]);
        }
    }
    fe4x2_fold(h, lo, hi);
}

/* h = f^2 lane by lane; f reduced, h lazy (fe4_sq). */
static inline void fe4x2_sq(fe4x2 *h, const fe4x2 *f) {
    __m512i clo[9], chi[9], lo[9], hi[9];
    for (int k = 0; k < 9; k++)
        clo[k] = chi[k] = _mm512_setzero_si512();
    for (int i = 0; i < 5; i++) {
        for (int j = i + 1; j < 5; j++) {
            clo[i + j] = _mm512_madd52lo_epu64(clo[i + j], f->l[i], f->l[j]);
            chi[i + j] = _mm512_madd52hi_epu64(chi[i + j], f->l[i], f->l[j]);
        }
    }
    for (int k = 0; k < 9; k++) {
        lo[k] = _mm512_add_epi64(clo[k], clo[k]);
        hi[k] = _mm512_add_epi64(chi[k], chi[k]);
    }
    for (int i = 0; i < 5; i++) {
        lo[2 * i] = _mm512_madd52lo_epu64(lo[2 * i], f->l[i], f->l[i]);
        hi[2 * i] = _mm512_madd52hi_epu64(hi[2 * i], f->l[i], f->l[i]);
    }
    fe4x2_fold(h, lo, hi);
}

/* h = f s lane by lane for small lane factors s (below 2^20); f reduced, h lazy
 * (fe4_mul_small). */
static inline void fe4x2_mul_small(fe4x2 *h, const fe4x2 *f, __m512i s) {
    const __m512i r19 = _mm512_set1_epi64(19);
    const __m512i zero = _mm512_setzero_si512();
    __m512i lo[5], hi[5];
    for (int i = 0; i < 5; i++) {
        lo[i] = _mm512_madd52lo_epu64(zero, f->l[i], s);
        hi[i] = _mm512_madd52hi_epu64(zero, f->l[i], s);
        hi[i] = _mm512_add_epi64(hi[i], hi[i]);
    }
    h->l[0] = _mm512_madd52lo_epu64(lo[0], hi[4], r19);
    for (int i = 1; i < 5; i++)
        h->l[i] = _mm512_add_epi64(lo[i], hi[i - 1]);
}

/* h = f + (g or 512p - g per lane: the lanes set in neg negate), no carry; g lazy. */
static inline void fe4x2_add_signed(fe4x2 *h, const fe4x2 *f, const fe4x2 *g, __mmask8 neg) {
    const __m512i p512_0 = _mm512_set1_epi64((long long)((1ull << 60) - 9728));
    const __m512i p512_i = _mm512_set1_epi64((long long)((1ull << 60) - 512));
    for (int i = 0; i < 5; i++) {
        __m512i sg = _mm512_mask_sub_epi64(g->l[i], neg, i == 0 ? p512_0 : p512_i, g->l[i]);
        h->l[i] = _mm512_add_epi64(f->l[i], sg);
    }
}

/* h = f + (g or -g per lane), carried: f below 2^61, g lazy, h reduced (fe4_addsub). */
static inline void fe4x2_addsub(fe4x2 *h, const fe4x2 *f, const fe4x2 *g, __mmask8 neg) {
    fe4x2 w;
    fe4x2_add_signed(&w, f, g, neg);
    fe4x2_carry(h, &w);
}

/* The two halves from two fe4, and back. */
static inline void fe4x2_join(fe4x2 *h, const fe4 *lo, const fe4 *hi) {
    for (int i = 0; i < 5; i++)
        h->l[i] =
            _mm512_inserti64x4(_mm512_castsi256_si512((__m256i)lo->l[i]), (__m256i)hi->l[i], 1);
}
static inline void fe4x2_split(fe4 *lo, fe4 *hi, const fe4x2 *f) {
    for (int i = 0; i < 5; i++) {
        lo->l[i] = (fe4_vec)_mm512_castsi512_si256(f->l[i]);
        hi->l[i] = (fe4_vec)_mm512_extracti64x4_epi64(f->l[i], 1);
    }
}

#include "util/target_ifma_end.h"

#endif
#endif
