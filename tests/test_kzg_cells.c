/* EIP-7594 cells (ecb_kzg_compute_cells, include/ecbatch/kzg.h) against every case of
 * ../shared/vectors/kzg/tests/compute_cells (c-kzg-4844's cases, read with libyaml; the count
 * and the outcomes asserted): each of the 128 cells byte for byte; the invalid blobs refused
 * with the status blob_to_kzg_commitment gives the same bytes (ECB_ERR_SCALAR_OUT_OF_RANGE for a
 * field element >= r, ECB_ERR_LENGTH for a wrong size) and the output zeroed. For each valid
 * blob, independently of the FFTs: the first 64 cells are the blob itself (the even positions of
 * the bit-reversed extended domain are the blob's domain), and values at points outside the
 * blob's domain equal the barycentric evaluation of deneb's compute_kzg_proof path. Then the
 * argument checks. */
#include "kzg_yaml_case.h"
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
    size_t count = kzg_case_names(names, 256, dir_name), valid = 0, invalid = 0;
    CHECK(count == 11);
    for (size_t i = 0; i < count; i++) {
        char path[8192];
        snprintf(path, sizeof path, "%s/%s/data.yaml", dir_name, names[i]);
        kzg_case c;
        int read_ok = read_case(&c, path) == 0;
        CHECK(read_ok);
        if (!read_ok) {
            free(names[i]);
            continue;
        }
        size_t blob_len = 0;
        uint8_t *blob = field_bytes(input(&c, "blob"), &blob_len);
        CHECK(blob != NULL);
        memset(cells, 0xa5, sizeof cells);
        ecb_status st = blob == NULL
                            ? ECB_ERR_LENGTH
                            : ecb_kzg_compute_cells(cells, CELLS_BYTES, blob, blob_len, settings);
        if (output_is(&c, "null")) {
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
                agrees = output_matches(&c, k, cells + k * ECB_KZG_BYTES_PER_CELL,
                                        ECB_KZG_BYTES_PER_CELL);
            CHECK(agrees);
            if (!agrees) fprintf(stderr, "compute_cells/%s: disagrees\n", names[i]);
            if (st == ECB_OK) check_against_evaluation(blob);
            valid += agrees;
        }
        free(blob);
        free_case(&c);
        free(names[i]);
    }
    CHECK(valid == 7 && invalid == 4);
    printf("compute_cells: %zu cases: %zu values, %zu null\n", count, valid, invalid);
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
    test_arguments();
    ecb_kzg_settings_free(s);
    return tl_finish("test_kzg_cells");
}
