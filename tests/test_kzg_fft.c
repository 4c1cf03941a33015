/* The FFTs of the KZG module (src/kzg/kzg_fft.c) against the naive O(n^2) DFT
 * A(w_n^k) = sum_j a_j w_n^(jk) at n = 1, 2, 4, 8, 32, 256 and 1024, the values read at the
 * bit-reversed positions, and at n = 8192 against Horner at eight points; the inverse against its definition on the same sizes and
 * inverse(forward(a)) = a at every size up to 8192; and the roots table itself (u^8192 = 1,
 * u^4096 = -1, u^2 the w of the blobs' domain). The G1 FFTs (src/kzg/kzg_g1_fft.c) on points
 * [c_j]G of known logarithms (a third of them the identity) against [DFT(c)_k]G, the naive DFT
 * of the logarithms, at n = 1, 2, 8 and 16 (forward and unscaled inverse), and the forward then
 * the unscaled inverse giving n times the points at n = 128. */
#include "testlib.h"

#include "kzg/kzg_internal.h"

static fr381 roots[KZG_EXT_N];
static void *g1_scratch; /* the G1 FFTs' */

static void random_fr(fr381 *out) {
    uint8_t wide[64];
    tl_random(wide, sizeof wide);
    fr381_reduce_wide(out, wide);
}

static size_t reverse_bits_n(size_t i, int log_n) {
    size_t r = 0;
    for (int b = 0; b < log_n; b++)
        r |= ((i >> b) & 1) << (log_n - 1 - b);
    return r;
}

/* out[k] = sum_j a[j] x^(jk) with x = w_n^sign (sign +1 or -1): the DFT by definition, each power
 * by repeated multiplication, not from the table's index arithmetic. */
static void naive_dft(fr381 *out, const fr381 *a, size_t n, const fr381 *x) {
    fr381 xk;
    fr381_one(&xk);
    for (size_t k = 0; k < n; k++) {
        fr381 acc, p;
        fr381_zero(&acc);
        fr381_one(&p);
        for (size_t j = 0; j < n; j++) {
            fr381 t;
            fr381_mul(&t, &a[j], &p);
            fr381_add(&acc, &acc, &t);
            fr381_mul(&p, &p, &xk);
        }
        out[k] = acc;
        fr381_mul(&xk, &xk, x);
    }
}

static void test_roots(void) {
    fr381 one, minus_one, t = roots[1], brp[KZG_N];
    fr381_one(&one);
    fr381_neg(&minus_one, &one);
    for (int i = 0; i < KZG_LOG_EXT_N; i++)
        fr381_sqr(&t, &t);
    CHECK(fr381_equal(&t, &one));
    CHECK(fr381_equal(&roots[KZG_EXT_N / 2], &minus_one));
    CHECK(fr381_equal(&roots[0], &one));
    CHECK(kzg_roots_of_unity_brp(brp) == ECB_OK);
    int same = 1;
    for (size_t i = 0; i < KZG_N; i++)
        same &= fr381_equal(&brp[kzg_reverse_bits(i)], &roots[2 * i]);
    CHECK(same);
}

static void test_against_naive(int log_n) {
    size_t n = (size_t)1 << log_n;
    static fr381 a[1024], got[1024], want[1024];
    for (size_t j = 0; j < n; j++)
        random_fr(&a[j]);
    /* a primitive n-th root of unity: w_8192^(8192 / n), which is w^0 = 1 for n = 1 */
    fr381 w = roots[(KZG_EXT_N >> log_n) % KZG_EXT_N], w_inv, n_inv;
    fr381_inv_var(&w_inv, &w);
    memcpy(got, a, n * sizeof *a);
    kzg_fft_to_brp(got, log_n, roots);
    naive_dft(want, a, n, &w);
    int all = 1;
    for (size_t k = 0; k < n; k++)
        all &= fr381_equal(&got[reverse_bits_n(k, log_n)], &want[k]);
    CHECK(all);
    /* inverse: the values a at bit-reversed positions in, (1/n) sum_k a_k w^(-jk) out */
    for (size_t k = 0; k < n; k++)
        got[reverse_bits_n(k, log_n)] = a[k];
    kzg_ifft_from_brp(got, log_n, roots);
    naive_dft(want, a, n, &w_inv);
    fr381_from_u64(&n_inv, n);
    fr381_inv_var(&n_inv, &n_inv);
    all = 1;
    for (size_t j = 0; j < n; j++) {
        fr381_mul(&want[j], &want[j], &n_inv);
        all &= fr381_equal(&got[j], &want[j]);
    }
    CHECK(all);
}

/* At n = 8192, too large for the naive DFT: A(u^k) by Horner at a few k, odd ones included. */
static void test_largest_spot_values(void) {
    static fr381 a[KZG_EXT_N], b[KZG_EXT_N];
    for (size_t j = 0; j < KZG_EXT_N; j++)
        random_fr(&a[j]);
    memcpy(b, a, sizeof a);
    kzg_fft_to_brp(b, KZG_LOG_EXT_N, roots);
    static const size_t ks[] = {0, 1, 2, 3, 4095, 4096, 4097, 8191};
    for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
        fr381 acc, x = roots[ks[i]];
        fr381_zero(&acc);
        for (size_t j = KZG_EXT_N; j-- > 0;) {
            fr381_mul(&acc, &acc, &x);
            fr381_add(&acc, &acc, &a[j]);
        }
        CHECK(fr381_equal(&b[reverse_bits_n(ks[i], KZG_LOG_EXT_N)], &acc));
    }
}

static void test_round_trip(int log_n) {
    size_t n = (size_t)1 << log_n;
    static fr381 a[KZG_EXT_N], b[KZG_EXT_N];
    for (size_t j = 0; j < n; j++)
        random_fr(&a[j]);
    memcpy(b, a, n * sizeof *a);
    kzg_fft_to_brp(b, log_n, roots);
    int moved = n == 1;
    for (size_t j = 0; j < n; j++)
        moved |= !fr381_equal(&a[j], &b[j]);
    CHECK(moved);
    kzg_ifft_from_brp(b, log_n, roots);
    int all = 1;
    for (size_t j = 0; j < n; j++)
        all &= fr381_equal(&a[j], &b[j]);
    CHECK(all);
}

/* Points [c_j] G for random c_j; every third the identity (the FK20 inputs' zero padding). */
static void random_points(ecb_bls12_381_g1 *p, fr381 *c, size_t n) {
    ecb_bls12_381_g1 g;
    ecb_bls12_381_g1_generator(&g);
    for (size_t j = 0; j < n; j++) {
        ecb_bls12_381_scalar k;
        random_fr(&c[j]);
        if (j % 3 == 2) fr381_zero(&c[j]);
        fr381_from_mont(k.v, &c[j]);
        ecb_bls12_381_g1_mul_var(&p[j], &k, &g);
    }
}

/* want[k] = sum_j [c_j x^(jk)] G, the points' discrete logs known: one scalar multiplication of
 * G by the Fr DFT of c (naive_dft), so the check does not share the G1 code it tests. */
static void naive_g1_dft(ecb_bls12_381_g1 *want, const fr381 *c, size_t n, const fr381 *x) {
    static fr381 logs[KZG_G1_FFT_MAX];
    ecb_bls12_381_g1 g;
    ecb_bls12_381_g1_generator(&g);
    naive_dft(logs, c, n, x);
    for (size_t k = 0; k < n; k++) {
        ecb_bls12_381_scalar s;
        fr381_from_mont(s.v, &logs[k]);
        ecb_bls12_381_g1_mul_var(&want[k], &s, &g);
    }
}

static void test_g1_against_naive(int log_n) {
    size_t n = (size_t)1 << log_n;
    static ecb_bls12_381_g1 p[KZG_G1_FFT_MAX], got[KZG_G1_FFT_MAX], want[KZG_G1_FFT_MAX];
    static fr381 c[KZG_G1_FFT_MAX];
    random_points(p, c, n);
    fr381 w = roots[(KZG_EXT_N >> log_n) % KZG_EXT_N], w_inv;
    fr381_inv_var(&w_inv, &w);
    memcpy(got, p, n * sizeof *p);
    kzg_g1_fft_to_brp(got, log_n, roots, g1_scratch);
    naive_g1_dft(want, c, n, &w);
    int all = 1;
    for (size_t k = 0; k < n; k++)
        all &= ecb_bls12_381_g1_equal(&got[reverse_bits_n(k, log_n)], &want[k]);
    CHECK(all);
    /* the unscaled inverse: points at bit-reversed positions in, sum_k P_k w^(-jk) out */
    for (size_t k = 0; k < n; k++)
        got[reverse_bits_n(k, log_n)] = p[k];
    kzg_g1_ifft_from_brp_unscaled(got, log_n, roots, g1_scratch);
    naive_g1_dft(want, c, n, &w_inv);
    all = 1;
    for (size_t j = 0; j < n; j++)
        all &= ecb_bls12_381_g1_equal(&got[j], &want[j]);
    CHECK(all);
}

/* At n = 128 (FK20's size): inverse(forward(P)) = n P. */
static void test_g1_round_trip(void) {
    static ecb_bls12_381_g1 p[KZG_G1_FFT_MAX], q[KZG_G1_FFT_MAX];
    static fr381 c[KZG_G1_FFT_MAX];
    random_points(p, c, KZG_G1_FFT_MAX);
    memcpy(q, p, sizeof p);
    kzg_g1_fft_to_brp(q, KZG_LOG_CELLS, roots, g1_scratch);
    kzg_g1_ifft_from_brp_unscaled(q, KZG_LOG_CELLS, roots, g1_scratch);
    ecb_bls12_381_scalar n;
    ecb_bls12_381_scalar_from_u64(&n, KZG_G1_FFT_MAX);
    int all = 1;
    for (size_t j = 0; j < KZG_G1_FFT_MAX; j++) {
        ecb_bls12_381_g1 np;
        ecb_bls12_381_g1_mul_var(&np, &n, &p[j]);
        all &= ecb_bls12_381_g1_equal(&np, &q[j]);
    }
    CHECK(all);
}

int main(void) {
    tl_init();
    CHECK(kzg_roots_of_unity_ext(roots) == ECB_OK);
    test_roots();
    static const int naive_sizes[] = {0, 1, 2, 3, 5, 8, 10};
    for (size_t i = 0; i < sizeof naive_sizes / sizeof naive_sizes[0]; i++)
        test_against_naive(naive_sizes[i]);
    test_largest_spot_values();
    for (int log_n = 0; log_n <= KZG_LOG_EXT_N; log_n++)
        test_round_trip(log_n);
    g1_scratch = malloc(kzg_g1_fft_scratch_size());
    static const int g1_sizes[] = {0, 1, 3, 4};
    for (size_t i = 0; i < sizeof g1_sizes / sizeof g1_sizes[0]; i++)
        test_g1_against_naive(g1_sizes[i]);
    test_g1_round_trip();
    free(g1_scratch);
    return tl_finish("test_kzg_fft");
}
