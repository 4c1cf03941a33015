/* Implementation of a 6x64-limb Montgomery field (interface: fp6x64.h), instantiated once per
 * prime by a tiny .c file that defines, then includes this file:
 *
 *   FP_NAME      the element type and function prefix (fp381)
 *   FP_MODULUS   p, 6 little-endian limbs, p < 2^383 and top limb < 2^63 - 1 (this allows
 *                the "no carry" CIOS below: the running sum never needs a 7th word)
 *   FP_ONE_R     R mod p (R = 2^384)         FP_R2   R^2 mod p         FP_R3  R^3 mod p
 *   FP_HALF      (p - 1) / 2                  FP_INV  -p^-1 mod 2^64 (one 64-bit constant)
 *   FP_MODINFO   the ecb_modinv62_modinfo initialiser of p (7 limbs, 18 batches)
 * and optionally
 *   FP_T         the element type when it differs from FP_NAME
 *   FP_API       the functions' storage class (default: external; "static inline" for an
 *                inlinable copy in a hot translation unit, see fp381_inline.h)
 *
 * Montgomery multiplication is the interleaved CIOS form (Koç, Acar, Kaliski, "Analyzing and
 * comparing Montgomery multiplication algorithms", 1996): for each limb b_i, t += a b_i, then
 * t = (t + m p) / 2^64 with m = t_0 (-p^-1) mod 2^64. With a, b < p the running t stays below
 * 2p, one final conditional subtraction gives [0, p). */
#include <string.h>

#include "field/modinv62.h"
#if ECB_FP_HAVE_ADX
#include <x86intrin.h>
#endif
#include "util/cpu.h"

#define FP_PASTE2(a, b) a##_##b
#define FP_PASTE(a, b) FP_PASTE2(a, b)
#define FP_FN(op) FP_PASTE(FP_NAME, op)
#ifndef FP_T
#define FP_T FP_NAME
#endif
#ifndef FP_API
#define FP_API
#endif

typedef unsigned __int128 fp_u128;

static const uint64_t fp_p[6] = FP_MODULUS;
static const uint64_t fp_one_r[6] = FP_ONE_R;
static const uint64_t fp_r2[6] = FP_R2;
static const uint64_t fp_r3[6] = FP_R3;
static const uint64_t fp_half_p[6] = FP_HALF;
static const uint64_t fp_inv = FP_INV;
static const ecb_modinv62_modinfo fp_modinfo = FP_MODINFO;

/* ---- limb helpers --------------------------------------------------------------------------- */

/* Add-with-carry and subtract-with-borrow on 64-bit limbs. On x86-64 the intrinsics give the
 * compiler plain adc / sbb chains; elsewhere __int128 does the same job. */
static inline uint64_t fp_adc(uint64_t a, uint64_t b, unsigned char *carry) {
#if ECB_FP_HAVE_ADX
    unsigned long long r;
    *carry = _addcarry_u64(*carry, a, b, &r);
    return (uint64_t)r;
#else
    fp_u128 s = (fp_u128)a + b + *carry;
    *carry = (unsigned char)(s >> 64);
    return (uint64_t)s;
#endif
}

static inline uint64_t fp_sbb(uint64_t a, uint64_t b, unsigned char *borrow) {
#if ECB_FP_HAVE_ADX
    unsigned long long r;
    *borrow = _subborrow_u64(*borrow, a, b, &r);
    return (uint64_t)r;
#else
    fp_u128 d = (fp_u128)a - b - *borrow;
    *borrow = (unsigned char)((d >> 64) & 1);
    return (uint64_t)d;
#endif
}

/* Forces x into a general register: keeps masks from becoming branches and keeps the
 * vectoriser from moving freshly computed limbs through memory into SSE registers (a
 * store-forwarding stall costing more than the whole operation). MemorySanitizer (the
 * constant-time check, `make ctcheck-msan`) reports any secret operand of inline assembly, so
 * its builds hide the value behind a volatile round trip instead, which keeps the secret
 * marking (as fe25519_mask does). */
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#define FP_IN_REGISTER_VOLATILE 1
#endif
#endif
#if defined(FP_IN_REGISTER_VOLATILE)
#define FP_IN_REGISTER(x)                                                                          \
    do {                                                                                           \
        volatile uint64_t fp_hidden_ = (x);                                                        \
        (x) = fp_hidden_;                                                                          \
    } while (0)
#elif defined(__GNUC__) || defined(__clang__)
#define FP_IN_REGISTER(x) __asm__("" : "+r"(x))
#else
#define FP_IN_REGISTER(x) (void)(x)
#endif

/* r = s - (s >= p ? p : 0), for s < 2p. */
static inline void fp_reduce_once(uint64_t r[6], const uint64_t s[6]) {
    uint64_t t[6];
    unsigned char bw = 0;
    for (int i = 0; i < 6; i++)
        t[i] = fp_sbb(s[i], fp_p[i], &bw);
    uint64_t keep = 0 - (uint64_t)bw; /* s < p: keep s */
    FP_IN_REGISTER(keep);
    for (int i = 0; i < 6; i++) {
        uint64_t v = (s[i] & keep) | (t[i] & ~keep);
        FP_IN_REGISTER(v);
        r[i] = v;
    }
}

/* 1 when a (integer limbs) < b, constant time. */
static inline uint64_t fp_limbs_lt(const uint64_t a[6], const uint64_t b[6]) {
    unsigned char bw = 0;
    for (int i = 0; i < 6; i++)
        (void)fp_sbb(a[i], b[i], &bw);
    return bw;
}

/* ---- multiplication kernels ---------------------------------------------------------------- */

static inline void fp_mont_mul_portable(uint64_t r[6], const uint64_t a[6], const uint64_t b[6]) {
    uint64_t t[6] = {0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 6; i++) {
        fp_u128 c = 0;
        for (int j = 0; j < 6; j++) {
            c += (fp_u128)a[j] * b[i] + t[j];
            t[j] = (uint64_t)c;
            c >>= 64;
        }
        uint64_t t6 = (uint64_t)c;
        uint64_t m = t[0] * fp_inv;
        c = ((fp_u128)m * fp_p[0] + t[0]) >> 64;
        for (int j = 1; j < 6; j++) {
            c += (fp_u128)m * fp_p[j] + t[j];
            t[j - 1] = (uint64_t)c;
            c >>= 64;
        }
        t[5] = t6 + (uint64_t)c; /* no carry out: t < 2p < 2^383 */
    }
    fp_reduce_once(r, t);
}

#if ECB_FP_HAVE_ADX
/* One CIOS row with MULX/ADCX/ADOX: t0..t6 = t0..t5 + a * b[boff/8] (t6 written, not read).
 * Two carry chains run side by side: CF adds the low product halves, OF the high halves. */
#define FP_ADX_MULROW(boff, t0, t1, t2, t3, t4, t5, t6)                                            \
    "movq " boff "(%[b]), %%rdx\n\t"                                                               \
    "xorq %[z], %[z]\n\t"                                                                          \
    "mulxq 0(%[a]), %[lo], %[hi]\n\t"                                                              \
    "adcxq %[lo], " t0 "\n\t"                                                                      \
    "adoxq %[hi], " t1 "\n\t"                                                                      \
    "mulxq 8(%[a]), %[lo], %[hi]\n\t"                                                              \
    "adcxq %[lo], " t1 "\n\t"                                                                      \
    "adoxq %[hi], " t2 "\n\t"                                                                      \
    "mulxq 16(%[a]), %[lo], %[hi]\n\t"                                                             \
    "adcxq %[lo], " t2 "\n\t"                                                                      \
    "adoxq %[hi], " t3 "\n\t"                                                                      \
    "mulxq 24(%[a]), %[lo], %[hi]\n\t"                                                             \
    "adcxq %[lo], " t3 "\n\t"                                                                      \
    "adoxq %[hi], " t4 "\n\t"                                                                      \
    "mulxq 32(%[a]), %[lo], %[hi]\n\t"                                                             \
    "adcxq %[lo], " t4 "\n\t"                                                                      \
    "adoxq %[hi], " t5 "\n\t"                                                                      \
    "mulxq 40(%[a]), %[lo], " t6 "\n\t"                                                            \
    "adcxq %[lo], " t5 "\n\t"                                                                      \
    "adoxq %[z], " t6 "\n\t"                                                                       \
    "adcxq %[z], " t6 "\n\t"

/* One reduction row: m = t0 * (-p^-1); t0..t6 += m * p, after which t0 = 0 and the value
 * t1..t6 is the shifted sum (below 2p by the CIOS bound, so no carry leaves t6). */
#define FP_ADX_REDROW(t0, t1, t2, t3, t4, t5, t6)                                                  \
    "movq " t0 ", %%rdx\n\t"                                                                       \
    "imulq %[inv], %%rdx\n\t"                                                                      \
    "xorq %[z], %[z]\n\t"                                                                          \
    "mulxq %[p0], %[lo], %[hi]\n\t"                                                                \
    "adcxq %[lo], " t0 "\n\t"                                                                      \
    "adoxq %[hi], " t1 "\n\t"                                                                      \
    "mulxq %[p1], %[lo], %[hi]\n\t"                                                                \
    "adcxq %[lo], " t1 "\n\t"                                                                      \
    "adoxq %[hi], " t2 "\n\t"                                                                      \
    "mulxq %[p2], %[lo], %[hi]\n\t"                                                                \
    "adcxq %[lo], " t2 "\n\t"                                                                      \
    "adoxq %[hi], " t3 "\n\t"                                                                      \
    "mulxq %[p3], %[lo], %[hi]\n\t"                                                                \
    "adcxq %[lo], " t3 "\n\t"                                                                      \
    "adoxq %[hi], " t4 "\n\t"                                                                      \
    "mulxq %[p4], %[lo], %[hi]\n\t"                                                                \
    "adcxq %[lo], " t4 "\n\t"                                                                      \
    "adoxq %[hi], " t5 "\n\t"                                                                      \
    "mulxq %[p5], %[lo], %[hi]\n\t"                                                                \
    "adcxq %[lo], " t5 "\n\t"                                                                      \
    "adoxq %[hi], " t6 "\n\t"                                                                      \
    "adcxq %[z], " t6 "\n\t"

#define R0 "%[r0]"
#define R1 "%[r1]"
#define R2 "%[r2]"
#define R3 "%[r3]"
#define R4 "%[r4]"
#define R5 "%[r5]"
#define R6 "%[r6]"

/* The same CIOS with seven registers rotating as the window t_i..t_{i+6}: after row i the
 * cleared t0 register becomes the next row's t6. The result lands in r6, r0, ..., r4; the
 * final conditional subtraction uses lo, hi, rdx, z, r5 and the spent b pointer. */
static inline void fp_mont_mul_adx(uint64_t out[6], const uint64_t a[6], const uint64_t b[6]) {
    uint64_t r0, r1, r2, r3, r4, r5, r6, lo, hi, z;
    const uint64_t *bp = b;
    __asm__("movq 0(%[b]), %%rdx\n\t"
            "mulxq 0(%[a]), " R0 ", " R1 "\n\t"
            "mulxq 8(%[a]), %[lo], " R2 "\n\t"
            "addq %[lo], " R1 "\n\t"
            "mulxq 16(%[a]), %[lo], " R3 "\n\t"
            "adcq %[lo], " R2 "\n\t"
            "mulxq 24(%[a]), %[lo], " R4 "\n\t"
            "adcq %[lo], " R3 "\n\t"
            "mulxq 32(%[a]), %[lo], " R5 "\n\t"
            "adcq %[lo], " R4 "\n\t"
            "mulxq 40(%[a]), %[lo], " R6 "\n\t"
            "adcq %[lo], " R5 "\n\t"
            "adcq $0, " R6 "\n\t"                           /* */
            FP_ADX_REDROW(R0, R1, R2, R3, R4, R5, R6)       /* */
            FP_ADX_MULROW("8", R1, R2, R3, R4, R5, R6, R0)  /* */
            FP_ADX_REDROW(R1, R2, R3, R4, R5, R6, R0)       /* */
            FP_ADX_MULROW("16", R2, R3, R4, R5, R6, R0, R1) /* */
            FP_ADX_REDROW(R2, R3, R4, R5, R6, R0, R1)       /* */
            FP_ADX_MULROW("24", R3, R4, R5, R6, R0, R1, R2) /* */
            FP_ADX_REDROW(R3, R4, R5, R6, R0, R1, R2)       /* */
            FP_ADX_MULROW("32", R4, R5, R6, R0, R1, R2, R3) /* */
            FP_ADX_REDROW(R4, R5, R6, R0, R1, R2, R3)       /* */
            FP_ADX_MULROW("40", R5, R6, R0, R1, R2, R3, R4) /* */
            FP_ADX_REDROW(R5, R6, R0, R1, R2, R3, R4)       /* */
            "movq " R6 ", %[lo]\n\t"
            "subq %[p0], %[lo]\n\t"
            "movq " R0 ", %[hi]\n\t"
            "sbbq %[p1], %[hi]\n\t"
            "movq " R1 ", %%rdx\n\t"
            "sbbq %[p2], %%rdx\n\t"
            "movq " R2 ", %[z]\n\t"
            "sbbq %[p3], %[z]\n\t"
            "movq " R3 ", " R5 "\n\t"
            "sbbq %[p4], " R5 "\n\t"
            "movq " R4 ", %[b]\n\t"
            "sbbq %[p5], %[b]\n\t"
            "cmovncq %[lo], " R6 "\n\t"
            "cmovncq %[hi], " R0 "\n\t"
            "cmovncq %%rdx, " R1 "\n\t"
            "cmovncq %[z], " R2 "\n\t"
            "cmovncq " R5 ", " R3 "\n\t"
            "cmovncq %[b], " R4 "\n\t"
            : [r0] "=&r"(r0), [r1] "=&r"(r1), [r2] "=&r"(r2), [r3] "=&r"(r3), [r4] "=&r"(r4),
              [r5] "=&r"(r5), [r6] "=&r"(r6), [lo] "=&r"(lo), [hi] "=&r"(hi), [z] "=&r"(z),
              [b] "+&r"(bp)
            : [a] "r"(a), [p0] "m"(fp_p[0]), [p1] "m"(fp_p[1]), [p2] "m"(fp_p[2]),
              [p3] "m"(fp_p[3]), [p4] "m"(fp_p[4]), [p5] "m"(fp_p[5]), [inv] "m"(fp_inv),
              "m"(*(const uint64_t(*)[6])a), "m"(*(const uint64_t(*)[6])b)
            : "rdx", "cc");
    out[0] = r6;
    out[1] = r0;
    out[2] = r1;
    out[3] = r2;
    out[4] = r3;
    out[5] = r4;
}

/* The integer product a b (12 limbs; any a, b < 2^384): the rows of the product above without
 * the reduction rows. After each row the window's lowest word is final and goes to memory; its
 * register becomes the next row's top word. */
static inline void fp_mul_wide_adx(uint64_t out[12], const uint64_t a[6], const uint64_t b[6]) {
    uint64_t r0, r1, r2, r3, r4, r5, r6, lo, hi, z;
    __asm__("movq 0(%[b]), %%rdx\n\t"
            "mulxq 0(%[a]), " R0 ", " R1 "\n\t"
            "mulxq 8(%[a]), %[lo], " R2 "\n\t"
            "addq %[lo], " R1 "\n\t"
            "mulxq 16(%[a]), %[lo], " R3 "\n\t"
            "adcq %[lo], " R2 "\n\t"
            "mulxq 24(%[a]), %[lo], " R4 "\n\t"
            "adcq %[lo], " R3 "\n\t"
            "mulxq 32(%[a]), %[lo], " R5 "\n\t"
            "adcq %[lo], " R4 "\n\t"
            "mulxq 40(%[a]), %[lo], " R6 "\n\t"
            "adcq %[lo], " R5 "\n\t"
            "adcq $0, " R6 "\n\t"
            "movq " R0 ", %[o0]\n\t"                        /* */
            FP_ADX_MULROW("8", R1, R2, R3, R4, R5, R6, R0)  /* */
            "movq " R1 ", %[o1]\n\t"                        /* */
            FP_ADX_MULROW("16", R2, R3, R4, R5, R6, R0, R1) /* */
            "movq " R2 ", %[o2]\n\t"                        /* */
            FP_ADX_MULROW("24", R3, R4, R5, R6, R0, R1, R2) /* */
            "movq " R3 ", %[o3]\n\t"                        /* */
            FP_ADX_MULROW("32", R4, R5, R6, R0, R1, R2, R3) /* */
            "movq " R4 ", %[o4]\n\t"                        /* */
            FP_ADX_MULROW("40", R5, R6, R0, R1, R2, R3, R4) /* */
            "movq " R5 ", %[o5]\n\t"
            : [r0] "=&r"(r0), [r1] "=&r"(r1), [r2] "=&r"(r2), [r3] "=&r"(r3), [r4] "=&r"(r4),
              [r5] "=&r"(r5), [r6] "=&r"(r6), [lo] "=&r"(lo), [hi] "=&r"(hi), [z] "=&r"(z),
              [o0] "=m"(out[0]), [o1] "=m"(out[1]), [o2] "=m"(out[2]), [o3] "=m"(out[3]),
              [o4] "=m"(out[4]), [o5] "=m"(out[5])
            : [a] "r"(a), [b] "r"(b), "m"(*(const uint64_t(*)[6])a), "m"(*(const uint64_t(*)[6])b)
            : "rdx", "cc");
    out[6] = r6;
    out[7] = r0;
    out[8] = r1;
    out[9] = r2;
    out[10] = r3;
    out[11] = r4;
}

/* Montgomery reduction t 2^-384 mod p of t < p 2^384: six reduction rows on the low half only
 * (the multipliers m depend on nothing else), giving u = (t_lo + M p) / 2^384 <= p; then
 * u + t_hi < 2p and one conditional subtraction. After each row the cleared low register is
 * zero, the next row's top word. */
static inline void fp_redc_adx(uint64_t out[6], const uint64_t t[12]) {
    uint64_t r0, r1, r2, r3, r4, r5, r6, lo, hi, z;
    const uint64_t *tp = t;
    __asm__("movq 0(%[t]), " R0 "\n\t"
            "movq 8(%[t]), " R1 "\n\t"
            "movq 16(%[t]), " R2 "\n\t"
            "movq 24(%[t]), " R3 "\n\t"
            "movq 32(%[t]), " R4 "\n\t"
            "movq 40(%[t]), " R5 "\n\t"
            "xorq " R6 ", " R6 "\n\t"                 /* */
            FP_ADX_REDROW(R0, R1, R2, R3, R4, R5, R6) /* */
            FP_ADX_REDROW(R1, R2, R3, R4, R5, R6, R0) /* */
            FP_ADX_REDROW(R2, R3, R4, R5, R6, R0, R1) /* */
            FP_ADX_REDROW(R3, R4, R5, R6, R0, R1, R2) /* */
            FP_ADX_REDROW(R4, R5, R6, R0, R1, R2, R3) /* */
            FP_ADX_REDROW(R5, R6, R0, R1, R2, R3, R4) /* */
            "addq 48(%[t]), " R6 "\n\t"
            "adcq 56(%[t]), " R0 "\n\t"
            "adcq 64(%[t]), " R1 "\n\t"
            "adcq 72(%[t]), " R2 "\n\t"
            "adcq 80(%[t]), " R3 "\n\t"
            "adcq 88(%[t]), " R4 "\n\t"
            "movq " R6 ", %[lo]\n\t"
            "subq %[p0], %[lo]\n\t"
            "movq " R0 ", %[hi]\n\t"
            "sbbq %[p1], %[hi]\n\t"
            "movq " R1 ", %%rdx\n\t"
            "sbbq %[p2], %%rdx\n\t"
            "movq " R2 ", %[z]\n\t"
            "sbbq %[p3], %[z]\n\t"
            "movq " R3 ", " R5 "\n\t"
            "sbbq %[p4], " R5 "\n\t"
            "movq " R4 ", %[t]\n\t"
            "sbbq %[p5], %[t]\n\t"
            "cmovncq %[lo], " R6 "\n\t"
            "cmovncq %[hi], " R0 "\n\t"
            "cmovncq %%rdx, " R1 "\n\t"
            "cmovncq %[z], " R2 "\n\t"
            "cmovncq " R5 ", " R3 "\n\t"
            "cmovncq %[t], " R4 "\n\t"
            : [r0] "=&r"(r0), [r1] "=&r"(r1), [r2] "=&r"(r2), [r3] "=&r"(r3), [r4] "=&r"(r4),
              [r5] "=&r"(r5), [r6] "=&r"(r6), [lo] "=&r"(lo), [hi] "=&r"(hi), [z] "=&r"(z),
              [t] "+&r"(tp)
            : [p0] "m"(fp_p[0]), [p1] "m"(fp_p[1]), [p2] "m"(fp_p[2]), [p3] "m"(fp_p[3]),
              [p4] "m"(fp_p[4]), [p5] "m"(fp_p[5]), [inv] "m"(fp_inv),
              "m"(*(const uint64_t(*)[12])t)
            : "rdx", "cc");
    out[0] = r6;
    out[1] = r0;
    out[2] = r1;
    out[3] = r2;
    out[4] = r3;
    out[5] = r4;
}

#undef R0
#undef R1
#undef R2
#undef R3
#undef R4
#undef R5
#undef R6
#undef FP_ADX_MULROW
#undef FP_ADX_REDROW
#endif

/* The portable kernel out of line: hot callers inline only the MULX/ADX path.
 * This branch on the CPU level is the one deliberate exception to "one backend table per
 * group, chosen once" (msm/groups/msm_backend.h): BLS12's point layout is the same at levels portable
 * and adx, only the product's instructions differ, so a per-level table would instantiate the
 * fp381/fp377/Fp2 inline fields and the whole BLS12 engine twice (the heaviest translation
 * units) and still not remove the branch for the other users of the field (the group layer,
 * hash to curve, decoders, bte's constant-time bte_smul), which sit below any MSM table. The
 * branch is one relaxed load of the cached level (util/cpu.h), a compare and a predicted jump
 * against a ~70-80 cycle product. Measured on AMD EPYC Zen 4 (cpu family 25), this build
 * against one with the branch removed (the MULX/ADX form unconditional), `ecbatch bench ops
 * --group bls12-381-g1` at level adx, pinned, three alternating rounds on a shared machine:
 * fp_mul 41.7 / 36.7 / 40.1 ns with the branch, 36.7 / 43.8 / 48.1 ns without; BLS12-381 G1
 * MSM n = 1024: 21.5 / 24.1 ms against 20.9 / 24.9 ms. No difference above the noise.
 * The fallbacks are noinline (the hot path stays small) but not `cold`: a cold function is
 * optimized for size, which made the portable level (every CPU without ADX, every non-x86 build)
 * about 1.9x slower (test_msm_bls12_381_g2 at ECBATCH_CPU=portable: 164 s against 87 s, same
 * minutes, Intel family 6 model 207). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static void
fp_mont_mul_fallback(uint64_t r[6], const uint64_t a[6], const uint64_t b[6]) {
    fp_mont_mul_portable(r, a, b);
}

static inline void fp_mont_mul(uint64_t r[6], const uint64_t a[6], const uint64_t b[6]) {
#if ECB_FP_HAVE_ADX
    if (__builtin_expect(ecb_cpu_has_mulx_adx(), 1)) {
        fp_mont_mul_adx(r, a, b);
        return;
    }
#endif
    fp_mont_mul_fallback(r, a, b);
}

/* Squaring uses the product kernel: a dedicated MULX/ADX squaring (21 + 36 products) measured
 * slower inside the latency-bound curve formulas on AMD Zen 5, its reduction being one serial
 * chain, and 1-6 % faster in dependent chains on Intel (family 6, model 207: the adc-family
 * instructions, on two ports, bound both kernels there); one kernel for every family until a
 * per-family choice is measured. */
static inline void fp_mont_sqr(uint64_t r[6], const uint64_t a[6]) {
    fp_mont_mul(r, a, a);
}

/* ---- double-width products and separate reduction (lazy reduction in extension fields) ---- */

static inline void fp_mul_wide_portable(uint64_t r[12], const uint64_t a[6], const uint64_t b[6]) {
    uint64_t t[12] = {0};
    for (int i = 0; i < 6; i++) {
        fp_u128 c = 0;
        for (int j = 0; j < 6; j++) {
            c += (fp_u128)a[j] * b[i] + t[i + j];
            t[i + j] = (uint64_t)c;
            c >>= 64;
        }
        t[i + 6] = (uint64_t)c;
    }
    memcpy(r, t, sizeof t);
}

/* The reduction of fp_redc_adx: rows on the low half (each leaves a 6-word window: the window
 * plus m p is below 2^384 + 2^64 p, so its quotient by 2^64 fits), then the high half added. */
static inline void fp_redc_portable(uint64_t r[6], const uint64_t t[12]) {
    uint64_t u[6], s[6];
    unsigned char c = 0;
    memcpy(u, t, sizeof u);
    for (int i = 0; i < 6; i++) {
        uint64_t m = u[0] * fp_inv;
        fp_u128 acc = ((fp_u128)m * fp_p[0] + u[0]) >> 64;
        for (int j = 1; j < 6; j++) {
            acc += (fp_u128)m * fp_p[j] + u[j];
            u[j - 1] = (uint64_t)acc;
            acc >>= 64;
        }
        u[5] = (uint64_t)acc;
    }
    for (int i = 0; i < 6; i++)
        s[i] = fp_adc(u[i], t[6 + i], &c); /* u <= p, t_hi < p: below 2p, no carry out */
    fp_reduce_once(r, s);
}

#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static void
fp_mul_wide_fallback(uint64_t r[12], const uint64_t a[6], const uint64_t b[6]) {
    fp_mul_wide_portable(r, a, b);
}

#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static void
fp_redc_fallback(uint64_t r[6], const uint64_t t[12]) {
    fp_redc_portable(r, t);
}

FP_API void FP_FN(mul_wide)(uint64_t r[12], const uint64_t a[6], const uint64_t b[6]) {
#if ECB_FP_HAVE_ADX
    if (__builtin_expect(ecb_cpu_has_mulx_adx(), 1)) {
        fp_mul_wide_adx(r, a, b);
        return;
    }
#endif
    fp_mul_wide_fallback(r, a, b);
}

FP_API void FP_FN(redc)(FP_T *r, const uint64_t t[12]) {
#if ECB_FP_HAVE_ADX
    if (__builtin_expect(ecb_cpu_has_mulx_adx(), 1)) {
        fp_redc_adx(r->v, t);
        return;
    }
#endif
    fp_redc_fallback(r->v, t);
}

FP_API void FP_FN(add_wide)(uint64_t r[6], const FP_T *a, const FP_T *b) {
    unsigned char c = 0;
    for (int i = 0; i < 6; i++)
        r[i] = fp_adc(a->v[i], b->v[i], &c); /* a + b < 2p < 2^384: no carry out */
}

FP_API void FP_FN(add_double)(uint64_t r[12], const uint64_t a[12], const uint64_t b[12]) {
    unsigned char c = 0;
    for (int i = 0; i < 12; i++)
        r[i] = fp_adc(a[i], b[i], &c);
}

FP_API void FP_FN(sub_double)(uint64_t r[12], const uint64_t a[12], const uint64_t b[12]) {
    unsigned char bw = 0;
    for (int i = 0; i < 12; i++)
        r[i] = fp_sbb(a[i], b[i], &bw);
}

FP_API void FP_FN(sub_wide)(uint64_t r[12], const uint64_t a[12], const uint64_t b[12]) {
    unsigned char bw = 0, c = 0;
    for (int i = 0; i < 12; i++)
        r[i] = fp_sbb(a[i], b[i], &bw);
    uint64_t mask = 0 - (uint64_t)bw;
    FP_IN_REGISTER(mask);
    for (int i = 0; i < 6; i++)
        r[6 + i] = fp_adc(r[6 + i], fp_p[i] & mask, &c);
}

/* The sum is below 2p 2^384 < 2^767 (no carry out), and it reaches p 2^384 exactly when its
 * upper half reaches p, so the conditional subtraction acts on the upper half alone. */
FP_API void FP_FN(add_double_mod)(uint64_t r[12], const uint64_t a[12], const uint64_t b[12]) {
    uint64_t s[12];
    unsigned char c = 0;
    for (int i = 0; i < 12; i++)
        s[i] = fp_adc(a[i], b[i], &c);
    memcpy(r, s, 6 * sizeof s[0]);
    fp_reduce_once(r + 6, s + 6);
}

FP_API void FP_FN(mul)(FP_T *r, const FP_T *a, const FP_T *b) {
    fp_mont_mul(r->v, a->v, b->v);
}

FP_API void FP_FN(sqr)(FP_T *r, const FP_T *a) {
    fp_mont_sqr(r->v, a->v);
}

FP_API void FP_FN(mul_portable)(FP_T *r, const FP_T *a, const FP_T *b) {
    fp_mont_mul_portable(r->v, a->v, b->v);
}

/* The CIOS bounds hold for a, b < 2p too: the running sum stays below a + p < 3p < 2^383, and
 * the result below a b / 2^384 + p < 1.5p (4p < 2^383), so one conditional subtraction still
 * reaches [0, p). */
FP_API void FP_FN(mul_unreduced)(FP_T *r, const uint64_t a[6], const uint64_t b[6]) {
    fp_mont_mul(r->v, a, b);
}

#if ECB_FP_HAVE_ADX
FP_API void FP_FN(mul_adx)(FP_T *r, const FP_T *a, const FP_T *b) {
    fp_mont_mul_adx(r->v, a->v, b->v);
}

#endif

/* ---- additive group ------------------------------------------------------------------------ */

FP_API void FP_FN(add)(FP_T *r, const FP_T *a, const FP_T *b) {
    uint64_t s[6];
    unsigned char c = 0;
    for (int i = 0; i < 6; i++)
        s[i] = fp_adc(a->v[i], b->v[i], &c);
    fp_reduce_once(r->v, s); /* a + b < 2p < 2^384: no carry out */
}

FP_API void FP_FN(sub)(FP_T *r, const FP_T *a, const FP_T *b) {
    uint64_t s[6];
    unsigned char bw = 0, c = 0;
    for (int i = 0; i < 6; i++)
        s[i] = fp_sbb(a->v[i], b->v[i], &bw);
    uint64_t mask = 0 - (uint64_t)bw;
    FP_IN_REGISTER(mask);
    for (int i = 0; i < 6; i++) {
        uint64_t v = fp_adc(s[i], fp_p[i] & mask, &c);
        FP_IN_REGISTER(v);
        r->v[i] = v;
    }
}

FP_API void FP_FN(neg)(FP_T *r, const FP_T *a) {
    uint64_t nz = 0;
    unsigned char bw = 0;
    for (int i = 0; i < 6; i++)
        nz |= a->v[i];
    uint64_t mask = 0 - ((nz | (0 - nz)) >> 63);
    FP_IN_REGISTER(mask);
    for (int i = 0; i < 6; i++) {
        uint64_t v = fp_sbb(fp_p[i], a->v[i], &bw) & mask;
        FP_IN_REGISTER(v);
        r->v[i] = v;
    }
}

FP_API void FP_FN(dbl)(FP_T *r, const FP_T *a) {
    FP_FN(add)(r, a, a);
}

FP_API void FP_FN(half)(FP_T *r, const FP_T *a) {
    uint64_t mask = 0 - (a->v[0] & 1), s[6];
    unsigned char c = 0;
    for (int i = 0; i < 6; i++)
        s[i] = fp_adc(a->v[i], fp_p[i] & mask, &c); /* even, < 2^384 */
    for (int i = 0; i < 5; i++)
        r->v[i] = (s[i] >> 1) | (s[i + 1] << 63);
    r->v[5] = s[5] >> 1;
}

/* ---- conversions and constants -------------------------------------------------------------- */

FP_API void FP_FN(to_mont)(FP_T *r, const uint64_t a[6]) {
    fp_mont_mul(r->v, a, fp_r2);
}

FP_API void FP_FN(from_mont)(uint64_t r[6], const FP_T *a) {
    static const uint64_t one[6] = {1, 0, 0, 0, 0, 0};
    fp_mont_mul(r, a->v, one);
}

FP_API void FP_FN(to_canonical)(uint64_t out[6], const FP_T *a) {
    FP_FN(from_mont)(out, a);
}

FP_API void FP_FN(from_u64)(FP_T *r, uint64_t x) {
    const uint64_t t[6] = {x, 0, 0, 0, 0, 0};
    FP_FN(to_mont)(r, t);
}

FP_API void FP_FN(zero)(FP_T *r) {
    memset(r->v, 0, sizeof r->v);
}

FP_API void FP_FN(one)(FP_T *r) {
    memcpy(r->v, fp_one_r, sizeof r->v);
}

FP_API ecb_status FP_FN(decode)(FP_T *r, const uint8_t in[48]) {
    uint64_t t[6];
    for (int i = 0; i < 6; i++) {
        uint64_t w = 0;
        for (int j = 0; j < 8; j++)
            w = (w << 8) | in[(5 - i) * 8 + j];
        t[i] = w;
    }
    uint64_t ok = fp_limbs_lt(t, fp_p);
    for (int i = 0; i < 6; i++)
        t[i] &= -ok;
    FP_FN(to_mont)(r, t);
    return ok ? ECB_OK : ECB_ERR_NON_CANONICAL;
}

/* The 512-bit integer as two 256-bit halves c1, c0 (each < 2^256 < p, so each is a valid
 * Montgomery-product input): x = c1 2^256 + c0. */
FP_API void FP_FN(reduce_wide)(FP_T *r, const uint8_t in[64]) {
    uint64_t c[2][6] = {{0}, {0}};
    static const uint64_t two256[6] = {0, 0, 0, 0, 1, 0};
    for (int h = 0; h < 2; h++)
        for (int i = 0; i < 4; i++) {
            uint64_t w = 0;
            for (int j = 0; j < 8; j++)
                w = (w << 8) | in[32 * h + (3 - i) * 8 + j];
            c[h][i] = w;
        }
    FP_T hi, lo, shift;
    FP_FN(to_mont)(&hi, c[0]);
    FP_FN(to_mont)(&lo, c[1]);
    FP_FN(to_mont)(&shift, two256);
    FP_FN(mul)(&hi, &hi, &shift);
    FP_FN(add)(r, &hi, &lo);
}

FP_API void FP_FN(encode)(uint8_t out[48], const FP_T *a) {
    uint64_t t[6];
    FP_FN(from_mont)(t, a);
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 8; j++)
            out[(5 - i) * 8 + j] = (uint8_t)(t[i] >> (56 - 8 * j));
}

/* ---- predicates and selection ---------------------------------------------------------------- */

FP_API int FP_FN(is_zero)(const FP_T *a) {
    uint64_t x = 0;
    for (int i = 0; i < 6; i++)
        x |= a->v[i];
    return (int)(1 ^ ((x | (0 - x)) >> 63));
}

FP_API int FP_FN(equal)(const FP_T *a, const FP_T *b) {
    uint64_t x = 0;
    for (int i = 0; i < 6; i++)
        x |= a->v[i] ^ b->v[i];
    return (int)(1 ^ ((x | (0 - x)) >> 63));
}

FP_API int FP_FN(is_odd)(const FP_T *a) {
    uint64_t t[6];
    FP_FN(from_mont)(t, a);
    return (int)(t[0] & 1);
}

FP_API int FP_FN(is_lexlargest)(const FP_T *a) {
    uint64_t t[6];
    FP_FN(from_mont)(t, a);
    return (int)fp_limbs_lt(fp_half_p, t);
}

FP_API void FP_FN(cmov)(FP_T *r, const FP_T *a, int flag) {
    uint64_t mask = -(uint64_t)(flag & 1);
    FP_IN_REGISTER(mask);
    for (int i = 0; i < 6; i++)
        r->v[i] ^= (r->v[i] ^ a->v[i]) & mask;
}

FP_API void FP_FN(cneg)(FP_T *r, const FP_T *a, int flag) {
    FP_T n;
    FP_FN(neg)(&n, a);
    *r = *a;
    FP_FN(cmov)(r, &n, flag);
}

/* ---- exponentiation, inversion, squares ------------------------------------------------------ */

/* Left-to-right sliding windows of up to 5 bits over the public exponent, with the 16 odd
 * powers a, a^3, ..., a^31: about bits(e) squarings and bits(e) / 6 products. The sequence of
 * operations and table indices depends on e only, so this is constant time in a. */
FP_API void FP_FN(pow)(FP_T *r, const FP_T *a, const uint64_t e[6]) {
    FP_T odd[16], a2, acc;
    int started = 0;
    FP_FN(sqr)(&a2, a);
    odd[0] = *a;
    for (int i = 1; i < 16; i++)
        FP_FN(mul)(&odd[i], &odd[i - 1], &a2);
    FP_FN(one)(&acc);
    for (int i = 383; i >= 0;) {
        if (((e[i / 64] >> (i % 64)) & 1) == 0) {
            if (started) FP_FN(sqr)(&acc, &acc);
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
                FP_FN(sqr)(&acc, &acc);
            FP_FN(mul)(&acc, &acc, &odd[val / 2]);
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
static inline void fp_inv_impl(FP_T *r, const FP_T *a, int var) {
    int64_t s[7];
    uint64_t t[6];
    ecb_modinv62_from_u64(s, 7, a->v, 6);
    if (var)
        ecb_modinv62_var(s, &fp_modinfo);
    else
        ecb_modinv62(s, &fp_modinfo);
    ecb_modinv62_to_u64(t, 6, s, 7);
    fp_mont_mul(r->v, t, fp_r3);
}

FP_API void FP_FN(inv)(FP_T *r, const FP_T *a) {
    fp_inv_impl(r, a, 0);
}

FP_API void FP_FN(inv_var)(FP_T *r, const FP_T *a) {
    fp_inv_impl(r, a, 1);
}

FP_API int FP_FN(legendre)(const FP_T *a) {
    FP_T t, one;
    FP_FN(pow)(&t, a, fp_half_p);
    FP_FN(one)(&one);
    int is_one = FP_FN(equal)(&t, &one), is_zero = FP_FN(is_zero)(&t);
    return 2 * is_one + is_zero - 1;
}

FP_API int FP_FN(is_square)(const FP_T *a) {
    return FP_FN(legendre)(a) >= 0;
}

static inline void fp_batch_inv_impl(FP_T *out, const FP_T *in, size_t n, FP_T *scratch, int var) {
    FP_T acc, one, x, t;
    if (n == 0) return;
    FP_FN(one)(&one);
    acc = one;
    for (size_t i = 0; i < n; i++) {
        x = in[i];
        FP_FN(cmov)(&x, &one, FP_FN(is_zero)(&x));
        scratch[i] = acc;
        FP_FN(mul)(&acc, &acc, &x);
    }
    if (var)
        FP_FN(inv_var)(&acc, &acc);
    else
        FP_FN(inv)(&acc, &acc);
    for (size_t i = n; i-- > 0;) {
        x = in[i];
        int z = FP_FN(is_zero)(&x);
        FP_FN(cmov)(&x, &one, z);
        FP_FN(mul)(&t, &acc, &scratch[i]);
        FP_FN(mul)(&acc, &acc, &x);
        FP_FN(zero)(&out[i]);
        FP_FN(cmov)(&out[i], &t, 1 - z);
    }
}

FP_API void FP_FN(batch_inv)(FP_T *out, const FP_T *in, size_t n, FP_T *scratch) {
    fp_batch_inv_impl(out, in, n, scratch, 0);
}

FP_API void FP_FN(batch_inv_var)(FP_T *out, const FP_T *in, size_t n, FP_T *scratch) {
    fp_batch_inv_impl(out, in, n, scratch, 1);
}
