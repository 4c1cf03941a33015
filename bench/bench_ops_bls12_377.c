/* ecbatch bench ops --group bls12-377-g1: field and group operation costs of BLS12-377 G1
 * (the templates of bench_weierstrass.h), with blst's BLS12-381 G1 figures on this machine kind
 * beside them (../shared/specs/reference-figures.md): the same 6x64-limb field size, so the
 * nearest reference. */
#include <stdio.h>

#include "bench.h"
#include "bench_weierstrass.h"
#include "field/bls12/fp377_x8_ifma.h"
#include "group/bls12/g1_377.h"

FP_BENCH(fp377)
FP8X52_BENCH(fp377x8, fp377)
GROUP_BENCH(g1_377, fp377, 48, ecb_layout_zcash_compressed, g1_377_mul_glv, g1_377_mul_glv_var)

int bench_ops_bls12_377_g1(const struct bench_output *out) {
    static const char *ref[4] = {"blst 381: 475 ns", "blst 381: 380 ns", "blst 381: 217 ns",
                                 "blst 381: 193 ns"};
    if (!out->json) printf("  field (BLS12-377 Fp)\n");
    fp377_bench_fields(out, "bls12-377-g1", "blst 381: 24.3 ns");
    fp377x8_bench_lanes(out, "bls12-377-g1");
    if (!out->json) printf("  G1\n");
    return g1_377_bench(out, "bls12-377-g1", ref);
}
