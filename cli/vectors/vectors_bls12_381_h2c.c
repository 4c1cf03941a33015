/* Vector suite "hash_to_curve" for groups bls12-381-g1 and bls12-381-g2
 * (../shared/vectors/FORMAT.md §5.1), run through the public API: each case's msg (hex) and
 * dst (text: its bytes as given, NUL included) go through ecb_bls12_381_g{1,2}_hash_to_curve; the
 * compressed encoding must equal "expected" and the affine coordinates (read from the uncompressed
 * encoding) must equal "expected_affine". */
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bls12_381.h"
#include "vector_suites.h"

/* One coordinate of expected_affine into 48 bytes (G1: a hex string) or 96 (G2: an object
 * {c0, c1}, written c1 || c0 as in the uncompressed encoding, x || y). Returns 0 or -1. */
static int affine_coordinate(const json_t *v, int g2, uint8_t *out) {
    if (!g2) {
        size_t len;
        uint8_t *b = json_hex_value_alloc(v, &len);
        int ok = b != NULL && len == 48;
        if (ok) memcpy(out, b, 48);
        free(b);
        return ok ? 0 : -1;
    }
    if (!json_is_object(v)) return -1;
    return json_hex_fixed(v, "c1", out, 48) == 0 && json_hex_fixed(v, "c0", out + 48, 48) == 0 ? 0
                                                                                               : -1;
}

static int h2c_case(int g2, const json_t *c, const char **why) {
    size_t msg_len, clen = g2 ? ECB_BLS12_381_G2_BYTES : ECB_BLS12_381_G1_BYTES;
    uint8_t expected[ECB_BLS12_381_G2_BYTES], enc[ECB_BLS12_381_G2_BYTES];
    uint8_t want_aff[ECB_BLS12_381_G2_UNCOMPRESSED_BYTES], aff[ECB_BLS12_381_G2_UNCOMPRESSED_BYTES];
    size_t dst_len = 0;
    const uint8_t *dst = json_text(c, "dst", &dst_len);
    const json_t *ea = json_object_get(c, "expected_affine");
    uint8_t *msg = json_hex_alloc(c, "msg", &msg_len);
    int ok = 0;
    *why = "malformed case";
    if (msg == NULL || dst == NULL || json_hex_fixed(c, "expected", expected, clen) != 0 ||
        affine_coordinate(json_object_get(ea, "x"), g2, want_aff) != 0 ||
        affine_coordinate(json_object_get(ea, "y"), g2, want_aff + clen) != 0)
        goto done;
    ecb_status st;
    if (g2) {
        ecb_bls12_381_g2 p;
        st = ecb_bls12_381_g2_hash_to_curve(&p, msg, msg_len, dst, dst_len);
        ecb_bls12_381_g2_encode(enc, &p);
        ecb_bls12_381_g2_encode_uncompressed(aff, &p);
    } else {
        ecb_bls12_381_g1 p;
        st = ecb_bls12_381_g1_hash_to_curve(&p, msg, msg_len, dst, dst_len);
        ecb_bls12_381_g1_encode(enc, &p);
        ecb_bls12_381_g1_encode_uncompressed(aff, &p);
    }
    if (st != ECB_OK) {
        *why = ecb_status_str(st);
    } else if (memcmp(enc, expected, clen) != 0) {
        *why = "compressed encoding differs from expected";
    } else if (memcmp(aff, want_aff, 2 * clen) != 0) {
        *why = "affine coordinates differ from expected_affine";
    } else {
        ok = 1;
    }
done:
    free(msg);
    return ok;
}

int vectors_bls12_381_hash_to_curve(const json_t *root, const struct vector_options *opt,
                                    struct vector_tally *tally) {
    const char *group = json_str(root, "group");
    const json_t *cases = json_object_get(root, "cases");
    (void)opt;
    if (group == NULL || !json_is_array(cases)) return -1;
    int g2;
    if (strcmp(group, "bls12-381-g1") == 0)
        g2 = 0;
    else if (strcmp(group, "bls12-381-g2") == 0)
        g2 = 1;
    else
        return -1;
    size_t i;
    const json_t *c;
    json_array_foreach(cases, i, c) {
        const char *why = NULL;
        int ok = h2c_case(g2, c, &why);
        tally_case(tally, json_str(c, "id"), ok, why);
    }
    return 0;
}
