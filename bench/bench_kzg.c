/* ecbatch bench kzg: EIP-4844 KZG (include/ecbatch/kzg.h) through the public API, bytes in, as
 * rows named as c-kzg-4844's harness (../shared/anchor-bench/ckzg) names its figures:
 *   load_trusted_setup_file 1        the setup text read, every point decoded and checked
 *   blob_to_kzg_commitment 1         one blob
 *   compute_kzg_proof 1              one blob at a fixed z
 *   compute_blob_kzg_proof 1         one blob at its challenge
 *   verify_kzg_proof 1, verify_blob_kzg_proof 1
 *   verify_blob_kzg_proof_batch 64   64 distinct blobs
 *   compute_cells_and_kzg_proofs 1   one blob's 128 cells and proofs (EIP-7594, FK20)
 *   verify_cell_kzg_proof_batch 128  that blob's 128 cells under its commitment
 *   recover_cells_and_kzg_proofs 64  every cell and proof from the even half of the cells
 * and the commitment and both provers again through fixed-base tables of the Lagrange points
 * (ecb_kzg_settings_precompute), variant "table 8x" (8 x 4096 x 48 bytes) and "table one-pass"
 * (the largest: one pass of 13-bit windows), each after the row of its build
 * (kzg_settings_precompute).
 * One thread; FK20's tables are built (once, on the first proving call) before timing. Blobs are random field elements; every timed call must succeed (checked before
 * timing, and in it). */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "bench_pairing.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "cli_text.h"
#include "ecbatch/kzg.h"

#define BLOBS 64
#define CELLS ECB_KZG_CELLS_PER_EXT_BLOB
#define CELLS_BYTES ((size_t)CELLS * ECB_KZG_BYTES_PER_CELL)

struct kzg_ctx {
    const char *setup_path;
    ecb_kzg_settings *s;
    size_t budget; /* b_precompute's */
    uint8_t *blobs, cms[48 * BLOBS], proofs[48 * BLOBS], z[32], y[32], proof_z[48], out[48];
    /* blob 0's cells and cell proofs, its commitment once per cell, the even half */
    uint8_t *cells, *half, *out_cells, cell_proofs[48 * CELLS], cell_cms[48 * CELLS],
        out_proofs[48 * CELLS];
    uint64_t indices[CELLS], half_indices[CELLS / 2];
    int failed;
};

static void b_load(void *c, size_t n) {
    struct kzg_ctx *x = c;
    for (size_t i = 0; i < n; i++) {
        ecb_kzg_settings *s;
        x->failed |= ecb_kzg_settings_load_file(&s, x->setup_path, 1) != ECB_OK;
        ecb_kzg_settings_free(s);
    }
}
static void b_precompute(void *c, size_t n) {
    struct kzg_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_kzg_settings_precompute(x->s, x->budget) != ECB_OK;
}
static void b_commit(void *c, size_t n) {
    struct kzg_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |=
            ecb_kzg_blob_to_commitment(x->out, x->blobs, ECB_KZG_BYTES_PER_BLOB, x->s) != ECB_OK;
}
static void b_proof(void *c, size_t n) {
    struct kzg_ctx *x = c;
    uint8_t y[32];
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_kzg_compute_proof(x->out, y, x->blobs, ECB_KZG_BYTES_PER_BLOB, x->z,
                                           x->s) != ECB_OK;
}
static void b_blob_proof(void *c, size_t n) {
    struct kzg_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_kzg_compute_blob_proof(x->out, x->blobs, ECB_KZG_BYTES_PER_BLOB, x->cms,
                                                x->s) != ECB_OK;
}
static void b_verify(void *c, size_t n) {
    struct kzg_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_kzg_verify_proof(x->cms, x->z, x->y, x->proof_z, x->s) != ECB_OK;
}
static void b_verify_blob(void *c, size_t n) {
    struct kzg_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_kzg_verify_blob_proof(x->blobs, ECB_KZG_BYTES_PER_BLOB, x->cms, x->proofs,
                                               x->s) != ECB_OK;
}
static void b_batch(void *c, size_t n) {
    struct kzg_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_kzg_verify_blob_proof_batch(x->blobs, BLOBS * ECB_KZG_BYTES_PER_BLOB,
                                                     x->cms, 48 * BLOBS, x->proofs, 48 * BLOBS,
                                                     BLOBS, x->s) != ECB_OK;
}

static void b_cells(void *c, size_t n) {
    struct kzg_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_kzg_compute_cells_and_proofs(x->out_cells, CELLS_BYTES, x->out_proofs,
                                                      sizeof x->out_proofs, x->blobs,
                                                      ECB_KZG_BYTES_PER_BLOB, x->s) != ECB_OK;
}
static void b_verify_cells(void *c, size_t n) {
    struct kzg_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_kzg_verify_cell_proof_batch(x->cell_cms, sizeof x->cell_cms, x->indices,
                                                     x->cells, CELLS_BYTES, x->cell_proofs,
                                                     sizeof x->cell_proofs, CELLS, x->s) != ECB_OK;
}
static void b_recover(void *c, size_t n) {
    struct kzg_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        x->failed |= ecb_kzg_recover_cells_and_proofs(
                         x->out_cells, CELLS_BYTES, x->out_proofs, sizeof x->out_proofs,
                         x->half_indices, x->half, CELLS_BYTES / 2, CELLS / 2, x->s) != ECB_OK;
}

/* Blob 0's cells and proofs (building FK20's tables), checked: they verify, and the recovery
 * from the even half gives them back. */
static int setup_cells(struct kzg_ctx *x) {
    x->cells = malloc(CELLS_BYTES);
    x->half = malloc(CELLS_BYTES / 2);
    x->out_cells = malloc(CELLS_BYTES);
    if (x->cells == NULL || x->half == NULL || x->out_cells == NULL) return -1;
    if (ecb_kzg_compute_cells_and_proofs(x->cells, CELLS_BYTES, x->cell_proofs,
                                         sizeof x->cell_proofs, x->blobs, ECB_KZG_BYTES_PER_BLOB,
                                         x->s) != ECB_OK)
        return -1;
    for (size_t i = 0; i < CELLS; i++) {
        memcpy(x->cell_cms + 48 * i, x->cms, 48);
        x->indices[i] = i;
        if (i % 2 == 0) {
            x->half_indices[i / 2] = i;
            memcpy(x->half + (i / 2) * ECB_KZG_BYTES_PER_CELL,
                   x->cells + i * ECB_KZG_BYTES_PER_CELL, ECB_KZG_BYTES_PER_CELL);
        }
    }
    x->failed = 0;
    b_verify_cells(x, 1);
    b_recover(x, 1);
    int same = memcmp(x->out_cells, x->cells, CELLS_BYTES) == 0 &&
               memcmp(x->out_proofs, x->cell_proofs, sizeof x->cell_proofs) == 0;
    return x->failed == 0 && same ? 0 : -1;
}

/* The blobs (random elements below 2^253 < r), their commitments and blob proofs, and a proof
 * at z, each checked; then blob 0's cells (setup_cells). */
static int setup(struct kzg_ctx *x) {
    if (ecb_kzg_settings_load_file(&x->s, x->setup_path, 1) != ECB_OK) return -1;
    x->blobs = malloc(BLOBS * ECB_KZG_BYTES_PER_BLOB);
    if (x->blobs == NULL) return -1;
    randombytes_buf(x->blobs, BLOBS * ECB_KZG_BYTES_PER_BLOB);
    for (size_t i = 0; i < BLOBS * ECB_KZG_FIELD_ELEMENTS_PER_BLOB; i++)
        x->blobs[32 * i] &= 0x1f;
    memset(x->z, 0x11, 32);
    int ok = 1;
    for (size_t i = 0; ok && i < BLOBS; i++) {
        const uint8_t *b = x->blobs + i * ECB_KZG_BYTES_PER_BLOB;
        ok = ecb_kzg_blob_to_commitment(x->cms + 48 * i, b, ECB_KZG_BYTES_PER_BLOB, x->s) ==
                 ECB_OK &&
             ecb_kzg_compute_blob_proof(x->proofs + 48 * i, b, ECB_KZG_BYTES_PER_BLOB,
                                        x->cms + 48 * i, x->s) == ECB_OK;
    }
    ok = ok && ecb_kzg_compute_proof(x->proof_z, x->y, x->blobs, ECB_KZG_BYTES_PER_BLOB, x->z,
                                     x->s) == ECB_OK;
    ok = ok && ecb_kzg_verify_proof(x->cms, x->z, x->y, x->proof_z, x->s) == ECB_OK;
    return ok ? setup_cells(x) : -1;
}

static void kzg_usage(FILE *out) {
    fprintf(out,
            "usage: ecbatch bench kzg --setup FILE [--samples K] [--cpu-time] [--json]\n"
            "                         [--compare FILE]\n"
            "  median time of EIP-4844's functions on one thread, bytes in, named as\n"
            "  c-kzg-4844's harness names them: blob_to_kzg_commitment, compute_kzg_proof,\n"
            "  compute_blob_kzg_proof, verify_kzg_proof, verify_blob_kzg_proof,\n"
            "  verify_blob_kzg_proof_batch of %d blobs, compute_cells_and_kzg_proofs,\n"
            "  verify_cell_kzg_proof_batch of 128 cells, recover_cells_and_kzg_proofs from 64\n"
            "  cells, and the trusted setup's load; the commitment and both provers again with\n"
            "  fixed-base tables of 8 x 4096 x 48 bytes (variant \"table 8x\") and of one pass\n"
            "  (\"table one-pass\"), each after its build (kzg_settings_precompute)\n"
            "  --setup FILE  a trusted setup (trusted_setup.txt form)\n"
            "  --samples K   samples per median, 1..%d (default 5)\n"
            "  --cpu-time    process CPU time instead of wall time\n"
            "  --json        one JSON object per line (README \"Benchmark JSON\")\n"
            "  --compare F   c-kzg-4844's figures as ../shared/anchor-bench/ckzg/run-bench.sh\n"
            "                writes them, or this schema's lines with \"bench\": \"kzg\"\n"
            "  " CLI_EXIT_HELP,
            BLOBS, BENCH_MAX_SAMPLES);
}

/* The table of budget built (timed), then the commitment and both provers through it; the
 * settings are left without a table. */
static void table_rows(const struct bench_report *rep, struct kzg_ctx *x, size_t budget,
                       const char *variant, int s) {
    double t = 2.0;
    x->budget = budget;
    double build = bench_median_ns(b_precompute, x, t, s);
    size_t size = ecb_kzg_settings_table_size(x->s);
    if (!rep->json)
        printf("  %s: a table of %zu bytes (%.1f x 4096 x 48)\n", variant, size,
               (double)size / ECB_KZG_SETUP_G1_BYTES);
    bench_pairing_row(rep, "kzg", "kzg_settings_precompute", 1, 0, variant, 1, build, s);
    bench_pairing_row(rep, "kzg", "blob_to_kzg_commitment", 1, 0, variant, 1,
                      bench_median_ns(b_commit, x, t, s), s);
    bench_pairing_row(rep, "kzg", "compute_kzg_proof", 1, 0, variant, 1,
                      bench_median_ns(b_proof, x, t, s), s);
    bench_pairing_row(rep, "kzg", "compute_blob_kzg_proof", 1, 0, variant, 1,
                      bench_median_ns(b_blob_proof, x, t, s), s);
    x->failed |= ecb_kzg_settings_precompute(x->s, 0) != ECB_OK;
}

/* --setup FILE is this benchmark's own; the rest are bench pairing's. */
static int take_setup(int *argc, char **argv, const char **path) {
    int k = 1;
    for (int i = 1; i < *argc; i++) {
        if (!strcmp(argv[i], "--setup")) {
            if (i + 1 >= *argc) return -1;
            *path = argv[++i];
            continue;
        }
        argv[k++] = argv[i];
    }
    *argc = k;
    return 0;
}

int bench_kzg(int argc, char **argv) {
    static const char *who = "ecbatch bench kzg";
    struct bench_pairing_opts o;
    const char *path = NULL;
    int rc = take_setup(&argc, argv, &path);
    if (rc == 0) rc = bench_pairing_opts(&o, who, argc, argv, 0);
    if (rc == 0 && path == NULL) {
        fprintf(stderr, "%s: need --setup FILE (a trusted setup)\n", who);
        rc = -1;
    }
    if (rc != 0) {
        kzg_usage(rc > 0 ? stdout : stderr);
        return rc > 0 ? CLI_EXIT_OK : CLI_EXIT_USAGE;
    }
    int samples_given = 0;
    for (int i = 1; i < argc; i++)
        samples_given |= !strcmp(argv[i], "--samples");
    if (!samples_given) o.samples = 5;
    struct bench_report rep;
    if ((rc = bench_report_init(&rep, who, o.json, o.compare)) != 0) return rc;
    rep.cpu = o.cpu;
    struct kzg_ctx *x = calloc(1, sizeof *x);
    if (x != NULL) x->setup_path = path;
    if (x == NULL || setup(x) != 0) {
        fprintf(stderr, "%s: cannot load %s or set up the blobs and proofs\n", who, cli_text(path));
        if (x != NULL) {
            ecb_kzg_settings_free(x->s);
            free(x->blobs);
            free(x->cells);
            free(x->half);
            free(x->out_cells);
            free(x);
        }
        bench_report_free(&rep);
        return CLI_EXIT_CHECK;
    }
    if (!o.json) {
        printf("EIP-4844 KZG, backend %s, one thread, medians of %d samples (%s time); "
               "machine: %s\n",
               ecb_cpu_level_name(ecb_cpu_level_get()), o.samples, o.cpu ? "cpu" : "wall",
               rep.machine);
        bench_compare_legend(&rep, "kzg");
        printf("  %-30s %-10s %12s\n", "what", "n", "median");
    }
    double t = 2.0; /* one call per sample: every row takes milliseconds */
    int s = o.samples;
    bench_pairing_row(&rep, "kzg", "blob_to_kzg_commitment", 1, 0, NULL, 1,
                      bench_median_ns(b_commit, x, t, s), s);
    bench_pairing_row(&rep, "kzg", "compute_kzg_proof", 1, 0, NULL, 1,
                      bench_median_ns(b_proof, x, t, s), s);
    bench_pairing_row(&rep, "kzg", "compute_blob_kzg_proof", 1, 0, NULL, 1,
                      bench_median_ns(b_blob_proof, x, t, s), s);
    bench_pairing_row(&rep, "kzg", "verify_kzg_proof", 1, 0, NULL, 1,
                      bench_median_ns(b_verify, x, t, s), s);
    bench_pairing_row(&rep, "kzg", "verify_blob_kzg_proof", 1, 0, NULL, 1,
                      bench_median_ns(b_verify_blob, x, t, s), s);
    bench_pairing_row(&rep, "kzg", "verify_blob_kzg_proof_batch", BLOBS, 0, NULL, 1,
                      bench_median_ns(b_batch, x, t, s), s);
    bench_pairing_row(&rep, "kzg", "compute_cells_and_kzg_proofs", 1, 0, NULL, 1,
                      bench_median_ns(b_cells, x, t, s), s);
    bench_pairing_row(&rep, "kzg", "verify_cell_kzg_proof_batch", CELLS, 0, NULL, 1,
                      bench_median_ns(b_verify_cells, x, t, s), s);
    bench_pairing_row(&rep, "kzg", "recover_cells_and_kzg_proofs", CELLS / 2, 0, NULL, 1,
                      bench_median_ns(b_recover, x, t, s), s);
    bench_pairing_row(&rep, "kzg", "load_trusted_setup_file", 1, 0, NULL, 1,
                      bench_median_ns(b_load, x, t, s), s);
    table_rows(&rep, x, 8 * (size_t)ECB_KZG_SETUP_G1_BYTES, "table 8x", s);
    table_rows(&rep, x, SIZE_MAX, "table one-pass", s);
    rc = x->failed ? CLI_EXIT_CHECK : CLI_EXIT_OK;
    if (x->failed) fprintf(stderr, "%s: a timed call failed\n", who);
    ecb_kzg_settings_free(x->s);
    free(x->blobs);
    free(x->cells);
    free(x->half);
    free(x->out_cells);
    free(x);
    bench_report_free(&rep);
    return rc;
}
