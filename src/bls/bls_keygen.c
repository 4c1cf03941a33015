/* KeyGen of draft-irtf-cfrg-bls-signature-04 §2.3 (blst_keygen, EIP-2333 derive_master_SK): the
 * public call's argument checks around bls_keygen_fr. */
#include <sodium.h>
#include <stdint.h>
#include <string.h>

#include "bls/bls_internal.h"
#include "bls/bls_keygen_fr.h"

ecb_status ecb_bls_keygen(uint8_t sk[32], const uint8_t *ikm, size_t ikm_len,
                          const uint8_t *key_info, size_t key_info_len) {
    if (sk == NULL) return ECB_ERR_NULL_POINTER;
    memset(sk, 0, 32);
    if (ikm == NULL || (key_info == NULL && key_info_len > 0)) return ECB_ERR_NULL_POINTER;
    if (ikm_len > PTRDIFF_MAX || key_info_len > PTRDIFF_MAX) return ECB_ERR_SIZE_OVERFLOW;
    if (ikm_len < ECB_BLS_MIN_IKM_BYTES) return ECB_ERR_LENGTH;

    fr381 k;
    bls_keygen_fr(&k, ikm, ikm_len, key_info, key_info_len);
    fr381_encode(sk, &k);
    sodium_memzero(&k, sizeof k);
    return ECB_OK;
}
