/* EIP-4844 KZG beyond the published cases (include/ecbatch/kzg.h, src/kzg/):
 *  - naive references: blobs holding the evaluations of random polynomials of low degree, whose
 *    value at z (Horner), quotient (synthetic division) and commitments (an MSM over the
 *    monomial points [s^k]G1) are computed from the coefficients, for z outside and inside the
 *    domain;
 *  - the setup check's FFT against Horner;
 *  - the batch weights: two valid tuples with y_1 + d and y_2 - d cancel under equal weights and
 *    must fail under the spec's r^i;
 *  - hostile inputs with their statuses: NULLs, wrong lengths, non-canonical field elements,
 *    points off the curve or outside G1, batch counts beyond ECB_KZG_MAX_BATCH, an error in a
 *    later triple of a batch, and an earlier triple's failure before a later one's. */
#include "testlib.h"

#include "ecbatch/kzg.h"
#include "ecbatch/msm.h"
#include "kzg/kzg_internal.h"

#define DEGREE 6

static const ecb_kzg_settings *settings;

static void random_fr(fr381 *out) {
    uint8_t wide[64];
    tl_random(wide, sizeof wide);
    fr381_reduce_wide(out, wide);
}

/* sum_k c[k] x^k by Horner. */
static void horner(fr381 *out, const fr381 *c, size_t len, const fr381 *x) {
    fr381 acc;
    fr381_zero(&acc);
    for (size_t k = len; k-- > 0;) {
        fr381_mul(&acc, &acc, x);
        fr381_add(&acc, &acc, &c[k]);
    }
    *out = acc;
}

/* [sum_k c[k] s^k]G1 compressed, over the monomial points. */
static void commit_monomial(uint8_t out[48], const fr381 *c, size_t len) {
    ecb_bls12_381_scalar k[DEGREE + 1];
    ecb_bls12_381_g1 p;
    kzg_to_scalars(k, c, len);
    CHECK(ecb_msm_bls12_381_g1_var(&p, settings->g1_monomial, k, len, NULL) == ECB_OK);
    ecb_bls12_381_g1_encode(out, &p);
}

/* The blob of the evaluations of c over the bit-reversed domain. */
static void blob_of(uint8_t *blob, const fr381 *c, size_t len) {
    for (size_t i = 0; i < KZG_N; i++) {
        fr381 v;
        horner(&v, c, len, &settings->roots_brp[i]);
        fr381_encode(blob + 32 * i, &v);
    }
}

/* One polynomial at one z: the value, the quotient's evaluations and coefficients, the
 * commitment and the proof against their references. */
static void check_polynomial(const fr381 *c, const fr381 *z, uint8_t *blob) {
    static fr381 p[KZG_N], inv[KZG_N], scratch[KZG_N], q[KZG_N];
    blob_of(blob, c, DEGREE + 1);
    CHECK(kzg_blob_to_polynomial(p, blob) == ECB_OK);
    fr381 y, want_y;
    size_t index;
    kzg_evaluate(&y, inv, &index, p, z, settings, scratch);
    horner(&want_y, c, DEGREE + 1, z);
    CHECK(fr381_equal(&y, &want_y));
    /* (P(x) - y) / (x - z) by synthetic division: Q_{k-1} = c_k + z Q_k from the top */
    fr381 qc[DEGREE], t;
    qc[DEGREE - 1] = c[DEGREE];
    for (size_t k = DEGREE - 1; k > 0; k--) {
        fr381_mul(&t, z, &qc[k]);
        fr381_add(&qc[k - 1], &c[k], &t);
    }
    kzg_quotient(q, p, &y, inv, index, z, settings);
    int all = 1;
    for (size_t i = 0; i < KZG_N; i++) {
        horner(&t, qc, DEGREE, &settings->roots_brp[i]);
        all &= fr381_equal(&t, &q[i]);
    }
    CHECK(all);
    /* the public functions: commitment and proof equal the monomial references */
    uint8_t commitment[48], want[48], proof[48], y_bytes[32], z_bytes[32];
    CHECK(ecb_kzg_blob_to_commitment(commitment, blob, ECB_KZG_BYTES_PER_BLOB, settings) == ECB_OK);
    commit_monomial(want, c, DEGREE + 1);
    CHECK_MEM(commitment, want, 48);
    fr381_encode(z_bytes, z);
    CHECK(ecb_kzg_compute_proof(proof, y_bytes, blob, ECB_KZG_BYTES_PER_BLOB, z_bytes, settings) ==
          ECB_OK);
    commit_monomial(want, qc, DEGREE);
    CHECK_MEM(proof, want, 48);
    fr381_encode(want, &want_y);
    CHECK_MEM(y_bytes, want, 32);
    CHECK(ecb_kzg_verify_proof(commitment, z_bytes, y_bytes, proof, settings) == ECB_OK);
    y_bytes[31] ^= 1;
    CHECK(ecb_kzg_verify_proof(commitment, z_bytes, y_bytes, proof, settings) ==
          ECB_ERR_VERIFY_FAILED);
}

static void test_references(uint8_t *blob) {
    fr381 c[DEGREE + 1], z;
    for (int round = 0; round < 2; round++) {
        for (size_t k = 0; k <= DEGREE; k++)
            random_fr(&c[k]);
        random_fr(&z); /* outside the domain but with probability 2^-243 */
        check_polynomial(c, &z, blob);
        z = settings->roots_brp[round == 0 ? 0 : 1234]; /* inside: 1, then another root */
        check_polynomial(c, &z, blob);
    }
}

/* The setup check's FFT: coefficients in, values at the bit-reversed domain out. */
static void test_fft(void) {
    static fr381 a[KZG_N];
    fr381 c[DEGREE + 1], want;
    for (size_t k = 0; k < KZG_N; k++)
        fr381_zero(&a[k]);
    for (size_t k = 0; k <= DEGREE; k++) {
        random_fr(&c[k]);
        a[k] = c[k];
    }
    a[KZG_N - 1] = c[0]; /* the top coefficient too: x^4095 */
    kzg_fft_to_brp(a, KZG_LOG_N, settings->roots_ext);
    int all = 1;
    for (size_t i = 0; i < KZG_N; i++) {
        fr381 top, w = settings->roots_brp[i];
        horner(&want, c, DEGREE + 1, &w);
        /* w^4095 = w^-1 */
        fr381_inv_var(&top, &w);
        fr381_mul(&top, &top, &c[0]);
        fr381_add(&want, &want, &top);
        all &= fr381_equal(&a[i], &want);
    }
    CHECK(all);
}

/* Two valid tuples whose y's are moved by +d and -d: the sums of equal weights would not see it. */
static void test_batch_weights(uint8_t *blob) {
    fr381 c[DEGREE + 1];
    ecb_bls12_381_g1_affine cm[2], pr[2];
    uint8_t cm_bytes[96], pr_bytes[96], z_bytes[32], y_bytes[32];
    fr381 zs[2], ys[2];
    for (int j = 0; j < 2; j++) {
        for (size_t k = 0; k <= DEGREE; k++)
            random_fr(&c[k]);
        random_fr(&zs[j]);
        blob_of(blob, c, DEGREE + 1);
        CHECK(ecb_kzg_blob_to_commitment(cm_bytes + 48 * j, blob, ECB_KZG_BYTES_PER_BLOB,
                                         settings) == ECB_OK);
        fr381_encode(z_bytes, &zs[j]);
        CHECK(ecb_kzg_compute_proof(pr_bytes + 48 * j, y_bytes, blob, ECB_KZG_BYTES_PER_BLOB,
                                    z_bytes, settings) == ECB_OK);
        CHECK(fr381_decode(&ys[j], y_bytes) == ECB_OK);
        CHECK(ecb_bls12_381_g1_decode_affine(&cm[j], cm_bytes + 48 * j) == ECB_OK);
        CHECK(ecb_bls12_381_g1_decode_affine(&pr[j], pr_bytes + 48 * j) == ECB_OK);
    }
    CHECK(kzg_verify_batch(cm, cm_bytes, zs, ys, pr, pr_bytes, 2, settings) == ECB_OK);
    fr381 d;
    random_fr(&d);
    fr381_add(&ys[0], &ys[0], &d);
    fr381_sub(&ys[1], &ys[1], &d);
    CHECK(kzg_verify_batch(cm, cm_bytes, zs, ys, pr, pr_bytes, 2, settings) ==
          ECB_ERR_VERIFY_FAILED);
}

/* A compressed G1 encoding the decoder rejects with `want` (the generator's x stepped). */
static void bad_g1(uint8_t enc[48], ecb_status want) {
    ecb_bls12_381_g1 g, p;
    ecb_bls12_381_g1_generator(&g);
    ecb_bls12_381_g1_encode(enc, &g);
    for (int step = 0; step < 1000; step++) {
        enc[47]++;
        if (ecb_bls12_381_g1_decode(&p, enc) == want) return;
    }
    CHECK(0);
}

static const uint8_t identity_g1[48] = {0xc0};

static void test_hostile(uint8_t *blob) {
    const ecb_kzg_settings *s = settings;
    const size_t B = ECB_KZG_BYTES_PER_BLOB;
    uint8_t r_bytes[32], out[48], y[32], zero[32] = {0}, off[48], outside[48], flags[48];
    fr381 r_minus_1;
    fr381_one(&r_minus_1);
    fr381_neg(&r_minus_1, &r_minus_1);
    fr381_encode(r_bytes, &r_minus_1);
    r_bytes[31]++; /* r itself: r - 1 ends in 00, so no carry */
    bad_g1(off, ECB_ERR_NOT_ON_CURVE);
    bad_g1(outside, ECB_ERR_NOT_IN_SUBGROUP);
    memcpy(flags, identity_g1, 48);
    flags[0] = 0x40; /* infinity without the compression bit */

    /* blob_to_kzg_commitment */
    memset(blob, 0, B);
    CHECK(ecb_kzg_blob_to_commitment(out, blob, B, s) == ECB_OK);
    CHECK_MEM(out, identity_g1, 48); /* the zero polynomial */
    CHECK(ecb_kzg_blob_to_commitment(NULL, blob, B, s) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_blob_to_commitment(out, NULL, B, s) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_blob_to_commitment(out, blob, B, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_blob_to_commitment(out, blob, B - 1, s) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_blob_to_commitment(out, blob, B + 1, s) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_blob_to_commitment(out, blob, 0, s) == ECB_ERR_LENGTH);
    memcpy(blob + B - 32, r_bytes, 32); /* the last element = r */
    memset(out, 0xee, 48);
    CHECK(ecb_kzg_blob_to_commitment(out, blob, B, s) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK_MEM(out, identity_g1, 48);
    fr381_encode(blob + B - 32, &r_minus_1); /* r - 1: canonical */
    CHECK(ecb_kzg_blob_to_commitment(out, blob, B, s) == ECB_OK);

    /* compute_kzg_proof: z = r, a blob element = r */
    CHECK(ecb_kzg_compute_proof(out, y, blob, B, r_bytes, s) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK_MEM(out, identity_g1, 48);
    CHECK_MEM(y, zero, 32);
    CHECK(ecb_kzg_compute_proof(out, y, blob, B - 32, zero, s) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_compute_proof(out, NULL, blob, B, zero, s) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_compute_proof(out, y, blob, B, NULL, s) == ECB_ERR_NULL_POINTER);
    memcpy(blob + 32 * 17, r_bytes, 32);
    CHECK(ecb_kzg_compute_proof(out, y, blob, B, zero, s) == ECB_ERR_SCALAR_OUT_OF_RANGE);

    /* compute_blob_kzg_proof: the commitment is checked as a point first */
    CHECK(ecb_kzg_compute_blob_proof(out, blob, B, off, s) == ECB_ERR_NOT_ON_CURVE);
    CHECK(ecb_kzg_compute_blob_proof(out, blob, B, outside, s) == ECB_ERR_NOT_IN_SUBGROUP);
    CHECK(ecb_kzg_compute_blob_proof(out, blob, B, flags, s) == ECB_ERR_BAD_FLAGS);
    CHECK(ecb_kzg_compute_blob_proof(out, blob, B, identity_g1, s) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK(ecb_kzg_compute_blob_proof(out, blob, B + 32, identity_g1, s) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_compute_blob_proof(out, blob, B, NULL, s) == ECB_ERR_NULL_POINTER);

    /* verify_kzg_proof: each argument in turn */
    CHECK(ecb_kzg_verify_proof(identity_g1, zero, zero, identity_g1, s) == ECB_OK);
    CHECK(ecb_kzg_verify_proof(off, zero, zero, identity_g1, s) == ECB_ERR_NOT_ON_CURVE);
    CHECK(ecb_kzg_verify_proof(identity_g1, r_bytes, zero, identity_g1, s) ==
          ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK(ecb_kzg_verify_proof(identity_g1, zero, r_bytes, identity_g1, s) ==
          ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK(ecb_kzg_verify_proof(identity_g1, zero, zero, outside, s) == ECB_ERR_NOT_IN_SUBGROUP);
    CHECK(ecb_kzg_verify_proof(identity_g1, zero, zero, flags, s) == ECB_ERR_BAD_FLAGS);
    CHECK(ecb_kzg_verify_proof(identity_g1, zero, zero, identity_g1, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_verify_proof(NULL, zero, zero, identity_g1, s) == ECB_ERR_NULL_POINTER);

    /* verify_blob_kzg_proof: commitment, blob, proof in this order */
    memset(blob, 0, B);
    CHECK(ecb_kzg_verify_blob_proof(blob, B, identity_g1, identity_g1, s) == ECB_OK);
    CHECK(ecb_kzg_verify_blob_proof(blob, B - 1, identity_g1, identity_g1, s) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_verify_blob_proof(blob, B, outside, identity_g1, s) == ECB_ERR_NOT_IN_SUBGROUP);
    CHECK(ecb_kzg_verify_blob_proof(blob, B, identity_g1, off, s) == ECB_ERR_NOT_ON_CURVE);
    memcpy(blob, r_bytes, 32);
    CHECK(ecb_kzg_verify_blob_proof(blob, B, identity_g1, off, s) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK(ecb_kzg_verify_blob_proof(NULL, B, identity_g1, identity_g1, s) == ECB_ERR_NULL_POINTER);

    /* verify_blob_kzg_proof_batch: bounds before lengths, lengths before anything is read */
    static uint8_t blobs[2 * ECB_KZG_BYTES_PER_BLOB];
    uint8_t cms[96], prs[96];
    memcpy(cms, identity_g1, 48);
    memcpy(cms + 48, identity_g1, 48);
    memcpy(prs, cms, 96);
    CHECK(ecb_kzg_verify_blob_proof_batch(NULL, 0, NULL, 0, NULL, 0, 0, s) == ECB_OK);
    CHECK(ecb_kzg_verify_blob_proof_batch(NULL, 0, NULL, 0, NULL, 0, 0, NULL) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_verify_blob_proof_batch(blobs, 2 * B, cms, 96, prs, 96, 2, s) == ECB_OK);
    CHECK(ecb_kzg_verify_blob_proof_batch(NULL, 2 * B, cms, 96, prs, 96, 2, s) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_kzg_verify_blob_proof_batch(blobs, 2 * B, cms, 96, prs, 96, ECB_KZG_MAX_BATCH + 1,
                                          s) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_kzg_verify_blob_proof_batch(blobs, 2 * B, cms, 96, prs, 96, SIZE_MAX, s) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_kzg_verify_blob_proof_batch(blobs, 2 * B - 1, cms, 96, prs, 96, 2, s) ==
          ECB_ERR_LENGTH);
    CHECK(ecb_kzg_verify_blob_proof_batch(blobs, 2 * B, cms, 48, prs, 96, 2, s) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_verify_blob_proof_batch(blobs, 2 * B, cms, 96, prs, 144, 2, s) == ECB_ERR_LENGTH);
    CHECK(ecb_kzg_verify_blob_proof_batch(blobs, 2 * B, cms, 96, prs, 96, 1, s) == ECB_ERR_LENGTH);
    memcpy(prs + 48, outside, 48); /* the second triple's proof */
    CHECK(ecb_kzg_verify_blob_proof_batch(blobs, 2 * B, cms, 96, prs, 96, 2, s) ==
          ECB_ERR_NOT_IN_SUBGROUP);
    memcpy(blobs + B + 64, r_bytes, 32); /* ... after its blob's element r */
    CHECK(ecb_kzg_verify_blob_proof_batch(blobs, 2 * B, cms, 96, prs, 96, 2, s) ==
          ECB_ERR_SCALAR_OUT_OF_RANGE);
    memcpy(cms + 48, off, 48); /* ... after its commitment */
    CHECK(ecb_kzg_verify_blob_proof_batch(blobs, 2 * B, cms, 96, prs, 96, 2, s) ==
          ECB_ERR_NOT_ON_CURVE);
    memcpy(prs, outside, 48); /* the first triple's last input before the second's first */
    CHECK(ecb_kzg_verify_blob_proof_batch(blobs, 2 * B, cms, 96, prs, 96, 2, s) ==
          ECB_ERR_NOT_IN_SUBGROUP);
}

int main(void) {
    tl_init();
    ecb_kzg_settings *s = NULL;
    CHECK(ecb_kzg_settings_load_file(&s, tl_vector_path("kzg/trusted_setup.txt"), 2) == ECB_OK);
    if (s == NULL) return tl_finish("test_kzg_api");
    settings = s;
    uint8_t *blob = malloc(ECB_KZG_BYTES_PER_BLOB);
    test_references(blob);
    test_fft();
    test_batch_weights(blob);
    test_hostile(blob);
    free(blob);
    ecb_kzg_settings_free(s);
    return tl_finish("test_kzg_api");
}
