/* Decoding BN254 G1 points straight to the affine form the MSM takes (include/ecbatch/bn254.h),
 * in either encoding: the group codec's affine decoder (no inversion, same checks and statuses
 * as the Jacobian decoders), its batch form on several threads (group/point_batch.h), and the
 * unchecked loader of validated points. */
#include <string.h>

#include "ecbatch/bn254.h"
#include "group/bn254/g1_254.h"
#include "group/point_batch.h"

_Static_assert(sizeof(ecb_bn254_g1_affine) == sizeof(g1_254_aff), "G1 affine layout");

/* The byte layout of an encoding, or NULL for a value outside the enum. */
static const ecb_point_layout *layout_of(ecb_bn254_encoding enc) {
    switch (enc) {
    case ECB_BN254_GNARK:
        return &ecb_layout_gnark_bn254_compressed;
    case ECB_BN254_EIP196:
        return &ecb_layout_eip196;
    }
    return NULL;
}

size_t ecb_bn254_encoding_bytes(ecb_bn254_encoding enc) {
    const ecb_point_layout *l = layout_of(enc);
    return l == NULL ? 0 : ecb_point_layout_len(l, ECB_BN254_G1_BYTES);
}

static ecb_status g1_decode(void *out, const uint8_t *in, const void *layout) {
    g1_254_aff a;
    ecb_status st = g1_254_decode_aff_with(&a, in, layout);
    memcpy(out, &a, sizeof a);
    return st;
}

ecb_status ecb_bn254_g1_decode_affine(ecb_bn254_g1_affine *out, const uint8_t *in, size_t in_len,
                                      ecb_bn254_encoding enc) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    memset(out, 0, sizeof *out);
    if (in == NULL) return ECB_ERR_NULL_POINTER;
    const ecb_point_layout *l = layout_of(enc);
    if (l == NULL) return ECB_ERR_INVALID_ARGUMENT;
    if (in_len != ecb_point_layout_len(l, ECB_BN254_G1_BYTES)) return ECB_ERR_LENGTH;
    return g1_decode(out, in, l);
}

ecb_status ecb_bn254_g1_batch_decode_affine(ecb_bn254_g1_affine *out, size_t n, const uint8_t *in,
                                            size_t in_len, ecb_bn254_encoding enc, unsigned threads,
                                            ecb_status *statuses, size_t *first_bad) {
    const ecb_point_layout *l = layout_of(enc);
    if (l == NULL) {
        if (first_bad != NULL) *first_bad = 0;
        return ECB_ERR_INVALID_ARGUMENT;
    }
    return ecb_point_batch_decode(out, sizeof *out, in, in_len,
                                  ecb_point_layout_len(l, ECB_BN254_G1_BYTES), n, threads,
                                  g1_decode, l, statuses, first_bad);
}

ecb_status ecb_bn254_g1_affine_from_raw_unchecked(ecb_bn254_g1_affine *out, const uint8_t *in,
                                                  size_t in_len, ecb_bn254_encoding enc) {
    g1_254_aff a;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    memset(out, 0, sizeof *out);
    if (in == NULL) return ECB_ERR_NULL_POINTER;
    const ecb_point_layout *l = layout_of(enc);
    if (l == NULL || l->compressed) return ECB_ERR_INVALID_ARGUMENT;
    if (in_len != ecb_point_layout_len(l, ECB_BN254_G1_BYTES)) return ECB_ERR_LENGTH;
    ecb_status st = g1_254_load_aff_unchecked_with(&a, in, l);
    memcpy(out, &a, sizeof a);
    return st;
}
