/* ecbatch bls threshold sign, verify, batch-verify, recover, pubkey (options in
 * cli/cmd_bls_threshold.c): the files of `ecbatch bte keygen` (public.bte, share-<i>.bte, read
 * as `ecbatch bte` reads them), messages under the bls budget, and partial signatures, raw files
 * of ecb_bls_partial_signature_bytes(v) bytes (docs/formats.md). Lists of partials are bounded
 * by ECB_BLS_MAX_PARTIALS before anything is read. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bls_cli.h"
#include "bte_files.h"
#include "cli_file.h"
#include "cli_text.h"

#define WHO BLS_WHO " threshold"

static const char *name_of(const char *path) {
    return cli_is_stdout(path) ? "standard input" : cli_text(path);
}

static FILE *report_to(const char *out) {
    return cli_is_stdout(out) ? stderr : stdout;
}

/* The public polynomial file at path; its variant (MinPk: min-pk, MinSig: min-sig) becomes w's,
 * and must be the one --variant named. NULL after a message. */
static ecb_bte_public *read_public(const char *who, const char *path, struct bls_opts *w) {
    size_t len = 0;
    char why[160];
    struct cli_limit limit = bte_file_limit(BTE_FILE_PUBLIC, NULL);
    uint8_t *b = cli_read_file(who, path, &limit, &len);
    ecb_bte_public *pub = NULL;
    if (b != NULL && bte_public_file_decode(&pub, b, len, why, sizeof why) != ECB_OK)
        fprintf(stderr, "%s: %s: not a threshold dealing's public polynomial: %s\n", who,
                name_of(path), why);
    free(b);
    if (pub == NULL) return NULL;
    ecb_bls_variant v =
        ecb_bte_public_variant(pub) == ECB_BTE_MINPK ? ECB_BLS_MIN_PK : ECB_BLS_MIN_SIG;
    const char *vname = v == ECB_BLS_MIN_PK ? "min-pk" : "min-sig";
    if (w->variant_given && w->variant != v) {
        fprintf(stderr,
                "%s: %s: a %s dealing (keys in %s) signs %s, not %s (--variant %s or none)\n", who,
                name_of(path), ecb_bte_variant_name(ecb_bte_public_variant(pub)),
                v == ECB_BLS_MIN_PK ? "G1" : "G2", vname, w->variant_name, vname);
        ecb_bte_public_free(pub);
        return NULL;
    }
    w->variant = v;
    w->variant_name = vname;
    return pub;
}

/* The share file at path into *share (secret: every buffer that held it is wiped); 0, or
 * CLI_EXIT_INPUT after naming the file (never its bytes). */
static int read_share(const char *who, const char *path, ecb_bte_share *share) {
    size_t len = 0;
    struct cli_limit limit = bte_file_limit(BTE_FILE_SHARE, NULL);
    uint8_t *b = cli_read_file(who, path, &limit, &len);
    if (b == NULL) return CLI_EXIT_INPUT;
    ecb_status st = ecb_bte_share_decode(share, b, len);
    sodium_memzero(b, len);
    free(b);
    if (st == ECB_OK) return 0;
    fprintf(stderr, "%s: %s: not a threshold share (%s)\n", who, name_of(path), ecb_status_str(st));
    return CLI_EXIT_INPUT;
}

/* The partial signature file at path of variant v into out (its exact size); 0, or
 * CLI_EXIT_INPUT after a message naming the file and the size it must have. Its contents are
 * not checked here: verification names a bad index or point as a failed check. */
static int read_partial(const char *who, const char *path, ecb_bls_variant v, uint8_t *out) {
    size_t want = ecb_bls_partial_signature_bytes(v), len = 0;
    size_t other =
        ecb_bls_partial_signature_bytes(v == ECB_BLS_MIN_PK ? ECB_BLS_MIN_SIG : ECB_BLS_MIN_PK);
    /* read up to the larger variant's size, so that a file of the other variant is named so */
    struct cli_limit limit = {"a partial signature", 4 + 96, NULL, NULL};
    uint8_t *b = cli_read_file(who, path, &limit, &len);
    if (b == NULL) return CLI_EXIT_INPUT;
    int ok = len == want;
    if (ok) memcpy(out, b, want);
    free(b);
    if (ok) return 0;
    fprintf(stderr,
            "%s: %s: %zu bytes; a %s partial signature is %zu bytes (a 4-byte index and a "
            "compressed point)%s\n",
            who, name_of(path), len, v == ECB_BLS_MIN_PK ? "min-pk" : "min-sig", want,
            len == other
                ? v == ECB_BLS_MIN_PK ? "; the size of a min-sig one" : "; the size of a min-pk one"
                : "");
    return CLI_EXIT_INPUT;
}

/* count partial files paths[0..count) back to back into a fresh buffer; NULL with *rc set. */
static uint8_t *read_partials(const char *who, char **paths, size_t count, ecb_bls_variant v,
                              int *rc) {
    size_t pb = ecb_bls_partial_signature_bytes(v);
    uint8_t *b = malloc(count * pb);
    *rc = CLI_EXIT_INPUT;
    if (b == NULL) {
        fprintf(stderr, "%s: out of memory for %zu partial signatures\n", who, count);
        return NULL;
    }
    for (size_t i = 0; i < count; i++)
        if ((*rc = read_partial(who, paths[i], v, b + i * pb)) != 0) {
            free(b);
            return NULL;
        }
    return b;
}

/* 0 when count is in 1..ECB_BLS_MAX_PARTIALS, else -1 after a usage message. */
static int check_count(const char *who, size_t count) {
    if (count >= 1 && count <= ECB_BLS_MAX_PARTIALS) return 0;
    if (count == 0)
        fprintf(stderr, "%s: need at least one PARTIAL file\n", who);
    else
        fprintf(stderr, "%s: %zu partial signature files; at most %zu (ECB_BLS_MAX_PARTIALS)\n",
                who, count, ECB_BLS_MAX_PARTIALS);
    return -1;
}

static uint32_t index_of(const uint8_t *partial) {
    return (uint32_t)partial[0] << 24 | (uint32_t)partial[1] << 16 | (uint32_t)partial[2] << 8 |
           partial[3];
}

int bls_threshold_sign_cmd(const struct bls_opts *o) {
    static const char *who = WHO " sign";
    const char *inputs[] = {o->share, o->msg};
    if (o->share == NULL || o->msg == NULL || o->out == NULL) {
        fprintf(stderr, "%s: need --share, --msg and --out\n", who);
        return CLI_EXIT_USAGE;
    }
    if (bls_stdin_once(who, inputs, 2, NULL, 0) != 0) return CLI_EXIT_USAGE;
    if (bls_check_output(who, o, o->out, 0, inputs, 2) != 0) return CLI_EXIT_OUTPUT;
    struct bls_budget budget = {0};
    size_t len = 0, pb = ecb_bls_partial_signature_bytes(o->variant);
    uint8_t *msg = bls_read_message(who, o->msg, &budget, &len), partial[4 + 96];
    if (msg == NULL) return CLI_EXIT_INPUT;
    ecb_bte_share share;
    int rc = read_share(who, o->share, &share);
    if (rc == 0) {
        ecb_status st = ecb_bls_threshold_sign(o->variant, partial, &share, msg, len);
        if (st != ECB_OK) {
            fprintf(stderr, "%s: %s: %s\n", who, name_of(o->share), ecb_status_str(st));
            rc = CLI_EXIT_INPUT;
        } else if (bls_write(who, o, o->out, partial, pb, 0) != 0) {
            rc = CLI_EXIT_OUTPUT;
        } else {
            fprintf(report_to(o->out),
                    "%s partial signature of participant %u (share %u) on a %zu-byte message "
                    "written to %s\n",
                    o->variant_name, share.index + 1, share.index, len,
                    cli_is_stdout(o->out) ? "standard output" : cli_text(o->out));
        }
    }
    sodium_memzero(&share, sizeof share);
    free(msg);
    return rc;
}

int bls_threshold_verify_cmd(const struct bls_opts *o) {
    static const char *who = WHO " verify";
    const char *inputs[] = {o->pub, o->msg, o->partial};
    if (o->pub == NULL || o->msg == NULL || o->partial == NULL) {
        fprintf(stderr, "%s: need --pub, --msg and --partial\n", who);
        return CLI_EXIT_USAGE;
    }
    if (bls_stdin_once(who, inputs, 3, NULL, 0) != 0) return CLI_EXIT_USAGE;
    struct bls_opts w = *o;
    ecb_bte_public *pub = read_public(who, o->pub, &w);
    if (pub == NULL) return CLI_EXIT_INPUT;
    uint8_t partial[4 + 96], *msg = NULL;
    size_t len = 0;
    struct bls_budget budget = {0};
    int rc = read_partial(who, o->partial, w.variant, partial);
    if (rc == 0 && (msg = bls_read_message(who, o->msg, &budget, &len)) == NULL)
        rc = CLI_EXIT_INPUT;
    if (rc == 0) {
        size_t pb = ecb_bls_partial_signature_bytes(w.variant);
        ecb_status st = ecb_bls_threshold_verify(w.variant, pub, msg, len, partial, pb);
        if (st == ECB_OK)
            printf("valid: %s is participant %u's partial signature of %s under %s (%s)\n",
                   cli_text(o->partial), index_of(partial), name_of(o->msg), cli_text(o->pub),
                   w.variant_name);
        else
            rc = bls_verdict(who, cli_text(o->partial), st);
    }
    free(msg);
    ecb_bte_public_free(pub);
    return rc;
}

/* The verdict of a batch: a line of text naming the invalid files, or with --json one object. */
static void batch_report(const struct bls_opts *w, char **paths, const uint8_t *partials,
                         size_t count, const uint8_t *valid, size_t invalid) {
    size_t pb = ecb_bls_partial_signature_bytes(w->variant);
    if (w->json) {
        printf("{\"valid\": %s, \"variant\": \"%s\", \"count\": %zu, \"invalid\": [",
               invalid == 0 ? "true" : "false", w->variant_name, count);
        for (size_t i = 0, k = 0; invalid > 0 && i < count; i++)
            if (!valid[i]) printf("%s%zu", k++ ? ", " : "", i);
        printf("]}\n");
        return;
    }
    if (invalid == 0) {
        printf("valid: all %zu partial signatures (%s)\n", count, w->variant_name);
        return;
    }
    printf("invalid: %zu of %zu partial signatures (%s), at positions (from 0):", invalid, count,
           w->variant_name);
    for (size_t i = 0; i < count; i++)
        if (!valid[i]) printf(" %zu", i);
    printf("\n");
    for (size_t i = 0; i < count; i++)
        if (!valid[i]) printf("  %s (index %u)\n", name_of(paths[i]), index_of(partials + i * pb));
}

int bls_threshold_batch_verify_cmd(const struct bls_opts *o, int argc, char **argv) {
    static const char *who = WHO " batch-verify";
    size_t count = (size_t)(argc - o->first_file);
    char **paths = argv + o->first_file;
    const char *inputs[] = {o->pub, o->msg};
    if (o->pub == NULL || o->msg == NULL) {
        fprintf(stderr, "%s: need --pub and --msg\n", who);
        return CLI_EXIT_USAGE;
    }
    if (check_count(who, count) != 0 || bls_stdin_once(who, inputs, 2, paths, count) != 0)
        return CLI_EXIT_USAGE;
    struct bls_opts w = *o;
    ecb_bte_public *pub = read_public(who, o->pub, &w);
    if (pub == NULL) return CLI_EXIT_INPUT;
    int rc;
    uint8_t *partials = read_partials(who, paths, count, w.variant, &rc), *msg = NULL;
    uint8_t *valid = malloc(count);
    size_t len = 0, invalid = 0;
    struct bls_budget budget = {0};
    if (partials != NULL && (msg = bls_read_message(who, o->msg, &budget, &len)) == NULL)
        rc = CLI_EXIT_INPUT;
    if (partials != NULL && msg != NULL) {
        rc = CLI_EXIT_INPUT;
        ecb_status st =
            valid == NULL
                ? ECB_ERR_OUT_OF_MEMORY
                : ecb_bls_threshold_batch_verify(w.variant, pub, msg, len, partials,
                                                 count * ecb_bls_partial_signature_bytes(w.variant),
                                                 count, (unsigned)o->threads, valid, &invalid);
        if (st == ECB_OK || st == ECB_ERR_VERIFY_FAILED) {
            batch_report(&w, paths, partials, count, valid, st == ECB_OK ? 0 : invalid);
            rc = st == ECB_OK ? CLI_EXIT_OK : CLI_EXIT_CHECK;
        } else {
            fprintf(stderr, "%s: %s\n", who, ecb_status_str(st));
        }
    }
    free(valid);
    free(msg);
    free(partials);
    ecb_bte_public_free(pub);
    return rc;
}

/* The status of partial signature index x alone against pub (the library's rule). */
static ecb_status index_status(const ecb_bte_public *pub, uint32_t x) {
    uint32_t n = ecb_bte_public_participants(pub); /* 0: a decoded polynomial knows no n */
    if (x == 0) return ECB_ERR_ZERO_INDEX;
    if (x > ECB_BTE_MAX_PARTICIPANTS || (n != 0 && x > n)) return ECB_ERR_INDEX_OUT_OF_RANGE;
    return ECB_OK;
}

/* What a refused recovery says about its inputs: the file at fault where there is one. */
static void recover_refusal(const char *who, ecb_status st, char **paths, const uint8_t *partials,
                            size_t count, size_t pb, const ecb_bte_public *pub) {
    if (st == ECB_ERR_TOO_FEW) {
        fprintf(stderr, "%s: %zu partial signatures; the dealing's threshold is %u (too_few)\n",
                who, count, ecb_bte_public_threshold(pub));
        return;
    }
    for (size_t i = 0; i < count; i++) {
        uint32_t x = index_of(partials + i * pb);
        if (st == ECB_ERR_ZERO_INDEX || st == ECB_ERR_INDEX_OUT_OF_RANGE) {
            if (index_status(pub, x) == st) {
                fprintf(stderr, "%s: %s: participant index %u (%s)\n", who, name_of(paths[i]), x,
                        ecb_status_str(st));
                return;
            }
            continue;
        }
        for (size_t j = 0; st == ECB_ERR_DUPLICATE_INDEX && j < i; j++)
            if (index_of(partials + j * pb) == x) {
                fprintf(stderr, "%s: %s and %s are both participant %u's (duplicate_index)\n", who,
                        name_of(paths[j]), name_of(paths[i]), x);
                return;
            }
    }
    /* a signature that does not decode: name the first (each decoded on its own) */
    for (size_t i = 0; i < count; i++) {
        ecb_status one = ecb_bls_aggregate(
            ecb_bte_public_variant(pub) == ECB_BTE_MINPK ? ECB_BLS_MIN_PK : ECB_BLS_MIN_SIG,
            (uint8_t[96]){0}, partials + i * pb + 4, pb - 4, 1);
        if (one != ECB_OK) {
            fprintf(stderr, "%s: %s: its signature point does not decode (%s)\n", who,
                    name_of(paths[i]), ecb_status_str(one));
            return;
        }
    }
    fprintf(stderr, "%s: %s\n", who, ecb_status_str(st));
}

int bls_threshold_recover_cmd(const struct bls_opts *o, int argc, char **argv) {
    static const char *who = WHO " recover";
    size_t count = (size_t)(argc - o->first_file);
    char **paths = argv + o->first_file;
    const char *inputs[] = {o->pub};
    if (o->pub == NULL || o->out == NULL) {
        fprintf(stderr, "%s: need --pub and --out\n", who);
        return CLI_EXIT_USAGE;
    }
    if (check_count(who, count) != 0 || bls_stdin_once(who, inputs, 1, paths, count) != 0)
        return CLI_EXIT_USAGE;
    if (bls_check_output(who, o, o->out, 0, inputs, 1) != 0 ||
        bls_check_output(who, o, o->out, 0, (const char *const *)paths, count) != 0)
        return CLI_EXIT_OUTPUT;
    struct bls_opts w = *o;
    ecb_bte_public *pub = read_public(who, o->pub, &w);
    if (pub == NULL) return CLI_EXIT_INPUT;
    int rc;
    size_t pb = ecb_bls_partial_signature_bytes(w.variant);
    uint8_t *partials = read_partials(who, paths, count, w.variant, &rc), sig[96];
    if (partials != NULL) {
        ecb_status st = ecb_bls_threshold_recover(w.variant, pub, sig, partials, count * pb, count,
                                                  (unsigned)o->threads);
        if (st != ECB_OK) {
            recover_refusal(who, st, paths, partials, count, pb, pub);
            rc = CLI_EXIT_INPUT;
        } else if (bls_write(who, &w, o->out, sig, ecb_bls_signature_bytes(w.variant), 0) != 0) {
            rc = CLI_EXIT_OUTPUT;
        } else {
            fprintf(report_to(o->out),
                    "%s group signature (threshold %u) from %zu partial signatures written to "
                    "%s\n",
                    w.variant_name, ecb_bte_public_threshold(pub), count,
                    cli_is_stdout(o->out) ? "standard output" : cli_text(o->out));
        }
    }
    free(partials);
    ecb_bte_public_free(pub);
    return rc;
}

int bls_threshold_pubkey_cmd(const struct bls_opts *o) {
    static const char *who = WHO " pubkey";
    const char *inputs[] = {o->pub};
    if (o->pub == NULL || o->out == NULL) {
        fprintf(stderr, "%s: need --pub and --out\n", who);
        return CLI_EXIT_USAGE;
    }
    if (bls_check_output(who, o, o->out, 0, inputs, 1) != 0) return CLI_EXIT_OUTPUT;
    struct bls_opts w = *o;
    ecb_bte_public *pub = read_public(who, o->pub, &w);
    if (pub == NULL) return CLI_EXIT_INPUT;
    uint8_t pk[96];
    size_t pkn = ecb_bls_public_key_bytes(w.variant);
    int rc = CLI_EXIT_OUTPUT;
    if (ecb_bls_threshold_public_key(w.variant, pk, pub) == ECB_OK &&
        bls_write(who, &w, o->out, pk, pkn, 0) == 0) {
        rc = CLI_EXIT_OK;
        fprintf(report_to(o->out), "%s group public key (%zu bytes, threshold %u) written to %s\n",
                w.variant_name, pkn, ecb_bte_public_threshold(pub),
                cli_is_stdout(o->out) ? "standard output" : cli_text(o->out));
    }
    ecb_bte_public_free(pub);
    return rc;
}
