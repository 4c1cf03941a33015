/* IETF BLS KeyGen (HKDF-SHA256, RFC 5869) mapped to a BLS12-381 scalar; see bte_keygen.h. */
#include "bte/bte_keygen.h"

#include <sodium.h>
#include <string.h>

#include "util/ct_declassify.h"

/* HKDF-Expand(PRK, info = I2OSP(48, 2), L = 48) = T(1) || T(2)[0..16), with
 * T(1) = HMAC(PRK, info || 0x01) and T(2) = HMAC(PRK, T(1) || info || 0x02). */
static void keygen_expand(uint8_t okm[48], const uint8_t prk[32]) {
    static const uint8_t info[2] = {0x00, 0x30};
    crypto_auth_hmacsha256_state st;
    uint8_t t1[32], t2[32], ctr;

    crypto_auth_hmacsha256_init(&st, prk, 32);
    ctr = 1;
    crypto_auth_hmacsha256_update(&st, info, sizeof info);
    crypto_auth_hmacsha256_update(&st, &ctr, 1);
    crypto_auth_hmacsha256_final(&st, t1);

    crypto_auth_hmacsha256_init(&st, prk, 32);
    ctr = 2;
    crypto_auth_hmacsha256_update(&st, t1, sizeof t1);
    crypto_auth_hmacsha256_update(&st, info, sizeof info);
    crypto_auth_hmacsha256_update(&st, &ctr, 1);
    crypto_auth_hmacsha256_final(&st, t2);

    memcpy(okm, t1, 32);
    memcpy(okm + 32, t2, 16);
    sodium_memzero(t1, sizeof t1);
    sodium_memzero(t2, sizeof t2);
    sodium_memzero(&st, sizeof st);
}

void bte_keygen(fr381 *sk, const uint8_t ikm[BTE_KEYGEN_IKM_BYTES]) {
    static const char salt0[] = "BLS-SIG-KEYGEN-SALT-";
    uint8_t salt[32], prk[32], wide[64];
    const uint8_t zero = 0;
    crypto_auth_hmacsha256_state st;

    crypto_hash_sha256(salt, (const uint8_t *)salt0, sizeof salt0 - 1);
    for (;;) {
        /* HKDF-Extract(salt, IKM || I2OSP(0, 1)) */
        crypto_auth_hmacsha256_init(&st, salt, sizeof salt);
        crypto_auth_hmacsha256_update(&st, ikm, BTE_KEYGEN_IKM_BYTES);
        crypto_auth_hmacsha256_update(&st, &zero, 1);
        crypto_auth_hmacsha256_final(&st, prk);
        /* OS2IP(OKM) mod r: the 48 bytes right-aligned in a 64-byte big-endian integer */
        memset(wide, 0, 16);
        keygen_expand(wide + 16, prk);
        fr381_reduce_wide(sk, wide);
        int is_zero = fr381_is_zero(sk);
        ecb_ct_declassify(&is_zero, sizeof is_zero); /* the retry happens with probability 2^-255 */
        if (!is_zero) break;
        crypto_hash_sha256(salt, salt, sizeof salt);
    }
    sodium_memzero(prk, sizeof prk);
    sodium_memzero(wide, sizeof wide);
    sodium_memzero(&st, sizeof st);
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
