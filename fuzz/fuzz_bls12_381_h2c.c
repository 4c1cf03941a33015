/* libFuzzer target: BLS12-381 hash-to-curve on arbitrary inputs. Byte 0 gives the DST length
 * (low 7 bits; the top bit makes it an oversize DST of 256 + n bytes, the §5.3.3 path), byte 1
 * the output length of a direct expand_message_xmd call (33 n, up to past the 8160-byte
 * limit); the rest is split into DST and message. Checks: expand_message_xmd's status follows
 * the documented rules (empty DST and ell > 255 rejected, all else accepted), the RO and NU
 * outputs of G1 and G2 are in their subgroups and survive an encode / decode round trip, an
 * error leaves the identity, and map_to_curve of the hashed field elements is on the curve. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bls12_381.h"
#include "group/bls12/bls12_381_h2c.h"
#include "hash/expand_xmd.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static uint8_t oversize_dst[256 + 128];
    if (size < 2) return 0;
    size_t dst_len = data[0] & 0x7f, out_len = (size_t)data[1] * 33;
    int oversize = data[0] >> 7;
    data += 2;
    size -= 2;
    if (dst_len > size) dst_len = size;
    const uint8_t *dst = data, *msg = data + dst_len;
    size_t msg_len = size - dst_len;
    if (oversize) { /* a DST of 256 + dst_len bytes: the §5.3.3 path */
        memset(oversize_dst, 'O', 256);
        memcpy(oversize_dst + 256, dst, dst_len);
        dst = oversize_dst;
        dst_len += 256;
    }

    uint8_t out[ECB_XMD_SHA256_MAX_BYTES];
    ecb_status st = ecb_expand_message_xmd_sha256(out, out_len, msg, msg_len, dst, dst_len);
    ecb_status want = dst_len == 0
                          ? ECB_ERR_INVALID_ARGUMENT
                          : (out_len > ECB_XMD_SHA256_MAX_BYTES ? ECB_ERR_SIZE_OVERFLOW : ECB_OK);
    if (st != want) abort();

    ecb_bls12_381_g1 p1, q1;
    ecb_bls12_381_g2 p2, q2;
    uint8_t e1[48], e2[96];
    st = ecb_bls12_381_g1_hash_to_curve(&p1, msg, msg_len, dst, dst_len);
    if (dst_len == 0) {
        if (st != ECB_ERR_INVALID_ARGUMENT || !ecb_bls12_381_g1_is_identity(&p1)) abort();
        return 0;
    }
    if (st != ECB_OK || !ecb_bls12_381_g1_is_in_subgroup_var(&p1)) abort();
    ecb_bls12_381_g1_encode(e1, &p1);
    if (ecb_bls12_381_g1_decode(&q1, e1) != ECB_OK || !ecb_bls12_381_g1_equal(&p1, &q1)) abort();
    if (ecb_bls12_381_g1_encode_to_curve(&q1, msg, msg_len, dst, dst_len) != ECB_OK ||
        !ecb_bls12_381_g1_is_in_subgroup_var(&q1))
        abort();

    if (ecb_bls12_381_g2_hash_to_curve(&p2, msg, msg_len, dst, dst_len) != ECB_OK ||
        !ecb_bls12_381_g2_is_in_subgroup_var(&p2))
        abort();
    ecb_bls12_381_g2_encode(e2, &p2);
    if (ecb_bls12_381_g2_decode(&q2, e2) != ECB_OK || !ecb_bls12_381_g2_equal(&p2, &q2)) abort();
    if (ecb_bls12_381_g2_encode_to_curve(&q2, msg, msg_len, dst, dst_len) != ECB_OK ||
        !ecb_bls12_381_g2_is_in_subgroup_var(&q2))
        abort();

    /* the maps alone: points on the curves */
    fp381 u[2];
    fp2_381 v[2];
    g1_381_jac r1;
    g2_381_jac r2;
    if (bls12_381_hash_to_fp(u, 2, msg, msg_len, dst, dst_len) != ECB_OK) abort();
    if (bls12_381_hash_to_fp2(v, 2, msg, msg_len, dst, dst_len) != ECB_OK) abort();
    for (int i = 0; i < 2; i++) {
        g1_381_map_to_curve(&r1, &u[i]);
        g2_381_map_to_curve(&r2, &v[i]);
        if (!g1_381_jac_is_on_curve(&r1) || !g2_381_jac_is_on_curve(&r2)) abort();
    }
    return 0;
}
