/* libFuzzer target: the batch decoder agrees with the single decoder on every element (status
 * and point) and returns the lowest failing index's status. The input is up to 64 encodings of
 * 32 bytes (a partial last one is dropped); random bytes are rarely valid, so elements whose
 * first byte has its top bit set are replaced by the encoding of the point their 32 bytes map to
 * (from_uniform_bytes of the bytes twice), with bit (byte 1) flipped unless byte 1 is 255. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/ristretto255.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_ELEMENTS 64

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint8_t in[MAX_ELEMENTS * 32];
    ecb_ristretto255_point got[MAX_ELEMENTS], want;
    ecb_status status[MAX_ELEMENTS];
    size_t n = size / 32;
    if (n > MAX_ELEMENTS) n = MAX_ELEMENTS;
    for (size_t i = 0; i < n; i++) {
        uint8_t *e = in + 32 * i;
        memcpy(e, data + 32 * i, 32);
        if (e[0] & 0x80) {
            uint8_t wide[64];
            ecb_ristretto255_point p;
            memcpy(wide, e, 32);
            memcpy(wide + 32, e, 32);
            ecb_ristretto255_from_uniform_bytes(&p, wide);
            const uint8_t flip = e[1];
            ecb_ristretto255_encode(e, &p);
            if (flip != 255) e[flip / 8] ^= (uint8_t)(1u << (flip % 8));
        }
    }
    const unsigned threads = n > 0 ? 1 + (data[0] & 1) : 1;
    const ecb_status ret = ecb_ristretto255_decode_batch_var(got, status, in, n, threads);
    ecb_status first = ECB_OK;
    for (size_t i = 0; i < n; i++) {
        uint8_t a[32], b[32];
        const ecb_status s = ecb_ristretto255_decode(&want, in + 32 * i);
        if (status[i] != s) abort();
        if (first == ECB_OK) first = s;
        if (s == ECB_OK) {
            ecb_ristretto255_encode(a, &got[i]);
            ecb_ristretto255_encode(b, &want);
            if (memcmp(a, b, 32) != 0 || memcmp(a, in + 32 * i, 32) != 0) abort();
        } else if (!ecb_ristretto255_is_identity(&got[i])) {
            abort();
        }
    }
    if (ret != first) abort();
    /* without the status array: the same return value */
    if (ecb_ristretto255_decode_batch_var(got, NULL, in, n, 1) != first) abort();
    return 0;
}
