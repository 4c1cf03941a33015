/* libFuzzer target: Bulletproofs+ proof parsing (spec §7) never crashes, accepts exactly the
 * lengths 1 + 32 (T + 5 + 2 r) with 1 <= T <= 6 and 1 <= r <= ECB_BPP_MAX_ROUNDS, rejects with
 * a format or scalar error otherwise, and a parsed proof serializes back to the same bytes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bulletproofs_plus.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    ecb_bpp_proof proof;
    uint8_t again[1 + 32 * (ECB_BPP_MAX_EXTENSION_DEGREE + 5 + 2 * ECB_BPP_MAX_ROUNDS)];
    size_t len = 0;
    ecb_status st = ecb_bpp_proof_parse_var(&proof, data, size);
    int shape_ok = 0;
    if (size > 0 && data[0] >= 1 && data[0] <= ECB_BPP_MAX_EXTENSION_DEGREE) {
        size_t fixed = 1 + 32 * ((size_t)data[0] + 5);
        shape_ok = size >= fixed + 64 && (size - fixed) % 64 == 0 &&
                   (size - fixed) / 64 <= ECB_BPP_MAX_ROUNDS;
    }
    if (st == ECB_OK) {
        if (!shape_ok) abort();
        if (ecb_bpp_proof_serialize(again, sizeof again, &len, &proof) != ECB_OK) abort();
        if (len != size || memcmp(again, data, size) != 0) abort();
        if (ecb_bpp_proof_size(proof.extension_degree, proof.rounds) != size) abort();
    } else if (st != ECB_ERR_PROOF_FORMAT && st != ECB_ERR_SCALAR_OUT_OF_RANGE) {
        abort();
    } else if (st == ECB_ERR_PROOF_FORMAT && shape_ok) {
        abort(); /* a well-shaped input can only fail on a scalar */
    }
    return 0;
}
