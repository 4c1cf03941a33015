/* Shared pieces of the EIP-4844 KZG module (include/ecbatch/kzg.h): the settings' layout, the
 * domain (bit-reversed roots of unity), blobs as polynomials in evaluation form, the two
 * Fiat-Shamir hashes of deneb/polynomial-commitments.md, and the conversion of field elements to
 * the MSM's scalars. Field elements are fr381 values in Montgomery form. */
#ifndef ECBATCH_KZG_INTERNAL_H
#define ECBATCH_KZG_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "ecbatch/bls12_381.h"
#include "ecbatch/kzg.h"
#include "ecbatch/msm.h"
#include "field/bls12/fr381.h"
#include "group/bls12/g1_381.h"

/* FIELD_ELEMENTS_PER_BLOB and its logarithm */
#define KZG_N ECB_KZG_FIELD_ELEMENTS_PER_BLOB
#define KZG_LOG_N 12
/* FIELD_ELEMENTS_PER_EXT_BLOB (the extended domain of cells, EIP-7594) and its logarithm */
#define KZG_EXT_N ECB_KZG_FIELD_ELEMENTS_PER_EXT_BLOB
#define KZG_LOG_EXT_N 13
/* FIELD_ELEMENTS_PER_CELL, CELLS_PER_EXT_BLOB and its logarithm (EIP-7594) */
#define KZG_CELL_N ECB_KZG_FIELD_ELEMENTS_PER_CELL
#define KZG_CELLS ECB_KZG_CELLS_PER_EXT_BLOB
#define KZG_LOG_CELLS 7
/* The largest G1 FFT (FK20's circulants: 2 x 64 points) */
#define KZG_G1_FFT_MAX KZG_CELLS

/* The wNAF width of FK20's MSMs in IFMA lanes (kzg_fk20_lanes.c) and the odd multiples of each
 * base it takes: 1, 3, .., 2^(w-1) - 1 */
#define KZG_FK20_WNAF_W 7
#define KZG_FK20_ODD (1u << (KZG_FK20_WNAF_W - 2))

/* FK20's setup part (kzg_fk20_setup.c): for each offset t < 64 the circulant column x_t (the
 * monomial points [s^(64 j + t)], j = 62 .. 0, then 65 identities) transformed by the G1 FFT of
 * 128 points; columns[p][t] is x_t's transform at position p (bit-reversed order), affine; odd
 * the odd multiples of each, odd[(64 p + t) KZG_FK20_ODD + i] = (2 i + 1) columns[p][t] (about
 * 25 MiB), for the MSMs in IFMA lanes. */
typedef struct kzg_fk20_table {
    ecb_bls12_381_g1_affine columns[KZG_CELLS][KZG_CELL_N];
    g1_381_aff *odd;
} kzg_fk20_table;

struct ecb_kzg_settings {
    ecb_bls12_381_g1_affine g1_lagrange_brp[KZG_N]; /* bit-reversed, as the spec uses them */
    ecb_bls12_381_g1_affine g1_monomial[KZG_N];     /* [s^i]G1 */
    ecb_bls12_381_g2_affine g2_monomial[ECB_KZG_SETUP_G2_POINTS]; /* [s^i]G2 */
    fr381 roots_brp[KZG_N];         /* w^brp(i): the domain in the blobs' order */
    fr381 roots_ext[KZG_EXT_N];     /* u^i, u the primitive 8192-th root (u^2 = w), natural order */
    unsigned threads;               /* of every MSM run with these settings */
    unsigned char *g2_prepared;     /* G2, prepared for the pairing */
    unsigned char *s_g2_prepared;   /* [s]G2, prepared */
    unsigned char *s64_g2_prepared; /* [s^64]G2, prepared (the cells' pairing) */
    size_t prepared_len;
    /* ---- EIP-7594 cell proofs (kzg_fk20_setup.c) ----------------------------------------- */
    /* FK20's tables, built on first use by kzg_fk20_table_get under fk20_lock: the settings' one
     * part written after loading, once, then read-only (docs/kzg.md says why not at load) */
    _Atomic(kzg_fk20_table *) fk20;
    pthread_mutex_t fk20_lock;

    /* ---- the Lagrange points' fixed-base table (kzg_precompute.c) ---- */
    ecb_msm_fixed *lagrange_table; /* NULL: commitments run the plain MSM */
};

/* The 12-bit reversal of i < 4096. */
size_t kzg_reverse_bits(size_t i);

/* The 7-bit reversal of a cell index i < 128: cell i's coset is u^rev7(i) H (coset_shift_for_cell),
 * on which X^64 takes the value w^rev7(i), w = u^64 the primitive 128-th root. */
size_t kzg_reverse_cell_index(size_t i);

/* roots_brp[i] = w^reverse_bits(i) for the primitive 4096-th root of unity
 * w = 7^((r - 1) / 4096) (compute_roots_of_unity, then bit_reversal_permutation). ECB_OK after
 * checking w^4096 = 1 and w^2048 != 1; ECB_ERR_PARAMETERS if not (never for the r of BLS12-381:
 * the check guards the constants). */
ecb_status kzg_roots_of_unity_brp(fr381 roots_brp[KZG_N]);

/* roots[i] = u^i for the primitive 8192-th root of unity u = 7^((r - 1) / 8192) (natural order;
 * u^2 is the w of the blobs' domain). ECB_OK, or ECB_ERR_PARAMETERS as kzg_roots_of_unity_brp. */
ecb_status kzg_roots_of_unity_ext(fr381 roots[KZG_EXT_N]);

/* kzg_fft.c, for n = 2^log_n, 0 <= log_n <= 13, w_n = roots[8192 / n] of kzg_roots_of_unity_ext:
 * kzg_fft_to_brp takes the coefficients a[0..n) of A (natural order) and leaves
 * a[reverse_n(k)] = A(w_n^k), reverse_n the log_n-bit reversal (fft_field, then
 * bit_reversal_permutation); kzg_ifft_from_brp is its inverse: the values A(w_n^k) at
 * a[reverse_n(k)] in, the coefficients of A (degree < n) out. In place, O(n log n). */
void kzg_fft_to_brp(fr381 *a, int log_n, const fr381 roots[KZG_EXT_N]);
void kzg_ifft_from_brp(fr381 *a, int log_n, const fr381 roots[KZG_EXT_N]);
/* kzg_ifft_from_brp without the factor 1/n: n times the coefficients. */
void kzg_ifft_from_brp_unscaled(fr381 *a, int log_n, const fr381 roots[KZG_EXT_N]);

/* kzg_g1_fft.c: the same transforms over G1 for log_n <= 7 (KZG_G1_FFT_MAX points), the inverse
 * without its factor 1/n (callers fold it into their scalars); variable time. scratch holds
 * kzg_g1_fft_scratch_size() bytes, aligned as malloc's. */
size_t kzg_g1_fft_scratch_size(void);
void kzg_g1_fft_to_brp(ecb_bls12_381_g1 *a, int log_n, const fr381 roots[KZG_EXT_N], void *scratch);
void kzg_g1_ifft_from_brp_unscaled(ecb_bls12_381_g1 *a, int log_n, const fr381 roots[KZG_EXT_N],
                                   void *scratch);

/* *out = s's FK20 tables (kzg_fk20_setup.c), built from the monomial points and the roots on the
 * first call (64 G1 FFTs of 128 points and the odd multiples of their 8192 results, on up to
 * s->threads threads; about 1 s of CPU and 26 MiB), under s->fk20_lock: any number of threads
 * may call it at once. ECB_OK or ECB_ERR_OUT_OF_MEMORY (a later call tries again). */
ecb_status kzg_fk20_table_get(const kzg_fk20_table **out, const ecb_kzg_settings *s);

/* Frees what kzg_fk20_table_get built; NULL does nothing. */
void kzg_fk20_free(kzg_fk20_table *table);

/* kzg_fk20_lanes.c: u[p] = sum_t scalars[p][t] X_t[p] for the eight positions p = first ..
 * first + 7 in IFMA lanes (g1_381_lanes_available) over table->odd; scratch holds
 * kzg_fk20_lanes_scratch_size() bytes. */
size_t kzg_fk20_lanes_scratch_size(void);
void kzg_fk20_lanes_msms(ecb_bls12_381_g1 *u, const ecb_bls12_381_scalar (*scalars)[KZG_CELL_N],
                         size_t first, const kzg_fk20_table *table, void *scratch);

/* Scratch of kzg_fk20_proofs with s, bytes (its threads' shares included). */
size_t kzg_fk20_scratch_size(const ecb_kzg_settings *s);

/* The 128 cell proofs of the polynomial with coefficients coeffs[0..4096) (natural order), cell
 * order, compressed (FK20, kzg_fk20.c); scratch of kzg_fk20_scratch_size() bytes, aligned as
 * malloc's. ECB_OK or ECB_ERR_OUT_OF_MEMORY (an MSM's own scratch). */
ecb_status kzg_fk20_proofs(uint8_t proofs[KZG_CELLS * 48], const fr381 coeffs[KZG_N], void *scratch,
                           const ecb_kzg_settings *s);

/* The cells of the polynomial whose coefficients are ext[0..4096) (natural order): ext is
 * zero-padded to 8192, transformed (its values over the extended domain, bit-reversed) and
 * encoded into cells (KZG_EXT_N field elements, 262144 bytes). */
void kzg_cells_from_coefficients(uint8_t *cells, fr381 ext[KZG_EXT_N], const ecb_kzg_settings *s);

/* proofs[0..proofs_len) = the identity's encodings (c0 00 .. 00) back to back: the outputs'
 * contents on error. */
void kzg_identity_proofs(uint8_t *proofs, size_t proofs_len);

/* ECB_OK when the loaded parts of s belong to one secret (kzg_setup_check.c: the powers, the G2
 * points and the Lagrange points, each by a random linear combination seeded by seed, a hash of
 * the setup's bytes); ECB_ERR_SETUP_MISMATCH when not; ECB_ERR_OUT_OF_MEMORY. The first
 * monomial points must be the generators (checked before). */
ecb_status kzg_check_setup(const ecb_kzg_settings *s, const uint8_t seed[32]);

/* out = the 4096 field elements of blob (blob_to_polynomial), Montgomery form;
 * ECB_ERR_SCALAR_OUT_OF_RANGE at the first element >= r. */
ecb_status kzg_blob_to_polynomial(fr381 *out, const uint8_t blob[ECB_KZG_BYTES_PER_BLOB]);

/* The verifiers' element check (kzg_blob_eval.c): ECB_OK when each of the n field elements at
 * bytes (32 big-endian bytes each) is below r, else ECB_ERR_SCALAR_OUT_OF_RANGE
 * (blob_to_polynomial's check, without the conversion); kzg_blob_check for a blob's 4096. */
ecb_status kzg_check_elements(const uint8_t *bytes, size_t n);
ecb_status kzg_blob_check(const uint8_t blob[ECB_KZG_BYTES_PER_BLOB]);

/* out = the integer of 32 big-endian bytes as limbs, not converted: as a Montgomery
 * representative it stands for the element times R^-1, which the verifiers correct once at the
 * end of a linear computation (kzg_blob_eval.c, kzg_cell_verify.c). */
void kzg_load_integer(fr381 *out, const uint8_t in[32]);

/* y = the blob's polynomial at z (evaluate_polynomial_in_evaluation_form) for a blob that
 * passed kzg_blob_check, read from its bytes: the barycentric sum as one fraction, in IFMA lanes
 * at the ifma level (kzg_blob_eval.c). Variable time (public data); no inverses kept. */
void kzg_evaluate_blob_var(fr381 *y, const uint8_t blob[ECB_KZG_BYTES_PER_BLOB], const fr381 *z,
                           const ecb_kzg_settings *s);

/* compute_challenge: hash_to_bls_field(FIAT_SHAMIR_PROTOCOL_DOMAIN || 4096 as 16 big-endian
 * bytes || blob || commitment), the SHA-256 digest read big-endian and reduced mod r. The
 * commitment's bytes are hashed as given (the callers have validated them). */
void kzg_compute_challenge(fr381 *out, const uint8_t blob[ECB_KZG_BYTES_PER_BLOB],
                           const uint8_t commitment[48]);

/* The batch weight r of verify_kzg_proof_batch: hash_to_bls_field(RANDOM_CHALLENGE_KZG_BATCH_
 * DOMAIN || 4096 as 8 big-endian bytes || n as 8 big-endian bytes || for each i: commitment_i ||
 * z_i || y_i || proof_i), commitments and proofs as given (48 n bytes each). */
void kzg_batch_challenge(fr381 *out, const uint8_t *commitments, const fr381 *zs, const fr381 *ys,
                         const uint8_t *proofs, size_t n);

/* compute_verify_cell_kzg_proof_batch_challenge: hash_to_bls_field(RANDOM_CHALLENGE_KZG_CELL_
 * BATCH_DOMAIN || 4096, 64, n_commitments, n as 8 big-endian bytes each || the n_commitments
 * unique commitments (48 bytes each) || for each k < n: commitment_indices[k] and cell_indices[k]
 * as 8 big-endian bytes, the k-th cell's 2048 bytes, proof k). The cells' bytes stand for their
 * coset evaluations: bls_field_to_bytes of canonical field elements is the bytes themselves. */
void kzg_cell_batch_challenge(fr381 *out, const uint8_t *commitments, size_t n_commitments,
                              const uint64_t *commitment_indices, const uint64_t *cell_indices,
                              const uint8_t *cells, const uint8_t *proofs, size_t n);

/* A commitment's bytes and its position, sorted to find the unique commitments. */
typedef struct kzg_commitment_key {
    uint8_t bytes[48];
    uint32_t position;
} kzg_commitment_key;

/* The commitments' deduplication of verify_cell_kzg_proof_batch: the unique ones of the n
 * commitments (48 bytes each, n < 2^32) in order of first appearance into unique_bytes, the
 * index of each one's among them into commitment_index[k]; returns their count. O(n log n): the
 * keys (n, scratch) sorted by bytes, then position. */
size_t kzg_deduplicate_commitments(uint8_t *unique_bytes, uint64_t *commitment_index,
                                   kzg_commitment_key *keys, const uint8_t *commitments, size_t n);

/* Scratch (fr381 elements) the evaluation and the quotient take. */
#define KZG_POLY_SCRATCH (2 * KZG_N)

/* y = p(z) for p in evaluation form over the bit-reversed domain
 * (evaluate_polynomial_in_evaluation_form): p[m] when z = roots_brp[m], else the barycentric
 * formula (z^N - 1) / N * sum_i p_i w_i / (z - w_i), the N inverses by one batch inversion.
 * inv receives 1 / (z - w_i) (0 at m when z is in the domain); *index the m (KZG_N when z is
 * outside the domain). scratch holds KZG_N elements. */
void kzg_evaluate(fr381 *y, fr381 inv[KZG_N], size_t *index, const fr381 p[KZG_N], const fr381 *z,
                  const ecb_kzg_settings *s, fr381 *scratch);

/* The quotient q(x) = (p(x) - y) / (x - z) in evaluation form from kzg_evaluate's outputs
 * (compute_kzg_proof_impl): q_i = (p_i - y) / (w_i - z), and at z = w_m
 * (compute_quotient_eval_within_domain) q_m = sum_{i != m} (p_i - y) w_i / (z (z - w_i)). */
void kzg_quotient(fr381 q[KZG_N], const fr381 p[KZG_N], const fr381 *y, const fr381 inv[KZG_N],
                  size_t index, const fr381 *z, const ecb_kzg_settings *s);

/* out[i] = in[i] as the MSM's scalars (plain integers below r), for i < n. */
void kzg_to_scalars(ecb_bls12_381_scalar *out, const fr381 *in, size_t n);

/* out = sum_i scalars_i L_i over the bit-reversed Lagrange points (g1_lincomb), compressed: one
 * MSM through the settings' table when they have one (kzg_precompute.c), else the plain MSM.
 * ECB_OK or ECB_ERR_OUT_OF_MEMORY (out then untouched). */
ecb_status kzg_lincomb_lagrange(uint8_t out[48], const ecb_bls12_381_scalar scalars[KZG_N],
                                const ecb_kzg_settings *s);

/* The same for q in Montgomery form; scalars holds KZG_N scalars of scratch. */
ecb_status kzg_commit_evaluations(uint8_t out[48], const fr381 q[KZG_N],
                                  ecb_bls12_381_scalar *scalars, const ecb_kzg_settings *s);

/* The verification of one or many (commitment, z, y, proof) tuples, decoded: ECB_OK when
 * e(sum r^i proof_i, [s]G2) = e(sum r^i (C_i - [y_i]G1 + [z_i] proof_i), G2) with r the batch
 * challenge of the encoded commitments and proofs (n = 1: r^0 = 1, no hash), else
 * ECB_ERR_VERIFY_FAILED; ECB_ERR_OUT_OF_MEMORY. n >= 1. */
ecb_status kzg_verify_batch(const ecb_bls12_381_g1_affine *commitments,
                            const uint8_t *commitment_bytes, const fr381 *zs, const fr381 *ys,
                            const ecb_bls12_381_g1_affine *proofs, const uint8_t *proof_bytes,
                            size_t n, const ecb_kzg_settings *s);

#endif
