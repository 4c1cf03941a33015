/* The BLS12 groups' built-in unit costs (ns, ecb_msm_costs), side by side: the initializers
 * of their engine descriptors (msm_bls12_381_g1.c, msm_bls12_381_g2.c, msm_bls12_377_g1.c,
 * in their designated initializers), each a macro of the batch-affine addition's
 * cost, which differs between the scalar and the eight-lane level. */
#ifndef ECBATCH_MSM_BLS12_COSTS_H
#define ECBATCH_MSM_BLS12_COSTS_H

/* BLS12-381 G1. The memory hierarchy (cache_bytes .. stream): batch-affine runs of 2^16 and 2^20
 * points with windows 11..16 on the project's machine (Zen 4 EPYC under KVM: 1 MiB L2, 32 MiB L3;
 * process CPU time on the loaded machine, the ratios of measured to estimated time evened):
 * a 3.4 MiB window of buckets costs about 60 ns more per update, points streamed from memory
 * about 0.2 ns per byte and window. Memory beyond the L3 not measured: about a DRAM latency.
 * The first level is the L2 (1 MiB on Zen 4 and Zen 5, 2 MiB on Intel's IFMA Xeons), its
 * penalty set so that the 3.4 MiB figure holds: at 512 KiB, BLS12-381 G2's window of 4096
 * buckets (768 KiB) was charged for misses it does not take, and the plan ran window 12
 * without GLV at n = 32768 where GLV at 13 measured 1.09-1.16x faster. */
/* The built-in unit costs (ns), AFF_ADD the batch-affine addition: its scalar figure, or the
 * eight-lane one under AVX-512 IFMA (msm_weierstrass_batch_x8_ifma.h; `ecbatch tune`, ifma against adx
 * in one run: 96.5 / 197 ns). */
#define MSM_G1_381_COSTS(AFF_ADD)                                                                  \
    {                                                                                              \
        .add = 300, .madd = 218, .dbl = 183, .norm = 155, .inv = 1400, .set = 2.5, .digit = 10,    \
        .bucket = 30, .wnaf = 10, .smul = 72000, .point = 9, .thread = 40000,                      \
        .cache_bytes = 1 << 20, .cache_penalty = 84, .aff_add = (AFF_ADD), .endo_split = 12,       \
        .endo_map = 21, .llc_bytes = 32 << 20, .llc_penalty = 100, .stream = 20                    \
    }

/* BLS12-381 G2. The memory hierarchy beyond the first level: BLS12-381 G1's per byte,
 * points twice the size. */
/* The built-in unit costs (ns), AFF_ADD the batch-affine addition: its scalar figure, or the
 * eight-lane one under AVX-512 IFMA (msm_weierstrass_batch_x8_ifma.h; `ecbatch tune`, ifma against adx
 * in one run: 183 / 659 ns). */
#define MSM_G2_381_COSTS(AFF_ADD)                                                                  \
    {                                                                                              \
        .add = 1050, .madd = 815, .dbl = 450, .norm = 620, .inv = 2000, .set = 5, .digit = 10,     \
        .bucket = 30, .wnaf = 10, .smul = 260000, .point = 20, .thread = 40000,                    \
        .cache_bytes = 1 << 20, .cache_penalty = 72, .aff_add = (AFF_ADD), .endo_split = 12,       \
        .endo_map = 125, .llc_bytes = 32 << 20, .llc_penalty = 200, .stream = 40                   \
    }

/* G2's eight-lane batch-affine addition on AMD family 25 (Zen 4): against Pippenger's scalar
 * additions in the same runs (estimates from the built-in figures, no calibration), batch-affine
 * GLV measured 1.22-1.43x dearer than its estimate from n = 16 to 4096 (two runs; 1.6-1.75x at
 * 16384, where its 768 KiB window of buckets shares the 1 MiB L2 with the batch's scratch),
 * G1's and BLS12-377's within 1.0-1.1x. Zen 4 runs the 512-bit operations as two halves, and the
 * Fp2 lanes' wider working set spills more: 190 ns against 146, which evens n = 16..4096 to
 * 1.04-1.24x of Pippenger's ratio. The plans at bench msm's sizes stay the same but n = 256
 * (GLV window 7 -> 9, measured 4.01-4.24 against 4.12-4.21 ms). */
#define MSM_G2_381_X8_ZEN4 190

/* ... and on Intel family 6 (a Xeon with 512-bit operations at full width, 2 MiB L2 per core):
 * bench msm --strategy all at n = 1..65536 put batch-affine GLV 1.22-1.42x above its estimate
 * from n = 8 with the common figure (146), G1's and BLS12-377's within 0.9-1.06x; 200 ns evens
 * them to 1.0-1.1x (the plan's choices unchanged). */
#define MSM_G2_381_X8_INTEL 200

/* BLS12-377 G1. The memory hierarchy: as BLS12-381 G1, points of the same size. */
/* The built-in unit costs (ns), AFF_ADD the batch-affine addition: its scalar figure, or the
 * eight-lane one under AVX-512 IFMA (msm_weierstrass_batch_x8_ifma.h; `ecbatch tune`, ifma against adx
 * in one run: 104 / 200 ns). */
#define MSM_G1_377_COSTS(AFF_ADD)                                                                  \
    {                                                                                              \
        .add = 295, .madd = 222, .dbl = 185, .norm = 155, .inv = 1050, .set = 2.5, .digit = 10,    \
        .bucket = 30, .wnaf = 10, .smul = 72000, .point = 10, .thread = 40000,                     \
        .cache_bytes = 1 << 20, .cache_penalty = 84, .aff_add = (AFF_ADD), .endo_split = 10,       \
        .endo_map = 20, .llc_bytes = 32 << 20, .llc_penalty = 100, .stream = 20                    \
    }

#endif
