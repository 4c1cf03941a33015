/* The constant-time GLV split of BN254 scalars (bn254_split.h). */
#include "group/bn254/bn254_split.h"

#include <sodium.h>

#include "field/bn254/fr254.h"

typedef unsigned __int128 split_u128;

/* The basis (bn254_split.h): A and C of 127 bits, B of 64 bits. */
static const uint64_t split_a[2] = {0x0be4e1541221250bULL, 0x6f4d8248eeb859fdULL};
static const uint64_t split_b[1] = {0x89d3256894d213e3ULL};
static const uint64_t split_c[2] = {0x8211bbeb7d4f1128ULL, 0x6f4d8248eeb859fcULL};
/* floor(2^256 C / r) (130 bits) and floor(2^256 B / r) (66 bits) */
static const uint64_t split_gc[3] = {0x7a7bd9d4391eb18dULL, 0x4ccef014a773d2cfULL, 0x2};
static const uint64_t split_gb[2] = {0xd91d232ec7e0b3d7ULL, 0x2};

/* t = a b (na + nb limbs). */
static void mul_limbs(uint64_t *t, const uint64_t *a, int na, const uint64_t *b, int nb) {
    for (int i = 0; i < na + nb; i++)
        t[i] = 0;
    for (int i = 0; i < na; i++) {
        split_u128 c = 0;
        for (int j = 0; j < nb; j++) {
            c += (split_u128)a[i] * b[j] + t[i + j];
            t[i + j] = (uint64_t)c;
            c >>= 64;
        }
        t[i + nb] = (uint64_t)c;
    }
}

/* q = floor(K m / r) for K < 2^255 and q < 2^128, with g = floor(2^256 m / r) (ng limbs):
 * q' = floor(K g / 2^256) is q or q - 1 since K g / 2^256 > K m / r - K / 2^256; the remainder
 * K m - q' r lies in [0, 2r) and fits 256 bits, so it is computed mod 2^256. *rem_nonzero is 1
 * when r does not divide K m. */
static void div_r(uint64_t q[2], uint64_t *rem_nonzero, const uint64_t K[4], const uint64_t *m,
                  int nm, const uint64_t *g, int ng) {
    static const uint64_t r[4] = FR254_ORDER;
    uint64_t t[7], km[6], qr[6], rem[4], sub[4];
    mul_limbs(t, K, 4, g, ng);
    q[0] = t[4];
    q[1] = t[5];
    mul_limbs(km, K, 4, m, nm);
    mul_limbs(qr, r, 4, q, 2);
    split_u128 bw = 0;
    for (int i = 0; i < 4; i++) { /* rem = K m - q' r mod 2^256 */
        split_u128 d = (split_u128)km[i] - qr[i] - (uint64_t)bw;
        rem[i] = (uint64_t)d;
        bw = (d >> 64) & 1;
    }
    bw = 0;
    for (int i = 0; i < 4; i++) { /* sub = rem - r; borrow out: rem < r */
        split_u128 d = (split_u128)rem[i] - r[i] - (uint64_t)bw;
        sub[i] = (uint64_t)d;
        bw = (d >> 64) & 1;
    }
    uint64_t ge = 1 ^ (uint64_t)bw, mask = 0 - ge, nz = 0;
    split_u128 c = (split_u128)q[0] + ge;
    q[0] = (uint64_t)c;
    q[1] += (uint64_t)(c >> 64);
    for (int i = 0; i < 4; i++)
        nz |= (rem[i] & ~mask) | (sub[i] & mask);
    *rem_nonzero = (nz | (0 - nz)) >> 63;
    sodium_memzero(t, sizeof t);
    sodium_memzero(km, sizeof km);
    sodium_memzero(qr, sizeof qr);
    sodium_memzero(rem, sizeof rem);
    sodium_memzero(sub, sizeof sub);
}

static split_u128 u128_of(const uint64_t v[2]) {
    return ((split_u128)v[1] << 64) | v[0];
}

void bn254_glv_split(uint64_t kk[4], const uint64_t k[4]) {
    static const uint64_t r[4] = FR254_ORDER;
    uint64_t kr[4], K[4], m1[2], n2[2], unused, nz;
    split_u128 c = 0, bw = 0;
    for (int i = 0; i < 4; i++) { /* k + r < 2^255 */
        c += (split_u128)k[i] + r[i];
        kr[i] = (uint64_t)c;
        c >>= 64;
    }
    for (int i = 0; i < 4; i++) { /* K = k + r - B > 0 */
        split_u128 d = (split_u128)kr[i] - (i == 0 ? split_b[0] : 0) - (uint64_t)bw;
        K[i] = (uint64_t)d;
        bw = (d >> 64) & 1;
    }
    div_r(m1, &unused, K, split_c, 2, split_gc, 3);
    div_r(n2, &nz, K, split_b, 1, split_gb, 2);
    c = (split_u128)n2[0] + nz; /* the ceiling */
    n2[0] = (uint64_t)c;
    n2[1] += (uint64_t)(c >> 64);
    /* both parts are known to lie in [0, 2^127): compute them mod 2^128 */
    split_u128 M1 = u128_of(m1), N2 = u128_of(n2);
    split_u128 k1 = u128_of(kr) - M1 * u128_of(split_a) - N2 * split_b[0];
    split_u128 k2 = N2 * u128_of(split_c) - M1 * split_b[0];
    kk[0] = (uint64_t)k1;
    kk[1] = (uint64_t)(k1 >> 64);
    kk[2] = (uint64_t)k2;
    kk[3] = (uint64_t)(k2 >> 64);
    sodium_memzero(kr, sizeof kr);
    sodium_memzero(K, sizeof K);
    sodium_memzero(m1, sizeof m1);
    sodium_memzero(n2, sizeof n2);
}
