/* The hash-to-curve functions of the public BLS12-381 API (include/ecbatch/bls12_381.h): thin
 * wrappers over bls12_381_h2c.h; the public point types share the internal Jacobian layout. */
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
