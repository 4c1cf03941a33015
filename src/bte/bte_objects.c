/* Allocation of ciphertexts and responses (one block each, variable parts after the struct),
 * the variant table and the thread-count check. */
#include <stdlib.h>
#include <string.h>

#include "bte/bte_internal.h"
#include "util/alloc.h"

const bte_group_ops *bte_group(uint32_t variant) {
    if (variant == ECB_BTE_MINPK) return &bte_g1_ops;
    if (variant == ECB_BTE_MINSIG) return &bte_g2_ops;
    return NULL;
}

ecb_status bte_check_threads(unsigned threads) {
    return threads > ECB_BTE_MAX_THREADS ? ECB_ERR_INVALID_ARGUMENT : ECB_OK;
}

ecb_bte_ciphertext *bte_ciphertext_alloc(uint32_t variant, size_t label_len, size_t body_len) {
    ecb_bte_ciphertext *ct = ecb_malloc(sizeof *ct + label_len + body_len + 1);
    if (ct == NULL) return NULL;
    memset(ct, 0, sizeof *ct);
    ct->variant = variant;
    ct->label = (uint8_t *)(ct + 1);
    ct->label_len = label_len;
    ct->body = ct->label + label_len;
    ct->body_len = body_len;
    return ct;
}

/* Layout: struct | partials (affine, 8-byte aligned) | valid (u32) | partial encodings. */
ecb_bte_response *bte_response_alloc(const bte_group_ops *ops, size_t valid_count, size_t m) {
    size_t aff = m * ops->aff_size, idx = valid_count * sizeof(uint32_t), enc = m * ops->pb;
    ecb_bte_response *r = ecb_malloc(sizeof *r + aff + idx + enc + 1);
    if (r == NULL) return NULL;
    memset(r, 0, sizeof *r);
    r->variant = ops->variant;
    r->partials = r + 1;
    r->valid = (uint32_t *)(void *)((uint8_t *)r->partials + aff);
    r->valid_count = valid_count;
    r->partial_enc = (uint8_t *)(r->valid + valid_count);
    r->m = m;
    return r;
}
