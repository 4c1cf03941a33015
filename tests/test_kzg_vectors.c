/* EIP-4844 KZG (include/ecbatch/kzg.h) against every case of ../shared/vectors/kzg/tests for
 * blob_to_kzg_commitment, compute_kzg_proof, compute_blob_kzg_proof, verify_kzg_proof,
 * verify_blob_kzg_proof, verify_blob_kzg_proof_batch and compute_challenge (c-kzg-4844's cases,
 * read in place with libyaml; the trusted setup loaded once). Each folder's case count and its
 * outcomes (values, true, false, null) are asserted, so a missing case or a verdict that drifts
 * fails. A null output must be an error status other than ECB_ERR_VERIFY_FAILED; an input whose
 * hex has the wrong length for a fixed-size argument counts as refused by the caller. Every
 * computed blob proof is also verified with verify_blob_kzg_proof. The commitments and proofs run
 * once more with each of two fixed-base tables (ecb_kzg_settings_precompute). */
#include "kzg_case.h"
#include "testlib.h"

#include "ecbatch/kzg.h"
#include "kzg/kzg_internal.h"

static const ecb_kzg_settings *settings;

/* Outcome tallies: [0] values or true, [1] false, [2] null. */
typedef long tally[3];

/* Runs one case; 1 when it agrees with its output, counting the outcome into t. */
static int run_case(const char *function, const kzg_case *c, tally t) {
    int null = kzg_case_output_is(c, "null");
    if (strcmp(function, "verify_kzg_proof") == 0 ||
        strcmp(function, "verify_blob_kzg_proof") == 0 ||
        strcmp(function, "verify_blob_kzg_proof_batch") == 0) {
        ecb_status st = ECB_ERR_LENGTH;
        if (strcmp(function, "verify_kzg_proof") == 0) {
            uint8_t cm[48], z[32], y[32], pr[48];
            if (kzg_case_fixed_input(cm, 48, c, "commitment") == 0 &&
                kzg_case_fixed_input(z, 32, c, "z") == 0 &&
                kzg_case_fixed_input(y, 32, c, "y") == 0 &&
                kzg_case_fixed_input(pr, 48, c, "proof") == 0)
                st = ecb_kzg_verify_proof(cm, z, y, pr, settings);
        } else if (strcmp(function, "verify_blob_kzg_proof") == 0) {
            uint8_t cm[48], pr[48];
            size_t blob_len;
            uint8_t *blob = kzg_case_field_bytes(kzg_case_input(c, "blob"), &blob_len);
            if (blob != NULL && kzg_case_fixed_input(cm, 48, c, "commitment") == 0 &&
                kzg_case_fixed_input(pr, 48, c, "proof") == 0)
                st = ecb_kzg_verify_blob_proof(blob, blob_len, cm, pr, settings);
            free(blob);
        } else {
            size_t lens[3];
            const kzg_case_field *blobs = kzg_case_input(c, "blobs");
            uint8_t *b = kzg_case_field_bytes(blobs, &lens[0]);
            uint8_t *cm = kzg_case_field_bytes(kzg_case_input(c, "commitments"), &lens[1]);
            uint8_t *pr = kzg_case_field_bytes(kzg_case_input(c, "proofs"), &lens[2]);
            if (b != NULL && cm != NULL && pr != NULL && blobs != NULL)
                st = ecb_kzg_verify_blob_proof_batch(b, lens[0], cm, lens[1], pr, lens[2],
                                                     blobs->count, settings);
            free(b);
            free(cm);
            free(pr);
        }
        int got = st == ECB_OK ? 0 : st == ECB_ERR_VERIFY_FAILED ? 1 : 2;
        int want = kzg_case_output_is(c, "true")    ? 0
                   : kzg_case_output_is(c, "false") ? 1
                   : null                           ? 2
                                                    : -1;
        if (got == want) t[got]++;
        return got == want;
    }

    size_t blob_len = 0;
    uint8_t *blob = kzg_case_field_bytes(kzg_case_input(c, "blob"), &blob_len);
    int agrees = 0;
    if (strcmp(function, "blob_to_kzg_commitment") == 0) {
        uint8_t out[48];
        ecb_status st = blob == NULL ? ECB_ERR_LENGTH
                                     : ecb_kzg_blob_to_commitment(out, blob, blob_len, settings);
        agrees = null ? st != ECB_OK : st == ECB_OK && kzg_case_output_matches(c, 0, out, 48);
    } else if (strcmp(function, "compute_kzg_proof") == 0) {
        uint8_t z[32], proof[48], y[32];
        ecb_status st = ECB_ERR_LENGTH;
        if (blob != NULL && kzg_case_fixed_input(z, 32, c, "z") == 0)
            st = ecb_kzg_compute_proof(proof, y, blob, blob_len, z, settings);
        agrees = null ? st != ECB_OK
                      : st == ECB_OK && c->out.is_list && c->out.count == 2 &&
                            kzg_case_output_matches(c, 0, proof, 48) &&
                            kzg_case_output_matches(c, 1, y, 32);
    } else if (strcmp(function, "compute_blob_kzg_proof") == 0) {
        uint8_t cm[48], proof[48];
        ecb_status st = ECB_ERR_LENGTH;
        if (blob != NULL && kzg_case_fixed_input(cm, 48, c, "commitment") == 0)
            st = ecb_kzg_compute_blob_proof(proof, blob, blob_len, cm, settings);
        agrees = null ? st != ECB_OK : st == ECB_OK && kzg_case_output_matches(c, 0, proof, 48);
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
            kzg_case_fixed_input(cm, 48, c, "commitment") == 0) {
            kzg_compute_challenge(&z, blob, cm);
            fr381_encode(out, &z);
            agrees = !null && kzg_case_output_matches(c, 0, out, 32);
        }
    }
    free(blob);
    if (agrees) t[null ? 2 : 0]++;
    return agrees;
}

/* Runs every case of one function's folder: its count must be `cases`, its outcomes `want`. */
static void run_function(const char *function, size_t cases, const long want[3]) {
    char dir_name[4096], rel[256];
    snprintf(rel, sizeof rel, "kzg/tests/%s/kzg-mainnet", function);
    snprintf(dir_name, sizeof dir_name, "%s", tl_vector_path(rel));
    char *names[256];
    size_t count = kzg_case_names(names, 256, dir_name, NULL);
    CHECK(count == cases);
    tally t = {0, 0, 0};
    for (size_t i = 0; i < count; i++) {
        char path[8192];
        snprintf(path, sizeof path, "%s/%s/data.yaml", dir_name, names[i]);
        kzg_case c;
        int read_ok = kzg_case_read(&c, path) == 0;
        CHECK(read_ok);
        if (!read_ok) {
            fprintf(stderr, "%s: unreadable\n", names[i]);
        } else {
            int agrees = run_case(function, &c, t);
            CHECK(agrees);
            if (!agrees) fprintf(stderr, "%s/%s: disagrees\n", function, names[i]);
            kzg_case_free(&c);
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
    /* the commitments and proofs again through fixed-base tables (ecb_kzg_settings_precompute):
     * 8 x 4096 x 48 bytes (several passes), then the one-pass table */
    static const size_t budgets[] = {8 * ECB_KZG_SETUP_G1_BYTES, SIZE_MAX};
    for (size_t i = 0; i < sizeof budgets / sizeof budgets[0]; i++) {
        CHECK(ecb_kzg_settings_precompute(s, budgets[i]) == ECB_OK);
        printf("with a table of %zu bytes:\n", ecb_kzg_settings_table_size(s));
        run_function("blob_to_kzg_commitment", 11, commit);
        run_function("compute_kzg_proof", 52, kzg_proof);
        run_function("compute_blob_kzg_proof", 15, blob_proof);
    }
    ecb_kzg_settings_free(s);
    return tl_finish("test_kzg_vectors");
}
