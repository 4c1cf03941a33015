/* The text form of a trusted setup (c-kzg-4844's trusted_setup.txt): two decimal counts, then
 * the points' compressed encodings in hex, tokens separated by whitespace. Parsed into the byte
 * arrays ecb_kzg_settings_load takes. */
#include <stdio.h>
#include <string.h>

#include "kzg/kzg_internal.h"
#include "util/alloc.h"

typedef struct text_cursor {
    const char *p, *end;
} text_cursor;

static int is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* The next token into *tok / *len; 0 when the text has none left. */
static int next_token(text_cursor *c, const char **tok, size_t *len) {
    while (c->p < c->end && is_space(*c->p))
        c->p++;
    if (c->p == c->end) return 0;
    *tok = c->p;
    while (c->p < c->end && !is_space(*c->p))
        c->p++;
    *len = (size_t)(c->p - *tok);
    return 1;
}

static int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* A count token: ECB_OK when it is the decimal number want, ECB_ERR_SETUP_COUNT for another
 * number, ECB_ERR_PARSE for anything else. */
static ecb_status read_count(text_cursor *c, size_t want) {
    const char *tok;
    size_t len, value = 0;
    if (!next_token(c, &tok, &len)) return ECB_ERR_PARSE;
    for (size_t i = 0; i < len; i++) {
        if (tok[i] < '0' || tok[i] > '9') return ECB_ERR_PARSE;
        if (value <= want) value = value * 10 + (size_t)(tok[i] - '0'); /* stays above want */
    }
    return value == want ? ECB_OK : ECB_ERR_SETUP_COUNT;
}

/* count points of size bytes each, one hex token per point, into out. */
static ecb_status read_points(text_cursor *c, uint8_t *out, size_t count, size_t size) {
    for (size_t k = 0; k < count; k++) {
        const char *tok;
        size_t len;
        if (!next_token(c, &tok, &len) || len != 2 * size) return ECB_ERR_PARSE;
        for (size_t i = 0; i < size; i++) {
            int hi = hex_digit(tok[2 * i]), lo = hex_digit(tok[2 * i + 1]);
            if (hi < 0 || lo < 0) return ECB_ERR_PARSE;
            out[k * size + i] = (uint8_t)(hi << 4 | lo);
        }
    }
    return ECB_OK;
}

ecb_status ecb_kzg_settings_load_text(ecb_kzg_settings **out, const char *text, size_t text_len,
                                      unsigned threads) {
    if (out != NULL) *out = NULL;
    if (out == NULL || text == NULL) return ECB_ERR_NULL_POINTER;
    if (text_len > ECB_KZG_SETUP_TEXT_MAX_BYTES) return ECB_ERR_TOO_LONG;
    if (threads > ECB_KZG_MAX_THREADS) return ECB_ERR_INVALID_ARGUMENT;
    text_cursor c = {text, text + text_len};
    ecb_status st = read_count(&c, KZG_N);
    if (st == ECB_OK) st = read_count(&c, ECB_KZG_SETUP_G2_POINTS);
    if (st != ECB_OK) return st;

    uint8_t *bytes = ecb_malloc(2 * ECB_KZG_SETUP_G1_BYTES + ECB_KZG_SETUP_G2_BYTES);
    if (bytes == NULL) return ECB_ERR_OUT_OF_MEMORY;
    uint8_t *lagrange = bytes, *g2 = bytes + ECB_KZG_SETUP_G1_BYTES;
    uint8_t *monomial = g2 + ECB_KZG_SETUP_G2_BYTES;
    st = read_points(&c, lagrange, KZG_N, 48);
    if (st == ECB_OK) st = read_points(&c, g2, ECB_KZG_SETUP_G2_POINTS, 96);
    if (st == ECB_OK) st = read_points(&c, monomial, KZG_N, 48);
    const char *tok;
    size_t len;
    if (st == ECB_OK && next_token(&c, &tok, &len)) st = ECB_ERR_PARSE; /* trailing data */
    if (st == ECB_OK)
        st =
            ecb_kzg_settings_load(out, lagrange, ECB_KZG_SETUP_G1_BYTES, g2, ECB_KZG_SETUP_G2_BYTES,
                                  monomial, ECB_KZG_SETUP_G1_BYTES, threads);
    ecb_free(bytes);
    return st;
}

ecb_status ecb_kzg_settings_load_file(ecb_kzg_settings **out, const char *path, unsigned threads) {
    if (out != NULL) *out = NULL;
    if (out == NULL || path == NULL) return ECB_ERR_NULL_POINTER;
    if (threads > ECB_KZG_MAX_THREADS) return ECB_ERR_INVALID_ARGUMENT;
    FILE *f = fopen(path, "rb");
    if (f == NULL) return ECB_ERR_IO;
    char *text = ecb_malloc(ECB_KZG_SETUP_TEXT_MAX_BYTES + 1);
    if (text == NULL) {
        fclose(f);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    size_t len = fread(text, 1, ECB_KZG_SETUP_TEXT_MAX_BYTES + 1, f);
    int failed = ferror(f);
    fclose(f);
    ecb_status st = failed ? ECB_ERR_IO : ecb_kzg_settings_load_text(out, text, len, threads);
    ecb_free(text);
    return st;
}
