/* libFuzzer target: scalar decoding never crashes, accepts exactly the values below l
 * (checked against libsodium's reduction), and a successful decode re-encodes to the same
 * bytes. Inputs of 96 bytes or more also check reduce64 (bytes 32..96) against
 * crypto_core_ristretto255_scalar_reduce. */
#include <sodium.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/ristretto255.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint8_t in[32], again[32], wide[64] = {0}, reduced[32];
    ecb_ristretto255_scalar s;
    if (size < 32) return 0;
    if (sodium_init() < 0) abort();
    memcpy(in, data, 32);
    const ecb_status st = ecb_ristretto255_scalar_decode(&s, in);
    memcpy(wide, in, 32);
    crypto_core_ristretto255_scalar_reduce(reduced, wide);
    const int canonical = memcmp(reduced, in, 32) == 0;
    if (st == ECB_OK) {
        ecb_ristretto255_scalar_encode(again, &s);
        if (!canonical || memcmp(again, in, 32) != 0) abort();
    } else if (st != ECB_ERR_SCALAR_OUT_OF_RANGE || canonical ||
               !ecb_ristretto255_scalar_is_zero(&s)) {
        abort();
    }
    if (size >= 96) {
        ecb_ristretto255_scalar_reduce64(&s, data + 32);
        ecb_ristretto255_scalar_encode(again, &s);
        crypto_core_ristretto255_scalar_reduce(reduced, data + 32);
        if (memcmp(again, reduced, 32) != 0) abort();
    }
    return 0;
}
