/* Decoding BLS12-377 G1 points straight to the affine form the MSM takes
 * (include/ecbatch/bls12_377.h), in any of its five encodings: the group codec's affine
 * decoder (no inversion, same checks and statuses as the Jacobian decoders), its batch form on
 * several threads (group/point_batch.h), and the unchecked loader of validated points. */
#include <string.h>

#include "ecbatch/bls12_377.h"
#include "group/bls12/g1_377.h"
#include "group/point_batch.h"

_Static_assert(sizeof(ecb_bls12_377_g1_affine) == sizeof(g1_377_aff), "G1 affine layout");

/* The byte layout of an encoding, or NULL for a value outside the enum. */
static const ecb_point_layout *layout_of(ecb_bls12_377_encoding enc) {
    switch (enc) {
    case ECB_BLS12_377_GNARK:
        return &ecb_layout_zcash_compressed;
    case ECB_BLS12_377_GNARK_UNCOMPRESSED:
        return &ecb_layout_zcash_uncompressed;
    case ECB_BLS12_377_ARK:
        return &ecb_layout_ark_compressed;
    case ECB_BLS12_377_ARK_UNCOMPRESSED:
        return &ecb_layout_ark_uncompressed;
    case ECB_BLS12_377_SNARKVM_UNCOMPRESSED:
        return &ecb_layout_snarkvm_uncompressed;
    }
    return NULL;
}

size_t ecb_bls12_377_encoding_bytes(ecb_bls12_377_encoding enc) {
    const ecb_point_layout *l = layout_of(enc);
    return l == NULL ? 0 : ecb_point_layout_len(l, ECB_BLS12_377_G1_BYTES);
}

static ecb_status g1_decode(void *out, const uint8_t *in, const void *layout) {
    g1_377_aff a;
    ecb_status st = g1_377_decode_aff_with(&a, in, layout);
    memcpy(out, &a, sizeof a);
    return st;
}

ecb_status ecb_bls12_377_g1_decode_affine(ecb_bls12_377_g1_affine *out, const uint8_t *in,
                                          size_t in_len, ecb_bls12_377_encoding enc) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    memset(out, 0, sizeof *out);
    if (in == NULL) return ECB_ERR_NULL_POINTER;
    const ecb_point_layout *l = layout_of(enc);
    if (l == NULL) return ECB_ERR_INVALID_ARGUMENT;
    if (in_len != ecb_point_layout_len(l, ECB_BLS12_377_G1_BYTES)) return ECB_ERR_LENGTH;
    return g1_decode(out, in, l);
}

ecb_status ecb_bls12_377_g1_batch_decode_affine(ecb_bls12_377_g1_affine *out, size_t n,
                                                const uint8_t *in, size_t in_len,
                                                ecb_bls12_377_encoding enc, unsigned threads,
                                                ecb_status *statuses, size_t *first_bad) {
    const ecb_point_layout *l = layout_of(enc);
    if (l == NULL) {
        if (first_bad != NULL) *first_bad = 0;
        return ECB_ERR_INVALID_ARGUMENT;
    }
    return ecb_point_batch_decode(out, sizeof *out, in, in_len,
                                  ecb_point_layout_len(l, ECB_BLS12_377_G1_BYTES), n, threads,
                                  g1_decode, l, statuses, first_bad);
}

ecb_status ecb_bls12_377_g1_affine_from_raw_unchecked(ecb_bls12_377_g1_affine *out,
                                                      const uint8_t *in, size_t in_len,
                                                      ecb_bls12_377_encoding enc) {
    g1_377_aff a;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    memset(out, 0, sizeof *out);
    if (in == NULL) return ECB_ERR_NULL_POINTER;
    const ecb_point_layout *l = layout_of(enc);
    if (l == NULL || l->compressed) return ECB_ERR_INVALID_ARGUMENT;
    if (in_len != ecb_point_layout_len(l, ECB_BLS12_377_G1_BYTES)) return ECB_ERR_LENGTH;
    ecb_status st = g1_377_load_aff_unchecked_with(&a, in, l);
    memcpy(out, &a, sizeof a);
    return st;
}
