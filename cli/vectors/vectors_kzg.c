/* `ecbatch vectors DIR` on the KZG vectors (../shared/vectors/kzg/README.md): DIR holds
 * <function>/<suite>/<case>/data.yaml (c-kzg-4844's cases in the consensus-spec-tests layout),
 * for the twelve functions of deneb/polynomial-commitments.md and
 * fulu/polynomial-commitments-sampling.md, each run through include/ecbatch/kzg.h (the two
 * Fiat-Shamir challenges through the module's internal functions). A case passes when a null
 * output is an error status (not ECB_ERR_VERIFY_FAILED), true is ECB_OK, false is
 * ECB_ERR_VERIFY_FAILED and a value is the bytes computed. A function folder this file does not
 * know, an unreadable case or a folder beyond its bound fails, never skips. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_text.h"
#include "ecbatch/kzg.h"
#include "kzg/kzg_internal.h"
#include "kzg_case.h"
#include "vector_suites.h"

#define CELLS ECB_KZG_CELLS_PER_EXT_BLOB
#define CELL_BYTES ECB_KZG_BYTES_PER_CELL
#define BLOB_BYTES ECB_KZG_BYTES_PER_BLOB

/* What a case expects: a value (the output's items), true, false or null (an error). */
typedef enum { WANT_VALUE, WANT_TRUE, WANT_FALSE, WANT_NULL } want_kind;

static want_kind expected(const kzg_case *c) {
    return kzg_case_output_is(c, "null")    ? WANT_NULL
           : kzg_case_output_is(c, "true")  ? WANT_TRUE
           : kzg_case_output_is(c, "false") ? WANT_FALSE
                                            : WANT_VALUE;
}

/* A verifier's status against the case's verdict. */
static int verdict_agrees(const kzg_case *c, ecb_status st) {
    switch (expected(c)) {
    case WANT_TRUE:
        return st == ECB_OK;
    case WANT_FALSE:
        return st == ECB_ERR_VERIFY_FAILED;
    case WANT_NULL:
        return st != ECB_OK && st != ECB_ERR_VERIFY_FAILED;
    default:
        return 0;
    }
}

/* A computation's status and outputs against the case: null wants an error; a value wants ECB_OK
 * and the output's items, in order, equal to the parts' items (parts: up to two outputs of
 * count items of size bytes each, back to back in bytes[k]). */
static int value_agrees(const kzg_case *c, ecb_status st, const uint8_t *const *bytes,
                        const size_t *count, const size_t *size, size_t parts) {
    if (expected(c) == WANT_NULL) return st != ECB_OK;
    if (st != ECB_OK || expected(c) != WANT_VALUE) return 0;
    size_t total = 0, item = 0;
    for (size_t k = 0; k < parts; k++)
        total += count[k];
    int list = parts > 1 || count[0] > 1 || c->out.is_list;
    if (c->out.count != total || (list && !c->out.is_list)) return 0;
    for (size_t k = 0; k < parts; k++)
        for (size_t i = 0; i < count[k]; i++)
            if (!kzg_case_output_matches(c, item++, bytes[k] + i * size[k], size[k])) return 0;
    return 1;
}

/* One value of size bytes. */
static int one_value_agrees(const kzg_case *c, ecb_status st, const uint8_t *bytes, size_t size) {
    size_t count = 1;
    return value_agrees(c, st, &bytes, &count, &size, 1);
}

/* The input's bytes; NULL (and *len 0) when missing or not hex. */
static uint8_t *bytes_of(const kzg_case *c, const char *key, size_t *len) {
    return kzg_case_field_bytes(kzg_case_input(c, key), len);
}

static int run_commitment(const kzg_case *c, const ecb_kzg_settings *s) {
    size_t len;
    uint8_t *blob = bytes_of(c, "blob", &len), out[48];
    ecb_status st = blob == NULL ? ECB_ERR_LENGTH : ecb_kzg_blob_to_commitment(out, blob, len, s);
    free(blob);
    return one_value_agrees(c, st, out, 48);
}

static int run_kzg_proof(const kzg_case *c, const ecb_kzg_settings *s) {
    size_t len;
    uint8_t *blob = bytes_of(c, "blob", &len), z[32], proof[48], y[32];
    ecb_status st = ECB_ERR_LENGTH;
    if (blob != NULL && kzg_case_fixed_input(z, 32, c, "z") == 0)
        st = ecb_kzg_compute_proof(proof, y, blob, len, z, s);
    free(blob);
    const uint8_t *parts[2] = {proof, y};
    size_t count[2] = {1, 1}, size[2] = {48, 32};
    return value_agrees(c, st, parts, count, size, 2);
}

static int run_blob_proof(const kzg_case *c, const ecb_kzg_settings *s) {
    size_t len;
    uint8_t *blob = bytes_of(c, "blob", &len), cm[48], proof[48];
    ecb_status st = ECB_ERR_LENGTH;
    if (blob != NULL && kzg_case_fixed_input(cm, 48, c, "commitment") == 0)
        st = ecb_kzg_compute_blob_proof(proof, blob, len, cm, s);
    free(blob);
    return one_value_agrees(c, st, proof, 48);
}

static int run_verify(const kzg_case *c, const ecb_kzg_settings *s) {
    uint8_t cm[48], z[32], y[32], pr[48];
    ecb_status st = ECB_ERR_LENGTH;
    if (kzg_case_fixed_input(cm, 48, c, "commitment") == 0 &&
        kzg_case_fixed_input(z, 32, c, "z") == 0 && kzg_case_fixed_input(y, 32, c, "y") == 0 &&
        kzg_case_fixed_input(pr, 48, c, "proof") == 0)
        st = ecb_kzg_verify_proof(cm, z, y, pr, s);
    return verdict_agrees(c, st);
}

static int run_verify_blob(const kzg_case *c, const ecb_kzg_settings *s) {
    size_t len;
    uint8_t *blob = bytes_of(c, "blob", &len), cm[48], pr[48];
    ecb_status st = ECB_ERR_LENGTH;
    if (blob != NULL && kzg_case_fixed_input(cm, 48, c, "commitment") == 0 &&
        kzg_case_fixed_input(pr, 48, c, "proof") == 0)
        st = ecb_kzg_verify_blob_proof(blob, len, cm, pr, s);
    free(blob);
    return verdict_agrees(c, st);
}

static int run_verify_batch(const kzg_case *c, const ecb_kzg_settings *s) {
    size_t lens[3];
    const kzg_case_field *blobs = kzg_case_input(c, "blobs");
    uint8_t *b = bytes_of(c, "blobs", &lens[0]), *cm = bytes_of(c, "commitments", &lens[1]),
            *pr = bytes_of(c, "proofs", &lens[2]);
    ecb_status st = ECB_ERR_LENGTH;
    if (b != NULL && cm != NULL && pr != NULL)
        st = ecb_kzg_verify_blob_proof_batch(b, lens[0], cm, lens[1], pr, lens[2], blobs->count, s);
    free(b);
    free(cm);
    free(pr);
    return verdict_agrees(c, st);
}

static int run_challenge(const kzg_case *c, const ecb_kzg_settings *s) {
    (void)s;
    size_t len;
    uint8_t *blob = bytes_of(c, "blob", &len), cm[48], out[32];
    ecb_status st = ECB_ERR_LENGTH;
    if (blob != NULL && len == BLOB_BYTES && kzg_case_fixed_input(cm, 48, c, "commitment") == 0) {
        fr381 z;
        kzg_compute_challenge(&z, blob, cm);
        fr381_encode(out, &z);
        st = ECB_OK;
    }
    free(blob);
    return one_value_agrees(c, st, out, 32);
}

static int run_cells(const kzg_case *c, const ecb_kzg_settings *s) {
    size_t len;
    uint8_t *blob = bytes_of(c, "blob", &len), *cells = malloc((size_t)CELLS * CELL_BYTES);
    ecb_status st = ECB_ERR_OUT_OF_MEMORY;
    if (cells != NULL)
        st = blob == NULL ? ECB_ERR_LENGTH
                          : ecb_kzg_compute_cells(cells, (size_t)CELLS * CELL_BYTES, blob, len, s);
    const uint8_t *parts[1] = {cells};
    size_t count[1] = {CELLS}, size[1] = {CELL_BYTES};
    int ok = value_agrees(c, st, parts, count, size, 1);
    free(blob);
    free(cells);
    return ok;
}

/* compute_cells_and_kzg_proofs, and recover_cells_and_kzg_proofs when recover */
static int run_cells_and_proofs(const kzg_case *c, const ecb_kzg_settings *s, int recover) {
    size_t len, cells_len = (size_t)CELLS * CELL_BYTES, proofs_len = (size_t)CELLS * 48;
    uint8_t *cells = malloc(cells_len), *proofs = malloc(proofs_len);
    ecb_status st = ECB_ERR_OUT_OF_MEMORY;
    if (cells != NULL && proofs != NULL && !recover) {
        uint8_t *blob = bytes_of(c, "blob", &len);
        st = blob == NULL ? ECB_ERR_LENGTH
                          : ecb_kzg_compute_cells_and_proofs(cells, cells_len, proofs, proofs_len,
                                                             blob, len, s);
        free(blob);
    } else if (cells != NULL && proofs != NULL) {
        const kzg_case_field *indices = kzg_case_input(c, "cell_indices");
        uint8_t *given = bytes_of(c, "cells", &len);
        uint64_t *idx = kzg_case_integers(indices);
        st = given == NULL || idx == NULL
                 ? ECB_ERR_LENGTH
                 : ecb_kzg_recover_cells_and_proofs(cells, cells_len, proofs, proofs_len, idx,
                                                    given, len, indices->count, s);
        free(given);
        free(idx);
    }
    const uint8_t *parts[2] = {cells, proofs};
    size_t count[2] = {CELLS, CELLS}, size[2] = {CELL_BYTES, 48};
    int ok = value_agrees(c, st, parts, count, size, 2);
    free(cells);
    free(proofs);
    return ok;
}

static int run_compute_cells_and_proofs(const kzg_case *c, const ecb_kzg_settings *s) {
    return run_cells_and_proofs(c, s, 0);
}

static int run_recover(const kzg_case *c, const ecb_kzg_settings *s) {
    return run_cells_and_proofs(c, s, 1);
}

static int run_verify_cells(const kzg_case *c, const ecb_kzg_settings *s) {
    size_t lens[3];
    const kzg_case_field *indices = kzg_case_input(c, "cell_indices");
    uint8_t *cm = bytes_of(c, "commitments", &lens[0]), *cl = bytes_of(c, "cells", &lens[1]),
            *pr = bytes_of(c, "proofs", &lens[2]);
    uint64_t *idx = kzg_case_integers(indices);
    ecb_status st = ECB_ERR_LENGTH;
    if (cm != NULL && cl != NULL && pr != NULL && idx != NULL)
        st = ecb_kzg_verify_cell_proof_batch(cm, lens[0], idx, cl, lens[1], pr, lens[2],
                                             indices->count, s);
    free(cm);
    free(cl);
    free(pr);
    free(idx);
    return verdict_agrees(c, st);
}

static int run_cell_challenge(const kzg_case *c, const ecb_kzg_settings *s) {
    (void)s;
    size_t lens[3];
    const kzg_case_field *cosets = kzg_case_input(c, "cosets_evals");
    const kzg_case_field *ci_field = kzg_case_input(c, "commitment_indices");
    const kzg_case_field *idx_field = kzg_case_input(c, "cell_indices");
    uint8_t *cm = bytes_of(c, "commitments", &lens[0]), *cl = bytes_of(c, "cosets_evals", &lens[1]),
            *pr = bytes_of(c, "proofs", &lens[2]), out[32];
    uint64_t *ci = kzg_case_integers(ci_field), *idx = kzg_case_integers(idx_field);
    size_t n = cosets != NULL ? cosets->groups : 0;
    ecb_status st = ECB_ERR_LENGTH;
    if (cm != NULL && cl != NULL && pr != NULL && ci != NULL && idx != NULL && lens[0] % 48 == 0 &&
        n <= ECB_KZG_MAX_CELL_BATCH && lens[1] == n * CELL_BYTES && lens[2] == 48 * n &&
        ci_field->count == n && idx_field->count == n) {
        fr381 r;
        kzg_cell_batch_challenge(&r, cm, lens[0] / 48, ci, idx, cl, pr, n);
        fr381_encode(out, &r);
        st = ECB_OK;
    }
    free(cm);
    free(cl);
    free(pr);
    free(ci);
    free(idx);
    return one_value_agrees(c, st, out, 32);
}

static const struct {
    const char *name;
    int (*run)(const kzg_case *c, const ecb_kzg_settings *s);
} functions[] = {
    {"blob_to_kzg_commitment", run_commitment},
    {"compute_kzg_proof", run_kzg_proof},
    {"compute_blob_kzg_proof", run_blob_proof},
    {"verify_kzg_proof", run_verify},
    {"verify_blob_kzg_proof", run_verify_blob},
    {"verify_blob_kzg_proof_batch", run_verify_batch},
    {"compute_challenge", run_challenge},
    {"compute_cells", run_cells},
    {"compute_cells_and_kzg_proofs", run_compute_cells_and_proofs},
    {"recover_cells_and_kzg_proofs", run_recover},
    {"verify_cell_kzg_proof_batch", run_verify_cells},
    {"compute_verify_cell_kzg_proof_batch_challenge", run_cell_challenge},
};

/* Bytes of a path built here */
#define PATH_BYTES 4096

/* out = a "/" b; -1 when it does not fit in PATH_BYTES. */
static int path_join(char out[PATH_BYTES], const char *a, const char *b) {
    int n = snprintf(out, PATH_BYTES, "%s/%s", a, b);
    return n < 0 || n >= PATH_BYTES ? -1 : 0;
}

/* Every case folder of one suite folder of one function; id names the suite in messages. */
static void run_suite(const char *path, const char *id,
                      int (*run)(const kzg_case *, const ecb_kzg_settings *),
                      const ecb_kzg_settings *s, struct vector_tally *tally) {
    char *names[KZG_CASE_MAX_NAMES];
    int more;
    size_t count = kzg_case_names(names, KZG_CASE_MAX_NAMES, path, &more);
    if (more) tally_case(tally, id, 0, "more case folders than 1024");
    for (size_t i = 0; i < count; i++) {
        char folder[PATH_BYTES], file[PATH_BYTES], case_id[PATH_BYTES];
        kzg_case c;
        if (path_join(folder, path, names[i]) != 0 || path_join(file, folder, "data.yaml") != 0 ||
            path_join(case_id, id, names[i]) != 0) {
            tally_case(tally, id, 0, "a path longer than 4095 bytes");
        } else if (kzg_case_read(&c, file) != 0) {
            tally_case(tally, case_id, 0, "cannot read data.yaml (or not a case's shape)");
        } else {
            tally_case(tally, case_id, run(&c, s), "disagrees with the case's output");
            kzg_case_free(&c);
        }
        free(names[i]);
    }
}

/* Every suite folder of one function's folder. */
static void run_function(const char *dir, const char *name,
                         int (*run)(const kzg_case *, const ecb_kzg_settings *),
                         const ecb_kzg_settings *s, struct vector_tally *tally) {
    char path[PATH_BYTES];
    char *suites[KZG_CASE_MAX_NAMES];
    int more = 0;
    size_t n_suites = 0;
    if (path_join(path, dir, name) == 0)
        n_suites = kzg_case_names(suites, KZG_CASE_MAX_NAMES, path, &more);
    if (more || n_suites == 0) tally_case(tally, name, 0, "no suite folder, or more than 1024");
    for (size_t u = 0; u < n_suites; u++) {
        char suite_path[PATH_BYTES], id[PATH_BYTES];
        if (path_join(suite_path, path, suites[u]) != 0 || path_join(id, name, suites[u]) != 0)
            tally_case(tally, name, 0, "a path longer than 4095 bytes");
        else
            run_suite(suite_path, id, run, s, tally);
        free(suites[u]);
    }
}

int vectors_kzg_dir(const char *dir, const ecb_kzg_settings *s, struct vector_tally *tally) {
    char *found[KZG_CASE_MAX_NAMES];
    int more;
    size_t count = kzg_case_names(found, KZG_CASE_MAX_NAMES, dir, &more);
    if (more) tally_case(tally, dir, 0, "more function folders than 1024");
    for (size_t f = 0; f < count; f++) {
        size_t k = 0, known = sizeof functions / sizeof functions[0];
        while (k < known && strcmp(functions[k].name, found[f]) != 0)
            k++;
        if (k == known)
            tally_case(tally, found[f], 0, "a function ecbatch does not know");
        else
            run_function(dir, found[f], functions[k].run, s, tally);
        free(found[f]);
    }
    return 0;
}
