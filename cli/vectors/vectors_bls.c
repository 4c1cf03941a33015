/* Vector suites "bls-signatures/{sign, verify, aggregate, fast_aggregate_verify,
 * aggregate_verify, batch_verify, pop, keygen}" (../shared/vectors/bls-signatures/README.md), run
 * through the public API (include/ecbatch/bls.h). Signature cases carry "variant" ("min-pk" or
 * "min-sig"); a file's "dst" must name this library's DST for each variant (the ciphersuites
 * are fixed), else the file is refused. Expected null outputs mean the call must fail. Batch
 * cases are also checked triple by triple: every triple the batch names invalid must fail
 * Verify and every other one pass it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bls.h"
#include "vector_suites.h"

static const uint8_t zero96[96];

/* The case's variant into *v; -1 when missing or unknown. */
static int case_variant(const json_t *c, ecb_bls_variant *v) {
    const char *name = json_str(c, "variant");
    if (name != NULL && strcmp(name, "min-pk") == 0)
        *v = ECB_BLS_MIN_PK;
    else if (name != NULL && strcmp(name, "min-sig") == 0)
        *v = ECB_BLS_MIN_SIG;
    else
        return -1;
    return 0;
}

/* The n elements of the hex list a, each `each` bytes, back to back in a fresh buffer (NULL when
 * a is not such a list or longer than ECB_BLS_MAX_COUNT). */
static uint8_t *hex_list(const json_t *a, size_t each, size_t *n) {
    if (!json_is_array(a) || json_array_size(a) > ECB_BLS_MAX_COUNT) return NULL;
    *n = json_array_size(a);
    uint8_t *out = malloc(*n * each + 1);
    for (size_t i = 0; out != NULL && i < *n; i++) {
        size_t len = 0;
        uint8_t *b = json_hex_value_alloc(json_array_get(a, i), &len);
        int ok = b != NULL && len == each;
        if (ok) memcpy(out + i * each, b, each);
        free(b);
        if (!ok) {
            free(out);
            out = NULL;
        }
    }
    return out;
}

/* A list of hex messages: msgs[i] (lens[i] bytes); -1 when malformed (what was read is freed by
 * free_msgs with the returned *n). */
static int msg_list(const json_t *a, uint8_t ***msgs, size_t **lens, size_t *n) {
    *n = 0;
    *msgs = NULL;
    *lens = NULL;
    if (!json_is_array(a) || json_array_size(a) > ECB_BLS_MAX_COUNT) return -1;
    size_t count = json_array_size(a);
    *msgs = calloc(count + 1, sizeof **msgs);
    *lens = calloc(count + 1, sizeof **lens);
    if (*msgs == NULL || *lens == NULL) return -1;
    for (; *n < count; (*n)++)
        if (((*msgs)[*n] = json_hex_value_alloc(json_array_get(a, *n), &(*lens)[*n])) == NULL)
            return -1;
    return 0;
}

static void free_msgs(uint8_t **msgs, size_t *lens, size_t n) {
    for (size_t i = 0; msgs != NULL && i < n; i++)
        free(msgs[i]);
    free(msgs);
    free(lens);
}

/* "output" as a boolean into *want; -1 when it is not one. */
static int want_bool(const json_t *c, int *want) {
    const json_t *o = json_object_get(c, "output");
    if (!json_is_boolean(o)) return -1;
    *want = json_is_true(o);
    return 0;
}

static int verdict(ecb_status st, int want, const char **why) {
    if ((st == ECB_OK) == want) return 1;
    *why = want ? ecb_status_str(st) : "accepted, expected rejection";
    return 0;
}

static int sign_case(const json_t *c, ecb_bls_variant v, const char **why) {
    size_t pkn = ecb_bls_public_key_bytes(v), sgn = ecb_bls_signature_bytes(v), mlen = 0;
    uint8_t sk[32], pk[96], sig[96], want_pk[96], want_sig[96];
    uint8_t *msg = json_hex_alloc(c, "message", &mlen);
    int ok = 0, invalid = json_is_null(json_object_get(c, "output"));
    if (msg == NULL || json_hex_fixed(c, "sk", sk, 32) != 0 ||
        (!invalid && (json_hex_fixed(c, "pubkey", want_pk, pkn) != 0 ||
                      json_hex_fixed(c, "output", want_sig, sgn) != 0)))
        goto done;
    ecb_status s1 = ecb_bls_sk_to_pk(v, pk, sk), s2 = ecb_bls_sign(v, sig, sk, msg, mlen);
    if (invalid) {
        ok = s1 != ECB_OK && s2 != ECB_OK && memcmp(pk, zero96, pkn) == 0 &&
             memcmp(sig, zero96, sgn) == 0;
        if (!ok) *why = "an invalid secret key was accepted";
    } else if (s1 != ECB_OK || s2 != ECB_OK) {
        *why = ecb_status_str(s1 != ECB_OK ? s1 : s2);
    } else if (memcmp(pk, want_pk, pkn) != 0) {
        *why = "public key differs from expected";
    } else if (memcmp(sig, want_sig, sgn) != 0) {
        *why = "signature differs from expected";
    } else {
        ok = 1;
    }
done:
    free(msg);
    return ok;
}

static int verify_case(const json_t *c, ecb_bls_variant v, const char **why) {
    size_t mlen = 0;
    uint8_t pk[96], sig[96];
    uint8_t *msg = json_hex_alloc(c, "message", &mlen);
    int want, ok = 0;
    if (msg != NULL && json_hex_fixed(c, "pubkey", pk, ecb_bls_public_key_bytes(v)) == 0 &&
        json_hex_fixed(c, "signature", sig, ecb_bls_signature_bytes(v)) == 0 &&
        want_bool(c, &want) == 0)
        ok = verdict(ecb_bls_verify(v, pk, msg, mlen, sig), want, why);
    free(msg);
    return ok;
}

static int aggregate_case(const json_t *c, ecb_bls_variant v, const char **why) {
    size_t sgn = ecb_bls_signature_bytes(v), n = 0;
    uint8_t *sigs = hex_list(json_object_get(c, "signatures"), sgn, &n), out[96], want[96];
    int ok = 0, invalid = json_is_null(json_object_get(c, "output"));
    if (sigs == NULL || (!invalid && json_hex_fixed(c, "output", want, sgn) != 0)) goto done;
    ecb_status st = ecb_bls_aggregate(v, out, sigs, n * sgn, n);
    if (invalid) {
        ok = st != ECB_OK && memcmp(out, zero96, sgn) == 0;
        if (!ok) *why = "accepted, expected rejection";
    } else if (st != ECB_OK) {
        *why = ecb_status_str(st);
    } else if (memcmp(out, want, sgn) != 0) {
        *why = "aggregate differs from expected";
    } else {
        ok = 1;
    }
done:
    free(sigs);
    return ok;
}

static int fast_aggregate_verify_case(const json_t *c, ecb_bls_variant v, const char **why) {
    size_t pkn = ecb_bls_public_key_bytes(v), n = 0, mlen = 0;
    uint8_t *pks = hex_list(json_object_get(c, "pubkeys"), pkn, &n), sig[96];
    uint8_t *msg = json_hex_alloc(c, "message", &mlen);
    int want, ok = 0;
    if (pks != NULL && msg != NULL &&
        json_hex_fixed(c, "signature", sig, ecb_bls_signature_bytes(v)) == 0 &&
        want_bool(c, &want) == 0)
        ok = verdict(ecb_bls_fast_aggregate_verify(v, pks, n * pkn, n, msg, mlen, sig), want, why);
    free(pks);
    free(msg);
    return ok;
}

static int aggregate_verify_case(const json_t *c, ecb_bls_variant v, const char **why) {
    size_t pkn = ecb_bls_public_key_bytes(v), n = 0, nm = 0, *lens = NULL;
    uint8_t *pks = hex_list(json_object_get(c, "pubkeys"), pkn, &n), sig[96], **msgs = NULL;
    int want, ok = 0;
    if (pks != NULL && msg_list(json_object_get(c, "messages"), &msgs, &lens, &nm) == 0 &&
        json_hex_fixed(c, "signature", sig, ecb_bls_signature_bytes(v)) == 0 &&
        want_bool(c, &want) == 0) {
        /* lists of different lengths are a false case: the API takes one count, so the keys
         * are passed with the messages' count (its length check refuses them) */
        ecb_status st =
            ecb_bls_aggregate_verify(v, pks, n * pkn, (const uint8_t *const *)msgs, lens, nm, sig);
        ok = verdict(st, want, why);
    }
    free(pks);
    free_msgs(msgs, lens, nm);
    return ok;
}

static int batch_verify_case(const json_t *c, ecb_bls_variant v, const char **why) {
    size_t pkn = ecb_bls_public_key_bytes(v), sgn = ecb_bls_signature_bytes(v);
    const json_t *triples = json_object_get(c, "triples");
    int want, ok = 0;
    if (!json_is_array(triples) || json_array_size(triples) > ECB_BLS_MAX_COUNT ||
        want_bool(c, &want) != 0)
        return 0;
    size_t n = json_array_size(triples), read = 0, invalid = 0;
    uint8_t *pks = malloc(n * pkn + 1), *sigs = malloc(n * sgn + 1), *valid = malloc(n + 1);
    uint8_t **msgs = calloc(n + 1, sizeof *msgs);
    size_t *lens = calloc(n + 1, sizeof *lens);
    if (pks == NULL || sigs == NULL || valid == NULL || msgs == NULL || lens == NULL) {
        *why = "out of memory";
        goto done;
    }
    for (; read < n; read++) {
        const json_t *t = json_array_get(triples, read);
        msgs[read] = json_hex_alloc(t, "message", &lens[read]);
        if (msgs[read] == NULL || json_hex_fixed(t, "pubkey", pks + read * pkn, pkn) != 0 ||
            json_hex_fixed(t, "signature", sigs + read * sgn, sgn) != 0)
            goto done;
    }
    ecb_status st = ecb_bls_batch_verify(v, pks, n * pkn, (const uint8_t *const *)msgs, lens, sigs,
                                         n * sgn, n, 1, valid, &invalid);
    if (st != ECB_OK && st != ECB_ERR_VERIFY_FAILED) {
        *why = ecb_status_str(st);
        goto done;
    }
    if (!verdict(st, want, why)) goto done;
    for (size_t k = 0; k < n; k++) {
        ecb_status one = ecb_bls_verify(v, pks + k * pkn, msgs[k], lens[k], sigs + k * sgn);
        if ((one == ECB_OK) != (valid[k] == 1)) {
            *why = "the batch names other triples invalid than Verify does one by one";
            goto done;
        }
    }
    ok = 1;
done:
    free(pks);
    free(sigs);
    free(valid);
    free_msgs(msgs, lens, read < n ? read + 1 : n);
    return ok;
}

static int pop_case(const json_t *c, ecb_bls_variant v, const char **why) {
    size_t pkn = ecb_bls_public_key_bytes(v), sgn = ecb_bls_signature_bytes(v);
    uint8_t pk[96], proof[96], sk[32], got_pk[96], got_proof[96];
    int want;
    if (json_hex_fixed(c, "pubkey", pk, pkn) != 0 || json_hex_fixed(c, "proof", proof, sgn) != 0 ||
        want_bool(c, &want) != 0)
        return 0;
    if (!verdict(ecb_bls_pop_verify(v, pk, proof), want, why)) return 0;
    if (json_is_null(json_object_get(c, "sk"))) return 1;
    if (json_hex_fixed(c, "sk", sk, 32) != 0) return 0;
    ecb_status s1 = ecb_bls_sk_to_pk(v, got_pk, sk), s2 = ecb_bls_pop_prove(v, got_proof, sk);
    if (s1 != ECB_OK || s2 != ECB_OK) {
        *why = ecb_status_str(s1 != ECB_OK ? s1 : s2);
        return 0;
    }
    if (memcmp(got_pk, pk, pkn) != 0 || memcmp(got_proof, proof, sgn) != 0) {
        *why = "public key or proof differs from expected";
        return 0;
    }
    return 1;
}

static int keygen_case(const json_t *c, const char **why) {
    size_t ikm_len = 0, info_len = 0;
    uint8_t *ikm = json_hex_alloc(c, "ikm", &ikm_len),
            *info = json_hex_alloc(c, "key_info", &info_len);
    uint8_t sk[32], want[32];
    int ok = 0, invalid = json_is_null(json_object_get(c, "sk"));
    if (ikm == NULL || info == NULL || (!invalid && json_hex_fixed(c, "sk", want, 32) != 0))
        goto done;
    ecb_status st = ecb_bls_keygen(sk, ikm, ikm_len, info, info_len);
    if (invalid) {
        ok = st != ECB_OK && memcmp(sk, zero96, 32) == 0;
        if (!ok) *why = "short key material was accepted";
    } else if (st != ECB_OK) {
        *why = ecb_status_str(st);
    } else if (memcmp(sk, want, 32) != 0) {
        *why = "secret key differs from expected";
    } else {
        ok = 1;
    }
done:
    free(ikm);
    free(info);
    return ok;
}

typedef int (*bls_case_fn)(const json_t *c, ecb_bls_variant v, const char **why);

static const struct {
    const char *suite;
    bls_case_fn run;
    int pop; /* the file's DSTs are the PoP ones */
} bls_suites[] = {
    {"bls-signatures/sign", sign_case, 0},
    {"bls-signatures/verify", verify_case, 0},
    {"bls-signatures/aggregate", aggregate_case, 0},
    {"bls-signatures/fast_aggregate_verify", fast_aggregate_verify_case, 0},
    {"bls-signatures/aggregate_verify", aggregate_verify_case, 0},
    {"bls-signatures/batch_verify", batch_verify_case, 0},
    {"bls-signatures/pop", pop_case, 1},
};

/* 0 when the file's "dst" object names this library's DST for both variants. */
static int check_dsts(const json_t *root, int pop) {
    static const char *const names[2] = {"min-pk", "min-sig"};
    static const char *const dsts[2][2] = {{"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_",
                                            "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_"},
                                           {"BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_",
                                            "BLS_POP_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_"}};
    const json_t *d = json_object_get(root, "dst");
    for (int k = 0; k < 2; k++) {
        size_t len = 0;
        const uint8_t *t = json_is_object(d) ? json_text(d, names[k], &len) : NULL;
        if (t == NULL || len != strlen(dsts[pop][k]) || memcmp(t, dsts[pop][k], len) != 0) {
            fprintf(stderr, "vectors: dst.%s is not %s, the DST this library uses\n", names[k],
                    dsts[pop][k]);
            return -1;
        }
    }
    return 0;
}

int vectors_bls_signatures(const json_t *root, const struct vector_options *opt,
                           struct vector_tally *tally) {
    const json_t *cases = json_object_get(root, "cases");
    const char *suite = json_str(root, "suite");
    (void)opt;
    if (!json_is_array(cases) || suite == NULL) return -1;
    size_t i;
    const json_t *c;
    if (strcmp(suite, "bls-signatures/keygen") == 0) {
        json_array_foreach(cases, i, c) {
            const char *why = "malformed case";
            int ok = keygen_case(c, &why);
            tally_case(tally, json_str(c, "id"), ok, why);
        }
        return 0;
    }
    size_t k = 0;
    while (k < sizeof bls_suites / sizeof bls_suites[0] && strcmp(bls_suites[k].suite, suite) != 0)
        k++;
    if (k == sizeof bls_suites / sizeof bls_suites[0]) return -1;
    if (check_dsts(root, bls_suites[k].pop) != 0) return -1;
    json_array_foreach(cases, i, c) {
        const char *why = "malformed case";
        ecb_bls_variant v;
        int ok = 0;
        if (case_variant(c, &v) != 0)
            why = "variant is neither \"min-pk\" nor \"min-sig\"";
        else
            ok = bls_suites[k].run(c, v, &why);
        tally_case(tally, json_str(c, "id"), ok, why);
    }
    return 0;
}
