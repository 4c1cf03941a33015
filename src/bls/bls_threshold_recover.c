/* Recovery of the group signature from k >= t partial signatures: Lagrange interpolation at 0 in
 * the exponent, sig = sum_j lambda_j s_j = f(0) H(m), with the weights threshold decryption
 * combines its responses with (bte_combination_weights: lambda_j = (-1)^neg_j mag_j D^-1, small
 * integers mag_j over a common denominator D when they are shorter, e.g. binomials and D = 1 for
 * contiguous indices). The signs go into the points (negated affine points), the magnitudes are
 * the MSM's scalars, and D^-1 is one multiplication of the sum. */
#include <stdlib.h>
#include <string.h>

#include "bls/bls_threshold_internal.h"
#include "group/bls12/g1_381.h"
#include "group/bls12/g2_381.h"
#include "util/alloc.h"

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* ECB_ERR_DUPLICATE_INDEX when two of the k share indices are equal; sorted is k entries of
 * scratch. */
static ecb_status distinct(const uint32_t *idx, uint32_t *sorted, size_t k) {
    memcpy(sorted, idx, k * sizeof *idx);
    qsort(sorted, k, sizeof *sorted, cmp_u32);
    for (size_t i = 1; i < k; i++)
        if (sorted[i] == sorted[i - 1]) return ECB_ERR_DUPLICATE_INDEX;
    return ECB_OK;
}

/* Decodes the k signatures into pts (affine, the signature group); the first decoder error. */
static ecb_status decode_signatures(const bls_suite *s, unsigned char *pts, const uint8_t *partials,
                                    size_t k) {
    const size_t pb = ECB_BLS_PARTIAL_INDEX_BYTES + s->sig_bytes;
    const size_t sa = s->variant == ECB_BLS_MIN_PK ? sizeof(ecb_bls12_381_g2_affine)
                                                   : sizeof(ecb_bls12_381_g1_affine);
    for (size_t j = 0; j < k; j++) {
        bls_point p;
        ecb_status st = bls_decode_sig(s, &p, partials + j * pb + ECB_BLS_PARTIAL_INDEX_BYTES);
        if (st != ECB_OK) return st;
        memcpy(pts + j * sa, &p, sa);
    }
    return ECB_OK;
}

/* out = D^-1 sum_j (-1)^neg_j mag_j pts[j], compressed. */
static ecb_status interpolate(const bls_suite *s, uint8_t *out, unsigned char *pts,
                              const bte_weights *w, size_t k, unsigned threads) {
    ecb_bls12_381_scalar *mag = (ecb_bls12_381_scalar *)(void *)w->mag, dinv;
    _Static_assert(sizeof(ecb_bls12_381_scalar) == sizeof(bte_limbs), "scalar layout");
    fr381_from_mont(dinv.v, &w->dinv);
    ecb_status st;
    if (s->variant == ECB_BLS_MIN_PK) {
        g2_381_aff *a = (g2_381_aff *)(void *)pts;
        ecb_bls12_381_g2 sum;
        for (size_t j = 0; j < k; j++)
            if (w->neg[j]) g2_381_aff_neg(&a[j], &a[j]);
        st = bls_msm(s, 0, &sum, pts, mag, k, threads);
        if (w->scaled) ecb_bls12_381_g2_mul_var(&sum, &dinv, &sum);
        ecb_bls12_381_g2_encode(out, &sum);
    } else {
        g1_381_aff *a = (g1_381_aff *)(void *)pts;
        ecb_bls12_381_g1 sum;
        for (size_t j = 0; j < k; j++)
            if (w->neg[j]) g1_381_aff_neg(&a[j], &a[j]);
        st = bls_msm(s, 0, &sum, pts, mag, k, threads);
        if (w->scaled) ecb_bls12_381_g1_mul_var(&sum, &dinv, &sum);
        ecb_bls12_381_g1_encode(out, &sum);
    }
    return st;
}

ecb_status ecb_bls_threshold_recover(ecb_bls_variant v, const ecb_bte_public *pub, uint8_t *sig,
                                     const uint8_t *partials, size_t partials_len, size_t k,
                                     unsigned threads) {
    const bls_suite *s = bls_suite_of(v);
    if (sig != NULL && s != NULL) memset(sig, 0, s->sig_bytes);
    if (pub == NULL || sig == NULL || partials == NULL) return ECB_ERR_NULL_POINTER;
    if (s == NULL || threads > ECB_BLS_MAX_THREADS) return ECB_ERR_INVALID_ARGUMENT;
    ecb_status st = bls_threshold_suite(&s, v, pub);
    if (st != ECB_OK) return st;
    if (k > ECB_BLS_MAX_PARTIALS) return ECB_ERR_SIZE_OVERFLOW;
    const size_t pb = ECB_BLS_PARTIAL_INDEX_BYTES + s->sig_bytes;
    if (partials_len != k * pb) return ECB_ERR_LENGTH;
    for (size_t j = 0; j < k; j++)
        if ((st = bls_partial_index_check(pub, bls_partial_index(partials + j * pb))) != ECB_OK)
            return st;
    if (k < pub->t) return ECB_ERR_TOO_FEW;

    /* k <= 2^16: share indices and their sorted copy, then the k affine points */
    uint32_t *idx = ecb_malloc(k * (2 * sizeof(uint32_t) + sizeof(ecb_bls12_381_g2_affine)));
    if (idx == NULL) return ECB_ERR_OUT_OF_MEMORY;
    unsigned char *pts = (unsigned char *)(idx + 2 * k);
    for (size_t j = 0; j < k; j++)
        idx[j] = bls_partial_index(partials + j * pb) - 1;
    st = distinct(idx, idx + k, k);
    if (st == ECB_OK) st = decode_signatures(s, pts, partials, k);
    bte_weights w = {NULL, NULL, 0, {{0}}};
    if (st == ECB_OK) st = bte_combination_weights(&w, idx, k);
    if (st == ECB_OK) {
        st = interpolate(s, sig, pts, &w, k, threads);
        bte_weights_free(&w);
    }
    ecb_free(idx);
    if (st != ECB_OK) memset(sig, 0, s->sig_bytes);
    return st;
}
