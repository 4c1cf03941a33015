/* GT of BLS12-381: the order-r subgroup of Fp12* where the pairing takes its values
 * (fp12_381.h), with its 576-byte encoding. Functions are constant time unless named _var. */
#ifndef ECBATCH_PAIRING_GT_381_H
#define ECBATCH_PAIRING_GT_381_H

#include <stdint.h>

#include "ecbatch/status.h"
#include "field/bls12/fp12_381.h"

#define GT_381_BYTES 576

/* The coefficients of w^0 .. w^5 in order (g0, h0, g1, h1, g2, h2 with c0 = g0 + g1 v + g2 v^2,
 * c1 = h0 + h1 v + h2 v^2), each Fp2 element c0 then c1, each Fp element 48 bytes big-endian:
 * blst_bendian_from_fp12's layout. */
void gt_381_encode(uint8_t out[GT_381_BYTES], const fp12_381 *a);
/* The inverse of gt_381_encode: ECB_ERR_NON_CANONICAL (and *r = 0) when any of the 12 base-field
 * integers is >= p. No membership check (gt_381_is_member_var). Constant time except for the
 * status. */
ecb_status gt_381_decode(fp12_381 *r, const uint8_t in[GT_381_BYTES]);

/* 1 when a lies in GT. a must be nonzero, cyclotomic (a^(p^4 - p^2 + 1) = 1, checked as
 * a^(p^4) a = a^(p^2)), and satisfy a^p = a^x: Scott, "A note on group membership tests for
 * G1, G2 and GT on BLS pairing-friendly curves", ePrint 2021/1130. Why it suffices: such an a
 * has order dividing gcd(p - x, p^4 - p^2 + 1) and p - x = (x - 1)^2 r / 3, so the order
 * divides r gcd((x - 1)^2 / 3, (p^4 - p^2 + 1) / r) = r (that gcd is 1 for BLS12-381; the
 * test suite checks the criterion against a^r = 1). Variable time (public a). */
int gt_381_is_member_var(const fp12_381 *a);

/* r = a^e for a in GT (cyclotomic squarings) and a public exponent e of `limbs` little-endian
 * 64-bit words. Variable time in e; a may be secret. */
void gt_381_pow_var(fp12_381 *r, const fp12_381 *a, const uint64_t *e, size_t limbs);
/* r = a^k for a in GT and a secret 256-bit k (4 little-endian words): fixed 4-bit windows, a
 * 16-entry table read by a full constant-time scan. Constant time in a and k. */
void gt_381_pow(fp12_381 *r, const fp12_381 *a, const uint64_t k[4]);

#endif
