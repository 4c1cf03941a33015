/* The files of `ecbatch bls` (bls_cli.h): bounded readers, atomic writers. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bls_cli.h"
#include "cli_file.h"
#include "cli_text.h"

const char *bls_kind_name(char kind) {
    return kind == 'k' ? "public key" : "signature";
}

size_t bls_kind_bytes(ecb_bls_variant v, char kind) {
    return kind == 'k' ? ecb_bls_public_key_bytes(v) : ecb_bls_signature_bytes(v);
}

static const char *name_of(const char *path) {
    return cli_is_stdout(path) ? "standard input" : cli_text(path);
}

int bls_read_sk(const char *who, const char *path, uint8_t sk[32]) {
    static const struct cli_limit limit = {"a BLS secret key", ECB_BLS_SECRET_KEY_BYTES, NULL,
                                           NULL};
    size_t len = 0;
    uint8_t *b = cli_read_file(who, path, &limit, &len);
    if (b == NULL) return CLI_EXIT_INPUT;
    ecb_bls12_381_scalar s;
    /* the range test reveals only whether the key is valid, which the message says anyway */
    int ok = len == ECB_BLS_SECRET_KEY_BYTES && ecb_bls12_381_scalar_decode(&s, b) == ECB_OK &&
             !sodium_is_zero(b, len);
    if (ok) memcpy(sk, b, ECB_BLS_SECRET_KEY_BYTES);
    sodium_memzero(&s, sizeof s);
    sodium_memzero(b, len);
    free(b);
    if (ok) return 0;
    if (len != ECB_BLS_SECRET_KEY_BYTES)
        fprintf(stderr, "%s: %s: %zu bytes; a BLS secret key is 32 bytes (big-endian)\n", who,
                name_of(path), len);
    else
        fprintf(stderr, "%s: %s: not a BLS secret key: its value must be in 1..r-1 (r the "
                        "group order; 0 and values >= r are refused, never reduced)\n",
                who, name_of(path));
    return CLI_EXIT_INPUT;
}

int bls_read_point(const char *who, const char *path, ecb_bls_variant v, char kind, uint8_t *out) {
    char what[64];
    size_t want = bls_kind_bytes(v, kind), len = 0;
    const char *vname = v == ECB_BLS_MIN_PK ? "min-pk" : "min-sig";
    snprintf(what, sizeof what, "a %s %s", vname, bls_kind_name(kind));
    /* read up to the larger variant's size, so that a file of the other variant is named so */
    struct cli_limit limit = {"a BLS public key or signature", 96, NULL, NULL};
    uint8_t *b = cli_read_file(who, path, &limit, &len);
    if (b == NULL) return CLI_EXIT_INPUT;
    int ok = len == want;
    if (ok) memcpy(out, b, want);
    free(b);
    if (ok) return 0;
    /* the other variant's size is the likely mistake: say so */
    size_t other = bls_kind_bytes(v == ECB_BLS_MIN_PK ? ECB_BLS_MIN_SIG : ECB_BLS_MIN_PK, kind);
    fprintf(stderr, "%s: %s: %zu bytes; %s is %zu bytes (a compressed point)%s\n", who,
            name_of(path), len, what, want,
            len == other ? v == ECB_BLS_MIN_PK ? "; the size of a min-sig one (--variant min-sig)"
                                               : "; the size of a min-pk one (--variant min-pk)"
                         : "");
    return CLI_EXIT_INPUT;
}

uint8_t *bls_read_message(const char *who, const char *path, struct bls_budget *b, size_t *len) {
    char what[96];
    size_t left = BLS_CLI_MESSAGES_MAX - b->used;
    if (b->used == 0)
        snprintf(what, sizeof what, "a message");
    else
        snprintf(what, sizeof what, "what is left of the %zu bytes all messages may hold",
                 BLS_CLI_MESSAGES_MAX);
    struct cli_limit limit = {what, left, NULL, NULL};
    uint8_t *m = cli_read_file(who, path, &limit, len);
    if (m != NULL) b->used += *len;
    return m;
}

int bls_check_output(const char *who, const struct bls_opts *o, const char *out, unsigned secret,
                     const char *const *inputs, size_t n) {
    unsigned flags = (secret ? CLI_WRITE_SECRET : 0) | (o->force ? CLI_WRITE_FORCE : 0);
    if (cli_check_output(who, out, flags) != 0) return -1;
    return cli_check_not_input(who, out, inputs, n);
}

int bls_write(const char *who, const struct bls_opts *o, const char *out, const uint8_t *b,
              size_t len, unsigned secret) {
    unsigned flags = (secret ? CLI_WRITE_SECRET : 0) | (o->force ? CLI_WRITE_FORCE : 0);
    return cli_write_atomic(who, out, b, len, flags);
}

/* A phrase for a failed check's status. */
static const char *check_phrase(ecb_status st) {
    switch (st) {
    case ECB_ERR_VERIFY_FAILED: return "the pairing equation does not hold";
    case ECB_ERR_IDENTITY: return "the identity, which KeyValidate refuses as a public key";
    case ECB_ERR_NOT_IN_SUBGROUP: return "a point outside the prime-order subgroup";
    case ECB_ERR_NOT_ON_CURVE: return "bytes that are no point of the curve";
    case ECB_ERR_NON_SQUARE: return "an x with no point of the curve over it";
    case ECB_ERR_BAD_FLAGS: return "invalid flag bits (compressed, infinity, sort)";
    case ECB_ERR_INFINITY_PAYLOAD: return "the infinity flag with non-zero bits";
    case ECB_ERR_NON_CANONICAL: return "a coordinate at or above p (non-canonical)";
    case ECB_ERR_ZERO_INDEX: return "participant index 0 (participants count from 1)";
    case ECB_ERR_INDEX_OUT_OF_RANGE: return "a participant index above 65536 or the dealing's n";
    default: return NULL;
    }
}

int bls_verdict(const char *who, const char *what, ecb_status st) {
    const char *phrase = check_phrase(st);
    if (phrase != NULL) {
        fprintf(stderr, "%s: %s: invalid: %s (%s)\n", who, what, phrase, ecb_status_str(st));
        return CLI_EXIT_CHECK;
    }
    fprintf(stderr, "%s: %s: %s\n", who, what, ecb_status_str(st));
    return CLI_EXIT_INPUT;
}

int bls_stdin_once(const char *who, const char *const *opts, size_t n_opts, char *const *files,
                   size_t n_files) {
    size_t seen = 0;
    for (size_t i = 0; i < n_opts; i++)
        seen += opts[i] != NULL && cli_is_stdout(opts[i]);
    for (size_t i = 0; i < n_files; i++)
        seen += cli_is_stdout(files[i]);
    if (seen <= 1) return 0;
    fprintf(stderr, "%s: standard input (-) is named %zu times; it can be read once\n", who, seen);
    return -1;
}

void bls_print_hex(FILE *f, const char *label, const uint8_t *b, size_t len) {
    char hex[2 * 96 + 1];
    sodium_bin2hex(hex, sizeof hex, b, len < 96 ? len : 96);
    fprintf(f, "%s%s\n", label, hex);
}

int bls_opts_set_variant(struct bls_opts *o, const char *who, const char *v) {
    if (strcmp(v, "min-pk") != 0 && strcmp(v, "min-sig") != 0) {
        fprintf(stderr, "%s %s: option --variant: '%s' is neither min-pk nor min-sig\n", who,
                o->sub, cli_text(v));
        return -1;
    }
    o->variant = !strcmp(v, "min-pk") ? ECB_BLS_MIN_PK : ECB_BLS_MIN_SIG;
    o->variant_name = o->variant == ECB_BLS_MIN_PK ? "min-pk" : "min-sig";
    o->variant_given = 1;
    return 0;
}
