/* Suite "threshold-decryption/profile-v1": the worked examples, end to end (randomness,
 * dealer, ciphertexts, the batched ciphertext check, the request, every server's response,
 * batched response verification cases, combinations). See vectors_bte.h. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bte/bte_keygen.h"
#include "bte/bte_keystream.h"
#include "bte/bte_labels.h"
#include "ecbatch/bls12_381.h"
#include "vectors_bte.h"

#define MAX_RANDOMNESS 64

/* The example's randomness list as the file gives it: each label names a 64-byte seed (the
 * file's; how its generator chose it is not ours to know) and scalar = KeyGen(seed). */
struct randomness {
    size_t count;
    const json_t *label[MAX_RANDOMNESS]; /* JSON strings, any bytes */
    uint8_t seed[MAX_RANDOMNESS][64];
    uint8_t scalar[MAX_RANDOMNESS][32];
};

/* obj[label_key] names a randomness entry whose scalar equals obj[scalar_key]; that entry's
 * seed goes to seed. Returns 1 when found. */
static int scalar_ref(struct bvt *t, const json_t *obj, const char *label_key,
                      const char *scalar_key, const struct randomness *rnd, uint8_t seed[64]) {
    const json_t *label = json_object_get(obj, label_key);
    for (size_t i = 0; json_is_string(label) && i < rnd->count; i++)
        if (json_equal(rnd->label[i], label)) {
            bvt_check(t, 1, label_key);
            bvt_hex(t, obj, scalar_key, rnd->scalar[i], 32);
            memcpy(seed, rnd->seed[i], 64);
            return 1;
        }
    bvt_check(t, 0, label_key);
    return 0;
}

/* out = k P through the public BLS12-381 API (point and scalar as bytes). */
static int point_mul(uint32_t variant, uint8_t *out, const uint8_t *p, const uint8_t k[32]) {
    ecb_bls12_381_scalar s;
    if (ecb_bls12_381_scalar_decode(&s, k) != ECB_OK) return -1;
    if (variant == ECB_BTE_MINPK) {
        ecb_bls12_381_g1 a;
        if (ecb_bls12_381_g1_decode(&a, p) != ECB_OK) return -1;
        ecb_bls12_381_g1_mul(&a, &s, &a);
        ecb_bls12_381_g1_encode(out, &a);
    } else {
        ecb_bls12_381_g2 a;
        if (ecb_bls12_381_g2_decode(&a, p) != ECB_OK) return -1;
        ecb_bls12_381_g2_mul(&a, &s, &a);
        ecb_bls12_381_g2_encode(out, &a);
    }
    return 0;
}

static const char *ct_stage_name(bte_ct_stage s) {
    static const char *const names[] = {"ok", "identity", "challenge", "equation-g", "equation-H"};
    return names[s];
}

static bte_ct_stage ct_stage(const bte_group_ops *ops, const bte_point *pk,
                             const ecb_bte_ciphertext *ct) {
    bte_ct_stage s = ops->ct_prefilter(pk, ct);
    return s == BTE_CT_OK ? ops->ct_equations(ct) : s;
}

static void scalar_hex(struct bvt *t, const json_t *obj, const char *key, const fr381 *s) {
    uint8_t enc[32];
    fr381_encode(enc, s);
    bvt_hex(t, obj, key, enc, 32);
}

static void limbs_hex(struct bvt *t, const json_t *value, const bte_limbs *l, const char *what) {
    uint8_t enc[32];
    for (int b = 0; b < 32; b++)
        enc[31 - b] = (uint8_t)(l->v[b / 8] >> (8 * (b % 8)));
    size_t n;
    uint8_t *want = json_hex_value_alloc(value, &n);
    bvt_check(t, want != NULL && n == 32 && memcmp(want, enc, 32) == 0, what);
    free(want);
}

/* ---- the batched ciphertext check (shared with the negative cases) ------------------------ */

void bvt_ct_batch(struct bvt *t, const json_t *obj, const bte_group_ops *ops,
                  const ecb_bte_point *pk, ecb_bte_ciphertext *const *cts, size_t n,
                  const char *valid_key) {
    const bte_point *p = bte_point_of_c(pk);
    uint32_t cand[BVT_MAX_CT + 1] = {0}, rejected[BVT_MAX_CT + 1] = {0};
    bte_ct_stage rej_stage[BVT_MAX_CT + 1];
    size_t q = 0, nr = 0;
    for (size_t j = 0; j < n; j++) {
        bte_ct_stage s = ops->ct_prefilter(p, cts[j]);
        if (s == BTE_CT_OK)
            cand[q++] = (uint32_t)j;
        else {
            rej_stage[nr] = s;
            rejected[nr++] = (uint32_t)j;
        }
    }
    bvt_ints(t, obj, "candidates", cand, q);
    const json_t *rej = json_object_get(obj, "rejected_before_combined_check");
    int rej_ok = json_array_size(rej) == nr;
    for (size_t i = 0; rej_ok && i < nr; i++) {
        const json_t *r = json_array_get(rej, i);
        if (json_is_integer(r)) {
            rej_ok = json_integer_value(r) == rejected[i];
        } else {
            const char *stage = json_str(r, "stage");
            uint64_t pos = 0;
            rej_ok = json_uint(r, "position", UINT32_MAX, &pos) == 0 && pos == rejected[i] &&
                     stage != NULL && !strcmp(stage, ct_stage_name(rej_stage[i])) &&
                     json_object_size(r) == 2;
        }
    }
    bvt_check(t, json_is_array(rej) && rej_ok, "rejected_before_combined_check");

    bte_transcript tr;
    uint8_t sum[32];
    bte_limbs w[2 * BVT_MAX_CT + 2];
    bte_ct_weights_transcript(&tr, p->enc, ops->pb, (const ecb_bte_ciphertext *const *)cts, cand,
                              q);
    bte_transcript_summarize(&tr, sum);
    bvt_summary(t, obj, "weights_transcript_input", "weights_transcript_summary", NULL, sum);
    bte_weights_derive(w, &tr, q);
    if (json_object_get(obj, "weights_stream") != NULL) {
        bte_noise nz;
        uint8_t stream[32 * (BVT_MAX_CT + 1)];
        bte_transcript_noise(&nz, &tr, BTE_STR(BTE_NOISE_WEIGHTS));
        bte_noise_read(&nz, stream, 32 * q);
        bvt_hex(t, obj, "weights_stream", stream, 32 * q);
    }
    const json_t *weights = json_object_get(obj, "weights");
    bvt_check(t, json_array_size(weights) == q, "weights");
    for (size_t i = 0; i < q && i < json_array_size(weights); i++) {
        static const char *const keys[] = {"position", "alpha", "alpha_prime", NULL};
        const json_t *wi = json_array_get(weights, i);
        bvt_keys(t, wi, keys);
        bvt_int(t, wi, "position", cand[i]);
        limbs_hex(t, json_object_get(wi, "alpha"), &w[2 * i], "weights.alpha");
        limbs_hex(t, json_object_get(wi, "alpha_prime"), &w[2 * i + 1], "weights.alpha_prime");
    }
    int passed = 0;
    uint8_t residual[ECB_BTE_MAX_POINT_BYTES];
    bvt_check(t,
              ops->ct_residual(&passed, residual, (const ecb_bte_ciphertext *const *)cts, cand, q,
                               w, 2) == ECB_OK,
              "residual");
    bvt_hex(t, obj, "combined_residual", residual, ops->pb);
    bvt_bool(t, obj, "combined_check_passed", passed);
    const json_t *fb = json_object_get(obj, "fallback_individual");
    if (fb != NULL) {
        bvt_check(t, !passed && json_array_size(fb) == q, "fallback_individual");
        for (size_t i = 0; i < q && i < json_array_size(fb); i++) {
            static const char *const keys[] = {"position", "valid", NULL};
            const json_t *f = json_array_get(fb, i);
            bvt_keys(t, f, keys);
            bvt_int(t, f, "position", cand[i]);
            bvt_bool(t, f, "valid", ops->ct_equations(cts[cand[i]]) == BTE_CT_OK);
        }
    }
    /* the public batch check, on 1 and 2 threads, gives the valid set */
    for (unsigned th = 1; th <= 2; th++) {
        uint8_t valid[BVT_MAX_CT + 1];
        uint32_t set[BVT_MAX_CT + 1];
        size_t m = 0, count = 0;
        ecb_status st = ecb_bte_ciphertexts_verify_var(pk, (const ecb_bte_ciphertext *const *)cts,
                                                       n, th, valid, &count);
        for (size_t j = 0; j < n; j++) {
            if (valid[j]) set[m++] = (uint32_t)j;
            bvt_check(t, valid[j] == (ct_stage(ops, p, cts[j]) == BTE_CT_OK), "single check");
        }
        bvt_check(t, st == ECB_OK && count == m, "valid count");
        bvt_ints(t, obj, valid_key, set, m);
    }
}

/* ---- example sections ----------------------------------------------------------------------- */

static void randomness_section(struct bvt *t, const json_t *list, struct randomness *rnd) {
    static const char *const keys[] = {"label", "seed", "scalar", NULL};
    rnd->count = 0;
    for (size_t i = 0; i < json_array_size(list) && rnd->count < MAX_RANDOMNESS; i++) {
        const json_t *r = json_array_get(list, i);
        const json_t *label = json_object_get(r, "label");
        fr381 s;
        bvt_keys(t, r, keys);
        int unique = json_is_string(label);
        for (size_t k = 0; unique && k < rnd->count; k++)
            unique = !json_equal(rnd->label[k], label);
        bvt_check(t, unique, "randomness.label (a unique string)");
        if (!unique || !bvt_fixed(t, r, "seed", rnd->seed[rnd->count], 64)) continue;
        bte_keygen(&s, rnd->seed[rnd->count]);
        fr381_encode(rnd->scalar[rnd->count], &s);
        bvt_hex(t, r, "scalar", rnd->scalar[rnd->count], 32);
        rnd->label[rnd->count++] = label;
    }
    bvt_check(t, rnd->count == json_array_size(list), "randomness");
}

static void dealer_section(struct bvt *t, const json_t *d, struct bvt_example *ex,
                           ecb_bte_share *shares) {
    static const char *const keys[] = {"coefficients", "commitments", "public_key", "shares", NULL};
    static const char *const share_keys[] = {"index", "x", "private", "public", NULL};
    bvt_keys(t, d, keys);
    const json_t *coeffs = json_object_get(d, "coefficients");
    uint8_t c[8 * 32];
    int ok = json_array_size(coeffs) == ex->t && ex->t <= 8;
    /* the coefficients are inputs, as given (no label ties them to the randomness list) */
    for (size_t k = 0; ok && k < ex->t; k++) {
        size_t len;
        uint8_t *b = json_hex_value_alloc(json_array_get(coeffs, k), &len);
        ok = b != NULL && len == 32;
        if (ok) memcpy(c + 32 * k, b, 32);
        free(b);
    }
    bvt_check(t, ok, "coefficients");
    if (!ok) return;
    bvt_check(
        t, ecb_bte_deal_from_coefficients(&ex->pub, shares, ex->variant, ex->t, ex->n, c) == ECB_OK,
        "dealing");
    if (ex->pub == NULL) return;
    const json_t *commitments = json_object_get(d, "commitments");
    bvt_check(t, json_array_size(commitments) == ex->t, "commitments");
    for (uint32_t k = 0; k < ex->t; k++) {
        ecb_bte_point ck;
        uint8_t enc[96];
        ecb_bte_public_commitment(ex->pub, k, &ck);
        ecb_bte_point_encode(enc, &ck);
        json_t *holder = json_pack("{s:O}", "c", json_array_get(commitments, k));
        bvt_hex(t, holder, "c", enc, ex->ops->pb);
        json_decref(holder);
    }
    ecb_bte_public_key(ex->pub, &ex->pk);
    bvt_hex(t, d, "public_key", bte_point_of_c(&ex->pk)->enc, ex->ops->pb);
    const json_t *list = json_object_get(d, "shares");
    bvt_check(t, json_array_size(list) == ex->n, "shares");
    for (uint32_t i = 0; i < ex->n && i < json_array_size(list); i++) {
        const json_t *s = json_array_get(list, i);
        bvt_keys(t, s, share_keys);
        bvt_int(t, s, "index", shares[i].index);
        bvt_int(t, s, "x", (long long)shares[i].index + 1);
        bvt_hex(t, s, "private", shares[i].secret, 32);
        ecb_bte_public_share_var(ex->pub, i, &ex->hi[i]);
        bvt_hex(t, s, "public", bte_point_of_c(&ex->hi[i])->enc, ex->ops->pb);
        bvt_check(t, ecb_bte_share_check(ex->pub, &shares[i]) == ECB_OK, "public (share check)");
    }
}

static void ciphertext_section(struct bvt *t, const json_t *c, size_t j, struct bvt_example *ex,
                               const struct randomness *rnd) {
    static const char *const keys[] = {"position",
                                       "label",
                                       "label_utf8",
                                       "message",
                                       "message_utf8",
                                       "r_label",
                                       "r",
                                       "s_label",
                                       "s",
                                       "r_aux_label",
                                       "r_aux",
                                       "U",
                                       "Ubar",
                                       "K",
                                       "keystream",
                                       "body",
                                       "A",
                                       "B",
                                       "challenge_transcript_input",
                                       "challenge_transcript_summary",
                                       "challenge_recomputed",
                                       "c",
                                       "z",
                                       "wire",
                                       "tamper",
                                       "verify_ciphertext",
                                       "verify_stage",
                                       NULL};
    const bte_group_ops *ops = ex->ops;
    size_t pb = ops->pb, label_len, msg_len, wire_len;
    bvt_keys(t, c, keys);
    bvt_int(t, c, "position", (long long)j);
    bvt_utf8(t, c, "label", "label_utf8");
    bvt_utf8(t, c, "message", "message_utf8");
    uint8_t *label = bvt_bytes(t, c, "label", &label_len);
    uint8_t *msg = bvt_bytes(t, c, "message", &msg_len);
    uint8_t *wire = bvt_bytes(t, c, "wire", &wire_len);
    uint8_t r_seed[64], s_seed[64];
    int have_r = scalar_ref(t, c, "r_label", "r", rnd, r_seed);
    int have_s = scalar_ref(t, c, "s_label", "s", rnd, s_seed);
    const json_t *tamper = json_object_get(c, "tamper");
    bvt_check(t, json_is_null(tamper) || json_is_string(tamper), "tamper");
    int honest = json_is_null(tamper);
    ecb_bte_ciphertext *mine = NULL, *dec = NULL;
    if (label == NULL || msg == NULL || wire == NULL || !have_r || !have_s) goto out;

    bvt_check(t,
              ecb_bte_encrypt_seeded(&mine, &ex->pk, label, label_len, msg, msg_len, r_seed,
                                     s_seed) == ECB_OK,
              "encrypt");
    bvt_check(t, ecb_bte_ciphertext_decode(&dec, ex->variant, wire, wire_len) == ECB_OK, "wire");
    if (mine == NULL || dec == NULL) goto out;
    ex->cts[j] = dec;
    uint8_t *re = malloc(wire_len + 1);
    bvt_check(t, ecb_bte_ciphertext_encoded_size(dec) == wire_len, "wire (size)");
    ecb_bte_ciphertext_encode(re, dec);
    bvt_check(t, memcmp(re, wire, wire_len) == 0, "wire (re-encoding)");
    if (honest) {
        bvt_check(t, ecb_bte_ciphertext_encoded_size(mine) == wire_len, "wire (ours)");
        ecb_bte_ciphertext_encode(re, mine);
        bvt_check(t, memcmp(re, wire, wire_len) == 0, "wire (ours)");
    }
    free(re);
    /* U, A, B and the body never depend on the tampering; Ubar, c and z are the wire's */
    static const char *const names[4] = {"U", "Ubar", "A", "B"};
    for (int k = 0; k < 4; k++) {
        bvt_hex(t, c, names[k], dec->pt[k].enc, pb);
        if (honest || k != BTE_CT_UBAR) bvt_hex(t, c, names[k], mine->pt[k].enc, pb);
    }
    bvt_hex(t, c, "body", mine->body, mine->body_len);
    bvt_hex(t, c, "body", dec->body, dec->body_len);
    scalar_hex(t, c, "c", &dec->c);
    scalar_hex(t, c, "z", &dec->z);
    if (honest) {
        scalar_hex(t, c, "c", &mine->c);
        scalar_hex(t, c, "z", &mine->z);
    }
    /* K = r h, the keystream, and body = message XOR keystream */
    uint8_t r[32], k_enc[96];
    json_hex_fixed(c, "r", r, 32);
    bvt_check(t, point_mul(ex->variant, k_enc, bte_point_of_c(&ex->pk)->enc, r) == 0, "K");
    bvt_hex(t, c, "K", k_enc, pb);
    uint8_t *ks = calloc(1, msg_len + 1);
    bte_keystream_xor(ks, ks, msg_len, k_enc, pb, label, label_len);
    bvt_hex(t, c, "keystream", ks, msg_len);
    for (size_t i = 0; i < msg_len; i++)
        ks[i] ^= msg[i];
    bvt_check(t, memcmp(ks, dec->body, msg_len) == 0, "body (message XOR keystream)");
    free(ks);
    if (json_object_get(c, "r_aux") != NULL) {
        uint8_t seed[64], r_aux[32], ubar[96];
        scalar_ref(t, c, "r_aux_label", "r_aux", rnd, seed);
        json_hex_fixed(c, "r_aux", r_aux, 32);
        bvt_check(t,
                  point_mul(ex->variant, ubar, ops->proof_generator()->enc, r_aux) == 0 &&
                      memcmp(ubar, dec->pt[BTE_CT_UBAR].enc, pb) == 0,
                  "r_aux (Ubar = r_aux H)");
    }
    /* the challenge over the wire's fields */
    bte_transcript tr;
    uint8_t sum[32];
    fr381 ch;
    bte_ct_challenge_transcript(&tr, dec, bte_point_of_c(&ex->pk)->enc, pb);
    bte_transcript_summarize(&tr, sum);
    bvt_summary(t, c, "challenge_transcript_input", "challenge_transcript_summary", NULL, sum);
    bte_transcript_challenge(&ch, &tr, BTE_STR(BTE_NOISE_CT));
    scalar_hex(t, c, "challenge_recomputed", &ch);
    bte_ct_stage stage = ct_stage(ops, bte_point_of_c(&ex->pk), dec);
    bvt_bool(t, c, "verify_ciphertext", ecb_bte_ciphertext_verify_var(&ex->pk, dec) == ECB_OK);
    bvt_bool(t, c, "verify_ciphertext", stage == BTE_CT_OK);
    if (json_object_get(c, "verify_stage") != NULL)
        bvt_check(t,
                  json_str(c, "verify_stage") != NULL &&
                      !strcmp(json_str(c, "verify_stage"), ct_stage_name(stage)),
                  "verify_stage");
    else
        bvt_check(t, stage == BTE_CT_OK, "verify_stage (absent: valid)");
out:
    ecb_bte_ciphertext_free(mine);
    free(label);
    free(msg);
    free(wire);
}

static void request_section(struct bvt *t, const json_t *r, const ecb_bte_request *req,
                            const struct bvt_example *ex) {
    static const char *const keys[] = {"threshold",    "valid_indices", "m", "headers",
                                       "digest_input", "digest",        NULL};
    bvt_keys(t, r, keys);
    size_t m = ecb_bte_request_valid_count(req);
    bvt_int(t, r, "threshold", ecb_bte_request_threshold(req));
    bvt_ints(t, r, "valid_indices", ecb_bte_request_valid_indices(req), m);
    bvt_int(t, r, "m", (long long)m);
    const json_t *h = json_object_get(r, "headers");
    bvt_check(t, json_array_size(h) == m, "headers");
    for (size_t p = 0; p < m && p < json_array_size(h); p++) {
        json_t *holder = json_pack("{s:O}", "headers", json_array_get(h, p));
        bvt_hex(t, holder, "headers", req->header_enc[p], ex->ops->pb);
        json_decref(holder);
    }
    bvt_summary(t, r, "digest_input", "digest", NULL, req->digest);
}

/* The stream, blocks and values of rho for one response. */
static void rho_checks(struct bvt *t, const json_t *r, const ecb_bte_request *req,
                       const ecb_bte_response *resp, bte_limbs *rho) {
    bte_transcript tr;
    uint8_t sum[32], stream[16 * BVT_MAX_CT];
    size_t m = req->m;
    bte_rho_transcript(&tr, req->digest, resp->index, resp->partial_enc, m,
                       bte_group(req->variant)->pb);
    bte_transcript_summarize(&tr, sum);
    bvt_summary(t, r, "rho_transcript_input", "rho_transcript_summary", NULL, sum);
    bte_noise nz;
    bte_transcript_noise(&nz, &tr, BTE_STR(BTE_NOISE_RHO));
    bte_noise_read(&nz, stream, 16 * m);
    size_t n;
    uint8_t *absorbed = bvt_bytes(t, r, "rho_noise_absorbed", &n), h[16 * BVT_MAX_CT];
    if (absorbed != NULL) ecb_blake3_keyed_hash(h, 16 * m, sum, absorbed, n);
    bvt_check(t, absorbed != NULL && memcmp(h, stream, 16 * m) == 0, "rho_noise_absorbed");
    free(absorbed);
    bvt_hex(t, r, "rho_stream", stream, 16 * m);
    bte_rho_derive(rho, &tr, m);
    const json_t *blocks = json_object_get(r, "rho_blocks"), *vals = json_object_get(r, "rho");
    bvt_check(t, json_array_size(blocks) == m && json_array_size(vals) == m, "rho");
    for (size_t p = 0; p < m && p < json_array_size(blocks) && p < json_array_size(vals); p++) {
        json_t *holder = json_pack("{s:O}", "rho_blocks", json_array_get(blocks, p));
        bvt_hex(t, holder, "rho_blocks", stream + 16 * p, 16);
        json_decref(holder);
        limbs_hex(t, json_array_get(vals, p), &rho[p], "rho");
    }
}

static void response_section(struct bvt *t, const json_t *r, struct bvt_example *ex,
                             const ecb_bte_request *req, const ecb_bte_share *share,
                             const struct randomness *rnd, ecb_bte_response **out) {
    static const char *const keys[] = {"index",
                                       "partials",
                                       "rho_transcript_input",
                                       "rho_transcript_summary",
                                       "rho_noise_absorbed",
                                       "rho_stream",
                                       "rho_blocks",
                                       "rho",
                                       "aggregate_base",
                                       "aggregate_share",
                                       "nonce_label",
                                       "nonce",
                                       "A",
                                       "B",
                                       "dleq_transcript_input",
                                       "dleq_transcript_summary",
                                       "c",
                                       "z",
                                       "wire",
                                       "verify_response",
                                       NULL};
    const bte_group_ops *ops = ex->ops;
    size_t pb = ops->pb, m = req->m, wire_len;
    bvt_keys(t, r, keys);
    bvt_int(t, r, "index", share->index);
    uint8_t seed[64];
    ecb_bte_response *mine = NULL, *dec = NULL;
    uint8_t *wire = bvt_bytes(t, r, "wire", &wire_len);
    if (!scalar_ref(t, r, "nonce_label", "nonce", rnd, seed) || wire == NULL) goto out;
    bvt_check(t, ecb_bte_respond_seeded(&mine, req, share, seed, 1) == ECB_OK, "respond");
    bvt_check(t, ecb_bte_response_decode(&dec, ex->variant, wire, wire_len) == ECB_OK, "wire");
    if (mine == NULL || dec == NULL) goto out;
    uint8_t *re = malloc(wire_len + 1);
    bvt_check(t, ecb_bte_response_encoded_size(mine) == wire_len, "wire (size)");
    ecb_bte_response_encode(re, mine);
    bvt_check(t, memcmp(re, wire, wire_len) == 0, "wire");
    free(re);
    const json_t *partials = json_object_get(r, "partials");
    bvt_check(t, json_array_size(partials) == m, "partials");
    for (size_t p = 0; p < m && p < json_array_size(partials); p++) {
        json_t *holder = json_pack("{s:O}", "partials", json_array_get(partials, p));
        bvt_hex(t, holder, "partials", mine->partial_enc + p * pb, pb);
        json_decref(holder);
    }
    bte_limbs rho[BVT_MAX_CT];
    rho_checks(t, r, req, dec, rho);
    bte_resp_candidate cand;
    memset(&cand, 0, sizeof cand);
    cand.resp = dec;
    cand.hi = bte_point_of_c(&ex->hi[share->index]);
    ops->aggregates(&cand, req, dec, rho);
    bvt_hex(t, r, "aggregate_base", cand.ustar.enc, pb);
    bvt_hex(t, r, "aggregate_share", cand.uhat.enc, pb);
    bvt_hex(t, r, "A", mine->A.enc, pb);
    bvt_hex(t, r, "B", mine->B.enc, pb);
    scalar_hex(t, r, "c", &mine->c);
    scalar_hex(t, r, "z", &mine->z);
    bte_transcript tr;
    uint8_t sum[32];
    bte_dleq_transcript(&tr, req->context, req->context_len, dec->index, cand.hi->enc,
                        cand.ustar.enc, cand.uhat.enc, dec->A.enc, dec->B.enc, pb);
    bte_transcript_summarize(&tr, sum);
    bvt_summary(t, r, "dleq_transcript_input", "dleq_transcript_summary", NULL, sum);
    ecb_bte_error err;
    const char *v = json_str(r, "verify_response");
    bvt_check(t,
              v != NULL && !strcmp(v, "ok") &&
                  ecb_bte_verify_response_var(req, share->index, &ex->hi[share->index], dec,
                                              &err) == ECB_OK,
              "verify_response");
    *out = dec;
    dec = NULL;
out:
    ecb_bte_response_free(mine);
    ecb_bte_response_free(dec);
    free(wire);
}

static const char *resp_stage_name(const ecb_bte_error *err, bte_resp_stage s) {
    switch (err->status) {
    case ECB_ERR_INDEX_MISMATCH:
        return "index";
    case ECB_ERR_NO_VALID_CIPHERTEXTS:
        return "empty";
    case ECB_ERR_INVALID_CIPHERTEXT_SET:
        return "ciphertext-set";
    case ECB_ERR_LENGTH_MISMATCH:
        return "length";
    default:
        break;
    }
    return s == BTE_RESP_CHALLENGE            ? "challenge"
           : s == BTE_RESP_EQUATION_G         ? "equation-g"
           : s == BTE_RESP_EQUATION_AGGREGATE ? "equation-aggregate"
                                              : "ok";
}

/* One verify_responses case: per-input results, the candidates, weights, aggregates,
 * residual, and the public batch function's results. */
static void verify_responses_case(struct bvt *t, const json_t *v, const struct bvt_example *ex,
                                  const ecb_bte_request *req) {
    static const char *const keys[] = {"id",
                                       "description",
                                       "inputs",
                                       "candidates",
                                       "combined_check_run",
                                       "weights_transcript_input",
                                       "weights_transcript_summary",
                                       "weights_stream",
                                       "weights",
                                       "aggregates",
                                       "combined_residual",
                                       "combined_check_passed",
                                       "fallback_used",
                                       "results",
                                       "expected_invalid",
                                       NULL};
    static const char *const in_keys[] = {"position", "eval_index", "response_wire", "tamper",
                                          NULL};
    static const char *const res_keys[] = {"position", "index", "ok", "error",
                                           "args",     "stage", NULL};
    const bte_group_ops *ops = ex->ops;
    size_t pb = ops->pb;
    bvt_keys(t, v, keys);
    bvt_check(t, json_is_string(json_object_get(v, "description")), "description");
    const json_t *inputs = json_object_get(v, "inputs"), *results = json_object_get(v, "results");
    size_t k = json_array_size(inputs);
    ecb_bte_response *resp[BVT_MAX_N] = {NULL};
    uint32_t eval[BVT_MAX_N], cand_pos[BVT_MAX_N];
    ecb_bte_point hi[BVT_MAX_N];
    ecb_bte_error err[BVT_MAX_N];
    bte_resp_stage stage[BVT_MAX_N];
    bte_resp_candidate cand[BVT_MAX_N];
    size_t q = 0;
    bvt_check(t, k > 0 && k <= BVT_MAX_N && json_array_size(results) == k, "inputs");
    if (k == 0 || k > BVT_MAX_N) return;
    for (size_t i = 0; i < k; i++) {
        const json_t *in = json_array_get(inputs, i);
        size_t len;
        bvt_keys(t, in, in_keys);
        bvt_int(t, in, "position", (long long)i);
        const json_t *tamper = json_object_get(in, "tamper");
        bvt_check(t, json_is_null(tamper) || json_is_string(tamper), "inputs.tamper");
        uint64_t e = 0;
        uint8_t *wire = bvt_bytes(t, in, "response_wire", &len);
        int ok = wire != NULL && json_uint(in, "eval_index", ex->n - 1, &e) == 0 &&
                 ecb_bte_response_decode(&resp[i], ex->variant, wire, len) == ECB_OK;
        bvt_check(t, ok, "inputs.response_wire");
        free(wire);
        if (!ok) goto out;
        eval[i] = (uint32_t)e;
        hi[i] = ex->hi[e];
        bte_verify_one(req, eval[i], bte_point_of_c(&hi[i]), resp[i], &err[i], &stage[i]);
        if ((err[i].status == ECB_OK || err[i].status == ECB_ERR_INVALID_RESPONSE) &&
            stage[i] != BTE_RESP_CHALLENGE) {
            bte_limbs rho[BVT_MAX_CT];
            bte_transcript tr;
            memset(&cand[q], 0, sizeof cand[q]);
            cand[q].resp = resp[i];
            cand[q].hi = bte_point_of_c(&hi[i]);
            bte_rho_transcript(&tr, req->digest, resp[i]->index, resp[i]->partial_enc, req->m, pb);
            bte_rho_derive(rho, &tr, req->m);
            ops->aggregates(&cand[q], req, resp[i], rho);
            cand_pos[q++] = (uint32_t)i;
        }
    }
    bvt_ints(t, v, "candidates", cand_pos, q);
    bvt_bool(t, v, "combined_check_run", q > 0);
    if (q > 0) {
        bte_transcript tr;
        uint8_t sum[32], stream[32 * BVT_MAX_N], residual[96];
        bte_limbs w[2 * BVT_MAX_N];
        bte_noise nz;
        int passed = 0;
        bte_resp_weights_transcript(&tr, req->digest, cand, q, pb);
        bte_transcript_summarize(&tr, sum);
        bvt_summary(t, v, "weights_transcript_input", "weights_transcript_summary", NULL, sum);
        bte_transcript_noise(&nz, &tr, BTE_STR(BTE_NOISE_WEIGHTS));
        bte_noise_read(&nz, stream, 32 * q);
        bvt_hex(t, v, "weights_stream", stream, 32 * q);
        bte_weights_derive(w, &tr, q);
        const json_t *wl = json_object_get(v, "weights"), *al = json_object_get(v, "aggregates");
        bvt_check(t, json_array_size(wl) == q && json_array_size(al) == q, "weights");
        for (size_t i = 0; i < q && i < json_array_size(wl) && i < json_array_size(al); i++) {
            static const char *const wkeys[] = {"position", "index", "beta", "gamma", NULL};
            static const char *const akeys[] = {"position", "aggregate_base", "aggregate_share",
                                                NULL};
            const json_t *wi = json_array_get(wl, i), *ai = json_array_get(al, i);
            bvt_keys(t, wi, wkeys);
            bvt_keys(t, ai, akeys);
            bvt_int(t, wi, "position", cand_pos[i]);
            bvt_int(t, wi, "index", cand[i].resp->index);
            limbs_hex(t, json_object_get(wi, "beta"), &w[2 * i], "weights.beta");
            limbs_hex(t, json_object_get(wi, "gamma"), &w[2 * i + 1], "weights.gamma");
            bvt_int(t, ai, "position", cand_pos[i]);
            bvt_hex(t, ai, "aggregate_base", cand[i].ustar.enc, pb);
            bvt_hex(t, ai, "aggregate_share", cand[i].uhat.enc, pb);
        }
        bvt_check(t, ops->resp_residual(&passed, residual, cand, q, w, 2) == ECB_OK, "residual");
        bvt_hex(t, v, "combined_residual", residual, pb);
        bvt_bool(t, v, "combined_check_passed", passed);
        bvt_bool(t, v, "fallback_used", !passed);
    }
    /* per position: the single verification, and the batch function on 1 and 3 threads */
    ecb_bte_error batch[3][BVT_MAX_N];
    size_t invalid[3] = {0, 0, 0}, want_invalid = 0;
    const ecb_bte_response *const *rs = (const ecb_bte_response *const *)resp;
    ecb_status bst1 = ecb_bte_verify_responses_var(req, eval, hi, rs, k, 1, batch[1], &invalid[1]);
    ecb_status bst3 = ecb_bte_verify_responses_var(req, eval, hi, rs, k, 3, batch[2], &invalid[2]);
    const json_t *expected_invalid = json_object_get(v, "expected_invalid");
    size_t ei = 0;
    for (size_t i = 0; i < k; i++) {
        const json_t *res = json_array_get(results, i);
        bvt_keys(t, res, res_keys);
        bvt_int(t, res, "position", (long long)i);
        bvt_int(t, res, "index", eval[i]);
        int ok = err[i].status == ECB_OK;
        bvt_bool(t, res, "ok", ok);
        if (!ok) {
            want_invalid++;
            bvt_error(t, res, "error", "args", &err[i]);
            const char *s = json_str(res, "stage");
            bvt_check(t, s != NULL && !strcmp(s, resp_stage_name(&err[i], stage[i])), "stage");
            /* the culprit list repeats the failed results in order */
            const json_t *x = json_array_get(expected_invalid, ei++);
            json_t *copy = json_deep_copy(res);
            json_object_del(copy, "ok");
            bvt_check(t, json_equal(copy, x), "expected_invalid");
            json_decref(copy);
        }
        for (int b = 1; b < 3; b++)
            bvt_check(t,
                      batch[b][i].status == err[i].status && batch[b][i].index == err[i].index &&
                          batch[b][i].expected == err[i].expected &&
                          batch[b][i].actual == err[i].actual,
                      "results (verify_responses)");
    }
    bvt_check(t, json_array_size(expected_invalid) == want_invalid, "expected_invalid");
    bvt_check(t,
              invalid[1] == want_invalid && invalid[2] == want_invalid &&
                  bst1 == (want_invalid ? ECB_ERR_INVALID_RESPONSE : ECB_OK) && bst3 == bst1,
              "verify_responses status");
out:
    for (size_t i = 0; i < k; i++)
        ecb_bte_response_free(resp[i]);
}

static void combine_case(struct bvt *t, const json_t *c, const struct bvt_example *ex,
                         const ecb_bte_request *req, ecb_bte_response *const *resp) {
    static const char *const keys[] = {"share_indices", "lagrange", "K", "plaintexts", NULL};
    const bte_group_ops *ops = ex->ops;
    size_t pb = ops->pb, m = req->m;
    uint32_t idx[BVT_MAX_N];
    bvt_keys(t, c, keys);
    int k = bvt_u32_array(json_object_get(c, "share_indices"), idx, BVT_MAX_N);
    int ok = k > 0;
    for (int i = 0; ok && i < k; i++)
        ok = idx[i] < ex->n && resp[idx[i]] != NULL;
    bvt_check(t, ok, "share_indices");
    if (!ok) return;
    const ecb_bte_response *chosen[BVT_MAX_N];
    fr381 lambda[BVT_MAX_N];
    for (int i = 0; i < k; i++)
        chosen[i] = resp[idx[i]];
    bvt_check(t, bte_lagrange_at_zero(lambda, idx, (size_t)k) == ECB_OK, "lagrange");
    const json_t *lj = json_object_get(c, "lagrange");
    bvt_check(t, json_array_size(lj) == (size_t)k, "lagrange");
    for (int i = 0; i < k && (size_t)i < json_array_size(lj); i++) {
        json_t *holder = json_pack("{s:O}", "lagrange", json_array_get(lj, i));
        scalar_hex(t, holder, "lagrange", &lambda[i]);
        json_decref(holder);
    }
    uint8_t k_enc[BVT_MAX_CT * 96];
    /* the combination's weights: integers over a common denominator, equal to lambda */
    bte_weights w = {NULL, NULL, 0, {{0}}};
    int wok = bte_combination_weights(&w, idx, (size_t)k) == ECB_OK;
    for (int i = 0; wok && i < k; i++) {
        fr381 n;
        fr381_to_mont(&n, w.mag[i].v);
        if (w.scaled) fr381_mul(&n, &n, &w.dinv);
        if (w.neg[i]) fr381_neg(&n, &n);
        wok = fr381_equal(&n, &lambda[i]);
    }
    bvt_check(t, wok, "lagrange (combination weights)");
    bvt_check(t, wok && ops->combine_keys(k_enc, req, &w, chosen, (size_t)k, 2) == ECB_OK, "K");
    bte_weights_free(&w);
    const json_t *kl = json_object_get(c, "K"), *pl = json_object_get(c, "plaintexts");
    bvt_check(t, json_array_size(kl) == m, "K");
    for (size_t p = 0; p < m && p < json_array_size(kl); p++) {
        static const char *const kkeys[] = {"position", "K", NULL};
        const json_t *kp = json_array_get(kl, p);
        bvt_keys(t, kp, kkeys);
        bvt_int(t, kp, "position", req->valid[p]);
        bvt_hex(t, kp, "K", k_enc + p * pb, pb);
    }
    for (unsigned th = 1; th <= 2; th++) {
        ecb_bte_plaintext *pts = NULL;
        size_t count = 0;
        ecb_bte_error err;
        bvt_check(t,
                  ecb_bte_combine_var(req, idx, (size_t)k, chosen, (size_t)k, th, &pts, &count,
                                      &err) == ECB_OK &&
                      count == m,
                  "combine");
        bvt_check(t, json_array_size(pl) == count, "plaintexts");
        for (size_t p = 0; p < count && p < json_array_size(pl); p++) {
            static const char *const pkeys[] = {"position", "plaintext", "plaintext_utf8", NULL};
            const json_t *pp = json_array_get(pl, p);
            bvt_keys(t, pp, pkeys);
            bvt_int(t, pp, "position", pts[p].position);
            bvt_hex(t, pp, "plaintext", pts[p].data, pts[p].len);
            bvt_utf8(t, pp, "plaintext", "plaintext_utf8");
        }
        ecb_bte_plaintexts_free(pts, count);
    }
}

ecb_bte_request *bvt_request(const struct bvt_example *ex, const uint32_t *positions, size_t n,
                             const uint8_t *context, size_t context_len, uint32_t threshold) {
    ecb_bte_request *req = NULL;
    if (n > BVT_MAX_CT) return NULL;
    for (size_t i = 0; i < n; i++)
        if (positions[i] >= ex->ct_count || ex->cts[positions[i]] == NULL) return NULL;
    /* the request borrows the list: one fresh list per request, freed by bvt_request_free */
    const ecb_bte_ciphertext **own = malloc((n + 1) * sizeof *own);
    if (own == NULL) return NULL;
    for (size_t i = 0; i < n; i++)
        own[i] = ex->cts[positions[i]];
    if (ecb_bte_request_new_var(&req, &ex->pk, own, n, context, context_len, threshold, 1) !=
        ECB_OK) {
        free(own);
        return NULL;
    }
    return req;
}

void bvt_request_free(ecb_bte_request *req) {
    if (req != NULL) free((void *)req->cts);
    ecb_bte_request_free(req);
}

void bvt_run_example(struct bvt *t, const json_t *e, struct bvt_example *ex) {
    static const char *const keys[] = {"id",
                                       "variant",
                                       "group",
                                       "point_bytes",
                                       "t",
                                       "n",
                                       "context",
                                       "context_utf8",
                                       "proof_generator",
                                       "randomness",
                                       "dealer",
                                       "ciphertexts",
                                       "verify_ciphertexts",
                                       "request",
                                       "responses",
                                       "verify_responses",
                                       "combine",
                                       NULL};
    static struct randomness rnd;
    ecb_bte_share shares[BVT_MAX_N];
    memset(&rnd, 0, sizeof rnd);
    ecb_bte_response *resp[BVT_MAX_N] = {NULL};
    ecb_bte_request *req = NULL;
    memset(ex, 0, sizeof *ex);
    ex->id = json_str(e, "id");
    const char *id = ex->id ? ex->id : "?";
    bvt_at(t, "examples[%s]", id);
    bvt_keys(t, e, keys);
    ecb_bte_variant v;
    uint64_t tt = 0, nn = 0;
    if (ecb_bte_variant_parse(json_str(e, "variant"), &v) != ECB_OK ||
        json_uint(e, "t", BVT_MAX_N, &tt) != 0 || json_uint(e, "n", BVT_MAX_N, &nn) != 0 ||
        tt < 1 || nn < tt) {
        bvt_check(t, 0, "variant, t, n, id");
        return;
    }
    ex->variant = v;
    ex->ops = bte_group(v);
    ex->t = (uint32_t)tt;
    ex->n = (uint32_t)nn;
    const bte_group_ops *ops = ex->ops;
    const char *group = json_str(e, "group");
    bvt_check(t, group != NULL && !strcmp(group, v == ECB_BTE_MINPK ? "G1" : "G2"), "group");
    bvt_int(t, e, "point_bytes", (long long)ops->pb);
    bvt_hex(t, e, "proof_generator", ops->proof_generator()->enc, ops->pb);
    bvt_utf8(t, e, "context", "context_utf8");
    size_t ctx_len;
    uint8_t *ctx = bvt_bytes(t, e, "context", &ctx_len);

    bvt_at(t, "examples[%s].randomness", id);
    randomness_section(t, json_object_get(e, "randomness"), &rnd);
    bvt_at(t, "examples[%s].dealer", id);
    dealer_section(t, json_object_get(e, "dealer"), ex, shares);
    if (ex->pub == NULL || ctx == NULL) goto out;

    const json_t *cts = json_object_get(e, "ciphertexts");
    ex->ct_count = json_array_size(cts);
    if (ex->ct_count > BVT_MAX_CT) ex->ct_count = BVT_MAX_CT;
    for (size_t j = 0; j < ex->ct_count; j++) {
        bvt_at(t, "examples[%s].ciphertexts[%zu]", id, j);
        ciphertext_section(t, json_array_get(cts, j), j, ex, &rnd);
        if (ex->cts[j] == NULL) goto out;
    }
    bvt_at(t, "examples[%s].verify_ciphertexts", id);
    {
        static const char *const vkeys[] = {"candidates",
                                            "rejected_before_combined_check",
                                            "weights_transcript_input",
                                            "weights_transcript_summary",
                                            "weights_stream",
                                            "weights",
                                            "combined_residual",
                                            "combined_check_passed",
                                            "fallback_individual",
                                            "valid_indices",
                                            NULL};
        const json_t *vc = json_object_get(e, "verify_ciphertexts");
        bvt_keys(t, vc, vkeys);
        bvt_ct_batch(t, vc, ops, &ex->pk, ex->cts, ex->ct_count, "valid_indices");
    }
    bvt_at(t, "examples[%s].request", id);
    uint32_t all[BVT_MAX_CT] = {0, 1, 2, 3};
    req = bvt_request(ex, all, ex->ct_count, ctx, ctx_len, ex->t);
    bvt_check(t, req != NULL, "request");
    if (req == NULL) goto out;
    request_section(t, json_object_get(e, "request"), req, ex);

    const json_t *rl = json_object_get(e, "responses");
    bvt_check(t, json_array_size(rl) == ex->n, "responses");
    for (uint32_t i = 0; i < ex->n && i < json_array_size(rl); i++) {
        bvt_at(t, "examples[%s].responses[%u]", id, i);
        response_section(t, json_array_get(rl, i), ex, req, &shares[i], &rnd, &resp[i]);
    }
    const json_t *vr = json_object_get(e, "verify_responses");
    for (size_t i = 0; i < json_array_size(vr); i++) {
        bvt_at(t, "examples[%s].verify_responses[%s]", id, json_str(json_array_get(vr, i), "id"));
        verify_responses_case(t, json_array_get(vr, i), ex, req);
    }
    const json_t *cl = json_object_get(e, "combine");
    for (size_t i = 0; i < json_array_size(cl); i++) {
        bvt_at(t, "examples[%s].combine[%zu]", id, i);
        combine_case(t, json_array_get(cl, i), ex, req, resp);
    }
out:
    bvt_request_free(req);
    for (uint32_t i = 0; i < BVT_MAX_N; i++)
        ecb_bte_response_free(resp[i]);
    sodium_memzero(shares, sizeof shares);
    free(ctx);
}

void bvt_example_free(struct bvt_example *ex) {
    for (size_t j = 0; j < BVT_MAX_CT; j++)
        ecb_bte_ciphertext_free(ex->cts[j]);
    ecb_bte_public_free(ex->pub);
    memset(ex, 0, sizeof *ex);
}
