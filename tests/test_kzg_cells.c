/* EIP-7594 cells (ecb_kzg_compute_cells, include/ecbatch/kzg.h) against every case of
 * ../shared/vectors/kzg/tests/compute_cells (c-kzg-4844's cases, read with libyaml; the count
 * and the outcomes asserted): each of the 128 cells byte for byte; the invalid blobs refused
 * with the status blob_to_kzg_commitment gives the same bytes (ECB_ERR_SCALAR_OUT_OF_RANGE for a
 * field element >= r, ECB_ERR_LENGTH for a wrong size) and the output zeroed. For each valid
 * blob, independently of the FFTs: the first 64 cells are the blob itself (the even positions of
 * the bit-reversed extended domain are the blob's domain), and values at points outside the
 * blob's domain equal the barycentric evaluation of deneb's compute_kzg_proof path. Then the
 * argument checks. */
#include "kzg_case.h"
#include "testlib.h"

#include "ecbatch/kzg.h"
#include "kzg/kzg_internal.h"

#define CELLS_BYTES ((size_t)ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL)

static const ecb_kzg_settings *settings;
static uint8_t cells[CELLS_BYTES];

static int all_zero(const uint8_t *b, size_t n) {
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= b[i];
    return acc == 0;
}

/* The 13-bit reversal: position m of the extended domain in bit-reversed order is u^rev13(m). */
static size_t reverse_13(size_t m) {
    size_t r = 0;
    for (int b = 0; b < KZG_LOG_EXT_N; b++)
        r |= ((m >> b) & 1) << (KZG_LOG_EXT_N - 1 - b);
    return r;
}

/* The cells of a valid blob against the blob (first half) and the barycentric formula at some
 * positions of the second half (odd powers of u: outside the blob's domain). */
static void check_against_evaluation(const uint8_t *blob) {
    CHECK_MEM(cells, blob, ECB_KZG_BYTES_PER_BLOB);
    static fr381 p[KZG_N], inv[KZG_N], scratch[KZG_N];
    CHECK(kzg_blob_to_polynomial(p, blob) == ECB_OK);
    static const size_t positions[] = {4096, 4097, 4159, 5000, 6143, 8128, 8191};
    for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
        size_t m = positions[i], index;
        fr381 y, got;
        CHECK(reverse_13(m) % 2 == 1);
        kzg_evaluate(&y, inv, &index, p, &settings->roots_ext[reverse_13(m)], settings, scratch);
        CHECK(index == KZG_N);
        CHECK(fr381_decode(&got, cells + m * ECB_KZG_BYTES_PER_FIELD_ELEMENT) == ECB_OK);
        CHECK(fr381_equal(&got, &y));
    }
}

static void run_compute_cells(void) {
    char dir_name[4096];
    snprintf(dir_name, sizeof dir_name, "%s",
             tl_vector_path("kzg/tests/compute_cells/kzg-mainnet"));
    char *names[256];
    size_t count = kzg_case_names(names, 256, dir_name, NULL), valid = 0, invalid = 0;
    CHECK(count == 11);
    for (size_t i = 0; i < count; i++) {
        char path[8192];
        snprintf(path, sizeof path, "%s/%s/data.yaml", dir_name, names[i]);
        kzg_case c;
        int read_ok = kzg_case_read(&c, path) == 0;
        CHECK(read_ok);
        if (!read_ok) {
            free(names[i]);
            continue;
        }
        size_t blob_len = 0;
        uint8_t *blob = kzg_case_field_bytes(kzg_case_input(&c, "blob"), &blob_len);
        CHECK(blob != NULL);
        memset(cells, 0xa5, sizeof cells);
        ecb_status st = blob == NULL
                            ? ECB_ERR_LENGTH
                            : ecb_kzg_compute_cells(cells, CELLS_BYTES, blob, blob_len, settings);
        if (kzg_case_output_is(&c, "null")) {
            uint8_t commitment[48];
            ecb_status want = ecb_kzg_blob_to_commitment(commitment, blob, blob_len, settings);
            CHECK(want == (blob_len == ECB_KZG_BYTES_PER_BLOB ? ECB_ERR_SCALAR_OUT_OF_RANGE
                                                              : ECB_ERR_LENGTH));
            CHECK(st == want);
            CHECK(all_zero(cells, sizeof cells));
            invalid += st == want;
        } else {
            int agrees = st == ECB_OK && c.out.is_list && c.out.count == ECB_KZG_CELLS_PER_EXT_BLOB;
            for (size_t k = 0; agrees && k < ECB_KZG_CELLS_PER_EXT_BLOB; k++)
                agrees = kzg_case_output_matches(&c, k, cells + k * ECB_KZG_BYTES_PER_CELL,
                                                 ECB_KZG_BYTES_PER_CELL);
            CHECK(agrees);
            if (!agrees) fprintf(stderr, "compute_cells/%s: disagrees\n", names[i]);
            if (st == ECB_OK) check_against_evaluation(blob);
            valid += agrees;
        }
        free(blob);
        kzg_case_free(&c);
        free(names[i]);
    }
    CHECK(valid == 7 && invalid == 4);
    printf("compute_cells: %zu cases: %zu values, %zu null\n", count, valid, invalid);
}

static const char *after(const char *name, const char *prefix) {
    return strncmp(name, prefix, strlen(prefix)) == 0 ? name + strlen(prefix) : "";
}

/* Every case of verify_cell_kzg_proof_batch (32 asserted: 12 true, 3 false, 17 null; the nulls'
 * statuses by kind), and each true case of two or more cells made false by swapping two
 * different proofs. */
static void run_verify_batch(void) {
    char dir_name[4096];
    snprintf(dir_name, sizeof dir_name, "%s",
             tl_vector_path("kzg/tests/verify_cell_kzg_proof_batch/kzg-mainnet"));
    char *names[256];
    size_t count = kzg_case_names(names, 256, dir_name, NULL);
    long t[3] = {0, 0, 0};
    CHECK(count == 32);
    for (size_t i = 0; i < count; i++) {
        char path[8192];
        snprintf(path, sizeof path, "%s/%s/data.yaml", dir_name, names[i]);
        kzg_case c;
        int read_ok = kzg_case_read(&c, path) == 0;
        CHECK(read_ok);
        if (!read_ok) {
            free(names[i]);
            continue;
        }
        size_t lens[3];
        const kzg_case_field *indices = kzg_case_input(&c, "cell_indices");
        uint8_t *cm = kzg_case_field_bytes(kzg_case_input(&c, "commitments"), &lens[0]);
        uint8_t *cl = kzg_case_field_bytes(kzg_case_input(&c, "cells"), &lens[1]);
        uint8_t *pr = kzg_case_field_bytes(kzg_case_input(&c, "proofs"), &lens[2]);
        uint64_t *idx = kzg_case_integers(indices);
        ecb_status st = ECB_ERR_LENGTH;
        size_t n = indices != NULL ? indices->count : 0;
        if (cm != NULL && cl != NULL && pr != NULL && idx != NULL)
            st = ecb_kzg_verify_cell_proof_batch(cm, lens[0], idx, cl, lens[1], pr, lens[2], n,
                                                 settings);
        int got = st == ECB_OK ? 0 : st == ECB_ERR_VERIFY_FAILED ? 1 : 2;
        int want = kzg_case_output_is(&c, "true")    ? 0
                   : kzg_case_output_is(&c, "false") ? 1
                   : kzg_case_output_is(&c, "null")  ? 2
                                                     : -1;
        CHECK(got == want);
        if (got != want) fprintf(stderr, "verify_cell_kzg_proof_batch/%s: %d\n", names[i], st);
        if (got == want) t[got]++;
        const char *kind = after(names[i], "verify_cell_kzg_proof_batch_case_invalid_");
        if (strncmp(kind, "missing", 7) == 0) CHECK(st == ECB_ERR_LENGTH);
        if (strcmp(kind, "cell_index") == 0) CHECK(st == ECB_ERR_INDEX_OUT_OF_RANGE);
        if (strncmp(kind, "cell_", 5) == 0 && strcmp(kind, "cell_index") != 0)
            CHECK(st == ECB_ERR_SCALAR_OUT_OF_RANGE || st == ECB_ERR_LENGTH);
        if (strncmp(kind, "commitment_", 11) == 0 || strncmp(kind, "proof_", 6) == 0)
            CHECK(st == ECB_ERR_LENGTH || st == ECB_ERR_BAD_FLAGS ||
                  st == ECB_ERR_INFINITY_PAYLOAD || st == ECB_ERR_NON_CANONICAL ||
                  st == ECB_ERR_NOT_ON_CURVE || st == ECB_ERR_NOT_IN_SUBGROUP);
        if (got == 0 && n >= 2 && memcmp(pr, pr + 48, 48) != 0) {
            uint8_t tmp[48];
            memcpy(tmp, pr, 48);
            memcpy(pr, pr + 48, 48);
            memcpy(pr + 48, tmp, 48);
            CHECK(ecb_kzg_verify_cell_proof_batch(cm, lens[0], idx, cl, lens[1], pr, lens[2], n,
                                                  settings) == ECB_ERR_VERIFY_FAILED);
        }
        free(cm);
        free(cl);
        free(pr);
        free(idx);
        kzg_case_free(&c);
        free(names[i]);
    }
    CHECK(t[0] == 12 && t[1] == 3 && t[2] == 17);
    printf("verify_cell_kzg_proof_batch: %zu cases: %ld true, %ld false, %ld null\n", count, t[0],
           t[1], t[2]);
}

/* The deduplication of the verifier against a case's unique commitments and indices: the
 * commitments expanded to one per cell, deduplicated; each cell's unique commitment must be its
 * own, the count the number of distinct ones, and where the case's indices are in order of first
 * appearance (counted into *in_order) the very list and indices of the case. */
static void check_deduplication(const uint8_t *unique, size_t u, const uint64_t *ci, size_t n,
                                size_t *in_order) {
    uint8_t *expanded = malloc(48 * n + 1), *got = malloc(48 * n + 1);
    uint64_t *index = malloc(8 * n + 8);
    kzg_commitment_key *keys = malloc(sizeof *keys * n + 1);
    size_t first_seen = 0;
    int ordered = 1;
    for (size_t k = 0; k < n; k++) {
        CHECK(ci[k] < u);
        memcpy(expanded + 48 * k, unique + 48 * (ci[k] < u ? ci[k] : 0), 48);
        if (ci[k] == first_seen)
            first_seen++;
        else if (ci[k] > first_seen)
            ordered = 0;
    }
    size_t got_u = kzg_deduplicate_commitments(got, index, keys, expanded, n);
    int own = 1;
    for (size_t k = 0; k < n; k++)
        own &= index[k] < got_u && memcmp(got + 48 * index[k], expanded + 48 * k, 48) == 0;
    CHECK(own);
    CHECK(got_u == first_seen);
    if (ordered && first_seen == u) {
        CHECK(got_u == u && memcmp(got, unique, 48 * u) == 0 && memcmp(index, ci, 8 * n) == 0);
        (*in_order)++;
    }
    free(expanded);
    free(got);
    free(index);
    free(keys);
}

/* Every case of compute_verify_cell_kzg_proof_batch_challenge (10 asserted, all values), and the
 * verifier's deduplication on each (9 with indices in order of first appearance). */
static void run_challenge(void) {
    char dir_name[4096];
    snprintf(dir_name, sizeof dir_name, "%s",
             tl_vector_path("kzg/tests/compute_verify_cell_kzg_proof_batch_challenge/kzg-mainnet"));
    char *names[256];
    size_t count = kzg_case_names(names, 256, dir_name, NULL), agreed = 0, in_order = 0;
    CHECK(count == 10);
    for (size_t i = 0; i < count; i++) {
        char path[8192];
        snprintf(path, sizeof path, "%s/%s/data.yaml", dir_name, names[i]);
        kzg_case c;
        int read_ok = kzg_case_read(&c, path) == 0;
        CHECK(read_ok);
        if (!read_ok) {
            free(names[i]);
            continue;
        }
        size_t lens[3];
        const kzg_case_field *cells_in = kzg_case_input(&c, "cosets_evals");
        uint8_t *cm = kzg_case_field_bytes(kzg_case_input(&c, "commitments"), &lens[0]);
        uint8_t *cl = kzg_case_field_bytes(cells_in, &lens[1]);
        uint8_t *pr = kzg_case_field_bytes(kzg_case_input(&c, "proofs"), &lens[2]);
        uint64_t *ci = kzg_case_integers(kzg_case_input(&c, "commitment_indices"));
        uint64_t *idx = kzg_case_integers(kzg_case_input(&c, "cell_indices"));
        size_t n = cells_in != NULL ? cells_in->groups : 0;
        int agrees = 0;
        if (cm != NULL && cl != NULL && pr != NULL && ci != NULL && idx != NULL &&
            lens[0] % 48 == 0 && lens[1] == n * ECB_KZG_BYTES_PER_CELL && lens[2] == 48 * n) {
            fr381 r;
            uint8_t out[32];
            kzg_cell_batch_challenge(&r, cm, lens[0] / 48, ci, idx, cl, pr, n);
            fr381_encode(out, &r);
            agrees = kzg_case_output_matches(&c, 0, out, 32);
            check_deduplication(cm, lens[0] / 48, ci, n, &in_order);
        }
        CHECK(agrees);
        if (!agrees) fprintf(stderr, "challenge/%s: disagrees\n", names[i]);
        agreed += agrees;
        free(cm);
        free(cl);
        free(pr);
        free(ci);
        free(idx);
        kzg_case_free(&c);
        free(names[i]);
    }
    CHECK(agreed == 10 && in_order == 9);
    printf("compute_verify_cell_kzg_proof_batch_challenge: %zu cases: %zu values (%zu in order)\n",
           count, agreed, in_order);
}

/* NULL pointers and wrong lengths, each before any work, the output zeroed when there is one. */
static void test_arguments(void) {
    static uint8_t blob[ECB_KZG_BYTES_PER_BLOB];
    memset(cells, 0xa5, sizeof cells);
    CHECK(ecb_kzg_compute_cells(cells, CELLS_BYTES, NULL, sizeof blob, settings) ==
          ECB_ERR_NULL_POINTER);
    CHECK(all_zero(cells, sizeof cells));
    CHECK(ecb_kzg_compute_cells(NULL, CELLS_BYTES, blob, sizeof blob, settings) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_compute_cells(cells, CELLS_BYTES, blob, sizeof blob, NULL) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_compute_cells(cells, CELLS_BYTES - 1, blob, sizeof blob, settings) ==
          ECB_ERR_LENGTH);
    CHECK(ecb_kzg_compute_cells(cells, CELLS_BYTES, blob, sizeof blob + 1, settings) ==
          ECB_ERR_LENGTH);
    /* the cell verifier's bounds, all before any work */
    static uint8_t two_cells[2 * ECB_KZG_BYTES_PER_CELL], points[96];
    uint64_t indices[2] = {0, 1};
    points[0] = points[48] = 0xc0; /* identities */
    CHECK(ecb_kzg_verify_cell_proof_batch(NULL, 0, NULL, NULL, 0, NULL, 0, 0, settings) == ECB_OK);
    CHECK(ecb_kzg_verify_cell_proof_batch(points, 96, indices, two_cells, sizeof two_cells, points,
                                          96, 2, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_verify_cell_proof_batch(points, 96, NULL, two_cells, sizeof two_cells, points, 96,
                                          2, settings) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_verify_cell_proof_batch(points, 96, indices, two_cells, sizeof two_cells, points,
                                          96, ECB_KZG_MAX_CELL_BATCH + 1,
                                          settings) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_kzg_verify_cell_proof_batch(points, 96, indices, two_cells, sizeof two_cells - 1,
                                          points, 96, 2, settings) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_verify_cell_proof_batch(points, 95, indices, two_cells, sizeof two_cells, points,
                                          96, 2, settings) == ECB_ERR_LENGTH);
    indices[1] = ECB_KZG_CELLS_PER_EXT_BLOB;
    CHECK(ecb_kzg_verify_cell_proof_batch(points, 96, indices, two_cells, sizeof two_cells, points,
                                          96, 2, settings) == ECB_ERR_INDEX_OUT_OF_RANGE);
    /* zero cells under the identity commitment with identity proofs: the zero polynomial */
    indices[1] = ECB_KZG_CELLS_PER_EXT_BLOB - 1;
    CHECK(ecb_kzg_verify_cell_proof_batch(points, 96, indices, two_cells, sizeof two_cells, points,
                                          96, 2, settings) == ECB_OK);
    two_cells[31] = 1; /* the first value 1: no longer the zero polynomial's */
    CHECK(ecb_kzg_verify_cell_proof_batch(points, 96, indices, two_cells, sizeof two_cells, points,
                                          96, 2, settings) == ECB_ERR_VERIFY_FAILED);
    /* the zero blob: zero cells */
    memset(cells, 0xa5, sizeof cells);
    CHECK(ecb_kzg_compute_cells(cells, CELLS_BYTES, blob, sizeof blob, settings) == ECB_OK);
    CHECK(all_zero(cells, sizeof cells));
}

int main(void) {
    tl_init();
    ecb_kzg_settings *s = NULL;
    CHECK(ecb_kzg_settings_load_file(&s, tl_vector_path("kzg/trusted_setup.txt"), 2) == ECB_OK);
    if (s == NULL) return tl_finish("test_kzg_cells");
    settings = s;
    run_compute_cells();
    run_challenge();
    run_verify_batch();
    test_arguments();
    ecb_kzg_settings_free(s);
    return tl_finish("test_kzg_cells");
}
