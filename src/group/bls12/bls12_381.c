/* The public BLS12-381 API (include/ecbatch/bls12_381.h): thin wrappers that copy between the
 * public opaque types and the internal group and field types (same layout, checked below). */
#include "ecbatch/bls12_381.h"

#include <sodium.h>
#include <string.h>

#include "field/bls12/fr381.h"
#include "group/bls12/bls12_381_codec.h"

_Static_assert(sizeof(ecb_bls12_381_g1) == sizeof(g1_381_jac), "G1 layout");
_Static_assert(sizeof(ecb_bls12_381_g2) == sizeof(g2_381_jac), "G2 layout");
_Static_assert(sizeof(ecb_bls12_381_scalar) == sizeof(fr381), "scalar layout");

static void g1_in(g1_381_jac *r, const ecb_bls12_381_g1 *p) {
    memcpy(r, p, sizeof *r);
}
static void g1_out(ecb_bls12_381_g1 *r, const g1_381_jac *p) {
    memcpy(r, p, sizeof *r);
}
static void g2_in(g2_381_jac *r, const ecb_bls12_381_g2 *p) {
    memcpy(r, p, sizeof *r);
}
static void g2_out(ecb_bls12_381_g2 *r, const g2_381_jac *p) {
    memcpy(r, p, sizeof *r);
}
static void sc_in(fr381 *r, const ecb_bls12_381_scalar *s) {
    fr381_to_mont(r, s->v);
}
static void sc_out(ecb_bls12_381_scalar *r, const fr381 *s) {
    fr381_from_mont(r->v, s);
}

/* ---- G1 ---------------------------------------------------------------------------------- */

ecb_status ecb_bls12_381_g1_decode(ecb_bls12_381_g1 *out, const uint8_t in[48]) {
    g1_381_jac p;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (in == NULL) {
        ecb_bls12_381_g1_identity(out);
        return ECB_ERR_NULL_POINTER;
    }
    ecb_status st = g1_381_decode(&p, in);
    g1_out(out, &p);
    return st;
}

ecb_status ecb_bls12_381_g1_decode_uncompressed(ecb_bls12_381_g1 *out, const uint8_t in[96]) {
    g1_381_jac p;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (in == NULL) {
        ecb_bls12_381_g1_identity(out);
        return ECB_ERR_NULL_POINTER;
    }
    ecb_status st = g1_381_decode_uncompressed(&p, in);
    g1_out(out, &p);
    return st;
}

void ecb_bls12_381_g1_encode(uint8_t out[48], const ecb_bls12_381_g1 *p) {
    g1_381_jac a;
    g1_in(&a, p);
    g1_381_encode(out, &a);
}

void ecb_bls12_381_g1_encode_uncompressed(uint8_t out[96], const ecb_bls12_381_g1 *p) {
    g1_381_jac a;
    g1_in(&a, p);
    g1_381_encode_uncompressed(out, &a);
}

void ecb_bls12_381_g1_identity(ecb_bls12_381_g1 *out) {
    g1_381_jac p;
    g1_381_jac_identity(&p);
    g1_out(out, &p);
}

void ecb_bls12_381_g1_generator(ecb_bls12_381_g1 *out) {
    g1_381_jac p;
    g1_381_generator(&p);
    g1_out(out, &p);
}

int ecb_bls12_381_g1_is_identity(const ecb_bls12_381_g1 *p) {
    g1_381_jac a;
    g1_in(&a, p);
    return g1_381_jac_is_identity(&a);
}

int ecb_bls12_381_g1_equal(const ecb_bls12_381_g1 *a, const ecb_bls12_381_g1 *b) {
    g1_381_jac x, y;
    g1_in(&x, a);
    g1_in(&y, b);
    return g1_381_jac_equal(&x, &y);
}

void ecb_bls12_381_g1_add(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1 *a,
                          const ecb_bls12_381_g1 *b) {
    g1_381_jac x, y;
    g1_in(&x, a);
    g1_in(&y, b);
    g1_381_jac_add(&x, &x, &y);
    g1_out(out, &x);
}

void ecb_bls12_381_g1_double(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1 *a) {
    g1_381_jac x;
    g1_in(&x, a);
    g1_381_jac_dbl(&x, &x);
    g1_out(out, &x);
}

void ecb_bls12_381_g1_negate(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1 *a) {
    g1_381_jac x;
    g1_in(&x, a);
    g1_381_jac_neg(&x, &x);
    g1_out(out, &x);
}

void ecb_bls12_381_g1_mul(ecb_bls12_381_g1 *out, const ecb_bls12_381_scalar *k,
                          const ecb_bls12_381_g1 *p) {
    g1_381_jac x;
    g1_in(&x, p);
    g1_381_mul_glv(&x, &x, k->v);
    g1_out(out, &x);
    sodium_memzero(&x, sizeof x);
}

void ecb_bls12_381_g1_mul_var(ecb_bls12_381_g1 *out, const ecb_bls12_381_scalar *k,
                              const ecb_bls12_381_g1 *p) {
    g1_381_jac x;
    g1_in(&x, p);
    g1_381_mul_glv_var(&x, &x, k->v);
    g1_out(out, &x);
}

int ecb_bls12_381_g1_is_in_subgroup_var(const ecb_bls12_381_g1 *p) {
    g1_381_jac x;
    g1_in(&x, p);
    return g1_381_is_in_subgroup_var(&x);
}

/* ---- G2 ---------------------------------------------------------------------------------- */

ecb_status ecb_bls12_381_g2_decode(ecb_bls12_381_g2 *out, const uint8_t in[96]) {
    g2_381_jac p;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (in == NULL) {
        ecb_bls12_381_g2_identity(out);
        return ECB_ERR_NULL_POINTER;
    }
    ecb_status st = g2_381_decode(&p, in);
    g2_out(out, &p);
    return st;
}

ecb_status ecb_bls12_381_g2_decode_uncompressed(ecb_bls12_381_g2 *out, const uint8_t in[192]) {
    g2_381_jac p;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (in == NULL) {
        ecb_bls12_381_g2_identity(out);
        return ECB_ERR_NULL_POINTER;
    }
    ecb_status st = g2_381_decode_uncompressed(&p, in);
    g2_out(out, &p);
    return st;
}

void ecb_bls12_381_g2_encode(uint8_t out[96], const ecb_bls12_381_g2 *p) {
    g2_381_jac a;
    g2_in(&a, p);
    g2_381_encode(out, &a);
}

void ecb_bls12_381_g2_encode_uncompressed(uint8_t out[192], const ecb_bls12_381_g2 *p) {
    g2_381_jac a;
    g2_in(&a, p);
    g2_381_encode_uncompressed(out, &a);
}

void ecb_bls12_381_g2_identity(ecb_bls12_381_g2 *out) {
    g2_381_jac p;
    g2_381_jac_identity(&p);
    g2_out(out, &p);
}

void ecb_bls12_381_g2_generator(ecb_bls12_381_g2 *out) {
    g2_381_jac p;
    g2_381_generator(&p);
    g2_out(out, &p);
}

int ecb_bls12_381_g2_is_identity(const ecb_bls12_381_g2 *p) {
    g2_381_jac a;
    g2_in(&a, p);
    return g2_381_jac_is_identity(&a);
}

int ecb_bls12_381_g2_equal(const ecb_bls12_381_g2 *a, const ecb_bls12_381_g2 *b) {
    g2_381_jac x, y;
    g2_in(&x, a);
    g2_in(&y, b);
    return g2_381_jac_equal(&x, &y);
}

void ecb_bls12_381_g2_add(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2 *a,
                          const ecb_bls12_381_g2 *b) {
    g2_381_jac x, y;
    g2_in(&x, a);
    g2_in(&y, b);
    g2_381_jac_add(&x, &x, &y);
    g2_out(out, &x);
}

void ecb_bls12_381_g2_double(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2 *a) {
    g2_381_jac x;
    g2_in(&x, a);
    g2_381_jac_dbl(&x, &x);
    g2_out(out, &x);
}

void ecb_bls12_381_g2_negate(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2 *a) {
    g2_381_jac x;
    g2_in(&x, a);
    g2_381_jac_neg(&x, &x);
    g2_out(out, &x);
}

void ecb_bls12_381_g2_mul(ecb_bls12_381_g2 *out, const ecb_bls12_381_scalar *k,
                          const ecb_bls12_381_g2 *p) {
    g2_381_jac x;
    g2_in(&x, p);
    g2_381_mul_gls(&x, &x, k->v);
    g2_out(out, &x);
    sodium_memzero(&x, sizeof x);
}

void ecb_bls12_381_g2_mul_var(ecb_bls12_381_g2 *out, const ecb_bls12_381_scalar *k,
                              const ecb_bls12_381_g2 *p) {
    g2_381_jac x;
    g2_in(&x, p);
    g2_381_mul_gls_var(&x, &x, k->v);
    g2_out(out, &x);
}

int ecb_bls12_381_g2_is_in_subgroup_var(const ecb_bls12_381_g2 *p) {
    g2_381_jac x;
    g2_in(&x, p);
    return g2_381_is_in_subgroup_var(&x);
}

/* ---- scalars ------------------------------------------------------------------------------ */

ecb_status ecb_bls12_381_scalar_decode(ecb_bls12_381_scalar *out, const uint8_t in[32]) {
    fr381 a;
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (in == NULL) {
        memset(out, 0, sizeof *out);
        return ECB_ERR_NULL_POINTER;
    }
    ecb_status st = fr381_decode(&a, in);
    sc_out(out, &a);
    return st;
}

void ecb_bls12_381_scalar_encode(uint8_t out[32], const ecb_bls12_381_scalar *s) {
    fr381 a;
    sc_in(&a, s);
    fr381_encode(out, &a);
}

void ecb_bls12_381_scalar_reduce64(ecb_bls12_381_scalar *out, const uint8_t in[64]) {
    fr381 a;
    fr381_reduce_wide(&a, in);
    sc_out(out, &a);
}

void ecb_bls12_381_scalar_from_u64(ecb_bls12_381_scalar *out, uint64_t v) {
    memset(out->v, 0, sizeof out->v);
    out->v[0] = v;
}

void ecb_bls12_381_scalar_add(ecb_bls12_381_scalar *out, const ecb_bls12_381_scalar *a,
                              const ecb_bls12_381_scalar *b) {
    fr381 x, y;
    sc_in(&x, a);
    sc_in(&y, b);
    fr381_add(&x, &x, &y);
    sc_out(out, &x);
}

void ecb_bls12_381_scalar_sub(ecb_bls12_381_scalar *out, const ecb_bls12_381_scalar *a,
                              const ecb_bls12_381_scalar *b) {
    fr381 x, y;
    sc_in(&x, a);
    sc_in(&y, b);
    fr381_sub(&x, &x, &y);
    sc_out(out, &x);
}

void ecb_bls12_381_scalar_neg(ecb_bls12_381_scalar *out, const ecb_bls12_381_scalar *a) {
    fr381 x;
    sc_in(&x, a);
    fr381_neg(&x, &x);
    sc_out(out, &x);
}

void ecb_bls12_381_scalar_mul(ecb_bls12_381_scalar *out, const ecb_bls12_381_scalar *a,
                              const ecb_bls12_381_scalar *b) {
    fr381 x, y;
    sc_in(&x, a);
    sc_in(&y, b);
    fr381_mul(&x, &x, &y);
    sc_out(out, &x);
}

/* A status chosen without a branch or a conditional move: `error` when flag = 1, else ECB_OK,
 * so that an inversion of a secret reveals whether it was zero only through the status. */
static ecb_status status_if(int flag, ecb_status error) {
    return (ecb_status)((int)error & -flag);
}

ecb_status ecb_bls12_381_scalar_invert(ecb_bls12_381_scalar *out, const ecb_bls12_381_scalar *a) {
    fr381 x;
    if (out == NULL || a == NULL) return ECB_ERR_NULL_POINTER;
    sc_in(&x, a);
    int zero = fr381_is_zero(&x);
    fr381_inv(&x, &x);
    sc_out(out, &x);
    sodium_memzero(&x, sizeof x);
    return status_if(zero, ECB_ERR_ZERO);
}

/* Montgomery's trick on the Montgomery forms; scratch[i] holds the prefix product before
 * element i (stored in the scalar type's limbs). */
ecb_status ecb_bls12_381_scalar_batch_invert(ecb_bls12_381_scalar *out,
                                             const ecb_bls12_381_scalar *in, size_t n,
                                             ecb_bls12_381_scalar *scratch) {
    fr381 acc, one, x, t, zero;
    int any_zero = 0;
    if (n == 0) return ECB_OK;
    if (out == NULL || in == NULL || scratch == NULL) return ECB_ERR_NULL_POINTER;
    if (n > PTRDIFF_MAX / sizeof *in) return ECB_ERR_SIZE_OVERFLOW;
    fr381_one(&one);
    fr381_zero(&zero);
    acc = one;
    for (size_t i = 0; i < n; i++) {
        memcpy(scratch[i].v, acc.v, sizeof acc.v);
        sc_in(&x, &in[i]);
        int z = fr381_is_zero(&x);
        any_zero |= z;
        fr381_cmov(&x, &one, z);
        fr381_mul(&acc, &acc, &x);
    }
    fr381_inv(&acc, &acc);
    for (size_t i = n; i-- > 0;) {
        sc_in(&x, &in[i]);
        int z = fr381_is_zero(&x);
        fr381_cmov(&x, &one, z);
        memcpy(t.v, scratch[i].v, sizeof t.v);
        fr381_mul(&t, &acc, &t);
        fr381_mul(&acc, &acc, &x);
        fr381_cmov(&t, &zero, z);
        sc_out(&out[i], &t);
    }
    sodium_memzero(&acc, sizeof acc);
    sodium_memzero(&x, sizeof x);
    sodium_memzero(&t, sizeof t);
    return status_if(any_zero, ECB_ERR_ZERO);
}

int ecb_bls12_381_scalar_is_zero(const ecb_bls12_381_scalar *a) {
    uint64_t x = a->v[0] | a->v[1] | a->v[2] | a->v[3];
    return (int)(1 ^ ((x | (0 - x)) >> 63));
}

int ecb_bls12_381_scalar_equal(const ecb_bls12_381_scalar *a, const ecb_bls12_381_scalar *b) {
    uint64_t x = 0;
    for (int i = 0; i < 4; i++)
        x |= a->v[i] ^ b->v[i];
    return (int)(1 ^ ((x | (0 - x)) >> 63));
}
