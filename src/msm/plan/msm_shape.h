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
 * time; the engine's own single chain is priced at madd and dbl and runs when it is cheaper;
 * and for the batch-affine strategy's batches of affine additions (the short Weierstrass
 * groups at level ifma: eight lanes, msm_weierstrass_batch_x8_ifma.h, or the serial loop), the
 * batch-affine task running in the entry's lanes.
 *
 * The unit costs live here, not in ecb_msm_costs: the built-in figures in the entries (per CPU
 * family where measured apart), the figures a profile or `tune` sets in the entry's set, by
 * name (msm_shape_costs.c: ecb_msm_shape_cost, ecb_msm_shape_cost_set), so that a new shape
 * changes no public struct. Variable time: public points and scalars only. */
#ifndef ECBATCH_MSM_SHAPE_H
#define ECBATCH_MSM_SHAPE_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/msm.h"
#include "msm/plan/msm_plan.h"
#include "util/cpu.h"

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

/* A CPU family's built-in figures of one shape (ns), in place of msm_shape.unit_ns and dbl_ns
 * there (as msm_family_costs for a level's costs). */
typedef struct msm_shape_family {
    ecb_cpu_vendor vendor;
    unsigned family; /* as ecb_cpu_id_get reads it */
    double unit_ns, dbl_ns;
} msm_shape_family;

/* The figures set for one shape in this process (a profile, `tune`, ecb_msm_shape_cost_set),
 * 0: its built-in figure. Written rarely, read by every plan: atomics, so that a plan on another
 * thread reads one figure or the other, never a torn one. */
typedef struct msm_shape_set {
    _Atomic double unit, dbl;
} msm_shape_set;

typedef struct msm_shape {
    const char *name;          /* shown by `bench msm` and `tune`; a profile's "shape.<name>" */
    ecb_msm_strategy strategy; /* the strategy whose inner loop it is (PIPPENGER, STRAUS or
                                  BATCH_AFFINE) */
    /* its bucket addition's (Straus: chain step's, two digits; batch-affine: one affine
     * addition's, its share of the inversion excluded) built-in unit cost (ns) on this
     * machine's CPU family (families, else this figure), which the plan prices in place of
     * madd (batch-affine: aff_add) unless a figure is set (msm_shape_cost_unit); 0 for
     * Pippenger's own loop (madd) and for a batch-affine shape that is the level's own batch
     * (aff_add) */
    double unit_ns;
    /* Straus: its chain doubling's built-in cost (ns), in place of dbl */
    double dbl_ns;
    const msm_shape_family *families;
    unsigned n_families;
    /* the figures set for it: each entry belongs to one descriptor (one group and level) and
     * has its own */
    msm_shape_set *set;
    /* 1: the chunk's points sorted by bucket, one addition each into a running lane sum,
     * addends read in bucket order; 0: a bucket update per point */
    int sorted;
    size_t point_bytes;  /* worker scratch per chunk point (and 8 more points) */
    size_t bucket_bytes; /* worker scratch per bucket */
    /* the task; NULL: the engine's own loop (msm_pippenger_impl.h) */
    void (*pippenger)(const msm_pip_job *job);
    /* batch-affine: the affine additions of a batch per vector operation, 8 (the eight-lane
     * batch, its running sums in batches from MSM_BA_RS_MIN buckets) or 1 (the serial loop,
     * running sums in XYZZ); the engine times both (msm_costs_measure_impl.h) */
    unsigned lanes;
    /* for `tune`: R bucket additions (R a multiple of 8) of addends scattered over the n
     * normalised points aff (n a power of 2), read as the task reads them, one lane's sum in
     * *out; NULL when the engine times the unit (madd; Straus entries: the MSM_PAIR step and
     * doubling; batch-affine entries: the batch in their lanes, msm_costs_measure_impl.h) */
    void (*unit_adds)(void *out, const void *aff, size_t n, size_t R);
} msm_shape;

struct msm_group_desc;

/* The unit cost the plan prices shape s of descriptor d with under costs c: the figure set for
 * it, else its built-in one for this machine's CPU family scaled by c->add over the family's
 * built-in add (the defaults' calibration, or a profile's measured speed, applies to the shapes
 * alike; the built-in costs themselves give the built-in figure); Pippenger's own loop: madd,
 * the level's own batch: aff_add. */
double msm_shape_cost_unit(const struct msm_group_desc *d, const msm_shape *s,
                           const ecb_msm_costs *c);
/* The chain doubling of Straus shape s, alike. */
double msm_shape_cost_dbl(const struct msm_group_desc *d, const msm_shape *s,
                          const ecb_msm_costs *c);

/* Sets the figures of every shape of d (at most MSM_SHAPES_MAX) to unit[i] and dbl[i] (0:
 * built-in); reads them (`tune`
 * checks its figures against the built-in ones, msm_profile.c writes them). */
void msm_shape_cost_set_all(const struct msm_group_desc *d, const double *unit, const double *dbl);
void msm_shape_cost_get_all(const struct msm_group_desc *d, double *unit, double *dbl);

#endif
