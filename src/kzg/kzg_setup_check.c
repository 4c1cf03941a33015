/* The consistency of a trusted setup: its three parts belong to one secret s. With the first
 * monomial points the generators (checked by the loader), three random linear combinations
 * (coefficients of 128 bits from a ChaCha20 stream seeded by SHA-256 of every point's bytes, so
 * the setup cannot be chosen after them) check, each failing with probability 2^-128 for a
 * setup that does not hold:
 *   powers:    e(sum_k c_k [a_{k+1}]G1, G2) = e(sum_k c_k [a_k]G1, [b_1]G2), k < 4095, so the G1
 *              monomial points are [s^k]G1 with s = b_1, the second G2 point's secret;
 *   G2:        e(sum_k c_k [a_k]G1, G2) = e(G1, sum_k c_k [b_k]G2), k < 65, so b_k = s^k;
 *   Lagrange:  sum_i D(w_i) L_i = sum_j d_j [s^j]G1 for the polynomial D of coefficients d_j,
 *              its values at the bit-reversed domain by one FFT, so L_i = [l_i(s)]G1 for the
 *              Lagrange basis l_i of the domain (the interpolation of D, degree < 4096, is
 *              exact). */
#include <sodium.h>
#include <string.h>

#include "ecbatch/msm.h"
#include "ecbatch/pairing.h"
#include "kzg/kzg_internal.h"
#include "util/alloc.h"

/* count coefficients of 128 bits: the ChaCha20 key stream of (seed, nonce), its low halves. */
static void coefficients(ecb_bls12_381_scalar *c, size_t count, const uint8_t seed[32],
                         uint8_t nonce) {
    const uint8_t n[crypto_stream_chacha20_NONCEBYTES] = {nonce};
    crypto_stream_chacha20((uint8_t *)c, count * sizeof *c, n, seed);
    for (size_t i = 0; i < count; i++)
        c[i].v[2] = c[i].v[3] = 0;
}

/* ECB_OK when e(p0, q0) e(p1, q1) = 1 (affine G2 points, not prepared: each is used once). */
static ecb_status pairs_to_one(const ecb_bls12_381_g1 *p0, const ecb_bls12_381_g2 *q0,
                               const ecb_bls12_381_g1 *p1, const ecb_bls12_381_g2 *q1) {
    ecb_bls12_381_g1_affine p[2];
    ecb_bls12_381_g2_affine q[2];
    ecb_bls12_381_g1_to_affine(&p[0], p0);
    ecb_bls12_381_g1_to_affine(&p[1], p1);
    ecb_bls12_381_g2_to_affine(&q[0], q0);
    ecb_bls12_381_g2_to_affine(&q[1], q1);
    ecb_bls12_381_gt gt;
    ecb_status st = ecb_bls12_381_multi_pairing_affine(&gt, p, q, 2);
    if (st != ECB_OK) return st;
    return ecb_bls12_381_gt_is_one(&gt) ? ECB_OK : ECB_ERR_SETUP_MISMATCH;
}

ecb_status kzg_check_setup(const ecb_kzg_settings *s, const uint8_t seed[32]) {
    ecb_bls12_381_scalar *c = ecb_malloc(KZG_N * sizeof *c);
    fr381 *values = ecb_malloc(KZG_N * sizeof *values);
    if (c == NULL || values == NULL) {
        ecb_free(c);
        ecb_free(values);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    ecb_msm_options opt = {0};
    opt.threads = s->threads;
    ecb_bls12_381_g1 x, y, g1;
    ecb_bls12_381_g2 g2, s_g2, z;
    ecb_bls12_381_g1_generator(&g1);
    ecb_bls12_381_g2_generator(&g2);
    ecb_bls12_381_g2_from_affine(&s_g2, &s->g2_monomial[1]);

    /* powers: e(sum c_k M_{k+1}, G2) e(-sum c_k M_k, [s]G2) = 1 */
    coefficients(c, KZG_N - 1, seed, 0);
    ecb_status st = ecb_msm_bls12_381_g1_var(&x, s->g1_monomial + 1, c, KZG_N - 1, &opt);
    if (st == ECB_OK) st = ecb_msm_bls12_381_g1_var(&y, s->g1_monomial, c, KZG_N - 1, &opt);
    ecb_bls12_381_g1_negate(&y, &y);
    if (st == ECB_OK) st = pairs_to_one(&x, &g2, &y, &s_g2);

    /* G2: e(sum c_k M_k, G2) e(-G1, sum c_k N_k) = 1 */
    coefficients(c, ECB_KZG_SETUP_G2_POINTS, seed, 1);
    if (st == ECB_OK)
        st = ecb_msm_bls12_381_g1_var(&x, s->g1_monomial, c, ECB_KZG_SETUP_G2_POINTS, &opt);
    if (st == ECB_OK)
        st = ecb_msm_bls12_381_g2_var(&z, s->g2_monomial, c, ECB_KZG_SETUP_G2_POINTS, &opt);
    ecb_bls12_381_g1_negate(&y, &g1);
    if (st == ECB_OK) st = pairs_to_one(&x, &g2, &y, &z);

    /* Lagrange: sum_i D(w_i) L_i = sum_j d_j M_j */
    coefficients(c, KZG_N, seed, 2);
    if (st == ECB_OK) st = ecb_msm_bls12_381_g1_var(&x, s->g1_monomial, c, KZG_N, &opt);
    for (size_t i = 0; i < KZG_N; i++)
        fr381_to_mont(&values[i], c[i].v);
    kzg_fft_to_brp(values, KZG_LOG_N, s->roots_ext);
    kzg_to_scalars(c, values, KZG_N);
    if (st == ECB_OK) st = ecb_msm_bls12_381_g1_var(&y, s->g1_lagrange_brp, c, KZG_N, &opt);
    if (st == ECB_OK && !ecb_bls12_381_g1_equal(&x, &y)) st = ECB_ERR_SETUP_MISMATCH;
    ecb_free(c);
    ecb_free(values);
    return st;
}
