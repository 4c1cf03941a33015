/* libFuzzer target: ristretto255 decoding never crashes, a successful decode re-encodes to
 * the same 32 bytes, a failed one leaves the identity, and acceptance agrees with libsodium
 * whenever bit 255 is clear (libsodium ignores that bit; ecbatch rejects it as
 * non_canonical). Random bytes are rarely valid, so inputs of 96 bytes or more also map
 * bytes 32..96 to a point (from_uniform_bytes, checked against
 * crypto_core_ristretto255_from_hash) and decode its encoding with one bit flipped, chosen by
 * byte 0 (255 flips nothing). */
#include <sodium.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/ristretto255.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_decode(const uint8_t in[32]) {
    uint8_t again[32];
    ecb_ristretto255_point p;
    const ecb_status st = ecb_ristretto255_decode(&p, in);
    if (st == ECB_OK) {
        ecb_ristretto255_encode(again, &p);
        if (memcmp(again, in, 32) != 0) abort();
    } else if (!ecb_ristretto255_is_identity(&p)) {
        abort();
    }
    if ((in[31] & 0x80) == 0) {
        if ((st == ECB_OK) != (crypto_core_ristretto255_is_valid_point(in) == 1)) abort();
    } else if (st != ECB_ERR_NON_CANONICAL) {
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint8_t in[32];
    if (size < 32) return 0;
    if (sodium_init() < 0) abort();
    memcpy(in, data, 32);
    check_decode(in);
    if (size >= 96) {
        uint8_t want[32];
        ecb_ristretto255_point p;
        ecb_ristretto255_from_uniform_bytes(&p, data + 32);
        ecb_ristretto255_encode(in, &p);
        crypto_core_ristretto255_from_hash(want, data + 32);
        if (memcmp(in, want, 32) != 0) abort();
        if (data[0] != 255) in[data[0] / 8] ^= (uint8_t)(1u << (data[0] % 8));
        check_decode(in);
    }
    return 0;
}
