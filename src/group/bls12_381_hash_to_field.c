/* hash_to_field for the BLS12-381 suites (RFC 9380 §5.2): L = 64 bytes per base-field element,
 * expand_message_xmd with SHA-256, each element OS2IP(chunk) mod p. */
#include <sodium.h>

#include "group/bls12_381_h2c.h"
#include "hash/expand_xmd.h"

#define H2F_L 64

/* 2^256 R^2 mod p (R = 2^384): the Montgomery product of an integer h < p with it is the
 * Montgomery form h 2^256 R of h 2^256. */
static const fp381 two_256_r2 = {{0xfb73eaead26ebe58ULL, 0x861c23693de6a351ULL,
                                  0x76e5bc3ff951c543ULL, 0xcc0868ce6a76590cULL,
                                  0xf0a85a3f35446d0bULL, 0x0010a8c1a49a064fULL}};

/* r = OS2IP(in) mod p for 64 big-endian bytes: in = hi 2^256 + lo with hi, lo < 2^256 < p, so
 * r = hi 2^256 + lo, each half brought to Montgomery form by one product. Constant time. */
void bls12_381_fp_from_bytes64(fp381 *r, const uint8_t in[H2F_L]) {
    uint64_t lo[6] = {0}, hi_limbs[6] = {0};
    fp381 hi, t;
    for (int i = 0; i < 4; i++) {
        uint64_t h = 0, l = 0;
        for (int j = 0; j < 8; j++) {
            h = (h << 8) | in[24 - 8 * i + j];
            l = (l << 8) | in[56 - 8 * i + j];
        }
        hi_limbs[i] = h;
        lo[i] = l;
    }
    for (int i = 0; i < 6; i++)
        hi.v[i] = hi_limbs[i];
    fp381_mul(&hi, &hi, &two_256_r2);
    fp381_to_mont(&t, lo);
    fp381_add(r, &hi, &t);
    sodium_memzero(lo, sizeof lo);
    sodium_memzero(hi_limbs, sizeof hi_limbs);
    sodium_memzero(&t, sizeof t);
}

ecb_status bls12_381_hash_to_fp(fp381 *u, size_t count, const uint8_t *msg, size_t msg_len,
                                const uint8_t *dst, size_t dst_len) {
    uint8_t bytes[2 * H2F_L];
    if (u == NULL) return ECB_ERR_NULL_POINTER;
    if (count < 1 || count > 2) return ECB_ERR_INVALID_ARGUMENT;
    ecb_status st = ecb_expand_message_xmd_sha256(bytes, count * H2F_L, msg, msg_len, dst, dst_len);
    if (st != ECB_OK) return st;
    for (size_t i = 0; i < count; i++)
        bls12_381_fp_from_bytes64(&u[i], bytes + i * H2F_L);
    sodium_memzero(bytes, sizeof bytes);
    return ECB_OK;
}

ecb_status bls12_381_hash_to_fp2(fp2_381 *u, size_t count, const uint8_t *msg, size_t msg_len,
                                 const uint8_t *dst, size_t dst_len) {
    uint8_t bytes[4 * H2F_L];
    if (u == NULL) return ECB_ERR_NULL_POINTER;
    if (count < 1 || count > 2) return ECB_ERR_INVALID_ARGUMENT;
    ecb_status st =
        ecb_expand_message_xmd_sha256(bytes, 2 * count * H2F_L, msg, msg_len, dst, dst_len);
    if (st != ECB_OK) return st;
    for (size_t i = 0; i < count; i++) {
        bls12_381_fp_from_bytes64(&u[i].c0, bytes + 2 * i * H2F_L);
        bls12_381_fp_from_bytes64(&u[i].c1, bytes + (2 * i + 1) * H2F_L);
    }
    sodium_memzero(bytes, sizeof bytes);
    return ECB_OK;
}
