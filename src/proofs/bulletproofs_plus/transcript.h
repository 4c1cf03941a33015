/* The Bulletproofs+ Fiat-Shamir transcript (spec §4) and the transcript RNG that binds prover
 * nonces and verifier weights to it (spec §1.3 TranscriptRng, §4.3 rebuild points). */
#ifndef ECBATCH_BPP_TRANSCRIPT_H
#define ECBATCH_BPP_TRANSCRIPT_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/bulletproofs_plus.h"

/* The statement preamble (spec §4.2): domain separator, H and G_1..G_T (identity rejected:
 * ECB_ERR_IDENTITY), n, T, m, the m commitments as given and the m promises (0 = none).
 * ECB_ERR_TRANSCRIPT when t is a failed transcript (merlin.h). */
ecb_status bpp_transcript_preamble(ecb_merlin_transcript *t, const ecb_bpp_pedersen_gens *pc,
                                   size_t bit_length, size_t aggregation,
                                   const uint8_t (*commitments)[32], const uint64_t *promises);

/* append_message(label, point) after checking the encoding is not the identity (32 zero
 * bytes): ECB_ERR_IDENTITY. */
ecb_status bpp_transcript_append_point(ecb_merlin_transcript *t, const char *label,
                                       const uint8_t point[32]);

void bpp_transcript_append_scalar(ecb_merlin_transcript *t, const char *label,
                                  const ecb_ristretto255_scalar *s);

/* challenge_scalar(label): 64 challenge bytes reduced mod l; ECB_ERR_VERIFY_FAILED when zero,
 * ECB_ERR_TRANSCRIPT when t is failed. */
ecb_status bpp_transcript_challenge(ecb_merlin_transcript *t, const char *label,
                                    ecb_ristretto255_scalar *out);

/* The verifier's replay of one proof's transcript (spec §4): the preamble; A -> y, z; each
 * L_j, R_j -> e_j; A1, B -> e; and, when binding != NULL, "r1", "s1", "d1"... followed by 32
 * bytes of the null-keyed transcript RNG, which bind the proof into the weight transcript
 * (spec §8.2). The proof's rounds and T must match the statement (checked by the caller).
 * Errors: ECB_ERR_IDENTITY, ECB_ERR_VERIFY_FAILED (zero challenge), ECB_ERR_TRANSCRIPT. */
ecb_status bpp_transcript_replay(ecb_merlin_transcript *t, const ecb_bpp_statement *st,
                                 const ecb_bpp_proof *proof, ecb_ristretto255_scalar *y,
                                 ecb_ristretto255_scalar *z, ecb_ristretto255_scalar *ej,
                                 ecb_ristretto255_scalar *e, uint8_t binding[32]);

/* A TranscriptRng: a STROBE state forked from a transcript. */
typedef struct bpp_rng {
    ecb_merlin_transcript strobe; /* an ecb_strobe128 */
} bpp_rng;

/* Rebuild (spec §4.3): fork t, rekey with ("witness", witness) when witness_len > 0, then
 * finalize with the 32 external bytes. Constant time in witness and external. */
void bpp_rng_build(bpp_rng *rng, const ecb_merlin_transcript *t, const uint8_t *witness,
                   size_t witness_len, const uint8_t external[32]);

/* fill_bytes: meta-AD(LE32(len)) then PRF(len). */
void bpp_rng_fill(bpp_rng *rng, uint8_t *out, size_t len);

/* random_not_zero (spec §1.1): 64 bytes reduced mod l, drawn again while zero. */
void bpp_rng_scalar_not_zero(bpp_rng *rng, ecb_ristretto255_scalar *out);

void bpp_rng_wipe(bpp_rng *rng);

#endif
