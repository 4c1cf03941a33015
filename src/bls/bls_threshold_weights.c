/* The weights of threshold batch verification (bls_threshold_internal.h): one BLAKE3 transcript
 * of everything the batch equation depends on, then the verifier's fresh randomness. */
#include "bls/bls_batch_weights.h"
#include "bls/bls_threshold_internal.h"

static const char weight_context[] = "ecbatch bls threshold batch-verify weights v1";
static const char message_context[] = "ecbatch bls threshold batch-verify message v1";

static void put_u64(uint8_t *out, uint64_t v) {
    for (int b = 0; b < 8; b++)
        out[b] = (uint8_t)(v >> (8 * b));
}

void bls_threshold_weights(ecb_bls12_381_scalar *w, const bls_suite *s, const ecb_bte_public *pub,
                           const uint8_t *msg, size_t msg_len, const uint8_t *partials, size_t n,
                           const uint8_t seed[32]) {
    static const uint8_t empty[1] = {0};
    const size_t pb = ECB_BLS_PARTIAL_INDEX_BYTES + s->sig_bytes;
    uint8_t head[1 + 3 * 8], digest[32];
    ecb_blake3_hasher h;
    ecb_blake3_derive_key(digest, sizeof digest, message_context, sizeof message_context - 1,
                          msg_len > 0 ? msg : empty, msg_len);
    head[0] = (uint8_t)s->variant;
    put_u64(head + 1, pub->t);
    put_u64(head + 9, pub->n);
    put_u64(head + 17, n);
    ecb_blake3_init_derive_key(&h, weight_context);
    ecb_blake3_update(&h, head, sizeof head);
    for (uint32_t k = 0; k < pub->t; k++)
        ecb_blake3_update(&h, pub->commitments[k].enc, s->pk_bytes);
    ecb_blake3_update(&h, digest, sizeof digest);
    ecb_blake3_update(&h, partials, n * pb);
    ecb_blake3_update(&h, seed, 32);
    bls_weights_squeeze(w, &h, n, 1);
    ecb_blake3_wipe(&h);
}
