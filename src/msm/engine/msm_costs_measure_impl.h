/* Unit-cost measurement (ecbatch tune): times the group operations and fits the bookkeeping
 * terms of the cost model (msm_cost_model.c).
 * Part of the MSM engine template (msm_engine_impl.h includes it; see there for the contract the
 * instantiating group provides). Variable time: public points and scalars only. */

/* Thread CPU time: robust when other processes share the cores. */
static double engine_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static uint64_t engine_splitmix(uint64_t *s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* The plan time_plan pins: strategy s, window w, one thread, one chunk. */
static ecb_msm_plan_result engine_pinned_plan(ecb_msm_strategy s, unsigned w) {
    ecb_msm_plan_result plan;
    memset(&plan, 0, sizeof plan);
    plan.strategy = s;
    plan.window = w;
    plan.threads = 1;
    plan.point_chunks = 1;
    return plan;
}

/* Bytes of scratch time_plan needs for n points (SIZE_MAX when the sizes overflow). */
static size_t engine_pinned_scratch(size_t n, ecb_msm_strategy s, unsigned w) {
    ecb_msm_plan_result plan = engine_pinned_plan(s, w);
    msm_layout l;
    return msm_layout_make(MSM_DESC, n, &plan, &l) == 0 ? l.total : SIZE_MAX;
}

/* Median of 5 timings of an MSM with a pinned plan, in ns, in the given scratch (so the
 * timings hold no allocation and cannot fail). */
static double engine_time_plan(const msm_input *p, const msm_scalar *k, size_t n,
                               ecb_msm_strategy s, unsigned w, const ecb_msm_options *scratch) {
    ecb_msm_plan_result plan = engine_pinned_plan(s, w);
    double t[5];
    MSM_OUTPUT out;
    for (int r = 0; r < 5; r++) {
        double t0 = engine_now_ns();
        engine_msm_with_plan(&out, p, k, n, &plan, scratch);
        t[r] = engine_now_ns() - t0;
    }
    for (int i = 0; i < 5; i++)
        for (int j = i + 1; j < 5; j++)
            if (t[j] < t[i]) {
                double x = t[i];
                t[i] = t[j];
                t[j] = x;
            }
    return t[2];
}

/* The memory hierarchy as bucket updates see it (ecb_msm_costs cache_bytes .. stream): working
 * sets of 2^MSM_MEM_LO .. 2^MSM_MEM_HI bytes of buckets, each timed with mixed additions of
 * pts into random buckets (fresh indices every run, so repeated runs hit no warmer lines than
 * the bucket method does); the extra time per update over the smallest set is fitted as
 * P1 (1 - C1/B) + P2 (1 - C2/B) (msm_bucket_mem_cost; C1 < C2 powers of two, least squares).
 * Then stream: updates of 256 buckets (`small`) from points read once from memory against
 * from cache. mem holds 2^MSM_MEM_HI bytes. */
enum { MSM_MEM_LO = 14, MSM_MEM_HI = 27, MSM_MEM_UPDATES = 4096 };

/* Least squares of y = p1 x1 + p2 x2 (p1, p2 >= 0) over k points; returns the residual. */
static double engine_fit2(const double *x1, const double *x2, const double *y, size_t k, double *p1,
                          double *p2) {
    double a = 0, b = 0, d = 0, u = 0, v = 0;
    for (size_t i = 0; i < k; i++) {
        a += x1[i] * x1[i];
        b += x1[i] * x2[i];
        d += x2[i] * x2[i];
        u += x1[i] * y[i];
        v += x2[i] * y[i];
    }
    double det = a * d - b * b;
    *p1 = *p2 = 0;
    if (det > 1e-12 * a * d) {
        *p1 = (u * d - v * b) / det;
        *p2 = (a * v - b * u) / det;
    }
    if (!(*p1 > 0 && *p2 >= 0)) { /* one level only */
        *p1 = a > 0 && u > 0 ? u / a : 0;
        *p2 = 0;
    }
    double r = 0;
    for (size_t i = 0; i < k; i++) {
        double e = y[i] - *p1 * x1[i] - *p2 * x2[i];
        r += e * e;
    }
    return r;
}

/* The cache size of grid point e: 2^(e/2), or 1.5 2^((e-1)/2) for odd e. */
static double engine_level_size(unsigned e) {
    double p = (double)((size_t)1 << (e / 2));
    return e & 1 ? 1.5 * p : p;
}

static void engine_measure_memory(ecb_msm_costs *c, void *mem, const msm_aff *pts, msm_pt *small,
                                  uint64_t *seed) {
    enum { L = MSM_MEM_HI - MSM_MEM_LO + 1 };
    msm_pt *B = mem;
    size_t kmax = ((size_t)1 << MSM_MEM_HI) / sizeof(msm_pt);
    for (size_t k = 0; k < kmax; k++)
        msm_pt_from_aff(&B[k], &pts[k & 4095]);
    double per[L], ws[L];
    volatile uint64_t sink = 0;
    for (unsigned e = 0; e < L; e++) {
        size_t K = ((size_t)1 << (MSM_MEM_LO + e)) / sizeof(msm_pt);
        ws[e] = (double)K * sizeof(msm_pt);
        for (size_t k = 0; k < K; k++) /* the set in cache as far as it fits */
            sink ^= *(const volatile uint64_t *)(const void *)&B[k];
        double best = -1;
        for (int rep = 0; rep < 7; rep++) {
            double t0 = engine_now_ns();
            for (size_t i = 0; i < MSM_MEM_UPDATES; i++) {
                size_t k = (size_t)(((engine_splitmix(seed) >> 32) * (uint64_t)K) >> 32);
                msm_pt_add_aff(&B[k], &B[k], &pts[i & 4095]);
            }
            double dt = engine_now_ns() - t0;
            if (best < 0 || dt < best) best = dt;
        }
        per[e] = best / MSM_MEM_UPDATES;
    }
    double y[L], x1[L], x2[L], err = -1;
    for (unsigned e = 0; e < L; e++)
        y[e] = per[e] > per[0] ? per[e] - per[0] : 0;
    /* level sizes 2^k and 1.5 2^k (caches such as 48 KiB or 1.5 MiB); C2 = 2^(MSM_MEM_HI + 1):
     * no second level within the sizes measured */
    for (unsigned e1 = 2 * MSM_MEM_LO; e1 <= 2 * MSM_MEM_HI; e1++)
        for (unsigned e2 = e1 + 1; e2 <= 2 * MSM_MEM_HI + 2; e2++) {
            double C1 = engine_level_size(e1), C2 = engine_level_size(e2), p1, p2;
            for (unsigned e = 0; e < L; e++) {
                x1[e] = ws[e] > C1 ? 1 - C1 / ws[e] : 0;
                x2[e] = ws[e] > C2 ? 1 - C2 / ws[e] : 0;
            }
            double r = engine_fit2(x1, x2, y, L, &p1, &p2);
            if (err < 0 || r < err) {
                err = r;
                c->cache_bytes = C1;
                c->cache_penalty = p1;
                c->llc_bytes = C2;
                c->llc_penalty = p2;
            }
        }
    /* streaming: the same updates into `small` buckets, their points read once from memory
     * (a fresh stretch of mem every run) against from cache */
    msm_aff *A = mem;
    size_t na = ((size_t)1 << MSM_MEM_HI) / sizeof(msm_aff);
    for (size_t i = 0; i < na; i++)
        A[i] = pts[i & 4095];
    double cold = -1, warm = -1;
    for (int rep = 0; rep < 7; rep++) {
        const msm_aff *src = A + (size_t)rep * MSM_MEM_UPDATES;
        double t0 = engine_now_ns();
        for (size_t i = 0; i < MSM_MEM_UPDATES; i++) {
            size_t k = engine_splitmix(seed) & 255;
            msm_pt_add_aff(&small[k], &small[k], &src[i]);
        }
        double t1 = engine_now_ns();
        for (size_t i = 0; i < MSM_MEM_UPDATES; i++) {
            size_t k = engine_splitmix(seed) & 255;
            msm_pt_add_aff(&small[k], &small[k], &pts[i & 4095]);
        }
        double t2 = engine_now_ns();
        if (cold < 0 || t1 - t0 < cold) cold = t1 - t0;
        if (warm < 0 || t2 - t1 < warm) warm = t2 - t1;
    }
    (void)sink;
    c->stream = cold > warm ? (cold - warm) / MSM_MEM_UPDATES : 0;
}

static void engine_noop_task(void *ctx, size_t task, unsigned worker) {
    (void)ctx;
    (void)task;
    (void)worker;
}

/* Times the group operations and the memory hierarchy directly, then fits the bookkeeping
 * terms (wnaf, digit, bucket) to whole Straus and Pippenger runs as the residual over the
 * model. */
MSM_API ecb_status engine_measure(ecb_msm_costs *out) {
    enum { N = 16384, R = 2048 };
    /* the timed runs: Straus w = 5 on 256 points, Pippenger c1 on n1, c2 on n2 and
     * batch-affine c4 on N, all in one scratch of the largest size */
    unsigned c1 = 6, c2 = 11;
    size_t n1 = 8192, n2 = 2048;
#ifdef MSM_HAVE_BATCH_AFFINE
    unsigned c4 = 11;
#endif
    size_t sizes[] = {
        engine_pinned_scratch(256, ECB_MSM_STRAUS, 5),
        engine_pinned_scratch(n1, ECB_MSM_PIPPENGER, c1),
        engine_pinned_scratch(n2, ECB_MSM_PIPPENGER, c2),
#ifdef MSM_HAVE_BATCH_AFFINE
        engine_pinned_scratch(N, ECB_MSM_BATCH_AFFINE, c4),
#endif
    };
    ecb_msm_options run;
    memset(&run, 0, sizeof run);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        if (sizes[i] > run.scratch_size) run.scratch_size = sizes[i];
    if (run.scratch_size == SIZE_MAX) return ECB_ERR_SIZE_OVERFLOW;
    ecb_msm_costs c = *msm_desc_costs(MSM_DESC);
    msm_pt *pts = ecb_malloc(N * sizeof(msm_pt));
    msm_aff *aff = ecb_malloc(N * sizeof(msm_aff));
    msm_scalar *ks = ecb_malloc(N * sizeof(msm_scalar));
    void *batch = ecb_malloc(N * MSM_DESC->batch_scratch);
    msm_pt *B = ecb_malloc(256 * sizeof(msm_pt));
    msm_input *in = ecb_malloc(N * sizeof(msm_input));
    run.scratch = ecb_malloc(run.scratch_size);
    void *mem = ecb_malloc((size_t)1 << MSM_MEM_HI);
#ifdef MSM_HAVE_BATCH_AFFINE
    enum { M = 256 }; /* batch-affine additions timed at once */
    void *kscratch = ecb_malloc(M * MSM_DESC->ba_scratch);
    int kscratch_ok = kscratch != NULL;
#else
    void *kscratch = NULL;
    int kscratch_ok = 1;
#endif
    if (!pts || !aff || !ks || !batch || !B || !in || !run.scratch || !mem || !kscratch_ok) {
        ecb_free(mem);
        ecb_free(in);
        ecb_free(pts);
        ecb_free(aff);
        ecb_free(ks);
        ecb_free(batch);
        ecb_free(B);
        ecb_free(run.scratch);
        ecb_free(kscratch);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    uint64_t seed = 1;
    msm_pt g;
    msm_pt_sample(&g);
    pts[0] = g;
    for (size_t i = 1; i < N; i++)
        msm_pt_add(&pts[i], &pts[i - 1], &g);
#ifdef MSM_INPUT_AFFINE
    msm_batch_to_aff(aff, pts, N, batch);
    for (size_t i = 0; i < N; i++)
        msm_aff_to_input(&in[i], &aff[i]);
#else
    for (size_t i = 0; i < N; i++)
        msm_pt_store(&in[i], &pts[i]);
#endif
    unsigned mb = MSM_DESC->max_scalar_bits;
    for (size_t i = 0; i < N; i++) {
        uint64_t *l = (uint64_t *)msm_scalar_limbs(&ks[i]);
        do {
            for (unsigned j = 0; j < MSM_SCALAR_LIMBS; j++) {
                l[j] = engine_splitmix(&seed);
                if (mb <= 64 * j)
                    l[j] = 0;
                else if (mb < 64 * (j + 1))
                    l[j] &= ((uint64_t)1 << (mb - 64 * j)) - 1;
            }
#ifdef MSM_SCALAR_CHECK
        } while (!msm_scalar_valid_var(&ks[i]));
#else
        } while (0);
#endif
    }
    /* each micro-measurement: the minimum of 7 runs (robust when the machine is shared) */
#define MSM_MIN_TIME(var, per, body)                                                               \
    do {                                                                                           \
        double best_ = -1;                                                                         \
        for (int rep_ = 0; rep_ < 7; rep_++) {                                                     \
            double t0_ = engine_now_ns();                                                          \
            body;                                                                                  \
            double dt_ = engine_now_ns() - t0_;                                                    \
            if (best_ < 0 || dt_ < best_) best_ = dt_;                                             \
        }                                                                                          \
        var = best_ / (per);                                                                       \
    } while (0)
    msm_pt r = pts[0];
    MSM_MIN_TIME(c.add, R, for (size_t i = 0; i < R; i++) msm_pt_add(&r, &r, &pts[i & 1023]));
    MSM_MIN_TIME(c.dbl, R, msm_pt_dbl_n(&r, &r, R));
    double inv1, tn;
    MSM_MIN_TIME(inv1, 1, msm_batch_to_aff(aff, pts, 1, batch));
    MSM_MIN_TIME(tn, 1, msm_batch_to_aff(aff, pts, 4096, batch));
    c.inv = inv1;
    c.norm = (tn - inv1) / 4096;
    for (size_t k = 0; k < 256; k++)
        msm_pt_from_aff(&B[k], &aff[k]);
    MSM_MIN_TIME(
        c.madd, R, for (size_t i = 0; i < R; i++) {
            size_t k = engine_splitmix(&seed) & 255;
            msm_pt_add_aff(&B[k], &B[k], &aff[i & 4095]);
        });
    MSM_MIN_TIME(c.set, R,
                 for (size_t i = 0; i < R; i++) msm_pt_from_aff(&B[i & 255], &aff[i & 4095]));
    /* the kernel shapes' own bucket additions (their figures, su and sd, are set once all are
     * timed) */
    double su[MSM_SHAPES_MAX] = {0}, sd[MSM_SHAPES_MAX] = {0};
    for (unsigned i = 0; i < MSM_DESC->n_shapes && i < MSM_SHAPES_MAX; i++)
        if (MSM_DESC->shapes[i]->unit_adds != NULL)
            MSM_MIN_TIME(su[i], R, MSM_DESC->shapes[i]->unit_adds(&r, aff, N, R));
#ifdef MSM_PAIR
    {
        /* the Straus shapes' chain on paired accumulators: a step (two table entries) and a
         * doubling */
        msm_pair acc;
        double step, pdbl;
        msm_pair_set(&acc, &pts[0], &pts[1]);
        MSM_MIN_TIME(
            step, R, for (size_t i = 0; i < R; i++) {
                size_t k = engine_splitmix(&seed) & 4095;
                msm_pair_add_aff(&acc, &acc, &aff[k], &aff[k ^ 1], 0);
            });
        MSM_MIN_TIME(pdbl, R, msm_pair_dbl_n(&acc, &acc, R));
        msm_pair_get(&r, &B[0], &acc);
        for (unsigned i = 0; i < MSM_DESC->n_shapes && i < MSM_SHAPES_MAX; i++)
            if (MSM_DESC->shapes[i]->strategy == ECB_MSM_STRAUS) {
                su[i] = step;
                sd[i] = pdbl;
            }
    }
#endif
    MSM_MIN_TIME(c.smul, 4,
                 for (size_t i = 0; i < 4; i++) msm_pt_scalar_mult_ref(&r, &pts[i], &ks[i]));
#ifdef MSM_HAVE_BATCH_AFFINE
    {
        /* 256 additions into distinct accumulators, one inversion, minus the inversion */
        msm_aff *acc[M];
        const msm_aff *add[M];
        uint8_t neg[M], kind[M];
        for (size_t i = 0; i < M; i++) {
            acc[i] = &aff[i];
            add[i] = &aff[M + i];
            neg[i] = (uint8_t)(i & 1);
        }
        MSM_MIN_TIME(c.aff_add, M, msm_aff_add_batch(acc, add, neg, M, kscratch, kind));
        c.aff_add -= c.inv / M;
        if (c.aff_add < 0) c.aff_add = 0;
        /* the batch-affine shapes' batches, in their lanes, alike */
        for (unsigned i = 0; i < MSM_DESC->n_shapes && i < MSM_SHAPES_MAX; i++) {
            const msm_shape *sh = MSM_DESC->shapes[i];
            if (sh->strategy != ECB_MSM_BATCH_AFFINE) continue;
            MSM_MIN_TIME(su[i], M,
                         msm_aff_add_batch_in_lanes(acc, add, neg, M, kscratch, kind, sh->lanes));
            su[i] = su[i] > c.inv / M ? su[i] - c.inv / M : 0;
        }
        /* the batch changed aff[0..M): normalise the sample points again */
        msm_batch_to_aff(aff, pts, N, batch);
    }
#endif
#ifdef MSM_ENDO_PARTS
    {
        msm_scalar parts[MSM_ENDO_PARTS];
        msm_aff img = aff[0];
        volatile uint64_t sink = 0;
        MSM_MIN_TIME(
            c.endo_split, R, for (size_t i = 0; i < R; i++) {
                msm_endo_split(parts, &ks[i]);
                sink ^= msm_scalar_limbs(&parts[MSM_ENDO_PARTS - 1])[0];
            });
        (void)sink;
        MSM_MIN_TIME(c.endo_map, R, for (size_t i = 0; i < R; i++) msm_endo_map(&img, &img));
        msm_pt_from_aff(&r, &img);
    }
#endif
#undef MSM_MIN_TIME
    /* thread start-up is wall time */
    struct timespec w0, w1;
    clock_gettime(CLOCK_MONOTONIC, &w0);
    for (int i = 0; i < 20; i++)
        ecb_parallel_run(2, 2, engine_noop_task, NULL);
    clock_gettime(CLOCK_MONOTONIC, &w1);
    c.thread = ((double)(w1.tv_sec - w0.tv_sec) * 1e9 + (double)(w1.tv_nsec - w0.tv_nsec)) / 20;
    size_t kept;
    unsigned bits;
    double t0 = engine_now_ns();
    if (engine_scan(in, ks, N, &kept, &bits) != ECB_OK) bits = MSM_DESC->max_scalar_bits;
    c.point = 2 * (engine_now_ns() - t0) / N;
    engine_measure_memory(&c, mem, aff, B, &seed);
    /* the residual fits run and price the shapes at their measured figures */
    msm_shape_cost_set_all(MSM_DESC, su, sd);
    /* residual fits: Straus w = 5 at n = 256 for wnaf */
    c.wnaf = 0;
    unsigned w = 5;
    double e0 = msm_estimate(MSM_DESC, &c, ECB_MSM_STRAUS, 256, bits, 1, &w, NULL);
    double ts = engine_time_plan(in, ks, 256, ECB_MSM_STRAUS, 5, &run);
    c.wnaf = (ts - e0) / (256.0 * (bits + 1));
    if (c.wnaf < 0) c.wnaf = 0;
    /* Pippenger: digit (per point and window) and bucket (per bucket and window) from two runs
     * whose buckets stay in cache */
    c.digit = c.bucket = 0;
    double r1 = engine_time_plan(in, ks, n1, ECB_MSM_PIPPENGER, c1, &run) -
                msm_estimate(MSM_DESC, &c, ECB_MSM_PIPPENGER, n1, bits, 1, &c1, NULL);
    double r2 = engine_time_plan(in, ks, n2, ECB_MSM_PIPPENGER, c2, &run) -
                msm_estimate(MSM_DESC, &c, ECB_MSM_PIPPENGER, n2, bits, 1, &c2, NULL);
    double a1 = (double)n1 * msm_pippenger_windows(bits, c1), b1 = 0;
    double a2 = (double)n2 * msm_pippenger_windows(bits, c2), b2 = 0;
    for (unsigned j = 0; j < msm_pippenger_windows(bits, c1); j++)
        b1 += (double)msm_pippenger_buckets(bits, c1, j);
    for (unsigned j = 0; j < msm_pippenger_windows(bits, c2); j++)
        b2 += (double)msm_pippenger_buckets(bits, c2, j);
    double det = a1 * b2 - a2 * b1;
    if (det != 0) {
        c.digit = (r1 * b2 - r2 * b1) / det;
        c.bucket = (a1 * r2 - a2 * r1) / det;
    }
    if (c.digit < 0) c.digit = 0;
    if (c.bucket < 0) c.bucket = 0;
#ifdef MSM_HAVE_BATCH_AFFINE
    /* batch_affine's bookkeeping (flags, queue, copies) as a surcharge on its additions,
     * fitted to one run whose buckets stay in cache: about W (n - K) additions */
    double r4 = engine_time_plan(in, ks, N, ECB_MSM_BATCH_AFFINE, c4, &run) -
                msm_estimate(MSM_DESC, &c, ECB_MSM_BATCH_AFFINE, N, bits, 1, &c4, NULL);
    double adds4 = (double)msm_pippenger_windows(bits, c4) * (double)(N - ((size_t)1 << (c4 - 1)));
    if (r4 > 0) {
        c.aff_add += r4 / adds4;
        for (unsigned i = 0; i < MSM_DESC->n_shapes && i < MSM_SHAPES_MAX; i++)
            if (MSM_DESC->shapes[i]->strategy == ECB_MSM_BATCH_AFFINE) su[i] += r4 / adds4;
        msm_shape_cost_set_all(MSM_DESC, su, sd);
    }
#endif
    ecb_free(pts);
    ecb_free(aff);
    ecb_free(ks);
    ecb_free(batch);
    ecb_free(B);
    ecb_free(in);
    ecb_free(run.scratch);
    ecb_free(kscratch);
    ecb_free(mem);
    *out = c;
    return ECB_OK;
}

/* The fastest of CALIBRATE_REPS runs of body, per `per` operations, into var (ns). */
#define CALIBRATE_REPS 5
#define MSM_CALIBRATE_TIME(var, per, body)                                                         \
    do {                                                                                           \
        double best_ = -1;                                                                         \
        for (int rep_ = 0; rep_ < CALIBRATE_REPS; rep_++) {                                        \
            double t0_ = engine_now_ns();                                                          \
            body;                                                                                  \
            double dt_ = engine_now_ns() - t0_;                                                    \
            if (best_ < 0 || dt_ < best_) best_ = dt_;                                             \
        }                                                                                          \
        var = best_ / (per);                                                                       \
    } while (0)

/* The first of the level's Pippenger shapes when every one is a sorted shape with a timed unit
 * (the level's memory cost is then the addends' reads, not the bucket updates'), else -1. */
static int engine_sorted_shape(void) {
    int first = -1;
    for (unsigned i = 0; i < MSM_DESC->n_shapes && i < MSM_SHAPES_MAX; i++)
        if (MSM_DESC->shapes[i]->strategy == ECB_MSM_PIPPENGER) {
            if (!MSM_DESC->shapes[i]->sorted || MSM_DESC->shapes[i]->unit_adds == NULL) return -1;
            if (first < 0) first = (int)i;
        }
    return first;
}

/* The calibration's runs (msm_calibration run_n .. ba_ns): Pippenger and batch-affine at
 * window CAL_RUN_C (16 buckets: their reduction stays below the points' additions) on one
 * thread, the fastest of CAL_RUN_REPS (one when a run takes over 2 CAL_RUN_NS), over as many of the CAL_POINTS
 * sample points (a power of two, at least 64) as take about CAL_RUN_NS of bucket additions at
 * m->madd; scalars of the group's full length. Nothing when the scratch cannot be had. */
enum { CAL_RUN_C = 5, CAL_RUN_REPS = 2 };
#define CAL_RUN_NS 1.5e6
static void engine_calibrate_runs(msm_calibration *m, const msm_pt *pts, msm_aff *aff, void *batch,
                                  uint64_t *seed) {
    enum { CAL_POINTS = 1024 };
    unsigned bits = MSM_DESC->max_scalar_bits, W = msm_pippenger_windows(bits, CAL_RUN_C);
    size_t n = 64;
    while (2 * n <= CAL_POINTS && (double)(2 * n) * W * m->madd <= CAL_RUN_NS)
        n *= 2;
    ecb_msm_options run;
    memset(&run, 0, sizeof run);
    run.scratch_size = engine_pinned_scratch(n, ECB_MSM_PIPPENGER, CAL_RUN_C);
#ifdef MSM_HAVE_BATCH_AFFINE
    size_t ba = engine_pinned_scratch(n, ECB_MSM_BATCH_AFFINE, CAL_RUN_C);
    if (ba > run.scratch_size) run.scratch_size = ba;
#endif
    run.costs = m->costs; /* the shapes' choice must not ask msm_desc_costs (its lock is held) */
    msm_input *in = ecb_malloc(n * sizeof(msm_input));
    msm_scalar *ks = ecb_malloc(n * sizeof(msm_scalar));
    run.scratch = run.scratch_size != SIZE_MAX ? ecb_malloc(run.scratch_size) : NULL;
    if (in == NULL || ks == NULL || run.scratch == NULL) {
        ecb_free(in);
        ecb_free(ks);
        ecb_free(run.scratch);
        return;
    }
#ifdef MSM_INPUT_AFFINE
    msm_batch_to_aff(aff, pts, n, batch); /* the calibration changed aff */
    for (size_t i = 0; i < n; i++)
        msm_aff_to_input(&in[i], &aff[i]);
#else
    (void)aff;
    (void)batch;
    for (size_t i = 0; i < n; i++)
        msm_pt_store(&in[i], &pts[i]);
#endif
    for (size_t i = 0; i < n; i++) {
        uint64_t *l = (uint64_t *)msm_scalar_limbs(&ks[i]);
        do {
            for (unsigned j = 0; j < MSM_SCALAR_LIMBS; j++) {
                l[j] = engine_splitmix(seed);
                if (bits <= 64 * j)
                    l[j] = 0;
                else if (bits < 64 * (j + 1))
                    l[j] &= ((uint64_t)1 << (bits - 64 * j)) - 1;
            }
#ifdef MSM_SCALAR_CHECK
        } while (!msm_scalar_valid_var(&ks[i]));
#else
        } while (0);
#endif
    }
    static const ecb_msm_strategy methods[] = {ECB_MSM_PIPPENGER, ECB_MSM_BATCH_AFFINE};
    for (size_t k = 0; k < 2; k++) {
        if (!(MSM_DESC->strategies & MSM_BIT(methods[k]))) continue;
        ecb_msm_plan_result plan = engine_pinned_plan(methods[k], CAL_RUN_C);
        double best = -1;
        MSM_OUTPUT out;
        for (int rep = 0; rep < CAL_RUN_REPS; rep++) {
            double t0 = engine_now_ns();
            ecb_status st = engine_msm_with_plan(&out, in, ks, n, &plan, &run);
            double dt = engine_now_ns() - t0;
            if (st == ECB_OK && (best < 0 || dt < best)) best = dt;
            if (dt > 2 * CAL_RUN_NS) break; /* a slow group: one run each (G2 at portable) */
        }
        if (best > 0) *(k == 0 ? &m->pip_ns : &m->ba_ns) = best;
    }
    m->run_n = n;
    m->run_bits = bits;
    m->run_c = CAL_RUN_C;
    ecb_free(in);
    ecb_free(ks);
    ecb_free(run.scratch);
}

/* The first-use calibration (msm_calibration, msm_desc_costs): the units `tune` times directly
 * (engine_measure), each from R operations on a few sample points instead of thousands, and the
 * memory probe: R bucket updates into m->far_bytes of buckets against into CAL_NEAR buckets, or,
 * at a level of sorted shapes, the first shape's additions with addends read from m->far_bytes
 * of points against from CAL_POINTS. About 1-20 ms by group and level. m is zero where the
 * memory cannot be had. */
static __attribute__((unused)) void engine_calibrate(msm_calibration *m) {
    enum { CAL_POINTS = 1024, R = 256, CAL_NEAR = 64 };
    double far_bytes = m->far_bytes;
    const ecb_msm_costs *costs = m->costs;
    memset(m, 0, sizeof *m);
    m->costs = costs;
    int sorted_shape = engine_sorted_shape(), sorted = sorted_shape >= 0;
    size_t far = (size_t)(far_bytes / (sorted ? sizeof(msm_aff) : sizeof(msm_pt)));
    if (sorted) /* unit_adds takes a power of two of points */
        while (far & (far - 1))
            far &= far - 1;
    if (far < CAL_POINTS) far = 0;
    m->far_bytes = (double)far * (sorted ? sizeof(msm_aff) : sizeof(msm_pt)); /* 0: no probe */
    msm_pt *pts = ecb_malloc(CAL_POINTS * sizeof(msm_pt));
    msm_aff *aff = ecb_malloc(CAL_POINTS * sizeof(msm_aff));
    void *batch = ecb_malloc(CAL_POINTS * MSM_DESC->batch_scratch);
    void *mem = far ? ecb_malloc(far * (sorted ? sizeof(msm_aff) : sizeof(msm_pt))) : NULL;
#ifdef MSM_HAVE_BATCH_AFFINE
    void *kscratch = ecb_malloc(R * MSM_DESC->ba_scratch);
#else
    void *kscratch = NULL;
#endif
    if (pts == NULL || aff == NULL || batch == NULL || (far && mem == NULL)
#ifdef MSM_HAVE_BATCH_AFFINE
        || kscratch == NULL
#endif
    ) {
        ecb_free(pts);
        ecb_free(aff);
        ecb_free(batch);
        ecb_free(mem);
        ecb_free(kscratch);
        return;
    }
    uint64_t seed = 1;
    msm_pt g, r;
    msm_pt_sample(&g);
    pts[0] = g;
    for (size_t i = 1; i < CAL_POINTS; i++)
        msm_pt_add(&pts[i], &pts[i - 1], &g);
    msm_batch_to_aff(aff, pts, CAL_POINTS, batch);
    r = pts[0];
    MSM_CALIBRATE_TIME(m->add, R, for (size_t i = 0; i < R; i++) msm_pt_add(&r, &r, &pts[i & 63]));
    MSM_CALIBRATE_TIME(m->dbl, R, msm_pt_dbl_n(&r, &r, R));
    double inv1, tn;
    MSM_CALIBRATE_TIME(inv1, 1, msm_batch_to_aff(aff, pts, 1, batch));
    MSM_CALIBRATE_TIME(tn, 1, msm_batch_to_aff(aff, pts, R, batch));
    m->inv = inv1;
    m->norm = tn > inv1 ? (tn - inv1) / R : 0;
    msm_pt B[CAL_NEAR];
    for (size_t k = 0; k < CAL_NEAR; k++)
        msm_pt_from_aff(&B[k], &aff[k]);
    MSM_CALIBRATE_TIME(
        m->madd, R, for (size_t i = 0; i < R; i++) {
            size_t k = engine_splitmix(&seed) & (CAL_NEAR - 1);
            msm_pt_add_aff(&B[k], &B[k], &aff[i & (CAL_POINTS - 1)]);
        });
    for (unsigned i = 0; i < MSM_DESC->n_shapes && i < MSM_SHAPES_MAX; i++)
        if (MSM_DESC->shapes[i]->unit_adds != NULL)
            MSM_CALIBRATE_TIME(m->shape[i], R,
                               MSM_DESC->shapes[i]->unit_adds(&r, aff, CAL_POINTS, R));
#ifdef MSM_PAIR
    {
        msm_pair acc;
        double step, pdbl;
        msm_pair_set(&acc, &pts[0], &pts[1]);
        MSM_CALIBRATE_TIME(
            step, R, for (size_t i = 0; i < R; i++) {
                size_t k = engine_splitmix(&seed) & (CAL_POINTS - 1);
                msm_pair_add_aff(&acc, &acc, &aff[k], &aff[k ^ 1], 0);
            });
        MSM_CALIBRATE_TIME(pdbl, R, msm_pair_dbl_n(&acc, &acc, R));
        msm_pair_get(&r, &B[0], &acc);
        for (unsigned i = 0; i < MSM_DESC->n_shapes && i < MSM_SHAPES_MAX; i++)
            if (MSM_DESC->shapes[i]->strategy == ECB_MSM_STRAUS) {
                m->shape[i] = step;
                m->shape_dbl[i] = pdbl;
            }
    }
#endif
#ifdef MSM_HAVE_BATCH_AFFINE
    {
        /* R additions into distinct accumulators, one inversion, minus the inversion */
        msm_aff *acc[R];
        const msm_aff *add[R];
        uint8_t neg[R], kind[R];
        for (size_t i = 0; i < R; i++) {
            acc[i] = &aff[i];
            add[i] = &aff[R + i];
            neg[i] = (uint8_t)(i & 1);
        }
        MSM_CALIBRATE_TIME(m->aff_add, R, msm_aff_add_batch(acc, add, neg, R, kscratch, kind));
        m->aff_add -= m->inv / R;
        if (m->aff_add < 0) m->aff_add = 0;
    }
#endif
#ifdef MSM_ENDO_PARTS
    {
        msm_scalar k, parts[MSM_ENDO_PARTS];
        msm_aff img = aff[0];
        volatile uint64_t sink = 0;
        memset(&k, 0, sizeof k);
        MSM_CALIBRATE_TIME(
            m->endo_split, R, for (size_t i = 0; i < R; i++) {
                ((uint64_t *)msm_scalar_limbs(&k))[0] = engine_splitmix(&seed);
                ((uint64_t *)msm_scalar_limbs(&k))[1] = engine_splitmix(&seed);
                msm_endo_split(parts, &k);
                sink ^= msm_scalar_limbs(&parts[MSM_ENDO_PARTS - 1])[0];
            });
        (void)sink;
        MSM_CALIBRATE_TIME(m->endo_map, R, for (size_t i = 0; i < R; i++) msm_endo_map(&img, &img));
        msm_pt_from_aff(&r, &img);
    }
#endif
    if (far && sorted) {
        msm_aff *A = mem;
        for (size_t i = 0; i < far; i++)
            A[i] = aff[i & (CAL_POINTS - 1)];
        double t_far;
        const msm_shape *sh = MSM_DESC->shapes[sorted_shape];
        MSM_CALIBRATE_TIME(t_far, R, sh->unit_adds(&r, A, far, R));
        m->far_extra = t_far > m->shape[sorted_shape] ? t_far - m->shape[sorted_shape] : 0;
    } else if (far) {
        msm_pt *F = mem;
        for (size_t k = 0; k < far; k++)
            msm_pt_from_aff(&F[k], &aff[k & (CAL_POINTS - 1)]);
        /* random buckets, each prefetched MSM_PREFETCH_DIST updates ahead as the engine's
         * bucket loop does (msm_pippenger_impl.h) */
        uint32_t idx[R];
        for (size_t i = 0; i < R; i++)
            idx[i] = (uint32_t)(((engine_splitmix(&seed) >> 32) * (uint64_t)far) >> 32);
        double t_far;
        MSM_CALIBRATE_TIME(
            t_far, R, for (size_t i = 0; i < R; i++) {
                if (i + MSM_PREFETCH_DIST < R)
                    __builtin_prefetch(&F[idx[i + MSM_PREFETCH_DIST]], 1, 3);
                msm_pt_add_aff(&F[idx[i]], &F[idx[i]], &aff[i & (CAL_POINTS - 1)]);
            });
        m->far_extra = t_far > m->madd ? t_far - m->madd : 0;
    }
    engine_calibrate_runs(m, pts, aff, batch, &seed);
    volatile unsigned char sink = *(const unsigned char *)&r; /* the chains stay computed */
    (void)sink;
    ecb_free(pts);
    ecb_free(aff);
    ecb_free(batch);
    ecb_free(mem);
    ecb_free(kscratch);
}
#undef MSM_CALIBRATE_TIME
