/* The fixed-base table of the Lagrange points (ecb_kzg_settings_precompute, src/kzg/
 * kzg_precompute.c):
 *  - blob_to_kzg_commitment, compute_kzg_proof (z outside and inside the domain) and
 *    compute_blob_kzg_proof give byte for byte the plain MSM's results with tables of every
 *    shape: the smallest budget (one entry per point, 13 passes), 8 x 4096 x 48 bytes, 8 x 4096 x
 *    96 bytes, the one-pass table; for random blobs, the zero blob, a blob of r - 1 everywhere and
 *    a blob with one element 1 (its commitment is that Lagrange point), on one and three threads;
 *    the proofs made with a table verify;
 *  - the calls run through the table: with a table built over the monomial points in its place,
 *    the commitment is the MSM over the monomial points;
 *  - the budget's checks (0 frees the table, 1 .. ECB_KZG_TABLE_MIN_BYTES - 1 refused with the
 *    table kept), the table's size within its budget, NULLs. */
#include "testlib.h"

#include "ecbatch/kzg.h"
#include "ecbatch/msm.h"
#include "kzg/kzg_internal.h"

#define B ECB_KZG_BYTES_PER_BLOB
#define BLOBS 6

/* What one blob gives: commitment, proof and y at z outside the domain, at z in the domain,
 * and the blob proof. */
typedef struct blob_results {
    uint8_t commitment[48], proof_out[48], y_out[32], proof_in[48], y_in[32], blob_proof[48];
} blob_results;

static void results_of(blob_results *r, const uint8_t *blob, const uint8_t z_out[32],
                       const uint8_t z_in[32], const ecb_kzg_settings *s) {
    CHECK(ecb_kzg_blob_to_commitment(r->commitment, blob, B, s) == ECB_OK);
    CHECK(ecb_kzg_compute_proof(r->proof_out, r->y_out, blob, B, z_out, s) == ECB_OK);
    CHECK(ecb_kzg_compute_proof(r->proof_in, r->y_in, blob, B, z_in, s) == ECB_OK);
    CHECK(ecb_kzg_compute_blob_proof(r->blob_proof, blob, B, r->commitment, s) == ECB_OK);
}

/* The blobs: random elements below r, zero, r - 1 everywhere, one element 1 at position 5. */
static void make_blobs(uint8_t *blobs) {
    fr381 v, one, minus_one;
    fr381_one(&one);
    fr381_zero(&v);
    fr381_sub(&minus_one, &v, &one);
    for (size_t k = 0; k < BLOBS; k++) {
        uint8_t *blob = blobs + k * B;
        for (size_t i = 0; i < KZG_N; i++) {
            uint8_t wide[64];
            tl_random(wide, sizeof wide);
            fr381_reduce_wide(&v, wide);
            if (k == 3) fr381_zero(&v);
            if (k == 4) v = minus_one;
            if (k == 5) i == 5 ? fr381_one(&v) : fr381_zero(&v);
            fr381_encode(blob + 32 * i, &v);
        }
    }
}

/* Every result with the table of `budget` equals the plain MSM's (want); the proofs verify. */
static void check_budget(ecb_kzg_settings *s, size_t budget, const uint8_t *blobs,
                         const blob_results *want, const uint8_t z_out[32],
                         const uint8_t z_in[32]) {
    CHECK(ecb_kzg_settings_precompute(s, budget) == ECB_OK);
    size_t size = ecb_kzg_settings_table_size(s);
    CHECK(size >= ECB_KZG_TABLE_MIN_BYTES && size <= budget && size % ECB_KZG_TABLE_MIN_BYTES == 0);
    unsigned c = 0, k = 0;
    CHECK(ecb_msm_fixed_shape(s->lagrange_table, &c, &k) == ECB_OK);
    int same = 1;
    for (size_t b = 0; b < BLOBS; b++) {
        blob_results got;
        results_of(&got, blobs + b * B, z_out, z_in, s);
        same &= memcmp(&got, &want[b], sizeof got) == 0;
        CHECK(ecb_kzg_verify_proof(got.commitment, z_out, got.y_out, got.proof_out, s) == ECB_OK);
        CHECK(ecb_kzg_verify_blob_proof(blobs + b * B, B, got.commitment, got.blob_proof, s) ==
              ECB_OK);
    }
    CHECK(same);
    printf("budget %zu: table %zu bytes (%.1f x 4096 x 48), window %u, %u passes, threads %u: "
           "%s\n",
           budget, size, (double)size / ECB_KZG_SETUP_G1_BYTES, c, k, s->threads,
           same ? "same bytes" : "DIFFERENT");
}

/* A table over the monomial points put in the Lagrange table's place: the commitment must be
 * the MSM over the monomial points, so the call went through the table. */
static void check_table_is_used(ecb_kzg_settings *s, const uint8_t *blob) {
    ecb_msm_fixed *mono = NULL;
    CHECK(ecb_msm_fixed_bls12_381_g1_new(&mono, s->g1_monomial, KZG_N,
                                         ECB_KZG_TABLE_MIN_BYTES * 4) == ECB_OK);
    if (mono == NULL) return;
    static ecb_bls12_381_scalar sc[KZG_N];
    for (size_t i = 0; i < KZG_N; i++)
        CHECK(ecb_bls12_381_scalar_decode(&sc[i], blob + 32 * i) == ECB_OK);
    ecb_bls12_381_g1 p;
    uint8_t want[48], got[48];
    CHECK(ecb_msm_bls12_381_g1_var(&p, s->g1_monomial, sc, KZG_N, NULL) == ECB_OK);
    ecb_bls12_381_g1_encode(want, &p);
    ecb_msm_fixed *own = s->lagrange_table;
    s->lagrange_table = mono;
    CHECK(ecb_kzg_blob_to_commitment(got, blob, B, s) == ECB_OK);
    CHECK_MEM(got, want, 48);
    s->lagrange_table = own;
    ecb_msm_fixed_free(mono);
}

static void check_arguments(ecb_kzg_settings *s) {
    CHECK(ecb_kzg_settings_precompute(NULL, ECB_KZG_TABLE_MIN_BYTES) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_settings_table_size(NULL) == 0);
    CHECK(ecb_kzg_settings_precompute(s, 2 * ECB_KZG_TABLE_MIN_BYTES) == ECB_OK);
    size_t size = ecb_kzg_settings_table_size(s);
    CHECK(size == 2 * ECB_KZG_TABLE_MIN_BYTES);
    const ecb_msm_fixed *kept = s->lagrange_table;
    CHECK(ecb_kzg_settings_precompute(s, 1) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_kzg_settings_precompute(s, ECB_KZG_TABLE_MIN_BYTES - 1) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(s->lagrange_table == kept && ecb_kzg_settings_table_size(s) == size);
    CHECK(ecb_kzg_settings_precompute(s, 0) == ECB_OK);
    CHECK(s->lagrange_table == NULL && ecb_kzg_settings_table_size(s) == 0);
    CHECK(ecb_kzg_settings_precompute(s, 0) == ECB_OK); /* none to free */
    CHECK(ecb_kzg_settings_table_size(s) == 0);
}

int main(void) {
    tl_init();
    ecb_kzg_settings *s = NULL;
    CHECK(ecb_kzg_settings_load_file(&s, tl_vector_path("kzg/trusted_setup.txt"), 1) == ECB_OK);
    if (s == NULL) return tl_finish("test_kzg_precompute");
    uint8_t *blobs = malloc(BLOBS * B);
    static blob_results want[BLOBS];
    uint8_t z_out[32], z_in[32];
    memset(z_out, 0x21, 32);
    fr381_encode(z_in, &s->roots_brp[7]);
    make_blobs(blobs);
    for (size_t b = 0; b < BLOBS; b++)
        results_of(&want[b], blobs + b * B, z_out, z_in, s);
    /* the lone 1 at position 5 commits to the fifth bit-reversed Lagrange point */
    uint8_t l5[48];
    ecb_bls12_381_g1 p;
    ecb_bls12_381_g1_from_affine(&p, &s->g1_lagrange_brp[5]);
    ecb_bls12_381_g1_encode(l5, &p);
    CHECK_MEM(want[5].commitment, l5, 48);

    static const size_t budgets[] = {ECB_KZG_TABLE_MIN_BYTES, ECB_KZG_TABLE_MIN_BYTES + 1,
                                     8 * ECB_KZG_SETUP_G1_BYTES, 16 * ECB_KZG_SETUP_G1_BYTES,
                                     SIZE_MAX};
    /* the quick reruns (other levels, sanitizers): the smallest table and the one-pass one */
    static const size_t quick_budgets[] = {ECB_KZG_TABLE_MIN_BYTES, SIZE_MAX};
    const size_t *list = tl_quick() ? quick_budgets : budgets;
    size_t count = tl_quick() ? sizeof quick_budgets / sizeof quick_budgets[0]
                              : sizeof budgets / sizeof budgets[0];
    size_t largest = 0;
    for (size_t i = 0; i < count; i++) {
        check_budget(s, list[i], blobs, want, z_out, z_in);
        CHECK(ecb_kzg_settings_table_size(s) >= largest);
        largest = ecb_kzg_settings_table_size(s);
    }
    unsigned c = 0, k = 0;
    CHECK(ecb_msm_fixed_shape(s->lagrange_table, &c, &k) == ECB_OK && k == 1); /* one pass */
    check_table_is_used(s, blobs);
    s->threads = 3; /* the table's MSM split over threads */
    if (!tl_quick()) check_budget(s, 8 * ECB_KZG_SETUP_G1_BYTES, blobs, want, z_out, z_in);
    check_budget(s, SIZE_MAX, blobs, want, z_out, z_in);
    s->threads = 1;
    check_arguments(s);
    free(blobs);
    ecb_kzg_settings_free(s);
    return tl_finish("test_kzg_precompute");
}
