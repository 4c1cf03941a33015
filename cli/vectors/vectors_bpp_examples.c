/* Vector suites of ../shared/vectors/bulletproofs-plus/spec-examples: every proof is re-proved
 * byte for byte with an all-zero external RNG, then its challenges, seed nonces, verification
 * and masks are checked; the batch file's mutations must fail with tari's kind of error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "proofs/bulletproofs_plus/nonce.h"
#include "vectors_bpp.h"

#define PROOF_CAP (1 + 32 * (6 + 5 + 2 * ECB_BPP_MAX_ROUNDS))

static int hex_matches(const uint8_t *got, size_t len, const json_t *hex) {
    size_t n = 0;
    unsigned char *want = json_hex_value_alloc(hex, &n);
    int ok = want != NULL && n == len && memcmp(want, got, len) == 0;
    free(want);
    return ok;
}

/* "alpha_k0", "dL_j0_k1", "d_k2", "eta_k5" ... */
static int seed_nonces_match(const struct bpp_item *it, const json_t *nonces) {
    const char *key;
    json_t *value;
    size_t checked = 0;
    json_object_foreach((json_t *)nonces, key, value) {
        char label[8] = {0};
        unsigned j = 0, k = 0;
        ecb_ristretto255_scalar s;
        if (sscanf(key, "%7[a-zA-Z]_j%u_k%u", label, &j, &k) == 3)
            bpp_nonce(&s, &it->seed, label, j, k);
        else if (sscanf(key, "%7[a-zA-Z]_k%u", label, &k) == 2)
            bpp_nonce(&s, &it->seed, label, BPP_NONCE_NO_INDEX, k);
        else
            return 0;
        if (!bpp_scalar_matches(&s, value)) return 0;
        checked++;
    }
    return checked > 0;
}

int vectors_bpp_spec_proofs(const json_t *root, const struct vector_options *opt,
                            struct vector_tally *tally) {
    (void)opt;
    const json_t *cases = json_object_get(root, "cases"),
                 *gens = json_object_get(root, "generators");
    if (!json_is_array(cases)) return -1;
    bpp_params_cache *pc = bpp_params_cache_new(); /* for the whole file */
    if (pc == NULL) return -1;
    /* Merlin's canonical vector */
    const json_t *mv = json_object_get(root, "merlin_canonical_vector");
    if (mv != NULL) {
        ecb_merlin_transcript t;
        uint8_t out[32];
        size_t label_len = 0, cl_len = 0, al_len = 0, am_len = 0;
        const uint8_t *label = json_text(mv, "label", &label_len),
                      *cl = json_text(mv, "challenge_label", &cl_len);
        const json_t *app = json_object_get(mv, "append");
        const uint8_t *al = json_text_value(json_array_get(app, 0), &al_len),
                      *am = json_text_value(json_array_get(app, 1), &am_len);
        int ok = label && cl && al && am;
        if (ok) {
            ecb_merlin_init(&t, label, label_len);
            ecb_merlin_append_message(&t, al, al_len, am, am_len);
            ecb_merlin_challenge_bytes(&t, cl, cl_len, out, 32);
            ok = hex_matches(out, 32, json_object_get(mv, "challenge32_hex"));
        }
        tally_case(tally, "merlin-canonical", ok, NULL);
    }
    if (gens != NULL) {
        ecb_bpp_pedersen_gens gens_pc;
        uint8_t enc[32];
        const json_t *g = json_object_get(gens, "masking_basepoints_G1_to_G6");
        int ok = ecb_bpp_pedersen_gens_default(&gens_pc, 6) == ECB_OK && json_array_size(g) == 6 &&
                 hex_matches(gens_pc.h_bytes, 32, json_object_get(gens, "h_base_value_generator"));
        for (size_t k = 0; ok && k < 6; k++)
            ok = hex_matches(gens_pc.g_bytes[k], 32, json_array_get(g, k));
        tally_case(tally, "pedersen-generators", ok, NULL);
        const ecb_bpp_params *p = bpp_params_get(pc, 64, 2, 1);
        const json_t *g0 = json_object_get(gens, "Gi_party0_first4"),
                     *h0 = json_object_get(gens, "Hi_party0_first4"),
                     *g1 = json_object_get(gens, "Gi_party1_first2"),
                     *h1 = json_object_get(gens, "Hi_party1_first2");
        ok = p != NULL;
        for (size_t i = 0; ok && i < 4; i++) {
            ecb_ristretto255_encode(enc, ecb_bpp_params_gi(p, i));
            ok = hex_matches(enc, 32, json_array_get(g0, i));
            ecb_ristretto255_encode(enc, ecb_bpp_params_hi(p, i));
            ok = ok && hex_matches(enc, 32, json_array_get(h0, i));
        }
        for (size_t i = 0; ok && i < 2; i++) {
            ecb_ristretto255_encode(enc, ecb_bpp_params_gi(p, 64 + i));
            ok = hex_matches(enc, 32, json_array_get(g1, i));
            ecb_ristretto255_encode(enc, ecb_bpp_params_hi(p, 64 + i));
            ok = ok && hex_matches(enc, 32, json_array_get(h1, i));
        }
        if (ok) {
            ecb_ristretto255_encode(enc, ecb_bpp_params_gi(p, 63));
            ok = hex_matches(enc, 32, json_object_get(gens, "Gi_party0_index63"));
            ecb_ristretto255_encode(enc, ecb_bpp_params_hi(p, 63));
            ok = ok && hex_matches(enc, 32, json_object_get(gens, "Hi_party0_index63"));
        }
        tally_case(tally, "vector-generators", ok, NULL);
    }
    for (size_t i = 0; i < json_array_size(cases); i++) {
        const json_t *c = json_array_get(cases, i), *ch = json_object_get(c, "challenges");
        const char *id = json_str(c, "name");
        char why[200], name[300];
        struct bpp_item it;
        if (bpp_item_from_json(&it, c, NULL, BPP_JSON_LENIENT, why, sizeof why) != 0) {
            tally_case(tally, id, 0, why);
            continue;
        }
        uint8_t buf[PROOF_CAP];
        size_t len = 0;
        ecb_bpp_proof proof;
        ecb_status s = bpp_prove_item(pc, &it, NULL, NULL, buf, sizeof buf, &len, &proof);
        snprintf(name, sizeof name, "%s/commitments", id);
        tally_case(tally, name, bpp_commitments_match(pc, &it), NULL);
        snprintf(name, sizeof name, "%s/proof-bytes", id);
        tally_case(tally, name,
                   s == ECB_OK && len == it.proof_len && memcmp(buf, it.proof_bytes, len) == 0,
                   ecb_status_str(s));
        snprintf(name, sizeof name, "%s/challenges", id);
        tally_case(tally, name,
                   bpp_challenges_match(pc, &it, json_object_get(ch, "y"), json_object_get(ch, "z"),
                                        json_object_get(ch, "round_e"),
                                        json_object_get(ch, "e_final")),
                   NULL);
        snprintf(name, sizeof name, "%s/verify", id);
        tally_case(tally, name,
                   bpp_verify_items(pc, &it, 1, ECB_BPP_VERIFY_ONLY, NULL, NULL) == ECB_OK, NULL);
        if (it.has_seed) {
            ecb_bpp_mask mask;
            const json_t *want = json_object_get(c, "recovered_mask_le_hex");
            snprintf(name, sizeof name, "%s/seed-nonces", id);
            tally_case(tally, name, seed_nonces_match(&it, json_object_get(c, "seed_nonces")),
                       NULL);
            s = bpp_verify_items(pc, &it, 1, ECB_BPP_RECOVER_ONLY, &mask, NULL);
            snprintf(name, sizeof name, "%s/recover-only", id);
            tally_case(tally, name, s == ECB_OK && bpp_masks_match(&mask, want), NULL);
            s = bpp_verify_items(pc, &it, 1, ECB_BPP_RECOVER_AND_VERIFY, &mask, NULL);
            snprintf(name, sizeof name, "%s/recover-and-verify", id);
            tally_case(tally, name, s == ECB_OK && bpp_masks_match(&mask, want), NULL);
        }
        bpp_item_free(&it);
    }
    bpp_params_cache_free(pc);
    return 0;
}

/* Applies the mutation named by an "expected" key (to proof 0, or proof 2's r1), verifies the
 * batch and undoes the mutation. */
static ecb_status mutate_and_verify(bpp_params_cache *pc, struct bpp_item *items, size_t count,
                                    const char *key) {
    struct bpp_item *p0 = &items[0];
    uint8_t saved[PROOF_CAP];
    size_t saved_len = p0->proof_len;
    uint64_t saved_promise = p0->promises[0];
    char *saved_label = p0->label;
    size_t saved_label_len = p0->label_len;
    char other[] = "other";
    size_t T = p0->T, off_A = 1 + 32 * T, off_r1 = off_A + 96;
    ecb_status s;
    /* a mutation needs the proofs and bytes it names (a short file has fewer) */
    if (p0->proof_bytes == NULL || saved_len < off_r1 + 32 || saved_len > sizeof saved)
        return ECB_ERR_INVALID_ARGUMENT;
    memcpy(saved, p0->proof_bytes, saved_len);
    if (!strncmp(key, "proof2_r1_plus_one", 18)) {
        struct bpp_item *p2 = &items[2];
        if (count < 3 || p2->proof_bytes == NULL || p2->proof_len <= 1 + 32 * p2->T + 96)
            return ECB_ERR_INVALID_ARGUMENT;
        uint8_t keep = p2->proof_bytes[1 + 32 * p2->T + 96];
        p2->proof_bytes[1 + 32 * p2->T + 96]++;
        s = bpp_verify_items(pc, items, count, ECB_BPP_VERIFY_ONLY, NULL, NULL);
        p2->proof_bytes[1 + 32 * p2->T + 96] = keep;
        return s;
    }
    if (!strncmp(key, "proof0_A_replaced_by_32_zero_bytes", 34)) {
        memset(p0->proof_bytes + off_A, 0, 32);
    } else if (!strncmp(key, "proof0_A_replaced_by_0x01", 25)) {
        memset(p0->proof_bytes + off_A, 0, 32);
        p0->proof_bytes[off_A] = 1;
    } else if (!strncmp(key, "proof0_r1_replaced_by_group_order_L", 35)) {
        static const uint8_t l[32] = {0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58,
                                      0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
                                      0,    0,    0,    0,    0,    0,    0,    0,
                                      0,    0,    0,    0,    0,    0,    0,    0x10};
        memcpy(p0->proof_bytes + off_r1, l, 32);
    } else if (!strncmp(key, "proof0_with_one_trailing_zero_byte", 34)) {
        uint8_t *longer = realloc(p0->proof_bytes, saved_len + 1);
        if (longer == NULL) return ECB_ERR_OUT_OF_MEMORY;
        p0->proof_bytes = longer;
        p0->proof_bytes[p0->proof_len++] = 0;
    } else if (!strncmp(key, "proof0_first_byte_0", 19)) {
        p0->proof_bytes[0] = 0;
    } else if (!strncmp(key, "proof0_with_minimum_value_promise_6", 35)) {
        p0->promises[0] = 6;
    } else if (!strncmp(key, "proof0_verified_with_transcript_label_other", 43)) {
        p0->label = other;
        p0->label_len = strlen(other);
    } else {
        return ECB_ERR_INVALID_ARGUMENT;
    }
    s = bpp_verify_items(pc, items, count, ECB_BPP_VERIFY_ONLY, NULL, NULL);
    memcpy(p0->proof_bytes, saved, saved_len);
    p0->proof_len = saved_len;
    p0->promises[0] = saved_promise;
    p0->label = saved_label;
    p0->label_len = saved_label_len;
    return s;
}

int vectors_bpp_spec_batch(const json_t *root, const struct vector_options *opt,
                           struct vector_tally *tally) {
    (void)opt;
    const json_t *proofs = json_object_get(root, "proofs"),
                 *exp = json_object_get(root, "expected");
    size_t count = json_array_size(proofs);
    if (count == 0 || !json_is_object(exp)) return -1;
    bpp_params_cache *pc = bpp_params_cache_new(); /* for the whole file */
    if (pc == NULL) return -1;
    struct bpp_item *items = calloc(count, sizeof *items);
    char why[200], name[300];
    int ok = items != NULL;
    for (size_t i = 0; ok && i < count; i++) {
        ok = bpp_item_from_json(&items[i], json_array_get(proofs, i), root, BPP_JSON_LENIENT, why,
                                sizeof why) == 0;
        if (!ok) break;
        uint8_t buf[PROOF_CAP];
        size_t len = 0;
        ecb_bpp_proof proof;
        ecb_status s = bpp_prove_item(pc, &items[i], NULL, NULL, buf, sizeof buf, &len, &proof);
        snprintf(name, sizeof name, "proof%zu/commitments", i);
        tally_case(tally, name, bpp_commitments_match(pc, &items[i]), NULL);
        snprintf(name, sizeof name, "proof%zu/proof-bytes", i);
        tally_case(tally, name,
                   s == ECB_OK && len == items[i].proof_len &&
                       memcmp(buf, items[i].proof_bytes, len) == 0,
                   ecb_status_str(s));
    }
    if (!ok) {
        tally_case(tally, "batch", 0, why);
    } else {
        const char *key;
        json_t *value;
        json_object_foreach((json_t *)exp, key, value) {
            const char *want = json_string_value(value);
            ecb_status s;
            if (!strncmp(key, "batch_of_all_three", 18)) {
                s = bpp_verify_items(pc, items, count, ECB_BPP_VERIFY_ONLY, NULL, NULL);
                tally_case(tally, key, s == ECB_OK, ecb_status_str(s));
                continue;
            }
            s = mutate_and_verify(pc, items, count, key);
            snprintf(why, sizeof why, "gave %s, tari %s", ecb_status_str(s), want);
            tally_case(tally, key, want != NULL && bpp_rust_error_matches(want, s), why);
        }
    }
    for (size_t i = 0; items != NULL && i < count; i++)
        bpp_item_free(&items[i]);
    free(items);
    bpp_params_cache_free(pc);
    return 0;
}
