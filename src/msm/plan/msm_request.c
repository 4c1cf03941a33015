/* The protocols' questions and the plan's answers (msm_request.h): the one place where the
 * level facts of the backends (msm_backend.h) meet the protocols' MSMs, and the run of a split
 * answer through the public calls. */
#include "msm/plan/msm_request.h"

#include <string.h>

#include "msm/groups/msm_backend.h"

/* The wNAF width of precomputed Straus tables of n static points: the level's own width, else
 * by count. Under IFMA only the Bulletproofs+ prover uses them (sums of 2^3 points per level
 * point), where tables that stay in cache beat fewer additions (measured, prove m = 1, minimum
 * of 60, machine loaded: w = 8 2.33-2.56 ms, 7 2.35-2.49, 6 2.22-2.35, 5 2.08-2.23, 4
 * 2.12-2.20, 3 2.18-2.39): the ifma level's precomp_window is 5. Elsewhere the memory is
 * n 2^(w-2) entries of 96 bytes: 0.8 MiB for 131 points at w = 8. */
static unsigned precomp_window(const msm_r255_backend *be, size_t n) {
    if (be->precomp_window) return be->precomp_window;
    return n <= 300 ? 8 : n <= 1100 ? 7 : 6;
}

/* Bytes of the fixed-base table built beside the precomputed tables: 8 entries per point
 * (8 times the points' size). */
static size_t fixed_budget(size_t n) {
    return 8 * n * sizeof(ecb_ristretto255_point);
}

/* The split's method. With fewer dynamic than static points the precomputed tables of the
 * static points pay off (single proofs); for batches one plain MSM over both sets is faster
 * (measured on the Bulletproofs+ verifier: equal at 16 proofs, plain ahead from 64). Under
 * AVX-512 IFMA the tables run on the IFMA kernels but the fixed-base table is faster at every
 * size (measured, static + dynamic points, minimum of 21: 131 + 20 248 us against 335 us for
 * the precomputed Straus, 131 + 80 385 against 393, 1031 + 80 1.38 ms against 1.60 ms; equal
 * from 131 + 160, where the plain MSM is as fast): the ifma level's fixed_beats_precomp. */
static msm_method split_method(const msm_r255_backend *be, const msm_request *rq) {
    if (rq->n_dynamic >= rq->n) return MSM_RUN_PLAIN;
    if (!be->fixed_beats_precomp && rq->precomp != NULL) return MSM_RUN_PRECOMPUTED;
    if (be->fixed_beats_precomp && rq->fixed != NULL) return MSM_RUN_FIXED_AND_PLAIN;
    return MSM_RUN_PLAIN;
}

/* Scratch of a split answer: the fixed-base MSM's over the static points when it runs (the
 * table's kernels selected), which the engine MSM of the dynamic points then reuses; the
 * others plan their own. */
static size_t split_scratch(const msm_request *rq, msm_method method) {
    if (method != MSM_RUN_FIXED_AND_PLAIN) return 0;
    const msm_r255_backend *runner = msm_r255_fixed_runner(rq->fixed->form);
    if (runner == NULL) return 0;
    return msm_fixed_scratch_bound(rq->fixed, runner->desc, rq->n, rq->threads);
}

ecb_status msm_ask(const msm_request *rq, msm_answer *out) {
    if (rq == NULL || out == NULL) return ECB_ERR_NULL_POINTER;
    memset(out, 0, sizeof *out);
    if (msm_group_lookup(rq->group) == NULL) return ECB_ERR_UNSUPPORTED;
    if (rq->n > ECB_MSM_MAX_POINTS || rq->n_dynamic > ECB_MSM_MAX_POINTS)
        return ECB_ERR_SIZE_OVERFLOW;
    if (rq->threads > ECB_MSM_MAX_THREADS) return ECB_ERR_INVALID_ARGUMENT;
    out->method = MSM_RUN_PLAIN;
    out->scalar_lanes = 1;
    if (rq->points == MSM_POINTS_PLAIN) {
        if (rq->group == ECB_GROUP_RISTRETTO255)
            out->scalar_lanes = msm_r255_selected()->scalar_lanes;
        if (rq->caller_scratch) {
            ecb_msm_options o;
            memset(&o, 0, sizeof o);
            o.threads = rq->threads;
            out->scratch_bytes = ecb_msm_scratch_size_options(rq->group, rq->n, &o);
        }
        return ECB_OK;
    }
    if (rq->points != MSM_POINTS_STATIC && rq->points != MSM_POINTS_SPLIT)
        return ECB_ERR_INVALID_ARGUMENT;
    if (rq->group != ECB_GROUP_RISTRETTO255) return ECB_ERR_UNSUPPORTED;
    const msm_r255_backend *be = msm_r255_selected();
    out->scalar_lanes = be->scalar_lanes;
    if (rq->points == MSM_POINTS_STATIC) {
        out->precomp_window = precomp_window(be, rq->n);
        out->fixed_bytes = be->fixed_beats_precomp ? fixed_budget(rq->n) : 0;
        return ECB_OK;
    }
    out->method = split_method(be, rq);
    if (rq->caller_scratch) out->scratch_bytes = split_scratch(rq, out->method);
    return ECB_OK;
}

ecb_status msm_r255_run_split(ecb_ristretto255_point *out, const msm_request *rq,
                              const msm_answer *a, const ecb_ristretto255_scalar *static_scalars,
                              const ecb_ristretto255_point *dyn_points,
                              const ecb_ristretto255_scalar *dyn_scalars,
                              const ecb_msm_options *options) {
    if (out == NULL || rq == NULL || a == NULL) return ECB_ERR_NULL_POINTER;
    if (rq->group != ECB_GROUP_RISTRETTO255 || rq->points != MSM_POINTS_SPLIT)
        return ECB_ERR_INVALID_ARGUMENT;
    if (a->method == MSM_RUN_PRECOMPUTED)
        return ecb_msm_ristretto255_precomp_var(out, rq->precomp, static_scalars, rq->n, dyn_points,
                                                dyn_scalars, rq->n_dynamic, options);
    if (a->method != MSM_RUN_FIXED_AND_PLAIN) return ECB_ERR_UNSUPPORTED;
    ecb_ristretto255_point fixed_part, dyn_part;
    ecb_status st =
        ecb_msm_fixed_ristretto255_var(&fixed_part, rq->fixed, static_scalars, rq->n, options);
    if (st == ECB_OK)
        st = ecb_msm_ristretto255_var(&dyn_part, dyn_points, dyn_scalars, rq->n_dynamic, options);
    if (st == ECB_OK) ecb_ristretto255_add(out, &fixed_part, &dyn_part);
    return st;
}
