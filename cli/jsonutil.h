/* Small helpers for reading the shared vector files with jansson: hex fields of a fixed or
 * variable length, and a tally of passed and failed cases. */
#ifndef ECBATCH_CLI_JSONUTIL_H
#define ECBATCH_CLI_JSONUTIL_H

#include <jansson.h>
#include <stddef.h>

/* Decodes the hex string at obj[key] into exactly len bytes. Returns 0, or -1 when the key is
 * missing, not a string, not hex, or of another length. */
int json_hex_fixed(const json_t *obj, const char *key, unsigned char *out, size_t len);

/* Decodes the hex string `value` (a JSON string) into a fresh buffer of *len bytes (freed by
 * the caller). Returns NULL on any error; an empty string gives a non-NULL 1-byte buffer with
 * *len = 0. */
unsigned char *json_hex_value_alloc(const json_t *value, size_t *len);

/* Same for obj[key]. */
unsigned char *json_hex_alloc(const json_t *obj, const char *key, size_t *len);

/* Loads a JSON file like json_load_file, except that integer literals too large for jansson
 * (beyond 18 digits) are read as strings holding their digits, so no value is lost. */
json_t *json_load_file_exact(const char *path, json_error_t *err);

/* obj[key] as a string, or NULL. */
const char *json_str(const json_t *obj, const char *key);

struct vector_tally {
    long passed;
    long failed;
};

/* Records one case; on failure prints "  FAIL id: why" to stderr. */
void tally_case(struct vector_tally *tally, const char *id, int ok, const char *why);

#endif
