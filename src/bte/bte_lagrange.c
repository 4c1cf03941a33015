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
        fr381_from_u64(&x[i], (uint64_t)indices[i] + 1); /* no wrap at 2^32 - 1 */
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
 * lambda_k = prod_{j != k} x_j / (x_j - x_k) is a rational number whose factors are all at most
 * 2^16 (indices are below ECB_BTE_MAX_PARTICIPANTS = 2^16, checked by the callers), so its
 * reduced form comes from prime exponents: e_k(p) = sum_{j != k} v_p(x_j) - v_p(|x_j - x_k|),
 * the sign (-1)^#{j : x_j < x_k}. With D = prod p^max_k(-e_k(p)), every n_k = lambda_k D is a
 * non-negative integer, and K = D^-1 sum_k (+-n_k) Y_k. For contiguous indices 0..t-1,
 * lambda_k = (-1)^(k) C(t, k + 1) and D = 1 (t = 67: 64-bit weights instead of 255-bit ones);
 * for other sets the n_k are typically 150-170 bits for t = 67 of n = 100.
 *
 * Memory is one exponent per share and per prime that occurs (no table up to the largest
 * index): the factors come from trial division by the primes below 256, as every x <= 2^16
 * has at most one prime factor above 256 (257^2 > 2^16). */

/* The integer form is only tried for this many shares: its weights must fit 200 bits, which
 * contiguous sets (binomials) stop doing at 205 shares, and its pairwise factoring is O(k^2). */
#define LAGRANGE_MAX_INTEGER_SHARES 256u
/* The largest x = index + 1, and the most prime factors (with multiplicity) of one x. */
#define LAGRANGE_MAX_X ECB_BTE_MAX_PARTICIPANTS
#define LAGRANGE_MAX_FACTORS 16

static const uint8_t small_primes[] = {
    2,   3,   5,   7,   11,  13,  17,  19,  23,  29,  31,  37,  41,  43,  47,  53,  59,  61,
    67,  71,  73,  79,  83,  89,  97,  101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151,
    157, 163, 167, 173, 179, 181, 191, 193, 197, 199, 211, 223, 227, 229, 233, 239, 241, 251};

/* The prime factors of 1 <= x <= 2^16 with multiplicity, ascending; returns their count. */
static size_t factor(uint32_t f[LAGRANGE_MAX_FACTORS], uint32_t x) {
    size_t n = 0;
    for (size_t i = 0; i < sizeof small_primes && (uint32_t)small_primes[i] * small_primes[i] <= x;
         i++)
        while (x % small_primes[i] == 0) {
            f[n++] = small_primes[i];
            x /= small_primes[i];
        }
    if (x > 1) f[n++] = x; /* no factor up to sqrt(x) is left: x is prime */
    return n;
}

static uint32_t distance(uint32_t a, uint32_t b) {
    return a > b ? a - b : b - a;
}

/* The column of prime p in the ascending list of the primes that occur. */
static uint32_t column(const uint32_t *plist, uint32_t primes, uint32_t p) {
    uint32_t lo = 0, hi = primes;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (plist[mid] <= p)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

/* e[c] += sign for every prime factor of x. */
static void add_factors(int32_t *e, const uint32_t *plist, uint32_t primes, uint32_t x, int sign) {
    uint32_t f[LAGRANGE_MAX_FACTORS];
    size_t n = factor(f, x);
    for (size_t i = 0; i < n; i++)
        e[column(plist, primes, f[i])] += sign;
}

/* Marks the prime factors of x in the bit set seen (bit p for prime p). */
static void mark_factors(uint64_t *seen, uint32_t x) {
    uint32_t f[LAGRANGE_MAX_FACTORS];
    size_t n = factor(f, x);
    for (size_t i = 0; i < n; i++)
        seen[f[i] / 64] |= (uint64_t)1 << (f[i] % 64);
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
 * but for mag and neg) when it does not, k is above LAGRANGE_MAX_INTEGER_SHARES, or memory
 * runs out. x_k = indices[k] + 1 <= 2^16. */
static int lagrange_integers(bte_weights *w, const uint32_t *indices, size_t k, unsigned max_bits) {
    if (k > LAGRANGE_MAX_INTEGER_SHARES) return 0;
    for (size_t i = 0; i < k; i++)
        if (indices[i] >= LAGRANGE_MAX_X) return 0;
    /* the primes that occur in any x_j or x_j - x_i: a bit set over 0..2^16 (8 KiB) */
    uint64_t seen[LAGRANGE_MAX_X / 64 + 1] = {0};
    for (size_t i = 0; i < k; i++) {
        mark_factors(seen, indices[i] + 1);
        for (size_t j = i + 1; j < k; j++)
            mark_factors(seen, distance(indices[j], indices[i]));
    }
    uint32_t primes = 0;
    for (size_t b = 0; b < sizeof seen / sizeof seen[0]; b++)
        primes += (uint32_t)__builtin_popcountll(seen[b]);
    if (primes == 0) return 0; /* only x = 1 alone: lambda = 1 in either form */
    uint32_t *plist = ecb_malloc(primes * sizeof *plist);
    int32_t *e = ecb_calloc(k * primes, sizeof *e);
    int32_t *d = ecb_calloc(2 * (size_t)primes, sizeof *d), *sum = d + primes;
    int ok = 0;
    if (plist == NULL || e == NULL || d == NULL) goto out;
    for (size_t b = 0, c = 0; b < sizeof seen / sizeof seen[0]; b++)
        for (uint64_t bits = seen[b]; bits != 0; bits &= bits - 1)
            plist[c++] = (uint32_t)(64 * b) + (uint32_t)__builtin_ctzll(bits);
    /* e_i = sum_{j != i} v(x_j) - v(|x_j - x_i|): the sum of every v(x_j) less v(x_i), then
     * each pair's distance subtracted from both its rows */
    for (size_t j = 0; j < k; j++)
        add_factors(sum, plist, primes, indices[j] + 1, 1);
    for (size_t i = 0; i < k; i++) {
        uint32_t below = 0;
        memcpy(e + i * primes, sum, primes * sizeof *e);
        add_factors(e + i * primes, plist, primes, indices[i] + 1, -1);
        for (size_t j = 0; j < k; j++)
            below += indices[j] < indices[i];
        w->neg[i] = (uint8_t)(below & 1);
    }
    for (size_t i = 0; i < k; i++)
        for (size_t j = i + 1; j < k; j++) {
            uint32_t dist = distance(indices[j], indices[i]);
            add_factors(e + i * primes, plist, primes, dist, -1);
            add_factors(e + j * primes, plist, primes, dist, -1);
        }
    for (size_t i = 0; i < k; i++)
        for (uint32_t p = 0; p < primes; p++)
            if (-e[i * primes + p] > d[p]) d[p] = -e[i * primes + p];
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
