/* Bulletproofs+ transcript operations (spec §4) over Merlin, and merlin's TranscriptRng
 * (spec §1.3) on a fork of the transcript's STROBE-128 state. */
#include <sodium.h>
#include <string.h>

#include "hash/keccak.h"
#include "hash/strobe128.h"
#include "params.h"
#include "transcript.h"
#include "util/ct_declassify.h"

static ecb_status append_label(ecb_merlin_transcript *t, const char *label, const uint8_t *msg,
                               size_t len) {
    return ecb_merlin_append_message(t, (const uint8_t *)label, strlen(label), msg, len);
}

static void append_u64(ecb_merlin_transcript *t, const char *label, uint64_t x) {
    ecb_merlin_append_u64(t, (const uint8_t *)label, strlen(label), x);
}

static int is_zero32(const uint8_t b[32]) {
    uint8_t acc = 0;
    for (int i = 0; i < 32; i++)
        acc |= b[i];
    return acc == 0;
}

ecb_status bpp_transcript_append_point(ecb_merlin_transcript *t, const char *label,
                                       const uint8_t point[32]) {
    if (is_zero32(point)) return ECB_ERR_IDENTITY;
    return append_label(t, label, point, 32);
}

void bpp_transcript_append_scalar(ecb_merlin_transcript *t, const char *label,
                                  const ecb_ristretto255_scalar *s) {
    uint8_t bytes[32];
    ecb_ristretto255_scalar_encode(bytes, s);
    append_label(t, label, bytes, 32);
}

ecb_status bpp_transcript_preamble(ecb_merlin_transcript *t, const ecb_bpp_pedersen_gens *pc,
                                   size_t bit_length, size_t aggregation,
                                   const uint8_t (*commitments)[32], const uint64_t *promises) {
    static const char dom[] = "Bulletproofs+ Range Proof";
    /* the caller's transcript may be failed (merlin.h); once this append succeeds, no later
     * one can fail: every message here has a short fixed length */
    ecb_status st = append_label(t, "dom-sep", (const uint8_t *)dom, sizeof dom - 1);
    if (st != ECB_OK) return st;
    if ((st = bpp_transcript_append_point(t, "H", pc->h_bytes)) != ECB_OK) return st;
    for (size_t k = 0; k < pc->extension_degree; k++)
        if ((st = bpp_transcript_append_point(t, "G", pc->g_bytes[k])) != ECB_OK) return st;
    append_u64(t, "N", bit_length);
    append_u64(t, "T", pc->extension_degree);
    append_u64(t, "M", aggregation);
    for (size_t j = 0; j < aggregation; j++)
        append_label(t, "Ci", commitments[j], 32);
    for (size_t j = 0; j < aggregation; j++)
        append_u64(t, "vi - minimum_value", promises != NULL ? promises[j] : 0);
    return ECB_OK;
}

ecb_status bpp_transcript_challenge(ecb_merlin_transcript *t, const char *label,
                                    ecb_ristretto255_scalar *out) {
    uint8_t wide[64];
    ecb_status st =
        ecb_merlin_challenge_bytes(t, (const uint8_t *)label, strlen(label), wide, sizeof wide);
    if (st != ECB_OK) return st;
    ecb_ristretto255_scalar_reduce64(out, wide);
    sodium_memzero(wide, sizeof wide);
    /* a challenge is public (the verifier recomputes it), although the prover's transcript
     * holds points computed from secrets */
    ecb_ct_declassify(out, sizeof *out);
    return ecb_ristretto255_scalar_is_zero(out) ? ECB_ERR_VERIFY_FAILED : ECB_OK;
}

/* ---- TranscriptRng ------------------------------------------------------------------------- */

/* STROBE KEY (flags A|C, STROBE §6.3): begin the operation as every STROBE operation does
 * (absorb the old pos_begin and the flags; C-flagged operations run F first when pos != 0),
 * then overwrite the rate bytes with the key, running F when the rate fills. hash/strobe128.h
 * has only the operations Merlin transcripts need, so KEY is written here over the same
 * state, with the same framing as its meta-AD and PRF. */
static void strobe_run_f(ecb_strobe128 *s) {
    uint8_t begin = s->pos_begin, dsep = 0x04, pad = 0x80;
    ecb_keccak_xor_bytes(s->state, s->pos, &begin, 1);
    ecb_keccak_xor_bytes(s->state, (size_t)s->pos + 1, &dsep, 1);
    ecb_keccak_xor_bytes(s->state, ECB_STROBE128_R + 1, &pad, 1);
    ecb_keccak_f1600(s->state);
    s->pos = 0;
    s->pos_begin = 0;
}

static void strobe_key(ecb_strobe128 *s, const uint8_t *key, size_t len) {
    const uint8_t flags = 0x02 | 0x04; /* A | C */
    uint8_t frame[2] = {s->pos_begin, flags};
    s->pos_begin = (uint8_t)(s->pos + 1);
    s->cur_flags = flags;
    for (size_t i = 0; i < 2; i++) {
        ecb_keccak_xor_bytes(s->state, s->pos++, &frame[i], 1);
        if (s->pos == ECB_STROBE128_R) strobe_run_f(s);
    }
    if (s->pos != 0) strobe_run_f(s);
    for (size_t i = 0; i < len; i++) {
        ecb_keccak_clear_bytes(s->state, s->pos, 1);
        ecb_keccak_xor_bytes(s->state, s->pos++, &key[i], 1);
        if (s->pos == ECB_STROBE128_R) strobe_run_f(s);
    }
}

static void le32(uint8_t out[4], size_t x) {
    for (int i = 0; i < 4; i++)
        out[i] = (uint8_t)(x >> (8 * i));
}

void bpp_rng_build(bpp_rng *rng, const ecb_merlin_transcript *t, const uint8_t *witness,
                   size_t witness_len, const uint8_t external[32]) {
    uint8_t len[4];
    rng->strobe = *t;
    if (witness_len > 0) { /* rekey_with_witness_bytes("witness", w) */
        le32(len, witness_len);
        ecb_strobe128_meta_ad(&rng->strobe, (const uint8_t *)"witness", 7, 0);
        ecb_strobe128_meta_ad(&rng->strobe, len, 4, 1);
        strobe_key(&rng->strobe, witness, witness_len);
    }
    /* finalize: meta-AD("rng"), KEY(32 external bytes) */
    ecb_strobe128_meta_ad(&rng->strobe, (const uint8_t *)"rng", 3, 0);
    strobe_key(&rng->strobe, external, 32);
}

void bpp_rng_fill(bpp_rng *rng, uint8_t *out, size_t len) {
    uint8_t n[4];
    le32(n, len);
    ecb_strobe128_meta_ad(&rng->strobe, n, 4, 0);
    ecb_strobe128_prf(&rng->strobe, out, len, 0);
}

void bpp_rng_scalar_not_zero(bpp_rng *rng, ecb_ristretto255_scalar *out) {
    uint8_t wide[64];
    int zero;
    do {
        bpp_rng_fill(rng, wide, sizeof wide);
        ecb_ristretto255_scalar_reduce64(out, wide);
        /* rejection sampling reveals only that a rejected sample was zero */
        zero = ecb_ristretto255_scalar_is_zero(out);
        ecb_ct_declassify(&zero, sizeof zero);
    } while (zero);
    sodium_memzero(wide, sizeof wide);
}

void bpp_rng_wipe(bpp_rng *rng) {
    ecb_merlin_wipe(&rng->strobe);
}

ecb_status bpp_transcript_replay(ecb_merlin_transcript *t, const ecb_bpp_statement *st,
                                 const ecb_bpp_proof *proof, ecb_ristretto255_scalar *y,
                                 ecb_ristretto255_scalar *z, ecb_ristretto255_scalar *ej,
                                 ecb_ristretto255_scalar *e, uint8_t binding[32]) {
    const ecb_bpp_params *params = st->params;
    ecb_status s = bpp_transcript_preamble(t, &params->pc, params->bit_length, st->aggregation,
                                           st->commitments, st->minimum_value_promises);
    if (s != ECB_OK) return s;
    if ((s = bpp_transcript_append_point(t, "A", proof->A)) != ECB_OK ||
        (s = bpp_transcript_challenge(t, "y", y)) != ECB_OK ||
        (s = bpp_transcript_challenge(t, "z", z)) != ECB_OK)
        return s;
    for (size_t j = 0; j < proof->rounds; j++)
        if ((s = bpp_transcript_append_point(t, "L", proof->L[j])) != ECB_OK ||
            (s = bpp_transcript_append_point(t, "R", proof->R[j])) != ECB_OK ||
            (s = bpp_transcript_challenge(t, "e", &ej[j])) != ECB_OK)
            return s;
    if ((s = bpp_transcript_append_point(t, "A1", proof->A1)) != ECB_OK ||
        (s = bpp_transcript_append_point(t, "B", proof->B)) != ECB_OK ||
        (s = bpp_transcript_challenge(t, "e", e)) != ECB_OK)
        return s;
    if (binding != NULL) {
        static const uint8_t null_rng[32] = {0};
        bpp_rng rng;
        bpp_transcript_append_scalar(t, "r1", &proof->r1);
        bpp_transcript_append_scalar(t, "s1", &proof->s1);
        for (size_t k = 0; k < proof->extension_degree; k++)
            bpp_transcript_append_scalar(t, "d1", &proof->d1[k]);
        bpp_rng_build(&rng, t, NULL, 0, null_rng);
        bpp_rng_fill(&rng, binding, 32);
    }
    return ECB_OK;
}
