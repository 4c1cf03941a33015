/* Suite "threshold-decryption/profile-v1": the negative cases (responses that must fail with a
 * named error, combinations that must fail, ciphertexts that must be rejected or filtered, and
 * encodings the decoders must reject with the status of their reason). See vectors_bte.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vectors_bte.h"

static const struct bvt_example *find_example(const json_t *neg, const struct bvt_example *examples,
                                              size_t n) {
    const char *id = json_str(neg, "example");
    for (size_t i = 0; id != NULL && i < n; i++)
        if (examples[i].id != NULL && !strcmp(examples[i].id, id)) return &examples[i];
    return NULL;
}

/* The request of a negative case: its ciphertext positions, context and threshold (the
 * example's when absent); valid_indices and digest, when given, are checked. */
static ecb_bte_request *case_request(struct bvt *t, const json_t *r, const struct bvt_example *ex) {
    static const char *const keys[] = {
        "ciphertext_positions", "context", "valid_indices", "digest", "threshold", NULL};
    uint32_t pos[BVT_MAX_CT];
    size_t ctx_len;
    bvt_keys(t, r, keys);
    int n = bvt_u32_array(json_object_get(r, "ciphertext_positions"), pos, BVT_MAX_CT);
    uint8_t *ctx = bvt_bytes(t, r, "context", &ctx_len);
    uint64_t th = ex->t;
    int th_ok = json_object_get(r, "threshold") == NULL ||
                json_uint(r, "threshold", ECB_BTE_MAX_PARTICIPANTS, &th) == 0;
    ecb_bte_request *req = NULL;
    if (n >= 0 && ctx != NULL && th_ok && th >= 1)
        req = bvt_request(ex, pos, (size_t)n, ctx, ctx_len, (uint32_t)th);
    bvt_check(t, req != NULL, "request");
    free(ctx);
    if (req == NULL) return NULL;
    bvt_check(t, ecb_bte_request_threshold(req) == (uint32_t)th, "request.threshold");
    if (json_object_get(r, "valid_indices") != NULL)
        bvt_ints(t, r, "valid_indices", ecb_bte_request_valid_indices(req),
                 ecb_bte_request_valid_count(req));
    if (json_object_get(r, "digest") != NULL) bvt_hex(t, r, "digest", req->digest, 32);
    return req;
}

static const char *resp_stage(const ecb_bte_error *err, bte_resp_stage s) {
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

static void neg_verify_response(struct bvt *t, const json_t *c, const struct bvt_example *ex) {
    ecb_bte_request *req = case_request(t, json_object_get(c, "request"), ex);
    ecb_bte_response *resp = NULL;
    ecb_bte_point hi;
    size_t len;
    uint64_t e = 0;
    uint8_t *wire = bvt_bytes(t, c, "response_wire", &len);
    int ok = req != NULL && wire != NULL && json_uint(c, "eval_index", ex->n - 1, &e) == 0;
    if (ok && json_object_get(c, "eval_public_override") != NULL) {
        size_t pl;
        uint8_t *p = bvt_bytes(t, c, "eval_public_override", &pl);
        ok = p != NULL && ecb_bte_point_decode(&hi, ex->variant, p, pl) == ECB_OK;
        bvt_check(t, ok, "eval_public_override");
        free(p);
    } else if (ok) {
        hi = ex->hi[e];
    }
    bvt_check(t, ok, "eval_index");
    if (ok) {
        ok = ecb_bte_response_decode(&resp, ex->variant, wire, len) == ECB_OK;
        bvt_check(t, ok, "response_wire");
    }
    if (ok) {
        ecb_bte_error err, pub_err;
        bte_resp_stage stage;
        bte_verify_one(req, (uint32_t)e, bte_point_of_c(&hi), resp, &err, &stage);
        bvt_error(t, c, "expected_error", "expected_args", &err);
        const char *s = json_str(c, "stage");
        bvt_check(t, s != NULL && !strcmp(s, resp_stage(&err, stage)), "stage");
        ecb_status st = ecb_bte_verify_response_var(req, (uint32_t)e, &hi, resp, &pub_err);
        bvt_check(t, st == err.status && pub_err.status == err.status, "verify_response");
    }
    ecb_bte_response_free(resp);
    bvt_request_free(req);
    free(wire);
}

/* A response object holding only the given partials (a "verified partial set"). */
static ecb_bte_response *partial_set(const bte_group_ops *ops, const json_t *list) {
    size_t m = json_array_size(list);
    ecb_bte_response *r = bte_response_alloc(ops, 0, m);
    for (size_t p = 0; r != NULL && p < m; p++) {
        size_t len;
        bte_point pt;
        uint8_t *enc = json_hex_value_alloc(json_array_get(list, p), &len);
        if (enc == NULL || len != ops->pb || ops->point_decode(&pt, enc) != ECB_OK) {
            free(enc);
            ecb_bte_response_free(r);
            return NULL;
        }
        memcpy((uint8_t *)r->partials + p * ops->aff_size, pt.aff.w, ops->aff_size);
        memcpy(r->partial_enc + p * ops->pb, enc, ops->pb);
        free(enc);
    }
    return r;
}

static void neg_combine(struct bvt *t, const json_t *c, const struct bvt_example *ex) {
    ecb_bte_request *req = case_request(t, json_object_get(c, "request"), ex);
    uint32_t idx[BVT_MAX_N + 2];
    int k = bvt_u32_array(json_object_get(c, "share_indices"), idx, BVT_MAX_N + 2);
    const json_t *sets = json_object_get(c, "partial_sets");
    size_t ns = json_array_size(sets);
    ecb_bte_response *resp[BVT_MAX_N + 2] = {NULL};
    int ok = req != NULL && k >= 0 && ns <= BVT_MAX_N + 2;
    bvt_check(t, k >= 0, "share_indices");
    for (size_t i = 0; ok && i < ns; i++)
        ok = (resp[i] = partial_set(ex->ops, json_array_get(sets, i))) != NULL;
    bvt_check(t, ok, "partial_sets");
    if (ok) {
        ecb_bte_plaintext *pts = NULL;
        size_t count = 0;
        ecb_bte_error err;
        ecb_status st = ecb_bte_combine_var(
            req, idx, (size_t)k, (const ecb_bte_response *const *)resp, ns, 2, &pts, &count, &err);
        bvt_check(t, st == err.status && st != ECB_OK && pts == NULL, "combine");
        bvt_error(t, c, "expected_error", "expected_args", &err);
        ecb_bte_plaintexts_free(pts, count);
    }
    for (size_t i = 0; i < ns && i < BVT_MAX_N + 2; i++)
        ecb_bte_response_free(resp[i]);
    bvt_request_free(req);
}

static int case_public_key(struct bvt *t, const json_t *c, const struct bvt_example *ex,
                           ecb_bte_point *pk) {
    size_t len;
    uint8_t *b = bvt_bytes(t, c, "public_key", &len);
    int ok = b != NULL && ecb_bte_point_decode(pk, ex->variant, b, len) == ECB_OK &&
             ecb_bte_point_equal(pk, &ex->pk);
    bvt_check(t, ok, "public_key");
    free(b);
    return ok;
}

static void neg_verify_ciphertext(struct bvt *t, const json_t *c, const struct bvt_example *ex) {
    ecb_bte_point pk;
    ecb_bte_ciphertext *ct = NULL;
    size_t len;
    uint8_t *wire = bvt_bytes(t, c, "ciphertext_wire", &len);
    if (case_public_key(t, c, ex, &pk) && wire != NULL) {
        bvt_check(t, ecb_bte_ciphertext_decode(&ct, ex->variant, wire, len) == ECB_OK,
                  "ciphertext_wire");
        if (ct != NULL) {
            const bte_point *p = bte_point_of_c(&pk);
            bte_ct_stage s = ex->ops->ct_prefilter(p, ct);
            if (s == BTE_CT_OK) s = ex->ops->ct_equations(ct);
            static const char *const names[] = {"ok", "identity", "challenge", "equation-g",
                                                "equation-H"};
            bvt_bool(t, c, "expected_valid", ecb_bte_ciphertext_verify_var(&pk, ct) == ECB_OK);
            bvt_bool(t, c, "expected_valid", s == BTE_CT_OK);
            const char *want = json_str(c, "stage");
            if (json_object_get(c, "stage") != NULL)
                bvt_check(t, want != NULL && !strcmp(want, names[s]), "stage");
            else
                bvt_check(t, s == BTE_CT_OK, "stage (absent: valid)");
        }
    }
    ecb_bte_ciphertext_free(ct);
    free(wire);
}

static void neg_verify_ciphertexts(struct bvt *t, const json_t *c, const struct bvt_example *ex) {
    ecb_bte_point pk;
    ecb_bte_ciphertext *cts[BVT_MAX_CT] = {NULL};
    const json_t *wires = json_object_get(c, "ciphertext_wires");
    size_t n = json_array_size(wires);
    int ok = case_public_key(t, c, ex, &pk) && n <= BVT_MAX_CT;
    for (size_t j = 0; ok && j < n; j++) {
        size_t len;
        uint8_t *w = json_hex_value_alloc(json_array_get(wires, j), &len);
        ok = w != NULL && ecb_bte_ciphertext_decode(&cts[j], ex->variant, w, len) == ECB_OK;
        free(w);
    }
    bvt_check(t, ok, "ciphertext_wires");
    if (ok) bvt_ct_batch(t, c, ex->ops, &pk, cts, n, "expected_valid_indices");
    for (size_t j = 0; j < BVT_MAX_CT; j++)
        ecb_bte_ciphertext_free(cts[j]);
}

/* The status each decoder reason maps to (reasons are informative; the classes are ours). */
static ecb_status reason_status(const char *reason) {
    static const struct {
        const char *reason;
        ecb_status st;
    } map[] = {{"bad_version", ECB_ERR_PROOF_FORMAT},
               {"truncated", ECB_ERR_PROOF_FORMAT},
               {"trailing_bytes", ECB_ERR_PROOF_FORMAT},
               {"non_minimal_varint", ECB_ERR_PROOF_FORMAT},
               {"varint_overflow", ECB_ERR_PROOF_FORMAT},
               {"length_exceeds_input", ECB_ERR_PROOF_FORMAT},
               {"identity_point", ECB_ERR_IDENTITY},
               {"scalar_out_of_range", ECB_ERR_SCALAR_OUT_OF_RANGE},
               {"not_in_subgroup", ECB_ERR_NOT_IN_SUBGROUP},
               {"bad_flags", ECB_ERR_BAD_FLAGS}};
    for (size_t i = 0; reason != NULL && i < sizeof map / sizeof map[0]; i++)
        if (!strcmp(map[i].reason, reason)) return map[i].st;
    return ECB_OK;
}

static void neg_decode(struct bvt *t, const json_t *c, uint32_t variant, int response) {
    size_t len;
    uint8_t *in = bvt_bytes(t, c, "encoding", &len);
    const char *expected = json_str(c, "expected");
    bvt_check(t, expected != NULL && !strcmp(expected, "reject"), "expected");
    if (in == NULL) return;
    ecb_status st;
    if (response) {
        ecb_bte_response *r = NULL;
        st = ecb_bte_response_decode(&r, variant, in, len);
        bvt_check(t, r == NULL || st == ECB_OK, "no object on error");
        ecb_bte_response_free(r);
    } else {
        ecb_bte_ciphertext *ct = NULL;
        st = ecb_bte_ciphertext_decode(&ct, variant, in, len);
        bvt_check(t, ct == NULL || st == ECB_OK, "no object on error");
        ecb_bte_ciphertext_free(ct);
    }
    ecb_status want = reason_status(json_str(c, "reason"));
    bvt_check(t, want != ECB_OK && st == want, "reason");
    free(in);
}

void bvt_run_negative(struct bvt *t, const json_t *c, const struct bvt_example *examples,
                      size_t example_count) {
    static const char *const keys[] = {"id",
                                       "variant",
                                       "operation",
                                       "example",
                                       "note",
                                       "request",
                                       "eval_index",
                                       "eval_public_override",
                                       "response_wire",
                                       "expected_error",
                                       "expected_args",
                                       "stage",
                                       "share_indices",
                                       "partial_sets",
                                       "public_key",
                                       "ciphertext_wire",
                                       "expected_valid",
                                       "ciphertext_wires",
                                       "candidates",
                                       "rejected_before_combined_check",
                                       "weights_transcript_input",
                                       "weights_transcript_summary",
                                       "weights",
                                       "combined_residual",
                                       "combined_check_passed",
                                       "expected_valid_indices",
                                       "encoding",
                                       "expected",
                                       "reason",
                                       NULL};
    const char *op = json_str(c, "operation");
    ecb_bte_variant v;
    bvt_at(t, "negative[%s]", json_str(c, "id") ? json_str(c, "id") : "?");
    bvt_keys(t, c, keys);
    if (op == NULL || ecb_bte_variant_parse(json_str(c, "variant"), &v) != ECB_OK) {
        bvt_check(t, 0, "operation, variant");
        return;
    }
    if (!strcmp(op, "decode_ciphertext") || !strcmp(op, "decode_response")) {
        neg_decode(t, c, v, op[7] == 'r');
        return;
    }
    const struct bvt_example *ex = find_example(c, examples, example_count);
    bvt_check(t, ex != NULL && ex->pub != NULL && ex->variant == v, "example");
    if (ex == NULL || ex->pub == NULL) return;
    if (!strcmp(op, "verify_response"))
        neg_verify_response(t, c, ex);
    else if (!strcmp(op, "combine"))
        neg_combine(t, c, ex);
    else if (!strcmp(op, "verify_ciphertext"))
        neg_verify_ciphertext(t, c, ex);
    else if (!strcmp(op, "verify_ciphertexts"))
        neg_verify_ciphertexts(t, c, ex);
    else
        bvt_check(t, 0, "operation (unknown)");
}
