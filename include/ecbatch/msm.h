/* Multi-scalar multiplication: out = sum_i scalars[i] * points[i].
 *
 * One engine, several strategies, and a plan that estimates each strategy's cost from n, the
 * effective scalar bit length and per-group unit costs and picks the cheapest. All MSM
 * functions are variable time (_var): give them public points and scalars only (verification,
 * not signing or proving with secret scalars). */
#ifndef ECBATCH_MSM_H
#define ECBATCH_MSM_H

#include <stddef.h>
#include <stdint.h>

#include "ristretto255.h"
#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum ecb_group {
    ECB_GROUP_RISTRETTO255 = 0,
    ECB_GROUP_BLS12_381_G1 = 1,
    ECB_GROUP_BLS12_381_G2 = 2,
    ECB_GROUP_BLS12_377_G1 = 3,
} ecb_group;

typedef enum ecb_msm_strategy {
    ECB_MSM_AUTO = 0,            /* the plan's choice */
    ECB_MSM_NAIVE = 1,           /* one constant-structure scalar mult per point (reference) */
    ECB_MSM_DOUBLE_AND_ADD = 2,  /* per-point double-and-add, summed */
    ECB_MSM_STRAUS = 3,          /* interleaved wNAF with normalised tables */
    ECB_MSM_PRECOMPUTED_STRAUS = 4, /* static bases with tables built once (see precomp API) */
    ECB_MSM_PIPPENGER = 5,       /* buckets with signed digits */
    ECB_MSM_BATCH_AFFINE = 6,    /* Pippenger with affine buckets, one inversion per batch */
    ECB_MSM_GLV = 7,             /* endomorphism split, then the best bucket method */
    ECB_MSM_BUCKET_1BIT = 8,     /* snarkVM's small-size baseline (BLS12-377 only) */
    ECB_MSM_STRATEGY_COUNT = 9,
} ecb_msm_strategy;

/* Options for one MSM call. A NULL options pointer means: auto, one thread, allocate scratch
 * internally (once per call). */
typedef struct ecb_msm_options {
    ecb_msm_strategy strategy;
    unsigned threads;    /* 0 or 1: the calling thread only */
    void *scratch;       /* caller scratch, or NULL to allocate once per call */
    size_t scratch_size; /* bytes at scratch */
} ecb_msm_options;

/* out = sum scalars[i]*points[i] for i < n (n = 0 gives the identity). */
ecb_status ecb_msm_ristretto255_var(ecb_ristretto255_point *out,
                                    const ecb_ristretto255_point *points,
                                    const ecb_ristretto255_scalar *scalars, size_t n,
                                    const ecb_msm_options *options);

#ifdef __cplusplus
}
#endif
#endif
