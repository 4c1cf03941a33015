/* Variants, points, the trusted dealer, public polynomials and shares (include/ecbatch/bte.h).
 * Shares are f(i + 1) by Horner's rule over F_r (spec §3), in constant time. */
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "bte/bte_internal.h"
#include "bte/bte_keygen.h"
#include "util/alloc.h"
#include "util/ct_declassify.h"

_Static_assert(sizeof(bte_point) <= sizeof(ecb_bte_point), "ecb_bte_point storage too small");
_Static_assert(_Alignof(bte_point) <= _Alignof(ecb_bte_point), "ecb_bte_point alignment");

size_t ecb_bte_point_bytes(ecb_bte_variant variant) {
    const bte_group_ops *ops = bte_group(variant);
    return ops != NULL ? ops->pb : 0;
}

const char *ecb_bte_variant_name(ecb_bte_variant variant) {
    return variant == ECB_BTE_MINPK ? "MinPk" : variant == ECB_BTE_MINSIG ? "MinSig" : NULL;
}

ecb_status ecb_bte_variant_parse(const char *name, ecb_bte_variant *out) {
    if (name == NULL || out == NULL) return ECB_ERR_NULL_POINTER;
    if (!strcmp(name, "MinPk") || !strcmp(name, "minpk")) {
        *out = ECB_BTE_MINPK;
        return ECB_OK;
    }
    if (!strcmp(name, "MinSig") || !strcmp(name, "minsig")) {
        *out = ECB_BTE_MINSIG;
        return ECB_OK;
    }
    return ECB_ERR_INVALID_ARGUMENT;
}

/* ---- points --------------------------------------------------------------------------------- */

ecb_status ecb_bte_point_decode(ecb_bte_point *out, ecb_bte_variant variant, const uint8_t *in,
                                size_t len) {
    if (out == NULL || in == NULL) return ECB_ERR_NULL_POINTER;
    const bte_group_ops *ops = bte_group(variant);
    if (ops == NULL) return ECB_ERR_INVALID_ARGUMENT;
    if (len != ops->pb) return ECB_ERR_LENGTH;
    memset(out, 0, sizeof *out);
    return ops->point_decode(bte_point_of(out), in);
}

void ecb_bte_point_encode(uint8_t *out, const ecb_bte_point *p) {
    const bte_point *bp = bte_point_of_c(p);
    memcpy(out, bp->enc, ecb_bte_point_bytes((ecb_bte_variant)bp->variant));
}

ecb_bte_variant ecb_bte_point_variant(const ecb_bte_point *p) {
    return (ecb_bte_variant)bte_point_of_c(p)->variant;
}

int ecb_bte_point_equal(const ecb_bte_point *a, const ecb_bte_point *b) {
    const bte_group_ops *ops = bte_group(bte_point_of_c(a)->variant);
    return ops != NULL && ops->point_equal(bte_point_of_c(a), bte_point_of_c(b));
}

/* ---- dealing -------------------------------------------------------------------------------- */

static ecb_bte_public *public_alloc(uint32_t variant, uint32_t t, uint32_t n) {
    ecb_bte_public *pub = ecb_malloc(sizeof *pub + (size_t)t * sizeof(bte_point));
    if (pub == NULL) return NULL;
    pub->variant = variant;
    pub->t = t;
    pub->n = n;
    pub->commitments = (bte_point *)(void *)(pub + 1);
    return pub;
}

/* The shares f(i + 1) for i < n and the commitments a_k g. Constant time in coeffs. */
static ecb_status deal(ecb_bte_public **pub, ecb_bte_share *shares, ecb_bte_variant variant,
                       uint32_t t, uint32_t n, const fr381 *coeffs) {
    const bte_group_ops *ops = bte_group(variant);
    ecb_bte_public *p = public_alloc(variant, t, n);
    if (p == NULL) return ECB_ERR_OUT_OF_MEMORY;
    ops->commit_coefficients(p->commitments, coeffs, t);
    fr381 x, acc;
    for (uint32_t i = 0; i < n; i++) {
        fr381_from_u64(&x, (uint64_t)i + 1);
        acc = coeffs[t - 1];
        for (uint32_t k = t - 1; k-- > 0;) {
            fr381_mul(&acc, &acc, &x);
            fr381_add(&acc, &acc, &coeffs[k]);
        }
        shares[i].index = i;
        fr381_encode(shares[i].secret, &acc);
    }
    sodium_memzero(&acc, sizeof acc);
    *pub = p;
    return ECB_OK;
}

static ecb_status deal_args(ecb_bte_public **pub, ecb_bte_share *shares, ecb_bte_variant variant,
                            uint32_t t, uint32_t n) {
    if (pub == NULL || shares == NULL) return ECB_ERR_NULL_POINTER;
    *pub = NULL;
    if (bte_group(variant) == NULL || t < 1 || t > n) return ECB_ERR_INVALID_ARGUMENT;
    if (n > ECB_BTE_MAX_PARTICIPANTS) return ECB_ERR_SIZE_OVERFLOW;
    return ECB_OK;
}

ecb_status ecb_bte_deal(ecb_bte_public **pub, ecb_bte_share *shares, ecb_bte_variant variant,
                        uint32_t t, uint32_t n) {
    ecb_status st = deal_args(pub, shares, variant, t, n);
    if (st != ECB_OK) return st;
    fr381 *coeffs = ecb_malloc((size_t)t * sizeof(fr381));
    if (coeffs == NULL) return ECB_ERR_OUT_OF_MEMORY;
    for (uint32_t k = 0; k < t && st == ECB_OK; k++)
        st = bte_random_scalar(&coeffs[k]);
    if (st == ECB_OK) st = deal(pub, shares, variant, t, n, coeffs);
    sodium_memzero(coeffs, (size_t)t * sizeof(fr381));
    ecb_free(coeffs);
    return st;
}

ecb_status ecb_bte_deal_from_coefficients(ecb_bte_public **pub, ecb_bte_share *shares,
                                          ecb_bte_variant variant, uint32_t t, uint32_t n,
                                          const uint8_t *coefficients) {
    ecb_status st = deal_args(pub, shares, variant, t, n);
    if (st != ECB_OK) return st;
    if (coefficients == NULL) return ECB_ERR_NULL_POINTER;
    fr381 *coeffs = ecb_malloc((size_t)t * sizeof(fr381));
    if (coeffs == NULL) return ECB_ERR_OUT_OF_MEMORY;
    for (uint32_t k = 0; k < t && st == ECB_OK; k++) {
        st = fr381_decode(&coeffs[k], coefficients + 32 * (size_t)k);
        int zero = fr381_is_zero(&coeffs[k]);
        /* the caller learns whether the coefficients are valid anyway */
        ecb_ct_declassify(&st, sizeof st);
        ecb_ct_declassify(&zero, sizeof zero);
        if (st == ECB_OK && zero) st = ECB_ERR_ZERO;
    }
    if (st == ECB_OK) st = deal(pub, shares, variant, t, n, coeffs);
    sodium_memzero(coeffs, (size_t)t * sizeof(fr381));
    ecb_free(coeffs);
    return st;
}

/* ---- public polynomial -------------------------------------------------------------------- */

void ecb_bte_public_free(ecb_bte_public *pub) {
    ecb_free(pub);
}

ecb_bte_variant ecb_bte_public_variant(const ecb_bte_public *pub) {
    return (ecb_bte_variant)pub->variant;
}

uint32_t ecb_bte_public_threshold(const ecb_bte_public *pub) {
    return pub->t;
}

uint32_t ecb_bte_public_participants(const ecb_bte_public *pub) {
    return pub->n;
}

void ecb_bte_public_key(const ecb_bte_public *pub, ecb_bte_point *out) {
    memset(out, 0, sizeof *out);
    *bte_point_of(out) = pub->commitments[0];
}

ecb_status ecb_bte_public_commitment(const ecb_bte_public *pub, uint32_t k, ecb_bte_point *out) {
    if (pub == NULL || out == NULL) return ECB_ERR_NULL_POINTER;
    if (k >= pub->t) return ECB_ERR_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    *bte_point_of(out) = pub->commitments[k];
    return ECB_OK;
}

ecb_status ecb_bte_public_share_var(const ecb_bte_public *pub, uint32_t index, ecb_bte_point *out) {
    if (pub == NULL || out == NULL) return ECB_ERR_NULL_POINTER;
    if (index >= ECB_BTE_MAX_PARTICIPANTS || (pub->n != 0 && index >= pub->n))
        return ECB_ERR_INDEX_OUT_OF_RANGE;
    memset(out, 0, sizeof *out);
    bte_group(pub->variant)->public_share(bte_point_of(out), pub->commitments, pub->t, index);
    return ECB_OK;
}

ecb_status ecb_bte_share_check(const ecb_bte_public *pub, const ecb_bte_share *share) {
    if (pub == NULL || share == NULL) return ECB_ERR_NULL_POINTER;
    const bte_group_ops *ops = bte_group(pub->variant);
    ecb_bte_point hi;
    fr381 x;
    ecb_status st = ecb_bte_public_share_var(pub, share->index, &hi);
    if (st != ECB_OK) return st;
    st = fr381_decode(&x, share->secret);
    ecb_ct_declassify(&st, sizeof st); /* a share's range is its holder's to know */
    if (st == ECB_OK) {
        int match = ops->share_matches(bte_point_of_c(&hi), &x);
        ecb_ct_declassify(&match, sizeof match); /* the outcome is the answer */
        if (!match) st = ECB_ERR_VERIFY_FAILED;
    }
    sodium_memzero(&x, sizeof x);
    return st;
}
