/* Many G1 scalar multiplications (g1_381_mul_many.h). Each product k P = k1 P + k2 Q,
 * Q = -sigma(P), k1 and k2 the 128-bit halves of k's base-|z| digits (bls12_split.h); both
 * halves in width-5 wNAF over the odd multiples P, 3P, .., 15P (Q's are their -sigma images,
 * taken in the lanes). Program of a product: the additions of the top digits, then per lower
 * bit one doubling and that bit's additions (at most two): about 128 doublings and 43
 * additions, run eight products at a time (g1_381_lanes_run_var). */
#include "group/bls12/g1_381_mul_many.h"

#include <string.h>

#include "field/scalar_wnaf.h"
#include "group/bls12/bls12_split.h"
#include "group/bls12/g1_381_lanes.h"

#define WNAF_W 5
#define ODD 8         /* odd multiples 1, 3, .., 15 */
#define HALF_BITS 128 /* each GLV half is below 2^128 */
#define MAX_DIGITS (HALF_BITS / WNAF_W + 2)
#define MAX_OPS (HALF_BITS + 1 + 2 * MAX_DIGITS)

/* The scratch of one call, m products. */
typedef struct many_layout {
    g1_381_jac *jac;     /* m * ODD odd multiples */
    g1_381_aff *aff;     /* the same, affine */
    fp381 *inv;          /* m * ODD: the batch inversion's */
    g1_381_lane_op *ops; /* G1_381_LANES * MAX_OPS */
} many_layout;

static many_layout layout(void *scratch, size_t m) {
    many_layout l;
    l.jac = scratch;
    l.aff = (g1_381_aff *)(l.jac + m * ODD);
    l.inv = (fp381 *)(l.aff + m * ODD);
    l.ops = (g1_381_lane_op *)(l.inv + m * ODD);
    return l;
}

size_t g1_381_mul_many_scratch_size(size_t m) {
    return m * ODD * (sizeof(g1_381_jac) + sizeof(g1_381_aff) + sizeof(fp381)) +
           (size_t)G1_381_LANES * MAX_OPS * sizeof(g1_381_lane_op);
}

/* The halves of k: k = k1 + k2 z^2, k1 = h[0..1], k2 = h[2..3] (each below 2^128). */
static void glv_split(uint64_t h[4], const uint64_t k[4]) {
    uint64_t d[4];
    bls12_base_digits(d, k, BLS12_381_Z_ABS);
    for (int i = 0; i < 2; i++) {
        unsigned __int128 t = (unsigned __int128)d[2 * i + 1] * BLS12_381_Z_ABS + d[2 * i];
        h[2 * i] = (uint64_t)t;
        h[2 * i + 1] = (uint64_t)(t >> 64);
    }
}

/* The program of k over the affine odd multiples t[0..ODD) of P into ops; its length. */
static size_t program(g1_381_lane_op *ops, const uint64_t k[4], const g1_381_aff *t) {
    uint64_t h[4];
    uint16_t pos[2][MAX_DIGITS];
    int8_t dig[2][MAX_DIGITS];
    unsigned count[2], next[2];
    glv_split(h, k);
    for (int j = 0; j < 2; j++) {
        count[j] = scalar_wnaf_sparse(pos[j], dig[j], h + 2 * j, 2, HALF_BITS, WNAF_W);
        next[j] = count[j]; /* digits are read from the top down */
    }
    int top = -1;
    for (int j = 0; j < 2; j++)
        if (count[j] > 0 && pos[j][count[j] - 1] > top) top = pos[j][count[j] - 1];
    size_t n = 0;
    for (int s = top; s >= 0; s--) {
        if (s < top) ops[n++] = (g1_381_lane_op){NULL, 0};
        for (int j = 0; j < 2; j++)
            if (next[j] > 0 && pos[j][next[j] - 1] == s) {
                int d = dig[j][--next[j]];
                unsigned flags = (d < 0 ? G1_381_LANE_NEG : 0) | (j == 1 ? G1_381_LANE_SIGMA : 0);
                ops[n++] = (g1_381_lane_op){&t[(d < 0 ? -d : d) >> 1], flags};
            }
    }
    return n;
}

void g1_381_mul_many_var(g1_381_jac *out, const g1_381_jac *in, const uint64_t (*k)[4], size_t m,
                         void *scratch) {
    if (!g1_381_lanes_available()) {
        for (size_t i = 0; i < m; i++)
            g1_381_mul_glv_var(&out[i], &in[i], k[i]);
        return;
    }
    many_layout l = layout(scratch, m);
    /* the identity's products are the identity; the others' tables, made affine together */
    size_t live = 0;
    for (size_t i = 0; i < m; i++)
        if (!g1_381_jac_is_identity(&in[i]))
            g1_381_jac_odd_multiples_var(l.jac + ODD * live++, &in[i]);
    g1_381_jac_batch_to_aff_var(l.aff, l.jac, ODD * live, l.inv);
    size_t done = 0; /* live products run so far */
    for (size_t i = 0; i < m;) {
        const g1_381_lane_op *ops[G1_381_LANES];
        size_t counts[G1_381_LANES], which[G1_381_LANES];
        unsigned lanes = 0;
        for (; i < m && lanes < G1_381_LANES; i++) {
            if (g1_381_jac_is_identity(&in[i])) {
                out[i] = in[i];
                continue;
            }
            g1_381_lane_op *p = l.ops + (size_t)lanes * MAX_OPS;
            counts[lanes] = program(p, k[i], l.aff + ODD * done++);
            ops[lanes] = p;
            which[lanes++] = i;
        }
        g1_381_jac results[G1_381_LANES];
        g1_381_lanes_run_var(results, ops, counts, lanes);
        for (unsigned j = 0; j < lanes; j++)
            out[which[j]] = results[j];
    }
}
