/* BN254 G1: every function that may see a secret, with its secret inputs marked, and each
 * result compared with the variable-time answer.
 *   Public API: mul (GLV), add, double, negate, equal, is_identity, both encoders, to_affine,
 *     batch_to_affine, from_affine, scalar encode and decode.
 *   Internal: the GLV split, the plain windowed G_jac_mul, G_jac_to_aff, G_jac_batch_to_aff;
 *     Fp: inv, batch_inv, sqrt (an exponentiation); Fr: inv, batch_inv. */
#include <sodium.h>
#include <string.h>

#include "ctcheck.h"
#include "ecbatch/bn254.h"
#include "field/bn254/fr254.h"
#include "group/bn254/bn254_split.h"
#include "group/bn254/g1_254.h"

static void random_scalar(ecb_bn254_scalar *s) {
    uint8_t wide[64];
    randombytes_buf(wide, sizeof wide);
    ecb_bn254_scalar_reduce64(s, wide);
}

static void check_g1(void) {
    ecb_bn254_scalar k, e, k2;
    ecb_bn254_g1 p, r, s, want;
    uint8_t enc[2][64], check[64], kb[32];
    random_scalar(&e);
    ecb_bn254_g1_mul_var(&p, &e, &ECB_BN254_G1_GENERATOR);
    for (int i = 0; i < 2; i++) {
        random_scalar(&k);
        ecb_bn254_g1_mul_var(&want, &k, &p);
        ecb_bn254_g1_double(&want, &want);
        CT_SECRET(&k, sizeof k);
        CT_SECRET(&p, sizeof p);
        ecb_bn254_g1_mul(&r, &k, &p);
        ecb_bn254_g1_add(&s, &r, &r);
        ecb_bn254_g1_double(&r, &r);
        int same = ecb_bn254_g1_equal(&r, &s);
        ecb_bn254_g1_negate(&s, &s);
        ecb_bn254_g1_add(&s, &s, &r);
        int zero = ecb_bn254_g1_is_identity(&s);
        ecb_bn254_g1_encode(enc[0], &r);
        ecb_bn254_g1_encode_uncompressed(enc[1], &r);
        ecb_bn254_scalar_encode(kb, &k);
        ecb_status st = ecb_bn254_scalar_decode(&k2, kb);
        CT_PUBLIC(&k, sizeof k);
        CT_PUBLIC(&k2, sizeof k2);
        CT_PUBLIC(&st, sizeof st);
        CT_PUBLIC(&p, sizeof p);
        CT_PUBLIC(&r, sizeof r);
        CT_PUBLIC(&same, sizeof same);
        CT_PUBLIC(&zero, sizeof zero);
        CT_PUBLIC(enc, sizeof enc);
        CT_EXPECT(ecb_bn254_g1_equal(&r, &want) && same && zero);
        CT_EXPECT(st == ECB_OK && memcmp(&k, &k2, sizeof k) == 0);
        ecb_bn254_g1_encode(check, &want);
        CT_EXPECT(memcmp(check, enc[0], 32) == 0);
        ecb_bn254_g1_encode_uncompressed(check, &want);
        CT_EXPECT(memcmp(check, enc[1], 64) == 0);
    }
    uint64_t kk[4], kk2[4];
    bn254_glv_split(kk2, k.v);
    CT_SECRET(&k, sizeof k);
    bn254_glv_split(kk, k.v);
    CT_PUBLIC(kk, sizeof kk);
    CT_PUBLIC(&k, sizeof k);
    CT_EXPECT(memcmp(kk, kk2, sizeof kk) == 0);
    g1_254_jac a, b, c, pts[2];
    g1_254_aff aff, affs[2];
    fp254 scratch[2];
    memcpy(&a, &p, sizeof a);
    g1_254_jac_mul_var(&c, &a, k.v);
    CT_SECRET(&a, sizeof a);
    CT_SECRET(&k, sizeof k);
    g1_254_jac_mul(&b, &a, k.v);
    g1_254_jac_to_aff(&aff, &a);
    pts[0] = a, pts[1] = b;
    g1_254_jac_batch_to_aff(affs, pts, 2, scratch);
    CT_PUBLIC(&a, sizeof a);
    CT_PUBLIC(&b, sizeof b);
    CT_PUBLIC(&k, sizeof k);
    CT_PUBLIC(&aff, sizeof aff);
    CT_PUBLIC(affs, sizeof affs);
    CT_EXPECT(g1_254_jac_equal(&b, &c));
    g1_254_jac_from_aff(&b, &aff);
    CT_EXPECT(g1_254_jac_equal(&a, &b) && memcmp(&affs[0], &aff, sizeof aff) == 0);
}

/* The affine conversions of secret points (an identity among them) and back. */
static void check_affine(void) {
    ecb_bn254_scalar k;
    ecb_bn254_g1 p[3], b[3];
    ecb_bn254_g1_affine a[3], s;
    random_scalar(&k);
    ecb_bn254_g1_mul_var(&p[0], &k, &ECB_BN254_G1_GENERATOR);
    ecb_bn254_g1_identity(&p[1]);
    ecb_bn254_g1_double(&p[2], &p[0]);
    CT_SECRET(p, sizeof p);
    ecb_bn254_g1_to_affine(&s, &p[0]);
    ecb_bn254_g1_batch_to_affine(a, p, 3);
    for (int i = 0; i < 3; i++)
        ecb_bn254_g1_from_affine(&b[i], &a[i]);
    CT_PUBLIC(p, sizeof p);
    CT_PUBLIC(&s, sizeof s);
    CT_PUBLIC(a, sizeof a);
    CT_PUBLIC(b, sizeof b);
    CT_EXPECT(memcmp(&s, &a[0], sizeof s) == 0);
    for (int i = 0; i < 3; i++)
        CT_EXPECT(ecb_bn254_g1_equal(&b[i], &p[i]));
}

static void check_fields(void) {
    fp254 a, sq, t, u, w, inv[2], in[2], scratch[2];
    fr254 x, y, one, fr_in[2], fr_out[2], fr_scratch[2];
    uint8_t wide[64], b[32];
    randombytes_buf(b, sizeof b);
    b[0] &= 0x1f;
    fp254_decode(&a, b);
    fp254_sqr(&sq, &a);
    randombytes_buf(wide, sizeof wide);
    fr254_reduce_wide(&x, wide);
    CT_SECRET(&a, sizeof a);
    CT_SECRET(&sq, sizeof sq);
    CT_SECRET(&x, sizeof x);
    fp254_inv(&t, &a);
    in[0] = a, in[1] = sq;
    fp254_batch_inv(inv, in, 2, scratch);
    int s1 = fp254_sqrt(&u, &sq);
    fr254_inv(&y, &x);
    fr_in[0] = x, fr_in[1] = y;
    fr254_batch_inv(fr_out, fr_in, 2, fr_scratch);
    CT_PUBLIC(&t, sizeof t);
    CT_PUBLIC(inv, sizeof inv);
    CT_PUBLIC(&u, sizeof u);
    CT_PUBLIC(&s1, sizeof s1);
    CT_PUBLIC(&y, sizeof y);
    CT_PUBLIC(fr_out, sizeof fr_out);
    CT_PUBLIC(&a, sizeof a);
    CT_PUBLIC(&sq, sizeof sq);
    CT_PUBLIC(&x, sizeof x);
    fp254_inv_var(&w, &a);
    CT_EXPECT(fp254_equal(&t, &w) && fp254_equal(&inv[0], &w));
    fp254_sqr(&w, &w);
    CT_EXPECT(fp254_equal(&inv[1], &w));
    fp254_sqr(&u, &u);
    CT_EXPECT(s1 == 1 && fp254_equal(&u, &sq));
    fr254_one(&one);
    fr254_mul(&y, &y, &x);
    CT_EXPECT(fr254_equal(&y, &one) && fr254_equal(&fr_out[1], &x));
}

void ctcheck_bn254(void) {
    check_g1();
    check_affine();
    check_fields();
}
