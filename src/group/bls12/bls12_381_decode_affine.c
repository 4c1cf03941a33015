/* Decoding BLS12-381 points straight to the affine form the MSM takes
 * (include/ecbatch/bls12_381.h): the group codec's affine decoder (no inversion, same checks
 * and statuses as the Jacobian decoders), its batch form on several threads
 * (group/point_batch.h), and the unchecked loader of already validated points. */
#include <string.h>

#include "ecbatch/bls12_381.h"
#include "group/bls12/g1_381.h"
#include "group/bls12/g1_381_decode_lanes.h"
#include "group/bls12/g2_381.h"
#include "group/point_batch.h"

_Static_assert(sizeof(ecb_bls12_381_g1_affine) == sizeof(g1_381_aff), "G1 affine layout");
_Static_assert(sizeof(ecb_bls12_381_g2_affine) == sizeof(g2_381_aff), "G2 affine layout");

static ecb_status g1_decode(void *out, const uint8_t *in, const void *layout) {
    g1_381_aff a;
    ecb_status st = g1_381_decode_aff_with(&a, in, layout);
    memcpy(out, &a, sizeof a);
    return st;
}

static ecb_status g2_decode(void *out, const uint8_t *in, const void *layout) {
    g2_381_aff a;
    ecb_status st = g2_381_decode_aff_with(&a, in, layout);
    memcpy(out, &a, sizeof a);
    return st;
}

/* One point: NULL checks, then the codec (on error *out is (0, 0)). */
static ecb_status decode_one(ecb_point_decode_fn fn, void *out, size_t out_size, const uint8_t *in,
                             const ecb_point_layout *l) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (in == NULL) {
        memset(out, 0, out_size);
        return ECB_ERR_NULL_POINTER;
    }
    return fn(out, in, l);
}

ecb_status ecb_bls12_381_g1_decode_affine(ecb_bls12_381_g1_affine *out, const uint8_t in[48]) {
    return decode_one(g1_decode, out, sizeof *out, in, &ecb_layout_zcash_compressed);
}

ecb_status ecb_bls12_381_g1_decode_affine_uncompressed(ecb_bls12_381_g1_affine *out,
                                                       const uint8_t in[96]) {
    return decode_one(g1_decode, out, sizeof *out, in, &ecb_layout_zcash_uncompressed);
}

ecb_status ecb_bls12_381_g2_decode_affine(ecb_bls12_381_g2_affine *out, const uint8_t in[96]) {
    return decode_one(g2_decode, out, sizeof *out, in, &ecb_layout_zcash_compressed);
}

ecb_status ecb_bls12_381_g2_decode_affine_uncompressed(ecb_bls12_381_g2_affine *out,
                                                       const uint8_t in[192]) {
    return decode_one(g2_decode, out, sizeof *out, in, &ecb_layout_zcash_uncompressed);
}

/* G1's batch decoders: eight elements at a time in IFMA lanes at the ifma level
 * (g1_381_decode_lanes.h), else one at a time; the same results. */
static ecb_status g1_batch(ecb_bls12_381_g1_affine *out, size_t n, const uint8_t *in, size_t in_len,
                           size_t enc_len, unsigned threads, const ecb_point_layout *l,
                           ecb_status *statuses, size_t *first_bad) {
    if (g1_381_decode_lanes_available())
        return ecb_point_batch_decode_runs(out, sizeof *out, in, in_len, enc_len, n, threads,
                                           g1_381_decode_aff_run_lanes, l, statuses, first_bad);
    return ecb_point_batch_decode(out, sizeof *out, in, in_len, enc_len, n, threads, g1_decode, l,
                                  statuses, first_bad);
}

ecb_status ecb_bls12_381_g1_batch_decode_affine(ecb_bls12_381_g1_affine *out, size_t n,
                                                const uint8_t *in, size_t in_len, unsigned threads,
                                                ecb_status *statuses, size_t *first_bad) {
    return g1_batch(out, n, in, in_len, ECB_BLS12_381_G1_BYTES, threads,
                    &ecb_layout_zcash_compressed, statuses, first_bad);
}

ecb_status ecb_bls12_381_g1_batch_decode_affine_uncompressed(ecb_bls12_381_g1_affine *out, size_t n,
                                                             const uint8_t *in, size_t in_len,
                                                             unsigned threads, ecb_status *statuses,
                                                             size_t *first_bad) {
    return g1_batch(out, n, in, in_len, ECB_BLS12_381_G1_UNCOMPRESSED_BYTES, threads,
                    &ecb_layout_zcash_uncompressed, statuses, first_bad);
}

ecb_status ecb_bls12_381_g2_batch_decode_affine(ecb_bls12_381_g2_affine *out, size_t n,
                                                const uint8_t *in, size_t in_len, unsigned threads,
                                                ecb_status *statuses, size_t *first_bad) {
    return ecb_point_batch_decode(out, sizeof *out, in, in_len, ECB_BLS12_381_G2_BYTES, n, threads,
                                  g2_decode, &ecb_layout_zcash_compressed, statuses, first_bad);
}

ecb_status ecb_bls12_381_g2_batch_decode_affine_uncompressed(ecb_bls12_381_g2_affine *out, size_t n,
                                                             const uint8_t *in, size_t in_len,
                                                             unsigned threads, ecb_status *statuses,
                                                             size_t *first_bad) {
    return ecb_point_batch_decode(out, sizeof *out, in, in_len, ECB_BLS12_381_G2_UNCOMPRESSED_BYTES,
                                  n, threads, g2_decode, &ecb_layout_zcash_uncompressed, statuses,
                                  first_bad);
}

ecb_status ecb_bls12_381_g1_affine_from_raw_unchecked(ecb_bls12_381_g1_affine *out,
                                                      const uint8_t in[96]) {
    g1_381_aff a;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    memset(out, 0, sizeof *out);
    if (in == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = g1_381_load_aff_unchecked_with(&a, in, &ecb_layout_zcash_uncompressed);
    memcpy(out, &a, sizeof a);
    return st;
}

ecb_status ecb_bls12_381_g2_affine_from_raw_unchecked(ecb_bls12_381_g2_affine *out,
                                                      const uint8_t in[192]) {
    g2_381_aff a;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    memset(out, 0, sizeof *out);
    if (in == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = g2_381_load_aff_unchecked_with(&a, in, &ecb_layout_zcash_uncompressed);
    memcpy(out, &a, sizeof a);
    return st;
}
