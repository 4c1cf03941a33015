/* The public BLS12-377 G1 API (include/ecbatch/bls12_377.h): thin wrappers that copy between
 * the public opaque types and the internal group and field types (same layout, checked
 * below), and pick the byte layout of each codec entry point. */
#include "ecbatch/bls12_377.h"

#include <sodium.h>
#include <string.h>

#include "field/bls12/fr377.h"
#include "group/bls12/g1_377.h"

_Static_assert(sizeof(ecb_bls12_377_g1) == sizeof(g1_377_jac), "G1 layout");
_Static_assert(sizeof(ecb_bls12_377_scalar) == sizeof(fr377), "scalar layout");

const ecb_bls12_377_g1 ECB_BLS12_377_G1_GENERATOR = G1_377_GENERATOR_INIT;
const ecb_bls12_377_g1 ECB_BLS12_377_G1_GENERATOR_SNARKVM = G1_377_GENERATOR_SNARKVM_INIT;

static void g1_in(g1_377_jac *r, const ecb_bls12_377_g1 *p) {
    memcpy(r, p, sizeof *r);
}
static void g1_out(ecb_bls12_377_g1 *r, const g1_377_jac *p) {
    memcpy(r, p, sizeof *r);
}

/* ---- encodings ------------------------------------------------------------------------- */

static ecb_status decode_with(ecb_bls12_377_g1 *out, const uint8_t *in, const ecb_point_layout *l) {
    g1_377_jac p;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (in == NULL) {
        ecb_bls12_377_g1_identity(out);
        return ECB_ERR_NULL_POINTER;
    }
    ecb_status st = g1_377_decode_with(&p, in, l);
    g1_out(out, &p);
    return st;
}

static void encode_with(uint8_t *out, const ecb_bls12_377_g1 *p, const ecb_point_layout *l) {
    g1_377_jac a;
    g1_in(&a, p);
    g1_377_encode_with(out, &a, l);
}

ecb_status ecb_bls12_377_g1_decode(ecb_bls12_377_g1 *out, const uint8_t in[48]) {
    return decode_with(out, in, &ecb_layout_zcash_compressed);
}

void ecb_bls12_377_g1_encode(uint8_t out[48], const ecb_bls12_377_g1 *p) {
    encode_with(out, p, &ecb_layout_zcash_compressed);
}

ecb_status ecb_bls12_377_g1_decode_uncompressed(ecb_bls12_377_g1 *out, const uint8_t in[96]) {
    return decode_with(out, in, &ecb_layout_zcash_uncompressed);
}

void ecb_bls12_377_g1_encode_uncompressed(uint8_t out[96], const ecb_bls12_377_g1 *p) {
    encode_with(out, p, &ecb_layout_zcash_uncompressed);
}

ecb_status ecb_bls12_377_g1_decode_ark(ecb_bls12_377_g1 *out, const uint8_t in[48]) {
    return decode_with(out, in, &ecb_layout_ark_compressed);
}

void ecb_bls12_377_g1_encode_ark(uint8_t out[48], const ecb_bls12_377_g1 *p) {
    encode_with(out, p, &ecb_layout_ark_compressed);
}

ecb_status ecb_bls12_377_g1_decode_ark_uncompressed(ecb_bls12_377_g1 *out, const uint8_t in[96]) {
    return decode_with(out, in, &ecb_layout_ark_uncompressed);
}

void ecb_bls12_377_g1_encode_ark_uncompressed(uint8_t out[96], const ecb_bls12_377_g1 *p) {
    encode_with(out, p, &ecb_layout_ark_uncompressed);
}

ecb_status ecb_bls12_377_g1_decode_snarkvm_uncompressed(ecb_bls12_377_g1 *out,
                                                        const uint8_t in[96]) {
    return decode_with(out, in, &ecb_layout_snarkvm_uncompressed);
}

void ecb_bls12_377_g1_encode_snarkvm_uncompressed(uint8_t out[96], const ecb_bls12_377_g1 *p) {
    encode_with(out, p, &ecb_layout_snarkvm_uncompressed);
}

/* ---- group operations ------------------------------------------------------------------- */

void ecb_bls12_377_g1_identity(ecb_bls12_377_g1 *out) {
    g1_377_jac p;
    g1_377_jac_identity(&p);
    g1_out(out, &p);
}

int ecb_bls12_377_g1_is_identity(const ecb_bls12_377_g1 *p) {
    g1_377_jac a;
    g1_in(&a, p);
    return g1_377_jac_is_identity(&a);
}

int ecb_bls12_377_g1_equal(const ecb_bls12_377_g1 *a, const ecb_bls12_377_g1 *b) {
    g1_377_jac x, y;
    g1_in(&x, a);
    g1_in(&y, b);
    return g1_377_jac_equal(&x, &y);
}

void ecb_bls12_377_g1_add(ecb_bls12_377_g1 *out, const ecb_bls12_377_g1 *a,
                          const ecb_bls12_377_g1 *b) {
    g1_377_jac x, y;
    g1_in(&x, a);
    g1_in(&y, b);
    g1_377_jac_add(&x, &x, &y);
    g1_out(out, &x);
}

void ecb_bls12_377_g1_double(ecb_bls12_377_g1 *out, const ecb_bls12_377_g1 *a) {
    g1_377_jac x;
    g1_in(&x, a);
    g1_377_jac_dbl(&x, &x);
    g1_out(out, &x);
}

void ecb_bls12_377_g1_negate(ecb_bls12_377_g1 *out, const ecb_bls12_377_g1 *a) {
    g1_377_jac x;
    g1_in(&x, a);
    g1_377_jac_neg(&x, &x);
    g1_out(out, &x);
}

void ecb_bls12_377_g1_mul(ecb_bls12_377_g1 *out, const ecb_bls12_377_scalar *k,
                          const ecb_bls12_377_g1 *p) {
    g1_377_jac x;
    g1_in(&x, p);
    g1_377_mul_glv(&x, &x, k->v);
    g1_out(out, &x);
    sodium_memzero(&x, sizeof x);
}

void ecb_bls12_377_g1_mul_var(ecb_bls12_377_g1 *out, const ecb_bls12_377_scalar *k,
                              const ecb_bls12_377_g1 *p) {
    g1_377_jac x;
    g1_in(&x, p);
    g1_377_mul_glv_var(&x, &x, k->v);
    g1_out(out, &x);
}

int ecb_bls12_377_g1_is_in_subgroup_var(const ecb_bls12_377_g1 *p) {
    g1_377_jac x;
    g1_in(&x, p);
    return g1_377_is_in_subgroup_var(&x);
}

/* ---- scalars ------------------------------------------------------------------------------ */

ecb_status ecb_bls12_377_scalar_decode(ecb_bls12_377_scalar *out, const uint8_t in[32]) {
    fr377 a;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (in == NULL) {
        memset(out, 0, sizeof *out);
        return ECB_ERR_NULL_POINTER;
    }
    ecb_status st = fr377_decode(&a, in);
    fr377_from_mont(out->v, &a);
    sodium_memzero(&a, sizeof a);
    return st;
}

void ecb_bls12_377_scalar_encode(uint8_t out[32], const ecb_bls12_377_scalar *s) {
    fr377 a;
    fr377_to_mont(&a, s->v);
    fr377_encode(out, &a);
    sodium_memzero(&a, sizeof a);
}

void ecb_bls12_377_scalar_from_u64(ecb_bls12_377_scalar *out, uint64_t v) {
    memset(out->v, 0, sizeof out->v);
    out->v[0] = v;
}
