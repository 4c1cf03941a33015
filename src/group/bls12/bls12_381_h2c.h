/* Hashing to BLS12-381 G1 and G2 (RFC 9380), suites BLS12381G1_XMD:SHA-256_SSWU_RO_ /
 * BLS12381G2_XMD:SHA-256_SSWU_RO_ and their _NU_ (encode_to_curve) variants:
 *
 *   hash_to_curve(msg)   = clear_cofactor(map_to_curve(u0) + map_to_curve(u1)),
 *   encode_to_curve(msg) = clear_cofactor(map_to_curve(u0)),
 *
 * with u = hash_to_field(msg, count) (expand_message_xmd with SHA-256, L = 64 bytes per base
 * field element), map_to_curve = the simplified SWU map onto the isogenous curve E' (§6.6.2)
 * followed by the isogeny E' -> E (§6.6.3, appendix E.2 / E.3), and clear_cofactor
 * multiplication by h_eff (§8.8.1; for G2 through the endomorphism psi, appendix G.3).
 *
 * Every function here is constant time in the message, the field elements and the points (no
 * branches or memory indices depend on them); lengths and DSTs are public. */
#ifndef ECBATCH_GROUP_BLS12_381_H2C_H
#define ECBATCH_GROUP_BLS12_381_H2C_H

#include <stddef.h>
#include <stdint.h>

#include "group/bls12/g1_381.h"
#include "group/bls12/g2_381.h"

/* hash_to_field (§5.2) for Fp (m = 1) and Fp2 (m = 2): expands msg to count * m * 64 bytes and
 * reduces each 64-byte big-endian chunk mod p (Fp2: c0 from the first chunk, c1 from the
 * second). Returns ECB_OK; ECB_ERR_INVALID_ARGUMENT when count is not 1 or 2;
 * ECB_ERR_NULL_POINTER when u is NULL; else the error of ecb_expand_message_xmd_sha256
 * (ECB_ERR_NULL_POINTER for dst or a non-empty msg NULL, ECB_ERR_INVALID_ARGUMENT for an empty
 * dst). */
ecb_status bls12_381_hash_to_fp(fp381 *u, size_t count, const uint8_t *msg, size_t msg_len,
                                const uint8_t *dst, size_t dst_len);
ecb_status bls12_381_hash_to_fp2(fp2_381 *u, size_t count, const uint8_t *msg, size_t msg_len,
                                 const uint8_t *dst, size_t dst_len);
/* The same for the message aug || msg (ecb_expand_message_xmd_sha256_aug; aug may be NULL when
 * aug_len is 0). */
ecb_status bls12_381_hash_to_fp_aug(fp381 *u, size_t count, const uint8_t *aug, size_t aug_len,
                                    const uint8_t *msg, size_t msg_len, const uint8_t *dst,
                                    size_t dst_len);
ecb_status bls12_381_hash_to_fp2_aug(fp2_381 *u, size_t count, const uint8_t *aug, size_t aug_len,
                                     const uint8_t *msg, size_t msg_len, const uint8_t *dst,
                                     size_t dst_len);

/* ---- G1 ---------------------------------------------------------------------------------- */

/* The simplified SWU map onto E1' (§6.6.2, straight-line form of appendix F.2 with the
 * sqrt_ratio of F.2.1.2): the point (xn / xd, y) of E1'. xd is never zero. */
void g1_381_sswu(fp381 *xn, fp381 *xd, fp381 *y, const fp381 *u);
/* The 11-isogeny E1' -> E (appendix E.2) of the point (xn / xd, y), evaluated without
 * inversions; points of its kernel give the identity. */
void g1_381_iso_map(g1_381_jac *r, const fp381 *xn, const fp381 *xd, const fp381 *y);
/* map_to_curve = iso_map(sswu(u)): a point of E (not yet in G1). */
void g1_381_map_to_curve(g1_381_jac *r, const fp381 *u);
/* clear_cofactor: r = h_eff P with h_eff = 0xd201000000010001 (§8.8.1). Any point of E
 * (identity included) goes to G1. */
void g1_381_clear_cofactor(g1_381_jac *r, const g1_381_jac *p);
/* hash_to_curve (random oracle) and encode_to_curve (nonuniform); errors as hash_to_fp, with
 * r the identity. */
ecb_status g1_381_hash_to_curve(g1_381_jac *r, const uint8_t *msg, size_t msg_len,
                                const uint8_t *dst, size_t dst_len);
ecb_status g1_381_encode_to_curve(g1_381_jac *r, const uint8_t *msg, size_t msg_len,
                                  const uint8_t *dst, size_t dst_len);

/* ---- G2 ---------------------------------------------------------------------------------- */

/* The simplified SWU map onto E2' over Fp2, with an inversion-free sqrt_ratio built on the norm
 * map to Fp (see bls12_381_h2c_g2.c): the point (xn / xd, y) of E2'; xd is never zero. */
void g2_381_sswu(fp2_381 *xn, fp2_381 *xd, fp2_381 *y, const fp2_381 *u);
/* The 3-isogeny E2' -> E (appendix E.3), without inversions. */
void g2_381_iso_map(g2_381_jac *r, const fp2_381 *xn, const fp2_381 *xd, const fp2_381 *y);
void g2_381_map_to_curve(g2_381_jac *r, const fp2_381 *u);
/* clear_cofactor: r = h_eff P for the h_eff of §8.8.2, computed as
 * [z^2 - z - 1] P + [z - 1] psi(P) + psi^2(2P) (Budroni–Pintore; appendix G.3), z the BLS
 * parameter. Any point of the twist goes to G2. */
void g2_381_clear_cofactor(g2_381_jac *r, const g2_381_jac *p);
ecb_status g2_381_hash_to_curve(g2_381_jac *r, const uint8_t *msg, size_t msg_len,
                                const uint8_t *dst, size_t dst_len);
ecb_status g2_381_encode_to_curve(g2_381_jac *r, const uint8_t *msg, size_t msg_len,
                                  const uint8_t *dst, size_t dst_len);

#endif
