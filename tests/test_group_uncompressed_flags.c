/* The flag bits of the uncompressed BLS12 encodings, through every reader of each encoding:
 * the Jacobian decoder, the affine decoder, the batch affine decoder (per element, among valid
 * neighbours) and the unchecked raw loader, whose contract also promises the flag checks.
 *   BLS12-377 arkworks uncompressed carries the sign of y (0x80 of the last byte): with the
 *     bit flipped every reader must refuse the point (ECB_ERR_BAD_FLAGS), on random points with
 *     y of either sign;
 *   snarkVM uncompressed (BLS12-377) has no sign bit: 0x80 of the last byte is refused;
 *   zcash uncompressed (BLS12-381 G1 and G2) and gnark uncompressed (BLS12-377) have no sign
 *     bit: 0x20 of the first byte is refused.
 * The unflipped encodings decode, every reader giving the same point. (test_group_bls12_377_g1
 * checks the arkworks forms against gnark-derived encodings; this test takes the opposite route,
 * from points to encodings to every reader.) */
#include "testlib.h"

#include "ecbatch.h"

#define POINTS 12
#define MAX_ENC 192

/* One encoding of one group behind uniform signatures: aff is the group's affine type. */
typedef struct reader {
    const char *name;
    size_t len, aff_size;
    size_t flag_byte; /* the byte holding the flag bit under test */
    uint8_t flag_bit;
    int sign_of_y; /* the bit is y's sign (set for about half the points), else never set */
    void (*encode_multiple)(uint8_t *out, uint64_t k);     /* k G + the generator, encoded */
    ecb_status (*decode)(uint8_t *aff, const uint8_t *in); /* Jacobian decoder, as affine */
    ecb_status (*decode_aff)(uint8_t *aff, const uint8_t *in);
    ecb_status (*batch)(uint8_t *aff, size_t n, const uint8_t *in, size_t in_len,
                        ecb_status *statuses);
    ecb_status (*raw)(uint8_t *aff, const uint8_t *in);
} reader;

/* ---- BLS12-377 G1 --------------------------------------------------------------------------- */

static void multiple_377(ecb_bls12_377_g1 *p, uint64_t k) {
    ecb_bls12_377_g1 g = ECB_BLS12_377_G1_GENERATOR;
    ecb_bls12_377_scalar s;
    ecb_bls12_377_scalar_from_u64(&s, k * 0x9e3779b97f4a7c15ULL + 1);
    ecb_bls12_377_g1_mul_var(p, &s, &g);
}

#define R377(NAME, ENC, ENCODE, DECODE)                                                            \
    static void NAME##_encode(uint8_t *out, uint64_t k) {                                          \
        ecb_bls12_377_g1 p;                                                                        \
        multiple_377(&p, k);                                                                       \
        ENCODE(out, &p);                                                                           \
    }                                                                                              \
    static ecb_status NAME##_decode(uint8_t *aff, const uint8_t *in) {                             \
        ecb_bls12_377_g1 p;                                                                        \
        ecb_status st = DECODE(&p, in);                                                            \
        ecb_bls12_377_g1_to_affine((ecb_bls12_377_g1_affine *)(void *)aff, &p);                    \
        return st;                                                                                 \
    }                                                                                              \
    static ecb_status NAME##_decode_aff(uint8_t *aff, const uint8_t *in) {                         \
        return ecb_bls12_377_g1_decode_affine((ecb_bls12_377_g1_affine *)(void *)aff, in, 96,      \
                                              ENC);                                                \
    }                                                                                              \
    static ecb_status NAME##_batch(uint8_t *aff, size_t n, const uint8_t *in, size_t in_len,       \
                                   ecb_status *statuses) {                                         \
        return ecb_bls12_377_g1_batch_decode_affine((ecb_bls12_377_g1_affine *)(void *)aff, n, in, \
                                                    in_len, ENC, 2, statuses, NULL);               \
    }                                                                                              \
    static ecb_status NAME##_raw(uint8_t *aff, const uint8_t *in) {                                \
        return ecb_bls12_377_g1_affine_from_raw_unchecked((ecb_bls12_377_g1_affine *)(void *)aff,  \
                                                          in, 96, ENC);                            \
    }
R377(ark_u, ECB_BLS12_377_ARK_UNCOMPRESSED, ecb_bls12_377_g1_encode_ark_uncompressed,
     ecb_bls12_377_g1_decode_ark_uncompressed)
R377(snarkvm_u, ECB_BLS12_377_SNARKVM_UNCOMPRESSED, ecb_bls12_377_g1_encode_snarkvm_uncompressed,
     ecb_bls12_377_g1_decode_snarkvm_uncompressed)
R377(gnark_u, ECB_BLS12_377_GNARK_UNCOMPRESSED, ecb_bls12_377_g1_encode_uncompressed,
     ecb_bls12_377_g1_decode_uncompressed)

/* ---- BLS12-381 G1 and G2 -------------------------------------------------------------------- */

#define R381(G)                                                                                    \
    static void G##_encode(uint8_t *out, uint64_t k) {                                             \
        ecb_bls12_381_##G p, g;                                                                    \
        ecb_bls12_381_scalar s = {{k * 0x9e3779b97f4a7c15ULL + 1, 0, 0, 0}};                       \
        ecb_bls12_381_##G##_generator(&g);                                                         \
        ecb_bls12_381_##G##_mul_var(&p, &s, &g);                                                   \
        ecb_bls12_381_##G##_encode_uncompressed(out, &p);                                          \
    }                                                                                              \
    static ecb_status G##_decode(uint8_t *aff, const uint8_t *in) {                                \
        ecb_bls12_381_##G p;                                                                       \
        ecb_status st = ecb_bls12_381_##G##_decode_uncompressed(&p, in);                           \
        ecb_bls12_381_##G##_to_affine((ecb_bls12_381_##G##_affine *)(void *)aff, &p);              \
        return st;                                                                                 \
    }                                                                                              \
    static ecb_status G##_decode_aff(uint8_t *aff, const uint8_t *in) {                            \
        return ecb_bls12_381_##G##_decode_affine_uncompressed(                                     \
            (ecb_bls12_381_##G##_affine *)(void *)aff, in);                                        \
    }                                                                                              \
    static ecb_status G##_batch(uint8_t *aff, size_t n, const uint8_t *in, size_t in_len,          \
                                ecb_status *statuses) {                                            \
        return ecb_bls12_381_##G##_batch_decode_affine_uncompressed(                               \
            (ecb_bls12_381_##G##_affine *)(void *)aff, n, in, in_len, 2, statuses, NULL);          \
    }                                                                                              \
    static ecb_status G##_raw(uint8_t *aff, const uint8_t *in) {                                   \
        return ecb_bls12_381_##G##_affine_from_raw_unchecked(                                      \
            (ecb_bls12_381_##G##_affine *)(void *)aff, in);                                        \
    }
R381(g1)
R381(g2)

#define READER(NAME, LEN, AFF, BYTE, BIT, SIGN)                                                    \
    {                                                                                              \
#NAME, LEN, sizeof(AFF), BYTE, BIT, SIGN, NAME##_encode, NAME##_decode, NAME##_decode_aff, \
            NAME##_batch, NAME##_raw                                                               \
    }

static const reader readers[] = {
    READER(ark_u, 96, ecb_bls12_377_g1_affine, 95, 0x80, 1),
    READER(snarkvm_u, 96, ecb_bls12_377_g1_affine, 95, 0x80, 0),
    READER(gnark_u, 96, ecb_bls12_377_g1_affine, 0, 0x20, 0),
    READER(g1, 96, ecb_bls12_381_g1_affine, 0, 0x20, 0),
    READER(g2, 192, ecb_bls12_381_g2_affine, 0, 0x20, 0),
};

/* ---- the checks ----------------------------------------------------------------------------- */

/* Every reader gives `want` for enc; on ECB_OK they agree on the point (first into agreed). */
static void expect_all(const reader *r, const uint8_t *enc, ecb_status want) {
    uint8_t a[4][MAX_ENC * 2];
    ecb_status st[4], batch_status = ECB_OK;
    memset(a, 0, sizeof a);
    st[0] = r->decode(a[0], enc);
    st[1] = r->decode_aff(a[1], enc);
    st[2] = r->batch(a[2], 1, enc, r->len, &batch_status);
    st[3] = r->raw(a[3], enc);
    CHECK(batch_status == want);
    for (int i = 0; i < 4; i++) {
        CHECK(st[i] == want);
        if (want == ECB_OK) CHECK_MEM(a[i], a[0], r->aff_size);
    }
}

static void check_reader(const reader *r) {
    static uint8_t encs[POINTS][MAX_ENC], flipped[POINTS][MAX_ENC];
    int set_seen = 0, clear_seen = 0;
    for (uint64_t k = 0; k < POINTS; k++) {
        r->encode_multiple(encs[k], k);
        int set = (encs[k][r->flag_byte] & r->flag_bit) != 0;
        set_seen |= set;
        clear_seen |= !set;
        expect_all(r, encs[k], ECB_OK);
        memcpy(flipped[k], encs[k], r->len);
        flipped[k][r->flag_byte] ^= r->flag_bit;
        expect_all(r, flipped[k], ECB_ERR_BAD_FLAGS);
    }
    CHECK(clear_seen && set_seen == r->sign_of_y);
    /* in one batch: every third point flipped, the others valid */
    uint8_t batch_in[POINTS * MAX_ENC], out[POINTS * MAX_ENC * 2];
    ecb_status statuses[POINTS];
    for (size_t k = 0; k < POINTS; k++)
        memcpy(batch_in + k * r->len, k % 3 == 1 ? flipped[k] : encs[k], r->len);
    CHECK(r->batch(out, POINTS, batch_in, POINTS * r->len, statuses) == ECB_ERR_BAD_FLAGS);
    for (size_t k = 0; k < POINTS; k++)
        CHECK(statuses[k] == (k % 3 == 1 ? ECB_ERR_BAD_FLAGS : ECB_OK));
}

int main(void) {
    tl_init();
    for (size_t i = 0; i < sizeof readers / sizeof readers[0]; i++)
        check_reader(&readers[i]);
    return tl_finish("test_group_uncompressed_flags");
}
