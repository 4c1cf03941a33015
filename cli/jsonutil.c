#include "jsonutil.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_text.h"

int json_uint_value(const json_t *v, uint64_t max, uint64_t *out) {
    uint64_t x = 0;
    if (json_is_integer(v)) {
        if (json_integer_value(v) < 0) return -1;
        x = (uint64_t)json_integer_value(v);
    } else if (json_is_string(v)) {
        const char *d = json_string_value(v);
        size_t len = json_string_length(v);
        if (len < 19 || len > 20 || d[0] == '0' || strspn(d, "0123456789") != len) return -1;
        for (size_t i = 0; i < len; i++) {
            if (x > (UINT64_MAX - (uint64_t)(d[i] - '0')) / 10) return -1;
            x = 10 * x + (uint64_t)(d[i] - '0');
        }
    } else {
        return -1;
    }
    if (x > max) return -1;
    *out = x;
    return 0;
}

int json_uint(const json_t *obj, const char *key, uint64_t max, uint64_t *out) {
    return json_uint_value(json_object_get(obj, key), max, out);
}

const char *json_str(const json_t *obj, const char *key) {
    const json_t *v = json_object_get(obj, key);
    if (!json_is_string(v)) return NULL;
    const char *text = json_string_value(v);
    /* a name with a NUL byte would compare equal to its prefix: not a name */
    return strlen(text) == json_string_length(v) ? text : NULL;
}

const uint8_t *json_text(const json_t *obj, const char *key, size_t *len) {
    return json_text_value(json_object_get(obj, key), len);
}

const uint8_t *json_text_value(const json_t *value, size_t *len) {
    if (!json_is_string(value)) return NULL;
    *len = json_string_length(value);
    return (const uint8_t *)json_string_value(value);
}

int json_hex_fixed(const json_t *obj, const char *key, unsigned char *out, size_t len) {
    const json_t *v = json_object_get(obj, key);
    const char *hex = json_is_string(v) ? json_string_value(v) : NULL;
    size_t bin_len = 0;
    if (hex == NULL || json_string_length(v) != 2 * len) return -1;
    if (sodium_hex2bin(out, len, hex, 2 * len, NULL, &bin_len, NULL) != 0) return -1;
    return bin_len == len ? 0 : -1;
}

unsigned char *json_hex_value_alloc(const json_t *value, size_t *len) {
    if (!json_is_string(value)) return NULL;
    const char *hex = json_string_value(value);
    size_t hex_len = json_string_length(value), bin_len = 0;
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
        if (!tally->quiet)
            fprintf(stderr, "  FAIL %s: %s\n", id ? cli_text(id) : "(no id)",
                    why ? cli_text(why) : "mismatch");
    }
}

/* Moves a jansson error found in the quoted text back to the caller's: quotes[0..n) are the
 * offsets in the quoted text of the inserted quote characters (ascending). The line is the same
 * (no newline is inserted); the column and byte position lose the quotes before them. */
static void unshift_error(json_error_t *err, const char *quoted, size_t quoted_len,
                          const size_t *quotes, size_t n) {
    if (err == NULL || err->position < 0 || (size_t)err->position > quoted_len) return;
    size_t pos = (size_t)err->position, line_start = pos, before = 0, on_line = 0;
    while (line_start > 0 && quoted[line_start - 1] != '\n')
        line_start--;
    for (size_t q = 0; q < n && quotes[q] < pos; q++) {
        before++;
        on_line += quotes[q] >= line_start;
    }
    err->position -= (int)before;
    if (err->column > 0) err->column -= (int)on_line;
}

json_t *json_loadb_exact(const char *text, size_t len, json_error_t *err) {
    /* quote every long integer literal outside strings: each needs 2 more bytes */
    char *out = malloc(2 * len + 2);
    size_t o = 0, n_quotes = 0, cap_quotes = 0, *quotes = NULL;
    int in_string = 0;
    if (out == NULL) return json_loadb(text, len, JSONUTIL_LOAD_FLAGS, err);
    for (size_t i = 0; i < len; i++) {
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
            if (plain && n_quotes + 2 > cap_quotes) {
                size_t *grown =
                    realloc(quotes, (cap_quotes = 2 * cap_quotes + 16) * sizeof *quotes);
                if (grown == NULL) {
                    free(quotes);
                    free(out);
                    return json_loadb(text, len, JSONUTIL_LOAD_FLAGS, err);
                }
                quotes = grown;
            }
            if (plain) {
                quotes[n_quotes++] = o;
                out[o++] = '"';
                memcpy(out + o, text + i, j - i);
                o += j - i;
                quotes[n_quotes++] = o;
                out[o++] = '"';
                i = j - 1;
                continue;
            }
        }
        out[o++] = ch;
    }
    json_t *root = json_loadb(out, o, JSONUTIL_LOAD_FLAGS, err);
    if (root == NULL) unshift_error(err, out, o, quotes, n_quotes);
    free(quotes);
    free(out);
    return root;
}

const char *json_error_describe(const json_error_t *err, char *buf, size_t len) {
    static const char dup[] = "duplicate object key near '";
    const char *text = err->text;
    size_t at = 0, text_len = strlen(text), dup_len = sizeof dup - 1;
    if (len == 0) return buf;
    buf[0] = '\0';
    if (json_error_code(err) == json_error_duplicate_key && text_len > dup_len + 1 &&
        !strncmp(text, dup, dup_len) && text[text_len - 1] == '\'') {
        /* jansson quotes the key as written: "proof" */
        at = (size_t)snprintf(buf, len, "duplicate key %s",
                              cli_textn(text + dup_len, text_len - dup_len - 1));
    } else {
        at = (size_t)snprintf(buf, len, "%s", cli_textn(text, text_len));
    }
    if (at >= len) at = len - 1;
    if (at < len && err->line > 0) /* no position for a file that could not be opened */
        snprintf(buf + at, len - at, " at line %d, column %d (byte %d)%s", err->line, err->column,
                 err->position,
                 json_error_code(err) == json_error_duplicate_key
                     ? ": a key may appear once in an object"
                     : "");
    return buf;
}

json_t *json_hex_string(const uint8_t *b, size_t len) {
    char *hex = malloc(2 * len + 1);
    if (hex == NULL) return NULL;
    sodium_bin2hex(hex, 2 * len + 1, b, len);
    json_t *s = json_string(hex);
    sodium_memzero(hex, 2 * len + 1);
    free(hex);
    return s;
}
