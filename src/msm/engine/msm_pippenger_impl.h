/* Pippenger strategy (bucket method with signed Booth digits; Bernstein et al. 2012): bucket
 * accumulation per window and point chunk, running-sum reduction, Horner over the windows.
 * Part of the MSM engine template (msm_engine_impl.h includes it; see there for the contract the
 * instantiating group provides). Variable time: public points and scalars only. */

static void engine_task_normalise(void *ctx, size_t task, unsigned worker) {
    (void)worker;
    struct engine_call *c = ctx;
    unsigned T = c->plan.threads;
    size_t lo = c->n_static + engine_chunk_lo(c->n - c->n_static, T, (unsigned)task);
    size_t hi = c->n_static + engine_chunk_lo(c->n - c->n_static, T, (unsigned)task + 1);
    unsigned char *batch = engine_region(c, MSM_R_BATCH);
    if (hi > lo)
        msm_batch_to_aff(c->aff + lo, c->points + lo, hi - lo,
                         batch + lo * MSM_DESC->batch_scratch);
}

/* B_k (+|-)= e, the first addition into an empty bucket a copy (filled[k] records which). */
static inline void engine_bucket_add(msm_pt *B, uint8_t *filled, size_t k, const msm_aff *e,
                                     int neg) {
    if (filled[k]) {
        if (neg)
            msm_pt_sub_aff(&B[k], &B[k], e);
        else
            msm_pt_add_aff(&B[k], &B[k], e);
    } else {
        if (neg)
            msm_pt_from_neg_aff(&B[k], e);
        else
            msm_pt_from_aff(&B[k], e);
        filled[k] = 1;
    }
}

/* *acc += *p, or *acc = *p while *have is 0 (the sums start without an identity point). */
static inline void engine_sum_add(msm_pt *acc, int *have, const msm_pt *p) {
    if (*have)
        msm_pt_add(acc, acc, p);
    else {
        *acc = *p;
        *have = 1;
    }
}

/* *out = sum_{k=1}^{K} k B_k over the filled buckets below K, as sum_k R_k with
 * R_k = sum_{i >= k} B_i (running sums from the top bucket). */
static inline void engine_bucket_running_sum(msm_pt *out, const msm_pt *B, const uint8_t *filled,
                                             size_t K) {
    msm_pt run, tot;
    int have_run = 0, have_tot = 0;
    for (size_t k = K; k-- > 0;) {
        if (filled[k]) engine_sum_add(&run, &have_run, &B[k]);
        if (have_run) engine_sum_add(&tot, &have_tot, &run);
    }
    if (have_tot)
        *out = tot;
    else
        msm_pt_identity(out);
}

/* Task (window j, chunk x): accumulate the chunk's points into the worker's buckets by their
 * digit of window j, then reduce sum_k k B_k with running sums from the top bucket; or hand
 * the task to the plan's kernel shape (msm_shape.h). */
MSM_HOT static void engine_task_pippenger(void *ctx, size_t task, unsigned worker) {
    struct engine_call *c = ctx;
    struct engine_wtask t = engine_window_task(c, task, worker);
    msm_pt *B = (msm_pt *)t.w;
    uint8_t *filled = t.w + c->layout.buckets_size;
    if (c->shape != NULL) {
        msm_pip_job job = {c->aff + t.lo,
                           c->scalars + t.lo,
                           t.hi - t.lo,
                           c->bits,
                           c->plan.window,
                           t.j,
                           t.K,
                           B,
                           filled,
                           t.w + c->layout.w_off[MSM_W_SHAPE],
                           &c->results[task]};
        c->shape->pippenger(&job);
        return;
    }
    int32_t *dig = (int32_t *)(filled + ((t.K + 63) & ~(size_t)63));
    memset(filled, 0, t.K);
    for (size_t blk = t.lo; blk < t.hi; blk += MSM_DIGIT_BLOCK) {
        size_t m = t.hi - blk < MSM_DIGIT_BLOCK ? t.hi - blk : MSM_DIGIT_BLOCK;
        for (size_t i = 0; i < m; i++)
            dig[i] = msm_booth_digit(msm_scalar_limbs(&c->scalars[blk + i]), MSM_SCALAR_LIMBS,
                                     c->plan.window, t.j);
        const msm_aff *pa = c->aff + blk;
        for (size_t i = 0; i < m; i++) {
            if (i + MSM_PREFETCH_DIST < m) {
                int32_t dn = dig[i + MSM_PREFETCH_DIST];
                if (dn != 0) __builtin_prefetch(&B[(dn < 0 ? -dn : dn) - 1], 1, 3);
            }
            int32_t d = dig[i];
            if (d == 0) continue;
            engine_bucket_add(B, filled, (size_t)(d < 0 ? -d : d) - 1, &pa[i], d < 0);
        }
    }
    engine_bucket_running_sum(&c->results[task], B, filled, t.K);
}

/* sum_j 2^(c j) sum_x results[j][x], top window first. */
MSM_HOT static void engine_pippenger_combine(msm_pt *out, const struct engine_call *c) {
    unsigned cw = c->plan.window, X = c->plan.point_chunks;
    unsigned W = msm_pippenger_windows(c->bits, cw);
    int started = 0;
    unsigned pending = 0;
    msm_pt_identity(out);
    for (unsigned j = W; j-- > 0;) {
        if (started) pending += cw;
        for (unsigned x = 0; x < X; x++) {
            const msm_pt *r = &c->results[(size_t)j * X + x];
            if (msm_pt_is_identity_var(r)) continue;
            if (!started) {
                *out = *r;
                started = 1;
                continue;
            }
            if (pending) {
                msm_pt_dbl_n(out, out, pending);
                pending = 0;
            }
            msm_pt_add(out, out, r);
        }
    }
    if (started && pending) msm_pt_dbl_n(out, out, pending);
}

MSM_HOT static void engine_sum_results(msm_pt *out, const msm_pt *r, unsigned count) {
    msm_pt_identity(out);
    for (unsigned i = 0; i < count; i++)
        msm_pt_add(out, out, &r[i]);
}

/* One task per thread, then the threads' results summed. */
static void engine_run_threads(msm_pt *out, struct engine_call *c, ecb_task_fn task) {
    ecb_parallel_run(c->plan.threads, c->plan.threads, task, c);
    engine_sum_results(out, c->results, c->plan.threads);
}

/* The window tasks of a bucket method (W windows, G to a task, x point chunks), then Horner. */
static void engine_run_windows(msm_pt *out, struct engine_call *c, ecb_task_fn task, unsigned G) {
    unsigned W = msm_pippenger_windows(c->bits, c->plan.window);
    ecb_parallel_run(c->plan.threads, (size_t)((W + G - 1) / G) * c->plan.point_chunks, task, c);
    MSM_PHASE_ENTER(MSM_PH_COMBINE);
    MSM_PHASE_START(t_comb);
    engine_pippenger_combine(out, c);
    MSM_PHASE_STOP(MSM_PH_COMBINE, t_comb);
}

#ifdef MSM_HAVE_BATCH_AFFINE
static void engine_task_batch_affine(void *ctx, size_t task, unsigned worker);
static void engine_task_bucket_1bit(void *ctx, size_t task, unsigned worker);
#endif

/* Runs method m on the call: the bucket methods window by window, the others one task per
 * thread (Straus with the task `straus`: plain or GLV's parts); the identity for a method the
 * instantiation lacks. */
static void engine_run_method(msm_pt *out, struct engine_call *c, ecb_msm_strategy m,
                              ecb_task_fn straus) {
    ecb_task_fn windows = m == ECB_MSM_PIPPENGER ? engine_task_pippenger : NULL;
#ifdef MSM_HAVE_BATCH_AFFINE
    if (m == ECB_MSM_BATCH_AFFINE) windows = engine_task_batch_affine;
    if (m == ECB_MSM_BUCKET_1BIT) windows = engine_task_bucket_1bit;
#endif
    ecb_task_fn threads = m == ECB_MSM_NAIVE            ? engine_task_naive
                          : m == ECB_MSM_DOUBLE_AND_ADD ? engine_task_double_and_add
                          : m == ECB_MSM_STRAUS || m == ECB_MSM_PRECOMPUTED_STRAUS ? straus
                                                                                   : NULL;
    unsigned G = 1;
#ifdef MSM_HAVE_BATCH_AFFINE
    if (m == ECB_MSM_BATCH_AFFINE)
        G = msm_ba_join((size_t)1 << (c->plan.window - 1),
                        msm_pippenger_windows(c->bits, c->plan.window));
#endif
    if (windows != NULL)
        engine_run_windows(out, c, windows, G);
    else if (threads != NULL)
        engine_run_threads(out, c, threads);
    else
        msm_pt_identity(out);
}
