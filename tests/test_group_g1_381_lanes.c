/* G1 programs in eight IFMA lanes (src/group/bls12/g1_381_lanes.c) and the many scalar
 * multiplications on them (g1_381_mul_many.c):
 *  - g1_381_mul_many_var against g1_381_mul_glv_var one by one, for m = 0 .. 20, 63, 64 and 70
 *    products (partly filled groups of eight), random points and scalars with the edge scalars 0,
 *    1, 2, r - 1, 2^128 and 2^128 - 1 and identity points mixed in, out equal to in;
 *  - programs that meet every special case of an addition: the sum plus itself, plus its
 *    negation (the identity), the identity plus a point, -sigma images and their negations, and
 *    programs of different lengths (lanes that end early), each lane against the same operations
 *    in Jacobian coordinates, one at a time.
 * The lanes run only at level ifma; at adx and portable g1_381_mul_many_var's fallback is still
 * checked against the serial multiplication. */
#include "testlib.h"

#include "field/bls12/fr381.h"
#include "group/bls12/g1_381.h"
#include "group/bls12/g1_381_lanes.h"
#include "group/bls12/g1_381_mul_many.h"

#define MAX_M 70

static void random_scalar(uint64_t k[4]) {
    uint8_t wide[64];
    fr381 f;
    tl_random(wide, sizeof wide);
    fr381_reduce_wide(&f, wide);
    fr381_from_mont(k, &f);
}

/* [c]G for a random c */
static void random_point(g1_381_jac *p) {
    uint64_t c[4];
    g1_381_jac g;
    random_scalar(c);
    g1_381_generator(&g);
    g1_381_mul_glv_var(p, &g, c);
}

static void test_mul_many(size_t m) {
    static g1_381_jac in[MAX_M], out[MAX_M], want[MAX_M];
    static uint64_t k[MAX_M][4];
    static const uint64_t edges[6][4] = {
        {0, 0, 0, 0},
        {1, 0, 0, 0},
        {2, 0, 0, 0},
        {0xffffffff00000000ULL, 0x53bda402fffe5bfeULL, 0x3339d80809a1d805ULL,
         0x73eda753299d7d48ULL}, /* r - 1 */
        {0, 0, 1, 0},
        {~0ULL, ~0ULL, 0, 0},
    };
    for (size_t i = 0; i < m; i++) {
        if (i % 5 == 3)
            g1_381_jac_identity(&in[i]);
        else
            random_point(&in[i]);
        if (i % 7 < 6 && i / 7 < 6)
            memcpy(k[i], edges[(i / 7 + i) % 6], sizeof k[i]);
        else
            random_scalar(k[i]);
        g1_381_mul_glv_var(&want[i], &in[i], k[i]);
        out[i] = in[i];
    }
    void *scratch = malloc(g1_381_mul_many_scratch_size(m) + 1);
    g1_381_mul_many_var(out, out, (const uint64_t(*)[4])k, m, scratch); /* out = in */
    free(scratch);
    int all = 1;
    for (size_t i = 0; i < m; i++)
        all &= g1_381_jac_equal(&out[i], &want[i]);
    CHECK(all);
}

/* One lane's program applied one operation at a time in Jacobian coordinates. */
static void serial(g1_381_jac *r, const g1_381_lane_op *ops, size_t n) {
    g1_381_jac_identity(r);
    for (size_t i = 0; i < n; i++) {
        if (ops[i].point == NULL) {
            g1_381_jac_dbl(r, r);
            continue;
        }
        g1_381_jac p;
        g1_381_jac_from_aff(&p, ops[i].point);
        if (ops[i].flags & G1_381_LANE_SIGMA) {
            g1_381_sigma(&p, &p);
            g1_381_jac_neg(&p, &p);
        }
        if (ops[i].flags & G1_381_LANE_NEG) g1_381_jac_neg(&p, &p);
        g1_381_jac_add_var(r, r, &p);
    }
}

static void test_programs(void) {
    g1_381_jac j[3];
    g1_381_aff a[3];
    fp381 scratch[3];
    for (int i = 0; i < 3; i++)
        random_point(&j[i]);
    g1_381_jac_dbl(&j[2], &j[0]); /* a[2] = 2 a[0] */
    g1_381_jac_batch_to_aff_var(a, j, 3, scratch);
    const g1_381_aff *P = &a[0], *Q = &a[1], *P2 = &a[2];
    const unsigned N = G1_381_LANE_NEG, S = G1_381_LANE_SIGMA;
    /* lane programs, each a special case */
    static const g1_381_lane_op none = {NULL, 0};
    g1_381_lane_op prog[G1_381_LANES][8] = {
        {{P, 0}, {P, 0}, none, {Q, 0}},                   /* P + P: a doubling by addition */
        {{P, 0}, {P, N}, {Q, 0}},                         /* P - P: the identity, then Q */
        {{P, 0}, none, {P2, N}, {Q, S}, {Q, S | N}},      /* 2P - 2P, -sigma(Q) - (-sigma(Q)) */
        {{Q, S}, none, none, {P, 0}},                     /* -sigma(Q) doubled twice, + P */
        {{P, 0}},                                         /* ends first */
        {none, none, {Q, N}},                             /* doublings of the identity */
        {{P, 0}, {P2, 0}, {P, N}, {P2, N}, none, {Q, 0}}, /* back to the identity, then Q */
        {{Q, 0}, {Q, S}, {Q, S}, none, none, none, none, {P, S | N}},
    };
    size_t counts[G1_381_LANES] = {4, 3, 5, 4, 1, 3, 6, 8};
    const g1_381_lane_op *ops[G1_381_LANES];
    for (unsigned k = 0; k < G1_381_LANES; k++)
        ops[k] = prog[k];
    g1_381_jac got[G1_381_LANES];
    for (unsigned lanes = 1; lanes <= G1_381_LANES; lanes++) {
        g1_381_lanes_run_var(got, ops, counts, lanes);
        int all = 1;
        for (unsigned k = 0; k < lanes; k++) {
            g1_381_jac want;
            serial(&want, prog[k], counts[k]);
            all &= g1_381_jac_equal(&got[k], &want);
        }
        CHECK(all);
    }
    /* lane 1's and lane 6's sums: Q, through the identity */
    CHECK(g1_381_jac_equal(&got[1], &j[1]));
    CHECK(g1_381_jac_equal(&got[6], &j[1]));
}

int main(void) {
    tl_init();
    static const size_t sizes[] = {0, 1, 2, 7, 8, 9, 15, 16, 17, 20, 63, 64, 70};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        test_mul_many(sizes[i]);
    if (g1_381_lanes_available()) test_programs();
    printf("lanes %s\n", g1_381_lanes_available() ? "run" : "not available at this level");
    return tl_finish("test_group_g1_381_lanes");
}
