/* Vector suite bulletproofs-plus/proofs: the documents `ecbatch bpp prove` writes, read with
 * the same strict reader as `bpp verify`. Every proof must verify, alone and in its batch, and
 * open its commitments to the values and blindings when the file has them. */
#include <stdio.h>
#include <stdlib.h>

#include "bpp_proofs.h"
#include "vector_suites.h"
#include "vectors_bpp.h"

int vectors_bpp_proofs(const json_t *root, const struct vector_options *opt,
                       struct vector_tally *tally) {
    (void)opt;
    struct bpp_item *items = NULL;
    size_t count = 0;
    char why[300], name[64];
    if (bpp_proofs_read(root, &items, &count, why, sizeof why) != 0) {
        tally_case(tally, "document", 0, why);
        return 0;
    }
    bpp_params_cache *pc = bpp_params_cache_new();
    ecb_status *status = calloc(count, sizeof *status);
    ecb_bpp_mask *masks = calloc(count, sizeof *masks);
    int rc = -1;
    if (pc != NULL && status != NULL && masks != NULL &&
        bpp_verify_grouped(pc, items, count, ECB_BPP_VERIFY_ONLY, 1, status, masks) !=
            ECB_ERR_OUT_OF_MEMORY) {
        rc = 0;
        for (size_t i = 0; i < count; i++) {
            if (items[i].values != NULL && items[i].blindings != NULL) {
                snprintf(name, sizeof name, "proofs[%zu]/commitments", i);
                tally_case(tally, name, bpp_commitments_match(pc, &items[i]),
                           "commit(values, blindings) differs");
            }
            snprintf(name, sizeof name, "proofs[%zu]/batch", i);
            tally_case(tally, name, status[i] == ECB_OK, ecb_status_str(status[i]));
            ecb_status s =
                items[i].proof_bytes == NULL
                    ? ECB_ERR_PROOF_FORMAT
                    : bpp_verify_items(pc, &items[i], 1, ECB_BPP_VERIFY_ONLY, NULL, NULL);
            snprintf(name, sizeof name, "proofs[%zu]/alone", i);
            tally_case(tally, name, s == ECB_OK, ecb_status_str(s));
        }
    }
    free(status);
    free(masks);
    bpp_items_free(items, count);
    bpp_params_cache_free(pc);
    return rc;
}
