/* The verifiers of EIP-4844 (deneb/polynomial-commitments.md: verify_kzg_proof,
 * verify_blob_kzg_proof, verify_blob_kzg_proof_batch): every input decoded and checked, each
 * blob evaluated at its Fiat-Shamir challenge, then one pairing check over all tuples
 * (kzg_pairing_check.c). */
#include "kzg/kzg_internal.h"
#include "util/alloc.h"

ecb_status ecb_kzg_verify_proof(const uint8_t commitment[48], const uint8_t z[32],
                                const uint8_t y[32], const uint8_t proof[48],
                                const ecb_kzg_settings *s) {
    if (commitment == NULL || z == NULL || y == NULL || proof == NULL || s == NULL)
        return ECB_ERR_NULL_POINTER;
    ecb_bls12_381_g1_affine c, p;
    fr381 zf, yf;
    ecb_status st = ecb_bls12_381_g1_decode_affine(&c, commitment);
    if (st == ECB_OK) st = fr381_decode(&zf, z);
    if (st == ECB_OK) st = fr381_decode(&yf, y);
    if (st == ECB_OK) st = ecb_bls12_381_g1_decode_affine(&p, proof);
    if (st != ECB_OK) return st;
    return kzg_verify_batch(&c, commitment, &zf, &yf, &p, proof, 1, s);
}

/* One triple of verify_blob_kzg_proof: the commitment, the blob and the proof decoded (in that
 * order), the challenge z and y = p(z). */
static ecb_status decode_triple(ecb_bls12_381_g1_affine *c, ecb_bls12_381_g1_affine *p, fr381 *z,
                                fr381 *y, const uint8_t *blob, const uint8_t *commitment,
                                const uint8_t *proof, const ecb_kzg_settings *s) {
    ecb_status st = ecb_bls12_381_g1_decode_affine(c, commitment);
    if (st == ECB_OK) st = kzg_blob_check(blob);
    if (st == ECB_OK) st = ecb_bls12_381_g1_decode_affine(p, proof);
    if (st != ECB_OK) return st;
    kzg_compute_challenge(z, blob, commitment);
    kzg_evaluate_blob_var(y, blob, z, s);
    return ECB_OK;
}

ecb_status ecb_kzg_verify_blob_proof(const uint8_t *blob, size_t blob_len,
                                     const uint8_t commitment[48], const uint8_t proof[48],
                                     const ecb_kzg_settings *s) {
    if (blob == NULL || commitment == NULL || proof == NULL || s == NULL)
        return ECB_ERR_NULL_POINTER;
    if (blob_len != ECB_KZG_BYTES_PER_BLOB) return ECB_ERR_LENGTH;
    ecb_bls12_381_g1_affine c, p;
    fr381 z, y;
    ecb_status st = decode_triple(&c, &p, &z, &y, blob, commitment, proof, s);
    if (st != ECB_OK) return st;
    return kzg_verify_batch(&c, commitment, &z, &y, &p, proof, 1, s);
}

ecb_status ecb_kzg_verify_blob_proof_batch(const uint8_t *blobs, size_t blobs_len,
                                           const uint8_t *commitments, size_t commitments_len,
                                           const uint8_t *proofs, size_t proofs_len, size_t n,
                                           const ecb_kzg_settings *s) {
    if (s == NULL || (n > 0 && (blobs == NULL || commitments == NULL || proofs == NULL)))
        return ECB_ERR_NULL_POINTER;
    if (n > ECB_KZG_MAX_BATCH) return ECB_ERR_SIZE_OVERFLOW;
    if (blobs_len != n * ECB_KZG_BYTES_PER_BLOB || commitments_len != n * 48 ||
        proofs_len != n * 48)
        return ECB_ERR_LENGTH;
    if (n == 0) return ECB_OK;
    size_t each = 2 * sizeof(ecb_bls12_381_g1_affine) + 2 * sizeof(fr381);
    unsigned char *mem = ecb_malloc(n * each);
    if (mem == NULL) return ECB_ERR_OUT_OF_MEMORY;
    ecb_bls12_381_g1_affine *c = (ecb_bls12_381_g1_affine *)mem, *p = c + n;
    fr381 *z = (fr381 *)(p + n), *y = z + n;
    ecb_status st = ECB_OK;
    for (size_t i = 0; i < n && st == ECB_OK; i++)
        st = decode_triple(&c[i], &p[i], &z[i], &y[i], blobs + i * ECB_KZG_BYTES_PER_BLOB,
                           commitments + 48 * i, proofs + 48 * i, s);
    if (st == ECB_OK) st = kzg_verify_batch(c, commitments, z, y, p, proofs, n, s);
    ecb_free(mem);
    return st;
}
