/* RFC 9496 §4.3.1 decoding in two halves around its one exponentiation (the inverse square
 * root's (p-5)/8 power), so that the batch decoder can run many exponentiations at once:
 *   ristretto255_decode_begin  reads the bytes and computes everything the power needs;
 *   fe25519_pow22523(pow, &st->uv7), or any other routine giving the same field element;
 *   ristretto255_decode_end    finishes and returns the status.
 * ecb_ristretto255_decode is exactly these three steps; both halves are constant time. The
 * batch decoder's eight-lane path starts from ristretto255_decode_read and follows the same
 * formulas in vectors. */
#ifndef ECBATCH_GROUP_RISTRETTO255_DECODE_H
#define ECBATCH_GROUP_RISTRETTO255_DECODE_H

#include "field/ristretto255/fe25519.h"

typedef struct ristretto255_decode_state {
    fe25519 s, u1, u2, v, den; /* den = v u2^2, the denominator of the inverse square root */
    fe25519 v3, uv7;           /* fe25519_sqrt_ratio_m1_begin(1, den) */
    unsigned canonical;        /* 1 when the 256-bit value is below p */
    unsigned s_negative;       /* 1 when s is odd */
} ristretto255_decode_state;

/* The first part of ristretto255_decode_begin: canonical, s_negative and s only. */
void ristretto255_decode_read(ristretto255_decode_state *st, const uint8_t in[32]);

void ristretto255_decode_begin(ristretto255_decode_state *st, const uint8_t in[32]);

/* pow = st->uv7^((p-5)/8). On error *out is the identity. */
ecb_status ristretto255_decode_end(ecb_ristretto255_point *out, const ristretto255_decode_state *st,
                                   const fe25519 *pow);

/* ecb_ristretto255_decode_batch_var (ristretto255.h) with the lanes of its exponentiations: 8
 * runs them in AVX-512 IFMA lanes (only the ifma backend's decode_lanes, msm/groups/msm_backend.h),
 * anything else one at a time. */
ecb_status ristretto255_decode_batch(ecb_ristretto255_point *out, ecb_status *status,
                                     const uint8_t *in, size_t n, unsigned threads, unsigned lanes);

#endif
