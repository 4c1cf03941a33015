/** @file
 * BLS signatures on BLS12-381 (draft-irtf-cfrg-bls-signature-05, the proof-of-possession
 * ciphersuites, hash_to_curve of RFC 9380), in two variants:
 *
 *   variant          public key    signature     signature DST / PoP DST
 *   ECB_BLS_MIN_PK   G1, 48 bytes  G2, 96 bytes  BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_ /
 *   (Ethereum)                                   BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_
 *   ECB_BLS_MIN_SIG  G2, 96 bytes  G1, 48 bytes  BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_ /
 *                                                BLS_POP_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_
 *
 * Keys and signatures are compressed points (include/ecbatch/bls12_381.h), secret keys 32 bytes
 * big-endian with 0 < sk < r (anything else is ECB_ERR_SCALAR_OUT_OF_RANGE, never reduced).
 * Signatures equal blst's byte for byte (../shared/vectors/bls-signatures).
 *
 * What is valid: a public key decodes, lies in the prime-order subgroup and is not the identity
 * (KeyValidate); a signature decodes and lies in the subgroup (the identity decodes but never
 * verifies against a valid key). Every key and signature given to a function here is checked
 * so; the verification functions return ECB_OK only when the signature verifies, else the
 * status of the first check that failed (the decoder's status, ECB_ERR_IDENTITY for an identity
 * key, ECB_ERR_VERIFY_FAILED for a pairing equation that does not hold).
 *
 * Bounds: lists hold at most ECB_BLS_MAX_COUNT elements (more: ECB_ERR_SIZE_OVERFLOW, checked
 * before any allocation); message and key_info lengths at most PTRDIFF_MAX
 * (ECB_ERR_SIZE_OVERFLOW). An empty list is ECB_ERR_INVALID_ARGUMENT (the draft's
 * AggregateVerify and FastAggregateVerify reject it).
 *
 * Timing: KeyGen, SkToPk, Sign and PopProve are constant time in the secret key and IKM (only
 * whether a key is valid is revealed), as threshold Sign is in the share; everything else takes
 * public data only.
 *
 * Threshold signatures (t of n, at the end of this header) sign with the shares of a
 * threshold-decryption dealing (include/ecbatch/bte.h) and are checked against its public
 * polynomial. */
#ifndef ECBATCH_BLS_H
#define ECBATCH_BLS_H

#include <stddef.h>
#include <stdint.h>

#include "bls12_381.h"
#include "bte.h"
#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The two ciphersuites. */
typedef enum ecb_bls_variant {
    ECB_BLS_MIN_PK = 0, /**< keys in G1 (48 bytes), signatures in G2 (96 bytes); Ethereum */
    ECB_BLS_MIN_SIG = 1 /**< keys in G2 (96 bytes), signatures in G1 (48 bytes) */
} ecb_bls_variant;

/** Bytes of a secret key. */
#define ECB_BLS_SECRET_KEY_BYTES 32
/** The shortest IKM KeyGen takes (shorter: ECB_ERR_LENGTH). */
#define ECB_BLS_MIN_IKM_BYTES 32
/** The most elements of one list (keys, signatures, messages, batch triples). */
#define ECB_BLS_MAX_COUNT ((size_t)1 << 16)
/** The most threads ecb_bls_batch_verify takes (more: ECB_ERR_INVALID_ARGUMENT). */
#define ECB_BLS_MAX_THREADS 256u

/** Bytes of a public key of variant v (48 or 96); 0 for an unknown variant. */
size_t ecb_bls_public_key_bytes(ecb_bls_variant v);
/** Bytes of a signature (and proof of possession) of variant v (96 or 48); 0 for an unknown
 * variant. */
size_t ecb_bls_signature_bytes(ecb_bls_variant v);

/** KeyGen (draft-irtf-cfrg-bls-signature-04 §2.3, blst_keygen, EIP-2333 derive_master_SK):
 * salt = SHA-256("BLS-SIG-KEYGEN-SALT-"); PRK = HKDF-Extract(salt, ikm || 0x00);
 * OKM = HKDF-Expand(PRK, key_info || I2OSP(48, 2), 48); sk = OS2IP(OKM) mod r; while sk = 0,
 * salt = SHA-256(salt) and repeat. sk is written as 32 bytes big-endian. key_info may be NULL
 * when key_info_len = 0. Returns ECB_OK; ECB_ERR_NULL_POINTER (sk or ikm NULL, key_info NULL
 * with key_info_len > 0); ECB_ERR_LENGTH (ikm_len < ECB_BLS_MIN_IKM_BYTES);
 * ECB_ERR_SIZE_OVERFLOW (ikm_len or key_info_len above PTRDIFF_MAX). On error sk (when not
 * NULL) is all zero, which no function here accepts as a key. Constant time in ikm; temporaries
 * are wiped. */
ecb_status ecb_bls_keygen(uint8_t sk[32], const uint8_t *ikm, size_t ikm_len,
                          const uint8_t *key_info, size_t key_info_len);

/** SkToPk: pk = sk times the generator of the key group, compressed (ecb_bls_public_key_bytes(v)
 * bytes). Returns ECB_OK; ECB_ERR_NULL_POINTER; ECB_ERR_INVALID_ARGUMENT (unknown variant);
 * ECB_ERR_SCALAR_OUT_OF_RANGE (sk = 0 or sk >= r). On error pk is all zero. Constant time in
 * sk. */
ecb_status ecb_bls_sk_to_pk(ecb_bls_variant v, uint8_t *pk, const uint8_t sk[32]);

/** KeyValidate: ECB_OK when pk (ecb_bls_public_key_bytes(v) bytes) decodes, lies in the
 * subgroup and is not the identity; else the decoder's status, ECB_ERR_IDENTITY,
 * ECB_ERR_NULL_POINTER or ECB_ERR_INVALID_ARGUMENT (unknown variant). */
ecb_status ecb_bls_key_validate(ecb_bls_variant v, const uint8_t *pk);

/** Sign: sig = sk times hash_to_curve(msg, signature DST), compressed
 * (ecb_bls_signature_bytes(v) bytes). msg may be NULL when msg_len = 0. Returns ECB_OK;
 * ECB_ERR_NULL_POINTER; ECB_ERR_INVALID_ARGUMENT (unknown variant); ECB_ERR_SIZE_OVERFLOW
 * (msg_len above PTRDIFF_MAX); ECB_ERR_SCALAR_OUT_OF_RANGE (sk = 0 or sk >= r). On error sig is
 * all zero. Constant time in sk (and in msg). */
ecb_status ecb_bls_sign(ecb_bls_variant v, uint8_t *sig, const uint8_t sk[32], const uint8_t *msg,
                        size_t msg_len);

/** Verify: ECB_OK when pk passes KeyValidate, sig decodes into the subgroup and
 * e(pk, H(msg)) = e(g1, sig) (min-pk; min-sig: e(H(msg), pk) = e(sig, g2)); else
 * ECB_ERR_VERIFY_FAILED or the status of the first failing check (pk before sig); argument
 * errors ECB_ERR_NULL_POINTER (pk or sig NULL, msg NULL with msg_len > 0),
 * ECB_ERR_INVALID_ARGUMENT (unknown variant), ECB_ERR_SIZE_OVERFLOW (msg_len above
 * PTRDIFF_MAX). One product of two pairings; no allocation. */
ecb_status ecb_bls_verify(ecb_bls_variant v, const uint8_t *pk, const uint8_t *msg, size_t msg_len,
                          const uint8_t *sig);

/** Aggregate: out = the compressed sum of n signatures stored back to back at sigs (sigs_len =
 * n times ecb_bls_signature_bytes(v)), each decoded and subgroup-checked on its own; identities
 * add nothing. Errors, in this order: ECB_ERR_NULL_POINTER; ECB_ERR_INVALID_ARGUMENT (unknown
 * variant, n = 0); ECB_ERR_SIZE_OVERFLOW (n > ECB_BLS_MAX_COUNT); ECB_ERR_LENGTH (sigs_len);
 * then the status of the first element that fails to decode. On error out is all zero. No
 * allocation. */
ecb_status ecb_bls_aggregate(ecb_bls_variant v, uint8_t *out, const uint8_t *sigs, size_t sigs_len,
                             size_t n);

/** FastAggregateVerify with Ethereum's semantics: each of the n keys at pks (pks_len = n times
 * ecb_bls_public_key_bytes(v); keys may repeat) must pass KeyValidate on its own, then Verify
 * runs with their sum, which fails (ECB_ERR_IDENTITY) when the sum is the identity. Argument
 * errors as ecb_bls_aggregate (n = 0: ECB_ERR_INVALID_ARGUMENT). One pairing product of two
 * pairs. */
ecb_status ecb_bls_fast_aggregate_verify(ecb_bls_variant v, const uint8_t *pks, size_t pks_len,
                                         size_t n, const uint8_t *msg, size_t msg_len,
                                         const uint8_t *sig);

/** AggregateVerify (the proof-of-possession scheme's, so messages need not be distinct): ECB_OK
 * when every key passes KeyValidate, sig decodes into the subgroup and
 * prod_i e(pk_i, H(m_i)) = e(g1, sig) (min-sig swapped). Message i is msgs[i] (msg_lens[i]
 * bytes; NULL allowed for an empty message). Argument errors: ECB_ERR_NULL_POINTER (msgs or
 * msg_lens NULL), then as ecb_bls_aggregate, then message by message as ecb_bls_batch_verify;
 * then ECB_ERR_OUT_OF_MEMORY. One multi-pairing of n + 1 pairs; allocates about 1 KB per key. */
ecb_status ecb_bls_aggregate_verify(ecb_bls_variant v, const uint8_t *pks, size_t pks_len,
                                    const uint8_t *const *msgs, const size_t *msg_lens, size_t n,
                                    const uint8_t *sig);

/** PopProve: proof = sk times hash_to_curve(SkToPk(sk) compressed, PoP DST). Errors as
 * ecb_bls_sign. Constant time in sk. */
ecb_status ecb_bls_pop_prove(ecb_bls_variant v, uint8_t *proof, const uint8_t sk[32]);

/** PopVerify: Verify of proof with the message = the public key's compressed bytes and the PoP
 * DST. Statuses as ecb_bls_verify. */
ecb_status ecb_bls_pop_verify(ecb_bls_variant v, const uint8_t *pk, const uint8_t *proof);

/** Batch verification of n independent triples (pk_i, m_i, sig_i): keys back to back at pks
 * (pks_len = n times the key size), messages as in ecb_bls_aggregate_verify, signatures back to
 * back at sigs (sigs_len = n times the signature size). With weights w_i (128-bit, non-zero,
 * drawn from a BLAKE3 transcript of the variant, every key, signature and message digest, and
 * 32 fresh random bytes) it checks e(g1, sum_i w_i sig_i) = prod_m e(sum_{i: m_i = m} w_i pk_i,
 * H(m)) (min-pk; min-sig swapped): the signature sum is one MSM, the keys of triples sharing a
 * message are summed by one MSM per message, H(m) is computed once per distinct message, and one
 * multi-pairing decides. When it fails, the invalid triples are found by bisection over the same
 * weights. A triple is invalid when its key fails KeyValidate, its signature fails to decode,
 * or it fails Verify; with the random weights, an invalid set passes with probability at most
 * about 2^-127.
 * @param valid   NULL, or n bytes: valid[i] = 1 for a valid triple, 0 for an invalid one
 * @param invalid NULL, or receives the number of invalid triples
 * @param threads 0 or 1: the calling thread; at most ECB_BLS_MAX_THREADS (the batch decoders and
 *                the MSMs use them; hashing and the pairing run on the calling thread)
 * @return ECB_OK when every triple is valid; ECB_ERR_VERIFY_FAILED when some are (named in
 *         valid); argument errors, checked first, in this order, before anything is allocated:
 *         ECB_ERR_NULL_POINTER (pks, sigs, msgs or msg_lens NULL), ECB_ERR_INVALID_ARGUMENT
 *         (unknown variant, n = 0, threads above the bound), ECB_ERR_SIZE_OVERFLOW
 *         (n > ECB_BLS_MAX_COUNT), ECB_ERR_LENGTH (pks_len or sigs_len), then message by
 *         message ECB_ERR_SIZE_OVERFLOW (longer than PTRDIFF_MAX) or ECB_ERR_NULL_POINTER (NULL
 *         with a non-zero length); then ECB_ERR_OUT_OF_MEMORY, ECB_ERR_RANDOMNESS
 *         (libsodium cannot start). On an argument error nothing is written to valid; on every
 *         error but ECB_ERR_VERIFY_FAILED *invalid (when not NULL) is n and valid's contents
 *         mean nothing. Allocates about 2 KB per triple. */
ecb_status ecb_bls_batch_verify(ecb_bls_variant v, const uint8_t *pks, size_t pks_len,
                                const uint8_t *const *msgs, const size_t *msg_lens,
                                const uint8_t *sigs, size_t sigs_len, size_t n, unsigned threads,
                                uint8_t *valid, size_t *invalid);

/* ---- decoded public keys ------------------------------------------------------------------- */

/** A public key that passed KeyValidate, decoded once for many verifications: the byte
 * functions above decompress and subgroup-check every key on every call, which is most of
 * FastAggregateVerify's time over many keys (the keys a validator set signs with are checked
 * once and cached, as Ethereum clients do). Made only by ecb_bls_public_key_decode; the
 * functions taking it refuse one whose header that function did not write
 * (ECB_ERR_INVALID_ARGUMENT), and otherwise trust the point (UNCHECKED: do not build one by
 * hand). An in-memory form for this build, not an exchange format. */
typedef struct ecb_bls_public_key {
    uint64_t tag;   /**< the variant and a marker, written by ecb_bls_public_key_decode */
    uint64_t v[24]; /**< the affine point (G1: the first 12 words) */
} ecb_bls_public_key;

/** KeyValidate of the key pk of variant v (ecb_bls_public_key_bytes(v) bytes) into out.
 * Returns ECB_OK; ECB_ERR_NULL_POINTER; ECB_ERR_INVALID_ARGUMENT (unknown variant); the
 * decoder's status or ECB_ERR_IDENTITY (as ecb_bls_key_validate). On error *out (when out is
 * not NULL) is all zero, which the functions below refuse. Variable time (public keys). */
ecb_status ecb_bls_public_key_decode(ecb_bls_public_key *out, ecb_bls_variant v,
                                     const uint8_t *pk);

/** ecb_bls_verify with a decoded key (its variant is the key's): statuses as ecb_bls_verify,
 * and ECB_ERR_INVALID_ARGUMENT for a key ecb_bls_public_key_decode did not fill. */
ecb_status ecb_bls_verify_key(const ecb_bls_public_key *pk, const uint8_t *msg, size_t msg_len,
                              const uint8_t *sig);

/** ecb_bls_fast_aggregate_verify over n decoded keys pks[0..n-1], all of one variant (the
 * signature's): the keys are summed without decoding or checking them again. Errors, in this
 * order: ECB_ERR_NULL_POINTER (pks or sig NULL, msg NULL with msg_len > 0);
 * ECB_ERR_INVALID_ARGUMENT (n = 0, a key ecb_bls_public_key_decode did not fill, keys of two
 * variants); ECB_ERR_SIZE_OVERFLOW (n > ECB_BLS_MAX_COUNT, msg_len above PTRDIFF_MAX); then as
 * ecb_bls_fast_aggregate_verify (ECB_ERR_IDENTITY for a sum that is the identity, the
 * signature's decoder status, ECB_ERR_VERIFY_FAILED). One pairing product of two pairs; no
 * allocation. */
ecb_status ecb_bls_fast_aggregate_verify_keys(const ecb_bls_public_key *pks, size_t n,
                                              const uint8_t *msg, size_t msg_len,
                                              const uint8_t *sig);

/* ---- threshold signatures: t of n over a threshold-decryption dealing ------------------------
 *
 * The dealing of include/ecbatch/bte.h (ecb_bte_deal, or a decoded public polynomial) gives the
 * public polynomial C_k = a_k g (k < t) in the key group and the shares x_i = f(i + 1) of
 * f(z) = sum_k a_k z^k. The variants pair up by group: ECB_BLS_MIN_PK with ECB_BTE_MINPK (keys
 * and commitments in G1), ECB_BLS_MIN_SIG with ECB_BTE_MINSIG (G2); a polynomial of the other
 * group is ECB_ERR_WRONG_GROUP. The group public key is C_0 = a_0 g (ecb_bls_threshold_public_key,
 * the bytes of ecb_bte_public_key), and the signature recovered from t valid partials is the
 * ordinary signature a_0 H(m), which ecb_bls_verify accepts under it.
 *
 * A partial signature is u32be(x) || sig (ecb_bls_partial_signature_bytes(v) bytes: 100
 * min-pk, 52 min-sig): the participant index x = share index + 1, never 0 (ECB_ERR_ZERO_INDEX),
 * at most ECB_BTE_MAX_PARTICIPANTS and at most the dealing's n when the polynomial knows it
 * (ecb_bte_public_participants; else ECB_ERR_INDEX_OUT_OF_RANGE), then the compressed point
 * x_i H(m) in the signature group, which must decode into the subgroup (the decoder's status
 * otherwise). It is valid when e(h_x, H(m)) = e(g, sig) (min-pk; min-sig swapped) for the
 * public share h_x = sum_k x^k C_k = x_i g. The identity decodes: it is the partial of a share
 * 0 and verifies only against an identity public share (probability 2^-255 for a dealer's
 * random polynomial). */

/** Bytes of a partial signature's index prefix. */
#define ECB_BLS_PARTIAL_INDEX_BYTES 4
/** The most partial signatures one call takes (more: ECB_ERR_SIZE_OVERFLOW, before any
 * allocation). */
#define ECB_BLS_MAX_PARTIALS ((size_t)1 << 16)

/** Bytes of a partial signature of variant v: 4 + ecb_bls_signature_bytes(v) (100 or 52); 0 for
 * an unknown variant. */
size_t ecb_bls_partial_signature_bytes(ecb_bls_variant v);

/** The group public key C_0 of pub, compressed (ecb_bls_public_key_bytes(v) bytes): what
 * ecb_bls_verify takes with a recovered signature. Returns ECB_OK; ECB_ERR_NULL_POINTER;
 * ECB_ERR_INVALID_ARGUMENT (unknown variant); ECB_ERR_WRONG_GROUP (pub of the other group). On
 * error pk (when not NULL and v known) is all zero. */
ecb_status ecb_bls_threshold_public_key(ecb_bls_variant v, uint8_t *pk, const ecb_bte_public *pub);

/** Threshold Sign: partial = u32be(share->index + 1) || x_i H(msg) with the signature DST of v,
 * where x_i is share->secret (32 bytes big-endian, below r; 0 is allowed, as bte's shares allow
 * it, and signs the identity). msg may be NULL when msg_len = 0. Returns ECB_OK;
 * ECB_ERR_NULL_POINTER; ECB_ERR_INVALID_ARGUMENT (unknown variant); ECB_ERR_SIZE_OVERFLOW (msg_len
 * above PTRDIFF_MAX); ECB_ERR_INDEX_OUT_OF_RANGE (share->index at or above
 * ECB_BTE_MAX_PARTICIPANTS); ECB_ERR_SCALAR_OUT_OF_RANGE (a secret >= r). On error partial (when
 * not NULL and v known) is all zero. Constant time in the secret (and in msg); temporaries are
 * wiped. */
ecb_status ecb_bls_threshold_sign(ecb_bls_variant v, uint8_t *partial, const ecb_bte_share *share,
                                  const uint8_t *msg, size_t msg_len);

/** Verifies one partial signature (partial_len bytes) on msg against pub: ECB_OK when it is
 * valid (see above); else, in this order, ECB_ERR_NULL_POINTER (pub or partial NULL, msg NULL
 * with msg_len > 0), ECB_ERR_INVALID_ARGUMENT (unknown variant), ECB_ERR_WRONG_GROUP,
 * ECB_ERR_SIZE_OVERFLOW (msg_len above PTRDIFF_MAX), ECB_ERR_LENGTH (partial_len is not
 * ecb_bls_partial_signature_bytes(v)), ECB_ERR_ZERO_INDEX, ECB_ERR_INDEX_OUT_OF_RANGE, the
 * signature decoder's status, ECB_ERR_VERIFY_FAILED. The public share costs t - 1
 * multiplications by x <= 2^16 (Horner's rule), then one product of two pairings; no
 * allocation. */
ecb_status ecb_bls_threshold_verify(ecb_bls_variant v, const ecb_bte_public *pub,
                                    const uint8_t *msg, size_t msg_len, const uint8_t *partial,
                                    size_t partial_len);

/** Verifies n partial signatures of one message, stored back to back at partials (partials_len
 * = n times ecb_bls_partial_signature_bytes(v); indices may repeat), in one batch: with 64-bit
 * non-zero weights rho_i drawn from a BLAKE3 transcript of the variant, the polynomial (t, n and
 * every commitment), a digest of msg, every partial's bytes and 32 fresh random bytes, it checks
 *   e(sum_k c_k C_k, H(msg)) = e(g, sum_i rho_i sig_i),  c_k = sum_i rho_i x_i^k
 * (min-pk; min-sig swapped): the public shares' weighted sum is one MSM over the t commitments,
 * the signatures' one MSM over the n points, then one product of two pairings; H(msg) is hashed
 * once. Partials whose index is refused (0, above the bound) or whose point does not decode into
 * the subgroup are invalid and take no part. When the check fails, the invalid partials are
 * found by bisection over the same weights. An invalid set passes a check with probability at
 * most about 2^-63 (the weights' length: the signatures' MSM is the batch's largest cost after
 * decoding, and 64-bit weights halve it).
 * @param valid   NULL, or n bytes: valid[i] = 1 when partial i is valid (what
 *                ecb_bls_threshold_verify accepts), else 0
 * @param invalid NULL, or receives the number of invalid partials
 * @param threads 0 or 1: the calling thread; at most ECB_BLS_MAX_THREADS (the signature decoder
 *                and the MSMs use them)
 * @return ECB_OK when every partial is valid; ECB_ERR_VERIFY_FAILED when some are not (named in
 *         valid); argument errors, checked first, in this order, before anything is allocated:
 *         ECB_ERR_NULL_POINTER (pub or partials NULL, msg NULL with msg_len > 0),
 *         ECB_ERR_INVALID_ARGUMENT (unknown variant, n = 0, threads above the bound),
 *         ECB_ERR_WRONG_GROUP, ECB_ERR_SIZE_OVERFLOW (n > ECB_BLS_MAX_PARTIALS, msg_len above
 *         PTRDIFF_MAX), ECB_ERR_LENGTH (partials_len); then ECB_ERR_OUT_OF_MEMORY,
 *         ECB_ERR_RANDOMNESS (libsodium cannot start). On an argument error nothing is written
 *         to valid; on every error but ECB_ERR_VERIFY_FAILED *invalid (when not NULL) is n and
 *         valid's contents mean nothing. Allocates about 1 KB per partial and t commitments'
 *         scalars. Variable time (public data). */
ecb_status ecb_bls_threshold_batch_verify(ecb_bls_variant v, const ecb_bte_public *pub,
                                          const uint8_t *msg, size_t msg_len,
                                          const uint8_t *partials, size_t partials_len, size_t n,
                                          unsigned threads, uint8_t *valid, size_t *invalid);

/** Recovers the group signature from k >= t partial signatures (partials_len = k times
 * ecb_bls_partial_signature_bytes(v)) with distinct indices: sig = sum_j lambda_j sig_j with the
 * Lagrange weights at 0 of all k indices, as ecb_bte_combine_var weights its responses (small
 * integers over a common denominator when they are shorter, e.g. binomials for contiguous
 * indices), as one MSM (and one multiplication by the denominator's inverse). Nothing checks
 * the partials' equations: pass partials that verification accepted (then sig verifies under
 * ecb_bls_threshold_public_key). Errors, in this order: ECB_ERR_NULL_POINTER;
 * ECB_ERR_INVALID_ARGUMENT (unknown variant, threads above ECB_BLS_MAX_THREADS);
 * ECB_ERR_WRONG_GROUP; ECB_ERR_SIZE_OVERFLOW (k > ECB_BLS_MAX_PARTIALS); ECB_ERR_LENGTH
 * (partials_len); then, partial by partial, ECB_ERR_ZERO_INDEX or ECB_ERR_INDEX_OUT_OF_RANGE;
 * ECB_ERR_TOO_FEW (k < t, k = 0 included); ECB_ERR_DUPLICATE_INDEX; the first signature
 * decoder's status; ECB_ERR_OUT_OF_MEMORY. On error sig (when not NULL and v known) is all
 * zero. Time O(k^2) field products for the weights and one MSM of k points; memory O(k).
 * Variable time (partial signatures are public). */
ecb_status ecb_bls_threshold_recover(ecb_bls_variant v, const ecb_bte_public *pub, uint8_t *sig,
                                     const uint8_t *partials, size_t partials_len, size_t k,
                                     unsigned threads);

#ifdef __cplusplus
}
#endif
#endif
