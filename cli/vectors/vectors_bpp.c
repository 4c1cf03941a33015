/* Vector suites of ../shared/vectors/bulletproofs-plus: valid-proofs, negative, batches,
 * prover-rejections and generators (the spec-examples suites are in vectors_bpp_examples.c). */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bpp_json.h"
#include "hash/sha3.h"
#include "proofs/bulletproofs_plus/nonce.h"
#include "proofs/bulletproofs_plus/transcript.h"
#include "vector_suites.h"
#include "vectors_bpp.h"

/* ---- shared helpers ------------------------------------------------------------------------ */

int bpp_scalar_matches(const ecb_ristretto255_scalar *s, const json_t *hex) {
    unsigned char want[32], got[32];
    size_t len = 0;
    unsigned char *b = json_hex_value_alloc(hex, &len);
    int ok = b != NULL && len == 32;
    if (ok) memcpy(want, b, 32);
    free(b);
    ecb_ristretto255_scalar_encode(got, s);
    return ok && memcmp(want, got, 32) == 0;
}

static void deterministic_rng(void *ctx, uint8_t out[32]) {
    uint64_t *counter = ctx;
    unsigned char seed[randombytes_SEEDBYTES] = {0};
    memcpy(seed, counter, sizeof *counter);
    (*counter)++;
    randombytes_buf_deterministic(out, 32, seed);
}

ecb_status bpp_verify_items(bpp_params_cache *pc, const struct bpp_item *items, size_t count,
                            ecb_bpp_action action, ecb_bpp_mask *masks,
                            const ecb_bpp_verify_options *opt) {
    ecb_bpp_statement *st = calloc(count, sizeof *st);
    ecb_bpp_proof *proofs = calloc(count, sizeof *proofs);
    ecb_merlin_transcript *ts = calloc(count, sizeof *ts);
    ecb_status s = (st && proofs && ts) ? ECB_OK : ECB_ERR_OUT_OF_MEMORY;
    for (size_t i = 0; s == ECB_OK && i < count; i++) {
        if ((s = bpp_item_statement(pc, &items[i], &st[i])) != ECB_OK) break;
        if ((s = ecb_bpp_proof_parse_var(&proofs[i], items[i].proof_bytes, items[i].proof_len)) !=
            ECB_OK)
            break;
        bpp_item_transcript(&items[i], &ts[i]);
    }
    if (s == ECB_OK) s = ecb_bpp_verify_batch_var(ts, count, st, proofs, count, action, masks, opt);
    free(st);
    free(proofs);
    free(ts);
    return s;
}

/* Proves an item's witness into bytes (out must hold the proof). rng NULL: zero bytes. */
ecb_status bpp_prove_item(bpp_params_cache *pc, const struct bpp_item *it, ecb_bpp_rng_fn rng,
                          void *rng_ctx, uint8_t *out, size_t cap, size_t *out_len,
                          ecb_bpp_proof *proof) {
    ecb_bpp_statement st;
    ecb_merlin_transcript t;
    ecb_status s = bpp_item_statement(pc, it, &st);
    if (s != ECB_OK) return s;
    ecb_bpp_witness w = {it->m, it->T, it->values, it->blindings};
    bpp_item_transcript(it, &t);
    if ((s = ecb_bpp_prove(proof, &t, &st, &w, rng != NULL ? rng : bpp_zero_rng, rng_ctx)) !=
        ECB_OK)
        return s;
    return ecb_bpp_proof_serialize(out, cap, out_len, proof);
}

void bpp_zero_rng(void *ctx, uint8_t out[32]) {
    (void)ctx;
    memset(out, 0, 32);
}

int bpp_commitments_match(bpp_params_cache *pc, const struct bpp_item *it) {
    const ecb_bpp_params *p = bpp_params_get(pc, it->n, it->M, it->T);
    if (p == NULL || it->values == NULL || it->blindings == NULL) return 0;
    for (size_t j = 0; j < it->m; j++) {
        ecb_ristretto255_point c;
        uint8_t enc[32];
        if (ecb_bpp_commit(&c, ecb_bpp_params_pedersen_gens(p), it->values[j],
                           it->blindings + j * it->T, it->T) != ECB_OK)
            return 0;
        ecb_ristretto255_encode(enc, &c);
        if (memcmp(enc, it->commitments[j], 32) != 0) return 0;
    }
    return 1;
}

/* y, z, e_j and e of an item's proof against hex strings. */
int bpp_challenges_match(bpp_params_cache *pc, const struct bpp_item *it, const json_t *y,
                         const json_t *z, const json_t *round_e, const json_t *final_e) {
    ecb_bpp_statement st;
    ecb_bpp_proof proof;
    ecb_merlin_transcript t;
    ecb_ristretto255_scalar cy, cz, ce, cej[ECB_BPP_MAX_ROUNDS];
    if (bpp_item_statement(pc, it, &st) != ECB_OK ||
        ecb_bpp_proof_parse_var(&proof, it->proof_bytes, it->proof_len) != ECB_OK)
        return 0;
    bpp_item_transcript(it, &t);
    if (bpp_transcript_replay(&t, &st, &proof, &cy, &cz, cej, &ce, NULL) != ECB_OK) return 0;
    int ok = bpp_scalar_matches(&cy, y) && bpp_scalar_matches(&cz, z) &&
             bpp_scalar_matches(&ce, final_e) && json_array_size(round_e) == proof.rounds;
    for (size_t j = 0; ok && j < proof.rounds; j++)
        ok = bpp_scalar_matches(&cej[j], json_array_get(round_e, j));
    return ok;
}

int bpp_masks_match(const ecb_bpp_mask *mask, const json_t *expected) {
    if (json_is_null(expected) || expected == NULL) return !mask->present;
    if (!mask->present || json_array_size(expected) != mask->extension_degree) return 0;
    for (size_t k = 0; k < mask->extension_degree; k++)
        if (!bpp_scalar_matches(&mask->blindings[k], json_array_get(expected, k))) return 0;
    return 1;
}

/* ---- valid-proofs -------------------------------------------------------------------------- */

static int valid_case(bpp_params_cache *pc, const json_t *c, struct vector_tally *tally) {
    const char *id = json_str(c, "id");
    char why[200], name[300];
    struct bpp_item it;
    ecb_bpp_mask mask;
    if (bpp_item_from_json(&it, c, NULL, BPP_JSON_LENIENT, why, sizeof why) != 0) {
        tally_case(tally, id, 0, why);
        return 0;
    }
    const json_t *exp = json_object_get(c, "expected"), *im = json_object_get(c, "intermediates");
    uint64_t plen = 0;
    int plen_ok = json_uint(c, "proof_len", SIZE_MAX, &plen) == 0;
    snprintf(name, sizeof name, "%s/length", id);
    tally_case(tally, name, plen_ok && it.proof_len == plen,
               plen_ok ? "proof_len" : "malformed proof_len (not an integer >= 0)");
    snprintf(name, sizeof name, "%s/commitments", id);
    tally_case(tally, name, bpp_commitments_match(pc, &it), "commit(values, blindings)");
    snprintf(name, sizeof name, "%s/verify", id);
    tally_case(tally, name, bpp_verify_items(pc, &it, 1, ECB_BPP_VERIFY_ONLY, NULL, NULL) == ECB_OK,
               "does not verify");
    snprintf(name, sizeof name, "%s/challenges", id);
    tally_case(tally, name,
               bpp_challenges_match(pc, &it, json_object_get(im, "y"), json_object_get(im, "z"),
                                    json_object_get(im, "round_e"), json_object_get(im, "final_e")),
               "y, z, e_j or e differ");
    if (it.has_seed) {
        /* seed-nonce derivations */
        const json_t *ders = json_object_get(im, "seed_nonce_derivations");
        int ok = json_array_size(ders) == it.T;
        for (size_t k = 0; ok && k < it.T; k++) {
            const json_t *d = json_array_get(ders, k);
            uint64_t kk = 0;
            ecb_ristretto255_scalar s;
            /* "k", when given, numbers the derivations in order */
            if (json_object_get(d, "k") != NULL) ok &= json_uint(d, "k", it.T, &kk) == 0 && kk == k;
            bpp_nonce(&s, &it.seed, "alpha", BPP_NONCE_NO_INDEX, k);
            ok &= bpp_scalar_matches(&s, json_object_get(d, "alpha"));
            bpp_nonce(&s, &it.seed, "d", BPP_NONCE_NO_INDEX, k);
            ok &= bpp_scalar_matches(&s, json_object_get(d, "d"));
            bpp_nonce(&s, &it.seed, "eta", BPP_NONCE_NO_INDEX, k);
            ok &= bpp_scalar_matches(&s, json_object_get(d, "eta"));
            const json_t *dl = json_object_get(d, "dL"), *dr = json_object_get(d, "dR");
            for (size_t j = 0; ok && j < json_array_size(dl); j++) {
                bpp_nonce(&s, &it.seed, "dL", j, k);
                ok &= bpp_scalar_matches(&s, json_array_get(dl, j));
                bpp_nonce(&s, &it.seed, "dR", j, k);
                ok &= bpp_scalar_matches(&s, json_array_get(dr, j));
            }
        }
        snprintf(name, sizeof name, "%s/seed-nonces", id);
        tally_case(tally, name, ok, "alpha, d, eta, dL or dR differ");
        /* mask recovery, both modes */
        const json_t *want = json_array_get(json_object_get(exp, "recovered_masks"), 0);
        ecb_status s = bpp_verify_items(pc, &it, 1, ECB_BPP_RECOVER_ONLY, &mask, NULL);
        snprintf(name, sizeof name, "%s/recover-only", id);
        tally_case(tally, name, s == ECB_OK && bpp_masks_match(&mask, want), "mask");
        s = bpp_verify_items(pc, &it, 1, ECB_BPP_RECOVER_AND_VERIFY, &mask, NULL);
        snprintf(name, sizeof name, "%s/recover-and-verify", id);
        tally_case(tally, name, s == ECB_OK && bpp_masks_match(&mask, want), "mask");
        /* a wrong seed (seed + 1): still verifies, a different mask */
        const json_t *want1 = NULL, *seed1 = json_object_get(exp, "seed_nonce_plus_one");
        const char *key;
        json_t *value;
        json_object_foreach((json_t *)exp, key, value) {
            if (strncmp(key, "recovered_masks_with_seed_nonce_plus_one", 40) == 0)
                want1 = json_array_get(value, 0);
        }
        ecb_ristretto255_scalar saved = it.seed;
        size_t len;
        unsigned char *b = json_hex_value_alloc(seed1, &len);
        ok = b != NULL && len == 32 && ecb_ristretto255_scalar_decode(&it.seed, b) == ECB_OK;
        free(b);
        s = bpp_verify_items(pc, &it, 1, ECB_BPP_RECOVER_AND_VERIFY, &mask, NULL);
        snprintf(name, sizeof name, "%s/recover-wrong-seed", id);
        tally_case(tally, name, ok && s == ECB_OK && bpp_masks_match(&mask, want1),
                   "seed + 1 mask");
        it.seed = saved;
    }
    /* re-prove: the proof must verify; with a seed every nonce is fixed, so A and all L/R
     * are the vector's bytes (only r and s of the final round are random) */
    {
        uint8_t buf[1 + 32 * (6 + 5 + 2 * ECB_BPP_MAX_ROUNDS)];
        size_t len = 0;
        uint64_t counter = 1;
        ecb_bpp_proof mine, theirs;
        ecb_status s =
            bpp_prove_item(pc, &it, deterministic_rng, &counter, buf, sizeof buf, &len, &mine);
        struct bpp_item copy = it;
        copy.proof_bytes = buf;
        copy.proof_len = len;
        snprintf(name, sizeof name, "%s/reprove-verify", id);
        tally_case(tally, name,
                   s == ECB_OK &&
                       bpp_verify_items(pc, &copy, 1, ECB_BPP_VERIFY_ONLY, NULL, NULL) == ECB_OK,
                   ecb_status_str(s));
        if (it.has_seed && s == ECB_OK &&
            ecb_bpp_proof_parse_var(&theirs, it.proof_bytes, it.proof_len) == ECB_OK) {
            int same = memcmp(mine.A, theirs.A, 32) == 0 && mine.rounds == theirs.rounds &&
                       memcmp(mine.L, theirs.L, 32 * mine.rounds) == 0 &&
                       memcmp(mine.R, theirs.R, 32 * mine.rounds) == 0;
            snprintf(name, sizeof name, "%s/reprove-seeded-bytes", id);
            tally_case(tally, name, same, "A, L or R differ from the vector");
        }
    }
    bpp_item_free(&it);
    return 0;
}

static int suite_valid(bpp_params_cache *pc, const json_t *root, const struct vector_options *opt,
                       struct vector_tally *tally) {
    (void)opt;
    const json_t *cases = json_object_get(root, "cases");
    if (!json_is_array(cases)) return -1;
    for (size_t i = 0; i < json_array_size(cases); i++)
        valid_case(pc, json_array_get(cases, i), tally);
    return 0;
}

/* ---- negative ------------------------------------------------------------------------------ */

static int suite_negative(bpp_params_cache *pc, const json_t *root,
                          const struct vector_options *opt, struct vector_tally *tally) {
    (void)opt;
    const json_t *vs = json_object_get(root, "vectors");
    if (!json_is_array(vs)) return -1;
    for (size_t i = 0; i < json_array_size(vs); i++) {
        const json_t *c = json_array_get(vs, i);
        char why[200], name[300];
        struct bpp_item it;
        snprintf(name, sizeof name, "%s: %s", json_str(c, "base_case"), json_str(c, "mutation"));
        if (bpp_item_from_json(&it, c, NULL, BPP_JSON_LENIENT, why, sizeof why) != 0) {
            tally_case(tally, name, 0, why);
            continue;
        }
        const json_t *fb = json_object_get(c, "rust_from_bytes"),
                     *rv = json_object_get(c, "rust_verify");
        ecb_bpp_proof proof;
        ecb_status parsed = ecb_bpp_proof_parse_var(&proof, it.proof_bytes, it.proof_len);
        int ok;
        if (!json_is_true(json_object_get(fb, "ok"))) {
            ok = bpp_rust_error_matches(json_str(fb, "error"), parsed);
            snprintf(why, sizeof why, "parse gave %s, tari %s", ecb_status_str(parsed),
                     json_str(fb, "error"));
        } else if (parsed != ECB_OK) {
            ok = 0;
            snprintf(why, sizeof why, "parse failed: %s", ecb_status_str(parsed));
        } else {
            ecb_status s = bpp_verify_items(pc, &it, 1, ECB_BPP_VERIFY_ONLY, NULL, NULL);
            int accept = json_is_true(json_object_get(c, "expected_accept"));
            ok = accept ? s == ECB_OK : bpp_rust_error_matches(json_str(rv, "error"), s);
            snprintf(why, sizeof why, "verify gave %s, tari %s", ecb_status_str(s),
                     json_str(rv, "error"));
        }
        tally_case(tally, name, ok, why);
        bpp_item_free(&it);
    }
    return 0;
}

/* ---- batches ------------------------------------------------------------------------------- */

static ecb_bpp_action parse_action(const char *a) {
    if (a != NULL && !strcmp(a, "RecoverOnly")) return ECB_BPP_RECOVER_ONLY;
    if (a != NULL && !strcmp(a, "RecoverAndVerify")) return ECB_BPP_RECOVER_AND_VERIFY;
    return ECB_BPP_VERIFY_ONLY;
}

static int suite_batches(bpp_params_cache *pc, const json_t *root, const struct vector_options *opt,
                         struct vector_tally *tally) {
    (void)opt;
    const json_t *batches = json_object_get(root, "batches");
    if (!json_is_array(batches)) return -1;
    for (size_t bi = 0; bi < json_array_size(batches); bi++) {
        const json_t *b = json_array_get(batches, bi);
        const json_t *proofs = json_object_get(b, "proofs");
        const char *bname = json_str(b, "name");
        size_t count = json_array_size(proofs);
        struct bpp_item *items = calloc(count, sizeof *items);
        ecb_bpp_mask *masks = calloc(count, sizeof *masks);
        ecb_status *status = calloc(count, sizeof *status), *single = calloc(count, sizeof *single);
        char why[200], name[300];
        int ok = items && masks && status && single && count > 0;
        for (size_t i = 0; ok && i < count; i++)
            ok = bpp_item_from_json(&items[i], json_array_get(proofs, i), NULL, BPP_JSON_LENIENT,
                                    why, sizeof why) == 0;
        if (!ok) {
            tally_case(tally, bname, 0, "unusable batch");
            goto next;
        }
        ecb_bpp_action action = parse_action(json_str(b, "action"));
        const json_t *spec = json_object_get(b, "spec_expected_accept");
        int accept = json_is_boolean(spec) ? json_is_true(spec)
                                           : json_is_true(json_object_get(b, "expected_accept"));
        const char *rust_error = json_str(json_object_get(b, "rust_result"), "error");
        ecb_status s = bpp_verify_items(pc, items, count, action, masks, NULL);
        if (accept) {
            ok = s == ECB_OK;
            const json_t *rm = json_object_get(b, "returned_masks");
            /* tari 0.4.1 returns only the first chunk's masks; every proof has one here */
            for (size_t i = 0; ok && i < count && i < json_array_size(rm); i++)
                ok = bpp_masks_match(&masks[i], json_array_get(rm, i));
            snprintf(why, sizeof why, "%s", ecb_status_str(s));
        } else {
            ok = rust_error != NULL ? bpp_rust_error_matches(rust_error, s)
                                    : s == ECB_ERR_VERIFY_FAILED;
            snprintf(why, sizeof why, "gave %s, tari %s", ecb_status_str(s),
                     rust_error ? rust_error : "(accepts: 0.4.1 chunk bug)");
        }
        tally_case(tally, bname, ok, why);
        /* identify_invalid, with 1 and 2 threads: the flagged proofs are exactly those that fail
         * alone, plus those inconsistent with the batch */
        if (action == ECB_BPP_RECOVER_ONLY) goto next;
        for (size_t i = 0; i < count; i++)
            single[i] = bpp_verify_items(pc, &items[i], 1, action, NULL, NULL);
        for (unsigned threads = 1; threads <= 2; threads++) {
            ecb_bpp_verify_options o = {threads, 1, status, ECB_MSM_AUTO};
            ecb_status all = bpp_verify_items(pc, items, count, action, NULL, &o);
            int good = (all == ECB_OK) == accept;
            size_t flagged = 0;
            for (size_t i = 0; i < count; i++) {
                if (status[i] != ECB_OK) flagged++;
                if (status[i] == ECB_ERR_PARAMETERS) continue;
                if ((status[i] == ECB_OK) != (single[i] == ECB_OK)) good = 0;
            }
            if (!accept && flagged == 0) good = 0;
            snprintf(name, sizeof name, "%s/identify-invalid-%u-thread%s", bname, threads,
                     threads > 1 ? "s" : "");
            snprintf(why, sizeof why, "%zu flagged, batch %s", flagged, ecb_status_str(all));
            tally_case(tally, name, good, why);
        }
    next:
        for (size_t i = 0; items && i < count; i++)
            bpp_item_free(&items[i]);
        free(items);
        free(masks);
        free(status);
        free(single);
    }
    return 0;
}

/* ---- prover-rejections ---------------------------------------------------------------------- */

static int suite_rejections(bpp_params_cache *pc, const json_t *root,
                            const struct vector_options *opt, struct vector_tally *tally) {
    (void)opt;
    const json_t *cases = json_object_get(root, "cases");
    if (!json_is_array(cases)) return -1;
    for (size_t i = 0; i < json_array_size(cases); i++) {
        const json_t *c = json_array_get(cases, i);
        struct bpp_item it;
        uint64_t n, value, promise = 0;
        memset(&it, 0, sizeof it);
        const json_t *pv = json_object_get(c, "minimum_value_promise");
        /* bit_length a JSON integer (a power of two, else no parameters); value and promise
         * JSON integers or canonical decimal strings (FORMAT.md) */
        const ecb_bpp_params *p = NULL;
        if (json_uint(c, "bit_length", ECB_BPP_MAX_BIT_LENGTH, &n) != 0 ||
            (p = bpp_params_get(pc, (size_t)n, 1, 1)) == NULL ||
            json_u64(json_object_get(c, "value"), &value) != 0 ||
            (!json_is_null(pv) && json_u64(pv, &promise) != 0)) {
            tally_case(tally, json_str(c, "case"), 0, "unusable case");
            continue;
        }
        /* the commitment opens to the value with blinding 7 (the outcome does not depend on
         * it); the transcript label is the file's, else the README's default */
        ecb_ristretto255_scalar blinding;
        ecb_ristretto255_point com;
        uint8_t com_bytes[1][32], buf[1 + 32 * (6 + 5 + 2 * ECB_BPP_MAX_ROUNDS)];
        size_t label_len = 0;
        const uint8_t *label = json_text(c, "transcript_label", &label_len);
        if (label == NULL) label = json_text(root, "transcript_label", &label_len);
        if (label == NULL) {
            label = (const uint8_t *)"BatchedRangeProofTest";
            label_len = strlen((const char *)label);
        }
        ecb_ristretto255_scalar_from_u64(&blinding, 7);
        ecb_bpp_commit(&com, ecb_bpp_params_pedersen_gens(p), value, &blinding, 1);
        ecb_ristretto255_encode(com_bytes[0], &com);
        it.n = (size_t)n;
        it.M = it.m = it.T = 1;
        it.commitments = com_bytes;
        it.promises = &promise;
        it.label = (char *)label;
        it.label_len = label_len;
        it.values = &value;
        it.blindings = &blinding;
        size_t len = 0;
        ecb_bpp_proof proof;
        ecb_status s = bpp_prove_item(pc, &it, NULL, NULL, buf, sizeof buf, &len, &proof);
        const json_t *r = json_object_get(c, "rust_prove_result");
        int ok;
        char why[200];
        if (json_is_true(json_object_get(r, "ok"))) {
            it.proof_bytes = buf;
            it.proof_len = len;
            ok = s == ECB_OK &&
                 bpp_verify_items(pc, &it, 1, ECB_BPP_VERIFY_ONLY, NULL, NULL) == ECB_OK;
        } else {
            ok = bpp_rust_error_matches(json_str(r, "error"), s);
        }
        snprintf(why, sizeof why, "prove gave %s", ecb_status_str(s));
        tally_case(tally, json_str(c, "case"), ok, why);
    }
    return 0;
}

/* ---- generators ------------------------------------------------------------------------------ */

static int point_matches(const ecb_ristretto255_point *p, const json_t *hex) {
    unsigned char want[32], got[32];
    size_t len = 0;
    unsigned char *b = json_hex_value_alloc(hex, &len);
    int ok = b != NULL && len == 32;
    if (ok) memcpy(want, b, 32);
    free(b);
    ecb_ristretto255_encode(got, p);
    return ok && memcmp(want, got, 32) == 0;
}

static int suite_generators(bpp_params_cache *pc, const json_t *root,
                            const struct vector_options *opt, struct vector_tally *tally) {
    (void)opt;
    const json_t *gb = NULL, *gi = json_object_get(root, "gi"), *hi = json_object_get(root, "hi");
    const char *key;
    json_t *value;
    json_object_foreach((json_t *)root, key, value) {
        if (strncmp(key, "g_base", 6) == 0) gb = value;
    }
    if (!json_is_array(gb) || !json_is_object(gi) || !json_is_object(hi)) return -1;
    ecb_bpp_pedersen_gens gens;
    ecb_bpp_pedersen_gens_default(&gens, 6);
    tally_case(tally, "h_base", point_matches(&gens.h, json_object_get(root, "h_base")), NULL);
    for (size_t k = 0; k < json_array_size(gb) && k < 6; k++) {
        const json_t *g = json_array_get(gb, k);
        char name[64];
        uint8_t digest[64], want[64];
        size_t label_len = 0;
        const uint8_t *label = json_text(g, "label", &label_len);
        if (label != NULL) ecb_sha3_512(digest, label, label_len);
        uint64_t index = k + 1; /* "index", when given, numbers the generators from 1 */
        int ok = label != NULL && json_hex_fixed(g, "sha3_512_of_label", want, 64) == 0 &&
                 memcmp(want, digest, 64) == 0 &&
                 (json_object_get(g, "index") == NULL || json_uint(g, "index", 6, &index) == 0) &&
                 index == k + 1;
        snprintf(name, sizeof name, "g_base_%zu/sha3-512", k + 1);
        tally_case(tally, name, ok, NULL);
        /* the point is from_uniform_bytes of that digest, and the profile's G_k */
        ecb_ristretto255_point from_label;
        ecb_ristretto255_from_uniform_bytes(&from_label, digest);
        snprintf(name, sizeof name, "g_base_%zu", k + 1);
        tally_case(tally, name,
                   label != NULL && point_matches(&from_label, json_object_get(g, "point")) &&
                       point_matches(&gens.g[k], json_object_get(g, "point")),
                   NULL);
    }
    size_t parties = json_object_size(gi), n = json_array_size(json_object_get(gi, "0"));
    const ecb_bpp_params *p = bpp_params_get(pc, n, parties, 1);
    for (size_t j = 0; p != NULL && j < parties; j++) {
        char party[24], name[64];
        snprintf(party, sizeof party, "%zu", j);
        const json_t *g = json_object_get(gi, party), *h = json_object_get(hi, party);
        int ok = json_array_size(g) == n && json_array_size(h) == n;
        for (size_t i = 0; ok && i < n; i++)
            ok = point_matches(ecb_bpp_params_gi(p, j * n + i), json_array_get(g, i)) &&
                 point_matches(ecb_bpp_params_hi(p, j * n + i), json_array_get(h, i));
        snprintf(name, sizeof name, "gi-hi-party-%zu", j);
        tally_case(tally, name, ok, NULL);
    }
    /* the SHAKE256 chain itself */
    uint8_t want[128], got[128];
    ecb_keccak_sponge xof;
    const uint8_t label[5] = {'G', 0, 0, 0, 0};
    ecb_shake256_init(&xof);
    ecb_keccak_absorb(&xof, (const uint8_t *)"GeneratorsChain", 15);
    ecb_keccak_absorb(&xof, label, 5);
    ecb_keccak_squeeze(&xof, got, sizeof got);
    tally_case(tally, "shake256-chain",
               json_hex_fixed(root, "shake256_party0_G_first_128_bytes", want, 128) == 0 &&
                   memcmp(want, got, 128) == 0,
               NULL);
    return 0;
}

/* Each file gets its own parameter cache, freed when the whole file is done. */
static int with_cache(int (*suite)(bpp_params_cache *, const json_t *,
                                   const struct vector_options *, struct vector_tally *),
                      const json_t *root, const struct vector_options *opt,
                      struct vector_tally *tally) {
    bpp_params_cache *pc = bpp_params_cache_new();
    int rc = pc != NULL ? suite(pc, root, opt, tally) : -1;
    bpp_params_cache_free(pc);
    return rc;
}

int vectors_bpp_valid(const json_t *root, const struct vector_options *opt,
                      struct vector_tally *tally) {
    return with_cache(suite_valid, root, opt, tally);
}
int vectors_bpp_negative(const json_t *root, const struct vector_options *opt,
                         struct vector_tally *tally) {
    return with_cache(suite_negative, root, opt, tally);
}
int vectors_bpp_batches(const json_t *root, const struct vector_options *opt,
                        struct vector_tally *tally) {
    return with_cache(suite_batches, root, opt, tally);
}
int vectors_bpp_rejections(const json_t *root, const struct vector_options *opt,
                           struct vector_tally *tally) {
    return with_cache(suite_rejections, root, opt, tally);
}
int vectors_bpp_generators(const json_t *root, const struct vector_options *opt,
                           struct vector_tally *tally) {
    return with_cache(suite_generators, root, opt, tally);
}
