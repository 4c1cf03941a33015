/* The GLV strategy of the MSM engine, part of msm_engine_impl.h (included from there when the group
 * defines MSM_ENDO_PARTS; see msm_engine_impl.h for msm_endo_split and msm_endo_map).
 *
 * An endomorphism E acting on the group as multiplication by lambda turns each term k P into
 * sum_j k_j E^j(P) with parts k_j of about b / MSM_ENDO_PARTS bits (Gallant, Lambert,
 * Vanstone, CRYPTO 2001; Galbraith, Lin, Scott, EUROCRYPT 2009 for the 4-dimensional split on
 * BLS12 G2). The MSM becomes one over parts * n points with scalars that much shorter, run by
 * the plan's inner method:
 *   straus        tables are built for the n kept points only; the tables of E^j(P) are the
 *                 images of those entries (one endomorphism each), then wNAF digits of every
 *                 part on one chain of b / parts doublings
 *   pippenger,    the images E^j(P) sit next to P (parts * n normalised points) and the
 *   batch_affine  bucket method runs over the short parts: W = ceil((b' + 1) / c) windows
 * Survey §6 (libsecp256k1, Constantine, halo2): the additions per point stay about the same;
 * the doublings, the reduction per window (fewer windows) and so the best window change. */

/* Task: split the scalars of a chunk of the kept terms into parts; for the bucket methods also
 * the images E^j(P) (slot i * parts + j, next to P in slot i * parts). Records the bit length
 * of the chunk's parts. */
static void engine_task_glv_split(void *ctx, size_t task, unsigned worker) {
    (void)worker;
    struct engine_call *c = ctx;
    const size_t m = MSM_ENDO_PARTS;
    unsigned T = c->plan.threads;
    size_t lo = engine_chunk_lo(c->n_orig, T, (unsigned)task);
    size_t hi = engine_chunk_lo(c->n_orig, T, (unsigned)task + 1);
    msm_scalar *split = engine_region(c, MSM_R_SPLIT);
    int images = c->plan.inner != ECB_MSM_STRAUS;
    uint64_t orl[MSM_SCALAR_LIMBS] = {0};
    for (size_t i = lo; i < hi; i++) {
        msm_endo_split(&split[i * m], &c->scalars[i]);
        for (size_t j = 0; j < m; j++) {
            const uint64_t *l = msm_scalar_limbs(&split[i * m + j]);
            for (unsigned k = 0; k < MSM_SCALAR_LIMBS; k++)
                orl[k] |= l[k];
        }
        if (images)
            for (size_t j = 1; j < m; j++)
                msm_endo_map(&c->aff[i * m + j], &c->aff[i * m + j - 1]);
    }
    c->part_bits[task] = msm_bitlen(orl, MSM_SCALAR_LIMBS);
}

/* Task: Straus over a chunk of the kept points and all their parts. The table of point i
 * lies at aff + i E (built and normalised by straus_tables); the table of E^j(P_i) at
 * aff + (j n + i) E, n the kept count. Column i * parts + j holds part j of scalar i. */
static void engine_task_straus_glv(void *ctx, size_t task, unsigned worker) {
    struct engine_call *c = ctx;
    const size_t m = MSM_ENDO_PARTS, n = c->n_orig;
    unsigned T = c->plan.threads, w = c->plan.window;
    size_t E = (size_t)1 << (w - 2);
    size_t lo = engine_chunk_lo(n, T, (unsigned)task);
    size_t hi = engine_chunk_lo(n, T, (unsigned)task + 1);
    if (hi > lo) engine_straus_tables(c, w, lo, hi);
    for (size_t i = lo; i < hi; i++) {
        c->col_tab[i * m] = c->aff + i * E;
        for (size_t j = 1; j < m; j++) {
            msm_aff *dst = c->aff + (j * n + i) * E;
            const msm_aff *src = c->col_tab[i * m + j - 1];
            for (size_t e = 0; e < E; e++)
                msm_endo_map(&dst[e], &src[e]);
            c->col_tab[i * m + j] = dst;
        }
    }
    msm_digit *ent = (msm_digit *)c->digits + lo * m * c->digit_cap;
    engine_straus_run(&c->results[task], c, worker, ent, 0, 0, w, lo * m, hi * m, w);
}

/* Splits, then runs the inner method on the parts. */
static void engine_glv_execute(msm_pt *out, struct engine_call *c) {
    unsigned T = c->plan.threads;
    c->n_orig = c->n;
    MSM_PHASE_ENTER(MSM_PH_SPLIT);
    MSM_PHASE_START(t_split);
    ecb_parallel_run(T, T, engine_task_glv_split, c);
    MSM_PHASE_STOP(MSM_PH_SPLIT, t_split);
    unsigned bits = 0;
    for (unsigned t = 0; t < T; t++)
        if (c->part_bits[t] > bits) bits = c->part_bits[t];
    c->bits = bits;
    c->scalars = engine_region(c, MSM_R_SPLIT);
    c->n = c->n_orig * MSM_ENDO_PARTS;
    engine_run_method(out, c, c->plan.inner, engine_task_straus_glv);
}
