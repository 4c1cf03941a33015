/* The body of the BLS12-381 affine-decoder fuzz targets (fuzz_bls12_381_g1_decode_affine.c,
 * fuzz_bls12_381_g2_decode_affine.c), included after defining FZ_G (the public prefix:
 * ecb_bls12_381_g1 or ecb_bls12_381_g2) and FZ_LEN (its compressed encoding's length; the
 * uncompressed one is twice that). For the first FZ_LEN bytes (compressed) and the first
 * 2 FZ_LEN (uncompressed): the affine decoder must give the Jacobian decoder's status and, on
 * success, its point ((0, 0) on error); the batch decoders over the whole input cut into
 * encodings must give, on one and on two threads, what the single decoder gives for each; the
 * unchecked loader must load every valid uncompressed encoding as the checked decoder decodes
 * it. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bls12_381.h"

#define FZ_P2(a, b) a##_##b
#define FZ_P(a, b) FZ_P2(a, b)
#define FZ_(name) FZ_P(FZ_G, name)
#define FZ_AFF FZ_(affine)

#define MAX_POINTS 8

typedef ecb_status (*jac_fn)(FZ_G *, const uint8_t *);
typedef ecb_status (*aff_fn)(FZ_AFF *, const uint8_t *);
typedef ecb_status (*batch_fn)(FZ_AFF *, size_t, const uint8_t *, size_t, unsigned, ecb_status *,
                               size_t *);

static const FZ_AFF zero;

static void check_one(const uint8_t *in, jac_fn jac, aff_fn aff) {
    FZ_G p;
    FZ_AFF a, r;
    ecb_status sj = jac(&p, in);
    ecb_status sa = aff(&a, in);
    if (sa != sj) abort();
    if (sa == ECB_OK) {
        FZ_(to_affine)(&r, &p);
        if (memcmp(&a, &r, sizeof a) != 0) abort();
    } else if (memcmp(&a, &zero, sizeof a) != 0) {
        abort();
    }
}

static void check_batch(const uint8_t *data, size_t size, size_t len, aff_fn aff, batch_fn batch) {
    FZ_AFF out[MAX_POINTS], one;
    ecb_status st[MAX_POINTS];
    size_t n = size / len, first;
    if (n > MAX_POINTS) n = MAX_POINTS;
    for (unsigned threads = 1; threads <= 2; threads++) {
        ecb_status ret = batch(out, n, data, n * len, threads, st, &first);
        size_t want_first = n;
        for (size_t i = 0; i < n; i++) {
            ecb_status s = aff(&one, data + i * len);
            if (s != st[i] || memcmp(&one, &out[i], sizeof one) != 0) abort();
            if (s != ECB_OK && want_first == n) want_first = i;
        }
        if (first != want_first) abort();
        if (ret != (want_first == n ? ECB_OK : st[want_first])) abort();
    }
    if (n > 0 && batch(out, n, data, n * len + 1, 1, NULL, NULL) != ECB_ERR_LENGTH) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size >= FZ_LEN) check_one(data, FZ_(decode), FZ_(decode_affine));
    if (size >= 2 * FZ_LEN) {
        FZ_AFF a, b;
        check_one(data, FZ_(decode_uncompressed), FZ_(decode_affine_uncompressed));
        if (FZ_(decode_affine_uncompressed)(&a, data) == ECB_OK) {
            if (FZ_(affine_from_raw_unchecked)(&b, data) != ECB_OK) abort();
            if (memcmp(&a, &b, sizeof a) != 0) abort();
        }
    }
    check_batch(data, size, FZ_LEN, FZ_(decode_affine), FZ_(batch_decode_affine));
    check_batch(data, size, 2 * FZ_LEN, FZ_(decode_affine_uncompressed),
                FZ_(batch_decode_affine_uncompressed));
    return 0;
}
