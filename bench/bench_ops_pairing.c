/* ecbatch bench ops --group bls12-381-pairing: the tower's products, the Miller loop, the final
 * exponentiation, whole pairings and a product of 64 pairings (src/pairing/), one thread; at
 * level ifma also the lanes' units (fp12_381_x8_ifma.h) and the Miller loop of k pairs serial
 * against lanes, unprepared and prepared: the measurements behind PAIRING_381_X8_MIN_PAIRS and
 * the choice of the lanes' shape (docs/backends.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "ecbatch/pairing.h"
#include "pairing/gt_381.h"
#include "pairing/pairing_381.h"
#include "pairing/pairing_381_x8_ifma.h"
#include "util/cpu.h"

#define PAIRS 64

struct pairing_ctx {
    fp381 a1, b1;
    fp2_381 a2, b2;
    fp12_381 a, b, m;
    fp2_381 l0, l1, l2;
    g1_381_aff p[PAIRS];
    g2_381_aff q[PAIRS];
    g2_381_proj scratch[PAIRS];
    pairing_381_line lines[PAIRING_381_LINES];
    uint8_t gt[GT_381_BYTES];
    size_t k;                                      /* pairs of the serial / lane rows */
    pairing_381_line klines[8][PAIRING_381_LINES]; /* their prepared lines */
};

static void b_fp_mul(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp381_mul(&x->a1, &x->a1, &x->b1);
}
static void b_fp2_mul(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp2_381_mul(&x->a2, &x->a2, &x->b2);
}
static void b_fp12_mul(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp12_381_mul(&x->a, &x->a, &x->b);
}
static void b_fp12_sqr(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp12_381_sqr(&x->a, &x->a);
}
static void b_fp12_cyc_sqr(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp12_381_cyclotomic_sqr(&x->m, &x->m);
}
static void b_fp12_line(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp12_381_mul_by_line(&x->a, &x->a, &x->l0, &x->l1, &x->l2);
}
static void b_fp12_inv(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp12_381_inv(&x->a, &x->a);
}
static void b_fp12_frob(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp12_381_frobenius(&x->a, &x->a, 1);
}
static void b_miller(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        pairing_381_miller_loop_n(&x->a, x->p, x->q, 1, x->scratch);
}
static void b_miller_prepared(void *c, size_t n) {
    struct pairing_ctx *x = c;
    const unsigned char *l = (const unsigned char *)x->lines;
    for (size_t i = 0; i < n; i++)
        pairing_381_miller_loop_prepared_n(&x->a, x->p, &l, 1);
}
static void b_prepare(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        pairing_381_prepare(x->lines, &x->q[0]);
}
static void b_final_exp(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        pairing_381_final_exp(&x->m, &x->a);
}
static void b_pairing(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++) {
        pairing_381_miller_loop_n(&x->m, x->p, x->q, 1, x->scratch);
        pairing_381_final_exp(&x->m, &x->m);
    }
}
static void b_multi(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++) {
        pairing_381_miller_loop_n(&x->m, x->p, x->q, PAIRS, x->scratch);
        pairing_381_final_exp(&x->m, &x->m);
    }
}
static void b_miller_k_serial(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        pairing_381_miller_loop_serial_n(&x->m, x->p, x->q, x->k, x->scratch);
}
static void b_miller_k_prepared_serial(void *c, size_t n) {
    struct pairing_ctx *x = c;
    const unsigned char *l[8];
    for (size_t j = 0; j < 8; j++)
        l[j] = (const unsigned char *)x->klines[j];
    for (size_t i = 0; i < n; i++)
        pairing_381_miller_loop_prepared_serial_n(&x->m, x->p, l, x->k);
}
#if defined(ECB_CPU_IFMA_BUILD)
static void b_miller_k_lanes(void *c, size_t n) {
    struct pairing_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        pairing_381_miller_loop_x8(&x->m, x->p, x->q, x->k);
}
static void b_miller_k_prepared_lanes(void *c, size_t n) {
    struct pairing_ctx *x = c;
    const unsigned char *l[8];
    for (size_t j = 0; j < 8; j++)
        l[j] = (const unsigned char *)x->klines[j];
    for (size_t i = 0; i < n; i++)
        pairing_381_miller_loop_prepared_x8(&x->m, x->p, l, x->k);
}
/* The lane values, on the stack (64-byte aligned; the context is calloc'ed). */
struct lanes_ctx {
    fp12_381x8 a8;
    fp2_381x8 l8[3];
};
static void b_fp12x8_sqr(void *c, size_t n) {
    struct lanes_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp12_381x8_sqr(&x->a8, &x->a8);
}
static void b_fp12x8_line(void *c, size_t n) {
    struct lanes_ctx *x = c;
    for (size_t i = 0; i < n; i++)
        fp12_381x8_mul_by_line(&x->a8, &x->a8, &x->l8[0], &x->l8[1], &x->l8[2]);
}

/* The lanes' units per lane, and the Miller loop of k = 1 .. 8 pairs serial and in lanes. */
static void bench_lanes(const struct bench_output *out, const char *group, struct pairing_ctx *x) {
    double t = out->target_ms;
    int s = out->samples;
    struct lanes_ctx v;
    fp12_381 a[8];
    fp2_381 l[3][8];
    for (int k = 0; k < 8; k++) {
        a[k] = x->a;
        l[0][k] = x->l0;
        l[1][k] = x->l1;
        l[2][k] = x->l2;
    }
    fp12_381x8_pack(&v.a8, a);
    for (int i = 0; i < 3; i++)
        fp2_381x8_pack(&v.l8[i], l[i]);
    for (size_t j = 0; j < 8; j++)
        pairing_381_prepare(x->klines[j], &x->q[j]);
    if (!out->json) printf("  lanes (IFMA, eight pairs side by side; one thread)\n");
    bench_print_op(out, group, "fp12_sqr x8, per lane", bench_median_ns(b_fp12x8_sqr, &v, t, s) / 8,
                   NULL);
    bench_print_op(out, group, "fp12_mul_by_line x8, per lane",
                   bench_median_ns(b_fp12x8_line, &v, t, s) / 8, NULL);
    for (x->k = 1; x->k <= 8; x->k++) {
        char what[64];
        snprintf(what, sizeof what, "miller_loop %zu pairs serial", x->k);
        bench_print_op(out, group, what, bench_median_ns(b_miller_k_serial, x, t, s), NULL);
        snprintf(what, sizeof what, "miller_loop %zu pairs lanes", x->k);
        bench_print_op(out, group, what, bench_median_ns(b_miller_k_lanes, x, t, s), NULL);
        snprintf(what, sizeof what, "miller_loop %zu prepared serial", x->k);
        bench_print_op(out, group, what, bench_median_ns(b_miller_k_prepared_serial, x, t, s),
                       NULL);
        snprintf(what, sizeof what, "miller_loop %zu prepared lanes", x->k);
        bench_print_op(out, group, what, bench_median_ns(b_miller_k_prepared_lanes, x, t, s), NULL);
    }
}
#endif

static void b_gt_decode(void *c, size_t n) {
    struct pairing_ctx *x = c;
    ecb_bls12_381_gt g;
    for (size_t i = 0; i < n; i++)
        if (ecb_bls12_381_gt_decode(&g, x->gt) != ECB_OK) abort();
}

int bench_ops_pairing(const struct bench_output *out) {
    static const char *group = "bls12-381-pairing";
    struct pairing_ctx *x = calloc(1, sizeof *x);
    if (x == NULL) {
        fprintf(stderr, "ecbatch bench ops: out of memory\n");
        return 1;
    }
    /* distinct points k G1 and k G2 for k = 2 .. PAIRS + 1 */
    g1_381_jac g1, t1;
    g2_381_jac g2, t2;
    g1_381_generator(&g1);
    g2_381_generator(&g2);
    for (size_t i = 0; i < PAIRS; i++) {
        g1_381_jac_mul_u64_var(&t1, &g1, i + 2);
        g2_381_jac_mul_u64_var(&t2, &g2, i + 3);
        g1_381_jac_to_aff(&x->p[i], &t1);
        g2_381_jac_to_aff(&x->q[i], &t2);
    }
    fp381_from_u64(&x->a1, 0x1234567);
    fp381_from_u64(&x->b1, 0x7654321);
    fp381_inv(&x->b1, &x->b1);
    x->a2.c0 = x->a1;
    x->a2.c1 = x->b1;
    x->b2.c0 = x->b1;
    x->b2.c1 = x->a1;
    pairing_381_prepare(x->lines, &x->q[0]);
    pairing_381_miller_loop_n(&x->a, x->p, x->q, 1, x->scratch);
    pairing_381_miller_loop_n(&x->b, x->p + 1, x->q + 1, 1, x->scratch);
    pairing_381_final_exp(&x->m, &x->a);
    gt_381_encode(x->gt, &x->m);
    x->l0 = x->a2;
    x->l1 = x->b2;
    x->l2 = x->a2;
    double t = out->target_ms;
    int s = out->samples;
    if (!out->json) printf("  tower (one thread)\n");
    bench_print_op(out, group, "fp_mul", bench_median_ns(b_fp_mul, x, t, s), NULL);
    bench_print_op(out, group, "fp2_mul", bench_median_ns(b_fp2_mul, x, t, s), NULL);
    bench_print_op(out, group, "fp12_mul", bench_median_ns(b_fp12_mul, x, t, s), NULL);
    bench_print_op(out, group, "fp12_sqr", bench_median_ns(b_fp12_sqr, x, t, s), NULL);
    bench_print_op(out, group, "fp12_cyclotomic_sqr", bench_median_ns(b_fp12_cyc_sqr, x, t, s),
                   NULL);
    bench_print_op(out, group, "fp12_mul_by_line", bench_median_ns(b_fp12_line, x, t, s), NULL);
    bench_print_op(out, group, "fp12_frobenius", bench_median_ns(b_fp12_frob, x, t, s), NULL);
    bench_print_op(out, group, "fp12_inv", bench_median_ns(b_fp12_inv, x, t, s), NULL);
    pairing_381_miller_loop_n(&x->a, x->p, x->q, 1, x->scratch);
    if (!out->json) printf("  pairing (one thread)\n");
    bench_print_op(out, group, "miller_loop", bench_median_ns(b_miller, x, t, s),
                   "blst 210-300 us (Zen 5)");
    bench_print_op(out, group, "g2_prepare (68 lines)", bench_median_ns(b_prepare, x, t, s), NULL);
    bench_print_op(out, group, "miller_loop (prepared G2)",
                   bench_median_ns(b_miller_prepared, x, t, s), NULL);
    bench_print_op(out, group, "final_exp", bench_median_ns(b_final_exp, x, t, s),
                   "blst 290-410 us (Zen 5)");
    bench_print_op(out, group, "pairing", bench_median_ns(b_pairing, x, t, s),
                   "blst 520-710 us (Zen 5)");
    bench_print_op(out, group, "product of 64 pairings", bench_median_ns(b_multi, x, t, s),
                   "blst 10.4-11.7 ms (Zen 5)");
    bench_print_op(out, group, "gt_decode (membership test)", bench_median_ns(b_gt_decode, x, t, s),
                   NULL);
#if defined(ECB_CPU_IFMA_BUILD)
    if (ecb_cpu_has_ifma()) bench_lanes(out, group, x);
#endif
    free(x);
    return 0;
}
