/* libFuzzer target: threshold-decryption response decoding (wire format of profile
 * convention 30). Byte 0 picks the variant (bit 0: MinSig), the rest is the encoding. An
 * accepted response must re-encode byte for byte, and verifying it (alone and in a batch of
 * itself twice) against a one-ciphertext request must give the same, well-formed verdicts; a
 * rejection must be one of the decoder's documented statuses. */
#include <sodium.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bte.h"

/* A fixed 1-of-1 setup per variant: one ciphertext, its request. */
static ecb_bte_public *pub[2];
static ecb_bte_ciphertext *ct[2];
static ecb_bte_request *req[2];

static void setup(ecb_bte_variant v) {
    uint8_t coeff[32] = {0}, seed[64] = {0};
    ecb_bte_share share;
    ecb_bte_point pk;
    coeff[31] = 7;
    if (ecb_bte_deal_from_coefficients(&pub[v], &share, v, 1, 1, coeff) != ECB_OK) abort();
    ecb_bte_public_key(pub[v], &pk);
    if (ecb_bte_encrypt_seeded(&ct[v], &pk, NULL, 0, (const uint8_t *)"m", 1, seed, seed) != ECB_OK)
        abort();
    const ecb_bte_ciphertext *list[1] = {ct[v]};
    if (ecb_bte_request_new_var(&req[v], &pk, list, 1, (const uint8_t *)"fuzz", 4, 1, 1) != ECB_OK)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    if (sodium_init() < 0) abort();
    ecb_bte_variant v = (data[0] & 1) ? ECB_BTE_MINSIG : ECB_BTE_MINPK;
    if (req[v] == NULL) setup(v);
    ecb_bte_response *r = NULL;
    ecb_status st = ecb_bte_response_decode(&r, v, data + 1, size - 1);
    if (st != ECB_OK) {
        if (r != NULL) abort();
        if (st != ECB_ERR_PROOF_FORMAT && st != ECB_ERR_SIZE_OVERFLOW && st != ECB_ERR_BAD_FLAGS &&
            st != ECB_ERR_INFINITY_PAYLOAD && st != ECB_ERR_NON_CANONICAL &&
            st != ECB_ERR_NOT_ON_CURVE && st != ECB_ERR_NOT_IN_SUBGROUP && st != ECB_ERR_IDENTITY &&
            st != ECB_ERR_SCALAR_OUT_OF_RANGE)
            abort();
        return 0;
    }
    size_t len = ecb_bte_response_encoded_size(r);
    uint8_t *re = malloc(len);
    if (re == NULL || len != size - 1) abort();
    ecb_bte_response_encode(re, r);
    if (memcmp(re, data + 1, len) != 0) abort();
    free(re);
    ecb_bte_point hi;
    ecb_bte_error one, two[2];
    uint32_t idx = ecb_bte_response_index(r) % 4, both[2] = {idx, idx};
    ecb_status share_status = ecb_bte_public_share_var(pub[v], idx, &hi);
    if (share_status == ECB_ERR_INDEX_OUT_OF_RANGE) { /* the 1-of-1 setup has index 1 only */
        ecb_bte_response_free(r);
        return 0;
    }
    if (share_status != ECB_OK) abort();
    ecb_bte_point his[2] = {hi, hi};
    ecb_status s1 = ecb_bte_verify_response_var(req[v], idx, &hi, r, &one);
    const ecb_bte_response *rs[2] = {r, r};
    ecb_status s2 = ecb_bte_verify_responses_var(req[v], both, his, rs, 2, 2, two, NULL);
    if (s1 != one.status || two[0].status != one.status || two[1].status != one.status) abort();
    if (s2 != (one.status == ECB_OK ? ECB_OK : ECB_ERR_INVALID_RESPONSE)) abort();
    ecb_bte_response_free(r);
    return 0;
}
