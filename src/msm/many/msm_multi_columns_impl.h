/* Many MSMs in one call, part 2 of the template (included by msm_multi_impl.h, with its MS_
 * names defined): the columns, m MSMs over k points each that share their k scalars
 * (msm_multi_<G>_columns_var, msm_multi.h), as interleaved wNAF chains of batch-affine steps. */
/* ---- columns: m MSMs sharing k scalars --------------------------------------------------- */

#define MS_COL_BLOCK 64u

struct multi_cols_job {
    MS_AFF *out;
    const MS_AFF *const *cols;
    const uint8_t *neg;
    const int8_t *digits; /* one row of 260 per group */
    const size_t *member; /* the points, grouped by equal magnitude */
    const size_t *gstart; /* group g: member[gstart[g] .. gstart[g + 1]) */
    size_t k, groups, m, len;
    unsigned w;
    unsigned char *scratch;
    size_t scratch_per_worker;
};

#define MS_WNAF_MAX 260
#define MS_GROUP_MAX 1024u

static size_t multi_cols_scratch(size_t k, unsigned w) {
    size_t entries = (size_t)1 << (w - 2), kb = k * MS_COL_BLOCK;
    size_t bytes = kb * (entries + 1) * sizeof(MS_AFF) + kb * MS_ENTRY_BYTES;
    return (bytes + 63) & ~(size_t)63;
}

/* One block of columns: the signed points of each group summed (points whose weights have the
 * same magnitude share one chain: lambda Y_1 + lambda Y_2 = lambda (Y_1 + Y_2)); odd-multiple
 * tables (2e + 1) Y of every group sum, built with batches over groups x columns; then the
 * shared digit chain: per position one batch of doublings of the accumulators and one batch
 * of additions per non-zero digit. */
static void multi_cols_block(void *ctx, size_t blk, unsigned worker) {
    struct multi_cols_job *job = ctx;
    const size_t k = job->groups, entries = (size_t)1 << (job->w - 2), b0 = blk * MS_COL_BLOCK;
    const size_t b = job->m - b0 < MS_COL_BLOCK ? job->m - b0 : MS_COL_BLOCK;
    unsigned char *s = job->scratch + worker * job->scratch_per_worker;
    MS_AFF *tab = (MS_AFF *)(void *)s;              /* [i][e][p] */
    MS_AFF *two = tab + k * entries * MS_COL_BLOCK; /* [i][p]: 2Y */
    struct multi_batch batch =
        multi_batch_at((unsigned char *)(two + k * MS_COL_BLOCK), k * MS_COL_BLOCK);
    MS_AFF *acc = job->out + b0;
#define MS_TAB(i, e, p) tab[((i)*entries + (e)) * MS_COL_BLOCK + (p)]
    size_t largest = 0;
    for (size_t g = 0; g < k; g++) {
        size_t first = job->member[job->gstart[g]];
        if (job->gstart[g + 1] - job->gstart[g] > largest)
            largest = job->gstart[g + 1] - job->gstart[g];
        for (size_t p = 0; p < b; p++) {
            MS_AFF *y = &MS_TAB(g, 0, p);
            *y = job->cols[first][b0 + p];
            if (job->neg[first]) MG_(aff_neg)(y, y);
        }
    }
    for (size_t r = 1; r < largest; r++) { /* the r-th member of every group large enough */
        for (size_t g = 0; g < k; g++) {
            if (job->gstart[g + 1] - job->gstart[g] <= r) continue;
            size_t i = job->member[job->gstart[g] + r];
            for (size_t p = 0; p < b; p++)
                multi_push(&batch, &MS_TAB(g, 0, p), &job->cols[i][b0 + p], job->neg[i]);
        }
        multi_flush(&batch);
    }
    if (entries > 1) {
        for (size_t i = 0; i < k; i++)
            for (size_t p = 0; p < b; p++) {
                two[i * MS_COL_BLOCK + p] = MS_TAB(i, 0, p);
                multi_push(&batch, &two[i * MS_COL_BLOCK + p], &two[i * MS_COL_BLOCK + p], 0);
            }
        multi_flush(&batch);
    }
    for (size_t e = 1; e < entries; e++) {
        for (size_t i = 0; i < k; i++)
            for (size_t p = 0; p < b; p++) {
                MS_TAB(i, e, p) = MS_TAB(i, e - 1, p);
                multi_push(&batch, &MS_TAB(i, e, p), &two[i * MS_COL_BLOCK + p], 0);
            }
        multi_flush(&batch);
    }
    for (size_t p = 0; p < b; p++)
        msm_aff_identity(&acc[p]);
    int started = 0;
    for (size_t pos = job->len; pos-- > 0;) {
        if (started) {
            for (size_t p = 0; p < b; p++)
                multi_push(&batch, &acc[p], &acc[p], 0);
            multi_flush(&batch);
        }
        for (size_t i = 0; i < k; i++) {
            int d = job->digits[i * MS_WNAF_MAX + pos];
            if (d == 0) continue;
            const MS_AFF *entry = &MS_TAB(i, (size_t)(d < 0 ? -d : d) / 2, 0);
            for (size_t p = 0; p < b; p++)
                multi_push(&batch, &acc[p], &entry[p], d < 0);
            multi_flush(&batch);
            started = 1;
        }
    }
#undef MS_TAB
}

void MS_COLUMNS_VAR(MS_AFF *out, const MS_AFF *const *cols, const msm_limbs *mag,
                    const uint8_t *neg, size_t k, size_t m, unsigned threads) {
    unsigned w = msm_cost_columns_window(multi_max_bits(mag, k));
    size_t blocks = (m + MS_COL_BLOCK - 1) / MS_COL_BLOCK;
    unsigned workers = threads < 1 ? 1 : threads;
    if (workers > blocks) workers = blocks > 0 ? (unsigned)blocks : 1;
    struct multi_cols_job job = {
        out, cols, neg, NULL, NULL, NULL, k, 0, m, 0, w, NULL, multi_cols_scratch(k, w)};
    int8_t *digits = ecb_calloc(k * MS_WNAF_MAX + 1, 1);
    size_t *member = ecb_malloc((2 * k + 2) * sizeof *member), *gstart = member + k;
    job.scratch = ecb_malloc(workers * job.scratch_per_worker);
    if (digits == NULL || member == NULL || job.scratch == NULL) {
        /* no memory: one general MSM per column, or, without memory for its copy either,
         * term by term (never an identity in place of a sum) */
        msm_limbs *sk = ecb_malloc(k * sizeof *sk + 1);
        MS_AFF *col = ecb_malloc(k * sizeof *col + 1);
        for (size_t p = 0; p < m; p++) {
            MS_JAC r;
            MG_(jac_identity)(&r);
            for (size_t i = 0; i < k; i++) {
                MS_AFF a = cols[i][p];
                if (neg[i]) MG_(aff_neg)(&a, &a);
                if (sk != NULL && col != NULL) {
                    sk[i] = mag[i];
                    col[i] = a;
                } else if (!multi_dropped(&a, &mag[i])) {
                    MS_JAC t;
                    multi_small(&t, &a, &mag[i], 1);
                    MG_(jac_add_var)(&r, &r, &t);
                }
            }
            if (sk != NULL && col != NULL) multi_pippenger(&r, col, sk, k, 1);
            MG_(jac_to_aff)(&out[p], &r);
        }
        ecb_free(sk);
        ecb_free(col);
        ecb_free(digits);
        ecb_free(member);
        ecb_free(job.scratch);
        return;
    }
    /* groups of equal magnitude, in order of first appearance (k^2 comparisons, so only for
     * up to MS_GROUP_MAX points; beyond, every point is its own group) */
    size_t groups = 0, filled = 0;
    for (size_t i = 0; i < k; i++) {
        int seen = 0;
        for (size_t j = 0; j < i && !seen && k <= MS_GROUP_MAX; j++)
            seen = memcmp(&mag[j], &mag[i], sizeof mag[i]) == 0;
        if (seen) continue;
        gstart[groups] = filled;
        member[filled++] = i;
        for (size_t j = i + 1; j < k && k <= MS_GROUP_MAX; j++)
            if (memcmp(&mag[j], &mag[i], sizeof mag[i]) == 0) member[filled++] = j;
        size_t len = scalar_wnaf(digits + groups * MS_WNAF_MAX, 257, mag[i].v, 4, 256, w);
        if (len > job.len) job.len = len;
        groups++;
    }
    gstart[groups] = filled;
    job.groups = groups;
    job.member = member;
    job.gstart = gstart;
    job.digits = digits;
    ecb_parallel_run(workers, blocks, multi_cols_block, &job);
    ecb_free(digits);
    ecb_free(member);
    ecb_free(job.scratch);
}

#undef MS_COL_BLOCK
#undef MS_WNAF_MAX
#undef MS_GROUP_MAX
