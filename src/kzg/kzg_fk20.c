/* The 128 cell proofs of a polynomial by FK20 (Feist, Khovratovich, "Fast amortized KZG proofs",
 * ePrint 2023/033, §3), the amortised form of fulu/polynomial-commitments-sampling.md's
 * compute_kzg_proof_multi_impl.
 *
 * Cell i is the coset h_i H (H the 64-th roots of unity), whose vanishing polynomial is
 * X^64 - c_i with c_i = h_i^64 = w^rev7(i), w the primitive 128-th root of unity; its proof is
 * [q_i(s)] for the quotient q_i of the long division of p = sum_k a_k X^k (k < 4096) by
 * X^64 - c_i. Since X^k = X^(k mod 64) X^(64 m) and (X^(64 m) - c^m) / (X^64 - c) =
 * sum_(e < m) c^(m - 1 - e) X^(64 e),
 *
 *     q_i = sum_(e = 0..62) c_i^e H_e,   H_e = sum_(k >= 64 (e + 1)) a_k X^(k - 64 (e + 1)),
 *
 * so the proofs are the values at w^rev7(i) of V(Y) = sum_e [H_e(s)] Y^e: one G1 FFT of 128
 * points (bit-reversed output: cell order). With A_t[f] = a_(64 f + t) and the monomial points
 * B_t[j] = [s^(64 j + t)],
 *
 *     [H_e(s)] = sum_(t < 64) sum_(j <= 62 - e) A_t[e + 1 + j] B_t[j] = sum_t (A_t * x_t)[e + 63],
 *
 * the linear convolution of A_t with x_t = (B_t[62], ..., B_t[0]) (length 126 < 128, so the
 * cyclic convolution of 128 is it). By the convolution theorem, with the transforms X_t of the
 * x_t precomputed (kzg_fk20_setup.c) and those of the A_t (Fr FFTs, 1/128 folded in):
 *
 *     U[p] = sum_t Y_t[p] X_t[p]  (p < 128: 128 MSMs of 64 points, engine MSMs),
 *     conv = the inverse G1 FFT of U (unscaled), [H_e(s)] = conv[e + 63],
 *
 * then the forward G1 FFT of the H_e gives the proofs. Variable time (public blobs). */
#include <string.h>

#include "ecbatch/msm.h"
#include "group/bls12/g1_381_lanes.h"
#include "kzg/kzg_internal.h"
#include "util/parallel.h"

/* Cells per blob: the h polynomials number 64 - 1 */
#define BLOB_CELLS (KZG_N / KZG_CELL_N)

/* The memory of one call (kzg_fk20_scratch_size), caller's */
typedef struct fk20_work {
    ecb_bls12_381_scalar scalars[KZG_CELLS][KZG_CELL_N]; /* [p][t]: Y_t[p] */
    ecb_bls12_381_g1 u[KZG_CELLS];
    fr381 column[KZG_CELLS];
    ecb_status status[KZG_CELLS];
} fk20_work;

static unsigned workers(const ecb_kzg_settings *s) {
    return s->threads == 0 ? 1 : s->threads;
}

/* After the work: the G1 FFTs' scratch, then the lanes' per worker. */
size_t kzg_fk20_scratch_size(const ecb_kzg_settings *s) {
    return sizeof(fk20_work) + kzg_g1_fft_scratch_size() +
           workers(s) * kzg_fk20_lanes_scratch_size();
}

typedef struct msm_job {
    fk20_work *w;
    const kzg_fk20_table *table;
    unsigned char *lanes_scratch;
} msm_job;

/* Task p: position p's MSM by the engine. */
static void position_msm(void *ctx, size_t p, unsigned worker) {
    (void)worker;
    const msm_job *job = ctx;
    job->w->status[p] = ecb_msm_bls12_381_g1_var(&job->w->u[p], job->table->columns[p],
                                                 job->w->scalars[p], KZG_CELL_N, NULL);
}

/* Task i: positions 8 i .. 8 i + 7 in IFMA lanes. */
static void lanes_msms(void *ctx, size_t i, unsigned worker) {
    const msm_job *job = ctx;
    kzg_fk20_lanes_msms(job->w->u, (const ecb_bls12_381_scalar(*)[KZG_CELL_N])job->w->scalars,
                        i * G1_381_LANES, job->table,
                        job->lanes_scratch + worker * kzg_fk20_lanes_scratch_size());
    for (size_t k = 0; k < G1_381_LANES; k++)
        job->w->status[i * G1_381_LANES + k] = ECB_OK;
}

/* Y_t for each offset t: A_t / 128 zero-padded, transformed, transposed into scalars[p][t] */
static void transform_coefficients(fk20_work *w, const fr381 coeffs[KZG_N],
                                   const ecb_kzg_settings *s) {
    fr381 scale;
    fr381_from_u64(&scale, KZG_CELLS);
    fr381_inv_var(&scale, &scale);
    for (size_t t = 0; t < KZG_CELL_N; t++) {
        for (size_t f = 0; f < KZG_CELLS; f++)
            if (f < BLOB_CELLS)
                fr381_mul(&w->column[f], &coeffs[KZG_CELL_N * f + t], &scale);
            else
                fr381_zero(&w->column[f]);
        kzg_fft_to_brp(w->column, KZG_LOG_CELLS, s->roots_ext);
        for (size_t p = 0; p < KZG_CELLS; p++)
            fr381_from_mont(w->scalars[p][t].v, &w->column[p]);
    }
}

ecb_status kzg_fk20_proofs(uint8_t proofs[KZG_CELLS * 48], const fr381 coeffs[KZG_N], void *scratch,
                           const ecb_kzg_settings *s) {
    fk20_work *w = scratch;
    const kzg_fk20_table *table;
    ecb_status st = kzg_fk20_table_get(&table, s);
    if (st != ECB_OK) return st;
    transform_coefficients(w, coeffs, s);
    unsigned char *fft_scratch = (unsigned char *)(w + 1);
    msm_job job = {w, table, fft_scratch + kzg_g1_fft_scratch_size()};
    if (g1_381_lanes_available())
        ecb_parallel_run(workers(s), KZG_CELLS / G1_381_LANES, lanes_msms, &job);
    else
        ecb_parallel_run(workers(s), KZG_CELLS, position_msm, &job);
    for (size_t p = 0; p < KZG_CELLS; p++)
        if (w->status[p] != ECB_OK) return w->status[p];
    kzg_g1_ifft_from_brp_unscaled(w->u, KZG_LOG_CELLS, s->roots_ext, fft_scratch);
    /* V's coefficients [H_e(s)] = conv[e + 63], e < 63, zero-padded to 128 */
    memmove(w->u, w->u + BLOB_CELLS - 1, (BLOB_CELLS - 1) * sizeof w->u[0]);
    for (size_t e = BLOB_CELLS - 1; e < KZG_CELLS; e++)
        ecb_bls12_381_g1_identity(&w->u[e]);
    kzg_g1_fft_to_brp(w->u, KZG_LOG_CELLS, s->roots_ext, fft_scratch);
    for (size_t i = 0; i < KZG_CELLS; i++)
        ecb_bls12_381_g1_encode(proofs + 48 * i, &w->u[i]);
    return ECB_OK;
}
