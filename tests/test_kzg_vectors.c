/* EIP-4844 KZG (include/ecbatch/kzg.h) against every case of ../shared/vectors/kzg/tests for
 * blob_to_kzg_commitment, compute_kzg_proof, compute_blob_kzg_proof, verify_kzg_proof,
 * verify_blob_kzg_proof, verify_blob_kzg_proof_batch and compute_challenge (c-kzg-4844's cases,
 * read in place with libyaml; the trusted setup loaded once). Each folder's case count and its
 * outcomes (values, true, false, null) are asserted, so a missing case or a verdict that drifts
 * fails. A null output must be an error status other than ECB_ERR_VERIFY_FAILED; an input whose
 * hex has the wrong length for a fixed-size argument counts as refused by the caller. Every
 * computed blob proof is also verified with verify_blob_kzg_proof. */
#include <dirent.h>
#include <yaml.h>

#include "testlib.h"

#include "ecbatch/kzg.h"
#include "kzg/kzg_internal.h"

#define MAX_FIELDS 4
#define MAX_ITEMS 16

/* One input key (or the output): its items, one for a scalar, any number for a sequence. */
typedef struct yaml_field {
    char key[32];
    int is_list;
    size_t count;
    char *items[MAX_ITEMS];
} yaml_field;

typedef struct kzg_case {
    yaml_field in[MAX_FIELDS];
    size_t n_in;
    yaml_field out;
} kzg_case;

static void free_case(kzg_case *c) {
    for (size_t i = 0; i < c->n_in; i++)
        for (size_t j = 0; j < c->in[i].count; j++)
            free(c->in[i].items[j]);
    for (size_t j = 0; j < c->out.count; j++)
        free(c->out.items[j]);
}

static int append(yaml_field *f, const char *text) {
    if (f == NULL || f->count == MAX_ITEMS) return -1;
    f->items[f->count++] = strdup(text);
    return 0;
}

/* Reads data.yaml: `input:` a mapping of keys to scalars or sequences of scalars, `output:` a
 * scalar or a sequence. 0 on success. */
static int read_case(kzg_case *c, const char *path) {
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
            ok = cur != NULL && !in_seq;
            if (ok) cur->is_list = in_seq = 1;
            break;
        case YAML_SEQUENCE_END_EVENT:
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

static const yaml_field *input(const kzg_case *c, const char *key) {
    for (size_t i = 0; i < c->n_in; i++)
        if (strcmp(c->in[i].key, key) == 0) return &c->in[i];
    return NULL;
}

/* The bytes of "0x..." into a new buffer (*len bytes); NULL when not hex. */
static uint8_t *hex_alloc(const char *text, size_t *len) {
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
static uint8_t *field_bytes(const yaml_field *f, size_t *len) {
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
static int fixed_input(uint8_t *out, size_t size, const kzg_case *c, const char *key) {
    const yaml_field *f = input(c, key);
    if (f == NULL || f->is_list || f->count != 1) return -1;
    size_t n;
    uint8_t *b = hex_alloc(f->items[0], &n);
    int ok = b != NULL && n == size;
    if (ok) memcpy(out, b, size);
    free(b);
    return ok ? 0 : -1;
}

static int output_is(const kzg_case *c, const char *text) {
    return !c->out.is_list && c->out.count == 1 && strcmp(c->out.items[0], text) == 0;
}

/* An output item equal to bytes (hex compared as bytes). */
static int output_matches(const kzg_case *c, size_t item, const uint8_t *bytes, size_t size) {
    if (item >= c->out.count) return 0;
    size_t n;
    uint8_t *b = hex_alloc(c->out.items[item], &n);
    int eq = b != NULL && n == size && memcmp(b, bytes, size) == 0;
    free(b);
    return eq;
}

static const ecb_kzg_settings *settings;

/* Outcome tallies: [0] values or true, [1] false, [2] null. */
typedef long tally[3];

/* Runs one case; 1 when it agrees with its output, counting the outcome into t. */
static int run_case(const char *function, const kzg_case *c, tally t) {
    int null = output_is(c, "null");
    if (strcmp(function, "verify_kzg_proof") == 0 ||
        strcmp(function, "verify_blob_kzg_proof") == 0 ||
        strcmp(function, "verify_blob_kzg_proof_batch") == 0) {
        ecb_status st = ECB_ERR_LENGTH;
        if (strcmp(function, "verify_kzg_proof") == 0) {
            uint8_t cm[48], z[32], y[32], pr[48];
            if (fixed_input(cm, 48, c, "commitment") == 0 && fixed_input(z, 32, c, "z") == 0 &&
                fixed_input(y, 32, c, "y") == 0 && fixed_input(pr, 48, c, "proof") == 0)
                st = ecb_kzg_verify_proof(cm, z, y, pr, settings);
        } else if (strcmp(function, "verify_blob_kzg_proof") == 0) {
            uint8_t cm[48], pr[48];
            size_t blob_len;
            uint8_t *blob = field_bytes(input(c, "blob"), &blob_len);
            if (blob != NULL && fixed_input(cm, 48, c, "commitment") == 0 &&
                fixed_input(pr, 48, c, "proof") == 0)
                st = ecb_kzg_verify_blob_proof(blob, blob_len, cm, pr, settings);
            free(blob);
        } else {
            size_t lens[3];
            const yaml_field *blobs = input(c, "blobs");
            uint8_t *b = field_bytes(blobs, &lens[0]);
            uint8_t *cm = field_bytes(input(c, "commitments"), &lens[1]);
            uint8_t *pr = field_bytes(input(c, "proofs"), &lens[2]);
            if (b != NULL && cm != NULL && pr != NULL && blobs != NULL)
                st = ecb_kzg_verify_blob_proof_batch(b, lens[0], cm, lens[1], pr, lens[2],
                                                     blobs->count, settings);
            free(b);
            free(cm);
            free(pr);
        }
        int got = st == ECB_OK ? 0 : st == ECB_ERR_VERIFY_FAILED ? 1 : 2;
        int want = output_is(c, "true") ? 0 : output_is(c, "false") ? 1 : null ? 2 : -1;
        if (got == want) t[got]++;
        return got == want;
    }

    size_t blob_len = 0;
    uint8_t *blob = field_bytes(input(c, "blob"), &blob_len);
    int agrees = 0;
    if (strcmp(function, "blob_to_kzg_commitment") == 0) {
        uint8_t out[48];
        ecb_status st = blob == NULL ? ECB_ERR_LENGTH
                                     : ecb_kzg_blob_to_commitment(out, blob, blob_len, settings);
        agrees = null ? st != ECB_OK : st == ECB_OK && output_matches(c, 0, out, 48);
    } else if (strcmp(function, "compute_kzg_proof") == 0) {
        uint8_t z[32], proof[48], y[32];
        ecb_status st = ECB_ERR_LENGTH;
        if (blob != NULL && fixed_input(z, 32, c, "z") == 0)
            st = ecb_kzg_compute_proof(proof, y, blob, blob_len, z, settings);
        agrees = null ? st != ECB_OK
                      : st == ECB_OK && c->out.is_list && c->out.count == 2 &&
                            output_matches(c, 0, proof, 48) && output_matches(c, 1, y, 32);
    } else if (strcmp(function, "compute_blob_kzg_proof") == 0) {
        uint8_t cm[48], proof[48];
        ecb_status st = ECB_ERR_LENGTH;
        if (blob != NULL && fixed_input(cm, 48, c, "commitment") == 0)
            st = ecb_kzg_compute_blob_proof(proof, blob, blob_len, cm, settings);
        agrees = null ? st != ECB_OK : st == ECB_OK && output_matches(c, 0, proof, 48);
        /* the proof verifies against the commitment it was made for, when that is the blob's */
        if (agrees && !null) {
            uint8_t own[48];
            CHECK(ecb_kzg_blob_to_commitment(own, blob, blob_len, settings) == ECB_OK);
            ecb_status v = ecb_kzg_verify_blob_proof(blob, blob_len, cm, proof, settings);
            CHECK(memcmp(own, cm, 48) == 0 ? v == ECB_OK : v == ECB_ERR_VERIFY_FAILED);
        }
    } else if (strcmp(function, "compute_challenge") == 0) {
        uint8_t cm[48], out[32];
        fr381 z;
        if (blob != NULL && blob_len == ECB_KZG_BYTES_PER_BLOB &&
            fixed_input(cm, 48, c, "commitment") == 0) {
            kzg_compute_challenge(&z, blob, cm);
            fr381_encode(out, &z);
            agrees = !null && output_matches(c, 0, out, 32);
        }
    }
    free(blob);
    if (agrees) t[null ? 2 : 0]++;
    return agrees;
}

static int compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs every case of one function's folder: its count must be `cases`, its outcomes `want`. */
static void run_function(const char *function, size_t cases, const long want[3]) {
    char dir_name[4096], rel[256];
    snprintf(rel, sizeof rel, "kzg/tests/%s/kzg-mainnet", function);
    snprintf(dir_name, sizeof dir_name, "%s", tl_vector_path(rel));
    DIR *dir = opendir(dir_name);
    CHECK(dir != NULL);
    char *names[256];
    size_t count = 0;
    for (struct dirent *e; dir != NULL && (e = readdir(dir)) != NULL && count < 256;)
        if (e->d_name[0] != '.') names[count++] = strdup(e->d_name);
    if (dir != NULL) closedir(dir);
    CHECK(count == cases);
    qsort(names, count, sizeof *names, compare_names);
    tally t = {0, 0, 0};
    for (size_t i = 0; i < count; i++) {
        char path[8192];
        snprintf(path, sizeof path, "%s/%s/data.yaml", dir_name, names[i]);
        kzg_case c;
        int read_ok = read_case(&c, path) == 0;
        CHECK(read_ok);
        if (!read_ok) {
            fprintf(stderr, "%s: unreadable\n", names[i]);
        } else {
            int agrees = run_case(function, &c, t);
            CHECK(agrees);
            if (!agrees) fprintf(stderr, "%s/%s: disagrees\n", function, names[i]);
            free_case(&c);
        }
        free(names[i]);
    }
    CHECK(t[0] == want[0] && t[1] == want[1] && t[2] == want[2]);
    printf("%s: %zu cases: %ld value/true, %ld false, %ld null\n", function, count, t[0], t[1],
           t[2]);
}

int main(void) {
    tl_init();
    ecb_kzg_settings *s = NULL;
    CHECK(ecb_kzg_settings_load_file(&s, tl_vector_path("kzg/trusted_setup.txt"), 2) == ECB_OK);
    if (s == NULL) return tl_finish("test_kzg_vectors");
    settings = s;
    /* each folder's outcomes: values (or true), false, null */
    static const long commit[3] = {7, 0, 4}, kzg_proof[3] = {42, 0, 10}, blob_proof[3] = {7, 0, 8},
                      verify[3] = {54, 48, 20}, verify_blob[3] = {9, 8, 12},
                      verify_batch[3] = {7, 2, 15}, challenge[3] = {9, 0, 0};
    run_function("blob_to_kzg_commitment", 11, commit);
    run_function("compute_kzg_proof", 52, kzg_proof);
    run_function("compute_blob_kzg_proof", 15, blob_proof);
    run_function("verify_kzg_proof", 122, verify);
    run_function("verify_blob_kzg_proof", 29, verify_blob);
    run_function("verify_blob_kzg_proof_batch", 24, verify_batch);
    run_function("compute_challenge", 9, challenge);
    ecb_kzg_settings_free(s);
    return tl_finish("test_kzg_vectors");
}
