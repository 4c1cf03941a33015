/* Bulletproofs+ items in the JSON of ../shared/vectors/bulletproofs-plus (and of `ecbatch bpp`):
 * one object per proof with its parameters, statement, optional witness and proof, under the
 * several spellings the vector files use. Shared by the vector runners and the bpp command. */
#ifndef ECBATCH_CLI_BPP_JSON_H
#define ECBATCH_CLI_BPP_JSON_H

#include <jansson.h>
#include <stddef.h>
#include <stdint.h>

#include "ecbatch/bulletproofs_plus.h"

struct bpp_item {
    size_t n, M, T, m;
    uint8_t (*commitments)[32];
    uint64_t *promises; /* m entries, 0 = none */
    int has_seed;
    ecb_ristretto255_scalar seed;
    char *label; /* transcript label (label_len bytes, any of them NUL) */
    size_t label_len;
    uint8_t *proof_bytes; /* NULL when the object has no proof */
    size_t proof_len;
    uint64_t *values;                   /* witness, NULL when absent */
    ecb_ristretto255_scalar *blindings; /* m * T */
};

/* Reads obj, falling back to `defaults` (may be NULL) for missing keys:
 *   bit_length, extension_degree (default 1), max_aggregation_factor | aggregation_factor |
 *   range_parameters_max_aggregation_factor (default m), commitments (m = their number, or the
 *   number of values), minimum_value_promises (null / number / decimal string each) or, for a
 *   single commitment, minimum_value_promise (the spelling of prover_rejections.json),
 *   seed_nonce | seed_nonce_le_hex (hex scalar or null), transcript_label (default
 *   "BatchedRangeProofTest"), proof | proof_hex, values, blindings | blindings_le_hex (hex) |
 *   blindings_u64.
 * Wrong types and out-of-range values are refused: bit_length, extension_degree and the
 * aggregation factors are JSON integers, values and promises json_u64's; so is a field under two
 * of its spellings in one object (an object's spelling wins over the defaults'). Messages never
 * show a value, blinding or seed nonce (secrets). With BPP_JSON_STRICT (the command's own
 * input) unknown keys are refused too, except annotations (bpp_json_is_annotation), and each
 * value must fit the bit length. Returns 0, or -1 with "KEY: reason" in why. */
#define BPP_JSON_LENIENT 0
#define BPP_JSON_STRICT 1
int bpp_item_from_json(struct bpp_item *it, const json_t *obj, const json_t *defaults, int flags,
                       char *why, size_t why_len);
void bpp_item_free(struct bpp_item *it);

/* 1 for keys that only annotate (FORMAT.md): id, name, note, description, source, comment and
 * any key ending in _utf8. */
int bpp_json_is_annotation(const char *key);

/* Parameters (n, M, T) with default generators, created on first use and kept until the cache
 * is freed, with no limit on their number: one cache per call (a command, a vector file), so
 * every statement built during the call stays valid until its end. */
typedef struct bpp_params_cache bpp_params_cache;
bpp_params_cache *bpp_params_cache_new(void);
void bpp_params_cache_free(bpp_params_cache *cache);
/* The number of parameter sets the cache holds, their n M summed in *generators (what they
 * cost: about 2 n M hash-to-group maps each). */
size_t bpp_params_cache_size(const bpp_params_cache *cache, size_t *generators);
/* NULL on error (invalid parameters, out of memory). */
const ecb_bpp_params *bpp_params_get(bpp_params_cache *cache, size_t n, size_t M, size_t T);

/* The statement of an item with parameters (n, M, T) from the cache (borrows from it and from
 * the cache). */
ecb_status bpp_item_statement(bpp_params_cache *cache, const struct bpp_item *it,
                              ecb_bpp_statement *st);
/* The statement of an item with the given parameters (of its n and T, with M >= its m). */
void bpp_item_statement_for(const struct bpp_item *it, const ecb_bpp_params *params,
                            ecb_bpp_statement *st);
void bpp_item_transcript(const struct bpp_item *it, ecb_merlin_transcript *t);

/* A u64 from a JSON integer or a decimal string in canonical form (digits only, no sign, no
 * leading zero: "5", not "05" or "+5"); -1 for anything else. */
int json_u64(const json_t *v, uint64_t *out);

/* 1 when `got` is an ecbatch status of the kind tari reports with `rust_error` (e.g.
 * "VerificationFailed(\"Range proof batch not valid\")" -> ECB_ERR_VERIFY_FAILED). */
int bpp_rust_error_matches(const char *rust_error, ecb_status got);

#endif
