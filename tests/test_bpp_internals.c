/* Bulletproofs+ internals against direct computations: the prover's constant-time and
 * public-scalar MSMs (msm/prover/msm_r255_ct.h, the selected level's: msm_r255_prover_*) against
 * sums of ecb_ristretto255_scalar_mult, and the
 * verifier's product-tree scalars (verify_scalars.c) against spec §8.3 evaluated term by term
 * (s[i] as a product over the bits of i, y^-i, d[i], y^(N-i) by powering). */
#include "testlib.h"

#include "ecbatch.h"
#include "msm/prover/msm_r255_ct.h"
#include "proofs/bulletproofs_plus/verify_scalars.h"
#include "util/cpu.h"

typedef ecb_ristretto255_point point;
typedef ecb_ristretto255_scalar scalar;

static void random_scalar(scalar *s) {
    unsigned char b[64];
    tl_random(b, sizeof b);
    ecb_ristretto255_scalar_reduce64(s, b);
}

static void random_point(point *p) {
    unsigned char b[64];
    tl_random(b, sizeof b);
    ecb_ristretto255_from_uniform_bytes(p, b);
}

static int same_point(const point *a, const point *b) {
    unsigned char x[32], y[32];
    ecb_ristretto255_encode(x, a);
    ecb_ristretto255_encode(y, b);
    return memcmp(x, y, 32) == 0;
}

static void test_prover_group(void) {
    point p[24], acc, t, out;
    scalar s[24];
    void *scratch = malloc(ge25519_multi_scratch_size(24));
    for (size_t n = 0; n <= 24; n += (n < 4 ? 1 : 5)) {
        ecb_ristretto255_identity(&acc);
        for (size_t i = 0; i < n; i++) {
            random_point(&p[i]);
            random_scalar(&s[i]);
            if (i == 1) memset(&s[i], 0, sizeof s[i]);             /* a zero scalar */
            if (i == 2) ecb_ristretto255_scalar_neg(&s[i], &s[0]); /* l - x: top digits */
            if (i == 3) ecb_ristretto255_identity(&p[i]);
            ecb_ristretto255_scalar_mult(&t, &s[i], &p[i]);
            ecb_ristretto255_add(&acc, &acc, &t);
        }
        msm_r255_prover_ct_msm(&out, p, s, n, scratch);
        CHECK(same_point(&out, &acc));
        msm_r255_prover_public_msm_static(&out, p, NULL, s, n, scratch);
        CHECK(same_point(&out, &acc));
        /* every other point with a precomputed width-6 table */
        ge25519_niels *st = malloc((n ? n : 1) * GE25519_STATIC_TABLE * sizeof *st);
        const ge25519_niels *tabs[24];
        for (size_t i = 0; i < n; i++) {
            ge25519_static_table_init(st + i * GE25519_STATIC_TABLE, &p[i]);
            tabs[i] = (i % 2) ? st + i * GE25519_STATIC_TABLE : NULL;
        }
        msm_r255_prover_public_msm_static(&out, p, tabs, s, n, scratch);
        CHECK(same_point(&out, &acc));
        free(st);
    }
    /* scalars of extreme shape: l - 1, 2^252, small */
    static const unsigned char lm1[32] = {0xec, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58,
                                          0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
                                          0,    0,    0,    0,    0,    0,    0,    0,
                                          0,    0,    0,    0,    0,    0,    0,    0x10};
    unsigned char top[32] = {0};
    top[31] = 0x10;
    CHECK(ecb_ristretto255_scalar_decode(&s[0], lm1) == ECB_OK);
    CHECK(ecb_ristretto255_scalar_decode(&s[1], top) == ECB_OK);
    ecb_ristretto255_scalar_from_u64(&s[2], 15);
    for (int i = 0; i < 3; i++) {
        ecb_ristretto255_scalar_mult(&t, &s[i], &p[5]);
        msm_r255_prover_ct_msm(&out, &p[5], &s[i], 1, scratch);
        CHECK(same_point(&out, &t));
        msm_r255_prover_public_msm_static(&out, &p[5], NULL, &s[i], 1, scratch);
        CHECK(same_point(&out, &t));
    }
    for (int i = 0; i < 20; i++) {
        random_scalar(&s[0]);
        ecb_ristretto255_scalar_mult(&t, &s[0], &p[6]);
        msm_r255_prover_public_msm_static(&out, &p[6], NULL, &s[0], 1, scratch);
        CHECK(same_point(&out, &t));
    }
    memset(&s[0], 0, sizeof s[0]);
    msm_r255_prover_public_msm_static(&out, &p[6], NULL, &s[0], 1, scratch);
    CHECK(ecb_ristretto255_is_identity(&out));
    msm_r255_prover_ct_msm(&out, &p[6], &s[0], 1, scratch);
    CHECK(ecb_ristretto255_is_identity(&out));
    /* fixed-base combs: three bases, random and extreme scalars */
    ge25519_comb *combs = malloc(3 * sizeof *combs);
    const ge25519_comb *cp[3] = {&combs[0], &combs[1], &combs[2]};
    for (int b = 0; b < 3; b++)
        ge25519_comb_init(&combs[b], &p[b + 7]);
    for (int trial = 0; trial < 6; trial++) {
        ecb_ristretto255_identity(&acc);
        for (int b = 0; b < 3; b++) {
            random_scalar(&s[b]);
            if (trial == 1) CHECK(ecb_ristretto255_scalar_decode(&s[b], lm1) == ECB_OK);
            if (trial == 2) memset(&s[b], 0, sizeof s[b]);
            if (trial == 3) ecb_ristretto255_scalar_from_u64(&s[b], (uint64_t)b * 8 + 7);
            ecb_ristretto255_scalar_mult(&t, &s[b], &p[b + 7]);
            ecb_ristretto255_add(&acc, &acc, &t);
        }
        for (size_t n = 1; n <= 3; n += 2) {
            point want;
            ecb_ristretto255_identity(&want);
            for (size_t b = 0; b < n; b++) {
                ecb_ristretto255_scalar_mult(&t, &s[b], &p[b + 7]);
                ecb_ristretto255_add(&want, &want, &t);
            }
            msm_r255_prover_comb_msm(&out, cp, s, n);
            CHECK(same_point(&out, &want));
        }
    }
    free(combs);
    free(scratch);
}

/* x^k by repeated multiplication */
static void power(scalar *out, const scalar *x, size_t k) {
    ecb_ristretto255_scalar_from_u64(out, 1);
    for (size_t i = 0; i < k; i++)
        ecb_ristretto255_scalar_mul(out, out, x);
}

/* A proof's verification state with random challenges, weight and proof scalars. */
struct random_proof {
    ecb_bpp_proof proof;
    ecb_bpp_statement st;
    uint64_t promises[16];
    bpp_proof_work w;
};

static void random_proof(struct random_proof *p, size_t n, size_t m, int with_promises) {
    const size_t N = n * m;
    size_t r = 0;
    while (((size_t)1 << r) < N)
        r++;
    bpp_proof_work *w = &p->w;
    memset(p, 0, sizeof *p);
    for (size_t j = 0; j < m; j++)
        p->promises[j] = with_promises ? 1000 * j + 7 : 0;
    p->st.aggregation = m;
    p->st.minimum_value_promises = p->promises;
    p->proof.extension_degree = 2;
    p->proof.rounds = r;
    random_scalar(&p->proof.r1);
    random_scalar(&p->proof.s1);
    random_scalar(&p->proof.d1[0]);
    random_scalar(&p->proof.d1[1]);
    w->st = &p->st;
    w->proof = &p->proof;
    w->n = n;
    w->m = m;
    w->N = N;
    w->T = 2;
    w->rounds = r;
    random_scalar(&w->y);
    random_scalar(&w->z);
    random_scalar(&w->e);
    random_scalar(&w->weight);
    for (size_t j = 0; j < r; j++)
        random_scalar(&w->ej[j]);
    scalar in[ECB_BPP_MAX_ROUNDS + 3], inv[ECB_BPP_MAX_ROUNDS + 3];
    size_t count = bpp_inversion_inputs(w, 1, in);
    for (size_t i = 0; i < count; i++)
        ecb_ristretto255_scalar_invert(&inv[i], &in[i]);
    CHECK(bpp_inversion_outputs(w, 1, inv) == count);
    w->dyn_offset = 0;
    w->dyn_count = bpp_dynamic_count(m, r);
}

/* The Gi/Hi sums of one proof through an accumulator of the given layout. */
static void static_sums(const bpp_proof_work *w, int lanes, scalar *gi, scalar *hi, scalar *cst) {
    bpp_static_acc acc;
    void *mem = malloc(bpp_static_acc_bytes(w->N, lanes));
    CHECK(mem != NULL);
    bpp_static_acc_init(&acc, mem, w->N, lanes);
    memset(cst, 0, sizeof *cst);
    bpp_static_scalars(w, &acc, cst);
    bpp_static_acc_get(&acc, gi, hi);
    free(mem);
}

/* Checked at the machine's CPU level: in lanes under AVX-512 IFMA, else the portable way. */
static void test_verify_scalars(size_t n, size_t m, int with_promises) {
    const size_t N = n * m;
    struct random_proof p;
    random_proof(&p, n, m, with_promises);
    const size_t r = p.w.rounds;
    bpp_proof_work w = p.w;
    const ecb_bpp_proof proof = p.proof;
    const uint64_t *promises = p.promises;
    scalar *dyn = calloc(w.dyn_count, sizeof *dyn), *gi = calloc(N, sizeof *gi),
           *hi = calloc(N, sizeof *hi), cst;
    bpp_dynamic_scalars(&w, dyn);
    static_sums(&w, ecb_cpu_has_ifma(), gi, hi, &cst);

    /* spec §8.3, term by term */
    scalar e2, z2, wz, t, u, yinv, one, yN1, zp;
    ecb_ristretto255_scalar_from_u64(&one, 1);
    ecb_ristretto255_scalar_sqr(&e2, &w.e);
    ecb_ristretto255_scalar_sqr(&z2, &w.z);
    ecb_ristretto255_scalar_invert(&yinv, &w.y);
    ecb_ristretto255_scalar_mul(&wz, &w.weight, &e2);
    ecb_ristretto255_scalar_mul(&wz, &wz, &w.z); /* w e^2 z */
    int ok_g = 1, ok_h = 1;
    for (size_t i = 0; i < N; i++) {
        scalar s_i, s_rev, yi, d, yNi;
        ecb_ristretto255_scalar_from_u64(&s_i, 1);
        ecb_ristretto255_scalar_from_u64(&s_rev, 1);
        for (size_t j = 0; j < r; j++) { /* bit r-1-j of i pairs with e_j */
            int bit = (i >> (r - 1 - j)) & 1, bit_rev = ((N - 1 - i) >> (r - 1 - j)) & 1;
            ecb_ristretto255_scalar_mul(&s_i, &s_i, bit ? &w.ej[j] : &w.ej_inv[j]);
            ecb_ristretto255_scalar_mul(&s_rev, &s_rev, bit_rev ? &w.ej[j] : &w.ej_inv[j]);
        }
        power(&yi, &yinv, i);
        power(&d, &z2, i / n + 1);
        ecb_ristretto255_scalar_from_u64(&t, (uint64_t)1 << (i % n));
        ecb_ristretto255_scalar_mul(&d, &d, &t);
        power(&yNi, &w.y, N - i);
        /* gi = w (r1 e y^-i s[i] + e^2 z) */
        ecb_ristretto255_scalar_mul(&t, &proof.r1, &w.e);
        ecb_ristretto255_scalar_mul(&t, &t, &yi);
        ecb_ristretto255_scalar_mul(&t, &t, &s_i);
        ecb_ristretto255_scalar_mul(&t, &t, &w.weight);
        ecb_ristretto255_scalar_add(&t, &t, &wz);
        ecb_ristretto255_scalar_add(&u, &gi[i], &cst);
        ok_g &= ecb_ristretto255_scalar_equal(&t, &u);
        /* hi = w (s1 e s[N-1-i] - e^2 (d y^(N-i) + z)) */
        ecb_ristretto255_scalar_mul(&t, &d, &yNi);
        ecb_ristretto255_scalar_add(&t, &t, &w.z);
        ecb_ristretto255_scalar_mul(&t, &t, &e2);
        ecb_ristretto255_scalar_mul(&u, &proof.s1, &w.e);
        ecb_ristretto255_scalar_mul(&u, &u, &s_rev);
        ecb_ristretto255_scalar_sub(&t, &u, &t);
        ecb_ristretto255_scalar_mul(&t, &t, &w.weight);
        ecb_ristretto255_scalar_sub(&u, &hi[i], &cst);
        ok_h &= ecb_ristretto255_scalar_equal(&t, &u);
    }
    CHECK(ok_g);
    CHECK(ok_h);
    /* V_j = -w e^2 z^(2(j+1)) y^(N+1); H collects promises */
    power(&yN1, &w.y, N + 1);
    scalar h, sum_z;
    memset(&h, 0, sizeof h);
    memset(&sum_z, 0, sizeof sum_z);
    int ok_v = 1;
    for (size_t j = 0; j < m; j++) {
        power(&zp, &z2, j + 1);
        ecb_ristretto255_scalar_add(&sum_z, &sum_z, &zp);
        ecb_ristretto255_scalar_mul(&t, &w.weight, &e2);
        ecb_ristretto255_scalar_mul(&t, &t, &zp);
        ecb_ristretto255_scalar_mul(&t, &t, &yN1);
        ecb_ristretto255_scalar_neg(&u, &t);
        ok_v &= ecb_ristretto255_scalar_equal(&dyn[j], &u);
        ecb_ristretto255_scalar_from_u64(&u, promises[j]);
        ecb_ristretto255_scalar_mul(&t, &t, &u);
        ecb_ristretto255_scalar_add(&h, &h, &t);
    }
    CHECK(ok_v);
    /* H: w (r1 y s1 + e^2 (y^(N+1) z sum_d + (z^2 - z) sum_y)), sums by plain loops */
    scalar sum_d, sum_y, yp;
    ecb_ristretto255_scalar_from_u64(&t, n == 64 ? UINT64_MAX : ((uint64_t)1 << n) - 1);
    ecb_ristretto255_scalar_mul(&sum_d, &sum_z, &t);
    memset(&sum_y, 0, sizeof sum_y);
    yp = one;
    for (size_t i = 1; i <= N; i++) {
        ecb_ristretto255_scalar_mul(&yp, &yp, &w.y);
        ecb_ristretto255_scalar_add(&sum_y, &sum_y, &yp);
    }
    ecb_ristretto255_scalar_mul(&t, &yN1, &w.z);
    ecb_ristretto255_scalar_mul(&t, &t, &sum_d);
    ecb_ristretto255_scalar_sub(&u, &z2, &w.z);
    ecb_ristretto255_scalar_mul(&u, &u, &sum_y);
    ecb_ristretto255_scalar_add(&t, &t, &u);
    ecb_ristretto255_scalar_mul(&t, &t, &e2);
    ecb_ristretto255_scalar_mul(&u, &proof.r1, &w.y);
    ecb_ristretto255_scalar_mul(&u, &u, &proof.s1);
    ecb_ristretto255_scalar_add(&t, &t, &u);
    ecb_ristretto255_scalar_mul(&t, &t, &w.weight);
    ecb_ristretto255_scalar_add(&h, &h, &t);
    CHECK(ecb_ristretto255_scalar_equal(&h, &w.h_scalar));
    /* G_k, A1, B, A, L_j, R_j */
    ecb_ristretto255_scalar_mul(&t, &w.weight, &proof.d1[1]);
    CHECK(ecb_ristretto255_scalar_equal(&t, &w.g_scalar[1]));
    ecb_ristretto255_scalar_mul(&t, &w.weight, &w.e);
    ecb_ristretto255_scalar_neg(&t, &t);
    CHECK(ecb_ristretto255_scalar_equal(&t, &dyn[m]));
    ecb_ristretto255_scalar_neg(&t, &w.weight);
    CHECK(ecb_ristretto255_scalar_equal(&t, &dyn[m + 1]));
    ecb_ristretto255_scalar_mul(&t, &w.weight, &e2);
    ecb_ristretto255_scalar_neg(&u, &t);
    CHECK(ecb_ristretto255_scalar_equal(&u, &dyn[m + 2]));
    for (size_t j = 0; j < r; j++) {
        scalar l, rr;
        ecb_ristretto255_scalar_sqr(&l, &w.ej[j]);
        ecb_ristretto255_scalar_mul(&l, &l, &t);
        ecb_ristretto255_scalar_neg(&l, &l);
        ecb_ristretto255_scalar_sqr(&rr, &w.ej_inv[j]);
        ecb_ristretto255_scalar_mul(&rr, &rr, &t);
        ecb_ristretto255_scalar_neg(&rr, &rr);
        CHECK(ecb_ristretto255_scalar_equal(&l, &dyn[m + 3 + j]));
        CHECK(ecb_ristretto255_scalar_equal(&rr, &dyn[m + 3 + r + j]));
    }
    free(dyn);
    free(gi);
    free(hi);
}

/* Both accumulator layouts give the same bytes: proofs of every size from N = 1 to 64 (bit
 * lengths below, at and above the eight lanes) summed into accumulators of N = 64, two of them
 * added as the verifier adds its workers'. Only where the CPU has the lanes. */
static void test_static_lanes(void) {
    static const size_t shapes[][2] = {{1, 1}, {2, 1}, {4, 1},  {1, 8}, {8, 1},  {2, 8},
                                       {4, 4}, {8, 2}, {16, 1}, {8, 8}, {32, 2}, {64, 1}};
    const size_t count = sizeof shapes / sizeof shapes[0], max_N = 64;
    if (!ecb_cpu_has_ifma()) {
        printf("test_static_lanes: no AVX-512 IFMA here, skipped\n");
        return;
    }
    bpp_static_acc acc[2][2];
    void *mem[2][2];
    scalar gi[2][64], hi[2][64], cst[2];
    struct random_proof *p = malloc(count * sizeof *p);
    CHECK(p != NULL);
    for (size_t k = 0; k < count; k++)
        random_proof(&p[k], shapes[k][0], shapes[k][1], 1);
    for (int lanes = 0; lanes < 2; lanes++) {
        memset(&cst[lanes], 0, sizeof cst[lanes]);
        for (int half = 0; half < 2; half++) {
            mem[lanes][half] = malloc(bpp_static_acc_bytes(max_N, lanes));
            CHECK(mem[lanes][half] != NULL);
            bpp_static_acc_init(&acc[lanes][half], mem[lanes][half], max_N, lanes);
        }
        for (size_t k = 0; k < count; k++)
            bpp_static_scalars(&p[k].w, &acc[lanes][k & 1], &cst[lanes]);
        bpp_static_acc_add(&acc[lanes][0], &acc[lanes][1]);
        bpp_static_acc_get(&acc[lanes][0], gi[lanes], hi[lanes]);
    }
    CHECK_MEM(gi[0], gi[1], sizeof gi[0]);
    CHECK_MEM(hi[0], hi[1], sizeof hi[0]);
    CHECK_MEM(&cst[0], &cst[1], sizeof cst[0]);
    /* and proof by proof at its own size */
    for (size_t k = 0; k < count; k++) {
        scalar g0[64], h0[64], g1[64], h1[64], c0, c1;
        static_sums(&p[k].w, 0, g0, h0, &c0);
        static_sums(&p[k].w, 1, g1, h1, &c1);
        CHECK_MEM(g0, g1, p[k].w.N * sizeof(scalar));
        CHECK_MEM(h0, h1, p[k].w.N * sizeof(scalar));
    }
    for (int lanes = 0; lanes < 2; lanes++)
        for (int half = 0; half < 2; half++)
            free(mem[lanes][half]);
    free(p);
}

int main(void) {
    tl_init();
    test_prover_group();
    test_verify_scalars(64, 1, 0);
    test_verify_scalars(8, 4, 1);
    test_verify_scalars(2, 1, 1);
    test_verify_scalars(1, 1, 1);
    test_verify_scalars(16, 8, 1);
    test_verify_scalars(64, 16, 0);
    test_verify_scalars(4, 1, 1);
    test_verify_scalars(1, 8, 1);
    test_verify_scalars(2, 8, 0);
    test_static_lanes();
    return tl_finish("test_bpp_internals");
}
