/* Variable-time endomorphism splits of BLS12 scalars for the MSM's GLV strategy (public
 * scalars only). The group layer's bls12_base_digits (bls12_split.h) is constant time, a
 * bit-serial division costing about as much as 40 field multiplications; here one Barrett
 * division by the 128-bit square of the curve parameter u does the work:
 *   k = q u^2 + s,  0 <= s < u^2, q < u^2 (every k < r < u^4)
 * and for BLS12-381 G2 each half splits once more by u (a 128 by 64-bit division), giving the
 * four base-u digits. See bls12_split.h for what the parts mean on each group.
 *
 * A top part t below MSM_SPLIT_FOLD is folded into the part below as t D, D its base (u^j):
 * the scalar is then below MSM_SPLIT_FOLD D, and the part below gains at most two bits (on G1,
 * with two parts, the scalar stays whole). u^j sits just under 2^(64 j), so short scalars have
 * small top parts: a 128-bit weight of a batch verification has top part 0 or 1 (about a
 * third of them 1) on BLS12-381 and 0..3 on BLS12-377. Left as parts, those all fall on the
 * few lowest digits of window 0 of the bucket methods, a crowd that a batch-affine window takes
 * one entry per batch (BLS12-381 G2, 4000 terms, half of them 128-bit: window 0 took 1.5x the
 * others). */
#ifndef ECBATCH_MSM_BLS12_SPLIT_H
#define ECBATCH_MSM_BLS12_SPLIT_H

#include <stdint.h>

typedef unsigned __int128 msm_u128;

/* Top parts below this are folded into the part below (see above). */
#define MSM_SPLIT_FOLD 4u

/* u^2 (2 limbs) and mu = floor(2^256 / u^2) (3 limbs) for u = |z| of BLS12-381 and u = x of
 * BLS12-377 (tests check them against the parameters). */
static const uint64_t msm_bls12_381_u2[2] = {0x0000000100000000ULL, 0xac45a4010001a402ULL};
static const uint64_t msm_bls12_381_mu[3] = {0x63f6e522f6cfee2eULL, 0x7c6becf1e01faaddULL, 0x1};
static const uint64_t msm_bls12_377_u2[2] = {0x0a11800000000001ULL, 0x452217cc90000001ULL};
static const uint64_t msm_bls12_377_mu[3] = {0x7f72ed32af90181eULL, 0xb3f7aa969fd37160ULL, 0x3};

/* q = floor(k / D) and s = k mod D for k < D^2 and D = d[0] + 2^64 d[1] >= 2^126, with
 * mu = floor(2^256 / D): Barrett's estimate floor(k mu / 2^256) is q or q - 1 (since
 * k mu / 2^256 > k / D - 1), so one conditional correction finishes. */
static inline void msm_div_u2(uint64_t q[2], uint64_t s[2], const uint64_t k[4],
                              const uint64_t d[2], const uint64_t mu[3]) {
    /* t = k mu, limbs 4..5 (q < D < 2^128 needs no more) */
    uint64_t t[7] = {0, 0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 4; i++) {
        msm_u128 c = 0;
        for (int j = 0; j < 3; j++) {
            c += (msm_u128)k[i] * mu[j] + t[i + j];
            t[i + j] = (uint64_t)c;
            c >>= 64;
        }
        t[i + 3] = (uint64_t)c;
    }
    uint64_t q0 = t[4], q1 = t[5];
    /* s = k - q D over three limbs (the true remainder is below 2D < 2^129) */
    msm_u128 p00 = (msm_u128)q0 * d[0], p01 = (msm_u128)q0 * d[1], p10 = (msm_u128)q1 * d[0];
    msm_u128 mid = (p00 >> 64) + (uint64_t)p01 + (uint64_t)p10;
    uint64_t l0 = (uint64_t)p00, l1 = (uint64_t)mid;
    uint64_t l2 = (uint64_t)(mid >> 64) + (uint64_t)(p01 >> 64) + (uint64_t)(p10 >> 64) + q1 * d[1];
    msm_u128 b0 = (msm_u128)k[0] - l0;
    msm_u128 b1 = (msm_u128)k[1] - l1 - (uint64_t)(b0 >> 127);
    uint64_t s0 = (uint64_t)b0, s1 = (uint64_t)b1;
    uint64_t s2 = k[2] - l2 - (uint64_t)(b1 >> 127);
    /* s >= D: one more */
    if (s2 != 0 || s1 > d[1] || (s1 == d[1] && s0 >= d[0])) {
        msm_u128 e0 = (msm_u128)s0 - d[0];
        s1 = s1 - d[1] - (uint64_t)(e0 >> 127);
        s0 = (uint64_t)e0;
        if (++q0 == 0) q1++;
    }
    q[0] = q0;
    q[1] = q1;
    s[0] = s0;
    s[1] = s1;
}

/* (hi 2^64 + lo) = q u + rem for hi < u: one 128 by 64-bit division. */
static inline uint64_t msm_div_u(uint64_t *rem, uint64_t lo, uint64_t hi, uint64_t u) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    uint64_t q, r;
    __asm__("divq %4" : "=a"(q), "=d"(r) : "a"(lo), "d"(hi), "rm"(u) : "cc");
    *rem = r;
    return q;
#else
    msm_u128 n = ((msm_u128)hi << 64) | lo;
    *rem = (uint64_t)(n % u);
    return (uint64_t)(n / u);
#endif
}

#endif
