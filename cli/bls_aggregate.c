/* ecbatch bls aggregate, aggregate-verify, fast-aggregate-verify: lists of keys, signatures
 * and messages given as files (bls_cli.h). Every list is bounded by ECB_BLS_MAX_COUNT before
 * anything is read or allocated. */
#include <stdio.h>
#include <stdlib.h>

#include "bls_cli.h"
#include "cli_file.h"
#include "cli_text.h"

/* 0 when count (the files named) is in 1..ECB_BLS_MAX_COUNT, else -1 after a usage message. */
static int check_count(const char *who, size_t count, const char *what) {
    if (count >= 1 && count <= ECB_BLS_MAX_COUNT) return 0;
    if (count == 0)
        fprintf(stderr, "%s: need at least one %s file\n", who, what);
    else
        fprintf(stderr, "%s: %zu %s files; at most %zu (ECB_BLS_MAX_COUNT)\n", who, count, what,
                ECB_BLS_MAX_COUNT);
    return -1;
}

/* Reads count point files of one kind (paths[i * stride]) back to back into a fresh buffer;
 * NULL with *rc set after a message. */
static uint8_t *read_points(const char *who, char **paths, size_t stride, size_t count,
                            ecb_bls_variant v, char kind, int *rc) {
    size_t each = bls_kind_bytes(v, kind);
    uint8_t *b = malloc(count * each);
    *rc = CLI_EXIT_INPUT;
    if (b == NULL) {
        fprintf(stderr, "%s: out of memory for %zu points\n", who, count);
        return NULL;
    }
    for (size_t i = 0; i < count; i++)
        if ((*rc = bls_read_point(who, paths[i * stride], v, kind, b + i * each)) != 0) {
            free(b);
            return NULL;
        }
    return b;
}

/* Checks every key with KeyValidate; 0, or the exit code after naming the first that fails. */
static int validate_keys(const char *who, char **paths, size_t stride, const uint8_t *pks,
                         size_t count, ecb_bls_variant v) {
    size_t each = ecb_bls_public_key_bytes(v);
    for (size_t i = 0; i < count; i++) {
        ecb_status st = ecb_bls_key_validate(v, pks + i * each);
        if (st != ECB_OK) return bls_verdict(who, cli_text(paths[i * stride]), st);
    }
    return 0;
}

int bls_aggregate_cmd(const struct bls_opts *o, int argc, char **argv) {
    static const char *who = BLS_WHO " aggregate";
    size_t count = (size_t)(argc - o->first_file);
    char **paths = argv + o->first_file;
    if (o->out == NULL) {
        fprintf(stderr, "%s: need --out\n", who);
        return CLI_EXIT_USAGE;
    }
    if (check_count(who, count, "signature") != 0 ||
        bls_stdin_once(who, NULL, 0, paths, count) != 0)
        return CLI_EXIT_USAGE;
    if (bls_check_output(who, o, o->out, 0, (const char *const *)paths, count) != 0)
        return CLI_EXIT_OUTPUT;
    int rc;
    size_t sgn = ecb_bls_signature_bytes(o->variant);
    uint8_t *sigs = read_points(who, paths, 1, count, o->variant, 's', &rc), out[96];
    if (sigs == NULL) return rc;
    ecb_status st = ecb_bls_aggregate(o->variant, out, sigs, count * sgn, count);
    rc = CLI_EXIT_INPUT;
    /* name the element that fails: each is decoded on its own */
    for (size_t i = 0; st != ECB_OK && i < count; i++) {
        ecb_status one = ecb_bls_aggregate(o->variant, out, sigs + i * sgn, sgn, 1);
        if (one != ECB_OK) {
            fprintf(stderr, "%s: %s: not a %s signature: %s\n", who, cli_text(paths[i]),
                    o->variant_name, ecb_status_str(one));
            break;
        }
    }
    if (st == ECB_OK) {
        rc = CLI_EXIT_OUTPUT;
        if (bls_write(who, o, o->out, out, sgn, 0) == 0) {
            fprintf(cli_is_stdout(o->out) ? stderr : stdout,
                    "aggregate of %zu %s signatures written to %s\n", count, o->variant_name,
                    cli_is_stdout(o->out) ? "standard output" : cli_text(o->out));
            rc = CLI_EXIT_OK;
        }
    }
    free(sigs);
    return rc;
}

/* Reads count message files (paths[i * stride]) into msgs[i] (lens[i] bytes); 0, or -1 after a
 * message (what was read is freed by free_messages). */
static int read_messages(const char *who, char **paths, size_t stride, size_t count,
                         uint8_t **msgs, size_t *lens) {
    struct bls_budget budget = {0};
    for (size_t i = 0; i < count; i++)
        if ((msgs[i] = bls_read_message(who, paths[i * stride], &budget, &lens[i])) == NULL)
            return -1;
    return 0;
}

static void free_messages(uint8_t **msgs, size_t count) {
    for (size_t i = 0; msgs != NULL && i < count; i++)
        free(msgs[i]);
    free(msgs);
}

int bls_aggregate_verify_cmd(const struct bls_opts *o, int argc, char **argv) {
    static const char *who = BLS_WHO " aggregate-verify";
    size_t files = (size_t)(argc - o->first_file), count = files / 2;
    char **paths = argv + o->first_file;
    if (o->sig == NULL || files % 2 != 0) {
        fprintf(stderr, "%s: need --sig and pairs of files PK MSG (%zu files given)\n", who,
                files);
        return CLI_EXIT_USAGE;
    }
    if (check_count(who, count, "key and message") != 0 ||
        bls_stdin_once(who, &o->sig, 1, paths, files) != 0)
        return CLI_EXIT_USAGE;
    int rc;
    uint8_t sig[96], *pks = NULL, **msgs = calloc(count, sizeof *msgs);
    size_t *lens = calloc(count, sizeof *lens);
    if (msgs == NULL || lens == NULL) {
        fprintf(stderr, "%s: out of memory\n", who);
        rc = CLI_EXIT_INPUT;
        goto done;
    }
    if ((rc = bls_read_point(who, o->sig, o->variant, 's', sig)) != 0 ||
        (pks = read_points(who, paths, 2, count, o->variant, 'k', &rc)) == NULL)
        goto done;
    rc = CLI_EXIT_INPUT;
    if (read_messages(who, paths + 1, 2, count, msgs, lens) != 0) goto done;
    if ((rc = validate_keys(who, paths, 2, pks, count, o->variant)) != 0) goto done;
    ecb_status st = ecb_bls_aggregate_verify(o->variant, pks,
                                             count * ecb_bls_public_key_bytes(o->variant),
                                             (const uint8_t *const *)msgs, lens, count, sig);
    if (st != ECB_OK) {
        rc = bls_verdict(who, cli_text(o->sig), st);
    } else {
        printf("valid: %s is the aggregate signature of %zu messages under their keys (%s)\n",
               cli_text(o->sig), count, o->variant_name);
        rc = CLI_EXIT_OK;
    }
done:
    free(pks);
    free_messages(msgs, count);
    free(lens);
    return rc;
}

int bls_fast_aggregate_verify_cmd(const struct bls_opts *o, int argc, char **argv) {
    static const char *who = BLS_WHO " fast-aggregate-verify";
    size_t count = (size_t)(argc - o->first_file);
    char **paths = argv + o->first_file;
    if (o->sig == NULL || o->msg == NULL) {
        fprintf(stderr, "%s: need --msg, --sig and public key files\n", who);
        return CLI_EXIT_USAGE;
    }
    if (check_count(who, count, "public key") != 0 ||
        bls_stdin_once(who, (const char *const[]){o->sig, o->msg}, 2, paths, count) != 0)
        return CLI_EXIT_USAGE;
    int rc;
    uint8_t sig[96], *pks = read_points(who, paths, 1, count, o->variant, 'k', &rc), *msg = NULL;
    size_t len = 0;
    struct bls_budget budget = {0};
    if (pks == NULL) return rc;
    if ((rc = bls_read_point(who, o->sig, o->variant, 's', sig)) != 0) goto done;
    rc = CLI_EXIT_INPUT;
    if ((msg = bls_read_message(who, o->msg, &budget, &len)) == NULL) goto done;
    if ((rc = validate_keys(who, paths, 1, pks, count, o->variant)) != 0) goto done;
    ecb_status st = ecb_bls_fast_aggregate_verify(
        o->variant, pks, count * ecb_bls_public_key_bytes(o->variant), count, msg, len, sig);
    if (st != ECB_OK) {
        rc = bls_verdict(who, cli_text(o->sig), st);
    } else {
        printf("valid: %s signs %s under the sum of %zu keys (%s)\n", cli_text(o->sig),
               cli_text(o->msg), count, o->variant_name);
        rc = CLI_EXIT_OK;
    }
done:
    free(pks);
    free(msg);
    return rc;
}
