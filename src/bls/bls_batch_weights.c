/* Weights and message digests of the batch verifier; see bls_batch_weights.h. */
#include "bls/bls_batch_weights.h"

#include <string.h>

static const char digest_context[] = "ecbatch bls batch-verify message v1";
static const char weight_context[] = "ecbatch bls batch-verify weights v1";

void bls_message_digests(uint8_t (*digests)[32], const uint8_t *const *msgs, const size_t *msg_lens,
                         size_t n) {
    static const uint8_t empty[1] = {0};
    for (size_t i = 0; i < n; i++)
        ecb_blake3_derive_key(digests[i], 32, digest_context, sizeof digest_context - 1,
                              msg_lens[i] > 0 ? msgs[i] : empty, msg_lens[i]);
}

void bls_batch_weights(ecb_bls12_381_scalar *w, const bls_suite *s, const uint8_t *pks,
                       const uint8_t *sigs, const uint8_t (*digests)[32], size_t n,
                       const uint8_t seed[32]) {
    ecb_blake3_hasher h;
    uint8_t head[9];
    head[0] = (uint8_t)s->variant;
    for (int b = 0; b < 8; b++)
        head[1 + b] = (uint8_t)((uint64_t)n >> (8 * b));
    ecb_blake3_init_derive_key(&h, weight_context);
    ecb_blake3_update(&h, head, sizeof head);
    for (size_t i = 0; i < n; i++) {
        ecb_blake3_update(&h, pks + i * s->pk_bytes, s->pk_bytes);
        ecb_blake3_update(&h, sigs + i * s->sig_bytes, s->sig_bytes);
        ecb_blake3_update(&h, digests[i], 32);
    }
    ecb_blake3_update(&h, seed, 32);
    bls_weights_squeeze(w, &h, n, 2);
    ecb_blake3_wipe(&h);
}

void bls_weights_squeeze(ecb_bls12_381_scalar *w, const ecb_blake3_hasher *h, size_t n,
                         unsigned words) {
    const size_t each = 8 * (size_t)words;
    for (size_t i = 0; i < n; i += 64) {
        uint8_t buf[64 * 16];
        size_t k = n - i < 64 ? n - i : 64;
        ecb_blake3_finalize_seek(h, (uint64_t)i * each, buf, k * each);
        for (size_t j = 0; j < k; j++) {
            memset(&w[i + j], 0, sizeof w[i + j]);
            for (unsigned l = 0; l < words; l++)
                for (int b = 7; b >= 0; b--)
                    w[i + j].v[l] = (w[i + j].v[l] << 8) | buf[each * j + 8 * l + (size_t)b];
            if ((w[i + j].v[0] | w[i + j].v[1]) == 0) w[i + j].v[0] = 1;
        }
    }
}
