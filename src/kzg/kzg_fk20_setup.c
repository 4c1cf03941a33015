/* FK20's part that depends on the setup only (Feist, Khovratovich, "Fast amortized KZG proofs",
 * ePrint 2023/033, §3; kzg_fk20.c has the derivation). The quotient of cell i's proof is
 * sum_e c^e H_e with H_e = sum_t sum_j A_t[e + 1 + j] [s^(64 j + t)], a Toeplitz product per
 * offset t < 64 of the blob's coefficients A_t[f] = a_(64 f + t) and the monomial points of
 * that offset. Embedded in a circulant of 128, its point side is the column
 * x_t = ([s^(64 (62 - m) + t)] for m = 0 .. 62, then identities), whose G1 FFT is the same for
 * every blob: computed here once, 64 transforms of 128 points (about 20000 multiplications by
 * twiddles), normalised to affine points; then the odd multiples of each of the 8192 points for
 * the MSMs in IFMA lanes (kzg_fk20_lanes.c: 1 doubling and 31 additions each, made affine
 * position by position). Both on the settings' threads. */
#include <string.h>

#include "kzg/kzg_internal.h"
#include "util/alloc.h"
#include "util/parallel.h"

/* Cells per blob (the h polynomials are 64 - 1 long) */
#define BLOB_CELLS (KZG_N / KZG_CELL_N)
/* The odd multiples of one position's 64 points */
#define POSITION_ODD (KZG_CELL_N * KZG_FK20_ODD)

typedef struct setup_job {
    const ecb_kzg_settings *s;
    kzg_fk20_table *table;
    ecb_bls12_381_g1 (*transformed)[KZG_CELLS]; /* [t][p] */
    unsigned char *scratch;                     /* per worker */
    size_t scratch_size;
} setup_job;

/* The scratch of a worker: a G1 FFT's, or one position's odd multiples (Jacobian) and the
 * inversion's. */
static size_t worker_scratch_size(void) {
    size_t odd = POSITION_ODD * (sizeof(g1_381_jac) + sizeof(fp381));
    size_t fft = kzg_g1_fft_scratch_size();
    return odd > fft ? odd : fft;
}

/* Task t: column x_t, transformed. */
static void transform_column(void *ctx, size_t t, unsigned worker) {
    const setup_job *job = ctx;
    const ecb_kzg_settings *s = job->s;
    ecb_bls12_381_g1 *x = job->transformed[t];
    for (size_t m = 0; m < KZG_CELLS; m++)
        if (m < BLOB_CELLS - 1)
            ecb_bls12_381_g1_from_affine(&x[m],
                                         &s->g1_monomial[KZG_CELL_N * (BLOB_CELLS - 2 - m) + t]);
        else
            ecb_bls12_381_g1_identity(&x[m]);
    kzg_g1_fft_to_brp(x, KZG_LOG_CELLS, s->roots_ext, job->scratch + worker * job->scratch_size);
}

/* Task p: the odd multiples of position p's points, (2 i + 1) P = (2 i - 1) P + 2P. */
static void odd_multiples(void *ctx, size_t p, unsigned worker) {
    const setup_job *job = ctx;
    g1_381_jac *jac = (g1_381_jac *)(job->scratch + worker * job->scratch_size);
    fp381 *inv = (fp381 *)(jac + POSITION_ODD);
    for (size_t t = 0; t < KZG_CELL_N; t++) {
        g1_381_jac *m = jac + t * KZG_FK20_ODD, twice;
        g1_381_aff a;
        memcpy(&a, &job->table->columns[p][t], sizeof a);
        g1_381_jac_from_aff(&m[0], &a);
        g1_381_jac_dbl(&twice, &m[0]);
        for (size_t i = 1; i < KZG_FK20_ODD; i++)
            g1_381_jac_add_var(&m[i], &m[i - 1], &twice);
    }
    g1_381_jac_batch_to_aff_var(job->table->odd + p * POSITION_ODD, jac, POSITION_ODD, inv);
}

void kzg_fk20_free(kzg_fk20_table *table) {
    if (table == NULL) return;
    ecb_free(table->odd);
    ecb_free(table);
}

/* The tables of s into *out. */
static ecb_status build(kzg_fk20_table **out, const ecb_kzg_settings *s) {
    unsigned workers = s->threads == 0 ? 1 : s->threads;
    size_t scratch_size = worker_scratch_size();
    kzg_fk20_table *table = ecb_malloc(sizeof *table);
    g1_381_aff *odd = ecb_malloc((size_t)KZG_CELLS * POSITION_ODD * sizeof *odd);
    ecb_bls12_381_g1(*transformed)[KZG_CELLS] = ecb_malloc(KZG_CELL_N * sizeof *transformed);
    ecb_bls12_381_g1 *by_position = ecb_malloc(KZG_CELLS * KZG_CELL_N * sizeof *by_position);
    unsigned char *scratch = ecb_malloc(workers * scratch_size); /* threads <= 256 */
    if (table == NULL || odd == NULL || transformed == NULL || by_position == NULL ||
        scratch == NULL) {
        ecb_free(table);
        ecb_free(odd);
        ecb_free(transformed);
        ecb_free(by_position);
        ecb_free(scratch);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    table->odd = odd;
    setup_job job = {s, table, transformed, scratch, scratch_size};
    ecb_parallel_run(workers, KZG_CELL_N, transform_column, &job);
    /* columns[p][t]: the MSM at position p takes the 64 offsets' points side by side */
    for (size_t p = 0; p < KZG_CELLS; p++)
        for (size_t t = 0; t < KZG_CELL_N; t++)
            by_position[p * KZG_CELL_N + t] = transformed[t][p];
    ecb_bls12_381_g1_batch_to_affine(&table->columns[0][0], by_position, KZG_CELLS * KZG_CELL_N);
    ecb_parallel_run(workers, KZG_CELLS, odd_multiples, &job);
    ecb_free(transformed);
    ecb_free(by_position);
    ecb_free(scratch);
    *out = table;
    return ECB_OK;
}

ecb_status kzg_fk20_table_get(const kzg_fk20_table **out, const ecb_kzg_settings *s) {
    kzg_fk20_table *table = atomic_load_explicit(&s->fk20, memory_order_acquire);
    ecb_status st = ECB_OK;
    if (table == NULL) {
        /* the lock and the pointer are the settings' lazily written part */
        ecb_kzg_settings *w = (ecb_kzg_settings *)s;
        pthread_mutex_lock(&w->fk20_lock);
        table = atomic_load_explicit(&w->fk20, memory_order_relaxed);
        if (table == NULL) st = build(&table, s);
        if (st == ECB_OK) atomic_store_explicit(&w->fk20, table, memory_order_release);
        pthread_mutex_unlock(&w->fk20_lock);
    }
    *out = table;
    return st;
}
