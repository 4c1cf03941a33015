/* The public BN254 G1 API (include/ecbatch/bn254.h): thin wrappers that copy between the public
 * opaque types and the internal group and field types (same layout, checked below), and pick
 * the byte layout of each codec entry point. */
#include "ecbatch/bn254.h"

#include <sodium.h>
#include <string.h>

#include "field/bn254/fr254.h"
#include "group/bn254/g1_254.h"

_Static_assert(sizeof(ecb_bn254_g1) == sizeof(g1_254_jac), "G1 layout");
_Static_assert(sizeof(ecb_bn254_scalar) == sizeof(fr254), "scalar layout");

const ecb_bn254_g1 ECB_BN254_G1_GENERATOR = G1_254_GENERATOR_INIT;

static void g1_in(g1_254_jac *r, const ecb_bn254_g1 *p) {
    memcpy(r, p, sizeof *r);
}
static void g1_out(ecb_bn254_g1 *r, const g1_254_jac *p) {
    memcpy(r, p, sizeof *r);
}

/* ---- encodings ------------------------------------------------------------------------- */

static ecb_status decode_with(ecb_bn254_g1 *out, const uint8_t *in, const ecb_point_layout *l) {
    g1_254_jac p;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (in == NULL) {
        ecb_bn254_g1_identity(out);
        return ECB_ERR_NULL_POINTER;
    }
    ecb_status st = g1_254_decode_with(&p, in, l);
    g1_out(out, &p);
    return st;
}

static void encode_with(uint8_t *out, const ecb_bn254_g1 *p, const ecb_point_layout *l) {
    g1_254_jac a;
    g1_in(&a, p);
    g1_254_encode_with(out, &a, l);
}

ecb_status ecb_bn254_g1_decode(ecb_bn254_g1 *out, const uint8_t in[32]) {
    return decode_with(out, in, &ecb_layout_gnark_bn254_compressed);
}

void ecb_bn254_g1_encode(uint8_t out[32], const ecb_bn254_g1 *p) {
    encode_with(out, p, &ecb_layout_gnark_bn254_compressed);
}

ecb_status ecb_bn254_g1_decode_uncompressed(ecb_bn254_g1 *out, const uint8_t in[64]) {
    return decode_with(out, in, &ecb_layout_eip196);
}

void ecb_bn254_g1_encode_uncompressed(uint8_t out[64], const ecb_bn254_g1 *p) {
    encode_with(out, p, &ecb_layout_eip196);
}

/* ---- group operations ------------------------------------------------------------------- */

void ecb_bn254_g1_identity(ecb_bn254_g1 *out) {
    g1_254_jac p;
    g1_254_jac_identity(&p);
    g1_out(out, &p);
}

int ecb_bn254_g1_is_identity(const ecb_bn254_g1 *p) {
    g1_254_jac a;
    g1_in(&a, p);
    return g1_254_jac_is_identity(&a);
}

int ecb_bn254_g1_equal(const ecb_bn254_g1 *a, const ecb_bn254_g1 *b) {
    g1_254_jac x, y;
    g1_in(&x, a);
    g1_in(&y, b);
    return g1_254_jac_equal(&x, &y);
}

void ecb_bn254_g1_add(ecb_bn254_g1 *out, const ecb_bn254_g1 *a, const ecb_bn254_g1 *b) {
    g1_254_jac x, y;
    g1_in(&x, a);
    g1_in(&y, b);
    g1_254_jac_add(&x, &x, &y);
    g1_out(out, &x);
}

void ecb_bn254_g1_double(ecb_bn254_g1 *out, const ecb_bn254_g1 *a) {
    g1_254_jac x;
    g1_in(&x, a);
    g1_254_jac_dbl(&x, &x);
    g1_out(out, &x);
}

void ecb_bn254_g1_negate(ecb_bn254_g1 *out, const ecb_bn254_g1 *a) {
    g1_254_jac x;
    g1_in(&x, a);
    g1_254_jac_neg(&x, &x);
    g1_out(out, &x);
}

void ecb_bn254_g1_mul(ecb_bn254_g1 *out, const ecb_bn254_scalar *k, const ecb_bn254_g1 *p) {
    g1_254_jac x;
    g1_in(&x, p);
    g1_254_mul_glv(&x, &x, k->v);
    g1_out(out, &x);
    sodium_memzero(&x, sizeof x);
}

void ecb_bn254_g1_mul_var(ecb_bn254_g1 *out, const ecb_bn254_scalar *k, const ecb_bn254_g1 *p) {
    g1_254_jac x;
    g1_in(&x, p);
    g1_254_mul_glv_var(&x, &x, k->v);
    g1_out(out, &x);
}

/* ---- scalars ------------------------------------------------------------------------------ */

ecb_status ecb_bn254_scalar_decode(ecb_bn254_scalar *out, const uint8_t in[32]) {
    fr254 a;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (in == NULL) {
        memset(out, 0, sizeof *out);
        return ECB_ERR_NULL_POINTER;
    }
    ecb_status st = fr254_decode(&a, in);
    fr254_from_mont(out->v, &a);
    sodium_memzero(&a, sizeof a);
    return st;
}

void ecb_bn254_scalar_encode(uint8_t out[32], const ecb_bn254_scalar *s) {
    fr254 a;
    fr254_to_mont(&a, s->v);
    fr254_encode(out, &a);
    sodium_memzero(&a, sizeof a);
}

void ecb_bn254_scalar_from_u64(ecb_bn254_scalar *out, uint64_t v) {
    memset(out->v, 0, sizeof out->v);
    out->v[0] = v;
}

void ecb_bn254_scalar_reduce64(ecb_bn254_scalar *out, const uint8_t in[64]) {
    fr254 a;
    fr254_reduce_wide(&a, in);
    fr254_from_mont(out->v, &a);
    sodium_memzero(&a, sizeof a);
}
