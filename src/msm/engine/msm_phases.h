/* Where an MSM's time goes: phase timers (the time-stamp counter) and operation counters for the
 * batch-affine path, compiled in only by the measurement build (cmake -DECBATCH_MSM_PHASES=ON
 * defines ECB_MSM_PHASES; bench/phases/msm_phases.c reads them). In every other build the
 * macros below expand to nothing, so the release hot path carries no cost.
 *
 * The counters are one global record, not per thread: read them from single-threaded calls.
 * The phases nest only as listed: MSM_PH_KERNEL (the batch kernel) and its parts
 * (MSM_PH_CLASSIFY, MSM_PH_FORWARD, MSM_PH_INVERT, MSM_PH_BACKWARD) run inside
 * MSM_PH_ACCUMULATE or MSM_PH_REDUCE, whichever is current (ecb_msm_phases.cur: entries and
 * batches are counted against it); the others do not overlap. Cycles are TSC ticks (a constant
 * rate, not core cycles). */
#ifndef ECBATCH_MSM_PHASES_H
#define ECBATCH_MSM_PHASES_H

#include <stdint.h>

enum {
    MSM_PH_GATHER,     /* copy of the kept points and scalars into scratch */
    MSM_PH_SPLIT,      /* GLV split and endomorphism images */
    MSM_PH_DIGITS,     /* signed digits of the windows */
    MSM_PH_ACCUMULATE, /* points into buckets: insertion, queue, batches, drain, replicas */
    MSM_PH_REDUCE,     /* running sums of the buckets (twins folded, batched sums) */
    MSM_PH_COMBINE,    /* window sum: Horner over the windows' results */
    MSM_PH_KERNEL,     /* msm_aff_add_batch (inside ACCUMULATE or REDUCE) */
    MSM_PH_CLASSIFY,   /* the lanes' scalar finishes of copies, cancellations (kinds: forward) */
    MSM_PH_FORWARD,    /* its lanes' running products */
    MSM_PH_INVERT,     /* its inversion of the eight chain products */
    MSM_PH_BACKWARD,   /* its lanes' inverses and sums */
    MSM_PH_COUNT
};

/* Operations counted per phase (ecb_msm_phases.cur, set by MSM_PHASE_ENTER). */
struct msm_phases {
    uint64_t tsc[MSM_PH_COUNT];
    uint64_t entries[MSM_PH_COUNT];   /* batch entries (chords, tangents, trivial) */
    uint64_t chords[MSM_PH_COUNT];    /* entries finished by a slope (chord or tangent) */
    uint64_t batches[MSM_PH_COUNT];   /* batches: one inversion each */
    uint64_t lane_rows[MSM_PH_COUNT]; /* rows of eight lanes run by the x8 kernel */
    uint64_t madd[MSM_PH_COUNT];      /* XYZZ mixed additions (8M + 2S) */
    uint64_t add[MSM_PH_COUNT];       /* XYZZ additions (12M + 2S) */
    uint64_t dbl[MSM_PH_COUNT];       /* XYZZ doublings (6M + 3S) */
    uint64_t jdbl[MSM_PH_COUNT];      /* Jacobian doublings of msm_pt_dbl_n (2M + 5S) */
    uint64_t copies;                  /* points copied into empty buckets */
    uint64_t queued;                  /* points that waited in the queue */
    int cur;                          /* the phase the counters above are charged to */
};

#ifdef ECB_MSM_PHASES
#include <x86intrin.h>

extern struct msm_phases ecb_msm_phases;

#define MSM_PHASE_START(v) const uint64_t v = __rdtsc()
#define MSM_PHASE_STOP(phase, v) (ecb_msm_phases.tsc[phase] += __rdtsc() - (v))
#define MSM_PHASE_COUNT(field, n) (ecb_msm_phases.field += (n))
#define MSM_PHASE_COUNT_AT(field, n) (ecb_msm_phases.field[ecb_msm_phases.cur] += (n))
#define MSM_PHASE_ENTER(phase) (ecb_msm_phases.cur = (phase))
#else
#define MSM_PHASE_START(v) ((void)0)
#define MSM_PHASE_STOP(phase, v) ((void)0)
#define MSM_PHASE_COUNT(field, n) ((void)0)
#define MSM_PHASE_COUNT_AT(field, n) ((void)0)
#define MSM_PHASE_ENTER(phase) ((void)0)
#endif

#endif
