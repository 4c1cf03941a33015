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

json_t *json_load_file_exact(const char *path, json_error_t *err) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) return json_load_file(path, 0, err); /* reports the error */
    size_t cap = 1 << 16, len = 0, got;
    char *text = malloc(cap);
    while (text != NULL && (got = fread(text + len, 1, cap - len, f)) > 0) {
        len += got;
        if (len == cap) {
            char *bigger = realloc(text, cap *= 2);
            if (bigger == NULL) free(text);
            text = bigger;
        }
    }
    fclose(f);
    if (text == NULL) return json_load_file(path, 0, err);
    /* quote every long integer literal outside strings: each needs 2 more bytes */
    char *out = malloc(2 * len + 2);
    size_t o = 0;
    int in_string = 0;
    for (size_t i = 0; out != NULL && i < len; i++) {
        char ch = text[i];
        if (in_string) {
            out[o++] = ch;
            if (ch == '\\' && i + 1 < len)
                out[o++] = text[++i];
            else if (ch == '"')
                in_string = 0;
            continue;
        }
        if (ch == '"') in_string = 1;
        if (ch >= '0' && ch <= '9' && (i == 0 || !(text[i - 1] >= '0' && text[i - 1] <= '9'))) {
            size_t j = i;
            while (j < len && text[j] >= '0' && text[j] <= '9')
                j++;
            int plain = j - i > 18 &&
                        (j == len || (text[j] != '.' && text[j] != 'e' && text[j] != 'E')) &&
                        (i == 0 || strchr("-+.eE", text[i - 1]) == NULL);
            if (plain) {
                out[o++] = '"';
                memcpy(out + o, text + i, j - i);
                o += j - i;
                out[o++] = '"';
                i = j - 1;
                continue;
            }
        }
        out[o++] = ch;
    }
    free(text);
    if (out == NULL) return json_load_file(path, 0, err);
    json_t *root = json_loadb(out, o, 0, err);
    free(out);
    return root;
}
