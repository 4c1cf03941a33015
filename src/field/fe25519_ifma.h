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
 *   reduced : every limb < 2^51 + 2^17. Output of mul, sq, carry and of the constants;
 *             accepted by mul and sq (whose inputs must be below 2^52) and as the negated
 *             operand of addsub (below 2^52 - 38, the limbs of 2p).
 *   wide    : every limb < 2^62. Accepted by carry only.
 * Every function is constant time (no branch or index depends on lane values) and carries the
 * target attribute FE4_TARGET: call them only from functions with that attribute, and only
 * when ecb_cpu_has_ifma(). */
#ifndef ECBATCH_FIELD_FE25519_IFMA_H
#define ECBATCH_FIELD_FE25519_IFMA_H

#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include <immintrin.h>
#include <stdint.h>

#include "field/fe25519.h"

#define FE4_TARGET __attribute__((target("avx2,avx512f,avx512vl,avx512ifma")))

/* 256-bit lanes that need only 8-byte alignment (points live in malloc'ed arrays). */
typedef long long fe4_vec __attribute__((vector_size(32), aligned(8)));

typedef struct {
    fe4_vec l[5];
} fe4;

/* Lane selectors (permutations need immediates, so these are macros). */
#define FE4_PERM(a, b, c, d) ((a) | ((b) << 2) | ((c) << 4) | ((d) << 6))
#define fe4_permute(h, f, imm)                                                                     \
    do {                                                                                           \
        for (int fe4_i_ = 0; fe4_i_ < 5; fe4_i_++)                                                 \
            (h)->l[fe4_i_] = (fe4_vec)_mm256_permute4x64_epi64((__m256i)(f)->l[fe4_i_], imm);      \
    } while (0)

/* One carry pass over wide limbs, all limbs at once: limb k keeps its low 51 bits plus the
 * carry of limb k-1, limb 0 takes 19 times the carry out of limb 4 (2^255 = 19 mod p). */
static inline FE4_TARGET void fe4_carry(fe4 *h, const fe4 *f) {
    const __m256i mask = _mm256_set1_epi64x((long long)FE25519_MASK51);
    __m256i c[5], t[5];
    for (int i = 0; i < 5; i++) {
        c[i] = _mm256_srli_epi64((__m256i)f->l[i], 51);
        t[i] = _mm256_and_si256((__m256i)f->l[i], mask);
    }
    __m256i c19 = _mm256_add_epi64(_mm256_add_epi64(c[4], _mm256_slli_epi64(c[4], 1)),
                                   _mm256_slli_epi64(c[4], 4));
    h->l[0] = (fe4_vec)_mm256_add_epi64(t[0], c19);
    for (int i = 1; i < 5; i++)
        h->l[i] = (fe4_vec)_mm256_add_epi64(t[i], c[i - 1]);
}

/* h = f g lane by lane; f, g reduced, h reduced. The 25 products accumulate in lo[k] and
 * hi[k] (k = i + j); z_k = lo_k + 2 hi_(k-1) < 15 * 2^52, then z_k + 19 z_(k+5) < 2^61 and one
 * carry pass. */
static inline FE4_TARGET void fe4_mul(fe4 *h, const fe4 *f, const fe4 *g) {
    __m256i lo[9], hi[9];
    for (int k = 0; k < 9; k++)
        lo[k] = hi[k] = _mm256_setzero_si256();
    for (int i = 0; i < 5; i++) {
        for (int j = 0; j < 5; j++) {
            lo[i + j] = _mm256_madd52lo_epu64(lo[i + j], (__m256i)f->l[i], (__m256i)g->l[j]);
            hi[i + j] = _mm256_madd52hi_epu64(hi[i + j], (__m256i)f->l[i], (__m256i)g->l[j]);
        }
    }
    __m256i z[10];
    z[0] = lo[0];
    for (int k = 1; k < 9; k++)
        z[k] = _mm256_add_epi64(lo[k], _mm256_add_epi64(hi[k - 1], hi[k - 1]));
    z[9] = _mm256_add_epi64(hi[8], hi[8]);
    fe4 w;
    for (int k = 0; k < 5; k++) {
        __m256i u = z[k + 5];
        __m256i u19 =
            _mm256_add_epi64(_mm256_add_epi64(u, _mm256_slli_epi64(u, 1)), _mm256_slli_epi64(u, 4));
        w.l[k] = (fe4_vec)_mm256_add_epi64(z[k], u19);
    }
    fe4_carry(h, &w);
}

/* h = f^2 lane by lane: the ten cross products once, doubled, plus the five squares (15
 * product pairs instead of 25). Bounds as fe4_mul. */
static inline FE4_TARGET void fe4_sq(fe4 *h, const fe4 *f) {
    __m256i clo[9], chi[9], slo[9], shi[9];
    for (int k = 0; k < 9; k++)
        clo[k] = chi[k] = slo[k] = shi[k] = _mm256_setzero_si256();
    for (int i = 0; i < 5; i++) {
        slo[2 * i] = _mm256_madd52lo_epu64(slo[2 * i], (__m256i)f->l[i], (__m256i)f->l[i]);
        shi[2 * i] = _mm256_madd52hi_epu64(shi[2 * i], (__m256i)f->l[i], (__m256i)f->l[i]);
        for (int j = i + 1; j < 5; j++) {
            clo[i + j] = _mm256_madd52lo_epu64(clo[i + j], (__m256i)f->l[i], (__m256i)f->l[j]);
            chi[i + j] = _mm256_madd52hi_epu64(chi[i + j], (__m256i)f->l[i], (__m256i)f->l[j]);
        }
    }
    /* lo_k = slo_k + 2 clo_k, hi_k = shi_k + 2 chi_k: the same sums as fe4_mul's */
    __m256i lo[9], hi[9];
    for (int k = 0; k < 9; k++) {
        lo[k] = _mm256_add_epi64(slo[k], _mm256_add_epi64(clo[k], clo[k]));
        hi[k] = _mm256_add_epi64(shi[k], _mm256_add_epi64(chi[k], chi[k]));
    }
    __m256i z[10];
    z[0] = lo[0];
    for (int k = 1; k < 9; k++)
        z[k] = _mm256_add_epi64(lo[k], _mm256_add_epi64(hi[k - 1], hi[k - 1]));
    z[9] = _mm256_add_epi64(hi[8], hi[8]);
    fe4 w;
    for (int k = 0; k < 5; k++) {
        __m256i u = z[k + 5];
        __m256i u19 =
            _mm256_add_epi64(_mm256_add_epi64(u, _mm256_slli_epi64(u, 1)), _mm256_slli_epi64(u, 4));
        w.l[k] = (fe4_vec)_mm256_add_epi64(z[k], u19);
    }
    fe4_carry(h, &w);
}

/* h = f + (g or -g per lane): the lanes set in neg take 2p - g. f below 2^61, g reduced;
 * h = carry of the sum, reduced. */
static inline FE4_TARGET void fe4_addsub(fe4 *h, const fe4 *f, const fe4 *g, __mmask8 neg) {
    const __m256i p2_0 = _mm256_set1_epi64x((long long)((1ull << 52) - 38));
    const __m256i p2_i = _mm256_set1_epi64x((long long)((1ull << 52) - 2));
    fe4 w;
    for (int i = 0; i < 5; i++) {
        __m256i gi = (__m256i)g->l[i];
        __m256i ng = _mm256_sub_epi64(i == 0 ? p2_0 : p2_i, gi);
        w.l[i] = (fe4_vec)_mm256_add_epi64((__m256i)f->l[i], _mm256_mask_blend_epi64(neg, gi, ng));
    }
    fe4_carry(h, &w);
}

/* h = f with the lanes not set in keep zeroed. */
static inline FE4_TARGET void fe4_keep(fe4 *h, const fe4 *f, __mmask8 keep) {
    for (int i = 0; i < 5; i++)
        h->l[i] = (fe4_vec)_mm256_maskz_mov_epi64(keep, (__m256i)f->l[i]);
}

/* h = f + g without carries (limbs add). */
static inline FE4_TARGET void fe4_add(fe4 *h, const fe4 *f, const fe4 *g) {
    for (int i = 0; i < 5; i++)
        h->l[i] = (fe4_vec)_mm256_add_epi64((__m256i)f->l[i], (__m256i)g->l[i]);
}

/* Lanes from four fe25519 elements with limbs below 2^62 (the result is carried: reduced). */
static inline FE4_TARGET void fe4_from_fe25519(fe4 *h, const fe25519 *a, const fe25519 *b,
                                               const fe25519 *c, const fe25519 *d) {
    fe4 w;
    for (int i = 0; i < 5; i++)
        w.l[i] = (fe4_vec)_mm256_set_epi64x((long long)d->v[i], (long long)c->v[i],
                                            (long long)b->v[i], (long long)a->v[i]);
    fe4_carry(h, &w);
}

/* Lane `lane` (0..3) of a reduced f as a tight fe25519 (limbs below 2^52). */
static inline FE4_TARGET void fe4_lane_to_fe25519(fe25519 *h, const fe4 *f, int lane) {
    for (int i = 0; i < 5; i++) {
        uint64_t t[4];
        _mm256_storeu_si256((__m256i *)(void *)t, (__m256i)f->l[i]);
        h->v[i] = t[lane & 3];
    }
}

#endif
#endif
