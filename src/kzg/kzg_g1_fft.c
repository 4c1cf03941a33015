/* The radix-2 FFTs of kzg_fft.c over G1 (FK20's Toeplitz products and its evaluations, EIP-7594):
 * the same stages, the same twiddles w_n^m = roots[m 8192 / n], each butterfly's product a
 * variable-time multiplication of a point by the twiddle as an integer (GLV split, interleaved
 * wNAF: group/bls12/g1_381.h). A butterfly whose point is the identity skips its product, so a
 * half of zero padding costs no multiplication; the first twiddle of a stage is 1 and costs none.
 * A transform of n points takes at most (n/2) log_n - n + 1 multiplications (321 for n = 128).
 * The points are copied into the group's Jacobian type (the public type's layout) and back.
 * Variable time: public points only (commitments to public blobs). */
#include <string.h>

#include "group/bls12/g1_381.h"
#include "kzg/kzg_internal.h"

_Static_assert(sizeof(ecb_bls12_381_g1) == sizeof(g1_381_jac), "G1 layout");

/* tw[j] = w_n^(j stride) as an integer (j < count), inverse: w_n^-(j stride) */
static void twiddles(uint64_t (*tw)[4], size_t count, size_t stride, int inverse,
                     const fr381 roots[KZG_EXT_N]) {
    for (size_t j = 0; j < count; j++) {
        size_t m = j * stride;
        fr381_from_mont(tw[j], &roots[inverse ? (KZG_EXT_N - m) % KZG_EXT_N : m]);
    }
}

/* r = k p, the identity's product skipped */
static void mul_twiddle(g1_381_jac *r, const g1_381_jac *p, const uint64_t k[4]) {
    if (g1_381_jac_is_identity(p))
        *r = *p;
    else
        g1_381_mul_glv_var(r, p, k);
}

void kzg_g1_fft_to_brp(ecb_bls12_381_g1 *points, int log_n, const fr381 roots[KZG_EXT_N]) {
    size_t n = (size_t)1 << log_n, step = KZG_EXT_N >> log_n;
    uint64_t tw[KZG_G1_FFT_MAX / 2][4];
    g1_381_jac a[KZG_G1_FFT_MAX];
    memcpy(a, points, n * sizeof a[0]);
    /* each stage: (u, v) -> (u + v, (u - v) w_n^(j stride)) on pairs half apart */
    for (size_t half = n / 2; half >= 1; half /= 2) {
        twiddles(tw, half, step * (n / (2 * half)), 0, roots);
        for (size_t start = 0; start < n; start += 2 * half)
            for (size_t j = 0; j < half; j++) {
                g1_381_jac u = a[start + j], v = a[start + j + half], d;
                g1_381_jac_add_var(&a[start + j], &u, &v);
                g1_381_jac_neg(&v, &v);
                g1_381_jac_add_var(&d, &u, &v);
                if (j == 0)
                    a[start + j + half] = d;
                else
                    mul_twiddle(&a[start + j + half], &d, tw[j]);
            }
    }
    memcpy(points, a, n * sizeof a[0]);
}

void kzg_g1_ifft_from_brp_unscaled(ecb_bls12_381_g1 *points, int log_n,
                                   const fr381 roots[KZG_EXT_N]) {
    size_t n = (size_t)1 << log_n, step = KZG_EXT_N >> log_n;
    uint64_t tw[KZG_G1_FFT_MAX / 2][4];
    g1_381_jac a[KZG_G1_FFT_MAX];
    memcpy(a, points, n * sizeof a[0]);
    /* each stage: (u, v) -> (u + t, u - t), t = v w_n^(-j stride) */
    for (size_t half = 1; half < n; half *= 2) {
        twiddles(tw, half, step * (n / (2 * half)), 1, roots);
        for (size_t start = 0; start < n; start += 2 * half)
            for (size_t j = 0; j < half; j++) {
                g1_381_jac u = a[start + j], t;
                if (j == 0)
                    t = a[start + j + half];
                else
                    mul_twiddle(&t, &a[start + j + half], tw[j]);
                g1_381_jac_add_var(&a[start + j], &u, &t);
                g1_381_jac_neg(&t, &t);
                g1_381_jac_add_var(&a[start + j + half], &u, &t);
            }
    }
    memcpy(points, a, n * sizeof a[0]);
}
