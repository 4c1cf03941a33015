/* Scalars mod l = 2^252 + c: the ecb_ristretto255_scalar_* API and the internal recodings.
 *
 * Reduction uses the special form of l: 2^252 = -c (mod l) with c < 2^125, so the part of a
 * number above bit 252 folds down as a subtraction of (high part) * c. Two folds bring a
 * product of reduced scalars below 2^253 in magnitude, three folds any 512-bit value; a bias
 * of l or 2l and conditional subtractions make the result canonical. Everything here is constant
 * time except sc25519_wnaf_var. */
#include <string.h>

#include <sodium.h>

#include "field/ristretto255/scalar25519.h"
#include "field/scalar_wnaf.h"

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

/* Addition and subtraction with carry. On x86-64 the compiler's intrinsics become adc/sbb
 * chains; elsewhere (or with ECBATCH_PORTABLE_CARRY defined) the 128-bit forms compute the
 * same values. clang 14's MemorySanitizer does not model the carry intrinsics (it reports
 * every use), so its builds (`make ctcheck-msan`) take the 128-bit forms. */
#if defined(__has_feature)
#if __has_feature(memory_sanitizer) && !defined(ECBATCH_PORTABLE_CARRY)
#define ECBATCH_PORTABLE_CARRY 1
#endif
#endif
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) &&                            \
    !defined(ECBATCH_PORTABLE_CARRY)
#include <x86intrin.h>
typedef unsigned char carry_t;
static inline uint64_t adc64(uint64_t a, uint64_t b, carry_t *c) {
    unsigned long long r;
    *c = _addcarry_u64(*c, a, b, &r);
    return (uint64_t)r;
}
static inline uint64_t sbb64(uint64_t a, uint64_t b, carry_t *c) {
    unsigned long long r;
    *c = _subborrow_u64(*c, a, b, &r);
    return (uint64_t)r;
}
#else
typedef uint64_t carry_t;
static inline uint64_t adc64(uint64_t a, uint64_t b, carry_t *c) {
    const u128 s = (u128)a + b + *c;
    *c = (uint64_t)(s >> 64);
    return (uint64_t)s;
}
static inline uint64_t sbb64(uint64_t a, uint64_t b, carry_t *c) {
    const u128 d = (u128)a - b - *c;
    *c = (uint64_t)(d >> 64) & 1;
    return (uint64_t)d;
}
#endif

#define LO64(x) ((uint64_t)(x))
#define HI64(x) ((uint64_t)((x) >> 64))

/* r = a - b over four limbs; returns the borrow (1 when a < b). */
static inline uint64_t sub4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    carry_t c = 0;
    for (int i = 0; i < 4; i++)
        r[i] = sbb64(a[i], b[i], &c);
    return (uint64_t)c;
}

/* r = a + b over four limbs (mod 2^256). */
static inline void add4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    carry_t c = 0;
    for (int i = 0; i < 4; i++)
        r[i] = adc64(a[i], b[i], &c);
}

/* r = a when a < m, else a - m (for a < 2m); constant time. */
static inline void csub4(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]) {
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
 *   x = lo1 + h 2^252 = lo1 - t,  t = h c < 2^379           (h < 2^254, 4 limbs)
 *   t = lo2 + g 2^252 = lo2 - u,  u = g c < 2^252           (g < 2^127, 2 limbs)
 * so x = lo1 - lo2 + u, and lo1 - lo2 + u + l lies in (0, 3l): two conditional
 * subtractions of l finish. */
static inline void reduce_product(uint64_t r[4], const uint64_t x[8]) {
    const uint64_t h0 = (x[3] >> 60) | (x[4] << 4), h1 = (x[4] >> 60) | (x[5] << 4),
                   h2 = (x[5] >> 60) | (x[6] << 4), h3 = (x[6] >> 60) | (x[7] << 4);
    carry_t c;
    /* t = h c: the products with L0 at offsets 0..4, those with L1 one limb up */
    const u128 p00 = (u128)h0 * L0, p10 = (u128)h1 * L0, p20 = (u128)h2 * L0, p30 = (u128)h3 * L0;
    const u128 p01 = (u128)h0 * L1, p11 = (u128)h1 * L1, p21 = (u128)h2 * L1, p31 = (u128)h3 * L1;
    uint64_t t0 = LO64(p00), t1, t2, t3, t4, t5;
    c = 0;
    t1 = adc64(HI64(p00), LO64(p10), &c);
    t2 = adc64(HI64(p10), LO64(p20), &c);
    t3 = adc64(HI64(p20), LO64(p30), &c);
    t4 = adc64(HI64(p30), 0, &c);
    c = 0;
    t1 = adc64(t1, LO64(p01), &c);
    t2 = adc64(t2, HI64(p01), &c);
    t3 = adc64(t3, HI64(p11), &c);
    t4 = adc64(t4, HI64(p21), &c);
    t5 = adc64(HI64(p31), 0, &c);
    c = 0;
    t2 = adc64(t2, LO64(p11), &c);
    t3 = adc64(t3, LO64(p21), &c);
    t4 = adc64(t4, LO64(p31), &c);
    t5 = adc64(t5, 0, &c);
    /* u = g c with g = t >> 252 */
    const uint64_t g0 = (t3 >> 60) | (t4 << 4), g1 = (t4 >> 60) | (t5 << 4);
    const u128 q00 = (u128)g0 * L0, q10 = (u128)g1 * L0, q01 = (u128)g0 * L1, q11 = (u128)g1 * L1;
    uint64_t u0 = LO64(q00), u1, u2, u3;
    c = 0;
    u1 = adc64(HI64(q00), LO64(q10), &c);
    u2 = adc64(HI64(q10), LO64(q11), &c);
    u3 = adc64(HI64(q11), 0, &c);
    c = 0;
    u1 = adc64(u1, LO64(q01), &c);
    u2 = adc64(u2, HI64(q01), &c);
    u3 = adc64(u3, 0, &c);
    /* a = lo1 + u + l - lo2 */
    uint64_t a0, a1, a2, a3;
    c = 0;
    a0 = adc64(x[0], u0, &c);
    a1 = adc64(x[1], u1, &c);
    a2 = adc64(x[2], u2, &c);
    a3 = adc64(x[3] & MASK60, u3, &c);
    c = 0;
    a0 = adc64(a0, L0, &c);
    a1 = adc64(a1, L1, &c);
    a2 = adc64(a2, 0, &c);
    a3 = adc64(a3, L3, &c);
    c = 0;
    a0 = sbb64(a0, t0, &c);
    a1 = sbb64(a1, t1, &c);
    a2 = sbb64(a2, t2, &c);
    a3 = sbb64(a3, t3 & MASK60, &c);
    for (int k = 0; k < 2; k++) {
        uint64_t b0, b1, b2, b3;
        c = 0;
        b0 = sbb64(a0, L0, &c);
        b1 = sbb64(a1, L1, &c);
        b2 = sbb64(a2, 0, &c);
        b3 = sbb64(a3, L3, &c);
        const uint64_t keep = (uint64_t)0 - (uint64_t)c; /* a < l: keep a */
        a0 = (a0 & keep) | (b0 & ~keep);
        a1 = (a1 & keep) | (b1 & ~keep);
        a2 = (a2 & keep) | (b2 & ~keep);
        a3 = (a3 & keep) | (b3 & ~keep);
    }
    r[0] = a0;
    r[1] = a1;
    r[2] = a2;
    r[3] = a3;
}

/* x = a b, 4 x 4 limbs, row by row: each row's products are first chained among themselves,
 * then added into x with a second carry chain. */
static inline void mul_wide(uint64_t x[8], const uint64_t a[4], const uint64_t b[4]) {
    carry_t c;
    const u128 p0 = (u128)a[0] * b[0], p1 = (u128)a[0] * b[1], p2 = (u128)a[0] * b[2],
               p3 = (u128)a[0] * b[3];
    x[0] = LO64(p0);
    c = 0;
    x[1] = adc64(HI64(p0), LO64(p1), &c);
    x[2] = adc64(HI64(p1), LO64(p2), &c);
    x[3] = adc64(HI64(p2), LO64(p3), &c);
    x[4] = adc64(HI64(p3), 0, &c);
    for (int i = 1; i < 4; i++) {
        const u128 q0 = (u128)a[i] * b[0], q1 = (u128)a[i] * b[1], q2 = (u128)a[i] * b[2],
                   q3 = (u128)a[i] * b[3];
        uint64_t r1, r2, r3, r4;
        c = 0;
        r1 = adc64(LO64(q1), HI64(q0), &c);
        r2 = adc64(LO64(q2), HI64(q1), &c);
        r3 = adc64(LO64(q3), HI64(q2), &c);
        r4 = adc64(HI64(q3), 0, &c);
        c = 0;
        x[i] = adc64(x[i], LO64(q0), &c);
        x[i + 1] = adc64(x[i + 1], r1, &c);
        x[i + 2] = adc64(x[i + 2], r2, &c);
        x[i + 3] = adc64(x[i + 3], r3, &c);
        x[i + 4] = adc64(r4, 0, &c);
    }
}

/* x = a^2: the six cross products once, doubled by a shift, plus the four squares. */
static inline void sqr_wide(uint64_t x[8], const uint64_t a[4]) {
    carry_t c;
    const u128 p01 = (u128)a[0] * a[1], p02 = (u128)a[0] * a[2], p03 = (u128)a[0] * a[3];
    const u128 p12 = (u128)a[1] * a[2], p13 = (u128)a[1] * a[3], p23 = (u128)a[2] * a[3];
    uint64_t x1 = LO64(p01), x2, x3, x4, x5, x6, x7;
    c = 0;
    x2 = adc64(HI64(p01), LO64(p02), &c);
    x3 = adc64(HI64(p02), LO64(p03), &c);
    x4 = adc64(HI64(p03), LO64(p13), &c);
    x5 = adc64(HI64(p13), LO64(p23), &c);
    x6 = adc64(HI64(p23), 0, &c);
    c = 0;
    x3 = adc64(x3, LO64(p12), &c);
    x4 = adc64(x4, HI64(p12), &c);
    x5 = adc64(x5, 0, &c);
    x6 = adc64(x6, 0, &c);
    x7 = x6 >> 63; /* the cross sum is below 2^511: doubling fits */
    x6 = (x6 << 1) | (x5 >> 63);
    x5 = (x5 << 1) | (x4 >> 63);
    x4 = (x4 << 1) | (x3 >> 63);
    x3 = (x3 << 1) | (x2 >> 63);
    x2 = (x2 << 1) | (x1 >> 63);
    x1 <<= 1;
    const u128 s0 = (u128)a[0] * a[0], s1 = (u128)a[1] * a[1], s2 = (u128)a[2] * a[2],
               s3 = (u128)a[3] * a[3];
    c = 0;
    x[0] = LO64(s0);
    x[1] = adc64(x1, HI64(s0), &c);
    x[2] = adc64(x2, LO64(s1), &c);
    x[3] = adc64(x3, HI64(s1), &c);
    x[4] = adc64(x4, LO64(s2), &c);
    x[5] = adc64(x5, HI64(s2), &c);
    x[6] = adc64(x6, LO64(s3), &c);
    x[7] = adc64(x7, HI64(s3), &c);
}

/* ---- the public API ------------------------------------------------------------------------ */

/* A status chosen without a branch or a conditional move: `error` when flag = 1, else ECB_OK.
 * The value of the flag leaks only through the returned status. */
static ecb_status status_if(uint64_t flag, ecb_status error) {
    return (ecb_status)((int64_t)error & -(int64_t)flag);
}

ecb_status ecb_ristretto255_scalar_decode(ecb_ristretto255_scalar *out, const uint8_t in[32]) {
    uint64_t s[4], t[4];
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (in == NULL) {
        memset(out, 0, sizeof *out);
        return ECB_ERR_NULL_POINTER;
    }
    for (int i = 0; i < 4; i++)
        s[i] = load64_le(in + 8 * i);
    const uint64_t in_range = sub4(t, s, L); /* borrow: s < l */
    const uint64_t keep = (uint64_t)0 - in_range;
    for (int i = 0; i < 4; i++)
        out->v[i] = s[i] & keep;
    return status_if(in_range ^ 1, ECB_ERR_SCALAR_OUT_OF_RANGE);
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
    mul_wide(x, a->v, b->v);
    reduce_product(out->v, x);
}

void ecb_ristretto255_scalar_sqr(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *a) {
    uint64_t x[8];
    sqr_wide(x, a->v);
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
    uint64_t table[16][4], acc[4], x[8];
    table[0][0] = 1;
    table[0][1] = table[0][2] = table[0][3] = 0;
    memcpy(table[1], a->v, sizeof table[1]);
    for (int i = 2; i < 16; i++) {
        mul_wide(x, table[i - 1], a->v);
        reduce_product(table[i], x);
    }
    memcpy(acc, table[1], sizeof acc); /* the top nibble of l - 2 (bit 252) is 1 */
    for (int nib = 62; nib >= 0; nib--) {
        for (int k = 0; k < 4; k++) {
            sqr_wide(x, acc);
            reduce_product(acc, x);
        }
        const unsigned d = (unsigned)(e[nib / 16] >> (4 * (nib % 16))) & 15;
        if (d != 0) {
            mul_wide(x, acc, table[d]);
            reduce_product(acc, x);
        }
    }
    memcpy(out->v, acc, sizeof acc);
    sodium_memzero(table, sizeof table);
    sodium_memzero(acc, sizeof acc);
    sodium_memzero(x, sizeof x);
}

ecb_status ecb_ristretto255_scalar_invert(ecb_ristretto255_scalar *out,
                                          const ecb_ristretto255_scalar *a) {
    if (out == NULL || a == NULL) return ECB_ERR_NULL_POINTER;
    const int zero = ecb_ristretto255_scalar_is_zero(a);
    scalar_pow_l_minus_2(out, a); /* 0^(l-2) = 0 */
    return status_if((uint64_t)zero, ECB_ERR_ZERO);
}

ecb_status ecb_ristretto255_scalar_batch_invert(ecb_ristretto255_scalar *out,
                                                const ecb_ristretto255_scalar *in, size_t n,
                                                ecb_ristretto255_scalar *scratch) {
    ecb_ristretto255_scalar acc, t;
    if (n == 0) return ECB_OK;
    if (out == NULL || in == NULL || scratch == NULL) return ECB_ERR_NULL_POINTER;
    if (n > PTRDIFF_MAX / sizeof *in) return ECB_ERR_SIZE_OVERFLOW;
    /* prefix products: scratch[i] = in[0] ... in[i] */
    scratch[0] = in[0];
    for (size_t i = 1; i < n; i++)
        ecb_ristretto255_scalar_mul(&scratch[i], &scratch[i - 1], &in[i]);
    /* the product is zero exactly when some input is; the pass below runs either way */
    const ecb_status status = ecb_ristretto255_scalar_invert(&acc, &scratch[n - 1]);
    for (size_t i = n - 1; i > 0; i--) {
        ecb_ristretto255_scalar_mul(&t, &acc, &scratch[i - 1]); /* 1/in[i] */
        ecb_ristretto255_scalar_mul(&acc, &acc, &in[i]);        /* 1/(in[0] ... in[i-1]) */
        out[i] = t;
    }
    out[0] = acc;
    sodium_memzero(&acc, sizeof acc);
    sodium_memzero(&t, sizeof t);
    return status;
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
    /* positions 0..255: s < l < 2^253 leaves no carry above bit 253 */
    return (int)scalar_wnaf(naf, 256, s->v, 4, 255, w) - 1;
}
