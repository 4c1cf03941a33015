/* libFuzzer target: threshold-decryption ciphertext decoding (wire format of profile
 * convention 29). Byte 0 picks the variant (bit 0: MinSig), the rest is the encoding. An
 * accepted ciphertext must re-encode byte for byte and go through the single and batched
 * checks (which must agree); a rejection must be one of the decoder's documented statuses. */
#include <sodium.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bte.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    if (sodium_init() < 0) abort();
    ecb_bte_variant v = (data[0] & 1) ? ECB_BTE_MINSIG : ECB_BTE_MINPK;
    ecb_bte_ciphertext *ct = NULL;
    ecb_status st = ecb_bte_ciphertext_decode(&ct, v, data + 1, size - 1);
    if (st != ECB_OK) {
        if (ct != NULL) abort();
        if (st != ECB_ERR_PROOF_FORMAT && st != ECB_ERR_SIZE_OVERFLOW && st != ECB_ERR_BAD_FLAGS &&
            st != ECB_ERR_INFINITY_PAYLOAD && st != ECB_ERR_NON_CANONICAL &&
            st != ECB_ERR_NOT_ON_CURVE && st != ECB_ERR_NOT_IN_SUBGROUP && st != ECB_ERR_IDENTITY &&
            st != ECB_ERR_SCALAR_OUT_OF_RANGE)
            abort();
        return 0;
    }
    size_t len = ecb_bte_ciphertext_encoded_size(ct);
    uint8_t *re = malloc(len);
    if (re == NULL || len != size - 1) abort();
    ecb_bte_ciphertext_encode(re, ct);
    if (memcmp(re, data + 1, len) != 0) abort();
    free(re);
    /* the ciphertext's own header serves as a public key of the right variant */
    ecb_bte_point pk;
    uint8_t valid = 2;
    ecb_bte_ciphertext_header(ct, &pk);
    ecb_status one = ecb_bte_ciphertext_verify_var(&pk, ct);
    const ecb_bte_ciphertext *list[1] = {ct};
    if (ecb_bte_ciphertexts_verify_var(&pk, list, 1, 1, &valid, NULL) != ECB_OK) abort();
    if (valid != (one == ECB_OK)) abort();
    ecb_bte_ciphertext_free(ct);
    return 0;
}
