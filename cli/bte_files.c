#include "bte_files.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bte/bte_varint.h"

/* ---- how long a file is, from its first bytes (cli_read_file's limit) ---------------------- */

/* The wire varint at b[*pos..n): 1 with *out and *pos past it, 0 when b ends inside it, -1
 * when it is malformed (bte_read_varint's rules). */
static int prefix_varint(const uint8_t *b, size_t n, size_t *pos, uint32_t *out) {
    size_t k = 0;
    while (*pos + k < n && k < BTE_VARINT32_MAX_BYTES && (b[*pos + k] & 0x80))
        k++;
    if (k == BTE_VARINT32_MAX_BYTES) return -1;
    if (*pos + k >= n) return 0;
    bte_reader r = {b + *pos, k + 1};
    if (bte_read_varint(&r, out) != ECB_OK) return -1;
    *pos += k + 1;
    return 1;
}

static size_t public_length(const uint8_t *b, size_t n, const void *ctx) {
    size_t pos = 2;
    uint32_t t;
    (void)ctx;
    if (n >= 1 && b[0] != ECB_BTE_MINPK && b[0] != ECB_BTE_MINSIG) return CLI_LENGTH_BAD;
    if (n >= 2 && b[1] != 0x01) return CLI_LENGTH_BAD;
    int got = n >= 2 ? prefix_varint(b, n, &pos, &t) : 0;
    if (got == 0) return BTE_PUBLIC_FILE_MAX;
    if (got < 0 || t == 0 || t > ECB_BTE_MAX_PARTICIPANTS) return CLI_LENGTH_BAD;
    return pos + (size_t)t * ecb_bte_point_bytes((ecb_bte_variant)b[0]);
}

static size_t ciphertext_length(const uint8_t *b, size_t n, const void *ctx) {
    size_t tail = 4 * ecb_bte_point_bytes(*(const ecb_bte_variant *)ctx) + 2 * ECB_BTE_SCALAR_BYTES;
    size_t pos = 1;
    uint32_t label, body;
    if (b[0] != 0x01) return CLI_LENGTH_BAD;
    int got = prefix_varint(b, n, &pos, &label);
    if (got == 0) return BTE_CIPHERTEXT_FILE_MAX;
    if (got < 0 || label > ECB_BTE_MAX_LABEL_BYTES) return CLI_LENGTH_BAD;
    pos += label;
    got = prefix_varint(b, n, &pos, &body);
    if (got == 0) return pos + 5 + ECB_BTE_MAX_BODY_BYTES + tail;
    if (got < 0 || body > ECB_BTE_MAX_BODY_BYTES) return CLI_LENGTH_BAD;
    return pos + body + tail;
}

static size_t response_length(const uint8_t *b, size_t n, const void *ctx) {
    size_t pb = ecb_bte_point_bytes(*(const ecb_bte_variant *)ctx), pos = 1;
    uint32_t index, count, m;
    if (b[0] != 0x01) return CLI_LENGTH_BAD;
    int got = prefix_varint(b, n, &pos, &index);
    if (got > 0) got = prefix_varint(b, n, &pos, &count);
    if (got > 0 && count > ECB_BTE_MAX_BATCH) return CLI_LENGTH_BAD;
    if (got > 0) pos += 4 * (size_t)count;
    if (got > 0) got = prefix_varint(b, n, &pos, &m);
    if (got == 0) return BTE_RESPONSE_FILE_MAX;
    if (got < 0 || m > ECB_BTE_MAX_BATCH) return CLI_LENGTH_BAD;
    return pos + (size_t)m * pb + 2 * pb + 2 * ECB_BTE_SCALAR_BYTES;
}

/* A batch announces its length entry by entry: walked to the first one b does not hold. */
static size_t batch_length(const uint8_t *b, size_t n, const void *ctx) {
    size_t pos = 1;
    uint32_t context, count, len;
    (void)ctx;
    if (b[0] != BTE_BATCH_VERSION) return CLI_LENGTH_BAD;
    int got = prefix_varint(b, n, &pos, &context);
    if (got > 0) pos += context;
    if (got > 0) got = prefix_varint(b, n, &pos, &count);
    if (got > 0 && (count == 0 || count > ECB_BTE_MAX_BATCH)) return CLI_LENGTH_BAD;
    for (uint32_t i = 0; got > 0 && i < count; i++) {
        got = prefix_varint(b, n, &pos, &len);
        pos += got > 0 ? len : 0;
    }
    if (got < 0) return CLI_LENGTH_BAD;
    return got == 0 ? BTE_BATCH_FILE_MAX : pos;
}

struct cli_limit bte_file_limit(enum bte_file_kind kind, const ecb_bte_variant *v) {
    struct cli_limit l = {NULL, 0, NULL, v};
    switch (kind) {
    case BTE_FILE_SHARE:
        l.what = "a share", l.max = BTE_SHARE_FILE_MAX;
        break;
    case BTE_FILE_PUBLIC:
        l.what = "a public file", l.max = BTE_PUBLIC_FILE_MAX, l.length = public_length;
        break;
    case BTE_FILE_CIPHERTEXT:
        l.what = "a ciphertext", l.max = BTE_CIPHERTEXT_FILE_MAX, l.length = ciphertext_length;
        break;
    case BTE_FILE_BATCH:
        l.what = "a batch file", l.max = BTE_BATCH_FILE_MAX, l.length = batch_length;
        break;
    case BTE_FILE_RESPONSE:
        l.what = "a response", l.max = BTE_RESPONSE_FILE_MAX, l.length = response_length;
        break;
    case BTE_FILE_MESSAGE:
        l.what = "a message", l.max = BTE_MESSAGE_FILE_MAX;
        break;
    }
    return l;
}

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
