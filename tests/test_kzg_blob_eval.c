/* The verifiers' blob evaluation (src/kzg/kzg_blob_eval.c) against the provers' (kzg_evaluate:
 * blob_to_polynomial, then the barycentric sum over one batch inversion, checked against the
 * consensus vectors by test_kzg_vectors): random blobs at random points, blobs of zeros and of
 * r - 1, a blob of one nonzero element at every lane and chain position, and points of the
 * domain (z = w_m gives f_m); and kzg_blob_check against fr381_decode's verdict on integers
 * around r (each limb of r one below and one above, r - 1, r, 2^256 - 1) at several positions.
 * Run at every kernel level: IFMA lanes at ifma, the scalar fractions below. */
#include "testlib.h"

#include "kzg/kzg_internal.h"

static ecb_kzg_settings *settings;
static uint8_t blob[ECB_KZG_BYTES_PER_BLOB];
static fr381 poly[KZG_N], inv[KZG_N], scratch[KZG_N];

static void random_fr(fr381 *out) {
    uint8_t wide[64];
    tl_random(wide, sizeof wide);
    fr381_reduce_wide(out, wide);
}

static void random_blob(void) {
    for (size_t i = 0; i < KZG_N; i++) {
        fr381 x;
        random_fr(&x);
        fr381_encode(blob + 32 * i, &x);
    }
}

/* The verifiers' y against the provers' at z. */
static void check_at(const fr381 *z) {
    fr381 ours, ref;
    size_t index;
    CHECK(kzg_blob_check(blob) == ECB_OK);
    CHECK(kzg_blob_to_polynomial(poly, blob) == ECB_OK);
    kzg_evaluate(&ref, inv, &index, poly, z, settings, scratch);
    kzg_evaluate_blob_var(&ours, blob, z, settings);
    CHECK(fr381_equal(&ours, &ref));
}

static void test_evaluation(void) {
    fr381 z, x;
    for (int round = 0; round < 4; round++) {
        random_blob();
        random_fr(&z);
        check_at(&z);
    }
    memset(blob, 0, sizeof blob);
    random_fr(&z);
    check_at(&z);
    /* r - 1 everywhere: the largest integers the products take */
    fr381_one(&x);
    fr381_neg(&x, &x);
    for (size_t i = 0; i < KZG_N; i++)
        fr381_encode(blob + 32 * i, &x);
    check_at(&z);
    /* one nonzero element, at each of the first 32 positions (every lane and chain) and the
     * last: a term lost or counted twice shows */
    for (size_t k = 0; k < 33; k++) {
        size_t i = k < 32 ? k : KZG_N - 1;
        memset(blob, 0, sizeof blob);
        random_fr(&x);
        fr381_encode(blob + 32 * i, &x);
        random_fr(&z);
        check_at(&z);
    }
    /* points of the domain: f_m */
    random_blob();
    CHECK(kzg_blob_to_polynomial(poly, blob) == ECB_OK);
    static const size_t ms[] = {0, 1, 7, 8, 2048, KZG_N - 1};
    for (size_t k = 0; k < sizeof ms / sizeof ms[0]; k++) {
        fr381 y;
        kzg_evaluate_blob_var(&y, blob, &settings->roots_brp[ms[k]], settings);
        CHECK(fr381_equal(&y, &poly[ms[k]]));
    }
}

/* 32 big-endian bytes of the 4 little-endian limbs x */
static void put_limbs(uint8_t out[32], const uint64_t x[4]) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++)
            out[(3 - i) * 8 + j] = (uint8_t)(x[i] >> (56 - 8 * j));
}

static void test_check(void) {
    static const uint64_t r[4] = FR381_ORDER;
    uint64_t cases[12][4];
    size_t n = 0;
    for (int k = 0; k < 4; k++) { /* r - 2^(64 k) and r + 2^(64 k): one limb off either way */
        memcpy(cases[n], r, sizeof r);
        cases[n++][k]--;
        memcpy(cases[n], r, sizeof r);
        cases[n++][k]++;
    }
    memcpy(cases[n], r, sizeof r); /* r - 1 */
    cases[n++][0]--;
    memcpy(cases[n++], r, sizeof r);           /* r */
    memset(cases[n++], 0xff, sizeof cases[0]); /* 2^256 - 1 */
    memset(cases[n++], 0, sizeof cases[0]);    /* 0 */
    static const size_t positions[] = {0, 5, KZG_N - 1};
    for (size_t c = 0; c < n; c++)
        for (size_t p = 0; p < 3; p++) {
            fr381 x;
            memset(blob, 0, sizeof blob);
            put_limbs(blob + 32 * positions[p], cases[c]);
            ecb_status want = fr381_decode(&x, blob + 32 * positions[p]);
            CHECK(kzg_blob_check(blob) == want);
        }
}

int main(void) {
    tl_init();
    settings = calloc(1, sizeof *settings);
    if (settings == NULL || kzg_roots_of_unity_brp(settings->roots_brp) != ECB_OK) return 2;
    test_evaluation();
    test_check();
    free(settings);
    return tl_finish("test_kzg_blob_eval");
}
