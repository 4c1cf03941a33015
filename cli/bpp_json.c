#include "bpp_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonutil.h"

static const json_t *field(const json_t *obj, const json_t *defaults, const char *key) {
    const json_t *v = json_object_get(obj, key);
    if (v == NULL && defaults != NULL) v = json_object_get(defaults, key);
    return v;
}

static const json_t *field_any(const json_t *obj, const json_t *defaults, const char *const *keys) {
    for (; *keys != NULL; keys++) {
        const json_t *v = field(obj, defaults, *keys);
        if (v != NULL) return v;
    }
    return NULL;
}

int json_u64(const json_t *v, uint64_t *out) {
    if (json_is_integer(v)) {
        if (json_integer_value(v) < 0) return -1;
        *out = (uint64_t)json_integer_value(v);
        return 0;
    }
    if (!json_is_string(v)) return -1;
    const char *s = json_string_value(v);
    if (*s == '\0') return -1;
    uint64_t x = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9') return -1;
        uint64_t d = (uint64_t)(*s - '0');
        if (x > (UINT64_MAX - d) / 10) return -1;
        x = x * 10 + d;
    }
    *out = x;
    return 0;
}

static int hex_scalar(const json_t *v, ecb_ristretto255_scalar *out) {
    unsigned char b[32];
    size_t len = 0;
    unsigned char *bytes = json_hex_value_alloc(v, &len);
    if (bytes == NULL) return -1;
    int ok = len == 32;
    if (ok) memcpy(b, bytes, 32);
    free(bytes);
    return ok && ecb_ristretto255_scalar_decode(out, b) == ECB_OK ? 0 : -1;
}

#define FAIL(...)                                                                                  \
    do {                                                                                           \
        snprintf(why, why_len, __VA_ARGS__);                                                       \
        bpp_item_free(it);                                                                         \
        return -1;                                                                                 \
    } while (0)

int bpp_item_from_json(struct bpp_item *it, const json_t *obj, const json_t *defaults, char *why,
                       size_t why_len) {
    static const char *const keys_M[] = {"max_aggregation_factor", "aggregation_factor",
                                         "range_parameters_max_aggregation_factor", NULL};
    static const char *const keys_seed[] = {"seed_nonce", "seed_nonce_le_hex", NULL};
    static const char *const keys_proof[] = {"proof", "proof_hex", NULL};
    static const char *const keys_blind[] = {"blindings", "blindings_le_hex", "blindings_u64",
                                             NULL};
    uint64_t x;
    memset(it, 0, sizeof *it);
    if (json_u64(field(obj, defaults, "bit_length"), &x) != 0) FAIL("no bit_length");
    it->n = (size_t)x;
    const json_t *t = field(obj, defaults, "extension_degree");
    it->T = 1;
    if (t != NULL) {
        if (json_u64(t, &x) != 0) FAIL("bad extension_degree");
        it->T = (size_t)x;
    }
    if (it->T < 1 || it->T > ECB_BPP_MAX_EXTENSION_DEGREE) FAIL("bad extension_degree");
    const json_t *coms = field(obj, defaults, "commitments");
    const json_t *vals = field(obj, defaults, "values");
    if (json_is_array(coms))
        it->m = json_array_size(coms);
    else if (json_is_array(vals))
        it->m = json_array_size(vals);
    else
        FAIL("no commitments or values");
    if (it->m == 0 || it->m > ECB_BPP_MAX_AGGREGATION) FAIL("bad number of commitments");
    it->M = it->m;
    const json_t *mv = field_any(obj, defaults, keys_M);
    if (mv != NULL) {
        if (json_u64(mv, &x) != 0) FAIL("bad aggregation factor");
        it->M = (size_t)x;
    }
    it->commitments = calloc(it->m, 32);
    it->promises = calloc(it->m, sizeof *it->promises);
    if (it->commitments == NULL || it->promises == NULL) FAIL("out of memory");
    for (size_t j = 0; json_is_array(coms) && j < it->m; j++) {
        size_t len;
        unsigned char *b = json_hex_value_alloc(json_array_get(coms, j), &len);
        if (b == NULL || len != 32) {
            free(b);
            FAIL("bad commitment %zu", j);
        }
        memcpy(it->commitments[j], b, 32);
        free(b);
    }
    const json_t *proms = field(obj, defaults, "minimum_value_promises");
    if (json_is_array(proms)) {
        if (json_array_size(proms) != it->m) FAIL("promises do not match commitments");
        for (size_t j = 0; j < it->m; j++) {
            const json_t *p = json_array_get(proms, j);
            if (!json_is_null(p) && json_u64(p, &it->promises[j]) != 0) FAIL("bad promise");
        }
    }
    const json_t *seed = field_any(obj, defaults, keys_seed);
    if (seed != NULL && !json_is_null(seed)) {
        if (hex_scalar(seed, &it->seed) != 0) FAIL("bad seed nonce");
        it->has_seed = 1;
    }
    const uint8_t *label =
        json_text_value(field(obj, defaults, "transcript_label"), &it->label_len);
    if (label == NULL) {
        label = (const uint8_t *)"BatchedRangeProofTest";
        it->label_len = strlen((const char *)label);
    }
    it->label = malloc(it->label_len + 1);
    if (it->label == NULL) FAIL("out of memory");
    memcpy(it->label, label, it->label_len);
    it->label[it->label_len] = 0;
    const json_t *proof = field_any(obj, defaults, keys_proof);
    if (proof != NULL) {
        it->proof_bytes = json_hex_value_alloc(proof, &it->proof_len);
        if (it->proof_bytes == NULL) FAIL("bad proof hex");
    }
    if (json_is_array(vals)) {
        const json_t *bl = field_any(obj, defaults, keys_blind);
        if (json_array_size(vals) != it->m) FAIL("values do not match commitments");
        it->values = calloc(it->m, sizeof *it->values);
        it->blindings = calloc(it->m * it->T, sizeof *it->blindings);
        if (it->values == NULL || it->blindings == NULL) FAIL("out of memory");
        for (size_t j = 0; j < it->m; j++)
            if (json_u64(json_array_get(vals, j), &it->values[j]) != 0) FAIL("bad value %zu", j);
        if (json_is_array(bl)) {
            if (json_array_size(bl) != it->m) FAIL("blindings do not match values");
            for (size_t j = 0; j < it->m; j++) {
                const json_t *row = json_array_get(bl, j);
                if (json_array_size(row) != it->T) FAIL("blindings of %zu: need T", j);
                for (size_t k = 0; k < it->T; k++) {
                    const json_t *b = json_array_get(row, k);
                    ecb_ristretto255_scalar *dst = &it->blindings[j * it->T + k];
                    if (json_is_string(b) && strlen(json_string_value(b)) == 64) {
                        if (hex_scalar(b, dst) != 0) FAIL("bad blinding");
                    } else if (json_u64(b, &x) == 0) {
                        ecb_ristretto255_scalar_from_u64(dst, x);
                    } else {
                        FAIL("bad blinding");
                    }
                }
            }
        } else { /* values without blindings: the prover draws them */
            free(it->blindings);
            it->blindings = NULL;
        }
    }
    return 0;
}

void bpp_item_free(struct bpp_item *it) {
    free(it->commitments);
    free(it->promises);
    free(it->label);
    free(it->proof_bytes);
    free(it->values);
    free(it->blindings);
    memset(it, 0, sizeof *it);
}

struct cache_entry {
    size_t n, M, T;
    ecb_bpp_params *params;
};
static struct cache_entry cache[64];
static size_t cache_len;

const ecb_bpp_params *bpp_params_cached(size_t n, size_t M, size_t T) {
    for (size_t i = 0; i < cache_len; i++)
        if (cache[i].n == n && cache[i].M == M && cache[i].T == T) return cache[i].params;
    ecb_bpp_pedersen_gens pc;
    ecb_bpp_params *p;
    if (ecb_bpp_pedersen_gens_default(&pc, T) != ECB_OK) return NULL;
    if (ecb_bpp_params_create(&p, n, M, &pc) != ECB_OK) return NULL;
    if (cache_len == sizeof cache / sizeof cache[0]) bpp_params_cache_clear();
    cache[cache_len].n = n;
    cache[cache_len].M = M;
    cache[cache_len].T = T;
    cache[cache_len++].params = p;
    return p;
}

void bpp_params_cache_clear(void) {
    for (size_t i = 0; i < cache_len; i++)
        ecb_bpp_params_free(cache[i].params);
    cache_len = 0;
}

ecb_status bpp_item_statement(const struct bpp_item *it, ecb_bpp_statement *st) {
    memset(st, 0, sizeof *st);
    st->params = bpp_params_cached(it->n, it->M, it->T);
    if (st->params == NULL) return ECB_ERR_INVALID_ARGUMENT;
    st->aggregation = it->m;
    st->commitments = (const uint8_t(*)[32])it->commitments;
    st->minimum_value_promises = it->promises;
    st->seed_nonce = it->has_seed ? &it->seed : NULL;
    return ECB_OK;
}

void bpp_item_transcript(const struct bpp_item *it, ecb_merlin_transcript *t) {
    ecb_merlin_init(t, (const uint8_t *)it->label, it->label_len);
}

int bpp_rust_error_matches(const char *rust_error, ecb_status got) {
    static const struct {
        const char *needle;
        ecb_status codes[5];
    } kinds[] = {
        {"Range proof batch not valid", {ECB_ERR_VERIFY_FAILED}},
        {"Identity element cannot be added", {ECB_ERR_IDENTITY}},
        {"canonical encoding of a point",
         {ECB_ERR_NON_CANONICAL, ECB_ERR_NEGATIVE, ECB_ERR_NON_SQUARE, ECB_ERR_NEGATIVE_XY,
          ECB_ERR_Y_ZERO}},
        {"Invalid parsing", {ECB_ERR_SCALAR_OUT_OF_RANGE}},
        {"Extension degree not valid", {ECB_ERR_PROOF_FORMAT}},
        {"Unused data after deserialization", {ECB_ERR_PROOF_FORMAT}},
        {"Serialized proof is too short", {ECB_ERR_PROOF_FORMAT}},
        {"Vector L/R length not adequate", {ECB_ERR_PROOF_FORMAT}},
        {"Inconsistent extension degree", {ECB_ERR_PARAMETERS}},
        {"Inconsistent bit length", {ECB_ERR_PARAMETERS}},
        {"Value exceeds bit vector capacity", {ECB_ERR_VALUE_OUT_OF_RANGE}},
        {"Minimum value is larger than value", {ECB_ERR_PROMISE}},
    };
    if (rust_error == NULL || got == ECB_OK) return 0;
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        if (strstr(rust_error, kinds[i].needle) == NULL) continue;
        for (size_t c = 0; c < 5; c++)
            if (kinds[i].codes[c] == got && got != ECB_OK) return 1;
        return 0;
    }
    return 0;
}
