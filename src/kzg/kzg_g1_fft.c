/* The radix-2 FFTs of kzg_fft.c over G1 (FK20's Toeplitz products and its evaluations, EIP-7594):
 * the same stages, the same twiddles w_n^m = roots[m 8192 / n]. A stage's products of points by
 * twiddles are independent: they run together (group/bls12/g1_381_mul_many.h: eight at a time in
 * IFMA lanes at the ifma level). A point that is the identity skips its product, so a half of
 * zero padding costs no multiplication; the first twiddle of a stage is 1 and costs none. A
 * transform of n points takes at most (n/2) log_n - n + 1 multiplications (321 for n = 128).
 * The points are copied into the group's Jacobian type (the public type's layout) and back.
 * Variable time: public points only (commitments to public blobs). */
#include <string.h>

#include "group/bls12/g1_381.h"
#include "group/bls12/g1_381_mul_many.h"
#include "kzg/kzg_internal.h"

_Static_assert(sizeof(ecb_bls12_381_g1) == sizeof(g1_381_jac), "G1 layout");

/* The products of one stage: at most half the points. */
#define STAGE_MAX (KZG_G1_FFT_MAX / 2)

/* The memory of one transform (kzg_g1_fft_scratch_size). */
typedef struct g1_fft_work {
    g1_381_jac a[KZG_G1_FFT_MAX];
    g1_381_jac factors[STAGE_MAX]; /* a stage's points to multiply, then their products */
    uint64_t twiddle[STAGE_MAX][4];
    size_t at[STAGE_MAX]; /* each product's place in a */
    size_t m;
} g1_fft_work;

size_t kzg_g1_fft_scratch_size(void) {
    return sizeof(g1_fft_work) + g1_381_mul_many_scratch_size(STAGE_MAX);
}

/* Queues a[at] * w_n^(+-m) (m != 0) unless a[at] is the identity. */
static void queue(g1_fft_work *w, size_t at, size_t m, int inverse, const fr381 roots[KZG_EXT_N]) {
    if (m == 0 || g1_381_jac_is_identity(&w->a[at])) return;
    w->factors[w->m] = w->a[at];
    fr381_from_mont(w->twiddle[w->m], &roots[inverse ? KZG_EXT_N - m : m]);
    w->at[w->m++] = at;
}

/* Runs the queued products and puts them back in place. */
static void multiply(g1_fft_work *w) {
    g1_381_mul_many_var(w->factors, w->factors, (const uint64_t(*)[4])w->twiddle, w->m, w + 1);
    for (size_t i = 0; i < w->m; i++)
        w->a[w->at[i]] = w->factors[i];
    w->m = 0;
}

void kzg_g1_fft_to_brp(ecb_bls12_381_g1 *points, int log_n, const fr381 roots[KZG_EXT_N],
                       void *scratch) {
    g1_fft_work *w = scratch;
    size_t n = (size_t)1 << log_n, step = KZG_EXT_N >> log_n;
    memcpy(w->a, points, n * sizeof w->a[0]);
    w->m = 0;
    /* each stage: (u, v) -> (u + v, (u - v) w_n^(j stride)) on pairs half apart */
    for (size_t half = n / 2; half >= 1; half /= 2) {
        size_t stride = step * (n / (2 * half));
        for (size_t start = 0; start < n; start += 2 * half)
            for (size_t j = 0; j < half; j++) {
                g1_381_jac u = w->a[start + j], v = w->a[start + j + half];
                g1_381_jac_add_var(&w->a[start + j], &u, &v);
                g1_381_jac_neg(&v, &v);
                g1_381_jac_add_var(&w->a[start + j + half], &u, &v);
                queue(w, start + j + half, j * stride, 0, roots);
            }
        multiply(w);
    }
    memcpy(points, w->a, n * sizeof w->a[0]);
}

void kzg_g1_ifft_from_brp_unscaled(ecb_bls12_381_g1 *points, int log_n,
                                   const fr381 roots[KZG_EXT_N], void *scratch) {
    g1_fft_work *w = scratch;
    size_t n = (size_t)1 << log_n, step = KZG_EXT_N >> log_n;
    memcpy(w->a, points, n * sizeof w->a[0]);
    w->m = 0;
    /* each stage: (u, v) -> (u + t, u - t), t = v w_n^(-j stride) */
    for (size_t half = 1; half < n; half *= 2) {
        size_t stride = step * (n / (2 * half));
        for (size_t start = 0; start < n; start += 2 * half)
            for (size_t j = 0; j < half; j++)
                queue(w, start + j + half, j * stride, 1, roots);
        multiply(w);
        for (size_t start = 0; start < n; start += 2 * half)
            for (size_t j = 0; j < half; j++) {
                g1_381_jac u = w->a[start + j], t = w->a[start + j + half];
                g1_381_jac_add_var(&w->a[start + j], &u, &t);
                g1_381_jac_neg(&t, &t);
                g1_381_jac_add_var(&w->a[start + j + half], &u, &t);
            }
    }
    memcpy(points, w->a, n * sizeof w->a[0]);
}
