/* libFuzzer target: the EIP-4844 verifiers (include/ecbatch/kzg.h) on fuzzed commitments,
 * proofs, field elements and blobs, under the stand-in setup of s = 1 (fuzz_kzg_stand_in.h).
 * Input: the commitment (bytes 0..48), the proof
 * (48..96), z (96..128), y (128..160), zero-padded; the rest overwrites the start of a zero blob.
 * Every status must be documented; verify_blob_kzg_proof_batch of the one triple must agree with
 * verify_blob_kzg_proof, and of the triple twice as well (equal triples scale the batch
 * equation by 1 + r). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bls12_381.h"
#include "ecbatch/kzg.h"
#include "fuzz_kzg_stand_in.h"

static int documented(ecb_status st) {
    return st == ECB_OK || st == ECB_ERR_VERIFY_FAILED || st == ECB_ERR_BAD_FLAGS ||
           st == ECB_ERR_INFINITY_PAYLOAD || st == ECB_ERR_NON_CANONICAL ||
           st == ECB_ERR_NOT_ON_CURVE || st == ECB_ERR_NOT_IN_SUBGROUP ||
           st == ECB_ERR_SCALAR_OUT_OF_RANGE;
}

static void need(int cond) {
    if (!cond) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const ecb_kzg_settings *s = kzg_stand_in();
    uint8_t head[160] = {0};
    memcpy(head, data, size < sizeof head ? size : sizeof head);
    const uint8_t *cm = head, *pr = head + 48, *z = head + 96, *y = head + 128;
    static uint8_t blobs[2 * ECB_KZG_BYTES_PER_BLOB];
    const size_t B = ECB_KZG_BYTES_PER_BLOB;
    memset(blobs, 0, B);
    if (size > sizeof head) {
        size_t rest = size - sizeof head;
        memcpy(blobs, data + sizeof head, rest < B ? rest : B);
    }
    memcpy(blobs + B, blobs, B);
    uint8_t cms[96], prs[96];
    memcpy(cms, cm, 48);
    memcpy(cms + 48, cm, 48);
    memcpy(prs, pr, 48);
    memcpy(prs + 48, pr, 48);

    ecb_status one = ecb_kzg_verify_proof(cm, z, y, pr, s);
    need(documented(one));
    ecb_status blob = ecb_kzg_verify_blob_proof(blobs, B, cm, pr, s);
    need(documented(blob));
    need(ecb_kzg_verify_blob_proof_batch(blobs, B, cms, 48, prs, 48, 1, s) == blob);
    need(ecb_kzg_verify_blob_proof_batch(blobs, 2 * B, cms, 96, prs, 96, 2, s) == blob);
    return 0;
}
