/* The interface of the 6x64-limb Montgomery prime fields (fp381, fp377): one declaration list,
 * stamped out per field by ECB_FP6X64_DECLARE(F), and one implementation, fp6x64_impl.h,
 * included per field.
 *
 * An element F holds x * R mod p, R = 2^384, always fully reduced to [0, p). Every function is
 * constant time in its field-element inputs unless its name ends in _var. Outputs may alias
 * inputs.
 *
 *   F_add, F_sub, F_neg, F_dbl (2a), F_half (a / 2)     modular addition family
 *   F_mul, F_sqr                 Montgomery product a b R^-1 (MULX/ADX kernel when the CPU has
 *                                it, else the portable __int128 kernel; both bit-identical)
 *   F_mul_portable, F_mul_adx    the two kernels, for tests and benchmarks (F_mul_adx only when
 *                                ECB_FP_HAVE_ADX, and only on a CPU with BMI2 and ADX)
 *   F_mul_unreduced              F_mul of integer limbs a, b < 2p (F_add_wide sums), the result
 *                                fully reduced: saves the reductions of sums that only feed a
 *                                product
 *   F_mul_wide                   the integer product a b of a, b < 2^384 (12 limbs), unreduced
 *   F_redc                       Montgomery reduction t 2^-384 mod p of t < p 2^384 (12 limbs);
 *                                F_redc(F_mul_wide(a, b)) = F_mul(a, b)
 *   F_add_wide                   the integer sum a + b (< 2p, 6 limbs), unreduced
 *   F_add_double                 the integer sum a + b of 12-limb values (a + b < 2^768)
 *   F_sub_double                 the integer difference a - b of 12-limb values (a >= b)
 *   F_sub_wide                   a - b, plus p 2^384 when a < b (12 limbs, a, b < p 2^384): a
 *                                representative below p 2^384 of a - b, for F_redc
 *   F_add_double_mod             a + b, less p 2^384 when the sum reaches it (12 limbs, a, b
 *                                < p 2^384): F_sub_wide's counterpart, for sums of products
 *                                that F_redc reduces once (lazy reduction in Fp6 and Fp12)
 *   F_to_mont, F_from_mont       integer limbs (< p) <-> Montgomery form
 *   F_from_u64, F_zero, F_one    constants
 *   F_decode                     48 bytes big-endian -> element; ECB_ERR_NON_CANONICAL (and
 *                                zero) when the integer is >= p. Constant time except for the
 *                                returned status.
 *   F_encode                     element -> its canonical 48 bytes big-endian
 *   F_reduce_wide                64 bytes big-endian, any value, reduced mod p (hash_to_field
 *                                of RFC 9380 §5.2 with L = 64)
 *   F_to_canonical               element -> canonical integer limbs, little-endian
 *   F_is_zero, F_equal           1 or 0
 *   F_is_odd                     parity of the canonical integer (sgn0 of RFC 9380 §4.1)
 *   F_is_lexlargest              1 when the canonical integer is > (p - 1) / 2
 *   F_cmov                       r = flag ? a : r (flag 0 or 1)
 *   F_cneg                       r = flag ? -a : a (flag 0 or 1)
 *   F_pow                        a^e, e public (6 little-endian limbs): fixed windows, constant
 *                                time in a
 *   F_inv                        a^-1 (0 for 0), Bernstein–Yang safegcd, constant time
 *   F_inv_var                    the same, variable time, public a only
 *   F_legendre                   a^((p-1)/2) as 1, -1, or 0
 *   F_is_square                  1 when a is a square (0 counts as a square)
 *   F_batch_inv                  out[i] = in[i]^-1 for i < n with one inversion (Montgomery's
 *                                trick); zero inputs give zero; scratch holds n elements;
 *                                out may equal in. Constant time in the values.
 *   F_batch_inv_var              the same with the variable-time inversion (public data). */
#ifndef ECBATCH_FIELD_FP6X64_H
#define ECBATCH_FIELD_FP6X64_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/status.h"
#include "field/fp_adx.h"

#define ECB_FP6X64_DECLARE(F)                                                                      \
    typedef struct F {                                                                             \
        uint64_t v[6];                                                                             \
    } F;                                                                                           \
    void F##_add(F *r, const F *a, const F *b);                                                    \
    void F##_sub(F *r, const F *a, const F *b);                                                    \
    void F##_neg(F *r, const F *a);                                                                \
    void F##_dbl(F *r, const F *a);                                                                \
    void F##_half(F *r, const F *a);                                                               \
    void F##_mul(F *r, const F *a, const F *b);                                                    \
    void F##_sqr(F *r, const F *a);                                                                \
    void F##_mul_portable(F *r, const F *a, const F *b);                                           \
    void F##_mul_adx(F *r, const F *a, const F *b);                                                \
    void F##_mul_unreduced(F *r, const uint64_t a[6], const uint64_t b[6]);                        \
    void F##_mul_wide(uint64_t r[12], const uint64_t a[6], const uint64_t b[6]);                   \
    void F##_redc(F *r, const uint64_t t[12]);                                                     \
    void F##_add_wide(uint64_t r[6], const F *a, const F *b);                                      \
    void F##_add_double(uint64_t r[12], const uint64_t a[12], const uint64_t b[12]);               \
    void F##_sub_double(uint64_t r[12], const uint64_t a[12], const uint64_t b[12]);               \
    void F##_sub_wide(uint64_t r[12], const uint64_t a[12], const uint64_t b[12]);                 \
    void F##_add_double_mod(uint64_t r[12], const uint64_t a[12], const uint64_t b[12]);           \
    void F##_to_mont(F *r, const uint64_t a[6]);                                                   \
    void F##_from_mont(uint64_t r[6], const F *a);                                                 \
    void F##_from_u64(F *r, uint64_t x);                                                           \
    void F##_zero(F *r);                                                                           \
    void F##_one(F *r);                                                                            \
    ecb_status F##_decode(F *r, const uint8_t in[48]);                                             \
    void F##_encode(uint8_t out[48], const F *a);                                                  \
    void F##_reduce_wide(F *r, const uint8_t in[64]);                                              \
    void F##_to_canonical(uint64_t out[6], const F *a);                                            \
    int F##_is_zero(const F *a);                                                                   \
    int F##_equal(const F *a, const F *b);                                                         \
    int F##_is_odd(const F *a);                                                                    \
    int F##_is_lexlargest(const F *a);                                                             \
    void F##_cmov(F *r, const F *a, int flag);                                                     \
    void F##_cneg(F *r, const F *a, int flag);                                                     \
    void F##_pow(F *r, const F *a, const uint64_t e[6]);                                           \
    void F##_inv(F *r, const F *a);                                                                \
    void F##_inv_var(F *r, const F *a);                                                            \
    int F##_legendre(const F *a);                                                                  \
    int F##_is_square(const F *a);                                                                 \
    void F##_batch_inv(F *out, const F *in, size_t n, F *scratch);                                 \
    void F##_batch_inv_var(F *out, const F *in, size_t n, F *scratch);

#endif
