/* Generators of Bulletproofs+ (spec §2): the Pedersen bases H, G_1..G_6 and the vector bases
 * Gi/Hi, and the range parameters that own them. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hash/sha3.h"
#include "msm/plan/msm_request.h"
#include "params.h"
#include "util/alloc.h"

static int is_power_of_two(size_t x) {
    return x != 0 && (x & (x - 1)) == 0;
}

/* The identity or a point given twice among H, G_1..G_T: each is a known relation between the
 * generators, with which a commitment opens to another value (H = G: v H + b G = (v + b) G).
 * Compares the canonical encodings (bases[0] is H); public data. */
static ecb_status check_distinct(const uint8_t (*enc)[32], size_t count) {
    static const uint8_t identity[32];
    for (size_t i = 0; i < count; i++) {
        if (memcmp(enc[i], identity, 32) == 0) return ECB_ERR_IDENTITY;
        for (size_t j = 0; j < i; j++)
            if (memcmp(enc[i], enc[j], 32) == 0) return ECB_ERR_REPEATED_GENERATOR;
    }
    return ECB_OK;
}

ecb_status ecb_bpp_pedersen_gens_custom(ecb_bpp_pedersen_gens *out, const ecb_ristretto255_point *h,
                                        const ecb_ristretto255_point *g, size_t extension_degree) {
    if (out == NULL || h == NULL || g == NULL) return ECB_ERR_NULL_POINTER;
    if (extension_degree < 1 || extension_degree > ECB_BPP_MAX_EXTENSION_DEGREE)
        return ECB_ERR_INVALID_ARGUMENT;
    uint8_t enc[1 + ECB_BPP_MAX_EXTENSION_DEGREE][32];
    ecb_ristretto255_encode(enc[0], h);
    for (size_t k = 0; k < extension_degree; k++)
        ecb_ristretto255_encode(enc[1 + k], &g[k]);
    ecb_status st = check_distinct((const uint8_t(*)[32])enc, 1 + extension_degree);
    if (st != ECB_OK) return st;
    memset(out, 0, sizeof *out);
    out->extension_degree = extension_degree;
    out->h = *h;
    memcpy(out->h_bytes, enc[0], 32);
    for (size_t k = 0; k < extension_degree; k++) {
        out->g[k] = g[k];
        memcpy(out->g_bytes[k], enc[1 + k], 32);
    }
    return ECB_OK;
}

/* G_k = from_uniform_bytes(SHA3-512("RISTRETTO_MASKING_BASEPOINT_" || decimal k)), spec §2.1. */
static void masking_basepoint(ecb_ristretto255_point *out, size_t k) {
    char label[40];
    uint8_t digest[64];
    int len = snprintf(label, sizeof label, "RISTRETTO_MASKING_BASEPOINT_%zu", k);
    ecb_sha3_512(digest, (const uint8_t *)label, (size_t)len);
    ecb_ristretto255_from_uniform_bytes(out, digest);
}

ecb_status ecb_bpp_pedersen_gens_default(ecb_bpp_pedersen_gens *out, size_t extension_degree) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (extension_degree < 1 || extension_degree > ECB_BPP_MAX_EXTENSION_DEGREE)
        return ECB_ERR_INVALID_ARGUMENT;
    ecb_ristretto255_point h, g[ECB_BPP_MAX_EXTENSION_DEGREE];
    ecb_ristretto255_base(&h);
    for (size_t k = 0; k < extension_degree; k++)
        masking_basepoint(&g[k], k + 1);
    return ecb_bpp_pedersen_gens_custom(out, &h, g, extension_degree);
}

ecb_status ecb_bpp_commit(ecb_ristretto255_point *out, const ecb_bpp_pedersen_gens *gens,
                          uint64_t value, const ecb_ristretto255_scalar *blindings, size_t count) {
    if (out == NULL || gens == NULL || blindings == NULL) return ECB_ERR_NULL_POINTER;
    if (count < 1 || count > gens->extension_degree) return ECB_ERR_LENGTH;
    ecb_ristretto255_scalar v;
    ecb_ristretto255_point acc, term;
    ecb_ristretto255_scalar_from_u64(&v, value);
    ecb_ristretto255_scalar_mult(&acc, &v, &gens->h);
    for (size_t k = 0; k < count; k++) {
        ecb_ristretto255_scalar_mult(&term, &blindings[k], &gens->g[k]);
        ecb_ristretto255_add(&acc, &acc, &term);
    }
    *out = acc;
    sodium_memzero(&v, sizeof v);
    sodium_memzero(&term, sizeof term);
    return ECB_OK;
}

/* One generator chain (spec §2.2): SHAKE256("GeneratorsChain" || label), 64 bytes per point
 * through from_uniform_bytes; label = kind ('G' or 'H') || party as u32 little-endian. */
static void generator_chain(ecb_ristretto255_point *out, uint8_t (*out_bytes)[32], size_t count,
                            uint8_t kind, uint32_t party) {
    ecb_keccak_sponge xof;
    uint8_t label[5] = {kind, (uint8_t)party, (uint8_t)(party >> 8), (uint8_t)(party >> 16),
                        (uint8_t)(party >> 24)};
    uint8_t block[64];
    ecb_shake256_init(&xof);
    ecb_keccak_absorb(&xof, (const uint8_t *)"GeneratorsChain", 15);
    ecb_keccak_absorb(&xof, label, sizeof label);
    for (size_t i = 0; i < count; i++) {
        ecb_keccak_squeeze(&xof, block, sizeof block);
        ecb_ristretto255_from_uniform_bytes(&out[i], block);
        ecb_ristretto255_encode(out_bytes[i], &out[i]);
    }
}

/* The engine's tables of the static points in bpp_static_count order, as the plan answers for
 * them (msm_request.h): precomputed Straus tables of its width (count 2^(w-2) entries, 96 bytes
 * each in the radix-2^64 form, 160 in the IFMA form), and, where it beats them for the
 * verifier's MSM (IFMA), a fixed-base table within its budget. */
static ecb_status build_precomp(ecb_bpp_params *p) {
    size_t T = p->pc.extension_degree, count = bpp_static_count(p, p->capacity);
    msm_request rq = {.group = ECB_GROUP_RISTRETTO255, .points = MSM_POINTS_STATIC, .n = count};
    msm_answer a;
    ecb_status st = msm_ask(&rq, &a);
    if (st != ECB_OK) return st;
    ecb_ristretto255_point *pts = ecb_malloc(count * sizeof *pts);
    if (pts == NULL) return ECB_ERR_OUT_OF_MEMORY;
    pts[0] = p->pc.h;
    for (size_t k = 0; k < T; k++)
        pts[1 + k] = p->pc.g[k];
    for (size_t i = 0; i < p->capacity; i++) {
        pts[1 + T + 2 * i] = p->gi[i];
        pts[2 + T + 2 * i] = p->hi[i];
    }
    st = ecb_msm_ristretto255_precomp_new(&p->precomp, pts, count, a.precomp_window);
    if (st == ECB_OK && a.fixed_bytes > 0)
        st = ecb_msm_fixed_ristretto255_new(&p->fixed, pts, count, a.fixed_bytes);
    ecb_free(pts);
    return st;
}

ecb_status ecb_bpp_params_create(ecb_bpp_params **out, size_t bit_length, size_t max_aggregation,
                                 const ecb_bpp_pedersen_gens *gens) {
    if (out == NULL || gens == NULL) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    if (!is_power_of_two(bit_length) || bit_length > ECB_BPP_MAX_BIT_LENGTH ||
        !is_power_of_two(max_aggregation) || max_aggregation > ECB_BPP_MAX_AGGREGATION ||
        gens->extension_degree < 1 || gens->extension_degree > ECB_BPP_MAX_EXTENSION_DEGREE)
        return ECB_ERR_INVALID_ARGUMENT;
    ecb_bpp_params *p = ecb_calloc(1, sizeof *p);
    if (p == NULL) return ECB_ERR_OUT_OF_MEMORY;
    p->bit_length = bit_length;
    p->max_aggregation = max_aggregation;
    p->capacity = bit_length * max_aggregation;
    p->pc = *gens;
    p->gi = ecb_malloc(p->capacity * sizeof *p->gi);
    p->hi = ecb_malloc(p->capacity * sizeof *p->hi);
    p->gi_bytes = ecb_malloc(p->capacity * sizeof *p->gi_bytes);
    p->hi_bytes = ecb_malloc(p->capacity * sizeof *p->hi_bytes);
    if (p->gi == NULL || p->hi == NULL || p->gi_bytes == NULL || p->hi_bytes == NULL) {
        ecb_bpp_params_free(p);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    for (size_t j = 0; j < max_aggregation; j++) {
        size_t at = j * bit_length;
        generator_chain(p->gi + at, p->gi_bytes + at, bit_length, 'G', (uint32_t)j);
        generator_chain(p->hi + at, p->hi_bytes + at, bit_length, 'H', (uint32_t)j);
    }
    p->combs = ecb_malloc((1 + p->pc.extension_degree) * sizeof *p->combs);
    if (p->combs == NULL) {
        ecb_bpp_params_free(p);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    ge25519_comb_init(&p->combs[0], &p->pc.h);
    for (size_t k = 0; k < p->pc.extension_degree; k++)
        ge25519_comb_init(&p->combs[1 + k], &p->pc.g[k]);
    if (p->capacity <= BPP_STATIC_TABLES_MAX) {
        p->static_tables =
            ecb_malloc(2 * p->capacity * GE25519_STATIC_TABLE * sizeof(ge25519_niels));
        if (p->static_tables == NULL) {
            ecb_bpp_params_free(p);
            return ECB_ERR_OUT_OF_MEMORY;
        }
        for (size_t i = 0; i < p->capacity; i++) {
            ge25519_static_table_init(p->static_tables + 2 * i * GE25519_STATIC_TABLE, &p->gi[i]);
            ge25519_static_table_init(p->static_tables + (2 * i + 1) * GE25519_STATIC_TABLE,
                                      &p->hi[i]);
        }
        ecb_status st = build_precomp(p);
        if (st != ECB_OK) {
            ecb_bpp_params_free(p);
            return st;
        }
    }
    *out = p;
    return ECB_OK;
}

void ecb_bpp_params_free(ecb_bpp_params *params) {
    if (params == NULL) return;
    ecb_free(params->combs);
    ecb_free(params->static_tables);
    ecb_msm_ristretto255_precomp_free(params->precomp);
    ecb_msm_fixed_free(params->fixed);
    ecb_free(params->gi);
    ecb_free(params->hi);
    ecb_free(params->gi_bytes);
    ecb_free(params->hi_bytes);
    ecb_free(params);
}

size_t ecb_bpp_params_bit_length(const ecb_bpp_params *params) {
    return params->bit_length;
}
size_t ecb_bpp_params_max_aggregation(const ecb_bpp_params *params) {
    return params->max_aggregation;
}
size_t ecb_bpp_params_extension_degree(const ecb_bpp_params *params) {
    return params->pc.extension_degree;
}
const ecb_bpp_pedersen_gens *ecb_bpp_params_pedersen_gens(const ecb_bpp_params *params) {
    return &params->pc;
}
const ecb_ristretto255_point *ecb_bpp_params_gi(const ecb_bpp_params *params, size_t i) {
    return i < params->capacity ? &params->gi[i] : NULL;
}
const ecb_ristretto255_point *ecb_bpp_params_hi(const ecb_bpp_params *params, size_t i) {
    return i < params->capacity ? &params->hi[i] : NULL;
}
