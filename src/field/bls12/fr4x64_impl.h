/* Implementation of a 4x64-limb Montgomery scalar field (interface: fr4x64.h), instantiated
 * once per group order by a tiny .c file that defines, then includes this file:
 *
 *   FR_NAME      element type and function prefix (fr381)
 *   FR_MODULUS   r, 4 little-endian limbs, top limb < 2^63 - 1 (no-carry CIOS, as fp6x64; r < 2^255
 *                for the MULX/ADX kernel, field/mont4x64_adx.h)
 *   FR_ONE_R     R mod r (R = 2^256)    FR_R2  R^2 mod r    FR_R3  R^3 mod r
 *   FR_INV       -r^-1 mod 2^64
 *   FR_MODINFO   the ecb_modinv62_modinfo initialiser of r (5 limbs, 12 batches) */
#include <string.h>

#include "field/modinv62.h"
#include "field/mont4x64_adx.h"
#include "util/cpu.h"

#define FR_PASTE2(a, b) a##_##b
#define FR_PASTE(a, b) FR_PASTE2(a, b)
#define FR_FN(op) FR_PASTE(FR_NAME, op)
#define FR_T FR_NAME

typedef unsigned __int128 fr_u128;

static const uint64_t fr_m[4] = FR_MODULUS;
static const uint64_t fr_one_r[4] = FR_ONE_R;
static const uint64_t fr_r2[4] = FR_R2;
static const uint64_t fr_r3[4] = FR_R3;
static const uint64_t fr_inv_m = FR_INV;
static const ecb_modinv62_modinfo fr_modinfo = FR_MODINFO;

/* r = s - (s >= m ? m : 0), for s < 2m. */
static inline void fr_reduce_once(uint64_t r[4], const uint64_t s[4]) {
    uint64_t t[4], bw = 0;
    for (int i = 0; i < 4; i++) {
        fr_u128 d = (fr_u128)s[i] - fr_m[i] - bw;
        t[i] = (uint64_t)d;
        bw = (uint64_t)(d >> 64) & 1;
    }
    uint64_t keep = -bw;
    for (int i = 0; i < 4; i++)
        r[i] = (s[i] & keep) | (t[i] & ~keep);
}

/* CIOS Montgomery product a b R^-1 mod m for a, b < m (see fp6x64_impl.h). */
static inline void fr_mont_mul_portable(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t t[4] = {0, 0, 0, 0};
    for (int i = 0; i < 4; i++) {
        fr_u128 c = 0;
        for (int j = 0; j < 4; j++) {
            c += (fr_u128)a[j] * b[i] + t[j];
            t[j] = (uint64_t)c;
            c >>= 64;
        }
        uint64_t t4 = (uint64_t)c;
        uint64_t q = t[0] * fr_inv_m;
        c = ((fr_u128)q * fr_m[0] + t[0]) >> 64;
        for (int j = 1; j < 4; j++) {
            c += (fr_u128)q * fr_m[j] + t[j];
            t[j - 1] = (uint64_t)c;
            c >>= 64;
        }
        t[3] = t4 + (uint64_t)c;
    }
    fr_reduce_once(r, t);
}

/* The portable kernel out of line, so that callers inline only the MULX/ADX path (as
 * fp4x64_impl.h does); both give the same bits. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static void
fr_mont_mul_fallback(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    fr_mont_mul_portable(r, a, b);
}

static inline void fr_mont_mul(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
#if ECB_FP_HAVE_ADX
    if (__builtin_expect(ecb_cpu_has_mulx_adx(), 1)) {
        mont4x64_mul_adx(r, a, b, fr_m, fr_inv_m);
        return;
    }
#endif
    fr_mont_mul_fallback(r, a, b);
}

void FR_FN(mul)(FR_T *r, const FR_T *a, const FR_T *b) {
    fr_mont_mul(r->v, a->v, b->v);
}

void FR_FN(sqr)(FR_T *r, const FR_T *a) {
    fr_mont_mul(r->v, a->v, a->v);
}

void FR_FN(add)(FR_T *r, const FR_T *a, const FR_T *b) {
    uint64_t s[4];
    fr_u128 c = 0;
    for (int i = 0; i < 4; i++) {
        c += (fr_u128)a->v[i] + b->v[i];
        s[i] = (uint64_t)c;
        c >>= 64;
    }
    fr_reduce_once(r->v, s);
}

void FR_FN(sub)(FR_T *r, const FR_T *a, const FR_T *b) {
    uint64_t s[4], bw = 0;
    for (int i = 0; i < 4; i++) {
        fr_u128 d = (fr_u128)a->v[i] - b->v[i] - bw;
        s[i] = (uint64_t)d;
        bw = (uint64_t)(d >> 64) & 1;
    }
    uint64_t mask = -bw;
    fr_u128 c = 0;
    for (int i = 0; i < 4; i++) {
        c += (fr_u128)s[i] + (fr_m[i] & mask);
        r->v[i] = (uint64_t)c;
        c >>= 64;
    }
}

void FR_FN(neg)(FR_T *r, const FR_T *a) {
    FR_T z;
    memset(z.v, 0, sizeof z.v);
    FR_FN(sub)(r, &z, a);
}

void FR_FN(to_mont)(FR_T *r, const uint64_t a[4]) {
    fr_mont_mul(r->v, a, fr_r2);
}

void FR_FN(from_mont)(uint64_t r[4], const FR_T *a) {
    static const uint64_t one[4] = {1, 0, 0, 0};
    fr_mont_mul(r, a->v, one);
}

void FR_FN(from_u64)(FR_T *r, uint64_t x) {
    const uint64_t t[4] = {x, 0, 0, 0};
    FR_FN(to_mont)(r, t);
}

void FR_FN(zero)(FR_T *r) {
    memset(r->v, 0, sizeof r->v);
}

void FR_FN(one)(FR_T *r) {
    memcpy(r->v, fr_one_r, sizeof r->v);
}

static void fr_load_be32(uint64_t t[4], const uint8_t in[32]) {
    for (int i = 0; i < 4; i++) {
        uint64_t w = 0;
        for (int j = 0; j < 8; j++)
            w = (w << 8) | in[(3 - i) * 8 + j];
        t[i] = w;
    }
}

ecb_status FR_FN(decode)(FR_T *r, const uint8_t in[32]) {
    uint64_t t[4], bw = 0;
    fr_load_be32(t, in);
    for (int i = 0; i < 4; i++)
        bw = (uint64_t)(((fr_u128)t[i] - fr_m[i] - bw) >> 64) & 1;
    for (int i = 0; i < 4; i++)
        t[i] &= -bw; /* bw = 1: t < m */
    FR_FN(to_mont)(r, t);
    return bw ? ECB_OK : ECB_ERR_SCALAR_OUT_OF_RANGE;
}

void FR_FN(encode)(uint8_t out[32], const FR_T *a) {
    uint64_t t[4];
    FR_FN(from_mont)(t, a);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++)
            out[(3 - i) * 8 + j] = (uint8_t)(t[i] >> (56 - 8 * j));
}

/* The 512-bit integer as four 128-bit chunks c3..c0 (each < 2^128 < r, so each is a valid
 * Montgomery-product input), combined by Horner's rule with the factor 2^128. */
void FR_FN(reduce_wide)(FR_T *r, const uint8_t in[64]) {
    uint64_t hi[4], lo[4];
    fr_load_be32(hi, in);
    fr_load_be32(lo, in + 32);
    const uint64_t chunks[4][4] = {
        {hi[2], hi[3], 0, 0}, {hi[0], hi[1], 0, 0}, {lo[2], lo[3], 0, 0}, {lo[0], lo[1], 0, 0}};
    static const uint64_t two128[4] = {0, 0, 1, 0};
    FR_T shift, acc, c;
    FR_FN(to_mont)(&shift, two128);
    FR_FN(to_mont)(&acc, chunks[0]);
    for (int i = 1; i < 4; i++) {
        FR_FN(mul)(&acc, &acc, &shift);
        FR_FN(to_mont)(&c, chunks[i]);
        FR_FN(add)(&acc, &acc, &c);
    }
    *r = acc;
}

int FR_FN(is_zero)(const FR_T *a) {
    uint64_t x = a->v[0] | a->v[1] | a->v[2] | a->v[3];
    return (int)(1 ^ ((x | (0 - x)) >> 63));
}

int FR_FN(equal)(const FR_T *a, const FR_T *b) {
    uint64_t x = 0;
    for (int i = 0; i < 4; i++)
        x |= a->v[i] ^ b->v[i];
    return (int)(1 ^ ((x | (0 - x)) >> 63));
}

void FR_FN(cmov)(FR_T *r, const FR_T *a, int flag) {
    uint64_t mask = -(uint64_t)(flag & 1);
    for (int i = 0; i < 4; i++)
        r->v[i] ^= (r->v[i] ^ a->v[i]) & mask;
}

/* a = x R: safegcd gives x^-1 R^-1, and a product with R^3 gives x^-1 R. */
static void fr_inv_impl(FR_T *r, const FR_T *a, int var) {
    int64_t s[5];
    uint64_t t[4];
    ecb_modinv62_from_u64(s, 5, a->v, 4);
    if (var)
        ecb_modinv62_var(s, &fr_modinfo);
    else
        ecb_modinv62(s, &fr_modinfo);
    ecb_modinv62_to_u64(t, 4, s, 5);
    fr_mont_mul(r->v, t, fr_r3);
}

void FR_FN(inv)(FR_T *r, const FR_T *a) {
    fr_inv_impl(r, a, 0);
}

void FR_FN(inv_var)(FR_T *r, const FR_T *a) {
    fr_inv_impl(r, a, 1);
}

void FR_FN(batch_inv)(FR_T *out, const FR_T *in, size_t n, FR_T *scratch) {
    FR_T acc, one, x, t;
    if (n == 0) return;
    FR_FN(one)(&one);
    acc = one;
    for (size_t i = 0; i < n; i++) {
        x = in[i];
        FR_FN(cmov)(&x, &one, FR_FN(is_zero)(&x));
        scratch[i] = acc;
        FR_FN(mul)(&acc, &acc, &x);
    }
    FR_FN(inv)(&acc, &acc);
    for (size_t i = n; i-- > 0;) {
        x = in[i];
        int z = FR_FN(is_zero)(&x);
        FR_FN(cmov)(&x, &one, z);
        FR_FN(mul)(&t, &acc, &scratch[i]);
        FR_FN(mul)(&acc, &acc, &x);
        FR_FN(zero)(&out[i]);
        FR_FN(cmov)(&out[i], &t, 1 - z);
    }
}
