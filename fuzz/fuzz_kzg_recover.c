/* libFuzzer target: recover_cells_and_kzg_proofs (ecb_kzg_recover_cells_and_proofs) on fuzzed
 * indices and cells, under the stand-in setup of s = 1 (fuzz_kzg_stand_in.h). Input: byte 0
 * gives the count n = 62 + byte mod 69 (62 to 130: too few and too many included), the next n
 * bytes the indices (any value: out of range, repeated and unordered ones must be refused), the
 * rest the cells back to back, zero-padded to n cells. Every status must be one the header
 * documents. When the recovery succeeds, its output is consistent whatever the input: recovering
 * again from the output's cells at the same indices gives the same cells and proofs, and the
 * output's cells verify against the commitment of its first 64 cells (the blob) with their
 * proofs (cell 0, the last given index, and 127). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/kzg.h"
#include "fuzz_kzg_stand_in.h"

#define CELLS ECB_KZG_CELLS_PER_EXT_BLOB
#define CELL_BYTES ECB_KZG_BYTES_PER_CELL
#define MAX_N (CELLS + 2)

static int documented(ecb_status st) {
    return st == ECB_OK || st == ECB_ERR_TOO_FEW || st == ECB_ERR_SIZE_OVERFLOW ||
           st == ECB_ERR_INDEX_OUT_OF_RANGE || st == ECB_ERR_DUPLICATE_INDEX ||
           st == ECB_ERR_INDEX_ORDER || st == ECB_ERR_SCALAR_OUT_OF_RANGE;
}

static void need(int cond) {
    if (!cond) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const ecb_kzg_settings *s = kzg_stand_in();
    static uint8_t given[MAX_N * CELL_BYTES], cells[CELLS * CELL_BYTES], proofs[CELLS * 48],
        again_cells[CELLS * CELL_BYTES], again_proofs[CELLS * 48];
    uint64_t idx[MAX_N];
    size_t n = size > 0 ? 62 + data[0] % 69 : 0;
    for (size_t k = 0; k < n; k++)
        idx[k] = 1 + k < size ? data[1 + k] : k;
    memset(given, 0, sizeof given);
    if (size > 1 + n) {
        size_t rest = size - 1 - n;
        memcpy(given, data + 1 + n, rest < n * CELL_BYTES ? rest : n * CELL_BYTES);
    }
    ecb_status st = ecb_kzg_recover_cells_and_proofs(cells, sizeof cells, proofs, sizeof proofs,
                                                     idx, given, n * CELL_BYTES, n, s);
    need(documented(st));
    if (st != ECB_OK) return 0;
    /* the output's own cells at the same indices give the output again */
    for (size_t k = 0; k < n; k++)
        memcpy(given + CELL_BYTES * k, cells + CELL_BYTES * idx[k], CELL_BYTES);
    need(ecb_kzg_recover_cells_and_proofs(again_cells, sizeof again_cells, again_proofs,
                                          sizeof again_proofs, idx, given, n * CELL_BYTES, n,
                                          s) == ECB_OK);
    need(memcmp(again_cells, cells, sizeof cells) == 0);
    need(memcmp(again_proofs, proofs, sizeof proofs) == 0);
    /* the first 64 cells are the blob: its commitment takes the output's cells and proofs */
    uint8_t cm[3 * 48], some_cells[3 * CELL_BYTES], some_proofs[3 * 48];
    uint64_t some[3] = {0, idx[n - 1], CELLS - 1};
    need(ecb_kzg_blob_to_commitment(cm, cells, ECB_KZG_BYTES_PER_BLOB, s) == ECB_OK);
    for (size_t k = 0; k < 3; k++) {
        memcpy(cm + 48 * k, cm, 48);
        memcpy(some_cells + CELL_BYTES * k, cells + CELL_BYTES * some[k], CELL_BYTES);
        memcpy(some_proofs + 48 * k, proofs + 48 * some[k], 48);
    }
    need(ecb_kzg_verify_cell_proof_batch(cm, sizeof cm, some, some_cells, sizeof some_cells,
                                         some_proofs, sizeof some_proofs, 3, s) == ECB_OK);
    return 0;
}
