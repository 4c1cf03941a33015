/* BLAKE3 through the system's libblake3 (the official C implementation's blake3.h API), used
 * instead of the bundled blake3.c when CMake defines ECBATCH_SYSTEM_BLAKE3. The remaining
 * functions (whole outputs, wiping, one-shot forms) are blake3_common.c's. */
#include "hash/blake3.h"

#ifdef ECBATCH_SYSTEM_BLAKE3

_Static_assert(BLAKE3_KEY_LEN == ECB_BLAKE3_KEY_LEN && BLAKE3_OUT_LEN == ECB_BLAKE3_OUT_LEN,
               "libblake3's lengths");

void ecb_blake3_init(ecb_blake3_hasher *h) {
    blake3_hasher_init(&h->h);
}

void ecb_blake3_init_keyed(ecb_blake3_hasher *h, const uint8_t key[ECB_BLAKE3_KEY_LEN]) {
    blake3_hasher_init_keyed(&h->h, key);
}

void ecb_blake3_init_derive_key(ecb_blake3_hasher *h, const char *context) {
    blake3_hasher_init_derive_key(&h->h, context);
}

void ecb_blake3_init_derive_key_raw(ecb_blake3_hasher *h, const void *context, size_t context_len) {
    blake3_hasher_init_derive_key_raw(&h->h, context, context_len);
}

void ecb_blake3_update(ecb_blake3_hasher *h, const uint8_t *in, size_t len) {
    blake3_hasher_update(&h->h, in, len);
}

void ecb_blake3_finalize_seek(const ecb_blake3_hasher *h, uint64_t seek, uint8_t *out,
                              size_t out_len) {
    blake3_hasher_finalize_seek(&h->h, seek, out, out_len);
}

#endif
