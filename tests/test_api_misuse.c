/* Misuse of the public API: every function of status.h, ristretto255.h, bls12_381.h and
 * bls12_377.h (and msm.h's many MSMs over one set of bases and fixed-base calls) that
 * returns an ecb_status (the affine and batch decoders, hash_to_field and the augmented
 * hash-to-curve included) must answer NULL pointers, zero counts, counts whose byte size
 * overflows, mismatched lengths and unaligned byte arrays with a status, never a crash, and
 * leave its documented output (the identity, zero) behind. Decoders and hashes given input at
 * an odd address must return exactly what they return for the same bytes aligned. */
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
    CHECK(strcmp(ecb_status_str(ECB_ERR_SETUP_COUNT), "setup_count") == 0);
    CHECK(strcmp(ecb_status_str(ECB_ERR_SETUP_MISMATCH), "setup_mismatch") == 0);
    CHECK(strcmp(ecb_status_str(ECB_ERR_INDEX_ORDER), "index_order") == 0);
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

static void test_ristretto255_decode_batch(void) {
    ecb_ristretto255_point b, out[4];
    ecb_status status[4] = {ECB_ERR_PARSE, ECB_ERR_PARSE, ECB_ERR_PARSE, ECB_ERR_PARSE};
    uint8_t enc[32 * 4];
    aligned_buf buf;
    ecb_ristretto255_base(&b);
    for (int i = 0; i < 4; i++)
        ecb_ristretto255_encode(enc + 32 * i, &b);
    enc[32 * 2] ^= 1;         /* element 2 negative */
    enc[32 * 3 + 31] |= 0x80; /* element 3 non-canonical */

    /* n = 0: nothing is read or written, NULL arrays included */
    CHECK(ecb_ristretto255_decode_batch_var(NULL, NULL, NULL, 0, 1) == ECB_OK);
    CHECK(ecb_ristretto255_decode_batch_var(NULL, status, enc, 4, 1) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_ristretto255_decode_batch_var(out, status, NULL, 4, 2) == ECB_ERR_NULL_POINTER);
    CHECK(status[0] == ECB_ERR_PARSE); /* untouched */
    /* n points overflow PTRDIFF_MAX bytes (the arrays are never touched) */
    CHECK(ecb_ristretto255_decode_batch_var(out, status, enc, SIZE_MAX, 1) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_ristretto255_decode_batch_var(out, status, enc,
                                            PTRDIFF_MAX / sizeof(ecb_ristretto255_point) + 1,
                                            1) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(status[0] == ECB_ERR_PARSE);
    /* the lowest failing index's status; every element's status; input at an odd address */
    CHECK(ecb_ristretto255_decode_batch_var(out, status, at_offset_1(&buf, enc, sizeof enc), 4,
                                            1) == ECB_ERR_NEGATIVE);
    CHECK(status[0] == ECB_OK && status[1] == ECB_OK && status[2] == ECB_ERR_NEGATIVE &&
          status[3] == ECB_ERR_NON_CANONICAL);
    CHECK(ecb_ristretto255_equal(&out[1], &b));
    CHECK(ecb_ristretto255_is_identity(&out[2]) && ecb_ristretto255_is_identity(&out[3]));
    /* the status array is optional; up to 256 threads are accepted, more refused (the other
     * batch decoders' bound) before anything is written */
    CHECK(ecb_ristretto255_decode_batch_var(out, NULL, enc + 64, 2, 256) == ECB_ERR_NEGATIVE);
    out[0] = b;
    CHECK(ecb_ristretto255_decode_batch_var(out, NULL, enc + 64, 2, 257) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_ristretto255_equal(&out[0], &b));
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

/* The augmented forms, the message split into aug (up to 3 bytes) and the rest. */
static ecb_status g1_aug(any_point *o, const uint8_t *m, size_t ml, const uint8_t *d, size_t dl) {
    size_t al = ml < 3 ? ml : 3;
    return ecb_bls12_381_g1_hash_to_curve_aug(o ? &o->g1 : NULL, m, al, m ? m + al : NULL, ml - al,
                                              d, dl);
}
static ecb_status g2_aug(any_point *o, const uint8_t *m, size_t ml, const uint8_t *d, size_t dl) {
    size_t al = ml < 3 ? ml : 3;
    return ecb_bls12_381_g2_hash_to_curve_aug(o ? &o->g2 : NULL, m, al, m ? m + al : NULL, ml - al,
                                              d, dl);
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

/* ---- affine, batch and unchecked decoders, hash_to_field, little-endian scalars ------------ */

static void test_affine_decoders(void) {
    ecb_bls12_381_g1 g;
    ecb_bls12_381_g2 h;
    ecb_bls12_381_g1_affine a, ga;
    ecb_bls12_381_g2_affine b, hb;
    ecb_bls12_377_g1_affine c, gc;
    const ecb_bls12_377_g1 g7 = ECB_BLS12_377_G1_GENERATOR;
    uint8_t e1[48], u1[96], e2[96], u2[192], e7[96];
    aligned_buf buf;
    ecb_bls12_381_g1_generator(&g);
    ecb_bls12_381_g2_generator(&h);
    ecb_bls12_381_g1_to_affine(&ga, &g);
    ecb_bls12_381_g2_to_affine(&hb, &h);
    ecb_bls12_377_g1_to_affine(&gc, &g7);
    ecb_bls12_381_g1_encode(e1, &g);
    ecb_bls12_381_g1_encode_uncompressed(u1, &g);
    ecb_bls12_381_g2_encode(e2, &h);
    ecb_bls12_381_g2_encode_uncompressed(u2, &h);

    /* NULL out, NULL in (then *out is (0, 0)) */
    CHECK(ecb_bls12_381_g1_decode_affine(NULL, e1) == ECB_ERR_NULL_POINTER);
    a = ga;
    CHECK(ecb_bls12_381_g1_decode_affine(&a, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g1_decode_affine_uncompressed(NULL, u1) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g1_decode_affine_uncompressed(&a, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g1_affine_from_raw_unchecked(NULL, u1) == ECB_ERR_NULL_POINTER);
    a = ga;
    CHECK(ecb_bls12_381_g1_affine_from_raw_unchecked(&a, NULL) == ECB_ERR_NULL_POINTER);
    {
        ecb_bls12_381_g1 id;
        ecb_bls12_381_g1_from_affine(&id, &a);
        CHECK(ecb_bls12_381_g1_is_identity(&id));
    }
    CHECK(ecb_bls12_381_g2_decode_affine(NULL, e2) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g2_decode_affine(&b, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g2_decode_affine_uncompressed(NULL, u2) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g2_decode_affine_uncompressed(&b, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g2_affine_from_raw_unchecked(NULL, u2) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g2_affine_from_raw_unchecked(&b, NULL) == ECB_ERR_NULL_POINTER);

    /* unaligned input: the same point as aligned */
    CHECK(ecb_bls12_381_g1_decode_affine(&a, at_offset_1(&buf, e1, 48)) == ECB_OK);
    CHECK(memcmp(&a, &ga, sizeof a) == 0);
    CHECK(ecb_bls12_381_g1_decode_affine_uncompressed(&a, at_offset_1(&buf, u1, 96)) == ECB_OK);
    CHECK(memcmp(&a, &ga, sizeof a) == 0);
    CHECK(ecb_bls12_381_g1_affine_from_raw_unchecked(&a, at_offset_1(&buf, u1, 96)) == ECB_OK);
    CHECK(memcmp(&a, &ga, sizeof a) == 0);
    CHECK(ecb_bls12_381_g2_decode_affine(&b, at_offset_1(&buf, e2, 96)) == ECB_OK);
    CHECK(memcmp(&b, &hb, sizeof b) == 0);
    CHECK(ecb_bls12_381_g2_decode_affine_uncompressed(&b, at_offset_1(&buf, u2, 192)) == ECB_OK);
    CHECK(memcmp(&b, &hb, sizeof b) == 0);
    CHECK(ecb_bls12_381_g2_affine_from_raw_unchecked(&b, at_offset_1(&buf, u2, 192)) == ECB_OK);
    CHECK(memcmp(&b, &hb, sizeof b) == 0);

    /* BLS12-377: NULL, an encoding outside the enum, wrong lengths, unaligned */
    ecb_bls12_377_g1_encode_ark(e7, &g7);
    CHECK(ecb_bls12_377_encoding_bytes(ECB_BLS12_377_ARK) == 48);
    CHECK(ecb_bls12_377_encoding_bytes(ECB_BLS12_377_SNARKVM_UNCOMPRESSED) == 96);
    CHECK(ecb_bls12_377_encoding_bytes((ecb_bls12_377_encoding)5) == 0);
    CHECK(ecb_bls12_377_encoding_bytes((ecb_bls12_377_encoding)-1) == 0);
    CHECK(ecb_bls12_377_g1_decode_affine(NULL, e7, 48, ECB_BLS12_377_ARK) == ECB_ERR_NULL_POINTER);
    c = gc;
    CHECK(ecb_bls12_377_g1_decode_affine(&c, NULL, 48, ECB_BLS12_377_ARK) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_377_g1_decode_affine(&c, e7, 48, (ecb_bls12_377_encoding)5) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls12_377_g1_decode_affine(&c, e7, 47, ECB_BLS12_377_ARK) == ECB_ERR_LENGTH);
    CHECK(ecb_bls12_377_g1_decode_affine(&c, e7, 96, ECB_BLS12_377_ARK) == ECB_ERR_LENGTH);
    CHECK(ecb_bls12_377_g1_decode_affine(&c, e7, SIZE_MAX, ECB_BLS12_377_ARK) == ECB_ERR_LENGTH);
    CHECK(ecb_bls12_377_g1_decode_affine(&c, at_offset_1(&buf, e7, 48), 48, ECB_BLS12_377_ARK) ==
          ECB_OK);
    CHECK(memcmp(&c, &gc, sizeof c) == 0);
    ecb_bls12_377_g1_encode_ark_uncompressed(e7, &g7);
    CHECK(ecb_bls12_377_g1_affine_from_raw_unchecked(
              NULL, e7, 96, ECB_BLS12_377_ARK_UNCOMPRESSED) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_377_g1_affine_from_raw_unchecked(
              &c, NULL, 96, ECB_BLS12_377_ARK_UNCOMPRESSED) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_377_g1_affine_from_raw_unchecked(&c, e7, 95, ECB_BLS12_377_ARK_UNCOMPRESSED) ==
          ECB_ERR_LENGTH);
    CHECK(ecb_bls12_377_g1_affine_from_raw_unchecked(&c, e7, 96, (ecb_bls12_377_encoding)9) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls12_377_g1_affine_from_raw_unchecked(&c, at_offset_1(&buf, e7, 96), 96,
                                                     ECB_BLS12_377_ARK_UNCOMPRESSED) == ECB_OK);
    CHECK(memcmp(&c, &gc, sizeof c) == 0);
}

/* Every batch decoder: NULL arrays, zero counts, overflowing counts, wrong lengths, too many
 * threads, each rejected before anything is written. */
typedef ecb_status (*batch_fn)(void *out, size_t n, const uint8_t *in, size_t in_len,
                               unsigned threads, ecb_status *statuses, size_t *first_bad);
static ecb_status b_g1(void *o, size_t n, const uint8_t *i, size_t l, unsigned t, ecb_status *s,
                       size_t *f) {
    return ecb_bls12_381_g1_batch_decode_affine(o, n, i, l, t, s, f);
}
static ecb_status b_g1u(void *o, size_t n, const uint8_t *i, size_t l, unsigned t, ecb_status *s,
                        size_t *f) {
    return ecb_bls12_381_g1_batch_decode_affine_uncompressed(o, n, i, l, t, s, f);
}
static ecb_status b_g2(void *o, size_t n, const uint8_t *i, size_t l, unsigned t, ecb_status *s,
                       size_t *f) {
    return ecb_bls12_381_g2_batch_decode_affine(o, n, i, l, t, s, f);
}
static ecb_status b_g2u(void *o, size_t n, const uint8_t *i, size_t l, unsigned t, ecb_status *s,
                        size_t *f) {
    return ecb_bls12_381_g2_batch_decode_affine_uncompressed(o, n, i, l, t, s, f);
}
static ecb_status b_377(void *o, size_t n, const uint8_t *i, size_t l, unsigned t, ecb_status *s,
                        size_t *f) {
    return ecb_bls12_377_g1_batch_decode_affine(o, n, i, l, ECB_BLS12_377_GNARK_UNCOMPRESSED, t, s,
                                                f);
}

static void test_batch_decoders(void) {
    static const struct {
        batch_fn fn;
        size_t len, out_size;
    } cases[] = {
        {b_g1, 48, sizeof(ecb_bls12_381_g1_affine)},  {b_g1u, 96, sizeof(ecb_bls12_381_g1_affine)},
        {b_g2, 96, sizeof(ecb_bls12_381_g2_affine)},  {b_g2u, 192, sizeof(ecb_bls12_381_g2_affine)},
        {b_377, 96, sizeof(ecb_bls12_377_g1_affine)},
    };
    uint8_t in[2 * 192];
    _Alignas(64) uint8_t out[2 * sizeof(ecb_bls12_381_g2_affine) + 1];
    ecb_status st[2];
    ecb_bls12_381_g1 g;
    ecb_bls12_381_g1_generator(&g);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        batch_fn fn = cases[k].fn;
        size_t len = cases[k].len, first = 99;
        memset(in, 0, sizeof in);
        in[0] = len == 48 || (len == 96 && k == 2) ? 0xc0 : 0x40; /* identities */
        in[len] = in[0];
        memset(out, 0x5a, sizeof out);
        CHECK(fn(NULL, 0, NULL, 0, 1, NULL, &first) == ECB_OK);
        CHECK(first == 0);
        CHECK(fn(NULL, 2, in, 2 * len, 1, st, &first) == ECB_ERR_NULL_POINTER);
        CHECK(fn(out, 2, NULL, 2 * len, 1, st, &first) == ECB_ERR_NULL_POINTER);
        CHECK(fn(out, SIZE_MAX, in, 2 * len, 1, st, &first) == ECB_ERR_SIZE_OVERFLOW);
        CHECK(fn(out, SIZE_MAX / len + 1, in, 2 * len, 1, st, NULL) == ECB_ERR_SIZE_OVERFLOW);
        CHECK(fn(out, PTRDIFF_MAX / len + 1, in, 2 * len, 1, st, NULL) == ECB_ERR_SIZE_OVERFLOW);
        CHECK(fn(out, 2, in, 2 * len - 1, 1, st, &first) == ECB_ERR_LENGTH);
        CHECK(fn(out, 2, in, 2 * len + 1, 1, st, &first) == ECB_ERR_LENGTH);
        CHECK(fn(out, 2, in, SIZE_MAX, 1, st, &first) == ECB_ERR_LENGTH);
        CHECK(fn(out, 2, in, 2 * len, 257, st, &first) == ECB_ERR_INVALID_ARGUMENT);
        CHECK(fn(out, 2, in, 2 * len, UINT32_MAX, st, &first) == ECB_ERR_INVALID_ARGUMENT);
        CHECK(first == 0);
        CHECK(out[0] == 0x5a); /* rejected before touching anything */
        /* two identities, unaligned input, many threads: valid */
        CHECK(fn(out, 2, in, 2 * len, 256, st, &first) == ECB_OK);
        CHECK(first == 2 && st[0] == ECB_OK && st[1] == ECB_OK);
        CHECK(fn(out + 1, 1, in, len, 1, NULL, NULL) == ECB_OK); /* unaligned output */
    }
    CHECK(ecb_bls12_377_g1_batch_decode_affine(NULL, 0, NULL, 0, (ecb_bls12_377_encoding)7, 1, NULL,
                                               NULL) == ECB_ERR_INVALID_ARGUMENT);
}

static void test_h2c_pieces(void) {
    static const uint8_t dst[] = "QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_";
    static const uint8_t msg[] = "abc";
    ecb_bls12_381_fp u[2], z;
    ecb_bls12_381_fp2 w[2];
    uint8_t b[48];
    aligned_buf buf;
    memset(&z, 0, sizeof z);
    CHECK(ecb_bls12_381_hash_to_field_fp(NULL, 2, msg, 3, dst, sizeof dst - 1) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_hash_to_field_fp(u, 2, NULL, 3, dst, sizeof dst - 1) ==
          ECB_ERR_NULL_POINTER);
    CHECK(memcmp(&u[1], &z, sizeof z) == 0);
    CHECK(ecb_bls12_381_hash_to_field_fp(u, 2, msg, 3, NULL, sizeof dst - 1) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_hash_to_field_fp(u, 0, msg, 3, dst, sizeof dst - 1) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls12_381_hash_to_field_fp(u, 3, msg, 3, dst, sizeof dst - 1) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls12_381_hash_to_field_fp(u, SIZE_MAX, msg, 3, dst, sizeof dst - 1) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls12_381_hash_to_field_fp(u, 2, msg, 3, dst, 0) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls12_381_hash_to_field_fp(u, 2, msg, SIZE_MAX, dst, sizeof dst - 1) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls12_381_hash_to_field_fp(u, 2, msg, 3, dst, (size_t)PTRDIFF_MAX + 1) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls12_381_hash_to_field_fp(u, 2, NULL, 0, dst, sizeof dst - 1) == ECB_OK);
    CHECK(ecb_bls12_381_hash_to_field_fp(u, 1, at_offset_1(&buf, msg, 3), 3, dst, sizeof dst - 1) ==
          ECB_OK);
    ecb_bls12_381_fp_encode(b, &u[0]);
    CHECK(ecb_bls12_381_hash_to_field_fp(u, 1, msg, 3, dst, sizeof dst - 1) == ECB_OK);
    {
        uint8_t b2[48];
        ecb_bls12_381_fp_encode(b2, &u[0]);
        CHECK(memcmp(b, b2, 48) == 0);
    }
    CHECK(ecb_bls12_381_hash_to_field_fp2(NULL, 2, msg, 3, dst, sizeof dst - 1) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_hash_to_field_fp2(w, 0, msg, 3, dst, sizeof dst - 1) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls12_381_hash_to_field_fp2(w, 2, msg, SIZE_MAX, dst, sizeof dst - 1) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls12_381_hash_to_field_fp2(w, 2, NULL, 1, dst, sizeof dst - 1) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_hash_to_field_fp2(w, 2, msg, 3, dst, sizeof dst - 1) == ECB_OK);
    /* aug: NULL with a length, lengths that overflow together */
    ecb_bls12_381_g1 p;
    ecb_bls12_381_g2 q;
    CHECK(ecb_bls12_381_g1_hash_to_curve_aug(&p, NULL, 1, msg, 3, dst, sizeof dst - 1) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g1_is_identity(&p));
    CHECK(ecb_bls12_381_g1_hash_to_curve_aug(&p, msg, PTRDIFF_MAX, msg, PTRDIFF_MAX, dst,
                                             sizeof dst - 1) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls12_381_g2_hash_to_curve_aug(&q, msg, (size_t)PTRDIFF_MAX - 1, msg, 2, dst,
                                             sizeof dst - 1) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls12_381_g2_is_identity(&q));
    /* Fp codec */
    CHECK(ecb_bls12_381_fp_decode(NULL, b) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_fp_decode(&u[0], NULL) == ECB_ERR_NULL_POINTER);
    CHECK(memcmp(&u[0], &z, sizeof z) == 0);
    CHECK(ecb_bls12_381_fp_decode(&u[0], at_offset_1(&buf, b, 48)) == ECB_OK);
    ecb_bls12_381_fp_encode(b, &u[0]);
    CHECK(ecb_bls12_381_fp_decode(&u[1], b) == ECB_OK);
    CHECK(memcmp(&u[0], &u[1], sizeof z) == 0);
}

static void test_le_scalars(void) {
    ecb_bls12_381_scalar s;
    ecb_bls12_377_scalar t;
    uint8_t le[32], big[32];
    aligned_buf buf;
    memset(le, 0, sizeof le);
    le[0] = 7;
    CHECK(ecb_bls12_381_scalar_decode_le(NULL, le) == ECB_ERR_NULL_POINTER);
    s.v[0] = 1;
    CHECK(ecb_bls12_381_scalar_decode_le(&s, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_scalar_is_zero(&s));
    CHECK(ecb_bls12_381_scalar_decode_le(&s, at_offset_1(&buf, le, 32)) == ECB_OK);
    CHECK(s.v[0] == 7 && s.v[1] == 0 && s.v[2] == 0 && s.v[3] == 0);
    memset(big, 0xff, 32);
    CHECK(ecb_bls12_381_scalar_decode_le(&s, big) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK(ecb_bls12_381_scalar_is_zero(&s));
    CHECK(ecb_bls12_377_scalar_decode_le(NULL, le) == ECB_ERR_NULL_POINTER);
    t.v[0] = 1;
    CHECK(ecb_bls12_377_scalar_decode_le(&t, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(t.v[0] == 0);
    CHECK(ecb_bls12_377_scalar_decode_le(&t, at_offset_1(&buf, le, 32)) == ECB_OK);
    CHECK(t.v[0] == 7 && t.v[1] == 0);
    CHECK(ecb_bls12_377_scalar_decode_le(&t, big) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    CHECK((t.v[0] | t.v[1] | t.v[2] | t.v[3]) == 0);
}

/* MSM options: zeroed options with only plan_used set run exactly as NULL options and return
 * the plan; a window without a forced strategy is refused. */
static void test_msm_plan_readback(void) {
    ecb_bls12_381_g1 g, r0, r1;
    ecb_bls12_381_g1_affine pts[20];
    ecb_bls12_381_scalar sc[20];
    ecb_msm_plan_result plan;
    ecb_msm_options opt;
    ecb_bls12_381_g1_generator(&g);
    for (int i = 0; i < 20; i++) {
        ecb_bls12_381_g1_to_affine(&pts[i], &g);
        ecb_bls12_381_g1_double(&g, &g);
        ecb_bls12_381_scalar_from_u64(&sc[i], i == 3 ? 0 : 1000003u * (uint64_t)(i + 1));
    }
    CHECK(ecb_msm_bls12_381_g1_var(&r0, pts, sc, 20, NULL) == ECB_OK);
    memset(&opt, 0, sizeof opt);
    memset(&plan, 0xff, sizeof plan);
    opt.plan_used = &plan;
    CHECK(ecb_msm_bls12_381_g1_var(&r1, pts, sc, 20, &opt) == ECB_OK);
    CHECK(ecb_bls12_381_g1_equal(&r0, &r1));
    CHECK(plan.strategy != ECB_MSM_AUTO && (unsigned)plan.strategy < ECB_MSM_STRATEGY_COUNT);
    CHECK(plan.n == 19 && plan.scalar_bits == 25 && plan.threads == 1);
    opt.window = 4;
    CHECK(ecb_msm_bls12_381_g1_var(&r1, pts, sc, 20, &opt) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls12_381_g1_is_identity(&r1));
    opt.strategy = ECB_MSM_PIPPENGER;
    CHECK(ecb_msm_bls12_381_g1_var(&r1, pts, sc, 20, &opt) == ECB_OK);
    CHECK(ecb_bls12_381_g1_equal(&r0, &r1));
    CHECK(plan.strategy == ECB_MSM_PIPPENGER && plan.window == 4);
}

/* Many MSMs over one set of bases, every group: NULL outputs, points and scalars, counts above
 * the limit, a bad method or thread count give a status and leave every output the identity;
 * zero rows or points are fine. */
static void test_msm_multi(void) {
    ecb_bls12_381_g1 o1[2];
    ecb_bls12_381_g2 o2[2];
    ecb_bls12_377_g1 o3[2];
    ecb_ristretto255_point o4[2];
    ecb_bls12_381_g1_affine p1[2];
    ecb_bls12_381_g2_affine p2[2];
    ecb_bls12_377_g1_affine p3[2];
    ecb_ristretto255_point p4[2];
    ecb_bls12_381_scalar k1[4];
    ecb_bls12_377_scalar k3[4];
    ecb_ristretto255_scalar k4[4];
    memset(p1, 0, sizeof p1);
    memset(p2, 0, sizeof p2);
    memset(p3, 0, sizeof p3);
    ecb_ristretto255_base(&p4[0]);
    p4[1] = p4[0];
    for (int i = 0; i < 4; i++) {
        k1[i] = (ecb_bls12_381_scalar){{(uint64_t)i + 1, 0, 0, 0}};
        k3[i] = (ecb_bls12_377_scalar){{(uint64_t)i + 1, 0, 0, 0}};
        ecb_ristretto255_scalar_from_u64(&k4[i], (uint64_t)i + 1);
    }
    ecb_msm_multi_options bad_method = {ECB_MSM_MULTI_METHOD_COUNT, 1, NULL, NULL};
    ecb_msm_multi_options bad_threads = {ECB_MSM_MULTI_AUTO, ECB_MSM_MAX_THREADS + 1, NULL, NULL};
    const size_t big = ECB_MSM_MAX_POINTS + 1;
#define MULTI_MISUSE(FN, O, P, K, IS_ID)                                                           \
    do {                                                                                           \
        CHECK(FN(NULL, P, 2, K, 2, NULL) == ECB_ERR_NULL_POINTER);                                 \
        CHECK(FN(O, NULL, 2, K, 2, NULL) == ECB_ERR_NULL_POINTER);                                 \
        CHECK(FN(O, P, 2, NULL, 2, NULL) == ECB_ERR_NULL_POINTER);                                 \
        CHECK(FN(O, P, big, K, 2, NULL) == ECB_ERR_SIZE_OVERFLOW);                                 \
        CHECK(FN(O, P, 2, K, big, NULL) == ECB_ERR_SIZE_OVERFLOW);                                 \
        CHECK(FN(O, P, 2, K, 2, &bad_method) == ECB_ERR_INVALID_ARGUMENT);                         \
        CHECK(IS_ID(&O[0]) && IS_ID(&O[1]));                                                       \
        CHECK(FN(O, P, 2, K, 2, &bad_threads) == ECB_ERR_INVALID_ARGUMENT);                        \
        CHECK(IS_ID(&O[0]) && IS_ID(&O[1]));                                                       \
        CHECK(FN(NULL, NULL, 0, NULL, 0, NULL) == ECB_OK);                                         \
        CHECK(FN(O, NULL, 0, NULL, 2, NULL) == ECB_OK);                                            \
        CHECK(IS_ID(&O[0]) && IS_ID(&O[1]));                                                       \
    } while (0)
    MULTI_MISUSE(ecb_msm_multi_bls12_381_g1_var, o1, p1, k1, ecb_bls12_381_g1_is_identity);
    MULTI_MISUSE(ecb_msm_multi_bls12_381_g2_var, o2, p2, k1, ecb_bls12_381_g2_is_identity);
    MULTI_MISUSE(ecb_msm_multi_bls12_377_g1_var, o3, p3, k3, ecb_bls12_377_g1_is_identity);
    MULTI_MISUSE(ecb_msm_multi_ristretto255_var, o4, p4, k4, ecb_ristretto255_is_identity);
#undef MULTI_MISUSE
    ecb_msm_multi_plan_result plan;
    CHECK(ecb_msm_multi_plan(ECB_GROUP_BLS12_381_G1, 2, 8, 2, 1, NULL, NULL) ==
          ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_multi_plan(ECB_GROUP_BLS12_381_G1, big, 8, 2, 1, NULL, &plan) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_msm_multi_plan(ECB_GROUP_BLS12_377_G1, 2, 254, 2, 1, NULL, &plan) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_msm_multi_plan(ECB_GROUP_COUNT, 2, 8, 2, 1, NULL, &plan) == ECB_ERR_UNSUPPORTED);
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
        {"g1_hash_to_curve", g1_ro, 0},      {"g1_encode_to_curve", g1_nu, 0},
        {"g2_hash_to_curve", g2_ro, 1},      {"g2_encode_to_curve", g2_nu, 1},
        {"g1_hash_to_curve_aug", g1_aug, 0}, {"g2_hash_to_curve_aug", g2_aug, 1},
    };
    tl_init();
    test_status();
    test_ristretto255_decode();
    test_ristretto255_decode_batch();
    test_ristretto255_scalars();
    test_bls12_381_g1_decode();
    test_bls12_381_g2_decode();
    for (size_t i = 0; i < sizeof h2c / sizeof h2c[0]; i++)
        test_bls12_381_hash(&h2c[i]);
    test_bls12_381_scalars();
    test_bls12_377_decode();
    test_affine_decoders();
    test_batch_decoders();
    test_h2c_pieces();
    test_le_scalars();
    test_msm_plan_readback();
    test_msm_multi();
    test_msm_fixed();
    return tl_finish("test_api_misuse");
}
