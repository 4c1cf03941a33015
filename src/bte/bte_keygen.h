/* Scalars from 64 bytes: the IETF BLS KeyGen (draft-irtf-cfrg-bls-signature-05 §2.3) with
 * L = 48 and empty key_info, equal to blst_keygen(IKM, info = "") and to EIP-2333
 * derive_master_SK. The threshold-decryption profile derives every scalar this way: random
 * scalars from 64 random bytes, challenges from 64 transcript-noise bytes (spec §2.2, §2.4;
 * profile conventions 5 and 11). */
#ifndef ECBATCH_BTE_KEYGEN_H
#define ECBATCH_BTE_KEYGEN_H

#include <stddef.h>
#include <stdint.h>

#include "field/bls12/fr381.h"

#define BTE_KEYGEN_IKM_BYTES 64

/* sk = KeyGen(ikm) with empty key_info (bls_keygen_fr of bls/bls_keygen_fr.h): constant time
 * in ikm, temporaries wiped. */
void bte_keygen(fr381 *sk, const uint8_t ikm[BTE_KEYGEN_IKM_BYTES]);

/* A uniformly random non-zero scalar: KeyGen of 64 bytes from the system random source
 * (libsodium randombytes_buf), as upstream's random_scalar. ECB_ERR_RANDOMNESS (and sk = 0)
 * when libsodium cannot be initialised, else ECB_OK. */
ecb_status bte_random_scalar(fr381 *sk);

#endif
