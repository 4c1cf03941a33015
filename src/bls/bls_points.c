/* Secret-key, key and signature decoding and hashing into the signature group, for either
 * variant. */
#include <sodium.h>
#include <stdint.h>
#include <string.h>

#include "bls/bls_internal.h"
#include "util/ct_declassify.h"

/* r, little-endian limbs */
static const uint64_t order[4] = {0xffffffff00000001ULL, 0x53bda402fffe5bfeULL,
                                  0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL};

ecb_status bls_sk_decode(ecb_bls12_381_scalar *out, const uint8_t sk[32]) {
    uint64_t t[4], borrow = 0, any = 0;
    for (int i = 0; i < 4; i++) {
        uint64_t w = 0;
        for (int j = 0; j < 8; j++)
            w = (w << 8) | sk[(3 - i) * 8 + j];
        t[i] = w;
        any |= w;
    }
    /* borrow of t - r: 1 exactly when t < r */
    for (int i = 0; i < 4; i++)
        borrow = (uint64_t)(((unsigned __int128)t[i] - order[i] - borrow) >> 64) & 1;
    uint64_t nonzero = (any | (0 - any)) >> 63;
    uint64_t ok = borrow & nonzero;
    for (int i = 0; i < 4; i++)
        out->v[i] = t[i] & (0 - ok);
    sodium_memzero(t, sizeof t);
    /* whether the key is valid is public (the call fails or not); the key stays secret */
    ecb_ct_declassify(&ok, sizeof ok);
    return ok ? ECB_OK : ECB_ERR_SCALAR_OUT_OF_RANGE;
}

ecb_status bls_decode_pk(const bls_suite *s, bls_point *out, const uint8_t *pk) {
    static const uint8_t zero[sizeof(ecb_bls12_381_g2_affine)];
    ecb_status st;
    int id;
    if (s->variant == ECB_BLS_MIN_PK) {
        st = ecb_bls12_381_g1_decode_affine(&out->g1, pk);
        id = memcmp(&out->g1, zero, sizeof out->g1) == 0;
    } else {
        st = ecb_bls12_381_g2_decode_affine(&out->g2, pk);
        id = memcmp(&out->g2, zero, sizeof out->g2) == 0;
    }
    if (st == ECB_OK && id) st = ECB_ERR_IDENTITY;
    return st;
}

ecb_status bls_decode_sig(const bls_suite *s, bls_point *out, const uint8_t *sig) {
    if (s->variant == ECB_BLS_MIN_PK) return ecb_bls12_381_g2_decode_affine(&out->g2, sig);
    return ecb_bls12_381_g1_decode_affine(&out->g1, sig);
}

int bls_sig_is_identity(const bls_suite *s, const bls_point *p) {
    static const uint8_t zero[sizeof(ecb_bls12_381_g2_affine)];
    if (s->variant == ECB_BLS_MIN_PK) return memcmp(&p->g2, zero, sizeof p->g2) == 0;
    return memcmp(&p->g1, zero, sizeof p->g1) == 0;
}

void bls_hash_affine(const bls_suite *s, bls_point *out, const uint8_t *msg, size_t msg_len,
                     const char *dst) {
    if (s->variant == ECB_BLS_MIN_PK) {
        ecb_bls12_381_g2 h;
        ecb_bls12_381_g2_hash_to_curve(&h, msg, msg_len, (const uint8_t *)dst, strlen(dst));
        ecb_bls12_381_g2_to_affine(&out->g2, &h);
    } else {
        ecb_bls12_381_g1 h;
        ecb_bls12_381_g1_hash_to_curve(&h, msg, msg_len, (const uint8_t *)dst, strlen(dst));
        ecb_bls12_381_g1_to_affine(&out->g1, &h);
    }
}

ecb_status bls_check_messages(const uint8_t *const *msgs, const size_t *msg_lens, size_t n) {
    for (size_t i = 0; i < n; i++) {
        if (msg_lens[i] > PTRDIFF_MAX) return ECB_ERR_SIZE_OVERFLOW;
        if (msgs[i] == NULL && msg_lens[i] > 0) return ECB_ERR_NULL_POINTER;
    }
    return ECB_OK;
}
