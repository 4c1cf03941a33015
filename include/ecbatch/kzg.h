/** @file
 * KZG polynomial commitments for Ethereum blobs (EIP-4844), as the consensus specification
 * defines them (deneb/polynomial-commitments.md) and c-kzg-4844 exposes them: byte in, byte out.
 *
 * A blob is 4096 field elements of 32 bytes each (131072 bytes), each a big-endian integer below
 * r, the order of BLS12-381's groups (include/ecbatch/bls12_381.h); it stands for the polynomial
 * p of degree below 4096 whose value at the i-th root of unity of the bit-reversed domain is
 * the i-th element. A commitment is [p(s)]G1 and a proof [q(s)]G1, both compressed G1 points
 * (48 bytes), where s is the secret of the trusted setup; z and y are field elements (32 bytes).
 *
 * What is valid: a field element below r (else ECB_ERR_SCALAR_OUT_OF_RANGE, never reduced); a
 * commitment or proof that decodes and lies in G1, the identity included (else the decoder's
 * status: ECB_ERR_BAD_FLAGS, ECB_ERR_INFINITY_PAYLOAD, ECB_ERR_NON_CANONICAL,
 * ECB_ERR_NOT_ON_CURVE, ECB_ERR_NOT_IN_SUBGROUP). Every input is checked before any group work;
 * the first failing check's status is returned. The verifiers return ECB_OK when the proof holds
 * and ECB_ERR_VERIFY_FAILED when all inputs are valid but it does not hold; the spec's
 * "raises" are the other statuses.
 *
 * Bounds: a trusted setup has exactly 4096 G1 points in Lagrange form, 65 G2 points and 4096 G1
 * points in monomial form (ECB_ERR_LENGTH for other byte lengths; text loading:
 * ECB_ERR_SETUP_COUNT for other declared counts); a batch holds at most ECB_KZG_MAX_BATCH blobs
 * (ECB_ERR_SIZE_OVERFLOW); all checked before any allocation.
 *
 * Timing: every function is variable time. Blobs, commitments and proofs are public data (they
 * are broadcast on the network); no secret flows into this module.
 *
 * Threads: the settings carry the thread count given when they were loaded, used by every MSM
 * run with them. Settings are read-only after loading, except for ecb_kzg_settings_precompute,
 * which writes them (call it before sharing them): any number of threads may use one settings
 * object at once for every other call. One more write is internal and thread-safe: the first
 * call that computes cell proofs (ecb_kzg_compute_cells_and_proofs,
 * ecb_kzg_recover_cells_and_proofs) builds FK20's tables into the settings (about 1 s of CPU and
 * 26 MiB, once, under a lock; docs/kzg.md says why not at load). */
#ifndef ECBATCH_KZG_H
#define ECBATCH_KZG_H

#include <stddef.h>
#include <stdint.h>

#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Field elements in a blob (FIELD_ELEMENTS_PER_BLOB). */
#define ECB_KZG_FIELD_ELEMENTS_PER_BLOB 4096
/** Bytes of a field element (BYTES_PER_FIELD_ELEMENT). */
#define ECB_KZG_BYTES_PER_FIELD_ELEMENT 32
/** Bytes of a blob (BYTES_PER_BLOB = 131072). */
#define ECB_KZG_BYTES_PER_BLOB (ECB_KZG_FIELD_ELEMENTS_PER_BLOB * ECB_KZG_BYTES_PER_FIELD_ELEMENT)
/** Bytes of a commitment (a compressed G1 point). */
#define ECB_KZG_BYTES_PER_COMMITMENT 48
/** Bytes of a proof (a compressed G1 point). */
#define ECB_KZG_BYTES_PER_PROOF 48
/** Field elements in an extended blob (FIELD_ELEMENTS_PER_EXT_BLOB, EIP-7594): the blob's
 * polynomial evaluated over twice its domain. */
#define ECB_KZG_FIELD_ELEMENTS_PER_EXT_BLOB (2 * ECB_KZG_FIELD_ELEMENTS_PER_BLOB)
/** Field elements in a cell (FIELD_ELEMENTS_PER_CELL). */
#define ECB_KZG_FIELD_ELEMENTS_PER_CELL 64
/** Cells of an extended blob (CELLS_PER_EXT_BLOB = 128). */
#define ECB_KZG_CELLS_PER_EXT_BLOB                                                                 \
    (ECB_KZG_FIELD_ELEMENTS_PER_EXT_BLOB / ECB_KZG_FIELD_ELEMENTS_PER_CELL)
/** Bytes of a cell (BYTES_PER_CELL = 2048). */
#define ECB_KZG_BYTES_PER_CELL (ECB_KZG_FIELD_ELEMENTS_PER_CELL * ECB_KZG_BYTES_PER_FIELD_ELEMENT)
/** G2 points of the trusted setup in monomial form (KZG_SETUP_G2_LENGTH). */
#define ECB_KZG_SETUP_G2_POINTS 65
/** Bytes of the setup's G1 points in Lagrange form, and of those in monomial form (4096 x 48). */
#define ECB_KZG_SETUP_G1_BYTES (ECB_KZG_FIELD_ELEMENTS_PER_BLOB * 48)
/** Bytes of the setup's G2 points (65 x 96). */
#define ECB_KZG_SETUP_G2_BYTES (ECB_KZG_SETUP_G2_POINTS * 96)
/** The longest trusted-setup text ecb_kzg_settings_load_text takes (2 MiB; the mainnet file has
 * 827,331 bytes). Longer: ECB_ERR_TOO_LONG, before anything is parsed. */
#define ECB_KZG_SETUP_TEXT_MAX_BYTES ((size_t)1 << 21)
/** The most blobs one batch verification takes (more: ECB_ERR_SIZE_OVERFLOW): 2^12 blobs are
 * 512 MiB of input, far beyond a block's blob count. */
#define ECB_KZG_MAX_BATCH ((size_t)1 << 12)
/** The most cells one cell-proof batch verification takes (more: ECB_ERR_SIZE_OVERFLOW): 2^16
 * cells are 128 MiB of cells, 128 blobs' full extensions. */
#define ECB_KZG_MAX_CELL_BATCH ((size_t)1 << 16)
/** The most threads the settings take (more: ECB_ERR_INVALID_ARGUMENT). */
#define ECB_KZG_MAX_THREADS 256u

/** A loaded trusted setup: the G1 points in Lagrange form in bit-reversed order, the G2 and G1
 * points in monomial form, the bit-reversed roots of unity of the domain, and G2 and [s]G2
 * prepared for the pairing. Opaque; read-only after loading. */
typedef struct ecb_kzg_settings ecb_kzg_settings;

/* ---- the trusted setup ------------------------------------------------------------------- */

/** Loads a trusted setup from its points as compressed bytes, back to back, in the order of the
 * setup file: the 4096 G1 points in Lagrange form (g1_lagrange_len = ECB_KZG_SETUP_G1_BYTES; in
 * natural order, as the file holds them: the settings keep them bit-reversed), the 65 G2 points
 * in monomial form (g2_monomial_len = ECB_KZG_SETUP_G2_BYTES) and the 4096 G1 points in monomial
 * form (g1_monomial_len = ECB_KZG_SETUP_G1_BYTES). Every point is decoded with every check of the
 * batch decoders (on the curve, in the subgroup), on up to `threads` threads, which later MSMs
 * with these settings also use. The roots of unity are computed from the primitive root 7 and
 * checked (w^4096 = 1, w^2048 != 1).
 * Errors, in this order, before any allocation: ECB_ERR_NULL_POINTER (out or an array NULL),
 * ECB_ERR_LENGTH (a length other than the above), ECB_ERR_INVALID_ARGUMENT (threads above
 * ECB_KZG_MAX_THREADS); then ECB_ERR_OUT_OF_MEMORY; then the first invalid point's decoder status
 * (Lagrange points first, then G2, then monomial G1); then ECB_ERR_SETUP_MISMATCH when the parts
 * do not belong to one secret s: the first monomial points are not the generators of G1 and G2,
 * or one of three random linear combinations fails (docs/kzg.md; seeded by SHA-256 of the bytes):
 * the G1 monomial points are not the powers [s^i]G1 of the second G2 point's s, the G2 points not
 * [s^i]G2, the Lagrange points not [l_i(s)]G1 for the domain's Lagrange basis. *out is NULL on
 * error; free the settings with ecb_kzg_settings_free. Takes about 8192 G1 and 65 G2 subgroup
 * checks and four MSMs of 4096 points (about 0.7 s of CPU on one thread). */
ecb_status ecb_kzg_settings_load(ecb_kzg_settings **out, const uint8_t *g1_lagrange,
                                 size_t g1_lagrange_len, const uint8_t *g2_monomial,
                                 size_t g2_monomial_len, const uint8_t *g1_monomial,
                                 size_t g1_monomial_len, unsigned threads);

/** Loads a trusted setup from the text of c-kzg-4844's trusted_setup.txt: the G1 count 4096, the
 * G2 count 65 (decimal), then 4096 G1 points in Lagrange form, 65 G2 points, 4096 G1 points in
 * monomial form, each as hex digits of its compressed encoding (96 or 192, either case); tokens
 * separated by whitespace (spaces, tabs, line ends), nothing after the last point. text holds
 * text_len bytes (no terminating NUL needed). Errors: ECB_ERR_NULL_POINTER, ECB_ERR_TOO_LONG
 * (text_len above ECB_KZG_SETUP_TEXT_MAX_BYTES), ECB_ERR_INVALID_ARGUMENT (threads); then, at the
 * first faulty token, ECB_ERR_SETUP_COUNT (a declared count other than 4096 and 65) or
 * ECB_ERR_PARSE (a count that is not a decimal number, a point token of the wrong length or with
 * a non-hex digit, a missing point, anything after the last point, a NUL byte); then those of
 * ecb_kzg_settings_load. */
ecb_status ecb_kzg_settings_load_text(ecb_kzg_settings **out, const char *text, size_t text_len,
                                      unsigned threads);

/** Reads the file at path (at most ECB_KZG_SETUP_TEXT_MAX_BYTES + 1 bytes are read) and loads
 * it as ecb_kzg_settings_load_text does. ECB_ERR_IO when it cannot be opened or read; otherwise
 * the statuses of ecb_kzg_settings_load_text. */
ecb_status ecb_kzg_settings_load_file(ecb_kzg_settings **out, const char *path, unsigned threads);

/** Frees settings (and their table, ecb_kzg_settings_precompute); NULL is allowed and does
 * nothing. */
void ecb_kzg_settings_free(ecb_kzg_settings *s);

/** The smallest table ecb_kzg_settings_precompute builds: one entry of 96 bytes (an affine G1
 * point) per Lagrange point, 4096 x 96 = 393216 bytes. */
#define ECB_KZG_TABLE_MIN_BYTES ((size_t)ECB_KZG_FIELD_ELEMENTS_PER_BLOB * 96)

/** Builds a fixed-base table over the 4096 Lagrange points of s (the engine's ecb_msm_fixed,
 * include/ecbatch/msm.h) of at most memory_budget bytes, which blob_to_kzg_commitment and the
 * quotient commitment of compute_kzg_proof and compute_blob_kzg_proof then use (every result is
 * byte for byte what the plain MSM gives). The table holds T = memory_budget / 393216 entries
 * per point, at most one per window (the engine picks window and passes for the largest T within
 * the budget): 8 x 4096 x 48 bytes (1.5 MiB, 8 times the setup file's Lagrange points) gives
 * T = 4, a budget of 7864320 bytes or more the one-pass table (T = 20 windows of 13 bits).
 * Tables of several passes run about as fast as the plain MSM or slower at 4096 points; the
 * one-pass table about 1.3 times faster (docs/kzg.md has the times per budget).
 * memory_budget = 0 frees the table (back to the plain MSM). A new table replaces the old one,
 * which is freed once the new one is built; on error the settings keep the table they had.
 * Errors: ECB_ERR_NULL_POINTER; ECB_ERR_INVALID_ARGUMENT (a budget in 1 ..
 * ECB_KZG_TABLE_MIN_BYTES - 1), before any allocation; ECB_ERR_OUT_OF_MEMORY. Takes about one
 * G1 doubling per point and scalar bit (about 0.3 s of CPU), on the calling thread; later MSMs
 * run on the threads the settings were loaded with.
 * Threads: this call writes s. It must not run while any other call uses s: precompute before
 * sharing the settings (the calls that only read s may then run concurrently, as always). */
ecb_status ecb_kzg_settings_precompute(ecb_kzg_settings *s, size_t memory_budget);

/** Bytes of the fixed-base table of s (ecb_kzg_settings_precompute); 0 when it has none or s is
 * NULL. */
size_t ecb_kzg_settings_table_size(const ecb_kzg_settings *s);

/* ---- EIP-4844 ------------------------------------------------------------------------------ */

/** blob_to_kzg_commitment: out = the commitment to blob (blob_len = ECB_KZG_BYTES_PER_BLOB), one
 * MSM of the blob's field elements over the Lagrange points (the engine's plan picks the
 * strategy). Errors: ECB_ERR_NULL_POINTER, ECB_ERR_LENGTH, ECB_ERR_SCALAR_OUT_OF_RANGE (a field
 * element >= r), ECB_ERR_OUT_OF_MEMORY. On error out is the identity's encoding (c0 00 .. 00)
 * when out is not NULL. */
ecb_status ecb_kzg_blob_to_commitment(uint8_t out[48], const uint8_t *blob, size_t blob_len,
                                      const ecb_kzg_settings *s);

/** compute_kzg_proof: the proof that p(z) = y for the blob's polynomial p, with y = p(z) (the
 * barycentric formula; z in the domain takes the blob's element). proof_out receives the proof,
 * y_out the 32 bytes of y. Errors: those of ecb_kzg_blob_to_commitment, and
 * ECB_ERR_SCALAR_OUT_OF_RANGE for z >= r. On error the outputs are the identity and zero. */
ecb_status ecb_kzg_compute_proof(uint8_t proof_out[48], uint8_t y_out[32], const uint8_t *blob,
                                 size_t blob_len, const uint8_t z[32], const ecb_kzg_settings *s);

/** compute_blob_kzg_proof: the proof for the blob at its Fiat-Shamir challenge
 * z = hash(blob, commitment) (compute_challenge), for the commitment given, which is checked to
 * be a valid G1 point but not to be the blob's commitment. Errors, in this order:
 * ECB_ERR_NULL_POINTER, ECB_ERR_LENGTH (blob_len), the commitment decoder's status,
 * ECB_ERR_OUT_OF_MEMORY, ECB_ERR_SCALAR_OUT_OF_RANGE (a field element of the blob >= r). On
 * error proof_out is the identity. */
ecb_status ecb_kzg_compute_blob_proof(uint8_t proof_out[48], const uint8_t *blob, size_t blob_len,
                                      const uint8_t commitment[48], const ecb_kzg_settings *s);

/** verify_kzg_proof: ECB_OK when proof shows that the polynomial committed to by commitment takes
 * the value y at z: e(proof, [s]G2) = e(commitment - [y]G1 + [z]proof, G2), one two-pair
 * multi-pairing with both G2 points prepared. ECB_ERR_VERIFY_FAILED when it does not hold;
 * ECB_ERR_NULL_POINTER; the decoders' statuses (commitment, z, y, proof in this order). */
ecb_status ecb_kzg_verify_proof(const uint8_t commitment[48], const uint8_t z[32],
                                const uint8_t y[32], const uint8_t proof[48],
                                const ecb_kzg_settings *s);

/** verify_blob_kzg_proof: ECB_OK when proof shows that commitment commits to blob (at the
 * Fiat-Shamir challenge of blob and commitment); ECB_ERR_VERIFY_FAILED when not. Errors, in
 * this order: ECB_ERR_NULL_POINTER, ECB_ERR_LENGTH (blob_len), ECB_ERR_OUT_OF_MEMORY, the
 * commitment's decoder status, a field element's ECB_ERR_SCALAR_OUT_OF_RANGE, the proof's
 * decoder status. */
ecb_status ecb_kzg_verify_blob_proof(const uint8_t *blob, size_t blob_len,
                                     const uint8_t commitment[48], const uint8_t proof[48],
                                     const ecb_kzg_settings *s);

/** verify_blob_kzg_proof_batch: ECB_OK when every (blob, commitment, proof) triple of the n
 * verifies, ECB_ERR_VERIFY_FAILED when at least one does not (which one is not said). blobs holds
 * the n blobs back to back (blobs_len = n ECB_KZG_BYTES_PER_BLOB), commitments and proofs the n
 * commitments and proofs (48 n bytes each). The spec's batch: weights r^i from the Fiat-Shamir
 * hash of every commitment, challenge, value and proof (RANDOM_CHALLENGE_KZG_BATCH_DOMAIN), the
 * two linear combinations as engine MSMs (n proofs; n proofs, n commitments and G1) and one
 * two-pair multi-pairing. n = 0 returns ECB_OK (the arrays may then be NULL).
 * Errors, in this order: ECB_ERR_NULL_POINTER, ECB_ERR_SIZE_OVERFLOW (n above
 * ECB_KZG_MAX_BATCH), ECB_ERR_LENGTH (a length that is not n times its element's), all before any
 * allocation; ECB_ERR_OUT_OF_MEMORY; then per triple in order the statuses of
 * ecb_kzg_verify_blob_proof's checks. */
ecb_status ecb_kzg_verify_blob_proof_batch(const uint8_t *blobs, size_t blobs_len,
                                           const uint8_t *commitments, size_t commitments_len,
                                           const uint8_t *proofs, size_t proofs_len, size_t n,
                                           const ecb_kzg_settings *s);

/* ---- EIP-7594 (PeerDAS cells) -------------------------------------------------------------- */

/** compute_cells (fulu/polynomial-commitments-sampling.md): the 128 cells of blob's extension,
 * back to back in cells (cells_len = ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL =
 * 262144 bytes). Cell i holds the values, as 64 field elements of 32 big-endian bytes, of the
 * blob's polynomial p (degree < 4096) at the 64 points of the i-th coset: the 8192-th roots of
 * unity in bit-reversed order, 64 i to 64 i + 63; the first 64 cells hold the blob itself. One
 * inverse FFT of 4096 points and one FFT of 8192 (about 0.16 M field multiplications), no
 * group work. Errors, in this order: ECB_ERR_NULL_POINTER, ECB_ERR_LENGTH (cells_len or
 * blob_len), ECB_ERR_OUT_OF_MEMORY (one allocation of 256 KiB), ECB_ERR_SCALAR_OUT_OF_RANGE (a
 * field element of the blob >= r). On error cells (cells_len bytes, when not NULL) is zeros. */
ecb_status ecb_kzg_compute_cells(uint8_t *cells, size_t cells_len, const uint8_t *blob,
                                 size_t blob_len, const ecb_kzg_settings *s);

/** compute_cells_and_kzg_proofs: the 128 cells of blob's extension, as ecb_kzg_compute_cells
 * writes them (cells_len = 262144 bytes), and their 128 proofs (proofs_len =
 * ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_PROOF = 6144 bytes), proof i the compressed
 * [q_i(s)]G1 for the quotient q_i of the blob's polynomial by the vanishing polynomial of cell i's
 * coset (the spec's compute_kzg_proof_multi_impl), so that ecb_kzg_verify_cell_proof_batch
 * accepts cell i with proof i under the blob's commitment. The proofs by FK20 (docs/kzg.md):
 * 64 FFTs of 128 field elements, 128 MSMs of 64 points over FK20's tables (in AVX-512 IFMA
 * lanes at the ifma level, else engine MSMs; on the settings' threads), and two G1 FFTs of 128
 * points; the first such call on the settings builds the tables (see Threads above). Errors,
 * in this order: ECB_ERR_NULL_POINTER, ECB_ERR_LENGTH (cells_len, proofs_len or blob_len), all
 * before any allocation; ECB_ERR_OUT_OF_MEMORY (one allocation of about 1.2 MiB and 336 KiB per
 * thread beyond the first; or FK20's tables on the first call);
 * ECB_ERR_SCALAR_OUT_OF_RANGE (a field element of the blob >= r). On error cells is zeros and
 * proofs the identity's encodings (c0 00 .. 00) back to back, each when it is not NULL and its
 * length is right (an output of a wrong length is not written). */
ecb_status ecb_kzg_compute_cells_and_proofs(uint8_t *cells, size_t cells_len, uint8_t *proofs,
                                            size_t proofs_len, const uint8_t *blob, size_t blob_len,
                                            const ecb_kzg_settings *s);

/** verify_cell_kzg_proof_batch: ECB_OK when every cell k of the n verifies against its
 * commitment (commitments: n x 48 bytes, one per cell, repeats allowed), its column
 * cell_indices[k] < ECB_KZG_CELLS_PER_EXT_BLOB (cells: n x ECB_KZG_BYTES_PER_CELL bytes) and its
 * proof (proofs: n x 48 bytes); ECB_ERR_VERIFY_FAILED when at least one does not (which one is
 * not said). The spec's universal verification equation (docs/kzg.md): weights r^k from the
 * Fiat-Shamir hash of every input (compute_verify_cell_kzg_proof_batch_challenge, the
 * commitments deduplicated by their bytes), two engine MSMs (n proofs; the unique commitments, n
 * proofs and 64 monomial points) and one two-pair multi-pairing with [s^64]G2 and G2; one
 * inverse FFT of 64 points per distinct column. n = 0 returns ECB_OK (the arrays may then be NULL).
 * Errors, in this order: ECB_ERR_NULL_POINTER, ECB_ERR_SIZE_OVERFLOW (n above
 * ECB_KZG_MAX_CELL_BATCH), ECB_ERR_LENGTH (a length that is not n times its element's),
 * ECB_ERR_INDEX_OUT_OF_RANGE (a cell index >= 128), all before any allocation;
 * ECB_ERR_OUT_OF_MEMORY (one allocation of about 2.5 KiB per cell and 256 KiB); then the first invalid
 * unique commitment's decoder status, a cell's ECB_ERR_SCALAR_OUT_OF_RANGE, the first invalid
 * proof's decoder status. */
ecb_status ecb_kzg_verify_cell_proof_batch(const uint8_t *commitments, size_t commitments_len,
                                           const uint64_t *cell_indices, const uint8_t *cells,
                                           size_t cells_len, const uint8_t *proofs,
                                           size_t proofs_len, size_t n, const ecb_kzg_settings *s);

/** recover_cells_and_kzg_proofs: all 128 cells and proofs of a blob from n of its cells, as
 * ecb_kzg_compute_cells_and_proofs writes them (cells_out_len = 262144, proofs_out_len = 6144
 * bytes). cells holds the n cells back to back (cells_len = n * ECB_KZG_BYTES_PER_CELL), cell k
 * the column cell_indices[k]; the indices ascend strictly (as the spec's vectors and c-kzg-4844
 * require). The spec's recovery (docs/kzg.md): the vanishing polynomial of the missing cells,
 * three FFTs of 8192 points (one over the coset 7 u^k, where the division takes place), then the
 * cells by one more and the proofs by FK20. The polynomial is the spec's, whatever the cells
 * given: cells that do not lie on one polynomial of degree < 4096 give the spec's (truncated)
 * answer, not an error. Errors, in this order: ECB_ERR_NULL_POINTER (an output or s NULL, or
 * cell_indices or cells NULL with n > 0), ECB_ERR_LENGTH (cells_out_len or proofs_out_len),
 * ECB_ERR_SIZE_OVERFLOW (n above ECB_KZG_CELLS_PER_EXT_BLOB), ECB_ERR_TOO_FEW (n below
 * ECB_KZG_CELLS_PER_EXT_BLOB / 2 = 64), ECB_ERR_LENGTH (cells_len), ECB_ERR_INDEX_OUT_OF_RANGE
 * (an index >= 128), ECB_ERR_DUPLICATE_INDEX (an index given twice), ECB_ERR_INDEX_ORDER
 * (indices not ascending), all before any allocation; ECB_ERR_OUT_OF_MEMORY (as
 * ecb_kzg_compute_cells_and_proofs's); ECB_ERR_SCALAR_OUT_OF_RANGE (a field element of a cell >= r). On error the
 * outputs are as ecb_kzg_compute_cells_and_proofs leaves them on error (cleared when not NULL and
 * of the right length). */
ecb_status ecb_kzg_recover_cells_and_proofs(uint8_t *cells_out, size_t cells_out_len,
                                            uint8_t *proofs_out, size_t proofs_out_len,
                                            const uint64_t *cell_indices, const uint8_t *cells,
                                            size_t cells_len, size_t n, const ecb_kzg_settings *s);

#ifdef __cplusplus
}
#endif
#endif
