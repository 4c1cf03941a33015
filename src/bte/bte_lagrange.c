/* Lagrange weights at 0 (spec §8 step 4) with one batch inversion: with x_k = index_k + 1 and
 * P = prod_j x_j, the numerator of lambda_k is P / x_k and its denominator
 * D_k = prod_{j != k} (x_j - x_k); so lambda_k = P x_k^-1 D_k^-1, and the 2k inverses come from
 * one inversion (Montgomery's trick). O(k^2) products for the D_k. Public data. */
#include <stdlib.h>
#include <string.h>

#include "bte/bte_internal.h"
#include "util/alloc.h"

ecb_status bte_lagrange_at_zero(fr381 *lambda, const uint32_t *indices, size_t k) {
    /* x: k entries, inv: 2k (x_i and D_i interleaved), scratch of the batch inversion: 2k */
    fr381 *buf = ecb_malloc(5 * k * sizeof(fr381) + 1);
    if (buf == NULL) return ECB_ERR_OUT_OF_MEMORY;
    fr381 *x = buf, *inv = buf + k, *scratch = buf + 3 * k;
    fr381 prod, d, diff;
    fr381_one(&prod);
    for (size_t i = 0; i < k; i++) {
        fr381_from_u64(&x[i], (uint64_t)indices[i] + 1);
        fr381_mul(&prod, &prod, &x[i]);
    }
    for (size_t i = 0; i < k; i++) {
        fr381_one(&d);
        for (size_t j = 0; j < k; j++) {
            if (j == i) continue;
            fr381_sub(&diff, &x[j], &x[i]);
            fr381_mul(&d, &d, &diff);
        }
        inv[2 * i] = x[i];
        inv[2 * i + 1] = d;
    }
    fr381_batch_inv(inv, inv, 2 * k, scratch);
    for (size_t i = 0; i < k; i++) {
        fr381_mul(&lambda[i], &prod, &inv[2 * i]);
        fr381_mul(&lambda[i], &lambda[i], &inv[2 * i + 1]);
    }
    ecb_free(buf);
    return ECB_OK;
}

/* ---- the same weights as small integers over a common denominator ---------------------------
 *
 * lambda_k = prod_{j != k} x_j / (x_j - x_k) is a rational number whose factors are all below
 * 2^17, so its reduced form comes from prime exponents: e_k(p) = sum_{j != k} v_p(x_j) -
 * v_p(|x_j - x_k|), the sign (-1)^#{j : x_j < x_k}. With D = prod p^max_k(-e_k(p)), every
 * n_k = lambda_k D is a non-negative integer, and K = D^-1 sum_k (+-n_k) Y_k. For contiguous
 * indices 0..t-1, lambda_k = (-1)^(k) C(t, k + 1) and D = 1 (t = 67: 64-bit weights instead of
 * 255-bit ones); for other sets the n_k are typically 150-170 bits for t = 67 of n = 100. */

#define LAGRANGE_MAX_ENTRIES (1u << 22)

/* v_p(x) for every prime p of x into e (+ sign), through the smallest-prime-factor table. */
static void add_factors(int32_t *e, const uint32_t *spf, const uint32_t *pidx, uint32_t x,
                        int sign) {
    while (x > 1) {
        uint32_t p = spf[x];
        e[pidx[p]] += sign;
        x /= p;
    }
}

/* out = out * p (4 limbs); returns 0 when the product leaves 4 limbs. */
static int mul_small(uint64_t out[4], uint32_t p) {
    unsigned __int128 c = 0;
    for (int i = 0; i < 4; i++) {
        c += (unsigned __int128)out[i] * p;
        out[i] = (uint64_t)c;
        c >>= 64;
    }
    return c == 0;
}

static unsigned bit_length(const uint64_t v[4]) {
    for (int l = 3; l >= 0; l--)
        if (v[l]) return 64u * (unsigned)l + 64u - (unsigned)__builtin_clzll(v[l]);
    return 0;
}

/* Fills the integer form when every n_k fits in max_bits bits; returns 1, or 0 (w untouched
 * but for mag and neg) when it does not, or memory runs out. */
static int lagrange_integers(bte_weights *w, const uint32_t *indices, size_t k, unsigned max_bits) {
    uint32_t xmax = 0;
    for (size_t i = 0; i < k; i++)
        if (indices[i] + 1 > xmax) xmax = indices[i] + 1;
    uint32_t *spf = ecb_calloc((size_t)xmax + 1, sizeof *spf);
    uint32_t *pidx = ecb_calloc((size_t)xmax + 1, sizeof *pidx);
    uint32_t *plist = ecb_calloc((size_t)xmax + 1, sizeof *plist);
    int32_t *e = NULL, *d = NULL;
    int ok = 0;
    if (spf == NULL || pidx == NULL || plist == NULL) goto out;
    uint32_t primes = 0;
    for (uint32_t i = 2; i <= xmax; i++)
        if (spf[i] == 0) {
            plist[primes] = i;
            pidx[i] = primes++;
            for (uint32_t j = i; j <= xmax; j += i)
                if (spf[j] == 0) spf[j] = i;
        }
    if (primes == 0 || (uint64_t)k * primes > LAGRANGE_MAX_ENTRIES) goto out;
    e = ecb_calloc(k * primes, sizeof *e);
    d = ecb_calloc(primes, sizeof *d);
    if (e == NULL || d == NULL) goto out;
    for (size_t i = 0; i < k; i++) {
        int32_t *ei = e + i * primes;
        uint32_t xi = indices[i] + 1, below = 0;
        for (size_t j = 0; j < k; j++) {
            if (j == i) continue;
            uint32_t xj = indices[j] + 1;
            add_factors(ei, spf, pidx, xj, 1);
            add_factors(ei, spf, pidx, xj > xi ? xj - xi : xi - xj, -1);
            below += xj < xi;
        }
        w->neg[i] = (uint8_t)(below & 1);
        for (uint32_t p = 0; p < primes; p++)
            if (-ei[p] > d[p]) d[p] = -ei[p];
    }
    /* n_k = prod p^(e_k(p) + d(p)) */
    for (size_t i = 0; i < k; i++) {
        uint64_t v[4] = {1, 0, 0, 0};
        int32_t *ei = e + i * primes;
        for (uint32_t p = 0; p < primes; p++)
            for (int32_t c = 0; c < ei[p] + d[p]; c++)
                if (!mul_small(v, plist[p])) goto out;
        if (bit_length(v) > max_bits) goto out;
        memcpy(w->mag[i].v, v, sizeof v);
    }
    fr381 dd, pp;
    fr381_one(&dd);
    w->scaled = 0;
    for (uint32_t p = 0; p < primes; p++) {
        fr381_from_u64(&pp, plist[p]);
        for (int32_t c = 0; c < d[p]; c++) {
            fr381_mul(&dd, &dd, &pp);
            w->scaled = 1;
        }
    }
    fr381_inv_var(&w->dinv, &dd);
    ok = 1;
out:
    ecb_free(spf);
    ecb_free(pidx);
    ecb_free(plist);
    ecb_free(e);
    ecb_free(d);
    return ok;
}

ecb_status bte_combination_weights(bte_weights *w, const uint32_t *indices, size_t k) {
    w->mag = ecb_malloc(k * sizeof *w->mag + 1);
    w->neg = ecb_calloc(k + 1, 1);
    fr381 *lambda = ecb_malloc(k * sizeof *lambda + 1);
    ecb_status st = ECB_ERR_OUT_OF_MEMORY;
    if (w->mag != NULL && w->neg != NULL && lambda != NULL)
        st = bte_lagrange_at_zero(lambda, indices, k);
    if (st != ECB_OK) {
        bte_weights_free(w);
        ecb_free(lambda);
        return st;
    }
    /* the integer form pays when its weights are clearly shorter than 255 bits; it must agree
     * with the field weights (lambda = +-n D^-1), else the field weights are used */
    int small = lagrange_integers(w, indices, k, 200);
    for (size_t i = 0; small && i < k; i++) {
        fr381 n, t;
        fr381_to_mont(&n, w->mag[i].v);
        if (w->scaled) fr381_mul(&n, &n, &w->dinv);
        if (w->neg[i]) fr381_neg(&n, &n);
        fr381_sub(&t, &n, &lambda[i]);
        small = fr381_is_zero(&t);
    }
    if (!small) {
        for (size_t i = 0; i < k; i++) {
            fr381_from_mont(w->mag[i].v, &lambda[i]);
            w->neg[i] = 0;
        }
        w->scaled = 0;
    }
    ecb_free(lambda);
    return ECB_OK;
}

void bte_weights_free(bte_weights *w) {
    ecb_free(w->mag);
    ecb_free(w->neg);
    w->mag = NULL;
    w->neg = NULL;
}
