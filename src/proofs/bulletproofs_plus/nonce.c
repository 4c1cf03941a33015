/* Seed-derived nonces (spec §5): exactly hashlib.blake2b(b"", digest_size=64, key=key,
 * person=label), through libsodium's BLAKE2b with salt (zero) and personalisation. */
#include <sodium.h>
#include <string.h>

#include "nonce.h"

static size_t put_index(uint8_t *out, uint8_t tag, uint64_t index) {
    out[0] = tag;
    for (int i = 0; i < 4; i++)
        out[1 + i] = (uint8_t)(index >> (8 * i));
    return 5;
}

void bpp_nonce(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *seed, const char *label,
               uint64_t j, uint64_t k) {
    uint8_t key[43], personal[16] = {0}, salt[16] = {0}, digest[64];
    size_t key_len = 0;
    key[key_len++] = 0x00;
    ecb_ristretto255_scalar_encode(key + key_len, seed);
    key_len += 32;
    if (j != BPP_NONCE_NO_INDEX) key_len += put_index(key + key_len, 'j', j);
    if (k != BPP_NONCE_NO_INDEX) key_len += put_index(key + key_len, 'k', k);
    memcpy(personal, label, strlen(label));
    crypto_generichash_blake2b_salt_personal(digest, sizeof digest, NULL, 0, key, key_len, salt,
                                             personal);
    ecb_ristretto255_scalar_reduce64(out, digest);
    sodium_memzero(key, sizeof key);
    sodium_memzero(digest, sizeof digest);
}
