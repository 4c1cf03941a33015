/* Lagrange weights at 0 (spec §8): the field weights against a direct O(k^2) computation with
 * one inversion per weight; the known values of the spec's worked example ({0, 2}: 3/2 and
 * -1/2); the integer form of the combination (contiguous indices 0..t-1 give the binomials
 * C(t, x) with alternating signs and no denominator; any other set gives +-n_k D^-1 equal to
 * the field weights), for 300 random index sets of 1..90 servers out of 1000, the largest
 * indices, and 200 to 300 contiguous ones (the integer form stops at 256 shares). The form
 * the combination takes for contiguous 0..t-1 is read from the weights: the integer form is
 * the binomials with alternating signs, the field form has no sign set; it must be the integer
 * one up to t = 204 (C(204, 102) has 200 bits, the integer form's bound; bte_lagrange.c) and the
 * field one from 205: a silent fallback costs only speed, so only this sees it. */
#include "testlib.h"

#include "bte/bte_internal.h"

static void direct(fr381 *out, const uint32_t *idx, size_t k) {
    for (size_t i = 0; i < k; i++) {
        fr381 num, den, xi, xj, d;
        fr381_one(&num);
        fr381_one(&den);
        fr381_from_u64(&xi, (uint64_t)idx[i] + 1);
        for (size_t j = 0; j < k; j++) {
            if (j == i) continue;
            fr381_from_u64(&xj, (uint64_t)idx[j] + 1);
            fr381_mul(&num, &num, &xj);
            fr381_sub(&d, &xj, &xi);
            fr381_mul(&den, &den, &d);
        }
        fr381_inv(&den, &den);
        fr381_mul(&out[i], &num, &den);
    }
}

static void check_set(const uint32_t *idx, size_t k) {
    fr381 want[300], got[300];
    direct(want, idx, k);
    CHECK(bte_lagrange_at_zero(got, idx, k) == ECB_OK);
    for (size_t i = 0; i < k; i++)
        CHECK(fr381_equal(&got[i], &want[i]));
    bte_weights w = {NULL, NULL, 0, {{0}}};
    CHECK(bte_combination_weights(&w, idx, k) == ECB_OK);
    for (size_t i = 0; i < k; i++) {
        fr381 n;
        fr381_to_mont(&n, w.mag[i].v);
        if (w.scaled) fr381_mul(&n, &n, &w.dinv);
        if (w.neg[i]) fr381_neg(&n, &n);
        CHECK(fr381_equal(&n, &want[i]));
    }
    bte_weights_free(&w);
}

/* 1 when w is the integer form of contiguous 0..t-1: mag[i] = C(t, i + 1) (computed in 320
 * bits), neg[i] = i mod 2, no denominator. */
static int binomial_form(const bte_weights *w, size_t t) {
    uint64_t c[5] = {1, 0, 0, 0, 0};
    int ok = w->scaled == 0;
    for (size_t i = 0; i < t; i++) {
        /* C(t, i + 1) = C(t, i) (t - i) / (i + 1), the division exact */
        unsigned __int128 carry = 0, rem = 0;
        for (int l = 0; l < 5; l++) {
            carry += (unsigned __int128)c[l] * (t - i);
            c[l] = (uint64_t)carry;
            carry >>= 64;
        }
        for (int l = 4; l >= 0; l--) {
            unsigned __int128 cur = (rem << 64) | c[l];
            c[l] = (uint64_t)(cur / (i + 1));
            rem = cur % (i + 1);
        }
        ok &= c[4] == 0 && memcmp(w->mag[i].v, c, 4 * sizeof c[0]) == 0 && w->neg[i] == (i & 1);
    }
    return ok;
}

int main(void) {
    tl_init();
    /* spec §8 / §15: indices {0, 2} (x = 1, 3) give 3/2 and -1/2 */
    uint32_t two[2] = {0, 2};
    fr381 l[2];
    uint8_t enc[32], want[32];
    CHECK(bte_lagrange_at_zero(l, two, 2) == ECB_OK);
    fr381_encode(enc, &l[0]);
    CHECK(tl_hex_to_bytes(want, 32,
                          "39f6d3a994cebea4199cec0404d0ec02a9ded2017fff2dff7fffffff80000002") == 0);
    CHECK_MEM(enc, want, 32);
    fr381_encode(enc, &l[1]);
    CHECK(tl_hex_to_bytes(want, 32,
                          "39f6d3a994cebea4199cec0404d0ec02a9ded2017fff2dff7fffffff80000000") == 0);
    CHECK_MEM(enc, want, 32);

    /* contiguous 0..t-1: (-1)^k C(t, k + 1), no denominator */
    for (size_t t = 1; t <= 67; t += 11) {
        uint32_t idx[67];
        for (size_t i = 0; i < t; i++)
            idx[i] = (uint32_t)i;
        check_set(idx, t);
        bte_weights w = {NULL, NULL, 0, {{0}}};
        CHECK(bte_combination_weights(&w, idx, t) == ECB_OK);
        CHECK(w.scaled == 0);
        unsigned __int128 c = 1; /* C(t, x) for x = 1.. by c = c (t - x + 1) / x */
        for (size_t i = 0; i < t; i++) {
            c = c * (t - i) / (i + 1);
            CHECK(w.mag[i].v[0] == (uint64_t)c && w.mag[i].v[1] == (uint64_t)(c >> 64));
            CHECK(w.neg[i] == (i & 1));
        }
        bte_weights_free(&w);
    }
    /* random sets, unsorted */
    for (int trial = 0; trial < 300; trial++) {
        uint32_t idx[90], r;
        size_t k;
        tl_random(&r, sizeof r);
        k = 1 + r % 90;
        for (size_t i = 0; i < k; i++) {
            int fresh;
            do {
                tl_random(&r, sizeof r);
                idx[i] = r % (trial < 150 ? 100 : 1000);
                fresh = 1;
                for (size_t j = 0; j < i; j++)
                    fresh &= idx[j] != idx[i];
            } while (!fresh);
        }
        check_set(idx, k);
    }
    /* the largest indices: x = 2^16, 65521 (prime), 257 (prime, the first above the trial
     * divisors), 65535 = 3 5 17 257 and differences with large prime factors */
    uint32_t top[6] = {65535, 65520, 256, 65534, 0, 30000};
    check_set(top, 6);
    bte_weights w = {NULL, NULL, 0, {{0}}};
    CHECK(bte_combination_weights(&w, top, 6) == ECB_OK && w.scaled == 1);
    bte_weights_free(&w);
    /* the integer form up to its 256 shares (contiguous: binomials up to 2^200), the field form
     * beyond: both give the field weights */
    uint32_t many[300];
    for (size_t i = 0; i < 300; i++)
        many[i] = (uint32_t)i;
    for (size_t t = 200; t <= 300; t += 50) {
        check_set(many, t);
        CHECK(bte_combination_weights(&w, many, t) == ECB_OK);
        CHECK(w.scaled == 0 && (t > 204 ? w.mag[t / 2].v[3] != 0 || w.mag[t / 2].v[2] >> 8 != 0
                                        : w.mag[t / 2].v[3] >> 8 == 0));
        bte_weights_free(&w);
    }
    /* contiguous sets: the integer form up to 204 shares (near the bound every t), the field
     * form from 205 (its weights right either way: check_set) */
    static const size_t contiguous[] = {2, 3, 4, 66, 67, 68, 128, 195, 196, 197, 198, 199,
                                        200, 201, 202, 203, 204, 205, 206, 256};
    for (size_t c = 0; c < sizeof contiguous / sizeof contiguous[0]; c++) {
        size_t t = contiguous[c];
        check_set(many, t);
        CHECK(bte_combination_weights(&w, many, t) == ECB_OK);
        int integer = binomial_form(&w, t), signs = 0;
        for (size_t i = 0; i < t; i++)
            signs |= w.neg[i];
        CHECK(t <= 204 ? integer : !signs && w.scaled == 0);
        if (t <= 204 && !integer)
            fprintf(stderr, "  %zu contiguous shares: not the integer weights (binomials)\n", t);
        bte_weights_free(&w);
    }
    return tl_finish("test_bte_lagrange");
}
