/* Vector suites "encoding" and "msm" for groups bls12-381-g1 and bls12-381-g2
 * (../shared/vectors/FORMAT.md §2.2, §3, §4.2), run through the public API.
 *
 * encoding: a valid case decodes to exactly (x, y), equals scalar * G and re-encodes byte for
 * byte; an invalid case is rejected with the status named by its "reason".
 * msm: the sum is computed naively, one variable-time scalar multiplication per term (the MSM
 * engine's strategies are run by the msm module's runner). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bls12_381.h"
#include "vector_suites.h"

typedef union {
    ecb_bls12_381_g1 g1;
    ecb_bls12_381_g2 g2;
} bls_point;

struct bls_group {
    const char *name;
    size_t compressed, uncompressed; /* encoding lengths */
    ecb_status (*decode)(bls_point *p, const uint8_t *in, int compressed);
    void (*encode)(uint8_t *out, const bls_point *p, int compressed);
    void (*generator)(bls_point *p);
    void (*identity)(bls_point *p);
    void (*mul)(bls_point *out, const ecb_bls12_381_scalar *k, const bls_point *p);
    void (*add)(bls_point *out, const bls_point *a, const bls_point *b);
    int (*equal)(const bls_point *a, const bls_point *b);
};

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
static void g1_mul(bls_point *out, const ecb_bls12_381_scalar *k, const bls_point *p) {
    ecb_bls12_381_g1_mul_var(&out->g1, k, &p->g1);
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
static void g2_mul(bls_point *out, const ecb_bls12_381_scalar *k, const bls_point *p) {
    ecb_bls12_381_g2_mul_var(&out->g2, k, &p->g2);
}
static void g2_add(bls_point *out, const bls_point *a, const bls_point *b) {
    ecb_bls12_381_g2_add(&out->g2, &a->g2, &b->g2);
}
static int g2_equal(const bls_point *a, const bls_point *b) {
    return ecb_bls12_381_g2_equal(&a->g2, &b->g2);
}

static const struct bls_group groups[] = {
    {"bls12-381-g1", 48, 96, g1_decode, g1_encode, g1_generator, g1_identity, g1_mul, g1_add,
     g1_equal},
    {"bls12-381-g2", 96, 192, g2_decode, g2_encode, g2_generator, g2_identity, g2_mul, g2_add,
     g2_equal},
};

static const struct bls_group *find_group(const json_t *root) {
    const char *name = json_str(root, "group");
    for (size_t i = 0; name && i < sizeof groups / sizeof groups[0]; i++)
        if (!strcmp(name, groups[i].name)) return &groups[i];
    fprintf(stderr, "bls12-381 vectors: unknown group '%s'\n", name ? name : "");
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
    /* scalar * G */
    ecb_bls12_381_scalar k;
    *why = "bad scalar";
    if (json_hex_fixed(c, "scalar", sbytes, 32) != 0 ||
        ecb_bls12_381_scalar_decode(&k, sbytes) != ECB_OK)
        return 0;
    g->generator(&q);
    g->mul(&q, &k, &q);
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

static int msm_case(const struct bls_group *g, const json_t *c, const char **why) {
    const json_t *points = json_object_get(c, "points"), *scalars = json_object_get(c, "scalars");
    uint8_t enc[96], exp[96], sb[32];
    bls_point acc, p, t;
    ecb_bls12_381_scalar k;
    *why = "malformed case";
    if (!json_is_array(points) || !json_is_array(scalars) ||
        json_array_size(points) != json_array_size(scalars))
        return 0;
    g->identity(&acc);
    for (size_t i = 0; i < json_array_size(points); i++) {
        json_t *wp =
            json_pack("{s:O,s:O}", "p", json_array_get(points, i), "s", json_array_get(scalars, i));
        int bad = json_hex_fixed(wp, "p", enc, g->compressed) != 0 ||
                  json_hex_fixed(wp, "s", sb, 32) != 0;
        json_decref(wp);
        *why = "bad point or scalar";
        if (bad || g->decode(&p, enc, 1) != ECB_OK || ecb_bls12_381_scalar_decode(&k, sb) != ECB_OK)
            return 0;
        g->mul(&t, &k, &p);
        g->add(&acc, &acc, &t);
    }
    *why = "malformed expected";
    if (json_hex_fixed(c, "expected", exp, g->compressed) != 0) return 0;
    g->encode(enc, &acc, 1);
    *why = "sum differs";
    return memcmp(enc, exp, g->compressed) == 0;
}

static int run_msm(const json_t *root, const struct vector_options *opt,
                   struct vector_tally *tally) {
    const struct bls_group *g = find_group(root);
    const json_t *cases = json_object_get(root, "cases");
    if (opt->strategy != NULL && strcmp(opt->strategy, "naive") != 0) {
        fprintf(stderr, "bls12-381 msm: strategy '%s' is not available here (only naive)\n",
                opt->strategy);
        return -1;
    }
    if (g == NULL || !json_is_array(cases)) return -1;
    size_t i;
    const json_t *c;
    json_array_foreach(cases, i, c) {
        const char *why = NULL;
        int ok = msm_case(g, c, &why);
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
