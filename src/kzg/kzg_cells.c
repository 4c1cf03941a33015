/* The cells of a blob (EIP-7594, fulu/polynomial-commitments-sampling.md: compute_cells): its
 * polynomial P (degree < 4096, the values at the bit-reversed 4096-point domain in the blob) in
 * coefficient form by one inverse FFT (polynomial_eval_to_coeff), then its values at the 8192-th
 * roots of unity by one forward FFT of the zero-padded coefficients. The forward FFT leaves
 * P(u^k) at position reverse_13(k): that is the extended domain in bit-reversed order, the order
 * of the spec's cosets (coset_for_cell), so cell i is positions 64 i .. 64 i + 63 as they lie. */
#include <string.h>

#include "kzg/kzg_internal.h"
#include "util/alloc.h"

void kzg_cells_from_coefficients(uint8_t *cells, fr381 ext[KZG_EXT_N], const ecb_kzg_settings *s) {
    for (size_t i = KZG_N; i < KZG_EXT_N; i++)
        fr381_zero(&ext[i]);
    kzg_fft_to_brp(ext, KZG_LOG_EXT_N, s->roots_ext);
    /* the cells back to back are the extended evaluations in order */
    for (size_t i = 0; i < KZG_EXT_N; i++)
        fr381_encode(cells + i * ECB_KZG_BYTES_PER_FIELD_ELEMENT, &ext[i]);
}

ecb_status ecb_kzg_compute_cells(uint8_t *cells, size_t cells_len, const uint8_t *blob,
                                 size_t blob_len, const ecb_kzg_settings *s) {
    if (cells != NULL) memset(cells, 0, cells_len);
    if (cells == NULL || blob == NULL || s == NULL) return ECB_ERR_NULL_POINTER;
    if (cells_len != (size_t)ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL ||
        blob_len != ECB_KZG_BYTES_PER_BLOB)
        return ECB_ERR_LENGTH;
    fr381 *ext = ecb_malloc(KZG_EXT_N * sizeof *ext);
    if (ext == NULL) return ECB_ERR_OUT_OF_MEMORY;
    ecb_status st = kzg_blob_to_polynomial(ext, blob);
    if (st == ECB_OK) {
        kzg_ifft_from_brp(ext, KZG_LOG_N, s->roots_ext);
        kzg_cells_from_coefficients(cells, ext, s);
    }
    ecb_free(ext);
    return st;
}
