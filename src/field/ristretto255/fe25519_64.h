/* GF(2^255 - 19) in radix 2^64: four 64-bit limbs, value = sum v[i] 2^(64 i), any 256-bit
 * value (not reduced; equal mod p means the same element). The MSM engine accumulates
 * edwards25519 points in this form: a multiplication is 16 64x64 products plus a fold by
 * 38 (2^256 = 38 mod p), against 25 products and wider column sums in radix 2^51
 * (fe25519.h), so the bucket additions run on fewer instructions. Conversions to and from
 * fe25519 are exact.
 *
 * Every function is constant time (no branches or indices on the values); static inline.
 * Outputs of every function are arbitrary 256-bit values and every input may be one. The
 * product and the square pick their instructions per call from the CPU level (util/cpu.h):
 * MULX/ADX at level adx and above, else the C form, out of line (as fp6x64_impl.h's product:
 * one engine instance serves both levels, docs/backends.md). */
#ifndef ECBATCH_FIELD_FE25519_64_H
#define ECBATCH_FIELD_FE25519_64_H

#include <stdint.h>

#include "field/ristretto255/fe25519.h"
#include "util/cpu.h"

typedef struct fe64 {
    uint64_t v[4];
} fe64;

typedef unsigned __int128 fe64_u128;

/* Add and subtract with carry: the x86-64 intrinsics compile to adc / sbb chains; elsewhere
 * 128-bit arithmetic. */
#if defined(__x86_64__)
#include <x86intrin.h>
static inline unsigned char fe64_adc(unsigned char c, uint64_t a, uint64_t b, uint64_t *out) {
    unsigned long long o;
    c = _addcarry_u64(c, a, b, &o);
    *out = o;
    return c;
}
static inline unsigned char fe64_sbb(unsigned char c, uint64_t a, uint64_t b, uint64_t *out) {
    unsigned long long o;
    c = _subborrow_u64(c, a, b, &o);
    *out = o;
    return c;
}
#else
static inline unsigned char fe64_adc(unsigned char c, uint64_t a, uint64_t b, uint64_t *out) {
    fe64_u128 t = (fe64_u128)a + b + c;
    *out = (uint64_t)t;
    return (unsigned char)(t >> 64);
}
static inline unsigned char fe64_sbb(unsigned char c, uint64_t a, uint64_t b, uint64_t *out) {
    fe64_u128 t = (fe64_u128)a - b - c;
    *out = (uint64_t)t;
    return (unsigned char)((t >> 64) & 1);
}
#endif

static inline void fe64_0(fe64 *h) {
    h->v[0] = h->v[1] = h->v[2] = h->v[3] = 0;
}

static inline void fe64_1(fe64 *h) {
    h->v[0] = 1;
    h->v[1] = h->v[2] = h->v[3] = 0;
}

/* h = h0..h3 + 38 c for a carry c < 2^58 out of bit 256 (2^256 = 38 mod p). The first fold
 * can carry out once more, only when the limbs wrapped to a small value, and then the second
 * fold cannot. */
static inline void fe64_fold(fe64 *h, uint64_t h0, uint64_t h1, uint64_t h2, uint64_t h3,
                             uint64_t c) {
    unsigned char k = fe64_adc(0, h0, c * 38, &h0);
    k = fe64_adc(k, h1, 0, &h1);
    k = fe64_adc(k, h2, 0, &h2);
    k = fe64_adc(k, h3, 0, &h3);
    h->v[0] = h0 + 38 * (uint64_t)k;
    h->v[1] = h1;
    h->v[2] = h2;
    h->v[3] = h3;
}

/* h = f + g. */
static inline void fe64_add(fe64 *h, const fe64 *f, const fe64 *g) {
    uint64_t h0, h1, h2, h3;
    unsigned char k = fe64_adc(0, f->v[0], g->v[0], &h0);
    k = fe64_adc(k, f->v[1], g->v[1], &h1);
    k = fe64_adc(k, f->v[2], g->v[2], &h2);
    k = fe64_adc(k, f->v[3], g->v[3], &h3);
    fe64_fold(h, h0, h1, h2, h3, k);
}

/* h = f - g: a borrow out of bit 256 means the limbs hold f - g + 2^256, so subtract 38
 * (twice at most, as in fe64_fold). */
static inline void fe64_sub(fe64 *h, const fe64 *f, const fe64 *g) {
    uint64_t h0, h1, h2, h3;
    unsigned char k = fe64_sbb(0, f->v[0], g->v[0], &h0);
    k = fe64_sbb(k, f->v[1], g->v[1], &h1);
    k = fe64_sbb(k, f->v[2], g->v[2], &h2);
    k = fe64_sbb(k, f->v[3], g->v[3], &h3);
    k = fe64_sbb(0, h0, 38 * (uint64_t)k, &h0);
    k = fe64_sbb(k, h1, 0, &h1);
    k = fe64_sbb(k, h2, 0, &h2);
    k = fe64_sbb(k, h3, 0, &h3);
    h->v[0] = h0 - 38 * (uint64_t)k;
    h->v[1] = h1;
    h->v[2] = h2;
    h->v[3] = h3;
}

/* h = -f. */
static inline void fe64_neg(fe64 *h, const fe64 *f) {
    fe64 z;
    fe64_0(&z);
    fe64_sub(h, &z, f);
}

/* h = r0..r7 (a 512-bit product) mod p, as r0..r3 + 38 r4..r7. */
static inline void fe64_reduce512(fe64 *h, uint64_t r0, uint64_t r1, uint64_t r2, uint64_t r3,
                                  uint64_t r4, uint64_t r5, uint64_t r6, uint64_t r7) {
    fe64_u128 p4 = (fe64_u128)r4 * 38, p5 = (fe64_u128)r5 * 38, p6 = (fe64_u128)r6 * 38,
              p7 = (fe64_u128)r7 * 38;
    uint64_t t1, t2, t3, t4;
    /* 38 r4..r7 as five limbs */
    unsigned char k = fe64_adc(0, (uint64_t)p5, (uint64_t)(p4 >> 64), &t1);
    k = fe64_adc(k, (uint64_t)p6, (uint64_t)(p5 >> 64), &t2);
    k = fe64_adc(k, (uint64_t)p7, (uint64_t)(p6 >> 64), &t3);
    t4 = (uint64_t)(p7 >> 64) + k;
    k = fe64_adc(0, r0, (uint64_t)p4, &r0);
    k = fe64_adc(k, r1, t1, &r1);
    k = fe64_adc(k, r2, t2, &r2);
    k = fe64_adc(k, r3, t3, &r3);
    fe64_fold(h, r0, r1, r2, r3, t4 + k);
}

/* r[i..i+4] += a * g[0..3], r[i+4] written (it is zero on entry). */
static inline void fe64_mul_row(uint64_t *r, uint64_t a, const uint64_t *g, int first) {
    fe64_u128 p0 = (fe64_u128)a * g[0], p1 = (fe64_u128)a * g[1], p2 = (fe64_u128)a * g[2],
              p3 = (fe64_u128)a * g[3];
    uint64_t t1, t2, t3, t4;
    unsigned char k = fe64_adc(0, (uint64_t)p1, (uint64_t)(p0 >> 64), &t1);
    k = fe64_adc(k, (uint64_t)p2, (uint64_t)(p1 >> 64), &t2);
    k = fe64_adc(k, (uint64_t)p3, (uint64_t)(p2 >> 64), &t3);
    t4 = (uint64_t)(p3 >> 64) + k;
    if (first) {
        r[0] = (uint64_t)p0;
        r[1] = t1;
        r[2] = t2;
        r[3] = t3;
        r[4] = t4;
        return;
    }
    k = fe64_adc(0, r[0], (uint64_t)p0, &r[0]);
    k = fe64_adc(k, r[1], t1, &r[1]);
    k = fe64_adc(k, r[2], t2, &r[2]);
    k = fe64_adc(k, r[3], t3, &r[3]);
    r[4] = t4 + k;
}

/* h = f g with MULX and the two carry chains of ADCX / ADOX (Intel, "New instructions
 * supporting large integer arithmetic", 2012): each row of four products adds its low halves
 * on the OF chain and its high halves on the CF chain; the five live limbs of the product
 * rotate through five registers and the finished low limbs go to the stack (ten registers
 * in all, so it also compiles without optimisation or with sanitizers); then r0..r3 + 38
 * r4..r7 and the fold of the carry. Only for CPUs with BMI2 and ADX: fe64_mul runs it at level
 * adx and above. Unoptimised builds (some compilers cannot allocate its registers at -O0) use
 * the C version. */
#if defined(__x86_64__) && defined(__OPTIMIZE__)
#define FE64_MUL_ASM 1
static inline void fe64_mul_mulx(fe64 *h, const fe64 *f, const fe64 *g) {
    uint64_t a, b, c, d, e, t0, t1, lo[3];
    __asm__("movq 0(%[f]), %%rdx\n\t"
            "xorl %k[t0], %k[t0]\n\t"
            "mulxq 0(%[g]), %[a], %[b]\n\t"
            "mulxq 8(%[g]), %[t0], %[c]\n\t"
            "adcxq %[t0], %[b]\n\t"
            "mulxq 16(%[g]), %[t0], %[d]\n\t"
            "adcxq %[t0], %[c]\n\t"
            "mulxq 24(%[g]), %[t0], %[e]\n\t"
            "adcxq %[t0], %[d]\n\t"
            "movq $0, %[t1]\n\t"
            "adcxq %[t1], %[e]\n\t"
            "movq %[a], %[lo0]\n\t"
            /* row 1: r1..r5 = b c d e a */
            "movq 8(%[f]), %%rdx\n\t"
            "xorl %k[t0], %k[t0]\n\t"
            "mulxq 0(%[g]), %[t0], %[t1]\n\t"
            "adoxq %[t0], %[b]\n\t"
            "adcxq %[t1], %[c]\n\t"
            "mulxq 8(%[g]), %[t0], %[t1]\n\t"
            "adoxq %[t0], %[c]\n\t"
            "adcxq %[t1], %[d]\n\t"
            "mulxq 16(%[g]), %[t0], %[t1]\n\t"
            "adoxq %[t0], %[d]\n\t"
            "adcxq %[t1], %[e]\n\t"
            "mulxq 24(%[g]), %[t0], %[a]\n\t"
            "adoxq %[t0], %[e]\n\t"
            "movq $0, %[t1]\n\t"
            "adcxq %[t1], %[a]\n\t"
            "adoxq %[t1], %[a]\n\t"
            "movq %[b], %[lo1]\n\t"
            /* row 2: r2..r6 = c d e a b */
            "movq 16(%[f]), %%rdx\n\t"
            "xorl %k[t0], %k[t0]\n\t"
            "mulxq 0(%[g]), %[t0], %[t1]\n\t"
            "adoxq %[t0], %[c]\n\t"
            "adcxq %[t1], %[d]\n\t"
            "mulxq 8(%[g]), %[t0], %[t1]\n\t"
            "adoxq %[t0], %[d]\n\t"
            "adcxq %[t1], %[e]\n\t"
            "mulxq 16(%[g]), %[t0], %[t1]\n\t"
            "adoxq %[t0], %[e]\n\t"
            "adcxq %[t1], %[a]\n\t"
            "mulxq 24(%[g]), %[t0], %[b]\n\t"
            "adoxq %[t0], %[a]\n\t"
            "movq $0, %[t1]\n\t"
            "adcxq %[t1], %[b]\n\t"
            "adoxq %[t1], %[b]\n\t"
            "movq %[c], %[lo2]\n\t"
            /* row 3: r3..r7 = d e a b c */
            "movq 24(%[f]), %%rdx\n\t"
            "xorl %k[t0], %k[t0]\n\t"
            "mulxq 0(%[g]), %[t0], %[t1]\n\t"
            "adoxq %[t0], %[d]\n\t"
            "adcxq %[t1], %[e]\n\t"
            "mulxq 8(%[g]), %[t0], %[t1]\n\t"
            "adoxq %[t0], %[e]\n\t"
            "adcxq %[t1], %[a]\n\t"
            "mulxq 16(%[g]), %[t0], %[t1]\n\t"
            "adoxq %[t0], %[a]\n\t"
            "adcxq %[t1], %[b]\n\t"
            "mulxq 24(%[g]), %[t0], %[c]\n\t"
            "adoxq %[t0], %[b]\n\t"
            "movq $0, %[t1]\n\t"
            "adcxq %[t1], %[c]\n\t"
            "adoxq %[t1], %[c]\n\t"
            /* h = lo0 lo1 lo2 d + 38 (e a b c): low halves on CF, high halves on OF */
            "movl $38, %%edx\n\t"
            "xorl %k[t0], %k[t0]\n\t"
            "mulxq %[e], %[t0], %[t1]\n\t"
            "adcxq %[lo0], %[t0]\n\t"
            "mulxq %[a], %[e], %[a]\n\t"
            "adoxq %[t1], %[e]\n\t"
            "adcxq %[lo1], %[e]\n\t"
            "mulxq %[b], %[t1], %[b]\n\t"
            "adoxq %[a], %[t1]\n\t"
            "adcxq %[lo2], %[t1]\n\t"
            "mulxq %[c], %[a], %[c]\n\t"
            "adoxq %[b], %[a]\n\t"
            "adcxq %[d], %[a]\n\t"
            "movq $0, %[b]\n\t"
            "adoxq %[b], %[c]\n\t"
            "adcxq %[b], %[c]\n\t"
            /* fold the carry word (< 40) out of bit 256, then a possible second carry */
            "imulq $38, %[c], %[c]\n\t"
            "addq %[c], %[t0]\n\t"
            "adcq $0, %[e]\n\t"
            "adcq $0, %[t1]\n\t"
            "adcq $0, %[a]\n\t"
            "sbbq %[c], %[c]\n\t"
            "andq $38, %[c]\n\t"
            "addq %[c], %[t0]\n\t"
            : [a] "=&r"(a), [b] "=&r"(b), [c] "=&r"(c), [d] "=&r"(d), [e] "=&r"(e), [t0] "=&r"(t0),
              [t1] "=&r"(t1), [lo0] "=m"(lo[0]), [lo1] "=m"(lo[1]), [lo2] "=m"(lo[2])
            : [f] "r"(f->v), [g] "r"(g->v), "m"(*(const uint64_t(*)[4])f->v),
              "m"(*(const uint64_t(*)[4])g->v)
            : "rdx", "cc");
    h->v[0] = t0;
    h->v[1] = e;
    h->v[2] = t1;
    h->v[3] = a;
}
#endif

/* h = f g: schoolbook rows of four products, then the fold by 38. */
static inline void fe64_mul_c(fe64 *h, const fe64 *f, const fe64 *g) {
    uint64_t r[8];
    fe64_mul_row(r, f->v[0], g->v, 1);
    fe64_mul_row(r + 1, f->v[1], g->v, 0);
    fe64_mul_row(r + 2, f->v[2], g->v, 0);
    fe64_mul_row(r + 3, f->v[3], g->v, 0);
    fe64_reduce512(h, r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7]);
}

/* h = f^2 in C: the six cross products once, doubled, plus the four squares. */
static inline void fe64_sq_c(fe64 *h, const fe64 *f) {
    const uint64_t f0 = f->v[0], f1 = f->v[1], f2 = f->v[2], f3 = f->v[3];
    fe64_u128 p01 = (fe64_u128)f0 * f1, p02 = (fe64_u128)f0 * f2, p03 = (fe64_u128)f0 * f3,
              p12 = (fe64_u128)f1 * f2, p13 = (fe64_u128)f1 * f3, p23 = (fe64_u128)f2 * f3;
    uint64_t r1, r2, r3, r4, r5, r6, r7, x;
    unsigned char k;
    /* cross terms: positions 1..6 */
    r1 = (uint64_t)p01;
    k = fe64_adc(0, (uint64_t)p02, (uint64_t)(p01 >> 64), &r2);
    k = fe64_adc(k, (uint64_t)p03, (uint64_t)(p02 >> 64), &r3);
    k = fe64_adc(k, (uint64_t)p13, (uint64_t)(p03 >> 64), &r4);
    k = fe64_adc(k, (uint64_t)p23, (uint64_t)(p13 >> 64), &r5);
    r6 = (uint64_t)(p23 >> 64) + k;
    k = fe64_adc(0, r3, (uint64_t)p12, &r3);
    k = fe64_adc(k, r4, (uint64_t)(p12 >> 64), &r4);
    k = fe64_adc(k, r5, 0, &r5);
    r6 += k;
    /* doubled */
    r7 = r6 >> 63;
    r6 = (r6 << 1) | (r5 >> 63);
    r5 = (r5 << 1) | (r4 >> 63);
    r4 = (r4 << 1) | (r3 >> 63);
    r3 = (r3 << 1) | (r2 >> 63);
    r2 = (r2 << 1) | (r1 >> 63);
    r1 <<= 1;
    /* plus the squares at 2i */
    fe64_u128 s0 = (fe64_u128)f0 * f0, s1 = (fe64_u128)f1 * f1, s2 = (fe64_u128)f2 * f2,
              s3 = (fe64_u128)f3 * f3;
    uint64_t r0 = (uint64_t)s0;
    k = fe64_adc(0, r1, (uint64_t)(s0 >> 64), &r1);
    k = fe64_adc(k, r2, (uint64_t)s1, &r2);
    k = fe64_adc(k, r3, (uint64_t)(s1 >> 64), &r3);
    k = fe64_adc(k, r4, (uint64_t)s2, &r4);
    k = fe64_adc(k, r5, (uint64_t)(s2 >> 64), &r5);
    k = fe64_adc(k, r6, (uint64_t)s3, &r6);
    fe64_adc(k, r7, (uint64_t)(s3 >> 64), &x);
    fe64_reduce512(h, r0, r1, r2, r3, r4, r5, r6, x);
}

/* The C forms out of line, so that the hot loops inline only the MULX/ADX product (measured:
 * docs/backends.md); noinline but not cold, which would optimise them for size, and unused
 * where a file includes this header without multiplying. */
static __attribute__((noinline, unused)) void fe64_mul_fallback(fe64 *h, const fe64 *f,
                                                                const fe64 *g) {
    fe64_mul_c(h, f, g);
}
static __attribute__((noinline, unused)) void fe64_sq_fallback(fe64 *h, const fe64 *f) {
    fe64_sq_c(h, f);
}

/* h = f g at the running level: one load of the cached level, a compare and a predicted jump. */
static inline void fe64_mul(fe64 *h, const fe64 *f, const fe64 *g) {
#if defined(FE64_MUL_ASM)
    if (__builtin_expect(ecb_cpu_has_mulx_adx(), 1)) {
        fe64_mul_mulx(h, f, g);
        return;
    }
#endif
    fe64_mul_fallback(h, f, g);
}

/* h = f^2: with MULX the multiplication (as fast as a dedicated squaring there); else the C
 * squaring (six cross products once, doubled, plus the four squares). */
static inline void fe64_sq(fe64 *h, const fe64 *f) {
#if defined(FE64_MUL_ASM)
    if (__builtin_expect(ecb_cpu_has_mulx_adx(), 1)) {
        fe64_mul_mulx(h, f, f);
        return;
    }
#endif
    fe64_sq_fallback(h, f);
}

/* From radix 2^51 (limbs below 2^54, so the sum stays below 2^257: the bit above 2^256 is
 * folded by 38). */
static inline void fe64_from_fe25519(fe64 *h, const fe25519 *f) {
    fe64_u128 acc = (fe64_u128)f->v[0] + ((fe64_u128)f->v[1] << 51);
    uint64_t h0 = (uint64_t)acc;
    acc = (acc >> 64) + ((fe64_u128)f->v[2] << 38);
    uint64_t h1 = (uint64_t)acc;
    acc = (acc >> 64) + ((fe64_u128)f->v[3] << 25);
    uint64_t h2 = (uint64_t)acc;
    acc = (acc >> 64) + ((fe64_u128)f->v[4] << 12);
    fe64_fold(h, h0, h1, h2, (uint64_t)acc, (uint64_t)(acc >> 64));
}

/* To radix 2^51: a tight element (limbs below 2^52) of the same value mod p. */
static inline void fe64_to_fe25519(fe25519 *h, const fe64 *f) {
    const uint64_t f0 = f->v[0], f1 = f->v[1], f2 = f->v[2], f3 = f->v[3];
    h->v[0] = f0 & FE25519_MASK51;
    h->v[1] = ((f0 >> 51) | (f1 << 13)) & FE25519_MASK51;
    h->v[2] = ((f1 >> 38) | (f2 << 26)) & FE25519_MASK51;
    h->v[3] = ((f2 >> 25) | (f3 << 39)) & FE25519_MASK51;
    h->v[4] = f3 >> 12;
}

#endif
