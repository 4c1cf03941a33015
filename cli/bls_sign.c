/* ecbatch bls sign and verify: one message, one key (bls_cli.h). */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>

#include "bls_cli.h"
#include "cli_file.h"
#include "cli_text.h"

int bls_sign_cmd(const struct bls_opts *o) {
    static const char *who = BLS_WHO " sign";
    const char *inputs[] = {o->sk, o->msg};
    if (o->sk == NULL || o->msg == NULL || o->out == NULL) {
        fprintf(stderr, "%s: need --sk, --msg and --out\n", who);
        return CLI_EXIT_USAGE;
    }
    if (bls_stdin_once(who, inputs, 2, NULL, 0) != 0) return CLI_EXIT_USAGE;
    if (bls_check_output(who, o, o->out, 0, inputs, 2) != 0) return CLI_EXIT_OUTPUT;
    struct bls_budget budget = {0};
    size_t len = 0, sgn = ecb_bls_signature_bytes(o->variant);
    uint8_t *msg = bls_read_message(who, o->msg, &budget, &len), sk[32], sig[96];
    if (msg == NULL) return CLI_EXIT_INPUT;
    int rc = bls_read_sk(who, o->sk, sk);
    if (rc == 0) {
        ecb_status st = ecb_bls_sign(o->variant, sig, sk, msg, len);
        sodium_memzero(sk, sizeof sk);
        if (st != ECB_OK) {
            fprintf(stderr, "%s: %s\n", who, ecb_status_str(st));
            rc = CLI_EXIT_INPUT;
        } else if (bls_write(who, o, o->out, sig, sgn, 0) != 0) {
            rc = CLI_EXIT_OUTPUT;
        } else {
            fprintf(cli_is_stdout(o->out) ? stderr : stdout,
                    "%s signature of a %zu-byte message written to %s\n", o->variant_name, len,
                    cli_is_stdout(o->out) ? "standard output" : cli_text(o->out));
        }
    }
    free(msg);
    return rc;
}

int bls_verify_cmd(const struct bls_opts *o) {
    static const char *who = BLS_WHO " verify";
    const char *inputs[] = {o->pub, o->msg, o->sig};
    if (o->pub == NULL || o->msg == NULL || o->sig == NULL) {
        fprintf(stderr, "%s: need --pub, --msg and --sig\n", who);
        return CLI_EXIT_USAGE;
    }
    if (bls_stdin_once(who, inputs, 3, NULL, 0) != 0) return CLI_EXIT_USAGE;
    uint8_t pk[96], sig[96];
    int rc = bls_read_point(who, o->pub, o->variant, 'k', pk);
    if (rc == 0) rc = bls_read_point(who, o->sig, o->variant, 's', sig);
    if (rc != 0) return rc;
    struct bls_budget budget = {0};
    size_t len = 0;
    uint8_t *msg = bls_read_message(who, o->msg, &budget, &len);
    if (msg == NULL) return CLI_EXIT_INPUT;
    /* the key first, so that a refusal names the file at fault */
    ecb_status st = ecb_bls_key_validate(o->variant, pk);
    if (st != ECB_OK) {
        rc = bls_verdict(who, cli_text(o->pub), st);
    } else if ((st = ecb_bls_verify(o->variant, pk, msg, len, sig)) != ECB_OK) {
        rc = bls_verdict(who, cli_text(o->sig), st);
    } else {
        printf("valid: %s signs %s under %s (%s)\n", cli_text(o->sig), cli_text(o->msg),
               cli_text(o->pub), o->variant_name);
        rc = CLI_EXIT_OK;
    }
    free(msg);
    return rc;
}
