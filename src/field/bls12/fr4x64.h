/* The interface of the 4x64-limb Montgomery scalar fields (fr381: r of BLS12-381, fr377: r of
 * BLS12-377): one declaration list stamped out per field by ECB_FR4X64_DECLARE(F), one
 * implementation (fr4x64_impl.h) included per field.
 *
 * An element F holds x * R mod r, R = 2^256, fully reduced. Constant time in the elements
 * unless named _var; outputs may alias inputs.
 *
 *   F_add, F_sub, F_neg, F_mul, F_sqr     arithmetic mod r (CIOS Montgomery product: the MULX/ADX
 *                                         kernel, field/mont4x64_adx.h, at level adx or above,
 *                                         else portable C; the same bits)
 *   F_to_mont, F_from_mont                integer limbs (< r) <-> Montgomery form
 *   F_from_u64, F_zero, F_one             constants
 *   F_decode                              32 bytes big-endian -> element;
 *                                         ECB_ERR_SCALAR_OUT_OF_RANGE (and zero) when >= r;
 *                                         constant time except for the status
 *   F_encode                              element -> canonical 32 bytes big-endian
 *   F_reduce_wide                         64 bytes big-endian, any value, reduced mod r
 *   F_is_zero, F_equal, F_cmov            as for the base fields
 *   F_inv, F_inv_var                      a^-1 (0 for 0) by safegcd; constant / variable time
 *   F_batch_inv                           out[i] = in[i]^-1, one inversion, zeros stay zero,
 *                                         scratch of n elements, out may equal in; constant
 *                                         time in the values */
#ifndef ECBATCH_FIELD_FR4X64_H
#define ECBATCH_FIELD_FR4X64_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/status.h"

#define ECB_FR4X64_DECLARE(F)                                                                      \
    typedef struct F {                                                                             \
        uint64_t v[4];                                                                             \
    } F;                                                                                           \
    void F##_add(F *r, const F *a, const F *b);                                                    \
    void F##_sub(F *r, const F *a, const F *b);                                                    \
    void F##_neg(F *r, const F *a);                                                                \
    void F##_mul(F *r, const F *a, const F *b);                                                    \
    void F##_sqr(F *r, const F *a);                                                                \
    void F##_to_mont(F *r, const uint64_t a[4]);                                                   \
    void F##_from_mont(uint64_t r[4], const F *a);                                                 \
    void F##_from_u64(F *r, uint64_t x);                                                           \
    void F##_zero(F *r);                                                                           \
    void F##_one(F *r);                                                                            \
    ecb_status F##_decode(F *r, const uint8_t in[32]);                                             \
    void F##_encode(uint8_t out[32], const F *a);                                                  \
    void F##_reduce_wide(F *r, const uint8_t in[64]);                                              \
    int F##_is_zero(const F *a);                                                                   \
    int F##_equal(const F *a, const F *b);                                                         \
    void F##_cmov(F *r, const F *a, int flag);                                                     \
    void F##_inv(F *r, const F *a);                                                                \
    void F##_inv_var(F *r, const F *a);                                                            \
    void F##_batch_inv(F *out, const F *in, size_t n, F *scratch);

#endif
