/* The proof wire format (spec §7): u8 T || d1[T] || A || A1 || B || r1 || s1 || (L_i || R_i)*,
 * every element 32 bytes; parsing is as strict as tari's from_bytes. */
#include <string.h>

#include "ecbatch/bulletproofs_plus.h"

size_t ecb_bpp_proof_size(size_t extension_degree, size_t rounds) {
    if (extension_degree < 1 || extension_degree > ECB_BPP_MAX_EXTENSION_DEGREE ||
        rounds > ECB_BPP_MAX_ROUNDS)
        return 0; /* no such proof (and no overflow) */
    return 1 + 32 * (extension_degree + 5 + 2 * rounds);
}

/* Reads the next 32-byte element; 0 when fewer than 32 bytes remain ("too short"). */
static int take32(const uint8_t **p, size_t *remaining, const uint8_t **element) {
    if (*remaining < 32) return 0;
    *element = *p;
    *p += 32;
    *remaining -= 32;
    return 1;
}

static ecb_status take_scalar(const uint8_t **p, size_t *remaining, ecb_ristretto255_scalar *out) {
    const uint8_t *e;
    if (!take32(p, remaining, &e)) return ECB_ERR_PROOF_FORMAT;
    return ecb_ristretto255_scalar_decode(out, e);
}

static ecb_status take_point(const uint8_t **p, size_t *remaining, uint8_t out[32]) {
    const uint8_t *e;
    if (!take32(p, remaining, &e)) return ECB_ERR_PROOF_FORMAT;
    memcpy(out, e, 32);
    return ECB_OK;
}

/* Elements are read in wire order, so the first problem met is the one reported, as in
 * from_bytes (spec §7.2): e.g. a T byte raised by one makes A's bytes a d1 scalar. */
ecb_status ecb_bpp_proof_parse_var(ecb_bpp_proof *out, const uint8_t *in, size_t len) {
    if (out == NULL || (in == NULL && len > 0)) return ECB_ERR_NULL_POINTER;
    memset(out, 0, sizeof *out);
    if (len == 0) return ECB_ERR_PROOF_FORMAT;
    size_t t = in[0];
    if (t < 1 || t > ECB_BPP_MAX_EXTENSION_DEGREE) return ECB_ERR_PROOF_FORMAT;
    const uint8_t *p = in + 1;
    size_t remaining = len - 1;
    ecb_status st;
    out->extension_degree = t;
    for (size_t k = 0; k < t; k++)
        if ((st = take_scalar(&p, &remaining, &out->d1[k])) != ECB_OK) return st;
    if ((st = take_point(&p, &remaining, out->A)) != ECB_OK ||
        (st = take_point(&p, &remaining, out->A1)) != ECB_OK ||
        (st = take_point(&p, &remaining, out->B)) != ECB_OK ||
        (st = take_scalar(&p, &remaining, &out->r1)) != ECB_OK ||
        (st = take_scalar(&p, &remaining, &out->s1)) != ECB_OK)
        return st;
    /* (L, R) pairs: at least one, nothing left over, at most ECB_BPP_MAX_ROUNDS */
    if (remaining < 64 || remaining % 64 != 0 || remaining / 64 > ECB_BPP_MAX_ROUNDS)
        return ECB_ERR_PROOF_FORMAT;
    out->rounds = remaining / 64;
    for (size_t j = 0; j < out->rounds; j++, p += 64) {
        memcpy(out->L[j], p, 32);
        memcpy(out->R[j], p + 32, 32);
    }
    return ECB_OK;
}

ecb_status ecb_bpp_proof_serialize(uint8_t *out, size_t out_cap, size_t *out_len,
                                   const ecb_bpp_proof *proof) {
    if (out == NULL || out_len == NULL || proof == NULL) return ECB_ERR_NULL_POINTER;
    size_t t = proof->extension_degree;
    if (t < 1 || t > ECB_BPP_MAX_EXTENSION_DEGREE || proof->rounds > ECB_BPP_MAX_ROUNDS)
        return ECB_ERR_INVALID_ARGUMENT;
    size_t need = ecb_bpp_proof_size(t, proof->rounds);
    if (out_cap < need) return ECB_ERR_LENGTH;
    uint8_t *p = out;
    *p++ = (uint8_t)t;
    for (size_t k = 0; k < t; k++, p += 32)
        ecb_ristretto255_scalar_encode(p, &proof->d1[k]);
    memcpy(p, proof->A, 32);
    memcpy(p + 32, proof->A1, 32);
    memcpy(p + 64, proof->B, 32);
    p += 96;
    ecb_ristretto255_scalar_encode(p, &proof->r1);
    ecb_ristretto255_scalar_encode(p + 32, &proof->s1);
    p += 64;
    for (size_t j = 0; j < proof->rounds; j++, p += 64) {
        memcpy(p, proof->L[j], 32);
        memcpy(p + 32, proof->R[j], 32);
    }
    *out_len = need;
    return ECB_OK;
}
