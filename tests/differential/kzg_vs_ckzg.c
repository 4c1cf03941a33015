/* Differential test of ecbatch's KZG module (include/ecbatch/kzg.h) against c-kzg-4844, run by
 * hand (not in CI: c-kzg-4844 is built outside the repository by
 * ../shared/anchor-bench/ckzg/build-ckzg.sh); scripts/differential-ckzg builds and runs it. For
 * BLOBS random blobs (uniform field elements, by rejection below r) it checks byte for byte:
 *   blob_to_kzg_commitment (ecbatch without a table, with the table of 8 x 4096 x 48 bytes and
 *   with the one-pass table), compute_kzg_proof at a random z and, every fourth blob, at z = 1
 *   (a point of the domain) with y, compute_blob_kzg_proof (each of the three settings), and
 *   each library's verify_blob_kzg_proof verdict on the other's proof;
 * the verdicts of verify_blob_kzg_proof_batch over batches of BATCH consecutive blobs, as made
 * and with one member corrupted in turn (its proof swapped with a neighbour's, its commitment
 * replaced by a neighbour's, one of its field elements changed): both true, then both false;
 * a blob with the element r (both refuse it); compute_cells (c-kzg-4844's
 * compute_cells_and_kzg_proofs with no proofs) for every blob; and for the first CELL_BLOBS
 * blobs c-kzg-4844's cell proofs verified by ecbatch's verify_cell_proof_batch (all 128 cells:
 * true; one cell changed: false, as c-kzg-4844 says), and for those blobs the cells and proofs of
 * ecb_kzg_compute_cells_and_proofs and of ecb_kzg_recover_cells_and_proofs from the odd cells. Prints each check's count; exits 1 on the first mismatch,
 * naming the blob and printing both values.
 *   kzg_vs_ckzg SETUP [BLOBS [SEED]]     (default 200 blobs, seed 1)
 *   kzg_vs_ckzg --time SETUP [ROUNDS]    side by side: one blob, the calls alternating (c-kzg,
 *                                        ecbatch without a table, with the 8x table, with the
 *                                        one-pass table), thread CPU time, min of ROUNDS (9);
 *                                        then the verifiers (one blob, 64 blobs, 128 cells) */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ckzg.h"
#include "ecbatch/kzg.h"

#define B ECB_KZG_BYTES_PER_BLOB
#define BATCH 8
#define CELL_BLOBS 3
#define CELLS_BYTES (ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL)

/* r, the order of the groups, big-endian */
static const uint8_t R[32] = {0x73, 0xed, 0xa7, 0x53, 0x29, 0x9d, 0x7d, 0x48, 0x33, 0x39, 0xd8,
                              0x08, 0x09, 0xa1, 0xd8, 0x05, 0x53, 0xbd, 0xa4, 0x02, 0xff, 0xfe,
                              0x5b, 0xfe, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01};

enum {
    K_COMMIT,
    K_COMMIT_TABLE,
    K_PROOF,
    K_PROOF_IN_DOMAIN,
    K_BLOB_PROOF,
    K_VERIFY,
    K_BATCH,
    K_REFUSED,
    K_CELLS,
    K_CELL_VERIFY,
    K_CELL_PROOFS,
    K_RECOVER,
    KINDS
};
static const char *kind_name[KINDS] = {"commitments (no table)",
                                       "commitments (8x and one-pass tables)",
                                       "compute_kzg_proof (proof, y; 3 settings)",
                                       "compute_kzg_proof at z = 1 (in the domain)",
                                       "compute_blob_kzg_proof (3 settings)",
                                       "verify_blob_kzg_proof verdicts (each on the other's)",
                                       "verify_blob_kzg_proof_batch verdicts",
                                       "invalid blobs refused by both",
                                       "compute_cells",
                                       "verify_cell_kzg_proof_batch verdicts (c-kzg's proofs)",
                                       "compute_cells_and_proofs (cells, proofs)",
                                       "recover_cells_and_proofs (from half the cells)"};
static unsigned long checked[KINDS];

static uint64_t rng_state;
static uint64_t rng(void) { /* splitmix64 */
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A uniform field element: 255 random bits, drawn again while >= r. */
static void random_fr(uint8_t out[32]) {
    do {
        for (int i = 0; i < 32; i += 8) {
            uint64_t v = rng();
            memcpy(out + i, &v, 8);
        }
        out[0] &= 0x7f;
    } while (memcmp(out, R, 32) >= 0);
}

static void hex(const char *label, const uint8_t *b, size_t n) {
    printf("  %s ", label);
    for (size_t i = 0; i < n; i++)
        printf("%02x", b[i]);
    printf("\n");
}

static void same(int kind, size_t blob, const uint8_t *ours, const uint8_t *theirs, size_t n) {
    if (memcmp(ours, theirs, n) != 0) {
        printf("MISMATCH: %s, blob %zu\n", kind_name[kind], blob);
        hex("ecbatch  ", ours, n < 96 ? n : 96);
        hex("c-kzg    ", theirs, n < 96 ? n : 96);
        exit(1);
    }
    checked[kind]++;
}

static void agree(int kind, size_t blob, int ours, int theirs) {
    if (ours != theirs) {
        printf("MISMATCH: %s, blob %zu: ecbatch %d, c-kzg-4844 %d\n", kind_name[kind], blob, ours,
               theirs);
        exit(1);
    }
    checked[kind]++;
}

/* An ecbatch computation: it succeeded and its bytes are c-kzg-4844's. */
static void made_same(int kind, size_t blob, ecb_status st, const uint8_t *ours,
                      const uint8_t *theirs, size_t n) {
    if (st != ECB_OK) {
        printf("MISMATCH: %s, blob %zu: ecbatch %s, c-kzg-4844 a value\n", kind_name[kind], blob,
               ecb_status_str(st));
        exit(1);
    }
    same(kind, blob, ours, theirs, n);
}

/* ecbatch's verdict as c-kzg-4844's: 1 true, 0 false, -1 refused (an error). */
static int ours_verdict(ecb_status st) {
    return st == ECB_OK ? 1 : st == ECB_ERR_VERIFY_FAILED ? 0 : -1;
}
static int theirs_verdict(C_KZG_RET ret, bool ok) {
    return ret != C_KZG_OK ? -1 : ok ? 1 : 0;
}

static int load(KZGSettings *ks, ecb_kzg_settings *es[3], const char *setup) {
    FILE *f = fopen(setup, "r");
    if (f == NULL || load_trusted_setup_file(ks, f, 0) != C_KZG_OK) {
        fprintf(stderr, "kzg_vs_ckzg: c-kzg-4844 cannot load %s\n", setup);
        return -1;
    }
    fclose(f);
    static const size_t budgets[3] = {0, 8 * (size_t)ECB_KZG_SETUP_G1_BYTES, SIZE_MAX};
    for (int i = 0; i < 3; i++) {
        if (ecb_kzg_settings_load_file(&es[i], setup, 1) != ECB_OK ||
            (budgets[i] && ecb_kzg_settings_precompute(es[i], budgets[i]) != ECB_OK)) {
            fprintf(stderr, "kzg_vs_ckzg: ecbatch cannot load %s\n", setup);
            return -1;
        }
    }
    return 0;
}

/* Commitments and proofs of one blob with both libraries; its commitment and blob proof (c-kzg's)
 * into cm and pr. */
static void one_blob(size_t k, const uint8_t *blob, uint8_t cm[48], uint8_t pr[48],
                     const KZGSettings *ks, ecb_kzg_settings *const es[3]) {
    uint8_t ours[48], y[32], theirs_y[32], z[32];
    bool ok;
    if (blob_to_kzg_commitment((KZGCommitment *)cm, (const Blob *)blob, ks) != C_KZG_OK) exit(2);
    for (int i = 0; i < 3; i++)
        made_same(i ? K_COMMIT_TABLE : K_COMMIT, k,
                  ecb_kzg_blob_to_commitment(ours, blob, B, es[i]), ours, cm, 48);
    random_fr(z);
    if (k % 4 == 0) {
        memset(z, 0, 32);
        z[31] = 1; /* w^0: the blob's first element is y */
    }
    int kind = k % 4 == 0 ? K_PROOF_IN_DOMAIN : K_PROOF;
    if (compute_kzg_proof((KZGProof *)pr, (Bytes32 *)theirs_y, (const Blob *)blob,
                          (const Bytes32 *)z, ks) != C_KZG_OK)
        exit(2);
    for (int i = 0; i < 3; i++) {
        made_same(kind, k, ecb_kzg_compute_proof(ours, y, blob, B, z, es[i]), ours, pr, 48);
        checked[kind]--; /* proof and y: one check */
        same(kind, k, y, theirs_y, 32);
    }
    if (compute_blob_kzg_proof((KZGProof *)pr, (const Blob *)blob, (const Bytes48 *)cm, ks) !=
        C_KZG_OK)
        exit(2);
    for (int i = 0; i < 3; i++)
        made_same(K_BLOB_PROOF, k, ecb_kzg_compute_blob_proof(ours, blob, B, cm, es[i]), ours, pr,
                  48);
    C_KZG_RET ret = verify_blob_kzg_proof(&ok, (const Blob *)blob, (const Bytes48 *)cm,
                                          (const Bytes48 *)ours, ks);
    agree(K_VERIFY, k, ours_verdict(ecb_kzg_verify_blob_proof(blob, B, cm, pr, es[0])),
          theirs_verdict(ret, ok));
}

/* Batches of BATCH blobs starting at first: as made, then each member corrupted in turn. */
static void batch_verdicts(size_t first, uint8_t *blobs, uint8_t *cms, uint8_t *prs, size_t n,
                           const KZGSettings *ks, const ecb_kzg_settings *s) {
    uint8_t *b = blobs + first * B, *c = cms + 48 * first, *p = prs + 48 * first;
    for (size_t bad = 0; bad <= n; bad++) { /* bad == n: none corrupted */
        size_t other = (bad + 1) % n;
        for (int how = 0; how < (bad < n ? 3 : 1); how++) {
            uint8_t keep_c[48], keep_p[48], keep_e[32];
            if (bad < n) {
                memcpy(keep_c, c + 48 * bad, 48);
                memcpy(keep_p, p + 48 * bad, 48);
                memcpy(keep_e, b + bad * B + 32 * 77, 32);
                if (how == 0) memcpy(p + 48 * bad, p + 48 * other, 48);
                if (how == 1) memcpy(c + 48 * bad, c + 48 * other, 48);
                if (how == 2) random_fr(b + bad * B + 32 * 77); /* another element */
            }
            bool ok;
            C_KZG_RET ret = verify_blob_kzg_proof_batch(&ok, (const Blob *)b, (const Bytes48 *)c,
                                                        (const Bytes48 *)p, n, ks);
            int theirs = theirs_verdict(ret, ok),
                ours = ours_verdict(
                    ecb_kzg_verify_blob_proof_batch(b, n * B, c, 48 * n, p, 48 * n, n, s));
            agree(K_BATCH, first + bad, ours, theirs);
            if (theirs != (bad == n ? 1 : 0)) {
                printf("UNEXPECTED: c-kzg-4844's batch verdict %d at blob %zu\n", theirs,
                       first + bad);
                exit(1);
            }
            if (bad < n) {
                memcpy(c + 48 * bad, keep_c, 48);
                memcpy(p + 48 * bad, keep_p, 48);
                memcpy(b + bad * B + 32 * 77, keep_e, 32);
            }
        }
    }
}

/* compute_cells for blob k; for the first CELL_BLOBS blobs the verification of c-kzg's cell
 * proofs, and the cell-proof functions when the library has them. */
static void cells_of(size_t k, const uint8_t *blob, const uint8_t cm[48], const KZGSettings *ks,
                     const ecb_kzg_settings *s) {
    static uint8_t ours[CELLS_BYTES], theirs[CELLS_BYTES], proofs[128 * 48], ours_p[128 * 48];
    static uint8_t cms[128 * 48], half[64 * ECB_KZG_BYTES_PER_CELL];
    static uint64_t idx[128];
    int with_proofs = k < CELL_BLOBS;
    if (compute_cells_and_kzg_proofs((Cell *)theirs, with_proofs ? (KZGProof *)proofs : NULL,
                                     (const Blob *)blob, ks) != C_KZG_OK)
        exit(2);
    made_same(K_CELLS, k, ecb_kzg_compute_cells(ours, CELLS_BYTES, blob, B, s), ours, theirs,
              CELLS_BYTES);
    if (!with_proofs) return;
    for (size_t i = 0; i < 128; i++) {
        idx[i] = i;
        memcpy(cms + 48 * i, cm, 48);
    }
    for (int corrupt = 0; corrupt < 2; corrupt++) {
        if (corrupt) theirs[ECB_KZG_BYTES_PER_CELL * 40 + 31] ^= 1;
        bool ok;
        C_KZG_RET ret = verify_cell_kzg_proof_batch(
            &ok, (const Bytes48 *)cms, idx, (const Cell *)theirs, (const Bytes48 *)proofs, 128, ks);
        agree(K_CELL_VERIFY, k,
              ours_verdict(ecb_kzg_verify_cell_proof_batch(
                  cms, sizeof cms, idx, theirs, CELLS_BYTES, proofs, sizeof proofs, 128, s)),
              theirs_verdict(ret, ok));
        if (corrupt) theirs[ECB_KZG_BYTES_PER_CELL * 40 + 31] ^= 1;
    }
    made_same(
        K_CELL_PROOFS, k,
        ecb_kzg_compute_cells_and_proofs(ours, CELLS_BYTES, ours_p, sizeof ours_p, blob, B, s),
        ours, theirs, CELLS_BYTES);
    checked[K_CELL_PROOFS]--; /* cells and proofs: one check */
    same(K_CELL_PROOFS, k, ours_p, proofs, sizeof proofs);
    for (size_t i = 0; i < 64; i++) { /* recovery from the odd cells */
        idx[i] = 2 * i + 1;
        memcpy(half + i * ECB_KZG_BYTES_PER_CELL, theirs + idx[i] * ECB_KZG_BYTES_PER_CELL,
               ECB_KZG_BYTES_PER_CELL);
    }
    made_same(K_RECOVER, k,
              ecb_kzg_recover_cells_and_proofs(ours, CELLS_BYTES, ours_p, sizeof ours_p, idx, half,
                                               sizeof half, 64, s),
              ours, theirs, CELLS_BYTES);
    checked[K_RECOVER]--;
    same(K_RECOVER, k, ours_p, proofs, sizeof proofs);
}

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* Side by side: c-kzg-4844 and ecbatch's three settings in turn, min of rounds. */
static int time_both(const KZGSettings *ks, ecb_kzg_settings *const es[3], int rounds) {
    uint8_t *blob = malloc(B), cm[48], pr[48], y[32], z[32];
    if (blob == NULL) return 2;
    for (size_t i = 0; i < B; i += 32)
        random_fr(blob + i);
    random_fr(z);
    double best[3][4];
    for (int f = 0; f < 3; f++)
        for (int l = 0; l < 4; l++)
            best[f][l] = 1e30;
    for (int r = 0; r < rounds; r++)
        for (int f = 0; f < 3; f++)
            for (int l = 0; l < 4; l++) {
                double t0 = cpu_ms();
                int bad = 0;
                if (l == 0 && f == 0)
                    bad = blob_to_kzg_commitment((KZGCommitment *)cm, (const Blob *)blob, ks);
                if (l == 0 && f == 1)
                    bad = compute_kzg_proof((KZGProof *)pr, (Bytes32 *)y, (const Blob *)blob,
                                            (const Bytes32 *)z, ks);
                if (l == 0 && f == 2)
                    bad = compute_blob_kzg_proof((KZGProof *)pr, (const Blob *)blob,
                                                 (const Bytes48 *)cm, ks);
                if (l > 0 && f == 0) bad = ecb_kzg_blob_to_commitment(cm, blob, B, es[l - 1]);
                if (l > 0 && f == 1) bad = ecb_kzg_compute_proof(pr, y, blob, B, z, es[l - 1]);
                if (l > 0 && f == 2) bad = ecb_kzg_compute_blob_proof(pr, blob, B, cm, es[l - 1]);
                double t = cpu_ms() - t0;
                if (bad) return 2;
                if (t < best[f][l]) best[f][l] = t;
            }
    static const char *fn[3] = {"blob_to_kzg_commitment", "compute_kzg_proof",
                                "compute_blob_kzg_proof"};
    printf("thread CPU time, min of %d rounds (ms; c-kzg-4844 / ecbatch = the ratio)\n", rounds);
    printf("%-24s %9s %16s %16s %16s\n", "function", "c-kzg", "ecbatch", "8x table",
           "one-pass table");
    for (int f = 0; f < 3; f++) {
        printf("%-24s %9.2f", fn[f], best[f][0]);
        for (int l = 1; l < 4; l++)
            printf(" %8.2f (%4.2fx)", best[f][l], best[f][0] / best[f][l]);
        printf("\n");
    }
    printf("tables: %zu and %zu bytes\n", ecb_kzg_settings_table_size(es[1]),
           ecb_kzg_settings_table_size(es[2]));
    free(blob);
    return 0;
}

/* The verifiers side by side: verify_blob_kzg_proof on one blob, verify_blob_kzg_proof_batch on
 * VERIFY_BATCH blobs, verify_cell_kzg_proof_batch on the 128 cells of one blob (c-kzg-4844's
 * proofs), the calls alternating (c-kzg, then ecbatch without a table), min of rounds. */
#define VERIFY_BATCH 64
static int time_verifiers(const KZGSettings *ks, const ecb_kzg_settings *es, int rounds) {
    uint8_t *blobs = malloc(VERIFY_BATCH * B), *cells = malloc(CELLS_BYTES);
    static uint8_t cms[VERIFY_BATCH * 48], prs[VERIFY_BATCH * 48], cell_cms[128 * 48],
        cell_prs[128 * 48];
    uint64_t idx[128];
    if (blobs == NULL || cells == NULL) return 2;
    for (size_t i = 0; i < VERIFY_BATCH * B; i += 32)
        random_fr(blobs + i);
    for (size_t i = 0; i < VERIFY_BATCH; i++)
        if (blob_to_kzg_commitment((KZGCommitment *)(cms + 48 * i), (const Blob *)(blobs + i * B),
                                   ks) != C_KZG_OK ||
            compute_blob_kzg_proof((KZGProof *)(prs + 48 * i), (const Blob *)(blobs + i * B),
                                   (const Bytes48 *)(cms + 48 * i), ks) != C_KZG_OK)
            return 2;
    if (compute_cells_and_kzg_proofs((Cell *)cells, (KZGProof *)cell_prs, (const Blob *)blobs,
                                     ks) != C_KZG_OK)
        return 2;
    for (size_t i = 0; i < 128; i++) {
        memcpy(cell_cms + 48 * i, cms, 48);
        idx[i] = i;
    }
    double best[3][2];
    for (int f = 0; f < 3; f++)
        best[f][0] = best[f][1] = 1e30;
    for (int r = 0; r < rounds; r++)
        for (int f = 0; f < 3; f++)
            for (int l = 0; l < 2; l++) {
                bool ok = false;
                C_KZG_RET ret = C_KZG_OK;
                ecb_status st = ECB_OK;
                double t0 = cpu_ms();
                if (l == 0 && f == 0)
                    ret = verify_blob_kzg_proof(&ok, (const Blob *)blobs, (const Bytes48 *)cms,
                                                (const Bytes48 *)prs, ks);
                if (l == 0 && f == 1)
                    ret =
                        verify_blob_kzg_proof_batch(&ok, (const Blob *)blobs, (const Bytes48 *)cms,
                                                    (const Bytes48 *)prs, VERIFY_BATCH, ks);
                if (l == 0 && f == 2)
                    ret = verify_cell_kzg_proof_batch(&ok, (const Bytes48 *)cell_cms, idx,
                                                      (const Cell *)cells,
                                                      (const Bytes48 *)cell_prs, 128, ks);
                if (l == 1 && f == 0) st = ecb_kzg_verify_blob_proof(blobs, B, cms, prs, es);
                if (l == 1 && f == 1)
                    st = ecb_kzg_verify_blob_proof_batch(blobs, VERIFY_BATCH * B, cms,
                                                         48 * VERIFY_BATCH, prs, 48 * VERIFY_BATCH,
                                                         VERIFY_BATCH, es);
                if (l == 1 && f == 2)
                    st = ecb_kzg_verify_cell_proof_batch(cell_cms, sizeof cell_cms, idx, cells,
                                                         CELLS_BYTES, cell_prs, sizeof cell_prs,
                                                         128, es);
                double t = cpu_ms() - t0;
                if ((l == 0 && (ret != C_KZG_OK || !ok)) || st != ECB_OK) return 2;
                if (t < best[f][l]) best[f][l] = t;
            }
    static const char *fn[3] = {"verify_blob_kzg_proof", "verify_blob_kzg_proof_batch (64)",
                                "verify_cell_kzg_proof_batch (128)"};
    for (int f = 0; f < 3; f++)
        printf("%-34s %9.3f %9.3f (%4.2fx)\n", fn[f], best[f][0], best[f][1],
               best[f][0] / best[f][1]);
    free(blobs);
    free(cells);
    return 0;
}

int main(int argc, char **argv) {
    int timing = argc > 1 && strcmp(argv[1], "--time") == 0;
    if (argc < 2 + timing) {
        fprintf(stderr, "usage: kzg_vs_ckzg SETUP [BLOBS [SEED]] | kzg_vs_ckzg --time SETUP "
                        "[ROUNDS]\n");
        return 2;
    }
    const char *setup = argv[1 + timing];
    KZGSettings ks;
    ecb_kzg_settings *es[3] = {NULL, NULL, NULL};
    if (load(&ks, es, setup) != 0) return 2;
    rng_state = 1;
    if (timing) {
        int rounds = argc > 3 ? atoi(argv[3]) : 9;
        int bad = time_both(&ks, es, rounds < 1 ? 1 : rounds);
        return bad ? bad : time_verifiers(&ks, es[0], rounds < 1 ? 1 : rounds);
    }
    size_t n = argc > 2 ? strtoul(argv[2], NULL, 10) : 200;
    unsigned long long seed = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
    rng_state = seed;
    if (n < BATCH) n = BATCH;
    uint8_t *blobs = malloc(n * B), *cms = malloc(48 * n), *prs = malloc(48 * n);
    if (blobs == NULL || cms == NULL || prs == NULL) return 2;
    for (size_t k = 0; k < n; k++) {
        uint8_t *blob = blobs + k * B;
        for (size_t i = 0; i < B; i += 32)
            random_fr(blob + i);
        one_blob(k, blob, cms + 48 * k, prs + 48 * k, &ks, es);
        cells_of(k, blob, cms + 48 * k, &ks, es[0]);
    }
    for (size_t first = 0; first + BATCH <= n; first += BATCH)
        batch_verdicts(first, blobs, cms, prs, BATCH, &ks, es[0]);
    /* an element equal to r: both refuse the blob */
    memcpy(blobs + 32 * 5, R, 32);
    uint8_t cm[48];
    int ours_refuse =
        ecb_kzg_blob_to_commitment(cm, blobs, B, es[0]) == ECB_ERR_SCALAR_OUT_OF_RANGE;
    agree(K_REFUSED, 0, ours_refuse,
          blob_to_kzg_commitment((KZGCommitment *)cm, (const Blob *)blobs, &ks) == C_KZG_BADARGS);
    if (!ours_refuse) return 1;
    printf("%zu random blobs (seed %llu):\n", n, seed);
    for (int k = 0; k < KINDS; k++)
        printf("  %-56s %lu equal\n", kind_name[k], checked[k]);
    free(blobs);
    free(cms);
    free(prs);
    for (int i = 0; i < 3; i++)
        ecb_kzg_settings_free(es[i]);
    free_trusted_setup(&ks);
    return 0;
}
