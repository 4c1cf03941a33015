/* verify_cell_kzg_proof_batch (fulu/polynomial-commitments-sampling.md), the universal
 * verification equation: cell k of column i lies on the coset h_k H, H the 64-th roots of unity
 * and h_k = u^rev7(i) (coset_shift_for_cell), whose vanishing polynomial is X^64 - h_k^64; its
 * proof is [Q_k(s)] for Q_k = (P_k - I_k) / (X^64 - h_k^64), I_k the interpolation of the cell.
 * With weights r^k (r the Fiat-Shamir challenge over every input) the n checks become one:
 *
 *     e(sum_k r^k proof_k, [s^64]G2) = e(sum_k r^k C_k - [sum_k r^k I_k(s)] + sum_k r^k h_k^64
 *                                        proof_k, G2),
 *
 * the left side one engine MSM (n proofs), the right one (the unique commitments with their
 * summed weights, the n proofs, and the 64 monomial points [s^m]G1 with the coefficients of
 * sum_k r^k I_k), then one two-pair multi-pairing over the prepared [s^64]G2 and G2.
 * I_k(X) = Q(X / h_k) for the polynomial Q that takes the cell's values on H: its coefficients
 * by one inverse FFT of 64 points (the cell holds Q's values at H in bit-reversed order), then
 * q_m h_k^-m; by linearity one inverse FFT per column serves all its cells, their values summed
 * with their weights first. Commitments are deduplicated by their bytes in order of first
 * appearance, as the spec's challenge hashes them. */
#include <stdlib.h>
#include <string.h>

#include "ecbatch/msm.h"
#include "ecbatch/pairing.h"
#include "kzg/kzg_internal.h"
#include "util/alloc.h"

#define CELL_N KZG_CELL_N
#define LOG_CELL_N 6

static int compare_keys(const void *a, const void *b) {
    const kzg_commitment_key *x = a, *y = b;
    int c = memcmp(x->bytes, y->bytes, 48);
    if (c != 0) return c;
    return (x->position > y->position) - (x->position < y->position);
}

/* The memory of one batch, one allocation. */
typedef struct cell_work {
    kzg_commitment_key *keys;        /* n */
    uint64_t *commitment_index;      /* n: unique commitment of each cell */
    uint8_t *unique_bytes;           /* 48 u */
    ecb_bls12_381_g1_affine *points; /* u unique commitments, n proofs, 64 monomial points */
    ecb_bls12_381_scalar *scalars;   /* their scalars, then the n proofs' r^k */
    fr381 *weights;                  /* u + n + 64, then n */
    fr381 (*columns)[CELL_N];        /* 128: per column, sum_k r^k cell_k (times R^-1) */
} cell_work;

static cell_work *work_new(size_t n) {
    size_t m = 2 * n + CELL_N; /* n <= ECB_KZG_MAX_CELL_BATCH: no overflow */
    size_t size = sizeof(cell_work) + n * sizeof(kzg_commitment_key) + n * sizeof(uint64_t) +
                  48 * n + m * sizeof(ecb_bls12_381_g1_affine) +
                  (m + n) * (sizeof(ecb_bls12_381_scalar) + sizeof(fr381)) +
                  KZG_CELLS * CELL_N * sizeof(fr381);
    unsigned char *mem = ecb_malloc(size);
    if (mem == NULL) return NULL;
    cell_work *w = (cell_work *)mem;
    w->points = (ecb_bls12_381_g1_affine *)(w + 1); /* the largest alignment first */
    w->scalars = (ecb_bls12_381_scalar *)(w->points + m);
    w->weights = (fr381 *)(w->scalars + m + n);
    w->columns = (fr381(*)[CELL_N])(w->weights + m + n);
    w->commitment_index = (uint64_t *)(w->columns + KZG_CELLS);
    w->keys = (kzg_commitment_key *)(w->commitment_index + n);
    w->unique_bytes = (uint8_t *)(w->keys + n);
    return w;
}

size_t kzg_deduplicate_commitments(uint8_t *unique_bytes, uint64_t *commitment_index,
                                   kzg_commitment_key *keys, const uint8_t *commitments, size_t n) {
    for (size_t k = 0; k < n; k++) {
        memcpy(keys[k].bytes, commitments + 48 * k, 48);
        keys[k].position = (uint32_t)k;
    }
    qsort(keys, n, sizeof *keys, compare_keys);
    /* commitment_index[k] first holds the position of k's first equal (its group's head) */
    size_t head = 0;
    for (size_t j = 0; j < n; j++) {
        if (j > 0 && memcmp(keys[j - 1].bytes, keys[j].bytes, 48) != 0) head = j;
        commitment_index[keys[j].position] = keys[head].position;
    }
    size_t u = 0;
    for (size_t k = 0; k < n; k++) {
        if (commitment_index[k] == k) {
            memcpy(unique_bytes + 48 * u, commitments + 48 * k, 48);
            commitment_index[k] = u++;
        } else {
            commitment_index[k] = commitment_index[commitment_index[k]];
        }
    }
    return u;
}

/* The checks of the points and field elements: every unique commitment, then every cell's
 * elements (read again as integers by weights), then every proof (the indices are checked
 * before). The unique commitments are decoded to points, the proofs to points + u. */
static ecb_status decode_inputs(cell_work *w, size_t u, const uint8_t *cells, const uint8_t *proofs,
                                size_t n, unsigned threads) {
    ecb_status st = ecb_bls12_381_g1_batch_decode_affine(w->points, u, w->unique_bytes, 48 * u,
                                                         threads, NULL, NULL);
    if (st != ECB_OK) return st;
    st = kzg_check_elements(cells, n * CELL_N);
    if (st != ECB_OK) return st;
    return ecb_bls12_381_g1_batch_decode_affine(w->points + u, n, proofs, 48 * n, threads, NULL,
                                                NULL);
}

/* The weights of the right side's MSM for challenge r: the unique commitments' sums of r^k, the
 * proofs' r^k h_k^64, the monomial points' -(coefficients of sum_k r^k I_k); the left side's
 * r^k after them. The interpolations are linear in the values and share h_k per column: the
 * cells of a column are summed with their weights r^k first, then one inverse FFT per column
 * present (unscaled, the 1/64 joining h^-m) gives that column's share of the coefficients. */
static void weights(cell_work *w, size_t u, const fr381 *r, const uint64_t *cell_indices,
                    const uint8_t *cells, size_t n, const ecb_kzg_settings *s) {
    fr381 *wc = w->weights, *wp = wc + u, *wi = wp + n, *left = wi + CELL_N;
    uint8_t present[KZG_CELLS] = {0};
    for (size_t i = 0; i < u + CELL_N; i++)
        fr381_zero(i < u ? &wc[i] : &wi[i - u]);
    fr381 power, t;
    fr381_one(&power);
    for (size_t k = 0; k < n; k++) {
        size_t column = (size_t)cell_indices[k], shift = kzg_reverse_cell_index(column);
        left[k] = power;
        fr381_add(&wc[w->commitment_index[k]], &wc[w->commitment_index[k]], &power);
        fr381_mul(&wp[k], &power, &s->roots_ext[(CELL_N * shift) % KZG_EXT_N]); /* h_k^64 */
        if (!present[column]) {
            present[column] = 1;
            for (size_t j = 0; j < CELL_N; j++)
                fr381_zero(&w->columns[column][j]);
        }
        for (size_t j = 0; j < CELL_N; j++) { /* the integer v times r^k: v r^k R^-1 */
            kzg_load_integer(&t, cells + k * ECB_KZG_BYTES_PER_CELL +
                                     j * ECB_KZG_BYTES_PER_FIELD_ELEMENT);
            fr381_mul(&t, &t, &power);
            fr381_add(&w->columns[column][j], &w->columns[column][j], &t);
        }
        fr381_mul(&power, &power, r);
    }
    /* column i (h = u^rev7(i)): coefficient m of sum r^k I_k(X) = Q(X / h) is q_m h^-m */
    fr381 n_inv;
    fr381_from_u64(&n_inv, CELL_N);
    fr381_inv_var(&n_inv, &n_inv);
    fr381_to_mont(&n_inv, n_inv.v); /* 1/64 times R: the columns' R^-1 undone */
    for (size_t column = 0; column < KZG_CELLS; column++) {
        if (!present[column]) continue;
        size_t shift = kzg_reverse_cell_index(column);
        fr381 *q = w->columns[column], factor = n_inv;
        kzg_ifft_from_brp_unscaled(q, LOG_CELL_N, s->roots_ext);
        const fr381 *h_inv = &s->roots_ext[(KZG_EXT_N - shift) % KZG_EXT_N];
        for (size_t m = 0; m < CELL_N; m++) {
            fr381_mul(&t, &q[m], &factor);
            fr381_add(&wi[m], &wi[m], &t);
            fr381_mul(&factor, &factor, h_inv);
        }
    }
    for (size_t m = 0; m < CELL_N; m++)
        fr381_neg(&wi[m], &wi[m]);
}

ecb_status ecb_kzg_verify_cell_proof_batch(const uint8_t *commitments, size_t commitments_len,
                                           const uint64_t *cell_indices, const uint8_t *cells,
                                           size_t cells_len, const uint8_t *proofs,
                                           size_t proofs_len, size_t n, const ecb_kzg_settings *s) {
    if (s == NULL ||
        (n > 0 && (commitments == NULL || cell_indices == NULL || cells == NULL || proofs == NULL)))
        return ECB_ERR_NULL_POINTER;
    if (n > ECB_KZG_MAX_CELL_BATCH) return ECB_ERR_SIZE_OVERFLOW;
    if (commitments_len != 48 * n || cells_len != ECB_KZG_BYTES_PER_CELL * n ||
        proofs_len != 48 * n)
        return ECB_ERR_LENGTH;
    for (size_t k = 0; k < n; k++)
        if (cell_indices[k] >= ECB_KZG_CELLS_PER_EXT_BLOB) return ECB_ERR_INDEX_OUT_OF_RANGE;
    if (n == 0) return ECB_OK;
    cell_work *w = work_new(n);
    if (w == NULL) return ECB_ERR_OUT_OF_MEMORY;
    size_t u =
        kzg_deduplicate_commitments(w->unique_bytes, w->commitment_index, w->keys, commitments, n);
    ecb_status st = decode_inputs(w, u, cells, proofs, n, s->threads);
    if (st == ECB_OK) {
        fr381 r;
        kzg_cell_batch_challenge(&r, w->unique_bytes, u, w->commitment_index, cell_indices, cells,
                                 proofs, n);
        weights(w, u, &r, cell_indices, cells, n, s);
        size_t m = u + n + CELL_N;
        memcpy(w->points + u + n, s->g1_monomial, CELL_N * sizeof *w->points);
        kzg_to_scalars(w->scalars, w->weights, m + n);
        ecb_msm_options opt = {0};
        opt.threads = s->threads;
        ecb_bls12_381_g1 left, right;
        st = ecb_msm_bls12_381_g1_var(&left, w->points + u, w->scalars + m, n, &opt);
        if (st == ECB_OK) st = ecb_msm_bls12_381_g1_var(&right, w->points, w->scalars, m, &opt);
        if (st == ECB_OK) {
            /* e(left, [s^64]G2) e(-right, G2) = 1 */
            ecb_bls12_381_g1_affine p[2];
            const void *prepared[2] = {s->s64_g2_prepared, s->g2_prepared};
            ecb_bls12_381_g1_negate(&right, &right);
            ecb_bls12_381_g1_to_affine(&p[0], &left);
            ecb_bls12_381_g1_to_affine(&p[1], &right);
            ecb_bls12_381_gt gt;
            st = ecb_bls12_381_multi_pairing_prepared(&gt, p, prepared, s->prepared_len, 2);
            if (st == ECB_OK && !ecb_bls12_381_gt_is_one(&gt)) st = ECB_ERR_VERIFY_FAILED;
        }
    }
    ecb_free(w);
    return st;
}
