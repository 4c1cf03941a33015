/* The scratch layout of a plan (msm_layout_make, msm_plan.h): the regions one MSM call uses,
 * 64-byte aligned. */
#include <stdint.h>
#include <string.h>

#include "field/scalar_wnaf.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"

size_t msm_plan_scratch(const msm_group_desc *d, size_t n, const ecb_msm_plan_result *p) {
    msm_layout l;
    if (msm_layout_make(d, n, p, &l) != 0) return SIZE_MAX;
    return l.total;
}

/* ---- scratch layout ------------------------------------------------------------------------- */

#define ALIGN 64u

/* *acc = align(*acc) + count * size, failing on overflow. */
static int region(size_t *acc, size_t *off, size_t count, size_t size) {
    size_t a = (*acc + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    if (a < *acc) return -1;
    if (size != 0 && count > (SIZE_MAX - a) / size) return -1;
    *off = a;
    *acc = a + count * size;
    return 0;
}

/* A bucket method's worker area: Pippenger's K buckets, flags and digit block (and, for a group
 * whose kernel sorts by bucket, the counts and the sort of `chunk` points), or the
 * batch-affine parts (msm_layout.w_off) for K buckets (bucket_1bit: `chunk` points). Returns
 * its size, or 0 on overflow. */
static size_t worker_layout(const msm_group_desc *d, ecb_msm_strategy method, size_t K,
                            size_t chunk, msm_layout *out) {
    size_t w = 0, flags = 0, digits = 0;
    int bad = 0;
    if (method == ECB_MSM_PIPPENGER) {
        bad |= region(&w, &out->buckets_size, K, d->pt_size);
        out->buckets_size = w;
        bad |= region(&w, &flags, K, 1);
        bad |= region(&w, &digits, MSM_DIGIT_BLOCK, sizeof(int32_t));
        /* room for the largest of its kernel shapes' scratch */
        size_t per_point = 0, per_bucket = 0;
        for (unsigned i = 0; i < d->n_shapes; i++) {
            const msm_shape *sh = d->shapes[i];
            if (sh->strategy != ECB_MSM_PIPPENGER) continue;
            if (sh->point_bytes > per_point) per_point = sh->point_bytes;
            if (sh->bucket_bytes > per_bucket) per_bucket = sh->bucket_bytes;
        }
        if (per_point != 0 || per_bucket != 0) {
            size_t a = 0, b = 0;
            bad |= chunk > SIZE_MAX - 8;
            bad |= region(&b, &a, K, per_bucket);
            bad |= region(&b, &a, chunk + 8, per_point);
            bad |= region(&w, &out->w_off[MSM_W_SHAPE], b, 1);
        }
    } else {
        size_t S = method == ECB_MSM_BUCKET_1BIT ? MSM_BA_BATCH_MAX : msm_ba_batch(K);
        size_t *o = out->w_off;
        if (method == ECB_MSM_BUCKET_1BIT) {
            bad |= region(&w, &o[MSM_W_BUCKETS], chunk, d->aff_size);
        } else {
            bad |= region(&w, &o[MSM_W_BUCKETS], K, d->aff_size);
            bad |= region(&w, &o[MSM_W_XYZZ], K, d->pt_size);
            bad |= region(&w, &o[MSM_W_FLAGS], K, 1);
            bad |= region(&w, &o[MSM_W_DIGITS], MSM_DIGIT_BLOCK, sizeof(int32_t));
            bad |= region(&w, &o[MSM_W_BATCH_IDX], S, sizeof(uint32_t));
            bad |= region(&w, &o[MSM_W_QUEUE], S, sizeof(uint64_t));
        }
        bad |= region(&w, &o[MSM_W_BATCH_ACC], S, sizeof(void *));
        bad |= region(&w, &o[MSM_W_BATCH_ADD], S, sizeof(void *));
        bad |= region(&w, &o[MSM_W_BATCH_NEG], S, 1);
        bad |= region(&w, &o[MSM_W_SCRATCH], S, d->ba_scratch);
        bad |= region(&w, &o[MSM_W_KIND], S, 1);
    }
    if (bad) return 0;
    return (w + ALIGN - 1) & ~(size_t)(ALIGN - 1);
}

/* 1 when the plan runs plain Straus (alone or as GLV's inner method). */
static int straus_method(const ecb_msm_plan_result *p) {
    return p->strategy == ECB_MSM_STRAUS ||
           (p->strategy == ECB_MSM_GLV && p->inner == ECB_MSM_STRAUS);
}

size_t msm_straus_digit_cap(const msm_group_desc *d, const ecb_msm_plan_result *p) {
    unsigned w = straus_method(p) && p->window >= MSM_STRAUS_WMIN ? p->window : MSM_STRAUS_WMIN;
    return scalar_wnaf_cap(d->max_scalar_bits, w);
}

int msm_layout_make(const msm_group_desc *d, size_t n, const ecb_msm_plan_result *p,
                    msm_layout *out) {
    memset(out, 0, sizeof *out);
    size_t acc = 0;
    unsigned T = p->threads ? p->threads : 1;
    unsigned X = p->point_chunks ? p->point_chunks : 1;
    size_t bits = d->max_scalar_bits;
    int bad = 0;
    ecb_msm_strategy method = p->strategy;
    size_t np = n; /* points the method runs on */
    if (p->strategy == ECB_MSM_GLV) {
        if (d->endo_parts == 0 || n > SIZE_MAX / d->endo_parts) return -1;
        method = p->inner;
        np = n * d->endo_parts;
        bad |= region(&acc, &out->off[MSM_R_SPLIT], np, d->scalar_size);
    }
    bad |= region(&acc, &out->off[MSM_R_SCALARS], n, d->scalar_size);
    if (!msm_inputs_normalised(d, p)) bad |= region(&acc, &out->off[MSM_R_POINTS], n, d->pt_size);
    switch (method) {
    case ECB_MSM_STRAUS:
    case ECB_MSM_PRECOMPUTED_STRAUS: {
        unsigned w = p->window ? p->window : 5;
        if (w < MSM_STRAUS_WMIN || w > MSM_STRAUS_WMAX) return -1;
        size_t E = (size_t)1 << (w - 2);
        if (np > SIZE_MAX / E) return -1;
        bad |= region(&acc, &out->off[MSM_R_TAB_PT], n * E, d->pt_size);
        bad |= region(&acc, &out->off[MSM_R_AFF], np * E, d->aff_size);
        bad |= region(&acc, &out->off[MSM_R_BATCH], n * E, d->batch_scratch);
        size_t cap = msm_straus_digit_cap(d, p);
        if (np > SIZE_MAX / cap) return -1;
        bad |= region(&acc, &out->off[MSM_R_DIGITS], np * cap, sizeof(msm_digit));
        out->worker_size = ((bits + 2) * sizeof(uint32_t) + ALIGN - 1) & ~(size_t)(ALIGN - 1);
        bad |= region(&acc, &out->off[MSM_R_WORKER], T, out->worker_size);
        bad |= region(&acc, &out->off[MSM_R_COL_TAB], np, sizeof(void *));
        bad |= region(&acc, &out->off[MSM_R_RESULTS], T, d->pt_size);
        break;
    }
    case ECB_MSM_PIPPENGER:
    case ECB_MSM_BATCH_AFFINE:
    case ECB_MSM_BUCKET_1BIT: {
        unsigned c = p->window;
        if (c < 1 || c > MSM_PIPPENGER_CMAX) return -1;
        size_t K = (size_t)1 << (c - 1);
        size_t W = msm_pippenger_windows((unsigned)bits, c);
        bad |= region(&acc, &out->off[MSM_R_AFF], np, d->aff_size);
        if (!d->input_affine) bad |= region(&acc, &out->off[MSM_R_BATCH], np, d->batch_scratch);
        /* batch-affine tasks join windows: their buckets side by side */
        size_t Kw = method == ECB_MSM_BATCH_AFFINE ? K * msm_ba_join_max(K, (unsigned)W) : K;
        size_t w = worker_layout(d, method, Kw, (np + X - 1) / X, out);
        if (w == 0) return -1;
        out->worker_size = w;
        bad |= region(&acc, &out->off[MSM_R_WORKER], T, w);
        bad |= region(&acc, &out->off[MSM_R_RESULTS], W * X, d->pt_size);
        break;
    }
    case ECB_MSM_DOUBLE_AND_ADD:
        if (msm_inputs_normalised(d, p)) bad |= region(&acc, &out->off[MSM_R_AFF], n, d->aff_size);
        bad |= region(&acc, &out->off[MSM_R_RESULTS], T, d->pt_size);
        break;
    default:
        bad |= region(&acc, &out->off[MSM_R_RESULTS], T, d->pt_size);
        break;
    }
    if (bad) return -1;
    out->total = acc + ALIGN; /* room to align the caller's base pointer */
    return 0;
}
