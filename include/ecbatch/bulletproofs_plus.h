/** @file
 * Bulletproofs+ range proofs over ristretto255, byte-compatible with tari_bulletproofs_plus
 * 0.4.1 (proof format, transcript, seed-nonce mask embedding), with a batch verifier that
 * checks every proof of a batch in one multi-scalar multiplication and, on request, names the
 * invalid proofs. The construction is specified in ../shared/specs/bulletproofs-plus.md (cited
 * below as "spec §x").
 *
 * Notation: n = bit length (1, 2, 4, ..., 64), m = commitments in one proof (a power of two),
 * M = the parameters' maximum aggregation, N = n*m, T = extension degree (1..6: blinding
 * factors per commitment). A commitment to v with blindings r_1..r_T is
 *   C = v*H + r_1*G_1 + ... + r_T*G_T.
 *
 * Proving is constant time in the values, blindings, nonces and seed; verification and mask
 * recovery (functions ending in _var) only handle public data (the seed nonce given to
 * recovery is a secret of the recovering party: recovery is constant time in it, see
 * ecb_bpp_verify_batch_var). */
#ifndef ECBATCH_BULLETPROOFS_PLUS_H
#define ECBATCH_BULLETPROOFS_PLUS_H

#include <stddef.h>
#include <stdint.h>

#include "merlin.h"
#include "msm.h"
#include "ristretto255.h"
#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Largest extension degree T (blinding factors per commitment). */
#define ECB_BPP_MAX_EXTENSION_DEGREE 6
/** Largest bit length n of a range [0, 2^n). */
#define ECB_BPP_MAX_BIT_LENGTH 64
/** Largest maximum aggregation accepted by ecb_bpp_params_create (N <= 64 * 1024). */
#define ECB_BPP_MAX_AGGREGATION 1024
/** log2 of the largest N: the most L/R pairs a proof can carry. */
#define ECB_BPP_MAX_ROUNDS 16
/** Proofs per verification chunk: each chunk has its own weight transcript and MSM, as in
 * tari_bulletproofs_plus PR #151 (spec §10.3); every chunk is verified. */
#define ECB_BPP_BATCH_CHUNK 256

/* ---- generators --------------------------------------------------------------------------- */

/** Pedersen generators: H (the value base) and G_1..G_T (the blinding bases), each with its
 * canonical encoding (the transcript absorbs the encodings). Fill it with
 * ecb_bpp_pedersen_gens_default or ecb_bpp_pedersen_gens_custom. */
typedef struct ecb_bpp_pedersen_gens {
    size_t extension_degree;                                /**< T, 1..6 */
    ecb_ristretto255_point h;                               /**< H, the value base */
    ecb_ristretto255_point g[ECB_BPP_MAX_EXTENSION_DEGREE]; /**< G_1..G_T, the blinding bases */
    uint8_t h_bytes[32];                                    /**< encoding of H */
    uint8_t g_bytes[ECB_BPP_MAX_EXTENSION_DEGREE][32];      /**< encodings of G_1..G_T */
} ecb_bpp_pedersen_gens;

/** The default generators of degree T (spec §2.1): H = the ristretto255 base point and
 * G_k = from_uniform_bytes(SHA3-512("RISTRETTO_MASKING_BASEPOINT_" || decimal k)).
 * @param out               receives the generators
 * @param extension_degree  T, 1..6
 * @return ECB_OK; ECB_ERR_INVALID_ARGUMENT unless 1 <= T <= 6; ECB_ERR_NULL_POINTER when out is
 *         NULL. Public data only (no secrets involved). */
ecb_status ecb_bpp_pedersen_gens_default(ecb_bpp_pedersen_gens *out, size_t extension_degree);

/** Caller-chosen generators (e.g. tari-crypto's, spec §2.5): copies h and g[0..T-1] and encodes
 * them. Commitments bind only while nobody knows a discrete-logarithm relation among H,
 * G_1..G_T: this refuses the relations it can see (the identity, a point given twice: with
 * H = G_1, value 5 with blinding 10 and value 15 with blinding 0 are one commitment), but the
 * caller must still choose the points so that no relation is known, e.g. each hashed to the
 * curve from its own label (ecb_ristretto255_from_uniform_bytes), never H = 2 G_1, H = -G_1 or
 * a multiple of another by a known scalar.
 * @param out               receives the generators (untouched on error)
 * @param h                 the value base H
 * @param g                 T blinding bases G_1..G_T
 * @param extension_degree  T, 1..6
 * @return ECB_OK; ECB_ERR_INVALID_ARGUMENT unless 1 <= T <= 6; ECB_ERR_IDENTITY when H or a G_k
 *         is the identity; ECB_ERR_REPEATED_GENERATOR when H equals a G_k or two G_k are equal;
 *         ECB_ERR_NULL_POINTER when out, h or g is NULL. Public data only. */
ecb_status ecb_bpp_pedersen_gens_custom(ecb_bpp_pedersen_gens *out, const ecb_ristretto255_point *h,
                                        const ecb_ristretto255_point *g, size_t extension_degree);

/** A Pedersen commitment (spec §2.1 commit): out = value*H + sum_k blindings[k]*G_{k+1} for
 * k < count.
 * @param out        receives the commitment (encode it with ecb_ristretto255_encode)
 * @param gens       the generators
 * @param value      the committed value
 * @param blindings  count blinding factors
 * @param count      1..T
 * @return ECB_OK; ECB_ERR_LENGTH when count is not 1..T; ECB_ERR_NULL_POINTER when out, gens or
 *         blindings is NULL. Constant time in value and blindings. */
ecb_status ecb_bpp_commit(ecb_ristretto255_point *out, const ecb_bpp_pedersen_gens *gens,
                          uint64_t value, const ecb_ristretto255_scalar *blindings, size_t count);

/** Range parameters (spec §2.3): bit length n, maximum aggregation M, Pedersen generators, the
 * vector generators Gi/Hi (n*M each, SHAKE256 chains, spec §2.2) and the tables every prover
 * and verifier using them shares. Immutable once created; safe to share between threads. */
typedef struct ecb_bpp_params ecb_bpp_params;

/** Creates parameters. Costs about 2*n*M hash-to-group maps, plus the prover's tables: combs
 * of H and G_k (30 KiB each) and, for n*M <= 2048, width-6 tables of Gi/Hi (3.8 KiB per i)
 * and the MSM engine's tables of all static points (about 1.5 MiB for n = 64, M = 1).
 * @param out              receives the parameters (NULL on error); free with ecb_bpp_params_free
 * @param bit_length       n, a power of two <= 64
 * @param max_aggregation  M, a power of two <= 1024
 * @param gens             the Pedersen generators (copied)
 * @return ECB_OK; ECB_ERR_INVALID_ARGUMENT for a bad n, M or generator degree;
 *         ECB_ERR_NULL_POINTER when out or gens is NULL; ECB_ERR_OUT_OF_MEMORY. Public data
 *         only. */
ecb_status ecb_bpp_params_create(ecb_bpp_params **out, size_t bit_length, size_t max_aggregation,
                                 const ecb_bpp_pedersen_gens *gens);
/** Frees parameters from ecb_bpp_params_create; NULL is allowed and does nothing. No prover or
 * verifier may still be using them. */
void ecb_bpp_params_free(ecb_bpp_params *params);

/** The bit length n of the parameters (params must not be NULL, as for every accessor). */
size_t ecb_bpp_params_bit_length(const ecb_bpp_params *params);
/** The maximum aggregation M. */
size_t ecb_bpp_params_max_aggregation(const ecb_bpp_params *params);
/** The extension degree T of the Pedersen generators. */
size_t ecb_bpp_params_extension_degree(const ecb_bpp_params *params);
/** The Pedersen generators (owned by params, valid until ecb_bpp_params_free). */
const ecb_bpp_pedersen_gens *ecb_bpp_params_pedersen_gens(const ecb_bpp_params *params);
/** Gi[i] for i < n*M (party-major: party i / n, element i % n), owned by params; NULL when i is
 * out of range (i >= n*M). */
const ecb_ristretto255_point *ecb_bpp_params_gi(const ecb_bpp_params *params, size_t i);
/** Hi[i], as ecb_bpp_params_gi. */
const ecb_ristretto255_point *ecb_bpp_params_hi(const ecb_bpp_params *params, size_t i);

/* ---- statements, witnesses and proofs ----------------------------------------------------- */

/** What a proof claims (spec §3): m commitments, each to a value in
 * [promise_j, promise_j + 2^n), under params. Fields are borrowed, not copied. */
typedef struct ecb_bpp_statement {
    const ecb_bpp_params *params;     /**< the range parameters */
    size_t aggregation;               /**< m: a power of two, 1..M */
    const uint8_t (*commitments)[32]; /**< m compressed commitments (absorbed as given) */
    const ecb_ristretto255_point *commitment_points; /**< their decodings, or NULL: decode */
    const uint64_t *minimum_value_promises;          /**< m promises (0 = none), or NULL: none */
    const ecb_ristretto255_scalar *seed_nonce;       /**< mask-embedding seed (m = 1 only), or NULL;
                                                          secret */
} ecb_bpp_statement;

/** Checks a statement's own rules (spec §3 RangeStatement::init): m a power of two, m <= M,
 * a seed nonce only with m = 1, params and commitments present.
 * @return ECB_OK; ECB_ERR_INVALID_ARGUMENT for a bad m or a seed with m > 1;
 *         ECB_ERR_NULL_POINTER when statement, its params or its commitments are NULL.
 *         Public data only (the seed is only tested for NULL). */
ecb_status ecb_bpp_statement_check(const ecb_bpp_statement *statement);

/** The prover's secrets: values[j] and blindings[j*T .. j*T+T-1] open commitment j. */
typedef struct ecb_bpp_witness {
    size_t count;                             /**< number of openings (must equal m) */
    size_t extension_degree;                  /**< blindings per opening (must equal T) */
    const uint64_t *values;                   /**< count values */
    const ecb_ristretto255_scalar *blindings; /**< count * T blinding factors */
} ecb_bpp_witness;

/** A parsed proof (spec §7.1). Points are kept as received (32 bytes each): the transcript
 * absorbs them as given and the verifier decodes them. */
typedef struct ecb_bpp_proof {
    size_t extension_degree;                                  /**< T */
    size_t rounds;                                            /**< log2(N): number of L/R pairs */
    ecb_ristretto255_scalar d1[ECB_BPP_MAX_EXTENSION_DEGREE]; /**< T final blinding responses */
    uint8_t A[32];                                            /**< the bit commitment */
    uint8_t A1[32];                                           /**< the final round's A' */
    uint8_t B[32];                                            /**< the final round's B */
    ecb_ristretto255_scalar r1;                               /**< final response r' */
    ecb_ristretto255_scalar s1;                               /**< final response s' */
    uint8_t L[ECB_BPP_MAX_ROUNDS][32];                        /**< per-round L points */
    uint8_t R[ECB_BPP_MAX_ROUNDS][32];                        /**< per-round R points */
} ecb_bpp_proof;

/** Bytes of a serialized proof with T = extension_degree and the given number of L/R pairs:
 * 1 + 32*(T + 5 + 2*rounds); 0 when T is not 1..ECB_BPP_MAX_EXTENSION_DEGREE or rounds is
 * above ECB_BPP_MAX_ROUNDS (no such proof; the formula cannot overflow). */
size_t ecb_bpp_proof_size(size_t extension_degree, size_t rounds);

/** Parses the wire format of spec §7 (u8 T || d1[T] || A || A1 || B || r1 || s1 || (L_i || R_i)*)
 * exactly as from_bytes does, with a bound on the pairs:
 *   empty input, too short, no L/R pair, a leftover chunk or partial tail, more than
 *   ECB_BPP_MAX_ROUNDS pairs, or a T byte outside 1..6      -> ECB_ERR_PROOF_FORMAT;
 *   a scalar (d1, r1, s1) >= l                               -> ECB_ERR_SCALAR_OUT_OF_RANGE.
 * Points are not decoded here. ECB_ERR_NULL_POINTER when out is NULL, or in is NULL with
 * len > 0. On error *out is zeroed as far as it was filled. Variable time (public data). */
ecb_status ecb_bpp_proof_parse_var(ecb_bpp_proof *out, const uint8_t *in, size_t len);

/** Serializes a proof in the wire format of spec §7: writes ecb_bpp_proof_size(T, rounds) bytes
 * to out and stores that count in *out_len.
 * @return ECB_OK; ECB_ERR_LENGTH when out_cap is smaller; ECB_ERR_INVALID_ARGUMENT when the
 *         proof's T is not 1..6 or it has more than ECB_BPP_MAX_ROUNDS pairs;
 *         ECB_ERR_NULL_POINTER when out, out_len or proof is NULL. A proof is public: not
 *         constant time. */
ecb_status ecb_bpp_proof_serialize(uint8_t *out, size_t out_cap, size_t *out_len,
                                   const ecb_bpp_proof *proof);

/* ---- proving ------------------------------------------------------------------------------ */

/** The external randomness of the prover: fills 32 bytes each time the transcript RNG is
 * rebuilt (rounds + 3 times per proof, spec §4.3). NULL means the operating system's RNG
 * (libsodium randombytes_buf). A source that returns zeros makes proofs deterministic, as in
 * the vectors of spec-examples/. */
typedef void (*ecb_bpp_rng_fn)(void *ctx, uint8_t out[32]);

/** Proves the statement for the witness (spec §6), appending to *transcript (which the caller
 * created with its label, e.g. ecb_merlin_init(t, "Tari Bulletproofs+", 18)); the verifier must
 * start from the same transcript state. Errors, checked in this order:
 *   ECB_ERR_LENGTH_MISMATCH   witness count != m, or witness T != params T;
 *   ECB_ERR_VALUE_OUT_OF_RANGE a value >= 2^n;
 *   ECB_ERR_MISMATCH          an opening does not open its commitment;
 *   ECB_ERR_PROMISE           a minimum value promise > its value;
 *   ECB_ERR_INVALID_ARGUMENT / ECB_ERR_NULL_POINTER  a bad statement (ecb_bpp_statement_check);
 *   ECB_ERR_IDENTITY, ECB_ERR_VERIFY_FAILED  a generator encodes the identity / a challenge is 0;
 *   ECB_ERR_TRANSCRIPT        the transcript is failed (merlin.h).
 * Constant time in values, blindings, seed nonce and all nonces (only the outcome of the
 * witness checks above is revealed, by the return value); secrets are wiped. The first rounds
 * work from the secret bits and the original generators, the rest over folded generators
 * (src/proofs/bulletproofs_plus/prove_points.c). Uses one allocation of O(N) bytes
 * (ECB_ERR_OUT_OF_MEMORY). ECB_ERR_NULL_POINTER when proof, transcript or witness is NULL, or
 * the witness arrays are NULL. On error *proof is zeroed.
 * @param proof      receives the proof
 * @param transcript the prover's transcript, advanced by the proof
 * @param statement  what is proved (public)
 * @param witness    the openings (secret)
 * @param rng        external randomness source, or NULL for the operating system's
 * @param rng_ctx    passed to rng */
ecb_status ecb_bpp_prove(ecb_bpp_proof *proof, ecb_merlin_transcript *transcript,
                         const ecb_bpp_statement *statement, const ecb_bpp_witness *witness,
                         ecb_bpp_rng_fn rng, void *rng_ctx);

/* ---- verification and mask recovery ------------------------------------------------------- */

/** What ecb_bpp_verify_batch_var does with a batch. */
typedef enum ecb_bpp_action {
    ECB_BPP_VERIFY_ONLY = 0,        /**< verify; no masks */
    ECB_BPP_RECOVER_ONLY = 1,       /**< recover masks of seeded proofs; no verification, no
                                         point decoding (spec §9.1, PR #151) */
    ECB_BPP_RECOVER_AND_VERIFY = 2, /**< verify; masks only when the whole batch verifies */
} ecb_bpp_action;

/** A recovered mask: the T blindings the prover embedded with the seed nonce (spec §9.2).
 * Nothing checks it: a wrong seed gives a wrong mask; compare v*H + sum mask_k*G_k with the
 * commitment when that matters. */
typedef struct ecb_bpp_mask {
    int present; /**< 1 when the proof's statement had a seed nonce and masks were recovered */
    size_t extension_degree;                                         /**< T */
    ecb_ristretto255_scalar blindings[ECB_BPP_MAX_EXTENSION_DEGREE]; /**< the T blindings */
} ecb_bpp_mask;

/** Options of ecb_bpp_verify_batch_var (NULL options: one thread, stop at the first failure,
 * no per-proof status, the engine's plan). */
typedef struct ecb_bpp_verify_options {
    unsigned threads; /**< worker threads for per-proof work (at most 64 used) and the MSM; 0 or
                           1: caller only; at most ECB_MSM_MAX_THREADS */
    /** When the batch fails, find exactly which proofs are invalid (structural errors per
     * proof, then bisection over sub-batches for the equation) instead of stopping at the
     * first error. Costs about one more MSM of the batch's size per invalid proof. */
    int identify_invalid;
    /** Optional, count entries: ECB_OK or the reason each proof failed. Without
     * identify_invalid only the proof that stopped verification gets its reason, and a failed
     * equation marks every proof of its chunk ECB_ERR_VERIFY_FAILED. */
    ecb_status *proof_status;
    ecb_msm_strategy strategy; /**< final MSM strategy (0: the engine's plan) */
} ecb_bpp_verify_options;

/** Verifies and/or recovers a batch of proofs (spec §8, §9): per chunk, one MSM over the
 * static points (H, G_k, Gi/Hi of the largest statement) and every proof's points, with the
 * deterministic Merlin weights of spec §8.2. Results do not depend on the thread count.
 * transcripts: transcript_count (1, shared by all proofs, or count) initial transcript states,
 * as the provers started from; they are copied, not modified. statements[i] and proofs[i]
 * belong together. All statements must share n, T, H and G_k, and their Gi/Hi must agree over
 * the common prefix (different m and different but consistent parameter objects are fine).
 * masks: count entries or NULL; filled per `action`.
 * Returns ECB_OK when every proof verifies (or, for RECOVER_ONLY, when every proof passes the
 * structural checks). Otherwise, the argument errors first (before anything is written or
 * allocated), then the first failing proof's reason:
 *   ECB_ERR_SIZE_OVERFLOW count proofs exceed PTRDIFF_MAX bytes (no such array);
 *   ECB_ERR_INVALID_ARGUMENT / ECB_ERR_NULL_POINTER  count 0, transcript_count not 1 or count,
 *                                                    options->threads above
 *                                                    ECB_MSM_MAX_THREADS, a bad statement
 *                                                    (m not a power of two <= M);
 *   ECB_ERR_PARAMETERS    n, T, H, G_k or Gi/Hi differ between statements, or the proof's T
 *                         is not the statement's;
 *   ECB_ERR_VALUE_OUT_OF_RANGE  a promise >= 2^n;
 *   ECB_ERR_PROOF_FORMAT  the number of L/R pairs is not log2(n*m);
 *   ECB_ERR_IDENTITY      A, A1, B, an L or an R encodes the identity;
 *   ECB_ERR_NON_CANONICAL, ECB_ERR_NEGATIVE, ECB_ERR_NON_SQUARE, ECB_ERR_NEGATIVE_XY,
 *   ECB_ERR_Y_ZERO        a point fails to decode (RFC 9496);
 *   ECB_ERR_VERIFY_FAILED the equation does not hold (or a challenge is zero);
 *   ECB_ERR_TRANSCRIPT    the proof's initial transcript is failed (merlin.h);
 *   ECB_ERR_OUT_OF_MEMORY a failed allocation: no verdict, so every proof_status entry is
 *                         ECB_ERR_OUT_OF_MEMORY and every mask is cleared (present = 0).
 * A worker thread that cannot be started changes nothing: the calling thread does its share.
 * Every proof of every chunk is checked. Variable time: proofs and statements are public. A
 * seed nonce is only used in constant-time scalar arithmetic and BLAKE2b.
 * @param transcripts       transcript_count initial transcript states
 * @param transcript_count  1 (shared) or count
 * @param statements        count statements
 * @param proofs            count proofs
 * @param count             number of proofs, >= 1
 * @param action            verify, recover masks, or both
 * @param masks             count masks, or NULL
 * @param options           options, or NULL for the defaults */
ecb_status ecb_bpp_verify_batch_var(const ecb_merlin_transcript *transcripts,
                                    size_t transcript_count, const ecb_bpp_statement *statements,
                                    const ecb_bpp_proof *proofs, size_t count,
                                    ecb_bpp_action action, ecb_bpp_mask *masks,
                                    const ecb_bpp_verify_options *options);

/* ---- a verifier that keeps its memory ----------------------------------------------------- */

/** The memory of ecb_bpp_verify_batch_var held between calls: every buffer a batch within the
 * verifier's bounds needs (per-proof work, points, scalars, weights, per-worker arenas and the
 * MSM engine's scratch), allocated and touched once by ecb_bpp_verifier_create. A call within
 * the bounds then allocates nothing and takes no page fault on those buffers. Worker threads
 * are still started per call, as by ecb_bpp_verify_batch_var (their stacks come from the C
 * library's cache; one thread starts none). One call at a time: a verifier must not be used
 * by two threads at once. */
typedef struct ecb_bpp_verifier ecb_bpp_verifier;

/** Creates a verifier for batches of at most max_batch proofs whose statements have
 * n <= bit_length and m <= max_aggregation (any T, any parameter objects), verified on at
 * most `threads` threads. Memory, with n = bit_length and M = max_aggregation: 2 * 192 bytes
 * (points and scalars, twice) per MSM term, for min(max_batch, ECB_BPP_BATCH_CHUNK) proofs of
 * M + 3 + 2 log2(n M) points each plus 2 n M + 7 static points; Gi/Hi accumulators of 96 to
 * 120 bytes per generator pair for each of min(threads, 64) workers and one more; the MSM
 * engine's scratch for that many terms. All of it is touched here.
 * @param out              receives the verifier (NULL on error); free with
 *                         ecb_bpp_verifier_free
 * @param max_batch        most proofs per call, >= 1
 * @param bit_length       largest n, a power of two <= ECB_BPP_MAX_BIT_LENGTH
 * @param max_aggregation  largest m, a power of two <= ECB_BPP_MAX_AGGREGATION
 * @param threads          most options->threads of a call (0 counts as 1), at most
 *                         ECB_MSM_MAX_THREADS
 * @return ECB_OK; ECB_ERR_NULL_POINTER when out is NULL; ECB_ERR_SIZE_OVERFLOW when max_batch
 *         proofs exceed PTRDIFF_MAX bytes; ECB_ERR_INVALID_ARGUMENT for max_batch 0, a bad
 *         bit_length or max_aggregation, or threads above ECB_MSM_MAX_THREADS (all checked
 *         before any allocation); ECB_ERR_OUT_OF_MEMORY. */
ecb_status ecb_bpp_verifier_create(ecb_bpp_verifier **out, size_t max_batch, size_t bit_length,
                                   size_t max_aggregation, unsigned threads);

/** Wipes and frees a verifier; NULL is allowed and does nothing. */
void ecb_bpp_verifier_free(ecb_bpp_verifier *verifier);

/** ecb_bpp_verify_batch_var in the verifier's memory: the same code, arguments, actions,
 * options, results, statuses and masks (culprits included), and the same argument errors
 * first. Then, before anything is written, a batch outside the verifier's bounds is refused
 * with ECB_ERR_SCRATCH_TOO_SMALL: count above max_batch, options->threads above its threads,
 * or a well-formed statement (ecb_bpp_statement_check) with n above bit_length or m above
 * max_aggregation (the verifier does not grow; create a larger one). ECB_ERR_NULL_POINTER
 * when verifier is NULL. Within the bounds it allocates nothing, except: the MSM's own
 * scratch when options->strategy forces a strategy (the verifier's MSM scratch serves the
 * engine's plan); and at the AVX-512 IFMA level, where batches with fewer proof points than
 * generators use the parameters' fixed-base table, the first such call grows the verifier's
 * MSM scratch once to hold that table's buckets (one allocation, kept until free), and for
 * the smallest statements (measured: n m = 16), where the table's plan prefers the plain MSM
 * over the bases, that MSM still copies the bases into one small allocation per call (no page
 * fault: a few KiB from the heap). Variable time, as ecb_bpp_verify_batch_var. */
ecb_status ecb_bpp_verifier_verify_batch_var(ecb_bpp_verifier *verifier,
                                             const ecb_merlin_transcript *transcripts,
                                             size_t transcript_count,
                                             const ecb_bpp_statement *statements,
                                             const ecb_bpp_proof *proofs, size_t count,
                                             ecb_bpp_action action, ecb_bpp_mask *masks,
                                             const ecb_bpp_verify_options *options);

#ifdef __cplusplus
}
#endif
#endif
