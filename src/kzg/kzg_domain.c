/* The evaluation domains: the 4096-th roots of unity mod r in bit-reversed order, the domain of
 * blobs (deneb/polynomial-commitments.md: compute_roots_of_unity from PRIMITIVE_ROOT_OF_UNITY =
 * 7, then bit_reversal_permutation), and the 8192-th roots in natural order, the FFTs' twiddles
 * and the extended domain of cells (fulu/polynomial-commitments-sampling.md). */
#include "kzg/kzg_internal.h"

size_t kzg_reverse_bits(size_t i) {
    size_t r = 0;
    for (int b = 0; b < KZG_LOG_N; b++)
        r |= ((i >> b) & 1) << (KZG_LOG_N - 1 - b);
    return r;
}

size_t kzg_reverse_cell_index(size_t i) {
    size_t r = 0;
    for (int b = 0; b < KZG_LOG_CELLS; b++)
        r |= ((i >> b) & 1) << (KZG_LOG_CELLS - 1 - b);
    return r;
}

/* out = a^e for the 256-bit exponent e (little-endian limbs), square and multiply; the exponent
 * is a public constant. */
static void fr_pow_var(fr381 *out, const fr381 *a, const uint64_t e[4]) {
    fr381 acc;
    fr381_one(&acc);
    for (int bit = 255; bit >= 0; bit--) {
        fr381_sqr(&acc, &acc);
        if ((e[bit / 64] >> (bit % 64)) & 1) fr381_mul(&acc, &acc, a);
    }
    *out = acc;
}

/* w = 7^((r - 1) / 2^log_order), checked to have order exactly 2^log_order: w^(2^(log_order-1))
 * = -1 != 1 and its square 1. ECB_ERR_PARAMETERS if not (never for the r of BLS12-381: the check
 * guards the constants). 1 <= log_order <= 32. */
static ecb_status primitive_root(fr381 *w, int log_order) {
    /* r - 1 = 2^32 t (t odd), so the shift loses no bit */
    uint64_t e[4];
    for (int i = 0; i < 4; i++)
        e[i] = fr381_order[i];
    e[0] -= 1;
    for (int i = 0; i < 4; i++)
        e[i] = (e[i] >> log_order) | (i < 3 ? e[i + 1] << (64 - log_order) : 0);
    fr381 seven, one, t;
    fr381_from_u64(&seven, 7);
    fr_pow_var(w, &seven, e);
    fr381_one(&one);
    t = *w;
    for (int i = 0; i < log_order - 1; i++)
        fr381_sqr(&t, &t);
    int half_is_one = fr381_equal(&t, &one);
    fr381_sqr(&t, &t);
    return half_is_one || !fr381_equal(&t, &one) ? ECB_ERR_PARAMETERS : ECB_OK;
}

ecb_status kzg_roots_of_unity_brp(fr381 roots_brp[KZG_N]) {
    fr381 w, power;
    ecb_status st = primitive_root(&w, KZG_LOG_N);
    if (st != ECB_OK) return st;
    fr381_one(&power);
    for (size_t i = 0; i < KZG_N; i++) {
        roots_brp[kzg_reverse_bits(i)] = power;
        fr381_mul(&power, &power, &w);
    }
    return ECB_OK;
}

ecb_status kzg_roots_of_unity_ext(fr381 roots[KZG_EXT_N]) {
    fr381 w;
    ecb_status st = primitive_root(&w, KZG_LOG_EXT_N);
    if (st != ECB_OK) return st;
    fr381_one(&roots[0]);
    for (size_t i = 1; i < KZG_EXT_N; i++)
        fr381_mul(&roots[i], &roots[i - 1], &w);
    return ECB_OK;
}
