/* Many MSMs over one set of bases in ristretto255 (ecb_msm_multi_ristretto255_var) and their
 * plan: m independent engine MSMs, or one table of window multiples built once per call and
 * shared by every row (ECB_MSM_MULTI_TABLE).
 *
 * The table is the fixed-base form (msm_fixed.h): 2^(c k t) P_i for t < T = ceil(W / k),
 * normalised for the kernel build the CPU runs, so that every row is k bucket passes over the
 * n T entries (one window of Pippenger per pass, no per-row doublings for k = 1) instead of W
 * windows over the bases with their W bucket reductions. Building it costs about b doublings
 * per base (b the scalar length) whatever (c, k), so it pays back over several rows; the
 * plan (msm_multi_plan_fixed, with the cost model's msm_cost_multi_fixed) weighs it against m
 * times the engine's own plan. Edwards additions are complete, so
 * the table and the buckets need no special cases. Threads build the table in blocks of
 * bases and then take whole rows. Variable time: public points and scalars. */
#include "msm/groups/ristretto255/msm_multi_ristretto255.h"

#include <string.h>

#include "msm/groups/msm_backend.h"
#include "msm/many/msm_multi_plan.h"
#include "msm/plan/msm_cost_model.h"
#include "util/alloc.h"
#include "util/parallel.h"

void msm_multi_r255_plan(ecb_msm_multi_plan_result *plan, size_t n, unsigned bits, size_t m,
                         unsigned threads, const ecb_msm_costs *costs) {
    msm_multi_plan_fixed(plan, ECB_GROUP_RISTRETTO255, n, bits, m, threads, costs,
                         MSM_MULTI_R255_TABLE_BYTES);
}

/* ---- the table method -------------------------------------------------------------------- */

/* One call's state: the table, the backend that builds and runs it, the rows, and a status per
 * worker. */
struct r255_table_job {
    msm_fixed *f;
    const msm_r255_backend *be;
    const ecb_ristretto255_point *points;
    const ecb_ristretto255_scalar *scalars;
    ecb_ristretto255_point *out;
    size_t n, block;
    ecb_status st[ECB_MSM_MAX_THREADS];
};

/* Task: the table entries of bases [blk block, (blk + 1) block), through a view of the table
 * that starts at the block's first base. */
static void r255_build_block(void *ctx, size_t blk, unsigned worker) {
    struct r255_table_job *j = ctx;
    size_t lo = blk * j->block, len = j->n - lo < j->block ? j->n - lo : j->block;
    msm_fixed view = *j->f;
    view.n = len;
    view.skip += lo;
    view.tab = (unsigned char *)view.tab + lo * view.T * view.entry_size;
    ecb_status st = j->be->fixed_build(&view, j->points + lo);
    if (st != ECB_OK) j->st[worker] = st;
}

/* Task: row r on one worker, Pippenger over the table at its window. */
static void r255_row(void *ctx, size_t r, unsigned worker) {
    struct r255_table_job *j = ctx;
    ecb_msm_options o;
    memset(&o, 0, sizeof o);
    o.strategy = ECB_MSM_PIPPENGER;
    o.window = j->f->c;
    o.threads = 1;
    ecb_status st = j->be->fixed_msm(&j->out[r], j->f, j->scalars + r * j->n, j->n, &o);
    if (st != ECB_OK) j->st[worker] = st;
}

/* out[r] = sum_i scalars[r n + i] points[i] for r < m over a table of window c and T entries
 * per base covering bits-bit scalars, on `threads` workers; *shape = the table's. */
static ecb_status r255_table_run(ecb_ristretto255_point *out, const ecb_ristretto255_point *points,
                                 size_t n, const ecb_ristretto255_scalar *scalars, size_t m,
                                 unsigned bits, unsigned c, unsigned T, unsigned threads,
                                 msm_multi_r255_table *shape) {
    struct r255_table_job j;
    memset(&j, 0, sizeof j);
    msm_fixed f;
    j.be = msm_r255_selected();
    unsigned W = msm_pippenger_windows(bits, c);
    ecb_status st = msm_fixed_init(&f, ECB_GROUP_RISTRETTO255, j.be->fixed_form,
                                   j.be->desc->aff_size, n, bits, c, (W + T - 1) / T);
    if (st != ECB_OK) return st;
    *shape = (msm_multi_r255_table){f.c, f.k, f.T, n * f.T * f.entry_size};
    unsigned th = threads < 1 ? 1 : threads;
    size_t blocks = th > 1 ? 4 * (size_t)th : 1;
    j.f = &f;
    j.points = points;
    j.scalars = scalars;
    j.out = out;
    j.n = n;
    j.block = (n + blocks - 1) / blocks;
    ecb_parallel_run(th, (n + j.block - 1) / j.block, r255_build_block, &j);
    for (unsigned w = 0; w < th && st == ECB_OK; w++)
        st = j.st[w];
    if (st == ECB_OK) ecb_parallel_run(th, m, r255_row, &j);
    for (unsigned w = 0; w < th && st == ECB_OK; w++)
        st = j.st[w];
    ecb_free(f.skip);
    ecb_free(f.tab);
    return st;
}

/* ---- the call ---------------------------------------------------------------------------- */

ecb_status msm_multi_r255_run(ecb_ristretto255_point *out, const ecb_ristretto255_point *points,
                              size_t n, const ecb_ristretto255_scalar *scalars, size_t m,
                              const ecb_msm_multi_options *options, size_t table_bytes,
                              msm_multi_r255_table *shape) {
    msm_multi_r255_table unused;
    if (shape == NULL) shape = &unused;
    memset(shape, 0, sizeof *shape);
    if (out == NULL && m > 0) return ECB_ERR_NULL_POINTER;
    if (m > 0 && n > 0 && (points == NULL || scalars == NULL)) return ECB_ERR_NULL_POINTER;
    if (n > ECB_MSM_MAX_POINTS || m > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    for (size_t r = 0; r < m; r++)
        ecb_ristretto255_identity(&out[r]);
    ecb_msm_options eo;
    memset(&eo, 0, sizeof eo);
    ecb_msm_multi_method method = ECB_MSM_MULTI_AUTO;
    if (options != NULL) {
        eo.threads = options->threads;
        eo.costs = options->costs;
        method = options->method;
    }
    if ((unsigned)method >= ECB_MSM_MULTI_METHOD_COUNT || eo.threads > ECB_MSM_MAX_THREADS)
        return ECB_ERR_INVALID_ARGUMENT;
    if (method == ECB_MSM_MULTI_TREE) return ECB_ERR_UNSUPPORTED;
    uint64_t orl[4] = {0};
    for (size_t i = 0; i < n * m; i++)
        for (int l = 0; l < 4; l++)
            orl[l] |= scalars[i].v[l];
    unsigned bits = msm_bitlen(orl, 4);
    ecb_msm_multi_plan_result plan;
    msm_multi_plan_fixed(&plan, ECB_GROUP_RISTRETTO255, n, bits, m, eo.threads, eo.costs,
                         table_bytes);
    msm_multi_plan_force(&plan, method);
    if (options != NULL && options->plan_used != NULL) *options->plan_used = plan;
    if (n == 0 || m == 0 || bits == 0) return ECB_OK;
    ecb_status st = ECB_OK;
    if (plan.method == ECB_MSM_MULTI_TABLE) {
        const msm_group_desc *d = msm_r255_selected()->desc;
        const ecb_msm_costs *u = eo.costs != NULL ? eo.costs : msm_desc_costs(d);
        unsigned c, T;
        msm_cost_multi_fixed_choose(d, u, n, bits, m, eo.threads < 1 ? 1 : eo.threads, table_bytes,
                                    &c, &T);
        st = r255_table_run(out, points, n, scalars, m, bits, c, T, eo.threads, shape);
    } else {
        for (size_t r = 0; r < m && st == ECB_OK; r++)
            st = ecb_msm_ristretto255_var(&out[r], points, scalars + r * n, n, &eo);
    }
    if (st != ECB_OK)
        for (size_t r = 0; r < m; r++)
            ecb_ristretto255_identity(&out[r]);
    return st;
}

ecb_status ecb_msm_multi_ristretto255_var(ecb_ristretto255_point *out,
                                          const ecb_ristretto255_point *points, size_t n,
                                          const ecb_ristretto255_scalar *scalars, size_t m,
                                          const ecb_msm_multi_options *options) {
    return msm_multi_r255_run(out, points, n, scalars, m, options, MSM_MULTI_R255_TABLE_BYTES,
                              NULL);
}
