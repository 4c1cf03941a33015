/* ecbatch bls keygen, pubkey, pop-prove, pop-verify: the commands on secret keys and proofs of
 * possession (bls_cli.h). A secret key never appears in a message. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bls_cli.h"
#include "cli_file.h"
#include "cli_text.h"

/* Where a command's report goes: standard error when its output is standard output. */
static FILE *report_to(const char *out) {
    return cli_is_stdout(out) ? stderr : stdout;
}

static const char *out_name(const char *out) {
    return cli_is_stdout(out) ? "standard output" : cli_text(out);
}

/* The IKM of keygen into a fresh buffer of *len bytes: --ikm-file's bytes, or 32 random
 * bytes. NULL after a message. */
static uint8_t *keygen_ikm(const char *who, const struct bls_opts *o, size_t *len) {
    static const struct cli_limit limit = {"an IKM file", BLS_CLI_IKM_MAX, NULL, NULL};
    if (o->ikm_file == NULL) {
        uint8_t *b = malloc(ECB_BLS_MIN_IKM_BYTES);
        if (b == NULL) {
            fprintf(stderr, "%s: out of memory\n", who);
            return NULL;
        }
        randombytes_buf(b, ECB_BLS_MIN_IKM_BYTES);
        *len = ECB_BLS_MIN_IKM_BYTES;
        return b;
    }
    uint8_t *b = cli_read_file(who, o->ikm_file, &limit, len);
    if (b != NULL && *len < ECB_BLS_MIN_IKM_BYTES) {
        fprintf(stderr, "%s: %s: %zu bytes; KeyGen's IKM is at least %d bytes\n", who,
                cli_text(o->ikm_file), *len, ECB_BLS_MIN_IKM_BYTES);
        sodium_memzero(b, *len);
        free(b);
        return NULL;
    }
    return b;
}

int bls_keygen_cmd(const struct bls_opts *o) {
    static const char *who = BLS_WHO " keygen";
    const char *inputs[] = {o->ikm_file};
    if (o->out == NULL) {
        fprintf(stderr, "%s: need --out SK\n", who);
        return CLI_EXIT_USAGE;
    }
    if (o->pub != NULL && cli_is_stdout(o->out) && cli_is_stdout(o->pub)) {
        fprintf(stderr, "%s: --out and --pub both name standard output\n", who);
        return CLI_EXIT_USAGE;
    }
    if (bls_check_output(who, o, o->out, 1, inputs, 1) != 0 ||
        (o->pub != NULL && (bls_check_output(who, o, o->pub, 0, inputs, 1) != 0 ||
                            cli_check_not_input(who, o->pub, &o->out, 1) != 0)))
        return CLI_EXIT_OUTPUT;
    size_t ikm_len = 0;
    uint8_t *ikm = keygen_ikm(who, o, &ikm_len), sk[32], pk[96];
    if (ikm == NULL) return CLI_EXIT_INPUT;
    const char *info = o->key_info != NULL ? o->key_info : "";
    ecb_status st = ecb_bls_keygen(sk, ikm, ikm_len, (const uint8_t *)info, strlen(info));
    sodium_memzero(ikm, ikm_len);
    free(ikm);
    if (st == ECB_OK) st = ecb_bls_sk_to_pk(o->variant, pk, sk);
    int rc = CLI_EXIT_OUTPUT;
    if (st != ECB_OK) {
        fprintf(stderr, "%s: %s\n", who, ecb_status_str(st));
        rc = CLI_EXIT_INPUT;
    } else if (bls_write(who, o, o->out, sk, sizeof sk, 1) == 0) {
        size_t pkn = ecb_bls_public_key_bytes(o->variant);
        if (o->pub != NULL && bls_write(who, o, o->pub, pk, pkn, 0) != 0) {
            /* no half of a key pair is left behind */
            if (!cli_is_stdout(o->out)) unlink(o->out);
            fprintf(stderr, "%s: %s removed again\n", who, cli_text(o->out));
        } else {
            FILE *f = report_to(o->out);
            if (o->pub != NULL && cli_is_stdout(o->pub)) f = stderr;
            fprintf(f, "secret key written to %s (mode 0600)\n", out_name(o->out));
            if (o->pub != NULL) fprintf(f, "public key written to %s\n", out_name(o->pub));
            bls_print_hex(f, o->variant == ECB_BLS_MIN_PK ? "min-pk public key: "
                                                          : "min-sig public key: ",
                          pk, pkn);
            rc = CLI_EXIT_OK;
        }
    }
    sodium_memzero(sk, sizeof sk);
    return rc;
}

/* pubkey (pop = 0) and pop-prove (pop = 1): one output computed from the secret key. */
static int from_secret_key(const struct bls_opts *o, int pop) {
    const char *who = pop ? BLS_WHO " pop-prove" : BLS_WHO " pubkey";
    const char *inputs[] = {o->sk};
    if (o->sk == NULL || o->out == NULL) {
        fprintf(stderr, "%s: need --sk and --out\n", who);
        return CLI_EXIT_USAGE;
    }
    if (bls_check_output(who, o, o->out, 0, inputs, 1) != 0) return CLI_EXIT_OUTPUT;
    uint8_t sk[32], out[96];
    int rc = bls_read_sk(who, o->sk, sk);
    if (rc != 0) return rc;
    ecb_status st = pop ? ecb_bls_pop_prove(o->variant, out, sk)
                        : ecb_bls_sk_to_pk(o->variant, out, sk);
    sodium_memzero(sk, sizeof sk);
    size_t len = pop ? ecb_bls_signature_bytes(o->variant) : ecb_bls_public_key_bytes(o->variant);
    if (st != ECB_OK) {
        fprintf(stderr, "%s: %s\n", who, ecb_status_str(st));
        return CLI_EXIT_INPUT;
    }
    if (bls_write(who, o, o->out, out, len, 0) != 0) return CLI_EXIT_OUTPUT;
    FILE *f = report_to(o->out);
    fprintf(f, "%s %s written to %s\n", o->variant_name,
            pop ? "proof of possession" : "public key", out_name(o->out));
    bls_print_hex(f, "", out, len);
    return CLI_EXIT_OK;
}

int bls_pubkey_cmd(const struct bls_opts *o) {
    return from_secret_key(o, 0);
}

int bls_pop_prove_cmd(const struct bls_opts *o) {
    return from_secret_key(o, 1);
}

int bls_pop_verify_cmd(const struct bls_opts *o) {
    static const char *who = BLS_WHO " pop-verify";
    const char *inputs[] = {o->pub, o->proof};
    if (o->pub == NULL || o->proof == NULL) {
        fprintf(stderr, "%s: need --pub and --proof\n", who);
        return CLI_EXIT_USAGE;
    }
    if (bls_stdin_once(who, inputs, 2, NULL, 0) != 0) return CLI_EXIT_USAGE;
    uint8_t pk[96], proof[96];
    int rc = bls_read_point(who, o->pub, o->variant, 'k', pk);
    if (rc == 0) rc = bls_read_point(who, o->proof, o->variant, 's', proof);
    if (rc != 0) return rc;
    ecb_status st = ecb_bls_key_validate(o->variant, pk);
    if (st != ECB_OK) return bls_verdict(who, cli_text(o->pub), st);
    st = ecb_bls_pop_verify(o->variant, pk, proof);
    if (st != ECB_OK) return bls_verdict(who, cli_text(o->proof), st);
    printf("valid: %s is a proof of possession of %s (%s)\n", cli_text(o->proof),
           cli_text(o->pub), o->variant_name);
    return CLI_EXIT_OK;
}
