/* ecbatch bpp prove|verify: Bulletproofs+ range proofs from and to JSON in the format of
 * ../shared/vectors/bulletproofs-plus (one object per proof: bit_length,
 * max_aggregation_factor, extension_degree, commitments, minimum_value_promises, seed_nonce,
 * transcript_label, proof; values and blindings for proving). What prove writes (suite
 * bulletproofs-plus/proofs), verify and `ecbatch vectors` read back; both also read the shared
 * vector files as they are (bpp_proofs.h). */
#define _POSIX_C_SOURCE 200809L /* access */
#include <errno.h>
#include <jansson.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bpp_json.h"
#include "bpp_proofs.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "commands.h"
#include "json_file.h"
#include "jsonutil.h"

#define PROOF_CAP (1 + 32 * (ECB_BPP_MAX_EXTENSION_DEGREE + 5 + 2 * ECB_BPP_MAX_ROUNDS))
#define MAX_THREADS 64

static void usage(FILE *out) {
    fprintf(out,
            "usage:\n"
            "  ecbatch bpp prove [--zero-rng] [--out FILE [--force]] [FILE]\n"
            "      Proves each object of FILE (default stdin): bit_length, values, and optionally\n"
            "      max_aggregation_factor (default: the number of values), extension_degree\n"
            "      (default 1), blindings (hex scalars; random when absent),\n"
            "      minimum_value_promises (or minimum_value_promise for one value), seed_nonce\n"
            "      (hex, single proofs), transcript_label (default \"BatchedRangeProofTest\").\n"
            "      Writes {\"suite\": \"" BPP_PROOFS_SUITE "\", \"proofs\": [...]} with the\n"
            "      commitments, blindings and proof added, to standard output or to FILE (a\n"
            "      secret: it holds the blindings; mode 0600, never replaced without --force).\n"
            "      --zero-rng  all-zero external randomness (deterministic proofs, as the\n"
            "                  spec-examples vectors; never for real use)\n"
            "  ecbatch bpp verify [--action verify|recover|recover-and-verify] [--threads T]\n"
            "                     [--out FILE [--force]] [FILE]\n"
            "      Verifies every proof of FILE (one batch per bit length and extension degree)\n"
            "      and names the invalid ones. Writes {\"accept\", \"status\", \"invalid\":\n"
            "      [{\"index\", \"reason\"}], \"masks\"} to standard output or FILE; T in 1..%d.\n"
            "  FILE holds {\"proofs\": [...]} (what prove writes), an array of proof objects,\n"
            "  or one object. Unknown keys, wrong types (\"64\" or 64.0 for an integer),\n"
            "  out-of-range values, a key twice in an object and a field under two spellings\n"
            "  (proof and proof_hex) are errors naming the object and key; annotations (id,\n"
            "  name, note, description, source, comment, *_utf8) are read past. FILE may also\n"
            "  be a shared vector file as it is (suites bulletproofs-plus/valid-proofs,\n"
            "  negative, batches: every batch's proofs in one list, spec-examples-proofs,\n"
            "  spec-examples-batch): its proof objects are read, their other keys read past.\n"
            "  verify checks each proof's shape before it builds parameters. Outputs are\n"
            "  written atomically; --out - is standard output. No --out may be the input FILE,\n"
            "  and none replaces a file that holds a secret (blindings, a threshold-decryption\n"
            "  share) unless --force is given.\n"
            "  " CLI_EXIT_HELP,
            MAX_THREADS);
}

/* Reads the JSON document at path (NULL or "-": stdin), bounded (json_file.h); NULL after
 * naming the file. */
static json_t *load(const char *who, const char *path) {
    return json_read_file(who, path);
}

/* Writes a JSON document to path atomically, or to stdout when path is NULL or "-". */
static int emit(const char *who, json_t *doc, const char *path, unsigned flags) {
    char *text = json_dumps(doc, JSON_INDENT(1));
    int rc = -1;
    if (text == NULL) {
        fprintf(stderr, "%s: out of memory\n", who);
        return -1;
    }
    size_t len = strlen(text);
    text[len] = '\n'; /* json_dumps leaves room for nothing more: rewrite the NUL */
    if (path != NULL && !cli_is_stdout(path))
        rc = cli_write_atomic(who, path, text, len + 1, flags);
    else
        rc = fwrite(text, 1, len + 1, stdout) == len + 1 && fflush(stdout) == 0 ? 0 : -1;
    sodium_memzero(text, len);
    free(text);
    return rc;
}

/* Checks an output before any work: writable, not a secret without --force, not the input. */
static int check_output(const char *who, const char *out, unsigned flags, const char *input) {
    if (cli_check_output(who, out, flags) != 0) return -1;
    return cli_check_not_input(who, out, &input, 1);
}

static json_t *scalar_json(const ecb_ristretto255_scalar *s) {
    uint8_t b[32];
    ecb_ristretto255_scalar_encode(b, s);
    json_t *j = json_hex_string(b, 32);
    sodium_memzero(b, sizeof b);
    return j;
}

static json_t *u64_json(uint64_t x) {
    char dec[24];
    snprintf(dec, sizeof dec, "%llu", (unsigned long long)x);
    return json_string(dec);
}

static void zero_rng(void *ctx, uint8_t out[32]) {
    (void)ctx;
    memset(out, 0, 32);
}

/* The output object of a proved item. */
static json_t *proved_json(const struct bpp_item *it, const uint8_t *proof, size_t len) {
    json_t *coms = json_array(), *proms = json_array(), *vals = json_array(), *bl = json_array();
    json_t *out = json_object();
    for (size_t j = 0; j < it->m; j++) {
        json_t *row = json_array();
        json_array_append_new(coms, json_hex_string(it->commitments[j], 32));
        json_array_append_new(proms, it->promises[j] ? u64_json(it->promises[j]) : json_null());
        json_array_append_new(vals, u64_json(it->values[j]));
        for (size_t k = 0; k < it->T; k++)
            json_array_append_new(row, scalar_json(&it->blindings[j * it->T + k]));
        json_array_append_new(bl, row);
    }
    json_object_set_new(out, "bit_length", json_integer((json_int_t)it->n));
    json_object_set_new(out, "max_aggregation_factor", json_integer((json_int_t)it->M));
    json_object_set_new(out, "extension_degree", json_integer((json_int_t)it->T));
    json_object_set_new(out, "transcript_label", json_stringn(it->label, it->label_len));
    json_object_set_new(out, "values", vals);
    json_object_set_new(out, "blindings", bl);
    json_object_set_new(out, "commitments", coms);
    json_object_set_new(out, "minimum_value_promises", proms);
    json_object_set_new(out, "seed_nonce", it->has_seed ? scalar_json(&it->seed) : json_null());
    json_object_set_new(out, "proof", json_hex_string(proof, len));
    return out;
}

/* Proves one item (values required) into *out. */
static ecb_status prove_one(bpp_params_cache *pc, struct bpp_item *it, int zero, json_t **out) {
    *out = NULL;
    if (it->blindings == NULL) { /* random blindings */
        it->blindings = calloc(it->m * it->T, sizeof *it->blindings);
        if (it->blindings == NULL) return ECB_ERR_OUT_OF_MEMORY;
        for (size_t i = 0; i < it->m * it->T; i++) {
            uint8_t wide[64];
            randombytes_buf(wide, sizeof wide);
            ecb_ristretto255_scalar_reduce64(&it->blindings[i], wide);
            sodium_memzero(wide, sizeof wide);
        }
    }
    /* parameters for m, not M: the proof depends on m only (M bounds m; bpp_verify_grouped),
     * so a large max_aggregation_factor costs nothing */
    const ecb_bpp_params *params = bpp_params_get(pc, it->n, it->m, it->T);
    if (params == NULL) return ECB_ERR_OUT_OF_MEMORY;
    for (size_t j = 0; j < it->m; j++) {
        ecb_ristretto255_point c;
        ecb_bpp_commit(&c, ecb_bpp_params_pedersen_gens(params), it->values[j],
                       it->blindings + j * it->T, it->T);
        ecb_ristretto255_encode(it->commitments[j], &c);
    }
    ecb_bpp_statement st;
    ecb_bpp_proof proof;
    ecb_merlin_transcript t;
    ecb_bpp_witness w = {it->m, it->T, it->values, it->blindings};
    uint8_t bytes[PROOF_CAP];
    size_t len = 0;
    bpp_item_statement_for(it, params, &st);
    bpp_item_transcript(it, &t);
    ecb_status s = ecb_bpp_prove(&proof, &t, &st, &w, zero ? zero_rng : NULL, NULL);
    if (s == ECB_OK) s = ecb_bpp_proof_serialize(bytes, sizeof bytes, &len, &proof);
    if (s == ECB_OK && (*out = proved_json(it, bytes, len)) == NULL) s = ECB_ERR_OUT_OF_MEMORY;
    return s;
}

static int bpp_prove_cmd(int argc, char **argv) {
    static const char *who = "ecbatch bpp prove";
    const char *path = NULL, *out_path = NULL;
    int zero = 0, force = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--zero-rng")) {
            zero = 1;
        } else if (!strcmp(argv[i], "--force")) {
            force = 1;
        } else if (!strcmp(argv[i], "--out")) {
            if ((out_path = cli_opt_value(who, argc, argv, &i)) == NULL) return CLI_EXIT_USAGE;
        } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return CLI_EXIT_OK;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            fprintf(stderr, "%s: unknown option '%s'\n", who, argv[i]);
            return CLI_EXIT_USAGE;
        } else if (path != NULL) {
            fprintf(stderr, "%s: one input file only ('%s' and '%s')\n", who, path, argv[i]);
            return CLI_EXIT_USAGE;
        } else {
            path = argv[i];
        }
    }
    unsigned flags = CLI_WRITE_SECRET | (force ? CLI_WRITE_FORCE : 0);
    if (out_path != NULL && check_output(who, out_path, flags, path) != 0) return CLI_EXIT_OUTPUT;
    const char *name = path == NULL || !strcmp(path, "-") ? "standard input" : path;
    json_t *root = load(who, path);
    if (root == NULL) return CLI_EXIT_INPUT;
    struct bpp_item *items = NULL;
    size_t count = 0;
    char why[300];
    int rc = CLI_EXIT_INPUT;
    bpp_params_cache *pc = bpp_params_cache_new();
    json_t *proofs = json_array(), *out = json_object();
    if (pc == NULL || proofs == NULL || out == NULL) goto done;
    if (bpp_proofs_read(root, &items, &count, why, sizeof why) != 0) {
        fprintf(stderr, "%s: %s: %s\n", who, name, why);
        goto done;
    }
    for (size_t i = 0; i < count; i++) {
        if (items[i].values == NULL) {
            fprintf(stderr, "%s: %s: proofs[%zu]: values: missing (prove needs them)\n", who, name,
                    i);
            goto done;
        }
        if (items[i].n * items[i].m == 1) { /* spec §7: from_bytes rejects 0 rounds */
            fprintf(stderr,
                    "%s: %s: proofs[%zu]: bit_length: 1 with a single value makes a proof of 0 "
                    "rounds, which has no serialization; use bit_length 2 or more values\n",
                    who, name, i);
            goto done;
        }
    }
    rc = CLI_EXIT_CHECK;
    for (size_t i = 0; i < count; i++) {
        json_t *p;
        ecb_status st = prove_one(pc, &items[i], zero, &p);
        if (st != ECB_OK) {
            fprintf(stderr, "%s: %s: proofs[%zu]: cannot prove: %s\n", who, name, i,
                    ecb_status_str(st));
            goto done;
        }
        json_array_append_new(proofs, p);
    }
    json_object_set_new(out, "suite", json_string(BPP_PROOFS_SUITE));
    json_object_set(out, "proofs", proofs);
    rc = emit(who, out, out_path, flags) == 0 ? CLI_EXIT_OK : CLI_EXIT_OUTPUT;
done:
    bpp_items_free(items, count);
    json_decref(out);
    json_decref(proofs);
    json_decref(root);
    bpp_params_cache_free(pc);
    return rc;
}

static int bpp_verify_cmd(int argc, char **argv) {
    static const char *who = "ecbatch bpp verify";
    const char *path = NULL, *out_path = NULL, *v;
    ecb_bpp_action action = ECB_BPP_VERIFY_ONLY;
    unsigned threads = 1;
    int force = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--force")) {
            force = 1;
        } else if (!strcmp(argv[i], "--action")) {
            if ((v = cli_opt_value(who, argc, argv, &i)) == NULL) return CLI_EXIT_USAGE;
            if (!strcmp(v, "verify"))
                action = ECB_BPP_VERIFY_ONLY;
            else if (!strcmp(v, "recover"))
                action = ECB_BPP_RECOVER_ONLY;
            else if (!strcmp(v, "recover-and-verify"))
                action = ECB_BPP_RECOVER_AND_VERIFY;
            else {
                fprintf(stderr, "%s: option --action: unknown action '%s'\n", who, v);
                return CLI_EXIT_USAGE;
            }
        } else if (!strcmp(argv[i], "--threads")) {
            if ((v = cli_opt_value(who, argc, argv, &i)) == NULL ||
                cli_opt_unsigned(who, "--threads", v, 1, MAX_THREADS, &threads) != 0)
                return CLI_EXIT_USAGE;
        } else if (!strcmp(argv[i], "--out")) {
            if ((out_path = cli_opt_value(who, argc, argv, &i)) == NULL) return CLI_EXIT_USAGE;
        } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return CLI_EXIT_OK;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            fprintf(stderr, "%s: unknown option '%s'\n", who, argv[i]);
            return CLI_EXIT_USAGE;
        } else if (path != NULL) {
            fprintf(stderr, "%s: one input file only ('%s' and '%s')\n", who, path, argv[i]);
            return CLI_EXIT_USAGE;
        } else {
            path = argv[i];
        }
    }
    unsigned flags = force ? CLI_WRITE_FORCE : 0;
    if (out_path != NULL && check_output(who, out_path, flags, path) != 0) return CLI_EXIT_OUTPUT;
    const char *name = path == NULL || !strcmp(path, "-") ? "standard input" : path;
    json_t *root = load(who, path);
    if (root == NULL) return CLI_EXIT_INPUT;
    struct bpp_item *items = NULL;
    size_t count = 0;
    char why[300];
    int rc = CLI_EXIT_INPUT;
    bpp_params_cache *pc = bpp_params_cache_new();
    ecb_status *status = NULL;
    ecb_bpp_mask *masks = NULL;
    json_t *out = NULL;
    if (pc == NULL) goto done;
    if (bpp_proofs_read(root, &items, &count, why, sizeof why) != 0) {
        fprintf(stderr, "%s: %s: %s\n", who, name, why);
        goto done;
    }
    for (size_t i = 0; i < count; i++) {
        if (items[i].proof_bytes == NULL) {
            fprintf(stderr, "%s: %s: proofs[%zu]: proof: missing\n", who, name, i);
            goto done;
        }
    }
    status = calloc(count, sizeof *status);
    masks = calloc(count, sizeof *masks);
    rc = CLI_EXIT_OUTPUT;
    if (status == NULL || masks == NULL) goto done;
    ecb_status result = bpp_verify_grouped(pc, items, count, action, threads, status, masks);
    if (result == ECB_ERR_OUT_OF_MEMORY) goto done;
    json_t *invalid = json_array(), *mask_list = json_array();
    out = json_object();
    for (size_t i = 0; i < count; i++) {
        if (status[i] != ECB_OK) {
            json_t *e = json_object();
            json_object_set_new(e, "index", json_integer((json_int_t)i));
            json_object_set_new(e, "reason", json_string(ecb_status_str(status[i])));
            json_array_append_new(invalid, e);
        }
        if (masks[i].present) {
            json_t *row = json_array();
            for (size_t k = 0; k < masks[i].extension_degree; k++)
                json_array_append_new(row, scalar_json(&masks[i].blindings[k]));
            json_array_append_new(mask_list, row);
        } else {
            json_array_append_new(mask_list, json_null());
        }
    }
    json_object_set_new(out, "accept", json_boolean(result == ECB_OK));
    json_object_set_new(out, "status", json_string(ecb_status_str(result)));
    json_object_set_new(out, "proofs", json_integer((json_int_t)count));
    json_object_set_new(out, "invalid", invalid);
    json_object_set_new(out, "masks", mask_list);
    if (emit(who, out, out_path, flags) == 0) rc = result == ECB_OK ? CLI_EXIT_OK : CLI_EXIT_CHECK;
done:
    json_decref(out);
    if (masks != NULL) sodium_memzero(masks, count * sizeof *masks);
    free(masks);
    free(status);
    bpp_items_free(items, count);
    json_decref(root);
    bpp_params_cache_free(pc);
    return rc;
}

int cmd_bpp(int argc, char **argv) {
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? CLI_EXIT_USAGE : CLI_EXIT_OK;
    }
    if (!strcmp(argv[1], "prove")) return bpp_prove_cmd(argc - 1, argv + 1);
    if (!strcmp(argv[1], "verify")) return bpp_verify_cmd(argc - 1, argv + 1);
    fprintf(stderr, "ecbatch bpp: unknown subcommand '%s'\n", argv[1]);
    usage(stderr);
    return CLI_EXIT_USAGE;
}
