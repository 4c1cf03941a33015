/* The Fiat-Shamir hashes of EIP-4844 (deneb/polynomial-commitments.md): compute_challenge, the
 * evaluation point of a blob, and the batch weight of verify_kzg_proof_batch; and of EIP-7594
 * (fulu/polynomial-commitments-sampling.md) the weight of verify_cell_kzg_proof_batch
 * (compute_verify_cell_kzg_proof_batch_challenge). All hash_to_bls_field: a SHA-256 digest read
 * big-endian and reduced mod r; SHA-256 on hash/sha256.h (the SHA extensions where the CPU has
 * them). */
#include <string.h>

#include "hash/sha256.h"
#include "kzg/kzg_internal.h"

static const char fiat_shamir_domain[] = "FSBLOBVERIFY_V1_";
static const char batch_domain[] = "RCKZGBATCH___V1_";
static const char cell_batch_domain[] = "RCKZGCBATCH__V1_";

/* The integer v as len big-endian bytes (len >= 8). */
static void put_be(uint8_t *out, size_t len, uint64_t v) {
    memset(out, 0, len);
    for (size_t i = 0; i < 8; i++)
        out[len - 1 - i] = (uint8_t)(v >> (8 * i));
}

/* hash_to_bls_field's reduction: the digest as a 256-bit big-endian integer mod r. */
static void digest_to_field(fr381 *out, ecb_sha256_state *st) {
    uint8_t wide[64] = {0};
    ecb_sha256_final(st, wide + 32);
    fr381_reduce_wide(out, wide);
}

void kzg_compute_challenge(fr381 *out, const uint8_t blob[ECB_KZG_BYTES_PER_BLOB],
                           const uint8_t commitment[48]) {
    ecb_sha256_state st;
    uint8_t degree[16];
    put_be(degree, sizeof degree, KZG_N);
    ecb_sha256_init(&st);
    ecb_sha256_update(&st, (const uint8_t *)fiat_shamir_domain, sizeof fiat_shamir_domain - 1);
    ecb_sha256_update(&st, degree, sizeof degree);
    ecb_sha256_update(&st, blob, ECB_KZG_BYTES_PER_BLOB);
    ecb_sha256_update(&st, commitment, 48);
    digest_to_field(out, &st);
}

void kzg_batch_challenge(fr381 *out, const uint8_t *commitments, const fr381 *zs, const fr381 *ys,
                         const uint8_t *proofs, size_t n) {
    ecb_sha256_state st;
    uint8_t degree[8], count[8], bytes[32];
    put_be(degree, sizeof degree, KZG_N);
    put_be(count, sizeof count, (uint64_t)n);
    ecb_sha256_init(&st);
    ecb_sha256_update(&st, (const uint8_t *)batch_domain, sizeof batch_domain - 1);
    ecb_sha256_update(&st, degree, sizeof degree);
    ecb_sha256_update(&st, count, sizeof count);
    for (size_t i = 0; i < n; i++) {
        ecb_sha256_update(&st, commitments + 48 * i, 48);
        fr381_encode(bytes, &zs[i]);
        ecb_sha256_update(&st, bytes, sizeof bytes);
        fr381_encode(bytes, &ys[i]);
        ecb_sha256_update(&st, bytes, sizeof bytes);
        ecb_sha256_update(&st, proofs + 48 * i, 48);
    }
    digest_to_field(out, &st);
}

void kzg_cell_batch_challenge(fr381 *out, const uint8_t *commitments, size_t n_commitments,
                              const uint64_t *commitment_indices, const uint64_t *cell_indices,
                              const uint8_t *cells, const uint8_t *proofs, size_t n) {
    ecb_sha256_state st;
    uint8_t word[8];
    ecb_sha256_init(&st);
    ecb_sha256_update(&st, (const uint8_t *)cell_batch_domain, sizeof cell_batch_domain - 1);
    const uint64_t header[4] = {KZG_N, ECB_KZG_FIELD_ELEMENTS_PER_CELL, (uint64_t)n_commitments,
                                (uint64_t)n};
    for (size_t i = 0; i < 4; i++) {
        put_be(word, sizeof word, header[i]);
        ecb_sha256_update(&st, word, sizeof word);
    }
    ecb_sha256_update(&st, commitments, 48 * n_commitments);
    for (size_t k = 0; k < n; k++) {
        put_be(word, sizeof word, commitment_indices[k]);
        ecb_sha256_update(&st, word, sizeof word);
        put_be(word, sizeof word, cell_indices[k]);
        ecb_sha256_update(&st, word, sizeof word);
        ecb_sha256_update(&st, cells + k * ECB_KZG_BYTES_PER_CELL, ECB_KZG_BYTES_PER_CELL);
        ecb_sha256_update(&st, proofs + 48 * k, 48);
    }
    digest_to_field(out, &st);
}
