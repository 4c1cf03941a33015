/* The 4x64-limb Montgomery product with MULX/ADCX/ADOX, for any odd modulus m < 2^255 (the
 * "no carry" CIOS: the running sum never needs a fifth word), shared by the base-field template
 * (fp4x64_impl.h) and the scalar fields (bls12/fr4x64_impl.h): out = a b 2^-256 mod m for
 * a, b < m, fully reduced, inv = -m^-1 mod 2^64. Constant time. Compiled where
 * ECB_FP_HAVE_ADX (field/fp_adx.h); run only on a CPU with BMI2 and ADX (util/cpu.h). */
#ifndef ECBATCH_FIELD_MONT4X64_ADX_H
#define ECBATCH_FIELD_MONT4X64_ADX_H

#include <stdint.h>

#include "field/fp_adx.h"

#if ECB_FP_HAVE_ADX
/* One CIOS row with MULX/ADCX/ADOX: t0..t4 = t0..t3 + a * b[boff/8] (t4 written, not read).
 * Two carry chains run side by side: CF adds the low product halves, OF the high halves. */
#define MONT4_ADX_MULROW(boff, t0, t1, t2, t3, t4)                                                 \
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
    "mulxq 24(%[a]), %[lo], " t4 "\n\t"                                                            \
    "adcxq %[lo], " t3 "\n\t"                                                                      \
    "adoxq %[z], " t4 "\n\t"                                                                       \
    "adcxq %[z], " t4 "\n\t"

/* One reduction row: m = t0 * (-p^-1); t0..t4 += m * p, after which t0 = 0 and the value
 * t1..t4 is the shifted sum (below 2p by the CIOS bound, so no carry leaves t4). */
#define MONT4_ADX_REDROW(t0, t1, t2, t3, t4)                                                       \
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
    "adcxq %[z], " t4 "\n\t"

/* the five window registers */
#define MONT4_W0 "%[r0]"
#define MONT4_W1 "%[r1]"
#define MONT4_W2 "%[r2]"
#define MONT4_W3 "%[r3]"
#define MONT4_W4 "%[r4]"

/* The CIOS with five registers rotating as the window t_i..t_{i+4}: after row i the cleared t0
 * register becomes the next row's t4. The result lands in r4, r0, r1, r2; the final
 * conditional subtraction uses lo, hi, rdx and z. */
static inline void mont4x64_mul_adx(uint64_t out[4], const uint64_t a[4], const uint64_t b[4],
                                    const uint64_t m[4], uint64_t inv) {
    uint64_t r0, r1, r2, r3, r4, lo, hi, z;
    __asm__("movq 0(%[b]), %%rdx\n\t"
            "mulxq 0(%[a]), " MONT4_W0 ", " MONT4_W1 "\n\t"
            "mulxq 8(%[a]), %[lo], " MONT4_W2 "\n\t"
            "addq %[lo], " MONT4_W1 "\n\t"
            "mulxq 16(%[a]), %[lo], " MONT4_W3 "\n\t"
            "adcq %[lo], " MONT4_W2 "\n\t"
            "mulxq 24(%[a]), %[lo], " MONT4_W4 "\n\t"
            "adcq %[lo], " MONT4_W3 "\n\t"
            "adcq $0, " MONT4_W4 "\n\t"                                              /* */
            MONT4_ADX_REDROW(MONT4_W0, MONT4_W1, MONT4_W2, MONT4_W3, MONT4_W4)       /* */
            MONT4_ADX_MULROW("8", MONT4_W1, MONT4_W2, MONT4_W3, MONT4_W4, MONT4_W0)  /* */
            MONT4_ADX_REDROW(MONT4_W1, MONT4_W2, MONT4_W3, MONT4_W4, MONT4_W0)       /* */
            MONT4_ADX_MULROW("16", MONT4_W2, MONT4_W3, MONT4_W4, MONT4_W0, MONT4_W1) /* */
            MONT4_ADX_REDROW(MONT4_W2, MONT4_W3, MONT4_W4, MONT4_W0, MONT4_W1)       /* */
            MONT4_ADX_MULROW("24", MONT4_W3, MONT4_W4, MONT4_W0, MONT4_W1, MONT4_W2) /* */
            MONT4_ADX_REDROW(MONT4_W3, MONT4_W4, MONT4_W0, MONT4_W1, MONT4_W2)       /* */
            "movq " MONT4_W4 ", %[lo]\n\t"
            "subq %[p0], %[lo]\n\t"
            "movq " MONT4_W0 ", %[hi]\n\t"
            "sbbq %[p1], %[hi]\n\t"
            "movq " MONT4_W1 ", %%rdx\n\t"
            "sbbq %[p2], %%rdx\n\t"
            "movq " MONT4_W2 ", %[z]\n\t"
            "sbbq %[p3], %[z]\n\t"
            "cmovncq %[lo], " MONT4_W4 "\n\t"
            "cmovncq %[hi], " MONT4_W0 "\n\t"
            "cmovncq %%rdx, " MONT4_W1 "\n\t"
            "cmovncq %[z], " MONT4_W2 "\n\t"
            : [r0] "=&r"(r0), [r1] "=&r"(r1), [r2] "=&r"(r2), [r3] "=&r"(r3), [r4] "=&r"(r4),
              [lo] "=&r"(lo), [hi] "=&r"(hi), [z] "=&r"(z)
            : [a] "r"(a), [b] "r"(b), [p0] "m"(m[0]), [p1] "m"(m[1]), [p2] "m"(m[2]),
              [p3] "m"(m[3]), [inv] "rm"(inv), "m"(*(const uint64_t(*)[4])a),
              "m"(*(const uint64_t(*)[4])b)
            : "rdx", "cc");
    out[0] = r4;
    out[1] = r0;
    out[2] = r1;
    out[3] = r2;
}

#undef MONT4_W0
#undef MONT4_W1
#undef MONT4_W2
#undef MONT4_W3
#undef MONT4_W4
#undef MONT4_ADX_MULROW
#undef MONT4_ADX_REDROW
#endif

#endif
