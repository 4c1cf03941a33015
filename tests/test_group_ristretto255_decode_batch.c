/* ecb_ristretto255_decode_batch_var against the single decoder, element by element: the same
 * status and the same field elements X, Y, Z, T (canonical bytes) for every input, at every
 * CPU level (ctest reruns this test with ECBATCH_CPU=adx and portable). Inputs: random valid
 * points, the same with one bit flipped or bit 255 set, random bytes, and every encoding of
 * ../shared/vectors/ristretto255/encoding.json (the RFC 9496 A.1 valid and A.2 invalid ones and
 * the derived ones, which include negative_xy and y_zero), shuffled, for lengths 0..130 and
 * 1000 (not multiples of 8 included), thread counts 1..3, with and without the status array.
 * The return value must be the status of the lowest failing index. */
#include <jansson.h>

#include "ecbatch/ristretto255.h"
#include "field/ristretto255/fe25519.h"
#include "testlib.h"

#define POOL 2048

static uint8_t pool[POOL][32];
static size_t pool_len;

static void pool_add(const uint8_t enc[32]) {
    if (pool_len < POOL) memcpy(pool[pool_len++], enc, 32);
}

static void fill_pool(void) {
    json_error_t err;
    json_t *root = json_load_file(tl_vector_path("ristretto255/encoding.json"), 0, &err);
    if (root == NULL) {
        fprintf(stderr, "cannot read encoding.json: %s\n", err.text);
        exit(1);
    }
    size_t i, from_file = 0;
    json_t *c;
    json_array_foreach(json_object_get(root, "cases"), i, c) {
        uint8_t enc[32];
        CHECK(tl_hex_to_bytes(enc, 32, json_string_value(json_object_get(c, "encoding"))) == 0);
        pool_add(enc);
        from_file++;
    }
    json_decref(root);
    CHECK(from_file >= 80);
    while (pool_len < POOL) {
        uint8_t u[64], enc[32], r;
        ecb_ristretto255_point p;
        tl_random(u, sizeof u);
        tl_random(&r, 1);
        ecb_ristretto255_from_uniform_bytes(&p, u);
        ecb_ristretto255_encode(enc, &p);
        switch (r % 5) {
        case 0: /* valid */
        case 1:
            break;
        case 2:
            enc[u[0] % 32] ^= (uint8_t)(1u << (u[1] % 8));
            break; /* one bit flipped */
        case 3:
            enc[31] |= 0x80;
            break; /* bit 255 set */
        default:
            memcpy(enc, u, 32);
            break; /* random bytes */
        }
        pool_add(enc);
    }
}

static int same_field_element(const fe25519 *a, const fe25519 *b) {
    uint8_t x[32], y[32];
    fe25519_tobytes(x, a);
    fe25519_tobytes(y, b);
    return memcmp(x, y, 32) == 0;
}

static int same_point(const ecb_ristretto255_point *a, const ecb_ristretto255_point *b) {
    return same_field_element(&a->X, &b->X) && same_field_element(&a->Y, &b->Y) &&
           same_field_element(&a->Z, &b->Z) && same_field_element(&a->T, &b->T);
}

/* Decodes n pool entries picked at random, batch against one by one. */
static void check_batch(size_t n, unsigned threads, int with_status) {
    static uint8_t in[1000 * 32];
    static ecb_ristretto255_point got[1000], want;
    static ecb_status status[1000];
    for (size_t i = 0; i < n; i++) {
        uint16_t r;
        tl_random(&r, sizeof r);
        memcpy(in + 32 * i, pool[r % pool_len], 32);
        ecb_ristretto255_base(&got[i]); /* overwritten on success and failure */
        status[i] = ECB_ERR_PARSE;
    }
    const ecb_status ret =
        ecb_ristretto255_decode_batch_var(got, with_status ? status : NULL, in, n, threads);
    ecb_status first = ECB_OK;
    int mismatches = 0;
    for (size_t i = 0; i < n; i++) {
        const ecb_status s = ecb_ristretto255_decode(&want, in + 32 * i);
        if (first == ECB_OK) first = s;
        mismatches += !same_point(&got[i], &want);
        if (with_status) mismatches += status[i] != s;
    }
    CHECK(mismatches == 0);
    CHECK(ret == first);
    if (mismatches != 0 || ret != first)
        fprintf(stderr, "  n = %zu, threads %u, status %d: %d mismatches\n", n, threads,
                with_status, mismatches);
}

/* Every pool entry once, in order: each kind of input meets every lane position. */
static void check_whole_pool(unsigned threads) {
    static ecb_ristretto255_point got[POOL], want;
    static ecb_status status[POOL];
    size_t valid = 0, codes[5] = {0};
    int mismatches = 0;
    (void)ecb_ristretto255_decode_batch_var(got, status, pool[0], pool_len, threads);
    for (size_t i = 0; i < pool_len; i++) {
        const ecb_status s = ecb_ristretto255_decode(&want, pool[i]);
        mismatches += status[i] != s || !same_point(&got[i], &want);
        if (s == ECB_OK)
            valid++;
        else if (s <= ECB_ERR_NON_CANONICAL && s >= ECB_ERR_Y_ZERO)
            codes[ECB_ERR_NON_CANONICAL - s]++;
    }
    CHECK(mismatches == 0);
    /* the pool holds every outcome */
    CHECK(valid > 100);
    for (int k = 0; k < 5; k++)
        CHECK(codes[k] > 0);
}

static void check_arguments(void) {
    uint8_t in[64] = {0};
    ecb_ristretto255_point out[2];
    ecb_status status[2] = {ECB_ERR_PARSE, ECB_ERR_PARSE};
    CHECK(ecb_ristretto255_decode_batch_var(NULL, NULL, NULL, 0, 1) == ECB_OK);
    CHECK(ecb_ristretto255_decode_batch_var(NULL, status, in, 2, 1) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_ristretto255_decode_batch_var(out, status, NULL, 2, 1) == ECB_ERR_NULL_POINTER);
    CHECK(status[0] == ECB_ERR_PARSE && status[1] == ECB_ERR_PARSE); /* untouched */
    CHECK(ecb_ristretto255_decode_batch_var(out, status, in, SIZE_MAX / 16, 1) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(status[0] == ECB_ERR_PARSE);
    /* two identities (32 zero bytes each) */
    CHECK(ecb_ristretto255_decode_batch_var(out, status, in, 2, 0) == ECB_OK);
    CHECK(status[0] == ECB_OK && status[1] == ECB_OK);
    CHECK(ecb_ristretto255_is_identity(&out[0]) && ecb_ristretto255_is_identity(&out[1]));
}

int main(void) {
    tl_init();
    fill_pool();
    check_arguments();
    for (unsigned threads = 1; threads <= 3; threads++)
        check_whole_pool(threads);
    for (size_t n = 0; n <= 130; n++)
        check_batch(n, 1 + (unsigned)(n % 3), (int)(n % 2));
    for (unsigned threads = 0; threads <= 3; threads++) {
        check_batch(1000, threads, 1);
        check_batch(1000, threads, 0);
    }
    return tl_finish("test_group_ristretto255_decode_batch");
}
