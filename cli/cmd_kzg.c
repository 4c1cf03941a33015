/* ecbatch kzg ...: EIP-4844 KZG commitments (include/ecbatch/kzg.h) on files (docs/formats.md):
 *
 *   commit        blob_to_kzg_commitment
 *   prove         compute_blob_kzg_proof (--commitment) or compute_kzg_proof (--z, --y-out)
 *   verify        verify_blob_kzg_proof (--blob) or verify_kzg_proof (--z, --y)
 *   verify-batch  verify_blob_kzg_proof_batch of BLOB COMMITMENT PROOF triples
 *   cells         compute_cells (EIP-7594), or compute_cells_and_kzg_proofs (--proofs-out)
 *   recover       recover_cells_and_kzg_proofs from --indices and their --cells
 *
 * Every command loads the trusted setup of --setup (c-kzg-4844's trusted_setup.txt format). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_file.h"
#include "cli_opt.h"
#include "cli_text.h"
#include "commands.h"
#include "ecbatch/kzg.h"

#define KZG_WHO "ecbatch kzg"

struct kzg_opts {
    const char *sub, *setup, *blob, *commitment, *proof, *z, *y, *out, *y_out, *proofs_out, *cells,
        *indices;
    unsigned threads;
    long precompute; /* the table's budget in bytes; 0: none */
    int force, first_file;
};

static const struct {
    const char *sub, *options;
    int files;
} takes[] = {
    {"commit", " setup blob out threads precompute force ", 0},
    {"prove", " setup blob commitment z out y-out threads precompute force ", 0},
    {"verify", " setup blob commitment z y proof threads ", 0},
    {"verify-batch", " setup threads ", 1},
    {"cells", " setup blob out proofs-out threads force ", 0},
    {"recover", " setup cells indices out proofs-out threads force ", 0},
};

#define CELLS_BYTES ((size_t)ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_CELL)
#define PROOFS_BYTES ((size_t)ECB_KZG_CELLS_PER_EXT_BLOB * ECB_KZG_BYTES_PER_PROOF)

static void kzg_usage(FILE *out) {
    fprintf(
        out,
        "usage:\n"
        "  ecbatch kzg commit --setup FILE --blob BLOB --out COMMITMENT [--threads K]\n"
        "                     [--precompute BYTES] [--force]\n"
        "  ecbatch kzg prove --setup FILE --blob BLOB (--commitment C | --z Z --y-out Y)\n"
        "                    --out PROOF [--threads K] [--precompute BYTES] [--force]\n"
        "  ecbatch kzg verify --setup FILE --commitment C --proof P (--blob BLOB | --z Z --y Y)\n"
        "                     [--threads K]\n"
        "  ecbatch kzg verify-batch --setup FILE [--threads K] BLOB C P [BLOB C P]...\n"
        "  ecbatch kzg cells --setup FILE --blob BLOB --out CELLS [--proofs-out PROOFS]\n"
        "                    [--threads K] [--force]\n"
        "  ecbatch kzg recover --setup FILE --indices LIST --cells CELLS --out CELLS\n"
        "                      [--proofs-out PROOFS] [--threads K] [--force]\n"
        "EIP-4844 KZG commitments (deneb/polynomial-commitments.md) and EIP-7594 cells\n"
        "(fulu/polynomial-commitments-sampling.md), as c-kzg-4844.\n"
        "Files (docs/formats.md): --setup is a trusted setup in the text form of\n"
        "c-kzg-4844's trusted_setup.txt (at most %zu bytes; every point checked); a BLOB is\n"
        "%d bytes, 4096 field elements of 32 bytes big-endian below r; a commitment C and a\n"
        "proof P are 48-byte compressed G1 points; Z and Y are 32-byte field elements.\n"
        "commit: the blob's commitment. prove with --commitment: the blob proof at the\n"
        "Fiat-Shamir challenge (compute_blob_kzg_proof); with --z: the proof that the\n"
        "blob's polynomial takes the value y at z, y written to --y-out (compute_kzg_proof).\n"
        "verify with --blob: verify_blob_kzg_proof; with --z and --y: verify_kzg_proof.\n"
        "verify-batch: the triples checked at once (verify_blob_kzg_proof_batch), at most\n"
        "%zu. verify and verify-batch exit 0 when the proofs hold, 1 when not (or when an\n"
        "input is no valid field element or G1 point, named).\n"
        "cells: the 128 cells of the blob's extension, 2048 bytes each, back to back\n"
        "(compute_cells); with --proofs-out also their 128 proofs, 48 bytes each\n"
        "(compute_cells_and_kzg_proofs). recover: every cell (and proof) from at least 64\n"
        "of the cells: --indices the ascending cell indices (0..127, comma-separated), --cells\n"
        "those cells back to back in that order (recover_cells_and_kzg_proofs).\n"
        "K is in 1..%u (default 1).\n"
        "--precompute BYTES: commit and prove through a fixed-base table of at most BYTES\n"
        "(%zu and more; 7864320 gives the one-pass table), the same bytes as without it;\n"
        "building it takes longer than one commitment: it checks the table's path.\n"
        "Outputs are written atomically; --out - writes to standard output.\n" CLI_EXIT_HELP,
        ECB_KZG_SETUP_TEXT_MAX_BYTES, ECB_KZG_BYTES_PER_BLOB, ECB_KZG_MAX_BATCH,
        ECB_KZG_MAX_THREADS, ECB_KZG_TABLE_MIN_BYTES);
}

static int parse_opts(struct kzg_opts *o, int argc, char **argv) {
    const char *allowed = NULL;
    int files = 0;
    memset(o, 0, sizeof *o);
    o->sub = argv[0];
    o->threads = 1;
    for (size_t k = 0; k < sizeof takes / sizeof takes[0]; k++)
        if (!strcmp(o->sub, takes[k].sub)) {
            allowed = takes[k].options;
            files = takes[k].files;
        }
    static const char *const flags[] = {"--force", NULL};
    int first_file = cli_opt_options_first(argc, argv, flags), i = 1;
    for (; i < first_file; i++) {
        const char *k = argv[i] + 2, *v;
        char word[40];
        snprintf(word, sizeof word, " %s ", k);
        if (strlen(k) > 24 || strstr(allowed, word) == NULL) {
            fprintf(stderr, KZG_WHO " %s: unknown option '%s'\n", o->sub, cli_text(argv[i]));
            return -1;
        }
        if (!strcmp(k, "force")) {
            o->force = 1;
            continue;
        }
        if ((v = cli_opt_value(KZG_WHO, first_file, argv, &i)) == NULL) return -1;
        if (!strcmp(k, "threads")) {
            if (cli_opt_unsigned(KZG_WHO, "--threads", v, 1, ECB_KZG_MAX_THREADS, &o->threads))
                return -1;
            continue;
        }
        if (!strcmp(k, "precompute")) {
            if (cli_opt_long(KZG_WHO, "--precompute", v, (long)ECB_KZG_TABLE_MIN_BYTES, LONG_MAX,
                             &o->precompute))
                return -1;
            continue;
        }
        const char **field = !strcmp(k, "setup")        ? &o->setup
                             : !strcmp(k, "blob")       ? &o->blob
                             : !strcmp(k, "commitment") ? &o->commitment
                             : !strcmp(k, "proof")      ? &o->proof
                             : !strcmp(k, "z")          ? &o->z
                             : !strcmp(k, "y")          ? &o->y
                             : !strcmp(k, "y-out")      ? &o->y_out
                             : !strcmp(k, "proofs-out") ? &o->proofs_out
                             : !strcmp(k, "cells")      ? &o->cells
                             : !strcmp(k, "indices")    ? &o->indices
                                                        : &o->out;
        *field = v;
    }
    o->first_file = i;
    if (i < argc && !files) {
        fprintf(stderr, KZG_WHO " %s: unexpected argument '%s'\n", o->sub, cli_text(argv[i]));
        return -1;
    }
    if (o->setup == NULL) {
        fprintf(stderr, KZG_WHO " %s: need --setup FILE (a trusted setup)\n", o->sub);
        return -1;
    }
    return 0;
}

/* Reads a file of exactly size bytes into out (a new buffer when *out is NULL). */
static int read_exact(const char *who, const char *path, const char *what, size_t size,
                      uint8_t *out) {
    struct cli_limit limit = {what, size, NULL, NULL};
    size_t len = 0;
    uint8_t *b = cli_read_file(who, path, &limit, &len);
    if (b == NULL) return CLI_EXIT_INPUT;
    int ok = len == size;
    if (ok) memcpy(out, b, size);
    free(b);
    if (ok) return 0;
    fprintf(stderr, "%s: %s: %zu bytes; %s is %zu bytes\n", who, cli_text(path), len, what, size);
    return CLI_EXIT_INPUT;
}

/* The setup through the command's one bounded reader, then the library's text loader. */
static int load_setup(const char *who, const struct kzg_opts *o, ecb_kzg_settings **s) {
    static const struct cli_limit limit = {"a trusted setup", ECB_KZG_SETUP_TEXT_MAX_BYTES, NULL,
                                           NULL};
    size_t len = 0;
    uint8_t *text = cli_read_file(who, o->setup, &limit, &len);
    if (text == NULL) return CLI_EXIT_INPUT;
    ecb_status st = ecb_kzg_settings_load_text(s, (const char *)text, len, o->threads);
    free(text);
    if (st == ECB_OK) return 0;
    fprintf(stderr, "%s: %s: not a trusted setup: %s\n", who, cli_text(o->setup),
            ecb_status_str(st));
    return CLI_EXIT_INPUT;
}

/* A verifier's status: exit 0, 1 (fails, or an invalid field element or point), 3 otherwise. */
static int verdict(const char *who, const char *what, ecb_status st) {
    if (st == ECB_OK) {
        printf("valid: %s\n", what);
        return CLI_EXIT_OK;
    }
    fprintf(stderr, "%s: %s: invalid (%s)\n", who, what, ecb_status_str(st));
    return st == ECB_ERR_OUT_OF_MEMORY ? CLI_EXIT_INPUT : CLI_EXIT_CHECK;
}

static int write_out(const char *who, const struct kzg_opts *o, const char *path, const uint8_t *b,
                     size_t len) {
    return cli_write_atomic(who, path, b, len, o->force ? CLI_WRITE_FORCE : 0) == 0
               ? 0
               : CLI_EXIT_OUTPUT;
}

static int check_out(const char *who, const struct kzg_opts *o, const char *path) {
    const char *inputs[] = {o->setup, o->blob, o->commitment, o->z, o->cells};
    if (cli_check_output(who, path, o->force ? CLI_WRITE_FORCE : 0) != 0 ||
        cli_check_not_input(who, path, inputs, 5) != 0)
        return CLI_EXIT_OUTPUT;
    return 0;
}

static int kzg_commit_or_prove(const struct kzg_opts *o) {
    char who[64];
    snprintf(who, sizeof who, KZG_WHO " %s", o->sub);
    int prove = !strcmp(o->sub, "prove");
    if (o->blob == NULL || o->out == NULL || (prove && (o->commitment == NULL) == (o->z == NULL)) ||
        (prove && (o->z == NULL) != (o->y_out == NULL))) {
        fprintf(stderr, "%s: need --blob and --out%s\n", who,
                prove ? ", and --commitment or else --z with --y-out" : "");
        return CLI_EXIT_USAGE;
    }
    int rc = check_out(who, o, o->out);
    if (rc == 0 && o->y_out != NULL) rc = check_out(who, o, o->y_out);
    if (rc != 0) return rc;
    uint8_t *blob = malloc(ECB_KZG_BYTES_PER_BLOB), cm[48], z[32], out[48], y[32];
    if (blob == NULL) return CLI_EXIT_INPUT;
    rc = read_exact(who, o->blob, "a blob", ECB_KZG_BYTES_PER_BLOB, blob);
    if (rc == 0 && o->commitment != NULL)
        rc = read_exact(who, o->commitment, "a commitment", 48, cm);
    if (rc == 0 && o->z != NULL) rc = read_exact(who, o->z, "a field element z", 32, z);
    ecb_kzg_settings *s = NULL;
    if (rc == 0) rc = load_setup(who, o, &s);
    if (rc == 0 && o->precompute != 0) {
        ecb_status st = ecb_kzg_settings_precompute(s, (size_t)o->precompute);
        if (st != ECB_OK) {
            fprintf(stderr, "%s: --precompute: %s\n", who, ecb_status_str(st));
            rc = CLI_EXIT_INPUT;
        }
    }
    if (rc == 0) {
        ecb_status st = !prove ? ecb_kzg_blob_to_commitment(out, blob, ECB_KZG_BYTES_PER_BLOB, s)
                        : o->z == NULL
                            ? ecb_kzg_compute_blob_proof(out, blob, ECB_KZG_BYTES_PER_BLOB, cm, s)
                            : ecb_kzg_compute_proof(out, y, blob, ECB_KZG_BYTES_PER_BLOB, z, s);
        if (st != ECB_OK) {
            fprintf(stderr, "%s: %s\n", who, ecb_status_str(st));
            rc = CLI_EXIT_INPUT;
        }
    }
    if (rc == 0) rc = write_out(who, o, o->out, out, 48);
    if (rc == 0 && o->y_out != NULL) rc = write_out(who, o, o->y_out, y, 32);
    if (rc == 0 && !cli_is_stdout(o->out))
        printf("%s written to %s\n", prove ? "proof" : "commitment", cli_text(o->out));
    ecb_kzg_settings_free(s);
    free(blob);
    return rc;
}

static int kzg_verify(const struct kzg_opts *o) {
    static const char *who = KZG_WHO " verify";
    int by_point = o->z != NULL || o->y != NULL;
    if (o->commitment == NULL || o->proof == NULL ||
        (by_point ? o->z == NULL || o->y == NULL || o->blob != NULL : o->blob == NULL)) {
        fprintf(stderr, "%s: need --commitment, --proof, and --blob or else --z with --y\n", who);
        return CLI_EXIT_USAGE;
    }
    uint8_t *blob = malloc(ECB_KZG_BYTES_PER_BLOB), cm[48], pr[48], z[32], y[32];
    if (blob == NULL) return CLI_EXIT_INPUT;
    int rc = read_exact(who, o->commitment, "a commitment", 48, cm);
    if (rc == 0) rc = read_exact(who, o->proof, "a proof", 48, pr);
    if (rc == 0 && by_point) rc = read_exact(who, o->z, "a field element z", 32, z);
    if (rc == 0 && by_point) rc = read_exact(who, o->y, "a field element y", 32, y);
    if (rc == 0 && !by_point) rc = read_exact(who, o->blob, "a blob", ECB_KZG_BYTES_PER_BLOB, blob);
    ecb_kzg_settings *s = NULL;
    if (rc == 0) rc = load_setup(who, o, &s);
    if (rc == 0)
        rc = verdict(who, cli_text(o->proof),
                     by_point ? ecb_kzg_verify_proof(cm, z, y, pr, s)
                              : ecb_kzg_verify_blob_proof(blob, ECB_KZG_BYTES_PER_BLOB, cm, pr, s));
    ecb_kzg_settings_free(s);
    free(blob);
    return rc;
}

static int kzg_verify_batch(const struct kzg_opts *o, int argc, char **argv) {
    static const char *who = KZG_WHO " verify-batch";
    size_t files = (size_t)(argc - o->first_file), n = files / 3;
    if (files % 3 != 0 || n > ECB_KZG_MAX_BATCH) {
        fprintf(stderr, "%s: need BLOB COMMITMENT PROOF triples, at most %zu (got %zu files)\n",
                who, ECB_KZG_MAX_BATCH, files);
        return CLI_EXIT_USAGE;
    }
    uint8_t *blobs = malloc(n * ECB_KZG_BYTES_PER_BLOB + 1), *cms = malloc(48 * n + 1),
            *prs = malloc(48 * n + 1);
    int rc = blobs == NULL || cms == NULL || prs == NULL ? CLI_EXIT_INPUT : 0;
    for (size_t i = 0; i < n && rc == 0; i++) {
        char **t = argv + o->first_file + 3 * i;
        rc = read_exact(who, t[0], "a blob", ECB_KZG_BYTES_PER_BLOB,
                        blobs + i * ECB_KZG_BYTES_PER_BLOB);
        if (rc == 0) rc = read_exact(who, t[1], "a commitment", 48, cms + 48 * i);
        if (rc == 0) rc = read_exact(who, t[2], "a proof", 48, prs + 48 * i);
    }
    ecb_kzg_settings *s = NULL;
    if (rc == 0) rc = load_setup(who, o, &s);
    if (rc == 0) {
        char what[64];
        snprintf(what, sizeof what, "%zu blob proofs", n);
        rc = verdict(who, what,
                     ecb_kzg_verify_blob_proof_batch(blobs, n * ECB_KZG_BYTES_PER_BLOB, cms, 48 * n,
                                                     prs, 48 * n, n, s));
    }
    ecb_kzg_settings_free(s);
    free(blobs);
    free(cms);
    free(prs);
    return rc;
}

/* The cell indices of --indices: decimal numbers separated by commas, at most
 * ECB_KZG_CELLS_PER_EXT_BLOB + 1 of them (the library names what is wrong with the values:
 * their range, a repeat, their order, too few or too many). */
static int parse_indices(const char *who, const char *text, uint64_t *idx, size_t *n) {
    *n = 0;
    for (const char *p = text;;) {
        uint64_t v = 0;
        const char *start = p;
        while (*p >= '0' && *p <= '9' && p - start < 20) {
            if (v > (UINT64_MAX - (uint64_t)(*p - '0')) / 10) break;
            v = 10 * v + (uint64_t)(*p++ - '0');
        }
        if (p == start || (*p != ',' && *p != '\0') || *n > ECB_KZG_CELLS_PER_EXT_BLOB) {
            fprintf(stderr,
                    "%s: option --indices: '%s' is not a list of at most %d cell indices "
                    "(decimal, comma-separated)\n",
                    who, cli_text(text), ECB_KZG_CELLS_PER_EXT_BLOB + 1);
            return CLI_EXIT_USAGE;
        }
        idx[(*n)++] = v;
        if (*p++ == '\0') return 0;
    }
}

/* cells, and recover: the cells (and proofs) written to --out (and --proofs-out). */
static int kzg_cells(const struct kzg_opts *o) {
    char who[64];
    snprintf(who, sizeof who, KZG_WHO " %s", o->sub);
    int recover = !strcmp(o->sub, "recover");
    if (o->out == NULL || (recover ? o->cells == NULL || o->indices == NULL : o->blob == NULL)) {
        fprintf(stderr, "%s: need --out and %s\n", who,
                recover ? "--indices with --cells" : "--blob");
        return CLI_EXIT_USAGE;
    }
    uint64_t idx[ECB_KZG_CELLS_PER_EXT_BLOB + 1];
    size_t n = 0;
    int rc = recover ? parse_indices(who, o->indices, idx, &n) : 0;
    if (rc == 0) rc = check_out(who, o, o->out);
    if (rc == 0 && o->proofs_out != NULL) rc = check_out(who, o, o->proofs_out);
    if (rc != 0) return rc;
    uint8_t *cells = malloc(CELLS_BYTES), *proofs = malloc(PROOFS_BYTES), *in = NULL;
    size_t in_len = 0;
    rc = cells == NULL || proofs == NULL ? CLI_EXIT_INPUT : 0;
    if (rc == 0 && recover) {
        struct cli_limit limit = {"cells", CELLS_BYTES, NULL, NULL};
        in = cli_read_file(who, o->cells, &limit, &in_len);
        if (in == NULL) rc = CLI_EXIT_INPUT;
        if (rc == 0 && in_len != n * ECB_KZG_BYTES_PER_CELL) {
            fprintf(stderr, "%s: %s: %zu bytes; %zu cells are %zu bytes\n", who, cli_text(o->cells),
                    in_len, n, n * ECB_KZG_BYTES_PER_CELL);
            rc = CLI_EXIT_INPUT;
        }
    } else if (rc == 0) {
        in = malloc(ECB_KZG_BYTES_PER_BLOB);
        rc = in == NULL ? CLI_EXIT_INPUT
                        : read_exact(who, o->blob, "a blob", ECB_KZG_BYTES_PER_BLOB, in);
    }
    ecb_kzg_settings *s = NULL;
    if (rc == 0) rc = load_setup(who, o, &s);
    if (rc == 0) {
        ecb_status st =
            recover ? ecb_kzg_recover_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES,
                                                       idx, in, in_len, n, s)
            : o->proofs_out == NULL
                ? ecb_kzg_compute_cells(cells, CELLS_BYTES, in, ECB_KZG_BYTES_PER_BLOB, s)
                : ecb_kzg_compute_cells_and_proofs(cells, CELLS_BYTES, proofs, PROOFS_BYTES, in,
                                                   ECB_KZG_BYTES_PER_BLOB, s);
        if (st != ECB_OK) {
            fprintf(stderr, "%s: %s\n", who, ecb_status_str(st));
            rc = CLI_EXIT_INPUT;
        }
    }
    if (rc == 0) rc = write_out(who, o, o->out, cells, CELLS_BYTES);
    if (rc == 0 && o->proofs_out != NULL)
        rc = write_out(who, o, o->proofs_out, proofs, PROOFS_BYTES);
    if (rc == 0 && !cli_is_stdout(o->out))
        printf("%d cells written to %s\n", ECB_KZG_CELLS_PER_EXT_BLOB, cli_text(o->out));
    if (rc == 0 && o->proofs_out != NULL && !cli_is_stdout(o->proofs_out))
        printf("%d proofs written to %s\n", ECB_KZG_CELLS_PER_EXT_BLOB, cli_text(o->proofs_out));
    ecb_kzg_settings_free(s);
    free(cells);
    free(proofs);
    free(in);
    return rc;
}

int cmd_kzg(int argc, char **argv) {
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        kzg_usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? CLI_EXIT_USAGE : CLI_EXIT_OK;
    }
    int known = 0;
    for (size_t k = 0; k < sizeof takes / sizeof takes[0]; k++)
        known |= !strcmp(argv[1], takes[k].sub);
    if (!known) {
        fprintf(stderr, KZG_WHO ": unknown subcommand '%s'\n\n", cli_text(argv[1]));
        kzg_usage(stderr);
        return CLI_EXIT_USAGE;
    }
    for (int i = 2; i < argc; i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            kzg_usage(stdout);
            return CLI_EXIT_OK;
        }
    struct kzg_opts o;
    if (parse_opts(&o, argc - 1, argv + 1) != 0) return CLI_EXIT_USAGE;
    if (!strcmp(o.sub, "verify")) return kzg_verify(&o);
    if (!strcmp(o.sub, "verify-batch")) return kzg_verify_batch(&o, argc - 1, argv + 1);
    if (!strcmp(o.sub, "cells") || !strcmp(o.sub, "recover")) return kzg_cells(&o);
    return kzg_commit_or_prove(&o);
}
