/* Files and exit codes of the ecbatch command: whole-file reads and atomic writes (a temporary
 * file in the same folder, then rename), with every error naming the file and the reason. */
#ifndef ECBATCH_CMDLIB_CLI_FILE_H
#define ECBATCH_CMDLIB_CLI_FILE_H

#include <stddef.h>
#include <stdint.h>

/* The process exit codes of every command (documented in each --help and the README). */
enum cli_exit {
    CLI_EXIT_OK = 0,     /* done; every check passed */
    CLI_EXIT_CHECK = 1,  /* a check failed: an invalid proof or response, a failing vector */
    CLI_EXIT_USAGE = 2,  /* unknown command or option, bad or missing option value */
    CLI_EXIT_INPUT = 3,  /* an input file cannot be read or is malformed */
    CLI_EXIT_OUTPUT = 4, /* an output cannot be written (or is a secret that exists) */
};

/* The exit-code paragraph every --help prints. */
#define CLI_EXIT_HELP                                                                              \
    "exit status: 0 done, 1 a check failed, 2 usage error, 3 bad input file, 4 output not\n"       \
    "written (no partial output is ever left behind)\n"

/* What an input file may hold, for cli_read_file: at most max bytes, named in messages as
 * "WHAT is at most MAX bytes". A format whose first bytes announce its length may also give
 * length(b, n, ctx): the most bytes a valid file starting with b[0..n) can have (the exact
 * length once b announces it, else a bound), or CLI_LENGTH_BAD when b[0..n) starts no valid
 * file. */
struct cli_limit {
    const char *what; /* "a share", "a JSON document" */
    size_t max;
    size_t (*length)(const uint8_t *b, size_t n, const void *ctx); /* or NULL */
    const void *ctx;
};
#define CLI_LENGTH_BAD SIZE_MAX

/* Reads the file at path (NULL or "-": standard input) under limit, the one reader of every
 * input of the command: a regular file larger than limit->max is refused before it is read,
 * and any other file (a pipe, a device) is read only up to limit->max + 1 bytes, so
 * /dev/zero costs a few pages. Reading also stops where limit->length says the bytes cannot
 * start a valid file (the caller's decoder then names the fault in what was read), and fails
 * where the file goes on past the length its first bytes announce. Returns a buffer of *len
 * bytes plus a terminating zero byte (free it), or NULL after printing "who: path: reason"
 * ("share-1.bte: larger than 36 bytes (a share is at most 36 bytes)"; a folder is named as
 * one). */
uint8_t *cli_read_file(const char *who, const char *path, const struct cli_limit *limit,
                       size_t *len);

/* 1 when an output path names standard output ("-"): every --out takes it. */
int cli_is_stdout(const char *path);

/* cli_write_atomic flags. A secret is created with mode 0600 and never replaces an existing
 * file unless CLI_WRITE_FORCE is given; other files get 0666 less the umask. Without
 * CLI_WRITE_FORCE no output replaces a file that holds a secret either (cli_secret.h: shares
 * and Bulletproofs+ blindings, recognised by their content). */
#define CLI_WRITE_SECRET 1u
#define CLI_WRITE_FORCE 2u

/* Fails (printing "who: path: reason") when path is a folder, a character or block device, a
 * FIFO or a socket (or a link to one: never replaced, whatever the flags), exists and is
 * refused by the flags above, or its folder is not writable, so a command can refuse before
 * working.
 * "-" (standard output) always passes. */
int cli_check_output(const char *who, const char *path, unsigned flags);

/* Fails (printing "who: output PATH is the same file as input INPUT; not written") when the
 * output is one of the inputs[0..n_inputs): the same device and inode (links followed), or,
 * when either does not exist yet, the same path once links and "." / ".." are resolved.
 * NULL inputs and "-" (standard input or output) are skipped. */
int cli_check_not_input(const char *who, const char *path, const char *const *inputs,
                        size_t n_inputs);

/* Writes data to path atomically: a temporary file in path's folder, flushed to disk, then
 * renamed onto path (linked, for a secret without CLI_WRITE_FORCE, so an existing file is never
 * replaced). On any error nothing is left behind and an existing path is untouched. "-" writes
 * to standard output. Returns 0, or -1 after printing "who: path: reason". */
int cli_write_atomic(const char *who, const char *path, const void *data, size_t len,
                     unsigned flags);

#endif
