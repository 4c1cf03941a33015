/* Lists of Bulletproofs+ proofs: the documents `ecbatch bpp prove` writes and `bpp verify` and
 * the vector suite bulletproofs-plus/proofs read, and their verification in batches. The
 * command, the vector runner and the fuzz target fuzz_cli_bpp_proofs call the same code. */
#ifndef ECBATCH_CLI_BPP_PROOFS_H
#define ECBATCH_CLI_BPP_PROOFS_H

#include <jansson.h>
#include <stddef.h>

#include "bpp_json.h"

/* The suite name of the documents bpp prove writes. */
#define BPP_PROOFS_SUITE "bulletproofs-plus/proofs"

/* Reads a document: {"suite": BPP_PROOFS_SUITE (optional), "proofs": [...]} with annotations,
 * an array of proof objects, or one proof object, each object read with bpp_item_from_json and
 * BPP_JSON_STRICT; or a shared vector file as it is (suite bulletproofs-plus/valid-proofs and
 * spec-examples-proofs: "cases"; negative: "vectors"; batches: every batch's "proofs", in
 * order; spec-examples-batch: "proofs", the top-level keys as defaults), each object read with
 * BPP_JSON_LENIENT (expected results and tari's errors read past). On success *items holds
 * *count items (free with bpp_items_free). Returns 0, or -1 with a reason naming the object and
 * key ("proofs[3]: values[0]: ...", "batches[2].proofs[1]: ...") in why. */
int bpp_proofs_read(const json_t *root, struct bpp_item **items, size_t *count, char *why,
                    size_t why_len);
void bpp_items_free(struct bpp_item *items, size_t count);

/* Verifies items[0..count), each needing proof bytes, as batches of the proofs sharing a bit
 * length and extension degree (spec §9.1; in order of first appearance). Every proof's shape is
 * checked first, without parameters (the library's structural checks, same statuses), and
 * parameters are built only for the batches of well-shaped proofs, each for the largest m it
 * holds (not the M its proofs claim), so a file's cost follows what it holds. status[i] is
 * proof i's outcome (a shape error, or the batch's verdict on it: identify_invalid) and
 * masks[i] its recovered mask. Returns ECB_OK when every proof is accepted, else the first
 * failure; ECB_ERR_OUT_OF_MEMORY leaves status unset. */
ecb_status bpp_verify_grouped(bpp_params_cache *pc, const struct bpp_item *items, size_t count,
                              ecb_bpp_action action, unsigned threads, ecb_status *status,
                              ecb_bpp_mask *masks);

#endif
