/* Shared pieces of the `ecbatch bls` commands (cli/cmd_bls.c and cli/bls_*.c): the options, and
 * the readers and writers of their files (docs/formats.md, "BLS signatures"):
 *   secret key   32 bytes big-endian, 0 < sk < r (secret: mode 0600, never replaced without
 *                --force; cmdlib/cli_secret.c recognises it)
 *   public key   the compressed point: 48 bytes (min-pk, G1) or 96 (min-sig, G2)
 *   signature    the compressed point: 96 bytes (min-pk, G2) or 48 (min-sig, G1); also a proof
 *                of possession
 *   message      any bytes, at most BLS_CLI_MESSAGES_MAX (all messages of one command together)
 * Every reader is cli_read_file under the format's exact size. */
#ifndef ECBATCH_CLI_BLS_CLI_H
#define ECBATCH_CLI_BLS_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ecbatch/bls.h"

#define BLS_WHO "ecbatch bls"

/* The most bytes of the messages one command reads from files, together (64 MiB, as a JSON
 * document: batch-verify's messages are bounded by that too). */
#define BLS_CLI_MESSAGES_MAX ((size_t)1 << 26)
/* The most bytes of keygen's --ikm-file. */
#define BLS_CLI_IKM_MAX ((size_t)1 << 16)

/* The options of every bls subcommand (parsed by cmd_bls.c; each takes its own subset). */
struct bls_opts {
    const char *sub; /* the subcommand, for messages */
    ecb_bls_variant variant;
    const char *variant_name; /* "min-pk" or "min-sig" */
    const char *sk, *pub, *sig, *msg, *proof, *out, *ikm_file, *key_info;
    const char *share, *partial; /* bls threshold */
    long threads;
    int force, json;
    int variant_given; /* --variant was named (bls threshold checks it against the dealing) */
    int first_file; /* index of the first positional argument */
};

/* Message budget of one command: what its message files may still hold together. */
struct bls_budget {
    size_t used;
};

/* Reads the secret key file at path into sk; 0, or an exit code after a message naming the
 * file and the rule (never the key). The buffers that held it are wiped. */
int bls_read_sk(const char *who, const char *path, uint8_t sk[32]);
/* Reads the public key (kind 'k') or signature or proof (kind 's') file at path of variant v
 * into out (its exact size); 0, or CLI_EXIT_INPUT after a message naming the file, the size
 * it must have and the variant. The bytes are not decoded here: verification names a point that
 * does not decode as a failed check. */
int bls_read_point(const char *who, const char *path, ecb_bls_variant v, char kind, uint8_t *out);
/* Reads a message file (NULL never; "-": standard input) under what is left of the budget;
 * a fresh buffer of *len bytes, or NULL after a message. */
uint8_t *bls_read_message(const char *who, const char *path, struct bls_budget *b, size_t *len);

/* 0 when at most one of the options opts[0..n_opts) (NULL ones skipped) and the files
 * files[0..n_files) is "-" (standard input), else -1 after a usage message. */
int bls_stdin_once(const char *who, const char *const *opts, size_t n_opts, char *const *files,
                   size_t n_files);
/* Prints label and the hex of b (at most 96 bytes: a key or signature) to f. */
void bls_print_hex(FILE *f, const char *label, const uint8_t *b, size_t len);

/* --variant V into o (variant, variant_name, variant_given); 0, or -1 after a message naming
 * who (the command) and the value when V is neither min-pk nor min-sig. */
int bls_opts_set_variant(struct bls_opts *o, const char *who, const char *v);

/* "public key" / "signature" and their sizes for variant v. */
const char *bls_kind_name(char kind);
size_t bls_kind_bytes(ecb_bls_variant v, char kind);

/* Checks that out may be written (cli_check_output with --force and secret flags, and that it
 * is none of inputs[0..n)); 0, or -1 after a message. */
int bls_check_output(const char *who, const struct bls_opts *o, const char *out, unsigned secret,
                     const char *const *inputs, size_t n);
/* Writes len bytes to out atomically (secret: mode 0600); 0, or -1 after a message. */
int bls_write(const char *who, const struct bls_opts *o, const char *out, const uint8_t *b,
              size_t len, unsigned secret);

/* For a verification status st other than ECB_OK: prints "who: what: invalid: <reason>
 * (<status>)" and returns CLI_EXIT_CHECK when a check failed (a point that does not decode, lies
 * outside the subgroup or is an identity key, an equation that does not hold); else prints
 * "who: what: <status>" and returns CLI_EXIT_INPUT. */
int bls_verdict(const char *who, const char *what, ecb_status st);

/* The subcommands (cli/bls_keys.c, bls_sign.c, bls_aggregate.c, bls_batch.c); each returns the
 * exit code. */
int bls_keygen_cmd(const struct bls_opts *o);
int bls_pubkey_cmd(const struct bls_opts *o);
int bls_pop_prove_cmd(const struct bls_opts *o);
int bls_pop_verify_cmd(const struct bls_opts *o);
int bls_sign_cmd(const struct bls_opts *o);
int bls_verify_cmd(const struct bls_opts *o);
int bls_aggregate_cmd(const struct bls_opts *o, int argc, char **argv);
int bls_aggregate_verify_cmd(const struct bls_opts *o, int argc, char **argv);
int bls_fast_aggregate_verify_cmd(const struct bls_opts *o, int argc, char **argv);
int bls_batch_verify_cmd(const struct bls_opts *o, int argc, char **argv);

/* bls threshold (cli/bls_threshold.c, options in cli/cmd_bls_threshold.c): t-of-n signatures
 * with the files of `ecbatch bte keygen` (public.bte, share-<i>.bte; docs/formats.md). */
int bls_threshold_sign_cmd(const struct bls_opts *o);
int bls_threshold_verify_cmd(const struct bls_opts *o);
int bls_threshold_batch_verify_cmd(const struct bls_opts *o, int argc, char **argv);
int bls_threshold_recover_cmd(const struct bls_opts *o, int argc, char **argv);
int bls_threshold_pubkey_cmd(const struct bls_opts *o);

#endif
