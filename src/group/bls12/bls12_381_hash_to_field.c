/* hash_to_field for the BLS12-381 suites (RFC 9380 §5.2): L = 64 bytes per base-field element,
 * expand_message_xmd with SHA-256, each element OS2IP(chunk) mod p (fp381_reduce_wide). */
#include <sodium.h>

#include "group/bls12/bls12_381_h2c.h"
#include "hash/expand_xmd.h"

#define H2F_L 64

ecb_status bls12_381_hash_to_fp(fp381 *u, size_t count, const uint8_t *msg, size_t msg_len,
                                const uint8_t *dst, size_t dst_len) {
    return bls12_381_hash_to_fp_aug(u, count, NULL, 0, msg, msg_len, dst, dst_len);
}

ecb_status bls12_381_hash_to_fp2(fp2_381 *u, size_t count, const uint8_t *msg, size_t msg_len,
                                 const uint8_t *dst, size_t dst_len) {
    return bls12_381_hash_to_fp2_aug(u, count, NULL, 0, msg, msg_len, dst, dst_len);
}

ecb_status bls12_381_hash_to_fp_aug(fp381 *u, size_t count, const uint8_t *aug, size_t aug_len,
                                    const uint8_t *msg, size_t msg_len, const uint8_t *dst,
                                    size_t dst_len) {
    uint8_t bytes[2 * H2F_L];
    if (u == NULL) return ECB_ERR_NULL_POINTER;
    if (count < 1 || count > 2) return ECB_ERR_INVALID_ARGUMENT;
    ecb_status st = ecb_expand_message_xmd_sha256_aug(bytes, count * H2F_L, aug, aug_len, msg,
                                                      msg_len, dst, dst_len);
    if (st != ECB_OK) return st;
    for (size_t i = 0; i < count; i++)
        fp381_reduce_wide(&u[i], bytes + i * H2F_L);
    sodium_memzero(bytes, sizeof bytes);
    return ECB_OK;
}

ecb_status bls12_381_hash_to_fp2_aug(fp2_381 *u, size_t count, const uint8_t *aug, size_t aug_len,
                                     const uint8_t *msg, size_t msg_len, const uint8_t *dst,
                                     size_t dst_len) {
    uint8_t bytes[4 * H2F_L];
    if (u == NULL) return ECB_ERR_NULL_POINTER;
    if (count < 1 || count > 2) return ECB_ERR_INVALID_ARGUMENT;
    ecb_status st = ecb_expand_message_xmd_sha256_aug(bytes, 2 * count * H2F_L, aug, aug_len, msg,
                                                      msg_len, dst, dst_len);
    if (st != ECB_OK) return st;
    for (size_t i = 0; i < count; i++) {
        fp381_reduce_wide(&u[i].c0, bytes + 2 * i * H2F_L);
        fp381_reduce_wide(&u[i].c1, bytes + (2 * i + 1) * H2F_L);
    }
    sodium_memzero(bytes, sizeof bytes);
    return ECB_OK;
}
