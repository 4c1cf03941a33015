/* Wire formats (profile conventions 29-31, plus ecbatch's own for public polynomials and
 * shares): version byte 0x01, LEB128 varints for lengths and counts, big-endian u32 indices,
 * compressed points, 32-byte big-endian scalars. Decoders check every count against the bytes
 * that remain (count x element size) and the limits of bte.h before allocating. */
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "bte/bte_internal.h"
#include "bte/bte_varint.h"
#include "util/alloc.h"

static size_t varint_len(uint64_t x) {
    size_t n = 1;
    while (x >= 0x80) {
        x >>= 7;
        n++;
    }
    return n;
}

static uint8_t *put_varint(uint8_t *out, size_t x) {
    return out + bte_varint_put(out, (uint32_t)x);
}

static uint8_t *put_bytes(uint8_t *out, const void *in, size_t len) {
    if (len > 0) memcpy(out, in, len);
    return out + len;
}

static uint8_t *put_scalar(uint8_t *out, const fr381 *s) {
    fr381_encode(out, s);
    return out + 32;
}

static ecb_status read_version(bte_reader *r) {
    const uint8_t *v;
    ecb_status st = bte_read_bytes(r, 1, &v);
    if (st != ECB_OK) return st;
    return v[0] == ECB_BTE_WIRE_VERSION ? ECB_OK : ECB_ERR_PROOF_FORMAT;
}

/* A count of elements of `size` bytes each: at most `limit` and at most what remains. */
static ecb_status read_count(bte_reader *r, size_t size, size_t limit, size_t *out) {
    uint32_t c;
    ecb_status st = bte_read_varint(r, &c);
    if (st != ECB_OK) return st;
    if ((uint64_t)c * size > r->left) return ECB_ERR_PROOF_FORMAT;
    if (c > limit) return ECB_ERR_SIZE_OVERFLOW;
    *out = c;
    return ECB_OK;
}

static ecb_status read_point(bte_reader *r, const bte_group_ops *ops, bte_point *out) {
    const uint8_t *p;
    ecb_status st = bte_read_bytes(r, ops->pb, &p);
    return st != ECB_OK ? st : ops->point_decode(out, p);
}

static ecb_status read_scalar(bte_reader *r, fr381 *out) {
    const uint8_t *p;
    ecb_status st = bte_read_bytes(r, 32, &p);
    return st != ECB_OK ? st : fr381_decode(out, p);
}

/* ---- ciphertexts --------------------------------------------------------------------------- */

size_t ecb_bte_ciphertext_encoded_size(const ecb_bte_ciphertext *ct) {
    return 1 + varint_len(ct->label_len) + ct->label_len + varint_len(ct->body_len) + ct->body_len +
           4 * ecb_bte_point_bytes((ecb_bte_variant)ct->variant) + 64;
}

void ecb_bte_ciphertext_encode(uint8_t *out, const ecb_bte_ciphertext *ct) {
    size_t pb = ecb_bte_point_bytes((ecb_bte_variant)ct->variant);
    *out++ = ECB_BTE_WIRE_VERSION;
    out = put_varint(out, ct->label_len);
    out = put_bytes(out, ct->label, ct->label_len);
    out = put_varint(out, ct->body_len);
    out = put_bytes(out, ct->body, ct->body_len);
    for (int k = BTE_CT_U; k <= BTE_CT_B; k++)
        out = put_bytes(out, ct->pt[k].enc, pb);
    out = put_scalar(out, &ct->c);
    put_scalar(out, &ct->z);
}

ecb_status ecb_bte_ciphertext_decode(ecb_bte_ciphertext **out, ecb_bte_variant variant,
                                     const uint8_t *in, size_t len) {
    if (out == NULL || (in == NULL && len > 0)) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    const bte_group_ops *ops = bte_group(variant);
    if (ops == NULL) return ECB_ERR_INVALID_ARGUMENT;
    bte_reader r = {in, len};
    const uint8_t *label, *body;
    size_t label_len, body_len;
    ecb_status st = read_version(&r);
    if (st == ECB_OK) st = read_count(&r, 1, ECB_BTE_MAX_LABEL_BYTES, &label_len);
    if (st == ECB_OK) st = bte_read_bytes(&r, label_len, &label);
    if (st == ECB_OK) st = read_count(&r, 1, ECB_BTE_MAX_BODY_BYTES, &body_len);
    if (st == ECB_OK) st = bte_read_bytes(&r, body_len, &body);
    if (st != ECB_OK) return st;
    if (r.left != 4 * ops->pb + 64) return ECB_ERR_PROOF_FORMAT; /* truncated or trailing */
    ecb_bte_ciphertext *ct = bte_ciphertext_alloc(variant, label_len, body_len);
    if (ct == NULL) return ECB_ERR_OUT_OF_MEMORY;
    put_bytes(ct->label, label, label_len);
    put_bytes(ct->body, body, body_len);
    for (int k = BTE_CT_U; k <= BTE_CT_B && st == ECB_OK; k++)
        st = read_point(&r, ops, &ct->pt[k]);
    if (st == ECB_OK) st = read_scalar(&r, &ct->c);
    if (st == ECB_OK) st = read_scalar(&r, &ct->z);
    if (st != ECB_OK) {
        ecb_free(ct);
        return st;
    }
    *out = ct;
    return ECB_OK;
}

/* ---- responses ---------------------------------------------------------------------------- */

size_t ecb_bte_response_encoded_size(const ecb_bte_response *resp) {
    size_t pb = ecb_bte_point_bytes((ecb_bte_variant)resp->variant);
    return 1 + varint_len(resp->index) + varint_len(resp->valid_count) + 4 * resp->valid_count +
           varint_len(resp->m) + resp->m * pb + 2 * pb + 64;
}

void ecb_bte_response_encode(uint8_t *out, const ecb_bte_response *resp) {
    size_t pb = ecb_bte_point_bytes((ecb_bte_variant)resp->variant);
    *out++ = ECB_BTE_WIRE_VERSION;
    out = put_varint(out, resp->index);
    out = put_varint(out, resp->valid_count);
    for (size_t i = 0; i < resp->valid_count; i++) {
        uint32_t v = resp->valid[i];
        uint8_t be[4] = {(uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v};
        out = put_bytes(out, be, 4);
    }
    out = put_varint(out, resp->m);
    out = put_bytes(out, resp->partial_enc, resp->m * pb);
    out = put_bytes(out, resp->A.enc, pb);
    out = put_bytes(out, resp->B.enc, pb);
    out = put_scalar(out, &resp->c);
    put_scalar(out, &resp->z);
}

ecb_status ecb_bte_response_decode(ecb_bte_response **out, ecb_bte_variant variant,
                                   const uint8_t *in, size_t len) {
    if (out == NULL || (in == NULL && len > 0)) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    const bte_group_ops *ops = bte_group(variant);
    if (ops == NULL) return ECB_ERR_INVALID_ARGUMENT;
    bte_reader r = {in, len};
    uint32_t index;
    size_t count, m;
    const uint8_t *idx, *partials;
    ecb_status st = read_version(&r);
    if (st == ECB_OK) st = bte_read_varint(&r, &index);
    if (st == ECB_OK) st = read_count(&r, 4, ECB_BTE_MAX_BATCH, &count);
    if (st == ECB_OK) st = bte_read_bytes(&r, 4 * count, &idx);
    if (st == ECB_OK) st = read_count(&r, ops->pb, ECB_BTE_MAX_BATCH, &m);
    if (st == ECB_OK) st = bte_read_bytes(&r, m * ops->pb, &partials);
    if (st != ECB_OK) return st;
    if (r.left != 2 * ops->pb + 64) return ECB_ERR_PROOF_FORMAT;
    if (index >= ECB_BTE_MAX_PARTICIPANTS) return ECB_ERR_SIZE_OVERFLOW;
    ecb_bte_response *resp = bte_response_alloc(ops, count, m);
    if (resp == NULL) return ECB_ERR_OUT_OF_MEMORY;
    resp->index = index;
    bte_reader ir = {idx, 4 * count};
    for (size_t i = 0; i < count; i++)
        bte_read_u32_be(&ir, &resp->valid[i]);
    bte_point pt;
    for (size_t p = 0; p < m && st == ECB_OK; p++) {
        st = ops->point_decode(&pt, partials + p * ops->pb);
        if (st == ECB_OK) {
            memcpy((uint8_t *)resp->partials + p * ops->aff_size, pt.aff.w, ops->aff_size);
            memcpy(resp->partial_enc + p * ops->pb, pt.enc, ops->pb);
        }
    }
    if (st == ECB_OK) st = read_point(&r, ops, &resp->A);
    if (st == ECB_OK) st = read_point(&r, ops, &resp->B);
    if (st == ECB_OK) st = read_scalar(&r, &resp->c);
    if (st == ECB_OK) st = read_scalar(&r, &resp->z);
    if (st != ECB_OK) {
        ecb_free(resp);
        return st;
    }
    *out = resp;
    return ECB_OK;
}

/* ---- public polynomials and shares -------------------------------------------------------- */

size_t ecb_bte_public_encoded_size(const ecb_bte_public *pub) {
    return 1 + varint_len(pub->t) + pub->t * ecb_bte_point_bytes((ecb_bte_variant)pub->variant);
}

void ecb_bte_public_encode(uint8_t *out, const ecb_bte_public *pub) {
    size_t pb = ecb_bte_point_bytes((ecb_bte_variant)pub->variant);
    *out++ = ECB_BTE_WIRE_VERSION;
    out = put_varint(out, pub->t);
    for (uint32_t k = 0; k < pub->t; k++)
        out = put_bytes(out, pub->commitments[k].enc, pb);
}

ecb_status ecb_bte_public_decode(ecb_bte_public **pub, ecb_bte_variant variant, const uint8_t *in,
                                 size_t len) {
    if (pub == NULL || (in == NULL && len > 0)) return ECB_ERR_NULL_POINTER;
    *pub = NULL;
    const bte_group_ops *ops = bte_group(variant);
    if (ops == NULL) return ECB_ERR_INVALID_ARGUMENT;
    bte_reader r = {in, len};
    size_t t;
    ecb_status st = read_version(&r);
    if (st == ECB_OK) st = read_count(&r, ops->pb, ECB_BTE_MAX_PARTICIPANTS, &t);
    if (st != ECB_OK) return st;
    if (t == 0 || r.left != t * ops->pb) return ECB_ERR_PROOF_FORMAT;
    ecb_bte_public *p = ecb_malloc(sizeof *p + t * sizeof(bte_point));
    if (p == NULL) return ECB_ERR_OUT_OF_MEMORY;
    p->variant = variant;
    p->t = (uint32_t)t;
    p->n = 0;
    p->commitments = (bte_point *)(void *)(p + 1);
    for (size_t k = 0; k < t && st == ECB_OK; k++)
        st = read_point(&r, ops, &p->commitments[k]);
    if (st != ECB_OK) {
        ecb_free(p);
        return st;
    }
    *pub = p;
    return ECB_OK;
}

size_t ecb_bte_share_encode(uint8_t out[ECB_BTE_SHARE_MAX_BYTES], const ecb_bte_share *share) {
    uint8_t *p = out;
    *p++ = ECB_BTE_WIRE_VERSION;
    p = put_varint(p, share->index);
    p = put_bytes(p, share->secret, ECB_BTE_SCALAR_BYTES);
    return (size_t)(p - out);
}

ecb_status ecb_bte_share_decode(ecb_bte_share *share, const uint8_t *in, size_t len) {
    if (share == NULL || (in == NULL && len > 0)) return ECB_ERR_NULL_POINTER;
    bte_reader r = {in, len};
    const uint8_t *secret;
    fr381 x;
    uint32_t index;
    ecb_status st = read_version(&r);
    if (st == ECB_OK) st = bte_read_varint(&r, &index);
    if (st == ECB_OK) st = bte_read_bytes(&r, ECB_BTE_SCALAR_BYTES, &secret);
    if (st == ECB_OK && r.left != 0) st = ECB_ERR_PROOF_FORMAT;
    if (st != ECB_OK) return st;
    if (index >= ECB_BTE_MAX_PARTICIPANTS) return ECB_ERR_SIZE_OVERFLOW;
    st = fr381_decode(&x, secret);
    sodium_memzero(&x, sizeof x);
    if (st != ECB_OK) return st;
    share->index = index;
    memcpy(share->secret, secret, ECB_BTE_SCALAR_BYTES);
    return ECB_OK;
}
