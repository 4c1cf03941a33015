/* The batch-affine strategies of the MSM engine, part of msm_engine_impl.h (included from there when
 * the group defines MSM_HAVE_BATCH_AFFINE, i.e. provides msm_aff_add_batch, msm_aff_set and
 * msm_pt_add_aff_signed, see msm_weierstrass_point.h).
 *
 * batch_affine  Pippenger whose buckets are affine points: a bucket addition is the chord
 *               formula, 5M + 1S once the one inversion of its batch is shared (Montgomery's
 *               trick; survey §6: gnark-crypto, Constantine, snarkVM). A batch may hold each
 *               bucket once, so a point whose bucket is already in the batch waits in a
 *               queue and enters a later batch (first in, first out; gnark-crypto's scheme,
 *               after CycloneMSM §5.3); when the queue is full (or at the task's end, once
 *               the batches left to drain it are small: ba_drain) the point goes into the
 *               bucket's XYZZ twin instead (a mixed addition), so no input order costs more
 *               than a mixed addition per point. Empty buckets take a copy. Equal points
 *               (the tangent) and opposite points (the identity) inside a batch are the
 *               kernel's cases MSM_AFF_DBL and MSM_AFF_CANCEL. The running-sum reduction
 *               runs in XYZZ: R += A_k (mixed), R += X_k, T += R; at level ifma, from
 *               MSM_BA_RS_MIN buckets up, in batches of affine additions over segments of
 *               the buckets (ba_running_sums_batched), the twins first folded into their
 *               affine buckets (ba_fold_twins).
 *   Batch size: msm_ba_batch(K) entries per inversion for K buckets (msm_plan.h); a
 *               task joins windows until their buckets reach MSM_BA_JOIN_BUCKETS
 *               (msm_ba_join), inserting each point's digits window after window, so that
 *               small windows share long batches and the running sums share inversions.
 * bucket_1bit   snarkVM's bucket method for 15 to 31 bases (survey §1.2-1.4), kept as a
 *               baseline: one window per scalar bit with a single bucket, the points whose bit
 *               is set summed as a binary tree of batch-affine additions (one inversion per
 *               tree level), windows joined by one doubling each. */

/* Bucket flags of the batch-affine task. */
enum {
    MSM_BA_AFF = 1,  /* the affine bucket holds a point */
    MSM_BA_XYZZ = 2, /* the XYZZ twin holds a point */
    MSM_BA_BUSY = 4, /* the affine bucket is in the current batch */
};

/* One task's batch-affine state: its worker's area (msm_layout.w_off) and the chunk. */
struct engine_ba {
    msm_aff *A;            /* affine buckets */
    msm_pt *XB;            /* XYZZ twins */
    uint8_t *fl;           /* MSM_BA_* per bucket */
    msm_aff **bacc;        /* the batch: bucket, point, sign */
    const msm_aff **badd;  /* */
    uint8_t *bneg;         /* */
    uint32_t *bk;          /* */
    uint64_t *queue;       /* (bucket << 32) | (point << 1) | sign */
    void *scratch;         /* the kernel's: S field elements */
    uint8_t *kind;         /* the kernel's: S bytes */
    const msm_aff *points; /* the chunk's points */
    size_t nb, nq, S;
    unsigned lanes; /* the batches' lanes: the plan's batch-affine shape's (msm_shape.h) */
};

/* A point for bucket k's XYZZ twin (a mixed addition, or a copy into an empty twin). */
static inline void engine_ba_insert_xyzz(struct engine_ba *s, uint32_t k, uint32_t t, int neg) {
    const msm_aff *p = s->points + t;
    if (s->fl[k] & MSM_BA_XYZZ) {
        msm_pt_add_aff_signed(&s->XB[k], &s->XB[k], p, neg);
    } else {
        msm_pt_from_aff_signed(&s->XB[k], p, neg);
        s->fl[k] |= MSM_BA_XYZZ;
    }
}

/* Bucket k += p (negated when neg) as an entry of the current batch; k is busy until it runs. */
static inline void engine_ba_enter(struct engine_ba *s, uint32_t k, const msm_aff *p, int neg) {
    const size_t i = s->nb++;
    s->bacc[i] = &s->A[k];
    s->badd[i] = p;
    s->bneg[i] = (uint8_t)neg;
    s->bk[i] = k;
    s->fl[k] |= MSM_BA_BUSY;
}

/* A point for bucket k: a copy into an empty bucket, a batch entry, or the queue (the XYZZ
 * twin when the queue is full). */
static inline void engine_ba_insert(struct engine_ba *s, uint32_t k, uint32_t t, int neg) {
    uint8_t f = s->fl[k];
    const msm_aff *p = s->points + t;
    if (f & MSM_BA_BUSY) {
        MSM_PHASE_COUNT(queued, 1);
        if (s->nq < s->S)
            s->queue[s->nq++] = ((uint64_t)k << 32) | ((uint64_t)t << 1) | (uint64_t)neg;
        else
            engine_ba_insert_xyzz(s, k, t, neg);
        return;
    }
    if (!(f & MSM_BA_AFF)) {
        MSM_PHASE_COUNT(copies, 1);
        msm_aff_set(&s->A[k], p, neg);
        s->fl[k] = f | MSM_BA_AFF;
        return;
    }
    engine_ba_enter(s, k, p, neg);
}

/* Runs the batch, frees its buckets and moves waiting points into the next batch; repeats
 * while the batch refills completely. */
MSM_HOT static void engine_ba_flush(struct engine_ba *s) {
    do {
        msm_aff_add_batch_in_lanes(s->bacc, s->badd, s->bneg, s->nb, s->scratch, s->kind, s->lanes);
        for (size_t i = 0; i < s->nb; i++) {
            uint8_t f = (uint8_t)(s->fl[s->bk[i]] & ~MSM_BA_BUSY);
            if (s->kind[i] == MSM_AFF_CANCEL) f &= (uint8_t)~MSM_BA_AFF;
            s->fl[s->bk[i]] = f;
        }
        s->nb = 0;
        size_t keep = 0, nq = s->nq;
        s->nq = 0;
        for (size_t i = 0; i < nq; i++) {
            uint64_t e = s->queue[i];
            uint32_t k = (uint32_t)(e >> 32);
            if ((s->fl[k] & MSM_BA_BUSY) || s->nb == s->S) {
                s->queue[keep++] = e;
                continue;
            }
            engine_ba_insert(s, k, (uint32_t)e >> 1, (int)(e & 1));
        }
        s->nq = keep;
    } while (s->nb == s->S);
}

/* Below this many entries a batch at the end of a task is not worth its inversion when points
 * still wait (ba_drain). */
#define MSM_BA_DRAIN_MIN 16u

/* Empties the batch and the queue at the end of a task. The queue gives each bucket one entry
 * per batch, so points left crowding a few buckets (many equal small scalars, say) drain in
 * batches of a handful of additions, each paying an inversion (before the GLV splits folded
 * small top parts, msm_bls12_split.h, BLS12-381 G2's 128-bit scalars put a third of their
 * parts on digit 1 of window 0: 256 batches of one or two entries, which doubled that window's
 * time). Once a batch holds fewer than MSM_BA_DRAIN_MIN entries, the waiting points go into
 * their buckets' XYZZ twins instead, a mixed addition each. */
static void engine_ba_drain(struct engine_ba *s) {
    while (s->nb > 0 || s->nq > 0) {
        if (s->nb > 0) engine_ba_flush(s);
        if (s->nq > 0 && s->nb < MSM_BA_DRAIN_MIN) {
            for (size_t i = 0; i < s->nq; i++) {
                const uint64_t e = s->queue[i];
                engine_ba_insert_xyzz(s, (uint32_t)(e >> 32), (uint32_t)e >> 1, (int)(e & 1));
            }
            s->nq = 0;
        }
    }
}

/* Window g of a task's joined buckets (base = g Kstride) as a one-window state. */
static inline struct engine_ba engine_ba_window(const struct engine_ba *s, size_t base) {
    struct engine_ba w = *s;
    w.A += base;
    w.XB += base;
    w.fl += base;
    return w;
}

/* *out = sum_{k=1}^{K} k B_k with B_k = A_k + X_k (the affine part and the projective
 * overflow of bucket k), by running sums from the top bucket in XYZZ. */
static void engine_ba_running_sum_xyzz(msm_pt *out, const struct engine_ba *s, size_t K) {
    msm_pt run, tot;
    int have_run = 0, have_tot = 0;
    for (size_t k = K; k-- > 0;) {
        uint8_t f = s->fl[k];
        if (f & MSM_BA_AFF) {
            if (have_run)
                msm_pt_add_aff(&run, &run, &s->A[k]);
            else {
                msm_pt_from_aff(&run, &s->A[k]);
                have_run = 1;
            }
        }
        if (f & MSM_BA_XYZZ) engine_sum_add(&run, &have_run, &s->XB[k]);
        if (have_run) engine_sum_add(&tot, &have_tot, &run);
    }
    if (have_tot)
        *out = tot;
    else
        msm_pt_identity(out);
}

#ifdef MSW_FE8

/* Adds entry (acc, add) to the batch of s; runs the batch when full. */
static inline void engine_ba_push(const struct engine_ba *s, size_t *nb, msm_aff *acc,
                                  const msm_aff *add) {
    s->bacc[*nb] = acc;
    s->badd[*nb] = add;
    if (++*nb == s->S) {
        msm_aff_add_batch_in_lanes(s->bacc, s->badd, s->bneg, *nb, s->scratch, s->kind, s->lanes);
        *nb = 0;
    }
}

static inline void engine_ba_run(const struct engine_ba *s, size_t *nb) {
    msm_aff_add_batch_in_lanes(s->bacc, s->badd, s->bneg, *nb, s->scratch, s->kind, s->lanes);
    *nb = 0;
}

/* The running sums of G of a task's joined windows (window g's K[g] buckets at A + g Kstride,
 * its result out[g ostride]) in batches of affine additions, for buckets that are all affine
 * (no XYZZ twin): at level ifma the eight-lane batch (msm_weierstrass_batch_x8_ifma.h) makes an addition
 * several times cheaper than the XYZZ ones of the running sums, and the windows share every
 * batch's inversion. A window's K buckets form segments of len; bucket b = j len + l has
 * weight b + 1 = (l + 1) + j len, so
 *   sum_b (b + 1) B_b = sum_b A'_b + len sum_j j R_j,
 * with A'_b = sum_{l' >= l} B_{j len + l'} the in-segment suffix sums (len - 1 steps, each a
 * batch over every segment of every window) and R_j = A'_{j len}. sum_j j R_j is a running
 * sum over the segments (XYZZ, 2 additions per segment), times len by doublings; sum_b A'_b
 * a tree of batches. The len steps' and the tree's inversions are shared by the G windows, the
 * XYZZ additions are not, so the segments shrink as G grows: about 2 sqrt(K / G) per window.
 * The buckets are overwritten. */
static void engine_ba_running_sums_batched(msm_pt *out, size_t ostride, const struct engine_ba *s,
                                           unsigned G, size_t Kstride, const size_t *K) {
    size_t segs = 1, nb = 0, Kmax = 0;
    for (unsigned i = 0; i < G; i++)
        Kmax = K[i] > Kmax ? K[i] : Kmax;
    while (segs * segs * G < 4 * Kmax)
        segs *= 2;
    const size_t len = (Kmax + segs - 1) / segs;
    for (unsigned i = 0; i < G; i++) {
        msm_aff *A = s->A + i * Kstride;
        const uint8_t *fl = s->fl + i * Kstride;
        for (size_t k = 0; k < K[i]; k++)
            if (!(fl[k] & MSM_BA_AFF)) msm_aff_identity(&A[k]);
    }
    memset(s->bneg, 0, s->S);
    for (size_t l = len - 1; l-- > 0;) { /* suffix sums, every segment of every window */
        for (unsigned i = 0; i < G; i++) {
            msm_aff *A = s->A + i * Kstride;
            for (size_t b = l; b + 1 < K[i]; b += len)
                engine_ba_push(s, &nb, &A[b], &A[b + 1]);
        }
        engine_ba_run(s, &nb);
    }
    for (unsigned i = 0; i < G; i++) {
        const msm_aff *A = s->A + i * Kstride;
        msm_pt run, acc, w;
        msm_pt_identity(&run);
        msm_pt_identity(&acc);
        msm_pt_identity(&w);
        for (size_t j = (K[i] + len - 1) / len; j-- > 1;) { /* acc = sum_j j R_j */
            msm_pt_add_aff(&run, &run, &A[j * len]);
            msm_pt_add(&acc, &acc, &run);
        }
        for (int bit = 63 - __builtin_clzll((unsigned long long)len); bit >= 0; bit--) {
            msm_pt_dbl(&w, &w); /* w = len acc */
            if ((len >> bit) & 1) msm_pt_add(&w, &w, &acc);
        }
        out[i * ostride] = w;
    }
    for (size_t stride = 1; stride < Kmax; stride *= 2) { /* A'_0 = sum_b A'_b */
        for (unsigned i = 0; i < G; i++) {
            msm_aff *A = s->A + i * Kstride;
            for (size_t k = 0; k + stride < K[i]; k += 2 * stride)
                engine_ba_push(s, &nb, &A[k], &A[k + stride]);
        }
        engine_ba_run(s, &nb);
    }
    for (unsigned i = 0; i < G; i++)
        msm_pt_add_aff(&out[i * ostride], &out[i * ostride], &s->A[i * Kstride]);
}
#endif

#ifdef MSW_FE8
/* Adds the XYZZ twins of buckets [lo, hi) into their affine buckets, at most S at a time: the
 * twins normalised together (msm_pt_batch_to_aff's Montgomery trick over d = ZZ ZZZ, here over
 * scattered slots and in place: prefix products in the kernel's scratch, d recomputed on the
 * way back instead of stored, twin indices in bk), each written over its own slot as an
 * affine point, then one batch of additions (an empty bucket
 * takes a copy). A twin that summed to the identity is dropped. The queue is empty. */
static void engine_ba_fold_twins(struct engine_ba *s, size_t lo, size_t hi) {
    MSW_FE *prefix = s->scratch;
    size_t k = lo;
    while (k < hi) {
        size_t m = 0;
        for (; k < hi && m < s->S; k++) {
            if (!(s->fl[k] & MSM_BA_XYZZ)) continue;
            s->fl[k] &= (uint8_t)~MSM_BA_XYZZ;
            if (!MSW_F(is_zero)(&s->XB[k].ZZ)) s->bk[m++] = (uint32_t)k;
        }
        if (m == 0) continue;
        MSW_FE acc, d, t, u;
        MSW_F(one)(&acc);
        for (size_t i = 0; i < m; i++) {
            const msm_pt *p = &s->XB[s->bk[i]];
            prefix[i] = acc;
            MSW_F(mul)(&d, &p->ZZ, &p->ZZZ);
            MSW_F(mul)(&acc, &acc, &d);
        }
        MSW_F(inv_var)(&acc, &acc);
        for (size_t i = m; i-- > 0;) {
            msm_pt *p = &s->XB[s->bk[i]];
            msm_aff a;
            MSW_F(mul)(&t, &acc, &prefix[i]); /* 1 / (ZZ ZZZ) */
            MSW_F(mul)(&d, &p->ZZ, &p->ZZZ);
            MSW_F(mul)(&acc, &acc, &d);
            MSW_F(mul)(&u, &t, &p->ZZZ); /* 1 / ZZ */
            MSW_F(mul)(&t, &t, &p->ZZ);  /* 1 / ZZZ */
            MSW_F(mul)(&a.x, &p->X, &u);
            MSW_F(mul)(&a.y, &p->Y, &t);
            memcpy(p, &a, sizeof a); /* the slot now holds an affine point */
        }
        for (size_t i = 0; i < m; i++) {
            const uint32_t b = s->bk[i];
            const msm_aff *a = (const msm_aff *)(const void *)&s->XB[b];
            if (s->fl[b] & MSM_BA_AFF) {
                engine_ba_enter(s, b, a, 0);
            } else {
                s->A[b] = *a;
                s->fl[b] |= MSM_BA_AFF;
            }
        }
        if (s->nb > 0) engine_ba_flush(s);
    }
}
#endif

/* The results of G joined windows (window g's K[g] buckets at A + g Kstride, its result
 * out[g ostride]): at level ifma, for dense buckets (the batches add every bucket, empty ones
 * as the identity, where the XYZZ sums skip them) when they hold MSM_BA_RS_MIN buckets in all,
 * in batches of affine additions, the XYZZ twins (points the queue had no room for, or left at
 * the end) folded into their buckets first; otherwise window by window in XYZZ. */
static void engine_ba_running_sums(msm_pt *out, size_t ostride, struct engine_ba *s, unsigned G,
                                   size_t Kstride, const size_t *K, int dense) {
#ifdef MSW_FE8
    size_t total = 0;
    for (unsigned g = 0; g < G; g++)
        total += K[g];
    if (dense && total >= MSM_BA_RS_MIN && s->lanes == 8 && msm_weierstrass_lanes() == 8) {
        for (unsigned g = 0; g < G; g++)
            engine_ba_fold_twins(s, g * Kstride, g * Kstride + K[g]);
        engine_ba_running_sums_batched(out, ostride, s, G, Kstride, K);
        return;
    }
#else
    (void)dense;
#endif
    for (unsigned g = 0; g < G; g++) {
        struct engine_ba w = engine_ba_window(s, g * Kstride);
        engine_ba_running_sum_xyzz(&out[g * ostride], &w, K[g]);
    }
}

/* One window's result: ba_running_sums of a single window of dense buckets. */
static inline void engine_ba_running_sum(msm_pt *out, struct engine_ba *s, size_t K) {
    engine_ba_running_sums(out, 1, s, 1, K, &K, 1);
}

/* A window with fewer buckets than the others (the top one, K < Kstride) has more points per
 * bucket: a batch holds each bucket once, so its points crowd the queue, which overflowed into
 * XYZZ twins (mixed additions, five times an eight-lane affine one on BLS12-381 G2) or, at the
 * end, drained one entry per bucket and batch (BLS12-377 G1 n = 64, GLV window 6: 4 buckets for
 * 128 points, 64 batches of one or two entries, each with its inversion). Its K buckets get
 * R = Kstride / K replicas instead, point t going to replica t mod R, so the window fills its
 * stride like the others (task_batch_affine); then this folds the replicas (at base) into the
 * first K buckets: the same additions, in log2 R levels (replica r += replica r + h for
 * h = R/2, ..., 1), each in batches of affine additions, XYZZ twins added alike. The queue is
 * empty. */
static void engine_ba_fold_replicas(struct engine_ba *s, size_t base, size_t K, size_t R) {
    for (size_t h = R / 2; h >= 1; h /= 2) {
        for (size_t i = base; i < base + h * K; i++) {
            const size_t j = i + h * K;
            const uint8_t fj = s->fl[j];
            if (fj & MSM_BA_XYZZ) {
                if (s->fl[i] & MSM_BA_XYZZ)
                    msm_pt_add(&s->XB[i], &s->XB[i], &s->XB[j]);
                else
                    s->XB[i] = s->XB[j];
                s->fl[i] |= MSM_BA_XYZZ;
            }
            if (fj & MSM_BA_AFF) {
                if (s->fl[i] & MSM_BA_AFF) { /* A[j] is read when the batch runs */
                    engine_ba_enter(s, (uint32_t)i, &s->A[j], 0);
                    if (s->nb == s->S) engine_ba_flush(s);
                } else {
                    s->A[i] = s->A[j];
                    s->fl[i] |= MSM_BA_AFF;
                }
            }
            s->fl[j] = 0;
        }
        if (s->nb > 0) engine_ba_flush(s);
    }
}

/* The lanes of c's batches: its batch-affine shape's, else the selected level's. */
static unsigned engine_ba_lanes(const struct engine_call *c) {
    if (c->shape != NULL && c->shape->strategy == ECB_MSM_BATCH_AFFINE) return c->shape->lanes;
    return msm_weierstrass_lanes();
}

/* Task (window group g, chunk x) of batch_affine: the chunk's points into the affine buckets
 * of the group's windows (msm_ba_join: windows share batches, so a batch's inversion is
 * shared by up to MSM_BA_BATCH_MAX additions even when one window has few buckets), then
 * their running-sum reductions, into results[j X + x] for each window j of the group. */
MSM_HOT static void engine_task_batch_affine(void *ctx, size_t task, unsigned worker) {
    struct engine_call *c = ctx;
    const unsigned cw = c->plan.window, X = c->plan.point_chunks, x = (unsigned)(task % X);
    const unsigned W = msm_pippenger_windows(c->bits, cw),
                   G = msm_ba_join((size_t)1 << (cw - 1), W);
    const unsigned j0 = (unsigned)(task / X) * G, j1 = j0 + G < W ? j0 + G : W;
    const size_t Kstride = (size_t)1 << (cw - 1);
    const size_t lo = engine_chunk_lo(c->n, X, x), hi = engine_chunk_lo(c->n, X, x + 1);
    unsigned char *w =
        (unsigned char *)engine_region(c, MSM_R_WORKER) + (size_t)worker * c->layout.worker_size;
    const size_t *o = c->layout.w_off;
    size_t K[MSM_MAX_SCALAR_BITS + 1], R[MSM_MAX_SCALAR_BITS + 1];
    for (unsigned j = j0; j < j1; j++) {
        K[j - j0] = msm_pippenger_buckets(c->bits, cw, j);
        R[j - j0] = Kstride / K[j - j0];
    }
    struct engine_ba s = {
        .A = (msm_aff *)(void *)(w + o[MSM_W_BUCKETS]),
        .XB = (msm_pt *)(void *)(w + o[MSM_W_XYZZ]),
        .fl = w + o[MSM_W_FLAGS],
        .bacc = (msm_aff **)(void *)(w + o[MSM_W_BATCH_ACC]),
        .badd = (const msm_aff **)(void *)(w + o[MSM_W_BATCH_ADD]),
        .bneg = w + o[MSM_W_BATCH_NEG],
        .bk = (uint32_t *)(void *)(w + o[MSM_W_BATCH_IDX]),
        .queue = (uint64_t *)(void *)(w + o[MSM_W_QUEUE]),
        .scratch = w + o[MSM_W_SCRATCH],
        .kind = w + o[MSM_W_KIND],
        .points = c->aff + lo,
        .nb = 0,
        .nq = 0,
        .S = msm_ba_batch((size_t)(j1 - j0) * Kstride),
        .lanes = engine_ba_lanes(c),
    };
    /* a block's digits point by point, the group's windows side by side (entry t G' + g), so
     * that consecutive insertions go to different windows' buckets and rarely wait */
    int32_t *dig = (int32_t *)(void *)(w + o[MSM_W_DIGITS]);
    const unsigned Gt = j1 - j0;
    const size_t per_block = MSM_DIGIT_BLOCK / Gt > 0 ? MSM_DIGIT_BLOCK / Gt : 1;
    memset(s.fl, 0, (size_t)Gt * Kstride);
    MSM_PHASE_ENTER(MSM_PH_ACCUMULATE);
    for (size_t blk = lo; blk < hi; blk += per_block) {
        const size_t m = hi - blk < per_block ? hi - blk : per_block, e = m * Gt;
        MSM_PHASE_START(t_dig);
        for (size_t t = 0; t < m; t++)
            for (unsigned g = 0; g < Gt; g++)
                dig[t * Gt + g] = msm_booth_digit(msm_scalar_limbs(&c->scalars[blk + t]),
                                                  MSM_SCALAR_LIMBS, cw, j0 + g);
        MSM_PHASE_STOP(MSM_PH_DIGITS, t_dig);
        MSM_PHASE_START(t_acc);
        /* entry i = t Gt + g; (tn, gn) is entry i + MSM_PREFETCH_DIST's; replicas by mask (R is
         * a power of two): no division in the loop */
        size_t tn = MSM_PREFETCH_DIST / Gt, gn = MSM_PREFETCH_DIST % Gt;
        for (size_t t = 0, i = 0; t < m; t++) {
            for (unsigned g = 0; g < Gt; g++, i++) {
                if (i + MSM_PREFETCH_DIST < e) {
                    const int32_t dn = dig[i + MSM_PREFETCH_DIST];
                    if (dn != 0)
                        __builtin_prefetch(&s.A[gn * Kstride + ((blk + tn) & (R[gn] - 1)) * K[gn] +
                                                (size_t)(dn < 0 ? -dn : dn) - 1],
                                           1, 3);
                    if (++gn == Gt) {
                        gn = 0;
                        tn++;
                    }
                }
                const int32_t d = dig[i];
                if (d == 0) continue;
                const uint32_t k = (uint32_t)(g * Kstride + ((blk + t) & (R[g] - 1)) * K[g] +
                                              (size_t)(d < 0 ? -d : d) - 1);
                engine_ba_insert(&s, k, (uint32_t)(blk + t - lo), d < 0);
                if (s.nb == s.S) engine_ba_flush(&s);
            }
        }
        MSM_PHASE_STOP(MSM_PH_ACCUMULATE, t_acc);
    }
    MSM_PHASE_START(t_drain);
    engine_ba_drain(&s);
    for (unsigned g = 0; g < Gt; g++)
        if (R[g] > 1) engine_ba_fold_replicas(&s, g * Kstride, K[g], R[g]);
    MSM_PHASE_STOP(MSM_PH_ACCUMULATE, t_drain);
    MSM_PHASE_ENTER(MSM_PH_REDUCE);
    MSM_PHASE_START(t_red);
    engine_ba_running_sums(&c->results[(size_t)j0 * X + x], X, &s, j1 - j0, Kstride, K,
                           hi - lo >= MSM_BA_DENSE * Kstride);
    MSM_PHASE_STOP(MSM_PH_REDUCE, t_red);
    MSM_PHASE_ENTER(MSM_PH_ACCUMULATE);
}

/* Task (bit j, chunk x) of bucket_1bit: the sum of the chunk's points whose scalar has bit j
 * set, as a binary tree of batch-affine additions (level by level, stride doubling). */
MSM_HOT static void engine_task_bucket_1bit(void *ctx, size_t task, unsigned worker) {
    struct engine_call *c = ctx;
    unsigned X = c->plan.point_chunks;
    unsigned j = (unsigned)(task / X), x = (unsigned)(task % X);
    unsigned char *w =
        (unsigned char *)engine_region(c, MSM_R_WORKER) + (size_t)worker * c->layout.worker_size;
    const size_t *o = c->layout.w_off;
    msm_aff *L = (msm_aff *)(void *)(w + o[MSM_W_BUCKETS]);
    msm_aff **bacc = (msm_aff **)(void *)(w + o[MSM_W_BATCH_ACC]);
    const msm_aff **badd = (const msm_aff **)(void *)(w + o[MSM_W_BATCH_ADD]);
    uint8_t *bneg = w + o[MSM_W_BATCH_NEG];
    size_t lo = engine_chunk_lo(c->n, X, x), hi = engine_chunk_lo(c->n, X, x + 1);
    size_t S = MSM_BA_BATCH_MAX, cnt = 0;
    for (size_t t = lo; t < hi; t++)
        if (msm_bits(msm_scalar_limbs(&c->scalars[t]), MSM_SCALAR_LIMBS, j, 1))
            L[cnt++] = c->aff[t];
    memset(bneg, 0, S);
    for (size_t stride = 1; stride < cnt; stride *= 2) {
        size_t nb = 0;
        for (size_t i = 0; i + stride < cnt; i += 2 * stride) {
            bacc[nb] = &L[i];
            badd[nb] = &L[i + stride];
            if (++nb == S) {
                msm_aff_add_batch(bacc, badd, bneg, nb, w + o[MSM_W_SCRATCH], w + o[MSM_W_KIND]);
                nb = 0;
            }
        }
        msm_aff_add_batch(bacc, badd, bneg, nb, w + o[MSM_W_SCRATCH], w + o[MSM_W_KIND]);
    }
    if (cnt == 0)
        msm_pt_identity(&c->results[task]);
    else
        msm_pt_from_aff(&c->results[task], &L[0]);
}
