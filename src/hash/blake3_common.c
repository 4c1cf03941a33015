/* The BLAKE3 functions common to both backends (the bundled one in blake3.c, a system
 * libblake3 in blake3_system.c): whole outputs, wiping, and the one-shot forms. */
#include <sodium.h>

#include "hash/blake3.h"

void ecb_blake3_finalize_xof(const ecb_blake3_hasher *h, uint8_t *out, size_t out_len) {
    ecb_blake3_finalize_seek(h, 0, out, out_len);
}

void ecb_blake3_finalize(const ecb_blake3_hasher *h, uint8_t out[ECB_BLAKE3_OUT_LEN]) {
    ecb_blake3_finalize_seek(h, 0, out, ECB_BLAKE3_OUT_LEN);
}

void ecb_blake3_wipe(ecb_blake3_hasher *h) {
    sodium_memzero(h, sizeof *h);
}

void ecb_blake3_hash(uint8_t *out, size_t out_len, const uint8_t *in, size_t len) {
    ecb_blake3_hasher h;
    ecb_blake3_init(&h);
    ecb_blake3_update(&h, in, len);
    ecb_blake3_finalize_xof(&h, out, out_len);
    ecb_blake3_wipe(&h);
}

void ecb_blake3_keyed_hash(uint8_t *out, size_t out_len, const uint8_t key[ECB_BLAKE3_KEY_LEN],
                           const uint8_t *in, size_t len) {
    ecb_blake3_hasher h;
    ecb_blake3_init_keyed(&h, key);
    ecb_blake3_update(&h, in, len);
    ecb_blake3_finalize_xof(&h, out, out_len);
    ecb_blake3_wipe(&h);
}

void ecb_blake3_derive_key(uint8_t *out, size_t out_len, const void *context, size_t context_len,
                           const uint8_t *key_material, size_t key_material_len) {
    ecb_blake3_hasher h;
    ecb_blake3_init_derive_key_raw(&h, context, context_len);
    ecb_blake3_update(&h, key_material, key_material_len);
    ecb_blake3_finalize_xof(&h, out, out_len);
    ecb_blake3_wipe(&h);
}
