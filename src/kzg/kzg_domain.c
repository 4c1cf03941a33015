/* The evaluation domain of blobs: the 4096-th roots of unity mod r in bit-reversed order
 * (deneb/polynomial-commitments.md: compute_roots_of_unity from PRIMITIVE_ROOT_OF_UNITY = 7,
 * then bit_reversal_permutation). */
#include "kzg/kzg_internal.h"

size_t kzg_reverse_bits(size_t i) {
    size_t r = 0;
    for (int b = 0; b < KZG_LOG_N; b++)
        r |= ((i >> b) & 1) << (KZG_LOG_N - 1 - b);
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

ecb_status kzg_roots_of_unity_brp(fr381 roots_brp[KZG_N]) {
    /* (r - 1) / 4096: r - 1 = 2^32 t (t odd), so the shift loses no bit */
    uint64_t e[4];
    for (int i = 0; i < 4; i++)
        e[i] = fr381_order[i];
    e[0] -= 1;
    for (int i = 0; i < 4; i++)
        e[i] = (e[i] >> KZG_LOG_N) | (i < 3 ? e[i + 1] << (64 - KZG_LOG_N) : 0);
    fr381 seven, w, one, t;
    fr381_from_u64(&seven, 7);
    fr_pow_var(&w, &seven, e);
    /* w must have order exactly 4096: w^2048 = -1 != 1 and its square 1 */
    fr381_one(&one);
    t = w;
    for (int i = 0; i < KZG_LOG_N - 1; i++)
        fr381_sqr(&t, &t);
    int half_is_one = fr381_equal(&t, &one);
    fr381_sqr(&t, &t);
    if (half_is_one || !fr381_equal(&t, &one)) return ECB_ERR_PARAMETERS;
    fr381 power = one;
    for (size_t i = 0; i < KZG_N; i++) {
        roots_brp[kzg_reverse_bits(i)] = power;
        fr381_mul(&power, &power, &w);
    }
    return ECB_OK;
}
