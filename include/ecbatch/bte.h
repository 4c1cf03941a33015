/* Batched threshold decryption over BLS12-381: TDH2 (Shoup-Gennaro) with a batch DLEQ proof
 * per server (Peng-Boyd-Dawson), in the ecbatch profile of ../shared/specs/
 * threshold-decryption.md ("the profile we build", points 1-13, and the `conventions` of
 * vectors/threshold-decryption/profile-v1.json).
 *
 * Roles and data flow:
 *   dealer    ecb_bte_deal: t-of-n shares x_i = f(i + 1) of a secret polynomial f, and the
 *             public polynomial C_k = a_k g (h = C_0 is the encryption key).
 *   client    ecb_bte_encrypt: a ciphertext (label, body, U = r g, Ubar = r H, and a
 *             Chaum-Pedersen proof (A, B, c, z) that log_g U = log_H Ubar, bound to label and
 *             body).
 *   everyone  ecb_bte_request_from_public_var: from the same public polynomial, ciphertext list
 *             and context every party filters out invalid ciphertexts (one combined check,
 *             individual checks on failure) and gets the same request (valid positions, digest
 *             D, and the dealing's threshold t, which combination requires).
 *   server i  ecb_bte_respond: partials Y_p = x_i U_p for every valid header and one DLEQ proof
 *             over the aggregate U* = sum rho_p U_p, Uhat = x_i U*, the 128-bit rho_p drawn
 *             from a transcript of D, i and every partial.
 *   combiner  ecb_bte_verify_response_var(s): checks responses (all at once with one combined
 *             equation, naming each invalid responder); ecb_bte_combine_var: Lagrange-combines any
 *             >= t verified responses into K_p = h^(r_p) and unmasks the bodies.
 *
 * Variants: ECB_BTE_MINPK puts every element (keys, headers, partials, proofs) in G1 (48-byte
 * points); ECB_BTE_MINSIG in G2 (96-byte points). No pairing is used.
 *
 * Encodings: points are compressed ZCash/IETF encodings; their decoders reject the identity,
 * points outside the prime-order subgroup and non-canonical bytes. Scalars are 32-byte
 * big-endian, < r. The wire formats of ciphertexts and responses are the profile's (leading
 * version byte 0x01; profile conventions 29-31); decoders check every count and length against
 * the remaining input and the limits below before allocating.
 *
 * Threads: functions taking `threads` run on that many threads (0 counts as 1; at most
 * ECB_BTE_MAX_THREADS); their results are identical for every thread count.
 *
 * Constant time: functions that touch a secret share, a polynomial coefficient or the
 * encryption randomness (ecb_bte_deal*, ecb_bte_share_check, ecb_bte_encrypt*,
 * ecb_bte_respond*) are constant time in those secrets and wipe them. Public shares,
 * verification, requests and combination only see public data and are variable time: their
 * names end in _var (recovered plaintexts are secret only to their owners, who receive them;
 * ecb_bte_plaintexts_free wipes them). Decoders take public bytes.
 *
 * Randomness and hashing come from libsodium, which the module initialises (sodium_init) before
 * it draws randomness; callers need not. A function that draws randomness returns
 * ECB_ERR_RANDOMNESS when libsodium cannot be initialised.
 *
 * Errors: every function returns ECB_OK or a specific ecb_status. Protocol failures of
 * verification and combination also fill an ecb_bte_error with the arguments of the spec's
 * error (§9), in the spec's order of checks (§7, §8). On any error, a function that returns a
 * new object stores NULL in its pointer (*out, *pub) and ecb_bte_deal* leave the shares
 * unchanged. A failed allocation gives ECB_ERR_OUT_OF_MEMORY, with nothing allocated left
 * behind: ecb_bte_ciphertexts_verify_var then sets every valid[j] and *valid_count to 0,
 * ecb_bte_verify_response_var and ecb_bte_combine_var report it in err too (combine: *out NULL,
 * *out_count 0), and ecb_bte_verify_responses_var in every results[q] (*invalid_count = k). A
 * worker thread that cannot be started changes nothing: the other workers do its share. */
#ifndef ECBATCH_BTE_H
#define ECBATCH_BTE_H

#include <stddef.h>
#include <stdint.h>

#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum ecb_bte_variant {
    ECB_BTE_MINPK = 0,  /**< every element in G1 */
    ECB_BTE_MINSIG = 1, /**< every element in G2 */
} ecb_bte_variant;

#define ECB_BTE_SCALAR_BYTES 32
#define ECB_BTE_G1_BYTES 48
#define ECB_BTE_G2_BYTES 96
#define ECB_BTE_MAX_POINT_BYTES 96
#define ECB_BTE_DIGEST_BYTES 32
/** Bytes of randomness one random scalar is derived from (IETF KeyGen's IKM). */
#define ECB_BTE_SEED_BYTES 64
#define ECB_BTE_WIRE_VERSION 0x01

/* Limits, checked before any allocation (ECB_ERR_SIZE_OVERFLOW beyond them; a participant
 * index at or above ECB_BTE_MAX_PARTICIPANTS given as an argument is ECB_ERR_INDEX_OUT_OF_RANGE).
 * docs/bounds.md lists every bounded argument of the module. */
#define ECB_BTE_MAX_PARTICIPANTS 65536u     /**< n, and so t; indices are below it */
#define ECB_BTE_MAX_BATCH 1048576u          /**< ciphertexts per request, partials */
#define ECB_BTE_MAX_LABEL_BYTES 16777216u   /**< 2^24 */
#define ECB_BTE_MAX_BODY_BYTES 1073741824u  /**< 2^30 */
#define ECB_BTE_MAX_CONTEXT_BYTES 16777216u /**< 2^24 */
#define ECB_BTE_MAX_THREADS 256u

/** The size of a point of the variant: 48 (MinPk) or 96 (MinSig); 0 for an unknown variant. */
size_t ecb_bte_point_bytes(ecb_bte_variant variant);

/** The name "MinPk" / "MinSig" (NULL for an unknown variant), and the reverse
 * (ECB_ERR_INVALID_ARGUMENT for another name; "minpk" and "minsig" are accepted too). */
const char *ecb_bte_variant_name(ecb_bte_variant variant);
ecb_status ecb_bte_variant_parse(const char *name, ecb_bte_variant *out);

/* ---- points --------------------------------------------------------------------------------- */

/** A non-identity point of a variant's group with its encoding (opaque storage). */
typedef struct ecb_bte_point {
    uint64_t opaque[40]; /**< the affine point, its encoding and variant (internal layout) */
} ecb_bte_point;

/** Decodes a compressed point of `variant` (len must be its point size, else ECB_ERR_LENGTH,
 * checked before in is read).
 * Errors: those of the BLS12-381 decoders (ECB_ERR_BAD_FLAGS, ECB_ERR_INFINITY_PAYLOAD,
 * ECB_ERR_NON_CANONICAL, ECB_ERR_NOT_ON_CURVE, ECB_ERR_NOT_IN_SUBGROUP), and ECB_ERR_IDENTITY
 * for the identity, which no element of the scheme may be. Variable time (public data). */
ecb_status ecb_bte_point_decode(ecb_bte_point *out, ecb_bte_variant variant, const uint8_t *in,
                                size_t len);
/** Writes the compressed encoding (ecb_bte_point_bytes(variant) bytes). */
void ecb_bte_point_encode(uint8_t *out, const ecb_bte_point *p);
ecb_bte_variant ecb_bte_point_variant(const ecb_bte_point *p);
/** 1 when a and b are the same point of the same variant, else 0. */
int ecb_bte_point_equal(const ecb_bte_point *a, const ecb_bte_point *b);

/* ---- keys: trusted dealer, public polynomial, shares ----------------------------------------- */

/** Server i's secret share: x_i = f(index + 1), index 0-based (< n). */
typedef struct ecb_bte_share {
    uint32_t index;                       /**< 0-based server index i (< n) */
    uint8_t secret[ECB_BTE_SCALAR_BYTES]; /**< x_i, big-endian, < r */
} ecb_bte_share;

/** The public polynomial C_0..C_{t-1} (C_k = a_k g) with t; h = C_0 is the public key. A
 * polynomial from ecb_bte_deal* also knows the dealing's n (ecb_bte_public_participants); a
 * decoded one does not (its encoding holds no n). */
typedef struct ecb_bte_public ecb_bte_public;

/** Trusted-dealer key generation: t random non-zero coefficients (each KeyGen of 64 random
 * bytes), then the public polynomial (*pub, freed with ecb_bte_public_free) and the n shares
 * (shares[0..n), index i holds f(i + 1)). Requires 1 <= t <= n (else ECB_ERR_INVALID_ARGUMENT)
 * and n <= ECB_BTE_MAX_PARTICIPANTS (else ECB_ERR_SIZE_OVERFLOW), checked before anything is
 * allocated or written. Constant time in the coefficients;
 * they are wiped. The caller wipes the shares (sodium_memzero) when done. */
ecb_status ecb_bte_deal(ecb_bte_public **pub, ecb_bte_share *shares, ecb_bte_variant variant,
                        uint32_t t, uint32_t n);

/** The same from given coefficients a_0..a_{t-1} (t x 32 bytes big-endian, each < r and
 * non-zero: ECB_ERR_SCALAR_OUT_OF_RANGE / ECB_ERR_ZERO), for reproducible tests and known
 * answers. */
ecb_status ecb_bte_deal_from_coefficients(ecb_bte_public **pub, ecb_bte_share *shares,
                                          ecb_bte_variant variant, uint32_t t, uint32_t n,
                                          const uint8_t *coefficients);

void ecb_bte_public_free(ecb_bte_public *pub);
ecb_bte_variant ecb_bte_public_variant(const ecb_bte_public *pub);
uint32_t ecb_bte_public_threshold(const ecb_bte_public *pub);
/** The dealing's n for a polynomial from ecb_bte_deal*, 0 for a decoded one (unknown). */
uint32_t ecb_bte_public_participants(const ecb_bte_public *pub);
/** The public key h = C_0. */
void ecb_bte_public_key(const ecb_bte_public *pub, ecb_bte_point *out);
/** Commitment C_k for k < t (ECB_ERR_INVALID_ARGUMENT otherwise, *out untouched). */
ecb_status ecb_bte_public_commitment(const ecb_bte_public *pub, uint32_t k, ecb_bte_point *out);
/** Server index's public share h_i = sum_k (index + 1)^k C_k = x_i g. index must be below the
 * dealing's n when the polynomial knows it (ecb_bte_public_participants), and below
 * ECB_BTE_MAX_PARTICIPANTS in any case (else ECB_ERR_INDEX_OUT_OF_RANGE, *out untouched).
 * Costs t - 1 scalar multiplications by index + 1 <= 2^16. Variable time (public data). */
ecb_status ecb_bte_public_share_var(const ecb_bte_public *pub, uint32_t index, ecb_bte_point *out);
/** Checks a share against the public polynomial: ECB_OK when x_i g = h_i, ECB_ERR_VERIFY_FAILED
 * when not, ECB_ERR_SCALAR_OUT_OF_RANGE for a secret >= r, ECB_ERR_INDEX_OUT_OF_RANGE for an
 * index that ecb_bte_public_share_var refuses (checked first). Constant time in the secret. */
ecb_status ecb_bte_share_check(const ecb_bte_public *pub, const ecb_bte_share *share);

/** Encodings of the public polynomial: 0x01 || varint(t) || enc(C_0) .. enc(C_{t-1}), and of a
 * share: 0x01 || varint(index) || secret (32 bytes). Sizes first; the decoders reject what the
 * wire decoders reject (ECB_ERR_PROOF_FORMAT for layout errors, the point and scalar errors,
 * ECB_ERR_SIZE_OVERFLOW beyond the limits: t above ECB_BTE_MAX_PARTICIPANTS, a share index at
 * or above it). */
size_t ecb_bte_public_encoded_size(const ecb_bte_public *pub);
void ecb_bte_public_encode(uint8_t *out, const ecb_bte_public *pub);
ecb_status ecb_bte_public_decode(ecb_bte_public **pub, ecb_bte_variant variant, const uint8_t *in,
                                 size_t len);
#define ECB_BTE_SHARE_MAX_BYTES (1 + 5 + ECB_BTE_SCALAR_BYTES)
/** Writes at most ECB_BTE_SHARE_MAX_BYTES; returns the length. */
size_t ecb_bte_share_encode(uint8_t out[ECB_BTE_SHARE_MAX_BYTES], const ecb_bte_share *share);
ecb_status ecb_bte_share_decode(ecb_bte_share *share, const uint8_t *in, size_t len);

/* ---- ciphertexts ------------------------------------------------------------------------------
 */

typedef struct ecb_bte_ciphertext ecb_bte_ciphertext;

/** Encrypts msg under pk with associated data label: r and s random (KeyGen of 64 random bytes
 * each), U = r g, Ubar = r H, K = r pk, A = s g, B = s H, body = msg XOR keystream(K, label),
 * c = the challenge of (label, body, U, Ubar, A, B, pk), z = s + c r. H is the proof generator
 * of spec §2.3. Lengths up to ECB_BTE_MAX_LABEL_BYTES / ECB_BTE_MAX_BODY_BYTES
 * (ECB_ERR_SIZE_OVERFLOW, checked before anything is read or allocated). Constant time in r, s,
 * K and msg; they are wiped. *out is freed
 * with ecb_bte_ciphertext_free. */
ecb_status ecb_bte_encrypt(ecb_bte_ciphertext **out, const ecb_bte_point *pk, const uint8_t *label,
                           size_t label_len, const uint8_t *msg, size_t msg_len);
/** The same with r = KeyGen(r_seed) and s = KeyGen(s_seed): deterministic, for tests and known
 * answers (the seeds are secrets). */
ecb_status ecb_bte_encrypt_seeded(ecb_bte_ciphertext **out, const ecb_bte_point *pk,
                                  const uint8_t *label, size_t label_len, const uint8_t *msg,
                                  size_t msg_len, const uint8_t r_seed[ECB_BTE_SEED_BYTES],
                                  const uint8_t s_seed[ECB_BTE_SEED_BYTES]);
void ecb_bte_ciphertext_free(ecb_bte_ciphertext *ct);
ecb_bte_variant ecb_bte_ciphertext_variant(const ecb_bte_ciphertext *ct);
const uint8_t *ecb_bte_ciphertext_label(const ecb_bte_ciphertext *ct, size_t *len);
const uint8_t *ecb_bte_ciphertext_body(const ecb_bte_ciphertext *ct, size_t *len);
/** The header U (what servers exponentiate). */
void ecb_bte_ciphertext_header(const ecb_bte_ciphertext *ct, ecb_bte_point *out);

/** Checks one ciphertext (spec §4.4, profile convention 17): ECB_OK when its challenge matches
 * and z g = A + c U and z H = B + c Ubar; ECB_ERR_INVALID_CIPHERTEXT otherwise, or
 * ECB_ERR_INVALID_ARGUMENT when pk and ct are of different variants. Variable time. */
ecb_status ecb_bte_ciphertext_verify_var(const ecb_bte_point *pk, const ecb_bte_ciphertext *ct);

/** Checks n ciphertexts at once (profile point 9, conventions 18-19): per-ciphertext challenge
 * checks, then one combined MSM with two 128-bit weights per candidate; when it fails, the
 * candidates are checked one by one. valid[j] = 1 exactly when ecb_bte_ciphertext_verify_var
 * accepts cts[j] (up to a 2^-128 chance, the same for every party since the weights are
 * derived from the ciphertexts), else 0. *valid_count (if non-NULL) receives the count.
 * Errors: ECB_ERR_INVALID_ARGUMENT (threads above ECB_BTE_MAX_THREADS, mixed variants),
 * ECB_ERR_SIZE_OVERFLOW (n > ECB_BTE_MAX_BATCH), both before any check (valid untouched),
 * ECB_ERR_OUT_OF_MEMORY. Variable time. */
ecb_status ecb_bte_ciphertexts_verify_var(const ecb_bte_point *pk,
                                          const ecb_bte_ciphertext *const *cts, size_t n,
                                          unsigned threads, uint8_t *valid, size_t *valid_count);

/** Wire format: 0x01 || varint(|label|) || label || varint(|body|) || body || enc(U) ||
 * enc(Ubar) || enc(A) || enc(B) || c || z. */
size_t ecb_bte_ciphertext_encoded_size(const ecb_bte_ciphertext *ct);
void ecb_bte_ciphertext_encode(uint8_t *out, const ecb_bte_ciphertext *ct);
/** Decodes one ciphertext occupying exactly in[0..len). Errors: ECB_ERR_PROOF_FORMAT (version,
 * truncation, trailing bytes, non-minimal or oversized varints, a length beyond the input),
 * ECB_ERR_SIZE_OVERFLOW (a label above ECB_BTE_MAX_LABEL_BYTES or a body above
 * ECB_BTE_MAX_BODY_BYTES), the point errors of ecb_bte_point_decode,
 * ECB_ERR_SCALAR_OUT_OF_RANGE. Every length is checked against len and the limits before the
 * one allocation, and a len longer than the encoding is refused before the label and body
 * are copied. Variable time. */
ecb_status ecb_bte_ciphertext_decode(ecb_bte_ciphertext **out, ecb_bte_variant variant,
                                     const uint8_t *in, size_t len);

/* ---- batch requests ----------------------------------------------------------------------- */

typedef struct ecb_bte_request ecb_bte_request;

/** Builds the request every party derives from the same inputs (spec §5, profile convention
 * 20): checks the n ciphertexts as ecb_bte_ciphertexts_verify_var, keeps the valid ones in input
 * order, and computes D = new("ecbatch.bte.v1.request").commit(context).commit(u64_le(m))
 * .commit(enc(U_j)) for each valid j. The request BORROWS cts: the array and the ciphertexts
 * must stay alive and unchanged until ecb_bte_request_free. The threshold is the caller's:
 * it must be the dealing's t (ecb_bte_request_from_public_var takes it from the polynomial).
 * Never fails on invalid ciphertexts; errors, before any check or allocation:
 * ECB_ERR_INVALID_ARGUMENT (mixed variants, threshold 0 or above ECB_BTE_MAX_PARTICIPANTS,
 * threads above ECB_BTE_MAX_THREADS), ECB_ERR_SIZE_OVERFLOW (n above ECB_BTE_MAX_BATCH,
 * context_len above ECB_BTE_MAX_CONTEXT_BYTES); then ECB_ERR_OUT_OF_MEMORY. Variable time. */
ecb_status ecb_bte_request_new_var(ecb_bte_request **out, const ecb_bte_point *pk,
                                   const ecb_bte_ciphertext *const *cts, size_t n,
                                   const uint8_t *context, size_t context_len, uint32_t threshold,
                                   unsigned threads);
/** The request of a dealing: as ecb_bte_request_new_var under pub's key h = C_0 and threshold t
 * (the polynomial's degree + 1), which ecb_bte_combine_var then requires. Prefer it to
 * ecb_bte_request_new_var, which trusts its caller's threshold: a threshold below the dealing's
 * combined fewer than t responses into a wrong plaintext with ECB_OK. threshold is the one the
 * caller expects and must be pub's t. Errors, before any check or allocation, in this order:
 * ECB_ERR_NULL_POINTER, ECB_ERR_NO_VALID_CIPHERTEXTS for n = 0 (a request of no ciphertext has
 * nothing to answer, and no batch file holds one), ECB_ERR_THRESHOLD_MISMATCH, then those of
 * ecb_bte_request_new_var. Variable time. */
ecb_status ecb_bte_request_from_public_var(ecb_bte_request **out, const ecb_bte_public *pub,
                                           const ecb_bte_ciphertext *const *cts, size_t n,
                                           const uint8_t *context, size_t context_len,
                                           uint32_t threshold, unsigned threads);
void ecb_bte_request_free(ecb_bte_request *req);
/** m, the valid positions (ascending, m entries), D, and t. */
size_t ecb_bte_request_valid_count(const ecb_bte_request *req);
const uint32_t *ecb_bte_request_valid_indices(const ecb_bte_request *req);
void ecb_bte_request_digest(const ecb_bte_request *req, uint8_t out[ECB_BTE_DIGEST_BYTES]);
uint32_t ecb_bte_request_threshold(const ecb_bte_request *req);

/* ---- server responses ------------------------------------------------------------------------ */

typedef struct ecb_bte_response ecb_bte_response;

/** Server share->index answers req (spec §6, profile convention 21): partials Y_p = x_i U_p,
 * rho from new("ecbatch.bte.v1.rho").commit(D).commit(u32_le(i)).commit(enc(Y_p))...
 * .noise("rho"), U* = sum rho_p U_p, Uhat = x_i U*, nonce s random, A = s g, B = s U*,
 * c = the DLEQ challenge, z = s + c x_i. Errors: ECB_ERR_INVALID_ARGUMENT (threads above
 * ECB_BTE_MAX_THREADS), ECB_ERR_INDEX_OUT_OF_RANGE (share->index at or above
 * ECB_BTE_MAX_PARTICIPANTS), ECB_ERR_NO_VALID_CIPHERTEXTS when the request has no valid
 * ciphertext (profile point 12), ECB_ERR_SCALAR_OUT_OF_RANGE, ECB_ERR_OUT_OF_MEMORY. Constant
 * time in the share and the nonce; both are wiped. */
ecb_status ecb_bte_respond(ecb_bte_response **out, const ecb_bte_request *req,
                           const ecb_bte_share *share, unsigned threads);
/** The same with the nonce s = KeyGen(nonce_seed) (deterministic; for tests and known answers). */
ecb_status ecb_bte_respond_seeded(ecb_bte_response **out, const ecb_bte_request *req,
                                  const ecb_bte_share *share,
                                  const uint8_t nonce_seed[ECB_BTE_SEED_BYTES], unsigned threads);
void ecb_bte_response_free(ecb_bte_response *resp);
ecb_bte_variant ecb_bte_response_variant(const ecb_bte_response *resp);
uint32_t ecb_bte_response_index(const ecb_bte_response *resp);
size_t ecb_bte_response_partial_count(const ecb_bte_response *resp);

/** Wire format: 0x01 || varint(index) || varint(count) || count x u32 big-endian valid index ||
 * varint(m) || enc(Y_0) .. enc(Y_{m-1}) || enc(A) || enc(B) || c || z. Decoder errors as for
 * ciphertexts, with ECB_ERR_SIZE_OVERFLOW for a count or m above ECB_BTE_MAX_BATCH or an index
 * at or above ECB_BTE_MAX_PARTICIPANTS (before the one allocation). */
size_t ecb_bte_response_encoded_size(const ecb_bte_response *resp);
void ecb_bte_response_encode(uint8_t *out, const ecb_bte_response *resp);
ecb_status ecb_bte_response_decode(ecb_bte_response **out, ecb_bte_variant variant,
                                   const uint8_t *in, size_t len);

/* ---- verification and combination ---------------------------------------------------------- */

/** A protocol error with the arguments of spec §9. status is ECB_OK or one of:
 *   ECB_ERR_INDEX_OUT_OF_RANGE      an index at or above ECB_BTE_MAX_PARTICIPANTS (ecbatch's):
 *                                   expected = ECB_BTE_MAX_PARTICIPANTS, actual = the index;
 *                                   combine: index = its position in share_indices
 *   ECB_ERR_INDEX_MISMATCH          IndexMismatch{expected, provided}: expected = eval index
 *                                   (combine: the given share index, index = its position),
 *                                   actual = the response's index
 *   ECB_ERR_NO_VALID_CIPHERTEXTS    NoValidCiphertexts
 *   ECB_ERR_INVALID_CIPHERTEXT_SET  InvalidCiphertextSet
 *   ECB_ERR_LENGTH_MISMATCH         LengthMismatch{expected, actual}
 *   ECB_ERR_INVALID_RESPONSE        InvalidAggregatedProof{index}
 *   ECB_ERR_TOO_FEW                 InsufficientResponses{expected, actual}
 *   ECB_ERR_DUPLICATE_INDEX         DuplicateIndex{index}
 * Fields that an error does not use are 0. */
typedef struct ecb_bte_error {
    ecb_status status; /**< ECB_OK or the error (list above) */
    uint32_t index;    /**< the responder's index (InvalidAggregatedProof, DuplicateIndex); the
                            position (combine's IndexOutOfRange and IndexMismatch) */
    uint64_t expected; /**< the expected value (IndexMismatch, LengthMismatch, Insufficient) */
    uint64_t actual;   /**< the value found (IndexMismatch, LengthMismatch, Insufficient) */
} ecb_bte_error;

/** Verifies one response against the public share (eval_index, public_share) (spec §7, profile
 * convention 23), checks in this order: eval_index below ECB_BTE_MAX_PARTICIPANTS
 * (ECB_ERR_INDEX_OUT_OF_RANGE), index, empty request, valid-index list, partial count,
 * challenge, the g equation, the aggregate equation. Nothing is allocated before the
 * structural checks; then one array of m weights. Returns err->status (err may be NULL); also
 * ECB_ERR_INVALID_ARGUMENT for mixed variants (err untouched), ECB_ERR_OUT_OF_MEMORY.
 * Variable time. */
ecb_status ecb_bte_verify_response_var(const ecb_bte_request *req, uint32_t eval_index,
                                       const ecb_bte_point *public_share,
                                       const ecb_bte_response *resp, ecb_bte_error *err);

/** Verifies k responses at once (profile point 8, conventions 25-26; any k, as the spec checks
 * each response on its own: the bindings' verify_responses, made for the combiner, refuse
 * fewer than the request's t, and ecb_bte_combine_var does): each goes through the
 * checks of ecb_bte_verify_response_var up to the challenge; the remaining candidates are checked
 * with one combined MSM (two independent 128-bit weights per responder); if it fails, each
 * candidate is checked alone. results[q] (k entries) receives exactly what
 * ecb_bte_verify_response_var returns for response q; *invalid_count (if non-NULL) the number of
 * failed ones (an eval index at or above ECB_BTE_MAX_PARTICIPANTS fails its own response with
 * ECB_ERR_INDEX_OUT_OF_RANGE). Returns ECB_OK when all k are valid, ECB_ERR_INVALID_RESPONSE
 * when some are not (see results), an argument error before any check and any allocation
 * (ECB_ERR_INVALID_ARGUMENT: threads above ECB_BTE_MAX_THREADS or mixed variants;
 * ECB_ERR_SIZE_OVERFLOW: k above ECB_BTE_MAX_PARTICIPANTS; results untouched), or
 * ECB_ERR_OUT_OF_MEMORY (then in every results[q] too). Variable time. */
ecb_status ecb_bte_verify_responses_var(const ecb_bte_request *req, const uint32_t *eval_indices,
                                        const ecb_bte_point *public_shares,
                                        const ecb_bte_response *const *resps, size_t k,
                                        unsigned threads, ecb_bte_error *results,
                                        size_t *invalid_count);

/** One recovered message: its position in the request's ciphertext list and its bytes. */
typedef struct ecb_bte_plaintext {
    uint32_t position; /**< index of its ciphertext in the request's input list */
    size_t len;        /**< message length in bytes */
    uint8_t *data;     /**< the message (owned by the array from ecb_bte_combine_var) */
} ecb_bte_plaintext;

/** Combines verified responses (spec §8, profile convention 27): share_indices[0..index_count)
 * names the server of responses[0..response_count) in order, and each must be its response's
 * own index (ecb_bte_response_index). *out = NULL and *out_count = 0 first, then argument
 * errors, err untouched: ECB_ERR_NULL_POINTER, ECB_ERR_INVALID_ARGUMENT (threads above
 * ECB_BTE_MAX_THREADS, a response of another variant), ECB_ERR_SIZE_OVERFLOW (index_count or
 * response_count above ECB_BTE_MAX_PARTICIPANTS). Then, reported in err, in this order:
 *   1. a share index at or above ECB_BTE_MAX_PARTICIPANTS (ECB_ERR_INDEX_OUT_OF_RANGE, the
 *      first such position; the request does not know n, so a server index < n is not
 *      checked here, only that no index can make x = index + 1 wrap or grow the work);
 *   2. index_count != response_count (LengthMismatch);
 *   3. index_count < t (InsufficientResponses);
 *   4. a repeated index (DuplicateIndex, the smallest);
 *   5. an empty request (NoValidCiphertexts);
 *   6. a response whose partial count is not m (LengthMismatch);
 *   7. share_indices[i] != the response's own index (ECB_ERR_INDEX_MISMATCH, the first such
 *      position i: index = i, expected = share_indices[i], actual = the response's index).
 * Steps 2-6 are the spec's §8 in its order; 1 and 7 are ecbatch's (the spec trusts the pairing,
 * which gave a wrong plaintext with ECB_OK for swapped indices). Then K_p =
 * sum_k lambda_k Y_{k,p} with the Lagrange weights at 0 of all given indices (one MSM per
 * ciphertext column) and plaintext_p = body XOR keystream(K_p, label). Memory is O(k + m)
 * plus the plaintexts (the weights' integer form, for k <= 256, adds one exponent per index
 * and per prime occurring in the x_j and their differences); nothing depends on the indices'
 * values. Time: O(k^2) field multiplications for the weights and m MSMs of k terms. On
 * success *out holds m plaintexts in valid order (one allocation; free with
 * ecb_bte_plaintexts_free) and *out_count = m. Nothing checks the plaintexts: pass only
 * responses that verification accepted. Returns err->status (err may be NULL) or an argument
 * error. Variable time. */
ecb_status ecb_bte_combine_var(const ecb_bte_request *req, const uint32_t *share_indices,
                               size_t index_count, const ecb_bte_response *const *responses,
                               size_t response_count, unsigned threads, ecb_bte_plaintext **out,
                               size_t *out_count, ecb_bte_error *err);
/** Wipes and frees the result of ecb_bte_combine_var (NULL is allowed); count must be the
 * *out_count that came with it. */
void ecb_bte_plaintexts_free(ecb_bte_plaintext *plaintexts, size_t count);

#ifdef __cplusplus
}
#endif
#endif
