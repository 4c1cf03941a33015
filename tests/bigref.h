/* A deliberately slow, obviously-correct big-integer reference for the field tests:
 * schoolbook products and bit-by-bit long division, little-endian 64-bit limbs, n <= 12. */
#ifndef ECBATCH_TESTS_BIGREF_H
#define ECBATCH_TESTS_BIGREF_H

#include <stdint.h>
#include <string.h>

#define REF_MAX 24

/* 1 when a >= b (n limbs) */
static inline int ref_geq(const uint64_t *a, const uint64_t *b, int n) {
    for (int i = n - 1; i >= 0; i--)
        if (a[i] != b[i]) return a[i] > b[i];
    return 1;
}

static inline void ref_sub_inplace(uint64_t *a, const uint64_t *b, int n) {
    unsigned __int128 bw = 0;
    for (int i = 0; i < n; i++) {
        unsigned __int128 d = (unsigned __int128)a[i] - b[i] - (uint64_t)bw;
        a[i] = (uint64_t)d;
        bw = (d >> 64) & 1;
    }
}

/* out (n limbs) = x (xn limbs) mod p (n limbs), by shifting x in one bit at a time. */
static inline void ref_mod(uint64_t *out, const uint64_t *x, int xn, const uint64_t *p, int n) {
    uint64_t r[REF_MAX + 1] = {0}, pp[REF_MAX + 1] = {0};
    memcpy(pp, p, 8 * (size_t)n);
    for (int bit = 64 * xn - 1; bit >= 0; bit--) {
        uint64_t carry = (x[bit / 64] >> (bit % 64)) & 1;
        for (int i = 0; i <= n; i++) {
            uint64_t nc = r[i] >> 63;
            r[i] = (r[i] << 1) | carry;
            carry = nc;
        }
        if (ref_geq(r, pp, n + 1)) ref_sub_inplace(r, pp, n + 1);
    }
    memcpy(out, r, 8 * (size_t)n);
}

static inline void ref_mul(uint64_t *out, const uint64_t *a, const uint64_t *b, int n) {
    uint64_t t[2 * REF_MAX] = {0};
    for (int i = 0; i < n; i++) {
        unsigned __int128 c = 0;
        for (int j = 0; j < n; j++) {
            c += (unsigned __int128)a[i] * b[j] + t[i + j];
            t[i + j] = (uint64_t)c;
            c >>= 64;
        }
        t[i + n] = (uint64_t)c;
    }
    memcpy(out, t, 16 * (size_t)n);
}

static inline void ref_mulmod(uint64_t *out, const uint64_t *a, const uint64_t *b,
                              const uint64_t *p, int n) {
    uint64_t t[2 * REF_MAX];
    ref_mul(t, a, b, n);
    ref_mod(out, t, 2 * n, p, n);
}

static inline void ref_addmod(uint64_t *out, const uint64_t *a, const uint64_t *b,
                              const uint64_t *p, int n) {
    uint64_t t[REF_MAX + 1];
    unsigned __int128 c = 0;
    for (int i = 0; i < n; i++) {
        c += (unsigned __int128)a[i] + b[i];
        t[i] = (uint64_t)c;
        c >>= 64;
    }
    t[n] = (uint64_t)c;
    ref_mod(out, t, n + 1, p, n);
}

static inline void ref_powmod(uint64_t *out, const uint64_t *a, const uint64_t *e, int en,
                              const uint64_t *p, int n) {
    uint64_t r[REF_MAX] = {1};
    for (int bit = 64 * en - 1; bit >= 0; bit--) {
        ref_mulmod(r, r, r, p, n);
        if ((e[bit / 64] >> (bit % 64)) & 1) ref_mulmod(r, r, a, p, n);
    }
    memcpy(out, r, 8 * (size_t)n);
}

#endif
