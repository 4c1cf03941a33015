/* libFuzzer target: verify_cell_kzg_proof_batch (ecb_kzg_verify_cell_proof_batch) on fuzzed
 * bytes, under the stand-in setup of s = 1 (fuzz_kzg_stand_in.h). Input: byte 0 gives the count
 * n = byte mod 5 (0 to 4 cells); then per cell a record of its commitment (48 bytes), its index
 * (1 byte, any value: indices of 128 and more must be refused), its cell (2048 bytes) and its
 * proof (48), zero-padded where the input ends. Every status must be one the header documents;
 * a verdict (ECB_OK or ECB_ERR_VERIFY_FAILED) must not depend on the cells' order: the records
 * reversed give the same one (the challenge changes, the equations do not). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/kzg.h"
#include "fuzz_kzg_stand_in.h"

#define MAX_CELLS 4
#define RECORD (48 + 1 + ECB_KZG_BYTES_PER_CELL + 48)

static int documented(ecb_status st) {
    return st == ECB_OK || st == ECB_ERR_VERIFY_FAILED || st == ECB_ERR_BAD_FLAGS ||
           st == ECB_ERR_INFINITY_PAYLOAD || st == ECB_ERR_NON_CANONICAL ||
           st == ECB_ERR_NOT_ON_CURVE || st == ECB_ERR_NOT_IN_SUBGROUP ||
           st == ECB_ERR_SCALAR_OUT_OF_RANGE || st == ECB_ERR_INDEX_OUT_OF_RANGE;
}

static void need(int cond) {
    if (!cond) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const ecb_kzg_settings *s = kzg_stand_in();
    static uint8_t records[MAX_CELLS * RECORD];
    static uint8_t cms[2][MAX_CELLS * 48], cells[2][MAX_CELLS * ECB_KZG_BYTES_PER_CELL],
        proofs[2][MAX_CELLS * 48];
    uint64_t idx[2][MAX_CELLS];
    size_t n = size > 0 ? data[0] % (MAX_CELLS + 1) : 0;
    memset(records, 0, sizeof records);
    if (size > 1) memcpy(records, data + 1, size - 1 < sizeof records ? size - 1 : sizeof records);
    /* copy 0: the records in order; copy 1: reversed */
    for (size_t c = 0; c < 2; c++)
        for (size_t k = 0; k < n; k++) {
            const uint8_t *r = records + RECORD * (c == 0 ? k : n - 1 - k);
            memcpy(cms[c] + 48 * k, r, 48);
            idx[c][k] = r[48];
            memcpy(cells[c] + ECB_KZG_BYTES_PER_CELL * k, r + 49, ECB_KZG_BYTES_PER_CELL);
            memcpy(proofs[c] + 48 * k, r + 49 + ECB_KZG_BYTES_PER_CELL, 48);
        }
    ecb_status st[2];
    for (size_t c = 0; c < 2; c++) {
        st[c] = ecb_kzg_verify_cell_proof_batch(
            cms[c], 48 * n, idx[c], cells[c], ECB_KZG_BYTES_PER_CELL * n, proofs[c], 48 * n, n, s);
        need(documented(st[c]));
    }
    if (st[0] == ECB_OK || st[0] == ECB_ERR_VERIFY_FAILED) need(st[1] == st[0]);
    return 0;
}
