/* The data.yaml files of the KZG vectors (../shared/vectors/kzg/tests/<function>/kzg-mainnet/
 * <case>/data.yaml, c-kzg-4844's format), read with libyaml for test_kzg_vectors and
 * test_kzg_cells: `input:` a mapping of keys to hex scalars or sequences of them, `output:` a
 * scalar (a value, true, false or null) or a sequence. Static inline functions, as testlib.h. */
#ifndef ECBATCH_KZG_YAML_CASE_H
#define ECBATCH_KZG_YAML_CASE_H

#include <dirent.h>
#include <sodium.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#define MAX_FIELDS 5
#define MAX_ITEMS ((size_t)1 << 16) /* the cell challenge's 128 cosets of 64 values: 8192 */

/* One input key (or the output): its items, one for a scalar, any number for a sequence; a
 * sequence of sequences (the cell challenge's cosets_evals) is flattened, groups counting the
 * inner ones. */
typedef struct yaml_field {
    char key[32];
    int is_list;
    size_t count, capacity, groups;
    char **items;
} yaml_field;

typedef struct kzg_case {
    yaml_field in[MAX_FIELDS];
    size_t n_in;
    yaml_field out;
} kzg_case;

static inline void free_case(kzg_case *c) {
    for (size_t i = 0; i < c->n_in; i++)
        for (size_t j = 0; j < c->in[i].count; j++)
            free(c->in[i].items[j]);
    for (size_t j = 0; j < c->out.count; j++)
        free(c->out.items[j]);
    for (size_t i = 0; i < c->n_in; i++)
        free(c->in[i].items);
    free(c->out.items);
}

static inline int append(yaml_field *f, const char *text) {
    if (f == NULL || f->count == MAX_ITEMS) return -1;
    if (f->count == f->capacity) {
        size_t capacity = f->capacity == 0 ? 16 : 2 * f->capacity;
        char **items = realloc(f->items, capacity * sizeof *items);
        if (items == NULL) return -1;
        f->items = items;
        f->capacity = capacity;
    }
    f->items[f->count++] = strdup(text);
    return 0;
}

/* Reads data.yaml: `input:` a mapping of keys to scalars, sequences of scalars or sequences of
 * sequences of scalars, `output:` a scalar or a sequence. 0 on success. */
static inline int read_case(kzg_case *c, const char *path) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) return -1;
    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, f);
    memset(c, 0, sizeof *c);
    yaml_field *cur = NULL;
    int depth = 0, in_seq = 0, expect_key = 1, ok = 1, done = 0, has_out = 0;
    while (ok && !done) {
        if (!yaml_parser_parse(&parser, &event)) break;
        switch (event.type) {
        case YAML_MAPPING_START_EVENT:
            depth++;
            expect_key = 1;
            ok = !in_seq && depth <= 2;
            break;
        case YAML_MAPPING_END_EVENT:
            depth--;
            expect_key = 1;
            break;
        case YAML_SEQUENCE_START_EVENT:
            ok = cur != NULL && in_seq < 2;
            if (ok && in_seq == 1) {
                cur->groups++;
                in_seq = 2;
            } else if (ok) {
                cur->is_list = in_seq = 1;
            }
            break;
        case YAML_SEQUENCE_END_EVENT:
            if (in_seq == 2) {
                in_seq = 1;
                break;
            }
            in_seq = 0;
            cur = NULL;
            expect_key = 1;
            break;
        case YAML_SCALAR_EVENT: {
            const char *text = (const char *)event.data.scalar.value;
            if (in_seq) {
                ok = append(cur, text) == 0;
            } else if (expect_key) {
                expect_key = 0;
                cur = NULL;
                if (depth == 1 && strcmp(text, "output") == 0) {
                    cur = &c->out;
                    has_out = 1;
                } else if (depth == 2 && c->n_in < MAX_FIELDS && strlen(text) < 32) {
                    cur = &c->in[c->n_in++];
                    snprintf(cur->key, sizeof cur->key, "%s", text);
                } else if (depth != 1 || strcmp(text, "input") != 0) {
                    ok = 0;
                }
            } else {
                ok = append(cur, text) == 0;
                cur = NULL;
                expect_key = 1;
            }
            break;
        }
        case YAML_STREAM_END_EVENT:
            done = 1;
            break;
        case YAML_ALIAS_EVENT:
            ok = 0;
            break;
        default:
            break;
        }
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    fclose(f);
    if (!(ok && done && has_out)) {
        free_case(c);
        return -1;
    }
    return 0;
}

static inline const yaml_field *input(const kzg_case *c, const char *key) {
    for (size_t i = 0; i < c->n_in; i++)
        if (strcmp(c->in[i].key, key) == 0) return &c->in[i];
    return NULL;
}

/* The bytes of "0x..." into a new buffer (*len bytes); NULL when not hex. */
static inline uint8_t *hex_alloc(const char *text, size_t *len) {
    if (strncmp(text, "0x", 2) != 0) return NULL;
    size_t digits = strlen(text) - 2;
    if (digits % 2 != 0) return NULL;
    uint8_t *out = malloc(digits / 2 + 1);
    size_t got = 0;
    if (sodium_hex2bin(out, digits / 2 + 1, text + 2, digits, NULL, &got, NULL) != 0 ||
        got != digits / 2) {
        free(out);
        return NULL;
    }
    *len = got;
    return out;
}

/* The items of a field back to back (each item's bytes, any length); NULL on a hex error. */
static inline uint8_t *field_bytes(const yaml_field *f, size_t *len) {
    uint8_t *all = malloc(1);
    *len = 0;
    for (size_t i = 0; f != NULL && i < f->count; i++) {
        size_t n;
        uint8_t *b = hex_alloc(f->items[i], &n);
        if (b == NULL) {
            free(all);
            return NULL;
        }
        all = realloc(all, *len + n + 1);
        memcpy(all + *len, b, n);
        *len += n;
        free(b);
    }
    return all;
}

/* A fixed-size input: 0 when its hex has exactly size bytes. */
static inline int fixed_input(uint8_t *out, size_t size, const kzg_case *c, const char *key) {
    const yaml_field *f = input(c, key);
    if (f == NULL || f->is_list || f->count != 1) return -1;
    size_t n;
    uint8_t *b = hex_alloc(f->items[0], &n);
    int ok = b != NULL && n == size;
    if (ok) memcpy(out, b, size);
    free(b);
    return ok ? 0 : -1;
}

static inline int output_is(const kzg_case *c, const char *text) {
    return !c->out.is_list && c->out.count == 1 && strcmp(c->out.items[0], text) == 0;
}

/* An output item equal to bytes (hex compared as bytes). */
static inline int output_matches(const kzg_case *c, size_t item, const uint8_t *bytes,
                                 size_t size) {
    if (item >= c->out.count) return 0;
    size_t n;
    uint8_t *b = hex_alloc(c->out.items[item], &n);
    int eq = b != NULL && n == size && memcmp(b, bytes, size) == 0;
    free(b);
    return eq;
}

static inline int compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The case folders of dir_name (names[i] strdup'ed, at most max), sorted; their count (0 when
 * the folder cannot be opened). */
static inline size_t kzg_case_names(char *names[], size_t max, const char *dir_name) {
    DIR *dir = opendir(dir_name);
    size_t count = 0;
    for (struct dirent *e; dir != NULL && (e = readdir(dir)) != NULL && count < max;)
        if (e->d_name[0] != '.') names[count++] = strdup(e->d_name);
    if (dir != NULL) closedir(dir);
    qsort(names, count, sizeof *names, compare_names);
    return count;
}

#endif
