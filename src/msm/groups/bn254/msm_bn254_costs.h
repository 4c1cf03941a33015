/* BN254 G1's built-in unit costs (ns, ecb_msm_costs): the initializer of its engine descriptors
 * (msm_bn254_g1.c, in their designated initializers), a macro of the
 * batch-affine addition's cost, which differs between the scalar and the eight-lane level. */
#ifndef ECBATCH_MSM_BN254_COSTS_H
#define ECBATCH_MSM_BN254_COSTS_H

/* `ecbatch tune` at level adx on Intel family 6 model 207 (taskset -c 1, a machine loaded by
 * other jobs: load average 8 on 2 cores), its figures scaled by 150 / 266.6 so that `add` keeps
 * the other groups' scale (BLS12-377 G1 measured 497.6 ns in the same minutes against its
 * built-in 295: BN254's Fp product has 4 limbs against 6): madd 218, dbl 200, norm 130, inv
 * 1144, aff_add 159, endo_split 95, endo_map 21 ns measured. digit, wnaf and the memory
 * hierarchy are BLS12-377 G1's (msm_bls12_costs.h), stream in proportion to the smaller
 * points. AFF_ADD is the batch-affine addition of the level: 90 scalar, 48 in eight lanes of
 * fp254x8 (`ecbatch tune` at level ifma in the same way: 86.4 ns against add 267.7). */
#define MSM_G1_254_COSTS(AFF_ADD)                                                                  \
    {                                                                                              \
        .add = 150, .madd = 123, .dbl = 113, .norm = 74, .inv = 645, .set = 1.6, .digit = 10,      \
        .bucket = 10, .wnaf = 10, .smul = 40500, .point = 10, .thread = 40000,                     \
        .cache_bytes = 1 << 20, .cache_penalty = 84, .aff_add = (AFF_ADD), .endo_split = 54,       \
        .endo_map = 12, .llc_bytes = 32 << 20, .llc_penalty = 100, .stream = 14                    \
    }

#endif
