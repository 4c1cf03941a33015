/* Internal: what a protocol asks of the MSM layer, and the plan's answer. A protocol
 * (Bulletproofs+, threshold decryption, BLS, KZG) describes one MSM of its own: the group, how
 * its points come (given with the call; static points known ahead, for which tables are built
 * once; or static points with those tables beside dynamic points given with each call), how
 * many, on how many threads, and whether it keeps scratch it can size for the call. msm_ask
 * answers which method runs, which tables to build, the scratch with which the run allocates
 * nothing, and the lanes the caller's data is laid out in; msm_r255_run_split runs an answer.
 * So a protocol asks, then runs, and names no backend field and no plan internal: the level
 * facts the answers rest on (msm_backend.h: precomp_window, fixed_beats_precomp, scalar_lanes,
 * the fixed-base table's runner) are read in msm_request.c only, at the selected level (read
 * per call, never cached: a level change takes effect at the next question). */
#ifndef ECBATCH_MSM_REQUEST_H
#define ECBATCH_MSM_REQUEST_H

#include <stddef.h>

#include "ecbatch/msm.h"

/* How the points of the MSM come. */
typedef enum msm_points_kind {
    MSM_POINTS_PLAIN = 0, /* n points given with the call */
    MSM_POINTS_STATIC,    /* n static points known ahead: which tables to build for them */
    MSM_POINTS_SPLIT,     /* n static points with their tables (precomp, fixed) and
                             n_dynamic points given with the call */
} msm_points_kind;

/* The question. STATIC and SPLIT exist in ristretto255 (the only group with precomputed
 * Straus tables); PLAIN in every group with an engine. */
typedef struct msm_request {
    ecb_group group;
    msm_points_kind points;
    size_t n;         /* the points; SPLIT: the static ones */
    size_t n_dynamic; /* SPLIT: the dynamic points */
    /* SPLIT: the static points' precomputed Straus tables and fixed-base table, each or NULL */
    const ecb_msm_ristretto255_precomp *precomp;
    const ecb_msm_fixed *fixed;
    unsigned threads; /* 0 counts as 1 */
    /* 1: the caller keeps scratch it sizes to the answer's scratch_bytes (sizing plans the
     * plain MSM at every scalar length: ask with 1 only when the request changed) */
    int caller_scratch;
} msm_request;

/* What runs. */
typedef enum msm_method {
    MSM_RUN_PLAIN = 0,       /* one engine MSM over all the points, laid out by the caller */
    MSM_RUN_PRECOMPUTED,     /* precomputed Straus: the static tables and the dynamic points */
    MSM_RUN_FIXED_AND_PLAIN, /* the static part on the fixed-base table, the dynamic part one
                                engine MSM, the two sums added */
} msm_method;

/* The answer. */
typedef struct msm_answer {
    msm_method method;
    size_t scratch_bytes;    /* caller_scratch: bytes of options->scratch with which the run
                                allocates nothing (0: the run allocates its own) */
    unsigned precomp_window; /* STATIC: the wNAF width of the precomputed tables to build */
    size_t fixed_bytes;      /* STATIC: the memory budget of a fixed-base table to build beside
                                them (ecb_msm_fixed_*_new), 0: none */
    unsigned scalar_lanes;   /* ristretto255: scalars mod l the caller computes for the MSM run
                                in 1 lane or in 8 (scalar25519_x8_ifma.h), and its data is
                                laid out for that many */
} msm_answer;

/* Answers rq at the selected level. ECB_ERR_NULL_POINTER, ECB_ERR_UNSUPPORTED (a group without
 * an engine, or STATIC and SPLIT outside ristretto255), ECB_ERR_SIZE_OVERFLOW (a count above
 * ECB_MSM_MAX_POINTS), ECB_ERR_INVALID_ARGUMENT (threads above ECB_MSM_MAX_THREADS, an unknown
 * kind). */
ecb_status msm_ask(const msm_request *rq, msm_answer *out);

/* Runs a SPLIT answer in ristretto255: out = sum_{i < rq->n} static_scalars[i] S_i +
 * sum_{j < rq->n_dynamic} dyn_scalars[j] dyn_points[j], S the static points of rq's tables, on
 * options (threads, scratch; a forced strategy the table methods lack fails). A PLAIN answer
 * gives ECB_ERR_UNSUPPORTED: the caller runs it, and any failed run, as one engine MSM over its
 * own layout of all the points. Variable time: public points and scalars. */
ecb_status msm_r255_run_split(ecb_ristretto255_point *out, const msm_request *rq,
                              const msm_answer *a, const ecb_ristretto255_scalar *static_scalars,
                              const ecb_ristretto255_point *dyn_points,
                              const ecb_ristretto255_scalar *dyn_scalars,
                              const ecb_msm_options *options);

#endif
