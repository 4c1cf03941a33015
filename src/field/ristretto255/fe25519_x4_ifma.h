/* GF(p), p = 2^255 - 19, four elements at once with AVX-512 IFMA (VPMADD52LUQ/HUQ on 256-bit
 * vectors): fe4 holds limb i of four elements in the four 64-bit lanes of l[i], radix 2^51 as
 * fe25519, so lanes convert to and from fe25519 exactly.
 *
 * The 52-bit multiplier leaves one bit of headroom over the radix (de Valence, "Accelerating
 * Edwards curve arithmetic with parallel formulas", 2018, and curve25519-dalek's IFMA backend):
 * a product of limbs below 2^52 splits into its low 52 bits, weight 2^(51(i+j)), and its high
 * 52 bits, weight 2^(51(i+j)+52) = 2 * 2^(51(i+j+1)).
 *
 * Limb bounds (the contract between functions):
 *   reduced : every limb < 2^51 + 2^17. Output of carry, addsub and the constants; the only
 *             input mul and sq accept (VPMADD52 reads the low 52 bits of each limb).
 *   lazy    : every limb < 2^59. Output of mul and sq, which end without a carry pass (as
 *             curve25519-dalek's IFMA backend does): a value that is only added to others
 *             before the next carry never pays one.
 *   wide    : every limb < 2^62. Accepted by carry.
 * Negation uses 512p (limbs 2^60 - 9728, 2^60 - 512), so any lazy value can be negated.
 * Every function is constant time (no branch or index depends on lane values) and compiled for
 * AVX-512 IFMA (util/target_ifma_begin.h): call them only from code compiled the same way, and
 * only at the ifma level (its backend, msm/groups/msm_backend.h, or the provers' MSMs that check
 * the level). */
#ifndef ECBATCH_FIELD_FE25519_X4_IFMA_H
#define ECBATCH_FIELD_FE25519_X4_IFMA_H

#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include <immintrin.h>
#include <stdint.h>

#include "field/ristretto255/fe25519.h"

#include "util/target_ifma_begin.h"

/* 256-bit lanes that need only 8-byte alignment (points live in malloc'ed arrays). */
typedef long long fe4_vec __attribute__((vector_size(32), aligned(8)));

typedef struct {
    fe4_vec l[5];
} fe4;

/* Lane selectors (permutations need immediates, so these are macros). fe4_permute_keep also
 * zeroes the lanes not set in keep (one masked permutation). */
#define FE4_PERM(a, b, c, d) ((a) | ((b) << 2) | ((c) << 4) | ((d) << 6))
#define fe4_permute(h, f, imm)                                                                     \
    do {                                                                                           \
        for (int fe4_i_ = 0; fe4_i_ < 5; fe4_i_++)                                                 \
            (h)->l[fe4_i_] = (fe4_vec)_mm256_permute4x64_epi64((__m256i)(f)->l[fe4_i_], imm);      \
    } while (0)
#define fe4_permute_keep(h, f, imm, keep)                                                          \
    do {                                                                                           \
        for (int fe4_i_ = 0; fe4_i_ < 5; fe4_i_++)                                                 \
            (h)->l[fe4_i_] =                                                                       \
                (fe4_vec)_mm256_maskz_permutex_epi64(keep, (__m256i)(f)->l[fe4_i_], imm);          \
    } while (0)

/* One carry pass over wide limbs, all limbs at once: limb k keeps its low 51 bits plus the
 * carry of limb k-1 (below 2^11), limb 0 takes 19 times the carry out of limb 4 (2^255 = 19
 * mod p) with one 52-bit multiply-add. */
static inline void fe4_carry(fe4 *h, const fe4 *f) {
    const __m256i mask = _mm256_set1_epi64x((long long)FE25519_MASK51);
    const __m256i r19 = _mm256_set1_epi64x(19);
    __m256i c[5], t[5];
    for (int i = 0; i < 5; i++) {
        c[i] = _mm256_srli_epi64((__m256i)f->l[i], 51);
        t[i] = _mm256_and_si256((__m256i)f->l[i], mask);
    }
    h->l[0] = (fe4_vec)_mm256_madd52lo_epu64(t[0], c[4], r19);
    for (int i = 1; i < 5; i++)
        h->l[i] = (fe4_vec)_mm256_add_epi64(t[i], c[i - 1]);
}

/* The column sums of a product of reduced operands, folded to five lazy limbs. With limbs
 * below 2^51 + 2^17 a 52-bit low half is below 2^52 and a high half below 2^50 + 2^17;
 * column k has n_k = min(k, 8 - k) + 1 products, so z_k = lo_k + 2 hi_(k-1) < (n_k +
 * n_(k-1) / 2) 2^52 + 2^21. Limb k is z_k + 19 z_(k+5) (2^255 = 19 mod p), times 19 by
 * shifts and adds (the multiplier is the busier unit); the largest, limb 0, stays below
 * (1 + 19 * 6.5) 2^52 + 2^26 < 2^59. */
static inline void fe4_fold(fe4 *h, const __m256i lo[9], const __m256i hi[9]) {
    __m256i z[10];
    z[0] = lo[0];
    for (int k = 1; k < 9; k++)
        z[k] = _mm256_add_epi64(lo[k], _mm256_add_epi64(hi[k - 1], hi[k - 1]));
    z[9] = _mm256_add_epi64(hi[8], hi[8]);
    for (int k = 0; k < 5; k++) {
        __m256i u = z[k + 5];
        __m256i u19 =
            _mm256_add_epi64(_mm256_add_epi64(u, _mm256_slli_epi64(u, 1)), _mm256_slli_epi64(u, 4));
        h->l[k] = (fe4_vec)_mm256_add_epi64(z[k], u19);
    }
}

/* h = f g lane by lane; f, g reduced, h lazy. */
static inline void fe4_mul(fe4 *h, const fe4 *f, const fe4 *g) {
    __m256i lo[9], hi[9];
    for (int k = 0; k < 9; k++)
        lo[k] = hi[k] = _mm256_setzero_si256();
    for (int i = 0; i < 5; i++) {
        for (int j = 0; j < 5; j++) {
            lo[i + j] = _mm256_madd52lo_epu64(lo[i + j], (__m256i)f->l[i], (__m256i)g->l[j]);
            hi[i + j] = _mm256_madd52hi_epu64(hi[i + j], (__m256i)f->l[i], (__m256i)g->l[j]);
        }
    }
    fe4_fold(h, lo, hi);
}

/* h = f^2 lane by lane: the ten cross products once, doubled, plus the five squares (15
 * product pairs instead of 25); the column sums equal fe4_mul's, so do the bounds. */
static inline void fe4_sq(fe4 *h, const fe4 *f) {
    __m256i clo[9], chi[9], lo[9], hi[9];
    for (int k = 0; k < 9; k++)
        clo[k] = chi[k] = lo[k] = hi[k] = _mm256_setzero_si256();
    for (int i = 0; i < 5; i++) {
        for (int j = i + 1; j < 5; j++) {
            clo[i + j] = _mm256_madd52lo_epu64(clo[i + j], (__m256i)f->l[i], (__m256i)f->l[j]);
            chi[i + j] = _mm256_madd52hi_epu64(chi[i + j], (__m256i)f->l[i], (__m256i)f->l[j]);
        }
    }
    for (int k = 0; k < 9; k++) {
        lo[k] = _mm256_add_epi64(clo[k], clo[k]);
        hi[k] = _mm256_add_epi64(chi[k], chi[k]);
    }
    for (int i = 0; i < 5; i++) {
        lo[2 * i] = _mm256_madd52lo_epu64(lo[2 * i], (__m256i)f->l[i], (__m256i)f->l[i]);
        hi[2 * i] = _mm256_madd52hi_epu64(hi[2 * i], (__m256i)f->l[i], (__m256i)f->l[i]);
    }
    fe4_fold(h, lo, hi);
}

/* h = f s lane by lane for small lane factors s (below 2^20); f reduced, h lazy (limbs below
 * 2^53). Each product limb is below 2^72: its low 52 bits stay, its high part (below 2^20)
 * doubles into the next limb, limb 5 wrapping to limb 0 times 19. Ten multiply-adds. */
static inline void fe4_mul_small(fe4 *h, const fe4 *f, __m256i s) {
    const __m256i r19 = _mm256_set1_epi64x(19);
    const __m256i zero = _mm256_setzero_si256();
    __m256i lo[5], hi[5];
    for (int i = 0; i < 5; i++) {
        lo[i] = _mm256_madd52lo_epu64(zero, (__m256i)f->l[i], s);
        hi[i] = _mm256_madd52hi_epu64(zero, (__m256i)f->l[i], s);
        hi[i] = _mm256_add_epi64(hi[i], hi[i]);
    }
    h->l[0] = (fe4_vec)_mm256_madd52lo_epu64(lo[0], hi[4], r19);
    for (int i = 1; i < 5; i++)
        h->l[i] = (fe4_vec)_mm256_add_epi64(lo[i], hi[i - 1]);
}

/* h = f + (g or 512p - g per lane: the lanes set in neg negate), no carry; g lazy. */
static inline void fe4_add_signed(fe4 *h, const fe4 *f, const fe4 *g, __mmask8 neg) {
    const __m256i p512_0 = _mm256_set1_epi64x((long long)((1ull << 60) - 9728));
    const __m256i p512_i = _mm256_set1_epi64x((long long)((1ull << 60) - 512));
    for (int i = 0; i < 5; i++) {
        __m256i gi = (__m256i)g->l[i];
        __m256i sg = _mm256_mask_sub_epi64(gi, neg, i == 0 ? p512_0 : p512_i, gi);
        h->l[i] = (fe4_vec)_mm256_add_epi64((__m256i)f->l[i], sg);
    }
}

/* h = f + (g or -g per lane, as fe4_add_signed), carried: f below 2^61, g lazy, h reduced. */
static inline void fe4_addsub(fe4 *h, const fe4 *f, const fe4 *g, __mmask8 neg) {
    fe4 w;
    fe4_add_signed(&w, f, g, neg);
    fe4_carry(h, &w);
}

/* Lanes from four fe25519 elements with limbs below 2^62 (the result is carried: reduced). */
static inline void fe4_from_fe25519(fe4 *h, const fe25519 *a, const fe25519 *b, const fe25519 *c,
                                    const fe25519 *d) {
    fe4 w;
    for (int i = 0; i < 5; i++)
        w.l[i] = (fe4_vec)_mm256_set_epi64x((long long)d->v[i], (long long)c->v[i],
                                            (long long)b->v[i], (long long)a->v[i]);
    fe4_carry(h, &w);
}

/* Lane `lane` (0..3) of a reduced f as a tight fe25519 (limbs below 2^52). */
static inline void fe4_lane_to_fe25519(fe25519 *h, const fe4 *f, int lane) {
    for (int i = 0; i < 5; i++) {
        uint64_t t[4];
        _mm256_storeu_si256((__m256i *)(void *)t, (__m256i)f->l[i]);
        h->v[i] = t[lane & 3];
    }
}

#include "util/target_ifma_end.h"

#endif
#endif
