/* Small helpers for reading the shared vector files with jansson: hex fields of a fixed or
 * variable length, and a tally of passed and failed cases. */
#ifndef ECBATCH_CLI_JSONUTIL_H
#define ECBATCH_CLI_JSONUTIL_H

#include <jansson.h>
#include <stddef.h>
#include <stdint.h>

/* Decodes the hex string at obj[key] into exactly len bytes. Returns 0, or -1 when the key is
 * missing, not a string, not hex, or of another length. */
int json_hex_fixed(const json_t *obj, const char *key, unsigned char *out, size_t len);

/* Decodes the hex string `value` (a JSON string) into a fresh buffer of *len bytes (freed by
 * the caller). Returns NULL on any error; an empty string gives a non-NULL 1-byte buffer with
 * *len = 0. */
unsigned char *json_hex_value_alloc(const json_t *value, size_t *len);

/* Same for obj[key]. */
unsigned char *json_hex_alloc(const json_t *obj, const char *key, size_t *len);

/* b[0..len) as a new JSON string of lowercase hex (the temporary text is wiped, so secrets may
 * pass through), or NULL when memory runs out. */
json_t *json_hex_string(const uint8_t *b, size_t len);

/* The flags of every JSON document the command reads: strings may hold NUL bytes (\u0000; readers
 * take their lengths), and a key given twice in one object is an error (one meaning per
 * document: no "last one wins"). */
#define JSONUTIL_LOAD_FLAGS (JSON_ALLOW_NUL | JSON_REJECT_DUPLICATES)

/* Loads JSON text in memory (len bytes, no terminator needed) like json_loadb with
 * JSONUTIL_LOAD_FLAGS, except that integer literals too large for jansson (beyond 18 digits) are
 * read as strings holding their digits, so no value is lost. On error, err's line, column and
 * position are those of the text. Files are read by json_file.h. */
json_t *json_loadb_exact(const char *text, size_t len, json_error_t *err);
/* err as one line for a message, escaped by cli_text (cli_text.h): jansson's
 * reason, a duplicate key named as such, and "at line L, column C (byte B)". Returns buf. */
const char *json_error_describe(const json_error_t *err, char *buf, size_t len);

/* A whole number in [0, max]: a JSON integer, or the digits of one too large for jansson
 * (json_loadb_exact keeps those as strings of 19 or more digits). 0 with *out set, or -1
 * for anything else ("abc", "5", 2.5, -1, a number above max, a missing value). */
int json_uint_value(const json_t *v, uint64_t max, uint64_t *out);
/* The same for obj[key]. */
int json_uint(const json_t *obj, const char *key, uint64_t max, uint64_t *out);

/* obj[key] as a C string (a name: id, suite, error ...), or NULL when it is missing, not a
 * string, or holds a NUL byte. */
const char *json_str(const json_t *obj, const char *key);

/* obj[key], a string used as bytes (a DST, label, message ...): its *len bytes, any of them
 * NUL, or NULL when it is missing or not a string. */
const uint8_t *json_text(const json_t *obj, const char *key, size_t *len);
/* The same for a JSON value. */
const uint8_t *json_text_value(const json_t *value, size_t *len);

struct vector_tally {
    long passed;
    long failed;
    int quiet; /* non-zero: no "FAIL" lines (the fuzz target) */
};

/* Records one case; on failure prints "  FAIL id: why" to stderr unless tally->quiet. */
void tally_case(struct vector_tally *tally, const char *id, int ok, const char *why);

#endif
