/* The affine, batch and unchecked-raw point decoders, little-endian scalars, wide reduction and
 * the public hash-to-curve pieces, each against the functions they must agree with: for every
 * input (the shared encoding vectors, mutations of valid encodings, random bytes) the affine
 * decoders give the status of the Jacobian decoders and, on success, the same point; the batch
 * decoders give, element by element, what the single decoders give, for every thread count. */
#include <jansson.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ecbatch.h"
#include "testlib.h"

#define MAX_ENC 192

/* Decoders of one group and encoding behind one signature, for the checks below. */
typedef struct codec {
    const char *name;
    size_t len;      /* encoding bytes */
    size_t aff_size; /* bytes of the affine type */
    /* Jacobian decoder, then the Jacobian point converted to affine (0, 0 for the identity) */
    ecb_status (*decode_ref)(uint8_t *aff, const uint8_t *in);
    ecb_status (*decode_aff)(uint8_t *aff, const uint8_t *in);
    ecb_status (*batch)(uint8_t *out, size_t n, const uint8_t *in, size_t in_len, unsigned threads,
                        ecb_status *statuses, size_t *first_bad);
    /* encodes k G (k = 0: the identity) into out */
    void (*encode_multiple)(uint8_t *out, uint64_t k);
} codec;

/* ---- BLS12-381 G1 / G2 ---------------------------------------------------------------------- */

static ecb_status g1c_ref(uint8_t *aff, const uint8_t *in) {
    ecb_bls12_381_g1 p;
    ecb_bls12_381_g1_affine a;
    ecb_status st = ecb_bls12_381_g1_decode(&p, in);
    ecb_bls12_381_g1_to_affine(&a, &p);
    memcpy(aff, &a, sizeof a);
    return st;
}
static ecb_status g1c_aff(uint8_t *aff, const uint8_t *in) {
    return ecb_bls12_381_g1_decode_affine((ecb_bls12_381_g1_affine *)(void *)aff, in);
}
static ecb_status g1c_batch(uint8_t *out, size_t n, const uint8_t *in, size_t in_len,
                            unsigned threads, ecb_status *statuses, size_t *first_bad) {
    return ecb_bls12_381_g1_batch_decode_affine((ecb_bls12_381_g1_affine *)(void *)out, n, in,
                                                in_len, threads, statuses, first_bad);
}
static void g1c_enc(uint8_t *out, uint64_t k) {
    ecb_bls12_381_g1 g;
    ecb_bls12_381_scalar s;
    ecb_bls12_381_g1_generator(&g);
    ecb_bls12_381_scalar_from_u64(&s, k);
    ecb_bls12_381_g1_mul(&g, &s, &g);
    ecb_bls12_381_g1_encode(out, &g);
}

static ecb_status g1u_ref(uint8_t *aff, const uint8_t *in) {
    ecb_bls12_381_g1 p;
    ecb_bls12_381_g1_affine a;
    ecb_status st = ecb_bls12_381_g1_decode_uncompressed(&p, in);
    ecb_bls12_381_g1_to_affine(&a, &p);
    memcpy(aff, &a, sizeof a);
    return st;
}
static ecb_status g1u_aff(uint8_t *aff, const uint8_t *in) {
    return ecb_bls12_381_g1_decode_affine_uncompressed((ecb_bls12_381_g1_affine *)(void *)aff, in);
}
static ecb_status g1u_batch(uint8_t *out, size_t n, const uint8_t *in, size_t in_len,
                            unsigned threads, ecb_status *statuses, size_t *first_bad) {
    return ecb_bls12_381_g1_batch_decode_affine_uncompressed(
        (ecb_bls12_381_g1_affine *)(void *)out, n, in, in_len, threads, statuses, first_bad);
}
static void g1u_enc(uint8_t *out, uint64_t k) {
    ecb_bls12_381_g1 g;
    ecb_bls12_381_scalar s;
    ecb_bls12_381_g1_generator(&g);
    ecb_bls12_381_scalar_from_u64(&s, k);
    ecb_bls12_381_g1_mul(&g, &s, &g);
    ecb_bls12_381_g1_encode_uncompressed(out, &g);
}

static ecb_status g2c_ref(uint8_t *aff, const uint8_t *in) {
    ecb_bls12_381_g2 p;
    ecb_bls12_381_g2_affine a;
    ecb_status st = ecb_bls12_381_g2_decode(&p, in);
    ecb_bls12_381_g2_to_affine(&a, &p);
    memcpy(aff, &a, sizeof a);
    return st;
}
static ecb_status g2c_aff(uint8_t *aff, const uint8_t *in) {
    return ecb_bls12_381_g2_decode_affine((ecb_bls12_381_g2_affine *)(void *)aff, in);
}
static ecb_status g2c_batch(uint8_t *out, size_t n, const uint8_t *in, size_t in_len,
                            unsigned threads, ecb_status *statuses, size_t *first_bad) {
    return ecb_bls12_381_g2_batch_decode_affine((ecb_bls12_381_g2_affine *)(void *)out, n, in,
                                                in_len, threads, statuses, first_bad);
}
static void g2c_enc(uint8_t *out, uint64_t k) {
    ecb_bls12_381_g2 g;
    ecb_bls12_381_scalar s;
    ecb_bls12_381_g2_generator(&g);
    ecb_bls12_381_scalar_from_u64(&s, k);
    ecb_bls12_381_g2_mul(&g, &s, &g);
    ecb_bls12_381_g2_encode(out, &g);
}

static ecb_status g2u_ref(uint8_t *aff, const uint8_t *in) {
    ecb_bls12_381_g2 p;
    ecb_bls12_381_g2_affine a;
    ecb_status st = ecb_bls12_381_g2_decode_uncompressed(&p, in);
    ecb_bls12_381_g2_to_affine(&a, &p);
    memcpy(aff, &a, sizeof a);
    return st;
}
static ecb_status g2u_aff(uint8_t *aff, const uint8_t *in) {
    return ecb_bls12_381_g2_decode_affine_uncompressed((ecb_bls12_381_g2_affine *)(void *)aff, in);
}
static ecb_status g2u_batch(uint8_t *out, size_t n, const uint8_t *in, size_t in_len,
                            unsigned threads, ecb_status *statuses, size_t *first_bad) {
    return ecb_bls12_381_g2_batch_decode_affine_uncompressed(
        (ecb_bls12_381_g2_affine *)(void *)out, n, in, in_len, threads, statuses, first_bad);
}
static void g2u_enc(uint8_t *out, uint64_t k) {
    ecb_bls12_381_g2 g;
    ecb_bls12_381_scalar s;
    ecb_bls12_381_g2_generator(&g);
    ecb_bls12_381_scalar_from_u64(&s, k);
    ecb_bls12_381_g2_mul(&g, &s, &g);
    ecb_bls12_381_g2_encode_uncompressed(out, &g);
}

/* ---- BLS12-377 G1, all five encodings ------------------------------------------------------- */

typedef ecb_status (*dec377_fn)(ecb_bls12_377_g1 *, const uint8_t *);
typedef void (*enc377_fn)(uint8_t *, const ecb_bls12_377_g1 *);
static const dec377_fn dec377[5] = {
    ecb_bls12_377_g1_decode, ecb_bls12_377_g1_decode_uncompressed, ecb_bls12_377_g1_decode_ark,
    ecb_bls12_377_g1_decode_ark_uncompressed, ecb_bls12_377_g1_decode_snarkvm_uncompressed};
static const enc377_fn enc377[5] = {
    ecb_bls12_377_g1_encode, ecb_bls12_377_g1_encode_uncompressed, ecb_bls12_377_g1_encode_ark,
    ecb_bls12_377_g1_encode_ark_uncompressed, ecb_bls12_377_g1_encode_snarkvm_uncompressed};

#define B377(E)                                                                                    \
    static ecb_status b377_##E##_ref(uint8_t *aff, const uint8_t *in) {                            \
        ecb_bls12_377_g1 p;                                                                        \
        ecb_bls12_377_g1_affine a;                                                                 \
        ecb_status st = dec377[E](&p, in);                                                         \
        ecb_bls12_377_g1_to_affine(&a, &p);                                                        \
        memcpy(aff, &a, sizeof a);                                                                 \
        return st;                                                                                 \
    }                                                                                              \
    static ecb_status b377_##E##_aff(uint8_t *aff, const uint8_t *in) {                            \
        return ecb_bls12_377_g1_decode_affine((ecb_bls12_377_g1_affine *)(void *)aff, in,          \
                                              ecb_bls12_377_encoding_bytes(E), E);                 \
    }                                                                                              \
    static ecb_status b377_##E##_batch(uint8_t *out, size_t n, const uint8_t *in, size_t in_len,   \
                                       unsigned threads, ecb_status *st, size_t *fb) {             \
        return ecb_bls12_377_g1_batch_decode_affine((ecb_bls12_377_g1_affine *)(void *)out, n, in, \
                                                    in_len, E, threads, st, fb);                   \
    }                                                                                              \
    static void b377_##E##_enc(uint8_t *out, uint64_t k) {                                         \
        ecb_bls12_377_g1 g = ECB_BLS12_377_G1_GENERATOR;                                           \
        ecb_bls12_377_scalar s;                                                                    \
        ecb_bls12_377_scalar_from_u64(&s, k);                                                      \
        ecb_bls12_377_g1_mul(&g, &s, &g);                                                          \
        enc377[E](out, &g);                                                                        \
    }
B377(0)
B377(1)
B377(2)
B377(3)
B377(4)

static const codec codecs[] = {
    {"bls12-381-g1 compressed", 48, sizeof(ecb_bls12_381_g1_affine), g1c_ref, g1c_aff, g1c_batch,
     g1c_enc},
    {"bls12-381-g1 uncompressed", 96, sizeof(ecb_bls12_381_g1_affine), g1u_ref, g1u_aff, g1u_batch,
     g1u_enc},
    {"bls12-381-g2 compressed", 96, sizeof(ecb_bls12_381_g2_affine), g2c_ref, g2c_aff, g2c_batch,
     g2c_enc},
    {"bls12-381-g2 uncompressed", 192, sizeof(ecb_bls12_381_g2_affine), g2u_ref, g2u_aff, g2u_batch,
     g2u_enc},
    {"bls12-377 gnark", 48, sizeof(ecb_bls12_377_g1_affine), b377_0_ref, b377_0_aff, b377_0_batch,
     b377_0_enc},
    {"bls12-377 gnark uncompressed", 96, sizeof(ecb_bls12_377_g1_affine), b377_1_ref, b377_1_aff,
     b377_1_batch, b377_1_enc},
    {"bls12-377 ark", 48, sizeof(ecb_bls12_377_g1_affine), b377_2_ref, b377_2_aff, b377_2_batch,
     b377_2_enc},
    {"bls12-377 ark uncompressed", 96, sizeof(ecb_bls12_377_g1_affine), b377_3_ref, b377_3_aff,
     b377_3_batch, b377_3_enc},
    {"bls12-377 snarkvm uncompressed", 96, sizeof(ecb_bls12_377_g1_affine), b377_4_ref, b377_4_aff,
     b377_4_batch, b377_4_enc},
};
#define N_CODECS (sizeof codecs / sizeof codecs[0])

static const uint8_t zero_aff[2 * 2 * 48] = {0};

/* One input: the affine decoder agrees with the Jacobian decoder (status and point; (0, 0) on
 * error). Returns the status. */
static ecb_status check_one(const codec *c, const uint8_t *in) {
    uint8_t a[192], r[192];
    memset(a, 0x77, sizeof a);
    ecb_status sr = c->decode_ref(r, in);
    ecb_status sa = c->decode_aff(a, in);
    CHECK(sa == sr);
    if (sr == ECB_OK)
        CHECK_MEM(a, r, c->aff_size);
    else
        CHECK_MEM(a, zero_aff, c->aff_size);
    return sa;
}

/* Status counts over the mutated inputs, to show every class is reached. */
static long seen[64];

static void check_inputs(const codec *c, size_t rounds) {
    uint8_t enc[MAX_ENC], m[MAX_ENC];
    for (size_t i = 0; i < rounds; i++) {
        c->encode_multiple(enc, i % 7 == 0 ? 0 : i * 0x9e3779b97f4a7c15ull >> 1);
        CHECK(check_one(c, enc) == ECB_OK);
        uint8_t r[4];
        tl_random(r, sizeof r);
        memcpy(m, enc, c->len);
        switch (r[0] % 6) {
        case 0:
            m[r[1] % c->len] ^= (uint8_t)(1u << (r[2] % 8));
            break; /* one bit */
        case 1:
            m[0] ^= (uint8_t)(0x20u << (r[2] % 3));
            break; /* a flag (big-endian) */
        case 2:
            m[c->len - 1] ^= (uint8_t)(0x40u << (r[2] % 2));
            break; /* a flag (little) */
        case 3:
            tl_random(m, c->len);
            break; /* anything */
        case 4:
            memset(m + 1, 0xff, c->len - 2);
            break; /* coordinates >= p */
        default:
            m[c->len / 2] ^= r[3] | 1;
            break; /* y or x.c0 changed */
        }
        ecb_status st = check_one(c, m);
        seen[-st & 63]++;
    }
}

static void check_vectors(const char *file, const codec *comp, const codec *uncomp) {
    json_error_t err;
    json_t *root = json_load_file(tl_vector_path(file), 0, &err);
    CHECK(root != NULL);
    if (root == NULL) return;
    json_t *cases = json_object_get(root, "cases"), *tc;
    size_t i, count = 0;
    json_array_foreach(cases, i, tc) {
        const char *fmt = json_string_value(json_object_get(tc, "format"));
        const char *hex = json_string_value(json_object_get(tc, "encoding"));
        int valid = json_is_true(json_object_get(tc, "valid"));
        const codec *c = fmt && strcmp(fmt, "compressed") == 0 ? comp : uncomp;
        uint8_t in[MAX_ENC];
        if (hex == NULL || strlen(hex) != 2 * c->len || tl_hex_to_bytes(in, c->len, hex) != 0)
            continue; /* a wrong-length case: the fixed-size decoders cannot be given it */
        ecb_status st = check_one(c, in);
        CHECK((st == ECB_OK) == valid);
        count++;
    }
    CHECK(count > 40);
    json_decref(root);
}

/* The batch decoder against the single one, for n encodings with invalid ones mixed in. */
static void check_batch(const codec *c, size_t n) {
    uint8_t *in = malloc(n * c->len), *out = malloc(n * c->aff_size), one[192];
    ecb_status *statuses = malloc(n * sizeof *statuses), *ref = malloc(n * sizeof *ref);
    size_t ref_first = n;
    CHECK(in && out && statuses && ref);
    if (!in || !out || !statuses || !ref) goto done;
    for (size_t i = 0; i < n; i++) {
        c->encode_multiple(in + i * c->len, i + 1);
        if (i % 37 == 36) in[i * c->len + c->len / 2] ^= 0x10; /* invalid (or another point) */
        if (i == n - 3) memset(in + i * c->len, 0xff, c->len); /* bad flags */
    }
    for (size_t i = 0; i < n; i++) {
        ref[i] = c->decode_aff(one, in + i * c->len);
        if (ref[i] != ECB_OK && ref_first == n) ref_first = i;
    }
    CHECK(ref_first < n);
    for (unsigned threads = 0; threads <= 3; threads++) {
        size_t first = 12345;
        memset(out, 0x55, n * c->aff_size);
        ecb_status st = c->batch(out, n, in, n * c->len, threads, statuses, &first);
        CHECK(first == ref_first);
        CHECK(st == ref[ref_first]);
        for (size_t i = 0; i < n; i++) {
            CHECK(statuses[i] == ref[i]);
            c->decode_aff(one, in + i * c->len);
            CHECK_MEM(out + i * c->aff_size, one, c->aff_size);
        }
        /* without statuses and first_bad: the same return value */
        CHECK(c->batch(out, n, in, n * c->len, threads, NULL, NULL) == ref[ref_first]);
    }
    /* all valid: ECB_OK and first_bad = n */
    size_t first = 0, good = ref_first;
    CHECK(c->batch(out, good, in, good * c->len, 2, NULL, &first) == ECB_OK);
    CHECK(first == good);
    /* a wrong length */
    CHECK(c->batch(out, good, in, good * c->len - 1, 2, NULL, &first) == ECB_ERR_LENGTH);
    CHECK(c->batch(out, good, in, good * c->len + c->len, 1, NULL, NULL) == ECB_ERR_LENGTH);
done:
    free(in);
    free(out);
    free(statuses);
    free(ref);
}

/* The unchecked loaders: valid points load as the checked decoder decodes them; points off the
 * curve or outside the group load unchecked (format errors are still reported). */
static void check_raw_unchecked(void) {
    uint8_t enc[192], back[192];
    ecb_bls12_381_g1 g, p;
    ecb_bls12_381_g1_affine a, b;
    ecb_bls12_381_g1_generator(&g);
    ecb_bls12_381_g1_encode_uncompressed(enc, &g);
    CHECK(ecb_bls12_381_g1_affine_from_raw_unchecked(&a, enc) == ECB_OK);
    CHECK(ecb_bls12_381_g1_decode_affine_uncompressed(&b, enc) == ECB_OK);
    CHECK_MEM(&a, &b, sizeof a);
    enc[95] ^= 1; /* off the curve: the checked decoder refuses, the unchecked one loads */
    CHECK(ecb_bls12_381_g1_decode_affine_uncompressed(&b, enc) == ECB_ERR_NOT_ON_CURVE);
    CHECK(ecb_bls12_381_g1_affine_from_raw_unchecked(&a, enc) == ECB_OK);
    ecb_bls12_381_g1_from_affine(&p, &a);
    ecb_bls12_381_g1_encode_uncompressed(back, &p);
    CHECK_MEM(back, enc, 96);
    enc[0] |= 0x80; /* format errors are still errors */
    CHECK(ecb_bls12_381_g1_affine_from_raw_unchecked(&a, enc) == ECB_ERR_BAD_FLAGS);
    CHECK_MEM(&a, zero_aff, sizeof a);
    memset(enc, 0xff, 96);
    enc[0] = 0x1f;
    CHECK(ecb_bls12_381_g1_affine_from_raw_unchecked(&a, enc) == ECB_ERR_NON_CANONICAL);
    memset(enc, 0, 96);
    enc[0] = 0x40;
    CHECK(ecb_bls12_381_g1_affine_from_raw_unchecked(&a, enc) == ECB_OK);
    CHECK_MEM(&a, zero_aff, sizeof a);

    ecb_bls12_381_g2 h;
    ecb_bls12_381_g2_affine c, d;
    ecb_bls12_381_g2_generator(&h);
    ecb_bls12_381_g2_encode_uncompressed(enc, &h);
    CHECK(ecb_bls12_381_g2_affine_from_raw_unchecked(&c, enc) == ECB_OK);
    CHECK(ecb_bls12_381_g2_decode_affine_uncompressed(&d, enc) == ECB_OK);
    CHECK_MEM(&c, &d, sizeof c);
    enc[191] ^= 1;
    CHECK(ecb_bls12_381_g2_decode_affine_uncompressed(&d, enc) == ECB_ERR_NOT_ON_CURVE);
    CHECK(ecb_bls12_381_g2_affine_from_raw_unchecked(&c, enc) == ECB_OK);

    for (int e = 1; e <= 4; e++) { /* the uncompressed 377 encodings; compressed are refused */
        ecb_bls12_377_g1 q = ECB_BLS12_377_G1_GENERATOR;
        ecb_bls12_377_g1_affine x, y;
        size_t len = ecb_bls12_377_encoding_bytes((ecb_bls12_377_encoding)e);
        enc377[e](enc, &q);
        ecb_status st =
            ecb_bls12_377_g1_affine_from_raw_unchecked(&x, enc, len, (ecb_bls12_377_encoding)e);
        if (e == 2) {
            CHECK(st == ECB_ERR_INVALID_ARGUMENT);
            continue;
        }
        CHECK(st == ECB_OK);
        CHECK(ecb_bls12_377_g1_decode_affine(&y, enc, len, (ecb_bls12_377_encoding)e) == ECB_OK);
        CHECK_MEM(&x, &y, sizeof x);
        CHECK(ecb_bls12_377_g1_affine_from_raw_unchecked(
                  &x, enc, len - 1, (ecb_bls12_377_encoding)e) == ECB_ERR_LENGTH);
    }
}

/* ---- scalars -------------------------------------------------------------------------------- */

static void reverse(uint8_t *out, const uint8_t *in, size_t len) {
    for (size_t i = 0; i < len; i++)
        out[i] = in[len - 1 - i];
}

static void check_scalars(void) {
    for (int i = 0; i < 200; i++) {
        uint8_t be[64], le[64], e1[32], e2[32];
        tl_random(be, sizeof be);
        if (i % 3 == 0) be[0] &= 0x0f; /* mostly in range */
        reverse(le, be, 32);
        ecb_bls12_381_scalar a, b;
        ecb_status sa = ecb_bls12_381_scalar_decode(&a, be);
        CHECK(ecb_bls12_381_scalar_decode_le(&b, le) == sa);
        CHECK(ecb_bls12_381_scalar_equal(&a, &b));
        ecb_bls12_381_scalar_encode(e1, &a);
        ecb_bls12_381_scalar_encode_le(e2, &a);
        reverse(le, e2, 32);
        CHECK_MEM(le, e1, 32);
        reverse(le, be, 64);
        ecb_bls12_381_scalar_reduce64(&a, be);
        ecb_bls12_381_scalar_reduce64_le(&b, le);
        CHECK(ecb_bls12_381_scalar_equal(&a, &b));

        ecb_bls12_377_scalar c, d;
        reverse(le, be, 32);
        ecb_status sc = ecb_bls12_377_scalar_decode(&c, be);
        CHECK(ecb_bls12_377_scalar_decode_le(&d, le) == sc);
        CHECK(memcmp(c.v, d.v, sizeof c.v) == 0);
        ecb_bls12_377_scalar_encode(e1, &c);
        ecb_bls12_377_scalar_encode_le(e2, &c);
        reverse(le, e2, 32);
        CHECK_MEM(le, e1, 32);
        /* wide reduction: 2^256 hi + lo, hi and lo below r, equals their combination */
        ecb_bls12_377_scalar_reduce64(&c, be);
        reverse(le, be, 64);
        ecb_bls12_377_scalar_reduce64_le(&d, le);
        CHECK(memcmp(c.v, d.v, sizeof c.v) == 0);
    }
    /* reduce64 of a value below r is the value; of r itself zero */
    static const uint8_t r377[32] = {0x12, 0xab, 0x65, 0x5e, 0x9a, 0x2c, 0xa5, 0x56,
                                     0x60, 0xb4, 0x4d, 0x1e, 0x5c, 0x37, 0xb0, 0x01,
                                     0x59, 0xaa, 0x76, 0xfe, 0xd0, 0x00, 0x00, 0x01,
                                     0x0a, 0x11, 0x80, 0x00, 0x00, 0x00, 0x00, 0x01};
    uint8_t wide[64] = {0}, le[64];
    ecb_bls12_377_scalar c;
    memcpy(wide + 32, r377, 32);
    ecb_bls12_377_scalar_reduce64(&c, wide);
    CHECK((c.v[0] | c.v[1] | c.v[2] | c.v[3]) == 0);
    CHECK(ecb_bls12_377_scalar_decode(&c, r377) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    reverse(le, r377, 32);
    CHECK(ecb_bls12_377_scalar_decode_le(&c, le) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    memcpy(wide + 32, r377, 31); /* r + 2 */
    wide[63] = 0x03;
    ecb_bls12_377_scalar_reduce64(&c, wide);
    CHECK(c.v[0] == 2 && c.v[1] == 0 && c.v[2] == 0 && c.v[3] == 0);
    /* 2^256 mod r, LE: the byte 1 at position 32 */
    memset(le, 0, sizeof le);
    le[32] = 1;
    ecb_bls12_381_scalar s, t;
    ecb_bls12_381_scalar_reduce64_le(&s, le);
    uint8_t be[64] = {0};
    be[31] = 1;
    ecb_bls12_381_scalar_reduce64(&t, be);
    CHECK(ecb_bls12_381_scalar_equal(&s, &t));
    CHECK(!ecb_bls12_381_scalar_is_zero(&s));
}

/* ---- hashing -------------------------------------------------------------------------------- */

static void check_hashing(void) {
    static const char dst1[] = "QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_";
    static const char dst2[] = "QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
    /* hash_to_field of "abc" (expand_message_xmd recomputed with Python's hashlib, mod p) */
    static const char *u1_hex[2] = {"0d921c33f2bad966478a03ca35d05719bdf92d347557ea166e5bba579eea9b"
                                    "83e9afa5c088573c2281410369fbd32951",
                                    "003574a00b109ada2f26a37a91f9d1e740dffd8d69ec0c35e1e9f4652c7dba"
                                    "61123e9dd2e76c655d956e2b3462611139"};
    static const char *u2_hex[4] = {"15f7c0aa8f6b296ab5ff9c2c7581ade64f4ee6f1bf18f55179ff44a2cf355f"
                                    "a53dd2a2158c5ecb17d7c52f63e7195771",
                                    "01c8067bf4c0ba709aa8b9abc3d1cef589a4758e09ef53732d670fd8739a72"
                                    "74e111ba2fcaa71b3d33df2a3a0c8529dd",
                                    "187111d5e088b6b9acfdfad078c4dacf72dcd17ca17c82be35e79f8c372a69"
                                    "3f60a033b461d81b025864a0ad051a06e4",
                                    "08b852331c96ed983e497ebc6dee9b75e373d923b729194af8e72a051ea586"
                                    "f3538a6ebb1e80881a082fa2b24df9f566"};
    const uint8_t *d1 = (const uint8_t *)dst1, *d2 = (const uint8_t *)dst2;
    const uint8_t abc[3] = {'a', 'b', 'c'};
    uint8_t b[48], want[48];
    ecb_bls12_381_fp u[2], v;
    ecb_bls12_381_fp2 w[2];
    CHECK(ecb_bls12_381_hash_to_field_fp(u, 2, abc, 3, d1, sizeof dst1 - 1) == ECB_OK);
    for (int i = 0; i < 2; i++) {
        ecb_bls12_381_fp_encode(b, &u[i]);
        CHECK(tl_hex_to_bytes(want, 48, u1_hex[i]) == 0);
        CHECK_MEM(b, want, 48);
        CHECK(ecb_bls12_381_fp_decode(&v, want) == ECB_OK);
        CHECK_MEM(&v, &u[i], sizeof v);
    }
    CHECK(ecb_bls12_381_hash_to_field_fp2(w, 2, abc, 3, d2, sizeof dst2 - 1) == ECB_OK);
    for (int i = 0; i < 2; i++) {
        ecb_bls12_381_fp_encode(b, &w[i].c0);
        CHECK(tl_hex_to_bytes(want, 48, u2_hex[2 * i]) == 0);
        CHECK_MEM(b, want, 48);
        ecb_bls12_381_fp_encode(b, &w[i].c1);
        CHECK(tl_hex_to_bytes(want, 48, u2_hex[2 * i + 1]) == 0);
        CHECK_MEM(b, want, 48);
    }
    memset(want, 0xff, 48);
    CHECK(ecb_bls12_381_fp_decode(&v, want) == ECB_ERR_NON_CANONICAL);

    /* hash_to_curve = clear_cofactor(map(u0) + map(u1)) */
    ecb_bls12_381_g1 p, q, r;
    ecb_bls12_381_g1_map_to_curve(&p, &u[0]);
    ecb_bls12_381_g1_map_to_curve(&q, &u[1]);
    ecb_bls12_381_g1_add(&p, &p, &q);
    ecb_bls12_381_g1_clear_cofactor(&p, &p);
    CHECK(ecb_bls12_381_g1_hash_to_curve(&r, abc, 3, d1, sizeof dst1 - 1) == ECB_OK);
    CHECK(ecb_bls12_381_g1_equal(&p, &r));
    ecb_bls12_381_g2 P, Q, R;
    ecb_bls12_381_g2_map_to_curve(&P, &w[0]);
    ecb_bls12_381_g2_map_to_curve(&Q, &w[1]);
    ecb_bls12_381_g2_add(&P, &P, &Q);
    ecb_bls12_381_g2_clear_cofactor(&P, &P);
    CHECK(ecb_bls12_381_g2_hash_to_curve(&R, abc, 3, d2, sizeof dst2 - 1) == ECB_OK);
    CHECK(ecb_bls12_381_g2_equal(&P, &R));

    /* aug || msg hashes as the concatenation, for every split point */
    uint8_t msg[100];
    tl_random(msg, sizeof msg);
    CHECK(ecb_bls12_381_g1_hash_to_curve(&r, msg, sizeof msg, d1, sizeof dst1 - 1) == ECB_OK);
    CHECK(ecb_bls12_381_g2_hash_to_curve(&R, msg, sizeof msg, d2, sizeof dst2 - 1) == ECB_OK);
    for (size_t split = 0; split <= sizeof msg; split += 33) {
        CHECK(ecb_bls12_381_g1_hash_to_curve_aug(&p, msg, split, msg + split, sizeof msg - split,
                                                 d1, sizeof dst1 - 1) == ECB_OK);
        CHECK(ecb_bls12_381_g1_equal(&p, &r));
        CHECK(ecb_bls12_381_g2_hash_to_curve_aug(&P, msg, split, msg + split, sizeof msg - split,
                                                 d2, sizeof dst2 - 1) == ECB_OK);
        CHECK(ecb_bls12_381_g2_equal(&P, &R));
    }
    CHECK(ecb_bls12_381_g1_hash_to_curve_aug(&p, msg, 1, msg, sizeof msg, d1, sizeof dst1 - 1) ==
          ECB_OK);
    CHECK(!ecb_bls12_381_g1_equal(&p, &r)); /* another message, another point */
}

int main(void) {
    tl_init();
    for (size_t i = 0; i < N_CODECS; i++)
        check_inputs(&codecs[i], 300);
    /* every rejection class reached by the mutations */
    CHECK(seen[-ECB_ERR_BAD_FLAGS] > 0);
    CHECK(seen[-ECB_ERR_INFINITY_PAYLOAD] + seen[-ECB_ERR_NON_CANONICAL] > 0);
    CHECK(seen[-ECB_ERR_NOT_ON_CURVE] > 0);
    CHECK(seen[-ECB_ERR_NOT_IN_SUBGROUP] > 0);
    check_vectors("bls12-381-g1/encoding.json", &codecs[0], &codecs[1]);
    check_vectors("bls12-381-g2/encoding.json", &codecs[2], &codecs[3]);
    check_vectors("bls12-377-g1/encoding.json", &codecs[4], &codecs[5]);
    for (size_t i = 0; i < N_CODECS; i++)
        check_batch(&codecs[i], i < 2 ? 300 : 150);
    check_raw_unchecked();
    check_scalars();
    check_hashing();
    return tl_finish("test_group_bls12_decode_affine");
}
