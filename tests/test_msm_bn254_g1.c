/* The MSM engine on BN254 G1 against the naive reference (tests/msm_bls_test_impl.h), every
 * strategy of BLS12-377 G1's set (bucket_1bit included), and scalars on the GLV split's
 * boundaries (bn254_split.h): around 2^127 (the split's short path), the lattice basis and
 * lambda, and the corners of the parallelogram the parts are taken from. */
#include "ecbatch.h"
#include "field/bn254/fr254.h"

#define TB_NAME "test_msm_bn254_g1"
#define TB_JAC ecb_bn254_g1
#define TB_AFF ecb_bn254_g1_affine
#define TB_SC ecb_bn254_scalar
#define TB_(op) ecb_bn254_g1_##op
#define TB_MSM ecb_msm_bn254_g1_var
#define TB_GROUP ECB_GROUP_BN254_G1
#define TB_ENC ECB_BN254_G1_BYTES
#define TB_ORDER FR254_ORDER
#define TB_GLV_COUNT 156
#define TB_HAS_1BIT 1
#define TB_FULL_MAX 4096
#define TB_MAX_N 4096
#define TB_EDGE_N 300

static void tb_generator(ecb_bn254_g1 *g) {
    *g = ECB_BN254_G1_GENERATOR;
}

static void tb_scalar_random(ecb_bn254_scalar *s);
static size_t tb_glv_scalars(ecb_bn254_scalar *s, size_t max);

#include "msm_bls_test_impl.h"

/* uniform below r: rejection over 254-bit candidates */
static void tb_scalar_random(ecb_bn254_scalar *s) {
    uint8_t b[32];
    do {
        tl_random(b, sizeof b);
        b[0] &= 0x3f;
    } while (ecb_bn254_scalar_decode(s, b) != ECB_OK);
}

/* The split's constants (bn254_split.h) for x = 0x44e992b44a6909f1: A = 6x^2 + 4x + 1,
 * B = 2x + 1, C = 6x^2 + 2x, lambda = 36x^3 + 18x^2 + 6x + 1 (test_group_bn254_g1 derives
 * them from x). */
static const uint64_t glv_a[4] = {0x0be4e1541221250bULL, 0x6f4d8248eeb859fdULL, 0, 0};
static const uint64_t glv_b[4] = {0x89d3256894d213e3ULL, 0, 0, 0};
static const uint64_t glv_c[4] = {0x8211bbeb7d4f1128ULL, 0x6f4d8248eeb859fcULL, 0, 0};
static const uint64_t glv_lambda[4] = {0x8b17ea66b99c90ddULL, 0x5bfc41088d8daaa7ULL,
                                       0xb3c4d79d41a91758ULL, 0};

static void fr_of(fr254 *r, const uint64_t v[4]) {
    fr254_to_mont(r, v);
}

static void push(ecb_bn254_scalar *s, size_t *n, size_t max, const fr254 *k) {
    fr254 neg;
    if (*n < max) fr254_from_mont(s[(*n)++].v, k);
    fr254_neg(&neg, k);
    if (*n < max) fr254_from_mont(s[(*n)++].v, &neg);
}

/* k and r - k for: 2^e - 1, 2^e, 2^e + 1 (e = 1, 63, 64, 126, 127, 128, 191, 192, 253); A, B,
 * C, A + B, B + C, lambda, lambda^2 and each +-1; a + b lambda for (a, b) within one of the
 * parallelogram's corners (B, 0), (A + B, B), (0, C), (A, B + C). */
static size_t tb_glv_scalars(ecb_bn254_scalar *s, size_t max) {
    static const unsigned exps[] = {1, 63, 64, 126, 127, 128, 191, 192, 253};
    size_t n = 0;
    fr254 one, k, t, a, b, c, l;
    fr254_one(&one);
    fr_of(&a, glv_a);
    fr_of(&b, glv_b);
    fr_of(&c, glv_c);
    fr_of(&l, glv_lambda);
    for (size_t i = 0; i < sizeof exps / sizeof exps[0]; i++) {
        uint64_t v[4] = {0, 0, 0, 0};
        v[exps[i] / 64] = 1ULL << (exps[i] % 64);
        fr_of(&k, v);
        fr254_sub(&t, &k, &one);
        push(s, &n, max, &t);
        push(s, &n, max, &k);
        fr254_add(&t, &k, &one);
        push(s, &n, max, &t);
    }
    fr254 base[7];
    base[0] = a, base[1] = b, base[2] = c;
    fr254_add(&base[3], &a, &b);
    fr254_add(&base[4], &b, &c);
    base[5] = l;
    fr254_sqr(&base[6], &l);
    for (int i = 0; i < 7; i++) {
        fr254_sub(&t, &base[i], &one);
        push(s, &n, max, &t);
        push(s, &n, max, &base[i]);
        fr254_add(&t, &base[i], &one);
        push(s, &n, max, &t);
    }
    /* corners (a, b) as field elements mod r, then a + da + (b + db) lambda */
    fr254 zero, ab, bc, corner[4][2];
    fr254_zero(&zero);
    fr254_add(&ab, &a, &b);
    fr254_add(&bc, &b, &c);
    corner[0][0] = b, corner[0][1] = zero;
    corner[1][0] = ab, corner[1][1] = b;
    corner[2][0] = zero, corner[2][1] = c;
    corner[3][0] = a, corner[3][1] = bc;
    for (int i = 0; i < 4; i++)
        for (int da = -1; da <= 1; da++)
            for (int db = -1; db <= 1; db++) {
                fr254 x = corner[i][0], y = corner[i][1];
                if ((fr254_is_zero(&x) && da < 0) || (fr254_is_zero(&y) && db < 0)) continue;
                if (da) (da > 0 ? fr254_add : fr254_sub)(&x, &x, &one);
                if (db) (db > 0 ? fr254_add : fr254_sub)(&y, &y, &one);
                fr254_mul(&k, &y, &l);
                fr254_add(&k, &k, &x);
                push(s, &n, max, &k);
            }
    return n;
}
