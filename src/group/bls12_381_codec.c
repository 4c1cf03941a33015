/* ZCash / IETF point serialisation for BLS12-381 (see bls12_381_codec.h). */
#include "group/bls12_381_codec.h"

#include <string.h>

#define FLAG_COMPRESSED 0x80
#define FLAG_INFINITY 0x40
#define FLAG_SORT 0x20

/* Checks the flag bits and, for the identity, the payload. Sets *infinity and *sort and
 * returns ECB_OK when the encoding may continue to the coordinates. */
static ecb_status parse_flags(const uint8_t *in, size_t len, int compressed, int *infinity,
                              int *sort) {
    uint8_t f = in[0] & 0xe0;
    *infinity = (f & FLAG_INFINITY) != 0;
    *sort = (f & FLAG_SORT) != 0;
    if (compressed != ((f & FLAG_COMPRESSED) != 0)) return ECB_ERR_BAD_FLAGS;
    if (*sort && (*infinity || !compressed)) return ECB_ERR_BAD_FLAGS;
    if (*infinity) {
        uint8_t any = in[0] & 0x1f;
        for (size_t i = 1; i < len; i++)
            any |= in[i];
        if (any) return ECB_ERR_INFINITY_PAYLOAD;
    }
    return ECB_OK;
}

/* Writes the identity's encoding: the flags and zeros. */
static void encode_identity(uint8_t *out, size_t len, int compressed) {
    memset(out, 0, len);
    out[0] = compressed ? (FLAG_COMPRESSED | FLAG_INFINITY) : FLAG_INFINITY;
}

/* ---- G1 ---------------------------------------------------------------------------------- */

static ecb_status g1_finish(g1_381_jac *out, const g1_381_aff *a) {
    g1_381_jac p;
    g1_381_jac_from_aff(&p, a);
    if (!g1_381_is_in_subgroup_var(&p)) return ECB_ERR_NOT_IN_SUBGROUP;
    *out = p;
    return ECB_OK;
}

ecb_status g1_381_decode(g1_381_jac *out, const uint8_t in[48]) {
    int inf, sort;
    uint8_t buf[48];
    g1_381_aff a;
    fp381 rhs;
    g1_381_jac_identity(out);
    ecb_status st = parse_flags(in, 48, 1, &inf, &sort);
    if (st != ECB_OK || inf) return st;
    memcpy(buf, in, 48);
    buf[0] &= 0x1f;
    if (fp381_decode(&a.x, buf) != ECB_OK) return ECB_ERR_NON_CANONICAL;
    fp381_sqr(&rhs, &a.x); /* y^2 = x^3 + 4 */
    fp381_mul(&rhs, &rhs, &a.x);
    fp381_from_u64(&a.y, 4);
    fp381_add(&rhs, &rhs, &a.y);
    if (!fp381_sqrt(&a.y, &rhs)) return ECB_ERR_NOT_ON_CURVE;
    fp381_cneg(&a.y, &a.y, fp381_is_lexlargest(&a.y) != sort);
    return g1_finish(out, &a);
}

ecb_status g1_381_decode_uncompressed(g1_381_jac *out, const uint8_t in[96]) {
    int inf, sort;
    uint8_t buf[48];
    g1_381_aff a;
    g1_381_jac_identity(out);
    ecb_status st = parse_flags(in, 96, 0, &inf, &sort);
    if (st != ECB_OK || inf) return st;
    memcpy(buf, in, 48);
    buf[0] &= 0x1f;
    if (fp381_decode(&a.x, buf) != ECB_OK || fp381_decode(&a.y, in + 48) != ECB_OK)
        return ECB_ERR_NON_CANONICAL;
    if (!g1_381_aff_is_on_curve(&a)) return ECB_ERR_NOT_ON_CURVE;
    return g1_finish(out, &a);
}

void g1_381_encode(uint8_t out[48], const g1_381_jac *p) {
    g1_381_aff a;
    uint8_t inf_enc[48];
    int inf = g1_381_jac_is_identity(p);
    g1_381_jac_to_aff(&a, p);
    fp381_encode(out, &a.x);
    out[0] |= (uint8_t)(FLAG_COMPRESSED | (fp381_is_lexlargest(&a.y) << 5));
    encode_identity(inf_enc, 48, 1);
    for (size_t i = 0; i < 48; i++)
        out[i] ^= (out[i] ^ inf_enc[i]) & (uint8_t)(0 - inf);
}

void g1_381_encode_uncompressed(uint8_t out[96], const g1_381_jac *p) {
    g1_381_aff a;
    uint8_t inf_enc[96];
    int inf = g1_381_jac_is_identity(p);
    g1_381_jac_to_aff(&a, p);
    fp381_encode(out, &a.x);
    fp381_encode(out + 48, &a.y);
    encode_identity(inf_enc, 96, 0);
    for (size_t i = 0; i < 96; i++)
        out[i] ^= (out[i] ^ inf_enc[i]) & (uint8_t)(0 - inf);
}

/* ---- G2 ---------------------------------------------------------------------------------- */

static ecb_status g2_finish(g2_381_jac *out, const g2_381_aff *a) {
    g2_381_jac p;
    g2_381_jac_from_aff(&p, a);
    if (!g2_381_is_in_subgroup_var(&p)) return ECB_ERR_NOT_IN_SUBGROUP;
    *out = p;
    return ECB_OK;
}

ecb_status g2_381_decode(g2_381_jac *out, const uint8_t in[96]) {
    int inf, sort;
    uint8_t buf[96];
    g2_381_aff a;
    fp2_381 rhs, b;
    g2_381_jac_identity(out);
    ecb_status st = parse_flags(in, 96, 1, &inf, &sort);
    if (st != ECB_OK || inf) return st;
    memcpy(buf, in, 96);
    buf[0] &= 0x1f;
    if (fp2_381_decode(&a.x, buf) != ECB_OK) return ECB_ERR_NON_CANONICAL;
    fp2_381_sqr(&rhs, &a.x); /* y^2 = x^3 + 4 (1 + u) */
    fp2_381_mul(&rhs, &rhs, &a.x);
    fp381_from_u64(&b.c0, 4);
    b.c1 = b.c0;
    fp2_381_add(&rhs, &rhs, &b);
    if (!fp2_381_sqrt(&a.y, &rhs)) return ECB_ERR_NOT_ON_CURVE;
    if (fp2_381_is_lexlargest(&a.y) != sort) fp2_381_neg(&a.y, &a.y);
    return g2_finish(out, &a);
}

ecb_status g2_381_decode_uncompressed(g2_381_jac *out, const uint8_t in[192]) {
    int inf, sort;
    uint8_t buf[96];
    g2_381_aff a;
    g2_381_jac_identity(out);
    ecb_status st = parse_flags(in, 192, 0, &inf, &sort);
    if (st != ECB_OK || inf) return st;
    memcpy(buf, in, 96);
    buf[0] &= 0x1f;
    if (fp2_381_decode(&a.x, buf) != ECB_OK || fp2_381_decode(&a.y, in + 96) != ECB_OK)
        return ECB_ERR_NON_CANONICAL;
    if (!g2_381_aff_is_on_curve(&a)) return ECB_ERR_NOT_ON_CURVE;
    return g2_finish(out, &a);
}

void g2_381_encode(uint8_t out[96], const g2_381_jac *p) {
    g2_381_aff a;
    uint8_t inf_enc[96];
    int inf = g2_381_jac_is_identity(p);
    g2_381_jac_to_aff(&a, p);
    fp2_381_encode(out, &a.x);
    out[0] |= (uint8_t)(FLAG_COMPRESSED | (fp2_381_is_lexlargest(&a.y) << 5));
    encode_identity(inf_enc, 96, 1);
    for (size_t i = 0; i < 96; i++)
        out[i] ^= (out[i] ^ inf_enc[i]) & (uint8_t)(0 - inf);
}

void g2_381_encode_uncompressed(uint8_t out[192], const g2_381_jac *p) {
    g2_381_aff a;
    uint8_t inf_enc[192];
    int inf = g2_381_jac_is_identity(p);
    g2_381_jac_to_aff(&a, p);
    fp2_381_encode(out, &a.x);
    fp2_381_encode(out + 96, &a.y);
    encode_identity(inf_enc, 192, 0);
    for (size_t i = 0; i < 192; i++)
        out[i] ^= (out[i] ^ inf_enc[i]) & (uint8_t)(0 - inf);
}
