/* recover_cells_and_kzg_proofs (EIP-7594, fulu/polynomial-commitments-sampling.md): the blob's
 * polynomial from at least half of its cells by the spec's vanishing-polynomial method
 * (recover_polynomialcoeff), then every cell (kzg_cells.c) and proof (FK20, kzg_fk20.c).
 *
 * E holds the cells given at their bit-reversed positions of the extended domain, zero in the
 * missing ones. Z(X) = Z_s(X^64) vanishes on the missing cells, Z_s = prod (X - w^rev7(i)) over
 * the missing i (w the primitive 128-th root of unity; construct_vanishing_polynomial): X^64 is
 * w^rev7(i) on all of cell i's coset. Then E Z and P Z agree on the domain, P the polynomial
 * sought, and P Z has degree < 8192: one inverse FFT of E Z gives its coefficients. Dividing by
 * Z over the coset 7 u^k (7 the generator of the spec's coset_fft_field; Z has no zero there)
 * and one inverse coset FFT give P, of which the first 4096 coefficients are kept.
 *
 * Z takes one value per cell: Z(x) = Z_s(x^64) and x^64 is constant on a cell's coset, on the
 * domain as on its shift by 7 (x^64 = 7^64 w^rev7(i)). So Z's values are two FFTs of 128 points
 * of Z_s (its coefficients scaled by 7^(64 j) for the coset) and 128 inversions, not 8192: the
 * products are those of the spec's FFTs of 8192 points, value for value. With every cell
 * given, Z = 1 and P is the first half of E's inverse FFT (the spec's steps, each the identity
 * then). Variable time: cells are public. */
#include <string.h>

#include "kzg/kzg_internal.h"
#include "util/alloc.h"

#define CELLS_BYTES ((size_t)ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL)
#define PROOFS_BYTES ((size_t)ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_PROOF)
/* PRIMITIVE_ROOT_OF_UNITY: the coset's shift */
#define COSET_SHIFT 7

/* Every index below 128, then no index twice, then ascending (the spec's checks, and the order
 * c-kzg-4844's and the vectors' refusals imply). */
static ecb_status check_indices(const uint64_t *cell_indices, size_t n) {
    uint8_t seen[KZG_CELLS] = {0};
    for (size_t k = 0; k < n; k++)
        if (cell_indices[k] >= KZG_CELLS) return ECB_ERR_INDEX_OUT_OF_RANGE;
    for (size_t k = 0; k < n; k++)
        if (seen[cell_indices[k]]++) return ECB_ERR_DUPLICATE_INDEX;
    for (size_t k = 1; k < n; k++)
        if (cell_indices[k] < cell_indices[k - 1]) return ECB_ERR_INDEX_ORDER;
    return ECB_OK;
}

/* ext[64 i + j] = the j-th element of the given cell i, zero where no cell is given. */
static ecb_status place_cells(fr381 ext[KZG_EXT_N], const uint64_t *cell_indices,
                              const uint8_t *cells, size_t n) {
    for (size_t i = 0; i < KZG_EXT_N; i++)
        fr381_zero(&ext[i]);
    for (size_t k = 0; k < n; k++)
        for (size_t j = 0; j < KZG_CELL_N; j++) {
            ecb_status st = fr381_decode(&ext[KZG_CELL_N * cell_indices[k] + j],
                                         cells + k * ECB_KZG_BYTES_PER_CELL +
                                             j * ECB_KZG_BYTES_PER_FIELD_ELEMENT);
            if (st != ECB_OK) return st;
        }
    return ECB_OK;
}

/* z_value[p] = Z_s(shift w^rev7(p)) for p < 128, Z_s = prod over the missing cells i of
 * (X - w^rev7(i)), w = u^64: its coefficients (at most 65), scaled by shift^j, one FFT. */
static void vanishing_values(fr381 z_value[KZG_CELLS], const uint8_t present[KZG_CELLS],
                             const fr381 *shift, const ecb_kzg_settings *s) {
    fr381 z[KZG_CELLS], t;
    size_t degree = 0;
    fr381_one(&z[0]);
    for (size_t i = 1; i < KZG_CELLS; i++)
        fr381_zero(&z[i]);
    for (size_t p = 0; p < KZG_CELLS; p++) {
        if (present[p]) continue;
        /* z *= (X - root), root = w^rev7(p) = u^(64 rev7(p)), the value of X^64 on cell p */
        const fr381 *root = &s->roots_ext[(KZG_CELL_N * kzg_reverse_cell_index(p)) % KZG_EXT_N];
        degree++;
        for (size_t j = degree; j > 0; j--) {
            fr381_mul(&t, &z[j], root);
            fr381_sub(&z[j], &z[j - 1], &t);
        }
        fr381_mul(&z[0], &z[0], root);
        fr381_neg(&z[0], &z[0]);
    }
    fr381 power;
    fr381_one(&power);
    for (size_t j = 0; j <= degree; j++) {
        fr381_mul(&z[j], &z[j], &power);
        fr381_mul(&power, &power, shift);
    }
    memcpy(z_value, z, sizeof z);
    kzg_fft_to_brp(z_value, KZG_LOG_CELLS, s->roots_ext);
}

/* a[k] *= factor^k for k < n */
static void scale_by_powers(fr381 *a, size_t n, const fr381 *factor) {
    fr381 power;
    fr381_one(&power);
    for (size_t k = 0; k < n; k++) {
        fr381_mul(&a[k], &a[k], &power);
        fr381_mul(&power, &power, factor);
    }
}

/* E (ext, bit-reversed positions) -> P's coefficients in ext[0..4096) (recover_polynomialcoeff) */
static void recover_polynomial(fr381 ext[KZG_EXT_N], const uint8_t present[KZG_CELLS],
                               const ecb_kzg_settings *s) {
    fr381 one, shift, shift64, shift_inv, z[KZG_CELLS], scratch[KZG_CELLS];
    fr381_one(&one);
    fr381_from_u64(&shift, COSET_SHIFT);
    fr381_inv_var(&shift_inv, &shift);
    shift64 = shift;
    for (int i = 0; i < 6; i++) /* 7^64 */
        fr381_sqr(&shift64, &shift64);
    /* E Z on the domain: Z is constant on each cell (position m: cell m / 64) */
    vanishing_values(z, present, &one, s);
    for (size_t m = 0; m < KZG_EXT_N; m++)
        fr381_mul(&ext[m], &ext[m], &z[m / KZG_CELL_N]);
    kzg_ifft_from_brp(ext, KZG_LOG_EXT_N, s->roots_ext);
    /* (P Z)(7 u^k) over the coset, divided by Z(7 u^k) = Z_s(7^64 w^k) */
    scale_by_powers(ext, KZG_EXT_N, &shift);
    kzg_fft_to_brp(ext, KZG_LOG_EXT_N, s->roots_ext);
    vanishing_values(z, present, &shift64, s);
    fr381_batch_inv(z, z, KZG_CELLS, scratch);
    for (size_t m = 0; m < KZG_EXT_N; m++)
        fr381_mul(&ext[m], &ext[m], &z[m / KZG_CELL_N]);
    kzg_ifft_from_brp(ext, KZG_LOG_EXT_N, s->roots_ext);
    scale_by_powers(ext, KZG_N, &shift_inv);
}

ecb_status ecb_kzg_recover_cells_and_proofs(uint8_t *cells_out, size_t cells_out_len,
                                            uint8_t *proofs_out, size_t proofs_out_len,
                                            const uint64_t *cell_indices, const uint8_t *cells,
                                            size_t cells_len, size_t n, const ecb_kzg_settings *s) {
    /* the outputs cleared first, each only when its length is right */
    if (cells_out != NULL && cells_out_len == CELLS_BYTES) memset(cells_out, 0, cells_out_len);
    if (proofs_out != NULL && proofs_out_len == PROOFS_BYTES)
        kzg_identity_proofs(proofs_out, proofs_out_len);
    if (cells_out == NULL || proofs_out == NULL || s == NULL ||
        (n > 0 && (cell_indices == NULL || cells == NULL)))
        return ECB_ERR_NULL_POINTER;
    if (cells_out_len != CELLS_BYTES || proofs_out_len != PROOFS_BYTES) return ECB_ERR_LENGTH;
    if (n > KZG_CELLS) return ECB_ERR_SIZE_OVERFLOW;
    if (n < KZG_CELLS / 2) return ECB_ERR_TOO_FEW;
    if (cells_len != n * ECB_KZG_BYTES_PER_CELL) return ECB_ERR_LENGTH;
    ecb_status st = check_indices(cell_indices, n);
    if (st != ECB_OK) return st;
    /* the extension (8192), the coefficients (4096), FK20's scratch */
    fr381 *mem = ecb_malloc((KZG_EXT_N + KZG_N) * sizeof(fr381) + kzg_fk20_scratch_size(s));
    if (mem == NULL) return ECB_ERR_OUT_OF_MEMORY;
    fr381 *ext = mem, *coeffs = mem + KZG_EXT_N;
    st = place_cells(ext, cell_indices, cells, n);
    if (st == ECB_OK) {
        uint8_t present[KZG_CELLS] = {0};
        for (size_t k = 0; k < n; k++)
            present[cell_indices[k]] = 1;
        if (n == KZG_CELLS)
            kzg_ifft_from_brp(ext, KZG_LOG_EXT_N, s->roots_ext);
        else
            recover_polynomial(ext, present, s);
        memcpy(coeffs, ext, KZG_N * sizeof *coeffs);
        kzg_cells_from_coefficients(cells_out, ext, s);
        st = kzg_fk20_proofs(proofs_out, coeffs, coeffs + KZG_N, s);
    }
    if (st != ECB_OK) {
        memset(cells_out, 0, cells_out_len);
        kzg_identity_proofs(proofs_out, proofs_out_len);
    }
    ecb_free(mem);
    return st;
}
