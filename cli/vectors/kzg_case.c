/* The KZG vectors' data.yaml reader (kzg_case.h): the file read whole within its bound, then
 * libyaml's events folded into the case's fields. */
#define _POSIX_C_SOURCE 200809L /* strdup, opendir */
#include "kzg_case.h"

#include <dirent.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

void kzg_case_free(kzg_case *c) {
    for (size_t i = 0; i < c->n_in; i++) {
        for (size_t j = 0; j < c->in[i].count; j++)
            free(c->in[i].items[j]);
        free(c->in[i].items);
    }
    for (size_t j = 0; j < c->out.count; j++)
        free(c->out.items[j]);
    free(c->out.items);
    memset(c, 0, sizeof *c);
}

static int append(kzg_case_field *f, const char *text) {
    if (f == NULL || f->count == KZG_CASE_MAX_ITEMS) return -1;
    if (f->count == f->capacity) {
        size_t capacity = f->capacity == 0 ? 16 : 2 * f->capacity;
        char **items = realloc(f->items, capacity * sizeof *items);
        if (items == NULL) return -1;
        f->items = items;
        f->capacity = capacity;
    }
    char *copy = strdup(text);
    if (copy == NULL) return -1;
    f->items[f->count++] = copy;
    return 0;
}

/* The file's bytes (at most KZG_CASE_MAX_BYTES) in a new buffer; NULL when unreadable or longer. */
static unsigned char *read_bounded(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    unsigned char *b = malloc(KZG_CASE_MAX_BYTES + 1);
    size_t got = b != NULL ? fread(b, 1, KZG_CASE_MAX_BYTES + 1, f) : 0;
    int bad = b == NULL || ferror(f) || got > KZG_CASE_MAX_BYTES;
    fclose(f);
    if (bad) {
        free(b);
        return NULL;
    }
    *len = got;
    return b;
}

/* The case's events: `input:` a mapping of keys to scalars, sequences of scalars or sequences of
 * sequences of scalars, `output:` a scalar or a sequence (of sequences). 1 when well formed. */
static int fold_events(kzg_case *c, yaml_parser_t *parser) {
    yaml_event_t event;
    kzg_case_field *cur = NULL;
    int depth = 0, in_seq = 0, expect_key = 1, ok = 1, done = 0, has_out = 0;
    while (ok && !done) {
        if (!yaml_parser_parse(parser, &event)) return 0;
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
                if (depth == 1 && strcmp(text, "output") == 0 && !has_out) {
                    cur = &c->out;
                    has_out = 1;
                } else if (depth == 2 && c->n_in < KZG_CASE_MAX_FIELDS && strlen(text) < 32) {
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
    return ok && done && has_out;
}

int kzg_case_read(kzg_case *c, const char *path) {
    memset(c, 0, sizeof *c);
    size_t len = 0;
    unsigned char *text = read_bounded(path, &len);
    if (text == NULL) return -1;
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, text, len);
    int ok = fold_events(c, &parser);
    yaml_parser_delete(&parser);
    free(text);
    if (!ok) {
        kzg_case_free(c);
        return -1;
    }
    return 0;
}

const kzg_case_field *kzg_case_input(const kzg_case *c, const char *key) {
    for (size_t i = 0; i < c->n_in; i++)
        if (strcmp(c->in[i].key, key) == 0) return &c->in[i];
    return NULL;
}

/* The bytes of "0x..." into out (at most cap); -1 when not hex. */
static int hex_item(uint8_t *out, size_t cap, const char *text, size_t *len) {
    if (strncmp(text, "0x", 2) != 0) return -1;
    size_t digits = strlen(text) - 2;
    if (digits % 2 != 0 || digits / 2 > cap) return -1;
    if (sodium_hex2bin(out, cap, text + 2, digits, NULL, len, NULL) != 0 || *len != digits / 2)
        return -1;
    return 0;
}

uint8_t *kzg_case_field_bytes(const kzg_case_field *f, size_t *len) {
    *len = 0;
    if (f == NULL) return NULL;
    size_t total = 0;
    for (size_t i = 0; i < f->count; i++)
        total += strlen(f->items[i]) / 2; /* at least each item's bytes */
    uint8_t *all = malloc(total + 1);
    for (size_t i = 0; all != NULL && i < f->count; i++) {
        size_t n;
        if (hex_item(all + *len, total - *len, f->items[i], &n) != 0) {
            free(all);
            return NULL;
        }
        *len += n;
    }
    return all;
}

int kzg_case_fixed_input(uint8_t *out, size_t size, const kzg_case *c, const char *key) {
    const kzg_case_field *f = kzg_case_input(c, key);
    size_t n;
    if (f == NULL || f->is_list || f->count != 1) return -1;
    return hex_item(out, size, f->items[0], &n) == 0 && n == size ? 0 : -1;
}

uint64_t *kzg_case_integers(const kzg_case_field *f) {
    if (f == NULL) return NULL;
    uint64_t *v = malloc((f->count == 0 ? 1 : f->count) * sizeof *v);
    for (size_t i = 0; v != NULL && i < f->count; i++) {
        const char *t = f->items[i];
        uint64_t x = 0;
        int ok = t[0] != '\0' && strlen(t) <= 20;
        for (const char *d = t; ok && *d != '\0'; d++) {
            ok = *d >= '0' && *d <= '9' && x <= (UINT64_MAX - (uint64_t)(*d - '0')) / 10;
            x = 10 * x + (uint64_t)(*d - '0');
        }
        if (!ok) {
            free(v);
            return NULL;
        }
        v[i] = x;
    }
    return v;
}

int kzg_case_output_is(const kzg_case *c, const char *text) {
    return !c->out.is_list && c->out.count == 1 && strcmp(c->out.items[0], text) == 0;
}

int kzg_case_output_matches(const kzg_case *c, size_t item, const uint8_t *bytes, size_t size) {
    if (item >= c->out.count) return 0;
    uint8_t *b = malloc(size + 1);
    size_t n;
    int eq = b != NULL && hex_item(b, size, c->out.items[item], &n) == 0 && n == size &&
             memcmp(b, bytes, size) == 0;
    free(b);
    return eq;
}

static int compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

size_t kzg_case_names(char *names[], size_t max, const char *dir_name, int *more) {
    DIR *dir = opendir(dir_name);
    size_t count = 0;
    if (more != NULL) *more = 0;
    for (struct dirent *e; dir != NULL && (e = readdir(dir)) != NULL;) {
        if (e->d_name[0] == '.') continue;
        if (count == max) {
            if (more != NULL) *more = 1;
            break;
        }
        char *copy = strdup(e->d_name);
        if (copy != NULL) names[count++] = copy;
    }
    if (dir != NULL) closedir(dir);
    qsort(names, count, sizeof *names, compare_names);
    return count;
}
