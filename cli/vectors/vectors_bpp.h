/* Helpers shared by the bulletproofs-plus/... vector suite runners (declared in
 * vector_suites.h). */
#ifndef ECBATCH_CLI_VECTORS_BPP_H
#define ECBATCH_CLI_VECTORS_BPP_H

#include "bpp_json.h"
#include "vector_suites.h"

/* Helpers (vectors_bpp.c). */
void bpp_zero_rng(void *ctx, uint8_t out[32]);
int bpp_scalar_matches(const ecb_ristretto255_scalar *s, const json_t *hex);
int bpp_masks_match(const ecb_bpp_mask *mask, const json_t *expected);
int bpp_commitments_match(bpp_params_cache *pc, const struct bpp_item *it);
int bpp_challenges_match(bpp_params_cache *pc, const struct bpp_item *it, const json_t *y,
                         const json_t *z, const json_t *round_e, const json_t *final_e);
/* Verifies items[0..count) as one batch (each with its own transcript label). */
ecb_status bpp_verify_items(bpp_params_cache *pc, const struct bpp_item *items, size_t count,
                            ecb_bpp_action action, ecb_bpp_mask *masks,
                            const ecb_bpp_verify_options *opt);
/* Proves an item's witness (rng NULL: all-zero external randomness) and serializes it. */
ecb_status bpp_prove_item(bpp_params_cache *pc, const struct bpp_item *it, ecb_bpp_rng_fn rng,
                          void *rng_ctx, uint8_t *out, size_t cap, size_t *out_len,
                          ecb_bpp_proof *proof);

#endif
