/* Threshold decryption's scalars from IETF BLS KeyGen (bls/bls_keygen_fr.h); see bte_keygen.h. */
#include "bte/bte_keygen.h"

#include <sodium.h>

#include "bls/bls_keygen_fr.h"

void bte_keygen(fr381 *sk, const uint8_t ikm[BTE_KEYGEN_IKM_BYTES]) {
    bls_keygen_fr(sk, ikm, BTE_KEYGEN_IKM_BYTES, NULL, 0);
}

ecb_status bte_random_scalar(fr381 *sk) {
    uint8_t ikm[BTE_KEYGEN_IKM_BYTES];
    /* idempotent and thread-safe; it fails only without a randomness source, when
     * randombytes_buf would abort */
    if (sodium_init() < 0) {
        fr381_zero(sk);
        return ECB_ERR_RANDOMNESS;
    }
    randombytes_buf(ikm, sizeof ikm);
    bte_keygen(sk, ikm);
    sodium_memzero(ikm, sizeof ikm);
    return ECB_OK;
}
