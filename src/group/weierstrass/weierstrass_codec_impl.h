/* Implementation of weierstrass_codec.h, included by a group's .c file after
 * weierstrass_impl.h, with its W_NAME, W_F, W_MUL_BY_B (and W_FT, if used) still defined and
 * additionally
 *
 *   W_FBYTES     the length of one coordinate's encoding (F_decode / F_encode, big-endian)
 *
 * The codec is not hot: it calls the field's out-of-line functions, prefix W_FT when defined
 * (the type of an inlined W_F copy), else W_F. That field must also provide _decode, _encode,
 * _sqrt and _is_lexlargest, and the group G_is_in_subgroup_var. */
#include <string.h>

#define WC_PASTE2(a, b) a##_##b
#define WC_PASTE(a, b) WC_PASTE2(a, b)
#ifdef W_FT
#define WC_F W_FT
#else
#define WC_F W_F
#endif
#define G_(op) WC_PASTE(W_NAME, op)
#define F_(op) WC_PASTE(WC_F, op)

ecb_status G_(decode_aff_with)(G_(aff) * out, const uint8_t *in, const ecb_point_layout *l) {
    uint8_t xb[W_FBYTES], yb[W_FBYTES];
    int infinity, sign;
    G_(aff) a;
    G_(jac) p;
    memset(out, 0, sizeof *out); /* (0, 0): the identity */
    ecb_status st = ecb_point_parse(l, in, W_FBYTES, xb, yb, &infinity, &sign);
    if (st != ECB_OK || infinity) return st;
    if (F_(decode)(&a.x, xb) != ECB_OK) return ECB_ERR_NON_CANONICAL;
    if (l->compressed) {
        WC_F rhs, b; /* y^2 = x^3 + b: the root whose order matches the sign bit */
        F_(sqr)(&rhs, &a.x);
        F_(mul)(&rhs, &rhs, &a.x);
        F_(one)(&b);
        W_MUL_BY_B(&b, &b);
        F_(add)(&rhs, &rhs, &b);
        if (!F_(sqrt)(&a.y, &rhs)) return ECB_ERR_NOT_ON_CURVE;
        if (F_(is_lexlargest)(&a.y) != sign) F_(neg)(&a.y, &a.y);
    } else {
        if (F_(decode)(&a.y, yb) != ECB_OK) return ECB_ERR_NON_CANONICAL;
        if (l->flag_sign && F_(is_lexlargest)(&a.y) != sign) return ECB_ERR_BAD_FLAGS;
        if (!G_(aff_is_on_curve)(&a)) return ECB_ERR_NOT_ON_CURVE;
    }
    G_(jac_from_aff)(&p, &a);
    if (!G_(is_in_subgroup_var)(&p)) return ECB_ERR_NOT_IN_SUBGROUP;
    *out = a;
    return ECB_OK;
}

ecb_status G_(decode_with)(G_(jac) * out, const uint8_t *in, const ecb_point_layout *l) {
    G_(aff) a;
    ecb_status st = G_(decode_aff_with)(&a, in, l);
    if (st != ECB_OK || G_(aff_is_identity)(&a))
        G_(jac_identity)(out);
    else
        G_(jac_from_aff)(out, &a);
    return st;
}

ecb_status G_(load_aff_unchecked_with)(G_(aff) * out, const uint8_t *in,
                                       const ecb_point_layout *l) {
    uint8_t xb[W_FBYTES], yb[W_FBYTES];
    int infinity, sign;
    G_(aff) a;
    memset(out, 0, sizeof *out);
    ecb_status st = ecb_point_parse(l, in, W_FBYTES, xb, yb, &infinity, &sign);
    if (st != ECB_OK || infinity) return st;
    if (F_(decode)(&a.x, xb) != ECB_OK || F_(decode)(&a.y, yb) != ECB_OK)
        return ECB_ERR_NON_CANONICAL;
    if (l->flag_sign && F_(is_lexlargest)(&a.y) != sign) return ECB_ERR_BAD_FLAGS;
    *out = a;
    return ECB_OK;
}

void G_(encode_with)(uint8_t *out, const G_(jac) * p, const ecb_point_layout *l) {
    uint8_t xb[W_FBYTES], yb[W_FBYTES];
    G_(aff) a;
    G_(jac_to_aff)(&a, p); /* the identity gives (0, 0), replaced by its encoding below */
    F_(encode)(xb, &a.x);
    if (!l->compressed) F_(encode)(yb, &a.y);
    ecb_point_format(l, out, W_FBYTES, xb, yb, G_(jac_is_identity)(p), F_(is_lexlargest)(&a.y));
}

#undef G_
#undef F_
#undef WC_F
#undef WC_PASTE
#undef WC_PASTE2
