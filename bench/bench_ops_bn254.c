/* ecbatch bench ops --group bn254-g1: field and group operation costs of BN254 G1 (the
 * templates of bench_weierstrass.h over the 4x64 field and its 5x52 IFMA lanes); compressed
 * encodings in gnark-crypto's layout. No reference figures: ../shared/specs/reference-figures.md
 * has none for BN254's operations (docs/bn254.md compares whole MSMs with gnark-crypto and
 * Constantine). */
#include <stdio.h>

#include "bench.h"
#include "bench_weierstrass.h"
#include "field/bn254/fp254_x8_ifma.h"
#include "group/bn254/g1_254.h"

FP_BENCH(fp254)
FP8X52_BENCH(fp254x8, fp254)
GROUP_BENCH(g1_254, fp254, 32, ecb_layout_gnark_bn254_compressed, g1_254_mul_glv,
            g1_254_mul_glv_var)

int bench_ops_bn254_g1(const struct bench_output *out) {
    static const char *ref[4] = {NULL, NULL, NULL, NULL};
    if (!out->json) printf("  field (BN254 Fp)\n");
    fp254_bench_fields(out, "bn254-g1", NULL);
    fp254x8_bench_lanes(out, "bn254-g1");
    if (!out->json) printf("  G1\n");
    return g1_254_bench(out, "bn254-g1", ref);
}
