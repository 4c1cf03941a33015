/* libFuzzer target: BLS12-377 G1 decoding straight to affine form in its five encodings,
 * against the Jacobian decoders. The first byte picks the encoding, the rest is the input: the
 * affine decoder must give the Jacobian decoder's status and, on success, its point ((0, 0) on
 * error); the batch decoder over the rest cut into encodings must give, on one and on two
 * threads, what the single decoder gives for each; the unchecked loader must load every valid
 * uncompressed encoding as the checked decoder decodes it. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bls12_377.h"

#define MAX_POINTS 8

typedef ecb_status (*jac_fn)(ecb_bls12_377_g1 *, const uint8_t *);
static const jac_fn jac[5] = {ecb_bls12_377_g1_decode, ecb_bls12_377_g1_decode_uncompressed,
                              ecb_bls12_377_g1_decode_ark, ecb_bls12_377_g1_decode_ark_uncompressed,
                              ecb_bls12_377_g1_decode_snarkvm_uncompressed};

static const ecb_bls12_377_g1_affine zero;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    ecb_bls12_377_encoding enc = (ecb_bls12_377_encoding)(data[0] % 5);
    size_t len = ecb_bls12_377_encoding_bytes(enc);
    data++;
    size--;
    ecb_bls12_377_g1 p;
    ecb_bls12_377_g1_affine a, r, out[MAX_POINTS];
    ecb_status st[MAX_POINTS];
    if (size >= len) {
        ecb_status sj = jac[enc](&p, data);
        ecb_status sa = ecb_bls12_377_g1_decode_affine(&a, data, len, enc);
        if (sa != sj) abort();
        if (sa == ECB_OK) {
            ecb_bls12_377_g1_to_affine(&r, &p);
            if (memcmp(&a, &r, sizeof a) != 0) abort();
            if (len == 96) {
                if (ecb_bls12_377_g1_affine_from_raw_unchecked(&r, data, len, enc) != ECB_OK)
                    abort();
                if (memcmp(&a, &r, sizeof a) != 0) abort();
            }
        } else if (memcmp(&a, &zero, sizeof a) != 0) {
            abort();
        }
        if (ecb_bls12_377_g1_decode_affine(&a, data, len - 1, enc) != ECB_ERR_LENGTH) abort();
    }
    size_t n = size / len, first;
    if (n > MAX_POINTS) n = MAX_POINTS;
    for (unsigned threads = 1; threads <= 2; threads++) {
        ecb_status ret =
            ecb_bls12_377_g1_batch_decode_affine(out, n, data, n * len, enc, threads, st, &first);
        size_t want_first = n;
        for (size_t i = 0; i < n; i++) {
            ecb_status s = ecb_bls12_377_g1_decode_affine(&a, data + i * len, len, enc);
            if (s != st[i] || memcmp(&a, &out[i], sizeof a) != 0) abort();
            if (s != ECB_OK && want_first == n) want_first = i;
        }
        if (first != want_first) abort();
        if (ret != (want_first == n ? ECB_OK : st[want_first])) abort();
    }
    return 0;
}
