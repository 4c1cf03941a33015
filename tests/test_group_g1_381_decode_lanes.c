/* BLS12-381 G1's batch decoders (ecb_bls12_381_g1_batch_decode_affine and _uncompressed; eight
 * elements at a time in IFMA lanes at level ifma, src/group/bls12/g1_381_decode_lanes.c) against
 * the single decoder, element by element and byte for byte: statuses, outputs, the returned
 * status and first_bad. Inputs, compressed and uncompressed: points [c]G; every kind of bad or
 * special encoding (flags, infinity payload, the identity, x >= p, y >= p, x^3 + 4 not a square,
 * (x, y + 1), points of E(Fp) outside G1 (random x), the points of order 3 (x = 0) and 11 and
 * their sums with G1 points, on which the lanes' incomplete formulas meet their exceptional
 * cases and the serial test decides); each kind at every position of batches of 9 (both lane
 * groups), random mixes of every length 1 .. 17, and longer mixes (several runs, a partly
 * filled last group) on 1 and 3 threads; at level ifma also the run decoder called directly on
 * more than one block. At adx and portable the batch is the serial decoder (same checks). */
#include "testlib.h"

#include "ecbatch.h"
#include "field/bls12/fp381.h"
#include "group/bls12/g1_381.h"
#include "group/bls12/g1_381_decode_lanes.h"

#define POOL 24
#define MAX_N 200

/* Encodings of every kind, compressed (48 bytes) and uncompressed (96), side by side. */
typedef struct encoding {
    uint8_t c[48], u[96];
} encoding;

static encoding valid[POOL]; /* [c]G */
static encoding bad[16];     /* one per kind below */
static size_t n_bad;

static void encode_xy(encoding *e, const fp381 *x, const fp381 *y) {
    fp381_encode(e->c, x);
    e->c[0] |= 0x80;
    if (fp381_is_lexlargest(y)) e->c[0] |= 0x20;
    fp381_encode(e->u, x);
    fp381_encode(e->u + 48, y);
}

static void encode_jac(encoding *e, const g1_381_jac *p) {
    g1_381_aff a;
    g1_381_jac_to_aff(&a, p);
    encode_xy(e, &a.x, &a.y);
}

/* k P for k of `limbs` little-endian words (double-and-add, any point) */
static void mul_big(g1_381_jac *r, const g1_381_jac *p, const uint64_t *k, int limbs) {
    g1_381_jac acc;
    g1_381_jac_identity(&acc);
    for (int bit = 64 * limbs - 1; bit >= 0; bit--) {
        g1_381_jac_dbl(&acc, &acc);
        if ((k[bit / 64] >> (bit % 64)) & 1) g1_381_jac_add_var(&acc, &acc, p);
    }
    *r = acc;
}

/* A random point of E(Fp) (almost surely outside G1) */
static void random_curve_point(g1_381_jac *p) {
    for (;;) {
        uint8_t wide[64];
        g1_381_aff a;
        fp381 rhs, four;
        tl_random(wide, sizeof wide);
        fp381_reduce_wide(&a.x, wide);
        fp381_sqr(&rhs, &a.x);
        fp381_mul(&rhs, &rhs, &a.x);
        fp381_from_u64(&four, 4);
        fp381_add(&rhs, &rhs, &four);
        if (fp381_sqrt(&a.y, &rhs)) {
            g1_381_jac_from_aff(p, &a);
            return;
        }
    }
}

static void random_g1(g1_381_jac *p) {
    uint64_t c[4];
    g1_381_jac g;
    tl_random(c, sizeof c);
    c[3] &= 0x3fffffffffffffffULL;
    g1_381_generator(&g);
    g1_381_jac_mul_var(p, &g, c);
}

static void make_pool(void) {
    g1_381_jac p, q, t3, t11;
    for (size_t i = 0; i < POOL; i++) {
        random_g1(&p);
        encode_jac(&valid[i], &p);
    }
    encoding *e = bad;
    /* the identity, valid */
    memset(e, 0, sizeof *e);
    e->c[0] = 0xc0;
    e->u[0] = 0x40;
    e++;
    /* flags: compressed without 0x80, uncompressed with it */
    *e = valid[0];
    e->c[0] &= 0x7f;
    e->u[0] |= 0x80;
    e++;
    /* infinity with a payload */
    memset(e, 0, sizeof *e);
    e->c[0] = 0xc0;
    e->c[47] = 1;
    e->u[0] = 0x40;
    e->u[95] = 1;
    e++;
    /* x = p (non-canonical) */
    static const uint8_t p_be[48] = {0x1a, 0x01, 0x11, 0xea, 0x39, 0x7f, 0xe6, 0x9a, 0x4b, 0x1b,
                                     0xa7, 0xb6, 0x43, 0x4b, 0xac, 0xd7, 0x64, 0x77, 0x4b, 0x84,
                                     0xf3, 0x85, 0x12, 0xbf, 0x67, 0x30, 0xd2, 0xa0, 0xf6, 0xb0,
                                     0xf6, 0x24, 0x1e, 0xab, 0xff, 0xfe, 0xb1, 0x53, 0xff, 0xff,
                                     0xb9, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xaa, 0xab};
    *e = valid[1];
    memcpy(e->c, p_be, 48);
    e->c[0] |= 0x80;
    memcpy(e->u, p_be, 48);
    e++;
    /* y = p (uncompressed), x^3 + 4 not a square (compressed) */
    *e = valid[2];
    memcpy(e->u + 48, p_be, 48);
    for (;;) {
        uint8_t wide[64];
        fp381 x, rhs, four, y;
        tl_random(wide, sizeof wide);
        fp381_reduce_wide(&x, wide);
        fp381_sqr(&rhs, &x);
        fp381_mul(&rhs, &rhs, &x);
        fp381_from_u64(&four, 4);
        fp381_add(&rhs, &rhs, &four);
        if (!fp381_sqrt(&y, &rhs)) {
            fp381_encode(e->c, &x);
            e->c[0] |= 0x80;
            break;
        }
    }
    e++;
    /* (x, y + 1): off the curve (uncompressed); the compressed one is -P, valid */
    *e = valid[3];
    e->c[0] ^= 0x20;
    for (int i = 95; i >= 48 && ++e->u[i] == 0; i--)
        ;
    e++;
    /* points of E(Fp) outside G1 */
    for (int i = 0; i < 2; i++) {
        random_curve_point(&p);
        encode_jac(e++, &p);
    }
    /* order 3: (0, 2) */
    fp381 zero, two;
    fp381_zero(&zero);
    fp381_from_u64(&two, 2);
    encode_xy(e++, &zero, &two);
    g1_381_aff a3 = {zero, two};
    g1_381_jac_from_aff(&t3, &a3);
    /* order 11: [r h / 121] R (E(Fp)'s 11-part has order 121 and exponent 11) */
    static const uint64_t k11[6] = {0xff0a941963702343ULL, 0x461258dc05b269c8ULL,
                                    0xe11e05f8de12635bULL, 0xe98ebcebf11641bdULL,
                                    0x85e8f4b11c0f6f71ULL, 0x0037046124713073ULL};
    do {
        random_curve_point(&p);
        mul_big(&t11, &p, k11, 6);
    } while (g1_381_jac_is_identity(&t11));
    {
        g1_381_jac c;
        uint64_t eleven = 11;
        mul_big(&c, &t11, &eleven, 1);
        CHECK(g1_381_jac_is_identity(&c));
    }
    encode_jac(e++, &t11);
    /* G1 points plus a point of order 3 or 11 */
    random_g1(&q);
    g1_381_jac_add_var(&p, &q, &t3);
    encode_jac(e++, &p);
    g1_381_jac_add_var(&p, &q, &t11);
    encode_jac(e++, &p);
    /* order 33 */
    g1_381_jac_add_var(&p, &t3, &t11);
    encode_jac(e++, &p);
    n_bad = (size_t)(e - bad);
}

static const uint8_t *enc_bytes(const encoding *e, int compressed) {
    return compressed ? e->c : e->u;
}

/* The batch of n encodings (pointers) against the single decoder, on `threads` threads. */
static void check_batch(const encoding *const *list, size_t n, int compressed, unsigned threads) {
    static uint8_t in[MAX_N * 96];
    static ecb_bls12_381_g1_affine got[MAX_N], want[MAX_N];
    static ecb_status got_st[MAX_N], want_st[MAX_N];
    size_t len = compressed ? 48 : 96, want_bad = n, bad_index = 0;
    ecb_status want_ret = ECB_OK;
    for (size_t i = 0; i < n; i++) {
        memcpy(in + i * len, enc_bytes(list[i], compressed), len);
        want_st[i] = compressed
                         ? ecb_bls12_381_g1_decode_affine(&want[i], in + i * len)
                         : ecb_bls12_381_g1_decode_affine_uncompressed(&want[i], in + i * len);
        if (want_st[i] != ECB_OK && want_bad == n) {
            want_bad = i;
            want_ret = want_st[i];
        }
    }
    memset(got, 0xa5, sizeof got);
    ecb_status ret =
        compressed
            ? ecb_bls12_381_g1_batch_decode_affine(got, n, in, n * len, threads, got_st, &bad_index)
            : ecb_bls12_381_g1_batch_decode_affine_uncompressed(got, n, in, n * len, threads,
                                                                got_st, &bad_index);
    CHECK(ret == want_ret);
    CHECK(bad_index == want_bad);
    CHECK_MEM(got_st, want_st, n * sizeof got_st[0]);
    CHECK_MEM(got, want, n * sizeof got[0]);
}

/* Each kind at every position of a batch of 9 valid points. */
static void test_positions(void) {
    const encoding *list[9];
    for (int compressed = 0; compressed <= 1; compressed++)
        for (size_t b = 0; b < n_bad; b++)
            for (size_t pos = 0; pos < 9; pos++) {
                for (size_t i = 0; i < 9; i++)
                    list[i] = i == pos ? &bad[b] : &valid[(b + i) % POOL];
                check_batch(list, 9, compressed, 1);
            }
}

/* Random mixes, a fifth of them bad */
static void random_list(const encoding **list, size_t n) {
    for (size_t i = 0; i < n; i++) {
        uint8_t r[2];
        tl_random(r, sizeof r);
        list[i] = r[0] % 5 == 0 ? &bad[r[1] % n_bad] : &valid[r[1] % POOL];
    }
}

static void test_mixes(void) {
    const encoding *list[MAX_N];
    for (int compressed = 0; compressed <= 1; compressed++) {
        for (size_t n = 1; n <= 17; n++) {
            random_list(list, n);
            check_batch(list, n, compressed, 1);
        }
        size_t big = tl_quick() ? 70 : 150;
        random_list(list, big);
        check_batch(list, big, compressed, 1);
        check_batch(list, big, compressed, 3);
        for (size_t i = 0; i < big; i++)
            list[i] = &valid[i % POOL];
        check_batch(list, big, compressed, 3);
    }
}

/* The run decoder on 130 elements (three blocks), against the codec one by one. */
static void test_run_decoder(void) {
    static uint8_t in[130 * 48];
    static g1_381_aff got[130];
    ecb_status st[130];
    for (size_t i = 0; i < 130; i++)
        memcpy(in + i * 48, i % 7 == 3 ? bad[i % n_bad].c : valid[i % POOL].c, 48);
    g1_381_decode_aff_run_lanes(got, in, 130, st, &ecb_layout_zcash_compressed);
    int all = 1;
    for (size_t i = 0; i < 130; i++) {
        g1_381_aff want;
        ecb_status s = g1_381_decode_aff_with(&want, in + i * 48, &ecb_layout_zcash_compressed);
        all &= s == st[i] && memcmp(&want, &got[i], sizeof want) == 0;
    }
    CHECK(all);
}

int main(void) {
    tl_init();
    make_pool();
    test_positions();
    test_mixes();
    if (g1_381_decode_lanes_available()) test_run_decoder();
    printf("lanes %s\n", g1_381_decode_lanes_available() ? "run" : "not available at this level");
    return tl_finish("test_group_g1_381_decode_lanes");
}
