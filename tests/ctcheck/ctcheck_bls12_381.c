/* BLS12-381: every function that may see a secret, with its secret inputs marked, and each
 * result compared with the variable-time (or plainly computed) answer.
 *   G1 and G2, public API: mul (GLV / GLS), add, double, negate, equal, is_identity, both
 *     encoders, to_affine, batch_to_affine, from_affine; internal: the plain windowed G_jac_mul,
 * complete G_jac_add, G_jac_mul_u64 (secret point, public multiplier), G_jac_to_aff and
 * G_jac_batch_to_aff. Scalars mod r, public API: decode, encode, reduce64, add, sub, neg, mul,
 * invert, batch_invert, is_zero, equal. Fp: inv, batch_inv, sqrt, legendre, is_square, pow (secret
 * base); Fp2: inv, sqrt, is_square, sgn0, is_lexlargest; Fr: inv, batch_inv. */
#include <sodium.h>
#include <string.h>

#include "ctcheck.h"
#include "ecbatch/bls12_381.h"
#include "field/bls12/fp2_381.h"
#include "field/bls12/fp381.h"
#include "field/bls12/fr381.h"
#include "group/bls12/bls12_381_codec.h"

static void random_scalar(ecb_bls12_381_scalar *s) {
    uint8_t wide[64];
    randombytes_buf(wide, sizeof wide);
    ecb_bls12_381_scalar_reduce64(s, wide);
}

static void check_g1(void) {
    ecb_bls12_381_scalar k, e;
    ecb_bls12_381_g1 gen, p, r, s, want;
    uint8_t enc[48], encu[96], check[96];
    ecb_bls12_381_g1_generator(&gen);
    random_scalar(&e);
    ecb_bls12_381_g1_mul_var(&p, &e, &gen); /* a secret point */
    for (int i = 0; i < 2; i++) {
        random_scalar(&k);
        ecb_bls12_381_g1_mul_var(&want, &k, &p);
        ecb_bls12_381_g1_double(&want, &want);
        CT_SECRET(&k, sizeof k);
        CT_SECRET(&p, sizeof p);
        ecb_bls12_381_g1_mul(&r, &k, &p);
        ecb_bls12_381_g1_add(&s, &r, &r);
        ecb_bls12_381_g1_double(&r, &r);
        int same = ecb_bls12_381_g1_equal(&r, &s);
        int zero = ecb_bls12_381_g1_is_identity(&r);
        ecb_bls12_381_g1_negate(&s, &s);
        ecb_bls12_381_g1_add(&s, &s, &r); /* the identity, through the complete addition */
        int zero2 = ecb_bls12_381_g1_is_identity(&s);
        ecb_bls12_381_g1_encode(enc, &r);
        ecb_bls12_381_g1_encode_uncompressed(encu, &r);
        CT_PUBLIC(&k, sizeof k);
        CT_PUBLIC(&p, sizeof p);
        CT_PUBLIC(&r, sizeof r);
        CT_PUBLIC(&same, sizeof same);
        CT_PUBLIC(&zero, sizeof zero);
        CT_PUBLIC(&zero2, sizeof zero2);
        CT_PUBLIC(enc, sizeof enc);
        CT_PUBLIC(encu, sizeof encu);
        CT_EXPECT(ecb_bls12_381_g1_equal(&r, &want) && same && !zero && zero2);
        ecb_bls12_381_g1_encode(check, &want);
        CT_EXPECT(memcmp(check, enc, 48) == 0);
        ecb_bls12_381_g1_encode_uncompressed(check, &want);
        CT_EXPECT(memcmp(check, encu, 96) == 0);
    }
    /* the internal pieces: plain windows, a public 64-bit multiplier, affine conversions */
    g1_381_jac a, b, c, pts[3];
    g1_381_aff aff, affs[3];
    fp381 scratch[3];
    memcpy(&a, &p, sizeof a);
    g1_381_jac_mul_var(&c, &a, k.v);
    CT_SECRET(&a, sizeof a);
    CT_SECRET(&k, sizeof k);
    g1_381_jac_mul(&b, &a, k.v);
    CT_PUBLIC(&b, sizeof b);
    CT_PUBLIC(&k, sizeof k);
    CT_EXPECT(g1_381_jac_equal(&b, &c));
    CT_PUBLIC(&a, sizeof a);
    g1_381_jac_mul_u64_var(&c, &a, 0xd201000000010001ULL);
    CT_SECRET(&a, sizeof a);
    g1_381_jac_mul_u64(&b, &a, 0xd201000000010001ULL);
    g1_381_jac_to_aff(&aff, &a);
    pts[0] = a, pts[1] = b;
    g1_381_jac_identity(&pts[2]);
    g1_381_jac_batch_to_aff(affs, pts, 3, scratch);
    CT_PUBLIC(&a, sizeof a);
    CT_PUBLIC(&b, sizeof b);
    CT_PUBLIC(&aff, sizeof aff);
    CT_PUBLIC(affs, sizeof affs);
    CT_EXPECT(g1_381_jac_equal(&b, &c));
    g1_381_jac_from_aff(&b, &aff);
    CT_EXPECT(g1_381_jac_equal(&a, &b));
    g1_381_jac_from_aff(&b, &affs[0]);
    CT_EXPECT(g1_381_jac_equal(&a, &b) && memcmp(&affs[0], &aff, sizeof aff) == 0 &&
              g1_381_aff_is_identity(&affs[2]));
}

static void check_g2(void) {
    ecb_bls12_381_scalar k, e;
    ecb_bls12_381_g2 gen, p, r, s, want;
    uint8_t enc[96], encu[192], check[192];
    ecb_bls12_381_g2_generator(&gen);
    random_scalar(&e);
    ecb_bls12_381_g2_mul_var(&p, &e, &gen);
    random_scalar(&k);
    ecb_bls12_381_g2_mul_var(&want, &k, &p);
    ecb_bls12_381_g2_double(&want, &want);
    CT_SECRET(&k, sizeof k);
    CT_SECRET(&p, sizeof p);
    ecb_bls12_381_g2_mul(&r, &k, &p);
    ecb_bls12_381_g2_add(&s, &r, &r);
    ecb_bls12_381_g2_double(&r, &r);
    int same = ecb_bls12_381_g2_equal(&r, &s);
    ecb_bls12_381_g2_negate(&s, &s);
    ecb_bls12_381_g2_add(&s, &s, &r);
    int zero = ecb_bls12_381_g2_is_identity(&s);
    ecb_bls12_381_g2_encode(enc, &r);
    ecb_bls12_381_g2_encode_uncompressed(encu, &r);
    CT_PUBLIC(&k, sizeof k);
    CT_PUBLIC(&r, sizeof r);
    CT_PUBLIC(&same, sizeof same);
    CT_PUBLIC(&zero, sizeof zero);
    CT_PUBLIC(enc, sizeof enc);
    CT_PUBLIC(encu, sizeof encu);
    CT_EXPECT(ecb_bls12_381_g2_equal(&r, &want) && same && zero);
    ecb_bls12_381_g2_encode(check, &want);
    CT_EXPECT(memcmp(check, enc, 96) == 0);
    ecb_bls12_381_g2_encode_uncompressed(check, &want);
    CT_EXPECT(memcmp(check, encu, 192) == 0);

    g2_381_jac a, b, c;
    g2_381_aff aff;
    memcpy(&a, &p, sizeof a); /* still marked secret */
    CT_PUBLIC(&a, sizeof a);
    g2_381_jac_mul_var(&c, &a, k.v);
    CT_SECRET(&a, sizeof a);
    CT_SECRET(&k, sizeof k);
    g2_381_jac_mul(&b, &a, k.v);
    CT_PUBLIC(&b, sizeof b);
    CT_PUBLIC(&k, sizeof k);
    CT_EXPECT(g2_381_jac_equal(&b, &c));
    CT_PUBLIC(&a, sizeof a);
    g2_381_jac_mul_u64_var(&c, &a, 0xd201000000010000ULL);
    CT_SECRET(&a, sizeof a);
    g2_381_jac_mul_u64(&b, &a, 0xd201000000010000ULL);
    g2_381_jac_to_aff(&aff, &a);
    CT_PUBLIC(&a, sizeof a);
    CT_PUBLIC(&b, sizeof b);
    CT_PUBLIC(&aff, sizeof aff);
    CT_PUBLIC(&p, sizeof p);
    CT_EXPECT(g2_381_jac_equal(&b, &c));
    g2_381_jac_from_aff(&b, &aff);
    CT_EXPECT(g2_381_jac_equal(&a, &b));
}

/* The affine conversions of secret points (an identity among them) and back. */
static void check_affine(void) {
    ecb_bls12_381_scalar k;
    ecb_bls12_381_g1 p1[3], b1[3];
    ecb_bls12_381_g2 p2[3], b2[3];
    ecb_bls12_381_g1_affine a1[3], s1;
    ecb_bls12_381_g2_affine a2[3], s2;
    ecb_bls12_381_g1_generator(&p1[0]);
    ecb_bls12_381_g2_generator(&p2[0]);
    random_scalar(&k);
    ecb_bls12_381_g1_mul_var(&p1[0], &k, &p1[0]);
    ecb_bls12_381_g2_mul_var(&p2[0], &k, &p2[0]);
    ecb_bls12_381_g1_identity(&p1[1]);
    ecb_bls12_381_g2_identity(&p2[1]);
    ecb_bls12_381_g1_double(&p1[2], &p1[0]);
    ecb_bls12_381_g2_double(&p2[2], &p2[0]);
    CT_SECRET(p1, sizeof p1);
    CT_SECRET(p2, sizeof p2);
    ecb_bls12_381_g1_to_affine(&s1, &p1[0]);
    ecb_bls12_381_g2_to_affine(&s2, &p2[0]);
    ecb_bls12_381_g1_batch_to_affine(a1, p1, 3);
    ecb_bls12_381_g2_batch_to_affine(a2, p2, 3);
    for (int i = 0; i < 3; i++) {
        ecb_bls12_381_g1_from_affine(&b1[i], &a1[i]);
        ecb_bls12_381_g2_from_affine(&b2[i], &a2[i]);
    }
    CT_PUBLIC(p1, sizeof p1);
    CT_PUBLIC(p2, sizeof p2);
    CT_PUBLIC(&s1, sizeof s1);
    CT_PUBLIC(&s2, sizeof s2);
    CT_PUBLIC(a1, sizeof a1);
    CT_PUBLIC(a2, sizeof a2);
    CT_PUBLIC(b1, sizeof b1);
    CT_PUBLIC(b2, sizeof b2);
    CT_EXPECT(memcmp(&s1, &a1[0], sizeof s1) == 0 && memcmp(&s2, &a2[0], sizeof s2) == 0);
    for (int i = 0; i < 3; i++)
        CT_EXPECT(ecb_bls12_381_g1_equal(&b1[i], &p1[i]) && ecb_bls12_381_g2_equal(&b2[i], &p2[i]));
}

static void check_scalars(void) {
    ecb_bls12_381_scalar a, b, r, inv, one, batch[3], scratch[3];
    uint8_t enc[32], wide[64];
    random_scalar(&a);
    random_scalar(&b);
    ecb_bls12_381_scalar_from_u64(&one, 1);
    randombytes_buf(wide, sizeof wide);
    CT_SECRET(&a, sizeof a);
    CT_SECRET(&b, sizeof b);
    CT_SECRET(wide, sizeof wide);
    ecb_bls12_381_scalar_reduce64(&r, wide);
    ecb_bls12_381_scalar_mul(&r, &r, &a);
    ecb_bls12_381_scalar_add(&r, &r, &b);
    ecb_bls12_381_scalar_sub(&r, &r, &a);
    ecb_bls12_381_scalar_neg(&r, &r);
    ecb_status st = ecb_bls12_381_scalar_invert(&inv, &r);
    ecb_bls12_381_scalar_mul(&inv, &inv, &r);
    int is_one = ecb_bls12_381_scalar_equal(&inv, &one);
    int zero = ecb_bls12_381_scalar_is_zero(&r);
    batch[0] = a, batch[1] = b, batch[2] = r;
    ecb_status st2 = ecb_bls12_381_scalar_batch_invert(batch, batch, 3, scratch);
    ecb_bls12_381_scalar_mul(&batch[0], &batch[0], &a);
    ecb_bls12_381_scalar_encode(enc, &b);
    ecb_status st3 = ecb_bls12_381_scalar_decode(&r, enc);
    int same = ecb_bls12_381_scalar_equal(&r, &b);
    CT_PUBLIC(&st, sizeof st);
    CT_PUBLIC(&st2, sizeof st2);
    CT_PUBLIC(&st3, sizeof st3);
    CT_PUBLIC(&is_one, sizeof is_one);
    CT_PUBLIC(&zero, sizeof zero);
    CT_PUBLIC(&same, sizeof same);
    CT_PUBLIC(batch, sizeof batch);
    CT_PUBLIC(&a, sizeof a);
    CT_PUBLIC(&b, sizeof b);
    CT_EXPECT(st == ECB_OK && st2 == ECB_OK && st3 == ECB_OK && is_one && !zero && same);
    CT_EXPECT(ecb_bls12_381_scalar_equal(&batch[0], &one));
}

static void check_fields(void) {
    fp381 a, sq, t, u, inv[2], in[2], scratch[2];
    fp2_381 b, c, d;
    fr381 x, y, fr_in[2], fr_out[2], fr_scratch[2], one;
    static const uint64_t e[6] = {0x123456789abcdef0ULL, 0x0fedcba987654321ULL, 0, 0, 0, 1};
    uint8_t wide[64];
    randombytes_buf(wide, sizeof wide);
    fp381_reduce_wide(&a, wide);
    fp381_sqr(&sq, &a);
    randombytes_buf(wide, sizeof wide);
    fp381_reduce_wide(&b.c0, wide);
    randombytes_buf(wide, sizeof wide);
    fp381_reduce_wide(&b.c1, wide);
    fp2_381_sqr(&c, &b);
    randombytes_buf(wide, sizeof wide);
    fr381_reduce_wide(&x, wide);
    fp381 pw;
    fp381_pow(&pw, &a, e);
    CT_SECRET(&a, sizeof a);
    CT_SECRET(&sq, sizeof sq);
    CT_SECRET(&b, sizeof b);
    CT_SECRET(&c, sizeof c);
    CT_SECRET(&x, sizeof x);
    fp381_inv(&t, &a);
    in[0] = a, in[1] = sq;
    fp381_batch_inv(inv, in, 2, scratch);
    int s1 = fp381_sqrt(&u, &sq);
    int l1 = fp381_legendre(&a), q1 = fp381_is_square(&sq);
    fp381_pow(&in[0], &a, e);
    fp2_381_inv(&d, &b);
    fp2_381_mul(&d, &d, &b);
    fp2_381 root;
    int s2 = fp2_381_sqrt(&root, &c), q2 = fp2_381_is_square(&c);
    int sg = fp2_381_sgn0(&b), lx = fp2_381_is_lexlargest(&b);
    fr381_inv(&y, &x);
    fr_in[0] = x, fr_in[1] = y;
    fr381_batch_inv(fr_out, fr_in, 2, fr_scratch);
    CT_PUBLIC(&t, sizeof t);
    CT_PUBLIC(inv, sizeof inv);
    CT_PUBLIC(&u, sizeof u);
    CT_PUBLIC(&s1, sizeof s1);
    CT_PUBLIC(&l1, sizeof l1);
    CT_PUBLIC(&q1, sizeof q1);
    CT_PUBLIC(in, sizeof in);
    CT_PUBLIC(&d, sizeof d);
    CT_PUBLIC(&root, sizeof root);
    CT_PUBLIC(&s2, sizeof s2);
    CT_PUBLIC(&q2, sizeof q2);
    CT_PUBLIC(&sg, sizeof sg);
    CT_PUBLIC(&lx, sizeof lx);
    CT_PUBLIC(&y, sizeof y);
    CT_PUBLIC(fr_out, sizeof fr_out);
    CT_PUBLIC(&a, sizeof a);
    CT_PUBLIC(&sq, sizeof sq);
    CT_PUBLIC(&b, sizeof b);
    CT_PUBLIC(&c, sizeof c);
    CT_PUBLIC(&x, sizeof x);
    fp381 w;
    fp381_inv_var(&w, &a);
    CT_EXPECT(fp381_equal(&t, &w) && fp381_equal(&inv[0], &w));
    fp381_sqr(&w, &w);
    CT_EXPECT(fp381_equal(&inv[1], &w));
    fp381_sqr(&u, &u);
    CT_EXPECT(s1 == 1 && q1 == 1 && fp381_equal(&u, &sq) && (l1 == 1) == fp381_is_square(&a));
    CT_EXPECT(fp381_equal(&in[0], &pw));
    fp2_381 one2;
    fp2_381_one(&one2);
    CT_EXPECT(fp2_381_equal(&d, &one2));
    fp2_381_sqr(&root, &root);
    CT_EXPECT(s2 == 1 && q2 == 1 && fp2_381_equal(&root, &c));
    CT_EXPECT(sg == fp2_381_sgn0(&b) && lx == fp2_381_is_lexlargest(&b));
    fr381_one(&one);
    fr381_mul(&y, &y, &x);
    CT_EXPECT(fr381_equal(&y, &one) && fr381_equal(&fr_out[1], &x));
}

void ctcheck_bls12_381(void) {
    check_g1();
    check_g2();
    check_affine();
    check_scalars();
    check_fields();
}
