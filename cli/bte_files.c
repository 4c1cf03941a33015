#include "bte_files.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bte/bte_varint.h"

void bte_batch_free(struct bte_batch *b) {
    for (size_t i = 0; b->cts != NULL && i < b->count; i++)
        ecb_bte_ciphertext_free(b->cts[i]);
    free(b->cts);
    free(b->context);
    memset(b, 0, sizeof *b);
}

#define FAIL(status, ...)                                                                          \
    do {                                                                                           \
        snprintf(why, why_len, __VA_ARGS__);                                                       \
        bte_batch_free(b);                                                                         \
        return status;                                                                             \
    } while (0)

ecb_status bte_batch_decode(struct bte_batch *b, ecb_bte_variant v, const uint8_t *in, size_t len,
                            char *why, size_t why_len) {
    bte_reader r = {in, len};
    const uint8_t *p;
    uint32_t ctx_len, count;
    memset(b, 0, sizeof *b);
    if (bte_read_bytes(&r, 1, &p) != ECB_OK) FAIL(ECB_ERR_PROOF_FORMAT, "empty");
    if (p[0] != BTE_BATCH_VERSION)
        FAIL(ECB_ERR_PROOF_FORMAT, "version byte %u, expected %u", p[0], BTE_BATCH_VERSION);
    if (bte_read_varint(&r, &ctx_len) != ECB_OK || bte_read_bytes(&r, ctx_len, &p) != ECB_OK)
        FAIL(ECB_ERR_PROOF_FORMAT, "truncated or malformed context");
    if ((b->context = malloc((size_t)ctx_len + 1)) == NULL)
        FAIL(ECB_ERR_OUT_OF_MEMORY, "out of memory");
    memcpy(b->context, p, ctx_len);
    b->context_len = ctx_len;
    if (bte_read_varint(&r, &count) != ECB_OK)
        FAIL(ECB_ERR_PROOF_FORMAT, "truncated or malformed ciphertext count");
    /* each ciphertext takes at least its length byte */
    if (count == 0 || count > ECB_BTE_MAX_BATCH || count > r.left)
        FAIL(ECB_ERR_PROOF_FORMAT, "ciphertext count %u is outside 1..%zu", count,
             r.left < ECB_BTE_MAX_BATCH ? r.left : (size_t)ECB_BTE_MAX_BATCH);
    if ((b->cts = calloc(count, sizeof *b->cts)) == NULL)
        FAIL(ECB_ERR_OUT_OF_MEMORY, "out of memory");
    for (uint32_t i = 0; i < count; i++) {
        uint32_t n;
        if (bte_read_varint(&r, &n) != ECB_OK || bte_read_bytes(&r, n, &p) != ECB_OK)
            FAIL(ECB_ERR_PROOF_FORMAT, "ciphertext %u of %u: truncated", i, count);
        ecb_status st = ecb_bte_ciphertext_decode(&b->cts[i], v, p, n);
        if (st != ECB_OK)
            FAIL(st, "ciphertext %u of %u: not a %s ciphertext (%s)", i, count,
                 ecb_bte_variant_name(v), ecb_status_str(st));
        b->count = i + 1;
    }
    if (r.left != 0) FAIL(ECB_ERR_PROOF_FORMAT, "%zu bytes after the last ciphertext", r.left);
    return ECB_OK;
}

uint8_t *bte_batch_encode(const uint8_t *context, size_t context_len, const uint8_t *const *cts,
                          const size_t *lens, size_t count, size_t *out_len) {
    size_t cap = 1 + 2 * BTE_VARINT32_MAX_BYTES + context_len;
    if (context_len > UINT32_MAX || count > UINT32_MAX) return NULL;
    for (size_t i = 0; i < count; i++) {
        if (lens[i] > UINT32_MAX || cap > SIZE_MAX - BTE_VARINT32_MAX_BYTES - lens[i]) return NULL;
        cap += BTE_VARINT32_MAX_BYTES + lens[i];
    }
    uint8_t *out = malloc(cap);
    if (out == NULL) return NULL;
    size_t n = 0;
    out[n++] = BTE_BATCH_VERSION;
    n += bte_varint_put(out + n, (uint32_t)context_len);
    if (context_len != 0) memcpy(out + n, context, context_len);
    n += context_len;
    n += bte_varint_put(out + n, (uint32_t)count);
    for (size_t i = 0; i < count; i++) {
        n += bte_varint_put(out + n, (uint32_t)lens[i]);
        memcpy(out + n, cts[i], lens[i]);
        n += lens[i];
    }
    *out_len = n;
    return out;
}

ecb_status bte_public_file_decode(ecb_bte_public **pub, const uint8_t *in, size_t len, char *why,
                                  size_t why_len) {
    *pub = NULL;
    if (len < 2) {
        snprintf(why, why_len, "%zu bytes, too short for a public polynomial", len);
        return ECB_ERR_PROOF_FORMAT;
    }
    if (in[0] != ECB_BTE_MINPK && in[0] != ECB_BTE_MINSIG) {
        snprintf(why, why_len, "variant byte %u is neither 0 (MinPk) nor 1 (MinSig)", in[0]);
        return ECB_ERR_PROOF_FORMAT;
    }
    ecb_status st = ecb_bte_public_decode(pub, (ecb_bte_variant)in[0], in + 1, len - 1);
    if (st != ECB_OK)
        snprintf(why, why_len, "not a %s public polynomial (%s)",
                 ecb_bte_variant_name((ecb_bte_variant)in[0]), ecb_status_str(st));
    return st;
}
