#include "jsonutil.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *json_str(const json_t *obj, const char *key) {
    const json_t *v = json_object_get(obj, key);
    return json_is_string(v) ? json_string_value(v) : NULL;
}

int json_hex_fixed(const json_t *obj, const char *key, unsigned char *out, size_t len) {
    const char *hex = json_str(obj, key);
    size_t bin_len = 0;
    if (hex == NULL || strlen(hex) != 2 * len) return -1;
    if (sodium_hex2bin(out, len, hex, 2 * len, NULL, &bin_len, NULL) != 0) return -1;
    return bin_len == len ? 0 : -1;
}

unsigned char *json_hex_value_alloc(const json_t *value, size_t *len) {
    if (!json_is_string(value)) return NULL;
    const char *hex = json_string_value(value);
    size_t hex_len = strlen(hex), bin_len = 0;
    if (hex_len % 2 != 0) return NULL;
    unsigned char *out = malloc(hex_len / 2 + 1);
    if (out == NULL) return NULL;
    if (sodium_hex2bin(out, hex_len / 2, hex, hex_len, NULL, &bin_len, NULL) != 0 ||
        bin_len != hex_len / 2) {
        free(out);
        return NULL;
    }
    *len = bin_len;
    return out;
}

unsigned char *json_hex_alloc(const json_t *obj, const char *key, size_t *len) {
    return json_hex_value_alloc(json_object_get(obj, key), len);
}

void tally_case(struct vector_tally *tally, const char *id, int ok, const char *why) {
    if (ok) {
        tally->passed++;
    } else {
        tally->failed++;
        fprintf(stderr, "  FAIL %s: %s\n", id ? id : "(no id)", why ? why : "mismatch");
    }
}
