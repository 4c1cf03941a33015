/* The prover's multi-scalar multiplications on AVX-512 IFMA (see msm_r255_ct_x1_ifma.h):
 * the algorithms of msm_r255_ct.c with one point per vector (ge4_p3 accumulators,
 * ge4_cached addends: an addition is two vector multiplications, a doubling one squaring and
 * one multiplication). Tables built here stay projective (ge4_cached): a vector addition
 * multiplies the Z lane anyway, so affine entries would save nothing and cost an inversion.
 * Comb and static tables, built by the portable code, are niels (affine) entries, converted
 * to ge4_cached when read.
 *
 * Constant time where msm_r255_ct.c is: secret digits select table entries by a full
 * scan with all-ones/all-zero 64-bit masks computed arithmetically (AND/XOR, no mask
 * registers driven by secrets), and negate by the same kind of select. Every function here
 * carries the AVX-512 target attribute (util/target_ifma_begin.h), the rest of the library stays
 * baseline x86-64. */
#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include <sodium.h>
#include <string.h>

#include "group/ristretto255/edwards25519_x1_ifma.h"
#include "msm/prover/msm_r255_ct_x1_ifma.h"

#include "util/target_ifma_begin.h"

#define TABLE 8 /* table entries per point, as in msm_r255_ct.c */

/* The tables here live in the callers' ge25519_multi_scratch_size(n) bytes, which count
 * ge25519_cached entries for the public-scalar MSM. */
_Static_assert(sizeof(ge4_cached) <= sizeof(ge25519_cached), "IFMA tables exceed the scratch");

/* The identity as an addend: (Y-X, Y+X, 2Z, 2dT) of (0 : 1 : 1 : 0). */
static const ge4_cached identity_cached = {{{{1, 1, 2, 0}, {0}, {0}, {0}, {0}}}};

/* The masks below use no carries (no x - 1 tricks): MemorySanitizer, which checks this code
 * (`make ctcheck-msan`), propagates secrecy through additions without their carries, so a
 * mask made by a carry out of secret bits would look public to it; shifts, ORs and an
 * arithmetic right shift keep every bit of the mask secret. */

/* All ones when bit (0 or 1) is 1, else 0: the bit moved to the top and spread. */
static inline uint64_t mask_from_bit(uint64_t bit) {
    return (uint64_t)((int64_t)(bit << 63) >> 63);
}

/* All ones when a == b, else 0, for a, b < 2^16: the bits of a ^ b ORed into bit 0. */
static inline uint64_t mask_eq(unsigned a, unsigned b) {
    uint64_t x = a ^ b;
    x |= x >> 8;
    x |= x >> 4;
    x |= x >> 2;
    x |= x >> 1;
    return mask_from_bit((x & 1) ^ 1);
}

/* r = t when mask is all ones, r unchanged when it is 0 (every lane alike). */
static inline void fe4_select(fe4 *r, const fe4 *t, uint64_t mask) {
    const __m256i m = _mm256_set1_epi64x((long long)mask);
    for (int i = 0; i < 5; i++) {
        __m256i d = _mm256_xor_si256((__m256i)r->l[i], (__m256i)t->l[i]);
        r->l[i] = (fe4_vec)_mm256_xor_si256((__m256i)r->l[i], _mm256_and_si256(m, d));
    }
}

/* r = -r when mask is all ones, unchanged when 0: -(Y-X, Y+X, 2Z, 2dT) = (Y+X, Y-X, 2Z, -2dT).
 * r stays reduced either way. */
static inline void ge4_cached_cneg(ge4_cached *r, uint64_t mask) {
    static const fe4 zero = {{{0}, {0}, {0}, {0}, {0}}};
    fe4 swapped, neg;
    fe4_permute(&swapped, &r->v, FE4_PERM(1, 0, 2, 3));
    fe4_addsub(&neg, &zero, &swapped, GE4_L3);
    fe4_select(&r->v, &neg, mask);
}

/* Sign (all ones when d < 0) and absolute value of a digit in [-8, 8]; constant time. */
static inline uint64_t digit_sign(int8_t d, unsigned *abs) {
    const uint64_t neg = (uint64_t)((int64_t)d >> 63);
    *abs = (unsigned)(((uint64_t)(int64_t)d ^ neg) - neg);
    return neg;
}

/* r = d P from table[j] = (j + 1) P, d in [-8, 8]; constant time in d and the table. */
static void select_cached(ge4_cached *r, const ge4_cached *table, int8_t d) {
    unsigned abs;
    const uint64_t neg = digit_sign(d, &abs);
    *r = identity_cached;
    for (unsigned j = 0; j < TABLE; j++)
        fe4_select(&r->v, &table[j].v, mask_eq(abs, j + 1));
    ge4_cached_cneg(r, neg);
}

/* An affine niels entry (y+x, y-x, 2dxy) as an addend (y-x, y+x, 2, 2dxy). */
static inline void ge4_from_niels(ge4_cached *r, const ge25519_niels *q) {
    fe25519 two;
    fe25519_1(&two);
    two.v[0] = 2;
    fe4_from_fe25519(&r->v, &q->yminusx, &q->yplusx, &two, &q->xy2d);
}

/* r = d P from niels row[j] = (j + 1) P, d in [-8, 8]; constant time in d: the scan selects
 * 64-bit words of the entries with masks, then the one entry converts and negates. */
static void select_niels(ge4_cached *r, const ge25519_niels *row, int8_t d) {
    enum { WORDS = sizeof(ge25519_niels) / sizeof(uint64_t) };
    uint64_t acc[WORDS], entry[WORDS];
    ge25519_niels n;
    unsigned abs;
    const uint64_t neg = digit_sign(d, &abs);
    ge25519_niels_0(&n);
    memcpy(acc, &n, sizeof acc);
    for (unsigned j = 0; j < TABLE; j++) {
        const uint64_t m = mask_eq(abs, j + 1);
        memcpy(entry, &row[j], sizeof entry);
        for (size_t w = 0; w < WORDS; w++)
            acc[w] ^= m & (acc[w] ^ entry[w]);
    }
    memcpy(&n, acc, sizeof n);
    ge4_from_niels(r, &n);
    ge4_cached_cneg(r, neg);
    sodium_memzero(acc, sizeof acc);
    sodium_memzero(&n, sizeof n);
}

void ge25519_ct_msm_ifma(ge25519_p3 *out, const ge25519_p3 *points, const sc25519 *scalars,
                         size_t n, void *scratch) {
    ge4_cached *tables = scratch, c;
    int8_t *digits = (int8_t *)(tables + n * TABLE);
    ge4_p3 h, m;
    for (size_t i = 0; i < n; i++) { /* (j + 1) P_i */
        ge4_cached *t = tables + i * TABLE;
        ge4_from_ge25519(&m, &points[i]);
        ge4_p3_to_cached(&t[0], &m);
        for (int j = 1; j < TABLE; j++) {
            ge4_add_cached(&m, &m, &t[0], 0);
            ge4_p3_to_cached(&t[j], &m);
        }
        sc25519_signed_radix16(digits + 64 * i, &scalars[i]);
    }
    ge4_p3_0(&h);
    for (int w = 63; w >= 0; w--) {
        if (w != 63) ge4_dbl_n(&h, &h, 4);
        for (size_t i = 0; i < n; i++) {
            select_cached(&c, tables + i * TABLE, digits[64 * i + (size_t)w]);
            ge4_add_cached(&h, &h, &c, 0);
        }
    }
    ge4_to_ge25519(out, &h);
    sodium_memzero(scratch, ge25519_multi_scratch_size(n));
    sodium_memzero(&c, sizeof c);
    sodium_memzero(&h, sizeof h);
    sodium_memzero(&m, sizeof m);
}

/* Odd multiples (2 j + 1) P, j < TABLE. */
static void odd_multiples(ge4_cached *table, const ge25519_p3 *p) {
    ge4_p3 u, twice;
    ge4_from_ge25519(&u, p);
    ge4_p3_to_cached(&table[0], &u);
    ge4_dbl(&twice, &u);
    for (int j = 1; j < TABLE; j++) {
        ge4_add_cached(&u, &twice, &table[j - 1], 0);
        ge4_p3_to_cached(&table[j], &u);
    }
}

/* Variable time in the NAF digits (public scalars) only: the points may be secret. */
void ge25519_public_msm_static_ifma(ge25519_p3 *out, const ge25519_p3 *points,
                                    const ge25519_niels *const *static_tables,
                                    const sc25519 *scalars, size_t n, void *scratch) {
    ge4_cached *tables = scratch, c;
    int8_t *naf = (int8_t *)(tables + n * TABLE);
    ge4_p3 h;
    int top = -1;
    for (size_t i = 0; i < n; i++) {
        const int is_static = static_tables != NULL && static_tables[i] != NULL;
        int ti = sc25519_wnaf_var(naf + 256 * i, &scalars[i], is_static ? 6 : 5);
        if (ti > top) top = ti;
        if (ti >= 0 && !is_static) odd_multiples(tables + i * TABLE, &points[i]);
    }
    if (top < 0) {
        ge25519_p3_0(out);
        return;
    }
    ge4_p3_0(&h);
    for (int b = top; b >= 0; b--) {
        ge4_dbl(&h, &h);
        for (size_t i = 0; i < n; i++) {
            int d = naf[256 * i + (size_t)b];
            if (d == 0) continue;
            const size_t j = (size_t)((d > 0 ? d : -d) / 2);
            if (static_tables != NULL && static_tables[i] != NULL) {
                ge4_from_niels(&c, &static_tables[i][j]);
                ge4_add_cached(&h, &h, &c, d < 0);
            } else {
                ge4_add_cached(&h, &h, &tables[i * TABLE + j], d < 0);
            }
        }
    }
    ge4_to_ge25519(out, &h);
    sodium_memzero(&c, sizeof c);
    sodium_memzero(&h, sizeof h);
}

void ge25519_public_mul_add_ifma(ge25519_p3 *out, const sc25519 *x, const ge25519_p3 *p,
                                 const ge25519_p3 *q) {
    ge4_cached table[TABLE], qc;
    int8_t naf[256];
    ge4_p3 h, u;
    const int top = sc25519_wnaf_var(naf, x, 5);
    if (top < 0) {
        *out = *q;
        return;
    }
    odd_multiples(table, p);
    ge4_p3_0(&h);
    for (int b = top; b >= 0; b--) {
        ge4_dbl(&h, &h);
        if (naf[b] > 0)
            ge4_add_cached(&h, &h, &table[naf[b] / 2], 0);
        else if (naf[b] < 0)
            ge4_add_cached(&h, &h, &table[-naf[b] / 2], 1);
    }
    ge4_from_ge25519(&u, q);
    ge4_p3_to_cached(&qc, &u);
    ge4_add_cached(&h, &h, &qc, 0);
    ge4_to_ge25519(out, &h);
}

void ge25519_selected_sum_ifma(ge25519_p3 *acc, const uint8_t *bits, const ge25519_p3 *points,
                               size_t n) {
    ge4_p3 h, u;
    ge4_cached c, term;
    ge4_from_ge25519(&h, acc);
    for (size_t i = 0; i < n; i++) {
        ge4_from_ge25519(&u, &points[i]);
        ge4_p3_to_cached(&c, &u);
        term = identity_cached;
        fe4_select(&term.v, &c.v, mask_from_bit(bits[i] & 1));
        ge4_add_cached(&h, &h, &term, 0);
    }
    ge4_to_ge25519(acc, &h);
    sodium_memzero(&h, sizeof h);
    sodium_memzero(&u, sizeof u);
    sodium_memzero(&c, sizeof c);
    sodium_memzero(&term, sizeof term);
}

void ge25519_comb_msm_ifma(ge25519_p3 *out, const ge25519_comb *const *combs,
                           const sc25519 *scalars, size_t n) {
    int8_t e[64];
    ge4_cached c;
    ge4_p3 h;
    /* as ge25519_comb_msm_portable: odd digits first, times 16, then the even ones */
    ge4_p3_0(&h);
    for (int parity = 1; parity >= 0; parity--) {
        for (size_t b = 0; b < n; b++) {
            sc25519_signed_radix16(e, &scalars[b]);
            for (int i = parity; i < 64; i += 2) {
                select_niels(&c, combs[b]->row[i / 2], e[i]);
                ge4_add_cached(&h, &h, &c, 0);
            }
        }
        if (parity == 1) ge4_dbl_n(&h, &h, 4);
    }
    ge4_to_ge25519(out, &h);
    sodium_memzero(e, sizeof e);
    sodium_memzero(&c, sizeof c);
    sodium_memzero(&h, sizeof h);
}

const msm_r255_prover msm_r255_prover_ifma = {ge25519_ct_msm_ifma, ge25519_public_msm_static_ifma,
                                              ge25519_public_mul_add_ifma,
                                              ge25519_selected_sum_ifma, ge25519_comb_msm_ifma};

#include "util/target_ifma_end.h"

#endif
