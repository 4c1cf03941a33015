/* Eight compressed G1 points decoded side by side (g1_381_decode_lanes.h). */
#include "group/bls12/g1_381_decode_lanes.h"

#include <string.h>

#include "field/bls12/fp381_x8_ifma.h"
#include "group/bls12/bls12_split.h"
#include "group/bls12/g1_381_lanes.h"

#if defined(ECB_CPU_IFMA_BUILD)
/* (p + 1) / 4, as fp381.c's fp381_sqrt takes it (p = 3 mod 4) */
static const uint64_t sqrt_exponent[6] = {0xee7fbfffffffeaabULL, 0x07aaffffac54ffffULL,
                                          0xd9cc34a83dac3d89ULL, 0xd91dd2e13ce144afULL,
                                          0x92c6e9ed90d2eb35ULL, 0x0680447a8e5ff9a6ULL};

/* r = a^e lane by lane, e = sqrt_exponent (public), fixed windows of 4 bits from the top. */
static void lanes_sqrt_pow(fp381x8 *r, const fp381x8 *a) {
    fp381x8 table[16], acc;
    table[1] = *a;
    fp381x8_sqr(&table[2], a);
    for (int i = 3; i < 16; i++)
        fp381x8_mul(&table[i], &table[i - 1], a);
    int started = 0;
    for (int digit = 95; digit >= 0; digit--) {
        unsigned d = (unsigned)(sqrt_exponent[digit / 16] >> (4 * (digit % 16))) & 15;
        if (started)
            for (int s = 0; s < 4; s++)
                fp381x8_sqr(&acc, &acc);
        if (d == 0) continue;
        if (started)
            fp381x8_mul(&acc, &acc, &table[d]);
        else
            acc = table[d], started = 1;
    }
    *r = acc;
}

/* The program of [z^2] P = [|z|^2] P: from the top bit of |z|^2 (128 bits), double, then add
 * P where the bit is set. */
#define Z2_OPS (128 + 17)

static size_t z2_program(g1_381_lane_op ops[Z2_OPS], const g1_381_aff *p) {
    const unsigned __int128 z2 = (unsigned __int128)BLS12_381_Z_ABS * BLS12_381_Z_ABS;
    size_t n = 0;
    for (int bit = 127; bit >= 0; bit--) {
        if (n > 0) ops[n++] = (g1_381_lane_op){NULL, 0};
        if ((z2 >> bit) & 1) ops[n++] = (g1_381_lane_op){p, 0};
    }
    return n;
}

void g1_381_decode_lanes_var(g1_381_aff *out, ecb_status *st, const uint8_t *in, size_t count,
                             const ecb_point_layout *l) {
    fp381 rhs[G1_381_LANES], y[G1_381_LANES], b;
    int sign[G1_381_LANES], active[G1_381_LANES];
    fp381_one(&b);
    for (int i = 0; i < 2; i++) /* b = 4 */
        fp381_add(&b, &b, &b);
    for (size_t k = 0; k < G1_381_LANES; k++) {
        active[k] = 0;
        rhs[k] = b; /* the idle lanes' input */
        if (k >= count) continue;
        uint8_t xb[48], yb[48];
        int infinity;
        memset(&out[k], 0, sizeof out[k]);
        st[k] = ecb_point_parse(l, in + 48 * k, 48, xb, yb, &infinity, &sign[k]);
        if (st[k] != ECB_OK || infinity) continue;
        if (fp381_decode(&out[k].x, xb) != ECB_OK) {
            memset(&out[k], 0, sizeof out[k]);
            st[k] = ECB_ERR_NON_CANONICAL;
            continue;
        }
        fp381_sqr(&rhs[k], &out[k].x); /* y^2 = x^3 + 4 */
        fp381_mul(&rhs[k], &rhs[k], &out[k].x);
        fp381_add(&rhs[k], &rhs[k], &b);
        active[k] = 1;
    }
    fp381x8 v;
    fp381x8_pack(&v, rhs);
    lanes_sqrt_pow(&v, &v);
    fp381x8_unpack(y, &v);
    g1_381_lane_op ops[G1_381_LANES][Z2_OPS];
    const g1_381_lane_op *programs[G1_381_LANES];
    size_t lengths[G1_381_LANES];
    for (size_t k = 0; k < G1_381_LANES; k++) {
        programs[k] = ops[k];
        lengths[k] = 0;
        if (!active[k]) continue;
        fp381 check;
        fp381_sqr(&check, &y[k]);
        if (!fp381_equal(&check, &rhs[k])) {
            memset(&out[k], 0, sizeof out[k]);
            st[k] = ECB_ERR_NOT_ON_CURVE;
            active[k] = 0;
            continue;
        }
        if (fp381_is_lexlargest(&y[k]) != sign[k]) fp381_neg(&y[k], &y[k]);
        out[k].y = y[k];
        lengths[k] = z2_program(ops[k], &out[k]);
    }
    g1_381_jac z2p[G1_381_LANES];
    g1_381_lanes_run_var(z2p, programs, lengths, G1_381_LANES);
    for (size_t k = 0; k < count; k++) {
        if (!active[k]) continue;
        g1_381_jac p, s;
        g1_381_jac_from_aff(&p, &out[k]);
        g1_381_sigma(&s, &p);
        g1_381_jac_neg(&z2p[k], &z2p[k]);
        if (!g1_381_jac_equal(&s, &z2p[k])) {
            memset(&out[k], 0, sizeof out[k]);
            st[k] = ECB_ERR_NOT_IN_SUBGROUP;
        }
    }
}
#endif
