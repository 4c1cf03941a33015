/* The Gi/Hi scalars of verification (verify_scalars.h) in eight AVX-512 IFMA lanes: generator
 * i sits in lane i mod 8 of block i / 8.
 *
 * Each of the three per-generator sequences is a product tree over the bits of i:
 *   gi:  X[i] = w r1 e P-              * prod_{bits b of i} e_{r-1-b}^2 y^-(2^b)
 *   hi:  X[i] = w s1 e P+              * prod_{bits b of i} e_{r-1-b}^-2
 *   d:   X[i] = w e^2 z^2 y^N          * prod_{bits b of i} f_b,
 *        f_b = (2/y)^(2^b) for 2^b < n, (z^2 y^-n)^(2^b / n) above (i = j n + k has
 *        D[i] = w e^2 z^(2(j+1)) 2^k y^(N-i), the factor z^2 y^-n per block of n, 2/y inside)
 * and gi += X_gi, hi += X_hi - X_d. Block 0 is the root broadcast and multiplied by f_0, f_1,
 * f_2 in the lanes whose index has that bit (1 in the others); block q + 2^(b-3) is block q
 * times f_b for b >= 3. Lanes at or beyond N (N < 8) are cleared. Factors enter the products in
 * Montgomery form (scalar25519_x8_ifma.h), so the tree values are the ordinary ones and the sums
 * equal the portable path's bit for bit. */
#include <string.h>

#include "verify_scalars_x8_ifma.h"

#if defined(ECB_CPU_IFMA_BUILD)

#include "field/ristretto255/scalar25519_x8_ifma.h"

typedef ecb_ristretto255_scalar scalar;
#define mul ecb_ristretto255_scalar_mul
#define sqr ecb_ristretto255_scalar_sqr

#define TREES 3
#define FACTOR_BLOCKS ((TREES * ECB_BPP_MAX_ROUNDS + 7) / 8)

/* Limb i of lane k of block q at words[80 q + 8 i + k] (gi), 40 words further (hi). */
#define ACC_GI(acc, q) ((acc) + 80 * (q))
#define ACC_HI(acc, q) ((acc) + 80 * (q) + 40)

size_t bpp_acc_x8_blocks(size_t N) {
    return (N + 7) / 8;
}

/* The lanes' functions, compiled for AVX-512 IFMA (run only at the ifma level). */
#include "util/target_ifma_begin.h"

/* Every lane = lane k of the factor blocks f (factor number k). */
static inline void factor_bcast(sc8 *r, const uint64_t (*f)[40], size_t k) {
    for (int i = 0; i < 5; i++)
        r->l[i] = _mm512_set1_epi64((long long)f[k / 8][8 * i + k % 8]);
}

/* out[q], q < max(1, N / 8): the tree of root x0 and factors f[first + b], b < r. */
static void tree(uint64_t (*out)[40], const scalar *x0, const uint64_t (*f)[40], size_t first,
                 size_t r) {
    static const __mmask8 bit_lanes[3] = {0xaa, 0xcc, 0xf0};
    sc8 x, one, fb;
    scalar one_mont;
    sc25519_mont_one(&one_mont);
    sc8_bcast(&one, &one_mont);
    sc8_bcast(&x, x0);
    for (size_t b = 0; b < 3 && b < r; b++) {
        factor_bcast(&fb, f, first + b);
        sc8_blend(&fb, bit_lanes[b], &one, &fb);
        sc8_mont_mul(&x, &x, &fb);
    }
    if (r < 3) sc8_maskz(&x, (__mmask8)((1u << (1u << r)) - 1), &x);
    sc8_storeu(out[0], &x);
    for (size_t b = 3, half = 1; b < r; b++, half <<= 1) {
        factor_bcast(&fb, f, first + b);
        for (size_t q = 0; q < half; q++) {
            sc8_loadu(&x, out[q]);
            sc8_mont_mul(&x, &x, &fb);
            sc8_storeu(out[half + q], &x);
        }
    }
}

/* acc(q) += x[q] (sign > 0) or -= x[q], q < blocks */
static void accumulate(uint64_t *acc, int hi, const uint64_t (*x)[40], size_t blocks, int sign) {
    sc8 a, b;
    for (size_t q = 0; q < blocks; q++) {
        uint64_t *at = hi ? ACC_HI(acc, q) : ACC_GI(acc, q);
        sc8_loadu(&a, at);
        sc8_loadu(&b, x[q]);
        if (sign > 0)
            sc8_add(&a, &a, &b);
        else
            sc8_sub(&a, &a, &b);
        sc8_storeu(at, &a);
    }
}

/* The factors' Montgomery forms, eight per block. */
static void factors_to_mont(uint64_t (*out)[40], const scalar *f, size_t count) {
    scalar in[8];
    sc8 x;
    for (size_t q = 0; q * 8 < count; q++) {
        size_t k = count - q * 8 < 8 ? count - q * 8 : 8;
        memset(in, 0, sizeof in);
        memcpy(in, f + q * 8, k * sizeof *f);
        sc8_load(&x, in);
        sc8_to_mont(&x, &x);
        sc8_storeu(out[q], &x);
    }
}

void bpp_static_scalars_x8(const bpp_proof_work *w, uint64_t *acc, uint64_t *tmp,
                           scalar *constant) {
    const size_t r = w->rounds, n = w->n, blocks = bpp_acc_x8_blocks(w->N);
    scalar e2, we2, p_minus, p_plus, t, root[TREES], f[TREES * ECB_BPP_MAX_ROUNDS], ypow, yN, s, z2;
    uint64_t fm[FACTOR_BLOCKS][40];
    uint64_t(*x)[40] = (uint64_t(*)[40])tmp;
    sqr(&e2, &w->e);
    mul(&we2, &w->weight, &e2);
    sqr(&z2, &w->z);

    /* P- = prod e_j^-1, P+ = prod e_j (empty products when N = 1) */
    ecb_ristretto255_scalar_from_u64(&p_minus, 1);
    p_plus = p_minus;
    for (size_t j = 0; j < r; j++) {
        mul(&p_minus, &p_minus, &w->ej_inv[j]);
        mul(&p_plus, &p_plus, &w->ej[j]);
    }
    /* the factors of bit b: e_{r-1-b}^2 y^-(2^b); e_{r-1-b}^-2; (2/y)^(2^b) or (z^2 y^-n)^(2^b/n)
     */
    ypow = w->y_inv;
    yN = w->y;
    ecb_ristretto255_scalar_add(&s, &w->y_inv, &w->y_inv);
    for (size_t b = 0; b < r; b++) {
        sqr(&t, &w->ej[r - 1 - b]);
        mul(&f[b], &t, &ypow);
        sqr(&f[r + b], &w->ej_inv[r - 1 - b]);
        if (((size_t)1 << b) == n) mul(&s, &z2, &ypow);
        f[2 * r + b] = s;
        sqr(&s, &s);
        sqr(&ypow, &ypow);
        sqr(&yN, &yN);
    }
    factors_to_mont(fm, f, TREES * r);
    /* the roots: w r1 e P-, w s1 e P+, w e^2 z^2 y^N */
    mul(&t, &w->weight, &w->proof->r1);
    mul(&t, &t, &w->e);
    mul(&root[0], &t, &p_minus);
    mul(&t, &w->weight, &w->proof->s1);
    mul(&t, &t, &w->e);
    mul(&root[1], &t, &p_plus);
    mul(&t, &yN, &z2);
    mul(&root[2], &t, &we2);

    tree(x, &root[0], (const uint64_t(*)[40])fm, 0, r);
    accumulate(acc, 0, (const uint64_t(*)[40])x, blocks, 1);
    tree(x, &root[1], (const uint64_t(*)[40])fm, r, r);
    accumulate(acc, 1, (const uint64_t(*)[40])x, blocks, 1);
    tree(x, &root[2], (const uint64_t(*)[40])fm, 2 * r, r);
    accumulate(acc, 1, (const uint64_t(*)[40])x, blocks, -1);
    mul(&t, &we2, &w->z);
    ecb_ristretto255_scalar_add(constant, constant, &t);
}

void bpp_acc_x8_add(uint64_t *acc, const uint64_t *other, size_t N) {
    sc8 a, b;
    for (size_t k = 0; k < 2 * bpp_acc_x8_blocks(N); k++) {
        sc8_loadu(&a, acc + 40 * k);
        sc8_loadu(&b, other + 40 * k);
        sc8_add(&a, &a, &b);
        sc8_storeu(acc + 40 * k, &a);
    }
}

void bpp_acc_x8_get(const uint64_t *acc, size_t N, scalar *gi, scalar *hi) {
    scalar out[8];
    sc8 a;
    for (size_t q = 0; q < bpp_acc_x8_blocks(N); q++) {
        size_t k = N - 8 * q < 8 ? N - 8 * q : 8;
        sc8_loadu(&a, ACC_GI(acc, q));
        sc8_store(out, &a);
        memcpy(gi + 8 * q, out, k * sizeof *gi);
        sc8_loadu(&a, ACC_HI(acc, q));
        sc8_store(out, &a);
        memcpy(hi + 8 * q, out, k * sizeof *hi);
    }
}

#include "util/target_ifma_end.h"

#endif
