/* The verifiers of EIP-4844 (deneb/polynomial-commitments.md: verify_kzg_proof,
 * verify_blob_kzg_proof, verify_blob_kzg_proof_batch): every input decoded and checked, each
 * blob evaluated at its Fiat-Shamir challenge, then one pairing check over all tuples
 * (kzg_pairing_check.c). */
#include "kzg/kzg_internal.h"
#include "util/alloc.h"
#include "util/parallel.h"

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

/* The challenges and evaluations of a batch, one blob per task (util/parallel.h). */
typedef struct batch_eval {
    const uint8_t *blobs, *commitments;
    fr381 *z, *y;
    const ecb_kzg_settings *s;
} batch_eval;

static void evaluate_task(void *arg, size_t i, unsigned worker) {
    const batch_eval *b = arg;
    const uint8_t *blob = b->blobs + i * ECB_KZG_BYTES_PER_BLOB;
    (void)worker;
    kzg_compute_challenge(&b->z[i], blob, b->commitments + 48 * i);
    kzg_evaluate_blob_var(&b->y[i], blob, &b->z[i], b->s);
}

/* The commitments and proofs by the batch decoders (eight points at a time in IFMA lanes at
 * the ifma level, on the settings' threads), the blobs checked, then the first failing input
 * in the spec's order (per tuple: commitment, blob, proof); then the challenges and
 * evaluations, one blob per task on the settings' threads, and one pairing check. */
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
    size_t each = 2 * sizeof(ecb_bls12_381_g1_affine) + 2 * sizeof(fr381) + 2 * sizeof(ecb_status);
    unsigned char *mem = ecb_malloc(n * each);
    if (mem == NULL) return ECB_ERR_OUT_OF_MEMORY;
    ecb_bls12_381_g1_affine *c = (ecb_bls12_381_g1_affine *)mem, *p = c + n;
    fr381 *z = (fr381 *)(p + n), *y = z + n;
    ecb_status *c_status = (ecb_status *)(y + n), *p_status = c_status + n;
    /* the settings' threads are at most ECB_KZG_MAX_THREADS, within the decoders' bound: the
     * calls fail only by their elements, whose statuses are read below */
    (void)ecb_bls12_381_g1_batch_decode_affine(c, n, commitments, 48 * n, s->threads, c_status,
                                               NULL);
    (void)ecb_bls12_381_g1_batch_decode_affine(p, n, proofs, 48 * n, s->threads, p_status, NULL);
    ecb_status st = ECB_OK;
    for (size_t i = 0; i < n && st == ECB_OK; i++) {
        st = c_status[i];
        if (st == ECB_OK) st = kzg_blob_check(blobs + i * ECB_KZG_BYTES_PER_BLOB);
        if (st == ECB_OK) st = p_status[i];
    }
    if (st == ECB_OK) {
        batch_eval b = {blobs, commitments, z, y, s};
        ecb_parallel_run(s->threads == 0 ? 1 : s->threads, n, evaluate_task, &b);
        st = kzg_verify_batch(c, commitments, z, y, p, proofs, n, s);
    }
    ecb_free(mem);
    return st;
}
