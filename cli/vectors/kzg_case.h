/* The data.yaml files of the KZG vectors (../shared/vectors/kzg/tests/<function>/<suite>/<case>/
 * data.yaml, c-kzg-4844's consensus-spec-tests layout), read with libyaml: `input:` a mapping of
 * keys to hex scalars, sequences of them or sequences of sequences, `output:` a scalar (a value,
 * true, false or null) or a sequence (of sequences). `ecbatch vectors DIR`
 * (cli/vectors/vectors_kzg.c) and the KZG tests (tests/test_kzg_*.c) read them through this
 * one reader. */
#ifndef ECBATCH_CLI_KZG_CASE_H
#define ECBATCH_CLI_KZG_CASE_H

#include <stddef.h>
#include <stdint.h>

/* Input keys a case may hold */
#define KZG_CASE_MAX_FIELDS 5
/* Items a field may hold: the cell challenge's 128 cosets of 64 values are 8192 */
#define KZG_CASE_MAX_ITEMS ((size_t)1 << 16)
/* Bytes of a data.yaml read (the largest case, a batch of blobs, has 1.8 MB) */
#define KZG_CASE_MAX_BYTES ((size_t)1 << 24)
/* Case folders a suite folder may hold */
#define KZG_CASE_MAX_NAMES 1024

/* One input key (or the output): its items, one for a scalar, any number for a sequence; a
 * sequence of sequences (the cell challenge's cosets_evals, the outputs of the cells and proofs)
 * is flattened, groups counting the inner ones. */
typedef struct kzg_case_field {
    char key[32];
    int is_list;
    size_t count, capacity, groups;
    char **items;
} kzg_case_field;

typedef struct kzg_case {
    kzg_case_field in[KZG_CASE_MAX_FIELDS];
    size_t n_in;
    kzg_case_field out;
} kzg_case;

/* Reads data.yaml at path into *c (at most KZG_CASE_MAX_BYTES, KZG_CASE_MAX_FIELDS keys of at
 * most KZG_CASE_MAX_ITEMS items). 0 on success; -1 (and *c empty) when it cannot be read, is not
 * of this shape or is beyond a bound. */
int kzg_case_read(kzg_case *c, const char *path);

/* Frees what kzg_case_read allocated. */
void kzg_case_free(kzg_case *c);

/* The input field named key, or NULL. */
const kzg_case_field *kzg_case_input(const kzg_case *c, const char *key);

/* The items of a field back to back as bytes (each item "0x" and hex, any length) in a new buffer
 * of *len bytes (never NULL on success, even when empty); NULL when an item is not hex or f is
 * NULL. */
uint8_t *kzg_case_field_bytes(const kzg_case_field *f, size_t *len);

/* A scalar input of exactly size bytes into out: 0, or -1 when missing, a list or another size. */
int kzg_case_fixed_input(uint8_t *out, size_t size, const kzg_case *c, const char *key);

/* The items of a field as decimal uint64 integers in a new array (at least one element); NULL
 * when an item is not a plain decimal number below 2^64 or f is NULL. */
uint64_t *kzg_case_integers(const kzg_case_field *f);

/* 1 when the output is the scalar text (true, false, null). */
int kzg_case_output_is(const kzg_case *c, const char *text);

/* 1 when output item `item` is the hex of bytes[0..size). */
int kzg_case_output_matches(const kzg_case *c, size_t item, const uint8_t *bytes, size_t size);

/* The entries of folder dir_name not starting with '.' (names[i] allocated, at most max),
 * sorted; their count, 0 when the folder cannot be opened. *more is set when there were more
 * than max (more may be NULL). */
size_t kzg_case_names(char *names[], size_t max, const char *dir_name, int *more);

#endif
