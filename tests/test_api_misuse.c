/* Misuse of the public API: every function of status.h, ristretto255.h, bls12_381.h and
 * bls12_377.h that
 * returns an ecb_status (and msm.h's fixed-base calls) must answer NULL pointers, zero counts,
 * counts whose byte size overflows, mismatched lengths and unaligned byte arrays with a status,
 * never a crash, and leave its documented output (the identity, zero) behind. Decoders and hashes
 * given input at an odd address must return exactly what they return for the same bytes aligned. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ecbatch.h"
#include "testlib.h"

/* A buffer whose copy at offset 1 is misaligned for every type wider than a byte. */
typedef struct {
    _Alignas(64) uint8_t b[256];
} aligned_buf;

static const uint8_t *at_offset_1(aligned_buf *buf, const uint8_t *bytes, size_t len) {
    memset(buf->b, 0xa5, sizeof buf->b);
    memcpy(buf->b + 1, bytes, len);
    return buf->b + 1;
}

static void test_status(void) {
    CHECK(strcmp(ecb_status_str(ECB_OK), "ok") == 0);
    CHECK(strcmp(ecb_status_str(ECB_ERR_NULL_POINTER), "null_pointer") == 0);
    CHECK(strcmp(ecb_status_str(ECB_ERR_SIZE_OVERFLOW), "size_overflow") == 0);
    CHECK(strcmp(ecb_status_str(ECB_ERR_FORMAT_VERSION), "format_version") == 0);
    CHECK(strcmp(ecb_status_str(ECB_ERR_WRONG_GROUP), "wrong_group") == 0);
    CHECK(strcmp(ecb_status_str(ECB_ERR_CHECKSUM), "checksum") == 0);
    /* codes outside the enumeration: a fixed name, never NULL */
    CHECK(strcmp(ecb_status_str((ecb_status)1), "unknown_status") == 0);
    CHECK(strcmp(ecb_status_str((ecb_status)-1000), "unknown_status") == 0);
    CHECK(strcmp(ecb_status_str((ecb_status)INT32_MIN), "unknown_status") == 0);
}

/* ---- ristretto255 -------------------------------------------------------------------------- */

static void test_ristretto255_decode(void) {
    ecb_ristretto255_point b, p, q;
    uint8_t enc[32], bad[32];
    aligned_buf buf;
    ecb_ristretto255_base(&b);
    ecb_ristretto255_encode(enc, &b);

    CHECK(ecb_ristretto255_decode(NULL, enc) == ECB_ERR_NULL_POINTER);
    p = b;
    CHECK(ecb_ristretto255_decode(&p, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_ristretto255_is_identity(&p));
    CHECK(ecb_ristretto255_decode(NULL, NULL) == ECB_ERR_NULL_POINTER);

    /* unaligned: the same answers as aligned, valid and invalid */
    CHECK(ecb_ristretto255_decode(&q, at_offset_1(&buf, enc, 32)) == ECB_OK);
    CHECK(ecb_ristretto255_equal(&q, &b));
    memcpy(bad, enc, 32);
    bad[0] ^= 1; /* s odd: negative */
    CHECK(ecb_ristretto255_decode(&q, at_offset_1(&buf, bad, 32)) == ECB_ERR_NEGATIVE);
    CHECK(ecb_ristretto255_is_identity(&q));
    bad[0] ^= 1;
    bad[31] |= 0x80; /* bit 255: non-canonical */
    CHECK(ecb_ristretto255_decode(&q, at_offset_1(&buf, bad, 32)) == ECB_ERR_NON_CANONICAL);
}

static void test_ristretto255_scalars(void) {
    ecb_ristretto255_scalar s, t, one, zero, in[3], out[3], scratch[3];
    uint8_t enc[32], big[32];
    aligned_buf buf;
    ecb_ristretto255_scalar_from_u64(&one, 1);
    ecb_ristretto255_scalar_from_u64(&zero, 0);
    ecb_ristretto255_scalar_from_u64(&s, 0x0123456789abcdefull);
    ecb_ristretto255_scalar_encode(enc, &s);

    /* decode */
    CHECK(ecb_ristretto255_scalar_decode(NULL, enc) == ECB_ERR_NULL_POINTER);
    t = s;
    CHECK(ecb_ristretto255_scalar_decode(&t, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_ristretto255_scalar_is_zero(&t));
    CHECK(ecb_ristretto255_scalar_decode(&t, at_offset_1(&buf, enc, 32)) == ECB_OK);
    CHECK(ecb_ristretto255_scalar_equal(&t, &s));
    memset(big, 0xff, 32);
    CHECK(ecb_ristretto255_scalar_decode(&t, at_offset_1(&buf, big, 32)) ==
          ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK(ecb_ristretto255_scalar_is_zero(&t));

    /* invert */
    CHECK(ecb_ristretto255_scalar_invert(NULL, &s) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_ristretto255_scalar_invert(&t, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_ristretto255_scalar_invert(&t, &zero) == ECB_ERR_ZERO);
    CHECK(ecb_ristretto255_scalar_is_zero(&t));
    CHECK(ecb_ristretto255_scalar_invert(&t, &s) == ECB_OK);
    ecb_ristretto255_scalar_mul(&t, &t, &s);
    CHECK(ecb_ristretto255_scalar_equal(&t, &one));

    /* batch invert: zero count, NULL arrays, overflowing counts, then a real answer */
    CHECK(ecb_ristretto255_scalar_batch_invert(NULL, NULL, 0, NULL) == ECB_OK);
    in[0] = s;
    in[1] = one;
    ecb_ristretto255_scalar_from_u64(&in[2], 7);
    CHECK(ecb_ristretto255_scalar_batch_invert(NULL, in, 3, scratch) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_ristretto255_scalar_batch_invert(out, NULL, 3, scratch) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_ristretto255_scalar_batch_invert(out, in, 3, NULL) == ECB_ERR_NULL_POINTER);
    memset(out, 0x5a, sizeof out);
    CHECK(ecb_ristretto255_scalar_batch_invert(out, in, SIZE_MAX / 2, scratch) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_ristretto255_scalar_batch_invert(out, in, SIZE_MAX, scratch) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_ristretto255_scalar_batch_invert(out, in, PTRDIFF_MAX / sizeof in[0] + 1, scratch) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(out[0].v[0] == 0x5a5a5a5a5a5a5a5aull); /* rejected before touching anything */
    CHECK(ecb_ristretto255_scalar_batch_invert(out, in, 3, scratch) == ECB_OK);
    for (int i = 0; i < 3; i++) {
        ecb_ristretto255_scalar_mul(&t, &out[i], &in[i]);
        CHECK(ecb_ristretto255_scalar_equal(&t, &one));
    }
}

/* ---- BLS12-381 ------------------------------------------------------------------------------ */

static void test_bls12_381_g1_decode(void) {
    ecb_bls12_381_g1 g, p;
    uint8_t c[48], u[96];
    aligned_buf buf;
    ecb_bls12_381_g1_generator(&g);
    ecb_bls12_381_g1_encode(c, &g);
    ecb_bls12_381_g1_encode_uncompressed(u, &g);

    CHECK(ecb_bls12_381_g1_decode(NULL, c) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g1_decode_uncompressed(NULL, u) == ECB_ERR_NULL_POINTER);
    p = g;
    CHECK(ecb_bls12_381_g1_decode(&p, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g1_is_identity(&p));
    p = g;
    CHECK(ecb_bls12_381_g1_decode_uncompressed(&p, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g1_is_identity(&p));

    CHECK(ecb_bls12_381_g1_decode(&p, at_offset_1(&buf, c, 48)) == ECB_OK);
    CHECK(ecb_bls12_381_g1_equal(&p, &g));
    CHECK(ecb_bls12_381_g1_decode_uncompressed(&p, at_offset_1(&buf, u, 96)) == ECB_OK);
    CHECK(ecb_bls12_381_g1_equal(&p, &g));
    c[0] &= 0x7f; /* compression bit missing */
    CHECK(ecb_bls12_381_g1_decode(&p, at_offset_1(&buf, c, 48)) == ECB_ERR_BAD_FLAGS);
    CHECK(ecb_bls12_381_g1_is_identity(&p));
    u[95] ^= 1; /* y + 1: off the curve */
    CHECK(ecb_bls12_381_g1_decode_uncompressed(&p, at_offset_1(&buf, u, 96)) ==
          ECB_ERR_NOT_ON_CURVE);
    CHECK(ecb_bls12_381_g1_is_identity(&p));
}

static void test_bls12_381_g2_decode(void) {
    ecb_bls12_381_g2 g, p;
    uint8_t c[96], u[192];
    aligned_buf buf;
    ecb_bls12_381_g2_generator(&g);
    ecb_bls12_381_g2_encode(c, &g);
    ecb_bls12_381_g2_encode_uncompressed(u, &g);

    CHECK(ecb_bls12_381_g2_decode(NULL, c) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g2_decode_uncompressed(NULL, u) == ECB_ERR_NULL_POINTER);
    p = g;
    CHECK(ecb_bls12_381_g2_decode(&p, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g2_is_identity(&p));
    p = g;
    CHECK(ecb_bls12_381_g2_decode_uncompressed(&p, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g2_is_identity(&p));

    CHECK(ecb_bls12_381_g2_decode(&p, at_offset_1(&buf, c, 96)) == ECB_OK);
    CHECK(ecb_bls12_381_g2_equal(&p, &g));
    CHECK(ecb_bls12_381_g2_decode_uncompressed(&p, at_offset_1(&buf, u, 192)) == ECB_OK);
    CHECK(ecb_bls12_381_g2_equal(&p, &g));
    c[0] |= 0x40; /* infinity flag with a payload */
    CHECK(ecb_bls12_381_g2_decode(&p, at_offset_1(&buf, c, 96)) != ECB_OK);
    CHECK(ecb_bls12_381_g2_is_identity(&p));
    u[191] ^= 1;
    CHECK(ecb_bls12_381_g2_decode_uncompressed(&p, at_offset_1(&buf, u, 192)) ==
          ECB_ERR_NOT_ON_CURVE);
    CHECK(ecb_bls12_381_g2_is_identity(&p));
}

/* The four hash-to-curve entry points through one shape. */
typedef union {
    ecb_bls12_381_g1 g1;
    ecb_bls12_381_g2 g2;
} any_point;
typedef ecb_status (*h2c_fn)(any_point *out, const uint8_t *msg, size_t msg_len, const uint8_t *dst,
                             size_t dst_len);

static ecb_status g1_ro(any_point *o, const uint8_t *m, size_t ml, const uint8_t *d, size_t dl) {
    return ecb_bls12_381_g1_hash_to_curve(o ? &o->g1 : NULL, m, ml, d, dl);
}
static ecb_status g1_nu(any_point *o, const uint8_t *m, size_t ml, const uint8_t *d, size_t dl) {
    return ecb_bls12_381_g1_encode_to_curve(o ? &o->g1 : NULL, m, ml, d, dl);
}
static ecb_status g2_ro(any_point *o, const uint8_t *m, size_t ml, const uint8_t *d, size_t dl) {
    return ecb_bls12_381_g2_hash_to_curve(o ? &o->g2 : NULL, m, ml, d, dl);
}
static ecb_status g2_nu(any_point *o, const uint8_t *m, size_t ml, const uint8_t *d, size_t dl) {
    return ecb_bls12_381_g2_encode_to_curve(o ? &o->g2 : NULL, m, ml, d, dl);
}

struct h2c_case {
    const char *name;
    h2c_fn fn;
    int g2;
};

/* The compressed encoding (48 bytes for G1, 96 for G2). */
static void encode_any(uint8_t out[96], const any_point *p, int g2) {
    if (g2)
        ecb_bls12_381_g2_encode(out, &p->g2);
    else
        ecb_bls12_381_g1_encode(out, &p->g1);
}

static int is_identity_any(const any_point *p, int g2) {
    return g2 ? ecb_bls12_381_g2_is_identity(&p->g2) : ecb_bls12_381_g1_is_identity(&p->g1);
}

static void set_generator_any(any_point *p, int g2) {
    if (g2)
        ecb_bls12_381_g2_generator(&p->g2);
    else
        ecb_bls12_381_g1_generator(&p->g1);
}

static void test_bls12_381_hash(const struct h2c_case *hc) {
    static const uint8_t dst[] = "QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_";
    static const uint8_t msg[] = "abcdef0123456789";
    const size_t dl = sizeof dst - 1, ml = sizeof msg - 1;
    any_point p;
    uint8_t want[96], got[96], empty[96];
    aligned_buf mbuf, dbuf;
    const size_t enc_len = hc->g2 ? 96 : 48;

    CHECK(hc->fn(&p, msg, ml, dst, dl) == ECB_OK);
    encode_any(want, &p, hc->g2);
    CHECK(!is_identity_any(&p, hc->g2));

    /* NULL pointers: out, dst, msg with a non-zero length (a length that does not match) */
    CHECK(hc->fn(NULL, msg, ml, dst, dl) == ECB_ERR_NULL_POINTER);
    set_generator_any(&p, hc->g2);
    CHECK(hc->fn(&p, msg, ml, NULL, dl) == ECB_ERR_NULL_POINTER);
    CHECK(is_identity_any(&p, hc->g2));
    set_generator_any(&p, hc->g2);
    CHECK(hc->fn(&p, NULL, ml, dst, dl) == ECB_ERR_NULL_POINTER);
    CHECK(is_identity_any(&p, hc->g2));
    /* zero lengths: an empty message may be NULL; an empty DST is invalid */
    CHECK(hc->fn(&p, NULL, 0, dst, dl) == ECB_OK);
    encode_any(empty, &p, hc->g2);
    CHECK(hc->fn(&p, msg, 0, dst, dl) == ECB_OK);
    encode_any(got, &p, hc->g2);
    CHECK_MEM(got, empty, enc_len);
    CHECK(hc->fn(&p, msg, ml, dst, 0) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(is_identity_any(&p, hc->g2));
    /* lengths no object can have */
    set_generator_any(&p, hc->g2);
    CHECK(hc->fn(&p, msg, SIZE_MAX, dst, dl) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(is_identity_any(&p, hc->g2));
    CHECK(hc->fn(&p, msg, (size_t)PTRDIFF_MAX + 1, dst, dl) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(hc->fn(&p, msg, ml, dst, SIZE_MAX) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(hc->fn(&p, msg, ml, dst, (size_t)PTRDIFF_MAX + 1) == ECB_ERR_SIZE_OVERFLOW);
    /* unaligned message and tag: the same point */
    CHECK(hc->fn(&p, at_offset_1(&mbuf, msg, ml), ml, at_offset_1(&dbuf, dst, dl), dl) == ECB_OK);
    encode_any(got, &p, hc->g2);
    CHECK_MEM(got, want, enc_len);
    if (tl_failed) fprintf(stderr, "  (after %s)\n", hc->name);
}

static void test_bls12_381_scalars(void) {
    ecb_bls12_381_scalar s, t, one, zero, in[3], out[3], scratch[3];
    uint8_t enc[32], big[32];
    aligned_buf buf;
    ecb_bls12_381_scalar_from_u64(&one, 1);
    ecb_bls12_381_scalar_from_u64(&zero, 0);
    ecb_bls12_381_scalar_from_u64(&s, 0xfedcba9876543210ull);
    ecb_bls12_381_scalar_encode(enc, &s);

    CHECK(ecb_bls12_381_scalar_decode(NULL, enc) == ECB_ERR_NULL_POINTER);
    t = s;
    CHECK(ecb_bls12_381_scalar_decode(&t, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_scalar_is_zero(&t));
    CHECK(ecb_bls12_381_scalar_decode(&t, at_offset_1(&buf, enc, 32)) == ECB_OK);
    CHECK(ecb_bls12_381_scalar_equal(&t, &s));
    memset(big, 0xff, 32);
    CHECK(ecb_bls12_381_scalar_decode(&t, at_offset_1(&buf, big, 32)) ==
          ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK(ecb_bls12_381_scalar_is_zero(&t));

    CHECK(ecb_bls12_381_scalar_invert(NULL, &s) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_scalar_invert(&t, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_scalar_invert(&t, &zero) == ECB_ERR_ZERO);
    CHECK(ecb_bls12_381_scalar_is_zero(&t));
    CHECK(ecb_bls12_381_scalar_invert(&t, &s) == ECB_OK);
    ecb_bls12_381_scalar_mul(&t, &t, &s);
    CHECK(ecb_bls12_381_scalar_equal(&t, &one));

    CHECK(ecb_bls12_381_scalar_batch_invert(NULL, NULL, 0, NULL) == ECB_OK);
    in[0] = s;
    in[1] = one;
    ecb_bls12_381_scalar_from_u64(&in[2], 7);
    CHECK(ecb_bls12_381_scalar_batch_invert(NULL, in, 3, scratch) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_scalar_batch_invert(out, NULL, 3, scratch) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_scalar_batch_invert(out, in, 3, NULL) == ECB_ERR_NULL_POINTER);
    memset(out, 0x5a, sizeof out);
    CHECK(ecb_bls12_381_scalar_batch_invert(out, in, SIZE_MAX / 2, scratch) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls12_381_scalar_batch_invert(out, in, SIZE_MAX, scratch) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls12_381_scalar_batch_invert(out, in, PTRDIFF_MAX / sizeof in[0] + 1, scratch) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(out[0].v[0] == 0x5a5a5a5a5a5a5a5aull);
    CHECK(ecb_bls12_381_scalar_batch_invert(out, in, 3, scratch) == ECB_OK);
    for (int i = 0; i < 3; i++) {
        ecb_bls12_381_scalar_mul(&t, &out[i], &in[i]);
        CHECK(ecb_bls12_381_scalar_equal(&t, &one));
    }
}

/* The five decoders of BLS12-377 and its scalar decoder: NULL arguments and odd addresses. */
static void test_bls12_377_decode(void) {
    typedef ecb_status (*decoder)(ecb_bls12_377_g1 *, const uint8_t *);
    typedef void (*encoder)(uint8_t *, const ecb_bls12_377_g1 *);
    static const struct {
        decoder dec;
        encoder enc;
    } codecs[5] = {
        {(decoder)ecb_bls12_377_g1_decode, (encoder)ecb_bls12_377_g1_encode},
        {(decoder)ecb_bls12_377_g1_decode_uncompressed,
         (encoder)ecb_bls12_377_g1_encode_uncompressed},
        {(decoder)ecb_bls12_377_g1_decode_ark, (encoder)ecb_bls12_377_g1_encode_ark},
        {(decoder)ecb_bls12_377_g1_decode_ark_uncompressed,
         (encoder)ecb_bls12_377_g1_encode_ark_uncompressed},
        {(decoder)ecb_bls12_377_g1_decode_snarkvm_uncompressed,
         (encoder)ecb_bls12_377_g1_encode_snarkvm_uncompressed},
    };
    ecb_bls12_377_g1 p;
    uint8_t enc[96];
    aligned_buf buf;
    for (int i = 0; i < 5; i++) {
        codecs[i].enc(enc, &ECB_BLS12_377_G1_GENERATOR);
        CHECK(codecs[i].dec(NULL, enc) == ECB_ERR_NULL_POINTER);
        p = ECB_BLS12_377_G1_GENERATOR;
        CHECK(codecs[i].dec(&p, NULL) == ECB_ERR_NULL_POINTER);
        CHECK(ecb_bls12_377_g1_is_identity(&p));
        CHECK(codecs[i].dec(&p, at_offset_1(&buf, enc, 96)) == ECB_OK);
        CHECK(ecb_bls12_377_g1_equal(&p, &ECB_BLS12_377_G1_GENERATOR));
    }
    ecb_bls12_377_scalar s;
    uint8_t sb[32];
    ecb_bls12_377_scalar_from_u64(&s, 77);
    ecb_bls12_377_scalar_encode(sb, &s);
    CHECK(ecb_bls12_377_scalar_decode(NULL, sb) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_377_scalar_decode(&s, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(s.v[0] == 0 && s.v[1] == 0 && s.v[2] == 0 && s.v[3] == 0);
    CHECK(ecb_bls12_377_scalar_decode(&s, at_offset_1(&buf, sb, 32)) == ECB_OK);
    CHECK(s.v[0] == 77);
}

/* ---- fixed-base MSM ------------------------------------------------------------------------ */

static void test_msm_fixed(void) {
    ecb_bls12_381_g1 g;
    ecb_bls12_381_g1_affine a[2];
    ecb_bls12_381_scalar s[2];
    ecb_bls12_381_g1_generator(&g);
    ecb_bls12_381_g1_to_affine(&a[0], &g);
    a[1] = a[0];
    ecb_bls12_381_scalar_from_u64(&s[0], 3);
    ecb_bls12_381_scalar_from_u64(&s[1], 4);
    ecb_msm_fixed *f = (ecb_msm_fixed *)&g;
    CHECK(ecb_msm_fixed_bls12_381_g1_new(NULL, a, 2, 4096) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_fixed_bls12_381_g1_new(&f, NULL, 2, 4096) == ECB_ERR_NULL_POINTER && f == NULL);
    f = (ecb_msm_fixed *)&g;
    CHECK(ecb_msm_fixed_bls12_381_g1_new(&f, a, SIZE_MAX / 8, 4096) == ECB_ERR_SIZE_OVERFLOW &&
          f == NULL);
    CHECK(ecb_msm_fixed_bls12_381_g1_new(&f, a, 2, 0) == ECB_ERR_INVALID_ARGUMENT && f == NULL);
    CHECK(ecb_msm_fixed_bls12_381_g1_new(&f, NULL, 0, 0) == ECB_OK && f != NULL);
    CHECK(ecb_msm_fixed_bls12_381_g1_var(&g, f, NULL, 0, NULL) == ECB_OK &&
          ecb_bls12_381_g1_is_identity(&g));
    ecb_msm_fixed_free(f);
    CHECK(ecb_msm_fixed_bls12_381_g1_new(&f, a, 2, 4096) == ECB_OK);
    CHECK(ecb_msm_fixed_bls12_381_g1_var(&g, f, s, 3, NULL) == ECB_ERR_LENGTH &&
          ecb_bls12_381_g1_is_identity(&g));
    CHECK(ecb_msm_fixed_bls12_381_g1_var(&g, f, NULL, 2, NULL) == ECB_ERR_NULL_POINTER &&
          ecb_bls12_381_g1_is_identity(&g));
    CHECK(ecb_msm_fixed_bls12_381_g1_var(NULL, f, s, 2, NULL) == ECB_ERR_NULL_POINTER);
    ecb_bls12_381_g2 g2;
    CHECK(ecb_msm_fixed_bls12_381_g2_var(&g2, f, s, 2, NULL) == ECB_ERR_WRONG_GROUP &&
          ecb_bls12_381_g2_is_identity(&g2));
    /* saved bytes at an odd address load the same */
    size_t len = ecb_msm_fixed_saved_size(f);
    uint8_t *bytes = malloc(len + 1);
    CHECK(bytes != NULL && ecb_msm_fixed_save(f, bytes + 1, len) == ECB_OK);
    ecb_msm_fixed *h = NULL;
    CHECK(ecb_msm_fixed_load(&h, ECB_GROUP_BLS12_381_G1, bytes + 1, len) == ECB_OK);
    ecb_bls12_381_g1 r1, r2;
    CHECK(ecb_msm_fixed_bls12_381_g1_var(&r1, f, s, 2, NULL) == ECB_OK);
    CHECK(ecb_msm_fixed_bls12_381_g1_var(&r2, h, s, 2, NULL) == ECB_OK);
    CHECK(ecb_bls12_381_g1_equal(&r1, &r2));
    ecb_msm_fixed_free(h);
    h = f;
    CHECK(ecb_msm_fixed_load(&h, ECB_GROUP_BLS12_381_G1, bytes + 1, 0) == ECB_ERR_LENGTH &&
          h == NULL);
    CHECK(ecb_msm_fixed_load(&h, ECB_GROUP_BLS12_381_G1, bytes + 1, SIZE_MAX) == ECB_ERR_LENGTH);
    free(bytes);
    ecb_msm_fixed_free(f);
}

int main(void) {
    static const struct h2c_case h2c[] = {
        {"g1_hash_to_curve", g1_ro, 0},
        {"g1_encode_to_curve", g1_nu, 0},
        {"g2_hash_to_curve", g2_ro, 1},
        {"g2_encode_to_curve", g2_nu, 1},
    };
    tl_init();
    test_status();
    test_ristretto255_decode();
    test_ristretto255_scalars();
    test_bls12_381_g1_decode();
    test_bls12_381_g2_decode();
    for (size_t i = 0; i < sizeof h2c / sizeof h2c[0]; i++)
        test_bls12_381_hash(&h2c[i]);
    test_bls12_381_scalars();
    test_bls12_377_decode();
    test_msm_fixed();
    return tl_finish("test_api_misuse");
}
