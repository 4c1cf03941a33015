/* BLS signatures (include/ecbatch/bls.h) against every case of ../shared/vectors/bls-signatures/
 * {sign, verify, aggregate, fast_aggregate_verify, aggregate_verify, batch_verify, pop, keygen}.json
 * (blst's values), both variants, read in place. Batch cases are also checked triple by triple:
 * every triple the batch names invalid fails Verify, every other one passes it. */
#include <jansson.h>

#include "testlib.h"

#include "ecbatch/bls.h"

static long cases_run;

/* The bytes of hex string j into a fresh buffer (*len bytes; 1 byte allocated for ""); NULL when
 * j is not a hex string. */
static uint8_t *hex_alloc(const json_t *j, size_t *len) {
    const char *h = json_string_value(j);
    if (h == NULL || strlen(h) % 2 != 0) return NULL;
    *len = strlen(h) / 2;
    uint8_t *out = malloc(*len + 1);
    size_t got = 0;
    if (out == NULL) return NULL;
    if (*len > 0 &&
        (sodium_hex2bin(out, *len, h, strlen(h), NULL, &got, NULL) != 0 || got != *len)) {
        free(out);
        return NULL;
    }
    return out;
}

/* Exactly n bytes from hex field key of c into out; -1 otherwise. */
static int hex_fixed(const json_t *c, const char *key, uint8_t *out, size_t n) {
    size_t len = 0;
    uint8_t *b = hex_alloc(json_object_get(c, key), &len);
    int ok = b != NULL && len == n;
    if (ok) memcpy(out, b, n);
    free(b);
    return ok ? 0 : -1;
}

/* A list of equal-size hex strings, concatenated (*n elements). */
static uint8_t *hex_list(const json_t *a, size_t each, size_t *n) {
    if (!json_is_array(a)) return NULL;
    *n = json_array_size(a);
    uint8_t *out = malloc(*n * each + 1);
    if (out == NULL) return NULL;
    for (size_t i = 0; i < *n; i++) {
        size_t len = 0;
        uint8_t *b = hex_alloc(json_array_get(a, i), &len);
        if (b == NULL || len != each) {
            free(b);
            free(out);
            return NULL;
        }
        memcpy(out + i * each, b, each);
        free(b);
    }
    return out;
}

static ecb_bls_variant variant_of(const json_t *c) {
    const char *v = json_string_value(json_object_get(c, "variant"));
    CHECK(v != NULL && (strcmp(v, "min-pk") == 0 || strcmp(v, "min-sig") == 0));
    return v != NULL && strcmp(v, "min-sig") == 0 ? ECB_BLS_MIN_SIG : ECB_BLS_MIN_PK;
}

static json_t *load(const char *name) {
    json_error_t err;
    json_t *root = json_load_file(tl_vector_path(name), 0, &err);
    CHECK(root != NULL);
    if (root == NULL) fprintf(stderr, "%s: %s\n", name, err.text);
    return root;
}

static void report(const json_t *c, int ok) {
    CHECK(ok);
    cases_run++;
    if (!ok) fprintf(stderr, "  case %s failed\n", json_string_value(json_object_get(c, "id")));
}

static void test_sign(void) {
    json_t *root = load("bls-signatures/sign.json");
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(root, "cases"), i, c) {
        ecb_bls_variant v = variant_of(c);
        size_t pkn = ecb_bls_public_key_bytes(v), sgn = ecb_bls_signature_bytes(v), mlen = 0;
        uint8_t sk[32], pk[96], sig[96], want_pk[96], want_sig[96];
        uint8_t *msg = hex_alloc(json_object_get(c, "message"), &mlen);
        int ok = msg != NULL && hex_fixed(c, "sk", sk, 32) == 0;
        ecb_status s1 = ecb_bls_sk_to_pk(v, pk, sk), s2 = ecb_bls_sign(v, sig, sk, msg, mlen);
        if (json_is_null(json_object_get(c, "output"))) {
            static const uint8_t zero[96];
            ok = ok && s1 == ECB_ERR_SCALAR_OUT_OF_RANGE && s2 == ECB_ERR_SCALAR_OUT_OF_RANGE &&
                 memcmp(pk, zero, pkn) == 0 && memcmp(sig, zero, sgn) == 0;
        } else {
            ok = ok && hex_fixed(c, "pubkey", want_pk, pkn) == 0 &&
                 hex_fixed(c, "output", want_sig, sgn) == 0 && s1 == ECB_OK && s2 == ECB_OK &&
                 memcmp(pk, want_pk, pkn) == 0 && memcmp(sig, want_sig, sgn) == 0 &&
                 ecb_bls_verify(v, pk, msg, mlen, sig) == ECB_OK;
        }
        report(c, ok);
        free(msg);
    }
    json_decref(root);
}

static void test_verify(void) {
    json_t *root = load("bls-signatures/verify.json");
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(root, "cases"), i, c) {
        ecb_bls_variant v = variant_of(c);
        size_t mlen = 0;
        uint8_t pk[96], sig[96];
        uint8_t *msg = hex_alloc(json_object_get(c, "message"), &mlen);
        int ok = msg != NULL && hex_fixed(c, "pubkey", pk, ecb_bls_public_key_bytes(v)) == 0 &&
                 hex_fixed(c, "signature", sig, ecb_bls_signature_bytes(v)) == 0;
        int want = json_is_true(json_object_get(c, "output"));
        ecb_status st = ecb_bls_verify(v, pk, msg, mlen, sig);
        /* with the key decoded once: the same status, or the byte function's decoding error */
        ecb_bls_public_key k;
        ecb_status kst = ecb_bls_public_key_decode(&k, v, pk);
        int same = kst == ECB_OK ? ecb_bls_verify_key(&k, msg, mlen, sig) == st : kst == st;
        report(c, ok && (st == ECB_OK) == want && same);
        free(msg);
    }
    json_decref(root);
}

static void test_aggregate(void) {
    json_t *root = load("bls-signatures/aggregate.json");
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(root, "cases"), i, c) {
        ecb_bls_variant v = variant_of(c);
        size_t sgn = ecb_bls_signature_bytes(v), n = 0;
        uint8_t *sigs = hex_list(json_object_get(c, "signatures"), sgn, &n), out[96], want[96];
        int ok = sigs != NULL;
        ecb_status st = ecb_bls_aggregate(v, out, sigs, n * sgn, n);
        if (json_is_null(json_object_get(c, "output"))) {
            static const uint8_t zero[96];
            ok = ok && st != ECB_OK && memcmp(out, zero, sgn) == 0;
        } else {
            ok = ok && hex_fixed(c, "output", want, sgn) == 0 && st == ECB_OK &&
                 memcmp(out, want, sgn) == 0;
        }
        report(c, ok);
        free(sigs);
    }
    json_decref(root);
}

static void test_fast_aggregate_verify(void) {
    json_t *root = load("bls-signatures/fast_aggregate_verify.json");
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(root, "cases"), i, c) {
        ecb_bls_variant v = variant_of(c);
        size_t pkn = ecb_bls_public_key_bytes(v), n = 0, mlen = 0;
        uint8_t *pks = hex_list(json_object_get(c, "pubkeys"), pkn, &n), sig[96];
        uint8_t *msg = hex_alloc(json_object_get(c, "message"), &mlen);
        int ok = pks != NULL && msg != NULL &&
                 hex_fixed(c, "signature", sig, ecb_bls_signature_bytes(v)) == 0;
        int want = json_is_true(json_object_get(c, "output"));
        ecb_status st = ecb_bls_fast_aggregate_verify(v, pks, n * pkn, n, msg, mlen, sig);
        /* with the keys decoded once: the same status, or the first key's decoding error */
        ecb_bls_public_key *keys = calloc(n ? n : 1, sizeof *keys);
        ecb_status kst = keys == NULL ? ECB_ERR_OUT_OF_MEMORY : ECB_OK;
        for (size_t k = 0; k < n && kst == ECB_OK; k++)
            kst = ecb_bls_public_key_decode(&keys[k], v, pks + k * pkn);
        int same = kst == ECB_OK && n > 0
                       ? ecb_bls_fast_aggregate_verify_keys(keys, n, msg, mlen, sig) == st
                       : kst == st || n == 0;
        report(c, ok && (st == ECB_OK) == want && same);
        free(keys);
        free(pks);
        free(msg);
    }
    json_decref(root);
}

/* The messages of list a: pointers into one allocation per message (freed by free_msgs). */
static int read_msgs(const json_t *a, uint8_t ***msgs, size_t **lens, size_t *n) {
    if (!json_is_array(a)) return -1;
    *n = json_array_size(a);
    *msgs = calloc(*n + 1, sizeof **msgs);
    *lens = calloc(*n + 1, sizeof **lens);
    if (*msgs == NULL || *lens == NULL) return -1;
    for (size_t i = 0; i < *n; i++)
        if (((*msgs)[i] = hex_alloc(json_array_get(a, i), &(*lens)[i])) == NULL) return -1;
    return 0;
}

static void free_msgs(uint8_t **msgs, size_t *lens, size_t n) {
    for (size_t i = 0; msgs != NULL && i < n; i++)
        free(msgs[i]);
    free(msgs);
    free(lens);
}

static void test_aggregate_verify(void) {
    json_t *root = load("bls-signatures/aggregate_verify.json");
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(root, "cases"), i, c) {
        ecb_bls_variant v = variant_of(c);
        size_t pkn = ecb_bls_public_key_bytes(v), n = 0, nm = 0;
        uint8_t *pks = hex_list(json_object_get(c, "pubkeys"), pkn, &n), sig[96], **msgs = NULL;
        size_t *lens = NULL;
        int ok = pks != NULL && read_msgs(json_object_get(c, "messages"), &msgs, &lens, &nm) == 0 &&
                 hex_fixed(c, "signature", sig, ecb_bls_signature_bytes(v)) == 0;
        int want = json_is_true(json_object_get(c, "output"));
        /* lists of different lengths: the shorter count with the longer list's bytes */
        ecb_status st = n == nm
                            ? ecb_bls_aggregate_verify(v, pks, n * pkn,
                                                       (const uint8_t *const *)msgs, lens, n, sig)
                            : ecb_bls_aggregate_verify(v, pks, nm * pkn,
                                                       (const uint8_t *const *)msgs, lens, n, sig);
        report(c, ok && (st == ECB_OK) == want);
        free(pks);
        free_msgs(msgs, lens, nm);
    }
    json_decref(root);
}

static void test_batch_verify(void) {
    json_t *root = load("bls-signatures/batch_verify.json");
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(root, "cases"), i, c) {
        ecb_bls_variant v = variant_of(c);
        size_t pkn = ecb_bls_public_key_bytes(v), sgn = ecb_bls_signature_bytes(v);
        const json_t *triples = json_object_get(c, "triples");
        size_t n = json_array_size(triples);
        uint8_t *pks = malloc(n * pkn + 1), *sigs = malloc(n * sgn + 1), *valid = malloc(n + 1);
        uint8_t **msgs = calloc(n + 1, sizeof *msgs);
        size_t *lens = calloc(n + 1, sizeof *lens), invalid = 0;
        int ok = json_is_array(triples) && pks != NULL && sigs != NULL && valid != NULL &&
                 msgs != NULL && lens != NULL;
        for (size_t k = 0; ok && k < n; k++) {
            const json_t *t = json_array_get(triples, k);
            msgs[k] = hex_alloc(json_object_get(t, "message"), &lens[k]);
            ok = msgs[k] != NULL && hex_fixed(t, "pubkey", pks + k * pkn, pkn) == 0 &&
                 hex_fixed(t, "signature", sigs + k * sgn, sgn) == 0;
        }
        int want = json_is_true(json_object_get(c, "output"));
        if (ok) {
            ecb_status st = ecb_bls_batch_verify(v, pks, n * pkn, (const uint8_t *const *)msgs,
                                                 lens, sigs, n * sgn, n, 1, valid, &invalid);
            ok = (st == ECB_OK) == want && (st == ECB_OK || st == ECB_ERR_VERIFY_FAILED);
            size_t named = 0;
            for (size_t k = 0; ok && k < n; k++) {
                ecb_status one = ecb_bls_verify(v, pks + k * pkn, msgs[k], lens[k], sigs + k * sgn);
                ok = (one == ECB_OK) == (valid[k] == 1);
                named += valid[k] == 0;
            }
            ok = ok && named == invalid && (invalid == 0) == want;
        }
        report(c, ok);
        free(pks);
        free(sigs);
        free(valid);
        free_msgs(msgs, lens, n);
    }
    json_decref(root);
}

static void test_pop(void) {
    json_t *root = load("bls-signatures/pop.json");
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(root, "cases"), i, c) {
        ecb_bls_variant v = variant_of(c);
        size_t pkn = ecb_bls_public_key_bytes(v), sgn = ecb_bls_signature_bytes(v);
        uint8_t pk[96], proof[96], sk[32], got_pk[96], got_proof[96];
        int ok = hex_fixed(c, "pubkey", pk, pkn) == 0 && hex_fixed(c, "proof", proof, sgn) == 0;
        int want = json_is_true(json_object_get(c, "output"));
        ok = ok && (ecb_bls_pop_verify(v, pk, proof) == ECB_OK) == want;
        if (!json_is_null(json_object_get(c, "sk")))
            ok = ok && hex_fixed(c, "sk", sk, 32) == 0 &&
                 ecb_bls_sk_to_pk(v, got_pk, sk) == ECB_OK &&
                 ecb_bls_pop_prove(v, got_proof, sk) == ECB_OK && memcmp(got_pk, pk, pkn) == 0 &&
                 memcmp(got_proof, proof, sgn) == 0;
        report(c, ok);
    }
    json_decref(root);
}

static void test_keygen(void) {
    json_t *root = load("bls-signatures/keygen.json");
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(root, "cases"), i, c) {
        size_t ikm_len = 0, info_len = 0;
        uint8_t *ikm = hex_alloc(json_object_get(c, "ikm"), &ikm_len);
        uint8_t *info = hex_alloc(json_object_get(c, "key_info"), &info_len);
        uint8_t sk[32], want[32];
        static const uint8_t zero[32];
        int ok = ikm != NULL && info != NULL;
        ecb_status st = ecb_bls_keygen(sk, ikm, ikm_len, info, info_len);
        if (json_is_null(json_object_get(c, "sk")))
            ok = ok && st == ECB_ERR_LENGTH && memcmp(sk, zero, 32) == 0;
        else
            ok = ok && st == ECB_OK && hex_fixed(c, "sk", want, 32) == 0 &&
                 memcmp(sk, want, 32) == 0;
        report(c, ok);
        free(ikm);
        free(info);
    }
    json_decref(root);
}

/* The decoded-key functions' argument checks: a key the decoder did not fill (zeroed, or a
 * decoded key with its header changed), keys of two variants, n = 0 and NULL pointers are
 * refused before any verification; a decoding error leaves the key zeroed. */
static void test_decoded_key_args(void) {
    uint8_t ikm[32], sk[32], pk[2][96], sig[96], msg[3] = {1, 2, 3};
    ecb_bls_public_key k[2], bad;
    memset(ikm, 7, sizeof ikm);
    CHECK(ecb_bls_keygen(sk, ikm, sizeof ikm, NULL, 0) == ECB_OK);
    for (int v = 0; v < 2; v++) {
        CHECK(ecb_bls_sk_to_pk((ecb_bls_variant)v, pk[v], sk) == ECB_OK);
        CHECK(ecb_bls_public_key_decode(&k[v], (ecb_bls_variant)v, pk[v]) == ECB_OK);
    }
    CHECK(ecb_bls_sign(ECB_BLS_MIN_PK, sig, sk, msg, sizeof msg) == ECB_OK);
    CHECK(ecb_bls_verify_key(&k[0], msg, sizeof msg, sig) == ECB_OK);
    CHECK(ecb_bls_fast_aggregate_verify_keys(k, 1, msg, sizeof msg, sig) == ECB_OK);
    msg[0] ^= 1;
    CHECK(ecb_bls_verify_key(&k[0], msg, sizeof msg, sig) == ECB_ERR_VERIFY_FAILED);
    CHECK(ecb_bls_fast_aggregate_verify_keys(k, 1, msg, sizeof msg, sig) == ECB_ERR_VERIFY_FAILED);
    msg[0] ^= 1;
    memset(&bad, 0, sizeof bad);
    CHECK(ecb_bls_verify_key(&bad, msg, sizeof msg, sig) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls_fast_aggregate_verify_keys(&bad, 1, msg, sizeof msg, sig) ==
          ECB_ERR_INVALID_ARGUMENT);
    bad = k[0];
    bad.tag ^= (uint64_t)1 << 40;
    CHECK(ecb_bls_verify_key(&bad, msg, sizeof msg, sig) == ECB_ERR_INVALID_ARGUMENT);
    bad = k[0];
    bad.tag ^= 2; /* variant 2: not a variant */
    CHECK(ecb_bls_verify_key(&bad, msg, sizeof msg, sig) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls_fast_aggregate_verify_keys(k, 2, msg, sizeof msg, sig) ==
          ECB_ERR_INVALID_ARGUMENT); /* k[1] is min-sig */
    CHECK(ecb_bls_fast_aggregate_verify_keys(k, 0, msg, sizeof msg, sig) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls_fast_aggregate_verify_keys(k, ECB_BLS_MAX_COUNT + 1, msg, sizeof msg, sig) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls_fast_aggregate_verify_keys(NULL, 1, msg, sizeof msg, sig) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls_fast_aggregate_verify_keys(k, 1, NULL, 1, sig) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls_verify_key(NULL, msg, sizeof msg, sig) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls_verify_key(&k[0], msg, sizeof msg, NULL) == ECB_ERR_NULL_POINTER);
    /* decoding errors: the status, and a zeroed key the verifiers refuse */
    static const uint8_t zero_key[sizeof bad];
    uint8_t id[48] = {0xc0}; /* the compressed identity of G1 */
    CHECK(ecb_bls_public_key_decode(&bad, ECB_BLS_MIN_PK, id) == ECB_ERR_IDENTITY);
    CHECK(memcmp(&bad, zero_key, sizeof bad) == 0);
    memset(pk[0], 0xff, 48);
    pk[0][0] = 0x9f; /* compressed, x = 2^381 - 1 >= p */
    CHECK(ecb_bls_public_key_decode(&bad, ECB_BLS_MIN_PK, pk[0]) == ECB_ERR_NON_CANONICAL);
    CHECK(memcmp(&bad, zero_key, sizeof bad) == 0);
    CHECK(ecb_bls_public_key_decode(&bad, (ecb_bls_variant)2, pk[1]) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls_public_key_decode(&bad, ECB_BLS_MIN_PK, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls_public_key_decode(NULL, ECB_BLS_MIN_PK, pk[1]) == ECB_ERR_NULL_POINTER);
}

int main(void) {
    tl_init();
    test_sign();
    test_verify();
    test_aggregate();
    test_fast_aggregate_verify();
    test_aggregate_verify();
    test_batch_verify();
    test_pop();
    test_keygen();
    test_decoded_key_args();
    printf("bls vector cases: %ld\n", cases_run);
    CHECK(cases_run == 66 + 89 + 27 + 31 + 29 + 28 + 21 + 22);
    return tl_finish("test_bls_vectors");
}
