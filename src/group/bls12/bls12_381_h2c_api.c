/* The hash-to-curve functions of the public BLS12-381 API (include/ecbatch/bls12_381.h): thin
 * wrappers over bls12_381_h2c.h; the public point types share the internal Jacobian layout. */
#include <sodium.h>
#include <stdint.h>
#include <string.h>

#include "ecbatch/bls12_381.h"
#include "group/bls12/bls12_381_h2c.h"

_Static_assert(sizeof(ecb_bls12_381_g1) == sizeof(g1_381_jac), "G1 layout");
_Static_assert(sizeof(ecb_bls12_381_g2) == sizeof(g2_381_jac), "G2 layout");

/* ecb_bls12_381_<g1|g2>_hash_to_curve and _encode_to_curve of group G (g1_381 or g2_381; PUB
 * its public type): the lengths checked, then the internal call's point and status. */
#define H2C_CALLS(G, PUB)                                                                          \
    typedef ecb_status (*G##_h2c_fn)(G##_jac *, const uint8_t *, size_t, const uint8_t *, size_t); \
    static ecb_status G##_call(G##_h2c_fn fn, PUB *out, const uint8_t *msg, size_t msg_len,        \
                               const uint8_t *dst, size_t dst_len) {                               \
        G##_jac r;                                                                                 \
        if (out == NULL) return ECB_ERR_NULL_POINTER;                                              \
        if (msg_len > PTRDIFF_MAX || dst_len > PTRDIFF_MAX) { /* no object is that large */        \
            PUB##_identity(out);                                                                   \
            return ECB_ERR_SIZE_OVERFLOW;                                                          \
        }                                                                                          \
        ecb_status st = fn(&r, msg, msg_len, dst, dst_len);                                        \
        memcpy(out, &r, sizeof r);                                                                 \
        return st;                                                                                 \
    }                                                                                              \
    ecb_status PUB##_hash_to_curve(PUB *out, const uint8_t *msg, size_t msg_len,                   \
                                   const uint8_t *dst, size_t dst_len) {                           \
        return G##_call(G##_hash_to_curve, out, msg, msg_len, dst, dst_len);                       \
    }                                                                                              \
    ecb_status PUB##_encode_to_curve(PUB *out, const uint8_t *msg, size_t msg_len,                 \
                                     const uint8_t *dst, size_t dst_len) {                         \
        return G##_call(G##_encode_to_curve, out, msg, msg_len, dst, dst_len);                     \
    }
H2C_CALLS(g1_381, ecb_bls12_381_g1)
H2C_CALLS(g2_381, ecb_bls12_381_g2)
#undef H2C_CALLS

/* ---- augmented messages, hash_to_field, map_to_curve, clear_cofactor ---------------------- */

_Static_assert(sizeof(ecb_bls12_381_fp) == sizeof(fp381), "Fp layout");
_Static_assert(sizeof(ecb_bls12_381_fp2) == sizeof(fp2_381), "Fp2 layout");

/* The lengths no object can have: aug, msg and dst each, and aug and msg together. */
static int lengths_too_large(size_t aug_len, size_t msg_len, size_t dst_len) {
    return aug_len > PTRDIFF_MAX || msg_len > PTRDIFF_MAX || dst_len > PTRDIFF_MAX ||
           aug_len > PTRDIFF_MAX - msg_len;
}

/* ecb_bls12_381_<g1|g2>_hash_to_curve_aug of group G (PUB its public type, F its field,
 * H2F_AUG the augmented hash to F): hash_to_curve of aug || msg, temporaries wiped. */
#define H2C_AUG(G, PUB, F, H2F_AUG)                                                                \
    ecb_status PUB##_hash_to_curve_aug(PUB *out, const uint8_t *aug, size_t aug_len,               \
                                       const uint8_t *msg, size_t msg_len, const uint8_t *dst,     \
                                       size_t dst_len) {                                           \
        F u[2];                                                                                    \
        G##_jac q0, q1, r;                                                                         \
        if (out == NULL) return ECB_ERR_NULL_POINTER;                                              \
        PUB##_identity(out);                                                                       \
        if (lengths_too_large(aug_len, msg_len, dst_len)) return ECB_ERR_SIZE_OVERFLOW;            \
        ecb_status st = H2F_AUG(u, 2, aug, aug_len, msg, msg_len, dst, dst_len);                   \
        if (st != ECB_OK) return st;                                                               \
        G##_map_to_curve(&q0, &u[0]);                                                              \
        G##_map_to_curve(&q1, &u[1]);                                                              \
        G##_jac_add(&q0, &q0, &q1);                                                                \
        G##_clear_cofactor(&r, &q0);                                                               \
        memcpy(out, &r, sizeof r);                                                                 \
        sodium_memzero(u, sizeof u);                                                               \
        sodium_memzero(&q0, sizeof q0);                                                            \
        sodium_memzero(&q1, sizeof q1);                                                            \
        sodium_memzero(&r, sizeof r);                                                              \
        return ECB_OK;                                                                             \
    }
H2C_AUG(g1_381, ecb_bls12_381_g1, fp381, bls12_381_hash_to_fp_aug)
H2C_AUG(g2_381, ecb_bls12_381_g2, fp2_381, bls12_381_hash_to_fp2_aug)
#undef H2C_AUG

/* ecb_bls12_381_hash_to_field_<fp|fp2>: count (1 or 2) elements of F (PUB its public type) by
 * H2F, zeros on error, temporaries wiped. */
#define H2F(NAME, F, PUB, H2F_FN)                                                                  \
    ecb_status ecb_bls12_381_hash_to_field_##NAME(PUB *u, size_t count, const uint8_t *msg,        \
                                                  size_t msg_len, const uint8_t *dst,              \
                                                  size_t dst_len) {                                \
        F t[2];                                                                                    \
        if (u == NULL) return ECB_ERR_NULL_POINTER;                                                \
        if (count < 1 || count > 2) return ECB_ERR_INVALID_ARGUMENT;                               \
        memset(u, 0, count * sizeof *u);                                                           \
        if (lengths_too_large(0, msg_len, dst_len)) return ECB_ERR_SIZE_OVERFLOW;                  \
        ecb_status st = H2F_FN(t, count, msg, msg_len, dst, dst_len);                              \
        if (st != ECB_OK) return st;                                                               \
        memcpy(u, t, count * sizeof t[0]);                                                         \
        sodium_memzero(t, sizeof t);                                                               \
        return ECB_OK;                                                                             \
    }
H2F(fp, fp381, ecb_bls12_381_fp, bls12_381_hash_to_fp)
H2F(fp2, fp2_381, ecb_bls12_381_fp2, bls12_381_hash_to_fp2)
#undef H2F

/* ecb_bls12_381_<g1|g2>_map_to_curve and _clear_cofactor of group G (PUB its public type, F
 * its field, PUBF F's public type), temporaries wiped. */
#define H2C_MAPS(G, PUB, F, PUBF)                                                                  \
    void PUB##_map_to_curve(PUB *out, const PUBF *u) {                                             \
        F a;                                                                                       \
        G##_jac r;                                                                                 \
        memcpy(&a, u, sizeof a);                                                                   \
        G##_map_to_curve(&r, &a);                                                                  \
        memcpy(out, &r, sizeof r);                                                                 \
        sodium_memzero(&a, sizeof a);                                                              \
        sodium_memzero(&r, sizeof r);                                                              \
    }                                                                                              \
    void PUB##_clear_cofactor(PUB *out, const PUB *p) {                                            \
        G##_jac a, r;                                                                              \
        memcpy(&a, p, sizeof a);                                                                   \
        G##_clear_cofactor(&r, &a);                                                                \
        memcpy(out, &r, sizeof r);                                                                 \
        sodium_memzero(&a, sizeof a);                                                              \
        sodium_memzero(&r, sizeof r);                                                              \
    }
H2C_MAPS(g1_381, ecb_bls12_381_g1, fp381, ecb_bls12_381_fp)
H2C_MAPS(g2_381, ecb_bls12_381_g2, fp2_381, ecb_bls12_381_fp2)
#undef H2C_MAPS

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
