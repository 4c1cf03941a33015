/* The ristretto255 parts of ../shared/vectors/bulletproofs-plus/merlin_ristretto.json
 * (produced by curve25519-dalek 4.1.3 through tari_bulletproofs_plus): the multiples 0..15
 * of B, the RFC 9496 bad encodings (all must fail to decode), and hash-to-point as
 * from_uniform_bytes(SHA-512(input)). The merlin transcripts of that file belong to the
 * merlin module. */
#include <jansson.h>

#include "ecbatch/ristretto255.h"
#include "testlib.h"

static const char *str(const json_t *obj, const char *key) {
    const json_t *v = json_object_get(obj, key);
    return json_is_string(v) ? json_string_value(v) : "";
}

int main(void) {
    tl_init();
    json_error_t err;
    json_t *root =
        json_load_file(tl_vector_path("bulletproofs-plus/merlin_ristretto.json"), 0, &err);
    if (root == NULL) {
        fprintf(stderr, "cannot read merlin_ristretto.json: %s\n", err.text);
        return 1;
    }
    size_t i;
    json_t *c;

    const json_t *multiples = json_object_get(root, "ristretto_small_multiples");
    CHECK(json_array_size(multiples) == 16);
    json_array_foreach(multiples, i, c) {
        uint8_t want[32], got[32];
        ecb_ristretto255_point p, q;
        ecb_ristretto255_scalar k;
        CHECK(tl_hex_to_bytes(want, 32, str(c, "k*B")) == 0);
        ecb_ristretto255_scalar_from_u64(&k, (uint64_t)json_integer_value(json_object_get(c, "k")));
        ecb_ristretto255_base_mult(&p, &k);
        ecb_ristretto255_encode(got, &p);
        CHECK_MEM(got, want, 32);
        CHECK(ecb_ristretto255_decode(&q, want) == ECB_OK);
        CHECK(ecb_ristretto255_equal(&p, &q));
    }

    const json_t *bad = json_object_get(root, "ristretto_bad_encodings");
    CHECK(json_array_size(bad) == 29);
    json_array_foreach(bad, i, c) {
        uint8_t enc[32];
        ecb_ristretto255_point p;
        CHECK(json_is_false(json_object_get(c, "decompress_ok")));
        CHECK(tl_hex_to_bytes(enc, 32, str(c, "encoding")) == 0);
        CHECK(ecb_ristretto255_decode(&p, enc) != ECB_OK);
        CHECK(ecb_ristretto255_is_identity(&p));
    }

    const json_t *hashes = json_object_get(root, "ristretto_hash_to_point_sha512");
    CHECK(json_array_size(hashes) == 5);
    json_array_foreach(hashes, i, c) {
        uint8_t digest[64], want_digest[64], want[32], got[32];
        ecb_ristretto255_point p;
        const char *input = str(c, "input");
        crypto_hash_sha512(digest, (const unsigned char *)input, strlen(input));
        CHECK(tl_hex_to_bytes(want_digest, 64, str(c, "sha512")) == 0);
        CHECK_MEM(digest, want_digest, 64);
        CHECK(tl_hex_to_bytes(want, 32, str(c, "from_uniform_bytes(sha512)")) == 0);
        ecb_ristretto255_from_uniform_bytes(&p, digest);
        ecb_ristretto255_encode(got, &p);
        CHECK_MEM(got, want, 32);
    }
    json_decref(root);
    return tl_finish("test_ristretto255_bpp_vectors");
}
