/* BLAKE3 keystream; see bte_keystream.h. */
#include "bte/bte_keystream.h"

#include <sodium.h>

#include "bte/bte_labels.h"
#include "hash/blake3.h"

void bte_keystream_xor(uint8_t *out, const uint8_t *in, size_t len, const uint8_t *k_enc,
                       size_t k_enc_len, const uint8_t *label, size_t label_len) {
    ecb_blake3_hasher h;
    uint8_t n_le[8], l_le[4], ks[1024];
    for (int i = 0; i < 8; i++)
        n_le[i] = (uint8_t)((uint64_t)len >> (8 * i));
    for (int i = 0; i < 4; i++)
        l_le[i] = (uint8_t)((uint64_t)label_len >> (8 * i));
    ecb_blake3_init(&h);
    ecb_blake3_update(&h, (const uint8_t *)BTE_KDF_PREFIX, sizeof BTE_KDF_PREFIX - 1);
    ecb_blake3_update(&h, n_le, sizeof n_le);
    ecb_blake3_update(&h, k_enc, k_enc_len);
    ecb_blake3_update(&h, l_le, sizeof l_le);
    ecb_blake3_update(&h, label, label_len);
    for (size_t off = 0; off < len; off += sizeof ks) {
        size_t n = len - off < sizeof ks ? len - off : sizeof ks;
        ecb_blake3_finalize_seek(&h, off, ks, n);
        for (size_t i = 0; i < n; i++)
            out[off + i] = in[off + i] ^ ks[i];
    }
    sodium_memzero(ks, sizeof ks);
    ecb_blake3_wipe(&h);
}
