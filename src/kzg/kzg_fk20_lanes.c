/* FK20's 128 MSMs of 64 points (kzg_fk20.c: U[p] = sum_t Y_t[p] X_t[p]) in IFMA lanes, eight
 * positions p at a time, one per lane (group/bls12/g1_381_lanes.h): Straus over the setup's odd
 * multiples of the X_t[p] (kzg_fk20_setup.c) in width-7 wNAF, each position's program the
 * doublings from its top bit down and at each bit the additions of the digits there: 255
 * doublings and about 64 x 255 / 8 = 2040 additions, each step one complete addition in eight
 * lanes. The engine's MSM of 64 points takes about twice as long here (docs/kzg.md). Variable
 * time: the scalars come from public blobs. */
#include <string.h>

#include "field/scalar_wnaf.h"
#include "kzg/kzg_internal.h"
#include "group/bls12/g1_381_lanes.h"

#define W KZG_FK20_WNAF_W
#define SCALAR_BITS 255
#define DIGITS (SCALAR_BITS / W + 2) /* scalar_wnaf_cap */
#define MAX_OPS (SCALAR_BITS + 1 + KZG_CELL_N * DIGITS)

size_t kzg_fk20_lanes_scratch_size(void) {
    return (size_t)G1_381_LANES * MAX_OPS * sizeof(g1_381_lane_op);
}

/* The program of position p with the scalars sc[t] over the odd multiples of its bases: the
 * digits bucketed by bit, then from the top bit down a doubling (but at the top) and the bit's
 * additions. Returns its length. */
static size_t position_program(g1_381_lane_op *ops, const ecb_bls12_381_scalar sc[KZG_CELL_N],
                               const g1_381_aff *odd) {
    uint16_t pos[KZG_CELL_N][DIGITS];
    int8_t dig[KZG_CELL_N][DIGITS];
    unsigned count[KZG_CELL_N];
    size_t at_bit[SCALAR_BITS + 2] = {0}; /* additions per bit, then where they go */
    int top = -1;
    for (size_t t = 0; t < KZG_CELL_N; t++) {
        /* an identity base adds nothing (and the lanes take no identity) */
        count[t] = g1_381_aff_is_identity(&odd[t * KZG_FK20_ODD])
                       ? 0
                       : scalar_wnaf_sparse(pos[t], dig[t], sc[t].v, 4, SCALAR_BITS, W);
        for (unsigned i = 0; i < count[t]; i++)
            at_bit[pos[t][i]]++;
        if (count[t] > 0 && pos[t][count[t] - 1] > top) top = pos[t][count[t] - 1];
    }
    /* the program's layout: bit top's additions, then per lower bit its doubling and additions */
    size_t n = 0;
    for (int b = top; b >= 0; b--) {
        if (b < top) ops[n++] = (g1_381_lane_op){NULL, 0};
        size_t additions = at_bit[b];
        at_bit[b] = n;
        n += additions;
    }
    for (size_t t = 0; t < KZG_CELL_N; t++)
        for (unsigned i = 0; i < count[t]; i++) {
            int d = dig[t][i];
            ops[at_bit[pos[t][i]]++] =
                (g1_381_lane_op){&odd[t * KZG_FK20_ODD + (size_t)((d < 0 ? -d : d) >> 1)],
                                 d < 0 ? G1_381_LANE_NEG : 0};
        }
    return n;
}

void kzg_fk20_lanes_msms(ecb_bls12_381_g1 *u, const ecb_bls12_381_scalar (*scalars)[KZG_CELL_N],
                         size_t first, const kzg_fk20_table *table, void *scratch) {
    g1_381_lane_op *ops = scratch;
    const g1_381_lane_op *programs[G1_381_LANES];
    size_t counts[G1_381_LANES];
    for (unsigned k = 0; k < G1_381_LANES; k++) {
        size_t p = first + k;
        programs[k] = ops + k * MAX_OPS;
        counts[k] = position_program(ops + k * MAX_OPS, scalars[p],
                                     table->odd + p * KZG_CELL_N * KZG_FK20_ODD);
    }
    g1_381_jac sums[G1_381_LANES];
    g1_381_lanes_run_var(sums, programs, counts, G1_381_LANES);
    memcpy(u + first, sums, sizeof sums);
}
