/* Naive and double-and-add strategies: the reference sum of scalar multiplications and the
 * per-point (or, with MSM_DOUBLE_AND_ADD_SHARED, simultaneous) double-and-add chain.
 * Part of the MSM engine template (msm_engine_impl.h includes it; see there for the contract the
 * instantiating group provides). Variable time: public points and scalars only. */

/* c->results[task] = the sum of one(point, scalar) over the task's chunk of terms. */
static inline void engine_sum_chunk(struct engine_call *c, size_t task,
                                    void (*one)(msm_pt *r, const msm_pt *p, const msm_scalar *k)) {
    unsigned T = c->plan.threads;
    size_t lo = engine_chunk_lo(c->n, T, (unsigned)task);
    size_t hi = engine_chunk_lo(c->n, T, (unsigned)task + 1);
    msm_pt acc, t;
    msm_pt_identity(&acc);
    for (size_t i = lo; i < hi; i++) {
        one(&t, &c->points[i], &c->scalars[i]);
        msm_pt_add(&acc, &acc, &t);
    }
    c->results[task] = acc;
}

static void engine_task_naive(void *ctx, size_t task, unsigned worker) {
    (void)worker;
    engine_sum_chunk(ctx, task, msm_pt_scalar_mult_ref);
}

#ifndef MSM_DOUBLE_AND_ADD_SHARED
/* r = k p, MSB first, with full additions. */
MSM_HOT static void engine_double_and_add_one(msm_pt *r, const msm_pt *p, const msm_scalar *k) {
    const uint64_t *l = msm_scalar_limbs(k);
    unsigned top = msm_bitlen(l, MSM_SCALAR_LIMBS);
    unsigned pending = 0;
    int started = 0;
    msm_pt_identity(r);
    for (unsigned i = top; i-- > 0;) {
        if (started) pending++;
        if ((l[i >> 6] >> (i & 63)) & 1) {
            if (!started) {
                *r = *p;
                started = 1;
                continue;
            }
            msm_pt_dbl_n(r, r, pending);
            pending = 0;
            msm_pt_add(r, r, p);
        }
    }
    if (pending) msm_pt_dbl_n(r, r, pending);
}
#endif

#ifdef MSM_DOUBLE_AND_ADD_SHARED
/* One chain over the chunk's points: from the top bit down, a doubling (deferred while the
 * accumulator is unset or no bit is set), then a mixed addition of every point whose scalar
 * has that bit. */
MSM_HOT static void engine_task_double_and_add(void *ctx, size_t task, unsigned worker) {
    (void)worker;
    struct engine_call *c = ctx;
    unsigned T = c->plan.threads;
    size_t lo = engine_chunk_lo(c->n, T, (unsigned)task);
    size_t hi = engine_chunk_lo(c->n, T, (unsigned)task + 1);
    msm_pt acc;
    unsigned pending = 0;
    int started = 0;
    msm_pt_identity(&acc);
    for (unsigned bit = c->bits; bit-- > 0;) {
        if (started) pending++;
        for (size_t i = lo; i < hi; i++) {
            const uint64_t *l = msm_scalar_limbs(&c->scalars[i]);
            if (!((l[bit >> 6] >> (bit & 63)) & 1)) continue;
            if (!started) {
                msm_pt_from_aff(&acc, &c->aff[i]);
                started = 1;
                continue;
            }
            if (pending) {
                msm_pt_dbl_n(&acc, &acc, pending);
                pending = 0;
            }
            msm_pt_add_aff(&acc, &acc, &c->aff[i]);
        }
    }
    if (started && pending) msm_pt_dbl_n(&acc, &acc, pending);
    c->results[task] = acc;
}
#else
static void engine_task_double_and_add(void *ctx, size_t task, unsigned worker) {
    (void)worker;
    engine_sum_chunk(ctx, task, engine_double_and_add_one);
}
#endif
