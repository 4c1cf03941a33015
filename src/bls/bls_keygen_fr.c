/* KeyGen of draft-irtf-cfrg-bls-signature-04 §2.3 with libsodium's HMAC-SHA256 as HKDF
 * (RFC 5869); see bls_keygen_fr.h. */
#include "bls/bls_keygen_fr.h"

#include <sodium.h>
#include <string.h>

#include "util/ct_declassify.h"

/* OKM = HKDF-Expand(PRK, info = key_info || I2OSP(48, 2), L = 48) = T(1) || T(2)[0..16), with
 * T(1) = HMAC(PRK, info || 0x01) and T(2) = HMAC(PRK, T(1) || info || 0x02). */
static void expand48(uint8_t okm[48], const uint8_t prk[32], const uint8_t *key_info,
                     size_t key_info_len) {
    static const uint8_t l48[2] = {0x00, 0x30};
    crypto_auth_hmacsha256_state st;
    uint8_t t1[32], t2[32], ctr = 1;

    crypto_auth_hmacsha256_init(&st, prk, 32);
    crypto_auth_hmacsha256_update(&st, key_info, key_info_len);
    crypto_auth_hmacsha256_update(&st, l48, sizeof l48);
    crypto_auth_hmacsha256_update(&st, &ctr, 1);
    crypto_auth_hmacsha256_final(&st, t1);

    ctr = 2;
    crypto_auth_hmacsha256_init(&st, prk, 32);
    crypto_auth_hmacsha256_update(&st, t1, sizeof t1);
    crypto_auth_hmacsha256_update(&st, key_info, key_info_len);
    crypto_auth_hmacsha256_update(&st, l48, sizeof l48);
    crypto_auth_hmacsha256_update(&st, &ctr, 1);
    crypto_auth_hmacsha256_final(&st, t2);

    memcpy(okm, t1, 32);
    memcpy(okm + 32, t2, 16);
    sodium_memzero(t1, sizeof t1);
    sodium_memzero(t2, sizeof t2);
    sodium_memzero(&st, sizeof st);
}

void bls_keygen_fr(fr381 *sk, const uint8_t *ikm, size_t ikm_len, const uint8_t *key_info,
                   size_t key_info_len) {
    static const char salt0[] = "BLS-SIG-KEYGEN-SALT-";
    static const uint8_t zero = 0, empty[1] = {0};
    uint8_t salt[32], prk[32], wide[64];
    crypto_auth_hmacsha256_state st;
    if (key_info == NULL) key_info = empty;

    crypto_hash_sha256(salt, (const uint8_t *)salt0, sizeof salt0 - 1);
    for (;;) {
        /* PRK = HKDF-Extract(salt, IKM || I2OSP(0, 1)) */
        crypto_auth_hmacsha256_init(&st, salt, sizeof salt);
        crypto_auth_hmacsha256_update(&st, ikm, ikm_len);
        crypto_auth_hmacsha256_update(&st, &zero, 1);
        crypto_auth_hmacsha256_final(&st, prk);
        /* OS2IP(OKM) mod r: the 48 bytes right-aligned in a 64-byte big-endian integer */
        memset(wide, 0, 16);
        expand48(wide + 16, prk, key_info, key_info_len);
        fr381_reduce_wide(sk, wide);
        int is_zero = fr381_is_zero(sk);
        ecb_ct_declassify(&is_zero, sizeof is_zero); /* true with probability 2^-255 */
        if (!is_zero) break;
        crypto_hash_sha256(salt, salt, sizeof salt);
    }
    sodium_memzero(prk, sizeof prk);
    sodium_memzero(wide, sizeof wide);
    sodium_memzero(&st, sizeof st);
}
