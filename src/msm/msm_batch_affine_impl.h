/* The batch-affine strategies of the MSM engine, part of msm_impl.h (included from there when
 * the group defines MSM_HAVE_BATCH_AFFINE, i.e. provides msm_aff_add_batch, msm_aff_set and
 * msm_pt_add_aff_signed, see msm_weierstrass.h).
 *
 * batch_affine  Pippenger whose buckets are affine points: a bucket addition is the chord
 *               formula, 5M + 1S once the one inversion of its batch is shared (Montgomery's
 *               trick; survey §6: gnark-crypto, Constantine, snarkVM). A batch may hold each
 *               bucket once, so a point whose bucket is already in the batch waits in a
 *               queue and enters a later batch (first in, first out; gnark-crypto's scheme,
 *               after CycloneMSM §5.3); when the queue is full the point goes into the
 *               bucket's XYZZ twin instead (a mixed addition), so no input order costs more
 *               than a mixed addition per point. Empty buckets take a copy. Equal points
 *               (the tangent) and opposite points (the identity) inside a batch are the
 *               kernel's cases MSM_AFF_DBL and MSM_AFF_CANCEL. The running-sum reduction
 *               runs in XYZZ: R += A_k (mixed), R += X_k, T += R; at level ifma, from
 *               MSM_BA_RS_MIN buckets up and without XYZZ twins, in batches of affine
 *               additions over segments of the buckets (ba_running_sum_batched).
 *   Batch size: msm_ba_batch(K) entries per inversion for K buckets (msm_internal.h).
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
struct MSM_FN(ba) {
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
};

/* A point for bucket k: a copy into an empty bucket, a batch entry, or the queue (the XYZZ
 * twin when the queue is full). */
static inline void MSM_FN(ba_insert)(struct MSM_FN(ba) * s, uint32_t k, uint32_t t, int neg) {
    uint8_t f = s->fl[k];
    const msm_aff *p = s->points + t;
    if (f & MSM_BA_BUSY) {
        if (s->nq < s->S) {
            s->queue[s->nq++] = ((uint64_t)k << 32) | ((uint64_t)t << 1) | (uint64_t)neg;
        } else if (f & MSM_BA_XYZZ) {
            msm_pt_add_aff_signed(&s->XB[k], &s->XB[k], p, neg);
        } else {
            msm_pt_from_aff_signed(&s->XB[k], p, neg);
            s->fl[k] = f | MSM_BA_XYZZ;
        }
        return;
    }
    if (!(f & MSM_BA_AFF)) {
        msm_aff_set(&s->A[k], p, neg);
        s->fl[k] = f | MSM_BA_AFF;
        return;
    }
    size_t i = s->nb++;
    s->bacc[i] = &s->A[k];
    s->badd[i] = p;
    s->bneg[i] = (uint8_t)neg;
    s->bk[i] = k;
    s->fl[k] = f | MSM_BA_BUSY;
}

/* Runs the batch, frees its buckets and moves waiting points into the next batch; repeats
 * while the batch refills completely. */
MSM_HOT static void MSM_FN(ba_flush)(struct MSM_FN(ba) * s) {
    do {
        msm_aff_add_batch(s->bacc, s->badd, s->bneg, s->nb, s->scratch, s->kind);
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
            MSM_FN(ba_insert)(s, k, (uint32_t)e >> 1, (int)(e & 1));
        }
        s->nq = keep;
    } while (s->nb == s->S);
}

#ifdef MSW_FE8
/* Buckets from which the reduction runs in batches of affine additions at level ifma. */
#define MSM_BA_RS_MIN 128u

/* ba_running_sum below in batches of affine additions, for a task whose buckets are all
 * affine (no XYZZ twin): at level ifma the eight-lane batch (msm_weierstrass_x8_ifma.h) makes an
 * addition several times cheaper than the XYZZ ones of the running sums. The K buckets form S
 * segments of len (S near 2 sqrt(K), so that the len steps' inversions and the 2 S XYZZ
 * additions below balance); bucket b = j len + l has weight b + 1 = (l + 1) + j len, so
 *   sum_b (b + 1) B_b = sum_b A'_b + len sum_j j R_j,
 * with A'_b = sum_{l' >= l} B_{j len + l'} the in-segment suffix sums (len - 1 batches over
 * the segments side by side, independent chains) and R_j = A'_{j len}. sum_j j R_j is a
 * running sum over the S segments (XYZZ), times len by doublings; sum_b A'_b a tree of
 * batches. The buckets are overwritten. */
static void MSM_FN(ba_running_sum_batched)(msm_pt *out, const struct MSM_FN(ba) * s, size_t K) {
    msm_aff *A = s->A;
    size_t S = 1, nb;
    while (S * S < 4 * K)
        S *= 2;
    if (S > s->S) S = s->S;
    const size_t len = (K + S - 1) / S;
    S = (K + len - 1) / len;
    for (size_t k = 0; k < K; k++)
        if (!(s->fl[k] & MSM_BA_AFF)) msm_aff_identity(&A[k]);
    memset(s->bneg, 0, s->S);
    for (size_t l = len - 1; l-- > 0;) { /* suffix sums, every segment at once */
        nb = 0;
        for (size_t j = 0; j < S; j++) {
            size_t b = j * len + l;
            if (b + 1 >= K) continue;
            s->bacc[nb] = &A[b];
            s->badd[nb++] = &A[b + 1];
        }
        msm_aff_add_batch(s->bacc, s->badd, s->bneg, nb, s->scratch, s->kind);
    }
    msm_pt run, acc, w;
    msm_pt_identity(&run);
    msm_pt_identity(&acc);
    msm_pt_identity(&w);
    for (size_t j = S; j-- > 1;) { /* acc = sum_j j R_j */
        msm_pt_add_aff(&run, &run, &A[j * len]);
        msm_pt_add(&acc, &acc, &run);
    }
    for (int bit = 63 - __builtin_clzll((unsigned long long)len); bit >= 0; bit--) {
        msm_pt_dbl(&w, &w); /* w = len acc */
        if ((len >> bit) & 1) msm_pt_add(&w, &w, &acc);
    }
    for (size_t stride = 1; stride < K; stride *= 2) { /* A'_0 = sum_b A'_b */
        nb = 0;
        for (size_t i = 0; i + stride < K; i += 2 * stride) {
            s->bacc[nb] = &A[i];
            s->badd[nb++] = &A[i + stride];
            if (nb == s->S) {
                msm_aff_add_batch(s->bacc, s->badd, s->bneg, nb, s->scratch, s->kind);
                nb = 0;
            }
        }
        msm_aff_add_batch(s->bacc, s->badd, s->bneg, nb, s->scratch, s->kind);
    }
    msm_pt_add_aff(out, &w, &A[0]);
}
#endif

/* *out = sum_{k=1}^{K} k B_k with B_k = A_k + X_k (the affine part and the projective
 * overflow of bucket k), by running sums from the top bucket; at level ifma, for MSM_BA_RS_MIN
 * buckets or more and no XYZZ twin, in batches of affine additions (above). */
static inline void MSM_FN(ba_running_sum)(msm_pt *out, const struct MSM_FN(ba) * s, size_t K) {
    msm_pt run, tot;
    int have_run = 0, have_tot = 0;
#ifdef MSW_FE8
    if (K >= MSM_BA_RS_MIN && msm_bls12_lanes() == 8) {
        size_t k = 0;
        while (k < K && !(s->fl[k] & MSM_BA_XYZZ))
            k++;
        if (k == K) {
            MSM_FN(ba_running_sum_batched)(out, s, K);
            return;
        }
    }
#endif
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
        if (f & MSM_BA_XYZZ) MSM_FN(sum_add)(&run, &have_run, &s->XB[k]);
        if (have_run) MSM_FN(sum_add)(&tot, &have_tot, &run);
    }
    if (have_tot)
        *out = tot;
    else
        msm_pt_identity(out);
}

/* Task (window j, chunk x) of batch_affine: the chunk's points into affine buckets by their
 * digit of window j, then the running-sum reduction. */
MSM_HOT static void MSM_FN(task_batch_affine)(void *ctx, size_t task, unsigned worker) {
    struct MSM_FN(call) *c = ctx;
    struct MSM_FN(wtask) wt = MSM_FN(window_task)(c, task, worker);
    unsigned cw = c->plan.window, j = wt.j;
    size_t K = wt.K, lo = wt.lo, hi = wt.hi;
    unsigned char *w = wt.w;
    const size_t *o = c->layout.w_off;
    struct MSM_FN(ba) s = {
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
        .S = msm_ba_batch(K),
    };
    int32_t *dig = (int32_t *)(void *)(w + o[MSM_W_DIGITS]);
    memset(s.fl, 0, K);
    for (size_t blk = lo; blk < hi; blk += MSM_DIGIT_BLOCK) {
        size_t m = hi - blk < MSM_DIGIT_BLOCK ? hi - blk : MSM_DIGIT_BLOCK;
        for (size_t t = 0; t < m; t++)
            dig[t] =
                msm_booth_digit(msm_scalar_limbs(&c->scalars[blk + t]), MSM_SCALAR_LIMBS, cw, j);
        for (size_t t = 0; t < m; t++) {
            if (t + MSM_PREFETCH_DIST < m) {
                int32_t dn = dig[t + MSM_PREFETCH_DIST];
                if (dn != 0) __builtin_prefetch(&s.A[(dn < 0 ? -dn : dn) - 1], 1, 3);
            }
            int32_t d = dig[t];
            if (d == 0) continue;
            uint32_t k = (uint32_t)(d < 0 ? -d : d) - 1;
            MSM_FN(ba_insert)(&s, k, (uint32_t)(blk + t - lo), d < 0);
            if (s.nb == s.S) MSM_FN(ba_flush)(&s);
        }
    }
    while (s.nb > 0 || s.nq > 0)
        MSM_FN(ba_flush)(&s);
    MSM_FN(ba_running_sum)(&c->results[task], &s, K);
}

/* Task (bit j, chunk x) of bucket_1bit: the sum of the chunk's points whose scalar has bit j
 * set, as a binary tree of batch-affine additions (level by level, stride doubling). */
MSM_HOT static void MSM_FN(task_bucket_1bit)(void *ctx, size_t task, unsigned worker) {
    struct MSM_FN(call) *c = ctx;
    unsigned X = c->plan.point_chunks;
    unsigned j = (unsigned)(task / X), x = (unsigned)(task % X);
    unsigned char *w =
        (unsigned char *)MSM_FN(region)(c, MSM_R_WORKER) + (size_t)worker * c->layout.worker_size;
    const size_t *o = c->layout.w_off;
    msm_aff *L = (msm_aff *)(void *)(w + o[MSM_W_BUCKETS]);
    msm_aff **bacc = (msm_aff **)(void *)(w + o[MSM_W_BATCH_ACC]);
    const msm_aff **badd = (const msm_aff **)(void *)(w + o[MSM_W_BATCH_ADD]);
    uint8_t *bneg = w + o[MSM_W_BATCH_NEG];
    size_t lo = MSM_FN(chunk_lo)(c->n, X, x), hi = MSM_FN(chunk_lo)(c->n, X, x + 1);
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
