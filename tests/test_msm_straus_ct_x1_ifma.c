/* The prover's multi-scalar multiplications on AVX-512 IFMA (msm_r255_ct_x1_ifma.c) against the
 * same backend entries selected at the MULX/ADX and portable levels, compared as encodings:
 * the constant-time MSM, the public-scalar MSM with and without static tables, x P + Q and the
 * fixed-base combs, the selected sums, on random points and scalars and on edge inputs (n = 0 and
 * 1, zero scalars, identity points, l - 1, 2^252, small scalars, 64 terms). Also: the backend
 * selected at each level holds that level's kernels (a level change takes effect at the next
 * call), and the constant-time MSM wipes its scratch. On a CPU (or an ECBATCH_CPU cap) without IFMA
 * only the check that the library reports so runs. */
#include "testlib.h"

#include "ecbatch/ristretto255.h"
#include "msm/groups/msm_backend.h"
#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)

#define MAX_TERMS 64

typedef ecb_ristretto255_point point;
typedef ecb_ristretto255_scalar scalar;

static const ecb_cpu_level ref_levels[] = {ECB_CPU_ADX, ECB_CPU_PORTABLE};
#define N_REF_LEVELS (sizeof ref_levels / sizeof ref_levels[0])

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

static void check_same(const point *a, const point *b) {
    unsigned char x[32], y[32];
    ecb_ristretto255_encode(x, a);
    ecb_ristretto255_encode(y, b);
    CHECK_MEM(x, y, 32);
}

/* Scalar kinds by index: random, zero, l - 1, 2^252, small, l - (previous). */
static void edge_scalar(scalar *s, size_t kind, const scalar *prev) {
    static const unsigned char lm1[32] = {0xec, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58,
                                          0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
                                          0,    0,    0,    0,    0,    0,    0,    0,
                                          0,    0,    0,    0,    0,    0,    0,    0x10};
    unsigned char top[32] = {0};
    top[31] = 0x10;
    switch (kind % 8) {
    case 1:
        memset(s, 0, sizeof *s);
        break;
    case 2:
        CHECK(ecb_ristretto255_scalar_decode(s, lm1) == ECB_OK);
        break;
    case 3:
        CHECK(ecb_ristretto255_scalar_decode(s, top) == ECB_OK);
        break;
    case 4:
        ecb_ristretto255_scalar_from_u64(s, kind % 17);
        break;
    case 5:
        ecb_ristretto255_scalar_neg(s, prev);
        break;
    default:
        random_scalar(s);
    }
}

/* Points: random, with every fifth the identity. */
static void make_inputs(point *p, scalar *s, size_t n, int edge) {
    for (size_t i = 0; i < n; i++) {
        random_point(&p[i]);
        if (edge && i % 5 == 3) ecb_ristretto255_identity(&p[i]);
        if (edge)
            edge_scalar(&s[i], i, i ? &s[i - 1] : &s[i]);
        else
            random_scalar(&s[i]);
    }
}

static void check_ct_and_public(size_t n, int edge, void *scratch) {
    point p[MAX_TERMS], out, ref;
    scalar s[MAX_TERMS];
    ge25519_niels *st = malloc((n ? n : 1) * GE25519_STATIC_TABLE * sizeof *st);
    const ge25519_niels *tabs[MAX_TERMS];
    make_inputs(p, s, n, edge);
    for (size_t i = 0; i < n; i++) { /* every other point with a width-6 static table */
        ge25519_static_table_init(st + i * GE25519_STATIC_TABLE, &p[i]);
        tabs[i] = (i % 2) ? st + i * GE25519_STATIC_TABLE : NULL;
    }
    for (size_t l = 0; l < N_REF_LEVELS; l++) {
        ecb_cpu_level_set(ref_levels[l]);
        msm_r255_selected()->prover->ct_msm(&ref, p, s, n, scratch);
        ecb_cpu_level_set(ECB_CPU_IFMA);
        ge25519_ct_msm_ifma(&out, p, s, n, scratch);
        check_same(&out, &ref);

        ecb_cpu_level_set(ref_levels[l]);
        msm_r255_selected()->prover->public_msm_static(&ref, p, NULL, s, n, scratch);
        ecb_cpu_level_set(ECB_CPU_IFMA);
        ge25519_public_msm_static_ifma(&out, p, NULL, s, n, scratch);
        check_same(&out, &ref);

        ecb_cpu_level_set(ref_levels[l]);
        msm_r255_selected()->prover->public_msm_static(&ref, p, tabs, s, n, scratch);
        ecb_cpu_level_set(ECB_CPU_IFMA);
        ge25519_public_msm_static_ifma(&out, p, tabs, s, n, scratch);
        check_same(&out, &ref);
    }
    free(st);
}

/* The backend selected at each level holds that level's kernels: the portable ones at the
 * portable and adx levels, the IFMA ones at ifma, switching with ecb_cpu_level_set between
 * calls. At the ifma level they give exactly the IFMA kernels' coordinates, and the
 * constant-time MSM leaves its scratch zero. */
static void check_dispatch(void *scratch) {
    enum { N = 6 };
    static const ecb_cpu_level order[] = {ECB_CPU_IFMA, ECB_CPU_PORTABLE, ECB_CPU_ADX,
                                          ECB_CPU_IFMA};
    for (size_t l = 0; l < sizeof order / sizeof order[0]; l++) {
        ecb_cpu_level_set(order[l]);
        const msm_r255_prover *pr = msm_r255_selected()->prover;
        const int ifma = order[l] == ECB_CPU_IFMA;
        CHECK(pr == (ifma ? &msm_r255_prover_ifma : &msm_r255_prover_portable));
        CHECK(pr->ct_msm == (ifma ? ge25519_ct_msm_ifma : ge25519_ct_msm_portable));
        CHECK(pr->public_msm_static ==
              (ifma ? ge25519_public_msm_static_ifma : ge25519_public_msm_static_portable));
        CHECK(pr->public_mul_add ==
              (ifma ? ge25519_public_mul_add_ifma : ge25519_public_mul_add_portable));
        CHECK(pr->selected_sum ==
              (ifma ? ge25519_selected_sum_ifma : ge25519_selected_sum_portable));
        CHECK(pr->comb_msm == (ifma ? ge25519_comb_msm_ifma : ge25519_comb_msm_portable));
    }
    point p[N], a, b;
    scalar s[N];
    const size_t size = ge25519_multi_scratch_size(N);
    make_inputs(p, s, N, 0);
    const msm_r255_backend *be = msm_r255_selected();
    be->prover->ct_msm(&a, p, s, N, scratch);
    unsigned char *bytes = scratch, any = 0;
    for (size_t i = 0; i < size; i++)
        any |= bytes[i];
    CHECK(any == 0);
    ge25519_ct_msm_ifma(&b, p, s, N, scratch);
    CHECK_MEM(&a, &b, sizeof a);
    be->prover->public_msm_static(&a, p, NULL, s, N, scratch);
    ge25519_public_msm_static_ifma(&b, p, NULL, s, N, scratch);
    CHECK_MEM(&a, &b, sizeof a);
    be->prover->public_mul_add(&a, &s[0], &p[0], &p[1]);
    ge25519_public_mul_add_ifma(&b, &s[0], &p[0], &p[1]);
    CHECK_MEM(&a, &b, sizeof a);
}

static void check_mul_add(void) {
    point p, q, out, ref;
    scalar x, prev;
    random_scalar(&prev);
    for (size_t kind = 0; kind < 24; kind++) {
        random_point(&p);
        random_point(&q);
        if (kind % 7 == 1) ecb_ristretto255_identity(&p);
        if (kind % 7 == 2) ecb_ristretto255_identity(&q);
        if (kind % 7 == 3) q = p;
        edge_scalar(&x, kind, &prev);
        prev = x;
        for (size_t l = 0; l < N_REF_LEVELS; l++) {
            ecb_cpu_level_set(ref_levels[l]);
            msm_r255_selected()->prover->public_mul_add(&ref, &x, &p, &q);
            ecb_cpu_level_set(ECB_CPU_IFMA);
            ge25519_public_mul_add_ifma(&out, &x, &p, &q);
            check_same(&out, &ref);
        }
    }
}

static void check_combs(void) {
    enum { BASES = 4 };
    point p[BASES], out, ref;
    scalar s[BASES];
    ge25519_comb *combs = malloc(BASES * sizeof *combs);
    const ge25519_comb *cp[BASES];
    for (int b = 0; b < BASES; b++) {
        random_point(&p[b]);
        if (b == 3) ecb_ristretto255_identity(&p[b]);
        ge25519_comb_init(&combs[b], &p[b]);
        cp[b] = &combs[b];
    }
    for (size_t trial = 0; trial < 16; trial++) {
        for (int b = 0; b < BASES; b++)
            edge_scalar(&s[b], trial + (size_t)b, b ? &s[b - 1] : &s[0]);
        for (size_t n = 0; n <= BASES; n++) {
            for (size_t l = 0; l < N_REF_LEVELS; l++) {
                ecb_cpu_level_set(ref_levels[l]);
                msm_r255_selected()->prover->comb_msm(&ref, cp, s, n);
                ecb_cpu_level_set(ECB_CPU_IFMA);
                ge25519_comb_msm_ifma(&out, cp, s, n);
                check_same(&out, &ref);
            }
        }
    }
    free(combs);
}

/* Selected sums against the bits' sum by ecb_ristretto255_add and the other levels: all
 * bits 0, all 1, alternating, random; identity points and a starting accumulator. */
static void check_selected_sum(void) {
    enum { N = 37 };
    point p[N], start, want, out, ref;
    uint8_t bits[N];
    for (size_t i = 0; i < N; i++) {
        random_point(&p[i]);
        if (i % 9 == 4) ecb_ristretto255_identity(&p[i]);
    }
    for (size_t trial = 0; trial < 8; trial++) {
        tl_random(bits, sizeof bits);
        for (size_t i = 0; i < N; i++)
            bits[i] = trial == 0 ? 0 : trial == 1 ? 1 : trial == 2 ? (uint8_t)(i & 1) : bits[i] & 1;
        random_point(&start);
        if (trial == 3) ecb_ristretto255_identity(&start);
        want = start;
        for (size_t i = 0; i < N; i++)
            if (bits[i]) ecb_ristretto255_add(&want, &want, &p[i]);
        out = start;
        ge25519_selected_sum_ifma(&out, bits, p, N);
        check_same(&out, &want);
        for (size_t l = 0; l < N_REF_LEVELS; l++) {
            ecb_cpu_level_set(ref_levels[l]);
            ref = start;
            msm_r255_selected()->prover->selected_sum(&ref, bits, p, N);
            ecb_cpu_level_set(ECB_CPU_IFMA);
            check_same(&ref, &want);
        }
        ref = start;
        msm_r255_selected()->prover->selected_sum(&ref, bits, p,
                                                  N); /* dispatched at the ifma level */
        CHECK_MEM(&ref, &out, sizeof ref);
    }
}

int main(void) {
    tl_init();
    if (ecb_cpu_has_ifma()) {
        void *scratch = malloc(ge25519_multi_scratch_size(MAX_TERMS));
        static const size_t sizes[] = {0, 1, 2, 3, 5, 8, 17, MAX_TERMS};
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            check_ct_and_public(sizes[k], 0, scratch);
            check_ct_and_public(sizes[k], 1, scratch);
        }
        check_dispatch(scratch);
        check_mul_add();
        check_combs();
        check_selected_sum();
        free(scratch);
    } else {
        printf("test_msm_straus_ct_x1_ifma: IFMA kernels not run (CPU or ECBATCH_CPU cap: "
               "%s)\n",
               ecb_cpu_level_name(ecb_cpu_level_get()));
        CHECK(!ecb_cpu_has_ifma());
    }
    return tl_finish("test_msm_straus_ct_x1_ifma");
}

#else

int main(void) {
    tl_init();
    printf("test_msm_straus_ct_x1_ifma: no IFMA kernels in this build\n");
    CHECK(!ecb_cpu_has_ifma());
    return tl_finish("test_msm_straus_ct_x1_ifma");
}

#endif
