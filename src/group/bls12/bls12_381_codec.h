/* ZCash / IETF serialisation of BLS12-381 G1 and G2 points (../shared/vectors/FORMAT.md §2.2;
 * draft-irtf-cfrg-pairing-friendly-curves, Appendix C).
 *
 * Compressed: G1 48 bytes (x), G2 96 bytes (x.c1 || x.c0), big-endian, with byte-0 flags
 * 0x80 compressed (required), 0x40 infinity, 0x20 "y is the larger of y, -y". Uncompressed:
 * G1 96 bytes (x || y), G2 192 bytes (x.c1 || x.c0 || y.c1 || y.c0), only 0x40 allowed.
 *
 * Decoders check, in this order, and report the first failure: flags (ECB_ERR_BAD_FLAGS),
 * infinity payload (ECB_ERR_INFINITY_PAYLOAD), coordinates < p (ECB_ERR_NON_CANONICAL),
 * square root exists / curve equation (ECB_ERR_NOT_ON_CURVE), subgroup
 * (ECB_ERR_NOT_IN_SUBGROUP). On error *out is the identity. Decoding is variable time (points
 * are public); encoding is constant time. */
#ifndef ECBATCH_GROUP_BLS12_381_CODEC_H
#define ECBATCH_GROUP_BLS12_381_CODEC_H

#include "ecbatch/status.h"
#include "group/bls12/g1_381.h"
#include "group/bls12/g2_381.h"

ecb_status g1_381_decode(g1_381_jac *out, const uint8_t in[48]);
ecb_status g1_381_decode_uncompressed(g1_381_jac *out, const uint8_t in[96]);
void g1_381_encode(uint8_t out[48], const g1_381_jac *p);
void g1_381_encode_uncompressed(uint8_t out[96], const g1_381_jac *p);

ecb_status g2_381_decode(g2_381_jac *out, const uint8_t in[96]);
ecb_status g2_381_decode_uncompressed(g2_381_jac *out, const uint8_t in[192]);
void g2_381_encode(uint8_t out[96], const g2_381_jac *p);
void g2_381_encode_uncompressed(uint8_t out[192], const g2_381_jac *p);

#endif
