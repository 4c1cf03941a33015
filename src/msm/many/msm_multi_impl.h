/* Many MSMs in one call, written once and included by each BLS12 engine file
 * (msm_bls12_381_g1.c, msm_bls12_381_g2.c, msm_bls12_377_g1.c) after the engine, so that it runs
 * on the engine's point layer (msm_weierstrass_point.h: msm_aff, which is the group layer's affine
 * type, and the batch additions msm_aff_add_batch, in eight lanes when the selected level has
 * them). The engine file defines MG (the group layer's prefix: g1_381, g2_381, g1_377),
 * MS_MUL_VAR (the group's endomorphism-split variable-time scalar multiplication), MS_GROUP
 * (its ecb_group), MS_ENGINE (the group's public MSM) and the full names of the three functions
 * other files call, as msm_multi.h declares them (MS_RUN msm_multi_g1_381_run, MS_PLAN,
 * MS_COLUMNS_VAR); the rest are static, named multi_*; msm_weierstrass_glue.h gives the public
 * types (msm_input, MSM_OUTPUT, msm_scalar) and the group order (msm_group_order). Variable
 * time: public points and scalars only.
 *
 * Two shapes (msm_multi.h):
 *   MS_RUN          m MSMs over one set of n bases, out_j = sum_i k_{j,i} P_i: the plan
 *                     (MS_PLAN) picks m engine MSMs, m tree Pippengers or one table of
 *                     shifted copies; see ecb_msm_multi_method in include/ecbatch/msm.h.
 *   MS_COLUMNS_VAR  m MSMs over k bases each that share their k scalars.
 *
 * Batch-affine additions (msm_aff_add_batch): affine sums for a whole array of independent
 * entries at once, the denominators sharing one field inversion (Montgomery's trick), so an
 * addition costs about 5M + 1S instead of a mixed addition's 8M + 2S. The identity is (0, 0)
 * (never on these curves).
 *
 * multi_pippenger: the bucket method (Pippenger; Bernstein et al., "Faster batch forgery
 * identification", 2012) with signed c-bit digits, 2^(c-1) buckets per window. Each window's
 * buckets are summed as a tree of batch-affine additions over all buckets at once (one
 * inversion per tree level); windows run in parallel on `threads` workers. Then every
 * window's running sum sum_b b B_b advances in lock step, each of its 2 x 2^(c-1) steps one
 * batch-affine addition over all windows, and the windows are joined by c doublings each
 * (Horner, XYZZ coordinates). c minimises windows x (n + 2 x 2^(c-1)): the window rules and
 * the plan's estimates of every method are the cost model's (msm_cost_model.h, msm_cost_tables.c).
 *
 * MS_COLUMNS_VAR: m MSMs that share their k scalars (threshold decryption's columns), as
 * interleaved width-w NAF (Straus) over all columns in lock step, so that every doubling and
 * addition step of the chain is one batch-affine operation over a block of columns. */
#include <string.h>

#include "field/scalar_wnaf.h"
#include "msm/many/msm_multi.h"
#include "msm/many/msm_multi_plan.h"
#include "msm/plan/msm_cost_model.h"
#include "util/alloc.h"
#include "util/parallel.h"

#define MS_P2(a, b) a##_##b
#define MS_P(a, b) MS_P2(a, b)
#define MG_(op) MS_P(MG, op)
#define MS_AFF msm_aff /* the group layer's MG_(aff) (msm_weierstrass_point.h) */
#define MS_JAC MG_(jac)
#define MS_XYZZ MG_(xyzz)

/* A batch of pending additions *acc[i] += (neg[i] ? -*add[i] : *add[i]), run by the engine's
 * msm_aff_add_batch: the acc[i] pairwise distinct and never the add of another entry
 * (add[i] == acc[i] is a doubling). A batch of capacity cap lives in cap MS_ENTRY_BYTES
 * bytes. */
struct multi_batch {
    MS_AFF **acc;
    const MS_AFF **add;
    unsigned char *scratch;
    uint8_t *neg, *kind;
    size_t n;
};

#ifndef MS_ENTRY_BYTES
#define MS_ENTRY_BYTES (2 * sizeof(void *) + MSM_AFF_BATCH_SCRATCH + 2)
#endif

static struct multi_batch multi_batch_at(unsigned char *mem, size_t cap) {
    struct multi_batch b;
    b.acc = (MS_AFF **)(void *)mem;
    b.add = (const MS_AFF **)(void *)(b.acc + cap);
    b.scratch = (unsigned char *)(b.add + cap);
    b.neg = b.scratch + cap * MSM_AFF_BATCH_SCRATCH;
    b.kind = b.neg + cap;
    b.n = 0;
    return b;
}

static inline void multi_push(struct multi_batch *b, MS_AFF *acc, const MS_AFF *add, int neg) {
    b->acc[b->n] = acc;
    b->add[b->n] = add;
    b->neg[b->n++] = (uint8_t)neg;
}

static void multi_flush(struct multi_batch *b) {
    msm_aff_add_batch(b->acc, b->add, b->neg, b->n, b->scratch, b->kind);
    b->n = 0;
}

/* ---- Pippenger -------------------------------------------------------------------------- */

struct multi_job {
    const MS_AFF *pts;
    const int32_t *digits; /* windows x n, window-major; NULL: each window's task computes its
                              digits of k into its worker's scratch */
    const msm_limbs *k;
    size_t n;
    unsigned c;
    size_t buckets;
    MS_AFF *buckets_out;    /* windows x buckets: each window's bucket sums */
    unsigned char *scratch; /* per worker */
    size_t scratch_per_worker;
};

static size_t multi_scratch_size(size_t n, size_t buckets) {
    size_t bytes =
        n * sizeof(MS_AFF) + 2 * buckets * sizeof(uint32_t) + (n / 2 + 1) * MS_ENTRY_BYTES;
    return (bytes + 63) & ~(size_t)63; /* each worker's block starts 64-byte aligned */
}

/* One window: points into buckets by |digit| (negated for negative digits), each bucket
 * summed by a tree of batch additions; the bucket sums go to buckets_out. */
static void multi_window(void *ctx, size_t w, unsigned worker) {
    struct multi_job *job = ctx;
    size_t n = job->n, nb = job->buckets;
    unsigned char *s = job->scratch + worker * job->scratch_per_worker;
    MS_AFF *slot = (MS_AFF *)(void *)s;
    uint32_t *cnt = (uint32_t *)(void *)(slot + n), *off = cnt + nb;
    struct multi_batch batch = multi_batch_at((unsigned char *)(off + nb), n / 2 + 1);
    const int32_t *d;
    if (job->digits != NULL) {
        d = job->digits + w * n;
    } else {
        int32_t *own = (int32_t *)(void *)(s + multi_scratch_size(n, nb));
        for (size_t i = 0; i < n; i++)
            own[i] = msm_booth_digit(job->k[i].v, 4, job->c, (unsigned)w);
        d = own;
    }

    memset(cnt, 0, nb * sizeof *cnt);
    for (size_t i = 0; i < n; i++)
        if (d[i] != 0) cnt[(d[i] < 0 ? -d[i] : d[i]) - 1]++;
    uint32_t total = 0;
    for (size_t b = 0; b < nb; b++) {
        off[b] = total;
        total += cnt[b];
        cnt[b] = 0;
    }
    for (size_t i = 0; i < n; i++) {
        if (d[i] == 0) continue;
        size_t b = (size_t)(d[i] < 0 ? -d[i] : d[i]) - 1;
        MS_AFF *p = &slot[off[b] + cnt[b]++];
        *p = job->pts[i];
        if (d[i] < 0) MG_(aff_neg)(p, p);
    }
    /* tree levels: within each bucket the upper half is added onto the lower half in place
     * (the middle element of an odd count stays) */
    for (;;) {
        for (size_t b = 0; b < nb; b++) {
            MS_AFF *base = slot + off[b];
            const uint32_t keep = (cnt[b] + 1) / 2;
            for (uint32_t i = 0; keep + i < cnt[b]; i++)
                multi_push(&batch, &base[i], &base[keep + i], 0);
        }
        if (batch.n == 0) break;
        multi_flush(&batch);
        for (size_t b = 0; b < nb; b++)
            cnt[b] = (cnt[b] + 1) / 2;
    }
    MS_AFF *out = job->buckets_out + w * nb;
    for (size_t b = 0; b < nb; b++) {
        if (cnt[b] != 0)
            out[b] = slot[off[b]];
        else
            msm_aff_identity(&out[b]);
    }
}

/* The reduction's segments: nb = segs x len buckets with segs about sqrt(nb), so that its
 * sequential chain of batch additions (each with one inversion) has about 2 (len + segs) + log2
 * nb steps instead of 2 nb, every step batching windows x segs (or windows) additions. */
static size_t multi_segments(size_t nb) {
    unsigned lg = 0;
    while (((size_t)1 << (lg + 1)) <= nb)
        lg++;
    return (size_t)1 << (lg / 2);
}

/* Scratch of multi_reduce for `windows` windows of nb buckets, in bytes. */
static size_t multi_reduce_scratch(size_t windows, size_t nb) {
    size_t segs = multi_segments(nb), items = windows * segs;
    return (2 * items + windows) * sizeof(MS_AFF) + items * MS_ENTRY_BYTES;
}

static void multi_set_identity(MS_AFF *a, size_t n) {
    for (size_t i = 0; i < n; i++)
        msm_aff_identity(&a[i]);
}

/* sum[w] = sum_b (b + 1) B[w][b] for every window w at once (nb a power of two). With
 * nb = segs x len and bucket b = j len + l of segment j:
 *   sum = sum_j [ T_j + j len R_j ],  R_j = sum_l B_{j len + l},  T_j = sum_l (l + 1) B_{j len +
 * l}.
 * 1. R_j and T_j of every window and segment by running sums over l from the top (2 len steps
 *    over windows x segs). 2. acc = sum_j j R_j by a running sum over j from the top
 *    (2 (segs - 1) steps), then len acc by log2 len doublings. 3. sum_j T_j by a tree
 *    (log2 segs steps) and one last addition. */
static void multi_reduce(MS_AFF *sum, const MS_AFF *buckets, size_t windows, size_t nb,
                         unsigned char *scratch) {
    size_t segs = multi_segments(nb), len = nb / segs, items = windows * segs;
    MS_AFF *run = (MS_AFF *)(void *)scratch, *tri = run + items, *run2 = tri + items;
    struct multi_batch batch = multi_batch_at((unsigned char *)(run2 + windows), items);
    multi_set_identity(run, items);
    multi_set_identity(tri, items);
    multi_set_identity(run2, windows);
    multi_set_identity(sum, windows);
    for (size_t l = len; l-- > 0;) { /* 1. */
        for (size_t w = 0; w < windows; w++)
            for (size_t j = 0; j < segs; j++) {
                const MS_AFF *b = &buckets[w * nb + j * len + l];
                if (!MG_(aff_is_identity)(b)) multi_push(&batch, &run[w * segs + j], b, 0);
            }
        multi_flush(&batch);
        for (size_t i = 0; i < items; i++)
            if (!MG_(aff_is_identity)(&run[i])) multi_push(&batch, &tri[i], &run[i], 0);
        multi_flush(&batch);
    }
    for (size_t j = segs; j-- > 1;) { /* 2. */
        for (size_t w = 0; w < windows; w++)
            if (!MG_(aff_is_identity)(&run[w * segs + j]))
                multi_push(&batch, &run2[w], &run[w * segs + j], 0);
        multi_flush(&batch);
        for (size_t w = 0; w < windows; w++)
            if (!MG_(aff_is_identity)(&run2[w])) multi_push(&batch, &sum[w], &run2[w], 0);
        multi_flush(&batch);
    }
    for (size_t d = 1; d < len; d *= 2) {
        for (size_t w = 0; w < windows; w++)
            if (!MG_(aff_is_identity)(&sum[w])) multi_push(&batch, &sum[w], &sum[w], 0);
        multi_flush(&batch);
    }
    for (size_t step = 1; step < segs; step *= 2) { /* 3. */
        for (size_t w = 0; w < windows; w++)
            for (size_t j = 0; j + step < segs; j += 2 * step)
                multi_push(&batch, &tri[w * segs + j], &tri[w * segs + j + step], 0);
        multi_flush(&batch);
    }
    for (size_t w = 0; w < windows; w++)
        multi_push(&batch, &sum[w], &tri[w * segs], 0);
    multi_flush(&batch);
}

/* multi_reduce of the windows [parts x, parts (x + 1)) of `windows` as task x: the windows'
 * reductions are independent and their sums affine (canonical), so any split gives the same
 * sums; each part has its own scratch of `part_scratch` bytes. */
struct multi_reduce_job {
    MS_AFF *sum;
    const MS_AFF *buckets;
    size_t windows, nb, parts, part_scratch;
    unsigned char *scratch;
};

static size_t multi_reduce_part_scratch(size_t windows, size_t nb, size_t parts) {
    return (multi_reduce_scratch((windows + parts - 1) / parts, nb) + 63) & ~(size_t)63;
}

static void multi_reduce_part(void *ctx, size_t x, unsigned worker) {
    struct multi_reduce_job *r = ctx;
    size_t lo = r->windows * x / r->parts, hi = r->windows * (x + 1) / r->parts;
    unsigned char *scratch = r->scratch + x * r->part_scratch;
    (void)worker;
    multi_reduce(r->sum + lo, r->buckets + lo * r->nb, hi - lo, r->nb, scratch);
}

/* The engine's Booth digits (msm_booth_digit) of the scalars, window-major: digit j of scalar
 * i in digits[j n + i], in [-2^(c-1), 2^(c-1)] (so int32: 2^15 at c = 16), with
 * sum_j digit_j 2^(c j) = k_i over windows = msm_pippenger_windows(bits, c). */
static void multi_booth_digits(int32_t *digits, const msm_limbs *k, size_t n, unsigned c,
                               size_t windows) {
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < windows; j++)
            digits[j * n + i] = msm_booth_digit(k[i].v, 4, c, (unsigned)j);
}

/* The bit length of the largest of the scalars (0 when all are 0). */
static unsigned multi_max_bits(const msm_limbs *k, size_t n) {
    uint64_t orl[4] = {0, 0, 0, 0};
    for (size_t i = 0; i < n; i++)
        msm_limbs_or(orl, k[i].v, 4);
    return msm_bitlen(orl, 4);
}

/* The sum of k_i P_i by per-term wNAF multiplications: for a handful of terms. */
static void multi_small(MS_JAC *out, const MS_AFF *pts, const msm_limbs *k, size_t n) {
    MS_JAC p, t;
    MG_(jac_identity)(out);
    for (size_t i = 0; i < n; i++) {
        MG_(jac_from_aff)(&p, &pts[i]);
        MS_MUL_VAR(&t, &p, k[i].v);
        MG_(jac_add_var)(out, out, &t);
    }
}

/* 1 when the term (point p, scalar k) adds nothing: a zero scalar or the identity. */
static inline int multi_dropped(const MS_AFF *p, const msm_limbs *k) {
    return msm_limbs_any(k->v, 4) == 0 || MG_(aff_is_identity)(p);
}

/* The sum of the terms one by one, dropped ones skipped: few terms, or no memory. */
static void multi_sum_terms(MS_JAC *out, const MS_AFF *pts, const msm_limbs *k, size_t n) {
    MG_(jac_identity)(out);
    for (size_t i = 0; i < n; i++) {
        if (multi_dropped(&pts[i], &k[i])) continue;
        MS_JAC t;
        multi_small(&t, &pts[i], &k[i], 1);
        MG_(jac_add_var)(out, out, &t);
    }
}

/* The tree Pippenger of one MSM: windows in parallel, each task computing its own digits, then
 * the reductions in one part per worker. Terms with a zero scalar or the identity are dropped
 * first (into a copy, only when there are any). One allocation per call: the copies, the
 * bucket and window sums with the reduction's scratch, and the workers' scratch. */
static void multi_pippenger(MS_JAC *out, const MS_AFF *pts, const msm_limbs *k, size_t n,
                            unsigned threads) {
    size_t m = 0;
    unsigned bits = 0;
    for (size_t i = 0; i < n; i++) {
        if (multi_dropped(&pts[i], &k[i])) continue;
        unsigned b = msm_bitlen(k[i].v, 4);
        if (b > bits) bits = b;
        m++;
    }
    if (m <= 4 || bits == 0) {
        multi_sum_terms(out, pts, k, n);
        return;
    }
    double adds;
    unsigned c = msm_cost_multi_tree_window(m, bits, &adds);
    size_t windows = msm_pippenger_windows(bits, c), nb = (size_t)1 << (c - 1);
    unsigned workers = threads < 1 ? 1 : threads;
    if (workers > windows) workers = (unsigned)windows;
    size_t per_worker = multi_scratch_size(m, nb) + ((m * sizeof(int32_t) + 63) & ~(size_t)63);
    /* the copies, then the bucket sums, the window sums and the reduction's scratch (one part
     * per worker), then the workers' scratch; every region 64-byte aligned */
    size_t parts = workers, part_scratch = multi_reduce_part_scratch(windows, nb, parts);
    size_t copies = m < n ? ((m * (sizeof(MS_AFF) + sizeof(msm_limbs)) + 63) & ~(size_t)63) : 0;
    size_t sums = (windows * (nb + 1) * sizeof(MS_AFF) + 63) & ~(size_t)63;
    unsigned char *mem =
        ecb_malloc(64 + copies + sums + parts * part_scratch + workers * per_worker);
    if (mem == NULL) {
        multi_sum_terms(out, pts, k, n);
        return;
    }
    unsigned char *at = (unsigned char *)(((uintptr_t)mem + 63) & ~(uintptr_t)63);
    const MS_AFF *p = pts;
    const msm_limbs *sk = k;
    if (copies > 0) {
        MS_AFF *pc = (MS_AFF *)(void *)at;
        msm_limbs *sc = (msm_limbs *)(void *)(pc + m);
        for (size_t i = 0, j = 0; i < n; i++) {
            if (multi_dropped(&pts[i], &k[i])) continue;
            pc[j] = pts[i];
            sc[j++] = k[i];
        }
        p = pc;
        sk = sc;
    }
    MS_AFF *buckets_out = (MS_AFF *)(void *)(at + copies);
    unsigned char *rs = at + copies + sums;
    struct multi_job job = {p,         NULL, sk, m, c, nb, buckets_out, rs + parts * part_scratch,
                            per_worker};
    ecb_parallel_run(workers, windows, multi_window, &job);
    MS_AFF *sum = buckets_out + windows * nb;
    struct multi_reduce_job rj = {sum, buckets_out, windows, nb, parts, part_scratch, rs};
    ecb_parallel_run(workers, parts, multi_reduce_part, &rj);
    MS_XYZZ acc;
    MG_(xyzz_from_aff)(&acc, &sum[windows - 1]);
    for (size_t j = windows - 1; j-- > 0;) {
        for (unsigned i = 0; i < c; i++)
            MG_(xyzz_dbl)(&acc, &acc);
        MG_(xyzz_add_aff_var)(&acc, &acc, &sum[j]);
    }
    MG_(xyzz_to_jac)(out, &acc);
    ecb_free(mem);
}

/* ---- many MSMs over the same points: shifted copies --------------------------------------- */

/* With copies 2^(c j) P_i (j < W) every MSM is ONE window over n W points, about n W + 2^c
 * additions (Pippenger: W (n + 2^c)); building the copies costs n c (W - 1) doublings once. The
 * window: the plan's (msm_cost_multi_copies_window). */

struct multi_shift_job {
    MS_AFF *pts; /* windows x n */
    size_t n, windows;
    unsigned c;
    unsigned char *scratch;
    size_t scratch_per_worker;
};

#define MS_SHIFT_SCRATCH ((MSM_MULTI_SHIFT_BLOCK * MS_ENTRY_BYTES + 63) & ~(size_t)63)

/* One block of points: copy j + 1 = 2^c copy j, by c batch doublings per copy. */
static void multi_shift_block(void *ctx, size_t blk, unsigned worker) {
    struct multi_shift_job *job = ctx;
    size_t lo = blk * MSM_MULTI_SHIFT_BLOCK,
           len = job->n - lo < MSM_MULTI_SHIFT_BLOCK ? job->n - lo : MSM_MULTI_SHIFT_BLOCK;
    unsigned char *s = job->scratch + worker * job->scratch_per_worker;
    struct multi_batch batch = multi_batch_at(s, MSM_MULTI_SHIFT_BLOCK);
    for (size_t j = 1; j < job->windows; j++) {
        MS_AFF *src = job->pts + (j - 1) * job->n + lo, *dst = job->pts + j * job->n + lo;
        memcpy(dst, src, len * sizeof *dst);
        for (unsigned d = 0; d < job->c; d++) {
            for (size_t i = 0; i < len; i++)
                multi_push(&batch, &dst[i], &dst[i], 0);
            multi_flush(&batch);
        }
    }
}

/* The rows' job: out[j] = sum_i k[j n + i] P_i over the table's n W copies. */
struct multi_rows_job {
    MS_JAC *out;
    const MS_AFF *tab; /* windows x n */
    const msm_limbs *k;
    size_t n, windows;
    unsigned c;
    unsigned char *scratch;
    size_t scratch_per_worker;
};

/* Per worker: the digits of one row, the bucket sums and the reduction's, the window's. */
static size_t multi_row_scratch(size_t n, size_t windows, unsigned c) {
    size_t total = windows * n, nb = (size_t)1 << (c - 1);
    size_t bytes = ((total * sizeof(int32_t) + 63) & ~(size_t)63) +
                   (((nb + 1) * sizeof(MS_AFF) + multi_reduce_scratch(1, nb) + 63) & ~(size_t)63) +
                   multi_scratch_size(total, nb);
    return bytes;
}

/* One row on one worker: the bucket sums of one window over the n W copies with digit j of
 * k_i on copy j of P_i, then sum_b (b + 1) B_b. */
static void multi_row(void *ctx, size_t j, unsigned worker) {
    struct multi_rows_job *rj = ctx;
    size_t n = rj->n, total = rj->windows * n, nb = (size_t)1 << (rj->c - 1);
    unsigned char *s = rj->scratch + worker * rj->scratch_per_worker;
    int32_t *digits = (int32_t *)(void *)s;
    unsigned char *red_mem = s + ((total * sizeof(int32_t) + 63) & ~(size_t)63);
    size_t red = ((nb + 1) * sizeof(MS_AFF) + multi_reduce_scratch(1, nb) + 63) & ~(size_t)63;
    struct multi_job job = {rj->tab,
                            digits,
                            NULL,
                            total,
                            rj->c,
                            nb,
                            (MS_AFF *)(void *)red_mem,
                            red_mem + red,
                            multi_scratch_size(total, nb)};
    multi_booth_digits(digits, rj->k + j * n, n, rj->c,
                       rj->windows); /* digit w of k_i at w n + i */
    multi_window(&job, 0, 0);
    MS_AFF *sum = job.buckets_out + nb;
    multi_reduce(sum, job.buckets_out, 1, nb, (unsigned char *)(sum + 1));
    if (MG_(aff_is_identity)(sum))
        MG_(jac_identity)(&rj->out[j]);
    else
        MG_(jac_from_aff)(&rj->out[j], sum);
}

/* The bytes of multi_table_run's one allocation. */
static size_t multi_table_bytes(size_t n, size_t windows, unsigned c, unsigned workers) {
    size_t row = multi_row_scratch(n, windows, c);
    size_t shift = MS_SHIFT_SCRATCH;
    return ((windows * n * sizeof(MS_AFF) + 63) & ~(size_t)63) +
           (size_t)workers * (row > shift ? row : shift) + 64;
}

/* out[j] = sum_i k[j n + i] pts[i] for j < m (every scalar below 2^bits) by a table of window
 * c: the copies built on `threads` workers, then the rows spread over them. One allocation;
 * ECB_ERR_OUT_OF_MEMORY when it fails. */
static ecb_status multi_table_run(MS_JAC *out, const MS_AFF *pts, size_t n, const msm_limbs *k,
                                  size_t m, unsigned bits, unsigned c, unsigned threads) {
    size_t windows = msm_pippenger_windows(bits, c);
    size_t blocks = (n + MSM_MULTI_SHIFT_BLOCK - 1) / MSM_MULTI_SHIFT_BLOCK;
    unsigned workers = threads < 1 ? 1 : threads;
    if (workers > m && workers > blocks) workers = (unsigned)(m > blocks ? m : blocks);
    unsigned char *mem = ecb_malloc(multi_table_bytes(n, windows, c, workers));
    if (mem == NULL) return ECB_ERR_OUT_OF_MEMORY;
    unsigned char *base = (unsigned char *)(((uintptr_t)mem + 63) & ~(uintptr_t)63);
    MS_AFF *tab = (MS_AFF *)(void *)base;
    unsigned char *scratch = base + ((windows * n * sizeof(MS_AFF) + 63) & ~(size_t)63);
    size_t row = multi_row_scratch(n, windows, c), shift = MS_SHIFT_SCRATCH;
    size_t per = row > shift ? row : shift;
    struct multi_shift_job sj = {tab, n, windows, c, scratch, per};
    memcpy(tab, pts, n * sizeof(MS_AFF));
    ecb_parallel_run(workers < blocks ? workers : (unsigned)blocks, blocks, multi_shift_block, &sj);
    struct multi_rows_job rj = {out, tab, k, n, windows, c, scratch, per};
    ecb_parallel_run(workers < m ? workers : (unsigned)m, m, multi_row, &rj);
    ecb_free(mem);
    return ECB_OK;
}

#include "msm/many/msm_multi_columns_impl.h"

/* ---- the plan and the call ---------------------------------------------------------------- */

/* The plan of m MSMs of `bits`-bit scalars over n points on `threads` threads
 * (msm_multi_plan_weierstrass, the estimates the cost model's). */
void MS_PLAN(ecb_msm_multi_plan_result *plan, size_t n, unsigned bits, size_t m, unsigned threads,
             const ecb_msm_costs *costs) {
    msm_multi_plan_weierstrass(plan, MS_GROUP, n, bits, m, threads, costs);
}

/* k < r for every scalar */
static int multi_scalars_valid(const msm_limbs *k, size_t count) {
    for (size_t i = 0; i < count; i++)
        for (int l = 3; l >= 0; l--) {
            if (k[i].v[l] != msm_group_order[l]) {
                if (k[i].v[l] > msm_group_order[l]) return 0;
                break;
            }
            if (l == 0) return 0; /* k = r */
        }
    return 1;
}

/* out[j] = sum_{i < n} k[j n + i] pts[i] for j < m (see msm.h ecb_msm_multi_*_var). */
ecb_status MS_RUN(MS_JAC *out, const MS_AFF *pts, size_t n, const msm_limbs *k, size_t m,
                  const ecb_msm_multi_options *o) {
    if (out == NULL && m > 0) return ECB_ERR_NULL_POINTER;
    if (m > 0 && n > 0 && (pts == NULL || k == NULL)) return ECB_ERR_NULL_POINTER;
    if (n > ECB_MSM_MAX_POINTS || m > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    for (size_t j = 0; j < m; j++)
        MG_(jac_identity)(&out[j]);
    unsigned threads = o != NULL ? o->threads : 1;
    ecb_msm_multi_method method = o != NULL ? o->method : ECB_MSM_MULTI_AUTO;
    if (threads > ECB_MSM_MAX_THREADS || (unsigned)method >= ECB_MSM_MULTI_METHOD_COUNT)
        return ECB_ERR_INVALID_ARGUMENT;
    if (!multi_scalars_valid(k, n * m)) return ECB_ERR_SCALAR_OUT_OF_RANGE;
    unsigned bits = multi_max_bits(k, n * m);
    ecb_msm_multi_plan_result plan;
    MS_PLAN(&plan, n, bits, m, threads, o != NULL ? o->costs : NULL);
    msm_multi_plan_force(&plan, method);
    if (o != NULL && o->plan_used != NULL) *o->plan_used = plan;
    if (n == 0 || m == 0 || bits == 0) return ECB_OK;
    /* without memory for the table or an engine MSM, the rows run as tree Pippengers, which
     * fall back to term-by-term sums (multi_pippenger): the call never fails for memory */
    ecb_parallel_scope scope; /* the runs of the table or of every row share their helpers */
    ecb_parallel_scope_begin(&scope, threads);
    if (plan.method != ECB_MSM_MULTI_TABLE ||
        multi_table_run(out, pts, n, k, m, bits, plan.window, threads) != ECB_OK) {
        ecb_msm_options eo;
        memset(&eo, 0, sizeof eo);
        eo.threads = threads;
        eo.costs = o != NULL ? o->costs : NULL;
        for (size_t j = 0; j < m; j++) {
            if (plan.method != ECB_MSM_MULTI_INDEPENDENT ||
                MS_ENGINE((MSM_OUTPUT *)(void *)&out[j], (const msm_input *)(const void *)pts,
                          (const msm_scalar *)(const void *)(k + j * n), n, &eo) != ECB_OK)
                multi_pippenger(&out[j], pts, k + j * n, n, threads);
        }
    }
    ecb_parallel_scope_end(&scope);
    return ECB_OK;
}

#undef MS_P2
#undef MS_P
#undef MG_
#undef MS_
#undef MS_AFF
#undef MS_JAC
#undef MS_XYZZ
#undef MS_SHIFT_SCRATCH
#undef MG
#undef MS_MUL_VAR
#undef MS_GROUP
#undef MS_ENGINE
