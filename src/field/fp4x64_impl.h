/* Implementation of a 4x64-limb Montgomery field (interface: fp4x64.h), instantiated once per
 * prime by a tiny .c file that defines, then includes this file:
 *
 *   FP4_NAME      the element type and function prefix (fp254)
 *   FP4_MODULUS   p, 4 little-endian limbs, p < 2^255 (the "no carry" CIOS below: the running
 *                 sum never needs a 5th word)
 *   FP4_ONE_R     R mod p (R = 2^256)         FP4_R2   R^2 mod p        FP4_R3  R^3 mod p
 *   FP4_HALF      (p - 1) / 2                  FP4_INV  -p^-1 mod 2^64
 *   FP4_MODINFO   the ecb_modinv62_modinfo initialiser of p (5 limbs, 12 batches)
 * and optionally
 *   FP4_T         the element type when it differs from FP4_NAME
 *   FP4_API       the functions' storage class (default: external; "static inline" for an
 *                 inlinable copy in a hot translation unit, see bn254/fp254_inline.h)
 *
 * The same algorithms as bls12/fp6x64_impl.h on four limbs: the interleaved CIOS Montgomery
 * product (Koç, Acar, Kaliski 1996): for each limb b_i, t += a b_i, then t = (t + m p) / 2^64
 * with m = t_0 (-p^-1) mod 2^64; with a, b < p the running t stays below 2p, and one final
 * conditional subtraction gives [0, p). Names are prefixed fp4_ so that a translation unit may
 * hold a 6x64 instance beside this one. */
#include <string.h>

#include "field/modinv62.h"
#if ECB_FP_HAVE_ADX
#include <x86intrin.h>
#endif
#include "field/mont4x64_adx.h"
#include "util/cpu.h"

#define FP4_PASTE2(a, b) a##_##b
#define FP4_PASTE(a, b) FP4_PASTE2(a, b)
#define FP4_FN(op) FP4_PASTE(FP4_NAME, op)
#ifndef FP4_T
#define FP4_T FP4_NAME
#endif
#ifndef FP4_API
#define FP4_API
#endif

typedef unsigned __int128 fp4_u128;

static const uint64_t fp4_p[4] = FP4_MODULUS;
static const uint64_t fp4_one_r[4] = FP4_ONE_R;
static const uint64_t fp4_r2[4] = FP4_R2;
static const uint64_t fp4_r3[4] = FP4_R3;
static const uint64_t fp4_half_p[4] = FP4_HALF;
static const uint64_t fp4_inv = FP4_INV;
static const ecb_modinv62_modinfo fp4_modinfo = FP4_MODINFO;

/* ---- limb helpers --------------------------------------------------------------------------- */

/* Add-with-carry and subtract-with-borrow on 64-bit limbs (adc / sbb chains on x86-64). */
static inline uint64_t fp4_adc(uint64_t a, uint64_t b, unsigned char *carry) {
#if ECB_FP_HAVE_ADX
    unsigned long long r;
    *carry = _addcarry_u64(*carry, a, b, &r);
    return (uint64_t)r;
#else
    fp4_u128 s = (fp4_u128)a + b + *carry;
    *carry = (unsigned char)(s >> 64);
    return (uint64_t)s;
#endif
}

static inline uint64_t fp4_sbb(uint64_t a, uint64_t b, unsigned char *borrow) {
#if ECB_FP_HAVE_ADX
    unsigned long long r;
    *borrow = _subborrow_u64(*borrow, a, b, &r);
    return (uint64_t)r;
#else
    fp4_u128 d = (fp4_u128)a - b - *borrow;
    *borrow = (unsigned char)((d >> 64) & 1);
    return (uint64_t)d;
#endif
}

/* Keeps masks from becoming branches and limbs out of vector registers (see the same macro in
 * bls12/fp6x64_impl.h; MemorySanitizer builds use a volatile round trip, which keeps the
 * secret marking). */
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#define FP4_IN_REGISTER_VOLATILE 1
#endif
#endif
#if defined(FP4_IN_REGISTER_VOLATILE)
#define FP4_IN_REGISTER(x)                                                                         \
    do {                                                                                           \
        volatile uint64_t fp4_hidden_ = (x);                                                       \
        (x) = fp4_hidden_;                                                                         \
    } while (0)
#elif defined(__GNUC__) || defined(__clang__)
#define FP4_IN_REGISTER(x) __asm__("" : "+r"(x))
#else
#define FP4_IN_REGISTER(x) (void)(x)
#endif

/* r = s - (s >= p ? p : 0), for s < 2p. */
static inline void fp4_reduce_once(uint64_t r[4], const uint64_t s[4]) {
    uint64_t t[4];
    unsigned char bw = 0;
    for (int i = 0; i < 4; i++)
        t[i] = fp4_sbb(s[i], fp4_p[i], &bw);
    uint64_t keep = 0 - (uint64_t)bw; /* s < p: keep s */
    FP4_IN_REGISTER(keep);
    for (int i = 0; i < 4; i++) {
        uint64_t v = (s[i] & keep) | (t[i] & ~keep);
        FP4_IN_REGISTER(v);
        r[i] = v;
    }
}

/* 1 when a (integer limbs) < b, constant time. */
static inline uint64_t fp4_limbs_lt(const uint64_t a[4], const uint64_t b[4]) {
    unsigned char bw = 0;
    for (int i = 0; i < 4; i++)
        (void)fp4_sbb(a[i], b[i], &bw);
    return bw;
}

/* ---- multiplication kernels ---------------------------------------------------------------- */

static inline void fp4_mont_mul_portable(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t t[4] = {0, 0, 0, 0};
    for (int i = 0; i < 4; i++) {
        fp4_u128 c = 0;
        for (int j = 0; j < 4; j++) {
            c += (fp4_u128)a[j] * b[i] + t[j];
            t[j] = (uint64_t)c;
            c >>= 64;
        }
        uint64_t t4 = (uint64_t)c;
        uint64_t m = t[0] * fp4_inv;
        c = ((fp4_u128)m * fp4_p[0] + t[0]) >> 64;
        for (int j = 1; j < 4; j++) {
            c += (fp4_u128)m * fp4_p[j] + t[j];
            t[j - 1] = (uint64_t)c;
            c >>= 64;
        }
        t[3] = t4 + (uint64_t)c; /* no carry out: t < 2p < 2^255 */
    }
    fp4_reduce_once(r, t);
}

#if ECB_FP_HAVE_ADX
/* The MULX/ADCX/ADOX product (field/mont4x64_adx.h), shared with the scalar fields. */
static inline void fp4_mont_mul_adx(uint64_t out[4], const uint64_t a[4], const uint64_t b[4]) {
    mont4x64_mul_adx(out, a, b, fp4_p, fp4_inv);
}
#endif

/* The portable kernel out of line, so that hot callers inline only the MULX/ADX path; the
 * branch on the cached CPU level is the one of bls12/fp6x64_impl.h (see its comment). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static void
fp4_mont_mul_fallback(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    fp4_mont_mul_portable(r, a, b);
}

static inline void fp4_mont_mul(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
#if ECB_FP_HAVE_ADX
    if (__builtin_expect(ecb_cpu_has_mulx_adx(), 1)) {
        fp4_mont_mul_adx(r, a, b);
        return;
    }
#endif
    fp4_mont_mul_fallback(r, a, b);
}

FP4_API void FP4_FN(mul)(FP4_T *r, const FP4_T *a, const FP4_T *b) {
    fp4_mont_mul(r->v, a->v, b->v);
}

/* Squaring uses the product kernel, as the 6x64 fields do. */
FP4_API void FP4_FN(sqr)(FP4_T *r, const FP4_T *a) {
    fp4_mont_mul(r->v, a->v, a->v);
}

FP4_API void FP4_FN(mul_portable)(FP4_T *r, const FP4_T *a, const FP4_T *b) {
    fp4_mont_mul_portable(r->v, a->v, b->v);
}

#if ECB_FP_HAVE_ADX
FP4_API void FP4_FN(mul_adx)(FP4_T *r, const FP4_T *a, const FP4_T *b) {
    fp4_mont_mul_adx(r->v, a->v, b->v);
}
#endif

/* ---- additive group ------------------------------------------------------------------------ */

FP4_API void FP4_FN(add)(FP4_T *r, const FP4_T *a, const FP4_T *b) {
    uint64_t s[4];
    unsigned char c = 0;
    for (int i = 0; i < 4; i++)
        s[i] = fp4_adc(a->v[i], b->v[i], &c);
    fp4_reduce_once(r->v, s); /* a + b < 2p < 2^256: no carry out */
}

FP4_API void FP4_FN(sub)(FP4_T *r, const FP4_T *a, const FP4_T *b) {
    uint64_t s[4];
    unsigned char bw = 0, c = 0;
    for (int i = 0; i < 4; i++)
        s[i] = fp4_sbb(a->v[i], b->v[i], &bw);
    uint64_t mask = 0 - (uint64_t)bw;
    FP4_IN_REGISTER(mask);
    for (int i = 0; i < 4; i++) {
        uint64_t v = fp4_adc(s[i], fp4_p[i] & mask, &c);
        FP4_IN_REGISTER(v);
        r->v[i] = v;
    }
}

FP4_API void FP4_FN(neg)(FP4_T *r, const FP4_T *a) {
    uint64_t nz = a->v[0] | a->v[1] | a->v[2] | a->v[3];
    unsigned char bw = 0;
    uint64_t mask = 0 - ((nz | (0 - nz)) >> 63);
    FP4_IN_REGISTER(mask);
    for (int i = 0; i < 4; i++) {
        uint64_t v = fp4_sbb(fp4_p[i], a->v[i], &bw) & mask;
        FP4_IN_REGISTER(v);
        r->v[i] = v;
    }
}

FP4_API void FP4_FN(dbl)(FP4_T *r, const FP4_T *a) {
    FP4_FN(add)(r, a, a);
}

/* a / 2: a + p when a is odd (the sum is even and below 2^256, as p < 2^255), one bit down */
FP4_API void FP4_FN(half)(FP4_T *r, const FP4_T *a) {
    uint64_t mask = 0 - (a->v[0] & 1), s[4];
    unsigned char c = 0;
    for (int i = 0; i < 4; i++)
        s[i] = fp4_adc(a->v[i], fp4_p[i] & mask, &c);
    for (int i = 0; i < 3; i++)
        r->v[i] = (s[i] >> 1) | (s[i + 1] << 63);
    r->v[3] = s[3] >> 1;
}

/* ---- conversions and constants -------------------------------------------------------------- */

FP4_API void FP4_FN(to_mont)(FP4_T *r, const uint64_t a[4]) {
    fp4_mont_mul(r->v, a, fp4_r2);
}

FP4_API void FP4_FN(from_mont)(uint64_t r[4], const FP4_T *a) {
    static const uint64_t one[4] = {1, 0, 0, 0};
    fp4_mont_mul(r, a->v, one);
}

FP4_API void FP4_FN(from_u64)(FP4_T *r, uint64_t x) {
    const uint64_t t[4] = {x, 0, 0, 0};
    FP4_FN(to_mont)(r, t);
}

FP4_API void FP4_FN(zero)(FP4_T *r) {
    memset(r->v, 0, sizeof r->v);
}

FP4_API void FP4_FN(one)(FP4_T *r) {
    memcpy(r->v, fp4_one_r, sizeof r->v);
}

FP4_API ecb_status FP4_FN(decode)(FP4_T *r, const uint8_t in[32]) {
    uint64_t t[4];
    for (int i = 0; i < 4; i++) {
        uint64_t w = 0;
        for (int j = 0; j < 8; j++)
            w = (w << 8) | in[(3 - i) * 8 + j];
        t[i] = w;
    }
    uint64_t ok = fp4_limbs_lt(t, fp4_p);
    for (int i = 0; i < 4; i++)
        t[i] &= -ok;
    FP4_FN(to_mont)(r, t);
    return ok ? ECB_OK : ECB_ERR_NON_CANONICAL;
}

FP4_API void FP4_FN(encode)(uint8_t out[32], const FP4_T *a) {
    uint64_t t[4];
    FP4_FN(from_mont)(t, a);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++)
            out[(3 - i) * 8 + j] = (uint8_t)(t[i] >> (56 - 8 * j));
}

/* ---- predicates and selection ---------------------------------------------------------------- */

FP4_API int FP4_FN(is_zero)(const FP4_T *a) {
    uint64_t x = a->v[0] | a->v[1] | a->v[2] | a->v[3];
    return (int)(1 ^ ((x | (0 - x)) >> 63));
}

FP4_API int FP4_FN(equal)(const FP4_T *a, const FP4_T *b) {
    uint64_t x = 0;
    for (int i = 0; i < 4; i++)
        x |= a->v[i] ^ b->v[i];
    return (int)(1 ^ ((x | (0 - x)) >> 63));
}

FP4_API int FP4_FN(is_lexlargest)(const FP4_T *a) {
    uint64_t t[4];
    FP4_FN(from_mont)(t, a);
    return (int)fp4_limbs_lt(fp4_half_p, t);
}

FP4_API void FP4_FN(cmov)(FP4_T *r, const FP4_T *a, int flag) {
    uint64_t mask = -(uint64_t)(flag & 1);
    FP4_IN_REGISTER(mask);
    for (int i = 0; i < 4; i++)
        r->v[i] ^= (r->v[i] ^ a->v[i]) & mask;
}

/* ---- exponentiation and inversion ------------------------------------------------------------ */

/* Left-to-right sliding windows of up to 5 bits over the public exponent, with the 16 odd
 * powers a, a^3, ..., a^31 (as the 6x64 fields): the operations and table indices depend on e
 * only, so this is constant time in a. */
FP4_API void FP4_FN(pow)(FP4_T *r, const FP4_T *a, const uint64_t e[4]) {
    FP4_T odd[16], a2, acc;
    int started = 0;
    FP4_FN(sqr)(&a2, a);
    odd[0] = *a;
    for (int i = 1; i < 16; i++)
        FP4_FN(mul)(&odd[i], &odd[i - 1], &a2);
    FP4_FN(one)(&acc);
    for (int i = 255; i >= 0;) {
        if (((e[i / 64] >> (i % 64)) & 1) == 0) {
            if (started) FP4_FN(sqr)(&acc, &acc);
            i--;
            continue;
        }
        int j = i >= 4 ? i - 4 : 0; /* the window i..j ends in a set bit */
        while (((e[j / 64] >> (j % 64)) & 1) == 0)
            j++;
        unsigned val = 0;
        for (int b = i; b >= j; b--)
            val = (val << 1) | (unsigned)((e[b / 64] >> (b % 64)) & 1);
        if (started) {
            for (int b = i; b >= j; b--)
                FP4_FN(sqr)(&acc, &acc);
            FP4_FN(mul)(&acc, &acc, &odd[val / 2]);
        } else {
            acc = odd[val / 2];
            started = 1;
        }
        i = j - 1;
    }
    *r = acc;
}

/* a = x R: the safegcd inverse of the integer a is x^-1 R^-1; one Montgomery product with R^3
 * gives x^-1 R. */
static inline void fp4_inv_impl(FP4_T *r, const FP4_T *a, int var) {
    int64_t s[5];
    uint64_t t[4];
    ecb_modinv62_from_u64(s, 5, a->v, 4);
    if (var)
        ecb_modinv62_var(s, &fp4_modinfo);
    else
        ecb_modinv62(s, &fp4_modinfo);
    ecb_modinv62_to_u64(t, 4, s, 5);
    fp4_mont_mul(r->v, t, fp4_r3);
}

FP4_API void FP4_FN(inv)(FP4_T *r, const FP4_T *a) {
    fp4_inv_impl(r, a, 0);
}

FP4_API void FP4_FN(inv_var)(FP4_T *r, const FP4_T *a) {
    fp4_inv_impl(r, a, 1);
}

static inline void fp4_batch_inv_impl(FP4_T *out, const FP4_T *in, size_t n, FP4_T *scratch,
                                      int var) {
    FP4_T acc, one, x, t;
    if (n == 0) return;
    FP4_FN(one)(&one);
    acc = one;
    for (size_t i = 0; i < n; i++) {
        x = in[i];
        FP4_FN(cmov)(&x, &one, FP4_FN(is_zero)(&x));
        scratch[i] = acc;
        FP4_FN(mul)(&acc, &acc, &x);
    }
    if (var)
        FP4_FN(inv_var)(&acc, &acc);
    else
        FP4_FN(inv)(&acc, &acc);
    for (size_t i = n; i-- > 0;) {
        x = in[i];
        int z = FP4_FN(is_zero)(&x);
        FP4_FN(cmov)(&x, &one, z);
        FP4_FN(mul)(&t, &acc, &scratch[i]);
        FP4_FN(mul)(&acc, &acc, &x);
        FP4_FN(zero)(&out[i]);
        FP4_FN(cmov)(&out[i], &t, 1 - z);
    }
}

FP4_API void FP4_FN(batch_inv)(FP4_T *out, const FP4_T *in, size_t n, FP4_T *scratch) {
    fp4_batch_inv_impl(out, in, n, scratch, 0);
}

FP4_API void FP4_FN(batch_inv_var)(FP4_T *out, const FP4_T *in, size_t n, FP4_T *scratch) {
    fp4_batch_inv_impl(out, in, n, scratch, 1);
}
