/* libFuzzer target: the EIP-4844 verifiers (include/ecbatch/kzg.h) on fuzzed commitments,
 * proofs, field elements and blobs. The settings are a stand-in setup loaded once, that of the
 * secret s = 1: every monomial point the generator, the Lagrange point of w^0 = 1 the generator
 * and the others the identity (l_i(1) = 0 for w_i != 1), so that the loader's consistency check
 * passes; the verifiers' paths do not depend on the secret. Input: the commitment (bytes 0..48), the proof
 * (48..96), z (96..128), y (128..160), zero-padded; the rest overwrites the start of a zero blob.
 * Every status must be documented; verify_blob_kzg_proof_batch of the one triple must agree with
 * verify_blob_kzg_proof, and of the triple twice as well (equal triples scale the batch
 * equation by 1 + r). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bls12_381.h"
#include "ecbatch/kzg.h"

static int documented(ecb_status st) {
    return st == ECB_OK || st == ECB_ERR_VERIFY_FAILED || st == ECB_ERR_BAD_FLAGS ||
           st == ECB_ERR_INFINITY_PAYLOAD || st == ECB_ERR_NON_CANONICAL ||
           st == ECB_ERR_NOT_ON_CURVE || st == ECB_ERR_NOT_IN_SUBGROUP ||
           st == ECB_ERR_SCALAR_OUT_OF_RANGE;
}

static void need(int cond) {
    if (!cond) abort();
}

static const ecb_kzg_settings *stand_in(void) {
    static ecb_kzg_settings *s;
    if (s != NULL) return s;
    static uint8_t g1s[ECB_KZG_SETUP_G1_BYTES], g2s[ECB_KZG_SETUP_G2_BYTES],
        lagrange[ECB_KZG_SETUP_G1_BYTES];
    ecb_bls12_381_g1 g1;
    ecb_bls12_381_g2 g2;
    ecb_bls12_381_g1_generator(&g1);
    ecb_bls12_381_g2_generator(&g2);
    for (size_t i = 0; i < ECB_KZG_FIELD_ELEMENTS_PER_BLOB; i++) {
        ecb_bls12_381_g1_encode(g1s + 48 * i, &g1);
        lagrange[48 * i] = 0xc0; /* the identity */
    }
    ecb_bls12_381_g1_encode(lagrange, &g1);
    for (size_t i = 0; i < ECB_KZG_SETUP_G2_POINTS; i++)
        ecb_bls12_381_g2_encode(g2s + 96 * i, &g2);
    need(ecb_kzg_settings_load(&s, lagrange, sizeof lagrange, g2s, sizeof g2s, g1s, sizeof g1s,
                               1) == ECB_OK);
    return s;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const ecb_kzg_settings *s = stand_in();
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
