/* EIP-7594 cell proofs and recovery (ecb_kzg_compute_cells_and_proofs,
 * ecb_kzg_recover_cells_and_proofs, include/ecbatch/kzg.h) against every case of
 * ../shared/vectors/kzg/tests/compute_cells_and_kzg_proofs and recover_cells_and_kzg_proofs
 * (c-kzg-4844's cases, read with libyaml; the counts and the outcomes asserted): the 128 cells
 * and 128 proofs byte for byte; the invalid inputs refused with their specific statuses, the
 * cells zeroed and the proofs the identity. For the first valid blobs the 128 cells and proofs
 * verify against the blob's commitment (verify_cell_kzg_proof_batch), and, independently of
 * FK20, proofs of several cells equal the spec's compute_kzg_proof_multi_impl computed
 * naively: the long division of the blob's polynomial by X^64 - h^64, then one MSM of the
 * quotient over the monomial points. Recovery from random subsets of a random blob's cells (64,
 * 64, 65 and 127 of them) gives back every cell and proof. Then the argument checks. */
#include "kzg_case.h"
#include "testlib.h"

#include "ecbatch/kzg.h"
#include "ecbatch/msm.h"
#include "kzg/kzg_internal.h"

#define CELLS_BYTES ((size_t)ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL)
#define PROOFS_BYTES ((size_t)ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_PROOF)

static const ecb_kzg_settings *settings;
static uint8_t cells[CELLS_BYTES], proofs[PROOFS_BYTES];

static int all_zero(const uint8_t *b, size_t n) {
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= b[i];
    return acc == 0;
}

static int all_identity(const uint8_t *p, size_t n) {
    int ok = 1;
    for (size_t i = 0; i < n; i++)
        ok &= p[48 * i] == 0xc0 && all_zero(p + 48 * i + 1, 47);
    return ok;
}

/* The 7-bit reversal: cell i's coset is h_i H with h_i = u^rev7(i). */
static size_t reverse_7(size_t i) {
    size_t r = 0;
    for (int b = 0; b < KZG_LOG_CELLS; b++)
        r |= ((i >> b) & 1) << (KZG_LOG_CELLS - 1 - b);
    return r;
}

/* Cell i's proof by the spec's definition: q = p div (X^64 - c), c = h_i^64, by long division
 * from the top coefficient down, then [q(s)] = sum_k q_k [s^k] by one engine MSM. */
static void naive_cell_proof(uint8_t out[48], const uint8_t *blob, size_t cell) {
    static fr381 r[KZG_N], q[KZG_N];
    static ecb_bls12_381_scalar scalars[KZG_N];
    CHECK(kzg_blob_to_polynomial(r, blob) == ECB_OK);
    kzg_ifft_from_brp(r, KZG_LOG_N, settings->roots_ext);
    const fr381 *c = &settings->roots_ext[(KZG_CELL_N * reverse_7(cell)) % KZG_EXT_N];
    size_t q_len = KZG_N - KZG_CELL_N;
    for (size_t k = KZG_N; k-- > KZG_CELL_N;) {
        fr381 t;
        q[k - KZG_CELL_N] = r[k]; /* r_k X^k = r_k X^(k-64) (X^64 - c) + c r_k X^(k-64) */
        fr381_mul(&t, &r[k], c);
        fr381_add(&r[k - KZG_CELL_N], &r[k - KZG_CELL_N], &t);
    }
    kzg_to_scalars(scalars, q, q_len);
    ecb_bls12_381_g1 p;
    CHECK(ecb_msm_bls12_381_g1_var(&p, settings->g1_monomial, scalars, q_len, NULL) == ECB_OK);
    ecb_bls12_381_g1_encode(out, &p);
}

/* A valid blob's outputs: every cell and proof verifies under its commitment, some proofs equal
 * the naive ones. */
static void check_valid_outputs(const uint8_t *blob) {
    static uint8_t cms[48 * ECB_KZG_CELLS_PER_EXT_BLOB];
    uint64_t idx[ECB_KZG_CELLS_PER_EXT_BLOB];
    CHECK(ecb_kzg_blob_to_commitment(cms, blob, ECB_KZG_BYTES_PER_BLOB, settings) == ECB_OK);
    for (size_t i = 0; i < ECB_KZG_CELLS_PER_EXT_BLOB; i++) {
        memcpy(cms + 48 * i, cms, 48);
        idx[i] = i;
    }
    CHECK(ecb_kzg_verify_cell_proof_batch(cms, sizeof cms, idx, cells, CELLS_BYTES, proofs,
                                          PROOFS_BYTES, ECB_KZG_CELLS_PER_EXT_BLOB,
                                          settings) == ECB_OK);
    static const size_t some[] = {0, 1, 63, 64, 101, 127};
    for (size_t i = 0; i < sizeof some / sizeof some[0]; i++) {
        uint8_t want[48];
        naive_cell_proof(want, blob, some[i]);
        CHECK_MEM(proofs + 48 * some[i], want, 48);
    }
}

static void run_compute_cells_and_proofs(void) {
    char dir_name[4096];
    snprintf(dir_name, sizeof dir_name, "%s",
             tl_vector_path("kzg/tests/compute_cells_and_kzg_proofs/kzg-mainnet"));
    char *names[256];
    size_t count = kzg_case_names(names, 256, dir_name, NULL), valid = 0, invalid = 0, naive = 0;
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
        memset(proofs, 0xa5, sizeof proofs);
        ecb_status st =
            blob == NULL ? ECB_ERR_LENGTH
                         : ecb_kzg_compute_cells_and_proofs(cells, CELLS_BYTES, proofs,
                                                            PROOFS_BYTES, blob, blob_len, settings);
        if (kzg_case_output_is(&c, "null")) {
            uint8_t commitment[48];
            ecb_status want = ecb_kzg_blob_to_commitment(commitment, blob, blob_len, settings);
            CHECK(want == (blob_len == ECB_KZG_BYTES_PER_BLOB ? ECB_ERR_SCALAR_OUT_OF_RANGE
                                                              : ECB_ERR_LENGTH));
            CHECK(st == want);
            CHECK(all_zero(cells, sizeof cells));
            CHECK(all_identity(proofs, ECB_KZG_CELLS_PER_EXT_BLOB));
            invalid += st == want;
        } else {
            size_t n = ECB_KZG_CELLS_PER_EXT_BLOB;
            int agrees = st == ECB_OK && c.out.is_list && c.out.groups == 2 && c.out.count == 2 * n;
            for (size_t k = 0; agrees && k < n; k++)
                agrees = kzg_case_output_matches(&c, k, cells + k * ECB_KZG_BYTES_PER_CELL,
                                                 ECB_KZG_BYTES_PER_CELL) &&
                         kzg_case_output_matches(&c, n + k, proofs + 48 * k, 48);
            CHECK(agrees);
            if (!agrees) fprintf(stderr, "compute_cells_and_kzg_proofs/%s: disagrees\n", names[i]);
            if (st == ECB_OK && naive++ < 2) check_valid_outputs(blob);
            valid += agrees;
        }
        free(blob);
        kzg_case_free(&c);
        free(names[i]);
    }
    CHECK(valid == 7 && invalid == 4);
    printf("compute_cells_and_kzg_proofs: %zu cases: %zu values, %zu null\n", count, valid,
           invalid);
}

/* The status each invalid recovery case must give, by its name. */
static ecb_status recover_refusal(const char *name) {
    static const struct {
        const char *kind;
        ecb_status st;
    } kinds[] = {
        {"all_cells_are_missing", ECB_ERR_TOO_FEW},
        {"cell_0", ECB_ERR_SCALAR_OUT_OF_RANGE},
        {"cell_1", ECB_ERR_SCALAR_OUT_OF_RANGE},
        {"cell_2", ECB_ERR_LENGTH},
        {"cell_3", ECB_ERR_LENGTH},
        {"cell_index", ECB_ERR_INDEX_OUT_OF_RANGE},
        {"duplicate_cell_index", ECB_ERR_DUPLICATE_INDEX},
        {"more_cell_indices_than_cells", ECB_ERR_LENGTH},
        {"more_cells_than_cell_indices", ECB_ERR_LENGTH},
        {"more_cells_than_cells_per_ext_blob", ECB_ERR_SIZE_OVERFLOW},
        {"more_than_half_missing", ECB_ERR_TOO_FEW},
        {"shuffled_half_missing", ECB_ERR_INDEX_ORDER},
        {"shuffled_no_missing", ECB_ERR_INDEX_ORDER},
        {"shuffled_one_missing", ECB_ERR_INDEX_ORDER},
    };
    static const char prefix[] = "recover_cells_and_kzg_proofs_case_invalid_";
    if (strncmp(name, prefix, sizeof prefix - 1) != 0) return ECB_OK;
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (strcmp(name + sizeof prefix - 1, kinds[i].kind) == 0) return kinds[i].st;
    return ECB_OK;
}

/* Every case of recover_cells_and_kzg_proofs (18 asserted: 4 values, 14 null, each null with the
 * status its name says). */
static void run_recover(void) {
    char dir_name[4096];
    snprintf(dir_name, sizeof dir_name, "%s",
             tl_vector_path("kzg/tests/recover_cells_and_kzg_proofs/kzg-mainnet"));
    char *names[256];
    size_t count = kzg_case_names(names, 256, dir_name, NULL), valid = 0, invalid = 0;
    CHECK(count == 18);
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
        const kzg_case_field *indices = kzg_case_input(&c, "cell_indices");
        size_t cells_len = 0, n = indices != NULL ? indices->count : 0;
        uint8_t *given = kzg_case_field_bytes(kzg_case_input(&c, "cells"), &cells_len);
        uint64_t *idx = kzg_case_integers(indices);
        CHECK(given != NULL && idx != NULL);
        memset(cells, 0xa5, sizeof cells);
        memset(proofs, 0xa5, sizeof proofs);
        ecb_status st =
            given == NULL || idx == NULL
                ? ECB_ERR_LENGTH
                : ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, idx,
                                                   given, cells_len, n, settings);
        if (kzg_case_output_is(&c, "null")) {
            ecb_status want = recover_refusal(names[i]);
            CHECK(want != ECB_OK && st == want);
            if (st != want) fprintf(stderr, "recover/%s: %s\n", names[i], ecb_status_str(st));
            CHECK(all_zero(cells, sizeof cells));
            CHECK(all_identity(proofs, ECB_KZG_CELLS_PER_EXT_BLOB));
            invalid += st == want;
        } else {
            size_t m = ECB_KZG_CELLS_PER_EXT_BLOB;
            int agrees = st == ECB_OK && c.out.is_list && c.out.groups == 2 && c.out.count == 2 * m;
            for (size_t k = 0; agrees && k < m; k++)
                agrees = kzg_case_output_matches(&c, k, cells + k * ECB_KZG_BYTES_PER_CELL,
                                                 ECB_KZG_BYTES_PER_CELL) &&
                         kzg_case_output_matches(&c, m + k, proofs + 48 * k, 48);
            CHECK(agrees);
            if (!agrees) fprintf(stderr, "recover/%s: disagrees (%d)\n", names[i], st);
            valid += agrees;
        }
        free(given);
        free(idx);
        kzg_case_free(&c);
        free(names[i]);
    }
    CHECK(valid == 4 && invalid == 14);
    printf("recover_cells_and_kzg_proofs: %zu cases: %zu values, %zu null\n", count, valid,
           invalid);
}

/* A random blob's cells and proofs recovered from random ascending subsets of its cells. */
static void test_recover_subsets(void) {
    static uint8_t blob[ECB_KZG_BYTES_PER_BLOB], all_cells[CELLS_BYTES], all_proofs[PROOFS_BYTES],
        some[CELLS_BYTES];
    tl_random(blob, sizeof blob);
    for (size_t i = 0; i < ECB_KZG_FIELD_ELEMENTS_PER_BLOB; i++)
        blob[32 * i] &= 0x3f; /* below 2^254 < r */
    CHECK(ecb_kzg_compute_cells_and_proofs(all_cells, CELLS_BYTES, all_proofs, PROOFS_BYTES, blob,
                                           sizeof blob, settings) == ECB_OK);
    static const size_t sizes[] = {64, 64, 65, 127};
    for (size_t r = 0; r < sizeof sizes / sizeof sizes[0]; r++) {
        /* a random subset of sizes[r] columns: a shuffled prefix, then sorted by a scan */
        uint8_t order[ECB_KZG_CELLS_PER_EXT_BLOB], chosen[ECB_KZG_CELLS_PER_EXT_BLOB] = {0};
        for (size_t i = 0; i < sizeof order; i++)
            order[i] = (uint8_t)i;
        for (size_t i = sizeof order - 1; i > 0; i--) {
            uint32_t x;
            tl_random(&x, sizeof x);
            size_t j = x % (i + 1);
            uint8_t t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        for (size_t i = 0; i < sizes[r]; i++)
            chosen[order[i]] = 1;
        uint64_t idx[ECB_KZG_CELLS_PER_EXT_BLOB];
        size_t n = 0;
        for (size_t i = 0; i < ECB_KZG_CELLS_PER_EXT_BLOB; i++)
            if (chosen[i]) {
                memcpy(some + n * ECB_KZG_BYTES_PER_CELL, all_cells + i * ECB_KZG_BYTES_PER_CELL,
                       ECB_KZG_BYTES_PER_CELL);
                idx[n++] = i;
            }
        memset(cells, 0, sizeof cells);
        memset(proofs, 0, sizeof proofs);
        CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, idx, some,
                                               n * ECB_KZG_BYTES_PER_CELL, n, settings) == ECB_OK);
        CHECK_MEM(cells, all_cells, CELLS_BYTES);
        CHECK_MEM(proofs, all_proofs, PROOFS_BYTES);
    }
}

/* NULL pointers and wrong lengths, each before any work, the outputs cleared when given. */
static void test_arguments(void) {
    static uint8_t blob[ECB_KZG_BYTES_PER_BLOB];
    memset(cells, 0xa5, sizeof cells);
    memset(proofs, 0xa5, sizeof proofs);
    CHECK(ecb_kzg_compute_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, NULL,
                                           sizeof blob, settings) == ECB_ERR_NULL_POINTER);
    CHECK(all_zero(cells, sizeof cells));
    CHECK(all_identity(proofs, ECB_KZG_CELLS_PER_EXT_BLOB));
    CHECK(ecb_kzg_compute_cells_and_proofs(NULL, CELLS_BYTES, proofs, PROOFS_BYTES, blob,
                                           sizeof blob, settings) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_compute_cells_and_proofs(cells, CELLS_BYTES, NULL, PROOFS_BYTES, blob,
                                           sizeof blob, settings) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_compute_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, blob,
                                           sizeof blob, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_compute_cells_and_proofs(cells, CELLS_BYTES + 1, proofs, PROOFS_BYTES, blob,
                                           sizeof blob, settings) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_compute_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES - 48, blob,
                                           sizeof blob, settings) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_compute_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, blob,
                                           sizeof blob - 1, settings) == ECB_ERR_LENGTH);
    /* recovery: the order of the checks, all before any work */
    static uint8_t given[CELLS_BYTES];
    uint64_t idx[ECB_KZG_CELLS_PER_EXT_BLOB + 1];
    for (size_t i = 0; i <= ECB_KZG_CELLS_PER_EXT_BLOB; i++)
        idx[i] = i;
    size_t half = ECB_KZG_CELLS_PER_EXT_BLOB / 2, cell = ECB_KZG_BYTES_PER_CELL;
    memset(cells, 0xa5, sizeof cells);
    memset(proofs, 0xa5, sizeof proofs);
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, NULL, given,
                                           half * cell, half, settings) == ECB_ERR_NULL_POINTER);
    CHECK(all_zero(cells, sizeof cells));
    CHECK(all_identity(proofs, ECB_KZG_CELLS_PER_EXT_BLOB));
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, idx, NULL,
                                           half * cell, half, settings) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_recover_cells_and_proofs(NULL, CELLS_BYTES, proofs, PROOFS_BYTES, idx, given,
                                           half * cell, half, settings) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, idx, given,
                                           half * cell, half, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, NULL, NULL, 0,
                                           0, settings) == ECB_ERR_TOO_FEW);
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES - 1, proofs, PROOFS_BYTES, idx, given,
                                           half * cell, half, settings) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES + 1, idx, given,
                                           half * cell, half, settings) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, idx, given,
                                           SIZE_MAX, ECB_KZG_CELLS_PER_EXT_BLOB + 1,
                                           settings) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, idx, given,
                                           SIZE_MAX, half - 1, settings) == ECB_ERR_TOO_FEW);
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, idx, given,
                                           half * cell - 1, half, settings) == ECB_ERR_LENGTH);
    /* an index out of range before a duplicate, a duplicate before the order */
    idx[0] = 5;
    idx[3] = ECB_KZG_CELLS_PER_EXT_BLOB;
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, idx, given,
                                           half * cell, half,
                                           settings) == ECB_ERR_INDEX_OUT_OF_RANGE);
    idx[3] = 3;
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, idx, given,
                                           half * cell, half, settings) == ECB_ERR_DUPLICATE_INDEX);
    idx[0] = half + 1;
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, idx, given,
                                           half * cell, half, settings) == ECB_ERR_INDEX_ORDER);
    /* zero cells: the zero blob's, identity proofs; a value >= r refused */
    idx[0] = 0;
    memset(cells, 0xa5, sizeof cells);
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, idx, given,
                                           half * cell, half, settings) == ECB_OK);
    CHECK(all_zero(cells, sizeof cells));
    CHECK(all_identity(proofs, ECB_KZG_CELLS_PER_EXT_BLOB));
    memset(given + (half - 1) * cell, 0xff, 32);
    CHECK(ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, idx, given,
                                           half * cell, half,
                                           settings) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    /* the zero blob: zero cells, identity proofs */
    memset(cells, 0xa5, sizeof cells);
    memset(proofs, 0xa5, sizeof proofs);
    CHECK(ecb_kzg_compute_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, blob,
                                           sizeof blob, settings) == ECB_OK);
    CHECK(all_zero(cells, sizeof cells));
    CHECK(all_identity(proofs, ECB_KZG_CELLS_PER_EXT_BLOB));
}

int main(void) {
    tl_init();
    ecb_kzg_settings *s = NULL;
    CHECK(ecb_kzg_settings_load_file(&s, tl_vector_path("kzg/trusted_setup.txt"), 2) == ECB_OK);
    if (s == NULL) return tl_finish("test_kzg_cell_proofs");
    settings = s;
    run_compute_cells_and_proofs();
    run_recover();
    test_recover_subsets();
    test_arguments();
    ecb_kzg_settings_free(s);
    return tl_finish("test_kzg_cell_proofs");
}
