/* Radix-2 FFTs over Fr in place on the subgroup of order n = 2^log_n <= 8192, its generator
 * w_n = w^(8192 / n) for the primitive 8192-th root w (kzg_roots_of_unity_ext), so every twiddle
 * w_n^m is the table's entry m 8192 / n. The forward transform is decimation in frequency
 * (Gentleman-Sande: natural order in, bit-reversed out), the inverse decimation in time
 * (Cooley-Tukey: bit-reversed in, natural out); neither permutes, and the bit-reversed side is
 * the order the spec keeps evaluations in (fft_field and coset_fft_field of
 * fulu/polynomial-commitments-sampling.md, followed or preceded by bit_reversal_permutation). */
#include "kzg/kzg_internal.h"

void kzg_fft_to_brp(fr381 *a, int log_n, const fr381 roots[KZG_EXT_N]) {
    size_t n = (size_t)1 << log_n, step = KZG_EXT_N >> log_n;
    /* each stage: (u, v) -> (u + v, (u - v) w_n^(j stride)) on pairs half apart */
    for (size_t half = n / 2; half >= 1; half /= 2) {
        size_t twiddle_step = step * (n / (2 * half));
        for (size_t start = 0; start < n; start += 2 * half)
            for (size_t j = 0; j < half; j++) {
                fr381 u = a[start + j], v = a[start + j + half];
                fr381_add(&a[start + j], &u, &v);
                fr381_sub(&v, &u, &v);
                fr381_mul(&a[start + j + half], &v, &roots[j * twiddle_step]);
            }
    }
}

void kzg_ifft_from_brp(fr381 *a, int log_n, const fr381 roots[KZG_EXT_N]) {
    size_t n = (size_t)1 << log_n;
    kzg_ifft_from_brp_unscaled(a, log_n, roots);
    fr381 n_inv;
    fr381_from_u64(&n_inv, n);
    fr381_inv_var(&n_inv, &n_inv);
    for (size_t i = 0; i < n; i++)
        fr381_mul(&a[i], &a[i], &n_inv);
}

void kzg_ifft_from_brp_unscaled(fr381 *a, int log_n, const fr381 roots[KZG_EXT_N]) {
    size_t n = (size_t)1 << log_n, step = KZG_EXT_N >> log_n;
    /* each stage: (u, v) -> (u + t, u - t), t = v w_n^(-j stride), w^-m = w^(8192 - m) */
    for (size_t half = 1; half < n; half *= 2) {
        size_t twiddle_step = step * (n / (2 * half));
        for (size_t start = 0; start < n; start += 2 * half)
            for (size_t j = 0; j < half; j++) {
                fr381 u = a[start + j], t;
                fr381_mul(&t, &a[start + j + half],
                          &roots[(KZG_EXT_N - j * twiddle_step) % KZG_EXT_N]);
                fr381_add(&a[start + j], &u, &t);
                fr381_sub(&a[start + j + half], &u, &t);
            }
    }
}
