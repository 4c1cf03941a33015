/* Scalars mod l = 2^252 + c: the ecb_ristretto255_scalar_* API and the internal recodings.
 *
 * Reduction uses the special form of l: 2^252 = -c (mod l) with c < 2^125, so the part of a
 * number above bit 252 folds down as a subtraction of (high part) * c. Three folds bring any
 * 512-bit value below 2^253 in magnitude; a bias of 2l and two conditional subtractions make
 * it canonical. Everything here is constant time except sc25519_wnaf_var. */
#include <string.h>

#include <sodium.h>

#include "field/scalar25519.h"

typedef unsigned __int128 u128;

#define L0 0x5812631a5cf5d3edull /* l = 2^252 + (L1:L0) */
#define L1 0x14def9dea2f79cd6ull
#define L3 0x1000000000000000ull
#define MASK60 0x0fffffffffffffffull

static const uint64_t L[4] = {L0, L1, 0, L3};

static uint64_t load64_le(const uint8_t *s) {
    uint64_t x = 0;
    for (int i = 0; i < 8; i++)
        x |= (uint64_t)s[i] << (8 * i);
    return x;
}

static void store64_le(uint8_t *s, uint64_t x) {
    for (int i = 0; i < 8; i++)
        s[i] = (uint8_t)(x >> (8 * i));
}

/* r = a - b over four limbs; returns the borrow (1 when a < b). */
static uint64_t sub4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t borrow = 0;
    for (int i = 0; i < 4; i++) {
        const u128 d = (u128)a[i] - b[i] - borrow;
        r[i] = (uint64_t)d;
        borrow = (uint64_t)(d >> 64) & 1;
    }
    return borrow;
}

/* r = a + b over four limbs (mod 2^256). */
static void add4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    u128 c = 0;
    for (int i = 0; i < 4; i++) {
        c += (u128)a[i] + b[i];
        r[i] = (uint64_t)c;
        c >>= 64;
    }
}

/* r = a when a < m, else a - m (for a < 2m); constant time. */
static void csub4(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]) {
    uint64_t t[4];
    const uint64_t keep = (uint64_t)0 - sub4(t, a, m); /* all ones when a < m */
    for (int i = 0; i < 4; i++)
        r[i] = (a[i] & keep) | (t[i] & ~keep);
}

/* out[0..n+1] = h[0..n-1] * c, c = (L1:L0). */
static void mul_by_c(uint64_t *out, const uint64_t *h, int n) {
    u128 carry = 0;
    for (int i = 0; i < n + 2; i++)
        out[i] = 0;
    for (int i = 0; i < n; i++) {
        carry = (u128)h[i] * L0 + out[i];
        out[i] = (uint64_t)carry;
        carry = (u128)h[i] * L1 + out[i + 1] + (uint64_t)(carry >> 64);
        out[i + 1] = (uint64_t)carry;
        out[i + 2] = (uint64_t)(carry >> 64);
    }
}

/* h = x >> 252 for an n-limb x (n >= 4), as n - 3 limbs; x[3] keeps the low 60 bits. */
static void split252(uint64_t *h, uint64_t lo[4], const uint64_t *x, int n) {
    for (int i = 0; i < n - 3; i++)
        h[i] = (x[3 + i] >> 60) | (i + 4 < n ? x[4 + i] << 4 : 0);
    lo[0] = x[0];
    lo[1] = x[1];
    lo[2] = x[2];
    lo[3] = x[3] & MASK60;
}

void sc25519_reduce512(sc25519 *r, const uint64_t x[8]) {
    uint64_t h1[5], lo1[4], t[7], h2[4], lo2[4], u[6], h3[2], lo3[4], v[4], acc[4];
    static const uint64_t two_l[4] = {2 * L0, 2 * L1 + (L0 >> 63), 0, 2 * L3};
    /* x = lo1 + h1 2^252 = lo1 - h1 c                        (h1 < 2^260) */
    split252(h1, lo1, x, 8);
    mul_by_c(t, h1, 5); /* t = h1 c < 2^385, 7 limbs used */
    /* t = lo2 + h2 2^252 = lo2 - h2 c, so x = lo1 - lo2 + u   (h2 < 2^133) */
    split252(h2, lo2, t, 7);
    mul_by_c(u, h2, 3); /* u = h2 c < 2^258, 5 limbs used */
    /* u = lo3 + h3 2^252 = lo3 - h3 c, so x = lo1 - lo2 + lo3 - v  (h3 < 2^6) */
    split252(h3, lo3, u, 5);
    mul_by_c(v, h3, 1); /* v = h3 c < 2^131 */
    v[3] = 0;
    /* acc = lo1 + lo3 + 2l - lo2 - v lies in (0, 4l): exact mod 2^256 */
    add4(acc, lo1, lo3);
    add4(acc, acc, two_l);
    sub4(acc, acc, lo2);
    sub4(acc, acc, v);
    csub4(acc, acc, two_l);
    csub4(r->v, acc, L);
}

/* r = x mod l for a product of two reduced scalars (x < l^2 < 2^506): two folds suffice.
 *   x = lo1 + h1 2^252 = lo1 - t,  t = h1 c < 2^379           (h1 < 2^254, 4 limbs)
 *   t = lo2 + h2 2^252 = lo2 - u,  u = h2 c < 2^252           (h2 < 2^127, 2 limbs)
 * so x = lo1 - lo2 + u, and lo1 - lo2 + u + l lies in (0, 3l). */
static void reduce_product(uint64_t r[4], const uint64_t x[8]) {
    const uint64_t h0 = (x[3] >> 60) | (x[4] << 4), h1 = (x[4] >> 60) | (x[5] << 4),
                   h2 = (x[5] >> 60) | (x[6] << 4), h3 = (x[6] >> 60) | (x[7] << 4);
    uint64_t t[6], u[4], acc[4];
    u128 a;
    /* t = h c, row by row */
    a = (u128)h0 * L0;
    t[0] = (uint64_t)a;
    a = (u128)h1 * L0 + (uint64_t)(a >> 64);
    t[1] = (uint64_t)a;
    a = (u128)h2 * L0 + (uint64_t)(a >> 64);
    t[2] = (uint64_t)a;
    a = (u128)h3 * L0 + (uint64_t)(a >> 64);
    t[3] = (uint64_t)a;
    t[4] = (uint64_t)(a >> 64);
    a = (u128)h0 * L1 + t[1];
    t[1] = (uint64_t)a;
    a = (u128)h1 * L1 + t[2] + (uint64_t)(a >> 64);
    t[2] = (uint64_t)a;
    a = (u128)h2 * L1 + t[3] + (uint64_t)(a >> 64);
    t[3] = (uint64_t)a;
    a = (u128)h3 * L1 + t[4] + (uint64_t)(a >> 64);
    t[4] = (uint64_t)a;
    t[5] = (uint64_t)(a >> 64);
    /* u = h2' c with h2' = t >> 252 */
    const uint64_t g0 = (t[3] >> 60) | (t[4] << 4), g1 = (t[4] >> 60) | (t[5] << 4);
    a = (u128)g0 * L0;
    u[0] = (uint64_t)a;
    a = (u128)g1 * L0 + (uint64_t)(a >> 64);
    u[1] = (uint64_t)a;
    u[2] = (uint64_t)(a >> 64);
    a = (u128)g0 * L1 + u[1];
    u[1] = (uint64_t)a;
    a = (u128)g1 * L1 + u[2] + (uint64_t)(a >> 64);
    u[2] = (uint64_t)a;
    u[3] = (uint64_t)(a >> 64);
    /* acc = lo1 + u + l - lo2, then two conditional subtractions of l */
    const uint64_t lo1[4] = {x[0], x[1], x[2], x[3] & MASK60};
    const uint64_t lo2[4] = {t[0], t[1], t[2], t[3] & MASK60};
    add4(acc, lo1, u);
    add4(acc, acc, L);
    sub4(acc, acc, lo2);
    csub4(acc, acc, L);
    csub4(r, acc, L);
}

/* ---- the public API ------------------------------------------------------------------------ */

ecb_status ecb_ristretto255_scalar_decode(ecb_ristretto255_scalar *out, const uint8_t in[32]) {
    uint64_t s[4], t[4];
    for (int i = 0; i < 4; i++)
        s[i] = load64_le(in + 8 * i);
    if (!sub4(t, s, L)) { /* s >= l */
        memset(out, 0, sizeof *out);
        return ECB_ERR_SCALAR_OUT_OF_RANGE;
    }
    memcpy(out->v, s, sizeof s);
    return ECB_OK;
}

void ecb_ristretto255_scalar_encode(uint8_t out[32], const ecb_ristretto255_scalar *s) {
    for (int i = 0; i < 4; i++)
        store64_le(out + 8 * i, s->v[i]);
}

void ecb_ristretto255_scalar_reduce64(ecb_ristretto255_scalar *out, const uint8_t in[64]) {
    uint64_t x[8];
    for (int i = 0; i < 8; i++)
        x[i] = load64_le(in + 8 * i);
    sc25519_reduce512(out, x);
    sodium_memzero(x, sizeof x);
}

void ecb_ristretto255_scalar_from_u64(ecb_ristretto255_scalar *out, uint64_t v) {
    out->v[0] = v;
    out->v[1] = out->v[2] = out->v[3] = 0;
}

void ecb_ristretto255_scalar_add(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *a,
                                 const ecb_ristretto255_scalar *b) {
    uint64_t t[4];
    add4(t, a->v, b->v); /* < 2l < 2^254 */
    csub4(out->v, t, L);
}

void ecb_ristretto255_scalar_sub(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *a,
                                 const ecb_ristretto255_scalar *b) {
    uint64_t t[4], lm[4];
    const uint64_t m = (uint64_t)0 - sub4(t, a->v, b->v); /* all ones when a < b */
    for (int i = 0; i < 4; i++)
        lm[i] = L[i] & m;
    add4(out->v, t, lm);
}

void ecb_ristretto255_scalar_neg(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *a) {
    static const ecb_ristretto255_scalar zero = {{0, 0, 0, 0}};
    ecb_ristretto255_scalar_sub(out, &zero, a);
}

void ecb_ristretto255_scalar_mul(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *a,
                                 const ecb_ristretto255_scalar *b) {
    uint64_t x[8];
    /* schoolbook 4x4, row by row */
    for (int i = 0; i < 8; i++)
        x[i] = 0;
    for (int i = 0; i < 4; i++) {
        u128 c = 0;
        for (int j = 0; j < 4; j++) {
            c += (u128)a->v[i] * b->v[j] + x[i + j];
            x[i + j] = (uint64_t)c;
            c >>= 64;
        }
        x[i + 4] = (uint64_t)c;
    }
    reduce_product(out->v, x);
}

void ecb_ristretto255_scalar_sqr(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *a) {
    uint64_t x[8] = {0};
    const uint64_t *v = a->v;
    u128 c;
    /* the six cross products v_i v_j (i < j) */
    for (int i = 0; i < 3; i++) {
        c = 0;
        for (int j = i + 1; j < 4; j++) {
            c += (u128)v[i] * v[j] + x[i + j];
            x[i + j] = (uint64_t)c;
            c >>= 64;
        }
        x[i + 4] = (uint64_t)c;
    }
    /* double them (the sum is below 2^511), then add the squares v_i^2 */
    x[7] = x[6] >> 63;
    for (int i = 6; i > 0; i--)
        x[i] = (x[i] << 1) | (x[i - 1] >> 63);
    x[0] <<= 1;
    c = 0;
    for (int i = 0; i < 4; i++) {
        const u128 sq = (u128)v[i] * v[i];
        c += (u128)x[2 * i] + (uint64_t)sq;
        x[2 * i] = (uint64_t)c;
        c >>= 64;
        c += (u128)x[2 * i + 1] + (uint64_t)(sq >> 64);
        x[2 * i + 1] = (uint64_t)c;
        c >>= 64;
    }
    reduce_product(out->v, x);
}

int ecb_ristretto255_scalar_is_zero(const ecb_ristretto255_scalar *a) {
    const uint64_t acc = a->v[0] | a->v[1] | a->v[2] | a->v[3];
    return (int)(((acc | ((uint64_t)0 - acc)) >> 63) ^ 1);
}

int ecb_ristretto255_scalar_equal(const ecb_ristretto255_scalar *a,
                                  const ecb_ristretto255_scalar *b) {
    const uint64_t acc =
        (a->v[0] ^ b->v[0]) | (a->v[1] ^ b->v[1]) | (a->v[2] ^ b->v[2]) | (a->v[3] ^ b->v[3]);
    return (int)(((acc | ((uint64_t)0 - acc)) >> 63) ^ 1);
}

/* out = a^(l-2) = a^-1 by Fermat's little theorem, with a fixed 4-bit window over the public
 * exponent: the table index and the multiply-or-not decision depend only on l. */
static void scalar_pow_l_minus_2(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *a) {
    static const uint64_t e[4] = {L0 - 2, L1, 0, L3};
    ecb_ristretto255_scalar table[16], acc;
    ecb_ristretto255_scalar_from_u64(&table[0], 1);
    table[1] = *a;
    for (int i = 2; i < 16; i++)
        ecb_ristretto255_scalar_mul(&table[i], &table[i - 1], a);
    acc = table[1]; /* the top nibble of l - 2 (bit 252) is 1 */
    for (int nib = 62; nib >= 0; nib--) {
        for (int k = 0; k < 4; k++)
            ecb_ristretto255_scalar_sqr(&acc, &acc);
        const unsigned d = (unsigned)(e[nib / 16] >> (4 * (nib % 16))) & 15;
        if (d != 0) ecb_ristretto255_scalar_mul(&acc, &acc, &table[d]);
    }
    *out = acc;
    sodium_memzero(table, sizeof table);
    sodium_memzero(&acc, sizeof acc);
}

ecb_status ecb_ristretto255_scalar_invert(ecb_ristretto255_scalar *out,
                                          const ecb_ristretto255_scalar *a) {
    const int zero = ecb_ristretto255_scalar_is_zero(a);
    scalar_pow_l_minus_2(out, a); /* 0^(l-2) = 0 */
    return zero ? ECB_ERR_ZERO : ECB_OK;
}

ecb_status ecb_ristretto255_scalar_batch_invert(ecb_ristretto255_scalar *out,
                                                const ecb_ristretto255_scalar *in, size_t n,
                                                ecb_ristretto255_scalar *scratch) {
    ecb_ristretto255_scalar acc, t;
    if (n == 0) return ECB_OK;
    /* prefix products: scratch[i] = in[0] ... in[i] */
    scratch[0] = in[0];
    for (size_t i = 1; i < n; i++)
        ecb_ristretto255_scalar_mul(&scratch[i], &scratch[i - 1], &in[i]);
    /* the product is zero exactly when some input is */
    if (ecb_ristretto255_scalar_invert(&acc, &scratch[n - 1]) != ECB_OK) return ECB_ERR_ZERO;
    for (size_t i = n - 1; i > 0; i--) {
        ecb_ristretto255_scalar_mul(&t, &acc, &scratch[i - 1]); /* 1/in[i] */
        ecb_ristretto255_scalar_mul(&acc, &acc, &in[i]);        /* 1/(in[0] ... in[i-1]) */
        out[i] = t;
    }
    out[0] = acc;
    sodium_memzero(&acc, sizeof acc);
    sodium_memzero(&t, sizeof t);
    return ECB_OK;
}

/* ---- recodings ----------------------------------------------------------------------------- */

void sc25519_signed_radix16(int8_t e[64], const sc25519 *s) {
    int carry = 0;
    for (int i = 0; i < 64; i++) {
        /* nibble i plus the carry in, moved into [-8, 8) with a carry out */
        const int d = (int)((s->v[i / 16] >> (4 * (i % 16))) & 15) + carry;
        carry = (d + 8) >> 4;
        e[i] = (int8_t)(d - (carry << 4));
    }
    /* s < 2^255: the top nibble is at most 7, so no carry leaves digit 63 */
}

int sc25519_wnaf_var(int8_t naf[256], const sc25519 *s, unsigned w) {
    const int width = 1 << w, half = width >> 1;
    int carry = 0, top = -1;
    memset(naf, 0, 256);
    for (int pos = 0; pos < 256;) {
        /* w bits starting at pos (zero above bit 255), plus the carry in */
        const int limb = pos / 64, shift = pos % 64;
        uint64_t bits = s->v[limb] >> shift;
        if (shift + (int)w > 64 && limb < 3) bits |= s->v[limb + 1] << (64 - shift);
        int window = carry + (int)(bits & (uint64_t)(width - 1));
        if ((window & 1) == 0) { /* digit 0 here; an even window passes its carry on */
            pos++;
            continue;
        }
        if (window < half) {
            carry = 0;
        } else {
            carry = 1;
            window -= width;
        }
        naf[pos] = (int8_t)window;
        top = pos;
        pos += (int)w;
    }
    return top;
}
