/* BLS12-377 G1: every function that may see a secret, with its secret inputs marked, and each
 * result compared with the variable-time answer.
 *   Public API: mul (GLV), add, double, negate, equal, is_identity, the encoders of all five
 *     layouts, to_affine, batch_to_affine, from_affine, scalar encode and decode.
 *   Internal: the plain windowed G_jac_mul, complete G_jac_add, G_jac_mul_u64 (secret point,
 *     public multiplier), G_jac_to_aff, G_jac_batch_to_aff; Fp: inv, batch_inv, sqrt
 *     (Tonelli–Shanks), legendre, is_square; Fr: inv, batch_inv. */
#include <sodium.h>
#include <string.h>

#include "ctcheck.h"
#include "ecbatch/bls12_377.h"
#include "field/bls12/fr377.h"
#include "group/bls12/g1_377.h"

typedef void (*encoder)(uint8_t *, const ecb_bls12_377_g1 *);

static void random_scalar(ecb_bls12_377_scalar *s) {
    fr377 x;
    uint8_t wide[64], enc[32];
    randombytes_buf(wide, sizeof wide);
    fr377_reduce_wide(&x, wide);
    fr377_encode(enc, &x);
    ecb_bls12_377_scalar_decode(s, enc);
}

static void check_g1(void) {
    static const struct {
        void (*encode)(uint8_t *, const ecb_bls12_377_g1 *);
        size_t len;
    } encoders[5] = {{(encoder)ecb_bls12_377_g1_encode, 48},
                     {(encoder)ecb_bls12_377_g1_encode_uncompressed, 96},
                     {(encoder)ecb_bls12_377_g1_encode_ark, 48},
                     {(encoder)ecb_bls12_377_g1_encode_ark_uncompressed, 96},
                     {(encoder)ecb_bls12_377_g1_encode_snarkvm_uncompressed, 96}};
    ecb_bls12_377_scalar k, e, k2;
    ecb_bls12_377_g1 p, r, s, want;
    uint8_t enc[5][96], check[96], kb[32];
    random_scalar(&e);
    ecb_bls12_377_g1_mul_var(&p, &e, &ECB_BLS12_377_G1_GENERATOR);
    for (int i = 0; i < 2; i++) {
        random_scalar(&k);
        ecb_bls12_377_g1_mul_var(&want, &k, &p);
        ecb_bls12_377_g1_double(&want, &want);
        CT_SECRET(&k, sizeof k);
        CT_SECRET(&p, sizeof p);
        ecb_bls12_377_g1_mul(&r, &k, &p);
        ecb_bls12_377_g1_add(&s, &r, &r);
        ecb_bls12_377_g1_double(&r, &r);
        int same = ecb_bls12_377_g1_equal(&r, &s);
        ecb_bls12_377_g1_negate(&s, &s);
        ecb_bls12_377_g1_add(&s, &s, &r);
        int zero = ecb_bls12_377_g1_is_identity(&s);
        for (int l = 0; l < 5; l++)
            encoders[l].encode(enc[l], &r);
        ecb_bls12_377_scalar_encode(kb, &k);
        ecb_status st = ecb_bls12_377_scalar_decode(&k2, kb);
        CT_PUBLIC(&k, sizeof k);
        CT_PUBLIC(&k2, sizeof k2);
        CT_PUBLIC(&st, sizeof st);
        CT_PUBLIC(&p, sizeof p);
        CT_PUBLIC(&r, sizeof r);
        CT_PUBLIC(&same, sizeof same);
        CT_PUBLIC(&zero, sizeof zero);
        CT_PUBLIC(enc, sizeof enc);
        CT_EXPECT(ecb_bls12_377_g1_equal(&r, &want) && same && zero);
        CT_EXPECT(st == ECB_OK && memcmp(&k, &k2, sizeof k) == 0);
        for (int l = 0; l < 5; l++) {
            encoders[l].encode(check, &want);
            CT_EXPECT(memcmp(check, enc[l], encoders[l].len) == 0);
        }
    }
    g1_377_jac a, b, c, pts[2];
    g1_377_aff aff, affs[2];
    fp377 scratch[2];
    memcpy(&a, &p, sizeof a);
    g1_377_jac_mul_var(&c, &a, k.v);
    CT_SECRET(&a, sizeof a);
    CT_SECRET(&k, sizeof k);
    g1_377_jac_mul(&b, &a, k.v);
    CT_PUBLIC(&b, sizeof b);
    CT_PUBLIC(&k, sizeof k);
    CT_EXPECT(g1_377_jac_equal(&b, &c));
    CT_PUBLIC(&a, sizeof a);
    g1_377_jac_mul_u64_var(&c, &a, 0x8508c00000000001ULL);
    CT_SECRET(&a, sizeof a);
    g1_377_jac_mul_u64(&b, &a, 0x8508c00000000001ULL);
    g1_377_jac_to_aff(&aff, &a);
    pts[0] = a, pts[1] = b;
    g1_377_jac_batch_to_aff(affs, pts, 2, scratch);
    CT_PUBLIC(&a, sizeof a);
    CT_PUBLIC(&b, sizeof b);
    CT_PUBLIC(&aff, sizeof aff);
    CT_PUBLIC(affs, sizeof affs);
    CT_EXPECT(g1_377_jac_equal(&b, &c));
    g1_377_jac_from_aff(&b, &aff);
    CT_EXPECT(g1_377_jac_equal(&a, &b) && memcmp(&affs[0], &aff, sizeof aff) == 0);
}

/* The affine conversions of secret points (an identity among them) and back. */
static void check_affine(void) {
    ecb_bls12_377_scalar k;
    ecb_bls12_377_g1 p[3], b[3];
    ecb_bls12_377_g1_affine a[3], s;
    random_scalar(&k);
    ecb_bls12_377_g1_mul_var(&p[0], &k, &ECB_BLS12_377_G1_GENERATOR_SNARKVM);
    ecb_bls12_377_g1_identity(&p[1]);
    ecb_bls12_377_g1_double(&p[2], &p[0]);
    CT_SECRET(p, sizeof p);
    ecb_bls12_377_g1_to_affine(&s, &p[0]);
    ecb_bls12_377_g1_batch_to_affine(a, p, 3);
    for (int i = 0; i < 3; i++)
        ecb_bls12_377_g1_from_affine(&b[i], &a[i]);
    CT_PUBLIC(p, sizeof p);
    CT_PUBLIC(&s, sizeof s);
    CT_PUBLIC(a, sizeof a);
    CT_PUBLIC(b, sizeof b);
    CT_EXPECT(memcmp(&s, &a[0], sizeof s) == 0);
    for (int i = 0; i < 3; i++)
        CT_EXPECT(ecb_bls12_377_g1_equal(&b[i], &p[i]));
}

static void check_fields(void) {
    fp377 a, sq, t, u, w, inv[2], in[2], scratch[2];
    fr377 x, y, one, fr_in[2], fr_out[2], fr_scratch[2];
    uint8_t wide[64];
    randombytes_buf(wide, sizeof wide);
    fp377_reduce_wide(&a, wide);
    fp377_sqr(&sq, &a);
    randombytes_buf(wide, sizeof wide);
    fr377_reduce_wide(&x, wide);
    CT_SECRET(&a, sizeof a);
    CT_SECRET(&sq, sizeof sq);
    CT_SECRET(&x, sizeof x);
    fp377_inv(&t, &a);
    in[0] = a, in[1] = sq;
    fp377_batch_inv(inv, in, 2, scratch);
    int s1 = fp377_sqrt(&u, &sq);
    int l1 = fp377_legendre(&a), q1 = fp377_is_square(&sq);
    fr377_inv(&y, &x);
    fr_in[0] = x, fr_in[1] = y;
    fr377_batch_inv(fr_out, fr_in, 2, fr_scratch);
    CT_PUBLIC(&t, sizeof t);
    CT_PUBLIC(inv, sizeof inv);
    CT_PUBLIC(&u, sizeof u);
    CT_PUBLIC(&s1, sizeof s1);
    CT_PUBLIC(&l1, sizeof l1);
    CT_PUBLIC(&q1, sizeof q1);
    CT_PUBLIC(&y, sizeof y);
    CT_PUBLIC(fr_out, sizeof fr_out);
    CT_PUBLIC(&a, sizeof a);
    CT_PUBLIC(&sq, sizeof sq);
    CT_PUBLIC(&x, sizeof x);
    fp377_inv_var(&w, &a);
    CT_EXPECT(fp377_equal(&t, &w) && fp377_equal(&inv[0], &w));
    fp377_sqr(&w, &w);
    CT_EXPECT(fp377_equal(&inv[1], &w));
    fp377_sqr(&u, &u);
    CT_EXPECT(s1 == 1 && q1 == 1 && fp377_equal(&u, &sq) && (l1 == 1) == fp377_is_square(&a));
    fr377_one(&one);
    fr377_mul(&y, &y, &x);
    CT_EXPECT(fr377_equal(&y, &one) && fr377_equal(&fr_out[1], &x));
}

void ctcheck_bls12_377(void) {
    check_g1();
    check_affine();
    check_fields();
}
