/* The interface of the 4x64-limb Montgomery prime fields (fp254, the base field of BN254): one
 * declaration list, stamped out per field by ECB_FP4X64_DECLARE(F), and one implementation,
 * fp4x64_impl.h, included per field. The operations are those of bls12/fp6x64.h on four limbs;
 * the lazy-reduction pieces of the 6x64 fields (F_mul_wide, F_redc, F_add_wide, ...), which only
 * the extension fields of BLS12-381 use, and the hash-to-curve helpers (F_reduce_wide, F_is_odd)
 * are not part of it.
 *
 * An element F holds x * R mod p, R = 2^256, always fully reduced to [0, p). Every function is
 * constant time in its field-element inputs unless its name ends in _var. Outputs may alias
 * inputs.
 *
 *   F_add, F_sub, F_neg, F_dbl (2a), F_half (a / 2)   modular addition family
 *   F_mul, F_sqr                 Montgomery product a b R^-1 (MULX/ADX kernel when the CPU has
 *                                it, else the portable __int128 kernel; both bit-identical)
 *   F_mul_portable, F_mul_adx    the two kernels, for tests and benchmarks (F_mul_adx only when
 *                                ECB_FP_HAVE_ADX, and only on a CPU with BMI2 and ADX)
 *   F_to_mont, F_from_mont       integer limbs (< p) <-> Montgomery form
 *   F_from_u64, F_zero, F_one    constants
 *   F_decode                     32 bytes big-endian -> element; ECB_ERR_NON_CANONICAL (and
 *                                zero) when the integer is >= p. Constant time except for the
 *                                returned status.
 *   F_encode                     element -> its canonical 32 bytes big-endian
 *   F_is_zero, F_equal           1 or 0
 *   F_is_lexlargest              1 when the canonical integer is > (p - 1) / 2
 *   F_cmov                       r = flag ? a : r (flag 0 or 1)
 *   F_pow                        a^e, e public (4 little-endian limbs): sliding windows,
 *                                constant time in a
 *   F_inv                        a^-1 (0 for 0), Bernstein–Yang safegcd, constant time
 *   F_inv_var                    the same, variable time, public a only
 *   F_batch_inv                  out[i] = in[i]^-1 for i < n with one inversion (Montgomery's
 *                                trick); zero inputs give zero; scratch holds n elements;
 *                                out may equal in. Constant time in the values.
 *   F_batch_inv_var              the same with the variable-time inversion (public data). */
#ifndef ECBATCH_FIELD_FP4X64_H
#define ECBATCH_FIELD_FP4X64_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/status.h"
#include "field/fp_adx.h"

#define ECB_FP4X64_DECLARE(F)                                                                      \
    typedef struct F {                                                                             \
        uint64_t v[4];                                                                             \
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
    void F##_to_mont(F *r, const uint64_t a[4]);                                                   \
    void F##_from_mont(uint64_t r[4], const F *a);                                                 \
    void F##_from_u64(F *r, uint64_t x);                                                           \
    void F##_zero(F *r);                                                                           \
    void F##_one(F *r);                                                                            \
    ecb_status F##_decode(F *r, const uint8_t in[32]);                                             \
    void F##_encode(uint8_t out[32], const F *a);                                                  \
    int F##_is_zero(const F *a);                                                                   \
    int F##_equal(const F *a, const F *b);                                                         \
    int F##_is_lexlargest(const F *a);                                                             \
    void F##_cmov(F *r, const F *a, int flag);                                                     \
    void F##_pow(F *r, const F *a, const uint64_t e[4]);                                           \
    void F##_inv(F *r, const F *a);                                                                \
    void F##_inv_var(F *r, const F *a);                                                            \
    void F##_batch_inv(F *out, const F *in, size_t n, F *scratch);                                 \
    void F##_batch_inv_var(F *out, const F *in, size_t n, F *scratch);

#endif
