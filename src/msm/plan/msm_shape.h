/* Internal: kernel shapes. A shape is one strategy's inner loop in one data layout (eight
 * buckets per vector, points sorted by bucket, ...), written in a file of its own and listed
 * as an entry of a level's descriptor (msm_group_desc.shapes). The plan (msm_cost_model.c) prices
 * every entry of a strategy with the entry's own unit cost and runs the cheapest; a strategy
 * with entries runs one of them, an entry without a kernel being the engine's own loop. So a
 * new shape is one file and one entry.
 *
 * Shapes exist for Pippenger's bucket accumulation, one task (window j of a chunk of points)
 * at a time, and for Straus's chain: an entry of strategy ECB_MSM_STRAUS is the chain on two
 * accumulators per vector (MSM_PAIR, msm_straus_impl.h), its tables built two points at a
 * time; the engine's own single chain is priced at madd and dbl and runs when it is cheaper.
 * Variable time: public points and scalars only. */
#ifndef ECBATCH_MSM_SHAPE_H
#define ECBATCH_MSM_SHAPE_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/msm.h"

/* One Pippenger task as the engine hands it to a shape: sum_k k B_k of window j over the
 * chunk's m points, the buckets B_k filled by the points' signed Booth digits of width c. */
typedef struct msm_pip_job {
    const void *aff;     /* the chunk's m addends (the group's normalised form) */
    const void *scalars; /* the chunk's m scalars (the group's scalar type) */
    size_t m;
    unsigned bits;   /* the scalars' bit length b */
    unsigned window; /* Booth width c */
    unsigned j;      /* window index */
    size_t K;        /* buckets of window j (msm_pippenger_buckets) */
    void *buckets;   /* the worker's K accumulator points (64-byte aligned) */
    uint8_t *filled; /* the worker's K flags */
    void *scratch;   /* the shape's worker scratch (64-byte aligned): K * bucket_bytes, then
                        from the next multiple of 64 bytes (m + 8) * point_bytes */
    void *out;       /* the task's result, one accumulator point */
} msm_pip_job;

typedef struct msm_shape {
    const char *name;          /* shown by `bench msm` and `tune` */
    ecb_msm_strategy strategy; /* the strategy whose inner loop it is (PIPPENGER or STRAUS) */
    /* its bucket addition's (Straus: chain step's, two digits) built-in unit cost (ns), which
     * the plan prices in place of madd unless the costs in use carry a figure
     * (ecb_msm_costs.shape[i], i its position in the level's list: `tune` measures it);
     * 0 for Pippenger's own loop (madd) */
    double unit_ns;
    /* Straus: its chain doubling's built-in cost (ns), in place of dbl unless the costs carry
     * ecb_msm_costs.shape_dbl[i] */
    double dbl_ns;
    /* 1: the chunk's points sorted by bucket, one addition each into a running lane sum,
     * addends read in bucket order; 0: a bucket update per point */
    int sorted;
    size_t point_bytes;  /* worker scratch per chunk point (and 8 more points) */
    size_t bucket_bytes; /* worker scratch per bucket */
    /* the task; NULL: the engine's own loop (msm_pippenger_impl.h) */
    void (*pippenger)(const msm_pip_job *job);
    /* for `tune`: R bucket additions (R a multiple of 8) of addends scattered over the n
     * normalised points aff (n a power of 2), read as the task reads them, one lane's sum in
     * *out; NULL when the engine times the unit (madd; Straus entries: the MSM_PAIR step and
     * doubling, msm_costs_measure_impl.h) */
    void (*unit_adds)(void *out, const void *aff, size_t n, size_t R);
} msm_shape;

/* The unit cost of shape i of a level's list under costs c. */
static inline double msm_shape_unit(const msm_shape *const *shapes, unsigned i,
                                    const ecb_msm_costs *c) {
    if (shapes[i]->strategy == ECB_MSM_PIPPENGER && shapes[i]->pippenger == NULL) return c->madd;
    return c->shape[i] > 0 ? c->shape[i] : shapes[i]->unit_ns;
}

/* The chain doubling of Straus shape i under costs c. */
static inline double msm_shape_dbl(const msm_shape *const *shapes, unsigned i,
                                   const ecb_msm_costs *c) {
    return c->shape_dbl[i] > 0 ? c->shape_dbl[i] : shapes[i]->dbl_ns;
}

#endif
