/* The engine's driver: argument checks, options, scratch layout, the scan and gather of kept
 * terms, and the entry points that run a plan (planned or pinned).
 * Part of the MSM engine template (msm_engine_impl.h includes it; see there for the contract the
 * instantiating group provides). Variable time: public points and scalars only. */

/* Runs the planned strategy on c->n kept points / scalars already in scratch. */
static void engine_execute(msm_pt *out, struct engine_call *c) {
    unsigned T = c->plan.threads ? c->plan.threads : 1;
    c->plan.threads = T;
#ifdef MSM_ENDO_PARTS
    if (c->plan.strategy == ECB_MSM_GLV) {
        engine_glv_execute(out, c);
        return;
    }
#endif
    if (c->plan.strategy == ECB_MSM_PIPPENGER && !msm_inputs_normalised(MSM_DESC, &c->plan))
        ecb_parallel_run(T, T, engine_task_normalise, c);
    engine_run_method(out, c, c->plan.strategy, engine_task_straus);
}

/* Points the call's region pointers into scratch at base (64-byte aligned). */
static void engine_bind(struct engine_call *c, unsigned char *base) {
    c->base = base;
    c->scalars = engine_region(c, MSM_R_SCALARS);
    c->points = engine_region(c, MSM_R_POINTS);
    c->tab_pt = engine_region(c, MSM_R_TAB_PT);
    c->aff = engine_region(c, MSM_R_AFF);
    c->digits = engine_region(c, MSM_R_DIGITS);
    c->digit_cap = msm_straus_digit_cap(MSM_DESC, &c->plan);
    c->results = engine_region(c, MSM_R_RESULTS);
    c->col_tab = engine_region(c, MSM_R_COL_TAB);
    c->n_orig = c->n;
}

/* Checks options common to every entry point; fills strategy, threads, window, costs. */
static ecb_status engine_read_options(const ecb_msm_options *opt, ecb_msm_strategy *s,
                                      unsigned *threads, unsigned *window) {
    *s = ECB_MSM_AUTO;
    *threads = 1;
    *window = 0;
    if (opt == NULL) return ECB_OK;
    if ((unsigned)opt->strategy >= ECB_MSM_STRATEGY_COUNT ||
        (unsigned)opt->inner >= ECB_MSM_STRATEGY_COUNT)
        return ECB_ERR_INVALID_ARGUMENT;
    if (opt->threads > ECB_MSM_MAX_THREADS) return ECB_ERR_INVALID_ARGUMENT;
    if (opt->scratch == NULL && opt->scratch_size != 0) return ECB_ERR_NULL_POINTER;
    if (opt->window != 0 && opt->strategy == ECB_MSM_AUTO) return ECB_ERR_INVALID_ARGUMENT;
    *s = opt->strategy;
    *threads = opt->threads ? opt->threads : 1;
    *window = opt->window;
    return ECB_OK;
}

/* Gets scratch (caller's or one allocation) for c->layout; *owned receives the allocation. */
static ecb_status engine_get_scratch(struct engine_call *c, const ecb_msm_options *opt,
                                     void **owned) {
    unsigned char *raw;
    *owned = NULL;
    if (opt != NULL && opt->scratch != NULL) {
        if (opt->scratch_size < c->layout.total) return ECB_ERR_SCRATCH_TOO_SMALL;
        raw = opt->scratch;
    } else {
        raw = ecb_malloc(c->layout.total);
        if (raw == NULL) return ECB_ERR_OUT_OF_MEMORY;
        *owned = raw;
    }
    uintptr_t a = ((uintptr_t)raw + 63) & ~(uintptr_t)63;
    engine_bind(c, (unsigned char *)a);
    return ECB_OK;
}

/* *out = the identity, in the public form. */
static void engine_store_identity(MSM_OUTPUT *out) {
    msm_pt id;
    msm_pt_identity(&id);
    msm_pt_store(out, &id);
}

/* Sets the kernel shape that runs c's Pippenger tasks or Straus chains (msm_plan_shape), by the
 * costs the plan priced it with. */
static void engine_choose_shape(struct engine_call *c, const ecb_msm_options *opt) {
    ecb_msm_plan_result p = c->plan;
    p.n = c->n;
    p.scalar_bits = c->bits;
    c->shape = msm_plan_precomp_shape(MSM_DESC, opt ? opt->costs : NULL, &p, c->n_static, c->ws);
}

/* Runs the plan and stores the result in the public form. */
static void engine_execute_store(MSM_OUTPUT *out, struct engine_call *c) {
    msm_pt r;
    engine_execute(&r, c);
    msm_pt_store(out, &r);
}

/* Counts the terms with a non-zero scalar that are not dropped (skip[i] when skip is given,
 * else an identity point), and their bit length. ECB_ERR_SCALAR_OUT_OF_RANGE when the group
 * rejects a scalar (MSM_SCALAR_CHECK). */
static ecb_status engine_scan_terms(const msm_input *points, const uint8_t *skip,
                                    const msm_scalar *scalars, size_t n, size_t *kept,
                                    unsigned *bits) {
    size_t k = 0;
    uint64_t orl[MSM_SCALAR_LIMBS] = {0};
    *kept = 0;
    *bits = 0;
    for (size_t i = 0; i < n; i++) {
        const uint64_t *l = msm_scalar_limbs(&scalars[i]);
#ifdef MSM_SCALAR_CHECK
        if (!msm_scalar_valid_var(&scalars[i])) return ECB_ERR_SCALAR_OUT_OF_RANGE;
#endif
        if (msm_limbs_any(l, MSM_SCALAR_LIMBS) == 0 ||
            (skip != NULL ? skip[i] != 0 : msm_input_is_identity_var(&points[i])))
            continue;
        msm_limbs_or(orl, l, MSM_SCALAR_LIMBS);
        k++;
    }
    *kept = k;
    *bits = msm_bitlen(orl, MSM_SCALAR_LIMBS);
    return ECB_OK;
}

/* engine_scan_terms of points and scalars: identity points dropped. */
static ecb_status engine_scan(const msm_input *points, const msm_scalar *scalars, size_t n,
                              size_t *kept, unsigned *bits) {
    return engine_scan_terms(points, NULL, scalars, n, kept, bits);
}

/* The scan in slices, one per thread: each slice's count, bit length and status. */
struct engine_scan_job {
    const msm_input *points;
    const msm_scalar *scalars;
    size_t n;
    unsigned slices;
    size_t kept[ECB_MSM_MAX_THREADS];
    unsigned bits[ECB_MSM_MAX_THREADS];
    ecb_status st[ECB_MSM_MAX_THREADS];
};

static void engine_scan_slice(void *ctx, size_t task, unsigned worker) {
    struct engine_scan_job *s = ctx;
    const size_t lo = engine_chunk_lo(s->n, s->slices, (unsigned)task);
    const size_t hi = engine_chunk_lo(s->n, s->slices, (unsigned)task + 1);
    (void)worker;
    s->st[task] =
        engine_scan(s->points + lo, s->scalars + lo, hi - lo, &s->kept[task], &s->bits[task]);
}

/* engine_scan on `threads` threads (msm_scan_threads: from MSM_SCAN_SLICE_MIN points a thread):
 * the counts summed, the longest bit length, a slice's error. It ran serially before the
 * plan, about 50 ns a ristretto255 point (its identity test), which held two threads at
 * 1.80x one at 2^16 points and 1.49x at 2^18 on Zen 5. */
static ecb_status engine_scan_threads(const msm_input *points, const msm_scalar *scalars, size_t n,
                                      unsigned threads, size_t *kept, unsigned *bits) {
    unsigned T = msm_scan_threads(n, threads);
    if (T <= 1) return engine_scan(points, scalars, n, kept, bits);
    struct engine_scan_job s;
    s.points = points;
    s.scalars = scalars;
    s.n = n;
    s.slices = T;
    ecb_parallel_run(T, T, engine_scan_slice, &s);
    *kept = 0;
    *bits = 0;
    for (unsigned t = 0; t < T; t++) {
        if (s.st[t] != ECB_OK) return s.st[t];
        *kept += s.kept[t];
        if (s.bits[t] > *bits) *bits = s.bits[t];
    }
    return ECB_OK;
}

/* Copies the kept terms into scratch (the call's regions): the points as accumulator points,
 * or, when the plan keeps them normalised (msm_inputs_normalised), as normalised points at
 * every msm_input_stride-th slot (Straus: each table's first entry; GLV's bucket methods:
 * the images fill the slots between). */
static void engine_gather(struct engine_call *c, size_t at, const msm_input *points,
                          const msm_scalar *scalars, size_t n) {
#ifdef MSM_INPUT_AFFINE
    int normalised = msm_inputs_normalised(MSM_DESC, &c->plan);
    size_t stride = msm_input_stride(MSM_DESC, &c->plan);
#endif
    for (size_t i = 0; i < n; i++) {
        const uint64_t *l = msm_scalar_limbs(&scalars[i]);
        uint64_t any = 0;
        for (unsigned k = 0; k < MSM_SCALAR_LIMBS; k++)
            any |= l[k];
        if (any == 0 || msm_input_is_identity_var(&points[i])) continue;
        c->scalars[at] = scalars[i];
#ifdef MSM_INPUT_AFFINE
        if (normalised)
            msm_input_to_aff(&c->aff[at * stride], &points[i]);
        else
#endif
            msm_pt_load(&c->points[at], &points[i]);
        at++;
    }
}

/* Gathers in slices, one per thread, when no term is dropped (every term keeps its index). */
struct engine_gather_job {
    struct engine_call *c;
    const msm_input *points;
    const msm_scalar *scalars;
    size_t n;
    unsigned slices;
};

static void engine_gather_slice(void *ctx, size_t task, unsigned worker) {
    const struct engine_gather_job *g = ctx;
    const size_t lo = engine_chunk_lo(g->n, g->slices, (unsigned)task);
    const size_t hi = engine_chunk_lo(g->n, g->slices, (unsigned)task + 1);
    (void)worker;
    engine_gather(g->c, lo, g->points + lo, g->scalars + lo, hi - lo);
}

/* Validates the arguments shared by the entry points; *out is the identity from here on, so
 * every later error leaves it there (msm.h). */
static ecb_status engine_check_args(MSM_OUTPUT *out, const msm_input *points,
                                    const msm_scalar *scalars, size_t n) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    engine_store_identity(out);
    if (n > 0 && (points == NULL || scalars == NULL)) return ECB_ERR_NULL_POINTER;
    if (n > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    return ECB_OK;
}

/* Runs `plan` (strategy, window, threads, chunks) on the kept terms of the input. */
static ecb_status engine_run_plan(MSM_OUTPUT *out, const msm_input *points,
                                  const msm_scalar *scalars, size_t n, size_t kept, unsigned bits,
                                  const ecb_msm_plan_result *plan, const ecb_msm_options *opt) {
    struct engine_call c;
    memset(&c, 0, sizeof c);
    c.plan = *plan;
    c.plan.n = kept;
    c.plan.scalar_bits = bits;
    if (c.plan.threads == 0) c.plan.threads = 1;
    if (c.plan.point_chunks == 0) c.plan.point_chunks = 1;
    if (opt != NULL && opt->plan_used != NULL) *opt->plan_used = c.plan;
    if (kept == 0 || bits == 0) return ECB_OK;
    c.n = kept;
    c.bits = bits;
    engine_choose_shape(&c, opt);
    if (msm_layout_make(MSM_DESC, kept, &c.plan, &c.layout) != 0) return ECB_ERR_SIZE_OVERFLOW;
    void *owned;
    ecb_status st = engine_get_scratch(&c, opt, &owned);
    if (st != ECB_OK) return st;
    ecb_parallel_scope scope; /* the gather, a split and the windows share their helpers */
    ecb_parallel_scope_begin(&scope, c.plan.threads);
    MSM_PHASE_ENTER(MSM_PH_GATHER);
    MSM_PHASE_START(t_gather);
    if (kept == n && c.plan.threads > 1) {
        struct engine_gather_job g = {&c, points, scalars, n, c.plan.threads};
        ecb_parallel_run(c.plan.threads, g.slices, engine_gather_slice, &g);
    } else {
        engine_gather(&c, 0, points, scalars, n);
    }
    MSM_PHASE_STOP(MSM_PH_GATHER, t_gather);
    engine_execute_store(out, &c);
    ecb_parallel_scope_end(&scope);
    ecb_free(owned);
    return ECB_OK;
}

/* out = sum scalars[i] points[i] with a given plan (tests and benchmarks pin every
 * parameter this way); plan->strategy must be one the group implements. */
MSM_API ecb_status engine_msm_with_plan(MSM_OUTPUT *out, const msm_input *points,
                                        const msm_scalar *scalars, size_t n,
                                        const ecb_msm_plan_result *plan,
                                        const ecb_msm_options *opt) {
    ecb_status st = engine_check_args(out, points, scalars, n);
    if (st != ECB_OK) return st;
    if (plan == NULL) return ECB_ERR_NULL_POINTER;
    if (!msm_plan_runnable(MSM_DESC, plan) || plan->strategy == ECB_MSM_PRECOMPUTED_STRAUS)
        return ECB_ERR_INVALID_ARGUMENT;
    size_t kept;
    unsigned bits;
    ecb_parallel_scope scope;
    unsigned threads = plan->threads ? plan->threads : 1;
    ecb_parallel_scope_begin(&scope, msm_scan_threads(n, threads));
    st = engine_scan_threads(points, scalars, n, threads, &kept, &bits);
    if (st == ECB_OK && bits > MSM_DESC->max_scalar_bits) st = ECB_ERR_INVALID_ARGUMENT;
    if (st == ECB_OK) st = engine_run_plan(out, points, scalars, n, kept, bits, plan, opt);
    ecb_parallel_scope_end(&scope);
    return st;
}

/* out = sum scalars[i] points[i], the plan's choice or the options' strategy. */
MSM_API ecb_status engine_msm(MSM_OUTPUT *out, const msm_input *points, const msm_scalar *scalars,
                              size_t n, const ecb_msm_options *opt) {
    ecb_status st = engine_check_args(out, points, scalars, n);
    if (st != ECB_OK) return st;
    ecb_msm_strategy s;
    unsigned threads, window;
    st = engine_read_options(opt, &s, &threads, &window);
    if (st != ECB_OK) return st;
    if (s != ECB_MSM_AUTO && !(MSM_DESC->strategies & MSM_BIT(s))) return ECB_ERR_UNSUPPORTED;
    if (s == ECB_MSM_PRECOMPUTED_STRAUS) return ECB_ERR_UNSUPPORTED;
    size_t kept;
    unsigned bits;
    /* the scan, the gather, a split and the windows share the helpers */
    ecb_parallel_scope scope;
    ecb_parallel_scope_begin(&scope, msm_scan_threads(n, threads));
    st = engine_scan_threads(points, scalars, n, threads, &kept, &bits);
    if (st == ECB_OK && bits > MSM_DESC->max_scalar_bits) st = ECB_ERR_INVALID_ARGUMENT;
    ecb_msm_plan_result plan;
    size_t limit = (opt != NULL && opt->scratch != NULL) ? opt->scratch_size : SIZE_MAX;
    if (st == ECB_OK)
        st = msm_plan_desc(MSM_DESC, kept, bits, threads, opt ? opt->costs : NULL, s,
                           opt ? opt->inner : ECB_MSM_AUTO, window, limit, &plan);
    if (st == ECB_OK) st = engine_run_plan(out, points, scalars, n, kept, bits, &plan, opt);
    ecb_parallel_scope_end(&scope);
    return st;
}
