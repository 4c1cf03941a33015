/* Vector suites "encoding" and "msm" for groups bls12-381-g1, bls12-381-g2 and bls12-377-g1
 * (../shared/vectors/FORMAT.md §2.2, §2.3, §3, §4.2), and "msm" for bn254-g1 (the same format
 * with BN254's encodings: tests/vectors/bn254-g1/README.md), run through the public API.
 *
 * encoding: a valid case decodes to exactly (x, y), equals scalar * G and re-encodes byte for
 * byte (BLS12-377: and round-trips through the arkworks and snarkVM layouts, whose bytes are
 * checked against the gnark ones); an invalid case is rejected with the status named by its
 * "reason".
 * msm: the sum is computed by the MSM engine (ecb_msm_*_var on the decoded points in affine
 * form) with the strategy given by --strategy (default: the plan's choice, with the costs of
 * $ECBATCH_PROFILE when set); a strategy the group lacks is an error, never a skip. Where a
 * case also lists points_uncompressed / expected_uncompressed, those must decode to the same
 * points and the sum must encode to expected_uncompressed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bls12_377.h"
#include "ecbatch/bls12_381.h"
#include "ecbatch/bn254.h"
#include "ecbatch/msm.h"
#include "profile.h"
#include "vector_suites.h"

typedef union {
    ecb_bls12_381_g1 g1;
    ecb_bls12_381_g2 g2;
    ecb_bls12_377_g1 g377;
    ecb_bn254_g1 g254;
} bls_point;

struct bls_group {
    const char *name;
    ecb_group id;
    size_t compressed, uncompressed; /* encoding lengths */
    ecb_status (*decode)(bls_point *p, const uint8_t *in, int compressed);
    void (*encode)(uint8_t *out, const bls_point *p, int compressed);
    void (*generator)(bls_point *p);
    void (*identity)(bls_point *p);
    /* out = k P for a 32-byte big-endian scalar k; its decoding status */
    ecb_status (*mul)(bls_point *out, const uint8_t k[32], const bls_point *p);
    void (*add)(bls_point *out, const bls_point *a, const bls_point *b);
    int (*equal)(const bls_point *a, const bls_point *b);
    /* further layouts of a valid point given its uncompressed encoding (NULL: none) */
    int (*other_layouts)(const bls_point *p, const uint8_t *uncompressed, const char **why);
    /* out = sum k[i] p[i] by the MSM engine for 32-byte big-endian scalars; the status of a
     * scalar's decoding, an allocation or the MSM */
    ecb_status (*msm)(bls_point *out, const bls_point *p, const uint8_t (*k)[32], size_t n,
                      const ecb_msm_options *opt);
};

/* The MSM of one group: points to affine form (one batch conversion), scalars decoded. */
#define BLS_MSM(NAME, MEMBER, JAC, AFF, SC, TO_AFF, DECODE, MSM)                                   \
    static ecb_status NAME(bls_point *out, const bls_point *p, const uint8_t(*k)[32], size_t n,    \
                           const ecb_msm_options *opt) {                                           \
        JAC *jac = malloc((n ? n : 1) * sizeof *jac);                                              \
        AFF *aff = malloc((n ? n : 1) * sizeof *aff);                                              \
        SC *sc = malloc((n ? n : 1) * sizeof *sc);                                                 \
        ecb_status st = jac && aff && sc ? ECB_OK : ECB_ERR_OUT_OF_MEMORY;                         \
        for (size_t i = 0; st == ECB_OK && i < n; i++) {                                           \
            jac[i] = p[i].MEMBER;                                                                  \
            st = DECODE(&sc[i], k[i]);                                                             \
        }                                                                                          \
        if (st == ECB_OK) {                                                                        \
            TO_AFF(aff, jac, n);                                                                   \
            st = MSM(&out->MEMBER, aff, sc, n, opt);                                               \
        }                                                                                          \
        free(jac);                                                                                 \
        free(aff);                                                                                 \
        free(sc);                                                                                  \
        return st;                                                                                 \
    }
BLS_MSM(g1_msm, g1, ecb_bls12_381_g1, ecb_bls12_381_g1_affine, ecb_bls12_381_scalar,
        ecb_bls12_381_g1_batch_to_affine, ecb_bls12_381_scalar_decode, ecb_msm_bls12_381_g1_var)
BLS_MSM(g2_msm, g2, ecb_bls12_381_g2, ecb_bls12_381_g2_affine, ecb_bls12_381_scalar,
        ecb_bls12_381_g2_batch_to_affine, ecb_bls12_381_scalar_decode, ecb_msm_bls12_381_g2_var)
BLS_MSM(g377_msm, g377, ecb_bls12_377_g1, ecb_bls12_377_g1_affine, ecb_bls12_377_scalar,
        ecb_bls12_377_g1_batch_to_affine, ecb_bls12_377_scalar_decode, ecb_msm_bls12_377_g1_var)
BLS_MSM(g254_msm, g254, ecb_bn254_g1, ecb_bn254_g1_affine, ecb_bn254_scalar,
        ecb_bn254_g1_batch_to_affine, ecb_bn254_scalar_decode, ecb_msm_bn254_g1_var)

static ecb_status g1_decode(bls_point *p, const uint8_t *in, int compressed) {
    return compressed ? ecb_bls12_381_g1_decode(&p->g1, in)
                      : ecb_bls12_381_g1_decode_uncompressed(&p->g1, in);
}
static void g1_encode(uint8_t *out, const bls_point *p, int compressed) {
    if (compressed)
        ecb_bls12_381_g1_encode(out, &p->g1);
    else
        ecb_bls12_381_g1_encode_uncompressed(out, &p->g1);
}
static void g1_generator(bls_point *p) {
    ecb_bls12_381_g1_generator(&p->g1);
}
static void g1_identity(bls_point *p) {
    ecb_bls12_381_g1_identity(&p->g1);
}
static ecb_status g1_mul(bls_point *out, const uint8_t k[32], const bls_point *p) {
    ecb_bls12_381_scalar s;
    ecb_status st = ecb_bls12_381_scalar_decode(&s, k);
    ecb_bls12_381_g1_mul_var(&out->g1, &s, &p->g1);
    return st;
}
static void g1_add(bls_point *out, const bls_point *a, const bls_point *b) {
    ecb_bls12_381_g1_add(&out->g1, &a->g1, &b->g1);
}
static int g1_equal(const bls_point *a, const bls_point *b) {
    return ecb_bls12_381_g1_equal(&a->g1, &b->g1);
}

static ecb_status g2_decode(bls_point *p, const uint8_t *in, int compressed) {
    return compressed ? ecb_bls12_381_g2_decode(&p->g2, in)
                      : ecb_bls12_381_g2_decode_uncompressed(&p->g2, in);
}
static void g2_encode(uint8_t *out, const bls_point *p, int compressed) {
    if (compressed)
        ecb_bls12_381_g2_encode(out, &p->g2);
    else
        ecb_bls12_381_g2_encode_uncompressed(out, &p->g2);
}
static void g2_generator(bls_point *p) {
    ecb_bls12_381_g2_generator(&p->g2);
}
static void g2_identity(bls_point *p) {
    ecb_bls12_381_g2_identity(&p->g2);
}
static ecb_status g2_mul(bls_point *out, const uint8_t k[32], const bls_point *p) {
    ecb_bls12_381_scalar s;
    ecb_status st = ecb_bls12_381_scalar_decode(&s, k);
    ecb_bls12_381_g2_mul_var(&out->g2, &s, &p->g2);
    return st;
}
static void g2_add(bls_point *out, const bls_point *a, const bls_point *b) {
    ecb_bls12_381_g2_add(&out->g2, &a->g2, &b->g2);
}
static int g2_equal(const bls_point *a, const bls_point *b) {
    return ecb_bls12_381_g2_equal(&a->g2, &b->g2);
}

static ecb_status g377_decode(bls_point *p, const uint8_t *in, int compressed) {
    return compressed ? ecb_bls12_377_g1_decode(&p->g377, in)
                      : ecb_bls12_377_g1_decode_uncompressed(&p->g377, in);
}
static void g377_encode(uint8_t *out, const bls_point *p, int compressed) {
    if (compressed)
        ecb_bls12_377_g1_encode(out, &p->g377);
    else
        ecb_bls12_377_g1_encode_uncompressed(out, &p->g377);
}
static void g377_generator(bls_point *p) {
    p->g377 = ECB_BLS12_377_G1_GENERATOR;
}
static void g377_identity(bls_point *p) {
    ecb_bls12_377_g1_identity(&p->g377);
}
static ecb_status g377_mul(bls_point *out, const uint8_t k[32], const bls_point *p) {
    ecb_bls12_377_scalar s;
    ecb_status st = ecb_bls12_377_scalar_decode(&s, k);
    ecb_bls12_377_g1_mul_var(&out->g377, &s, &p->g377);
    return st;
}
static void g377_add(bls_point *out, const bls_point *a, const bls_point *b) {
    ecb_bls12_377_g1_add(&out->g377, &a->g377, &b->g377);
}
static int g377_equal(const bls_point *a, const bls_point *b) {
    return ecb_bls12_377_g1_equal(&a->g377, &b->g377);
}

/* The arkworks / snarkVM bytes of p follow from its gnark uncompressed bytes u: coordinates
 * reversed to little-endian, the sign ("y > (p - 1) / 2", gnark's compressed 0x20) moved to
 * 0x80 of the last byte (arkworks only), the identity as zeros with 0x40 in the last byte
 * (snarkVM uncompressed: over y = 1). Each must be what the encoder writes and decode back. */
static int g377_other_layouts(const bls_point *p, const uint8_t *u, const char **why) {
    uint8_t c[48], want[3][96], got[96];
    ecb_bls12_377_g1 q;
    int inf = u[0] == 0x40;
    ecb_bls12_377_g1_encode(c, &p->g377);
    memset(want, 0, sizeof want);
    for (int i = 0; i < 48; i++) {
        want[0][i] = want[1][i] = want[2][i] = u[47 - i];
        want[1][48 + i] = want[2][48 + i] = u[95 - i];
    }
    if (inf) {
        memset(want, 0, sizeof want);
        want[2][48] = 1;
    }
    uint8_t sign = (c[0] & 0x20) ? 0x80 : 0x00;
    want[0][47] |= inf ? 0x40 : sign;
    want[1][95] |= inf ? 0x40 : sign;
    want[2][95] |= inf ? 0x40 : 0x00;
    ecb_bls12_377_g1_encode_ark(got, &p->g377);
    *why = "arkworks compressed bytes differ";
    if (memcmp(got, want[0], 48) != 0) return 0;
    *why = "arkworks compressed bytes do not decode to the point";
    if (ecb_bls12_377_g1_decode_ark(&q, got) != ECB_OK || !ecb_bls12_377_g1_equal(&q, &p->g377))
        return 0;
    ecb_bls12_377_g1_encode_ark_uncompressed(got, &p->g377);
    *why = "arkworks uncompressed bytes differ";
    if (memcmp(got, want[1], 96) != 0) return 0;
    *why = "arkworks uncompressed bytes do not decode to the point";
    if (ecb_bls12_377_g1_decode_ark_uncompressed(&q, got) != ECB_OK ||
        !ecb_bls12_377_g1_equal(&q, &p->g377))
        return 0;
    ecb_bls12_377_g1_encode_snarkvm_uncompressed(got, &p->g377);
    *why = "snarkVM uncompressed bytes differ";
    if (memcmp(got, want[2], 96) != 0) return 0;
    *why = "snarkVM uncompressed bytes do not decode to the point";
    return ecb_bls12_377_g1_decode_snarkvm_uncompressed(&q, got) == ECB_OK &&
           ecb_bls12_377_g1_equal(&q, &p->g377);
}

/* BN254 G1: gnark-crypto's compressed form, EIP-196's uncompressed one (the msm suite reads
 * both; the encoding suite is BLS12's). */
static ecb_status g254_decode(bls_point *p, const uint8_t *in, int compressed) {
    return compressed ? ecb_bn254_g1_decode(&p->g254, in)
                      : ecb_bn254_g1_decode_uncompressed(&p->g254, in);
}
static void g254_encode(uint8_t *out, const bls_point *p, int compressed) {
    if (compressed)
        ecb_bn254_g1_encode(out, &p->g254);
    else
        ecb_bn254_g1_encode_uncompressed(out, &p->g254);
}
static void g254_generator(bls_point *p) {
    p->g254 = ECB_BN254_G1_GENERATOR;
}
static void g254_identity(bls_point *p) {
    ecb_bn254_g1_identity(&p->g254);
}
static ecb_status g254_mul(bls_point *out, const uint8_t k[32], const bls_point *p) {
    ecb_bn254_scalar s;
    ecb_status st = ecb_bn254_scalar_decode(&s, k);
    ecb_bn254_g1_mul_var(&out->g254, &s, &p->g254);
    return st;
}
static void g254_add(bls_point *out, const bls_point *a, const bls_point *b) {
    ecb_bn254_g1_add(&out->g254, &a->g254, &b->g254);
}
static int g254_equal(const bls_point *a, const bls_point *b) {
    return ecb_bn254_g1_equal(&a->g254, &b->g254);
}

static const struct bls_group groups[] = {
    {"bls12-381-g1", ECB_GROUP_BLS12_381_G1, 48, 96, g1_decode, g1_encode, g1_generator,
     g1_identity, g1_mul, g1_add, g1_equal, NULL, g1_msm},
    {"bls12-381-g2", ECB_GROUP_BLS12_381_G2, 96, 192, g2_decode, g2_encode, g2_generator,
     g2_identity, g2_mul, g2_add, g2_equal, NULL, g2_msm},
    {"bls12-377-g1", ECB_GROUP_BLS12_377_G1, 48, 96, g377_decode, g377_encode, g377_generator,
     g377_identity, g377_mul, g377_add, g377_equal, g377_other_layouts, g377_msm},
    {"bn254-g1", ECB_GROUP_BN254_G1, 32, 64, g254_decode, g254_encode, g254_generator,
     g254_identity, g254_mul, g254_add, g254_equal, NULL, g254_msm},
};

static const struct bls_group *find_group(const json_t *root) {
    const char *name = json_str(root, "group");
    for (size_t i = 0; name && i < sizeof groups / sizeof groups[0]; i++)
        if (!strcmp(name, groups[i].name)) return &groups[i];
    fprintf(stderr, "bls12 vectors: unknown group '%s'\n", name ? name : "");
    return NULL;
}

/* Expected affine coordinate (G1: a hex string; G2: {"c0", "c1"}) as its 48 / 96 big-endian
 * bytes in the uncompressed layout (c1 first). Returns 0 or -1. */
static int coordinate(const json_t *v, uint8_t *out, size_t coord_len) {
    if (coord_len == 48) {
        if (!json_is_string(v)) return -1;
        json_t *wrap = json_pack("{s:O}", "v", v);
        int rc = json_hex_fixed(wrap, "v", out, 48);
        json_decref(wrap);
        return rc;
    }
    if (!json_is_object(v)) return -1;
    if (json_hex_fixed(v, "c1", out, 48) != 0 || json_hex_fixed(v, "c0", out + 48, 48) != 0)
        return -1;
    return 0;
}

static int encoding_case(const struct bls_group *g, const json_t *c, const char **why) {
    const char *format = json_str(c, "format");
    int compressed = format && !strcmp(format, "compressed");
    size_t len = compressed ? g->compressed : g->uncompressed, coord = g->uncompressed / 2;
    uint8_t enc[192], again[192], unc[192], want[192], sbytes[32];
    bls_point p, q;
    int valid = json_is_true(json_object_get(c, "valid"));
    *why = "malformed case";
    if (format == NULL || json_hex_fixed(c, "encoding", enc, len) != 0) return 0;
    ecb_status st = g->decode(&p, enc, compressed);
    if (!valid) {
        const char *reason = json_str(c, "reason");
        *why = "decoded an invalid encoding, or rejected it for another reason";
        return st != ECB_OK && reason != NULL && !strcmp(reason, ecb_status_str(st));
    }
    *why = "valid encoding rejected";
    if (st != ECB_OK) return 0;
    g->encode(again, &p, compressed);
    *why = "re-encoding differs";
    if (memcmp(again, enc, len) != 0) return 0;
    /* the coordinates */
    g->encode(unc, &p, 0);
    if (json_is_true(json_object_get(c, "infinity"))) {
        *why = "not the identity";
        if (unc[0] != 0x40) return 0;
    } else {
        *why = "coordinates differ";
        if (coordinate(json_object_get(c, "x"), want, coord) != 0 ||
            coordinate(json_object_get(c, "y"), want + coord, coord) != 0)
            return 0;
        if (memcmp(unc, want, 2 * coord) != 0) return 0;
        if (compressed) {
            *why = "sort flag differs from y_is_larger";
            if (((enc[0] & 0x20) != 0) != json_is_true(json_object_get(c, "y_is_larger"))) return 0;
        }
    }
    if (g->other_layouts != NULL && !g->other_layouts(&p, unc, why)) return 0;
    /* scalar * G */
    g->generator(&q);
    *why = "bad scalar";
    if (json_hex_fixed(c, "scalar", sbytes, 32) != 0 || g->mul(&q, sbytes, &q) != ECB_OK) return 0;
    *why = "scalar * G differs";
    return g->equal(&p, &q);
}

static int run_encoding(const json_t *root, const struct vector_options *opt,
                        struct vector_tally *tally) {
    (void)opt;
    const struct bls_group *g = find_group(root);
    const json_t *cases = json_object_get(root, "cases");
    if (g == NULL || !json_is_array(cases)) return -1;
    size_t i;
    const json_t *c;
    json_array_foreach(cases, i, c) {
        const char *why = NULL;
        int ok = encoding_case(g, c, &why);
        tally_case(tally, json_str(c, "id"), ok, why);
    }
    return 0;
}

/* The hex string arr[i] as exactly len bytes; 0 or -1. */
static int array_hex(const json_t *arr, size_t i, uint8_t *out, size_t len) {
    json_t *wrap = json_pack("{s:O}", "v", json_array_get(arr, i));
    int rc = wrap != NULL ? json_hex_fixed(wrap, "v", out, len) : -1;
    json_decref(wrap);
    return rc;
}

static int msm_case(const struct bls_group *g, const json_t *c, const ecb_msm_options *opt,
                    const char **why) {
    const json_t *points = json_object_get(c, "points"), *scalars = json_object_get(c, "scalars");
    const json_t *points_u = json_object_get(c, "points_uncompressed");
    const json_t *expected_u = json_object_get(c, "expected_uncompressed");
    uint8_t enc[192], exp[192];
    bls_point acc, pu;
    size_t n = json_array_size(points);
    uint64_t n_given = n;
    *why = "malformed n (not an integer >= 0)";
    if (json_object_get(c, "n") != NULL && json_uint(c, "n", SIZE_MAX, &n_given) != 0) return 0;
    *why = "malformed case";
    if (!json_is_array(points) || !json_is_array(scalars) || json_array_size(scalars) != n ||
        (points_u != NULL && json_array_size(points_u) != n) || n_given != n)
        return 0;
    bls_point *p = malloc((n ? n : 1) * sizeof *p);
    uint8_t(*k)[32] = malloc((n ? n : 1) * sizeof *k);
    int ok = p != NULL && k != NULL;
    *why = "out of memory";
    for (size_t i = 0; ok && i < n; i++) {
        *why = "bad point or scalar";
        ok = array_hex(points, i, enc, g->compressed) == 0 &&
             array_hex(scalars, i, k[i], 32) == 0 && g->decode(&p[i], enc, 1) == ECB_OK;
        if (ok && points_u != NULL) {
            *why = "points_uncompressed differs from points";
            ok = array_hex(points_u, i, enc, g->uncompressed) == 0 &&
                 g->decode(&pu, enc, 0) == ECB_OK && g->equal(&p[i], &pu);
        }
    }
    if (ok) {
        ecb_status st = g->msm(&acc, p, (const uint8_t(*)[32])k, n, opt);
        *why = st == ECB_ERR_SCALAR_OUT_OF_RANGE ? "bad point or scalar" : "msm failed";
        ok = st == ECB_OK;
    }
    free(p);
    free(k);
    if (!ok) return 0;
    *why = "malformed expected";
    if (json_hex_fixed(c, "expected", exp, g->compressed) != 0) return 0;
    g->encode(enc, &acc, 1);
    *why = "sum differs";
    if (memcmp(enc, exp, g->compressed) != 0) return 0;
    if (expected_u == NULL) return 1;
    *why = "malformed expected_uncompressed";
    if (json_hex_fixed(c, "expected_uncompressed", exp, g->uncompressed) != 0) return 0;
    g->encode(enc, &acc, 0);
    *why = "uncompressed sum differs";
    return memcmp(enc, exp, g->uncompressed) == 0;
}

static int run_msm(const json_t *root, const struct vector_options *opt,
                   struct vector_tally *tally) {
    const struct bls_group *g = find_group(root);
    const json_t *cases = json_object_get(root, "cases");
    if (g == NULL || !json_is_array(cases)) return -1;
    ecb_msm_options mopt = {0};
    if (opt != NULL && opt->strategy != NULL) {
        if (ecb_msm_strategy_parse(opt->strategy, &mopt.strategy) != ECB_OK) {
            fprintf(stderr, "%s msm: unknown strategy '%s'\n", g->name, opt->strategy);
            return -1;
        }
        if (!ecb_msm_strategy_available(g->id, mopt.strategy) ||
            mopt.strategy == ECB_MSM_PRECOMPUTED_STRAUS) {
            fprintf(stderr, "%s msm: strategy '%s' is not available for this group\n", g->name,
                    opt->strategy);
            return -1;
        }
    }
    ecb_msm_costs costs; /* the plan reads $ECBATCH_PROFILE when set */
    if (cli_load_costs(NULL, g->id, &costs) != 0) return -1;
    mopt.costs = &costs;
    size_t i;
    const json_t *c;
    json_array_foreach(cases, i, c) {
        const char *why = NULL;
        int ok = msm_case(g, c, &mopt, &why);
        tally_case(tally, json_str(c, "id"), ok, why);
    }
    return 0;
}

int vectors_bls12_381_encoding(const json_t *root, const struct vector_options *opt,
                               struct vector_tally *tally) {
    return run_encoding(root, opt, tally);
}

int vectors_bls12_381_msm(const json_t *root, const struct vector_options *opt,
                          struct vector_tally *tally) {
    return run_msm(root, opt, tally);
}

int vectors_bls12_377_encoding(const json_t *root, const struct vector_options *opt,
                               struct vector_tally *tally) {
    return run_encoding(root, opt, tally);
}

int vectors_bls12_377_msm(const json_t *root, const struct vector_options *opt,
                          struct vector_tally *tally) {
    return run_msm(root, opt, tally);
}

int vectors_bn254_msm(const json_t *root, const struct vector_options *opt,
                      struct vector_tally *tally) {
    return run_msm(root, opt, tally);
}
