/* RFC 9496 Appendix A known answers, read in place from ../shared/vectors/ristretto255:
 *   A.1 the multiples 0..15 of B: decode, re-encode, and reach each one five ways
 *       (repeated addition, scalar_mult, base_mult, double_scalar_mult_var, doubling);
 *   A.2 the 29 invalid encodings: rejected with exactly the RFC's reason, output identity;
 *   A.3 the 11 element derivations from uniform bytes.
 * The derived invalid encodings of encoding.json are checked for their exact status too. */
#include <jansson.h>

#include "ecbatch/ristretto255.h"
#include "testlib.h"

static ecb_status status_of_reason(const char *reason) {
    if (!strcmp(reason, "non_canonical")) return ECB_ERR_NON_CANONICAL;
    if (!strcmp(reason, "negative")) return ECB_ERR_NEGATIVE;
    if (!strcmp(reason, "non_square")) return ECB_ERR_NON_SQUARE;
    if (!strcmp(reason, "negative_xy")) return ECB_ERR_NEGATIVE_XY;
    if (!strcmp(reason, "y_zero")) return ECB_ERR_Y_ZERO;
    return ECB_OK; /* unknown reason: the CHECK on the status fails */
}

static json_t *load(const char *relative) {
    json_error_t err;
    json_t *root = json_load_file(tl_vector_path(relative), 0, &err);
    if (root == NULL) {
        fprintf(stderr, "cannot read %s: %s\n", relative, err.text);
        exit(1);
    }
    return root;
}

static void test_generator_multiples(const json_t *cases) {
    ecb_ristretto255_point B, acc, p, q;
    uint8_t enc[32], got[32], prev[32] = {0};
    int seen = 0;
    ecb_ristretto255_base(&B);
    ecb_ristretto255_identity(&acc);
    size_t i;
    json_t *c;
    json_array_foreach(cases, i, c) {
        const char *id = json_string_value(json_object_get(c, "id"));
        if (strncmp(id, "small-multiple-", 15) != 0) continue;
        const int k = (int)json_integer_value(json_object_get(c, "k"));
        CHECK(k == seen); /* in order 0..15 */
        CHECK(tl_hex_to_bytes(enc, 32, json_string_value(json_object_get(c, "encoding"))) == 0);
        /* decode + re-encode */
        CHECK(ecb_ristretto255_decode(&p, enc) == ECB_OK);
        ecb_ristretto255_encode(got, &p);
        CHECK_MEM(got, enc, 32);
        /* k B by repeated addition */
        ecb_ristretto255_encode(got, &acc);
        CHECK_MEM(got, enc, 32);
        CHECK(ecb_ristretto255_equal(&acc, &p));
        CHECK(ecb_ristretto255_is_identity(&p) == (k == 0));
        /* k B by each multiplication */
        ecb_ristretto255_scalar s, zero;
        ecb_ristretto255_scalar_from_u64(&s, (uint64_t)k);
        ecb_ristretto255_scalar_from_u64(&zero, 0);
        ecb_ristretto255_scalar_mult(&q, &s, &B);
        ecb_ristretto255_encode(got, &q);
        CHECK_MEM(got, enc, 32);
        ecb_ristretto255_base_mult(&q, &s);
        ecb_ristretto255_encode(got, &q);
        CHECK_MEM(got, enc, 32);
        ecb_ristretto255_double_scalar_mult_var(&q, &zero, &B, &s);
        ecb_ristretto255_encode(got, &q);
        CHECK_MEM(got, enc, 32);
        ecb_ristretto255_double_scalar_mult_var(&q, &s, &B, &zero);
        ecb_ristretto255_encode(got, &q);
        CHECK_MEM(got, enc, 32);
        /* even k: (k/2) B doubled */
        if (k % 2 == 0 && k > 0) {
            ecb_ristretto255_point half;
            ecb_ristretto255_scalar_from_u64(&s, (uint64_t)(k / 2));
            ecb_ristretto255_base_mult(&half, &s);
            ecb_ristretto255_double(&q, &half);
            ecb_ristretto255_encode(got, &q);
            CHECK_MEM(got, enc, 32);
        }
        /* (k - 1) B = k B - B */
        if (k > 0) {
            ecb_ristretto255_sub(&q, &p, &B);
            ecb_ristretto255_encode(got, &q);
            CHECK_MEM(got, prev, 32);
        }
        memcpy(prev, enc, 32);
        ecb_ristretto255_add(&acc, &acc, &B);
        seen++;
    }
    CHECK(seen == 16);
    /* B's encoding is the RFC's */
    uint8_t b_enc[32];
    tl_hex_to_bytes(b_enc, 32, "e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76");
    ecb_ristretto255_encode(got, &B);
    CHECK_MEM(got, b_enc, 32);
}

static void test_invalid(const json_t *cases) {
    int rfc = 0, derived = 0;
    size_t i;
    json_t *c;
    json_array_foreach(cases, i, c) {
        if (json_is_true(json_object_get(c, "valid"))) continue;
        const char *id = json_string_value(json_object_get(c, "id"));
        const char *reason = json_string_value(json_object_get(c, "reason"));
        uint8_t enc[32];
        ecb_ristretto255_point p;
        CHECK(reason != NULL);
        if (reason == NULL) continue;
        CHECK(tl_hex_to_bytes(enc, 32, json_string_value(json_object_get(c, "encoding"))) == 0);
        ecb_ristretto255_base(&p); /* must be overwritten by the identity */
        const ecb_status st = ecb_ristretto255_decode(&p, enc);
        CHECK(st == status_of_reason(reason));
        if (st != status_of_reason(reason))
            fprintf(stderr, "  %s: got %s, want %s\n", id, ecb_status_str(st), reason);
        CHECK(ecb_ristretto255_is_identity(&p));
        if (!strncmp(id, "rfc9496-", 8))
            rfc++;
        else
            derived++;
    }
    CHECK(rfc == 29);
    CHECK(derived >= 20);
}

static void test_hash(const json_t *cases) {
    int rfc = 0;
    size_t i;
    json_t *c;
    json_array_foreach(cases, i, c) {
        uint8_t in[64], want[32], got[32];
        ecb_ristretto255_point p, q;
        const char *id = json_string_value(json_object_get(c, "id"));
        CHECK(tl_hex_to_bytes(in, 64, json_string_value(json_object_get(c, "uniform_bytes"))) == 0);
        CHECK(tl_hex_to_bytes(want, 32, json_string_value(json_object_get(c, "expected"))) == 0);
        ecb_ristretto255_from_uniform_bytes(&p, in);
        ecb_ristretto255_encode(got, &p);
        CHECK_MEM(got, want, 32);
        CHECK(ecb_ristretto255_decode(&q, want) == ECB_OK);
        CHECK(ecb_ristretto255_equal(&p, &q));
        if (!strncmp(id, "rfc9496-a3-", 11)) rfc++;
    }
    CHECK(rfc == 11);
}

int main(void) {
    tl_init();
    json_t *enc = load("ristretto255/encoding.json");
    json_t *h2c = load("ristretto255/hash_to_curve.json");
    test_generator_multiples(json_object_get(enc, "cases"));
    test_invalid(json_object_get(enc, "cases"));
    test_hash(json_object_get(h2c, "cases"));
    json_decref(enc);
    json_decref(h2c);
    return tl_finish("test_group_ristretto255_rfc");
}
