/* Shared pieces of the `ecbatch bte` commands (cli/cmd_bte.c, cli/bte_keygen.c,
 * cli/bte_verify.c) and the threshold-decryption demo (cli/demo_bte.c). */
#ifndef ECBATCH_CLI_BTE_CLI_H
#define ECBATCH_CLI_BTE_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "bte_files.h"
#include "ecbatch/bte.h"

#define BTE_WHO "ecbatch bte"

/* The options of every bte subcommand (parsed by cmd_bte.c; each takes its own subset). */
struct bte_opts {
    const char *variant, *dir, *pub, *msg, *msg_file, *msg_hex, *label, *out, *context, *share,
        *batch;
    long t, n, threads;
    int force, json;
    int first_file; /* index of the first positional argument */
};

/* Prints label and the hex of b (at most 64 bytes, "..." when longer). */
void bte_print_hex(const char *label, const uint8_t *b, size_t len);
/* Prints "<who>: valid" or the spec's error (§9) with its arguments to f. */
void bte_print_error(FILE *f, const char *who, const ecb_bte_error *e);
/* One round trip with t-of-n servers of which server 1 lies (2 <= t < n <= 64); 0 when every
 * valid message is recovered and the liar is named. */
int demo_bte_round(ecb_bte_variant v, uint32_t t, uint32_t n);

/* The public polynomial file at path; NULL after naming the file and the reason. */
ecb_bte_public *bte_read_public(const char *path);
/* The batch file at path of variant v into *out; 0, or -1 after naming the file. */
int bte_read_batch(struct bte_batch *out, const char *path, ecb_bte_variant v);
/* The request of a batch, or NULL after printing why. */
ecb_bte_request *bte_batch_request(const ecb_bte_public *pub, const struct bte_batch *b,
                                   unsigned threads);

/* The subcommands; each returns the exit code. */
int bte_keygen_cmd(const struct bte_opts *o);
int bte_verify_or_combine(const struct bte_opts *o, int argc, char **argv, int combine);

#endif
