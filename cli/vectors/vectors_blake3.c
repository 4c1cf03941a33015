/* Suite "blake3" (blake3/test_vectors.json, the official vectors): for each input length,
 * hash, keyed_hash and derive_key with 131-byte extended outputs, whose first 32 bytes must
 * also equal the default-length output. Inputs are the repeating bytes 0..250; the key and
 * the context string are the file's text strings, taken byte for byte. */
#include <stdlib.h>
#include <string.h>

#include "hash/blake3.h"
#include "vector_suites.h"

#define MAX_OUT 1024

static void run_mode(ecb_blake3_hasher *h, const uint8_t *input, size_t len, const json_t *c,
                     const char *field, const char *id, struct vector_tally *tally) {
    size_t want_len = 0;
    uint8_t *want = json_hex_alloc(c, field, &want_len);
    uint8_t got[MAX_OUT];
    int ok = want != NULL && want_len >= 32 && want_len <= MAX_OUT;
    if (ok) {
        ecb_blake3_update(h, input, len);
        ecb_blake3_finalize_xof(h, got, want_len);
        ok = memcmp(got, want, want_len) == 0;
        ecb_blake3_finalize(h, got);
        ok &= memcmp(got, want, 32) == 0;
    }
    char why[64];
    snprintf(why, sizeof why, "%s (input_len %zu)", field, len);
    tally_case(tally, id, ok, why);
    free(want);
    ecb_blake3_wipe(h);
}

int vectors_blake3(const json_t *root, const struct vector_options *opt,
                   struct vector_tally *tally) {
    (void)opt;
    size_t key_len = 0, context_len = 0;
    const uint8_t *key = json_text(root, "key", &key_len);
    const uint8_t *context = json_text(root, "context_string", &context_len);
    const json_t *cases = json_object_get(root, "cases");
    if (key == NULL || key_len != ECB_BLAKE3_KEY_LEN || context == NULL || !json_is_array(cases)) {
        fprintf(stderr, "blake3: missing \"key\" (32 bytes), \"context_string\" or \"cases\"\n");
        return -1;
    }
    for (size_t i = 0; i < json_array_size(cases); i++) {
        const json_t *c = json_array_get(cases, i);
        const json_t *len_value = json_object_get(c, "input_len");
        char id[32];
        snprintf(id, sizeof id, "case %zu", i);
        if (!json_is_integer(len_value) || json_integer_value(len_value) < 0 ||
            json_integer_value(len_value) > (1 << 24)) {
            tally_case(tally, id, 0, "bad input_len");
            continue;
        }
        size_t len = (size_t)json_integer_value(len_value);
        uint8_t *input = malloc(len + 1);
        if (input == NULL) {
            tally_case(tally, id, 0, "out of memory");
            continue;
        }
        for (size_t j = 0; j < len; j++)
            input[j] = (uint8_t)(j % 251);
        ecb_blake3_hasher h;
        ecb_blake3_init(&h);
        run_mode(&h, input, len, c, "hash", id, tally);
        ecb_blake3_init_keyed(&h, key);
        run_mode(&h, input, len, c, "keyed_hash", id, tally);
        ecb_blake3_init_derive_key_raw(&h, context, context_len);
        run_mode(&h, input, len, c, "derive_key", id, tally);
        free(input);
    }
    return 0;
}
