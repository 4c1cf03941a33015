/* Vector suites "encoding" and "hash_to_curve" for group ristretto255 (FORMAT.md §4.1, §5.2).
 *   encoding, valid:    decode succeeds, scalar*B (base_mult) is the same element, and
 *                       re-encoding reproduces the bytes;
 *   encoding, invalid:  decode fails with the status named by the case's "reason"
 *                       (non_canonical, negative, non_square, negative_xy, y_zero: RFC 9496
 *                       §4.3.1 order), and leaves the identity in the output;
 *   hash_to_curve:      from_uniform_bytes(uniform_bytes) encodes to "expected". */
#include <stdio.h>
#include <string.h>

#include "ecbatch/ristretto255.h"
#include "vector_suites.h"

static void run_valid(const json_t *c, const char *id, struct vector_tally *tally) {
    uint8_t enc[32], scalar_bytes[32], again[32];
    ecb_ristretto255_point p, q;
    ecb_ristretto255_scalar k;
    if (json_hex_fixed(c, "encoding", enc, 32) != 0 ||
        json_hex_fixed(c, "scalar", scalar_bytes, 32) != 0) {
        tally_case(tally, id, 0, "missing or malformed encoding/scalar");
        return;
    }
    const ecb_status st = ecb_ristretto255_decode(&p, enc);
    if (st != ECB_OK) {
        tally_case(tally, id, 0, ecb_status_str(st));
        return;
    }
    if (ecb_ristretto255_scalar_decode(&k, scalar_bytes) != ECB_OK) {
        tally_case(tally, id, 0, "scalar out of range");
        return;
    }
    ecb_ristretto255_base_mult(&q, &k);
    ecb_ristretto255_encode(again, &p);
    if (!ecb_ristretto255_equal(&p, &q))
        tally_case(tally, id, 0, "scalar*B differs");
    else if (memcmp(again, enc, 32) != 0)
        tally_case(tally, id, 0, "re-encoding differs");
    else
        tally_case(tally, id, 1, NULL);
}

static void run_invalid(const json_t *c, const char *id, struct vector_tally *tally) {
    uint8_t enc[32];
    char why[128];
    ecb_ristretto255_point p;
    const char *reason = json_str(c, "reason");
    if (json_hex_fixed(c, "encoding", enc, 32) != 0 || reason == NULL) {
        tally_case(tally, id, 0, "missing or malformed encoding/reason");
        return;
    }
    const ecb_status st = ecb_ristretto255_decode(&p, enc);
    if (st == ECB_OK) {
        tally_case(tally, id, 0, "accepted an invalid encoding");
    } else if (strcmp(ecb_status_str(st), reason) != 0) {
        snprintf(why, sizeof why, "rejected as %s, expected %s", ecb_status_str(st), reason);
        tally_case(tally, id, 0, why);
    } else {
        tally_case(tally, id, ecb_ristretto255_is_identity(&p), "output not the identity");
    }
}

int vectors_ristretto255_encoding(const json_t *root, const struct vector_options *opt,
                                  struct vector_tally *tally) {
    (void)opt;
    const json_t *cases = json_object_get(root, "cases");
    if (!json_is_array(cases)) {
        fprintf(stderr, "encoding/ristretto255: no \"cases\" array\n");
        return -1;
    }
    size_t i;
    const json_t *c;
    json_array_foreach(cases, i, c) {
        const char *id = json_str(c, "id");
        const json_t *valid = json_object_get(c, "valid");
        if (!json_is_boolean(valid))
            tally_case(tally, id, 0, "no \"valid\" field");
        else if (json_is_true(valid))
            run_valid(c, id, tally);
        else
            run_invalid(c, id, tally);
    }
    return 0;
}

int vectors_ristretto255_hash_to_curve(const json_t *root, const struct vector_options *opt,
                                       struct vector_tally *tally) {
    (void)opt;
    const json_t *cases = json_object_get(root, "cases");
    if (!json_is_array(cases)) {
        fprintf(stderr, "hash_to_curve/ristretto255: no \"cases\" array\n");
        return -1;
    }
    size_t i;
    const json_t *c;
    json_array_foreach(cases, i, c) {
        const char *id = json_str(c, "id");
        uint8_t in[64], want[32], got[32];
        ecb_ristretto255_point p;
        if (json_hex_fixed(c, "uniform_bytes", in, 64) != 0 ||
            json_hex_fixed(c, "expected", want, 32) != 0) {
            tally_case(tally, id, 0, "missing or malformed uniform_bytes/expected");
            continue;
        }
        ecb_ristretto255_from_uniform_bytes(&p, in);
        ecb_ristretto255_encode(got, &p);
        tally_case(tally, id, memcmp(got, want, 32) == 0, "wrong element");
    }
    return 0;
}
