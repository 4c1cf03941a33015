/* The hash-to-curve functions of the public BLS12-381 API (include/ecbatch/bls12_381.h): thin
 * wrappers over bls12_381_h2c.h; the public point types share the internal Jacobian layout. */
#include <sodium.h>
#include <stdint.h>
#include <string.h>

#include "ecbatch/bls12_381.h"
#include "group/bls12_381_h2c.h"

_Static_assert(sizeof(ecb_bls12_381_g1) == sizeof(g1_381_jac), "G1 layout");
_Static_assert(sizeof(ecb_bls12_381_g2) == sizeof(g2_381_jac), "G2 layout");

typedef ecb_status (*g1_h2c_fn)(g1_381_jac *, const uint8_t *, size_t, const uint8_t *, size_t);
typedef ecb_status (*g2_h2c_fn)(g2_381_jac *, const uint8_t *, size_t, const uint8_t *, size_t);

static ecb_status g1_call(g1_h2c_fn fn, ecb_bls12_381_g1 *out, const uint8_t *msg, size_t msg_len,
                          const uint8_t *dst, size_t dst_len) {
    g1_381_jac r;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (msg_len > PTRDIFF_MAX || dst_len > PTRDIFF_MAX) { /* no object is that large */
        ecb_bls12_381_g1_identity(out);
        return ECB_ERR_SIZE_OVERFLOW;
    }
    ecb_status st = fn(&r, msg, msg_len, dst, dst_len);
    memcpy(out, &r, sizeof r);
    return st;
}

static ecb_status g2_call(g2_h2c_fn fn, ecb_bls12_381_g2 *out, const uint8_t *msg, size_t msg_len,
                          const uint8_t *dst, size_t dst_len) {
    g2_381_jac r;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (msg_len > PTRDIFF_MAX || dst_len > PTRDIFF_MAX) { /* no object is that large */
        ecb_bls12_381_g2_identity(out);
        return ECB_ERR_SIZE_OVERFLOW;
    }
    ecb_status st = fn(&r, msg, msg_len, dst, dst_len);
    memcpy(out, &r, sizeof r);
    return st;
}

ecb_status ecb_bls12_381_g1_hash_to_curve(ecb_bls12_381_g1 *out, const uint8_t *msg, size_t msg_len,
                                          const uint8_t *dst, size_t dst_len) {
    return g1_call(g1_381_hash_to_curve, out, msg, msg_len, dst, dst_len);
}

ecb_status ecb_bls12_381_g1_encode_to_curve(ecb_bls12_381_g1 *out, const uint8_t *msg,
                                            size_t msg_len, const uint8_t *dst, size_t dst_len) {
    return g1_call(g1_381_encode_to_curve, out, msg, msg_len, dst, dst_len);
}

ecb_status ecb_bls12_381_g2_hash_to_curve(ecb_bls12_381_g2 *out, const uint8_t *msg, size_t msg_len,
                                          const uint8_t *dst, size_t dst_len) {
    return g2_call(g2_381_hash_to_curve, out, msg, msg_len, dst, dst_len);
}

ecb_status ecb_bls12_381_g2_encode_to_curve(ecb_bls12_381_g2 *out, const uint8_t *msg,
                                            size_t msg_len, const uint8_t *dst, size_t dst_len) {
    return g2_call(g2_381_encode_to_curve, out, msg, msg_len, dst, dst_len);
}

/* ---- augmented messages, hash_to_field, map_to_curve, clear_cofactor ---------------------- */

_Static_assert(sizeof(ecb_bls12_381_fp) == sizeof(fp381), "Fp layout");
_Static_assert(sizeof(ecb_bls12_381_fp2) == sizeof(fp2_381), "Fp2 layout");

/* The lengths no object can have: aug, msg and dst each, and aug and msg together. */
static int lengths_too_large(size_t aug_len, size_t msg_len, size_t dst_len) {
    return aug_len > PTRDIFF_MAX || msg_len > PTRDIFF_MAX || dst_len > PTRDIFF_MAX ||
           aug_len > PTRDIFF_MAX - msg_len;
}

ecb_status ecb_bls12_381_g1_hash_to_curve_aug(ecb_bls12_381_g1 *out, const uint8_t *aug,
                                              size_t aug_len, const uint8_t *msg, size_t msg_len,
                                              const uint8_t *dst, size_t dst_len) {
    fp381 u[2];
    g1_381_jac q0, q1, r;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    ecb_bls12_381_g1_identity(out);
    if (lengths_too_large(aug_len, msg_len, dst_len)) return ECB_ERR_SIZE_OVERFLOW;
    ecb_status st = bls12_381_hash_to_fp_aug(u, 2, aug, aug_len, msg, msg_len, dst, dst_len);
    if (st != ECB_OK) return st;
    g1_381_map_to_curve(&q0, &u[0]);
    g1_381_map_to_curve(&q1, &u[1]);
    g1_381_jac_add(&q0, &q0, &q1);
    g1_381_clear_cofactor(&r, &q0);
    memcpy(out, &r, sizeof r);
    sodium_memzero(u, sizeof u);
    sodium_memzero(&q0, sizeof q0);
    sodium_memzero(&q1, sizeof q1);
    sodium_memzero(&r, sizeof r);
    return ECB_OK;
}

ecb_status ecb_bls12_381_g2_hash_to_curve_aug(ecb_bls12_381_g2 *out, const uint8_t *aug,
                                              size_t aug_len, const uint8_t *msg, size_t msg_len,
                                              const uint8_t *dst, size_t dst_len) {
    fp2_381 u[2];
    g2_381_jac q0, q1, r;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    ecb_bls12_381_g2_identity(out);
    if (lengths_too_large(aug_len, msg_len, dst_len)) return ECB_ERR_SIZE_OVERFLOW;
    ecb_status st = bls12_381_hash_to_fp2_aug(u, 2, aug, aug_len, msg, msg_len, dst, dst_len);
    if (st != ECB_OK) return st;
    g2_381_map_to_curve(&q0, &u[0]);
    g2_381_map_to_curve(&q1, &u[1]);
    g2_381_jac_add(&q0, &q0, &q1);
    g2_381_clear_cofactor(&r, &q0);
    memcpy(out, &r, sizeof r);
    sodium_memzero(u, sizeof u);
    sodium_memzero(&q0, sizeof q0);
    sodium_memzero(&q1, sizeof q1);
    sodium_memzero(&r, sizeof r);
    return ECB_OK;
}

ecb_status ecb_bls12_381_hash_to_field_fp(ecb_bls12_381_fp *u, size_t count, const uint8_t *msg,
                                          size_t msg_len, const uint8_t *dst, size_t dst_len) {
    fp381 t[2];
    if (u == NULL) return ECB_ERR_NULL_POINTER;
    if (count < 1 || count > 2) return ECB_ERR_INVALID_ARGUMENT;
    memset(u, 0, count * sizeof *u);
    if (lengths_too_large(0, msg_len, dst_len)) return ECB_ERR_SIZE_OVERFLOW;
    ecb_status st = bls12_381_hash_to_fp(t, count, msg, msg_len, dst, dst_len);
    if (st != ECB_OK) return st;
    memcpy(u, t, count * sizeof t[0]);
    sodium_memzero(t, sizeof t);
    return ECB_OK;
}

ecb_status ecb_bls12_381_hash_to_field_fp2(ecb_bls12_381_fp2 *u, size_t count, const uint8_t *msg,
                                           size_t msg_len, const uint8_t *dst, size_t dst_len) {
    fp2_381 t[2];
    if (u == NULL) return ECB_ERR_NULL_POINTER;
    if (count < 1 || count > 2) return ECB_ERR_INVALID_ARGUMENT;
    memset(u, 0, count * sizeof *u);
    if (lengths_too_large(0, msg_len, dst_len)) return ECB_ERR_SIZE_OVERFLOW;
    ecb_status st = bls12_381_hash_to_fp2(t, count, msg, msg_len, dst, dst_len);
    if (st != ECB_OK) return st;
    memcpy(u, t, count * sizeof t[0]);
    sodium_memzero(t, sizeof t);
    return ECB_OK;
}

void ecb_bls12_381_g1_map_to_curve(ecb_bls12_381_g1 *out, const ecb_bls12_381_fp *u) {
    fp381 a;
    g1_381_jac r;
    memcpy(&a, u, sizeof a);
    g1_381_map_to_curve(&r, &a);
    memcpy(out, &r, sizeof r);
    sodium_memzero(&a, sizeof a);
    sodium_memzero(&r, sizeof r);
}

void ecb_bls12_381_g2_map_to_curve(ecb_bls12_381_g2 *out, const ecb_bls12_381_fp2 *u) {
    fp2_381 a;
    g2_381_jac r;
    memcpy(&a, u, sizeof a);
    g2_381_map_to_curve(&r, &a);
    memcpy(out, &r, sizeof r);
    sodium_memzero(&a, sizeof a);
    sodium_memzero(&r, sizeof r);
}

void ecb_bls12_381_g1_clear_cofactor(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1 *p) {
    g1_381_jac a, r;
    memcpy(&a, p, sizeof a);
    g1_381_clear_cofactor(&r, &a);
    memcpy(out, &r, sizeof r);
    sodium_memzero(&a, sizeof a);
    sodium_memzero(&r, sizeof r);
}

void ecb_bls12_381_g2_clear_cofactor(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2 *p) {
    g2_381_jac a, r;
    memcpy(&a, p, sizeof a);
    g2_381_clear_cofactor(&r, &a);
    memcpy(out, &r, sizeof r);
    sodium_memzero(&a, sizeof a);
    sodium_memzero(&r, sizeof r);
}

ecb_status ecb_bls12_381_fp_decode(ecb_bls12_381_fp *out, const uint8_t in[48]) {
    fp381 a;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    memset(out, 0, sizeof *out);
    if (in == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = fp381_decode(&a, in);
    if (st == ECB_OK) memcpy(out, &a, sizeof a);
    sodium_memzero(&a, sizeof a);
    return st;
}

void ecb_bls12_381_fp_encode(uint8_t out[48], const ecb_bls12_381_fp *a) {
    fp381 t;
    memcpy(&t, a, sizeof t);
    fp381_encode(out, &t);
    sodium_memzero(&t, sizeof t);
}
