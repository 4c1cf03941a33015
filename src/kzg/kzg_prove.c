/* Commitments and proofs of EIP-4844 (deneb/polynomial-commitments.md: blob_to_kzg_commitment,
 * compute_kzg_proof, compute_blob_kzg_proof): g1_lincomb over the bit-reversed Lagrange points
 * as one engine MSM, whose plan picks the strategy, or through the settings' fixed-base table
 * (kzg_precompute.c). */
#include <string.h>

#include "kzg/kzg_internal.h"
#include "util/alloc.h"

/* The memory of one proof: the polynomial, the inverses, scratch (then the quotient) and the
 * MSM's scalars; one allocation per call. */
typedef struct proof_work {
    fr381 p[KZG_N], inv[KZG_N], scratch[KZG_N];
    ecb_bls12_381_scalar scalars[KZG_N];
} proof_work;

static void identity_bytes(uint8_t out[48]) {
    memset(out, 0, 48);
    out[0] = 0xc0; /* compressed, infinity */
}

ecb_status kzg_commit_evaluations(uint8_t out[48], const fr381 q[KZG_N],
                                  ecb_bls12_381_scalar *scalars, const ecb_kzg_settings *s) {
    kzg_to_scalars(scalars, q, KZG_N);
    return kzg_lincomb_lagrange(out, scalars, s);
}

ecb_status ecb_kzg_blob_to_commitment(uint8_t out[48], const uint8_t *blob, size_t blob_len,
                                      const ecb_kzg_settings *s) {
    if (out != NULL) identity_bytes(out);
    if (out == NULL || blob == NULL || s == NULL) return ECB_ERR_NULL_POINTER;
    if (blob_len != ECB_KZG_BYTES_PER_BLOB) return ECB_ERR_LENGTH;
    ecb_bls12_381_scalar *scalars = ecb_malloc(KZG_N * sizeof *scalars);
    if (scalars == NULL) return ECB_ERR_OUT_OF_MEMORY;
    /* the blob's integers are the MSM's scalars as they are: no Montgomery form needed */
    ecb_status st = ECB_OK;
    for (size_t i = 0; i < KZG_N && st == ECB_OK; i++)
        st = ecb_bls12_381_scalar_decode(&scalars[i], blob + i * ECB_KZG_BYTES_PER_FIELD_ELEMENT);
    if (st == ECB_OK) st = kzg_lincomb_lagrange(out, scalars, s);
    ecb_free(scalars);
    return st;
}

/* compute_kzg_proof_impl on the decoded polynomial w->p: the proof into proof_out, y = p(z). */
static ecb_status prove_at(uint8_t proof_out[48], fr381 *y, proof_work *w, const fr381 *z,
                           const ecb_kzg_settings *s) {
    size_t index;
    kzg_evaluate(y, w->inv, &index, w->p, z, s, w->scratch);
    kzg_quotient(w->scratch, w->p, y, w->inv, index, z, s);
    return kzg_commit_evaluations(proof_out, w->scratch, w->scalars, s);
}

ecb_status ecb_kzg_compute_proof(uint8_t proof_out[48], uint8_t y_out[32], const uint8_t *blob,
                                 size_t blob_len, const uint8_t z[32], const ecb_kzg_settings *s) {
    if (proof_out != NULL) identity_bytes(proof_out);
    if (y_out != NULL) memset(y_out, 0, 32);
    if (proof_out == NULL || y_out == NULL || blob == NULL || z == NULL || s == NULL)
        return ECB_ERR_NULL_POINTER;
    if (blob_len != ECB_KZG_BYTES_PER_BLOB) return ECB_ERR_LENGTH;
    proof_work *w = ecb_malloc(sizeof *w);
    if (w == NULL) return ECB_ERR_OUT_OF_MEMORY;
    fr381 zf, y;
    ecb_status st = kzg_blob_to_polynomial(w->p, blob);
    if (st == ECB_OK) st = fr381_decode(&zf, z);
    if (st == ECB_OK) st = prove_at(proof_out, &y, w, &zf, s);
    if (st == ECB_OK) fr381_encode(y_out, &y);
    ecb_free(w);
    return st;
}

ecb_status ecb_kzg_compute_blob_proof(uint8_t proof_out[48], const uint8_t *blob, size_t blob_len,
                                      const uint8_t commitment[48], const ecb_kzg_settings *s) {
    if (proof_out != NULL) identity_bytes(proof_out);
    if (proof_out == NULL || blob == NULL || commitment == NULL || s == NULL)
        return ECB_ERR_NULL_POINTER;
    if (blob_len != ECB_KZG_BYTES_PER_BLOB) return ECB_ERR_LENGTH;
    ecb_bls12_381_g1_affine c; /* validated only (bytes_to_kzg_commitment) */
    ecb_status st = ecb_bls12_381_g1_decode_affine(&c, commitment);
    if (st != ECB_OK) return st;
    proof_work *w = ecb_malloc(sizeof *w);
    if (w == NULL) return ECB_ERR_OUT_OF_MEMORY;
    fr381 z, y;
    st = kzg_blob_to_polynomial(w->p, blob);
    if (st == ECB_OK) {
        kzg_compute_challenge(&z, blob, commitment);
        st = prove_at(proof_out, &y, w, &z, s);
    }
    ecb_free(w);
    return st;
}
