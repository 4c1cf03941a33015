/* Point serialisation for the short Weierstrass groups of weierstrass.h, in any byte layout of
 * point_layout.h: one declaration list stamped out per group by
 * ECB_WEIERSTRASS_CODEC_DECLARE(G), one implementation (weierstrass_codec_impl.h) included by
 * the group's .c file after weierstrass_impl.h.
 *
 *   G_decode_aff_with  bytes in layout l -> affine point (the identity as (0, 0)). Checks, in
 *                   this order, and reports the first failure: flags (ECB_ERR_BAD_FLAGS),
 *                   identity payload (ECB_ERR_INFINITY_PAYLOAD), coordinates < p
 *                   (ECB_ERR_NON_CANONICAL), the sign bit of an uncompressed layout that has
 *                   one against y (ECB_ERR_BAD_FLAGS), square root of x^3 + b / curve equation
 *                   (ECB_ERR_NOT_ON_CURVE), subgroup (ECB_ERR_NOT_IN_SUBGROUP). On error *out
 *                   is (0, 0). No inversion: x comes from the bytes, y from the bytes or the
 *                   square root. Variable time: encodings are public.
 *   G_decode_with   the same into Jacobian coordinates (on error the identity).
 *   G_load_aff_unchecked_with  an uncompressed layout l -> affine point with the format checks
 *                   only (flags, identity payload, coordinates < p, sign bit): neither the
 *                   curve equation nor the subgroup is checked. For points the caller has
 *                   validated before. Variable time.
 *   G_encode_with   point -> its canonical bytes in layout l; constant time in the point. */
#ifndef ECBATCH_GROUP_WEIERSTRASS_CODEC_H
#define ECBATCH_GROUP_WEIERSTRASS_CODEC_H

#include "ecbatch/status.h"
#include "group/point_layout.h"

#define ECB_WEIERSTRASS_CODEC_DECLARE(G)                                                           \
    ecb_status G##_decode_aff_with(G##_aff *out, const uint8_t *in, const ecb_point_layout *l);    \
    ecb_status G##_decode_with(G##_jac *out, const uint8_t *in, const ecb_point_layout *l);        \
    ecb_status G##_load_aff_unchecked_with(G##_aff *out, const uint8_t *in,                        \
                                           const ecb_point_layout *l);                             \
    void G##_encode_with(uint8_t *out, const G##_jac *p, const ecb_point_layout *l);

#endif
