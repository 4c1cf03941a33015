/* Per-proof scalar work of verification and recovery; see verify_scalars.h for the algebra. */
#include <sodium.h>
#include <string.h>

#include "nonce.h"
#include "verify_scalars.h"
#include "verify_scalars_x8_ifma.h"

typedef ecb_ristretto255_scalar scalar;
#define mul ecb_ristretto255_scalar_mul
#define add ecb_ristretto255_scalar_add
#define sub ecb_ristretto255_scalar_sub
#define sqr ecb_ristretto255_scalar_sqr

size_t bpp_dynamic_count(size_t m, size_t rounds) {
    return m + 3 + 2 * rounds;
}

/* x^(2^k) */
static void pow2k(scalar *out, const scalar *x, size_t k) {
    *out = *x;
    for (size_t i = 0; i < k; i++)
        sqr(out, out);
}

static size_t log2_size(size_t x) {
    size_t r = 0;
    while (x > 1) {
        x >>= 1;
        r++;
    }
    return r;
}

/* e^2 z^2 y^(N+1) */
static void mask_divisor(const bpp_proof_work *w, scalar *out) {
    scalar t;
    pow2k(&t, &w->y, w->rounds); /* y^N */
    mul(&t, &t, &w->y);
    mul(out, &t, &w->z);
    mul(out, out, &w->z);
    mul(out, out, &w->e);
    mul(out, out, &w->e);
}

size_t bpp_inversion_inputs(const bpp_proof_work *w, int recover, scalar *out) {
    size_t c = 0;
    scalar one;
    for (size_t j = 0; j < w->rounds; j++)
        out[c++] = w->ej[j];
    ecb_ristretto255_scalar_from_u64(&one, 1);
    out[c++] = w->y;
    sub(&out[c++], &w->y, &one);
    if (recover) mask_divisor(w, &out[c++]);
    return c;
}

size_t bpp_inversion_outputs(bpp_proof_work *w, int recover, const scalar *in) {
    size_t c = 0;
    for (size_t j = 0; j < w->rounds; j++)
        w->ej_inv[j] = in[c++];
    w->y_inv = in[c++];
    w->y_minus_one_inv = in[c++];
    if (recover) w->recover_inv = in[c++];
    return c;
}

void bpp_dynamic_scalars(bpp_proof_work *w, scalar *scalars) {
    const ecb_bpp_proof *pr = w->proof;
    const uint64_t *promises = w->st->minimum_value_promises;
    scalar e2, we, we2, yN, yN1, z2, zp, t, u, sum_z, sum_d, sum_y, one;
    scalar *out = scalars + w->dyn_offset;
    size_t at = 0;
    ecb_ristretto255_scalar_from_u64(&one, 1);
    sqr(&e2, &w->e);
    mul(&we, &w->weight, &w->e);
    mul(&we2, &we, &w->e);
    pow2k(&yN, &w->y, w->rounds);
    mul(&yN1, &yN, &w->y);
    sqr(&z2, &w->z);

    /* V_j: -w e^2 z^(2(j+1)) y^(N+1); promises move +w e^2 z^(2(j+1)) y^(N+1) v_min to H */
    memset(&w->h_scalar, 0, sizeof w->h_scalar);
    memset(&sum_z, 0, sizeof sum_z);
    mul(&u, &we2, &yN1);
    zp = z2;
    for (size_t j = 0; j < w->m; j++) {
        add(&sum_z, &sum_z, &zp);
        mul(&t, &u, &zp);
        ecb_ristretto255_scalar_neg(&out[at++], &t);
        if (promises != NULL && promises[j] != 0) {
            scalar v;
            ecb_ristretto255_scalar_from_u64(&v, promises[j]);
            mul(&t, &t, &v);
            add(&w->h_scalar, &w->h_scalar, &t);
        }
        mul(&zp, &zp, &z2);
    }

    /* A1: -w e; B: -w; A: -w e^2 */
    ecb_ristretto255_scalar_neg(&out[at++], &we);
    ecb_ristretto255_scalar_neg(&out[at++], &w->weight);
    ecb_ristretto255_scalar_neg(&out[at++], &we2);
    /* L_j: -w e^2 e_j^2; R_j: -w e^2 e_j^-2 */
    for (size_t j = 0; j < w->rounds; j++) {
        sqr(&t, &w->ej[j]);
        mul(&t, &t, &we2);
        ecb_ristretto255_scalar_neg(&out[at + j], &t);
        sqr(&t, &w->ej_inv[j]);
        mul(&t, &t, &we2);
        ecb_ristretto255_scalar_neg(&out[at + w->rounds + j], &t);
    }

    /* H: w (r1 y s1 + e^2 (y^(N+1) z sum_d + (z^2 - z) sum_y)),
     * sum_d = (2^n - 1) sum_{j=1..m} z^(2j), sum_y = y (y^N - 1) / (y - 1) */
    ecb_ristretto255_scalar_from_u64(&t, w->n == 64 ? UINT64_MAX : ((uint64_t)1 << w->n) - 1);
    mul(&sum_d, &sum_z, &t);
    sub(&t, &yN, &one);
    mul(&t, &t, &w->y);
    mul(&sum_y, &t, &w->y_minus_one_inv);
    mul(&t, &yN1, &w->z);
    mul(&t, &t, &sum_d);
    sub(&u, &z2, &w->z);
    mul(&u, &u, &sum_y);
    add(&t, &t, &u);
    mul(&t, &t, &we2);
    add(&w->h_scalar, &w->h_scalar, &t);
    mul(&t, &pr->r1, &w->y);
    mul(&t, &t, &pr->s1);
    mul(&t, &t, &w->weight);
    add(&w->h_scalar, &w->h_scalar, &t);

    /* G_k: w d1_k */
    for (size_t k = 0; k < w->T; k++)
        mul(&w->g_scalar[k], &w->weight, &pr->d1[k]);
}

static void static_scalars_portable(const bpp_proof_work *w, scalar *gi_acc, scalar *hi_acc,
                                    scalar *constant, scalar *tmp) {
    const size_t N = w->N, n = w->n, r = w->rounds;
    scalar e2, we2, p_minus, p_plus, t, u, ypow, d, step, block;
    sqr(&e2, &w->e);
    mul(&we2, &w->weight, &e2);

    /* P- = prod e_j^-1, P+ = prod e_j */
    ecb_ristretto255_scalar_from_u64(&p_minus, 1); /* empty products when N = 1 */
    p_plus = p_minus;
    for (size_t j = 0; j < r; j++) {
        mul(&p_minus, &p_minus, &w->ej_inv[j]);
        mul(&p_plus, &p_plus, &w->ej[j]);
    }

    /* gi: tmp[0] = w r1 e P-, tmp[i + 2^k] = tmp[i] e_{r-1-k}^2 y^-(2^k) */
    mul(&t, &w->weight, &w->proof->r1);
    mul(&t, &t, &w->e);
    mul(&tmp[0], &t, &p_minus);
    ypow = w->y_inv; /* y^-(2^k) */
    for (size_t k = 0, half = 1; k < r; k++, half <<= 1) {
        sqr(&u, &w->ej[r - 1 - k]);
        mul(&u, &u, &ypow);
        for (size_t i = 0; i < half; i++)
            mul(&tmp[half + i], &tmp[i], &u);
        sqr(&ypow, &ypow);
    }
    for (size_t i = 0; i < N; i++)
        add(&gi_acc[i], &gi_acc[i], &tmp[i]);

    /* hi, first part: tmp[0] = w s1 e P+, tmp[i + 2^k] = tmp[i] e_{r-1-k}^-2 */
    mul(&t, &w->weight, &w->proof->s1);
    mul(&t, &t, &w->e);
    mul(&tmp[0], &t, &p_plus);
    for (size_t k = 0, half = 1; k < r; k++, half <<= 1) {
        sqr(&u, &w->ej_inv[r - 1 - k]);
        for (size_t i = 0; i < half; i++)
            mul(&tmp[half + i], &tmp[i], &u);
    }
    /* hi, second part: D[i] = w e^2 d[i] y^(N-i); D[0] = w e^2 z^2 y^N, x 2/y within a block,
     * block starts x z^2 y^-n */
    pow2k(&t, &w->y, r); /* y^N */
    sqr(&u, &w->z);      /* z^2 */
    mul(&block, &t, &u);
    mul(&block, &block, &we2);
    add(&step, &w->y_inv, &w->y_inv);
    pow2k(&t, &w->y_inv, log2_size(n)); /* y^-n */
    mul(&u, &u, &t);                    /* z^2 y^-n */
    for (size_t j = 0; j < w->m; j++) {
        d = block;
        for (size_t i = 0; i < n; i++) {
            size_t at = j * n + i;
            sub(&t, &tmp[at], &d);
            add(&hi_acc[at], &hi_acc[at], &t);
            mul(&d, &d, &step);
        }
        mul(&block, &block, &u);
    }
    mul(&t, &we2, &w->z);
    add(constant, constant, &t);
}

size_t bpp_static_acc_bytes(size_t N, int lanes) {
#if defined(ECB_CPU_IFMA_BUILD)
    if (lanes) return bpp_acc_x8_blocks(N) * 120 * sizeof(uint64_t);
#endif
    (void)lanes;
    return 3 * N * sizeof(scalar);
}

void bpp_static_acc_init(bpp_static_acc *acc, void *mem, size_t N, int lanes) {
#if !defined(ECB_CPU_IFMA_BUILD)
    lanes = 0;
#endif
    acc->lanes = lanes;
    acc->N = N;
    acc->mem = mem;
    memset(mem, 0, bpp_static_acc_bytes(N, lanes));
}

void bpp_static_scalars(const bpp_proof_work *w, bpp_static_acc *acc, scalar *constant) {
#if defined(ECB_CPU_IFMA_BUILD)
    if (acc->lanes) {
        uint64_t *words = acc->mem;
        bpp_static_scalars_x8(w, words, words + 80 * bpp_acc_x8_blocks(acc->N), constant);
        return;
    }
#endif
    scalar *gi = acc->mem, *hi = gi + acc->N, *tmp = hi + acc->N;
    static_scalars_portable(w, gi, hi, constant, tmp);
}

void bpp_static_acc_add(bpp_static_acc *acc, const bpp_static_acc *other) {
#if defined(ECB_CPU_IFMA_BUILD)
    if (acc->lanes) {
        bpp_acc_x8_add(acc->mem, other->mem, acc->N);
        return;
    }
#endif
    scalar *a = acc->mem;
    const scalar *b = other->mem;
    for (size_t i = 0; i < 2 * acc->N; i++)
        add(&a[i], &a[i], &b[i]);
}

void bpp_static_acc_get(const bpp_static_acc *acc, scalar *gi, scalar *hi) {
#if defined(ECB_CPU_IFMA_BUILD)
    if (acc->lanes) {
        bpp_acc_x8_get(acc->mem, acc->N, gi, hi);
        return;
    }
#endif
    const scalar *sums = acc->mem;
    memcpy(gi, sums, acc->N * sizeof *gi);
    memcpy(hi, sums + acc->N, acc->N * sizeof *hi);
}

void bpp_recover_mask(const bpp_proof_work *w, ecb_bpp_mask *mask) {
    const ecb_ristretto255_scalar *seed = w->st->seed_nonce;
    scalar e2, residue, t, nonce, ej2[ECB_BPP_MAX_ROUNDS], ej_inv2[ECB_BPP_MAX_ROUNDS];
    memset(mask, 0, sizeof *mask);
    if (seed == NULL) return;
    sqr(&e2, &w->e);
    for (size_t j = 0; j < w->rounds; j++) {
        sqr(&ej2[j], &w->ej[j]);
        sqr(&ej_inv2[j], &w->ej_inv[j]);
    }
    mask->present = 1;
    mask->extension_degree = w->T;
    for (size_t k = 0; k < w->T; k++) {
        /* residue = alpha_k + sum_j (e_j^2 dL_jk + e_j^-2 dR_jk) */
        bpp_nonce(&residue, seed, "alpha", BPP_NONCE_NO_INDEX, k);
        for (size_t j = 0; j < w->rounds; j++) {
            bpp_nonce(&nonce, seed, "dL", j, k);
            mul(&t, &nonce, &ej2[j]);
            add(&residue, &residue, &t);
            bpp_nonce(&nonce, seed, "dR", j, k);
            mul(&t, &nonce, &ej_inv2[j]);
            add(&residue, &residue, &t);
        }
        /* mask = (d1 - eta - e delta - e^2 residue) / (e^2 z^2 y^(N+1)) */
        bpp_nonce(&nonce, seed, "eta", BPP_NONCE_NO_INDEX, k);
        sub(&t, &w->proof->d1[k], &nonce);
        bpp_nonce(&nonce, seed, "d", BPP_NONCE_NO_INDEX, k);
        mul(&nonce, &nonce, &w->e);
        sub(&t, &t, &nonce);
        mul(&residue, &residue, &e2);
        sub(&t, &t, &residue);
        mul(&mask->blindings[k], &t, &w->recover_inv);
    }
    sodium_memzero(&residue, sizeof residue);
    sodium_memzero(&nonce, sizeof nonce);
    sodium_memzero(&t, sizeof t);
}
