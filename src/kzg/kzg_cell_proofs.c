/* compute_cells_and_kzg_proofs (EIP-7594, fulu/polynomial-commitments-sampling.md): the blob's
 * polynomial in coefficient form (one inverse FFT of 4096 points), its cells (one FFT of 8192,
 * kzg_cells.c) and its 128 cell proofs by FK20 (kzg_fk20.c), in one allocation. */
#include <string.h>

#include "kzg/kzg_internal.h"
#include "util/alloc.h"

#define CELLS_BYTES ((size_t)ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL)
#define PROOFS_BYTES ((size_t)ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_PROOF)

void kzg_identity_proofs(uint8_t *proofs, size_t proofs_len) {
    memset(proofs, 0, proofs_len);
    for (size_t i = 0; i + 48 <= proofs_len; i += 48)
        proofs[i] = 0xc0; /* compressed, infinity */
}

ecb_status ecb_kzg_compute_cells_and_proofs(uint8_t *cells, size_t cells_len, uint8_t *proofs,
                                            size_t proofs_len, const uint8_t *blob, size_t blob_len,
                                            const ecb_kzg_settings *s) {
    /* the outputs cleared first, each only when its length is right: a wrong length never
     * writes */
    if (cells != NULL && cells_len == CELLS_BYTES) memset(cells, 0, cells_len);
    if (proofs != NULL && proofs_len == PROOFS_BYTES) kzg_identity_proofs(proofs, proofs_len);
    if (cells == NULL || proofs == NULL || blob == NULL || s == NULL) return ECB_ERR_NULL_POINTER;
    if (cells_len != CELLS_BYTES || proofs_len != PROOFS_BYTES ||
        blob_len != ECB_KZG_BYTES_PER_BLOB)
        return ECB_ERR_LENGTH;
    /* the coefficients (4096), the extension (8192), FK20's scratch */
    size_t fk20_size = kzg_fk20_scratch_size(s);
    fr381 *mem = ecb_malloc((KZG_N + KZG_EXT_N) * sizeof(fr381) + fk20_size);
    if (mem == NULL) return ECB_ERR_OUT_OF_MEMORY;
    fr381 *coeffs = mem, *ext = mem + KZG_N;
    ecb_status st = kzg_blob_to_polynomial(coeffs, blob);
    if (st == ECB_OK) {
        kzg_ifft_from_brp(coeffs, KZG_LOG_N, s->roots_ext);
        memcpy(ext, coeffs, KZG_N * sizeof *ext);
        kzg_cells_from_coefficients(cells, ext, s);
        st = kzg_fk20_proofs(proofs, coeffs, ext + KZG_EXT_N, s);
    }
    if (st != ECB_OK) {
        memset(cells, 0, cells_len);
        kzg_identity_proofs(proofs, proofs_len);
    }
    ecb_free(mem);
    return st;
}
