/* FK20's part that depends on the setup only (Feist, Khovratovich, "Fast amortized KZG proofs",
 * ePrint 2023/033, §3; kzg_fk20.c has the derivation). The quotient of cell i's proof is
 * sum_e c^e H_e with H_e = sum_t sum_j A_t[e + 1 + j] [s^(64 j + t)], a Toeplitz product per
 * offset t < 64 of the blob's coefficients A_t[f] = a_(64 f + t) and the monomial points of
 * that offset. Embedded in a circulant of 128, its point side is the column
 * x_t = ([s^(64 (62 - m) + t)] for m = 0 .. 62, then identities), whose G1 FFT is the same for
 * every blob: computed here once, 64 transforms of 128 points (about 20000 multiplications by
 * twiddles), on the settings' threads, then normalised to affine points with one inversion per
 * chunk. */
#include <string.h>

#include "kzg/kzg_internal.h"
#include "util/alloc.h"
#include "util/parallel.h"

/* Cells per blob (the h polynomials are 64 - 1 long) */
#define BLOB_CELLS (KZG_N / KZG_CELL_N)

typedef struct setup_job {
    const ecb_kzg_settings *s;
    ecb_bls12_381_g1 (*transformed)[KZG_CELLS]; /* [t][p] */
} setup_job;

static void transform_column(void *ctx, size_t t, unsigned worker) {
    (void)worker;
    const setup_job *job = ctx;
    const ecb_kzg_settings *s = job->s;
    ecb_bls12_381_g1 *x = job->transformed[t];
    for (size_t m = 0; m < KZG_CELLS; m++)
        if (m < BLOB_CELLS - 1)
            ecb_bls12_381_g1_from_affine(&x[m],
                                         &s->g1_monomial[KZG_CELL_N * (BLOB_CELLS - 2 - m) + t]);
        else
            ecb_bls12_381_g1_identity(&x[m]);
    kzg_g1_fft_to_brp(x, KZG_LOG_CELLS, s->roots_ext);
}

ecb_status kzg_fk20_setup(ecb_kzg_settings *s) {
    kzg_fk20_table *table = ecb_malloc(sizeof *table);
    ecb_bls12_381_g1(*transformed)[KZG_CELLS] = ecb_malloc(KZG_CELL_N * sizeof *transformed);
    ecb_bls12_381_g1 *by_position = ecb_malloc(KZG_CELLS * KZG_CELL_N * sizeof *by_position);
    if (table == NULL || transformed == NULL || by_position == NULL) {
        ecb_free(table);
        ecb_free(transformed);
        ecb_free(by_position);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    setup_job job = {s, transformed};
    ecb_parallel_run(s->threads, KZG_CELL_N, transform_column, &job);
    /* columns[p][t]: the MSM at position p takes the 64 offsets' points side by side */
    for (size_t p = 0; p < KZG_CELLS; p++)
        for (size_t t = 0; t < KZG_CELL_N; t++)
            by_position[p * KZG_CELL_N + t] = transformed[t][p];
    ecb_bls12_381_g1_batch_to_affine(&table->columns[0][0], by_position, KZG_CELLS * KZG_CELL_N);
    ecb_free(transformed);
    ecb_free(by_position);
    s->fk20 = table;
    return ECB_OK;
}
