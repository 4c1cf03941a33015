/* expand_message_xmd with SHA-256 (RFC 9380 §5.3.1, oversize DSTs §5.3.3). With b_in_bytes = 32
 * and s_in_bytes = 64 (SHA-256's block):
 *
 *   DST_prime = DST || I2OSP(len(DST), 1)
 *   b_0 = H(I2OSP(0, 64) || msg || I2OSP(len_in_bytes, 2) || I2OSP(0, 1) || DST_prime)
 *   b_1 = H(b_0 || I2OSP(1, 1) || DST_prime)
 *   b_i = H(strxor(b_0, b_(i-1)) || I2OSP(i, 1) || DST_prime),  i = 2 .. ell
 *   output = the first len_in_bytes bytes of b_1 || ... || b_ell */
#include "hash/expand_xmd.h"

#include <sodium.h>
#include <string.h>

#define XMD_B 32 /* SHA-256 output bytes */
#define XMD_S 64 /* SHA-256 block bytes */

ecb_status ecb_expand_message_xmd_sha256(uint8_t *out, size_t out_len, const uint8_t *msg,
                                         size_t msg_len, const uint8_t *dst, size_t dst_len) {
    return ecb_expand_message_xmd_sha256_aug(out, out_len, NULL, 0, msg, msg_len, dst, dst_len);
}

ecb_status ecb_expand_message_xmd_sha256_aug(uint8_t *out, size_t out_len, const uint8_t *aug,
                                             size_t aug_len, const uint8_t *msg, size_t msg_len,
                                             const uint8_t *dst, size_t dst_len) {
    static const uint8_t z_pad[XMD_S] = {0};
    static const char oversize[] = "H2C-OVERSIZE-DST-";
    crypto_hash_sha256_state st;
    uint8_t dst_hash[XMD_B], b0[XMD_B], bi[XMD_B], x[XMD_B], lib[3], dst_len_byte, ctr;

    if (dst == NULL || (msg == NULL && msg_len != 0) || (aug == NULL && aug_len != 0) ||
        (out == NULL && out_len != 0))
        return ECB_ERR_NULL_POINTER;
    if (dst_len == 0) return ECB_ERR_INVALID_ARGUMENT;
    if (out_len > ECB_XMD_SHA256_MAX_BYTES) return ECB_ERR_SIZE_OVERFLOW;

    if (dst_len > 255) { /* §5.3.3: DST = H("H2C-OVERSIZE-DST-" || DST) */
        crypto_hash_sha256_init(&st);
        crypto_hash_sha256_update(&st, (const uint8_t *)oversize, sizeof oversize - 1);
        crypto_hash_sha256_update(&st, dst, dst_len);
        crypto_hash_sha256_final(&st, dst_hash);
        dst = dst_hash;
        dst_len = XMD_B;
    }
    dst_len_byte = (uint8_t)dst_len;

    /* b_0 */
    lib[0] = (uint8_t)(out_len >> 8);
    lib[1] = (uint8_t)out_len;
    lib[2] = 0;
    crypto_hash_sha256_init(&st);
    crypto_hash_sha256_update(&st, z_pad, sizeof z_pad);
    if (aug_len != 0) crypto_hash_sha256_update(&st, aug, aug_len);
    if (msg_len != 0) crypto_hash_sha256_update(&st, msg, msg_len);
    crypto_hash_sha256_update(&st, lib, sizeof lib);
    crypto_hash_sha256_update(&st, dst, dst_len);
    crypto_hash_sha256_update(&st, &dst_len_byte, 1);
    crypto_hash_sha256_final(&st, b0);

    /* b_i for i = 1 .. ell, starting from b_(i-1) = 0 so that b_1 hashes strxor(b_0, 0) = b_0 */
    memset(bi, 0, sizeof bi);
    for (size_t done = 0, i = 1; done < out_len; done += XMD_B, i++) {
        for (size_t j = 0; j < XMD_B; j++)
            x[j] = b0[j] ^ bi[j];
        ctr = (uint8_t)i;
        crypto_hash_sha256_init(&st);
        crypto_hash_sha256_update(&st, x, sizeof x);
        crypto_hash_sha256_update(&st, &ctr, 1);
        crypto_hash_sha256_update(&st, dst, dst_len);
        crypto_hash_sha256_update(&st, &dst_len_byte, 1);
        crypto_hash_sha256_final(&st, bi);
        size_t take = out_len - done < XMD_B ? out_len - done : XMD_B;
        memcpy(out + done, bi, take);
    }
    sodium_memzero(&st, sizeof st);
    sodium_memzero(b0, sizeof b0);
    sodium_memzero(bi, sizeof bi);
    sodium_memzero(x, sizeof x);
    return ECB_OK;
}
