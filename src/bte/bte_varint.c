/* LEB128 framing and a bounds-checked reader; see bte_varint.h. */
#include "bte/bte_varint.h"

size_t bte_varint_put(uint8_t out[BTE_VARINT32_MAX_BYTES], uint32_t x) {
    size_t n = 0;
    while (x >= 0x80) {
        out[n++] = (uint8_t)(x | 0x80);
        x >>= 7;
    }
    out[n++] = (uint8_t)x;
    return n;
}

size_t bte_length_suffix(uint8_t out[BTE_VARINT64_MAX_BYTES], uint64_t x) {
    uint8_t leb[BTE_VARINT64_MAX_BYTES];
    size_t n = 0;
    while (x >= 0x80) {
        leb[n++] = (uint8_t)(x | 0x80);
        x >>= 7;
    }
    leb[n++] = (uint8_t)x;
    for (size_t i = 0; i < n; i++)
        out[i] = leb[n - 1 - i];
    return n;
}

ecb_status bte_read_varint(bte_reader *r, uint32_t *out) {
    uint64_t v = 0;
    for (size_t i = 0; i < BTE_VARINT32_MAX_BYTES; i++) {
        if (r->left == 0) return ECB_ERR_PROOF_FORMAT;
        uint8_t b = *r->p++;
        r->left--;
        v |= (uint64_t)(b & 0x7f) << (7 * i);
        if ((b & 0x80) == 0) {
            /* minimal: the last byte carries bits, unless the value is 0 itself */
            if (b == 0 && i > 0) return ECB_ERR_PROOF_FORMAT;
            if (v > UINT32_MAX) return ECB_ERR_PROOF_FORMAT;
            *out = (uint32_t)v;
            return ECB_OK;
        }
    }
    return ECB_ERR_PROOF_FORMAT;
}

ecb_status bte_read_bytes(bte_reader *r, size_t n, const uint8_t **out) {
    if (n > r->left) return ECB_ERR_PROOF_FORMAT;
    *out = r->p;
    r->p += n;
    r->left -= n;
    return ECB_OK;
}

ecb_status bte_read_u32_be(bte_reader *r, uint32_t *out) {
    const uint8_t *p;
    ecb_status st = bte_read_bytes(r, 4, &p);
    if (st != ECB_OK) return st;
    *out = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
    return ECB_OK;
}
