/* The 8-lane IFMA fields fp381x8 and fp377x8 against the scalar fields fp381 and fp377, bit
 * for bit after unpacking: products, squares, the additive family, pack/unpack round trips,
 * aliasing, edge integers in every lane position, and chains of 1000 operations; the same for
 * the eight-lane Fp2 fp2_381x8 against fp2_381 (edge integers in either coefficient; the
 * products by a base-field lane and by the non-residue 1 + u, doubling and halving included). Skipped
 * (exit 77, ctest's SKIP_RETURN_CODE) where the build or the CPU lacks AVX-512 IFMA. */
#include "testlib.h"

#include "bigref.h"
#include "field/bls12/fp2_381.h"
#include "field/bls12/fp377_x8_ifma.h"
#include "field/bls12/fp381_x8_ifma.h"
#include "util/cpu.h"

#define TEST_SKIPPED 77

#if defined(ECB_CPU_IFMA_BUILD)
#define TV fp381x8
#define TV_LABEL "fp381x8"
#define TF fp381
#define TF_P                                                                                       \
    {                                                                                              \
        0xb9feffffffffaaabULL, 0x1eabfffeb153ffffULL, 0x6730d2a0f6b0f624ULL,                       \
            0x64774b84f38512bfULL, 0x4b1ba7b6434bacd7ULL, 0x1a0111ea397fe69aULL                    \
    }
#include "fp8_test_impl.h"
#undef TV
#undef TV_LABEL
#undef TF
#undef TF_P

/* fp2_381x8 against fp2_381: every operation on 8 + 8 lanes, also aliased. */
static void fp2x8_check(const fp2_381x8 *got, const fp2_381 want[8]) {
    fp2_381 out[8];
    fp2_381x8_unpack(out, got);
    for (int k = 0; k < 8; k++) {
        CHECK_MEM(out[k].c0.v, want[k].c0.v, 48);
        CHECK_MEM(out[k].c1.v, want[k].c1.v, 48);
    }
}

static void fp2x8_check_ops(const fp2_381 a[8], const fp2_381 b[8]) {
    fp2_381x8 va, vb, vr;
    fp2_381 want[8];
    fp2_381x8_pack(&va, a);
    fp2_381x8_pack(&vb, b);
    fp2x8_check(&va, a);
    fp2_381x8_mul(&vr, &va, &vb);
    for (int k = 0; k < 8; k++)
        fp2_381_mul(&want[k], &a[k], &b[k]);
    fp2x8_check(&vr, want);
    fp2_381x8_sqr(&vr, &va);
    for (int k = 0; k < 8; k++)
        fp2_381_sqr(&want[k], &a[k]);
    fp2x8_check(&vr, want);
    fp2_381x8_add(&vr, &va, &vb);
    for (int k = 0; k < 8; k++)
        fp2_381_add(&want[k], &a[k], &b[k]);
    fp2x8_check(&vr, want);
    fp2_381x8_sub(&vr, &va, &vb);
    for (int k = 0; k < 8; k++)
        fp2_381_sub(&want[k], &a[k], &b[k]);
    fp2x8_check(&vr, want);
    fp2_381x8_neg(&vr, &va);
    for (int k = 0; k < 8; k++)
        fp2_381_neg(&want[k], &a[k]);
    fp2x8_check(&vr, want);
    fp2_381x8_dbl(&vr, &va);
    for (int k = 0; k < 8; k++)
        fp2_381_dbl(&want[k], &a[k]);
    fp2x8_check(&vr, want);
    fp2_381x8_half(&vr, &va);
    for (int k = 0; k < 8; k++)
        fp2_381_half(&want[k], &a[k]);
    fp2x8_check(&vr, want);
    fp2_381x8_mul_by_nonresidue(&vr, &va);
    for (int k = 0; k < 8; k++)
        fp2_381_mul_by_nonresidue(&want[k], &a[k]);
    fp2x8_check(&vr, want);
    fp2_381x8_mul_fp(&vr, &va, &vb.c1); /* lane k times b_k's c1 */
    for (int k = 0; k < 8; k++)
        fp2_381_mul_fp(&want[k], &a[k], &b[k].c1);
    fp2x8_check(&vr, want);
    vr = va; /* aliasing */
    fp2_381x8_mul_fp(&vr, &vr, &vr.c0);
    for (int k = 0; k < 8; k++)
        fp2_381_mul_fp(&want[k], &a[k], &a[k].c0);
    fp2x8_check(&vr, want);
    for (unsigned mask = 0; mask < 256; mask += 37) {
        fp2_381x8_cneg(&vr, &va, mask);
        for (int k = 0; k < 8; k++) {
            if ((mask >> k) & 1)
                fp2_381_neg(&want[k], &a[k]);
            else
                want[k] = a[k];
        }
        fp2x8_check(&vr, want);
        fp2_381x8_select(&vr, &va, &vb, mask);
        for (int k = 0; k < 8; k++)
            want[k] = (mask >> k) & 1 ? b[k] : a[k];
        fp2x8_check(&vr, want);
    }
    {
        const fp2_381 *in[8];
        fp2_381 out[8], *outp[8];
        for (int k = 0; k < 8; k++)
            in[k] = &b[(k * 3) % 8], outp[k] = &out[(k * 5) % 8];
        fp2_381x8_pack_ptr(&vr, in);
        for (int k = 0; k < 8; k++)
            want[k] = b[(k * 3) % 8];
        fp2x8_check(&vr, want);
        fp2_381x8_unpack_ptr(outp, &vr);
        for (int k = 0; k < 8; k++) {
            CHECK_MEM(out[(k * 5) % 8].c0.v, want[k].c0.v, 48);
            CHECK_MEM(out[(k * 5) % 8].c1.v, want[k].c1.v, 48);
        }
    }
    vr = va; /* aliasing: r = a, then r = b */
    fp2_381x8_mul(&vr, &vr, &vb);
    for (int k = 0; k < 8; k++)
        fp2_381_mul(&want[k], &a[k], &b[k]);
    fp2x8_check(&vr, want);
    vr = vb;
    fp2_381x8_mul(&vr, &va, &vr);
    fp2x8_check(&vr, want);
}

/* x <- x y, y <- y^2 + x, x <- x^2 - y, lane-wise 500 times, compared every 50 steps. */
static void fp2x8_chain(const fp2_381 start[8]) {
    fp2_381 x[8], y[8];
    fp2_381x8 vx, vy;
    memcpy(x, start, sizeof x);
    for (int k = 0; k < 8; k++)
        y[k] = start[(k + 5) % 8];
    fp2_381x8_pack(&vx, x);
    fp2_381x8_pack(&vy, y);
    for (int i = 0; i < 500; i++) {
        fp2_381x8_mul(&vx, &vx, &vy);
        fp2_381x8_sqr(&vy, &vy);
        fp2_381x8_add(&vy, &vy, &vx);
        fp2_381x8_sqr(&vx, &vx);
        fp2_381x8_sub(&vx, &vx, &vy);
        for (int k = 0; k < 8; k++) {
            fp2_381_mul(&x[k], &x[k], &y[k]);
            fp2_381_sqr(&y[k], &y[k]);
            fp2_381_add(&y[k], &y[k], &x[k]);
            fp2_381_sqr(&x[k], &x[k]);
            fp2_381_sub(&x[k], &x[k], &y[k]);
        }
        if (i % 50 == 49) {
            fp2x8_check(&vx, x);
            fp2x8_check(&vy, y);
        }
    }
}

static void fp2x8_run(void) {
    static fp381 e[1400];
    fp2_381 a[8], b[8];
    int n = fp381x8_edges(e);
    long before = tl_passed;
    /* edge integers in both coefficients, paired across lanes */
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 8; k++) {
            a[k].c0 = e[(i + 37 * k) % n];
            a[k].c1 = e[(5 * i + 13 * k + 2) % n];
            b[k].c0 = e[(3 * i + 11 * k + 1) % n];
            b[k].c1 = e[(7 * i + 3 * k + 4) % n];
        }
        fp2x8_check_ops(a, b);
    }
    /* the first 8 edge values (0, 1, 2, p-1, ...) in every combination of a lane's c0 and c1 */
    for (int i = 0; i < 64; i++) {
        for (int k = 0; k < 8; k++) {
            a[k].c0 = e[i / 8], a[k].c1 = e[i % 8];
            b[k].c0 = e[k], b[k].c1 = e[(k + i) % 8];
        }
        fp2x8_check_ops(a, b);
    }
    for (int i = 0; i < 2000; i++) {
        for (int k = 0; k < 8; k++) {
            fp381x8_rand_int(a[k].c0.v);
            fp381x8_rand_int(a[k].c1.v);
            fp381x8_rand_int(b[k].c0.v);
            fp381x8_rand_int(b[k].c1.v);
        }
        fp2x8_check_ops(a, b);
    }
    for (int i = 0; i < 8; i++) {
        for (int k = 0; k < 8; k++) {
            fp381x8_rand_int(a[k].c0.v);
            fp381x8_rand_int(a[k].c1.v);
        }
        fp2x8_chain(a);
        for (int k = 0; k < 8; k++)
            a[k].c0 = e[(i * 16 + k) % n], a[k].c1 = e[(i * 16 + k + 8) % n];
        fp2x8_chain(a);
    }
    printf("fp2_381x8: %ld checks\n", tl_passed - before);
}

#define TV fp377x8
#define TV_LABEL "fp377x8"
#define TF fp377
#define TF_P                                                                                       \
    {                                                                                              \
        0x8508c00000000001ULL, 0x170b5d4430000000ULL, 0x1ef3622fba094800ULL,                       \
            0x1a22d9f300f5138fULL, 0xc63b05c06ca1493bULL, 0x01ae3a4617c510eaULL                    \
    }
#include "fp8_test_impl.h"
#undef TV
#undef TV_LABEL
#undef TF
#undef TF_P
#endif

int main(void) {
    tl_init();
#if defined(ECB_CPU_IFMA_BUILD)
    if (!ecb_cpu_has_ifma()) {
        printf("test_field_fp6x64_x8_ifma: skipped: this CPU (or ECBATCH_PORTABLE=1) has no "
               "AVX512F + AVX512VL + AVX512IFMA\n");
        return TEST_SKIPPED;
    }
    fp381x8_run();
    fp2x8_run();
    fp377x8_run();
    return tl_finish("test_field_fp6x64_x8_ifma");
#else
    printf(
        "test_field_fp6x64_x8_ifma: skipped: the 8-lane IFMA fields are built only for x86-64\n");
    return TEST_SKIPPED;
#endif
}
