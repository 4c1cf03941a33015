/* Threshold decryption's partials (bte_smul) at every block tail, on 1 to 4 threads: the call
 * splits n points into blocks of equal size (at most 128), their count a multiple of the
 * threads', then recounts the blocks that size needs (bte_smul_impl.h, SM_(mul)). Every thread
 * count's output is compared with an independent reference (in[i] = P + i R, so k in[i] =
 * k P + i k R, a chain of additions from two multiplications) and with the one-thread output,
 * and a guard of 256 points after the output must stay untouched (a block past the last
 * writes up to two blocks beyond it).
 *
 * Sizes: 1..9 and 23..25 (the eight-lane batches and their padded tails at level ifma), 300,
 * and 128 j - 1, 128 j, 128 j + 1 for j = 1..4 in G1 (j = 1 in G2, whose chain is the same code
 * at twice the cost): one block more or less than a multiple of each thread count. Then
 * n = 16255 on 3 threads (G1), the smallest size on 3 threads where the blocks of the
 * rounded-up count (129 of 127 points) need fewer (128) to cover n: without the recount the
 * last block starts past the output. With ECBATCH_TEST_QUICK=1 (the per-level reruns: the
 * block plan does not depend on the level, the batches' lanes do) a few of these sizes. */
#include "testlib.h"

#include "bte/bte_smul.h"

#define GUARD 256
#define GUARD_BYTE 0xa5

/* One group: in[i] = P + i R and want[i] = k in[i] for random P and R; the call under test;
 * affine equality. */
typedef struct smul_group {
    const char *name;
    size_t aff_bytes;
    void (*inputs)(void *in, void *want, size_t n, const uint64_t k[4]);
    size_t (*mul)(void *out, const void *in, size_t n, const uint64_t k[4], unsigned threads);
    int (*equal)(const void *a, const void *b);
} smul_group;

static void random_scalar(uint64_t k[4]) {
    tl_random(k, 4 * sizeof k[0]);
    k[3] &= 0x0fffffffffffffffULL; /* below r */
}

static void g1_inputs(void *in_v, void *want_v, size_t n, const uint64_t k[4]) {
    g1_381_aff *in = in_v, *want = want_v;
    g1_381_jac *jin = malloc(n * sizeof *jin), *jwant = malloc(n * sizeof *jwant);
    fp381 *scratch = malloc(n * sizeof *scratch);
    g1_381_jac g, p, r, kp, kr;
    uint64_t s[4];
    g1_381_generator(&g);
    random_scalar(s);
    g1_381_jac_mul_var(&p, &g, s);
    random_scalar(s);
    g1_381_jac_mul_var(&r, &g, s);
    g1_381_jac_mul(&kp, &p, k);
    g1_381_jac_mul(&kr, &r, k);
    for (size_t i = 0; i < n; i++) {
        jin[i] = p;
        jwant[i] = kp;
        g1_381_jac_add(&p, &p, &r);
        g1_381_jac_add(&kp, &kp, &kr);
    }
    g1_381_jac_batch_to_aff_var(in, jin, n, scratch);
    g1_381_jac_batch_to_aff_var(want, jwant, n, scratch);
    free(jin);
    free(jwant);
    free(scratch);
}

static void g2_inputs(void *in_v, void *want_v, size_t n, const uint64_t k[4]) {
    g2_381_aff *in = in_v, *want = want_v;
    g2_381_jac *jin = malloc(n * sizeof *jin), *jwant = malloc(n * sizeof *jwant);
    fp2_381 *scratch = malloc(n * sizeof *scratch);
    g2_381_jac g, p, r, kp, kr;
    uint64_t s[4];
    g2_381_generator(&g);
    random_scalar(s);
    g2_381_jac_mul_var(&p, &g, s);
    random_scalar(s);
    g2_381_jac_mul_var(&r, &g, s);
    g2_381_jac_mul(&kp, &p, k);
    g2_381_jac_mul(&kr, &r, k);
    for (size_t i = 0; i < n; i++) {
        jin[i] = p;
        jwant[i] = kp;
        g2_381_jac_add(&p, &p, &r);
        g2_381_jac_add(&kp, &kp, &kr);
    }
    g2_381_jac_batch_to_aff_var(in, jin, n, scratch);
    g2_381_jac_batch_to_aff_var(want, jwant, n, scratch);
    free(jin);
    free(jwant);
    free(scratch);
}

static size_t g1_mul(void *out, const void *in, size_t n, const uint64_t k[4], unsigned threads) {
    return bte_smul_g1_381_mul(out, in, n, k, threads);
}

static size_t g2_mul(void *out, const void *in, size_t n, const uint64_t k[4], unsigned threads) {
    return bte_smul_g2_381_mul(out, in, n, k, threads);
}

static int g1_equal(const void *a, const void *b) {
    g1_381_jac ja, jb;
    g1_381_jac_from_aff(&ja, a);
    g1_381_jac_from_aff(&jb, b);
    return g1_381_jac_equal(&ja, &jb);
}

static int g2_equal(const void *a, const void *b) {
    g2_381_jac ja, jb;
    g2_381_jac_from_aff(&ja, a);
    g2_381_jac_from_aff(&jb, b);
    return g2_381_jac_equal(&ja, &jb);
}

static const smul_group g1 = {"G1", sizeof(g1_381_aff), g1_inputs, g1_mul, g1_equal};
static const smul_group g2 = {"G2", sizeof(g2_381_aff), g2_inputs, g2_mul, g2_equal};

/* The points of out (n, then the guard) that differ from want, or -1 when the guard changed. */
static long differing(const smul_group *g, const unsigned char *out, const unsigned char *want,
                      size_t n) {
    for (size_t i = 0; i < GUARD * g->aff_bytes; i++)
        if (out[n * g->aff_bytes + i] != GUARD_BYTE) return -1;
    long bad = 0;
    for (size_t i = 0; i < n; i++)
        bad += !g->equal(out + i * g->aff_bytes, want + i * g->aff_bytes);
    return bad;
}

/* n points on each thread count in `threads`, against the reference and the first count. */
static void check_size(const smul_group *g, size_t n, const unsigned *threads, size_t counts) {
    unsigned char *in = malloc(n * g->aff_bytes), *want = malloc(n * g->aff_bytes);
    unsigned char *first = malloc(n * g->aff_bytes);
    unsigned char *out = malloc((n + GUARD) * g->aff_bytes);
    uint64_t k[4];
    random_scalar(k);
    g->inputs(in, want, n, k);
    for (size_t t = 0; t < counts; t++) {
        memset(out, GUARD_BYTE, (n + GUARD) * g->aff_bytes);
        CHECK(g->mul(out, in, n, k, threads[t]) == 0); /* no block took the complete formulas */
        long bad = differing(g, out, want, n);
        CHECK(bad == 0);
        if (bad != 0)
            fprintf(stderr, "  %s, n = %zu, %u threads: %s\n", g->name, n, threads[t],
                    bad < 0 ? "wrote past the output" : "points differ from the reference");
        if (bad > 0) fprintf(stderr, "    %ld of %zu points differ\n", bad, n);
        if (t == 0) {
            memcpy(first, out, n * g->aff_bytes);
        } else {
            bad = differing(g, out, first, n);
            CHECK(bad == 0);
            if (bad > 0)
                fprintf(stderr, "    %ld points differ from %u thread(s)\n", bad, threads[0]);
        }
    }
    free(in);
    free(want);
    free(first);
    free(out);
}

/* n = 128 j - 1, 128 j, 128 j + 1 for j = 1..multiples and the small sizes, on 1..4 threads. */
static void block_tails(const smul_group *g, const size_t *small, size_t count, size_t multiples) {
    static const unsigned all[] = {1, 2, 3, 4};
    for (size_t i = 0; i < count; i++)
        check_size(g, small[i], all, 4);
    for (size_t j = 1; j <= multiples; j++)
        for (size_t n = 128 * j - 1; n <= 128 * j + 1; n++)
            check_size(g, n, all, 4);
}

int main(void) {
    tl_init();
    static const size_t small[] = {1, 2, 3, 7, 8, 9, 23, 24, 25, 300};
    static const size_t quick[] = {1, 9, 25, 300, 385, 513};
    static const unsigned three[] = {3};
    if (tl_quick()) { /* the per-level reruns: the lanes' tails and a few block tails */
        block_tails(&g1, quick, sizeof quick / sizeof quick[0], 1);
        block_tails(&g2, quick, 3, 0);
    } else {
        block_tails(&g1, small, sizeof small / sizeof small[0], 4);
        block_tails(&g2, small, sizeof small / sizeof small[0], 1);
        check_size(&g1, 16255, three, 1);
    }
    return tl_finish("test_bte_smul_blocks");
}
