/* KeyGen of draft-irtf-cfrg-bls-signature-04 §2.3 (blst_keygen, EIP-2333 derive_master_SK) as a
 * scalar of BLS12-381's Fr: the one derivation behind ecb_bls_keygen (include/ecbatch/bls.h)
 * and threshold decryption's scalars (bte_keygen.h). */
#ifndef ECBATCH_BLS_KEYGEN_FR_H
#define ECBATCH_BLS_KEYGEN_FR_H

#include <stddef.h>
#include <stdint.h>

#include "field/bls12/fr381.h"

/* sk = KeyGen(ikm, key_info): salt = "BLS-SIG-KEYGEN-SALT-"; loop { salt = SHA-256(salt);
 * PRK = HKDF-Extract(salt, ikm || 0x00); OKM = HKDF-Expand(PRK, key_info || I2OSP(48, 2), 48);
 * sk = OS2IP(OKM) mod r; if sk != 0 return sk } (HMAC-SHA256 from libsodium). The caller
 * checks the lengths (key_info may be NULL when key_info_len is 0). Constant time in ikm and
 * key_info; the loop repeats only when OKM mod r = 0 (probability 2^-255). Temporaries are
 * wiped. */
void bls_keygen_fr(fr381 *sk, const uint8_t *ikm, size_t ikm_len, const uint8_t *key_info,
                   size_t key_info_len);

#endif
